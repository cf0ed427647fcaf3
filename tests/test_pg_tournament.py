"""A 36-player event on one PostgreSQL book, its nine tables recorded at once by nine processes
(issue 28: "run to the end ... by several processes at once on PostgreSQL").

The director (this test's process) creates the event, registers 36 players (two re-buy before
the draw) and draws nine tables of four through the command line; then one process per table
deals random hands (a tenth of them fouled) and records each with ``record_hand`` into the one
book, while the director confirms every balance move the field proposes (``tournament balance
--confirm``) and re-buys players out in the re-buy period. A table's process takes its seats
from the book before every hand (``show``'s own field), so a hand refused because another
terminal changed the event in between (a move, a re-buy) is dealt again to the seats as they
are now; its table broken, the process ends.

Checked while it runs (every look of the director): every chip accounted for. Checked after,
on the log replayed action by action: the chips after every hand, the tables balanced after
every confirmed move, every elimination placed in the order out, the payouts the prize pool
to the cent, each table session's hands the event's, and the workbook's totals ``show``'s.

Run as a script, this file is one table's process:
    python tests/test_pg_tournament.py URL TOURNAMENT TABLE --seed S --go FILE
"""

from __future__ import annotations

import contextlib
import io
import json
import random
import subprocess
import sys
import time
from decimal import Decimal
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run as a script: the repository
sys.path.insert(0, str(Path(__file__).resolve().parent))  # and the tests' helpers

import pg_support  # noqa: E402
from helpers.session_kit import REPO, cli_env  # noqa: E402

from scorekeeper.book import open_book  # noqa: E402
from scorekeeper.cli.main import main as cli  # noqa: E402
from scorekeeper.demo import random_hand  # noqa: E402
from scorekeeper.errors import InputError  # noqa: E402
from scorekeeper.tournament.balance import is_balanced  # noqa: E402
from scorekeeper.tournament.field import HandOutcome  # noqa: E402
from scorekeeper.tournament_log import actions  # noqa: E402
from scorekeeper.tournament_log.extension import tournament_log  # noqa: E402
from scorekeeper.tournament_log.replay import Tally, apply, replayed  # noqa: E402
from scorekeeper.tournament_log.standings import show_json  # noqa: E402
from scorekeeper.tournament_log.tables import record_hand  # noqa: E402

pg_url = pg_support.pg_url  # the fixture: a new, empty PostgreSQL book

NAMES = [f"P{i:02}" for i in range(36)]
TABLES, SEATS, CHIPS, REBUY_UNTIL = 9, 4, 2000, 2
BUYIN, FEE = Decimal("33.33"), Decimal("3.33")  # a pool that splits into fractions of a cent
# What another terminal changing the event between a table's look and its write gets refused
# with: the seats moved (at the event or at the table's session), the table broken, the event over.
CONCURRENT = (
    "seats",
    "no such table in play",
    "not seated",
    "a hand needs 2",
    "the tournament is finished",
)


# -- one table's process ---------------------------------------------------------------------
def table_process(url: str, tid: str, table: int, *, seed: int, go: Path) -> None:
    """Deals and records hands at ``table`` until it is broken or one player is left; prints one
    JSON line per hand recorded (``hand``) and per refusal (``refused``)."""
    rng = random.Random(seed)
    while not go.exists():
        time.sleep(0.005)
    refused = 0  # in a row: a table's session whose seats never caught up would be refused for ever
    with open_book(url, create=False) as book:
        while True:
            assert refused < 100, "refused 100 times in a row"
            shown = show_json(tid, actions.tally_of(book.session(tid)))  # the seats as the book has them
            playing = [r for r in shown["field"] if r["status"] == "playing"]
            if shown["finished"] or len(playing) < 2:
                return
            seated = [r["name"] for r in sorted(playing, key=lambda r: r["seat"]) if r["table"] == table]
            if not any(r["table"] == table for r in shown["field"]):
                return  # broken: the players went to other tables
            if len(seated) < 2:
                time.sleep(0.01)  # waiting for the director to bring players here
                continue
            hand = random_hand(rng, seated, foul_share=0.1)
            try:
                record_hand(book, tid, table=table, data=hand, dealer=seated[0])
            except InputError as exc:
                if not any(words in str(exc) for words in CONCURRENT):
                    raise
                print(json.dumps({"refused": str(exc)}), flush=True)
                refused += 1
                time.sleep(min(0.01 * refused, 0.1))
                continue
            refused = 0
            done = _outcome(tournament_log(book.session(tid)), table, hand)
            out = [e.name for e in done.eliminated]
            print(json.dumps({"hand": done.hand, "eliminated": out}), flush=True)


