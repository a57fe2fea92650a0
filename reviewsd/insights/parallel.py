"""Analyse many reviews on every core the process may use: a cold derivation of 100,000 reviews.

The analysis is pure Python and holds the interpreter lock, so threads would not help. The derivation
already runs in a short-lived worker process (reviewsd.worker); here that process forks helpers, each
analysing a share of the reviews, while it analyses the first share itself. A helper returns its entries
through a file in the state dir (a pipe would fill up while its reader is busy analysing), marshalled:
entries are plain JSON-like values, and marshal reads them several times faster than JSON.

Why fork and not multiprocessing: the same reasons as in reviewsd.worker (no resource tracker, nothing
outlives the derivation). A helper asks for SIGKILL when the worker dies, so killing the derivation
(an edit that supersedes it, a SIGTERM) takes its helpers with it. On one core, or for a few reviews,
nothing is forked.
"""
import ctypes
import logging
import marshal
import os
import signal
import tempfile
from collections.abc import Callable, Sequence

log = logging.getLogger("reviewsd.data")

MIN_SHARE = 2000  # reviews below which a helper costs more (fork, handing back) than it saves
_PR_SET_PDEATHSIG = 1


def cores() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not Linux
        return os.cpu_count() or 1


def analyse_all(analyse: Callable, items: Sequence, scratch_dir, report: Callable[[dict], None],
                chunk: int) -> None:
    """`report({key: entry})` for every `(key, text, rating)` of `items`, `chunk` entries at a time,
    in this process; shares of `items` are analysed meanwhile in forked helpers and reported after.
    `scratch_dir`: where helpers hand their entries back (None: the system's temporary directory)."""
    helpers = min(cores(), len(items) // MIN_SHARE) - 1
    if helpers <= 0:
        _analyse_here(analyse, items, report, chunk)
        return
    if scratch_dir is not None:
        os.makedirs(scratch_dir, exist_ok=True)
    share = -(-len(items) // (helpers + 1))
    forked: dict[int, str] = {}  # pid -> its file, until reaped
    try:
        for i in range(helpers):
            pid, path = _fork(analyse, items[share * (i + 1):share * (i + 2)], scratch_dir)
            forked[pid] = path
        _analyse_here(analyse, items[:share], report, chunk)
        for pid in list(forked):
            report(_collect(pid, forked.pop(pid)))
    finally:
        for pid, path in forked.items():
            _discard(pid, path)


def _analyse_here(analyse: Callable, items: Sequence, report: Callable[[dict], None], chunk: int) -> None:
    for start in range(0, len(items), chunk):
        report({key: analyse(text, rating) for key, text, rating in items[start:start + chunk]})


def _fork(analyse: Callable, items: Sequence, scratch_dir) -> tuple[int, str]:
    fd, path = tempfile.mkstemp(prefix=".insights-share-", suffix=".tmp", dir=scratch_dir)
    pid = os.fork()
    if pid == 0:  # the helper: analyse, write, and leave without running anything of the parent's
        status = 1
        try:
            _die_with_parent()
            logging.getLogger().handlers.clear()  # the worker's log channel is its parent's alone
            with os.fdopen(fd, "wb") as f:
                marshal.dump({key: analyse(text, rating) for key, text, rating in items}, f)
            status = 0
        finally:
            os._exit(status)
    os.close(fd)
    return pid, path


def _die_with_parent() -> None:
    try:
        ctypes.CDLL(None, use_errno=True).prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    except (OSError, AttributeError):
        pass


def _collect(pid: int, path: str) -> dict:
    """Reap the helper and read what it wrote (its file is removed either way)."""
    try:
        _, status = os.waitpid(pid, 0)
        if os.waitstatus_to_exitcode(status) != 0:
            raise RuntimeError(f"an analysis helper ended with status {os.waitstatus_to_exitcode(status)} "
                               "(out of memory?)")
        with open(path, "rb") as f:
            return marshal.load(f)
    finally:
        _unlink(path)


def _discard(pid: int, path: str) -> None:
    """A helper not collected (the analysis here failed): kill and reap it, remove its file."""
    try:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
    except (ProcessLookupError, ChildProcessError):
        pass
    _unlink(path)


def _unlink(path: str) -> None:
    try:
        os.unlink(path)
    except FileNotFoundError:
        pass
