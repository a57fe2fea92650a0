"""Notices edits of the data files and swaps in a new Snapshot when they are valid.

Polling `stat` is portable, needs no extra dependency and costs nothing at one check a second. A
change is loaded only once the file has held still for a moment, and a file that changes while it
is read is read again later: a half-written file is never even validated, let alone served.

Loads run in a fresh worker process. Parsing a large file holds the interpreter lock for as long as
it takes, which would stall every request; and the parsed documents are many times the size of the
Snapshot built from them, memory that a short-lived process hands back to the system when it ends.
"""
import asyncio
import logging
import multiprocessing
from concurrent.futures import ProcessPoolExecutor

from tornado.ioloop import PeriodicCallback

from reviewsd.dataset import loader
from reviewsd.dataset.loader import DATA_FILES, FileOutcome, LoadResult, file_signature

log = logging.getLogger("reviewsd.data")

SETTLE_SECONDS = 0.05  # how long a changed file must stay unchanged before it is read


def load_all(context) -> LoadResult:
    """Load in this process, as tests do; the watcher runs the same `loader.load` in a worker."""
    options = context.options
    return loader.load(options.data_dir, options.state_dir, options.base_url, dict(context.files),
                       derive_insights=options.derive_insights, derive_now=True)


class DataWatcher:
    def __init__(self, context):
        self.context = context
        self._seen = {}  # file name -> signature at the last complete load
        self._poller: PeriodicCallback | None = None
        self._loading: asyncio.Future | None = None
        self._again = False
        self._pool: ProcessPoolExecutor | None = None
        self.derivation = Derivation(context)

    def signatures(self) -> dict:
        return {name: file_signature(self.context.data_dir / name) for name in DATA_FILES}

    def start(self) -> None:
        self._poller = PeriodicCallback(self._poll, self.context.options.watch_interval * 1000)
        self._poller.start()

    def stop(self) -> None:
        if self._poller:
            self._poller.stop()
        self.derivation.stop()
        if self._pool:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None

    async def _poll(self) -> None:
        if self._loading is not None or self.signatures() == self._seen:
            return
        await asyncio.sleep(SETTLE_SECONDS)
        first = self.signatures()
        await asyncio.sleep(SETTLE_SECONDS)
        if self.signatures() == first:
            await self.reload()

    async def reload(self) -> None:
        """Load now (start-up, SIGHUP, or a change seen); concurrent calls share one load and one re-run."""
        if self._loading is not None:
            self._again = True
            await self._loading
            return
        self._loading = asyncio.get_running_loop().create_future()
        try:
            while True:
                self._again = False
                before = self.signatures()
                result = await self._load()
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
        if self._pool is None:
            # spawn, not fork: the daemon has threads; one task per process: its memory is returned.
            self._pool = ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn"),
                                             max_tasks_per_child=1)
        options = self.context.options
        try:
            return await asyncio.wrap_future(self._pool.submit(
                loader.load, options.data_dir, options.state_dir, options.base_url, dict(self.context.files),
                derive_insights=options.derive_insights))
        except Exception as e:  # the worker died (killed, out of memory): keep serving, retry on the next poll
            log.error("loading the data files failed in the worker process (%s: %s); "
                      "still serving the current data, will retry", e.__class__.__name__, e)
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
            return LoadResult({name: FileOutcome(self.context.files[name], unstable=True) for name in DATA_FILES})


class Derivation:
    """Derived insights as a background step (interface.md section 6): reviews are always served first.

    A load that serves reviews without their insights asks for a derivation; it runs in a worker process
    of its own (so it never holds up the next load of an edit) and its result is installed only if the
    reviews it describes are still the ones served. A request while one runs makes it run again after:
    a newer edit supersedes the running derivation, whose per-review work is kept in the cache.
    """

    def __init__(self, context):
        self.context = context
        self._task: asyncio.Task | None = None
        self._again = False
        self._pool: ProcessPoolExecutor | None = None
        self._stopped = False

    def request(self) -> None:
        if self._stopped:  # a load that finished after stop(): no worker may outlive the daemon
            return
        if self._task is not None and not self._task.done():
            self._again = True
            return
        self._task = asyncio.get_running_loop().create_task(self._run())

    def stop(self) -> None:
        self._stopped = True
        if self._task is not None:
            self._task.cancel()
            self._task = None
        if self._pool is not None:
            # A derivation may take a minute, and a worker still starting up would be left waiting for
            # work forever once the daemon is gone: end them, and wait for the pool to wind down.
            for process in list((getattr(self._pool, "_processes", None) or {}).values()):
                process.terminate()
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None

    async def _run(self) -> None:
        options = self.context.options
        while True:
            self._again = False
            # A pool per derivation, shut down as soon as it answers: no idle worker is left behind
            # (max_tasks_per_child would spawn a replacement that outlives a stopping daemon).
            self._pool = ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn"),
                                             initializer=_die_with_parent)
            try:
                result = await asyncio.wrap_future(self._pool.submit(
                    loader.derive_pending, options.data_dir, options.state_dir, options.base_url,
                    dict(self.context.files)))
            except Exception as e:  # the worker died: the next edit (or SIGHUP) asks again
                log.error("deriving insights failed in the worker process (%s: %s); serving the reviews "
                          "without derived insights", e.__class__.__name__, e)
                return
            finally:
                if self._pool is not None:
                    self._pool.shutdown(wait=False, cancel_futures=True)
                    self._pool = None
            if not self._again and self._describes_served(result):
                self.context.install(result)
            if not self._again:
                return

    def _describes_served(self, result: LoadResult) -> bool:
        """Whether the derivation was made from the files still served (no edit since it started)."""
        if result.snapshot is None or any(o.unstable for o in result.outcomes.values()):
            return False
        return all((result.outcomes[name].state.sha256 if result.outcomes[name].state else None)
                   == (self.context.files[name].sha256 if self.context.files.get(name) else None)
                   for name in DATA_FILES)


def _die_with_parent() -> None:
    """In a derivation worker: end with the daemon even when it is killed (SIGKILL leaves no chance to
    stop the pool, and an orphaned worker would wait for work forever). Linux only; elsewhere a no-op."""
    try:
        import ctypes
        import signal
        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass
