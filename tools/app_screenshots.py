"""Screenshots of the app for the README, drawn offscreen from real widgets.

    QT_QPA_PLATFORM=offscreen python tools/app_screenshots.py [docs]

Writes ``session-menu.png`` (the Session menu over the Hand page), ``stake-change.png``
(the ledger with a stake changed between hands) and ``hand-entry-1280x720.png``.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
from decimal import Decimal
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QSettings  # noqa: E402
from PySide6.QtGui import QPainter  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

PLAYERS = ["Amy", "Bob", "Cat", "Dan"]


def main(argv: list[str]) -> int:
    out = Path(argv[0] if argv else "docs")
    scratch = Path(tempfile.mkdtemp())
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(scratch))
    QCoreApplication.setOrganizationName("ScorekeeperScreenshots")
    app = QApplication(sys.argv[:1])

    from scorekeeper.demo import random_hand
    from scorekeeper.session import parse_hand_entry
    from scorekeeper.storage import Book
    from scorekeeper_app import theme
    from scorekeeper_app.app import create_main_window
    from scorekeeper_app.settings import Preferences

    app.setStyleSheet(theme.stylesheet(theme.apply(app, "light")))
    book = Book.open(scratch / "book.sqlite", exclusive=True)
    window = create_main_window(book, Preferences(), extra_pages=True)
    controller = window.controller
    controller.new_session(name="Friday night", players=PLAYERS, currency="EUR", unit=Decimal(1))
    rng = random.Random(12)
    for _ in range(12):
        controller.record(parse_hand_entry(random_hand(rng, PLAYERS, foul_share=0.1)))
    controller.set_stake("Amy", "Bob", Decimal(5))
    for _ in range(4):
        controller.record(parse_hand_entry(random_hand(rng, PLAYERS, foul_share=0.1)))
    controller.set_players(["Amy", "Bob", "Cat", "Eve"])
    window.resize(1280, 720)
    window.show()
    page = window.hand_page
    window.show_page(page)
    page.model.load_draft({"dealer": "Cat", "players": random_hand(rng, page.model.seats)["players"]})
    QTest.qWait(400)
    window.grab().save(str(out / "hand-entry-1280x720.png"))

    menu = window.menus["&Session"]
    bar_action = next(a for a in window.menuBar().actions() if a.menu() is menu)
    at = window.menuBar().actionGeometry(bar_action).bottomLeft()
    menu.popup(window.mapToGlobal(at))
    QTest.qWait(200)
    shot = window.grab()
    painter = QPainter(shot)
    painter.drawPixmap(window.menuBar().mapTo(window, at), menu.grab())
    painter.end()
    menu.hide()
    shot.save(str(out / "session-menu.png"))

    ledger = window.ledger_features.ledger_page  # type: ignore[union-attr]
    window.show_page(ledger)
    QTest.qWait(300)
    ledger.select_hand(16)  # the line above hand 13 (the stake change) in view
    QTest.qWait(200)
    window.grab().save(str(out / "stake-change.png"))
    window.close()
    book.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
