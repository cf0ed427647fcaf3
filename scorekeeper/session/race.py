"""Race to 11: row points add up over a session's hands until someone reaches the target.

Each race hand's points come with its result (:func:`scorekeeper.game.scoring.score_hand`); a game is
the run of race hands from the first after the last win. After each hand, a player with at least
``race_target`` points and strictly more than everyone else wins the game (several reaching the
target with equal points play on). The next race hand starts a new game. With ``race_stake``,
every other player who sat in the game pays the winner that many units (times their pair's
stake). docs/variants.md.

>>> games = race_games([(1, 11, None, {"Amy": 6, "Bob": 1}), (2, 11, None, {"Amy": 5, "Bob": 2}),
...                     (3, 11, None, {"Amy": 0, "Bob": 3})])
>>> [(g.number, g.hands, g.points, g.winner) for g in games]
[(1, (1, 2), {'Amy': 11, 'Bob': 3}, 'Amy'), (2, (3,), {'Amy': 0, 'Bob': 3}, None)]
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from decimal import Decimal


@dataclass(frozen=True, slots=True)
class RaceGame:
    """One game of a race: its hands, the points at its end (or now), and its winner once won."""

    number: int
    hands: tuple[int, ...]
    points: dict[str, int]
    target: int
    winner: str | None = None
    stake: Decimal | None = None  # units each other player pays the winner
    after: dict[int, dict[str, int]] = field(default_factory=dict)  # hand -> points after it

    @property
    def won_at(self) -> int | None:
        """The hand that won the game."""
        return self.hands[-1] if self.winner is not None else None


def race_games(hands: Iterable[tuple[int, int, Decimal | None, Mapping[str, int]]]) -> list[RaceGame]:
    """Every game, from race hands in order: (hand number, race target, race stake, points per player)."""
    games: list[RaceGame] = []
    numbers: list[int] = []
    points: dict[str, int] = {}
    after: dict[int, dict[str, int]] = {}
    target = 0
    for number, target, stake, won in hands:
        numbers.append(number)
        for name, value in won.items():
            points[name] = points.get(name, 0) + value
        after[number] = dict(points)
        top = max(points.values(), default=0)
        leaders = [name for name, value in points.items() if value == top]
        if top >= target and len(leaders) == 1:
            games.append(RaceGame(len(games) + 1, tuple(numbers), points, target, leaders[0], stake, after))
            numbers, points, after = [], {}, {}
    if numbers:
        games.append(RaceGame(len(games) + 1, tuple(numbers), points, target, None, None, after))
    return games
