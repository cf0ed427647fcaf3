"""New input passes one text rule and pays in whole coins; what a book already holds still opens.

Issue 27, items 5 and 8: a JPY buy-in of 0.5 and a tip of 0.07 in a 0.05-coin session were
accepted; a session's name, place and currency, a reason and a tip's note took control,
bidi-override and zero-width characters (``--currency $'Fri\\bday'`` was a currency).
"""

from __future__ import annotations

import json
import random
import unicodedata
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from helpers.session_kit import cli, refused
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.book.session_file import events_from_json, session_to_json
from scorekeeper.book.storage import Book
from scorekeeper.casino.prepare import prepare_collection, prepare_stack_entry, prepare_tip
from scorekeeper.demo import random_hand
from scorekeeper.errors import InputError
from scorekeeper.ledger.totals import settle
from scorekeeper.session.fresh_input import replaying
from scorekeeper.session.session import Session, parse_hand_entry

PLAYERS = ["Amy", "Bob", "Cat"]
REFUSED = {"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"}  # text_boundary's rule for names


def new(tmp_path: Path, capsys: pytest.CaptureFixture[str], *extra: str) -> tuple[str, Path]:
    book = tmp_path / "book.sqlite"
    cli(capsys, "session", "new", "--name", "Friday", "--players", ",".join(PLAYERS), *extra, "--book", book)
    return "1", book


# -- coins ----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("session", "command", "field"),
    [
        (["--currency", "JPY"], ["buyin", "1", "Amy", "0.5"], "buy-in: 0.5 is finer than the session's coin 1"),
        (["--currency", "EUR"], ["cashout", "1", "Amy", "10.005"], "cash-out: 10.005 is finer"),
        (["--currency", "EUR", "--coin", "0.05"], ["tip", "1", "0.07", "--from", "Amy,Bob"], "tip: 0.07 is finer than"),
        (["--currency", "EUR", "--coin", "0.05"], ["collection", "1", "--per-player", "0.03"], "amount: 0.03"),
        (["--currency", "JPY"], ["collection", "1", "--tiers", "5=1,10=1.5"], "collection tier 10: 1.5 is finer"),
        (["--currency", "JPY"], ["collection", "1", "--percent", "5", "--cap", "2.5"], "collection cap: 2.5 is finer"),
    ],
)  # fmt: skip
def test_an_amount_finer_than_the_coin_is_refused_naming_the_field(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], session: list[str], command: list[str], field: str
) -> None:
    sid, book = new(tmp_path, capsys, *session)
    assert field in refused(capsys, "session", *command, "--book", book)
    assert "tips" not in cli(capsys, "session", "settle", sid, "--book", book)  # nothing recorded


