"""POST /api/websub/hub: subscribe and unsubscribe requests."""
from reviewsd.hub.form import parse_request
from reviewsd.schemas import ValidationFailed
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
        await hub.accept(request)
        self.send_json({"status": "accepted", "mode": request.mode, "topic": request.topic,
                        "message": "the hub will now verify this request with a GET to the callback"}, status=202)
