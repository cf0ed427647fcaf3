"""Everyone's record at once: the register's people and the sessions they played, read once from the book.

The app's Players page reads the book once (:func:`read_overview`) and counts any person over
any dates from what it read (:meth:`Overview.stats_of`), so choosing another person or season
reads nothing again; the workbook's Players sheet reads :func:`session_people`. Every figure
is added up from each session's kept sums, as ``players stats`` adds them up.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace

from scorekeeper.book import Book
from scorekeeper.players.actions import current
from scorekeeper.players.advice_facts import Given
from scorekeeper.players.facts_cache import book_facts, book_given
from scorekeeper.players.register import Person, Played, Register
from scorekeeper.players.session_facts import SessionFacts
from scorekeeper.players.stats import PlayerStats, StatsFilter
from scorekeeper.players.stats_facts import stats_from_facts
from scorekeeper.session.session import Session


@dataclass(frozen=True)
class Overview:
    """The register, the names played, the sessions read (date, session) and why any could not be."""

    register: Register
    played: Played
    sessions: tuple[tuple[str, SessionFacts], ...]  # each session's kept sums (players/facts_cache.py)
    problems: tuple[str, ...]  # why a session could not be read (it is left out)
    stats: tuple[PlayerStats, ...] = ()  # of the people asked for (:func:`people_stats`)

    def people(self) -> list[Person]:
        """Everyone in the register (the removed left out), by name."""
        return self.register.people(self.played)

    def session_count(self, person: Person) -> int:
        """How many sessions any of the person's names played (every date)."""
        return len(self.register.sessions(person, self.played))

    def years(self) -> list[str]:
        """The years of the sessions read, latest first (the seasons to choose from)."""
        return sorted({date[:4] for date, _ in self.sessions if date}, reverse=True)

    def given_away(
        self, book: Book, person: Person, where: StatsFilter, progress: Callable[[int, int], bool] | None = None
    ) -> Given | None:
        """What the person's seats gave away against the setting advisor over the sessions read
        (each reviewed once and kept); ``progress`` may stop it (None back)."""
        mine = self.register.sessions(person, self.played)
        read = [s for s in self.sessions if s[1].session in mine]
        return book_given(book, set(person.names), read, where, progress=progress)

    def stats_of(self, person: Person, where: StatsFilter | None = None) -> PlayerStats:
        """The person's record over the sessions read, as ``where`` admits them."""
        mine = self.register.sessions(person, self.played)
        return stats_from_facts(person, self.register, [s for s in self.sessions if s[1].session in mine], where)


def read_overview(
    book: Book, names: Iterable[str] | None = None, *, progress: Callable[[int, int], object] | None = None
) -> Overview:
    """The register and the sessions of the people ``names`` are (everyone's when None);
    ``progress``: told of each session summed anew (:func:`book_facts`)."""
    register, played = current(book)
    people = register.people(played)
    if names is not None:
        wanted = {register.person_of(n).name for n in names}
        people = [p for p in people if p.name in wanted]
    needed: set[str] = set().union(*(register.sessions(p, played) for p in people)) if people else set()
    sessions, problems = book_facts(book, needed, progress=progress)
    return Overview(register, played, tuple(sessions), tuple(problems))


def people_stats(book: Book, names: Iterable[str] | None = None, where: StatsFilter | None = None) -> Overview:
    """The statistics of the people ``names`` are (everyone in the register when None), the removed left out."""
    read = read_overview(book, names)
    people = read.people()
    if names is not None:
        wanted = {read.register.person_of(n).name for n in names}
        people = [p for p in people if p.name in wanted]
    return Overview(
        read.register, read.played, read.sessions, read.problems, tuple(read.stats_of(p, where) for p in people)
    )


def session_people(book: Book, session: Session, *, advisor: bool = False) -> tuple[PlayerStats, ...]:
    """The statistics across the book of the people who sat at ``session`` and played a hand somewhere
    (the workbook's Players sheet; none when nobody has a hand yet); ``advisor``: with the units each
    gave away against the setting advisor (a few milliseconds a seat the first time, then kept)."""
    read = people_stats(book, session.players)
    people = tuple(s for s in read.stats if s.currencies)
    if not advisor:
        return people
    return tuple(replace(s, given=read.given_away(book, s.person, StatsFilter())) for s in people)
