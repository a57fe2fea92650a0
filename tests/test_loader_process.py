"""The data loader as a process: what --check accepts the daemon serves, a file that cannot be
served never replaces the last good copy, a load that fails or hangs is reported once and stops
nothing, and its helper process lives only while it loads, dying with the daemon even on SIGKILL."""
import json
import os
import shutil
import signal
import subprocess
import sys
import time

import pytest

from tests.conftest import ROOT, alive, children, eventually, sample

LONE_SURROGATE = "lone surrogate"
DEEP = "deep nesting"


def poison(data_dir, kind) -> str:
    """Write a reviews.json that parses and fits the schema but cannot be served; return the path
    the problem must be reported at."""
    data = sample()
    if kind == LONE_SURROGATE:
        data["reviews"][3]["text"] = "Great work! PLACEHOLDER"
        text = json.dumps(data).replace("PLACEHOLDER", "\\ud83d")  # half an emoji, as a cut-off export
        (data_dir / "reviews.json").write_text(text)
        return "reviews[3].text"
    data["business"]["extra"] = "PLACEHOLDER"
    deep = '{"x":' * 1000 + "1" + "}" * 1000  # past what json.dumps itself can write
    (data_dir / "reviews.json").write_text(json.dumps(data).replace('"PLACEHOLDER"', deep))
    return "business.extra"


def run_check(data_dir, *extra):
    return subprocess.run([sys.executable, "-m", "reviewsd", "--check", f"--data_dir={data_dir}", *extra],
                          capture_output=True, text=True, timeout=60, cwd=ROOT)


@pytest.mark.parametrize("kind", [LONE_SURROGATE, DEEP])
def test_check_refuses_what_the_daemon_cannot_serve(data_dir, kind):
    path = poison(data_dir, kind)
    result = run_check(data_dir)
    assert result.returncode == 1, result.stdout + result.stderr
    assert f"reviews.json: {path}" in result.stdout, result.stdout


@pytest.mark.parametrize("kind", [LONE_SURROGATE, DEEP])
def test_an_unservable_file_is_reported_and_never_becomes_the_last_good_copy(daemon_factory, data_dir, tmp_path,
                                                                             kind):
    state = tmp_path / "state"
    d = daemon_factory(data_dir, state).start()
    good = d.get("/reviews.json")
    kept = (state / "last-good" / "reviews.json").read_bytes()
    path = poison(data_dir, kind)

    def reported():
        problems = d.json("/healthz")["data"]["files"]["reviews.json"]["problems"]
        assert any(p.startswith(f"reviews.json: {path}") for p in problems), problems
    eventually(reported)
    assert d.get("/reviews.json")[2] == good[2]
    assert (state / "last-good" / "reviews.json").read_bytes() == kept
    assert d.stop() == 0

    again = daemon_factory(data_dir, state).start()  # a restart still serves the last good data
    status, headers, _ = again.get("/reviews.json")
    assert status == 200 and headers["ETag"] == good[1]["ETag"], again.output()
    assert again.json("/healthz")["status"] == "degraded"


def test_the_last_good_copy_is_replaced_once_the_new_data_is_served(daemon_factory, data_dir, tmp_path):
    state = tmp_path / "state"
    d = daemon_factory(data_dir, state).start()
    data = sample()
    data["business"]["name"] = "Renamed"
    (data_dir / "reviews.json").write_text(json.dumps(data))
    eventually(lambda: _assert(d.json("/reviews.json")["business"]["name"] == "Renamed"))
    eventually(lambda: _assert(json.loads((state / "last-good" / "reviews.json").read_bytes()) == data))


def _assert(condition):
    assert condition


def test_a_byte_order_mark_is_accepted_by_check_and_daemon(daemon_factory, data_dir, tmp_path):
    raw = (data_dir / "reviews.json").read_bytes()
    (data_dir / "reviews.json").write_bytes(b"\xef\xbb\xbf" + raw)
    assert run_check(data_dir).returncode == 0
    d = daemon_factory(data_dir, tmp_path / "state").start()
    assert d.json("/healthz")["status"] == "ok"
    (data_dir / "reviews.json").write_bytes(raw.decode().encode("utf-16"))
    result = run_check(data_dir)
    assert result.returncode == 1 and "it is UTF-16" in result.stdout


