"""The director's actions on a book, as the app's Tournament window makes them: each is one
recorded event of the tournament's log (the tables' sessions seated after it, as the command line
does), and what the window lists (the book's events, the names it may register).

The window decides nothing: it calls these and shows :func:`~scorekeeper.tournament_log.standings.show_json`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from scorekeeper.book.interface import Book
from scorekeeper.errors import InputError
from scorekeeper.game.cards import parse_cards
from scorekeeper.game.deal import ROW_SIZES
from scorekeeper.session.session import Prepare
from scorekeeper.tournament import EVENT_PARTIES  # the two parties an event's own session names
from scorekeeper.tournament.flags import structure_from_flags
from scorekeeper.tournament.presets import structure_preset
from scorekeeper.tournament.structure import TournamentStructure
from scorekeeper.tournament_log import actions
from scorekeeper.tournament_log.extension import tournament_log
from scorekeeper.tournament_log.replay import Tally
from scorekeeper.tournament_log.tables import seat_tables

__all__ = [
    "EventInfo",
    "add_on",
    "confirm_moves",
    "create_tournament",
    "event_clock",
    "finish",
    "hand_data",
    "rebuy",
    "register",
    "register_choices",
    "seat_is_set",
    "structure_of",
    "tally",
    "tournaments",
]


@dataclass(frozen=True)
class EventInfo:
    """One event of the book: its session, name and date."""

    id: str
    name: str
    date: str


def create_tournament(book: Book, structure: TournamentStructure) -> str:
    """A new event's session with its structure recorded; its id."""
    session = book.create_session(
        name=structure.name,
        players=EVENT_PARTIES,
        rules=structure.table_rules(),
        currency=structure.currency,
        date=structure.date or "",  # none given: today
    )
    try:
        book.act(session.id, "tournament", lambda s: actions.prepare_created(s, structure))
    except BaseException:
        book.delete_session(session.id)  # no hand in it: a refused event leaves no empty session
        raise
    return session.id


def structure_of(preset: str | None, *, payouts: str, **flags: Any) -> TournamentStructure:
    """The structure a new event's form describes (the words of ``tournament new``, as
    :func:`~scorekeeper.tournament.flags.structure_from_flags` reads them), on ``preset`` when one
    is named: what the form does not show (re-buys, add-ons, late registration, Fantasy Land) is
    the preset's, and so are its payouts by field size when ``payouts`` is left empty."""
    typed = structure_from_flags(payouts=payouts.strip() or "100", **flags)
    if preset is None:
        return typed
    base = structure_preset(preset)
    changes: dict[str, Any] = {
        key: getattr(typed, key)
        for key in ("name", "date", "rules", "currency", "buy_in", "fee", "starting_chips", "seats", "levels")
        + ("clock", "fantasy_land")
    }
    if payouts.strip():
        changes["payouts"] = typed.payouts
    return base.edited(**changes)


def tournaments(book: Book) -> list[EventInfo]:
    """The book's events, newest last. An event's session never holds a hand, so only sessions of
    no hand are read (a book of many nights reads few)."""
    found = []
    for info in book.list_sessions():
        if info.hands == 0 and info.verified and tournament_log(book.session(info.id)):
            found.append(EventInfo(info.id, info.name, info.date))
    return found


def tally(book: Book, tournament: str) -> Tally:
    """The event as its log stands (refused: a session that is not one)."""
    return actions.tally_of(book.session(tournament))


def _act(book: Book, tournament: str, kind: str, prepare: Prepare) -> Tally:
    """One action recorded, the tables' sessions seating the players it moved; the event after it."""
    book.act(tournament, kind, prepare)
    seat_tables(book, tournament)
    return tally(book, tournament)


def register(book: Book, tournament: str, name: str) -> Tally:
    return _act(book, tournament, "t_register", lambda s: actions.prepare_register(s, name))


def rebuy(book: Book, tournament: str, name: str) -> Tally:
    return _act(book, tournament, "t_rebuy", lambda s: actions.prepare_rebuy(s, name))


def add_on(book: Book, tournament: str, name: str) -> Tally:
    return _act(book, tournament, "t_addon", lambda s: actions.prepare_addon(s, name))


def confirm_moves(book: Book, tournament: str) -> Tally:
    """The moves the field proposes now, recorded (refused when the tables are balanced)."""
    return _act(book, tournament, "t_moves", actions.prepare_moves)


def event_clock(book: Book, tournament: str, *, running: bool) -> Tally:
    """The event's clock (levels kept by time) started or paused now."""
    return _act(book, tournament, "t_clock", lambda s: actions.prepare_clock(s, running=running))


def finish(book: Book, tournament: str) -> Tally:
    return _act(book, tournament, "t_finish", actions.prepare_finish)


def register_choices(book: Book, entered: Sequence[str]) -> list[str]:
    """The book's players who may register: not entered yet, and not an event's own parties."""
    taken = {*entered, *EVENT_PARTIES}
    return sorted((n for n in book.player_names() if n not in taken), key=str.casefold)


def seat_is_set(rows: Mapping[str, str]) -> bool:
    """Whether a seat's three rows hold the cards a set hand has (3, 5 and 5), whatever they are."""
    try:
        return all(len(parse_cards(rows.get(row, ""))) == size for row, size in ROW_SIZES.items())
    except InputError:
        return False


def hand_data(seats: Sequence[tuple[str, Mapping[str, str]]]) -> dict[str, Any]:
    """A table's hand as ``tournament add`` reads it: each seat's name and rows, in seat order."""
    return {"players": [{"name": name, **{row: rows.get(row, "") for row in ROW_SIZES}} for name, rows in seats]}
