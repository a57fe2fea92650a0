"""The WebSub hub against real HTTPS subscribers on loopback: every row of the specification's state
table and error table, leases, signatures, deliveries of all three topics, and the hub's limits."""
import asyncio
import hashlib
import hmac
import json
import socket
import time

import pytest
from tornado.httpclient import AsyncHTTPClient
from tornado.ioloop import IOLoop
from tornado.netutil import Resolver

from reviewsd.dataset.watcher import load_all
from reviewsd.main import start_hub
from reviewsd.options import make_options
from tests.conftest import body_json, sample, write_json
from tests.hubkit import CertificateAuthority, Subscriber, form

FORM = {"Content-Type": "application/x-www-form-urlencoded"}
TOPICS = ["/feed.xml", "/api/feed.json", "/reviews.json"]


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def ca(tmp_path_factory):
    return CertificateAuthority(tmp_path_factory.mktemp("ca"))


@pytest.fixture
def hub_settings():
    """Per-test overrides of the hub options."""
    return {}


@pytest.fixture
def options(data_dir, state_dir, http_port, ca, hub_settings):
    settings = dict(data_dir=str(data_dir), state_dir=str(state_dir), port=http_port,
                    base_url=f"http://localhost:{http_port}", hub_ca_certs=ca.ca_file,
                    hub_allow_private_callbacks=True, hub_retry_delay=0.1, hub_timeout=3.0, snapshot_interval=0.2,
                    hub_lease_min=1, rate_limit=0.0)
    settings.update(hub_settings)
    return make_options(**settings)


@pytest.fixture
def subscriber(ca, io_loop):
    s = Subscriber().start(ca, free_port())
    yield s
    io_loop.run_sync(s.close)


@pytest.fixture
def hub_post(fetch):
    async def post(**fields):
        return await fetch("/api/websub/hub", method="POST", body=form(**fields), headers=FORM)
    return post


async def until(check, timeout=5.0):
    deadline = asyncio.get_running_loop().time() + timeout
    while not check():
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError("condition not reached in time")
        await asyncio.sleep(0.02)


async def subscribe(hub_post, context, subscriber, base_url, path="/cb", topic="/feed.xml", **extra):
    response = await hub_post(mode="subscribe", callback=subscriber.url(path), topic=base_url + topic, **extra)
    assert response.code == 202, response.body
    await until(lambda: context.hub.table.get(subscriber.url(path), base_url + topic) is not None)
    return context.hub.table.get(subscriber.url(path), base_url + topic)


def edit_reviews(context, data_dir, change):
    data = sample()
    change(data)
    write_json(data_dir / "reviews.json", data)
    context.install(load_all(context))


def new_review(data, rid="01ZZZZZZZZZZZZZZZZZZZZZZZZ", text="Fast and friendly."):
    data["reviews"].append({"id": rid, "author": "New", "author_avatar_url": None, "rating": 5,
                            "date": "2026-11-21", "text": text, "source": "google", "source_url": None,
                            "owner_reply": None, "verified": True})


# ---------------------------------------------------------------- the state table

@pytest.mark.gen_test(timeout=15)
async def test_https_subscribe_is_accepted_then_verified_with_a_challenge(hub_post, context, subscriber, base_url):
    callback = subscriber.url("/cb") + "?token=abc&x=1"
    response = await hub_post(mode="subscribe", callback=callback, topic=base_url + "/feed.xml",
                              lease_seconds="600")
    assert response.code == 202
    assert body_json(response)["status"] == "accepted"
    await until(lambda: context.hub.table.get(callback, base_url + "/feed.xml") is not None)
    [verification] = subscriber.verifications()
    assert verification.query["hub.mode"] == "subscribe"
    assert verification.query["hub.topic"] == base_url + "/feed.xml"
    assert verification.query["hub.lease_seconds"] == "600"
    assert len(verification.query["hub.challenge"]) >= 32
    assert (verification.query["token"], verification.query["x"]) == ("abc", "1")  # own query string kept


