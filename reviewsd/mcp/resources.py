"""MCP resources: the public documents by their public URLs, and one review per URL (interface.md section 4).

`resources/read` answers with the very bytes the HTTP GET serves (decoded as the UTF-8 text they are),
so an agent that cites a resource URL cites exactly what a browser would show. Nothing here follows data
reloads with notifications, so the capability declares neither `subscribe` nor `listChanged`.
"""
from reviewsd import jsonutil
from reviewsd.contract import routes
from reviewsd.dataset.snapshot import Snapshot
from reviewsd.mcp.jsonrpc import INVALID_PARAMS, RpcError

RESOURCE_NOT_FOUND = -32002  # the MCP specification's code for an unknown resource URI
REVIEW_PATH = routes.REVIEW.removesuffix("{id}")  # the per-review resource: this, then the id
MAX_URI_CHARS = 2048

# path -> (name, title, description); in the order resources/list gives them. The MIME type is the one
# the HTTP GET sends.
DOCUMENTS = {
    routes.REVIEWS: ("reviews.json", "Reviews dataset",
                      "The business, its aggregate rating and every verified review, newest first."),
    routes.INSIGHTS: ("insights.json", "Insights dataset",
                       "Aspect-based sentiment, entities (technicians, services, areas), topics, FAQ and summary."),
    routes.JSON_FEED: ("feed.json", "JSON Feed of the newest reviews",
                       f"JSON Feed 1.1 of the {routes.FEED_SIZE} newest verified reviews."),
    routes.ATOM_FEED: ("feed.xml", "Atom feed of the newest reviews",
                  f"Atom 1.0 feed of the {routes.FEED_SIZE} newest verified reviews."),
}
REVIEW_TEMPLATE = {
    "name": "review", "title": "One verified review",
    "description": "A single verified review by its id (ids come from search, search_reviews or the datasets).",
    "mimeType": "application/json",
}

def capability() -> dict:
    return {"subscribe": False, "listChanged": False}


def list_resources(snapshot: Snapshot, _params: dict) -> dict:
    resources = []
    for path, (name, title, description) in DOCUMENTS.items():
        rep = snapshot.resources.get(path)
        if rep is not None:  # insights.json only when there are insights
            resources.append({"uri": snapshot.base_url + path, "name": name, "title": title,
                              "description": description, "mimeType": mime_type(rep.content_type),
                              "size": rep.size})
    return {"resources": resources}


def list_templates(snapshot: Snapshot, _params: dict) -> dict:
    return {"resourceTemplates": [{"uriTemplate": snapshot.base_url + routes.REVIEW, **REVIEW_TEMPLATE}]}


def mime_type(content_type: str) -> str:
    return content_type.split(";")[0].strip()


def review_uri(base_url: str, review_id: str) -> str:
    return base_url + REVIEW_PATH + review_id


def read_resource(snapshot: Snapshot, params: dict, request_id) -> bytes:
    """The whole JSON-RPC response of resources/read (spliced, so the body is escaped only once)."""
    uri = params.get("uri")
    if not isinstance(uri, str) or not uri or len(uri) > MAX_URI_CHARS:
        raise RpcError(INVALID_PARAMS, "resources/read needs uri, one of the URIs resources/list names",
                       request_id=request_id)
    path = uri[len(snapshot.base_url):] if uri.startswith(snapshot.base_url + "/") else None
    if path in DOCUMENTS and path in snapshot.resources:
        rep = snapshot.resources[path]
        return _response(request_id, uri, mime_type(rep.content_type), rep.as_json_string())
    if path is not None and path.startswith(REVIEW_PATH):
        review = snapshot.review_representation(path[len(REVIEW_PATH):])
        if review is not None:
            return _response(request_id, uri, "application/json", review.as_json_string())
    raise RpcError(RESOURCE_NOT_FOUND, "no such resource; resources/list and resources/templates/list name them",
                   request_id=request_id, data={"uri": uri[:200]})


def _response(request_id, uri: str, mime: str, escaped_text: bytes) -> bytes:
    # ujson keeps key order, so the encoded head ends with the four closing brackets of
    # result.contents[0]: the text goes in just before them.
    head = jsonutil.dumps({"jsonrpc": "2.0", "id": request_id,
                           "result": {"contents": [{"uri": uri, "mimeType": mime}]}})
    return b"".join([head[:-4], b',"text":', escaped_text, b"}]}}"])
