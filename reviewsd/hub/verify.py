"""Verification of intent and denial: the GET requests the hub sends to a callback."""
import secrets
from urllib.parse import urlencode, urlsplit, urlunsplit

from reviewsd.hub.client import CallbackClient

CHALLENGE_CAP = 1024  # the echo is ~43 bytes; nothing longer can be an exact echo


def with_query(callback: str, params: dict) -> str:
    """The callback URL with `params` added after its own query string, which is kept as it is."""
    parts = urlsplit(callback)
    query = "&".join(q for q in (parts.query, urlencode(params)) if q)
    return urlunsplit((parts.scheme, parts.netloc, parts.path, query, ""))


async def verify_intent(client: CallbackClient, mode: str, callback: str, topic: str,
                        lease_seconds: int | None) -> bool:
    """True when the callback answers 2xx with exactly the (fresh, single-use) challenge."""
    challenge = secrets.token_urlsafe(32)
    params = {"hub.mode": mode, "hub.topic": topic, "hub.challenge": challenge}
    if mode == "subscribe":
        params["hub.lease_seconds"] = str(lease_seconds)
    reply = await client.fetch(with_query(callback, params), cap=CHALLENGE_CAP)
    return reply.ok and reply.body == challenge.encode("ascii")


async def send_denial(client: CallbackClient, callback: str, topic: str, reason: str) -> None:
    """Tell a callback that the hub ended its subscription; its answer does not matter."""
    await client.fetch(with_query(callback, {"hub.mode": "denied", "hub.topic": topic, "hub.reason": reason}),
                       cap=CHALLENGE_CAP)
