"""Filtering, ordering and limiting reviews over a Snapshot: the one search behind HTTP and MCP.

Every filter becomes either a sorted list of positions (from an index) or a cheap per-position
test; the smallest list drives, so a request never scans more than it must.
"""
from __future__ import annotations

import math
from array import array
from bisect import bisect_left
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from reviewsd import jsonutil
from reviewsd.dataset.index import ReviewIndex


class Snapshot(Protocol):
    """What search needs of a Snapshot (which itself renders its since answers with search, so search
    does not import it)."""
    index: ReviewIndex

    def reviews_json_parts(self, positions) -> list: ...


# The search parameters as contract.params.SEARCH checks them: name -> value (None when not given).
Filters = dict[str, Any]


@dataclass(frozen=True)
class SearchResult:
    matched: int
    positions: Sequence[int]  # the first `limit` matches, newest first (a list, or a range for since)


class _Given:
    """The filters read as attributes (f.rating), None for one not given."""

    def __init__(self, filters: Filters):
        self._filters = filters

    def __getattr__(self, name: str):
        return self._filters.get(name)


def _within(positions, lo: int, hi: int):
    """The part of a sorted position list inside [lo, hi): a view, so counting it copies nothing."""
    start, end = bisect_left(positions, lo), bisect_left(positions, hi)
    return memoryview(positions)[start:end] if isinstance(positions, array) else positions[start:end]


def _contains(positions, pos: int) -> bool:
    i = bisect_left(positions, pos)
    return i < len(positions) and positions[i] == pos


def _member_of(allowed: Sequence[int]) -> Callable[[int], bool]:
    return lambda p: _contains(allowed, p)


def matching_positions(snapshot: Snapshot, filters: Filters):
    """Positions of every review matching all filters, newest first."""
    f = _Given(filters)
    index = snapshot.index
    lo, hi = index.date_span(f.since, f.until)
    ratings = index.ratings
    # Each filter: the sorted positions it allows, and a cheap test of one position where there is one.
    constraints: list[tuple[Sequence[int], Callable[[int], bool] | None]] = []
    if f.rating is not None:
        rating = f.rating
        constraints.append((index.exactly[rating], lambda p: ratings[p] == rating))
    if f.min_rating is not None:
        least = math.ceil(f.min_rating)
        constraints.append((index.at_least[least], lambda p: ratings[p] >= least))
    if f.mentions_technician is not None:
        constraints.append((index.technician_positions(f.mentions_technician), None))
    if f.mentions_service is not None:
        constraints.append((index.service_positions(f.mentions_service), None))
    needle = index.needle(f.query) if f.query is not None else None

    if not constraints:
        return index.with_text(needle, lo, hi) if needle is not None else range(lo, hi)
    constraints.sort(key=lambda c: len(c[0]))
    candidates = _within(constraints[0][0], lo, hi)  # the smallest list drives
    tests: list[Callable[[int], bool]] = [test or _member_of(allowed) for allowed, test in constraints[1:]]
    if needle is not None:
        tests.append(lambda p: index.text_contains(p, needle))
    if not tests:
        return candidates  # one index answers it all: no per-review work, whatever the count
    return [p for p in candidates if all(test(p) for test in tests)]


def search(snapshot: Snapshot, filters: Filters) -> SearchResult:
    positions = matching_positions(snapshot, filters)
    return SearchResult(len(positions), list(positions[:filters["limit"]]))


def render_search(snapshot: Snapshot, result: SearchResult) -> bytes:
    """{matched, returned, reviews}: the search endpoint's body."""
    head = jsonutil.dumps({"matched": result.matched, "returned": len(result.positions)})[:-1]
    return b"".join([head, b',"reviews":', *snapshot.reviews_json_parts(result.positions), b"}"])


def since(snapshot: Snapshot, day, limit: int | None = None) -> SearchResult:
    """Reviews dated on or after `day`, newest first; all of them unless `limit` is given."""
    lo, hi = snapshot.index.date_span(day, None)
    end = hi if limit is None else min(hi, lo + limit)
    return SearchResult(hi - lo, range(lo, end))  # consecutive: rendered as one slice of the body


def render_since(snapshot: Snapshot, day, result: SearchResult) -> bytes:
    """{since, count, reviews}: the since endpoint's body."""
    head = jsonutil.dumps({"since": day.isoformat(), "count": result.matched})[:-1]
    return b"".join([head, b',"reviews":', *snapshot.reviews_json_parts(result.positions), b"}"])
