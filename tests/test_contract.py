"""Drift tests: what the contract publishes (inputSchema, outputSchema, the OpenAPI document) and what
the service does must agree, for every tool and every search parameter.

Argument sets are generated from each tool's own inputSchema: every property's values at and beyond its
bounds, of the wrong JSON type, missing when required, and unknown names; then Hypothesis mixes them.
The oracle is `jsonschema` (with format checking: a date must be a real one): a tool must refuse an
argument set (an isError result with an issue list) exactly when jsonschema refuses it.
"""
import datetime
import json
import re
import types
from urllib.parse import urlencode

import jsonschema
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from reviewsd.contract import params, records, routes
from reviewsd.contract.problems import ValidationFailed
from reviewsd.dataset import loader
from reviewsd.dataset.snapshot import Snapshot
from reviewsd.mcp import tools
from reviewsd.openapi import document
from tests.conftest import SAMPLE

PROPERTY = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
FORMATS = jsonschema.FormatChecker()
# The one rule JSON Schema cannot state: since must not be later than until (documented on the parameter).
SINCE, UNTIL = "2024-06-01", "2025-06-01"


@pytest.fixture(scope="module")
def snapshot() -> Snapshot:
    docs = {}
    for name in loader.DATA_FILES:
        path = SAMPLE / name
        if path.exists():
            docs[name], problems = loader.check_document(name, path.read_bytes())
            assert not problems
    state = types.SimpleNamespace(changed_at=datetime.datetime(2026, 1, 1, tzinfo=datetime.timezone.utc))
    return Snapshot(docs[loader.REVIEWS], state, docs.get(loader.INSIGHTS), state, "http://127.0.0.1:1")


def candidates(schema: dict) -> list:
    """Values for one property: inside, at and beyond what `schema` allows, and of the wrong types."""
    wrong_types = [None, True, [], {}, "x", 3, 2.5]
    kind = schema.get("type")
    if kind == "integer":
        lo, hi = schema["minimum"], schema["maximum"]
        return wrong_types + [lo, hi, (lo + hi) // 2, lo - 1, hi + 1, float(lo), float(hi), lo + 0.5, str(lo),
                              -(2**70), 2**70]
    if kind == "number":
        lo, hi = schema["minimum"], schema["maximum"]
        return wrong_types + [lo, hi, (lo + hi) / 2, lo - 0.01, hi + 0.01, str(lo), 1e308, -1e308]
    if kind == "string" and schema.get("format") == "date":
        return wrong_types + [SINCE, UNTIL, "2024-02-29", "2025-02-29", "2025-13-01", "2025-1-1", "20250101",
                              "2025-01-01\n", "\uff12025-01-01", "2025-01-01T00:00:00", "", "yesterday"]
    if kind == "string":
        longest = schema.get("maxLength", 300)
        return wrong_types + ["", " ", "\t\n", "a", "Priya", "x" * longest, "x" * (longest + 1), " " * (longest + 1),
                              "\u00e9" * longest, "\U0001f600" * longest]
    raise AssertionError(f"no generator for {schema}")


def systematic(schema: dict) -> list[dict]:
    """The smallest valid argument set, and each single change to it."""
    properties, required = schema["properties"], schema["required"]
    base = {name: _valid_example(properties[name]) for name in required}
    sets = [base, {**base, "unknown": 1}, {**base, "": None}]
    sets += [{k: v for k, v in base.items() if k != name} for name in required]
    for name, prop in properties.items():
        sets += [{**base, name: value} for value in candidates(prop)]
    return sets


def _valid_example(prop: dict):
    return next(v for v in candidates(prop) if _valid(prop, v))


def _valid(schema: dict, instance) -> bool:
    return jsonschema.Draft202012Validator(schema, format_checker=FORMATS).is_valid(instance)


def refused(result: dict) -> bool:
    """Whether a tools/call result refuses the arguments (rather than answering, or failing on the data)."""
    if not result["isError"]:
        return False
    assert "structuredContent" not in result  # error detail goes as text: see interface section 4
    detail = json.loads(result["content"][0]["text"])
    return detail["error"] == "invalid_request"


