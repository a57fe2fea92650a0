"""Notices edits of the data files and swaps in a new Snapshot when they are valid.

Polling `stat` is portable, needs no extra dependency and costs nothing at one check a second. A
change is loaded only once the file has held still for a moment, and a file that changes while it
is read is read again later: a half-written file is never even validated, let alone served.

Loads run in a short-lived child process (reviewsd.worker). Parsing a large file holds the
interpreter lock for as long as it takes, which would stall every request; and the parsed documents
are many times the size of the Snapshot built from them, memory that the child hands back to the
system when it ends. A load that fails in the child for any reason (it raised, was killed, or ran
past `load_timeout`) is reported like a bad file, against the file it was reading, and is not tried
again until a data file changes (or SIGHUP): a file that kills every load must not keep a core busy.
"""
from __future__ import annotations

import asyncio
import logging
import math
import threading
from typing import TYPE_CHECKING

from tornado.ioloop import PeriodicCallback

from reviewsd import worker
from reviewsd.dataset import loader
from reviewsd.dataset.loader import DATA_FILES, INSIGHTS, REVIEWS, FileOutcome, LoadResult, Problem, file_signature
from reviewsd.insights import parallel

if TYPE_CHECKING:
    from reviewsd.dataset.snapshot import InsightsPart

log = logging.getLogger("reviewsd.data")

# An edit's derivation starts beside its load when there is a second core for it. Measured at 100,000
# reviews on two cores: the edit's reviews are served at 3.8 s instead of 3.3 s, its insights at 5.1 s
# instead of 7.0 s (one after the other). On one core they would only share it, so there they follow.
EARLY_DERIVATION_CORES = 2
SETTLE_SECONDS = 0.05  # how long a changed file must stay unchanged before it is read
# A cold derivation reads every review's text (about 45 s for 100,000 on two busy cores): it may take
# this many times load_timeout before it is abandoned.
DERIVE_TIMEOUT_FACTOR = 5
CLOSE_REAP_SECONDS = 10.0  # how long closed() waits, at most, for killed children still to be reaped
# A data set of at most this many verified reviews has its insights derived by its load: a cold
# analysis of 500 takes about 0.3 s, less than a second worker process would cost, and the insights
# come with the reviews. Larger ones are served first and derived in the background (class Derivation).
DERIVE_WITHIN_LOAD = 500


def load_arguments(context) -> tuple[str, str, str, dict, int]:
    options = context.options
    return (options.data_dir, options.state_dir, options.base_url, dict(context.files),
            options.data_max_mb * 2**20)


def derivation_options(options, derive_within: float = DERIVE_WITHIN_LOAD) -> dict:
    """The keyword arguments of `loader.load` that say whether and where insights are derived."""
    return {"derive_insights": options.derive_insights, "derive_within": derive_within}


async def start_first_load(options) -> worker.Job:
    """The start-up load, begun before the daemon has built its Context (nothing is served yet)."""
    return await worker.Job.start(loader.load, options.data_dir, options.state_dir, options.base_url,
                                  {name: None for name in DATA_FILES}, options.data_max_mb * 2**20, name="load",
                                  **derivation_options(options))


def load_all(context) -> LoadResult:
    """Load in this process, as tests do (deriving the insights at once, whatever their number); the
    watcher runs the same `loader.load` in a child process, and derives large ones after it."""
    return loader.load(*load_arguments(context), **derivation_options(context.options, math.inf))


def failed_load(context, error: worker.WorkerError) -> LoadResult:
    """What a load that did not finish decides: nothing served changes, and the file it was busy
    with (the child's last note; reviews.json when it was building the Snapshot) has a problem."""
    culprit = error.note if error.note in DATA_FILES else REVIEWS
    if isinstance(error, worker.WorkerTimeout):
        reason = f"could not be loaded: {error} (a hung filesystem, or far too large?)"
    else:
        reason = f"could not be loaded: {error}"
    reason += "; tried again when a data file changes, or on SIGHUP"
    failed = [Problem((), "load_failed", reason, culprit)]
    outcomes = {name: FileOutcome(context.files[name], failed if name == culprit else context.problems[name])
                for name in DATA_FILES}
    return LoadResult(outcomes, state_problem=context.state_problem)


