"""``scorekeeper score`` against 10,000 hostile inputs, in-process (the real ``cli.main``,
standard input as bytes): lone surrogates, invalid UTF-8, huge numbers and strings, deep
nesting, duplicate keys, wrong types, truncated text. Every input either scores or is
refused with exit 2 and one short line that names where the problem is; none raises.
The slowest input and the process's peak memory are printed (speed is not asserted here).
"""

from __future__ import annotations

import contextlib
import io
import json
import random
import resource
import sys
import time
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

from scorekeeper.cli import main as cli
from scorekeeper.demo import random_hand
from scorekeeper.text_boundary import MAX_LINE

INPUTS = 10_000
NAMES = ["Amy", "Bob", "Cat", "Dan"]

# Where a refusal may say the problem is: the input itself, a field of it, or a seat.
PLACES = (
    "standard input",
    "players",
    "rules",
    "unit",
    "stakes",
    "the input",
    "a hand",
    "duplicate card",
    "unknown",
    "player ",
    "scorekeeper: ",
    "surrender",
    "royalties",
    "naturals",
    *NAMES,
)

HOSTILE_TEXT = [
    "\\ud800",
    "\\udfff",
    "A\\ud83d",
    "\u202eevil",
    "Zo\u00eb",
    "Zoe\u0308",
    "\u200b",
    "\x00",
    "\x07",
    "２",
    "١٢",
    "😀" * 50,
    "",
    " ",
    "x" * 100_000,
    "As" * 20_000,
    "=SUM(A1)",
    "null",
    "Ah Kh Qh Jh Th 9h",
]
HOSTILE_NUMBERS = [
    "1e999",
    "-1e999",
    "NaN",
    "Infinity",
    "-0",
    "0.0000000000000000000001",
    "1" * 5000,
    "9" * 19,
    "1.5e3",
    "-5",
    "0x10",
    "true",
    "[]",
    "{}",
    '"2"',
    '"２"',
    '"1.' + "0" * 50 + '"',
]


