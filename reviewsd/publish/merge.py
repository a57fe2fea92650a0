"""Fold Records into data_dir/reviews.json: validated by the daemon's own check, written atomically.

Nothing is written unless every record is good and the merged file passes `check_document`, the very
verdict the daemon and `--check` give; and nothing at all when nothing changed, so re-importing the
same export does not even touch the file's time. The running daemon sees the new file as it sees any
edit (an atomic rename, then its watcher's next poll).
"""
import contextlib
import fcntl
import json
import os
from dataclasses import dataclass, field
from pathlib import Path

from reviewsd.contract.problems import render_path
from reviewsd.dataset.loader import REVIEWS, check_document
from reviewsd.fileutil import atomic_write
from reviewsd.publish import ids
from reviewsd.publish.record import Record

MAX_PROBLEMS_SHOWN = 100  # a hostile or mistaken export could have a million bad rows


class MergeError(Exception):
    """Nothing was written; `problems` says why, one line each."""

    def __init__(self, problems: list):
        super().__init__(f"{len(problems)} problem(s)")
        self.problems = problems


@dataclass
class Outcome:
    added: list = field(default_factory=list)  # ids
    updated: list = field(default_factory=list)
    unchanged: list = field(default_factory=list)

    @property
    def changed(self) -> bool:
        return bool(self.added or self.updated)


@contextlib.contextmanager
def locked(data_dir: Path):
    """One import or add at a time per data dir (a lock on the directory itself: no stray lock file)."""
    try:
        fd = os.open(data_dir, os.O_RDONLY | os.O_DIRECTORY)
    except OSError as e:
        raise MergeError([f"{data_dir}: cannot be opened: {e.strerror}"]) from None
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)


def apply(data_dir, records: list[Record], label: str, id_for=None) -> Outcome:
    """Merge `records` into data_dir/reviews.json; raises MergeError (writing nothing) on any problem.

    `label` names the export in messages; `id_for(record)` gives a new review's id (default: derived).
    """
    data_dir = Path(data_dir)
    path = data_dir / REVIEWS
    if not data_dir.is_dir():
        raise MergeError([f"{data_dir}: no such directory (the data_dir option)"])
    with locked(data_dir):
        try:
            raw = path.read_bytes()
            before = os.stat(path)
        except FileNotFoundError:
            raise MergeError([f"{path}: missing; it needs at least the business "
                              "(see \"Publishing a review\" in the README)"]) from None
        except OSError as e:
            raise MergeError([f"{path}: cannot be read: {e.strerror}"]) from None
        document, problems = check_document(REVIEWS, raw)
        if problems:
            raise MergeError([f"{data_dir}/{p}" for p in problems[:MAX_PROBLEMS_SHOWN]] +
                             [f"{path} has problems of its own: fix them first "
                              f"(reviewsd --check --data_dir={data_dir})"])
        outcome, origin, problems = merge(document, records, label, id_for or derived_id)
        if not problems and not outcome.changed:
            return outcome
        body = (json.dumps(document, ensure_ascii=False, indent=2) + "\n").encode("utf-8")
        _, checked = check_document(REVIEWS, body)
        problems += _explain(checked, origin, label)
        if problems:
            raise MergeError(_bounded([line for _, line in sorted(problems, key=lambda p: p[0])]))
        if _signature(os.stat(path)) != _signature(before):
            raise MergeError([f"{path} changed while the import ran (an editor?); nothing was written: run it again"])
        try:
            atomic_write(path, body, like=before)
        except OSError as e:  # most often: the data dir belongs to another user (run it as that user)
            raise MergeError([f"{path}: cannot be written: {e.strerror}"]) from None
    return outcome


def derived_id(record: Record) -> str:
    assert record.source_id is not None, "a record without a source id is refused before it gets an id"
    return ids.derived(record.source, record.source_id, record.created)


def merge(document: dict, records: list[Record], label: str, id_for) -> tuple[Outcome, dict, list]:
    """Merge in place: (what happened, {index in reviews: (position, record)}, [(position, problem)]).

    A record the parser found problems in is merged all the same, so that the validator can name
    the problems of its other fields too; its own are reported once, as the parser said them.
    """
    reviews = document["reviews"]
    stored = {ids.identity(r["id"]): i for i, r in enumerate(reviews) if ids.identity(r["id"])}
    outcome, origin = Outcome(), {}
    problems: list = []
    seen: dict = {}
    for position, record in enumerate(records):
        problems.extend((position, line) for line in _record_problems(record, label))
        if any(name == "$" for name, _ in record.problems):
            continue  # not a review at all: there is nothing more to say about its fields
        new_id = id_for(record) if record.source_id or not record.problems else f"(no id: {position})"
        key = ids.identity(new_id)
        if key in seen:
            problems.append((position, f"{_at(label, record)}: repeats the review of {seen[key]} "
                                       "(the same source and id)"))
            continue
        seen[key] = record.where
        review = {"id": new_id, **record.review}
        if not _encodable(review):
            problems.append((position, f"{_at(label, record)}: holds text that is not valid Unicode "
                                       "(a lone surrogate)"))
            continue
        if key in stored:
            i = stored[key]
            old = reviews[i]
            # The stored id stays (it may be cited), and so does `verified`: an operator who hid a
            # review by setting it to false has decided, whatever the source says.
            review.update(id=old["id"], verified=old["verified"])
            if review == old:
                outcome.unchanged.append(old["id"])
                continue
            reviews[i] = review
            outcome.updated.append(old["id"])
        else:
            i = len(reviews)
            reviews.append(review)
            outcome.added.append(new_id)
        origin[i] = (position, record)
    return outcome, origin, problems


def _record_problems(record: Record, label: str) -> list:
    return [f"{_at(label, record)}: {record.field_names.get(name, name)}: {message}" if name != "$"
            else f"{_at(label, record)}: {message}" for name, message in record.problems]


def _at(label: str, record: Record) -> str:
    return f"{label} {record.where}" if record.where else label


def _explain(problems, origin: dict, label: str) -> list:
    """The validator's reviews[57].rating, said as the export's own line or index and field name."""
    lines = []
    for p in problems:
        path = p.path
        position, record = origin.get(path[1], (-1, None)) if len(path) >= 2 and path[0] == "reviews" else (-1, None)
        if record is None:
            lines.append((-1, str(p)))
            continue
        name = render_path(path[2:]) if len(path) > 2 else "$"
        if any(name == field or name.startswith(field + ".") for field, _ in record.problems):
            continue  # the parser has said what is wrong with this field, in the export's terms
        lines.append((position, f"{_at(label, record)}: {record.field_names.get(name, name)}: {p.message}"))
    return lines


def _bounded(lines: list) -> list:
    if len(lines) <= MAX_PROBLEMS_SHOWN:
        return lines
    return lines[:MAX_PROBLEMS_SHOWN] + [f"... and {len(lines) - MAX_PROBLEMS_SHOWN} more"]


def _encodable(review: dict) -> bool:
    try:
        json.dumps(review, ensure_ascii=False).encode("utf-8")
        return True
    except UnicodeEncodeError:
        return False


def _signature(st: os.stat_result):
    return (st.st_ino, st.st_size, st.st_mtime_ns)
