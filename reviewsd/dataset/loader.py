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
import stat
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from voluptuous import MultipleInvalid

from reviewsd import jsonutil, worker
from reviewsd.contract import records
from reviewsd.contract.problems import Problem, from_invalid, in_order
from reviewsd.fileutil import atomic_write, fsync_dir

if TYPE_CHECKING:  # built here in the worker, but imported only then: it is heavy to import at start
    from reviewsd.dataset.snapshot import InsightsPart, Snapshot

log = logging.getLogger("reviewsd.data")

REVIEWS = "reviews.json"
INSIGHTS = "insights.json"
DATA_FILES = (REVIEWS, INSIGHTS)
REQUIRED = {REVIEWS: True, INSIGHTS: False}
# Deeper nesting than any data file needs; far deeper nesting (1,000 levels under `business`) could
# be parsed but not handed from the loader's process to the daemon (pickle recursion) nor served.
MAX_DEPTH = 32
# Where a file does not parse, the stdlib parser finds the line and column, but only a second full
# parse can (seconds and about 8 times the file in memory for a large one): only up to this size.
POSITION_PARSE_MAX_BYTES = 16 * 1024 * 1024
UTF8_BOM = b"\xef\xbb\xbf"
_OTHER_BOMS = {b"\xff\xfe": "UTF-16", b"\xfe\xff": "UTF-16"}
# A JSON escape of a UTF-16 surrogate (\ud800-\udfff): a pair is an emoji written ASCII-safe; a lone one
# (a truncated export) is text that is not Unicode. Only files holding one need the slow look.
_SURROGATE_ESCAPE = re.compile(rb"\\u[dD][89abcdefABCDEF]")



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
    document: dict | None = None  # already parsed and validated, when it was


def validate(name: str, document) -> list[Problem]:
    """Every problem of a parsed data file, each with its JSON path; [] when it is valid."""
    if not isinstance(document, dict):
        return [_problem(name, "must be a JSON object")]
    record = records.REVIEWS_FILE if name == REVIEWS else records.INSIGHTS_FILE
    problems = []
    try:
        record.validate(document)
    except MultipleInvalid as e:
        problems = [from_invalid(err, name) for err in e.errors]
    if name == REVIEWS and isinstance(document.get("reviews"), list):
        seen: dict[str, int] = {}
        for i, review in enumerate(document["reviews"]):
            rid = review.get("id") if isinstance(review, dict) else None
            if isinstance(rid, str):
                if rid in seen:
                    problems.append(Problem(("reviews", i, "id"), "duplicate_id",
                                            f"duplicates the id of reviews[{seen[rid]}]", name))
                else:
                    seen[rid] = i
    return in_order(problems)


def _problem(name: str, message: str) -> Problem:
    """A problem with a whole file."""
    return Problem((), "invalid_file", message, name)


def parse(name: str, raw: bytes):
    """(document, []) or (None, [the parse problem, with line and column where it can be had]).

    A UTF-8 byte order mark (as some Windows editors write) is skipped, as RFC 8259 allows."""
    if raw.startswith(UTF8_BOM):
        raw = raw[len(UTF8_BOM):]  # a copy, but only of such files
    try:
        return jsonutil.loads(raw), []
    except (ValueError, OverflowError) as e:
        reason = str(e)
    if not raw[:4096].strip():
        return None, [_problem(name, "the file is empty")]
    return None, [_problem(name, _why_not_json(raw[:2], raw, reason))]


def _why_not_json(head: bytes, raw, reason: str) -> str:
    if head in _OTHER_BOMS:
        return f"not UTF-8 text: it is {_OTHER_BOMS[head]} (it starts with a {_OTHER_BOMS[head]} byte order mark); " \
               "save it as UTF-8"
    if "depth limit" in reason:
        return f"nested too deeply (more than {MAX_DEPTH} levels are never needed)"
    if len(raw) > POSITION_PARSE_MAX_BYTES:
        try:
            str(raw, "utf-8")
        except UnicodeDecodeError as e:
            return f"not UTF-8 text (byte {e.start})"
        return ("not valid JSON (too large to find the position again here: "
                "`python3 -m json.tool FILE > /dev/null` prints the line and column)")
    # ujson says only that it failed; the stdlib parser says where, which the operator needs.
    try:
        json.loads(raw)
    except UnicodeDecodeError as e:
        return f"not UTF-8 text (byte {e.start})"
    except json.JSONDecodeError as e:
        return f"not valid JSON (line {e.lineno} column {e.colno}: {e.msg})"
    except (ValueError, RecursionError):
        pass
    return "not valid JSON"


