"""Royalties in the setting advisor, vectorised: the rule set's royalty table as a numpy lookup,
and each opponent row distribution with the royalties it pays or earns folded in."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from scorekeeper.advisor.rules import cap_royalties
from scorekeeper.advisor.tables import FloatArray, IntArray, RowDistribution
from scorekeeper.game.hands import CATEGORIES, STRAIGHT_FLUSH
from scorekeeper.game.rules import ROWS, RuleSet

_SHIFT = 20
_ROYAL = 9  # row of the royalty lookup used for an ace-high straight flush


def royalty_lookup(rules: RuleSet) -> FloatArray:
    """(3 rows, 10, 16) units by row, category (9 = royal flush) and first deciding rank.

    Follows royalties.row_royalty: exact category, a royal flush falls back to the
    straight-flush entry, a ranked front entry wins over an unranked one, 0 is none.
    """
    table = rules.royalty_lookup
    out = np.zeros((3, 10, 16), dtype=np.float64)
    for r, row in enumerate(ROWS):
        if row == "middle" and rules.middle == "lowball":
            continue
        for cat in range(10):
            hand = "royal-flush" if cat == _ROYAL else CATEGORIES[cat]
            unranked = table.get((row, hand, None))
            if cat == _ROYAL and unranked is None:
                unranked = table.get((row, "straight-flush", None))
            for rank in range(16):
                units = table.get((row, hand, rank)) if row == "front" else None
                units = unranked if units is None else units
                out[r, cat, rank] = float(units) if units is not None and units > 0 else 0.0
    return cap_royalties(out, rules)


def row_royalties(lookup: FloatArray, row: int, values: IntArray) -> FloatArray:
    """Royalty units of each row strength in one row position."""
    mag = np.abs(values)
    cat = mag >> _SHIFT
    top = (mag >> 16) & 0xF
    royal = (cat == STRAIGHT_FLUSH) & (top == 14) & (((mag >> 12) & 0xF) == 13)
    result: FloatArray = lookup[row][np.where(royal, _ROYAL, cat), top]
    return result


@dataclass(frozen=True, slots=True)
class OpponentRow:
    """One row of the opponent table with the rule set's royalties folded in."""

    dist: RowDistribution
    roy_below: FloatArray  # roy_below[k] = E[royalty(u) 1{u < values[k]}]
    noroy_below: FloatArray  # P(u < values[k] and u earns no royalty)
    roy_total: float  # E[royalty(u)]

    @classmethod
    def build(cls, dist: RowDistribution, royalties: FloatArray) -> OpponentRow:
        weighted = dist.probs * royalties
        roy_below = np.concatenate(([0.0], np.cumsum(weighted)))
        noroy_below = np.concatenate(([0.0], np.cumsum(dist.probs * (royalties == 0))))
        return cls(dist, roy_below, noroy_below, float(weighted.sum()))
