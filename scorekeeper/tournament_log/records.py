"""The tournament's event records: one per action the director takes, each replayed in order
through :class:`~scorekeeper.tournament.field.Field` (records.py holds only their shapes)."""

from __future__ import annotations

from typing import Annotated, Any, ClassVar

from pydantic import Field

from scorekeeper.session.event_records import EventRecord

__all__ = [
    "AddedOn",
    "ClockChanged",
    "Drawn",
    "Finished",
    "HandPlayed",
    "HandStarted",
    "HandVoided",
    "MovesConfirmed",
    "Rebought",
    "Registered",
    "TableOpened",
    "TournamentCreated",
]

Name = Annotated[str, Field(strict=True, min_length=1, max_length=200)]
Level = Annotated[int, Field(strict=True, ge=1, le=200)]
Table = Annotated[int, Field(strict=True, ge=1, le=100_000)]
SessionId = Annotated[str, Field(strict=True, min_length=1, max_length=200)]
Moment = Annotated[str, Field(strict=True, min_length=19, max_length=40)]  # ISO with its offset
Hash = Annotated[str, Field(strict=True, pattern=r"^[0-9a-f]{64}$")]  # a session's first event: who it is in any book


class _Record(EventRecord):
    def payload(self) -> dict[str, Any]:
        """Every field as stored, and the version."""
        data = self.model_dump(mode="json", exclude={"v", "signed"})
        data["v"] = 1
        return data


class TournamentCreated(_Record):
    kind: ClassVar[str] = "tournament"
    structure: dict[str, Any]  # TournamentStructure as JSON, read back by TournamentStructure.read


class Registered(_Record):
    kind: ClassVar[str] = "t_register"
    player: Name
    level: Level


class Rebought(_Record):
    kind: ClassVar[str] = "t_rebuy"
    player: Name
    level: Level


class AddedOn(_Record):
    kind: ClassVar[str] = "t_addon"
    player: Name
    level: Level


class Drawn(_Record):
    """The seed, and each table's session of the book (an event drawn before tables were
    sessions has none: the field is left out when empty, so its stored bytes stay the same)."""

    kind: ClassVar[str] = "t_draw"
    seed: Annotated[int, Field(strict=True, ge=0, le=2**63 - 1)]
    sessions: tuple[tuple[Table, SessionId, Hash], ...] = ()  # (table, its session, its created event's hash)

    def payload(self) -> dict[str, Any]:
        data = super().payload()
        if not self.sessions:
            del data["sessions"]
        return data


class TableOpened(_Record):
    """A table opened after the draw (a late entry when every table was full) and its session."""

    kind: ClassVar[str] = "t_table"
    table: Table
    session: SessionId
    created: Hash  # the session's first event (an id is this book's; the hash names it anywhere)


class HandPlayed(_Record):
    """A hand at a table: the entry as given, and the pairwise units it scored (what the chips follow).

    ``expired``: the seats not set in the setting clock's time (the entry marks them as the event
    says: fouled or surrendered); ``clock``: the event clock's seconds when it was recorded, for
    levels kept by time. Both left out when empty, so hands recorded before keep their bytes."""

    kind: ClassVar[str] = "t_hand"
    table: Table
    dealer: Name | None = None
    entry: dict[str, Any]
    units: tuple[tuple[Name, Name, str], ...]  # (a, b, units a receives from b)
    expired: tuple[Name, ...] = ()
    clock: Annotated[int, Field(strict=True, ge=0, le=10**9)] | None = None

    def payload(self) -> dict[str, Any]:
        data = super().payload()
        if not self.expired:
            del data["expired"]
        if self.clock is None:
            del data["clock"]
        return data


class HandVoided(_Record):
    """The last hand at ``table`` (the event's ``hand``-th there) taken back: the event is replayed
    without it. A correction: under the manager's passphrase where the event's session has one."""

    kind: ClassVar[str] = "t_void"
    table: Table
    hand: Annotated[int, Field(strict=True, ge=1, le=10**9)]
    reason: Annotated[str, Field(strict=True, min_length=1, max_length=500)]

    def payload(self) -> dict[str, Any]:
        return EventRecord.payload(self)  # the sign-off (``signed``, ``sig``) kept as given


class HandStarted(_Record):
    """A table's hand dealt: its setting clock runs from ``time`` (the phones and the board count down)."""

    kind: ClassVar[str] = "t_start"
    table: Table
    time: Moment


class ClockChanged(_Record):
    """The event's clock started (``running``) or paused at ``time``: levels kept by time count its run."""

    kind: ClassVar[str] = "t_clock"
    running: Annotated[bool, Field(strict=True)]
    time: Moment


class MovesConfirmed(_Record):
    kind: ClassVar[str] = "t_moves"
    moves: tuple[tuple[Name, Table, Table], ...]  # (player, from table, to table)


class Finished(_Record):
    kind: ClassVar[str] = "t_finish"
