"""Resources about the service itself: the index at /, /openapi.json and /healthz."""
import time

from reviewsd import __version__
from reviewsd.web.base import BaseHandler

ENDPOINTS = [
    ("GET", "/reviews.json", "business, aggregate rating and every verified review"),
    ("GET", "/insights.json", "aspect-based sentiment insights"),
    ("GET", "/api/feed.json", "JSON Feed 1.1 of the 50 newest reviews (WebSub topic)"),
    ("GET", "/feed.xml", "Atom feed of the 50 newest reviews (WebSub topic)"),
    ("GET", "/api/reviews/search", "search: rating, min_rating, since, until, query, mentions_technician, "
                                   "mentions_service, limit"),
    ("GET", "/api/reviews/since/{date}", "reviews dated on or after date (YYYY-MM-DD)"),
    ("POST", "/mcp", "Model Context Protocol server (streamable HTTP)"),
    ("POST", "/api/websub/hub", "WebSub hub for the three topics"),
    ("GET", "/openapi.json", "OpenAPI 3.1 description of this interface"),
    ("GET", "/healthz", "service health"),
]


class IndexHandler(BaseHandler):
    def get(self):
        snapshot = self.context.snapshot
        self.send_json({
            "service": "reviewsd", "version": __version__,
            "business": snapshot.business["name"] if snapshot.business else None,
            "endpoints": [{"method": m, "path": p, "url": self.context.options.base_url + p, "description": d}
                          for m, p, d in ENDPOINTS],
        })


class OpenApiHandler(BaseHandler):
    def get(self):
        self.send_representation(self.context.openapi)


class HealthHandler(BaseHandler):
    def get(self):
        self.set_header("Cache-Control", "no-store")
        self.send_json({
            "status": "ok" if self.context.healthy else "degraded",
            "version": __version__,
            "uptime_s": round(time.monotonic() - self.context.started, 1),
            "data": self.context.data_status(),
            "hub": self.context.hub.status() if self.context.hub else {},
        })
