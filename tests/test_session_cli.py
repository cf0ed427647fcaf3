"""The ``scorekeeper session`` command line against session-cli.md, in fresh interpreters."""

from __future__ import annotations

import json
import random
import re
import subprocess
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from helpers.session_kit import (
    add_up,
    assert_refused,
    cli_json,
    expected_result,
    pay,
    run_cli,
    run_cli_many,
    snapshot,
)

from scorekeeper.book.storage import Book
from scorekeeper.cli.main import main
from scorekeeper.demo import random_hand
from scorekeeper.ledger.settlement import Transfer
from scorekeeper.session.session import parse_hand_entry

D = Decimal
AMOUNT = re.compile(r"-?(0|[1-9]\d*)(\.\d*[1-9])?")


def write(folder: Path, name: str, data: Any) -> Path:
    path = folder / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def is_amount(text: Any) -> bool:
    return isinstance(text, str) and AMOUNT.fullmatch(text) is not None and text != "-0"


def test_a_whole_session_from_the_command_line(tmp_path: Path) -> None:
    book = tmp_path / "book.sqlite"
    rng = random.Random(4)
    b = ("--book", book)
    created = cli_json("session", "new", "--name", "Friday", "--players", "Amy, Bob,Cy,Dee", "--unit", "0.5",
                       "--currency", "EUR", "--stake", "Amy,Bob=10", *b)  # fmt: skip
    assert created == {"session": "1"}

    # What the test expects, from what it sets: rules and stakes from the next hand on.
    rules: Any = "classic-2-4"
    stakes = {frozenset({"Amy", "Bob"}): D(10)}
    results: dict[int, dict[str, Any]] = {}

    def add(seated: list[str], *extra: str) -> int:
        thirteen_water = "thirteen-water" in json.dumps(rules)  # surrender not allowed
        data = random_hand(rng, seated, surrender_share=0 if thirteen_water else 0.1)
        out = cli_json("session", "add", "1", write(tmp_path, f"hand{len(results) + 1}.json", data), *extra, *b)
        assert set(out) == {"hand"}
        results[out["hand"]] = expected_result(data["players"], rules, D("0.5"), stakes)
        return int(out["hand"])

    assert add(["Amy", "Bob", "Cy"]) == 1
    assert add(["Dee", "Bob"], "--dealer", "Bob") == 2
    fix = random_hand(rng, ["Amy", "Cy", "Dee"])
    fixed = cli_json("session", "edit", "1", "2", write(tmp_path, "fix.json", fix), "--reason", "typo", *b)
    assert fixed == {"hand": 2}
    results[2] = expected_result(fix["players"], rules, D("0.5"), stakes)
    assert cli_json("session", "void", "1", "1", "--reason", "misdeal", *b) == {"hand": 1}
    for command in ("undo", "redo"):  # undoes and redoes the void; nothing to report
        done = run_cli("session", command, "1", *b)
        assert (done.returncode, done.stdout, done.stderr) == (0, "", "")
    del results[1]

    for args in (("stake", "1", "Cy,Amy=3"), ("rules", "1", "classic-1-6")):
        done = run_cli("session", *args, *b)
        assert (done.returncode, done.stdout, done.stderr) == (0, "", "")
    stakes[frozenset({"Amy", "Cy"})] = D(3)
    rules = "classic-1-6"
    assert add(["Amy", "Cy", "Dee"]) == 3
    custom = {"preset": "thirteen-water", "scoop_multiplier": 3}
    done = run_cli("session", "rules", "1", write(tmp_path, "rules.json", custom), *b)
    assert (done.returncode, done.stdout, done.stderr) == (0, "", "")
    rules = custom
    assert add(["Amy", "Bob", "Cy", "Dee"]) == 4
    done = run_cli("session", "players", "1", "Amy,Bob,Cy,Eve", *b)
    assert (done.returncode, done.stdout, done.stderr) == (0, "", "")
    assert add(["Eve", "Amy"]) == 5
    assert_refused(
        run_cli("session", "add", "1", write(tmp_path, "dee.json", random_hand(rng, ["Dee", "Amy"])), *b),
        "Dee is not seated in this session now",
    )

    listed, shown, settled = (json.loads(r.stdout) for r in run_cli_many(
        ("session", "list", *b), ("session", "show", "1", *b), ("session", "settle", "1", *b)))  # fmt: skip

    assert set(listed) == {"sessions"} and len(listed["sessions"]) == 1
    entry = listed["sessions"][0]
    assert set(entry) == {"session", "name", "date", "hands"}
    assert (entry["session"], entry["name"], entry["hands"]) == ("1", "Friday", 4)
    assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", entry["date"])

    money, units, pairs = add_up(results.values())
    assert set(shown) == {"session", "name", "currency", "unit", "players", "pairs", "hands"}
    assert (shown["session"], shown["name"], shown["currency"], shown["unit"]) == ("1", "Friday", "EUR", "0.5")
    assert [p["name"] for p in shown["players"]] == ["Amy", "Bob", "Cy", "Dee", "Eve"]
    for p in shown["players"]:
        assert set(p) == {"name", "hands", "units", "money"} and is_amount(p["units"]) and is_amount(p["money"])
        assert (D(p["money"]), D(p["units"])) == (money.get(p["name"], D(0)), units.get(p["name"], D(0)))
        assert p["hands"] == sum(1 for r in results.values() if p["name"] in {x["name"] for x in r["players"]})
    order = ["Amy", "Bob", "Cy", "Dee", "Eve"]
    assert [tuple(p["players"]) for p in shown["pairs"]] == sorted(
        {tuple(sorted(k, key=order.index)) for k in pairs}, key=lambda k: (order.index(k[0]), order.index(k[1]))
    )
    for p in shown["pairs"]:
        a, b_ = p["players"]
        assert set(p) == {"players", "stake", "units", "money"} and D(p["money"]) == pairs[(a, b_)]
        assert D(p["stake"]) == stakes.get(frozenset({a, b_}), D("0.5"))  # the stake in force now
    assert [h["hand"] for h in shown["hands"]] == [1, 2, 3, 4, 5]
    for h in shown["hands"]:
        assert set(h) == {"hand", "status", "money"}
        if h["hand"] == 1:
            assert (h["status"], h["money"]) == ("void", {})
        else:
            assert h["status"] == "recorded"
            assert h["money"] == {p["name"]: p["money"] for p in results[h["hand"]]["players"]}

    assert set(settled) == {
        "session",
        "balances",
        "by_pair",
        "simplified",
        "coin",
        "rounding",
        "fingerprint",
        "verified",
    }
    assert settled["session"] == "1" and settled["verified"] is True
    assert re.fullmatch(r"[0-9a-f]{16}", settled["fingerprint"])
    balances = {n: D(v) for n, v in settled["balances"].items()}
    assert balances == {n: money.get(n, D(0)) for n in order}
    for key in ("by_pair", "simplified"):
        transfers = [Transfer(t["from"], t["to"], D(t["amount"])) for t in settled[key]]
        assert all(set(t) == {"from", "to", "amount"} and is_amount(t["amount"]) for t in settled[key])
        assert set(pay(balances, transfers).values()) <= {D(0)}

    # Exported and imported into another book: the same session; into the same one: refused.
    exported = tmp_path / "friday.json"
    done = run_cli("export", "1", "--json", exported, *b)
    assert (done.returncode, done.stdout, done.stderr) == (0, "", "")
    other = tmp_path / "other.sqlite"
    assert cli_json("import", exported, "--book", other) == {"session": "1"}
    twice = run_cli("import", exported, *b)
    assert (twice.returncode, twice.stdout) == (2, "")
    assert twice.stderr == "this book already holds that session (session 1); not imported twice\n"
    assert json.loads(run_cli("session", "show", "1", "--book", other).stdout) == shown


