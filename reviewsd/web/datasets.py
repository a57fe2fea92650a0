"""The pre-rendered resources: both datasets and both feeds, served straight from the Snapshot."""
from reviewsd.web.base import ApiError, DataHandler


class ResourceHandler(DataHandler):
    """Serves `snapshot.resources[path]` as it was rendered at load time."""

    def initialize(self, context, path: str):  # type: ignore[override]  # Tornado passes URLSpec kwargs
        super().initialize(context)
        self.path = path

    def get(self):
        rep = self.snapshot.resources.get(self.path)
        if rep is None:  # only insights.json is optional
            raise ApiError(404, "no_insights", "no insights.json has been published for this business")
        return self.send_representation(rep)
