"""`reviewsd import FILE` and `reviewsd add`: the command line around the parsers and merge."""
import datetime
import os
import stat
import sys
from pathlib import Path

from reviewsd.publish import csvfile, gbp, ids, merge
from reviewsd.publish.record import ExportError, Record

PARSERS = {"gbp": gbp.parse, "csv": csvfile.parse}
EXTENSIONS = {".json": "gbp", ".csv": "csv"}
# An export of every review a local business ever had is a few megabytes; the daemon itself is
# measured at 100,000 reviews (51 MB). Anything larger is a mistake or an attack, and parsing it
# would cost about ten times its size in memory.
MAX_EXPORT_BYTES = 64 * 1024 * 1024


def read_bounded(path: Path) -> bytes:
    try:
        # O_NONBLOCK: opening a FIFO would otherwise wait for a writer; then it is refused below.
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    except OSError as e:
        raise ExportError(f"cannot be read: {e.strerror}") from None
    with open(fd, "rb") as f:
        if not stat.S_ISREG(os.fstat(fd).st_mode):  # a FIFO or a device would block or never end
            raise ExportError("not a regular file")
        try:
            raw = f.read(MAX_EXPORT_BYTES + 1)
        except OSError as e:
            raise ExportError(f"cannot be read: {e.strerror}") from None
    if len(raw) > MAX_EXPORT_BYTES:
        raise ExportError(f"larger than {MAX_EXPORT_BYTES // (1024 * 1024)} MiB; split the export")
    return raw


def _format(options, path: Path) -> str:
    if options.format:
        if options.format not in PARSERS:
            raise ExportError(f"--format must be {' or '.join(PARSERS)}, not {options.format!r}")
        return options.format
    if path.suffix.lower() in EXTENSIONS:
        return EXTENSIONS[path.suffix.lower()]
    raise ExportError(f"cannot tell the format from the name; give --format={'|'.join(PARSERS)}")


def _fail(lines: list) -> int:
    for line in lines:
        print(line, file=sys.stderr)
    print("reviewsd: nothing was written", file=sys.stderr)
    return 1


def run_import(options) -> int:
    path = Path(options.file)
    try:
        # The format first: a FIFO named with a bad suffix should not even be opened.
        records = PARSERS[_format(options, path)](read_bounded(path))
        outcome = merge.apply(options.data_dir, records, path.name)
    except ExportError as e:
        return _fail([f"{path}: {e}"])
    except merge.MergeError as e:
        return _fail(e.problems)
    print(f"{Path(options.data_dir) / 'reviews.json'}: {len(outcome.added)} added, {len(outcome.updated)} "
          f"updated, {len(outcome.unchanged)} unchanged (from {path})")
    return 0


def run_add(options) -> int:
    missing = [f"--{name}" for name in ("author", "rating") if getattr(options, name) is None]
    if missing:
        return _fail([f"reviewsd add: {' and '.join(missing)} needed, e.g. --author='Jennifer M.' --rating=5"])
    now = datetime.datetime.now(datetime.timezone.utc)
    review = {
        "author": options.author,
        "author_avatar_url": options.author_avatar_url or None,
        "rating": options.rating,
        "date": options.date or now.date().isoformat(),
        "text": options.text or None,
        "source": options.source,
        "source_url": options.source_url or None,
        "owner_reply": None,
        "verified": not options.unverified,
    }
    names = {f: f"--{f}" for f in review}
    record = Record("", options.source, None, now, review, field_names=names)
    new_id = ids.fresh(now)
    try:
        merge.apply(options.data_dir, [record], "reviewsd add", id_for=lambda _: new_id)
    except merge.MergeError as e:
        return _fail(e.problems)
    print(new_id)
    return 0
