"""Derived insights (interface.md section 6): what the document holds, the cache, the command, the wiring."""
import asyncio
import datetime
import hashlib
import json
import os
import shutil
import subprocess
import sys

import pytest

from reviewsd import jsonutil
from reviewsd.contract import routes
from reviewsd.dataset import loader, watcher as watcher_module
from reviewsd.dataset.loader import FileState, validate
from reviewsd.dataset.snapshot import InsightsPart, Snapshot
from reviewsd.dataset.watcher import DataWatcher
from reviewsd.insights import analyse as analyse_module, cache as cache_module, parallel, textmodel
from reviewsd.insights.derive import derive
from tests.conftest import ROOT, body_json, children, sample, without_generated_at

SECRET = "Zanzibarquux"


def with_unverified(data: dict) -> dict:
    data = json.loads(json.dumps(data))
    data["reviews"].append({
        "id": "01UNVERIFIEDUNVERIFIED0001", "author": "Mallory", "author_avatar_url": None, "rating": 1,
        "date": "2030-01-01", "text": f"{SECRET} was rude and two hours late. Terrible.", "source": "web",
        "source_url": None, "owner_reply": None, "verified": False})
    return data


def test_nothing_from_an_unverified_review_appears_anywhere():
    document = derive(with_unverified(sample()), None)
    text = json.dumps(document)
    assert "01UNVERIFIEDUNVERIFIED0001" not in text and SECRET not in text and "2030" not in text
    assert validate("insights.json", document) == []


def test_counts_months_and_dates_are_exact():
    data = sample()
    document = derive(data, None)
    verified = [r for r in data["reviews"] if r["verified"]]
    assert document["review_count"] == len(verified)
    assert document["date_range"] == {"earliest": min(r["date"] for r in verified),
                                      "latest": max(r["date"] for r in verified)}
    entries = document["per_review"]
    assert set(entries) == {r["id"] for r in verified if r["text"]}
    for aspect in document["aspects"]:
        naming = [e["aspects"][aspect["id"]] for e in entries.values() if aspect["id"] in e["aspects"]]
        assert aspect["mention_count"] == len(naming)
        assert aspect["positive_count"] == naming.count("positive")
        assert aspect["negative_count"] == naming.count("negative")
    for month in document["temporal"]["monthly"]:
        of_month = [r for r in verified if r["date"][:7] == month["month"]]
        assert month["review_count"] == len(of_month)
        if of_month:
            assert month["avg_rating"] == round(sum(r["rating"] for r in of_month) / len(of_month), 2)
    assert sum(m["review_count"] for m in document["temporal"]["monthly"]) == len(verified)
    for technician in document["entities"]["technicians"]:
        assert technician["mention_count"] == sum(technician["name"] in e["technicians"] for e in entries.values())
    cited = {i for f in document["faq"] for i in f["source_review_ids"]}
    assert cited and cited <= set(entries)