@pytest.mark.gen_test(timeout=15)
async def test_challenges_are_fresh_each_time(hub_post, context, subscriber, base_url):
    for path in ("/a", "/b", "/c"):
        await subscribe(hub_post, context, subscriber, base_url, path)
    challenges = {v.query["hub.challenge"] for v in subscriber.verifications()}
    assert len(challenges) == 3


@pytest.mark.gen_test(timeout=15)
@pytest.mark.parametrize("callback", ["http://localhost/cb", "HTTP://example.com/cb", "ftp://example.com/cb"])
async def test_plain_http_callback_is_rejected_and_nothing_is_sent(hub_post, context, subscriber, base_url, callback):
    response = await hub_post(mode="subscribe", callback=callback, topic=base_url + "/feed.xml")
    assert response.code == 400
    assert body_json(response)["issues"][0]["code"] == "not_https"
    await asyncio.sleep(0.2)
    assert subscriber.received == [] and len(context.hub.table) == 0


@pytest.mark.gen_test(timeout=15)
@pytest.mark.parametrize("answer", ["wrong", 404, 500, 302, "redirect"])
async def test_a_wrong_challenge_answer_activates_nothing(hub_post, context, subscriber, base_url, answer):
    subscriber.challenge = answer
    response = await hub_post(mode="subscribe", callback=subscriber.url(), topic=base_url + "/feed.xml")
    assert response.code == 202
    await until(lambda: context.hub.verification_failed == 1)
    assert len(context.hub.table) == 0
    assert [r.path for r in subscriber.received] == ["/cb"]  # a redirect is never followed


@pytest.mark.gen_test(timeout=15)
async def test_unsubscribe_reruns_the_challenge_before_removing(hub_post, context, subscriber, base_url):
    await subscribe(hub_post, context, subscriber, base_url)
    subscriber.challenge = "wrong"
    await hub_post(mode="unsubscribe", callback=subscriber.url(), topic=base_url + "/feed.xml")
    await until(lambda: len(subscriber.verifications()) == 2)
    await until(lambda: context.hub.verification_failed == 1)
    assert len(context.hub.table) == 1  # a failed verification changes nothing
    subscriber.challenge = "echo"
    response = await hub_post(mode="unsubscribe", callback=subscriber.url(), topic=base_url + "/feed.xml")
    assert response.code == 202
    await until(lambda: len(context.hub.table) == 0)
    last = subscriber.verifications()[-1]
    assert last.query["hub.mode"] == "unsubscribe" and "hub.lease_seconds" not in last.query


@pytest.mark.gen_test(timeout=20)
@pytest.mark.parametrize("topic", TOPICS)
async def test_a_change_posts_the_full_topic_with_content_type_and_links(
        hub_post, context, subscriber, base_url, data_dir, fetch, topic):
    await subscribe(hub_post, context, subscriber, base_url, topic=topic)
    edit_reviews(context, data_dir, new_review)
    await until(lambda: len(subscriber.deliveries()) == 1)
    [delivery] = subscriber.deliveries()
    current = await fetch(topic)
    assert delivery.body == current.body
    assert delivery.headers["Content-Type"] == current.headers["Content-Type"]
    expected_type = "application/atom+xml" if topic == "/feed.xml" else "application/json"
    assert delivery.headers["Content-Type"].startswith(expected_type)
    link = delivery.headers["Link"]
    assert f'<{base_url}/api/websub/hub>; rel="hub"' in link and f'<{base_url}{topic}>; rel="self"' in link
    assert "X-Hub-Signature" not in delivery.headers


