"""The pages for people over real HTTP: /summary, /llms.txt, /embed, /embed.js.

Expectations come from what the daemon serves as JSON (the same Snapshot), or from a small data dir
written here, never from the sample data's particular reviews.
"""
import base64
import gzip
import hashlib
import json
import re
import subprocess
import sys
import urllib.parse

import pytest

from reviewsd.dataset.snapshot import Snapshot
from reviewsd.dataset.watcher import load_all
from reviewsd.pages import render
from tests.conftest import ROOT, body_json, write_json
from tests.pagekit import parse

PAGES = ["/summary", "/llms.txt", "/embed", "/embed?limit=2&theme=dark&min_rating=4", "/embed.js"]
TYPES = {"/summary": "text/html; charset=UTF-8", "/llms.txt": "text/plain; charset=UTF-8",
         "/embed": "text/html; charset=UTF-8", "/embed.js": "text/javascript; charset=UTF-8"}


def review(n: int, rating: int, text, verified=True, day=None, reply=None, author=None) -> dict:
    return {"id": f"01TEST{n:020d}", "author": author or f"Customer {n}", "author_avatar_url": None,
            "rating": rating, "date": day or f"2026-01-{n % 28 + 1:02d}", "text": text, "source": "google",
            "source_url": None, "owner_reply": reply, "verified": verified}


def reload(context) -> None:
    context.install(load_all(context))


# ---------------------------------------------------------------- HTTP behaviour shared with the datasets

@pytest.mark.gen_test
@pytest.mark.parametrize("path", PAGES)
async def test_pages_have_validators_gzip_304s_and_head(fetch, path):
    get = await fetch(path)
    assert get.code == 200
    assert get.headers["Content-Type"] == TYPES[path.split("?")[0]]
    etag = get.headers["ETag"]
    assert re.fullmatch(r'"[0-9a-f]{32}"', etag)
    assert get.headers["Last-Modified"].endswith("GMT")
    assert get.headers["Access-Control-Allow-Origin"] == "*"
    assert "Set-Cookie" not in get.headers

    again = await fetch(path)
    assert again.headers["ETag"] == etag and again.body == get.body  # rendered once, not per request

    head = await fetch(path, method="HEAD")
    assert head.code == 200 and head.body == b""
    assert head.headers["ETag"] == etag

    for header in ({"If-None-Match": etag}, {"If-None-Match": f'"nope", W/{etag}'},
                   {"If-Modified-Since": get.headers["Last-Modified"]}):
        not_modified = await fetch(path, headers=header)
        assert not_modified.code == 304 and not_modified.body == b""

    zipped = await fetch(path, headers={"Accept-Encoding": "gzip"})
    assert zipped.headers["Vary"] == "Accept-Encoding"
    if len(get.body) >= 1024:
        assert zipped.headers["Content-Encoding"] == "gzip"
        assert gzip.decompress(zipped.body) == get.body
        assert zipped.headers["ETag"] != etag
        assert (await fetch(path, headers={"If-None-Match": zipped.headers["ETag"],
                                           "Accept-Encoding": "gzip"})).code == 304


@pytest.mark.gen_test
async def test_pages_change_with_the_data(fetch, context, data_dir):
    before = await fetch("/summary")
    doc = json.loads((data_dir / "reviews.json").read_text())
    doc["reviews"].append(review(1, 5, "A brand new review about the pages test.", day="2099-12-31"))
    write_json(data_dir / "reviews.json", doc)
    reload(context)
    after = await fetch("/summary")
    assert after.headers["ETag"] != before.headers["ETag"]
    assert parse(after.body).review_ids()[0] == "01TEST00000000000000000001"
    assert "A brand new review about the pages test." in parse(after.body).visible_text()
    assert (await fetch("/summary", headers={"If-None-Match": before.headers["ETag"]})).code == 200
    embed = await fetch("/embed?limit=1")
    assert parse(embed.body).review_ids() == ["01TEST00000000000000000001"]


@pytest.mark.gen_test
async def test_without_data_the_pages_are_503_but_the_script_is_served(fetch, context, options):
    context.snapshot = Snapshot.empty(options.base_url)
    for path in ("/summary", "/llms.txt", "/embed"):
        response = await fetch(path)
        assert response.code == 503
        assert body_json(response)["error"] == "no_data"
    assert (await fetch("/embed.js")).code == 200


