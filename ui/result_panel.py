"""The result of the hand being typed, before it is recorded.

Every number is ``score_json``'s own output for this entry under the session's
rules and stakes for the next hand: each player's units and money, and each
pair's rows and money.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from ui import theme
from ui.formatting import money_text, units_text
from ui.hand_checks import HandNotes

ROW_LETTERS = ("F", "M", "B")
STATUS_WORDS = {"fouled": "fouled", "surrendered": "surrendered", "natural": "natural"}


def row_marks(rows: list[int] | None, *, rich: bool = False) -> str:
    """``F ✓  M ✗  B =`` from the first-named player's side (coloured as rich text)."""
    if rows is None:
        return ""
    marks = {1: "✓", -1: "✗", 0: "="}
    if not rich:
        return "  ".join(f"{letter} {marks[r]}" for letter, r in zip(ROW_LETTERS, rows, strict=True))
    t = theme.current()
    colours = {1: t.up.name(), -1: t.down.name(), 0: t.muted.name()}
    return "&nbsp;&nbsp;".join(
        f'{letter}&nbsp;<span style="color:{colours[r]}; font-weight:700">{marks[r]}</span>'
        for letter, r in zip(ROW_LETTERS, rows, strict=True)
    )


def pair_words(pair: dict[str, Any], statuses: dict[str, str], currency: str) -> str:
    a, b = pair["players"]
    units, money = Decimal(pair["units"]), Decimal(pair["money"])
    if units == 0 and money == 0:
        return "even"
    payer, payee = (b, a) if units > 0 else (a, b)
    amount = units_text(abs(units), signed=False) + (" unit" if abs(units) == 1 else " units")
    return f"{payer} pays {payee} {amount} · {money_text(abs(money), currency)}"


def _show(widget: QWidget, visible: bool) -> None:
    """Show or hide only on a change (showing is not free)."""
    if widget.isHidden() == visible:
        widget.setHidden(not visible)


def _set_colour(label: QLabel, colour: str) -> None:
    if label.property("colour") != colour:
        label.setProperty("colour", colour)
        label.setStyleSheet(f"color:{colour};")


