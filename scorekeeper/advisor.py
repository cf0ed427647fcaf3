"""Setting advisor: every way to set 13 cards, ranked by expected units under the table's rules.

The 72,072 settings (front 3, middle 5, back 5) are index triples into the 286 three-card
and 1,287 five-card subsets of the 13 cards, built once. Each subset is evaluated once per
hand (numpy lookups into the engine's own tables, so strengths are those of
:mod:`scorekeeper.hands`), fouls are dropped, and each legal setting gets its expected
units against the opponents the table will face: each row's chance to beat, tie or lose
against an opponent's row of the same position (from :mod:`scorekeeper.advisor_tables`),
combined as the rule set scores (row units, 2-4 overall unit or 1-6 scoop bonus,
royalties as ``royalty_payment`` pays them, scoop multiplier, an approximate home run),
times the number of opponents. Rows are taken as independent of each other for the
bonus and scoop terms. docs/advisor.md describes the method.

>>> from scorekeeper.cards import parse_cards
>>> from scorekeeper.rules import preset
>>> advice = Advisor(preset("classic-2-4"), players=4).advise(
...     parse_cards("As Ad Ac Ah 9s 8s 7s 6s 5s Kd Qc 3h 2d"))
>>> best = advice.suggestions[0]
>>> best.back.hand, best.middle.hand, best.front.hand
('straight-flush', 'four-of-a-kind', 'high-card')
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass, replace
from decimal import Decimal
from functools import cache
from typing import Any

import numpy as np
import numpy.typing as npt

from scorekeeper.advisor_rules import cap_royalties, capped_multipliers, horse_factor, split_ties, suited_fives
from scorekeeper.advisor_tables import FloatArray, IntArray, OpponentTable, RowDistribution, opponent_table
from scorekeeper.cards import Card
from scorekeeper.errors import InputError
from scorekeeper.hands import (
    CATEGORIES,
    STRAIGHT_FLUSH,
    Wheel,
    category,
    five_tables,
    three_table,
)
from scorekeeper.naturals import detect
from scorekeeper.royalties import Royalty, royalties_for
from scorekeeper.rules import ROWS, RuleSet
from scorekeeper.scoring import SCOOP_UNITS

SETTINGS = 72_072
FIVES = 1_287
THREES = 286
PLAY, DECLARE, SURRENDER = "play", "declare", "surrender"
BoolArray = npt.NDArray[np.bool_]

_CARD_WEIGHT: IntArray = np.array([5 ** (c // 4) for c in range(52)], dtype=np.int64)
_CARD_SUIT: IntArray = np.array([c % 4 for c in range(52)], dtype=np.int64)
_SHIFT = 20
_ROYAL = 9  # row of the royalty lookup used for an ace-high straight flush


# --------------------------------------------------------------------------- subsets and settings


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


def _take(source: npt.NDArray[Any], indices: IntArray, out: npt.NDArray[Any]) -> npt.NDArray[Any]:
    np.take(source, indices, out=out, mode="clip")
    return out


def legal_settings(values: SubsetValues, rules: RuleSet, work: Workspace | None = None) -> IntArray:
    """Indices of the settings that do not foul (scoring.is_foul, vectorised), ascending.

    With a workspace the result is a view into it, valid until its next use.
    """
    index = setting_index()
    work = work or Workspace()
    front = _take(values.front, index.front, work.i("front", SETTINGS))
    back = _take(values.five, index.back, work.i("back", SETTINGS))
    ok = np.less_equal(front, back, out=work.b("ok", SETTINGS))
    if rules.middle != "lowball":
        middle = _take(values.five, index.middle, work.i("middle", SETTINGS))
        ok &= np.less_equal(front, middle, out=work.b("ok2", SETTINGS))
        if values.five_suited is not None:  # suit_order: a back equal in rank must not lose on suits
            middle = _take(values.five_suited, index.middle, work.i("middle", SETTINGS))
            back = _take(values.five_suited, index.back, work.i("back", SETTINGS))
        ok &= np.less_equal(middle, back, out=work.b("ok2", SETTINGS))
    count = int(np.count_nonzero(ok))
    legal: IntArray = np.compress(ok, _ALL_SETTINGS, out=work.i("legal", count))
    return legal


_ALL_SETTINGS: IntArray = np.arange(SETTINGS, dtype=np.int64)


# --------------------------------------------------------------------------- royalties, vectorised


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
class _OpponentRow:
    """One row of the opponent table with the rule set's royalties folded in."""

    dist: RowDistribution
    roy_below: FloatArray  # roy_below[k] = E[royalty(u) 1{u < values[k]}]
    noroy_below: FloatArray  # P(u < values[k] and u earns no royalty)
    roy_total: float  # E[royalty(u)]

    @classmethod
    def build(cls, dist: RowDistribution, royalties: FloatArray) -> _OpponentRow:
        weighted = dist.probs * royalties
        roy_below = np.concatenate(([0.0], np.cumsum(weighted)))
        noroy_below = np.concatenate(([0.0], np.cumsum(dist.probs * (royalties == 0))))
        return cls(dist, roy_below, noroy_below, float(weighted.sum()))