@pytest.mark.gen_test(timeout=20)
async def test_secret_signs_every_delivery_and_renewal_changes_it(hub_post, context, subscriber, base_url, data_dir):
    await subscribe(hub_post, context, subscriber, base_url, secret="s3cret")
    edit_reviews(context, data_dir, new_review)
    await until(lambda: len(subscriber.deliveries()) == 1)
    delivery = subscriber.deliveries()[0]
    expected = hmac.new(b"s3cret", delivery.body, hashlib.sha256).hexdigest()
    assert delivery.headers["X-Hub-Signature"] == f"sha256={expected}"
    # Re-subscribing renews the lease and replaces the secret.
    await hub_post(mode="subscribe", callback=subscriber.url(), topic=base_url + "/feed.xml", secret="other")
    await until(lambda: context.hub.table.get(subscriber.url(), base_url + "/feed.xml").secret == "other")
    edit_reviews(context, data_dir, lambda d: new_review(d, "01ZZZZZZZZZZZZZZZZZZZZZZZY", "Second one."))
    await until(lambda: len(subscriber.deliveries()) == 2)
    second = subscriber.deliveries()[1]
    assert second.headers["X-Hub-Signature"] == "sha256=" + hmac.new(
        b"other", second.body, hashlib.sha256).hexdigest()


@pytest.mark.gen_test(timeout=20)
async def test_only_topics_whose_body_changed_are_delivered(hub_post, context, subscriber, base_url, data_dir):
    for topic in TOPICS:
        await subscribe(hub_post, context, subscriber, base_url, path="/" + topic.replace("/", "_"), topic=topic)
    # The oldest review is far outside the 50 newest: only the full dataset changes.
    def edit_oldest(data):
        oldest = min((r for r in data["reviews"] if r["verified"]), key=lambda r: (r["date"], r["id"]))
        oldest["text"] = "Edited old review."
    edit_reviews(context, data_dir, edit_oldest)
    await until(lambda: len(subscriber.deliveries()) == 1)
    await asyncio.sleep(0.3)
    assert [d.path for d in subscriber.deliveries()] == ["/_reviews.json"]
    context.install(load_all(context))  # the same data again: nothing to deliver
    await asyncio.sleep(0.3)
    assert len(subscriber.deliveries()) == 1


@pytest.mark.gen_test(timeout=20)
async def test_quick_edits_coalesce_into_one_delivery_of_the_newest(hub_post, context, subscriber, base_url,
                                                                   data_dir, fetch):
    await subscribe(hub_post, context, subscriber, base_url, topic="/reviews.json")
    subscriber.delivery_delay = 0.5
    edit_reviews(context, data_dir, lambda d: new_review(d, "01ZZZZZZZZZZZZZZZZZZZZZZZ1"))
    await until(lambda: len(subscriber.deliveries()) == 1)
    for n in range(2, 6):  # four more edits while the first delivery is out
        edit_reviews(context, data_dir, lambda d, n=n: new_review(d, f"01ZZZZZZZZZZZZZZZZZZZZZZZ{n}"))
    await until(lambda: len(subscriber.deliveries()) == 2, timeout=10)
    await asyncio.sleep(1.2)
    deliveries = subscriber.deliveries()
    assert len(deliveries) == 2
    assert deliveries[1].body == (await fetch("/reviews.json")).body


@pytest.mark.gen_test(timeout=20)
async def test_three_consecutive_failures_remove_and_deny(hub_post, context, subscriber, base_url, data_dir):
    await subscribe(hub_post, context, subscriber, base_url)
    subscriber.delivery_statuses = [500, 503, 404]
    edit_reviews(context, data_dir, new_review)
    await until(lambda: len(subscriber.denials()) == 1, timeout=10)
    assert len(subscriber.deliveries()) == 3
    gaps = [b.at - a.at for a, b in zip(subscriber.deliveries(), subscriber.deliveries()[1:], strict=False)]
    assert gaps[1] > gaps[0] * 1.5  # the retry delay doubles
    assert len(context.hub.table) == 0
    denial = subscriber.denials()[0]
    assert denial.query["hub.topic"] == base_url + "/feed.xml" and denial.query["hub.reason"]


