"""Notices edits of the data files and swaps in a new Snapshot when they are valid.

Polling `stat` is portable, needs no extra dependency and costs nothing at one check a second. A
change is loaded only once the file has held still for a moment, and a file that changes while it
is read is read again later: a half-written file is never even validated, let alone served.
"""
import asyncio
import logging
from dataclasses import dataclass

from tornado.ioloop import IOLoop, PeriodicCallback

from reviewsd.dataset.loader import DATA_FILES, file_signature
from reviewsd.dataset.snapshot import Snapshot

log = logging.getLogger("reviewsd.data")

SETTLE_SECONDS = 0.05  # how long a changed file must stay unchanged before it is read


@dataclass
class Reload:
    outcomes: dict  # file name -> FileOutcome
    snapshot: Snapshot | None  # None when nothing served changed


def load_all(context) -> Reload:
    """Load every data file and build a new Snapshot if what is served changed. Runs in a thread."""
    outcomes = {name: context.loader.load_file(name, context.files[name]) for name in DATA_FILES}
    loaded = {name: outcome.loaded for name, outcome in outcomes.items()}
    if all(loaded[name] is context.files[name] for name in DATA_FILES):
        return Reload(outcomes, None)
    snapshot = Snapshot(loaded["reviews.json"], loaded["insights.json"], context.options.base_url)
    return Reload(outcomes, snapshot)


class DataWatcher:
    def __init__(self, context):
        self.context = context
        self._seen = {}  # file name -> signature at the last complete load
        self._poller: PeriodicCallback | None = None
        self._loading: asyncio.Future | None = None
        self._again = False

    def signatures(self) -> dict:
        return {name: file_signature(self.context.loader.path(name)) for name in DATA_FILES}

    def start(self) -> None:
        self._poller = PeriodicCallback(self._poll, self.context.options.watch_interval * 1000)
        self._poller.start()

    def stop(self) -> None:
        if self._poller:
            self._poller.stop()

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
                result = await IOLoop.current().run_in_executor(None, load_all, self.context)
                unstable = any(o.unstable for o in result.outcomes.values())
                if not unstable:
                    self._seen = before
                self.context.install(result)
                if not self._again:
                    break
        finally:
            self._loading.set_result(None)
            self._loading = None

