"""Derivation of insights at scale: `python -m bench.insights [--reviews 100000]`.

Measures what the loader's worker does (reviewsd.insights.derive.derive) on synthetic data whose
business declares technicians and services: cold (empty cache, the first start), warm (a restart:
every review cached) and incremental (one review added to the cached dataset). Targets (issue 12):
cold <= 60 s in the worker; one review added -> insights updated within the 5 s reload target. And the
worst case: the slowest of reviews written to cost the analyser most (hostile_reviews).
"""
import argparse
import copy
import json
import tempfile
import time
from pathlib import Path

from bench import synthdata
from reviewsd.insights.analyse import Analyser
from reviewsd.insights.cache import CACHE_FILE
from reviewsd.insights.derive import derive


def declare(reviews: dict) -> dict:
    """The synthetic business, declaring its technicians and services as a real one would."""
    reviews["business"]["technicians"] = list(synthdata.TECHNICIANS)
    reviews["business"]["services"] = [{"id": sid, "label": label.capitalize()}
                                       for sid, label in synthdata.SERVICES.items()]
    return reviews


# One review, however it is written, is analysed within a tenth of the reload target: a reload that
# adds a few such reviews still shows within it.
WORST_REVIEW_S = 0.5
WORST_BUILD_S = 10.0  # a hostile business's analyser, built once in the loader's worker (not on the event loop)


def dataset(count: int) -> dict:
    reviews, _ = synthdata.generate(count)
    return declare(copy.deepcopy(reviews))


# Reviews written to cost the analyser most (issue 12: "what does the worst value cost"): 100,000
# characters each of what made its rules slow once (a run of whitespace, a firm's surnames listed
# with commas, one unpunctuated sentence, label words repeated, sentence ends, visa numbers, a number of
# digits and commas without end, a declared city centre named again and again).
HOSTILE_CHARS = 100_000


