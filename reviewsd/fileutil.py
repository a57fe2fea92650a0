"""Crash-safe file writes, shared by the last-good data copy and the subscription snapshot."""
import os
import stat
import tempfile
from pathlib import Path


def atomic_write(path: Path, data: bytes, like: os.stat_result | None = None) -> None:
    """Write `data` so that `path` holds either the old or the new bytes, never a torn mix.

    Temporary file in the same directory, fsync, rename over the target, fsync the directory so the
    rename itself survives a power cut. `like` (the old file's stat) gives the new file the old one's
    mode and, when we may, owner: the temporary file is created 0600, which the daemon's own user
    could not read in an operator's data dir.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            if like is not None:
                _same_access(f.fileno(), like)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise
    fsync_dir(path.parent)


def fsync_dir(directory: Path) -> None:
    """Make the renames in `directory` survive a power cut."""
    dir_fd = os.open(directory, os.O_RDONLY)
    try:
        os.fsync(dir_fd)
    finally:
        os.close(dir_fd)


def _same_access(fd: int, like: os.stat_result) -> None:
    os.fchmod(fd, stat.S_IMODE(like.st_mode))
    if (like.st_uid, like.st_gid) != (os.getuid(), os.getgid()):
        try:
            os.fchown(fd, like.st_uid, like.st_gid)
        except PermissionError:  # only root may give a file away; the mode above still applies
            pass
