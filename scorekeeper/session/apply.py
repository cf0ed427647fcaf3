"""Folding events into a session: the one place its state changes.

:func:`apply` folds one event in; each kind of event has its function in ``_FOLD``. What an
undoable event changed is kept, so an undo can put it back and a redo change it again.
:func:`replay_into` folds a whole log in, marking the session damaged at the first event
that does not fit instead of raising.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from dataclasses import replace
from decimal import Decimal
from typing import Any

from scorekeeper.money import normalise_currency
from scorekeeper.session.event_models import check_event, record_of
from scorekeeper.session.events import Event
from scorekeeper.session.extension import extension_of_kind, extensions_of
from scorekeeper.session.hand_entry import RecordedEntry, RecordedSeat
from scorekeeper.session.outcome import Outcome
from scorekeeper.session.records import RECORDED, UNDOABLE, VOID, Damage, HandRecord, Revision
from scorekeeper.session.state import SessionState, paused_gc

__all__ = ["apply", "paused_gc", "replay_into"]


def replay_into(session: SessionState, events: Iterable[Event]) -> None:
    """Fold ``events`` into a new ``session``, each checked first; never raises (see ``Session.replay``)."""
    with paused_gc():
        for event in events:
            if session.damage is not None:
                session.unapplied.append(event)
                continue
            try:
                apply(session, event, check_event(session, event))
            except Exception as exc:  # noqa: BLE001 - any failure of one event is that event's damage
                if session.events and session.events[-1] is event:
                    session.events.pop()
                session.damage = Damage(_seq_of(event, len(session.events) + 1), str(event.kind)[:40], _reason_of(exc))
                session.unapplied.append(event)
                session._derived.clear()


def _seq_of(event: Event, fallback: int) -> int:
    return event.seq if isinstance(event.seq, int) and not isinstance(event.seq, bool) else fallback


def _reason_of(exc: BaseException) -> str:
    """One short line for why an event could not be applied."""
    if isinstance(exc, RecursionError):
        return "nested too deep"
    text = " ".join(str(exc).split()) or type(exc).__name__
    return text if len(text) <= 200 else text[:197] + "..."


def apply(session: SessionState, event: Event, payload: dict[str, Any] | None = None) -> None:
    """Apply one event (``payload``: its payload already parsed and checked)."""
    if payload is None:
        payload = event.payload
    for held in extensions_of(session):  # the casino: a gated event's signature, checked before it counts
        held.before_apply(session, event)
    session.events.append(event)
    if event.kind == "undo":
        _restore(session, event, payload["undoes"], before=True)
        session.redo_stack.append(session.undo_stack.pop())
        return
    if event.kind == "redo":
        _restore(session, event, payload["redoes"], before=False)
        session.undo_stack.append(session.redo_stack.pop())
        return
    fold = _FOLD.get(event.kind)
    extension = extension_of_kind(event.kind) if fold is None else None  # before UNDOABLE: it adds its kinds
    if event.kind in UNDOABLE:
        session._changes[event.seq] = []
        session.undo_stack.append(event.seq)
        session.redo_stack.clear()
    if fold is not None:
        fold(session, event, payload)
    elif extension is not None:
        state = session.extensions.get(extension.name)
        before = extension.empty() if state is None else state
        after = extension.fold(before, record_of(event), at=event.at)
        _set(session, event, ("ext", extension.name), after)
    else:
        _unknown(session, event, payload)


# -- changing the state so that an undo can put it back ----------------------------------
def _set(session: SessionState, event: Event, key: Any, value: Any) -> None:
    """Set an attribute of the session (``key`` its name), a hand (``key`` = ("hand", number)) or an
    extension's state (("ext", name)), remembering the value before when the event is undoable."""
    before = _get(session, key)
    if event.seq in session._changes:
        session._changes[event.seq].append((key, before, value))
    _put(session, key, value)


def _get(session: SessionState, key: Any) -> Any:
    if isinstance(key, tuple):
        return (session.hands if key[0] == "hand" else session.extensions).get(key[1])
    return getattr(session, key)


def _put(session: SessionState, key: Any, value: Any) -> None:
    if isinstance(key, tuple):
        held: dict[Any, Any] = session.hands if key[0] == "hand" else session.extensions
        if value is None:
            held.pop(key[1], None)
        else:
            held[key[1]] = value
    else:
        setattr(session, key, value)


def _restore(session: SessionState, event: Event, seq: int, *, before: bool) -> None:
    """Put back what event ``seq`` changed (undo) or change it again (redo).

    A hand keeps its whole history: the undo or redo is added as its own revision.
    """
    revision = Revision(event.seq, event.kind, event.at, "")
    changes = session._changes[seq]
    for key, old, new in reversed(changes) if before else changes:
        value = old if before else new
        if isinstance(key, tuple) and key[0] == "hand":
            current = session.hands.get(key[1])
            if value is None and current is not None:
                session._gone[key[1]] = current.history + (revision,)
            elif value is not None:
                history = current.history if current is not None else session._gone.pop(key[1], value.history)
                value = replace(value, history=history + (revision,))
        _put(session, key, value)