def hostile_reviews() -> dict:
    sentence = "the plumber fixed our water heater and the drain but the tenant said my landlord "
    n = HOSTILE_CHARS
    return {"whitespace": "Great work" + " " * n + "but pricey.", "surnames and commas": "Feldman, " * (n // 9),
            "and the": "and the " * (n // 8), "one sentence": sentence * (n // len(sentence)), "one word": "a" * n,
            "sentence ends": ". " * (n // 2), "numbers": "820 " * (n // 4), "lines": "x \n" * (n // 3),
            "label words": "drain water heater evict tenant partner visa estate " * (n // 52),
            "digits and commas": "$" + "1," * (n // 2), "the centre": "the cbd " * (n // 8)}


# Made-up words for hostile businesses' labels, 400 syllables: "ban", "bap", ... "muz".
_SYLLABLES = [c + v + d for c in "bcdfghjklm" for v in "aeiou" for d in "nprstvwz"]


def worst_case() -> tuple[str, float]:
    """(which hostile review took longest to analyse, its seconds), for a business whose catalogue is
    the largest: every trade's categories, services of each kind, a landlord-tenant pair."""
    business = {"name": "Feldman Ortiz & Kaye", "categories": ["Plumber", "HVAC Contractor", "Electrician", "Law Firm"],
                "technicians": [*synthdata.TECHNICIANS, "Joy Feldman", "Hector Ortiz", "Rebecca Kaye"],
                "services": declare({"business": {}})["business"]["services"] + [
                    {"id": "evictions", "label": "Evictions for Landlords"}, {"id": "tenants", "label": "Tenant Defense"},
                    {"id": "partner", "label": "Partner Visas"}, {"id": "estate", "label": "Estate Disputes & Litigation"}],
                "service_areas": ["Long Island City", "South Philadelphia", "Fuquay-Varina", "Las Vegas", "Sydney CBD"]}
    analyser = Analyser(business)
    analyser.analyse("Warm-up: the models and patterns load on first use.", 5)
    timings = [(name, timed(lambda text=text: analyser.analyse(text, 3))[1]) for name, text in hostile_reviews().items()]
    # A business declaring 2,000 labels that overlap ("Purchase Bab" and "Purchase Bab Cab"), and a review naming
    # hundreds of them: what each label's rules cost once per review, not once per pair of labels.
    names = [f"{a}{b} {b}" for a in _SYLLABLES[:40] for b in _SYLLABLES[:25]]  # 1,000 pairs of words
    labels = [{"id": f"{kind}{k}", "label": "Purchase " + (name if kind == "n" else name.split()[0])}
              for k, name in enumerate(names) for kind in "bn"]
    many = Analyser({"name": "Acme Conveyancing", "categories": ["Conveyancer"], "services": labels})
    text = "We bought " + " ".join(names[:250]) + ". " + "Ok. " * 2000
    timings.append(("2,000 overlapping labels", timed(lambda: many.analyse(text, 3))[1]))
    return max(timings, key=lambda pair: pair[1])


def compound_labels_build() -> float:
    """Seconds to build the analyser of a business declaring 2,000 labels that each make a compound of one word with
    another's ("Babn Pumps" beside "Heat Pump Repairs" and 49 more "... Pump Repairs"): what keeping a label's lone
    word out of other labels' compounds costs (services._not_anothers_compound, bounded by _MOST_COMPOUNDS)."""
    words = [f"{a}{b}" for a in _SYLLABLES[:50] for b in _SYLLABLES[:40]]  # 2,000 made-up words
    labels = [{"id": f"s{k}", "label": f"{word.capitalize()} & Pumps"} for k, word in enumerate(words)]
    labels += [{"id": f"h{k}", "label": f"{word.capitalize()} Pump Repairs"} for k, word in enumerate(words[:50])]
    return timed(lambda: Analyser({"categories": ["Plumber"], "services": labels}))[1]


def huge_declarations_build() -> float:
    """Seconds to build the analyser of a business declaring a place of one 100,000-letter word, a label of 20,000
    words and a technician of 5,000: what a place's short forms (one alternative per letter: areas._LONGEST_SHORTENED)
    and a label's patterns (per pair and per part of its words: services._MOST_LABEL_WORDS) would cost unbounded."""
    business = {"categories": ["Plumber"], "service_areas": ["Kaiteriteri", "ab" * 50_000],
                "services": [{"id": "drains", "label": "Blocked Drains"}, {"id": "pipes", "label": "pipe " * 20_000}],
                "technicians": ["Hemi Walker", " ".join(["Grant"] * 5_000)]}
    return timed(lambda: Analyser(business))[1]


def timed(fn):
    started = time.perf_counter()
    value = fn()
    return value, time.perf_counter() - started


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--reviews", type=int, default=100_000)
    args = parser.parse_args(argv)
    data = dataset(args.reviews)
    with tempfile.TemporaryDirectory() as state:
        document, cold = timed(lambda: derive(data, state))
        _, warm = timed(lambda: derive(data, state))
        added = copy.deepcopy(data)
        added["reviews"].append({**added["reviews"][0], "id": "01ZZZZZZZZZZZZZZZZZZZZZZZZ", "verified": True,
                                 "date": synthdata.TODAY.isoformat(),
                                 "text": "Marco came the same day and fixed the leak. Fair price, no mess."})
        after, incremental = timed(lambda: derive(added, state))
        cache_mb = (Path(state) / CACHE_FILE).stat().st_size / 1e6
    worst, worst_s = worst_case()
    rows = [("cold (empty cache)", cold, 60.0), ("warm (restart, all cached)", warm, 5.0),
            ("incremental (one review added)", incremental, 5.0),
            (f"worst review ({worst}, 100 KB)", worst_s, WORST_REVIEW_S),
            ("build, 2,050 compound labels", compound_labels_build(), WORST_BUILD_S),
            ("build, huge declared names", huge_declarations_build(), WORST_BUILD_S)]
    print(f"derived insights for {args.reviews} reviews ({document['review_count']} verified, "
          f"{len(document['per_review'])} with text); cache {cache_mb:.1f} MB")
    for what, seconds, target in rows:
        print(f"  {what:<32} {seconds:7.2f} s   target <= {target:g} s   {'ok' if seconds <= target else 'OVER'}")
    print(json.dumps({"reviews": args.reviews, "cold_s": round(cold, 2), "warm_s": round(warm, 2),
                      "incremental_s": round(incremental, 2), "cache_mb": round(cache_mb, 1),
                      "worst_review": worst, "worst_review_s": round(worst_s, 3),
                      "added_review_seen": "01ZZZZZZZZZZZZZZZZZZZZZZZZ" in after["per_review"]}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
