"""The dataset and feed endpoints over real HTTP: bodies, headers, conditional requests, gzip, HEAD, CORS."""
import datetime
import gzip
from email.utils import format_datetime

import pytest

from tests.conftest import body_json, published, sample, without_generated_at, write_json

RESOURCES = ["/reviews.json", "/insights.json", "/api/feed.json", "/feed.xml"]
TOPICS = ["/reviews.json", "/api/feed.json", "/feed.xml"]


@pytest.mark.gen_test
async def test_reviews_dataset_holds_verified_reviews_newest_first_with_computed_aggregate(fetch):
    response = await fetch("/reviews.json")
    assert response.code == 200
    assert response.headers["Content-Type"] == "application/json; charset=UTF-8"
    body = body_json(response)
    assert list(body) == ["business", "aggregate_rating", "review_count", "updated_at", "reviews"]
    expected = published(sample()["reviews"])
    assert body["reviews"] == expected
    assert body["review_count"] == len(expected)
    assert body["business"] == sample()["business"]
    ratings = [r["rating"] for r in expected]
    aggregate = body["aggregate_rating"]
    assert aggregate["rating_value"] == round(sum(ratings) / len(ratings), 2)
    assert aggregate["review_count"] == len(expected)
    assert (aggregate["best_rating"], aggregate["worst_rating"]) == (5, 1)
    assert aggregate["distribution"] == {str(k): ratings.count(k) for k in range(1, 6)}
    datetime.datetime.fromisoformat(body["updated_at"])
    assert all(r["verified"] for r in body["reviews"])


@pytest.mark.gen_test
async def test_insights_are_derived_when_data_dir_has_none(fetch):
    response = await fetch("/insights.json")
    assert response.code == 200
    body = body_json(response)
    assert without_generated_at(body) == without_generated_at(sample("insights.json"))
    assert body["model"].endswith(" lexicon")


@pytest.mark.gen_test
async def test_an_operators_insights_file_wins(fetch, context, data_dir):
    mine = sample("insights.json")
    mine["summary"] = "Curated by the operator."
    write_json(data_dir / "insights.json", mine)
    from reviewsd.dataset.watcher import load_all
    context.install(load_all(context))
    assert body_json(await fetch("/insights.json")) == mine


@pytest.mark.gen_test
async def test_insights_absent_and_not_derived_is_a_json_404(fetch, context, data_dir):
    context.options.derive_insights = False
    from reviewsd.dataset.watcher import load_all
    context.install(load_all(context))  # reviews unchanged: nothing new to serve
    assert (await fetch("/insights.json")).code == 200
    context.files = {name: None for name in context.files}  # as at start-up
    context.install(load_all(context))
    response = await fetch("/insights.json")
    assert response.code == 404
    assert body_json(response)["error"] == "no_insights"
    assert (await fetch("/reviews.json")).code == 200


@pytest.mark.gen_test
@pytest.mark.parametrize("path", RESOURCES)
async def test_every_resource_sends_validators_cors_and_answers_head(fetch, path):
    get = await fetch(path)
    assert get.code == 200
    etag = get.headers["ETag"]
    assert etag.startswith('"') and etag.endswith('"') and not etag.startswith("W/")
    assert get.headers["Last-Modified"].endswith("GMT")
    assert get.headers["Access-Control-Allow-Origin"] == "*"
    assert get.headers["Cache-Control"] == "public, max-age=5"
    assert "ETag" in get.headers["Access-Control-Expose-Headers"]
    assert "Last-Modified" in get.headers["Access-Control-Expose-Headers"]
    head = await fetch(path, method="HEAD")
    assert head.code == 200
    assert head.body == b""
    assert head.headers["ETag"] == etag
    assert int(head.headers["Content-Length"]) == len(get.body)


@pytest.mark.gen_test
@pytest.mark.parametrize("path", RESOURCES + ["/api/reviews/since/2026-01-01"])
async def test_if_none_match_gives_304_with_empty_body(fetch, path):
    etag = (await fetch(path)).headers["ETag"]
    for header in (etag, f'"nope", {etag}', f"W/{etag}", "*"):
        again = await fetch(path, headers={"If-None-Match": header})
        assert again.code == 304, header
        assert again.body == b""
        assert again.headers["ETag"] == etag
    changed = await fetch(path, headers={"If-None-Match": '"something-else"'})
    assert changed.code == 200


@pytest.mark.gen_test
@pytest.mark.parametrize("path", RESOURCES + ["/api/reviews/since/2026-01-01"])
async def test_if_modified_since_gives_304_and_if_none_match_wins(fetch, path):
    first = await fetch(path)
    last_modified = first.headers["Last-Modified"]
    assert (await fetch(path, headers={"If-Modified-Since": last_modified})).code == 304
    later = format_datetime(datetime.datetime.now(datetime.timezone.utc) + datetime.timedelta(days=1), usegmt=True)
    assert (await fetch(path, headers={"If-Modified-Since": later})).code == 304
    older = "Sat, 01 Jan 2000 00:00:00 GMT"
    assert (await fetch(path, headers={"If-Modified-Since": older})).code == 200
    assert (await fetch(path, headers={"If-Modified-Since": "not a date"})).code == 200
    # A non-matching If-None-Match means changed, whatever the date says.
    both = await fetch(path, headers={"If-None-Match": '"other"', "If-Modified-Since": last_modified})
    assert both.code == 200