def check_document(name: str, raw: bytes):
    """(document, problems) for the bytes of a data file: the daemon's and --check's one verdict."""
    document, problems = parse(name, raw)
    if not problems:
        problems = validate(name, document)
    if not problems:
        problems = _unservable(name, raw, document)
    return document, problems


def _unservable(name: str, raw: bytes, document: dict) -> list[Problem]:
    """What parses and fits the schema but could still not be served: NaN, Infinity and 1e400 (ujson
    reads them; they are not JSON), nesting past MAX_DEPTH, and text that is not Unicode (a lone
    surrogate escape such as "\\ud83d", which no UTF-8 encoder accepts).

    The schemas fix the shape of every field they know, so NaN and deep nesting can only hide under
    keys they let through: the reviews file's parts besides its reviews, and anywhere in insights.
    One native encoding of those parts, indented, finds all three: the depth is the indentation."""
    parts = document if name == INSIGHTS else {k: v for k, v in document.items() if k != "reviews"}
    try:
        text = jsonutil.dumps_pretty(parts)
    except (OverflowError, ValueError):
        return [_problem(name, "holds NaN, Infinity or a number too large for JSON")]
    if "\n" + " " * (jsonutil.PRETTY_INDENT * (MAX_DEPTH + 1)) in text:
        path = _first_path(parts, lambda value, depth: depth > MAX_DEPTH)
        return [Problem(path, "too_deep", f"is nested more than {MAX_DEPTH} levels deep; no data file needs that",
                        name)]
    if _SURROGATE_ESCAPE.search(raw):
        try:
            jsonutil.dumps(document)
        except UnicodeEncodeError:
            path = _first_path(document, lambda value, depth: isinstance(value, str) and not _is_unicode(value))
            return [Problem(path, "invalid_unicode",
                            "is not valid Unicode text: it holds half of a surrogate pair (such as \\ud83d "
                            "alone, from a cut-off emoji); remove it or complete the pair", name)]
    return []


def _is_unicode(text: str) -> bool:
    try:
        text.encode("utf-8")
        return True
    except UnicodeEncodeError:
        return False


def _first_path(document, bad) -> tuple:
    """The JSON path of the first value (or object key) for which bad(value, depth) holds; a walk
    with its own stack, so that depth costs no recursion."""
    stack: list[tuple[tuple, object]] = [((), document)]
    while stack:
        path, value = stack.pop()
        if bad(value, len(path)):
            return path
        if isinstance(value, dict):
            for key, item in reversed(value.items()):
                if bad(key, len(path) + 1):
                    return path + (key,)
                stack.append((path + (key,), item))
        elif isinstance(value, list):
            stack.extend((path + (i,), item) for i, item in reversed(list(enumerate(value))))
    return ()


class NotARegularFile(OSError):
    pass


class TooLarge(OSError):
    pass


def read_data_file(path: Path, max_bytes: int):
    """(raw bytes, signature at open). Only a regular file is read: opening a FIFO would block until
    someone writes to it, and a device may never end. Raises OSError (NotARegularFile, TooLarge)."""
    worker.note(path.name)  # a load that hangs or dies here is reported against this file
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    with open(fd, "rb") as f:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise NotARegularFile("not a regular file")
        if max_bytes and st.st_size > max_bytes:
            raise TooLarge(f"{st.st_size / 2**20:.0f} MB")
        return f.read(), _signature(st)