# ---------------------------------------------------------------- /summary

@pytest.mark.gen_test
async def test_summary_shows_the_business_rating_and_newest_reviews(fetch):
    dataset = body_json(await fetch("/reviews.json"))
    response = await fetch("/summary")
    assert len(response.body) <= render.SUMMARY_MAX_BYTES
    page = parse(response.body)
    business, aggregate = dataset["business"], dataset["aggregate_rating"]

    assert page.all("html")[0]["lang"] == "en"
    assert page.headings[0] == (1, business["name"])
    assert [level for level, _ in page.headings].count(1) == 1
    text = page.visible_text()
    assert f"{aggregate['rating_value']:.1f}" in text
    assert f"from {aggregate['review_count']} verified reviews" in text
    for stars in range(1, 6):
        assert re.search(rf"\b{stars} stars? \d+%\s*{aggregate['distribution'][str(stars)]}\b", text)
    if business.get("phone"):
        assert business["phone"] in text

    newest = dataset["reviews"][:render.SUMMARY_REVIEWS]
    assert page.review_ids() == [r["id"] for r in newest]
    for r in newest:
        assert r["author"] in text
        if r["owner_reply"]:
            assert " ".join(r["owner_reply"]["text"].split()) in text

    hrefs = {a.get("href") for a in page.all("a")}
    for path in ("/reviews.json", "/feed.xml", "/api/feed.json", "/openapi.json", "/llms.txt"):
        assert any(h and h.endswith(path) for h in hrefs), path
    # Nothing is fetched from anywhere: no external stylesheet, script, image or font.
    assert not page.all("script", src=None) or all(a.get("type") == "application/ld+json" for a in page.all("script"))
    assert not [a for t, a in page.tags if t in ("img", "iframe") or (t == "link" and a.get("rel") == "stylesheet")]


@pytest.mark.gen_test
async def test_summary_json_ld_is_a_local_business_with_its_aggregate_rating(fetch):
    dataset = body_json(await fetch("/reviews.json"))
    (ld,) = parse((await fetch("/summary")).body).structured_data()
    assert ld["@context"] == "https://schema.org" and ld["@type"] == "LocalBusiness"
    assert ld["name"] == dataset["business"]["name"]
    rating = ld["aggregateRating"]
    assert rating == {"@type": "AggregateRating", "ratingValue": dataset["aggregate_rating"]["rating_value"],
                      "reviewCount": dataset["review_count"], "bestRating": 5, "worstRating": 1}
    assert [r["datePublished"] for r in ld["review"]] == [r["date"] for r in dataset["reviews"][:len(ld["review"])]]


@pytest.mark.gen_test
async def test_summary_shows_what_customers_say_only_with_insights(fetch, context):
    insights = await fetch("/insights.json")
    page = parse((await fetch("/summary")).body)
    headings = [text for _, text in page.headings]
    if insights.code == 200:
        assert "What customers say" in headings
        doc = body_json(insights)
        if doc.get("summary"):
            assert " ".join(doc["summary"].split()) in page.visible_text()
        for aspect in doc["aspects"]:
            if aspect["mention_count"]:
                assert aspect["label"] in page.visible_text()
    # And without them (whatever this Snapshot holds), the section is left out.
    context.snapshot.insights = None
    context.snapshot.render_pages()
    page = parse((await fetch("/summary")).body)
    assert "What customers say" not in [text for _, text in page.headings]


# ---------------------------------------------------------------- /llms.txt

@pytest.mark.gen_test
async def test_llms_txt_says_who_and_where_everything_is(fetch, base_url):
    dataset = body_json(await fetch("/reviews.json"))
    response = await fetch("/llms.txt")
    text = response.body.decode("utf-8")
    assert text.startswith(f"# {dataset['business']['name']}\n")
    assert f"{dataset['aggregate_rating']['rating_value']:.1f} out of 5" in text
    assert f"{base_url}/mcp" in text
    links = re.findall(r"\]\((http[^)\s]+)\)", text)
    paths = {urllib.parse.urlsplit(link).path for link in links}
    assert {"/reviews.json", "/feed.xml", "/api/feed.json", "/openapi.json", "/summary"} <= paths
    for link in links:
        assert link.startswith(base_url)
        assert (await fetch(link[len(base_url):])).code == 200, link


