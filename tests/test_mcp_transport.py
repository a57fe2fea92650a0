"""Every rule of the /mcp transport over raw HTTP: headers, status codes, bodies."""
import json

import pytest

from reviewsd.mcp.sessions import SessionTable
from reviewsd.options import make_options
from tests.conftest import body_json

ACCEPT = "application/json, text/event-stream"
INIT = {"jsonrpc": "2.0", "id": 1, "method": "initialize",
        "params": {"protocolVersion": "2025-06-18", "capabilities": {},
                   "clientInfo": {"name": "test", "version": "1.0"}}}


@pytest.fixture
def mcp(fetch):
    async def post(message, session=None, headers=None, raw=None):
        h = {"Content-Type": "application/json", "Accept": ACCEPT}
        if session:
            h["Mcp-Session-Id"] = session
        h.update(headers or {})
        body = raw if raw is not None else json.dumps(message).encode()
        return await fetch("/mcp", method="POST", body=body, headers=h)
    return post


async def initialize(mcp, version="2025-06-18"):
    message = json.loads(json.dumps(INIT))
    message["params"]["protocolVersion"] = version
    response = await mcp(message)
    return response, response.headers.get("Mcp-Session-Id")


def rpc_error(response):
    body = body_json(response)
    assert body["jsonrpc"] == "2.0"
    return body["error"]["code"], body.get("id")


@pytest.mark.gen_test
async def test_the_specifications_own_exchange(mcp):
    response, session = await initialize(mcp)
    assert response.code == 200
    assert response.headers["Content-Type"].startswith("application/json")
    result = body_json(response)["result"]
    assert result["protocolVersion"] == "2025-06-18"
    assert result["capabilities"]["tools"] == {"listChanged": False}
    assert set(result["capabilities"]) == {"tools", "resources", "prompts", "completions"}
    assert result["serverInfo"]["name"] == "reviewsd" and result["serverInfo"]["version"]
    assert result["instructions"].count(". ") + 1 == 2  # two sentences
    assert session and all(0x21 <= ord(c) <= 0x7E for c in session) and len(session) >= 32
    assert (await mcp({"jsonrpc": "2.0", "method": "notifications/initialized"}, session)).code == 202
    listed = body_json(await mcp({"jsonrpc": "2.0", "id": 2, "method": "tools/list"}, session))
    assert len(listed["result"]["tools"]) == 12  # the ten of section 4, and search and fetch
    called = body_json(await mcp({"jsonrpc": "2.0", "id": 3, "method": "tools/call",
                                  "params": {"name": "search_reviews", "arguments": {"rating": 5, "limit": 2}}},
                                 session))
    assert called["id"] == 3
    assert called["result"]["isError"] is False
    assert called["result"]["structuredContent"]["returned"] == 2
    get_business = body_json(await mcp({"jsonrpc": "2.0", "id": "b", "method": "tools/call",
                                        "params": {"name": "get_business", "arguments": {}}}, session))
    assert get_business["id"] == "b"
    assert get_business["result"]["structuredContent"]["business"]["name"]


@pytest.mark.gen_test
@pytest.mark.parametrize("asked,answered", [
    ("2025-06-18", "2025-06-18"), ("2025-03-26", "2025-03-26"), ("2025-11-25", "2025-11-25"),
    ("2024-11-05", "2025-11-25"), ("2099-01-01", "2025-11-25"), ("nonsense", "2025-11-25"),
])
async def test_protocol_version_negotiation(mcp, asked, answered):
    response, _ = await initialize(mcp, asked)
    assert body_json(response)["result"]["protocolVersion"] == answered


@pytest.mark.gen_test
async def test_each_initialize_makes_a_new_unguessable_session(mcp):
    sessions = {(await initialize(mcp))[1] for _ in range(5)}
    assert len(sessions) == 5


@pytest.mark.gen_test
async def test_session_rules(mcp):
    tools_list = {"jsonrpc": "2.0", "id": 7, "method": "tools/list"}
    missing = await mcp(tools_list)
    assert missing.code == 400 and rpc_error(missing) == (-32000, 7)
    unknown = await mcp(tools_list, "not-a-session")
    assert unknown.code == 404 and rpc_error(unknown)[0] == -32000
    _, session = await initialize(mcp)
    assert (await mcp(tools_list, session)).code == 200
    notification_without = await mcp({"jsonrpc": "2.0", "method": "notifications/initialized"})
    assert notification_without.code == 400


