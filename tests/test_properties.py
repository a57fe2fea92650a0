"""Property-based tests of the pure parsers and validators: any input gets an answer or a clear,
well-formed refusal, never an unexpected exception; and the fast validation path always agrees
with the voluptuous schema it stands in for."""
import datetime
import json
import os
import re
import string

from hypothesis import HealthCheck, assume, example, given, settings, strategies as st
from voluptuous import MultipleInvalid

from reviewsd.contract import params, records
from reviewsd.contract.problems import Issue, Problem, ValidationFailed
from reviewsd.contract.shapes import Date
from reviewsd.dataset.loader import check_document, validate
from reviewsd.hub.form import HubRequest, parse_request
from reviewsd.insights import fastre
from reviewsd.insights.cache import CACHE_FILE, Cache
from reviewsd.mcp import jsonrpc
from reviewsd.web import httpheaders
from tests.conftest import sample

# Examples per property: `make test` runs enough to catch the usual mistakes in a few seconds each;
# `make soak` runs PROPERTY_EXAMPLES=1000.
EXAMPLES = int(os.environ.get("PROPERTY_EXAMPLES", 150))
PROPERTY = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])

json_scalars = st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text()
json_values = st.recursive(json_scalars, lambda inner: st.lists(inner, max_size=4)
                           | st.dictionaries(st.text(max_size=8), inner, max_size=4), max_leaves=20)


def assert_issue_list(issues):
    assert issues
    for issue in issues:
        assert set(issue) == {"path", "code", "message"}
        assert all(type(p) in (str, int) for p in issue["path"])
        assert isinstance(issue["code"], str) and isinstance(issue["message"], str) and issue["message"]
    json.dumps(issues)  # always serialisable


# ---------------------------------------------------------------- search parameters

@PROPERTY
@given(st.dictionaries(st.sampled_from(sorted(params.SEARCH.names) + ["other"]), st.text(max_size=300)))
def test_any_text_for_any_search_parameter_is_accepted_or_refused_cleanly(values):
    try:
        filters = params.SEARCH.from_query(values)
    except ValidationFailed as failed:
        assert_issue_list(failed.issues)
        return
    assert 1 <= filters["limit"] <= 100
    assert filters["rating"] is None or 1 <= filters["rating"] <= 5
    assert filters["min_rating"] is None or 1 <= filters["min_rating"] <= 5
    if filters["since"] and filters["until"]:
        assert filters["since"] <= filters["until"]


@PROPERTY
@given(st.dictionaries(st.sampled_from(sorted(params.SEARCH.names)), json_values))
def test_any_json_for_any_mcp_search_argument_is_accepted_or_refused_cleanly(arguments):
    try:
        params.SEARCH.from_json(arguments)
    except ValidationFailed as failed:
        assert_issue_list(failed.issues)


@PROPERTY
@given(st.dictionaries(st.sampled_from(sorted(params.SEARCH.names)), st.lists(st.binary(max_size=40), min_size=1,
                                                                                  max_size=3)))
def test_raw_query_bytes_become_values_or_issues(arguments):
    values, problems = params.one_value_each(arguments, params.SEARCH.names)
    for name in arguments:
        assert (name in values) != any(p.path == (name,) for p in problems)
    if problems:
        assert_issue_list([p.as_dict() for p in problems])


@PROPERTY
@given(st.dates(min_value=datetime.date(1, 1, 1)))
def test_every_real_date_is_accepted_as_written(day):
    assert Date(parsed=True).check(day.isoformat()) == day


# ---------------------------------------------------------------- data files

urls = st.builds(lambda host, path: f"https://{host}.example/{path}",
                 st.text(string.ascii_lowercase, min_size=1, max_size=10), st.text(string.ascii_letters, max_size=10))
dates = st.dates(min_value=datetime.date(1990, 1, 1), max_value=datetime.date(2030, 12, 31)).map(
    datetime.date.isoformat)
valid_reviews = st.fixed_dictionaries({
    "id": st.text(min_size=1, max_size=12).filter(str.strip),
    "author": st.text(max_size=20),
    "author_avatar_url": st.none() | urls,
    "rating": st.integers(1, 5),
    "date": dates,
    "text": st.none() | st.text(max_size=80),
    "source": st.text(min_size=1, max_size=10).filter(str.strip),
    "source_url": st.none() | urls,
    "owner_reply": st.none() | st.fixed_dictionaries({"text": st.text(max_size=40), "date": dates}),
    "verified": st.booleans(),
})


def mutate(review: dict, draw) -> dict:
    review = dict(review)
    action = draw(st.sampled_from(["set", "drop", "add"]))
    key = draw(st.sampled_from(sorted(review)))
    if action == "set":
        review[key] = draw(json_values)
    elif action == "drop":
        del review[key]
    else:
        review[draw(st.text(min_size=1, max_size=6).filter(lambda k: k not in review))] = draw(json_values)
    return review


