"""The table models (checked with Qt's model tester), standings, and the correction dialogs."""

from __future__ import annotations

import datetime
from decimal import Decimal

import pytest
from PySide6.QtCore import QDate, Qt

from scorekeeper.demo import demo_session_kwargs
from scorekeeper.ledger.totals import totals
from scorekeeper.session.session import parse_hand_entry
from scorekeeper_app.ledger.edit_hand_dialog import EditHandDialog
from scorekeeper_app.ledger.standings_page import StandingsPage
from scorekeeper_app.models import AuditModel, BalancesModel, LedgerFilterProxy, LedgerModel, PairsModel, TransfersModel
from scorekeeper_app.models.ledger_model import COL_MARKS, FOUL, LedgerRole
from scorekeeper_app.session.correction_dialog import ReasonDialog

from .helpers import PLAYERS, record_demo_hands

pytestmark = pytest.mark.gui


def test_every_model_passes_the_model_tester(demo, qtmodeltester) -> None:  # type: ignore[no-untyped-def]
    record_demo_hands(demo, 25, foul_share=0.3)
    demo.void(3, "misdeal")
    session = demo.session()
    ledger = LedgerModel()
    ledger.refresh(session)
    qtmodeltester.check(ledger, force_py=True)
    ledger.sort(ledger.running_column("Bob"), Qt.SortOrder.DescendingOrder)  # the model sorts itself
    qtmodeltester.check(ledger, force_py=True)
    column = ledger.running_column("Bob")
    shown = [ledger.index(r, column).data(LedgerRole.SORT) for r in range(ledger.rowCount() - 1)]
    assert shown == sorted(shown, reverse=True)
    assert ledger.index(ledger.rowCount() - 1, 0).data(LedgerRole.STATUS) == "void"  # no running total: last
    assert ledger.index(ledger.rowCount() - 1, column).data() == ""
    proxy = LedgerFilterProxy()
    proxy.setSourceModel(ledger)
    proxy.set_filter(player="Cat", mark=FOUL)
    qtmodeltester.check(proxy, force_py=True)
    pairs = PairsModel()
    pairs.refresh(totals(session), session.players, session.currency)
    qtmodeltester.check(pairs, force_py=True)
    audit = AuditModel()
    audit.refresh(session)
    qtmodeltester.check(audit, force_py=True)
    settlement = demo.settlement()
    balances, transfers = BalancesModel(), TransfersModel()
    balances.refresh(settlement.balances, "EUR")
    transfers.refresh(settlement.simplified, "EUR")
    qtmodeltester.check(balances, force_py=True)
    qtmodeltester.check(transfers, force_py=True)


def test_the_pair_matrix_is_the_engines_pair_totals(demo) -> None:  # type: ignore[no-untyped-def]
    record_demo_hands(demo, 15)
    t = totals(demo.session())
    model = PairsModel()
    model.refresh(t, demo.session().players, "EUR")
    for (a, b), pair in t.pairs.items():
        row_a, col_b = PLAYERS.index(a), PLAYERS.index(b)
        assert model.index(row_a, col_b).data(Qt.ItemDataRole.UserRole + 1) == pair.money
        assert model.index(col_b, row_a).data(Qt.ItemDataRole.UserRole + 1) == -pair.money
    for name, player in t.players.items():
        row = PLAYERS.index(name)
        assert model.index(row, model.total_column).data(Qt.ItemDataRole.UserRole + 1) == player.money
        assert model.index(row, row).data() == "—"


def test_a_big_session_is_not_built_row_by_row(demo, qtbot) -> None:  # type: ignore[no-untyped-def]
    record_demo_hands(demo, 300, foul_share=0.1)
    model = LedgerModel()
    model.refresh(demo.session())
    assert model.rowCount() == 300
    assert model.lines_made() == 0  # no row's text was made yet
    assert model.index(299, COL_MARKS).data() is not None
    assert model.lines_made() == 1
    # One more hand: one row inserted, the others left alone.
    with (
        qtbot.assertNotEmitted(model.modelReset),
        qtbot.assertNotEmitted(model.dataChanged),
        qtbot.waitSignal(model.rowsInserted),
    ):
        record_demo_hands(demo, 1, seed=1234)
        model.refresh(demo.session())
    # A void in the middle changes that row and every running total after it, nothing before.
    with qtbot.waitSignal(model.dataChanged) as changed:
        demo.void(150, "misdeal")
        model.refresh(demo.session())
    top, bottom = changed.args[0], changed.args[1]
    assert (top.row(), bottom.row()) == (149, 300)
    assert model.index(149, 0).data(LedgerRole.STATUS) == "void"


