"""Text at every boundary: what is not valid Unicode is refused with one line, names are one
visible NFC spelling, amounts are ASCII digits, a JSON key counts once, a message quotes
a short excerpt at most, and a session is not imported into a book twice."""

from __future__ import annotations

import io
import json
import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from helpers.session_kit import REPO, cli_env
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.amounts import parse_amount
from scorekeeper.cli import main as cli
from scorekeeper.demo import random_hand
from scorekeeper.jsonio import load_json
from scorekeeper.text_boundary import MAX_LINE, MAX_NAME, clean_name, excerpt

HAND = random_hand(random.Random(1), ["Amy", "Bob"])


def run_bytes(*args: str | bytes | Path, stdin: bytes = b"") -> tuple[int, str, str]:
    """``python -m scorekeeper`` with arguments that may be any bytes at all."""
    done = subprocess.run(
        [sys.executable, "-m", "scorekeeper", *(a if isinstance(a, bytes) else str(a) for a in args)],
        input=stdin,
        capture_output=True,
        cwd=REPO,
        env=cli_env(),
        timeout=60,
    )
    return done.returncode, done.stdout.decode("utf-8"), done.stderr.decode("utf-8")


def score_in_process(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], data: bytes) -> Any:
    buffer = io.BytesIO(data)
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(buffer, encoding="utf-8", errors="surrogateescape"))
    code = cli.main(["score", "-"])
    out, err = capsys.readouterr()
    return code, out, err


def hand_with_name(name: str) -> dict[str, Any]:
    data = json.loads(json.dumps(HAND))
    data["players"][0]["name"] = name
    return data


