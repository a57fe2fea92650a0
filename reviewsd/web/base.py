"""What every handler shares: JSON errors, CORS, HEAD, conditional GET and gzip.

Like jupyter_server's API handlers, `write_error` always answers JSON and never a traceback.
"""
import asyncio
import http.client
import logging
from typing import cast

import tornado.log
import tornado.web
from tornado.http1connection import HTTP1Connection
from tornado.ioloop import IOLoop
from tornado.iostream import StreamClosedError

from reviewsd import __version__, jsonutil
from reviewsd.contract.problems import ValidationFailed
from reviewsd.web import httpheaders, ratelimit
from reviewsd.web.representation import JSON_TYPE, Representation

log = logging.getLogger("reviewsd.web")

EXPOSED_HEADERS = "ETag, Last-Modified, Link"
SERVER = f"reviewsd/{__version__}"
# Caches may serve a copy for a few seconds, then must revalidate it with the ETag (a cheap 304).
# "no-cache" would say "always revalidate", but nginx and other proxies then do not cache at all.
MAX_AGE_SECONDS = 5
CACHE_CONTROL = f"public, max-age={MAX_AGE_SECONDS}"
# Bodies from this size on are streamed as views of the shared bytes (see BaseHandler._stream).
STREAM_MIN_BYTES = 256 * 1024
STREAM_CHUNK_BYTES = 256 * 1024

_ERROR_CODES = {400: "bad_request", 404: "not_found", 405: "method_not_allowed", 406: "not_acceptable",
                413: "payload_too_large", 415: "unsupported_media_type", 429: "too_many_requests",
                500: "internal_error", 503: "unavailable"}


def log_request(handler: tornado.web.RequestHandler) -> None:
    """The access log line, as Tornado writes it, but at info level for a refusal the protocol expects
    (a handler sets `expected_refusal`): warnings are kept for what an operator should look at."""
    status = handler.get_status()
    if status < 400 or getattr(handler, "expected_refusal", False):
        log_method = tornado.log.access_log.info
    elif status < 500:
        log_method = tornado.log.access_log.warning
    else:
        log_method = tornado.log.access_log.error
    log_method("%d %s %.2fms", status, handler._request_summary(), 1000.0 * handler.request.request_time())


class ApiError(tornado.web.HTTPError):
    """An error whose JSON body the handler chooses: `{"error": code, "message": message}`."""

    def __init__(self, status: int, code: str, message: str, issues=None, headers=None):
        super().__init__(status, reason=None)
        self.code = code
        self.message = message
        self.issues = issues
        self.headers = headers or {}


def validation_error(failed: ValidationFailed) -> ApiError:
    return ApiError(400, "invalid_request", "the request parameters are not valid; see issues", failed.issues)


def _as_chunk(view: memoryview) -> bytes:
    """A view passed to HTTP1Connection.write as it is, not copied. Its annotation says bytes, but it
    hands the chunk (framed only for chunked responses, which these are not: Content-Length is set) to
    IOStream.write, which is typed and documented to take a memoryview as well."""
    return cast(bytes, view)


