"""GUI tests: real widgets, offscreen, with QSettings and every book in temporary folders.

QSettings is pointed at a fresh folder before any test creates one, so no test
reads or writes the user's real settings; each test starts with them empty.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
import shiboken6

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QEvent, QSettings, Qt  # noqa: E402
from PySide6.QtGui import QKeyEvent  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from scorekeeper.book.storage import Book  # noqa: E402
from scorekeeper_app.app import create_main_window  # noqa: E402
from scorekeeper_app.settings import Preferences  # noqa: E402
from scorekeeper_app.widgets import theme  # noqa: E402
from scorekeeper_app.window.main_window import MainWindow  # noqa: E402

TEST_ORGANIZATION = "ScorekeeperTests"


@pytest.fixture(scope="session", autouse=True)
def settings_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Every QSettings format and scope points into a temporary folder for the whole run."""
    path = tmp_path_factory.mktemp("qsettings")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    for fmt in (QSettings.Format.IniFormat, QSettings.Format.NativeFormat):
        for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
            QSettings.setPath(fmt, scope, str(path))
    QCoreApplication.setOrganizationName(TEST_ORGANIZATION)
    QCoreApplication.setApplicationName("Scorekeeper GUI tests")
    return path


@pytest.fixture(autouse=True)
def clean_settings(settings_dir: Path) -> Iterator[None]:
    QSettings().clear()
    yield
    QSettings().clear()


@pytest.fixture(scope="session")
def styled_app(qapp: QApplication) -> QApplication:
    """The app styled as ``scorekeeper-app`` styles it (light theme, our stylesheet)."""
    current = theme.apply(qapp, "light")
    qapp.setStyleSheet(theme.stylesheet(current))
    return qapp


@pytest.fixture
def book_path(tmp_path: Path) -> Path:
    return tmp_path / "book.sqlite"


@pytest.fixture
def make_window(qtbot, styled_app: QApplication, book_path: Path) -> Iterator[Callable[..., MainWindow]]:
    """Open the book at ``book_path`` (with its editing lock) and show the main window on it,
    as ``scorekeeper-app`` does; call again after closing to restart on the same book.

    The Ledger and Settle-up pages are placeholders unless ``extra_pages`` is set: these
    tests drive the start page, the new-session dialog and the hand page."""
    opened: list[tuple[MainWindow, Book]] = []

    def make(path: Path | None = None, *, extra_pages: bool = False) -> MainWindow:
        book = Book.open(path or book_path, exclusive=True)
        window = create_main_window(book, Preferences(), extra_pages=extra_pages)
        window.resize(1400, 900)
        with qtbot.waitExposed(window):
            window.show()
        activate(qtbot, window)
        opened.append((window, book))
        return window

    yield make
    for window, book in opened:
        close_window(window, book)


def activate(qtbot, window: QWidget) -> None:
    window.activateWindow()
    window.raise_()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)


def close_window(window: MainWindow, book: Book | None = None) -> None:
    """Close like a user does (the draft is flushed, the window state saved), then let go of the book."""
    if not shiboken6.isValid(window):  # closed and deleted already
        if book is not None:
            book.close()
        return
    if window.isVisible():
        window.close()
    (book or window.controller.book).close()  # closing twice is harmless
    window.deleteLater()  # windows left alive would be restyled by every later theme change
    # gone now, with its timers: none may fire after the test's book (or PostgreSQL schema) is gone
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def type_keys(qtbot, text: str) -> int:
    """Type each character into whichever widget has the focus, as a keyboard does; returns the key count."""
    for char in text:
        widget = QApplication.focusWidget()
        assert widget is not None, "nothing has the keyboard focus"
        if char.isascii():
            qtbot.keyClicks(widget, char)
        else:  # QTest only maps ASCII to keys; a suit symbol arrives as text, as from a keyboard layout or IME
            for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
                QApplication.sendEvent(widget, QKeyEvent(kind, 0, Qt.KeyboardModifier.NoModifier, char))
    return len(text)


def press(qtbot, key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    widget = QApplication.focusWidget()
    assert widget is not None, "nothing has the keyboard focus"
    qtbot.keyClick(widget, key, modifier)