# -- not valid Unicode ------------------------------------------------------------------------
def test_a_lone_surrogate_in_a_name_is_refused_with_its_path(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    text = json.dumps(hand_with_name("Amy")).replace('"Amy"', '"A\\ud800my"', 1).encode()
    code, out, err = score_in_process(monkeypatch, capsys, text)
    assert (code, out) == (2, "")
    assert err == "standard input: players[0].name: not valid text (a lone surrogate)\n"


def test_invalid_utf8_on_standard_input_is_refused_not_echoed(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    text = json.dumps(hand_with_name("Amy")).encode().replace(b"Amy", b"A\xffmy", 1)
    code, out, err = score_in_process(monkeypatch, capsys, text)
    assert (code, out) == (2, "")
    assert err.startswith("standard input: not UTF-8 text (a bad byte at offset ")
    assert "\udcff" not in err and err.count("\n") == 1


def test_invalid_utf8_in_a_file_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "hand.json"
    path.write_bytes(json.dumps(HAND).encode().replace(b"Amy", b"\xc3\x28", 1))
    assert cli.main(["score", str(path)]) == 2
    assert capsys.readouterr().err.startswith(f"{path}: not UTF-8 text")


@pytest.mark.parametrize(
    "args",
    [
        ("session", "new", "--name", b"Fri\xffday", "--players", "Amy,Bob"),
        ("session", "new", "--name", "Friday", "--players", b"Amy,B\xe9b"),
        ("session", "players", "1", b"Amy,\xff"),
        ("session", "void", "1", "1", "--reason", b"mis\xffdeal"),
        ("session", "edit", "1", "1", "hand.json", "--reason", b"\xfe"),
    ],
    ids=["new --name", "new --players", "players", "void --reason", "edit --reason"],
)
def test_arguments_that_are_not_utf8_are_refused_with_one_line(tmp_path: Path, args: tuple[Any, ...]) -> None:
    book = tmp_path / "book.sqlite"
    code, out, err = run_bytes(*args, "--book", book)
    assert (code, out) == (2, "")
    bad = next(i for i, a in enumerate(args, start=1) if isinstance(a, bytes))
    assert err == f"scorekeeper: argument {bad}: not valid UTF-8 text\n"
    assert not book.exists()


# -- names -------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("name", "problem"),
    [
        ("Amy\u202e", "invisible or direction-changing characters (U+202E)"),
        ("Am\u200by", "invisible or direction-changing characters (U+200B)"),
        ("A\u2066my", "invisible or direction-changing characters (U+2066)"),
        ("Amy\x07", "control characters (U+0007)"),
        ("A\u2028my", "line breaks (U+2028)"),
        ("A\ue000", "private-use characters (U+E000)"),
    ],
)
def test_names_with_invisible_or_control_characters_are_refused(
    name: str, problem: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = score_in_process(monkeypatch, capsys, json.dumps(hand_with_name(name)).encode())
    assert (code, out) == (2, "")
    assert err == f"players[0].name: a name must not contain {problem}\n"


def test_a_name_typed_two_ways_is_one_player(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    data = json.loads(json.dumps(HAND))
    data["players"][0]["name"], data["players"][1]["name"] = "Zo\u00eb", "Zoe\u0308"  # NFC and NFD
    code, out, err = score_in_process(monkeypatch, capsys, json.dumps(data).encode())
    assert (code, out) == (2, "")
    assert err == "player 'Zoë' is seated twice\n"
    assert clean_name("Zoe\u0308") == "Zo\u00eb"


def test_a_name_has_a_length_limit() -> None:
    assert clean_name("A" * MAX_NAME) == "A" * MAX_NAME
    with pytest.raises(ValueError, match=f"at most {MAX_NAME} characters"):
        clean_name("A" * (MAX_NAME + 1))


# -- amounts, keys, excerpts ------------------------------------------------------------------
@pytest.mark.parametrize("text", ["２", "٢", "1.５", "१०"])
def test_amounts_are_ascii_digits_only(text: str) -> None:
    with pytest.raises(ValueError, match="plain decimal"):
        parse_amount(text)


def test_a_json_key_given_twice_is_an_error() -> None:
    with pytest.raises(ValueError, match="the key 'name' is given twice in one object"):
        load_json('{"players": [{"name": "Amy", "name": "Bob"}]}', source="hand.json")


def test_error_messages_quote_only_a_short_excerpt(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    huge = "x" * 10_000_000
    for data in (
        {**HAND, "rules": huge},
        {**HAND, "rules": {huge: 1}},
        {**HAND, huge: 1},
        {"players": [{**HAND["players"][0], "front": huge}, HAND["players"][1]]},
    ):
        code, out, err = score_in_process(monkeypatch, capsys, json.dumps(data).encode())
        assert (code, out) == (2, "")
        assert len(err) <= MAX_LINE + 1 and err.count("\n") == 1, err[:400]
    assert excerpt(huge) == f"'{'x' * 30}…' (10,000,000 characters)"


# -- import ----------------------------------------------------------------------------------
def test_importing_a_session_the_book_already_holds_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    book = str(tmp_path / "book.sqlite")
    assert cli.main(["session", "new", "--name", "Friday", "--players", "Amy,Bob", "--book", book]) == 0
    hand = tmp_path / "hand.json"
    hand.write_text(json.dumps(HAND))
    assert cli.main(["session", "add", "1", str(hand), "--book", book]) == 0
    exported = tmp_path / "friday.json"
    assert cli.main(["export", "1", "--json", str(exported), "--book", book]) == 0
    capsys.readouterr()
    assert cli.main(["import", str(exported), "--book", book]) == 2
    assert capsys.readouterr().err == "this book already holds that session (session 1); not imported twice\n"
    assert cli.main(["session", "list", "--book", book]) == 0
    assert len(json.loads(capsys.readouterr().out)["sessions"]) == 1
    assert os.path.exists(book)


@given(st.text(st.characters(max_codepoint=127), max_size=MAX_NAME + 5))
@settings(max_examples=300, deadline=None)
def test_an_ascii_name_is_kept_exactly_as_the_full_rules_keep_it(name: str) -> None:
    # clean_name takes a short way for printable ASCII; it must agree with the rules spelled out
    trimmed = name.strip()
    if not trimmed or len(trimmed) > MAX_NAME or any(ord(c) < 32 or ord(c) == 127 for c in trimmed):
        with pytest.raises(ValueError):
            clean_name(name)
    else:
        assert clean_name(name) == trimmed
