"""``scorekeeper tournament report ID --pdf FILE`` and ``tournament slips ID --pdf FILE``: the
summary to print and the payout slips, read back with a real PDF text extractor (pypdf), so
what a director prints and an accountant searches is what the log says: every paid player and
amount (``finish``'s), the total equal to the prize pool, the chips checked, a Chinese name
drawn in the embedded font."""

from __future__ import annotations

import contextlib
import io
import json
import random
from decimal import Decimal
from pathlib import Path
from typing import Any

import pypdf
import pytest
from helpers.session_kit import run_cli

from scorekeeper.cli.main import main
from scorekeeper.demo import random_hand

NAMES = ["王小明", "Amy", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus"]
EVENT = "PDF night 十三張"
Event = tuple[Path, str, dict[str, Any], dict[str, Any]]  # book, id, finish's answer, show's


def _cli(*args: str | Path) -> Any:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main([str(a) for a in args])
    assert code == 0, err.getvalue()
    return json.loads(out.getvalue())


def _new(book: Path) -> str:
    """8 players (one of them 王小明, who re-buys), drawn at two tables."""
    tid: str = _cli("tournament", "new", "--name", EVENT, "--buyin", "100", "--fee", "10", "--chips", "300",
                    "--levels", "10,20,40,80,160", "--hands-per-level", "2", "--rebuy-until", "1",
                    "--payouts", "50,30,20", "--currency", "EUR", "--book", book)["tournament"]  # fmt: skip
    for name in NAMES:
        _cli("tournament", "register", tid, name, "--book", book)
    _cli("tournament", "rebuy", tid, "王小明", "--book", book)
    _cli("tournament", "draw", tid, "--seed", "3", "--book", book)
    return tid


def _play_out(book: Path, tid: str, rng: random.Random) -> dict[str, Any]:
    """Hands at random until one player is left; ``show``'s answer then."""
    show = _cli("tournament", "show", tid, "--book", book)
    for _ in range(400):
        tables: dict[int, list[dict[str, Any]]] = {}
        for row in show["field"]:
            if row["status"] == "playing":
                tables.setdefault(row["table"], []).append(row)
        if sum(len(rows) for rows in tables.values()) < 2:
            return dict(show)
        table = rng.choice(sorted(t for t, rows in tables.items() if len(rows) > 1))
        seated = [r["name"] for r in sorted(tables[table], key=lambda r: r["seat"])]
        hand = book.parent / "hand.json"
        hand.write_text(json.dumps(random_hand(rng, seated, foul_share=0.1)), encoding="utf-8")
        if _cli("tournament", "add", tid, table, hand, "--dealer", seated[0], "--book", book)["moves"]:
            _cli("tournament", "balance", tid, "--confirm", "--book", book)
        show = _cli("tournament", "show", tid, "--book", book)
    raise AssertionError("the event did not end in 400 hands")


@pytest.fixture(scope="module")
def event(tmp_path_factory: pytest.TempPathFactory) -> Event:
    """A finished 8-player event with a re-buy."""
    book = tmp_path_factory.mktemp("tpdf") / "book.sqlite"
    tid = _new(book)
    _play_out(book, tid, random.Random(8))  # 王小明 wins: the slips draw a Chinese name too
    finished = _cli("tournament", "finish", tid, "--book", book)
    assert finished["verified"] is True
    return book, tid, finished, _cli("tournament", "show", tid, "--book", book)


def _lines(path: Path) -> list[str]:
    return [line.strip() for page in pypdf.PdfReader(path).pages for line in page.extract_text().splitlines()]


def _paid(finished: dict[str, Any]) -> dict[str, Decimal]:
    return {p["name"]: Decimal(p["payout"]) for p in finished["places"] if Decimal(p["payout"])}


def _eur(amount: Decimal) -> str:
    return f"{amount:,.2f} EUR"


def test_the_summary_prints_every_place_and_payout_and_the_pool(event: Event, tmp_path: Path) -> None:
    book, tid, finished, show = event
    target = tmp_path / "summary.pdf"
    answer = _cli("tournament", "report", tid, "--pdf", target, "--book", book)
    assert answer == {"pdf": str(target), "pages": len(pypdf.PdfReader(target).pages)}
    lines = _lines(target)
    assert lines[:2] == ["Tournament summary finished", EVENT]
    paid, chips = _paid(finished), {r["name"]: r["chips"] for r in show["field"]}
    assert sorted(paid.values(), reverse=True) == [Decimal(450), Decimal(270), Decimal(180)]
    for row in finished["places"]:  # place, name, entries, chips, payout (none past the paid places)
        entries = 2 if row["name"] == "王小明" else 1
        payout = f" {_eur(paid[row['name']])}" if row["name"] in paid else ""
        assert f"{row['place']} {row['name']} {entries} {chips[row['name']]:,}{payout}" in lines, (row, lines)
    assert f"Total paid {_eur(sum(paid.values(), Decimal(0)))}" in lines
    assert sum(paid.values()) == Decimal(show["prize_pool"]) == 900
    assert "Payouts = prize pool (900.00 EUR): verified" in lines
    for line in ("Prize pool (buy-ins, re-buys, add-ons) 900.00 EUR", "House fees 90.00 EUR", "Taken in 990.00 EUR"):
        assert line in lines
    assert "Chips brought in (entries, re-buys, add-ons) 2,700" in lines and "Chips in play 2,700" in lines
    assert "Chips in = chips in play: verified" in lines and "Players 8, re-buys 1, add-ons 0 9 entries" in lines
    assert "Buy-in 100.00 EUR + 10.00 EUR fee (the fee is the house's)" in lines


def test_the_summary_lists_the_eliminations_in_order(event: Event, tmp_path: Path) -> None:
    book, tid, _finished, show = event
    target = tmp_path / "summary.pdf"
    _cli("tournament", "report", tid, "--pdf", target, "--book", book)
    lines = _lines(target)
    hands = list(dict.fromkeys((e["table"], e["hand"]) for e in show["eliminations"]))  # in the order out
    out = [f"{hands.index((e['table'], e['hand'])) + 1} {e['name']} {e['place']} {e['table']} {e['hand']}"
           for e in show["eliminations"]]  # fmt: skip
    assert len(out) == len(NAMES) - 1 and len(hands) < len(out)  # two went out on one hand
    at = [lines.index(line) for line in out]  # every elimination a line: out, name, place, table, hand
    assert at == sorted(at)


def test_the_chinese_names_are_drawn_in_the_embedded_font(event: Event, tmp_path: Path) -> None:
    book, tid, _finished, _show = event
    for command in ("report", "slips"):
        target = tmp_path / f"{command}.pdf"
        _cli("tournament", command, tid, "--pdf", target, "--book", book)
        data, text = target.read_bytes(), "\n".join(_lines(target))
        assert "王小明" in text and EVENT in text and "?" not in text
        assert b"/CIDFontType2" in data and b"/FontFile2" in data  # the glyphs travel with the file
        assert len(data) < 80_000  # subset to the few glyphs used, not the 4 MB font
    assert pypdf.PdfReader(tmp_path / "report.pdf").metadata.title == f"Tournament summary: {EVENT}"


def test_both_the_workbook_and_the_pdf_at_once(event: Event, tmp_path: Path) -> None:
    book, tid, _finished, _show = event
    xlsx, pdf = tmp_path / "r.xlsx", tmp_path / "r.pdf"
    answer = _cli("tournament", "report", tid, "--xlsx", xlsx, "--pdf", pdf, "--book", book)
    assert answer == {"report": str(xlsx), "sheets": ["Field", "Hands", "Eliminations", "Prize pool", "Audit"],
                      "pdf": str(pdf), "pages": 1}  # fmt: skip
    assert xlsx.read_bytes()[:2] == b"PK" and pdf.read_bytes()[:5] == b"%PDF-"


def test_one_slip_per_paid_player_with_finishs_amount(event: Event, tmp_path: Path) -> None:
    book, tid, finished, _show = event
    target = tmp_path / "slips.pdf"
    assert _cli("tournament", "slips", tid, "--pdf", target, "--book", book) == {"pdf": str(target), "pages": 1}
    lines = _lines(target)
    paid = _paid(finished)
    assert sum(line.startswith("Payout slip ") for line in lines) == len(paid) == 3
    for number, row in enumerate((r for r in finished["places"] if r["name"] in paid), start=1):
        name, amount = row["name"], paid[row["name"]]
        assert lines.count(f"{row['place']} {name} {_eur(amount)}") == 1  # place, player, amount: the slip's box
        assert f"Place {row['place']} of 8 players (9 entries): {_eur(amount)} of the prize pool of 900.00 EUR" in lines
        assert f"Received in full: {name} Paid: the tournament director" in lines  # the two signature lines
        assert any(line.startswith(f"Slip {number} of 3 · tournament {tid} · finished ") for line in lines)
    unpaid = [p["name"] for p in finished["places"] if p["name"] not in paid]
    assert not any(name in line for name in unpaid for line in lines)


def test_an_unfinished_event_has_no_slips(tmp_path: Path) -> None:
    book = tmp_path / "book.sqlite"
    tid = _new(book)
    target = tmp_path / "slips.pdf"
    refused = run_cli("tournament", "slips", tid, "--pdf", target, "--book", book)
    assert refused.returncode == 2 and len(refused.stderr.strip().splitlines()) == 1
    assert "not finished" in refused.stderr and not target.exists()
    summary = tmp_path / "summary.pdf"  # an event in play has its summary: the places so far
    _cli("tournament", "report", tid, "--pdf", summary, "--book", book)
    lines = _lines(summary)
    assert "Tournament summary in play: not finished" in lines and "Places so far (the event is not finished)" in lines
    assert "Payouts by place, as the pool stands" in lines and "1 450.00 EUR" in lines


def test_a_pdf_into_a_missing_folder_is_one_line(event: Event, tmp_path: Path) -> None:
    book, tid, _finished, _show = event
    for command in ("report", "slips"):
        target = tmp_path / "nowhere" / f"{command}.pdf"
        refused = run_cli("tournament", command, tid, "--pdf", target, "--book", book)
        assert refused.returncode == 2 and len(refused.stderr.strip().splitlines()) == 1
        assert "nowhere" in refused.stderr and "Traceback" not in refused.stderr
    both = run_cli("tournament", "report", tid, "--pdf", tmp_path / "nowhere" / "r.pdf", "--xlsx", tmp_path / "r.xlsx",
                   "--book", book)  # fmt: skip
    assert both.returncode == 2 and not (tmp_path / "r.xlsx").exists()  # neither written
    neither = run_cli("tournament", "report", tid, "--book", book)
    assert neither.returncode == 2 and "--xlsx FILE, --pdf FILE or both" in neither.stderr


def test_a_shared_place_has_a_slip_each_with_half_the_places(tmp_path: Path) -> None:
    """Two out on the same hand with the same chips share places 2 and 3: a slip each, the two
    places' amounts halved, the slips still summing to the pool."""
    from scorekeeper.session.state import SessionState
    from scorekeeper.tournament.field import Field
    from scorekeeper.tournament.structure import TournamentStructure
    from scorekeeper.tournament_log.payout_slips import slips_document
    from scorekeeper.tournament_log.replay import Tally

    structure = TournamentStructure.read({"name": "Tie night", "buy_in": "100", "currency": "USD",
        "starting_chips": 100, "levels": {"by": "hands", "hands_per_level": 8, "point_values": [100]},
        "payouts": {"by": "percent", "bands": [{"from_entries": 2, "percents": ["60", "25", "15"]}]}})  # fmt: skip
    f = Field(structure)
    for name in ("Amy", "王小明", "Cat"):
        f.register(name)
    f.draw(seed=1)
    table = next(iter(f.tables))
    f.play(table, {("Amy", "王小明"): Decimal(1), ("Amy", "Cat"): Decimal(1)}, dealer=None)  # both out at once
    target = tmp_path / "slips.pdf"
    target.write_bytes(slips_document(SessionState(id="7", date="2026-01-02"), Tally(field=f, finished=True),
                                      printed_at="now").to_bytes())  # fmt: skip
    lines = _lines(target)
    assert "1 Amy 180.00 USD" in lines
    assert "2 王小明 60.00 USD" in lines and "2 Cat 60.00 USD" in lines  # (75 + 45) / 2 each
    assert "Place 2 (shared by 2) of 3 players (3 entries): 60.00 USD of the prize pool of 300.00 USD" in lines
    assert sum(line.startswith("Payout slip 2026-01-02") for line in lines) == 3
