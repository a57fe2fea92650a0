"""The one type for a validation problem, whatever was validated: a data file, query parameters, tool
arguments or a hub form. A client sees it as {"path", "code", "message"}; an operator as one log line."""
import json
import re
from dataclasses import dataclass

from voluptuous import Invalid, RequiredFieldInvalid

_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")


class Issue(Invalid):
    """Raised by a validation rule: an Invalid (so voluptuous collects it) with a stable machine code."""

    def __init__(self, code: str, message: str, path=None):
        super().__init__(message, path)
        self.code = code


def plain_path(path) -> tuple:
    """voluptuous puts its Required/Optional marker objects in the path of a missing key: their names."""
    return tuple(p if type(p) in (str, int) else str(p) for p in path)


def render_path(path) -> str:
    """['reviews', 3, 'rating'] -> 'reviews[3].rating'; the empty path is the document itself, '$'."""
    out = ""
    for part in path:
        if isinstance(part, int):
            out += f"[{part}]"
        elif _IDENTIFIER.match(str(part)):
            out += f".{part}" if out else str(part)
        else:
            out += "[" + json.dumps(str(part), ensure_ascii=False) + "]"
    return out or "$"


@dataclass(frozen=True)
class Problem:
    """One thing wrong with one value: where (a JSON path), what kind (code), and what is expected."""
    path: tuple
    code: str
    message: str
    file: str | None = None  # the data file it was found in, for the operator's log line

    def __str__(self):
        where = render_path(self.path)
        return f"{self.file}: {where}: {self.message}" if self.file else f"{where}: {self.message}"

    def as_dict(self) -> dict:
        """The API's issue format."""
        return {"path": list(self.path), "code": self.code, "message": self.message}

    @property
    def sort_key(self) -> list:
        """Natural order: reviews[3] before reviews[10] (as text, "10" < "3")."""
        return [(0, part, "") if isinstance(part, int) else (1, 0, str(part)) for part in self.path]


def problem(path, code: str, message: str, file: str | None = None) -> Problem:
    return Problem(plain_path(path), code, message, file)


def in_order(problems) -> list[Problem]:
    """Problems ordered by path (stable), so a report reads like the document."""
    return sorted(problems, key=lambda p: p.sort_key)


def from_invalid(error: Invalid, file: str | None = None) -> Problem:
    """A voluptuous error as a Problem: a missing key is "required", an Issue keeps its own code."""
    if isinstance(error, RequiredFieldInvalid):
        return problem(error.path, "required", "is required", file)
    return problem(error.path, getattr(error, "code", "invalid"), error.error_message, file)


class ValidationFailed(Exception):
    """Every problem found in one request (or one set of arguments), in path order."""

    def __init__(self, problems):
        self.problems = in_order(problems)
        super().__init__(f"{len(self.problems)} invalid parameter(s)")

    @property
    def issues(self) -> list[dict]:
        """The problems in the API's issue format."""
        return [p.as_dict() for p in self.problems]
