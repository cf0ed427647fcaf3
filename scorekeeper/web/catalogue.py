"""The page's own words in the app's four languages, and the game's terms.

The game's names (rows, hands, naturals, statuses) come from
:mod:`scorekeeper.game.terms`, so the phone names things as the app and the exports
do; this catalogue holds only what the page itself says.

>>> strings("zh-Hant")["settle"], strings("nl")["lost"]
('結算', 'Verbinding verbroken: opnieuw verbinden…')
>>> sorted(strings("en")) == sorted(strings("zh-Hans"))
True
"""

from __future__ import annotations

import json

from scorekeeper.game.terms import LANGUAGES, table

# key: (en, zh-Hant, zh-Hans, nl). {n} and {name} are filled in by the page.
_PAGE: dict[str, tuple[str, str, str, str]] = {
    "live": ("Live", "即時", "实时", "Live"),
    "connecting": ("Connecting…", "連線中…", "连接中…", "Verbinden…"),
    "lost": (
        "Connection lost: reconnecting…",
        "連線中斷：正在重新連線…",
        "连接中断：正在重新连接…",
        "Verbinding verbroken: opnieuw verbinden…",
    ),
    "revoked": (
        "Sharing has stopped: ask for the new code",
        "已停止分享：請向主持人要新的 QR 碼",
        "已停止分享：请向主持人要新的二维码",
        "Delen is gestopt: vraag om de nieuwe code",
    ),
    "read_only": ("Read-only view", "唯讀檢視", "只读视图", "Alleen lezen"),
    "language": ("Language", "語言", "语言", "Taal"),
    "totals": ("Totals", "總分", "总分", "Stand"),
    "chart": ("Running totals", "累計輸贏", "累计输赢", "Verloop"),
    "last_hand": ("Last hand", "上一手", "上一手", "Laatste hand"),
    "hand_n": ("Hand {n}", "第 {n} 手", "第 {n} 手", "Hand {n}"),
    "dealer": ("dealer {name}", "莊家 {name}", "庄家 {name}", "deler {name}"),
    "corrected": ("corrected", "已更正", "已更正", "gecorrigeerd"),
    "void": ("void", "作廢", "作废", "vervallen"),
    "no_hands": ("No hands recorded yet", "尚未記錄任何一手", "尚未记录任何一手", "Nog geen handen"),
    "pairs": ("Pair by pair", "兩兩對比", "两两对比", "Per paar"),
    "rows_result": ("rows", "各墩", "各墩", "rijen"),
    "units": ("units", "分", "分", "punten"),
    "money": ("money", "金額", "金额", "geld"),
    "hands": ("hands", "手數", "手数", "handen"),
    "ledger": ("Ledger", "帳目", "账目", "Logboek"),
    "marks": ("Marks", "標記", "标记", "Tekens"),
    "mark_F": ("foul", "相公", "倒水", "fout"),
    "mark_N": ("natural", "特殊牌型", "特殊牌型", "natural"),
    "mark_R": ("royalties", "加分", "加分", "bonus"),
    "mark_S": ("surrender", "投降", "投降", "opgegeven"),
    "mark_E": ("corrected", "已更正", "已更正", "gecorrigeerd"),
    "settle": ("Settle up", "結算", "结算", "Afrekenen"),
    "fewest": ("Fewest payments", "最少轉帳", "最少转账", "Zo min mogelijk betalingen"),
    "by_pair": ("One payment per pair", "每對一筆", "每对一笔", "Eén betaling per paar"),
    "pays": ("{from} pays {to}", "{from} 付給 {to}", "{from} 付给 {to}", "{from} betaalt {to}"),
    "nobody_owes": ("Nobody owes anything", "沒有人欠錢", "没有人欠钱", "Niemand is iets schuldig"),
    "fingerprint": ("Fingerprint", "帳目指紋", "账目指纹", "Vingerafdruk"),
    "fingerprint_tip": (
        "Compare it with the host's screen: the same code means the same ledger.",
        "和主持人螢幕上的比對：相同代碼就是同一份帳目。",
        "和主持人屏幕上的比对：相同代码就是同一份账目。",
        "Vergelijk met het scherm van de gastheer: dezelfde code is hetzelfde logboek.",
    ),
    "verified": ("audit chain verified", "稽核鏈已驗證", "审计链已验证", "controleketen klopt"),
    "not_verified": (
        "the audit chain does not verify: the book was changed behind the app's back",
        "稽核鏈驗證失敗：帳本曾在程式之外被改動",
        "审计链验证失败：账本曾在程序之外被改动",
        "de controleketen klopt niet: het boek is buiten de app om gewijzigd",
    ),
    "stakes_rules": ("Stakes and rules", "賭注與規則", "赌注与规则", "Inzet en regels"),
    "unit_value": ("Money per unit", "每分金額", "每分金额", "Geld per punt"),
    "pair_stake": ("{a} and {b}", "{a} 與 {b}", "{a} 与 {b}", "{a} en {b}"),
    "settled": ("Settled", "已結算", "已结算", "Afgerekend"),
    "updated": ("updated {time}", "更新於 {time}", "更新于 {time}", "bijgewerkt {time}"),
}


def strings(lang: str) -> dict[str, str]:
    """The page's words in ``lang`` (English for an unknown language)."""
    column = LANGUAGES.index(lang) if lang in LANGUAGES else 0
    return {key: words[column] for key, words in _PAGE.items()}


def catalogue_json() -> str:
    """Every language's page words and game terms, as the page loads them: ``{lang: {"page", "terms"}}``."""
    terms = table()
    out = {
        lang: {"page": strings(lang), "terms": {key: names[lang] for key, names in terms.items()}} for lang in LANGUAGES
    }
    return json.dumps(out, ensure_ascii=False, separators=(",", ":"))