def check_agreement(snapshot: Snapshot, tool: tools.Tool, arguments: dict) -> None:
    definition = tool.definition()
    expected_valid = _valid(definition["inputSchema"], arguments)
    if expected_valid and arguments.get("since", "") > arguments.get("until", "~"):
        expected_valid = False  # the cross-field rule
    result = tools.call(snapshot, tool, arguments)
    assert refused(result) is not expected_valid, (tool.name, arguments, result)
    if not result["isError"]:
        jsonschema.validate(result["structuredContent"], definition["outputSchema"], format_checker=FORMATS)
        assert json.loads(result["content"][0]["text"]) == result["structuredContent"]


@pytest.mark.parametrize("name", sorted(tools.TOOLS))
def test_each_tool_refuses_exactly_what_its_input_schema_refuses(snapshot, name):
    tool = tools.TOOLS[name]
    schema = tool.definition()["inputSchema"]
    jsonschema.Draft202012Validator.check_schema(schema)
    jsonschema.Draft202012Validator.check_schema(tool.definition()["outputSchema"])
    assert schema.get("additionalProperties") is False
    for arguments in systematic(schema):
        check_agreement(snapshot, tool, arguments)


def _argument_sets(schema: dict):
    properties = schema["properties"]
    optional_values = {name: st.sampled_from(candidates(prop)) for name, prop in properties.items()}
    return st.fixed_dictionaries({}, optional={**optional_values, "extra": st.integers()})


@pytest.mark.parametrize("name", sorted(n for n, t in tools.TOOLS.items() if t.definition()["inputSchema"]["properties"]))
def test_mixed_argument_sets_agree_with_the_input_schema(snapshot, name):
    tool = tools.TOOLS[name]

    @PROPERTY
    @given(_argument_sets(tool.definition()["inputSchema"]))
    def agree(arguments):
        check_agreement(snapshot, tool, arguments)
    agree()


def test_a_refusal_names_every_bad_argument_of_the_issue_report(snapshot):
    result = tools.call(snapshot, tools.TOOLS["search_reviews"], {"rating": "5", "limit": "2", "bogus": 1})
    assert result["isError"] is True and "structuredContent" not in result
    issues = json.loads(result["content"][0]["text"])["issues"]
    for issue in issues:
        jsonschema.validate(issue, records.ISSUE.json_schema())
    assert [(i["path"], i["code"]) for i in issues] == [
        (["bogus"], "unknown_argument"), (["limit"], "not_an_integer"), (["rating"], "not_an_integer")]


# ---------------------------------------------------------------- HTTP search and the OpenAPI document

def _as_openapi_reads(schema: dict, text: str):
    """A query value as an OpenAPI client serialises it: integers and numbers as their digits."""
    if schema.get("type") == "integer" and re.fullmatch(r"[+-]?[0-9]+", text):
        return int(text)
    if schema.get("type") == "number" and re.fullmatch(r"[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][+-]?[0-9]+)?", text):
        return float(text)
    return text


def _query_texts(schema: dict) -> list[str]:
    texts = []
    for value in candidates(schema):
        if isinstance(value, bool) or value is None or isinstance(value, (list, dict)):
            continue
        texts.append(repr(value) if isinstance(value, float) else str(value))
    return [t for t in texts if t == t.strip()]  # an OpenAPI client sends no padding


def _openapi_search_parameters() -> list[dict]:
    return document("http://127.0.0.1:1")["paths"][routes.SEARCH]["get"]["parameters"]


def test_the_openapi_search_parameters_are_the_contract_s():
    described = _openapi_search_parameters()
    assert [p["name"] for p in described] == list(params.SEARCH.names)
    assert all(p["in"] == "query" for p in described)


@pytest.mark.parametrize("parameter", _openapi_search_parameters(), ids=lambda p: p["name"])
def test_http_search_refuses_exactly_what_the_openapi_document_refuses(parameter):
    for text in _query_texts(parameter["schema"]):
        value = _as_openapi_reads(parameter["schema"], text)
        expected_valid = _valid(parameter["schema"], value)
        try:
            params.SEARCH.from_query({parameter["name"]: text})
            accepted = True
        except ValidationFailed:
            accepted = False
        assert accepted is expected_valid, (parameter["name"], text)


@pytest.mark.gen_test
async def test_http_search_answers_the_same_over_a_socket(fetch):
    for parameter in _openapi_search_parameters():
        for text in _query_texts(parameter["schema"])[:12]:
            value = _as_openapi_reads(parameter["schema"], text)
            response = await fetch(f"{routes.SEARCH}?{urlencode({parameter['name']: text})}")
            assert response.code == (200 if _valid(parameter["schema"], value) else 400), (parameter["name"], text)
