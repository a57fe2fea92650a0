"""Queries over the reviews: /api/reviews/search and /api/reviews/since/{date}."""
from reviewsd.contract import params
from reviewsd.contract.problems import ValidationFailed
from reviewsd.dataset import search
from reviewsd.web.base import DataHandler, validation_error
from reviewsd.web.representation import Representation


class SearchHandler(DataHandler):
    def get(self):
        values, problems = params.one_value_each(self.request.query_arguments, params.SEARCH.names)
        try:
            filters = params.SEARCH.from_query(values, problems)
        except ValidationFailed as failed:
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
            day = params.SINCE_PATH.from_json({"date": date})["date"]
        except ValidationFailed as failed:
            raise validation_error(failed) from None
        self.send_representation(self.snapshot.since_representation(day))
