"""The phone's page in a real Chromium (Debian's, driven by Playwright), against ``scorekeeper serve``.

Outside CI the tests skip when Chromium or Playwright is absent; in CI (CI set) they fail instead,
so a machine without the browser can never pass them silently.
"""

from __future__ import annotations

import json
import os
import random
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from helpers.session_kit import cli_json, run_cli, snapshot
from helpers.web_kit import add_hand, chromium_problem, launch_chromium, make_book, serving, show_and_settle

from scorekeeper.web.server import ShareServer

WHY_NOT = chromium_problem()
if WHY_NOT and os.environ.get("CI"):
    raise RuntimeError(f"CI must run the browser tests, but {WHY_NOT}")
pytestmark = pytest.mark.skipif(bool(WHY_NOT), reason=WHY_NOT or "")

SCRIPT_NAME = "<script>alert(1)</script>"


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        chromium = launch_chromium(pw)
        yield chromium
        chromium.close()


@pytest.fixture
def page(browser: Any) -> Iterator[Any]:
    context = browser.new_context(viewport={"width": 390, "height": 844}, locale="en-GB")
    tab = context.new_page()
    tab.set_default_timeout(10_000)
    yield tab
    context.close()


def euro(amount: str, *, sign: bool = False) -> str:
    """How the page writes an exact amount in EUR: −€4.50, +€2.00, €0.00."""
    negative = amount.startswith("-")
    whole, _, frac = amount.lstrip("-").partition(".")
    text = f"€{whole}.{(frac + '00')[: max(2, len(frac))]}"
    if negative:
        return "−" + text
    return "+" + text if sign and amount != "0" else text


def open_live(page: Any, url: str) -> Any:
    response = page.goto(url)
    assert response.status == 200
    page.wait_for_selector("#status[data-state=live]")
    page.wait_for_selector("#totals-list li")
    return response


def test_the_page_shows_the_totals_last_hand_and_settle_up_of_session_show_and_settle(
    tmp_path: Path, page: Any
) -> None:
    book, sid = make_book(tmp_path, hands=5)
    show, settle = show_and_settle(book, sid)
    last_entry = json.loads((tmp_path / "hand.json").read_text(encoding="utf-8"))  # the last hand the CLI recorded
    with serving(book, sid) as (url, _child):
        open_live(page, url)
        shown = page.eval_on_selector_all(
            "#totals-list li",
            "els => els.map(e => [e.querySelector('.who').textContent, e.dataset.money,"
            " e.querySelector('.money').textContent])",
        )
        assert shown == [[p["name"], p["money"], euro(p["money"], sign=True)] for p in show["players"]]
        assert page.text_content("#last-title") == "Last hand · Hand 5"
        seats = page.eval_on_selector_all(
            "#last .seat",
            "els => els.map(e => [e.dataset.player, e.querySelector('header [data-money]').dataset.money,"
            " ['front','middle','back'].map(r => [...e.querySelectorAll(`[data-row=${r}] [data-card]`)]"
            ".map(c => c.dataset.card).join(' '))])",
        )
        hand_money = show["hands"][-1]["money"]
        assert seats == [
            [p["name"], hand_money[p["name"]], [p["front"], p["middle"], p["back"]]] for p in last_entry["players"]
        ]
        for transfers, box in ((settle["simplified"], "#simplified"), (settle["by_pair"], "#by-pair")):
            listed = page.eval_on_selector_all(
                f"{box} li", "els => els.map(e => [e.dataset.from, e.dataset.to, e.dataset.amount, e.textContent])"
            )
            assert listed == [
                [t["from"], t["to"], t["amount"], f"{t['from']} pays {t['to']}{euro(t['amount'])}"] for t in transfers
            ]
        assert page.text_content("#fingerprint") == settle["fingerprint"]
        assert "audit chain verified" in page.text_content("#settle")
        ledger_rows = page.eval_on_selector_all("#ledger-table tbody tr", "els => els.map(e => e.dataset.hand)")
        assert ledger_rows == ["5", "4", "3", "2", "1"]


def test_recording_a_hand_through_the_cli_updates_an_open_page_within_a_second(tmp_path: Path, page: Any) -> None:
    book, sid = make_book(tmp_path, hands=2)
    with serving(book, sid) as (url, _child):
        open_live(page, url)
        assert page.text_content("#last-title") == "Last hand · Hand 2"
        number = add_hand(book, sid, random.Random(99))
        # The CLI has returned, so the hand is committed: from here the page has one second.
        page.wait_for_function(
            "n => document.querySelector('#last-title').textContent.endsWith('Hand ' + n)", arg=number, timeout=1000
        )
        show = cli_json("session", "show", sid, "--book", book)
        shown = page.eval_on_selector_all("#totals-list li", "els => els.map(e => e.dataset.money)")
        assert shown == [p["money"] for p in show["players"]]
        # An undo is as quick: the page goes back to hand 2.
        assert run_cli("session", "undo", sid, "--book", book).returncode == 0
        page.wait_for_function(
            "() => document.querySelector('#last-title').textContent.endsWith('Hand 2')", timeout=1000
        )


