"""The casino's session in the workbook, the CSV and the JSON export; the slip; the printable Hands sheet."""

from __future__ import annotations

import csv
import random
import zipfile
from decimal import Decimal
from pathlib import Path

import openpyxl
import pytest

from scorekeeper.book.session_file import events_from_json, session_to_json
from scorekeeper.book.storage import Book
from scorekeeper.casino.prepare import prepare_collection, prepare_slip, prepare_tip
from scorekeeper.casino.slip import write_slip
from scorekeeper.demo import random_hand
from scorekeeper.export import export_session
from scorekeeper.session.session import Session, parse_hand_entry

D = Decimal
PLAYERS = ["Amy", "Bob", "Cat", "Dan"]


@pytest.fixture(scope="module")
def night(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Session]:
    """A 4-player, 40-hand club session with a unit-tier collection, a correction, a void and a tip."""
    folder = tmp_path_factory.mktemp("casino")
    rng = random.Random(11)
    with Book.open(folder / "book.sqlite") as book:
        s = book.create_session(name="Table 3", players=PLAYERS, unit=D(10), currency="USD", place="Card room")
        tiers = {"kind": "tiers", "tiers": [["5", "1"], ["10", "1"], ["20", "2"]]}
        book.act(s.id, "collection", lambda x: prepare_collection(x, tiers))
        for _ in range(40):
            entry = parse_hand_entry(random_hand(rng, PLAYERS))
            book.act(s.id, "added", lambda x, e=entry: x.prepare_add(e))
        fix = parse_hand_entry(random_hand(rng, PLAYERS))
        book.act(s.id, "edited", lambda x: x.prepare_edit(7, fix, "Bob's back was misread"))
        book.act(s.id, "voided", lambda x: x.prepare_void(12, "misdeal"))
        book.act(s.id, "tip", lambda x: prepare_tip(x, D(20), PLAYERS, "house", "dealer"))
        session = book.session(s.id)
        export_session(session, head=book.head(s.id), xlsx=str(folder / "night.xlsx"), csv=str(folder / "csv"))
    return folder, session


def test_the_workbook_check_column_is_zero_on_every_hand_and_the_house_makes_totals_zero(
    night: tuple[Path, Session],
) -> None:
    folder, _ = night
    wb = openpyxl.load_workbook(folder / "night.xlsx")  # formulas; the cached values are read below
    values = openpyxl.load_workbook(folder / "night.xlsx", data_only=True)
    hands = wb["Hands"]
    head = {c.value: c.column for c in hands[1]}
    check, house = head["Check (sum = 0)"], head["House (USD)"]
    for row in range(2, 42):
        if hands.cell(row, 4).value == "void":
            continue
        formula = hands.cell(row, check).value
        assert formula.startswith("=SUM(") and formula.count(",") == 4  # four players' money and the house
        assert values["Hands"].cell(row, check).value == 0
        cells = formula[len("=SUM(") : -1].split(",")  # what the formula adds, as a spreadsheet would
        assert sum(D(str(values["Hands"][ref].value)) for ref in cells) == 0
        assert values["Hands"].cell(row, house).value == 4  # $10 units: $1 a player a hand
    summary = values["Summary"]
    rows = {r[0].value: r for r in summary.iter_rows() if r[0].value in (*PLAYERS, "House", "Total")}
    assert rows["House"][3].value == 39 * 4
    assert rows["Total"][3].value == 0
    settle = values["Settle-up"]
    first_block = []
    for name, value in settle.iter_rows(min_row=2, max_col=2, values_only=True):
        if name == "Total":
            break
        first_block.append((name, value))
    balances = dict(first_block)
    assert list(balances) == [*PLAYERS, "House"]
    assert D(str(balances["House"])) == 39 * 4 + 20  # collection and the dealer's tip
    assert sum(D(str(v)) for v in balances.values()) == 0


def test_the_csv_has_the_same_check_and_house(night: tuple[Path, Session]) -> None:
    folder, _ = night
    with open(folder / "csv" / "hands.csv", encoding="utf-8-sig", newline="") as handle:
        rows = list(csv.reader(handle))
    head = rows[0]
    check, house = head.index("Check (sum = 0)"), head.index("House (USD)")
    live = [r for r in rows[1:41] if r[3] != "void"]
    assert len(live) == 39
    assert {r[check] for r in live} == {"0.00"} and {r[house] for r in live} == {"4.00"}
    money = [i for i, h in enumerate(head) if h.endswith(" money (USD)")]
    for r in live:
        assert sum(D(r[i]) for i in money) + D(r[house]) == 0


