"""What turns a pair's row, royalty and penalty units into its payment for the hand: the scoop,
home-run and horse-card multipliers, the banker's multiple, and the caps (score-cli.md).

Without caps the payment is ``(base + royalties a collects - royalties b collects) * multiplier``,
exactly as before the caps existed; a royalty cap limits each side's royalties after the
multipliers, a scoop or home-run cap the whole payment.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from scorekeeper.game.rules import RuleSet

_ONE = Decimal(1)


@dataclass(frozen=True, slots=True)
class PairTerms:
    """A pair's units before multipliers: a receives ``base`` plus its royalties, pays b's."""

    base: Decimal
    a_royalties: Decimal
    b_royalties: Decimal
    rows: tuple[int, int, int] | None
    scoop: int  # 1: a scooped b (rows or b's foul), -1: the reverse; the scoop multiplier applies


@dataclass(frozen=True, slots=True)
class PairContext:
    """What the table adds to one pair: a home run it is part of, horse-card holders, a multiple."""

    home_run: bool = False
    horse_holders: int = 0
    multiple: int = 1


def _cap(units: Decimal, cap: Decimal | None) -> Decimal:
    if cap is None or abs(units) <= cap:
        return units
    return cap if units > 0 else -cap


def pair_units(terms: PairTerms, context: PairContext, rules: RuleSet) -> Decimal:
    """The pair's units for the hand: what a receives from b, every multiplier and cap applied."""
    multiplier = _ONE
    if terms.scoop:
        multiplier *= rules.scoop_multiplier
    if context.home_run:
        multiplier *= rules.home_run_multiplier
    if context.horse_holders:
        horse = rules.horse_multiplier
        multiplier *= horse if context.horse_holders == 1 else horse * horse
    if context.multiple != 1:
        multiplier *= context.multiple
    if rules.royalty_cap is None:
        units = (terms.base + terms.a_royalties - terms.b_royalties) * multiplier
    else:
        cap = rules.royalty_cap
        units = terms.base * multiplier + min(terms.a_royalties * multiplier, cap)
        units -= min(terms.b_royalties * multiplier, cap)
    if terms.scoop:
        units = _cap(units, rules.scoop_cap)
    if context.home_run:
        units = _cap(units, rules.home_run_cap)
    return units
