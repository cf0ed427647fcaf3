"""The tournament's log is replayed from the last field kept (an import checks each event on the
field before it): the field it gives is the one a replay from the start gives, and the copy a
caller changes is never the one kept."""

from __future__ import annotations

from typing import Any

from scorekeeper.tournament.presets import structure_preset
from scorekeeper.tournament_log.replay import Logged, apply, replay, replayed


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
