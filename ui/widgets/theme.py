"""Colours and fonts: one palette-aware theme, light or dark, following the system.

Colour never carries meaning alone: suits always show their symbol, money its sign,
a foul its word.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication

CARD_FONT = "DejaVu Sans"
THEME_CHOICES = ("system", "light", "dark")


@dataclass(frozen=True)
class Theme:
    dark: bool
    up: QColor  # money won
    down: QColor  # money lost
    muted: QColor  # secondary text
    accent: QColor  # the active row
    gold: QColor  # royalty chips
    gold_text: QColor
    foul_bg: QColor
    foul_text: QColor
    natural_bg: QColor
    natural_text: QColor
    error: QColor
    card_face: QColor
    card_edge: QColor
    card_used_face: QColor
    slot_edge: QColor
    panel: QColor  # a seat's background

    def suit_color(self, suit: int, *, four_colour: bool) -> QColor:
        """Spades black, hearts red; diamonds blue and clubs green in the four-colour deck."""
        black, red = QColor("#1d1d1f"), QColor("#c8102e")
        if four_colour:
            return (black, red, QColor("#1457c2"), QColor("#1b7f3b"))[suit]
        return (black, red, red, black)[suit]


LIGHT = Theme(
    dark=False,
    up=QColor("#1a7f37"),
    down=QColor("#c62828"),
    muted=QColor("#6b6f76"),
    accent=QColor("#2f6fde"),
    gold=QColor("#f3c744"),
    gold_text=QColor("#4d3800"),
    foul_bg=QColor("#fde3e1"),
    foul_text=QColor("#a3160e"),
    natural_bg=QColor("#efe3fb"),
    natural_text=QColor("#5b1f95"),
    error=QColor("#c62828"),
    card_face=QColor("#ffffff"),
    card_edge=QColor("#9aa0a6"),
    card_used_face=QColor("#e4e6e9"),
    slot_edge=QColor("#c3c7cc"),
    panel=QColor("#f6f7f9"),
)
DARK = Theme(
    dark=True,
    up=QColor("#5fd37b"),
    down=QColor("#ff7b72"),
    muted=QColor("#9aa1ab"),
    accent=QColor("#6aa1ff"),
    gold=QColor("#e0b23a"),
    gold_text=QColor("#2a1e00"),
    foul_bg=QColor("#4a1d1b"),
    foul_text=QColor("#ffb4ab"),
    natural_bg=QColor("#3b2556"),
    natural_text=QColor("#e3cbff"),
    error=QColor("#ff7b72"),
    card_face=QColor("#f4f4f1"),
    card_edge=QColor("#6f757d"),
    card_used_face=QColor("#5a5e64"),
    slot_edge=QColor("#5b6068"),
    panel=QColor("#2a2d31"),
)


def is_dark(palette: QPalette | None = None) -> bool:
    palette = palette or QGuiApplication.palette()
    return palette.color(QPalette.ColorRole.Window).lightness() < 128


def current() -> Theme:
    """The theme that matches the application's palette now."""
    return DARK if is_dark() else LIGHT


def dark_palette() -> QPalette:
    p = QPalette()
    role, group = QPalette.ColorRole, QPalette.ColorGroup
    colours = {
        role.Window: "#1f2124",
        role.WindowText: "#e8eaed",
        role.Base: "#17181a",
        role.AlternateBase: "#24272b",
        role.ToolTipBase: "#2a2d31",
        role.ToolTipText: "#e8eaed",
        role.Text: "#e8eaed",
        role.Button: "#2a2d31",
        role.ButtonText: "#e8eaed",
        role.BrightText: "#ffffff",
        role.Highlight: "#3d6fd6",
        role.HighlightedText: "#ffffff",
        role.Link: "#8ab4f8",
        role.PlaceholderText: "#80868b",
        role.Mid: "#3c4043",
        role.Dark: "#111214",
        role.Light: "#3c4043",
    }
    for r, colour in colours.items():
        p.setColor(r, QColor(colour))
    for r in (role.WindowText, role.Text, role.ButtonText):
        p.setColor(group.Disabled, r, QColor("#6f747a"))
    return p


def system_prefers_dark() -> bool:
    hints = QGuiApplication.styleHints()
    return hints.colorScheme() == Qt.ColorScheme.Dark


def apply(app: QApplication, choice: str = "system") -> Theme:
    """Fusion style with a light or dark palette; ``system`` follows the desktop."""
    if app.style().name().lower() != "fusion":
        app.setStyle("Fusion")
    dark = choice == "dark" or (choice == "system" and system_prefers_dark())
    app.setPalette(dark_palette() if dark else app.style().standardPalette())
    return current()


