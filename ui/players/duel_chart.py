"""The head-to-head chart of the Players page: per currency, one horizontal bar per opponent for what
the selected person received from them, net (right and green: won; left and red: lost).

The figures are :attr:`scorekeeper.players.PlayerStats.head_to_head`'s; the chart only orders them
by amount and draws them (QPainter: every text placed whole, nothing elided). Units and hands are
in each bar's tooltip and, with the money, in the accessible description.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from PySide6.QtCore import QEvent, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QHelpEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QAbstractScrollArea, QSizePolicy, QToolTip, QWidget

from scorekeeper.players import PlayerStats
from scorekeeper_app.widgets import theme
from scorekeeper_app.wording.formatting import money_text, units_text
from scorekeeper_app.wording.i18n import translate

PAD = 8  # px between a name, a bar and its amount
LEAST_BARS = 120  # px the bars keep at the narrowest
WRAP = Qt.TextFlag.TextWordWrap


@dataclass(frozen=True, slots=True)
class DuelBar:
    """One opponent in one currency, as the engine counted it."""

    opponent: str
    currency: str
    money: Decimal
    units: Decimal
    hands: int

    @property
    def label(self) -> str:
        return money_text(self.money, self.currency, signed=True)

    @property
    def spoken(self) -> str:
        return translate("PlayersPage", "{opponent}: {money} ({units} units, {hands} hands)").format(
            opponent=self.opponent, money=self.label, units=units_text(self.units), hands=f"{self.hands:,}"
        )


@dataclass(frozen=True, slots=True)
class Placed:
    """Where one line of the chart is drawn: a currency's heading, a bar, or the sentence of none."""

    text: str
    text_rect: QRect  # the heading, the sentence or the opponent's name
    bar: DuelBar | None = None
    bar_rect: QRect = QRect()
    label_rect: QRect = QRect()


def duel_sections(stats: PlayerStats | None) -> dict[str, list[DuelBar]]:
    """Per currency the opponents, the most received first (then by name)."""
    sections: dict[str, list[DuelBar]] = {}
    for opponent, duels in (stats.head_to_head if stats is not None else {}).items():
        for currency, duel in duels.items():
            bar = DuelBar(opponent, currency, duel.money.amount, duel.units, duel.hands)
            sections.setdefault(currency, []).append(bar)
    return {c: sorted(bars, key=lambda b: (-b.money, b.opponent)) for c, bars in sorted(sections.items())}


def heading(currency: str) -> str:
    return translate("PlayersPage", "In {currency}").format(currency=currency or translate("PlayersPage", "points"))


def nobody() -> str:
    return translate("PlayersPage", "Nobody played against this player in these dates.")