def test_a_wrong_or_revoked_token_gets_403_and_shows_nothing(tmp_path: Path, page: Any) -> None:
    book, sid = make_book(tmp_path, hands=1)
    server = ShareServer(book, sid)
    url = server.start()
    try:
        token = server.token
        assert token is not None
        wrong = url.replace(token, token[::-1])
        response = page.goto(wrong)
        assert response.status == 403
        assert page.text_content("body") == "Forbidden"

        open_live(page, url)
        server.revoke()
        page.wait_for_selector("#status[data-state=revoked]")  # the open page is told, and stops
        response = page.reload()
        assert response.status == 403
        assert page.text_content("body") == "Forbidden"
        assert page.query_selector("#totals-list") is None
    finally:
        server.stop()


def test_no_request_the_page_can_make_changes_the_book(tmp_path: Path, page: Any) -> None:
    book, sid = make_book(tmp_path, hands=2)
    before_cli = show_and_settle(book, sid)
    with serving(book, sid) as (url, _child):
        open_live(page, url)
        time.sleep(0.3)
        before = snapshot(tmp_path)
        routes = ["", "app.js", "style.css", "icon.svg", "strings.json", "state.json", "events", "cjk.ttf", "x"]
        statuses = page.evaluate(
            """async (routes) => {
                const out = [];
                for (const route of routes) for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
                    const r = await fetch(route, {method, body: method === "DELETE" ? null : '{"players": []}'});
                    out.push([route, method, r.status]);
                }
                return out;
            }""",
            routes,
        )
        assert all(status == (404 if route == "x" else 405) for route, _method, status in statuses), statuses
        after = snapshot(tmp_path)
    assert {k: v for k, v in after.items() if not k.endswith(("-shm", ".json"))} == {
        k: v for k, v in before.items() if not k.endswith(("-shm", ".json"))
    }
    assert show_and_settle(book, sid) == before_cli


def test_a_player_named_like_a_script_is_shown_as_text(tmp_path: Path, page: Any) -> None:
    book, sid = make_book(tmp_path, players=(SCRIPT_NAME, "Bob", "Cat"), hands=2)
    dialogs: list[str] = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    with serving(book, sid) as (url, _child):
        open_live(page, url)
        names = page.eval_on_selector_all("#totals-list .who", "els => els.map(e => e.textContent)")
        assert names == [SCRIPT_NAME, "Bob", "Cat"]
        assert SCRIPT_NAME in page.text_content("#last") and SCRIPT_NAME in page.text_content("#ledger-table")
        assert page.evaluate("document.querySelectorAll('body script').length") == 0
        page.wait_for_timeout(300)
    assert dialogs == []


def test_the_page_says_when_it_has_lost_the_connection(tmp_path: Path, page: Any) -> None:
    book, sid = make_book(tmp_path, hands=1)
    with serving(book, sid) as (url, child):
        open_live(page, url)
        child.kill()  # the server gone without a word, as when the laptop sleeps or the Wi-Fi drops
        child.wait(timeout=10)
        page.wait_for_selector("#status[data-state=lost]")
        assert page.text_content("#status") == "Connection lost: reconnecting…"


def test_the_page_follows_the_phones_language_and_the_chosen_one(tmp_path: Path, browser: Any) -> None:
    book, sid = make_book(tmp_path, hands=1)
    with serving(book, sid) as (url, _child):
        context = browser.new_context(viewport={"width": 390, "height": 844}, locale="zh-TW")
        try:
            tab = context.new_page()
            open_live(tab, url)
            assert tab.text_content("#settle h2") == "結算"
            assert tab.text_content("#last .row[data-row=front] .label") == "頭墩"
            assert tab.get_attribute("html", "lang") == "zh-Hant"
            tab.select_option("#lang", "nl")
            assert tab.text_content("#settle h2") == "Afrekenen"
            tab.select_option("#lang", "zh-Hans")
            assert tab.text_content("#last .row[data-row=front] .label") == "头墩"
        finally:
            context.close()


def test_the_page_reopens_its_stream_when_the_server_ends_it_without_showing_a_lost_connection(
    tmp_path: Path, page: Any
) -> None:
    from scorekeeper.web.server import Bounds

    book, sid = make_book(tmp_path, hands=1)
    server = ShareServer(book, sid, bounds=Bounds(stream_seconds=1.0))
    url = server.start()
    streams: list[str] = []
    page.on("request", lambda request: streams.append(request.url) if request.url.endswith("/events") else None)
    try:
        open_live(page, url)
        page.evaluate(
            """() => { window.seen = []; new MutationObserver(() => window.seen.push(
                 document.getElementById('status').dataset.state)).observe(
                 document.getElementById('status'), {attributes: true}); }"""
        )
        page.wait_for_timeout(3500)  # three streams ended by the server
        number = add_hand(book, sid, random.Random(7))
        page.wait_for_function(
            "n => document.querySelector('#last-title').textContent.endsWith('Hand ' + n)", arg=number, timeout=3000
        )
        assert len(streams) >= 3
        assert "lost" not in page.evaluate("window.seen")
        assert page.get_attribute("#status", "data-state") == "live"
    finally:
        server.stop()
