"""Writing a file so a crash leaves the old file or the complete new one, never half."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable
from pathlib import Path

TEMP_PREFIX = ".scorekeeper-tmp-"


def clean_stray_temps(folder: Path) -> int:
    """Remove temporary files an interrupted write left behind; returns how many."""
    removed = 0
    for stray in folder.glob(TEMP_PREFIX + "*"):
        try:
            stray.unlink()
            removed += 1
        except OSError:
            pass
    return removed


def _ordinary_mode(path: Path) -> None:
    """mkstemp makes 0600 files; an export should get the mode any new file gets."""
    umask = os.umask(0)
    os.umask(umask)
    os.chmod(path, 0o666 & ~umask)


def write_atomically(target: str | Path, write: Callable[[Path], object]) -> None:
    """Call ``write(temp_path)`` beside ``target``, fsync, then move it into place."""
    target = Path(target)
    folder = target.parent if str(target.parent) else Path(".")
    clean_stray_temps(folder)
    fd, name = tempfile.mkstemp(prefix=TEMP_PREFIX, suffix=target.suffix, dir=folder)
    os.close(fd)
    temp = Path(name)
    try:
        write(temp)
        _ordinary_mode(temp)
        with open(temp, "rb") as handle:
            os.fsync(handle.fileno())
        os.replace(temp, target)
    except BaseException:
        temp.unlink(missing_ok=True)
        raise
    if hasattr(os, "O_DIRECTORY"):
        dir_fd = os.open(folder, os.O_DIRECTORY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)
