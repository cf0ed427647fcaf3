"""The casino as an extension of the session: its event kinds, how they fold, their checks,
and what they change in the ledger and the settle-up.

Imported (and so registered) the first time a session's log holds a kind the core does not
know (session/extension.py names this module); a home game never loads it.
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal
from typing import TYPE_CHECKING, Any

from scorekeeper.amounts import MONEY_CONTEXT
from scorekeeper.casino import prepare
from scorekeeper.casino.payloads import (
    BuyIn,
    CashOut,
    CollectionSet,
    LossCap,
    ManagerSet,
    SlipPrinted,
    TableStakes,
    Tip,
)
from scorekeeper.casino.state import (
    CASINO_KINDS,
    NAME,
    UNDOABLE_KINDS,
    CasinoState,
    casino_after,
    casino_state,
    check_sign_off,
)
from scorekeeper.ledger.extension import LedgerExtension, SettleTerms
from scorekeeper.session.extension import register_extension

if TYPE_CHECKING:
    from scorekeeper.ledger.lines import LedgerLine
    from scorekeeper.session.event_records import EventRecord
    from scorekeeper.session.events import Event
    from scorekeeper.session.session import Session
    from scorekeeper.session.state import SessionState

__all__ = ["CASINO", "CasinoExtension"]


class CasinoExtension(LedgerExtension[CasinoState]):
    """The house's collection, stacks and table stakes, loss caps, tips, the manager, slips."""

    name = NAME
    records = (CollectionSet, BuyIn, CashOut, TableStakes, LossCap, Tip, ManagerSet, SlipPrinted)
    undoable = UNDOABLE_KINDS
    audited = CASINO_KINDS
    while_settled = frozenset({"slip"})  # a slip is printed for a settled session

    def empty(self) -> CasinoState:
        return CasinoState()

    def fold(self, state: CasinoState, record: EventRecord, *, at: str) -> CasinoState:
        return casino_after(state, record, at=at)

    # -- checks ------------------------------------------------------------------------
    def before_hand(self, session: SessionState, seated: Sequence[str]) -> None:
        prepare.check_can_sit(_session(session), seated)  # under table stakes: an empty stack re-buys first

    def before_settle(self, session: SessionState) -> None:
        prepare.check_close(_session(session))  # money in = money out

    def before_apply(self, session: SessionState, event: Event) -> None:
        if casino_state(session).manager is not None:  # once a key is set, a gated event needs its signature
            check_sign_off(_session(session), event)

    def before_delete(self, session: SessionState, passphrase: str | None, *, book: Any) -> None:
        self.check_passphrase(session, passphrase, book=book)  # a session with a manager passphrase needs it

    def check_passphrase(self, session: SessionState, passphrase: str | None, *, book: Any, hint: str = "") -> bool:
        if casino_state(session).manager is None:
            return False
        from scorekeeper.casino.manager import check  # the book's wait first, a wrong one counted

        check(_session(session), passphrase, book=book, hint=hint)
        return True

    def prepare_again(self, session: SessionState, kind: str, payload: dict[str, Any]) -> EventRecord | dict[str, Any]:
        return prepare.prepare_casino_again(_session(session), kind, payload)

    def describe(self, record: EventRecord) -> str:
        return prepare.describe(record)

    # -- the ledger --------------------------------------------------------------------
    def changes_money(self, session: Session) -> bool:
        return casino_state(session).active  # a manager or a slip alone changes no money

    def ledger_lines(self, session: Session, lines: list[LedgerLine]) -> list[LedgerLine]:
        from scorekeeper.casino.view import casino_lines  # the house's take, table stakes, loss caps

        return casino_lines(session, lines)

    def settle_terms(self, session: Session, terms: SettleTerms) -> SettleTerms:
        from scorekeeper.casino.settle_up import pair_additions, party_balances, tip_lines

        balances, parties = party_balances(session, terms.balances)
        nets = dict(terms.nets)
        for key, amount in pair_additions(session).items():
            nets[key] = MONEY_CONTEXT.add(nets.get(key, Decimal(0)), amount)
        return SettleTerms(balances, parties, nets, terms.apart + tip_lines(session))

    def settle_json(self, session: Session) -> dict[str, Any]:
        from scorekeeper.casino.settle_up import settle_extras

        return settle_extras(session)

    def show_json(self, session: Session) -> dict[str, Any]:
        from scorekeeper.casino.settle_up import show_extras

        return show_extras(session)

    def hand_json(self, session: Session, number: int) -> dict[str, Any]:
        from scorekeeper.casino.settle_up import hand_extras

        return hand_extras(session, number)


def _session(session: SessionState) -> Session:
    """The session the casino's checks take (every SessionState the engine makes is one)."""
    from scorekeeper.session.session import Session

    assert isinstance(session, Session)
    return session


CASINO = CasinoExtension()
register_extension(CASINO)
