"""The immutable Snapshot: everything served from one load of the data, rendered once.

A Snapshot is built in the loader's worker process, sent back, and swapped into the Context in one
assignment, so a request sees either the old data or the new, never a mix, and never encodes a whole
dataset itself.
"""
import datetime
import gzip
import hashlib
import threading
from array import array
from collections import OrderedDict
from email.utils import format_datetime

from reviewsd import jsonutil, search
from reviewsd.dataset import feeds
from reviewsd.dataset.index import ReviewIndex

JSON_TYPE = "application/json; charset=UTF-8"
ATOM_TYPE = "application/atom+xml; charset=UTF-8"
GZIP_MIN_BYTES = 1024  # below this the gzip framing costs more than it saves
# Level 5, not zlib's default 6: a third less CPU on a large dataset (which every reload pays on a
# one-core machine) for output about 7% larger.
GZIP_LEVEL = 5
HUB_PATH = "/api/websub/hub"
TOPIC_PATHS = ("/feed.xml", "/api/feed.json", "/reviews.json")
# Since responses are cached per date (clients poll with their last-seen date), up to this many
# bytes in all; a since request for an old date is the whole dataset, and caching dozens of those
# would let cheap requests pin gigabytes.
SINCE_CACHE_BYTES = 64 * 1024 * 1024
# A body rendered for one request (search, since) is compressed only up to this size: compressing
# tens of megabytes would stall the event loop for every other client.
DYNAMIC_BODY_LIMIT = 1024 * 1024


def etag_of(body: bytes) -> str:
    """A strong validator that depends only on the bytes, so it is the same after a restart."""
    return '"' + hashlib.blake2b(body, digest_size=16).hexdigest() + '"'


def http_date(moment: datetime.datetime) -> str:
    return format_datetime(moment.astimezone(datetime.timezone.utc), usegmt=True)