class BaseHandler(tornado.web.RequestHandler):
    # Request headers a browser may send cross-origin; None allows whatever the preflight asks for,
    # which is safe on read-only public GETs.
    cors_request_headers: str | None = None
    # Response headers a browser's script may read.
    exposed_headers: str = EXPOSED_HEADERS

    def initialize(self, context):
        self.context = context
        self._in_flight = True
        context.requests_in_flight += 1

    def _done(self, *_):
        if self._in_flight:
            self._in_flight = False
            self.context.requests_in_flight -= 1

    def finish(self, chunk=None):
        # The future resolves once the response is fully written: only then is the request done.
        flushed = super().finish(chunk)
        flushed.add_done_callback(self._done)
        if not flushed.done():
            # What the socket did not take at once waits in Tornado's buffer: a client that reads none
            # of it for http_idle_timeout is cut off, so it cannot hold that memory and its connection.
            stream = self._http1_connection().stream
            timer = IOLoop.current().call_later(float(self.context.options.http_idle_timeout), stream.close)
            flushed.add_done_callback(lambda _: IOLoop.current().remove_timeout(timer))
        return flushed

    def _http1_connection(self) -> HTTP1Connection:
        """The request's connection, typed as what it is. Tornado's stubs say Optional[HTTPConnection]
        (None for a request built by hand, the interface for other servers), but every request here
        comes from reviewsd's own HTTPServer, whose connections are HTTP1Connection: they have the
        `stream` that a stalled client's timeout closes."""
        connection = self.request.connection
        if not isinstance(connection, HTTP1Connection):
            raise TypeError(f"reviewsd serves requests from tornado's HTTPServer only, not {connection!r}")
        return connection

    def on_connection_close(self):
        self._done()
        super().on_connection_close()

    def set_default_headers(self):
        self.set_header("Server", SERVER)
        self.set_header("Access-Control-Allow-Origin", "*")

    def set_body_headers(self, content_type: str):
        """The headers of a response that has a body (a 304 or a 204 carries none of them)."""
        self.set_header("Content-Type", content_type)
        self.set_header("X-Content-Type-Options", "nosniff")
        self.set_header("Access-Control-Expose-Headers", self.exposed_headers)

    def media_type(self) -> str:
        """The request body's media type, lower-cased, without parameters."""
        return httpheaders.media_types(self.request.headers.get("Content-Type", ""))[0]

    def compute_etag(self):
        return None  # validators come from the Snapshot, not from Tornado hashing every body

    # -------------------------------------------------------------- methods
    @classmethod
    def allowed_methods(cls) -> list[str]:
        own = [m for m in ("GET", "POST", "PUT", "PATCH", "DELETE")
               if getattr(cls, m.lower()) is not getattr(tornado.web.RequestHandler, m.lower())]
        if "GET" in own:
            own.insert(1, "HEAD")
        return own + ["OPTIONS"]

    def head(self, *args, **kwargs):
        if "GET" not in self.allowed_methods():
            raise tornado.web.HTTPError(405)
        return self.get(*args, **kwargs)

    def options(self, *args, **kwargs):
        """CORS preflight: the data is public, so any origin may read it."""
        self.set_header("Allow", ", ".join(self.allowed_methods()))
        self.set_header("Access-Control-Allow-Methods", ", ".join(self.allowed_methods()))
        requested = self.request.headers.get("Access-Control-Request-Headers")
        allowed = self.cors_request_headers or (requested[:1000] if requested else None)
        if allowed:
            self.set_header("Access-Control-Allow-Headers", allowed)
        self.set_header("Access-Control-Max-Age", "86400")
        self.set_status(204)
        self.finish()

    # -------------------------------------------------------------- rate limits
    def rate_wait(self) -> float:
        """Spend one of this client's tokens (ratelimit.py): 0.0 if allowed, else seconds to wait."""
        return self.context.rate_limiter.take(self.request.remote_ip or "")

    def limit_rate(self) -> None:
        """The one line a costly handler opts in with: raises the 429 when this client is over its rate."""
        wait = self.rate_wait()
        if wait:
            raise ApiError(429, "rate_limited", self.context.rate_limiter.message(wait),
                           headers={"Retry-After": ratelimit.retry_after(wait)})

    # -------------------------------------------------------------- responses
    def send_json(self, value, status: int = 200):
        self.set_status(status)
        self.set_body_headers(JSON_TYPE)
        self.finish(jsonutil.dumps(value))

    def send_representation(self, rep: Representation):
        """Answer with `rep`: 304 when the client's copy is current, gzip when it is accepted.

        Returns an awaitable while a large body is being streamed: handlers return it."""
        # Ask the client first: a per-request body (search) is compressed only when gzip is wanted.
        gzipped = rep.gzip_body() if httpheaders.accepts_gzip(self.request.headers.get("Accept-Encoding", "")) \
            else None
        use_gzip = gzipped is not None
        # A 304 carries the validator and the caching headers only (RFC 9110 15.4.5): the client
        # already holds the rest, and each header costs time on the busiest path.
        self.set_header("ETag", rep.gzip_etag if use_gzip else rep.etag)
        self.set_header("Cache-Control", CACHE_CONTROL)
        self.set_header("Vary", "Accept-Encoding")
        if self.is_not_modified(rep):
            self.set_status(304)
            self.finish()
            return None
        self.set_header("Last-Modified", rep.last_modified_http)
        if rep.link:
            self.set_header("Link", rep.link)
        self.set_body_headers(rep.content_type)
        if use_gzip:
            self.set_header("Content-Encoding", "gzip")
        parts = [gzipped] if gzipped is not None else rep.parts
        size = sum(len(part) for part in parts)
        if self.request.method == "HEAD":  # the headers of the GET, with no body to assemble
            self.set_header("Content-Length", str(size))
            self.finish()
            return None
        if size >= STREAM_MIN_BYTES:
            return self._stream(parts, size)
        self.finish(b"".join(parts))
        return None

    async def _stream(self, parts: list, size: int) -> None:
        """Send a large body as views of the shared bytes, a chunk at a time, each awaited.

        RequestHandler.finish(body) would copy the body twice per client (its write buffer is
        joined, then prefixed with the headers), and a client that stops reading would hold those
        copies for as long as its connection lives. Here the connection's buffer holds only views
        of the Snapshot's bytes, and a client that takes longer than http_idle_timeout to take one
        chunk is cut off.
        """
        self.set_header("Content-Length", str(size))
        connection = self._http1_connection()
        timeout = float(self.context.options.http_idle_timeout)
        try:
            await self._within(self.flush(), timeout)  # the headers alone
            for part in parts:
                view = memoryview(part)
                for start in range(0, len(view), STREAM_CHUNK_BYTES):
                    await self._within(connection.write(_as_chunk(view[start:start + STREAM_CHUNK_BYTES])),
                                       timeout)
        except StreamClosedError:
            return  # the client went away (or was cut off): nothing more to send
        except asyncio.TimeoutError:
            log.info("cut off %s: it read nothing for %.0f s", self.request.remote_ip, timeout)
            connection.stream.close()
            return
        self.finish()

    @staticmethod
    async def _within(future, timeout: float) -> None:
        # shield: a timeout must not cancel the stream's own future (closing the stream ends it)
        await asyncio.wait_for(asyncio.shield(future), timeout)

    def holds_current(self, etag: str) -> bool:
        """Whether the client's If-None-Match already names `etag` (or its gzip variant): a 304 to come."""
        inm = self.request.headers.get("If-None-Match")
        return inm is not None and httpheaders.if_none_match_hits(inm, (etag, etag[:-1] + '-gzip"'))

    def is_not_modified(self, rep: Representation) -> bool:
        inm = self.request.headers.get("If-None-Match")
        if inm is not None:  # If-None-Match wins over If-Modified-Since (RFC 9110 13.2.2)
            return httpheaders.if_none_match_hits(inm, (rep.etag, rep.gzip_etag))
        ims = self.request.headers.get("If-Modified-Since")
        return ims is not None and httpheaders.if_modified_since_hits(ims, rep.last_modified)

    def write_error(self, status_code: int, **kwargs):
        error = kwargs.get("exc_info", (None, None, None))[1]
        body = {"error": _ERROR_CODES.get(status_code, "error"),
                "message": http.client.responses.get(status_code, "error").lower()}
        if isinstance(error, ApiError):
            body = {"error": error.code, "message": error.message}
            if error.issues is not None:
                body["issues"] = error.issues
            for name, value in error.headers.items():
                self.set_header(name, value)
        elif isinstance(error, tornado.web.HTTPError) and error.log_message and status_code < 500:
            body["message"] = error.log_message % error.args if error.args else error.log_message
        if status_code == 405:
            self.set_header("Allow", ", ".join(self.allowed_methods()))
            body["message"] = f"{self.request.method} is not allowed here; use " + ", ".join(self.allowed_methods())
        if status_code >= 500 and not isinstance(error, ApiError):
            body["message"] = "the server hit an unexpected problem; it has been logged"
        self.set_body_headers(JSON_TYPE)
        self.finish(jsonutil.dumps(body))

    def log_exception(self, typ, value, tb):
        if isinstance(value, tornado.web.HTTPError) and value.status_code < 500:
            return  # a client's mistake, answered with a JSON error, is not worth a log line
        super().log_exception(typ, value, tb)


class DataHandler(BaseHandler):
    """A handler that serves from the current Snapshot and needs data to have been loaded."""

    def prepare(self):
        self.snapshot = self.context.snapshot  # one Snapshot for the whole request, even across a reload
        if not self.snapshot.has_data and self.request.method not in ("OPTIONS",):
            raise ApiError(503, "no_data", "no valid reviews.json has been loaded yet; see /healthz",
                           headers={"Retry-After": "5"})


class NotFoundHandler(BaseHandler):
    """Every path not in the URL table: a JSON 404 whatever the method."""

    def prepare(self):
        if self.request.method == "OPTIONS":
            return
        raise ApiError(404, "not_found", "no such resource; GET / lists the endpoints")

    def get(self, *args):
        pass  # prepare() always answers; defined so that every method reaches prepare()

    post = put = patch = delete = get
