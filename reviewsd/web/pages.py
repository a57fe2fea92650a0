"""Pages for people: /summary, /llms.txt, /embed and /embed.js (interface section 8).

The bodies come from the Snapshot's Pages (reviewsd.pages.render), so they get the same ETags,
Last-Modified, gzip, 304s and HEAD as the datasets. These handlers add only what pages need: a
Content-Security-Policy (nothing loads from anywhere else), and for the widget, permission to be
framed by any site. Nothing here sets a cookie.
"""
import datetime
import functools
import re

from voluptuous import ALLOW_EXTRA, MultipleInvalid, Optional, Schema

from reviewsd import schemas
from reviewsd.dataset.snapshot import Representation
from reviewsd.pages import render
from reviewsd.web.base import BaseHandler, DataHandler, validation_error


def _whole_number(value):
    # [0-9], not int() alone, which would also take other scripts' digits and "1_0".
    if isinstance(value, str) and re.fullmatch(r"\s*[0-9]{1,9}\s*", value):
        return int(value)
    return value


# /embed's query: the search's own rules, narrowed; a bad value is the search's 400 (never clamped
# silently: a site owner with data-limit="50" should see why they do not get 50).
EMBED_RULES = {
    "limit": lambda v: schemas.integer(1, render.EMBED_LIMIT_MAX)(_whole_number(v)),
    "min_rating": schemas.SEARCH_RULES["min_rating"],
    "theme": schemas.one_of(*render.EMBED_THEMES),
}
_EMBED_PARAMS = Schema({Optional(name): rule for name, rule in EMBED_RULES.items()}, extra=ALLOW_EXTRA)


def embed_options(arguments: dict) -> tuple[int, float, str]:
    """(limit, min_rating, theme) from /embed's query, or ValidationFailed with every issue."""
    values, issues = schemas.one_value_each(arguments, EMBED_RULES)
    try:
        values = _EMBED_PARAMS(values)
    except MultipleInvalid as e:
        issues.extend(schemas.issues_from(e))
    if issues:
        raise schemas.ValidationFailed(sorted(issues, key=lambda i: [str(p) for p in i["path"]]))
    return (values.get("limit", render.EMBED_LIMIT_DEFAULT), values.get("min_rating", 1),
            values.get("theme", render.EMBED_THEMES[0]))


class PageHandler(DataHandler):
    csp = render.SUMMARY_CSP

    def set_body_headers(self, content_type: str):
        super().set_body_headers(content_type)
        self.set_header("Content-Security-Policy", self.csp)
        self.set_header("Referrer-Policy", "no-referrer")


class SummaryHandler(PageHandler):
    def get(self):
        self.send_representation(self.snapshot.pages.summary)


class LlmsTxtHandler(PageHandler):
    def get(self):
        self.send_representation(self.snapshot.pages.llms)


class EmbedHandler(PageHandler):
    csp = render.EMBED_CSP

    def get(self):
        try:
            options = embed_options(self.request.query_arguments)
        except schemas.ValidationFailed as failed:
            raise validation_error(failed) from None
        self.send_representation(self.snapshot.pages.embed(*options))


@functools.cache
def embed_script() -> Representation:
    """/embed.js does not depend on the data (it finds the daemon from its own src), so it is made
    once per process; its Last-Modified is when the installed file last changed."""
    path = render.STATIC / "embed.js"
    changed_at = datetime.datetime.fromtimestamp(int(path.stat().st_mtime), datetime.timezone.utc)
    return Representation.prerendered(path.read_bytes(), changed_at, render.JS_TYPE)


class EmbedScriptHandler(BaseHandler):
    """Served whether or not data has been loaded: the script works, and is cacheable, either way."""

    def get(self):
        self.send_representation(embed_script())
