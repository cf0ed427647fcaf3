"""Settle-up: turn net balances into a short list of payments.

Money is always :class:`decimal.Decimal`; a positive balance means the player
is owed money (a creditor), a negative one means the player owes (a debtor).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal

__all__ = ["MAX_PLAYERS", "Rounded", "Transfer", "by_pair", "round_to_coin", "simplified"]

MAX_PLAYERS = 16
"""Most non-zero balances :func:`simplified` accepts (the search is O(n * 2**n))."""

_ZERO = Decimal(0)


@dataclass(frozen=True, slots=True)
class Transfer:
    """``payer`` pays ``payee`` the (strictly positive) ``amount``.

    >>> Transfer(payer="bo", payee="al", amount=Decimal("2.50"))
    Transfer(payer='bo', payee='al', amount=Decimal('2.50'))
    """

    payer: str
    payee: str
    amount: Decimal

    def __post_init__(self) -> None:
        if not self.amount > 0:
            raise ValueError(f"transfer amount must be > 0, got {self.amount}")
        if self.payer == self.payee:
            raise ValueError(f"{self.payer!r} cannot pay themselves")


@dataclass(frozen=True, slots=True)
class Rounded:
    """Result of :func:`round_to_coin`.

    ``balances`` are the rounded balances (multiples of the coin, summing to
    exactly zero); ``differences[p] == original[p] - balances[p]`` for every
    player, so nothing is lost.  Each difference is strictly within one coin of
    zero and the differences also sum to exactly zero.
    """

    balances: dict[str, Decimal]
    differences: dict[str, Decimal]


def _check_balanced(balances: Mapping[str, Decimal]) -> None:
    total = sum(balances.values(), _ZERO)
    if total != 0:
        raise ValueError(f"balances must sum to zero; imbalance is {total}")


def by_pair(pair_nets: Mapping[tuple[str, str], Decimal]) -> list[Transfer]:
    """One transfer per pair, without netting across pairs.

    ``pair_nets[(a, b)]`` is what ``a`` receives from ``b`` (negative: ``a`` pays
    ``b``).  Zero nets are skipped; order follows the mapping.

    >>> by_pair({("al", "bo"): Decimal(3), ("al", "cy"): Decimal(-2), ("bo", "cy"): Decimal(0)})
    ... # doctest: +NORMALIZE_WHITESPACE
    [Transfer(payer='bo', payee='al', amount=Decimal('3')),
     Transfer(payer='al', payee='cy', amount=Decimal('2'))]
    """
    transfers: list[Transfer] = []
    for (a, b), net in pair_nets.items():
        if net > 0:
            transfers.append(Transfer(payer=b, payee=a, amount=net))
        elif net < 0:
            transfers.append(Transfer(payer=a, payee=b, amount=-net))
    return transfers


def _zero_sum_groups(values: Sequence[Decimal]) -> list[list[int]]:
    """Partition ``range(len(values))`` into the most zero-sum groups.

    Any ordering of the players, cut wherever the running sum hits zero, is a
    partition; ``best[mask]`` is the most cuts over orderings of ``mask``.
    Ties go to the lowest index, so the result is deterministic.
    """
    full = (1 << len(values)) - 1
    sums, best, last = [_ZERO] * (full + 1), [0] * (full + 1), [0] * (full + 1)
    for mask in range(1, full + 1):
        low = (mask & -mask).bit_length() - 1
        sums[mask] = sums[mask & (mask - 1)] + values[low]
        score, neg_i = max((best[mask ^ (1 << i)], -i) for i in range(len(values)) if mask >> i & 1)
        best[mask], last[mask] = score + (sums[mask] == 0), -neg_i
    groups: list[list[int]] = [[]]
    mask = full
    while mask:
        groups[-1].append(last[mask])
        mask ^= 1 << last[mask]
        if sums[mask] == 0 and mask:
            groups.append([])
    return groups


def _settle_group(left: dict[str, Decimal]) -> Iterator[Transfer]:
    """Greedy within a zero-sum group: largest debtor pays largest creditor.

    Magnitude ties go to the alphabetically first name.
    """
    while left:
        payee = min((p for p in left if left[p] > 0), key=lambda p: (-left[p], p))
        payer = min((p for p in left if left[p] < 0), key=lambda p: (left[p], p))
        amount = min(left[payee], -left[payer])
        yield Transfer(payer=payer, payee=payee, amount=amount)
        left[payee] -= amount
        left[payer] += amount
        for p in (payee, payer):
            if left[p] == 0:
                del left[p]


def simplified(balances: Mapping[str, Decimal]) -> list[Transfer]:
    """The fewest transfers that bring every balance to exactly zero.

    The minimum is ``n - g`` where ``n`` is the number of non-zero balances and
    ``g`` the most disjoint zero-sum groups they split into; each group of ``k``
    players then settles greedily in ``k - 1`` transfers.  The result depends
    only on the name -> balance pairs; it is listed by (payer, payee) in the
    order the players appear in ``balances``.

    Raises :class:`ValueError` if the balances do not sum to zero or more than
    :data:`MAX_PLAYERS` of them are non-zero.

    >>> simplified({"al": Decimal(6), "bo": Decimal(8), "cy": Decimal(-3),
    ...             "di": Decimal(-5), "ed": Decimal(-6)})  # doctest: +NORMALIZE_WHITESPACE
    [Transfer(payer='cy', payee='bo', amount=Decimal('3')),
     Transfer(payer='di', payee='bo', amount=Decimal('5')),
     Transfer(payer='ed', payee='al', amount=Decimal('6'))]
    """
    _check_balanced(balances)
    names = sorted(p for p, v in balances.items() if v != 0)
    if len(names) > MAX_PLAYERS:
        raise ValueError(f"{len(names)} non-zero balances; at most {MAX_PLAYERS} supported")
    transfers = [
        t
        for group in _zero_sum_groups([balances[p] for p in names])
        for t in _settle_group({names[i]: balances[names[i]] for i in group})
    ]
    order = {p: i for i, p in enumerate(balances)}
    return sorted(transfers, key=lambda t: (order[t.payer], order[t.payee]))


def round_to_coin(balances: Mapping[str, Decimal], *, coin: Decimal) -> Rounded:
    """Round balances to multiples of ``coin`` while keeping a zero sum.

    Largest remainder: every balance is floored to a multiple of ``coin``, then
    the players with the largest remainders (ties: alphabetically first name)
    get one coin back, as many as needed to restore a zero sum.  So each
    balance moves by less than one coin.  See :class:`Rounded`.

    >>> r = round_to_coin({"al": Decimal("1.02"), "bo": Decimal("-0.51"),
    ...                    "cy": Decimal("-0.51")}, coin=Decimal("0.05"))
    >>> r.balances
    {'al': Decimal('1.00'), 'bo': Decimal('-0.50'), 'cy': Decimal('-0.50')}
    >>> r.differences
    {'al': Decimal('0.02'), 'bo': Decimal('-0.01'), 'cy': Decimal('-0.01')}
    """
    if not coin > 0:
        raise ValueError(f"coin must be > 0, got {coin}")
    _check_balanced(balances)
    floors: dict[str, Decimal] = {}
    remainders: dict[str, Decimal] = {}
    for p, value in balances.items():
        q, r = divmod(value, coin)  # exact; truncates toward zero
        if r < 0:
            q, r = q - 1, r + coin
        floors[p], remainders[p] = q * coin, r
    short = int(sum(remainders.values(), _ZERO) / coin)  # exact: floors sum to a multiple
    lucky = set(sorted(balances, key=lambda p: (-remainders[p], p))[:short])
    rounded = {p: floors[p] + (coin if p in lucky else _ZERO) for p in balances}
    return Rounded(balances=rounded, differences={p: balances[p] - rounded[p] for p in balances})
