"""Every validation rule: the operator's data files and the search parameters.

Schemas are compiled once at import (voluptuous is several times slower when a schema is built per
call). Two habits keep the reports useful:
- voluptuous stops a list at its first bad element, so lists go through `each()`, which reports
  every bad element;
- `bool` is an `int` in Python and `Coerce(int)` truncates 3.9, so numbers are checked strictly here.
Messages never repeat the caller's input back: they say what was expected.
"""
import datetime
import math
import re
from dataclasses import dataclass

from voluptuous import (ALLOW_EXTRA, Any, Invalid, MultipleInvalid, Optional, PREVENT_EXTRA, Required,
                        RequiredFieldInvalid, Schema)

DATE_RE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}\Z")
HOURS_RE = re.compile(r"([01][0-9]|2[0-4]):[0-5][0-9]-([01][0-9]|2[0-4]):[0-5][0-9]\Z")
MONTH_RE = re.compile(r"[0-9]{4}-(0[1-9]|1[0-2])\Z")
DAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
SENTIMENTS = ("positive", "neutral", "negative")
TRENDS = ("improving", "stable", "declining")

SEARCH_LIMIT_DEFAULT = 20
SEARCH_LIMIT_MAX = 100
QUERY_MAX_CHARS = 200


class Issue(Invalid):
    """An Invalid that also carries a stable machine-readable code for API clients."""

    def __init__(self, code: str, message: str, path=None):
        super().__init__(message, path)
        self.code = code


# ---------------------------------------------------------------- scalar rules (data and params)

def parse_date(value) -> datetime.date:
    """A real calendar date written exactly as YYYY-MM-DD (fromisoformat alone also takes 20250101)."""
    if not isinstance(value, str) or not DATE_RE.match(value):
        raise Issue("invalid_date", "must be a date written YYYY-MM-DD")
    try:
        return datetime.date.fromisoformat(value)
    except ValueError:
        raise Issue("invalid_date", "must be a real calendar date (YYYY-MM-DD)") from None


def date_string(value):
    parse_date(value)
    return value


def integer(lo: int, hi: int):
    def validate(value):
        if isinstance(value, bool) or not isinstance(value, int):
            raise Issue("not_an_integer", f"must be an integer from {lo} to {hi}")
        if not lo <= value <= hi:
            raise Issue("out_of_range", f"must be from {lo} to {hi}")
        return value
    return validate


def number(lo=None, hi=None):
    def validate(value):
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
            raise Issue("not_a_number", "must be a finite number")
        if (lo is not None and value < lo) or (hi is not None and value > hi):
            raise Issue("out_of_range", f"must be from {lo} to {hi}")
        return value
    return validate


def text(value):
    if not isinstance(value, str):
        raise Issue("not_a_string", "must be a string")
    return value


def nonempty_text(value):
    if not isinstance(value, str) or not value.strip():
        raise Issue("not_a_string", "must be a non-empty string")
    return value


def http_url(value):
    if not isinstance(value, str) or not re.match(r"https?://[^\s/?#]+[^\s]*\Z", value):
        raise Issue("invalid_url", "must be an http:// or https:// URL")
    return value


def iso_datetime(value):
    try:
        datetime.datetime.fromisoformat(value)
    except (TypeError, ValueError):
        raise Issue("invalid_datetime", "must be an ISO 8601 date-time") from None
    return value


def one_of(*choices):
    def validate(value):
        if value not in choices:
            raise Issue("invalid_choice", "must be one of " + ", ".join(choices))
        return value
    return validate


def pattern(regex, what):
    def validate(value):
        if not isinstance(value, str) or not regex.match(value):
            raise Issue("invalid_format", f"must be {what}")
        return value
    return validate


def nullable(validator):
    def validate(value):
        return None if value is None else validator(value)
    return validate


def each(item_schema, fast=None):
    """A list validator that reports every bad element, not just the first (see module docstring).

    With `fast`, each element is first tried with that plain check; the schema runs only on failures.
    """
    item_schema = Schema(item_schema)

    def validate(value):
        if not isinstance(value, list):
            raise Issue("not_a_list", "must be a list")
        errors = []
        for i, item in enumerate(value):
            if fast is not None:
                try:
                    fast(item)
                    continue
                except (Invalid, TypeError, ValueError, KeyError):
                    pass
            try:
                item_schema(item)
            except MultipleInvalid as e:
                for error in e.errors:
                    error.prepend([i])
                    errors.append(error)
        if errors:
            raise MultipleInvalid(errors)
        return value
    return validate


