"""Every action of the app's registry resolves on a real window (issue 25's guardrail before the
app is regrouped): each ``Act`` is registered, has a text, and its slot looked up on the main
window (a book open, a session running, every page built) gives something callable, without
triggering it. A slot that defers its lookup (``lambda w: lambda: w.part.method(...)``, so the
part may be built later) is read from its code: every attribute it reads from the window must
exist, the last one it calls must be callable, and every name it imports must be there.
"""

from __future__ import annotations

import builtins
import dis
import importlib
import inspect
from collections.abc import Callable, Iterator
from types import FunctionType
from typing import Any

import pytest

from scorekeeper_app.window.actions import REGISTRY, Act, ActionSpec
from scorekeeper_app.window.main_window import MainWindow

PLAYERS = ["Amy", "Bob", "Cat", "Dan"]
_CALLED = ("LOAD_METHOD",)  # Python 3.11; 3.12 marks a method load on LOAD_ATTR instead


def _window_names(func: FunctionType, window: object) -> set[str]:
    """The names inside ``func`` that hold the window (a free variable bound to it)."""
    cells = zip(func.__code__.co_freevars, func.__closure__ or (), strict=True)
    return {name for name, cell in cells if cell.cell_contents is window}


def _chains(func: FunctionType, window: object) -> Iterator[tuple[list[str], bool]]:
    """Each run of attribute reads on the window in ``func``'s code, and whether its last is called."""
    names = _window_names(func, window)
    chain: list[str] | None = None
    called = False
    for ins in dis.get_instructions(func):
        if ins.opname in ("LOAD_DEREF", "LOAD_FAST") and ins.argval in names:
            if chain:
                yield chain, called
            chain, called = [], False
        elif chain is not None and ins.opname in ("LOAD_ATTR", *_CALLED):
            chain.append(str(ins.argval))
            called = ins.opname in _CALLED or "NULL" in ins.argrepr
        elif chain is not None:
            if chain:
                yield chain, called
            chain = None
    if chain:
        yield chain, called


def _imports(func: Callable[..., Any]) -> Iterator[tuple[str, str]]:
    """(module, name) of each ``from module import name`` inside ``func``."""
    module = ""
    for ins in dis.get_instructions(func):
        if ins.opname == "IMPORT_NAME":
            module = str(ins.argval)
        elif ins.opname == "IMPORT_FROM":
            yield module, str(ins.argval)


def problems_of(act: Act, spec: ActionSpec, window: MainWindow) -> list[str]:
    """What is wrong with one registry entry on ``window`` (empty when it resolves)."""
    text = spec.label() if spec.label is not None else spec.text
    found = [] if text.strip() else [f"{act.name}: no text"]
    try:
        handler = spec.slot(window)
    except AttributeError as exc:
        return [*found, f"{act.name}: {exc}"]
    if not callable(handler):
        return [*found, f"{act.name}: the slot gives {handler!r}, not something to call"]
    if not isinstance(handler, FunctionType):
        return found  # a bound method of the window's part: looked up already
    for chain, called in _chains(handler, window):
        target: object = window
        for i, attr in enumerate(chain):
            if not hasattr(target, attr):
                found.append(f"{act.name}: the window has no {'.'.join(chain[: i + 1])}")
                break
            target = getattr(target, attr)
        else:
            if called and not callable(target):
                found.append(f"{act.name}: {'.'.join(chain)} cannot be called")
    for helper in _helpers(handler):
        for module, imported in _imports(helper):
            if not hasattr(importlib.import_module(module), imported):
                found.append(f"{act.name}: {module} has no {imported}")
    return found


def _helpers(func: FunctionType) -> Iterator[FunctionType]:
    """The functions ``func`` calls by a global name or holds in its closure."""
    for name in func.__code__.co_names:
        value = func.__globals__.get(name, getattr(builtins, name, None))
        if inspect.isfunction(value):
            yield value
    for cell in func.__closure__ or ():
        if inspect.isfunction(cell.cell_contents):
            yield cell.cell_contents


@pytest.fixture
def window(qtbot: Any, make_window: Callable[..., MainWindow]) -> MainWindow:
    """The main window on a book with a session running, every page built."""
    win = make_window(extra_pages=True)
    win.controller.new_session(name="Actions", players=PLAYERS, rules="classic-2-4")
    return win


def test_every_action_id_is_registered_with_a_text_and_a_slot_that_resolves(window: MainWindow) -> None:
    assert set(REGISTRY) == set(Act)
    problems = [p for act, spec in REGISTRY.items() for p in problems_of(act, spec, window)]
    assert problems == []
    for act in Act:
        action = window.actions_by_id[act]
        assert action.text().strip(), act
        assert action.objectName() == act.name.lower()


def test_a_slot_naming_a_missing_method_is_caught(window: MainWindow) -> None:
    """The check itself: a slot read at once, a deferred one, and a helper's import, each missing."""
    spec = REGISTRY[Act.RECORD]

    def helper(w: Any) -> None:
        from scorekeeper_app.casino.casino_dialog import no_such_dialog  # type: ignore[attr-defined]

        no_such_dialog(w)

    bad = {
        Act.RECORD: ActionSpec(spec.menu, spec.text, lambda w: w.hand_page.no_such_method, spec.keys),
        Act.EXPORT_JSON: ActionSpec(spec.menu, spec.text, lambda w: lambda: w.ledger_features.files.no_such(1), ()),
        Act.CASINO: ActionSpec(spec.menu, spec.text, lambda w: lambda: helper(w), ()),
        Act.ABOUT: ActionSpec(spec.menu, "", lambda w: w.show_about, ()),
    }
    found = {act: problems_of(act, s, window) for act, s in bad.items()}
    assert found == {
        Act.RECORD: ["RECORD: 'HandPage' object has no attribute 'no_such_method'"],
        Act.EXPORT_JSON: ["EXPORT_JSON: the window has no ledger_features.files.no_such"],
        Act.CASINO: ["CASINO: scorekeeper_app.casino.casino_dialog has no no_such_dialog"],
        Act.ABOUT: ["ABOUT: no text"],
    }
