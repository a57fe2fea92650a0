"""Queries over the reviews: /api/reviews/search, /api/reviews/since/{date} and /api/reviews/{id}."""
from reviewsd.contract import params
from reviewsd.contract.problems import ValidationFailed
from reviewsd.dataset import search
from reviewsd.web.base import ApiError, DataHandler, validation_error
from reviewsd.web.representation import Representation


class SearchHandler(DataHandler):
    def get(self):
        self.limit_rate()
        values, problems = params.one_value_each(self.request.query_arguments, params.SEARCH.names)
        try:
            filters = params.SEARCH.from_query(values, problems)
        except ValidationFailed as failed:
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
            day = params.SINCE_PATH.from_json({"date": date})["date"]
        except ValidationFailed as failed:
            raise validation_error(failed) from None
        if not self.holds_current(self.snapshot.since_etag(day)):
            self.limit_rate()  # a revalidation answered 304 costs nothing, so it is never limited
        return self.send_representation(self.snapshot.since_representation(day))


class ReviewHandler(DataHandler):
    """One verified review, so that agents and pages can cite and fetch it by its own URL."""

    MAX_ID_CHARS = 200  # ids are ULIDs in practice; nothing longer can be one worth looking up

    def decode_argument(self, value: bytes, name=None):
        try:
            return value.decode("utf-8")
        except UnicodeDecodeError:
            return ""  # no review has such an id: the same 404 as any unknown one

    def get(self, review_id: str):
        self.limit_rate()
        rep = self.snapshot.review_representation(review_id) if len(review_id) <= self.MAX_ID_CHARS else None
        if rep is None:
            raise ApiError(404, "not_found", "no verified review has this id; /api/reviews/search lists them")
        return self.send_representation(rep)
