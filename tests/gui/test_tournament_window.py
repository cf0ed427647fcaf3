"""The Tournament window (issue 28), driven by keyboard on the real main window: File > Tournament
(Ctrl+Shift+T), a new event typed into its form, eight players registered, the seats drawn, a hand
at table 1 whose setting clock runs out on a seat still being set (that seat scored as the event
says: fouled, or surrendered), a second such hand busting a second player there, and the balancing
move the window proposes confirmed: the field then seats the moved player at table 1.

The figures the window shows are compared with ``tournament show``'s (``show_json``) on the same
book; the hand's result with the table session's own record. The clock is turned forward (its
``now``) rather than waited for. TOURNAMENT_SHOT=path saves the window as the README shows it.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect, Qt, QTimer
from PySide6.QtWidgets import QApplication, QComboBox, QInputDialog, QLineEdit, QMessageBox, QWidget

from scorekeeper.book.storage import Book
from scorekeeper.tournament_log import create_tournament, draw_tables, register, start_hand, structure_of
from scorekeeper.tournament_log.actions import tally_of
from scorekeeper.tournament_log.standings import show_json
from scorekeeper.tournament_log.tables import table_sessions
from scorekeeper_app.tournament.event_dialog import EventDialog
from scorekeeper_app.tournament.tournament_actions import REGISTRY, TAct
from scorekeeper_app.tournament.tournament_window import TournamentWindow
from tests.gui.conftest import activate, press, type_keys
from tests.gui.test_action_registry import problems_of

CTRL, SHIFT = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier
PLAYERS = ["Amy", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]
# Four seats' rows of one deal, each set in order with a pair at the back (no seat fouls of
# itself, none holds a natural): the seat whose clock runs out is scored as the event says.
DEAL = [
    ("2c 3d 5h", "4s 6c 7d 8h Ts", "9c 9d Qh Ks As"),
    ("2d 3h 5s", "4c 6d 7h 8s Tc", "Jd Jh Qs Kc Ac"),
    ("2h 3s 5c", "4d 6h 7s 8c Td", "9h 9s Qc Kd Ad"),
    ("2s 3c 5d", "4h 6s 7c 8d Th", "Js Jc Qd Kh Ah"),
]


def answer(qtbot: Any, kind: type[QWidget], respond: Callable[[Any], None], seen: list[str]) -> None:
    """When a modal ``kind`` shows (it runs its own loop), ``respond`` as a user would; a failure
    closes it (the test then fails on ``seen``, never hangs)."""

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if not (isinstance(dialog, kind) and dialog.isVisible()):
            QTimer.singleShot(20, look)
            return
        try:
            dialog.activateWindow()
            qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog, timeout=2000)
            text = dialog.text() if isinstance(dialog, QMessageBox) else "answered"
            respond(dialog)
            seen.append(text)
        except Exception as exc:  # noqa: BLE001 - reported through ``seen``
            seen.append(f"failed: {exc!r}")
            dialog.reject()

    QTimer.singleShot(0, look)


def tab_to(qtbot: Any, widget: QWidget) -> None:
    for _ in range(40):
        if QApplication.focusWidget() is widget or widget.isAncestorOf(QApplication.focusWidget()):
            return
        press(qtbot, Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never reaches {widget!r}")


def retype(qtbot: Any, widget: QWidget, text: str) -> None:
    """Tab to the field, select what it holds and type over it."""
    tab_to(qtbot, widget)
    press(qtbot, Qt.Key.Key_A, CTRL)
    type_keys(qtbot, text)


def fill_event(qtbot: Any, on_expiry: str) -> Callable[[EventDialog], None]:
    def fill(dialog: EventDialog) -> None:
        assert QApplication.focusWidget() is dialog.name  # the form opens on the name
        type_keys(qtbot, "Friday OFC")
        tab_to(qtbot, dialog.rules)
        type_keys(qtbot, "classic-2-4")  # a list: the keys find the preset
        assert dialog.rules.currentText() == "classic-2-4"
        retype(qtbot, dialog.buyin, "100")
        retype(qtbot, dialog.fee, "10")
        retype(qtbot, dialog.currency, "USD")
        retype(qtbot, dialog.chips, "1000")
        retype(qtbot, dialog.levels, "400,800,1600")
        retype(qtbot, dialog.every, "8")
        retype(qtbot, dialog.seats, "4")
        retype(qtbot, dialog.clock, "60")
        tab_to(qtbot, dialog.on_expiry)
        if on_expiry == "surrender":
            press(qtbot, Qt.Key.Key_Down)
        assert dialog.on_expiry.currentData() == on_expiry
        retype(qtbot, dialog.payouts, "50,30,20")
        press(qtbot, Qt.Key.Key_Return)
        assert dialog.problem.isHidden(), dialog.problem.text()

    return fill


def open_window(qtbot: Any, window: Any) -> TournamentWindow:
    press(qtbot, Qt.Key.Key_T, CTRL | SHIFT)  # File > Tournament…
    shown = window.tournament_window
    qtbot.waitUntil(lambda: QApplication.activeWindow() is shown)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is shown.field_view)
    return shown


def in_list(qtbot: Any, window: TournamentWindow) -> None:
    """After each dialog the keys are back in the field list."""
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.field_view, timeout=2000)


def shown_field(window: TournamentWindow) -> list[list[str]]:
    model = window.field
    return [[model.text(r, c) for c in range(model.columnCount())] for r in range(model.rowCount())]


def expected_field(show: dict[str, Any]) -> list[list[str]]:
    """``tournament show``'s field in the window's words."""
    words = {"playing": "playing", "out": "out"}

    def cell(value: object) -> str:
        return "" if value is None else str(value)

    return [
        [r["name"], f"{r['chips']:,}", cell(r["table"]), cell(r["seat"]), words[r["status"]], cell(r["place"])]
        for r in show["field"]
    ]


def play_hand(
    qtbot: Any, window: TournamentWindow, *, late: int, clock: list[float], before: Callable[[], None] = lambda: None
) -> tuple[str, ...]:
    """A hand at table 1: the clock started, every seat but ``late`` set, the time run out, the
    late seat's cards typed after it, the hand recorded. The players seated, in seat order."""
    hand = window.hand
    press(qtbot, Qt.Key.Key_2, CTRL)  # Table > Choose a table
    assert QApplication.focusWidget() is hand.table and hand.chosen() == 1
    seated = hand.seated
    press(qtbot, Qt.Key.Key_K, CTRL)  # Table > Start the setting clock
    assert hand.clock.running and hand.time.text() == "1:00"
    assert QApplication.focusWidget() is hand.first_row()
    for seat, rows in enumerate(DEAL[: len(seated)]):
        for edit, cards in zip(hand.seats[seat].edits.values(), rows, strict=True):
            tab_to(qtbot, edit)
            if seat != late or edit is hand.seats[seat].edits["front"]:  # the late seat: its front only
                type_keys(qtbot, cards)
    clock[0] += 15
    qtbot.waitUntil(lambda: hand.time.text() == "0:45")  # the countdown shows
    clock[0] += 46  # a minute and a second after the start
    qtbot.waitUntil(lambda: not hand.clock.running)
    assert hand.time.text() == "Time!" and hand.time.objectName() == "error"
    assert hand.expired == {seated[late]}
    surrenders = window.tally.field.structure.clock.on_expiry == "surrender"
    assert hand.seats[late].state.text() == f"not set in time: {'surrenders' if surrenders else 'fouled'}"
    assert [hand.seats[s].state.text() for s in range(len(seated)) if s != late] == ["set"] * (len(seated) - 1)
    for edit, cards in list(zip(hand.seats[late].edits.values(), DEAL[late], strict=True))[1:]:
        tab_to(qtbot, edit)  # the physical cards, typed once the seat is marked
        type_keys(qtbot, cards)
    before()
    press(qtbot, Qt.Key.Key_Return, CTRL)  # Table > Record the hand
    in_list(qtbot, window)
    assert window.problem.isHidden(), window.problem.text()
    return seated


