"""The `scorekeeper score` contract (score-cli.md), driven as a user drives it: a subprocess.

Good input: exit 0 and exactly the JSON of the spec. Bad input: exit 2, nothing on standard output,
exactly one line on standard error naming the problem, never a traceback.

Every case (43 bad inputs, 12 good ones) runs in-process through `scorekeeper.cli.main.main`, the function
the command runs, with standard input, output and error captured; any exception escaping it fails the
test. The spec example, a missing file, a missing argument and a sample of the bad inputs also run as
real `python -m scorekeeper score` subprocesses, concurrently in one module fixture.
"""

from __future__ import annotations

import copy
import io
import json
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest

from scorekeeper.cli.main import main

AMY = {"name": "Amy", "front": "6s 6c 4h", "middle": "Td Ts 9c Qs 8c", "back": "3h 3d 3s 2h 2d"}
BOB = {
    "name": "Bob",
    "front": "Ah Kd Qd",
    "middle": "9h 9d 5h 5d 4c",
    "back": "Ks Js 9s 8s 7s",
    "surrender": False,
    "declare_natural": True,
}
CY = {"name": "Cy", "front": "Ac Jc 5s", "middle": "Kh Kc 7h 6d 2s", "back": "As Ad Jh Jd Tc"}

# The input and output examples of score-cli.md, verbatim.
SPEC_INPUT: dict[str, Any] = {
    "rules": "classic-2-4",
    "unit": "1",
    "stakes": [{"players": ["Amy", "Bob"], "unit": "10"}],
    "players": [AMY, BOB],
}
SPEC_OUTPUT: dict[str, Any] = {
    "players": [
        {
            "name": "Amy",
            "units": "2",
            "money": "20",
            "status": "played",
            "natural": None,
            "royalties": [],
            "rows": {"front": "pair", "middle": "pair", "back": "full-house"},
        },
        {
            "name": "Bob",
            "units": "-2",
            "money": "-20",
            "status": "played",
            "natural": None,
            "royalties": [],
            "rows": {"front": "high-card", "middle": "two-pair", "back": "flush"},
        },
    ],
    "pairs": [{"players": ["Amy", "Bob"], "units": "2", "money": "20", "rows": [1, -1, 1]}],
}


def with_(**changes: Any) -> dict[str, Any]:
    data = copy.deepcopy(SPEC_INPUT)
    data.update(changes)
    return data


def text(data: Any) -> str:
    return data if isinstance(data, str) else json.dumps(data, ensure_ascii=False)


# -- bad inputs: (id, stdin text or JSON, the start of the one error line) ---------------------------

