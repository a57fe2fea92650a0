"""The OpenAPI 3.1 description of the HTTP interface, served at /openapi.json.

The records, parameters, paths and constants come from reviewsd.contract, the same declarations the
service validates with; what is written here is what only HTTP has: operations, status codes, headers.
"""
from reviewsd import __version__
from reviewsd.contract import params, records, routes
from reviewsd.contract.routes import BY_PATH
from reviewsd.contract.shapes import Date
from reviewsd.hub import form as hub_form


def _ref(name):
    return {"$ref": f"#/components/schemas/{name}"}


def _json(schema, description):
    return {"description": description, "content": {"application/json": {"schema": schema}}}


_date = Date().json_schema()
_validators = {
    "ETag": {"description": "strong validator of this representation", "schema": {"type": "string"}},
    "Last-Modified": {"description": "when the data last changed", "schema": {"type": "string"}},
}
_not_modified = {"description": "the client's copy is current (If-None-Match or If-Modified-Since matched)",
                 "headers": _validators}
_conditional_parameters = [
    {"name": "If-None-Match", "in": "header", "required": False, "schema": {"type": "string"}},
    {"name": "If-Modified-Since", "in": "header", "required": False, "schema": {"type": "string"}},
]

SCHEMAS = {
    **{record.name: record.definition(_ref) for record in records.NAMED},
    "Error": {
        "type": "object", "required": ["error", "message"],
        "properties": {"error": {"type": "string"}, "message": {"type": "string"}},
    },
    "ValidationError": {
        "type": "object", "required": ["error", "message", "issues"],
        "properties": {
            "error": {"const": "invalid_request"}, "message": {"type": "string"},
            "issues": {"type": "array", "minItems": 1, "items": _ref("Issue")},
        },
    },
    "JsonRpcRequest": {
        "type": "object", "required": ["jsonrpc", "method"],
        "properties": {"jsonrpc": {"const": "2.0"}, "id": {"type": ["string", "integer"]},
                       "method": {"type": "string", "minLength": 1}, "params": {"type": "object"}},
    },
    "JsonRpcResponse": {
        "type": "object", "required": ["jsonrpc"],
        "properties": {
            "jsonrpc": {"const": "2.0"}, "id": {"type": ["string", "integer", "null"]},
            "result": {"type": "object"},
            "error": {"type": "object", "required": ["code", "message"],
                      "properties": {"code": {"type": "integer"}, "message": {"type": "string"}}},
        },
        "oneOf": [{"required": ["result"]}, {"required": ["error"]}],
    },
    "HubRequest": {
        "type": "object", "required": ["hub.callback", "hub.mode", "hub.topic"],
        "properties": {
            "hub.callback": {"type": "string", "format": "uri", "pattern": "^https://",
                             "maxLength": hub_form.MAX_URL_CHARS},
            "hub.mode": {"enum": list(hub_form.MODES)},
            "hub.topic": {"type": "string", "format": "uri"},
            "hub.lease_seconds": {"type": "integer", "minimum": 0, "maximum": hub_form.LEASE_LIMIT},
            "hub.secret": {"type": "string", "maxLength": hub_form.MAX_SECRET_BYTES},
        },
    },
    "HubAccepted": {
        "type": "object", "required": ["status", "mode", "topic", "message"],
        "properties": {"status": {"const": "accepted"}, "mode": {"enum": list(hub_form.MODES)},
                       "topic": {"type": "string"}, "message": {"type": "string"}},
    },
    "Index": {
        "type": "object", "required": ["service", "version", "business", "endpoints"],
        "properties": {"service": {"const": "reviewsd"}, "version": {"type": "string"},
                       "business": {"type": ["string", "null"]},
                       "endpoints": {"type": "array", "items": {
                           "type": "object", "required": ["method", "path", "url", "description"]}}},
    },
    "Health": {
        "type": "object", "required": ["status", "data", "hub"],
        "properties": {"status": {"enum": ["ok", "degraded"]}, "data": {"type": "object"},
                       "hub": {"type": "object"}},
    },
}

_errors = {
    "404": _json(_ref("Error"), "no such resource"),
    "503": _json(_ref("Error"), "no valid data has been loaded yet"),
}


def _dataset(operation, summary, schema, media="application/json", extra=None):
    return {"get": {
        "operationId": operation, "summary": summary, "parameters": _conditional_parameters,
        "responses": {
            "200": {"description": summary, "headers": _validators, "content": {media: {"schema": schema}}},
            "304": _not_modified, **_errors, **(extra or {})},
    }}


def _rpc(description):
    return _json(_ref("JsonRpcResponse"), description)


def _mcp_operation():
    return {"post": {
        "operationId": "mcp",
        "summary": BY_PATH[routes.MCP].summary + ": initialize, ping, tools, resources, prompts and completions",
        "parameters": [
            {"name": "Accept", "in": "header", "required": True,
             "schema": {"enum": ["application/json, text/event-stream"]}},
            {"name": routes.MCP_SESSION_HEADER, "in": "header", "required": False, "schema": {"type": "string"},
             "description": "the session id from the initialize response; required after it"},
            {"name": routes.MCP_VERSION_HEADER, "in": "header", "required": False,
             "schema": {"enum": list(routes.MCP_VERSIONS)}},
        ],
        "requestBody": {"required": True,
                        "content": {"application/json": {"schema": _ref("JsonRpcRequest")}}},
        "responses": {
            "200": _rpc("a JSON-RPC response (initialize also sends Mcp-Session-Id)"),
            "202": {"description": "a notification or response was accepted (no body)"},
            "400": _rpc("malformed JSON-RPC, a missing session, or an unsupported MCP-Protocol-Version"),
            "403": _rpc("the Origin is not allowed, or the Host is not this server's (DNS rebinding)"),
            "404": _rpc("an unknown or ended session"),
            "406": _rpc("Accept must list application/json and text/event-stream"),
            "413": _rpc("the body is too large"),
            "415": _rpc("the body must be application/json"),
        },
    }, "delete": {
        "operationId": "mcpEndSession", "summary": "end an MCP session",
        "parameters": [{"name": routes.MCP_SESSION_HEADER, "in": "header", "required": True,
                        "schema": {"type": "string"}}],
        "responses": {"204": {"description": "the session has ended"},
                      "400": _rpc("no Mcp-Session-Id header"), "404": _rpc("an unknown or ended session")},
    }}


