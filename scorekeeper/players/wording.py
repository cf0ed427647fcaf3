"""The settle-up's chat messages in the table's language (the app's four: en, nl, zh_CN, zh_TW).

The sentences are here, in the form of the exports' labels (``export/labels.py``): English
text -> (zh-Hant, zh-Hans, nl); a language is named as the app names it or as the engine does.

>>> message_labeller("nl")("{name}: you pay {amount} to {other}", name="Bob", amount="20.00 EUR", other="Amy")
'Bob: jij betaalt 20.00 EUR aan Amy'
"""

from __future__ import annotations

from scorekeeper.errors import InputError
from scorekeeper.export.labels import Labeller
from scorekeeper.game.terms import LANGUAGES

APP_LANGUAGES = {"en": "en", "nl": "nl", "zh_CN": "zh-Hans", "zh_TW": "zh-Hant"}

MESSAGES: dict[str, tuple[str, str, str]] = {
    "{session} ({date}), fingerprint {fingerprint}": (
        "{session}（{date}），指紋 {fingerprint}",
        "{session}（{date}），指纹 {fingerprint}",
        "{session} ({date}), vingerafdruk {fingerprint}",
    ),
    "{name}: you pay {amount} to {other}": (
        "{name}：你付 {amount} 給 {other}",
        "{name}：你付 {amount} 给 {other}",
        "{name}: jij betaalt {amount} aan {other}",
    ),
    "{name}: you receive {amount} from {other}": (
        "{name}：你從 {other} 收到 {amount}",
        "{name}：你从 {other} 收到 {amount}",
        "{name}: jij ontvangt {amount} van {other}",
    ),
    "{name}: nothing to pay or receive": (
        "{name}：不用付也不用收",
        "{name}：不用付也不用收",
        "{name}: niets te betalen of te ontvangen",
    ),
    "Your result tonight: {amount}": (
        "你今晚的結果：{amount}",
        "你今晚的结果：{amount}",
        "Jouw resultaat vanavond: {amount}",
    ),
    "the house": ("莊家", "庄家", "het huis"),
}


def engine_language(lang: str) -> str:
    """The engine's name of a language given as the app names it (zh_TW) or as the engine does (zh-Hant)."""
    if lang in APP_LANGUAGES:
        return APP_LANGUAGES[lang]
    if lang in LANGUAGES:
        return lang
    raise InputError(f"--lang {lang[:20]!r}: one of {', '.join(APP_LANGUAGES)}")


def message_labeller(lang: str = "en") -> Labeller:
    """``tr(text, **values)`` for the messages' sentences in ``lang``."""
    engine = engine_language(lang)
    column = LANGUAGES.index(engine) - 1 if engine != "en" else -1

    def tr(text: str, **values: str) -> str:
        names = MESSAGES.get(text) if column >= 0 else None
        wording = names[column] if names is not None else text
        return wording.format(**values) if values else wording

    return tr
