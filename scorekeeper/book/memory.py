"""The book's outside memory: what this computer last recorded or saw in each session of each book.

A book cannot catch its own loss when the loss is consistent: an older copy put back, a
WAL that lost its last commits, a log cut after a hand all leave a chain that verifies.
So the app and the command line keep, in the user's data folder (``SCOREKEEPER_MEMORY``
overrides it), one small file per book, named by the book's identity (a random id stored
in the book, so a book moved or renamed is still itself), with each session's last head
this computer wrote or saw: the number of events, the last hash, the first hash, the
highest hand number and when. A book whose session does not extend that head is behind or
has diverged, and is reported; what the memory remembers is then left as it was, so the
report stays until the missing hands come back.

Best-effort: a data folder that cannot be read or written, or a damaged memory file, is
never an error of its own; it only means nothing is remembered.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import sys
from collections.abc import Iterator, Sequence
from dataclasses import asdict, dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from scorekeeper.session.session import Session


class _Listed(Protocol):
    @property
    def id(self) -> str: ...


class Book(Protocol):
    """What the memory asks of a book (the interface's, without importing it: it imports this)."""

    @property
    def identity(self) -> str: ...
    def list_sessions(self) -> Sequence[_Listed]: ...
    def head(self, session_id: str) -> str: ...
    def session(self, session_id: str) -> Session: ...


MEMORY_ENV = "SCOREKEEPER_MEMORY"  # a folder: where the memory is kept instead of the data folder
_IDENTITY = re.compile(r"[0-9a-f]{32}")


@dataclass(frozen=True)
class Mark:
    """One session's head as this computer last recorded or saw it."""

    events: int
    head: str
    genesis: str
    hands: int  # the highest hand number then
    at: str  # local time, ISO 8601
    how: str = "recorded"  # or "seen"


def folder() -> Path:
    override = os.environ.get(MEMORY_ENV)
    if override:
        return Path(override)
    from platformdirs import user_data_dir

    return Path(user_data_dir("scorekeeper", appauthor=False)) / "memory"


def _file(identity: str) -> Path | None:
    return folder() / f"{identity}.json" if _IDENTITY.fullmatch(identity) else None


def read(identity: str) -> dict[str, Mark]:
    """Every session this computer remembers of the book ``identity`` (empty when none or unreadable)."""
    path = _file(identity)
    if path is None:
        return {}
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
        return {str(sid): Mark(**mark) for sid, mark in raw["sessions"].items()}
    except (OSError, ValueError, TypeError, KeyError, AttributeError):
        return {}


@contextlib.contextmanager
def _locked(identity: str) -> Iterator[dict[str, Mark] | None]:
    """The book's marks to change in place, written back at the end; None when the folder is unusable."""
    path = _file(identity)
    if path is None:
        yield None
        return
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        lock = open(path.with_suffix(".lock"), "a+")  # noqa: SIM115 - held for the block
    except OSError:
        yield None
        return
    with lock:
        if sys.platform != "win32":
            import fcntl

            with contextlib.suppress(OSError):
                fcntl.flock(lock.fileno(), fcntl.LOCK_EX)
        marks = read(identity)
        before = dict(marks)
        yield marks
        if marks != before:
            _write(path, identity, marks)


def _write(path: Path, identity: str, marks: dict[str, Mark]) -> None:
    """Whole or not at all (a temporary file renamed into place), without an fsync: a write
    lost to a power cut leaves an older mark, which the book still extends (never a false report)."""
    text = json.dumps({"book": identity, "sessions": {sid: asdict(m) for sid, m in sorted(marks.items())}}, indent=1)
    temp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        temp.write_text(text, encoding="utf-8")
        os.replace(temp, path)
    except OSError:
        with contextlib.suppress(OSError):
            temp.unlink()


def _mark(session: Session, how: str) -> Mark:
    events = [*session.events, *session.unapplied]
    at = datetime.now().astimezone().isoformat(timespec="seconds")
    return Mark(len(events), events[-1].hash, events[0].hash, session.next_hand - 1, at, how)


def observe(identity: str, session: Session, *, wrote: bool, keep: bool = True) -> str:
    """Compare the session with what this computer remembers of it and (``keep``) remember it
    if it extends that; "" when it does, else the sentence saying what is missing."""
    events = [*session.events, *session.unapplied]
    if not identity or not events:
        return ""
    with _locked(identity) as marks:
        known = read(identity).get(session.id) if marks is None else marks.get(session.id)
        problem = lost(session, known) if known is not None else ""
        moved = known is None or wrote or (known.events, known.head) != (len(events), events[-1].hash)
        if marks is not None and not problem and moved and keep:
            marks[session.id] = _mark(session, "recorded" if wrote else "seen")
        return problem


def forget(identity: str, session_id: str) -> None:
    """A session deleted from the book (it held no hand): nothing of it to miss."""
    with _locked(identity) as marks:
        if marks is not None:
            marks.pop(session_id, None)


def lost(session: Session, mark: Mark) -> str:
    """What of ``mark`` the session lacks, in one sentence ("" when it holds all of it)."""
    events = [*session.events, *session.unapplied]
    if len(events) >= mark.events and events[mark.events - 1].hash == mark.head:
        return ""
    if events[0].hash != mark.genesis and mark.hands == 0:
        return ""  # another session under a number whose session held no hand: nothing was lost
    when = f"{mark.how} on this computer at {_when(mark.at)}"
    highest = session.next_hand - 1
    if mark.hands > highest:
        first = highest + 1
        what, verb = _hands(first, mark.hands)
        return f"session {session.id}: {what}, {when}, {verb} not in this book (an older copy, or a damaged log)"
    if len(events) < mark.events:
        count = mark.events - len(events)
        what = "the last change" if count == 1 else f"the last {count} changes"
        verb = "is" if count == 1 else "are"
        return f"session {session.id}: {what}, {when}, {verb} not in this book (an older copy, or a damaged log)"
    return (
        f"session {session.id}: its log differs from the one {when} (up to hand {mark.hands}): "
        "an older copy, or a rewritten log"
    )


def _hands(first: int, last: int) -> tuple[str, str]:
    return (f"hand {first}", "is") if first == last else (f"hands {first}-{last}", "are")


def _when(at: str) -> str:
    try:
        moment = datetime.fromisoformat(at).astimezone()
    except ValueError:
        return at
    same_day = moment.date() == datetime.now().astimezone().date()
    return moment.strftime("%H:%M" if same_day else "%H:%M on %Y-%m-%d")


# -- what the command line and the app ask ------------------------------------------------
def session_problem(book: Book, session: Session, *, keep: bool = True) -> str:
    """Opening a session: compare it with the memory and (``keep``: it verified) remember it.
    Best-effort: never raises."""
    try:
        return observe(book.identity, session, wrote=False, keep=keep)
    except Exception:  # noqa: BLE001 - the memory is best-effort: it never breaks what it watches
        return ""


def book_problems(book: Book) -> list[str]:
    """Every remembered session of ``book`` that the book lacks or holds less of (for ``list``)."""
    try:
        return _book_problems(book)
    except Exception:  # noqa: BLE001 - as above
        return []


def _book_problems(book: Book) -> list[str]:
    marks = read(book.identity) if book.identity else {}
    present = {info.id for info in book.list_sessions()}
    problems = []
    for sid, mark in sorted(marks.items(), key=lambda item: _number(item[0])):
        if sid not in present:
            if mark.hands:
                when = f"{mark.how} on this computer at {_when(mark.at)}"
                problems.append(
                    f"session {sid} ({_hands(1, mark.hands)[0]}), {when}, is not in this book "
                    "(an older copy, or a damaged log)"
                )
            continue
        if book.head(sid) != mark.head:
            problem = session_problem(book, book.session(sid), keep=False)
            if problem:
                problems.append(problem)
    return problems


def _number(sid: str) -> tuple[int, str]:
    return (int(sid), sid) if sid.isdigit() else (0, sid)


def remember_written(book: Book, session: Session) -> None:
    """After a write: remember the session's new head (best-effort)."""
    with contextlib.suppress(Exception):
        observe(book.identity, session, wrote=True)
