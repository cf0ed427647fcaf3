"""`tournament new`'s words (session-cli.md, "Tournaments") make the structure they say."""

from __future__ import annotations

import pytest

from scorekeeper.errors import InputError
from scorekeeper.money import Money
from scorekeeper.tournament.flags import structure_from_flags
from scorekeeper.tournament.structure import HandLevels, TimedLevels

BASE = {"name": "Bike", "buyin": "1000", "fee": "100", "chips": 20000, "levels": "100, 200,300", "currency": "usd"}


def test_the_flags_make_the_structure() -> None:
    s = structure_from_flags(**BASE, rebuy_until=2, late_until=3, clock=120, on_expiry="surrender", payouts="60,40")
    assert s.entry_cost == Money.of("1100", "USD")
    assert s.levels == HandLevels(hands_per_level=8, point_values=(100, 200, 300))
    assert s.rebuys is not None and s.rebuys.until_level == 2 and s.late_registration_until == 3
    assert s.clock is not None and (s.clock.seconds, s.clock.on_expiry) == (120, "surrender")
    assert s.payouts.by == "percent" and s.payouts.band(2).percents == ("60", "40")
    timed = structure_from_flags(**BASE, minutes_per_level=20)
    assert timed.levels == TimedLevels(by="minutes", minutes_per_level=20, point_values=(100, 200, 300))


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"levels": "100,,300"}, "--levels: a list like 100,200,300 (got '100,,300')"),
        ({"levels": "100,2.5"}, "--levels: '2.5' is not a whole number of chips"),
        ({"payouts": "50,30"}, "payouts.bands[0]: the places' percentages sum to 80, not 100"),
        (
            {"hands_per_level": 8, "minutes_per_level": 20},
            "--hands-per-level and --minutes-per-level: one or the other",
        ),
        ({"rebuy_until": 4}, "rebuys.until_level: level 4 is past the last level (3)"),
        ({"on_expiry": "fold", "clock": 60}, "clock.on_expiry: unknown value 'fold'"),
    ],
)
def test_words_that_do_not_fit_are_refused_in_one_line(change: dict[str, object], message: str) -> None:
    with pytest.raises(InputError) as caught:
        structure_from_flags(**{**BASE, **change})
    assert str(caught.value).startswith(message), str(caught.value)
