"""The Settle-up sheet: each balance, who pays whom (by pair and simplified), the audit chain.

>>> from scorekeeper.ledger.totals import settle
>>> from scorekeeper.session.session import Session
>>> s = Session.create("1", name="Friday", players=["Amy", "Bob"])
>>> settle_sheet(s, settle(s)).blocks[3].title
'Audit chain'
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal
from typing import Any

from scorekeeper.export.cell_text import money_label
from scorekeeper.export.labels import Labeller, labeller
from scorekeeper.export.sheet_model import Block, Column, ColumnSum, Kind, Sheet, Value
from scorekeeper.ledger.totals import Settlement
from scorekeeper.session.session import Session

ZERO = Decimal(0)


def settle_sheet(session: Session, s: Settlement, *, lang: str = "en") -> Sheet:
    tr = labeller(lang)

    def transfers(title: str, items: Sequence[Any]) -> Block:
        return Block(
            [Column(tr("Pays"), bold=True), Column(tr("To")), Column(money_label(session, tr("Amount")), Kind.MONEY)],
            [[x.payer, x.payee, x.amount] for x in items],
            title=title,
            total=[tr("Total"), None, ColumnSum(sum((x.amount for x in items), ZERO))],
        )

    chain = tr("yes") if s.verified else tr("NO: {problems}", problems="; ".join(s.problems))
    facts = Block(
        [Column("", bold=True), Column("", fit=False)],
        [[tr("Fingerprint"), s.fingerprint], [tr("Chain verified"), chain], [tr("Smallest coin"), format(s.coin, "f")]],
        header=False,
        title=tr("Audit chain"),
    )
    blocks = [
        _balances(session, s, tr),
        transfers(tr("Settle by pair (one payment per pair)"), s.by_pair),
        transfers(tr("Simplified (fewest payments)"), s.simplified),
        facts,
    ]
    return Sheet(tr("Settle-up"), "settle-up", blocks, freeze=(1, 0))


def _balances(session: Session, s: Settlement, tr: Labeller) -> Block:
    """Each player's balance, the house's, and what rounding to whole coins moved."""
    money = money_label(session, tr("Balance"))
    columns = [Column(tr("Player"), bold=True), Column(money, Kind.MONEY)]
    rows: list[list[Value]] = [[name, value] for name, value in s.balances.items()]
    house = -sum(s.balances.values(), ZERO) if session.casino.active else ZERO
    keys = list(s.balances)
    if house:  # the house's take (collection and tips): with it the balances sum to zero
        rows.append([tr("House"), house])
        keys.append("house")
    total: list[Value] = [tr("Total"), ColumnSum(sum(s.balances.values(), house))]
    if any(s.rounding.values()):  # what paying in whole coins moved from each player (sums to zero)
        columns.append(Column(money_label(session, tr("Rounded off")), Kind.MONEY))
        for key, row in zip(keys, rows, strict=True):
            row.append(s.rounding.get(key, ZERO))
        total.append(ColumnSum(sum(s.rounding.values(), ZERO)))
    return Block(columns, rows, total=total)
