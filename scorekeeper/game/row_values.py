"""A seat's rows evaluated once, and the setting rule: strengths for categories and royalties,
compare values, suits when two rows tie in rank (``suit_order``), the 2-7 qualifier."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from scorekeeper.game.cards import RANK_CHARS
from scorekeeper.game.deal import SeatedHand
from scorekeeper.game.hands import (
    HIGH_CARD,
    Evaluator,
    Wheel,
    category_index,
    evaluate_three,
    five_evaluator,
    is_wheel,
    suit_key,
    top_rank,
)
from scorekeeper.game.rules import RuleSet


def is_foul(values: tuple[int, int, int], rules: RuleSet) -> bool:
    """Whether rows with these strengths (compare values, with suits under ``suit_order``) break the
    setting rule."""
    front, middle, back = values
    if rules.middle == "lowball":
        return front > back
    return front > middle or middle > back


def middle_qualifies(low: int, rules: RuleSet) -> bool:
    """Whether a deuce-to-seven middle (its ``Wheel.NONE`` strength) meets ``lowball_qualifier``:
    its highest card at most that rank and no pair, straight or flush."""
    if rules.lowball_qualifier is None:
        return True
    return category_index(low) == HIGH_CARD and top_rank(low) <= RANK_CHARS.index(rules.lowball_qualifier) + 2


@dataclass(frozen=True, slots=True)
class RowValues:
    """One seat's rows evaluated once: strengths (categories, royalties) and compare values."""

    front: int
    middle_high: int  # the middle as a high hand (the setting rule, royalties)
    back: int
    low: int | None  # a lowball middle's Wheel.NONE strength (its category; positive)
    compare: tuple[int, int, int]  # front, middle, back as they rank against their own row (by rank)


def row_values(seat: SeatedHand, rules: RuleSet, evaluate: Evaluator) -> RowValues:
    front, middle_high, back = evaluate_three(seat.front), evaluate(seat.middle), evaluate(seat.back)
    low = five_evaluator(Wheel.NONE)(seat.middle) if rules.middle == "lowball" else None
    middle = middle_high if low is None else -low
    return RowValues(front, middle_high, back, low, (front, middle, back))


def suits_of(cards: Sequence[int], value: int, strengths: Sequence[int]) -> int:
    """A row's suit key (a lowball strength is negative and never a wheel)."""
    return suit_key(cards, strengths, wheel=value > 0 and is_wheel(value))


def back_loses_on_suits(seat: SeatedHand, v: RowValues, rules: RuleSet) -> bool:
    """``suit_order``: a back equal to its middle in rank that loses on suits breaks the setting rule.
    (A front never equals a five-card row in rank: its missing kickers are zeros.)"""
    strengths = rules.strengths
    if strengths is None or rules.middle == "lowball" or v.middle_high != v.back:
        return False
    return suits_of(seat.middle, v.middle_high, strengths) > suits_of(seat.back, v.back, strengths)


def foul_rows(seat: SeatedHand, rules: RuleSet) -> list[tuple[str, str]]:
    """Each (weaker row, stronger row) out of order, e.g. ``("middle", "front")`` (suits count under
    ``suit_order``; a middle that misses ``lowball_qualifier`` is not listed here)."""
    v = row_values(seat, rules, five_evaluator(rules.wheel_rule))
    front, middle, back = v.front, v.middle_high, v.back
    if rules.middle == "lowball":
        return [("back", "front")] if front > back else []
    out = [("middle", "front")] if front > middle else []
    out += [("back", "middle")] if middle > back or back_loses_on_suits(seat, v, rules) else []
    if front > back and not out:
        out.append(("back", "front"))
    return out
