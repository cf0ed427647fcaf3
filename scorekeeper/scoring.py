"""Scoring one hand: every pair head to head, then multipliers and money.

>>> from scorekeeper.deal import HandEntry, seat_hands
>>> from scorekeeper.rules import preset
>>> seats = seat_hands(HandEntry.model_validate({"players": [
...     {"name": "Amy", "front": "6s6c4h", "middle": "TdTs9cQs8c", "back": "3h3d3s2h2d"},
...     {"name": "Bob", "front": "AhKdQd", "middle": "9h9d5h5d4c", "back": "KsJs9s8s7s"}]}))
>>> [str(p.units) for p in score_hand(seats, preset("classic-2-4")).players]
['2', '-2']
>>> [str(p.units) for p in score_hand(seats, preset("classic-1-6")).players]
['1', '-1']
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from decimal import Decimal, localcontext

from scorekeeper.amounts import MONEY_CONTEXT
from scorekeeper.deal import SeatedHand
from scorekeeper.errors import InputError
from scorekeeper.hands import Evaluator, category, evaluate_lowball, evaluate_three, five_evaluator
from scorekeeper.naturals import compare_naturals, detect
from scorekeeper.royalties import Royalty, royalties_for
from scorekeeper.rules import ROWS, RuleSet

PLAYED, FOULED, SURRENDERED, NATURAL = "played", "fouled", "surrendered", "natural"
SCOOP_UNITS = {"2-4": Decimal(4), "1-6": Decimal(6), "per-row": Decimal(3)}
Stake = Callable[[str, str], Decimal]


@dataclass(frozen=True, slots=True)
class SeatStatus:
    """What the engine makes of one seat before any comparison."""

    seat: SeatedHand
    values: tuple[int, int, int]  # front, middle, back as they rank against their own row
    status: str
    natural: str | None
    royalties: tuple[Royalty, ...]
    categories: dict[str, str]

    def royalty_in(self, row: str) -> Decimal:
        return sum((r.units for r in self.royalties if r.row == row), Decimal(0))

    @property
    def royalty_total(self) -> Decimal:
        return sum((r.units for r in self.royalties), Decimal(0))


@dataclass(frozen=True, slots=True)
class PlayerResult:
    name: str
    units: Decimal
    money: Decimal
    status: str
    natural: str | None
    royalties: tuple[Royalty, ...]
    rows: dict[str, str]


@dataclass(frozen=True, slots=True)
class PairResult:
    players: tuple[str, str]
    units: Decimal  # what the first receives from the second
    money: Decimal
    rows: tuple[int, int, int] | None
    scoop: int = 0  # 1: the first scooped the second, -1: the reverse


@dataclass(frozen=True, slots=True)
class HandResult:
    players: tuple[PlayerResult, ...]
    pairs: tuple[PairResult, ...]

    def player(self, name: str) -> PlayerResult:
        return next(p for p in self.players if p.name == name)


def is_foul(values: tuple[int, int, int], rules: RuleSet) -> bool:
    """Whether rows with these strengths break the setting rule."""
    front, middle, back = values
    if rules.middle == "lowball":
        return front > back
    return front > middle or middle > back


def foul_rows(seat: SeatedHand, rules: RuleSet) -> list[tuple[str, str]]:
    """Each (weaker row, stronger row) out of order, e.g. ``("middle", "front")``."""
    evaluate = five_evaluator(rules.wheel_rule)
    front, middle, back = evaluate_three(seat.front), evaluate(seat.middle), evaluate(seat.back)
    if rules.middle == "lowball":
        return [("back", "front")] if front > back else []
    out = [("middle", "front")] if front > middle else []
    out += [("back", "middle")] if middle > back else []
    if front > back and not out:
        out.append(("back", "front"))
    return out


def assess(seat: SeatedHand, rules: RuleSet) -> SeatStatus:
    """Values, status, natural and royalties of one seat."""
    return _assess(seat, rules, five_evaluator(rules.wheel_rule))


def _assess(seat: SeatedHand, rules: RuleSet, evaluate: Evaluator) -> SeatStatus:
    front, back = evaluate_three(seat.front), evaluate(seat.back)
    middle_high = evaluate(seat.middle)
    middle = evaluate_lowball(seat.middle) if rules.middle == "lowball" else middle_high
    natural = detect(seat.cards, enabled=rules.naturals, qka=rules.front_qka_straight) if rules.naturals else None
    fouled = is_foul((front, middle_high, back), rules)
    if natural is not None and seat.declare_natural:
        status = NATURAL
    elif seat.surrender:
        status = SURRENDERED
    else:
        status = FOULED if fouled else PLAYED
    royalties = royalties_for({row: seat.row(row) for row in ROWS}, rules) if status == PLAYED else ()
    mid_category = category(-middle) if rules.middle == "lowball" else category(middle)
    categories = {"front": category(front), "middle": mid_category, "back": category(back)}
    return SeatStatus(seat, (front, middle, back), status, natural, royalties, categories)


def _row_results(a: SeatStatus, b: SeatStatus) -> tuple[int, int, int]:
    va, vb = a.values, b.values
    return (
        (va[0] > vb[0]) - (va[0] < vb[0]),
        (va[1] > vb[1]) - (va[1] < vb[1]),
        (va[2] > vb[2]) - (va[2] < vb[2]),
    )


def _base_units(rows: tuple[int, int, int], scoring: str) -> Decimal:
    won, lost = rows.count(1), rows.count(-1)
    units = Decimal(won - lost)
    if scoring == "2-4":
        units += (won >= 2) - (lost >= 2)
    elif scoring == "1-6":
        units += 3 * ((won == 3) - (lost == 3))
    return units


def _royalty_units(a: SeatStatus, b: SeatStatus, rows: tuple[int, int, int], rules: RuleSet) -> Decimal:
    if rules.royalty_payment == "always":
        return a.royalty_total - b.royalty_total
    units = Decimal(0)
    for row, result in zip(ROWS, rows, strict=True):
        ra, rb = a.royalty_in(row), b.royalty_in(row)
        if rules.royalty_payment == "cancel" and ra > 0 and rb > 0:
            continue
        units += ra if result == 1 else -rb if result == -1 else 0
    return units


def _foul_penalty(winner: SeatStatus, rules: RuleSet) -> Decimal:
    penalty = SCOOP_UNITS[rules.scoring] if rules.foul == "scoop" else Decimal(rules.foul)
    if rules.foul_pays_royalties:
        penalty += winner.royalty_total
    return penalty * rules.scoop_multiplier


def _compare_rows(a: SeatStatus, b: SeatStatus, rules: RuleSet) -> tuple[Decimal, tuple[int, int, int], int]:
    rows = _row_results(a, b)
    units = _base_units(rows, rules.scoring) + _royalty_units(a, b, rows, rules)
    scoop = (rows == (1, 1, 1)) - (rows == (-1, -1, -1))
    if scoop:
        units *= rules.scoop_multiplier
    return units, rows, scoop


def _natural_units(a: SeatStatus, b: SeatStatus, rules: RuleSet) -> Decimal:
    if a.status == NATURAL and b.status == NATURAL:
        assert a.natural is not None and b.natural is not None
        won = compare_naturals(
            a.seat.cards,
            a.natural,
            b.seat.cards,
            b.natural,
            wheel=rules.wheel_rule,
            qka=rules.front_qka_straight,
        )
        return rules.natural_units(a.natural) if won > 0 else -rules.natural_units(b.natural) if won < 0 else Decimal(0)
    if a.status == NATURAL:
        assert a.natural is not None
        return rules.natural_units(a.natural)
    assert b.natural is not None
    return -rules.natural_units(b.natural)


def score_pair(a: SeatStatus, b: SeatStatus, rules: RuleSet) -> tuple[Decimal, tuple[int, int, int] | None, int]:
    """Units a receives from b, the row results (or None), and who scooped (1, -1, 0)."""
    if NATURAL in (a.status, b.status):
        return _natural_units(a, b, rules), None, 0
    if SURRENDERED in (a.status, b.status):
        if a.status == b.status:
            return Decimal(0), None, 0
        assert rules.surrender is not None
        return (rules.surrender if b.status == SURRENDERED else -rules.surrender), None, 0
    if rules.foul != "play" and FOULED in (a.status, b.status):
        if a.status == b.status:
            return Decimal(0), None, 0
        if b.status == FOULED:
            return _foul_penalty(a, rules), None, 1
        return -_foul_penalty(b, rules), None, -1
    return _compare_rows(a, b, rules)


def _home_runs(seated: int, scoops: dict[tuple[int, int], int]) -> set[int]:
    if seated < 3:
        return set()
    runs = set()
    for p in range(seated):
        for q in range(seated):
            if q != p and scoops[(p, q) if p < q else (q, p)] != (1 if p < q else -1):
                break
        else:  # p scooped every other seat
            runs.add(p)
    return runs


def score_hand(seats: Sequence[SeatedHand], rules: RuleSet, stake: Stake | None = None) -> HandResult:
    """Settle one hand: units and money per pair and per player (zero-sum)."""
    stake = stake or (lambda a, b: Decimal(1))
    evaluate = five_evaluator(rules.wheel_rule)
    statuses = [_assess(seat, rules, evaluate) for seat in seats]
    for seat in seats:
        if seat.surrender and rules.surrender is None:
            raise InputError(f"{seat.name}: surrender is not allowed under these rules")
    n = len(seats)
    pairs = []
    with localcontext(MONEY_CONTEXT):  # every unit sum and product exact, never rounded to 28 digits
        raw = {(i, j): score_pair(statuses[i], statuses[j], rules) for i in range(n) for j in range(i + 1, n)}
        runs = _home_runs(n, {k: v[2] for k, v in raw.items()})
        for (i, j), (units, rows, scoop) in raw.items():
            if i in runs or j in runs:
                units *= rules.home_run_multiplier
            a, b = seats[i].name, seats[j].name
            pairs.append(PairResult((a, b), units, units * stake(a, b), rows, scoop))
        players = tuple(_player_result(s, pairs) for s in statuses)
    return HandResult(players, tuple(pairs))


def _player_result(s: SeatStatus, pairs: list[PairResult]) -> PlayerResult:
    name = s.seat.name
    units = money = Decimal(0)
    for pair in pairs:
        first, second = pair.players
        if first == name:
            units += pair.units
            money += pair.money
        elif second == name:
            units -= pair.units
            money -= pair.money
    return PlayerResult(name, units, money, s.status, s.natural, s.royalties, s.categories)
