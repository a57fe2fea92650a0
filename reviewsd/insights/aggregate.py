"""All per-review entries -> the insights document of interface.md section 2.

Only verified reviews reach this module. Counts are exact; percentages and scores are rounded for
reading. Example ids and quotes are chosen newest first, so the document is the same for the same
reviews.
"""
import datetime
from collections import Counter, defaultdict
from itertools import chain
from operator import itemgetter

from reviewsd.insights import aspects as taxonomy
from reviewsd.insights.trades import FAQ_BY_ASPECT

EXAMPLES = 5
TOP_PHRASES = 5
TREND_DAYS = 90  # the latest this many days against the same span before
TREND_MIN_REVIEWS = 3
TREND_STEP = 0.1  # change of the mean sentiment score that counts as a trend


def pct(part: int, whole: int) -> float:
    return round(100.0 * part / whole, 1) if whole else 0.0


def mean(values) -> float:
    values = list(values)
    return round(sum(values) / len(values), 3) if values else 0.0


POLARITY = {"positive": 1, "neutral": 0, "negative": -1}
_INDEXED = ("aspects", "technicians", "services", "service_areas", "problems", "_topics")


class Aggregator:
    def __init__(self, business: dict, reviews: list, entries: dict, trades):
        """`reviews`: verified reviews, newest first; `entries`: id -> analysed entry (those with text)."""
        self.business = business
        self.reviews = reviews
        self.entries = entries
        self.trades = trades
        self.with_text = [r for r in reviews if r["id"] in entries]
        # Reviews with text are known by their position in `with_text` (newest first); an edit's
        # derivation redoes all of this for 100,000 reviews, so the sums below run over flat lists.
        self._ids = [r["id"] for r in self.with_text]
        self._written = written = [entries[rid] for rid in self._ids]
        self._scores = [e["score"] for e in written]
        self._positive = [e["sentiment"] == "positive" for e in written]
        # One pass per key indexes who mentions what, so each aspect, technician, service, area,
        # problem and topic is a lookup rather than a pass over every review. An entry lists each
        # value once (analyse() makes it so; a cached one is exactly what it made).
        self._index: dict[str, dict[str, list[int]]] = {}
        for key in _INDEXED:
            buckets: defaultdict[str, list[int]] = defaultdict(list)
            for position, values in enumerate(map(itemgetter(key), written)):
                for value in values:
                    buckets[value].append(position)
            self._index[key] = dict(buckets)
        self._said_cache: dict[str, dict] = {}
        self._overall: dict | None = None

    def _examples(self, positions: list) -> list:
        return [self._ids[p] for p in positions[:EXAMPLES]]

    def _mentioning(self, key: str, value: str) -> list:
        """Positions of the reviews whose entry lists `value` under `key`, newest first."""
        return self._index[key].get(value, [])

    def aspects(self) -> list:
        out = []
        # (aspect, polarity) pairs counted in one pass, in C (an edit's derivation counts 100,000 reviews)
        counts = Counter(chain.from_iterable(map(dict.items, map(itemgetter("aspects"), self._written))))
        # ... and (aspect, phrase) pairs, but for an aspect the text model found the review does not speak of
        said = Counter([(aspect, phrase) for entry in self._written for aspect, found in entry["_phrases"].items()
                        if aspect in entry["aspects"] for phrase in found])
        phrases: dict[str, dict] = defaultdict(dict)
        for (aspect, phrase), n in said.items():
            phrases[aspect][phrase] = n
        for aspect, label in taxonomy.TAXONOMY:
            mentioning = self._mentioning("aspects", aspect)
            positive, neutral, negative = (counts[aspect, p] for p in ("positive", "neutral", "negative"))
            n = len(mentioning)
            out.append({
                "id": aspect, "label": label, "mention_count": n,
                "positive_count": positive, "neutral_count": neutral,
                "negative_count": negative, "positive_pct": pct(positive, n),
                "score": round((positive - negative) / n, 3) if n else 0.0,
                "top_phrases": sorted(phrases[aspect], key=lambda p: (-phrases[aspect][p], p))[:TOP_PHRASES],
                "example_review_ids": self._examples(mentioning),
            })
        return out

    def _entity(self, mentioning: list) -> dict:
        n = len(mentioning)
        positive = sum(map(self._positive.__getitem__, mentioning))
        score = round(sum(map(self._scores.__getitem__, mentioning)) / n, 3) if n else 0.0  # as mean()
        return {"mention_count": n, "positive_pct": pct(positive, n), "score": score,
                "example_review_ids": self._examples(mentioning)}

    def entities(self) -> dict:
        technicians = [{"name": name, **self._entity(self._mentioning("technicians", name))}
                       for name in _declared_strings(self.business.get("technicians"))]
        services = []
        for service in _declared_services(self.business.get("services")):
            found = self._entity(self._mentioning("services", service["id"]))
            services.append({"id": service["id"], "label": service["label"], **found})
        areas = []
        for name in _declared_strings(self.business.get("service_areas")):
            mentioning = self._mentioning("service_areas", name)
            areas.append({"name": name, "mention_count": len(mentioning),
                          "example_review_ids": self._examples(mentioning)})
        return {"technicians": technicians, "services": services, "problems": self._slugged("problems"),
                "service_areas": areas}

    def _slugged(self, kind: str) -> list:
        labels = {}
        for trade in self.trades:
            labels.update({slug: label for slug, (label, _) in getattr(trade, kind).items()})
        key = "problems" if kind == "problems" else "_topics"
        out = []
        for slug, label in labels.items():
            mentioning = self._mentioning(key, slug)
            if mentioning:
                found = self._entity(mentioning)
                out.append({"id": slug, "label": label, "mention_count": found["mention_count"],
                            "score": found["score"], "example_review_ids": found["example_review_ids"]})
        out.sort(key=lambda x: (-x["mention_count"], x["id"]))
        return out

    def topics(self) -> list:
        return self._slugged("topics")

    def temporal(self) -> dict:
        months: dict = {}
        for r in self.reviews:
            months.setdefault(r["date"][:7], []).append(r)
        monthly = []
        if months:
            first, last = min(months), max(months)
            year, month = int(first[:4]), int(first[5:])
            while f"{year:04d}-{month:02d}" <= last:
                key = f"{year:04d}-{month:02d}"
                reviews = months.get(key, [])
                scores = [self.entries[r["id"]]["score"] for r in reviews if r["id"] in self.entries]
                monthly.append({
                    "month": key, "review_count": len(reviews),
                    "avg_rating": round(sum(r["rating"] for r in reviews) / len(reviews), 2) if reviews else None,
                    "sentiment_score": mean(scores) if scores else None,
                })
                year, month = (year + 1, 1) if month == 12 else (year, month + 1)
        return {"monthly": monthly, "trend": self.trend()}

    def trend(self) -> str:
        """The mean sentiment (of the text; the stars for rating-only reviews) of the latest 90 days
        against the 90 before."""
        if not self.reviews:
            return "stable"
        latest = datetime.date.fromisoformat(self.reviews[0]["date"])
        recent, before = [], []
        for r in self.reviews:
            age = (latest - datetime.date.fromisoformat(r["date"])).days
            entry = self.entries.get(r["id"])
            value = entry["score"] if entry else (r["rating"] - 3) / 2
            if age < TREND_DAYS:
                recent.append(value)
            elif age < 2 * TREND_DAYS:
                before.append(value)
            else:
                break
        if len(recent) < TREND_MIN_REVIEWS or len(before) < TREND_MIN_REVIEWS:
            return "stable"
        change = sum(recent) / len(recent) - sum(before) / len(before)
        return "improving" if change >= TREND_STEP else "declining" if change <= -TREND_STEP else "stable"

    def overall(self) -> dict:
        if self._overall is None:  # the document and the summary both read it
            written = self._written  # the entries of with_text, in its order
            counts = Counter(e["sentiment"] for e in written)
            n = len(written)
            self._overall = {"score": mean(e["score"] for e in written),
                             "positive_pct": pct(counts["positive"], n), "neutral_pct": pct(counts["neutral"], n),
                             "negative_pct": pct(counts["negative"], n)}
        return dict(self._overall)

    def _said(self, aspect: str, polarity: str, count: int) -> list:
        """(review id, clause) pairs: what reviewers said about `aspect`, strongest first, newest on ties."""
        by_polarity = self._said_cache.get(aspect)
        if by_polarity is None:  # the FAQ and the summary ask for the same ones: one pass per aspect
            by_polarity = {p: [] for p in POLARITY}
            for order, position in enumerate(self._mentioning("aspects", aspect)):  # newest first
                e = self._written[position]
                said = e["_said"].get(aspect)
                stated = e["aspects"][aspect]
                if said and said[2] == POLARITY[stated]:
                    by_polarity[stated].append((-said[1], order, self._ids[position], said[0]))
            for found in by_polarity.values():
                found.sort()
            self._said_cache[aspect] = by_polarity
        return [(rid, clause) for _, _, rid, clause in by_polarity[polarity][:count]]

    def faq(self, aspects: list) -> list:
        by_id = {a["id"]: a for a in aspects}
        trade = self.trades[0].id
        out = []
        for question, aspect in FAQ_BY_ASPECT.get(trade, FAQ_BY_ASPECT["generic"]):
            a = by_id[aspect]
            if not a["mention_count"]:
                continue
            majority = "positive" if a["positive_count"] >= a["negative_count"] else "negative"
            quotes = self._said(aspect, majority, 2)
            minority = "negative" if majority == "positive" else "positive"
            other = self._said(aspect, minority, 1)
            answer = (f"{a['positive_count']} of the {a['mention_count']} reviews that speak of "
                      f"{a['label'].lower()} are positive and {a['negative_count']} negative.")
            if quotes:
                answer += " Customers wrote: " + "; ".join(f"\u201c{_sentence(c)}\u201d" for _, c in quotes) + "."
            if other:
                answer += f" On the other side: \u201c{_sentence(other[0][1])}\u201d."
            out.append({"question": question, "answer": answer,
                        "source_review_ids": [rid for rid, _ in quotes + other]})
        entities = self.entities_cache
        named = [t for t in entities["technicians"] if t["mention_count"]]
        if named:
            named.sort(key=lambda t: (-t["mention_count"], t["name"]))
            parts = [f"{t['name']} ({t['mention_count']} review{'s' if t['mention_count'] != 1 else ''}, "
                     f"{t['positive_pct']:g}% positive)" for t in named[:5]]
            out.append({"question": "Who will do the work?",
                        "answer": "Customers mention " + ", ".join(parts) + ".",
                        "source_review_ids": _unique(i for t in named[:5] for i in t["example_review_ids"][:1])})
        places = [s for s in entities["service_areas"] if s["mention_count"]]
        if places:
            places.sort(key=lambda s: (-s["mention_count"], s["name"]))
            out.append({"question": "Which areas do they serve?",
                        "answer": "Reviews come from customers in " + ", ".join(s["name"] for s in places) + ".",
                        "source_review_ids": _unique(i for s in places for i in s["example_review_ids"][:1])})
        return out

    def summary(self, aspects: list) -> tuple[str | None, str | None]:
        if not self.reviews:
            return None, None
        n = len(self.reviews)
        average = sum(r["rating"] for r in self.reviews) / n
        overall = self.overall()
        text = (f"{n} verified review{'s' if n != 1 else ''} of {self.business.get('name', 'this business')}, "
                f"averaging {average:.1f} of 5 stars; {overall['positive_pct']:g}% of the written ones are positive.")
        praised = sorted((a for a in aspects if a["positive_count"]), key=lambda a: (-a["positive_count"], a["id"]))[:2]
        if praised:
            text += " Most praised: " + " and ".join(a["label"].lower() for a in praised)
            quote = self._said(praised[0]["id"], "positive", 1)
            text += (f" (\u201c{_sentence(quote[0][1])}\u201d)." if quote else ".")
        criticised = sorted((a for a in aspects if a["negative_count"]),
                            key=lambda a: (-a["negative_count"], a["id"]))[:1]
        if criticised:
            a = criticised[0]
            text += (f" Most often criticised: {a['label'].lower()} "
                     f"({a['negative_count']} of {a['mention_count']} mentions)")
            quote = self._said(a["id"], "negative", 1)
            text += (f", as in \u201c{_sentence(quote[0][1])}\u201d." if quote else ".")
        quotes = [(-e["_quote"][1], order, e["_quote"][0])
                  for order, (r, e) in enumerate(zip(self.with_text, self._written, strict=True))
                  if r["rating"] >= 4 and e["sentiment"] == "positive" and e.get("_quote")]
        return text, min(quotes)[2] if quotes else None

    def document(self, model: str, version: int, generated_at: str) -> dict:
        aspects = self.aspects()
        self.entities_cache = self.entities()
        summary, pull_quote = self.summary(aspects)
        from reviewsd.insights.analyse import published
        document = {
            "version": version, "generated_at": generated_at, "model": model,
            "review_count": len(self.reviews),
            "date_range": {"earliest": self.reviews[-1]["date"] if self.reviews else None,
                           "latest": self.reviews[0]["date"] if self.reviews else None},
            "overall_sentiment": self.overall(),
            "aspects": aspects,
            "entities": self.entities_cache,
            "topics": self.topics(),
            "temporal": self.temporal(),
            "per_review": {r["id"]: published(self.entries[r["id"]]) for r in self.with_text},
            "faq": self.faq(aspects),
        }
        if summary:
            document["summary"] = summary
        if pull_quote:
            document["pull_quote"] = pull_quote
        return document


def _sentence(clause: str) -> str:
    clause = clause.strip().rstrip(".!?,;")
    return clause[:1].upper() + clause[1:]


def _unique(ids) -> list:
    return list(dict.fromkeys(ids))


def _declared_strings(values) -> list:
    return list(dict.fromkeys(v for v in values or [] if isinstance(v, str) and v.strip()))


def _declared_services(values) -> list:
    seen, out = set(), []
    for s in values or []:
        if isinstance(s, dict) and isinstance(s.get("id"), str) and isinstance(s.get("label"), str) \
                and s["id"] not in seen:
            seen.add(s["id"])
            out.append(s)
    return out
