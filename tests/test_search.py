"""/api/reviews/search and /api/reviews/since/{date}: every filter, their combinations, every 400.

Expected results come from a deliberately naive reference implementation of docs/interface.md section 3
run over the sample files, so the indexes are checked against the rules, not against themselves.
"""
import datetime
import itertools
import re
from urllib.parse import urlencode

import pytest

from tests.conftest import body_json, published, sample, write_json

REVIEWS = published(sample()["reviews"])
INSIGHTS = sample("insights.json")
TECHNICIAN = max(INSIGHTS["entities"]["technicians"], key=lambda t: t["mention_count"])["name"]
FIRST_NAME = TECHNICIAN.split()[0]
# The declared service most mentioned alongside that technician, by its label.
SERVICE_LABEL = max(INSIGHTS["entities"]["services"], key=lambda s: sum(
    1 for e in INSIGHTS["per_review"].values() if s["id"] in e["services"] and TECHNICIAN in e["technicians"]))["label"]


def mentions_technician(review, name):
    entry = INSIGHTS["per_review"].get(review["id"])
    if entry is not None:
        # the full name as listed, or one word of it ("maria" for "Maria Lopez")
        return any(name.lower() == t.lower() or name.lower() in t.lower().split() for t in entry["technicians"])
    return bool(review["text"]) and re.search(r"(?<!\w)" + re.escape(name.lower()) + r"(?!\w)",
                                              review["text"].lower()) is not None


def mentions_service(review, name):
    service = next((s for s in INSIGHTS["entities"]["services"]
                    if name.lower() in (s["id"].lower(), s["label"].lower())), None)
    sid, label = (service["id"], service["label"]) if service else (name, name)
    entry = INSIGHTS["per_review"].get(review["id"])
    if entry is not None:
        return sid.lower() in [s.lower() for s in entry["services"]]
    return label.lower() in (review["text"] or "").lower()


def reference(params: dict) -> list:
    out = []
    for r in REVIEWS:
        if "rating" in params and r["rating"] != int(params["rating"]):
            continue
        if "min_rating" in params and r["rating"] < float(params["min_rating"]):
            continue
        if "since" in params and r["date"] < params["since"]:
            continue
        if "until" in params and r["date"] > params["until"]:
            continue
        if "query" in params and params["query"].lower() not in (r["text"] or "").lower():
            continue
        if "mentions_technician" in params and not mentions_technician(r, params["mentions_technician"]):
            continue
        if "mentions_service" in params and not mentions_service(r, params["mentions_service"]):
            continue
        out.append(r)
    return out


FILTER_VALUES = {
    "rating": ["1", "3", "5"],
    "min_rating": ["1", "3.5", "4", "5"],
    "since": ["2025-06-01", "2026-11-20"],
    "until": ["2025-12-31", "2024-11-26"],
    "query": ["burst", "WATER HEATER", "nothing like this at all"],
    "mentions_technician": [TECHNICIAN, FIRST_NAME.lower(), "Nobody"],
    "mentions_service": ["drain-cleaning", "Water heater repair", "unknown-service"],
}


async def search(fetch, params):
    response = await fetch("/api/reviews/search?" + urlencode(params))
    assert response.code == 200, response.body
    return body_json(response)


def check(body, params):
    expected = reference(params)
    limit = int(params.get("limit", 20))
    assert body["matched"] == len(expected), params
    assert body["reviews"] == expected[:limit], params
    assert body["returned"] == len(body["reviews"])


@pytest.mark.gen_test
@pytest.mark.parametrize("name,value", [(n, v) for n, vs in FILTER_VALUES.items() for v in vs])
async def test_each_filter_alone(fetch, name, value):
    check(await search(fetch, {name: value, "limit": 100}), {name: value, "limit": 100})


@pytest.mark.gen_test
async def test_pairs_of_filters(fetch):
    names = list(FILTER_VALUES)
    for a, b in itertools.combinations(names, 2):
        for va, vb in itertools.product(FILTER_VALUES[a][:2], FILTER_VALUES[b][:2]):
            params = {a: va, b: vb, "limit": 100}
            if params.get("since", "") > params.get("until", "9999"):
                continue
            check(await search(fetch, params), params)


@pytest.mark.gen_test
async def test_all_filters_together(fetch):
    params = {"min_rating": "4", "since": "2025-01-01", "until": "2026-11-30", "query": "the",
              "mentions_technician": FIRST_NAME, "mentions_service": SERVICE_LABEL, "limit": 100}
    body = await search(fetch, params)
    check(body, params)
    assert body["matched"] > 0  # the combination is not trivially empty