@pytest.fixture(scope="module")
def prepared(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, Path]]:
    """A book with session 1 (two hands) and session 2 (nothing yet), and the files to feed it."""
    folder = tmp_path_factory.mktemp("refusals")
    book = folder / "book.sqlite"
    rng = random.Random(12)
    last = random_hand(rng, ["Amy", "Bob", "Cy"])
    with Book.open(book) as b:
        sid = b.create_session(name="Friday", players=["Amy", "Bob", "Cy", "Dee"]).id
        for data in (random_hand(rng, ["Amy", "Dee"]), last):
            entry = parse_hand_entry(data)
            b.act(sid, "added", lambda s, e=entry: s.prepare_add(e))  # type: ignore[misc]
        b.create_session(name="Empty", players=["Amy", "Bob"])
    good = random_hand(rng, ["Amy", "Bob"])
    dup_card = random_hand(rng, ["Amy", "Bob"])
    dup_card["players"][1]["front"] = dup_card["players"][0]["front"]
    tampered_export = folder / "tampered.json"
    done = run_cli("export", "1", "--json", tampered_export, "--book", book)
    assert done.returncode == 0, done.stderr
    export = json.loads(tampered_export.read_text())
    export["events"][1]["payload"]["result"]["players"][0]["money"] = "1000"
    tampered_export.write_text(json.dumps(export))
    files = {
        "with rules": write(folder, "rules.json", {**good, "rules": "classic-1-6"}),
        "with unit": write(folder, "unit.json", {**good, "unit": "2"}),
        "with stakes": write(folder, "stakes.json", {**good, "stakes": [{"players": ["Amy", "Bob"], "unit": 5}]}),
        "duplicate": write(folder, "dup.json", last),
        "duplicate card": write(folder, "dupcard.json", dup_card),
        "stranger": write(folder, "stranger.json", random_hand(rng, ["Amy", "Zed"])),
        "alone": write(folder, "alone.json", {"players": good["players"][:1]}),
        "good": write(folder, "good.json", good),
        "bad rules": write(folder, "badrules.json", {"preset": "classic-2-4", "scorring": "2-4"}),
        "tampered export": tampered_export,
        "broken": folder / "broken.json",
        "missing": folder / "missing.json",
    }
    files["broken"].write_text('{"players": [', encoding="utf-8")
    return book, files