# ---------------------------------------------------------------- /embed

@pytest.mark.gen_test
@pytest.mark.parametrize("query", ["", "limit=1", "limit=20", "min_rating=4", "min_rating=3.5&limit=7",
                                   "min_rating=5&limit=3&theme=dark", "theme=light"])
async def test_embed_shows_the_newest_reviews_the_options_ask_for(fetch, query):
    options = dict(urllib.parse.parse_qsl(query))
    limit = int(options.get("limit", 5))
    search = f"/api/reviews/search?limit={limit}" + (f"&min_rating={options['min_rating']}"
                                                      if "min_rating" in options else "")
    expected = [r["id"] for r in body_json(await fetch(search))["reviews"]]
    response = await fetch("/embed?" + query)
    assert response.code == 200
    page = parse(response.body)
    assert page.review_ids() == expected
    assert page.all("html")[0]["class"] == options.get("theme", "light")


@pytest.mark.gen_test
@pytest.mark.parametrize("query,paths", [
    ("limit=0", [["limit"]]), ("limit=21", [["limit"]]), ("limit=abc", [["limit"]]), ("limit=2.5", [["limit"]]),
    ("min_rating=6", [["min_rating"]]), ("min_rating=nan", [["min_rating"]]), ("theme=blue", [["theme"]]),
    ("limit=1&limit=2", [["limit"]]), ("limit=99&theme=x&min_rating=0", [["limit"], ["min_rating"], ["theme"]]),
])
async def test_embed_refuses_bad_options_like_the_search(fetch, query, paths):
    response = await fetch("/embed?" + query)
    assert response.code == 400
    body = body_json(response)
    assert body["error"] == "invalid_request"
    assert [i["path"] for i in body["issues"]] == paths
    assert all(i["code"] and i["message"] for i in body["issues"])


@pytest.mark.gen_test
async def test_embed_may_be_framed_anywhere_and_runs_only_its_own_script(fetch):
    response = await fetch("/embed")
    assert "X-Frame-Options" not in response.headers
    csp = response.headers["Content-Security-Policy"]
    assert "frame-ancestors *" in csp and "default-src 'none'" in csp
    scripts = re.findall(rb"<script>(.*?)</script>", response.body, re.S)
    assert len(scripts) == 1
    digest = base64.b64encode(hashlib.sha256(scripts[0]).digest()).decode()
    assert f"script-src 'sha256-{digest}'" in csp
    summary_csp = (await fetch("/summary")).headers["Content-Security-Policy"]
    assert "default-src 'none'" in summary_csp and "script-src" not in summary_csp


@pytest.mark.gen_test
async def test_embed_variants_are_cached_per_snapshot_and_bounded(fetch, context):
    first = await fetch("/embed?limit=3")
    assert context.snapshot.pages.embed(3, 1, "light").etag == first.headers["ETag"]
    for limit in range(1, render.EMBED_LIMIT_MAX + 1):
        for min_rating in range(1, 6):
            assert (await fetch(f"/embed?limit={limit}&min_rating={min_rating}&theme=dark")).code == 200
    assert context.snapshot.pages.embed_variants_cached <= render.EMBED_CACHE_ENTRIES


@pytest.mark.gen_test
async def test_embed_script_inserts_a_frame_and_checks_message_origins(fetch):
    script = (await fetch("/embed.js")).body.decode()
    assert "createElement(\"iframe\")" in script
    assert "event.origin !== origin" in script and "event.source !== frame.contentWindow" in script
    assert "cookie" not in script.lower().replace("no cookies", "")


@pytest.mark.gen_test
async def test_pages_of_a_business_without_published_reviews(data_dir, context, fetch):
    (data_dir / "insights.json").unlink(missing_ok=True)
    write_json(data_dir / "reviews.json", {"business": {"name": "New & Co"},
                                           "reviews": [review(1, 2, "Not verified yet", verified=False)]})
    reload(context)
    summary = await fetch("/summary")
    assert summary.code == 200
    page = parse(summary.body)
    assert page.review_ids() == []
    assert "No verified reviews have been published yet." in page.visible_text()
    (ld,) = page.structured_data()
    assert ld["name"] == "New & Co" and "aggregateRating" not in ld and "review" not in ld
    assert "No verified customer reviews" in (await fetch("/llms.txt")).body.decode()
    embed = await fetch("/embed?min_rating=5")
    assert embed.code == 200 and parse(embed.body).review_ids() == []


