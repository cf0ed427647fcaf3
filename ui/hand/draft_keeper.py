"""The unfinished hand kept in the book, the offer to take it back after a restart, and the
banners above the Hand page's seats (a kept hand offered back; a settled session).

A kept draft stays offered until the scorekeeper chooses *Continue* or *Discard*:
typing meanwhile never overwrites it, and Discard is one step on the entry's undo
stack, so Ctrl+Z brings the offer (and the draft in the book) back.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtGui import QUndoCommand, QUndoStack
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton

from scorekeeper.errors import InputError
from scorekeeper_app.controller import SessionController
from scorekeeper_app.hand.hand_entry import ROWS
from scorekeeper_app.wording.i18n import translate

STORAGE_ERRORS = (InputError, OSError, sqlite3.Error)  # a book's failures (BookError is an InputError)


class Banner(QFrame):
    """A line of text above the seats with its buttons (a kept draft, a correction, a settled session);
    hidden until shown. One look for all of them (the stylesheet's ``QFrame[role="banner"]``)."""

    def __init__(self, name: str, buttons: Sequence[QPushButton], text: str = "") -> None:
        super().__init__()
        self.setObjectName(name)
        self.setProperty("role", "banner")
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 6, 12, 6)
        self.label = QLabel(text)
        self.label.setWordWrap(True)
        row.addWidget(self.label, 1)
        for button in buttons:
            row.addWidget(button)
        self.hide()


class DraftBanner(Banner):
    """ "An unfinished hand 12 was kept ... [Continue it] [Discard]"."""

    def __init__(self) -> None:
        self.restore_button = QPushButton(translate("HandPage", "Continue it"))
        self.discard_button = QPushButton(translate("HandPage", "Discard"))
        super().__init__("draftBanner", [self.restore_button, self.discard_button])

    def offer(self, draft: dict[str, Any]) -> None:
        count = sum(
            len(str(p.get(row, "")).split()) for p in draft.get("players", []) if isinstance(p, dict) for row in ROWS
        )
        at = str(draft.get("saved", ""))[11:16]
        text = (
            translate("HandPage", "An unfinished hand {number} was kept (saved at {time}): {count} cards entered.")
            if at
            else translate("HandPage", "An unfinished hand {number} was kept: {count} cards entered.")
        )
        self.label.setText(text.format(number=draft.get("hand", ""), time=at, count=count))
        self.show()


class SettledBanner(Banner):
    """ "This session is settled: the Hand page is read-only. [Reopen…]"."""

    def __init__(self, reopen: Callable[[], None]) -> None:
        self.reopen_button = QPushButton(translate("HandPage", "Reopen…"))
        self.reopen_button.clicked.connect(reopen)
        text = translate("HandPage", "This session is settled: its Hand page is read-only.")
        super().__init__("settledBanner", [self.reopen_button], text)


class DraftStore:
    """The open session's draft row in the book, read and written through the controller's book."""

    def __init__(self, controller: SessionController, report: Callable[[str], None]) -> None:
        self.controller, self.report = controller, report

    def read(self) -> dict[str, Any] | None:
        sid = self.controller.session_id
        try:
            text = self.controller.book.draft(sid) if sid else None
        except STORAGE_ERRORS as exc:  # the book could not be read: say so, offer nothing
            self.report(translate("HandPage", "The draft could not be kept: {problem}").format(problem=exc))
            return None
        if not text:
            return None
        try:
            draft = json.loads(text)
        except ValueError:
            return None
        return draft if isinstance(draft, dict) else None

    def write(self, draft: dict[str, Any]) -> None:
        sid = self.controller.session_id
        if sid is None:
            return
        try:
            self.controller.book.save_draft(sid, json.dumps(draft))
        except STORAGE_ERRORS as exc:
            self.report(translate("HandPage", "The draft could not be kept: {problem}").format(problem=exc))

    def clear(self) -> None:
        sid = self.controller.session_id
        try:
            if sid and self.controller.book.draft(sid) is not None:
                self.controller.book.clear_draft(sid)
        except STORAGE_ERRORS as exc:
            self.report(translate("HandPage", "The draft could not be kept: {problem}").format(problem=exc))


class DiscardDraft(QUndoCommand):
    """Discard the kept hand; undo offers it again and keeps it in the book again."""

    def __init__(self, draft: dict[str, Any], *, store: DraftStore, offer: Callable[[dict[str, Any] | None], None]):
        super().__init__(translate("Commands", "discard the kept hand {number}").format(number=draft.get("hand", "")))
        self.draft, self.store, self.offer = draft, store, offer

    def redo(self) -> None:
        self.store.clear()
        self.offer(None)

    def undo(self) -> None:
        self.store.write(self.draft)
        self.offer(self.draft)


def discard(stack: QUndoStack, draft: dict[str, Any], *, store: DraftStore, offer: Any) -> None:
    stack.push(DiscardDraft(draft, store=store, offer=offer))
