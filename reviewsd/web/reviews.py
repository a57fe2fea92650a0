"""Queries over the reviews: /api/reviews/search, /api/reviews/since/{date} and /api/reviews/{id}."""
from reviewsd import schemas, search
from reviewsd.dataset.snapshot import Representation
from reviewsd.web.base import ApiError, DataHandler, validation_error


class SearchHandler(DataHandler):
    def get(self):
        values, issues = schemas.one_value_each(self.request.query_arguments, schemas.SEARCH_RULES)
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


class ReviewHandler(DataHandler):
    """One verified review, so that agents and pages can cite and fetch it by its own URL."""

    MAX_ID_CHARS = 200  # ids are ULIDs in practice; nothing longer can be one worth looking up

    def decode_argument(self, value: bytes, name=None):
        try:
            return value.decode("utf-8")
        except UnicodeDecodeError:
            return ""  # no review has such an id: the same 404 as any unknown one

    def get(self, review_id: str):
        # self.limit_rate()  # issue 10a: the per-client rate limit of the costly operations (section 3)
        rep = self.snapshot.review_representation(review_id) if len(review_id) <= self.MAX_ID_CHARS else None
        if rep is None:
            raise ApiError(404, "not_found", "no verified review has this id; /api/reviews/search lists them")
        self.send_representation(rep)