def _leaves(node: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    if isinstance(node, dict):
        return [path] + [p for k, v in node.items() for p in _leaves(v, (*path, k))]
    if isinstance(node, list):
        return [path] + [p for i, v in enumerate(node) for p in _leaves(v, (*path, i))]
    return [path]


def _set(node: Any, path: tuple[Any, ...], value: Any) -> Any:
    if not path:
        return value
    node[path[0]] = _set(node[path[0]], path[1:], value)
    return node


class Raw(str):
    """JSON text put in place as it is (a number json cannot write, a broken token)."""


def _dump(node: Any) -> str:
    if isinstance(node, Raw):
        return str(node)
    if isinstance(node, dict):
        return "{" + ",".join(f"{json.dumps(k)}:{_dump(v)}" for k, v in node.items()) + "}"
    if isinstance(node, list):
        return "[" + ",".join(_dump(v) for v in node) + "]"
    if isinstance(node, str):
        text = json.dumps(node)
        for escape in ("\\\\ud800", "\\\\udfff", "\\\\ud83d"):  # keep the hostile escapes as escapes
            text = text.replace(escape, escape[1:])
        return text
    return json.dumps(node)


def hostile(rng: random.Random) -> bytes:
    base: dict[str, Any] = random_hand(rng, rng.sample(NAMES, rng.randint(2, 4)))
    if rng.random() < 0.5:
        base["rules"] = rng.choice(["classic-2-4", "thirteen-water", "ofc", {"preset": "classic-1-6"}, "nope"])
    if rng.random() < 0.3:
        base["unit"] = rng.choice(["1", "0.5", 2])
    kind = rng.randrange(9)
    if kind <= 2:  # one leaf (or branch) replaced by hostile text or a hostile number
        path = rng.choice(_leaves(base))
        value: Any = Raw(rng.choice(HOSTILE_NUMBERS)) if kind == 0 else rng.choice(HOSTILE_TEXT)
        if kind == 2:
            value = rng.choice([None, True, [], {}, [1] * 3, {"x": 1}, 0])
        text = _dump(_set(base, path, value))
    elif kind == 3:  # a key given twice
        text = _dump(base)
        key = rng.choice(['"name"', '"front"', '"players"', '"back"'])
        text = text.replace(key + ":", f'{key}:"X",{key}:', 1)
    elif kind == 4:  # nested deeply
        depth = rng.choice([50, 1000, 100_000])
        text = '{"players": ' + "[" * depth + "]" * depth + "}"
    elif kind == 5:  # cut short
        text = _dump(base)
        text = text[: rng.randrange(len(text))]
    elif kind == 6:  # extra keys and odd shapes
        base[rng.choice(["extra", "Players", "rules ", "\u202erules"])] = rng.choice([1, "x", [], {}])
        if rng.random() < 0.5:
            base["players"] = base["players"] * rng.choice([0, 1, 3, 300])
        text = _dump(base)
    elif kind == 7:  # hostile rule options
        option = rng.choice(["scoring", "surrender", "foul", "naturals", "royalties", "scoop_multiplier", "x"])
        value = Raw(rng.choice(HOSTILE_NUMBERS)) if rng.random() < 0.5 else rng.choice(HOSTILE_TEXT)
        base["rules"] = {"preset": "classic-2-4", option: value}
        text = _dump(base)
    else:
        text = _dump(base)
    data = text.encode("utf-8", "surrogatepass")
    if kind == 8 or rng.random() < 0.05:  # bytes that are not UTF-8
        at = rng.randrange(len(data) + 1)
        data = data[:at] + rng.choice([b"\xff", b"\xc3\x28", b"\xed\xa0\x80", b"\xf8\x88\x80\x80\x80"]) + data[at:]
    return data


def score(data: bytes, parser: Any) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    stdin = io.TextIOWrapper(io.BytesIO(data), encoding="utf-8", errors="surrogateescape")
    saved = sys.stdin
    sys.stdin = stdin
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = cli.main(["score", "-"])
    finally:
        sys.stdin = saved
    return code, out.getvalue(), err.getvalue()


@pytest.mark.slow
def test_ten_thousand_hostile_inputs_score_or_are_refused_with_one_line(monkeypatch: pytest.MonkeyPatch) -> None:
    parser = cli.build_parser("score")
    monkeypatch.setattr(cli, "build_parser", lambda command=None: parser)  # built once, as in one process
    rng = random.Random(10_000)
    outcomes: Counter[str] = Counter()
    shapes: Counter[str] = Counter()
    tracebacks: list[str] = []
    slowest = (0.0, b"")
    started = time.perf_counter()
    for _ in range(INPUTS):
        data = hostile(rng)
        begun = time.perf_counter()
        try:
            code, out, err = score(data, parser)
        except Exception as exc:  # noqa: BLE001 - what this test counts
            tracebacks.append(f"{type(exc).__name__}: {exc!s:.200} for {data[:200]!r}")
            continue
        took = time.perf_counter() - begun
        slowest = max(slowest, (took, data[:80]))
        if code == 0:
            assert err == "" and json.loads(out)["players"], data[:200]
            outcomes["scored"] += 1
            continue
        assert (code, out) == (2, ""), (code, err[:300], data[:200])
        assert err.endswith("\n") and err.count("\n") == 1, (err[:300], data[:200])
        assert len(err) <= MAX_LINE + 1, (err[:300], data[:200])
        assert err.startswith(PLACES) or ": " in err, (err, data[:200])  # names where, not just what
        outcomes["refused"] += 1
        shapes[err.split(":")[0][:30]] += 1
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KB on Linux
    print(
        f"\n{INPUTS} hostile inputs in {time.perf_counter() - started:.1f} s: {dict(outcomes)}, "
        f"{len(tracebacks)} tracebacks; slowest {slowest[0] * 1000:.0f} ms ({slowest[1][:40]!r}...); "
        f"peak memory of this process {peak:.0f} MB"
    )
    print("refusals start with:", ", ".join(f"{k!r} {v}" for k, v in shapes.most_common(12)))
    assert not tracebacks, "\n".join(tracebacks[:10])
    assert outcomes["scored"] > 100 and outcomes["refused"] > 5000  # both paths really ran


def test_the_generator_makes_what_it_says() -> None:
    rng = random.Random(1)
    made = [hostile(rng) for _ in range(300)]
    assert any(b"\\ud800" in d or b"\\udfff" in d for d in made)
    assert any(b"\xff" in d or b"\xc3\x28" in d for d in made)
    assert any(d.count(b"[") > 10_000 for d in made)
    assert any(len(d) > 100_000 for d in made)
    check: Callable[[bytes], bool] = lambda d: b'"name":"X","name":' in d or b'"front":"X","front":' in d  # noqa: E731
    assert any(check(d) for d in made)
