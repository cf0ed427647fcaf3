"""Table stakes: a hand's pairs paid in seat order, each capped by what the loser has left.

Pairs are paid in seat order from the left of the dealer: the first seat settles with
every later seat in turn, then the second, and so on. Each payment is capped by the
loser's remaining stack (their stack at the start of the hand, less what they have
already paid in it: winnings of the same hand count only once it is over), by the
loser's loss cap for the hand if one is set, and with ``cap_winner`` by the winner's
own stack at the start of the hand.

>>> paid, caps, _ = pay_pairs(
...     [("Amy", "Cat", Decimal(12)), ("Bob", "Cat", Decimal(5))],
...     order=["Amy", "Bob", "Cat"], stacks={"Amy": Decimal(50), "Bob": Decimal(50), "Cat": Decimal(7)})
>>> paid["Cat"], [c.text() for c in caps]
(Decimal('-7'), ['Cat pays 7 of 12: stack empty', 'Cat pays 0 of 5: stack empty'])
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal

from scorekeeper.amounts import format_amount
from scorekeeper.game.seat_order import in_seat_order

ZERO = Decimal(0)


@dataclass(frozen=True, slots=True)
class Cap:
    """A payment cut short: ``payer`` paid ``paid`` of the ``owed`` to ``payee``."""

    payer: str
    payee: str
    owed: Decimal
    paid: Decimal
    reason: str

    def text(self) -> str:
        """``Cat pays 7 of 12: stack empty`` (who is paid is in :meth:`as_json`)."""
        return f"{self.payer} pays {format_amount(self.paid)} of {format_amount(self.owed)}: {self.reason}"

    def as_json(self) -> dict[str, str]:
        return {
            "from": self.payer,
            "to": self.payee,
            "owed": format_amount(self.owed),
            "paid": format_amount(self.paid),
            "text": self.text(),
        }


def pay_pairs(
    pairs: Sequence[tuple[str, str, Decimal]],
    *,
    order: Sequence[str],
    stacks: Mapping[str, Decimal] | None = None,
    loss_cap: Decimal | None = None,
    cap_winner: bool = False,
) -> tuple[dict[str, Decimal], list[Cap], list[tuple[str, str, Decimal]]]:
    """What each player wins or loses at the hand after the caps, the caps applied, and the
    payments made (``(winner, loser, paid)`` in the order paid).

    ``pairs`` are ``(a, b, money)`` with ``money`` what ``a`` receives from ``b``; ``stacks``
    (None: no table stakes) the stacks at the start of the hand.
    """
    remaining = dict(stacks) if stacks is not None else {}
    lost = {name: ZERO for name in order}
    out: dict[str, Decimal] = {name: ZERO for name in order}
    caps: list[Cap] = []
    payments: list[tuple[str, str, Decimal]] = []
    for winner, loser, owed in in_seat_order(pairs, order):
        paid, reason = owed, ""
        if stacks is not None:
            left = max(ZERO, remaining.get(loser, ZERO))
            if left < paid:
                paid, reason = left, "stack empty"
        if loss_cap is not None:
            left = max(ZERO, loss_cap - lost.get(loser, ZERO))
            if left < paid:
                paid, reason = left, f"loss cap {format_amount(loss_cap)} reached"
        if cap_winner and stacks is not None:
            own = max(ZERO, stacks.get(winner, ZERO))
            if own < paid:
                paid, reason = own, f"{winner}'s stack is {format_amount(own)}"
        if reason:
            caps.append(Cap(loser, winner, owed, paid, reason))
        if stacks is not None:
            remaining[loser] = remaining.get(loser, ZERO) - paid
        lost[loser] = lost.get(loser, ZERO) + paid
        out[winner] = out.get(winner, ZERO) + paid
        out[loser] = out.get(loser, ZERO) - paid
        payments.append((winner, loser, paid))
    return out, caps, payments
