"""The workbook's spliced sheets read back whole: the guard behind openpyxl's pinned minor.

``export/xlsx.py`` lets openpyxl write the frame of each sheet and splices its own
``<sheetData>`` into it (pyproject bounds openpyxl below its next minor for this). Every
sheet of an exported workbook is read back here, by openpyxl in both of its reading modes
and as plain XML, and each must hold every cell that the spliced XML holds.
"""

from __future__ import annotations

import datetime
import re
import xml.etree.ElementTree as ET
import zipfile
from decimal import Decimal
from pathlib import Path

import openpyxl
import pytest
from openpyxl.utils.datetime import to_excel

from scorekeeper.export.sample import sample_session
from scorekeeper.export.xlsx import write_xlsx

SHEETS = ["Summary", "Hands", "Pairs", "Settle-up", "Rules", "Audit"]
NS = {"m": "http://schemas.openxmlformats.org/spreadsheetml/2006/main"}
REL = "{http://schemas.openxmlformats.org/officeDocument/2006/relationships}id"
HANDS = 40
SECOND = Decimal(1) / 86_400  # in days, as spreadsheets count time


@pytest.fixture(scope="module")
def workbook(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("roundtrip") / "ledger.xlsx"
    write_xlsx(sample_session(HANDS, seed=5), path)
    return path


def _sheet_parts(path: Path) -> dict[str, ET.Element]:
    """Each sheet's name and its parsed worksheet XML, through workbook.xml and its relationships."""
    with zipfile.ZipFile(path) as archive:
        book = ET.fromstring(archive.read("xl/workbook.xml"))
        rels = ET.fromstring(archive.read("xl/_rels/workbook.xml.rels"))
        targets = {rel.get("Id"): rel.get("Target", "") for rel in rels}
        parts = {}
        for sheet in book.iterfind("m:sheets/m:sheet", NS):
            target = targets[sheet.get(REL)].lstrip("/")
            name = target if target.startswith("xl/") else f"xl/{target}"
            parts[sheet.get("name", "")] = ET.fromstring(archive.read(name))
        return parts


def _xml_cells(part: ET.Element) -> dict[str, object]:
    """Every cell with a value or a formula: its reference and what it holds (numbers as Decimal)."""
    cells: dict[str, object] = {}
    for cell in part.iterfind("m:sheetData/m:row/m:c", NS):
        ref, kind = cell.get("r", ""), cell.get("t", "n")
        formula, value, inline = cell.find("m:f", NS), cell.find("m:v", NS), cell.find("m:is", NS)
        if formula is not None:
            cells[ref] = "=" + (formula.text or "")
        elif inline is not None:
            cells[ref] = "".join(inline.itertext())
        elif value is not None and kind == "b":
            cells[ref] = value.text == "1"
        elif value is not None and kind == "n":
            cells[ref] = Decimal(value.text or "0")
        elif value is not None:
            cells[ref] = value.text or ""
    return cells


def _read_back(value: object) -> object:
    """A value openpyxl read, in _xml_cells' terms: a date-formatted number is a datetime there."""
    if isinstance(value, datetime.datetime):
        value = to_excel(value)
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return Decimal(str(value))
    return value


def _same(read: object, written: object) -> bool:
    if isinstance(read, Decimal) and isinstance(written, Decimal):
        return abs(read - written) < SECOND  # a time of day is read back to the second
    return read == written


def test_every_part_of_the_package_is_well_formed_xml(workbook: Path) -> None:
    with zipfile.ZipFile(workbook) as archive:
        assert archive.testzip() is None
        for name in archive.namelist():
            if name.endswith((".xml", ".rels")):
                ET.fromstring(archive.read(name))  # raises on a broken splice


@pytest.mark.parametrize("read_only", [False, True], ids=["full", "read-only"])
def test_openpyxl_reads_every_cell_of_every_sheet_back(workbook: Path, read_only: bool) -> None:
    parts = _sheet_parts(workbook)
    assert list(parts) == SHEETS
    wb = openpyxl.load_workbook(workbook, read_only=read_only)
    assert wb.sheetnames == SHEETS
    for name in SHEETS:
        written = _xml_cells(parts[name])
        assert written, f"{name} is empty"
        read = {
            cell.coordinate: _read_back(cell.value)
            for row in wb[name].iter_rows()
            for cell in row
            if getattr(cell, "value", None) is not None
        }
        assert read.keys() == written.keys(), name
        differ = {ref: (read[ref], written[ref]) for ref in written if not _same(read[ref], written[ref])}
        assert not differ, f"{name}: read back, written: {differ}"
    wb.close()


def test_the_hands_sheet_has_a_row_per_hand(workbook: Path) -> None:
    part = _sheet_parts(workbook)["Hands"]
    first_column = [ref for ref in _xml_cells(part) if re.fullmatch(r"A\d+", ref)]
    assert len(first_column) >= HANDS + 1  # the header and every hand (then the totals)
