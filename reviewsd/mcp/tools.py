"""The ten read-only MCP tools (interface.md section 4): definitions, schemas and calls.

Every tool reads the same Snapshot as the HTTP handlers and uses the same search and the same
validation rules, so an agent and a curl user always see the same answer.
"""
from dataclasses import dataclass
from typing import Callable

from reviewsd import jsonutil, schemas, search
from reviewsd.dataset.snapshot import Snapshot
from reviewsd.openapi import SCHEMAS

MENTION_EXAMPLES = 5  # reviews returned with a technician or a service


class ToolFailure(Exception):
    """A problem the agent can fix: answered as a result with isError, never as a protocol error."""

    def __init__(self, message: str, issues=None):
        super().__init__(message)
        self.message = message
        self.issues = issues


@dataclass(frozen=True)
class Tool:
    name: str
    title: str
    description: str
    input_schema: dict
    output_schema: dict
    run: Callable[[Snapshot, dict], dict]
    arguments: object = None  # the voluptuous schema of the arguments

    def definition(self) -> dict:
        return {
            "name": self.name, "title": self.title, "description": self.description,
            "inputSchema": self.input_schema, "outputSchema": self.output_schema,
            "annotations": {"title": self.title, "readOnlyHint": True, "destructiveHint": False,
                            "idempotentHint": True, "openWorldHint": False},
        }


# ------------------------------------------------------------------ JSON Schemas

def _object(properties: dict, required=(), additional=True) -> dict:
    schema = {"type": "object", "properties": properties, "required": list(required)}
    if not additional:
        schema["additionalProperties"] = False
    return schema


REVIEW = SCHEMAS["Review"]
REVIEWS = {"type": "array", "items": REVIEW}
NO_ARGUMENTS = _object({}, additional=False)
_date = {"type": "string", "format": "date", "pattern": r"^\d{4}-\d{2}-\d{2}$"}
_limit = {"type": "integer", "minimum": 1, "maximum": schemas.SEARCH_LIMIT_MAX,
          "default": schemas.SEARCH_LIMIT_DEFAULT, "description": "most reviews to return"}
_name = {"type": "string", "minLength": 1, "maxLength": schemas.QUERY_MAX_CHARS}
_number = {"type": "number"}
_count = {"type": "integer", "minimum": 0}
_ids = {"type": "array", "items": {"type": "string"}}
_pct = {"type": "number", "minimum": 0, "maximum": 100}
_score = {"type": "number", "minimum": -1, "maximum": 1}

SEARCH_INPUT = _object({
    "rating": {"type": "integer", "minimum": 1, "maximum": 5, "description": "exact star rating"},
    "min_rating": {"type": "number", "minimum": 1, "maximum": 5, "description": "minimum star rating, inclusive"},
    "since": {**_date, "description": "only reviews on or after this date (YYYY-MM-DD)"},
    "until": {**_date, "description": "only reviews on or before this date (YYYY-MM-DD)"},
    "query": {"type": "string", "maxLength": schemas.QUERY_MAX_CHARS,
              "description": "case-insensitive substring of the review text"},
    "mentions_technician": {"type": "string", "maxLength": schemas.QUERY_MAX_CHARS,
                            "description": "technician name, e.g. as listed by get_technician"},
    "mentions_service": {"type": "string", "maxLength": schemas.QUERY_MAX_CHARS,
                         "description": "service id or label"},
    "limit": _limit,
}, additional=False)
SEARCH_OUTPUT = _object({"matched": _count, "returned": _count, "reviews": REVIEWS},
                        ["matched", "returned", "reviews"])
SINCE_OUTPUT = _object({"since": _date, "count": _count, "reviews": REVIEWS}, ["since", "count", "reviews"])
BUSINESS_OUTPUT = _object({"business": SCHEMAS["Business"], "aggregate_rating": SCHEMAS["AggregateRating"],
                           "review_count": _count}, ["business", "aggregate_rating", "review_count"])
ASPECT = _object({
    "id": {"type": "string"}, "label": {"type": "string"}, "mention_count": _count,
    "positive_count": _count, "neutral_count": _count, "negative_count": _count,
    "positive_pct": _pct, "score": _score, "top_phrases": _ids, "example_review_ids": _ids,
}, ["id", "label", "mention_count", "positive_count", "neutral_count", "negative_count", "positive_pct", "score",
    "top_phrases", "example_review_ids"])
ASPECT_SUMMARY = _object({"id": {"type": "string"}, "label": {"type": "string"}, "mention_count": _count,
                          "positive_pct": _pct, "score": _score},
                         ["id", "label", "mention_count", "positive_pct", "score"])
