"""The MCP Inspector CLI, built on the TypeScript SDK, against the real daemon.

The TypeScript SDK checks every structuredContent against the tool's outputSchema, which the Python
SDK does not: an error result carrying its issue list as structuredContent broke every tool error
there. Node 22 and the Inspector come from tests/node/package.json (`make node-deps`).
"""
import json
import subprocess

import pytest

from tests.conftest import NODE, NODE_DIR, SAMPLE, Daemon, require_node_tool

pytestmark = pytest.mark.node
# The 1.x Inspector (npm alias inspector-v1): built on the v1 TypeScript SDK, whose client checks each
# structuredContent against the outputSchema and shows a tool error as a result (exit 0). The 2.x CLI
# the other Node tests drive exits 5 on any isError result by design.
INSPECTOR = NODE_DIR / "node_modules" / "inspector-v1" / "cli" / "build" / "cli.js"


@pytest.fixture(scope="module")
def daemon(tmp_path_factory):
    require_node_tool(INSPECTOR)
    d = Daemon(SAMPLE, tmp_path_factory.mktemp("state")).start()
    yield d
    d.stop()


def inspector(daemon, *arguments: str) -> subprocess.CompletedProcess:
    return subprocess.run([str(NODE), str(INSPECTOR), "--cli", f"{daemon.url}/mcp", "--transport", "http",
                           *arguments], capture_output=True, text=True, timeout=120, cwd=NODE_DIR)


def test_a_tool_error_is_a_result_with_the_issue_list(daemon):
    run = inspector(daemon, "--method", "tools/call", "--tool-name", "search_reviews", "--tool-arg", "rating=9")
    assert run.returncode == 0, run.stdout + run.stderr
    result = json.loads(run.stdout)
    assert result["isError"] is True
    detail = json.loads(result["content"][0]["text"])
    assert detail["issues"] == [{"path": ["rating"], "code": "out_of_range", "message": "must be from 1 to 5"}]


def test_a_successful_call_passes_the_sdk_s_output_schema_check(daemon):
    run = inspector(daemon, "--method", "tools/call", "--tool-name", "search_reviews", "--tool-arg", "rating=5",
                    "--tool-arg", "limit=2")
    assert run.returncode == 0, run.stdout + run.stderr
    result = json.loads(run.stdout)
    assert result["isError"] is False and result["structuredContent"]["returned"] <= 2


def test_the_tool_list_is_accepted(daemon):
    run = inspector(daemon, "--method", "tools/list")
    assert run.returncode == 0, run.stdout + run.stderr
    assert "search_reviews" in {tool["name"] for tool in json.loads(run.stdout)["tools"]}