# -- one function for each kind of event ------------------------------------------------
def _created(session: SessionState, event: Event, p: dict[str, Any]) -> None:
    session.name, session.currency, session.date, session.place = p["name"], p["currency"], p["date"], p["place"]
    session.unit = Decimal(p["unit"])
    session.coin = Decimal(p["coin"]) if p.get("coin") is not None else None
    session.players = session.active = tuple(p["players"])
    session.rules_history = ((1, json.dumps(p["rules"])),)
    session.stake_history = tuple((1, s["players"][0], s["players"][1], Decimal(s["unit"])) for s in p["stakes"])


def _added(session: SessionState, event: Event, p: dict[str, Any]) -> None:
    revision = Revision(event.seq, "added", event.at, "")
    result = Outcome.read(p["result"], normalise_currency(session.currency))
    entry = RecordedEntry.read(p["entry"])
    phones = tuple(p.get("by_players") or ())
    record = HandRecord(p["hand"], p["dealer"], entry, result, RECORDED, event.at, (revision,), phones)
    _set(session, event, ("hand", p["hand"]), record)


def _edited(session: SessionState, event: Event, p: dict[str, Any]) -> None:
    old = session.hands[p["hand"]]
    revision = Revision(event.seq, "edited", event.at, p["reason"])
    result = Outcome.read(p["result"], normalise_currency(session.currency))
    entry = RecordedEntry.read(p["entry"])
    phones = _still_theirs(old, entry)
    record = replace(old, dealer=p["dealer"], entry=entry, result=result, history=old.history + (revision,))
    record = replace(record, by_players=phones)
    _set(session, event, ("hand", p["hand"]), record)


def _still_theirs(old: HandRecord, entry: RecordedEntry) -> tuple[str, ...]:
    """The players whose phone-set seats a correction left as they were (a changed seat is the scorekeeper's)."""

    def seats(of: RecordedEntry, name: str) -> list[RecordedSeat]:
        return [seat for seat in of.players if seat.name == name]  # compared by their fields

    return tuple(name for name in old.by_players if seats(old.entry, name) == seats(entry, name))


def _voided(session: SessionState, event: Event, p: dict[str, Any]) -> None:
    old = session.hands[p["hand"]]
    revision = Revision(event.seq, "voided", event.at, p["reason"])
    _set(session, event, ("hand", p["hand"]), replace(old, status=VOID, history=old.history + (revision,)))


def _stake(session: SessionState, event: Event, p: dict[str, Any]) -> None:
    a, b = p["players"]
    entry = (p["from_hand"], a, b, Decimal(p["unit"]))
    _set(session, event, "stake_history", session.stake_history + (entry,))


def _unit(session: SessionState, event: Event, p: dict[str, Any]) -> None:
    _set(session, event, "unit_history", session.unit_history + ((p["from_hand"], Decimal(p["unit"])),))


def _rules(session: SessionState, event: Event, p: dict[str, Any]) -> None:
    _set(session, event, "rules_history", session.rules_history + ((p["from_hand"], json.dumps(p["rules"])),))


def _players(session: SessionState, event: Event, p: dict[str, Any]) -> None:
    new = tuple(n for n in p["players"] if n not in session.players)
    _set(session, event, "players", session.players + new)
    _set(session, event, "active", tuple(p["players"]))


def _settled(session: SessionState, event: Event, p: dict[str, Any]) -> None:
    session.settled = True
    session.undo_stack.clear()
    session.redo_stack.clear()


def _reopened(session: SessionState, event: Event, p: dict[str, Any]) -> None:
    session.settled = False


def _renamed(session: SessionState, event: Event, p: dict[str, Any]) -> None:
    session.name = p["name"]


def _archived(session: SessionState, event: Event, p: dict[str, Any]) -> None:
    session.archived = True


def _unarchived(session: SessionState, event: Event, p: dict[str, Any]) -> None:
    session.archived = False


def _unknown(session: SessionState, event: Event, p: dict[str, Any]) -> None:
    # A kind no event has: the error the session's old ``getattr(self, "_apply_" + kind)`` raised
    # (the session has no such attribute), so an unchecked event fails as it always did.
    getattr(session, "_apply_" + event.kind)


# event kind -> how it changes the session (an extension's kinds: its fold, session/extension.py)
_FOLD: dict[str, Callable[[SessionState, Event, dict[str, Any]], None]] = {
    "created": _created,
    "added": _added,
    "edited": _edited,
    "voided": _voided,
    "stake": _stake,
    "unit": _unit,
    "rules": _rules,
    "players": _players,
    "settled": _settled,
    "reopened": _reopened,
    "renamed": _renamed,
    "archived": _archived,
    "unarchived": _unarchived,
}
