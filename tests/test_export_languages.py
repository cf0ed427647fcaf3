"""The Excel and CSV ledgers in the players' language: the words change, never a number."""

from __future__ import annotations

import csv
import datetime
from decimal import Decimal
from pathlib import Path
from typing import Any

import openpyxl
import pytest

from scorekeeper.book.storage import Book
from scorekeeper.cli.main import main as cli_main
from scorekeeper.export.csv_export import csv_names, sheet_lines, write_csv
from scorekeeper.export.labels import LABELS, labeller
from scorekeeper.export.sample import sample_session
from scorekeeper.export.sheets import build_sheets
from scorekeeper.export.xlsx import write_xlsx
from scorekeeper.game.terms import LANGUAGES

SHEET_NAMES = {
    "en": ["Summary", "Hands", "Pairs", "Settle-up", "Rules", "Audit"],
    "zh-Hant": ["摘要", "各手", "對戰", "結算", "規則", "稽核"],
    "zh-Hans": ["摘要", "各手", "对战", "结算", "规则", "审计"],
    "nl": ["Overzicht", "Handen", "Paren", "Afrekening", "Regels", "Wijzigingen"],
}


@pytest.fixture(scope="module")
def session() -> Any:
    return sample_session(40, seed=7)


def _numbers(ws: Any) -> list[tuple[str, Any]]:
    """Every number and formula of a sheet, by cell."""
    return [
        (cell.coordinate, cell.value)
        for row in ws.iter_rows()
        for cell in row
        if isinstance(cell.value, (int, float, Decimal, datetime.datetime))
        or (isinstance(cell.value, str) and cell.value.startswith("=SUM("))
    ]


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans", "nl"])
def test_a_workbook_in_another_language_has_the_same_numbers_in_the_same_cells(session, tmp_path, lang) -> None:
    english, other = tmp_path / "en.xlsx", tmp_path / f"{lang}.xlsx"
    write_xlsx(session, english)
    write_xlsx(session, other, lang=lang)
    en_book, other_book = openpyxl.load_workbook(english), openpyxl.load_workbook(other)
    assert en_book.sheetnames == SHEET_NAMES["en"]
    assert other_book.sheetnames == SHEET_NAMES[lang]
    for en_sheet, other_sheet in zip(en_book.worksheets, other_book.worksheets, strict=True):
        assert _numbers(other_sheet) == _numbers(en_sheet), other_sheet.title
        assert other_sheet.freeze_panes == en_sheet.freeze_panes


def test_the_chinese_ledger_uses_the_players_words(session, tmp_path) -> None:
    path = tmp_path / "zh.xlsx"
    write_xlsx(session, path, lang="zh-Hant")
    hands = openpyxl.load_workbook(path)["各手"]
    headers = [cell.value for cell in hands[1]]
    assert headers[:4] == ["手", "時間", "莊家", "狀態"]
    assert headers[4:8] == ["Amy 頭墩", "Amy 中墩", "Amy 尾墩", "Amy 狀態"]
    words = {cell.value for row in hands.iter_rows(min_row=2) for cell in row if isinstance(cell.value, str)}
    assert "作廢" in words and "已記錄" in words
    assert not {"void", "recorded", "fouled", "surrendered"} & words
    summary = openpyxl.load_workbook(path)["摘要"]
    labels = [row[0].value for row in summary.iter_rows(max_col=1)]
    assert "牌局" in labels and "計分" in labels and "相公" in labels


def test_csv_in_dutch_keeps_the_file_names(session, tmp_path) -> None:
    write_csv(session, tmp_path, lang="nl")
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == sorted(csv_names(build_sheets(session)))
    with open(tmp_path / "settle-up.csv", encoding="utf-8-sig", newline="") as handle:
        first = next(csv.reader(handle))
    assert first[0] == "Speler" and first[1].startswith("Saldo")


def test_english_is_the_default_and_unchanged(session) -> None:
    at = datetime.datetime(2024, 5, 1, 20, 0)
    default = [list(sheet_lines(s)) for s in build_sheets(session, exported_at=at)]
    english = [list(sheet_lines(s)) for s in build_sheets(session, exported_at=at, lang="en")]
    assert default == english
    assert default[0][0] == ["Session", session.name]


def test_every_label_is_translated_and_keeps_its_placeholders() -> None:
    import re

    fields = re.compile(r"\{[a-z_]*\}")
    for text, names in LABELS.items():
        assert len(names) == len(LANGUAGES) - 1, text
        for name in names:
            assert name.strip(), text
            assert sorted(fields.findall(name)) == sorted(fields.findall(text)), (text, name)
    for name in SHEET_NAMES["zh-Hant"] + SHEET_NAMES["zh-Hans"] + SHEET_NAMES["nl"]:
        assert len(name) <= 31 and not set(name) & set(":\\/?*[]")
    assert labeller("xx")("Summary") == "Summary"


def test_the_cli_exports_in_a_language(tmp_path: Path, capsys) -> None:
    book_path = tmp_path / "book.sqlite"
    with Book.open(book_path) as book:
        created = book.create_session(name="Vrijdag", players=["Amy", "Bob"], rules="classic-2-4")
    target = tmp_path / "nl.xlsx"
    assert cli_main(["export", created.id, "--xlsx", str(target), "--lang", "nl", "--book", str(book_path)]) == 0
    assert openpyxl.load_workbook(target).sheetnames == SHEET_NAMES["nl"]
