"""Parameter sets: the search parameters and each tool's arguments, declared once as Params.

A set checks two kinds of input with the same rules:
- `from_json`: MCP tool arguments, exactly as the set's JSON Schema (its `input_schema`) says: JSON
  types, bounds, required names, and no unknown names;
- `from_query`: a query string, where every value is text: numbers are read from their digits, a
  blank value means "not given", and unknown names are ignored (links carry tracking parameters).
Each value comes back as the rule returns it (a date as a datetime.date), absent ones as the default.
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from typing import Any as AnyType, Callable

from voluptuous import Invalid, MultipleInvalid

from reviewsd.contract import records, routes
from reviewsd.contract.problems import Problem, ValidationFailed, from_invalid, problem
from reviewsd.contract.shapes import Choice, Date, Integer, Number, Shape, Text


@dataclass(frozen=True)
class Param:
    name: str
    shape: Shape
    description: str
    required: bool = False
    default: AnyType = None

    def json_schema(self) -> dict:
        schema = self.shape.json_schema()
        if self.default is not None:
            schema["default"] = self.default
        return {**schema, "description": self.description}


# Cross-field checks: a function of the checked values giving the problems it finds.
Check = Callable[[dict], list[Problem]]

# [0-9], not \d: \d (and int()) would accept other scripts' digits, such as fullwidth ones.
_INT_TEXT = re.compile(r"[+-]?[0-9]{1,9}")
_NUMBER_TEXT = re.compile(r"[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][+-]?[0-9]+)?")


def _read_text(shape: Shape, value: str):
    """A query string value as the JSON value it stands for; left as text when it is not one."""
    value = value.strip()
    if isinstance(shape, Integer) and _INT_TEXT.fullmatch(value):
        return int(value)
    if isinstance(shape, Number) and len(value) <= 64 and _NUMBER_TEXT.fullmatch(value):
        return float(value)  # a JSON-style number; not float()'s extras ("nan", "inf", "1_0")
    return value


def _integral(shape: Shape, value):
    """JSON Schema counts 5.0 as an integer, so the arguments do too."""
    if isinstance(shape, Integer) and isinstance(value, float) and math.isfinite(value) and value.is_integer():
        return int(value)
    return value


@dataclass(frozen=True)
class Params:
    params: tuple[Param, ...]
    checks: tuple[Check, ...] = field(default=())

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(p.name for p in self.params)

    def input_schema(self) -> dict:
        """The JSON Schema of the arguments: an MCP tool's inputSchema."""
        return {"type": "object", "properties": {p.name: p.json_schema() for p in self.params},
                "required": [p.name for p in self.params if p.required], "additionalProperties": False}

    def from_json(self, arguments: dict) -> dict:
        problems = [problem([name], "unknown_argument", "is not an argument; known: " + ", ".join(self.names))
                    for name in arguments if name not in self.names]
        values = {p.name: _integral(p.shape, arguments[p.name]) for p in self.params if p.name in arguments}
        return self._checked(values, problems)

    def from_query(self, values: dict, problems=()) -> dict:
        """`values`: one text per name (see one_value_each); `problems`: those found reading them."""
        given = {}
        for p in self.params:
            value = values.get(p.name)
            if value is None:
                continue
            given[p.name] = _read_text(p.shape, value)
        return self._checked(given, list(problems))

    def _checked(self, given: dict, problems: list) -> dict:
        values = {}
        for p in self.params:
            if p.name not in given:
                if p.required:
                    problems.append(problem([p.name], "required", "is required"))
                else:
                    values[p.name] = p.default
                continue
            try:
                value = p.shape.check(given[p.name])
            except Invalid as e:
                e.prepend([p.name])  # a MultipleInvalid prepends to each of its errors
                problems += [from_invalid(err) for err in (e.errors if isinstance(e, MultipleInvalid) else [e])]
                continue
            blank = isinstance(value, str) and not value.strip() and not p.required
            values[p.name] = p.default if blank else value  # a blank optional text: not given
        for check in self.checks:
            problems += check(values)
        if problems:
            raise ValidationFailed(problems)
        return values


def _since_not_after_until(values: dict) -> list[Problem]:
    since, until = values.get("since"), values.get("until")
    if since is not None and until is not None and since > until:
        return [problem(["since"], "invalid_range", "must not be later than until")]
    return []


# ---------------------------------------------------------------- the parameter sets

LIMIT = Param("limit", Integer(1, routes.SEARCH_LIMIT_MAX), "most reviews to return",
              default=routes.SEARCH_LIMIT_DEFAULT)
_search_text = Text(max_chars=routes.QUERY_MAX_CHARS)
SEARCH = Params((
    Param("rating", records.rating, "exact star rating"),
    Param("min_rating", Number(1, 5), "minimum star rating, inclusive"),
    Param("since", Date(parsed=True), "only reviews on or after this date (YYYY-MM-DD); not later than until"),
    Param("until", Date(parsed=True), "only reviews on or before this date (YYYY-MM-DD)"),
    Param("query", _search_text, "case-insensitive substring of the review text"),
    Param("mentions_technician", _search_text, "technician name, e.g. as listed by get_technician"),
    Param("mentions_service", _search_text, "service id or label"),
    LIMIT,
), checks=(_since_not_after_until,))
SINCE_DATE = Param("date", Date(parsed=True), "only reviews on or after this date (YYYY-MM-DD)", required=True)
SINCE = Params((SINCE_DATE, LIMIT))
SINCE_PATH = Params((SINCE_DATE,))  # the {date} of /api/reviews/since/{date}
NO_ARGUMENTS = Params(())


def name_argument(name: str, description: str) -> Params:
    """One required name (of an aspect, technician or service) to look up."""
    return Params((Param(name, Text(nonempty=True, max_chars=routes.QUERY_MAX_CHARS), description, required=True),))


# /embed's query: the search's own rules, narrowed; a bad value is the search's 400 (never clamped
# silently: a site owner with data-limit="50" should see why they do not get 50).
EMBED = Params((
    Param("limit", Integer(1, routes.EMBED_LIMIT_MAX), "reviews to show", default=routes.EMBED_LIMIT_DEFAULT),
    Param("min_rating", Number(1, 5), "minimum star rating, inclusive", default=1),
    Param("theme", Choice(*routes.EMBED_THEMES), "colours", default=routes.EMBED_THEMES[0]),
))
CONNECTOR_SEARCH = Params((Param("query", _search_text, "words or a phrase to look for in the review texts; "
                                                          "empty for the newest reviews", required=True),))


def one_value_each(arguments: dict, names) -> tuple[dict, list[Problem]]:
    """Form or query arguments (name -> list of bytes or text) as one text value per name in `names`,
    plus problems for a name given twice or not in UTF-8. Other names are ignored."""
    values, problems = {}, []
    for name, given in arguments.items():
        if name not in names:
            continue
        if len(given) > 1:
            problems.append(problem([name], "repeated", "must be given at most once"))
            continue
        value = given[0]
        if isinstance(value, bytes):
            try:
                value = value.decode("utf-8")
            except UnicodeDecodeError:
                problems.append(problem([name], "invalid_encoding", "must be UTF-8 text"))
                continue
        values[name] = value
    return values, problems
