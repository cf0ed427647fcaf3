"""What a session extension adds to the ledger: its lines, the settle-up, ``show`` and ``settle``.

A :class:`LedgerExtension` is a ``SessionExtension`` (session/extension.py) that also
changes the money: the casino's collection, caps and tips. Each hook's default adds
nothing; the ledger asks only the extensions whose events the session holds and that
say they change its money now (:func:`ledger_extensions`), so a home game asks none.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from typing import TYPE_CHECKING, Any, TypeVar

from scorekeeper.session.extension import SessionExtension, extensions_of

if TYPE_CHECKING:
    from scorekeeper.ledger.lines import LedgerLine
    from scorekeeper.ledger.settlement import Transfer
    from scorekeeper.session.session import Session

__all__ = ["LedgerExtension", "SettleTerms", "ledger_extensions"]

S = TypeVar("S")


@dataclass
class SettleTerms:
    """What the settle-up works on: each player's balance, what each party (the house too)
    still settles, the pair nets (what the first receives from the second), and what is paid
    on lines of its own (each tipper's tips to the house)."""

    balances: dict[str, Decimal]
    parties: dict[str, Decimal]
    nets: dict[tuple[str, str], Decimal]
    apart: list[Transfer]


class LedgerExtension(SessionExtension[S]):
    """A session extension that changes what the ledger sums."""

    def changes_money(self, session: Session) -> bool:
        """Whether its events so far change the session's money (its other hooks are asked only then)."""
        return True

    def ledger_lines(self, session: Session, lines: list[LedgerLine]) -> list[LedgerLine]:
        """The lines as it pays them (the same list when it changes none)."""
        return lines

    def settle_terms(self, session: Session, terms: SettleTerms) -> SettleTerms:
        return terms

    def settle_json(self, session: Session) -> dict[str, Any]:
        """What ``settle`` adds."""
        return {}

    def show_json(self, session: Session) -> dict[str, Any]:
        """What ``show`` adds for the session."""
        return {}

    def hand_json(self, session: Session, number: int) -> dict[str, Any]:
        """What ``show`` adds for one live hand."""
        return {}


def ledger_extensions(session: Session) -> list[LedgerExtension[Any]]:
    """The extensions that change this session's money now (none for a home game)."""
    if not session.extensions:
        return []
    return [e for e in extensions_of(session) if isinstance(e, LedgerExtension) and e.changes_money(session)]
