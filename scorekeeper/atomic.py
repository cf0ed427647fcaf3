"""Writing a file, or a folder of files, so a crash leaves the old one or the complete new
one, never half, and never a mix.

A temporary file is named after the process writing it (``.scorekeeper-tmp-PID@HOST~…``):
a writer removes only its own, and strays only of processes of this host that are gone,
so two exports writing into one folder at once never delete each other's work. The file
is created with mode 0666 and the kernel applies the umask: the process umask is never
read or set (``os.umask`` changes it for every thread at once).
"""

from __future__ import annotations

import os
import re
import secrets
import shutil
import socket
from collections.abc import Callable
from pathlib import Path

TEMP_PREFIX = ".scorekeeper-tmp-"
_OWNER = re.compile(re.escape(TEMP_PREFIX) + r"(\d+)@([^~]*)~")


def _host() -> str:
    return re.sub(r"[^A-Za-z0-9.-]", "_", socket.gethostname())[:64]


def _temp_name(suffix: str) -> str:
    return f"{TEMP_PREFIX}{os.getpid()}@{_host()}~{secrets.token_hex(6)}{suffix}"


def _owner_gone(name: str) -> bool:
    """Whether the temporary file ``name`` was left by a process that no longer runs."""
    match = _OWNER.match(name)
    if match is None:
        return True  # the older unnamed form: written by no writer of this version
    pid, host = int(match.group(1)), match.group(2)
    if host != _host():
        return False  # another machine's writer (a shared folder): not ours to judge
    if pid == os.getpid():
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except OSError:  # alive, but another user's
        return False
    return False


def clean_stray_temps(folder: Path) -> int:
    """Remove temporary files (and folders) that writers now gone left behind; returns how many."""
    removed = 0
    for stray in folder.glob(TEMP_PREFIX + "*"):
        if not _owner_gone(stray.name):
            continue
        try:
            if stray.is_dir() and not stray.is_symlink():
                shutil.rmtree(stray)
            else:
                stray.unlink()
            removed += 1
        except OSError:
            pass
    return removed


def _fsync_dir(folder: Path) -> None:
    if hasattr(os, "O_DIRECTORY"):
        dir_fd = os.open(folder, os.O_DIRECTORY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)


def named(exc: OSError, target: Path) -> OSError:
    """The failure under the user's own name for the file (a full disk's write names none,
    a protected folder's names our temporary file): ``ledger.xlsx: No space left on device``."""
    return OSError(exc.errno, exc.strerror or str(exc), str(target))  # errno picks the subclass


def write_atomically(target: str | Path, write: Callable[[Path], object]) -> None:
    """Call ``write(temp_path)`` beside ``target``, fsync, then move it into place."""
    target = Path(target)
    try:
        _write_atomically(target, write)
    except OSError as exc:
        raise named(exc, target) from None


def _write_atomically(target: Path, write: Callable[[Path], object]) -> None:
    folder = target.parent if str(target.parent) else Path(".")
    clean_stray_temps(folder)
    temp = folder / _temp_name(target.suffix)
    os.close(os.open(temp, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o666))  # the umask applies, as for any file
    try:
        write(temp)
        with open(temp, "rb") as handle:
            os.fsync(handle.fileno())
        os.replace(temp, target)
    except BaseException:
        temp.unlink(missing_ok=True)  # only our own
        raise
    _fsync_dir(folder)


def write_folder_atomically(target: str | Path, names: list[str], write: Callable[[Path], object]) -> bool:
    """Call ``write(temp_folder)`` to make the files ``names``, then put the folder in place whole.

    Returns True when the folder was swapped whole. A ``target`` that holds anything
    besides ``names`` (a folder of the user's own) is never moved or deleted: then each
    file is replaced on its own (still each whole) and False is returned.
    """
    target = Path(target)
    try:
        return _write_folder_atomically(target, names, write)
    except OSError as exc:
        raise named(exc, target) from None


def _write_folder_atomically(target: Path, names: list[str], write: Callable[[Path], object]) -> bool:
    parent = target.parent if str(target.parent) else Path(".")
    parent.mkdir(parents=True, exist_ok=True)
    clean_stray_temps(parent)
    if target.is_dir():
        clean_stray_temps(target)  # what an earlier per-file export left inside
    existing = set(os.listdir(target)) if target.is_dir() else set()
    temp = parent / _temp_name(".new")
    os.mkdir(temp)
    try:
        write(temp)
        for name in names:
            with open(temp / name, "rb") as handle:
                os.fsync(handle.fileno())
        _fsync_dir(temp)
        if not existing <= set(names) or (target.exists() and not target.is_dir()):
            target.mkdir(parents=True, exist_ok=True)
            for name in names:
                os.replace(temp / name, target / name)
            _fsync_dir(target)
            return False
        if target.exists():
            # Two renames: the old folder steps aside under our temporary name (removed
            # below, or as a stray by the next export), the new one takes its place.
            old = parent / _temp_name(".old")
            os.rename(target, old)
            os.rename(temp, target)
            shutil.rmtree(old, ignore_errors=True)
        else:
            os.rename(temp, target)
        _fsync_dir(parent)
        return True
    finally:
        if temp.exists():
            shutil.rmtree(temp, ignore_errors=True)
