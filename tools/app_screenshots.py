"""Screenshots of the app for the README, drawn offscreen from real widgets.

    QT_QPA_PLATFORM=offscreen python tools/app_screenshots.py [docs] [casino]

Writes ``session-menu.png`` (the Session menu over the Hand page), ``stake-change.png``
(the ledger with a stake changed between hands), ``settle-up.png``, ``hand-entry-1280x720.png``,
``hand-entry-nl-naturals-1280x720.png`` (three naturals, in Dutch),
``hand-entry-six-seats-1280x720.png`` (two extra suits: six seats, half a hand typed) and
``casino-settle-up-1280x720.png`` (a casino's settle-up with buy-ins still on the table,
*Mark settled* refused); ``casino`` writes only the last; ``players`` writes only
``players-page.png`` (the Players page: a season of nights, one player's record).
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

    from scorekeeper.book.storage import Book
    from scorekeeper.demo import random_hand
    from scorekeeper.session.session import parse_hand_entry
    from scorekeeper_app.app import create_main_window
    from scorekeeper_app.settings import Preferences
    from scorekeeper_app.widgets import theme

    app.setStyleSheet(theme.stylesheet(theme.apply(app, "light")))
    if argv[1:] == ["casino"]:
        casino_settle_up(app, scratch, out)
        return 0
    if argv[1:] == ["players"]:
        players_page(scratch, out)
        return 0
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
    window.show_page(window.ledger_features.settle_page)  # type: ignore[union-attr]
    QTest.qWait(300)
    window.grab().save(str(out / "settle-up.png"))
    window.close()
    book.close()
    six_seats(scratch, out)
    three_naturals_in_dutch(app, scratch, out)
    casino_settle_up(app, scratch, out)
    return 0


def six_seats(scratch: Path, out: Path) -> None:
    """``hand-entry-six-seats-1280x720.png``: six seats (78 cards) at 1280x720, three of them typed."""
    from scorekeeper.book.storage import Book
    from scorekeeper_app.app import create_main_window
    from scorekeeper_app.settings import Preferences

    players = ["Amy", "Bob", "Cat", "Dan", "Eve", "Fay"]
    deck = [r + s for s in "shdc" for r in "23456789TJQKA"] + [r + s for s in "sh" for r in "23456789TJQKA"]
    random.Random(26).shuffle(deck)
    book = Book.open(scratch / "six.sqlite", exclusive=True)
    window = create_main_window(book, Preferences(), extra_pages=False)
    rules = {"preset": "shisanshui-room", "extra_suits": ["s", "h"]}
    window.controller.new_session(name="加一色 night", players=players, currency="EUR", rules=rules)
    window.resize(1280, 720)
    window.show()
    window.show_page(window.hand_page)
    seats = []
    for i, name in enumerate(players[:3]):  # the first three seats typed, set by rank (lowest three in front)
        cards = sorted(deck[13 * i : 13 * i + 13], key=lambda c: "23456789TJQKA".index(c[0]))
        seats.append(
            {"name": name, "front": " ".join(cards[:3]), "middle": " ".join(cards[3:8]), "back": " ".join(cards[8:])}
        )
    window.hand_page.model.load_draft({"dealer": "Amy", "players": seats})
    QTest.qWait(500)
    window.grab().save(str(out / "hand-entry-six-seats-1280x720.png"))
    window.close()
    book.close()


THREE_NATURALS = [  # a dragon, six pairs and a half, three flushes (as tests/gui/test_layout.py)
    ("Amy", "2c 3d 4h", "5s 6c 7d 8h 9s", "Tc Jd Qh Ks Ac"),
    ("Bob", "2d 2h 3c", "3h 4c 4d 5c 5d", "6d 6h 7c 7h 8c"),
    ("Cat", "8d 9d Td", "2s 3s 4s 6s 7s", "5h 9h Th Jh Kh"),
    ("Dan", "9c Jc Qc", "Kc Qd Kd Ad Ah", "8s Ts Js Qs As"),
]


def three_naturals_in_dutch(app: QApplication, scratch: Path, out: Path) -> None:
    """``hand-entry-nl-naturals-1280x720.png``: the tallest Hand page (three natural banners, the
    longest texts, the bundled CJK font) at 1280x720, without scrolling."""
    from scorekeeper.book.storage import Book
    from scorekeeper_app.app import create_main_window
    from scorekeeper_app.settings import Preferences
    from scorekeeper_app.wording import i18n

    i18n.register_fonts(app)
    i18n.install(app, "nl")
    book = Book.open(scratch / "naturals.sqlite", exclusive=True)
    window = create_main_window(book, Preferences(), extra_pages=False)
    window.controller.new_session(name="Vrijdagavond", players=[n for n, *_ in THREE_NATURALS], currency="EUR")
    window.resize(1280, 720)
    window.show()
    window.show_page(window.hand_page)  # not the page the first window was left on
    seats = [{"name": n, "front": f, "middle": m, "back": b} for n, f, m, b in THREE_NATURALS]
    window.hand_page.model.load_draft({"dealer": "Amy", "players": seats})
    QTest.qWait(500)
    window.grab().save(str(out / "hand-entry-nl-naturals-1280x720.png"))
    window.close()
    book.close()


CASINO = ["王小明", "Amy", "Bob", "Cat"]


def casino_settle_up(app: QApplication, scratch: Path, out: Path) -> None:
    """``casino-settle-up-1280x720.png``: 800 in buy-ins still on the table, a dealer's tip that
    Bob and Cat shared (on their own lines, not 王小明's), and *Mark settled* refused."""
    from scorekeeper.book.storage import Book
    from scorekeeper.casino.prepare import prepare_stack_entry, prepare_table_stakes, prepare_tip
    from scorekeeper.demo import random_hand
    from scorekeeper.session.session import parse_hand_entry
    from scorekeeper_app.app import create_main_window
    from scorekeeper_app.settings import Preferences
    from scorekeeper_app.wording import i18n

    i18n.register_fonts(app)  # 王小明 in the bundled CJK font
    book = Book.open(scratch / "casino.sqlite", exclusive=True)
    window = create_main_window(book, Preferences(), extra_pages=True)
    controller = window.controller
    controller.new_session(name="Table 3", players=CASINO, currency="EUR", unit=Decimal(1), place="Macau")
    for name in CASINO:
        controller.casino("buyin", lambda s, n=name: prepare_stack_entry(s, "buyin", n, "200"), "buy-in")
    controller.casino("table_stakes", lambda s: prepare_table_stakes(s, True, False), "table stakes")
    rng = random.Random(4)
    for _ in range(6):
        controller.record(parse_hand_entry(random_hand(rng, CASINO)))
    controller.casino("tip", lambda s: prepare_tip(s, "10", ["Bob", "Cat"], "house", "dealer"), "tip")
    window.resize(1280, 720)
    window.show()
    page = window.ledger_features.settle_page  # type: ignore[union-attr]
    window.show_page(page)
    QTest.qWait(300)
    page.settle_button.click()  # refused in the engine's words, before a note is asked for
    QTest.qWait(300)
    window.grab().save(str(out / "casino-settle-up-1280x720.png"))
    window.close()
    book.close()


def players_page(scratch: Path, out: Path) -> None:
    """``players-page.png``: twenty nights of five people (one also played as "bobby", merged), in
    EUR and two nights in USD; Amy's record, her running total night by night and the head-to-head chart."""
    from scorekeeper.book.storage import Book
    from scorekeeper.demo import random_hand
    from scorekeeper.players import merge
    from scorekeeper.session.session import parse_hand_entry
    from scorekeeper_app.app import create_main_window
    from scorekeeper_app.settings import Preferences

    people = ["Amy", "Bob", "Cat", "Dan", "Eve"]
    book = Book.open(scratch / "players.sqlite", exclusive=True)
    rng = random.Random(30)
    for night in range(1, 21):
        seated = rng.sample(people, 4)
        if "Bob" in seated and night % 4 == 0:
            seated[seated.index("Bob")] = "bobby"
        currency = "USD" if night in (7, 15) else "EUR"
        date = f"2026-{1 + night // 3:02d}-{1 + (night * 5) % 27:02d}"
        sid = book.create_session(
            name=f"Friday {night}", players=seated, currency=currency, unit=Decimal(1), date=date
        ).id
        for _ in range(rng.randint(12, 30)):
            entry = parse_hand_entry(random_hand(rng, seated, foul_share=0.08, surrender_share=0.04))
            book.act(sid, "added", lambda s, e=entry: s.prepare_add(e, None, again=True))
    merge(book, "Bob", "bobby")
    window = create_main_window(book, Preferences(), extra_pages=True)
    window.open_session(sid)
    window.resize(1400, 900)
    window.show()
    page = window.ledger_features.players_page  # type: ignore[union-attr]
    window.show_page(page)
    QTest.qWait(200)
    page.people_view.selectRow(0)  # Amy: won from some, lost to others
    QTest.qWait(300)
    scroll = page.duel_chart.parentWidget().parentWidget().parentWidget()  # the record's scroll area
    scroll.ensureWidgetVisible(page.duel_chart, 0, 8)  # down to the head-to-head chart
    QTest.qWait(100)
    window.grab().save(str(out / "players-page.png"))
    window.close()
    book.close()


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