@PROPERTY
@given(st.lists(valid_reviews, max_size=5, unique_by=lambda r: r["id"]))
def test_valid_review_files_load(reviews):
    document = {"business": {"name": "Acme Plumbing"}, "reviews": reviews}
    assert validate("reviews.json", document) == []


@PROPERTY
@given(st.data())
def test_mutated_reviews_are_refused_with_a_path_or_still_valid_and_the_fast_path_agrees(data):
    review = mutate(data.draw(valid_reviews), data.draw)
    fast_ok = _passes(records.REVIEW_IN_FILE.check, review)
    schema_ok = _passes(records.REVIEW_IN_FILE.voluptuous(), review)
    assert fast_ok == schema_ok, review  # the fast path never accepts (or refuses) what the schema would not
    problems = validate("reviews.json", {"business": {"name": "x"}, "reviews": [review]})
    assert (problems == []) == schema_ok
    for problem in problems:
        assert isinstance(problem, Problem) and problem.path[:2] == ("reviews", 0) and problem.message
        str(problem)


def _passes(check, value) -> bool:
    try:
        check(value)
        return True
    except (MultipleInvalid, Issue, TypeError, ValueError, KeyError):
        return False


@PROPERTY
@given(json_values)
@example({"business": {"name": "x"}, "reviews": [[]]})
@example({"business": [], "reviews": {}})
@example([1e308, None])
def test_any_json_document_is_validated_without_an_exception(document):
    for name in ("reviews.json", "insights.json"):
        for problem in validate(name, document):
            assert problem.message and str(problem).startswith(f"{name}: ")


@PROPERTY
@given(st.binary(max_size=200))
@example(b"[NaN]")
@example(b'{"business": {"name": "x"}, "reviews": [{"rating": 1e400}]}')
@example(b"\xef\xbb\xbf{}")
@example(b'{"business": {"name": "x", "founded": NaN}, "reviews": []}')
@example(b'{"business": {"name": "x", "big": -Infinity}, "reviews": []}')
@example(b'{"business": {"name": "x", "big": 1e999}, "reviews": []}')
def test_any_bytes_are_parsed_or_refused_with_a_message(raw):
    document, problems = check_document("reviews.json", raw)
    assert problems or isinstance(document, dict)
    for problem in problems:
        assert problem.message
    if not problems:
        json.dumps(document, allow_nan=False)  # whatever is accepted can be served again


@PROPERTY
@given(st.data())
def test_mutated_per_review_entries_agree_between_fast_path_and_schema(data):
    entry = data.draw(st.fixed_dictionaries({
        "sentiment": st.sampled_from(records.SENTIMENTS), "score": st.floats(-1, 1),
        "aspects": st.dictionaries(st.text(max_size=5), st.sampled_from(records.SENTIMENTS), max_size=3),
        "technicians": st.lists(st.text(max_size=5), max_size=2), "services": st.lists(st.text(max_size=5), max_size=2),
        "problems": st.lists(st.text(max_size=5), max_size=2), "service_areas": st.lists(st.text(max_size=5), max_size=2),
    }))
    if data.draw(st.booleans()):
        entry = mutate(entry, data.draw)
    assert _passes(records.PER_REVIEW.check, entry) == _passes(records.PER_REVIEW.voluptuous(), entry), entry


# ---------------------------------------------------------------- HTTP headers

etags = st.text(string.ascii_letters + string.digits + "-", min_size=1, max_size=12).map(lambda t: f'"{t}"')


@PROPERTY
@given(st.text(max_size=300))
def test_any_if_none_match_value_is_parsed_without_an_exception(header):
    httpheaders.if_none_match_hits(header, ('"abc"', '"abc-gzip"'))
    assert isinstance(httpheaders.etag_list(header), tuple)


@PROPERTY
@given(etags, st.lists(etags, max_size=5), st.booleans(), st.randoms())
def test_an_etag_matches_itself_wherever_it_stands_in_the_list(tag, others, weak, rnd):
    listed = others + [("W/" if weak else "") + tag]
    rnd.shuffle(listed)
    assert httpheaders.if_none_match_hits(", ".join(listed), (tag,))
    assume(tag not in others)
    assert not httpheaders.if_none_match_hits(", ".join(others), (tag,)) or "*" in others


@PROPERTY
@given(st.text(max_size=200), st.datetimes(timezones=st.just(datetime.timezone.utc)))
def test_any_if_modified_since_value_is_tolerated(header, moment):
    httpheaders.if_modified_since_hits(header, moment)


@PROPERTY
@given(st.text(max_size=200))
@example("gzip;q=0")
@example("*;q=0.5, gzip;q=0")
def test_any_accept_encoding_is_tolerated_and_q0_refuses(header):
    result = httpheaders.accepts_gzip(header)
    if header.strip().lower() in ("gzip;q=0", "*;q=0.5, gzip;q=0"):
        assert result is False


