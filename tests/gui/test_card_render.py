"""Cards are painted as vectors: readable at any size and pixel ratio, suits in two or four colours."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from scorekeeper.game.cards import parse_cards
from scorekeeper_app.widgets import theme
from scorekeeper_app.widgets.card_render import card_size, paint_card, paint_slot

pytestmark = pytest.mark.gui


def render(card_text: str, *, zoom: float = 1.0, ratio: float = 1.0, four_colour: bool = False, **kw) -> QImage:
    size = card_size(zoom)
    image = QImage(round(size.width() * ratio), round(size.height() * ratio), QImage.Format.Format_ARGB32)
    image.setDevicePixelRatio(ratio)
    image.fill(QColor("#808080"))
    painter = QPainter(image)
    card = parse_cards(card_text)[0]
    paint_card(painter, QRectF(0, 0, size.width(), size.height()), card, theme.LIGHT, four_colour=four_colour, **kw)
    painter.end()
    return image


def colours(image: QImage) -> set[tuple[int, int, int]]:
    out = set()
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            c = image.pixelColor(x, y)
            out.add((c.red() // 32, c.green() // 32, c.blue() // 32))
    return out


def has_colour(image: QImage, target: QColor) -> bool:
    want = (target.red() // 32, target.green() // 32, target.blue() // 32)
    return want in colours(image)


@pytest.mark.parametrize("zoom", [0.7, 1.0, 2.5])
@pytest.mark.parametrize("ratio", [1.0, 2.0])
def test_a_card_paints_at_any_zoom_and_pixel_ratio(qapp, zoom, ratio) -> None:
    image = render("Th", zoom=zoom, ratio=ratio)
    assert image.width() == round(card_size(zoom).width() * ratio)
    assert has_colour(image, theme.LIGHT.card_face)
    assert has_colour(image, theme.LIGHT.suit_color(1, four_colour=False))


def test_two_and_four_colour_decks(qapp) -> None:
    blue, green = theme.LIGHT.suit_color(2, four_colour=True), theme.LIGHT.suit_color(3, four_colour=True)
    assert has_colour(render("Kd", zoom=2, four_colour=True), blue)
    assert has_colour(render("Kc", zoom=2, four_colour=True), green)
    assert not has_colour(render("Kd", zoom=2), blue)
    assert has_colour(render("Kd", zoom=2), theme.LIGHT.suit_color(1, four_colour=False))


def test_used_and_doubled_cards_are_marked_by_more_than_colour(qapp) -> None:
    plain, used = render("As", zoom=2), render("As", zoom=2, used=True, badge="C")
    assert colours(plain) != colours(used)
    doubled = render("As", zoom=2, duplicate=True)
    assert has_colour(doubled, theme.LIGHT.error)


def test_an_empty_place_and_a_half_typed_card(qapp) -> None:
    image = QImage(60, 80, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    paint_slot(painter, QRectF(0, 0, 60, 80), theme.DARK, active=True, pending="T")
    painter.end()
    assert has_colour(image, theme.DARK.accent)


def test_used_cards_stay_readable_in_the_dark_theme(qapp) -> None:
    from scorekeeper_app.widgets.card_render import contrast, used_ink
    from scorekeeper_app.widgets.theme import DARK

    for suit in range(4):
        ink = used_ink(DARK, DARK.suit_color(suit, four_colour=True))
        assert contrast(ink, DARK.card_used_face) >= 4.5  # WCAG AA for text