def rfc3339(moment: datetime.datetime) -> str:
    return moment.astimezone(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


class Representation:
    """One resource ready to send: body, its validators, and a gzip variant made on first demand."""
    __slots__ = ("body", "etag", "last_modified", "content_type", "link", "_gzip", "_last_modified_http")

    def __init__(self, body: bytes, last_modified: datetime.datetime, content_type: str = JSON_TYPE,
                 link: str | None = None, etag: str | None = None):
        self.body = body
        self.etag = etag or etag_of(body)
        self.last_modified = last_modified
        self.content_type = content_type
        self.link = link  # the WebSub Link header of a topic
        self._gzip = None
        self._last_modified_http = None

    @classmethod
    def prerendered(cls, body: bytes, last_modified, content_type=JSON_TYPE, link=None) -> "Representation":
        """For Snapshot resources: compress now, in the loader process, rather than on a request."""
        rep = cls(body, last_modified, content_type, link)
        rep.precompress()
        return rep

    def precompress(self) -> None:
        """Compress now (for Snapshot resources: in the loader process, not on a request)."""
        self._gzip = self._compress()

    def gzip_body(self) -> bytes | None:
        """The gzip variant, or None where compressing does not pay (or, for a body rendered on a
        request, where it would cost the event loop too much: see DYNAMIC_BODY_LIMIT)."""
        if self._gzip is None:
            self._gzip = self._compress() if len(self.body) <= DYNAMIC_BODY_LIMIT else b""
        return self._gzip or None

    def _compress(self) -> bytes:
        compressed = b""
        if len(self.body) >= GZIP_MIN_BYTES:
            # mtime=0: the same body always compresses to the same bytes, so caches agree across restarts.
            compressed = gzip.compress(self.body, compresslevel=GZIP_LEVEL, mtime=0)
            if len(compressed) >= len(self.body):
                compressed = b""
        return compressed

    @property
    def gzip_etag(self) -> str:
        # A different content coding is a different representation and needs its own strong tag.
        return self.etag[:-1] + '-gzip"'

    @property
    def last_modified_http(self) -> str:
        if self._last_modified_http is None:
            self._last_modified_http = http_date(self.last_modified)
        return self._last_modified_http


def topic_link(base_url: str, path: str) -> str:
    return f'<{base_url}{HUB_PATH}>; rel="hub", <{base_url}{path}>; rel="self"'


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


class Snapshot:
    """Everything the handlers serve from one load; never modified after construction (but for the
    since-response cache). It holds bytes, arrays and small dicts, not the parsed documents, so it is
    compact in memory and cheap to send from the loader process."""

    def __init__(self, reviews_doc: dict | None, reviews_state, insights_doc: dict | None, insights_state,
                 base_url: str):
        self.base_url = base_url
        self.has_data = reviews_doc is not None
        self._changed_at = reviews_state.changed_at if reviews_state else None
        # per_review only feeds the mention index; the MCP tools need the rest.
        self.insights = ({k: v for k, v in insights_doc.items() if k != "per_review"}
                         if insights_doc is not None else None)
        self.resources: dict[str, Representation] = {}
        reviews = newest_first(reviews_doc["reviews"]) if reviews_doc else []
        self.review_count = len(reviews)
        self.business = reviews_doc["business"] if reviews_doc else None
        self.aggregate_rating = aggregate_rating(reviews)
        self._review_spans = array("Q")
        self._since_cache: OrderedDict = OrderedDict()
        self._since_cache_bytes = 0
        if reviews_doc:
            self._render_reviews(reviews, self._changed_at)
            self._render_feeds(reviews[:feeds.FEED_SIZE], self._changed_at)
        if insights_doc is not None:
            self.resources["/insights.json"] = Representation(jsonutil.dumps(insights_doc), insights_state.changed_at)
        # zlib releases the interpreter lock: the bodies compress on another core while the
        # indexes (pure Python) are built here; a second of a large cold start.
        compressing = [threading.Thread(target=rep.precompress) for rep in self.resources.values()]
        for thread in compressing:
            thread.start()
        try:
            self.index = ReviewIndex(reviews, insights_doc)
        finally:
            for thread in compressing:
                thread.join()

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
        self.resources["/reviews.json"] = Representation(
            self._body, changed_at, link=topic_link(self.base_url, "/reviews.json"))

    def _render_feeds(self, newest: list, changed_at):
        hub = self.base_url + HUB_PATH
        self.resources["/api/feed.json"] = Representation(
            feeds.json_feed(self.business, newest, self.base_url, hub), changed_at,
            link=topic_link(self.base_url, "/api/feed.json"))
        self.resources["/feed.xml"] = Representation(
            feeds.atom_feed(self.business, newest, self.base_url, hub,
                            feeds.latest_update(newest) or rfc3339(changed_at)), changed_at,
            ATOM_TYPE, link=topic_link(self.base_url, "/feed.xml"))

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

    def review(self, pos: int) -> dict:
        return jsonutil.loads(bytes(self.review_json(pos)))

    def since_representation(self, day: datetime.date) -> Representation:
        """The /api/reviews/since/{date} response, rendered once per date and Snapshot (an LRU bounded
        by SINCE_CACHE_BYTES).

        Called on the IOLoop thread only, so the cache needs no lock.
        """
        rep = self._since_cache.get(day)
        if rep is not None:
            self._since_cache.move_to_end(day)
            return rep
        # The body follows from the reviews and the date alone, so its tag can too: no hashing of what
        # may be the whole dataset.
        etag = etag_of(self.resources["/reviews.json"].etag.encode() + b" since " + day.isoformat().encode())
        rep = Representation(search.render_since(self, day, search.since(self, day)), self.changed_at, etag=etag)
        if len(rep.body) <= SINCE_CACHE_BYTES // 4:
            self._since_cache[day] = rep
            self._since_cache_bytes += len(rep.body)
            while self._since_cache_bytes > SINCE_CACHE_BYTES:
                self._since_cache_bytes -= len(self._since_cache.popitem(last=False)[1].body)
        return rep