# ---------------------------------------------------------------- what may never appear

@pytest.fixture
def hostile_data_dir(data_dir):
    """Verified reviews holding markup and oversized text, and one unverified review that must never
    show anywhere."""
    (data_dir / "insights.json").unlink(missing_ok=True)
    big = ("All good. " * 6000).strip()  # 60 KB: each text alone is over the 50 KB a page may have
    write_json(data_dir / "reviews.json", {
        "business": {"name": "Bob's </script><script>alert(1)</script> & <b>Co</b>",
                     "description": "We fix <img src=x onerror=alert(1)> things.\n# Not a heading",
                     "phone": "+1 555 0100", "url": "https://bob.example/"},
        "reviews": [
            review(1, 5, "Great <script>alert('x')</script> work </script><!-- and -->", day="2026-02-01",
                   reply={"text": "Thanks </script><b>bold</b>", "date": "2026-01-05"}),
            review(2, 4, big),
            *[review(10 + n, 3, f"{big} {n}", day=f"2025-12-{n + 1:02d}") for n in range(12)],
            review(3, 5, "UNVERIFIED-ZEBRA-TEXT-7731 never publish me", verified=False, day="2026-12-31",
                   author="Unverified Quokka", reply={"text": "UNVERIFIED-REPLY-4417", "date": "2026-12-31"}),
        ],
    })
    return data_dir


@pytest.mark.gen_test
async def test_review_text_is_escaped_and_pages_stay_small(hostile_data_dir, context, fetch):
    reload(context)
    summary = await fetch("/summary")
    assert summary.code == 200
    assert len(summary.body) <= render.SUMMARY_MAX_BYTES
    page = parse(summary.body)
    # Markup in any text is text: no element came from it.
    assert not [t for t, _ in page.tags if t in ("img", "b")]
    assert len(page.all("script")) == 1
    assert b"<script>alert" not in summary.body and b"<img" not in summary.body
    (ld,) = page.structured_data()
    assert ld["name"] == "Bob's </script><script>alert(1)</script> & <b>Co</b>"
    assert "</" not in page.json_ld[0]
    assert page.headings[0] == (1, "Bob's </script><script>alert(1)</script> & <b>Co</b>")
    assert page.review_ids()  # some reviews still shown, clipped
    for path in ("/embed?limit=20", "/embed?limit=20&theme=dark"):
        embed = await fetch(path)
        assert embed.code == 200
        assert not [t for t, _ in parse(embed.body).tags if t in ("img", "b")]
        assert len(embed.body) <= 2 * render.SUMMARY_MAX_BYTES
    llms = (await fetch("/llms.txt")).body.decode()
    assert "\n# Not a heading" not in llms  # one-line fields stay on their line


@pytest.mark.gen_test
async def test_nothing_from_an_unverified_review_appears(hostile_data_dir, context, fetch):
    reload(context)
    bodies = [(await fetch(p)).body for p in ("/summary", "/llms.txt", "/embed.js")]
    for limit in (1, 5, 20):
        for min_rating in (1, 4, 5):
            for theme in ("light", "dark"):
                response = await fetch(f"/embed?limit={limit}&min_rating={min_rating}&theme={theme}")
                assert response.code == 200
                bodies.append(response.body)
    for body in bodies:
        for secret in (b"UNVERIFIED-ZEBRA-TEXT-7731", b"Unverified Quokka", b"UNVERIFIED-REPLY-4417",
                       b"01TEST00000000000000000003"):
            assert secret not in body
    # The newest review is the unverified one (dated last): the pages start with the next.
    assert parse(bodies[0]).review_ids()[0] == "01TEST00000000000000000001"


def test_the_package_ships_its_templates(tmp_path):
    """What setup.py builds (the wheel's content) holds every template and script the pages read."""
    subprocess.run([sys.executable, "setup.py", "-q", "build_py", "-d", str(tmp_path)], cwd=ROOT, check=True,
                   capture_output=True)
    shipped = tmp_path / "reviewsd" / "pages"
    for folder in (render.TEMPLATES, render.STATIC):
        for source in folder.iterdir():
            assert (shipped / folder.name / source.name).read_bytes() == source.read_bytes()
