"""Pure parsers for the request headers that decide what a response looks like.

Kept free of Tornado so that they can be tested alone against any string a client may send.
"""
import email.utils
import functools
import re

# Clients send the same few header values again and again; parsing each once is enough. The caches
# are bounded, so a client sending endless variations costs a parse each, not memory.
CACHE_ENTRIES = 512

_ETAG = re.compile(r'\s*(?:W/)?("[^"]*"|[^\s,]+)\s*(?:,|$)')


@functools.lru_cache(maxsize=CACHE_ENTRIES)
def etag_list(header: str) -> tuple[str, ...]:
    """The entity tags of an If-None-Match header, weak prefixes dropped (weak comparison)."""
    tags, pos = [], 0
    header = header.strip()
    while pos < len(header):
        m = _ETAG.match(header, pos)
        if not m or m.end() == pos:
            break
        tags.append(m.group(1))
        pos = m.end()
    return tuple(tags)


def if_none_match_hits(header: str, etags) -> bool:
    """True when If-None-Match names any of `etags` (or is `*`): the client's copy is current."""
    tags = etag_list(header)
    return "*" in tags or any(tag in tags for tag in etags)


def if_modified_since_hits(header: str, last_modified) -> bool:
    """True when the resource has not changed since the date the client sent (second resolution)."""
    try:
        since = email.utils.parsedate_to_datetime(header)
    except (TypeError, ValueError, IndexError, OverflowError):
        return False  # an unparseable date is ignored, as RFC 9110 requires
    if since is None or since.tzinfo is None:
        return False
    return int(last_modified.timestamp()) <= since.timestamp()


def media_types(header: str) -> list[str]:
    """The media types listed in an Accept or Content-Type value, lower-cased, parameters dropped."""
    return [part.split(";")[0].strip().lower() for part in header.split(",")]


@functools.lru_cache(maxsize=CACHE_ENTRIES)
def accepts_gzip(header: str) -> bool:
    """Whether Accept-Encoding admits gzip, honouring q=0 and the * wildcard."""
    gzip_q = star_q = None
    for item in header.split(","):
        coding, _, params = item.strip().partition(";")
        coding = coding.strip().lower()
        q = 1.0
        m = re.search(r"q\s*=\s*([0-9.]+)", params)
        if m:
            try:
                q = float(m.group(1))
            except ValueError:
                q = 0.0
        if coding in ("gzip", "x-gzip"):
            gzip_q = q
        elif coding == "*":
            star_q = q
    if gzip_q is not None:
        return gzip_q > 0
    return star_q is not None and star_q > 0
