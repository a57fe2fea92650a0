"""derive(reviews_doc, state_dir): the insights document for a reviews document (interface.md section 6).

A pure, picklable top-level function, so the loader can call it in its worker process. Unverified
reviews are dropped before anything else looks at the data: nothing of theirs can reach the document.
"""
import datetime
import gc
import logging
import time

from reviewsd import __version__
from reviewsd.insights import parallel, textmodel
from reviewsd.insights.aggregate import Aggregator
from reviewsd.insights.analyse import Analyser, declared_inputs
from reviewsd.insights.cache import Cache, fingerprint, review_key
from reviewsd.insights.trades import trades_for

log = logging.getLogger("reviewsd.data")

CHUNK = 5000  # reviews analysed between two appends to the cache (an interrupted cold start keeps them)
ANALYSER_VERSION = "503"  # bump when analysis changes, so cached per-review results are redone
TAXONOMY_VERSION = 1


def model_name() -> str:
    return f"reviewsd/{__version__} lexicon"


def has_text(review: dict) -> bool:
    return isinstance(review.get("text"), str) and bool(review["text"].strip())


def derive(reviews_doc: dict, state_dir=None, now: datetime.datetime | None = None) -> dict:
    """The derived insights document of a reviews document (per-review results cached in state_dir)."""
    # The cyclic collector would rescan the ever larger heap of entries again and again (measured: it
    # made 100,000 reviews 7 times slower than 20,000 rather than 5); the analysis makes no cycles.
    enabled = gc.isenabled()
    gc.disable()
    try:
        return _derive(reviews_doc, state_dir, now)
    finally:
        if enabled:
            gc.enable()


def _derive(reviews_doc: dict, state_dir, now) -> dict:
    started = time.monotonic()
    business = reviews_doc.get("business") or {}
    verified = [r for r in reviews_doc.get("reviews", []) if r.get("verified") is True]
    verified.sort(key=lambda r: (r["date"], r["id"]), reverse=True)
    # The trained text model is part of the analysis: a retrained one redoes the cache as a bump would.
    cache = Cache(state_dir, fingerprint(f"{ANALYSER_VERSION}+{textmodel.version()}", declared_inputs(business)))
    cached = cache.load()
    keys = {r["id"]: review_key(r) for r in verified if has_text(r)}
    todo = [r for r in verified if r["id"] in keys and keys[r["id"]] not in cached]
    fresh: dict = {}
    if todo:
        analyser = Analyser(business)

        def keep(chunk: dict) -> None:
            cache.add(chunk)
            fresh.update(chunk)
        parallel.analyse_all(analyser.analyse, [(keys[r["id"]], r["text"], r["rating"]) for r in todo],
                             state_dir, keep, CHUNK)
        trades = analyser.trades
    else:
        trades = trades_for(business.get("categories"))
    entries = {}
    current = {}
    for rid, key in keys.items():
        entry = fresh.get(key) or cached[key]
        entries[rid] = entry
        current[key] = entry
    cache.settle(current)
    moment = (now or datetime.datetime.now(datetime.timezone.utc)).replace(microsecond=0)
    document = Aggregator(business, verified, entries, trades).document(
        model_name(), TAXONOMY_VERSION, moment.isoformat().replace("+00:00", "Z"))
    log.info("derived insights from %d verified reviews (%d analysed, %d from the cache) in %.1f s",
             len(verified), len(todo), len(keys) - len(todo), time.monotonic() - started)
    return document
