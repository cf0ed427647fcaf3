"""One seat before any comparison: its rows' values, its status (played, fouled, surrendered, or a
natural declared), the natural it holds, its royalties and its rows' categories."""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal

from scorekeeper.game.deal import SeatedHand
from scorekeeper.game.hands import Evaluator, category, five_evaluator
from scorekeeper.game.naturals import NaturalDetector, detector
from scorekeeper.game.row_values import back_loses_on_suits, is_foul, middle_qualifies, row_values
from scorekeeper.game.royalties import Royalty, royalties_from_values
from scorekeeper.game.rules import RuleSet

PLAYED, FOULED, SURRENDERED, NATURAL = "played", "fouled", "surrendered", "natural"
_ZERO = Decimal(0)


@dataclass(frozen=True, slots=True)
class SeatStatus:
    """What the engine makes of one seat before any comparison."""

    seat: SeatedHand
    values: tuple[int, int, int]  # front, middle, back as they rank against their own row
    status: str
    natural: str | None
    royalties: tuple[Royalty, ...]
    categories: dict[str, str]
    by_row: dict[str, Decimal] = field(default_factory=dict)  # royalty units per row, summed once
    royalty_total: Decimal = _ZERO

    @classmethod
    def of(
        cls,
        seat: SeatedHand,
        values: tuple[int, int, int],
        status: str,
        natural: str | None,
        royalties: tuple[Royalty, ...],
        categories: dict[str, str],
    ) -> SeatStatus:
        if not royalties:  # most seats
            return cls(seat, values, status, natural, royalties, categories, {}, _ZERO)
        by_row: dict[str, Decimal] = {}
        for r in royalties:
            by_row[r.row] = by_row.get(r.row, _ZERO) + r.units
        return cls(seat, values, status, natural, royalties, categories, by_row, sum(by_row.values(), _ZERO))

    def royalty_in(self, row: str) -> Decimal:
        return self.by_row.get(row, _ZERO)


def assess(seat: SeatedHand, rules: RuleSet) -> SeatStatus:
    """Values, status, natural and royalties of one seat."""
    return assess_with(seat, rules, five_evaluator(rules.wheel_rule), natural_detector(rules))


def natural_detector(rules: RuleSet) -> NaturalDetector | None:
    """The rule set's natural detection, settled once for the seats of a hand (None: no naturals)."""
    return detector(rules.naturals, rules.natural_options) if rules.naturals else None


def assess_with(
    seat: SeatedHand, rules: RuleSet, evaluate: Evaluator, natural_of: NaturalDetector | None
) -> SeatStatus:
    """:func:`assess` with the rule set's evaluator and natural detection already at hand."""
    v = row_values(seat, rules, evaluate)
    front, middle_high, back = v.front, v.middle_high, v.back
    natural = None
    if natural_of is not None:
        rows = (seat.front, seat.middle, seat.back) if rules.natural_rows == "as-set" else None
        natural = natural_of(seat.cards, rows)
    fouled = is_foul((front, middle_high, back), rules) or back_loses_on_suits(seat, v, rules)
    if v.low is not None and not middle_qualifies(v.low, rules):
        fouled = True
    if seat.timed_out:  # not set in time: no natural declared, nothing surrendered
        status = FOULED
    elif natural is not None and seat.declare_natural:
        status = NATURAL
    elif seat.surrender:
        status = SURRENDERED
    else:
        status = FOULED if fouled else PLAYED
    royalties: tuple[Royalty, ...] = ()
    if status == PLAYED:
        values = {"front": front, "middle": middle_high, "back": back}
        royalties = royalties_from_values(values, rules, low_middle=v.low)
    mid_category = category(v.low if v.low is not None else middle_high)
    categories = {"front": category(front), "middle": mid_category, "back": category(back)}
    return SeatStatus.of(seat, v.compare, status, natural, royalties, categories)
