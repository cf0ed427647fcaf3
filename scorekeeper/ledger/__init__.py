"""What the log is worth: typed ledger lines and everything summed from them (totals, standings,
settle-up, verification)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorekeeper.lazy_names import lazy_names

__all__: list[str] = []

# -- the part's face: the names the app imports, each loaded from its module on first use (PEP 562) --
if TYPE_CHECKING:
    from scorekeeper.ledger.lines import (
        CORRECTED,
        FANTASY,
        FOUL,
        MARK_ORDER,
        NATURAL,
        RACE_WIN,
        ROYALTY,
        SURRENDER,
        LedgerLine,
        ledger_lines,
    )
    from scorekeeper.ledger.settlement import Transfer
    from scorekeeper.ledger.totals import Settlement, Standing, Totals, fingerprint, running_money, standings

_FACE = {
    "CORRECTED": "scorekeeper.ledger.lines",
    "FANTASY": "scorekeeper.ledger.lines",
    "FOUL": "scorekeeper.ledger.lines",
    "LedgerLine": "scorekeeper.ledger.lines",
    "MARK_ORDER": "scorekeeper.ledger.lines",
    "NATURAL": "scorekeeper.ledger.lines",
    "RACE_WIN": "scorekeeper.ledger.lines",
    "ROYALTY": "scorekeeper.ledger.lines",
    "SURRENDER": "scorekeeper.ledger.lines",
    "Settlement": "scorekeeper.ledger.totals",
    "Standing": "scorekeeper.ledger.totals",
    "Totals": "scorekeeper.ledger.totals",
    "Transfer": "scorekeeper.ledger.settlement",
    "fingerprint": "scorekeeper.ledger.totals",
    "ledger_lines": "scorekeeper.ledger.lines",
    "running_money": "scorekeeper.ledger.totals",
    "standings": "scorekeeper.ledger.totals",
}
__all__ += [
    "CORRECTED",
    "FANTASY",
    "FOUL",
    "LedgerLine",
    "MARK_ORDER",
    "NATURAL",
    "RACE_WIN",
    "ROYALTY",
    "SURRENDER",
    "Settlement",
    "Standing",
    "Totals",
    "Transfer",
    "fingerprint",
    "ledger_lines",
    "running_money",
    "standings",
]


__getattr__ = lazy_names(__name__, _FACE, globals())


# -- end of the face --
