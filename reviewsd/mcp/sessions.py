"""MCP transport sessions: a bounded table with idle expiry and a fair share per client address.

A session id is a transport handle, not a credential (the data is public); it only needs to be
unguessable so that one client cannot end another's session.

Each session costs a small, bounded amount: of the client's `clientInfo` only a short summary
(name and version, truncated) is kept, never the object the client sent, which may be 63 KB of
nested lists that cost a megabyte once parsed.

One client address may hold at most a tenth of the table (at least MIN_SHARE): past that its own
oldest session goes. When the whole table is full, the least recently used session of the address
holding the most goes, so a flood of initializations from one address (or a few) evicts only the
flooder's sessions, never a quiet client's.
"""
import secrets
import time
from collections import OrderedDict

SHARE_DIVISOR = 10  # one address may hold a tenth of the table...
MIN_SHARE = 10  # ...and at least this many (a small table would otherwise allow one per address)
SUMMARY_CHARS = 64  # of each clientInfo string kept: enough for any real client's name and version
SUMMARY_FIELDS = ("name", "version")


def summarize_client(info) -> dict:
    """The part of a clientInfo worth keeping, bounded: at most 2 strings of SUMMARY_CHARS each."""
    if not isinstance(info, dict):
        return {}
    return {key: info[key][:SUMMARY_CHARS] for key in SUMMARY_FIELDS if isinstance(info.get(key), str)}


class Session:
    __slots__ = ("id", "protocol_version", "last_used", "initialized", "client", "address")

    def __init__(self, session_id: str, protocol_version: str, last_used: float, client: dict, address: str):
        self.id = session_id
        self.protocol_version = protocol_version
        self.last_used = last_used
        self.initialized = False
        self.client = client  # summarize_client() of what the client sent
        self.address = address


class SessionTable:
    def __init__(self, max_sessions: int, idle_seconds: float, clock=time.monotonic):
        self.max_sessions = max(1, int(max_sessions))
        self.max_per_address = min(self.max_sessions, max(MIN_SHARE, self.max_sessions // SHARE_DIVISOR))
        self.idle_seconds = idle_seconds
        self.clock = clock
        self._sessions: OrderedDict[str, Session] = OrderedDict()  # least recently used first
        self._by_address: dict[str, OrderedDict] = {}  # address -> its session ids, least recent first

    def __len__(self):
        return len(self._sessions)

    def count(self, address: str) -> int:
        return len(self._by_address.get(address, ()))

    def create(self, protocol_version: str, client_info, address: str = "") -> Session:
        """A new session for a client at `address`; makes room first (its own oldest go first)."""
        own = self._by_address.get(address)
        if own is not None and len(own) >= self.max_per_address:
            self._drop(next(iter(own)))
        if len(self._sessions) >= self.max_sessions:
            largest = max(self._by_address.values(), key=len)
            self._drop(next(iter(largest)))
        session = Session(secrets.token_urlsafe(32), protocol_version, self.clock(),
                          summarize_client(client_info), address)
        self._sessions[session.id] = session
        self._by_address.setdefault(address, OrderedDict())[session.id] = None
        return session

    def get(self, session_id: str) -> Session | None:
        """The live session with this id, marked as used now; None if unknown, ended or expired."""
        session = self._sessions.get(session_id)
        if session is None:
            return None
        now = self.clock()
        if now - session.last_used > self.idle_seconds:
            self._drop(session_id)
            return None
        session.last_used = now
        self._sessions.move_to_end(session_id)
        self._by_address[session.address].move_to_end(session_id)
        return session

    def end(self, session_id: str) -> bool:
        return self._drop(session_id)

    def _drop(self, session_id: str) -> bool:
        session = self._sessions.pop(session_id, None)
        if session is None:
            return False
        own = self._by_address[session.address]
        del own[session_id]
        if not own:
            del self._by_address[session.address]  # the address table must not grow with every address seen
        return True

    def expire_idle(self) -> int:
        """Drop every idle session; the table is in use order, so the oldest come first."""
        cutoff = self.clock() - self.idle_seconds
        dropped = 0
        while self._sessions:
            oldest = next(iter(self._sessions.values()))
            if oldest.last_used >= cutoff:
                break
            self._drop(oldest.id)
            dropped += 1
        return dropped
