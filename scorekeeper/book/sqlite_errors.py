"""Every ``sqlite3.Error`` of the book as one sentence a player can act on.

"the disk is full: hand 12 was not saved; free some space and record it again" names
the cause (from SQLite's own result code, never its English text), what was not saved
and what to do; the app words its own remedy from :attr:`StorageError.cause`.
"""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path
from typing import Any

from scorekeeper.book.interface import BookError

# SQLite's primary result codes (https://sqlite.org/rescode.html)
_PERM, _BUSY, _LOCKED, _READONLY, _INTERRUPT, _IOERR, _CORRUPT, _FULL, _CANTOPEN = 3, 5, 6, 8, 9, 10, 11, 13, 14
_CONSTRAINT, _AUTH, _NOTADB = 19, 23, 26

# code -> (cause, remedy); the causes are also the app's translation keys
CAUSES: dict[int, tuple[str, str]] = {
    _FULL: ("the disk is full", "free some space and try again"),
    _READONLY: ("the book cannot be written here (the file or its folder is read-only)", "open a copy kept elsewhere"),
    _BUSY: ("the book is busy: another program is writing to it", "try again in a moment"),
    _LOCKED: ("the book is busy: another program is writing to it", "try again in a moment"),
    _IOERR: ("the disk failed to read or write the book", "check the disk, then try again"),
    _CORRUPT: ("the book is damaged", "restore it from a backup"),
    _NOTADB: ("the book is damaged", "restore it from a backup"),
    _CANTOPEN: ("the book's file cannot be opened", "check that the disk and folder are there"),
    _PERM: ("permission to use the book's file was denied", "check the file's permissions"),
    _AUTH: ("permission to use the book's file was denied", "check the file's permissions"),
    _INTERRUPT: ("the book took too long to answer and the query was stopped", "check the book and the disk"),
    _CONSTRAINT: ("the book refused the change (one of its own checks failed)", "check the book for damage"),
}
MEDIUM_CODES = frozenset({_READONLY, _IOERR, _FULL, _CANTOPEN, _PERM})  # the file may be fine: open read-only
# A message that quotes the file's own bytes (the text of a damaged schema) may not be UTF-8:
# Python's sqlite3 then raises UnicodeDecodeError in place of the error, its code lost.
FAILURES: tuple[type[Exception], ...] = (sqlite3.Error, UnicodeDecodeError)
# Causes that stop recording but not reading, and that the next try may not meet (space freed).
WRITE_CODES = frozenset({_FULL, _IOERR})
# A full disk often reaches SQLite as an I/O error (its -shm or WAL could not grow): with less
# free than this beside the book, that is what it was.
FULL_BELOW = 1 << 20


class Unwritable(sqlite3.OperationalError):
    """Recording into a book that opened read-only because its disk would not take a write."""

    def __init__(self, code: int) -> None:
        super().__init__("the book's disk would not take a write when it was opened")
        self.sqlite_errorcode = code


class StorageError(BookError):
    """The book's storage failed; nothing of the action was saved."""

    def __init__(
        self, message: str, *, cause: str, unsaved: str, remedy: str, code: int, kind: str = "", hand: int | None = None
    ) -> None:
        super().__init__(message)
        self.cause = cause
        self.unsaved = unsaved  # "hand 12", or "" when only reading failed
        self.remedy = remedy
        self.code = code
        self.kind = kind  # the action that was not saved ("added", "voided", ...), so the app can word it
        self.hand = hand


def primary_code(exc: Exception) -> int:
    if isinstance(exc, UnicodeDecodeError):
        return _CORRUPT  # only the file's bytes, never our SQL, can be other than UTF-8
    code = getattr(exc, "sqlite_errorcode", None)
    if isinstance(code, int):
        return code & 0xFF
    text = str(exc).lower()  # errors raised before SQLite ran (the module's own) carry no code
    if "disk is full" in text or "database or disk is full" in text:
        return _FULL
    if "readonly" in text or "read-only" in text:
        return _READONLY
    if "locked" in text or "busy" in text:
        return _BUSY
    if "unable to open" in text:
        return _CANTOPEN
    if "interrupted" in text:
        return _INTERRUPT
    if "malformed" in text or "not a database" in text:
        return _CORRUPT
    return 0


def storage_error(
    exc: Exception, *, location: str, unsaved: str = "", kind: str = "", hand: int | None = None
) -> StorageError:
    """The sentence for ``exc``; ``unsaved`` names what was not saved (empty for a read)."""
    code = primary_code(exc)
    if code == _IOERR and _nearly_full(location):
        code = _FULL
    name = getattr(exc, "sqlite_errorname", None) or type(exc).__name__
    cause, remedy = CAUSES.get(code, (f"the book could not be used ({name})", "try again, then check the book"))
    message = f"{cause}: {unsaved} was not saved; {remedy}" if unsaved else f"{location}: {cause}; {remedy}"
    return StorageError(message, cause=cause, unsaved=unsaved, remedy=remedy, code=code, kind=kind, hand=hand)


def _nearly_full(location: str) -> bool:
    try:
        return shutil.disk_usage(Path(location).parent).free < FULL_BELOW
    except (OSError, ValueError):
        return False


def unsaved_text(kind: str, payload: dict[str, Any] | None) -> str:
    """What an action of ``kind`` would have saved: "hand 12", "the void of hand 3"."""
    number = payload.get("hand") if payload else None
    hand = f"hand {number}" if isinstance(number, int) else "the hand"
    return {
        "added": hand,
        "edited": f"the correction of {hand}",
        "voided": f"the void of {hand}",
        "undo": "the undo",
        "redo": "the redo",
        "stake": "the stake change",
        "rules": "the rules change",
        "players": "the change of players",
        "settled": "the settle-up",
        "reopened": "the reopening",
        "created": "the new session",
        "imported": "the imported session",
        "draft": "the hand being typed",
        "deleted": "the deletion of the session",
        "unit": "the change of unit",
        "renamed": "the new name",
        "archived": "the archiving",
        "unarchived": "the return from the archive",
        "register": "the change to the player register",
    }.get(kind, f"the {kind}")
