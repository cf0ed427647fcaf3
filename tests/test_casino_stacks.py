"""Stacks and table stakes: buy-ins, re-buys, cash-outs; pairs paid in seat order, capped by the stack."""

from __future__ import annotations

import json
import random
from decimal import Decimal
from pathlib import Path

import pytest
from helpers.session_kit import cli, refused
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorekeeper.book.storage import Book
from scorekeeper.casino.prepare import prepare_collection, prepare_loss_cap, prepare_stack_entry, prepare_table_stakes
from scorekeeper.demo import random_hand
from scorekeeper.ledger.totals import settle, show_json, totals
from scorekeeper.session.session import Session, parse_hand_entry

D = Decimal
# classic-1-6, unit 1: Amy beats Bob by 9 and Cat by 9, Bob beats Cat by 6 (Amy +18, Bob -3, Cat -15).
HAND = {
    "players": [
        {"name": "Amy", "front": "Ah Ad 4c", "middle": "Kh Kd Ks 7c 2d", "back": "9s 8s 7s 6s 5s"},
        {"name": "Bob", "front": "Qh Qd 3c", "middle": "Jh Jd 8c 8d 2h", "back": "Th Td Tc 4s 4d"},
        {"name": "Cat", "front": "Kc 9c 2c", "middle": "Jc Js 6h 5h 3h", "back": "Ac Qc 9h 7h 6d"},
    ]
}
SWAP = str.maketrans("hd", "dh")  # the same hand with hearts and diamonds swapped: scored the same, not a duplicate
SAME_AGAIN = {"players": [{k: v.translate(SWAP) if k != "name" else v for k, v in p.items()} for p in HAND["players"]]}


