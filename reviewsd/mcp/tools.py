"""The read-only MCP tools (docs/interface.md section 4): what each does over a Snapshot.

Every tool reads the same Snapshot as the HTTP handlers and uses the same search and the same
validation rules, so an agent and a curl user always see the same answer.
"""
from dataclasses import dataclass
from typing import Callable

from reviewsd import jsonutil
from reviewsd.contract.problems import ValidationFailed
from reviewsd.contract.tools import BY_NAME, MENTION_EXAMPLES, ToolSpec
from reviewsd.dataset import search
from reviewsd.dataset.index import first_positions
from reviewsd.dataset.snapshot import Snapshot
from reviewsd.mcp import connector
from reviewsd.mcp.failure import ToolFailure


@dataclass(frozen=True)
class Tool:
    spec: ToolSpec  # name, description, arguments and result: the contract
    run: Callable[[Snapshot, dict], dict]

    @property
    def name(self) -> str:
        return self.spec.name

    def definition(self) -> dict:
        return self.spec.definition()


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
    return _structured(search.render_search(snapshot, search.search(snapshot, args)))


def get_reviews_since(snapshot: Snapshot, args) -> dict:
    day, limit = args["date"], args["limit"]
    return _structured(search.render_since(snapshot, day, search.since(snapshot, day, limit)))


def get_aspect_sentiment(snapshot: Snapshot, args) -> dict:
    return _find(_insights(snapshot)["aspects"], args["aspect"], ("id", "label"), "aspect")


def list_aspects(snapshot: Snapshot, _args) -> dict:
    keys = ("id", "label", "mention_count", "positive_pct", "score")
    return {"aspects": [{k: a[k] for k in keys} for a in _insights(snapshot)["aspects"]]}


def _newest(snapshot: Snapshot, bits: int) -> list:
    return [snapshot.review(p) for p in first_positions(bits, MENTION_EXAMPLES)]


def get_technician(snapshot: Snapshot, args) -> dict:
    technician = _find(_insights(snapshot)["entities"]["technicians"], args["name"], ("name",), "technician")
    return {"technician": technician,
            "reviews": _newest(snapshot, snapshot.index.technician_bits(technician["name"]))}


def get_service(snapshot: Snapshot, args) -> dict:
    service = _find(_insights(snapshot)["entities"]["services"], args["service"], ("id", "label"), "service")
    return {"service": service, "reviews": _newest(snapshot, snapshot.index.service_bits(service["id"]))}


def get_trend(snapshot: Snapshot, _args) -> dict:
    temporal = _insights(snapshot)["temporal"]
    return {"monthly": temporal["monthly"], "trend": temporal["trend"]}


def get_faq(snapshot: Snapshot, _args) -> dict:
    return {"faq": _insights(snapshot)["faq"]}


def get_summary(snapshot: Snapshot, _args) -> dict:
    insights = _insights(snapshot)
    return {"summary": insights.get("summary"), "pull_quote": insights.get("pull_quote"),
            "overall_sentiment": insights["overall_sentiment"], "topics": insights["topics"]}


RUN = {"get_business": get_business, "search_reviews": search_reviews, "get_reviews_since": get_reviews_since,
       "get_aspect_sentiment": get_aspect_sentiment, "list_aspects": list_aspects, "get_technician": get_technician,
       "get_service": get_service, "get_trend": get_trend, "get_faq": get_faq, "get_summary": get_summary,
       "search": connector.run_search, "fetch": connector.run_fetch}
TOOLS = {name: Tool(spec, RUN[name]) for name, spec in BY_NAME.items()}


def call(snapshot: Snapshot, tool: Tool, arguments: dict) -> dict:
    """The CallToolResult of `tool`: structuredContent plus the same JSON as text, or isError."""
    try:
        structured = tool.run(snapshot, tool.spec.arguments.from_json(arguments))
    except ValidationFailed as failed:
        return _failure("the arguments are not valid; see issues", failed.issues)
    except ToolFailure as failure:
        return _failure(failure.message, failure.issues)
    return {"content": [{"type": "text", "text": jsonutil.dumps(structured).decode("utf-8")}],
            "structuredContent": structured, "isError": False}


def _failure(message: str, issues=None) -> dict:
    """An error result: the detail as JSON text only. structuredContent, when present, must match the
    outputSchema, which describes success: clients (the TypeScript SDK) reject a result that does not."""
    detail = {"error": "invalid_request" if issues else "tool_error", "message": message}
    if issues:
        detail["issues"] = issues
    return {"content": [{"type": "text", "text": jsonutil.dumps(detail).decode("utf-8")}], "isError": True}