@pytest.mark.gen_test
async def test_delete_ends_a_session(mcp, fetch):
    _, session = await initialize(mcp)
    ended = await fetch("/mcp", method="DELETE", headers={"Mcp-Session-Id": session})
    assert ended.code == 204
    after = await mcp({"jsonrpc": "2.0", "id": 1, "method": "tools/list"}, session)
    assert after.code == 404
    assert (await fetch("/mcp", method="DELETE", headers={"Mcp-Session-Id": session})).code == 404
    assert (await fetch("/mcp", method="DELETE")).code == 400


@pytest.mark.gen_test
async def test_ping_needs_no_session_and_works_after_initialization(mcp):
    before = body_json(await mcp({"jsonrpc": "2.0", "id": 1, "method": "ping"}))
    assert before == {"jsonrpc": "2.0", "id": 1, "result": {}}
    _, session = await initialize(mcp)
    after = body_json(await mcp({"jsonrpc": "2.0", "id": 2, "method": "ping"}, session))
    assert after["result"] == {}


@pytest.mark.gen_test
async def test_get_is_405_with_allow(fetch):
    for method in ("GET", "HEAD"):
        response = await fetch("/mcp", method=method)
        assert response.code == 405
        assert response.headers["Allow"] == "POST, DELETE, OPTIONS"
    assert body_json(response if method == "GET" else await fetch("/mcp"))["error"] == "method_not_allowed"


@pytest.mark.gen_test
async def test_notifications_and_client_responses_get_202_and_no_body(mcp):
    _, session = await initialize(mcp)
    for message in ({"jsonrpc": "2.0", "method": "notifications/initialized"},
                    {"jsonrpc": "2.0", "method": "notifications/cancelled", "params": {"requestId": 1}},
                    {"jsonrpc": "2.0", "method": "notifications/whatever"},
                    {"jsonrpc": "2.0", "id": 5, "result": {}}):
        response = await mcp(message, session)
        assert response.code == 202 and response.body == b"", message
        assert "Content-Type" not in response.headers, message


@pytest.mark.gen_test
@pytest.mark.parametrize("accept", [None, "application/json", "text/event-stream", "*/*", "text/html"])
async def test_accept_without_both_types_is_406(fetch, accept):
    headers = {"Content-Type": "application/json"}
    if accept is not None:
        headers["Accept"] = accept
    response = await fetch("/mcp", method="POST", body=json.dumps(INIT), headers=headers)
    assert response.code == 406
    assert rpc_error(response)[0] == -32000


@pytest.mark.gen_test
async def test_non_json_content_type_is_415(mcp):
    response = await mcp(INIT, headers={"Content-Type": "text/plain"})
    assert response.code == 415


@pytest.mark.gen_test
async def test_oversized_body_is_413(mcp):
    big = {**INIT, "params": {**INIT["params"], "padding": "x" * 70_000}}
    assert (await mcp(big)).code == 413


@pytest.mark.gen_test
@pytest.mark.parametrize("raw,code", [
    (b"{not json", -32700),
    (b"", -32700),
    (b"\xff\xfe", -32700),
    (b"[]", -32600),
    (json.dumps([INIT]).encode(), -32600),
    (b"5", -32600),
    (b'"initialize"', -32600),
    (b"null", -32600),
    (b'{"id": 1, "method": "ping"}', -32600),
    (b'{"jsonrpc": "1.0", "id": 1, "method": "ping"}', -32600),
    (b'{"jsonrpc": "2.0", "id": 1}', -32600),
    (b'{"jsonrpc": "2.0", "id": 1, "method": 5}', -32600),
    (b'{"jsonrpc": "2.0", "id": 1.5, "method": "ping"}', -32600),
    (b'{"jsonrpc": "2.0", "id": true, "method": "ping"}', -32600),
    (b'{"jsonrpc": "2.0", "id": null, "method": "ping"}', -32600),
    (b'{"jsonrpc": "2.0", "id": {"a": 1}, "method": "ping"}', -32600),
    (b'{"jsonrpc": "2.0", "id": 1, "method": "ping", "params": [1]}', -32602),
])
async def test_malformed_json_rpc(mcp, raw, code):
    response = await mcp(None, raw=raw)
    assert response.code == 400
    assert rpc_error(response)[0] == code


