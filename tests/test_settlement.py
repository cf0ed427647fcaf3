"""Tests for scorekeeper.ledger.settlement."""

from __future__ import annotations

import doctest
import random
from collections.abc import Mapping
from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.ledger import settlement
from scorekeeper.ledger.settlement import Rounded, Transfer, by_pair, round_to_coin, simplified

D = Decimal


def apply(balances: Mapping[str, Decimal], transfers: list[Transfer]) -> dict[str, Decimal]:
    """Balances left after the transfers are paid."""
    left = dict(balances)
    for t in transfers:
        left[t.payer] += t.amount
        left[t.payee] -= t.amount
    return left


def brute_force_min(values: list[Decimal]) -> int:
    """Exhaustive search: settle the first open debt against every opposite-sign one."""
    values = [v for v in values if v != 0]

    def search(start: int) -> int:
        while start < len(values) and values[start] == 0:
            start += 1
        if start == len(values):
            return 0
        best = len(values)
        for j in range(start + 1, len(values)):
            if values[j] * values[start] < 0:
                values[j] += values[start]
                best = min(best, 1 + search(start + 1))
                values[j] -= values[start]
        return best

    return search(0)


def greedy_count(balances: Mapping[str, Decimal]) -> int:
    """Transfers used by plain largest-debtor-to-largest-creditor greedy."""
    left = {p: v for p, v in balances.items() if v}
    count = 0
    while left:
        payee, payer = max(left, key=left.__getitem__), min(left, key=left.__getitem__)
        amount = min(left[payee], -left[payer])
        left[payee] -= amount
        left[payer] += amount
        left = {p: v for p, v in left.items() if v}
        count += 1
    return count


cents = st.one_of(st.integers(-9, 9), st.integers(-50_000, 50_000))


@st.composite
def zero_sum_balances(draw: st.DrawFn, max_players: int = 8) -> dict[str, Decimal]:
    amounts = draw(st.lists(cents, min_size=0, max_size=max_players - 1))
    amounts.append(-sum(amounts))
    if len(amounts) > 2:  # small values make zero-sum subgroups likely
        amounts = draw(st.permutations(amounts))
    return {f"p{i}": D(c) / 100 for i, c in enumerate(amounts)}


# --- Transfer / by_pair ---------------------------------------------------------------


def test_transfer_rejects_non_positive_amount_and_self_payment() -> None:
    with pytest.raises(ValueError, match="> 0"):
        Transfer(payer="a", payee="b", amount=D(0))
    with pytest.raises(ValueError, match="> 0"):
        Transfer(payer="a", payee="b", amount=D("-1"))
    with pytest.raises(ValueError, match="themselves"):
        Transfer(payer="a", payee="a", amount=D(1))


def test_by_pair_positive_net_means_first_receives() -> None:
    assert by_pair({("a", "b"): D("5.25")}) == [Transfer(payer="b", payee="a", amount=D("5.25"))]


def test_by_pair_negative_net_means_first_pays() -> None:
    assert by_pair({("a", "b"): D("-5.25")}) == [Transfer(payer="a", payee="b", amount=D("5.25"))]


def test_by_pair_skips_zero_and_keeps_mapping_order() -> None:
    nets = {("c", "a"): D(-1), ("a", "b"): D(0), ("b", "a"): D(2), ("a", "c"): D(3)}
    assert by_pair(nets) == [
        Transfer(payer="c", payee="a", amount=D(1)),
        Transfer(payer="a", payee="b", amount=D(2)),
        Transfer(payer="c", payee="a", amount=D(3)),
    ]


def test_by_pair_does_not_net_across_pairs() -> None:
    nets = {("a", "b"): D(1), ("b", "c"): D(1), ("c", "a"): D(1)}
    assert len(by_pair(nets)) == 3


# --- simplified -----------------------------------------------------------------------


def test_simplified_empty_and_all_zero() -> None:
    assert simplified({}) == []
    assert simplified({"a": D(0), "b": D("0.00")}) == []


