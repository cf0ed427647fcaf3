"""The Players page and the close-name prompt (issue 30), driven by keyboard on the real window.

A book of several nights (four people, "bobby" also Bob, EUR and USD): the page shows for each
person what ``players stats`` counts; merging from the page and Ctrl+Z restore the register; a
new session's "bob" is asked about ("Bob (played N sessions)?") and seated as Bob on Yes.
"""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal
from typing import Any

from helpers.players_book import make_players_book
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QComboBox, QInputDialog, QMessageBox, QWidget

from scorekeeper.players.actions import people_json
from scorekeeper.players.stats import StatsFilter
from scorekeeper.players.stats_json import book_stats
from scorekeeper_app.window.actions import Act
from scorekeeper_app.wording.formatting import money_text, units_text
from tests.gui.conftest import activate, press, type_keys

CTRL, ALT = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.AltModifier


def answer(qtbot: Any, kind: type[QWidget], respond: Callable[[Any], None], seen: list[str]) -> None:
    """When a modal ``kind`` shows (it runs its own loop), ``respond`` to it as a user would; a failed
    answer closes it (the test fails on what ``seen`` lacks, never hangs)."""

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if not (isinstance(dialog, kind) and dialog.isVisible()):
            QTimer.singleShot(20, look)
            return
        label = dialog.findChild(QWidget, "qt_msgbox_label")
        try:
            dialog.activateWindow()
            qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog, timeout=2000)
            respond(dialog)
            seen.append(label.text() if label is not None else "answered")
        except Exception as exc:  # noqa: BLE001 - reported through ``seen``
            seen.append(f"failed: {exc!r}")
            dialog.reject()

    QTimer.singleShot(0, look)


def players_page(qtbot: Any, make_window: Any, book_path: Any) -> tuple[Any, Any]:
    window = make_window(extra_pages=True)
    sessions = window.controller.book.list_sessions()
    window.open_session(sessions[-1].id)
    press(qtbot, Qt.Key.Key_5, CTRL)  # View > Players
    page = window.ledger_features.players_page
    qtbot.waitUntil(lambda: window.pages.currentWidget() is page and page.people.rowCount() > 0)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is page.people_view)  # the list has the keys
    return window, page


def select(qtbot: Any, page: Any, name: str) -> None:
    """Ctrl+Home, then Down to the person's row (the list is in the register's order)."""
    press(qtbot, Qt.Key.Key_Home, CTRL)
    for _ in range(page.people.rowCount() + 1):
        if page.selected() is not None and page.selected().name == name:
            return
        press(qtbot, Qt.Key.Key_Down)
    raise AssertionError(f"{name} is not in the list")


def tab_to(qtbot: Any, widget: QWidget, *, backwards: bool = False) -> None:
    """Tab (or Shift+Tab) until ``widget`` has the keys."""
    modifier = Qt.KeyboardModifier.ShiftModifier if backwards else Qt.KeyboardModifier.NoModifier
    for _ in range(30):
        if QApplication.focusWidget() is widget:
            return
        press(qtbot, Qt.Key.Key_Tab, modifier)
    raise AssertionError(f"Tab never reaches {widget.objectName()}")


def shown_figures(page: Any) -> dict[str, dict[str, str]]:
    """The figures table as shown: currency -> figure -> text."""
    model = page.figures
    return {
        model.headers[c]: {model.text(r, 0): model.text(r, c) for r in range(model.rowCount())}
        for c in range(1, model.columnCount())
    }


