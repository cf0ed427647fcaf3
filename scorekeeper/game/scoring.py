"""Scoring one hand: every pair head to head, then multipliers and money.

>>> from scorekeeper.game.deal import HAND_ENTRY, seat_hands
>>> from scorekeeper.game.rules import preset
>>> seats = seat_hands(HAND_ENTRY.read({"players": [
...     {"name": "Amy", "front": "6s6c4h", "middle": "TdTs9cQs8c", "back": "3h3d3s2h2d"},
...     {"name": "Bob", "front": "AhKdQd", "middle": "9h9d5h5d4c", "back": "KsJs9s8s7s"}]}))
>>> [str(p.units) for p in score_hand(seats, preset("classic-2-4")).players]
['2', '-2']
>>> [str(p.units) for p in score_hand(seats, preset("classic-1-6")).players]
['1', '-1']
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from decimal import Decimal, localcontext

from scorekeeper.amounts import MONEY_CONTEXT
from scorekeeper.errors import InputError
from scorekeeper.game.deal import SeatedHand
from scorekeeper.game.hands import five_evaluator
from scorekeeper.game.naturals import compare_naturals
from scorekeeper.game.pair_payment import PairContext, PairTerms, pair_units
from scorekeeper.game.row_values import foul_rows as foul_rows  # re-exported: the app's live checks
from scorekeeper.game.row_values import is_foul as is_foul
from scorekeeper.game.row_values import middle_qualifies as middle_qualifies
from scorekeeper.game.row_values import suits_of
from scorekeeper.game.royalties import Royalty
from scorekeeper.game.rule_values import FrozenMap
from scorekeeper.game.rules import ROWS, RuleSet
from scorekeeper.game.scoring_seat import FOULED as FOULED  # re-exported: the seat statuses, assess
from scorekeeper.game.scoring_seat import NATURAL as NATURAL
from scorekeeper.game.scoring_seat import PLAYED as PLAYED
from scorekeeper.game.scoring_seat import SURRENDERED as SURRENDERED
from scorekeeper.game.scoring_seat import SeatStatus as SeatStatus
from scorekeeper.game.scoring_seat import assess as assess
from scorekeeper.game.scoring_seat import assess_with, natural_detector
from scorekeeper.game.seating import banker_seat, home_runs, horse_holders, pair_context, seat_pairs
from scorekeeper.game.seating import check_player_count as check_player_count
from scorekeeper.game.seating import check_seats as check_seats

_ZERO = Decimal(0)
SCOOP_UNITS = {"2-4": Decimal(4), "1-6": Decimal(6), "per-row": Decimal(3)}
Stake = Callable[[str, str], Decimal]


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


def _row_results(a: SeatStatus, b: SeatStatus, strengths: Sequence[int] | None = None) -> tuple[int, int, int]:
    va, vb = a.values, b.values
    rows = (
        (va[0] > vb[0]) - (va[0] < vb[0]),
        (va[1] > vb[1]) - (va[1] < vb[1]),
        (va[2] > vb[2]) - (va[2] < vb[2]),
    )
    if strengths is None or all(rows):
        return rows
    f, m, b_ = (_suit_result(a, b, r, strengths) if rows[r] == 0 else rows[r] for r in range(3))
    return f, m, b_


def _suit_result(a: SeatStatus, b: SeatStatus, r: int, strengths: Sequence[int]) -> int:
    """``suit_order``: two rows of equal rank, decided by their suits (identical rows still tie)."""
    row = ROWS[r]
    ka = suits_of(a.seat.row(row), a.values[r], strengths)
    kb = suits_of(b.seat.row(row), b.values[r], strengths)
    return (ka > kb) - (ka < kb)


def _base_units(rows: tuple[int, int, int], scoring: str) -> Decimal:
    won, lost = rows.count(1), rows.count(-1)
    units = Decimal(won - lost)
    if scoring == "2-4":
        units += (won >= 2) - (lost >= 2)
    elif scoring == "1-6":
        units += 3 * ((won == 3) - (lost == 3))
    return units


_ROW_TERMS: dict[tuple[tuple[int, int, int], str], PairTerms] = {}


def _row_terms(rows: tuple[int, int, int], scoring: str) -> PairTerms:
    """A pair's terms from its row results alone, no royalty either way; remembered (27 row results
    for each way of scoring), as terms are frozen."""
    terms = _ROW_TERMS.get((rows, scoring))
    if terms is None:
        scoop = (rows == (1, 1, 1)) - (rows == (-1, -1, -1))
        terms = _ROW_TERMS[(rows, scoring)] = PairTerms(_base_units(rows, scoring), _ZERO, _ZERO, rows, scoop)
    return terms


def _royalty_units(a: SeatStatus, b: SeatStatus, rows: tuple[int, int, int], rules: RuleSet) -> tuple[Decimal, Decimal]:
    """The royalty units a collects from b, and b from a."""
    if rules.royalty_payment == "always":
        return a.royalty_total, b.royalty_total
    mine = theirs = _ZERO
    for row, result in zip(ROWS, rows, strict=True):
        ra, rb = a.royalty_in(row), b.royalty_in(row)
        if rules.royalty_payment == "cancel" and ra > 0 and rb > 0:
            continue
        if result == 1:
            mine += ra
        elif result == -1:
            theirs += rb
    return mine, theirs


def _foul_penalty(winner: SeatStatus, rules: RuleSet) -> tuple[Decimal, Decimal]:
    """The penalty units and the winner's royalties a fouled player pays (before the scoop multiplier)."""
    penalty = SCOOP_UNITS[rules.scoring] if rules.foul == "scoop" else Decimal(rules.foul)
    return penalty, winner.royalty_total if rules.foul_pays_royalties else _ZERO


