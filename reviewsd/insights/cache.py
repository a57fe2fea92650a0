"""Per-review results kept in state_dir, so an edit that adds one review analyses one review.

One file, `state_dir/insights-cache.json`: {"fingerprint", "entries": {key: entry}}. The key is the
review id and a hash of its text and rating; the fingerprint covers the analyser's version and the declared lists
the analysis reads (technicians, services, service areas, categories), so a change to either
invalidates everything. The file holds only the current reviews' entries (it is rewritten whole, so
it never outgrows the dataset) and is written atomically; one that cannot be read or does not fit is
ignored and rebuilt.
"""
import hashlib
import logging
from pathlib import Path

from reviewsd import jsonutil
from reviewsd.fileutil import atomic_write

log = logging.getLogger("reviewsd.data")

CACHE_FILE = "insights-cache.json"
MAX_BYTES = 1 << 30  # a cache bigger than this is not ours to parse


def review_key(review: dict) -> str:
    # The rating is part of it: the stars decide a mixed review's sentiment (analyse.review_sentiment).
    digest = hashlib.blake2b(f"{review['rating']}\n{review['text']}".encode("utf-8", "surrogatepass"),
                             digest_size=12).hexdigest()
    return f"{review['id']}:{digest}"


def fingerprint(version: str, business: dict) -> str:
    declared = {k: business.get(k) for k in ("technicians", "services", "service_areas", "categories")}
    return hashlib.blake2b(jsonutil.dumps([version, declared]), digest_size=16).hexdigest()


class Cache:
    def __init__(self, state_dir, fingerprint_: str):
        self.path = Path(state_dir) / CACHE_FILE if state_dir is not None else None
        self.fingerprint = fingerprint_

    def load(self) -> dict:
        if self.path is None:
            return {}
        try:
            if self.path.stat().st_size > MAX_BYTES:
                return {}
            document = jsonutil.loads(self.path.read_bytes())
        except (OSError, ValueError):
            return {}
        if (not isinstance(document, dict) or document.get("fingerprint") != self.fingerprint
                or not isinstance(document.get("entries"), dict)):
            return {}
        return document["entries"]

    def save(self, entries: dict) -> None:
        if self.path is None:
            return
        try:
            atomic_write(self.path, jsonutil.dumps({"fingerprint": self.fingerprint, "entries": entries}))
        except (OSError, ValueError) as e:
            # The insights are still right; only the next load will analyse everything again.
            log.warning("cannot keep the per-review insights cache in %s: %s", self.path, e)