@pytest.mark.parametrize("on_expiry", ["foul", "surrender"])
def test_register_draw_a_hand_whose_clock_runs_out_and_a_balance_move(qtbot, make_window, on_expiry) -> None:
    window = open_window(qtbot, make_window())
    book = window.book()
    assert [p for act, spec in REGISTRY.items() for p in problems_of(act, spec, window)] == []
    menus = {a for menu in window.menus.values() for a in menu.actions()}
    for act in TAct:  # every action has its keys, shown in its menu
        assert window.actions_by_id[act].shortcut().toString() and window.actions_by_id[act] in menus, act

    seen: list[str] = []
    answer(qtbot, EventDialog, fill_event(qtbot, on_expiry), seen)
    press(qtbot, Qt.Key.Key_N, CTRL)  # Event > New event…
    assert seen == ["answered"]
    in_list(qtbot, window)
    tournament = window.tournament
    assert tournament is not None and window.title.text() == "Friday OFC"

    for name in PLAYERS:

        def register(dialog: QInputDialog, name: str = name) -> None:
            assert isinstance(QApplication.focusWidget(), QLineEdit | QComboBox)
            type_keys(qtbot, name)
            press(qtbot, Qt.Key.Key_Return)

        answer(qtbot, QInputDialog, register, seen)
        press(qtbot, Qt.Key.Key_R, CTRL)  # Players > Register a player…
        in_list(qtbot, window)
    assert seen == ["answered"] * 9
    assert sorted(window.field.keys) == sorted(PLAYERS)
    assert window.money.text().startswith(
        "Prize pool $800.00 · fees $80.00 · 8 entries · 8 players left · average stack 1,000"
    )

    answer(qtbot, QMessageBox, lambda _box: press(qtbot, Qt.Key.Key_Return), seen)
    press(qtbot, Qt.Key.Key_D, CTRL)  # Players > Draw the seats… (Yes is the default)
    in_list(qtbot, window)
    assert seen[-1].startswith("Draw the seats for 8 players now?")
    show = show_json(tournament, tally_of(book.session(tournament)))
    assert shown_field(window) == expected_field(show)
    assert sorted(r["table"] for r in show["field"]) == [1] * 4 + [2] * 4

    clock = [1000.0]
    window.hand.clock.now = lambda: clock[0]
    seated = play_hand(qtbot, window, late=3, clock=clock)
    late = seated[3]
    show = show_json(tournament, tally_of(book.session(tournament)))
    assert shown_field(window) == expected_field(show)
    table_session = book.session(table_sessions(book, tournament)[1])
    result = {p.name: p.status for p in table_session.live_hands()[-1].result.players}
    assert result == {**dict.fromkeys(seated, "played"), late: "fouled" if on_expiry == "foul" else "surrendered"}
    assert {r["name"]: r["chips"] for r in show["field"]}[late] == 0  # the late seat paid all it had
    assert sum(int(row[1].replace(",", "")) for row in shown_field(window)) == 8 * 1000  # every chip shown
    assert [e["name"] for e in show["eliminations"]] == [late]
    assert window.eliminations.text(0, 1) == late and window.eliminations.text(0, 0) == "8"
    assert window.field.keys.index(late) == 7 and shown_field(window)[7][4:] == ["out", "8"]

    shot = os.environ.get("TOURNAMENT_SHOT", "") if on_expiry == "foul" else ""

    def look() -> None:  # the README's picture: the clock run out, a seat marked, one player out
        if shot:
            window.resize(1280, 720)
            qtbot.wait(50)
            window.grab().save(shot)

    second = play_hand(qtbot, window, late=2, clock=clock, before=look)  # three at the table: a second bust
    assert second == seated[:3]
    show = show_json(tournament, tally_of(book.session(tournament)))
    assert shown_field(window) == expected_field(show)
    assert [e["name"] for e in show["eliminations"]] == [late, second[2]]
    assert "balance the tables (Ctrl+B)" in window.statusBar().currentMessage()

    moves = tally_of(book.session(tournament)).field.proposed_moves()
    assert [(m.from_table, m.to_table) for m in moves] == [(2, 1)]
    moved = moves[0].player
    answer(qtbot, QMessageBox, lambda _box: press(qtbot, Qt.Key.Key_Return), seen)
    press(qtbot, Qt.Key.Key_B, CTRL)  # Players > Balance the tables…
    in_list(qtbot, window)
    assert f"{moved}: table 2 to table 1" in seen[-1]
    show = show_json(tournament, tally_of(book.session(tournament)))
    assert shown_field(window) == expected_field(show)
    row = window.field.keys.index(moved)
    assert window.field.text(row, 2) == "1"
    assert tally_of(book.session(tournament)).field.proposed_moves() == []
    assert sorted(book.session(table_sessions(book, tournament)[1]).active) == sorted([*second[:2], moved])

    window.resize(1280, 720)  # a laptop: every part of the window shows
    qtbot.wait(50)
    assert window.width() <= 1280 and window.height() <= 720
    for part in (window.field_view, window.hand.record_button, window.hand.seats[2].edits["back"]):
        assert window.rect().contains(QRect(part.mapTo(window, QPoint(0, 0)), part.size())), part


