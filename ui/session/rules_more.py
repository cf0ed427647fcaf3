"""The rules editor's "More rules" box: every option of score-cli.md's "More rule options"
(suits, the 2-7 qualifier, naturals, the 十三水 room rules, caps, Fantasy Land's entry).

Like the rest of the editor it only gathers raw option values; ``resolve_rules`` judges them.
Each tooltip is the engine's own description of the option (``describe``).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from decimal import Decimal
from typing import Any

from PySide6.QtWidgets import QCheckBox, QFormLayout, QGroupBox, QHBoxLayout, QLineEdit, QWidget

from scorekeeper.amounts import format_amount
from scorekeeper.game import MORE_OPTIONS, SUIT_CHARS, SUIT_SYMBOLS, RuleSet
from scorekeeper_app.session.rules_inputs import combo, select
from scorekeeper_app.wording.i18n import QT_TRANSLATE_NOOP, translate

# The engine's descriptions of these options, word for word (tests/test_translations.py checks).
MORE_DESCRIPTIONS = {
    "suit_order": QT_TRANSLATE_NOOP(
        "RuleDescriptions",
        "Suits break ties between rows of equal rank, strongest first (shcd: spades > hearts > clubs > diamonds): "
        "the first card in ranking order whose suits differ decides, in scoring and in the setting rule.",
    ),
    "lowball_qualifier": QT_TRANSLATE_NOOP(
        "RuleDescriptions",
        "With a deuce-to-seven middle: it must be this low or better (highest card at most this rank, no pair, "
        "straight or flush), else the hand fouls.",
    ),
    "six_pairs_counts": QT_TRANSLATE_NOOP(
        "RuleDescriptions",
        "What makes six pairs: a quad as two pairs and a triple as a pair plus a card; quads only (a triple breaks "
        "it); or plain pairs only.",
    ),
    "natural_rows": QT_TRANSLATE_NOOP(
        "RuleDescriptions",
        "as-set: three flushes, three straights and three straight flushes count only when the rows as entered "
        "make them; any-split: found from the 13 cards.",
    ),
    "natural_vs_natural": QT_TRANSLATE_NOOP(
        "RuleDescriptions", "Two declared naturals: the stronger collects its units (compare), or nothing moves (tie)."
    ),
    "horse_card": QT_TRANSLATE_NOOP(
        "RuleDescriptions",
        "马牌: every pair whose players hold this card is multiplied by the horse multiplier once per holder, "
        "natural, foul and surrender payments included.",
    ),
    "horse_multiplier": QT_TRANSLATE_NOOP("RuleDescriptions", "What the horse card multiplies a pair by (>= 1)."),
    "banker": QT_TRANSLATE_NOOP(
        "RuleDescriptions",
        "坐庄: everyone plays only the banker (the hand's dealer), each at their own multiple 1-5; only the banker "
        "can make a home run.",
    ),
    "extra_suits": QT_TRANSLATE_NOOP(
        "RuleDescriptions",
        "加一色 / 多一色: one more copy of every card of each listed suit (s: 65 cards, 5 players; s and h: 78 cards, "
        "6 players); five of a kind ranks above a straight flush.",
    ),
    "match_hands": QT_TRANSLATE_NOOP(
        "RuleDescriptions", "Sessions: a match ends after this many hands, with its own totals and winner."
    ),
    "royalty_cap": QT_TRANSLATE_NOOP(
        "RuleDescriptions", "A player collects at most this many royalty units in a hand from each opponent."
    ),
    "scoop_cap": QT_TRANSLATE_NOOP(
        "RuleDescriptions", "A pair's payment in a hand where one scoops the other is at most this many units."
    ),
    "home_run_cap": QT_TRANSLATE_NOOP(
        "RuleDescriptions", "A pair's payment in a hand where the payer is part of a home run is at most this."
    ),
    "fantasy_land_entry": QT_TRANSLATE_NOOP(
        "RuleDescriptions", "Fantasy Land: the weakest unfouled front that enters (QQ, KK, AA or trips)."
    ),
    "fantasy_land_low_wheel": QT_TRANSLATE_NOOP(
        "RuleDescriptions", "Fantasy Land: with a deuce-to-seven middle, a 7-5-4-3-2 middle enters too."
    ),
    "button_in_fantasy_land": QT_TRANSLATE_NOOP(
        "RuleDescriptions",
        "stays: after a hand in which anyone played Fantasy Land the dealer does not move, and a match does not "
        "count that hand.",
    ),
}
SIX_PAIRS_TITLES = {
    "quads-and-triples": QT_TRANSLATE_NOOP("RulesEditor", "quads and triples count"),
    "quads": QT_TRANSLATE_NOOP("RulesEditor", "quads count, a triple breaks it"),
    "pairs": QT_TRANSLATE_NOOP("RulesEditor", "plain pairs only"),
}
NATURAL_ROWS_TITLES = {
    "any-split": QT_TRANSLATE_NOOP("RulesEditor", "from the 13 cards"),
    "as-set": QT_TRANSLATE_NOOP("RulesEditor", "only as the rows are set"),
}
NATURAL_VS_TITLES = {
    "compare": QT_TRANSLATE_NOOP("RulesEditor", "the stronger collects"),
    "tie": QT_TRANSLATE_NOOP("RulesEditor", "two naturals tie"),
}
BUTTON_TITLES = {
    "moves": QT_TRANSLATE_NOOP("RulesEditor", "moves every hand"),
    "stays": QT_TRANSLATE_NOOP("RulesEditor", "stays after a Fantasy Land hand"),
}
Describe = Callable[[str], str]


def _suit_orders() -> dict[str | None, str]:
    """Off, then every order of the four suits as ``♠ > ♥ > ♣ > ♦`` (the usual 十三水 order first)."""
    out: dict[str | None, str] = {None: translate("RulesEditor", "off (suits never decide)")}
    orders = ["shcd", *("".join(p) for p in itertools.permutations(SUIT_CHARS) if "".join(p) != "shcd")]
    for order in orders:
        out[order] = " > ".join(SUIT_SYMBOLS[SUIT_CHARS.index(s)] for s in order)
    return out


def _edit(tip: str, placeholder: str = "", width: int = 70) -> QLineEdit:
    edit = QLineEdit()
    edit.setToolTip(tip)
    edit.setPlaceholderText(placeholder)
    edit.setMaximumWidth(width)
    return edit


def _optional(text: str) -> str | None:
    """An empty box is "none" (no cap, no horse card, no match)."""
    text = text.strip()
    return text or None


def _whole(text: str) -> int | str | None:
    text = text.strip()
    if not text:
        return None
    return int(text) if text.isdigit() and len(text) < 10 else text


def _amount(value: Decimal | None) -> str:
    return "" if value is None else format_amount(value)


class MoreRulesBox(QGroupBox):
    """Every "More rule options" editor, in one box of the rules editor."""

    def __init__(self, describe: Describe, parent: QWidget | None = None) -> None:
        super().__init__(translate("RulesEditor", "More rules (suits, room rules, caps)"), parent)
        form = QFormLayout(self)
        none = translate("RulesEditor", "none")
        self.suit_order = combo(_suit_orders(), describe("suit_order"))
        form.addRow(translate("RulesEditor", "Suits break ties"), self.suit_order)
        self.lowball_qualifier = combo(
            {None: translate("RulesEditor", "none"), "T": "10", "9": "9", "8": "8", "7": "7"},
            describe("lowball_qualifier"),
        )
        form.addRow(translate("RulesEditor", "2-7 middle must be at least"), self.lowball_qualifier)
        self.six_pairs_counts = combo(self._titles(SIX_PAIRS_TITLES), describe("six_pairs_counts"))
        form.addRow(translate("RulesEditor", "Six pairs"), self.six_pairs_counts)
        self.natural_rows = combo(self._titles(NATURAL_ROWS_TITLES), describe("natural_rows"))
        form.addRow(translate("RulesEditor", "Three flushes / straights"), self.natural_rows)
        self.natural_vs_natural = combo(self._titles(NATURAL_VS_TITLES), describe("natural_vs_natural"))
        form.addRow(translate("RulesEditor", "Natural against natural"), self.natural_vs_natural)
        self._add_room_rules(form, describe)
        self.match_hands = _edit(describe("match_hands"), none, 56)
        form.addRow(translate("RulesEditor", "Hands in a match"), self.match_hands)
        caps = QHBoxLayout()
        self.royalty_cap = _edit(describe("royalty_cap"), none, 56)
        self.scoop_cap = _edit(describe("scoop_cap"), none, 56)
        self.home_run_cap = _edit(describe("home_run_cap"), none, 56)
        for edit in (self.royalty_cap, self.scoop_cap, self.home_run_cap):
            caps.addWidget(edit)
        caps.addStretch(1)
        form.addRow(translate("RulesEditor", "Caps: royalties, scoop, home run"), caps)
        self.fantasy_land_entry = combo(
            {"QQ": "QQ", "KK": "KK", "AA": "AA", "trips": translate("RulesEditor", "trips")},
            describe("fantasy_land_entry"),
        )
        form.addRow(translate("RulesEditor", "Fantasy Land from"), self.fantasy_land_entry)
        self.fantasy_land_low_wheel = QCheckBox(translate("RulesEditor", "a 7-5-4-3-2 low middle enters too"))
        self.fantasy_land_low_wheel.setToolTip(describe("fantasy_land_low_wheel"))
        form.addRow("", self.fantasy_land_low_wheel)
        self.button_in_fantasy_land = combo(self._titles(BUTTON_TITLES), describe("button_in_fantasy_land"))
        form.addRow(translate("RulesEditor", "Dealer button"), self.button_in_fantasy_land)

    def _add_room_rules(self, form: QFormLayout, describe: Describe) -> None:
        """The 十三水 room rules: the horse card, the banker, the extra suits."""
        none = translate("RulesEditor", "none")
        horse = QHBoxLayout()
        self.horse_card = _edit(describe("horse_card"), none, 56)
        self.horse_multiplier = _edit(describe("horse_multiplier"), "2", 56)
        horse.addWidget(self.horse_card)
        horse.addWidget(self.horse_multiplier)
        horse.addStretch(1)
        form.addRow(translate("RulesEditor", "Horse card (马牌), multiplier"), horse)
        self.banker = QCheckBox(translate("RulesEditor", "the dealer banks; each player's multiple 1-5"))
        self.banker.setToolTip(describe("banker"))
        form.addRow(translate("RulesEditor", "Banker (坐庄)"), self.banker)
        suits = QHBoxLayout()
        self.extra_suits: dict[str, QCheckBox] = {}
        for letter, symbol in zip(SUIT_CHARS, SUIT_SYMBOLS, strict=True):
            box = QCheckBox(symbol)
            box.setToolTip(describe("extra_suits"))
            suits.addWidget(box)
            self.extra_suits[letter] = box
        suits.addStretch(1)
        form.addRow(translate("RulesEditor", "Extra suits (加一色)"), suits)

    @staticmethod
    def _titles(titles: dict[str, str]) -> dict[Any, str]:
        return {key: translate("RulesEditor", title) for key, title in titles.items()}

    def editors(self) -> list[QWidget]:
        """Every input of the box, for the editor's change signals."""
        return [
            self.suit_order,
            self.lowball_qualifier,
            self.six_pairs_counts,
            self.natural_rows,
            self.natural_vs_natural,
            self.horse_card,
            self.horse_multiplier,
            self.banker,
            *self.extra_suits.values(),
            self.match_hands,
            self.royalty_cap,
            self.scoop_cap,
            self.home_run_cap,
            self.fantasy_land_entry,
            self.fantasy_land_low_wheel,
            self.button_in_fantasy_land,
        ]

    def options(self) -> dict[str, Any]:
        """The raw values of the "More rule options" (``resolve_rules`` checks them)."""
        options = {
            "suit_order": self.suit_order.currentData(),
            "lowball_qualifier": self.lowball_qualifier.currentData(),
            "six_pairs_counts": self.six_pairs_counts.currentData(),
            "natural_rows": self.natural_rows.currentData(),
            "natural_vs_natural": self.natural_vs_natural.currentData(),
            "horse_card": _optional(self.horse_card.text()),
            "horse_multiplier": self.horse_multiplier.text().strip() or "2",
            "banker": "dealer" if self.banker.isChecked() else None,
            "extra_suits": [letter for letter, box in self.extra_suits.items() if box.isChecked()],
            "match_hands": _whole(self.match_hands.text()),
            "royalty_cap": _optional(self.royalty_cap.text()),
            "scoop_cap": _optional(self.scoop_cap.text()),
            "home_run_cap": _optional(self.home_run_cap.text()),
            "fantasy_land_entry": self.fantasy_land_entry.currentData(),
            "fantasy_land_low_wheel": self.fantasy_land_low_wheel.isChecked(),
            "button_in_fantasy_land": self.button_in_fantasy_land.currentData(),
        }
        assert list(options) == list(MORE_OPTIONS)
        return options

    def set_rules(self, rules: RuleSet) -> None:
        select(self.suit_order, rules.suit_order)
        select(self.lowball_qualifier, rules.lowball_qualifier)
        select(self.six_pairs_counts, rules.six_pairs_counts)
        select(self.natural_rows, rules.natural_rows)
        select(self.natural_vs_natural, rules.natural_vs_natural)
        self.horse_card.setText(rules.horse_card or "")
        self.horse_multiplier.setText(format_amount(rules.horse_multiplier))
        self.banker.setChecked(rules.banker is not None)
        for letter, box in self.extra_suits.items():
            box.setChecked(letter in rules.extra_suits)
        self.match_hands.setText("" if rules.match_hands is None else str(rules.match_hands))
        self.royalty_cap.setText(_amount(rules.royalty_cap))
        self.scoop_cap.setText(_amount(rules.scoop_cap))
        self.home_run_cap.setText(_amount(rules.home_run_cap))
        select(self.fantasy_land_entry, rules.fantasy_land_entry)
        self.fantasy_land_low_wheel.setChecked(rules.fantasy_land_low_wheel)
        select(self.button_in_fantasy_land, rules.button_in_fantasy_land)
