"""A rule set and a session's corrections in words, for the exported ledgers.

>>> from scorekeeper.rules import preset
>>> option_words(preset("classic-2-4"), "surrender")
'2.5 units'
>>> summary_lines(preset("thirteen-water"))[0]
('Scoring', 'per row: 1 unit per row')
"""

from __future__ import annotations

from decimal import Decimal

from scorekeeper.amounts import format_amount
from scorekeeper.cards import RANK_CHARS
from scorekeeper.rules import OPTION_NAMES, ROWS, RoyaltyEntry, RuleSet

SCORING = {
    "2-4": "2-4: 1 unit per row, 1 more for winning two rows",
    "1-6": "1-6: 1 unit per row, 3 more for winning all three",
    "per-row": "per row: 1 unit per row",
}
PAYMENT = {
    "winner-only": "paid by an opponent whose row it beats",
    "always": "collected from every opponent, the difference moves",
    "cancel": "not paid when both hold one in that row",
}


def _hand(name: str) -> str:
    return name.replace("-", " ")


def _royalty(entry: RoyaltyEntry) -> str:
    name = _hand(entry.hand)
    if entry.rank is not None:
        rank = RANK_CHARS[entry.rank - 2]
        name = f"pair of {rank}s" if entry.hand == "pair" else f"three {rank}s"
    return f"{name} {format_amount(entry.units)}"


def _ranked_run(run: list[RoyaltyEntry]) -> str:
    """A run of ranked entries, one rank and one unit apart: ``pairs 6s-As 1 to 9``."""
    if len(run) < 3:
        return ", ".join(_royalty(e) for e in run)
    low, high = (RANK_CHARS[e.rank - 2] for e in (run[0], run[-1]) if e.rank is not None)
    name = "pairs" if run[0].hand == "pair" else "trips"
    return f"{name} {low}s–{high}s {format_amount(run[0].units)} to {format_amount(run[-1].units)}"


def _row_words(entries: list[RoyaltyEntry]) -> list[str]:
    words: list[str] = []
    run: list[RoyaltyEntry] = []
    for entry in entries:
        prev = run[-1] if run else None
        if (
            prev is not None
            and entry.rank is not None
            and prev.rank is not None
            and entry.hand == prev.hand
            and entry.rank == prev.rank + 1
            and entry.units == prev.units + 1
        ):
            run.append(entry)
            continue
        if run:
            words.append(_ranked_run(run))
        run = [entry] if entry.rank is not None else []
        if entry.rank is None:
            words.append(_royalty(entry))
    if run:
        words.append(_ranked_run(run))
    return words


def royalties_words(entries: tuple[RoyaltyEntry, ...]) -> str:
    """Royalties grouped by row: ``front: three of a kind 3; back: four of a kind 2``.

    >>> from scorekeeper.rules import preset
    >>> royalties_words(preset("ofc").royalties).split("; ")[0]
    'front: pairs 6s–As 1 to 9, trips 2s–As 10 to 22'
    """
    parts = []
    for row in ROWS:
        mine = _row_words([e for e in entries if e.row == row])
        if mine:
            parts.append(f"{row}: " + ", ".join(mine))
    return "; ".join(parts) or "none"


def naturals_words(naturals: dict[str, Decimal]) -> str:
    return ", ".join(f"{_hand(name)} {format_amount(units)}" for name, units in naturals.items()) or "none"


def _times(value: Decimal) -> str:
    return "×" + format_amount(value)


def option_words(rules: RuleSet, option: str) -> str:
    """One option's value as a reader would say it."""
    value = getattr(rules, option)
    if option == "royalties":
        return royalties_words(value)
    if option == "naturals":
        return naturals_words(value)
    if option == "surrender":
        return "not allowed" if value is None else f"{format_amount(value)} units"
    if option == "foul":
        return f"{format_amount(value)} units" if isinstance(value, Decimal) else str(value)
    if option in ("scoop_multiplier", "home_run_multiplier"):
        return _times(value)
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def option_rows(rules: RuleSet) -> list[tuple[str, str, str]]:
    """Every option: (name, value in words, description)."""
    fields = RuleSet.model_fields
    return [(name, option_words(rules, name), fields[name].description or "") for name in OPTION_NAMES]


def rule_changes(before: RuleSet, after: RuleSet) -> str:
    """What differs between two rule sets: ``scoring: 2-4 → 1-6; surrender: 2.5 units → not allowed``."""
    changes = [
        f"{name}: {option_words(before, name)} → {option_words(after, name)}"
        for name in OPTION_NAMES
        if getattr(before, name) != getattr(after, name)
    ]
    return "; ".join(changes) or "no change"


def summary_lines(rules: RuleSet) -> list[tuple[str, str]]:
    """The rule set in a few labelled lines for the Summary sheet (a blank label continues a line)."""
    royalties = [("Royalties", "none")]
    if rules.royalties:
        rows = royalties_words(rules.royalties).split("; ")
        paid = PAYMENT[rules.royalty_payment]
        paid += ", only a player's largest counts" if rules.one_royalty_per_hand else ""
        royalties = [("Royalties" if i == 0 else "", text) for i, text in enumerate([*rows, paid])]
    if rules.foul == "scoop":
        foul = "a fouled hand pays as if scooped"
    elif rules.foul == "play":
        foul = "a fouled hand plays its rows"
    else:
        foul = f"a fouled hand pays {option_words(rules, 'foul')}"
    if rules.foul_pays_royalties and rules.foul != "play":
        foul += " and pays the opponent's royalties"
    surrender = (
        "not allowed"
        if rules.surrender is None
        else f"{format_amount(rules.surrender)} units to each opponent who plays"
    )
    bonuses = f"scoop {_times(rules.scoop_multiplier)}, home run {_times(rules.home_run_multiplier)}"
    straights = "A-2-3-4-5 is the " + ("lowest straight" if rules.wheel == "lowest" else "second-highest straight")
    if rules.middle == "lowball":
        straights += "; the middle plays deuce-to-seven low"
    if rules.front_qka_straight:
        straights += "; Q-K-A counts as a front run"
    return [
        ("Scoring", SCORING[rules.scoring]),
        *royalties,
        ("Naturals", naturals_words({str(k): v for k, v in rules.naturals.items()})),
        ("Surrender", surrender),
        ("Fouls", foul),
        ("Multipliers", bonuses),
        ("Straights", straights),
    ]
