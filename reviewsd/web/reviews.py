"""Queries over the reviews: /api/reviews/search and /api/reviews/since/{date}."""
from reviewsd import schemas, search
from reviewsd.dataset.snapshot import Representation
from reviewsd.web.base import DataHandler, validation_error


def single_values(arguments: dict) -> tuple[dict, list]:
    """Query arguments as one text value each, plus issues for repeated or non-UTF-8 ones."""
    values, issues = {}, []
    for name, raw in arguments.items():
        if name not in schemas.SEARCH_RULES:
            continue  # unknown parameters are ignored
        if len(raw) > 1:
            issues.append(schemas.issue([name], "repeated", "must be given at most once"))
            continue
        try:
            values[name] = raw[0].decode("utf-8")
        except UnicodeDecodeError:
            issues.append(schemas.issue([name], "invalid_encoding", "must be UTF-8 text"))
    return values, issues


class SearchHandler(DataHandler):
    def get(self):
        values, issues = single_values(self.request.query_arguments)
        try:
            filters = schemas.search_filters(values, extra_issues=issues)
        except schemas.ValidationFailed as failed:
            raise validation_error(failed) from None
        result = search.search(self.snapshot, filters)
        self.send_representation(Representation(search.render_search(self.snapshot, result),
                                                self.snapshot.changed_at))


class SinceHandler(DataHandler):
    def decode_argument(self, value: bytes, name=None):
        # Undecodable bytes are just another malformed date: answer with the same issue list.
        try:
            return value.decode("utf-8")
        except UnicodeDecodeError:
            return None

    def get(self, date: str | None):
        try:
            day = schemas.since_date(date)
        except schemas.ValidationFailed as failed:
            raise validation_error(failed) from None
        self.send_representation(self.snapshot.since_representation(day))
