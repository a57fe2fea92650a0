"""Reads one data file, validates it, and keeps the last good copy of it in state_dir.

A file that does not parse or validate is never used: `load_file` then falls back to the previous
good copy (in memory, or in state_dir after a restart) and returns every problem with its JSON path.
Runs in a worker thread: nothing here touches the IOLoop.
"""
import datetime
import hashlib
import json
import logging
import os
import re
from dataclasses import dataclass, field
from pathlib import Path

from voluptuous import MultipleInvalid

from reviewsd import jsonutil, schemas
from reviewsd.fileutil import atomic_write

log = logging.getLogger("reviewsd.data")

REVIEWS = "reviews.json"
INSIGHTS = "insights.json"
DATA_FILES = (REVIEWS, INSIGHTS)
REQUIRED = {REVIEWS: True, INSIGHTS: False}
_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")


@dataclass(frozen=True)
class Problem:
    file: str
    path: tuple
    message: str

    def __str__(self):
        return f"{self.file}: {render_path(self.path)}: {self.message}"


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
class LoadedFile:
    """One validated data file as it is served."""
    name: str
    data: dict
    sha256: str
    changed_at: datetime.datetime  # when this content first appeared: the Last-Modified of what it feeds
    source: str  # "data_dir", or "state_dir" when the data dir copy is bad and the last good one serves


@dataclass
class FileOutcome:
    """What one load attempt of a file produced."""
    loaded: LoadedFile | None  # what to serve (None: nothing, e.g. no insights published)
    problems: list = field(default_factory=list)
    unstable: bool = False  # the file changed while it was read: try again, report nothing


def validate(name: str, document) -> list[Problem]:
    """Every problem of a parsed data file, each with its JSON path; [] when it is valid."""
    if not isinstance(document, dict):
        return [Problem(name, (), "must be a JSON object")]
    schema = schemas.REVIEWS_FILE if name == REVIEWS else schemas.INSIGHTS_FILE
    problems = []
    try:
        schema(document)
    except MultipleInvalid as e:
        problems = [Problem(name, tuple(err.path), err.error_message) for err in e.errors]
    if name == REVIEWS and isinstance(document.get("reviews"), list):
        seen = {}
        for i, review in enumerate(document["reviews"]):
            rid = review.get("id") if isinstance(review, dict) else None
            if isinstance(rid, str):
                if rid in seen:
                    problems.append(Problem(name, ("reviews", i, "id"), f"duplicates the id of reviews[{seen[rid]}]"))
                else:
                    seen[rid] = i
    return sorted(problems, key=lambda p: [str(x) for x in p.path])


def parse(name: str, raw: bytes):
    """(document, []) or (None, [the parse problem, with line and column])."""
    try:
        return jsonutil.loads(raw), []
    except (ValueError, OverflowError):
        pass
    # ujson says only that it failed; the stdlib parser says where, which the operator needs.
    try:
        json.loads(raw)
        where = "not valid JSON"
    except UnicodeDecodeError:
        where = "not UTF-8 text"
    except json.JSONDecodeError as e:
        where = f"not valid JSON (line {e.lineno} column {e.colno}: {e.msg})"
    except (ValueError, RecursionError):
        where = "not valid JSON"
    message = "the file is empty" if not raw.strip() else where
    return None, [Problem(name, (), message)]


def check_document(name: str, raw: bytes):
    """(document, problems) for the bytes of a data file: the daemon's and --check's one verdict."""
    document, problems = parse(name, raw)
    if not problems:
        problems = validate(name, document)
    return document, problems


def _signature(st: os.stat_result):
    return (st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns)


def file_signature(path: Path):
    """What the watcher compares between polls; None when the file is absent or cannot be stat'ed."""
    try:
        return _signature(os.stat(path))
    except OSError:
        return None


def _now():
    return datetime.datetime.now(datetime.timezone.utc).replace(microsecond=0)


