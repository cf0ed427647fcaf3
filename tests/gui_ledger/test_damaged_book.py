"""A book with a damaged session: the window opens, the other sessions work, the damaged one says why."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from scorekeeper.book.session_file import events_from_json
from scorekeeper.book.storage import Book
from scorekeeper.jsonio import read_json_file
from scorekeeper.session.session import Session, parse_hand_entry

FIXTURE = Path(__file__).parents[1] / "data" / "session-export-v1.json"


def test_the_app_opens_a_book_with_a_damaged_session(styled_app, qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from scorekeeper_app.app import create_main_window
    from scorekeeper_app.settings import Preferences

    path = tmp_path / "book.sqlite"
    events = events_from_json(read_json_file(str(FIXTURE)))
    source = Session.replay("1", events)
    with Book.open(path) as book:
        book.import_events(events)
        # Session 2 plays the same eight hands (the same export is refused as a duplicate).
        other = book.create_session(name="Saturday", players=list(source.players), currency="EUR").id
        for record in source.hands.values():
            entry = parse_hand_entry(record.entry.dump())
            book.act(other, "added", lambda s, e=entry: s.prepare_add(e))  # type: ignore[misc]
    db = sqlite3.connect(path)  # hand 2's event gets a money amount of the wrong type
    text = db.execute("SELECT payload FROM events WHERE session_id = 1 AND seq = 3").fetchone()[0]
    payload = json.loads(text)
    payload["result"]["players"][0]["money"] = ["x"]
    db.execute("UPDATE events SET payload = ? WHERE session_id = 1 AND seq = 3", (json.dumps(payload),))
    db.commit()
    db.close()

    book = Book.open(path, exclusive=True)
    try:
        window = create_main_window(book, Preferences())
        qtbot.addWidget(window)
        with qtbot.waitExposed(window):
            window.show()
        controller = window.controller
        controller.open_session("2")  # a sound session opens as usual
        assert controller.session().damage is None and len(controller.session().hands) == 8
        controller.open_session("1")
        page = window.ledger_features.ledger_page
        window.show_page(page)
        page.refresh()
        session = controller.session()
        assert session.damage is not None and session.damage.event == 3
        assert sorted(session.hands) == [1]  # readable up to the last good event
        assert page.banner.isVisible() and "event 3 (added) is damaged" in page.banner.text()
        assert not page.writable()
        settle_page = window.ledger_features.settle_page
        window.show_page(settle_page)
        settle_page.refresh()
        assert settle_page.verified_label.text() == "⚠ does not verify"
    finally:
        window.close()
        book.close()
