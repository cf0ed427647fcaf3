"""The checks behind every session action: each takes the session as it is and what was typed,
refuses with an :class:`InputError` naming the problem, or returns the payload of the event
that records the action. None of them changes the session: ``Session.append`` folds the event
in (session_apply.py). ``Session.prepare_*`` call these.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable, Iterable, Sequence
from decimal import Decimal
from typing import TYPE_CHECKING, Any, TypeVar

from scorekeeper.amounts import format_amount, parse_amount
from scorekeeper.errors import InputError
from scorekeeper.game.deal import HAND_ENTRY, HandEntry, hand_json, player_name, seat_hands
from scorekeeper.game.result_json import hand_result_json
from scorekeeper.game.rules import resolve_rules, rules_json
from scorekeeper.game.scoring import HandResult, score_hand
from scorekeeper.session.derived import next_dealer
from scorekeeper.session.event_records import (
    Archived,
    EventRecord,
    HandAdded,
    HandEdited,
    HandVoided,
    PlayersSet,
    RecordError,
    Redo,
    Renamed,
    Reopened,
    RulesSet,
    SessionCreated,
    Settled,
    StakeSet,
    Unarchived,
    Undo,
    UnitSet,
    make_record,
)
from scorekeeper.session.extension import extension_of_kind, extensions_of
from scorekeeper.session.fresh_input import MAX_PLACE, MAX_REASON, MAX_TITLE, check_currency, field_text, replaying
from scorekeeper.session.records import VOID, HandRecord
from scorekeeper.session.repeat_deal import RepeatedDeal, repeated_hand

if TYPE_CHECKING:
    from scorekeeper.session.state import SessionState


def parse_hand_entry(data: Any) -> HandEntry:
    """A hand file's content (only ``players``) as a validated entry."""
    if not isinstance(data, dict):
        raise InputError("a hand must be a JSON object with 'players'")
    for key in ("rules", "unit", "stakes"):
        if key in data:
            raise InputError(f"a session hand cannot carry {key!r}: the session sets it")
    return HAND_ENTRY.read(data)


def _check_name(name: str) -> str:
    try:
        return player_name(name)
    except InputError as exc:
        raise InputError(f"player name {name!r}: {exc}") from None


def _check_pair(a: str, b: str, known: Sequence[str]) -> None:
    for p in (a, b):
        if p not in known:
            raise InputError(f"unknown player {p!r}")
    if a == b:
        raise InputError(f"a stake needs two different players, not {a!r} twice")


def _reason(reason: str) -> str:
    reason = reason.strip()
    if not reason:
        raise InputError("a correction needs a reason")
    return field_text(reason, field="reason", limit=MAX_REASON)


def _title(name: str) -> str:
    if not name.strip():
        raise InputError("the session needs a name")
    return field_text(name.strip(), field="session name", limit=MAX_TITLE)


R = TypeVar("R", bound=EventRecord)


def _record(cls: type[R], payload: dict[str, Any]) -> R:
    """The action's event record; what its kind's record refuses is bad input, said in one line."""
    try:
        record = make_record(cls, payload)
    except RecordError as exc:
        raise InputError(str(exc)) from None
    assert isinstance(record, cls)
    return record


def check_writable(session: SessionState) -> None:
    if session.settled:
        raise InputError("this session is settled; reopen it to change it")


def _existing(session: SessionState, hand: int) -> HandRecord:
    record = session.hands.get(hand)
    if record is None:
        raise InputError(f"there is no hand {hand}")
    return record


# -- creating ---------------------------------------------------------------------
def prepare_created(
    session: SessionState,
    *,
    name: str,
    players: Sequence[str],
    rules: object,
    unit: Decimal,
    currency: str,
    date: str,
    place: str,
    stakes: Iterable[tuple[str, str, Decimal]],
    coin: object = None,
) -> SessionCreated:
    names = [_check_name(p) for p in players]
    if len(set(names)) != len(names):
        raise InputError("a player is named twice")
    if len(names) < 2:
        raise InputError("a session needs at least 2 players")
    title = _title(name)
    rule_set = resolve_rules(rules)
    stake_list = []
    for a, b, value in stakes:
        _check_pair(a, b, names)
        stake_list.append({"players": [a, b], "unit": format_amount(parse_amount(value))})
    payload: dict[str, Any] = {
        "name": title,
        "players": names,
        "rules": rules_json(rule_set),
        "unit": format_amount(parse_amount(unit)),
        "currency": check_currency(currency.strip()),
        "date": field_text(date, field="date", limit=40) or datetime.date.today().isoformat(),
        "place": field_text(place, field="place", limit=MAX_PLACE),
        "stakes": stake_list,
    }
    if coin is not None:
        payload["coin"] = _coin(coin)
    return _record(SessionCreated, payload)


def _coin(coin: object) -> str:
    try:
        value = parse_amount(coin)
    except ValueError as exc:
        raise InputError(f"coin: {exc}") from None
    if value <= 0:
        raise InputError("coin: the smallest coin must be more than 0")
    return format_amount(value)


