"""A tournament kept in the book: a session whose log holds the event's actions (its own event
kinds, registered as an extension of the session), replayed through the pure core's ``Field``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorekeeper.lazy_names import lazy_names

__all__: list[str] = []

# -- the part's face: the names the app imports, each loaded from its module on first use (PEP 562).
# The pure core's structures and presets are offered here too: the app reaches an event through
# its log, and one face keeps the app's count of engine modules down. --
if TYPE_CHECKING:
    from scorekeeper.tournament.flags import structure_from_flags
    from scorekeeper.tournament.presets import STRUCTURE_PRESETS, structure_preset
    from scorekeeper.tournament.structure import HandLevels, TournamentStructure
    from scorekeeper.tournament_log.director import (
        EventInfo,
        add_on,
        confirm_moves,
        create_tournament,
        event_clock,
        finish,
        hand_data,
        rebuy,
        register,
        register_choices,
        seat_is_set,
        structure_of,
        tally,
        tournaments,
    )
    from scorekeeper.tournament_log.replay import Tally
    from scorekeeper.tournament_log.standings import board_json, finish_json, show_json
    from scorekeeper.tournament_log.tables import draw_tables, record_hand, start_hand, table_sessions

_FACE = {
    "EventInfo": "scorekeeper.tournament_log.director",
    "HandLevels": "scorekeeper.tournament.structure",
    "STRUCTURE_PRESETS": "scorekeeper.tournament.presets",
    "Tally": "scorekeeper.tournament_log.replay",
    "TournamentStructure": "scorekeeper.tournament.structure",
    "add_on": "scorekeeper.tournament_log.director",
    "board_json": "scorekeeper.tournament_log.standings",
    "confirm_moves": "scorekeeper.tournament_log.director",
    "create_tournament": "scorekeeper.tournament_log.director",
    "draw_tables": "scorekeeper.tournament_log.tables",
    "event_clock": "scorekeeper.tournament_log.director",
    "finish_json": "scorekeeper.tournament_log.standings",
    "finish": "scorekeeper.tournament_log.director",
    "hand_data": "scorekeeper.tournament_log.director",
    "rebuy": "scorekeeper.tournament_log.director",
    "record_hand": "scorekeeper.tournament_log.tables",
    "register": "scorekeeper.tournament_log.director",
    "register_choices": "scorekeeper.tournament_log.director",
    "seat_is_set": "scorekeeper.tournament_log.director",
    "show_json": "scorekeeper.tournament_log.standings",
    "start_hand": "scorekeeper.tournament_log.tables",
    "structure_of": "scorekeeper.tournament_log.director",
    "structure_from_flags": "scorekeeper.tournament.flags",
    "structure_preset": "scorekeeper.tournament.presets",
    "table_sessions": "scorekeeper.tournament_log.tables",
    "tally": "scorekeeper.tournament_log.director",
    "tournaments": "scorekeeper.tournament_log.director",
}
__all__ += [
    "EventInfo",
    "HandLevels",
    "STRUCTURE_PRESETS",
    "Tally",
    "TournamentStructure",
    "add_on",
    "board_json",
    "confirm_moves",
    "create_tournament",
    "draw_tables",
    "event_clock",
    "finish_json",
    "finish",
    "hand_data",
    "rebuy",
    "record_hand",
    "register",
    "register_choices",
    "seat_is_set",
    "show_json",
    "start_hand",
    "structure_of",
    "structure_from_flags",
    "structure_preset",
    "table_sessions",
    "tally",
    "tournaments",
]


__getattr__ = lazy_names(__name__, _FACE, globals())


# -- end of the face --
