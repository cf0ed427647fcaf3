"""The Rules sheet: every option now, and how the rules changed during the session.

>>> from scorekeeper.session.session import Session
>>> s = Session.create("1", name="Friday", players=["Amy", "Bob"])
>>> rules_sheet(s).blocks[1].rows
[[1, 'rules at the start']]
"""

from __future__ import annotations

import json

from scorekeeper.export.labels import labeller
from scorekeeper.export.sheet_model import Block, Column, Kind, Sheet, Value
from scorekeeper.export.wording import option_rows, rule_changes
from scorekeeper.game.rules import RuleSet, resolve_rules
from scorekeeper.session.session import Session


def rules_sheet(session: Session, *, lang: str = "en") -> Sheet:
    """Every option now, and the changes. Option names, values and descriptions are the engine's own (English)."""
    tr = labeller(lang)
    now = session.rules_for(session.next_hand)
    options = Block(
        [
            Column(tr("Option"), bold=True),
            Column(tr("Value"), Kind.WRAP, width=44),
            Column(tr("Description"), Kind.WRAP, width=60),
        ],
        [list(row) for row in option_rows(now)],
    )
    changes: list[list[Value]] = []
    before: RuleSet | None = None
    for start, text in session.rules_history:
        rules = resolve_rules(json.loads(text))
        changes.append([start, tr("rules at the start") if before is None else rule_changes(before, rules)])
        before = rules
    history = Block(
        [Column(tr("From hand"), Kind.INT), Column(tr("What changed"), Kind.WRAP, width=44)],
        changes,
        title=tr("Rule changes"),
    )
    return Sheet(tr("Rules"), "rules", [options, history], freeze=(1, 1))
