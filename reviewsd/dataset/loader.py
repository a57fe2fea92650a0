"""Reads the data files, validates them, keeps their last good copies in state_dir, builds a Snapshot.

A file that does not parse or validate is never used: the last good copy (kept in state_dir) is
served instead, and every problem is returned with its JSON path. `load` runs in a short-lived
worker process, so a large file is parsed without stalling the event loop and the parsed
documents never take up the daemon's own memory.
"""
import contextlib
import datetime
import gc
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
class FileState:
    """What is served from one data file: which content, since when, and from where."""
    name: str
    sha256: str
    changed_at: datetime.datetime  # when this content first appeared: the Last-Modified of what it feeds
    source: str  # "data_dir", or "state_dir" when the data dir copy is bad and the last good one serves


@dataclass
class FileOutcome:
    """What one load decided for a file."""
    state: FileState | None  # what to serve (None: nothing, e.g. no insights published)
    problems: list = field(default_factory=list)
    unstable: bool = False  # the file changed while it was read: try again, report nothing


@dataclass
class _Pick:
    outcome: FileOutcome
    raw: bytes | None = None  # the bytes behind outcome.state, when they could be read
    document: object = None  # already parsed and validated, when it was


def validate(name: str, document) -> list[Problem]:
    """Every problem of a parsed data file, each with its JSON path; [] when it is valid."""
    if not isinstance(document, dict):
        return [Problem(name, (), "must be a JSON object")]
    schema = schemas.REVIEWS_FILE if name == REVIEWS else schemas.INSIGHTS_FILE
    problems = []
    try:
        schema(document)
    except MultipleInvalid as e:
        problems = [Problem(name, schemas.plain_path(err.path), err.error_message) for err in e.errors]
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
    if not problems:
        problems = _unservable(name, document)
    return document, problems


def _unservable(name: str, document: dict) -> list[Problem]:
    """ujson reads NaN, Infinity and 1e400 (as infinity), none of which is JSON or could be served.
    The schemas refuse them in every field they know, so they can only hide under keys the schemas
    let through: the reviews file's parts besides its reviews, and anywhere in insights."""
    parts = document if name == INSIGHTS else {k: v for k, v in document.items() if k != "reviews"}
    try:
        jsonutil.dumps(parts)
    except (OverflowError, ValueError):
        return [Problem(name, (), "holds NaN, Infinity or a number too large for JSON")]
    return []


def unreadable(name: str, data_dir, error: OSError) -> Problem | None:
    """Why a data file could not be read; None for an optional file that is simply not there."""
    if isinstance(error, FileNotFoundError):
        return Problem(name, (), f"the file is missing from {data_dir}") if REQUIRED[name] else None
    return Problem(name, (), f"cannot be read: {error.strerror}")


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

    def write(self, state: "FileState", raw: bytes) -> None:
        atomic_write(self.dir / state.name, raw)
        atomic_write(self.dir / f"{state.name}.meta", jsonutil.dumps(
            {"sha256": state.sha256, "changed_at": state.changed_at.isoformat()}))


