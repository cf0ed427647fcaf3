"""Ledger and settle-up GUI tests: offscreen Qt, temporary QSettings, a temporary book."""

from __future__ import annotations

import os

if not os.environ.get("QT_QPA_PLATFORM"):
    os.environ["QT_QPA_PLATFORM"] = "offscreen"

from collections.abc import Iterator  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402
from PySide6.QtCore import QCoreApplication, QSettings  # noqa: E402

from scorekeeper.book.storage import Book  # noqa: E402
from scorekeeper.demo import demo_session_kwargs  # noqa: E402

from .helpers import PLAYERS  # noqa: E402


@pytest.fixture(autouse=True)
def temp_settings(tmp_path: Path, qapp: object) -> Iterator[Path]:
    """QSettings of this test live in its own folder, never the user's."""
    folder = tmp_path / "settings"
    folder.mkdir()
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    for fmt in (QSettings.Format.IniFormat, QSettings.Format.NativeFormat):
        for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
            QSettings.setPath(fmt, scope, str(folder))
    QCoreApplication.setOrganizationName("ScorekeeperLedgerTests")
    QCoreApplication.setApplicationName("Scorekeeper ledger GUI tests")
    yield folder


@pytest.fixture
def book(tmp_path: Path) -> Iterator[Book]:
    opened = Book.open(tmp_path / "book.sqlite")
    yield opened
    opened.close()


@pytest.fixture
def controller(book: Book, qapp: object):  # type: ignore[no-untyped-def]
    from scorekeeper_app.controller import SessionController

    return SessionController(book)


@pytest.fixture
def demo(controller):  # type: ignore[no-untyped-def]
    """A controller with the demo session open (no hands yet)."""
    controller.new_session(**demo_session_kwargs(PLAYERS))
    return controller


@pytest.fixture(scope="session")
def styled_app(qapp):  # type: ignore[no-untyped-def]
    """Styled as ``scorekeeper-app`` styles itself (the light theme), so screenshots match."""
    from scorekeeper_app.widgets import theme

    current = theme.apply(qapp, "light")
    qapp.setStyleSheet(theme.stylesheet(current))
    return qapp


@pytest.fixture
def window(book, styled_app, qtbot):  # type: ignore[no-untyped-def]
    """The app's real main window on a temporary book, the demo session open, shown offscreen.

    Its ledger features are ``window.ledger_features``; its controller ``window.controller``.
    """
    from scorekeeper_app.app import create_main_window
    from scorekeeper_app.settings import Preferences

    main = create_main_window(book, Preferences())
    qtbot.addWidget(main)
    main.controller.new_session(**demo_session_kwargs(PLAYERS))
    main.resize(1400, 900)
    with qtbot.waitExposed(main):
        main.show()
    main.activateWindow()
    return main
