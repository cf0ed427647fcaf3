"""Setting advisor: every way to set 13 cards, ranked by expected units under the table's rules.

The public API. The work is split by job:

- :mod:`scorekeeper.advisor.settings`: the 72,072 settings (front 3, middle 5, back 5) as index
  triples into the 286 three-card and 1,287 five-card subsets, each subset evaluated once per
  hand (strengths are those of :mod:`scorekeeper.game.hands`), fouls dropped;
- :mod:`scorekeeper.advisor.units`: each legal setting's expected units against the opponents
  the table will face, from each row's chances against an opponent's same row
  (:mod:`scorekeeper.advisor.tables`), combined as the rule set scores, with royalties from
  :mod:`scorekeeper.advisor.royalties`;
- :mod:`scorekeeper.advisor.ranking`: the ranked settings of one hand and the readable answers.

docs/advisor.md describes the method.

>>> from scorekeeper.game.cards import parse_cards
>>> from scorekeeper.game.rules import preset
>>> advice = Advisor(preset("classic-2-4"), players=4).advise(
...     parse_cards("As Ad Ac Ah 9s 8s 7s 6s 5s Kd Qc 3h 2d"))
>>> best = advice.suggestions[0]
>>> best.back.hand, best.middle.hand, best.front.hand
('straight-flush', 'four-of-a-kind', 'high-card')
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import numpy as np

from scorekeeper.advisor.ranking import (
    DECLARE,
    PLAY,
    SURRENDER,
    Advice,
    Ranking,
    RowAdvice,
    SettingCheck,
    Suggestion,
)
from scorekeeper.advisor.royalties import row_royalties, royalty_lookup
from scorekeeper.advisor.rules import horse_factor
from scorekeeper.advisor.settings import (
    FIVES,
    SETTINGS,
    THREES,
    BoolArray,
    Rows,
    SettingIndex,
    SubsetValues,
    Workspace,
    legal_settings,
    rows_of,
    setting_index,
    subset_values,
)
from scorekeeper.advisor.tables import IntArray
from scorekeeper.advisor.units import ExpectedUnits, RowStats
from scorekeeper.game.cards import Card
from scorekeeper.game.naturals import detect
from scorekeeper.game.rules import RuleSet

__all__ = [
    "DECLARE",
    "FIVES",
    "PLAY",
    "SETTINGS",
    "SURRENDER",
    "THREES",
    "Advice",
    "Advisor",
    "BoolArray",
    "Ranking",
    "RowAdvice",
    "RowStats",
    "SettingCheck",
    "SettingIndex",
    "SubsetValues",
    "Suggestion",
    "Workspace",
    "advise",
    "balanced_by_category",
    "legal_settings",
    "royalty_lookup",
    "row_royalties",
    "setting_index",
    "strongest_back_first",
    "subset_values",
]

_SHIFT = 20


class Advisor(ExpectedUnits):
    """Ranks settings for one rule set and table size; reuse it across hands (one per thread)."""

    def rank(self, cards: Sequence[Card]) -> Ranking:
        """Expected units of every legal setting of these 13 cards."""
        values = subset_values(cards, self.rules)
        legal = legal_settings(values, self.rules, self._work)
        stats = self._stats(values)
        units = self._units(stats, legal, self._work).copy()
        units *= horse_factor(self.rules, values.cards)  # the horse card scales every figure alike
        return Ranking(self, values, legal.copy(), units, stats)

    def best_setting(self, cards: Sequence[Card]) -> Rows:
        """The best legal setting's rows (front, middle, back); ties go to the lowest setting index."""
        values = subset_values(cards, self.rules)
        legal = legal_settings(values, self.rules, self._work)
        units = self._units(self._stats(values), legal, self._work)
        return rows_of(values, int(legal[int(np.argmax(units))]))

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


def _first_max(keys: Sequence[IntArray], candidates: IntArray) -> int:
    """The first candidate maximising the keys lexicographically."""
    for key in keys:
        kv = key[candidates]
        candidates = candidates[kv == kv.max()]
    return int(candidates[0])


def strongest_back_first(cards: Sequence[Card], rules: RuleSet) -> Rows:
    """Best five in the back, the best middle of the other eight, the rest in front (never fouls)."""
    values = subset_values(cards, rules)
    index = setting_index()
    legal = legal_settings(values, rules)
    setting = _first_max([values.five[index.back], values.middle[index.middle]], legal)
    return rows_of(values, setting)


def balanced_by_category(cards: Sequence[Card], rules: RuleSet) -> Rows:
    """The legal setting with the highest sum of row categories, then the strongest front, middle, back."""
    values = subset_values(cards, rules)
    index = setting_index()
    legal = legal_settings(values, rules)
    front, middle, back = values.front[index.front], values.middle[index.middle], values.five[index.back]
    cats = (front >> _SHIFT) + (back >> _SHIFT)
    if rules.middle != "lowball":
        cats = cats + (middle >> _SHIFT)
    setting = _first_max([cats, front, middle, back], legal)
    return rows_of(values, setting)
