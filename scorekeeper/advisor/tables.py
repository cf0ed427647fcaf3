"""The opponent tables behind the setting advisor: how strong the rows of the hands it will face are.

For each rule variant that changes row strengths (``wheel`` x ``middle``) the file
``scorekeeper/data/advisor_tables.json`` holds, per row position, the distribution of
the strengths opponents put in that row when they set simulated deals sensibly, as
``values`` (sorted distinct strengths, the ints of :mod:`scorekeeper.game.hands`; a lowball
middle holds :func:`~scorekeeper.game.hands.evaluate_lowball` values) with ``counts``, plus two
scoop rates used for the home-run approximation. ``tools/make_advisor_tables.py`` writes
the file; docs/advisor.md describes the method.

>>> table = opponent_table("lowest", "high")
>>> win, tie = table.rows[2].win_tie(table.rows[2].values[-1:])
>>> round(float(win[0] + tie[0]), 6)
1.0
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

import numpy as np
import numpy.typing as npt

FORMAT = 1
TABLE_RESOURCE = "advisor_tables.json"
ROW_NAMES = ("front", "middle", "back")

IntArray = npt.NDArray[np.int64]
FloatArray = npt.NDArray[np.float64]


def variant_key(wheel: str, middle: str) -> str:
    """The key of a rule variant in the table file: ``"lowest/high"`` etc."""
    return f"{wheel}/{middle}"


@dataclass(frozen=True, slots=True)
class RowDistribution:
    """Opponents' strengths in one row position: sorted distinct values and their probabilities."""

    values: IntArray
    probs: FloatArray
    below: FloatArray  # below[k] = P(value < values[k]); below[-1] = 1

    @classmethod
    def from_counts(cls, values: Sequence[int], counts: Sequence[int]) -> RowDistribution:
        vals = np.asarray(values, dtype=np.int64)
        cnt = np.asarray(counts, dtype=np.float64)
        if vals.ndim != 1 or vals.shape != cnt.shape or len(vals) == 0:
            raise ValueError("a row needs as many counts as values, at least one")
        if np.any(np.diff(vals) <= 0) or np.any(cnt <= 0):
            raise ValueError("row values must be strictly increasing with positive counts")
        probs = cnt / cnt.sum()
        below = np.concatenate(([0.0], np.cumsum(probs)))
        below[-1] = 1.0
        return cls(vals, probs, below)

    def positions(self, mine: IntArray) -> tuple[IntArray, IntArray]:
        """For each of my values: the index of the first opponent value >= it, and > it."""
        lo = np.searchsorted(self.values, mine, side="left").astype(np.int64)
        hi = np.searchsorted(self.values, mine, side="right").astype(np.int64)
        return lo, hi

    def win_tie(self, mine: IntArray) -> tuple[FloatArray, FloatArray]:
        """P(an opponent's row is weaker than mine), P(it is equal), for each of my values."""
        lo, hi = self.positions(mine)
        return self.below[lo], self.below[hi] - self.below[lo]


@dataclass(frozen=True, slots=True)
class OpponentTable:
    """One variant's distributions (front, middle, back) and scoop statistics."""

    key: str
    rows: tuple[RowDistribution, RowDistribution, RowDistribution]
    hands: int  # simulated opponent hands behind the distributions
    scoop: float  # P(one sensible hand wins all three rows against another)
    scoop_given_scoop: float  # P(A scoops C | A scoops B), three different sensible hands
    opponents: str  # how the simulated opponents set their hands

    @classmethod
    def from_json(cls, key: str, data: Mapping[str, Any]) -> OpponentTable:
        rows = data["rows"]
        dists = tuple(RowDistribution.from_counts(rows[r]["values"], rows[r]["counts"]) for r in ROW_NAMES)
        assert len(dists) == 3
        return cls(
            key,
            (dists[0], dists[1], dists[2]),
            int(data["hands"]),
            float(data["scoop"]),
            float(data["scoop_given_scoop"]),
            str(data.get("opponents", "")),
        )


def row_counts(samples: Sequence[int] | IntArray) -> dict[str, list[int]]:
    """``{"values", "counts"}`` of a sample of row strengths (for the table file)."""
    values, counts = np.unique(np.asarray(samples, dtype=np.int64), return_counts=True)
    return {"values": [int(v) for v in values], "counts": [int(c) for c in counts]}


def parse_tables(data: Mapping[str, Any]) -> dict[str, OpponentTable]:
    """Every variant of a table document (as written by tools/make_advisor_tables.py)."""
    if data.get("format") != FORMAT:
        raise ValueError(f"advisor tables: format {data.get('format')!r}, expected {FORMAT}")
    return {key: OpponentTable.from_json(key, value) for key, value in data["variants"].items()}


@cache
def shipped_tables() -> dict[str, OpponentTable]:
    """The tables shipped with the package (``scorekeeper/data/advisor_tables.json``)."""
    text = resources.files("scorekeeper").joinpath("data", TABLE_RESOURCE).read_text(encoding="utf-8")
    return parse_tables(json.loads(text))


def opponent_table(wheel: str, middle: str) -> OpponentTable:
    """The shipped table of one variant."""
    key = variant_key(wheel, middle)
    tables = shipped_tables()
    if key not in tables:
        raise KeyError(f"no advisor table for {key}")
    return tables[key]
