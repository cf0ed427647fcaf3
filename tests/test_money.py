"""Money: exact at the input limits, never two currencies added, each currency's decimals."""

from __future__ import annotations

import doctest
import random
from decimal import Decimal
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper import money
from scorekeeper.demo import random_hand
from scorekeeper.ledger import totals as ledger
from scorekeeper.money import CurrencyMismatch, Money, fixed_text, minor_unit, minor_units
from scorekeeper.session.session import Session, parse_hand_entry

D = Decimal
# The input limits: 18 digits before the point, 10 after.
LIMIT = st.integers(min_value=1, max_value=10**28 - 1).map(lambda n: D(n).scaleb(-10))


@given(st.lists(st.tuples(LIMIT, st.booleans()), min_size=1, max_size=60))
def test_sums_at_the_input_limits_are_exact(items: list[tuple[Decimal, bool]]) -> None:
    amounts = [a if positive else -a for a, positive in items]
    total = Money.total((Money.of(a, "EUR") for a in amounts), "EUR")
    assert Fraction(total.amount) == sum(Fraction(a) for a in amounts)
    assert (total * 3 - total - total - total).amount == 0


def test_two_currencies_are_never_added_or_compared() -> None:
    with pytest.raises(CurrencyMismatch, match="EUR and JPY"):
        Money.of(2, "EUR") + Money.of(2000, "JPY")
    with pytest.raises(CurrencyMismatch):
        _ = Money.of(2, "EUR") < Money.of(2, "USD")
    with pytest.raises(TypeError):
        Money.of(2.5, "EUR")  # never a float
    assert Money.of("2", "eur") == Money.of("2.00", "EUR")


def test_each_currency_has_its_iso_decimals() -> None:
    assert (minor_units("JPY"), minor_units("KRW"), minor_units("EUR"), minor_units("usd"), minor_units("BHD")) == (
        0, 0, 2, 2, 3,
    )  # fmt: skip
    assert minor_unit("JPY") == 1 and minor_unit("EUR") == D("0.01") and minor_unit("") == D("0.01")
    assert fixed_text(D("2000"), "JPY") == "2000" and fixed_text(D("2"), "EUR") == "2.00"
    assert fixed_text(D("0.125"), "EUR") == "0.125"  # exact, never rounded for display
    assert fixed_text(D("-0"), "EUR") == "0.00"


@settings(max_examples=25, deadline=None)
@given(unit=LIMIT, stake=LIMIT, seed=st.integers(0, 10**6))
def test_totals_and_settlement_stay_exact_at_the_limits(unit: Decimal, stake: Decimal, seed: int) -> None:
    rng = random.Random(seed)
    names = ["Amy", "Bob", "Cat"]
    s = Session.create("1", name="Big", players=names, unit=unit, currency="EUR", stakes=[("Amy", "Bob", stake)])
    for _ in range(3):
        data = random_hand(rng, names, surrender_share=0.2)
        try:
            s.append("added", s.prepare_add(parse_hand_entry(data)))
        except Exception:  # noqa: BLE001 - the same deal twice in a row is refused; draw another
            continue
    expected = {n: Fraction(0) for n in names}
    for record in s.live_hands():
        for p in record.result.dump()["players"]:
            expected[p["name"]] += Fraction(D(p["money"]))
    t = ledger.totals(s)
    assert {n: Fraction(pt.money) for n, pt in t.players.items()} == expected
    result = ledger.settle(s)
    assert result.verified
    assert sum(Fraction(v) for v in result.rounding.values()) == 0
    for n in names:  # rounded balance + its rounding difference is the exact balance
        assert Fraction(result.rounded[n]) + Fraction(result.rounding[n]) == expected[n]
        assert abs(result.rounding[n]) < result.coin
    paid = {n: Fraction(result.rounded[n]) for n in names}
    for transfer in result.simplified:
        paid[transfer.payer] += Fraction(transfer.amount)
        paid[transfer.payee] -= Fraction(transfer.amount)
    assert set(paid.values()) <= {0}


def test_doctests() -> None:
    failures, tried = doctest.testmod(money, raise_on_error=False, verbose=False)
    assert tried > 0 and failures == 0


@settings(max_examples=15, deadline=None)
@given(back=LIMIT, middle=LIMIT, unit=LIMIT, seed=st.integers(0, 10**6))
def test_royalties_at_the_input_limits_stay_exact_through_totals(
    back: Decimal, middle: Decimal, unit: Decimal, seed: int
) -> None:
    # 18-digit royalties with 10 decimals, paid always, at an 18+10-digit unit: every hand's money is
    # its units times the unit exactly, and the totals are the exact sums (no 28-digit rounding).
    rules = {
        "preset": "classic-2-4",
        "royalty_payment": "always",
        "royalties": [
            {"row": "back", "hand": "two-pair", "units": format(back, "f")},
            {"row": "middle", "hand": "pair", "units": format(middle, "f")},
        ],
    }
    rng = random.Random(seed)
    names = ["Amy", "Bob", "Cat", "Dan"]
    s = Session.create("1", name="Royal", players=names, unit=unit, currency="USD", rules=rules)
    for _ in range(4):
        try:
            s.append("added", s.prepare_add(parse_hand_entry(random_hand(rng, names))))
        except Exception:  # noqa: BLE001 - a repeated deal is refused; draw another
            continue
    expected = {n: Fraction(0) for n in names}
    for record in s.live_hands():
        for p in record.result.dump()["players"]:
            assert Fraction(D(p["money"])) == Fraction(D(p["units"])) * Fraction(unit)
            expected[p["name"]] += Fraction(D(p["money"]))
    assert {n: Fraction(pt.money) for n, pt in ledger.totals(s).players.items()} == expected
    result = ledger.settle(s)
    assert result.verified and sum(Fraction(v) for v in result.balances.values()) == 0


def test_two_royalties_at_the_limit_sum_exactly_in_a_seat() -> None:
    # Amy holds two pair in the back and a pair in the middle: 999...9.9999999999 + 5 is 29 digits,
    # which a 28-digit context rounds to ...005; paid always, Bob pays her exactly that.
    big = "999999999999999999.9999999999"

    def amy_units(back_royalty: str) -> Decimal:
        rules = {
            "preset": "classic-2-4",
            "royalty_payment": "always",
            "royalties": [{"row": "back", "hand": "two-pair", "units": back_royalty},
                          {"row": "middle", "hand": "pair", "units": "5"}],
        }  # fmt: skip
        s = Session.create("1", name="R", players=["Amy", "Bob"], rules=rules, unit=D(1))
        entry = parse_hand_entry({"players": [
            {"name": "Amy", "front": "Ah 8c 4h", "middle": "Qs Qd 7h 5c 3d", "back": "Ks Kd 9s 9d 2c"},
            {"name": "Bob", "front": "6h 4d 3c", "middle": "Ts 9h 8d 7c 5s", "back": "As Ac Ad Jc Jd"},
        ]})  # fmt: skip
        s.append("added", s.prepare_add(entry))
        assert ledger.settle(s).verified
        return ledger.totals(s).players["Amy"].money

    assert amy_units(big) - amy_units("0") == D(big)
