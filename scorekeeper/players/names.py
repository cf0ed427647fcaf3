"""Close names: "bob", "Bób" and "Bbo" are probably Bob, who has played 23 sessions.

A name typed at a new table is compared with the register's people (every name they
played under): the same letters ignoring case and accents, or a short edit distance
(one edit for short names, two from seven letters on). The removed are never suggested.

>>> folded("Bób "), distance("bob", "bbo")
('bob', 1)
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass

from scorekeeper.players.register import Person, Played, Register


@dataclass(frozen=True, slots=True)
class Suggestion:
    """A person a typed name may mean, and the sessions they played."""

    person: Person
    sessions: int
    distance: int

    def text(self) -> str:
        sessions = "1 session" if self.sessions == 1 else f"{self.sessions} sessions"
        return f"{self.person.name} (played {sessions})?"


def folded(name: str) -> str:
    """Case and accents set aside, spaces trimmed and single."""
    decomposed = unicodedata.normalize("NFKD", name)
    plain = "".join(c for c in decomposed if not unicodedata.combining(c))
    return " ".join(plain.casefold().split())


def distance(a: str, b: str) -> int:
    """Edits (insert, delete, change, swap two neighbours) from ``a`` to ``b``."""
    previous2: list[int] = []
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, start=1):
        current = [i]
        for j, cb in enumerate(b, start=1):
            cost = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca != cb))
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                cost = min(cost, previous2[j - 2] + 1)
            current.append(cost)
        previous2, previous = previous, current
    return previous[-1]


def _allowed(name: str) -> int:
    return 1 if len(name) < 7 else 2


def suggestions(register: Register, played: Played, typed: str) -> list[Suggestion]:
    """The people ``typed`` may mean, closest and most played first (``played``: name -> its sessions)."""
    key = folded(typed)
    if not key:
        return []
    out: dict[str, Suggestion] = {}
    for person in register.people(played):
        if typed in person.names:
            continue  # the name itself is no suggestion
        gap = min(distance(key, folded(n)) for n in person.names)
        if gap <= _allowed(key):
            sessions = len(register.sessions(person, played))
            out[person.name] = Suggestion(person, sessions, gap)
    return sorted(out.values(), key=lambda s: (s.distance, -s.sessions, s.person.name))


def did_you_mean(register: Register, played: Played, typed: str) -> str:
    """ "; did you mean Bob (played 23 sessions)" for a message, or ""."""
    found = suggestions(register, played, typed)
    return f"; did you mean {found[0].text()}" if found else ""
