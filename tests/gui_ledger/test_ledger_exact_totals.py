"""The ledger's running totals are the engine's, to the last decimal, at amounts near the input
limits (the view once added them itself in Python's default 28-digit context, and rounded)."""

from __future__ import annotations

import random
from decimal import Decimal

import pytest

from scorekeeper.demo import random_hand
from scorekeeper.ledger.totals import running_totals
from scorekeeper.session.session import Session, parse_hand_entry
from scorekeeper_app.models.ledger_model import COL_NUMBER, LedgerModel, LedgerRole

pytestmark = pytest.mark.gui

PLAYERS = ["Amy", "Bob", "Cat", "Dan"]
UNIT = Decimal("999999999999999999.9999999999")  # 18 digits before the point, 10 after: the limit


def _session(hands: int) -> Session:
    session = Session.create("1", name="High stakes", players=PLAYERS, rules="classic-1-6", unit=UNIT)
    rng = random.Random(3)
    for _ in range(hands):
        session.append("added", session.prepare_add(parse_hand_entry(random_hand(rng, PLAYERS))))
    return session


def test_running_totals_near_the_input_limits_are_exact_to_the_last_decimal(qapp: object) -> None:
    session = _session(6)
    model = LedgerModel()
    model.refresh(session)
    expected = dict(running_totals(session))
    # more digits than Python's default context keeps (abs() itself would round them: not used here)
    assert any(len(str(v).strip("-").replace(".", "")) > 28 for r in expected.values() for v in r.values())
    for row in range(model.rowCount()):
        number = int(model.index(row, COL_NUMBER).data())
        for name in PLAYERS:
            cell = model.index(row, model.running_column(name))
            assert cell.data(LedgerRole.MONEY) == expected[number][name]
            digits = format(expected[number][name], ",f").strip("-")
            digits = digits.rstrip("0").rstrip(".") if "." in digits else digits  # shown without trailing zeros
            assert digits in cell.data(), (cell.data(), digits)  # what the cell shows, every digit


def test_a_hand_added_later_continues_the_exact_totals(qapp: object) -> None:
    session = _session(3)
    model = LedgerModel()
    model.refresh(session)
    rng = random.Random(11)
    session.append("added", session.prepare_add(parse_hand_entry(random_hand(rng, PLAYERS))))
    model.refresh(session)  # the model adds from the first changed hand on, not from the start
    last = dict(running_totals(session))[4]
    row = model.row_of(4)
    assert {name: model.index(row, model.running_column(name)).data(LedgerRole.MONEY) for name in PLAYERS} == last


def test_what_a_pair_pays_is_written_to_the_last_decimal(qapp: object) -> None:
    from scorekeeper_app.hand.result_panel import pair_words

    session = _session(0)
    result = session.preview(parse_hand_entry(random_hand(random.Random(3), PLAYERS)))
    pair = next(p for p in result.pairs if len(str(p.money).strip("-").replace(".", "")) > 28)
    digits = format(pair.money, ",f").strip("-")
    digits = digits.rstrip("0").rstrip(".") if "." in digits else digits
    assert digits in pair_words(pair, ""), (pair_words(pair, ""), digits)


def test_the_ledger_columns_are_wide_enough_for_every_digit(qapp: object, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from scorekeeper.book.storage import Book
    from scorekeeper_app.controller import SessionController
    from scorekeeper_app.ledger.ledger_page import LedgerPage

    with Book.open(tmp_path / "book.sqlite") as book:
        sid = book.import_events(_session(6).events).id
        controller = SessionController(book)
        page = LedgerPage(controller)
        controller.open_session(sid)
        page.resize(1400, 700)
        page.show()
        metrics = page.view.fontMetrics()
        model = page.view.model()
        for name in PLAYERS:
            column = page.model.running_column(name)
            widest = max(metrics.horizontalAdvance(model.index(r, column).data()) for r in range(model.rowCount()))
            assert page.view.columnWidth(column) > widest, name  # no total cut short with "…"
        page.close()
