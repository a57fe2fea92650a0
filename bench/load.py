"""Load generators: wrk for throughput, and a small asyncio HTTP/1.1 client for latency percentiles.

Where wrk is not installed (`apt-get install wrk`), throughput falls back to the asyncio client
with several connections; results say which tool measured them.
"""
import asyncio
import re
import shutil
import subprocess
import time
from dataclasses import dataclass
from urllib.parse import urlsplit


@dataclass
class Measurement:
    rps: float
    p50_ms: float
    p99_ms: float
    requests: int
    errors: int
    tool: str


def percentile(sorted_values: list, fraction: float) -> float:
    if not sorted_values:
        return float("nan")
    return sorted_values[min(len(sorted_values) - 1, int(round(fraction * (len(sorted_values) - 1))))]


# ---------------------------------------------------------------- wrk

_UNITS = {"us": 0.001, "ms": 1.0, "s": 1000.0}


def _wrk_ms(text: str) -> float:
    m = re.fullmatch(r"([0-9.]+)(us|ms|s)", text)
    return float(m.group(1)) * _UNITS[m.group(2)] if m else float("nan")


def wrk(url: str, headers: dict, duration: float, connections: int, cpu: str | None) -> Measurement:
    command = ["wrk", "-t1", f"-c{connections}", f"-d{max(1, int(duration))}s", "--latency", url]
    for name, value in headers.items():
        command += ["-H", f"{name}: {value}"]
    if cpu is not None and shutil.which("taskset"):
        command = ["taskset", "-c", cpu] + command
    out = subprocess.run(command, capture_output=True, text=True, timeout=duration + 60).stdout
    rps = float(re.search(r"Requests/sec:\s+([0-9.]+)", out).group(1))
    latencies = dict(re.findall(r"^\s+(50|99)%\s+(\S+)", out, re.M))
    total = int(re.search(r"(\d+) requests in", out).group(1))
    errors = sum(int(n) for n in re.findall(r"(?:connect|read|write|timeout) (\d+)", out))
    non2xx = re.search(r"Non-2xx or 3xx responses: (\d+)", out)
    errors += int(non2xx.group(1)) if non2xx else 0
    return Measurement(rps, _wrk_ms(latencies.get("50", "")), _wrk_ms(latencies.get("99", "")), total, errors, "wrk")


# ---------------------------------------------------------------- asyncio client

class Connection:
    """One keep-alive HTTP/1.1 connection that reads Content-Length bodies; enough for our server."""

    def __init__(self, host: str, port: int):
        self.host, self.port = host, port
        self.reader = self.writer = None

    async def request(self, path: str, headers: dict) -> int:
        if self.writer is None:
            self.reader, self.writer = await asyncio.open_connection(self.host, self.port)
        lines = [f"GET {path} HTTP/1.1", f"Host: {self.host}:{self.port}"] + [f"{k}: {v}" for k, v in headers.items()]
        self.writer.write(("\r\n".join(lines) + "\r\n\r\n").encode())
        head = await self.reader.readuntil(b"\r\n\r\n")
        status = int(head.split(b" ", 2)[1])
        m = re.search(rb"\r\ncontent-length:\s*(\d+)", head, re.I)
        if m:
            await self.reader.readexactly(int(m.group(1)))
        return status

    def close(self):
        if self.writer:
            self.writer.close()


async def _latencies(url: str, headers: dict, count: int, connections: int, seconds: float | None):
    parts = urlsplit(url)
    path = parts.path + (f"?{parts.query}" if parts.query else "")
    samples, errors = [], 0
    deadline = time.monotonic() + seconds if seconds else None

    async def worker(n: int):
        nonlocal errors
        conn = Connection(parts.hostname, parts.port)
        try:
            for _ in range(n):
                if deadline and time.monotonic() > deadline:
                    break
                start = time.perf_counter()
                status = await conn.request(path, headers)
                samples.append((time.perf_counter() - start) * 1000)
                errors += status >= 400
        finally:
            conn.close()

    started = time.perf_counter()
    per = count // connections if not seconds else 10**9
    await asyncio.gather(*(worker(per) for _ in range(connections)))
    return samples, errors, time.perf_counter() - started


def latency(url: str, headers: dict | None = None, count: int = 500, connections: int = 1) -> Measurement:
    """`count` requests over `connections` keep-alive connections; mostly for percentiles."""
    samples, errors, elapsed = asyncio.run(_latencies(url, headers or {}, count, connections, None))
    samples.sort()
    return Measurement(len(samples) / elapsed, percentile(samples, 0.5), percentile(samples, 0.99),
                       len(samples), errors, "asyncio")


def throughput(url: str, headers: dict | None, duration: float, connections: int, cpu: str | None) -> Measurement:
    if shutil.which("wrk"):
        return wrk(url, headers or {}, duration, connections, cpu)
    samples, errors, elapsed = asyncio.run(_latencies(url, headers or {}, 0, connections, duration))
    samples.sort()
    return Measurement(len(samples) / elapsed, percentile(samples, 0.5), percentile(samples, 0.99),
                       len(samples), errors, "asyncio")


async def _paced(url: str, rate: float, seconds: float, connections: int, stop) -> list:
    parts = urlsplit(url)
    path = parts.path + (f"?{parts.query}" if parts.query else "")
    interval = connections / rate
    samples = []

    async def worker(offset: float):
        conn = Connection(parts.hostname, parts.port)
        loop = asyncio.get_running_loop()
        due = loop.time() + offset
        try:
            while not stop.is_set():
                now = loop.time()
                if due > now:
                    await asyncio.sleep(due - now)
                await conn.request(path, {})
                # From when the request was due, not when it was sent: a stall that delays the next
                # requests counts for each of them (no "coordinated omission").
                samples.append((loop.time() - due) * 1000)
                due += interval
        finally:
            conn.close()

    await asyncio.gather(*(worker(i * interval / connections) for i in range(connections)))
    return samples


def paced(url: str, rate: float, stop, connections: int = 4) -> list:
    """Requests at a steady `rate` per second until `stop` (a threading.Event) is set; latencies in ms."""
    return asyncio.run(_paced(url, rate, 0, connections, stop))
