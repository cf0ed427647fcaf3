"""The words of the exported ledgers (sheet names, headers, statuses, the summary) per language.

The exports are written in English unless a ``lang`` of :mod:`scorekeeper.game.terms` is
asked for (``zh-Hant``, ``zh-Hans``, ``nl``); numbers, dates and the JSON export are
the same in every language. Names of rows, hands and naturals come from
:mod:`scorekeeper.game.terms`; the sentences around them are here.

>>> tr = labeller("nl")
>>> tr("Settle-up"), tr("{name} front", name="Amy"), tr("no such label")
('Afrekening', 'Amy voor', 'no such label')
>>> labeller("zh-Hant")("{name} front", name="Amy")
'Amy 頭墩'
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from scorekeeper.game.terms import LANGUAGES

# English text (with {placeholders}) -> (zh-Hant, zh-Hans, nl)
LABELS: dict[str, tuple[str, str, str]] = {
    # sheet names (at most 31 characters, none of : \ / ? * [ ])
    "Summary": ("摘要", "摘要", "Overzicht"),
    "Hands": ("各手", "各手", "Handen"),
    "Pairs": ("對戰", "对战", "Paren"),
    "Settle-up": ("結算", "结算", "Afrekening"),
    "Rules": ("規則", "规则", "Regels"),
    "Audit": ("稽核", "审计", "Wijzigingen"),
    # Summary
    "Session": ("牌局", "牌局", "Sessie"),
    "Date": ("日期", "日期", "Datum"),
    "Place": ("地點", "地点", "Plaats"),
    "Currency": ("貨幣", "货币", "Valuta"),
    "(none)": ("（無）", "（无）", "(geen)"),
    "Unit": ("每分", "每分", "Punt"),
    "{amount} {currency} per unit": (
        "每分 {amount} {currency}",
        "每分 {amount} {currency}",
        "{amount} {currency} per punt",
    ),
    "{amount} per unit": ("每分 {amount}", "每分 {amount}", "{amount} per punt"),
    "Pair stakes": ("個別注碼", "个别注码", "Inzet per paar"),
    "{stakes} {currency} per unit": (
        "{stakes}（每分 {currency}）",
        "{stakes}（每分 {currency}）",
        "{stakes} {currency} per punt",
    ),
    "{stakes} per unit": ("{stakes}（每分）", "{stakes}（每分）", "{stakes} per punt"),
    "{count} recorded": ("已記錄 {count} 手", "已记录 {count} 手", "{count} vastgelegd"),
    "{count} recorded, {void} void": (
        "已記錄 {count} 手，{void} 手作廢",
        "已记录 {count} 手，{void} 手作废",
        "{count} vastgelegd, {void} ongeldig",
    ),
    "changed from hand {hands} (see Rules)": (
        "從第 {hands} 手起改變（見「規則」）",
        "从第 {hands} 手起改变（见“规则”）",
        "gewijzigd vanaf hand {hands} (zie Regels)",
    ),
    "Fingerprint": ("指紋", "指纹", "Vingerafdruk"),
    "{fingerprint} (chain verified)": (
        "{fingerprint}（鏈已驗證）",
        "{fingerprint}（链已验证）",
        "{fingerprint} (keten klopt)",
    ),
    "{fingerprint} (chain DOES NOT VERIFY)": (
        "{fingerprint}（鏈驗證不符）",
        "{fingerprint}（链验证不符）",
        "{fingerprint} (keten KLOPT NIET)",
    ),
    "Exported": ("匯出時間", "导出时间", "Geëxporteerd"),
    "Player": ("玩家", "玩家", "Speler"),
    "Units": ("分數", "分数", "Punten"),
    "Won or lost": ("輸贏", "输赢", "Gewonnen of verloren"),
    "Players": ("玩家", "玩家", "Spelers"),
    "Total": ("合計", "合计", "Totaal"),
    "Running totals": ("累計", "累计", "Lopende totalen"),
    "Hand": ("手", "手", "Hand"),
    "Money": ("金額", "金额", "Geld"),
    # the rules in the Summary
    "Scoring": ("計分", "计分", "Telling"),
    "Royalties": ("加分", "加分", "Bonussen"),
    "Naturals": ("特殊牌型", "特殊牌型", "Naturals"),
    "Surrender": ("投降", "投降", "Opgeven"),
    "Fouls": ("相公", "倒水", "Fout gelegd"),
    "Multipliers": ("倍數", "倍数", "Vermenigvuldigers"),
    "Straights": ("順子", "顺子", "Straights"),
    "none": ("無", "无", "geen"),
    "2-4: 1 unit per row, 1 more for winning two rows": (
        "2-4：每墩 1 分，贏兩墩再加 1 分",
        "2-4：每墩 1 分，赢两墩再加 1 分",
        "2-4: 1 punt per rij, 1 extra voor twee gewonnen rijen",
    ),
    "1-6: 1 unit per row, 3 more for winning all three": (
        "1-6：每墩 1 分，三墩全贏再加 3 分",
        "1-6：每墩 1 分，三墩全赢再加 3 分",
        "1-6: 1 punt per rij, 3 extra voor alle drie",
    ),
    "per row: 1 unit per row": ("每墩計分：每墩 1 分", "每墩计分：每墩 1 分", "per rij: 1 punt per rij"),
    "paid by an opponent whose row it beats": (
        "由這一墩被比下去的對手支付",
        "由这一墩被比下去的对手支付",
        "betaald door een tegenstander wiens rij verslagen wordt",
    ),
    "collected from every opponent, the difference moves": (
        "向每位對手收取，只付差額",
        "向每位对手收取，只付差额",
        "geïnd bij elke tegenstander, het verschil gaat over",
    ),
    "not paid when both hold one in that row": (
        "兩人在同一墩都有加分時不付",
        "两人在同一墩都有加分时不付",
        "niet betaald als beiden er een in die rij hebben",
    ),
    ", only a player's largest counts": ("，每人只算最大的一個", "，每人只算最大的一个", ", alleen de grootste telt"),
    "a fouled hand pays as if scooped": (
        "相公照被打槍賠",
        "倒水照被打枪赔",
        "een fout gelegde hand betaalt als bij een scoop",
    ),
    "a fouled hand plays its rows": ("相公照常比牌", "倒水照常比牌", "een fout gelegde hand speelt de rijen"),
    "a fouled hand pays {units} units": (
        "相公賠 {units} 分",
        "倒水赔 {units} 分",
        "een fout gelegde hand betaalt {units} punten",
    ),
    " and pays the opponent's royalties": (
        "，並付對手的加分",
        "，并付对手的加分",
        " en betaalt de bonussen van de tegenstander",
    ),
    "not allowed": ("不允許", "不允许", "niet toegestaan"),
    "{units} units to each opponent who plays": (
        "付每位比牌的對手 {units} 分",
        "付每位比牌的对手 {units} 分",
        "{units} punten aan elke tegenstander die speelt",
    ),
    "scoop {scoop}, home run {home_run}": (
        "打槍 {scoop}，全壘打 {home_run}",
        "打枪 {scoop}，全垒打 {home_run}",
        "scoop {scoop}, home run {home_run}",
    ),
    "A-2-3-4-5 is the lowest straight": (
        "A-2-3-4-5 是最小的順子",
        "A-2-3-4-5 是最小的顺子",
        "A-2-3-4-5 is de laagste straight",
    ),
    "A-2-3-4-5 is the second-highest straight": (
        "A-2-3-4-5 是第二大的順子",
        "A-2-3-4-5 是第二大的顺子",
        "A-2-3-4-5 is de op één na hoogste straight",
    ),
    "; the middle plays deuce-to-seven low": (
        "；中墩比 2-7 低牌",
        "；中墩比 2-7 低牌",
        "; de middelste rij speelt 2-7 laag",
    ),
    "; Q-K-A counts as a front run": ("；Q-K-A 算頭墩順子", "；Q-K-A 算头墩顺子", "; Q-K-A telt als reeks voor"),
    "pair of {rank}s": ("一對 {rank}", "一对 {rank}", "paar {rank}"),
    "three {rank}s": ("三條 {rank}", "三条 {rank}", "drie {rank}"),
    "pairs {low}s–{high}s {first} to {last}": (
        "一對 {low}–{high} {first} 到 {last}",
        "一对 {low}–{high} {first} 到 {last}",
        "paren {low}–{high} {first} tot {last}",
    ),
    "trips {low}s–{high}s {first} to {last}": (
        "三條 {low}–{high} {first} 到 {last}",
        "三条 {low}–{high} {first} 到 {last}",
        "drie gelijke {low}–{high} {first} tot {last}",
    ),
    # Hands
    "Time": ("時間", "时间", "Tijd"),
    "Dealer": ("莊家", "庄家", "Gever"),
    "State": ("狀態", "状态", "Status"),
    "{name} front": ("{name} 頭墩", "{name} 头墩", "{name} voor"),
    "{name} middle": ("{name} 中墩", "{name} 中墩", "{name} midden"),
    "{name} back": ("{name} 尾墩", "{name} 尾墩", "{name} achter"),
    "{name} status": ("{name} 狀態", "{name} 状态", "{name} status"),
    "{name} royalties": ("{name} 加分", "{name} 加分", "{name} bonussen"),
    "{name} units": ("{name} 分數", "{name} 分数", "{name} punten"),
    "{name} money": ("{name} 金額", "{name} 金额", "{name} geld"),
    "{name} running total": ("{name} 累計", "{name} 累计", "{name} lopend totaal"),
    "void": ("作廢", "作废", "ongeldig"),
    "edited": ("已更正", "已更正", "gecorrigeerd"),
    "recorded": ("已記錄", "已记录", "vastgelegd"),
    "natural: {name}": ("特殊牌型：{name}", "特殊牌型：{name}", "natural: {name}"),
    # Pairs
    "Net money: what the row's player receives from the column's player": (
        "淨額：該列玩家從該欄玩家收到的金額",
        "净额：该行玩家从该列玩家收到的金额",
        "Netto: wat de speler van de rij krijgt van de speler van de kolom",
    ),
    "Opponent": ("對手", "对手", "Tegenstander"),
    "Stake now, per unit": ("目前每分注碼", "目前每分注码", "Inzet nu, per punt"),
    "Units won": ("贏得分數", "赢得分数", "Punten gewonnen"),
    "Money won": ("贏得金額", "赢得金额", "Geld gewonnen"),
    "Pairs (what the player receives from the opponent, net)": (
        "對戰（玩家從對手收到的淨額）",
        "对战（玩家从对手收到的净额）",
        "Paren (wat de speler netto van de tegenstander krijgt)",
    ),
    "everyone": ("所有人", "所有人", "iedereen"),
    "Pair": ("對戰", "对战", "Paar"),
    "From hand": ("從第幾手", "从第几手", "Vanaf hand"),
    "Stake": ("注碼", "注码", "Inzet"),
    "Stakes agreed": ("約定的注碼", "约定的注码", "Afgesproken inzet"),
    # Settle-up
    "Balance": ("餘額", "余额", "Saldo"),
    "Pays": ("付款人", "付款人", "Betaalt"),
    "To": ("收款人", "收款人", "Aan"),
    "Amount": ("金額", "金额", "Bedrag"),
    "yes": ("是", "是", "ja"),
    "NO: {problems}": ("否：{problems}", "否：{problems}", "NEE: {problems}"),
    "Chain verified": ("鏈已驗證", "链已验证", "Keten klopt"),
    "Rounded off": ("捨入差額", "舍入差额", "Afgerond"),
    "Smallest coin": ("最小硬幣", "最小硬币", "Kleinste munt"),
    "Audit chain": ("稽核鏈", "审计链", "Controleketen"),
    "Settle by pair (one payment per pair)": (
        "依對戰結算（每組一筆）",
        "按对战结算（每组一笔）",
        "Afrekenen per paar (één betaling per paar)",
    ),
    "Simplified (fewest payments)": ("簡化（最少轉帳）", "简化（最少转账）", "Vereenvoudigd (minste betalingen)"),
    # Rules
    "Option": ("選項", "选项", "Optie"),
    "Value": ("設定", "设定", "Waarde"),
    "Description": ("說明", "说明", "Uitleg"),
    "rules at the start": ("開始時的規則", "开始时的规则", "regels bij de start"),
    "More rules": ("其他規則", "其他规则", "Meer regels"),  # score-cli.md "More rule options" that are set
    "What changed": ("改了什麼", "改了什么", "Wat er veranderde"),
    "Rule changes": ("規則變更", "规则变更", "Regelwijzigingen"),
    # Audit
    "Event": ("事件", "事件", "Gebeurtenis"),
    "When": ("時間", "时间", "Wanneer"),
    "Kind": ("類別", "类别", "Soort"),
    "Reason": ("原因", "原因", "Reden"),
    "No corrections.": ("沒有更正。", "没有更正。", "Geen correcties."),
    "money {changes}": ("金額 {changes}", "金额 {changes}", "geld {changes}"),
    "money unchanged": ("金額不變", "金额不变", "geld ongewijzigd"),
    "money removed: {amounts}": ("移除的金額：{amounts}", "移除的金额：{amounts}", "geld weggehaald: {amounts}"),
    "added": ("記錄", "记录", "vastgelegd"),
    "voided": ("作廢", "作废", "ongeldig gemaakt"),
    "undo": ("復原", "撤销", "ongedaan gemaakt"),
    "redo": ("重做", "重做", "opnieuw gedaan"),
    "stake": ("注碼", "注码", "inzet"),
    "rules": ("規則", "规则", "regels"),
    "players": ("玩家", "玩家", "spelers"),
    "settled": ("已結算", "已结算", "afgerekend"),
    "reopened": ("重新開啟", "重新打开", "heropend"),
    # Players (the session's people across every night in the book)
    "Other names": ("其他名字", "其他名字", "Andere namen"),
    "Sessions": ("牌局數", "牌局数", "Sessies"),
    "Hands played": ("手數", "手数", "Gespeelde handen"),
    "Money per hand": ("每手金額", "每手金额", "Geld per hand"),
    "Money per 100 hands": ("每百手金額", "每百手金额", "Geld per 100 handen"),
    "Units per hand": ("每手分數", "每手分数", "Punten per hand"),
    "Units per 100 hands": ("每百手分數", "每百手分数", "Punten per 100 handen"),
    "Best night": ("最佳一晚", "最佳一晚", "Beste avond"),
    "Best night, money": ("最佳一晚金額", "最佳一晚金额", "Beste avond, geld"),
    "Worst night": ("最差一晚", "最差一晚", "Slechtste avond"),
    "Worst night, money": ("最差一晚金額", "最差一晚金额", "Slechtste avond, geld"),
    "{row} won": ("{row}贏", "{row}赢", "{row} gewonnen"),
    "{row} lost": ("{row}輸", "{row}输", "{row} verloren"),
    "{row} tied": ("{row}和", "{row}和", "{row} gelijk"),
    "Scoops made": ("打槍", "打枪", "Scoops gemaakt"),
    "Scoops suffered": ("被打槍", "被打枪", "Scoops ondergaan"),
    "Surrenders": ("投降次數", "投降次数", "Opgegeven"),
    "Per currency, every session in the book": (
        "按貨幣，帳本中所有牌局",
        "按货币，账本中所有牌局",
        "Per valuta, elke sessie in het boek",
    ),
    "Hands played, every currency": ("所打的牌，所有貨幣", "所打的牌，所有货币", "Gespeelde handen, elke valuta"),
    "Hands reviewed": ("已檢討的牌", "已检讨的牌", "Bekeken handen"),
    "Units given away": ("讓出的單位", "让出的单位", "Weggegeven eenheden"),
    "Given away per hand": ("每手讓出", "每手让出", "Weggegeven per hand"),
    "Not reviewed": ("未檢討", "未检讨", "Niet bekeken"),
    "Given away against the setting advisor's best setting (estimates, units)": (
        "與擺牌顧問最佳擺法相比讓出的單位（估計值）",
        "与摆牌顾问最佳摆法相比让出的单位（估计值）",
        "Weggegeven tegenover de beste indeling van de legadviseur (schattingen, eenheden)",
    ),
    "Head to head (what the player receives from the opponent, net)": (
        "對戰（玩家從對手的淨收）",
        "对战（玩家从对手的净收）",
        "Onderling (wat de speler netto van de tegenstander ontvangt)",
    ),
    # the workbook's page footer (&A the sheet, &P the page, &N the pages)
    "&A – page &P of &N": ("&A – 第 &P 頁，共 &N 頁", "&A – 第 &P 页，共 &N 页", "&A – pagina &P van &N"),
}

Labeller = Callable[..., str]


def labeller(lang: str = "en") -> Labeller:
    """``tr(text, **values)``: ``text`` in ``lang`` (English when there is no translation), formatted."""
    column = LANGUAGES.index(lang) - 1 if lang in LANGUAGES and lang != "en" else -1

    def tr(text: str, **values: Any) -> str:
        names = LABELS.get(text) if column >= 0 else None
        wording = names[column] if names is not None else text
        return wording.format(**values) if values else wording

    return tr