def card_font(pixel_size: float, *, bold: bool = True) -> QFont:
    font = QFont(CARD_FONT)
    font.setPixelSize(max(1, round(pixel_size)))
    font.setBold(bold)
    font.setStyleStrategy(QFont.StyleStrategy.PreferAntialias)
    return font


def stylesheet(t: Theme) -> str:
    """Styles for the widgets of the start, hand and session panels (by object name only)."""
    edge = "#3a3d42" if t.dark else "#dfe2e6"
    base = "#1b1d20" if t.dark else "#ffffff"
    banner_bg, banner_edge = ("#3d3318", "#8a7330") if t.dark else ("#fff6dc", "#e8c65a")
    warn = "#f0c060" if t.dark else "#8a5a00"
    on_accent = "#0b1a33" if t.dark else "#ffffff"
    return f"""
#sessionPanel {{ background: {t.panel.name()}; border: none; border-right: 1px solid {edge}; }}
#caption {{ color: {t.muted.name()}; font-size: 11px; font-weight: 700; letter-spacing: 1px; }}
#sessionName {{ font-size: 17px; font-weight: 700; }}
#muted {{ color: {t.muted.name()}; }}
#playerName {{ font-size: 15px; }}
#playerMoney {{ font-size: 15px; font-weight: 700; }}
#sessionFact {{ font-size: 13px; }}
QFrame[role="seat"] {{ background: {t.panel.name()}; border: 1px solid {edge}; border-radius: 10px; }}
QFrame[role="seat"][active="true"] {{ border: 1px solid {t.accent.name()}; }}
#seatName {{ font-size: 16px; font-weight: 700; background: transparent; border: none; }}
#seatRole {{ color: {t.muted.name()}; background: transparent; border: none; }}
#seatRole[dealer="true"] {{ color: {t.accent.name()}; font-weight: 700; }}
#phoneState {{ color: {t.muted.name()}; font-size: 12px; background: transparent; border: none; }}
#phoneState[status="submitted"] {{ color: {t.accent.name()}; font-weight: 700; }}
#phoneDuplicates {{ color: {t.error.name()}; font-weight: 700; }}
#rowTitle {{ color: {t.muted.name()}; font-size: 11px; font-weight: 700; letter-spacing: 1px; }}
#rowHand {{ font-size: 12px; font-weight: 600; }}
#rowMessage {{ color: {t.error.name()}; font-size: 11px; }}
#rowMessage[kind="refusal"] {{ font-style: italic; }}
#quickPreview {{ color: {t.muted.name()}; font-size: 11px; }}
#pickerTitle {{ color: {t.muted.name()}; font-size: 11px; font-weight: 700; }}
#resultPanel {{ background: {t.panel.name()}; border: 1px solid {edge}; border-radius: 10px; }}
#playerTile {{ background: {base}; border: 1px solid {edge}; border-radius: 8px; }}
#tileName {{ font-weight: 600; border: none; }}
#tileMoney {{ font-size: 19px; font-weight: 700; border: none; }}
#tileUnits {{ color: {t.muted.name()}; border: none; }}
#panelTitle {{ font-size: 14px; font-weight: 700; }}
#resultHint, #resultWaiting {{ color: {t.muted.name()}; }}
#pairNames {{ font-weight: 600; }}
#pairRows {{ font-family: "{CARD_FONT}"; }}
QFrame[role="banner"] {{ background: {banner_bg}; border: 1px solid {banner_edge}; border-radius: 6px; }}
#error {{ color: {t.error.name()}; }}
#warning {{ color: {warn}; }}
#startTitle {{ font-size: 26px; font-weight: 700; }}
#sectionTitle {{ font-weight: 700; margin-top: 8px; }}
QListWidget#sessionList, QListWidget#bookList {{ font-size: 14px; }}
QListWidget#sessionList::item, QListWidget#bookList::item {{ padding: 7px 6px; }}
#headerTitle {{ font-size: 15px; font-weight: 700; padding: 0 10px; }}
#statusError {{ color: {t.error.name()}; }}
QToolButton#seatMenu, QToolButton#moreButton {{ font-size: 16px; font-weight: 700; padding: 0 6px; border: none; }}
QToolButton#seatMenu::menu-indicator, QToolButton#moreButton::menu-indicator {{ image: none; width: 0; }}
QToolButton#recordButton {{ background: {t.accent.name()}; color: {on_accent}; font-weight: 700; padding: 4px 12px;
    border-radius: 6px; margin: 3px 6px; }}
QToolButton#recordButton:disabled {{ background: {t.slot_edge.name()}; }}
QPushButton#primaryButton {{ background: {t.accent.name()}; color: {on_accent}; font-weight: 700;
    padding: 7px 16px; border-radius: 6px; border: none; }}
"""
