"""A night at the table, seen on the Ledger and Settle up pages.

Ten hands are recorded, one corrected, one voided and the void undone from the
Edit menu; what the ledger table, the chart and the settle-up page show is
checked against the engine (scorekeeper.ledger.totals), not against the UI's own sums.
"""

from __future__ import annotations

import random
import re
from decimal import Decimal

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QGuiApplication

from scorekeeper.demo import random_hand
from scorekeeper.errors import InputError
from scorekeeper.ledger.totals import running_totals, settle, totals
from scorekeeper.session.session import parse_hand_entry
from scorekeeper_app.ledger.edit_hand_dialog import Correction
from scorekeeper_app.models.ledger_model import COL_DEALER, COL_MARKS, COL_NUMBER, CORRECTED, FOUL, LedgerRole

from .helpers import PLAYERS, menu_action, record_demo_hands, type_hand

pytestmark = pytest.mark.gui

MONEY = re.compile(r"^([+−]€\d{1,3}(,\d{3})*\.\d{2,}|€0\.00)$")


def shown_rows(page) -> dict[int, dict[str, object]]:  # type: ignore[no-untyped-def]
    """What the ledger table shows, by hand number: every cell's text, and the font of the number cell."""
    view_model = page.view.model()
    model = page.model
    rows = {}
    for row in range(view_model.rowCount()):
        number = int(view_model.index(row, COL_NUMBER).data())
        cells: dict[str, object] = {
            "dealer": view_model.index(row, COL_DEALER).data(),
            "marks": view_model.index(row, COL_MARKS).data(),
            "struck": bool(
                view_model.index(row, COL_NUMBER).data(Qt.ItemDataRole.FontRole)
                and view_model.index(row, COL_NUMBER).data(Qt.ItemDataRole.FontRole).strikeOut()
            ),
        }
        for name in PLAYERS:
            cells[name] = view_model.index(row, model.money_column(name)).data()
            cells[name + " total"] = view_model.index(row, model.running_column(name)).data()
        rows[number] = cells
    return rows


def euros(value: Decimal, *, signed: bool = True) -> str:
    """The expected text, written out independently of the app's formatter."""
    sign = "−" if value < 0 else ("+" if signed and value > 0 else "")
    return f"{sign}€{abs(value):,.2f}"


def swap_middle_and_back(record, seat: int) -> dict:  # type: ignore[no-untyped-def]
    players = [dict(p) for p in record.entry.dump()["players"]]
    players[seat]["middle"], players[seat]["back"] = players[seat]["back"], players[seat]["middle"]
    return {"players": players}


def check_against_engine(window, session) -> None:  # type: ignore[no-untyped-def]
    page = window.ledger_features.ledger_page
    rows = shown_rows(page)
    assert sorted(rows) == sorted(session.hands)
    running = dict(running_totals(session))
    for number, record in session.hands.items():
        cells = rows[number]
        assert cells["dealer"] == record.dealer
        assert cells["struck"] == (record.status == "void")
        for name, money in record.money().items():
            assert cells[name] == euros(money)
            assert MONEY.match(str(cells[name])), cells[name]
            if record.status == "void":
                assert cells[name + " total"] == ""
            else:
                assert cells[name + " total"] == euros(running[number][name])

    series = page.chart.series()
    assert set(series) == set(PLAYERS)
    for name in PLAYERS:
        points = [(p.x(), p.y()) for p in series[name].points()]
        expected = [(0.0, 0.0)] + [(float(n), float(r[name])) for n, r in running_totals(session)]
        assert points == expected

    window.show_page(window.ledger_features.settle_page)
    settle_page = window.ledger_features.settle_page
    engine = settle(session)
    view = settle_page.simplified_view.model()
    shown = [tuple(view.index(r, c).data() for c in (0, 2, 3)) for r in range(view.rowCount())]
    assert shown == [(t.payer, t.payee, euros(t.amount, signed=False)) for t in engine.simplified]
    by_pair = settle_page.by_pair_view.model()
    shown_pairs = [tuple(by_pair.index(r, c).data() for c in (0, 2, 3)) for r in range(by_pair.rowCount())]
    assert shown_pairs == [(t.payer, t.payee, euros(t.amount, signed=False)) for t in engine.by_pair]
    balances = settle_page.balances_view.model()
    engine_totals = totals(session)
    assert {balances.index(r, 0).data(): balances.index(r, 1).data() for r in range(balances.rowCount())} == {
        name: euros(t.money) for name, t in engine_totals.players.items()
    }
    left = dict(engine.balances)  # paying the shown transfers leaves everyone square
    for t in engine.simplified:
        left[t.payer] += t.amount
        left[t.payee] -= t.amount
    assert set(left.values()) == {Decimal(0)}
    window.show_page(page)