@pytest.mark.gen_test
@pytest.mark.parametrize("method", ["server/discover", "resources/subscribe", "logging/setLevel", "x"])
async def test_unknown_methods_are_method_not_found_even_without_a_session(mcp, method):
    response = await mcp({"jsonrpc": "2.0", "id": 9, "method": method,
                          "params": {}}, headers={"MCP-Protocol-Version": "2026-07-28"})
    assert response.code == 200
    assert rpc_error(response) == (-32601, 9)


@pytest.mark.gen_test
async def test_protocol_version_header_rules(mcp):
    _, session = await initialize(mcp)
    tools_list = {"jsonrpc": "2.0", "id": 1, "method": "tools/list"}
    assert (await mcp(tools_list, session)).code == 200  # missing: the session's version
    for good in ("2025-06-18", "2025-03-26", "2025-11-25"):
        assert (await mcp(tools_list, session, {"MCP-Protocol-Version": good})).code == 200
    for bad in ("2024-11-05", "1900-01-01", "not-a-version", ""):
        response = await mcp(tools_list, session, {"MCP-Protocol-Version": bad})
        assert response.code == 400, bad
        assert rpc_error(response) == (-32000, 1)


@pytest.mark.gen_test
async def test_unknown_tool_and_bad_params_are_invalid_params(mcp):
    _, session = await initialize(mcp)
    for params in ({"name": "nope"}, {"name": 5}, {}, {"name": "get_faq", "arguments": [1]},
                   {"name": "get_faq", "arguments": "x"}):
        response = await mcp({"jsonrpc": "2.0", "id": 4, "method": "tools/call", "params": params}, session)
        assert response.code == 200
        assert rpc_error(response) == (-32602, 4), params


@pytest.mark.gen_test
async def test_initialize_needs_a_protocol_version(mcp):
    response = await mcp({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {}})
    assert rpc_error(response) == (-32602, 1)
    response = await mcp({"jsonrpc": "2.0", "id": 1, "method": "initialize",
                          "params": {"protocolVersion": "2025-06-18", "clientInfo": "me"}})
    assert rpc_error(response) == (-32602, 1)


@pytest.mark.gen_test
async def test_bad_tool_arguments_are_an_error_result(mcp):
    _, session = await initialize(mcp)
    body = body_json(await mcp({"jsonrpc": "2.0", "id": 1, "method": "tools/call",
                                "params": {"name": "search_reviews", "arguments": {"limit": 500}}}, session))
    assert body["result"]["isError"] is True
    assert "structuredContent" not in body["result"]  # it would have to match the outputSchema of success
    assert json.loads(body["result"]["content"][0]["text"])["issues"] == [
        {"path": ["limit"], "code": "out_of_range", "message": "must be from 1 to 100"}]


@pytest.mark.gen_test
async def test_only_base_urls_origin_is_allowed_by_default_and_cors_exposes_the_headers(mcp, fetch, options):
    own = options.base_url  # http://localhost:PORT: an origin already
    response = await mcp(INIT, headers={"Origin": own})
    assert response.code == 200
    assert response.headers["Access-Control-Allow-Origin"] == own
    exposed = response.headers["Access-Control-Expose-Headers"]
    assert "Mcp-Session-Id" in exposed and "MCP-Protocol-Version" in exposed
    preflight = await fetch("/mcp", method="OPTIONS", headers={
        "Origin": own, "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type, mcp-session-id, mcp-protocol-version"})
    assert preflight.code == 204
    allowed = preflight.headers["Access-Control-Allow-Headers"]
    assert "Mcp-Session-Id" in allowed and "MCP-Protocol-Version" in allowed
    assert "POST" in preflight.headers["Access-Control-Allow-Methods"]
    for foreign in ("https://a.example", "null", own + ".evil.example"):
        refused = await mcp(INIT, headers={"Origin": foreign})
        assert refused.code == 403 and rpc_error(refused)[0] == -32000, foreign
        assert "mcp_allowed_origins" in body_json(refused)["error"]["message"]
    assert (await mcp(INIT)).code == 200  # no Origin: a server, a CLI or a desktop agent