TECHNICIAN = _object({"name": {"type": "string"}, "mention_count": _count, "positive_pct": _pct,
                      "score": _score, "example_review_ids": _ids},
                     ["name", "mention_count", "positive_pct", "score", "example_review_ids"])
SERVICE = _object({"id": {"type": "string"}, "label": {"type": "string"}, "mention_count": _count,
                   "positive_pct": _pct, "score": _score, "example_review_ids": _ids},
                  ["id", "label", "mention_count", "positive_pct", "score", "example_review_ids"])
TOPIC = _object({"id": {"type": "string"}, "label": {"type": "string"}, "mention_count": _count, "score": _score,
                 "example_review_ids": _ids}, ["id", "label", "mention_count", "score", "example_review_ids"])
MONTH = _object({"month": {"type": "string", "pattern": r"^\d{4}-\d{2}$"}, "review_count": _count,
                 "avg_rating": {"type": ["number", "null"]}, "sentiment_score": {"type": ["number", "null"]}},
                ["month", "review_count", "avg_rating", "sentiment_score"])
SENTIMENT = _object({"score": _score, "positive_pct": _pct, "neutral_pct": _pct, "negative_pct": _pct},
                    ["score", "positive_pct", "neutral_pct", "negative_pct"])


# ------------------------------------------------------------------ calls

def _structured(body: bytes) -> dict:
    return jsonutil.loads(body)


def _insights(snapshot: Snapshot) -> dict:
    if snapshot.insights is None:
        raise ToolFailure("no insights have been published for this business yet; "
                          "get_business, search_reviews and get_reviews_since still work")
    return snapshot.insights


def _find(items: list, wanted: str, keys: tuple, kind: str) -> dict:
    wanted_lower = wanted.strip().lower()
    for item in items:
        if any(str(item.get(k, "")).lower() == wanted_lower for k in keys):
            return item
    # "Maria" for "Maria Lopez": one word of exactly one item's name (derived insights use full names).
    partial = [item for item in items if any(wanted_lower in str(item.get(k, "")).lower().split() for k in keys)]
    if len(partial) == 1:
        return partial[0]
    known = ", ".join(str(item[keys[0]]) for item in items) or "none"
    raise ToolFailure(f"no {kind} of that name; known {kind}s: {known}")


def get_business(snapshot: Snapshot, _args) -> dict:
    return {"business": snapshot.business, "aggregate_rating": snapshot.aggregate_rating,
            "review_count": snapshot.review_count}


def search_reviews(snapshot: Snapshot, args) -> dict:
    filters = schemas.search_filters(args)
    return _structured(search.render_search(snapshot, search.search(snapshot, filters)))


def get_reviews_since(snapshot: Snapshot, args) -> dict:
    day = args["date"]
    limit = args.get("limit", schemas.SEARCH_LIMIT_DEFAULT)
    return _structured(search.render_since(snapshot, day, search.since(snapshot, day, limit)))


def get_aspect_sentiment(snapshot: Snapshot, args) -> dict:
    return _find(_insights(snapshot)["aspects"], args["aspect"], ("id", "label"), "aspect")


def list_aspects(snapshot: Snapshot, _args) -> dict:
    keys = ("id", "label", "mention_count", "positive_pct", "score")
    return {"aspects": [{k: a[k] for k in keys} for a in _insights(snapshot)["aspects"]]}


def _newest(snapshot: Snapshot, positions) -> list:
    return [snapshot.review(p) for p in list(positions)[:MENTION_EXAMPLES]]


def get_technician(snapshot: Snapshot, args) -> dict:
    technician = _find(_insights(snapshot)["entities"]["technicians"], args["name"], ("name",), "technician")
    return {"technician": technician,
            "reviews": _newest(snapshot, snapshot.index.technician_positions(technician["name"]))}


def get_service(snapshot: Snapshot, args) -> dict:
    service = _find(_insights(snapshot)["entities"]["services"], args["service"], ("id", "label"), "service")
    return {"service": service, "reviews": _newest(snapshot, snapshot.index.service_positions(service["id"]))}


def get_trend(snapshot: Snapshot, _args) -> dict:
    temporal = _insights(snapshot)["temporal"]
    return {"monthly": temporal["monthly"], "trend": temporal["trend"]}


def get_faq(snapshot: Snapshot, _args) -> dict:
    return {"faq": _insights(snapshot)["faq"]}


def get_summary(snapshot: Snapshot, _args) -> dict:
    insights = _insights(snapshot)
    return {"summary": insights.get("summary"), "pull_quote": insights.get("pull_quote"),
            "overall_sentiment": insights["overall_sentiment"], "topics": insights["topics"]}