@pytest.mark.gen_test(timeout=20)
async def test_a_success_resets_the_failure_count(hub_post, context, subscriber, base_url, data_dir):
    await subscribe(hub_post, context, subscriber, base_url)
    subscriber.delivery_statuses = [500, 500, 200]
    edit_reviews(context, data_dir, new_review)
    await until(lambda: len(subscriber.deliveries()) == 3, timeout=10)
    subscriber.delivery_statuses = [500, 500, 200]
    edit_reviews(context, data_dir, lambda d: new_review(d, "01ZZZZZZZZZZZZZZZZZZZZZZZQ"))
    await until(lambda: len(subscriber.deliveries()) == 6, timeout=10)
    await asyncio.sleep(0.2)
    assert len(context.hub.table) == 1 and subscriber.denials() == []


@pytest.mark.gen_test(timeout=20)
async def test_410_removes_at_once(hub_post, context, subscriber, base_url, data_dir):
    await subscribe(hub_post, context, subscriber, base_url)
    subscriber.delivery_statuses = [410]
    edit_reviews(context, data_dir, new_review)
    await until(lambda: len(context.hub.table) == 0)
    await asyncio.sleep(0.3)
    assert len(subscriber.deliveries()) == 1 and subscriber.denials() == []


@pytest.mark.gen_test(timeout=20)
async def test_redirects_are_never_followed(hub_post, context, subscriber, base_url, data_dir):
    await subscribe(hub_post, context, subscriber, base_url)
    subscriber.redirect_to = subscriber.url("/elsewhere")
    edit_reviews(context, data_dir, new_review)
    await until(lambda: len(subscriber.denials()) == 1, timeout=10)
    assert subscriber.deliveries("/elsewhere") == []
    assert len(subscriber.deliveries("/cb")) == 3  # each redirect counted as a failure


@pytest.mark.gen_test(timeout=20)
async def test_an_untrusted_certificate_is_a_failure(hub_post, context, subscriber, base_url, tmp_path):
    other = CertificateAuthority(tmp_path)  # not the CA the hub trusts
    stranger = Subscriber().start(other, free_port())
    try:
        await hub_post(mode="subscribe", callback=stranger.url(), topic=base_url + "/feed.xml")
        await until(lambda: context.hub.verification_failed == 1)
        assert stranger.received == [] and len(context.hub.table) == 0
    finally:
        await stranger.close()


# ---------------------------------------------------------------- leases

@pytest.mark.gen_test(timeout=15)
@pytest.mark.parametrize("asked,granted", [(None, "86400"), ("0", "1"), ("30", "30"), ("99999999", "2592000")])
async def test_lease_is_clamped_to_the_policy(hub_post, context, subscriber, base_url, asked, granted):
    extra = {} if asked is None else {"lease_seconds": asked}
    await subscribe(hub_post, context, subscriber, base_url, **extra)
    assert subscriber.verifications()[0].query["hub.lease_seconds"] == granted


@pytest.mark.gen_test(timeout=15)
async def test_an_expired_lease_is_removed(hub_post, context, subscriber, base_url):
    await subscribe(hub_post, context, subscriber, base_url, lease_seconds="1")
    await until(lambda: len(context.hub.table) == 0, timeout=4)
    assert context.hub.removed == 1


# ---------------------------------------------------------------- the error table

