"""JSON Feed 1.1 and Atom 1.0 documents of the newest reviews.

Both are rendered once per Snapshot from the same list of review dicts, so they always agree.
"""
import re
from xml.sax.saxutils import escape, quoteattr

from reviewsd import jsonutil
from reviewsd.contract.routes import ATOM_FEED, FEED_SIZE, JSON_FEED, JSON_FEED_VERSION, REVIEWS

# Characters XML 1.0 forbids even when escaped; a review text holding one must not break the feed.
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff\ud800-\udfff]")


def review_url(review: dict, base_url: str) -> str:
    """The review's own page where its source gives one, else its place in our dataset."""
    return review["source_url"] or f"{base_url}{REVIEWS}#{review['id']}"


def review_title(review: dict) -> str:
    stars = "\u2605" * review["rating"] + "\u2606" * (5 - review["rating"])
    return f"{stars} {review['rating']}/5 from {review['author']}"


def review_text(review: dict) -> str:
    body = review["text"]
    if body is None:
        body = f"Rated {review['rating']} out of 5 stars, without comment."
    if review["owner_reply"]:
        body += f"\n\nReply from the owner ({review['owner_reply']['date']}): {review['owner_reply']['text']}"
    return body


def rfc3339_date(day: str) -> str:
    return f"{day}T00:00:00Z"


def review_updated(review: dict) -> str:
    """An owner reply updates the entry as feed readers see it."""
    reply = review["owner_reply"]
    return rfc3339_date(max(review["date"], reply["date"]) if reply else review["date"])


def latest_update(reviews: list) -> str | None:
    """When the newest entries last changed: the Atom feed's <updated>. Unlike the file's own
    change time, an edit outside the 50 newest reviews leaves the feed, and its ETag, as it was."""
    return max((review_updated(r) for r in reviews), default=None)


def json_feed(business: dict, reviews: list, base_url: str, hub_url: str) -> bytes:
    feed = {
        "version": JSON_FEED_VERSION,
        "title": f"Reviews of {business['name']}",
        "home_page_url": business.get("url") or base_url,
        "feed_url": f"{base_url}{JSON_FEED}",
        "description": f"The {FEED_SIZE} newest verified customer reviews of {business['name']}.",
        "language": "en",
        "hubs": [{"type": "WebSub", "url": hub_url}],
        "items": [{
            "id": review["id"],
            "url": review_url(review, base_url),
            "title": review_title(review),
            "content_text": review_text(review),
            "date_published": rfc3339_date(review["date"]),
            "date_modified": review_updated(review),
            "authors": [{"name": review["author"], **({"avatar": review["author_avatar_url"]}
                                                      if review["author_avatar_url"] else {})}],
            "_review": review,
        } for review in reviews],
    }
    return jsonutil.dumps(feed)


def _x(value: str) -> str:
    return escape(_NOT_XML.sub("\ufffd", value))


def _attr(value: str) -> str:
    return quoteattr(_NOT_XML.sub("\ufffd", value))


def atom_feed(business: dict, reviews: list, base_url: str, hub_url: str, updated: str) -> bytes:
    feed_url = f"{base_url}{ATOM_FEED}"
    home = business.get("url") or base_url
    lines = [
        '<?xml version="1.0" encoding="utf-8"?>',
        '<feed xmlns="http://www.w3.org/2005/Atom">',
        f"  <id>{_x(feed_url)}</id>",
        f"  <title>{_x('Reviews of ' + business['name'])}</title>",
        f"  <subtitle>{_x(f'The {FEED_SIZE} newest verified customer reviews.')}</subtitle>",
        f"  <updated>{updated}</updated>",
        f"  <link rel=\"self\" type=\"application/atom+xml\" href={_attr(feed_url)}/>",
        f"  <link rel=\"hub\" href={_attr(hub_url)}/>",
        f"  <link rel=\"alternate\" type=\"text/html\" href={_attr(home)}/>",
        f"  <author><name>{_x(business['name'])}</name></author>",
        '  <generator>reviewsd</generator>',
    ]
    for review in reviews:
        url = review_url(review, base_url)
        lines += [
            "  <entry>",
            f"    <id>{_x(base_url + REVIEWS + '#' + review['id'])}</id>",
            f"    <title>{_x(review_title(review))}</title>",
            f"    <link rel=\"alternate\" href={_attr(url)}/>",
            f"    <published>{rfc3339_date(review['date'])}</published>",
            f"    <updated>{review_updated(review)}</updated>",
            f"    <author><name>{_x(review['author'] or 'Anonymous')}</name></author>",
            f"    <content type=\"text\">{_x(review_text(review))}</content>",
            "  </entry>",
        ]
    lines.append("</feed>\n")
    return "\n".join(lines).encode("utf-8")
