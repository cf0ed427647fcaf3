"""A tournament's structure (issue 28): read from JSON, one-line errors naming the field, presets
that edit like any structure, and the level in play by hands or by the clock."""

from __future__ import annotations

from typing import Any

import pytest

from scorekeeper.errors import InputError
from scorekeeper.money import Money
from scorekeeper.tournament.levels import level_at, level_at_time, level_for_hand
from scorekeeper.tournament.presets import STRUCTURE_PRESETS, structure_preset
from scorekeeper.tournament.structure import HandLevels, TimedLevels, TournamentStructure

FRIDAY: dict[str, Any] = {
    "name": "Friday OFC",
    "date": "2026-12-04",
    "rules": "ofc",
    "currency": "eur",
    "buy_in": "100",
    "fee": "12.50",
    "starting_chips": 10000,
    "rebuys": {"until_level": 3, "limit": 2},
    "add_ons": {"until_level": 4, "chips": 5000, "price": "50", "fee": "0"},
    "late_registration_until": 2,
    "seats": 4,
    "levels": {"by": "hands", "hands_per_level": 8, "point_values": [100, 200, 300, 400]},
    "clock": {"seconds": 120, "on_expiry": "surrender"},
    "fantasy_land": True,
    "payouts": {"by": "percent", "bands": [{"from_entries": 2, "percents": ["100"]},
                                           {"from_entries": 8, "percents": ["50", "30", "20"]}]},
}  # fmt: skip


def test_a_structure_reads_every_setting_and_prices_the_entry() -> None:
    s = TournamentStructure.read(FRIDAY)
    assert s.currency == "EUR"
    assert s.entry_cost == Money.of("112.50", "EUR")
    assert s.clock is not None and (s.clock.seconds, s.clock.on_expiry) == (120, "surrender")
    assert s.rebuys is not None and s.add_ons is not None
    assert s.reentry_terms(s.rebuys) == (10000, Money.of("100", "EUR"), Money.of("12.50", "EUR"))
    assert s.reentry_terms(s.add_ons) == (5000, Money.of("50", "EUR"), Money.of("0", "EUR"))
    assert isinstance(s.payouts, type(s.payouts)) and s.payouts.by == "percent"
    assert s.payouts.band(7).percents == ("100",) and s.payouts.band(36).percents == ("50", "30", "20")
    # written back as JSON and read again: the same structure
    assert TournamentStructure.read(s.model_dump(mode="json")) == s


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"buy_in": "1e3"}, "buy_in: not an amount ('1e3'): a plain decimal, at most 18 digits and 10 decimals"),
        ({"buy_in": "-5"}, "buy_in: not an amount ('-5')"),
        ({"starting_chips": "20000"}, "starting_chips: Input should be a valid integer"),
        ({"starting_chips": 0}, "starting_chips: Input should be greater than or equal to 1"),
        ({"seats": 7}, "seats: Input should be less than or equal to 6"),
        ({"seats": 5}, "seats: these rules seat at most 4 (each extra suit of rule option extra_suits seats one more)"),
        ({"rules": "pineapple"}, "seats: these rules seat at most 3"),
        ({"rules": {"preset": "ofc", "scoring": "9-9"}}, "rules.scoring: unknown value '9-9'"),
        ({"rules": "nope"}, "rules: unknown preset 'nope'"),
        ({"rebuys": {"until_level": 9}}, "rebuys.until_level: level 9 is past the last level (4)"),
        ({"late_registration_until": 5}, "late_registration_until: level 5 is past the last level (4)"),
        ({"levels": {"by": "hands", "hands_per_level": 8, "point_values": [100, 0]}},
         "levels.point_values[1]: Input should be greater than or equal to 1"),
        ({"levels": {"by": "minutes", "minutes_per_level": 20, "hands_per_level": 8, "point_values": [5]}},
         "unknown key 'hands_per_level' in levels"),
        ({"clock": {"seconds": 120, "on_expiry": "fold"}},
         "clock.on_expiry: unknown value 'fold' ('foul' or 'surrender')"),
        ({"payouts": {"by": "percent", "bands": [{"from_entries": 2, "percents": ["60", "30"]}]}},
         "payouts.bands[0]: the places' percentages sum to 90, not 100"),
        ({"payouts": {"by": "percent", "bands": [{"from_entries": 9, "percents": ["100"]},
                                                 {"from_entries": 2, "percents": ["100"]}]}},
         "payouts: bands: from_entries must rise from one band to the next"),
        ({"payouts": {"by": "fixed", "amounts": ["500", "x"]}}, "payouts.amounts[1]: not an amount ('x')"),
        ({"currency": "euro"}, "currency: a three-letter code like USD or EUR, or none (got 'EURO')"),
        ({"date": "2026-13-01"}, "date: not a date like 2013-06-01 ('2026-13-01')"),
        ({"fantasy_land": 1}, "fantasy_land: Input should be a valid boolean"),
        ({"prize": "1000"}, "unknown key 'prize'"),
    ],
)  # fmt: skip
def test_a_structure_that_does_not_fit_is_refused_in_one_line_naming_the_field(
    change: dict[str, Any], message: str
) -> None:
    with pytest.raises(InputError) as caught:
        TournamentStructure.read({**FRIDAY, **change})
    text = str(caught.value)
    assert text.startswith(message), text
    assert "\n" not in text


