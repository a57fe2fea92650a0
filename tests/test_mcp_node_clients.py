"""The MCP ecosystem's own tools against the real daemon with default options: the official
conformance suite (@modelcontextprotocol/conformance) and the Inspector CLI, both on Node 22.

They come from tests/node/package.json, installed by `make test` into tests/node/node_modules while
the other tests run (tests/conftest.py). Where npm is missing these tests are skipped and say so;
where npm is present but the tools are not installed, they fail and say how to install them.
"""
import json
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

from tests.conftest import NODE, NODE_BIN, SAMPLE, Daemon, require_node_tool

pytestmark = pytest.mark.node

# Every server scenario of the suite that applies to a read-only server without its test fixtures
# (the others call fixture tools, resources and prompts such as test_simple_prompt, or need logging,
# sampling or elicitation, which a read-only reviews server does not offer).
SCENARIOS = ["server-initialize", "ping", "tools-list", "dns-rebinding-protection", "server-sse-multiple-streams",
             "server-sse-polling", "resources-list", "prompts-list"]


def node_tool(name: str) -> Path:
    return require_node_tool(NODE_BIN / name)


@pytest.fixture(scope="module")
def daemon(tmp_path_factory):
    d = Daemon(SAMPLE, tmp_path_factory.mktemp("state")).start()  # default options
    yield d
    d.stop()


def run_node(tool: str, *args, home: Path, timeout=120, env=None) -> subprocess.CompletedProcess:
    env = {**os.environ, "HOME": str(home), "NO_COLOR": "1", **(env or {})}  # the Inspector keeps a catalog in $HOME
    return subprocess.run([str(NODE), str(node_tool(tool)), *args], capture_output=True, text=True,
                          timeout=timeout, env=env, cwd=home)


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_conformance_scenario_passes_with_default_options(daemon, scenario, tmp_path):
    done = run_node("conformance", "server", "--url", f"{daemon.url}/mcp", "--scenario", scenario,
                    "-o", str(tmp_path / "results"), home=tmp_path)
    [checks_file] = (tmp_path / "results").glob("*/checks.json")
    checks = json.loads(checks_file.read_text())
    failures = [c for c in checks if c["status"] in ("FAILURE", "WARNING")]
    assert done.returncode == 0 and not failures, (done.stdout[-3000:], failures)


def test_the_sdks_get_stream_probe_is_not_a_warning(daemon, tmp_path):
    run_node("conformance", "server", "--url", f"{daemon.url}/mcp", "--scenario", "server-initialize",
             home=tmp_path)
    lines = [line for line in daemon.output().splitlines() if "GET /mcp" in line]
    assert lines, "the TypeScript SDK opens a GET stream"
    assert all(line.startswith("[I ") and " 405 GET /mcp" in line for line in lines), lines


def inspector(daemon, tmp_path, method: str, *args) -> dict:
    done = run_node("mcp-inspector", "--cli", f"{daemon.url}/mcp", "--transport", "http", "--method", method,
                    *args, home=tmp_path)
    assert done.returncode == 0, (method, done.stdout[-2000:], done.stderr[-2000:])
    return json.loads(done.stdout)


def test_inspector_lists_and_reads_resources(daemon, tmp_path):
    listed = inspector(daemon, tmp_path, "resources/list")["resources"]
    assert f"{daemon.url}/reviews.json" in [r["uri"] for r in listed]
    read = inspector(daemon, tmp_path, "resources/read", "--uri", f"{daemon.url}/api/feed.json")
    assert read["contents"][0]["text"].encode() == daemon.get("/api/feed.json")[2]
    templates = inspector(daemon, tmp_path, "resources/templates/list")["resourceTemplates"]
    assert [t["uriTemplate"] for t in templates] == [f"{daemon.url}/api/reviews/{{id}}"]
    review_id = json.loads(daemon.get("/reviews.json")[2])["reviews"][0]["id"]
    one = inspector(daemon, tmp_path, "resources/read", "--uri", f"{daemon.url}/api/reviews/{review_id}")
    assert json.loads(one["contents"][0]["text"])["id"] == review_id


def test_inspector_lists_and_gets_prompts(daemon, tmp_path):
    names = [p["name"] for p in inspector(daemon, tmp_path, "prompts/list")["prompts"]]
    assert names == ["summarize_reviews", "customer_concerns", "compare_periods"]
    got = inspector(daemon, tmp_path, "prompts/get", "--prompt-name", "compare_periods",
                    "--prompt-args", "first_since=2024-01-01", "second_since=2025-01-01")
    assert "search_reviews" in got["messages"][0]["content"]["text"]


def test_inspector_calls_search_and_fetch(daemon, tmp_path):
    reviews = json.loads(daemon.get("/reviews.json")[2])["reviews"]
    word = next(w for r in reviews if r["text"] for w in r["text"].split() if w.isalpha() and len(w) > 4)
    found = inspector(daemon, tmp_path, "tools/call", "--tool-name", "search", "--tool-arg", f"query={word}")
    [item] = found["content"]
    results = json.loads(item["text"])["results"]
    assert results and set(results[0]) == {"id", "title", "url"}
    fetched = inspector(daemon, tmp_path, "tools/call", "--tool-name", "fetch", "--tool-arg", f"id={results[0]['id']}")
    document = json.loads(fetched["content"][0]["text"])
    assert document["id"] == results[0]["id"] and document["url"] == results[0]["url"]


@pytest.fixture
def mcpdo(daemon, tmp_path):
    """The Inspector's connection CLI (mcpdo), whose `prompts/complete` the one-shot CLI lacks in 2.12.0.
    It keeps a connection in a background daemon: a private one here, stopped at the end."""
    daemon_dir = Path(tempfile.mkdtemp(prefix="mcpdo-"))  # short: it holds a unix socket
    env = {"MCP_INSPECTOR_DAEMON_DIR": str(daemon_dir), "MCP_INSPECTOR_SECRET_STORE": "memory"}
    connection = f"{daemon.url}/mcp"

    def run(*args) -> dict:
        done = run_node("mcpdo", "--format", "json", *args, home=tmp_path, env=env)
        assert done.returncode == 0, (args, done.stdout[-2000:], done.stderr[-2000:])
        return json.loads(done.stdout)
    run("connect", connection, "--transport", "http")
    try:
        yield lambda *args: run("--connection", connection, *args)
    finally:
        run_node("mcpdo", "daemon", "stop", home=tmp_path, env=env)
        shutil.rmtree(daemon_dir, ignore_errors=True)


def test_inspector_completes_prompt_arguments_and_the_template_id(daemon, mcpdo):
    reviews = json.loads(daemon.get("/reviews.json")[2])["reviews"]
    dates = mcpdo("prompts/complete", "--complete-ref-type", "ref/prompt", "--complete-ref", "compare_periods",
                  "--complete-arg-name", "first_since", "--complete-arg-value", reviews[0]["date"][:7])
    assert dates["values"] == [reviews[0]["date"][:8] + "01"] and dates["total"] == 1
    ids = mcpdo("prompts/complete", "--complete-ref-type", "ref/resource",
                "--complete-ref", f"{daemon.url}/api/reviews/{{id}}", "--complete-arg-name", "id",
                "--complete-arg-value", reviews[0]["id"][:-1])
    assert reviews[0]["id"] in ids["values"]
