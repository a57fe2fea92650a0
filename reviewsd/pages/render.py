"""Render the pages for people from what a Snapshot holds.

`Pages` is built with the Snapshot (in the loader's worker, like every other body): the summary and
llms.txt are rendered there once, and so is the default widget. The other widget variants (a few
hundred at most: limit x min_rating x theme) are rendered on first request on the IOLoop and kept in a
small LRU, so a client cycling through them costs a render each, never unbounded memory.

Everything operator- or customer-written is clipped to a fixed length before it is rendered, so a
100 KB review text cannot make the summary a 100 KB page; the summary then drops reviews until it
fits SUMMARY_MAX_BYTES.
"""
import base64
import datetime
import hashlib
import json
import math
import re
from collections import OrderedDict
from pathlib import Path

import tornado.template

from reviewsd import __version__
from reviewsd.contract import routes
from reviewsd.web.representation import Representation

TEMPLATES = Path(__file__).with_name("templates")
STATIC = Path(__file__).with_name("static")
# Compiled once per process, at import: the code and the templates it was written for are read
# together (an upgrade in place never pairs new templates with a running old process), and no request
# pays for a compile. Autoescape is the default ("xhtml_escape"); llms.txt turns it off, being Markdown.
_loader = tornado.template.Loader(str(TEMPLATES))
_TEMPLATES = {name: _loader.load(name) for name in ("summary.html", "llms.txt", "embed.html")}

HTML_TYPE = "text/html; charset=UTF-8"
# text/plain rather than text/markdown: browsers show it instead of downloading it, and llms.txt
# readers take either.
LLMS_TYPE = "text/plain; charset=UTF-8"
JS_TYPE = "text/javascript; charset=UTF-8"

SUMMARY_MAX_BYTES = 50 * 1024
SUMMARY_REVIEWS = 10
ASPECTS_MAX = 12
LIST_MAX = 20  # categories, service areas: the first this many
EMBED_LIMIT_DEFAULT, EMBED_LIMIT_MAX = routes.EMBED_LIMIT_DEFAULT, routes.EMBED_LIMIT_MAX
EMBED_THEMES = routes.EMBED_THEMES
EMBED_CACHE_ENTRIES = 64
SUMMARY_TEXT_CHARS = 1200
EMBED_TEXT_CHARS = 400
FIELD_CHARS = 200
LONG_FIELD_CHARS = 1000

# The dark colours, for the widget's dark theme and for the summary on a system set to dark. Every
# text colour keeps a contrast of at least 4.5:1 on its background (tests/test_browser.py checks it).
DARK_PALETTE = ("--bg:#0d1117;--fg:#e6edf3;--muted:#9198a1;--line:#3d444d;--card:#151b23;--accent:#4493f8;"
                "--star:#d29922;--bar:#3fb950;")
DAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_SPACE = re.compile(r"\s+")


