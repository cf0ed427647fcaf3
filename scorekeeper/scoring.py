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
from dataclasses import dataclass, field, replace
from decimal import Decimal, localcontext

from scorekeeper.amounts import MONEY_CONTEXT
from scorekeeper.deal import SeatedHand
from scorekeeper.errors import InputError
from scorekeeper.hands import Evaluator, category, evaluate_lowball, evaluate_three, five_evaluator
from scorekeeper.naturals import compare_naturals, detect
from scorekeeper.royalties import Royalty, royalties_from_values
from scorekeeper.rules import ROWS, RuleSet

PLAYED, FOULED, SURRENDERED, NATURAL = "played", "fouled", "surrendered", "natural"
_ZERO = Decimal(0)
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
    by_row: dict[str, Decimal] = field(default_factory=dict)  # royalty units per row, summed once
    royalty_total: Decimal = _ZERO

    @classmethod
    def of(
        cls,
        seat: SeatedHand,
        values: tuple[int, int, int],
        status: str,
        natural: str | None,
        royalties: tuple[Royalty, ...],
        categories: dict[str, str],
    ) -> SeatStatus:
        by_row: dict[str, Decimal] = {}
        for r in royalties:
            by_row[r.row] = by_row.get(r.row, _ZERO) + r.units
        return cls(seat, values, status, natural, royalties, categories, by_row, sum(by_row.values(), _ZERO))

    def royalty_in(self, row: str) -> Decimal:
        return self.by_row.get(row, _ZERO)


@dataclass(frozen=True, slots=True)
class PlayerResult:
    name: str
    units: Decimal
    money: Decimal
    status: str
    natural: str | None
    royalties: tuple[Royalty, ...]
    rows: dict[str, str]
    hand: int | None = None  # criss-cross: the hand this result is for (inside ``hands``)
    hands: tuple[PlayerResult, ...] = ()  # criss-cross: each of the player's two hands
    points: int | None = None  # race: row points won this hand


@dataclass(frozen=True, slots=True)
class PairResult:
    players: tuple[str, str]
    units: Decimal  # what the first receives from the second
    money: Decimal
    rows: tuple[int, int, int] | None
    scoop: int = 0  # 1: the first scooped the second, -1: the reverse
    hands: tuple[int, int] | None = None  # criss-cross: which hand of each player


@dataclass(frozen=True, slots=True)
class RaceRows:
    """Race: who holds the best row at the table (None: nobody alone), and who won all three at 4 seats."""

    winners: tuple[str | None, str | None, str | None]  # front, middle, back
    sweep: str | None = None


@dataclass(frozen=True, slots=True)
class HandResult:
    players: tuple[PlayerResult, ...]
    pairs: tuple[PairResult, ...]
    race: RaceRows | None = None

    def player(self, name: str) -> PlayerResult:
        return next(p for p in self.players if p.name == name)


def sensible_surrender_range(scoring: str, scoop_multiplier: Decimal = Decimal(1)) -> tuple[Decimal, Decimal]:
    """RULES.md section 6: a surrender should cost between losing two rows and being scooped.

    >>> sensible_surrender_range("2-4")
    (Decimal('2'), Decimal('4'))
    """
    return Decimal(2), SCOOP_UNITS[scoring] * scoop_multiplier


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
    values = {"front": front, "middle": middle_high, "back": back}
    royalties = royalties_from_values(values, rules) if status == PLAYED else ()
    mid_category = category(-middle) if rules.middle == "lowball" else category(middle)
    categories = {"front": category(front), "middle": mid_category, "back": category(back)}
    return SeatStatus.of(seat, (front, middle, back), status, natural, royalties, categories)


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


def check_seats(seats: Sequence[SeatedHand], rules: RuleSet) -> None:
    """The seats fit the game: criss-cross is two players with hands 1 and 2; elsewhere one seat a
    player and at most ``max_players`` of them."""
    names = list(dict.fromkeys(seat.name for seat in seats))
    if rules.game == "criss-cross":
        hands = {name: sorted(s.hand or 0 for s in seats if s.name == name) for name in names}
        if len(names) != 2 or any(h != [1, 2] for h in hands.values()):
            raise InputError(
                'criss-cross is heads-up: two players, each with "hand": 1 and "hand": 2 (4 seats of 13 cards)'
            )
        return
    for seat in seats:
        if seat.hand is not None:
            raise InputError(f'{seat.name}: "hand" is only for criss-cross (rule option game)')
    if len(names) > rules.max_players:
        pineapple = "; Pineapple seats at most 3 players" if rules.max_players == 3 else ""
        raise InputError(f"{len(names)} players seated: these rules seat at most {rules.max_players}{pineapple}")


def _seat_pairs(seats: Sequence[SeatedHand], rules: RuleSet) -> list[tuple[int, int]]:
    """The seats that play each other, in output order: every pair, or criss-cross's four hand-vs-hand."""
    n = len(seats)
    if rules.game != "criss-cross":
        return [(i, j) for i in range(n) for j in range(i + 1, n)]
    first, second = list(dict.fromkeys(seat.name for seat in seats))
    at = {(seat.name, seat.hand): i for i, seat in enumerate(seats)}
    return [(at[(first, ha)], at[(second, hb)]) for ha in (1, 2) for hb in (1, 2)]


