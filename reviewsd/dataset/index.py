"""Search indexes over the published reviews, built once per Snapshot.

Reviews are addressed by position in newest-first order, so a date range is one contiguous span
found by bisection and "the first `limit` matches" are the lowest positions that match.

Every filter answers with a bit set (a Python int, bit p set when the review at position p matches),
so combining filters is one C-level `&` whatever the number of matches, `matched` is
`int.bit_count()`, and only the `limit` reviews returned are ever touched one by one. A request
therefore does no Python-level work per matching review: at 100,000 reviews a search costs a few
big-integer operations, plus at most one C-level scan of the texts for a text filter (see Texts),
whose result is kept for the next request.
"""
import copy
import datetime
import functools
import operator
import re
from array import array
from bisect import bisect_left, bisect_right
from collections import OrderedDict
from itertools import repeat

_FLAG_DIGITS = bytes.maketrans(b"\x00\x01", b"01")
# Where a text filter leaves at most this many candidates, each is tested on its own: cheaper than
# a scan of every text.
FEW_CANDIDATES = 2000
SCAN_CACHE_ENTRIES = 64  # text scans remembered per Snapshot: up to 12.5 KB each at 100,000 reviews

# Whole-word matching (technician names in the text fallback) is substring matching over a copy of the
# texts in which everything that is not part of a word is a space, padded with a space at each end:
# "Marco's" and "Marco’s" both hold " marco ". ASCII punctuation goes by one translate; the common
# non-ASCII gaps (curly quotes, dashes, ellipsis, no-break space) by one regex. Other non-ASCII
# characters count as letters, which is what the names of people need.
_ASCII_GAPS = bytes(b for b in range(1, 128) if not (chr(b).isalnum() or chr(b) == "_"))
_WORD_GAPS = bytes.maketrans(_ASCII_GAPS, b" " * len(_ASCII_GAPS))
_UNICODE_GAPS = re.compile("|".join(re.escape(c) for c in "\u2018\u2019\u201c\u201d\u2013\u2014\u2026\u00a0"
                                    "\u00ab\u00bb\u2022\u00b7").encode("utf-8"))


def _words(text: bytes) -> bytes:
    return _UNICODE_GAPS.sub(b" ", text.translate(_WORD_GAPS))


def word_needle(name: str) -> bytes | None:
    """How a whole word (or phrase) `name` appears in the word texts: b" marco "; None if it has no word."""
    words = _words(name.lower().encode("utf-8")).split()
    return b" " + b" ".join(words) + b" " if words else None


# ------------------------------------------------------------------ bit sets

def bits_of_flags(flags: bytes, offset: int = 0) -> int:
    """The bit set of a byte string of 0/1 flags (flags[i] -> bit offset + i): C-level throughout."""
    return int(flags.translate(_FLAG_DIGITS)[::-1], 2) << offset if flags else 0


def bits_of_positions(positions, size: int) -> int:
    flags = bytearray(size)
    for pos in positions:
        flags[pos] = 1
    return bits_of_flags(bytes(flags))


def span_bits(lo: int, hi: int) -> int:
    """Positions lo..hi-1."""
    return ((1 << hi) - 1) ^ ((1 << lo) - 1) if hi > lo else 0


def first_positions(bits: int, limit: int) -> list[int]:
    """The `limit` lowest positions in `bits` (the newest reviews), in order."""
    found: list[int] = []
    while bits and len(found) < limit:
        low = bits & -bits
        found.append(low.bit_length() - 1)
        bits ^= low
    return found


def _positions(values) -> array:
    return array("l", values)


class Texts:
    """One text per review position, searchable for a substring in two C-level ways.

    Held twice: as a list (for `map` of `bytes.__contains__`, which costs one call per review however
    many match) and joined by NUL (for `bytes.find`, which runs at memory speed but costs a Python step
    per match). A scan starts with find and, once FIND_FIRST reviews have matched (a common word),
    finishes with map: rare words cost one find pass, common ones one map pass at most.
    """
    FIND_FIRST = 64

    def __init__(self, texts: list):
        self.texts = texts
        self.haystack = b"\x00".join(texts)
        starts, offset = array("q"), 0
        for text in texts:
            starts.append(offset)
            offset += len(text) + 1
        self.starts = starts

    def scan(self, needle: bytes, lo: int, hi: int) -> int:
        """The bit set of the positions in [lo, hi) whose text contains `needle` (not empty)."""
        found: list[int] = []
        rest = lo
        if b"\x00" not in needle:  # a NUL could match across two texts in the haystack
            starts, size = self.starts, len(self.texts)
            cursor, end = starts[lo], starts[hi] - 1 if hi < size else len(self.haystack)
            while True:
                at = self.haystack.find(needle, cursor, end)
                if at == -1:
                    return bits_of_positions(found, size)
                pos = bisect_right(starts, at, lo, hi) - 1
                found.append(pos)
                if pos + 1 >= hi:
                    return bits_of_positions(found, size)
                cursor = starts[pos + 1]
                if len(found) >= self.FIND_FIRST:
                    rest = pos + 1
                    break
        flags = bytes(map(bytes.__contains__, self.texts[rest:hi], repeat(needle)))
        return bits_of_positions(found, len(self.texts)) | bits_of_flags(flags, rest)


