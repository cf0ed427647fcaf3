"""The casino side game: the house's collection, stacks and table stakes, tips and
shared expenses, settle-up modes, manager sign-off and settlement slips.

Each concept is one module; :mod:`scorekeeper.casino.state` holds what the session's
casino events set, :mod:`scorekeeper.casino.view` derives each hand's money from it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorekeeper.lazy_names import lazy_names

__all__: list[str] = []

# -- the part's face: the names the app imports, each loaded from its module on first use (PEP 562) --
if TYPE_CHECKING:
    from scorekeeper.casino.manager import signed
    from scorekeeper.casino.payloads import Scrypt
    from scorekeeper.casino.prepare import (
        check_close,
        prepare_collection,
        prepare_loss_cap,
        prepare_manager,
        prepare_stack_entry,
        prepare_table_stakes,
        prepare_tip,
    )
    from scorekeeper.casino.settle_up import cash_json, hand_notes
    from scorekeeper.casino.signing import NewKey
    from scorekeeper.casino.slip import SlipNotWritten, SlipPrint, print_slip
    from scorekeeper.casino.state import HOUSE
    from scorekeeper.casino.view import casino_view

_FACE = {
    "HOUSE": "scorekeeper.casino.state",
    "NewKey": "scorekeeper.casino.signing",
    "Scrypt": "scorekeeper.casino.payloads",
    "SlipNotWritten": "scorekeeper.casino.slip",
    "SlipPrint": "scorekeeper.casino.slip",
    "cash_json": "scorekeeper.casino.settle_up",
    "casino_view": "scorekeeper.casino.view",
    "check_close": "scorekeeper.casino.prepare",
    "hand_notes": "scorekeeper.casino.settle_up",
    "prepare_collection": "scorekeeper.casino.prepare",
    "prepare_loss_cap": "scorekeeper.casino.prepare",
    "prepare_manager": "scorekeeper.casino.prepare",
    "prepare_stack_entry": "scorekeeper.casino.prepare",
    "prepare_table_stakes": "scorekeeper.casino.prepare",
    "prepare_tip": "scorekeeper.casino.prepare",
    "print_slip": "scorekeeper.casino.slip",
    "signed": "scorekeeper.casino.manager",
}
__all__ += [
    "HOUSE",
    "NewKey",
    "Scrypt",
    "SlipNotWritten",
    "SlipPrint",
    "cash_json",
    "casino_view",
    "check_close",
    "hand_notes",
    "prepare_collection",
    "prepare_loss_cap",
    "prepare_manager",
    "prepare_stack_entry",
    "prepare_table_stakes",
    "prepare_tip",
    "print_slip",
    "signed",
]


__getattr__ = lazy_names(__name__, _FACE, globals())


# -- end of the face --
