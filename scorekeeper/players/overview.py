"""Everyone's record at once: the register's people with their statistics, read in one pass over the book.

The app's Players page and the workbook's Players sheet read this; ``players stats NAME`` reads one
person (``stats_json.book_stats``). Both count through :func:`~scorekeeper.players.stats.player_stats`,
so every figure is the same wherever it is shown.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from scorekeeper.book import Book
from scorekeeper.players.actions import current
from scorekeeper.players.register import Person, Played, Register
from scorekeeper.players.stats import PlayerStats, StatsFilter, player_stats
from scorekeeper.players.stats_json import book_sessions
from scorekeeper.session.session import Session


@dataclass(frozen=True)
class Overview:
    """The register, the names played, and each person's statistics (the register's order)."""

    register: Register
    played: Played
    stats: tuple[PlayerStats, ...]
    problems: tuple[str, ...]  # why a session could not be read (it is left out)

    def sessions(self, person: Person) -> int:
        """How many sessions any of the person's names played (every date)."""
        return len(self.register.sessions(person, self.played))


def people_stats(book: Book, names: Iterable[str] | None = None, where: StatsFilter | None = None) -> Overview:
    """The statistics of the people ``names`` are (everyone in the register when None), the removed left out."""
    register, played = current(book)
    people = register.people(played)
    if names is not None:
        wanted = {register.person_of(n).name for n in names}
        people = [p for p in people if p.name in wanted]
    needed: set[str] = set().union(*(register.sessions(p, played) for p in people)) if people else set()
    sessions, problems = book_sessions(book, needed)
    return Overview(register, played, tuple(_each(people, register, sessions, where)), tuple(problems))


def _each(
    people: list[Person], register: Register, sessions: list[tuple[str, Session]], where: StatsFilter | None
) -> Iterable[PlayerStats]:
    for person in people:
        yield player_stats(person, register, sessions, where)


def session_people(book: Book, session: Session) -> tuple[PlayerStats, ...]:
    """The statistics across the book of the people who sat at ``session`` and played a hand somewhere
    (the workbook's Players sheet; none when nobody has a hand yet)."""
    return tuple(s for s in people_stats(book, session.players).stats if s.currencies)
