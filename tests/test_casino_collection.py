"""The house's collection: the house a party, players + house = 0 on every hand and at the settle-up."""

from __future__ import annotations

import json
import random
from decimal import Decimal
from pathlib import Path

import pytest
from helpers.session_kit import cli, refused
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.casino.collection import Collection, from_winnings
from scorekeeper.demo import random_hand

D = Decimal
PLAYERS = ["Amy", "Bob", "Cat", "Dan"]


def play(
    capsys: pytest.CaptureFixture[str], book: Path, hands: int, seed: int = 1, seated: list[str] = PLAYERS
) -> None:
    rng = random.Random(seed)
    for _ in range(hands):
        hand = book.parent / "hand.json"
        hand.write_text(json.dumps(random_hand(rng, seated)))
        cli(capsys, "session", "add", "1", hand, "--book", book)


def total(values: dict[str, str]) -> Decimal:
    return sum((D(v) for v in values.values()), D(0))


def test_unit_tiers_the_house_and_the_players_sum_to_zero_on_every_hand(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    book = tmp_path / "book.sqlite"
    b = ("--book", book)
    cli(
        capsys,
        "session",
        "new",
        "--name",
        "Club",
        "--players",
        ",".join(PLAYERS),
        "--unit",
        "10",
        "--currency",
        "USD",
        *b,
    )
    cli(capsys, "session", "collection", "1", "--tiers", "5=1,10=1,20=2", *b)
    play(capsys, book, 6)
    shown = cli(capsys, "session", "show", "1", *b)
    for hand in shown["hands"]:
        assert hand["house"] == "4"  # $10 units: $1 a hand for each of the four seated players
        assert total(hand["money"]) + D(hand["house"]) == 0
    assert shown["house"] == {"money": "24"}
    assert sum(D(p["money"]) for p in shown["players"]) + D(shown["house"]["money"]) == 0
    settled = cli(capsys, "session", "settle", "1", *b)
    assert total(settled["balances"]) + D(settled["house"]["money"]) == 0
    assert settled["house"]["paid_at_table"] == "24" and settled["house"]["accrued"] == "0"
    # paid at the table: the transfers settle only what is still owed between the players
    assert all("house" not in (t["from"], t["to"]) for t in settled["simplified"])


def test_tiers_pick_the_largest_tier_not_above_the_unit(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    book = tmp_path / "book.sqlite"
    b = ("--book", book)
    cli(capsys, "session", "new", "--name", "High", "--players", "Amy,Bob,Cat", "--unit", "20", *b)
    cli(capsys, "session", "collection", "1", "--tiers", "5=1,10=1,20=2", *b)
    play(capsys, book, 2, seated=["Amy", "Bob", "Cat"])
    shown = cli(capsys, "session", "show", "1", *b)
    assert [h["house"] for h in shown["hands"]] == ["6", "6"]  # $2 x 3 players


def test_accrued_collection_is_owed_to_the_house_at_the_settle_up(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    book = tmp_path / "book.sqlite"
    b = ("--book", book)
    cli(capsys, "session", "new", "--name", "Club", "--players", "Amy,Bob", "--currency", "EUR", *b)
    cli(capsys, "session", "collection", "1", "--per-player", "0.5", "--accrue", *b)
    play(capsys, book, 4, seated=["Amy", "Bob"])
    settled = cli(capsys, "session", "settle", "1", *b)
    assert settled["house"] == {"money": "4", "collection": "4", "paid_at_table": "0", "accrued": "4"}
    to_house = sum(D(t["amount"]) for t in settled["simplified"] if t["to"] == "house")
    assert to_house == 4
    left = {n: D(v) for n, v in settled["balances"].items()}
    for t in settled["simplified"]:
        left[t["from"]] = left.get(t["from"], D(0)) + D(t["amount"])
        left[t["to"]] = left.get(t["to"], D(0)) - D(t["amount"])
    assert left == {"Amy": 0, "Bob": 0, "house": -4}  # every player square, the house paid its take


def test_percent_with_a_cap_and_per_time(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    book = tmp_path / "book.sqlite"
    b = ("--book", book)
    cli(capsys, "session", "new", "--name", "Rake", "--players", "Amy,Bob,Cat", "--unit", "5", *b)
    cli(capsys, "session", "collection", "1", "--percent", "10", "--cap", "3", *b)
    play(capsys, book, 5, seated=["Amy", "Bob", "Cat"])
    shown = cli(capsys, "session", "show", "1", *b)
    for hand in shown["hands"]:
        won = sum(D(v) for v in hand["money"].values() if D(v) > 0) + D(hand.get("house", "0"))
        assert D(hand.get("house", "0")) <= min(D(3), won / 10)  # 10% of the winnings, at most 3
        assert total(hand["money"]) + D(hand.get("house", "0")) == 0
    cli(capsys, "session", "collection", "1", "--per-time", "2", "--minutes", "30", *b)
    play(capsys, book, 2, seed=7, seated=["Amy", "Bob", "Cat"])
    shown = cli(capsys, "session", "show", "1", *b)
    assert [h.get("house") for h in shown["hands"][5:]] == ["6", None]  # time paid once per 30 minutes


def test_collection_commands_refuse_nonsense_and_leave_the_book(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    book = tmp_path / "book.sqlite"
    b = ("--book", book)
    cli(capsys, "session", "new", "--name", "Club", "--players", "Amy,Bob", *b)
    before = book.read_bytes()
    assert "--minutes" in refused(capsys, "session", "collection", "1", "--per-time", "2", *b)
    assert "percent" in refused(capsys, "session", "collection", "1", "--percent", "120", *b)
    assert "--tiers" in refused(capsys, "session", "collection", "1", "--tiers", "5:1", *b)
    assert "must" in refused(capsys, "session", "collection", "1", "--per-player", "-1", *b)
    assert book.read_bytes() == before


def test_a_collection_change_is_undoable_and_audited(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from scorekeeper.book.storage import Book

    book = tmp_path / "book.sqlite"
    b = ("--book", book)
    cli(capsys, "session", "new", "--name", "Club", "--players", "Amy,Bob", *b)
    cli(capsys, "session", "collection", "1", "--per-player", "1", *b)
    cli(capsys, "session", "undo", "1", *b)
    play(capsys, book, 1, seated=["Amy", "Bob"])
    assert "house" not in cli(capsys, "session", "show", "1", *b)["hands"][0]
    with Book.open(book) as opened:
        audit = opened.session("1").audit()
    assert [a["detail"] for a in audit][:2] == ["collection 1 per player per hand from hand 1", "undo of collection"]


@given(
    won=st.dictionaries(st.sampled_from(PLAYERS), st.decimals(min_value=0, max_value=500, places=2), min_size=1),
    percent=st.decimals(min_value=0, max_value=100, places=1),
    cap=st.none() | st.decimals(min_value=0, max_value=50, places=2),
)
@settings(max_examples=200, deadline=None)
def test_percent_fee_never_exceeds_the_cap_or_the_winnings(
    won: dict[str, Decimal], percent: Decimal, cap: Decimal | None
) -> None:
    fee = Collection(kind="percent", percent=percent, cap=cap)
    taken = from_winnings(fee, won, coin=D("0.01"))
    assert all(taken[n] <= won[n] for n in taken)
    if cap is not None:
        assert sum(taken.values(), D(0)) <= cap
    assert all(v == v.quantize(D("0.01")) for v in taken.values())


def test_a_casino_line_is_remade_only_when_its_hand_changes() -> None:
    from scorekeeper.casino.prepare import prepare_collection
    from scorekeeper.ledger.lines import ledger_lines
    from scorekeeper.session.session import Session, parse_hand_entry

    rng = random.Random(8)
    s = Session.create("1", name="Club", players=PLAYERS, unit=D(10))
    s.append("collection", prepare_collection(s, {"kind": "per_player", "amount": "1"}))
    for _ in range(3):
        s.append("added", s.prepare_add(parse_hand_entry(random_hand(rng, PLAYERS))))
    before = ledger_lines(s)
    s.append("added", s.prepare_add(parse_hand_entry(random_hand(rng, PLAYERS))))
    after = ledger_lines(s)
    assert all(a is b for a, b in zip(before, after[:3], strict=True)) and after[3].house.amount == 4