# ---------------------------------------------------------------- hub form and JSON-RPC

TOPICS = {"https://r.example/feed.xml", "https://r.example/api/feed.json", "https://r.example/reviews.json"}


@PROPERTY
@given(st.binary(max_size=400))
@example(b"hub.mode=subscribe&hub.callback=https%3A%2F%2Fa.example%2Fcb&hub.topic=https%3A%2F%2Fr.example%2Ffeed.xml")
def test_any_hub_body_becomes_a_request_or_issues(body):
    try:
        request = parse_request(body, TOPICS)
    except ValidationFailed as failed:
        assert_issue_list(failed.issues)
        return
    assert isinstance(request, HubRequest)
    assert request.callback.lower().startswith("https://") and request.topic in TOPICS
    assert request.secret is None or len(request.secret.encode()) < 200


@PROPERTY
@given(st.sampled_from(["subscribe", "unsubscribe"]), urls, st.sampled_from(sorted(TOPICS)),
       st.none() | st.integers(0, 10**6), st.none() | st.text(min_size=1, max_size=50))
def test_a_valid_hub_request_round_trips(mode, callback, topic, lease, secret):
    from urllib.parse import urlencode
    fields = {"hub.mode": mode, "hub.callback": callback, "hub.topic": topic}
    if lease is not None:
        fields["hub.lease_seconds"] = str(lease)
    if secret is not None:
        assume(len(secret.encode()) < 200)
        fields["hub.secret"] = secret
    request = parse_request(urlencode(fields).encode(), TOPICS)
    assert (request.mode, request.callback, request.topic, request.lease_seconds, request.secret) == (
        mode, callback, topic, lease, secret)


@PROPERTY
@given(st.binary(max_size=200) | json_values.map(lambda v: json.dumps(v).encode()))
@example(b'{"jsonrpc": "2.0", "id": 1, "method": "ping"}')
@example(b'{"jsonrpc": "2.0", "method": "notifications/initialized"}')
@example(b'{"jsonrpc": "2.0", "id": 3, "result": {}}')
def test_any_body_is_a_json_rpc_message_or_a_json_rpc_error(body):
    try:
        message = jsonrpc.parse(body)
    except jsonrpc.RpcError as error:
        assert error.code in (jsonrpc.PARSE_ERROR, jsonrpc.INVALID_REQUEST, jsonrpc.INVALID_PARAMS)
        assert 400 <= error.http_status < 500
        json.loads(jsonrpc.error(error.request_id, error.code, error.message))
        return
    assert message.kind in ("request", "notification", "response")
    assert isinstance(message.params, dict)


def test_non_finite_numbers_in_fields_no_schema_knows_are_refused():
    insights = sample("insights.json")
    insights["aspects"][0]["extra_weight"] = float("nan")  # an extra key: the schema lets it through
    raw = json.dumps(insights).encode()  # the stdlib writes NaN, as a careless exporter would
    document, problems = check_document("insights.json", raw)
    assert [p.message for p in problems] == ["holds NaN, Infinity or a number too large for JSON"]


# ---------------------------------------------------------------- the per-review insights cache

CACHE_BATCHES = [{f"r{b}{i}:{'ab' * 12}": {"sentiment": "positive", "score": 0.5 + i / 100, "aspects": {"pricing": "negative"},
                                            "technicians": [f"Tech {b}"], "_said": {"pricing": ["Pricey.", 1.0, -1]}}
                  for i in range(3)} for b in range(3)]


@PROPERTY
@given(st.data())
def test_a_damaged_insights_cache_yields_only_entries_it_was_given(tmp_path_factory, data):
    """Whatever happens to the cache file (torn at any byte, any byte changed, bytes inserted), loading
    it never raises and never yields an entry other than one that was written (marshal is only given
    frames whose digest matches): a damaged frame costs its reviews an analysis, nothing more."""
    state = tmp_path_factory.mktemp("cache")
    written = Cache(state, "f" * 32)
    written.load()
    for batch in CACHE_BATCHES:
        written.add(batch)
    path = state / CACHE_FILE
    raw = bytearray(path.read_bytes())
    at = data.draw(st.integers(0, len(raw)))
    damage = data.draw(st.sampled_from(["torn", "changed", "inserted"]))
    if damage == "torn":
        raw = raw[:at]
    elif damage == "changed" and at < len(raw):
        raw[at] ^= data.draw(st.integers(1, 255))
    else:
        raw[at:at] = data.draw(st.binary(min_size=1, max_size=40))
    path.write_bytes(bytes(raw))
    loaded = Cache(state, "f" * 32).load()
    everything = {k: v for batch in CACHE_BATCHES for k, v in batch.items()}
    assert all(everything.get(key) == entry for key, entry in loaded.items())
    # What survives is the batches before the damage, whole.
    assert all(set(batch) <= set(loaded) or not set(batch) & set(loaded) for batch in CACHE_BATCHES)


