"""The player register's actions as stored: one frozen pydantic record per kind, read at the boundary.

>>> read_action("merged", '{"other":"bobby","player":"Bob","v":1}').other
'bobby'
"""

from __future__ import annotations

from typing import Annotated, Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from scorekeeper.errors import InputError

Name = Annotated[str, Field(min_length=1, max_length=200)]
Note = Annotated[str, Field(max_length=2_000)]


class RegisterError(InputError):
    """The register's log holds what this program cannot read (one line)."""


class Action(BaseModel):
    """What every register action carries: its payload version."""

    model_config = ConfigDict(strict=True, extra="forbid", frozen=True)
    kind: ClassVar[str] = ""
    v: Literal[1] = 1

    def payload(self) -> dict[str, Any]:
        return self.model_dump(mode="json")


class Merged(Action):
    """``other`` (and the names it had) become names of ``player``'s person."""

    kind: ClassVar[str] = "merged"
    player: Name
    other: Name


class Unmerged(Action):
    """``other`` is a person of its own again."""

    kind: ClassVar[str] = "unmerged"
    player: Name
    other: Name


class Noted(Action):
    """A person's note (a phone number, a payment handle); "" clears it."""

    kind: ClassVar[str] = "noted"
    player: Name
    note: Note


class Removed(Action):
    """The person leaves the register, the suggestions and the statistics (the log keeps their hands)."""

    kind: ClassVar[str] = "removed"
    player: Name


class Undone(Action):
    """The last action not yet undone is undone."""

    kind: ClassVar[str] = "undo"
    undoes: Annotated[int, Field(ge=1, le=10**9)]


KINDS: dict[str, type[Action]] = {c.kind: c for c in (Merged, Unmerged, Noted, Removed, Undone)}


def read_action(kind: str, text: str) -> Action:
    """The stored action of ``kind``; anything else is a :class:`RegisterError`."""
    record = KINDS.get(kind)
    if record is None:
        raise RegisterError(
            f"the player register is damaged: it holds an action {kind[:40]!r} this program does not know"
        )
    try:
        return record.model_validate_json(text)
    except ValidationError as exc:
        where = ".".join(str(p) for p in exc.errors()[0]["loc"]) or "payload"
        raise RegisterError(f"the player register is damaged: its {kind} action's {where} cannot be read") from None
