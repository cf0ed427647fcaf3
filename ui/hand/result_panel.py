"""The result of the hand being typed, before it is recorded.

Every number is the engine's own, read from the typed :class:`~scorekeeper.game.scoring.HandResult`
that ``Session.preview`` gives for this entry under the session's rules and stakes for the
hand (the same numbers ``scorekeeper score`` prints): each player's units and money, and each
pair's rows and money. Nothing is turned into JSON on the way.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from scorekeeper.game import HandResult, PairResult, PlayerResult
from scorekeeper_app.hand.hand_checks import HandNotes
from scorekeeper_app.widgets import theme
from scorekeeper_app.wording.formatting import money_text, possessive, status_name, units_text
from scorekeeper_app.wording.i18n import QT_TRANSLATE_NOOP, translate

ROW_LETTERS = (  # shown translated: row_letters()
    QT_TRANSLATE_NOOP("ResultPanel", "F"),
    QT_TRANSLATE_NOOP("ResultPanel", "M"),
    QT_TRANSLATE_NOOP("ResultPanel", "B"),
)
MAX_TILES, MAX_PAIRS, PAIRS_PER_COLUMN = 6, 15, 8  # up to 6 seats with extra suits: 15 pairs
NAMES_PER_COLUMN = 5  # 15 pairs before the result (their names only): three short columns
STATUS_SHOWN = ("fouled", "surrendered", "natural")  # beside a player's units (scorekeeper.game.terms names them)


def row_letters() -> tuple[str, ...]:
    """Front, middle, back in one letter each: ``F M B``, ``頭 中 尾``."""
    return tuple(translate("ResultPanel", letter) for letter in ROW_LETTERS)


def row_marks(rows: Sequence[int] | None, *, rich: bool = False) -> str:
    """``F ✓  M ✗  B =`` from the first-named player's side (coloured as rich text)."""
    if rows is None:
        return ""
    marks = {1: "✓", -1: "✗", 0: "="}
    if not rich:
        return "  ".join(f"{letter} {marks[r]}" for letter, r in zip(row_letters(), rows, strict=True))
    t = theme.current()
    colours = {1: t.up.name(), -1: t.down.name(), 0: t.muted.name()}
    return "&nbsp;&nbsp;".join(
        f'{letter}&nbsp;<span style="color:{colours[r]}; font-weight:700">{marks[r]}</span>'
        for letter, r in zip(row_letters(), rows, strict=True)
    )


def pair_words(pair: PairResult, currency: str) -> str:
    a, b = pair.players
    units, money = pair.units, pair.money
    if units == 0 and money == 0:
        return translate("ResultPanel", "even")
    payer, payee = (b, a) if units > 0 else (a, b)
    count = units_text(units.copy_abs(), signed=False)  # copy_abs: exact, abs() rounds to 28 digits
    amount = (
        translate("ResultPanel", "{count} unit") if units.copy_abs() == 1 else translate("ResultPanel", "{count} units")
    ).format(count=count)
    return translate("ResultPanel", "{payer} pays {payee} {amount} · {money}").format(
        payer=payer, payee=payee, amount=amount, money=money_text(money.copy_abs(), currency)
    )


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
        self.units.setWordWrap(True)  # six tiles side by side: "0 van 13 kaarten" takes two lines
        for w in (self.name, self.money, self.units):
            box.addWidget(w)

    def show_progress(self, name: str, cards: int) -> None:
        self.setProperty("player", name)
        self.name.setText(name)
        self.money.setText("—")
        _set_colour(self.money, theme.current().muted.name())
        of_13 = translate("ResultPanel", "{count} of 13 cards").format(count=cards)
        self.units.setText(translate("ResultPanel", "13 cards ✓") if cards == 13 else of_13)
        self.setAccessibleDescription(f"{name} {of_13}")

    def show_player(self, p: PlayerResult, currency: str, game_points: int | None = None) -> None:
        t = theme.current()
        money = p.money
        self.setProperty("player", p.name)
        self.name.setText(p.name)
        self.money.setText(money_text(money, currency, signed=True))
        _set_colour(self.money, (t.up if money > 0 else t.down if money < 0 else t.muted).name())
        extra = status_name(p.status) if p.status in STATUS_SHOWN else ""
        units = translate("ResultPanel", "{count} units").format(count=units_text(p.units))
        if p.points is not None:  # a race hand: its row points, and the player's points in the game after it
            units = translate("ResultPanel", "+{count} points · {total} in the game").format(
                count=p.points, total=(game_points or 0) + p.points
            )
            self.money.setText(translate("ResultPanel", "+{count}").format(count=p.points))
        self.units.setText(units + (f" · {extra}" if extra else ""))
        self.setAccessibleDescription(f"{p.name} {units} {self.money.text()}")


