"""The subscription table: active subscriptions in memory, saved to a file in state_dir.

Only verified (active) subscriptions are stored; one still pending verification is lost in a crash,
which is harmless because the subscriber was never told it is active. Writes are atomic (see
fileutil), so a crash or SIGKILL leaves either the previous table file or the new one.
"""
import logging
import os
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from urllib.parse import urlsplit

from reviewsd import jsonutil
from reviewsd.fileutil import atomic_write

log = logging.getLogger("reviewsd.hub")

TABLE_FILE = "subscriptions.json"
FORMAT_VERSION = 1


@dataclass
class Subscription:
    callback: str
    topic: str
    lease_seconds: int
    expires_at: float  # wall-clock seconds: leases outlive restarts
    secret: str | None = None
    created_at: float = 0.0

    @property
    def key(self) -> tuple:
        return (self.callback, self.topic)

    @property
    def host(self) -> str:
        return (urlsplit(self.callback).hostname or "").lower()


class SubscriptionTable:
    def __init__(self, state_dir, clock=time.time):
        self.path = Path(state_dir) / TABLE_FILE
        self.clock = clock
        self._active: dict[tuple, Subscription] = {}
        self.topic_etags: dict[str, str] = {}  # topic -> ETag of the body last announced to subscribers
        self.changes = 0  # bumped on every change; the save task writes when it moved
        self.saved_changes = 0
        self.last_saved_at: float | None = None
        self.save_problem: str | None = None

    # -------------------------------------------------------------- the table
    def __len__(self):
        return len(self._active)

    def __iter__(self):
        return iter(list(self._active.values()))

    def get(self, callback: str, topic: str) -> Subscription | None:
        return self._active.get((callback, topic))

    def for_topic(self, topic: str) -> list:
        return [s for s in self._active.values() if s.topic == topic]

    def count_host(self, host: str) -> int:
        return sum(1 for s in self._active.values() if s.host == host)

    def activate(self, callback: str, topic: str, lease_seconds: int, secret: str | None) -> Subscription:
        """Create or renew: a renewal takes the new lease and the new secret (or none)."""
        now = self.clock()
        old = self._active.get((callback, topic))
        sub = Subscription(callback, topic, lease_seconds, now + lease_seconds, secret,
                           old.created_at if old else now)
        self._active[sub.key] = sub
        self.changes += 1
        return sub

    def set_topic_etag(self, topic: str, etag: str) -> None:
        self.topic_etags[topic] = etag
        self.changes += 1

    def remove(self, callback: str, topic: str) -> Subscription | None:
        sub = self._active.pop((callback, topic), None)
        if sub is not None:
            self.changes += 1
        return sub

    def expire(self) -> list:
        now = self.clock()
        expired = [s for s in self._active.values() if s.expires_at <= now]
        for sub in expired:
            self.remove(sub.callback, sub.topic)
        return expired

    # -------------------------------------------------------------- persistence
    def encode(self) -> bytes:
        return jsonutil.dumps({"version": FORMAT_VERSION, "saved_at": self.clock(), "topics": self.topic_etags,
                               "subscriptions": [asdict(s) for s in self._active.values()]})

    def save(self, data: bytes | None = None, changes: int | None = None) -> None:
        """Write the table file (in a worker thread when called from the hub's periodic task)."""
        data = self.encode() if data is None else data
        changes = self.changes if changes is None else changes
        try:
            atomic_write(self.path, data)
        except OSError as e:
            self.save_problem = f"cannot write {self.path}: {e.strerror}"
            log.error("%s; subscriptions live on in memory and the write is retried", self.save_problem)
            return
        self.saved_changes = changes
        self.last_saved_at = self.clock()
        self.save_problem = None

    def restore(self, valid_topics) -> int:
        """Load the table file; a corrupt one is moved aside (never silently lost). Returns how many came back."""
        try:
            raw = self.path.read_bytes()
        except FileNotFoundError:
            return 0
        except OSError as e:
            log.error("cannot read %s: %s; starting with no subscriptions", self.path, e.strerror)
            return 0
        try:
            document = jsonutil.loads(raw)
            entries = document["subscriptions"]
            subs = [Subscription(**entry) for entry in entries]
            topic_etags = {str(k): str(v) for k, v in document.get("topics", {}).items()}
        except (ValueError, KeyError, TypeError) as e:
            aside = self.path.with_name(f"{TABLE_FILE}.corrupt-{int(self.clock())}")
            os.replace(self.path, aside)
            log.error("%s is not a valid subscription table file (%s); moved it to %s and started empty",
                      self.path, e.__class__.__name__, aside)
            return 0
        now = self.clock()
        self.topic_etags = {t: e for t, e in topic_etags.items() if t in valid_topics}
        for sub in subs:
            if sub.expires_at <= now:
                continue
            if sub.topic not in valid_topics:
                log.warning("dropping the subscription of %s to %s: no longer a topic of this hub",
                            sub.callback, sub.topic)
                continue
            self._active[sub.key] = sub
        self.saved_changes = self.changes
        return len(self._active)
