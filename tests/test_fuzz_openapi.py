"""schemathesis against the daemon's own /openapi.json: positive and negative data for every
operation; no 5xx, and every response must conform to the document (status, content type, schema).

schemathesis's own pytest loader does not work under pytest 9, so each operation's Hypothesis
strategy is run here directly; the operations come from the same document the daemon serves.
"""
import os

import pytest
import schemathesis
from hypothesis import HealthCheck, assume, given, settings
from schemathesis import GenerationMode
from schemathesis.specs.openapi.checks import positive_data_acceptance

from reviewsd.contract import routes
from reviewsd.openapi import document
from tests.conftest import SAMPLE, Daemon

EXAMPLES = int(os.environ.get("SCHEMATHESIS_EXAMPLES", 40))  # per operation and mode; `make soak` runs more
DOCUMENT = document("http://x")
# The hub is described but not fuzzed: a valid request makes the daemon resolve the callback's host
# name, which would send DNS queries beyond this machine. tests/test_hub.py covers it.
NOT_FUZZED = {("/api/websub/hub", "POST")}
OPERATIONS = [(path, method.upper()) for path, item in DOCUMENT["paths"].items() for method in item
              if (path, method.upper()) not in NOT_FUZZED]
# Negative data needs a constraint to break: a query or path parameter (the conditional-request
# headers are free-form strings, so nothing sent there is invalid).
CONSTRAINED = [(path, method) for path, method in OPERATIONS
               if any(p["in"] in ("query", "path") for p in DOCUMENT["paths"][path][method.lower()].get("parameters", []))]
CASES = ([(p, m, GenerationMode.POSITIVE) for p, m in OPERATIONS]
         + [(p, m, GenerationMode.NEGATIVE) for p, m in CONSTRAINED])


def within_documented_rules(case) -> bool:
    """The one rule OpenAPI cannot express, stated in the document's words: since <= until."""
    query = case.query or {}
    since, until = query.get("since"), query.get("until")
    return not (isinstance(since, str) and isinstance(until, str) and since > until)


def another_operation(path: str, case) -> bool:
    """A path parameter another route takes ("/api/reviews/search" is the search, not a review): that
    request is the other operation's, fuzzed there. The document excludes such values (`not`), so only
    negative data can hold one."""
    shadowed = routes.shadowed(path) if "{" in path else ()
    return any(value in shadowed for value in (case.path_parameters or {}).values())


@pytest.fixture(scope="module")
def daemon(tmp_path_factory):
    d = Daemon(SAMPLE, tmp_path_factory.mktemp("state")).start()
    yield d
    d.stop()


@pytest.fixture(scope="module")
def api_schema(daemon):
    return schemathesis.openapi.from_url(daemon.url + "/openapi.json")


@pytest.mark.parametrize("path,method,mode", CASES, ids=[f"{m} {p} {g.value}" for p, m, g in CASES])
def test_every_operation_conforms_to_the_document(api_schema, path, method, mode):
    operation = api_schema[path][method]

    @given(case=operation.as_strategy(generation_mode=mode))
    @settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck), database=None)
    def run(case):
        assume(not another_operation(path, case))
        if mode is GenerationMode.POSITIVE:
            assume(within_documented_rules(case))
        # A valid JSON-RPC body sent to /mcp without a session is rightly refused (400), so "valid
        # data must be accepted" cannot hold there; every other check does.
        excluded = [positive_data_acceptance] if path == "/mcp" else []
        case.call_and_validate(excluded_checks=excluded)

    run()


def test_a_review_id_that_another_route_takes_is_excluded_by_the_document():
    """Found by the fuzzing above: an id of "search" was sent to GET /api/reviews/{id}, and the search
    answered (its routes come first). The document now says such an id is no review's."""
    (parameter,) = [p for p in DOCUMENT["paths"][routes.REVIEW]["get"]["parameters"] if p["in"] == "path"]
    assert parameter["schema"]["not"] == {"enum": ["search"]}
