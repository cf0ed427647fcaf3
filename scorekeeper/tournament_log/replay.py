"""The tournament's log folded through the pure core: each recorded action is the ``Field``
method it names, in order, so the field ``show`` reports is the one the actions left."""

from __future__ import annotations

import copy
from collections.abc import Sequence
from dataclasses import dataclass
from dataclasses import field as dataclass_field
from decimal import Decimal
from typing import Any

from scorekeeper.errors import InputError
from scorekeeper.money import Money
from scorekeeper.tournament.balance import Move
from scorekeeper.tournament.event_clock import EventClock, moment
from scorekeeper.tournament.field import Field, HandOutcome
from scorekeeper.tournament.levels import level_at
from scorekeeper.tournament.payouts import place_amounts, share_places
from scorekeeper.tournament.structure import TournamentStructure

__all__ = [
    "Logged",
    "Tally",
    "apply",
    "apply_to",
    "current_level",
    "final_places",
    "final_payouts",
    "replay",
    "replayed",
]

Logged = tuple[str, dict[str, Any]]  # an event's kind and payload


@dataclass
class Tally:
    """The field the log built, whether the event is finished, and the last hand's outcome."""

    field: Field | None = None
    finished: bool = False
    last: HandOutcome | None = None
    hands: int = 0  # hands recorded, every table counted
    # each table in play: its session of the book, and that session's first event's hash
    sessions: dict[int, tuple[str, str]] = dataclass_field(default_factory=dict)
    clock: EventClock = dataclass_field(default_factory=EventClock)  # levels kept by time count its run
    started: dict[int, str] = dataclass_field(default_factory=dict)  # table -> when its hand's setting clock started
    last_clock: int = 0  # the event clock's seconds at the latest hand (levels kept by time)
    moved: list[Move] = dataclass_field(default_factory=list)  # the moves the director confirmed last

    def live(self) -> Field:
        """The field, for an action that needs one still being played."""
        if self.field is None:
            raise InputError("this session is not a tournament")
        if self.finished:
            raise InputError("the tournament is finished")
        return self.field


def current_level(f: Field, seconds: int = 0) -> int:
    """The level in play: the highest any table has reached (level 1 before the draw), or, for
    levels kept by time, the level ``seconds`` of the event's clock into the event."""
    levels = [level_at(f.structure.levels, hand=n + 1, seconds=seconds).number for n in f.hands.values()]
    return max(levels, default=level_at(f.structure.levels, hand=1, seconds=seconds).number)


def final_places(f: Field) -> dict[str, int]:
    """The places when the director ends the event: those out as they went out, those still in
    by their chips (more chips, a higher place; equal chips share a place)."""
    places = f.places()
    left = sorted(f.still_in(), key=lambda n: -f.chips[n])
    if len(left) > 1:
        for i, name in enumerate(left):
            tied = i > 0 and f.chips[left[i - 1]] == f.chips[name]
            places[name] = places[left[i - 1]] if tied else i + 1
    return places


def final_payouts(f: Field) -> dict[str, Money]:
    """What each place of :func:`final_places` is paid (shared places share their amounts)."""
    pool, _ = f.money_in()
    amounts = place_amounts(f.structure.payouts, field=len(f.chips), pool=pool)
    return share_places(amounts, final_places(f))


def apply(tally: Tally, kind: str, p: dict[str, Any]) -> None:
    """One action on the field (an InputError refuses it; the field may then be half changed,
    so a caller that goes on replays afresh)."""
    if kind == "tournament":
        if tally.field is not None:
            raise InputError("the tournament is created already")
        tally.field = Field(TournamentStructure.read(p["structure"]))
        return
    f = tally.live()
    if kind == "t_register":
        f.register(p["player"], level=p["level"])
    elif kind == "t_rebuy":
        f.rebuy(p["player"], level=p["level"])
    elif kind == "t_addon":
        f.add_on(p["player"], level=p["level"])
    elif kind == "t_draw":
        f.draw(seed=p["seed"])
        tally.sessions = {table: (session, created) for table, session, created in p.get("sessions", ())}
        if not set(tally.sessions) <= set(f.tables):
            raise InputError(f"the draw names sessions for tables {sorted(tally.sessions)}, not {sorted(f.tables)}")
    elif kind == "t_table":
        if p["table"] not in f.tables:
            raise InputError(f"table {p['table']}: no such table in play")
        _open_table(tally, p["table"], (p["session"], p["created"]))
    elif kind == "t_hand":
        units = {(a, b): Decimal(u) for a, b, u in p["units"]}
        seated = set(f.tables.get(p["table"], ()))
        strangers = sorted({n for pair in units for n in pair} - seated)
        if strangers:
            raise InputError(f"table {p['table']}: {', '.join(strangers)} not seated there")
        _expired(f, p["table"], p.get("expired", ()))
        tally.last = f.play(p["table"], units, dealer=p.get("dealer"), seconds=p.get("clock", 0))
        tally.last_clock = max(tally.last_clock, p.get("clock", 0))
        tally.started.pop(p["table"], None)
        tally.hands += 1
    elif kind == "t_start":
        _start(tally, p["table"], p["time"])
    elif kind == "t_clock":
        (tally.clock.start if p["running"] else tally.clock.pause)(p["time"])
    elif kind == "t_moves":
        tally.moved = [Move(player, a, b) for player, a, b in p["moves"]]
        f.move(tally.moved)
        # A broken table's session takes nothing more, even should a later table get its number.
        tally.sessions = {n: session for n, session in tally.sessions.items() if n in f.tables}
        tally.started = {n: when for n, when in tally.started.items() if n in f.tables}
    elif kind == "t_finish":
        if f.seed is None:
            raise InputError("the draw is not made: nothing to finish")
        tally.finished = True
        if tally.clock.running:  # stopped at the last hand's seconds: a finished event's show never moves
            tally.clock = EventClock(counted=max(tally.clock.counted, tally.last_clock))
    else:
        raise InputError(f"unknown tournament action {kind!r}")


