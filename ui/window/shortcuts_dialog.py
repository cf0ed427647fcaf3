"""F1: a short guide to entering, correcting, changing and settling, and every keyboard
shortcut of the window (read from its actions) as the guide's last page."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from scorekeeper_app.window.actions import shortcut_rows
from scorekeeper_app.wording.i18n import QT_TRANSLATE_NOOP, translate

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


GUIDE = [  # (page title, text), shown translated
    (
        QT_TRANSLATE_NOOP("Guide", "Entering a hand"),
        QT_TRANSLATE_NOOP(
            "Guide",
            "Type each seat's cards row by row, rank then suit (6s6c4h): a full row moves on by itself, "
            "and a card typed into a full row goes to the next row with room. Backspace takes the last card "
            "back; Ctrl+Z undoes any change to the entry. The result shows as soon as every seat is complete; "
            "Ctrl+Enter records the hand and the button moves to the next dealer.",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("Guide", "Correcting"),
        QT_TRANSLATE_NOOP(
            "Guide",
            "Undo in the Edit menu (Ctrl+Alt+Z) takes back the last recorded action and says which one. "
            "To correct an older hand, select it in the Ledger (Ctrl+2) and choose Edit… or Void…: "
            "you are asked why, and the hand keeps its whole history.",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("Guide", "Changing stakes, players and rules"),
        QT_TRANSLATE_NOOP(
            "Guide",
            "The Session menu changes things from the next hand on: Stakes and unit… (Ctrl+Shift+M) for a pair's "
            "own stake or the table's unit, Rules… (Ctrl+Shift+R), Players and seats… (Ctrl+Shift+P) to leave, "
            "join, swap or reorder. Each seat's ⋯ menu has the same for its player. Every change is one recorded "
            "action that Undo takes back, and the Ledger lists it between the hands.",
        ),
    ),
    (
        QT_TRANSLATE_NOOP("Guide", "Settling up"),
        QT_TRANSLATE_NOOP(
            "Guide",
            "Settle up (Ctrl+3) shows each balance and the payments, by pair or in the fewest transfers. "
            "Copy as text gives a message for the group chat, ending with the ledger's fingerprint. "
            "Mark settled when everyone has paid; the session can be reopened with a reason.",
        ),
    ),
]


class ShortcutsDialog(QDialog):
    def __init__(self, actions: Sequence[QAction], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Guide", "Guide and keyboard shortcuts"))
        self.resize(620, 620)
        self.pages = QTabWidget()
        for title, text in GUIDE:
            page = QLabel(translate("Guide", text))
            page.setWordWrap(True)
            page.setMargin(14)
            page.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
            self.pages.addTab(page, translate("Guide", title))
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
        self.pages.addTab(table, translate("Shortcuts", "Keyboard shortcuts"))
        layout = QVBoxLayout(self)
        layout.addWidget(self.pages)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