def test_standings_over_a_date_range(demo, book, qtbot) -> None:  # type: ignore[no-untyped-def]
    record_demo_hands(demo, 6)
    demo.new_session(**(demo_session_kwargs(PLAYERS) | {"name": "Saturday"}))
    record_demo_hands(demo, 4, seed=8)
    page = StandingsPage(demo)
    qtbot.addWidget(page)
    page.show()
    expected = book.standings()
    proxy = page.view.model()
    shown = {proxy.index(r, 0).data(): (proxy.index(r, 2).data(), proxy.index(r, 3).data()) for r in range(4)}
    for name, (hands, money) in expected.items():
        assert shown[name][0] == str(hands) == "10"
        sign = "−" if money < 0 else ("+" if money > 0 else "")
        assert shown[name][1] == f"{sign}€{abs(money):,.2f}"
    first = [proxy.index(r, 3).data(Qt.ItemDataRole.UserRole + 1) for r in range(4)]
    assert first == sorted(first, reverse=True)  # best first
    tomorrow = datetime.date.today() + datetime.timedelta(days=1)
    page.since.setDate(QDate(tomorrow.year, tomorrow.month, tomorrow.day))
    page.until.setDate(QDate(tomorrow.year, tomorrow.month, tomorrow.day))
    assert proxy.rowCount() == 0 and page.summary.text().startswith("No hands recorded")
    page.set_range(None)
    assert proxy.rowCount() == 4


def test_the_reason_dialog_waits_for_a_reason(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = ReasonDialog(None, title="Void hand 3", question="Why?", action="Void hand")
    qtbot.addWidget(dialog)
    assert not dialog.ok_button.isEnabled()
    qtbot.keyClicks(dialog.reason_edit, "  ")
    assert not dialog.ok_button.isEnabled()
    qtbot.keyClicks(dialog.reason_edit, "misdeal")
    assert dialog.ok_button.isEnabled() and dialog.reason() == "misdeal"
    optional = ReasonDialog(None, title="Mark settled", question="Note?", required=False)
    qtbot.addWidget(optional)
    assert optional.ok_button.isEnabled()


def test_the_text_correction_dialog_checks_the_hand(demo, qtbot) -> None:  # type: ignore[no-untyped-def]
    record_demo_hands(demo, 2)
    record = demo.session().hands[2]
    dialog = EditHandDialog(record)
    qtbot.addWidget(dialog)
    assert not dialog.ok_button.isEnabled() and "reason" in dialog.problem.text()
    qtbot.keyClicks(dialog.reason_edit, "Bob's front was mistyped")
    assert dialog.ok_button.isEnabled()
    amy_front = dialog.rows["Amy"]["front"]
    bob_front = record.entry.dump()["players"][1]["front"]
    amy_front.setText(bob_front)  # a card twice
    assert not dialog.ok_button.isEnabled() and "duplicate card" in dialog.problem.text()
    amy_front.setText("As Ks")
    assert "front: 2 cards" in dialog.problem.text()
    amy_front.setText(record.entry.dump()["players"][0]["front"])
    # Swap Bob's middle and back, the way the scorekeeper would fix a mix-up.
    bob = dialog.rows["Bob"]
    middle, back = bob["middle"].text(), bob["back"].text()
    bob["middle"].setText(back)
    bob["back"].setText(middle)
    assert dialog.ok_button.isEnabled()
    correction = dialog.correction()
    assert correction.reason == "Bob's front was mistyped" and correction.dealer == record.dealer
    demo.edit(2, correction.entry, correction.reason, correction.dealer)
    assert demo.session().hands[2].entry.dump()["players"][1]["back"] == middle
    assert parse_hand_entry(demo.session().hands[2].entry.dump()) == correction.entry
    assert demo.session().hands[2].history[-1].reason == "Bob's front was mistyped"
    assert Decimal(0) == sum(demo.session().hands[2].money().values())