class DuelChart(QWidget):
    """Horizontal bars per opponent, a section per currency; a plain sentence when there is none."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("playersDuelChart")
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.setAccessibleName(translate("PlayersPage", "Head to head chart"))
        self.sections: dict[str, list[DuelBar]] = {}
        self.show_duels(None)

    def show_duels(self, stats: PlayerStats | None) -> None:
        """The selected person's head to head (None: nobody chosen)."""
        self.sections = duel_sections(stats)
        self.setAccessibleDescription(self.description())
        self.updateGeometry()
        self.update()

    def description(self) -> str:
        """Every figure in words: the chart's accessible description."""
        if not self.sections:
            return nobody()
        return "\n".join(f"{heading(c)}: " + "; ".join(bar.spoken for bar in bars) for c, bars in self.sections.items())

    # -- geometry ---------------------------------------------------------------------------
    def _bold(self) -> QFont:
        font = QFont(self.font())
        font.setBold(True)
        return font

    def placed(self, width: int | None = None) -> list[Placed]:
        """Every line's place at ``width`` (the widget's own by default); paint and tests read it."""
        return place(
            self.sections,
            QFontMetrics(self.font()),
            QFontMetrics(self._bold()),
            self.room() if width is None else width,
        )

    def room(self) -> int:
        """The width the user sees: a page wider than the scroll area it is in is cut on the right
        (it never scrolls sideways), so the bars end, and their amounts show, before that edge."""
        width, area = self.width(), self.parentWidget()
        while area is not None and not isinstance(area, QAbstractScrollArea):
            area = area.parentWidget()
        if area is not None and area.viewport().isAncestorOf(self):
            view = area.viewport()
            width = min(width, view.width() - self.mapTo(view, QPoint(0, 0)).x())
        return max(width, self.least_width())

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        lines = self.placed(min(width, self.room()) if self.isVisible() else width)
        return max(r.text_rect.bottom() for r in lines) + PAD if lines else 0

    def least_width(self) -> int:
        """The names, the amounts on both sides and the narrowest bars."""
        fm = QFontMetrics(self.font())
        bars = [b for bars in self.sections.values() for b in bars]
        if not bars:
            return LEAST_BARS * 2
        names = max(fm.horizontalAdvance(b.opponent) for b in bars)
        return names + _labels(bars, fm, up=True) + _labels(bars, fm, up=False) + LEAST_BARS + 2 * PAD

    def minimumSizeHint(self) -> QSize:
        width = self.least_width()
        return QSize(width, self.heightForWidth(width))

    def sizeHint(self) -> QSize:
        width = max(self.least_width(), 480)
        return QSize(width, self.heightForWidth(width))

    # -- drawing ----------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        colours = theme.current()
        text = self.palette().windowText().color()
        painter = QPainter(self)
        lines = self.placed()
        painter.setPen(QColor(colours.muted))
        for line in lines:  # zero under the bars: a bar is its colour to its last pixel
            if line.bar is not None:
                zero = line.bar_rect.left() if line.bar.money >= 0 else line.bar_rect.right() + 1
                painter.drawLine(zero, line.text_rect.top(), zero, line.text_rect.bottom())
        for line in lines:
            if line.bar is None:
                painter.setFont(self.font() if not self.sections else self._bold())
                painter.setPen(text)
                painter.drawText(line.text_rect, int(Qt.AlignmentFlag.AlignLeft | WRAP), line.text)
                continue
            money = line.bar.money
            colour = QColor(colours.up if money > 0 else colours.down if money < 0 else colours.muted)
            painter.setFont(self.font())
            painter.setPen(text)
            painter.drawText(
                line.text_rect, int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), line.text
            )
            painter.fillRect(line.bar_rect, colour)  # no antialiasing: the bar is the theme's colour exactly
            painter.setPen(colour)
            painter.drawText(line.label_rect, int(Qt.AlignmentFlag.AlignCenter), line.bar.label)
        painter.end()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            hit = [r.bar for r in self.placed() if r.bar is not None and _row(r).contains(event.pos())]
            if hit and hit[0] is not None:
                QToolTip.showText(event.globalPos(), hit[0].spoken, self)
            else:
                QToolTip.hideText()
            return True
        return super().event(event)


def _labels(bars: list[DuelBar], fm: QFontMetrics, *, up: bool) -> int:
    """The room the amounts on one side of zero take (0 when none is on that side)."""
    widths = [fm.horizontalAdvance(b.label) for b in bars if (b.money >= 0) == up]
    return max(widths) + PAD if widths else 0


def _row(line: Placed) -> QRect:
    return line.text_rect.united(line.bar_rect).united(line.label_rect)


def place(sections: dict[str, list[DuelBar]], fm: QFontMetrics, bold: QFontMetrics, width: int) -> list[Placed]:
    """Each currency's heading, then its bars around that currency's zero: the names in a column on
    the left, each amount just past its bar's end, the longest bar as wide as the room allows."""
    if not sections:
        text = nobody()
        rect = fm.boundingRect(QRect(0, 0, max(width, 1), 10_000), int(WRAP), text)
        return [Placed(text, QRect(0, PAD // 2, max(width, rect.width()), rect.height()))]
    bars = [b for each in sections.values() for b in each]
    names = max(fm.horizontalAdvance(b.opponent) for b in bars) + PAD
    left, right = names + _labels(bars, fm, up=False), width - _labels(bars, fm, up=True)
    room = max(right - left, LEAST_BARS)
    height = fm.height() + PAD
    out: list[Placed] = []
    y = PAD // 2
    for currency, each in sections.items():
        out.append(
            Placed(heading(currency), QRect(0, y, max(width, bold.horizontalAdvance(heading(currency))), height))
        )
        y += height
        most_up = max((b.money for b in each if b.money > 0), default=Decimal(0))
        most_down = max((-b.money for b in each if b.money < 0), default=Decimal(0))
        span = most_up + most_down or Decimal(1)
        zero = left + int(room * most_down / span)
        for bar in each:
            length = max(int(room * abs(bar.money) / span), 1 if bar.money else 0)
            start = zero if bar.money >= 0 else zero - length
            advance = fm.horizontalAdvance(bar.label)
            label_x = zero + length + PAD // 2 if bar.money >= 0 else start - PAD // 2 - advance
            out.append(
                Placed(
                    bar.opponent,
                    QRect(0, y, names - PAD // 2, height),
                    bar,
                    QRect(start, y + 3, length, height - 6),
                    QRect(label_x, y, advance, height),
                )
            )
            y += height
    return out
