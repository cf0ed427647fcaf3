"""``scorekeeper score --jsonl``: one hand per line in, one result per line out.

Each non-blank input line is one hand, the JSON object of score-cli.md. For each, one
line of compact JSON is written, in input order, carrying the input's line number first:
``{"line": 3, "players": [...], "pairs": [...]}``, or ``{"line": 4, "error": "..."}`` when
that line is bad (the same one-line message ``scorekeeper score`` prints); the other lines
are still scored. A batch of hands usually shares one rule set, so rule sets are resolved
once per distinct ``rules`` value.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import TextIO

from scorekeeper.errors import InputError
from scorekeeper.game.result_json import hand_result_line
from scorekeeper.game.rules import RuleSet, resolve_rules
from scorekeeper.game.score_request import score_request
from scorekeeper.jsonio import load_json

CACHED_RULE_SETS = 64  # distinct rule sets kept; a batch rarely has more than a few
_encode = json.JSONEncoder(ensure_ascii=False, separators=(",", ":")).encode


class _RuleCache:
    """``resolve_rules`` remembered by the exact JSON value (types included: 2.5 is not "2.5")."""

    def __init__(self) -> None:
        self._sets: dict[object, RuleSet] = {}

    def __call__(self, value: object) -> RuleSet:
        key = _frozen(value)
        found = self._sets.get(key)
        if found is None:
            found = resolve_rules(value)  # an InputError is not cached: it is raised again
            if len(self._sets) >= CACHED_RULE_SETS:
                self._sets.pop(next(iter(self._sets)))
            self._sets[key] = found
        return found


def _frozen(value: object) -> object:
    if isinstance(value, dict):
        return ("dict", tuple((k, _frozen(v)) for k, v in value.items()))
    if isinstance(value, list):
        return ("list", tuple(_frozen(v) for v in value))
    return (type(value).__name__, value)


def score_line(raw: bytes, number: int, resolve: _RuleCache) -> tuple[str, bool]:
    """The output line for input line ``number`` (1-based), without its newline, and whether it is an
    error line."""
    try:
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            raise InputError("not UTF-8 text") from None
        data = load_json(text, source=f"line {number}")
        return hand_result_line(score_request(data, resolve=resolve), line=number), False
    except InputError as exc:
        return _encode({"line": number, "error": str(exc)}), True


def score_jsonl(lines: Iterable[bytes], out: TextIO, *, live: bool = False) -> tuple[int, int]:
    """Score every non-blank line onto ``out``; returns (lines answered, lines that failed).

    ``live``: flush each answer as it is written, for a producer feeding hands as they are
    played (standard input); a file is answered in buffered writes.
    """
    resolve = _RuleCache()
    answered = failed = 0
    for number, raw in enumerate(lines, start=1):
        if not raw.strip():
            continue
        text, error = score_line(raw, number, resolve)
        answered += 1
        failed += error
        out.write(text + "\n")
        if live:
            out.flush()
    return answered, failed
