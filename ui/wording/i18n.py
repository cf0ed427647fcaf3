"""The app's language and the font that draws Chinese.

Every user-visible string of ``ui/`` goes through :func:`translate` (Qt's
``QCoreApplication.translate``): ``pyside6-lupdate`` collects them into
``resources/translations/scorekeeper_*.ts`` and ``pyside6-lrelease`` compiles
those to the ``.qm`` files loaded here (``tools/update_translations.py`` runs
both). Names of rows, hands, royalties and naturals are not in the catalogues:
they come from :mod:`scorekeeper.game.terms`, shared with the exports and the CLI.

The language is chosen once, at start-up: the one picked in View > Language
(QSettings ``view/language``), else the system's (``QLocale.system()``; the
``SCOREKEEPER_LANGUAGE`` environment variable stands in for the system's).
A new choice applies when the app next starts.

A CJK font is bundled (``resources/fonts``) and registered at start-up as a
fallback of every family the app draws with, so Chinese shows on a machine
that has no Chinese font installed.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator
from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication

from scorekeeper_app.resource_files import FONTS, RESOURCES, TRANSLATIONS

__all__ = ["FONTS", "RESOURCES", "TRANSLATIONS"]
CATALOGUE = "scorekeeper"

# code (as in the catalogue's file name): (its name in its own language, the scorekeeper.game.terms language)
LANGUAGES: dict[str, tuple[str, str]] = {
    "en": ("English", "en"),
    "zh_TW": ("繁體中文", "zh-Hant"),
    "zh_CN": ("简体中文", "zh-Hans"),
    "nl": ("Nederlands", "nl"),
}
SYSTEM = "system"
ENV_LANGUAGE = "SCOREKEEPER_LANGUAGE"
FALLBACK_FOR = ("DejaVu Sans", "DejaVu Sans Mono", "Sans Serif", "Monospace")

_state: dict[str, object] = {"language": "en", "translators": [], "cjk": ""}


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``QCoreApplication.translate``; lupdate reads every ``translate("Context", "text")`` call."""
    return QCoreApplication.translate(context, text, disambiguation, n)


def plural(context: str, text: str, n: int) -> str:
    """A ``%n`` text in the plural form for ``n`` ("1 hand", "2 hands"); each such text is
    listed for lupdate in :mod:`scorekeeper_app.wording.plural_texts`."""
    text = QCoreApplication.translate(context, text, "", n)
    # English needs no catalogue: its source "(s)" is its own plural rule
    return text.replace("(s)", "" if n == 1 else "s")


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks ``text`` for lupdate and returns it untranslated (Qt's own is typed ``-> object``)."""
    return text


def app_name() -> str:
    """The app's name as shown in title bars (QSettings keep the English one)."""
    return translate("App", "Chinese Poker Scorekeeper")


def language() -> str:
    """The code of the language the app runs in (``en``, ``zh_TW``, ``zh_CN``, ``nl``)."""
    return str(_state["language"])


def terms_language() -> str:
    """The :mod:`scorekeeper.game.terms` language of the app's language (``zh-Hant``...)."""
    return LANGUAGES[language()][1]


def language_name(code: str) -> str:
    return LANGUAGES[code][0] if code in LANGUAGES else code


def from_locale(locale: QLocale) -> str:
    """The supported language closest to ``locale`` (English when none is)."""
    if locale.language() == QLocale.Language.Chinese:
        traditional = locale.script() == QLocale.Script.TraditionalHanScript or locale.territory() in (
            QLocale.Country.Taiwan,
            QLocale.Country.HongKong,
            QLocale.Country.Macau,
        )
        return "zh_TW" if traditional else "zh_CN"
    if locale.language() == QLocale.Language.Dutch:
        return "nl"
    return "en"


def system_language() -> str:
    override = os.environ.get(ENV_LANGUAGE, "")
    if override:
        return override if override in LANGUAGES else from_locale(QLocale(override))
    return from_locale(QLocale.system())


def resolve(choice: str) -> str:
    """A preference (``system`` or a code) as the language to run in."""
    return choice if choice in LANGUAGES else system_language()


def catalogue_path(code: str) -> Path:
    return TRANSLATIONS / f"{CATALOGUE}_{code}.qm"


def install(app: QCoreApplication, code: str) -> str:
    """Load ``code``'s catalogues (ours and Qt's own, for standard buttons) into ``app``,
    replacing any loaded before; returns the language now in use.

    English needs no catalogue: the source strings are English.
    """
    old = _state["translators"]
    assert isinstance(old, list)
    for translator in old:
        app.removeTranslator(translator)
    old.clear()
    code = code if code in LANGUAGES else "en"
    if code != "en":
        ours = QTranslator(app)
        if ours.load(str(catalogue_path(code))):
            app.installTranslator(ours)
            old.append(ours)
        else:
            code = "en"  # no catalogue (a broken install): English rather than a mix
    if code != "en":
        qt = QTranslator(app)
        if qt.load(f"qtbase_{code}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            app.installTranslator(qt)
            old.append(qt)
    _state["language"] = code
    return code


def bundled_fonts() -> list[Path]:
    return sorted(p for p in FONTS.glob("*") if p.suffix.lower() in (".ttf", ".otf", ".ttc"))


def register_fonts(app: QGuiApplication | None = None) -> str:
    """Register the bundled CJK font and make it the fallback of the app's fonts; returns its family."""
    if _state["cjk"]:
        return str(_state["cjk"])
    families: list[str] = []
    for path in bundled_fonts():
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id >= 0:
            families += QFontDatabase.applicationFontFamilies(font_id)
    if not families:
        return ""
    cjk = families[0]
    app = app or QGuiApplication.instance()  # type: ignore[assignment]
    base = QGuiApplication.font() if app is not None else QFont()
    for family in dict.fromkeys([base.family(), *FALLBACK_FOR]):
        if cjk.casefold() not in (f.casefold() for f in QFont.substitutes(family)):
            QFont.insertSubstitution(family, cjk)
    if app is not None:
        font = QFont(base)
        font.setFamilies(list(dict.fromkeys([*base.families(), base.family(), cjk])))
        QGuiApplication.setFont(font)
    _state["cjk"] = cjk
    return cjk


def setup(app: QGuiApplication, choice: str) -> str:
    """Fonts, then the language chosen (``system`` or a code); returns the language in use."""
    register_fonts(app)
    return install(app, resolve(choice))
