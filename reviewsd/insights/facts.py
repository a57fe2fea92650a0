"""Complaints stated as plain facts, which no lexicon rates: a bill above its quote, an arrival after
the time promised, a job that took longer than promised, a costly job sold that was never needed.

"Quoted $495 over the phone and it came out to $720" and "Appointment was for 9, tech rolled up at
11:45" carry no opinion word, yet every reader takes them as complaints (and "quoted $800, final was
$650" as praise of nobody in particular: a bill under its quote is not rated). The amounts and times
are compared, so the rule holds whatever the numbers. A review is read clause by clause in order:
what was promised may come a clause or a sentence before what happened ("Quoted £90. Charged £240.").
"""
import re

from reviewsd.insights.entities import FIRM

BILL_ABOVE_QUOTE = -2.2  # as "more than quoted" in sentiment.PHRASES
LATER_THAN_PROMISED = -2.0  # as "hours late"
RISE = 1.1  # a bill at least 10% above its quote
LATE_MINUTES = 30  # an arrival at least half an hour after the time promised

_PROMISE, _OUTCOME = 0, 1  # what was promised sorts before what happened at the same place

# With its currency sign, or bare where a quote or a bill names it ("quoted 280 ... bill came to 410").
_AMOUNT = (r"(?:[$£€]\s?)?(\d[\d,]*(?:\.\d\d)?)\s?(k\b)?"
           r"(?!\s*(?:%|percent|min|hour|hr|day|week|month|year|ton|amp|x\b|times))")
# A promise of money, then what was charged; the cue within a few words before the amount.
_QUOTED = re.compile(r"\b(?:quot\w*|estimat\w*|told (?:me|us)|said it would be)"
                     r"\b[^.$£€]{0,50}?" + _AMOUNT, re.I)
_CHARGED = re.compile(r"\b(?:came (?:out )?to|final\w*|bill(?:ed)?|invoice\w*|charged?|ended up|total\w*|"
                      r"paid|wanted)\b[^.$£€]{0,30}?" + _AMOUNT, re.I)

_NUMBER_WORDS = {w: i for i, w in enumerate("zero one two three four five six seven eight nine ten eleven twelve"
                                              .split())}
_COUNT = r"(\d+|" + "|".join(_NUMBER_WORDS) + r"|an?)"
# "the install took 3 days instead of 1", "took two weeks instead of the three days promised"
_UNIT = r"(minute|hour|day|week|month)s?"
_INSTEAD = re.compile(r"\btook (?:them |him |her |us |it )?" + _COUNT + r" (?:full |whole )?" + _UNIT +
                      r" instead of (?:the )?" + _COUNT + r"(?: " + _UNIT + ")?", re.I)
_UNIT_MINUTES = {"minute": 1, "hour": 60, "day": 1440, "week": 10080, "month": 43200}

_TIME = (r"(\d{1,2})(?::(\d\d))?\s*([ap])?\.?m?\.?"
         r"(?![\d:/]|st\b|nd\b|rd\b|th\b|\s*(?:min|hour|hr|day|week|month|year|ton|amp|%|x\b))")
_PROMISED = re.compile(r"\b(?:appointment|window|booked|scheduled|supposed to (?:be|come|arrive)(?: here| there)?|"
                       r"said|told (?:me|us)|promised|expected)\b[^.\d]{0,20}?\b(?:for|at|by|between|around)?\s*"
                       + _TIME, re.I)
_ARRIVED = re.compile(r"\b(?:(?:rolled|showed|turned|got|came|arrived|pulled)\s*(?:up|in|here|there|over)?|"
                      r"sat (?:\w+ ){0,4}(?=until)|waited (?:\w+ ){0,3}(?=until))"
                      r"[^.\d]{0,15}?\b(?:at|around|closer to|after|past|until|till|til)\s+" + _TIME, re.I)


def _money(match) -> float:
    value = float(match.group(1).replace(",", ""))
    return value * 1000 if match.group(2) else value


def _minutes(match, after: int | None = None) -> int | None:
    """Minutes since midnight of a matched _TIME; without am/pm, the reading at or after `after`."""
    hour, minute, half = match.group(1, 2, 3)
    h, m = int(hour), int(minute or 0)
    if h > 23 or m > 59:
        return None
    if half:
        h = h % 12 + (12 if half.lower() == "p" else 0)
    elif after is not None and h < 12 and h * 60 + m < after:
        h += 12  # "for 9 ... at 11:45" is the morning; "said 1, got here closer to 2:30" the afternoon
    return h * 60 + m


def count(word: str) -> int:
    """A count written in figures or in words ("3", "three"); one for "a"."""
    word = word.lower()
    return int(word) if word.isdigit() else _NUMBER_WORDS.get(word, 1)


def _longer(match) -> bool:
    """Whether "took N units instead of M (units)" took longer than promised."""
    took, unit, promised, promised_unit = match.groups()
    promised_minutes = count(promised) * _UNIT_MINUTES[(promised_unit or unit).lower()]
    return count(took) * _UNIT_MINUTES[unit.lower()] > promised_minutes


