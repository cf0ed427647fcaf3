"""A structure from the command line's words (session-cli.md, "Tournaments": ``tournament new``):
``--levels "100,200,300"`` the point values in order, ``--payouts "50,30,20"`` the percentages by
place (paid to any field; places past the field go to the top place).

>>> s = structure_from_flags(name="Friday", buyin="100", fee="10", chips=10000, levels="100,200,300",
...     hands_per_level=8, payouts="50,30,20", currency="USD")
>>> s.levels.point_values, s.payouts.bands[0].percents, str(s.entry_cost)
((100, 200, 300), ('50', '30', '20'), '110.00 USD')
"""

from __future__ import annotations

from typing import Any

from scorekeeper.errors import InputError
from scorekeeper.tournament.structure import TournamentStructure

__all__ = ["structure_from_flags"]


def _list(text: str, flag: str) -> list[str]:
    items = [item.strip() for item in text.split(",")]
    if not text.strip() or any(not item for item in items):
        raise InputError(f"{flag}: a list like 100,200,300 (got {text[:40]!r})")
    return items


def _whole(item: str, flag: str) -> int:
    if not (item.isascii() and item.isdigit()) or len(item) > 16:
        raise InputError(f"{flag}: {item[:20]!r} is not a whole number of chips")
    return int(item)


def structure_from_flags(
    *,
    name: str,
    buyin: str,
    chips: int,
    levels: str,
    rules: str | dict[str, Any] = "ofc",
    fee: str = "0",
    hands_per_level: int | None = None,
    minutes_per_level: int | None = None,
    seats: int = 4,
    rebuy_until: int | None = None,
    addon_until: int | None = None,
    late_until: int | None = None,
    clock: int | None = None,
    on_expiry: str = "foul",
    payouts: str = "100",
    currency: str = "",
    fantasy_land: bool = False,
    date: str | None = None,
) -> TournamentStructure:
    """The structure ``tournament new`` describes (hands per level 8 unless minutes are given)."""
    if hands_per_level is not None and minutes_per_level is not None:
        raise InputError("--hands-per-level and --minutes-per-level: one or the other, not both")
    values = [_whole(item, "--levels") for item in _list(levels, "--levels")]
    schedule: dict[str, Any] = (
        {"by": "minutes", "minutes_per_level": minutes_per_level, "point_values": values}
        if minutes_per_level is not None
        else {
            "by": "hands",
            "hands_per_level": 8 if hands_per_level is None else hands_per_level,
            "point_values": values,
        }
    )
    data: dict[str, Any] = {
        "name": name,
        "rules": rules,
        "currency": currency,
        "buy_in": buyin,
        "fee": fee,
        "starting_chips": chips,
        "seats": seats,
        "levels": schedule,
        "fantasy_land": fantasy_land,
        "payouts": {"by": "percent", "bands": [{"from_entries": 1, "percents": _list(payouts, "--payouts")}]},
    }
    if date:
        data["date"] = date
    if rebuy_until is not None:
        data["rebuys"] = {"until_level": rebuy_until}
    if addon_until is not None:
        data["add_ons"] = {"until_level": addon_until}
    if late_until is not None:
        data["late_registration_until"] = late_until
    if clock is not None:
        data["clock"] = {"seconds": clock, "on_expiry": on_expiry}
    return TournamentStructure.read(data)
