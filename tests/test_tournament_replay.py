"""The tournament's log is replayed from the last field kept (an import checks each event on the
field before it): the field it gives is the one a replay from the start gives, and the copy a
caller changes is never the one kept."""

from __future__ import annotations

from typing import Any

import pytest

import scorekeeper.tournament_log.extension  # noqa: F401  (registers the tournament's kinds)
from scorekeeper.errors import InputError
from scorekeeper.session.event_records import read_record
from scorekeeper.session.events import canonical
from scorekeeper.tournament.presets import structure_preset
from scorekeeper.tournament_log.replay import Logged, apply, replay, replayed

A, B = "a" * 64, "b" * 64  # two sessions' first events


def _log(players: int) -> tuple[Logged, ...]:
    structure = structure_preset("home-turbo").model_dump(mode="json")
    log: tuple[Logged, ...] = (("tournament", {"structure": structure}),)
    for n in range(players):
        log = (*log, ("t_register", {"player": f"P{n}", "level": 1}))
    return (*log, ("t_draw", {"seed": 5}))


def _seen(tally: Any) -> tuple[Any, ...]:
    f = tally.field
    return (dict(f.chips), dict(f.tables), dict(f.entries), f.seed, tally.hands, tally.finished)


def test_a_growing_log_replays_to_the_field_a_fresh_replay_gives() -> None:
    log = _log(9)
    assert _seen(replayed(log[:5])) == _seen(replay(log[:5]))  # registered, not drawn yet
    grown = (*log, ("t_rebuy", {"player": "P0", "level": 1}))
    assert _seen(replayed(log)) == _seen(replay(log))
    again = replayed(grown)
    assert _seen(again) == _seen(replay(grown))
    assert again.field.entries["P0"] == 2  # the re-buy the kept field did not have


def test_changing_the_copy_never_changes_the_field_kept() -> None:
    log = _log(8)
    mine = replayed(log)
    apply(mine, "t_rebuy", {"player": "P1", "level": 1})  # a trial, as an action's check does
    assert mine.field.entries["P1"] == 2
    assert replayed(log).field.entries["P1"] == 1  # the next reader sees the log, not the trial


def test_a_draw_stored_before_tables_were_sessions_keeps_its_bytes_and_a_new_one_names_them() -> None:
    old = '{"seed":5,"sig":null,"v":1}'  # as tournament events are stored
    assert canonical(read_record("t_draw", old).payload()) == old
    new = f'{{"seed":5,"sessions":[[1,"7","{A}"],[2,"8","{B}"]],"sig":null,"v":1}}'
    assert canonical(read_record("t_draw", new).payload()) == new
    log = _log(8)
    assert replay(log).sessions == {}  # the old draw: its tables are not sessions
    tally = replay((*log[:-1], ("t_draw", read_record("t_draw", new).payload())))
    assert tally.sessions == {1: ("7", A), 2: ("8", B)}
    with pytest.raises(InputError, match=r"^table 1 has its session already \(7\)$"):
        apply(tally, "t_table", {"table": 1, "session": "9", "created": A})
    with pytest.raises(InputError, match=r"^the draw names sessions for tables \[1, 5\], not \[1, 2\]$"):
        replay((*log[:-1], ("t_draw", {"seed": 5, "sessions": [[1, "7", A], [5, "8", B]]})))


def test_a_broken_tables_session_is_not_given_to_a_table_that_takes_its_number_later() -> None:
    log = _log(8)
    drawn = replay(log).field.tables
    assert sorted(drawn) == [1, 2]
    log = (*log[:-1], ("t_draw", {"seed": 5, "sessions": [[1, "7", A], [2, "8", B]]}))
    broken = [[name, 2, 1] for name in drawn[2]]  # everyone at table 2 to table 1 (a director may)
    tally = replay((*log, ("t_moves", {"moves": broken})))
    assert sorted(tally.field.tables) == [1] and tally.sessions == {1: ("7", A)}  # a later table 2 opens its own
    with pytest.raises(InputError, match="^table 2: no such table in play$"):
        apply(tally, "t_table", {"table": 2, "session": "9", "created": A})
