"""A tournament table's session: its first action after its creation names the event and the
table it is (``t_of``), so a hand added there the ordinary way, which the event's chips would
never follow, is refused; the tournament's own recording (``tables.record_hand``) passes.

Registered with the tournament's extension (extension.py), so either kind loads both.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from typing import TYPE_CHECKING, Annotated, Any, ClassVar, cast

from pydantic import Field

from scorekeeper.errors import InputError
from scorekeeper.session.event_records import EventRecord
from scorekeeper.session.extension import SessionExtension
from scorekeeper.session.fresh_input import is_replaying

if TYPE_CHECKING:
    from scorekeeper.session.state import SessionState

__all__ = ["TABLE", "TableOf", "TournamentTable", "recording_for_the_event", "table_of"]

NAME = "tournament_table"
# Set while the tournament records a table's hand in this process; any other add is refused.
_RECORDING: ContextVar[bool] = ContextVar("tournament_recording", default=False)


class TableOf(EventRecord):
    kind: ClassVar[str] = "t_of"
    tournament: Annotated[str, Field(strict=True, pattern=r"^[0-9a-f]{64}$")]  # the event's first event's hash
    table: Annotated[int, Field(strict=True, ge=1, le=100_000)]
    name: Annotated[str, Field(strict=True, min_length=1, max_length=200)]  # the event's name, for the words

    def payload(self) -> dict[str, Any]:
        data = self.model_dump(mode="json", exclude={"v", "signed"})
        data["v"] = 1
        return data


@contextmanager
def recording_for_the_event() -> Iterator[None]:
    """Within: the tournament records a hand at its table (the table's own add passes)."""
    token = _RECORDING.set(True)
    try:
        yield
    finally:
        _RECORDING.reset(token)


class TournamentTable(SessionExtension[tuple[str, int, str] | None]):
    """The event (its first event's hash), the table's number and the event's name."""

    name = NAME
    records = (TableOf,)
    audited = frozenset({"t_of"})

    def empty(self) -> tuple[str, int, str] | None:
        return None

    def fold(self, state: tuple[str, int, str] | None, record: EventRecord, *, at: str) -> tuple[str, int, str]:
        assert isinstance(record, TableOf)
        if state is not None:
            raise ValueError("the session is a tournament's table already")
        return (record.tournament, record.table, record.name)

    def before_hand(self, session: SessionState, seated: Sequence[str]) -> None:
        # An import checks each recorded hand again: what the tournament recorded passes.
        if not _RECORDING.get() and not is_replaying():
            of = table_of(session)
            event = f"table {of[1]} of {of[2]}" if of else "a tournament's table"
            raise InputError(
                f"this session is {event}: its hands are added with the tournament "
                "(`scorekeeper tournament add`, or the app's Tournament window), so the chips follow them"
            )

    def prepare_again(self, session: SessionState, kind: str, payload: dict[str, Any]) -> EventRecord | dict[str, Any]:
        return dict(payload)

    def describe(self, record: EventRecord) -> str:
        assert isinstance(record, TableOf)
        return f"table {record.table} of the tournament {record.name}"


def table_of(session: SessionState) -> tuple[str, int, str] | None:
    """(the event's first hash, the table, the event's name) of a table's session; None: not one."""
    return cast("tuple[str, int, str] | None", session.extensions.get(NAME))


TABLE = TournamentTable()
