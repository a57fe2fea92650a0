"""The hostile scenarios of issue 10, measured from outside against the running daemon.

- worst-case search latency: the requests that held the event loop for seconds, each with a word not
  asked before (so no answer comes from the daemon's scan cache), p50 and max;
- RSS under 1,000 `initialize`s carrying a 63 KB clientInfo, against the RSS just before;
- RSS under 20 clients that request the whole dataset (/api/reviews/since/1900-01-01) and never read.
"""
import http.client
import json
import socket
import string
import time
from urllib.parse import urlencode

INITIALIZES = 1000
STALLED_READERS = 20
# 21,000 empty lists: 63 KB of JSON that cost the old daemon 1.4 MB per session once parsed.
HOSTILE_INITIALIZE = json.dumps({
    "jsonrpc": "2.0", "id": 1, "method": "initialize",
    "params": {"protocolVersion": "2025-06-18", "capabilities": {},
               "clientInfo": {"name": "x", "version": "1", "junk": [[] for _ in range(21_000)]}}},
    separators=(",", ":")).encode()
MCP_HEADERS = {"Content-Type": "application/json", "Accept": "application/json, text/event-stream"}


def _words(count: int) -> list:
    """Short words that are all different: single letters first, then pairs."""
    letters = string.ascii_lowercase
    return (list(letters) + [a + b for a in letters for b in letters])[:count]


def worst_searches(count: int) -> dict:
    """name -> the request paths of one kind of costly search, each with a fresh word."""
    words = _words(count)
    return {
        "query=<letter>": [f"/api/reviews/search?{urlencode({'query': w})}" for w in words],
        "min_rating=1&query=<no match>": [f"/api/reviews/search?{urlencode({'min_rating': 1, 'query': 'zzz' + w})}"
                                          for w in words],
        "mentions_technician=<letter>": [f"/api/reviews/search?{urlencode({'mentions_technician': w})}"
                                         for w in words],
        "mentions_service=<letter>": [f"/api/reviews/search?{urlencode({'mentions_service': w})}" for w in words],
    }


def timed_gets(port: int, paths: list) -> list:
    """Milliseconds per request, sequential on one keep-alive connection."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
    samples = []
    try:
        for path in paths:
            started = time.perf_counter()
            conn.request("GET", path)
            response = conn.getresponse()
            response.read()
            samples.append((time.perf_counter() - started) * 1000)
            if response.status != 200:
                raise RuntimeError(f"{path}: HTTP {response.status}")
    finally:
        conn.close()
    return sorted(samples)


def flood_initializes(port: int, count: int = INITIALIZES) -> None:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    try:
        for _ in range(count):
            conn.request("POST", "/mcp", HOSTILE_INITIALIZE, MCP_HEADERS)
            conn.getresponse().read()
    finally:
        conn.close()


def stall_readers(port: int, count: int = STALLED_READERS) -> list:
    """`count` sockets whose whole-dataset answers have begun and which then read nothing more."""
    sockets = []
    for _ in range(count):
        s = socket.socket()
        s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        s.connect(("127.0.0.1", port))
        s.sendall(b"GET /api/reviews/since/1900-01-01 HTTP/1.1\r\nHost: bench\r\n\r\n")
        sockets.append(s)
    for s in sockets:
        s.settimeout(120)
        s.recv(1)  # the answer has begun: its body is rendered and being sent
    return sockets