def test_a_preset_fills_the_form_and_its_re_buys_add_ons_and_payouts_hold_to_the_finish(qtbot, make_window) -> None:
    main = make_window()
    main.controller.new_session(name="Tuesday", players=["Amy", "Bob", "Cat"])  # the book's players
    window = open_window(qtbot, main)
    assert window.title.text() == "No event yet: Event > New event (Ctrl+N)"

    def fill(dialog: EventDialog) -> None:
        assert dialog.sizeHint().height() <= 720 - 40  # a laptop's screen less a title bar
        tab_to(qtbot, dialog.preset)
        press(qtbot, Qt.Key.Key_Down)
        press(qtbot, Qt.Key.Key_Down)  # the second preset: Chinese poker as Smolen describes it
        assert dialog.preset.currentData() == "chinese-poker-classic"
        shown = [dialog.name.text(), dialog.rules.currentText(), dialog.buyin.text(), dialog.fee.text()]
        assert shown == ["Chinese poker", "classic-1-6", "200", "20"]
        assert (dialog.chips.value(), dialog.every.value(), dialog.seats.value(), dialog.clock.value()) == (
            2000,
            8,
            4,
            120,
        )
        assert dialog.levels.text() == "10,20,30,40,50,75,100,150,200,300" and dialog.payouts.text() == ""
        retype(qtbot, dialog.name, "Sunday classic")
        press(qtbot, Qt.Key.Key_Return)

    seen: list[str] = []
    answer(qtbot, EventDialog, fill, seen)
    press(qtbot, Qt.Key.Key_N, CTRL)
    assert seen == ["answered"]
    in_list(qtbot, window)
    book, tournament = window.book(), window.tournament
    structure = tally_of(book.session(tournament)).field.structure
    assert structure.name == "Sunday classic" and structure.rebuys is not None and structure.add_ons is not None
    assert len(structure.payouts.bands) == 5  # the preset's payouts by field size, kept

    offered: list[list[str]] = []
    for name in ("Amy", "Zed"):  # one of the book's players, and a new name

        def register(dialog: QInputDialog, name: str = name) -> None:
            offered.append(dialog.comboBoxItems())
            type_keys(qtbot, name)
            press(qtbot, Qt.Key.Key_Return)

        answer(qtbot, QInputDialog, register, seen)
        press(qtbot, Qt.Key.Key_R, CTRL)
        in_list(qtbot, window)
    assert offered == [["", "Amy", "Bob", "Cat"], ["", "Bob", "Cat"]]  # never the event's own parties
    head = book.head(tournament)

    def again(dialog: QInputDialog) -> None:
        type_keys(qtbot, "Zed")
        press(qtbot, Qt.Key.Key_Return)

    answer(qtbot, QInputDialog, again, seen)
    press(qtbot, Qt.Key.Key_R, CTRL)  # the same name twice: the engine's refusal shown, nothing recorded
    in_list(qtbot, window)
    assert (
        window.problem.isVisible() and window.problem.text() == "Zed is registered already (a second entry is a re-buy)"
    )
    assert book.head(tournament) == head

    press(qtbot, Qt.Key.Key_Home, CTRL)
    assert window.selected() == "Amy"
    for key in (Qt.Key.Key_R, Qt.Key.Key_A):  # Players > Re-buy, then Add-on, for the selected player
        answer(qtbot, QMessageBox, lambda _box: press(qtbot, Qt.Key.Key_Return), seen)
        press(qtbot, key, CTRL | SHIFT)
        in_list(qtbot, window)
    assert seen[-2:] == ["Record a re-buy for Amy?", "Record an add-on for Amy?"]
    show = show_json(tournament, tally_of(book.session(tournament)))
    assert shown_field(window) == expected_field(show) and shown_field(window)[0][:2] == ["Amy", "6,000"]
    assert show["prize_pool"] == "800"
    assert window.money.text().startswith(
        "Prize pool $800.00 · fees $80.00 · 3 entries · 2 players left · average stack 4,000"
    )

    answer(qtbot, QMessageBox, lambda _box: press(qtbot, Qt.Key.Key_Return), seen)
    press(qtbot, Qt.Key.Key_D, CTRL)
    in_list(qtbot, window)
    answer(qtbot, QMessageBox, lambda _box: press(qtbot, Qt.Key.Key_Return), seen)  # Finish? Yes
    answer_results: list[str] = []
    QTimer.singleShot(
        300, lambda: answer(qtbot, QMessageBox, lambda _box: press(qtbot, Qt.Key.Key_Return), answer_results)
    )
    press(qtbot, Qt.Key.Key_F, CTRL | SHIFT)  # Event > Finish the event…
    in_list(qtbot, window)
    assert answer_results == ["1. Amy: $800.00\n2. Zed: $0.00"]
    assert window.windowTitle() == "Tournament: Sunday classic (finished)"
    assert not window.actions_by_id[TAct.REGISTER].isEnabled()

    press(qtbot, Qt.Key.Key_W, CTRL)  # Event > Close; File > Tournament shows the same event again
    qtbot.waitUntil(lambda: not window.isVisible())
    activate(qtbot, main)
    assert open_window(qtbot, main) is window and window.tournament == tournament


