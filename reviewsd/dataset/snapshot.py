"""The immutable Snapshot: everything served from one load of the data, rendered once.

A Snapshot is built in the loader's worker process, sent back, and swapped into the Context in one
assignment, so a request sees either the old data or the new, never a mix, and never encodes a whole
dataset itself.
"""
import contextlib
import copy
import datetime
import threading
from array import array
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

from reviewsd import jsonutil
from reviewsd.contract import routes
from reviewsd.dataset import feeds, search
from reviewsd.dataset.index import ReviewIndex
from reviewsd.pages.render import Pages, newest_by_min_rating
from reviewsd.web.representation import ATOM_TYPE, DYNAMIC_BODY_LIMIT, Representation, etag_of

# Since responses are cached per date (clients poll with their last-seen date), up to this many
# bytes in all; a since request for an old date is the whole dataset, and caching dozens of those
# would let cheap requests pin gigabytes.
SINCE_CACHE_BYTES = 64 * 1024 * 1024


def rfc3339(moment: datetime.datetime) -> str:
    return moment.astimezone(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def topic_link(base_url: str, path: str) -> str:
    return f'<{base_url}{routes.HUB}>; rel="hub", <{base_url}{path}>; rel="self"'


def aggregate_rating(reviews: list) -> dict:
    distribution = {str(k): 0 for k in range(1, 6)}
    for review in reviews:
        distribution[str(review["rating"])] += 1
    total = len(reviews)
    mean = round(sum(r["rating"] for r in reviews) / total, 2) if total else None
    return {"rating_value": mean, "review_count": total, "best_rating": 5, "worst_rating": 1,
            "distribution": distribution}


def newest_first(reviews: list) -> list:
    """Verified reviews only, newest first (date, then id, descending)."""
    published = [r for r in reviews if r["verified"] is True]
    published.sort(key=lambda r: (r["date"], r["id"]), reverse=True)
    return published


@contextlib.contextmanager
def compressed_meanwhile(representations):
    """zlib releases the interpreter lock: the bodies compress on another core while the indexes
    (pure Python) are built here; a second of a large cold start."""
    compressing = [threading.Thread(target=rep.precompress) for rep in representations]
    for thread in compressing:
        thread.start()
    try:
        yield
    finally:
        for thread in compressing:
            thread.join()


@dataclass
class InsightsPart:
    """What a Snapshot takes from an insights document, built apart from it: in the derivation's worker
    process, for insights derived after the reviews were served (`Snapshot.with_insights`)."""
    reviews_sha256: str  # of the reviews they were derived from: installed only if those are still served
    insights: dict  # the document, without per_review
    state: Any  # its FileState ("derived")
    representation: Representation  # /insights.json, compressed
    mentions: dict  # the mention index (see ReviewIndex.mentions)

    @classmethod
    def build(cls, reviews_doc: dict, reviews_sha256: str, insights_doc: dict, body: bytes, state) -> "InsightsPart":
        """`body`: the document as jsonutil.dumps encodes it."""
        representation = Representation(body, state.changed_at)
        with compressed_meanwhile([representation]):
            mentions = ReviewIndex.mentions_of(newest_first(reviews_doc["reviews"]), insights_doc)
        return cls(reviews_sha256, {k: v for k, v in insights_doc.items() if k != "per_review"}, state,
                   representation, mentions)


class Snapshot:
    """Everything the handlers serve from one load; never modified after construction (but for the
    since-response cache). It holds bytes, arrays and small dicts, not the parsed documents, so it is
    compact in memory and cheap to send from the loader process."""

    def __init__(self, reviews_doc: dict | None, reviews_state, insights_doc: dict | None, insights_state,
                 base_url: str, insights_body: bytes | None = None):
        self.base_url = base_url
        self.has_data = reviews_doc is not None
        self._changed_at = reviews_state.changed_at if reviews_state else None
        self.insights: dict | None = None  # see _take_insights
        self.insights_changed_at: datetime.datetime | None = None
        self.insights_state = None  # the FileState of the insights served (source "derived" if derived)
        self.resources: dict[str, Representation] = {}
        self.pages: Pages | None = None  # /summary, /llms.txt, /embed: None while there is no data
        reviews = newest_first(reviews_doc["reviews"]) if reviews_doc else []
        self.review_count = len(reviews)
        # The per-review resource and the MCP fetch tool look reviews up by id.
        self._position_by_id = {r["id"]: pos for pos, r in enumerate(reviews)}
        # First days of the months that have reviews, newest first: what MCP completion offers as dates.
        self._months = list(dict.fromkeys(r["date"][:8] + "01" for r in reviews))
        self.business = reviews_doc["business"] if reviews_doc else None
        self.aggregate_rating = aggregate_rating(reviews)
        self._review_spans = array("Q")
        self._since_cache: OrderedDict = OrderedDict()
        self._since_cache_bytes = 0
        if reviews_doc:
            self._render_reviews(reviews, self._changed_at)
            self._render_feeds(reviews[:routes.FEED_SIZE], self._changed_at)
        if insights_doc is not None:
            self.resources[routes.INSIGHTS] = Representation(  # given when derived (see loader._derived)
                insights_body or jsonutil.dumps(insights_doc), insights_state.changed_at)
        with compressed_meanwhile(self.resources.values()):
            self.index = ReviewIndex(reviews, insights_doc)
        if insights_doc is not None:
            self._take_insights(insights_doc, insights_state)
        if reviews_doc:
            self.render_pages(newest_by_min_rating(reviews))

    def _take_insights(self, insights_doc: dict, insights_state) -> None:
        # per_review only feeds the mention index; the MCP tools need the rest.
        self.insights = {k: v for k, v in insights_doc.items() if k != "per_review"}
        # Derived insights (no file) may come without a file state: then the reviews date the pages.
        self.insights_changed_at = getattr(insights_state, "changed_at", None)
        self.insights_state = insights_state

    def with_insights(self, part: "InsightsPart") -> "Snapshot":
        """This Snapshot's reviews with the insights of `part` (derived after the reviews were served):
        a new Snapshot that shares every review body, index and feed with this one, so the swap costs
        the IOLoop only the pages' rendering. This one is left as it was (requests may still hold it)."""
        new = copy.copy(self)
        new.resources = {**self.resources, routes.INSIGHTS: part.representation}
        new._since_cache, new._since_cache_bytes = OrderedDict(), 0
        new.index = self.index.with_mentions(part.mentions)
        new._take_insights(part.insights, part.state)
        new.render_pages()
        return new

    def render_pages(self, pool: dict | None = None) -> None:
        """Render the pages for people from what this Snapshot holds now. Call it again after
        `insights` changes: the pages show what customers say only when there are insights."""
        changed_at = max(t for t in (self._changed_at, self.insights_changed_at) if t is not None)
        if pool is None:
            assert self.pages is not None, "the first rendering is given its pool"
            pool = self.pages.pool
        self.pages = Pages(self, pool, changed_at)

    @classmethod
    def empty(cls, base_url: str) -> "Snapshot":
        """No data at all: what is served before the first good load (503 on the data endpoints)."""
        return cls(None, None, None, None, base_url)

    @property
    def changed_at(self) -> datetime.datetime | None:
        """When the reviews last changed: Last-Modified of everything derived from them."""
        return self._changed_at

    def _render_reviews(self, reviews: list, changed_at):
        head = jsonutil.dumps({
            "business": self.business, "aggregate_rating": self.aggregate_rating,
            "review_count": self.review_count, "updated_at": rfc3339(changed_at),
        })[:-1] + b',"reviews":['
        # Each review is encoded once; search and since responses reuse these bytes by offset.
        parts, spans, offset = [head], self._review_spans, len(head)
        for i, review in enumerate(reviews):
            encoded = jsonutil.dumps(review)
            if i:
                parts.append(b",")
                offset += 1
            parts.append(encoded)
            spans.append(offset)
            offset += len(encoded)
            spans.append(offset)
        parts.append(b"]}")
        self._body = b"".join(parts)
        self.resources[routes.REVIEWS] = Representation(
            self._body, changed_at, link=topic_link(self.base_url, routes.REVIEWS))

    def _render_feeds(self, newest: list, changed_at):
        assert self.business is not None  # rendered only with the reviews file, which has one
        hub = self.base_url + routes.HUB
        self.resources[routes.JSON_FEED] = Representation(
            feeds.json_feed(self.business, newest, self.base_url, hub), changed_at,
            link=topic_link(self.base_url, routes.JSON_FEED))
        self.resources[routes.ATOM_FEED] = Representation(
            feeds.atom_feed(self.business, newest, self.base_url, hub,
                            feeds.latest_update(newest) or rfc3339(changed_at)), changed_at,
            ATOM_TYPE, link=topic_link(self.base_url, routes.ATOM_FEED))

    def review_json(self, pos: int) -> memoryview:
        """The encoded review at `pos` (newest first), a view into the reviews.json body: no copy."""
        start, end = self._review_spans[2 * pos], self._review_spans[2 * pos + 1]
        return memoryview(self._body)[start:end]

    def reviews_json_parts(self, positions) -> list:
        """The pieces of a JSON array of the reviews at `positions`, for one b"".join with whatever
        surrounds it: pre-encoded bytes, and for a run of consecutive positions (the newest reviews,
        as `since` asks) a single view of the body, so even the whole dataset is copied only once."""
        if isinstance(positions, range) and positions.step == 1 and positions:
            start, end = self._review_spans[2 * positions.start], self._review_spans[2 * positions.stop - 1]
            return [b"[", memoryview(self._body)[start:end], b"]"]
        return [b"[", b",".join(self.review_json(p) for p in positions), b"]"]

    def reviews_json(self, positions) -> bytes:
        return b"".join(self.reviews_json_parts(positions))

    def position_of(self, review_id: str) -> int | None:
        """Where the verified review `review_id` is (newest first); None for an unknown or unverified id."""
        return self._position_by_id.get(review_id)

    def review_ids(self):
        """Every verified review id, newest first."""
        return iter(self._position_by_id)

    def review_months(self) -> list:
        return self._months

    def review_representation(self, review_id: str) -> Representation | None:
        """GET /api/reviews/{id}: the review's bytes as reviews.json holds them, with their own strong ETag."""
        pos = self.position_of(review_id)
        if pos is None or self.changed_at is None:  # (a Snapshot with reviews has a changed_at)
            return None
        return Representation(bytes(self.review_json(pos)), self.changed_at)

    def review(self, pos: int) -> dict:
        return jsonutil.loads(bytes(self.review_json(pos)))

    def since_etag(self, day: datetime.date) -> str:
        """The since response's tag, known without rendering it: the body follows from the reviews and
        the date alone, so its tag can too (no hashing of what may be the whole dataset)."""
        return etag_of(self.resources[routes.REVIEWS].etag.encode() + b" since " + day.isoformat().encode())

    def since_representation(self, day: datetime.date) -> Representation:
        """The /api/reviews/since/{date} response, rendered once per date and Snapshot (an LRU bounded
        by SINCE_CACHE_BYTES).

        Called on the IOLoop thread only, so the cache needs no lock.
        """
        rep = self._since_cache.get(day)
        if rep is not None:
            self._since_cache.move_to_end(day)
            return rep
        assert self.changed_at is not None  # answered only with data: see DataHandler
        parts = search.since_parts(self, day, search.since(self, day))
        if sum(len(part) for part in parts) > DYNAMIC_BODY_LIMIT:
            # Mostly one view of the reviews.json body: held and sent without a copy, however many ask.
            rep = Representation(None, self.changed_at, etag=self.since_etag(day), parts=parts)
        else:
            rep = Representation(b"".join(parts), self.changed_at, etag=self.since_etag(day))
        self._since_cache[day] = rep
        self._since_cache_bytes += self._cost(rep)
        while self._since_cache_bytes > SINCE_CACHE_BYTES:
            self._since_cache_bytes -= self._cost(self._since_cache.popitem(last=False)[1])
        return rep

    @staticmethod
    def _cost(rep: Representation) -> int:
        """What a cached since response holds of its own (views of the Snapshot's body hold nothing)."""
        return rep.size if rep.body is not None else 256

