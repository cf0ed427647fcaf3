"""Tips and shared expenses split to the cent; the settle-up modes each clear every balance."""

from __future__ import annotations

import json
import random
from decimal import Decimal
from pathlib import Path

import pytest
from helpers.session_kit import cli
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.casino.settle_modes import in_seat_order, through_cashier
from scorekeeper.casino.split import split
from scorekeeper.demo import random_hand

D = Decimal
PLAYERS = ["Amy", "Bob", "Cat", "Dan"]


def cleared(balances: dict[str, str], transfers: list[dict[str, str]]) -> dict[str, Decimal]:
    left = {n: D(v) for n, v in balances.items()}
    for t in transfers:
        left[t["from"]] = left.get(t["from"], D(0)) + D(t["amount"])
        left[t["to"]] = left.get(t["to"], D(0)) - D(t["amount"])
    return {n: v for n, v in left.items() if v}


@pytest.fixture
def night(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    book = tmp_path / "book.sqlite"
    cli(capsys, "session", "new", "--name", "Friday", "--players", ",".join(PLAYERS), "--currency", "EUR",
        "--unit", "0.5", "--book", book)  # fmt: skip
    rng = random.Random(5)
    for _ in range(8):
        hand = tmp_path / "hand.json"
        hand.write_text(json.dumps(random_hand(rng, PLAYERS)))
        cli(capsys, "session", "add", "1", hand, "--book", book)
    return book


def test_a_tip_is_split_to_the_cent_and_food_goes_to_who_paid(night: Path, capsys: pytest.CaptureFixture[str]) -> None:
    b = ("--book", night)
    before = cli(capsys, "session", "settle", "1", *b)["balances"]
    tip = cli(capsys, "session", "tip", "1", "10", "--from", "Amy,Bob,Cat", "--note", "dealer", *b)
    assert tip == {"tip": "10", "to": "house", "shares": {"Amy": "3.34", "Bob": "3.33", "Cat": "3.33"}}
    food = cli(
        capsys, "session", "tip", "1", "25.01", "--from", "Amy,Bob,Cat,Dan", "--to", "Dan", "--note", "pizza", *b
    )
    assert food["shares"] == {"Amy": "6.26", "Bob": "6.25", "Cat": "6.25", "Dan": "6.25"}
    after = cli(capsys, "session", "settle", "1", *b)
    moved = {n: D(after["balances"][n]) - D(before[n]) for n in PLAYERS}
    assert moved == {"Amy": D("-9.60"), "Bob": D("-9.58"), "Cat": D("-9.58"), "Dan": D("18.76")}
    assert after["house"]["tips"] == "10" and after["house"]["money"] == "10"
    assert sum(D(v) for v in after["balances"].values()) + D(after["house"]["money"]) == 0
    assert cleared(after["balances"] | {"house": "10"}, after["simplified"]) == {}  # the house is owed its tip


@pytest.mark.parametrize("mode", ["fewest", "pair", "cashier", "seat-order"])
def test_every_settle_mode_clears_every_balance(night: Path, capsys: pytest.CaptureFixture[str], mode: str) -> None:
    b = ("--book", night)
    cli(capsys, "session", "tip", "1", "4", "--from", "Amy,Dan", "--to", "Bob", *b)
    out = cli(capsys, "session", "settle", "1", "--mode", mode, *b)
    assert out["mode"] == mode
    assert cleared(out["balances"], out["transfers"]) == {}
    if mode == "cashier":  # every loser pays the cage, the cage pays every winner
        losers = {n for n, v in out["balances"].items() if D(v) < 0}
        winners = {n for n, v in out["balances"].items() if D(v) > 0}
        assert {t["from"] for t in out["transfers"] if t["to"] == "cage"} == losers
        assert {t["to"] for t in out["transfers"] if t["from"] == "cage"} == winners


@given(
    amount=st.decimals(min_value=D("0.01"), max_value=10000, places=2),
    n=st.integers(min_value=1, max_value=9),
)
@settings(max_examples=300, deadline=None)
def test_split_to_the_cent_adds_up_exactly(amount: Decimal, n: int) -> None:
    names = [f"p{i}" for i in range(n)]
    shares = split(amount, names, coin=D("0.01"))
    assert sum(shares.values(), D(0)) == amount
    assert max(shares.values()) - min(shares.values()) <= D("0.01")
    assert all(v == v.quantize(D("0.01")) for v in shares.values())


@given(st.lists(st.integers(min_value=-500, max_value=500), min_size=1, max_size=8))
@settings(max_examples=200, deadline=None)
def test_cashier_and_seat_order_clear_any_balances(values: list[int]) -> None:
    balances = {f"p{i}": D(v) for i, v in enumerate(values)}
    balances["last"] = -sum(balances.values(), D(0))
    for transfers in (through_cashier(balances), in_seat_order(balances, list(reversed(balances)))):
        left = dict(balances)
        left["cage"] = D(0)
        for t in transfers:
            left[t.payer] += t.amount
            left[t.payee] -= t.amount
        assert all(v == 0 for v in left.values())