def expected_figures(stats: dict[str, Any]) -> dict[str, dict[str, str]]:
    """``players stats``'s figures in the app's words."""
    out = {}
    for currency, f in stats["currencies"].items():

        def money(key: str, c: str = currency, f: dict[str, Any] = f) -> str:
            return money_text(Decimal(f[key]), c, signed=True)

        def night(key: str, c: str = currency, f: dict[str, Any] = f) -> str:
            return f"{money_text(Decimal(f[key]['money']), c, signed=True)} ({f[key]['date']})"

        out[currency] = {
            "Sessions": str(f["sessions"]),
            "Hands": f"{f['hands']:,}",
            "Net money": money("money"),
            "Net units": units_text(f["units"]),
            "Money per hand": money("money_per_hand"),
            "Money per 100 hands": money("money_per_100_hands"),
            "Units per hand": units_text(f["units_per_hand"]),
            "Units per 100 hands": units_text(f["units_per_100_hands"]),
            "Best night": night("best_night"),
            "Worst night": night("worst_night"),
        }
    return out


def test_the_page_shows_every_persons_figures_as_players_stats_counts_them(qtbot, make_window, book_path) -> None:
    make_players_book(book_path)
    window, page = players_page(qtbot, make_window, book_path)
    book = window.controller.book
    listed = people_json(book)["players"]
    shown = [[page.people.text(r, c) for c in range(3)] for r in range(page.people.rowCount())]
    assert shown == [[p["name"], ", ".join(p["aliases"]), str(p["sessions"])] for p in listed]
    assert ["Bob", "bobby"] in [row[:2] for row in shown]
    currencies: set[str] = set()
    for person in listed:
        select(qtbot, page, person["name"])
        stats = book_stats(book, person["name"], StatsFilter())
        assert shown_figures(page) == expected_figures(stats)
        by_row = {page.by_row.text(r, 0).lower(): [page.by_row.text(r, c) for c in (1, 2, 3)] for r in range(3)}
        assert by_row == {row: [str(v[k]) for k in ("won", "lost", "tied")] for row, v in stats["rows"].items()}
        duels = {
            (page.duels.text(r, 0), page.duels.text(r, 1)): page.duels.text(r, 4) for r in range(page.duels.rowCount())
        }
        assert duels == {
            (o, c): money_text(Decimal(d["money"]), c, signed=True)
            for o, per_currency in stats["head_to_head"].items()
            for c, d in per_currency.items()
        }
        lines = page.chart.series()  # the running total, night by night, per currency
        for currency, figures in stats["currencies"].items():
            last = lines[currency].points()[-1].y()
            assert abs(last - float(figures["money"])) < 1e-9
        currencies |= set(stats["currencies"])
    assert currencies == {"EUR", "USD"}

    # a season: the dates of one year, the same figures as players stats --since --until
    season = page.season
    tab_to(qtbot, season, backwards=True)  # from the list back to the season
    press(qtbot, Qt.Key.Key_End)  # the earliest year is listed last
    assert season.currentText() == "2025"
    tab_to(qtbot, page.people_view)
    select(qtbot, page, "Bob")
    stats = book_stats(book, "Bob", StatsFilter(since="2025-01-01", until="2025-12-31"))
    assert shown_figures(page) == expected_figures(stats)
    assert stats["currencies"] != book_stats(book, "Bob", StatsFilter())["currencies"]


