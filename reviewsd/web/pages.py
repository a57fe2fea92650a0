"""Pages for people: /summary, /llms.txt, /embed and /embed.js (interface section 8).

The bodies come from the Snapshot's Pages (reviewsd.pages.render), so they get the same ETags,
Last-Modified, gzip, 304s and HEAD as the datasets. These handlers add only what pages need: a
Content-Security-Policy (nothing loads from anywhere else), and for the widget, permission to be
framed by any site. Nothing here sets a cookie.
"""
import datetime
import functools

from reviewsd.contract import params
from reviewsd.contract.problems import ValidationFailed
from reviewsd.pages import render
from reviewsd.web.base import BaseHandler, DataHandler, validation_error
from reviewsd.web.representation import Representation


def embed_options(arguments: dict) -> tuple[int, float, str]:
    """(limit, min_rating, theme) from /embed's query, or ValidationFailed with every issue."""
    values = params.EMBED.from_query(*params.one_value_each(arguments, params.EMBED.names))
    return values["limit"], values["min_rating"], values["theme"]


class PageHandler(DataHandler):
    csp = render.SUMMARY_CSP

    def set_body_headers(self, content_type: str):
        super().set_body_headers(content_type)
        self.set_header("Content-Security-Policy", self.csp)
        self.set_header("Referrer-Policy", "no-referrer")


class SummaryHandler(PageHandler):
    def get(self):
        return self.send_representation(self.snapshot.pages.summary)


class LlmsTxtHandler(PageHandler):
    def get(self):
        return self.send_representation(self.snapshot.pages.llms)


class EmbedHandler(PageHandler):
    csp = render.EMBED_CSP

    def get(self):
        try:
            options = embed_options(self.request.query_arguments)
        except ValidationFailed as failed:
            raise validation_error(failed) from None
        return self.send_representation(self.snapshot.pages.embed(*options))


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
        return self.send_representation(embed_script())
