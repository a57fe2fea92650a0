"""Running under systemd on a small VPS: the unit file, sd_notify, signals, logging, a proxy in front."""
import json
import os
import pwd
import re
import shutil
import signal
import socket
import ssl
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from reviewsd.web.base import MAX_AGE_SECONDS
from tests.conftest import ROOT, SAMPLE, Daemon, eventually, free_port, sample

# The sample data is replaced from time to time: expectations are derived from it, never hard-coded.
VERIFIED = sum(1 for r in sample()["reviews"] if r["verified"] is True)

UNIT = ROOT / "systemd" / "reviewsd.service"
needs_systemd_analyze = pytest.mark.skipif(shutil.which("systemd-analyze") is None,
                                           reason="systemd-analyze is not installed on this machine")
needs_nginx = pytest.mark.skipif(shutil.which("nginx") is None,
                                 reason="nginx is not installed on this machine (apt-get install nginx-light)")


# ---------------------------------------------------------------- the unit file

def test_unit_declares_what_the_service_needs():
    text = UNIT.read_text()
    for line in ("Type=notify", "ExecReload=/bin/kill -HUP $MAINPID", "Restart=on-failure", "DynamicUser=yes",
                 "StateDirectory=reviewsd", "ConfigurationDirectory=reviewsd"):
        assert re.search(rf"^{re.escape(line)}$", text, re.M), line
    assert re.search(r"^WatchdogSec=\d+s?$", text, re.M)
    assert "AF_UNIX" in text  # sd_notify needs it
    assert "AF_INET AF_INET6" in text  # listening, and HTTPS calls to WebSub subscribers


@needs_systemd_analyze
def test_unit_exposure_is_at_most_1_5():
    result = subprocess.run(["systemd-analyze", "security", "--offline=yes", str(UNIT)],
                            capture_output=True, text=True, timeout=60)
    match = re.search(r"Overall exposure level for reviewsd\.service: ([0-9.]+)", result.stdout)
    assert match, result.stdout + result.stderr
    assert float(match.group(1)) <= 1.5


