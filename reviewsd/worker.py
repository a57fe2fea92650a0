"""Run one function in a short-lived child process, awaitable from the IOLoop.

    result = await worker.run(loader.load, data_dir, state_dir, ..., timeout=120, name="load")

Why a child process: parsing and indexing a large data file holds the interpreter lock for seconds,
which would stall every request, and the parsed documents are many times the size of what is kept;
a process that ends hands that memory back to the system.

Why not multiprocessing: its "spawn" start method always starts a resource tracker process, and a
pool keeps an idle worker; both sat beside the daemon forever and survived a SIGKILL of it. Here the
child is a plain `python -m reviewsd.worker` started with asyncio's subprocess support, so:
- at rest the daemon is one process: the child lives only while its function runs;
- the child dies with the daemon even on SIGKILL: it asks the kernel for SIGKILL when its parent
  dies (PR_SET_PDEATHSIG), and a thread also watches the parent (stdin reaching EOF, or a new
  parent process id) in case that is unavailable;
- a child that does not finish in `timeout` seconds (a FIFO, a hung filesystem) is killed, and the
  caller gets WorkerTimeout; cancelling the awaiting task (a SIGTERM) kills the child too;
- the child's log records are sent to the parent and logged there, through the parent's handlers, so
  they carry the same level, timestamp or journald priority as every other line.

The protocol: the request (function, arguments) is pickled to the child's stdin; the child answers
on its original stdout, a pipe that a thread of the parent reads, with frames (a 9-byte header of
8 bytes length and 1 byte kind, then a pickle): log records, notes (see `note`), then exactly one
result or error. The child's fd 1 is then pointed at stderr, so a stray print cannot corrupt them.
"""
import asyncio
import ctypes
import importlib
import logging
import os
import pickle
import select
import signal
import struct
import sys
import threading
from typing import Any

log = logging.getLogger("reviewsd.worker")

_HEADER = struct.Struct(">QB")
_LOG, _NOTE, _RESULT, _ERROR = range(4)
_PR_SET_PDEATHSIG = 1
REAP_SECONDS = 2.0  # how long to wait for a killed child to be reaped before leaving it to asyncio
PARENT_CHECK_SECONDS = 1.0


class WorkerError(Exception):
    """The function did not return a result. `note` is the child's last note (what it was doing)."""

    def __init__(self, message: str, note=None):
        super().__init__(message)
        self.note = note


class WorkerTimeout(WorkerError):
    pass


class WorkerCrashed(WorkerError):
    """The child process ended without an answer: killed (out of memory?), or it crashed."""


class AnswerLost(WorkerCrashed):
    """The child exited with status 0, so its function finished, yet no answer arrived. Whatever loses
    one, it says nothing about the data, so `Job.result` tries once more in a new child before reporting
    it. (What looked like this on a saturated machine, about one start in fifty, was a child that had
    answered and exited before the daemon awaited it: the closed pipe of its stdin was taken for a crash.
    `_result` no longer does; this stays as the defence it costs nothing to keep.)"""


class WorkerFailed(WorkerError):
    """The function raised; `error_type` is the exception's class name."""

    def __init__(self, message: str, note=None, error_type: str = "Exception"):
        super().__init__(message, note)
        self.error_type = error_type


# ---------------------------------------------------------------- the parent's side

async def run(function, *args, timeout: float, name: str = "worker", **kwargs):
    """Call `function(*args, **kwargs)` in a new child process and return its result.

    `function`, the arguments and the result must be picklable: a module-level function, or its
    name as "package.module:function" (then the caller need not import it). Raises WorkerTimeout,
    WorkerCrashed or WorkerFailed; never leaves the child running.
    """
    job = await Job.start(function, *args, name=name, **kwargs)
    return await job.result(timeout)


