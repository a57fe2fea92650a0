"""The official MCP SDK client, in its default (auto) and legacy modes, against the real daemon."""
import datetime
import json

import jsonschema
import pytest
from mcp.shared.exceptions import MCPError

from tests.conftest import published, sample, with_sdk_client
from tests.test_search import reference

REVIEWS = published(sample()["reviews"])
INSIGHTS = sample("insights.json")
# The most mentioned declared technician, and how customers usually call them (the first name).
TECHNICIAN = max(INSIGHTS["entities"]["technicians"], key=lambda t: t["mention_count"])["name"]
FIRST_NAME = TECHNICIAN.split()[0]
TOOL_NAMES = ["get_business", "search_reviews", "get_reviews_since", "get_aspect_sentiment", "list_aspects",
              "get_technician", "get_service", "get_trend", "get_faq", "get_summary", "search", "fetch"]


def test_connects_and_lists_every_tool_with_schemas_and_annotations(sample_daemon, sdk_mode):
    async def body(client):
        return client.protocol_version, client.server_info, client.instructions, (await client.list_tools()).tools
    version, info, instructions, tools = with_sdk_client(sample_daemon, sdk_mode, body)
    assert version in ("2025-11-25", "2025-06-18", "2025-03-26")
    assert info.name == "reviewsd"
    assert sample()["business"]["name"] in instructions
    assert [t.name for t in tools] == TOOL_NAMES
    for tool in tools:
        assert tool.title and tool.description
        jsonschema.Draft202012Validator.check_schema(tool.input_schema)
        jsonschema.Draft202012Validator.check_schema(tool.output_schema)
        assert tool.input_schema["type"] == "object"
        assert tool.annotations.read_only_hint is True
        assert tool.annotations.idempotent_hint is True
        assert tool.annotations.open_world_hint is False


GOOD_CALLS = [
    ("get_business", {}, lambda s: s == {
        "business": sample()["business"], "review_count": len(REVIEWS),
        "aggregate_rating": s["aggregate_rating"]} and s["aggregate_rating"]["review_count"] == len(REVIEWS)),
    ("search_reviews", {"rating": 5, "limit": 3},
     lambda s: s["matched"] == len(reference({"rating": "5"})) and s["reviews"] == reference({"rating": "5"})[:3]),
    ("search_reviews", {"min_rating": 3.5, "query": "water heater", "since": "2025-01-01", "limit": 100},
     lambda s: s["reviews"] == reference({"min_rating": "3.5", "query": "water heater", "since": "2025-01-01"})),
    ("search_reviews", {"mentions_technician": FIRST_NAME, "mentions_service": "drain-cleaning"},
     lambda s: s["matched"] == len(reference({"mentions_technician": FIRST_NAME, "mentions_service": "drain-cleaning"}))),
    ("get_reviews_since", {"date": "2026-06-01", "limit": 4},
     lambda s: s == {"since": "2026-06-01", "count": len([r for r in REVIEWS if r["date"] >= "2026-06-01"]),
                     "reviews": [r for r in REVIEWS if r["date"] >= "2026-06-01"][:4]}),
    ("get_aspect_sentiment", {"aspect": "PRICING"}, lambda s: s == INSIGHTS["aspects"][2]),
    ("get_aspect_sentiment", {"aspect": "Quality of work"}, lambda s: s["id"] == "quality_of_work"),
    ("list_aspects", {}, lambda s: [a["id"] for a in s["aspects"]] == [a["id"] for a in INSIGHTS["aspects"]]),
    ("get_technician", {"name": FIRST_NAME.lower()}, lambda s: s["technician"]["name"] == TECHNICIAN and s["reviews"] == [
        r for r in REVIEWS if r in reference({"mentions_technician": TECHNICIAN})][:5]),
    ("get_service", {"service": "Drain cleaning"}, lambda s: s["service"]["id"] == "drain-cleaning"
     and s["reviews"] == reference({"mentions_service": "drain-cleaning"})[:5]),
    ("get_trend", {}, lambda s: s == INSIGHTS["temporal"]),
    ("get_faq", {}, lambda s: s == {"faq": INSIGHTS["faq"]}),
    ("get_summary", {}, lambda s: s == {"summary": INSIGHTS["summary"], "pull_quote": INSIGHTS["pull_quote"],
                                        "overall_sentiment": INSIGHTS["overall_sentiment"],
                                        "topics": INSIGHTS["topics"]}),
]


