"""Faults around the daemon: unreadable or shifting data files, a state dir it cannot write, and
callbacks that hang, reset, flood or dawdle. It keeps serving, reports the problem, loses nothing."""
import asyncio
import datetime
import os
import shutil
import socket
import struct
import threading

import pytest
import tornado.httpserver
import tornado.web

from reviewsd.dataset import loader
from reviewsd.options import make_options
from tests.conftest import body_json, sample, write_json
from tests.hubkit import CertificateAuthority, Subscriber
from tests.test_hub import edit_reviews, free_port, new_review
from tests.test_watch import until

# ---------------------------------------------------------------- data files




async def health(fetch):
    return body_json(await fetch("/healthz"))


@pytest.mark.gen_test(timeout=20)
async def test_an_unreadable_data_file_keeps_the_last_good_data(fetch, data_dir, watcher):
    good = await fetch("/reviews.json")
    (data_dir / "reviews.json").unlink()
    (data_dir / "reviews.json").mkdir()  # unreadable even for root, unlike a chmod

    async def reported():
        problems = (await health(fetch))["data"]["files"]["reviews.json"]["problems"]
        return any("cannot be read" in p for p in problems)
    await until(reported)
    assert (await fetch("/reviews.json")).body == good.body
    (data_dir / "reviews.json").rmdir()
    write_json(data_dir / "reviews.json", sample())

    async def healed():
        return (await health(fetch))["status"] == "ok"
    await until(healed)


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads files whatever their mode")
@pytest.mark.gen_test(timeout=20)
async def test_a_data_file_without_read_permission_keeps_the_last_good_data(fetch, data_dir, watcher):
    os.chmod(data_dir / "reviews.json", 0)
    os.utime(data_dir / "reviews.json")

    async def reported():
        problems = (await health(fetch))["data"]["files"]["reviews.json"]["problems"]
        return any("Permission denied" in p for p in problems)
    await until(reported)
    assert (await fetch("/reviews.json")).code == 200


def test_a_file_swapped_while_it_is_read_is_not_used(data_dir, state_dir, monkeypatch):
    """The signature taken after the read differs from the one taken when the file was opened."""
    data_loader = loader.Loader(data_dir, state_dir)
    calls = iter([(1, 2, 3, 4)])
    monkeypatch.setattr(loader, "file_signature", lambda path: next(calls, (9, 9, 9, 9)))
    pick = data_loader.pick("reviews.json", None)
    assert pick.outcome.unstable and pick.outcome.problems == []


# ---------------------------------------------------------------- the state dir


@pytest.mark.gen_test(timeout=20)
async def test_an_unwritable_state_dir_is_reported_and_serving_goes_on(fetch, context, data_dir, state_dir, watcher):
    shutil.rmtree(state_dir / "last-good")
    (state_dir / "last-good").write_text("not a directory")  # every write below it now fails
    data = sample()
    new_review(data)
    write_json(data_dir / "reviews.json", data)

    async def reported():
        return not (await health(fetch))["data"]["state_dir"]["writable"]
    await until(reported)
    report = await health(fetch)
    assert report["status"] == "degraded" and "last good copy" in report["data"]["state_dir"]["problem"]
    assert body_json(await fetch("/reviews.json"))["reviews"][0]["id"] == "01ZZZZZZZZZZZZZZZZZZZZZZZZ"


@pytest.mark.gen_test(timeout=20)
async def test_an_unwritable_subscription_snapshot_is_reported_and_retried(fetch, context, state_dir):
    (state_dir / "subscriptions.json").mkdir(parents=True)  # the rename onto it fails
    context.hub.table.activate("https://a.example/cb", context.options.base_url + "/feed.xml", 600, None)

    async def reported():
        return (await health(fetch))["hub"]["snapshot"]["problem"] is not None
    await until(reported)
    assert (await health(fetch))["status"] == "degraded"
    assert (await fetch("/reviews.json")).code == 200
    (state_dir / "subscriptions.json").rmdir()

    async def saved():
        return (await health(fetch))["hub"]["snapshot"]["problem"] is None
    await until(saved)
    assert "https://a.example/cb" in (state_dir / "subscriptions.json").read_text()
    saved_at = (await health(fetch))["hub"]["snapshot"]["saved_at"]
    assert datetime.datetime.fromisoformat(saved_at).tzinfo is not None  # ISO 8601, as every other time


# ---------------------------------------------------------------- misbehaving callbacks


