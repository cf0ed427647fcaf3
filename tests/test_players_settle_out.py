"""The settle-up that leaves the app (issue 30): chat messages, a Splitwise-style CSV, beancount and
ledger-cli journals, a bankroll-tracker CSV and a player's own export; every amount exact, with its
currency. ``bean-check`` (beancount from PyPI) must accept the journal, whose balances are the settle-up's."""

from __future__ import annotations

import csv
import io
import json
import random
import sqlite3
import subprocess
import sys
from decimal import Decimal
from pathlib import Path
from typing import Any

from helpers.session_kit import cli

from scorekeeper.demo import random_hand

D = Decimal
NAMES = ["Amy", "李小龍", "Zoë Ann", "bob"]


def night(capsys: Any, tmp_path: Path, *, coin: str = "1") -> tuple[str, dict[str, Any]]:
    book = str(tmp_path / "book.sqlite")
    cli(capsys, "session", "new", "--name", "Friday", "--players", ",".join(NAMES), "--currency", "EUR",
        "--unit", "0.35", "--coin", coin, "--date", "2026-11-27", "--place", "Kitchen", "--book", book)  # fmt: skip
    rng = random.Random(7)
    for number in range(8):
        hand = tmp_path / f"h{number}.json"
        hand.write_text(json.dumps(random_hand(rng, NAMES, surrender_share=0.1)), encoding="utf-8")
        cli(capsys, "session", "add", "1", hand, "--again", "--book", book)
    return book, cli(capsys, "session", "settle", "1", "--book", book)


def text_of(capsys: Any, *args: str) -> str:
    from scorekeeper.cli.main import main

    code = main(list(args))
    out, err = capsys.readouterr()
    assert code == 0 and err == "", err
    return out


def test_the_beancount_journal_passes_bean_check_and_holds_the_settle_up(capsys: Any, tmp_path: Path) -> None:
    book, settled = night(capsys, tmp_path)
    assert any(D(v) != 0 for v in settled["rounding"].values())  # whole euros: rounding moves something
    journal = tmp_path / "night.beancount"
    journal.write_text(text_of(capsys, "session", "settle", "1", "--format", "beancount", "--book", book), "utf-8")
    checked = subprocess.run(
        [str(Path(sys.executable).with_name("bean-check")), str(journal)], capture_output=True, text=True
    )
    assert checked.returncode == 0 and checked.stdout == checked.stderr == "", checked.stderr

    from beancount import loader
    from beancount.core.data import Transaction

    entries, errors, _ = loader.load_file(str(journal))
    assert errors == []
    txns = [e for e in entries if isinstance(e, Transaction)]
    results = {p.account: p.units.number for p in txns[0].postings}
    assert all(p.units.currency == "EUR" for t in txns for p in t.postings)
    assert sorted(results.values()) == sorted(D(v) for v in settled["balances"].values() if D(v) != 0)
    assert results["Assets:Players:Amy"] == D(settled["balances"]["Amy"])
    paid = [(t.narration, sorted(p.units.number for p in t.postings)) for t in txns[1:] if "pays" in t.narration]
    assert paid == [
        (f"{s['from']} pays {s['to']}", sorted([D(s["amount"]), -D(s["amount"])])) for s in settled["simplified"]
    ]
    rounding = [t for t in txns if t.narration == "rounded to the coin"]
    assert len(rounding) == 1
    ledger_text = text_of(capsys, "session", "settle", "1", "--format", "ledger", "--book", book)
    assert "2026/11/27 * Friday: the night's results" in ledger_text
    assert ledger_text.count(" pays ") == len(settled["simplified"])


def test_the_csvs_give_back_every_amount(capsys: Any, tmp_path: Path) -> None:
    book, settled = night(capsys, tmp_path, coin="0.01")
    rows = list(
        csv.DictReader(
            io.StringIO(text_of(capsys, "session", "settle", "1", "--format", "splitwise-csv", "--book", book))
        )
    )
    assert len(rows) == len(settled["simplified"])
    for row, transfer in zip(rows, settled["simplified"], strict=True):
        assert row["Cost"] == transfer["amount"] and row["Currency"] == "EUR" and row["Date"] == "2026-11-27"
        assert row[transfer["from"]] == transfer["amount"] and row[transfer["to"]] == "-" + transfer["amount"]
        assert sum(D(row[n]) for n in NAMES) == 0
    shown = cli(capsys, "session", "show", "1", "--book", book)
    for player in shown["players"]:
        rows = list(csv.DictReader(io.StringIO(text_of(capsys, "players", "bankroll", player["name"], "--book", book))))
        (row,) = rows
        assert row.pop("duration_minutes").isdigit()
        assert row == {"date": "2026-11-27", "place": "Kitchen", "game": "classic-2-4", "stake_per_unit": "0.35",
                       "result": player["money"], "currency": "EUR", "hands": "8", "session": "1"}  # fmt: skip