def test_six_seats_need_two_extra_suits_in_a_rules_object() -> None:
    rules = {"preset": "classic-2-4", "extra_suits": ["h", "s"]}
    assert TournamentStructure.read({**FRIDAY, "rules": rules, "seats": 6}).seats == 6


def test_the_bicycle_preset_is_the_2013_event_and_edits_like_any_structure() -> None:
    bike = structure_preset("bicycle-ofc-2013")
    assert bike.entry_cost == Money.of("1100", "USD")
    assert (bike.buy_in, bike.fee, bike.starting_chips, bike.fantasy_land) == ("1000", "100", 20000, False)
    assert isinstance(bike.levels, HandLevels) and bike.levels.hands_per_level == 8
    assert bike.table_rules() == {"preset": "ofc", "fantasy_land": False} and not bike.rule_set().fantasy_land
    edited = structure_preset("bicycle-ofc-2013", name="Thursday OFC", fantasy_land=True, seats=4)
    assert (edited.name, edited.fantasy_land, edited.seats, edited.starting_chips) == ("Thursday OFC", True, 4, 20000)
    # an edit is checked as a new structure is: a level past the schedule is refused
    with pytest.raises(InputError, match=r"^rebuys.until_level: level 40 is past the last level \(16\)$"):
        bike.edited(rebuys={"until_level": 40})
    with pytest.raises(InputError, match="unknown structure 'wsop-1995'"):
        structure_preset("wsop-1995")


@pytest.mark.parametrize("name", sorted(STRUCTURE_PRESETS))
def test_every_preset_reads(name: str) -> None:
    assert structure_preset(name).name


def test_the_level_rises_every_eight_hands_and_stays_at_the_last() -> None:
    every_8 = HandLevels(hands_per_level=8, point_values=(100, 200, 300))
    played = [(hand, level_for_hand(every_8, hand)) for hand in (1, 8, 9, 16, 17, 24, 25, 500)]
    assert [(hand, lv.number, lv.point_value) for hand, lv in played] == [
        (1, 1, 100), (8, 1, 100), (9, 2, 200), (16, 2, 200), (17, 3, 300), (24, 3, 300), (25, 3, 300), (500, 3, 300),
    ]  # fmt: skip
    assert [lv.hands_to_next for _, lv in played[:4]] == [7, 0, 7, 0]
    assert level_for_hand(every_8, 17).hands_to_next is None  # the last level never ends
    with pytest.raises(InputError, match="count from 1"):
        level_for_hand(every_8, 0)


def test_the_level_by_the_clock() -> None:
    timed = TimedLevels(by="minutes", minutes_per_level=20, point_values=(5, 10, 20))
    assert level_at_time(timed, 0).point_value == 5
    assert level_at_time(timed, 20 * 60 - 1).seconds_to_next == 1
    assert (level_at_time(timed, 20 * 60).number, level_at_time(timed, 20 * 60).point_value) == (2, 10)
    assert level_at_time(timed, 10 * 3600).point_value == 20
    # level_at picks by the schedule's kind: the clock ignores the hand count, and the reverse
    assert level_at(timed, hand=1, seconds=41 * 60).number == 3
    every_8 = HandLevels(hands_per_level=8, point_values=(100, 200))
    assert level_at(every_8, hand=9, seconds=0).point_value == 200