@dataclass(frozen=True, slots=True)
class _RowStats:
    """One row position of one hand, per subset: chances against an opponent's same row and royalty terms.

    ``lin``, ``gain`` and ``loss`` come twice: index 0 with my royalty in this row kept,
    index 1 with it dropped (a fouled hand, or one_royalty_per_hand keeping another row's).
    """

    win: FloatArray
    tie: FloatArray
    lose: FloatArray
    mine: FloatArray  # my royalty in this row
    lin: tuple[FloatArray, FloatArray]  # expected row unit and royalty units against one opponent
    gain: tuple[FloatArray, FloatArray]  # royalty part of a scoop term (see Advisor._units)
    loss: tuple[FloatArray, FloatArray]  # royalty part of a scooped term


def _prod_others(a: Sequence[FloatArray], b: Sequence[FloatArray], out: FloatArray, tmp: FloatArray) -> FloatArray:
    """out = sum_r a[r] * prod_{s != r} b[s], over three rows, in place."""
    np.multiply(b[1], b[2], out=out)
    out *= a[0]
    np.multiply(b[0], b[2], out=tmp)
    tmp *= a[1]
    out += tmp
    np.multiply(b[0], b[1], out=tmp)
    tmp *= a[2]
    out += tmp
    return out


def _at_least_two(p: Sequence[FloatArray], out: FloatArray, tmp: FloatArray) -> FloatArray:
    """P(at least two of three independent events) = p0 p1 + p2 (p0 + p1 - 2 p0 p1), in place."""
    np.multiply(p[0], p[1], out=tmp)
    np.add(p[0], p[1], out=out)
    out -= tmp
    out -= tmp
    out *= p[2]
    out += tmp
    return out


# --------------------------------------------------------------------------- results


@dataclass(frozen=True, slots=True)
class RowAdvice:
    """One row of a suggested setting with its chances against one opponent's same row."""

    cards: tuple[Card, ...]
    hand: str
    win: float
    tie: float


@dataclass(frozen=True, slots=True)
class Suggestion:
    """A legal setting and its expected units against all opponents together."""

    front: RowAdvice
    middle: RowAdvice
    back: RowAdvice
    units: float
    royalties: tuple[Royalty, ...]

    @property
    def rows(self) -> tuple[RowAdvice, RowAdvice, RowAdvice]:
        return self.front, self.middle, self.back


@dataclass(frozen=True, slots=True)
class SettingCheck:
    """How an entered setting compares with the best legal one."""

    suggestion: Suggestion
    foul: bool
    units: float
    best_units: float
    given_away: float
    rank: int | None  # 1 + legal settings worth more (None for a foul)


@dataclass(frozen=True, slots=True)
class Advice:
    """The advisor's answer for one hand of 13 cards."""

    cards: tuple[Card, ...]
    players: int
    suggestions: tuple[Suggestion, ...]
    legal: int  # settings that do not foul
    natural: str | None
    natural_units: float | None  # collected from all opponents when declared
    surrender_units: float | None  # paid to all opponents when surrendering (negative)
    action: str  # play, declare or surrender

    @property
    def best(self) -> Suggestion:
        return self.suggestions[0]


# --------------------------------------------------------------------------- the advisor


def _ordered(cards: Sequence[Card]) -> tuple[Card, ...]:
    """A row's cards as people read them: groups first, then by rank, high first."""
    counts: dict[int, int] = {}
    for card in cards:
        counts[card.rank] = counts.get(card.rank, 0) + 1
    return tuple(sorted(cards, key=lambda c: (counts[c.rank], c.rank, -c.suit), reverse=True))


