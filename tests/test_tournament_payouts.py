"""The prize pool by place (issue 28): shares rounded down to the coin or the chip, the remainder to
the top place, the places summing to the pool exactly; equal places share their payouts."""

from __future__ import annotations

from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.amounts import MONEY_CONTEXT
from scorekeeper.errors import InputError
from scorekeeper.money import Money
from scorekeeper.tournament.payouts import place_amounts, share_places
from scorekeeper.tournament.structure import Band, FixedPayouts, PercentPayouts

D = Decimal
BY_FIELD = PercentPayouts(
    bands=(
        Band(from_entries=2, percents=("100",)),
        Band(from_entries=6, percents=("65", "35")),
        Band(from_entries=10, percents=("50", "30", "20")),
    )
)


def texts(amounts: tuple[Money, ...] | list[Money]) -> list[str]:
    return [m.text() for m in amounts]


def test_the_band_follows_the_field_size() -> None:
    pool = Money.of("3600", "USD")
    assert texts(place_amounts(BY_FIELD, field=5, pool=pool)) == ["3600.00"]
    assert texts(place_amounts(BY_FIELD, field=6, pool=pool)) == ["2340.00", "1260.00"]
    assert texts(place_amounts(BY_FIELD, field=36, pool=pool)) == ["1800.00", "1080.00", "720.00"]


def test_odd_cents_go_to_the_top_place() -> None:
    thirds = PercentPayouts(bands=(Band(from_entries=2, percents=("33.34", "33.33", "33.33")),))
    assert texts(place_amounts(thirds, field=3, pool=Money.of("100.01", "EUR"))) == ["33.35", "33.33", "33.33"]
    # yen pay whole yen
    assert texts(place_amounts(BY_FIELD, field=12, pool=Money.of("10001", "JPY"))) == ["5001", "3000", "2000"]


def test_a_room_paying_in_25_dollar_chips_rounds_to_the_chip() -> None:
    paid = place_amounts(BY_FIELD, field=36, pool=Money.of("39600", "USD"), unit=D(25))
    # 30% = 11880 -> 11875, 20% = 7920 -> 7900; the top place 19800 + 5 + 20
    assert texts(paid) == ["19825.00", "11875.00", "7900.00"]


def test_a_field_smaller_than_the_places_pays_the_top_place_the_rest() -> None:
    band = PercentPayouts(bands=(Band(from_entries=1, percents=("50", "30", "20")),))
    assert texts(place_amounts(band, field=2, pool=Money.of("1000", "USD"))) == ["700.00", "300.00"]


def test_fixed_amounts_pay_as_set_and_the_rest_of_the_pool_to_the_top() -> None:
    fixed = FixedPayouts(by="fixed", amounts=("5000", "2500", "1000"))
    assert texts(place_amounts(fixed, field=20, pool=Money.of("9000", "USD"))) == ["5500.00", "2500.00", "1000.00"]
    with pytest.raises(
        InputError, match=r"^payouts: the fixed amounts \(8500\) exceed the prize pool \(8000.00 USD\)$"
    ):
        place_amounts(fixed, field=20, pool=Money.of("8000", "USD"))


def test_equal_places_share_their_payouts() -> None:
    amounts = place_amounts(BY_FIELD, field=10, pool=Money.of("1000", "USD"))  # 500, 300, 200
    paid = share_places(amounts, {"Amy": 1, "Bob": 2, "Cat": 2, "Dan": 4})
    assert {name: m.text() for name, m in paid.items()} == {"Amy": "500.00", "Bob": "250.00", "Cat": "250.00",
                                                            "Dan": "0.00"}  # fmt: skip
    # three tied for first share 1000.01: the odd cent to the first named
    three = share_places((Money.of("500.01", "USD"), *amounts[1:]), {"Eve": 1, "Fay": 1, "Gus": 1})
    assert texts(list(three.values())) == ["333.34", "333.34", "333.33"]
    assert Money.total(three.values(), "USD") == Money.of("1000.01", "USD")


def test_places_that_overlap_a_shared_place_are_refused() -> None:
    amounts = place_amounts(BY_FIELD, field=10, pool=Money.of("1000", "USD"))
    with pytest.raises(InputError, match=r"^place 2: shared by 2, so places up to 3 are theirs$"):
        share_places(amounts, {"Amy": 1, "Bob": 2, "Cat": 2, "Dan": 3})


def _percents(cuts: list[int], scale: int) -> tuple[str, ...]:
    """Percentages summing to exactly 100 from cut points in units of 10**-scale percent, largest first."""
    whole = 100 * 10**scale
    edges = [0, *sorted(c % whole for c in cuts), whole]
    parts = sorted((b - a for a, b in zip(edges, edges[1:], strict=False)), reverse=True)
    return tuple(format(D(p).scaleb(-scale), "f") for p in parts)


POOLS = st.builds(
    lambda whole, frac, places: D(whole) + D(frac).scaleb(-places),
    st.integers(0, 10**18 - 1),
    st.integers(0, 10**10 - 1),
    st.integers(0, 10),
)  # up to the input limits: 18 digits before the point, 10 after
UNITS = st.sampled_from([D("0.01"), D(1), D(5), D(25), D(1000), D("0.0000000001")])


@settings(max_examples=300, deadline=None)
@given(
    pool=POOLS,
    unit=UNITS,
    cuts=st.lists(st.integers(0, 10**12), max_size=12),
    scale=st.integers(0, 10),
    field=st.integers(1, 40),
)
def test_the_places_sum_to_the_pool_exactly(
    pool: Decimal, unit: Decimal, cuts: list[int], scale: int, field: int
) -> None:
    percents = _percents(cuts, scale)
    table = PercentPayouts(bands=(Band(from_entries=1, percents=percents),))
    paid = place_amounts(table, field=field, pool=Money.of(pool, "USD"), unit=unit)
    assert Money.total(paid, "USD").amount == pool
    assert len(paid) == min(len(percents), field)
    for amount, percent in zip(paid[1:], percents[1:], strict=False):  # below the top: whole units, within a unit
        share = MONEY_CONTEXT.multiply(pool, D(percent)).scaleb(-2, MONEY_CONTEXT)  # of its share, never above it
        assert amount.amount % unit == 0 and share - unit < amount.amount <= share
    assert [m.amount for m in paid] == sorted((m.amount for m in paid), reverse=True)
    # ties: any grouping of the places shares exactly what those places pay
    places = {f"P{i}": i + 1 - (i % 2 if i < len(paid) - 1 else 0) for i in range(len(paid))}
    shared = share_places(paid, places, unit=unit)
    assert Money.total(shared.values(), "USD").amount == pool
