"""The OpenAPI 3.1 description of the HTTP interface, served at /openapi.json.

Written out by hand rather than generated: it is a contract, and reading it should be enough to use
the service. Schemas mirror reviewsd.schemas and the bodies the Snapshot renders.
"""
from reviewsd import __version__
from reviewsd.schemas import QUERY_MAX_CHARS, SEARCH_LIMIT_DEFAULT, SEARCH_LIMIT_MAX

API_VERSION = "1.0.0"


def _ref(name):
    return {"$ref": f"#/components/schemas/{name}"}


def _json(schema, description):
    return {"description": description, "content": {"application/json": {"schema": schema}}}


_nullable_string = {"type": ["string", "null"]}
_date = {"type": "string", "format": "date", "pattern": r"^\d{4}-\d{2}-\d{2}$"}
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
    "Review": {
        "type": "object",
        "required": ["id", "author", "author_avatar_url", "rating", "date", "text", "source", "source_url",
                     "owner_reply", "verified"],
        "additionalProperties": False,
        "properties": {
            "id": {"type": "string"},
            "author": {"type": "string"},
            "author_avatar_url": _nullable_string,
            "rating": {"type": "integer", "minimum": 1, "maximum": 5},
            "date": _date,
            "text": _nullable_string,
            "source": {"type": "string"},
            "source_url": _nullable_string,
            "owner_reply": {"oneOf": [{"type": "null"}, {
                "type": "object", "required": ["text", "date"], "additionalProperties": False,
                "properties": {"text": {"type": "string"}, "date": _date}}]},
            "verified": {"const": True},
        },
    },
    "Business": {
        "type": "object", "required": ["name"],
        "properties": {"name": {"type": "string"}, "url": {"type": "string"}, "phone": {"type": "string"},
                       "email": {"type": "string"}, "description": {"type": "string"},
                       "address": {"type": "object"}, "hours": {"type": "object"},
                       "service_areas": {"type": "array", "items": {"type": "string"}},
                       "categories": {"type": "array", "items": {"type": "string"}}},
    },
    "AggregateRating": {
        "type": "object",
        "required": ["rating_value", "review_count", "best_rating", "worst_rating", "distribution"],
        "properties": {
            "rating_value": {"type": ["number", "null"], "minimum": 1, "maximum": 5},
            "review_count": {"type": "integer", "minimum": 0},
            "best_rating": {"const": 5}, "worst_rating": {"const": 1},
            "distribution": {"type": "object", "required": ["1", "2", "3", "4", "5"],
                             "additionalProperties": {"type": "integer", "minimum": 0}},
        },
    },
    "ReviewsDataset": {
        "type": "object", "required": ["business", "aggregate_rating", "review_count", "updated_at", "reviews"],
        "properties": {"business": _ref("Business"), "aggregate_rating": _ref("AggregateRating"),
                       "review_count": {"type": "integer", "minimum": 0},
                       "updated_at": {"type": "string", "format": "date-time"},
                       "reviews": {"type": "array", "items": _ref("Review")}},
    },
    "InsightsDataset": {
        "type": "object",
        "required": ["version", "generated_at", "model", "review_count", "date_range", "overall_sentiment",
                     "aspects", "entities", "topics", "temporal", "per_review", "faq"],
        "properties": {"aspects": {"type": "array"}, "entities": {"type": "object"}, "topics": {"type": "array"},
                       "faq": {"type": "array"}, "summary": {"type": "string"}, "pull_quote": {"type": "string"}},
    },
    "JsonFeed": {
        "type": "object", "required": ["version", "title", "items"],
        "properties": {"version": {"const": "https://jsonfeed.org/version/1.1"}, "title": {"type": "string"},
                       "home_page_url": {"type": "string"}, "feed_url": {"type": "string"},
                       "hubs": {"type": "array"},
                       "items": {"type": "array", "maxItems": 50, "items": {
                           "type": "object", "required": ["id", "content_text", "_review"],
                           "properties": {"id": {"type": "string"}, "_review": _ref("Review")}}}},
    },
    "SearchResult": {
        "type": "object", "required": ["matched", "returned", "reviews"],
        "properties": {"matched": {"type": "integer", "minimum": 0},
                       "returned": {"type": "integer", "minimum": 0, "maximum": SEARCH_LIMIT_MAX},
                       "reviews": {"type": "array", "maxItems": SEARCH_LIMIT_MAX, "items": _ref("Review")}},
    },
    "SinceResult": {
        "type": "object", "required": ["since", "count", "reviews"],
        "properties": {"since": _date, "count": {"type": "integer", "minimum": 0},
                       "reviews": {"type": "array", "items": _ref("Review")}},
    },
    "Error": {
        "type": "object", "required": ["error", "message"],
        "properties": {"error": {"type": "string"}, "message": {"type": "string"}},
    },
    "ValidationError": {
        "type": "object", "required": ["error", "message", "issues"],
        "properties": {
            "error": {"const": "invalid_request"}, "message": {"type": "string"},
            "issues": {"type": "array", "minItems": 1, "items": {
                "type": "object", "required": ["path", "code", "message"],
                "properties": {"path": {"type": "array", "items": {"type": ["string", "integer"]}},
                               "code": {"type": "string"}, "message": {"type": "string"}}}},
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
            "hub.callback": {"type": "string", "format": "uri", "pattern": "^https://", "maxLength": 2048},
            "hub.mode": {"enum": ["subscribe", "unsubscribe"]},
            "hub.topic": {"type": "string", "format": "uri"},
            "hub.lease_seconds": {"type": "integer", "minimum": 0},
            "hub.secret": {"type": "string", "maxLength": 199},
        },
    },
    "HubAccepted": {
        "type": "object", "required": ["status", "mode", "topic", "message"],
        "properties": {"status": {"const": "accepted"}, "mode": {"enum": ["subscribe", "unsubscribe"]},
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


MCP_VERSIONS = ["2025-11-25", "2025-06-18", "2025-03-26"]


def _mcp_operation():
    return {"post": {
        "operationId": "mcp",
        "summary": "MCP server over streamable HTTP (JSON-RPC 2.0): initialize, ping, tools, resources, "
                   "prompts and completions",
        "parameters": [
            {"name": "Accept", "in": "header", "required": True,
             "schema": {"enum": ["application/json, text/event-stream"]}},
            {"name": "Mcp-Session-Id", "in": "header", "required": False, "schema": {"type": "string"},
             "description": "the session id from the initialize response; required after it"},
            {"name": "MCP-Protocol-Version", "in": "header", "required": False, "schema": {"enum": MCP_VERSIONS}},
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
        "parameters": [{"name": "Mcp-Session-Id", "in": "header", "required": True, "schema": {"type": "string"}}],
        "responses": {"204": {"description": "the session has ended"},
                      "400": _rpc("no Mcp-Session-Id header"), "404": _rpc("an unknown or ended session")},
    }}


def _hub_operation():
    return {"post": {
        "operationId": "websubHub",
        "summary": "subscribe or unsubscribe a WebSub callback to one of the three topics",
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


def _query(name, schema, description):
    return {"name": name, "in": "query", "required": False, "schema": schema, "description": description}


def document(base_url: str) -> dict:
    return {
        "openapi": "3.1.0",
        "info": {"title": "Public Reviews Service", "version": API_VERSION,
                 "description": f"Verified customer reviews of one business (reviewsd {__version__}). "
                                "Every endpoint is public and read-only."},
        "servers": [{"url": base_url}],
        "paths": {
            "/reviews.json": _dataset("getReviews", "business, aggregate rating and all verified reviews",
                                      _ref("ReviewsDataset")),
            "/insights.json": _dataset("getInsights", "aspect-based sentiment insights", _ref("InsightsDataset")),
            "/api/feed.json": _dataset("getFeed", "JSON Feed 1.1 of the 50 newest reviews", _ref("JsonFeed")),
            "/feed.xml": _dataset("getAtomFeed", "Atom feed of the 50 newest reviews", {"type": "string"},
                                  media="application/atom+xml"),
            "/api/reviews/search": {"get": {
                "operationId": "searchReviews", "summary": "search the verified reviews",
                "parameters": [
                    _query("rating", {"type": "integer", "minimum": 1, "maximum": 5}, "exact star rating"),
                    _query("min_rating", {"type": "number", "minimum": 1, "maximum": 5}, "minimum star rating"),
                    _query("since", _date, "only reviews on or after this date; not later than until "
                                           "(a 400 with an invalid_range issue otherwise)"),
                    _query("until", _date, "only reviews on or before this date"),
                    _query("query", {"type": "string", "maxLength": QUERY_MAX_CHARS},
                           "case-insensitive substring of the review text"),
                    _query("mentions_technician", {"type": "string", "maxLength": QUERY_MAX_CHARS},
                           "technician name"),
                    _query("mentions_service", {"type": "string", "maxLength": QUERY_MAX_CHARS},
                           "service id or label"),
                    _query("limit", {"type": "integer", "minimum": 1, "maximum": SEARCH_LIMIT_MAX,
                                     "default": SEARCH_LIMIT_DEFAULT}, "most reviews returned"),
                ],
                "responses": {"200": _json(_ref("SearchResult"), "matching reviews, newest first"),
                              "304": _not_modified,
                              "400": _json(_ref("ValidationError"), "invalid query parameters"), **_errors},
            }},
            "/api/reviews/since/{date}": {"get": {
                "operationId": "getReviewsSince", "summary": "reviews dated on or after a date",
                "parameters": [{"name": "date", "in": "path", "required": True, "schema": _date},
                               *_conditional_parameters],
                "responses": {"200": {**_json(_ref("SinceResult"), "reviews on or after date, newest first"),
                                      "headers": _validators},
                              "304": _not_modified,
                              "400": _json(_ref("ValidationError"), "the date is not a real YYYY-MM-DD date"),
                              **_errors},
            }},
            "/api/reviews/{id}": {"get": {
                "operationId": "getReview", "summary": "one verified review, by its id",
                "parameters": [{"name": "id", "in": "path", "required": True,
                                "schema": {"type": "string", "minLength": 1, "maxLength": 200}},
                               *_conditional_parameters],
                "responses": {"200": {**_json(_ref("Review"), "the review"), "headers": _validators},
                              "304": _not_modified, **_errors},
            }},
            "/mcp": _mcp_operation(),
            "/api/websub/hub": _hub_operation(),
            "/": {"get": {"operationId": "getIndex", "summary": "the endpoints of this service",
                          "responses": {"200": _json(_ref("Index"), "the endpoints")}}},
            "/openapi.json": {"get": {
                "operationId": "getOpenApi", "summary": "this OpenAPI 3.1 description",
                "parameters": _conditional_parameters,
                "responses": {"200": {"description": "this document", "headers": _validators,
                                      "content": {"application/json": {"schema": {"type": "object"}}}},
                              "304": _not_modified}}},
            "/healthz": {"get": {"operationId": "getHealth", "summary": "service health",
                                 "responses": {"200": _json(_ref("Health"), "health report")}}},
        },
        "components": {"schemas": SCHEMAS},
    }


def endpoints(doc: dict) -> list[dict]:
    """The operations of `doc` as the index at / lists them."""
    base_url = doc["servers"][0]["url"]
    return [{"method": method.upper(), "path": path, "url": base_url + path, "description": operation["summary"]}
            for path, item in doc["paths"].items() for method, operation in item.items()]