BAD: list[tuple[str, Any, str]] = [
    ("rule-option-typo", with_(rules={"scorring": "2-4"}), "unknown rule option 'scorring'"),
    ("rule-unknown-value", with_(rules={"scoring": "3-3"}), "rules.scoring: unknown value '3-3'"),
    ("rule-unknown-preset", with_(rules="classic"), "unknown rule preset 'classic'"),
    ("rule-preset-not-a-name", with_(rules={"preset": {"preset": "ofc"}}), "rules.preset: must be a preset name"),
    ("rule-bool-as-text", with_(rules={"front_qka_straight": "yes"}), "rules.front_qka_straight:"),
    (
        "rule-front-straight",
        with_(rules={"royalties": [{"row": "front", "hand": "straight", "units": 1}]}),
        "rules.royalties[0]: a front cannot make straight",
    ),
    ("rule-unknown-natural", with_(rules={"naturals": {"rainbow": 3}}), "rules.naturals: unknown value 'rainbow'"),
    ("unit-exponent-text", with_(unit="1e2"), "unit: must be a plain decimal like 2 or 2.5 (got '1e2')"),
    (
        "unit-exponent-number",
        text(with_(unit="@")).replace('"@"', "1e2"),
        "unit: must be a plain decimal like 2 or 2.5 (got '1e2')",
    ),
    ("unit-plus", with_(unit="+1"), "unit: must be a plain decimal like 2 or 2.5 (got '+1')"),
    ("unit-leading-point", with_(unit=".5"), "unit: must be a plain decimal like 2 or 2.5 (got '.5')"),
    (
        "unit-nan",
        text(with_(unit="@")).replace('"@"', "NaN"),
        "unit: must be a plain decimal like 2 or 2.5 (got 'NaN')",
    ),
    ("unit-nan-text", with_(unit="NaN"), "unit: must be a plain decimal like 2 or 2.5 (got 'NaN')"),
    ("unit-infinity", text(with_(unit="@")).replace('"@"', "Infinity"), "unit: must be a plain decimal"),
    ("unit-negative-number", with_(unit=-1), "unit: must not be negative"),
    ("unit-negative-text", with_(unit="-2.5"), "unit: must not be negative"),
    ("unit-bool", with_(unit=True), "unit: must be a decimal string or whole number"),
    (
        "stake-negative",
        with_(stakes=[{"players": ["Amy", "Bob"], "unit": "-10"}]),
        "stakes[0].unit: must not be negative",
    ),
    ("surrender-negative", with_(rules={"surrender": -2}), "rules.surrender: must not be negative"),
    ("unknown-top-key", with_(units="1"), "unknown key 'units'"),
    ("unknown-player-key", with_(players=[{**AMY, "seat": "x"}, BOB]), "unknown key 'seat' in players[0]"),
    (
        "unknown-stake-key",
        with_(stakes=[{"players": ["Amy", "Bob"], "unit": "1", "per": "unit"}]),
        "unknown key 'per' in stakes[0]",
    ),
    (
        "stake-unknown-player",
        with_(stakes=[{"players": ["Amy", "Zed"], "unit": "5"}]),
        "stakes[0]: unknown player 'Zed'",
    ),
    (
        "stake-same-player-twice",
        with_(stakes=[{"players": ["Amy", "Amy"], "unit": "5"}]),
        "stakes[0]: names 'Amy' twice",
    ),
    (
        "stake-repeated-pair",
        with_(stakes=[{"players": ["Amy", "Bob"], "unit": "5"}, {"players": ["Bob", "Amy"], "unit": "6"}]),
        "stakes[1]: the pair Bob-Amy already has a stake",
    ),
    (
        "stake-names-case-sensitive",
        with_(stakes=[{"players": ["Amy", "bob"], "unit": "5"}]),
        "stakes[0]: unknown player 'bob'",
    ),
    (
        "duplicate-card",
        with_(players=[AMY, {**BOB, "back": "Ks Js 9s 8s 6s"}]),
        "duplicate card 6s: Amy front and Bob back",
    ),
    ("short-middle", with_(players=[AMY, {**BOB, "middle": "9h 9d 5h 5d"}]), "Bob middle: 4 cards, a middle needs 5"),
    ("unknown-rank", with_(players=[AMY, {**BOB, "front": "Ah Kd 1d"}]), "Bob front: unknown rank '1'"),
    ("one-player", with_(players=[AMY]), "players: List should have at least 2 items"),
    (
        "five-players",
        with_(players=[AMY, BOB, *[{**CY, "name": n} for n in "XYZ"]]),
        "players: List should have at most 4",
    ),
    ("same-name-twice", with_(players=[AMY, {**BOB, "name": "Amy"}]), "player 'Amy' is seated twice"),
    ("blank-name", with_(players=[AMY, {**BOB, "name": "  "}]), "players[1].name: a name must not be empty"),
    (
        "name-a-number",
        text(with_(players=[AMY, {**BOB, "name": "@"}])).replace('"@"', "1.5"),
        "players[1].name: must be a string, not a number",
    ),
    ("surrender-as-text", with_(players=[AMY, {**BOB, "surrender": "true"}]), "players[1].surrender:"),
    (
        "surrender-not-allowed",
        with_(rules="thirteen-water", players=[AMY, {**BOB, "surrender": True}]),
        "Bob: surrender is not allowed under these rules",
    ),
    ("missing-players", {"rules": "classic-2-4"}, "players: Field required"),
    ("not-json", "{players: []}", "standard input: not valid JSON (line 1, column 2"),
    ("empty-input", "", "standard input: not valid JSON"),
    ("not-an-object", "[1, 2]", "the input must be a JSON object with 'players'"),
    ("integer-too-long", '{"unit": ' + "9" * 5000 + "}", "standard input: not valid JSON (a number is too long)"),
    ("integer-too-large", with_(unit=10**30), "unit: must have at most 18 digits before the decimal point"),
    ("nested-too-deep", "[" * 100_000 + "]" * 100_000, "standard input: not valid JSON (nested too deeply)"),
]

# -- good inputs: (id, input, {player: (units, money)}) ------------------------------------------

