"""Start-up of the desktop app: ``scorekeeper-app [BOOK]``.

Opens the book (the default one in the user's data folder unless a path is given)
with the editing lock, builds the window, and reopens the session that was open
last. A book that is in use or cannot be read is reported in a message box.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QMessageBox

from scorekeeper.book import Book, BookError, BookInUse
from scorekeeper.book import open_book as open_any_book
from scorekeeper_app.controller import SessionController
from scorekeeper_app.resource_files import ICON
from scorekeeper_app.settings import APPLICATION, ORGANIZATION, Preferences
from scorekeeper_app.widgets import theme
from scorekeeper_app.window.main_window import MainWindow
from scorekeeper_app.wording import i18n
from scorekeeper_app.wording.i18n import translate


def configure(app: QApplication) -> Preferences:
    """Names for QSettings, the icon, the theme; returns the preferences."""
    QCoreApplication.setOrganizationName(ORGANIZATION)
    QCoreApplication.setApplicationName(APPLICATION)
    app.setDesktopFileName("scorekeeper-app")
    if ICON.exists():
        app.setWindowIcon(QIcon(str(ICON)))
    prefs = Preferences()
    apply_language(app, prefs)
    current = theme.apply(app, prefs.theme)
    app.setStyleSheet(theme.stylesheet(current))
    return prefs


def apply_language(app: QApplication, prefs: Preferences) -> str:
    """The bundled CJK font, and the language chosen in View > Language (or the system's)."""
    code = i18n.setup(app, prefs.language)
    app.setApplicationDisplayName(i18n.app_name())
    return code


def create_main_window(book: Book, prefs: Preferences, *, extra_pages: bool = True) -> MainWindow:
    """The window on an open book, with the last session reopened (tests use this too)."""
    controller = SessionController(book)
    icon = QIcon(str(ICON)) if ICON.exists() else None
    window = MainWindow(controller, prefs, icon, extra_pages=extra_pages)
    controller.setParent(window)
    prefs.add_recent_book(book.location)
    return window


def show_startup_error(title: str, text: str) -> None:
    """A message box before any window exists (tests replace this)."""
    QMessageBox.critical(None, title, text)


def open_book(path: str | None) -> Book | None:
    try:
        return open_any_book(path, exclusive=True)  # a file, or a card room's postgresql:// URL
    except BookInUse as exc:
        show_startup_error(
            translate("App", "The book is in use"),
            translate("App", "{problem}\n\nOnly one window can keep a book at a time.").format(problem=exc),
        )
    except BookError as exc:
        show_startup_error(translate("App", "The book cannot be opened"), str(exc))
    except OSError as exc:
        where = path or translate("App", "the default book")
        show_startup_error(translate("App", "The book cannot be opened"), f"{where}: {exc.strerror or exc}")
    return None


def _parse(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="scorekeeper-app", description="Chinese poker scorekeeper (desktop)")
    parser.add_argument("book", nargs="?", help="the book file (default: the book in your data folder)")
    parser.add_argument("--exit-when-ready", action="store_true", help=argparse.SUPPRESS)  # for bench/bench_app.py
    return parser.parse_args(list(argv))


def main(argv: Sequence[str] | None = None) -> int:
    started, cpu_before = time.perf_counter(), time.process_time()  # CPU so far: the interpreter and imports
    if "--self-test" in (sys.argv[1:] if argv is None else argv):  # before any QApplication: needs no display
        from scorekeeper_app.self_test import run

        return run()
    args = _parse(sys.argv[1:] if argv is None else argv)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    prefs = configure(app)
    book = open_book(args.book)
    if book is None:
        return 1
    try:
        window = create_main_window(book, prefs)
        window.show()
        if args.exit_when_ready:

            def ready() -> None:
                # seconds in main, then CPU seconds: before main (start-up, imports) and in it
                cpu = time.process_time()
                print(f"ready {time.perf_counter() - started:.3f} {cpu_before:.3f} {cpu - cpu_before:.3f}", flush=True)
                window.close()
                app.quit()

            QTimer.singleShot(0, ready)
        return app.exec()
    finally:
        book.close()


if __name__ == "__main__":
    sys.exit(main())
