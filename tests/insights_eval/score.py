"""Score the insights analyser against a labelled set: `python -m tests.insights_eval.score FILE [-v]`.

FILE: {"businesses": [{"key", "business": {...declared lists...}, "reviews": [{"id", "rating", "text",
"labels": {"sentiment", "aspects": {aspect: polarity}, "technicians", "services", "service_areas"}}]}]}.
Prints precision, recall and F1 (or accuracy) per measure, and with -v every disagreement.
Plain Python: it runs the same Analyser the daemon runs, one business at a time.
"""
import json
import sys
from dataclasses import dataclass, field
from pathlib import Path

from reviewsd.insights.analyse import Analyser

TARGETS = {  # issue 12
    "sentiment_accuracy": 0.97, "aspect_f1": 0.75, "aspect_polarity_accuracy": 0.85,
    "technician_f1": 0.95, "service_f1": 0.80, "service_area_f1": 0.97,
}


@dataclass
class PRF:
    tp: int = 0
    fp: int = 0
    fn: int = 0

    def add(self, predicted: set, expected: set) -> None:
        self.tp += len(predicted & expected)
        self.fp += len(predicted - expected)
        self.fn += len(expected - predicted)

    @property
    def precision(self):
        return self.tp / (self.tp + self.fp) if self.tp + self.fp else 1.0

    @property
    def recall(self):
        return self.tp / (self.tp + self.fn) if self.tp + self.fn else 1.0

    @property
    def f1(self):
        p, r = self.precision, self.recall
        return 2 * p * r / (p + r) if p + r else 0.0


@dataclass
class Accuracy:
    right: int = 0
    total: int = 0

    def add(self, ok: bool) -> None:
        self.right += bool(ok)
        self.total += 1

    @property
    def value(self):
        return self.right / self.total if self.total else 1.0


@dataclass
class Scores:
    sentiment: Accuracy = field(default_factory=Accuracy)
    disagreeing: Accuracy = field(default_factory=Accuracy)  # text against stars
    aspects: PRF = field(default_factory=PRF)
    polarity: Accuracy = field(default_factory=Accuracy)
    technicians: PRF = field(default_factory=PRF)
    services: PRF = field(default_factory=PRF)
    areas: PRF = field(default_factory=PRF)
    misses: list = field(default_factory=list)

    def summary(self) -> dict:
        return {
            "sentiment_accuracy": self.sentiment.value,
            "disagreeing_sentiment_accuracy": self.disagreeing.value,
            "disagreeing_count": self.disagreeing.total,
            "aspect_precision": self.aspects.precision, "aspect_recall": self.aspects.recall,
            "aspect_f1": self.aspects.f1, "aspect_polarity_accuracy": self.polarity.value,
            "technician_precision": self.technicians.precision, "technician_recall": self.technicians.recall,
            "technician_f1": self.technicians.f1,
            "service_precision": self.services.precision, "service_recall": self.services.recall,
            "service_f1": self.services.f1,
            "service_area_precision": self.areas.precision, "service_area_recall": self.areas.recall,
            "service_area_f1": self.areas.f1,
        }


def stars(rating: int) -> str:
    return "positive" if rating >= 4 else "negative" if rating <= 2 else "neutral"


def score(document: dict, only=None) -> Scores:
    s = Scores()
    for business in document["businesses"]:
        if only and business["key"] != only:
            continue
        analyser = Analyser(business["business"])
        for review in business["reviews"]:
            if not review.get("text"):
                continue
            got = analyser.analyse(review["text"], review.get("rating"))
            want = review["labels"]
            rid = f"{business['key']}/{review['id']}"
            s.sentiment.add(got["sentiment"] == want["sentiment"])
            if stars(review["rating"]) != want["sentiment"]:
                s.disagreeing.add(got["sentiment"] == want["sentiment"])
            if got["sentiment"] != want["sentiment"]:
                s.misses.append((rid, "sentiment", got["sentiment"], want["sentiment"], got["score"], review["text"]))
            s.aspects.add(set(got["aspects"]), set(want["aspects"]))
            if set(got["aspects"]) != set(want["aspects"]):
                s.misses.append((rid, "aspects", sorted(got["aspects"]), sorted(want["aspects"]), "", review["text"]))
            for aspect in set(got["aspects"]) & set(want["aspects"]):
                ok = got["aspects"][aspect] == want["aspects"][aspect]
                s.polarity.add(ok)
                if not ok:
                    s.misses.append((rid, f"polarity {aspect}", got["aspects"][aspect], want["aspects"][aspect], "",
                                     review["text"]))
            for kind, prf, key in (("technicians", s.technicians, "technicians"), ("services", s.services, "services"),
                                   ("service_areas", s.areas, "service_areas")):
                prf.add(set(got[key]), set(want[key]))
                if set(got[key]) != set(want[key]):
                    s.misses.append((rid, kind, sorted(got[key]), sorted(want[key]), "", review["text"]))
    return s


def main(argv=None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    verbose = "-v" in argv
    args = [a for a in argv if not a.startswith("-")]
    document = json.loads(Path(args[0]).read_text(encoding="utf-8"))
    only = args[1] if len(args) > 1 else None
    s = score(document, only)
    if verbose:
        for miss in s.misses:
            print(" | ".join(str(x) for x in miss))
        print()
    summary = s.summary()
    width = max(len(k) for k in summary)
    for key, value in summary.items():
        target = TARGETS.get(key)
        mark = "" if target is None else ("  ok" if value >= target else f"  BELOW {target}")
        print(f"{key:<{width}}  {value:.3f}{mark}" if isinstance(value, float) else f"{key:<{width}}  {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