def test_every_tool_answers_with_structured_content_matching_its_schema_and_the_data(sample_daemon, sdk_mode):
    async def body(client):
        schemas = {t.name: t.output_schema for t in (await client.list_tools()).tools}
        results = []
        for name, arguments, _ in GOOD_CALLS:
            results.append((schemas[name], await client.call_tool(name, arguments)))
        return results
    results = with_sdk_client(sample_daemon, sdk_mode, body)
    assert {name for name, _, _ in GOOD_CALLS} == set(TOOL_NAMES) - {"search", "fetch"}  # test_mcp_features
    for (name, arguments, matches), (schema, result) in zip(GOOD_CALLS, results, strict=True):
        assert result.is_error is False, (name, result.content)
        structured = result.structured_content
        jsonschema.validate(structured, schema)
        assert matches(structured), (name, arguments)
        assert json.loads(result.content[0].text) == structured  # the same JSON as text


BAD_CALLS = [
    ("search_reviews", {"rating": 9}, ["rating"]),
    ("search_reviews", {"rating": "five", "limit": 0, "since": "2024-02-30"}, ["limit", "rating", "since"]),
    ("search_reviews", {"since": "2025-02-01", "until": "2025-01-01"}, ["since"]),
    ("search_reviews", {"rating": True}, ["rating"]),
    # As its inputSchema says: integers are JSON integers, and there are no other arguments.
    ("search_reviews", {"rating": "5", "limit": "2", "bogus": 1}, ["bogus", "limit", "rating"]),
    ("get_reviews_since", {}, ["date"]),
    ("get_reviews_since", {"date": "yesterday", "limit": 101}, ["date", "limit"]),
    ("get_aspect_sentiment", {"aspect": ""}, ["aspect"]),
    ("get_technician", {"name": 42}, ["name"]),
    ("get_service", {}, ["service"]),
]


def test_bad_arguments_are_error_results_with_the_http_issue_list(sample_daemon, sdk_mode):
    async def body(client):
        return [await client.call_tool(name, arguments) for name, arguments, _ in BAD_CALLS]
    for (name, _, paths), result in zip(BAD_CALLS, with_sdk_client(sample_daemon, sdk_mode, body), strict=True):
        assert result.is_error is True, name
        # The issue list is JSON text; structuredContent would have to match the outputSchema of success.
        assert result.structured_content is None
        detail = json.loads(result.content[0].text)
        assert detail["error"] == "invalid_request"
        assert sorted(i["path"][0] for i in detail["issues"]) == paths, (name, detail)
        assert all(set(i) == {"path", "code", "message"} for i in detail["issues"])


@pytest.mark.parametrize("name,arguments,hint", [
    ("get_aspect_sentiment", {"aspect": "vibes"}, "punctuality"),
    ("get_technician", {"name": "Nobody"}, TECHNICIAN),
    ("get_service", {"service": "roofing"}, "drain-cleaning"),
])
def test_domain_problems_are_error_results_that_say_what_is_valid(sample_daemon, name, arguments, hint):
    async def body(client):
        return await client.call_tool(name, arguments)
    result = with_sdk_client(sample_daemon, "legacy", body)
    assert result.is_error is True
    assert hint in result.content[0].text


def test_unknown_tool_is_invalid_params(sample_daemon, sdk_mode):
    async def body(client):
        with pytest.raises(MCPError) as raised:
            await client.call_tool("delete_everything", {})
        return raised.value
    error = with_sdk_client(sample_daemon, sdk_mode, body)
    assert error.error.code == -32602
    assert "search_reviews" in error.error.message


@pytest.mark.filterwarnings("ignore:ping is removed as of 2026-07-28")  # the SDK's note on newer eras
def test_ping_in_legacy_mode(sample_daemon):
    async def body(client):
        return await client.send_ping()
    assert with_sdk_client(sample_daemon, "legacy", body) is not None


def test_sessions_are_ended_by_the_client(sample_daemon):
    """The SDK sends DELETE on close; the daemon logs a 204 for it."""
    async def body(client):
        return await client.list_tools()
    with_sdk_client(sample_daemon, "legacy", body)
    assert "204 DELETE /mcp" in sample_daemon.output()


def test_dates_in_structured_reviews_are_real(sample_daemon):
    async def body(client):
        return await client.call_tool("get_reviews_since", {"date": "2026-11-01"})
    result = with_sdk_client(sample_daemon, "legacy", body)
    for review in result.structured_content["reviews"]:
        assert datetime.date.fromisoformat(review["date"]) >= datetime.date(2026, 11, 1)
