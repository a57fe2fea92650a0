"""JSON-RPC 2.0 as MCP uses it: parse one message, classify it, build responses. No I/O here.

MCP 2025-06-18 dropped batches; a JSON array is therefore an invalid request, not a batch.
"""
from dataclasses import dataclass

from reviewsd import jsonutil

PARSE_ERROR = -32700
INVALID_REQUEST = -32600
METHOD_NOT_FOUND = -32601
INVALID_PARAMS = -32602
INTERNAL_ERROR = -32603
TRANSPORT_ERROR = -32000  # server-defined: the HTTP transport refused the message
RATE_LIMITED = -32029  # server-defined: this client sent too many requests (HTTP 429)


class RpcError(Exception):
    """A JSON-RPC error to answer with, and the HTTP status to send it under."""

    def __init__(self, code: int, message: str, http_status: int = 200, request_id=None, data=None):
        super().__init__(message)
        self.code = code
        self.message = message
        self.http_status = http_status
        self.request_id = request_id
        self.data = data


@dataclass(frozen=True)
class Message:
    kind: str  # "request", "notification" or "response"
    method: str | None
    id: object
    params: dict


def _valid_id(value) -> bool:
    # MCP: a request id is a string or an integer, never null (and a bool is not an integer).
    return isinstance(value, str) or (isinstance(value, int) and not isinstance(value, bool))


def parse(body: bytes) -> Message:
    try:
        value = jsonutil.loads(body)
    except (ValueError, OverflowError, UnicodeDecodeError):
        raise RpcError(PARSE_ERROR, "the body is not valid JSON", 400) from None
    if isinstance(value, list):
        raise RpcError(INVALID_REQUEST, "batches are not supported: send one JSON-RPC message per request", 400)
    if not isinstance(value, dict):
        raise RpcError(INVALID_REQUEST, "the body must be a JSON-RPC 2.0 object", 400)
    request_id = value.get("id") if _valid_id(value.get("id")) else None
    if value.get("jsonrpc") != "2.0":
        raise RpcError(INVALID_REQUEST, 'jsonrpc must be "2.0"', 400, request_id)
    if "method" not in value:
        if ("result" in value or "error" in value) and _valid_id(value.get("id")):
            return Message("response", None, value["id"], {})
        raise RpcError(INVALID_REQUEST, "a request needs a method", 400, request_id)
    if not isinstance(value["method"], str) or not value["method"]:
        raise RpcError(INVALID_REQUEST, "method must be a non-empty string", 400, request_id)
    params = value.get("params", {})
    if params is None:
        params = {}
    if not isinstance(params, dict):
        raise RpcError(INVALID_PARAMS, "params must be an object", 400, request_id)
    if "id" not in value:
        return Message("notification", value["method"], None, params)
    if not _valid_id(value["id"]):
        raise RpcError(INVALID_REQUEST, "id must be a string or an integer", 400)
    return Message("request", value["method"], value["id"], params)


def result(request_id, value: dict) -> bytes:
    return jsonutil.dumps({"jsonrpc": "2.0", "id": request_id, "result": value})


def error(request_id, code: int, message: str, data=None) -> bytes:
    body = {"code": code, "message": message}
    if data is not None:
        body["data"] = data
    return jsonutil.dumps({"jsonrpc": "2.0", "id": request_id, "error": body})