@pytest.mark.gen_test
@pytest.mark.parametrize("value", ["1.7652692349422348", "4.", ".5e1", "3E0", "+2"])
async def test_min_rating_takes_any_plain_number_notation(fetch, value):
    body = await search(fetch, {"min_rating": value, "limit": 100})
    check(body, {"min_rating": str(float(value)), "limit": 100})


@pytest.mark.gen_test
async def test_no_parameters_returns_default_limit_newest_first(fetch):
    body = await search(fetch, {})
    assert body["matched"] == len(REVIEWS)
    assert body["returned"] == 20
    assert body["reviews"] == REVIEWS[:20]


@pytest.mark.gen_test
@pytest.mark.parametrize("limit", ["1", "7", "100"])
async def test_limit_cuts_reviews_but_not_matched(fetch, limit):
    body = await search(fetch, {"limit": limit})
    assert body["matched"] == len(REVIEWS)
    assert body["returned"] == min(int(limit), len(REVIEWS))


@pytest.mark.gen_test
async def test_text_fallback_for_reviews_without_insights_entry(fetch, context, data_dir):
    """A review with no per_review entry in an operator's insights: technician and service come from its text."""
    from reviewsd.dataset.watcher import load_all
    insights = sample("insights.json")
    target = next(r for r in REVIEWS if insights["per_review"].get(r["id"], {}).get("technicians"))
    name = insights["per_review"][target["id"]]["technicians"][0]
    del insights["per_review"][target["id"]]
    write_json(data_dir / "insights.json", insights)
    context.install(load_all(context))
    word = next(w for w in name.split() if w.lower() in target["text"].lower())
    body = await search(fetch, {"mentions_technician": word.upper(), "limit": 100})
    assert target["id"] in [r["id"] for r in body["reviews"]]


@pytest.mark.gen_test
async def test_unknown_parameters_are_ignored_and_blank_text_filters_mean_none(fetch):
    body = await search(fetch, {"colour": "blue", "query": "", "mentions_technician": " "})
    assert body["matched"] == len(REVIEWS)


BAD = [
    ({"rating": "0"}, "rating", "out_of_range"),
    ({"rating": "6"}, "rating", "out_of_range"),
    ({"rating": "4.5"}, "rating", "not_an_integer"),
    ({"rating": "five"}, "rating", "not_an_integer"),
    ({"rating": ""}, "rating", "not_an_integer"),
    ({"min_rating": "0.99"}, "min_rating", "out_of_range"),
    ({"min_rating": "5.01"}, "min_rating", "out_of_range"),
    ({"min_rating": "nan"}, "min_rating", "not_a_number"),
    ({"min_rating": "inf"}, "min_rating", "not_a_number"),
    ({"min_rating": "1e1"}, "min_rating", "out_of_range"),
    ({"min_rating": "1_0"}, "min_rating", "not_a_number"),
    ({"min_rating": "0x1"}, "min_rating", "not_a_number"),
    ({"since": "2024-02-30"}, "since", "invalid_date"),
    ({"since": "20240101"}, "since", "invalid_date"),
    ({"since": "2024-1-1"}, "since", "invalid_date"),
    ({"until": "yesterday"}, "until", "invalid_date"),
    ({"since": "2025-02-01", "until": "2025-01-01"}, "since", "invalid_range"),
    ({"limit": "0"}, "limit", "out_of_range"),
    ({"limit": "101"}, "limit", "out_of_range"),
    ({"limit": "ten"}, "limit", "not_an_integer"),
    ({"limit": "99999999999999999999"}, "limit", "not_an_integer"),
    ({"query": "x" * 201}, "query", "too_long"),
    ({"mentions_technician": "x" * 201}, "mentions_technician", "too_long"),
    ({"mentions_service": "x" * 201}, "mentions_service", "too_long"),
]


@pytest.mark.gen_test
@pytest.mark.parametrize("params,name,code", BAD)
async def test_invalid_parameter_is_400_with_issue(fetch, params, name, code):
    response = await fetch("/api/reviews/search?" + urlencode(params))
    assert response.code == 400
    body = body_json(response)
    assert body["error"] == "invalid_request"
    assert body["message"]
    assert {"path": [name], "code": code} in [{k: i[k] for k in ("path", "code")} for i in body["issues"]]
    for issue in body["issues"]:
        assert set(issue) == {"path", "code", "message"}
        assert issue["message"] and "x" * 50 not in issue["message"]  # input is never echoed


@pytest.mark.gen_test
async def test_all_problems_are_reported_at_once(fetch):
    query = "rating=9&min_rating=abc&since=2024-13-01&until=nope&limit=0&query=" + "q" * 300 + "&mentions_service=a&mentions_service=b"
    body = body_json(await fetch("/api/reviews/search?" + query))
    assert sorted(i["path"][0] for i in body["issues"]) == sorted(
        ["rating", "min_rating", "since", "until", "limit", "query", "mentions_service"])
    assert {"path": ["mentions_service"], "code": "repeated",
            "message": "must be given at most once"} in body["issues"]