def mapping_of(key_rule, value_schema, fast=None):
    """A dict with rule-checked keys and schema-checked values, reporting every bad entry.

    With `fast`, each value is first tried with that plain check; the schema runs only on failures.
    """
    value_schema = Schema(value_schema)

    def validate(value):
        if not isinstance(value, dict):
            raise Issue("not_an_object", "must be an object")
        errors = []
        for key, item in value.items():
            if fast is not None:
                try:
                    key_rule(key)
                    fast(item)
                    continue
                except (Invalid, TypeError, ValueError, KeyError):
                    pass
            try:
                key_rule(key)
                value_schema(item)
            except MultipleInvalid as e:
                for error in e.errors:
                    error.prepend([key])
                    errors.append(error)
            except Invalid as e:
                e.prepend([key])
                errors.append(e)
        if errors:
            raise MultipleInvalid(errors)
        return value
    return validate


def strings(value):
    """A list of strings; a plain function, as it runs for every per-review entry of a large file."""
    if not isinstance(value, list):
        raise Issue("not_a_list", "must be a list of strings")
    bad = [i for i, item in enumerate(value) if not isinstance(item, str)]
    if bad:
        raise MultipleInvalid([Issue("not_a_string", "must be a string", [i]) for i in bad])
    return value


def boolean(value):
    if value is not True and value is not False:
        raise Issue("not_a_boolean", "must be true or false")
    return value


def exact(rules: dict, extra_allowed=False):
    """The fast check of a record: a plain function applying `rules` to a dict with those keys.

    It runs the very rule functions the voluptuous schema is built from (`record`), without
    voluptuous's per-call overhead; when it fails, the schema runs to report every problem.
    """
    keys = frozenset(rules)
    items = tuple(rules.items())

    def validate(value):
        if type(value) is not dict:
            raise Issue("not_an_object", "must be an object")
        present = value.keys()
        if (present != keys) if not extra_allowed else not keys <= present:
            raise Issue("invalid_keys", "has missing or unknown keys")
        for key, rule in items:
            rule(value[key])
        return value
    return validate


def record(rules: dict, extra_allowed=False, **nested) -> Schema:
    """The voluptuous schema of a record: every key required, nested records given as schemas."""
    return Schema({Required(k): nested.get(k, v) for k, v in rules.items()},
                  extra=ALLOW_EXTRA if extra_allowed else PREVENT_EXTRA)



percent = number(0, 100)
score = number(-1, 1)
count = integer(0, 2**53)

# ---------------------------------------------------------------- reviews.json

OWNER_REPLY_RULES = {"text": text, "date": date_string}
REVIEW_RULES = {
    "id": nonempty_text,
    "author": text,
    "author_avatar_url": nullable(http_url),
    "rating": integer(1, 5),
    "date": date_string,
    "text": nullable(text),
    "source": nonempty_text,
    "source_url": nullable(http_url),
    "owner_reply": nullable(exact(OWNER_REPLY_RULES)),
    "verified": boolean,
}
review_is_valid = exact(REVIEW_RULES)
REVIEW = record(REVIEW_RULES, owner_reply=nullable(record(OWNER_REPLY_RULES)))

BUSINESS = Schema({
    Required("name"): nonempty_text,
    Optional("url"): http_url,
    Optional("phone"): text,
    Optional("email"): text,
    Optional("description"): text,
    Optional("address"): Schema({
        Optional(k): text for k in ("street", "city", "region", "postal_code", "country")
    }, extra=PREVENT_EXTRA),
    Optional("hours"): Schema({
        Optional(day): Any("closed", pattern(HOURS_RE, '"HH:MM-HH:MM" or "closed"'),
                           msg='must be "HH:MM-HH:MM" or "closed"') for day in DAYS
    }, extra=PREVENT_EXTRA),
    Optional("service_areas"): strings,
    Optional("categories"): strings,
    # What derived insights look for in the texts (interface.md section 6).
    Optional("technicians"): strings,
    Optional("services"): each(Schema({Required("id"): nonempty_text, Required("label"): nonempty_text},
                                      extra=ALLOW_EXTRA)),
}, extra=ALLOW_EXTRA)

REVIEWS_FILE = Schema({Required("business"): BUSINESS, Required("reviews"): each(REVIEW, fast=review_is_valid)},
                      extra=ALLOW_EXTRA)

# ---------------------------------------------------------------- insights.json

