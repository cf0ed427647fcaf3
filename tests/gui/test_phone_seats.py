"""Players set their own hands on their phones (issue 29): the Hand page shows each seat's
state, fills a submitted set into its seat as the player's, names a card two phones both
submitted, and Ctrl+Enter records exactly those cards beside seats typed at the table."""

from __future__ import annotations

import json
import os
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget

from scorekeeper.book.storage import Book
from scorekeeper.game.cards import parse_cards
from scorekeeper.web.pending import PendingStore, SeatSet
from scorekeeper_app.window.main_window import MainWindow
from scorekeeper_app.wording.i18n import translate
from tests.gui.conftest import press, type_keys

AMY = ("6s 6c 4h", "Td Ts 9c Qs 8c", "3h 3d 3s 2h 2d")
BOB = ("Ah Kd Qd", "9h 9d 5h 5d 4c", "Ks Js 9s 8s 7s")
CAT = ("Qc Qh 7d", "Jc Jd 8d 8h 2c", "As Ac Ad 7c 7h")
DAN = ("Kh Kc 2s", "Th Tc 6h 6d 3c", "Jh 4s 4d 5s 5c")
ROWS = ("front", "middle", "back")


def open_table(make_window, book_path: Path) -> tuple[MainWindow, PendingStore]:
    with Book.open(book_path) as book:
        book.create_session(name="Phones", players=["Amy", "Bob", "Cat", "Dan"], rules="classic-1-6")
    window = make_window()
    window.open_session("1")
    book = window.controller.book
    return window, PendingStore(book.location, "1", identity=book.identity)  # as the share server writes it


def seat_of(window: MainWindow, name: str) -> int:
    return window.hand_page.model.seats.index(name)


def phone_state(window: MainWindow, name: str) -> str:
    label = window.hand_page.seat_widgets[seat_of(window, name)].findChild(QLabel, "phoneState")
    return label.text() if label is not None and label.isVisible() else ""


def submit(store: PendingStore, name: str, rows: tuple[str, str, str]) -> None:
    store.put(1, name, SeatSet("submitted", *rows))


def rows_of(window: MainWindow, name: str) -> tuple[tuple[object, ...], ...]:
    seat = seat_of(window, name)
    return tuple(window.hand_page.model.cards((seat, row)) for row in ROWS)


def cards(rows: tuple[str, str, str]) -> tuple[object, ...]:
    return tuple(parse_cards(row) for row in rows)


def test_two_phones_and_two_typed_seats_record_with_one_key(qtbot, make_window, book_path: Path) -> None:
    window, store = open_table(make_window, book_path)
    page = window.hand_page
    store.put(1, "Amy", SeatSet("setting"))
    qtbot.waitUntil(lambda: phone_state(window, "Amy") == "Setting on the phone…", timeout=3000)
    assert phone_state(window, "Bob") == "Waiting for the phone"
    submit(store, "Amy", AMY)
    submit(store, "Bob", BOB)
    qtbot.waitUntil(lambda: rows_of(window, "Bob") == cards(BOB), timeout=3000)
    assert rows_of(window, "Amy") == cards(AMY)
    assert phone_state(window, "Amy") == phone_state(window, "Bob") == "Submitted on the player's phone"
    assert page.seat_widgets[seat_of(window, "Amy")].toolTip() == "Entered by Amy on their phone"
    if os.environ.get("PHONES_SHOT"):  # the screenshot for docs/ (issue 29)
        window.grab().save(os.environ["PHONES_SHOT"])

    for name, rows in (("Cat", CAT), ("Dan", DAN)):  # the other two are typed at the table, as today
        page.editor.set_active((seat_of(window, name), "front"))
        page.focus_entry()
        type_keys(qtbot, "".join(rows).replace(" ", ""))
    assert rows_of(window, "Dan") == cards(DAN)
    press(qtbot, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)

    session = window.controller.session()
    assert session.next_hand == 2
    recorded = {p["name"]: p for p in session.hands[1].entry.dump()["players"]}
    for name, rows in (("Amy", AMY), ("Bob", BOB), ("Cat", CAT), ("Dan", DAN)):
        assert tuple(parse_cards(recorded[name][row]) for row in ROWS) == cards(rows), name
    assert not store.path.exists()  # what the phones submitted for hand 1 is cleared
    assert page.model.is_empty() and phone_state(window, "Amy") == ""
    assert session.hands[1].by_players == ("Amy", "Bob")  # the event notes who set their own seat
    assert "by_players" not in session.hands[1].entry.dump()  # noted beside the entry, not in it


