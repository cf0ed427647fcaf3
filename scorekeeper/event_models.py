"""The typed, versioned event log (filled in below)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorekeeper.events import Event

if TYPE_CHECKING:
    from scorekeeper.session import Session


def check_event(session: Session, event: Event) -> Event:
    return event
