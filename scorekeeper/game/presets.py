"""The named rule sets, as raw option values (RULES.md, score-cli.md, docs/variants.md)."""

from __future__ import annotations

from typing import Any

NATURAL_UNITS: dict[str, int] = {
    "clean-dragon": 108,
    "dragon": 36,
    "twelve-royals": 32,
    "three-straight-flushes": 24,
    "three-quads": 20,
    "all-low-all-high": 12,
    "full-colored": 10,
    "four-triples": 8,
    "six-pairs": 6,
    "three-straights": 4,
    "three-flushes": 3,
    "no-picture": 3,
}
"""Every natural of RULES.md section 5, strongest first, at its table units."""

_SECTION_5 = list(NATURAL_UNITS.items())
_SIX_PAIRS = list(NATURAL_UNITS).index("six-pairs")
ALL_NATURAL_UNITS: dict[str, int] = dict(_SECTION_5[:_SIX_PAIRS] + [("five-pairs-triple", 5)] + _SECTION_5[_SIX_PAIRS:])
"""Every natural the engine knows, strongest first: RULES.md section 5 and score-cli.md's 五对三条
(five pairs and a triple, just above six pairs; off in every preset, 5 units when switched on)."""

STANDARD_NATURALS = {k: NATURAL_UNITS[k] for k in ("dragon", "six-pairs", "three-straights", "three-flushes")}


def _entries(row: str, table: dict[str, int]) -> list[dict[str, Any]]:
    return [{"row": row, "hand": hand, "units": units} for hand, units in table.items()]


SEED_003_ROYALTIES = (
    _entries("front", {"three-of-a-kind": 3})
    + _entries("middle", {"full-house": 1, "four-of-a-kind": 3, "straight-flush": 4})
    + _entries("back", {"four-of-a-kind": 2, "straight-flush": 3})
)
EASTERN_ROYALTIES = (
    _entries("front", {"three-of-a-kind": 2})
    + _entries("middle", {"full-house": 1, "four-of-a-kind": 7, "straight-flush": 9})
    + _entries("back", {"four-of-a-kind": 3, "straight-flush": 4})
)
_RANKS = "23456789TJQKA"
OFC_ROYALTIES = (
    _entries(
        "back",
        {
            "straight": 2,
            "flush": 4,
            "full-house": 6,
            "four-of-a-kind": 10,
            "straight-flush": 15,
            "royal-flush": 25,
        },
    )
    + _entries(
        "middle",
        {
            "three-of-a-kind": 2,
            "straight": 4,
            "flush": 8,
            "full-house": 12,
            "four-of-a-kind": 20,
            "straight-flush": 30,
            "royal-flush": 50,
        },
    )
    + [{"row": "front", "hand": "pair", "rank": r, "units": i + 1} for i, r in enumerate(_RANKS[4:])]
    + [{"row": "front", "hand": "three-of-a-kind", "rank": r, "units": i + 10} for i, r in enumerate(_RANKS)]
)

_CLASSIC: dict[str, Any] = {
    "scoring": "2-4",
    "royalties": SEED_003_ROYALTIES,
    "royalty_payment": "winner-only",
    "one_royalty_per_hand": False,
    "naturals": STANDARD_NATURALS,
    "surrender": "2.5",
    "foul": "scoop",
    "foul_pays_royalties": True,
    "scoop_multiplier": 1,
    "home_run_multiplier": 1,
    "wheel": "lowest",
    "middle": "high",
    "front_qka_straight": False,
    "game": "classic",
    "max_players": 4,
    "fantasy_land": False,
    "fantasy_land_cards": 13,
    "fantasy_land_progressive": False,
    "race_target": 11,
    "race_stake": None,
    # score-cli.md "More rule options": all off
    "suit_order": None,
    "lowball_qualifier": None,
    "six_pairs_counts": "quads-and-triples",
    "natural_rows": "any-split",
    "natural_vs_natural": "compare",
    "horse_card": None,
    "horse_multiplier": 2,
    "banker": None,
    "extra_suits": [],
    "match_hands": None,
    "royalty_cap": None,
    "scoop_cap": None,
    "home_run_cap": None,
    "fantasy_land_entry": "QQ",
    "fantasy_land_low_wheel": False,
    "button_in_fantasy_land": "moves",
}
_OFC: dict[str, Any] = {
    **_CLASSIC,
    "scoring": "1-6",
    "royalties": OFC_ROYALTIES,
    "royalty_payment": "always",
    "naturals": {},
    "surrender": None,
    "fantasy_land": True,
}

_THIRTEEN_WATER: dict[str, Any] = {
    **_CLASSIC,
    "scoring": "per-row",
    "royalties": EASTERN_ROYALTIES,
    "naturals": {k: v for k, v in NATURAL_UNITS.items() if k != "no-picture"},
    "surrender": None,
    "scoop_multiplier": 2,
    "home_run_multiplier": 2,
}
_PINEAPPLE: dict[str, Any] = {**_OFC, "max_players": 3, "fantasy_land_cards": 14}
LOW_ROYALTIES = [
    {"row": "middle", "hand": "low", "rank": "9", "units": 1},
    {"row": "middle", "hand": "low", "rank": "8", "units": 2},
    {"row": "middle", "hand": "low", "rank": "7", "units": 4},
    {"row": "middle", "hand": "low-wheel", "units": 8},
]
"""2-7 Pineapple's middle: 9-low 1, 8-low 2, 7-low 4, 7-5-4-3-2 8 (score-cli.md pineapple-27)."""

PRESETS: dict[str, dict[str, Any]] = {
    "classic-2-4": _CLASSIC,
    "classic-1-6": {**_CLASSIC, "scoring": "1-6"},
    "thirteen-water": _THIRTEEN_WATER,
    "ofc": _OFC,
    "pineapple": _PINEAPPLE,
    "criss-cross": {**_CLASSIC, "game": "criss-cross"},
    "race-to-11": {**_CLASSIC, "game": "race", "royalties": [], "naturals": {}, "surrender": None},
    # score-cli.md "More rule options": a 十三水 room, and 2-7 Pineapple
    "shisanshui-room": {**_THIRTEEN_WATER, "suit_order": "shcd", "horse_card": "5h"},
    "pineapple-27": {
        **_PINEAPPLE,
        "middle": "lowball",
        "lowball_qualifier": "T",
        # pineapple's table plus the low middle's (a low middle never pays the high-hand middle entries)
        "royalties": OFC_ROYALTIES + LOW_ROYALTIES,
        "fantasy_land_low_wheel": True,
    },
}
DEFAULT_PRESET = "classic-2-4"