class Loader:
    """Decides, for each data file, which copy to serve: the data dir's if valid, else the last good one."""

    def __init__(self, data_dir, state_dir):
        self.data_dir = Path(data_dir)
        self.store = LastGoodStore(state_dir)
        self.state_problem: str | None = None  # set while state_dir cannot be written

    def path(self, name: str) -> Path:
        return self.data_dir / name

    def pick(self, name: str, served: FileState | None) -> _Pick:
        path = self.path(name)
        try:
            with open(path, "rb") as f:
                before = _signature(os.fstat(f.fileno()))
                raw = f.read()
            if file_signature(path) != before:
                return _Pick(FileOutcome(served, unstable=True))  # replaced or rewritten while we read it
        except OSError as e:
            problem = unreadable(name, self.data_dir, e)
            if problem is None:
                return _Pick(FileOutcome(None))  # insights not published (or withdrawn)
            return self._fallback(name, served, [problem])

        sha = hashlib.sha256(raw).hexdigest()
        if served is not None and served.sha256 == sha and served.source == "data_dir":
            return _Pick(FileOutcome(served), raw)  # touched, not changed: validated when first served
        document, problems = check_document(name, raw)
        if problems:
            return self._fallback(name, served, problems)
        stored = self.store.meta(name)
        if stored and stored.get("sha256") == sha:
            changed_at = datetime.datetime.fromisoformat(stored["changed_at"])
        else:
            changed_at = min(_now(), datetime.datetime.fromtimestamp(before[2] // 10**9, datetime.timezone.utc))
        state = FileState(name, sha, changed_at, "data_dir")
        if not stored or stored.get("sha256") != sha:
            self._remember(state, raw)
        return _Pick(FileOutcome(state), raw, document)

    def _remember(self, state: FileState, raw: bytes) -> None:
        try:
            self.store.write(state, raw)
            self.state_problem = None
        except OSError as e:
            self.state_problem = f"cannot keep the last good copy of {state.name} in {self.store.dir}: {e.strerror}"
            log.error("%s; serving continues, but a restart after a bad edit would have nothing to fall back on",
                      self.state_problem)

    def _fallback(self, name: str, served: FileState | None, problems: list) -> _Pick:
        """The data dir copy cannot be served: serve the last good one from state_dir instead."""
        stored = self.store.read(name)
        if served is not None:
            keep = FileState(name, served.sha256, served.changed_at, "state_dir")
            raw = stored[0] if stored and stored[1]["sha256"] == served.sha256 else None
            return _Pick(FileOutcome(keep, problems), raw)
        if stored is not None:  # a start after a bad edit
            raw, meta = stored
            document, stored_problems = check_document(name, raw)
            if not stored_problems:
                changed_at = datetime.datetime.fromisoformat(meta["changed_at"])
                return _Pick(FileOutcome(FileState(name, meta["sha256"], changed_at, "state_dir"), problems),
                             raw, document)
        return _Pick(FileOutcome(None, problems))


@dataclass
class LoadResult:
    outcomes: dict  # file name -> FileOutcome
    snapshot: object = None  # a new Snapshot, when what is served changed
    state_problem: str | None = None
    derivation_pending: bool = False  # served without insights for now: derive them in full next


@contextlib.contextmanager
def _collection_paused():
    """Parsing a large file creates millions of containers; the cyclic GC would rescan them again and
    again (it makes the load 2-3 times slower) although none can be garbage yet."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def load(data_dir, state_dir, base_url: str, served: dict, derive_insights: bool = False,
         derive_now: bool = False, rebuild: bool = False) -> LoadResult:
    """Load the data dir as the daemon serves it. `served` maps each file to the FileState in service.

    A pure function of the files and `served`, so it can run in a worker process: what it returns
    is small and compact (the Snapshot keeps bytes and arrays, not the parsed documents).

    With `derive_insights` and no insights.json, the insights are derived from the reviews (section 6).
    Reviews are never kept waiting for that: the insights last derived are served with them when they
    describe these very reviews; otherwise the reviews are served without insights and
    `derivation_pending` is set, and the caller runs `derive_pending` in the background. With
    `derive_now` (tests, `load_all`) the derivation happens here instead. `rebuild`: build the
    Snapshot even though no file changed.
    """
    from reviewsd.dataset.snapshot import Snapshot  # the snapshot builds on this module

    loader = Loader(data_dir, state_dir)
    with _collection_paused():
        picks = {name: loader.pick(name, served.get(name)) for name in DATA_FILES}
        outcomes = {name: pick.outcome for name, pick in picks.items()}
        result = LoadResult(outcomes, state_problem=loader.state_problem)
        if any(o.unstable for o in outcomes.values()):
            return result
        if not rebuild and all(_same_content(outcomes[name].state, served.get(name)) for name in DATA_FILES):
            return result  # nothing served changed (a touch, or a bad edit with the last good copy serving)
        documents = {}
        for name, pick in picks.items():
            if pick.outcome.state is None:
                documents[name] = None
            elif pick.document is not None:
                documents[name] = pick.document
            elif pick.raw is not None:
                documents[name] = jsonutil.loads(pick.raw)  # validated when it was first served
            else:
                # The last good copy of this file is gone from state_dir (it could not be written), so
                # the Snapshot cannot be rebuilt: keep serving the current one until the file is fixed.
                return result
        insights_state = outcomes[INSIGHTS].state
        if derive_insights and documents[INSIGHTS] is None and documents[REVIEWS] is not None:
            documents[INSIGHTS], insights_state = _derived(documents[REVIEWS], outcomes[REVIEWS].state,
                                                           state_dir, derive_now)
            result.derivation_pending = documents[INSIGHTS] is None
        result.snapshot = Snapshot(documents[REVIEWS], outcomes[REVIEWS].state,
                                   documents[INSIGHTS], insights_state, base_url)
    return result


def derive_pending(data_dir, state_dir, base_url: str, served: dict) -> LoadResult:
    """The background step after a load served reviews without their insights: derive them (kept in
    state_dir) and return the load that serves both. Picklable and top-level, for a worker process."""
    return load(data_dir, state_dir, base_url, served, derive_insights=True, derive_now=True, rebuild=True)


def _derived(reviews_doc: dict, reviews_state: FileState, state_dir, derive_now: bool):
    """(derived insights document or None, the FileState it is served with). Derived insights change
    exactly when the reviews do, so they share the reviews' validators' date."""
    from reviewsd.insights import store
    document = store.read(state_dir, reviews_state.sha256)
    if document is None and derive_now:
        from reviewsd.insights.derive import derive  # the analysis is loaded only where it runs
        document = derive(reviews_doc, state_dir)
        store.write(state_dir, reviews_state.sha256, document)
    if document is None:
        return None, None
    return document, FileState(INSIGHTS, reviews_state.sha256, reviews_state.changed_at, "derived")


def _same_content(a: FileState | None, b: FileState | None) -> bool:
    return (a.sha256 if a else None) == (b.sha256 if b else None)
