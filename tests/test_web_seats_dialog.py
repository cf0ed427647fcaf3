"""Session > Players enter their own hands: a QR code per seat and the table's, from a server
in a child process; Revoke shuts one phone out, New link gives that seat another; a phone's
submit through its link waits beside the book for the Hand page."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path
from types import SimpleNamespace

import httpx
import pytest
from helpers.web_kit import PLAYERS, add_hand, make_book

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from scorekeeper.web import PendingStore  # noqa: E402
from scorekeeper_app.share.seats_dialog import SeatsDialog  # noqa: E402
from scorekeeper_app.window.actions import MENUS, REGISTRY, Act  # noqa: E402

pytestmark = pytest.mark.gui
AMY = {"front": "2s 3s 4h", "middle": "5c 6c 7c 8c Tc", "back": "Ah Ad Ac Kh Kd"}


def test_the_session_menu_has_players_enter_their_own_hands() -> None:
    spec = REGISTRY[Act.PLAYER_SEATS]
    assert spec.menu == "&Session" and spec.menu in MENUS and spec.needs == "session"
    window = SimpleNamespace(viewing=SimpleNamespace(share_seats=lambda: None))
    assert spec.slot(window) is window.viewing.share_seats


def test_each_seat_has_its_code_and_revoke_and_new_link_work(qtbot, tmp_path: Path) -> None:
    book, sid = make_book(tmp_path, hands=1)
    dialog = SeatsDialog()
    qtbot.addWidget(dialog)
    try:
        dialog.share(str(book), sid)
        qtbot.waitUntil(lambda: dialog.seat_urls != {} or dialog.problem.text() != "", timeout=20_000)
        assert sorted(dialog.seat_urls) == sorted(PLAYERS), dialog.problem.text()
        for name in ("tableQr", *(f"seatQr:{p}" for p in PLAYERS)):
            code = dialog.findChild(type(dialog.problem), name)
            assert code is not None and not code.pixmap().isNull(), name
        assert httpx.get(dialog.url + "state.json").status_code == 200  # the table to watch
        amy = dialog.seat_urls["Amy"]
        assert httpx.get(amy + "seat.json").json()["player"] == "Amy"

        body = json.dumps({**AMY, "hand": 2})  # Amy's phone submits through her link
        reply = httpx.post(amy + "hand", content=body, headers={"Content-Type": "application/json"})
        assert reply.status_code < 300, reply.text
        store = PendingStore(book, sid)
        assert store.read(2)["Amy"].back == AMY["back"]

        dialog.revoke_seat("Amy")
        assert httpx.get(amy + "seat.json", timeout=5).status_code == 403
        assert dialog.findChild(type(dialog.problem), "seatQr:Amy").text() == "Link revoked"
        dialog.renew_seat("Amy")
        qtbot.waitUntil(lambda: dialog.seat_urls.get("Amy") not in (None, amy), timeout=10_000)
        assert httpx.get(dialog.seat_urls["Amy"] + "seat.json").status_code == 200
        assert httpx.get(dialog.seat_urls["Bob"] + "seat.json").status_code == 200  # the others untouched
        dialog.resize(dialog.sizeHint())
        dialog.grab().save(str(Path(os.environ.get("SEATS_SHOT", tmp_path / "seats.png"))))

        bob = dialog.seat_urls["Bob"]
        add_hand(book, sid, random.Random(4))  # hand 2 recorded while the phones are on: the server sees it
        qtbot.waitUntil(lambda: httpx.get(bob + "seat.json").json()["hand"] == 3, timeout=5000)
        assert PendingStore(book, sid).read(3) == {}  # Amy's set was for hand 2
        dialog.stop()  # Stop sharing: the server revokes every link and exits
        with pytest.raises(httpx.ConnectError):
            httpx.get(bob + "seat.json", timeout=5)
        assert dialog.findChild(type(dialog.problem), "seatQr:Bob") is None
    finally:
        dialog.stop()


def test_a_bundled_app_serves_the_seats_from_a_thread(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from scorekeeper.book.storage import Book
    from scorekeeper.demo import random_hand
    from scorekeeper.session import parse_hand_entry
    from scorekeeper_app.share.seats_dialog import SeatServeThread

    book, sid = make_book(tmp_path, hands=1)
    monkeypatch.setattr("sys.frozen", True, raising=False)  # as PyInstaller sets it: no ``python -m`` there
    dialog = SeatsDialog()
    qtbot.addWidget(dialog)
    try:
        dialog.share(str(book), sid)
        assert isinstance(dialog.server, SeatServeThread) and dialog.problem.text() == ""
        assert sorted(dialog.seat_urls) == sorted(PLAYERS)
        code = dialog.findChild(type(dialog.problem), "seatQr:Cat")
        assert code is not None and not code.pixmap().isNull()
        cat = dialog.seat_urls["Cat"]
        state = httpx.get(cat + "seat.json").json()
        assert (state["player"], state["hand"], state["status"]) == ("Cat", 2, "waiting")
        body = json.dumps({**AMY, "hand": 2})  # Cat's phone submits through her link
        reply = httpx.post(cat + "hand", content=body, headers={"Content-Type": "application/json"})
        assert reply.status_code == 200, reply.text
        assert PendingStore(book, sid).read(2)["Cat"].middle == AMY["middle"]

        dialog.revoke_seat("Cat")
        assert httpx.get(cat + "seat.json", timeout=5).status_code == 403
        dialog.renew_seat("Cat")
        assert dialog.seat_urls["Cat"] != cat and httpx.get(dialog.seat_urls["Cat"] + "seat.json").status_code == 200

        with Book.open(book) as opened:  # the app records hand 2 in its own process, beside the server's thread
            entry = parse_hand_entry(random_hand(random.Random(9), list(PLAYERS)))
            opened.act(sid, "added", lambda s: s.prepare_add(entry))
        bob = dialog.seat_urls["Bob"]
        qtbot.waitUntil(lambda: httpx.get(bob + "seat.json").json()["hand"] == 3, timeout=5000)
        dialog.stop()
        with pytest.raises(httpx.TransportError):
            httpx.get(bob + "seat.json", timeout=2)
    finally:
        dialog.stop()
