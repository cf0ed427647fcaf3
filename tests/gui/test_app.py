"""Start-up, the book lock, settings, drafts, pages and shortcuts of the main window."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings, Qt
from PySide6.QtWidgets import QApplication

import scorekeeper_app.app
from scorekeeper.book.storage import Book
from scorekeeper_app.settings import Preferences
from scorekeeper_app.widgets import theme
from scorekeeper_app.window.actions import REGISTRY, Act
from tests.gui.conftest import TEST_ORGANIZATION, close_window, press, type_keys

pytestmark = pytest.mark.gui
PLAYERS = ["Amy", "Bob", "Cat", "Dan"]


@pytest.fixture
def startup_errors(monkeypatch) -> list[tuple[str, str]]:
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(scorekeeper_app.app, "show_startup_error", lambda title, text: shown.append((title, text)))
    yield shown
    QCoreApplication.setOrganizationName(TEST_ORGANIZATION)  # main() names the real organisation


def test_settings_live_in_the_temporary_folder(settings_dir: Path) -> None:
    assert Path(QSettings().fileName()).is_relative_to(settings_dir)
    assert Path(Preferences().qsettings.fileName()).is_relative_to(settings_dir)


def test_a_book_open_in_another_window_is_reported_not_a_crash(qapp, book_path, startup_errors) -> None:
    with Book.open(book_path, exclusive=True):
        assert scorekeeper_app.app.main([str(book_path)]) == 1
    assert startup_errors[0][0] == "The book is in use"
    assert "open in another scorekeeper window" in startup_errors[0][1]


def test_a_file_that_is_not_a_book_is_reported(qapp, tmp_path, startup_errors) -> None:
    path = tmp_path / "notes.sqlite"
    path.write_text("shopping list")
    assert scorekeeper_app.app.main([str(path)]) == 1
    assert startup_errors == [("The book cannot be opened", f"{path}: not a scorekeeper book (not an SQLite database)")]


def test_the_app_starts_on_the_default_book_in_a_fresh_interpreter(tmp_path) -> None:
    """``scorekeeper-app`` with no argument: the default book in the data folder (here a temporary one).

    Run in its own interpreter: ``QApplication.exec`` cannot run twice in one process.
    """
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path / "data"), "XDG_CONFIG_HOME": str(tmp_path / "config")}
    env["QT_QPA_PLATFORM"] = env.get("QT_QPA_PLATFORM") or "offscreen"
    root = Path(__file__).resolve().parents[2]
    command = [sys.executable, "-m", "scorekeeper_app.app", "--exit-when-ready"]
    run = subprocess.run(command, cwd=root, env=env, capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    assert run.stdout.startswith("ready ")
    assert (tmp_path / "data" / "scorekeeper" / "book.sqlite").exists()
    assert list((tmp_path / "config").rglob("*.conf"))  # its settings went to the temporary folder too


def test_the_gui_script_is_ui_app_main() -> None:
    text = (Path(__file__).resolve().parents[2] / "pyproject.toml").read_text()
    assert 'scorekeeper-app = "scorekeeper_app.app:main"' in text


def test_pages_switch_with_ctrl_1_2_3_and_the_window_remembers_size_and_page(qtbot, make_window) -> None:
    window = make_window(extra_pages=True)  # the real Ledger and Settle-up pages when they are there
    window.controller.new_session(name="Pages", players=PLAYERS, rules="classic-2-4")
    titles = [window.pages.tabText(i) for i in range(window.pages.count())]
    assert titles[:3] == ["Hand 1", "Ledger", "Settle up"]
    press(qtbot, Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)
    assert window.pages.currentIndex() == 1
    press(qtbot, Qt.Key.Key_3, Qt.KeyboardModifier.ControlModifier)
    assert window.pages.currentIndex() == 2
    window.resize(1234, 777)
    close_window(window)
    again = make_window(extra_pages=True)
    assert again.pages.currentIndex() == 2
    assert (again.width(), again.height()) == (1234, 777) or again.saveGeometry()
    press(qtbot, Qt.Key.Key_1, Qt.KeyboardModifier.ControlModifier)
    assert again.pages.currentWidget() is again.hand_page
    qtbot.waitUntil(lambda: QApplication.focusWidget() is again.hand_page.row_edit(0, "front"))


def test_every_action_has_a_shortcut_that_its_menu_shows(make_window) -> None:
    window = make_window()
    for act in REGISTRY:
        action = window.actions_by_id[act]
        assert not action.shortcut().isEmpty(), act
    for action in window.page_actions:
        assert not action.shortcut().isEmpty(), action.text()
    menu_actions = {a for menu in window.menus.values() for a in menu.actions()}
    assert set(window.actions_by_id.values()) <= menu_actions


def test_entry_undo_and_redo_with_ctrl_z(qtbot, make_window) -> None:
    window = make_window()
    window.controller.new_session(name="Undo", players=PLAYERS, rules="classic-2-4")
    page = window.hand_page
    qtbot.waitUntil(lambda: QApplication.focusWidget() is page.row_edit(0, "front"))
    type_keys(qtbot, "6s6c4h9d")
    press(qtbot, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    press(qtbot, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert page.model.card_count() == 2
    assert window.actions_by_id[Act.UNDO].toolTip() == "Undo add 6♣ to Amy's front (Ctrl+Z)"
    press(qtbot, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert page.model.cards((0, "front"))[-1] == page.model.cards((0, "front"))[2]
    assert page.model.card_count() == 3


def test_a_recorded_hand_can_be_undone_from_the_session(qtbot, make_window) -> None:
    window = make_window()
    window.controller.new_session(name="Undo", players=["Amy", "Bob"], rules="classic-2-4")
    page = window.hand_page
    qtbot.waitUntil(lambda: QApplication.focusWidget() is page.row_edit(0, "front"))
    type_keys(qtbot, "6s6c4hTdTs9cQs8c3h3d3s2h2dAhKdQd9h9d5h5d4cKsJs9s8s7s")
    press(qtbot, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert window.controller.session().next_hand == 2
    assert window.session_panel.money["Amy"].text() == "+2"
    press(qtbot, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
    assert window.controller.session().next_hand == 1
    assert window.session_panel.money["Amy"].text() == "0"
    assert window.saved_label.text().startswith("Undone: record hand 1 at")


def test_not_ready_to_record_says_why(qtbot, make_window) -> None:
    window = make_window()
    window.controller.new_session(name="Early", players=["Amy", "Bob"], rules="classic-2-4")
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.hand_page.row_edit(0, "front"))
    type_keys(qtbot, "6s6c")
    press(qtbot, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert window.controller.session().next_hand == 1
    assert window.error_label.text() == "Not ready to record: Amy's front has 2 of 3 cards"


def test_an_unfinished_hand_is_kept_as_a_draft_and_offered_back(qtbot, make_window, book_path) -> None:
    window = make_window()
    window.controller.new_session(name="Draft", players=PLAYERS, rules="classic-2-4")
    page = window.hand_page
    qtbot.waitUntil(lambda: QApplication.focusWidget() is page.row_edit(0, "front"))
    type_keys(qtbot, "6s6c4hTdTs9c")
    qtbot.waitUntil(lambda: window.controller.book.draft(window.controller.session_id) is not None, timeout=3000)
    draft = json.loads(window.controller.book.draft(window.controller.session_id))
    assert draft["players"][0]["front"] == "6s 6c 4h"
    close_window(window)  # also as a crash would leave it: the draft is already in the book

    again = make_window()
    page = again.hand_page
    assert page.draft_banner.isVisible()
    assert page.draft_label.text().startswith("An unfinished hand 1 was kept (saved at ")
    assert page.draft_label.text().endswith("6 cards entered.")
    assert page.model.is_empty()
    qtbot.mouseClick(page.restore_button, Qt.MouseButton.LeftButton)
    assert not page.draft_banner.isVisible()
    assert page.model.cards((0, "middle")) == tuple(json_cards("Td Ts 9c"))
    assert page.editor.active == (0, "middle")


def test_a_discarded_draft_is_gone(qtbot, make_window) -> None:
    window = make_window()
    window.controller.new_session(name="Draft", players=["Amy", "Bob"], rules="classic-2-4")
    window.hand_page.editor.type_card((0, "front"), json_cards("As")[0])
    window.hand_page.save_draft()
    close_window(window)
    again = make_window()
    qtbot.mouseClick(again.hand_page.discard_button, Qt.MouseButton.LeftButton)
    assert again.controller.book.draft(again.controller.session_id) is None


def test_the_first_dealer_chosen_before_any_hand_survives_a_restart(qtbot, make_window) -> None:
    window = make_window()
    window.controller.new_session(name="Dealer", players=PLAYERS, rules="classic-2-4")
    window.hand_page.focus_seat(2)
    window.actions_by_id[Act.DEALER].trigger()
    window.hand_page.flush()
    close_window(window)
    again = make_window()
    assert again.hand_page.model.dealer == "Cat"
    assert not again.hand_page.draft_banner.isVisible()


def test_zoom_four_colours_and_theme_are_preferences(qtbot, make_window, styled_app) -> None:
    window = make_window()
    window.zoom_in()
    window.actions_by_id[Act.FOUR_COLOUR].trigger()
    assert Preferences().zoom == 1.15 and Preferences().four_colour is True
    try:
        window.cycle_theme()  # system -> light -> dark
        window.cycle_theme()
        assert Preferences().theme == "dark" and theme.is_dark()
        window.grab()
    finally:
        current = theme.apply(styled_app, "light")
        styled_app.setStyleSheet(theme.stylesheet(current))
    close_window(window)
    again = make_window()
    assert again.options.zoom == 1.15 and again.options.four_colour


def test_open_book_goes_through_a_prompt_that_tests_replace(qtbot, make_window, tmp_path) -> None:
    other = tmp_path / "other.sqlite"
    with Book.open(other) as book:
        book.create_session(name="Elsewhere", players=["Amy", "Bob"], rules="classic-2-4")
    window = make_window()
    window.prompt_book_path = lambda: str(other)
    errors: list[str] = []
    window.prompt_error = lambda title, text: errors.append(text)
    press(qtbot, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    assert window.controller.book_path == other
    sessions = window.start_page.sessions
    assert [sessions.item(i).text().split()[0] for i in range(sessions.count())] == ["Elsewhere"]
    window.prompt_book_path = lambda: str(tmp_path / "missing" / "..")
    window.open_book()
    assert errors and window.controller.book_path == other


def json_cards(text: str):
    from scorekeeper.game.cards import parse_cards

    return parse_cards(text)