class LastGoodStore:
    """state_dir/last-good/: the newest valid copy of each data file and when its content first appeared."""

    def __init__(self, state_dir):
        self.dir = Path(state_dir) / "last-good"

    def read(self, name: str):
        """(raw bytes, meta dict) or None."""
        try:
            raw = (self.dir / name).read_bytes()
            meta = jsonutil.loads((self.dir / f"{name}.meta").read_bytes())
        except (OSError, ValueError):
            return None
        if not isinstance(meta, dict) or meta.get("sha256") != hashlib.sha256(raw).hexdigest():
            return None
        return raw, meta

    def meta(self, name: str):
        try:
            meta = jsonutil.loads((self.dir / f"{name}.meta").read_bytes())
            return meta if isinstance(meta, dict) else None
        except (OSError, ValueError):
            return None

    def write(self, loaded: LoadedFile, raw: bytes) -> None:
        atomic_write(self.dir / loaded.name, raw)
        atomic_write(self.dir / f"{loaded.name}.meta", jsonutil.dumps(
            {"sha256": loaded.sha256, "changed_at": loaded.changed_at.isoformat()}))


class Loader:
    """Loads the data files of one data dir, remembering the last good copy of each."""

    def __init__(self, data_dir, state_dir):
        self.data_dir = Path(data_dir)
        self.store = LastGoodStore(state_dir)
        self.state_problem: str | None = None  # set while state_dir cannot be written

    def path(self, name: str) -> Path:
        return self.data_dir / name

    def load_file(self, name: str, previous: LoadedFile | None) -> FileOutcome:
        path = self.path(name)
        try:
            with open(path, "rb") as f:
                before = _signature(os.fstat(f.fileno()))
                raw = f.read()
            if file_signature(path) != before:
                return FileOutcome(previous, unstable=True)  # replaced or rewritten while we read it
        except FileNotFoundError:
            if not REQUIRED[name]:
                return FileOutcome(None)  # insights not published (or withdrawn)
            return self._fallback(name, previous, [Problem(name, (), f"the file is missing from {self.data_dir}")])
        except OSError as e:
            return self._fallback(name, previous, [Problem(name, (), f"cannot be read: {e.strerror}")])

        sha = hashlib.sha256(raw).hexdigest()
        if previous is not None and previous.sha256 == sha and previous.source == "data_dir":
            return FileOutcome(previous)  # touched, not changed
        document, problems = check_document(name, raw)
        if problems:
            return self._fallback(name, previous, problems)

        stored = self.store.meta(name)
        if stored and stored.get("sha256") == sha:
            changed_at = datetime.datetime.fromisoformat(stored["changed_at"])
        else:
            changed_at = min(_now(), datetime.datetime.fromtimestamp(before[2] // 10**9, datetime.timezone.utc))
        loaded = LoadedFile(name, document, sha, changed_at, "data_dir")
        if not stored or stored.get("sha256") != sha:
            self._remember(loaded, raw)
        return FileOutcome(loaded)

    def _remember(self, loaded: LoadedFile, raw: bytes) -> None:
        try:
            self.store.write(loaded, raw)
            self.state_problem = None
        except OSError as e:
            self.state_problem = f"cannot keep the last good copy of {loaded.name} in {self.store.dir}: {e.strerror}"
            log.error("%s; serving continues, but a restart after a bad edit would have nothing to fall back on",
                      self.state_problem)

    def _fallback(self, name: str, previous: LoadedFile | None, problems: list) -> FileOutcome:
        if previous is not None:
            return FileOutcome(previous if previous.source == "state_dir" else
                               LoadedFile(name, previous.data, previous.sha256, previous.changed_at, "state_dir"),
                               problems)
        stored = self.store.read(name)
        if stored is not None:
            raw, meta = stored
            document, stored_problems = check_document(name, raw)
            if not stored_problems:
                changed_at = datetime.datetime.fromisoformat(meta["changed_at"])
                return FileOutcome(LoadedFile(name, document, meta["sha256"], changed_at, "state_dir"), problems)
        return FileOutcome(None, problems)
