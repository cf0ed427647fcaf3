"""The setting advisor (issue 7): engine, opponent tables, ``scorekeeper suggest``."""

from __future__ import annotations

import importlib.util
import itertools
import json
import random
import sys
from decimal import Decimal
from pathlib import Path
from types import ModuleType
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.advisor.advise import (
    DECLARE,
    PLAY,
    SETTINGS,
    Advisor,
    balanced_by_category,
    legal_settings,
    row_royalties,
    royalty_lookup,
    setting_index,
    strongest_back_first,
    subset_values,
)
from scorekeeper.advisor.tables import OpponentTable, RowDistribution, shipped_tables, variant_key
from scorekeeper.cli.main import main
from scorekeeper.game.cards import DECK, Card, parse_cards
from scorekeeper.game.deal import SeatedHand
from scorekeeper.game.hands import Wheel, evaluate_lowball, evaluate_three, five_evaluator, five_tables, three_table
from scorekeeper.game.royalties import row_royalty
from scorekeeper.game.rules import ROWS, RuleSet, preset, resolve_rules
from scorekeeper.game.scoring import FOULED, PLAYED, SeatStatus, assess, is_foul, score_pair

ROOT = Path(__file__).resolve().parents[1]
VARIANT_RULES = [
    {"preset": "classic-2-4"},
    {"preset": "classic-1-6", "wheel": "second-highest"},
    {"preset": "thirteen-water"},
    {"preset": "ofc"},
    {"preset": "classic-2-4", "middle": "lowball"},
    {"preset": "thirteen-water", "middle": "lowball", "wheel": "second-highest"},
]
QUADS_AND_STRAIGHT_FLUSH = "As Ad Ac Ah 9s 8s 7s 6s 5s Kd Qc 3h 2d"
DRAGON = "As Kd Qh Jc Ts 9d 8h 7c 6s 5d 4h 3c 2s"

hands_13 = st.lists(st.sampled_from(DECK), min_size=13, max_size=13, unique=True)


