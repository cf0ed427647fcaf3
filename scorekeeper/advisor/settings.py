"""The advisor's candidate settings: the 72,072 ways to set 13 cards and which of them foul.

The settings (front 3, middle 5, back 5) are index triples into the 286 three-card and
1,287 five-card subsets of the 13 cards, built once. Each subset is evaluated once per hand
(numpy lookups into the engine's own tables, so strengths are those of :mod:`scorekeeper.game.hands`),
and :func:`legal_settings` drops the fouls.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

import numpy as np
import numpy.typing as npt

from scorekeeper.advisor.rules import suited_fives
from scorekeeper.advisor.tables import FloatArray, IntArray
from scorekeeper.errors import InputError
from scorekeeper.game.cards import Card
from scorekeeper.game.hands import Wheel, five_tables, three_table
from scorekeeper.game.rules import RuleSet

SETTINGS = 72_072
FIVES = 1_287
THREES = 286
BoolArray = npt.NDArray[np.bool_]
Rows = tuple[tuple[Card, ...], tuple[Card, ...], tuple[Card, ...]]
"""A setting's cards as (front, middle, back)."""

_CARD_WEIGHT: IntArray = np.array([5 ** (c // 4) for c in range(52)], dtype=np.int64)
_CARD_SUIT: IntArray = np.array([c % 4 for c in range(52)], dtype=np.int64)


@dataclass(frozen=True, slots=True)
class SettingIndex:
    """Subsets of 13 card positions and the 72,072 settings as (front, middle, back) subset indices."""

    five: IntArray  # (1287, 5) card positions of each five-card subset
    three: IntArray  # (286, 3) card positions of each three-card subset
    front: IntArray  # (72072,) index into ``three``
    middle: IntArray  # (72072,) index into ``five``
    back: IntArray  # (72072,) index into ``five``


@cache
def setting_index() -> SettingIndex:
    """Built once: every way to split 13 positions into front 3, middle 5, back 5."""
    five = np.array(list(itertools.combinations(range(13), 5)), dtype=np.int64)
    three = np.array(list(itertools.combinations(range(13), 3)), dtype=np.int64)
    five_of_mask = np.full(1 << 13, -1, dtype=np.int64)
    five_of_mask[(1 << five).sum(axis=1)] = np.arange(FIVES)
    three_of_mask = np.full(1 << 13, -1, dtype=np.int64)
    three_of_mask[(1 << three).sum(axis=1)] = np.arange(THREES)
    everything = (1 << 13) - 1
    back_masks = (1 << five).sum(axis=1)
    rest = np.array([[p for p in range(13) if not (m >> p) & 1] for m in back_masks], dtype=np.int64)  # (1287, 8)
    pattern = np.array(list(itertools.combinations(range(8), 5)), dtype=np.int64)  # (56, 5)
    middle_masks = (1 << rest[:, pattern]).sum(axis=2)  # (1287, 56)
    front_masks = everything - back_masks[:, None] - middle_masks
    front, middle = three_of_mask[front_masks].ravel(), five_of_mask[middle_masks].ravel()
    back = np.repeat(np.arange(FIVES, dtype=np.int64), len(pattern))
    assert len(back) == SETTINGS and front.min() >= 0 and middle.min() >= 0
    return SettingIndex(five, three, front, middle, back)


@dataclass(frozen=True, slots=True)
class _Lookup:
    """An evaluation table as sorted rank-weight keys with their strengths."""

    keys: IntArray
    plain: IntArray
    flush: IntArray

    def values(self, cards: IntArray, subsets: IntArray) -> IntArray:
        ranks = _CARD_WEIGHT[cards][subsets].sum(axis=1)
        pos = np.searchsorted(self.keys, ranks)
        plain: IntArray = self.plain[pos]
        if subsets.shape[1] < 5:
            return plain
        suits = _CARD_SUIT[cards][subsets]
        suited = (suits == suits[:, :1]).all(axis=1)
        result: IntArray = np.where(suited, self.flush[pos], plain)
        return result


@cache
def _five_lookup(wheel: Wheel) -> _Lookup:
    plain, flush = five_tables(wheel)
    keys = sorted(plain)
    return _Lookup(
        np.array(keys, dtype=np.int64),
        np.array([plain[k] for k in keys], dtype=np.int64),
        np.array([flush.get(k, 0) for k in keys], dtype=np.int64),
    )


@cache
def _three_lookup() -> _Lookup:
    table = three_table()
    keys = sorted(table)
    vals = np.array([table[k] for k in keys], dtype=np.int64)
    return _Lookup(np.array(keys, dtype=np.int64), vals, vals)


@dataclass(frozen=True, slots=True)
class SubsetValues:
    """One hand's subset strengths: fronts (286), five-card rows (1287) high and as a middle ranks."""

    cards: tuple[Card, ...]  # the 13 cards, sorted; subset positions index this
    front: IntArray
    five: IntArray
    middle: IntArray  # equals ``five`` unless the middle plays lowball
    five_suited: IntArray | None = None  # under suit_order: ``five`` with each subset's suit key below it


def subset_values(cards: Sequence[Card], rules: RuleSet) -> SubsetValues:
    """Evaluate the 286 fronts and 1,287 five-card rows of 13 cards once each."""
    ordered = tuple(sorted(Card(c) for c in cards))
    if len(ordered) != 13 or len(set(ordered)) != 13:
        raise InputError(f"the advisor needs 13 different cards, got {len(set(ordered))} different")
    index = setting_index()
    arr = np.array(ordered, dtype=np.int64)
    five = _five_lookup(rules.wheel_rule).values(arr, index.five)
    front = _three_lookup().values(arr, index.three)
    middle = -_five_lookup(Wheel.NONE).values(arr, index.five) if rules.middle == "lowball" else five
    strengths = rules.strengths
    suited = None if strengths is None else suited_fives(arr, index.five, five, strengths)
    return SubsetValues(ordered, front, five, middle, suited)


class Workspace:
    """Reusable scratch arrays, so ranking a hand allocates (almost) nothing.

    Freshly allocated arrays of this size (hundreds of KB) come straight from the
    operating system on every call and cost more in page faults than the arithmetic.
    One workspace per thread.
    """

    def __init__(self) -> None:
        self._float: dict[str, FloatArray] = {}
        self._int: dict[str, IntArray] = {}
        self._bool: dict[str, BoolArray] = {}

    def f(self, name: str, n: int) -> FloatArray:
        buf = self._float.get(name)
        if buf is None:
            buf = self._float[name] = np.empty(SETTINGS, dtype=np.float64)
        return buf[:n]

    def i(self, name: str, n: int) -> IntArray:
        buf = self._int.get(name)
        if buf is None:
            buf = self._int[name] = np.empty(SETTINGS, dtype=np.int64)
        return buf[:n]

    def b(self, name: str, n: int) -> BoolArray:
        buf = self._bool.get(name)
        if buf is None:
            buf = self._bool[name] = np.empty(SETTINGS, dtype=np.bool_)
        return buf[:n]


def take_into(source: npt.NDArray[Any], indices: IntArray, out: npt.NDArray[Any]) -> npt.NDArray[Any]:
    """``source[indices]`` written into ``out`` (a workspace array), which is returned."""
    np.take(source, indices, out=out, mode="clip")
    return out


def legal_settings(values: SubsetValues, rules: RuleSet, work: Workspace | None = None) -> IntArray:
    """Indices of the settings that do not foul (scoring.is_foul, vectorised), ascending.

    With a workspace the result is a view into it, valid until its next use.
    """
    index = setting_index()
    work = work or Workspace()
    front = take_into(values.front, index.front, work.i("front", SETTINGS))
    back = take_into(values.five, index.back, work.i("back", SETTINGS))
    ok = np.less_equal(front, back, out=work.b("ok", SETTINGS))
    if rules.middle != "lowball":
        middle = take_into(values.five, index.middle, work.i("middle", SETTINGS))
        ok &= np.less_equal(front, middle, out=work.b("ok2", SETTINGS))
        if values.five_suited is not None:  # suit_order: a back equal in rank must not lose on suits
            middle = take_into(values.five_suited, index.middle, work.i("middle", SETTINGS))
            back = take_into(values.five_suited, index.back, work.i("back", SETTINGS))
        ok &= np.less_equal(middle, back, out=work.b("ok2", SETTINGS))
    count = int(np.count_nonzero(ok))
    legal: IntArray = np.compress(ok, _ALL_SETTINGS, out=work.i("legal", count))
    return legal


_ALL_SETTINGS: IntArray = np.arange(SETTINGS, dtype=np.int64)


def rows_of(values: SubsetValues, setting: int) -> Rows:
    """The cards of one setting's rows (front, middle, back), in subset order."""
    index = setting_index()
    pos = (index.three[index.front[setting]], index.five[index.middle[setting]], index.five[index.back[setting]])
    f, m, b = (tuple(values.cards[int(p)] for p in row) for row in pos)
    return f, m, b


def setting_of(cards: tuple[Card, ...], rows: Sequence[Sequence[Card]]) -> int:
    """The index among the 72,072 of the setting with these rows (front, middle, back) of ``cards``."""
    index = setting_index()
    position = {card: i for i, card in enumerate(cards)}
    masks = [sum(1 << position[c] for c in row) for row in rows]
    f = int(np.flatnonzero((1 << index.three).sum(axis=1) == masks[0])[0])
    m = int(np.flatnonzero((1 << index.five).sum(axis=1) == masks[1])[0])
    b = int(np.flatnonzero((1 << index.five).sum(axis=1) == masks[2])[0])
    return int(np.flatnonzero((index.front == f) & (index.middle == m) & (index.back == b))[0])
