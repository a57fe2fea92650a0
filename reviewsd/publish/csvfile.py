"""CSV exports: UTF-8 with this header row (any column order), one review per record.

    source_id,author,rating,date,text,source,source_url,reply_text,reply_date,verified

Quoted fields may hold commas, quotes ("") and line breaks; a byte-order mark and CRLF line ends (as
spreadsheets save them) are fine. An empty `text` is a rating-only review, an empty `author` an
anonymous one, empty `reply_text` and `reply_date` no owner reply.
"""
import contextlib
import csv
import datetime
import io
import re

from reviewsd.publish.record import ExportError, Record, shown

COLUMNS = ("source_id", "author", "rating", "date", "text", "source", "source_url", "reply_text",
           "reply_date", "verified")
# Longer than any review a platform accepts (Google: 4,096 characters), short enough that a hostile
# file cannot make one field cost much; the whole file is bounded by the caller.
MAX_FIELD_CHARS = 100_000
ANONYMOUS = "Anonymous"
FIELD_NAMES = {"id": "source_id", "owner_reply": "reply_text", "owner_reply.text": "reply_text",
               "owner_reply.date": "reply_date"}
TRUE, FALSE = {"true", "yes", "1"}, {"false", "no", "0"}
_DAY = re.compile(r"\d{4}-\d\d-\d\d")


@contextlib.contextmanager
def _field_limit(limit: int):
    previous = csv.field_size_limit(limit)  # process-wide in the csv module: put it back after
    try:
        yield
    finally:
        csv.field_size_limit(previous)


def parse(raw: bytes) -> list[Record]:
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise ExportError(f"not UTF-8 text (byte {e.start}); save the file as \"CSV UTF-8\"") from None
    with _field_limit(MAX_FIELD_CHARS):
        reader = csv.reader(io.StringIO(text, newline=""), strict=True)
        try:
            header = next(reader, None)
            if header is None:
                raise ExportError("the file is empty: expected the header row " + ",".join(COLUMNS))
            columns = _columns(header)
            records, start = [], reader.line_num + 1
            for row in reader:
                if row:  # a blank line between records is nothing
                    fields = dict(zip(columns, row, strict=False))  # a short or long row: _record says so
                    records.append(_record(fields, len(row), len(columns), f"line {start}"))
                start = reader.line_num + 1
        except csv.Error as e:
            raise ExportError(f"line {reader.line_num}: not valid CSV ({e})") from None
    return records


def _columns(header: list) -> list:
    columns = [c.strip().lower() for c in header]
    missing = [c for c in COLUMNS if c not in columns]
    unknown = [shown(c) for c in columns if c not in COLUMNS]
    repeated = sorted({c for c in columns if columns.count(c) > 1})
    if missing or unknown or repeated:
        parts = ([f"missing {', '.join(missing)}"] if missing else []) + \
                ([f"unknown {', '.join(unknown[:10])}"] if unknown else []) + \
                ([f"repeated {', '.join(repeated)}"] if repeated else [])
        raise ExportError(f"line 1: the header must name the columns {','.join(COLUMNS)} ({'; '.join(parts)})")
    return columns


def _record(row: dict, got: int, wanted: int, where: str) -> Record:
    source, source_id = row.get("source", "").strip(), row.get("source_id", "").strip()
    record = Record(where, source, source_id or None, None, {}, field_names=FIELD_NAMES)
    if got != wanted:
        record.problem("$", f"has {got} fields where the header has {wanted} (a stray comma or quote?)")
        return record
    if not source_id:
        record.problem("id", "empty: it is what makes a re-import find the same review")
    day = row["date"].strip()
    if _DAY.match(day):  # also takes "2026-11-21T17:02:45Z", as some exports write it
        day = day[:10]
        with contextlib.suppress(ValueError):
            record.created = datetime.datetime.fromisoformat(day).replace(tzinfo=datetime.timezone.utc)
    reply_text, reply_date = row["reply_text"], row["reply_date"].strip()
    if bool(reply_text.strip()) != bool(reply_date):
        record.problem("owner_reply.date" if reply_text.strip() else "owner_reply.text",
                       "an owner reply needs both reply_text and reply_date")
    record.review = {
        "author": row["author"].strip() or ANONYMOUS,
        "author_avatar_url": None,
        "rating": _rating(row["rating"]),
        "date": day,
        # Spreadsheets end rows with CRLF and may keep it inside a quoted field; a review's line
        # breaks are plain newlines wherever it came from.
        "text": row["text"].replace("\r\n", "\n") if row["text"].strip() else None,
        "source": source,
        "source_url": row["source_url"].strip() or None,
        "owner_reply": ({"text": reply_text.replace("\r\n", "\n"), "date": reply_date}
                        if reply_text.strip() and reply_date else None),
        "verified": _verified(row["verified"], record),
    }
    return record


def _rating(value: str):
    """'5' and '5.0' are 5; anything else is left as text for the validator to name."""
    value = value.strip()
    try:
        number = float(value)
    except ValueError:
        return value
    return int(number) if number.is_integer() else value


def _verified(value: str, record: Record):
    word = value.strip().lower()
    if word in TRUE:
        return True
    if word in FALSE:
        return False
    record.problem("verified", f"must be true or false, not {shown(value)}")
    return value