@pytest.mark.gen_test
async def test_etags_are_stable_across_app_instances(fetch, options):
    """The ETag is a hash of the body: a restarted daemon (a new Context) sends the same one."""
    from reviewsd.context import Context
    from reviewsd.dataset.watcher import load_all
    first = (await fetch("/reviews.json")).headers["ETag"]
    other = Context(options)
    other.install(load_all(other))
    assert other.snapshot.resources["/reviews.json"].etag == first


@pytest.mark.gen_test
@pytest.mark.parametrize("path", RESOURCES)
async def test_gzip_when_accepted_and_identity_otherwise(fetch, path):
    plain = await fetch(path)
    assert plain.headers.get("Content-Encoding") is None
    assert plain.headers["Vary"] == "Accept-Encoding"
    zipped = await fetch(path, headers={"Accept-Encoding": "gzip, deflate"})
    assert zipped.headers["Content-Encoding"] == "gzip"
    assert gzip.decompress(zipped.body) == plain.body
    assert zipped.headers["ETag"] != plain.headers["ETag"]  # another representation, another strong tag
    assert (await fetch(path, headers={"Accept-Encoding": "gzip",
                                       "If-None-Match": zipped.headers["ETag"]})).code == 304
    refused = await fetch(path, headers={"Accept-Encoding": "gzip;q=0, identity"})
    assert refused.headers.get("Content-Encoding") is None


@pytest.mark.gen_test
@pytest.mark.parametrize("path", TOPICS)
async def test_topics_send_hub_and_self_links(fetch, base_url, path):
    link = (await fetch(path)).headers["Link"]
    assert f'<{base_url}/api/websub/hub>; rel="hub"' in link
    assert f'<{base_url}{path}>; rel="self"' in link


@pytest.mark.gen_test
async def test_authorization_header_is_ignored(fetch):
    anonymous = await fetch("/reviews.json")
    with_auth = await fetch("/reviews.json", headers={"Authorization": "Bearer whatever"})
    assert with_auth.code == 200 and with_auth.body == anonymous.body


@pytest.mark.gen_test
async def test_index_lists_every_endpoint(fetch, base_url):
    body = body_json(await fetch("/"))
    paths = {e["path"] for e in body["endpoints"]}
    assert {"/reviews.json", "/insights.json", "/api/feed.json", "/feed.xml", "/api/reviews/search",
            "/api/reviews/since/{date}", "/mcp", "/api/websub/hub", "/openapi.json", "/healthz"} <= paths
    assert body["business"] == sample()["business"]["name"]


@pytest.mark.gen_test
async def test_openapi_document_describes_the_interface(fetch):
    response = await fetch("/openapi.json")
    doc = body_json(response)
    assert doc["openapi"].startswith("3.1")
    assert doc["info"]["version"] == "1.0.0"
    operations = {op["operationId"] for path in doc["paths"].values() for op in path.values()}
    assert {"getReviews", "getInsights", "getFeed", "searchReviews", "getReviewsSince"} <= operations
    assert (await fetch("/openapi.json", headers={"If-None-Match": response.headers["ETag"]})).code == 304


@pytest.mark.gen_test
async def test_healthz_reports_ok_with_data_figures(fetch):
    body = body_json(await fetch("/healthz"))
    assert body["status"] == "ok"
    assert body["data"]["review_count"] == len(published(sample()["reviews"]))
    assert body["data"]["files"]["reviews.json"]["problems"] == []
    assert "hub" in body


@pytest.mark.gen_test
async def test_cors_preflight(fetch):
    response = await fetch("/api/reviews/search", method="OPTIONS",
                           headers={"Origin": "https://example.org", "Access-Control-Request-Method": "GET"})
    assert response.code == 204
    assert response.headers["Access-Control-Allow-Origin"] == "*"
    assert "GET" in response.headers["Access-Control-Allow-Methods"]


@pytest.mark.gen_test
@pytest.mark.parametrize("method", ["POST", "PUT", "DELETE", "PATCH"])
async def test_wrong_method_is_405_json_with_allow(fetch, method):
    response = await fetch("/reviews.json", method=method, body=b"" if method != "DELETE" else None,
                           allow_nonstandard_methods=True)
    assert response.code == 405
    assert response.headers["Allow"] == "GET, HEAD, OPTIONS"
    assert body_json(response)["error"] == "method_not_allowed"


@pytest.mark.gen_test
@pytest.mark.parametrize("path", ["/nope", "/reviews.json/x", "/api/reviews/since/2024-01-01/x", "/api/",
                                  "/REVIEWS.JSON", "/%FF%FE"])
async def test_unknown_paths_are_json_404(fetch, path):
    response = await fetch(path)
    assert response.code == 404
    assert response.headers["Content-Type"].startswith("application/json")
    assert body_json(response) == {"error": "not_found", "message": "no such resource; GET / lists the endpoints"}