def test_merge_from_the_page_then_undo_restores_the_register(qtbot, make_window, book_path) -> None:
    make_players_book(book_path, merged=False)
    window, page = players_page(qtbot, make_window, book_path)
    book = window.controller.book
    before = people_json(book)
    heads = {s.id: book.head(s.id) for s in book.list_sessions()}
    alone = book_stats(book, "Bob", StatsFilter())["currencies"]
    select(qtbot, page, "Bob")

    def pick_bobby(dialog: QInputDialog) -> None:
        combo = dialog.findChild(QComboBox)
        assert QApplication.focusWidget() is combo
        type_keys(qtbot, "bobby")  # a list: the keys find the name
        assert combo.currentText() == "bobby"
        press(qtbot, Qt.Key.Key_Return)

    seen: list[str] = []
    answer(qtbot, QInputDialog, pick_bobby, seen)
    press(qtbot, Qt.Key.Key_M, CTRL | ALT)  # Session > Merge players…
    qtbot.waitUntil(lambda: bool(seen))
    assert seen == ["answered"]
    assert page.editor.stack.count() == 1
    rows = {page.people.text(r, 0): page.people.text(r, 1) for r in range(page.people.rowCount())}
    assert rows["Bob"] == "bobby" and "bobby" not in rows
    merged = book_stats(book, "Bob", StatsFilter())
    assert merged["currencies"] != alone
    assert page.selected().name == "Bob"
    assert shown_figures(page) == expected_figures(merged)
    assert {s.id: book.head(s.id) for s in book.list_sessions()} == heads  # no session's event rewritten

    activate(qtbot, window)  # the dialog gone, the window has the keys again
    assert QApplication.focusWidget() is page.people_view
    assert window.actions_by_id[Act.UNDO].isEnabled()
    press(qtbot, Qt.Key.Key_Z, CTRL)  # Edit > Undo on the Players page
    qtbot.waitUntil(lambda: page.editor.stack.index() == 0)
    assert people_json(book) == before
    rows = {page.people.text(r, 0): page.people.text(r, 1) for r in range(page.people.rowCount())}
    assert rows["Bob"] == "" and "bobby" in rows
    assert shown_figures(page) == expected_figures(book_stats(book, "Bob", StatsFilter()))
    press(qtbot, Qt.Key.Key_Z, CTRL | Qt.KeyboardModifier.ShiftModifier)  # and Redo merges again
    qtbot.waitUntil(lambda: page.editor.stack.index() == 1)
    assert people_json(book) != before
    assert [p["aliases"] for p in people_json(book)["players"] if p["name"] == "Bob"] == [["bobby"]]


def test_a_name_close_to_a_known_player_is_asked_about_and_recorded_as_theirs(qtbot, make_window, book_path) -> None:
    make_players_book(book_path)
    window = make_window()
    book = window.controller.book
    bob = next(p for p in people_json(book)["players"] if p["name"] == "Bob")
    press(qtbot, Qt.Key.Key_N, CTRL)
    dialog = window.new_session_dialog
    assert dialog is not None
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.name)
    press(qtbot, Qt.Key.Key_1, ALT)  # seat 1
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.seats[0])
    type_keys(qtbot, "Amy")
    press(qtbot, Qt.Key.Key_Tab)
    type_keys(qtbot, "bob")
    popup = dialog.seats[1].completer().popup()
    popup.hide()  # the completer offers "Bob": the user does not take it (offscreen, its keys never reach it)
    assert dialog.players() == ["Amy", "bob"]  # leaving the seat makes it "Bob" silently: the prompt asks

    seen: list[str] = []
    answer(qtbot, QMessageBox, lambda box: press(qtbot, Qt.Key.Key_Return), seen)  # Yes is the default
    press(qtbot, Qt.Key.Key_N, ALT)  # back to the session's name, then Enter: Start session
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.name)
    press(qtbot, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(seen))
    assert seen == [f"You typed “bob”. Did you mean Bob (played {bob['sessions']} sessions)?"]
    qtbot.waitUntil(lambda: window.controller.has_session() and window.new_session_dialog is None)
    session = window.controller.session()
    assert list(session.players) == ["Amy", "Bob"]
    assert "bob" not in book.player_names()


def test_no_to_the_close_name_prompt_seats_a_new_player(qtbot, make_window, book_path) -> None:
    make_players_book(book_path)
    window = make_window()
    press(qtbot, Qt.Key.Key_N, CTRL)
    dialog = window.new_session_dialog
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.name)
    press(qtbot, Qt.Key.Key_1, ALT)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.seats[0])
    type_keys(qtbot, "Amy")
    press(qtbot, Qt.Key.Key_Tab)
    type_keys(qtbot, "Cyd")
    press(qtbot, Qt.Key.Key_Tab)
    type_keys(qtbot, "Bbo")  # one swap from Bob
    dialog.seats[2].completer().popup().hide()
    seen: list[str] = []
    answer(qtbot, QMessageBox, lambda box: press(qtbot, Qt.Key.Key_N), seen)  # No
    press(qtbot, Qt.Key.Key_N, ALT)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.name)
    press(qtbot, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(seen))
    assert seen[0].startswith("You typed “Bbo”. Did you mean Bob (played ")
    qtbot.waitUntil(lambda: window.controller.has_session())
    assert list(window.controller.session().players) == ["Amy", "Cyd", "Bbo"]


