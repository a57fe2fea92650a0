"""Resources about the service itself: the index at /, /openapi.json and /healthz."""
import time

from reviewsd import __version__
from reviewsd.web.base import BaseHandler


class IndexHandler(BaseHandler):
    def get(self):
        snapshot = self.context.snapshot
        self.send_json({
            "service": "reviewsd", "version": __version__,
            "business": snapshot.business["name"] if snapshot.business else None,
            "endpoints": self.context.endpoints,
        })


class OpenApiHandler(BaseHandler):
    def get(self):
        return self.send_representation(self.context.openapi)


class HealthHandler(BaseHandler):
    def get(self):
        self.set_header("Cache-Control", "no-store")
        # 503 while nothing is served: an uptime check that reads only the status code must see the
        # outage. Degraded (serving the last good data) is still 200: clients are being answered.
        self.send_json({
            "status": "ok" if self.context.healthy else "degraded",
            "version": __version__,
            "uptime_s": round(time.monotonic() - self.context.started, 1),
            "data": self.context.data_status(),
            "hub": self.context.hub.status() if self.context.hub else {},
        }, status=200 if self.context.snapshot.has_data else 503)
