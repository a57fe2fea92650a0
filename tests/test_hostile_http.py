"""Hostile clients against the real daemon: slow ones are cut off, oversized requests refused with a
4xx, a thousand idle connections starve nobody, and pipelining and keep-alive work."""
import json
import re
import socket
import time

import pytest

from reviewsd.web.guard import HEADER_CEILING_BYTES, MAX_BODY_BYTES, MAX_HEADER_BYTES
from tests.conftest import SAMPLE, Daemon, drain_until_closed

TIMEOUT = 1.0  # the daemon's idle/header and body timeouts in these tests (20 s by default)


@pytest.fixture(scope="module")
def daemon(tmp_path_factory):
    d = Daemon(SAMPLE, tmp_path_factory.mktemp("state"), f"--http_idle_timeout={TIMEOUT}",
               f"--http_body_timeout={TIMEOUT}").start()
    yield d
    d.stop()


def connect(daemon, timeout=5.0) -> socket.socket:
    s = socket.create_connection(("127.0.0.1", daemon.port), timeout=timeout)
    return s


def read_all(s: socket.socket) -> bytes:
    out = b""
    try:
        while chunk := s.recv(65536):
            out += chunk
    except (socket.timeout, ConnectionResetError):
        pass
    return out


def exchange(daemon, request: bytes) -> bytes:
    with connect(daemon) as s:
        s.sendall(request)
        return read_all(s)


def status_and_body(answer: bytes):
    head, _, body = answer.partition(b"\r\n\r\n")
    return int(head.split(b" ", 2)[1]), body


def assert_served_quickly(daemon, path="/healthz"):
    started = time.monotonic()
    status, _, _ = daemon.get(path)
    assert status == 200 and time.monotonic() - started < 1.0


def test_slowloris_headers_are_cut_off_and_others_are_served(daemon):
    with connect(daemon, timeout=10) as s:
        started = time.monotonic()
        s.sendall(b"GET /healthz HTTP/1.1\r\n")
        closed = False
        for _ in range(40):  # a header byte every 0.1 s, never finishing
            assert_served_quickly(daemon)
            try:
                s.sendall(b"X")
            except (BrokenPipeError, ConnectionResetError):
                closed = True
                break
            s.settimeout(0.1)
            try:
                if s.recv(1) == b"":
                    closed = True
                    break
            except socket.timeout:
                pass
            except ConnectionResetError:  # cut off with our bytes unread: the kernel answers with a reset
                closed = True
                break
        assert closed and time.monotonic() - started < TIMEOUT + 2


