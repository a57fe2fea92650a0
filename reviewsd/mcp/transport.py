"""POST/DELETE /mcp: the MCP streamable HTTP transport (2025-06-18) in a Tornado handler.

Checks run in the order a request can fail them: origin, Accept, Content-Type, size, JSON-RPC shape,
method, protocol version header, session. Every answer is JSON and nothing is ever a 500.
"""
import logging

import tornado.web

from reviewsd import __version__
from reviewsd.contract import routes
from reviewsd.mcp import features, jsonrpc, origin
from reviewsd.mcp.features import TOOLS
from reviewsd.mcp.jsonrpc import RpcError
from reviewsd.mcp.sessions import SessionTable
from reviewsd.mcp.tools import call
from reviewsd.web import httpheaders, ratelimit
from reviewsd.web.base import BaseHandler
from reviewsd.web.representation import JSON_TYPE

log = logging.getLogger("reviewsd.mcp")

SUPPORTED_VERSIONS = routes.MCP_VERSIONS  # newest first
LATEST_VERSION = SUPPORTED_VERSIONS[0]
MAX_BODY_BYTES = 64 * 1024  # a tools/call with the largest valid arguments is well under 2 KiB
SESSION_HEADER = routes.MCP_SESSION_HEADER
VERSION_HEADER = routes.MCP_VERSION_HEADER
REQUEST_HEADERS = f"Content-Type, Accept, {SESSION_HEADER}, {VERSION_HEADER}, Last-Event-ID, Authorization"
METHODS = ("initialize", "ping", "tools/list", "tools/call", *features.HANDLERS)
SESSIONLESS = ("initialize", "ping")
# The methods whose work grows with the data (a search, a whole dataset's text, a scan of every review id):
# rate limited per client address like the costly HTTP endpoints (interface.md section 3).
COSTLY = ("tools/call", "resources/read", "completion/complete")


def instructions(business_name: str | None) -> str:
    subject = f"the verified customer reviews of {business_name}" if business_name else "verified customer reviews"
    return (f"This read-only server publishes {subject}, with aspect-based sentiment insights drawn from them. "
            "Use get_business for the rating summary, search_reviews or get_reviews_since for the reviews "
            "themselves, and list_aspects, get_technician, get_service, get_trend, get_faq and get_summary "
            "for what customers say.")


