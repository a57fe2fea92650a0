"""The benchmark harness itself works (on a tiny data set); its figures are for `make bench`, not here.

`make test` runs the quick version (the HTTP scenarios, short runs); `make soak` every scenario.
"""
import json
import subprocess
import sys

import pytest

from tests.conftest import ROOT


def run_bench(tmp_path, *extra):
    out = tmp_path / "results.json"
    result = subprocess.run(
        [sys.executable, "-m", "bench", "--sizes", "40", "--connections", "2", "--subscribers", "3",
         "--hostile-samples", "3", "--initializes", "20", "--cache", str(tmp_path / "cache"), "--out", str(out), *extra],
        capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    rows = json.loads(out.read_text())["rows"]
    return result, {row["what"]: row for row in rows}


def test_the_harness_runs_the_http_scenarios_quickly(tmp_path):
    _, measured = run_bench(tmp_path, "--duration", "0.3", "--latency-requests", "10", "--skip-hub",
                            "--skip-reload", "--skip-hostile", "--skip-insights")
    for expected in ("startup to READY", "baseline: small JSON", "/reviews.json (gzip)", "/reviews.json 304",
                     "search rating", "since last 30 days"):
        assert expected in measured, expected
    assert measured["/reviews.json 304"]["rps"] > 0 and measured["/reviews.json 304"]["ratio"] > 0
    assert measured["search rating"]["p99_ms"] > 0


@pytest.mark.soak
def test_the_harness_runs_every_scenario_on_a_tiny_data_set(tmp_path):
    result, measured = run_bench(tmp_path, "--duration", "1", "--latency-requests", "20")
    for expected in ("cold start to /healthz with data", "startup to READY", "RSS after start", "baseline: small JSON", "/reviews.json (gzip)",
                     "/reviews.json 304", "search rating", "search query='burst'", "since last 30 days",
                     "reload: edit served after", "reload: /api/feed.json at 200/s during it",
                     "hub: one change to 3 HTTPS subscribers", "worst search query=<letter>",
                     "worst search mentions_technician=<letter>, no insights", "RSS growth: 20 63 KB initializes",
                     "RSS growth: 20 stalled since readers", "insights: derived in the worker, cold",
                     "insights: one review added, updated after",
                     "insights: worst hostile review (100 KB), analysed in"):
        assert expected in measured, expected
    assert measured["/reviews.json 304"]["rps"] > 0 and measured["/reviews.json 304"]["ratio"] > 0
    assert measured["search rating"]["p99_ms"] > 0
    assert measured["reload: edit served after"]["value"] is not None  # the edit was served
    assert measured["cold start to /healthz with data"]["value"] is not None
    assert measured["hub: one change to 3 HTTPS subscribers"]["value"] is not None  # all three acknowledged
    assert measured["insights: one review added, updated after"]["value"] is not None  # derived, then again
    assert "targets missed" in result.stdout or "target(s) missed" in result.stdout