def test_each_player_is_told_what_to_pay_in_the_tables_language(capsys: Any, tmp_path: Path) -> None:
    book, settled = night(capsys, tmp_path, coin="0.01")
    words = {"en": ("you pay", "you receive"), "nl": ("betaalt", "ontvangt"), "zh_CN": ("你付", "收到"),
             "zh_TW": ("你付", "收到")}  # fmt: skip
    for lang, (pay, receive) in words.items():
        messages = cli(capsys, "session", "settle", "1", "--format", "messages", "--lang", lang, "--book", book)[
            "messages"
        ]
        assert sorted(messages) == sorted(NAMES)
        for transfer in settled["simplified"]:
            amount = f"{D(transfer['amount']):.2f} EUR"
            payer_lines = [x for x in messages[transfer["from"]].splitlines() if pay in x and transfer["to"] in x]
            payee_lines = [x for x in messages[transfer["to"]].splitlines() if receive in x and transfer["from"] in x]
            assert any(amount in x for x in payer_lines), (lang, transfer, messages[transfer["from"]])
            assert any(amount in x for x in payee_lines), (lang, transfer)
        assert all(settled["fingerprint"] in m for m in messages.values())


def test_a_player_exports_everything_the_book_holds_about_them(capsys: Any, tmp_path: Path) -> None:
    book, settled = night(capsys, tmp_path)
    cli(capsys, "players", "note", "bob", "paypal bob@example.org", "--book", book)
    cli(capsys, "players", "merge", "Amy", "bob", "--book", book)
    target = tmp_path / "amy.json"
    cli(capsys, "players", "export", "Amy", "--json", target, "--book", book)
    data = json.loads(target.read_text(encoding="utf-8"))
    assert data["player"] == {"name": "Amy", "aliases": ["bob"], "note": "paypal bob@example.org", "removed": False}
    assert [a["kind"] for a in data["register_actions"]] == ["noted", "merged"]
    (session,) = data["sessions"]
    assert session["names"] == ["Amy", "bob"] and len(session["hands"]) == 8
    for hand in session["hands"]:
        assert {p["name"] for p in hand["entered"]} == {"Amy", "bob"}
        assert all(n not in json.dumps(hand["entered"]) for n in ("李小龍", "Zoë Ann"))
    money = sum(D(v) for h in session["hands"] for v in h["money"].values())
    assert money == D(settled["balances"]["Amy"]) + D(settled["balances"]["bob"])
    assert data["statistics"]["currencies"]["EUR"]["money"] == format(money.normalize(), "f")
    cli(capsys, "players", "remove", "Amy", "--book", book)  # removed: still theirs to export
    cli(capsys, "players", "export", "Amy", "--json", target, "--book", book)
    assert json.loads(target.read_text(encoding="utf-8"))["player"]["removed"] is True


def test_a_language_not_spoken_or_a_changed_book_is_said(capsys: Any, tmp_path: Path) -> None:
    from helpers.session_kit import refused

    from scorekeeper.cli.main import main

    book, _ = night(capsys, tmp_path)
    assert "--lang 'fr'" in refused(
        capsys, "session", "settle", "1", "--format", "messages", "--lang", "fr", "--book", book
    )
    db = sqlite3.connect(book, isolation_level=None)
    db.execute("UPDATE events SET payload = replace(payload, '\"Friday\"', '\"Fryday\"') WHERE seq = 1")
    db.close()
    code = main(["session", "settle", "1", "--format", "beancount", "--book", book])
    out, err = capsys.readouterr()
    assert code == 3 and "does not verify" in err and len(err.strip().splitlines()) == 1
