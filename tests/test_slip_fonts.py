"""The slip prints Chinese names: text outside WinAnsi in an embedded, subset CJK font.

Read back with a real PDF text extractor (pypdf), so what an accountant searches or copies
is checked, not just the bytes written. A Latin-only slip is what it always was.
"""

from __future__ import annotations

import hashlib
import io
import json
import random
import subprocess
import sys
from decimal import Decimal
from pathlib import Path

import pypdf
import pytest

from scorekeeper.book.storage import Book
from scorekeeper.casino import pdf_font
from scorekeeper.casino.pdf import Pdf
from scorekeeper.casino.prepare import prepare_collection
from scorekeeper.casino.slip import money_text, slip_document, slip_pdf
from scorekeeper.demo import random_hand
from scorekeeper.ledger.totals import Settlement, settle
from scorekeeper.session.session import Session, parse_hand_entry

PLAYERS = ["王小明", "陳大文", "Amy", "Bob"]
BUNDLED = Path(__file__).resolve().parents[1] / "resources" / "fonts" / pdf_font.BUNDLED
WQY = Path("/usr/share/fonts/truetype/wqy/wqy-microhei.ttc")


def table(folder: Path, players: list[str], *, name: str = "十三張 3號枱", place: str = "澳門") -> Session:
    rng = random.Random(7)
    with Book.open(folder / "book.sqlite") as book:
        s = book.create_session(name=name, players=players, unit=Decimal(10), currency="HKD", place=place)
        tiers = {"kind": "tiers", "tiers": [["5", "1"], ["10", "1"], ["20", "2"]]}
        book.act(s.id, "collection", lambda x: prepare_collection(x, tiers))
        for _ in range(12):
            entry = parse_hand_entry(random_hand(rng, players))
            book.act(s.id, "added", lambda x, e=entry: x.prepare_add(e))
        return book.session(s.id)


@pytest.fixture(scope="module")
def night(tmp_path_factory: pytest.TempPathFactory) -> tuple[Session, Settlement]:
    session = table(tmp_path_factory.mktemp("cjk"), PLAYERS)
    return session, settle(session)


def text_of(data: bytes) -> str:
    return "\n".join(page.extract_text() for page in pypdf.PdfReader(io.BytesIO(data)).pages)


def test_the_names_and_amounts_read_back_exactly(night: tuple[Session, Settlement]) -> None:
    session, settlement = night
    data = slip_pdf(session, settlement, player=None, copy_number=1, printed_at="2025-01-02 03:04:05")
    lines = text_of(data).splitlines()
    assert "Table:  十三張 3號枱, 澳門" in lines
    for name in PLAYERS:
        balance = money_text(settlement.balances[name], "HKD")
        row = [line for line in lines if line.startswith(name + " ") and line.endswith(balance)]
        assert len(row) == 1, (name, balance, lines)
        assert name in lines  # the signature line's label
    for tr in settlement.simplified:
        assert f"{tr.payer} pays {tr.payee} {money_text(tr.amount, 'HKD')}" in lines
    assert "?" not in text_of(data)
    assert pypdf.PdfReader(io.BytesIO(data)).metadata.title == "Settlement slip: 十三張 3號枱"
    assert len(data) < 60_000  # the font subset to a dozen glyphs, not the 4 MB file


def test_a_players_slip_with_a_chinese_name_in_its_bold_title(night: tuple[Session, Settlement]) -> None:
    session, settlement = night
    data = slip_pdf(session, settlement, player="陳大文", copy_number=2, printed_at="x")
    lines = text_of(data).splitlines()
    assert "Settlement slip: 陳大文" in lines and "REPRINT: copy 2 of this slip" in lines
    assert "王小明" not in lines  # only in the transfers that involve 陳大文, if any
    assert b" 2 Tr " in data  # the font has no bold face: the title's glyphs are outlined as well