@needs_systemd_analyze
def test_unit_verifies_cleanly(tmp_path):
    # verify checks that ExecStart exists: point it at the daemon installed beside this Python.
    daemon = Path(sys.executable).parent / "reviewsd"
    unit = tmp_path / "reviewsd.service"
    unit.write_text(UNIT.read_text().replace("/opt/reviewsd/venv/bin/reviewsd", str(daemon)))
    result = subprocess.run(["systemd-analyze", "verify", str(unit)], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "" and result.stderr.strip() == "", result.stdout + result.stderr


TEMPLATE = ROOT / "systemd" / "reviewsd@.service"


def _settings(text: str) -> list:
    return [line for line in text.splitlines() if line and not line.startswith("#")]


def test_the_template_unit_is_the_unit_per_instance_with_the_same_hardening():
    single, template = _settings(UNIT.read_text()), _settings(TEMPLATE.read_text())
    per_instance = {"Description", "ExecStart", "ConfigurationDirectory", "StateDirectory"}
    assert [line for line in single if line.split("=")[0] not in per_instance] == \
           [line for line in template if line.split("=")[0] not in per_instance]
    text = TEMPLATE.read_text()
    for line in ("ConfigurationDirectory=reviewsd/%i", "StateDirectory=reviewsd/%i",
                 "ExecStart=/opt/reviewsd/venv/bin/reviewsd --config=/etc/reviewsd/%i/reviewsd.conf "
                 "--state_dir=/var/lib/reviewsd/%i"):
        assert re.search(rf"^{re.escape(line)}$", text, re.M), line


@needs_systemd_analyze
def test_an_instance_of_the_template_is_as_exposed_as_the_single_unit(tmp_path):
    def exposure(path):
        result = subprocess.run(["systemd-analyze", "security", "--offline=yes", str(path)],
                                capture_output=True, text=True, timeout=60)
        match = re.search(r"Overall exposure level for \S+: ([0-9.]+)", result.stdout)
        assert match, result.stdout + result.stderr
        return float(match.group(1))
    instance = tmp_path / "reviewsd@acme-plumbing.service"
    instance.write_text(TEMPLATE.read_text())
    assert exposure(instance) == exposure(UNIT) <= 1.5


@needs_systemd_analyze
def test_an_instance_of_the_template_verifies_cleanly(tmp_path):
    daemon = Path(sys.executable).parent / "reviewsd"
    instance = tmp_path / "reviewsd@acme-plumbing.service"
    instance.write_text(TEMPLATE.read_text().replace("/opt/reviewsd/venv/bin/reviewsd", str(daemon)))
    result = subprocess.run(["systemd-analyze", "verify", str(instance)], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "" and result.stderr.strip() == "", result.stdout + result.stderr


# ---------------------------------------------------------------- sd_notify

class NotifySocket:
    """A real AF_UNIX datagram socket standing in for systemd's."""

    def __init__(self, path: str):
        self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
        self.sock.bind(path)
        self.sock.settimeout(0.2)
        self.messages: list[dict] = []

    def collect(self, until=lambda msgs: False, timeout=10.0):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                data = self.sock.recv(65536)
            except socket.timeout:
                if until(self.messages):
                    return self.messages
                continue
            self.messages.append(dict(line.split("=", 1) for line in data.decode().splitlines() if "=" in line))
            if until(self.messages):
                return self.messages
        raise AssertionError(f"notifications so far: {self.messages}")

    def close(self):
        self.sock.close()


def has(key, value=None):
    return lambda msgs: any(key in m and (value is None or m[key] == value) for m in msgs)


@pytest.fixture(params=["path", "abstract"])
def notify_socket(request, tmp_path):
    if request.param == "path":
        address = str(tmp_path / "notify.sock")
        sock, env_value = NotifySocket(address), address
    else:
        name = f"reviewsd-test-{os.getpid()}-{time.monotonic_ns()}"
        sock, env_value = NotifySocket("\0" + name), "@" + name
    yield sock, env_value
    sock.close()


def test_ready_status_watchdog_reload_and_stop_notifications(tmp_path, notify_socket):
    sock, address = notify_socket
    daemon = Daemon(SAMPLE, tmp_path / "state", env={"NOTIFY_SOCKET": address, "WATCHDOG_USEC": "400000"})
    daemon.start(wait=False)
    try:
        ready = sock.collect(has("READY", "1"))[-1]
        # READY=1 only once the socket listens and the data is loaded:
        assert daemon.get("/healthz")[0] == 200
        assert f"{VERIFIED} reviews" in ready["STATUS"] and "WebSub" in ready["STATUS"]
        assert ready["MAINPID"] == str(daemon.proc.pid)
        sock.collect(lambda msgs: sum("WATCHDOG" in m for m in msgs) >= 3, timeout=5)

        before_reload = len(sock.messages)
        daemon.send(signal.SIGHUP)
        after = sock.collect(lambda msgs: any("READY" in m for m in msgs[before_reload:]) and
                             any("RELOADING" in m for m in msgs[before_reload:]))[before_reload:]
        reloading = next(m for m in after if "RELOADING" in m)
        assert int(reloading["MONOTONIC_USEC"]) > 0
        assert after.index(reloading) < next(i for i, m in enumerate(after) if "READY" in m)

        daemon.send(signal.SIGTERM)
        sock.collect(has("STOPPING", "1"))
        assert daemon.proc.wait(10) == 0
    finally:
        daemon.stop()


def test_no_watchdog_pings_for_another_process(tmp_path, notify_socket):
    sock, address = notify_socket
    daemon = Daemon(SAMPLE, tmp_path / "state",
                    env={"NOTIFY_SOCKET": address, "WATCHDOG_USEC": "200000", "WATCHDOG_PID": "1"}).start(wait=False)
    try:
        sock.collect(has("READY", "1"))
        time.sleep(0.6)
        sock.collect(lambda msgs: True, timeout=0.3)
        assert not any("WATCHDOG" in m for m in sock.messages)
    finally:
        daemon.stop()


def test_without_notify_socket_nothing_is_sent_and_the_daemon_runs(tmp_path):
    daemon = Daemon(SAMPLE, tmp_path / "state", env={"NOTIFY_SOCKET": ""}).start()
    assert daemon.stop() == 0


# ---------------------------------------------------------------- logging

def journal_daemon(tmp_path, *extra):
    """A daemon whose stderr is a file that JOURNAL_STREAM names, as journald's would be."""
    d = Daemon(SAMPLE, tmp_path / "state", *extra)
    d.log_path.touch()
    st = os.stat(d.log_path)
    d.env["JOURNAL_STREAM"] = f"{st.st_dev}:{st.st_ino}"
    return d


def test_journald_format_has_priorities_and_no_timestamps(tmp_path):
    d = journal_daemon(tmp_path).start()
    d.get("/reviews.json")
    d.get("/nope")
    d.stop()
    lines = d.output().splitlines()
    assert lines and all(re.match(r"<[0-7]>", line) for line in lines), lines
    assert not any(re.search(r"\d\d:\d\d:\d\d", line.split(": ", 1)[0]) for line in lines)
    startup = next(line for line in lines if "listening on" in line)
    assert startup.startswith("<6>") and "0.1.0" in startup and "data dir" in startup and f"{VERIFIED} verified" in startup
    assert any(line.startswith("<6>tornado.access: 200 GET /reviews.json") for line in lines)
    assert any(line.startswith("<4>tornado.access: 404 GET /nope") for line in lines)


def test_plain_format_off_systemd_and_logging_option_honoured(tmp_path):
    d = Daemon(SAMPLE, tmp_path / "state", "--logging=warning").start()
    d.get("/reviews.json")
    d.get("/nope")
    d.stop()
    text = d.output()
    assert "404 GET /nope" in text and "200 GET /reviews.json" not in text
    assert re.search(r"^\[W \d{6} \d\d:\d\d:\d\d", text, re.M)  # Tornado's own format, with timestamps


def test_an_error_logs_with_the_error_priority(tmp_path):
    data = tmp_path / "data"
    shutil.copytree(SAMPLE, data)
    d = journal_daemon(tmp_path)
    d.args = [a if not a.startswith("--data_dir=") else f"--data_dir={data}" for a in d.args]
    d.start()
    (data / "reviews.json").write_text("{broken")
    eventually(lambda: _assert_in("<3>reviewsd.data: reviews.json: $: not valid JSON", d.output()))
    d.stop()


def _assert_in(needle, text):
    assert needle in text


# ---------------------------------------------------------------- behind a proxy

@pytest.mark.parametrize("behind_proxy,expected", [(True, "203.0.113.9"), (False, "127.0.0.1")])
def test_client_address_comes_from_the_proxy_only_when_configured(tmp_path, behind_proxy, expected):
    d = Daemon(SAMPLE, tmp_path / "state", f"--behind_proxy={behind_proxy}").start()
    d.get("/healthz", headers={"X-Real-Ip": "203.0.113.9", "X-Scheme": "https"})
    d.stop()
    assert re.search(rf"200 GET /healthz \({re.escape(expected)}\)", d.output()), d.output()


# ---------------------------------------------------------------- graceful stop

def test_sigterm_lets_an_in_flight_download_finish(tmp_path):
    # The sample's reviews, repeated past 8 MB (bench.synthdata would spend seconds on realistic text
    # and insights that this test does not need).
    document = json.loads((SAMPLE / "reviews.json").read_text())
    originals = [r for r in document["reviews"] if r["verified"]]
    document["reviews"] = [{**r, "id": f"{r['id']}-{n}", "text": (r["text"] or "") + " filler" * 80}
                           for n in range(20000 // len(originals) + 1) for r in originals]
    data = tmp_path / "big"
    data.mkdir()
    (data / "reviews.json").write_text(json.dumps(document))
    d = Daemon(data, tmp_path / "state").start()
    try:
        _download_survives_sigterm(d)
    finally:
        d.stop()


def _download_survives_sigterm(d):
    expected = d.get("/reviews.json")[2]
    assert len(expected) > 8_000_000  # more than the socket buffers hold: the write is still in flight
    with socket.create_connection(("127.0.0.1", d.port)) as s:
        s.sendall(b"GET /reviews.json HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        received = s.recv(65536)
        d.send(signal.SIGTERM)
        time.sleep(0.5)
        assert d.proc.poll() is None  # still running: it waits for the download
        s.settimeout(10)
        while chunk := s.recv(1 << 20):
            received += chunk
    assert received.split(b"\r\n\r\n", 1)[1] == expected
    assert d.proc.wait(10) == 0


# ---------------------------------------------------------------- nginx in front, for real

SITE = ROOT / "etc" / "nginx-reviewsd.conf"
CACHE_PARENT = Path("/var/cache")
needs_cache_dir = pytest.mark.skipif(
    not os.access(CACHE_PARENT, os.W_OK),
    reason="the shipped nginx config caches in /var/cache/nginx-reviewsd, which only root may create: "
           "run as root to test it")
# A request for each location of the shipped file: a location added there without one here fails.
LOCATION_PROBES = {
    "/": "/api/reviews/search?rating=5",
    r"~ ^/(reviews\.json|insights\.json|feed\.xml|api/feed\.json|openapi\.json)$": "/feed.xml",
    "= /mcp": "/mcp",
    "= /api/websub/hub": "/api/websub/hub",
    "= /healthz": "/healthz",
}


def shipped_site(pem: Path, https_port: int, http_port: int, daemon_port: int) -> str:
    """The shipped file with only its certificate paths and ports changed, each exactly once."""
    site = SITE.read_text()
    for old, new in (("/etc/letsencrypt/live/reviews.example.com/fullchain.pem", str(pem)),
                     ("/etc/letsencrypt/live/reviews.example.com/privkey.pem", str(pem)),
                     ("server 127.0.0.1:8080;", f"server 127.0.0.1:{daemon_port};"),
                     ("listen 443 ssl http2;", f"listen 127.0.0.1:{https_port} ssl http2;"),
                     ("listen [::]:443 ssl http2;", ""),
                     ("listen 80;", f"listen 127.0.0.1:{http_port};"),
                     ("listen [::]:80;", "")):
        assert site.count(old) == 1, old
        site = site.replace(old, new)
    return site


@needs_nginx
@needs_cache_dir
def test_the_shipped_nginx_config_proxies_caches_revalidates_and_sends_hsts_everywhere(tmp_path):
    import trustme
    ca = trustme.CA()
    cert = ca.issue_cert("reviews.example.com", "127.0.0.1")
    pem = tmp_path / "server.pem"
    cert.private_key_and_cert_chain_pem.write_to_path(str(pem))
    d = Daemon(SAMPLE, tmp_path / "state", "--behind_proxy=True").start()
    https_port, http_port = free_port(), free_port()
    site = shipped_site(pem, https_port, http_port, d.port)
    assert set(re.findall(r"^\s*location\s+(.+?)\s*\{", site, re.M)) == set(LOCATION_PROBES)
    (tmp_path / "site.conf").write_text(site)
    # The main context is the host's (Debian's /etc/nginx/nginx.conf); here a minimal one.
    (tmp_path / "nginx.conf").write_text(
        f"user {pwd.getpwuid(os.getuid()).pw_name};\n"
        f"pid {tmp_path}/nginx.pid;\nerror_log {tmp_path}/error.log;\nevents {{}}\n"
        f"http {{ access_log off; include {tmp_path}/site.conf; }}\n")
    checked = subprocess.run(["nginx", "-t", "-c", str(tmp_path / "nginx.conf")], capture_output=True, text=True)
    assert checked.returncode == 0, checked.stderr
    nginx = subprocess.Popen(["nginx", "-c", str(tmp_path / "nginx.conf"), "-g", "daemon off;"],
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    # The cache directory outlives the test: a Host of its own keeps this run's keys its own.
    host = f"reviews-{os.getpid()}-{time.monotonic_ns()}.example.com"
    try:
        context = ssl.create_default_context()
        ca.configure_trust(context)

        def get(path, **headers):
            request = urllib.request.Request(f"https://127.0.0.1:{https_port}{path}",
                                             headers={"Host": host, **headers})
            try:
                with urllib.request.urlopen(request, context=context, timeout=10) as r:
                    return r.status, r.headers, r.read()
            except urllib.error.HTTPError as e:
                return e.code, e.headers, e.read()

        eventually(lambda: _assert_status(get, "/healthz"), timeout=10)
        for location, path in LOCATION_PROBES.items():
            status, headers, _ = get(path)
            assert headers["Strict-Transport-Security"] == "max-age=31536000", (location, status)
        assert get("/no/such/path")[1]["Strict-Transport-Security"]  # errors too

        first = get("/reviews.json")
        second = get("/reviews.json")
        assert first[2] == second[2] and first[0] == second[0] == 200
        assert (first[1]["X-Cache-Status"], second[1]["X-Cache-Status"]) == ("MISS", "HIT")
        # A made-up parameter or Accept-Encoding is the same copy, not a trip to the daemon.
        assert get("/reviews.json?nocache=1")[1]["X-Cache-Status"] == "HIT"
        assert get("/reviews.json", **{"Accept-Encoding": "x-made-up"})[1]["X-Cache-Status"] == "HIT"
        zipped = get("/reviews.json", **{"Accept-Encoding": "gzip, deflate, br"})
        assert zipped[1]["X-Cache-Status"] == "MISS" and zipped[1]["Content-Encoding"] == "gzip"
        again = get("/reviews.json", **{"Accept-Encoding": "br;q=1.0, gzip;q=0.8, x-made-up"})
        assert again[1]["X-Cache-Status"] == "HIT" and again[2] == zipped[2]
        refused = get("/reviews.json", **{"Accept-Encoding": "gzip;q=0"})
        assert refused[1]["X-Cache-Status"] == "HIT" and refused[2] == first[2]  # the identity copy
        time.sleep(MAX_AGE_SECONDS + 1.5)  # nginx counts expiry in whole seconds
        third = get("/reviews.json")
        assert third[1]["X-Cache-Status"] == "REVALIDATED" and third[2] == first[2]
        # nginx revalidated with the ETag (the daemon logs once the answer is sent: it may lag a little)
        eventually(lambda: _assert_in("304 GET /reviews.json", d.output()), timeout=10)
        assert get("/feed.xml")[1]["Link"]
    finally:
        nginx.terminate()
        nginx.wait(10)
        d.stop()


def _assert_status(get, path):
    try:
        assert get(path)[0] == 200
    except OSError as e:
        raise AssertionError(str(e)) from e
