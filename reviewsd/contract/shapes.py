"""The building blocks of the contract. Each shape, declared once, gives:
- `check`: the plain validation rule (fast: no voluptuous overhead), raising Issue;
- `voluptuous()`: the schema that reports every problem with a path, run when `check` fails;
- `json_schema()`: the JSON Schema fragment for the OpenAPI document and the MCP tools.

Two habits keep the reports useful:
- voluptuous stops a list at its first bad element, so lists report every bad element themselves;
- `bool` is an `int` in Python and `Coerce(int)` truncates 3.9, so numbers are checked strictly here.
Messages never repeat the caller's input back: they say what was expected.
"""
from __future__ import annotations

import datetime
import math
import re
from typing import Any as AnyType, Callable

from voluptuous import ALLOW_EXTRA, PREVENT_EXTRA, Invalid, MultipleInvalid, Optional, Required, Schema

from reviewsd.contract.problems import Issue

Rule = Callable[[AnyType], AnyType]
Refs = Callable[[str], dict]  # a record's name -> the JSON Schema that refers to it


class Shape:
    """One kind of value. Subclasses set `check` and `_json`; `description` documents a use of it."""
    description: str | None = None

    def check(self, value):
        raise NotImplementedError

    def voluptuous(self):
        return self.check

    def _json(self, refs: Refs | None) -> dict:
        raise NotImplementedError

    def json_schema(self, refs: Refs | None = None) -> dict:
        """The JSON Schema; with `refs`, named records are referred to rather than written out."""
        schema = self._json(refs)
        if self.description:
            schema = {**schema, "description": self.description}
        return schema

    def describe(self, description: str) -> "Shape":
        """The same shape, documented for one use (a parameter, a field)."""
        copy = object.__new__(type(self))
        copy.__dict__.update(self.__dict__)
        copy.description = description
        return copy


# ---------------------------------------------------------------- scalars

class Integer(Shape):
    def __init__(self, lo: int, hi: int):
        self.lo, self.hi = lo, hi

    def check(self, value):
        if isinstance(value, bool) or not isinstance(value, int):
            raise Issue("not_an_integer", f"must be an integer from {self.lo} to {self.hi}")
        if not self.lo <= value <= self.hi:
            raise Issue("out_of_range", f"must be from {self.lo} to {self.hi}")
        return value

    def _json(self, refs):
        return {"type": "integer", "minimum": self.lo, "maximum": self.hi}


class Count(Integer):
    """A count of things: an integer from 0 (JSON Schema states no upper bound: 2**53 is JSON's)."""

    def __init__(self):
        super().__init__(0, 2**53)

    def _json(self, refs):
        return {"type": "integer", "minimum": 0}


class Number(Shape):
    def __init__(self, lo: float | None = None, hi: float | None = None):
        self.lo, self.hi = lo, hi

    def check(self, value):
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
            raise Issue("not_a_number", "must be a finite number")
        if (self.lo is not None and value < self.lo) or (self.hi is not None and value > self.hi):
            raise Issue("out_of_range", f"must be from {self.lo} to {self.hi}")
        return value

    def _json(self, refs):
        schema: dict = {"type": "number"}
        if self.lo is not None:
            schema["minimum"] = self.lo
        if self.hi is not None:
            schema["maximum"] = self.hi
        return schema


class Text(Shape):
    """A string; `nonempty`: with something besides white space; `max_chars`: at most that many."""

    def __init__(self, nonempty: bool = False, max_chars: int | None = None):
        self.nonempty, self.max_chars = nonempty, max_chars

    def check(self, value):
        if not isinstance(value, str) or (self.nonempty and not value.strip()):
            raise Issue("not_a_string", "must be a non-empty string" if self.nonempty else "must be a string")
        if self.max_chars is not None and len(value) > self.max_chars:
            raise Issue("too_long", f"must be at most {self.max_chars} characters")
        return value

    def _json(self, refs):
        schema: dict = {"type": "string"}
        if self.nonempty:
            schema.update(minLength=1, pattern=r"\S")
        if self.max_chars is not None:
            schema["maxLength"] = self.max_chars
        return schema


class Pattern(Shape):
    """A string matching a regular expression written for both Python and JSON Schema (ECMA 262)."""

    def __init__(self, regex: str, what: str, code: str = "invalid_format"):
        self.regex, self.what, self.code = regex, what, code
        self._compiled = re.compile(regex + r"\Z")

    def check(self, value):
        if not isinstance(value, str) or not self._compiled.match(value):
            raise Issue(self.code, f"must be {self.what}")
        return value

    def _json(self, refs):
        return {"type": "string", "pattern": f"^{self.regex}$"}