@pytest.mark.gen_test
@pytest.mark.parametrize("fields,path,code", [
    ({"mode": "subscribe", "topic": "T"}, "hub.callback", "required"),
    ({"callback": "https://a.example/cb", "topic": "T"}, "hub.mode", "required"),
    ({"mode": "subscribe", "callback": "https://a.example/cb"}, "hub.topic", "required"),
    ({"mode": "publish", "callback": "https://a.example/cb", "topic": "T"}, "hub.mode", "invalid_choice"),
    ({"mode": "subscribe", "callback": "https://a.example/cb", "topic": "https://other.example/feed.xml"},
     "hub.topic", "unknown_topic"),
    ({"mode": "subscribe", "callback": "https://a.example/cb", "topic": "T#frag"}, "hub.topic", "has_fragment"),
    ({"mode": "subscribe", "callback": "https://a.example/cb#frag", "topic": "T"}, "hub.callback", "has_fragment"),
    ({"mode": "subscribe", "callback": "not a url", "topic": "T"}, "hub.callback", "invalid_url"),
    ({"mode": "subscribe", "callback": "https://a.example:99999/cb", "topic": "T"}, "hub.callback", "invalid_url"),
    ({"mode": "subscribe", "callback": "https://a.example/" + "x" * 3000, "topic": "T"}, "hub.callback", "too_long"),
    # Names DNS cannot carry (an empty label, a label over 63 characters): a 400, never IDNA's UnicodeError.
    ({"mode": "subscribe", "callback": "https://a..example/cb", "topic": "T"}, "hub.callback", "invalid_host"),
    ({"mode": "subscribe", "callback": "https://" + "x" * 64 + ".example/cb", "topic": "T"},
     "hub.callback", "invalid_host"),
    ({"mode": "subscribe", "callback": "https://a.example/cb", "topic": "T", "lease_seconds": "-5"},
     "hub.lease_seconds", "invalid_lease"),
    ({"mode": "subscribe", "callback": "https://a.example/cb", "topic": "T", "lease_seconds": "1.5"},
     "hub.lease_seconds", "invalid_lease"),
    ({"mode": "subscribe", "callback": "https://a.example/cb", "topic": "T", "secret": "s" * 200},
     "hub.secret", "too_long"),
])
async def test_bad_requests_are_400_with_issues(hub_post, base_url, fields, path, code):
    fields = {k: v.replace("T", base_url + "/feed.xml", 1) if v.startswith("T") else v for k, v in fields.items()}
    response = await hub_post(**fields)
    assert response.code == 400
    body = body_json(response)
    assert body["error"] == "invalid_request"
    assert {"path": [path], "code": code} in [{"path": i["path"], "code": i["code"]} for i in body["issues"]]


@pytest.mark.gen_test
async def test_a_secret_of_199_bytes_is_fine(hub_post, context, subscriber, base_url):
    await subscribe(hub_post, context, subscriber, base_url, secret="s" * 199)


@pytest.mark.gen_test
async def test_repeated_fields_wrong_type_and_oversized_bodies(fetch, base_url, subscriber):
    repeated = form(mode="subscribe", topic=base_url + "/feed.xml", callback=subscriber.url()) + "&hub.mode=unsubscribe"
    response = await fetch("/api/websub/hub", method="POST", body=repeated, headers=FORM)
    assert response.code == 400 and body_json(response)["issues"][0]["code"] == "repeated"
    as_json = await fetch("/api/websub/hub", method="POST", body=json.dumps({"hub.mode": "subscribe"}),
                          headers={"Content-Type": "application/json"})
    assert as_json.code == 415
    huge = await fetch("/api/websub/hub", method="POST", body="hub.x=" + "a" * 10000, headers=FORM)
    assert huge.code == 413
    not_utf8 = await fetch("/api/websub/hub", method="POST", body=b"hub.mode=\xff", headers=FORM)
    assert not_utf8.code == 400
    assert (await fetch("/api/websub/hub")).code == 405


# ---------------------------------------------------------------- safety

class TestPrivateCallbacksRefused:
    @pytest.fixture
    def hub_settings(self):
        return {"hub_allow_private_callbacks": False}

    @pytest.mark.gen_test(timeout=15)
    @pytest.mark.parametrize("host", ["127.0.0.1", "localhost", "[::1]", "[::ffff:127.0.0.1]", "10.0.0.1",
                                      "169.254.169.254", "0.0.0.0", "[fe80::1]", "224.0.0.1"])
    async def test_private_addresses_are_refused(self, hub_post, subscriber, base_url, host):
        callback = f"https://{host}:{subscriber.port}/cb"
        response = await hub_post(mode="subscribe", callback=callback, topic=base_url + "/feed.xml")
        assert response.code == 400
        assert body_json(response)["error"] == "callback_not_allowed"
        await asyncio.sleep(0.1)
        assert subscriber.received == []


class FlippingResolver(Resolver):
    """Resolves rebind.test to a public address first and to 127.0.0.1 afterwards: DNS rebinding."""

    def initialize(self):
        self.calls = 0

    async def resolve(self, host, port, family=socket.AF_UNSPEC):
        self.calls += 1
        address = "93.184.216.34" if self.calls == 1 else "127.0.0.1"
        return [(socket.AF_INET, (address, port))]