def test_simplified_two_players() -> None:
    assert simplified({"a": D("-7.50"), "b": D("7.50")}) == [Transfer(payer="a", payee="b", amount=D("7.50"))]


def test_simplified_beats_greedy_on_known_counter_example() -> None:
    balances = {"al": D(6), "bo": D(8), "cy": D(-3), "di": D(-5), "ed": D(-6)}
    assert greedy_count(balances) == 4
    result = simplified(balances)
    assert len(result) == 3
    assert Transfer(payer="ed", payee="al", amount=D(6)) in result
    assert all(v == 0 for v in apply(balances, result).values())


def test_simplified_splits_into_zero_sum_groups() -> None:
    balances = {"a": D(5), "b": D(3), "c": D(-5), "d": D(-3)}
    assert simplified(balances) == [
        Transfer(payer="c", payee="a", amount=D(5)),
        Transfer(payer="d", payee="b", amount=D(3)),
    ]


def test_simplified_rejects_unbalanced_input_naming_imbalance() -> None:
    with pytest.raises(ValueError, match=r"imbalance is 0\.01"):
        simplified({"a": D("10.00"), "b": D("-9.99")})


def test_more_balances_than_the_exact_search_takes_settle_greedily_never_refused() -> None:
    # 17 creditors and a bank: beyond EXACT_LIMIT, the stated fallback (largest debtor pays
    # largest creditor) clears every balance in at most n - 1 transfers.
    balances = {f"p{i}": D(i + 1) for i in range(17)} | {"bank": -D(sum(range(1, 18)))}
    plan = settlement.settle_plan(balances)
    assert not plan.exact
    assert len(plan.transfers) == 17
    assert all(v == 0 for v in apply(balances, plan.transfers).values())


def test_opposite_balances_are_paired_off_so_big_tables_stay_exact() -> None:
    # 40 players in 20 equal and opposite pairs: the fewest transfers (20), proven, no refusal.
    balances = {f"p{i}": D(i + 1) / 4 for i in range(20)} | {f"q{i}": -D(i + 1) / 4 for i in range(20)}
    plan = settlement.settle_plan(balances)
    assert plan.exact and len(plan.transfers) == 20
    assert all(v == 0 for v in apply(balances, plan.transfers).values())


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(-(10**6), 10**6), min_size=17, max_size=40))
def test_greedy_fallback_clears_every_balance_in_at_most_n_minus_one(amounts: list[int]) -> None:
    amounts.append(-sum(amounts))
    balances = {f"p{i}": D(a) / 100 for i, a in enumerate(amounts)}
    plan = settlement.settle_plan(balances)
    nonzero = sum(1 for v in balances.values() if v)
    assert len(plan.transfers) <= max(nonzero - 1, 0)
    assert all(v == 0 for v in apply(balances, plan.transfers).values())


def test_simplified_settles_twelve_players() -> None:
    """Twelve players (the search's hard case) settle exactly; its speed is in bench/bench_settlement.py."""
    rng = random.Random(12)
    amounts = [D(rng.randint(-10_000, 10_000)) / 100 for _ in range(11)]
    balances = {f"player{i}": a for i, a in enumerate(amounts)}
    balances["player11"] = -sum(amounts, D(0))
    result = simplified(balances)
    assert all(v == 0 for v in apply(balances, result).values())
    assert len(result) <= len(balances) - 1


def test_simplified_output_order_follows_input_and_ignores_mapping_order() -> None:
    balances = {"zed": D(4), "amy": D(-1), "kim": D(-3), "bob": D(2), "cat": D(-2)}
    result = simplified(balances)
    order = list(balances)
    keys = [(order.index(t.payer), order.index(t.payee)) for t in result]
    assert keys == sorted(keys)
    reordered = dict(reversed(balances.items()))
    assert set(simplified(reordered)) == set(result)
    assert simplified(dict(balances)) == result


@given(zero_sum_balances())
def test_simplified_clears_every_balance_exactly(balances: dict[str, Decimal]) -> None:
    result = simplified(balances)
    assert all(t.amount > 0 for t in result)
    assert all(v == 0 for v in apply(balances, result).values())


