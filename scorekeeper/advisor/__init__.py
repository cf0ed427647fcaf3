"""The setting advisor: every way to set 13 cards, ranked by expected units under the table's rules."""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorekeeper.lazy_names import lazy_names

__all__: list[str] = []

# -- the part's face: the names the app imports, each loaded from its module on first use (PEP 562) --
if TYPE_CHECKING:
    from scorekeeper.advisor.advise import Advice, Advisor, Ranking, SettingCheck
    from scorekeeper.advisor.tables import shipped_tables

_FACE = {
    "Advice": "scorekeeper.advisor.advise",
    "Advisor": "scorekeeper.advisor.advise",
    "Ranking": "scorekeeper.advisor.advise",
    "SettingCheck": "scorekeeper.advisor.advise",
    "shipped_tables": "scorekeeper.advisor.tables",
}
__all__ += [
    "Advice",
    "Advisor",
    "Ranking",
    "SettingCheck",
    "shipped_tables",
]


__getattr__ = lazy_names(__name__, _FACE, globals())


# -- end of the face --
