"""A tournament's board (``scorekeeper serve ID`` of a tournament) in real Chromium and over HTTP:
the numbers of ``tournament show``, live after a hand at another table, and as closed as the table's page.

The event is built and played in this process through the command line's own code (``main``); the
server runs in a process of its own, as a card room runs it.
"""

from __future__ import annotations

import json
import os
import random
import re
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from helpers.session_kit import assert_refused, run_cli
from helpers.web_kit import chromium_problem, launch_chromium, serving

from scorekeeper.cli.main import main
from scorekeeper.demo import random_hand

WHY_NOT = chromium_problem()
if WHY_NOT and os.environ.get("CI"):
    raise RuntimeError(f"CI must run the browser tests, but {WHY_NOT}")

NAMES = ["Amy", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]


def _cli(capsys: pytest.CaptureFixture[str], *args: str | Path | int) -> Any:
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    assert code == 0, err
    return json.loads(out)


def _event(capsys: pytest.CaptureFixture[str], book: Path) -> str:
    """Eight players drawn at two tables, levels every two hands."""
    tid: str = _cli(capsys, "tournament", "new", "--name", "Friday OFC", "--buyin", "100", "--fee", "10",
                    "--chips", "300", "--levels", "10,20,40,80", "--hands-per-level", "2",
                    "--payouts", "50,30,20", "--currency", "USD", "--book", book)["tournament"]  # fmt: skip
    for name in NAMES:
        _cli(capsys, "tournament", "register", tid, name, "--book", book)
    _cli(capsys, "tournament", "draw", tid, "--seed", "7", "--book", book)
    return tid


def _play(capsys: pytest.CaptureFixture[str], book: Path, tid: str, table: int, rng: random.Random) -> dict[str, Any]:
    """One hand at ``table`` through ``tournament add``; ``tournament show`` after it."""
    show = _cli(capsys, "tournament", "show", tid, "--book", book)
    seated = [r["name"] for r in sorted(show["field"], key=lambda r: r["seat"] or 0) if r["table"] == table]
    hand = book.parent / "hand.json"
    hand.write_text(json.dumps(random_hand(rng, seated, foul_share=0.2)), encoding="utf-8")
    _cli(capsys, "tournament", "add", tid, table, hand, "--dealer", seated[0], "--book", book)
    shown: dict[str, Any] = _cli(capsys, "tournament", "show", tid, "--book", book)
    return shown


def _shown_rows(page: Any) -> list[list[str]]:
    return page.eval_on_selector_all(  # type: ignore[no-any-return]
        "#board-table tbody tr",
        "els => els.map(e => [e.dataset.player, e.dataset.chips, e.dataset.table || '', e.dataset.place || ''])",
    )


def _rows(show: dict[str, Any]) -> list[list[str]]:
    return [[r["name"], str(r["chips"]), str(r["table"] or ""), str(r["place"] or "")] for r in show["field"]]


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    if WHY_NOT:
        pytest.skip(WHY_NOT)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        chromium = launch_chromium(pw)
        yield chromium
        chromium.close()


