"""Session > Casino…'s Table stakes and Slip tabs, driven as the bookkeeper does: table stakes
and a loss cap from the next hand on, a slip saved as PDF (a second save: copy 2, REPRINT),
refusals in the engine's words with nothing recorded."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pypdf
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QCheckBox

from .helpers import PLAYERS, record_demo_hands
from .test_casino_gui import open_dialog


def tick(qtbot, box: QCheckBox) -> None:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))  # on the box itself


def test_table_stakes_and_a_loss_cap_apply_from_the_next_hand(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    record_demo_hands(window.controller, 1)
    dialog = open_dialog(window, qtbot)
    dialog.tabs.setCurrentWidget(dialog.stakes_tab)
    tab = dialog.stakes_tab
    assert tab.state_label.text() == "From hand 2: table stakes off; no loss cap."
    assert not tab.cap_winner.isEnabled()
    tick(qtbot, tab.stakes_on)
    assert tab.cap_winner.isEnabled()
    tick(qtbot, tab.cap_winner)
    qtbot.mouseClick(tab.set_stakes, Qt.MouseButton.LeftButton)
    assert dialog.message.text() == "Recorded: table stakes, from the next hand on."
    qtbot.keyClicks(tab.loss_cap, "50")
    qtbot.mouseClick(tab.set_loss_cap, Qt.MouseButton.LeftButton)
    assert dialog.message.text() == "Recorded: the loss cap, from the next hand on."

    casino = window.controller.session().casino  # what ``session show`` reads
    assert casino.stakes_rule_for(1) is None and casino.loss_cap_for(1) is None
    rule = casino.stakes_rule_for(2)
    assert rule is not None and rule.cap_winner and rule.from_hand == 2
    assert casino.loss_cap_for(2) == Decimal(50)
    assert (
        tab.state_label.text() == "From hand 2: table stakes on, a win also capped by the winner's stack; loss cap 50."
    )

    tab.loss_cap.clear()  # empty: the loss cap off again
    qtbot.mouseClick(tab.set_loss_cap, Qt.MouseButton.LeftButton)
    assert window.controller.session().casino.loss_cap_for(2) is None
    assert tab.state_label.text().endswith("; no loss cap.")


def test_a_refused_loss_cap_shows_the_engines_words(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = open_dialog(window, qtbot)
    tab = dialog.stakes_tab
    head = window.controller.session().head
    qtbot.keyClicks(tab.loss_cap, "0")
    qtbot.mouseClick(tab.set_loss_cap, Qt.MouseButton.LeftButton)
    assert dialog.message.text() == "Not recorded: loss cap: must be more than 0"
    assert window.controller.session().head == head


def _text(path: Path) -> str:
    return "\n".join(page.extract_text() for page in pypdf.PdfReader(path).pages)


def test_a_saved_slip_and_its_reprint(window, qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    record_demo_hands(window.controller, 3)
    dialog = open_dialog(window, qtbot)
    dialog.tabs.setCurrentWidget(dialog.slip_tab)
    tab = dialog.slip_tab
    asked: list[str] = []
    targets = iter([tmp_path / "first.pdf", tmp_path / "second.pdf"])

    def prompt(default: str) -> str:
        asked.append(default)
        return str(next(targets))

    tab.prompt_slip_path = prompt
    qtbot.mouseClick(tab.save_slip, Qt.MouseButton.LeftButton)
    name = window.controller.session().name
    assert asked == [f"{name} slip.pdf"]
    assert dialog.message.text() == f"Saved the slip to {tmp_path / 'first.pdf'} (copy 1)."
    text = _text(tmp_path / "first.pdf")
    assert all(player in text for player in PLAYERS) and "REPRINT" not in text

    qtbot.mouseClick(tab.save_slip, Qt.MouseButton.LeftButton)
    assert dialog.message.text() == f"Saved the slip to {tmp_path / 'second.pdf'} (copy 2). It is marked REPRINT."
    assert "REPRINT: copy 2 of this slip" in _text(tmp_path / "second.pdf")
    slips = window.controller.session().casino.slips
    assert [(s.player, s.copy_number) for s in slips] == [(None, 1), (None, 2)]


def test_a_players_slip_and_a_folder_that_cannot_be_written(window, qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    record_demo_hands(window.controller, 2)
    dialog = open_dialog(window, qtbot)
    tab = dialog.slip_tab
    tab.slip_player.setCurrentText("Bob")
    missing = tmp_path / "missing" / "bob.pdf"
    asked: list[str] = []
    tab.prompt_slip_path = lambda default: asked.append(default) or str(missing)  # type: ignore[func-returns-value]
    head = window.controller.session().head
    qtbot.mouseClick(tab.save_slip, Qt.MouseButton.LeftButton)
    assert asked[0].endswith(" slip Bob.pdf")
    assert dialog.message.text() == (
        f"Not saved: {missing} cannot be written (not a file that can be written here). Nothing was recorded."
    )
    assert window.controller.session().head == head and not missing.exists()

    tab.prompt_slip_path = lambda default: str(tmp_path / "bob.pdf")
    qtbot.mouseClick(tab.save_slip, Qt.MouseButton.LeftButton)
    assert "(copy 1)" in dialog.message.text()
    text = _text(tmp_path / "bob.pdf")
    assert "Settlement slip: Bob" in text and text.endswith("\nBob\nCashier / manager")  # Bob's signature line only


def test_a_cancelled_save_records_nothing(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = open_dialog(window, qtbot)
    dialog.slip_tab.prompt_slip_path = lambda default: ""
    head = window.controller.session().head
    qtbot.mouseClick(dialog.slip_tab.save_slip, Qt.MouseButton.LeftButton)
    assert window.controller.session().head == head and dialog.message.text() == ""