def _outcome(log: tuple[tuple[str, dict[str, Any]], ...], table: int, hand: dict[str, Any]) -> HandOutcome:
    """This table's hand as the event recorded it: the log replayed up to it. (``record_hand``'s
    tally is read after its write, and its ``last`` may be a hand another table recorded since.)"""
    at = max(i for i, (kind, p) in enumerate(log) if kind == "t_hand" and p["table"] == table and p["entry"] == hand)
    done = replayed(log[: at + 1]).last
    assert done is not None and done.table == table
    return done


# -- the director ------------------------------------------------------------------------------
def _cli(*args: object, refusals: tuple[str, ...] = ()) -> Any:
    """One command in this process: its JSON answer, or None when refused with one of ``refusals``."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = cli([str(a) for a in args])
    if code != 0:
        assert code == 2 and any(r in err.getvalue() for r in refusals), f"{args[:2]}: {err.getvalue()}"
        return None
    assert err.getvalue() == ""
    return json.loads(out.getvalue())


def _playing_tables(show: dict[str, Any]) -> dict[int, list[str]]:
    tables: dict[int, list[str]] = {}
    for row in sorted(show["field"], key=lambda r: r["seat"] or 0):
        if row["status"] == "playing":
            tables.setdefault(row["table"], []).append(row["name"])
    return tables


def _start_tables(url: str, tid: str, go: Path, logs: Path) -> list[tuple[subprocess.Popen[str], Path, Path]]:
    children = []
    for table in range(1, TABLES + 1):
        out, err = logs / f"table{table}.out", logs / f"table{table}.err"
        with out.open("w") as stdout, err.open("w") as stderr:
            argv = [sys.executable, __file__, url, tid, str(table), "--seed", str(100 + table), "--go", str(go)]
            child = subprocess.Popen(argv, stdout=stdout, stderr=stderr, text=True, env=cli_env(), cwd=REPO)
        children.append((child, out, err))
    return children


def _direct(url: str, tid: str, children: list[tuple[subprocess.Popen[str], Path, Path]]) -> tuple[int, list[str]]:
    """The director's loop while the tables play: confirms the moves, re-buys players out in the
    re-buy period, and checks the chips at every look; (moves confirmed, who re-bought) once one is left."""
    b = ("--book", url)
    moved, rebought = 0, list[str]()
    deadline = time.monotonic() + 240
    while True:
        show = _cli("tournament", "show", tid, *b)
        chips_in = CHIPS * (len(NAMES) + 2 + len(rebought))  # a re-buy brings the starting chips
        assert show["chips_in_play"] == sum(r["chips"] for r in show["field"]) == chips_in  # every chip
        if sum(r["status"] == "playing" for r in show["field"]) == 1:
            return moved, rebought
        if show["level"] <= REBUY_UNTIL and len(rebought) < 4:
            for row in show["field"]:
                if row["status"] == "out" and _cli("tournament", "rebuy", tid, row["name"], *b,
                                                   refusals=("re-buys closed", "limit")):  # fmt: skip
                    rebought.append(row["name"])
                    break
        balanced = _cli("tournament", "balance", tid, "--confirm", *b, refusals=("no move to confirm",))
        if balanced is not None and balanced["confirmed"]:
            moved += len(balanced["moves"])
        for child, _, err in children:
            assert child.poll() in (None, 0), err.read_text()[-3000:]
        assert time.monotonic() < deadline, "the event did not end in time"
        time.sleep(0.02)


def _replayed_checks(log: tuple[tuple[str, dict[str, Any]], ...]) -> list[list[str]]:
    """The log replayed action by action: every chip after every hand, the tables balanced after
    every confirmed move; the groups out, in order (a player re-bought leaves their group)."""
    tally, groups, hands = Tally(), [], 0
    for kind, payload in log:
        apply(tally, kind, payload)
        f = tally.field
        assert f is not None
        assert sum(f.chips.values()) == f.chips_in() == CHIPS * sum(f.entries.values())
        if kind == "t_hand":
            hands += 1
            assert tally.last is not None
            if tally.last.eliminated:
                groups.append([e.name for e in tally.last.eliminated])
        elif kind == "t_moves":
            assert is_balanced(f.tables, seats=SEATS), f.tables
        elif kind == "t_rebuy" and f.seed is not None:
            groups = [[n for n in g if n != payload["player"]] for g in groups]
    assert hands == tally.hands > TABLES
    return [g for g in groups if g]


def test_nine_tables_play_a_36_player_event_at_once_on_one_book(pg_url: str, tmp_path: Path) -> None:
    b = ("--book", pg_url)
    tid = _cli("tournament", "new", "--name", "PG Open", "--buyin", BUYIN, "--fee", FEE, "--chips", CHIPS,
               "--levels", "100,200,400,800", "--hands-per-level", "4", "--rebuy-until", REBUY_UNTIL,
               "--payouts", "40,25,15,12,8", "--currency", "USD", *b)["tournament"]  # fmt: skip
    for name in NAMES:
        assert _cli("tournament", "register", tid, name, *b) == {"player": name, "entries": 1}
    for name in NAMES[:2]:
        assert _cli("tournament", "rebuy", tid, name, *b) == {"player": name, "entries": 2}
    drawn = _cli("tournament", "draw", tid, "--seed", "28", *b)["tables"]
    assert [len(t["seats"]) for t in drawn] == [SEATS] * TABLES

    played, eliminated, moved, rebought = _play(pg_url, tid, tmp_path)
    assert all(played.values()) and moved > 0, "every table played, and players moved"
    show = _cli("tournament", "show", tid, *b)
    entries = len(NAMES) + 2 + len(rebought)
    # Who the tables saw go out: those out at the end, and each re-bought once per re-buy.
    assert sorted(eliminated) == sorted([e["name"] for e in show["eliminations"]] + rebought)
    assert show["chips_in_play"] == CHIPS * entries == sum(r["chips"] for r in show["field"])
    with open_book(pg_url, create=False) as book:
        session = book.session(tid)
        log = tournament_log(session)
        tally = actions.tally_of(session)
        table_hands = {n: len(book.session(sid).live_hands()) for n, (sid, _) in _every_table_session(log).items()}
    groups = _replayed_checks(log)

    # Each hand a table's process was told is recorded is in the event and at its table's session
    # (a hand the event refused after its table took it is void there).
    counted = {t: sum(1 for kind, p in log if kind == "t_hand" and p["table"] == t) for t in range(1, TABLES + 1)}
    assert counted == played == table_hands
    assert tally.field is not None and tally.field.hands == {n: counted[n] for n in tally.field.tables}

    ranked = _check_places(show, groups)
    pool = BUYIN * entries
    assert Decimal(show["prize_pool"]) == pool and Decimal(show["fees"]) == FEE * entries
    assert sum(Decimal(p["amount"]) for p in show["payouts"]) == pool
    finished = _cli("tournament", "finish", tid, *b)
    assert finished["verified"] is True
    assert sorted(p["place"] for p in finished["places"]) == [1, *ranked]
    assert finished["places"][0]["name"] == next(r["name"] for r in show["field"] if r["status"] == "playing")
    assert sum(Decimal(p["payout"]) for p in finished["places"]) == pool  # to the cent
    _check_report(tid, pg_url, tmp_path / "report.xlsx", sum(counted.values()))


def _play(url: str, tid: str, folder: Path) -> tuple[dict[int, int], list[str], int, list[str]]:
    """The tables' processes and the director at once, to one player left: the hands each table's
    process recorded, the players its hands eliminated, the moves confirmed and who re-bought."""
    go = folder / "go"
    children = _start_tables(url, tid, go, folder)
    try:
        go.touch()
        moved, rebought = _direct(url, tid, children)
        for child, _, err in children:
            assert child.wait(timeout=60) == 0, err.read_text()[-3000:]
    finally:
        for child, _, _ in children:
            if child.poll() is None:
                child.kill()
                child.wait()
    played, eliminated = {}, []
    for table, (_, out, err) in enumerate(children, start=1):
        assert err.read_text() == ""
        lines = [json.loads(line) for line in out.read_text().splitlines()]
        played[table] = sum(1 for line in lines if "hand" in line)
        eliminated += [name for line in lines for name in line.get("eliminated", ())]
    return played, eliminated, moved, rebought


def _check_places(show: dict[str, Any], groups: list[list[str]]) -> list[int]:
    """The later out, the better the place: 2 to 36, two out on one hand with equal chips sharing
    one (and the next left out); show's order is the log's. The places, sorted."""
    places = {e["name"]: e["place"] for e in show["eliminations"]}
    ranked = sorted(places.values())
    assert len(ranked) == len(NAMES) - 1
    assert all(p == i + 2 or p == ranked[i - 1] for i, p in enumerate(ranked)), ranked
    assert [e["name"] for e in show["eliminations"]] == [n for g in groups for n in sorted(g, key=places.__getitem__)]
    worst = len(NAMES) + 1
    for group in groups:
        assert max(places[n] for n in group) < worst
        worst = min(places[n] for n in group)
    return ranked


def _every_table_session(log: tuple[tuple[str, dict[str, Any]], ...]) -> dict[int, tuple[str, str]]:
    """Each table's session as the draw (or a later opening) named it."""
    sessions: dict[int, tuple[str, str]] = {}
    for kind, p in log:
        if kind == "t_draw":
            sessions.update({n: (sid, created) for n, sid, created in p.get("sessions", ())})
        elif kind == "t_table":
            sessions[p["table"]] = (p["session"], p["created"])
    return sessions