class Ranking:
    """Every legal setting of one hand with its expected units (all opponents together)."""

    def __init__(
        self,
        advisor: Advisor,
        values: SubsetValues,
        legal: IntArray,
        units: FloatArray,
        stats: tuple[_RowStats, _RowStats, _RowStats],
    ) -> None:
        self.advisor = advisor
        self.values = values
        self.legal = legal  # setting indices
        self.units = units  # aligned with legal
        self.stats = stats

    @property
    def cards(self) -> tuple[Card, ...]:
        return self.values.cards

    def _subsets(self, setting: int) -> tuple[int, int, int]:
        index = setting_index()
        return int(index.front[setting]), int(index.middle[setting]), int(index.back[setting])

    def suggestion(self, setting: int, units: float) -> Suggestion:
        """The readable form of one setting (by its index among the 72,072)."""
        index = setting_index()
        subs = self._subsets(setting)
        positions = (index.three[subs[0]], index.five[subs[1]], index.five[subs[2]])
        rows = []
        cards_by_row: dict[str, tuple[Card, ...]] = {}
        for r, (row, sub, pos) in enumerate(zip(ROWS, subs, positions, strict=True)):
            cards = _ordered([self.cards[int(p)] for p in pos])
            cards_by_row[row] = cards
            value = int(self.values.front[sub] if r == 0 else (self.values.middle if r == 1 else self.values.five)[sub])
            hand = category(-value) if r == 1 and self.advisor.rules.middle == "lowball" else category(value)
            stats = self.stats[r]
            rows.append(RowAdvice(cards, hand, float(stats.win[sub]), float(stats.tie[sub])))
        royalties = royalties_for(cards_by_row, self.advisor.rules)
        return Suggestion(rows[0], rows[1], rows[2], units, royalties)

    def top(self, k: int) -> list[Suggestion]:
        """The k best legal settings, one per distinct (front, middle, back) strength triple."""
        if len(self.legal) == 0 or k <= 0:
            return []
        index = setting_index()
        n = len(self.units)
        size = min(n, max(64, 32 * k))
        while True:
            cand = np.argpartition(-self.units, size - 1)[:size] if size < n else np.arange(n)
            cand = cand[np.lexsort((self.legal[cand], -self.units[cand]))]
            picked: list[int] = []
            seen: set[tuple[int, int, int]] = set()
            for c in cand:
                s = int(self.legal[c])
                key = (
                    int(self.values.front[index.front[s]]),
                    int(self.values.middle[index.middle[s]]),
                    int(self.values.five[index.back[s]]),
                )
                if key not in seen:
                    seen.add(key)
                    picked.append(int(c))
                    if len(picked) == k:
                        break
            if len(picked) == k or size >= n:
                break
            size = min(n, size * 4)
        return [self.suggestion(int(self.legal[c]), float(self.units[c])) for c in picked]

    @property
    def best_units(self) -> float:
        return float(self.units.max())

    def check(self, front: Sequence[Card], middle: Sequence[Card], back: Sequence[Card]) -> SettingCheck:
        """Expected units of an entered setting and how many it gives away against the best."""
        position = {card: i for i, card in enumerate(self.cards)}
        rows = (front, middle, back)
        for row, cards, size in zip(ROWS, rows, (3, 5, 5), strict=True):
            if len(cards) != size:
                raise InputError(f"the {row} has {len(cards)} cards, a {row} needs {size}")
        entered = [c for row in rows for c in row]
        if sorted(entered) != list(self.cards):
            extra = sorted(set(entered) - set(self.cards))
            what = f"{extra[0]} is not among the 13 cards" if extra else "a card is entered twice"
            raise InputError(what)
        index = setting_index()
        masks = [sum(1 << position[c] for c in row) for row in rows]
        f = int(np.flatnonzero((1 << index.three).sum(axis=1) == masks[0])[0])
        m = int(np.flatnonzero((1 << index.five).sum(axis=1) == masks[1])[0])
        b = int(np.flatnonzero((1 << index.five).sum(axis=1) == masks[2])[0])
        setting = int(np.flatnonzero((index.front == f) & (index.middle == m) & (index.back == b))[0])
        best = self.best_units
        where = np.flatnonzero(self.legal == setting)
        if len(where):
            units = float(self.units[where[0]])
            rank = 1 + int(np.count_nonzero(self.units > units + 1e-9))
            return SettingCheck(self.suggestion(setting, units), False, units, best, max(0.0, best - units), rank)
        units = self.advisor.foul_units(self.values, setting)
        suggestion = self.suggestion(setting, units)
        suggestion = Suggestion(suggestion.front, suggestion.middle, suggestion.back, units, ())
        return SettingCheck(suggestion, True, units, best, best - units, None)


