"""Search indexes over the published reviews, built once per Snapshot.

Reviews are addressed by position in newest-first order, so every sorted list of positions is also
newest first, a date range is one contiguous span found by bisection, and "the first `limit`
matches" is simply the head of a list.
"""
import datetime
import re
from array import array
from bisect import bisect_left, bisect_right

SEPARATOR = b"\x00"  # between texts in the haystack; a query holding it can match nothing


def _positions(values) -> array:
    return array("l", values)


class ReviewIndex:
    def __init__(self, reviews: list, insights: dict | None):
        self.size = len(reviews)
        # Negated ordinals ascend as positions do, which is what bisect needs.
        self._neg_days = _positions([-datetime.date.fromisoformat(r["date"]).toordinal() for r in reviews])
        self.ratings = bytes([r["rating"] for r in reviews])
        exactly = {k: [] for k in range(1, 6)}
        at_least = {k: [] for k in range(1, 6)}
        for pos, rating in enumerate(self.ratings):  # one pass for all ten lists
            exactly[rating].append(pos)
            for k in range(1, rating + 1):
                at_least[k].append(pos)
        self.exactly = {k: _positions(v) for k, v in exactly.items()}
        self.at_least = {k: _positions(v) for k, v in at_least.items()}
        self._build_text(reviews)
        self._build_mentions(reviews, insights or {})

    # ------------------------------------------------------------ dates
    def date_span(self, since: datetime.date | None, until: datetime.date | None) -> tuple[int, int]:
        """Positions [lo, hi) of the reviews dated since..until inclusive."""
        lo = 0 if until is None else bisect_left(self._neg_days, -until.toordinal())
        hi = self.size if since is None else bisect_right(self._neg_days, -since.toordinal())
        return lo, max(lo, hi)

    # ------------------------------------------------------------ text
    def _build_text(self, reviews):
        # UTF-8 bytes, not str: one non-ASCII character would make a str of all the texts 2 or 4 bytes
        # per character. A substring of UTF-8 text is found at the same places in its bytes.
        lowered = [(r["text"] or "").lower().encode("utf-8") for r in reviews]
        self.haystack = SEPARATOR.join(lowered)
        starts, offset = [], 0
        for t in lowered:
            starts.append(offset)
            offset += len(t) + 1
        self._text_starts = _positions(starts)

    def _text_end(self, pos: int) -> int:
        return self._text_starts[pos + 1] - 1 if pos + 1 < self.size else len(self.haystack)

    @staticmethod
    def needle(query: str) -> bytes:
        """A query as the haystack holds text: lower-cased UTF-8."""
        return query.lower().encode("utf-8")

    def text_contains(self, pos: int, needle: bytes) -> bool:
        """Case-insensitive substring test; `needle` comes from needle()."""
        return self.haystack.find(needle, self._text_starts[pos], self._text_end(pos)) != -1

    def lowered_text(self, pos: int) -> str:
        return self.haystack[self._text_starts[pos]:self._text_end(pos)].decode("utf-8")

    def with_text(self, needle: bytes, lo: int, hi: int) -> list:
        """Positions in [lo, hi) whose text contains `needle`: one C-level scan of the haystack."""
        if SEPARATOR in needle or lo >= hi:
            return []
        found, cursor, end = [], self._text_starts[lo], self._text_end(hi - 1)
        starts = self._text_starts
        while (at := self.haystack.find(needle, cursor, end)) != -1:
            pos = bisect_right(starts, at) - 1
            found.append(pos)
            cursor = self._text_end(pos) + 1
        return found

    # ------------------------------------------------------------ mentions (interface.md section 2)
    def _build_mentions(self, reviews, insights):
        per_review = insights.get("per_review", {})
        entities = insights.get("entities", {})
        self._unindexed = _positions([i for i, r in enumerate(reviews) if r["id"] not in per_review])
        known_technicians = {t["name"].lower() for t in entities.get("technicians", [])}
        # A service is named by its id or its label; the text fallback looks for its label.
        self.service_ids = {}
        self._service_labels = {}
        for service in entities.get("services", []):
            sid = service["id"].lower()
            self.service_ids[sid] = sid
            self.service_ids[service["label"].lower()] = sid
            self._service_labels[sid] = self.needle(service["label"])
        technicians, services = {}, {}

        def add(table, key, pos):
            positions = table.setdefault(key, [])
            if not positions or positions[-1] != pos:  # a name listed twice is one mention
                positions.append(pos)

        for pos, review in enumerate(reviews):
            entry = per_review.get(review["id"])
            if entry is not None:
                for name in entry["technicians"]:
                    add(technicians, name.lower(), pos)
                for sid in entry["services"]:
                    add(services, sid.lower(), pos)
                continue
            for name in known_technicians:
                if self._names_word(pos, name):
                    add(technicians, name, pos)
            for sid, label in self._service_labels.items():
                if self.text_contains(pos, label):
                    add(services, sid, pos)
        self._technicians = {k: _positions(v) for k, v in technicians.items()}
        self._known_technicians = known_technicians | set(technicians)
        self._services = {k: _positions(v) for k, v in services.items()}

    def _names_word(self, pos: int, name: str) -> bool:
        return self.text_contains(pos, self.needle(name)) and re.search(
            r"(?<!\w)" + re.escape(name) + r"(?!\w)", self.lowered_text(pos)) is not None

    def technician_positions(self, name: str):
        """Reviews mentioning technician `name` (case-insensitive), newest first."""
        key = name.lower()
        if key in self._known_technicians:
            return self._technicians.get(key, ())
        # A first name or surname of technicians listed in full ("maria" for "Maria Lopez").
        partial = [v for k, v in self._technicians.items() if key in k.split()]
        if partial:
            by_text = [pos for pos in self._unindexed if self._names_word(pos, key)]
            return sorted(set().union(*partial, by_text))
        # Nobody in insights has that name: only reviews without an insights entry can mention it.
        return [pos for pos in self._unindexed if self._names_word(pos, key)]

    def service_positions(self, service: str):
        """Reviews mentioning a service given by id or label (case-insensitive), newest first."""
        sid = self.service_ids.get(service.lower())
        if sid is not None:
            return self._services.get(sid, ())
        key = service.lower()
        by_entry = self._services.get(key, ())
        by_text = [pos for pos in self._unindexed if self.text_contains(pos, self.needle(service))]
        return sorted(set(by_entry).union(by_text)) if by_text else by_entry