def _check_report(tid: str, url: str, target: Path, hands: int) -> None:
    """The workbook's totals are ``show``'s."""
    from openpyxl import load_workbook  # type: ignore[import-untyped,unused-ignore]

    show = _cli("tournament", "show", tid, "--book", url)
    assert _cli("tournament", "report", tid, "--xlsx", target, "--book", url)["report"] == str(target)
    wb = load_workbook(target)
    field = [list(r) for r in wb["Field"].iter_rows(values_only=True)]
    players = [r for r in field[1:] if r[1] in NAMES]
    assert len(players) == len(NAMES)
    assert sum(r[3] for r in players) == show["chips_in_play"]
    assert sum(Decimal(str(r[7])) for r in players if r[7]) == Decimal(show["prize_pool"])
    assert len(list(wb["Hands"].iter_rows(values_only=True))) - 1 == hands
    out = [r[1] for r in list(wb["Eliminations"].iter_rows(values_only=True))[1:]]
    assert out == [e["name"] for e in show["eliminations"]]
    money = {r[0]: r[1] for r in wb["Prize pool"].iter_rows(values_only=True) if r and isinstance(r[0], str)}
    assert Decimal(str(money["Prize pool"])) == Decimal(show["prize_pool"])
    assert Decimal(str(money["House fees"])) == Decimal(show["fees"])
    assert money["Chips brought in"] == money["Chips in play"] == show["chips_in_play"]


def main() -> int:
    import argparse

    parser = argparse.ArgumentParser()
    parser.add_argument("url")
    parser.add_argument("tournament")
    parser.add_argument("table", type=int)
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--go", required=True)
    args = parser.parse_args()
    table_process(args.url, args.tournament, args.table, seed=args.seed, go=Path(args.go))
    return 0


if __name__ == "__main__":
    sys.exit(main())
