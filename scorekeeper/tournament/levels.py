"""The level in play and its point value: by the hands played at a table, or by the event's clock.

Levels count from 1; past the last level the last one stays in play.

>>> from scorekeeper.tournament.structure import HandLevels
>>> every_8 = HandLevels(hands_per_level=8, point_values=(100, 200, 300))
>>> [level_for_hand(every_8, hand).number for hand in (1, 8, 9, 17, 99)]
[1, 1, 2, 3, 3]
>>> level_for_hand(every_8, 10)
Level(number=2, point_value=200, hands_to_next=6, seconds_to_next=None)
"""

from __future__ import annotations

from dataclasses import dataclass

from scorekeeper.errors import InputError
from scorekeeper.tournament.structure import HandLevels, TimedLevels

__all__ = ["Level", "level_at", "level_at_time", "level_for_hand"]


@dataclass(frozen=True, slots=True)
class Level:
    """A level in play: its number, its point value (chips per unit), and how long until the next
    (None: the last level, or the other kind of schedule)."""

    number: int
    point_value: int
    hands_to_next: int | None = None  # hands still to play at this level after the current one
    seconds_to_next: int | None = None


def _number(schedule: HandLevels | TimedLevels, index: int) -> tuple[int, bool]:
    last = len(schedule.point_values)
    return min(index + 1, last), index + 1 >= last


def level_for_hand(schedule: HandLevels, hand: int) -> Level:
    """The level hand number ``hand`` (1, 2, ...) of a table is played at."""
    if hand < 1:
        raise InputError(f"hand: the hands of a table count from 1 (got {hand})")
    number, last = _number(schedule, (hand - 1) // schedule.hands_per_level)
    to_next = None if last else schedule.hands_per_level - 1 - (hand - 1) % schedule.hands_per_level
    return Level(number, schedule.point_values[number - 1], hands_to_next=to_next)


def level_at_time(schedule: TimedLevels, seconds: int) -> Level:
    """The level in play ``seconds`` after the event's clock started (paused time not counted)."""
    if seconds < 0:
        raise InputError(f"elapsed: the clock cannot be before its start (got {seconds} seconds)")
    length = schedule.minutes_per_level * 60
    number, last = _number(schedule, seconds // length)
    to_next = None if last else length - seconds % length
    return Level(number, schedule.point_values[number - 1], seconds_to_next=to_next)


def level_at(schedule: HandLevels | TimedLevels, *, hand: int, seconds: int) -> Level:
    """The level of the table's hand ``hand`` played ``seconds`` into the event, by the schedule's kind."""
    if isinstance(schedule, HandLevels):
        return level_for_hand(schedule, hand)
    return level_at_time(schedule, seconds)