# Phrases sharing long prefixes, with the shapes the cue lists have: classes, optional letters, groups,
# lookbehinds, repeats, the start of the text.
_phrase = st.tuples(
    st.sampled_from(["", "", "", "(?<!a )", "(?<!b)(?<!nb)", "^", r"\$?", "(?:a |ba ){1,2}", "(?:p|q)+",
                     r"(?:\d+|ab){1,2}"]),
    st.lists(st.sampled_from(["ba", "ban", "b", "n", "a", " ", "s?", r"\w+", r"\d+", "[a-c]", "(?:p|q)", "r", "1"]),
             min_size=1, max_size=5).map("".join)).map("".join)


@PROPERTY
@given(st.lists(_phrase, min_size=8, max_size=40), st.text(alphabet="abnpqrs 1$é", max_size=60))
@example([r"\w+", "ba", "ban", "b", "n", "a", "r", "s?"], "bans ban")
@example(["bar", r"ba\w+", "ban", "bans", "b", "n", "a", "r"], "bans bar")
def test_a_dispatched_alternation_matches_what_the_plain_one_does(phrases, text):
    """fastre.dispatch's tries, however deep, find at every position the original pattern's match
    (ordered), or a match where it has one (ordered=False, the AnyOf union)."""
    alternation = "|".join(f"(?:{p})" for p in phrases)
    plain = re.compile(r"\b(?:" + alternation + ")")
    ordered = re.compile(r"\b" + fastre.dispatch(alternation))
    unordered = re.compile(r"\b" + fastre.dispatch(alternation, ordered=False))
    for at in range(len(text) + 1):
        expected = plain.match(text, at)
        got = ordered.match(text, at)
        assert (got and got.span()) == (expected and expected.span())
        assert (unordered.match(text, at) is None) == (expected is None)


@PROPERTY
@given(st.lists(_phrase, min_size=1, max_size=12), st.lists(_phrase, max_size=12),
       st.text(alphabet="abnpqrs 1$é\n", max_size=60))
@example(["ba", "n"], [], "a ba\nn")
def test_any_of_finds_each_pattern_where_its_own_search_does_however_its_scan_is_shared(phrases, others, text):
    """fastre.AnyOf finds each pattern's first match, as that pattern's own search does, whether its scan is
    its own or partly a recurring group's (built once for every AnyOf that has its branches, which may hold
    branches of no pattern here: `others`)."""
    patterns = ["|".join(f"(?:{p})" for p in phrases[i:i + 2]) for i in range(0, len(phrases), 2)]
    expected = {i: m.span() for i, p in enumerate(patterns)
                if (m := re.compile(r"\b(?:" + p + ")", fastre.LINES).search(text))}
    for recurring in ((), (tuple(phrases[::2] + others),), (tuple(others), tuple(phrases))):
        found = fastre.AnyOf(patterns, recurring=recurring).first(text)
        assert {i: m.span() for i, m in found.items()} == expected


def test_a_character_written_two_ways_is_one_group_and_capturing_groups_stay_plain():
    """"\\_" and "_" are one character: grouped apart, a later branch would come first. A capturing group
    would be copied into a group per character (a name defined twice, a backreference to the wrong copy)."""
    alternation = r"_b|\_|_\s|" + "|".join(f"zz{k}" for k in range(5))
    assert re.compile(r"\b" + fastre.dispatch(alternation)).match("_ ").span() == (0, 1)
    backreference = r"[ab](c)\1|" + "|".join(f"zz{k}" for k in range(7))
    assert re.compile(r"\b" + fastre.dispatch(backreference)).match("bcc").span() == (0, 3)
    assert re.compile(r"\b" + fastre.dispatch(r"[ab](?P<x>c)|" + "|".join(f"zz{k}" for k in range(7))))


@PROPERTY
@given(st.lists(st.sampled_from(["a", "(b)", "(?:c)", "(?P<n>d)", r"\(e", "[(]f", "(?=g)", "(?<!h)", r"[\]()]",
                                 "(?P=n)", "(?i:k)", r"\\(l)", "[^](]m", "[](]n", "[^^(]o"]), max_size=6).map("".join))
def test_a_capturing_group_is_read_from_the_pattern_as_the_engine_reads_it(pattern):
    """fastre._captures reads the structure of a pattern (escapes, classes, each kind of group) as
    Python's compiler counts its capturing groups."""
    try:
        groups = re.compile(pattern).groups
    except re.error:
        return  # "(?P=n)" without its group
    assert fastre._captures(pattern) == bool(groups)
