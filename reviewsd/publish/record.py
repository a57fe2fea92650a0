"""What a parser yields: one review as its source gave it, and where the operator finds it."""
import datetime
from dataclasses import dataclass, field


class ExportError(Exception):
    """The export as a whole cannot be read (not the format's syntax, not its shape)."""


@dataclass
class Record:
    where: str  # how the operator finds it in the export: "line 7", "reviews[3]"
    source: str
    source_id: str | None  # the source's own id of the review; the derived id rests on it
    created: datetime.datetime | None  # when the source says it was written: the id's time part
    review: dict  # every Review field but `id`, as far as the source gives them
    problems: list = field(default_factory=list)  # (Review field, or "$" for the whole record; message)
    field_names: dict = field(default_factory=dict)  # Review field -> the export's name for it

    def problem(self, name: str, message: str) -> None:
        self.problems.append((name, message))


def shown(value, limit=40) -> str:
    """A bad value as a message quotes it: short, so a hostile file cannot flood the terminal."""
    text = repr(value)
    return text if len(text) <= limit else text[:limit] + "..."
