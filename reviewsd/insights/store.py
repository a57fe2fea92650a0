"""The last derived insights document, kept in state_dir with the sha256 of the reviews it describes.

A load serves it at once when the reviews are still those (a restart, or an edit of another file), so
derived insights are never recomputed for nothing and never served for other reviews than theirs.
`state_dir/insights-derived.json`: the reviews' sha256 on the first line, the document on the second;
written atomically; one that cannot be read or does not match is ignored.
"""
import logging
from pathlib import Path

from reviewsd import jsonutil
from reviewsd.fileutil import atomic_write

log = logging.getLogger("reviewsd.data")

DERIVED_FILE = "insights-derived.json"
MAX_BYTES = 1 << 30


def read(state_dir, reviews_sha256: str) -> tuple[dict, bytes] | None:
    """(the document, its JSON as stored: the body to serve, not encoded again), or None."""
    if state_dir is None:
        return None
    path = Path(state_dir) / DERIVED_FILE
    try:
        with open(path, "rb") as f:
            if f.readline(100).strip() != reviews_sha256.encode("ascii"):
                return None  # for other reviews: not even parsed
            if path.stat().st_size > MAX_BYTES:
                return None
            body = f.read()
            document = jsonutil.loads(body)
    except (OSError, ValueError):
        return None
    return (document, body) if isinstance(document, dict) else None


def write(state_dir, reviews_sha256: str, body: bytes) -> None:
    """Keep `body`, the document's JSON (jsonutil.dumps), for the reviews of `reviews_sha256`."""
    if state_dir is None:
        return
    path = Path(state_dir) / DERIVED_FILE
    try:
        atomic_write(path, reviews_sha256.encode("ascii") + b"\n" + body)
    except (OSError, ValueError) as e:  # served all the same; only a restart will derive them again
        log.warning("cannot keep the derived insights in %s: %s", path, e)
