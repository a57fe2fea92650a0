"""The subscription table across real process deaths: SIGTERM writes it, SIGKILL never tears it."""
import json
import random
import signal
import time
import urllib.request

import pytest

from tests.conftest import SAMPLE, Daemon, eventually, free_port
from tests.hubkit import CertificateAuthority, ThreadedSubscriber, form

SNAPSHOT_INTERVAL = 0.3
SCHEDULING_SLACK = 0.3  # the snapshot task may run a little late on a busy machine


@pytest.fixture
def ca(tmp_path):
    return CertificateAuthority(tmp_path)


@pytest.fixture
def subscriber(ca):
    s = ThreadedSubscriber().start(ca, free_port())
    yield s
    s.stop()


def start_daemon(tmp_path, ca, port=None):
    d = Daemon(SAMPLE, tmp_path / "state", f"--snapshot_interval={SNAPSHOT_INTERVAL}",
               "--hub_allow_private_callbacks=True", f"--hub_ca_certs={ca.ca_file}", "--hub_retry_delay=0.1")
    if port:
        d.port, d.url = port, f"http://127.0.0.1:{port}"
        d.args = [a if not a.startswith("--port=") else f"--port={port}" for a in d.args]
    return d.start()


def subscribe(daemon, callback, topic="/feed.xml"):
    body = form(mode="subscribe", callback=callback, topic=daemon.url + topic).encode()
    request = urllib.request.Request(daemon.url + "/api/websub/hub", data=body,
                                     headers={"Content-Type": "application/x-www-form-urlencoded"})
    with urllib.request.urlopen(request, timeout=10) as response:
        assert response.status == 202


def saved_callbacks(tmp_path) -> set:
    document = json.loads((tmp_path / "state" / "subscriptions.json").read_bytes())  # always valid JSON
    return {s["callback"] for s in document["subscriptions"]}


def test_sigterm_writes_the_table_and_a_restart_restores_it(tmp_path, ca, subscriber):
    daemon = start_daemon(tmp_path, ca)
    callbacks = [subscriber.url(f"/cb/{i}") for i in range(5)]
    for callback in callbacks:
        subscribe(daemon, callback)
    eventually(lambda: _assert_active(daemon, 5))
    assert daemon.stop(signal.SIGTERM) == 0
    assert saved_callbacks(tmp_path) == set(callbacks)

    again = start_daemon(tmp_path, ca, port=daemon.port)
    try:
        _assert_active(again, 5)
        assert "restored 5 active subscriptions" in again.output()
    finally:
        again.stop()


def _assert_active(daemon, count):
    assert daemon.json("/healthz")["hub"]["active"] == count


@pytest.mark.parametrize("round_", range(3))
def test_sigkill_while_subscriptions_change_leaves_a_valid_snapshot(tmp_path, ca, subscriber, round_):
    rng = random.Random(round_)
    daemon = start_daemon(tmp_path, ca)
    kill_after = rng.uniform(0.6, 1.6)
    started = time.monotonic()
    n = 0
    while time.monotonic() - started < kill_after:
        subscribe(daemon, subscriber.url(f"/r{round_}/{n}"))
        n += 1
        time.sleep(0.01)
    killed_at = time.monotonic()
    daemon.send(signal.SIGKILL)
    daemon.proc.wait(10)
    daemon.log.close()

    saved = saved_callbacks(tmp_path) if (tmp_path / "state" / "subscriptions.json").exists() else set()
    settled = {f"https://localhost:{subscriber.port}{v.path}" for v in subscriber.verifications()
               if v.at < killed_at - SNAPSHOT_INTERVAL - SCHEDULING_SLACK}
    assert settled, "the round must give some subscriptions time to settle"
    assert settled <= saved, settled - saved

    restarted = start_daemon(tmp_path, ca, port=daemon.port)
    try:
        _assert_active(restarted, len(saved))
    finally:
        restarted.stop()
