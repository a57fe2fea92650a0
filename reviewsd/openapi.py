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
                    _query("since", _date, "only reviews on or after this date"),
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
            "/healthz": {"get": {"operationId": "getHealth", "summary": "service health",
                                 "responses": {"200": _json(_ref("Health"), "health report")}}},
        },
        "components": {"schemas": SCHEMAS},
    }
