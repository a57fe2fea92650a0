"""No request, however malformed, yields a 500 or a traceback."""
import socket

import pytest

from tests.conftest import body_json


def raw_request(port: int, data: bytes, timeout=2.0) -> bytes:
    """Send bytes as they are and return everything the server answers before it closes or pauses."""
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as s:
        s.sendall(data)
        chunks = []
        try:
            while chunk := s.recv(65536):
                chunks.append(chunk)
        except (socket.timeout, ConnectionResetError):
            pass
    return b"".join(chunks)


def status_of(answer: bytes) -> int | None:
    return int(answer.split(b" ", 2)[1]) if answer.startswith(b"HTTP/1.") else None


@pytest.mark.gen_test
@pytest.mark.parametrize("query", [
    "query=" + "a" * 20000,
    "&".join(f"p{i}=1" for i in range(5000)),
    "rating=" + "9" * 5000,
    "limit=%00",
    "since=%C0%AF",
    "query=%",
    "query=%zz",
    "=&&==&rating",
    "min_rating=-0",
    "min_rating=1e308",
    "rating=%EF%BC%93",  # FULLWIDTH DIGIT THREE: int() would take it, a strict API must not
    "mentions_service=%00%00",
    "query=%00",
])
async def test_odd_query_strings_are_answered_without_500(fetch, query):
    response = await fetch("/api/reviews/search?" + query)
    assert response.code in (200, 400, 431), (query, response.code)
    body = body_json(response)
    if response.code == 400 and body["error"] != "bad_request":  # bad_request: Tornado could not parse it
        assert body["error"] == "invalid_request" and body["issues"]


@pytest.mark.gen_test
async def test_more_query_fields_than_tornado_parses_is_a_json_400(fetch):
    response = await fetch("/api/reviews/search?" + "&".join("a=1" for _ in range(1500)))  # 6 KB, 1,500 fields
    assert response.code == 400
    assert body_json(response)["error"] == "bad_request"


@pytest.mark.gen_test
async def test_fullwidth_digits_are_not_a_rating(fetch):
    response = await fetch("/api/reviews/search?rating=%EF%BC%93")
    assert response.code == 400


@pytest.mark.gen_test(timeout=15)
@pytest.mark.parametrize("method", ["FOO", "TRACE", "CONNECT", "PROPFIND"])
async def test_odd_methods_are_405_json(http_server, http_port, method, io_loop):
    answer = await io_loop.run_in_executor(None, raw_request, http_port,
                                           f"{method} /reviews.json HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".encode())
    assert status_of(answer) == 405
    assert b'"error":"method_not_allowed"' in answer


@pytest.mark.gen_test(timeout=15)
@pytest.mark.parametrize("request_bytes", [
    b"GET /reviews.json HTTP/1.1\r\nHost: x\r\nX-Big: " + b"a" * 200_000 + b"\r\n\r\n",
    b"GET /" + b"a" * 100_000 + b" HTTP/1.1\r\nHost: x\r\n\r\n",
    b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03" + b"\x00" * 64,  # a TLS ClientHello on the plain port
    b"GET /reviews.json HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n",
    b"GET /reviews.json HTTP/9.9\r\n\r\n",
    b"garbage\r\n\r\n",
    b"GET /reviews.json HTTP/1.1\r\nHost: \xff\xfe\r\nIf-None-Match: \xff\r\nAccept-Encoding: \xff\r\n\r\n",
    b"GET /reviews.json HTTP/1.1\r\nHost: x\r\nIf-Modified-Since: \x00\x01\r\n\r\n",
])
async def test_malformed_http_never_gets_a_500(http_server, http_port, io_loop, request_bytes):
    answer = await io_loop.run_in_executor(None, raw_request, http_port, request_bytes)
    status = status_of(answer)
    assert status is None or status < 500, answer[:200]
    assert b"Traceback" not in answer


@pytest.mark.gen_test
@pytest.mark.parametrize("headers", [
    {"If-None-Match": ",,,W/,\"\", *x, " + "\"a\"," * 500},
    {"If-Modified-Since": "Mon, 99 Foo 99999 99:99:99 GMT"},
    {"If-Modified-Since": "Mon, 01 Jan 0001 00:00:00 GMT"},
    {"Accept-Encoding": "gzip;q=abc, *;q=" + "9" * 400},
    {"Accept-Encoding": ";;;,,,=q"},
    {"Origin": "null", "Host": "evil.example"},
])
async def test_odd_header_values_are_tolerated(fetch, headers):
    response = await fetch("/reviews.json", headers=headers)
    assert response.code in (200, 304)


@pytest.mark.gen_test
async def test_request_body_on_get_is_ignored(fetch):
    response = await fetch("/api/reviews/search?rating=5", method="GET", body=b'{"x": 1}',
                           allow_nonstandard_methods=True)
    assert response.code == 200
