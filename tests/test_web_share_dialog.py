"""Session > Share this table: the dialog starts the server, shows the QR code and the address, stops it."""

from __future__ import annotations

import os
import random
from pathlib import Path
from types import SimpleNamespace

import httpx
import pytest
from helpers.web_kit import add_hand, make_book

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from scorekeeper_app.share.share_dialog import ServeProcess, ServeThread, ShareDialog, qr_png  # noqa: E402
from scorekeeper_app.window.actions import MENUS, REGISTRY, Act  # noqa: E402

pytestmark = pytest.mark.gui


def test_the_session_menu_has_share_this_table() -> None:
    spec = REGISTRY[Act.SHARE]
    assert spec.menu == "&Session" and spec.menu in MENUS
    window = SimpleNamespace(share_table=lambda: None)
    assert spec.needs == "session" and spec.slot(window) is window.share_table  # it opens the share dialog


def shared_url(qtbot, dialog: ShareDialog, book: Path, sid: str) -> str:
    """Share, and wait for the server to listen (a child process: it takes a moment to start)."""
    dialog.share(book, sid)
    qtbot.waitUntil(lambda: dialog.url != "" or dialog.problem.text() != "", timeout=20_000)
    assert dialog.url, dialog.problem.text()
    return dialog.url


def test_sharing_shows_a_qr_code_of_the_address_and_stop_sharing_revokes_it(qtbot, tmp_path: Path) -> None:
    book, sid = make_book(tmp_path, hands=2)
    dialog = ShareDialog()
    qtbot.addWidget(dialog)
    try:
        url = shared_url(qtbot, dialog, book, sid)
        assert isinstance(dialog.server, ServeProcess)  # the server never shares the app's interpreter
        assert url.startswith("http://127.0.0.1:") and "/table/" in url
        assert dialog.address.text() == url
        pixmap = dialog.qr.pixmap()
        assert not pixmap.isNull() and pixmap.width() >= 200 and pixmap.width() == pixmap.height()
        assert httpx.get(url + "state.json").json()["last"]["hand"] == 2
        add_hand(book, sid, random.Random(3))  # the app records while the table is shared
        qtbot.waitUntil(lambda: httpx.get(url + "state.json").json()["last"]["hand"] == 3, timeout=3000)

        dialog.share(book, sid)  # sharing the same session again keeps the address
        assert dialog.url == url
        with httpx.stream("GET", url + "events", timeout=10) as stream:  # a phone with the page open
            lines = stream.iter_lines()
            next(line for line in lines if line.startswith("data: "))
            dialog.stop_sharing()
            assert next(line for line in lines if line.startswith("event: ")) == "event: revoked"
        assert not dialog.sharing and dialog.qr.pixmap().isNull()
        for path in ("", "state.json", "events"):  # as the README says: 403, not a refused connection
            assert httpx.get(url + path, timeout=5).status_code == 403

        again = shared_url(qtbot, dialog, book, sid)
        assert again != url and again.rsplit("/", 2)[1] != url.rsplit("/", 2)[1]  # a new token
        assert httpx.get(again).status_code == 200
        assert httpx.get(url, timeout=5).status_code == 403  # the old address stays shut
    finally:
        dialog.shut_down()


def test_phones_on_the_network_need_the_box_ticked(qtbot, tmp_path: Path) -> None:
    book, sid = make_book(tmp_path, hands=0)
    dialog = ShareDialog()
    qtbot.addWidget(dialog)
    try:
        loopback_url = shared_url(qtbot, dialog, book, sid)
        assert dialog.host == "127.0.0.1" and loopback_url.startswith("http://127.0.0.1:")
        dialog.network.setChecked(True)  # restarts on every interface, with a new token
        qtbot.waitUntil(lambda: dialog.url not in ("", loopback_url), timeout=20_000)
        assert dialog.host == "0.0.0.0"
        port = dialog.url.split(":")[2].split("/")[0]
        path = dialog.url.split(port, 1)[1]
        assert httpx.get(f"http://127.0.0.1:{port}{path}").status_code == 200
    finally:
        dialog.shut_down()


def test_a_problem_is_shown_in_the_dialog_not_raised(qtbot, tmp_path: Path) -> None:
    dialog = ShareDialog()
    qtbot.addWidget(dialog)
    dialog.share(tmp_path / "missing.sqlite", "1")
    qtbot.waitUntil(lambda: dialog.problem.text() != "", timeout=20_000)
    assert "no book" in dialog.problem.text() and not dialog.sharing and dialog.url == ""


def test_the_qr_code_is_a_png() -> None:
    assert qr_png("http://127.0.0.1:1/table/x/").startswith(b"\x89PNG\r\n\x1a\n")


def test_a_bundled_app_serves_from_a_thread(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    book, sid = make_book(tmp_path, hands=1)
    monkeypatch.setattr("sys.frozen", True, raising=False)  # as PyInstaller sets it: no ``python -m`` there
    dialog = ShareDialog()
    qtbot.addWidget(dialog)
    try:
        url = shared_url(qtbot, dialog, book, sid)
        assert isinstance(dialog.server, ServeThread)
        assert httpx.get(url + "state.json").json()["last"]["hand"] == 1
        dialog.stop_sharing()
        assert httpx.get(url, timeout=5).status_code == 403
    finally:
        dialog.shut_down()
    with pytest.raises(httpx.TransportError):  # the app quit: nothing listens any more
        httpx.get(url, timeout=2)
