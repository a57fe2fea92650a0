"""Who may call /mcp: the Origin and Host policy (interface.md section 4).

Two separate defences, both on by default:

- Origin: a browser page on another site must not drive the endpoint with the visitor's network
  position. `mcp_allowed_origins` defaults to the origin of `base_url`; `*` allows any. A request
  without an Origin is not from a browser page (servers, CLIs, desktop agents) and is served.
- Host (DNS rebinding): a page on evil.example can make its own name resolve to 127.0.0.1 and then
  call the daemon "same-origin", so its requests carry `Host: evil.example`. A Host that names neither
  `base_url`'s host nor the address the daemon listens on is refused. Ports are not compared: a reverse
  proxy may add or drop one, and a name the attacker controls is what matters.

Kept free of Tornado so that the parsing can be tested against any header a client may send.
"""
import functools
import ipaddress
from dataclasses import dataclass
from urllib.parse import urlsplit

WILDCARD_ADDRESSES = ("", "0.0.0.0", "::", "*")
LOOPBACK_NAMES = frozenset({"localhost", "127.0.0.1", "::1"})
MAX_HEADER_CHARS = 1000  # a real Host or Origin is far shorter; longer ones are simply not ours


def origin_of(url: str) -> str:
    """The serialized origin of an absolute URL (RFC 6454): scheme://host[:port], default port dropped."""
    parts = urlsplit(url.strip())
    scheme = parts.scheme.lower()
    host = (parts.hostname or "").lower()
    if ":" in host:
        host = f"[{host}]"
    try:
        port = parts.port
    except ValueError:
        port = None
    default = {"http": 80, "https": 443}.get(scheme)
    return f"{scheme}://{host}" + (f":{port}" if port is not None and port != default else "")


def host_name(header: str) -> str | None:
    """The host of a Host header ("name", "name:port", "[v6]:port"), normalised; None if malformed."""
    header = header.strip().lower()
    if not header or len(header) > MAX_HEADER_CHARS:
        return None
    if header.startswith("["):
        end = header.find("]")
        if end == -1 or (header[end + 1:] and not header[end + 1:].startswith(":")):
            return None
        return _normal(header[1:end])
    if header.count(":") > 1:
        return None  # an IPv6 literal must be bracketed in a Host header (RFC 3986 3.2.2)
    return _normal(header.partition(":")[0])


def _normal(host: str) -> str:
    host = host.rstrip(".")  # "localhost." names the same host as "localhost"
    try:
        return str(ipaddress.ip_address(host.split("%", 1)[0]))  # one spelling per address
    except ValueError:
        return host


def _is_ip(host: str) -> bool:
    try:
        ipaddress.ip_address(host)
        return True
    except ValueError:
        return False


def _is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


@dataclass(frozen=True)
class OriginPolicy:
    any_origin: bool
    origins: frozenset
    hosts: frozenset
    any_ip_host: bool  # listening on every address: any address literal names this daemon

    def origin_allowed(self, origin: str | None) -> bool:
        if origin is None:
            return True  # not a browser page; the data is public anyway
        return self.any_origin or origin.strip().lower() in self.origins

    def host_allowed(self, header: str | None) -> bool:
        if header is None:
            return True  # HTTP/1.0 without Host: not a browser, which always sends one
        host = host_name(header)
        if host is None:
            return False
        # An address literal cannot be rebound: the browser's origin is then the address itself.
        return host in self.hosts or (self.any_ip_host and _is_ip(host))


@functools.lru_cache(maxsize=16)
def policy(base_url: str, address: str, allowed_origins: str) -> OriginPolicy:
    """The policy for one configuration (computed once: options do not change while serving)."""
    listed = [o.strip() for o in allowed_origins.split(",") if o.strip()]
    if not listed:
        listed = [origin_of(base_url)]
    origins = frozenset(o.lower().rstrip("/") for o in listed if o != "*")
    hosts = {_normal((urlsplit(base_url).hostname or "").lower())}
    any_ip = address.strip() in WILDCARD_ADDRESSES
    if not any_ip:
        hosts.add(_normal(address.strip().strip("[]").lower()))
    if any_ip or any(_is_loopback(h) for h in hosts):
        # "localhost" resolves to this machine only, so it cannot be an attacker's name; clients are
        # often configured with it while the daemon listens on 127.0.0.1 (or the reverse).
        hosts |= LOOPBACK_NAMES
    hosts.discard("")
    return OriginPolicy("*" in listed, origins, frozenset(hosts), any_ip)


def for_options(options) -> OriginPolicy:
    return policy(options.base_url, str(options.address), options.mcp_allowed_origins or "")