def _compare_rows(a: SeatStatus, b: SeatStatus, rules: RuleSet) -> PairTerms:
    rows = _row_results(a, b, rules.strengths)
    terms = _row_terms(rows, rules.scoring)
    if not a.by_row and not b.by_row:  # most pairs: no royalty on either side
        return terms
    mine, theirs = _royalty_units(a, b, rows, rules)
    return PairTerms(terms.base, mine, theirs, rows, terms.scoop)


def _natural_units(a: SeatStatus, b: SeatStatus, rules: RuleSet) -> Decimal:
    if a.status == NATURAL and b.status == NATURAL:
        assert a.natural is not None and b.natural is not None
        if rules.natural_vs_natural == "tie":
            return _ZERO
        as_set = rules.natural_rows == "as-set"
        won = compare_naturals(
            a.seat.cards,
            a.natural,
            b.seat.cards,
            b.natural,
            wheel=rules.wheel_rule,
            qka=rules.front_qka_straight,
            rows=((a.seat.front, a.seat.middle, a.seat.back), (b.seat.front, b.seat.middle, b.seat.back))
            if as_set
            else None,
        )
        return rules.natural_units(a.natural) if won > 0 else -rules.natural_units(b.natural) if won < 0 else Decimal(0)
    if a.status == NATURAL:
        assert a.natural is not None
        return rules.natural_units(a.natural)
    assert b.natural is not None
    return -rules.natural_units(b.natural)


def _plain(units: Decimal) -> PairTerms:
    return PairTerms(units, _ZERO, _ZERO, None, 0)


_NOTHING = _plain(_ZERO)


def pair_terms(a: SeatStatus, b: SeatStatus, rules: RuleSet) -> PairTerms:
    """What a receives from b before multipliers and caps: base units, each side's royalties, the
    row results (or None), and who scooped (1, -1, 0)."""
    if NATURAL in (a.status, b.status):
        return _plain(_natural_units(a, b, rules))
    if SURRENDERED in (a.status, b.status):
        if a.status == b.status:
            return _NOTHING
        assert rules.surrender is not None
        return _plain(rules.surrender if b.status == SURRENDERED else -rules.surrender)
    if rules.foul != "play" and FOULED in (a.status, b.status):
        if a.status == b.status:
            return _NOTHING
        if b.status == FOULED:
            penalty, royalties = _foul_penalty(a, rules)
            return PairTerms(penalty, royalties, _ZERO, None, 1)
        penalty, royalties = _foul_penalty(b, rules)
        return PairTerms(-penalty, _ZERO, royalties, None, -1)
    return _compare_rows(a, b, rules)


