"""The Tournament window's tables and lines, in words: every number is the engine's board
(:func:`scorekeeper.tournament_log.board_json`, ``tournament show``'s figures and the room's
additions), put in text here and never counted.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt

from scorekeeper_app.players.players_models import Cell, TextTable
from scorekeeper_app.tournament.setting_clock import clock_text
from scorekeeper_app.wording.formatting import money_text
from scorekeeper_app.wording.i18n import QT_TRANSLATE_NOOP, plural, translate

STATUS_WORDS = {
    "playing": QT_TRANSLATE_NOOP("TournamentWindow", "playing"),
    "out": QT_TRANSLATE_NOOP("TournamentWindow", "out"),
}


STATUS_COLUMN = 4
_LEFT = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)


class FieldTable(TextTable):
    """The field: the numbers right-aligned, the status a word like the name."""

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() == STATUS_COLUMN:
            return _LEFT
        return super().data(index, role)


def chips_text(chips: int) -> str:
    return f"{chips:,}"


def _number(value: object) -> str:
    return "" if value is None else str(value)


def amount_text(amount: str, currency: str) -> str:
    return money_text(Decimal(amount), currency)


def field_headers() -> list[str]:
    return [
        translate("TournamentWindow", "Player"),
        translate("TournamentWindow", "Chips"),
        translate("TournamentWindow", "Table"),
        translate("TournamentWindow", "Seat"),
        translate("TournamentWindow", "Status"),
        translate("TournamentWindow", "Place"),
    ]


def field_rows(board: dict[str, Any]) -> tuple[list[list[Cell]], list[str]]:
    """The field as ``tournament show`` lists it (its order), and each row's player."""
    rows: list[list[Cell]] = []
    for row in board["field"]:
        status = translate("TournamentWindow", STATUS_WORDS.get(row["status"], row["status"]))
        rows.append(
            [
                row["name"],
                chips_text(row["chips"]),
                _number(row["table"]),
                _number(row["seat"]),
                status,
                _number(row["place"]),
            ]
        )
    return rows, [row["name"] for row in board["field"]]


def table_headers() -> list[str]:
    return [
        translate("TournamentWindow", "Table"),
        translate("TournamentWindow", "Players"),
        translate("TournamentWindow", "Hands"),
        translate("TournamentWindow", "Level"),
        translate("TournamentWindow", "Hands to next"),
    ]


def table_rows(board: dict[str, Any]) -> list[list[Cell]]:
    return [
        [str(t["table"]), ", ".join(t["players"]), str(t["hands"]), str(t["level"]), _number(t["hands_to_next"])]
        for t in board["tables"]
    ]


def payout_headers() -> list[str]:
    return [translate("TournamentWindow", "Place"), translate("TournamentWindow", "Paid")]


def payout_rows(board: dict[str, Any]) -> list[list[Cell]]:
    return [[str(p["place"]), amount_text(p["amount"], board["currency"])] for p in board["payouts"]]


def elimination_headers() -> list[str]:
    return [
        translate("TournamentWindow", "Place"),
        translate("TournamentWindow", "Player"),
        translate("TournamentWindow", "Hand"),
        translate("TournamentWindow", "Table"),
    ]


def elimination_rows(board: dict[str, Any]) -> list[list[Cell]]:
    """Those out in the order they went out (``tournament show``'s order)."""
    return [[str(e["place"]), e["name"], str(e["hand"]), str(e["table"])] for e in board["eliminations"]]


def level_line(board: dict[str, Any]) -> str:
    """The level in play, its point value, and the next one with the hands until it."""
    line = translate("TournamentWindow", "Level {level} of {levels}: {value} chips a point").format(
        level=board["level"], levels=board["levels"], value=chips_text(int(board["point_value"]))
    )
    clock = board.get("clock")  # levels kept by time: the event's clock
    if clock is not None:
        if board["next_point_value"] is not None and clock["seconds_to_next"] is not None:
            line += " · " + translate("TournamentWindow", "{value} in {time}").format(
                value=chips_text(int(board["next_point_value"])), time=clock_text(clock["seconds_to_next"])
            )
        if not clock["running"]:
            line += " · " + translate("TournamentWindow", "the event's clock is stopped (Ctrl+P starts it)")
    elif board["next_point_value"] is not None and board["hands_to_next"] is not None:
        line += " · " + plural("TournamentWindow", "{value} in %n hand(s)", board["hands_to_next"]).format(
            value=chips_text(int(board["next_point_value"]))
        )
    return line


def money_line(board: dict[str, Any]) -> str:
    currency = board["currency"]
    return translate(
        "TournamentWindow",
        "Prize pool {pool} · fees {fees} · {entries} entries · {left} players left · average stack {average}",
    ).format(
        pool=amount_text(board["prize_pool"], currency),
        fees=amount_text(board["fees"], currency),
        left=board["players_left"],
        entries=board["entries"],
        average=chips_text(board["average_stack"]),
    )
