"""The real `reviewsd` process: command line, config file, signals, restarts, --check."""
import json
import signal
import subprocess
import sys

import pytest

from tests.conftest import ROOT, eventually, sample, write_json

NEW_ID = "01ZZZZZZZZZZZZZZZZZZZZZZZZ"


def with_new_review():
    data = sample()
    data["reviews"].append({
        "id": NEW_ID, "author": "New", "author_avatar_url": None, "rating": 4, "date": "2026-11-21",
        "text": "Great.", "source": "google", "source_url": None, "owner_reply": None, "verified": True})
    return data


def run_cli(*args, timeout=30):
    return subprocess.run([sys.executable, "-m", "reviewsd", *args], capture_output=True, text=True,
                          timeout=timeout, cwd=ROOT)


def test_sighup_reloads_at_once(daemon_factory, data_dir, tmp_path):
    d = daemon_factory(data_dir, tmp_path / "state", "--watch_interval=3600").start()
    write_json(data_dir / "reviews.json", with_new_review())
    d.send(signal.SIGHUP)

    def reloaded():
        assert d.json("/reviews.json")["reviews"][0]["id"] == NEW_ID
    eventually(reloaded, timeout=10)
    assert "SIGHUP" in d.output()
    assert d.stop() == 0


def test_restart_after_a_bad_edit_serves_the_last_good_data(daemon_factory, data_dir, tmp_path):
    state = tmp_path / "state"
    first = daemon_factory(data_dir, state).start()
    good_etag = first.get("/reviews.json")[1]["ETag"]
    assert first.stop() == 0

    (data_dir / "reviews.json").write_text('{"business": {"name": "broken"}, "reviews": [{"rating": 7}]}')
    second = daemon_factory(data_dir, state).start()
    status, headers, _ = second.get("/reviews.json")
    assert status == 200 and headers["ETag"] == good_etag, second.output()
    health = second.json("/healthz")
    assert health["status"] == "degraded"
    assert health["data"]["files"]["reviews.json"]["source"] == "state_dir"
    assert any(p.startswith("reviews.json: reviews[0].") for p in health["data"]["files"]["reviews.json"]["problems"])
    assert "reviews.json: reviews[0].rating" in second.output()  # and in the log


def test_starting_with_no_valid_data_serves_503_until_fixed(daemon_factory, data_dir, tmp_path):
    (data_dir / "reviews.json").write_text("not json")
    d = daemon_factory(data_dir, tmp_path / "state").start()
    status, _, body = d.get("/reviews.json")
    assert status == 503 and json.loads(body)["error"] == "no_data"
    assert d.json("/healthz")["status"] == "degraded"
    write_json(data_dir / "reviews.json", with_new_review())
    eventually(lambda: _assert_status(d, "/reviews.json", 200))
    assert d.json("/healthz")["status"] == "ok"


def _assert_status(d, path, status):
    assert d.get(path)[0] == status


def test_sigterm_and_sigint_stop_cleanly(daemon_factory, data_dir, tmp_path):
    for sig in (signal.SIGTERM, signal.SIGINT):
        d = daemon_factory(data_dir, tmp_path / "state").start()
        assert d.stop(sig) == 0
        assert "stopped" in d.output()


def test_config_file_is_read_and_command_line_wins(daemon_factory, data_dir, tmp_path):
    conf = tmp_path / "reviewsd.conf"
    conf.write_text('base_url = "https://reviews.example.com"\ndata_dir = "/nonexistent"\n')
    d = daemon_factory(data_dir, tmp_path / "state", f"--config={conf}")
    # --data_dir from daemon_factory comes before --config on the command line and must still win.
    d.start()
    feed = d.json("/api/feed.json")
    assert feed["feed_url"] == "https://reviews.example.com/api/feed.json"
    assert len(feed["items"]) == 50


