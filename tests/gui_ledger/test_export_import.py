"""File > Export to Excel / CSV / JSON and File > Import session from JSON, driven from the menus.

The file dialogs and "open it now?" are the ``prompt_*`` methods the tests replace;
the export itself really runs in the worker thread and the files are read back.
"""

from __future__ import annotations

import csv
import importlib.util
import json
import time
from decimal import Decimal
from pathlib import Path

import pytest

from scorekeeper.ledger.totals import running_totals, settle

from .helpers import PLAYERS, menu_action, record_demo_hands

pytestmark = pytest.mark.gui


def answer_export_dialogs(files, target: Path) -> list[str]:  # type: ignore[no-untyped-def]
    """Replace the questions: save to ``target``, say yes to "open it"; returns what was opened."""
    opened: list[str] = []
    files.prompt_export_path = lambda kind, suggested: str(target)
    files.prompt_open_exported = lambda path: True
    files.open_file = lambda path: opened.append(path) or True
    files.show_problem = lambda title, text: pytest.fail(f"{title}: {text}")
    return opened


@pytest.mark.skipif(
    importlib.util.find_spec("scorekeeper.export.xlsx") is None, reason="scorekeeper/export/xlsx.py is not written yet"
)
def test_export_to_excel_from_the_menu(window, qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    demo = window.controller
    import openpyxl

    record_demo_hands(demo, 10)
    demo.void(6, "misdeal")
    files = window.ledger_features.files
    target = tmp_path / "friday.xlsx"
    opened = answer_export_dialogs(files, target)
    with qtbot.waitSignal(files.export_finished, timeout=30000) as done:
        menu_action(window, "File", "Export to Excel…").trigger()
    assert done.args == [str(target)]
    assert opened == [str(target)]
    assert files.progress is None and not files.busy()

    session = demo.session()
    workbook = openpyxl.load_workbook(target)
    hands = workbook["Hands"]
    header = [cell.value for cell in hands[1]]
    rows = {row[0]: row for row in hands.iter_rows(min_row=2, values_only=True) if isinstance(row[0], int)}
    assert sorted(rows) == sorted(session.hands)
    running = dict(running_totals(session))
    for name in PLAYERS:
        money_at = header.index(f"{name} money (EUR)")
        total_at = header.index(f"{name} running total (EUR)")
        for number, record in session.hands.items():
            if record.status == "void":
                assert rows[number][money_at] is None
                continue
            assert Decimal(str(rows[number][money_at])) == record.money()[name]
            assert Decimal(str(rows[number][total_at])) == running[number][name]
    transfers = [row for row in workbook["Settle-up"].iter_rows(values_only=True) if row and row[0] in PLAYERS]
    engine = settle(session)
    for t in engine.simplified:
        assert (t.payer, t.payee, float(t.amount)) in [(r[0], r[1], r[2]) for r in transfers]


def test_export_to_csv_from_the_menu(window, qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    demo = window.controller
    if importlib.util.find_spec("scorekeeper.export.csv_export") is None:
        pytest.skip("scorekeeper/export/csv_export.py is not written yet")
    record_demo_hands(demo, 4)
    files = window.ledger_features.files
    folder = tmp_path / "friday-csv"
    opened = answer_export_dialogs(files, folder)
    with qtbot.waitSignal(files.export_finished, timeout=30000):
        menu_action(window, "File", "Export to CSV…").trigger()
    assert opened == [str(folder)]
    with open(folder / "hands.csv", encoding="utf-8-sig", newline="") as handle:
        lines = list(csv.reader(handle))
    assert [line[0] for line in lines[1:5]] == ["1", "2", "3", "4"]


def test_export_to_json_and_import_it_back(window, qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    demo = window.controller
    record_demo_hands(demo, 8)
    demo.edit(2, _entry(demo, 5), "wrong hand typed")
    files = window.ledger_features.files
    target = tmp_path / "friday"  # the suffix is added
    answer_export_dialogs(files, target)
    with qtbot.waitSignal(files.export_finished, timeout=30000):
        menu_action(window, "File", "Export to JSON…").trigger()
    exported = json.loads((tmp_path / "friday.json").read_text(encoding="utf-8"))
    original = demo.session()
    assert exported["fingerprint"] == settle(original).fingerprint

    # Into the same book it is refused as a duplicate (the standings would count it twice) ...
    files.prompt_import_path = lambda: str(tmp_path / "friday.json")
    problems: list[str] = []
    files.show_problem = lambda title, text: problems.append(text)
    menu_action(window, "File", "Import session from JSON…").trigger()
    assert len(problems) == 1 and f"this book already holds that session (session {original.id})" in problems[0]
    # ... and into another book it is the same session.
    answer_export_dialogs(files, target)
    assert window.switch_book(str(tmp_path / "other.sqlite"))
    with qtbot.waitSignal(files.imported, timeout=5000) as imported:
        menu_action(window, "File", "Import session from JSON…").trigger()
    assert imported.args == [demo.session_id] and demo.book_path == tmp_path / "other.sqlite"
    copy = demo.session()
    assert copy.head == original.head and len(copy.hands) == 8
    window.show_page(window.ledger_features.ledger_page)
    assert window.ledger_features.ledger_page.model.rowCount() == 8


def _entry(controller, number: int):  # type: ignore[no-untyped-def]
    from scorekeeper.session.session import parse_hand_entry

    return parse_hand_entry(controller.session().hands[number].entry.dump())


def test_import_refuses_a_changed_file_and_says_why(window, qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    demo = window.controller
    record_demo_hands(demo, 3)
    files = window.ledger_features.files
    answer_export_dialogs(files, tmp_path / "s.json")
    with qtbot.waitSignal(files.export_finished, timeout=30000):
        files.export("json")
    data = json.loads((tmp_path / "s.json").read_text(encoding="utf-8"))
    data["events"][1]["at"] = "2020-01-01T00:00:00+00:00"
    (tmp_path / "bad.json").write_text(json.dumps(data), encoding="utf-8")
    problems: list[str] = []
    files.show_problem = lambda title, text: problems.append(text)
    files.prompt_import_path = lambda: str(tmp_path / "bad.json")
    before = demo.session_id
    assert files.import_json() is None
    assert demo.session_id == before
    assert problems and problems[0].startswith("bad.json: the session was changed after export")


def test_a_long_export_shows_progress_and_the_window_stays_responsive(window, qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    demo = window.controller
    record_demo_hands(demo, 2)
    files = window.ledger_features.files
    answer_export_dialogs(files, tmp_path / "slow.json")
    real_job = demo.export_job

    def slow_job(**targets):  # type: ignore[no-untyped-def]
        run = real_job(**targets)

        def slowly() -> None:
            time.sleep(1.0)
            run()

        return slowly

    demo.export_job = slow_job
    with qtbot.waitSignal(files.export_finished, timeout=30000):
        assert files.export("json")
        assert files.busy() and not files.export("json")  # one export at a time
        qtbot.waitUntil(lambda: files.progress is not None and files.progress.isVisible(), timeout=3000)
        assert "Exporting 2 hands to JSON" in files.progress.labelText()
        record_demo_hands(demo, 1, seed=42)  # recording goes on while the file is written
    assert files.progress is None
    assert len(json.loads((tmp_path / "slow.json").read_text(encoding="utf-8"))["events"]) == 3  # the snapshot


def test_an_export_that_fails_says_why(window, qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    demo = window.controller
    record_demo_hands(demo, 2)
    files = window.ledger_features.files
    answer_export_dialogs(files, tmp_path / "missing-folder" / "deeper" / "x.json")
    problems: list[str] = []
    files.show_problem = lambda title, text: problems.append(text)
    with qtbot.waitSignal(files.export_failed, timeout=30000):
        files.export("json")
    assert problems and "cannot write" in problems[0]
    assert not files.busy()
