"""The pages in a real browser: headless Chromium against the real daemon.

- /summary: its DOM and accessibility basics (lang, one h1, heading order, landmarks, labels, text
  alternatives, contrast), no request anywhere but the daemon, readable with scripts off.
- the widget: a page on ANOTHER origin (127.0.0.2) holding the one-line snippet shows the right
  reviews in a frame sized to its content, sets no cookie, and falls back to a link with scripts off.

Screenshots of both pages are written to the test's tmp_path, and to $REVIEWSD_SCREENSHOTS when set
(look at them after a change to the templates).
"""
import asyncio
import http.server
import json
import os
import shutil
import threading
import urllib.parse
from pathlib import Path

import pytest

from tests import browser
from tests.conftest import write_json

pytestmark = pytest.mark.skipif(browser.CHROMIUM is None, reason=browser.SKIP_REASON)

UNVERIFIED_TEXT = "UNVERIFIED-OKAPI-TEXT-5521 must never be shown"


@pytest.fixture
def daemon(daemon_factory, data_dir):
    """The real daemon over the sample data plus one unverified review, the newest of all."""
    doc = json.loads((data_dir / "reviews.json").read_text())
    doc["reviews"].append({
        "id": "01UNVERIFIEDOKAPI000000000", "author": "Okapi Unverified", "author_avatar_url": None, "rating": 5,
        "date": "2099-01-01", "text": UNVERIFIED_TEXT, "source": "google", "source_url": None,
        "owner_reply": None, "verified": False})
    write_json(data_dir / "reviews.json", doc)
    return daemon_factory(data_dir).start()


class Site:
    """Another origin: a tiny HTTP server on 127.0.0.2 serving one HTML page."""

    def __init__(self, html: str):
        body = html.encode()

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self):
                self.send_response(200)
                self.send_header("Content-Type", "text/html; charset=utf-8")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args):
                pass

        self.server = http.server.ThreadingHTTPServer(("127.0.0.2", 0), Handler)
        self.url = f"http://127.0.0.2:{self.server.server_address[1]}/"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def close(self):
        self.server.shutdown()
        self.server.server_close()
        self.thread.join(10)


def snippet(daemon, **data) -> str:
    attributes = "".join(f' data-{name}="{value}"' for name, value in data.items())
    return (f'<script src="{daemon.url}/embed.js"{attributes} async></script>'
            f'<noscript><a href="{daemon.url}/summary">Read our customer reviews</a></noscript>')


