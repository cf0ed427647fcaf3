"""Fantasy Land (OFC and Pineapple): who plays the next hand with all their cards at once.

A player not in Fantasy Land enters it with queens or better in the front (a pair of queens,
kings or aces, or any trips) on a hand that is played, not fouled; ``fantasy_land_entry`` raises
that to kings, aces or trips, and ``fantasy_land_low_wheel`` lets a 7-5-4-3-2 deuce-to-seven
middle enter too. A player in Fantasy Land
stays for another hand with trips in the front, a full house or better in the middle, or four
of a kind or better in the back (again on a played hand); otherwise they leave it.

Cards dealt: ``fantasy_land_cards`` (OFC 13, Pineapple 14). Progressive (option
``fantasy_land_progressive``), entering deals by the front: QQ 14, KK 15, AA 16, trips 17 (never
fewer than ``fantasy_land_cards``); staying deals ``fantasy_land_cards``. docs/variants.md.

>>> from scorekeeper.game.deal import HAND_ENTRY, seat_hands
>>> from scorekeeper.game.rules import preset
>>> seats = seat_hands(HAND_ENTRY.read({"players": [
...     {"name": "Amy", "front": "Qs Qd 4h", "middle": "Td Ts 9c 9d 8c", "back": "3h 3d 3s 2h 2d"},
...     {"name": "Bob", "front": "Ah Kd Jd", "middle": "7h 7d 5h 5d 4c", "back": "Ks Js 9s 8s 7s"}]}))
>>> next_fantasy_land(seats, preset("pineapple"), {})
{'Amy': 14}
>>> next_fantasy_land(seats, preset("ofc"), {"Amy": 13})
{}
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from scorekeeper.game.deal import SeatedHand
from scorekeeper.game.hands import (
    FULL_HOUSE,
    HIGH_CARD,
    PAIR,
    QUADS,
    TRIPS,
    Wheel,
    category_index,
    evaluate_three,
    five_evaluator,
    top_rank,
)
from scorekeeper.game.rules import RuleSet
from scorekeeper.game.scoring import PLAYED, assess

QUEEN, KING, ACE = 12, 13, 14
PROGRESSIVE_CARDS = {QUEEN: 14, KING: 15, ACE: 16}
"""Progressive Fantasy Land: cards dealt for a front pair of this rank; front trips deal 17."""
PROGRESSIVE_TRIPS = 17


ENTRY_PAIR = {"QQ": QUEEN, "KK": KING, "AA": ACE, "trips": None}
"""``fantasy_land_entry``: the lowest front pair that enters (``trips``: no pair does)."""
LOW_WHEEL = (7, 5, 4, 3, 2)


def entry_cards(front: int, rules: RuleSet) -> int | None:
    """Cards a front of this strength deals on entering Fantasy Land, or None when it does not qualify
    (``fantasy_land_entry`` names the weakest front that enters: QQ, KK, AA or trips)."""
    cat = category_index(front)
    lowest_pair = ENTRY_PAIR[rules.fantasy_land_entry]
    if cat == TRIPS:
        progressive = PROGRESSIVE_TRIPS
    elif cat == PAIR and lowest_pair is not None and top_rank(front) >= lowest_pair:
        progressive = PROGRESSIVE_CARDS[top_rank(front)]
    else:
        return None
    return max(progressive, rules.fantasy_land_cards) if rules.fantasy_land_progressive else rules.fantasy_land_cards


def low_wheel_enters(seat: SeatedHand, rules: RuleSet) -> bool:
    """``fantasy_land_low_wheel``: with a deuce-to-seven middle, 7-5-4-3-2 (not a flush) enters too."""
    if not rules.fantasy_land_low_wheel or rules.middle != "lowball":
        return False
    low = five_evaluator(Wheel.NONE)(seat.middle)
    return category_index(low) == HIGH_CARD and tuple(sorted((c.rank for c in seat.middle), reverse=True)) == LOW_WHEEL


def stays(seat: SeatedHand, rules: RuleSet) -> bool:
    """In Fantasy Land, a player stays with front trips, a full house or better in the middle, or quads or better
    in the back."""
    evaluate = five_evaluator(rules.wheel_rule)
    return (
        category_index(evaluate_three(seat.front)) == TRIPS
        or category_index(evaluate(seat.middle)) >= FULL_HOUSE
        or category_index(evaluate(seat.back)) >= QUADS
    )


def next_fantasy_land(seats: Sequence[SeatedHand], rules: RuleSet, current: Mapping[str, int]) -> dict[str, int]:
    """Who plays the next hand in Fantasy Land, and with how many cards.

    ``seats`` is the hand just played under ``rules``; ``current`` who played it in Fantasy Land.
    A player not seated in this hand is not in Fantasy Land next hand. Only the classic game
    (one hand per player) has Fantasy Land.
    """
    if not rules.fantasy_land or rules.game != "classic":
        return {}
    out: dict[str, int] = {}
    for seat in seats:
        if assess(seat, rules).status != PLAYED:
            continue
        if seat.name in current:
            if stays(seat, rules):
                out[seat.name] = rules.fantasy_land_cards
            continue
        cards = entry_cards(evaluate_three(seat.front), rules)
        if cards is None and low_wheel_enters(seat, rules):
            cards = rules.fantasy_land_cards
        if cards is not None:
            out[seat.name] = cards
    return out
