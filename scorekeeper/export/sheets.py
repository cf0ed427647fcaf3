"""The exported ledger as plain rows, one :class:`Sheet` per tab; shared by the xlsx and CSV writers.

Each sheet is built by its own module (``sheet_summary``, ``sheet_hands``, ``sheet_pairs``,
``sheet_settle``, ``sheet_rules``, ``sheet_audit``) from the parts in ``sheet_model``; the
writers import them from here. Cell values are plain Python: ``str`` is always text (never
a formula, whatever it starts with), ``int`` and ``Decimal`` numbers, ``datetime`` a time;
totals are :class:`ColumnSum` / :class:`RowSum` (see ``sheet_model``).

>>> from scorekeeper.session.session import Session
>>> s = Session.create("1", name="Friday", players=["Amy", "Bob"], currency="EUR")
>>> [sheet.name for sheet in build_sheets(s)]
['Summary', 'Hands', 'Pairs', 'Settle-up', 'Rules', 'Audit']
"""

from __future__ import annotations

import datetime
from collections.abc import Sequence
from decimal import localcontext

from scorekeeper.amounts import MONEY_CONTEXT
from scorekeeper.export.cell_text import cards_with_symbols, money_text, parse_time
from scorekeeper.export.sheet_audit import audit_sheet
from scorekeeper.export.sheet_hands import hands_sheet
from scorekeeper.export.sheet_model import Block, Column, ColumnSum, Kind, LineChartSpec, RowSum, Sheet, Value
from scorekeeper.export.sheet_pairs import pairs_sheet
from scorekeeper.export.sheet_players import players_sheet
from scorekeeper.export.sheet_rules import rules_sheet
from scorekeeper.export.sheet_settle import settle_sheet
from scorekeeper.export.sheet_summary import summary_sheet
from scorekeeper.ledger.totals import settle, totals
from scorekeeper.players.stats import PlayerStats
from scorekeeper.session.session import Session

__all__ = [
    "Block",
    "Column",
    "ColumnSum",
    "Kind",
    "LineChartSpec",
    "RowSum",
    "Sheet",
    "Value",
    "build_sheets",
    "cards_with_symbols",
    "money_text",
    "parse_time",
]


def build_sheets(
    session: Session,
    *,
    exported_at: datetime.datetime | None = None,
    lang: str = "en",
    players: Sequence[PlayerStats] = (),
) -> list[Sheet]:
    """Every sheet of the exported ledger; its words in ``lang`` (a :mod:`scorekeeper.game.terms` language).
    ``players``: the session's people across the book (read by the caller), a Players sheet last.

    Built in the exact money context: a total of 18+10-digit amounts is never rounded to 28 digits."""
    with localcontext(MONEY_CONTEXT):
        t = totals(session)
        s = settle(session)
        hands = hands_sheet(session, t, lang=lang)
        return [
            summary_sheet(session, t, s, hands, exported_at=exported_at, lang=lang),
            hands,
            pairs_sheet(session, t, lang=lang),
            settle_sheet(session, s, lang=lang),
            rules_sheet(session, lang=lang),
            audit_sheet(session, lang=lang),
            *([players_sheet(players, lang=lang)] if players else []),
        ]