@pytest.mark.gen_test
async def test_non_utf8_parameter_is_400(fetch):
    body = body_json(await fetch("/api/reviews/search?query=%FF%FE&rating=3"))
    assert body["issues"] == [{"path": ["query"], "code": "invalid_encoding", "message": "must be UTF-8 text"}]


@pytest.mark.gen_test
async def test_query_matches_unicode_case_insensitively(fetch, context, data_dir):
    from reviewsd.dataset.watcher import load_all
    data = sample()
    data["reviews"][0]["text"] = "Ünglaublich gute Arbeit von " + FIRST_NAME
    data["reviews"][0]["verified"] = True
    import json
    (data_dir / "reviews.json").write_text(json.dumps(data))
    context.install(load_all(context))
    body = await search(fetch, {"query": "üNGLAUBLICH"})
    assert [r["id"] for r in body["reviews"]] == [data["reviews"][0]["id"]]


# ---------------------------------------------------------------- since

@pytest.mark.gen_test
@pytest.mark.parametrize("day", ["2000-01-01", "2025-06-15", "2026-11-20", "2030-01-01"])
async def test_since_returns_everything_on_or_after(fetch, day):
    response = await fetch(f"/api/reviews/since/{day}")
    assert response.code == 200
    body = body_json(response)
    expected = [r for r in REVIEWS if r["date"] >= day]
    assert body == {"since": day, "count": len(expected), "reviews": expected}
    assert response.headers["ETag"] and response.headers["Last-Modified"]


@pytest.mark.gen_test
@pytest.mark.parametrize("day", ["2024-02-30", "2024-1-01", "yesterday", "", "2024-01-01T00:00:00",
                                 "%FF", "2024-01-01%00"])
async def test_since_with_malformed_date_is_400(fetch, day):
    response = await fetch(f"/api/reviews/since/{day}")
    assert response.code == 400
    body = body_json(response)
    assert body["error"] == "invalid_request"
    assert body["issues"] == [{"path": ["date"], "code": "invalid_date", "message": body["issues"][0]["message"]}]


def test_reference_dates_are_real():
    for r in REVIEWS:
        datetime.date.fromisoformat(r["date"])


@pytest.mark.gen_test
async def test_since_etags_are_per_date_and_follow_the_data(fetch, context, data_dir):
    from reviewsd.dataset.watcher import load_all
    first = (await fetch("/api/reviews/since/2026-01-01")).headers["ETag"]
    assert (await fetch("/api/reviews/since/2026-01-01")).headers["ETag"] == first
    assert (await fetch("/api/reviews/since/2026-02-01")).headers["ETag"] != first
    data = sample()
    data["reviews"][0]["text"] = "Edited."
    data["reviews"][0]["verified"] = True
    import json
    (data_dir / "reviews.json").write_text(json.dumps(data))
    context.install(load_all(context))
    assert (await fetch("/api/reviews/since/2000-01-01", headers={"If-None-Match": first})).code == 200
    assert (await fetch("/api/reviews/since/2026-01-01")).headers["ETag"] != first


@pytest.mark.gen_test
async def test_large_dynamic_bodies_are_neither_compressed_nor_cached_on_the_event_loop(fetch, context,
                                                                                       monkeypatch):
    from reviewsd.dataset import snapshot
    from reviewsd.web import representation
    monkeypatch.setattr(representation, "DYNAMIC_BODY_LIMIT", 5000)  # what is compressed
    monkeypatch.setattr(snapshot, "DYNAMIC_BODY_LIMIT", 5000)  # what is kept as views
    monkeypatch.setattr(snapshot, "SINCE_CACHE_BYTES", 20000)
    big = await fetch("/api/reviews/since/2000-01-01", headers={"Accept-Encoding": "gzip"})
    assert len(big.body) > 5000 and big.headers.get("Content-Encoding") is None
    assert body_json(big)["count"] == len(REVIEWS)
    small = await fetch("/api/reviews/since/2026-11-01", headers={"Accept-Encoding": "gzip"})
    days = set(context.snapshot._since_cache)
    import datetime
    assert datetime.date(2026, 11, 1) in days
    # A large one is kept too, but only as views of the reviews.json body: it holds no bytes of its own.
    large = context.snapshot._since_cache[datetime.date(2000, 1, 1)]
    assert large.body is None and all(isinstance(p, (bytes, memoryview)) for p in large.parts)
    assert small.code == 200
