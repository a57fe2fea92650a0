"""Filtering, ordering and limiting reviews over a Snapshot: the one search behind HTTP and MCP.

Every filter is a bit set over review positions (see dataset/index.py); the search is their `&`,
so its cost does not grow with the number of matches, and only the reviews returned are touched.
"""
from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from reviewsd import jsonutil
from reviewsd.dataset.index import ReviewIndex, first_positions, span_bits


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


def matching_bits(snapshot: Snapshot, filters: Filters) -> int:
    """The bit set of every review matching all filters (bit p: the review at position p)."""
    index = snapshot.index
    # Each filter read once into a local, so that its `is not None` test narrows what is used.
    rating, min_rating = filters.get("rating"), filters.get("min_rating")
    technician, service = filters.get("mentions_technician"), filters.get("mentions_service")
    query = filters.get("query")
    bits = span_bits(*index.date_span(filters.get("since"), filters.get("until")))
    if rating is not None:
        bits &= index.exactly[rating]
    if min_rating is not None:
        bits &= index.at_least[math.ceil(min_rating)]
    if bits and technician is not None:
        bits &= index.technician_bits(technician)
    if bits and service is not None:
        bits &= index.service_bits(service)
    if bits and query is not None:  # last: the other filters narrow what the text scan must read
        bits = index.text_bits(index.needle(query), bits)
    return bits


def search(snapshot: Snapshot, filters: Filters) -> SearchResult:
    bits = matching_bits(snapshot, filters)
    return SearchResult(bits.bit_count(), first_positions(bits, filters["limit"]))


def render_search(snapshot: Snapshot, result: SearchResult) -> bytes:
    """{matched, returned, reviews}: the search endpoint's body."""
    head = jsonutil.dumps({"matched": result.matched, "returned": len(result.positions)})[:-1]
    return b"".join([head, b',"reviews":', *snapshot.reviews_json_parts(result.positions), b"}"])


def since(snapshot: Snapshot, day, limit: int | None = None) -> SearchResult:
    """Reviews dated on or after `day`, newest first; all of them unless `limit` is given."""
    lo, hi = snapshot.index.date_span(day, None)
    end = hi if limit is None else min(hi, lo + limit)
    return SearchResult(hi - lo, range(lo, end))  # consecutive: rendered as one slice of the body


def since_parts(snapshot: Snapshot, day, result: SearchResult) -> list:
    """{since, count, reviews}, the since endpoint's body, in pieces: the reviews are one view of the
    reviews.json body (see Snapshot.reviews_json_parts), so no piece copies them."""
    head = jsonutil.dumps({"since": day.isoformat(), "count": result.matched})[:-1]
    return [head, b',"reviews":', *snapshot.reviews_json_parts(result.positions), b"}"]


def render_since(snapshot: Snapshot, day, result: SearchResult) -> bytes:
    return b"".join(since_parts(snapshot, day, result))
