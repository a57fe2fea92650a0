"""Sustained mixed traffic against the real daemon: reads, searches, MCP sessions, hub subscriptions
and data edits at the highest rate this machine sustains. No errors; after warm-up, no growth in
memory beyond 10% and no growth in open file descriptors.

`make soak` runs it for SOAK_SECONDS (600 by default); `make test` runs a short smoke of the same
traffic that checks only correctness.
"""
import asyncio
import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path
from urllib.parse import urlencode

import pytest
import trustme
from tornado.httpclient import AsyncHTTPClient, HTTPRequest

from bench.run import add_review
from bench.synthdata import write as write_data
from tests.conftest import ROOT, Daemon, free_port

WORKERS = 8
EDIT_EVERY = 20.0
SAMPLE_EVERY = 2.0
ACCEPT = "application/json, text/event-stream"
TOOLS = [("get_business", {}), ("search_reviews", {"min_rating": 4, "limit": 5}), ("list_aspects", {}),
         ("get_reviews_since", {"date": "2026-10-01"}), ("get_technician", {"name": "Marco"}), ("get_trend", {})]


class Traffic:
    def __init__(self, daemon: Daemon, farm_port: int):
        self.daemon = daemon
        self.farm_port = farm_port
        self.client = AsyncHTTPClient(force_instance=True, max_clients=WORKERS * 2)
        self.errors: list[str] = []
        self.requests = 0
        self.rng = random.Random(7)
        self.etag = None

    async def call(self, method, path, expected, body=None, headers=None):
        request = HTTPRequest(self.daemon.url + path, method=method, body=body, headers=headers or {},
                              request_timeout=30, decompress_response=True, allow_nonstandard_methods=True)
        try:
            response = await self.client.fetch(request, raise_error=False)
        except Exception as e:
            self.errors.append(f"{method} {path}: {e.__class__.__name__}: {e}")
            return None
        self.requests += 1
        if response.code not in expected:
            self.errors.append(f"{method} {path}: HTTP {response.code} {response.body[:200]!r}")
        return response

    async def read(self):
        path = self.rng.choice(["/reviews.json", "/api/feed.json", "/feed.xml", "/insights.json", "/healthz"])
        headers = {"Accept-Encoding": "gzip"} if self.rng.random() < 0.5 else {}
        response = await self.call("GET", path, (200,), headers=headers)
        if response is not None and path == "/reviews.json":
            self.etag = response.headers.get("ETag")
        if self.etag:
            await self.call("GET", "/reviews.json", (200, 304), headers={"If-None-Match": self.etag, **headers})

    async def search(self):
        params = self.rng.choice([{"rating": self.rng.randint(1, 5)}, {"min_rating": self.rng.uniform(1, 5)},
                                  {"query": self.rng.choice(["burst", "water", "zzz"])},
                                  {"mentions_technician": "Dana", "limit": 50}, {"since": "2026-01-01"}])
        await self.call("GET", "/api/reviews/search?" + urlencode(params), (200,))
        await self.call("GET", "/api/reviews/search?rating=9&limit=0", (400,))
        await self.call("GET", f"/api/reviews/since/2026-{self.rng.randint(1, 11):02d}-01", (200,))

    async def mcp(self):
        headers = {"Content-Type": "application/json", "Accept": ACCEPT}
        init = {"jsonrpc": "2.0", "id": 1, "method": "initialize",
                "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "soak",
                                                                                              "version": "1"}}}
        response = await self.call("POST", "/mcp", (200,), json.dumps(init), headers)
        if response is None:
            return
        session = {**headers, "Mcp-Session-Id": response.headers.get("Mcp-Session-Id", "")}
        name, arguments = self.rng.choice(TOOLS)
        call = {"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": name, "arguments": arguments}}
        response = await self.call("POST", "/mcp", (200,), json.dumps(call), session)
        if response is not None and b'"isError":false' not in response.body:
            self.errors.append(f"tools/call {name}: {response.body[:200]!r}")
        await self.call("DELETE", "/mcp", (204,), headers=session)

    async def subscribe(self):
        callback = f"https://localhost:{self.farm_port}/soak/{self.rng.randrange(300)}"
        mode = "unsubscribe" if self.rng.random() < 0.1 else "subscribe"
        body = urlencode({"hub.mode": mode, "hub.callback": callback, "hub.topic": self.daemon.url + "/feed.xml"})
        await self.call("POST", "/api/websub/hub", (202, 409), body,
                        {"Content-Type": "application/x-www-form-urlencoded"})

    async def worker(self, deadline: float):
        actions = [self.read] * 4 + [self.search] * 3 + [self.mcp] * 2 + [self.subscribe]
        while time.monotonic() < deadline:
            await self.rng.choice(actions)()


