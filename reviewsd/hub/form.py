"""Parsing and validating a hub request body (application/x-www-form-urlencoded). Pure: no I/O.

Fields the hub does not know are ignored, as the WebSub Recommendation requires; every problem
with the ones it knows is reported at once, in the same issue format as the search endpoint.
"""
import ipaddress
import re
from dataclasses import dataclass
from urllib.parse import parse_qs, urlsplit

from reviewsd.contract.params import one_value_each
from reviewsd.contract.problems import ValidationFailed, problem as issue

MAX_URL_CHARS = 2048
MAX_SECRET_BYTES = 199  # "MUST be less than 200 bytes"
MAX_FIELDS = 32
LEASE_LIMIT = 10**9  # far beyond any lease policy; larger numbers are refused, not clamped
MODES = ("subscribe", "unsubscribe")
FIELDS = ("hub.callback", "hub.mode", "hub.topic", "hub.lease_seconds", "hub.secret")


@dataclass(frozen=True)
class HubRequest:
    mode: str
    callback: str
    topic: str
    host: str  # the callback's host name, for the per-host limit
    lease_seconds: int | None = None  # as requested; the hub clamps it
    secret: str | None = None


def fields_of(body: bytes) -> tuple[dict, list]:
    """One text value per hub field, plus issues for a repeated field or a body that cannot be parsed."""
    try:
        arguments = parse_qs(body.decode("utf-8"), keep_blank_values=True, max_num_fields=MAX_FIELDS,
                             errors="strict")
    except UnicodeDecodeError:
        return {}, [issue([], "invalid_encoding", "the body must be UTF-8 form data")]
    except ValueError:
        return {}, [issue([], "too_many_fields", f"the body may hold at most {MAX_FIELDS} fields")]
    return one_value_each(arguments, FIELDS)


def _valid_host(host: str) -> bool:
    """An IP address, or a name that DNS can carry: IDNA-encodable, labels of 1..63 bytes, 253 in all.
    (Left to the resolver, a bad label raises UnicodeError deep in getaddrinfo's IDNA step.)"""
    try:
        ipaddress.ip_address(host)
        return True
    except ValueError:
        pass
    try:
        encoded = host.rstrip(".").encode("idna")  # one trailing dot is the DNS root, not a label
    except UnicodeError:
        return False
    labels = encoded.split(b".")
    return len(encoded) <= 253 and all(1 <= len(label) <= 63 for label in labels)


def _url_problems(name: str, value: str) -> list:
    if len(value) > MAX_URL_CHARS:
        return [issue([name], "too_long", f"must be at most {MAX_URL_CHARS} characters")]
    try:
        parts = urlsplit(value)
        bad_port = parts.port == 0  # urlsplit checks the port only when asked: out of range raises here
    except ValueError:
        bad_port = True
    if bad_port:
        return [issue([name], "invalid_url", "must be an absolute URL")]
    if not parts.scheme or not parts.hostname or re.search(r"[\s\x00-\x1f\x7f]", value):
        return [issue([name], "invalid_url", "must be an absolute URL")]
    if "#" in value:
        return [issue([name], "has_fragment", "must not contain a fragment (#...)")]
    return []


def parse_request(body: bytes, topics) -> HubRequest:
    """A validated HubRequest, or ValidationFailed with every issue."""
    fields, issues = fields_of(body)
    refused = {i.path[0] for i in issues if i.path}  # repeated: said once, not also "required"
    for name in ("hub.callback", "hub.mode", "hub.topic"):
        if not fields.get(name) and name not in refused:
            issues.append(issue([name], "required", "is required"))
    mode, callback, topic = fields.get("hub.mode"), fields.get("hub.callback"), fields.get("hub.topic")
    if mode and mode not in MODES:
        issues.append(issue(["hub.mode"], "invalid_choice", "must be subscribe or unsubscribe"))
    if callback:
        problems = _url_problems("hub.callback", callback)
        if not problems and urlsplit(callback).scheme.lower() != "https":
            problems = [issue(["hub.callback"], "not_https", "must be an https:// URL")]
        if not problems and not _valid_host(urlsplit(callback).hostname):
            problems = [issue(["hub.callback"], "invalid_host",
                              "the host must be an IP address or a DNS name of labels of 1 to 63 characters")]
        issues += problems
    if topic:
        problems = _url_problems("hub.topic", topic)
        if not problems and topic not in topics:
            problems = [issue(["hub.topic"], "unknown_topic", "must be one of " + ", ".join(sorted(topics)))]
        issues += problems
    lease = fields.get("hub.lease_seconds")
    if lease is not None and lease != "":
        if not re.fullmatch(r"[0-9]{1,10}", lease) or int(lease) > LEASE_LIMIT:
            issues.append(issue(["hub.lease_seconds"], "invalid_lease", "must be a whole number of seconds"))
    secret = fields.get("hub.secret")
    if secret is not None and len(secret.encode("utf-8")) > MAX_SECRET_BYTES:
        issues.append(issue(["hub.secret"], "too_long", "must be less than 200 bytes"))
    if issues:
        raise ValidationFailed(issues)
    assert mode and callback and topic  # each checked above
    return HubRequest(mode=mode, callback=callback, topic=topic, host=(urlsplit(callback).hostname or "").lower(),
                      lease_seconds=int(lease) if lease else None, secret=secret or None)
