"""An editor for every rule option, starting from a preset.

Each option's tooltip is the description the engine's :class:`RuleSet` carries;
the editor only gathers raw option values and lets ``resolve_rules`` judge them.
The options live in boxes that each build their inputs and map them to and from the
engine's options (rules_boxes.py, rules_royalties.py, rules_more.py); the editor lays
them out, follows every change and shows what the engine says of the result.
"""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QHBoxLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from scorekeeper.errors import InputError
from scorekeeper.game import OPTION_NAMES, RuleSet, resolve_rules
from scorekeeper_app.session.rules_boxes import GameBox, NaturalsBox, ScoringBox
from scorekeeper_app.session.rules_inputs import select
from scorekeeper_app.session.rules_more import MoreRulesBox
from scorekeeper_app.session.rules_royalties import RoyaltiesBox
from scorekeeper_app.wording.i18n import translate
from scorekeeper_app.wording.rules_words import (
    CUSTOM,
    OPTION_DESCRIPTIONS,
    PRESET_TITLES,
    describe,
    preset_name,
    rules_title,
    surrender_range,
    surrender_warning,
    titles,
)

# Imported from here by the dialogs, the window's headers and the tests.
__all__ = ["OPTION_DESCRIPTIONS", "RulesEditor", "preset_name", "rules_title", "surrender_range", "surrender_warning"]


class OptionBox(Protocol):
    """What the editor asks of each of its boxes."""

    def editors(self) -> list[QWidget]: ...
    def options(self) -> dict[str, Any]: ...
    def set_rules(self, rules: RuleSet) -> None: ...


class RulesEditor(QWidget):
    """Preset chooser plus an editor for every option of :class:`RuleSet`."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._loading = False
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addLayout(self._preset_row())
        columns = QHBoxLayout()
        outer.addLayout(columns, 1)
        left = QVBoxLayout()
        right = QVBoxLayout()
        columns.addLayout(left, 1)
        columns.addLayout(right, 1)
        self.scoring_box = ScoringBox()
        left.addWidget(self.scoring_box)
        self.naturals_box = NaturalsBox()
        left.addWidget(self.naturals_box)
        self.more = MoreRulesBox(describe)
        left.addWidget(self.more)
        left.addStretch(1)
        self.game_box = GameBox()
        right.addWidget(self.game_box)
        self.royalties_box = RoyaltiesBox()
        right.addWidget(self.royalties_box, 1)
        self.error = QLabel()
        self.error.setObjectName("error")
        self.error.setWordWrap(True)
        outer.addWidget(self.error)
        self._follow_edits()
        self.set_rules(resolve_rules(None))

    def _preset_row(self) -> QHBoxLayout:
        top = QHBoxLayout()
        self.preset = QComboBox()
        for key, title in titles(PRESET_TITLES).items():
            self.preset.addItem(title, key)
        self.preset.setToolTip(
            translate("RulesEditor", "Start from a named rule set; any change below makes the rules custom")
        )
        top.addWidget(QLabel(translate("RulesEditor", "Preset:")))
        top.addWidget(self.preset, 1)
        return top

    def _boxes(self) -> tuple[OptionBox, ...]:
        return (self.scoring_box, self.naturals_box, self.more, self.game_box, self.royalties_box)

    def _follow_edits(self) -> None:
        self.preset.currentIndexChanged.connect(self._preset_chosen)
        self.royalties_box.edited.connect(self._edited)
        for box in self._boxes():
            for widget in box.editors():
                if isinstance(widget, QLineEdit):
                    widget.textChanged.connect(self._edited)
                elif isinstance(widget, QComboBox):
                    widget.currentIndexChanged.connect(self._edited)
                elif isinstance(widget, QCheckBox):
                    widget.toggled.connect(self._edited)

    # -- reading and writing -------------------------------------------------------------------
    def options(self) -> dict[str, Any]:
        """The raw option values shown (``resolve_rules`` checks them)."""
        options: dict[str, Any] = {}
        for box in self._boxes():
            options.update(box.options())
        assert set(options) == set(OPTION_NAMES)
        return options

    def rules(self) -> RuleSet:
        """The rules as edited; raises InputError naming the bad option."""
        return resolve_rules(self.options())

    def set_rules(self, rules: RuleSet) -> None:
        self._loading = True
        try:
            select(self.preset, preset_name(rules))
            for box in self._boxes():
                box.set_rules(rules)
        finally:
            self._loading = False
        self._edited()

    def _preset_chosen(self, _index: int) -> None:
        if self._loading:
            return
        name = self.preset.currentData()
        if name != CUSTOM:
            self.set_rules(resolve_rules(name))

    def _edited(self, *_args: Any) -> None:
        if self._loading:
            return
        for switched in (self.scoring_box, self.naturals_box, self.game_box):
            switched.follow_switches()
        try:
            rules = self.rules()
        except InputError as exc:
            self.error.setText(str(exc))
            self.scoring_box.surrender_warning.hide()
            self.changed.emit()
            return
        self.error.setText("")
        warning = surrender_warning(rules.surrender, rules.scoring, rules.scoop_multiplier)
        self.scoring_box.surrender_warning.setText("⚠ " + warning if warning else "")
        self.scoring_box.surrender_warning.setVisible(bool(warning))
        self._loading = True
        select(self.preset, preset_name(rules))
        self._loading = False
        self.changed.emit()
