"""GET /api/reviews/{id}: one verified review, citable by its own URL (interface.md section 3)."""
import json
import urllib.parse

import pytest

from tests.conftest import SAMPLE, body_json

UNVERIFIED_ID = "01UNVERIFIEDREVIEW0000000000"


@pytest.fixture
def data_dir(tmp_path):
    """The sample data plus one unverified review, which must never be served."""
    target = tmp_path / "data"
    target.mkdir()
    for name in ("reviews.json", "insights.json"):
        if (SAMPLE / name).exists():
            (target / name).write_bytes((SAMPLE / name).read_bytes())
    doc = json.loads((target / "reviews.json").read_text())
    doc["reviews"].append({**doc["reviews"][0], "id": UNVERIFIED_ID, "verified": False})
    (target / "reviews.json").write_text(json.dumps(doc))
    return target


@pytest.mark.gen_test
async def test_every_published_review_is_served_alone_with_a_strong_etag(fetch):
    dataset = body_json(await fetch("/reviews.json"))
    assert dataset["reviews"], "the sample data has reviews"
    for review in dataset["reviews"][:30]:
        response = await fetch("/api/reviews/" + urllib.parse.quote(review["id"], safe=""))
        assert response.code == 200
        assert response.headers["Content-Type"] == "application/json; charset=UTF-8"
        assert body_json(response) == review
        etag = response.headers["ETag"]
        assert etag.startswith('"') and not etag.startswith("W/")
        assert response.headers["Access-Control-Allow-Origin"] == "*"
        assert "ETag" in response.headers["Access-Control-Expose-Headers"]
        assert response.headers["Last-Modified"]
        again = await fetch("/api/reviews/" + urllib.parse.quote(review["id"], safe=""),
                            headers={"If-None-Match": etag})
        assert again.code == 304 and again.body == b""


@pytest.mark.gen_test
async def test_head_answers_like_get_without_a_body(fetch):
    review_id = body_json(await fetch("/reviews.json"))["reviews"][0]["id"]
    get = await fetch(f"/api/reviews/{review_id}")
    head = await fetch(f"/api/reviews/{review_id}", method="HEAD")
    assert head.code == 200 and head.body == b""
    assert head.headers["ETag"] == get.headers["ETag"]


@pytest.mark.gen_test
@pytest.mark.parametrize("review_id", [UNVERIFIED_ID, "no-such-review", "x" * 5000, "%FF%FE", "%00"])
async def test_an_unknown_or_unverified_id_is_a_json_404(fetch, review_id):
    response = await fetch(f"/api/reviews/{review_id}")
    assert response.code == 404
    assert body_json(response)["error"] == "not_found"
    assert response.headers["Content-Type"].startswith("application/json")


@pytest.mark.gen_test
async def test_it_is_in_the_openapi_document_and_the_index(fetch):
    document = body_json(await fetch("/openapi.json"))
    operation = document["paths"]["/api/reviews/{id}"]["get"]
    assert operation["operationId"] == "getReview"
    assert operation["responses"]["200"]["content"]["application/json"]["schema"] == {
        "$ref": "#/components/schemas/Review"}
    assert "/api/reviews/{id}" in [e["path"] for e in body_json(await fetch("/"))["endpoints"]]
