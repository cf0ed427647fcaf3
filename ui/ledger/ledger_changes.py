"""The mid-night changes on the ledger's Hands tab: the words of each stake, unit, rules or
seating change drawn between the hands it came between, and the changes from the hand still
to come in a line under the last row."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSortFilterProxyModel
from PySide6.QtWidgets import QLabel, QTableView

from scorekeeper_app.ledger.change_line_delegate import ChangeLineDelegate
from scorekeeper_app.models.ledger_model import LedgerModel, LedgerRole
from scorekeeper_app.wording.session_words import change_lines


class LedgerChanges:
    def __init__(self, view: QTableView, *, model: LedgerModel, proxy: QSortFilterProxyModel) -> None:
        self.model, self.proxy = model, proxy
        self.delegate = ChangeLineDelegate(LedgerRole.HAND_NUMBER, view, row_of=self.view_row)
        view.setItemDelegate(self.delegate)
        self.next_label = QLabel()
        self.next_label.setObjectName("ledgerNextChanges")
        self.next_label.setWordWrap(True)
        self.next_label.hide()

    def show(self, session: Any) -> None:
        lines: dict[int, list[str]] = {}
        for change in change_lines(session) if session is not None else []:
            lines.setdefault(change.from_hand, []).append(change.text)
        texts = {hand: "\n".join(words) for hand, words in lines.items()}
        self.delegate.changes = {hand: text for hand, text in texts.items() if self.source_row(hand) >= 0}
        self.delegate.fit_rows()
        self.next_label.setText("\n".join(text for hand, text in texts.items() if hand not in self.delegate.changes))
        self.next_label.setVisible(bool(self.next_label.text()))

    def source_row(self, number: int) -> int:
        try:
            return self.model.row_of(number)
        except KeyError:  # a change from the hand not recorded yet
            return -1

    def view_row(self, number: int) -> int:
        source = self.source_row(number)
        return self.proxy.mapFromSource(self.model.index(source, 0)).row() if source >= 0 else -1

    def rows(self) -> dict[int, str]:
        """The hands whose row opens with the words of a change, and what changed."""
        return dict(self.delegate.changes)

    def text(self) -> str:
        """Every change in force, one a line ("from hand 13: Amy–Bob €5.00 a unit")."""
        between = "\n".join(text for _, text in sorted(self.delegate.changes.items()))
        return "\n".join(filter(None, (between, self.next_label.text())))
