"""The benchmark harness itself works (on a tiny data set); its figures are for `make bench`, not here."""
import json
import subprocess
import sys

from tests.conftest import ROOT


def test_the_harness_runs_every_scenario_on_a_tiny_data_set(tmp_path):
    out = tmp_path / "results.json"
    result = subprocess.run(
        [sys.executable, "-m", "bench", "--sizes", "40", "--duration", "1", "--connections", "2",
         "--latency-requests", "20", "--subscribers", "3", "--cache", str(tmp_path / "cache"), "--out", str(out)],
        capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    rows = json.loads(out.read_text())["rows"]
    names = [row["what"] for row in rows]
    for expected in ("startup to READY", "RSS after start", "baseline: small JSON", "/reviews.json (gzip)",
                     "/reviews.json 304", "search rating", "search query='burst'", "since last 30 days",
                     "reload: edit served after", "reload: /api/feed.json at 200/s during it",
                     "hub: one change to 3 HTTPS subscribers", "insights: derived in the worker, cold",
                     "insights: one review added, updated after"):
        assert expected in names, expected
    measured = {row["what"]: row for row in rows}
    assert measured["/reviews.json 304"]["rps"] > 0 and measured["/reviews.json 304"]["ratio"] > 0
    assert measured["search rating"]["p99_ms"] > 0
    assert measured["reload: edit served after"]["value"] is not None  # the edit was served
    assert measured["hub: one change to 3 HTTPS subscribers"]["value"] is not None  # all three acknowledged
    assert measured["insights: one review added, updated after"]["value"] is not None  # derived, then again
    assert "targets missed" in result.stdout or "target(s) missed" in result.stdout
