"""Fixtures that start real servers on real sockets.

- `app` (pytest-tornado's hook): the real Application over a private copy of the sample data, served
  by pytest-tornado's `http_server` on a free port; `fetch` sends real HTTP to it.
- `daemon`: the real `reviewsd` process, for signals, restarts and the command line.
"""
import asyncio
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from reviewsd.app import make_app
from reviewsd.context import Context
from reviewsd.dataset.watcher import load_all
from reviewsd.main import start_hub
from reviewsd.options import make_options

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT / "data"

# ---------------------------------------------------------------- the Node tools
# `make test` installs the Node tools of tests/node/package.json (a minute and more of downloading)
# while the Python tests run, and names in NODE_DEPS_DONE the file it touches once npm has finished
# (and in NODE_DEPS_LOG where npm's output goes). The tests marked `node` are run last and wait for it
# (`node_tools_installed`).
NODE_DIR = ROOT / "tests" / "node"
NODE_BIN = NODE_DIR / "node_modules" / ".bin"
NODE = NODE_BIN / "node"  # Node 22 from the `node` package: the machine's own node may be older
NODE_INSTALL = "make node-deps"
NODE_INSTALL_WAIT = 600.0  # seconds; npm's own timeouts end a stuck install well before


def pytest_collection_modifyitems(items):
    items.sort(key=lambda item: item.get_closest_marker("node") is not None)  # stable: the rest keep order


def node_tools_installed() -> bool:
    """Whether the Node tools are there, once the install `make test` runs beside the tests is over.
    False when npm is missing (the caller skips); a failed install also leaves them missing."""
    done = os.environ.get("NODE_DEPS_DONE")
    deadline = time.monotonic() + NODE_INSTALL_WAIT
    while done and not os.path.exists(done) and time.monotonic() < deadline:
        time.sleep(0.5)
    return NODE.exists()


def require_node_tool(path: Path) -> Path:
    """`path` (a Node tool of tests/node): skipped where npm is missing, failed where it is not
    installed although npm is there."""
    if not (node_tools_installed() and path.exists()):
        if shutil.which("npm") is None:
            pytest.skip("npm is not installed, so the MCP conformance suite and the Inspectors cannot run: "
                        "install Node.js and npm (apt-get install npm), then `make test`")
        log = os.environ.get("NODE_DEPS_LOG")  # what npm said, when make test ran it
        said = Path(log).read_text(errors="replace")[-2000:] if log and os.path.isfile(log) else ""
        pytest.fail(f"{path} is missing: run `{NODE_INSTALL}` (make test does it)\n{said}")
    return path


@pytest.fixture(scope="session", autouse=True)
def baseline_event_loop():
    """An explicit, closed-at-the-end event loop for pytest-tornado to save and restore.

    pytest-tornado's io_loop fixture asks asyncio for the current loop, which silently creates one
    when none is set; once asyncio.run() (the SDK tests) drops that reference, the orphan is
    collected unclosed and warns in whichever test happens to run then.
    """
    loop = asyncio.new_event_loop()
    asyncio.set_event_loop(loop)
    yield
    asyncio.set_event_loop(None)
    loop.close()


@pytest.fixture
def data_dir(tmp_path) -> Path:
    """A private copy of the sample data that a test may edit."""
    target = tmp_path / "data"
    shutil.copytree(SAMPLE, target)
    return target


@pytest.fixture
def state_dir(tmp_path) -> Path:
    return tmp_path / "state"


@pytest.fixture
def options(data_dir, state_dir, http_port):
    # rate_limit=0: the tests send requests from one address far faster than any client should;
    # the limit itself is tested in test_hostile_clients.py.
    return make_options(data_dir=str(data_dir), state_dir=str(state_dir), port=http_port,
                        base_url=f"http://localhost:{http_port}", watch_interval=0.1, rate_limit=0.0)


@pytest.fixture
def context(options, io_loop):
    ctx = Context(options)
    ctx.install(load_all(ctx))  # the first load, as main() does before listening
    hub = start_hub(ctx)
    yield ctx
    hub.stop()


