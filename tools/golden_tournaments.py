"""The tournaments of the golden corpus (tools/golden_scenarios.py lists them): each plays a
small event through ``scorekeeper tournament``; its session is session 1 of the scenario's book,
its tables' sessions the ones the draw makes after it.

Hands are dealt by ``scorekeeper.demo.random_hand`` from a seeded generator at the table the
field seats; the event's moments are the fixed clock's (tools/make_golden_corpus.py).
"""

from __future__ import annotations

import random
from typing import Any

from scorekeeper.demo import random_hand

SIX = ["Amy", "Bob", "Cat", "Dan", "Eve", "Fay"]


def seated(night: Any) -> dict[int, list[str]]:
    """The players still in at each table, by seat, as ``tournament show`` gives them."""
    tables: dict[int, list[str]] = {}
    for row in sorted(night.tournament("show")["field"], key=lambda r: r["seat"] or 0):
        if row["status"] == "playing":
            tables.setdefault(row["table"], []).append(row["name"])
    return tables


def play_hand(night: Any, rng: random.Random, table: int, *extra: str) -> dict[str, Any]:
    """One random hand at ``table`` (its first seat deals): what ``tournament add`` answered."""
    names = seated(night)[table]
    hand = night.hand_file(random_hand(rng, names, foul_share=0.1))
    added: dict[str, Any] = night.tournament("add", str(table), hand, "--dealer", names[0], *extra)
    return added


def play_to_a_winner(night: Any, rng: random.Random, *, start: bool = False) -> None:
    """Hands at each table of two or more in turn (``start``: each dealt on the setting clock
    first), the moves a bust calls for confirmed, until one player is left."""
    for _ in range(200):
        for table, names in sorted(seated(night).items()):
            if len(names) < 2 or table not in seated(night):
                continue
            if start:
                night.tournament("start", str(table))
            if play_hand(night, rng, table)["moves"]:
                assert night.tournament("balance", "--confirm")["confirmed"]
            if sum(map(len, seated(night).values())) == 1:
                return
    raise SystemExit("golden tournament: no winner after 200 rounds")


def tournament(night: Any) -> None:
    """An event by hands (ofc, six players, three seats a table) with a setting clock that fouls:
    a re-buy and an add-on, the draw by seed, a late entry who opens a table once the moves are
    confirmed, a hand with a seat not set in time, a hand taken back, busts and the moves they
    call for, to one winner, finished."""
    night.tournament("new", "--name", "Friday OFC", "--buyin", "20", "--fee", "2", "--chips", "300",
                     "--levels", "5,10,20,40,80,160", "--hands-per-level", "2", "--seats", "3",
                     "--rebuy-until", "1", "--addon-until", "1", "--late-until", "1",
                     "--clock", "60", "--on-expiry", "foul", "--payouts", "70,30", "--currency", "EUR")  # fmt: skip
    for name in SIX:
        night.tournament("register", name)
    night.tournament("rebuy", "Amy")
    night.tournament("addon", "Bob")
    night.tournament("draw", "--seed", "7")
    night.tournament("register", "Gus")  # every table full: a new table, balanced into play
    night.tournament("balance", "--confirm")
    rng = random.Random(2026)
    night.tournament("start", "1")
    play_hand(night, rng, 1)
    for expired in (("--expired", seated(night)[2][-1]), ()):  # table 2: its session is stored too
        night.tournament("start", "2")
        play_hand(night, rng, 2, *expired)
    night.tournament("void", "2", "--reason", "a card seen in the deal")
    play_to_a_winner(night, rng, start=True)
    night.tournament("finish")


def tournament_timed(night: Any) -> None:
    """An event by time (classic-2-4, levels of ten minutes, five players): the draw starts the
    event's clock, the director pauses it and starts it again, hands to one winner, the clock
    paused before the finish."""
    night.tournament("new", "--name", "Sunday turbo", "--rules", "classic-2-4", "--buyin", "10",
                     "--chips", "100", "--levels", "2,5,10,20,40", "--minutes-per-level", "10",
                     "--payouts", "70,30", "--currency", "USD")  # fmt: skip
    for name in SIX[:5]:
        night.tournament("register", name)
    night.tournament("draw", "--seed", "11")
    rng = random.Random(11)
    for table in sorted(seated(night)):
        play_hand(night, rng, table)
    night.tournament("clock", "pause")
    night.tournament("clock", "start")
    play_to_a_winner(night, rng)
    night.tournament("clock", "pause")
    night.tournament("finish")