def sample(pid: int) -> tuple[float, int]:
    rss = next(int(line.split()[1]) / 1024 for line in Path(f"/proc/{pid}/status").read_text().splitlines()
               if line.startswith("VmRSS:"))
    return rss, len(os.listdir(f"/proc/{pid}/fd"))


def run_soak(tmp_path: Path, seconds: float):
    ca = trustme.CA()
    cert = ca.issue_cert("localhost", "127.0.0.1")
    cert.private_key_and_cert_chain_pem.write_to_path(str(tmp_path / "farm.pem"))
    ca.cert_pem.write_to_path(str(tmp_path / "ca.pem"))
    farm_port = free_port()
    farm = subprocess.Popen([sys.executable, "-m", "bench.subscribers", f"--port={farm_port}",
                             f"--cert={tmp_path / 'farm.pem'}"], cwd=ROOT, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    data = tmp_path / "data"
    write_data(data, 2000)
    daemon = Daemon(data, tmp_path / "state", "--hub_allow_private_callbacks=True",
                    f"--hub_ca_certs={tmp_path / 'ca.pem'}", "--logging=warning").start()
    samples = []
    traffic = Traffic(daemon, farm_port)
    try:
        async def drive():
            deadline = time.monotonic() + seconds

            async def edits():
                n = 0
                while time.monotonic() < deadline - EDIT_EVERY / 2:
                    await asyncio.sleep(EDIT_EVERY)
                    n += 1
                    add_review(data, f"01SOAK{n:020d}", "2026-11-21")

            async def monitor():
                while time.monotonic() < deadline:
                    samples.append((time.monotonic(), *sample(daemon.proc.pid)))
                    await asyncio.sleep(SAMPLE_EVERY)

            await asyncio.gather(edits(), monitor(), *(traffic.worker(deadline) for _ in range(WORKERS)))
        asyncio.run(drive())
        health = daemon.json("/healthz")
    finally:
        daemon.stop()
        farm.terminate()
        farm.wait(10)
    assert daemon.proc.returncode == 0
    return traffic, samples, health


def test_mixed_traffic_smoke(tmp_path):
    traffic, samples, health = run_soak(tmp_path, float(os.environ.get("SOAK_SMOKE_SECONDS", 3)))
    assert traffic.errors == [], traffic.errors[:10]
    assert traffic.requests > 200
    assert health["status"] == "ok" and health["hub"]["active"] > 0


@pytest.mark.soak
def test_soak(tmp_path):
    seconds = float(os.environ.get("SOAK_SECONDS", 600))
    traffic, samples, health = run_soak(tmp_path, seconds)
    assert traffic.errors == [], traffic.errors[:10]
    started = samples[0][0]
    warm = [s for s in samples if s[0] - started < 0.2 * seconds]
    after = [s for s in samples if s[0] - started >= 0.2 * seconds]
    early = after[: max(3, len(after) // 10)]
    late = after[-max(3, len(after) // 10):]
    rss_early, rss_late = statistics.median(s[1] for s in early), statistics.median(s[1] for s in late)
    fds_early, fds_late = max(s[2] for s in early), max(s[2] for s in late)
    print(f"\n{traffic.requests} requests in {seconds:.0f} s ({traffic.requests / seconds:.0f}/s); "
          f"RSS {rss_early:.1f} -> {rss_late:.1f} MB; fds {fds_early} -> {fds_late}; warm-up samples {len(warm)}")
    assert rss_late <= 1.10 * rss_early, (rss_early, rss_late)
    assert fds_late <= fds_early + 10, (fds_early, fds_late)
