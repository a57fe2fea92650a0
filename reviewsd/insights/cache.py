"""Per-review results kept in state_dir, so an edit that adds one review analyses one review.

One append-only file, `state_dir/insights-cache.jsonl`: a header line {"fingerprint": ...}, then one
line `[key, entry]` per analysed review. The key is the review id and a hash of its text and rating;
the fingerprint covers the analyser's version and the declared lists the analysis reads (technicians,
services, service areas, categories), so a change to either invalidates everything.

Why append-only: with 100,000 reviews the whole cache is ~100 MB of JSON, and rewriting it for every
edit was most of an edit's derivation time. New results are appended (and fsynced); the file is
compacted (rewritten atomically with only the current reviews' entries) when stale lines would make it
more than twice the live size, or when it is damaged, so it stays bounded. A line that cannot be read
(a torn append after a crash, a damaged disk) is ignored and its review analysed again; a file that is
too big, has another fingerprint or no header is ignored whole and rebuilt.
"""
import hashlib
import logging
import os
from pathlib import Path

from reviewsd import jsonutil
from reviewsd.fileutil import atomic_write

log = logging.getLogger("reviewsd.data")

CACHE_FILE = "insights-cache.jsonl"
OLD_CACHE_FILE = "insights-cache.json"  # the one-document format of earlier builds: removed when seen
MAX_BYTES = 1 << 30  # a cache bigger than this is not ours to parse
STALE_SLACK = 1000  # lines beyond twice the live entries tolerated before compacting


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
        self._lines = 0  # entry lines in the file as loaded and appended since
        self._appendable = False  # the file has our header and ends with a whole line
        self._known: dict = {}  # what the file holds (loaded and added), for a rewrite

    def load(self) -> dict:
        self._lines, self._appendable, self._known = 0, False, {}
        if self.path is None:
            return {}
        _remove(self.path.with_name(OLD_CACHE_FILE))
        try:
            if self.path.stat().st_size > MAX_BYTES:
                return {}
            data = self.path.read_bytes()
        except OSError:
            return {}
        header, _, body = data.partition(b"\n")
        try:
            if jsonutil.loads(header) != {"fingerprint": self.fingerprint}:
                return {}
        except ValueError:
            return {}
        lines = body.splitlines()
        try:  # one parse for the whole file; line by line only when some line is damaged
            pairs = jsonutil.loads(b"[" + b",".join(lines) + b"]")
        except ValueError:
            pairs = []
            for line in lines:
                try:
                    pairs.append(jsonutil.loads(line))
                except ValueError:
                    pairs.append(None)
        entries = {}
        damaged = False
        for pair in pairs:
            if isinstance(pair, list) and len(pair) == 2 and isinstance(pair[0], str):
                entries[pair[0]] = pair[1]  # a later line for the same key wins
            else:
                damaged = True
        self._lines = len(lines)
        self._appendable = not damaged and (not body or body.endswith(b"\n"))
        self._known = entries
        return dict(entries)

    def add(self, fresh: dict) -> None:
        """Append newly analysed entries (a derivation interrupted later keeps them)."""
        if self.path is None or not fresh:
            return
        self._known.update(fresh)
        if not self._appendable:
            self.compact(self._known)
            return
        try:
            with open(self.path, "ab") as f:
                f.write(b"".join(jsonutil.dumps([k, v]) + b"\n" for k, v in fresh.items()))
                f.flush()
                os.fsync(f.fileno())
            self._lines += len(fresh)
        except (OSError, ValueError) as e:
            self._appendable = False
            log.warning("cannot keep the per-review insights cache in %s: %s", self.path, e)

    def settle(self, current: dict) -> None:
        """After a derivation: compact when stale lines dominate (the file stays bounded)."""
        if self.path is not None and (not self._appendable or self._lines > 2 * len(current) + STALE_SLACK):
            self.compact(current)

    def compact(self, entries: dict) -> None:
        if self.path is None:
            return
        lines = [jsonutil.dumps({"fingerprint": self.fingerprint})]
        lines += [jsonutil.dumps([k, v]) for k, v in entries.items()]
        try:
            atomic_write(self.path, b"\n".join(lines) + b"\n")
            self._lines, self._appendable, self._known = len(entries), True, dict(entries)
        except (OSError, ValueError) as e:
            # The insights are still right; only the next load will analyse everything again.
            self._appendable = False
            log.warning("cannot keep the per-review insights cache in %s: %s", self.path, e)


def _remove(path: Path) -> None:
    try:
        path.unlink()
    except OSError:
        pass
