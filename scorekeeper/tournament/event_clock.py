"""The event's clock, for levels kept by time: it runs from the draw, stops while the director
pauses it, and tells how many seconds have counted at a moment.

Each start and pause is recorded with its moment and the seconds counted then, so a replay
reads the clock from the log alone (never from the time it is replayed at).

>>> clock = EventClock()
>>> clock.start("2026-12-02T20:00:00+01:00")
>>> clock.seconds_at("2026-12-02T20:10:00+01:00")
600
>>> clock.pause("2026-12-02T20:15:00+01:00")
>>> clock.seconds_at("2026-12-02T21:00:00+01:00")
900
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from scorekeeper.errors import InputError

__all__ = ["EventClock", "moment", "now_text"]


def moment(text: str) -> datetime:
    """An ISO moment with its offset (refused: text that is not one)."""
    try:
        when = datetime.fromisoformat(text)
    except ValueError:
        raise InputError(f"time: {text[:40]!r} is not an ISO date and time") from None
    if when.tzinfo is None:
        raise InputError(f"time: {text[:40]!r} has no offset from UTC")
    return when


def now_text() -> str:
    """This moment as the clock records it (seconds, with the local offset)."""
    return datetime.now().astimezone().isoformat(timespec="seconds")


@dataclass
class EventClock:
    """Seconds counted while running; ``since``: when it last started (None: stopped)."""

    counted: int = 0
    since: str | None = None

    @property
    def running(self) -> bool:
        return self.since is not None

    def seconds_at(self, when: str) -> int:
        """The seconds counted at ``when`` (a moment before the last start counts none of its run)."""
        if self.since is None:
            return self.counted
        run = (moment(when) - moment(self.since)).total_seconds()
        return self.counted + max(0, int(run))

    def start(self, when: str) -> None:
        if self.since is not None:
            raise InputError("the event's clock is running already")
        moment(when)
        self.since = when

    def pause(self, when: str) -> None:
        if self.since is None:
            raise InputError("the event's clock is not running")
        self.counted = self.seconds_at(when)
        self.since = None
