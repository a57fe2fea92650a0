"""Resources, templates, prompts, completions and the connector tools, through the official Python SDK
(in its auto and legacy modes) against the real daemon. Expectations derive from what the daemon serves."""
import json
import urllib.request

import jsonschema
import pytest
from mcp.shared.exceptions import MCPError
from mcp_types import PromptReference, ResourceTemplateReference

from tests.conftest import with_sdk_client

DOCUMENTS = {"/reviews.json": "application/json", "/insights.json": "application/json",
             "/api/feed.json": "application/json", "/feed.xml": "application/atom+xml"}


def served(sample_daemon, path) -> bytes:
    status, _, body = sample_daemon.get(path)
    assert status == 200, path
    return body


def test_resources_are_the_public_documents_with_the_bytes_http_serves(sample_daemon, sdk_mode):
    async def body(client):
        listed = (await client.list_resources()).resources
        return listed, [await client.read_resource(str(r.uri)) for r in listed]
    listed, reads = with_sdk_client(sample_daemon, sdk_mode, body)
    served_paths = [p for p in DOCUMENTS if sample_daemon.get(p)[0] == 200]  # insights.json only when served
    assert [str(r.uri) for r in listed] == [sample_daemon.url + p for p in served_paths]
    for resource, read, path in zip(listed, reads, served_paths, strict=True):
        assert resource.name and resource.description
        assert resource.mime_type == DOCUMENTS[path]
        [content] = read.contents
        assert str(content.uri) == sample_daemon.url + path
        assert content.mime_type == DOCUMENTS[path]
        assert content.text.encode("utf-8") == served(sample_daemon, path)


def test_the_review_template_reads_one_review_as_http_serves_it(sample_daemon, sdk_mode):
    reviews = json.loads(served(sample_daemon, "/reviews.json"))["reviews"]

    async def body(client):
        templates = (await client.list_resource_templates()).resource_templates
        read = await client.read_resource(f"{sample_daemon.url}/api/reviews/{reviews[0]['id']}")
        with pytest.raises(MCPError) as missing:
            await client.read_resource(f"{sample_daemon.url}/api/reviews/no-such-review")
        with pytest.raises(MCPError) as foreign:
            await client.read_resource("https://elsewhere.example/reviews.json")
        return templates, read, missing.value, foreign.value
    templates, read, missing, foreign = with_sdk_client(sample_daemon, sdk_mode, body)
    assert [t.uri_template for t in templates] == [f"{sample_daemon.url}/api/reviews/{{id}}"]
    assert templates[0].mime_type == "application/json"
    [content] = read.contents
    assert content.text.encode() == served(sample_daemon, f"/api/reviews/{reviews[0]['id']}")
    assert json.loads(content.text) == reviews[0]
    assert missing.error.code == foreign.error.code == -32002


def test_prompts_list_and_expand_to_a_message_naming_the_tools(sample_daemon, sdk_mode):
    async def body(client):
        listed = (await client.list_prompts()).prompts
        expanded = {
            "summarize": await client.get_prompt("summarize_reviews"),
            "summarize_since": await client.get_prompt("summarize_reviews", {"since": "2025-01-01"}),
            "concerns": await client.get_prompt("customer_concerns"),
            "concerns_aspect": await client.get_prompt("customer_concerns", {"aspect": "pricing"}),
            "compare": await client.get_prompt("compare_periods",
                                               {"first_since": "2024-01-01", "second_since": "2025-01-01"}),
        }
        return listed, expanded
    listed, expanded = with_sdk_client(sample_daemon, sdk_mode, body)
    arguments = {p.name: [(a.name, bool(a.required)) for a in p.arguments] for p in listed}
    assert arguments == {"summarize_reviews": [("since", False)], "customer_concerns": [("aspect", False)],
                         "compare_periods": [("first_since", True), ("second_since", True)]}
    assert all(p.description and p.title for p in listed)
    texts = {}
    for key, result in expanded.items():
        [message] = result.messages
        assert message.role == "user" and message.content.type == "text"
        texts[key] = message.content.text
        assert f"{sample_daemon.url}/api/reviews/" in texts[key]  # how to cite
    assert "get_business" in texts["summarize"] and "search_reviews" in texts["summarize"]
    assert "get_reviews_since" in texts["summarize_since"] and "2025-01-01" in texts["summarize_since"]
    assert "list_aspects" in texts["concerns"]
    assert "get_aspect_sentiment" in texts["concerns_aspect"] and "pricing" in texts["concerns_aspect"]
    assert "2024-01-01" in texts["compare"] and "2025-01-01" in texts["compare"] and "get_trend" in texts["compare"]


@pytest.mark.parametrize("name,arguments", [
    ("no_such_prompt", {}),
    ("compare_periods", {}),
    ("compare_periods", {"first_since": "2025-01-01", "second_since": "2024-01-01"}),
    ("summarize_reviews", {"since": "yesterday"}),
    ("summarize_reviews", {"since": "2025-02-30"}),
    ("summarize_reviews", {"until": "2025-01-01"}),
    ("customer_concerns", {"aspect": "x" * 201}),
])
def test_bad_prompt_requests_are_invalid_params(sample_daemon, name, arguments):
    async def body(client):
        with pytest.raises(MCPError) as raised:
            await client.get_prompt(name, arguments)
        return raised.value
    assert with_sdk_client(sample_daemon, "legacy", body).error.code == -32602


