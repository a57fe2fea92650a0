"""The Hub: accepts subscription requests, verifies them, delivers changed topics, keeps the table.

It learns of each new Snapshot (main() registers on_snapshot) and compares each topic's ETag with the
one last delivered (kept in the subscription table file too), so a change made while the daemon was down is
still delivered after a restart, and an edit that leaves a topic's body unchanged delivers nothing.
"""
import asyncio
import datetime
import logging

from tornado.ioloop import IOLoop, PeriodicCallback

from reviewsd.contract import routes
from reviewsd.hub.client import CallbackClient
from reviewsd.hub.deliver import Deliverer
from reviewsd.hub.errors import AlreadyPending, CallbackRefused, LimitReached
from reviewsd.hub.form import HubRequest
from reviewsd.hub.netguard import PrivateAddressError
from reviewsd.hub.subscriptions import SubscriptionTable
from reviewsd.hub.verify import verify_intent

log = logging.getLogger("reviewsd.hub")

LEASE_SWEEP_SECONDS = 1.0
RESOLVE_TIMEOUT = 5.0


class Hub:
    def __init__(self, options, current_snapshot, resolver=None, max_per_host: int | None = None,
                 max_pending: int | None = None):
        """`current_snapshot`: a function giving the Snapshot being served (the Context's, in main())."""
        self.current_snapshot = current_snapshot
        self.options = options
        self.url = options.base_url + routes.HUB
        self.topics = {f"{options.base_url}{path}": path for path in routes.TOPICS}
        self.table = SubscriptionTable(options.state_dir)
        self.client = CallbackClient(options, resolver)
        self.deliverer = Deliverer(self, self.client, float(options.hub_retry_delay))
        self.max_subscriptions = int(options.hub_max_subscriptions)
        # One host (one subscriber's server) may hold a tenth of the table, and at least 100 (a small
        # table would otherwise allow a single subscription per host).
        self.max_per_host = max_per_host or min(self.max_subscriptions, max(100, self.max_subscriptions // 10))
        self.max_pending = max_pending or max(1, min(1000, self.max_subscriptions))
        self.pending: dict[tuple, HubRequest] = {}
        self.verified = self.verification_failed = self.removed = 0
        self._timers: list[PeriodicCallback] = []

    # -------------------------------------------------------------- life cycle
    def start(self) -> None:
        restored = self.table.restore(self.topics)
        if restored:
            log.info("restored %d active subscriptions from %s", restored, self.table.path)
        self.on_snapshot(None, self.current_snapshot())
        self._timers = [PeriodicCallback(self._save_if_changed, self.options.snapshot_interval * 1000),
                        PeriodicCallback(self._expire_leases, LEASE_SWEEP_SECONDS * 1000)]
        for timer in self._timers:
            timer.start()

    def stop(self) -> None:
        """Write the table one last time (SIGTERM) and stop the timers."""
        for timer in self._timers:
            timer.stop()
        if self.table.changes != self.table.saved_changes:
            self.table.save()
        self.client.close()

    async def _save_if_changed(self) -> None:
        if self.table.changes == self.table.saved_changes:
            return
        data, changes = self.table.encode(), self.table.changes
        await IOLoop.current().run_in_executor(None, self.table.save, data, changes)

    def _expire_leases(self) -> None:
        for sub in self.table.expire():
            self.deliverer.forget(sub.key)
            self.removed += 1
            log.info("lease of %s on %s expired", sub.callback, sub.topic)

    # -------------------------------------------------------------- requests
    def lease_for(self, requested: int | None) -> int:
        lease = self.options.hub_lease_default if requested is None else requested
        return int(min(max(lease, self.options.hub_lease_min), self.options.hub_lease_max))

    async def accept(self, request: HubRequest) -> None:
        """Check the limits and reserve a slot, check the callback's address, then verify after the 202.
        Raises HubRefusal."""
        key = (request.callback, request.topic)
        if key in self.pending:
            raise AlreadyPending("verification_pending",
                                 "a verification for this callback and topic is already in progress; retry shortly")
        renewing = self.table.get(*key) is not None
        if request.mode == "subscribe" and not renewing:
            if len(self.table) + len(self.pending) >= self.max_subscriptions:
                raise LimitReached("too_many_subscriptions", "the hub holds as many subscriptions as it may",
                                   retry_after=3600)
            per_host = self.table.count_host(request.host) + sum(
                1 for p in self.pending.values() if p.host == request.host)
            if per_host >= self.max_per_host:
                raise LimitReached("too_many_subscriptions_for_host",
                                   f"at most {self.max_per_host} subscriptions may call back to one host",
                                   retry_after=3600)
        if len(self.pending) >= self.max_pending:
            raise LimitReached("too_many_pending", "too many verifications are in progress; retry shortly",
                               retry_after=10)
        # Counted now, in the same step as the checks above and before any await: requests that
        # arrive while this one waits for DNS see its slot taken. Released if the address is refused.
        self.pending[key] = request
        try:
            await self._check_address(request)
        except BaseException:
            self.pending.pop(key, None)
            raise
        IOLoop.current().add_callback(self._verify, request)

    async def _check_address(self, request: HubRequest) -> None:
        """Refuse a callback that resolves to a private address now, with a clear error; the resolver
        the client connects through checks again at every call."""
        try:
            await asyncio.wait_for(self.client.resolver.resolve(request.host, 443), RESOLVE_TIMEOUT)
        except PrivateAddressError:
            raise CallbackRefused("callback_not_allowed",
                                  "the callback's host resolves to a private, loopback or reserved address") from None
        except (OSError, UnicodeError, asyncio.TimeoutError):  # UnicodeError: a name IDNA cannot encode
            raise CallbackRefused("callback_unresolvable", "the callback's host name does not resolve") from None

    async def _verify(self, request: HubRequest) -> None:
        key = (request.callback, request.topic)
        lease = self.lease_for(request.lease_seconds)
        try:
            confirmed = await verify_intent(self.client, request.mode, request.callback, request.topic, lease)
        finally:
            self.pending.pop(key, None)
        if not confirmed:
            self.verification_failed += 1
            log.info("%s of %s to %s not confirmed by the callback: nothing changed",
                     request.mode, request.callback, request.topic)
            return
        self.verified += 1
        if request.mode == "subscribe":
            self.table.activate(request.callback, request.topic, lease, request.secret)
            log.info("subscribed %s to %s for %d s", request.callback, request.topic, lease)
        elif self.table.remove(*key) is not None:
            self.deliverer.forget(key)
            log.info("unsubscribed %s from %s", request.callback, request.topic)

    def remove(self, key: tuple, reason: str | None) -> None:
        """End a subscription on the hub's own initiative; with a reason, tell the callback (denial)."""
        self.deliverer.forget(key)
        if self.table.remove(*key) is not None:
            self.removed += 1
            if reason:
                self.deliverer.deny(key[0], key[1], reason)

    # -------------------------------------------------------------- deliveries
    def topic_representation(self, topic: str):
        path = self.topics.get(topic)
        return self.current_snapshot().resources.get(path) if path else None

    def on_snapshot(self, _old, new) -> None:
        """Deliver every topic whose body differs from the one last delivered."""
        for topic, path in self.topics.items():
            rep = new.resources.get(path)
            if rep is None or self.table.topic_etags.get(topic) == rep.etag:
                continue
            first_sight = topic not in self.table.topic_etags
            self.table.set_topic_etag(topic, rep.etag)
            if first_sight:
                continue  # nothing was ever delivered for it: there is no change to announce
            for sub in self.table.for_topic(topic):
                self.deliverer.notify(sub.key)

    # -------------------------------------------------------------- health
    def status(self) -> dict:
        return {
            "active": len(self.table),
            "pending": len(self.pending),
            "verifications": {"confirmed": self.verified, "failed": self.verification_failed},
            "deliveries": {"ok": self.deliverer.ok, "failed": self.deliverer.failed,
                           "in_progress": self.deliverer.in_flight},
            "removed": self.removed,
            # "snapshot": the subscription table file (the key predates the name; clients read it).
            "snapshot": {"path": str(self.table.path), "saved_at": _iso(self.table.last_saved_at),
                         "problem": self.table.save_problem},
        }



def _iso(timestamp: float | None) -> str | None:
    """Every time the service reports is ISO 8601, as /healthz's others are."""
    if timestamp is None:
        return None
    return datetime.datetime.fromtimestamp(timestamp, datetime.timezone.utc).replace(microsecond=0).isoformat()