class McpHandler(BaseHandler):
    cors_request_headers = REQUEST_HEADERS
    exposed_headers = f"{SESSION_HEADER}, {VERSION_HEADER}"

    def initialize(self, context):
        super().initialize(context)
        self.sessions: SessionTable = context.mcp_sessions

    # -------------------------------------------------------------- CORS and origin
    def set_default_headers(self):
        super().set_default_headers()
        self.set_header("Vary", "Origin")

    def prepare(self):
        if self.request.method in ("GET", "HEAD"):
            # The TypeScript SDK and the Inspector open a GET stream on every session; 405 is the
            # transport's way of saying "no server-initiated stream", an expected answer, not a problem.
            self.expected_refusal = True
            raise tornado.web.HTTPError(405)
        # Finishing here skips the method: the request goes no further (mcp/origin.py says why).
        policy = origin.for_options(self.context.options)
        if self.request.method in ("POST", "DELETE", "OPTIONS"):
            if not policy.host_allowed(self.request.headers.get("Host")):
                return self.fail(RpcError(jsonrpc.TRANSPORT_ERROR,
                                          "this Host is not served here (DNS rebinding protection); "
                                          "use the address in base_url", 403))
            if not policy.origin_allowed(self.request.headers.get("Origin")):
                return self.fail(RpcError(jsonrpc.TRANSPORT_ERROR,
                                          "this Origin is not allowed to call /mcp; the operator can list it "
                                          "in mcp_allowed_origins", 403))
        origin_header = self.request.headers.get("Origin")
        if origin_header and not policy.any_origin:
            self.set_header("Access-Control-Allow-Origin", origin_header)

    # -------------------------------------------------------------- answers
    def fail(self, rpc: RpcError):
        self.set_status(rpc.http_status)
        self.set_body_headers(JSON_TYPE)
        self.finish(jsonrpc.error(rpc.request_id, rpc.code, rpc.message, rpc.data))

    # -------------------------------------------------------------- POST
    def post(self):
        try:
            self._check_http()
            message = jsonrpc.parse(self.request.body)
            response = self._handle(message)
        except RpcError as rpc:
            return self.fail(rpc)
        if response is None:
            self.set_status(202)  # notifications and client responses: accepted, nothing to say
            self.clear_header("Content-Type")  # no body, so no type (Tornado would say text/html)
            return self.finish()
        self.set_body_headers(JSON_TYPE)
        self.finish(response)

    def _check_http(self):
        accept = httpheaders.media_types(self.request.headers.get("Accept", ""))
        if "application/json" not in accept or "text/event-stream" not in accept:
            raise RpcError(jsonrpc.TRANSPORT_ERROR,
                           "Accept must list both application/json and text/event-stream", 406)
        if self.media_type() != "application/json":
            raise RpcError(jsonrpc.TRANSPORT_ERROR, "Content-Type must be application/json", 415)
        if len(self.request.body) > MAX_BODY_BYTES:
            raise RpcError(jsonrpc.TRANSPORT_ERROR, f"the body is larger than {MAX_BODY_BYTES} bytes", 413)

    def _handle(self, message: jsonrpc.Message) -> bytes | None:
        if message.kind == "request" and message.method not in METHODS:
            # Before session checks: a client probing a newer protocol era (server/discover) must get
            # "method not found" and fall back to initialize.
            raise RpcError(jsonrpc.METHOD_NOT_FOUND, f"method not found: {(message.method or '')[:100]}",
                           request_id=message.id)
        if message.method != "initialize":
            version = self.request.headers.get(VERSION_HEADER)
            if version is not None and version not in SUPPORTED_VERSIONS:
                raise RpcError(jsonrpc.TRANSPORT_ERROR,
                               f"unsupported {VERSION_HEADER}; supported: " + ", ".join(SUPPORTED_VERSIONS),
                               400, message.id, {"supported": list(SUPPORTED_VERSIONS)})
        if message.method == "initialize":
            if message.kind != "request":
                return None  # a notification gets no answer, so it must not make a session either
            return self._open_session(message)
        session = self._session(required=message.method not in SESSIONLESS, request_id=message.id)
        if message.kind != "request":
            if message.method == "notifications/initialized" and session is not None:
                session.initialized = True
            return None
        if message.method in COSTLY:
            self._limit_rate(message.id)
        if message.method == "ping":
            return jsonrpc.result(message.id, {})
        if message.method == "tools/list":
            return jsonrpc.result(message.id, {"tools": [tool.definition() for tool in TOOLS.values()]})
        if message.method in features.HANDLERS:
            answer = features.HANDLERS[message.method](self.context.snapshot, message.params, message.id)
            return answer if isinstance(answer, bytes) else jsonrpc.result(message.id, answer)
        return self._call_tool(message)

    def _session(self, required: bool, request_id=None):
        session_id = self.request.headers.get(SESSION_HEADER)
        if session_id is None:
            if required:
                raise RpcError(jsonrpc.TRANSPORT_ERROR,
                               f"missing {SESSION_HEADER} header: send initialize first", 400, request_id)
            return None
        session = self.sessions.get(session_id)
        if session is None:
            raise RpcError(jsonrpc.TRANSPORT_ERROR, "unknown or ended session: initialize again", 404, request_id)
        return session

    def _open_session(self, message: jsonrpc.Message) -> bytes:
        params = message.params
        requested = params.get("protocolVersion")
        if not isinstance(requested, str):
            raise RpcError(jsonrpc.INVALID_PARAMS, "initialize needs protocolVersion (a string)",
                           request_id=message.id)
        for name in ("capabilities", "clientInfo"):
            if name in params and not isinstance(params[name], dict):
                raise RpcError(jsonrpc.INVALID_PARAMS, f"{name} must be an object", request_id=message.id)
        version = requested if requested in SUPPORTED_VERSIONS else LATEST_VERSION
        session = self.sessions.create(version, params.get("clientInfo"), self.request.remote_ip or "")
        self.set_header(SESSION_HEADER, session.id)
        business = self.context.snapshot.business
        return jsonrpc.result(message.id, {
            "protocolVersion": version,
            "capabilities": features.CAPABILITIES,
            "serverInfo": {"name": "reviewsd", "title": "reviewsd: public customer reviews", "version": __version__},
            "instructions": instructions(business["name"] if business else None),
        })

    def _limit_rate(self, request_id) -> None:
        wait = self.rate_wait()
        if wait:  # the same 429 as the HTTP endpoints, with a JSON-RPC error body
            self.set_header("Retry-After", ratelimit.retry_after(wait))
            raise RpcError(jsonrpc.RATE_LIMITED, self.context.rate_limiter.message(wait), 429, request_id)

    def _call_tool(self, message: jsonrpc.Message) -> bytes:
        name = message.params.get("name")
        arguments = message.params.get("arguments", {})
        if not isinstance(name, str) or name not in TOOLS:
            raise RpcError(jsonrpc.INVALID_PARAMS, "unknown tool; tools/list names them: " + ", ".join(TOOLS),
                           request_id=message.id)
        if arguments is None:
            arguments = {}
        if not isinstance(arguments, dict):
            raise RpcError(jsonrpc.INVALID_PARAMS, "arguments must be an object", request_id=message.id)
        snapshot = self.context.snapshot
        if not snapshot.has_data:
            raise RpcError(jsonrpc.INTERNAL_ERROR, "no review data has been loaded yet; try again shortly",
                           request_id=message.id)
        return jsonrpc.result(message.id, call(snapshot, TOOLS[name], arguments))

    # -------------------------------------------------------------- DELETE
    def delete(self):
        try:
            version = self.request.headers.get(VERSION_HEADER)
            if version is not None and version not in SUPPORTED_VERSIONS:
                raise RpcError(jsonrpc.TRANSPORT_ERROR, f"unsupported {VERSION_HEADER}", 400)
            session = self._session(required=True)
        except RpcError as rpc:
            return self.fail(rpc)
        self.sessions.end(session.id)
        self.set_status(204)
        self.finish()