@settings(max_examples=150, deadline=None)
@given(zero_sum_balances())
def test_simplified_is_minimal(balances: dict[str, Decimal]) -> None:
    assert len(simplified(balances)) == brute_force_min(list(balances.values()))


# --- round_to_coin --------------------------------------------------------------------


def test_round_to_coin_tie_break_by_name() -> None:
    balances = {"cy": D("0.02"), "bo": D("-0.01"), "al": D("-0.01")}
    result = round_to_coin(balances, coin=D("0.05"))
    assert result == Rounded(
        balances={"cy": D("0.00"), "bo": D("0.00"), "al": D("0.00")},
        differences={"cy": D("0.02"), "bo": D("-0.01"), "al": D("-0.01")},
    )
    balances = {"cy": D("0.03"), "bo": D("0.03"), "al": D("-0.06")}
    assert round_to_coin(balances, coin=D("0.05")).balances == {
        "cy": D("0.00"),
        "bo": D("0.05"),
        "al": D("-0.05"),
    }


def test_round_to_coin_keeps_exact_multiples() -> None:
    balances = {"a": D("1.25"), "b": D("-1.25")}
    result = round_to_coin(balances, coin=D("0.25"))
    assert result.balances == balances
    assert all(d == 0 for d in result.differences.values())


def test_round_to_coin_rejects_bad_input() -> None:
    with pytest.raises(ValueError, match="coin"):
        round_to_coin({"a": D(0)}, coin=D(0))
    with pytest.raises(ValueError, match="imbalance is -0.5"):
        round_to_coin({"a": D(1), "b": D("-1.5")}, coin=D("0.05"))


@given(zero_sum_balances(max_players=10), st.sampled_from(["0.01", "0.05", "0.1", "0.25", "1"]))
def test_round_to_coin_invariants(balances: dict[str, Decimal], coin_text: str) -> None:
    coin = D(coin_text)
    result = round_to_coin(balances, coin=coin)
    assert list(result.balances) == list(balances) == list(result.differences)
    assert sum(result.balances.values(), D(0)) == 0
    assert sum(result.differences.values(), D(0)) == 0
    for p, original in balances.items():
        assert original == result.balances[p] + result.differences[p]
        assert result.balances[p] % coin == 0
        assert abs(result.differences[p]) < coin


def test_doctests() -> None:
    failures, tried = doctest.testmod(settlement, raise_on_error=False, verbose=False)
    assert tried > 0
    assert failures == 0


LIMIT = st.integers(min_value=-(10**28) + 1, max_value=10**28 - 1).map(lambda n: D(n).scaleb(-10))


@settings(max_examples=60, deadline=None)
@given(st.lists(LIMIT, min_size=1, max_size=39), st.sampled_from(["0.01", "0.05", "1", "0.0000000001"]))
def test_balances_at_the_input_limits_round_and_settle_exactly_never_refused(
    amounts: list[Decimal], coin_text: str
) -> None:
    # 18+10-digit balances of up to 40 players (a 28-digit context would round their sums).
    from fractions import Fraction

    tenths = sum((Fraction(a) for a in amounts), Fraction(0)) * 10**10  # a whole number: 10 decimals
    amounts.append(D(f"{-int(tenths)}E-10"))  # the closing balance (exact: not scaleb in 28 digits)
    balances = {f"p{i}": a for i, a in enumerate(amounts)}
    assert sum(Fraction(v) for v in balances.values()) == 0
    coin = D(coin_text)
    rounded = round_to_coin(balances, coin=coin)
    assert sum(Fraction(v) for v in rounded.differences.values()) == 0
    plan = settlement.settle_plan(rounded.balances)
    left = {p: Fraction(v) for p, v in rounded.balances.items()}
    for t in plan.transfers:
        left[t.payer] += Fraction(t.amount)
        left[t.payee] -= Fraction(t.amount)
        assert Fraction(t.amount) % Fraction(coin) == 0
    assert set(left.values()) <= {Fraction(0)}
