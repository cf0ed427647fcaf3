"""The phone's page fits a 390 px phone in real Chromium (issue 26): the ledger is a narrow list of
hands, not a table cut at the screen's edge, and "sharing has stopped" keeps the table's name whole."""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from helpers.web_kit import chromium_problem, launch_chromium, make_book, serving

from scorekeeper.web.server import ShareServer

WHY_NOT = chromium_problem()
if WHY_NOT and os.environ.get("CI"):
    raise RuntimeError(f"CI must run the browser tests, but {WHY_NOT}")
pytestmark = pytest.mark.skipif(bool(WHY_NOT), reason=WHY_NOT or "")

PHONE = {"width": 390, "height": 844}
PLAYERS = ("Amy", "Bob", "Christopher", "Dan")  # a long name among them

# Every ledger cell with text: whether it lies inside the screen and shows all of its text.
CELLS = """() => [...document.querySelectorAll('#ledger-table td, #ledger-table th')]
  .filter(e => e.checkVisibility() && e.innerText.trim())
  .map(e => {
    const r = e.getBoundingClientRect();
    const inside = r.left >= 0 && r.right <= innerWidth;
    return {text: e.innerText.trim(), inside, whole: e.scrollWidth <= e.clientWidth};
  })"""


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        chromium = launch_chromium(pw)
        yield chromium
        chromium.close()


@pytest.fixture(params=["en-GB", "nl-NL"])
def phone(browser: Any, request: pytest.FixtureRequest) -> Iterator[Any]:
    context = browser.new_context(viewport=PHONE, locale=request.param)
    tab = context.new_page()
    tab.set_default_timeout(10_000)
    yield tab
    context.close()


def open_live(page: Any, url: str) -> None:
    assert page.goto(url).status == 200
    page.wait_for_selector("#status[data-state=live]")
    page.wait_for_selector("#ledger-table tbody tr")
    page.evaluate("document.fonts.ready")


def test_the_ledger_fits_a_390_px_phone_with_every_players_amount_shown(tmp_path: Path, phone: Any) -> None:
    book, sid = make_book(tmp_path, players=PLAYERS, hands=6)
    with serving(book, sid) as (url, _child):
        open_live(phone, url)
        scroller = "document.querySelector('#ledger .scroll')"
        assert phone.evaluate(f"{scroller}.scrollWidth <= {scroller}.clientWidth")  # nothing to scroll sideways
        assert phone.evaluate("document.documentElement.scrollWidth <= document.documentElement.clientWidth")
        cells = phone.evaluate(CELLS)
        assert cells and [c for c in cells if not (c["inside"] and c["whole"])] == []
        rows = phone.eval_on_selector_all("#ledger-table tbody tr", "els => els.map(e => e.innerText)")
        assert len(rows) == 6
        for text in rows:  # each hand names every player beside their amount (no header off screen)
            assert all(name in text for name in PLAYERS), text
            assert len(re.findall(r"^[+−]?\d", text, re.MULTILINE)) >= len(PLAYERS), text  # and their amounts


def test_sharing_has_stopped_keeps_the_tables_name_whole(tmp_path: Path, phone: Any) -> None:
    book, sid = make_book(tmp_path, hands=1)
    server = ShareServer(book, sid)
    url = server.start()
    try:
        open_live(phone, url)
        before = phone.evaluate("document.querySelector('#name').getBoundingClientRect().height")
        server.revoke()
        phone.wait_for_selector("#status[data-state=revoked]")
        name = phone.evaluate(
            "(() => { const r = document.querySelector('#name').getBoundingClientRect();"
            " return {height: r.height, width: r.width}; })()"
        )
        assert name["height"] == before  # one line, as before: not broken into two-letter lines
        status = phone.evaluate("document.querySelector('#status').getBoundingClientRect().right")
        assert status <= PHONE["width"]
        assert phone.evaluate("document.documentElement.scrollWidth <= document.documentElement.clientWidth")
    finally:
        server.stop()