def test_a_trickled_body_is_cut_off(daemon):
    with connect(daemon, timeout=10) as s:
        started = time.monotonic()
        s.sendall(b"POST /mcp HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                  b"Accept: application/json, text/event-stream\r\nContent-Length: 1000\r\n\r\n{")
        answer = b""
        for _ in range(40):
            try:
                s.sendall(b" ")
            except (BrokenPipeError, ConnectionResetError):
                break
            s.settimeout(0.1)
            try:
                chunk = s.recv(65536)
                if chunk == b"":
                    break
                answer += chunk
            except socket.timeout:
                pass
            except ConnectionResetError:  # cut off with our bytes unread: the kernel answers with a reset
                break
        assert time.monotonic() - started < TIMEOUT + 2
    assert not answer.startswith(b"HTTP/1.1 5")


def test_idle_connections_are_closed_after_the_idle_timeout(daemon):
    with connect(daemon, timeout=TIMEOUT + 3) as s:
        s.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
        first = s.recv(65536)
        assert first.startswith(b"HTTP/1.1 200")
        started = time.monotonic()
        while s.recv(65536):
            pass
        assert time.monotonic() - started < TIMEOUT + 2


def test_headers_over_the_limit_get_a_json_431(daemon):
    answer = exchange(daemon, b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: " + b"a" * (MAX_HEADER_BYTES + 100)
                      + b"\r\n\r\n")
    status, body = status_and_body(answer)
    assert status == 431 and json.loads(body)["error"] == "headers_too_large"


def test_a_query_string_over_the_limit_gets_a_json_431(daemon):
    status, body = status_and_body(exchange(
        daemon, b"GET /api/reviews/search?query=" + b"a" * (MAX_HEADER_BYTES + 100) + b" HTTP/1.1\r\nHost: x\r\n\r\n"))
    assert status == 431


def test_headers_past_the_ceiling_close_the_connection_and_harm_nothing(daemon):
    answer = exchange(daemon, b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: " + b"a" * (HEADER_CEILING_BYTES * 3)
                      + b"\r\n\r\n")
    assert answer == b"" or answer.startswith(b"HTTP/1.1 4")
    assert_served_quickly(daemon)


@pytest.mark.parametrize("path", ["/mcp", "/api/websub/hub", "/reviews.json"])
def test_a_declared_body_over_the_limit_gets_a_json_413(daemon, path):
    answer = exchange(daemon, f"POST {path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                              f"Content-Length: {MAX_BODY_BYTES + 1}\r\n\r\n".encode() + b"x" * 1000)
    status, body = status_and_body(answer)
    assert status == 413 and json.loads(body)["error"] == "payload_too_large"


def test_a_chunked_body_over_the_limit_gets_a_json_413(daemon):
    chunk = b"x" * 65536
    with connect(daemon, timeout=10) as s:
        s.sendall(b"POST /mcp HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                  b"Accept: application/json, text/event-stream\r\nTransfer-Encoding: chunked\r\n\r\n")
        try:
            for _ in range(MAX_BODY_BYTES // len(chunk) + 2):
                s.sendall(b"%x\r\n" % len(chunk) + chunk + b"\r\n")
            s.sendall(b"0\r\n\r\n")
        except (BrokenPipeError, ConnectionResetError):
            pass  # the daemon answered as the limit was passed and hung up before the body's end: what it said stands
        status, body = status_and_body(read_all(s))
    assert status == 413


@pytest.fixture(scope="module")
def patient_daemon(tmp_path_factory):
    """Idle connections held for a minute: a daemon they starved would answer no one until they were cut."""
    d = Daemon(SAMPLE, tmp_path_factory.mktemp("state"), "--http_idle_timeout=60").start()
    yield d
    d.stop()


def still_open(s: socket.socket) -> bool:
    s.setblocking(False)
    try:
        return s.recv(1) != b""  # an idle connection has nothing to read; b"" is the daemon's hang-up
    except BlockingIOError:
        return True
    except ConnectionResetError:
        return False


def test_a_thousand_idle_connections_do_not_stop_others(patient_daemon):
    """Not a stopwatch (a loaded machine makes any bound flaky): everyone else is answered while all the
    thousand idle connections are still held open, which a starved daemon could only do after cutting them."""
    idle = []
    try:
        for _ in range(1000):
            idle.append(socket.create_connection(("127.0.0.1", patient_daemon.port), timeout=5))
        for path in ("/healthz", "/reviews.json", "/api/reviews/search?rating=5"):
            assert patient_daemon.get(path)[0] == 200
        assert all(still_open(s) for s in idle)
    finally:
        for s in idle:
            s.close()


def test_pipelined_requests_are_answered_in_order(daemon):
    paths = ["/healthz", "/api/reviews/search?rating=1", "/openapi.json", "/nope", "/api/reviews/since/2026-11-01"]
    request = b"".join(f"GET {p} HTTP/1.1\r\nHost: x\r\n\r\n".encode() for p in paths)
    request += b"GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
    answer = exchange(daemon, request)
    statuses = [int(code) for code in re.findall(rb"HTTP/1\.1 (\d{3}) ", answer)]
    assert statuses == [200, 200, 200, 404, 200, 200]
    assert answer.index(b'"openapi"') < answer.index(b'"not_found"') < answer.index(b'{"since":"2026-11-01"')


def test_keep_alive_serves_many_requests_on_one_connection(daemon):
    import http.client
    connection = http.client.HTTPConnection("127.0.0.1", daemon.port, timeout=5)
    for i in range(50):
        connection.request("GET", f"/api/reviews/search?limit={i % 100 + 1}")
        response = connection.getresponse()
        assert response.status == 200
        response.read()
    connection.close()


@pytest.mark.parametrize("request_bytes,expected", [
    (b"GET /healthz HTTP/1.1\r\nConnection: close\r\n\r\n", 400),  # HTTP/1.1 requires Host
    (b"GET /healthz HTTP/1.0\r\n\r\n", 200),
    (b"GET /healthz HTTP/1.1\r\nHost: " + b"h" * 5000 + b"\r\nConnection: close\r\n\r\n", 200),
    (b"GET /healthz HTTP/1.1\r\nHost: [::1]:99999\r\nConnection: close\r\n\r\n", 200),
    (b"GET /healthz HTTP/1.1\r\nHost: \xc3\xa9xample.test\r\nConnection: close\r\n\r\n", 400),
    (b"GET /healthz HTTP/1.1\r\nHost: a\r\nHost: b\r\nConnection: close\r\n\r\n", 400),  # RFC 9112 3.2
    (b"GET http://evil.example/healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", 200),
])
def test_host_oddities(daemon, request_bytes, expected):
    status, body = status_and_body(exchange(daemon, request_bytes))
    assert status == expected
    json.loads(body)


@pytest.mark.parametrize("origin", ["null", "https://" + "o" * 3000 + ".example", "https://ex\u00e4mple.test",
                                    "file://", "*"])
def test_origin_oddities_on_mcp(daemon, origin):
    import urllib.request
    body = json.dumps({"jsonrpc": "2.0", "id": 1, "method": "ping"}).encode()
    request = urllib.request.Request(daemon.url + "/mcp", data=body, headers={
        "Content-Type": "application/json", "Accept": "application/json, text/event-stream",
        "Origin": origin.encode("utf-8").decode("latin-1")})
    try:
        with urllib.request.urlopen(request, timeout=5) as response:
            status, body = response.status, response.read()
    except urllib.error.HTTPError as e:
        status, body = e.code, e.read()
    assert status == 403  # only base_url's origin is allowed by default; odd ones break nothing
    assert json.loads(body)["error"]["code"] == -32000


def test_a_client_that_stops_reading_small_answers_is_cut_off(daemon):
    """Pipelined requests whose answers the client never reads: once the socket buffers are full the
    rest waits in the daemon's memory, so the connection is closed after the idle timeout."""
    one = len(daemon.get("/reviews.json")[2])
    count = max(50, (32 << 20) // one)  # more than any socket buffers hold
    with socket.socket() as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        s.connect(("127.0.0.1", daemon.port))
        s.sendall(b"GET /reviews.json HTTP/1.1\r\nHost: x\r\n\r\n" * count)
        time.sleep(TIMEOUT + 2)
        received, closed = drain_until_closed(s)
    assert closed and received < count * one
    assert_served_quickly(daemon)