ids = strings
ASPECT = Schema({
    Required("id"): nonempty_text, Required("label"): nonempty_text,
    Required("mention_count"): count, Required("positive_count"): count,
    Required("neutral_count"): count, Required("negative_count"): count,
    Required("positive_pct"): percent, Required("score"): score,
    Required("top_phrases"): strings, Required("example_review_ids"): ids,
}, extra=ALLOW_EXTRA)
TECHNICIAN = Schema({
    Required("name"): nonempty_text, Required("mention_count"): count, Required("positive_pct"): percent,
    Required("score"): score, Required("example_review_ids"): ids,
}, extra=ALLOW_EXTRA)
SLUGGED = {
    Required("id"): nonempty_text, Required("label"): nonempty_text, Required("mention_count"): count,
    Required("score"): score, Required("example_review_ids"): ids,
}
SERVICE = Schema({**SLUGGED, Required("positive_pct"): percent}, extra=ALLOW_EXTRA)
SLUGGED_ENTITY = Schema(SLUGGED, extra=ALLOW_EXTRA)
SERVICE_AREA = Schema({
    Required("name"): nonempty_text, Required("mention_count"): count, Required("example_review_ids"): ids,
}, extra=ALLOW_EXTRA)
MONTH = Schema({
    Required("month"): pattern(MONTH_RE, "a month written YYYY-MM"), Required("review_count"): count,
    Required("avg_rating"): nullable(number(1, 5)), Required("sentiment_score"): nullable(score),
}, extra=ALLOW_EXTRA)
PER_REVIEW_RULES = {
    "sentiment": one_of(*SENTIMENTS), "score": score,
    "aspects": mapping_of(text, one_of(*SENTIMENTS)),
    "technicians": strings, "services": strings, "problems": strings, "service_areas": strings,
}
per_review_is_valid = exact(PER_REVIEW_RULES, extra_allowed=True)
PER_REVIEW = record(PER_REVIEW_RULES, extra_allowed=True)

INSIGHTS_FILE = Schema({
    Required("version"): integer(1, 2**31),
    Required("generated_at"): iso_datetime,
    Required("model"): text,
    Required("review_count"): count,
    Required("date_range"): Schema({Required("earliest"): nullable(date_string),
                                    Required("latest"): nullable(date_string)}, extra=ALLOW_EXTRA),
    Required("overall_sentiment"): Schema({
        Required("score"): score, Required("positive_pct"): percent,
        Required("neutral_pct"): percent, Required("negative_pct"): percent,
    }, extra=ALLOW_EXTRA),
    Required("aspects"): each(ASPECT),
    Required("entities"): Schema({
        Required("technicians"): each(TECHNICIAN), Required("services"): each(SERVICE),
        Required("problems"): each(SLUGGED_ENTITY), Required("service_areas"): each(SERVICE_AREA),
    }, extra=ALLOW_EXTRA),
    Required("topics"): each(SLUGGED_ENTITY),
    Required("temporal"): Schema({Required("monthly"): each(MONTH), Required("trend"): one_of(*TRENDS)},
                                 extra=ALLOW_EXTRA),
    Required("per_review"): mapping_of(text, PER_REVIEW, fast=per_review_is_valid),
    Required("faq"): each(Schema({
        Required("question"): nonempty_text, Required("answer"): nonempty_text, Required("source_review_ids"): ids,
    }, extra=ALLOW_EXTRA)),
    Optional("summary"): text,
    Optional("pull_quote"): text,
}, extra=ALLOW_EXTRA)


# ---------------------------------------------------------------- search parameters

@dataclass(frozen=True)
class SearchFilters:
    rating: int | None = None
    min_rating: float | None = None
    since: datetime.date | None = None
    until: datetime.date | None = None
    query: str | None = None
    mentions_technician: str | None = None
    mentions_service: str | None = None
    limit: int = SEARCH_LIMIT_DEFAULT


def _from_text(parse):
    """Query strings carry text; MCP arguments carry JSON numbers. Both pass through one rule."""
    def validate(value):
        if isinstance(value, str):
            value = parse(value.strip())
        return value
    return validate


def _int_text(value):
    # [0-9], not \d: \d (and int()) would accept other scripts' digits, such as fullwidth ones.
    return int(value) if re.fullmatch(r"[+-]?[0-9]{1,9}", value) else value


_NUMBER = re.compile(r"[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][+-]?[0-9]+)?")


def _number_text(value):
    # A JSON-style number of any precision; not float()'s extras ("nan", "inf", "1_0", other digits).
    if len(value) <= 64 and _NUMBER.fullmatch(value):
        return float(value)
    return value


