"""Expected units of settings: each row's chances against an opponent's same row, combined as the
rule set scores.

Per subset and row position, the chance to beat, tie or lose against an opponent's row of the
same position (from :mod:`scorekeeper.advisor.tables`) and the royalty terms (:class:`RowStats`);
per setting, those of its three rows combined: row units, the 2-4 overall unit or 1-6 scoop bonus,
royalties as ``royalty_payment`` pays them, the scoop multiplier and an approximate home run,
times the number of opponents. Rows are taken as independent of each other for the bonus and
scoop terms. docs/advisor.md has the derivation.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal

import numpy as np

from scorekeeper.advisor.royalties import OpponentRow, row_royalties, royalty_lookup
from scorekeeper.advisor.rules import capped_multipliers, horse_factor, split_ties
from scorekeeper.advisor.settings import BoolArray, SubsetValues, Workspace, setting_index, take_into
from scorekeeper.advisor.tables import FloatArray, IntArray, OpponentTable, opponent_table
from scorekeeper.errors import InputError
from scorekeeper.game.rules import RuleSet
from scorekeeper.game.scoring import SCOOP_UNITS


@dataclass(frozen=True, slots=True)
class RowStats:
    """One row position of one hand, per subset: chances against an opponent's same row and royalty terms.

    ``lin``, ``gain`` and ``loss`` come twice: index 0 with my royalty in this row kept,
    index 1 with it dropped (a fouled hand, or one_royalty_per_hand keeping another row's).
    """

    win: FloatArray
    tie: FloatArray
    lose: FloatArray
    mine: FloatArray  # my royalty in this row
    lin: tuple[FloatArray, FloatArray]  # expected row unit and royalty units against one opponent
    gain: tuple[FloatArray, FloatArray]  # royalty part of a scoop term (see _SettingRows.scoops)
    loss: tuple[FloatArray, FloatArray]  # royalty part of a scooped term


@dataclass(frozen=True, slots=True)
class _Facing:
    """My row, per subset, against the opponent's same row: my chances and the opponent's royalties."""

    win: FloatArray
    lose: FloatArray
    opp: OpponentRow
    lo: IntArray  # where each of my strengths falls among the opponent's (first equal or above)
    roy_above: FloatArray  # E[opponent's royalty; opponent's row stronger]
    roy_below: FloatArray  # E[opponent's royalty; opponent's row weaker]


def _royalty_terms(payment: str, held: FloatArray, row: _Facing) -> tuple[FloatArray, FloatArray, FloatArray]:
    """(lin, gain, loss) of :class:`RowStats` with my royalty ``held`` (zeros when it is dropped)."""
    win, lose = row.win, row.lose
    if payment == "always":
        gain = held * win - row.roy_below
        loss = row.roy_above - held * lose
        return win - lose + held - row.opp.roy_total, gain, loss
    if payment == "cancel":
        gain = held * row.opp.noroy_below[row.lo]
        loss = np.where(held > 0, 0.0, row.roy_above)
    else:
        gain = held * win
        loss = row.roy_above
    return win - lose + gain - loss, gain, loss


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


class _SettingRows:
    """The row statistics of a batch of settings, picked out per row into a workspace.

    Chances are picked on first use (per-row scoring without multipliers needs none), each
    into its own named workspace array, so no two terms share memory.
    """

    def __init__(
        self,
        stats: tuple[RowStats, RowStats, RowStats],
        settings: IntArray,
        work: Workspace,
        *,
        fouled: bool,
        one_royalty: bool,
    ) -> None:
        self.stats, self.work, self.fouled = stats, work, fouled
        self.n = n = len(settings)
        index = setting_index()
        self.subs = (
            take_into(index.front, settings, work.i("sub0", n)),
            take_into(index.middle, settings, work.i("sub1", n)),
            take_into(index.back, settings, work.i("sub2", n)),
        )
        self.drop = self._dropped() if one_royalty and not fouled else None
        self.tmp, self.acc = work.f("tmp", n), work.f("acc", n)
        self._chances: dict[str, list[FloatArray]] = {}
        self._all: dict[str, FloatArray] = {}

    def _dropped(self) -> list[BoolArray]:
        """drop[r]: row r's royalty is not kept (one_royalty_per_hand keeps the largest; back, then middle, on ties)."""
        work, n = self.work, self.n
        mine = [take_into(self.stats[r].mine, self.subs[r], work.f(f"mine{r}", n)) for r in range(3)]
        keep_back = np.greater(mine[2], 0.0, out=work.b("keep2", n))
        keep_back &= mine[2] >= mine[1]
        keep_back &= mine[2] >= mine[0]
        keep_middle = np.greater(mine[1], 0.0, out=work.b("keep1", n))
        keep_middle &= mine[1] >= mine[0]
        keep_middle &= ~keep_back
        return [keep_back | keep_middle, ~keep_middle, ~keep_back]

    def _kept(self, name: str, r: int, arrays: tuple[FloatArray, FloatArray]) -> FloatArray:
        """A royalty-bearing term of row r: with my royalty kept, or dropped if fouled or not kept."""
        out = take_into(arrays[1 if self.fouled else 0], self.subs[r], self.work.f(f"{name}{r}", self.n))
        if self.drop is not None:
            np.copyto(out, take_into(arrays[1], self.subs[r], self.work.f("gather", self.n)), where=self.drop[r])
        return out

    def _rows(self, name: str) -> list[FloatArray]:
        """Each row's win (``"w"``) or loss (``"l"``) chance, picked once."""
        if name not in self._chances:
            source = [s.win if name == "w" else s.lose for s in self.stats]
            picked = [take_into(source[r], self.subs[r], self.work.f(f"{name}{r}", self.n)) for r in range(3)]
            self._chances[name] = picked
        return self._chances[name]

    def _all_three(self, name: str) -> FloatArray:
        """The chance of winning (``"w"``) or losing (``"l"``) all three rows, computed once."""
        if name not in self._all:
            p = self._rows(name)
            out = np.multiply(p[0], p[1], out=self.work.f("all_won" if name == "w" else "all_lost", self.n))
            out *= p[2]
            self._all[name] = out
        return self._all[name]

    def row_units(self) -> FloatArray:
        """Sum over the three rows of the expected row unit and royalty units against one opponent."""
        total = self._kept("lin", 0, self.stats[0].lin)
        total += self._kept("lin", 1, self.stats[1].lin)
        total += self._kept("lin", 2, self.stats[2].lin)
        return total

    def add_two_rows(self, total: FloatArray) -> None:
        """The 2-4 overall unit: + P(two or more rows won) - P(two or more lost)."""
        total += _at_least_two(self._rows("w"), self.acc, self.tmp)
        total -= _at_least_two(self._rows("l"), self.acc, self.tmp)

    def add_scoop_bonus(self, total: FloatArray) -> None:
        """The 1-6 scoop bonus: 3 (P(all three won) - P(all three lost))."""
        np.subtract(self._all_three("w"), self._all_three("l"), out=self.acc)
        self.acc *= 3.0
        total += self.acc

    def all_won(self) -> FloatArray:
        return self._all_three("w")

    def scoops(self, bare: float) -> tuple[FloatArray, FloatArray]:
        """E[units; I win all three rows] and E[units; I lose all three rows] (negative), before any
        multiplier; ``bare``: a scoop's units without royalties (three rows and the bonus)."""
        gain = [self._kept("gain", r, self.stats[r].gain) for r in range(3)]
        loss = [self._kept("loss", r, self.stats[r].loss) for r in range(3)]
        scoop = _prod_others(gain, self._rows("w"), self.work.f("scoop", self.n), self.tmp)
        np.multiply(self._all_three("w"), bare, out=self.acc)
        scoop += self.acc
        scooped = _prod_others(loss, self._rows("l"), self.work.f("scooped", self.n), self.tmp)
        np.multiply(self._all_three("l"), bare, out=self.acc)
        scooped += self.acc
        scooped *= -1.0
        return scoop, scooped


class ExpectedUnits:
    """Expected units of settings for one rule set and table size (the advisor's evaluation)."""

    def __init__(self, rules: RuleSet, players: int = 4, table: OpponentTable | None = None) -> None:
        if not 2 <= players <= 4:
            raise InputError(f"players: {players}, the game seats 2 to 4")
        self.rules = rules
        self.players = players
        self.opponents = players - 1
        self.table = table or opponent_table(rules.wheel, rules.middle)
        self.royalties = royalty_lookup(rules)
        self.opp_rows = tuple(
            OpponentRow.build(dist, row_royalties(self.royalties, r, dist.values))
            for r, dist in enumerate(self.table.rows)
        )
        self.scoop_bonus = {"2-4": 1.0, "1-6": 3.0, "per-row": 0.0}[rules.scoring]
        self.multiplier = float(rules.scoop_multiplier)
        self.home_run = float(rules.home_run_multiplier) if players >= 3 else 1.0
        self.multiplier, self.home_run = capped_multipliers(rules, self.multiplier, self.home_run, self.scoop_bonus)
        self._work = Workspace()

    # ---- per-subset statistics

    def _row_stats(self, r: int, mine_values: IntArray) -> RowStats:
        opp = self.opp_rows[r]
        lo, hi = opp.dist.positions(mine_values)
        below = opp.dist.below
        win = below[lo]
        tie = below[hi] - win
        lose = 1.0 - win - tie
        if self.rules.strengths is not None:
            win, tie, lose = split_ties(win, tie)
        mine = row_royalties(self.royalties, r, mine_values)
        facing = _Facing(win, lose, opp, lo, roy_above=opp.roy_total - opp.roy_below[hi], roy_below=opp.roy_below[lo])
        kept = _royalty_terms(self.rules.royalty_payment, mine, facing)
        dropped = _royalty_terms(self.rules.royalty_payment, np.zeros_like(mine), facing)
        return RowStats(win, tie, lose, mine, (kept[0], dropped[0]), (kept[1], dropped[1]), (kept[2], dropped[2]))

    def _stats(self, values: SubsetValues) -> tuple[RowStats, RowStats, RowStats]:
        return self._row_stats(0, values.front), self._row_stats(1, values.middle), self._row_stats(2, values.five)

    # ---- expected units

    def _units(
        self,
        stats: tuple[RowStats, RowStats, RowStats],
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
        rows = _SettingRows(stats, settings, work, fouled=fouled, one_royalty=self.rules.one_royalty_per_hand)
        total = rows.row_units()
        if self.rules.scoring == "2-4":
            rows.add_two_rows(total)
        elif self.rules.scoring == "1-6":
            rows.add_scoop_bonus(total)
        if self.multiplier == 1.0 and self.home_run == 1.0:
            total *= self.opponents
            return total
        return self._multiplied(total, rows)

    def _multiplied(self, total: FloatArray, rows: _SettingRows) -> FloatArray:
        """Adds (m - 1) * (E[units; all three won] + E[units; all three lost]), then times the opponents,
        plus the home-run terms."""
        scoop, scooped = rows.scoops(3.0 + self.scoop_bonus)
        acc = rows.acc
        np.add(scoop, scooped, out=acc)
        acc *= self.multiplier - 1.0
        total += acc
        total *= self.opponents
        if self.home_run == 1.0:
            return total
        k, tmp = self.opponents, rows.tmp
        # I scoop every opponent: each pair (already times m) is multiplied again ...
        np.power(rows.all_won(), k - 1, out=acc)
        acc *= scoop
        # ... or an opponent scoops me and every other opponent.
        np.multiply(scooped, self.table.scoop_given_scoop ** (k - 1), out=tmp)
        acc += tmp
        acc *= (self.home_run - 1.0) * self.multiplier * k
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