class Advisor:
    """Ranks settings for one rule set and table size; reuse it across hands (one per thread)."""

    def __init__(self, rules: RuleSet, players: int = 4, table: OpponentTable | None = None) -> None:
        if not 2 <= players <= 4:
            raise InputError(f"players: {players}, the game seats 2 to 4")
        self.rules = rules
        self.players = players
        self.opponents = players - 1
        self.table = table or opponent_table(rules.wheel, rules.middle)
        self.royalties = royalty_lookup(rules)
        self.opp_rows = tuple(
            _OpponentRow.build(dist, row_royalties(self.royalties, r, dist.values))
            for r, dist in enumerate(self.table.rows)
        )
        self.scoop_bonus = {"2-4": 1.0, "1-6": 3.0, "per-row": 0.0}[rules.scoring]
        self.multiplier = float(rules.scoop_multiplier)
        self.home_run = float(rules.home_run_multiplier) if players >= 3 else 1.0
        self.multiplier, self.home_run = capped_multipliers(rules, self.multiplier, self.home_run, self.scoop_bonus)
        self._work = Workspace()

    # ---- per-subset statistics

    def _row_stats(self, r: int, mine_values: IntArray) -> _RowStats:
        opp = self.opp_rows[r]
        lo, hi = opp.dist.positions(mine_values)
        below = opp.dist.below
        win = below[lo]
        tie = below[hi] - win
        lose = 1.0 - win - tie
        if self.rules.strengths is not None:
            win, tie, lose = split_ties(win, tie)
        mine = row_royalties(self.royalties, r, mine_values)
        roy_above = opp.roy_total - opp.roy_below[hi]  # E[opponent's royalty; opponent's row stronger]
        roy_below = opp.roy_below[lo]  # E[opponent's royalty; opponent's row weaker]
        payment = self.rules.royalty_payment
        lin, gain, loss = [], [], []
        for held in (mine, np.zeros_like(mine)):  # my royalty kept, then dropped
            if payment == "always":
                gain_v = held * win - roy_below
                loss_v = roy_above - held * lose
                lin.append(win - lose + held - opp.roy_total)
            else:
                if payment == "cancel":
                    gain_v = held * opp.noroy_below[lo]
                    loss_v = np.where(held > 0, 0.0, roy_above)
                else:
                    gain_v = held * win
                    loss_v = roy_above
                lin.append(win - lose + gain_v - loss_v)
            gain.append(gain_v)
            loss.append(loss_v)
        return _RowStats(win, tie, lose, mine, (lin[0], lin[1]), (gain[0], gain[1]), (loss[0], loss[1]))

    def _stats(self, values: SubsetValues) -> tuple[_RowStats, _RowStats, _RowStats]:
        return self._row_stats(0, values.front), self._row_stats(1, values.middle), self._row_stats(2, values.five)

    # ---- expected units

    def _units(
        self,
        stats: tuple[_RowStats, _RowStats, _RowStats],
        settings: IntArray,
        work: Workspace,
        *,
        fouled: bool = False,
    ) -> FloatArray:
        """Expected units against all opponents of the given settings; a view into ``work``.

        Per opponent, with w, l the row win and loss chances (rows independent):
        sum(w - l) + 2-4 overall unit or 1-6 scoop bonus + royalty terms
        + (m - 1) * (E[units; all three won] + E[units; all three lost]), then times the
        opponents, plus the home-run terms. docs/advisor.md has the derivation.
        """
        n = len(settings)
        index = setting_index()
        subs = (
            _take(index.front, settings, work.i("sub0", n)),
            _take(index.middle, settings, work.i("sub1", n)),
            _take(index.back, settings, work.i("sub2", n)),
        )
        rules = self.rules
        drop: list[BoolArray] | None = None
        if rules.one_royalty_per_hand and not fouled:
            mine = [_take(stats[r].mine, subs[r], work.f(f"mine{r}", n)) for r in range(3)]
            keep_back = np.greater(mine[2], 0.0, out=work.b("keep2", n))
            keep_back &= mine[2] >= mine[1]
            keep_back &= mine[2] >= mine[0]
            keep_middle = np.greater(mine[1], 0.0, out=work.b("keep1", n))
            keep_middle &= mine[1] >= mine[0]
            keep_middle &= ~keep_back
            drop = [keep_back | keep_middle, ~keep_middle, ~keep_back]  # drop[r]: row r's royalty is not kept

        def gather(name: str, r: int, arrays: tuple[FloatArray, FloatArray]) -> FloatArray:
            out = _take(arrays[1 if fouled else 0], subs[r], work.f(f"{name}{r}", n))
            if drop is not None:
                np.copyto(out, _take(arrays[1], subs[r], work.f("gather", n)), where=drop[r])
            return out

        total = gather("lin", 0, stats[0].lin)
        total += gather("lin", 1, stats[1].lin)
        total += gather("lin", 2, stats[2].lin)
        m, k, bonus = self.multiplier, self.opponents, self.scoop_bonus
        multiplied = m != 1.0 or self.home_run != 1.0
        if rules.scoring == "per-row" and not multiplied:
            total *= k
            return total
        w = [_take(stats[r].win, subs[r], work.f(f"w{r}", n)) for r in range(3)]
        lose = [_take(stats[r].lose, subs[r], work.f(f"l{r}", n)) for r in range(3)]
        tmp, acc = work.f("tmp", n), work.f("acc", n)
        if rules.scoring == "2-4":
            total += _at_least_two(w, acc, tmp)
            total -= _at_least_two(lose, acc, tmp)
            if not multiplied:
                total *= k
                return total
        all_won = np.multiply(w[0], w[1], out=work.f("all_won", n))
        all_won *= w[2]
        all_lost = np.multiply(lose[0], lose[1], out=work.f("all_lost", n))
        all_lost *= lose[2]
        if rules.scoring == "1-6":
            np.subtract(all_won, all_lost, out=acc)
            acc *= 3.0
            total += acc
        if not multiplied:
            total *= k
            return total
        gain = [gather("gain", r, stats[r].gain) for r in range(3)]
        loss = [gather("loss", r, stats[r].loss) for r in range(3)]
        # E[units; I win all three rows] and E[units; I lose all three rows], before any multiplier
        scoop = _prod_others(gain, w, work.f("scoop", n), tmp)
        np.multiply(all_won, 3.0 + bonus, out=acc)
        scoop += acc
        scooped = _prod_others(loss, lose, work.f("scooped", n), tmp)
        np.multiply(all_lost, 3.0 + bonus, out=acc)
        scooped += acc
        scooped *= -1.0
        np.add(scoop, scooped, out=acc)
        acc *= m - 1.0
        total += acc
        total *= k
        if self.home_run != 1.0:
            # I scoop every opponent: each pair (already times m) is multiplied again ...
            np.power(all_won, k - 1, out=acc)
            acc *= scoop
            # ... or an opponent scoops me and every other opponent.
            np.multiply(scooped, self.table.scoop_given_scoop ** (k - 1), out=tmp)
            acc += tmp
            acc *= (self.home_run - 1.0) * m * k
            total += acc
        return total

    def foul_units(self, values: SubsetValues, setting: int) -> float:
        """Expected units of a fouled setting under the rule set's foul option."""
        rules = self.rules
        if rules.foul == "play":
            settings = np.array([setting], dtype=np.int64)
            return float(self._units(self._stats(values), settings, Workspace(), fouled=True)[0])
        penalty = float(SCOOP_UNITS[rules.scoring] if rules.foul == "scoop" else Decimal(rules.foul))
        if rules.foul_pays_royalties:
            penalty += sum(o.roy_total for o in self.opp_rows)
        penalty *= self.multiplier
        if self.home_run != 1.0:  # an opponent's home run needs their scoop of every other opponent too
            penalty *= 1.0 + (self.home_run - 1.0) * self.table.scoop ** (self.opponents - 1)
        return -self.opponents * penalty * horse_factor(rules, values.cards)

    # ---- public

    def rank(self, cards: Sequence[Card]) -> Ranking:
        """Expected units of every legal setting of these 13 cards."""
        values = subset_values(cards, self.rules)
        legal = legal_settings(values, self.rules, self._work)
        stats = self._stats(values)
        units = self._units(stats, legal, self._work).copy()
        units *= horse_factor(self.rules, values.cards)  # the horse card scales every figure alike
        return Ranking(self, values, legal.copy(), units, stats)

    def best_setting(self, cards: Sequence[Card]) -> tuple[tuple[Card, ...], tuple[Card, ...], tuple[Card, ...]]:
        """The best legal setting's rows (front, middle, back); ties go to the lowest setting index."""
        values = subset_values(cards, self.rules)
        legal = legal_settings(values, self.rules, self._work)
        units = self._units(self._stats(values), legal, self._work)
        return _rows_of(values, int(legal[int(np.argmax(units))]))

    def advise(self, cards: Sequence[Card], top: int = 3) -> Advice:
        """The best settings, and whether declaring a natural or surrendering is worth more."""
        return self.advice(self.rank(cards), top)

    def advice(self, ranking: Ranking, top: int = 3) -> Advice:
        """:meth:`advise` for a hand already ranked."""
        suggestions = tuple(ranking.top(max(1, top)))
        rules = self.rules
        # the advisor sets the rows itself, so three-row naturals are found from the 13 cards
        options = replace(rules.natural_options, as_set=False)
        natural = detect(ranking.cards, enabled=rules.naturals, options=options)
        horse = horse_factor(rules, ranking.cards)
        natural_units = None if natural is None else float(rules.natural_units(natural)) * self.opponents * horse
        surrender_units = None if rules.surrender is None else -float(rules.surrender) * self.opponents * horse
        play = ranking.best_units
        action = PLAY
        if natural_units is not None and natural_units >= play:
            action = DECLARE
        elif surrender_units is not None and surrender_units > play:
            action = SURRENDER
        return Advice(
            ranking.cards,
            self.players,
            suggestions,
            len(ranking.legal),
            natural,
            natural_units,
            surrender_units,
            action,
        )


