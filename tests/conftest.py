"""Test configuration: Qt runs offscreen unless a display was asked for, the app's
"system" language is English whatever this machine's locale (tests pick others themselves),
and this computer's memory of the books it wrote (scorekeeper/book/memory.py) is kept in
folders of the test run, never the user's data folder."""

import os
import tempfile

import pytest

if not os.environ.get("QT_QPA_PLATFORM"):
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
os.environ.setdefault("SCOREKEEPER_LANGUAGE", "en")
os.environ["SCOREKEEPER_MEMORY"] = tempfile.mkdtemp(prefix="scorekeeper-memory-")  # for fixtures wider than a test


@pytest.fixture(autouse=True)
def _memory_of_this_test(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each test starts as on a computer that has recorded nothing: one book's bytes placed at
    several paths by different tests are not taken for one book put back."""
    monkeypatch.setenv("SCOREKEEPER_MEMORY", str(tmp_path_factory.mktemp("memory")))


@pytest.fixture(autouse=True)
def _no_unexpected_repeat_question(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """In the app's tests (tests/gui*/): the repeated-deal question is a modal box that would wait
    forever offscreen, so a test that records the same cards twice unawares fails at once (tests
    about it set the real one)."""
    if not request.node.path.parent.name.startswith("gui"):
        return

    def unexpected(hand: int) -> bool:
        raise AssertionError(f"unexpected question: these are the cards of hand {hand}")

    monkeypatch.setattr("scorekeeper_app.hand.repeat_question.ask_repeat", unexpected)
