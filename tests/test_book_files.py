"""Files the book writes for the user: each whole, a CSV folder whole, other writers' work
left alone, the process umask never touched; and a rule set that is a value."""

from __future__ import annotations

import dataclasses
import multiprocessing
import os
import random
import signal
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

import pytest

from scorekeeper import atomic
from scorekeeper.atomic import TEMP_PREFIX, write_atomically, write_folder_atomically
from scorekeeper.export.csv_export import write_csv
from scorekeeper.export.sample import sample_session
from scorekeeper.game.presets import PRESETS
from scorekeeper.game.rules import resolve_rules
from scorekeeper.session.session import Session


def _dead_pid() -> int:
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


def test_the_atomic_writer_removes_only_temp_files_of_writers_that_are_gone(tmp_path: Path) -> None:
    host = atomic._host()
    alive = tmp_path / f"{TEMP_PREFIX}{os.getppid()}@{host}~feed.xlsx"  # another export, still writing
    elsewhere = tmp_path / f"{TEMP_PREFIX}{_dead_pid()}@other-machine~beef.xlsx"  # a shared folder's
    gone = tmp_path / f"{TEMP_PREFIX}{_dead_pid()}@{host}~dead.xlsx"  # a writer killed earlier
    for path in (alive, elsewhere, gone):
        path.write_bytes(b"half")
    write_atomically(tmp_path / "out.txt", lambda temp: temp.write_text("whole"))
    assert alive.exists() and elsewhere.exists() and not gone.exists()
    assert (tmp_path / "out.txt").read_text() == "whole"


def test_a_failed_write_removes_its_own_temp_file_and_keeps_the_old_file(tmp_path: Path) -> None:
    other = tmp_path / f"{TEMP_PREFIX}{os.getppid()}@{atomic._host()}~feed.csv"
    other.write_bytes(b"someone else's")
    (tmp_path / "out.csv").write_text("old")

    def broken(temp: Path) -> None:
        temp.write_text("half")
        raise OSError(28, "No space left on device")

    with pytest.raises(OSError):
        write_atomically(tmp_path / "out.csv", broken)
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([other.name, "out.csv"])
    assert (tmp_path / "out.csv").read_text() == "old"


def test_the_process_umask_is_never_read_or_set(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    mask = os.umask(0o027)
    try:

        def forbidden(value: int) -> int:
            raise AssertionError("os.umask changes the mask of every thread at once")

        monkeypatch.setattr(os, "umask", forbidden)
        write_atomically(tmp_path / "out.txt", lambda temp: temp.write_text("x"))
        assert (tmp_path / "out.txt").stat().st_mode & 0o777 == 0o640  # 0666 less the umask, as any new file
    finally:
        monkeypatch.undo()
        os.umask(mask)


# -- a CSV folder, whole ---------------------------------------------------------------------
def _lines(folder: Path) -> dict[str, int]:
    return {p.name: len(p.read_text(encoding="utf-8-sig").splitlines()) for p in folder.iterdir()}


def _which(folder: Path, versions: dict[str, dict[str, int]]) -> str:
    """The one export (by name) every file of ``folder`` comes from; fails on a mix."""
    counts = _lines(folder)
    matching = [name for name, lines in versions.items() if counts == lines]
    assert len(matching) == 1, f"a mix of exports: {counts}"
    return matching[0]


def _csv_forever(sessions: tuple[Session, Session], target: Path) -> None:
    turn = 0
    while True:
        write_csv(sessions[turn % 2], target)
        turn += 1


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(os, "fork"), reason="kills forked children (POSIX only)")
def test_killed_csv_exports_leave_the_old_folder_or_the_new_one_never_a_mix(tmp_path: Path) -> None:
    small, big = sample_session(20, seed=1), sample_session(400, seed=2)
    versions = {}
    for name, session in (("small", small), ("big", big)):
        write_csv(session, tmp_path / name)
        versions[name] = {
            p.name: len(p.read_text(encoding="utf-8-sig").splitlines()) for p in (tmp_path / name).iterdir()
        }
    assert versions["small"] != versions["big"]
    target = tmp_path / "out" / "friday"
    write_csv(small, target)
    start = time.perf_counter()
    write_csv(big, tmp_path / "probe")
    one = time.perf_counter() - start
    rng = random.Random(16)
    seen: Counter[str] = Counter()
    context = multiprocessing.get_context("fork")
    for _ in range(20):
        child = context.Process(target=_csv_forever, args=((big, small), target), daemon=True)
        child.start()
        time.sleep(rng.uniform(0.0, 1.5 * one))
        assert child.pid is not None
        os.kill(child.pid, signal.SIGKILL)
        child.join()
        if not target.exists():  # the instant between the two renames: the old one beside it
            asides = [p for p in target.parent.iterdir() if p.name.endswith(".old")]
            assert len(asides) == 1
            seen["between renames: " + _which(asides[0], versions)] += 1
            write_csv(small, target)
            continue
        seen[_which(target, versions)] += 1
    print(dict(seen))
    write_csv(small, target)  # the next export clears what the killed ones left
    assert [p.name for p in target.parent.iterdir()] == ["friday"]
    assert _which(target, versions) == "small"


def test_a_folder_of_the_users_own_is_never_moved_each_file_replaced_whole(tmp_path: Path) -> None:
    folder = tmp_path / "Documents"
    folder.mkdir()
    (folder / "taxes.ods").write_bytes(b"mine")
    swapped = write_csv(sample_session(5), folder)
    assert swapped is False
    assert (folder / "taxes.ods").read_bytes() == b"mine"
    assert (folder / "hands.csv").exists()
    assert write_csv(sample_session(5), tmp_path / "new") is True


def test_write_folder_atomically_leaves_no_half_folder_on_failure(tmp_path: Path) -> None:
    target = tmp_path / "sheets"
    write_folder_atomically(target, ["a.csv"], lambda temp: (temp / "a.csv").write_text("old"))

    def broken(temp: Path) -> None:
        (temp / "a.csv").write_text("half")
        raise OSError(28, "No space left on device")

    with pytest.raises(OSError):
        write_folder_atomically(target, ["a.csv"], broken)
    assert (target / "a.csv").read_text() == "old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["sheets"]


# -- a rule set is a value -------------------------------------------------------------------
def test_a_rule_set_cannot_be_changed_and_can_key_a_cache() -> None:
    rules = resolve_rules("thirteen-water")
    with pytest.raises(TypeError):
        rules.naturals["dragon"] = 1  # type: ignore[index]
    with pytest.raises(TypeError):
        rules.naturals.clear()
    with pytest.raises(dataclasses.FrozenInstanceError):
        rules.scoring = "2-4"  # type: ignore[misc]
    same = resolve_rules("thirteen-water")
    assert same is not rules and hash(same) == hash(rules) and {rules: "cached"}[same] == "cached"
    assert hash(resolve_rules("classic-2-4")) != hash(rules)
    for preset in PRESETS:  # every preset, with every option it sets, is a value too
        assert {resolve_rules(preset): preset}[resolve_rules(preset)] == preset
