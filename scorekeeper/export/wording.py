"""A rule set and a session's corrections in words, for the exported ledgers.

>>> from scorekeeper.game.rules import preset
>>> option_words(preset("classic-2-4"), "surrender")
'2.5 units'
>>> summary_lines(preset("thirteen-water"))[0]
('Scoring', 'per row: 1 unit per row')
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from scorekeeper.amounts import format_amount
from scorekeeper.export.labels import Labeller, labeller
from scorekeeper.game.cards import RANK_CHARS, SUIT_CHARS, SUIT_SYMBOLS
from scorekeeper.game.rules import MORE_OPTIONS, OPTION_DEFAULTS, OPTION_DOCS, OPTION_NAMES, ROWS, RoyaltyEntry, RuleSet
from scorekeeper.game.terms import term

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


def _hand(name: str, lang: str = "en") -> str:
    """A hand or natural by name: the engine's id in words in English, the players' name otherwise."""
    return name.replace("-", " ") if lang == "en" else term(name, lang)


def _royalty(entry: RoyaltyEntry, lang: str = "en") -> str:
    tr = labeller(lang)
    name = _hand(entry.hand, lang)
    if entry.rank is not None:
        rank = RANK_CHARS[entry.rank - 2]
        name = tr("pair of {rank}s", rank=rank) if entry.hand == "pair" else tr("three {rank}s", rank=rank)
    return f"{name} {format_amount(entry.units)}"


def _ranked_run(run: list[RoyaltyEntry], lang: str = "en") -> str:
    """A run of ranked entries, one rank and one unit apart: ``pairs 6s-As 1 to 9``."""
    if len(run) < 3:
        return ", ".join(_royalty(e, lang) for e in run)
    low, high = (RANK_CHARS[e.rank - 2] for e in (run[0], run[-1]) if e.rank is not None)
    text = (
        "pairs {low}s–{high}s {first} to {last}" if run[0].hand == "pair" else "trips {low}s–{high}s {first} to {last}"
    )
    first, last = format_amount(run[0].units), format_amount(run[-1].units)
    return labeller(lang)(text, low=low, high=high, first=first, last=last)


def _row_words(entries: list[RoyaltyEntry], lang: str = "en") -> list[str]:
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
            words.append(_ranked_run(run, lang))
        run = [entry] if entry.rank is not None else []
        if entry.rank is None:
            words.append(_royalty(entry, lang))
    if run:
        words.append(_ranked_run(run, lang))
    return words


def royalties_words(entries: tuple[RoyaltyEntry, ...], lang: str = "en") -> str:
    """Royalties grouped by row: ``front: three of a kind 3; back: four of a kind 2``.

    >>> from scorekeeper.game.rules import preset
    >>> royalties_words(preset("ofc").royalties).split("; ")[0]
    'front: pairs 6s–As 1 to 9, trips 2s–As 10 to 22'
    """
    parts = []
    for row in ROWS:
        mine = _row_words([e for e in entries if e.row == row], lang)
        if mine:
            parts.append(f"{term(row, lang)}: " + ", ".join(mine))
    return "; ".join(parts) or labeller(lang)("none")


def naturals_words(naturals: dict[str, Decimal], lang: str = "en") -> str:
    words = ", ".join(f"{_hand(name, lang)} {format_amount(units)}" for name, units in naturals.items())
    return words or labeller(lang)("none")


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
    if option == "race_stake":
        return "none" if value is None else f"{format_amount(value)} units"
    if option in MORE_OPTIONS:
        return _more_words(option, value)
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def _more_words(option: str, value: Any) -> str:
    """A "More rule options" value in words (score-cli.md)."""
    if option == "suit_order":
        return "off" if value is None else " > ".join(SUIT_SYMBOLS[SUIT_CHARS.index(s)] for s in value)
    if option == "extra_suits":
        return ", ".join(SUIT_SYMBOLS[SUIT_CHARS.index(s)] for s in value) if value else "none"
    if option == "horse_multiplier":
        return _times(value)
    if option in ("royalty_cap", "scoop_cap", "home_run_cap"):
        return "none" if value is None else f"{format_amount(value)} units"
    if option == "lowball_qualifier":
        return "none" if value is None else f"{'10' if value == 'T' else value}-low or better"
    if option == "match_hands":
        return "none" if value is None else f"{value} hands"
    if option == "banker":
        return "none" if value is None else "the dealer banks"
    if isinstance(value, bool):
        return "yes" if value else "no"
    return "none" if value is None else str(value)


def more_rules_words(rules: RuleSet) -> str:
    """The "More rule options" that differ from their default: ``suit_order: ♠ > ♥ > ♣ > ♦; horse_card: 5h``."""
    changed = [name for name in MORE_OPTIONS if getattr(rules, name) != OPTION_DEFAULTS[name]]
    return "; ".join(f"{name}: {_more_words(name, getattr(rules, name))}" for name in changed)


def option_rows(rules: RuleSet) -> list[tuple[str, str, str]]:
    """Every option: (name, value in words, description)."""
    return [(name, option_words(rules, name), OPTION_DOCS[name]) for name in OPTION_NAMES]


def rule_changes(before: RuleSet, after: RuleSet) -> str:
    """What differs between two rule sets: ``scoring: 2-4 → 1-6; surrender: 2.5 units → not allowed``."""
    changes = [
        f"{name}: {option_words(before, name)} → {option_words(after, name)}"
        for name in OPTION_NAMES
        if getattr(before, name) != getattr(after, name)
    ]
    return "; ".join(changes) or "no change"


def summary_lines(rules: RuleSet, lang: str = "en") -> list[tuple[str, str]]:
    """The rule set in a few labelled lines for the Summary sheet (a blank label continues a line)."""
    tr: Labeller = labeller(lang)
    royalties = [(tr("Royalties"), tr("none"))]
    if rules.royalties:
        rows = royalties_words(rules.royalties, lang).split("; ")
        paid = tr(PAYMENT[rules.royalty_payment])
        paid += tr(", only a player's largest counts") if rules.one_royalty_per_hand else ""
        royalties = [(tr("Royalties") if i == 0 else "", text) for i, text in enumerate([*rows, paid])]
    if rules.foul == "scoop":
        foul = tr("a fouled hand pays as if scooped")
    elif rules.foul == "play":
        foul = tr("a fouled hand plays its rows")
    else:
        assert isinstance(rules.foul, Decimal)
        foul = tr("a fouled hand pays {units} units", units=format_amount(rules.foul))
    if rules.foul_pays_royalties and rules.foul != "play":
        foul += tr(" and pays the opponent's royalties")
    surrender = (
        tr("not allowed")
        if rules.surrender is None
        else tr("{units} units to each opponent who plays", units=format_amount(rules.surrender))
    )
    bonuses = tr(
        "scoop {scoop}, home run {home_run}",
        scoop=_times(rules.scoop_multiplier),
        home_run=_times(rules.home_run_multiplier),
    )
    straights = tr(
        "A-2-3-4-5 is the lowest straight" if rules.wheel == "lowest" else "A-2-3-4-5 is the second-highest straight"
    )
    if rules.middle == "lowball":
        straights += tr("; the middle plays deuce-to-seven low")
    if rules.front_qka_straight:
        straights += tr("; Q-K-A counts as a front run")
    return [
        *game_lines(rules, lang),
        (tr("Scoring"), tr(SCORING[rules.scoring])),
        *royalties,
        (tr("Naturals"), naturals_words({str(k): v for k, v in rules.naturals.items()}, lang)),
        (tr("Surrender"), surrender),
        (tr("Fouls"), foul),
        (tr("Multipliers"), bonuses),
        (tr("Straights"), straights),
        *([(tr("More rules"), more)] if (more := more_rules_words(rules)) else []),
    ]


GAMES = {
    "criss-cross": "criss cross: heads-up, two hands each, each hand plays both of the opponent's",
    "race": "race: 1 point per best row at the table",
}


def game_lines(rules: RuleSet, lang: str = "en") -> list[tuple[str, str]]:
    """The game, seats and Fantasy Land, for rules that differ from the classic game (else nothing)."""
    tr: Labeller = labeller(lang)
    lines: list[tuple[str, str]] = []
    if rules.game != "classic":
        game = GAMES[rules.game]
        if rules.game == "race":
            game += f", a 4th for all three at 4 seats; first to {rules.race_target} wins"
            if rules.race_stake is not None:
                game += f"; each other player pays the winner {format_amount(rules.race_stake)} units"
        lines.append((tr("Game"), game))
    if rules.max_players != 4:
        lines.append((tr("Seats"), f"at most {rules.max_players} players"))
    if rules.fantasy_land and rules.game == "classic":
        cards = f"{rules.fantasy_land_cards} cards"
        if rules.fantasy_land_progressive:
            cards = f"progressive: QQ 14, KK 15, AA 16, trips 17 cards (at least {rules.fantasy_land_cards})"
        lines.append((tr("Fantasy Land"), f"queens or better in the front; {cards}"))
    return lines