@pytest.mark.gen_test
@pytest.mark.parametrize("host,code", [
    ("evil.example.com", 403), ("evil.example.com:{port}", 403), ("127.0.0.1.evil.example", 403),
    ("[::2]:{port}", 403), ("[::1", 403), ("a:b:c", 403), ("", 403),
    ("127.0.0.1:{port}", 200), ("localhost:{port}", 200), ("LOCALHOST.", 200), ("[::1]:{port}", 200),
    ("localhost:1", 200),  # the port is not compared: a reverse proxy may rewrite it
])
async def test_a_foreign_host_is_refused_dns_rebinding(mcp, http_port, host, code):
    response = await mcp(INIT, headers={"Host": host.format(port=http_port)})
    assert response.code == code, host
    if code == 403:
        assert rpc_error(response)[0] == -32000
        assert response.headers["Content-Type"].startswith("application/json")


class TestAnyOrigin:
    @pytest.fixture
    def options(self, data_dir, state_dir, http_port):
        return make_options(data_dir=str(data_dir), state_dir=str(state_dir), port=http_port,
                            mcp_allowed_origins="*")

    @pytest.mark.gen_test
    async def test_star_allows_any_origin_but_not_a_foreign_host(self, mcp):
        response = await mcp(INIT, headers={"Origin": "https://a.example"})
        assert response.code == 200
        assert response.headers["Access-Control-Allow-Origin"] == "*"
        assert (await mcp(INIT, headers={"Host": "evil.example.com"})).code == 403


@pytest.mark.gen_test
async def test_authorization_is_ignored(mcp):
    response = await mcp(INIT, headers={"Authorization": "Bearer nonsense"})
    assert response.code == 200


class TestConfiguredOrigins:
    @pytest.fixture
    def options(self, data_dir, state_dir, http_port):
        return make_options(data_dir=str(data_dir), state_dir=str(state_dir), port=http_port,
                            mcp_allowed_origins="https://ok.example, https://also.example")

    @pytest.mark.gen_test
    async def test_only_configured_origins_may_call(self, mcp, fetch):
        allowed = await mcp(INIT, headers={"Origin": "https://ok.example"})
        assert allowed.code == 200
        assert allowed.headers["Access-Control-Allow-Origin"] == "https://ok.example"
        refused = await mcp(INIT, headers={"Origin": "https://evil.example"})
        assert refused.code == 403 and rpc_error(refused)[0] == -32000
        assert (await mcp(INIT)).code == 200  # no Origin: not a browser
        preflight = await fetch("/mcp", method="OPTIONS", headers={"Origin": "https://evil.example"})
        assert preflight.code == 403


# ---------------------------------------------------------------- the session table itself

class FakeClock:
    def __init__(self):
        self.now = 1000.0

    def __call__(self):
        return self.now


def test_sessions_expire_when_idle():
    clock = FakeClock()
    table = SessionTable(10, idle_seconds=60, clock=clock)
    kept, dropped = table.create("2025-06-18", {}), table.create("2025-06-18", {})
    clock.now += 50
    assert table.get(kept.id) is kept  # use renews it
    clock.now += 20
    assert table.get(dropped.id) is None
    assert table.get(kept.id) is kept
    clock.now += 61
    assert table.expire_idle() == 1 and len(table) == 0


def test_session_table_is_bounded_and_drops_the_least_recently_used():
    table = SessionTable(3, idle_seconds=3600, clock=FakeClock())
    first, second, third = (table.create("2025-06-18", {}) for _ in range(3))
    table.get(first.id)
    fourth = table.create("2025-06-18", {})
    assert len(table) == 3
    assert table.get(second.id) is None
    assert all(table.get(s.id) for s in (first, third, fourth))
