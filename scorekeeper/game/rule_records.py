"""How a rule set is read from outside and written back: a check for every option, and the
rules between options (a lowball qualifier needs a lowball middle, ...).

>>> RULE_SET.read({"scoring": "1-6", "naturals": {"dragon": 13}}).naturals
{'dragon': Decimal('13')}
"""

from __future__ import annotations

from typing import Any, get_args

from scorekeeper.boundary.checks import (
    Check,
    amount,
    boolean,
    custom,
    integer,
    literal,
    mapping,
    optional,
    tuple_of,
)
from scorekeeper.boundary.records import Record
from scorekeeper.game.naturals import NATURAL_ORDER
from scorekeeper.game.rule_values import (
    FrozenMap,
    extra_suits_value,
    foul_value,
    horse_card_value,
    rank_text,
    rank_value,
    suit_order_value,
)
from scorekeeper.game.rules import (
    FRONT_HANDS,
    HAND_NAMES,
    LOW_HANDS,
    LOW_RANKS,
    ROWS,
    VARIANT_DEFAULTS,
    Banker,
    ButtonRule,
    FantasyEntry,
    Game,
    LowRank,
    Middle,
    NaturalRows,
    NaturalVsNatural,
    RoyaltyEntry,
    RoyaltyPayment,
    RuleSet,
    Scoring,
    SixPairs,
    Suit,
    WheelRule,
)


def _one_of(kind: Any) -> Check[Any]:
    return literal(*get_args(kind))


def _row_can_make_it(entry: RoyaltyEntry) -> None:
    if entry.row == "front" and entry.hand not in FRONT_HANDS:
        raise ValueError(f"a front cannot make {entry.hand}")
    if entry.hand in LOW_HANDS:
        if entry.row != "middle":
            raise ValueError(f"{entry.hand} is a royalty of a deuce-to-seven middle only")
        if entry.hand == "low" and (entry.rank is None or rank_text(entry.rank) not in LOW_RANKS):
            raise ValueError('a "low" entry needs "rank": one of T 9 8 7')
        if entry.hand == "low-wheel" and entry.rank is not None:
            raise ValueError('a "low-wheel" entry (7-5-4-3-2) takes no rank')
    elif entry.rank is not None and (entry.row != "front" or entry.hand not in ("pair", "three-of-a-kind")):
        raise ValueError("rank is only for front pair and three-of-a-kind entries and middle low entries")


ROYALTY_ENTRY = Record(
    RoyaltyEntry,
    {"row": literal(*ROWS), "hand": literal(*HAND_NAMES), "units": amount, "rank": custom(rank_value)},
    rules=[_row_can_make_it],
    dumps={"rank": rank_text},
)


def _more_options_fit(rules: RuleSet) -> None:
    low = [e for e in rules.royalties if e.hand in LOW_HANDS]
    if rules.middle != "lowball" and (rules.lowball_qualifier is not None or low):
        what = "lowball_qualifier" if rules.lowball_qualifier is not None else f"a middle {low[0].hand} royalty"
        raise ValueError(f"{what} needs middle: lowball")
    if rules.horse_multiplier < 1:
        raise ValueError("horse_multiplier must be at least 1")
    if rules.banker is not None and rules.game != "classic":
        raise ValueError("banker mode is for the classic game only (game: classic)")


def _no_duplicate_royalties(rules: RuleSet) -> None:
    seen: set[tuple[str, str, int | None]] = set()
    for entry in rules.royalties:
        key = (entry.row, entry.hand, entry.rank)
        if key in seen:
            raise ValueError(f"two royalty entries for {entry.row} {entry.hand}")
        seen.add(key)


_naturals = mapping(literal(*NATURAL_ORDER), amount)
_suits = tuple_of(literal(*get_args(Suit)))


def _naturals_map(value: object) -> FrozenMap:
    return FrozenMap(_naturals(value))


def _extra_suits(value: object) -> tuple[Suit, ...]:
    return _suits(custom(extra_suits_value)(value))


def _foul_text(value: object) -> str:
    return str(value)  # a number of units as it was written ("3.50"), or scoop / play


RULE_SET = Record(
    RuleSet,
    {
        "scoring": _one_of(Scoring),
        "royalties": tuple_of(ROYALTY_ENTRY),
        "royalty_payment": _one_of(RoyaltyPayment),
        "one_royalty_per_hand": boolean,
        "naturals": _naturals_map,
        "surrender": optional(amount),
        "foul": custom(foul_value),
        "foul_pays_royalties": boolean,
        "scoop_multiplier": amount,
        "home_run_multiplier": amount,
        "wheel": _one_of(WheelRule),
        "middle": _one_of(Middle),
        "front_qka_straight": boolean,
        "game": _one_of(Game),
        "max_players": integer(ge=2, le=4),
        "fantasy_land": boolean,
        "fantasy_land_cards": integer(ge=13, le=17),
        "fantasy_land_progressive": boolean,
        "race_target": integer(ge=1, le=1000),
        "race_stake": optional(amount),
        "suit_order": custom(suit_order_value),
        "lowball_qualifier": optional(_one_of(LowRank)),
        "six_pairs_counts": _one_of(SixPairs),
        "natural_rows": _one_of(NaturalRows),
        "natural_vs_natural": _one_of(NaturalVsNatural),
        "horse_card": custom(horse_card_value),
        "horse_multiplier": amount,
        "banker": optional(_one_of(Banker)),
        "extra_suits": _extra_suits,
        "match_hands": optional(integer(ge=1, le=100_000)),
        "royalty_cap": optional(amount),
        "scoop_cap": optional(amount),
        "home_run_cap": optional(amount),
        "fantasy_land_entry": _one_of(FantasyEntry),
        "fantasy_land_low_wheel": boolean,
        "button_in_fantasy_land": _one_of(ButtonRule),
    },
    rules=[_more_options_fit, _no_duplicate_royalties],
    dumps={"foul": _foul_text},
    omit=VARIANT_DEFAULTS,
)