def test_a_seat_the_scorekeeper_changed_after_the_submit_is_no_longer_the_players(
    qtbot, make_window, book_path: Path
) -> None:
    from scorekeeper_app.ledger.hand_detail_dialog import HandDetailDialog

    window, store = open_table(make_window, book_path)
    page = window.hand_page
    for name, rows in (("Amy", AMY), ("Bob", BOB), ("Cat", CAT)):
        submit(store, name, rows)
    qtbot.waitUntil(lambda: rows_of(window, "Cat") == cards(CAT), timeout=3000)
    amy = seat_of(window, "Amy")
    for row in ("middle", "back"):  # the scorekeeper swaps Amy's middle and back
        page.editor.clear_row((amy, row))
    page.editor.set_active((amy, "middle"))
    page.focus_entry()
    type_keys(qtbot, AMY[2].replace(" ", "") + AMY[1].replace(" ", ""))
    page.editor.set_active((seat_of(window, "Dan"), "front"))
    page.focus_entry()
    type_keys(qtbot, "".join(DAN).replace(" ", ""))
    press(qtbot, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)

    record = window.controller.session().hands[1]
    assert record.by_players == ("Bob", "Cat")  # Amy's seat is the scorekeeper's now; Dan's was typed
    dialog = HandDetailDialog(record)
    qtbot.addWidget(dialog)
    status = {name: labels["status"].text() for name, labels in dialog.seat_labels.items()}
    assert status["Bob"].endswith("set on their phone") and status["Cat"].endswith("set on their phone")
    assert "phone" not in status["Amy"] and "phone" not in status["Dan"]


def test_a_criss_cross_seat_set_on_the_phone_is_filled_into_that_hands_rows(
    qtbot, make_window, book_path: Path
) -> None:
    with Book.open(book_path) as book:
        book.create_session(name="Criss", players=["Amy", "Bob"], rules="criss-cross")
    window = make_window()
    window.open_session("1")
    book = window.controller.book
    store = PendingStore(book.location, "1", identity=book.identity)
    page = window.hand_page
    model = page.model
    seat = next(i for i in range(len(model.seats)) if (model.seats[i], model.hands[i]) == ("Amy", 2))
    store.put(1, "Amy — hand 2", SeatSet("submitted", *BOB))  # the seat link of Amy's second hand
    qtbot.waitUntil(lambda: model.cards((seat, "back")) == tuple(parse_cards(BOB[2])), timeout=3000)
    assert tuple(model.cards((seat, row)) for row in ROWS) == cards(BOB)
    other = seat - 1  # Amy's first hand waits, and stays empty
    assert (model.seats[other], model.hands[other]) == ("Amy", 1)
    assert all(model.cards((other, row)) == () for row in ROWS)
    label = page.seat_widgets[seat].findChild(QLabel, "phoneState")
    assert label is not None and label.text() == "Submitted on the player's phone"
    first = page.seat_widgets[other].findChild(QLabel, "phoneState")
    assert first is not None and first.text() == "Waiting for the phone"