def test_unmerge_from_the_page_then_undo_merges_again(qtbot, make_window, book_path) -> None:
    make_players_book(book_path)  # "bobby" merged into Bob
    window, page = players_page(qtbot, make_window, book_path)
    book = window.controller.book
    select(qtbot, page, "Bob")
    seen: list[str] = []
    answer(qtbot, QInputDialog, lambda dialog: press(qtbot, Qt.Key.Key_Return), seen)  # his one other name
    press(qtbot, Qt.Key.Key_U, CTRL | ALT)  # Session > Unmerge a name…
    qtbot.waitUntil(lambda: bool(seen))
    assert seen == ["answered"] and page.editor.stack.count() == 1
    rows = {page.people.text(r, 0): page.people.text(r, 1) for r in range(page.people.rowCount())}
    assert rows["Bob"] == "" and "bobby" in rows
    assert shown_figures(page) == expected_figures(book_stats(book, "Bob", StatsFilter()))
    activate(qtbot, window)
    press(qtbot, Qt.Key.Key_Z, CTRL)
    qtbot.waitUntil(lambda: page.editor.stack.index() == 0)
    assert [p["aliases"] for p in people_json(book)["players"] if p["name"] == "Bob"] == [["bobby"]]


def test_the_advisor_review_shows_what_players_stats_advisor_counts(qtbot, make_window, book_path) -> None:
    make_players_book(book_path)
    window, page = players_page(qtbot, make_window, book_path)
    book = window.controller.book
    label = page.advice.label
    assert "not reviewed yet" in label.text()
    select(qtbot, page, "Amy")
    press(qtbot, Qt.Key.Key_G, CTRL | ALT)  # Session > Review with the advisor
    qtbot.waitUntil(lambda: "units over" in label.text(), timeout=60_000)
    counted = book_stats(book, "Amy", StatsFilter(), advisor=True)["advisor"]
    assert counted["hands"] > 0
    assert f"{counted['given_away']} units over {counted['hands']} hands ({counted['given_away_per_hand']} a hand)" in (
        label.text()
    )
    qtbot.waitUntil(lambda: QApplication.focusWidget() is page.people_view)  # the keys back on the list
    select(qtbot, page, "Bob")  # another person: not reviewed until asked
    assert "not reviewed yet" in label.text()


def test_the_first_read_on_a_computer_shows_its_progress_and_the_second_reads_what_was_kept(
    qtbot, make_window, book_path, monkeypatch
) -> None:
    from scorekeeper_app.players import read_progress

    make_players_book(book_path)
    monkeypatch.setattr(read_progress, "SHOW_AFTER_MS", 0)  # a small book sums too fast to be seen
    heard: list[tuple[int, int]] = []
    shown: list[bool] = []
    original = read_progress.ReadProgress.__call__

    def spy(self: Any, done: int, total: int) -> None:
        original(self, done, total)
        heard.append((done, total))
        shown.append(self.dialog is not None and self.dialog.isVisible())

    monkeypatch.setattr(read_progress.ReadProgress, "__call__", spy)
    window, page = players_page(qtbot, make_window, book_path)
    sessions = len(window.controller.book.list_sessions())
    assert heard and {total for _, total in heard} == {sessions} and heard[0][0] == 0
    assert any(shown)  # the dialog was up while the nights were summed
    assert page.findChild(QWidget, "playersReadProgress") is None  # and gone once they were
    assert QApplication.focusWidget() is page.people_view
    heard.clear()
    page.refresh()  # the same book again: every session's sums are kept, nothing replayed, no dialog
    assert heard == []