class PlayerTile(QFrame):
    """One player's result: name, money (green up, red down), units and status."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("playerTile")
        box = QVBoxLayout(self)
        box.setContentsMargins(10, 4, 10, 4)
        box.setSpacing(0)
        self.name = QLabel()
        self.name.setObjectName("tileName")
        self.money = QLabel()
        self.money.setObjectName("tileMoney")
        self.units = QLabel()
        self.units.setObjectName("tileUnits")
        for w in (self.name, self.money, self.units):
            box.addWidget(w)

    def show_progress(self, name: str, cards: int) -> None:
        self.setProperty("player", name)
        self.name.setText(name)
        self.money.setText("—")
        _set_colour(self.money, theme.current().muted.name())
        self.units.setText("13 cards ✓" if cards == 13 else f"{cards} of 13 cards")
        self.setAccessibleDescription(f"{name} {cards} of 13 cards")

    def show_player(self, p: dict[str, Any], currency: str) -> None:
        t = theme.current()
        money = Decimal(p["money"])
        self.setProperty("player", p["name"])
        self.name.setText(p["name"])
        self.money.setText(money_text(money, currency, signed=True))
        _set_colour(self.money, (t.up if money > 0 else t.down if money < 0 else t.muted).name())
        extra = STATUS_WORDS.get(p["status"], "")
        self.units.setText(f"{units_text(p['units'])} units" + (f" · {extra}" if extra else ""))
        self.setAccessibleDescription(f"{p['name']} {units_text(p['units'])} units {self.money.text()}")


class ResultPanel(QFrame):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("resultPanel")
        self.result: dict[str, Any] | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 10, 14, 10)
        layout.setSpacing(6)
        top = QHBoxLayout()
        self.title = QLabel("This hand")
        self.title.setObjectName("panelTitle")
        self.hint = QLabel()
        self.hint.setObjectName("resultHint")
        self.hint.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        top.addWidget(self.title)
        top.addStretch(1)
        top.addWidget(self.hint)
        layout.addLayout(top)
        self.players_row = QHBoxLayout()
        self.players_row.setSpacing(8)
        self.tiles: list[PlayerTile] = []
        for _ in range(4):
            tile = PlayerTile()
            self.players_row.addWidget(tile)
            self.tiles.append(tile)
        self.players_row.addStretch(1)
        layout.addLayout(self.players_row)
        self.pairs_grid = QGridLayout()
        self.pairs_grid.setHorizontalSpacing(16)
        self.pairs_grid.setVerticalSpacing(2)
        self.pair_rows: list[tuple[QLabel, QLabel, QLabel]] = []
        for i in range(6):
            labels = (QLabel(), QLabel(), QLabel())
            for col, (label, name) in enumerate(zip(labels, ("pairNames", "pairRows", "pairText"), strict=True)):
                label.setObjectName(name)
                self.pairs_grid.addWidget(label, i, col)
            self.pair_rows.append(labels)
        self.pairs_grid.setColumnStretch(3, 1)
        layout.addLayout(self.pairs_grid)
        self.waiting = QLabel()
        self.waiting.setObjectName("resultWaiting")
        self.waiting.setWordWrap(True)
        self.waiting.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.waiting)
        layout.addStretch(1)

    # -- what tests and screen readers read -----------------------------------------------
    def player_texts(self) -> dict[str, str]:
        if self.result is None:
            return {}
        return {t.property("player"): t.accessibleDescription() for t in self.tiles if not t.isHidden()}

    def pair_texts(self) -> list[str]:
        if self.result is None:
            return []
        rows = {a.text(): p["rows"] for a, p in zip((r[0] for r in self.pair_rows), self.result["pairs"], strict=False)}
        return [
            f"{a.text()}: {row_marks(rows[a.text()]) or b.text()}: {c.text()}"
            for a, b, c in self.pair_rows
            if not a.isHidden()
        ]

    def show_notes(self, notes: HandNotes, *, hand: int, currency: str, progress: list[tuple[str, int]]) -> None:
        """The result once every seat is complete; until then each seat's progress, in the same places."""
        self.result = notes.result
        self.waiting.setText("\n".join(f"• {p}" for p in notes.warnings[:4]))
        _show(self.waiting, bool(notes.warnings))
        if notes.result is None:
            self.title.setText(f"Hand {hand}")
            self.hint.setText("The result shows when every seat has its 13 cards")
            for i, tile in enumerate(self.tiles):
                if i < len(progress):
                    name, n = progress[i]
                    tile.show_progress(name, n)
                _show(tile, i < len(progress))
            names = [name for name, _n in progress]
            pairs = [(a, b) for i, a in enumerate(names) for b in names[i + 1 :]]
            for i, (label_names, marks, words) in enumerate(self.pair_rows):
                if i < len(pairs):
                    label_names.setText(f"{pairs[i][0]} v {pairs[i][1]}")
                marks.setText("")
                words.setText("")
                _show(label_names, i < len(pairs))
            return
        self.title.setText(f"Hand {hand}: the result")
        self.hint.setText(f"Ctrl+Enter records hand {hand}")
        self._fill(notes.result, currency)

    def _fill(self, result: dict[str, Any], currency: str) -> None:
        statuses = {p["name"]: p["status"] for p in result["players"]}
        for i, tile in enumerate(self.tiles):
            if i < len(result["players"]):
                tile.show_player(result["players"][i], currency)
            _show(tile, i < len(result["players"]))
        for i, (names, marks, words) in enumerate(self.pair_rows):
            visible = i < len(result["pairs"])
            if visible:
                pair = result["pairs"][i]
                a, b = pair["players"]
                names.setText(f"{a} v {b}")
                if pair["rows"] is None:
                    played = (n for n in (a, b) if statuses[n] != "played")
                    marks.setText(", ".join(f"{n} {STATUS_WORDS[statuses[n]]}" for n in played))
                else:
                    marks.setText(row_marks(pair["rows"], rich=True))
                marks.setToolTip(f"Rows from {a}'s side: ✓ won, ✗ lost, = tied")
                words.setText(pair_words(pair, statuses, currency))
            for label in (names, marks, words):
                _show(label, visible)