def test_a_card_two_phones_submitted_names_both_and_the_scorekeeper_can_edit(
    qtbot, make_window, book_path: Path
) -> None:
    window, store = open_table(make_window, book_path)
    page = window.hand_page
    submit(store, "Amy", AMY)
    submit(store, "Cat", (CAT[0], CAT[1], "As Ac Ad 7c 2d"))  # 2♦ is in Amy's back too
    qtbot.waitUntil(lambda: page.phones.duplicates.isVisible(), timeout=3000)
    assert page.phones.duplicates.text() == "2♦ was submitted by both Amy and Cat"
    assert not page.ready()
    cat = seat_of(window, "Cat")
    page.editor.clear_row((cat, "back"))  # the scorekeeper corrects Cat's seat by hand
    page.editor.set_active((cat, "back"))
    page.focus_entry()
    type_keys(qtbot, "AsAcAd7c7h")
    assert rows_of(window, "Cat") == cards(CAT)
    submit(store, "Cat", CAT)  # Cat's phone fixes it too
    qtbot.waitUntil(lambda: not page.phones.duplicates.isVisible(), timeout=3000)
    assert rows_of(window, "Cat") == cards(CAT)


def test_a_withdrawn_set_shows_setting_and_a_new_submit_fills_the_seat_again(
    qtbot, make_window, book_path: Path
) -> None:
    window, store = open_table(make_window, book_path)
    submit(store, "Amy", AMY)
    qtbot.waitUntil(lambda: rows_of(window, "Amy") == cards(AMY), timeout=3000)
    store.put(1, "Amy", SeatSet("setting"))  # Amy withdraws to change it
    qtbot.waitUntil(lambda: phone_state(window, "Amy") == "Setting on the phone…", timeout=3000)
    assert rows_of(window, "Amy") == cards(AMY)
    changed = (AMY[0], AMY[1], "3h 3d 3s 2h 5c")
    submit(store, "Amy", changed)
    qtbot.waitUntil(lambda: rows_of(window, "Amy") == cards(changed), timeout=3000)
    window.hand_page.undo()  # the phone's set is one undo step
    assert rows_of(window, "Amy") == cards(AMY)


def test_phones_submit_through_the_seats_dialog_and_the_hand_page_shows_them(
    qtbot, make_window, book_path: Path
) -> None:
    import httpx

    from scorekeeper_app.window.actions import Act

    window, store = open_table(make_window, book_path)
    window.actions_by_id[Act.PLAYER_SEATS].trigger()  # Session > Players enter their own hands
    dialog = window.findChild(QWidget, "seatsDialog")
    assert dialog is not None and dialog.isVisible()
    qtbot.waitUntil(lambda: dialog.seat_urls != {} or dialog.problem.isVisible(), timeout=20_000)
    assert sorted(dialog.seat_urls) == ["Amy", "Bob", "Cat", "Dan"], dialog.problem.text()
    for name, rows in (("Amy", AMY), ("Bob", BOB)):  # two phones; Cat and Dan are typed
        body = json.dumps({**dict(zip(ROWS, rows, strict=True)), "hand": 1})
        reply = httpx.post(dialog.seat_urls[name] + "hand", content=body, headers={"Content-Type": "application/json"})
        assert reply.status_code < 300, reply.text
    qtbot.waitUntil(lambda: rows_of(window, "Bob") == cards(BOB) and rows_of(window, "Amy") == cards(AMY), timeout=3000)
    assert phone_state(window, "Bob") == "Submitted on the player's phone"
    dialog.stop()


def test_a_criss_cross_phone_seat_is_named_in_the_apps_language(qapp) -> None:
    from scorekeeper_app.wording import i18n
    from scorekeeper_app.wording.formatting import seat_title

    try:
        i18n.install(qapp, "zh_TW")
        said = translate("HandEntry", "{name} — hand {number}").format(name="Amy", number=2)
        assert said != "Amy — hand 2"  # the catalogue has it
        assert seat_title("Amy — hand 2") == said  # the phones' seat name, read back in the app's language
        assert seat_title("Amy") == "Amy"
    finally:
        i18n.install(qapp, "en")
