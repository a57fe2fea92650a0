"""Derivation of insights at scale: `python -m bench.insights [--reviews 100000]`.

Measures what the loader's worker does (reviewsd.insights.derive.derive) on synthetic data whose
business declares technicians and services: cold (empty cache, the first start), warm (a restart:
every review cached) and incremental (one review added to the cached dataset). Targets (issue 12):
cold <= 60 s in the worker; one review added -> insights updated within the 5 s reload target.
"""
import argparse
import copy
import json
import tempfile
import time
from pathlib import Path

from bench import synthdata
from reviewsd.insights.cache import CACHE_FILE
from reviewsd.insights.derive import derive


def declare(reviews: dict) -> dict:
    """The synthetic business, declaring its technicians and services as a real one would."""
    reviews["business"]["technicians"] = list(synthdata.TECHNICIANS)
    reviews["business"]["services"] = [{"id": sid, "label": label.capitalize()}
                                       for sid, label in synthdata.SERVICES.items()]
    return reviews


def dataset(count: int) -> dict:
    reviews, _ = synthdata.generate(count)
    return declare(copy.deepcopy(reviews))


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
    rows = [("cold (empty cache)", cold, 60.0), ("warm (restart, all cached)", warm, 5.0),
            ("incremental (one review added)", incremental, 5.0)]
    print(f"derived insights for {args.reviews} reviews ({document['review_count']} verified, "
          f"{len(document['per_review'])} with text); cache {cache_mb:.1f} MB")
    for what, seconds, target in rows:
        print(f"  {what:<32} {seconds:7.2f} s   target <= {target:g} s   {'ok' if seconds <= target else 'OVER'}")
    print(json.dumps({"reviews": args.reviews, "cold_s": round(cold, 2), "warm_s": round(warm, 2),
                      "incremental_s": round(incremental, 2), "cache_mb": round(cache_mb, 1),
                      "added_review_seen": "01ZZZZZZZZZZZZZZZZZZZZZZZZ" in after["per_review"]}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
