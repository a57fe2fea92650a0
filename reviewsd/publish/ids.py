"""Review ids: ULIDs, derived from the source's own id so that importing twice finds the same review.

A ULID is 48 bits of milliseconds and 80 "random" bits, written in 26 Crockford base-32 characters.
Here the 80 bits are a hash of (source, source id), and the time is when the review was written. An
imported review matches a stored one by those 80 bits (the last 16 characters) alone, so a review
whose date the source later corrects is still the same review, and keeps its id.
"""
import datetime
import hashlib
import os
import re

CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_ULID = re.compile(r"[0-7][0-9A-HJKMNP-TV-Z]{25}\Z")
_MAX_MS = 2**48 - 1


def encode(ms: int, entropy: bytes) -> str:
    value = (max(0, min(ms, _MAX_MS)) << 80) | int.from_bytes(entropy[:10], "big")
    return "".join(CROCKFORD[(value >> shift) & 31] for shift in range(125, -1, -5))


def _ms(when: datetime.datetime | None) -> int:
    return int(when.timestamp() * 1000) if when else 0


def derived(source: str, source_id: str, created: datetime.datetime | None) -> str:
    return encode(_ms(created), hashlib.sha256(f"{source}\0{source_id}".encode("utf-8", "surrogatepass")).digest())


def fresh(now: datetime.datetime) -> str:
    """A new id for a review typed in by hand (`reviewsd add`): it has no source id to derive from."""
    return encode(_ms(now), os.urandom(10))


def identity(review_id) -> str | None:
    """The part of a ULID that names the review (its 80 bits); None for an id that is not a ULID."""
    return review_id[10:] if isinstance(review_id, str) and _ULID.match(review_id) else None
