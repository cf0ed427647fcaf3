"""One seat of the hand page: the player's name and role, three card rows (each a
:class:`~scorekeeper_app.hand.row_edit.RowEdit`), the live notes under them, the seat's flags
and banners, and its 13-card box (:mod:`scorekeeper_app.hand.seat_quick`).
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from scorekeeper_app.hand.hand_checks import SeatNote
from scorekeeper_app.hand.hand_entry import ROWS, EntryEditor
from scorekeeper_app.hand.row_edit import (
    GAP,
    MIME,
    PAD,
    RowEdit,
    card_mime,
    drag_pixmap,
    read_mime,
    repolish,
    set_shown,
)
from scorekeeper_app.hand.seat_quick import SeatQuick
from scorekeeper_app.widgets import theme
from scorekeeper_app.widgets.card_render import CardOptions
from scorekeeper_app.wording.formatting import row_name, row_title
from scorekeeper_app.wording.i18n import translate

MARGINS = (10, 8, 10, 8)
NARROW_MARGINS = (6, 6, 6, 6)

__all__ = ["GAP", "MIME", "PAD", "RowEdit", "SeatWidget", "card_mime", "drag_pixmap", "read_mime"]


class SeatWidget(QFrame):
    """A seat: the player's name and role, three rows with their notes, flags and banners."""

    apply_requested = Signal(int)  # the seat: set its rows to the advisor's suggestion

    def __init__(self, editor: EntryEditor, seat: int, options: CardOptions, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.editor, self.seat, self.options = editor, seat, options
        self.setObjectName(f"seat{seat}")
        self.setProperty("role", "seat")
        self.rows: dict[str, RowEdit] = {}
        self.hand_labels: dict[str, QLabel] = {}
        self.messages: dict[str, QLabel] = {}
        self._refusals: dict[str, str] = {}
        self._notes: dict[str, str] = {}
        self._compact = False  # empty message lines take no room (see update_notes)
        self._player_state: tuple[object, ...] | None = None  # what was last shown: unchanged means no redraw
        self._notes_state: tuple[object, ...] | None = None

        layout = QVBoxLayout(self)
        layout.setContentsMargins(*MARGINS)
        layout.setSpacing(2)
        layout.addLayout(self._build_header())
        self.badge = QLabel()  # "Fantasy Land (14 cards)"
        self.badge.setObjectName("seatBadge")
        self.badge.hide()
        layout.addWidget(self.badge)
        self.quick_box = SeatQuick(editor, seat, layout=layout, parent=self)  # Ctrl+T: 13 cards at once
        self.quick, self.quick_preview = self.quick_box.field, self.quick_box.preview
        for row in ROWS:
            self._build_row(layout, row)
        self.royalty_box = QVBoxLayout()
        self.royalty_box.setSpacing(3)
        layout.addLayout(self.royalty_box)
        self.foul_banner = QLabel()
        self.foul_banner.setObjectName("foulBanner")
        self.foul_banner.setWordWrap(True)
        self.foul_banner.hide()
        layout.addWidget(self.foul_banner)
        layout.addWidget(self._build_natural_banner())
        layout.addWidget(self._build_suggest_box())
        self.surrender_box = QCheckBox(translate("SeatWidget", "Surrender"))
        self.surrender_box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.surrender_box.setToolTip(
            translate("SeatWidget", "This player folds and pays the surrender units (Ctrl+Shift+S)")
        )
        self.surrender_box.clicked.connect(lambda on: self.editor.set_flag(self.seat, "surrender", on))
        layout.addWidget(self.surrender_box)
        layout.addStretch(1)

    def open_quick(self, text: str = "") -> None:
        self.quick_box.open(text)

    # -- building ---------------------------------------------------------------------------
    def _build_header(self) -> QGridLayout:
        """The player's name, the seat and role, and the seat's menu button (see :meth:`set_narrow`)."""
        header = QGridLayout()
        header.setHorizontalSpacing(6)
        header.setVerticalSpacing(0)
        self.name_label = QLabel()
        self.name_label.setObjectName("seatName")
        self.role_label = QLabel()
        self.role_label.setObjectName("seatRole")
        self.menu_button = QToolButton()
        self.menu_button.setObjectName("seatMenu")
        self.menu_button.setText("⋯")
        self.menu_button.setToolTip(translate("SeatWidget", "Seat actions"))
        self.menu_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.menu_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.menu_button.setAutoRaise(True)
        header.addWidget(self.name_label, 0, 0)
        header.addWidget(self.role_label, 0, 1)
        header.setColumnStretch(2, 1)
        header.addWidget(self.menu_button, 0, 3)
        self.header = header
        return header

    def set_narrow(self, narrow: bool) -> None:
        """A narrow seat (five or six at the table): the seat and role go under the name, tighter
        margins, so the seat is no wider than its rows (``seat 1 · dealer`` made the first seat wider)."""
        self.header.removeWidget(self.role_label)
        if narrow:
            self.header.addWidget(self.role_label, 1, 0, 1, 4)
        else:
            self.header.addWidget(self.role_label, 0, 1)
        layout = self.layout()
        assert layout is not None
        layout.setContentsMargins(*(NARROW_MARGINS if narrow else MARGINS))

    def _build_row(self, layout: QVBoxLayout, row: str) -> None:
        """A row's title and hand name, its cards, and the line for its message under it."""
        title_line = QHBoxLayout()
        title = QLabel(row_title(row))
        title.setObjectName("rowTitle")
        hand = QLabel()
        hand.setObjectName("rowHand")
        hand.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        title_line.addWidget(title)
        title_line.addStretch(1)
        title_line.addWidget(hand)
        layout.addLayout(title_line)
        edit = RowEdit(self.editor, (self.seat, row), self.options, self)
        edit.setObjectName(f"row_{self.seat}_{row}")
        edit.keyed.connect(lambda row=row: self._clear_refusal(row))
        title.setBuddy(edit)
        layout.addWidget(edit)
        message = QLabel()
        message.setObjectName("rowMessage")
        message.setWordWrap(True)
        message.setMinimumHeight(message.fontMetrics().height())
        layout.addWidget(message)
        self.rows[row], self.hand_labels[row], self.messages[row] = edit, hand, message

    def _build_natural_banner(self) -> QFrame:
        """A natural's name and units, with Declare and Play it (hidden until the seat holds one)."""
        self.natural_banner = QFrame()
        self.natural_banner.setObjectName("naturalBanner")
        nat = QVBoxLayout(self.natural_banner)
        nat.setContentsMargins(8, 6, 8, 6)
        self.natural_label = QLabel()
        self.natural_label.setWordWrap(True)
        buttons = QHBoxLayout()
        self.declare_button = QPushButton(translate("SeatWidget", "Declare"))
        self.play_button = QPushButton(translate("SeatWidget", "Play it"))
        for button in (self.declare_button, self.play_button):
            button.setCheckable(True)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            buttons.addWidget(button)
        self.declare_button.setToolTip(
            translate("SeatWidget", "Collect the natural now; the rows are not compared (Ctrl+Shift+D toggles)")
        )
        self.play_button.setToolTip(
            translate("SeatWidget", "Do not declare: play the rows as set (Ctrl+Shift+D toggles)")
        )
        self.declare_button.clicked.connect(lambda: self.editor.set_flag(self.seat, "declare", True))
        self.play_button.clicked.connect(lambda: self.editor.set_flag(self.seat, "declare", False))
        nat.addWidget(self.natural_label)
        nat.addLayout(buttons)
        self.natural_banner.hide()
        return self.natural_banner

    def _build_suggest_box(self) -> QFrame:
        self.suggest_box = QFrame()  # the advisor's best setting, non-modal, with Apply
        self.suggest_box.setObjectName("suggestBox")
        self.suggest_box.setFrameShape(QFrame.Shape.StyledPanel)
        box = QVBoxLayout(self.suggest_box)
        box.setContentsMargins(8, 6, 8, 6)
        self.suggest_label = QLabel()
        self.suggest_label.setObjectName("suggestLabel")
        self.suggest_label.setWordWrap(True)
        self.suggest_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        suggest_buttons = QHBoxLayout()
        self.apply_button = QPushButton(translate("SeatWidget", "Apply"))
        self.apply_button.setToolTip(translate("SeatWidget", "Set the rows as suggested (Ctrl+Z undoes it)"))
        self.dismiss_button = QPushButton(translate("SeatWidget", "Close"))
        for button in (self.apply_button, self.dismiss_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            suggest_buttons.addWidget(button)
        suggest_buttons.addStretch(1)
        self.apply_button.clicked.connect(lambda: self.apply_requested.emit(self.seat))
        self.dismiss_button.clicked.connect(self.hide_suggestion)
        box.addWidget(self.suggest_label)
        box.addLayout(suggest_buttons)
        self.suggest_box.hide()
        return self.suggest_box

    # -- the advisor's suggestion -----------------------------------------------------------
    def show_suggestion(self, text: str, *, can_apply: bool = True) -> None:
        self.suggest_label.setText(text)
        self.apply_button.setVisible(can_apply)
        self.suggest_box.show()

    def hide_suggestion(self) -> None:
        self.suggest_box.hide()

    def suggestion_shown(self) -> bool:
        return not self.suggest_box.isHidden()

    # -- the menu is filled by the page (its actions carry the shortcuts) ----------------
    def set_menu(self, menu: QMenu) -> None:
        self.menu_button.setMenu(menu)

    # -- notes --------------------------------------------------------------------------
    def set_player(self, name: str, *, dealer: bool, surrender_allowed: bool) -> None:
        state = (name, dealer, surrender_allowed)
        if state == self._player_state:
            return
        self._player_state = state
        self.name_label.setText(name)
        role = translate("SeatWidget", "seat {number} · dealer") if dealer else translate("SeatWidget", "seat {number}")
        self.role_label.setText(role.format(number=self.seat + 1))
        self.role_label.setProperty("dealer", dealer)
        repolish(self.role_label)
        self.surrender_box.setEnabled(surrender_allowed)
        for row, edit in self.rows.items():
            edit.setAccessibleName(f"{name} {row_name(row)}")

    def set_badge(self, text: str) -> None:
        """A note under the name (``Fantasy Land (14 cards)``); empty hides it."""
        if self.badge.text() != text:
            self.badge.setText(text)
            self.badge.setToolTip(text)
        if self.badge.isHidden() == bool(text):
            self.badge.setHidden(not text)

    def show_refusal(self, row: str, text: str) -> None:
        self._refusals[row] = text
        self._show_message(row)

    def _clear_refusal(self, row: str) -> None:
        if self._refusals.pop(row, None) is not None:
            self._show_message(row)

    def _show_message(self, row: str) -> None:
        label = self.messages[row]
        refusal = self._refusals.get(row)
        text = refusal or self._notes.get(row, "")
        kind = "refusal" if refusal else "problem"
        if label.text() != text:
            label.setText(text)
        set_shown(label, bool(text) or not self._compact)
        if label.property("kind") != kind:
            label.setProperty("kind", kind)
            repolish(label)

    def message(self, row: str) -> str:
        return self.messages[row].text()

    def update_notes(self, note: SeatNote, *, surrender: bool, declare: bool, compact: bool = False) -> None:
        """``compact``: a natural's banner shows on the table; a complete seat's empty message lines
        then give their room to it (three naturals fit 1280x720 in any language, issue 14), in every
        complete seat alike so the rows stay level across the table."""
        state = (note, surrender, declare, compact, theme.current().dark)
        if state == self._notes_state:
            return
        self._notes_state = state
        self._compact = compact and note.complete
        for row in ROWS:
            rn = note.rows[row]
            self.hand_labels[row].setText(rn.hand)
            self._notes[row] = rn.problem
            self._show_message(row)
        self._show_royalties(note.royalties)
        self._show_foul(note)
        self._show_natural(note, declare=declare)
        self.surrender_box.setChecked(surrender)

    def _show_royalties(self, royalties: list[str]) -> None:
        """One gold chip per royalty (``★ Back: four of a kind +2``)."""
        t = theme.current()
        while self.royalty_box.count():
            item = self.royalty_box.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.deleteLater()
        for text in royalties:
            chip = QLabel("★ " + text)
            chip.setObjectName("royaltyChip")
            chip.setStyleSheet(
                f"background:{t.gold.name()}; color:{t.gold_text.name()}; border-radius:9px;"
                " padding:2px 8px; font-weight:600;"
            )
            chip.setWordWrap(True)  # a narrow seat (six at the table): the chip takes two lines
            chip.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Minimum)
            self.royalty_box.addWidget(chip, 0, Qt.AlignmentFlag.AlignLeft)
            chip.show()

    def _show_foul(self, note: SeatNote) -> None:
        if note.foul:
            t = theme.current()
            text = (
                translate("SeatWidget", "⚠ FOUL: {problem} (rows still play under these rules)")
                if note.foul_plays
                else translate("SeatWidget", "⚠ FOUL: {problem}")
            )
            self.foul_banner.setText(text.format(problem=note.foul))
            self.foul_banner.setStyleSheet(
                f"background:{t.foul_bg.name()}; color:{t.foul_text.name()}; border-radius:6px;"
                " padding:4px 8px; font-weight:700;"
            )
        set_shown(self.foul_banner, bool(note.foul))

    def _show_natural(self, note: SeatNote, *, declare: bool) -> None:
        if note.natural:
            t = theme.current()
            self.natural_label.setText(
                translate("SeatWidget", "✦ Natural: {natural}").format(natural=note.natural_text)
            )
            self.natural_banner.setStyleSheet(
                f"#naturalBanner {{ background:{t.natural_bg.name()}; border-radius:6px; }}"
                f" QLabel {{ color:{t.natural_text.name()}; font-weight:700; }}"
            )
            self.declare_button.setChecked(declare)
            self.play_button.setChecked(not declare)
        set_shown(self.natural_banner, bool(note.natural))

    # -- 13 cards at once -----------------------------------------------------------------
