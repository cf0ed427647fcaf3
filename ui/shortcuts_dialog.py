"""Every keyboard shortcut of the window, read from its actions (F1)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from scorekeeper_app.actions import shortcut_rows
from scorekeeper_app.i18n import QT_TRANSLATE_NOOP, translate

TYPING = [  # shown translated
    (
        QT_TRANSLATE_NOOP("Shortcuts", "Type a card"),
        QT_TRANSLATE_NOOP("Shortcuts", "rank then suit: 6s, 10h, T♥, kd (spaces and commas are fine)"),
    ),
    (QT_TRANSLATE_NOOP("Shortcuts", "Remove the last card"), QT_TRANSLATE_NOOP("Shortcuts", "Backspace")),
    (
        QT_TRANSLATE_NOOP("Shortcuts", "Next row / previous row"),
        QT_TRANSLATE_NOOP("Shortcuts", "Tab / Shift+Tab (or ↓ / ↑)"),
    ),
]


class ShortcutsDialog(QDialog):
    def __init__(self, actions: Sequence[QAction], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Shortcuts", "Keyboard shortcuts"))
        self.resize(560, 620)
        typing = [(translate("Shortcuts", what), translate("Shortcuts", keys)) for what, keys in TYPING]
        rows = typing + sorted(set(shortcut_rows(list(actions))), key=lambda r: r[0].casefold())
        table = QTableWidget(len(rows), 2)
        table.setHorizontalHeaderLabels([translate("Shortcuts", "Action"), translate("Shortcuts", "Keys")])
        table.verticalHeader().hide()
        table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        for r, (text, keys) in enumerate(rows):
            table.setItem(r, 0, QTableWidgetItem(text))
            table.setItem(r, 1, QTableWidgetItem(keys))
        self.table = table
        layout = QVBoxLayout(self)
        layout.addWidget(table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