@pytest.fixture
def site(daemon):
    page = Site(f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>A plumber's own site</title>
<style>body{{font-family:sans-serif;background:#eef2f7;margin:2rem}} .col{{max-width:42rem}}</style></head>
<body><div class="col"><h1>Welcome to our site</h1><p>What our customers say:</p>
{snippet(daemon, limit=3, min_rating=4)}
<p>And the newest two with two stars or more, in dark:</p>
{snippet(daemon, limit=2, theme="dark", **{"min-rating": 2})}
<p>The end of the page.</p></div></body></html>""")
    yield page
    page.close()


def keep(path: Path) -> None:
    target = os.environ.get("REVIEWSD_SCREENSHOTS")
    if target:
        Path(target).mkdir(parents=True, exist_ok=True)
        shutil.copy(path, Path(target) / path.name)


def run(coroutine_function, tmp_path):
    """Run a test body with a Browser that is always closed (every Chromium process ended)."""
    async def main():
        chromium = browser.Browser(tmp_path)
        try:
            await chromium.connect()
            return await coroutine_function(chromium)
        finally:
            await chromium.close()
    return asyncio.run(main())


async def scripts_off(chromium, url: str) -> str:
    page = await chromium.new_page(scripts=False)
    await page.navigate(url)
    return await page.html()


def origin(url: str) -> str:
    parts = urllib.parse.urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}"


# What the summary's accessibility check looks at, computed by the browser itself.
A11Y = r"""(() => {
  const parse = c => (c.match(/[\d.]+/g) || []).map(Number);
  const lum = ([r, g, b]) => [r, g, b]
      .map(v => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; })
      .reduce((s, v, i) => s + v * [0.2126, 0.7152, 0.0722][i], 0);
  const background = el => {
    for (; el; el = el.parentElement) {
      const c = parse(getComputedStyle(el).backgroundColor);
      if (c.length === 3 || c[3] > 0) return c.slice(0, 3);
    }
    return [255, 255, 255];
  };
  const lowContrast = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const el = walker.currentNode.parentElement;
    if (!walker.currentNode.textContent.trim() || !el.getClientRects().length) continue;
    const style = getComputedStyle(el);
    const [a, b] = [lum(parse(style.color).slice(0, 3)), lum(background(el))];
    const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    const large = parseFloat(style.fontSize) >= 24 || (parseFloat(style.fontSize) >= 18.66 && +style.fontWeight >= 700);
    if (ratio < (large ? 3 : 4.5)) lowContrast.push([walker.currentNode.textContent.trim().slice(0, 40), ratio]);
  }
  const ids = [...document.querySelectorAll("[id]")].map(e => e.id);
  const all = (selector, bad) => [...document.querySelectorAll(selector)].filter(bad).length;
  const named = e => e.getAttribute("aria-labelledby") || e.getAttribute("aria-label");
  return {
    lang: document.documentElement.lang,
    title: document.title,
    levels: [...document.querySelectorAll("h1,h2,h3,h4,h5,h6")].map(h => +h.tagName[1]),
    landmarks: ["header", "main", "footer", "nav"].filter(s => document.querySelector(s)),
    imagesWithoutAlt: document.querySelectorAll("img:not([alt])").length,
    unnamedImages: all("[role=img]", e => !e.getAttribute("aria-label")),
    emptyLinks: all("a[href]", a => !a.textContent.trim() && !a.getAttribute("aria-label")),
    unlabelledRegions: all("section,nav", e => !named(e)),
    brokenLabels: all("[aria-labelledby]", e => !document.getElementById(e.getAttribute("aria-labelledby"))),
    tablesWithoutHeaders: all("table", t => !t.querySelector("th[scope]") || !t.caption),
    duplicateIds: ids.length - new Set(ids).size,
    scripts: [...document.scripts].map(s => s.type),
    reviewIds: [...document.querySelectorAll("[data-review-id]")].map(e => e.dataset.reviewId),
    h1: document.querySelector("h1").textContent.trim(),
    lowContrast,
    text: document.body.innerText,
  };
})()"""


def test_summary_in_a_browser_is_accessible_and_self_contained(daemon, tmp_path):
    dataset = daemon.json("/reviews.json")

    async def body(chromium):
        page = await chromium.new_page()
        await page.navigate(f"{daemon.url}/summary")
        report = await page.evaluate(A11Y)
        requests = [e["params"]["request"]["url"] for e in page.events if e["method"] == "Network.requestWillBeSent"]
        problems = [e["params"]["entry"] for e in page.events
                    if e["method"] == "Log.entryAdded" and e["params"]["entry"]["level"] == "error"]
        keep(await page.screenshot(tmp_path / "summary.png", 1000))
        # The same page in dark mode keeps its contrast.
        await page.send("Emulation.setEmulatedMedia", features=[{"name": "prefers-color-scheme", "value": "dark"}])
        dark = await page.evaluate(A11Y)
        keep(await page.screenshot(tmp_path / "summary-dark.png", 420))
        # Reflow (WCAG 1.4.10): at 320 CSS pixels nothing needs scrolling sideways.
        await page.send("Emulation.setDeviceMetricsOverride", width=320, height=800, deviceScaleFactor=1,
                        mobile=True)
        overflow = await page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
        return report, requests, problems, dark, overflow

    report, requests, problems, dark, overflow = run(body, tmp_path)
    assert overflow <= 0, f"the page is {overflow}px wider than a 320px screen"
    assert report["lang"] == "en"
    assert dataset["business"]["name"] in report["title"]
    assert report["h1"] == dataset["business"]["name"]
    levels = report["levels"]
    assert levels[0] == 1 and levels.count(1) == 1
    assert all(b <= a + 1 for a, b in zip(levels, levels[1:], strict=False)), f"a heading level is skipped: {levels}"
    assert set(report["landmarks"]) == {"header", "main", "footer", "nav"}
    for count in ("imagesWithoutAlt", "unnamedImages", "emptyLinks", "unlabelledRegions", "brokenLabels",
                  "tablesWithoutHeaders", "duplicateIds"):
        assert report[count] == 0, count
    assert report["lowContrast"] == [] and dark["lowContrast"] == []
    assert report["scripts"] == ["application/ld+json"]  # no script runs: nothing needs JavaScript
    assert report["reviewIds"] == [r["id"] for r in dataset["reviews"][:len(report["reviewIds"])]]
    assert report["reviewIds"]
    assert UNVERIFIED_TEXT not in report["text"]
    # Nothing but the page itself was fetched: no fonts, styles, images or icons from anywhere.
    assert requests == [f"{daemon.url}/summary"]
    assert problems == []


def test_summary_reads_the_same_with_scripts_off(daemon, tmp_path):
    dataset = daemon.json("/reviews.json")
    dom = run(lambda chromium: scripts_off(chromium, f"{daemon.url}/summary"), tmp_path)
    assert f"<h1>{dataset['business']['name'].replace('&', '&amp;')}</h1>" in dom
    assert f'data-review-id="{dataset["reviews"][0]["id"]}"' in dom


def test_a_site_on_another_origin_shows_the_widget_with_the_right_reviews(daemon, site, tmp_path):
    def newest(query):
        return [r["id"] for r in daemon.json(f"/api/reviews/search?{query}")["reviews"]]
    expected = {
        "limit=3&min_rating=4": newest("min_rating=4&limit=3"),
        "limit=2&min_rating=2&theme=dark": newest("min_rating=2&limit=2"),  # from data-min-rating
    }
    assert origin(site.url) != origin(daemon.url)

    widget = """(() => {
      const box = document.getElementById("reviewsd-widget");
      return box && {ids: [...document.querySelectorAll("[data-review-id]")].map(e => e.dataset.reviewId),
                     height: box.getBoundingClientRect().height, theme: document.documentElement.className,
                     cookie: document.cookie, text: document.body.innerText, origin: location.origin};
    })()"""
    frames_on_host = """(() => {
      const frames = [...document.querySelectorAll("iframe")];
      return frames.length === 2 && frames.every(f => Math.abs(f.getBoundingClientRect().height - 320) > 1)
        && frames.map(f => ({src: f.src, height: f.getBoundingClientRect().height, title: f.title,
                             next: f.nextElementSibling && f.nextElementSibling.tagName}));
    })()"""
    # ... and the same frames once each is as tall as its widget (TALL: each query's widget height), give or take
    # a pixel or two
    frames_as_tall_as = """(() => {
      const frames = [...document.querySelectorAll("iframe")].map(f => ({src: f.src,
        height: f.getBoundingClientRect().height, title: f.title,
        next: f.nextElementSibling && f.nextElementSibling.tagName}));
      return Object.entries(TALL).every(([query, height]) =>
        frames.some(f => f.src.includes(query) && Math.abs(f.height - height) <= 2)) && frames;
    })()"""

    async def body(chromium):
        page = await chromium.new_page()
        await page.navigate(site.url)
        host_frames = await page.until(frames_on_host)  # both resized from their initial 320px
        assert host_frames, "the widgets were not inserted, or never resized"
        found = {}
        for query in expected:
            (frame,) = await chromium.frames(page, query)
            found[query] = await frame.until(widget)
            found[query]["a11y"] = await frame.evaluate(A11Y)
        # The widget reports its height again whenever its layout settles (a ResizeObserver): the frames are read
        # once they have followed it, not at the first report (seen at 2830px for a widget of 454px on a busy machine).
        tall = json.dumps({query: found[query]["height"] for query in expected})
        host_frames = await page.until(frames_as_tall_as.replace("TALL", tall)) or host_frames
        host_cookie = await page.evaluate("document.cookie")
        cookies = (await chromium.send("Storage.getCookies", {}))["cookies"]
        requests = [e["params"]["request"]["url"] for e in page.events if e["method"] == "Network.requestWillBeSent"]
        keep(await page.screenshot(tmp_path / "embedding-page.png", 900))
        return host_frames, found, host_cookie, cookies, requests

    host_frames, found, host_cookie, cookies, requests = run(body, tmp_path)
    for query, ids in expected.items():
        assert found[query]["ids"] == ids, query
        assert found[query]["origin"] == origin(daemon.url)
        assert UNVERIFIED_TEXT not in found[query]["text"]
        a11y = found[query]["a11y"]
        assert a11y["lang"] == "en" and a11y["lowContrast"] == [] and a11y["unnamedImages"] == 0
        assert a11y["emptyLinks"] == 0 and a11y["levels"] == [1]
    assert found["limit=2&min_rating=2&theme=dark"]["theme"] == "dark"
    assert found["limit=3&min_rating=4"]["theme"] == "light"
    for frame in host_frames:
        assert frame["src"].startswith(f"{daemon.url}/embed?")
        assert frame["next"] == "SCRIPT"  # inserted where the script stands
        assert frame["title"]
    # Each frame is as tall as its widget (the postMessage resize), give or take a pixel.
    heights = {q: next(f["height"] for f in host_frames if q in f["src"]) for q in expected}
    for query in expected:
        assert abs(heights[query] - found[query]["height"]) <= 2, (heights, found[query]["height"])
    assert host_cookie == "" and cookies == [] and all(not f["cookie"] for f in found.values())
    # The host page fetched only from itself and the daemon.
    assert {origin(url) for url in requests} <= {origin(site.url), origin(daemon.url)}


def test_with_scripts_off_the_snippet_is_a_link(daemon, site, tmp_path):
    dom = run(lambda chromium: scripts_off(chromium, site.url), tmp_path)
    assert "<iframe" not in dom
    assert f'<a href="{daemon.url}/summary">Read our customer reviews</a>' in dom
