"""make_app(context): the URL table, nothing else (the paths are those of contract.routes)."""
import tornado.web

from reviewsd.contract import routes
from reviewsd.hub.handler import HubHandler
from reviewsd.mcp.transport import McpHandler
from reviewsd.web.base import NotFoundHandler, log_request
from reviewsd.web.datasets import ResourceHandler
from reviewsd.web.guard import GuardedApplication
from reviewsd.web.meta import HealthHandler, IndexHandler, OpenApiHandler
from reviewsd.web.pages import EmbedHandler, EmbedScriptHandler, LlmsTxtHandler, SummaryHandler
from reviewsd.web.reviews import ReviewHandler, SearchHandler, SinceHandler

HANDLERS = {
    routes.INDEX: IndexHandler,
    routes.SEARCH: SearchHandler,
    routes.SINCE: SinceHandler,
    routes.MCP: McpHandler,
    routes.HUB: HubHandler,
    routes.OPENAPI: OpenApiHandler,
    routes.HEALTH: HealthHandler,
    routes.REVIEW: ReviewHandler,
    routes.SUMMARY: SummaryHandler,
    routes.LLMS_TXT: LlmsTxtHandler,
    routes.EMBED: EmbedHandler,
    routes.EMBED_SCRIPT: EmbedScriptHandler,
    **{path: ResourceHandler for path in routes.DATASETS},
}


def make_app(context) -> tornado.web.Application:
    ctx = {"context": context}
    table = []
    for route in routes.ROUTES:
        handler = HANDLERS[route.path]
        extra = {"path": route.path} if handler is ResourceHandler else {}
        table.append((route.pattern, handler, {**ctx, **extra}))
    return GuardedApplication(
        table,
        default_handler_class=NotFoundHandler,
        default_handler_args=ctx,
        serve_traceback=False,
        log_function=log_request,
        compress_response=False,  # gzip variants are made once per Snapshot, not per response
    )
