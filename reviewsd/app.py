"""make_app(context): the URL table, nothing else."""
import tornado.web

from reviewsd.hub.handler import HubHandler
from reviewsd.mcp.transport import McpHandler
from reviewsd.web.base import NotFoundHandler, log_request
from reviewsd.web.datasets import ResourceHandler
from reviewsd.web.guard import GuardedApplication
from reviewsd.web.meta import HealthHandler, IndexHandler, OpenApiHandler
from reviewsd.web.pages import EmbedHandler, EmbedScriptHandler, LlmsTxtHandler, SummaryHandler
from reviewsd.web.reviews import ReviewHandler, SearchHandler, SinceHandler


def make_app(context) -> tornado.web.Application:
    ctx = {"context": context}
    resources = ["/reviews.json", "/insights.json", "/api/feed.json", "/feed.xml"]
    routes = [
        (r"/", IndexHandler, ctx),
        *[(path.replace(".", r"\."), ResourceHandler, {**ctx, "path": path}) for path in resources],
        (r"/api/reviews/search", SearchHandler, ctx),
        (r"/api/reviews/since/([^/]*)", SinceHandler, ctx),
        (r"/api/reviews/([^/]+)", ReviewHandler, ctx),
        (r"/mcp", McpHandler, ctx),
        (r"/api/websub/hub", HubHandler, ctx),
        (r"/openapi\.json", OpenApiHandler, ctx),
        (r"/healthz", HealthHandler, ctx),
        (r"/summary", SummaryHandler, ctx),
        (r"/llms\.txt", LlmsTxtHandler, ctx),
        (r"/embed", EmbedHandler, ctx),
        (r"/embed\.js", EmbedScriptHandler, ctx),
    ]
    return GuardedApplication(
        routes,
        default_handler_class=NotFoundHandler,
        default_handler_args=ctx,
        serve_traceback=False,
        log_function=log_request,
        compress_response=False,  # gzip variants are made once per Snapshot, not per response
    )
