"""Every URL path and protocol constant, written once: app.py routes from it, the feeds and the hub link
to it, the OpenAPI document and the index at / describe it."""
import re
from dataclasses import dataclass

# ---------------------------------------------------------------- paths
INDEX = "/"
REVIEWS = "/reviews.json"
INSIGHTS = "/insights.json"
JSON_FEED = "/api/feed.json"
ATOM_FEED = "/feed.xml"
SEARCH = "/api/reviews/search"
SINCE = "/api/reviews/since/{date}"
REVIEW = "/api/reviews/{id}"  # after SEARCH in ROUTES: {id} matches any one segment, "search" too
MCP = "/mcp"
HUB = "/api/websub/hub"
OPENAPI = "/openapi.json"
HEALTH = "/healthz"
SUMMARY = "/summary"  # the pages for people
LLMS_TXT = "/llms.txt"
EMBED = "/embed"
EMBED_SCRIPT = "/embed.js"

# The prerendered resources of a Snapshot, and which of them are WebSub topics.
DATASETS = (REVIEWS, INSIGHTS, JSON_FEED, ATOM_FEED)
TOPICS = (ATOM_FEED, JSON_FEED, REVIEWS)

# ---------------------------------------------------------------- protocol constants
FEED_SIZE = 50  # reviews in each feed: the newest ones
SEARCH_LIMIT_DEFAULT = 20
SEARCH_LIMIT_MAX = 100
QUERY_MAX_CHARS = 200  # search text and names
MCP_VERSIONS = ("2025-11-25", "2025-06-18", "2025-03-26")  # supported MCP protocol versions, newest first
MCP_SESSION_HEADER = "Mcp-Session-Id"
MCP_VERSION_HEADER = "MCP-Protocol-Version"
JSON_FEED_VERSION = "https://jsonfeed.org/version/1.1"
EMBED_LIMIT_DEFAULT = 5  # reviews in the widget
EMBED_LIMIT_MAX = 20
EMBED_THEMES = ("light", "dark")  # the first is the default
API_VERSION = "1.0.0"  # of the HTTP interface the OpenAPI document describes


@dataclass(frozen=True)
class Route:
    path: str  # as the OpenAPI document writes it: {name} for a path parameter
    methods: tuple[str, ...]
    summary: str

    @property
    def pattern(self) -> str:
        """The Tornado URL pattern: dots escaped, each {parameter} one path segment."""
        escaped = re.escape(self.path).replace(r"\{", "{").replace(r"\}", "}").replace(r"\/", "/")
        return re.sub(r"\{[a-z_]+\}", "([^/]*)", escaped)


ROUTES = (
    Route(REVIEWS, ("GET",), "business, aggregate rating and all verified reviews"),
    Route(INSIGHTS, ("GET",), "aspect-based sentiment insights"),
    Route(JSON_FEED, ("GET",), f"JSON Feed 1.1 of the {FEED_SIZE} newest reviews"),
    Route(ATOM_FEED, ("GET",), f"Atom feed of the {FEED_SIZE} newest reviews"),
    Route(SEARCH, ("GET",), "search the verified reviews"),
    Route(SINCE, ("GET",), "reviews dated on or after a date"),
    Route(REVIEW, ("GET",), "one verified review"),
    Route(MCP, ("POST", "DELETE"), "MCP server over streamable HTTP (JSON-RPC 2.0)"),
    Route(HUB, ("POST",), "subscribe or unsubscribe a WebSub callback to one of the three topics"),
    Route(INDEX, ("GET",), "the endpoints of this service"),
    Route(OPENAPI, ("GET",), "this OpenAPI 3.1 description"),
    Route(HEALTH, ("GET",), "service health"),
    Route(SUMMARY, ("GET",), "an HTML page of the business, its rating, what customers say and the newest reviews"),
    Route(LLMS_TXT, ("GET",), "a Markdown guide to this service for language models"),
    Route(EMBED, ("GET",), "the reviews widget (an HTML document for an iframe)"),
    Route(EMBED_SCRIPT, ("GET",), "the script that embeds the reviews widget in another site"),
)
BY_PATH = {route.path: route for route in ROUTES}


def shadowed(template: str) -> tuple[str, ...]:
    """The values of a template's last segment that a literal route answers instead: GET
    /api/reviews/search is the search, never the review whose id is "search" (ROUTES comes first)."""
    prefix = template.rsplit("/", 1)[0] + "/"
    return tuple(sorted(route.path[len(prefix):] for route in ROUTES
                        if route.path.startswith(prefix) and "/" not in route.path[len(prefix):]
                        and "{" not in route.path))