def score_pair(a: SeatStatus, b: SeatStatus, rules: RuleSet) -> tuple[Decimal, tuple[int, int, int] | None, int]:
    """Units a receives from b (the scoop multiplier and caps applied, not the table's home run, horse
    card or multiple), the row results (or None), and who scooped (1, -1, 0)."""
    terms = pair_terms(a, b, rules)
    return pair_units(terms, _ALONE, rules), terms.rows, terms.scoop


_ALONE = PairContext()
_HOME_RUN = PairContext(home_run=True)


def score_hand(
    seats: Sequence[SeatedHand], rules: RuleSet, stake: Stake | None = None, *, dealer: str | None = None
) -> HandResult:
    """Settle one hand: units and money per pair and per player (zero-sum).

    ``dealer`` is who dealt; under ``banker: dealer`` the banker, the only one every other seat plays.
    """
    stake = stake or (lambda a, b: Decimal(1))
    check_seats(seats, rules)
    for seat in seats:
        if seat.surrender and rules.surrender is None:
            raise InputError(f"{seat.name}: surrender is not allowed under these rules")
    banker = banker_seat(seats, rules, dealer)
    if rules.game == "race":
        return _score_race(seats, rules)
    evaluate = five_evaluator(rules.wheel_rule)
    n = len(seats)
    pairs = []
    units_of = [Decimal(0)] * n
    money_of = [Decimal(0)] * n
    criss_cross = rules.game == "criss-cross"
    # every sum and product exact, never rounded to 28 digits: a seat's royalty units (18+10-digit
    # royalties) and every pair's units and money
    with localcontext(MONEY_CONTEXT):
        natural_of = natural_detector(rules)
        statuses = [assess_with(seat, rules, evaluate, natural_of) for seat in seats]
        playing = seat_pairs(seats, rules)
        if banker is not None:  # 坐庄: only the banker's pairs are scored
            terms = {
                (i, j): pair_terms(statuses[i], statuses[j], rules) if banker in (i, j) else _NOTHING
                for i, j in playing
            }
        else:
            terms = {(i, j): pair_terms(statuses[i], statuses[j], rules) for i, j in playing}
        scoops = {k: t.scoop for k, t in terms.items()}
        # a home run is a seat that scooped every other: none without a scoop
        runs = set() if criss_cross or not any(scoops.values()) else home_runs(n, scoops)
        if banker is not None:
            runs &= {banker}
        holders = horse_holders(seats, rules)
        horse = any(holders)
        for (i, j), t in terms.items():
            if banker is None and not (horse and (holders[i] or holders[j])):  # nothing the table adds
                context = _HOME_RUN if i in runs or j in runs else _ALONE
            else:
                context = pair_context(i, j, seats, runs, rules, holders)
            units = pair_units(t, context, rules)
            rows, scoop = t.rows, t.scoop
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
    plain = replace(rules, naturals=FrozenMap(), royalties=())
    evaluate = five_evaluator(rules.wheel_rule)
    statuses = [assess_with(seat, plain, evaluate, None) for seat in seats]
    competing = [i for i, s in enumerate(statuses) if s.status == PLAYED]
    points = [0] * len(seats)
    winners: list[str | None] = []
    strengths = rules.strengths

    def key(i: int, r: int) -> tuple[int, int]:  # suit_order: rows of equal rank are decided by suits
        value = statuses[i].values[r]
        return value, suits_of(statuses[i].seat.row(ROWS[r]), value, strengths) if strengths else 0

    for r in range(3):
        best = max((key(i, r) for i in competing), default=None)
        top = [i for i in competing if key(i, r) == best]
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
            rows = _row_results(statuses[i], statuses[j], strengths) if played else None
            pairs.append(PairResult((seats[i].name, seats[j].name), zero, zero, rows))
    players = tuple(_seat_result(s, zero, zero, points[i]) for i, s in enumerate(statuses))
    front, middle, back = winners
    return HandResult(players, tuple(pairs), RaceRows((front, middle, back), sweep))