def _hub_operation():
    return {"post": {
        "operationId": "websubHub",
        "summary": BY_PATH[routes.HUB].summary,
        "requestBody": {"required": True,
                        "content": {"application/x-www-form-urlencoded": {"schema": _ref("HubRequest")}}},
        "responses": {
            "202": _json(_ref("HubAccepted"), "accepted; the callback is verified next"),
            "400": _json(_ref("Error"), "a missing or invalid field, or a callback that is not allowed"),
            "409": _json(_ref("Error"), "a verification for this callback and topic is already running"),
            "413": _json(_ref("Error"), "the body is too large"),
            "415": _json(_ref("Error"), "the body must be form-encoded"),
            "429": _json(_ref("Error"), "a subscription limit is reached"),
        },
    }}


def _query(param: params.Param) -> dict:
    return {"name": param.name, "in": "query", "required": param.required,
            "schema": {k: v for k, v in param.json_schema().items() if k != "description"},
            "description": param.description}


def _summary(path: str) -> str:
    return BY_PATH[path].summary


def document(base_url: str) -> dict:
    return {
        "openapi": "3.1.0",
        "info": {"title": "Public Reviews Service", "version": routes.API_VERSION,
                 "description": f"Verified customer reviews of one business (reviewsd {__version__}). "
                                "Every endpoint is public and read-only."},
        "servers": [{"url": base_url}],
        "paths": {
            routes.REVIEWS: _dataset("getReviews", _summary(routes.REVIEWS), _ref("ReviewsDataset")),
            routes.INSIGHTS: _dataset("getInsights", _summary(routes.INSIGHTS), _ref("InsightsDataset")),
            routes.JSON_FEED: _dataset("getFeed", _summary(routes.JSON_FEED), _ref("JsonFeed")),
            routes.ATOM_FEED: _dataset("getAtomFeed", _summary(routes.ATOM_FEED), {"type": "string"},
                                       media="application/atom+xml"),
            routes.SEARCH: {"get": {
                "operationId": "searchReviews", "summary": _summary(routes.SEARCH),
                "parameters": [_query(p) for p in params.SEARCH.params],
                "responses": {"200": _json(_ref("SearchResult"), "matching reviews, newest first"),
                              "304": _not_modified,
                              "400": _json(_ref("ValidationError"), "invalid query parameters; a since later "
                                                                    "than until is an invalid_range issue"),
                              **_errors},
            }},
            routes.SINCE: {"get": {
                "operationId": "getReviewsSince", "summary": _summary(routes.SINCE),
                "parameters": [{"name": "date", "in": "path", "required": True, "schema": _date},
                               *_conditional_parameters],
                "responses": {"200": {**_json(_ref("SinceResult"), "reviews on or after date, newest first"),
                                      "headers": _validators},
                              "304": _not_modified,
                              "400": _json(_ref("ValidationError"), "the date is not a real YYYY-MM-DD date"),
                              **_errors},
            }},
            routes.REVIEW: {"get": {
                "operationId": "getReview", "summary": _summary(routes.REVIEW),
                # An id the path of another route takes ("search") names no review here.
                "parameters": [{"name": "id", "in": "path", "required": True,
                                "schema": {"type": "string", "minLength": 1, "maxLength": 200,
                                           "not": {"enum": list(routes.shadowed(routes.REVIEW))}}},
                               *_conditional_parameters],
                "responses": {"200": {**_json(_ref("Review"), "the review"), "headers": _validators},
                              "304": _not_modified, **_errors},
            }},
            routes.MCP: _mcp_operation(),
            routes.HUB: _hub_operation(),
            routes.INDEX: {"get": {"operationId": "getIndex", "summary": _summary(routes.INDEX),
                                   "responses": {"200": _json(_ref("Index"), "the endpoints")}}},
            routes.OPENAPI: {"get": {
                "operationId": "getOpenApi", "summary": _summary(routes.OPENAPI),
                "parameters": _conditional_parameters,
                "responses": {"200": {"description": "this document", "headers": _validators,
                                      "content": {"application/json": {"schema": {"type": "object"}}}},
                              "304": _not_modified}}},
            routes.HEALTH: {"get": {"operationId": "getHealth", "summary": _summary(routes.HEALTH),
                                    "responses": {"200": _json(_ref("Health"), "health report")}}},
        },
        "components": {"schemas": SCHEMAS},
    }


def endpoints(doc: dict) -> list[dict]:
    """The operations of `doc` as the index at / lists them."""
    base_url = doc["servers"][0]["url"]
    return [{"method": method.upper(), "path": path, "url": base_url + path, "description": operation["summary"]}
            for path, item in doc["paths"].items() for method, operation in item.items()]