GOOD: list[tuple[str, Any, list[tuple[str, str]]]] = [
    # A rules object without preset starts from classic-2-4: still 2-4 scoring.
    ("rules-object-without-preset", with_(rules={"surrender": "2"}), [("2", "20"), ("-2", "-20")]),
    ("rules-null-and-stakes-null", with_(rules=None, stakes=None, unit="3"), [("2", "6"), ("-2", "-6")]),
    ("rules-preset-1-6", with_(rules={"preset": "classic-1-6"}), [("1", "10"), ("-1", "-10")]),
    ("unit-json-number", with_(stakes=None, unit=2.5), [("2", "5"), ("-2", "-5")]),
    ("unit-trailing-zeros", with_(stakes=None, unit="1.50"), [("2", "3"), ("-2", "-3")]),
    ("unit-small", with_(stakes=None, unit="0.25"), [("2", "0.5"), ("-2", "-0.5")]),
    ("unit-zero-is-never-minus-zero", with_(stakes=None, unit="0.00"), [("2", "0"), ("-2", "0")]),
    ("unit-hundred-no-exponent", with_(stakes=None, unit="100"), [("2", "200"), ("-2", "-200")]),
    (
        "unit-large-exact",
        with_(stakes=None, unit="123456789012345678.5"),
        [("2", "246913578024691357"), ("-2", "-246913578024691357")],
    ),
    # Names are compared exactly: Amy and amy are two players.
    ("names-case-sensitive", with_(stakes=None, players=[AMY, {**BOB, "name": "amy"}]), [("2", "2"), ("-2", "-2")]),
    # Names are trimmed: the stake for Amy-Bob applies to " Amy ".
    ("names-trimmed", with_(players=[{**AMY, "name": " Amy "}, BOB]), [("2", "20"), ("-2", "-20")]),
    (
        "card-notations",
        with_(
            players=[
                {**AMY, "front": "6♠,6c 4H", "middle": "TdTs9cQs8c", "back": "3h 3D 3s 2h 2d"},
                {**BOB, "middle": "9♥ 9♦ 5♥ 5♦ 4♣", "back": "K♠ J♠ 9♠ 8♠ 7♠"},
            ]
        ),
        [("2", "20"), ("-2", "-20")],
    ),
]


# Also run as real subprocesses (each costs a fresh interpreter, so a sample; all run in-process above).
SUBPROCESS_BAD = {
    "rule-option-typo",
    "unit-exponent-number",
    "unit-nan",
    "unit-negative-number",
    "stake-repeated-pair",
    "duplicate-card",
    "short-middle",
    "nested-too-deep",
}


class Outcome:
    """Exit code and output of one run, in-process or not."""

    def __init__(self, returncode: int, stdout: str, stderr: str) -> None:
        self.returncode, self.stdout, self.stderr = returncode, stdout, stderr


def run_subprocess(stdin: str, args: list[str] | None = None) -> Outcome:
    done = subprocess.run(
        [sys.executable, "-m", "scorekeeper", "score", *(["-"] if args is None else args)],
        input=stdin,
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=120,
    )
    return Outcome(done.returncode, done.stdout, done.stderr)


@pytest.fixture(scope="module")
def processes(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Outcome]]:
    folder = tmp_path_factory.mktemp("hands")
    spec_file = folder / "hand.json"
    spec_file.write_text(json.dumps(SPEC_INPUT, ensure_ascii=False), encoding="utf-8")
    jobs: dict[str, tuple[str, list[str] | None]] = {
        "spec-stdin": (text(SPEC_INPUT), None),
        "spec-file": ("", [str(spec_file)]),
        "missing-file": ("", [str(folder / "no-such-hand.json")]),
        "no-arguments": ("", []),
    }
    jobs.update({case_id: (text(data), None) for case_id, data, _ in BAD if case_id in SUBPROCESS_BAD})
    with ThreadPoolExecutor(max_workers=4) as pool:
        futures = {case_id: pool.submit(run_subprocess, stdin, args) for case_id, (stdin, args) in jobs.items()}
        yield {case_id: future.result() for case_id, future in futures.items()}