def cards(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


def seat_of(rows: tuple[tuple[Card, ...], tuple[Card, ...], tuple[Card, ...]]) -> SeatedHand:
    return SeatedHand("me", rows[0], rows[1], rows[2], declare_natural=False)


# --------------------------------------------------------------------------- building blocks


def test_the_72072_settings_split_13_cards_every_way_once() -> None:
    index = setting_index()
    assert len(index.front) == len(index.middle) == len(index.back) == SETTINGS
    masks = [(1 << rows).sum(axis=1) for rows in (index.three, index.five)]
    front, middle, back = masks[0][index.front], masks[1][index.middle], masks[1][index.back]
    assert np.all(front | middle | back == (1 << 13) - 1)
    assert np.all((front & middle) == 0) and np.all((front & back) == 0) and np.all((middle & back) == 0)
    assert len({(int(f), int(m)) for f, m in zip(front, middle, strict=True)}) == SETTINGS


@pytest.mark.parametrize("options", VARIANT_RULES)
def test_subset_strengths_are_the_engines(options: dict[str, Any]) -> None:
    rules = resolve_rules(options)
    rng = random.Random(3)
    index = setting_index()
    evaluate = five_evaluator(rules.wheel_rule)
    for _ in range(5):
        values = subset_values(rng.sample(DECK, 13), rules)
        hand = values.cards
        for i, pos in enumerate(index.five):
            row = [hand[p] for p in pos]
            assert values.five[i] == evaluate(row)
            expected_middle = evaluate_lowball(row) if rules.middle == "lowball" else evaluate(row)
            assert values.middle[i] == expected_middle
        for i, pos in enumerate(index.three):
            assert values.front[i] == evaluate_three([hand[p] for p in pos])


@pytest.mark.parametrize("options", VARIANT_RULES)
def test_legal_settings_are_exactly_the_non_fouls(options: dict[str, Any]) -> None:
    rules = resolve_rules(options)
    index = setting_index()
    for seed in range(2):
        values = subset_values(random.Random(seed).sample(DECK, 13), rules)
        legal = set(legal_settings(values, rules).tolist())
        for s in range(0, SETTINGS, 7):
            triple = (
                int(values.front[index.front[s]]),
                int(values.five[index.middle[s]]),
                int(values.five[index.back[s]]),
            )
            assert (s in legal) == (not is_foul(triple, rules))


@pytest.mark.parametrize(
    "options",
    [
        {"preset": "classic-2-4"},
        {"preset": "thirteen-water"},
        {"preset": "ofc"},
        {"preset": "classic-2-4", "middle": "lowball"},
        {
            "royalties": [
                {"row": "back", "hand": "royal-flush", "units": 0},
                {"row": "back", "hand": "straight-flush", "units": 5},
                {"row": "middle", "hand": "royal-flush", "units": 9},
                {"row": "front", "hand": "pair", "units": 1},
                {"row": "front", "hand": "pair", "rank": "A", "units": 4},
                {"row": "front", "hand": "three-of-a-kind", "rank": "2", "units": 0},
                {"row": "front", "hand": "three-of-a-kind", "units": 7},
            ]
        },
    ],
)
def test_vectorised_royalties_match_row_royalty(options: dict[str, Any]) -> None:
    rules = resolve_rules(options)
    lookup, table = royalty_lookup(rules), rules.royalty_lookup
    plain, flush = five_tables(rules.wheel_rule)
    fives = sorted(set(plain.values()) | set(flush.values()))
    fronts = sorted(three_table().values())
    for r, row in enumerate(ROWS):
        values = fronts if row == "front" else fives
        got = row_royalties(lookup, r, np.array(values, dtype=np.int64))
        for value, units in zip(values, got, strict=True):
            royalty = None if row == "middle" and rules.middle == "lowball" else row_royalty(row, value, table)
            assert units == (float(royalty.units) if royalty else 0.0), (row, value)


# --------------------------------------------------------------------------- expected units


def synthetic_table(rng: random.Random, rules: RuleSet, *, royalties_only_in_back: bool = False) -> OpponentTable:
    """Small opponent distributions (4 strengths a row) to check the formula by brute force."""
    evaluate = five_evaluator(rules.wheel_rule)
    rows = []
    for r in range(3):
        values: set[int] = set()
        while len(values) < 4:
            hand = rng.sample(DECK, 3 if r == 0 else 5)
            value = evaluate_three(hand) if r == 0 else evaluate(hand)
            if royalties_only_in_back and r < 2 and (value >> 20) > 1:
                continue
            values.add(value)
        ordered = sorted(values)
        rows.append(RowDistribution.from_counts(ordered, [rng.randint(1, 5) for _ in ordered]))
    return OpponentTable("synthetic", (rows[0], rows[1], rows[2]), 100, 0.1, 0.3, "synthetic")


def brute_force_units(seat: SeatedHand, rules: RuleSet, table: OpponentTable) -> float:
    """E[units against one opponent] over every combination of the opponent's rows, scored by the engine."""
    me = assess(seat, rules)
    royalties = rules.royalty_lookup
    total = 0.0
    for combo in itertools.product(*[list(zip(d.values, d.probs, strict=True)) for d in table.rows]):
        values = (int(combo[0][0]), int(combo[1][0]), int(combo[2][0]))
        found = (row_royalty(row, v, royalties) for row, v in zip(ROWS, values, strict=True))
        theirs = tuple(x for x in found if x is not None)
        if rules.one_royalty_per_hand:
            theirs = theirs[-1:]
        opponent = SeatStatus.of(seat, values, PLAYED, None, theirs, {})
        units, _, _ = score_pair(me, opponent, rules)
        total += float(np.prod([p for _, p in combo])) * float(units)
    return total


@pytest.mark.parametrize("name", ["classic-2-4", "classic-1-6", "thirteen-water", "ofc"])
@pytest.mark.parametrize("payment", ["winner-only", "always", "cancel"])
@pytest.mark.parametrize("multiplier", [1, 2])
@pytest.mark.parametrize("one_royalty", [False, True])
def test_expected_units_are_exact_when_rows_are_independent(
    name: str, payment: str, multiplier: int, one_royalty: bool
) -> None:
    """Two players: the closed form equals the engine's score_pair averaged over every opponent."""
    rng = random.Random(f"{name}{payment}{multiplier}{one_royalty}")
    options = {"preset": name, "royalty_payment": payment, "scoop_multiplier": multiplier}
    rules = resolve_rules({**options, "one_royalty_per_hand": one_royalty})
    for _ in range(3):
        table = synthetic_table(rng, rules, royalties_only_in_back=one_royalty)
        ranking = Advisor(rules, 2, table).rank(rng.sample(DECK, 13))
        for i in rng.sample(range(len(ranking.legal)), 4):
            s = ranking.suggestion(int(ranking.legal[i]), 0.0)
            seat = seat_of((s.front.cards, s.middle.cards, s.back.cards))
            assert float(ranking.units[i]) == pytest.approx(brute_force_units(seat, rules, table), abs=1e-9)


def test_a_fouled_setting_under_foul_play_scores_its_rows_without_royalties() -> None:
    rng = random.Random(11)
    rules = resolve_rules({"preset": "thirteen-water", "foul": "play"})
    table = synthetic_table(rng, rules)
    rows = cards("Qs Qd Qc"), cards("2h 3h 4h 5h 7d"), cards("As Ks Js 9c 8c")
    check = Advisor(rules, 2, table).rank([c for row in rows for c in row]).check(*rows)
    assert check.foul and check.rank is None
    seat = seat_of(rows)
    assert assess(seat, rules).status == FOULED
    assert check.units == pytest.approx(brute_force_units(seat, rules, table), abs=1e-9)


def test_a_fouled_setting_under_foul_scoop_pays_the_scoop() -> None:
    rules = preset("classic-2-4")
    ranking = Advisor(rules, 4).rank(cards(QUADS_AND_STRAIGHT_FLUSH))
    check = ranking.check(cards("As Ad Ac"), cards("Ah 9s 8s 7s 6s"), cards("5s Kd Qc 3h 2d"))
    assert check.foul
    assert check.units < -3 * 4  # the scoop, plus the opponents' royalties
    assert check.given_away == pytest.approx(ranking.best_units - check.units)


def test_expected_units_scale_with_the_opponents() -> None:
    hand = random.Random(5).sample(DECK, 13)
    two = Advisor(preset("classic-2-4"), 2).rank(hand)
    four = Advisor(preset("classic-2-4"), 4).rank(hand)
    assert np.allclose(four.units, 3 * two.units)


def test_the_home_run_rewards_scooping_settings() -> None:
    hand = cards(QUADS_AND_STRAIGHT_FLUSH)
    rules = resolve_rules({"preset": "classic-2-4", "home_run_multiplier": 2})
    with_run = Advisor(rules, 4).rank(hand)
    without = Advisor(preset("classic-2-4"), 4).rank(hand)
    assert with_run.best_units > without.best_units
    assert np.allclose(Advisor(rules, 2).rank(hand).units * 3, without.units)  # no home run heads-up


# --------------------------------------------------------------------------- what it suggests


@settings(max_examples=60, deadline=None)
@given(hand=hands_13, variant=st.sampled_from(VARIANT_RULES))
def test_the_advisor_never_suggests_a_foul(hand: list[Card], variant: dict[str, Any]) -> None:
    rules = resolve_rules(variant)
    advisor = Advisor(rules, 4)
    advice = advisor.advise(hand, top=3)
    assert advice.suggestions
    units = [s.units for s in advice.suggestions]
    assert units == sorted(units, reverse=True)
    for s in advice.suggestions:
        seat = seat_of((s.front.cards, s.middle.cards, s.back.cards))
        assert sorted(seat.cards) == sorted(hand)
        assert assess(seat, rules).status == PLAYED
    best = advisor.best_setting(hand)
    assert assess(seat_of(best), rules).status == PLAYED
    check = advisor.rank(hand).check(*best)
    assert not check.foul and check.given_away == pytest.approx(0, abs=1e-9)


@settings(max_examples=30, deadline=None)
@given(hand=hands_13)
def test_the_simple_strategies_never_foul(hand: list[Card]) -> None:
    for options in ({"preset": "classic-2-4"}, {"preset": "classic-2-4", "middle": "lowball"}):
        rules = resolve_rules(options)
        for strategy in (strongest_back_first, balanced_by_category):
            assert assess(seat_of(strategy(hand, rules)), rules).status == PLAYED


def test_with_naturals_on_it_declares_a_dragon() -> None:
    advice = Advisor(preset("classic-2-4"), 4).advise(cards(DRAGON))
    assert (advice.natural, advice.action, advice.natural_units) == ("dragon", DECLARE, 36 * 3)
    off = Advisor(resolve_rules({"naturals": {}}), 4).advise(cards(DRAGON))
    assert (off.natural, off.action, off.natural_units) == (None, PLAY, None)


def test_a_small_natural_is_declined_when_the_rows_are_worth_more() -> None:
    # three flushes (3 units) with a straight flush and a full set of hearts: play the rows
    hand = cards("2h 3h 4h 5h 6h Ah Kh Qh Jh 9h Ks 8s 2s")
    advice = Advisor(preset("classic-2-4"), 4).advise(hand)
    assert advice.natural == "three-flushes"
    assert advice.action == PLAY
    assert advice.natural_units is not None and advice.best.units > advice.natural_units


def test_it_finds_the_obvious_best_setting() -> None:
    best = Advisor(preset("classic-2-4"), 4).advise(cards(QUADS_AND_STRAIGHT_FLUSH)).best
    assert best.back.cards == cards("9s 8s 7s 6s 5s")
    assert set(best.middle.cards) >= set(cards("As Ad Ac Ah"))
    assert set(best.front.cards) >= set(cards("Kd Qc"))  # the two high cards stay up front
    best = Advisor(preset("classic-2-4"), 2).advise(cards("As Ks Qs Js Ts 9s 9h 9d 9c 2c 2d 2h 7d")).best
    assert (best.front.hand, best.middle.hand, best.back.hand) == ("three-of-a-kind", "four-of-a-kind", "royal-flush")
    assert [str(r.units) for r in best.royalties] == ["3", "3", "3"]


# Under classic-2-4 (front trips royalty 3) this hand plays QQ in front, JJJ99 in the middle and
# 6666 in the back, several units better than any setting with trips in front (found by
# searching seeded hands); a front-trips royalty of 50 moves trips to the front.
TRIPS_HAND = "Qh Qs Jd Jh Js 9d 9h 6c 6d 6h 6s 5h 4h"


def test_a_huge_front_trips_royalty_moves_trips_to_the_front() -> None:
    hand = cards(TRIPS_HAND)
    huge = [{"row": "front", "hand": "three-of-a-kind", "units": 50}]
    standard = Advisor(preset("classic-2-4"), 4).advise(hand).best
    rich = Advisor(resolve_rules({"royalties": huge}), 4).advise(hand).best
    assert (standard.front.hand, standard.middle.hand, standard.back.hand) == ("pair", "full-house", "four-of-a-kind")
    assert rich.front.hand == "three-of-a-kind"
    assert [(r.row, str(r.units)) for r in rich.royalties] == [("front", "50")]


def test_royalties_move_expected_units_by_their_chance_of_being_paid() -> None:
    """Winner-only: +50 when my front trips win, -50 when an opponent's front trips beat mine."""
    hand = cards(TRIPS_HAND)
    base = Advisor(resolve_rules({"royalties": []}), 4).rank(hand)
    rich = Advisor(resolve_rules({"royalties": [{"row": "front", "hand": "three-of-a-kind", "units": 50}]}), 4)
    ranked = rich.rank(hand)
    assert np.array_equal(ranked.legal, base.legal)
    fronts = setting_index().front[base.legal]
    trips = base.values.front[fronts] >= 3 << 20
    assert trips.any() and not trips.all()
    stats = base.stats[0]
    win, tie = stats.win[fronts], stats.tie[fronts]
    expected = np.where(trips, 150 * (win - (1 - win - tie)), -150 * ranked.advisor.opp_rows[0].roy_total / 50)
    assert np.allclose(ranked.units - base.units, expected)


def test_lowball_middle_takes_the_low_cards() -> None:
    hand = cards("As Ah Kd Kc Qs Qh Jd 7c 5d 4s 3h 2c 9d")
    high = Advisor(preset("classic-2-4"), 4).advise(hand).best
    low = Advisor(resolve_rules({"middle": "lowball"}), 4).advise(hand).best
    assert sorted(c.rank for c in low.middle.cards) == [2, 3, 4, 5, 7]
    assert low.middle.hand == "high-card"
    assert sorted(c.rank for c in high.middle.cards) != [2, 3, 4, 5, 7]


def test_a_second_highest_wheel_is_worth_more() -> None:
    hand = cards("Ac 2d 3h 4s 5c Kd Kh 9s 9c 7d Jh Qs 8h")
    wheel = cards("Ac 2d 3h 4s 5c")
    chances = []
    for option in ("lowest", "second-highest"):
        ranking = Advisor(resolve_rules({"wheel": option}), 4).rank(hand)
        check = ranking.check(cards("Qs Jh 8h"), cards("Kd Kh 9s 9c 7d"), wheel)
        chances.append(check.suggestion.back.win)
    assert chances[1] > chances[0] + 0.05  # about 0.14 against 0.26


# --------------------------------------------------------------------------- tables


def test_shipped_tables_cover_every_variant() -> None:
    tables = shipped_tables()
    for wheel in ("lowest", "second-highest"):
        for middle in ("high", "lowball"):
            table = tables[variant_key(wheel, middle)]
            assert table.hands >= 10_000
            assert 0 < table.scoop < table.scoop_given_scoop < 1
            for row in table.rows:
                assert row.below[-1] == 1.0 and np.all(np.diff(row.values) > 0)
            if middle == "lowball":
                assert np.all(table.rows[1].values < 0)
    path = ROOT / "scorekeeper" / "data" / "advisor_tables.json"
    assert path.stat().st_size < 3_000_000


def _generator() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_advisor_tables", ROOT / "tools" / "make_advisor_tables.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # worker processes find set_chunk by module name
    spec.loader.exec_module(module)
    return module


def test_the_generator_is_seeded_and_reproducible(tmp_path: Path) -> None:
    generator = _generator()
    outputs = []
    for jobs in (1, 2):
        out = tmp_path / f"t{len(outputs)}.json"
        generator.main(["--hands", "8", "--iterations", "1", "--jobs", str(jobs), "--out", str(out)])
        outputs.append(out.read_bytes())
    assert outputs[0] == outputs[1]
    doc = json.loads(outputs[0])
    assert set(doc["variants"]) == {"lowest/high", "second-highest/high", "lowest/lowball", "second-highest/lowball"}
    assert doc["variants"]["lowest/high"]["hands"] == 8


# --------------------------------------------------------------------------- scorekeeper suggest


def run_cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, Any, str]:
    code = main(["suggest", *argv])
    out, err = capsys.readouterr()
    return code, json.loads(out) if out else None, err