def test_the_cache_makes_an_added_review_cost_one_analysis(tmp_path, monkeypatch):
    data = sample()
    first = derive(data, tmp_path)
    cached_bytes = (tmp_path / cache_module.CACHE_FILE).read_bytes()
    calls = []
    original = analyse_module.Analyser.analyse
    monkeypatch.setattr(analyse_module.Analyser, "analyse",
                        lambda self, text, rating=None: calls.append(text) or original(self, text, rating))
    added = json.loads(json.dumps(data))
    added["reviews"].append({**added["reviews"][0], "id": "01ADDEDADDEDADDEDADDED0001",
                             "text": "Maria was on time and fixed the leak. Fair price."})
    second = derive(added, tmp_path)
    assert calls == ["Maria was on time and fixed the leak. Fair price."]
    assert second["review_count"] == first["review_count"] + 1
    assert second["per_review"]["01ADDEDADDEDADDEDADDED0001"]["technicians"] == ["Maria Lopez"]
    # The added review was appended, not the whole cache rewritten.
    path = tmp_path / cache_module.CACHE_FILE
    after_first = cached_bytes
    grown = path.read_bytes()
    assert grown.startswith(after_first) and b"01ADDEDADDEDADDEDADDED0001" in grown[len(after_first):]
    assert b"01ADDEDADDEDADDEDADDED0001" not in after_first
    # A damaged frame (a frame that does not match its digest is not read) costs its reviews only.
    flipped = bytearray(grown)
    flipped[-5] ^= 0xFF
    path.write_bytes(bytes(flipped))
    calls.clear()
    assert derive(added, tmp_path)["per_review"] == second["per_review"]
    assert calls == ["Maria was on time and fixed the leak. Fair price."]
    # So does a torn append (a crash while appending).
    added["reviews"].append({**added["reviews"][0], "id": "01ADDEDADDEDADDEDADDED0002", "text": "Prompt and tidy."})
    third = derive(added, tmp_path)
    path.write_bytes(path.read_bytes()[:-10])
    calls.clear()
    assert derive(added, tmp_path)["per_review"] == third["per_review"]
    assert calls == ["Prompt and tidy."]
    # A file that is not ours (another format, a JSON cache of earlier builds) is ignored, not trusted.
    path.write_text('{"fingerprint": "x", "entries": [')
    (tmp_path / "insights-cache.jsonl").write_text('{"fingerprint": "x"}\n')
    calls.clear()
    assert derive(added, tmp_path)["per_review"] == third["per_review"]
    assert len(calls) == len(third["per_review"])
    assert not (tmp_path / "insights-cache.jsonl").exists()


def many_reviews(count: int) -> dict:
    """The sample's reviews, repeated under new ids to `count` reviews."""
    data = sample()
    originals = [r for r in data["reviews"] if r["verified"] and r.get("text")]
    data["reviews"] = [{**originals[i % len(originals)], "id": f"01MANY{i:020d}"} for i in range(count)]
    return data


def test_shares_analysed_by_forked_helpers_give_the_same_document(tmp_path, monkeypatch):
    data = many_reviews(600)
    monkeypatch.setattr(parallel, "cores", lambda: 1)
    alone = derive(data, tmp_path / "alone")
    monkeypatch.setattr(parallel, "cores", lambda: 3)
    monkeypatch.setattr(parallel, "MIN_SHARE", 100)
    shared = derive(data, tmp_path / "shared")
    assert without_generated_at(shared) == without_generated_at(alone)
    assert sorted(p.name for p in (tmp_path / "shared").iterdir()) == [cache_module.CACHE_FILE]  # no share file left
    assert children(os.getpid()) == []


def test_a_helper_that_dies_fails_the_derivation_and_leaves_nothing(tmp_path, monkeypatch):
    monkeypatch.setattr(parallel, "cores", lambda: 2)
    monkeypatch.setattr(parallel, "MIN_SHARE", 100)
    original = analyse_module.Analyser.analyse
    parent = os.getpid()

    def dies_in_a_helper(self, text, rating=None):
        if os.getpid() != parent:
            os._exit(3)
        return original(self, text, rating)
    monkeypatch.setattr(analyse_module.Analyser, "analyse", dies_in_a_helper)
    with pytest.raises(RuntimeError, match="status 3"):
        derive(many_reviews(400), tmp_path)
    assert children(os.getpid()) == []
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".insights-share-")] == []


def test_insights_swapped_into_a_snapshot_serve_as_if_built_with_it():
    """Snapshot.with_insights (a derivation finished after its reviews were served) gives what a
    Snapshot built with those insights from the start gives: the document, the mentions, the pages."""
    data = sample()
    raw = json.dumps(data).encode()
    reviews_state = FileState("reviews.json", hashlib.sha256(raw).hexdigest(),
                              datetime.datetime(2026, 11, 1, tzinfo=datetime.timezone.utc), "data_dir")
    document = derive(data, None)
    insights_state = FileState("insights.json", reviews_state.sha256, reviews_state.changed_at, "derived")
    whole = Snapshot(data, reviews_state, document, insights_state, "http://x")
    served = Snapshot(data, reviews_state, None, None, "http://x")
    body = jsonutil.dumps(document)
    swapped = served.with_insights(InsightsPart.build(data, reviews_state.sha256, document, body, insights_state))
    assert swapped.insights == whole.insights and swapped.insights_state == insights_state
    assert swapped.resources[routes.INSIGHTS].etag == whole.resources[routes.INSIGHTS].etag
    assert swapped.index.mentions().keys() == whole.index.mentions().keys()
    for name, value in whole.index.mentions().items():
        if name not in ("_fallback_texts", "_fallback_words"):
            assert swapped.index.mentions()[name] == value, name
    assert swapped.pages.summary.etag == whole.pages.summary.etag and swapped.pages.llms.etag == whole.pages.llms.etag
    assert served.insights is None and routes.INSIGHTS not in served.resources  # the served one is untouched
    assert swapped.resources[routes.REVIEWS] is served.resources[routes.REVIEWS]  # shared, not rebuilt


