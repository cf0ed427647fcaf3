"""Merging and unmerging from the Players page: which names, asked in a list; the command on the
page's undo stack (Edit > Undo takes it back while the page shows)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QInputDialog, QWidget

from scorekeeper.book import Book
from scorekeeper.errors import InputError
from scorekeeper.players import Person, current
from scorekeeper_app.players.register_commands import RegisterCommand, merge_command, unmerge_command
from scorekeeper_app.wording.i18n import translate


class RegisterEditor(QObject):
    """The Players page's merge, unmerge and undo: a part of the page."""

    changed = Signal()  # the register changed: read it again
    failed = Signal(str)  # a refusal, in words

    def __init__(self, book: Callable[[], Book], parent: QWidget) -> None:
        super().__init__(parent)
        self.book = book
        self.parent_widget = parent
        self.stack = QUndoStack(self)

    def _done(self, problem: str) -> None:
        if problem:
            self.failed.emit(problem)
        self.changed.emit()

    def merge_into(self, person: Person | None) -> None:
        """Ask which other person becomes one of ``person``'s names, then merge."""
        if person is None:
            self.failed.emit(translate("PlayersPage", "Select a player first"))
            return
        register, played = current(self.book())
        others = [p.name for p in register.people(played) if p.name != person.name]
        other = self.choose(
            translate("PlayersPage", "Merge players"),
            translate("PlayersPage", "Which player is also {player}? Their names become {player}'s.").format(
                player=person.name
            ),
            others,
        )
        if other:
            self._push(merge_command(self.book(), person.name, other, self._done))

    def unmerge_from(self, person: Person | None) -> None:
        """Ask which of ``person``'s other names is a person of their own again, then unmerge."""
        if person is None or not person.aliases:
            self.failed.emit(translate("PlayersPage", "Select a player with other names first"))
            return
        other = self.choose(
            translate("PlayersPage", "Unmerge a name"),
            translate("PlayersPage", "Which of {player}'s names is someone else?").format(player=person.name),
            list(person.aliases),
        )
        if other:
            self._push(unmerge_command(self.book(), person.name, other, self._done))

    def _push(self, command: RegisterCommand) -> None:
        try:
            command.record()
        except InputError as exc:
            self.failed.emit(str(exc))
            return
        self.stack.push(command)

    def choose(self, title: str, label: str, items: Sequence[str]) -> str | None:
        """One of ``items``, chosen in a list (tests answer the dialog with the keyboard)."""
        if not items:
            self.failed.emit(translate("PlayersPage", "There is nobody else in the register"))
            return None
        dialog = QInputDialog(self.parent_widget)
        dialog.setObjectName("playersChoice")
        dialog.setWindowTitle(title)
        dialog.setLabelText(label)
        dialog.setComboBoxItems(list(items))
        dialog.setComboBoxEditable(False)
        if dialog.exec() != QInputDialog.DialogCode.Accepted:
            return None
        return dialog.textValue() or None
