"""POST /api/websub/hub: subscribe and unsubscribe requests."""
from reviewsd.contract.problems import ValidationFailed
from reviewsd.hub.errors import AlreadyPending, CallbackRefused, HubRefusal, LimitReached
from reviewsd.hub.form import parse_request
from reviewsd.web.base import ApiError, BaseHandler, validation_error

MAX_BODY_BYTES = 8 * 1024  # a URL, a topic, a lease and a secret fit many times over
FORM_TYPE = "application/x-www-form-urlencoded"


class HubHandler(BaseHandler):
    async def post(self):
        self.limit_rate()
        if self.media_type() != FORM_TYPE:
            raise ApiError(415, "unsupported_media_type", f"send the fields as {FORM_TYPE}")
        if len(self.request.body) > MAX_BODY_BYTES:
            raise ApiError(413, "payload_too_large", f"the body may be at most {MAX_BODY_BYTES} bytes")
        hub = self.context.hub
        try:
            request = parse_request(self.request.body, hub.topics)
        except ValidationFailed as failed:
            raise validation_error(failed) from None
        try:
            await hub.accept(request)
        except HubRefusal as refusal:
            raise _http_error(refusal) from None
        self.send_json({"status": "accepted", "mode": request.mode, "topic": request.topic,
                        "message": "the hub will now verify this request with a GET to the callback"}, status=202)


_STATUS = {AlreadyPending: 409, LimitReached: 429, CallbackRefused: 400}


def _http_error(refusal: HubRefusal) -> ApiError:
    headers = {"Retry-After": str(refusal.retry_after)} if refusal.retry_after is not None else None
    return ApiError(_STATUS.get(type(refusal), 400), refusal.code, refusal.message, headers=headers)
