"""Google Business Profile reviews JSON: the answer of the API's reviews.list (or Takeout's copy of it).

`{"reviews": [{"reviewId", "reviewer": {"displayName", "profilePhotoUrl", "isAnonymous"}, "starRating":
"ONE".."FIVE", "comment", "createTime", "updateTime", "reviewReply": {"comment", "updateTime"}}], ...}`,
one page of it or a list of pages. Google only lists reviews it shows, so every one is verified.
"""
import datetime
import json
import re

from reviewsd.publish.record import ExportError, Record, shown

STARS = {"ONE": 1, "TWO": 2, "THREE": 3, "FOUR": 4, "FIVE": 5}
ANONYMOUS = "Anonymous"
FIELD_NAMES = {"id": "reviewId", "owner_reply": "reviewReply", "author": "reviewer.displayName",
               "author_avatar_url": "reviewer.profilePhotoUrl",
               "rating": "starRating", "date": "createTime", "text": "comment",
               "owner_reply.text": "reviewReply.comment", "owner_reply.date": "reviewReply.updateTime"}
# RFC 3339 as Google writes it: "2026-11-21T17:02:45.123456789Z" (up to nanoseconds) or an offset.
_TIMESTAMP = re.compile(r"(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(?:\.(\d{1,9}))?(Z|[+-]\d\d:\d\d)\Z", re.I)


def timestamp(value) -> datetime.datetime | None:
    match = _TIMESTAMP.match(value) if isinstance(value, str) else None
    if not match:
        return None
    whole, fraction, zone = match.groups()
    zone = "+00:00" if zone.upper() == "Z" else zone
    try:
        when = datetime.datetime.fromisoformat(whole + zone)
    except ValueError:  # 2026-02-30 and the like
        return None
    return when.replace(microsecond=int((fraction or "0")[:6].ljust(6, "0")))


def pages(document) -> list:
    if isinstance(document, dict):
        return [document]
    if isinstance(document, list) and all(isinstance(p, dict) for p in document):
        return document
    raise ExportError("not a Google Business Profile reviews export: expected an object with a \"reviews\" "
                      "list, or a list of such pages")


def parse(raw: bytes) -> list[Record]:
    try:
        document = json.loads(raw.decode("utf-8-sig"))
    except UnicodeDecodeError as e:
        raise ExportError(f"not UTF-8 text (byte {e.start})") from None
    except json.JSONDecodeError as e:
        raise ExportError(f"not valid JSON (line {e.lineno} column {e.colno}: {e.msg})") from None
    except RecursionError:
        raise ExportError("not a reviews export: nested too deeply") from None
    found = pages(document)
    records: list[Record] = []
    for p, page in enumerate(found):
        reviews = page.get("reviews", [])  # a page past the last review has none
        prefix = f"[{p}]." if isinstance(document, list) else ""
        if not isinstance(reviews, list):
            raise ExportError(f"{prefix}reviews: must be a list")
        records.extend(review(item, f"{prefix}reviews[{i}]") for i, item in enumerate(reviews))
    return records


def review(item, where: str) -> Record:
    record = Record(where, "google", None, None, {}, field_names=FIELD_NAMES)
    if not isinstance(item, dict):
        record.problem("$", "must be a JSON object")
        return record
    source_id = item.get("reviewId")
    if not isinstance(source_id, str) or not source_id.strip():
        record.problem("id", "missing: it is what makes a re-import find the same review")
    else:
        record.source_id = source_id
    reviewer: dict = item["reviewer"] if isinstance(item.get("reviewer"), dict) else {}
    anonymous = reviewer.get("isAnonymous") is True or not reviewer.get("displayName")
    record.created = timestamp(item.get("createTime"))
    if record.created is None:
        record.problem("date", "must be an RFC 3339 time such as 2026-11-21T17:02:45Z, "
                               f"not {shown(item.get('createTime'))}")
    rating = STARS.get(str(item.get("starRating")))
    if rating is None:
        record.problem("rating", f"must be ONE, TWO, THREE, FOUR or FIVE, not {shown(item.get('starRating'))}")
    reply = item.get("reviewReply")
    record.review = {
        "author": ANONYMOUS if anonymous else reviewer.get("displayName"),
        "author_avatar_url": None if anonymous else reviewer.get("profilePhotoUrl") or None,
        "rating": rating,
        "date": record.created.astimezone(datetime.timezone.utc).date().isoformat() if record.created else None,
        "text": item.get("comment") or None,
        "source": "google",
        "source_url": None,  # Google gives no public address for one review
        "owner_reply": owner_reply(reply, record) if reply else None,
        "verified": True,
    }
    return record


def owner_reply(reply, record: Record):
    if not isinstance(reply, dict):
        record.problem("owner_reply", "must be an object with comment and updateTime")
        return None
    when = timestamp(reply.get("updateTime"))
    if when is None:
        record.problem("owner_reply.date", f"must be an RFC 3339 time, not {shown(reply.get('updateTime'))}")
    day = when.astimezone(datetime.timezone.utc).date().isoformat() if when else None
    return {"text": reply.get("comment"), "date": day}
