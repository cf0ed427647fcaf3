"""The sets the phones submitted for the hand being entered: a small JSON file beside the book.

The share server opens the book read-only and never writes it; what a player sets on their
phone waits here until the scorekeeper records the hand (the app, or ``scorekeeper session
add --from-pending``). One file per session, written whole and atomically
(:mod:`scorekeeper.atomic`), so another process (the app, the command line) reads the old
or the new file, never half of one:

* a book file ``…/book.sqlite`` keeps them in ``…/book.sqlite.phones/SESSION.json``;
* a card room's ``postgresql://`` book in the user data folder, ``phones/BOOK-ID/SESSION.json``.

The file names the hand it is for; once that hand is recorded the book's next hand is
another, so the file is stale and read as empty (it is also removed by whoever records
from it). Nothing in it is trusted: a file that does not read is no submissions.

>>> import tempfile, pathlib
>>> store = PendingStore(pathlib.Path(tempfile.mkdtemp()) / "book.sqlite", "3")
>>> store.put(4, "Amy", SeatSet("submitted", "As Ks Qs", "2h 3h 4h 5h 6h", "7c 8c 9c Tc Jc"))
>>> store.read(4)["Amy"].front, store.read(5)
('As Ks Qs', {})
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import threading
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from scorekeeper.atomic import write_atomically

WAITING, SETTING, SUBMITTED = "waiting", "setting", "submitted"
STATUSES = (WAITING, SETTING, SUBMITTED)
MAX_FILE_BYTES = 64_000  # a table of submissions is a few hundred bytes; anything larger is not ours
FILE_VERSION = 1


@dataclass(frozen=True)
class SeatSet:
    """One seat's state for the hand: ``setting`` (the phone is placing cards) or ``submitted`` with its rows."""

    status: str
    front: str = ""
    middle: str = ""
    back: str = ""
    surrender: bool = False
    declare_natural: bool = True

    def as_json(self) -> dict[str, Any]:
        if self.status != SUBMITTED:
            return {"status": self.status}
        return asdict(self)

    @classmethod
    def from_json(cls, raw: object) -> SeatSet | None:
        if not isinstance(raw, dict) or raw.get("status") not in (SETTING, SUBMITTED):
            return None
        try:
            return cls(
                status=str(raw["status"]),
                front=str(raw.get("front", "")),
                middle=str(raw.get("middle", "")),
                back=str(raw.get("back", "")),
                surrender=raw.get("surrender", False) is True,
                declare_natural=raw.get("declare_natural", True) is not False,
            )
        except (KeyError, TypeError):
            return None


def pending_folder(book: str | Path, identity: str = "") -> Path:
    """Where a book's pending sets live (see the module's text)."""
    text = str(book)
    if text.startswith(("postgresql://", "postgres://")):
        from platformdirs import user_data_dir

        key = identity or hashlib.sha256(text.encode()).hexdigest()[:24]
        return Path(user_data_dir("scorekeeper", appauthor=False)) / "phones" / key
    path = Path(book).resolve()
    return path.parent / f"{path.name}.phones"


class PendingStore:
    """The pending sets of one session of one book. Thread-safe within a process."""

    def __init__(self, book: str | Path, session_id: str, *, identity: str = "") -> None:
        self.session_id = str(int(session_id))  # a session id is a number: never a path
        self.path = pending_folder(book, identity) / f"{self.session_id}.json"
        self._lock = threading.Lock()

    def _load(self) -> tuple[int, dict[str, SeatSet]]:
        try:
            with self.path.open("rb") as handle:
                raw = json.loads(handle.read(MAX_FILE_BYTES + 1)[:MAX_FILE_BYTES])
        except (OSError, ValueError):
            return 0, {}
        if not isinstance(raw, dict) or raw.get("session") != self.session_id:
            return 0, {}
        hand = raw.get("hand")
        seats = raw.get("seats")
        if not isinstance(hand, int) or not isinstance(seats, dict):
            return 0, {}
        out = {str(name): s for name, value in seats.items() if (s := SeatSet.from_json(value)) is not None}
        return hand, out

    def read(self, hand: int) -> dict[str, SeatSet]:
        """The seats that are setting or have submitted for ``hand`` (empty when the file is for another)."""
        found, seats = self._load()
        return seats if found == hand else {}

    def put(self, hand: int, seat: str, state: SeatSet | None) -> None:
        """Set (or with None, clear) one seat's state for ``hand``; sets for another hand are dropped."""
        with self._lock:
            found, seats = self._load()
            if found != hand:
                seats = {}
            if state is None:
                seats.pop(seat, None)
            else:
                seats[seat] = state
            self._write(hand, seats)

    def clear(self, hand: int) -> None:
        """Forget the sets for ``hand`` (it was recorded). A file for another hand is left alone."""
        with self._lock:
            found, _seats = self._load()
            if found == hand:
                with contextlib.suppress(FileNotFoundError):
                    self.path.unlink()

    def _write(self, hand: int, seats: dict[str, SeatSet]) -> None:
        data = {
            "v": FILE_VERSION,
            "session": self.session_id,
            "hand": hand,
            "seats": {name: s.as_json() for name, s in seats.items()},
        }
        text = json.dumps(data, ensure_ascii=False, sort_keys=True)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        write_atomically(self.path, lambda temp: temp.write_text(text, encoding="utf-8"))
