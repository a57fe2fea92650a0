"""Queries over the reviews: /api/reviews/search and /api/reviews/since/{date}."""
from reviewsd import schemas, search
from reviewsd.dataset.snapshot import Representation
from reviewsd.web.base import DataHandler, validation_error


class SearchHandler(DataHandler):
    def get(self):
        self.limit_rate()
        values, issues = schemas.one_value_each(self.request.query_arguments, schemas.SEARCH_RULES)
        try:
            filters = schemas.search_filters(values, extra_issues=issues)
        except schemas.ValidationFailed as failed:
            raise validation_error(failed) from None
        result = search.search(self.snapshot, filters)
        return self.send_representation(Representation(search.render_search(self.snapshot, result),
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
        if not self.holds_current(self.snapshot.since_etag(day)):
            self.limit_rate()  # a revalidation answered 304 costs nothing, so it is never limited
        return self.send_representation(self.snapshot.since_representation(day))
