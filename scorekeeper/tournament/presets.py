"""Common structures, each a complete :class:`TournamentStructure` to start from and edit.

>>> s = structure_preset("bicycle-ofc-2013")
>>> str(s.entry_cost), s.starting_chips, s.levels.hands_per_level, s.fantasy_land
('1100.00 USD', 20000, 8, False)
>>> structure_preset("bicycle-ofc-2013", name="Thursday OFC", seats=3).name
'Thursday OFC'
"""

from __future__ import annotations

from typing import Any

from scorekeeper.errors import InputError
from scorekeeper.tournament.structure import TournamentStructure

__all__ = ["STRUCTURE_PRESETS", "structure_preset"]

_PAYOUTS_BY_FIELD = {
    "by": "percent",
    "bands": [
        {"from_entries": 2, "percents": ["100"]},
        {"from_entries": 6, "percents": ["65", "35"]},
        {"from_entries": 10, "percents": ["50", "30", "20"]},
        {"from_entries": 20, "percents": ["40", "25", "15", "12", "8"]},
        {"from_entries": 40, "percents": ["30", "20", "14", "10", "8", "6", "5", "4", "3"]},
    ],
}

STRUCTURE_PRESETS: dict[str, dict[str, Any]] = {
    # The 2013 Bicycle Casino OFC event (issue 28): $1,000 + $100, 20,000 chips, the point value
    # rising every 8 hands, no Fantasy Land, two minutes to set (the point values and the table
    # size here are a plausible schedule, not the event's recorded one).
    "bicycle-ofc-2013": {
        "name": "Bicycle Casino OFC 2013",
        "rules": "ofc",
        "currency": "USD",
        "buy_in": "1000",
        "fee": "100",
        "starting_chips": 20000,
        "seats": 3,
        "levels": {
            "by": "hands",
            "hands_per_level": 8,
            "point_values": [25, 50, 75, 100, 150, 200, 300, 400, 500, 600, 800, 1000, 1500, 2000, 3000, 4000],
        },
        "late_registration_until": 4,
        "clock": {"seconds": 120, "on_expiry": "foul"},
        "fantasy_land": False,
        "payouts": _PAYOUTS_BY_FIELD,
    },  # fmt: skip
    # Chinese poker as Don Smolen describes the 1990s events: hands-based levels, early re-buys.
    "chinese-poker-classic": {
        "name": "Chinese poker",
        "rules": "classic-1-6",
        "currency": "USD",
        "buy_in": "200",
        "fee": "20",
        "starting_chips": 2000,
        "rebuys": {"until_level": 3},
        "add_ons": {"until_level": 3, "limit": 1},
        "late_registration_until": 3,
        "seats": 4,
        "levels": {"by": "hands", "hands_per_level": 8, "point_values": [10, 20, 30, 40, 50, 75, 100, 150, 200, 300]},
        "clock": {"seconds": 120, "on_expiry": "foul"},
        "payouts": _PAYOUTS_BY_FIELD,
    },
    # A home game on a timer: 20-minute levels, winner takes most.
    "home-turbo": {
        "name": "Home turbo",
        "rules": "classic-2-4",
        "buy_in": "20",
        "starting_chips": 1000,
        "rebuys": {"until_level": 2, "limit": 1},
        "seats": 4,
        "levels": {"by": "minutes", "minutes_per_level": 20, "point_values": [5, 10, 20, 40, 80]},
        "payouts": {
            "by": "percent",
            "bands": [{"from_entries": 2, "percents": ["100"]}, {"from_entries": 5, "percents": ["70", "30"]}],
        },
    },  # fmt: skip
}
"""Each preset as the JSON object a structure is read from."""


def structure_preset(preset: str, /, **changes: Any) -> TournamentStructure:
    """The preset named, with ``changes`` (checked as a new structure is)."""
    data = STRUCTURE_PRESETS.get(preset)
    if data is None:
        raise InputError(f"unknown structure {preset[:40]!r} (one of {', '.join(sorted(STRUCTURE_PRESETS))})")
    base = TournamentStructure.read(data)
    return base.edited(**changes) if changes else base
