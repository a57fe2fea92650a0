"""The subscription table: active subscriptions in memory, saved to a file in state_dir.

Only verified (active) subscriptions are stored; one still pending verification is lost in a crash,
which is harmless because the subscriber was never told it is active. Writes are atomic (see
fileutil), so a crash or SIGKILL leaves either the previous table file or the new one.
"""
import logging
import math
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
        """Load the table file; one that does not parse or does not fit (wrong types) is moved aside,
        never silently lost, and the hub starts empty rather than the daemon not at all (under
        systemd's Restart=on-failure a crash here would loop). Returns how many came back."""
        try:
            raw = self.path.read_bytes()
        except FileNotFoundError:
            return 0
        except OSError as e:
            log.error("cannot read %s: %s; starting with no subscriptions", self.path, e.strerror)
            return 0
        try:
            subs, topic_etags = decode_table_file(raw)
        except TableFileError as e:
            self._move_aside(str(e))
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

    def _move_aside(self, why: str) -> None:
        stamp = time.strftime("%Y%m%dT%H%M%SZ", time.gmtime(self.clock()))
        aside = self.path.with_name(f"{TABLE_FILE}.corrupt-{stamp}")
        try:
            os.replace(self.path, aside)
        except OSError as e:
            log.error("%s is not a valid subscription table file (%s) and cannot be moved aside (%s); "
                      "starting with no subscriptions", self.path, why, e.strerror)
            return
        log.error("%s is not a valid subscription table file (%s); moved it to %s and started with no "
                  "subscriptions (subscribers keep receiving nothing until they subscribe again)",
                  self.path, why, aside)


class TableFileError(ValueError):
    pass


# The type of every field a stored subscription has: (types, required).
_FIELDS = {"callback": ((str,), True), "topic": ((str,), True), "lease_seconds": ((int,), True),
           "expires_at": ((int, float), True), "secret": ((str, type(None)), False),
           "created_at": ((int, float), False)}


def decode_table_file(raw: bytes) -> tuple[list, dict]:
    """(subscriptions, topic ETags) from the bytes of a table file; TableFileError says what is wrong, and where."""
    try:
        document = jsonutil.loads(raw)
    except (ValueError, OverflowError):
        raise TableFileError("not valid JSON") from None
    if not isinstance(document, dict):
        raise TableFileError("not a JSON object")
    entries = document.get("subscriptions")
    if not isinstance(entries, list):
        raise TableFileError("subscriptions: must be a list")
    topics = document.get("topics", {})
    if not isinstance(topics, dict) or not all(isinstance(v, str) for v in topics.values()):
        raise TableFileError("topics: must be an object of topic URL to ETag strings")
    subs = []
    for i, entry in enumerate(entries):
        if not isinstance(entry, dict):
            raise TableFileError(f"subscriptions[{i}]: must be an object")
        for key in entry.keys() - _FIELDS.keys():
            raise TableFileError(f"subscriptions[{i}].{key}: not a field of a subscription")
        for key, (types, required) in _FIELDS.items():
            if key not in entry:
                if required:
                    raise TableFileError(f"subscriptions[{i}].{key}: missing")
                continue
            value = entry[key]
            if isinstance(value, bool) or not isinstance(value, types) or (
                    isinstance(value, float) and not math.isfinite(value)):
                raise TableFileError(f"subscriptions[{i}].{key}: must be "
                                    + " or ".join("null" if t is type(None) else t.__name__ for t in types))
        subs.append(Subscription(**entry))
    return subs, dict(topics)