def unreadable(name: str, data_dir, error: OSError, max_bytes: int = 0) -> Problem | None:
    """Why a data file could not be read; None for an optional file that is simply not there."""
    if isinstance(error, FileNotFoundError):
        return _problem(name, f"the file is missing from {data_dir}") if REQUIRED[name] else None
    if isinstance(error, NotARegularFile):
        return _problem(name, "is not a regular file (a FIFO, socket or device?); the daemon reads only "
                                 "regular files: replace it with one")
    if isinstance(error, TooLarge):
        return _problem(name, f"is too large to load ({error}; the data_max_mb option allows "
                                 f"{max_bytes / 2**20:.0f} MB)")
    return _problem(name, f"cannot be read: {error.strerror}")


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

    def stage(self, state: "FileState", raw: bytes) -> None:
        """Write a copy beside the last good one, not over it: it becomes the last good copy only when
        `commit` is called, once a Snapshot built from it is served. A file that parsed and validated
        but could not be loaded or served must never replace the copy a restart falls back on."""
        atomic_write(self._staged(state.name), raw)
        atomic_write(self._staged(f"{state.name}.meta"), jsonutil.dumps(
            {"sha256": state.sha256, "changed_at": state.changed_at.isoformat()}))

    def staged_sha256(self, name: str):
        try:
            meta = jsonutil.loads(self._staged(f"{name}.meta").read_bytes())
            return meta.get("sha256") if isinstance(meta, dict) else None
        except (OSError, ValueError):
            return None

    def commit(self, name: str) -> None:
        """Two renames and a directory sync: cheap enough for the IOLoop. The data first, then its
        meta: a crash between them leaves a copy whose hash does not match, which `read` ignores."""
        os.replace(self._staged(name), self.dir / name)
        os.replace(self._staged(f"{name}.meta"), self.dir / f"{name}.meta")
        fsync_dir(self.dir)

    def _staged(self, name: str) -> Path:
        return self.dir / f".{name}.staged"