def test_the_embedded_font_is_a_subset_type0_with_widths_and_to_unicode(night: tuple[Session, Settlement]) -> None:
    session, settlement = night
    reader = pypdf.PdfReader(io.BytesIO(slip_pdf(session, settlement, player=None, copy_number=1, printed_at="x")))
    fonts = reader.pages[0]["/Resources"]["/Font"]
    assert sorted(fonts) == ["/F1", "/F2", "/F3"] and fonts["/F1"]["/BaseFont"] == "/Helvetica"
    f3 = fonts["/F3"].get_object()
    assert (f3["/Subtype"], f3["/Encoding"]) == ("/Type0", "/Identity-H") and "/ToUnicode" in f3
    cid = f3["/DescendantFonts"][0].get_object()
    assert cid["/Subtype"] == "/CIDFontType2" and str(cid["/BaseFont"]).endswith("+DroidSansFallback")
    chars = set("".join(PLAYERS[:2]) + "十三張號枱澳門")
    widths = cid["/W"][1]
    assert cid["/W"][0] == 1 and len(widths) == len(chars) and set(widths) == {1000}  # full-width glyphs
    gid_map = cid["/CIDToGIDMap"].get_object().get_data()
    assert len(gid_map) == 2 * (len(chars) + 1)
    program = cid["/FontDescriptor"]["/FontFile2"].get_object().get_data()
    assert program[:4] == b"\0\1\0\0" and len(program) < 20_000
    from fontTools.ttLib import TTFont

    assert TTFont(io.BytesIO(program))["maxp"].numGlyphs < 3 * len(chars)  # and their components, of 49,382


def test_the_same_characters_give_the_same_font_bytes(night: tuple[Session, Settlement]) -> None:
    session, settlement = night
    first, second = (slip_pdf(session, settlement, player=None, copy_number=1, printed_at="x") for _ in range(2))
    assert first == second


# Written with the writer as it was before the embedded font: Latin text must not change by a byte.
LATIN_DOCUMENT_SHA256 = "78238893b6aa3b590ada0c47acddbf66e1049b2f2eda578df46253c42bd03f5e"


def test_a_latin_only_document_is_byte_for_byte_what_it_was() -> None:
    doc = Pdf(title="Settlement slip: Table 3, Zoë (café)")
    page = doc.page()
    page.text(72, 770, "Settlement slip: Zoë", size=18, bold=True)
    page.text(500, 700, "1,234.50 EUR", right=True)
    page.text(500, 680, "Total", bold=True, right=True, rgb=(0.1, 0.2, 0.3))
    page.text(120, 260, "REPRINT", size=110, bold=True, grey=0.86, angle=(0.819, 0.574))
    page.text(72, 650, "a \\ (b) – € ™")
    page.line(56, 600, 539, 600, grey=0.6)
    page.box(52, 590, 491, 15)
    doc.page().text(72, 770, "page two")
    assert hashlib.sha256(doc.to_bytes()).hexdigest() == LATIN_DOCUMENT_SHA256
    assert doc.problem is None


LATIN_PROBE = """
import json, sys
from decimal import Decimal
from scorekeeper.casino.slip import slip_pdf
from scorekeeper.ledger.totals import settle
from scorekeeper.session.session import Session
players = json.loads(sys.argv[1])
session = Session.create("1", name=players[0], players=players, unit=Decimal(10))  # no hands: the name shows
data = slip_pdf(session, settle(session), player=None, copy_number=1, printed_at="x")
print(json.dumps([b"/Type0" in data, sorted(m for m in sys.modules if m.split(".")[0] == "fontTools")]))
"""


