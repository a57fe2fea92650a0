"""Content distribution: POST the newest topic body to each subscription whose topic changed.

Per subscription there is at most one delivery in flight or waiting to retry. An edit that arrives
meanwhile only marks the subscription as wanting the newest content, so several quick edits
coalesce into one delivery, and a retry always sends what is current, never a stale body.
"""
import asyncio
import hashlib
import hmac
import logging
from dataclasses import dataclass

from tornado.ioloop import IOLoop

from reviewsd.hub.client import CallbackClient
from reviewsd.hub.verify import send_denial

log = logging.getLogger("reviewsd.hub")

MAX_FAILURES = 3  # consecutive failed deliveries before the subscription is removed
CONCURRENCY = 64  # deliveries in flight at once, over all subscriptions
ACK_CAP = 4096  # bytes of a subscriber's answer that are read


@dataclass
class _State:
    wanted: bool = False  # content newer than the last delivery is waiting
    running: bool = False
    failures: int = 0
    retry: object = None  # the IOLoop timeout of a scheduled retry


def signature(secret: str, body: bytes) -> str:
    return "sha256=" + hmac.new(secret.encode("utf-8"), body, hashlib.sha256).hexdigest()


class Deliverer:
    def __init__(self, hub, client: CallbackClient, retry_delay: float):
        self.hub = hub
        self.client = client
        self.retry_delay = retry_delay
        self.slots = asyncio.Semaphore(CONCURRENCY)
        self.states: dict[tuple, _State] = {}
        self.ok = 0
        self.failed = 0

    def notify(self, key: tuple) -> None:
        state = self.states.setdefault(key, _State())
        state.wanted = True
        if not state.running and state.retry is None:
            IOLoop.current().add_callback(self._run, key)

    def forget(self, key: tuple) -> None:
        state = self.states.pop(key, None)
        if state is not None and state.retry is not None:
            IOLoop.current().remove_timeout(state.retry)

    @property
    def in_flight(self) -> int:
        return sum(1 for s in self.states.values() if s.running or s.retry is not None)

    async def _run(self, key: tuple) -> None:
        state = self.states.get(key)
        if state is None or state.running:
            return
        state.running = True
        try:
            while state.wanted:
                state.wanted = False
                sub = self.hub.table.get(*key)
                rep = self.hub.topic_representation(key[1])
                if sub is None or rep is None:
                    self.states.pop(key, None)
                    return
                headers = {"Content-Type": rep.content_type, "Link": rep.link}
                if sub.secret:
                    headers["X-Hub-Signature"] = signature(sub.secret, rep.body)
                async with self.slots:
                    reply = await self.client.fetch(sub.callback, "POST", rep.body, headers, cap=ACK_CAP)
                if self.states.get(key) is not state:
                    return  # unsubscribed or removed while the request was out
                if reply.ok:
                    self.ok += 1
                    state.failures = 0
                    continue
                self.failed += 1
                if reply.status == 410:
                    log.info("%s answered 410 Gone: subscription to %s removed", sub.callback, sub.topic)
                    self.hub.remove(key, reason=None)
                    return
                state.failures += 1
                why = f"HTTP {reply.status}" if reply.status else reply.error
                if state.failures >= MAX_FAILURES:
                    log.warning("delivery to %s failed %d times in a row (%s): subscription removed",
                                sub.callback, state.failures, why)
                    self.hub.remove(key, reason=f"{MAX_FAILURES} consecutive deliveries failed")
                    return
                delay = self.retry_delay * 2 ** (state.failures - 1)
                log.info("delivery to %s failed (%s); retrying in %.0f s", sub.callback, why, delay)
                state.wanted = True
                state.retry = IOLoop.current().call_later(delay, self._retry, key)
                return
        finally:
            state.running = False

    def _retry(self, key: tuple) -> None:
        state = self.states.get(key)
        if state is not None:
            state.retry = None
            IOLoop.current().add_callback(self._run, key)

    def deny(self, callback: str, topic: str, reason: str) -> None:
        IOLoop.current().add_callback(send_denial, self.client, callback, topic, reason)
