"""A real full disk for the tests: a small tmpfs mounted for one test and filled to a level.

Mounting needs root (CI runs as root); elsewhere the tests that use it are skipped.
"""

from __future__ import annotations

import contextlib
import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest


@contextlib.contextmanager
def mounted_small_disk(folder: Path, *, size: str = "2m") -> Iterator[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(folder)], capture_output=True)
    if done.returncode != 0:
        pytest.skip("mounting a small tmpfs needs root (CI runs as root)")
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], check=True)


def fill(disk: Path, *, leave: int) -> None:
    """All the disk's space but ``leave`` bytes taken by a filler file."""
    filler = disk / "filler"
    filler.unlink(missing_ok=True)
    stat = os.statvfs(disk)
    size = max(0, stat.f_bavail * stat.f_frsize - leave)
    with open(filler, "wb") as handle, contextlib.suppress(OSError):  # full already: whatever fitted stays
        handle.write(b"\0" * size)
