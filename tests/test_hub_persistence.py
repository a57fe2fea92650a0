"""The subscription table across real process deaths: SIGTERM writes it, SIGKILL never tears it."""
import json
import os
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
    # A table large enough that fifty rounds of subscriptions from one host stay within its limits.
    d = Daemon(SAMPLE, tmp_path / "state", f"--snapshot_interval={SNAPSHOT_INTERVAL}",
               "--hub_allow_private_callbacks=True", f"--hub_ca_certs={ca.ca_file}", "--hub_retry_delay=0.1",
               "--hub_max_subscriptions=200000")
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


# `make test` runs a few rounds; `make soak` runs SIGKILL_ROUNDS=200.
ROUNDS = int(os.environ.get("SIGKILL_ROUNDS", 5))


def test_sigkill_at_random_moments_never_tears_the_snapshot_or_loses_a_settled_subscription(tmp_path, ca,
                                                                                             subscriber):
    """ROUNDS times: subscribe continuously, SIGKILL at a random moment, then check that the snapshot
    is valid JSON holding every subscription verified one snapshot_interval before the kill, and that
    the next start restores exactly what the file holds."""
    rng = random.Random(2026)
    saved: set = set()
    port = free_port()
    for round_ in range(ROUNDS):
        daemon = start_daemon(tmp_path, ca, port=port)
        try:
            _assert_active(daemon, len(saved))  # the previous round's snapshot, restored in full
            kill_after = rng.uniform(0.1, 0.9)
            started = time.monotonic()
            n = 0
            while time.monotonic() - started < kill_after:
                subscribe(daemon, subscriber.url(f"/r{round_}/{n}"))
                n += 1
            killed_at = time.monotonic()
        finally:
            daemon.stop(signal.SIGKILL)

        # What must survive: everything the previous file held, and this round's subscriptions verified
        # at least one snapshot interval before the kill.
        settled = saved | {f"https://localhost:{subscriber.port}{v.path}" for v in subscriber.verifications()
                           if v.path.startswith(f"/r{round_}/")
                           and v.at < killed_at - SNAPSHOT_INTERVAL - SCHEDULING_SLACK}
        saved = saved_callbacks(tmp_path) if (tmp_path / "state" / "subscriptions.json").exists() else set()
        assert settled <= saved, (round_, sorted(settled - saved)[:5])
    assert len(saved) > ROUNDS  # the rounds did subscribe and settle a good number