class TestDnsRebinding:
    @pytest.fixture
    def hub_settings(self):
        return {"hub_allow_private_callbacks": False}

    @pytest.fixture
    def context(self, options, io_loop):
        from reviewsd.context import Context
        ctx = Context(options)
        ctx.install(load_all(ctx))
        hub = start_hub(ctx, resolver=FlippingResolver())
        yield ctx
        hub.stop()

    @pytest.mark.gen_test(timeout=15)
    async def test_the_check_holds_for_the_address_actually_connected_to(self, hub_post, context, subscriber,
                                                                         base_url):
        callback = f"https://rebind.test:{subscriber.port}/cb"
        response = await hub_post(mode="subscribe", callback=callback, topic=base_url + "/feed.xml")
        assert response.code == 202  # the name looked public when asked
        await until(lambda: context.hub.verification_failed == 1)
        assert subscriber.received == [] and len(context.hub.table) == 0


# ---------------------------------------------------------------- limits

class TestLimits:
    @pytest.fixture
    def hub_settings(self):
        return {"hub_max_subscriptions": 3}

    @pytest.mark.gen_test(timeout=15)
    async def test_the_table_is_bounded(self, hub_post, context, subscriber, base_url):
        for path in ("/1", "/2", "/3"):
            await subscribe(hub_post, context, subscriber, base_url, path)
        over = await hub_post(mode="subscribe", callback=subscriber.url("/4"), topic=base_url + "/feed.xml")
        assert over.code == 429 and body_json(over)["error"] == "too_many_subscriptions"
        assert over.headers["Retry-After"]
        renew = await hub_post(mode="subscribe", callback=subscriber.url("/1"), topic=base_url + "/feed.xml")
        assert renew.code == 202  # renewing an existing subscription is always possible

    @pytest.mark.gen_test(timeout=15)
    async def test_subscriptions_per_host_are_bounded(self, hub_post, context, subscriber, base_url):
        context.hub.max_per_host = 1
        await subscribe(hub_post, context, subscriber, base_url, "/1")
        over = await hub_post(mode="subscribe", callback=subscriber.url("/2"), topic=base_url + "/feed.xml")
        assert over.code == 429 and body_json(over)["error"] == "too_many_subscriptions_for_host"
        other_host = await hub_post(mode="subscribe", callback=subscriber.url("/2", host="127.0.0.1"),
                                    topic=base_url + "/feed.xml")
        assert other_host.code == 202

    @pytest.mark.gen_test(timeout=15)
    async def test_pending_verifications_are_bounded(self, hub_post, context, subscriber, base_url):
        context.hub.max_pending = 1
        subscriber.verification_delay = 1.0  # the first verification is still pending when the second asks
        first = await hub_post(mode="subscribe", callback=subscriber.url("/slow"), topic=base_url + "/feed.xml")
        second = await hub_post(mode="subscribe", callback=subscriber.url("/next"), topic=base_url + "/feed.xml")
        assert first.code == 202
        assert second.code == 429 and body_json(second)["error"] == "too_many_pending"
        await until(lambda: len(context.hub.table) == 1)  # the first completes; its slot is free again
        third = await hub_post(mode="subscribe", callback=subscriber.url("/next"), topic=base_url + "/feed.xml")
        assert third.code == 202
        await until(lambda: len(context.hub.table) == 2)


