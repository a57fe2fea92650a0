"""completion/complete: suggestions for prompt arguments and the review template's id (interface.md section 4).

Values come from the current Snapshot (aspect ids, technician names, service ids, review ids, the months
that have reviews). Matching is a case-insensitive prefix; at most MAX_VALUES are returned, with the total
count and hasMore, as the specification asks. The work is one pass over at most the review ids.
"""
from reviewsd.dataset.snapshot import Snapshot
from reviewsd.mcp.jsonrpc import INVALID_PARAMS, RpcError

MAX_VALUES = 100  # the specification's ceiling per response
MAX_VALUE_CHARS = 200  # what a client has typed so far; no candidate is longer


def _insights(snapshot: Snapshot) -> dict:
    return snapshot.insights or {}


def aspect_ids(snapshot: Snapshot) -> list:
    return [a["id"] for a in _insights(snapshot).get("aspects", [])]


def technician_names(snapshot: Snapshot) -> list:
    # The declared staff first (business.technicians), then whoever the insights name.
    declared = (snapshot.business or {}).get("technicians") or []
    named = [t["name"] for t in _insights(snapshot).get("entities", {}).get("technicians", [])]
    return _unique([n for n in [*declared, *named] if isinstance(n, str)])


def service_ids(snapshot: Snapshot) -> list:
    declared = [s.get("id") for s in (snapshot.business or {}).get("services") or [] if isinstance(s, dict)]
    named = [s["id"] for s in _insights(snapshot).get("entities", {}).get("services", [])]
    return _unique([s for s in [*declared, *named] if isinstance(s, str)])


def review_ids(snapshot: Snapshot):
    return snapshot.review_ids()


def month_starts(snapshot: Snapshot) -> list:
    """The first day of each month that has reviews, newest first: sensible `since` dates."""
    return snapshot.review_months()


def _unique(values: list) -> list:
    return list(dict.fromkeys(values))


SOURCES = {"aspect": aspect_ids, "technician": technician_names, "service": service_ids,
           "review_id": review_ids, "date": month_starts}


def complete(snapshot: Snapshot, source: str, typed: str) -> dict:
    """The CompleteResult for `typed` so far, from the candidates of `source`."""
    prefix = typed.lower()
    matches: list[str] = []
    total = 0
    for value in SOURCES[source](snapshot):
        if value.lower().startswith(prefix):
            total += 1
            if len(matches) < MAX_VALUES:
                matches.append(value)
    return {"completion": {"values": matches, "total": total, "hasMore": total > len(matches)}}


def handle(snapshot: Snapshot, params: dict, request_id, argument_source) -> dict:
    """completion/complete. `argument_source(ref, name)` tells which SOURCES key completes an argument
    (None for none); an unknown prompt or template raises RpcError itself."""
    ref, argument = params.get("ref"), params.get("argument")
    if not isinstance(ref, dict) or not isinstance(argument, dict):
        raise RpcError(INVALID_PARAMS, "completion/complete needs ref and argument objects", request_id=request_id)
    name, value = argument.get("name"), argument.get("value", "")
    if not isinstance(name, str) or not isinstance(value, str) or len(value) > MAX_VALUE_CHARS:
        raise RpcError(INVALID_PARAMS, f"argument needs a name and a value (a string of at most "
                                       f"{MAX_VALUE_CHARS} characters)", request_id=request_id)
    source = argument_source(ref, name)
    if source is None:
        return {"completion": {"values": [], "total": 0, "hasMore": False}}
    return complete(snapshot, source, value)