class ReviewIndex:
    def __init__(self, reviews: list, insights: dict | None):
        self.size = len(reviews)
        # Negated ordinals ascend as positions do, which is what bisect needs.
        self._neg_days = _positions([-datetime.date.fromisoformat(r["date"]).toordinal() for r in reviews])
        self.ratings = bytes([r["rating"] for r in reviews])
        self.exactly = {k: self._rating_bits(lambda r, k=k: r == k) for k in range(1, 6)}
        self.at_least = {k: self._rating_bits(lambda r, k=k: r >= k) for k in range(1, 6)}
        # The lower-cased UTF-8 text of each review (b"" for none). Bytes, not str: one non-ASCII
        # character would make a str 2 or 4 bytes per character. A substring of UTF-8 text is found
        # at the same places in its bytes.
        self._texts = Texts([(r["text"] or "").lower().encode("utf-8") for r in reviews])
        self._scans: OrderedDict = OrderedDict()
        self._build_mentions(reviews, insights or {})

    def _rating_bits(self, test) -> int:
        table = bytes(1 if 1 <= value <= 5 and test(value) else 0 for value in range(256))
        return bits_of_flags(self.ratings.translate(table))

    def __getstate__(self):
        state = dict(self.__dict__)
        state["_scans"] = OrderedDict()  # a cache, not data: not worth sending from the loader
        return state

    # ------------------------------------------------------------ dates
    def date_span(self, since: datetime.date | None, until: datetime.date | None) -> tuple[int, int]:
        """Positions [lo, hi) of the reviews dated since..until inclusive."""
        lo = 0 if until is None else bisect_left(self._neg_days, -until.toordinal())
        hi = self.size if since is None else bisect_right(self._neg_days, -since.toordinal())
        return lo, max(lo, hi)

    # ------------------------------------------------------------ text
    @staticmethod
    def needle(query: str) -> bytes:
        """A query as the index holds text: lower-cased UTF-8."""
        return query.lower().encode("utf-8")

    def text_bits(self, needle: bytes, candidates: int) -> int:
        """Of the reviews in `candidates` (a bit set), those whose text contains `needle`."""
        return self._containing(self._texts, "text", needle, candidates)

    def _containing(self, texts: Texts, kind: str, needle: bytes, candidates: int) -> int:
        if not needle:
            return candidates  # every text contains the empty string
        if not candidates:
            return 0
        if candidates.bit_count() <= FEW_CANDIDATES:
            return bits_of_positions(
                [p for p in first_positions(candidates, FEW_CANDIDATES) if needle in texts.texts[p]], self.size)
        # One C-level pass over the span the candidates cover, remembered for the next request.
        lo = (candidates & -candidates).bit_length() - 1
        hi = candidates.bit_length()
        key = (kind, needle, lo, hi)
        found = self._scans.get(key)
        if found is None:
            found = texts.scan(needle, lo, hi)
            self._scans[key] = found
            if len(self._scans) > SCAN_CACHE_ENTRIES:
                self._scans.popitem(last=False)
        else:
            self._scans.move_to_end(key)
        return found & candidates

    # ------------------------------------------------------------ mentions (docs/interface.md section 3)
    MENTIONS = ("all_bits", "_unindexed", "_fallback_texts", "_fallback_words", "service_ids", "_technicians",
                "_services", "_known_technicians")

    def mentions(self) -> dict:
        """What the index holds of the insights (who and what each review mentions), for `with_mentions`."""
        return {name: getattr(self, name) for name in self.MENTIONS}

    @classmethod
    def mentions_of(cls, reviews: list, insights: dict) -> dict:
        """`ReviewIndex(reviews, insights).mentions()`, without building the rest of the index when no
        review needs the text fallback (derived insights have an entry for every review with text)."""
        per_review = insights.get("per_review", {})
        if any(r["text"] and r["id"] not in per_review for r in reviews):
            return cls(reviews, insights).mentions()
        index = cls.__new__(cls)
        index.size = len(reviews)
        index._scans = OrderedDict()
        index._build_mentions(reviews, insights)  # reads no text: every review with one has an entry
        return index.mentions()

    def with_mentions(self, mentions: dict) -> "ReviewIndex":
        """The same reviews with other insights' mentions (built by an index of the same reviews)."""
        new = copy.copy(self)
        new.__dict__.update(mentions)
        new._scans = OrderedDict()  # its scans of the fallback texts are of the old insights
        return new

    def _build_mentions(self, reviews, insights):
        per_review = insights.get("per_review", {})
        entities = insights.get("entities", {})
        self.all_bits = span_bits(0, self.size)
        # Only a review with text and without an insights entry can mention anyone by its text.
        unindexed = [i for i, r in enumerate(reviews) if r["id"] not in per_review and r["text"]]
        self._unindexed = bits_of_positions(unindexed, self.size)
        # The texts the fallback reads: those of reviews without an insights entry, b"" for the rest,
        # so that positions line up.
        fallback_texts = [b""] * self.size
        fallback_words = [b""] * self.size
        if unindexed:
            texts = self._texts.texts
            words = _words(b"\x00".join(texts[p] for p in unindexed)).split(b"\x00")
            if len(words) != len(unindexed):  # a text holding NUL itself: one at a time, then
                words = [_words(texts[p]) for p in unindexed]
            for pos, word_text in zip(unindexed, words, strict=True):
                fallback_texts[pos] = texts[pos]
                fallback_words[pos] = b" " + word_text + b" "
        self._fallback_texts = Texts(fallback_texts)
        self._fallback_words = Texts(fallback_words)
        known_technicians = {t["name"].lower() for t in entities.get("technicians", [])}
        # A service is named by its id or its label; the text fallback looks for its label.
        self.service_ids = {}
        service_labels = {}
        for service in entities.get("services", []):
            sid = service["id"].lower()
            self.service_ids[sid] = sid
            self.service_ids[service["label"].lower()] = sid
            service_labels[sid] = self.needle(service["label"])
        technicians: dict[str, set[int]] = {}
        services: dict[str, set[int]] = {}
        for pos, review in enumerate(reviews):
            entry = per_review.get(review["id"])
            if entry is not None:
                for name in entry["technicians"]:
                    technicians.setdefault(name.lower(), set()).add(pos)
                for sid in entry["services"]:
                    services.setdefault(sid.lower(), set()).add(pos)
        self._technicians = {k: bits_of_positions(v, self.size) for k, v in technicians.items()}
        self._services = {k: bits_of_positions(v, self.size) for k, v in services.items()}
        for name in known_technicians:
            self._technicians[name] = self._technicians.get(name, 0) | self._named_in_text(name)
        for sid, label in service_labels.items():
            self._services[sid] = self._services.get(sid, 0) | self._containing(
                self._fallback_texts, "service", label, self._unindexed)
        self._known_technicians = known_technicians | set(technicians)

    def _named_in_text(self, name: str) -> int:
        """Reviews without an insights entry whose text holds `name` as a whole word (case-insensitive)."""
        needle = word_needle(name)
        return self._containing(self._fallback_words, "word", needle, self._unindexed) if needle else 0

    def technician_bits(self, name: str) -> int:
        """Reviews mentioning technician `name` (case-insensitive)."""
        key = name.lower()
        if key in self._known_technicians:
            return self._technicians.get(key, 0)
        # A first name or surname of technicians listed in full ("maria" for "Maria Lopez"), and the
        # reviews without an insights entry that name it.
        partial = [bits for known, bits in self._technicians.items() if key in known.split()]
        if partial:
            return functools.reduce(operator.or_, partial, self._named_in_text(key))
        # Nobody in insights has that name: only reviews without an insights entry can mention it.
        return self._named_in_text(key)

    def service_bits(self, service: str) -> int:
        """Reviews mentioning a service given by id or label (case-insensitive)."""
        sid = self.service_ids.get(service.lower())
        if sid is not None:
            return self._services.get(sid, 0)
        key = service.lower()
        return self._services.get(key, 0) | self._containing(
            self._fallback_texts, "service", self.needle(service), self._unindexed)