def test_another_terminals_entry_and_started_clock_show_within_a_second(qtbot, make_window, book_path) -> None:
    """The card room's other screens write to the same book: the window follows them."""
    window = open_window(qtbot, make_window())
    book = window.book()
    structure = structure_of(
        None, payouts="100", name="Shared", buyin="10", chips=500, levels="10,20", seats=2, clock=90, currency=""
    )
    tournament = create_tournament(book, structure)
    for name in ("Amy", "Bob"):
        register(book, tournament, name)
    window.show_event(tournament)
    assert window.field.keys == ["Amy", "Bob"]
    with Book.open(book_path) as other:  # another terminal: a late entry, the draw, table 1's hand dealt
        register(other, tournament, "Cat")
        draw_tables(other, tournament, 3)
        start_hand(other, tournament, table=1)
        qtbot.waitUntil(lambda: len(window.field.keys) == 3, timeout=1000)
    qtbot.waitUntil(lambda: window.hand.clock.running, timeout=1000)
    assert window.hand.chosen() == 1 and window.hand.time.text() in ("1:30", "1:29", "1:28")
    assert shown_field(window) == expected_field(show_json(tournament, tally_of(book.session(tournament))))


def test_levels_by_time_follow_the_events_clock_which_ctrl_p_pauses_and_starts(qtbot, make_window) -> None:
    window = open_window(qtbot, make_window())
    book = window.book()
    structure = structure_of(
        None, payouts="100", name="Timed", buyin="10", chips=500, levels="10,20", minutes_per_level=20, currency=""
    )
    tournament = create_tournament(book, structure)
    for name in ("Amy", "Bob"):
        register(book, tournament, name)
    draw_tables(book, tournament, 1)  # the draw starts the event's clock
    window.show_event(tournament)
    assert window.level.text().startswith("Level 1 of 2: 10 chips a point · 20 in ")
    assert window.level.text()[-5:] in ("20:00", "19:59", "19:58")
    press(qtbot, Qt.Key.Key_P, CTRL)  # Players > Start or pause the event's clock
    assert not tally_of(book.session(tournament)).clock.running
    assert window.level.text().endswith("the event's clock is stopped (Ctrl+P starts it)")
    assert window.statusBar().currentMessage() == "The event's clock is paused"
    press(qtbot, Qt.Key.Key_P, CTRL)
    assert tally_of(book.session(tournament)).clock.running
    assert window.statusBar().currentMessage() == "The event's clock runs"
    assert QApplication.focusWidget() is window.field_view
