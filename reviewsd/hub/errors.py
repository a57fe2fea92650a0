"""Why the hub refuses a request, in its own terms; the HTTP handler decides the status codes."""


class HubRefusal(Exception):
    """A request the hub will not take now. `code` is stable for clients; `retry_after`: seconds after
    which trying again may succeed (None: not until the request changes)."""

    def __init__(self, code: str, message: str, retry_after: int | None = None):
        super().__init__(message)
        self.code = code
        self.message = message
        self.retry_after = retry_after


class AlreadyPending(HubRefusal):
    """A verification for this callback and topic is still running."""


class LimitReached(HubRefusal):
    """A subscription or verification limit is reached."""


class CallbackRefused(HubRefusal):
    """The callback cannot be called: it does not resolve, or resolves to a private address."""