def test_whole_coins_are_taken_and_split_to_the_coin(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    sid, book = new(tmp_path, capsys, "--currency", "EUR", "--coin", "0.05")
    tip = cli(capsys, "session", "tip", sid, "0.10", "--from", "Amy,Bob,Cat", "--book", book)
    assert tip["shares"] == {"Amy": "0.05", "Bob": "0.05", "Cat": "0"}
    assert cli(capsys, "session", "buyin", sid, "Amy", "20.05", "--book", book)["buyin"] == "20.05"


# -- text -----------------------------------------------------------------------------------
def test_a_currency_is_a_code_or_a_symbol(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    book = tmp_path / "book.sqlite"
    base = ["session", "new", "--name", "Friday", "--players", "Amy,Bob", "--book", book]
    for bad in ("Fri\bday", "EURO", "E\u200bUR", "12"):
        assert refused(capsys, *base, "--currency", bad).startswith("currency ")
    for good in ("EUR", "jpy", "€", "HK$", ""):
        assert cli(capsys, *base, "--currency", good)["session"]


@pytest.mark.parametrize(
    ("args", "field"),
    [
        (["session", "new", "--name", "Fri\u202eday", "--players", "Amy,Bob"], "session name"),
        (["session", "new", "--name", "Friday", "--players", "Amy,Bob", "--place", "Amy\x00s"], "place"),
        (["session", "new", "--name", "Friday", "--players", "Amy,Bob", "--date", "2026-11-27\u202e"], "date"),
        (["session", "void", "1", "1", "--reason", "misread\u202e"], "reason"),
        (["session", "tip", "1", "5", "--from", "Amy,Bob", "--note", "dealer\u200b"], "note"),
    ],
)
def test_every_text_field_refuses_what_a_name_refuses(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], args: list[str], field: str
) -> None:
    book = tmp_path / "book.sqlite"
    cli(capsys, "session", "new", "--name", "Friday", "--players", "Amy,Bob", "--book", book)
    hand = tmp_path / "hand.json"
    hand.write_text(json.dumps(random_hand(random.Random(1), ["Amy", "Bob"])))
    cli(capsys, "session", "add", "1", hand, "--book", book)
    message = refused(capsys, *args, "--book", book)
    assert message.startswith(f"{field}: must not contain ")


def _session() -> Session:
    s = Session.create("t", name="Friday", players=PLAYERS, currency="EUR")
    s.append("added", s.prepare_add(parse_hand_entry(random_hand(random.Random(3), PLAYERS))))
    return s


# field -> (record it on a fresh session, read back what was stored, whether the text is trimmed)
FIELDS: dict[str, tuple[Callable[[str], Any], Callable[[Any], str], bool]] = {
    "session name": (lambda t: Session.create("t", name=t, players=PLAYERS), lambda s: s.name, True),
    "place": (lambda t: Session.create("t", name="F", players=PLAYERS, place=t), lambda s: s.place, False),
    "reason": (lambda t: _session().prepare_void(1, t), lambda p: p.reason, True),
    "note": (lambda t: prepare_tip(_session(), "3", PLAYERS, "house", t), lambda p: p["note"], True),
    "rename": (lambda t: _session().prepare_renamed(t), lambda p: p.name, True),
}


@pytest.mark.parametrize("field", FIELDS)
@given(text=st.text(st.characters(codec="utf-8"), max_size=60) | st.sampled_from(["a\u202eb", "x\u200dy", "\ufeff"]))
@settings(max_examples=150, deadline=None)
def test_text_is_refused_in_one_line_or_stored_exactly(field: str, text: str) -> None:
    record, stored, trimmed = FIELDS[field]
    expected = text.strip() if trimmed else text
    try:
        value = stored(record(text))
    except InputError as exc:
        message = str(exc)
        assert "\n" not in message and len(message) <= 300
        bad = any(unicodedata.category(ch) in REFUSED for ch in expected)
        assert bad or not expected.strip(), message  # refused only for what the rule refuses
        return
    assert value == expected
    assert not any(unicodedata.category(ch) in REFUSED for ch in value)


# -- books already written are sacred -------------------------------------------------------
def test_what_an_older_version_recorded_still_opens_verifies_and_imports(tmp_path: Path) -> None:
    """Events made before these rules (recorded here as an older version did) are not refused again."""
    with Book.open(tmp_path / "old.sqlite") as book:
        with replaying():  # the older version's checks
            sid = book.create_session(name="Fri\u202eday", players=PLAYERS, currency="Fri\bday", place="a\x07").id
        entry = parse_hand_entry(random_hand(random.Random(4), PLAYERS))
        book.act(sid, "added", lambda s: s.prepare_add(entry))
        with replaying():
            book.act(sid, "voided", lambda s: s.prepare_void(1, "misread\u202e"))
            book.act(sid, "buyin", lambda s: prepare_stack_entry(s, "buyin", "Amy", "0.005"))
            book.act(sid, "tip", lambda s: prepare_tip(s, "0.07", PLAYERS, "house", "dealer\u200b"))
            book.act(sid, "collection", lambda s: prepare_collection(s, {"kind": "per_player", "amount": "0.001"}))
        session = book.session(sid)
        assert settle(session, head=book.head(sid)).verified
        exported = json.loads(json.dumps(session_to_json(session)))
    with Book.open(tmp_path / "new.sqlite") as book:
        imported = book.import_events(events_from_json(exported))
        assert imported.name == "Fri\u202eday" and settle(imported, head=book.head(imported.id)).verified
