"""One hand's chips at a table: the ordinary pairwise units times the level's point value, each
payment capped by the loser's stack and paid in seat order (the casino's table stakes).

Pairs are paid in seat order from the dealer's left: the first seat settles with every later seat
in turn, then the second, and so on. A loser pays at most what is left of the stack they started
the hand with (winnings of the same hand count only once it is over), so no stack goes below zero
and the chips at the table are the same after the hand as before. A pair's chips are whole: a
fraction of a chip (units of 2.5 at a point value of 25) is rounded down, in the loser's favour.

>>> done = hand_chips({("Amy", "Cat"): Decimal(12), ("Bob", "Cat"): Decimal(5)},
...     stacks={"Amy": 500, "Bob": 500, "Cat": 700}, order=["Amy", "Bob", "Cat"], point_value=50)
>>> done.stacks, done.busted
({'Amy': 1100, 'Bob': 600, 'Cat': 0}, ('Cat',))
>>> [(p.loser, p.owed, p.paid) for p in done.payments]
[('Cat', 600, 600), ('Cat', 250, 100)]
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import ROUND_DOWN, Decimal

from scorekeeper.amounts import MONEY_CONTEXT
from scorekeeper.errors import InputError
from scorekeeper.game.scoring import HandResult
from scorekeeper.game.seat_order import in_seat_order, seat_order

__all__ = ["HandChips", "Payment", "hand_chips", "pair_units", "seat_order"]

PairUnits = Mapping[tuple[str, str], Decimal]
"""A hand's pairs: ``(a, b)`` to the units ``a`` receives from ``b`` (negative: ``a`` pays)."""


@dataclass(frozen=True, slots=True)
class Payment:
    """``loser`` paid ``paid`` chips of the ``owed`` to ``winner`` (less: the stack ran out)."""

    winner: str
    loser: str
    owed: int
    paid: int


@dataclass(frozen=True, slots=True)
class HandChips:
    """The stacks after the hand, each player's change, the payments in the order paid, and the
    players left with no chips (the one who started the hand with more chips first)."""

    stacks: dict[str, int]
    changes: dict[str, int]
    payments: tuple[Payment, ...]
    busted: tuple[str, ...]


def pair_units(result: HandResult) -> dict[tuple[str, str], Decimal]:
    """The pairwise units of a hand the game scored (a pair met twice, as in criss-cross, summed)."""
    out: dict[tuple[str, str], Decimal] = {}
    for pair in result.pairs:
        a, b = pair.players
        if (b, a) in out:
            out[(b, a)] = MONEY_CONTEXT.subtract(out[(b, a)], pair.units)
        else:
            out[(a, b)] = MONEY_CONTEXT.add(out.get((a, b), Decimal(0)), pair.units)
    return out


def _owed(units: Decimal, point_value: int) -> int:
    chips = MONEY_CONTEXT.multiply(units, Decimal(point_value))
    return int(chips.to_integral_value(rounding=ROUND_DOWN, context=MONEY_CONTEXT))


def _check(units: PairUnits, stacks: Mapping[str, int], order: Sequence[str], point_value: int) -> None:
    if sorted(order) != sorted(stacks) or len(set(order)) != len(order):
        raise InputError(f"seat order: {', '.join(order)} are not the players with stacks ({', '.join(stacks)})")
    if point_value < 1:
        raise InputError(f"point value: at least 1 chip a unit (got {point_value})")
    for name, stack in stacks.items():
        if stack <= 0:
            raise InputError(f"{name} has no chips: a player at zero re-buys or is out before the hand")
    for a, b in units:
        if a == b or a not in stacks or b not in stacks:
            raise InputError(f"pair {a}-{b}: both players must be seated at the table, and not the same")


def hand_chips(units: PairUnits, *, stacks: Mapping[str, int], order: Sequence[str], point_value: int) -> HandChips:
    """The hand's chips: ``units`` times ``point_value``, paid in ``order`` (the seats from the
    dealer's left, :func:`seat_order`), each payment capped by what the loser has left."""
    _check(units, stacks, order, point_value)
    pos = {name: i for i, name in enumerate(order)}
    owing = [(a, b, _owed(value, point_value)) for (a, b), value in units.items()]
    left = dict(stacks)
    changes = {name: 0 for name in order}
    payments: list[Payment] = []
    for winner, loser, owed in in_seat_order(owing, order):
        paid = min(owed, left[loser])
        left[loser] -= paid
        changes[winner] += paid
        changes[loser] -= paid
        payments.append(Payment(winner, loser, owed, paid))
    after = {name: stacks[name] + changes[name] for name in order}
    busted = sorted((n for n in order if after[n] == 0), key=lambda n: (-stacks[n], pos[n]))
    return HandChips(after, changes, tuple(payments), tuple(busted))