def test_suggest_prints_the_best_settings(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run_cli(capsys, QUADS_AND_STRAIGHT_FLUSH, "--top", "2", "--players", "3")
    assert code == 0 and err == ""
    assert out["players"] == 3 and out["advice"] == "play" and out["natural"] is None
    assert out["surrender"] == {"units": "-5"}
    assert len(out["settings"]) == 2
    best = out["settings"][0]
    assert best["back"] == "9s 8s 7s 6s 5s" and best["middle"].startswith("As Ah Ad Ac")
    middle = best["rows"]["middle"]
    assert middle["hand"] == "four-of-a-kind" and Decimal(middle["win"]) >= Decimal("0.99") and middle["tie"] == "0"
    assert best["royalties"] == [
        {"row": "middle", "hand": "four-of-a-kind", "units": "3"},
        {"row": "back", "hand": "straight-flush", "units": "3"},
    ]
    assert Decimal(best["units"]) >= Decimal(out["settings"][1]["units"])


def test_suggest_check_gives_away_nothing_with_the_best_setting(capsys: pytest.CaptureFixture[str]) -> None:
    hand = "2c 5d 9h Jc Qs Ks Ad 3s 8c 8d Th 4h 6s"
    _, out, _ = run_cli(capsys, hand, "--rules", "classic-1-6", "--top", "1")
    best = out["settings"][0]
    entered = f"{best['front']}|{best['middle']}|{best['back']}"
    code, out, err = run_cli(capsys, hand, "--rules", "classic-1-6", "--check", entered)
    assert code == 0 and err == ""
    check = out["check"]
    assert (check["given_away"], check["rank"], check["foul"]) == ("0", 1, False)
    assert check["units"] == check["best_units"] == best["units"]


def test_suggest_check_a_weaker_setting_gives_units_away(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run_cli(capsys, QUADS_AND_STRAIGHT_FLUSH, "--check", "kd,qc,3h | 9s8s7s6s5s | As Ad Ac Ah 2d")
    assert code == 0
    assert out["check"]["foul"] is True and out["check"]["rank"] is None
    assert Decimal(out["check"]["given_away"]) > 20
    code, out, _ = run_cli(capsys, QUADS_AND_STRAIGHT_FLUSH, "--check", "2d 3h Qc|As Ad Ac Ah Kd|9s 8s 7s 6s 5s")
    assert out["check"]["foul"] is False and Decimal(out["check"]["given_away"]) > 0 and out["check"]["rank"] > 1


def test_suggest_reads_a_rules_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    rules = tmp_path / "rules.json"
    rules.write_text(json.dumps({"preset": "classic-2-4", "naturals": {}}), encoding="utf-8")
    code, out, _ = run_cli(capsys, DRAGON, "--rules", str(rules))
    assert code == 0 and out["natural"] is None and out["advice"] == "play"
    code, out, _ = run_cli(capsys, DRAGON)
    assert out["natural"] == {"id": "dragon", "units": "108"} and out["advice"] == "declare"


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["As Kd"], "2 cards given, a hand has 13"),
        ([QUADS_AND_STRAIGHT_FLUSH.replace("2d", "As")], "duplicate card As"),
        ([QUADS_AND_STRAIGHT_FLUSH.replace("2d", "2x")], "unknown suit"),
        ([QUADS_AND_STRAIGHT_FLUSH, "--players", "5"], "players: 5"),
        ([QUADS_AND_STRAIGHT_FLUSH, "--top", "0"], "--top"),
        ([QUADS_AND_STRAIGHT_FLUSH, "--rules", "classic-3-5"], "unknown rule preset"),
        ([QUADS_AND_STRAIGHT_FLUSH, "--rules", "/nonexistent/rules.json"], "cannot read"),
        ([QUADS_AND_STRAIGHT_FLUSH, "--check", "As Ad Ac"], "FRONT|MIDDLE|BACK"),
        (
            [QUADS_AND_STRAIGHT_FLUSH, "--check", "As Ad|Ac Ah 9s 8s 7s 6s|5s Kd Qc 3h 2d"],
            "--check: the front has 2 cards",
        ),
        ([QUADS_AND_STRAIGHT_FLUSH, "--check", "Ts Ad Ac|Ah 9s 8s 7s 6s|5s Kd Qc 3h 2d"], "--check: Ts is not among"),
        ([QUADS_AND_STRAIGHT_FLUSH, "--check", "As As Ac|Ah 9s 8s 7s 6s|5s Kd Qc 3h 2d"], "entered twice"),
        ([QUADS_AND_STRAIGHT_FLUSH, "--check", "As Ad Ac|Ah 9s 8s 7s 6s|5s Kd Qc 3h 2z"], "--check back"),
    ],
)
def test_suggest_errors_exit_2_with_one_line(capsys: pytest.CaptureFixture[str], argv: list[str], message: str) -> None:
    code, out, err = run_cli(capsys, *argv)
    assert code == 2 and out is None
    assert err.count("\n") == 1 and message in err