@pytest.mark.parametrize(("players", "embeds"), [(["Amy", "Bob"], False), (["王小明", "Bob"], True)])
def test_fonttools_is_imported_only_for_a_slip_that_needs_the_font(players: list[str], embeds: bool) -> None:
    done = subprocess.run(
        [sys.executable, "-c", LATIN_PROBE, json.dumps(players)], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    type0, modules = json.loads(done.stdout)
    assert type0 is embeds and bool(modules) is embeds


def test_a_character_the_font_lacks_prints_as_a_question_mark(tmp_path: Path) -> None:
    session = table(tmp_path, ["李🂡", "Amy"], name="T", place="")
    doc = slip_document(session, settle(session), player=None, copy_number=1, printed_at="x")
    lines = text_of(doc.to_bytes()).splitlines()
    assert "李?" in lines and doc.problem is not None
    assert "🂡 (U+1F0A1)" in doc.problem and "李" not in doc.problem


def test_without_a_font_the_names_print_as_question_marks_and_the_problem_says_why(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(pdf_font, "font_candidates", list)
    session = table(tmp_path, PLAYERS)
    doc = slip_document(session, settle(session), player=None, copy_number=1, printed_at="x")
    data = doc.to_bytes()
    assert b"/Type0" not in data and "??? pays" in text_of(data)
    assert doc.problem is not None and doc.problem.startswith(pdf_font.MISSING)
    missing = slip_document(
        session, settle(session), player=None, copy_number=1, printed_at="x", font=tmp_path / "no.ttf"
    )
    missing.to_bytes()
    assert missing.problem is not None and missing.problem.startswith(f"no font file {tmp_path / 'no.ttf'}")
    (tmp_path / "bad.ttf").write_bytes(b"not a font")
    bad = slip_document(session, settle(session), player=None, copy_number=1, printed_at="", font=tmp_path / "bad.ttf")
    assert "??? pays" in text_of(bad.to_bytes()) and "cannot use the font" in str(bad.problem)


@pytest.mark.parametrize("found", [True, False])
def test_the_slip_command_warns_on_one_line_when_names_print_as_question_marks(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, found: bool
) -> None:
    from scorekeeper.cli.main import main

    if not found:
        monkeypatch.setattr(pdf_font, "font_candidates", list)
    book = str(tmp_path / "book.sqlite")
    assert main(["session", "new", "--name", "十三張", "--players", "王小明,陳", "--book", book]) == 0
    capsys.readouterr()
    assert main(["session", "slip", "1", "--pdf", str(tmp_path / "s.pdf"), "--book", book]) == 0
    out, err = capsys.readouterr()
    assert '"copy": 1' in out
    assert ("Table:  十三張" in text_of((tmp_path / "s.pdf").read_bytes())) is found
    if found:
        assert err == ""
    else:
        assert err.count("\n") == 1 and err.startswith("scorekeeper: warning: no CJK TrueType font found")
        assert "DroidSansFallbackFull.ttf" in err and "print as ? on the slip" in err


def test_right_aligned_text_is_measured_with_the_fonts_own_widths() -> None:
    doc = Pdf(font=BUNDLED)
    page = doc.page()
    page.text(500, 700, "王小明", size=10, right=True)  # three full-width glyphs: 30 points
    page.text(500, 680, "A王", size=10, right=True)  # Helvetica's estimate for the A, 10 for the 王
    assert b" 470 700 Tm " in page.ops[0] and b" 485 680 Tm " in page.ops[1]
    assert b"/F1 10 Tf (A) Tj /F3 10 Tf <0001> Tj ET" in page.ops[1]


def test_characters_beyond_the_bmp_copy_back_through_to_unicode() -> None:
    doc = Pdf(font=BUNDLED)
    doc.page().text(72, 770, "𐐀 王")  # U+10400, one of the few astral glyphs Droid Sans Fallback has
    assert text_of(doc.to_bytes()).strip() == "𐐀 王" and doc.problem is None


@pytest.mark.skipif(not WQY.is_file(), reason="fonts-wqy-microhei is not installed")
def test_a_system_font_collection_can_be_named(night: tuple[Session, Settlement]) -> None:
    session, settlement = night
    doc = slip_document(session, settlement, player=None, copy_number=1, printed_at="x", font=WQY)
    data = doc.to_bytes()
    assert doc.problem is None and "王小明 " in text_of(data) and b"WenQuanYi" in data


def test_the_bundled_font_is_found_through_the_apps_package_data() -> None:
    assert pdf_font.font_candidates()[0].name == pdf_font.BUNDLED
