"""Limits on what a request may be, answered with JSON before any handler runs.

Tornado refuses some requests itself, without a body: one it cannot parse (such as a query string
of more than 1,000 fields) gets a bare 400, and a request past its hard ceilings gets its connection
closed. The guard sits in front of every request, below those ceilings, and answers in the same
JSON shape as every other error:

- 400 for a request Tornado cannot turn into a request object;
- 431 for a request line plus headers over MAX_HEADER_BYTES (a legitimate client sends under 2 KiB);
- 413 for a body over MAX_BODY_BYTES, answered as soon as the size is known.

A refused request is answered at once and its connection closed: no handler runs, and no more of
its body is waited for.
"""
from urllib.parse import urlsplit

import tornado.web
from tornado import httputil

from reviewsd import jsonutil
from reviewsd.web.representation import JSON_TYPE

MAX_HEADER_BYTES = 16 * 1024
MAX_BODY_BYTES = 1024 * 1024  # nothing needs more: the MCP endpoint takes 64 KiB, the hub 8 KiB
# Tornado's own ceilings, above ours: past them it closes the connection without answering.
HEADER_CEILING_BYTES = 64 * 1024
BODY_CEILING_BYTES = 4 * 1024 * 1024


class _RequestGuard(httputil.HTTPMessageDelegate):
    def __init__(self, inner: httputil.HTTPMessageDelegate, connection: httputil.HTTPConnection):
        self.inner = inner
        self.connection = connection
        self.refused = False
        self.body_bytes = 0

    def refuse(self, status: int, reason: str, code: str, message: str) -> None:
        """Answer now and close the connection: no handler runs and no more of the body is awaited."""
        if self.refused:
            return
        self.refused = True
        body = jsonutil.dumps({"error": code, "message": message})
        self.connection.write_headers(
            httputil.ResponseStartLine("HTTP/1.1", status, reason),
            httputil.HTTPHeaders({"Content-Type": JSON_TYPE, "Content-Length": str(len(body)),
                                  "Connection": "close", "Access-Control-Allow-Origin": "*"}),
            body)
        self.connection.finish()  # Tornado closes the connection, as the request body was not read

    def headers_received(self, start_line, headers):
        size = len(start_line.path) + sum(len(k) + len(v) + 4 for k, v in headers.get_all())
        if size > MAX_HEADER_BYTES:
            return self.refuse(431, "Request Header Fields Too Large", "headers_too_large",
                               f"the request line and headers may hold at most {MAX_HEADER_BYTES} bytes")
        length = headers.get("Content-Length", "")
        if length.isdigit() and int(length) > MAX_BODY_BYTES:
            return self.refuse(413, "Payload Too Large", "payload_too_large",
                               f"the body may be at most {MAX_BODY_BYTES} bytes")
        if start_line.path.lower().startswith(("http://", "https://")):
            # The absolute form ("GET http://host/path"), which RFC 9112 requires servers to accept.
            parts = urlsplit(start_line.path)
            start_line = start_line._replace(path=(parts.path or "/") + (f"?{parts.query}" if parts.query else ""))
        try:
            return self.inner.headers_received(start_line, headers)
        except httputil.HTTPInputError as e:
            return self.refuse(400, "Bad Request", "bad_request", f"the request could not be parsed: {str(e)[:120]}")

    def data_received(self, chunk):
        if self.refused:
            return None
        self.body_bytes += len(chunk)
        if self.body_bytes > MAX_BODY_BYTES:  # a chunked body that keeps coming
            return self.refuse(413, "Payload Too Large", "payload_too_large",
                               f"the body may be at most {MAX_BODY_BYTES} bytes")
        return self.inner.data_received(chunk)

    def finish(self):
        return None if self.refused else self.inner.finish()

    def on_connection_close(self):
        if not self.refused:
            self.inner.on_connection_close()


class GuardedApplication(tornado.web.Application):
    def start_request(self, server_conn, request_conn):
        return _RequestGuard(super().start_request(server_conn, request_conn), request_conn)
