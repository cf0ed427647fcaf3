"""Random deals and whole demo sessions, for tests, benchmarks and screenshots.

The deals are honest random deals from one shuffled deck; rows are set by a
simple rule (pairs and trips first, strongest to the back) so
fouls stay rare, and a share of hands are left as dealt so fouls happen too.

>>> import random
>>> entry = random_hand(random.Random(1), ["Amy", "Bob"])
>>> len(entry["players"]), len(entry["players"][0]["front"].split())
(2, 3)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from decimal import Decimal
from typing import Any

from scorekeeper.game.cards import Card, format_cards


def _set_sensibly(cards: Sequence[Card]) -> tuple[list[Card], list[Card], list[Card]]:
    """Groups first (quads, trips, pairs, high cards), strongest to the back; fast."""
    counts = {r: sum(1 for c in cards if c.rank == r) for r in {c.rank for c in cards}}
    ordered = sorted(cards, key=lambda c: (counts[c.rank], c.rank), reverse=True)
    return ordered[10:], ordered[5:10], ordered[:5]


def random_hand(
    rng: random.Random, names: Sequence[str], *, foul_share: float = 0.05, surrender_share: float = 0.0
) -> dict[str, Any]:
    """A ``{"players": [...]}`` hand entry with honest random cards."""
    deck = [Card(i) for i in range(52)]
    rng.shuffle(deck)
    players = []
    for seat, name in enumerate(names):
        cards = deck[13 * seat : 13 * seat + 13]
        if rng.random() < foul_share:
            front, middle, back = cards[:3], cards[3:8], cards[8:]
        else:
            front, middle, back = _set_sensibly(cards)
        player: dict[str, Any] = {
            "name": name,
            "front": format_cards(front),
            "middle": format_cards(middle),
            "back": format_cards(back),
        }
        if rng.random() < surrender_share:
            player["surrender"] = True
        players.append(player)
    return {"players": players}


def demo_session_kwargs(players: Sequence[str] = ("Amy", "Bob", "Cat", "Dan")) -> dict[str, Any]:
    """Arguments for :meth:`Book.create_session` of a typical Friday game."""
    return {
        "name": "Friday night",
        "players": list(players),
        "rules": "classic-2-4",
        "unit": Decimal("0.5"),
        "currency": "EUR",
        "place": "Amy's kitchen",
        "stakes": [(players[0], players[1], Decimal(2))],
    }
