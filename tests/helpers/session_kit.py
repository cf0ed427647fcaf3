"""What the session and book tests share: files on disk, the CLI, independent expectations.

Nothing here reads a session's internals to build an expectation: expected hands come
from ``scorekeeper.game.score_request.score_json`` fed with what the test itself set.
"""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
import subprocess
import sys
from collections.abc import Iterable, Mapping, Sequence
from decimal import Decimal
from functools import cache
from pathlib import Path
from typing import Any

from scorekeeper.book.storage import Book
from scorekeeper.game.score_request import score_json
from scorekeeper.ledger.settlement import Transfer
from scorekeeper.ledger.totals import fingerprint
from scorekeeper.session.events import Event, verify_chain
from scorekeeper.session.session import Session

REPO = Path(__file__).resolve().parents[2]
D = Decimal


# -- files -----------------------------------------------------------------------------
def sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def snapshot(folder: Path) -> dict[str, str]:
    """Every file in ``folder`` (the book, its -wal/-shm, anything else) and its hash."""
    return {p.name: sha(p) for p in sorted(folder.iterdir()) if p.is_file()}


def entry_digest(entry: Mapping[str, Any]) -> str:
    """One hand's identity: its seats, cards and flags, as the hand file gave them."""
    return hashlib.sha256(json.dumps(entry, sort_keys=True).encode()).hexdigest()[:16]


# -- the command line -------------------------------------------------------------------
def cli_env() -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(REPO) + os.pathsep + env.get("PYTHONPATH", "")
    env["PYTHONIOENCODING"] = "utf-8"
    return env


def run_cli(*args: str | Path, cwd: Path | None = None, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    """``python -m scorekeeper ARGS`` in a fresh interpreter."""
    return subprocess.run(
        [sys.executable, "-m", "scorekeeper", *map(str, args)],
        capture_output=True,
        text=True,
        encoding="utf-8",
        cwd=cwd or REPO,
        env=cli_env(),
        timeout=timeout,
    )


def run_cli_many(*commands: Sequence[str | Path], timeout: float = 120) -> list[subprocess.CompletedProcess[str]]:
    """Several independent ``python -m scorekeeper`` runs at once (they only read, or are refused)."""
    children = [
        (
            args,
            subprocess.Popen(
                [sys.executable, "-m", "scorekeeper", *map(str, args)],
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
                encoding="utf-8",
                cwd=REPO,
                env=cli_env(),
            ),
        )
        for args in commands
    ]
    results = []
    for args, child in children:
        out, err = child.communicate(timeout=timeout)
        results.append(subprocess.CompletedProcess([str(a) for a in args], child.returncode, out, err))
    return results


def cli_json(*args: str | Path) -> Any:
    """Run a command that must succeed and print one JSON object."""
    result = run_cli(*args)
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    return json.loads(result.stdout)


def assert_refused(result: subprocess.CompletedProcess[str], *needles: str, code: int = 2) -> str:
    """Exit ``code``, nothing on stdout, exactly one line on stderr containing each needle."""
    assert result.returncode == code, (result.returncode, result.stdout, result.stderr)
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].strip(), result.stderr
    for needle in needles:
        assert needle.lower() in lines[0].lower(), (needle, lines[0])
    return lines[0]


# -- independent expectations -----------------------------------------------------------
def score_input(
    players: Sequence[Mapping[str, Any]], rules: Any, unit: Decimal, stakes: Mapping[frozenset[str], Decimal]
) -> dict[str, Any]:
    """The ``scorekeeper score`` input for a hand under the given rules, unit and stakes."""
    seated = [p["name"] for p in players]
    pairs = [
        {"players": sorted(pair, key=seated.index), "unit": str(value)}
        for pair, value in stakes.items()
        if pair <= set(seated)
    ]
    return {"rules": rules, "unit": str(unit), "stakes": pairs, "players": [dict(p) for p in players]}


def expected_result(
    players: Sequence[Mapping[str, Any]], rules: Any, unit: Decimal, stakes: Mapping[frozenset[str], Decimal]
) -> dict[str, Any]:
    """What ``scorekeeper score`` says about this hand."""
    return score_json(score_input(players, rules, unit, stakes))


def money_of(result: Mapping[str, Any]) -> dict[str, Decimal]:
    return {p["name"]: D(p["money"]) for p in result["players"]}


Sums = tuple[dict[str, Decimal], dict[str, Decimal], dict[tuple[str, str], Decimal]]


def add_up(results: Iterable[Mapping[str, Any]]) -> Sums:
    """Money, units per player and money per ordered pair (what the first receives) over the results."""
    money: dict[str, Decimal] = {}
    units: dict[str, Decimal] = {}
    pairs: dict[tuple[str, str], Decimal] = {}
    for result in results:
        for p in result["players"]:
            money[p["name"]] = money.get(p["name"], D(0)) + D(p["money"])
            units[p["name"]] = units.get(p["name"], D(0)) + D(p["units"])
        for pair in result["pairs"]:
            a, b = pair["players"]
            pairs[(a, b)] = pairs.get((a, b), D(0)) + D(pair["money"])
            pairs[(b, a)] = pairs.get((b, a), D(0)) - D(pair["money"])
    return money, units, pairs


