"""Helpers for the page tests: read an HTML page's structure with the standard library's parser."""
import json
import re
from html.parser import HTMLParser


class PageParser(HTMLParser):
    """Collects what the tests ask about: every start tag with its attributes, the text of each
    element of interest, and the JSON-LD blocks."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, dict]] = []
        self.json_ld: list[str] = []
        self.text: list[str] = []
        self._in_ld = self._in_style = False
        self._ld = []
        self.headings: list[tuple[int, str]] = []
        self._heading = None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        self.tags.append((tag, attrs))
        if tag == "style":
            self._in_style = True
        if tag == "script" and attrs.get("type") == "application/ld+json":
            self._in_ld, self._ld = True, []
        if re.fullmatch(r"h[1-6]", tag):
            self._heading = [int(tag[1]), []]

    def handle_endtag(self, tag):
        if tag == "style":
            self._in_style = False
        if tag == "script" and self._in_ld:
            self._in_ld = False
            self.json_ld.append("".join(self._ld))
        if re.fullmatch(r"h[1-6]", tag) and self._heading:
            self.headings.append((self._heading[0], " ".join("".join(self._heading[1]).split())))
            self._heading = None

    def handle_data(self, data):
        if self._in_ld:
            self._ld.append(data)
        elif not self._in_style:
            self.text.append(data)
        if self._heading:
            self._heading[1].append(data)

    # -------------------------------------------------------------- queries
    def all(self, tag: str, **attrs) -> list[dict]:
        return [a for t, a in self.tags if t == tag and all(a.get(k) == v for k, v in attrs.items())]

    def review_ids(self) -> list[str]:
        return [a["data-review-id"] for _, a in self.tags if "data-review-id" in a]

    def visible_text(self) -> str:
        return " ".join("".join(self.text).split())

    def structured_data(self) -> list:
        return [json.loads(block) for block in self.json_ld]


def parse(body: bytes) -> PageParser:
    parser = PageParser()
    parser.feed(body.decode("utf-8"))
    parser.close()
    return parser
