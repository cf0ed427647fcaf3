"""The Pairs sheet: net money between every two players, each pair's result, the stakes agreed.

>>> from scorekeeper.ledger.totals import totals
>>> from scorekeeper.session.session import Session
>>> s = Session.create("1", name="Friday", players=["Amy", "Bob"])
>>> [block.title for block in pairs_sheet(s, totals(s)).blocks][2]
'Stakes agreed'
"""

from __future__ import annotations

from decimal import Decimal

from scorekeeper.export.cell_text import money_label
from scorekeeper.export.labels import Labeller, labeller
from scorekeeper.export.sheet_model import Block, Column, Kind, RowSum, Sheet, Value
from scorekeeper.ledger.totals import Totals
from scorekeeper.session.session import Session

ZERO = Decimal(0)


def pairs_sheet(session: Session, t: Totals, *, lang: str = "en") -> Sheet:
    tr = labeller(lang)
    names = list(session.players)
    index = {name: i for i, name in enumerate(names)}
    matrix: list[list[Value]] = [[name] + [None] * len(names) for name in names]
    for (a, b), pt in t.pairs.items():
        matrix[index[a]][1 + index[b]] = pt.money
        matrix[index[b]][1 + index[a]] = -pt.money
    for i, row in enumerate(matrix):
        value = sum((v for v in row[1:] if isinstance(v, Decimal)), ZERO)
        row.append(RowSum(1, len(names), value))
        matrix[i] = row
    columns = [Column(tr("Player"), bold=True)]
    columns += [Column(name, Kind.MONEY) for name in names]
    columns.append(Column(money_label(session, tr("Total")), Kind.MONEY))
    net = Block(columns, matrix, title=tr("Net money: what the row's player receives from the column's player"))

    stakes = session.stakes_for(session.next_hand)
    pair_rows: list[list[Value]] = [[a, b, stakes.of(a, b), pt.units, pt.money] for (a, b), pt in t.pairs.items()]
    pair_block = Block(
        [
            Column(tr("Player"), bold=True),
            Column(tr("Opponent")),
            Column(money_label(session, tr("Stake now, per unit")), Kind.MONEY),
            Column(tr("Units won"), Kind.UNITS),
            Column(money_label(session, tr("Money won")), Kind.MONEY),
        ],
        pair_rows,
        title=tr("Pairs (what the player receives from the opponent, net)"),
    )
    return Sheet(tr("Pairs"), "pairs", [net, pair_block, _stake_block(session, tr)], freeze=(2, 1))


def _stake_block(session: Session, tr: Labeller) -> Block:
    """Every stake agreed: the unit for everyone, then each pair's own, from the hand it began."""
    history: list[list[Value]] = [[tr("everyone"), 1, session.unit]]
    history += [[tr("everyone"), start, unit] for start, unit in session.unit_history]
    history += [[f"{a}–{b}", start, unit] for start, a, b, unit in session.stake_history]
    return Block(
        [
            Column(tr("Pair"), bold=True),
            Column(tr("From hand"), Kind.INT),
            Column(money_label(session, tr("Stake")), Kind.MONEY),
        ],
        history,
        title=tr("Stakes agreed"),
    )