@pytest.fixture
def watcher(context, io_loop):
    """The data watcher main() runs, polling the fixture's data dir; stopped, and its children reaped,
    before the test's event loop ends."""
    from reviewsd.dataset.watcher import DataWatcher
    w = DataWatcher(context)
    w._seen = w.signatures()  # the context fixture already loaded the data, as main() does
    w.start()
    yield w
    w.stop()
    io_loop.run_sync(w.closed)


@pytest.fixture
def app(context):
    return make_app(context)


@pytest.fixture
def fetch(http_client, base_url):
    """fetch(path, **kw) -> HTTPResponse, never raising on HTTP errors."""
    def _fetch(path, **kwargs):
        kwargs.setdefault("raise_error", False)
        kwargs.setdefault("decompress_response", False)
        return http_client.fetch(base_url + path, **kwargs)
    return _fetch


def body_json(response):
    return json.loads(response.body)


def sample(name="reviews.json") -> dict:
    """A sample data file; for insights.json, which the sample leaves to the daemon to derive, the
    document the daemon derives from the sample reviews (its generated_at is the moment of the call)."""
    if name == "insights.json" and not (SAMPLE / name).exists():
        return derived_insights()
    return json.loads((SAMPLE / name).read_text())


def derived_insights() -> dict:
    from reviewsd.insights.derive import derive
    return derive(sample(), None)


def without_generated_at(insights: dict) -> dict:
    return {k: v for k, v in insights.items() if k != "generated_at"}


def published(reviews: list) -> list:
    """The reference order of the interface: verified only, newest first by date then id."""
    return sorted((r for r in reviews if r["verified"]), key=lambda r: (r["date"], r["id"]), reverse=True)


def write_json(path: Path, value) -> None:
    path.write_text(json.dumps(value, indent=1))


# ---------------------------------------------------------------- the real process

def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Daemon:
    """A real `reviewsd` process on a free port, with helpers to talk to it."""

    def __init__(self, data_dir: Path, state_dir: Path, *extra: str, env=None):
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.args = [sys.executable, "-m", "reviewsd", f"--port={self.port}", f"--data_dir={data_dir}",
                     f"--state_dir={state_dir}", "--watch_interval=0.1", "--rate_limit=0", *extra]
        # (rate_limit=0 as in the `options` fixture; a test of the limit passes --rate_limit=N, which wins)
        self.env = {**os.environ, **(env or {})}
        self.proc = None
        self.log_path = state_dir.parent / f"daemon-{self.port}.log"

    def start(self, wait=True):
        self.log = open(self.log_path, "ab")
        self.proc = subprocess.Popen(self.args, stdout=self.log, stderr=subprocess.STDOUT, env=self.env,
                                     cwd=ROOT)
        if wait:
            self.wait_ready()
        return self

    def wait_ready(self, timeout=15.0):
        """Until this very process listens on the port and answers. An answer alone is not enough:
        free_port's pick is not reserved, another process may hold the port meanwhile, and its 503
        must not pass for this daemon's."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise AssertionError(f"reviewsd exited with {self.proc.returncode}:\n{self.output()}")
            if not listens(self.proc.pid, self.port):
                time.sleep(0.05)
                continue
            try:
                self.get("/healthz")
                return
            except OSError:
                time.sleep(0.05)
        raise AssertionError(f"reviewsd did not answer within {timeout}s:\n{self.output()}")

    def wait_insights(self, timeout=30.0):
        """Until /insights.json is served: with no insights.json in the data dir the daemon derives them
        after the reviews are served, in a child process that is gone once they are."""
        eventually(lambda: _assert_status(self.get("/insights.json")[0], 200), timeout=timeout)
        return self

    def get(self, path, headers=None):
        """(status, headers, body bytes)."""
        request = urllib.request.Request(self.url + path, headers=headers or {})
        try:
            with urllib.request.urlopen(request, timeout=10) as r:
                return r.status, r.headers, r.read()
        except urllib.error.HTTPError as e:
            return e.code, e.headers, e.read()

    def json(self, path):
        return json.loads(self.get(path)[2])

    def send(self, sig):
        self.proc.send_signal(sig)

    def stop(self, sig=signal.SIGTERM, timeout=10.0) -> int:
        if self.proc and self.proc.poll() is None:
            helpers = children(self.proc.pid)
            self.proc.send_signal(sig)
            try:
                self.proc.wait(timeout)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
            for pid in helpers:  # they die with the daemon; this is only so a failing test leaves nothing
                try:
                    os.kill(pid, signal.SIGKILL)
                except OSError:
                    pass
        self.log.close()
        return self.proc.returncode

    def output(self) -> str:
        return self.log_path.read_text(errors="replace") if self.log_path.exists() else ""


def listens(pid: int, port: int) -> bool:
    """Whether process `pid` holds a listening TCP socket on `port` (from /proc/net/tcp and its fds)."""
    inodes = set()
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        try:
            lines = Path(table).read_text().splitlines()[1:]
        except OSError:
            continue
        for line in lines:
            fields = line.split()
            if fields[3] == "0A" and int(fields[1].rsplit(":", 1)[1], 16) == port:  # 0A: LISTEN
                inodes.add(f"socket:[{fields[9]}]")
    try:
        fds = os.listdir(f"/proc/{pid}/fd")
    except OSError:
        return False
    for fd in fds:
        try:
            if os.readlink(f"/proc/{pid}/fd/{fd}") in inodes:
                return True
        except OSError:
            continue
    return False


def children(pid: int) -> list[int]:
    """The live (not zombie) processes whose parent is `pid`, from /proc."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == pid and fields[0] != "Z":
                found.append(int(entry.name))
    return found