def test_reviewsd_insights_prints_the_document_and_checks_it(tmp_path):
    printed = subprocess.run([sys.executable, "-m", "reviewsd", "insights", f"--data_dir={ROOT / 'data'}",
                              f"--state_dir={tmp_path}"], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert printed.returncode == 0, printed.stderr
    document = json.loads(printed.stdout)
    assert validate("insights.json", document) == []
    checked = subprocess.run([sys.executable, "-m", "reviewsd", "insights", "--check", f"--data_dir={ROOT / 'data'}",
                              f"--state_dir={tmp_path}"], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert checked.returncode == 0 and "valid" in checked.stderr


@pytest.mark.gen_test(timeout=120)
@pytest.mark.parametrize("beside_the_load", [False, True], ids=["after the load", "beside the load"])
async def test_reviews_are_served_first_and_derived_insights_follow(fetch, context, data_dir, monkeypatch,
                                                                    beside_the_load):
    """Reviews at once, derived insights from a background step; an edit is served at once too, and its
    insights follow (derived after its load, or, with a core to spare, beside it)."""
    monkeypatch.setattr(watcher_module, "EARLY_DERIVATION_CORES", 1 if beside_the_load else 10**6)
    monkeypatch.setattr(watcher_module, "DERIVE_WITHIN_LOAD", 0)  # the sample is small: derived by its load
    context.files = {name: None for name in context.files}
    watcher = DataWatcher(context)
    asked = []  # the `early` of each request for a derivation
    request = watcher.derivation.request
    watcher.derivation.request = lambda early=False: asked.append(early) or request(early)  # type: ignore[method-assign]
    try:
        await watcher.reload()
        assert True not in asked  # at start-up, the load comes first
        assert (await fetch("/reviews.json")).code == 200
        for _ in range(400):
            response = await fetch("/insights.json")
            if response.code == 200:
                break
            await asyncio.sleep(0.1)
        assert response.code == 200
        assert body_json(response)["review_count"] == len([r for r in sample()["reviews"] if r["verified"]])
        # An edit: its reviews are served by the load itself, never with insights that describe other
        # reviews; the derivation (begun beside the load) is installed once ready and its reviews served.
        edited = json.loads((data_dir / "reviews.json").read_text())
        edited["reviews"].append({**edited["reviews"][0], "id": "01ADDEDADDEDADDEDADDED0002", "verified": True,
                                  "text": "Maria came the same day and the leak is fixed. Fair price."})
        (data_dir / "reviews.json").write_text(json.dumps(edited))
        await watcher.reload()
        served = body_json(await fetch("/reviews.json"))
        assert "01ADDEDADDEDADDEDADDED0002" in {r["id"] for r in served["reviews"]}
        response = await fetch("/insights.json")
        assert response.code == 404 or "01ADDEDADDEDADDEDADDED0002" in body_json(response)["per_review"]
        assert (True in asked) == beside_the_load
        for _ in range(600):
            response = await fetch("/insights.json")
            if response.code == 200:
                break
            await asyncio.sleep(0.1)
        assert response.code == 200
        assert "01ADDEDADDEDADDEDADDED0002" in body_json(response)["per_review"]
    finally:
        watcher.stop()
        await watcher.closed()


@pytest.mark.gen_test(timeout=60)
async def test_no_derivation_beside_a_load_while_an_operators_insights_are_served(fetch, context, data_dir,
                                                                                  monkeypatch):
    """An operator's insights.json wins: an edit of the reviews starts no derivation beside its load
    (it would only find the file and stop, a worker process spent on every edit)."""
    monkeypatch.setattr(watcher_module, "EARLY_DERIVATION_CORES", 1)
    monkeypatch.setattr(watcher_module, "DERIVE_WITHIN_LOAD", 0)
    (data_dir / "insights.json").write_bytes(jsonutil.dumps(derive(sample(), None)))
    context.files = {name: None for name in context.files}
    watcher = DataWatcher(context)
    asked = []
    request = watcher.derivation.request
    watcher.derivation.request = lambda early=False: asked.append(early) or request(early)  # type: ignore[method-assign]
    try:
        await watcher.reload()
        assert context.files["insights.json"] is not None
        edited = json.loads((data_dir / "reviews.json").read_text())
        edited["reviews"].append({**edited["reviews"][0], "id": "01ADDEDADDEDADDEDADDED0003", "verified": True})
        (data_dir / "reviews.json").write_text(json.dumps(edited))
        await watcher.reload()
        served = body_json(await fetch("/reviews.json"))
        assert "01ADDEDADDEDADDEDADDED0003" in {r["id"] for r in served["reviews"]}
        assert asked == []
    finally:
        watcher.stop()
        await watcher.closed()


def test_a_small_data_set_has_its_insights_derived_by_its_load(tmp_path):
    """Up to `derive_within` verified reviews, the load derives the insights itself (they come with the
    reviews, without a second worker); past it, the reviews are served first and the derivation is left
    pending for the background."""
    verified = len([r for r in sample()["reviews"] if r["verified"]])
    nothing_served = {name: None for name in loader.DATA_FILES}
    for within, derived in ((verified, True), (verified - 1, False)):
        state = tmp_path / f"state-{within}"
        result = loader.load(ROOT / "data", state, "http://x", nothing_served, derive_insights=True,
                             derive_within=within)
        assert result.snapshot is not None and result.snapshot.review_count == verified
        assert (result.snapshot.insights is not None) is derived
        assert result.derivation_pending is not derived
        if derived:
            assert result.snapshot.insights_state.source == "derived"
            assert result.snapshot.insights["review_count"] == verified


@pytest.mark.gen_test(timeout=30)
async def test_the_daemon_serves_derived_insights_to_mcp_and_search(fetch):
    insights = body_json(await fetch("/insights.json"))
    name = max(insights["entities"]["technicians"], key=lambda t: t["mention_count"])
    body = body_json(await fetch("/api/reviews/search?limit=100&mentions_technician=" + name["name"].replace(" ", "%20")))
    assert body["matched"] == name["mention_count"]
    service = max(insights["entities"]["services"], key=lambda s: s["mention_count"])
    body = body_json(await fetch(f"/api/reviews/search?limit=100&mentions_service={service['id']}"))
    assert body["matched"] == service["mention_count"]


def test_check_also_checks_the_insights_it_would_derive(tmp_path, monkeypatch):
    """--check and the daemon agree on derived insights too: a derived document the insights schema
    refuses is a problem --check reports (and none is derived when derive_insights is off)."""
    from reviewsd import check
    from reviewsd.contract.problems import Problem
    from reviewsd.insights import command
    data = tmp_path / "data"
    shutil.copytree(ROOT / "data", data)
    (data / "insights.json").unlink(missing_ok=True)
    monkeypatch.setattr(command, "derived", lambda reviews, state_dir: (
        "{}", [Problem(("aspects",), "required", "is required", "insights.json")]))
    problems = check.problems_in(data, derive_in=tmp_path / "state")
    assert problems == ["insights.json: aspects: is required (in the insights derived from reviews.json)"]
    assert check.problems_in(data) == []


def test_the_package_ships_the_text_model(tmp_path):
    """What setup.py builds holds the trained text model the analyser reads (textmodel.py)."""
    subprocess.run([sys.executable, "setup.py", "-q", "build_py", "-d", str(tmp_path)], cwd=ROOT, check=True,
                   capture_output=True)
    for path in (textmodel.MODEL, textmodel.weights_path(textmodel.MODEL)):
        assert (tmp_path / "reviewsd" / "insights" / path.name).read_bytes() == path.read_bytes()


@pytest.mark.parametrize("damage", [lambda b: b[:-8], lambda b: b[:-3], lambda b: b[8:] + b[:8]])
def test_text_model_weights_other_than_those_saved_are_refused(tmp_path, damage):
    """The weights file is read as numbers in the JSON's order: one of other models (even of the same size),
    cut short or torn would read every weight wrong, so it is refused, saying what to do."""
    model = tmp_path / textmodel.MODEL.name
    model.write_bytes(textmodel.MODEL.read_bytes())
    textmodel.weights_path(model).write_bytes(damage(textmodel.weights_path(textmodel.MODEL).read_bytes()))
    try:
        textmodel.use(model)
        with pytest.raises(ValueError, match="make text-model"):
            textmodel.reading("They were late.")
    finally:
        textmodel.use(textmodel.MODEL)


def test_saved_text_models_read_back_as_they_were(tmp_path):
    models = {"sentiment": {"classes": ["negative", "positive"], "intercept": [0.5, -0.5],
                            "terms": [["late", 2.0, [1.25, -1.25]], ["on time", 3.0, [-0.1, 0.1]]], "trained_on": 2}}
    model = tmp_path / "m.json"
    textmodel.save(model, models, {})
    try:
        textmodel.use(model)
        assert textmodel._models()["sentiment"]["weights"] == {"late": (2.0, 1.25, -1.25), "on time": (3.0, -0.1, 0.1)}
    finally:
        textmodel.use(textmodel.MODEL)


def test_a_retrained_text_model_redoes_the_cached_analyses(tmp_path, monkeypatch):
    """The cache's fingerprint holds the model's version: a new model is a new analysis."""
    data = sample()
    derive(data, tmp_path)
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
    monkeypatch.setattr(textmodel, "version", lambda: "another-model")
    derive(data, tmp_path)
    assert {p.name: p.read_bytes() for p in tmp_path.iterdir()} != before


def test_a_new_home_state_redoes_the_cached_analyses(tmp_path):
    """The address's region tells a declared place from another state's ("Fremont, California"): a new one is a
    new analysis."""
    data = sample()
    derive(data, tmp_path)
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
    data["business"]["address"] = {**(data["business"].get("address") or {}), "region": "Nowhere"}
    derive(data, tmp_path)
    assert {p.name: p.read_bytes() for p in tmp_path.iterdir()} != before

def test_a_derivation_whose_reviews_are_all_cached_does_not_load_the_text_models(tmp_path):
    data = sample()
    derive(data, tmp_path)
    textmodel.use(textmodel.MODEL)  # as a fresh worker: nothing read yet
    derive(data, tmp_path)
    assert textmodel._models.cache_info().currsize == 0


def test_an_aspects_phrases_count_only_where_the_review_speaks_of_it():
    """The text model may find a review does not speak of an aspect its rules heard (analyse.py): that
    review's phrases for it are no top phrase; those of the reviews that do speak of it are counted."""
    from reviewsd.insights.aggregate import Aggregator
    from reviewsd.insights.trades import trades_for

    def entry(aspects, phrases):
        return {"sentiment": "positive", "score": 0.5, "aspects": aspects, "_phrases": phrases, "_said": {},
                "technicians": [], "services": [], "service_areas": [], "problems": [], "_topics": []}
    reviews = [{"id": f"r{i}", "rating": 5, "date": f"2026-01-0{i}", "verified": True} for i in (3, 2, 1)]
    entries = {"r3": entry({"pricing": "positive"}, {"pricing": ["fair price"]}),
               "r2": entry({}, {"pricing": ["cheap parts"]}),  # heard by the rules, dropped by the model
               "r1": entry({"pricing": "negative"}, {"pricing": ["fair price", "steep"]})}
    aspects = {a["id"]: a for a in Aggregator({}, reviews, entries, trades_for([])).aspects()}
    assert aspects["pricing"]["top_phrases"] == ["fair price", "steep"]
    assert (aspects["pricing"]["mention_count"], aspects["pricing"]["positive_count"],
            aspects["pricing"]["negative_count"]) == (2, 1, 1)
