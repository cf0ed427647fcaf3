"""The dialogs of the Session menu: stakes and the table's unit, rules, who sits.

Each dialog only gathers values; :mod:`scorekeeper_app.session.session_changes` turns them
into recorded actions through the controller (one action each, each undoable).
"""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from decimal import Decimal

from PySide6.QtCore import Qt
from PySide6.QtGui import QFocusEvent
from PySide6.QtWidgets import (
    QAbstractItemDelegate,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from scorekeeper.amounts import format_amount, parse_amount
from scorekeeper.errors import InputError
from scorekeeper.game import RuleSet, StakeTable
from scorekeeper_app.models.stakes_model import StakesModel
from scorekeeper_app.wording.i18n import translate


def commit_open_editor(view: QAbstractItemView) -> None:
    """Commit the cell being typed in (Enter reaches the dialog before the delegate commits)."""
    editor = QApplication.focusWidget()
    if view.state() == QAbstractItemView.State.EditingState and editor is not None and view.isAncestorOf(editor):
        view.commitData(editor)
        view.closeEditor(editor, QAbstractItemDelegate.EndEditHint.NoHint)


class StakesView(QTableView):
    """Arriving by Tab lands on the first pair's cell, ready for typing."""

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        model = self.model()
        current = self.currentIndex()
        if model is not None and model.rowCount() > 1 and (not current.isValid() or current.row() == current.column()):
            self.setCurrentIndex(model.index(0, 1))


def stakes_view(model: StakesModel) -> QTableView:
    """A stakes grid edited by typing: any key starts the cell, Enter commits it."""
    view = StakesView()
    view.setObjectName("stakesView")
    view.setModel(model)
    view.setEditTriggers(
        QAbstractItemView.EditTrigger.DoubleClicked
        | QAbstractItemView.EditTrigger.EditKeyPressed
        | QAbstractItemView.EditTrigger.AnyKeyPressed
    )
    view.setTabKeyNavigation(False)  # Tab leaves the grid; arrows move inside it
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
    view.verticalHeader().setDefaultSectionSize(36)
    return view


def _buttons(dialog: QDialog, ok: str) -> QDialogButtonBox:
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
    box.button(QDialogButtonBox.StandardButton.Ok).setText(ok)
    box.accepted.connect(dialog.accept)
    box.rejected.connect(dialog.reject)
    return box


class StakesDialog(QDialog):
    """The table's unit and each pair's own stake, from hand ``from_hand`` on."""

    def __init__(
        self, players: Sequence[str], stakes: StakeTable, *, from_hand: int, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("stakesDialog")
        self.setWindowTitle(translate("ChangeDialogs", "Stakes from hand {number}").format(number=from_hand))
        self.before = stakes
        self.players = list(players)
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.unit = QLineEdit(format_amount(stakes.unit))
        self.unit.setObjectName("unitEdit")
        form.addRow(translate("ChangeDialogs", "&Table unit (every pair without its own)"), self.unit)
        layout.addLayout(form)
        hint = QLabel(translate("ChangeDialogs", "Type a pair's own stake in its cell; clear it for the table unit."))
        hint.setObjectName("muted")
        hint.setWordWrap(True)
        layout.addWidget(hint)
        self.model = self._stakes_model(stakes)
        self.view = stakes_view(self.model)
        layout.addWidget(self.view)
        self.error = QLabel()
        self.error.setObjectName("error")
        layout.addWidget(self.error)
        self.model.error.connect(self.error.setText)
        self.unit.textChanged.connect(self._unit_changed)
        layout.addWidget(_buttons(self, translate("ChangeDialogs", "Change stakes")))
        self.resize(520, 360)
        self.unit.setFocus()
        self.unit.selectAll()

    def _stakes_model(self, stakes: StakeTable) -> StakesModel:
        """The pairs grid as it stands: the table unit, and the own stakes of the pairs still seated."""
        model = StakesModel(self)
        model.set_players(self.players)
        model.set_unit(stakes.unit)
        known = set(self.players)
        model.overrides = {pair: value for pair, value in stakes.pairs.items() if pair <= known}
        return model

    def _unit_changed(self, text: str) -> None:
        with contextlib.suppress(ValueError):
            self.model.set_unit(parse_amount(text))

    def new_unit(self) -> Decimal | None:
        """The table's new unit, or None when unchanged; raises InputError when unreadable."""
        try:
            unit = parse_amount(self.unit.text())
        except ValueError as exc:
            raise InputError(translate("ChangeDialogs", "table unit: {problem}").format(problem=exc)) from None
        if unit <= 0:
            raise InputError(translate("ChangeDialogs", "table unit: must be more than 0"))
        return None if unit == self.before.unit else unit

    def pair_changes(self) -> list[tuple[str, str, Decimal]]:
        """Pairs whose stake changes (a cleared cell goes back to the table unit)."""
        unit = self.new_unit() or self.before.unit
        out = []
        for i, a in enumerate(self.players):
            for b in self.players[i + 1 :]:
                pair = frozenset((a, b))
                old, new = self.before.pairs.get(pair), self.model.overrides.get(pair)
                if new is not None and new != old:
                    out.append((a, b, new))
                elif new is None and old is not None and old != unit:
                    out.append((a, b, unit))
        return out

    def accept(self) -> None:
        commit_open_editor(self.view)
        try:
            self.new_unit()
        except InputError as exc:
            self.error.setText(str(exc))
            return
        super().accept()


class RulesDialog(QDialog):
    """The same rules editor as a new session's, from hand ``from_hand`` on."""

    def __init__(self, rules: RuleSet, *, from_hand: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        from scorekeeper_app.session.rules_editor import RulesEditor  # loaded when first needed

        self.setObjectName("rulesDialog")
        self.setWindowTitle(translate("ChangeDialogs", "Rules from hand {number}").format(number=from_hand))
        layout = QVBoxLayout(self)
        from scorekeeper_app.widgets.scroll_page import ScrollPage

        self.editor = RulesEditor()
        self.editor.set_rules(rules)
        layout.addWidget(ScrollPage(self.editor), 1)  # the editor is taller than a laptop's screen
        layout.addWidget(_buttons(self, translate("ChangeDialogs", "Change rules")))
        self.before = rules
        self.resize(900, 640)
        self.editor.preset.setFocus()  # the first choice, not the scroll area around the editor

    def rules(self) -> RuleSet:
        return self.editor.rules()


class SeatingDialog(QDialog):
    """Who sits from the next hand on, in seating order: leave, join, swap, reorder."""

    def __init__(
        self,
        seated: Sequence[str],
        known: Sequence[str],
        *,
        from_hand: int,
        limits: tuple[int, int],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("seatingDialog")
        self.setWindowTitle(translate("ChangeDialogs", "Seats from hand {number}").format(number=from_hand))
        self.limits = limits
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(translate("ChangeDialogs", "Seated, clockwise (the first sits in seat 1):")))
        layout.addLayout(self._seat_list(seated))
        layout.addLayout(self._join_row(seated, known))
        self.error = QLabel()
        self.error.setObjectName("error")
        layout.addWidget(self.error)
        layout.addWidget(_buttons(self, translate("ChangeDialogs", "Seat them")))
        self.up.clicked.connect(lambda: self.move_player(-1))
        self.down.clicked.connect(lambda: self.move_player(1))
        self.leave.clicked.connect(self.remove)
        self.join.clicked.connect(self.add)
        self.name.lineEdit().returnPressed.connect(self.add)  # type: ignore[union-attr]
        self.resize(440, 380)
        self.name.setFocus()  # the field one types into: a player joins by name

    def _seat_list(self, seated: Sequence[str]) -> QHBoxLayout:
        """The seated players in order (drag to reorder), with Move up, Move down and Leaves beside."""
        row = QHBoxLayout()
        self.seats = QListWidget()
        self.seats.setObjectName("seatList")
        self.seats.addItems(list(seated))
        self.seats.setCurrentRow(0)
        self.seats.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        row.addWidget(self.seats, 1)
        side = QVBoxLayout()
        self.up = QPushButton(translate("ChangeDialogs", "Move &up"))
        self.down = QPushButton(translate("ChangeDialogs", "Move &down"))
        self.leave = QPushButton(translate("ChangeDialogs", "&Leaves"))
        for button in (self.up, self.down, self.leave):
            side.addWidget(button)
        side.addStretch(1)
        row.addLayout(side)
        return row

    def _join_row(self, seated: Sequence[str], known: Sequence[str]) -> QHBoxLayout:
        """A returning player (from the book) or a new name, and Joins."""
        join = QHBoxLayout()
        self.name = QComboBox()
        self.name.setObjectName("joinName")
        self.name.setEditable(True)
        self.name.addItems([""] + [n for n in known if n not in seated])
        self.name.lineEdit().setPlaceholderText(translate("ChangeDialogs", "a returning player or a new name"))  # type: ignore[union-attr]
        self.join = QPushButton(translate("ChangeDialogs", "&Joins"))
        join.addWidget(self.name, 1)
        join.addWidget(self.join)
        return join

    def players(self) -> list[str]:
        return [self.seats.item(i).text() for i in range(self.seats.count())]

    def move_player(self, step: int) -> None:
        row = self.seats.currentRow()
        target = row + step
        if row < 0 or not 0 <= target < self.seats.count():
            return
        item = self.seats.takeItem(row)
        self.seats.insertItem(target, item)
        self.seats.setCurrentRow(target)

    def remove(self) -> None:
        row = self.seats.currentRow()
        if row >= 0:
            self.seats.takeItem(row)

    def add(self) -> None:
        name = self.name.currentText().strip()
        if not name:
            return
        if name.casefold() in (p.casefold() for p in self.players()):
            self.error.setText(translate("ChangeDialogs", "{name} is seated already").format(name=name))
            return
        self.seats.addItem(name)
        self.seats.setCurrentRow(self.seats.count() - 1)
        self.name.setCurrentText("")
        self.error.clear()

    def keyPressEvent(self, event: object) -> None:  # Enter in the name field joins; it never closes the dialog
        from PySide6.QtGui import QKeyEvent

        if (
            isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and self.name.lineEdit() is not None
            and self.name.lineEdit().hasFocus()  # type: ignore[union-attr]
        ):
            return
        super().keyPressEvent(event)  # type: ignore[arg-type]

    def accept(self) -> None:
        low, high = self.limits
        count = len(self.players())
        if not low <= count <= high:
            self.error.setText(
                translate("ChangeDialogs", "Seat {low} to {high} players (now {count})").format(
                    low=low, high=high, count=count
                )
            )
            return
        super().accept()