class Job:
    """One call in its child process: `await Job.start(...)`, then `await job.result(timeout)`. Split
    so that a caller can start the work first and do its own meanwhile (the daemon starts its first
    load before it imports and builds everything else); the timeout counts from the start."""

    def __init__(self, request: bytes, name: str, started: float):
        self.request = request
        self.name = name
        self.started = started
        self.note = None
        self.proc: Any = None  # the asyncio Process of the child, once spawned
        self.frames: asyncio.Queue = asyncio.Queue()

    @classmethod
    async def start(cls, function, *args, name: str = "worker", **kwargs) -> "Job":
        request = pickle.dumps((function, args, kwargs, logging.getLogger().getEffectiveLevel(), os.getpid()),
                               protocol=pickle.HIGHEST_PROTOCOL)
        job = cls(request, name, asyncio.get_running_loop().time())
        await job._spawn()
        return job

    async def _spawn(self) -> None:
        """A child process for the request, its answers read into a fresh `frames`."""
        loop = asyncio.get_running_loop()
        frames = self.frames = asyncio.Queue()
        read_end, write_end = os.pipe()
        try:
            _widen(write_end)
            proc = await asyncio.create_subprocess_exec(
                sys.executable, "-m", "reviewsd.worker", stdin=asyncio.subprocess.PIPE, stdout=write_end)
        except BaseException:
            os.close(read_end)
            raise
        finally:
            os.close(write_end)
        threading.Thread(target=_read_frames, args=(read_end, loop, frames), name=f"{self.name}-reader",
                         daemon=True).start()
        self.proc = proc
        # stdin stays open after the request: its EOF tells the child that the parent is gone. The
        # request is small, so it fits the pipe's buffer: no need to wait for the child to read it.
        assert proc.stdin is not None  # created with stdin=PIPE
        proc.stdin.write(self.request)

    async def result(self, timeout: float):
        """The function's result; the timeout counts from the start, across a second try."""
        try:
            return await self._result(timeout)
        except AnswerLost as e:
            log.warning("%s: %s; trying once more", self.name, e)
            await self._spawn()
            return await self._result(timeout)

    async def _result(self, timeout: float):
        proc = self.proc
        try:
            try:
                await proc.stdin.drain()
            except (BrokenPipeError, ConnectionResetError):
                # The child has already gone: it read the request, answered and exited before we got
                # here (a quick load while the daemon was still importing), or it died. Its answer, if
                # any, is in `frames` either way: a closed stdin is no verdict.
                pass
            remaining = max(0.0, timeout - (asyncio.get_running_loop().time() - self.started))
            return await asyncio.wait_for(self._answer(), remaining)
        except asyncio.TimeoutError:
            raise WorkerTimeout(f"did not finish within {timeout:g} s", self.note) from None
        finally:
            self.kill()
            proc.stdin.close()
            await _reap(proc)

    def kill(self) -> None:
        if self.proc is not None and self.proc.returncode is None:
            try:
                self.proc.kill()  # its end of the pipe closes, so the reader thread ends too
            except ProcessLookupError:
                pass

    async def _answer(self):
        while True:
            frame = await self.frames.get()
            if frame is None:
                returncode = await _reap(self.proc)
                raise (AnswerLost if returncode == 0 else WorkerCrashed)(_how_it_ended(returncode), self.note)
            kind, payload = frame
            if kind == _LOG:
                record = logging.makeLogRecord(payload)
                record.msg = f"[{self.name} {self.proc.pid}] {record.msg}"
                logging.getLogger(record.name).handle(record)
            elif kind == _NOTE:
                self.note = payload
            elif kind == _RESULT:
                return payload
            else:
                error_type, message = payload
                raise WorkerFailed(f"{error_type}: {message}", self.note, error_type)


def _widen(fd: int) -> None:
    """A 1 MiB pipe instead of 64 KiB: a Snapshot of 100 MB crosses in far fewer context switches."""
    try:
        import fcntl
        fcntl.fcntl(fd, fcntl.F_SETPIPE_SZ, 2**20)
    except (ImportError, AttributeError, OSError):
        pass


def _read_frames(fd: int, loop, frames: asyncio.Queue) -> None:
    """In a thread: blocking reads straight into one buffer per frame (asyncio's stream reader copies
    a large answer several times over, which took most of a second for 100 MB) and the unpickling,
    which would otherwise hold the IOLoop; each frame goes to `frames`, then None at the end."""
    def put(item):
        try:
            loop.call_soon_threadsafe(frames.put_nowait, item)
        except RuntimeError:  # the loop is closed: nobody waits for this any more
            pass
    with open(fd, "rb", buffering=0) as pipe:
        while True:
            header = _read_exactly(pipe, _HEADER.size)
            if header is None:
                break
            size, kind = _HEADER.unpack(header)
            payload = _read_exactly(pipe, size)
            if payload is None:
                break
            try:
                put((kind, pickle.loads(payload)))
            except Exception as e:  # a result the parent cannot unpickle
                put((_ERROR, (e.__class__.__name__, f"the answer could not be read: {e}")))
            del payload
    put(None)