@pytest.fixture
def table(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> tuple[Path, Path]:
    book = tmp_path / "book.sqlite"
    hand = tmp_path / "hand.json"
    hand.write_text(json.dumps(HAND))
    cli(capsys, "session", "new", "--name", "OFC room", "--players", "Amy,Bob,Cat", "--rules", "classic-1-6",
        "--book", book)  # fmt: skip
    for name, amount in (("Amy", "50"), ("Bob", "50"), ("Cat", "12")):
        cli(capsys, "session", "buyin", "1", name, amount, "--book", book)
    cli(capsys, "session", "table-stakes", "1", "on", "--book", book)
    return book, hand


def test_a_short_stack_pays_in_seat_order_from_the_left_of_the_dealer(
    table: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    book, hand = table
    b = ("--book", book)
    # Cat deals: the order is Amy, Bob, Cat. Amy-Bob: Bob pays 9. Amy-Cat: Cat pays 9 (3 left).
    # Bob-Cat: Cat owes 6 and has 3: "Cat pays 3 of 6: stack empty".
    cli(capsys, "session", "add", "1", hand, "--dealer", "Cat", *b)
    shown = cli(capsys, "session", "show", "1", *b)
    first = shown["hands"][0]
    assert first["money"] == {"Amy": "18", "Bob": "-6", "Cat": "-12"}
    assert first["caps"] == [
        {"from": "Cat", "to": "Bob", "owed": "6", "paid": "3", "text": "Cat pays 3 of 6: stack empty"}
    ]
    assert shown["stacks"] == {"Amy": "68", "Bob": "44", "Cat": "0"}
    # a player at zero must re-buy or leave
    assert "Cat's stack is empty" in refused(capsys, "session", "add", "1", hand, "--dealer", "Amy", *b)
    assert cli(capsys, "session", "buyin", "1", "Cat", "12", *b) == {"player": "Cat", "buyin": "12", "stack": "12"}
    # Amy deals: the order is Bob, Cat, Amy. Bob-Cat: Cat pays 6 (6 left). Bob-Amy: Bob pays 9.
    # Cat-Amy: Cat owes 9 and has 6: "Cat pays 6 of 9: stack empty".
    hand.write_text(json.dumps(SAME_AGAIN))
    cli(capsys, "session", "add", "1", hand, "--dealer", "Amy", *b)
    second = cli(capsys, "session", "show", "1", *b)
    assert second["hands"][1]["money"] == {"Amy": "15", "Bob": "-3", "Cat": "-12"}
    assert [c["text"] for c in second["hands"][1]["caps"]] == ["Cat pays 6 of 9: stack empty"]
    assert second["stacks"] == {"Amy": "83", "Bob": "41", "Cat": "0"}
    assert [p["money"] for p in second["players"]] == ["33", "-9", "-24"]


def test_the_winner_cap_limits_a_win_to_the_winners_own_stack(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    book = tmp_path / "book.sqlite"
    hand = tmp_path / "hand.json"
    hand.write_text(json.dumps(HAND))
    b = ("--book", book)
    cli(capsys, "session", "new", "--name", "Room", "--players", "Amy,Bob,Cat", "--rules", "classic-1-6", *b)
    for name, amount in (("Amy", "5"), ("Bob", "50"), ("Cat", "50")):
        cli(capsys, "session", "buyin", "1", name, amount, *b)
    cli(capsys, "session", "table-stakes", "1", "on", "--cap-winner", *b)
    cli(capsys, "session", "add", "1", hand, "--dealer", "Cat", *b)
    first = cli(capsys, "session", "show", "1", *b)["hands"][0]
    assert first["money"] == {"Amy": "10", "Bob": "1", "Cat": "-11"}
    assert [c["text"] for c in first["caps"]] == [
        "Bob pays 5 of 9: Amy's stack is 5",
        "Cat pays 5 of 9: Amy's stack is 5",
    ]


def test_a_loss_cap_per_player_per_hand(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    book = tmp_path / "book.sqlite"
    hand = tmp_path / "hand.json"
    hand.write_text(json.dumps(HAND))
    b = ("--book", book)
    cli(capsys, "session", "new", "--name", "Home", "--players", "Amy,Bob,Cat", "--rules", "classic-1-6", *b)
    cli(capsys, "session", "loss-cap", "1", "10", *b)
    cli(capsys, "session", "add", "1", hand, "--dealer", "Cat", *b)
    first = cli(capsys, "session", "show", "1", *b)["hands"][0]
    # Amy-Bob: Bob pays 9; Amy-Cat: Cat pays 9; Bob-Cat: Cat owes 6, 1 left under the cap of 10.
    assert first["money"] == {"Amy": "18", "Bob": "-8", "Cat": "-10"}
    assert [c["text"] for c in first["caps"]] == ["Cat pays 1 of 6: loss cap 10 reached"]
    assert "stacks" not in cli(capsys, "session", "show", "1", *b)


def test_close_checks_money_in_equals_money_out_and_names_a_difference(
    table: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    book, hand = table
    b = ("--book", book)
    cli(capsys, "session", "add", "1", hand, "--dealer", "Cat", *b)  # stacks: Amy 68, Bob 44, Cat 0
    cli(capsys, "session", "cashout", "1", "Amy", "68", *b)
    cli(capsys, "session", "cashout", "1", "Bob", "40", *b)  # the planted difference: 4 short
    settled = cli(capsys, "session", "settle", "1", *b)
    assert settled["cash"]["in"] == "112" and settled["cash"]["out"] == "108" and settled["cash"]["on_table"] == "4"
    assert settled["cash"]["problems"][1] == "Bob still has 4 on the table (not cashed out)"
    with Book.open(book) as opened, pytest.raises(Exception, match="Bob still has 4 on the table"):
        opened.act("1", "settled", lambda s: s.prepare_settled(True))
    cli(capsys, "session", "undo", "1", *b)  # the wrong cash-out, undone, and the right one
    cli(capsys, "session", "cashout", "1", "Bob", "44", *b)
    assert cli(capsys, "session", "settle", "1", *b)["cash"]["problems"] == []
    with Book.open(book) as opened:
        opened.act("1", "settled", lambda s: s.prepare_settled(True))
        audit = [a["detail"] for a in opened.session("1").audit()]
    assert "cash-out Bob 40 before hand 2" in audit and "undo of cashout" in audit


def test_stack_entries_refuse_unknown_players_and_nothing_amounts(
    table: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    book, _ = table
    before = book.read_bytes()
    assert "Eve" in refused(capsys, "session", "buyin", "1", "Eve", "10", "--book", book)
    assert "more than 0" in refused(capsys, "session", "cashout", "1", "Amy", "0", "--book", book)
    assert "plain decimal" in refused(capsys, "session", "buyin", "1", "Amy", "1e3", "--book", book)
    assert book.read_bytes() == before


# -- invariants over random nights -------------------------------------------------------------
FEES = st.sampled_from(
    [
        {"kind": "off"},
        {"kind": "per_player", "amount": "0.5"},
        {"kind": "tiers", "tiers": [["1", "0.25"], ["2", "1"]]},
        {"kind": "percent", "percent": "5", "cap": "1.5"},
        {"kind": "percent", "percent": "12.5", "accrue": True},
        {"kind": "per_time", "amount": "2", "minutes": 1},
    ]
)


@given(
    seed=st.integers(0, 10_000),
    fee=FEES,
    stakes=st.sampled_from(["off", "on", "cap-winner"]),
    loss_cap=st.none() | st.sampled_from(["3", "10"]),
    buyins=st.lists(st.sampled_from(["5", "12", "40"]), min_size=3, max_size=3),
)
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_players_plus_house_is_zero_on_every_hand_and_no_stack_goes_below_zero(
    seed: int, fee: dict[str, object], stakes: str, loss_cap: str | None, buyins: list[str]
) -> None:
    rng = random.Random(seed)
    names = ["Amy", "Bob", "Cat"]
    s = Session.create("1", name="Night", players=names, unit=D(2), currency="EUR")
    s.append("collection", prepare_collection(s, fee))
    if stakes != "off":
        for name, amount in zip(names, buyins, strict=True):
            s.append("buyin", prepare_stack_entry(s, "buyin", name, amount))
        s.append("table_stakes", prepare_table_stakes(s, True, stakes == "cap-winner"))
    if loss_cap is not None:
        s.append("loss_cap", prepare_loss_cap(s, loss_cap))
    for _ in range(8):
        seated = [n for n in names if stakes == "off" or show_json(s).get("stacks", {}).get(n, "1") != "0"]
        if len(seated) < 2:
            break
        s.append("added", s.prepare_add(parse_hand_entry(random_hand(rng, seated))))
    shown = show_json(s)
    for hand in shown["hands"]:
        assert sum(D(v) for v in hand["money"].values()) + D(hand.get("house", "0")) == 0
        for cap in hand.get("caps", []):
            assert D(cap["paid"]) < D(cap["owed"])
    house = D(shown.get("house", {}).get("money", "0"))
    assert sum(D(p["money"]) for p in shown["players"]) + house == 0
    assert all(D(v) >= 0 for v in shown.get("stacks", {}).values())  # table stakes: nobody loses more than the stack
    result = settle(s)
    assert result.verified and sum(result.parties.values()) == 0
    assert totals(s).house == house


def test_the_workbook_shows_the_cap_on_the_hand(table: tuple[Path, Path], capsys: pytest.CaptureFixture[str]) -> None:
    import openpyxl

    book, hand = table
    cli(capsys, "session", "add", "1", hand, "--dealer", "Cat", "--book", book)
    cli(capsys, "export", "1", "--xlsx", book.parent / "room.xlsx", "--book", book)
    ws = openpyxl.load_workbook(book.parent / "room.xlsx")["Hands"]
    head = {c.value: c.column for c in ws[1]}
    assert ws.cell(2, head["Cat status"]).value == "fouled · Cat pays 3 of 6: stack empty"  # (Cat set a foul)
    assert ws.cell(2, head["Cat money"]).value == -12