def _expired(f: Field, table: int, names: Sequence[str]) -> None:
    if not names:
        return
    if f.structure.clock is None:
        raise InputError("expired: this event has no setting clock")
    strangers = sorted(set(names) - set(f.tables.get(table, ())))
    if strangers:
        raise InputError(f"expired: {', '.join(strangers)} not seated at table {table}")


def _start(tally: Tally, table: int, when: str) -> None:
    f = tally.live()
    if f.structure.clock is None:
        raise InputError("this event has no setting clock (tournament new --clock SECONDS)")
    if len(f.tables.get(table, ())) < 2:
        raise InputError(f"table {table}: no hand to start there (no such table, or one player left)")
    moment(when)
    tally.started[table] = when


def _open_table(tally: Tally, table: int, session: tuple[str, str]) -> None:
    if table in tally.sessions:
        raise InputError(f"table {table} has its session already ({tally.sessions[table][0]})")
    if session[0] in (s for s, _ in tally.sessions.values()):
        raise InputError(f"session {session[0]} is a table already")
    tally.sessions[table] = session


def apply_to(tally: Tally, before: Sequence[Logged], kind: str, p: dict[str, Any]) -> Tally:
    """:func:`apply` of one action to the tally ``before`` left; a void gives the tally of
    ``before`` replayed without the hand it takes back (a new one)."""
    if kind != "t_void":
        apply(tally, kind, p)
        return tally
    target = voidable_hand(tally, before, p["table"], p["hand"])
    return replay([logged for i, logged in enumerate(before) if i != target])


def voidable_hand(tally: Tally, before: Sequence[Logged], table: int, hand: int) -> int:
    """Where in ``before`` the last hand at ``table`` is, refused unless it is that table's
    ``hand``-th and nothing since rests on it: no move, no table opened, no later hand there."""
    f = tally.live()
    played = f.hands.get(table)
    if played is None:
        raise InputError(f"table {table}: no such table in play")
    if played != hand:
        raise InputError(f"table {table}: hand {hand} is not its last hand ({played} played there)")
    for i in range(len(before) - 1, -1, -1):
        kind, p = before[i]
        if kind in ("t_moves", "t_table", "t_draw"):
            raise InputError(f"hand {hand} at table {table} cannot be taken back: the tables changed after it")
        if kind == "t_hand" and p["table"] == table:
            return i
    raise InputError(f"table {table}: no hand to take back")


def replay(log: Sequence[Logged]) -> Tally:
    tally = Tally()
    for i, (kind, payload) in enumerate(log):
        tally = apply_to(tally, log[:i] if kind == "t_void" else (), kind, payload)  # only a void reads back
    return tally


# The last fields replayed, by the log they came from: a log only grows (the session's state is
# a new tuple per action, sharing its items), so the next action replays only what is new. An
# import checks each event on the field before it: without this, every check replays it all.
_KEPT = 4
_replayed: list[tuple[tuple[Logged, ...], Tally]] = []


def replayed(log: tuple[Logged, ...]) -> Tally:
    """:func:`replay` of ``log``, a copy the caller may change, from the longest kept prefix."""
    best: tuple[tuple[Logged, ...], Tally] | None = None
    for kept in _replayed:
        k = len(kept[0])
        if k <= len(log) and (k == 0 or log[k - 1] is kept[0][k - 1]) and (best is None or k > len(best[0])):
            best = kept
    tally = copy.deepcopy(best[1]) if best is not None else Tally()
    for i in range(len(best[0]) if best is not None else 0, len(log)):
        kind, payload = log[i]
        tally = apply_to(tally, log[:i] if kind == "t_void" else (), kind, payload)
    _replayed.insert(0, (log, copy.deepcopy(tally)))
    del _replayed[_KEPT:]
    return tally
