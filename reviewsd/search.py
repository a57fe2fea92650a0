"""Filtering, ordering and limiting reviews over a Snapshot: the one search behind HTTP and MCP.

Every filter becomes either a sorted list of positions (from an index) or a cheap per-position
test; the smallest list drives, so a request never scans more than it must.
"""
from __future__ import annotations

import math
from bisect import bisect_left
from dataclasses import dataclass

from typing import TYPE_CHECKING

from reviewsd import jsonutil
from reviewsd.schemas import SearchFilters

if TYPE_CHECKING:  # search runs over Snapshots, and Snapshot renders the since responses with search
    from reviewsd.dataset.snapshot import Snapshot


@dataclass(frozen=True)
class SearchResult:
    matched: int
    positions: list  # the first `limit` matches, newest first


def _within(positions, lo: int, hi: int):
    return positions[bisect_left(positions, lo):bisect_left(positions, hi)]


def _contains(positions, pos: int) -> bool:
    i = bisect_left(positions, pos)
    return i < len(positions) and positions[i] == pos


def matching_positions(snapshot: Snapshot, f: SearchFilters) -> list:
    """Positions of every review matching all filters, newest first."""
    index = snapshot.index
    lo, hi = index.date_span(f.since, f.until)
    lists = []
    if f.rating is not None:
        lists.append(index.exactly[f.rating])
    if f.min_rating is not None:
        lists.append(index.at_least[math.ceil(f.min_rating)])
    if f.mentions_technician is not None:
        lists.append(index.technician_positions(f.mentions_technician))
    if f.mentions_service is not None:
        lists.append(index.service_positions(f.mentions_service))
    needle = f.query.lower() if f.query is not None else None

    if lists:
        lists.sort(key=len)
        candidates = _within(lists[0], lo, hi)
        others = lists[1:]
        return [p for p in candidates
                if all(_contains(other, p) for other in others)
                and (needle is None or index.text_contains(p, needle))]
    if needle is not None:
        return index.with_text(needle, lo, hi)
    return range(lo, hi)


def search(snapshot: Snapshot, filters: SearchFilters) -> SearchResult:
    positions = matching_positions(snapshot, filters)
    return SearchResult(len(positions), list(positions[:filters.limit]))


def render_search(snapshot: Snapshot, result: SearchResult) -> bytes:
    """{matched, returned, reviews}: the search endpoint's body."""
    head = jsonutil.dumps({"matched": result.matched, "returned": len(result.positions)})[:-1]
    return head + b',"reviews":' + snapshot.reviews_json(result.positions) + b"}"


def since(snapshot: Snapshot, day, limit: int | None = None) -> SearchResult:
    """Reviews dated on or after `day`, newest first; all of them unless `limit` is given."""
    lo, hi = snapshot.index.date_span(day, None)
    end = hi if limit is None else min(hi, lo + limit)
    return SearchResult(hi - lo, list(range(lo, end)))


def render_since(snapshot: Snapshot, day, result: SearchResult) -> bytes:
    """{since, count, reviews}: the since endpoint's body."""
    head = jsonutil.dumps({"since": day.isoformat(), "count": result.matched})[:-1]
    return head + b',"reviews":' + snapshot.reviews_json(result.positions) + b"}"
