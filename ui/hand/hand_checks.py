"""Live checks of the hand being typed, in words, from the engine.

Nothing is decided here: hand names come from ``scorekeeper.game.hands``, fouls from
``scoring.foul_rows``, royalties and naturals from ``scoring.assess``, and the
preview result from ``Session.preview`` with the session's rules and stakes for
the hand (the same numbers ``scorekeeper score`` gives), kept as the engine's typed
:class:`~scorekeeper.game.scoring.HandResult`: no JSON is built on every key.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from scorekeeper.errors import InputError
from scorekeeper.game import (
    FOULED,
    ROW_SIZES,
    Card,
    HandResult,
    RuleSet,
    SeatedHand,
    SeatStatus,
    assess,
    category,
    evaluate_lowball,
    foul_rows,
    row_value,
    top_rank,
)
from scorekeeper.session import Session, parse_hand_entry
from scorekeeper_app.hand.hand_entry import ROWS, HandEntryModel, Slot
from scorekeeper_app.wording.formatting import (
    card_text,
    hand_name,
    natural_name,
    rank_text,
    rank_words,
    row_name,
    royalty_name,
    units_text,
)
from scorekeeper_app.wording.i18n import translate


@dataclass
class RowNote:
    hand: str = ""  # "pair of 6s"
    problem: str = ""  # a size or duplicate problem, shown in red under the row
    duplicates: frozenset[Card] = frozenset()


@dataclass
class SeatNote:
    rows: dict[str, RowNote] = field(default_factory=dict)
    complete: bool = False
    royalties: list[str] = field(default_factory=list)  # "Back: four of a kind +2"
    foul: str = ""  # "middle is weaker than front"
    foul_plays: bool = False  # under foul: play the rows still count
    natural: str = ""  # natural id
    natural_text: str = ""  # "Six and a half pairs · +6 units"
    status: str = ""


@dataclass
class HandNotes:
    seats: list[SeatNote]
    ready: bool
    problems: list[str]  # why it cannot be recorded yet
    warnings: list[str] = field(default_factory=list)  # the problems that are not just missing cards
    result: HandResult | None = None  # the preview once ready: Session.preview's typed value
    error: str = ""


def describe_row(cards: tuple[Card, ...], row: str, rules: RuleSet) -> str:
    """``pair of 6s``, ``ace high``, ``straight to 9``, ``flush``..."""
    if row == "middle" and rules.middle == "lowball":
        value = -evaluate_lowball(cards)
        return low_words(category(value))
    value = row_value(cards, wheel=rules.wheel_rule)
    name = category(value)
    rank = top_rank(value)
    if name == "high-card":
        return translate("HandChecks", "{rank} high").format(rank=rank_text(rank))
    if name == "pair":
        return translate("HandChecks", "pair of {ranks}").format(ranks=rank_words(rank))
    if name == "three-of-a-kind":
        return translate("HandChecks", "three {ranks}").format(ranks=rank_words(rank))
    if name == "four-of-a-kind":
        return translate("HandChecks", "four {ranks}").format(ranks=rank_words(rank))
    if name in ("straight", "straight-flush"):
        if {c.rank for c in cards} == {14, 2, 3, 4, 5}:
            return translate("HandChecks", "{hand} A to 5").format(hand=hand_name(name))
        return translate("HandChecks", "{hand} to {rank}").format(hand=hand_name(name), rank=rank_text(rank))
    return hand_name(name)


def low_words(name: str) -> str:
    """A lowball middle: ``low: pair``."""
    return translate("HandChecks", "low: {hand}").format(hand=hand_name(name))


def foul_words(pairs: list[tuple[str, str]]) -> str:
    return "; ".join(
        translate("HandChecks", "{weaker} is weaker than {stronger}").format(
            weaker=row_name(weaker), stronger=row_name(stronger)
        )
        for weaker, stronger in pairs
    )


def qualifier_words(rules: RuleSet) -> str:
    """Why a hand fouls when its rows are in order: its 2-7 middle misses ``lowball_qualifier``."""
    if rules.lowball_qualifier is None:
        return ""
    rank = "10" if rules.lowball_qualifier == "T" else rules.lowball_qualifier
    return translate("HandChecks", "the middle is not {rank}-low or better").format(rank=rank)


AssessCache = dict[tuple[SeatedHand, RuleSet], SeatStatus]


def _assess(seated: SeatedHand, rules: RuleSet, cache: AssessCache | None) -> SeatStatus:
    if cache is None:
        return assess(seated, rules)
    key = (seated, rules)  # a rule set is an immutable, hashable value: no id() reused after GC
    status = cache.get(key)
    if status is None:
        if len(cache) > 256:
            cache.clear()
        status = cache[key] = assess(seated, rules)
    return status


def _row_note(model: HandEntryModel, slot: Slot, rules: RuleSet, duplicates: dict[Card, list[Slot]]) -> RowNote:
    """The row's hand once it has its cards; else what is wrong with it (too many, doubled cards)."""
    row = slot[1]
    cards = model.cards(slot)
    rn = RowNote()
    size = ROW_SIZES[row]
    if len(cards) == size:
        rn.hand = describe_row(cards, row, rules)
    elif len(cards) > size:
        rn.problem = translate("HandChecks", "{count} cards: a {row} holds {size}").format(
            count=len(cards), row=row_name(row), size=size
        )
    dups = [c for c in cards if c in duplicates]
    if dups:
        rn.duplicates = frozenset(dups)
        texts = []
        for card in dict.fromkeys(dups):
            others = [s for s in duplicates[card] if s != slot]
            if not others:
                texts.append(translate("HandChecks", "{card} is twice in this row").format(card=card_text(card)))
            else:
                where = translate("HandChecks", " and ").join(model.place_name(s) for s in dict.fromkeys(others))
                texts.append(
                    translate("HandChecks", "{card} is also in {place}").format(card=card_text(card), place=where)
                )
        rn.problem = "; ".join(texts + ([rn.problem] if rn.problem else []))
    return rn


