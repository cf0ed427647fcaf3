"""Banker mode (rule option ``banker``, 坐庄) on the Hand page: who banks, and each other
player's multiple 1-5 for their pair with the banker, one box per player.

Shown only under rules with a banker; the dealer of the hand is the banker. The multiples
go into the hand's entry (``"multiple"`` per player), which the engine scores.
"""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QLabel, QSpinBox, QWidget

from scorekeeper.game import RuleSet
from scorekeeper_app.hand.hand_entry import HandEntryModel
from scorekeeper_app.wording.i18n import translate


class BankerStrip(QWidget):
    """The banker and the other players' multiples of the hand being entered."""

    def __init__(self, model: HandEntryModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("bankerStrip")
        self.model = model
        self.banker_mode = False
        self.layout_ = QHBoxLayout(self)
        self.layout_.setContentsMargins(0, 0, 0, 0)
        self.title = QLabel()
        self.layout_.addWidget(self.title)
        self.boxes: dict[int, QSpinBox] = {}
        self._shown: tuple[tuple[str, ...], str | None] | None = None
        self.layout_.addStretch(1)
        model.changed.connect(self.sync)
        self.hide()

    def set_rules(self, rules: RuleSet) -> None:
        self.banker_mode = rules.banker is not None
        self._shown = None
        self.sync()

    def sync(self) -> None:
        """Rebuild when the seats or the banker change, else show the model's multiples."""
        self.setVisible(self.banker_mode and bool(self.model.seats))
        if not self.isVisible():
            return
        key = (tuple(self.model.seats), self.model.dealer)
        if key != self._shown:
            self._rebuild()
            self._shown = key
        for seat, box in self.boxes.items():
            box.blockSignals(True)
            box.setValue(self.model.multiple[seat] or 1)
            box.blockSignals(False)

    def _rebuild(self) -> None:
        for box in self.boxes.values():
            self.layout_.removeWidget(box)
            box.deleteLater()
        for label in self.findChildren(QLabel, "multipleName"):
            self.layout_.removeWidget(label)
            label.deleteLater()
        self.boxes = {}
        self.title.setText(
            translate("BankerStrip", "坐庄: {banker} banks · multiples:").format(banker=self.model.dealer or "?")
        )
        at = 1
        for seat, name in enumerate(self.model.seats):
            if name == self.model.dealer:
                continue
            label = QLabel(name)
            label.setObjectName("multipleName")
            box = QSpinBox()
            box.setRange(1, 5)
            box.setPrefix("×")
            box.setToolTip(
                translate("BankerStrip", "{name}'s pair with the banker is multiplied by this").format(name=name)
            )
            box.valueChanged.connect(lambda value, seat=seat: self.model.set_multiple(seat, value))
            self.layout_.insertWidget(at, label)
            self.layout_.insertWidget(at + 1, box)
            at += 2
            self.boxes[seat] = box
