"""The hub's one HTTP client for calling subscribers back: verification, denial and delivery.

Every call is HTTPS with verified certificates, never follows a redirect, is bounded by
`hub_timeout`, reads at most a small cap of the answer, connects only to public addresses
(netguard), and never raises: the caller gets a Reply to judge.
"""
from dataclasses import dataclass

from tornado import httputil
from tornado.httpclient import HTTPRequest
from tornado.simple_httpclient import SimpleAsyncHTTPClient

from reviewsd import __version__
from reviewsd.hub.netguard import GuardedResolver

USER_AGENT = f"reviewsd-hub/{__version__} (WebSub)"
MAX_CONNECTIONS = 1000  # the hub's own semaphore decides concurrency; this only keeps Tornado from queueing
MAX_ANSWER_BYTES = 64 * 1024  # past this Tornado stops reading a subscriber's answer and drops the connection


@dataclass(frozen=True)
class Reply:
    status: int | None  # None when no HTTP answer came (refused, timed out, TLS failure...)
    body: bytes = b""
    error: str | None = None

    @property
    def ok(self) -> bool:
        return self.status is not None and 200 <= self.status < 300


class CallbackClient:
    def __init__(self, options, resolver=None):
        self.resolver = GuardedResolver(inner=resolver, allow_private=options.hub_allow_private_callbacks)
        self.timeout = float(options.hub_timeout)
        self.ca_certs = options.hub_ca_certs
        self.http = SimpleAsyncHTTPClient(force_instance=True, resolver=self.resolver,
                                          max_clients=MAX_CONNECTIONS, max_body_size=MAX_ANSWER_BYTES)

    def close(self):
        self.http.close()

    async def fetch(self, url: str, method="GET", body: bytes | None = None, headers=None,
                    cap: int = 4096) -> Reply:
        """One request; keeps at most `cap` bytes of the answer. A status line that arrived decides
        the outcome even when the rest of the answer was too long or too slow to read."""
        status = None
        kept = bytearray()

        def on_header(line: str):
            nonlocal status
            if status is None and line.startswith("HTTP/"):
                try:
                    status = httputil.parse_response_start_line(line.strip()).code
                except httputil.HTTPInputError:
                    pass

        def on_chunk(chunk: bytes):
            if len(kept) <= cap:
                kept.extend(chunk[:cap + 1 - len(kept)])

        request = HTTPRequest(
            url, method=method, body=body, headers={"User-Agent": USER_AGENT, **(headers or {})},
            follow_redirects=False, validate_cert=True, ca_certs=self.ca_certs,
            connect_timeout=self.timeout, request_timeout=self.timeout, decompress_response=False,
            header_callback=on_header, streaming_callback=on_chunk)
        try:
            response = await self.http.fetch(request, raise_error=False)
        except Exception as e:
            # Tornado raises connection-level failures even with raise_error=False: a refused or reset
            # connection, a timeout, or an answer past MAX_ANSWER_BYTES (after its status line came).
            return Reply(status, bytes(kept[:cap]), f"{e.__class__.__name__}: {e}")
        answer = bytes(kept)
        if len(answer) > cap:
            return Reply(response.code, answer[:cap], f"answer longer than {cap} bytes; the rest was not read")
        return Reply(response.code, answer)