def advise(cards: Sequence[Card], rules: RuleSet, players: int = 4, top: int = 3) -> Advice:
    """One-shot helper: :meth:`Advisor.advise` with the shipped opponent tables."""
    return Advisor(rules, players).advise(cards, top)


# --------------------------------------------------------------------------- simple strategies


def _rows_of(values: SubsetValues, setting: int) -> tuple[tuple[Card, ...], tuple[Card, ...], tuple[Card, ...]]:
    index = setting_index()
    pos = (index.three[index.front[setting]], index.five[index.middle[setting]], index.five[index.back[setting]])
    f, m, b = (tuple(values.cards[int(p)] for p in row) for row in pos)
    return f, m, b


def _first_max(keys: Sequence[IntArray], candidates: IntArray) -> int:
    """The first candidate maximising the keys lexicographically."""
    for key in keys:
        kv = key[candidates]
        candidates = candidates[kv == kv.max()]
    return int(candidates[0])


def strongest_back_first(
    cards: Sequence[Card], rules: RuleSet
) -> tuple[tuple[Card, ...], tuple[Card, ...], tuple[Card, ...]]:
    """Best five in the back, the best middle of the other eight, the rest in front (never fouls)."""
    values = subset_values(cards, rules)
    index = setting_index()
    legal = legal_settings(values, rules)
    setting = _first_max([values.five[index.back], values.middle[index.middle]], legal)
    return _rows_of(values, setting)


def balanced_by_category(
    cards: Sequence[Card], rules: RuleSet
) -> tuple[tuple[Card, ...], tuple[Card, ...], tuple[Card, ...]]:
    """The legal setting with the highest sum of row categories, then the strongest front, middle, back."""
    values = subset_values(cards, rules)
    index = setting_index()
    legal = legal_settings(values, rules)
    front, middle, back = values.front[index.front], values.middle[index.middle], values.five[index.back]
    cats = (front >> _SHIFT) + (back >> _SHIFT)
    if rules.middle != "lowball":
        cats = cats + (middle >> _SHIFT)
    setting = _first_max([cats, front, middle, back], legal)
    return _rows_of(values, setting)