@pytest.fixture
def in_process(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> Callable[[str], Outcome]:
    """Run `scorekeeper score -` in this interpreter; any exception escaping main fails the test."""

    def run(stdin: str) -> Outcome:
        monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
        try:
            code = main(["score", "-"])
        except SystemExit as exc:  # argparse's own exits
            code = exc.code if isinstance(exc.code, int) else 1
        out, err = capsys.readouterr()
        return Outcome(code, out, err)

    return run


def assert_one_line_error(done: Outcome, message: str) -> None:
    assert "Traceback" not in done.stderr, done.stderr
    assert done.returncode == 2, done.stderr
    assert done.stdout == ""
    assert done.stderr.endswith("\n") and done.stderr.count("\n") == 1, done.stderr
    assert done.stderr.startswith(message), done.stderr


# -- good input -------------------------------------------------------------------------------------


def assert_spec_output(done: Outcome) -> None:
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    output = json.loads(done.stdout)
    assert output == SPEC_OUTPUT
    # Same shape, key for key and in the spec's order.
    assert list(output) == ["players", "pairs"]
    assert [list(p) for p in output["players"]] == [list(p) for p in SPEC_OUTPUT["players"]]
    assert [list(p) for p in output["pairs"]] == [list(p) for p in SPEC_OUTPUT["pairs"]]
    assert list(output["players"][0]["rows"]) == ["front", "middle", "back"]


@pytest.mark.parametrize("case_id", ["spec-stdin", "spec-file"])
def test_the_spec_example_prints_exactly_the_spec_output(processes: dict[str, Outcome], case_id: str) -> None:
    assert_spec_output(processes[case_id])


def test_the_spec_example_in_process_gives_the_same(in_process: Callable[[str], Outcome]) -> None:
    assert_spec_output(in_process(text(SPEC_INPUT)))


def test_the_output_is_one_json_object_and_nothing_else(processes: dict[str, Outcome]) -> None:
    out = processes["spec-stdin"].stdout
    decoded, end = json.JSONDecoder().raw_decode(out)
    assert isinstance(decoded, dict)
    assert out[end:].strip() == ""


@pytest.mark.parametrize(("case_id", "data", "expected"), GOOD, ids=[c[0] for c in GOOD])
def test_good_input_scores_with_normalised_amounts(
    in_process: Callable[[str], Outcome], case_id: str, data: Any, expected: list[tuple[str, str]]
) -> None:
    done = in_process(text(data))
    assert done.returncode == 0, done.stderr
    output = json.loads(done.stdout)
    assert [(p["units"], p["money"]) for p in output["players"]] == expected
    assert output["pairs"][0]["units"] == expected[0][0]
    assert output["pairs"][0]["money"] == expected[0][1]


# -- bad input --------------------------------------------------------------------------------------


@pytest.mark.parametrize(("case_id", "data", "message"), BAD, ids=[c[0] for c in BAD])
def test_bad_input_exits_2_with_one_line_naming_the_problem(
    in_process: Callable[[str], Outcome], case_id: str, data: Any, message: str
) -> None:
    assert_one_line_error(in_process(text(data)), message)


@pytest.mark.parametrize("case_id", sorted(SUBPROCESS_BAD))
def test_bad_input_as_a_real_process_exits_2_with_one_line(processes: dict[str, Outcome], case_id: str) -> None:
    (message,) = [m for c, _, m in BAD if c == case_id]
    assert_one_line_error(processes[case_id], message)


def test_a_missing_file_is_a_one_line_error(processes: dict[str, Outcome]) -> None:
    assert_one_line_error(processes["missing-file"], "")
    assert "no-such-hand.json: cannot read (No such file or directory)" in processes["missing-file"].stderr


def test_a_missing_argument_is_a_one_line_error(processes: dict[str, Outcome]) -> None:
    assert_one_line_error(processes["no-arguments"], "scorekeeper: the following arguments are required: HAND.json")


def test_the_installed_scorekeeper_command_runs_too() -> None:
    command = shutil.which("scorekeeper")
    if command is None:
        pytest.skip("the scorekeeper command is not on PATH")
    done = subprocess.run([command, "score", "-"], input=text(SPEC_INPUT), capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == SPEC_OUTPUT


# -- score --jsonl: one hand per line -----------------------------------------------------------------


def run_jsonl(stdin: bytes, *args: str) -> subprocess.CompletedProcess[bytes]:
    command = [sys.executable, "-m", "scorekeeper", "score", "--jsonl", *(args or ("-",))]
    return subprocess.run(command, input=stdin, capture_output=True, timeout=120)


def jsonl(*hands: Any) -> bytes:
    return "".join(json.dumps(h, ensure_ascii=False) + "\n" for h in hands).encode()


def test_jsonl_answers_every_line_in_order_and_a_bad_line_does_not_stop_the_rest() -> None:
    short_middle = with_(players=[{**AMY, "middle": "Td Ts 9c Qs"}, BOB])
    stdin = jsonl(SPEC_INPUT, short_middle) + b"\n" + b"{not json\n" + b"\xff\xfe\n" + jsonl(SPEC_INPUT)
    done = run_jsonl(stdin)
    assert done.returncode == 2
    assert done.stderr.decode() == "scorekeeper: 3 of 5 lines could not be scored (see their error lines)\n"
    lines = [json.loads(line) for line in done.stdout.decode().splitlines()]
    assert [line["line"] for line in lines] == [1, 2, 4, 5, 6]  # line 3 was blank: no answer
    assert {k: v for k, v in lines[0].items() if k != "line"} == SPEC_OUTPUT
    assert lines[4] == {"line": 6, **SPEC_OUTPUT}
    assert lines[1] == {"line": 2, "error": "Amy middle: 4 cards, a middle needs 5"}
    assert lines[2]["error"].startswith("line 4: not valid JSON")
    assert lines[3] == {"line": 5, "error": "not UTF-8 text"}


def test_jsonl_gives_the_same_results_as_one_hand_at_a_time(in_process: Callable[[str], Outcome]) -> None:
    hands = [data for _, data, _ in GOOD]
    done = run_jsonl(jsonl(*hands))
    assert done.returncode == 0 and done.stderr == b""
    answers = [json.loads(line) for line in done.stdout.decode().splitlines()]
    assert len(answers) == len(hands)
    for number, (hand, answer) in enumerate(zip(hands, answers, strict=True), start=1):
        alone = in_process(text(hand))
        assert alone.returncode == 0, alone.stderr
        assert answer == {"line": number, **json.loads(alone.stdout)}


def test_jsonl_reads_a_file_and_a_missing_file_is_a_one_line_error(tmp_path: Any) -> None:
    hands = tmp_path / "night.jsonl"
    hands.write_bytes(jsonl(SPEC_INPUT, SPEC_INPUT))
    done = run_jsonl(b"", str(hands))
    assert done.returncode == 0 and len(done.stdout.splitlines()) == 2
    missing = run_jsonl(b"", str(tmp_path / "none.jsonl"))
    assert missing.returncode == 2 and missing.stdout == b""
    assert missing.stderr.decode().endswith("none.jsonl: cannot read (No such file or directory)\n")
    assert missing.stderr.count(b"\n") == 1


def test_scoring_imports_nothing_of_the_book_the_exports_or_openpyxl(tmp_path: Any) -> None:
    """What keeps `scorekeeper score` quick to start (measured in bench/bench_cli.py)."""
    hand = tmp_path / "hand.json"
    hand.write_text(json.dumps(SPEC_INPUT), encoding="utf-8")
    probe = (
        "import io, json, sys; from scorekeeper.cli.main import main; out, sys.stdout = sys.stdout, io.StringIO(); "
        "code = main(['score', sys.argv[1]]); sys.stdout = out; print(json.dumps([code, sorted(sys.modules)]))"
    )
    done = subprocess.run([sys.executable, "-c", probe, str(hand)], capture_output=True, text=True, timeout=120)
    code, modules = json.loads(done.stdout)
    assert code == 0, done.stderr
    heavy = (
        "scorekeeper.session",
        "scorekeeper.book",
        "scorekeeper.export",
        "scorekeeper.advisor",
    )
    # pydantic reads the input (issue 25); its cost is held by the start-up budget in bench/bench_cli.py
    assert [m for m in modules if m.startswith(heavy) or m.split(".")[0] in ("openpyxl", "numpy", "sqlite3")] == []


def test_jsonl_answers_each_hand_from_standard_input_as_it_arrives() -> None:
    """A script feeding hands as they are played reads each answer before it sends the next hand."""
    command = [sys.executable, "-m", "scorekeeper", "score", "--jsonl", "-"]
    with subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE) as child:
        assert child.stdin is not None and child.stdout is not None
        for number in (1, 2):
            child.stdin.write(jsonl(SPEC_INPUT))
            child.stdin.flush()
            answer = json.loads(child.stdout.readline())  # would block forever if answers were held back
            assert answer == {"line": number, **SPEC_OUTPUT}
        child.stdin.close()
        assert child.wait(timeout=60) == 0
