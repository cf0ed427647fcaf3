"""Who plays whom in a hand: the seats a rule set allows, the pairs, the banker (坐庄), the home
runs, and what the table adds to each pair (home run, horse card, the banker's multiple)."""

from __future__ import annotations

from collections.abc import Sequence

from scorekeeper.errors import InputError
from scorekeeper.game.deal import SeatedHand
from scorekeeper.game.pair_payment import PairContext
from scorekeeper.game.rules import RuleSet


def home_runs(seated: int, scoops: dict[tuple[int, int], int]) -> set[int]:
    """The seats that scooped every other seat (a home run needs at least 3 seats)."""
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
    check_player_count(len(names), rules)


def check_player_count(players: int, rules: RuleSet) -> None:
    """At most ``max_players`` seats, one more per extra suit (checked before any card is read)."""
    if players > rules.seat_limit and players > 4 and rules.max_players == 4:
        # the wording of the 4-seat limit before extra suits existed, and what lifts it
        raise InputError(
            f"players: List should have at most {rules.seat_limit} items, not {players} "
            "(each extra suit of rule option extra_suits seats one more)"
        )
    if players > rules.seat_limit:
        pineapple = "; Pineapple seats at most 3 players" if rules.max_players == 3 else ""
        raise InputError(f"{players} players seated: these rules seat at most {rules.seat_limit}{pineapple}")


def seat_pairs(seats: Sequence[SeatedHand], rules: RuleSet) -> list[tuple[int, int]]:
    """The seats that play each other, in output order: every pair, or criss-cross's four hand-vs-hand."""
    n = len(seats)
    if rules.game != "criss-cross":
        return [(i, j) for i in range(n) for j in range(i + 1, n)]
    first, second = list(dict.fromkeys(seat.name for seat in seats))
    at = {(seat.name, seat.hand): i for i, seat in enumerate(seats)}
    return [(at[(first, ha)], at[(second, hb)]) for ha in (1, 2) for hb in (1, 2)]


def banker_seat(seats: Sequence[SeatedHand], rules: RuleSet, dealer: str | None) -> int | None:
    """The banker's seat under ``banker: dealer`` (None without it); multiples only for the others."""
    if rules.banker is None:
        for seat in seats:
            if seat.multiple is not None:
                raise InputError(f'{seat.name}: "multiple" is only for banker mode (rule option banker)')
        if dealer is not None and dealer not in {seat.name for seat in seats}:
            raise InputError(f"dealer: {dealer} is not seated in this hand")
        return None
    if dealer is None:
        raise InputError('banker mode: the hand must name its dealer ("dealer": NAME), who is the banker')
    at = next((i for i, seat in enumerate(seats) if seat.name == dealer), None)
    if at is None:
        raise InputError(f"dealer: {dealer} is not seated in this hand")
    if seats[at].multiple is not None:
        raise InputError(f'{dealer} is the banker: "multiple" is for the players who play the banker')
    return at


def horse_holders(seats: Sequence[SeatedHand], rules: RuleSet) -> list[bool]:
    """Which seats hold the horse card (any copy), looked up once a hand."""
    horse = rules.horse
    return [horse is not None and (horse in s.front or horse in s.middle or horse in s.back) for s in seats]


def pair_context(
    i: int, j: int, seats: Sequence[SeatedHand], runs: set[int], rules: RuleSet, holders: Sequence[bool]
) -> PairContext:
    multiple = (seats[i].multiple or 1) * (seats[j].multiple or 1) if rules.banker else 1
    return PairContext(i in runs or j in runs, holders[i] + holders[j], multiple)