TOOLS = {tool.name: tool for tool in [
    Tool("get_business", "Business and rating",
         "The business's details (name, contact, address, hours, service areas) with its aggregate star "
         "rating and the number of verified reviews.",
         NO_ARGUMENTS, BUSINESS_OUTPUT, get_business),
    Tool("search_reviews", "Search reviews",
         "Verified reviews matching every given filter, newest first. `matched` counts all matches; "
         "`reviews` holds the first `limit` of them.",
         SEARCH_INPUT, SEARCH_OUTPUT, search_reviews),
    Tool("get_reviews_since", "Reviews since a date",
         "Verified reviews dated on or after `date`, newest first: `count` of them all and the newest `limit`.",
         _object({"date": {**_date, "description": "YYYY-MM-DD"}, "limit": _limit}, ["date"], additional=False),
         SINCE_OUTPUT, get_reviews_since,
         schemas.argument_schema({"date": schemas.parse_date, "limit": schemas.SEARCH_RULES["limit"]}, ["date"])),
    Tool("get_aspect_sentiment", "Sentiment on one aspect",
         "How customers feel about one aspect of the service (e.g. timeliness, price): counts, share "
         "positive, score from -1 to 1, typical phrases and example review ids.",
         _object({"aspect": {**_name, "description": "aspect id or label, as listed by list_aspects"}},
                 ["aspect"], additional=False),
         ASPECT, get_aspect_sentiment, schemas.argument_schema({"aspect": schemas.name_argument}, ["aspect"])),
    Tool("list_aspects", "Aspects customers talk about",
         "Every aspect of the service found in the reviews, with how often it is mentioned and how positively.",
         NO_ARGUMENTS, _object({"aspects": {"type": "array", "items": ASPECT_SUMMARY}}, ["aspects"]), list_aspects),
    Tool("get_technician", "A technician's reviews",
         "What customers say about one technician: mention count, sentiment, and the newest reviews naming them.",
         _object({"name": {**_name, "description": "technician name (case-insensitive)"}}, ["name"],
                 additional=False),
         _object({"technician": TECHNICIAN, "reviews": REVIEWS}, ["technician", "reviews"]), get_technician,
         schemas.argument_schema({"name": schemas.name_argument}, ["name"])),
    Tool("get_service", "A service's reviews",
         "What customers say about one service: mention count, sentiment, and the newest reviews mentioning it.",
         _object({"service": {**_name, "description": "service id or label (case-insensitive)"}}, ["service"],
                 additional=False),
         _object({"service": SERVICE, "reviews": REVIEWS}, ["service", "reviews"]), get_service,
         schemas.argument_schema({"service": schemas.name_argument}, ["service"])),
    Tool("get_trend", "Rating and sentiment trend",
         "Month by month review counts, average rating and sentiment, and whether things are improving, "
         "stable or declining.",
         NO_ARGUMENTS,
         _object({"monthly": {"type": "array", "items": MONTH},
                  "trend": {"enum": list(schemas.TRENDS)}}, ["monthly", "trend"]), get_trend),
    Tool("get_faq", "Questions answered by the reviews",
         "Common customer questions answered from the reviews, with the ids of the reviews behind each answer.",
         NO_ARGUMENTS,
         _object({"faq": {"type": "array", "items": _object(
             {"question": {"type": "string"}, "answer": {"type": "string"}, "source_review_ids": _ids},
             ["question", "answer", "source_review_ids"])}}, ["faq"]), get_faq),
    Tool("get_summary", "Editorial summary",
         "A short editorial summary of the reviews, a representative quote, the overall sentiment and the main topics.",
         NO_ARGUMENTS,
         _object({"summary": {"type": ["string", "null"]}, "pull_quote": {"type": ["string", "null"]},
                  "overall_sentiment": SENTIMENT, "topics": {"type": "array", "items": TOPIC}},
                 ["summary", "pull_quote", "overall_sentiment", "topics"]), get_summary),
]}


def call(snapshot: Snapshot, tool: Tool, arguments: dict) -> dict:
    """The CallToolResult of `tool`: structuredContent plus the same JSON as text, or isError."""
    try:
        args = schemas.tool_arguments(tool.arguments, arguments) if tool.arguments is not None else arguments
        structured = tool.run(snapshot, args)
    except schemas.ValidationFailed as failed:
        return _failure("the arguments are not valid; see issues", failed.issues)
    except ToolFailure as failure:
        return _failure(failure.message, failure.issues)
    return {"content": [{"type": "text", "text": jsonutil.dumps(structured).decode("utf-8")}],
            "structuredContent": structured, "isError": False}


def _failure(message: str, issues=None) -> dict:
    detail = {"error": "invalid_request" if issues else "tool_error", "message": message}
    if issues:
        detail["issues"] = issues
    return {"content": [{"type": "text", "text": jsonutil.dumps(detail).decode("utf-8")}],
            "structuredContent": detail, "isError": True}
