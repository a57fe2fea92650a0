"""Splitting review text into sentences, clauses and tokens: regular expressions, no model.

Reviews are short informal prose; a rule-based splitter that knows the usual abbreviations
(Mr., Dr., St., a.m.) is as good as a trained one here and needs nothing downloaded.
"""
import re

_ABBREVIATIONS = re.compile(r"\b(mr|mrs|ms|dr|st|jr|sr|vs|etc|approx|inc|ltd|co|no|ave|mt|ft|lt)\.", re.I)
_DOTTED = re.compile(r"\b([ap])\.m\.", re.I)
# Every whitespace run below is matched from its start only ((?<!\s)) and without giving any back (*+, ++):
# a review of a thousand spaces would otherwise be tried at each of them, and each of their splits
# (cubic: 1,000 spaces took 6 s to split into clauses).
_SENTENCE_END = re.compile(r"(?<=[.!?])[\"')\]]*+\s++|(?<![^\S\n])[^\S\n]*+\n\s*+")
_PROTECT = "\u2024"  # one-dot leader: stands in for a dot that does not end a sentence

# Where the second half of a sentence turns against the first ("great work but pricey"). The second
# half is what the writer means most (VADER weights it 1.5 against 0.5), and each half has its own
# aspect polarity. A "though" before a comma is an afterthought, no turn: "took 3 days to ring back
# though, which isn't great".
CONTRAST = re.compile(
    r"(?<![\s,;])(?:\s*+[,;]\s*+|\s++)\b(?=(?:but|however|although|though(?!\s*+(?:[.;!?]|$|,\s*+(?:which|that)\b))|except|yet|"
    r"unfortunately|sadly|otherwise|whereas|that said|that being said|having said that)\b)"
    r"|(?<!\s)\s*+;\s*+|(?<!\s)\s++-{1,2}\s++|(?<!\s)\s++\u2014\s*+",
    re.I)
CONTRAST_WORDS = frozenset(["but", "however", "although", "though", "except", "yet", "unfortunately", "sadly",
                            "otherwise", "whereas", "that said", "that being said", "having said that"])
# "and" joins two statements often enough that aspects in each deserve their own polarity
# ("the tech was great and the bill was outrageous"); split only where each side has a verb.
_AND = re.compile(r"(?<![\s,]),?\s++and\s++"
                  r"(?=(?:the|they|he|she|it|we|i|his|her|their|our|my|was|were|is|are|did|didn't|never)\b)", re.I)

TOKEN = re.compile(r"[a-z0-9]+(?:['\u2019][a-z]+)*|[!?]", re.I)


# Characters a sentence may have; a longer one (a review of no full stops) is cut at the last space
# before it. Rules that ask what else a sentence says ("bought" anywhere near "Banban") scan the rest of it
# from each word, so their cost grows with the square of its length: 2,000 declared labels and one
# 2,750-character sentence of their words took 0.4 s. The longest in 44,864 sentences written for our
# labelled sets has 281 characters.
MAX_SENTENCE = 1000
_LAST_SPACE = re.compile(r"\s(?=\S*\Z)")


def sentences(text: str) -> list[str]:
    protected = _ABBREVIATIONS.sub(lambda m: m.group(0)[:-1] + _PROTECT, text)
    protected = _DOTTED.sub(lambda m: m.group(1) + _PROTECT + "m" + _PROTECT, protected)
    out = []
    for part in _SENTENCE_END.split(protected):
        part = part.strip().replace(_PROTECT, ".")
        while len(part) > MAX_SENTENCE:
            space = _LAST_SPACE.search(part, 0, MAX_SENTENCE + 1)  # any white space: a tab, a no-break space
            cut = space.start() if space and space.start() > 0 else MAX_SENTENCE
            out.append(part[:cut].rstrip())
            part = part[cut:].lstrip()
        if part:
            out.append(part)
    return out


def _may_contrast(lowered: str) -> bool:
    """Whether CONTRAST can split this (lower-cased) sentence at all: substring tests are far cheaper
    than the split's scan, and most sentences have no turn in them."""
    return (";" in lowered or "-" in lowered or "\u2014" in lowered
            or any(word in lowered for word in CONTRAST_WORDS))


def opens_with_contrast(text: str) -> bool:
    """Whether a clause or sentence opens with a turn ("but ...", "That said: ...")."""
    opening = text.lower().lstrip(" ,;:")
    return any(opening.startswith(w) and not opening[len(w):len(w) + 1].isalpha() for w in CONTRAST_WORDS)


def clauses(sentence: str) -> list[tuple[str, bool]]:
    """(clause, follows a contrast) pairs of a sentence."""
    lowered = sentence.lower()
    split = CONTRAST.split(sentence) if _may_contrast(lowered) else [sentence]
    parts = [p for p in split if p and p.strip(" ,;")]
    out: list = []
    joined = "and" in lowered
    for i, part in enumerate(parts):
        contrast = i > 0 and opens_with_contrast(part)
        pieces = [p for p in (_AND.split(part) if joined else [part]) if p.strip()]
        out.extend((p, contrast and j == 0) for j, p in enumerate(pieces))
    return out


def tokens(text: str, lowered: bool = False) -> list[str]:
    text = text if lowered else text.lower()
    return TOKEN.findall(text.replace("\u2019", "'") if "\u2019" in text else text)
