"""The new-session dialog's seats: one combo per seat, clockwise, then the first dealer.

The grid shows as many seats as it is told (the dialog asks the rules how many); it never
hides a seat that holds a name, so narrower rules cannot silently drop a typed player:
such a seat stays in view (see :meth:`SeatGrid.overflow`) until it is cleared.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QComboBox, QCompleter, QGridLayout, QGroupBox, QLabel, QWidget

from scorekeeper_app.wording.i18n import translate

SEATS = 4  # the table before any rules ask for more: a classic game's four


class SeatGrid(QGroupBox):
    """Seats 1..n, then the first dealer (one Tab stop) after the last seat."""

    grown = Signal()  # seats were added: the dialog chains Tab through them
    edited = Signal()  # a seat's name changed

    def __init__(self, known_players: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(translate("NewSession", "Players in seating order (clockwise) and the first dealer"), parent)
        self._known = list(known_players)
        self._grid = QGridLayout(self)
        self._count = SEATS
        self.seats: list[QComboBox] = []
        self._labels: list[QLabel] = []
        # one stop for the dealer (radio buttons between the seats took a Tab each)
        self.dealer_choice = QComboBox()
        self.dealer_choice.setObjectName("dealerChoice")
        self.dealer_choice.setToolTip(
            translate("NewSession", "Deals the first hand (the button then moves one seat clockwise each hand)")
        )
        self._dealer_label = QLabel(translate("NewSession", "First &dealer"))
        self._dealer_label.setBuddy(self.dealer_choice)
        self._build_seats(SEATS)
        self._grid.setColumnStretch(1, 1)

    def _build_seats(self, count: int) -> None:
        """Seats up to ``count``, with the dealer row moved below the last of them."""
        for i in range(len(self.seats), count):
            combo = seat_combo(i, self._known)
            label = QLabel(translate("NewSession", "Seat &{number}").format(number=i + 1))
            label.setBuddy(combo)
            self._grid.addWidget(label, i, 0)
            self._grid.addWidget(combo, i, 1)
            combo.editTextChanged.connect(self.edited)
            combo.lineEdit().editingFinished.connect(self._tidy)  # type: ignore[union-attr]
            self.seats.append(combo)
            self._labels.append(label)
        self._grid.addWidget(self._dealer_label, len(self.seats), 0)
        self._grid.addWidget(self.dealer_choice, len(self.seats), 1)

    # -- how many seats ---------------------------------------------------------------------------
    @property
    def count(self) -> int:
        """The seats the rules have (a filled seat past them stays in view, see :meth:`overflow`)."""
        return self._count

    def fit(self, count: int) -> None:
        """Show ``count`` seats; seats past them hide once empty (a filled one stays in view)."""
        self._count = count
        if count > len(self.seats):
            self._build_seats(count)
            self.grown.emit()
        self._tidy()

    def _tidy(self) -> None:
        """Seats past the count hide when empty and left (hiding the one typed in would lose the focus)."""
        for i, (combo, label) in enumerate(zip(self.seats, self._labels, strict=True)):
            shown = i < self._count or bool(combo.currentText().strip()) or combo.hasFocus()
            combo.setVisible(shown)
            label.setVisible(shown)

    def overflow(self) -> list[str]:
        """The names typed in seats past the ones shown (the rules seat fewer)."""
        return [name for combo in self.seats[self._count :] if (name := combo.currentText().strip())]

    # -- reading ----------------------------------------------------------------------------------
    def players(self) -> list[str]:
        """The names typed, in seat order (an empty seat is skipped)."""
        return [name for combo in self.seats if (name := combo.currentText().strip())]

    def typed(self) -> list[str]:
        """The names as typed, in seat order: leaving a seat turns a typed "bob" into a known "Bob"
        (its completer ignores case); the close-name prompt asks about that instead."""
        return [name for combo in self.seats if (name := _typed(combo))]

    def rename(self, names: Mapping[str, str]) -> None:
        """Seats typed as a key of ``names`` hold its value (the close-name prompt's answers)."""
        for combo in self.seats:
            if (typed := _typed(combo)) in names:
                combo.setCurrentText(names[typed])

    def offer_dealers(self, names: Sequence[str]) -> None:
        """The dealer choice lists the seated players, keeping the one chosen while they sit."""
        chosen = self.dealer_choice.currentText()
        self.dealer_choice.blockSignals(True)
        self.dealer_choice.clear()
        self.dealer_choice.addItems(list(dict.fromkeys(names)))
        self.dealer_choice.setCurrentIndex(max(0, self.dealer_choice.findText(chosen)))
        self.dealer_choice.blockSignals(False)


def _typed(combo: QComboBox) -> str:
    """What the user typed in the seat when the seat's name differs from it only in case, else the name."""
    name = combo.currentText().strip()
    typed = str(combo.property("typed") or "").strip()
    return typed if name and typed.casefold() == name.casefold() else name


def seat_combo(index: int, known_players: Sequence[str]) -> QComboBox:
    """A seat: the book's players to pick from (completed case-insensitively) or a new name."""
    combo = QComboBox()
    combo.setEditable(True)
    combo.addItems([""] + list(known_players))
    combo.setCurrentIndex(0)
    combo.lineEdit().setPlaceholderText(  # type: ignore[union-attr]
        translate("NewSession", "pick a player or type a new name")
        if index < 2
        else translate("NewSession", "empty seat")
    )
    completer = QCompleter(list(known_players), combo)
    completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    combo.setCompleter(completer)
    combo.lineEdit().textEdited.connect(lambda text: combo.setProperty("typed", text))  # type: ignore[union-attr]
    combo.setToolTip(translate("NewSession", "Players already in the book are listed; type a name to add a new player"))
    combo.setObjectName(f"seatCombo{index}")
    return combo