class Loader:
    """Decides, for each data file, which copy to serve: the data dir's if valid, else the last good one."""

    def __init__(self, data_dir, state_dir, max_bytes: int = 0):
        self.data_dir = Path(data_dir)
        self.state_dir = Path(state_dir)
        self.store = LastGoodStore(state_dir)
        self.max_bytes = max_bytes
        self.state_problem: str | None = None  # set while state_dir cannot be written
        self.staged: dict[str, str] = {}  # file name -> sha256 of the copy staged for the last-good store
        self._writes: list[threading.Thread] = []

    def path(self, name: str) -> Path:
        return self.data_dir / name

    def pick(self, name: str, served: FileState | None) -> _Pick:
        path = self.path(name)
        try:
            raw, before = read_data_file(path, self.max_bytes)
            if file_signature(path) != before:
                return _Pick(FileOutcome(served, unstable=True))  # replaced or rewritten while we read it
        except OSError as e:
            problem = unreadable(name, self.data_dir, e, self.max_bytes)
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
        state = FileState(name, sha, self.changed_at(name, sha, before), "data_dir")
        if not stored or stored.get("sha256") != sha:
            self._stage(state, raw)
        return _Pick(FileOutcome(state), raw, document)

    def changed_at(self, name: str, sha: str, signature) -> datetime.datetime:
        """When this content of the file first appeared: as the last-good store recorded it, else its
        modification time (never in the future)."""
        stored = self.store.meta(name)
        if stored and stored.get("sha256") == sha:
            return datetime.datetime.fromisoformat(stored["changed_at"])
        return min(_now(), datetime.datetime.fromtimestamp(signature[2] // 10**9, datetime.timezone.utc))

    def _stage(self, state: FileState, raw: bytes) -> None:
        """Write the staged copy in a thread (writing and fsyncing tens of megabytes release the
        interpreter lock) while the Snapshot is built; `finish_writes` waits for it."""
        if self.store.staged_sha256(state.name) == state.sha256:
            self.staged[state.name] = state.sha256  # staged by an earlier load that was not served
            return

        def write():
            try:
                self.store.stage(state, raw)
                self.staged[state.name] = state.sha256
            except OSError as e:
                self.state_problem = (f"cannot keep the last good copy of {state.name} in {self.store.dir}: "
                                      f"{e.strerror}")
        thread = threading.Thread(target=write, name=f"stage-{state.name}")
        thread.start()
        self._writes.append(thread)

    def finish_writes(self) -> None:
        for thread in self._writes:
            thread.join()
        self._writes.clear()

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
    snapshot: "Snapshot | None" = None  # a new Snapshot, when what is served changed
    state_problem: str | None = None
    state_dir: str | None = None
    staged: dict = field(default_factory=dict)  # file name -> sha256 of its copy staged in the last-good store

    def keep_last_good(self, served: dict) -> str | None:
        """Once the result is installed: make each staged copy that is now served the last good copy.
        Returns why that failed (state_dir not writable), or None."""
        if not self.staged:
            return None
        store = LastGoodStore(self.state_dir)
        for name, sha in self.staged.items():
            state = served.get(name)
            if state is None or state.sha256 != sha or state.source != "data_dir":
                continue
            try:
                store.commit(name)
            except OSError as e:
                return f"cannot keep the last good copy of {name} in {store.dir}: {e.strerror}"
        return None
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


def load(data_dir, state_dir, base_url: str, served: dict, max_bytes: int = 0, derive_insights: bool = False,
         derive_within: float = 0) -> LoadResult:
    """Load the data dir as the daemon serves it. `served` maps each file to the FileState in service.

    A pure function of the files and `served`, so it can run in a worker process: what it returns
    is small and compact (the Snapshot keeps bytes and arrays, not the parsed documents). Valid new
    content is staged in state_dir; the caller makes it the last good copy once it serves it
    (`LoadResult.keep_last_good`).

    With `derive_insights` and no insights.json, the insights are derived from the reviews (section 6).
    Reviews are never kept waiting for that: the insights last derived are served with them when they
    describe these very reviews; otherwise the reviews are served without insights and
    `derivation_pending` is set, and the caller runs `derive_part` in the background. For at most
    `derive_within` verified reviews (a fraction of a second of analysis, less than a second worker
    process costs; math.inf for any number, as tests and `load_all` do), the derivation happens here.
    """
    started = time.monotonic()
    loader = Loader(data_dir, state_dir, max_bytes)
    try:
        result = _load(loader, base_url, served, derive_insights, derive_within)
    finally:
        loader.finish_writes()
    result.state_dir = str(state_dir)
    result.staged = dict(loader.staged)
    result.state_problem = loader.state_problem
    if result.snapshot is not None:  # how long a load takes is what an operator sizes load_timeout by
        log.info("built the data to serve (%d verified reviews) in %.1f s", result.snapshot.review_count,
                 time.monotonic() - started)
    return result


def _load(loader: Loader, base_url: str, served: dict, derive_insights: bool, derive_within: float) -> LoadResult:
    from reviewsd.dataset.snapshot import Snapshot  # the snapshot builds on this module

    with _collection_paused():
        picks = {name: loader.pick(name, served.get(name)) for name in DATA_FILES}
        outcomes = {name: pick.outcome for name, pick in picks.items()}
        result = LoadResult(outcomes)
        if any(o.unstable for o in outcomes.values()):
            return result
        if all(_same_content(outcomes[name].state, served.get(name)) for name in DATA_FILES):
            return result  # nothing served changed (a touch, or a bad edit with the last good copy serving)
        documents: dict[str, dict | None] = {}
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
        insights_state, insights_body = outcomes[INSIGHTS].state, None
        reviews_doc, reviews_state = documents[REVIEWS], outcomes[REVIEWS].state
        if derive_insights and documents[INSIGHTS] is None and reviews_doc is not None and reviews_state is not None:
            derive_now = sum(r["verified"] is True for r in reviews_doc["reviews"]) <= derive_within
            documents[INSIGHTS], insights_body, insights_state = _derived(reviews_doc, reviews_state,
                                                                          loader.state_dir, derive_now)
            result.derivation_pending = documents[INSIGHTS] is None
        worker.note("snapshot")
        result.snapshot = Snapshot(documents[REVIEWS], outcomes[REVIEWS].state,
                                   documents[INSIGHTS], insights_state, base_url, insights_body)
    return result


DERIVE_NICENESS = 10


def derive_part(data_dir, state_dir, base_url: str, served: dict, max_bytes: int = 0,
                have: str | None = None, early: bool = False) -> "InsightsPart | None":
    """Derive the insights of the reviews the daemon serves, or is about to serve, in the background,
    and build what the served Snapshot takes of them (`Snapshot.with_insights`).

    It may start with a load rather than after it (the watcher's EARLY_DERIVATION_CORES): it derives
    from the data dir's reviews.json as it is now, unvalidated, and the caller installs the result
    only once a load serves exactly those bytes. When that file is not valid reviews, it derives from
    the copy served (validated, perhaps the last good one). `have`:
    the sha256 of the reviews whose derived insights are already served (then None: nothing to do).
    `early` (beside a load): nothing either when the data dir holds an insights.json, which wins.
    Nothing is validated or rendered again but the insights. Picklable and top-level, for a worker
    process. Niced: a cold derivation keeps every core busy for a while, and serving comes first (an
    edit's, beside its load, comes soon enough after its reviews niced: measured at 100,000 reviews,
    reviews at 3.8 s and insights at 5.1 s from the edit; not niced, 4.2 s and 5.0 s)."""
    from reviewsd.dataset.snapshot import InsightsPart  # noqa: F811 (at run time too)

    os.nice(DERIVE_NICENESS)
    loader = Loader(data_dir, state_dir, max_bytes)
    if early and loader.path(INSIGHTS).exists():
        return None
    served_state = served.get(REVIEWS)
    for raw, state in _derivable_copies(loader, served_state):
        if state.sha256 == have:
            return None
        validated = served_state is not None and state.sha256 == served_state.sha256
        try:
            with _collection_paused():
                reviews_doc = jsonutil.loads(raw)
                del raw
                insights_doc, insights_body, insights_state = _derived(reviews_doc, state, state_dir, derive_now=True)
                worker.note("snapshot")
                return InsightsPart.build(reviews_doc, state.sha256, insights_doc, insights_body, insights_state)
        except Exception:
            if validated:
                raise  # served reviews that cannot be analysed: a bug, reported as the derivation's failure
            log.debug("the data dir's reviews.json cannot be analysed yet; its load says why")
    return None


def _derivable_copies(loader: Loader, served: FileState | None):
    """(raw, FileState) of the data dir's reviews.json, then of the served copy if that is another."""
    path = loader.path(REVIEWS)
    sha = None
    try:
        raw, signature = read_data_file(path, loader.max_bytes)
        sha = hashlib.sha256(raw).hexdigest()
        yield raw, FileState(REVIEWS, sha, loader.changed_at(REVIEWS, sha, signature), "data_dir")
        del raw
    except OSError:
        pass
    if served is not None and served.sha256 != sha:
        copy = _served_copy(loader, served)
        if copy is not None:
            yield copy, served


def _served_copy(loader: Loader, state: FileState) -> bytes | None:
    """The bytes of the reviews file as served (data dir or last good copy), or None when they are
    no longer there."""
    if state.source == "data_dir":
        try:
            raw, _ = read_data_file(loader.path(state.name), loader.max_bytes)
        except OSError:
            return None
    else:
        stored = loader.store.read(state.name)
        raw = stored[0] if stored else None
    return raw if raw is not None and hashlib.sha256(raw).hexdigest() == state.sha256 else None


def _derived(reviews_doc: dict, reviews_state: FileState, state_dir, derive_now: bool):
    """(derived insights document, its JSON body, the FileState it is served with), or Nones. Derived
    insights change exactly when the reviews do, so they share the reviews' validators' date. The body
    is encoded once, for state_dir and for serving (at 100,000 reviews a fifth of a second each time)."""
    from reviewsd import jsonutil
    from reviewsd.insights import store
    kept = store.read(state_dir, reviews_state.sha256)
    if kept is None and derive_now:
        from reviewsd.insights.derive import derive  # the analysis is loaded only where it runs
        document = derive(reviews_doc, state_dir)
        kept = document, jsonutil.dumps(document)
        store.write(state_dir, reviews_state.sha256, kept[1])
    if kept is None:
        return None, None, None
    return kept[0], kept[1], FileState(INSIGHTS, reviews_state.sha256, reviews_state.changed_at, "derived")


def _same_content(a: FileState | None, b: FileState | None) -> bool:
    return (a.sha256 if a else None) == (b.sha256 if b else None)
