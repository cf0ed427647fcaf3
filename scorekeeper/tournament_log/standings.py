"""The tournament as it stands, as JSON: ``scorekeeper tournament show`` and the room's board.

Both read the same replayed field, so the board on the wall and the phones never disagree with
the command line; the board adds what a room looks at (each table's level and hands to the next,
ranks, players left, the average stack), every number counted here and none in the page.

>>> from scorekeeper.tournament.presets import structure_preset
>>> from scorekeeper.tournament.field import Field
>>> f = Field(structure_preset("home-turbo"))
>>> for name in ("Amy", "Bob", "Cat"):
...     _ = f.register(name)
>>> board = board_json("t1", Tally(field=f))
>>> board["players_left"], board["average_stack"], [r["rank"] for r in board["field"]]
(3, 1000, [1, 1, 1])
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from scorekeeper.amounts import format_amount
from scorekeeper.tournament.event_clock import moment, now_text
from scorekeeper.tournament.field import Field
from scorekeeper.tournament.levels import level_at_time, level_for_hand
from scorekeeper.tournament.payouts import place_amounts
from scorekeeper.tournament.structure import HandLevels, TimedLevels
from scorekeeper.tournament_log.replay import Tally, current_level, final_payouts, final_places

__all__ = ["board_json", "finish_json", "show_json"]


def _field(tally: Tally) -> Field:
    assert tally.field is not None  # tally_of refuses a session that is not a tournament
    return tally.field


def payouts(f: Field) -> list[dict[str, Any]]:
    """What each place is paid from the pool as it stands (none before the first entry)."""
    if not f.chips:
        return []
    pool, _ = f.money_in()
    amounts = place_amounts(f.structure.payouts, field=len(f.chips), pool=pool)
    return [{"place": n, "amount": format_amount(m.amount)} for n, m in enumerate(amounts, start=1)]


def _seconds(tally: Tally, now: str | None) -> int:
    return tally.clock.seconds_at(now or now_text())


def show_json(tournament: str, tally: Tally, *, now: str | None = None) -> dict[str, Any]:
    """What ``scorekeeper tournament show`` prints (session-cli.md, "Tournaments"); levels kept
    by time are read off the event's clock at ``now`` (this moment unless given)."""
    f = _field(tally)
    level = current_level(f, _seconds(tally, now))
    values = f.structure.levels.point_values
    pool, fees = f.money_in()
    return {
        "tournament": tournament,
        "name": f.structure.name,
        "level": level,
        "point_value": str(values[min(level, len(values)) - 1]),
        "prize_pool": format_amount(pool.amount),
        "fees": format_amount(fees.amount),
        "chips_in_play": sum(f.chips.values()),
        "field": f.rows(),
        "payouts": payouts(f),
        "eliminations": f.elimination_rows(),
        "finished": tally.finished,
        **_clocks(tally, now),
    }


def _clocks(tally: Tally, now: str | None) -> dict[str, Any]:
    """The event's clock (levels kept by time) and each table's setting clock, where the event has them."""
    f = _field(tally)
    out: dict[str, Any] = {}
    if isinstance(f.structure.levels, TimedLevels):
        seconds = _seconds(tally, now)
        level = level_at_time(f.structure.levels, seconds)
        out["clock"] = {"running": tally.clock.running, "seconds": seconds, "seconds_to_next": level.seconds_to_next}
    if f.structure.clock is not None:
        length = timedelta(seconds=f.structure.clock.seconds)
        out["setting"] = {
            "seconds": f.structure.clock.seconds,
            "on_expiry": f.structure.clock.on_expiry,
            "started": [
                {"table": n, "started": when, "deadline": (moment(when) + length).isoformat()}
                for n, when in sorted(tally.started.items())
            ],
        }
    return out


def _hands_to_next(f: Field, played: int, seconds: int) -> tuple[int, int | None]:
    """A table's next hand's level, and how many hands (that one counted) until the level after it
    (None: the last level, or levels kept by the clock)."""
    schedule = f.structure.levels
    if not isinstance(schedule, HandLevels):
        return current_level(f, seconds), None
    level = level_for_hand(schedule, played + 1)
    return level.number, None if level.hands_to_next is None else level.hands_to_next + 1


def _tables(f: Field, seconds: int) -> list[dict[str, Any]]:
    rows = []
    for number, seated in sorted(f.tables.items()):
        level, to_next = _hands_to_next(f, f.hands.get(number, 0), seconds)
        rows.append(
            {
                "table": number,
                "players": list(seated),
                "hands": f.hands.get(number, 0),
                "level": level,
                "hands_to_next": to_next,
            }
        )
    return rows


def _ranked(rows: list[dict[str, Any]], f: Field) -> list[dict[str, Any]]:
    """The field with each player's rank by chips (equal chips, equal rank) and entries; those out
    keep their place as their rank."""
    out: list[dict[str, Any]] = []
    for i, row in enumerate(rows):
        tied = i > 0 and row["status"] == "playing" and rows[i - 1]["chips"] == row["chips"]
        rank = out[i - 1]["rank"] if tied else i + 1
        out.append({**row, "rank": row["place"] if row["status"] == "out" else rank, "entries": f.entries[row["name"]]})
    return out


def board_json(tournament: str, tally: Tally, *, now: str | None = None) -> dict[str, Any]:
    """``show_json`` and what the room's board adds: ranks, tables, levels ahead, the stacks."""
    now = now or now_text()
    shown = show_json(tournament, tally, now=now)
    f = _field(tally)
    values = f.structure.levels.point_values
    tables = _tables(f, _seconds(tally, now))
    at_level = [t["hands_to_next"] for t in tables if t["level"] == shown["level"] and t["hands_to_next"] is not None]
    left = len(f.still_in())
    return {
        **shown,
        "field": _ranked(shown["field"], f),
        "currency": f.structure.currency,
        "levels": len(values),
        "next_point_value": str(values[shown["level"]]) if shown["level"] < len(values) else None,
        "hands_to_next": min(at_level, default=None),
        "hands_per_level": f.structure.levels.hands_per_level if isinstance(f.structure.levels, HandLevels) else None,
        "tables": tables,
        "entries": sum(f.entries.values()),
        "players_left": left,
        "average_stack": shown["chips_in_play"] // left if left else 0,
        "drawn": f.seed is not None,
        # every screen shows the moves: those waiting for the director, and the last ones made
        "moves": {
            "proposed": [m.as_json() for m in f.proposed_moves()] if f.seed is not None and not tally.finished else [],
            "made": [m.as_json() for m in tally.moved],
        },
        "now": now,  # the server's moment: a page counts the clocks down from it, whatever its own clock says
    }


def finish_json(tally: Tally) -> dict[str, Any]:
    """What ``scorekeeper tournament finish`` prints and the window shows: every place with its
    payout, in order, and whether the chips and the money verify (the stacks are every chip
    brought in; the payouts sum to the pool)."""
    f = _field(tally)
    places, paid = final_places(f), final_payouts(f)
    pool, _ = f.money_in()
    total = sum((m.amount for m in paid.values()), start=pool.amount * 0)
    rows = [
        {"place": place, "name": name, "payout": format_amount(paid[name].amount) if name in paid else "0"}
        for name, place in sorted(places.items(), key=lambda item: (item[1], item[0]))
    ]
    return {"places": rows, "verified": sum(f.chips.values()) == f.chips_in() and total == pool.amount}
