"""MCP transport sessions: a bounded table with idle expiry.

A session id is a transport handle, not a credential (the data is public); it only needs to be
unguessable so that one client cannot end another's session. When the table is full the least
recently used session goes: clients then get 404 and, as the specification requires, start anew,
so a flood of initializations cannot lock out new clients.
"""
import secrets
import time
from collections import OrderedDict
from dataclasses import dataclass, field


@dataclass
class Session:
    id: str
    protocol_version: str
    last_used: float
    initialized: bool = False
    client: dict = field(default_factory=dict)


class SessionTable:
    def __init__(self, max_sessions: int, idle_seconds: float, clock=time.monotonic):
        self.max_sessions = max(1, int(max_sessions))
        self.idle_seconds = idle_seconds
        self.clock = clock
        self._sessions: OrderedDict[str, Session] = OrderedDict()

    def __len__(self):
        return len(self._sessions)

    def create(self, protocol_version: str, client: dict) -> Session:
        session = Session(secrets.token_urlsafe(32), protocol_version, self.clock(), client=client)
        self._sessions[session.id] = session
        while len(self._sessions) > self.max_sessions:
            self._sessions.popitem(last=False)
        return session

    def get(self, session_id: str) -> Session | None:
        """The live session with this id, marked as used now; None if unknown, ended or expired."""
        session = self._sessions.get(session_id)
        if session is None:
            return None
        now = self.clock()
        if now - session.last_used > self.idle_seconds:
            del self._sessions[session_id]
            return None
        session.last_used = now
        self._sessions.move_to_end(session_id)
        return session

    def end(self, session_id: str) -> bool:
        return self._sessions.pop(session_id, None) is not None

    def expire_idle(self) -> int:
        """Drop every idle session; the table is in use order, so the oldest come first."""
        cutoff = self.clock() - self.idle_seconds
        dropped = 0
        while self._sessions:
            oldest = next(iter(self._sessions.values()))
            if oldest.last_used >= cutoff:
                break
            self._sessions.popitem(last=False)
            dropped += 1
        return dropped