def test_the_board_follows_a_hand_at_another_table(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], browser: Any
) -> None:
    book, rng = tmp_path / "book.sqlite", random.Random(4)
    tid = _event(capsys, book)
    show = _play(capsys, book, tid, 1, rng)
    with serving(book, tid) as (url, _child):
        context = browser.new_context(viewport={"width": 390, "height": 844}, locale="en-GB")
        page = context.new_page()
        page.set_default_timeout(10_000)
        assert page.goto(url).status == 200
        page.wait_for_selector("#status[data-state=live]")
        page.wait_for_selector("#board-table tbody tr[data-player]")
        assert _shown_rows(page) == _rows(show)
        assert page.get_attribute("#prize-pool", "data-amount") == show["prize_pool"] == "800"
        assert page.text_content("#prize-pool") == "$800.00"
        amounts = page.eval_on_selector_all("#payouts li", "els => els.map(e => e.dataset.amount)")
        assert amounts == [p["amount"] for p in show["payouts"]] == ["400", "240", "160"]
        assert page.get_attribute("#point-value", "data-value") == show["point_value"]
        assert page.text_content("#level-ahead") == "next: 20 · 1 hand to the next level"
        # fits the phone: nothing wider than its screen
        assert page.evaluate("document.documentElement.scrollWidth") <= 390

        after = _play(capsys, book, tid, 2, rng)  # the other table; the CLI returned: committed
        started = time.monotonic()
        assert _rows(after) != _rows(show)
        page.wait_for_function(
            "want => JSON.stringify([...document.querySelectorAll('#board-table tbody tr')].map(e =>"
            " [e.dataset.player, e.dataset.chips, e.dataset.table || '', e.dataset.place || ''])) === want",
            arg=json.dumps(_rows(after), separators=(",", ":")),
            timeout=15_000,
        )
        print(f"\nthe board changed {1000 * (time.monotonic() - started):.0f} ms after the hand at table 2")
        hands = page.eval_on_selector_all(".table-card", "els => els.map(e => [e.dataset.table, e.dataset.hands])")
        assert hands == [["1", "1"], ["2", "1"]]
        page.select_option("#lang", "zh-Hant")
        assert page.text_content("#leaderboard h2") == "排行榜"
        assert page.text_content("#level-number") == f"第 {after['level']} 級"
        context.close()


def test_a_hands_setting_clock_counts_down_on_the_phones_and_says_when_the_time_is_up(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], browser: Any
) -> None:
    book = tmp_path / "book.sqlite"
    tid: str = _cli(capsys, "tournament", "new", "--name", "Clocked", "--buyin", "10", "--chips", "300",
                    "--levels", "10,20", "--clock", "8", "--book", book)["tournament"]  # fmt: skip
    for name in NAMES:
        _cli(capsys, "tournament", "register", tid, name, "--book", book)
    _cli(capsys, "tournament", "draw", tid, "--seed", "7", "--book", book)
    with serving(book, tid) as (url, _child):
        context = browser.new_context(viewport={"width": 390, "height": 844}, locale="en-GB")
        page = context.new_page()
        page.set_default_timeout(10_000)
        page.goto(url)
        page.wait_for_selector("#status[data-state=live]")
        assert page.locator(".table-card .setting").count() == 0  # no hand dealt: no clock
        _cli(capsys, "tournament", "start", tid, 2, "--book", book)
        clock = '.table-card[data-table="2"] .setting'
        page.wait_for_selector(clock)
        first = page.text_content(clock) or ""
        assert re.fullmatch(r"0:0[1-8] to set", first), first  # (a loaded machine may take seconds to show it)
        assert page.locator('.table-card[data-table="1"] .setting').count() == 0
        page.wait_for_function(
            "([sel, first]) => document.querySelector(sel).textContent !== first", arg=[clock, first]
        )
        page.wait_for_selector(f"{clock}.expired", timeout=20_000)
        assert page.text_content(clock) == "Time is up"
        page.select_option("#lang", "zh-Hant")
        assert page.text_content(clock) == "時間到"
        context.close()


def test_the_moves_show_on_every_screen_while_they_wait_and_once_made(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], browser: Any
) -> None:
    book = tmp_path / "book.sqlite"
    tid: str = _cli(capsys, "tournament", "new", "--name", "Moves", "--buyin", "10", "--chips", "300",
                    "--levels", "10,20", "--late-until", "1", "--book", book)["tournament"]  # fmt: skip
    for name in NAMES:
        _cli(capsys, "tournament", "register", tid, name, "--book", book)
    _cli(capsys, "tournament", "draw", tid, "--seed", "3", "--book", book)
    with serving(book, tid) as (url, _child):
        context = browser.new_context(viewport={"width": 390, "height": 844}, locale="en-GB")
        page = context.new_page()
        page.set_default_timeout(10_000)
        page.goto(url)
        page.wait_for_selector("#status[data-state=live]")
        assert page.locator(".moves").count() == 0  # balanced: nothing to move
        _cli(capsys, "tournament", "register", tid, "Ivy", "--book", book)  # a late entry opens a table
        proposed = _cli(capsys, "tournament", "balance", tid, "--book", book)["moves"]
        assert proposed
        page.wait_for_selector("#moves-proposed li")
        shown = page.eval_on_selector_all(
            "#moves-proposed li",
            "els => els.map(e => ({player: e.dataset.player, from: +e.dataset.from, to: +e.dataset.to}))",
        )
        assert shown == proposed
        assert page.text_content("#moves-proposed h3") == "Moves waiting for the director"
        _cli(capsys, "tournament", "balance", tid, "--confirm", "--book", book)
        page.wait_for_selector("#moves-made li")
        assert page.locator("#moves-proposed").count() == 0
        made = page.eval_on_selector_all("#moves-made li", "els => els.map(e => e.textContent)")
        assert made == [f"{m['player']}: table {m['from']} → table {m['to']}" for m in proposed]
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
        context.close()


