"""Both feeds hold exactly the 50 newest verified reviews; JSON Feed follows 1.1, Atom parses cleanly."""
import datetime
import json
import re

import feedparser
import jsonschema
import pytest

from reviewsd.dataset.watcher import load_all
from tests.conftest import body_json, published, sample

RFC3339 = re.compile(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})\Z")

# The rules of https://jsonfeed.org/version/1.1 that a document can be checked against.
AUTHOR = {"type": "object", "minProperties": 1,
          "properties": {"name": {"type": "string"}, "url": {"type": "string"}, "avatar": {"type": "string"}}}
JSON_FEED_1_1 = {
    "type": "object",
    "required": ["version", "title", "items"],
    "properties": {
        "version": {"const": "https://jsonfeed.org/version/1.1"},
        "title": {"type": "string"},
        "home_page_url": {"type": "string", "pattern": "^https?://"},
        "feed_url": {"type": "string", "pattern": "^https?://"},
        "description": {"type": "string"},
        "language": {"type": "string"},
        "authors": {"type": "array", "items": AUTHOR},
        "hubs": {"type": "array", "items": {"type": "object", "required": ["type", "url"],
                                            "properties": {"type": {"type": "string"}, "url": {"type": "string"}}}},
        "items": {"type": "array", "items": {
            "type": "object",
            "required": ["id"],
            "anyOf": [{"required": ["content_html"]}, {"required": ["content_text"]}],
            "properties": {
                "id": {"type": "string"}, "url": {"type": "string"}, "title": {"type": "string"},
                "content_text": {"type": "string"}, "content_html": {"type": "string"},
                "date_published": {"type": "string"}, "date_modified": {"type": "string"},
                "authors": {"type": "array", "items": AUTHOR}, "tags": {"type": "array"},
            },
            # Extensions must start with an underscore followed by a letter.
            "patternProperties": {"^_[A-Za-z]": {}},
            "additionalProperties": False,
        }},
    },
    "patternProperties": {"^_[A-Za-z]": {}},
    "additionalProperties": False,
}


def newest_50():
    return published(sample()["reviews"])[:50]


@pytest.mark.gen_test
async def test_json_feed_follows_1_1_and_holds_the_50_newest(fetch, base_url):
    response = await fetch("/api/feed.json")
    assert response.code == 200
    feed = body_json(response)
    jsonschema.validate(feed, JSON_FEED_1_1)
    for item in feed["items"]:
        assert RFC3339.match(item["date_published"]) and RFC3339.match(item["date_modified"])
        datetime.datetime.fromisoformat(item["date_published"])
    expected = newest_50()
    assert len(expected) == 50
    assert [item["id"] for item in feed["items"]] == [r["id"] for r in expected]
    assert [item["_review"] for item in feed["items"]] == expected
    assert feed["feed_url"] == f"{base_url}/api/feed.json"
    assert feed["hubs"] == [{"type": "WebSub", "url": f"{base_url}/api/websub/hub"}]
    assert feed["items"][0]["authors"][0]["name"] == expected[0]["author"]


@pytest.mark.gen_test
async def test_atom_feed_parses_without_bozo_and_holds_the_50_newest(fetch, base_url):
    response = await fetch("/feed.xml")
    assert response.headers["Content-Type"].startswith("application/atom+xml")
    parsed = feedparser.parse(response.body)
    assert parsed.bozo == 0, parsed.get("bozo_exception")
    assert parsed.version == "atom10"
    expected = newest_50()
    assert [e.id for e in parsed.entries] == [f"{base_url}/reviews.json#{r['id']}" for r in expected]
    links = {link.rel: link.href for link in parsed.feed.links}
    assert links["self"] == f"{base_url}/feed.xml"
    assert links["hub"] == f"{base_url}/api/websub/hub"
    first = parsed.entries[0]
    assert expected[0]["author"] in first.author
    if expected[0]["text"]:
        assert expected[0]["text"] in first.content[0].value


@pytest.mark.gen_test
async def test_feeds_survive_hostile_review_text(fetch, context, data_dir):
    """Markup, control characters and odd Unicode in a review must not break either feed."""
    data = sample()
    hostile = data["reviews"][0]
    hostile.update(verified=True, date="2026-11-21", author="<b>Eve</b> & \"Co\"",
                   text="]]><script>alert(1)</script> \x00\x07\x0b bad \ufffe \U0001F600 &amp; </content>")
    (data_dir / "reviews.json").write_text(json.dumps(data))
    context.install(load_all(context))
    parsed = feedparser.parse((await fetch("/feed.xml")).body)
    assert parsed.bozo == 0, parsed.get("bozo_exception")
    assert "<script>" in parsed.entries[0].content[0].value  # kept as text, not markup
    feed = body_json(await fetch("/api/feed.json"))
    assert feed["items"][0]["_review"]["text"] == hostile["text"]


@pytest.mark.gen_test
async def test_feeds_hold_all_reviews_when_fewer_than_50(fetch, context, data_dir):
    data = sample()
    data["reviews"] = data["reviews"][:10]
    (data_dir / "reviews.json").write_text(json.dumps(data))
    context.install(load_all(context))
    expected = published(data["reviews"])
    feed = body_json(await fetch("/api/feed.json"))
    assert [i["id"] for i in feed["items"]] == [r["id"] for r in expected]
    assert len(feedparser.parse((await fetch("/feed.xml")).body).entries) == len(expected)


@pytest.mark.gen_test
async def test_rating_only_review_still_has_content_text(fetch):
    feed = body_json(await fetch("/api/feed.json"))
    silent = [i for i in feed["items"] if i["_review"]["text"] is None]
    assert silent, "the sample has rating-only reviews among the newest 50"
    assert all(i["content_text"] for i in silent)