_DIGIT = re.compile(r"\d")
# An upsell the writer found needless: "they quoted for a whole new board ... it only needed one rcd swapped"
# (their quote, not "the first company quoted", whom this business may have been the second opinion on).
NEEDLESS_UPSELL = -2.0
_UPSOLD = re.compile(r"\b(?:they|he|she) (?:quoted|wanted to (?:replace|put in|install|fit|sell)|said (?:we|i) needed|"
                     r"told (?:us|me) (?:we|i) needed)\b(?:(?!avoid|rather than|instead of)[^.]){0,30}?"
                     r"\b(?:whole|brand|full|complete|entire) new\b", re.I)
# ... unless the review has named another firm: "We'd had a quote from another firm first, they wanted ..."
_ANOTHER_FIRM = re.compile(r"\b(?:another|other|first|previous|last) (?:[\w-]+ )?" + FIRM + r"\b", re.I)
_ONLY_NEEDED = re.compile(r"\b(?:only|just) needed (?:one|a|an|a single|a new|a \$?\d+)\b", re.I)

# A count typed in capitals is indignation at how few or how many: "charged me $380 to replace ONE power
# point", "Three visits. THREE.", "I met the actual lawyer ONE time" (fourteen such reviews in the development
# sets, every one a complaint). Not "fixed in ONE visit", "only needed ONE trip", "ONE call and they were here",
# "ONE of the best", "FIVE STARS", nor a clause typed all in capitals.
SHOUTED_COUNT = -1.5
_SHOUTED = re.compile(r"(?<!\bin )(?<!\bwithin )(?<!\bIN )(?<!\bjust )(?<!\bonly )(?<!\bneeded )"
                      r"\b(?:ONE|TWO|THREE|FOUR|FIVE|SIX|SINGLE)\b"
                      r"(?! (?:OF|of|STARS?|stars?|THUMBS|thumbs|call|visit|trip|day|go|hour|morning|afternoon)\b)")
_LOWER = re.compile(r"[a-z]")


class Facts:
    """Reads one review's clauses in order; `valence(clause)` is what its stated facts add."""

    def __init__(self):
        self._quote: float | None = None
        self._promised: int | None = None
        self._upsold = False
        self._another_firm = False  # named in the review so far: a "they" after it may be that firm
        self._shouted = False  # a count in capitals counts once

    def valence(self, clause: str) -> float:
        total = 0.0
        if _DIGIT.search(clause):  # most clauses have no number: skip the scans
            total += self._bills(clause) + self._arrivals(clause)
        if "instead of" in clause:
            total += sum(LATER_THAN_PROMISED for m in _INSTEAD.finditer(clause) if _longer(m))
        return total + self._upsells(clause) + self._shouted_count(clause)

    def _shouted_count(self, clause: str) -> float:
        if self._shouted or not _SHOUTED.search(clause) or (not _LOWER.search(clause) and len(clause.split()) > 1):
            return 0.0  # (a clause all in capitals is shouting throughout: "GREAT JOB, TWO THUMBS UP"; not "THREE.")
        self._shouted = True
        return SHOUTED_COUNT

    def _upsells(self, clause: str) -> float:
        if _ANOTHER_FIRM.search(clause):
            self._another_firm = True
        after = 0
        upsold = _UPSOLD.search(clause) if " new" in clause.lower() and not self._another_firm else None
        if upsold is not None:
            self._upsold, after = True, upsold.end()
        if self._upsold and _ONLY_NEEDED.search(clause, after):
            self._upsold = False
            return NEEDLESS_UPSELL
        return 0.0

    def _bills(self, clause: str) -> float:
        total = 0.0
        # In the order of the amounts (a promise first where one amount is read both ways).
        events = sorted([(m.start(1), _PROMISE, _money(m)) for m in _QUOTED.finditer(clause)]
                        + [(m.start(1), _OUTCOME, _money(m)) for m in _CHARGED.finditer(clause)])
        for _, kind, amount in events:
            if kind == _PROMISE:
                self._quote = amount
            elif self._quote and amount >= self._quote * RISE:
                total += BILL_ABOVE_QUOTE
                self._quote = None
        return total

    def _arrivals(self, clause: str) -> float:
        total = 0.0
        events = sorted([(m.start(1), _PROMISE, m) for m in _PROMISED.finditer(clause)]
                        + [(m.start(1), _OUTCOME, m) for m in _ARRIVED.finditer(clause)], key=lambda e: e[:2])
        for _, kind, m in events:
            if kind == _PROMISE:
                self._promised = _minutes(m)
            elif self._promised is not None:
                arrived = _minutes(m, after=self._promised)
                if arrived is not None and arrived - self._promised >= LATE_MINUTES:
                    total += LATER_THAN_PROMISED
                self._promised = None
        return total
