"""Recorded actions and session changes in words, for Undo/Redo, the status bar and the ledger.

``action_words`` names what an undoable event did ("record hand 12", "stake Amy–Bob €5");
``change_lines`` lists what changed between hands ("from hand 13: Amy–Bob €5 a unit").
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from decimal import Decimal

from scorekeeper.amounts import format_amount
from scorekeeper.game import RuleSet, resolve_rules, rule_changes
from scorekeeper.session import (
    UNDOABLE,
    EventRecord,
    HandAdded,
    HandEdited,
    HandVoided,
    PlayersSet,
    RulesSet,
    Session,
    StakeSet,
    UnitSet,
    record_of,
)
from scorekeeper_app.wording.formatting import money_text
from scorekeeper_app.wording.i18n import translate


def action_words(session: Session, seq: int) -> str:
    """What event ``seq`` of the session did, in a few words."""
    return event_action(record_of(session.events[seq - 1]), session.currency)


def event_action(record: EventRecord, currency: str) -> str:
    if isinstance(record, HandAdded):
        return translate("SessionWords", "record hand {number}").format(number=record.hand)
    if isinstance(record, HandEdited):
        return translate("SessionWords", "correct hand {number}").format(number=record.hand)
    if isinstance(record, HandVoided):
        return translate("SessionWords", "void hand {number}").format(number=record.hand)
    if isinstance(record, StakeSet):
        a, b = record.players
        return translate("SessionWords", "stake {a}–{b} {amount}").format(
            a=a, b=b, amount=money_text(Decimal(record.unit), currency)
        )
    if isinstance(record, UnitSet):
        return translate("SessionWords", "table unit {amount}").format(
            amount=money_text(Decimal(record.unit), currency)
        )
    if isinstance(record, RulesSet):
        return translate("SessionWords", "rules from hand {number}").format(number=record.from_hand)
    if isinstance(record, PlayersSet):
        return translate("SessionWords", "seats: {players}").format(players=", ".join(record.players))
    return record.kind


def played_under(session: Session, hand: int) -> str:
    """The rules and stakes hand ``hand`` was played under: "classic 2-4 · €1.00 a unit · Amy–Bob €5.00"."""
    from scorekeeper_app.session.rules_editor import rules_title

    stakes = session.stakes_for(hand)
    order = {name: i for i, name in enumerate(session.players)}
    parts = [
        rules_title(session.rules_for(hand)),
        translate("SessionWords", "{amount} a unit").format(amount=money_text(stakes.unit, session.currency)),
    ]
    for pair, value in sorted(stakes.pairs.items(), key=lambda kv: sorted(order.get(n, 0) for n in kv[0])):
        a, b = sorted(pair, key=lambda n: order.get(n, 0))
        parts.append(f"{a}–{b} {money_text(value, session.currency)}")
    return " · ".join(parts)


@dataclass(frozen=True)
class Change:
    """A change in force from a hand on, as the ledger shows it between hands."""

    from_hand: int
    text: str


def change_lines(session: Session) -> list[Change]:
    """Every stake, unit, rules and seating change still in force (undone ones are gone), in order."""
    from scorekeeper_app.session.rules_editor import rules_title  # the rules editor is loaded late: a faster start

    out: list[Change] = []
    cur = session.currency
    for start, a, b, unit in session.stake_history:
        if start > 1:
            amount = money_text(unit, cur)
            text = translate("SessionWords", "from hand {number}: {a}–{b} {amount} a unit")
            out.append(Change(start, text.format(number=start, a=a, b=b, amount=amount)))
    for start, unit in session.unit_history:
        text = translate("SessionWords", "from hand {number}: everyone {amount} a unit")
        out.append(Change(start, text.format(number=start, amount=money_text(unit, cur))))
    history = session.rules_history
    for (_, before_text), (start, rules_text) in zip(history, history[1:], strict=False):
        rules = resolve_rules(json.loads(rules_text))
        changed = changed_options(resolve_rules(json.loads(before_text)), rules)
        text = translate("SessionWords", "from hand {number}: rules {rules}")
        line = text.format(number=start, rules=rules_title(rules))
        out.append(Change(start, f"{line} ({changed})" if changed else line))
    out += _seat_changes(session)
    return sorted(out, key=lambda c: c.from_hand)


def _in_force(session: Session) -> set[int]:
    """The undoable events not taken back by an undo (settling keeps them in force)."""
    stack: list[int] = []
    redo: list[int] = []
    undone: set[int] = set()
    for event in session.events:
        if event.kind in UNDOABLE:
            stack.append(event.seq)
            redo.clear()
        elif event.kind == "undo" and stack:
            redo.append(stack.pop())
            undone.add(redo[-1])
        elif event.kind == "redo" and redo:
            stack.append(redo.pop())
            undone.discard(stack[-1])
        elif event.kind == "settled":
            stack.clear()
            redo.clear()
    return {e.seq for e in session.events if e.kind in UNDOABLE} - undone


def _seat_changes(session: Session) -> list[Change]:
    """Seating changes: the engine keeps only who sits now, so they come from the events in force."""
    out: list[Change] = []
    in_force = _in_force(session)
    added = {
        rev.seq: record.number for record in session.hands.values() for rev in record.history if rev.kind == "added"
    }
    hands_before = 0
    for event in session.events:
        if event.seq not in in_force:
            continue
        if event.seq in added:
            hands_before = max(hands_before, added[event.seq])
        elif event.kind == "players":
            seated = record_of(event)
            assert isinstance(seated, PlayersSet)
            start = hands_before + 1
            text = translate("SessionWords", "from hand {number}: seated {players}")
            out.append(Change(start, text.format(number=start, players=", ".join(seated.players))))
    return out


def changed_options(before: RuleSet, after: RuleSet) -> str:
    """What a rules change changed: "scoring 2-4 → 1-6, surrender 2.5 → off, royalties"."""
    parts = []
    for name, was, now in rule_changes(before, after):
        if all(isinstance(v, (str, int, Decimal)) or v is None for v in (was, now)):
            parts.append(f"{name} {_option_value(was)} → {_option_value(now)}")
        else:  # a table (royalties, naturals, suits): named, its entries are in the rules dialog
            parts.append(name)
    return ", ".join(parts)


def _option_value(value: object) -> str:
    if value is None or value is False:
        return translate("SessionWords", "off")
    if value is True:
        return translate("SessionWords", "on")
    return format_amount(value) if isinstance(value, Decimal) else str(value)