# -- hands ------------------------------------------------------------------------
def preview(session: SessionState, entry: HandEntry, hand: int | None = None, dealer: str | None = None) -> HandResult:
    """The result ``entry`` would get as hand ``hand`` (the next hand by default), under the
    rules and stakes in force for it (``dealer``: the banker under rule option banker), as a
    typed value; nothing is recorded (the app's live preview calls this on every complete entry)."""
    hand = session.next_hand if hand is None else hand
    rules = session.rules_for(hand)
    return score_hand(seat_hands(entry, rules.copies), rules, session.stakes_for(hand).of, dealer=dealer)


def score_entry(session: SessionState, entry: HandEntry, hand: int, dealer: str | None = None) -> dict[str, Any]:
    """The result of ``entry`` as hand ``hand``: its seats scored under the rules and stakes in force for it
    (``dealer``: the banker under rule option banker)."""
    rules = session.rules_for(hand)
    seats = seat_hands(entry, rules.copies)
    for seat in seats:
        if seat.name not in session.players:
            raise InputError(f"{seat.name} is not a player of this session")
    stakes = session.stakes_for(hand)
    return hand_result_json(score_hand(seats, rules, stakes.of, dealer=dealer))


def prepare_add(
    session: SessionState,
    entry: HandEntry,
    dealer: str | None = None,
    *,
    again: bool = False,
    by_players: Sequence[str] = (),
) -> HandAdded:
    """A new hand; the cards of a live hand dealt again are refused (:class:`RepeatedDeal`)
    unless ``again`` says the scorekeeper confirmed them, which the event then records.
    ``by_players``: who set their own seats on their phones (recorded only when someone did)."""
    check_writable(session)
    seated = list(dict.fromkeys(p.name for p in entry.players))
    for name in seated:
        if name not in session.active:
            raise InputError(f"{name} is not seated in this session now (players: {', '.join(session.active)})")
    for extension in extensions_of(session):
        extension.before_hand(session, seated)  # the casino: a player with an empty stack re-buys first
    if dealer is not None and dealer not in seated:
        raise InputError(f"dealer {dealer} is not seated in this hand")
    hand = session.next_hand
    entry_json = hand_json(entry)
    dealer = dealer or next_dealer(session, seated)
    result = score_entry(session, entry, hand, dealer)  # the dealer is the banker under rule option banker
    payload = {"hand": hand, "dealer": dealer, "entry": entry_json, "result": result}
    repeated = repeated_hand(session, entry)  # after scoring: cards that do not parse are named there
    if repeated is not None:
        if not again:
            raise RepeatedDeal(repeated)
        payload["again"] = True
    phones = set(by_players)
    if phones - set(seated):
        raise InputError(f"by_players: {sorted(phones - set(seated))[0]} is not seated in this hand")
    if phones:
        payload["by_players"] = [name for name in seated if name in phones]  # in seating order
    return _record(HandAdded, payload)


def prepare_edit(
    session: SessionState, hand: int, entry: HandEntry, reason: str, dealer: str | None = None
) -> HandEdited:
    check_writable(session)
    record = _existing(session, hand)
    if record.status == VOID:
        raise InputError(f"hand {hand} is void")
    seated = list(dict.fromkeys(p.name for p in entry.players))
    dealer = dealer or (record.dealer if record.dealer in seated else seated[0])
    result = score_entry(session, entry, hand, dealer)
    payload = {"hand": hand, "dealer": dealer, "entry": hand_json(entry), "result": result, "reason": _reason(reason)}
    return _record(HandEdited, payload)


def prepare_void(session: SessionState, hand: int, reason: str) -> HandVoided:
    check_writable(session)
    if _existing(session, hand).status == VOID:
        raise InputError(f"hand {hand} is already void")
    return _record(HandVoided, {"hand": hand, "reason": _reason(reason)})


# -- what is in force from the next hand ----------------------------------------------
def prepare_stake(session: SessionState, a: str, b: str, unit: object) -> StakeSet:
    check_writable(session)
    _check_pair(a, b, session.players)
    return _record(
        StakeSet, {"players": [a, b], "unit": format_amount(parse_amount(unit)), "from_hand": session.next_hand}
    )


def prepare_unit(session: SessionState, unit: object) -> UnitSet:
    """The table's unit (every pair without its own stake) from the next hand on."""
    check_writable(session)
    return _record(UnitSet, {"unit": format_amount(parse_amount(unit)), "from_hand": session.next_hand})


def prepare_rules(session: SessionState, rules: object) -> RulesSet:
    check_writable(session)
    return _record(RulesSet, {"rules": rules_json(resolve_rules(rules)), "from_hand": session.next_hand})


def prepare_players(session: SessionState, players: Sequence[str]) -> PlayersSet:
    check_writable(session)
    names = [_check_name(p) for p in players]
    if len(set(names)) != len(names) or len(names) < 2:
        raise InputError("name at least 2 different players")
    return _record(PlayersSet, {"players": names})


