"""The checks behind each register action: each returns the record to store, or raises to refuse.

The names must be known (played in the book, or in the register) and not removed; an unknown
name is refused with the closest known one ("did you mean Bob (played 23 sessions)?").
"""

from __future__ import annotations

from scorekeeper.errors import InputError
from scorekeeper.players.names import did_you_mean
from scorekeeper.players.records import Merged, Noted, Removed, Undone, Unmerged
from scorekeeper.players.register import Person, Played, Register


def _known(register: Register, played: Played, name: str) -> Person:
    person = register.person_of(name)
    if (name not in played and not register.knows(name)) or person.removed:
        raise InputError(f"no player named {name!r} in the register{did_you_mean(register, played, name)}")
    return person


def prepare_merge(register: Register, played: Played, player: str, other: str) -> Merged:
    keep, gone = _known(register, played, player), _known(register, played, other)
    if keep.name == gone.name:
        raise InputError(f"{player!r} and {other!r} are already one person ({keep.name})")
    return Merged(player=keep.name, other=gone.name)


def prepare_unmerge(register: Register, played: Played, player: str, other: str) -> Unmerged:
    keep = _known(register, played, player)
    if other not in keep.aliases:
        raise InputError(f"{other!r} is not one of {keep.name}'s other names ({', '.join(keep.aliases) or 'none'})")
    return Unmerged(player=keep.name, other=other)


def prepare_note(register: Register, played: Played, player: str, note: str) -> Noted:
    return Noted(player=_known(register, played, player).name, note=note)


def prepare_remove(register: Register, played: Played, player: str) -> Removed:
    return Removed(player=_known(register, played, player).name)


def prepare_undo(register: Register) -> Undone:
    if not register.done:
        raise InputError("the player register has nothing to undo")
    return Undone(undoes=register.done[-1])
