"""One review's text -> its per_review entry, plus what aggregation needs (phrases, topics, a quote).

Sentiment of a review is that of its text, clause by clause: a clause after "but" counts 1.5 times,
the one before it half (VADER's contrast rule, applied across the split), and each aspect takes the
polarity of the clause that speaks of it, so "great work but pricey" is positive on quality of work
and negative on pricing.
"""
import re

from reviewsd.insights import aspects as taxonomy
from reviewsd.insights.entities import Areas, Services, Technicians, fold
from reviewsd.insights.sentiment import lexicon, normalise, valence
from reviewsd.insights.text import clauses, sentences
from reviewsd.insights.trades import compile_alternatives, trades_for

POSITIVE, NEGATIVE = 0.05, -0.05  # VADER's own thresholds on the normalised score
QUOTE_MIN, QUOTE_MAX = 40, 220  # characters a pull quote candidate may have


def label(score: float) -> str:
    return "positive" if score >= POSITIVE else "negative" if score <= NEGATIVE else "neutral"


class Analyser:
    """Everything that depends on the business (declared lists, trade), compiled once."""

    def __init__(self, business: dict):
        business = business if isinstance(business, dict) else {}
        categories = business.get("categories") or []
        areas = [a for a in business.get("service_areas") or [] if isinstance(a, str)]
        technicians = [t for t in business.get("technicians") or [] if isinstance(t, str)]
        people = {w for t in technicians for w in re.findall(r"[a-z]+", fold(t))}
        self.technicians = Technicians(technicians, avoid=frozenset(fold(a) for a in areas) & people)
        self.services = Services(business.get("services"), categories)
        self.areas = Areas(areas, people=people)
        self.trades = trades_for(categories)
        self.problems = [(slug, compile_alternatives(rx)) for t in self.trades for slug, (_, rx) in t.problems.items()]
        self.topics = [(slug, compile_alternatives(rx)) for t in self.trades for slug, (_, rx) in t.topics.items()]
        self._words = frozenset(lexicon())

    def analyse(self, text: str) -> dict:
        total = 0.0
        aspect_valence: dict[str, float] = {}
        aspect_seen: dict[str, int] = {}
        phrases: dict[str, list] = {}
        said: dict[str, tuple] = {}  # aspect -> (strength, the clause that says most about it)
        quote = None
        split = sentences(text)
        for sentence in split:
            parts = clauses(sentence)
            values = [valence(c) for c, _ in parts]
            weights = [1.0] * len(parts)
            for i, (_, after_contrast) in enumerate(parts):
                if after_contrast:
                    weights[i] = 1.5
                    weights[i - 1] = min(weights[i - 1], 0.5)
            sentence_total = sum(v * w for v, w in zip(values, weights))
            total += sentence_total
            for (clause, _), v in zip(parts, values):
                for aspect, cue in taxonomy.aspects_in(clause):
                    # A clause with no opinion words of its own takes its sentence's.
                    aspect_valence[aspect] = aspect_valence.get(aspect, 0.0) + (v if v else sentence_total * 0.5)
                    aspect_seen[aspect] = aspect_seen.get(aspect, 0) + 1
                    phrases.setdefault(aspect, []).append(cue.lower())
                    strength = abs(v)
                    if len(clause) <= QUOTE_MAX and (aspect not in said or strength > said[aspect][0]):
                        said[aspect] = (strength, clause.strip(" ,;-"))
            if QUOTE_MIN <= len(sentence) <= QUOTE_MAX and sentence_total > 0:
                if quote is None or sentence_total > quote[1]:
                    quote = [sentence, round(sentence_total, 3)]
        score = round(normalise(total), 4)
        overall = label(score)
        entry_aspects = {}
        for aspect, _ in taxonomy.TAXONOMY:
            if aspect in aspect_seen:
                v = normalise(aspect_valence[aspect])
                # No opinion anywhere near the mention: the review's overall tone is the best reading.
                entry_aspects[aspect] = label(v) if v else overall
        return {
            "sentiment": overall, "score": score, "aspects": entry_aspects,
            "technicians": self.technicians.find(text, self._words),
            "services": self.services.find(text, split),
            "problems": [slug for slug, rx in self.problems if rx.search(text)],
            "service_areas": self.areas.find(text),
            # Kept for aggregation (and in the cache), never published:
            "_phrases": {a: sorted(set(p))[:3] for a, p in phrases.items()},
            "_topics": [slug for slug, rx in self.topics if rx.search(text)],
            "_quote": quote,
            "_said": {a: [c, round(st, 3)] for a, (st, c) in said.items()},
        }


PUBLISHED = ("sentiment", "score", "aspects", "technicians", "services", "problems", "service_areas")


def published(entry: dict) -> dict:
    return {k: entry[k] for k in PUBLISHED}
