"""MCP prompts: ready-made requests a client can offer as slash commands (interface.md section 4).

Each expands to one user message that tells the model which tools to call and how to cite what it
quotes (by the per-review URL), so the answer rests on the data rather than on the model's memory.
"""
from dataclasses import dataclass

from reviewsd.contract import routes
from reviewsd.contract.problems import Issue
from reviewsd.contract.shapes import Date
from reviewsd.dataset.snapshot import Snapshot
from reviewsd.mcp.jsonrpc import INVALID_PARAMS, RpcError

MAX_ARGUMENT_CHARS = routes.QUERY_MAX_CHARS
_DATE = Date()  # the rule search_reviews applies to its since and until


@dataclass(frozen=True)
class Argument:
    name: str
    description: str
    required: bool
    completes: str  # the completions.SOURCES key that suggests values
    is_date: bool = False

    def definition(self) -> dict:
        return {"name": self.name, "description": self.description, "required": self.required}


@dataclass(frozen=True)
class Prompt:
    name: str
    title: str
    description: str
    arguments: tuple

    def definition(self) -> dict:
        return {"name": self.name, "title": self.title, "description": self.description,
                "arguments": [a.definition() for a in self.arguments]}


def _cite(snapshot: Snapshot) -> str:
    return (f"Quote customers' own words briefly and cite each quote by its review URL "
            f"({snapshot.base_url}/api/reviews/<review id>). Say how many reviews your answer rests on.")


def _business(snapshot: Snapshot) -> str:
    return (snapshot.business or {}).get("name") or "this business"


def summarize_reviews(snapshot: Snapshot, args: dict) -> str:
    since = args.get("since")
    if since:
        scope = f"dated on or after {since}"
        read = (f"call get_reviews_since with date {since} and limit 100 to read them (its count says how "
                f"many there are in all)")
    else:
        scope = "as a whole"
        read = "call search_reviews with limit 100 to read the newest of them"
    return (f"Summarize what customers say about {_business(snapshot)} in its verified reviews {scope}. "
            f"First call get_business for the aggregate rating; then {read}; then call get_summary and "
            f"list_aspects for the aspect-based sentiment (they may report that no insights are published). "
            f"Give the overall rating, the main strengths and the main complaints. {_cite(snapshot)}")


def customer_concerns(snapshot: Snapshot, args: dict) -> str:
    aspect = args.get("aspect")
    if aspect:
        focus = (f"about {aspect}. Call get_aspect_sentiment with aspect \"{aspect}\" for its counts, score "
                 f"and example review ids; then call search_reviews with rating 1, 2 and 3 in turn (limit 100) "
                 f"and read what the critical reviews say about it")
    else:
        focus = ("in general. Call list_aspects to see which aspects score lowest, then search_reviews with "
                 "rating 1, 2 and 3 in turn (limit 100) to read the critical reviews, and get_aspect_sentiment "
                 "for the two weakest aspects")
    return (f"What are customers' concerns with {_business(snapshot)}, {focus}. Group the concerns by theme, "
            f"say how often each comes up and whether the owner replied. {_cite(snapshot)}")


def compare_periods(snapshot: Snapshot, args: dict) -> str:
    first, second = args["first_since"], args["second_since"]
    return (f"Compare the verified reviews of {_business(snapshot)} in two periods: from {first} up to the "
            f"day before {second}, and from {second} on. For each period call search_reviews with since and "
            f"until set to its bounds (since {first}, until the day before {second}; then since {second}) and "
            f"limit 100, and note `matched`, the number of reviews in it. Call get_trend for the monthly "
            f"ratings and sentiment. Compare the number of reviews, the average rating, and what customers "
            f"praise and criticise, and say what changed. {_cite(snapshot)}")


_since = Argument("since", "only reviews on or after this date (YYYY-MM-DD); all reviews when omitted",
                  False, "date", is_date=True)
PROMPTS = {p.name: p for p in [
    Prompt("summarize_reviews", "Summarize the reviews",
           "A summary of what customers say: rating, strengths and complaints, with cited quotes.", (_since,)),
    Prompt("customer_concerns", "Customer concerns",
           "What customers complain about, overall or about one aspect of the service, with cited quotes.",
           (Argument("aspect", "an aspect id or label, as list_aspects names them; all aspects when omitted",
                     False, "aspect"),)),
    Prompt("compare_periods", "Compare two periods",
           "How reviews changed between two periods: from first_since to second_since, and from second_since on.",
           (Argument("first_since", "start of the first period (YYYY-MM-DD)", True, "date", is_date=True),
            Argument("second_since", "start of the second period (YYYY-MM-DD), after first_since", True, "date",
                     is_date=True))),
]}
EXPAND = {"summarize_reviews": summarize_reviews, "customer_concerns": customer_concerns,
          "compare_periods": compare_periods}


def list_prompts(_snapshot: Snapshot, _params: dict) -> dict:
    return {"prompts": [p.definition() for p in PROMPTS.values()]}


def _prompt(name, request_id) -> Prompt:
    if not isinstance(name, str) or name not in PROMPTS:
        raise RpcError(INVALID_PARAMS, "unknown prompt; prompts/list names them: " + ", ".join(PROMPTS),
                       request_id=request_id)
    return PROMPTS[name]


def _arguments(prompt: Prompt, given, request_id) -> dict:
    if given is None:
        given = {}
    if not isinstance(given, dict):
        raise RpcError(INVALID_PARAMS, "arguments must be an object of strings", request_id=request_id)
    problems, args = [], {}
    known = {a.name: a for a in prompt.arguments}
    for name in given:
        if name not in known:
            problems.append(f"{str(name)[:50]}: not an argument of {prompt.name}")
    for argument in prompt.arguments:
        value = given.get(argument.name)
        if value is None or value == "":
            if argument.required:
                problems.append(f"{argument.name}: required")
            continue
        if not isinstance(value, str) or len(value) > MAX_ARGUMENT_CHARS:
            problems.append(f"{argument.name}: must be a string of at most {MAX_ARGUMENT_CHARS} characters")
            continue
        if argument.is_date:
            try:
                _DATE.check(value)
            except Issue as issue:
                problems.append(f"{argument.name}: {issue.msg}")
                continue
        args[argument.name] = value
    if not problems and prompt.name == "compare_periods" and args["first_since"] >= args["second_since"]:
        problems.append("second_since: must be after first_since")
    if problems:
        raise RpcError(INVALID_PARAMS, "invalid prompt arguments: " + "; ".join(problems), request_id=request_id)
    return args


def get_prompt(snapshot: Snapshot, params: dict, request_id) -> dict:
    prompt = _prompt(params.get("name"), request_id)
    args = _arguments(prompt, params.get("arguments"), request_id)
    text = EXPAND[prompt.name](snapshot, args)
    return {"description": prompt.description,
            "messages": [{"role": "user", "content": {"type": "text", "text": text}}]}


def argument_source(ref: dict, name: str, request_id) -> str | None:
    """Which completion source suggests values for argument `name` of the prompt `ref` names."""
    prompt = _prompt(ref.get("name"), request_id)
    return next((a.completes for a in prompt.arguments if a.name == name), None)