class RawListener:
    """A TCP listener that misbehaves on purpose: 'hang' accepts and never speaks, 'reset' accepts
    and resets the connection as soon as the hub's TLS handshake begins."""

    def __init__(self, behaviour: str):
        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(64)
        self.port = self.sock.getsockname()[1]
        self.behaviour = behaviour
        self.accepted = []
        self.thread = threading.Thread(target=self._serve, daemon=True)
        self.thread.start()

    def _serve(self):
        while True:
            try:
                conn, _ = self.sock.accept()
            except OSError:
                return
            if self.behaviour == "reset":
                # Only once the hub's first bytes (its TLS ClientHello) came: a reset landing between the hub's
                # connect and its TLS wrap makes ssl's wrap_socket raise with the SSLSocket it made left open
                # (CPython gh-113280, fixed after Python 3.11.7), whose ResourceWarning, once freed, fails the test.
                conn.settimeout(5)
                try:
                    conn.recv(1)
                except OSError:
                    pass
                conn.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
                conn.close()
            else:
                self.accepted.append(conn)

    def close(self):
        self.sock.close()
        for conn in self.accepted:
            conn.close()


@pytest.fixture(scope="module")
def ca(tmp_path_factory):
    return CertificateAuthority(tmp_path_factory.mktemp("ca"))


@pytest.fixture
def options(data_dir, state_dir, http_port, ca):
    return make_options(data_dir=str(data_dir), state_dir=str(state_dir), port=http_port,
                        base_url=f"http://localhost:{http_port}", hub_ca_certs=ca.ca_file,
                        hub_allow_private_callbacks=True, hub_retry_delay=30.0, hub_timeout=2.0,
                        snapshot_interval=0.2, watch_interval=0.1)


def flooding_app():
    class Flood(tornado.web.RequestHandler):
        async def post(self):
            try:
                for _ in range(200):  # 12.8 MB, far past what the hub reads
                    self.write(b"x" * 65536)
                    await self.flush()
            except tornado.iostream.StreamClosedError:
                pass  # the hub read what it needed and hung up: the flood is over

    return tornado.web.Application([(r"/.*", Flood)])


@pytest.mark.gen_test(timeout=30)
async def test_bad_callbacks_stall_neither_other_deliveries_nor_requests(fetch, context, data_dir, ca):
    hang, reset = RawListener("hang"), RawListener("reset")
    good = [Subscriber().start(ca, free_port()) for _ in range(3)]
    slow = Subscriber().start(ca, free_port())
    slow.delivery_delay = 1.0
    flood_port = free_port()
    flood = tornado.httpserver.HTTPServer(flooding_app(), ssl_options=ca.server_context())
    flood.listen(flood_port, "127.0.0.1")
    topic = context.options.base_url + "/feed.xml"
    callbacks = {"hang": f"https://localhost:{hang.port}/cb", "reset": f"https://localhost:{reset.port}/cb",
                 "flood": f"https://localhost:{flood_port}/cb", "slow": slow.url()}
    for s in good:
        callbacks[f"good{s.port}"] = s.url()
    for callback in callbacks.values():  # as if each had passed verification
        context.hub.table.activate(callback, topic, 600, None)
    try:
        started = asyncio.get_running_loop().time()
        edit_reviews(context, data_dir, new_review)
        await until(lambda: all(len(s.deliveries()) == 1 for s in good), timeout=5)
        assert asyncio.get_running_loop().time() - started < 1.5  # not held up by the hanging one
        for _ in range(20):  # requests are answered promptly meanwhile
            t = asyncio.get_running_loop().time()
            assert (await fetch("/api/reviews/search?rating=5")).code == 200
            assert asyncio.get_running_loop().time() - t < 0.5
        await until(lambda: context.hub.deliverer.failed >= 2 and len(slow.deliveries()) == 1, timeout=10)
        await until(lambda: context.hub.deliverer.ok >= 5, timeout=10)  # good ones, slow, and the flood's 200
        assert context.hub.table.get(callbacks["flood"], topic) is not None  # acknowledged, rest unread
        assert context.hub.table.get(callbacks["hang"], topic) is not None  # one failure: a retry is due
    finally:
        hang.close()
        reset.close()
        flood.stop()
        # (its connections too: an SSL socket left to the collector is an unraisable warning, which fails the test)
        await flood.close_all_connections()
        for s in good + [slow]:
            await s.close()
