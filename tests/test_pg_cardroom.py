"""A card room night on one PostgreSQL book: four terminals, one per table, record 250
hands each at once while players move between the tables.

Every hand a terminal was told is saved is in the book, none twice; every table's totals
are the sum of what ``scorekeeper score`` says of its hands, and the cashier's view is
the sum of the tables.

Run as a script, this file is one terminal:
    python tests/test_pg_cardroom.py URL SESSION TABLE --hands N --seed S --go FILE
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
import time
from decimal import Decimal
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run as a script: the repository
sys.path.insert(0, str(Path(__file__).resolve().parent))  # and the tests' helpers

import pg_support  # noqa: E402
from helpers.session_kit import REPO, assert_book_consistent, cli_env, entry_digest, expected_result, money_of  # noqa: E402

from scorekeeper.book import (
    cardroom,
    open_book,  # noqa: E402
)
from scorekeeper.demo import random_hand  # noqa: E402
from scorekeeper.game.deal import hand_json  # noqa: E402
from scorekeeper.ledger import totals as ledger  # noqa: E402
from scorekeeper.session.session import parse_hand_entry  # noqa: E402

D = Decimal
TABLES, HANDS, ROUND = 4, 250, 50  # players move to the next table every ROUND hands
PLAYERS = [
    f"{first} {last}" for last in ("Ng", "Ortiz") for first in ("Amy", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal")
]
UNIT, RULES, NIGHT = D("0.5"), "classic-2-4", "2026-11-27"
pg_url = pg_support.pg_url  # the fixture: a new, empty PostgreSQL book


def seats(table: int, round_: int) -> list[str]:
    """Who sits at ``table`` in round ``round_``: each round one player of every table moves
    to the table before it, and the four tables never share a player within a round."""
    return [PLAYERS[(4 * table + round_ + i) % len(PLAYERS)] for i in range(4)]


def terminal(url: str, sid: str, table: int, *, hands: int, seed: int, go: Path) -> None:
    """One table's terminal: prints ``added N ENTRY_JSON`` once each hand's COMMIT returned."""
    rng = random.Random(seed)
    while not go.exists():
        time.sleep(0.001)
    with open_book(url) as book:
        print("ready", flush=True)
        for i in range(hands):
            if i % ROUND == 0 and i:
                names = seats(table, i // ROUND)
                book.act(sid, "players", lambda s, n=names: s.prepare_players(n))  # type: ignore[misc]
            sitting = seats(table, i // ROUND)
            entry = parse_hand_entry(random_hand(rng, rng.sample(sitting, rng.randint(2, 4))))
            event = book.act(sid, "added", lambda s, e=entry: s.prepare_add(e))  # type: ignore[misc]
            print("added", event.payload["hand"], json.dumps(hand_json(entry)), flush=True)


def test_four_tables_record_at_once_into_one_book_and_the_cashier_adds_them_up(pg_url: str, tmp_path: Path) -> None:
    with open_book(pg_url) as book:
        ids = [
            book.create_session(name=f"Table {t + 1}", players=seats(t, 0), unit=UNIT, currency="EUR", date=NIGHT).id
            for t in range(TABLES)
        ]
    go = tmp_path / "go"
    children = [
        subprocess.Popen(
            [sys.executable, __file__, pg_url, sid, str(t), "--hands", str(HANDS), "--seed", str(t), "--go", str(go)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=cli_env(),
            cwd=REPO,
        )
        for t, sid in enumerate(ids)
    ]
    go.touch()
    reported: dict[str, dict[int, dict[str, object]]] = {}
    for sid, child in zip(ids, children, strict=True):
        out, err = child.communicate(timeout=600)
        assert child.returncode == 0 and err == "", err[-2000:]
        lines = out.splitlines()
        assert lines[0] == "ready"
        mine: dict[int, dict[str, object]] = {}
        for line in lines[1:]:
            _, number, entry = line.split(" ", 2)
            assert int(number) not in mine, f"table {sid}: hand {number} reported twice"
            mine[int(number)] = json.loads(entry)
        reported[sid] = mine

    night_money: dict[str, Decimal] = {}
    with open_book(pg_url) as book:
        for sid in ids:
            session = assert_book_consistent(book, sid)
            assert sorted(session.hands) == sorted(reported[sid]) == list(range(1, HANDS + 1))  # 0 lost, 0 twice
            digests = [entry_digest(r.entry.dump()) for r in session.hands.values()]
            assert len(set(digests)) == HANDS
            expected: dict[str, Decimal] = {}
            for number, entry in reported[sid].items():
                assert entry_digest(session.hands[number].entry.dump()) == entry_digest(entry)
                for name, money in money_of(expected_result(entry["players"], RULES, UNIT, {})).items():  # type: ignore[arg-type]
                    expected[name] = expected.get(name, D(0)) + money
                    night_money[name] = night_money.get(name, D(0)) + money
            totals = ledger.totals(session)
            assert {n: t.money for n, t in totals.players.items() if t.hands} == expected
            assert ledger.settle(session, head=book.head(sid)).verified
        night = cardroom.night_of(book, NIGHT)
        assert night.sessions == tuple(ids)
        view = cardroom.cashier(book, night)
        tables = cardroom.tables(book, night)
    assert [c.currency for c in view.currencies] == ["EUR"]
    assert view.currencies[0].balances == dict(sorted(night_money.items()))  # the cashier = the sum of the tables
    moved = [p for p in PLAYERS if sum(p in t.money for t in tables) > 1]
    assert len(moved) >= 8  # players really moved between tables
    assert sum(view.currencies[0].balances.values(), D(0)) == 0


def main() -> int:
    import argparse

    parser = argparse.ArgumentParser()
    parser.add_argument("url")
    parser.add_argument("session")
    parser.add_argument("table", type=int)
    parser.add_argument("--hands", type=int, required=True)
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--go", required=True)
    args = parser.parse_args()
    terminal(args.url, args.session, args.table, hands=args.hands, seed=args.seed, go=Path(args.go))
    return 0


if __name__ == "__main__":
    sys.exit(main())
