"""The Origin and Host policy of /mcp as pure functions (reviewsd/mcp/origin.py), for every configuration
an operator may run: loopback, a public base_url behind a proxy, IPv6, all addresses."""
import pytest

from reviewsd.mcp.origin import host_name, origin_of, policy
from reviewsd.options import make_options


@pytest.mark.parametrize("url,origin", [
    ("http://127.0.0.1:8080", "http://127.0.0.1:8080"),
    ("https://Reviews.Example.com/", "https://reviews.example.com"),
    ("https://reviews.example.com:443/base", "https://reviews.example.com"),
    ("http://[::1]:8080", "http://[::1]:8080"),
    ("http://example.com:80", "http://example.com"),
])
def test_origin_of(url, origin):
    assert origin_of(url) == origin


@pytest.mark.parametrize("header,host", [
    ("example.com", "example.com"), ("Example.COM:8080", "example.com"), ("localhost.", "localhost"),
    ("[::1]:8080", "::1"), ("[0:0::1]", "::1"), ("127.0.0.1:80", "127.0.0.1"),
    ("[::1", None), ("[::1]x", None), ("::1", None), ("", None), ("a" * 1001, None),
])
def test_host_name(header, host):
    assert host_name(header) == host


def test_the_default_allows_base_urls_origin_only():
    options = make_options(port=8080)
    assert options.mcp_allowed_origins == "http://127.0.0.1:8080"
    rule = policy(options.base_url, options.address, options.mcp_allowed_origins)
    assert rule.origin_allowed(None)
    assert rule.origin_allowed("http://127.0.0.1:8080")
    assert not rule.origin_allowed("http://127.0.0.1:8081")
    assert not rule.origin_allowed("https://evil.example")
    assert not rule.origin_allowed("null")


def test_behind_a_proxy_the_public_host_and_the_listening_address_are_served():
    rule = policy("https://reviews.example.com", "127.0.0.1", "https://reviews.example.com")
    for host in ("reviews.example.com", "reviews.example.com:443", "127.0.0.1:8080", "localhost:8080", None):
        assert rule.host_allowed(host), host
    for host in ("evil.example.com", "reviews.example.com.evil.example", "10.0.0.1", "[::2]"):
        assert not rule.host_allowed(host), host
    assert rule.origin_allowed("https://reviews.example.com")
    assert not rule.origin_allowed("http://reviews.example.com")  # another scheme is another origin


def test_listening_on_every_address_serves_address_literals_but_not_names():
    rule = policy("https://reviews.example.com", "0.0.0.0", "")
    assert rule.host_allowed("192.0.2.7:8080") and rule.host_allowed("[2001:db8::1]:8080")
    assert rule.host_allowed("localhost")
    assert not rule.host_allowed("evil.example.com")
    assert rule.origin_allowed("https://reviews.example.com")  # empty means base_url's origin


def test_an_ipv6_listening_address():
    rule = policy("http://[::1]:8080", "::1", "http://[::1]:8080")
    assert rule.host_allowed("[::1]:8080") and rule.host_allowed("localhost:8080")
    assert not rule.host_allowed("evil.example.com:8080")
    assert rule.origin_allowed("http://[::1]:8080")


def test_star_and_lists():
    rule = policy("http://127.0.0.1:8080", "127.0.0.1", "https://a.example, *")
    assert rule.any_origin and rule.origin_allowed("https://anything.example")
    listed = policy("http://127.0.0.1:8080", "127.0.0.1", " https://A.example/ ,https://b.example")
    assert listed.origin_allowed("https://a.example") and listed.origin_allowed("https://b.example")
    assert not listed.origin_allowed("http://127.0.0.1:8080")  # a list replaces the default
