"""Who is who across nights: the player register folded from its log, and the checks behind each action.

A session stores the names typed at the table and never changes; the register maps those
names to people. Merging "bob" into "Bob" records one action in the book's register log:
no session's event is rewritten, so every fingerprint stays the same. An undo is an action
too; the register is the fold of the actions not undone, so undoing restores it exactly.

>>> r = Register.fold([Merged(player="Bob", other="bobby")])
>>> r.person_of("bobby").name, r.person_of("bobby").aliases
('Bob', ('bobby',))
>>> [p.name for p in r.people({"Amy": {"1"}, "Bob": {"1"}, "bobby": {"2"}})]
['Amy', 'Bob']
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace

from scorekeeper.errors import InputError
from scorekeeper.players.records import Action, Merged, Noted, Removed, Undone, Unmerged, read_action
from scorekeeper.session.events import Event, verify_chain

Played = Mapping[str, set[str]]
"""Every name played in the book -> the sessions holding a live hand of it."""


@dataclass(frozen=True, slots=True)
class Person:
    """One person: the name shown, the other names they played under, a note."""

    name: str
    aliases: tuple[str, ...] = ()
    note: str = ""
    removed: bool = False

    @property
    def names(self) -> tuple[str, ...]:
        return (self.name, *self.aliases)


@dataclass(frozen=True)
class Register:
    """The register after its actions not undone (``explicit``: the people an action touched)."""

    explicit: tuple[Person, ...] = ()
    done: tuple[int, ...] = ()  # the seqs of the actions in force, oldest first (the undo stack)
    _index: Mapping[str, Person] = field(default_factory=dict, repr=False, compare=False)

    @classmethod
    def fold(cls, actions: Iterable[Action], seqs: Sequence[int] | None = None) -> Register:
        """The register of ``actions`` applied in order (``seqs``: their places in the log)."""
        listed = list(actions)
        numbers = list(seqs) if seqs is not None else list(range(1, len(listed) + 1))
        stack: list[tuple[int, Action]] = []
        for seq, action in zip(numbers, listed, strict=True):
            if isinstance(action, Undone):
                if stack and stack[-1][0] == action.undoes:
                    stack.pop()
            else:
                stack.append((seq, action))
        people: dict[str, Person] = {}
        for _, action in stack:
            people = _apply(people, action)
        return cls.of(tuple(people.values()), tuple(seq for seq, _ in stack))

    @classmethod
    def of(cls, explicit: tuple[Person, ...], done: tuple[int, ...]) -> Register:
        index = {name: person for person in explicit for name in person.names}
        return cls(explicit, done, index)

    def person_of(self, name: str) -> Person:
        """The person a played name belongs to (a name the register never touched: its own)."""
        return self._index.get(name) or Person(name)

    def knows(self, name: str) -> bool:
        """Whether an action named ``name`` (it may never have played)."""
        return name in self._index

    def sessions(self, person: Person, played: Played) -> set[str]:
        """The sessions any of the person's names played."""
        return set().union(*(played.get(n, set()) for n in person.names))

    def people(self, played: Played) -> list[Person]:
        """Everyone in the register, ``played`` names (name -> sessions) included; the removed left out."""
        out: dict[str, Person] = {}
        for name in [*played, *self._index]:
            person = self.person_of(name)
            if not person.removed:
                out.setdefault(person.name, person)
        return sorted(out.values(), key=lambda p: (p.name.casefold(), p.name))


def _apply(people: dict[str, Person], action: Action) -> dict[str, Person]:
    out = dict(people)
    index = {name: key for key, p in people.items() for name in p.names}

    def person(name: str) -> Person:
        return out[index[name]] if name in index else Person(name)

    if isinstance(action, Merged):
        keep, gone = person(action.player), person(action.other)
        out.pop(gone.name, None)
        out[keep.name] = replace(keep, aliases=keep.aliases + gone.names, note=keep.note or gone.note)
    elif isinstance(action, Unmerged):
        keep = person(action.player)
        out[keep.name] = replace(keep, aliases=tuple(a for a in keep.aliases if a != action.other))
        out[action.other] = Person(action.other)
    elif isinstance(action, Noted):
        keep = person(action.player)
        out[keep.name] = replace(keep, note=action.note)
    elif isinstance(action, Removed):
        keep = person(action.player)
        out[keep.name] = replace(keep, removed=True)
    return out


def read_register(events: Sequence[Event]) -> Register:
    """The register of a book's log; a broken chain is refused, never folded."""
    problems = verify_chain(events, head=events[-1].hash if events else "")
    if problems:
        raise InputError(f"the player register does not verify: {problems[0]}")
    return Register.fold([read_action(e.kind, e.payload_text) for e in events], [e.seq for e in events])
