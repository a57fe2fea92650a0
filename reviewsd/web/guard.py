"""An Application that answers even unparseable requests with a JSON error.

Tornado builds the request object before any handler runs; when that fails (for instance a query
string of more than 1,000 fields) it writes a bare `400` with no body. The guard catches that one
failure and sends the same JSON error body every other 400 carries.
"""
import tornado.web
from tornado import httputil

from reviewsd import jsonutil
from reviewsd.dataset.snapshot import JSON_TYPE


class _MalformedRequestGuard(httputil.HTTPMessageDelegate):
    def __init__(self, inner: httputil.HTTPMessageDelegate, connection: httputil.HTTPConnection):
        self.inner = inner
        self.connection = connection
        self.problem: str | None = None

    def headers_received(self, start_line, headers):
        try:
            return self.inner.headers_received(start_line, headers)
        except httputil.HTTPInputError as e:
            self.problem = str(e)[:120]
            return None

    def data_received(self, chunk):
        if self.problem is None:
            return self.inner.data_received(chunk)
        return None

    def finish(self):
        if self.problem is None:
            return self.inner.finish()
        body = jsonutil.dumps({"error": "bad_request", "message": f"the request could not be parsed: {self.problem}"})
        self.connection.write_headers(
            httputil.ResponseStartLine("HTTP/1.1", 400, "Bad Request"),
            httputil.HTTPHeaders({"Content-Type": JSON_TYPE, "Content-Length": str(len(body)),
                                  "Connection": "close", "Access-Control-Allow-Origin": "*"}),
            body)
        self.connection.finish()
        return None

    def on_connection_close(self):
        if self.problem is None:
            self.inner.on_connection_close()


class GuardedApplication(tornado.web.Application):
    def start_request(self, server_conn, request_conn):
        return _MalformedRequestGuard(super().start_request(server_conn, request_conn), request_conn)