def test_completions_for_prompt_arguments_and_the_template_id(sample_daemon, sdk_mode):
    reviews = json.loads(served(sample_daemon, "/reviews.json"))["reviews"]
    status, _, insights_body = sample_daemon.get("/insights.json")
    insights = json.loads(insights_body) if status == 200 else {"aspects": []}
    aspect_ids = [a["id"] for a in insights["aspects"]]
    first = reviews[0]["id"]

    async def body(client):
        prompt = PromptReference(type="ref/prompt", name="customer_concerns")
        template = ResourceTemplateReference(type="ref/resource", uri=f"{sample_daemon.url}/api/reviews/{{id}}")
        return {
            "aspects": await client.complete(prompt, {"name": "aspect", "value": ""}),
            "aspect_prefix": await client.complete(prompt, {"name": "aspect", "value": aspect_ids[0][:2].upper()}
                                                   if aspect_ids else {"name": "aspect", "value": "zz"}),
            "ids": await client.complete(template, {"name": "id", "value": first[:3]}),
            "one_id": await client.complete(template, {"name": "id", "value": first}),
            "dates": await client.complete(PromptReference(type="ref/prompt", name="compare_periods"),
                                           {"name": "first_since", "value": reviews[-1]["date"][:4]}),
        }
    got = {k: v.completion for k, v in with_sdk_client(sample_daemon, sdk_mode, body).items()}
    assert got["aspects"].values == aspect_ids[:100]
    if aspect_ids:
        assert aspect_ids[0] in got["aspect_prefix"].values
        assert all(v.lower().startswith(aspect_ids[0][:2]) for v in got["aspect_prefix"].values)
    matching = [r["id"] for r in reviews if r["id"].lower().startswith(first[:3].lower())]
    assert got["ids"].total == len(matching)
    assert got["ids"].values == matching[:100]
    assert got["ids"].has_more is (len(matching) > 100)
    assert got["one_id"].values == [first]
    assert got["dates"].values and all(v.startswith(reviews[-1]["date"][:4]) and v.endswith("-01")
                                       for v in got["dates"].values)


def test_search_and_fetch_return_the_shape_chatgpt_connectors_document(sample_daemon, sdk_mode):
    reviews = json.loads(served(sample_daemon, "/reviews.json"))["reviews"]
    with_text = next(r for r in reviews if r["text"] and len(r["text"].split()) >= 3)
    phrase = " ".join(with_text["text"].split()[:3])

    async def body(client):
        tools = {t.name: t for t in (await client.list_tools()).tools}
        return (tools, await client.call_tool("search", {"query": phrase}),
                await client.call_tool("search", {"query": ""}),
                await client.call_tool("fetch", {"id": with_text["id"]}),
                await client.call_tool("fetch", {"id": "no-such-review"}))
    tools, found, newest, fetched, missing = with_sdk_client(sample_daemon, sdk_mode, body)
    assert tools["search"].input_schema["required"] == ["query"]
    assert tools["fetch"].input_schema["required"] == ["id"]
    for result, tool in ((found, "search"), (newest, "search"), (fetched, "fetch")):
        assert result.is_error is False
        [item] = result.content  # exactly one content item, of type text, holding JSON
        assert item.type == "text"
        jsonschema.validate(json.loads(item.text), tools[tool].output_schema)
    results = json.loads(found.content[0].text)["results"]
    assert with_text["id"] in [r["id"] for r in results]
    for result in results:
        assert set(result) == {"id", "title", "url"}
        assert result["url"] == f"{sample_daemon.url}/api/reviews/{result['id']}"
        assert sample_daemon.get(result["url"][len(sample_daemon.url):])[0] == 200  # the citation opens the review
    assert [r["id"] for r in json.loads(newest.content[0].text)["results"]] == [r["id"] for r in reviews[:20]]
    document = json.loads(fetched.content[0].text)
    assert set(document) == {"id", "title", "text", "url", "metadata"}
    assert document["id"] == with_text["id"] and with_text["text"] in document["text"]
    assert document["url"] == f"{sample_daemon.url}/api/reviews/{with_text['id']}"
    assert document["metadata"]["rating"] == with_text["rating"]
    assert missing.is_error is True


def test_search_falls_back_to_every_word_and_is_bounded(sample_daemon):
    reviews = json.loads(served(sample_daemon, "/reviews.json"))["reviews"]
    words = next(w for r in reviews if r["text"] for w in [[x for x in r["text"].split() if len(x) > 4]]
                 if len(w) >= 2)
    question = f"Which reviews mention {words[1]} and {words[0]}?"  # not a phrase any review holds

    async def body(client):
        return (await client.call_tool("search", {"query": question}),
                await client.call_tool("search", {"query": "x" * 201}))
    found, too_long = with_sdk_client(sample_daemon, "legacy", body)
    results = json.loads(found.content[0].text)["results"]
    assert 1 <= len(results) <= 20
    assert too_long.is_error is True


def test_capabilities_declare_what_is_implemented(sample_daemon):
    request = urllib.request.Request(sample_daemon.url + "/mcp", method="POST", headers={
        "Content-Type": "application/json", "Accept": "application/json, text/event-stream"},
        data=json.dumps({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
            "protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}}}).encode())
    with urllib.request.urlopen(request, timeout=10) as response:
        capabilities = json.loads(response.read())["result"]["capabilities"]
    assert capabilities == {"tools": {"listChanged": False}, "resources": {"subscribe": False, "listChanged": False},
                            "prompts": {"listChanged": False}, "completions": {}}
