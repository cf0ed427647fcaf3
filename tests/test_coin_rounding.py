"""One rounding true of every settle mode: each party's transfers are its balance less its rounding.

Issue 27, item 4: pair mode rounded each pair on its own while ``rounding`` described the
fewest-transfers rounding (Cat paid 0.24 against a balance of -0.25 and a rounding of 0);
``scorekeeper night`` paid to a thousandth of a euro.
"""

from __future__ import annotations

import json
import random
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from helpers.session_kit import cli
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.casino.prepare import prepare_tip
from scorekeeper.cli.casino import mode_json
from scorekeeper.demo import random_hand
from scorekeeper.ledger.coin_rounding import round_pairs
from scorekeeper.ledger.totals import settle, settlement_json
from scorekeeper.session.session import Session, parse_hand_entry

D = Decimal
MODES = ("fewest", "pair", "cashier", "seat-order")
# (currency, coin, unit): cents, five cents, whole euros, yen; units that leave parts of a coin
COINS = [("EUR", None, "0.05"), ("EUR", "0.05", "0.05"), ("EUR", "1", "0.35"), ("JPY", None, "5")]


def received(transfers: list[dict[str, str]]) -> dict[str, Decimal]:
    """Each party's net from the printed transfers (the cage passes money on and nets zero)."""
    net: dict[str, Decimal] = {}
    for t in transfers:
        net[t["to"]] = net.get(t["to"], D(0)) + D(t["amount"])
        net[t["from"]] = net.get(t["from"], D(0)) - D(t["amount"])
    return {p: v for p, v in net.items() if p != "cage"}


def night(seed: int, *, currency: str, coin: str | None, unit: str, tip: bool) -> Session:
    rng = random.Random(seed)
    players = ["Amy", "Bob", "Cat", "Dan"][: rng.randint(2, 4)]
    rules = {"preset": "classic-1-6", "surrender": "2.5"}
    s = Session.create("t", name="Friday", players=players, rules=rules, unit=D(unit), currency=currency, coin=coin)
    for _ in range(rng.randint(1, 6)):
        s.append("added", s.prepare_add(parse_hand_entry(random_hand(rng, players, surrender_share=0.3))))
    if tip:  # a tip to the house makes the house a party; one to a player a pair of its own
        amount = s.coin_value * rng.randint(1, 40)
        s.append("tip", prepare_tip(s, amount, players[1:], rng.choice(["house", players[0]])))
    return s


def check_every_mode(s: Session) -> None:
    result = settle(s)
    assert result.verified, result.problems
    printed = settlement_json(s, result)
    coin = result.coin
    rounding = {p: D(v) for p, v in printed["rounding"].items()}
    assert sum(rounding.values(), D(0)) == 0
    assert all(abs(v) < coin for v in rounding.values())
    exact = result.parties or result.balances
    owed = {p: v - rounding[p] for p, v in exact.items()}
    shown = {"by_pair": printed["by_pair"], "simplified": printed["simplified"]}
    shown |= {mode: mode_json(s, result, mode)["transfers"] for mode in MODES}
    for name, transfers in shown.items():
        assert all(D(t["amount"]) % coin == 0 for t in transfers), name
        net = received(transfers)
        assert {p: net.get(p, D(0)) for p in owed} == owed, name  # balance less rounding, every party


@pytest.mark.parametrize(("currency", "coin", "unit"), COINS)
@given(seed=st.integers(0, 10**9), tip=st.booleans())
@settings(max_examples=25, deadline=None)
def test_every_mode_pays_each_balance_less_its_rounding(
    currency: str, coin: str | None, unit: str, seed: int, tip: bool
) -> None:
    check_every_mode(night(seed, currency=currency, coin=coin, unit=unit, tip=tip))


def test_a_balance_in_whole_coins_is_paid_whole_by_pair() -> None:
    """The issue's night: two pairs of -0.125 for Cat were each paid 0.12 (0.24 for -0.25)."""
    balances = {"Amy": D("0.125"), "Bob": D("0.125"), "Cat": D("-0.25")}
    nets = {("Amy", "Cat"): D("0.125"), ("Bob", "Cat"): D("0.125"), ("Amy", "Bob"): D(0)}
    r = round_pairs(nets, balances, coin=D("0.01"))
    assert r.rounding["Cat"] == 0 and r.pair_nets[("Amy", "Cat")] + r.pair_nets[("Bob", "Cat")] == D("0.25")
    assert sorted(r.rounding.values()) == [D("-0.005"), D(0), D("0.005")]


@given(
    nets=st.lists(st.decimals(min_value=-50, max_value=50, places=3), min_size=1, max_size=21),
    coin=st.sampled_from([D("0.01"), D("0.05"), D(1), D("0.25")]),
)
@settings(max_examples=300, deadline=None)
def test_each_pair_and_each_party_moves_by_less_than_a_coin(nets: list[Decimal], coin: Decimal) -> None:
    names = [f"P{i}" for i in range(7)]
    pairs = [(a, b) for i, a in enumerate(names) for b in names[i + 1 :]]
    pair_nets = dict(zip(pairs, nets, strict=False))  # some pairs never played: the graph may split
    balances = dict.fromkeys(names, D(0))
    for (a, b), v in pair_nets.items():
        balances[a] += v
        balances[b] -= v
    r = round_pairs(pair_nets, balances, coin=coin)
    assert sum(r.rounding.values(), D(0)) == 0
    for key, v in r.pair_nets.items():
        assert v % coin == 0 and abs(v - pair_nets[key]) < coin
    for p, v in balances.items():
        paid = sum((x if a == p else -x for (a, b), x in r.pair_nets.items() if p in (a, b)), D(0))
        assert paid == v - r.rounding[p] and abs(r.rounding[p]) < coin
        assert r.rounding[p] == 0 or v % coin != 0  # a balance in whole coins is not moved


def test_the_nights_cashier_pays_in_whole_coins(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    book = tmp_path / "book.sqlite"
    rng = random.Random(7)
    players = ["Amy", "Bob", "Cat"]
    for table in ("Table 1", "Table 2"):
        cli(capsys, "session", "new", "--name", table, "--players", ",".join(players), "--currency", "EUR",
            "--unit", "0.125", "--date", "2026-11-27", "--book", book)  # fmt: skip
    hand = tmp_path / "hand.json"
    for count in range(40):  # until the night's balances hold parts of a cent (0.125 a unit)
        hand.write_text(json.dumps(random_hand(rng, players)))
        cli(capsys, "session", "add", str(1 + count % 2), hand, "--book", book)
        balances = cli(capsys, "night", "2026-11-27", "--book", book)["currencies"][0]["balances"]
        if count and any(D(v) % D("0.01") for v in balances.values()):
            break
    for mode in ("cage", "fewest"):
        out: Any = cli(capsys, "night", "2026-11-27", "--mode", mode, "--book", book)
        eur = out["currencies"][0]
        assert eur["coin"] == "0.01"
        rounding = {p: D(v) for p, v in eur["rounding"].items()}
        assert sum(rounding.values(), D(0)) == 0 and any(rounding.values())
        net = received(eur["transfers"])
        assert {p: net.get(p, D(0)) for p in rounding} == {p: D(v) - rounding[p] for p, v in eur["balances"].items()}
        texts = [t["amount"] for t in eur["transfers"]] + [m for t in out["tables"] for m in t["money"].values()]
        assert all(not t.endswith("0") or "." not in t for t in texts)  # exact text: no 5.000