REFUSALS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    # name: (arguments, with {file} names replaced; what the one stderr line says)
    "hand carries rules": (("session", "add", "1", "{with rules}"), ("cannot carry 'rules'",)),
    "hand carries unit": (("session", "add", "1", "{with unit}"), ("cannot carry 'unit'",)),
    "hand carries stakes": (("session", "add", "1", "{with stakes}"), ("cannot carry 'stakes'",)),
    "edit carries rules": (("session", "edit", "1", "1", "{with rules}", "--reason", "x"), ("cannot carry",)),
    "same hand again": (("session", "add", "1", "{duplicate}"), ("same as hand 2", "duplicate")),
    "a card twice": (("session", "add", "1", "{duplicate card}"), ("duplicate card",)),
    "player not in the session": (("session", "add", "1", "{stranger}"), ("Zed is not seated",)),
    "one player": (("session", "add", "1", "{alone}"), ("players",)),
    "not JSON": (("session", "add", "1", "{broken}"), ("not valid JSON",)),
    "no such file": (("session", "add", "1", "{missing}"), ("cannot read",)),
    "dealer not seated": (("session", "add", "1", "{good}", "--dealer", "Cy"), ("dealer Cy is not seated",)),
    "no such session": (("session", "add", "9", "{good}"), ("no session '9'",)),
    "not a session id": (("session", "show", "abc"), ("no session 'abc'",)),
    "settle no such session": (("session", "settle", "7"), ("no session '7'",)),
    "edit without reason": (("session", "edit", "1", "1", "{good}"), ("--reason",)),
    "edit with a blank reason": (("session", "edit", "1", "1", "{good}", "--reason", "  "), ("needs a reason",)),
    "edit no such hand": (("session", "edit", "1", "99", "{good}", "--reason", "x"), ("no hand 99",)),
    "void no such hand": (("session", "void", "1", "99", "--reason", "x"), ("no hand 99",)),
    "void a number that is not one": (("session", "void", "1", "two", "--reason", "x"), ("invalid int value",)),
    "nothing to undo": (("session", "undo", "2"), ("nothing to undo",)),
    "nothing to redo": (("session", "redo", "1"), ("nothing to redo",)),
    "stake unknown player": (("session", "stake", "1", "Amy,Zed=3"), ("unknown player 'Zed'",)),
    "stake same player": (("session", "stake", "1", "Amy,Amy=3"), ("two different players",)),
    "stake without amount": (("session", "stake", "1", "Amy,Bob"), ("Amy,Bob=10",)),
    "stake negative": (("session", "stake", "1", "Amy,Bob=-2"), ("negative",)),
    "stake exponent": (("session", "stake", "1", "Amy,Bob=1e2"), ("plain decimal",)),
    "rules unknown preset": (("session", "rules", "1", "classic-9-9"), ("classic-9-9",)),
    "rules unknown option": (("session", "rules", "1", "{bad rules}"), ("scorring",)),
    "players just one": (("session", "players", "1", "Amy"), ("at least 2",)),
    "new with one player": (("session", "new", "--name", "Solo", "--players", "Amy"), ("at least 2 players",)),
    "new with a name twice": (("session", "new", "--name", "X", "--players", "Amy,Bob,Amy"), ("named twice",)),
    "new with a bad unit": (("session", "new", "--name", "X", "--players", "Amy,Bob", "--unit", "-1"), ("--unit",)),
    "new with a bad stake": (
        ("session", "new", "--name", "X", "--players", "Amy,Bob", "--stake", "Amy,Cy=1"),
        ("unknown player 'Cy'",),
    ),
    "import a hand file": (("import", "{good}"), ("format",)),
    "import a changed export": (("import", "{tampered export}"), ("changed after export",)),
    "import not JSON": (("import", "{broken}"), ("not valid JSON",)),
}


