"""One recorded hand, read-only: every seat's cards and hands, the pair results, the history."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHeaderView,
    QLabel,
    QListWidget,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from scorekeeper.errors import InputError
from scorekeeper.game import RuleSet, parse_cards
from scorekeeper.session import VOID, HandRecord, PlayerOutcome, RecordedSeat
from scorekeeper_app.hand.advisor_support import rank, units_figure
from scorekeeper_app.models.ledger_format import hand_time
from scorekeeper_app.models.pairs_model import HandPairsModel
from scorekeeper_app.widgets.scroll_page import ScrollPage, fit_to_screen
from scorekeeper_app.wording.formatting import (
    card_text,
    event_words,
    hand_name,
    money_text,
    natural_name,
    row_name,
    row_title,
    units_text,
)
from scorekeeper_app.wording.i18n import translate

if TYPE_CHECKING:
    from scorekeeper.advisor import SettingCheck

ROWS = ("front", "middle", "back")
_RED = "#c62828"


def cards_html(text: str) -> str:
    """Cards with suit symbols, hearts and diamonds in red (the symbol is always there)."""
    try:
        cards = parse_cards(text)
    except InputError:
        return escape(text)
    faces = []
    for card in cards:
        face = escape(card_text(card))
        faces.append(f'<span style="color:{_RED}">{face}</span>' if card.is_red else face)
    return "&nbsp;".join(faces)


def given_text(value: float) -> str:
    """Units given away, as the CLI rounds them (3 decimals, shown with 2 or 3)."""
    rounded = round(value, 3)
    return f"{0.0 if rounded == 0 else rounded:.3f}"


def readable(name: str | None) -> str:
    """``two-pair`` -> ``two pair``."""
    return hand_name(name) if name else ""


def _status_text(player: PlayerOutcome | None) -> str:
    if player is None:
        return ""
    parts = {
        "fouled": [translate("HandDetail", "FOUL")],
        "surrendered": [translate("HandDetail", "surrendered")],
        "natural": [],
    }.get(player.status, [])
    if player.natural:
        parts.append(translate("HandDetail", "natural: {name}").format(name=natural_name(player.natural)))
    for r in player.royalties:
        parts.append(f"{row_name(r.row)}: {readable(r.hand)} +{format(r.units, 'f')}")
    return "; ".join(parts)


def _line_name(seat: RecordedSeat) -> str:
    """A seat's name, or a criss-cross player's name and which of their hands the line is."""
    if seat.hand is None:
        return seat.name
    return translate("HandEntry", "{name} — hand {number}").format(name=seat.name, number=seat.hand)


def _line_result(seat: RecordedSeat, record: HandRecord) -> PlayerOutcome | None:
    """The seat's result; for criss-cross, this hand's own result, on its own line."""
    player = record.result.player(seat.name)
    if player is not None and seat.hand is not None and player.hands is not None:
        player = next((h for h in player.hands if h.hand == seat.hand), player)
    return player


class HandDetailDialog(QDialog):
    """Shows a hand as recorded; Edit and Void ask the ledger page to act (the dialog changes nothing)."""

    edit_requested = Signal(int)
    void_requested = Signal(int)

    def __init__(
        self,
        record: HandRecord,
        *,
        currency: str = "",
        writable: bool = True,
        rules: RuleSet | None = None,
        casino: Sequence[str] = (),
        played_under: str = "",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.record = record
        void = record.status == VOID
        self.setWindowTitle(translate("HandDetail", "Hand {number}").format(number=record.number))
        content = QWidget()  # scrolls when taller than the screen (six seats, fifteen pairs, a laptop)
        layout = QVBoxLayout(content)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self._title_label(record, void))
        self.played_under = self._played_under_label(played_under)
        layout.addWidget(self.played_under)
        layout.addWidget(self._seats_box(record, currency))
        self.casino_label = QLabel("<br>".join(escape(line) for line in casino))  # house's take, table-stakes caps
        self.casino_label.setVisible(bool(casino))
        layout.addWidget(self.casino_label)

        self.checks: dict[str, SettingCheck] = {}
        self.review_labels: dict[str, QLabel] = {}
        if rules is not None:
            layout.addWidget(self._review_box(record, rules))
        layout.addWidget(self._pairs_box(record, currency))
        layout.addWidget(self._history_box(record))
        outer = QVBoxLayout(self)
        self.scroll_page = ScrollPage(content)
        outer.addWidget(self.scroll_page, 1)
        outer.addWidget(self._buttons(writable=writable, void=void))
        fit_to_screen(self, self.scroll_page)

    # -- building ---------------------------------------------------------------------------
    @staticmethod
    def _title_label(record: HandRecord, void: bool) -> QLabel:
        """Number, dealer and time, and VOID in red for a voided hand."""
        title = QLabel(
            translate("HandDetail", "<b>Hand {number}</b> · dealer {dealer} · {time}").format(
                number=record.number, dealer=escape(record.dealer or "—"), time=hand_time(record.at)
            )
            + (
                " · <span style='color:#b3261e'><b>{void}</b></span>".format(void=translate("HandDetail", "VOID"))
                if void
                else ""
            )
        )
        title.setTextFormat(Qt.TextFormat.RichText)
        return title

    @staticmethod
    def _played_under_label(played_under: str) -> QLabel:
        """The terms the hand was played under (hidden when there are none)."""
        label = QLabel(
            translate("HandDetail", "Played under: {terms}").format(terms=played_under) if played_under else ""
        )
        label.setObjectName("muted")
        label.setWordWrap(True)
        label.setVisible(bool(played_under))
        return label

    def _seats_box(self, record: HandRecord, currency: str) -> QGroupBox:
        """A line per seat (per hand, for criss-cross): its rows, status, units and money."""
        seats = QGroupBox(translate("HandDetail", "Seats"))
        grid = QGridLayout(seats)
        headers = (
            "",
            row_title("front"),
            row_title("middle"),
            row_title("back"),
            "",
            translate("HandDetail", "Units"),
            translate("HandDetail", "Money"),
        )
        for column, header in enumerate(headers):
            label = QLabel(f"<b>{header}</b>")
            grid.addWidget(label, 0, column)
        big = QFont()
        big.setPointSizeF(big.pointSizeF() * 1.2)
        self.seat_labels: dict[str, dict[str, QLabel]] = {}
        for row, seat in enumerate(record.entry.players, start=1):
            name = _line_name(seat)
            self.seat_labels[name] = self._add_seat_line(
                grid, row, name=name, seat=seat, player=_line_result(seat, record), currency=currency, font=big
            )
            if seat.name in record.by_players:  # the player set this seat on their own phone (issue 29)
                status = self.seat_labels[name]["status"]
                phone = translate("HandDetail", "set on their phone")
                status.setText("; ".join(part for part in (status.text(), phone) if part))
        return seats

    @staticmethod
    def _add_seat_line(
        grid: QGridLayout,
        row: int,
        *,
        name: str,
        seat: RecordedSeat,
        player: PlayerOutcome | None,
        currency: str,
        font: QFont,
    ) -> dict[str, QLabel]:
        """One seat's line of the grid; returns its row, status and money labels."""
        labels: dict[str, QLabel] = {}
        grid.addWidget(QLabel(f"<b>{escape(name)}</b>"), row, 0)
        for column, which in enumerate(ROWS, start=1):
            kind = readable(player.rows.get(which) if player is not None else None)
            label = QLabel(f"{cards_html(getattr(seat, which))}<br><small style='color:#666'>{kind}</small>")
            label.setTextFormat(Qt.TextFormat.RichText)
            label.setFont(font)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            grid.addWidget(label, row, column)
            labels[which] = label
        status = QLabel(_status_text(player))
        status.setWordWrap(True)
        grid.addWidget(status, row, 4)
        units = units_text(player.units) if player is not None else ""
        money = money_text(player.money.amount, currency, signed=True) if player is not None else ""
        money_label = QLabel(money)
        grid.addWidget(QLabel(units), row, 5, Qt.AlignmentFlag.AlignRight)
        grid.addWidget(money_label, row, 6, Qt.AlignmentFlag.AlignRight)
        labels["status"], labels["money"] = status, money_label
        return labels

    def _review_box(self, record: HandRecord, rules: RuleSet) -> QGroupBox:
        """How did I do: each setting's expected units against the advisor's best, and what it gave away."""
        box = QGroupBox(translate("HandDetail", "How did I do (the setting advisor)"))
        box.setToolTip(
            translate(
                "HandDetail",
                "Expected units against the other players' unknown hands, under this hand's rules; estimates",
            )
        )
        column = QVBoxLayout(box)
        players = len(record.seated)
        for seat in record.entry.players:
            name = _line_name(seat)
            label = QLabel(self._review_text(name, seat, rules, players=players))
            label.setTextFormat(Qt.TextFormat.RichText)
            label.setWordWrap(True)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            column.addWidget(label)
            self.review_labels[name] = label
        return box

    def _review_text(self, name: str, seat: RecordedSeat, rules: RuleSet, *, players: int) -> str:
        """The advisor's review of one setting (kept in ``checks``), or why there is none."""
        try:
            rows = [seat.cards(row) for row in ROWS]
            ranking = rank([c for row in rows for c in row], rules, players)
            check = ranking.check(*rows)
            best_rows = tuple(r.cards for r in ranking.top(1)[0].rows)
        except (InputError, ValueError):
            return translate("HandDetail", "<b>{name}</b>: no review (not 13 cards set 3-5-5)").format(
                name=escape(name)
            )
        self.checks[name] = check
        played = (
            translate("HandDetail", "a foul, {units} units") if check.foul else translate("HandDetail", "{units} units")
        ).format(units=units_figure(check.units))
        return translate(
            "HandDetail",
            "<b>{name}</b>: played {played}; best {best} units; given away <b>{given}</b>"
            "<br><small>best: {front} · {middle} · {back}</small>",
        ).format(
            name=escape(name),
            played=played,
            best=units_figure(check.best_units),
            given=given_text(check.given_away),
            front=cards_html(" ".join(str(c) for c in best_rows[0])),
            middle=cards_html(" ".join(str(c) for c in best_rows[1])),
            back=cards_html(" ".join(str(c) for c in best_rows[2])),
        )

    def _pairs_box(self, record: HandRecord, currency: str) -> QGroupBox:
        """Who took each row in each pair: a read-only table as tall as its lines."""
        pairs_box = QGroupBox(translate("HandDetail", "Pairs (who took each row)"))
        pairs_layout = QVBoxLayout(pairs_box)
        self.pairs_model = HandPairsModel(record.result.pairs, currency, self)
        self.pairs_view = QTableView()
        self.pairs_view.setModel(self.pairs_model)
        self.pairs_view.verticalHeader().hide()
        self.pairs_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.pairs_view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.pairs_view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.pairs_view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.pairs_view.horizontalHeader().setStretchLastSection(True)
        rows = max(self.pairs_model.rowCount(), 1)
        self.pairs_view.setMinimumHeight(self.pairs_view.verticalHeader().defaultSectionSize() * (rows + 1) + 6)
        pairs_layout.addWidget(self.pairs_view)
        return pairs_box

    def _history_box(self, record: HandRecord) -> QGroupBox:
        """The hand's revisions: when, what, and why."""
        history_box = QGroupBox(translate("HandDetail", "History"))
        history_layout = QVBoxLayout(history_box)
        self.history = QListWidget()
        for revision in record.history:
            reason = f" — {revision.reason}" if revision.reason else ""
            kind = event_words(revision.kind)
            self.history.addItem(f"{revision.at[:10]} {hand_time(revision.at)}  {kind}{reason}")
        self.history.setMaximumHeight(self.history.sizeHintForRow(0) * (len(record.history) + 1) + 8)
        history_layout.addWidget(self.history)
        return history_box

    def _buttons(self, *, writable: bool, void: bool) -> QDialogButtonBox:
        """Edit… and Void… (off for a void hand or a settled session), and Close."""
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.edit_button = QPushButton(translate("HandDetail", "Edit…"))
        self.void_button = QPushButton(translate("HandDetail", "Void…"))
        for button in (self.edit_button, self.void_button):
            buttons.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
            button.setEnabled(writable and not void)
            button.setAutoDefault(False)
        if not writable:
            tip = translate("HandDetail", "The session is settled: reopen it on the Settle up page to change it")
            self.edit_button.setToolTip(tip)
            self.void_button.setToolTip(tip)
        self.edit_button.clicked.connect(lambda: self._request(self.edit_requested))
        self.void_button.clicked.connect(lambda: self._request(self.void_requested))
        buttons.rejected.connect(self.reject)
        return buttons

    def _request(self, signal: Any) -> None:
        self.accept()
        signal.emit(self.record.number)