def test_the_rooms_screen_gets_more_columns_and_the_rest_beside_them(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], browser: Any
) -> None:
    book = tmp_path / "book.sqlite"
    tid = _event(capsys, book)
    with serving(book, tid) as (url, _child):
        seen = {}
        for width, height in ((390, 844), (1920, 1080)):
            context = browser.new_context(viewport={"width": width, "height": height}, locale="en-GB")
            page = context.new_page()
            page.goto(url)
            page.wait_for_selector("#board-table tbody tr[data-player]")
            boxes = {n: page.locator(f"#{n}").bounding_box() for n in ("leaderboard", "level", "prizes")}
            seen[width] = {
                "columns": page.eval_on_selector_all("#board-table thead th", "els => els.filter(e =>"
                                                     " e.offsetWidth > 0).map(e => e.textContent)"),
                "beside": boxes["level"]["x"] > boxes["leaderboard"]["x"] + boxes["leaderboard"]["width"] - 1,
                "font": page.evaluate("parseFloat(getComputedStyle(document.body).fontSize)"),
                "fits": page.evaluate("document.documentElement.scrollWidth") <= width,
            }  # fmt: skip
            context.close()
    assert seen[390]["columns"] == ["#", "Player", "Chips", "Table", "Seat"]
    assert seen[1920]["columns"] == ["#", "Player", "Chips", "Table", "Seat", "Status", "Entries"]
    assert not seen[390]["beside"] and seen[1920]["beside"]
    assert seen[1920]["font"] > seen[390]["font"]
    assert seen[390]["fits"] and seen[1920]["fits"]


def test_the_board_is_as_closed_as_the_tables_page(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    book = tmp_path / "book.sqlite"
    tid = _event(capsys, book)
    show = _cli(capsys, "tournament", "show", tid, "--book", book)
    with serving(book, tid) as (url, _child):
        state = httpx.get(url + "state.json").json()["board"]
        assert {k: v for k, v in state.items() if k in show and k != "field"} == {
            k: v for k, v in show.items() if k != "field"
        }
        assert [{k: r[k] for k in show["field"][0]} for r in state["field"]] == show["field"]
        base = re.match(r"http://[^/]+", url).group(0)  # type: ignore[union-attr]
        token = url.rstrip("/").rsplit("/", 1)[1]
        wrong = token[:-1] + ("A" if token[-1] != "A" else "B")
        for path in ("/", f"/table/{wrong}/", f"/table/{wrong}/state.json", f"/table/{wrong}/board.js"):
            for method in ("GET", "POST", "PUT", "DELETE"):
                response = httpx.request(method, base + path)
                assert (response.status_code, response.text) == (403, "Forbidden"), (method, path)
        for route in ("", "board.js", "board.css", "state.json", "events", "strings.json"):
            response = httpx.post(url + route, content=b'{"table": 1}')
            assert response.status_code == 405 and response.headers["allow"] == "GET, HEAD", route
        assert "default-src 'self'" in httpx.get(url).headers["content-security-policy"]
        assert httpx.get(url + "app.js").status_code == 404  # the table's page is not this one
    assert _cli(capsys, "tournament", "show", tid, "--book", book) == show  # nothing written
    assert_refused(run_cli("serve", tid, "--seats", "--book", book), "a tournament has no seat links")
