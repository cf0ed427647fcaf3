"""What a session holds, and what is in force for a hand: the state its events build.

:class:`SessionState` is the data ``Session`` (session.py) adds its actions to; the fold
(apply.py), the checks (commands.py, event_models.py) and what is derived (derived.py,
match.py) take it, so none of them imports the session module.
"""

from __future__ import annotations

import gc
import json
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from scorekeeper.game.rules import RuleSet, resolve_rules
from scorekeeper.game.stakes import StakeTable
from scorekeeper.session.events import GENESIS, Event
from scorekeeper.session.records import RECORDED, Damage, HandRecord, Revision


@contextmanager
def paused_gc() -> Iterator[None]:
    """The cyclic garbage collector off for a while (as ``timeit`` does).

    Replaying a session builds many long-lived dicts and no reference cycles; the
    collector, run again and again over the growing heap, would double the time.
    """
    collecting = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if collecting:
            gc.enable()


@dataclass
class SessionState:
    """The state of one session, rebuilt by applying its events in order."""

    id: str
    name: str = ""
    date: str = ""
    place: str = ""
    currency: str = ""
    unit: Decimal = Decimal(1)
    coin: Decimal | None = None  # the smallest coin paid at settle-up (None: the currency's minor unit)
    players: tuple[str, ...] = ()  # everyone ever named, in the order first named
    active: tuple[str, ...] = ()  # who may sit from now on
    rules_history: tuple[tuple[int, str], ...] = ()  # (from hand, rules JSON)
    stake_history: tuple[tuple[int, str, str, Decimal], ...] = ()
    unit_history: tuple[tuple[int, Decimal], ...] = ()  # (from hand, the table's unit) after the created one
    hands: dict[int, HandRecord] = field(default_factory=dict)
    settled: bool = False
    archived: bool = False  # hidden from the start list; kept in the book and the standings
    # each extension's state by its name (the casino's: collection, stacks, tips, manager), set by its events
    extensions: dict[str, object] = field(default_factory=dict)
    events: list[Event] = field(default_factory=list)
    undo_stack: list[int] = field(default_factory=list)
    redo_stack: list[int] = field(default_factory=list)
    damage: Damage | None = None
    unapplied: list[Event] = field(default_factory=list)  # the damaged event and those after it, as read
    _changes: dict[int, list[tuple[Any, Any, Any]]] = field(default_factory=dict)
    _gone: dict[int, tuple[Revision, ...]] = field(default_factory=dict)  # history of a hand an undo removed
    _rules_cache: dict[str, RuleSet] = field(default_factory=dict, repr=False, compare=False)
    _derived: dict[str, Any] = field(default_factory=dict, repr=False, compare=False)  # see _derive
    # hand -> (record, race stakes and marks, LedgerLine): a line is remade only when its inputs change
    _line_cache: dict[int, tuple[Any, Any, Any]] = field(default_factory=dict, repr=False, compare=False)
    _rescore_cache: dict[int, tuple[Any, Any, Any, bool]] = field(default_factory=dict, repr=False, compare=False)

    @property
    def damaged(self) -> list[str]:
        """The damage as a list of sentences (empty when the log is sound)."""
        return [self.damage.text()] if self.damage is not None else []

    @property
    def head(self) -> str:
        return self.events[-1].hash if self.events else GENESIS

    # -- what is in force -----------------------------------------------------------
    @property
    def next_hand(self) -> int:
        # A hand is only ever added as the next number and only removed by undoing the last add,
        # so the last key is the highest: max() here made a long replay quadratic.
        return next(reversed(self.hands), 0) + 1

    @property
    def coin_value(self) -> Decimal:
        """The smallest coin paid at settle-up: the session's, or the currency's minor unit."""
        from scorekeeper.money import minor_unit

        return self.coin if self.coin is not None else minor_unit(self.currency)

    def rules_for(self, hand: int) -> RuleSet:
        in_force = [r for start, r in self.rules_history if start <= hand]
        text = in_force[-1] if in_force else "null"  # a session damaged at its start: the default rules
        rules = self._rules_cache.get(text)
        if rules is None:
            rules = self._rules_cache[text] = resolve_rules(json.loads(text))
        return rules

    def stakes_for(self, hand: int) -> StakeTable:
        pairs = {frozenset((a, b)): unit for start, a, b, unit in self.stake_history if start <= hand}
        table = [unit for start, unit in self.unit_history if start <= hand]
        return StakeTable(table[-1] if table else self.unit, pairs)

    def uses_rule(self, option: str, value: object) -> bool:
        """Whether any rules of the session (now or before) set ``option`` to ``value``."""
        return any(getattr(self.rules_for(start), option) == value for start, _ in self.rules_history)

    def live_hands(self) -> list[HandRecord]:
        """Hands whose latest revision is not void, in number order."""
        return [self.hands[n] for n in sorted(self.hands) if self.hands[n].status == RECORDED]

    def _derive(self, key: str, build: Any) -> Any:
        """``build()``, cached until the next event (state only changes by applying one)."""
        stamp = (len(self.events), self.head)
        cached = self._derived.get(key)
        if cached is None or cached[0] != stamp:
            with paused_gc():  # a ledger of 10,000 hands: the collector's passes were 3/4 of the time
                cached = self._derived[key] = (stamp, build())
        return cached[1]