def test_suggest_usage_errors_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["suggest", QUADS_AND_STRAIGHT_FLUSH, "--players", "four"])
    out, err = capsys.readouterr()
    assert exc.value.code == 2 and out == "" and err.count("\n") == 1


def test_every_figure_is_an_exact_decimal_string_never_a_float(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = run_cli(capsys, QUADS_AND_STRAIGHT_FLUSH, "--check", "2d 3h Qc|As Ad Ac Ah Kd|9s 8s 7s 6s 5s")

    def numbers(value: Any) -> list[Any]:
        if isinstance(value, dict):
            return [n for v in value.values() for n in numbers(v)]
        if isinstance(value, list):
            return [n for v in value for n in numbers(v)]
        return [value] if isinstance(value, float) else []

    assert numbers(out) == []
    best = out["settings"][0]
    for text in (best["units"], best["rows"]["back"]["win"], out["check"]["given_away"], out["surrender"]["units"]):
        assert str(Decimal(text)) == text and Decimal(text) == Decimal(text).quantize(Decimal("0.0001"))


def test_decimal_royalties_stay_exact_strings(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    rules = tmp_path / "rules.json"
    entries = [{"row": "back", "hand": "straight-flush", "units": "2.5"}]
    rules.write_text(json.dumps({"royalties": entries}), encoding="utf-8")
    _, out, _ = run_cli(capsys, QUADS_AND_STRAIGHT_FLUSH, "--rules", str(rules), "--top", "1")
    assert out["settings"][0]["royalties"] == [{"row": "back", "hand": "straight-flush", "units": "2.5"}]
    assert Decimal(out["settings"][0]["royalties"][0]["units"]) == Decimal("2.5")


def test_lowball_wheel_is_no_straight_in_the_middle() -> None:
    assert Wheel.NONE.value == "none"  # the advisor evaluates a lowball middle with this wheel
    rules = resolve_rules({"middle": "lowball"})
    values = subset_values(cards("Ac 2d 3h 4s 5c Kd Kh 9s 9c 7d Jh Qs 8h"), rules)
    assert values.middle.max() == evaluate_lowball(cards("7d 5c 4s 3h 2d"))