# -- settling ---------------------------------------------------------------------------
def pay(balances: Mapping[str, Decimal], transfers: Iterable[Transfer]) -> dict[str, Decimal]:
    """Balances left after every transfer is paid."""
    left = dict(balances)
    for t in transfers:
        assert t.amount > 0
        left[t.payer] += t.amount
        left[t.payee] -= t.amount
    return left


def fewest_transfers(balances: Mapping[str, Decimal]) -> int:
    """The fewest payments that clear ``balances``, by exhaustive search (small tables only)."""
    values = tuple(sorted(v for v in balances.values() if v != 0))

    @cache
    def search(debts: tuple[Decimal, ...]) -> int:
        debts = tuple(sorted(v for v in debts if v != 0))
        if not debts:
            return 0
        first, rest = debts[0], list(debts[1:])
        best = len(debts)  # never more than n - 1, but n is a safe start
        for i, other in enumerate(rest):
            if (other > 0) != (first > 0):  # the first settles fully with someone of the other sign
                nxt = rest.copy()
                nxt[i] = other + first
                best = min(best, 1 + search(tuple(nxt)))
        return best

    return search(values)


# -- the book on disk --------------------------------------------------------------------
def integrity(path: Path) -> list[tuple[Any, ...]]:
    db = sqlite3.connect(path)
    try:
        return db.execute("PRAGMA integrity_check").fetchall()
    finally:
        db.close()


def hand_money_rows(book: Book, sid: str) -> dict[tuple[int, str], Decimal]:
    rows = book.db.execute("SELECT hand, player, money FROM hand_money WHERE session_id = ?", (int(sid),))
    return {(hand, player): D(money) for hand, player, money in rows}


def assert_book_consistent(book: Book, sid: str) -> Session:
    """The session replays whole, its chain verifies, and ``hand_money`` matches its live hands."""
    session = book.session(sid)
    assert session.damaged == []
    assert verify_chain(session.events, head=book.head(sid)) == []
    stored = book.db.execute("SELECT events FROM sessions WHERE id = ?", (int(sid),)).fetchone()[0]
    count = book.db.execute("SELECT COUNT(*) FROM events WHERE session_id = ?", (int(sid),)).fetchone()[0]
    assert stored == count == len(session.events)
    expected = {(r.number, name): money for r in session.live_hands() for name, money in r.money().items()}
    assert hand_money_rows(book, sid) == expected
    return session


# -- the command in this process ------------------------------------------------------------
def cli(capsys: Any, *args: str | Path) -> Any:
    """``scorekeeper ARGS`` run in this process: its JSON answer (None when it prints nothing); exit 0."""
    from scorekeeper.cli.main import main

    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    assert code == 0, err
    return json.loads(out) if out.strip() else None


def refused(capsys: Any, *args: str | Path) -> str:
    """``scorekeeper ARGS`` refused: exit 2, nothing on standard output, one line on standard error."""
    from scorekeeper.cli.main import main

    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1, (code, out, err)
    return err.strip()


# -- forgeries: the chain recomputed around a changed payload, as a careful forger would -------------
def rechain_export(data: dict[str, Any]) -> None:
    """An exported session's events renumbered and every hash and the fingerprint recomputed."""
    prev = ""
    for i, e in enumerate(data["events"], start=1):
        e["seq"] = i
        e["hash"] = prev = Event.make(seq=i, kind=e["kind"], payload=e["payload"], prev=prev, at=e["at"]).hash
    data["fingerprint"] = fingerprint(prev)


def forge_book(path: Path, change: Any, session_id: int = 1) -> None:
    """``change(seq, kind, payload)`` applied to a SQLite book's session in place, every hash after
    it recomputed and the head moved."""
    db = sqlite3.connect(path)
    rows = db.execute(
        "SELECT seq, kind, at, payload FROM events WHERE session_id = ? ORDER BY seq", (session_id,)
    ).fetchall()
    prev = ""
    for seq, kind, at, text in rows:
        payload = json.loads(text)
        change(seq, kind, payload)
        event = Event.make(seq=seq, kind=kind, payload=payload, prev=prev, at=at)
        db.execute("UPDATE events SET payload = ?, hash = ? WHERE session_id = ? AND seq = ?",
                   (event.payload_text, event.hash, session_id, seq))  # fmt: skip
        prev = event.hash
    db.execute("UPDATE sessions SET head = ? WHERE id = ?", (prev, session_id))
    db.commit()
    db.close()
