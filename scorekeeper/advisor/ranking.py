"""The advisor's answers: one hand's legal settings ranked by expected units, and their readable
forms (the suggestions, an entered setting's check, the advice on playing, declaring or surrendering)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

import numpy as np

from scorekeeper.advisor.settings import SubsetValues, setting_index, setting_of
from scorekeeper.advisor.tables import FloatArray, IntArray
from scorekeeper.advisor.units import RowStats
from scorekeeper.errors import InputError
from scorekeeper.game.cards import Card
from scorekeeper.game.hands import category
from scorekeeper.game.royalties import Royalty, royalties_for
from scorekeeper.game.rules import ROWS, RuleSet

PLAY, DECLARE, SURRENDER = "play", "declare", "surrender"


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


def _ordered(cards: Sequence[Card]) -> tuple[Card, ...]:
    """A row's cards as people read them: groups first, then by rank, high first."""
    counts: dict[int, int] = {}
    for card in cards:
        counts[card.rank] = counts.get(card.rank, 0) + 1
    return tuple(sorted(cards, key=lambda c: (counts[c.rank], c.rank, -c.suit), reverse=True))


def _check_rows(cards: tuple[Card, ...], rows: Sequence[Sequence[Card]]) -> None:
    """An entered setting must be a front of 3, a middle and a back of 5, of exactly these 13 cards."""
    for row, row_cards, size in zip(ROWS, rows, (3, 5, 5), strict=True):
        if len(row_cards) != size:
            raise InputError(f"the {row} has {len(row_cards)} cards, a {row} needs {size}")
    entered = [c for row in rows for c in row]
    if sorted(entered) != list(cards):
        extra = sorted(set(entered) - set(cards))
        what = f"{extra[0]} is not among the 13 cards" if extra else "a card is entered twice"
        raise InputError(what)


class RankingAdvisor(Protocol):
    """What a ranking asks of the advisor that made it (advise.py's ``Advisor``)."""

    rules: RuleSet

    def foul_units(self, values: SubsetValues, setting: int) -> float: ...

    def advice(self, ranking: Ranking, top: int = 3) -> Advice: ...


class Ranking:
    """Every legal setting of one hand with its expected units (all opponents together)."""

    def __init__(
        self,
        advisor: RankingAdvisor,
        values: SubsetValues,
        legal: IntArray,
        units: FloatArray,
        stats: tuple[RowStats, RowStats, RowStats],
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

    def _strengths(self, setting: int) -> tuple[int, int, int]:
        """A setting's (front, middle, back) strengths: settings alike in them are one suggestion."""
        front, middle, back = self._subsets(setting)
        return int(self.values.front[front]), int(self.values.middle[middle]), int(self.values.five[back])

    def _distinct_best(self, candidates: IntArray, k: int) -> list[int]:
        """Up to k of these positions in ``legal``, best first (then lowest setting), one per strength triple."""
        candidates = candidates[np.lexsort((self.legal[candidates], -self.units[candidates]))]
        picked: list[int] = []
        seen: set[tuple[int, int, int]] = set()
        for c in candidates:
            key = self._strengths(int(self.legal[c]))
            if key not in seen:
                seen.add(key)
                picked.append(int(c))
                if len(picked) == k:
                    break
        return picked

    def top(self, k: int) -> list[Suggestion]:
        """The k best legal settings, one per distinct (front, middle, back) strength triple."""
        if len(self.legal) == 0 or k <= 0:
            return []
        n = len(self.units)
        size = min(n, max(64, 32 * k))
        while True:  # widen the candidates until k distinct ones are among them
            cand = np.argpartition(-self.units, size - 1)[:size] if size < n else np.arange(n)
            picked = self._distinct_best(cand, k)
            if len(picked) == k or size >= n:
                break
            size = min(n, size * 4)
        return [self.suggestion(int(self.legal[c]), float(self.units[c])) for c in picked]

    @property
    def best_units(self) -> float:
        return float(self.units.max())

    def check(self, front: Sequence[Card], middle: Sequence[Card], back: Sequence[Card]) -> SettingCheck:
        """Expected units of an entered setting and how many it gives away against the best."""
        _check_rows(self.cards, (front, middle, back))
        setting = setting_of(self.cards, (front, middle, back))
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
