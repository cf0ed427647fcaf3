"""Settle-up: turn net balances into a short list of payments.

Money is always :class:`decimal.Decimal`, computed in the exact money context; a
positive balance means the player is owed money (a creditor), a negative one means
the player owes (a debtor).

:func:`simplified` never refuses balances that sum to zero. Balances equal and
opposite are paired off first (that never costs a transfer); when at most
:data:`EXACT_LIMIT` others are left, an exact search finds the fewest transfers;
beyond that the stated fallback is greedy, largest debtor pays largest creditor,
which clears everything in at most ``n - 1`` transfers (:func:`settle_plan` says
which was used).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from decimal import Decimal, localcontext

from scorekeeper.amounts import MONEY_CONTEXT
from scorekeeper.money import Money

__all__ = [
    "EXACT_LIMIT",
    "Plan",
    "Rounded",
    "Transfer",
    "by_pair",
    "paid_apart",
    "in_currency",
    "round_amount",
    "round_to_coin",
    "settle_plan",
    "simplified",
]

EXACT_LIMIT = 16
"""Most balances (after opposite pairs are paired off) searched exactly: the search is
O(n * 2**n), about 0.1 s at 16 and doubling with each more; beyond, the greedy fallback."""

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
    currency: str = field(default="", repr=False)  # a session's settle-up names it; the sums need none

    @property
    def money(self) -> Money:
        """The amount with its currency."""
        return Money(self.amount, self.currency)

    def __post_init__(self) -> None:
        if not self.amount > 0:
            raise ValueError(f"transfer amount must be > 0, got {self.amount}")
        if self.payer == self.payee:
            raise ValueError(f"{self.payer!r} cannot pay themselves")


def in_currency(currency: str, transfers: Sequence[Transfer]) -> list[Transfer]:
    """The transfers in ``currency`` (the sums here are bare amounts; a settle-up's answer names its money)."""
    return [replace(t, currency=currency) for t in transfers]


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


@dataclass(frozen=True, slots=True)
class Plan:
    """Transfers that clear every balance; ``exact``: proven the fewest (else the greedy fallback)."""

    transfers: list[Transfer]
    exact: bool


def _check_balanced(balances: Mapping[str, Decimal]) -> None:
    with localcontext(MONEY_CONTEXT):
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


def _pair_opposites(left: dict[str, Decimal]) -> list[Transfer]:
    """Pay off balances equal and opposite (an optimal split always keeps such a pair as a group)."""
    out = []
    waiting: dict[Decimal, list[str]] = {}
    for name in sorted(left):
        partners = waiting.get(-left[name])
        if partners:
            partner = partners.pop(0)
            payer, payee = (name, partner) if left[name] < 0 else (partner, name)
            out.append(Transfer(payer=payer, payee=payee, amount=abs(left[name])))
            del left[name], left[partner]
        else:
            waiting.setdefault(left[name], []).append(name)
    return out


def settle_plan(balances: Mapping[str, Decimal]) -> Plan:
    """:func:`simplified`, saying whether the fewest transfers were proven or the fallback was used."""
    _check_balanced(balances)
    with localcontext(MONEY_CONTEXT):
        left = {p: v for p, v in balances.items() if v != 0}
        transfers = _pair_opposites(left)
        names = sorted(left)
        exact = len(names) <= EXACT_LIMIT
        groups = _zero_sum_groups([left[p] for p in names]) if exact else [list(range(len(names)))]
        for group in groups:
            transfers.extend(_settle_group({names[i]: left[names[i]] for i in group}))
    order = {p: i for i, p in enumerate(balances)}
    return Plan(sorted(transfers, key=lambda t: (order[t.payer], order[t.payee])), exact)


def simplified(balances: Mapping[str, Decimal]) -> list[Transfer]:
    """The fewest transfers that bring every balance to exactly zero.

    The minimum is ``n - g`` where ``n`` is the number of non-zero balances and
    ``g`` the most disjoint zero-sum groups they split into; each group of ``k``
    players then settles greedily in ``k - 1`` transfers.  The result depends
    only on the name -> balance pairs; it is listed by (payer, payee) in the
    order the players appear in ``balances``.

    Beyond :data:`EXACT_LIMIT` balances the greedy fallback is used (see the module).
    Raises :class:`ValueError` only if the balances do not sum to zero.

    >>> simplified({"al": Decimal(6), "bo": Decimal(8), "cy": Decimal(-3),
    ...             "di": Decimal(-5), "ed": Decimal(-6)})  # doctest: +NORMALIZE_WHITESPACE
    [Transfer(payer='cy', payee='bo', amount=Decimal('3')),
     Transfer(payer='di', payee='bo', amount=Decimal('5')),
     Transfer(payer='ed', payee='al', amount=Decimal('6'))]
    """
    return settle_plan(balances).transfers


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
    with localcontext(MONEY_CONTEXT):
        for p, value in balances.items():
            q, r = divmod(value, coin)  # exact; truncates toward zero
            if r < 0:
                q, r = q - 1, r + coin
            floors[p], remainders[p] = q * coin, r
        short = int(sum(remainders.values(), _ZERO) / coin)  # exact: floors sum to a multiple
        lucky = set(sorted(balances, key=lambda p: (-remainders[p], p))[:short])
        rounded = {p: floors[p] + (coin if p in lucky else _ZERO) for p in balances}
        return Rounded(balances=rounded, differences={p: balances[p] - rounded[p] for p in balances})


def round_amount(value: Decimal, coin: Decimal) -> Decimal:
    """``value`` to the nearest multiple of ``coin`` (halves to even), exactly."""
    with localcontext(MONEY_CONTEXT):
        q, r = divmod(value, coin)  # exact: q truncated toward zero, r has the sign of value
        twice = abs(r) * 2
        if twice > coin or (twice == coin and q % 2 != 0):
            q += 1 if value > 0 else -1
        return q * coin


def paid_apart(balances: Mapping[str, Decimal], lines: list[Transfer]) -> dict[str, Decimal]:
    """What is left to settle once ``lines`` are paid (still summing to zero).

    >>> paid_apart({"Amy": Decimal(-5), "house": Decimal(5)}, [Transfer("Amy", "house", Decimal(5))])
    {'Amy': Decimal('0'), 'house': Decimal('0')}
    """
    left = dict(balances)
    for line in lines:
        left[line.payer] = MONEY_CONTEXT.add(left.get(line.payer, _ZERO), line.amount)
        left[line.payee] = MONEY_CONTEXT.subtract(left.get(line.payee, _ZERO), line.amount)
    return left