class DataWatcher:
    def __init__(self, context, first: worker.Job | None = None):
        self.context = context
        self._first = first  # the start-up load, already running (see start_first_load)
        self._seen: dict = {}  # file name -> signature at the last complete load
        self._poller: PeriodicCallback | None = None
        self._loading: asyncio.Future | None = None
        self._again = False
        self._child: asyncio.Task | None = None  # the running load, cancelled (child killed) by stop()
        self._stopped = False
        self._stat_pending: asyncio.Future | None = None
        self._stat_stuck = False
        self.derivation = Derivation(context)

    def signatures(self) -> dict:
        return {name: file_signature(self.context.data_dir / name) for name in DATA_FILES}

    def start(self) -> None:
        self._poller = PeriodicCallback(self._poll, self.context.options.watch_interval * 1000)
        self._poller.start()

    def stop(self) -> None:
        """Stop polling and kill a load in progress (its child process with it)."""
        self._stopped = True
        if self._poller:
            self._poller.stop()
        self.derivation.stop()
        if self._first is not None:
            self._first.kill()
        if self._child is not None:
            self._child.cancel()

    async def closed(self) -> None:
        """After stop(): wait until the killed load and derivation have finished (their children reaped)."""
        await asyncio.gather(*[t for t in (self._child, self.derivation.task) if t is not None],
                             return_exceptions=True)
        await worker.reaped(CLOSE_REAP_SECONDS)  # a killed child slow to be reaped on a busy machine

    async def _stat(self):
        """`signatures()` in a thread of its own, or None when it has not answered within
        `load_timeout`. A stat on a hung filesystem blocks in the kernel: it must block neither the
        IOLoop nor the daemon's exit (so a daemon thread, not a pool's, which exit would wait for).
        While one is stuck, later calls wait for the same one rather than start another."""
        if self._stat_pending is None:
            loop = asyncio.get_running_loop()
            pending = self._stat_pending = loop.create_future()

            def settle(value) -> None:
                if not pending.done():
                    pending.set_result(value)

            def work():
                value = self.signatures()
                try:
                    loop.call_soon_threadsafe(settle, value)
                except RuntimeError:
                    pass  # the loop closed while the stat was out (the daemon stopping): nobody waits for it
            threading.Thread(target=work, name="stat-data-files", daemon=True).start()
        try:
            value = await asyncio.wait_for(asyncio.shield(self._stat_pending), self.context.options.load_timeout)
        except asyncio.TimeoutError:
            if not self._stat_stuck:
                self._stat_stuck = True
                self.context.install(failed_load(self.context, worker.WorkerTimeout(
                    f"{self.context.data_dir} did not answer a stat within "
                    f"{self.context.options.load_timeout:g} s")))
            return None
        self._stat_pending = None
        if self._stat_stuck:  # the filesystem answers again: load, to replace the problem with a verdict
            self._stat_stuck = False
            self._seen = {}
        return value

    async def _poll(self) -> None:
        if self._loading is not None:
            return
        now = await self._stat()
        if now is None or now == self._seen:
            return
        await asyncio.sleep(SETTLE_SECONDS)
        first = await self._stat()
        await asyncio.sleep(SETTLE_SECONDS)
        if first is not None and await self._stat() == first:
            await self.reload()

    async def reload(self) -> None:
        """Load now (start-up, SIGHUP, or a change seen); concurrent calls share one load and one re-run."""
        if self._loading is not None:
            self._again = True
            await self._loading
            return
        self._loading = asyncio.get_running_loop().create_future()
        try:
            while not self._stopped:
                self._again = False
                before = await self._stat() or {}  # {}: unknown, so the next answer counts as a change
                # Not for a data set the load derives itself (judged by the size served: an edit
                # rarely moves it across DERIVE_WITHIN_LOAD, and then one derivation is spent or deferred).
                # Nor while an operator's insights.json is served: it wins, so the derivation would only
                # find it and stop (a worker process spent beside every load).
                if (self.context.options.derive_insights and self.context.files.get(REVIEWS) is not None
                        and self.context.files.get(INSIGHTS) is None
                        and self.context.snapshot.review_count > DERIVE_WITHIN_LOAD
                        and parallel.cores() >= EARLY_DERIVATION_CORES):
                    self.derivation.request(early=True)  # beside the load (not at start-up: the load first)
                try:
                    result = await self._load()
                except asyncio.CancelledError:
                    if self._stopped:
                        return
                    raise
                if not any(o.unstable for o in result.outcomes.values()):
                    self._seen = before
                self.context.install(result)
                if result.derivation_pending:
                    self.derivation.request()
                if not self._again:
                    break
        finally:
            self._loading.set_result(None)
            self._loading = None

    async def _load(self) -> LoadResult:
        timeout = self.context.options.load_timeout
        first, self._first = self._first, None
        self._child = asyncio.ensure_future(
            first.result(timeout) if first is not None
            else worker.run(loader.load, *load_arguments(self.context), timeout=timeout, name="load",
                            **derivation_options(self.context.options)))
        try:
            return await self._child
        except worker.WorkerError as e:
            return failed_load(self.context, e)
        finally:
            self._child = None