def _seat_note(
    model: HandEntryModel, seat: int, rules: RuleSet, duplicates: dict[Card, list[Slot]], cache: AssessCache | None
) -> SeatNote:
    note = SeatNote()
    for row in ROWS:
        note.rows[row] = _row_note(model, (seat, row), rules, duplicates)
    note.complete = model.seat_complete(seat)
    if note.complete and not any(c in duplicates for c in model.seat_cards(seat)):
        seated = SeatedHand(
            model.seats[seat],
            model.cards((seat, "front")),
            model.cards((seat, "middle")),
            model.cards((seat, "back")),
            model.surrender[seat],
            model.declare[seat],
        )
        status = _assess(seated, rules, cache)
        note.status = status.status
        if rules.middle == "lowball":
            note.rows["middle"].hand = low_words(status.categories["middle"])
        note.royalties = [f"{royalty_name(r.row, r.hand)} {units_text(r.units)}" for r in status.royalties]
        if status.natural is not None:
            note.natural = status.natural
            units = rules.natural_units(status.natural)
            note.natural_text = translate("HandChecks", "{natural} · {units} units from each player").format(
                natural=natural_name(status.natural), units=units_text(units)
            )
        if status.status == FOULED:
            note.foul = foul_words(foul_rows(seated, rules)) or qualifier_words(rules)
            note.foul_plays = rules.foul == "play"
    return note


def _problems(model: HandEntryModel, rules: RuleSet, duplicates: dict[Card, list[Slot]]) -> tuple[list[str], list[str]]:
    """Why the hand cannot be recorded yet (warnings first), and the warnings: the problems that
    are not just missing cards."""
    problems: list[str] = []
    warnings: list[str] = []
    for card, where in duplicates.items():
        places = translate("HandChecks", ", ").join(model.place_name(s) for s in where)
        held = model.copies(card)
        if held > 1:  # extra suits: the deck holds this card more than once
            warnings.append(
                translate("HandChecks", "{card} is entered {count} times, the deck holds {held} ({places})").format(
                    card=card_text(card), count=len(where), held=held, places=places
                )
            )
            continue
        warnings.append(
            translate("HandChecks", "{card} is entered twice ({places})").format(card=card_text(card), places=places)
        )
    for seat in range(len(model.seats)):
        for row in ROWS:
            n, size = len(model.cards((seat, row))), ROW_SIZES[row]
            if n < size:
                problems.append(
                    translate("HandChecks", "{place} has {count} of {size} cards").format(
                        place=model.place_name((seat, row)), count=n, size=size
                    )
                )
            elif n > size:
                warnings.append(
                    translate("HandChecks", "{place} has {count} cards: a {row} holds {size}").format(
                        place=model.place_name((seat, row)), count=n, row=row_name(row), size=size
                    )
                )
    if rules.surrender is None and any(model.surrender):
        warnings.append(translate("HandChecks", "surrender is not allowed under these rules"))
    return warnings + problems, warnings


def check_hand(
    model: HandEntryModel,
    session: Session | None,
    rules: RuleSet,
    cache: AssessCache | None = None,
    hand: int | None = None,
) -> HandNotes:
    """Every live check of the entry; the preview result when it is complete and clean.

    ``cache`` keeps seats already assessed under these rules (the caller keeps ``rules`` alive).
    """
    duplicates = model.duplicates()
    seats = [_seat_note(model, i, rules, duplicates, cache) for i in range(len(model.seats))]
    problems, warnings = _problems(model, rules, duplicates)
    notes = HandNotes(seats, ready=not problems and bool(model.seats), problems=problems, warnings=warnings)
    if notes.ready and session is not None:
        try:  # the engine's typed value (the dealer banks under rule option banker), read as it is by the panel
            notes.result = session.preview(parse_hand_entry(model.entry_dict()), hand, model.dealer)
        except InputError as exc:
            notes.ready, notes.error = False, str(exc)
            notes.problems.append(str(exc))
            notes.warnings.append(str(exc))
    return notes