def test_ten_hands_a_correction_a_void_and_its_undo(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    demo = window.controller
    page = window.ledger_features.ledger_page
    rng = random.Random(10)
    for number in range(1, 11):  # typed on the Hand page, as at the table
        assert type_hand(qtbot, window, random_hand(rng, PLAYERS, foul_share=0.0)) == number
    qtbot.keyClick(window, Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)
    assert window.pages.currentWidget() is page
    assert page.model.rowCount() == 10
    check_against_engine(window, demo.session())

    # Correct hand 4: Amy's middle and back were entered the wrong way round (now a foul).
    before = demo.session().hands[4]
    corrected = parse_hand_entry(swap_middle_and_back(before, 0))
    page.hand_editor = None  # the text dialog (the Hand page's own correction: test_correct_on_hand_page)
    page.prompt_edit = lambda record: Correction(corrected, record.dealer, "Amy's middle and back were swapped")
    page.select_hand(4)
    assert page.edit_button.isEnabled()
    page.edit_button.click()
    hand4 = demo.session().hands[4]
    assert [r.kind for r in hand4.history] == ["added", "edited"]
    assert hand4.result.dump() != before.result.dump()
    marks = shown_rows(page)[4]["marks"]
    assert f"{FOUL} Amy" in str(marks) and CORRECTED in str(marks)

    # Void hand 7, with a reason.
    asked = []
    page.prompt_reason = lambda **kw: asked.append(kw) or "misdeal: Bob held 14 cards"
    page.select_hand(7)
    page.void_button.click()
    assert asked and "Void hand 7" in asked[0]["title"]
    assert demo.session().hands[7].status == "void"
    assert shown_rows(page)[7]["struck"]
    check_against_engine(window, demo.session())

    # Undo the void from the Edit menu.
    undo = menu_action(window, "Edit", "Undo: void hand 7")  # the menu names what it takes back
    assert undo.isEnabled()
    undo.trigger()
    session = demo.session()
    assert session.hands[7].status == "recorded"
    assert not shown_rows(page)[7]["struck"]
    assert session.hands[4].result.dump() == hand4.result.dump()  # the correction stays
    check_against_engine(window, session)

    # The audit trail lists all three, with their reasons.
    page.tabs.setCurrentIndex(2)
    audit = page.audit_view.model()
    lines = [[audit.index(r, c).data() for c in range(audit.columnCount())] for r in range(audit.rowCount())]
    assert [line[1] for line in lines] == ["Edit", "Void", "Undo"]
    assert lines[0][2] == "4" and lines[0][4] == "Amy's middle and back were swapped"
    assert lines[1][4] == "misdeal: Bob held 14 cards"
    assert lines[2][3] == "undo of voided hand 7"


def test_double_click_shows_the_hand_its_pairs_and_history(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    demo = window.controller
    page = window.ledger_features.ledger_page
    window.show_page(page)
    record_demo_hands(demo, 6)
    record = demo.session().hands[3]
    page.hand_editor = None  # the text dialog
    page.prompt_edit = lambda r: Correction(
        parse_hand_entry(swap_middle_and_back(r, 1)), r.dealer, "typo in Bob's rows"
    )
    page.edit_hand(3)

    page.select_hand(3)
    index = page.view.currentIndex().siblingAtColumn(COL_DEALER)
    where = page.view.visualRect(index).center()
    with qtbot.waitSignal(page.hand_opened, timeout=2000) as opened:
        # A real double-click is press, release, double-click, release: QTest's needs the first click too.
        qtbot.mouseClick(page.view.viewport(), Qt.MouseButton.LeftButton, pos=where)
        qtbot.mouseDClick(page.view.viewport(), Qt.MouseButton.LeftButton, pos=where)
    assert opened.args == [3]
    dialog = page.detail_dialog
    assert dialog is not None and dialog.isVisible()
    bob = demo.session().hands[3].entry.dump()["players"][1]
    shown_back = dialog.seat_labels["Bob"]["back"].text()
    for card in bob["back"].split():
        rank = {"T": "10"}.get(card[0], card[0])
        assert rank + "♠♥♦♣"["shdc".index(card[1])] in shown_back
    assert dialog.pairs_model.rowCount() == len(record.result.dump()["pairs"]) == 6
    first_pair = [dialog.pairs_model.index(0, c).data() for c in range(5)]
    assert first_pair[0] == "Amy – Bob"
    assert re.search(r"(pays .* units \(€\d+\.\d\d\)|even)", first_pair[4])
    history = [dialog.history.item(i).text() for i in range(dialog.history.count())]
    assert history[0].endswith("added") and history[1].endswith("edited — typo in Bob's rows")
    assert not dialog.pairs_model.flags(dialog.pairs_model.index(0, 0)) & Qt.ItemFlag.ItemIsEditable  # read-only

    # Void from the dialog: it asks for a reason, then the ledger strikes the hand through.
    page.prompt_reason = lambda **kw: "dealt twice"
    dialog.void_button.click()
    assert demo.session().hands[3].status == "void"
    assert shown_rows(page)[3]["struck"]


def test_filter_by_player_and_mark_and_sort(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    demo = window.controller
    page = window.ledger_features.ledger_page
    window.show_page(page)
    record_demo_hands(demo, 40, seed=3, foul_share=0.3)
    session = demo.session()
    page.player_filter.setCurrentIndex(page.player_filter.findData("Bob"))
    page.mark_filter.setCurrentIndex(page.mark_filter.findData(FOUL))
    shown = sorted(shown_rows(page))
    bob_fouls = [r.number for r in session.live_hands() if r.result.dump()["players"][1]["status"] == "fouled"]
    assert bob_fouls and shown == bob_fouls
    assert page.view.isColumnHidden(page.model.money_column("Amy"))
    assert not page.view.isColumnHidden(page.model.money_column("Bob"))
    assert page.count_label.text() == f"{len(bob_fouls)} of 40 hands"

    page.player_filter.setCurrentIndex(0)
    page.mark_filter.setCurrentIndex(0)
    assert len(shown_rows(page)) == 40
    # A click on Cat's header sorts by Cat's money for the hand.
    column = page.model.money_column("Cat")
    header = page.view.horizontalHeader()
    where = QPoint(header.sectionViewportPosition(column) + header.sectionSize(column) // 2, header.height() // 2)
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=where)
    assert header.sortIndicatorSection() == column
    proxy = page.view.model()
    values = [proxy.index(r, column).data(LedgerRole.MONEY) for r in range(proxy.rowCount())]
    ascending = header.sortIndicatorOrder() == Qt.SortOrder.AscendingOrder
    assert values == sorted(values, reverse=not ascending)
    shown = [proxy.index(r, column).data() for r in range(proxy.rowCount())]
    assert shown == [euros(v) for v in values]


def test_copy_as_text_gives_the_group_chat_message(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    demo = window.controller
    record_demo_hands(demo, 12, seed=5)
    page = window.ledger_features.settle_page
    window.show_page(page)
    session = demo.session()
    engine = settle(session)
    pays = "; ".join(f"{t.payer} pays {t.payee} €{t.amount:.2f}" for t in engine.simplified)
    spaced = " ".join(engine.fingerprint[i : i + 4] for i in range(0, 16, 4))
    expected = f"Friday night, 12 hands: {pays}. Fingerprint {spaced}."  # ends with the fingerprint
    page.copy_button.click()
    assert QGuiApplication.clipboard().text() == expected
    assert page.message_label.text() == expected
    page.copy_choice.setCurrentIndex(page.copy_choice.findData("pairs"))  # or every pair's own payment
    by_pair = "; ".join(f"{t.payer} pays {t.payee} €{t.amount:.2f}" for t in engine.by_pair)
    page.copy_button.click()
    assert QGuiApplication.clipboard().text() == f"Friday night, 12 hands: {by_pair}. Fingerprint {spaced}."
    fingerprint = engine.fingerprint
    assert len(fingerprint) == 16  # 64 bits, also in the copied text and after each saved hand
    assert page.fingerprint_label.text() == f"Ledger fingerprint: {spaced}"
    assert page.verified_label.text() == "✓ verified"


def test_a_settled_session_refuses_corrections_until_reopened(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    demo = window.controller
    record_demo_hands(demo, 5)
    settle_page, ledger = window.ledger_features.settle_page, window.ledger_features.ledger_page
    window.show_page(settle_page)
    settle_page.prompt_reason = lambda **kw: "paid in cash"
    settle_page.settle_button.click()
    assert demo.session().settled
    assert settle_page.settle_button.text() == "Reopen…"
    assert "Settled" in settle_page.status.text()

    window.show_page(ledger)
    ledger.select_hand(2)
    assert not ledger.edit_button.isEnabled() and not ledger.void_button.isEnabled()
    assert not menu_action(window, "Edit", "Void hand…").isEnabled()
    assert not menu_action(window, "Edit", "Undo last recorded action").isEnabled()  # nothing to name once settled
    assert "settled" in ledger.banner.text()
    ledger.prompt_reason = lambda **kw: "should not be asked"
    with qtbot.waitSignal(demo.failed, timeout=1000):
        assert ledger.void_hand(2) is False
    assert demo.session().hands[2].status == "recorded"
    with pytest.raises(InputError, match="settled"):
        demo.void(2, "behind the UI's back")
    with pytest.raises(InputError, match="settled"):
        demo.undo()

    window.show_page(settle_page)
    settle_page.prompt_reason = lambda **kw: "Cat paid the wrong amount" if kw["required"] else None
    settle_page.settle_button.click()
    session = demo.session()
    assert not session.settled
    assert [(a["kind"], a["reason"]) for a in session.audit()] == [
        ("settled", "paid in cash"),
        ("reopened", "Cat paid the wrong amount"),
    ]
    window.show_page(ledger)
    ledger.select_hand(2)
    assert ledger.void_button.isEnabled()
    ledger.prompt_reason = lambda **kw: "now it may"
    assert ledger.void_hand(2) is True
    assert demo.session().hands[2].status == "void"


def test_chart_and_ledger_follow_each_recorded_hand(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    demo = window.controller
    page = window.ledger_features.ledger_page
    window.show_page(page)
    record_demo_hands(demo, 3)
    with qtbot.assertNotEmitted(page.model.modelReset), qtbot.waitSignal(page.model.rowsInserted):
        record_demo_hands(demo, 1, seed=99)
    assert len(page.chart.series()["Amy"].points()) == 5  # the start at 0, then four hands
    assert page.model.rowCount() == 4

    # While another page is on screen the ledger waits; it catches up when shown again (Ctrl+2).
    window.show_page(window.ledger_features.settle_page)
    record_demo_hands(demo, 2, seed=100)
    assert page.model.rowCount() == 4
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: page.isVisible())
    assert page.model.rowCount() == 6
    assert len(page.chart.series()["Dan"].points()) == 7


def test_a_ledger_that_does_not_verify_is_shown_in_red(tmp_path, qtbot) -> None:  # type: ignore[no-untyped-def]
    from scorekeeper.book.storage import Book
    from scorekeeper.demo import demo_session_kwargs
    from scorekeeper_app.controller import SessionController
    from scorekeeper_app.settle.settle_page import SettlePage
    from scorekeeper_app.widgets import theme

    with Book.open(tmp_path / "tampered.sqlite") as book:
        controller = SessionController(book)
        controller.new_session(**demo_session_kwargs(PLAYERS))
        record_demo_hands(controller, 3)
        sid = controller.session_id
        book.db.execute("UPDATE events SET at = '2020-01-01T00:00:00+00:00' WHERE session_id = ? AND seq = 2", (sid,))
    with Book.open(tmp_path / "tampered.sqlite") as book:
        controller = SessionController(book)
        controller.open_session(str(sid))
        page = SettlePage(controller)
        qtbot.addWidget(page)
        page.show()
        assert page.verified_label.text() == "⚠ does not verify"
        assert theme.current().error.name() in page.verified_label.styleSheet()  # red
        assert page.status.isVisible() and "does not verify" in page.status.text()
        assert "event 2" in page.status.text()


def test_correct_hand_from_the_edit_menu(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    demo = window.controller
    record_demo_hands(demo, 4)
    ledger = window.ledger_features.ledger_page
    correct = menu_action(window, "Edit", "Correct hand…")
    window.show_page(ledger)
    with qtbot.waitSignal(demo.failed) as failed:
        correct.trigger()  # nothing selected yet: the ledger says what to do
    assert failed.args == ["Select a hand in the ledger first"]
    assert window.pages.currentWidget() is ledger
    ledger.select_hand(2)
    correct.trigger()  # hand 2 is loaded on the Hand page, to be corrected there
    assert window.pages.currentWidget() is window.hand_page
    assert window.hand_page.correcting == 2
    window.hand_page.cancel_correction()
    assert [r.kind for r in demo.session().hands[2].history] == ["added"]


def test_the_ledger_follows_a_dark_theme(window, qtbot, styled_app) -> None:  # type: ignore[no-untyped-def]
    from scorekeeper_app.widgets import theme

    record_demo_hands(window.controller, 3)
    page = window.ledger_features.ledger_page
    window.show_page(page)
    column = page.model.money_column("Amy")
    row = next(r for r in range(3) if page.model.record(r).money()["Amy"] > 0)
    index = page.view.model().index(row, column)
    assert index.data(Qt.ItemDataRole.ForegroundRole).color() == theme.LIGHT.up
    try:
        theme.apply(styled_app, "dark")
        qtbot.waitUntil(lambda: index.data(Qt.ItemDataRole.ForegroundRole).color() == theme.DARK.up, timeout=2000)
        assert page.chart.chart().theme() == page.chart.chart().ChartTheme.ChartThemeDark
    finally:
        theme.apply(styled_app, "light")
        styled_app.setStyleSheet(theme.stylesheet(theme.LIGHT))
    qtbot.waitUntil(lambda: index.data(Qt.ItemDataRole.ForegroundRole).color() == theme.LIGHT.up, timeout=2000)
