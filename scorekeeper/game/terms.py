"""The names players use for rows, hands, royalties and naturals, per language.

One table, so the desktop app, the exports and the command line name things the
same way. Keys are the engine's own ids (``front``, ``full-house``, ``six-pairs``,
``fouled``...); the JSON the engine writes keeps those ids whatever the language.

Languages: ``en``; ``zh-Hant`` with the 十三張 names (Taiwan, Hong Kong);
``zh-Hans`` with the 十三水 names (mainland China); ``nl`` with the words of the
Dutch rules text (straight, flush, full house as Dutch players say them).

>>> term("full-house", "zh-Hant"), term("full-house", "zh-Hans"), term("full-house", "nl")
('葫蘆', '葫芦', 'full house')
>>> term("six-pairs", "zh-Hans"), term("back", "zh-Hant"), term("front", "zh-Hans")
('六对半', '尾墩', '头墩')
>>> royalty_name("front", "three-of-a-kind", "zh-Hant"), royalty_name("back", "four-of-a-kind", "zh-Hans")
('衝三', '尾墩铁支')
>>> royalty_name("back", "four-of-a-kind"), royalty_name("middle", "full-house", "nl")
('Back: four of a kind', 'Midden: full house')
>>> term("no-such-thing", "nl")
'no such thing'
"""

from __future__ import annotations

from scorekeeper.game.hands import CATEGORIES, ROYAL_FLUSH
from scorekeeper.game.presets import ALL_NATURAL_UNITS
from scorekeeper.game.rules import ROWS as RULE_ROWS
from scorekeeper.game.scoring import FOULED, NATURAL, PLAYED, SURRENDERED

LANGUAGES = ("en", "zh-Hant", "zh-Hans", "nl")
DEFAULT = "en"

# The keys are the engine's own ids, taken from where the engine defines them.
ROWS = RULE_ROWS
HANDS = (*CATEGORIES, ROYAL_FLUSH, "low", "low-wheel")
NATURALS = tuple(ALL_NATURAL_UNITS)
STATUSES = (PLAYED, FOULED, SURRENDERED, NATURAL)
OTHER = ("royalty", "scoop", "home-run", "game")

# key: (en, zh-Hant, zh-Hans, nl). Hand and row names are written as inside a sentence
# (lower case in English and Dutch); naturals are names, so capitalised.
_TABLE: dict[str, tuple[str, str, str, str]] = {
    # rows
    "front": ("front", "頭墩", "头墩", "voor"),
    "middle": ("middle", "中墩", "中墩", "midden"),
    "back": ("back", "尾墩", "尾墩", "achter"),
    # hands
    "high-card": ("high card", "烏龍", "乌龙", "hoge kaart"),
    "pair": ("pair", "一對", "一对", "paar"),
    "two-pair": ("two pair", "兩對", "两对", "twee paar"),
    "three-of-a-kind": ("three of a kind", "三條", "三条", "drie gelijke"),
    "straight": ("straight", "順子", "顺子", "straight"),
    "flush": ("flush", "同花", "同花", "flush"),
    "full-house": ("full house", "葫蘆", "葫芦", "full house"),
    "four-of-a-kind": ("four of a kind", "鐵支", "铁支", "carré"),
    "straight-flush": ("straight flush", "同花順", "同花顺", "straight flush"),
    "royal-flush": ("royal flush", "同花大順", "皇家同花顺", "royal flush"),
    "five-of-a-kind": ("five of a kind", "五條", "五同", "vijf gelijke"),  # extra suits only
    "low": ("low", "低牌", "低牌", "laag"),  # a deuce-to-seven middle's royalty
    "low-wheel": ("7-5-4-3-2", "7-5-4-3-2", "7-5-4-3-2", "7-5-4-3-2"),
    # naturals
    "clean-dragon": ("Clean dragon", "至尊清龍", "至尊清龙", "Zuivere draak"),
    "dragon": ("Dragon", "一條龍", "一条龙", "Draak"),
    "twelve-royals": ("All broadways", "十二皇族", "十二皇族", "Alleen plaatjes en azen"),
    "three-straight-flushes": ("Three straight flushes", "三同花順", "三同花顺", "Drie straight flushes"),
    "three-quads": ("Three quads", "三分天下", "三分天下", "Drie carrés"),
    "all-low-all-high": ("All low / all high", "全小全大", "全小全大", "Alles laag / alles hoog"),
    "full-colored": ("Full-colored", "湊一色", "凑一色", "Alles één kleur"),
    "four-triples": ("Four triples", "四套三條", "四套三条", "Vier keer drie gelijke"),
    "five-pairs-triple": ("Five pairs and a triple", "五對三條", "五对三条", "Vijf paar en drie gelijke"),
    "six-pairs": ("Six and a half pairs", "六對半", "六对半", "Zesenhalf paar"),
    "three-straights": ("Three straights", "三順子", "三顺子", "Drie straights"),
    "three-flushes": ("Three flushes", "三同花", "三同花", "Drie flushes"),
    "no-picture": ("No picture cards", "無人頭", "无人头", "Geen plaatjes"),
    # a player's status in a hand
    "played": ("played", "比牌", "比牌", "gespeeld"),
    "fouled": ("fouled", "相公", "倒水", "fout gelegd"),
    "surrendered": ("surrendered", "投降", "投降", "opgegeven"),
    "natural": ("natural", "特殊牌型", "特殊牌型", "natural"),
    # other words of the game
    "royalty": ("royalty", "加分", "加分", "bonus"),
    "scoop": ("scoop", "打槍", "打枪", "scoop"),
    "home-run": ("home run", "全壘打", "全垒打", "home run"),
    "game": ("Chinese poker", "十三張", "十三水", "Chinese poker"),
}

# Royalties with a name of their own (seed 003's table): row and hand in one word.
_ROYALTIES: dict[tuple[str, str], tuple[str, str]] = {
    ("front", "three-of-a-kind"): ("衝三", "冲三"),
}


def _column(lang: str) -> int:
    try:
        return LANGUAGES.index(lang)
    except ValueError:
        return 0


def term(key: str, lang: str = DEFAULT) -> str:
    """The name of a row, hand, natural or status in ``lang`` (English for an unknown language).

    An unknown key comes back in words (``two-pair`` -> ``two pair``), never an error.
    """
    names = _TABLE.get(key)
    if names is None:
        return key.replace("-", " ")
    return names[_column(lang)]


def title(key: str, lang: str = DEFAULT) -> str:
    """:func:`term` with a capital first letter, for headings (``Front``, ``Voor``)."""
    text = term(key, lang)
    return text[:1].upper() + text[1:]


def royalty_name(row: str, hand: str, lang: str = DEFAULT) -> str:
    """A royalty as players name it: ``衝三``, ``中墩葫蘆``, ``Back: four of a kind``."""
    column = _column(lang)
    if LANGUAGES[column].startswith("zh"):
        named = _ROYALTIES.get((row, hand))
        if named is not None:
            return named[0] if LANGUAGES[column] == "zh-Hant" else named[1]
        return term(row, lang) + term(hand, lang)
    return f"{title(row, lang)}: {term(hand, lang)}"


def table() -> dict[str, dict[str, str]]:
    """Every term in every language: ``{key: {lang: name}}``."""
    return {key: dict(zip(LANGUAGES, names, strict=True)) for key, names in _TABLE.items()}
