"""The register as a book holds it: read it, and record one action under the book's write lock.

>>> from scorekeeper.book import open_book
>>> import tempfile, pathlib
>>> with open_book(pathlib.Path(tempfile.mkdtemp()) / "b.sqlite") as book:
...     _ = book.create_session(name="Fri", players=["Bob", "bobby"])
...     merge(book, "Bob", "bobby").name, current(book)[0].person_of("bobby").name
('Bob', 'Bob')
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from scorekeeper.book import Book
from scorekeeper.players.checks import prepare_merge, prepare_note, prepare_remove, prepare_undo, prepare_unmerge
from scorekeeper.players.records import Action
from scorekeeper.players.register import Person, Played, Register, read_register
from scorekeeper.session.events import Event
from scorekeeper.tournament import EVENT_PARTIES


def played_names(book: Book) -> dict[str, set[str]]:
    """Every name the book's sessions hold -> the sessions with a live hand of it (none: no session).
    The two parties a tournament's own session names (it holds no hand) are no people unless
    someone of that name has played a hand."""
    played: dict[str, set[str]] = {name: set() for name in book.player_names() if name not in EVENT_PARTIES}
    for name, sessions in book.sessions_by_player().items():
        played.setdefault(name, set()).update(sessions)
    return played


def current(book: Book) -> tuple[Register, Played]:
    """The book's register and its played names."""
    return read_register(book.register_events()), played_names(book)


def _record(book: Book, prepare: Callable[[Register, Played], Action]) -> Action:
    played = played_names(book)
    done: list[Action] = []

    def prepared(events: list[Event]) -> tuple[str, dict[str, Any]]:
        action = prepare(read_register(events), played)
        done.append(action)
        return action.kind, action.payload()

    book.record_register(prepared)
    return done[-1]


def _person_after(book: Book, name: str) -> Person:
    return current(book)[0].person_of(name)


def merge(book: Book, player: str, other: str) -> Person:
    """``other`` (with the names it had) becomes one of ``player``'s names: the person after."""
    action = _record(book, lambda r, p: prepare_merge(r, p, player, other))
    return _person_after(book, getattr(action, "player", player))


def unmerge(book: Book, player: str, other: str) -> Person:
    action = _record(book, lambda r, p: prepare_unmerge(r, p, player, other))
    return _person_after(book, getattr(action, "player", player))


def note(book: Book, player: str, text: str) -> Person:
    action = _record(book, lambda r, p: prepare_note(r, p, player, text))
    return _person_after(book, getattr(action, "player", player))


def remove(book: Book, player: str) -> None:
    _record(book, lambda r, p: prepare_remove(r, p, player))


def undo(book: Book) -> None:
    _record(book, lambda r, p: prepare_undo(r))


def people_json(book: Book) -> dict[str, Any]:
    """``players list``: everyone in the register, with the sessions they played."""
    register, played = current(book)
    return {
        "players": [
            {"name": p.name, "aliases": list(p.aliases), "sessions": len(register.sessions(p, played))}
            | ({"note": p.note} if p.note else {})
            for p in register.people(played)
        ]
    }