class ResultPanel(QFrame):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("resultPanel")
        self.result: HandResult | None = None  # the engine's typed preview, once every seat is complete
        self.race: dict[str, int] | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 10, 14, 10)
        layout.setSpacing(6)
        top = QHBoxLayout()
        self.title = QLabel(translate("ResultPanel", "This hand"))
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
        for _ in range(MAX_TILES):
            tile = PlayerTile()
            self.players_row.addWidget(tile)
            self.tiles.append(tile)
        self.players_row.addStretch(1)
        layout.addLayout(self.players_row)
        layout.addLayout(self._build_pairs_grid())
        self.waiting = QLabel()
        self.waiting.setObjectName("resultWaiting")
        self.waiting.setWordWrap(True)
        self.waiting.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.waiting)
        layout.addStretch(1)

    def _build_pairs_grid(self) -> QGridLayout:
        """One line per pair: names, rows won and lost, who pays whom."""
        self.pairs_grid = QGridLayout()
        self.pairs_grid.setHorizontalSpacing(16)
        self.pairs_grid.setVerticalSpacing(2)
        self.pair_rows: list[tuple[QLabel, QLabel, QLabel]] = []
        for i in range(MAX_PAIRS):
            labels = (QLabel(), QLabel(), QLabel())
            for label, name in zip(labels, ("pairNames", "pairRows", "pairText"), strict=True):
                label.setObjectName(name)
                if i >= 6:  # beyond a 4-seat table's pairs: shown only when a hand has them
                    label.hide()
            self.pair_rows.append(labels)
        self._per_column = 0
        self._place_pairs(PAIRS_PER_COLUMN)
        return self.pairs_grid

    def _place_pairs(self, per_column: int) -> None:
        """``per_column`` pairs in each column of the grid (6 seats make 15 pairs: two or three columns)."""
        if per_column == self._per_column:
            return
        self._per_column = per_column
        for i, labels in enumerate(self.pair_rows):
            for col, label in enumerate(labels):
                self.pairs_grid.removeWidget(label)
                self.pairs_grid.addWidget(label, i % per_column, (i // per_column) * 4 + col)
        for col in range(self.pairs_grid.columnCount()):
            self.pairs_grid.setColumnStretch(col, 0)
        self.pairs_grid.setColumnStretch(-(-MAX_PAIRS // per_column) * 4 - 1, 1)

    # -- what tests and screen readers read -----------------------------------------------
    def player_texts(self) -> dict[str, str]:
        if self.result is None:
            return {}
        return {t.property("player"): t.accessibleDescription() for t in self.tiles if not t.isHidden()}

    def pair_texts(self) -> list[str]:
        if self.result is None:
            return []
        rows = {a.text(): p.rows for a, p in zip((r[0] for r in self.pair_rows), self.result.pairs, strict=False)}
        return [
            f"{a.text()}: {row_marks(rows[a.text()]) or b.text()}: {c.text()}"
            for a, b, c in self.pair_rows
            if not a.isHidden()
        ]

    def show_notes(
        self,
        notes: HandNotes,
        *,
        hand: int,
        currency: str,
        progress: list[tuple[str, int]],
        pairs: list[tuple[str, str]] | None = None,
        race: dict[str, int] | None = None,
    ) -> None:
        """The result once every seat is complete; until then each seat's progress, in the same places.

        ``pairs``: the seats that play each other (default: every two); ``race``: the points of the
        race game in play before this hand (the tiles then show points, not money)."""
        self.result = notes.result
        self.race = race
        self.waiting.setText("\n".join(f"• {p}" for p in notes.warnings[:4]))
        _show(self.waiting, bool(notes.warnings))
        if notes.result is None:
            self.title.setText(translate("ResultPanel", "Hand {number}").format(number=hand))
            self.hint.setText(translate("ResultPanel", "The result shows when every seat has its 13 cards"))
            for i, tile in enumerate(self.tiles):
                if i < len(progress):
                    name, n = progress[i]
                    tile.show_progress(name, n)
                _show(tile, i < len(progress))
            names = [name for name, _n in progress]
            if pairs is None:
                pairs = [(a, b) for i, a in enumerate(names) for b in names[i + 1 :]]
            self._place_pairs(NAMES_PER_COLUMN if len(pairs) > PAIRS_PER_COLUMN else PAIRS_PER_COLUMN)
            for i, (label_names, marks, words) in enumerate(self.pair_rows):
                if i < len(pairs):
                    label_names.setText(translate("ResultPanel", "{a} v {b}").format(a=pairs[i][0], b=pairs[i][1]))
                marks.setText("")
                words.setText("")
                _show(label_names, i < len(pairs))
            return
        self.title.setText(translate("ResultPanel", "Hand {number}: the result").format(number=hand))
        self.hint.setText(translate("ResultPanel", "Ctrl+Enter records hand {number}").format(number=hand))
        self._fill(notes.result, currency)

    def _fill(self, result: HandResult, currency: str) -> None:
        race = self.race
        self._place_pairs(PAIRS_PER_COLUMN)  # names, rows and words: two columns at most
        for i, tile in enumerate(self.tiles):
            if i < len(result.players):
                p = result.players[i]
                tile.show_player(p, currency, race.get(p.name, 0) if race is not None else None)
            _show(tile, i < len(result.players))
        for i, (names, marks, words) in enumerate(self.pair_rows):
            visible = i < len(result.pairs)
            if visible:
                pair = result.pairs[i]
                names.setText(_pair_names(pair))
                marks.setText(_pair_marks(pair, result))
                marks.setToolTip(
                    translate("ResultPanel", "Rows from {owner} side: ✓ won, ✗ lost, = tied").format(
                        owner=possessive(pair.players[0])
                    )
                )
                words.setText(pair_words(pair, currency))
            for label in (names, marks, words):
                _show(label, visible)


def _pair_names(pair: PairResult) -> str:
    a, b = pair.players
    if pair.hands is not None:  # criss-cross: which hand of each player
        return translate("ResultPanel", "{a} {hand_a} v {b} {hand_b}").format(
            a=a, hand_a=pair.hands[0], b=b, hand_b=pair.hands[1]
        )
    return translate("ResultPanel", "{a} v {b}").format(a=a, b=b)


def _pair_marks(pair: PairResult, result: HandResult) -> str:
    """The rows won and lost, or who did not play them (fouled, surrendered, a natural)."""
    if pair.rows:
        return row_marks(pair.rows, rich=True)
    a, b = pair.players
    seat_status = {p.name: p.status for p in result.players}
    if pair.hands is not None:  # criss-cross: the status of the hands that played
        by_hand = {(p.name, h.hand): h.status for p in result.players for h in p.hands}
        seat_status = {a: by_hand[(a, pair.hands[0])], b: by_hand[(b, pair.hands[1])]}
    played = (n for n in (a, b) if seat_status[n] != "played")
    return ", ".join(f"{n} {status_name(seat_status[n])}" for n in played)