def test_a_fifo_is_refused_by_check_and_daemon_and_blocks_nothing(daemon_factory, data_dir, tmp_path):
    (data_dir / "insights.json").unlink(missing_ok=True)  # the sample has none: its insights are derived
    os.mkfifo(data_dir / "insights.json")  # opening it to read would wait for a writer forever
    result = run_check(data_dir)
    assert result.returncode == 1 and "insights.json: $: is not a regular file" in result.stdout
    d = daemon_factory(data_dir, tmp_path / "state").start()
    health = d.json("/healthz")
    assert health["data"]["review_count"] > 0
    assert any("not a regular file" in p for p in health["data"]["files"]["insights.json"]["problems"])
    d.send(signal.SIGHUP)  # a later reload is not blocked either
    eventually(lambda: _assert("SIGHUP" in d.output()))
    assert d.stop(timeout=10) == 0


def test_a_file_over_data_max_mb_is_refused_by_check_and_daemon(daemon_factory, data_dir, tmp_path):
    data = sample()
    data["business"]["description"] = "x" * (2 * 2**20)
    (data_dir / "reviews.json").write_text(json.dumps(data))
    result = run_check(data_dir, "--data_max_mb=1")
    assert result.returncode == 1 and "is too large to load" in result.stdout
    d = daemon_factory(data_dir, tmp_path / "state", "--data_max_mb=1").start()
    problems = d.json("/healthz")["data"]["files"]["reviews.json"]["problems"]
    assert any("too large" in p and "data_max_mb" in p for p in problems)


def test_at_rest_the_daemon_is_one_process(daemon_factory, data_dir, tmp_path):
    d = daemon_factory(data_dir, tmp_path / "state").start().wait_insights()  # derived: their child is gone
    assert children(d.proc.pid) == []  # no idle worker, no multiprocessing resource tracker
    (data_dir / "reviews.json").write_text(json.dumps(sample()) + "\n")  # a reload, then rest again
    time.sleep(1.0)
    eventually(lambda: _assert(children(d.proc.pid) == []))


# ---------------------------------------------------------------- loads of 100,000 reviews


def start_loading(daemon_factory, large_data_dir, tmp_path, *extra):
    """A daemon busy with its first load of 100,000 reviews, and the pid of the load's helper."""
    data = tmp_path / "data"
    shutil.copytree(large_data_dir, data)
    d = daemon_factory(data, tmp_path / "state", *extra).start(wait=False)
    deadline = time.monotonic() + 20
    while True:
        helpers = children(d.proc.pid)
        if helpers:
            return d, helpers[0]
        assert time.monotonic() < deadline, d.output()
        time.sleep(0.02)


def test_sigkill_of_the_daemon_mid_load_takes_its_helper_with_it(daemon_factory, large_data_dir, tmp_path):
    d, helper = start_loading(daemon_factory, large_data_dir, tmp_path)
    time.sleep(0.5)  # well into the load
    d.proc.kill()
    d.proc.wait()
    eventually(lambda: _assert(not alive(helper)), timeout=5)


def test_sigterm_mid_load_stops_at_once(daemon_factory, large_data_dir, tmp_path):
    d, helper = start_loading(daemon_factory, large_data_dir, tmp_path)
    time.sleep(0.5)
    started = time.monotonic()
    assert d.stop(signal.SIGTERM, timeout=10) == 0
    assert time.monotonic() - started < 5
    eventually(lambda: _assert(not alive(helper)), timeout=5)


def test_a_load_past_load_timeout_is_reported_once_and_not_retried(daemon_factory, large_data_dir, tmp_path):
    data = tmp_path / "data"
    shutil.copytree(large_data_dir, data)
    d = daemon_factory(data, tmp_path / "state", "--load_timeout=0.3").start()  # it listens, with nothing
    health = d.json("/healthz")
    assert health["status"] == "degraded" and health["data"]["review_count"] == 0
    problems = health["data"]["files"]["reviews.json"]["problems"]
    assert any("could not be loaded: did not finish within 0.3 s" in p for p in problems), problems
    for _ in range(40):  # no retry loop: nothing changed, so no new load starts
        assert children(d.proc.pid) == []
        time.sleep(0.05)
    assert d.output().count("did not finish within") == 1
    assert d.stop() == 0


# ---------------------------------------------------------------- the subscription snapshot at start

GOOD_ENTRY = {"callback": "https://a.example/cb", "topic": "http://x/feed.xml", "lease_seconds": 600,
              "expires_at": 4102444800.0, "secret": None, "created_at": 0.0}


