"""The Players page's tables: one read-only model of text cells, and the rows each table shows.

Every number is the engine's (:mod:`scorekeeper.players`): the rows only put it in words and
money text (``money_text``); nothing is summed or divided here.
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt

from scorekeeper.players import Overview, PlayerStats, per
from scorekeeper_app.models.ledger_format import money_brush
from scorekeeper_app.wording.formatting import hand_name, money_text, natural_name, row_title, units_text
from scorekeeper_app.wording.i18n import QT_TRANSLATE_NOOP, translate

Cell = str | tuple[str, Decimal]  # text, or text with the amount that colours it
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
NAME_ROLE = Qt.ItemDataRole.UserRole + 1  # a row's person (the people table)


class TextTable(QAbstractTableModel):
    """Rows of cells under headers; the first ``text_columns`` left-aligned, the numbers after them
    right-aligned, amounts coloured up or down."""

    def __init__(self, headers: Sequence[str] = (), parent: QObject | None = None, *, text_columns: int = 1) -> None:
        super().__init__(parent)
        self.headers = list(headers)
        self.text_columns = text_columns
        self.rows: list[list[Cell]] = []
        self.keys: list[str] = []

    def show(
        self, rows: Sequence[Sequence[Cell]], headers: Sequence[str] | None = None, keys: Sequence[str] = ()
    ) -> None:
        self.beginResetModel()
        self.rows = [list(r) for r in rows]
        self.keys = list(keys)
        if headers is not None:
            self.headers = list(headers)
        self.endResetModel()

    def text(self, row: int, column: int) -> str:
        cell = self.rows[row][column]
        return cell if isinstance(cell, str) else cell[0]

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.headers)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self.headers[section] if section < len(self.headers) else None
        return None

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        cell = self.rows[index.row()][index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return cell if isinstance(cell, str) else cell[0]
        if role == NAME_ROLE and index.row() < len(self.keys):
            return self.keys[index.row()]
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() >= self.text_columns:
            return _RIGHT
        if role == Qt.ItemDataRole.ForegroundRole and not isinstance(cell, str) and cell[1]:
            return money_brush(cell[1])
        return None


def people_headers() -> list[str]:
    return [
        translate("PlayersPage", "Player"),
        translate("PlayersPage", "Other names"),
        translate("PlayersPage", "Sessions"),
    ]


def people_rows(overview: Overview) -> tuple[list[list[Cell]], list[str]]:
    """Everyone in the register: name, the other names, the sessions played (and the names as keys)."""
    people = overview.people()
    rows: list[list[Cell]] = [[p.name, ", ".join(p.aliases), str(overview.session_count(p))] for p in people]
    return rows, [p.name for p in people]


FIGURES = (  # shown translated
    QT_TRANSLATE_NOOP("PlayersPage", "Sessions"),
    QT_TRANSLATE_NOOP("PlayersPage", "Hands"),
    QT_TRANSLATE_NOOP("PlayersPage", "Net money"),
    QT_TRANSLATE_NOOP("PlayersPage", "Net units"),
    QT_TRANSLATE_NOOP("PlayersPage", "Money per hand"),
    QT_TRANSLATE_NOOP("PlayersPage", "Money per 100 hands"),
    QT_TRANSLATE_NOOP("PlayersPage", "Units per hand"),
    QT_TRANSLATE_NOOP("PlayersPage", "Units per 100 hands"),
    QT_TRANSLATE_NOOP("PlayersPage", "Best night"),
    QT_TRANSLATE_NOOP("PlayersPage", "Worst night"),
)


def figure_table(stats: PlayerStats) -> tuple[list[str], list[list[Cell]]]:
    """The figures (rows) per currency (columns), as ``players stats`` counts them."""
    headers = [translate("PlayersPage", "Figure")]
    columns: list[list[Cell]] = []
    for currency, c in stats.currencies.items():
        headers.append(currency or translate("PlayersPage", "points"))
        hands, money, units = c.hands, c.money.amount, c.units

        def amount(value: Decimal, cur: str = currency) -> Cell:
            return money_text(value, cur, signed=True), value

        def night(which: str, value: Decimal, cur: str = currency) -> Cell:
            return f"{money_text(value, cur, signed=True)} ({which})", value

        columns.append(
            [
                str(len(c.nights)),
                f"{hands:,}",
                amount(money),
                (units_text(units), units),
                amount(per(money, hands)),
                amount(per(money, hands, 100)),
                (units_text(per(units, hands)), per(units, hands)),
                (units_text(per(units, hands, 100)), per(units, hands, 100)),
                night(c.best.date, c.best.money.amount),
                night(c.worst.date, c.worst.money.amount),
            ]
        )
    rows = [[translate("PlayersPage", name), *(col[i] for col in columns)] for i, name in enumerate(FIGURES)]
    return headers, rows


def by_row_headers() -> list[str]:
    return [
        translate("PlayersPage", "Row"),
        translate("PlayersPage", "Won"),
        translate("PlayersPage", "Lost"),
        translate("PlayersPage", "Tied"),
    ]


def by_row_rows(stats: PlayerStats) -> list[list[Cell]]:
    """Each row (front, middle, back) won, lost and tied against each opponent, over every currency."""
    return [
        [row_title(row), *(f"{outcomes[k]:,}" for k in ("won", "lost", "tied"))] for row, outcomes in stats.rows.items()
    ]


def count_rows(stats: PlayerStats) -> list[list[Cell]]:
    """Scoops, fouls, surrenders; royalties and naturals by kind (over every currency)."""
    rows: list[list[Cell]] = []
    rows.append([translate("PlayersPage", "Scoops made"), str(stats.scoops["made"])])
    rows.append([translate("PlayersPage", "Scoops suffered"), str(stats.scoops["suffered"])])
    rows.append([translate("PlayersPage", "Fouls"), str(stats.fouls)])
    rows.append([translate("PlayersPage", "Surrenders"), str(stats.surrenders)])
    rows.append([translate("PlayersPage", "Royalties"), str(sum(stats.royalties.values()))])
    rows += [["    " + _capital(hand_name(hand)), str(n)] for hand, n in stats.royalties.items()]
    rows.append([translate("PlayersPage", "Naturals"), str(sum(stats.naturals.values()))])
    rows += [["    " + natural_name(kind), str(n)] for kind, n in stats.naturals.items()]
    return rows


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def duel_headers() -> list[str]:
    return [
        translate("PlayersPage", "Against"),
        translate("PlayersPage", "Currency"),
        translate("PlayersPage", "Hands"),
        translate("PlayersPage", "Units"),
        translate("PlayersPage", "Money"),
    ]


def duel_rows(stats: PlayerStats) -> list[list[Cell]]:
    """Head to head: what the person received from each other person, net, per currency."""
    return [
        [
            opponent,
            currency or "—",
            f"{duel.hands:,}",
            (units_text(duel.units), duel.units),
            (money_text(duel.money.amount, currency, signed=True), duel.money.amount),
        ]
        for opponent, duels in stats.head_to_head.items()
        for currency, duel in duels.items()
    ]
