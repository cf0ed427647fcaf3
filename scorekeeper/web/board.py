"""The tournament's page: what the phones and the room's big screen show, as one JSON object.

The numbers are ``scorekeeper tournament show``'s, read from the same replayed field
(:func:`~scorekeeper.tournament_log.standings.board_json`); the page only lays them out.

>>> from scorekeeper.session.session import Session
>>> is_tournament(Session.create("1", name="Friday", players=["Amy", "Bob"]))
False
"""

from __future__ import annotations

import json
from typing import Any

from scorekeeper.game.terms import LANGUAGES
from scorekeeper.session.state import SessionState
from scorekeeper.tournament_log.actions import tally_of
from scorekeeper.tournament_log.extension import tournament_log
from scorekeeper.tournament_log.standings import board_json
from scorekeeper.web.catalogue import strings as page_strings

__all__ = ["board_catalogue_json", "board_view", "is_tournament"]

# The session page's words the board says too (the status, the footer, the language menu).
_SHARED = ("live", "connecting", "lost", "revoked", "read_only", "language", "updated")

# key: (en, zh-Hant, zh-Hans, nl). {n}, {value} and {name} are filled in by the page.
_BOARD: dict[str, tuple[str, str, str, str]] = {
    "leaderboard": ("Leaderboard", "排行榜", "排行榜", "Klassement"),
    "rank": ("#", "#", "#", "#"),
    "player": ("Player", "玩家", "玩家", "Speler"),
    "chips": ("Chips", "籌碼", "筹码", "Fiches"),
    "table": ("Table", "桌", "桌", "Tafel"),
    "seat": ("Seat", "座位", "座位", "Stoel"),
    "status": ("Status", "狀態", "状态", "Status"),
    "entries": ("Entries", "參賽次數", "参赛次数", "Inschrijvingen"),
    "playing": ("playing", "比賽中", "比赛中", "speelt"),
    "out": ("out", "已淘汰", "已淘汰", "uit"),
    "place_n": ("place {n}", "第 {n} 名", "第 {n} 名", "plaats {n}"),
    "level": ("Level", "級別", "级别", "Niveau"),
    "level_n": ("Level {n}", "第 {n} 級", "第 {n} 级", "Niveau {n}"),
    "point_value": ("Chips per point", "每分籌碼", "每分筹码", "Fiches per punt"),
    "next_value": ("next: {value}", "下一級：{value}", "下一级：{value}", "volgende: {value}"),
    "hands_to_next": (
        "{n} hands to the next level",
        "再 {n} 手升級",
        "再 {n} 手升级",
        "nog {n} handen tot het volgende niveau",
    ),
    "one_hand_to_next": (
        "1 hand to the next level",
        "再 1 手升級",
        "再 1 手升级",
        "nog 1 hand tot het volgende niveau",
    ),
    "last_level": ("last level", "最後一級", "最后一级", "laatste niveau"),
    "prize_pool": ("Prize pool", "獎金池", "奖金池", "Prijzenpot"),
    "payouts": ("Payouts", "獎金分配", "奖金分配", "Uitbetalingen"),
    "place": ("Place", "名次", "名次", "Plaats"),
    "eliminations": ("Eliminations", "淘汰順序", "淘汰顺序", "Uitgeschakeld"),
    "out_at": (
        "hand {n} at table {table}",
        "第 {table} 桌第 {n} 手",
        "第 {table} 桌第 {n} 手",
        "hand {n} aan tafel {table}",
    ),
    "nobody_out": ("Nobody is out yet", "尚無人淘汰", "尚无人淘汰", "Nog niemand uitgeschakeld"),
    "tables": ("Tables", "牌桌", "牌桌", "Tafels"),
    "table_n": ("Table {n}", "第 {n} 桌", "第 {n} 桌", "Tafel {n}"),
    "hands_played": ("{n} hands played", "已打 {n} 手", "已打 {n} 手", "{n} handen gespeeld"),
    "players_left": ("Players left", "剩餘玩家", "剩余玩家", "Spelers over"),
    "average": ("Average stack", "平均籌碼", "平均筹码", "Gemiddelde stapel"),
    "chips_in_play": ("Chips in play", "場上籌碼", "场上筹码", "Fiches in het spel"),
    "no_draw": ("Seats not drawn yet", "尚未抽座位", "尚未抽座位", "Stoelen nog niet geloot"),
    "finished": ("Finished", "已結束", "已结束", "Afgelopen"),
    "nobody": ("Nobody registered yet", "尚無人報名", "尚无人报名", "Nog niemand ingeschreven"),
    "to_set": ("{time} to set", "擺牌剩 {time}", "摆牌剩 {time}", "nog {time} om te leggen"),
    "time_up": ("Time is up", "時間到", "时间到", "De tijd is om"),
    "next_level_in": ("next level in {time}", "{time} 後升級", "{time} 后升级", "volgend niveau over {time}"),
    "clock_paused": ("clock paused", "計時暫停", "计时暂停", "klok gepauzeerd"),
    "moves_proposed": (
        "Moves waiting for the director",
        "待總監確認的換桌",
        "待总监确认的换桌",
        "Verplaatsingen die op de toernooileider wachten",
    ),
    "moves_made": ("Last moves", "最近的換桌", "最近的换桌", "Laatste verplaatsingen"),
    "move_line": (
        "{player}: table {from} → table {to}",
        "{player}：第 {from} 桌 → 第 {to} 桌",
        "{player}：第 {from} 桌 → 第 {to} 桌",
        "{player}: tafel {from} → tafel {to}",
    ),
}


def is_tournament(session: SessionState) -> bool:
    """The session's log holds a tournament (its page is the board, not the table)."""
    return bool(tournament_log(session))


def board_view(session: SessionState, *, head: str) -> dict[str, Any]:
    """Everything the board shows; ``head`` is the book's (the page's version follows it)."""
    return {"board": board_json(session.id, tally_of(session)), "meta": {"head": head}}


def board_catalogue_json() -> str:
    """The board's words in every language of the page: ``{lang: {"page": {...}}}``."""
    out = {}
    for column, lang in enumerate(LANGUAGES):
        shared = page_strings(lang)
        words = {key: shared[key] for key in _SHARED}
        words.update({key: names[column] for key, names in _BOARD.items()})
        out[lang] = {"page": words}
    return json.dumps(out, ensure_ascii=False, separators=(",", ":"))