@pytest.mark.parametrize("change,where", [
    ({"topics": None}, "topics"),
    ({"subscriptions": [{**GOOD_ENTRY, "expires_at": "x"}]}, "subscriptions[0].expires_at"),
    ({"subscriptions": [{**GOOD_ENTRY, "callback": [1]}]}, "subscriptions[0].callback"),
])
def test_a_subscription_snapshot_with_wrong_types_is_moved_aside_and_the_daemon_starts(
        daemon_factory, data_dir, tmp_path, change, where):
    state = tmp_path / "state"
    state.mkdir()
    snapshot = {"version": 1, "saved_at": 0, "topics": {}, "subscriptions": [GOOD_ENTRY], **change}
    (state / "subscriptions.json").write_text(json.dumps(snapshot))
    d = daemon_factory(data_dir, state).start()
    assert d.json("/healthz")["hub"]["active"] == 0
    aside = list(state.glob("subscriptions.json.corrupt-*"))
    assert len(aside) == 1 and json.loads(aside[0].read_text()) == snapshot
    assert where in d.output() and aside[0].name in d.output()


def test_help_describes_the_loader_options():
    result = subprocess.run([sys.executable, "-m", "reviewsd", "--help"], capture_output=True, text=True,
                            timeout=30, cwd=ROOT)
    assert "--load-timeout" in result.stdout + result.stderr and "--data-max-mb" in result.stdout + result.stderr


# ---------------------------------------------------------------- a hung filesystem (in-process)




@pytest.mark.gen_test(timeout=30)
async def test_a_stat_that_hangs_blocks_nothing_and_is_reported(fetch, context, watcher, monkeypatch):
    import asyncio
    import threading

    from reviewsd.dataset import watcher as watcher_module
    from tests.test_watch import until
    context.options.load_timeout = 0.5
    hung = threading.Event()
    real = watcher_module.file_signature
    monkeypatch.setattr(watcher_module, "file_signature", lambda path: hung.wait() and real(path))

    async def reported():
        health = json.loads((await fetch("/healthz")).body)
        return any("did not answer a stat" in p for p in health["data"]["files"]["reviews.json"]["problems"])
    started = asyncio.get_running_loop().time()
    assert (await fetch("/reviews.json")).code == 200  # the IOLoop is not the one waiting
    assert asyncio.get_running_loop().time() - started < 0.5
    await until(reported, timeout=10)
    # The filesystem answers again; the load that follows may take its usual time (0.5 s was for the
    # stat, and a worker's start alone can take longer than that on a busy machine).
    context.options.load_timeout = 60.0
    hung.set()

    async def healed():
        return json.loads((await fetch("/healthz")).body)["status"] == "ok"
    await until(healed, timeout=15)


def test_a_large_file_that_does_not_parse_is_parsed_once(monkeypatch):
    from reviewsd.dataset import loader
    raw = b'{"business": {"name": "x"}, "reviews": [' + b'"padding",' * (2 * 2**20) + b"]}"  # 20 MB, bad at the end
    assert len(raw) > loader.POSITION_PARSE_MAX_BYTES

    def second_parse(*args, **kwargs):
        raise AssertionError("parsed a second time")
    monkeypatch.setattr(loader.json, "loads", second_parse)
    _, problems = loader.check_document("reviews.json", raw)
    assert len(problems) == 1 and "json.tool" in problems[0].message
    monkeypatch.undo()
    _, problems = loader.check_document("reviews.json", b'{"business": {"name": "x"},\n "reviews": [,]}')
    assert "line 2 column" in problems[0].message  # small files still get the position


@pytest.mark.parametrize("journal", [False, True])
def test_the_load_process_logs_with_a_level_and_a_timestamp_or_priority(daemon_factory, data_dir, tmp_path,
                                                                        journal):
    import re
    d = daemon_factory(data_dir, tmp_path / "state")
    if journal:  # stderr is "the journal": JOURNAL_STREAM names the file it goes to
        d.log_path.touch()
        st = d.log_path.stat()
        d.env["JOURNAL_STREAM"] = f"{st.st_dev}:{st.st_ino}"
    d.start()
    eventually(lambda: _assert("built the data to serve" in d.output()))
    line = next(x for x in d.output().splitlines() if "built the data to serve" in x)
    if journal:
        assert re.match(r"<6>reviewsd\.data: \[load \d+\] built the data to serve", line), line
    else:
        assert re.match(r"\[I \d{6} \d\d:\d\d:\d\d \w+:\d+\] \[load \d+\] built the data to serve", line), line
