"""Statistics added up from each session's sums kept on this computer equal those of the sessions
replayed and summed afresh, for everyone and every filter (the figures themselves are held against
a plain recount of the exported events in test_players_stats.py); a session is replayed again only
when its head moved, and a cache that cannot be used is passed over."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from test_players_stats import ALIASES, PEOPLE, make_book

from scorekeeper.book import open_book
from scorekeeper.demo import random_hand
from scorekeeper.players import facts_cache
from scorekeeper.players.actions import current, merge
from scorekeeper.players.records import Merged
from scorekeeper.players.register import Register
from scorekeeper.players.stats import StatsFilter
from scorekeeper.players.stats_facts import player_stats, stats_from_facts
from scorekeeper.players.stats_json import book_sessions, book_stats
from scorekeeper.session.event_records import HandAdded
from scorekeeper.session.session import parse_hand_entry

FILTERS = [
    StatsFilter(),
    StatsFilter(since="2026-03-01", until="2026-08-31"),
    StatsFilter(game="classic"),
    StatsFilter(game="classic-2-4"),
    StatsFilter(table="Club"),
]


@pytest.fixture(scope="module")
def book(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("facts") / "book.sqlite"
    make_book(path)
    return path


def _register() -> Register:
    return Register.fold([Merged(player=person, other=alias) for alias, person in ALIASES.items()])


def test_the_kept_sums_count_what_the_replayed_sessions_count(book: Path) -> None:
    register = _register()
    with open_book(book) as opened:
        sessions, _ = book_sessions(opened)
        facts, _ = facts_cache.book_facts(opened)
    assert len(facts) == len(sessions) == 50
    for who in PEOPLE:
        person = register.person_of(who)
        for where in FILTERS:
            assert stats_from_facts(person, register, facts, where) == player_stats(person, register, sessions, where)
    everyone = [stats_from_facts(register.person_of(w), register, facts) for w in PEOPLE]
    assert sum(s.fouls for s in everyone) > 0 and any(s.head_to_head for s in everyone)  # the figures are exercised


def test_a_session_is_summed_again_only_when_its_head_moved(book: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    summed: list[str] = []
    real = facts_cache.session_facts

    def counting(session: Any) -> Any:
        summed.append(session.id)
        return real(session)

    monkeypatch.setattr(facts_cache, "session_facts", counting)
    with open_book(book) as opened:
        facts_cache.book_facts(opened)  # every session once (the module's book may be summed already)
        summed.clear()
        facts_cache.book_facts(opened)
        assert summed == []  # kept: nothing replayed
        before = len(opened.session("7").hands)
        seated = list(opened.session("7").players)[:2]
        entry = parse_hand_entry(random_hand(random.Random(1), seated))
        opened.act("7", HandAdded, lambda s: s.prepare_add(entry, None, again=True))
        facts, _ = facts_cache.book_facts(opened)
        assert summed == ["7"] and len(opened.session("7").hands) == before + 1  # the new hand's session only
        register = _register()
        sessions, _ = book_sessions(opened)
        for who in seated:
            person = register.person_of(who)
            assert stats_from_facts(person, register, facts) == player_stats(person, register, sessions)


def test_a_cache_that_cannot_be_read_is_passed_over(book: Path, tmp_path: Path) -> None:
    with open_book(book) as opened:
        kept = Path(facts_cache.folder()) / f"{opened.identity}.stats.sqlite"
        facts_cache.book_facts(opened)
        kept.write_bytes(b"not a database" * 100)  # damaged on disk
        facts, problems = facts_cache.book_facts(opened)
        assert len(facts) == 50 and problems == []
        assert kept.read_bytes().startswith(b"SQLite format 3")  # made anew, kept again
        register, played = current(opened)
        got = book_stats(opened, "Amy", StatsFilter())
    sessions_total = sum(c["hands"] for c in got["currencies"].values())
    assert sessions_total == sum(
        n.hands
        for c in player_stats(register.person_of("Amy"), register, book_sessions_of(book)).currencies.values()
        for n in c.nights
    )


def book_sessions_of(path: Path) -> list[Any]:
    with open_book(path) as opened:
        return book_sessions(opened)[0]


def test_two_names_of_one_person_at_one_table_count_as_one_without_their_pairs(tmp_path: Path) -> None:
    rng = random.Random(7)
    path = tmp_path / "book.sqlite"
    with open_book(path) as opened:
        sid = opened.create_session(name="Mixed", players=["Amy", "amy", "Bob"], currency="EUR").id
        for _ in range(6):
            entry = parse_hand_entry(random_hand(rng, ["Amy", "amy", "Bob"]))
            opened.act(sid, HandAdded, lambda s, e=entry: s.prepare_add(e, None, again=True))
        merge(opened, "Amy", "amy")
        register, _played = current(opened)
        sessions, _ = book_sessions(opened)
        expected = player_stats(register.person_of("Amy"), register, sessions)
        got = book_stats(opened, "Amy", StatsFilter())
        facts, _ = facts_cache.book_facts(opened)
        assert stats_from_facts(register.person_of("Amy"), register, facts) == expected  # every figure
    assert got["head_to_head"].keys() == {"Bob"}  # Amy against amy is no duel
    assert got["currencies"]["EUR"]["hands"] == expected.currencies["EUR"].hands == 6
    assert sum(got["rows"]["front"].values()) == sum(expected.rows["front"].values())


def test_the_units_given_away_are_the_advisors_for_every_seat_and_kept(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from scorekeeper.advisor import Advisor
    from scorekeeper.players import advice_facts

    rng = random.Random(9)
    path = tmp_path / "book.sqlite"
    with open_book(path) as opened:
        for number, players in enumerate((["Amy", "Bob", "Cat"], ["Amy", "Dan"], ["Bob", "Cat"]), start=1):
            sid = opened.create_session(name=f"N{number}", players=players, date=f"2026-0{number}-01").id
            for _ in range(4):
                entry = parse_hand_entry(random_hand(rng, players, foul_share=0.2))
                opened.act(sid, HandAdded, lambda s, e=entry: s.prepare_add(e, None, again=True))
        expected, seats = 0.0, 0
        for info in opened.list_sessions():
            session = opened.session(info.id)
            for record in session.hands.values():
                advisor = Advisor(session.rules_for(record.number), len(record.entry.players))
                for seat in record.entry.players:
                    if seat.name == "Amy":
                        rows = [seat.cards(r) for r in ("front", "middle", "back")]
                        expected += advisor.rank(seat.seated_cards).check(*rows).given_away
                        seats += 1
        got = book_stats(opened, "Amy", StatsFilter(), advisor=True)["advisor"]
        assert got == {
            "hands": seats,
            "given_away": f"{expected:.3f}",
            "given_away_per_hand": f"{expected / seats:.3f}",
            "not_reviewed": 0,
        }
        assert seats == 8 and expected > 0
        reviewed: list[str] = []
        real = advice_facts.given_away
        monkeypatch.setattr(facts_cache, "given_away", lambda s, n: reviewed.append(s.id) or real(s, n))
        assert book_stats(opened, "Amy", StatsFilter(), advisor=True)["advisor"] == got
        assert reviewed == []  # kept: no seat reviewed again
        window = book_stats(opened, "Amy", StatsFilter(since="2026-02-01"), advisor=True)["advisor"]
        assert window["hands"] == 4  # the second night only
