"""Representation: one HTTP resource ready to send, with its validators and a gzip variant.

Built in the loader's worker for the Snapshot's resources (compressed there, off the event loop) and
on a request for search and since answers.
"""
import datetime
import gzip
import hashlib
from email.utils import format_datetime

from reviewsd import jsonutil

JSON_TYPE = "application/json; charset=UTF-8"
ATOM_TYPE = "application/atom+xml; charset=UTF-8"
GZIP_MIN_BYTES = 1024  # below this the gzip framing costs more than it saves
# Level 5, not zlib's default 6: a third less CPU on a large dataset (which every reload pays on a
# one-core machine) for output about 7% larger.
GZIP_LEVEL = 5
# A body rendered for one request (search, since) is compressed only up to this size: compressing
# tens of megabytes would stall the event loop for every other client.
DYNAMIC_BODY_LIMIT = 1024 * 1024


def etag_of(body: bytes) -> str:
    """A strong validator that depends only on the bytes, so it is the same after a restart."""
    return '"' + hashlib.blake2b(body, digest_size=16).hexdigest() + '"'


def http_date(moment: datetime.datetime) -> str:
    return format_datetime(moment.astimezone(datetime.timezone.utc), usegmt=True)


class Representation:
    """One resource ready to send: body, its validators, and a gzip variant made on first demand.

    A large body assembled from the Snapshot's own bytes (a since response over most of the data) is
    kept as `parts`, views of those bytes, and `body` is None: it is never copied, neither here nor
    per client (see BaseHandler.send_representation), so it costs next to nothing to keep or send.
    """
    __slots__ = ("body", "parts", "size", "etag", "last_modified", "content_type", "link", "_gzip",
                 "_last_modified_http", "_as_json_string")

    def __init__(self, body: bytes | None, last_modified: datetime.datetime, content_type: str = JSON_TYPE,
                 link: str | None = None, etag: str | None = None, parts: list | None = None):
        self.body = body
        self.parts: list = [body] if parts is None else parts
        self.size = sum(len(part) for part in self.parts)
        if etag is None:
            assert body is not None, "a body given as parts comes with its etag"
            etag = etag_of(body)
        self.etag = etag
        self.last_modified = last_modified
        self.content_type = content_type
        self.link = link  # the WebSub Link header of a topic
        self._gzip: bytes | None = None
        self._last_modified_http: str | None = None
        self._as_json_string: bytes | None = None

    @property
    def whole_body(self) -> bytes:
        """The body of a representation built whole (a Snapshot resource, one review): only a since
        answer over a large span is ever held as parts, and a caller reaching for one here has a bug."""
        if self.body is None:
            raise ValueError("this representation is held as parts, not as one body")
        return self.body

    def as_json_string(self) -> bytes:
        """The body as one encoded JSON string (how MCP's resources/read carries a document as text),
        escaped on first demand and kept with the representation: a large dataset is escaped once per
        Snapshot, not once per read."""
        if self._as_json_string is None:
            self._as_json_string = jsonutil.dumps(self.whole_body.decode("utf-8"))
        return self._as_json_string

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
            self._gzip = self._compress() if self.body is not None and self.size <= DYNAMIC_BODY_LIMIT else b""
        return self._gzip or None

    def _compress(self) -> bytes:
        compressed = b""
        if self.body is not None and len(self.body) >= GZIP_MIN_BYTES:
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