def score_hand(seats: Sequence[SeatedHand], rules: RuleSet, stake: Stake | None = None) -> HandResult:
    """Settle one hand: units and money per pair and per player (zero-sum)."""
    stake = stake or (lambda a, b: Decimal(1))
    check_seats(seats, rules)
    for seat in seats:
        if seat.surrender and rules.surrender is None:
            raise InputError(f"{seat.name}: surrender is not allowed under these rules")
    if rules.game == "race":
        return _score_race(seats, rules)
    evaluate = five_evaluator(rules.wheel_rule)
    with localcontext(MONEY_CONTEXT):  # a seat's royalty units sum exactly too (18+10-digit royalties)
        statuses = [_assess(seat, rules, evaluate) for seat in seats]
    n = len(seats)
    pairs = []
    units_of = [Decimal(0)] * n
    money_of = [Decimal(0)] * n
    criss_cross = rules.game == "criss-cross"
    with localcontext(MONEY_CONTEXT):  # every unit sum and product exact, never rounded to 28 digits
        raw = {(i, j): score_pair(statuses[i], statuses[j], rules) for i, j in _seat_pairs(seats, rules)}
        runs = set() if criss_cross else _home_runs(n, {k: v[2] for k, v in raw.items()})
        for (i, j), (units, rows, scoop) in raw.items():
            if i in runs or j in runs:
                units *= rules.home_run_multiplier
            a, b = seats[i].name, seats[j].name
            money = units * stake(a, b)
            hands = (seats[i].hand or 0, seats[j].hand or 0) if criss_cross else None
            pairs.append(PairResult((a, b), units, money, rows, scoop, hands))
            units_of[i] += units
            units_of[j] -= units
            money_of[i] += money
            money_of[j] -= money
        seat_results = [_seat_result(s, units_of[i], money_of[i]) for i, s in enumerate(statuses)]
        players = _by_player(seat_results) if criss_cross else tuple(seat_results)
    return HandResult(players, tuple(pairs))


def _seat_result(s: SeatStatus, units: Decimal, money: Decimal, points: int | None = None) -> PlayerResult:
    seat = s.seat
    return PlayerResult(seat.name, units, money, s.status, s.natural, s.royalties, s.categories, seat.hand, (), points)


def _by_player(seat_results: Sequence[PlayerResult]) -> tuple[PlayerResult, ...]:
    """Criss-cross: one result per player, units and money summed over both hands; its status, natural,
    royalties and rows are those of hand 1, and ``hands`` holds each hand's own result."""
    out = []
    for name in dict.fromkeys(r.name for r in seat_results):
        mine = sorted((r for r in seat_results if r.name == name), key=lambda r: r.hand or 0)
        first = mine[0]
        units = sum((r.units for r in mine), Decimal(0))
        money = sum((r.money for r in mine), Decimal(0))
        out.append(replace(first, units=units, money=money, hand=None, hands=tuple(mine)))
    return tuple(out)


def _score_race(seats: Sequence[SeatedHand], rules: RuleSet) -> HandResult:
    """Race: a point to the one best row at the table in each row (a tie for best: nobody), a 4th point
    for all three at a 4-seat table. Only played hands compete: a fouled or surrendered hand scores no
    point and its rows do not count. Naturals and royalties are not part of the race. No units move."""
    plain = rules.model_copy(update={"naturals": {}, "royalties": ()})
    evaluate = five_evaluator(rules.wheel_rule)
    statuses = [_assess(seat, plain, evaluate) for seat in seats]
    competing = [i for i, s in enumerate(statuses) if s.status == PLAYED]
    points = [0] * len(seats)
    winners: list[str | None] = []
    for r in range(3):
        best = max((statuses[i].values[r] for i in competing), default=None)
        top = [i for i in competing if statuses[i].values[r] == best]
        if len(top) == 1:
            points[top[0]] += 1
            winners.append(seats[top[0]].name)
        else:
            winners.append(None)
    sweep = winners[0] if len(seats) == 4 and winners[0] is not None and len(set(winners)) == 1 else None
    if sweep is not None:
        points[next(i for i, seat in enumerate(seats) if seat.name == sweep)] += 1
    zero = Decimal(0)
    pairs = []
    for i in range(len(seats)):
        for j in range(i + 1, len(seats)):
            played = statuses[i].status == PLAYED and statuses[j].status == PLAYED
            rows = _row_results(statuses[i], statuses[j]) if played else None
            pairs.append(PairResult((seats[i].name, seats[j].name), zero, zero, rows))
    players = tuple(_seat_result(s, zero, zero, points[i]) for i, s in enumerate(statuses))
    front, middle, back = winners
    return HandResult(players, tuple(pairs), RaceRows((front, middle, back), sweep))
