"""The app in each of its languages: chosen in View > Language (QSettings), applied at start-up.

Each test starts the window as ``scorekeeper-app`` does after reading the language
choice, then looks for the words a player sees first: the menus, the rows of the
hand entry, the pages, the settle-up.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtGui import QFont, QFontDatabase, QFontMetrics
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QGroupBox, QLabel

import scorekeeper_app.app
from scorekeeper_app.settings import Preferences
from scorekeeper_app.window.main_window import MainWindow
from scorekeeper_app.wording import i18n
from tests.gui.conftest import type_keys

pytestmark = pytest.mark.gui
PLAYERS = ["Amy", "Bob", "Cat", "Dan"]

EXPECTED = {
    "en": {
        "menus": ["&File", "&Edit", "&Hand", "&Session", "&View", "&Help"],
        "rows": ["Front", "Middle", "Back"],
        "tabs": ["Hand 1", "Ledger", "Settle up", "Standings", "Players"],
        "balances": "Balances",
        "pair": "pair of 6s",
        "cancel": "Cancel",
    },
    "zh_TW": {
        "menus": ["檔案(&F)", "編輯(&E)", "本手(&N)", "牌局(&S)", "檢視(&V)", "說明(&H)"],
        "rows": ["頭墩", "中墩", "尾墩"],
        "tabs": ["第 1 手", "帳目", "結算", "排行", "玩家"],
        "balances": "餘額",
        "pair": "一對 6",
        "cancel": "取消",
    },
    "zh_CN": {
        "menus": ["文件(&F)", "编辑(&E)", "本手(&N)", "牌局(&S)", "视图(&V)", "帮助(&H)"],
        "rows": ["头墩", "中墩", "尾墩"],
        "tabs": ["第 1 手", "账目", "结算", "排行", "玩家"],
        "balances": "余额",
        "pair": "一对 6",
        "cancel": "取消",
    },
    "nl": {
        "menus": ["&Bestand", "Be&werken", "Ha&nd", "&Sessie", "Beel&d", "&Help"],
        "rows": ["Voor", "Midden", "Achter"],
        "tabs": ["Hand 1", "Logboek", "Afrekenen", "Stand", "Spelers"],
        "balances": "Saldi",
        "pair": "paar zessen",
        "cancel": "Annuleren",
    },
}


@pytest.fixture
def start_in(qapp: QApplication, make_window) -> Iterator[Callable[[str], MainWindow]]:
    """Choose a language in the settings, then start the window as the app does."""

    def start(code: str) -> MainWindow:
        prefs = Preferences()
        prefs.language = code
        assert scorekeeper_app.app.apply_language(qapp, prefs) == code
        return make_window(extra_pages=True)

    yield start
    i18n.install(qapp, "en")  # the other tests read English
    qapp.setApplicationDisplayName(i18n.app_name())


@pytest.mark.parametrize("code", list(EXPECTED))
def test_the_app_speaks_the_chosen_language(qtbot, start_in, code: str) -> None:
    expected = EXPECTED[code]
    window = start_in(code)
    assert i18n.language() == code
    assert [menu.title() for menu in window.menus.values()] == expected["menus"]
    window.controller.new_session(name="Vrijdag", players=PLAYERS, rules="classic-2-4")
    seat = window.hand_page.seat_widgets[0]
    assert [label.text() for label in seat.findChildren(QLabel, "rowTitle")] == expected["rows"]
    assert [window.pages.tabText(i) for i in range(window.pages.count())] == expected["tabs"]
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.hand_page.row_edit(0, "front"))
    type_keys(qtbot, "6s6c4h")
    assert seat.hand_labels["front"].text() == expected["pair"]
    settle = window.ledger_features.settle_page
    window.show_page(settle)
    titles = [box.title() for box in settle.findChildren(QGroupBox)]
    assert titles[0] == expected["balances"]
    assert settle.title.text().startswith("Vrijdag")


@pytest.mark.parametrize("code", ["zh_TW", "nl"])
def test_qt_s_own_buttons_follow_the_language(qtbot, start_in, code: str) -> None:
    window = start_in(code)
    dialog = window.new_session()
    cancel = dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel)
    assert cancel.text().replace("&", "") == EXPECTED[code]["cancel"]
    dialog.reject()


def test_the_language_menu_keeps_the_choice_for_the_next_start(start_in) -> None:
    window = start_in("en")
    notices: list[tuple[str, str]] = []
    window.prompt_info = lambda title, text: notices.append((title, text))
    window.prompt_restart = lambda language: False  # "later"
    codes = [a.data() for a in window.language_menu.actions() if a.isCheckable()]
    assert codes == ["system", "en", "zh_TW", "zh_CN", "nl"]
    window.findChild(type(window.language_menu.actions()[0]), "language_zh_TW").trigger()
    assert Preferences().language == "zh_TW"
    assert notices and "繁體中文" in notices[0][1] and "next start" in notices[0][1]
    assert i18n.language() == "en"  # applied when the app next starts, as the menu says
    checked = [a.data() for a in window.language_menu.actions() if a.isChecked()]
    assert checked == ["zh_TW"]


def test_a_language_change_offers_the_restart_and_restarts(start_in) -> None:
    window = start_in("en")
    asked: list[str] = []
    launched: list[tuple[str, list[str]]] = []
    window.prompt_restart = lambda language: asked.append(language) or True
    window.launch = lambda program, args: launched.append((program, args))
    window.findChild(type(window.language_menu.actions()[0]), "language_nl").trigger()
    assert asked == ["Nederlands"]
    assert Preferences().language == "nl"
    assert launched and not window.isVisible()


def test_the_system_language_picks_the_nearest_catalogue(monkeypatch) -> None:
    cases = {
        "zh_TW": "zh_TW",
        "zh_HK": "zh_TW",
        "zh_Hant_MO": "zh_TW",
        "zh_CN": "zh_CN",
        "zh_SG": "zh_CN",
        "nl_NL": "nl",
        "nl_BE": "nl",
        "de_DE": "en",
        "C": "en",
    }
    for name, code in cases.items():
        assert i18n.from_locale(QLocale(name)) == code, name
    monkeypatch.setenv(i18n.ENV_LANGUAGE, "nl_BE")
    assert i18n.resolve("system") == "nl"
    assert i18n.resolve("zh_CN") == "zh_CN"


def test_the_bundled_font_draws_chinese(qapp) -> None:
    family = i18n.register_fonts(qapp)
    assert family and family in QFontDatabase.families()
    metrics = QFontMetrics(QFont(family))
    assert all(metrics.inFontUcs4(ord(ch)) for ch in "頭墩中尾头一條龍六對半打槍全壘")
    for name in ("DejaVu Sans", QApplication.font().family()):
        assert family.casefold() in [f.casefold() for f in QFont.substitutes(name)], name
    assert family in QApplication.font().families()


def test_every_language_has_its_catalogue() -> None:
    for code in i18n.LANGUAGES:
        if code != "en":
            assert i18n.catalogue_path(code).is_file(), code


def test_money_uses_the_languages_own_marks(start_in) -> None:
    from decimal import Decimal

    from scorekeeper_app.wording.formatting import money_text

    start_in("nl")
    assert money_text(Decimal("1234.5"), "EUR") == "€1.234,50"
    assert money_text(Decimal("-0.25"), "EUR") == "−€0,25"
    i18n.install(QApplication.instance(), "en")
    assert money_text(Decimal("1234.5"), "EUR") == "€1,234.50"
