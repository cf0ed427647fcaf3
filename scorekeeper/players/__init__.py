"""Players across nights: the book's player register, each person's record, the settle-up that leaves the app.

The register (``register.py``) maps the names sessions hold to people, by actions recorded in
the book's own log (merge, unmerge, note, remove, undo): no session event is rewritten.
The statistics (``stats.py``) read sessions through the book and their ledger lines; the
settle-up's outside forms (``settle_out.py``: chat messages, a Splitwise-style CSV, beancount
and ledger-cli journals, a bankroll-tracker CSV) and a player's own export (``privacy.py``)
read the same. Layer 5: it reads the book and the ledger, never the app.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorekeeper.lazy_names import lazy_names

__all__: list[str] = []

# -- the part's face: the names the app imports, each loaded from its module on first use (PEP 562) --
if TYPE_CHECKING:
    from scorekeeper.players.actions import current, merge, undo, unmerge
    from scorekeeper.players.advice_facts import Given
    from scorekeeper.players.names import Suggestion, suggestions
    from scorekeeper.players.overview import Overview, people_stats, read_overview, session_people
    from scorekeeper.players.register import Person, Register
    from scorekeeper.players.stats import CurrencyStats, Duel, Night, PlayerStats, StatsFilter, per
    from scorekeeper.players.stats_json import advisor_json

_FACE = {
    "CurrencyStats": "scorekeeper.players.stats",
    "Duel": "scorekeeper.players.stats",
    "Given": "scorekeeper.players.advice_facts",
    "Night": "scorekeeper.players.stats",
    "Overview": "scorekeeper.players.overview",
    "Person": "scorekeeper.players.register",
    "PlayerStats": "scorekeeper.players.stats",
    "Register": "scorekeeper.players.register",
    "StatsFilter": "scorekeeper.players.stats",
    "Suggestion": "scorekeeper.players.names",
    "advisor_json": "scorekeeper.players.stats_json",
    "current": "scorekeeper.players.actions",
    "merge": "scorekeeper.players.actions",
    "people_stats": "scorekeeper.players.overview",
    "per": "scorekeeper.players.stats",
    "read_overview": "scorekeeper.players.overview",
    "session_people": "scorekeeper.players.overview",
    "suggestions": "scorekeeper.players.names",
    "undo": "scorekeeper.players.actions",
    "unmerge": "scorekeeper.players.actions",
}
__all__ += [
    "CurrencyStats",
    "Duel",
    "Given",
    "Night",
    "Overview",
    "Person",
    "PlayerStats",
    "Register",
    "StatsFilter",
    "Suggestion",
    "advisor_json",
    "current",
    "merge",
    "people_stats",
    "per",
    "read_overview",
    "session_people",
    "suggestions",
    "undo",
    "unmerge",
]


__getattr__ = lazy_names(__name__, _FACE, globals())


# -- end of the face --