def test_the_hands_sheet_prints_a_player_a_page_on_a4_with_titles_repeated_and_red_suits(
    night: tuple[Path, Session],
) -> None:
    folder, _ = night
    ws = openpyxl.load_workbook(folder / "night.xlsx")["Hands"]
    assert int(ws.page_setup.paperSize) == 9 and ws.page_setup.orientation == "landscape"
    assert int(ws.page_setup.scale) == 100 and not ws.sheet_properties.pageSetUpPr.fitToPage
    assert ws.print_title_rows == "$1:$1" and ws.print_title_cols == "$A:$D"
    assert [b.id for b in ws.col_breaks.brk] == [11, 18, 25, 32]  # after each player's seven columns
    # one group (the hand's four columns and a player's seven) fits an A4 landscape page at 100%
    group = sum(ws.column_dimensions[c].width for c in "ABCDEFGHIJK")
    assert group * 7 * 0.75 <= (842 - 0.8 * 72)  # characters of about 7 px at 96 dpi, in points
    with zipfile.ZipFile(folder / "night.xlsx") as archive:
        xml = archive.read("xl/worksheets/sheet2.xml").decode()
    assert '<color rgb="FFC00000"/></rPr><t xml:space="preserve">♥' in xml or "♦" in xml.split("FFC00000")[1][:80]


def test_the_audit_lists_the_cards_before_and_after_and_explains_its_numbers(night: tuple[Path, Session]) -> None:
    folder, session = night
    ws = openpyxl.load_workbook(folder / "night.xlsx")["Audit"]
    edit = next(r for r in ws.iter_rows(values_only=True) if r[2] == "edited")
    before = next(e for e in session.events if e.kind == "added" and e.payload["hand"] == 7).payload["entry"]
    amy = next(p for p in before["players"] if p["name"] == "Amy")
    shown = amy["front"].replace("h", "♥").replace("d", "♦").replace("s", "♠").replace("c", "♣")
    assert f"cards Amy {shown} |" in edit[4] and "→" in edit[4]
    assert edit[0] == next(e.seq for e in session.events if e.kind == "edited")  # the book's event number
    assert "the book's event number" in ws.oddHeader.center.text


def test_a_casino_session_exports_to_json_and_imports_back(night: tuple[Path, Session]) -> None:
    _, session = night
    events = events_from_json(session_to_json(session))
    again = Session.replay("2", events)
    assert again.casino == session.casino and not again.damaged


def test_the_slip_shows_the_night_and_a_second_print_is_a_reprint(tmp_path: Path, night: tuple[Path, Session]) -> None:
    folder, _ = night
    with Book.open(folder / "book.sqlite") as book:
        for _ in range(2):
            copy = book.act("1", "slip", lambda s: prepare_slip(s, None)).payload["copy_number"]
            write_slip(book.session("1"), tmp_path / f"slip{copy}.pdf", player=None, copy_number=copy,
                       head=book.head("1"))  # fmt: skip
        copy = book.act("1", "slip", lambda s: prepare_slip(s, "Amy")).payload["copy_number"]
        write_slip(book.session("1"), tmp_path / "amy.pdf", player="Amy", copy_number=copy, head=book.head("1"))
        audit = [a["detail"] for a in book.session("1").audit() if a["kind"] == "slip"]
        fingerprint = book.fingerprint("1")
    first, second, amy = (tmp_path / n for n in ("slip1.pdf", "slip2.pdf", "amy.pdf"))
    for pdf in (first, second, amy):
        assert pdf.read_bytes().startswith(b"%PDF-1.4") and pdf.read_bytes().rstrip().endswith(b"%%EOF")
    text = first.read_bytes()
    for needle in (b"Table 3", b"Hands:  39", b"The house's take", b"176.00 USD", b"Cashier / manager"):
        assert needle in text, needle
    assert b"REPRINT" not in text and b"REPRINT" in second.read_bytes()
    assert fingerprint.encode() in amy.read_bytes() and b"(Bob)" not in amy.read_bytes()
    assert audit == ["slip printed for the session", "slip printed for the session (REPRINT)", "slip printed for Amy"]


def test_the_slip_command_refuses_a_target_it_cannot_write_and_records_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from scorekeeper.cli.main import main

    book = tmp_path / "book.sqlite"
    assert main(["session", "new", "--name", "T", "--players", "Amy,Bob", "--book", str(book)]) == 0
    before = book.read_bytes()
    capsys.readouterr()
    assert main(["session", "slip", "1", "--pdf", str(tmp_path / "missing" / "s.pdf"), "--book", str(book)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and "--pdf" in err and book.read_bytes() == before
    assert main(["session", "slip", "1", "--pdf", str(tmp_path / "s.pdf"), "--book", str(book)]) == 0
    assert '"copy": 1' in capsys.readouterr().out and (tmp_path / "s.pdf").exists()
