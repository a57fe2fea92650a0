"""What /mcp offers beyond the tools, in one table the transport dispatches on (interface.md section 4).

The transport stays a transport: it checks the request and the session, then looks the method up
here. Resources, prompts, completions and the two connector tools each live in their own module.
"""
from reviewsd.contract import routes
from reviewsd.mcp import completions, prompts, resources, tools
from reviewsd.mcp.jsonrpc import INVALID_PARAMS, RpcError

TOOLS = tools.TOOLS

CAPABILITIES = {
    "tools": {"listChanged": False},
    "resources": resources.capability(),
    "prompts": {"listChanged": False},
    "completions": {},
}


def _complete(snapshot, params, request_id):
    def source(ref, name):
        kind = ref.get("type")
        if kind == "ref/prompt":
            return prompts.argument_source(ref, name, request_id)
        if kind == "ref/resource":
            template = snapshot.base_url + routes.REVIEW
            if ref.get("uri") != template:
                raise RpcError(INVALID_PARAMS,
                                           f"the only resource template is {template}", request_id=request_id)
            return "review_id" if name == "id" else None
        raise RpcError(INVALID_PARAMS, "ref.type must be ref/prompt or ref/resource",
                                   request_id=request_id)
    return completions.handle(snapshot, params, request_id, source)


# method -> handler(snapshot, params, request_id): a result object, or a whole response as bytes.
HANDLERS = {
    "resources/list": lambda snapshot, params, _id: resources.list_resources(snapshot, params),
    "resources/templates/list": lambda snapshot, params, _id: resources.list_templates(snapshot, params),
    "resources/read": resources.read_resource,
    "prompts/list": lambda snapshot, params, _id: prompts.list_prompts(snapshot, params),
    "prompts/get": prompts.get_prompt,
    "completion/complete": _complete,
}
