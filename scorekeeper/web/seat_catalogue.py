"""The seat page's own words in the app's four languages, beside the game's terms.

>>> seat_strings("zh-Hant")["submit"], seat_strings("nl")["withdraw"]
('送出', 'Intrekken')
>>> sorted(seat_strings("en")) == sorted(seat_strings("zh-Hans")) == sorted(seat_strings("nl"))
True
"""

from __future__ import annotations

import json

from scorekeeper.game.terms import LANGUAGES, table

# key: (en, zh-Hant, zh-Hans, nl). {name}, {n}, {row}... are filled in by the page.
_SEAT: dict[str, tuple[str, str, str, str]] = {
    "language": ("Language", "語言", "语言", "Taal"),
    "seat_of": ("{name}'s hand", "{name} 的牌", "{name} 的牌", "Hand van {name}"),
    "seat_of_two": (
        "{name}'s hand {n} of 2",
        "{name} 的第 {n} 副牌（共 2 副）",
        "{name} 的第 {n} 副牌（共 2 副）",
        "Hand {n} van 2 van {name}",
    ),
    "hand_n": ("Hand {n}", "第 {n} 手", "第 {n} 手", "Hand {n}"),
    "connecting": ("Connecting…", "連線中…", "连接中…", "Verbinden…"),
    "how": (
        "Pick a row, then tap its cards, or type them in the row's box (as kd 7h, 10h). "
        "Tap a placed card to take it back.",
        "先選一墩，再點牌放入，或在該墩的欄位輸入（as kd 7h、10h）。點已放的牌可收回。",
        "先选一墩，再点牌放入，或在该墩的栏位输入（as kd 7h、10h）。点已放的牌可收回。",
        "Kies een rij en tik de kaarten aan, of typ ze in het vak van de rij (as kd 7h, 10h). "
        "Tik een gelegde kaart om hem terug te nemen.",
    ),
    "type_row": ("Type {row}: as kd 7h", "輸入{row}：as kd 7h", "输入{row}：as kd 7h", "Typ {row}: as kd 7h"),
    "unread": (
        "{row}: not read as cards ({error})",
        "{row}：無法讀成牌（{error}）",
        "{row}：无法读成牌（{error}）",
        "{row}: niet als kaarten te lezen ({error})",
    ),
    "count": ("{count} of {size}", "{count}/{size}", "{count}/{size}", "{count} van {size}"),
    "clear": ("Clear", "清除", "清除", "Wissen"),
    "submit": ("Submit", "送出", "提交", "Indienen"),
    "withdraw": ("Withdraw", "收回", "撤回", "Intrekken"),
    "surrender": ("Surrender", "投降", "投降", "Opgeven"),
    "declare": ("Declare the natural", "報特殊牌型", "报特殊牌型", "Natural melden"),
    "waiting": ("Set your 13 cards", "請擺好你的 13 張牌", "请摆好你的 13 张牌", "Leg je 13 kaarten"),
    "setting": ("Setting", "擺牌中", "摆牌中", "Bezig"),
    "submitted": (
        "Submitted: the scorekeeper records it",
        "已送出：由記分員登錄",
        "已提交：由记分员登记",
        "Ingediend: de teller legt hem vast",
    ),
    "withdrawn": (
        "Withdrawn: change it and submit again",
        "已收回：可修改後再送出",
        "已撤回：可修改后再提交",
        "Ingetrokken: pas aan en dien opnieuw in",
    ),
    "next_hand": (
        "Hand {n} was recorded: set your next hand",
        "第 {n} 手已登錄：請擺下一手",
        "第 {n} 手已登记：请摆下一手",
        "Hand {n} is vastgelegd: leg je volgende hand",
    ),
    "foul": ("Foul: {reason}", "相公：{reason}", "倒水：{reason}", "Fout: {reason}"),
    "weaker": (
        "{weaker} is weaker than {stronger}",
        "{weaker}比{stronger}小",
        "{weaker}比{stronger}小",
        "{weaker} is zwakker dan {stronger}",
    ),
    "qualifier": (
        "the middle is not {rank}-low or better",
        "中墩未達 {rank} 以下",
        "中墩未达 {rank} 以下",
        "het midden is niet {rank}-laag of beter",
    ),
    "foul_plays": ("the rows still count", "各墩照常比牌", "各墩照常比牌", "de rijen tellen toch"),
    "royalty": ("{row}: {hand} {units}", "{row}：{hand} {units}", "{row}：{hand} {units}", "{row}: {hand} {units}"),
    "natural": (
        "{natural} · {units} units from each player",
        "{natural} · 每家 {units} 分",
        "{natural} · 每家 {units} 分",
        "{natural} · {units} punten van iedere speler",
    ),
    "duplicate": ("{card} is in your set twice", "{card} 重複了", "{card} 重复了", "{card} ligt er twee keer in"),
    "too_many": (
        "{row} holds {size} cards",
        "{row}只能放 {size} 張",
        "{row}只能放 {size} 张",
        "{row} heeft plaats voor {size} kaarten",
    ),
    "no_surrender": (
        "Surrender is not allowed under these rules",
        "此規則不允許投降",
        "此规则不允许投降",
        "Opgeven mag niet onder deze regels",
    ),
    "revoked": (
        "This seat link no longer works: ask the scorekeeper for a new code",
        "此座位連結已失效：請向記分員要新的 QR 碼",
        "此座位链接已失效：请向记分员要新的二维码",
        "Deze link werkt niet meer: vraag de teller om een nieuwe code",
    ),
    "refused": ("Not sent: {error}", "未送出：{error}", "未提交：{error}", "Niet verstuurd: {error}"),
    "lost": (
        "No connection: trying again…",
        "連線中斷：正在重試…",
        "连接中断：正在重试…",
        "Geen verbinding: opnieuw proberen…",
    ),
}


def seat_strings(lang: str) -> dict[str, str]:
    """The seat page's words in ``lang`` (English for an unknown language)."""
    column = LANGUAGES.index(lang) if lang in LANGUAGES else 0
    return {key: words[column] for key, words in _SEAT.items()}


def seat_catalogue_json() -> str:
    """Every language's seat words and game terms: ``{lang: {"page", "terms"}}``."""
    terms = table()
    out = {
        lang: {"page": seat_strings(lang), "terms": {key: names[lang] for key, names in terms.items()}}
        for lang in LANGUAGES
    }
    return json.dumps(out, ensure_ascii=False, separators=(",", ":"))