def _read_exactly(pipe, size: int):
    buffer = bytearray(size)
    view = memoryview(buffer)
    got = 0
    while got < size:
        n = pipe.readinto(view[got:])
        if not n:
            return None
        got += n
    return buffer


# The waits for children that outlasted REAP_SECONDS (or whose caller was cancelled meanwhile): kept so
# that a caller shutting down can give them a last chance (`reaped`) before its event loop closes.
_reaping: set = set()


async def _reap(proc, wait: float | None = REAP_SECONDS):
    """The exit status; a child stuck in the kernel (a hung filesystem) may not die at once, and then
    asyncio reaps it whenever it does, rather than this caller waiting for it."""
    waiting = asyncio.ensure_future(proc.wait())
    try:
        return await asyncio.wait_for(asyncio.shield(waiting), wait)
    except asyncio.TimeoutError:
        return None
    finally:
        if not waiting.done():
            _reaping.add(waiting)
            waiting.add_done_callback(_reaping.discard)


async def reaped(timeout: float) -> None:
    """Wait up to `timeout` seconds for the children whose reaping was left to asyncio (see _reap)."""
    if _reaping:
        await asyncio.wait(set(_reaping), timeout=timeout)


def _how_it_ended(returncode) -> str:
    if returncode is None:
        return "the worker process stopped answering"
    if returncode < 0:
        signame = signal.Signals(-returncode).name if -returncode in signal.valid_signals() else -returncode
        hint = " (out of memory?)" if returncode == -signal.SIGKILL else ""
        return f"the worker process was killed by {signame}{hint}"
    return f"the worker process exited with status {returncode} without an answer"


# ---------------------------------------------------------------- the child's side

_channel = None
_channel_lock = threading.Lock()


def note(value) -> None:
    """In the child: tell the parent what is being done now (a file name, a stage), so that a timeout
    or a crash can say where it happened. Does nothing outside a worker (tests load in-process)."""
    if _channel is not None:
        _send(_NOTE, value)


def _send(kind: int, value) -> None:
    data = pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)
    assert _channel is not None  # only called inside a worker, where serve() opened it
    with _channel_lock:
        _channel.write(_HEADER.pack(len(data), kind))
        _channel.write(data)
        _channel.flush()


class _ForwardingHandler(logging.Handler):
    def emit(self, record: logging.LogRecord) -> None:
        try:
            fields = dict(record.__dict__)
            fields["msg"] = record.getMessage()
            fields["args"] = None
            if record.exc_info:
                fields["exc_text"] = self.formatter.formatException(record.exc_info) if self.formatter else \
                    logging.Formatter().formatException(record.exc_info)
            fields["exc_info"] = None
            _send(_LOG, fields)
        except Exception:
            self.handleError(record)


def _die_with_parent(parent_pid: int) -> None:
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    except (OSError, AttributeError):  # not Linux: the watching thread below still works
        pass
    if os.getppid() != parent_pid:  # the parent died before prctl took effect
        os._exit(1)

    def watch():
        while True:
            # EOF on stdin: every copy of the write end is closed, i.e. the parent is gone or gave up.
            ready, _, _ = select.select([0], [], [], PARENT_CHECK_SECONDS)
            if (ready and not os.read(0, 4096)) or os.getppid() != parent_pid:
                os._exit(1)
    threading.Thread(target=watch, name="parent-watch", daemon=True).start()


def _child() -> None:
    global _channel
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C in a terminal is for the daemon to handle
    _channel = os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    function, args, kwargs, level, parent_pid = pickle.load(sys.stdin.buffer)
    if isinstance(function, str):
        module, _, attribute = function.partition(":")
        function = getattr(importlib.import_module(module), attribute)
    _die_with_parent(parent_pid)
    root = logging.getLogger()
    root.setLevel(level)
    root.addHandler(_ForwardingHandler())
    try:
        _send(_RESULT, function(*args, **kwargs))  # pickled before anything is written: no torn frame
    except BaseException as e:
        log.error("%s failed", getattr(function, "__qualname__", function), exc_info=True)
        _send(_ERROR, (e.__class__.__name__, str(e)))
    _channel.close()
    os._exit(0)  # no interpreter teardown: freeing millions of parsed objects would only cost time


if __name__ == "__main__":
    # Run as `-m`, this file is the module __main__; the functions the child runs import
    # `reviewsd.worker` (for `note`), a second copy, so that copy is the one set up here.
    from reviewsd.worker import _child as child
    child()