class TestLimitsUnderConcurrency:
    """Many subscribe requests at once against a small limit: the review saw 300 of 300 accepted against
    a limit of 100, as each request was counted only after awaiting the callback's DNS. (100 here: the
    listen backlog of the test server is 128.)"""

    @pytest.fixture
    def hub_settings(self):
        return {"hub_max_subscriptions": 20}

    @pytest.mark.gen_test(timeout=60)
    async def test_the_limit_holds_for_concurrent_requests(self, context, subscriber, http_server, base_url):
        client = AsyncHTTPClient(force_instance=True, max_clients=100)
        try:
            responses = await asyncio.gather(*(
                client.fetch(base_url + "/api/websub/hub", method="POST", headers=FORM, raise_error=False,
                             body=form(mode="subscribe", callback=subscriber.url(f"/c{i}"),
                                       topic=base_url + "/feed.xml"))
                for i in range(100)))
        finally:
            client.close()
        codes = [r.code for r in responses]
        assert set(codes) <= {202, 429} and codes.count(202) <= 20
        assert {body_json(r)["error"] for r in responses if r.code == 429} <= {
            "too_many_subscriptions", "too_many_subscriptions_for_host", "too_many_pending"}
        await until(lambda: not context.hub.pending, timeout=30)
        assert len(context.hub.table) <= 20


@pytest.mark.gen_test(timeout=60)
async def test_slow_dns_does_not_hold_the_shared_thread_pool(context, http_server, base_url, monkeypatch):
    """Callback names whose DNS hangs must not take the loop's default executor, which the subscription
    table writes use too."""
    real = socket.getaddrinfo

    def slow(host, *args, **kwargs):
        if str(host).endswith(".slow.test"):
            time.sleep(2)
            raise socket.gaierror(socket.EAI_AGAIN, "temporary failure")
        return real(host, *args, **kwargs)
    monkeypatch.setattr(socket, "getaddrinfo", slow)
    client = AsyncHTTPClient(force_instance=True, max_clients=64)
    try:
        posts = [client.fetch(base_url + "/api/websub/hub", method="POST", headers=FORM, raise_error=False,
                              body=form(mode="subscribe", callback=f"https://h{i}.slow.test/cb",
                                        topic=base_url + "/feed.xml"))
                 for i in range(40)]
        await asyncio.sleep(0.5)
        started = time.monotonic()
        await IOLoop.current().run_in_executor(None, lambda: None)  # as the subscription snapshot writes do
        waited = time.monotonic() - started
        responses = await asyncio.gather(*posts)
    finally:
        client.close()
    assert waited < 1.5, f"the default executor was busy for {waited:.1f} s"
    assert {r.code for r in responses} == {400}


# ---------------------------------------------------------------- health and restart

@pytest.mark.gen_test(timeout=20)
async def test_healthz_reports_hub_figures(hub_post, context, subscriber, base_url, data_dir, fetch):
    await subscribe(hub_post, context, subscriber, base_url)
    edit_reviews(context, data_dir, new_review)
    await until(lambda: len(subscriber.deliveries()) == 1)
    await until(lambda: context.hub.deliverer.ok == 1)
    hub = body_json(await fetch("/healthz"))["hub"]
    assert hub["active"] == 1 and hub["pending"] == 0
    assert hub["deliveries"]["ok"] == 1 and hub["deliveries"]["failed"] == 0
    assert hub["removed"] == 0


@pytest.mark.gen_test(timeout=20)
async def test_the_table_survives_a_restart_and_a_corrupt_snapshot_is_kept_aside(
        hub_post, context, subscriber, base_url, options, state_dir):
    from reviewsd.context import Context
    await subscribe(hub_post, context, subscriber, base_url, "/keep", secret="k")
    await subscribe(hub_post, context, subscriber, base_url, "/also", topic="/reviews.json")
    context.hub.stop()  # SIGTERM writes the table

    restarted = Context(options)
    restarted.install(load_all(restarted))
    hub = start_hub(restarted)
    try:
        assert {(s.callback, s.topic, s.secret) for s in hub.table} == {
            (subscriber.url("/keep"), base_url + "/feed.xml", "k"),
            (subscriber.url("/also"), base_url + "/reviews.json", None)}
    finally:
        hub.stop()

    (state_dir / "subscriptions.json").write_text('{"subscriptions": [{"callback": ')
    broken = Context(options)
    hub = start_hub(broken)
    hub.stop()
    assert len(hub.table) == 0
    assert list(state_dir.glob("subscriptions.json.corrupt-*"))
