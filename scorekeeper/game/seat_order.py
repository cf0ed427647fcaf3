"""The order a hand's pairs are paid in when a stack can run out (table stakes, a tournament's
chips): from the dealer's left, the first seat settles with every later seat in turn, then the
second, and so on. The casino and the tournament each cap the payments their own way; the
order is this one rule.

>>> seat_order(["Amy", "Bob", "Cat"], "Amy")
['Bob', 'Cat', 'Amy']
>>> in_seat_order([("Cat", "Amy", 5), ("Bob", "Cat", -2), ("Amy", "Bob", 0)], ["Amy", "Bob", "Cat"])
[('Cat', 'Amy', 5), ('Cat', 'Bob', 2)]
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from decimal import Decimal
from typing import TypeVar

__all__ = ["in_seat_order", "seat_order"]

N = TypeVar("N", int, Decimal)


def seat_order(seated: Sequence[str], dealer: str | None) -> list[str]:
    """The seats from the dealer's left round to the dealer (clockwise = listed order)."""
    seats = list(seated)
    if dealer not in seats:
        return seats
    d = seats.index(dealer)
    return seats[d + 1 :] + seats[: d + 1]


def in_seat_order(pairs: Iterable[tuple[str, str, N]], order: Sequence[str]) -> list[tuple[str, str, N]]:
    """``(a, b, owed)`` pairs (``a`` receives ``owed`` from ``b``; negative: ``a`` pays) as
    ``(winner, loser, owed > 0)`` in the order they are paid; a pair that owes nothing is left
    out, a player not in ``order`` (the house) comes after the seats."""
    pos = {name: i for i, name in enumerate(order)}
    last = len(pos)
    oriented = []
    for a, b, owed in pairs:
        if a == b or owed == 0:
            continue
        if pos.get(a, last) > pos.get(b, last):
            a, b, owed = b, a, -owed
        oriented.append((pos.get(a, last), pos.get(b, last), a, b, owed))
    oriented.sort(key=lambda t: (t[0], t[1]))
    return [(a, b, owed) if owed > 0 else (b, a, -owed) for _i, _j, a, b, owed in oriented]