class Date(Shape):
    """A real calendar date written exactly as YYYY-MM-DD (fromisoformat alone also takes 20250101).
    `parsed`: the rule returns a datetime.date rather than the text."""
    FORMAT = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}\Z")

    def __init__(self, parsed: bool = False):
        self.parsed = parsed

    def check(self, value):
        if not isinstance(value, str) or not self.FORMAT.match(value):
            raise Issue("invalid_date", "must be a date written YYYY-MM-DD")
        try:
            day = datetime.date.fromisoformat(value)
        except ValueError:
            raise Issue("invalid_date", "must be a real calendar date (YYYY-MM-DD)") from None
        return day if self.parsed else value

    def _json(self, refs):
        return {"type": "string", "format": "date", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"}


class DateTime(Shape):
    def check(self, value):
        try:
            datetime.datetime.fromisoformat(value)
        except (TypeError, ValueError):
            raise Issue("invalid_datetime", "must be an ISO 8601 date-time") from None
        return value

    def _json(self, refs):
        return {"type": "string", "description": "an ISO 8601 date-time"}


class Url(Shape):
    FORMAT = re.compile(r"https?://[^\s/?#]+[^\s]*\Z")  # compiled once: a large file has a URL per review

    def check(self, value):
        if not isinstance(value, str) or not self.FORMAT.match(value):
            raise Issue("invalid_url", "must be an http:// or https:// URL")
        return value

    def _json(self, refs):
        return {"type": "string", "format": "uri", "pattern": r"^https?://[^\s/?#]+\S*$"}


class PathPart(Shape):
    """One step of a JSON path: a key (string) or an index (integer)."""

    def check(self, value):
        if isinstance(value, bool) or not isinstance(value, (str, int)):
            raise Issue("invalid_path", "must be a string or an integer")
        return value

    def _json(self, refs):
        return {"type": ["string", "integer"]}


class Boolean(Shape):
    def check(self, value):
        if value is not True and value is not False:
            raise Issue("not_a_boolean", "must be true or false")
        return value

    def _json(self, refs):
        return {"type": "boolean"}


class Const(Shape):
    def __init__(self, value):
        self.value = value

    def check(self, value):
        if value != self.value or type(value) is not type(self.value):
            raise Issue("invalid_choice", f"must be {self.value!r}")
        return value

    def _json(self, refs):
        return {"const": self.value}


class Choice(Shape):
    def __init__(self, *choices: str):
        self.choices = choices

    def check(self, value):
        if value not in self.choices:
            raise Issue("invalid_choice", "must be one of " + ", ".join(self.choices))
        return value

    def _json(self, refs):
        return {"enum": list(self.choices)}


class Nullable(Shape):
    def __init__(self, inner: Shape):
        self.inner = inner
        self._inner_check = inner.check

    def check(self, value):
        return None if value is None else self._inner_check(value)

    def voluptuous(self):
        inner = self.inner.voluptuous()
        return lambda value: None if value is None else inner(value)

    def _json(self, refs):
        inner = self.inner.json_schema(refs)
        if isinstance(inner.get("type"), str) and not {"enum", "const"} & inner.keys():
            return {**inner, "type": [inner["type"], "null"]}
        return {"oneOf": [{"type": "null"}, inner]}


# ---------------------------------------------------------------- containers

def _collect(errors: list, error: Invalid, at) -> None:
    if isinstance(error, MultipleInvalid):
        for e in error.errors:
            e.prepend([at])
            errors.append(e)
    else:
        error.prepend([at])
        errors.append(error)


def _report_every(entries, fast, full) -> None:
    """Check each (where, item) with the `fast` rule; only where it fails, run `full`, which reports
    every problem of the item, and raise them all, prefixed with where they are."""
    errors: list = []
    for at, item in entries:
        try:
            fast(item)
            continue
        except (Invalid, TypeError, ValueError, KeyError):
            pass
        try:
            full(item)
        except Invalid as e:
            _collect(errors, e, at)
    if errors:
        raise MultipleInvalid(errors)


class ListOf(Shape):
    """A list whose every bad element is reported (voluptuous alone stops at the first)."""

    def __init__(self, item: Shape):
        self.item = item

    def check(self, value):
        if not isinstance(value, list):
            raise Issue("not_a_list", "must be a list")
        check = self.item.check
        for item in value:
            check(item)
        return value

    def voluptuous(self):
        item_check, item_schema = self.item.check, self.item.voluptuous()

        def validate(value):
            if not isinstance(value, list):
                raise Issue("not_a_list", "must be a list")
            _report_every(enumerate(value), item_check, item_schema)
            return value
        return validate

    def _json(self, refs):
        return {"type": "array", "items": self.item.json_schema(refs)}


class Strings(Shape):
    """A list of strings; a plain function, as it runs for every per-review entry of a large file."""

    def check(self, value):
        if not isinstance(value, list):
            raise Issue("not_a_list", "must be a list of strings")
        bad = [i for i, item in enumerate(value) if not isinstance(item, str)]
        if bad:
            raise MultipleInvalid([Issue("not_a_string", "must be a string", [i]) for i in bad])
        return value

    def _json(self, refs):
        return {"type": "array", "items": {"type": "string"}}


class MapOf(Shape):
    """An object with rule-checked keys and shape-checked values, reporting every bad entry."""

    def __init__(self, key: Shape, value: Shape):
        self.key, self.value = key, value

    def check(self, value):
        if not isinstance(value, dict):
            raise Issue("not_an_object", "must be an object")
        for k, item in value.items():
            self.key.check(k)
            self.value.check(item)
        return value

    def voluptuous(self):
        key_check, value_check, value_schema = self.key.check, self.value.check, self.value.voluptuous()

        def entry(check_value):
            def validate(pair):
                key_check(pair[0])
                check_value(pair[1])
            return validate

        def validate(value):
            if not isinstance(value, dict):
                raise Issue("not_an_object", "must be an object")
            _report_every(((k, (k, item)) for k, item in value.items()), entry(value_check), entry(value_schema))
            return value
        return validate

    def _json(self, refs):
        return {"type": "object", "additionalProperties": self.value.json_schema(refs)}


class Record(Shape):
    """An object with named fields. `optional`: fields that may be left out; `extra`: whether other keys
    are allowed. A `name` makes it a named schema (an OpenAPI component) that others refer to."""

    def __init__(self, fields: dict[str, Shape], optional=(), extra: bool = False, name: str | None = None):
        self.fields, self.optional, self.extra, self.name = dict(fields), frozenset(optional), extra, name
        self._keys = frozenset(self.fields)
        self._checks = tuple((k, shape.check) for k, shape in self.fields.items())  # bound once: a large
        # file runs them for every review
        self._schema: Schema | None = None

    def with_fields(self, name: str | None = None, **changes: Shape) -> "Record":
        return Record({**self.fields, **changes}, self.optional, self.extra, name)

    def only(self, *names: str) -> "Record":
        """The record cut down to some of its fields (a summary of it)."""
        return Record({n: self.fields[n] for n in names}, self.optional & set(names), self.extra)

    def required(self) -> list[str]:
        return [n for n in self.fields if n not in self.optional]

    def check(self, value):
        # The fast check: the very rules the voluptuous schema is built from, without its overhead.
        if type(value) is not dict:
            raise Issue("not_an_object", "must be an object")
        present = value.keys()
        if self.optional:
            if not self._keys - self.optional <= present or (not self.extra and not present <= self._keys):
                raise Issue("invalid_keys", "has missing or unknown keys")
            for key, check in self._checks:
                if key in value:
                    check(value[key])
            return value
        if (present != self._keys) if not self.extra else not self._keys <= present:
            raise Issue("invalid_keys", "has missing or unknown keys")
        for key, check in self._checks:
            check(value[key])
        return value

    def voluptuous(self):
        if self._schema is None:
            self._schema = Schema(
                {(Optional(k) if k in self.optional else Required(k)): shape.voluptuous()
                 for k, shape in self.fields.items()},
                extra=ALLOW_EXTRA if self.extra else PREVENT_EXTRA)
        return self._schema

    def validate(self, value):
        """Raise MultipleInvalid with every problem (after the fast check finds one)."""
        try:
            return self.check(value)
        except (Invalid, TypeError, ValueError, KeyError):
            pass
        schema = self.voluptuous()
        result = schema(value)
        return result  # the fast check and the schema disagreed; trust the schema

    def _json(self, refs):
        schema: dict = {"type": "object", "required": self.required(),
                        "properties": {k: shape.json_schema(refs) for k, shape in self.fields.items()}}
        if not self.extra:
            schema["additionalProperties"] = False
        return schema

    def json_schema(self, refs: Refs | None = None) -> dict:
        if refs is not None and self.name:
            return refs(self.name) if not self.description else {**refs(self.name),
                                                                 "description": self.description}
        return super().json_schema(refs)

    def definition(self, refs: Refs | None = None) -> dict:
        """This record written out (for the OpenAPI components), its own fields referring to others."""
        return Shape.json_schema(self, refs)


class ArrayOf(ListOf):
    """A list with at most `max_items` elements (results whose size the service bounds)."""

    def __init__(self, item: Shape, max_items: int):
        super().__init__(item)
        self.max_items = max_items

    def _json(self, refs):
        return {**super()._json(refs), "maxItems": self.max_items}
