"""Per-client rate limits on the costly operations (interface.md section 3).

A token bucket per client address: `rate` tokens a second, holding at most `2 * rate` (the burst).
A handler opts in with one line, `self.limit_rate()` (see BaseHandler), before doing the costly work;
cached reads (the datasets, feeds and 304s) never call it.

The table of buckets is bounded: at most MAX_CLIENTS addresses, the least recently seen dropped
first (a dropped client simply starts again with a full bucket). IPv6 clients are counted per /64,
the block one subscriber line usually gets, so that walking through the addresses of one's own
prefix buys nothing and cannot fill the table faster than IPv4 clients can.
"""
import ipaddress
import math
import time
from collections import OrderedDict

MAX_CLIENTS = 65536  # buckets kept; each costs about 200 bytes
BURST_FACTOR = 2


def client_key(address: str) -> str:
    """The unit a limit applies to: the IPv4 address, or the IPv6 /64 that holds the address."""
    try:
        ip = ipaddress.ip_address(address.split("%", 1)[0])
    except ValueError:
        return address[:64]  # not an address (a test transport, a unix socket): as given, bounded
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped:
            return str(ip.ipv4_mapped)
        return str(ipaddress.IPv6Network((int(ip) >> 64 << 64, 64)))
    return str(ip)


class RateLimiter:
    def __init__(self, rate: float, max_clients: int = MAX_CLIENTS, clock=time.monotonic):
        self.rate = float(rate)
        self.burst = BURST_FACTOR * self.rate
        self.max_clients = max_clients
        self.clock = clock
        self._buckets: OrderedDict[str, list] = OrderedDict()  # key -> [tokens, when], least recent first

    @property
    def enabled(self) -> bool:
        return self.rate > 0

    def __len__(self):
        return len(self._buckets)

    def take(self, address: str) -> float:
        """Spend one token of `address`: 0.0 when allowed, else the seconds until one is available."""
        if not self.enabled:
            return 0.0
        key = client_key(address)
        now = self.clock()
        bucket = self._buckets.pop(key, None)
        if bucket is None:
            bucket = [self.burst, now]
            while len(self._buckets) >= self.max_clients:
                self._buckets.popitem(last=False)
        tokens = min(self.burst, bucket[0] + (now - bucket[1]) * self.rate)
        self._buckets[key] = bucket  # re-inserted: now the most recently seen
        bucket[1] = now
        if tokens >= 1.0:
            bucket[0] = tokens - 1.0
            return 0.0
        bucket[0] = tokens
        return (1.0 - tokens) / self.rate

    def message(self, wait: float) -> str:
        return (f"too many requests from your address: at most {self.rate:g} per second, bursts of "
                f"{self.burst:g}; retry after {retry_after(wait)} s")


def retry_after(wait: float) -> str:
    """The Retry-After header value: whole seconds, at least 1."""
    return str(max(1, math.ceil(wait)))