def _limited_text(max_chars):
    def validate(value):
        text(value)
        if len(value) > max_chars:
            raise Issue("too_long", f"must be at most {max_chars} characters")
        return value
    return validate


def _then(*validators):
    def validate(value):
        for v in validators:
            value = v(value)
        return value
    return validate


def _blank_means_absent(value):
    return None if isinstance(value, str) and not value.strip() else value


_search_date = parse_date
_name = _then(_limited_text(QUERY_MAX_CHARS), _blank_means_absent)
SEARCH_RULES = {
    "rating": _then(_from_text(_int_text), integer(1, 5)),
    "min_rating": _then(_from_text(_number_text), number(1, 5)),
    "since": _search_date,
    "until": _search_date,
    "query": _name,
    "mentions_technician": _name,
    "mentions_service": _name,
    "limit": _then(_from_text(_int_text), integer(1, SEARCH_LIMIT_MAX)),
}
SEARCH_PARAMS = Schema({Optional(name): rule for name, rule in SEARCH_RULES.items()}, extra=ALLOW_EXTRA)


class ValidationFailed(Exception):
    """Carries every problem found in one request, already in the API's issue format."""

    def __init__(self, issues: list[dict]):
        super().__init__(f"{len(issues)} invalid parameter(s)")
        self.issues = issues


def plain_path(path) -> tuple:
    """voluptuous puts its Required/Optional marker objects in the path of a missing key: their names."""
    return tuple(p if type(p) in (str, int) else str(p) for p in path)


def issue(path, code: str, message: str) -> dict:
    return {"path": list(plain_path(path)), "code": code, "message": message}


def _code(error: Invalid) -> str:
    if isinstance(error, RequiredFieldInvalid):
        return "required"
    return getattr(error, "code", "invalid")


def issues_from(error: MultipleInvalid) -> list[dict]:
    found = [issue(e.path, _code(e), "is required" if _code(e) == "required" else e.error_message)
             for e in error.errors]
    return sorted(found, key=lambda i: [str(p) for p in i["path"]])


def one_value_each(arguments: dict, names) -> tuple[dict, list]:
    """Form or query arguments (name -> list of bytes or text) as one text value per name in `names`,
    plus issues for a name given twice or not in UTF-8. Other names are ignored."""
    values, issues = {}, []
    for name, given in arguments.items():
        if name not in names:
            continue
        if len(given) > 1:
            issues.append(issue([name], "repeated", "must be given at most once"))
            continue
        value = given[0]
        if isinstance(value, bytes):
            try:
                value = value.decode("utf-8")
            except UnicodeDecodeError:
                issues.append(issue([name], "invalid_encoding", "must be UTF-8 text"))
                continue
        values[name] = value
    return values, issues


def search_filters(params: dict, extra_issues=()) -> SearchFilters:
    """Validate search parameters (already one value each) into SearchFilters, or raise with all issues."""
    issues = list(extra_issues)
    values = {}
    try:
        values = SEARCH_PARAMS(params)
    except MultipleInvalid as e:
        issues.extend(issues_from(e))
    since, until = values.get("since"), values.get("until")
    if isinstance(since, datetime.date) and isinstance(until, datetime.date) and since > until:
        issues.append(issue(["since"], "invalid_range", "must not be later than until"))
    if issues:
        raise ValidationFailed(sorted(issues, key=lambda i: [str(p) for p in i["path"]]))
    known = {k: v for k, v in values.items() if k in SEARCH_RULES and v is not None}
    return SearchFilters(**known)


def since_date(value) -> datetime.date:
    """The {date} of /api/reviews/since/{date}, with the same issue format as the search parameters."""
    try:
        return _search_date(value)
    except Issue as e:
        raise ValidationFailed([issue(["date"], e.code, e.error_message)]) from None


# ---------------------------------------------------------------- MCP tool arguments

name_argument = _then(_limited_text(QUERY_MAX_CHARS), nonempty_text)


def argument_schema(rules: dict, required=()) -> Schema:
    """A tool's arguments: the same rules as the HTTP parameters; unknown arguments are ignored."""
    return Schema({(Required(n) if n in required else Optional(n)): rule for n, rule in rules.items()},
                  extra=ALLOW_EXTRA)


def tool_arguments(schema: Schema, arguments: dict) -> dict:
    """Validated arguments, or ValidationFailed with every issue in the HTTP 400 format."""
    try:
        return schema(arguments)
    except MultipleInvalid as e:
        raise ValidationFailed(issues_from(e)) from None
