"""How score-cli.md's "More rule options" enter the setting advisor (vectorised, numpy).

- ``suit_order``: the setting rule compares a back and a middle of equal rank by their suits
  (:func:`suited_fives`), and a row of equal rank to an opponent's is decided by suits, which the
  opponent tables (by rank only) cannot see: such a tie counts half won, half lost.
- ``horse_card``: every pair of a holder is multiplied, natural, foul and surrender payments
  included, so it scales every figure alike (:func:`horse_factor`) and changes no ranking: by
  the multiplier when the hand holds the card, else by its expectation (an opponent holds any
  one unseen card with chance 13/39).
- caps: a row's royalty is counted at most ``royalty_cap`` (the cap is on a hand's royalties
  from one opponent, so this is an upper estimate), and the scoop and home-run multipliers are
  limited so that a bare scoop (rows and bonus) stays within ``scoop_cap`` / ``home_run_cap``.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from scorekeeper.advisor.tables import FloatArray, IntArray
from scorekeeper.game.hands import STRAIGHT, STRAIGHT_FLUSH, SUIT_BITS
from scorekeeper.game.rules import RuleSet

_SHIFT = 20
UNSEEN_SHARE = 13 / 39
"""The chance a given opponent holds one card you do not hold (13 of the 39 unseen)."""


def _is_wheel(values: IntArray) -> IntArray:
    cat = values >> _SHIFT
    top = (values >> 16) & 0xF
    second = (values >> 12) & 0xF
    straight = (cat == STRAIGHT) | (cat == STRAIGHT_FLUSH)
    result: IntArray = straight & ((top == 5) | ((top == 14) & (second == 5)))
    return result


def suited_fives(cards: IntArray, subsets: IntArray, values: IntArray, strengths: Sequence[int]) -> IntArray:
    """Each five-card subset's high strength with its suit key below it (hands.with_suits, vectorised):
    cards in ranking order (larger group, higher rank, stronger suit first; a wheel's ace last)."""
    held = cards[subsets]  # (n, 5) card indices
    ranks = held >> 2
    strength = np.asarray(strengths, dtype=np.int64)[held & 3]
    counts = (ranks[:, :, None] == ranks[:, None, :]).sum(axis=2)
    ranks = np.where(_is_wheel(values)[:, None] & (ranks == 12), -1, ranks)  # the wheel's ace counts low
    order = np.argsort(-(counts * 256 + ranks * 4 + strength), axis=1, kind="stable")
    ordered = np.take_along_axis(strength, order, axis=1)
    key = np.zeros(len(values), dtype=np.int64)
    for k in range(5):
        key = (key << 2) | ordered[:, k]
    result: IntArray = (values << SUIT_BITS) | key
    return result


def split_ties(win: FloatArray, tie: FloatArray) -> tuple[FloatArray, FloatArray, FloatArray]:
    """Under ``suit_order``: (win, tie, lose) with a tie in rank counted half won, half lost."""
    win = win + tie / 2.0
    return win, np.zeros_like(tie), 1.0 - win


def horse_factor(rules: RuleSet, cards: Sequence[int]) -> float:
    """What the horse card multiplies this hand's expected units by (1 without one)."""
    if rules.horse is None:
        return 1.0
    multiplier = float(rules.horse_multiplier)
    if rules.horse in cards:
        return multiplier
    return 1.0 + (multiplier - 1.0) * UNSEEN_SHARE


def capped_multipliers(rules: RuleSet, scoop: float, home_run: float, bonus: float) -> tuple[float, float]:
    """The scoop and home-run multipliers, limited so that a bare scoop stays within the caps."""
    bare = 3.0 + bonus
    if rules.scoop_cap is not None:
        scoop = min(scoop, max(float(rules.scoop_cap) / bare, 0.0))
    if rules.home_run_cap is not None and scoop > 0:
        home_run = min(home_run, max(float(rules.home_run_cap) / (bare * scoop), 0.0))
    return scoop, home_run


def cap_royalties(lookup: FloatArray, rules: RuleSet) -> FloatArray:
    """The royalty lookup with each entry at most ``royalty_cap``."""
    if rules.royalty_cap is None:
        return lookup
    capped: FloatArray = np.minimum(lookup, float(rules.royalty_cap))
    return capped
