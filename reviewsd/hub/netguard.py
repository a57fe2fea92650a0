"""Keeps the hub from being turned against the machine's own network (SSRF).

The check sits in the resolver that the hub's HTTP client connects through, so it holds for the
address actually connected to: a name that resolves to a public address when the subscription is
requested and to 127.0.0.1 when the hub calls back (DNS rebinding) is still refused.
"""
import asyncio
import ipaddress
import socket
from concurrent.futures import ThreadPoolExecutor

from tornado.netutil import Resolver

# getaddrinfo blocks a thread for as long as DNS takes (seconds for a slow or dead name server). It
# runs on a small pool of its own: on the loop's default executor, slow callback domains would
# hold the threads that the subscription table writes also need.
DNS_THREADS = 4


class PrivateAddressError(OSError):
    """The callback's host resolves only to addresses the hub must not call."""


def _embedded_ipv4(ip: ipaddress.IPv6Address):
    """The IPv4 address hidden in a mapped, 6to4, Teredo or NAT64 IPv6 address, if any."""
    if ip.ipv4_mapped:
        return ip.ipv4_mapped
    if ip.sixtofour:
        return ip.sixtofour
    if ip.teredo:
        return ip.teredo[1]
    if ip in ipaddress.ip_network("64:ff9b::/96"):
        return ipaddress.IPv4Address(int(ip) & 0xFFFFFFFF)
    return None


def is_public(address: str) -> bool:
    """True for a globally routable unicast address; False for loopback, private, link-local,
    multicast, reserved, unspecified and shared addresses, in IPv4 or any IPv6 form that embeds one."""
    try:
        ip = ipaddress.ip_address(address.split("%", 1)[0])  # drop an IPv6 zone id
    except ValueError:
        return False
    if isinstance(ip, ipaddress.IPv6Address):
        embedded = _embedded_ipv4(ip)
        if embedded is not None and not is_public(str(embedded)):
            return False
    return ip.is_global and not (ip.is_multicast or ip.is_reserved or ip.is_loopback or ip.is_link_local
                                 or ip.is_private or ip.is_unspecified)


class PoolResolver(Resolver):
    """getaddrinfo on a private, bounded thread pool."""

    def initialize(self, threads: int = DNS_THREADS):
        self.executor = ThreadPoolExecutor(max_workers=threads, thread_name_prefix="reviewsd-dns")

    async def resolve(self, host: str, port: int, family: socket.AddressFamily = socket.AF_UNSPEC):
        infos = await asyncio.get_running_loop().run_in_executor(
            self.executor, socket.getaddrinfo, host, port, family, socket.SOCK_STREAM)
        return [(fam, address) for fam, _, _, _, address in infos]

    def close(self):
        self.executor.shutdown(wait=False, cancel_futures=True)


class GuardedResolver(Resolver):
    """Resolves through `inner` and drops every address that is not public (unless allowed)."""

    def initialize(self, inner: Resolver | None = None, allow_private: bool = False):
        self.inner = inner or PoolResolver()
        self.allow_private = allow_private

    async def resolve(self, host: str, port: int, family: socket.AddressFamily = socket.AF_UNSPEC):
        addresses = await self.inner.resolve(host, port, family)
        if self.allow_private:
            return addresses
        public = [(fam, addr) for fam, addr in addresses if is_public(addr[0])]
        if not public:
            raise PrivateAddressError(f"{host} resolves only to private, loopback or reserved addresses")
        return public

    def close(self):
        self.inner.close()