# -- the session as a whole -----------------------------------------------------------
def prepare_undo(session: SessionState) -> Undo:
    check_writable(session)
    if not session.undo_stack:
        raise InputError("nothing to undo")
    return _record(Undo, {"undoes": session.undo_stack[-1]})


def prepare_redo(session: SessionState) -> Redo:
    check_writable(session)
    if not session.redo_stack:
        raise InputError("nothing to redo")
    return _record(Redo, {"redoes": session.redo_stack[-1]})


def prepare_settled(session: SessionState, settled: bool, reason: str = "") -> EventRecord:
    if settled == session.settled:
        raise InputError("the session is already " + ("settled" if settled else "open"))
    if settled:
        for extension in extensions_of(session):
            extension.before_settle(session)  # the casino: money in = money out
    reason = field_text(reason.strip(), field="reason", limit=MAX_REASON)
    return _record(Settled if settled else Reopened, {"reason": reason})


def prepare_renamed(session: SessionState, name: str) -> Renamed:
    return _record(Renamed, {"name": _title(name)})


def prepare_archived(session: SessionState, archived: bool) -> EventRecord:
    if archived == session.archived:
        raise InputError("the session is " + ("already archived" if archived else "not archived"))
    return _record(Archived if archived else Unarchived, {})


# -- an event's action again ----------------------------------------------------------
def prepare_again(session: SessionState, kind: str, p: dict[str, Any]) -> dict[str, Any]:
    """The payload this session would make for the action an event records.

    Replaying a foreign log through this checks every event as if it were typed.
    """
    with replaying():  # what was recorded is compared, not refused again (fresh_input.py)
        prepared = _prepare_again(session, kind, p)
    payload = prepared.payload() if isinstance(prepared, EventRecord) else prepared
    if p.get("signed") is True:  # a manager signed it off (casino/manager.py)
        payload["signed"] = True
    if isinstance(p.get("sig"), str):  # with the key's signature, which replay checks (casino/signing.py)
        payload["sig"] = p["sig"]
    return payload


def _prepare_again(session: SessionState, kind: str, p: dict[str, Any]) -> EventRecord | dict[str, Any]:
    again = _AGAIN.get(kind)
    if again is not None:
        return again(session, p)
    extension = extension_of_kind(kind)
    if extension is None:
        raise InputError(f"unknown event kind {kind!r}")
    return extension.prepare_again(session, kind, p)


def _created_again(session: SessionState, p: dict[str, Any]) -> SessionCreated:
    stakes = [(s["players"][0], s["players"][1], s["unit"]) for s in p["stakes"]]
    payload = prepare_created(
        session,
        name=p["name"],
        players=p["players"],
        rules=p["rules"],
        unit=p["unit"],
        currency=p["currency"],
        date=p["date"],
        place=p["place"],
        stakes=stakes,
        coin=p.get("coin"),
    )
    # as recorded: a new session gets today for none, a recorded one keeps its own
    return payload.model_copy(update={"date": p["date"]})


def _added_again(session: SessionState, p: dict[str, Any]) -> dict[str, Any]:
    """A repeated deal in a log was recorded: confirmed (``again``), or before the check
    looked past the hand before; either imports, and a log saying ``again`` must mean it."""
    payload = prepare_add(session, parse_hand_entry(p["entry"]), p["dealer"], again=True).payload()
    if p.get("again") is not True:
        payload.pop("again", None)
    if p.get("by_players"):
        payload["by_players"] = list(p["by_players"])  # as recorded: a log's own order and names
    return payload


# event kind -> the command that makes it, from the event's payload (an extension's: its prepare_again)
_AGAIN: dict[str, Callable[[SessionState, dict[str, Any]], EventRecord | dict[str, Any]]] = {
    "created": _created_again,
    "added": lambda s, p: _added_again(s, p),
    "edited": lambda s, p: prepare_edit(s, p["hand"], parse_hand_entry(p["entry"]), p["reason"], p["dealer"]),
    "voided": lambda s, p: prepare_void(s, p["hand"], p["reason"]),
    "stake": lambda s, p: prepare_stake(s, p["players"][0], p["players"][1], p["unit"]),
    "unit": lambda s, p: prepare_unit(s, p["unit"]),
    "rules": lambda s, p: prepare_rules(s, p["rules"]),
    "players": lambda s, p: prepare_players(s, p["players"]),
    "undo": lambda s, p: prepare_undo(s),
    "redo": lambda s, p: prepare_redo(s),
    "settled": lambda s, p: prepare_settled(s, True, p.get("reason", "")),
    "reopened": lambda s, p: prepare_settled(s, False, p.get("reason", "")),
    "renamed": lambda s, p: prepare_renamed(s, p["name"]),
    "archived": lambda s, p: prepare_archived(s, True),
    "unarchived": lambda s, p: prepare_archived(s, False),
}