def alive(pid: int) -> bool:
    """True while `pid` exists and is not a zombie."""
    try:
        return (Path("/proc") / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


@pytest.fixture
def daemon_factory(tmp_path):
    started = []

    def make(data_dir, state_dir=None, *extra, **kw):
        d = Daemon(Path(data_dir), Path(state_dir or tmp_path / "state"), *extra, **kw)
        started.append(d)
        return d
    yield make
    for d in started:
        if d.proc is not None:
            d.stop(signal.SIGKILL)


def eventually(check, timeout=10.0, interval=0.05):
    """Retry `check` (a callable that asserts) until it passes or `timeout` runs out."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            return check()
        except AssertionError:
            if time.monotonic() > deadline:
                raise
            time.sleep(interval)


# ---------------------------------------------------------------- 100,000 reviews, generated once

LARGE_COUNT = 100_000


@pytest.fixture(scope="session")
def large_data_dir() -> Path:
    """100,000 synthetic reviews with insights (bench/synthdata.py), shared by every test that needs that
    scale; generated once into make bench's own cache (bench/data), so later runs start at once.
    Tests must not edit it (copy it first)."""
    from bench.run import data_set
    return data_set(LARGE_COUNT, ROOT / "bench" / "data")


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise AssertionError(f"no VmRSS for {pid}")


def _assert_status(status: int, expected: int) -> None:
    assert status == expected, status


def drain_until_closed(sock, timeout=10.0) -> tuple[int, bool]:
    """(bytes received, whether the server closed the connection) reading `sock` until it does, or until
    nothing arrives for `timeout` seconds."""
    sock.settimeout(timeout)
    received = 0
    try:
        while chunk := sock.recv(1 << 20):
            received += len(chunk)
        return received, True
    except ConnectionResetError:
        return received, True
    except socket.timeout:
        return received, False


@pytest.fixture(scope="module")
def sample_daemon(tmp_path_factory):
    """The real daemon over the sample data, once the insights it derives are served."""
    d = Daemon(SAMPLE, tmp_path_factory.mktemp("state")).start().wait_insights()
    yield d
    d.stop()


@pytest.fixture(params=["auto", "legacy"])
def sdk_mode(request):
    """Both connection modes of the MCP SDK's Client (streamable HTTP, and the legacy probe first)."""
    return request.param


def with_sdk_client(daemon, mode, body):
    """Run `body(client)` inside a connected MCP SDK client and return its result."""
    from mcp.client import Client

    async def run():
        async with Client(f"{daemon.url}/mcp", mode=mode) as client:
            return await body(client)
    return asyncio.run(run())