class Derivation:
    """Derived insights as a background step (interface.md section 6): reviews are always served first.

    A derivation runs in a child process of its own (reviewsd.worker, like a load, so it never holds
    up the next load of an edit). A reload starts one beside its load: it derives from the edited file
    as it is (see loader.derive_part), so an edit's insights are ready about when its reviews are. Its
    result is installed only once the reviews it describes are the ones served, and kept until then (the
    load may finish after it). A load that serves reviews without their insights asks again: a request
    while one runs makes it run again after, unless what it brings is what is now needed. A newer edit
    supersedes the running derivation, whose per-review work is kept in the cache. A derivation that
    fails is logged; the reviews go on being served.
    """

    def __init__(self, context):
        self.context = context
        self._task: asyncio.Task | None = None
        self._again = False
        self._stopped = False
        self._early: InsightsPart | None = None  # derived before the load of its reviews finished

    def request(self, early: bool = False) -> None:
        """Derive the insights of the reviews served, or (`early`, as a load begins) of the reviews
        in the data dir, if no operator's insights.json is there."""
        if self._stopped:  # a load that finished after stop(): no child may outlive the daemon
            return
        if self._early is not None and self._describes_served(self._early):
            self.context.install_insights(self._early)
            self._early = None
            return
        if self._task is not None and not self._task.done():
            self._again = True
            return
        self._task = asyncio.get_running_loop().create_task(self._run(early))

    @property
    def task(self) -> asyncio.Task | None:
        return self._task

    def stop(self) -> None:
        """Kill a derivation in progress (cancelling worker.run kills its child); `task` ends soon after."""
        self._stopped = True
        if self._task is not None:
            self._task.cancel()

    async def _run(self, early: bool) -> None:
        options = self.context.options
        while not self._stopped:
            self._again = False
            current = self.context.snapshot.insights_state
            try:
                part = await worker.run(loader.derive_part, *load_arguments(self.context),
                                        timeout=options.load_timeout * DERIVE_TIMEOUT_FACTOR, name="derive",
                                        have=current.sha256 if current and current.source == "derived" else None,
                                        early=early)
            except worker.WorkerError as e:
                log.error("deriving the insights failed (%s); serving the reviews without derived insights "
                          "until a data file changes, or SIGHUP", e)
                return
            if self._describes_served(part):
                self.context.install_insights(part)
                self._early = None
                return
            self._early = part
            if not self._again:
                return
            early = False  # asked again by a load: for the reviews it serves

    def _describes_served(self, part: InsightsPart | None) -> bool:
        """Whether the insights were derived from the reviews served now (same bytes, same date), with
        no insights.json served meanwhile (an operator's file always wins), and are not served yet."""
        reviews = self.context.files.get(REVIEWS)
        served = self.context.snapshot.insights_state
        return (part is not None and reviews is not None and part.reviews_sha256 == reviews.sha256
                and part.state.changed_at == reviews.changed_at and self.context.files.get(INSIGHTS) is None
                and not (served is not None and served.source == "derived" and served.sha256 == reviews.sha256))