def clip(value, limit: int) -> str:
    """`value` as text of at most `limit` characters, cut at a word boundary with an ellipsis."""
    if not isinstance(value, str):
        return ""
    if len(value) <= limit:
        return value
    cut = value[:limit]
    space = cut.rfind(" ", limit // 2)
    return (cut[:space] if space > 0 else cut).rstrip() + "\u2026"


def line(value, limit: int = FIELD_CHARS) -> str:
    """One line of text: whitespace (newlines included) collapsed, clipped."""
    return clip(_SPACE.sub(" ", value).strip(), limit) if isinstance(value, str) else ""


def http_url(value) -> str | None:
    """A URL safe to put in an href: http(s) only (never javascript: or data:)."""
    if isinstance(value, str) and re.match(r"https?://[^\s]+\Z", value, re.I) and len(value) <= 2000:
        return value
    return None


def long_date(day: str) -> str:
    d = datetime.date.fromisoformat(day)
    return f"{d.day} {d.strftime('%B')} {d.year}"


def stars(rating: int) -> str:
    return "\u2605" * rating + "\u2606" * (5 - rating)


def newest_by_min_rating(reviews: list) -> dict[int, list]:
    """For each min_rating 1..5, the EMBED_LIMIT_MAX newest reviews rated at least that (reviews come
    newest first). All the pages ever show; one pass that stops once every list is full."""
    pool: dict[int, list] = {m: [] for m in range(1, 6)}
    open_lists = 5
    for review in reviews:
        for m in range(1, review["rating"] + 1):
            found = pool[m]
            if len(found) < EMBED_LIMIT_MAX:
                found.append(review)
                if len(found) == EMBED_LIMIT_MAX:
                    open_lists -= 1
        if not open_lists:
            break
    return pool


def _source_name(source: str) -> str:
    """"google" reads as "Google"; a name the operator capitalised themselves is kept as written."""
    return source.capitalize() if source.islower() else source


def review_view(review: dict, base_url: str, text_chars: int) -> dict:
    text = review["text"]
    reply = review["owner_reply"]
    author = line(review["author"], 80) or "Anonymous"
    return {
        "id": review["id"],
        "author": author,
        "initial": author[:1].upper(),
        "rating": review["rating"],
        "stars": stars(review["rating"]),
        "date": review["date"],
        "long_date": long_date(review["date"]),
        "paragraphs": [p for p in clip(text, text_chars).split("\n") if p.strip()] if text else [],
        "clipped": bool(text) and len(text) > text_chars,
        "source": _source_name(line(review["source"], 40)),
        "url": http_url(review["source_url"]) or base_url + routes.REVIEW.format(id=review["id"]),
        "reply": {"text": clip(reply["text"], text_chars), "date": reply["date"],
                  "long_date": long_date(reply["date"])} if reply else None,
    }


def business_view(business: dict, base_url: str) -> dict:
    address: dict = business["address"] if isinstance(business.get("address"), dict) else {}
    address = {k: line(address.get(k)) for k in ("street", "city", "region", "postal_code", "country")}
    hours: dict = business["hours"] if isinstance(business.get("hours"), dict) else {}
    region = " ".join(x for x in (address["region"], address["postal_code"]) if x)
    locality = ", ".join(x for x in (address["city"], region) if x)
    address_lines = [x for x in (address["street"], locality, address["country"]) if x]
    return {
        "name": line(business["name"]) or "This business",
        "address_lines": address_lines,
        "address_text": ", ".join(address_lines),
        "url": http_url(business.get("url")),
        "phone": line(business.get("phone"), 40),
        "email": line(business.get("email"), 120),
        "description": line(business.get("description"), LONG_FIELD_CHARS),
        "address": address if any(address.values()) else None,
        "hours": [(day.capitalize(), line(hours[day], 40)) for day in DAYS if isinstance(hours.get(day), str)],
        "service_areas": [line(a, 80) for a in business.get("service_areas") or [] if isinstance(a, str)][:LIST_MAX],
        "categories": [line(c, 80) for c in business.get("categories") or [] if isinstance(c, str)][:LIST_MAX],
    }


def insights_view(insights: dict | None) -> dict | None:
    """What customers say, from the insights; None when there are none (the section is left out)."""
    if not insights:
        return None
    aspects = []
    for a in insights.get("aspects") or []:
        if a.get("mention_count"):
            aspects.append({"label": line(a.get("label"), 80), "mentions": a["mention_count"],
                            "positive_pct": round(float(a.get("positive_pct") or 0)),
                            "phrases": [line(p, 80) for p in (a.get("top_phrases") or [])[:3]]})
    aspects.sort(key=lambda a: -a["mentions"])
    view = {"summary": clip(insights.get("summary"), LONG_FIELD_CHARS),
            "pull_quote": clip(insights.get("pull_quote"), LONG_FIELD_CHARS),
            "summary_line": line(insights.get("summary"), LONG_FIELD_CHARS),
            "pull_quote_line": line(insights.get("pull_quote"), LONG_FIELD_CHARS),
            "aspects": aspects[:ASPECTS_MAX]}
    return view if view["summary"] or view["pull_quote"] or view["aspects"] else None


def _script_json(value) -> str:
    """JSON safe inside <script>: no "</script>" or "<!--" can end or confuse the element early."""
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


def json_ld(view: dict, aggregate: dict, reviews: list, base_url: str) -> str:
    """schema.org LocalBusiness with its AggregateRating and the reviews shown on the page."""
    doc = {"@context": "https://schema.org", "@type": "LocalBusiness", "name": view["name"],
           "url": view["url"] or base_url + routes.SUMMARY}
    for key, field in (("telephone", "phone"), ("email", "email"), ("description", "description")):
        if view[field]:
            doc[key] = view[field]
    if view["address"]:
        a = view["address"]
        doc["address"] = {"@type": "PostalAddress", "streetAddress": a["street"], "addressLocality": a["city"],
                          "addressRegion": a["region"], "postalCode": a["postal_code"],
                          "addressCountry": a["country"]}
    spec = []
    for day, value in view["hours"]:
        m = re.fullmatch(r"(\d\d:\d\d)-(\d\d:\d\d)", value)
        if m:
            spec.append({"@type": "OpeningHoursSpecification", "dayOfWeek": f"https://schema.org/{day}",
                         "opens": m.group(1), "closes": m.group(2)})
    if spec:
        doc["openingHoursSpecification"] = spec
    if view["service_areas"]:
        doc["areaServed"] = view["service_areas"]
    if aggregate["review_count"]:
        doc["aggregateRating"] = {"@type": "AggregateRating", "ratingValue": aggregate["rating_value"],
                                  "reviewCount": aggregate["review_count"], "bestRating": 5, "worstRating": 1}
    if reviews:
        doc["review"] = [{
            "@type": "Review", "author": {"@type": "Person", "name": r["author"]}, "datePublished": r["date"],
            "reviewRating": {"@type": "Rating", "ratingValue": r["rating"], "bestRating": 5, "worstRating": 1},
            **({"reviewBody": "\n".join(r["paragraphs"])} if r["paragraphs"] else {}),
        } for r in reviews]
    return _script_json(doc)


def distribution_view(aggregate: dict) -> list:
    total = aggregate["review_count"] or 1
    return [{"stars": s, "count": aggregate["distribution"][str(s)],
             "pct": round(100 * aggregate["distribution"][str(s)] / total)} for s in range(5, 0, -1)]


def _csp_hash(script: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(script.encode()).digest()).decode() + "'"


# The widget's only script: it tells the embedding page how tall the widget is, whenever that changes.
# Inline, so the widget costs one request, and allowed by its hash in the Content-Security-Policy.
EMBED_SCRIPT = (STATIC / "embed-frame.js").read_text(encoding="utf-8").strip()
# Pages need no scripts of their own, and nothing from elsewhere: CSS is inline, the icon a data: URL.
SUMMARY_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'"
# The widget may be framed by any site (it is made for that), and runs only its own inline script.
EMBED_CSP = (f"default-src 'none'; style-src 'unsafe-inline'; img-src data:; script-src {_csp_hash(EMBED_SCRIPT)}; "
             "base-uri 'none'; form-action 'none'; frame-ancestors *")


def _representation(body: bytes, changed_at, content_type: str, prerendered: bool):
    # Imported here: the Snapshot module builds Pages, so it cannot be imported at the top.
    if prerendered:  # compressed now, in the loader's worker, like the datasets
        return Representation.prerendered(body, changed_at, content_type)
    return Representation(body, changed_at, content_type)


class Pages:
    """The pages of one Snapshot. Built from its business, rating and insights, and from `pool` (the
    newest reviews per min_rating: see newest_by_min_rating). `changed_at` is their Last-Modified:
    when the reviews or the insights last changed, whichever is later."""

    def __init__(self, snapshot, pool: dict[int, list], changed_at: datetime.datetime):
        self.pool = pool
        self.changed_at = changed_at
        self.base_url = snapshot.base_url
        self.business = business_view(snapshot.business, snapshot.base_url)
        self.aggregate = snapshot.aggregate_rating
        self.insights = insights_view(snapshot.insights)
        self.summary = _representation(self._render_summary(), changed_at, HTML_TYPE, True)
        self.llms = _representation(self._render_llms(), changed_at, LLMS_TYPE, True)
        self._embeds: OrderedDict = OrderedDict()
        self._embeds[(EMBED_LIMIT_DEFAULT, 1, "light")] = _representation(
            self._render_embed(EMBED_LIMIT_DEFAULT, 1, "light"), changed_at, HTML_TYPE, True)

    def _common(self) -> dict:
        return {"business": self.business, "aggregate": self.aggregate, "insights": self.insights,
                "base_url": self.base_url, "version": __version__, "dark_palette": DARK_PALETTE,
                "rating": (f"{self.aggregate['rating_value']:.1f}" if self.aggregate["review_count"] else None),
                # Half stars round up (4.5 shows five), unlike Python's round() which rounds to even.
                "rating_stars": (stars(int(self.aggregate["rating_value"] + 0.5))
                                 if self.aggregate["review_count"] else "")}

    def _render_summary(self) -> bytes:
        newest = self.pool[1][:SUMMARY_REVIEWS]
        body = b""
        for count in (len(newest), len(newest) // 2, 2, 0):
            reviews = [review_view(r, self.base_url, SUMMARY_TEXT_CHARS) for r in newest[:count]]
            body = _TEMPLATES["summary.html"].generate(
                **self._common(), reviews=reviews, distribution=distribution_view(self.aggregate),
                json_ld=json_ld(self.business, self.aggregate, reviews, self.base_url))
            if len(body) <= SUMMARY_MAX_BYTES:
                break
        return body

    def _render_llms(self) -> bytes:
        return _TEMPLATES["llms.txt"].generate(**self._common())

    def _render_embed(self, limit: int, min_stars: int, theme: str) -> bytes:
        reviews = [review_view(r, self.base_url, EMBED_TEXT_CHARS) for r in self.pool[min_stars][:limit]]
        return _TEMPLATES["embed.html"].generate(
            **self._common(), reviews=reviews, theme=theme, min_stars=min_stars, script=EMBED_SCRIPT)

    def embed(self, limit: int, min_rating: float, theme: str):
        """The widget for these options (a Representation), from the LRU or rendered now. min_rating
        is a number like the search's, but ratings are whole stars, so 3.5 shows what 4 shows and
        shares its entry. Called on the IOLoop thread only, so the LRU needs no lock."""
        key = (limit, max(1, min(5, math.ceil(min_rating))), theme)
        rep = self._embeds.get(key)
        if rep is not None:
            self._embeds.move_to_end(key)
            return rep
        rep = _representation(self._render_embed(*key), self.changed_at, HTML_TYPE, False)
        self._embeds[key] = rep
        while len(self._embeds) > EMBED_CACHE_ENTRIES:
            self._embeds.popitem(last=False)
        return rep

    @property
    def embed_variants_cached(self) -> int:
        return len(self._embeds)
