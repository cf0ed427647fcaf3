"""``scorekeeper book copy`` both ways on a 2,000-hand book: SQLite to PostgreSQL and back,
with the same sessions, fingerprints, totals and standings in all three books."""

from __future__ import annotations

import contextlib
import io
import json
import random
from decimal import Decimal
from pathlib import Path
from typing import Any

import pg_support
from helpers.session_kit import assert_refused, cli_json, run_cli

from scorekeeper.book import open_book
from scorekeeper.cli.main import main
from scorekeeper.demo import random_hand
from scorekeeper.session.session import Session, parse_hand_entry

NAMES = ["Amy", "Bob", "Cat", "Dan", "Eve"]
TABLES, HANDS = 4, 500  # 2,000 hands
pg_url = pg_support.pg_url  # the fixture: a new, empty PostgreSQL book


def a_night(path: Path) -> None:
    """Four tables of 500 hands, with corrections, voids, an undo, a stake and a draft."""
    rng = random.Random(2000)
    with open_book(path) as book:
        for t in range(TABLES):
            session = Session.create("0", name=f"Table {t + 1}", players=NAMES, unit=Decimal("0.25"), currency="EUR")
            session.append("stake", session.prepare_stake("Amy", "Bob", Decimal(2)))
            for n in range(1, HANDS + 1):
                entry = parse_hand_entry(random_hand(rng, rng.sample(NAMES, rng.randint(2, 4))))
                session.append("added", session.prepare_add(entry))
                if n % 97 == 0:
                    session.append("voided", session.prepare_void(n - 3, "misdeal"))
                if n % 131 == 0:
                    again = parse_hand_entry(random_hand(rng, NAMES[:3]))
                    session.append("edited", session.prepare_edit(n - 1, again, "misread"))
            session.append("undo", session.prepare_undo())
            book.import_events(list(session.events))
        book.save_draft("2", '{"players": []}')


def command(*args: str) -> Any:
    """What ``scorekeeper ARGS`` prints (in this process: the same code, without the start-up)."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main([*args]) == 0
    return json.loads(out.getvalue())


def views(book: str) -> dict[str, Any]:
    """What the command line shows of every session: the list, each settle-up and totals."""
    listed = command("session", "list", "--book", book)["sessions"]
    return {
        "list": listed,
        "settle": {s["session"]: command("session", "settle", s["session"], "--book", book) for s in listed},
        "show": {s["session"]: command("session", "show", s["session"], "--book", book) for s in listed},
    }


def test_book_copy_both_ways_keeps_every_fingerprint_and_total(tmp_path: Path, pg_url: str) -> None:
    source = tmp_path / "home.sqlite"
    back = tmp_path / "back.sqlite"
    a_night(source)
    there = cli_json("book", "copy", source, pg_url)
    assert there["verified"] is True and there["events"] > TABLES * HANDS and there["drafts"] == 1
    assert [s["hands"] for s in there["sessions"]] == [HANDS - HANDS // 97 - 1] * TABLES  # the undo took one back
    home = views(str(source))
    assert views(pg_url) == home
    again = cli_json("book", "copy", pg_url, back)
    assert again == there
    assert views(str(back)) == home
    fingerprints = {s["session"]: s["fingerprint"] for s in home["settle"].values()}
    assert fingerprints == {s["session"]: s["fingerprint"] for s in there["sessions"]}
    for name in (source, pg_url, back):
        with open_book(name) as book:
            assert book.draft("2") == '{"players": []}'
            assert book.standings_check().verified
            assert len(json.dumps(book.standings(), default=str)) > 10


def test_a_copy_into_a_book_that_holds_sessions_is_refused_and_changes_nothing(tmp_path: Path, pg_url: str) -> None:
    source = tmp_path / "home.sqlite"
    with open_book(source) as book:
        book.create_session(name="Home", players=NAMES)
    with open_book(pg_url) as book:
        book.create_session(name="Card room", players=NAMES)
    before = pg_support.dump(pg_url)
    assert_refused(run_cli("book", "copy", source, pg_url), "already holds sessions; copy into a new, empty book")
    assert pg_support.dump(pg_url) == before
    assert_refused(run_cli("book", "copy", source, source), "the source and the target are the same book")
    missing = tmp_path / "nothing.sqlite"
    assert run_cli("book", "copy", missing, tmp_path / "x.sqlite").returncode == 2
    assert not missing.exists()