def test_example_config_parses():
    result = run_cli("--config=etc/reviewsd.conf", "--check", f"--data_dir={ROOT / 'data'}")
    assert result.returncode == 0, result.stderr


def test_help_lists_every_option():
    result = run_cli("--help")
    assert result.returncode == 0
    text = result.stdout + result.stderr
    for name in ("config", "address", "port", "base_url", "data_dir", "state_dir", "watch_interval",
                 "snapshot_interval", "hub_lease_default", "hub_lease_min", "hub_lease_max",
                 "hub_max_subscriptions", "hub_timeout", "hub_retry_delay", "hub_allow_private_callbacks",
                 "hub_ca_certs", "behind_proxy", "mcp_allowed_origins", "mcp_max_sessions", "mcp_session_idle",
                 "check", "logging"):
        # Tornado lists base_url as --base-url; both spellings work on the command line.
        assert f"--{name.replace('_', '-')}" in text, name


def test_unknown_option_is_a_clear_error():
    result = run_cli("--no_such_option=1")
    assert result.returncode == 2
    # One line that names it; not the whole help with the error at the end.
    assert result.stderr.splitlines() == ["reviewsd: unknown option --no_such_option (see reviewsd --help)"]


def test_check_accepts_the_sample(tmp_path):
    result = run_cli("--check", f"--data_dir={ROOT / 'data'}")
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout == ""


def test_check_prints_every_problem_with_file_and_path(data_dir):
    data = sample()
    data["reviews"][3]["rating"] = 6
    data["reviews"][4]["date"] = "2026-02-30"
    data["reviews"][5]["author_avatar_url"] = "ftp://x"
    data["reviews"][10]["rating"] = 0
    write_json(data_dir / "reviews.json", data)
    insights = sample("insights.json")
    insights["aspects"][1]["score"] = 3
    write_json(data_dir / "insights.json", insights)
    result = run_cli("--check", f"--data_dir={data_dir}")
    assert result.returncode == 1
    lines = result.stdout.splitlines()
    assert "reviews.json: reviews[3].rating: must be from 1 to 5" in lines
    assert any(line.startswith("reviews.json: reviews[4].date: ") for line in lines)
    assert any(line.startswith("reviews.json: reviews[5].author_avatar_url: ") for line in lines)
    assert any(line.startswith("insights.json: aspects[1].score: ") for line in lines)
    assert len(lines) == 5
    # Natural order: reviews[3] .. reviews[5], then reviews[10] (text order would put [10] first).
    assert [line.split(".")[1] for line in lines[:4]] == ["json: reviews[3]", "json: reviews[4]",
                                                         "json: reviews[5]", "json: reviews[10]"]


def test_check_reports_a_missing_or_unparseable_file(tmp_path):
    result = run_cli("--check", f"--data_dir={tmp_path}")
    assert result.returncode == 1
    assert result.stdout.startswith("reviews.json: $: the file is missing")
    (tmp_path / "reviews.json").write_text('{"business": {"name": "x"},\n "reviews": [,]}')
    result = run_cli("--check", f"--data_dir={tmp_path}")
    assert result.returncode == 1
    assert "reviews.json: $: not valid JSON (line 2 column" in result.stdout


@pytest.mark.parametrize("args", [["--port=notanumber"], ["--watch_interval=x"]])
def test_bad_option_values_exit_2(args):
    result = run_cli(*args)
    assert result.returncode == 2
    assert "reviewsd:" in result.stderr


@pytest.mark.parametrize("content,message", [
    (None, "cannot read the config file"),
    ("port = = 1\n", "is not valid"),
    ("port = 'x'\n", "is not valid"),
])
def test_bad_config_file_is_a_clear_error(tmp_path, content, message):
    conf = tmp_path / "reviewsd.conf"
    if content is not None:
        conf.write_text(content)
    result = run_cli(f"--config={conf}")
    assert result.returncode == 2
    assert message in result.stderr and "Traceback" not in result.stderr