def command(name: str, book: Path, files: dict[str, Path]) -> list[str]:
    args, _ = REFUSALS[name]
    return [*(str(files[a[1:-1]]) if a.startswith("{") else a for a in args), "--book", str(book)]


def run_in_process(args: list[str], capsys: pytest.CaptureFixture[str]) -> subprocess.CompletedProcess[str]:
    """``scorekeeper.cli.main.main`` in this interpreter: the same code, without a start-up per command."""
    try:
        code = main(args)
    except SystemExit as exc:  # argparse refusing the arguments
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    return subprocess.CompletedProcess(args, code, out, err)


def test_every_refusal_exits_2_with_one_line_and_leaves_the_book_alone(
    prepared: tuple[Path, dict[str, Path]], capsys: pytest.CaptureFixture[str]
) -> None:
    book, files = prepared
    before = snapshot(book.parent)
    for name in sorted(REFUSALS):
        result = run_in_process(command(name, book, files), capsys)
        try:
            assert_refused(result, *REFUSALS[name][1])
        except AssertionError as exc:
            raise AssertionError(f"{name}: {exc}") from None
        assert snapshot(book.parent) == before, name
    with Book.open(book) as b:
        assert [len(b.session(s).events) for s in ("1", "2")] == [3, 1]


# One refusal of each command, through a real ``python -m scorekeeper``.
REAL = [
    "hand carries rules", "same hand again", "a card twice", "edit without reason", "void no such hand",
    "nothing to undo", "nothing to redo", "stake unknown player", "rules unknown option", "players just one",
    "new with one player", "not a session id", "settle no such session", "import a changed export",
]  # fmt: skip


def test_refusals_through_the_real_command(prepared: tuple[Path, dict[str, Path]]) -> None:
    book, files = prepared
    before = snapshot(book.parent)
    results = []
    for start in range(0, len(REAL), 4):  # a few at a time: they all open the same book
        results += run_cli_many(*[command(name, book, files) for name in REAL[start : start + 4]])
    for name, result in zip(REAL, results, strict=True):
        try:
            assert_refused(result, *REFUSALS[name][1])
        except AssertionError as exc:
            raise AssertionError(f"{name}: {exc}") from None
    assert snapshot(book.parent) == before
