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
# Derived insights (interface.md section 6): a load analyses at most this many reviews that its cache
# does not hold (about a second's work), so an edit is served within the reload target with its
# insights; beyond it (a cold start of a large dataset) the reviews are served first and the insights
# follow from a second load in the background.
DERIVE_BUDGET = 2000


def load_all(context) -> LoadResult:
    """Load in this process, as tests do; the watcher runs the same `loader.load` in a worker."""
    options = context.options
    return loader.load(options.data_dir, options.state_dir, options.base_url, dict(context.files),
                       derive_insights=options.derive_insights)


class DataWatcher:
    def __init__(self, context):
        self.context = context
        self._seen = {}  # file name -> signature at the last complete load
        self._poller: PeriodicCallback | None = None
        self._loading: asyncio.Future | None = None
        self._again = False
        self._pool: ProcessPoolExecutor | None = None
        self._derive_next = False  # the next load derives insights in full (see DERIVE_BUDGET)
        self._deriving: asyncio.Task | None = None

    def signatures(self) -> dict:
        return {name: file_signature(self.context.data_dir / name) for name in DATA_FILES}

    def start(self) -> None:
        self._poller = PeriodicCallback(self._poll, self.context.options.watch_interval * 1000)
        self._poller.start()

    def stop(self) -> None:
        if self._poller:
            self._poller.stop()
        if self._deriving:
            self._deriving.cancel()
            self._deriving = None
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
                full, self._derive_next = self._derive_next, False
                result = await self._load(full)
                if not any(o.unstable for o in result.outcomes.values()):
                    self._seen = before
                self.context.install(result)
                if result.derivation_pending:
                    self._derive_later()
                if not self._again:
                    break
        finally:
            self._loading.set_result(None)
            self._loading = None

    def _derive_later(self) -> None:
        """The reviews are served; derive their insights in full in a load of their own, after this one
        (not inside it: start-up awaits the first load before it listens)."""
        self._derive_next = True
        if self._deriving is None or self._deriving.done():
            self._deriving = asyncio.get_running_loop().create_task(self.reload())

    async def _load(self, full: bool = False) -> LoadResult:
        if self._pool is None:
            # spawn, not fork: the daemon has threads; one task per process: its memory is returned.
            self._pool = ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn"),
                                             max_tasks_per_child=1)
        options = self.context.options
        try:
            return await asyncio.wrap_future(self._pool.submit(
                loader.load, options.data_dir, options.state_dir, options.base_url, dict(self.context.files),
                derive_insights=options.derive_insights, derive_budget=None if full else DERIVE_BUDGET,
                rebuild=full))
        except Exception as e:  # the worker died (killed, out of memory): keep serving, retry on the next poll
            log.error("loading the data files failed in the worker process (%s: %s); "
                      "still serving the current data, will retry", e.__class__.__name__, e)
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
            self._derive_next = self._derive_next or full
            return LoadResult({name: FileOutcome(self.context.files[name], unstable=True) for name in DATA_FILES})
