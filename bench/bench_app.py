"""Desktop app benchmark: cold start, and the last card typed to the result shown.

Run from the project root::

    python bench/bench_app.py [--runs 5] [--hands 20]
    python bench/bench_app.py --screenshot docs/hand-entry.png
    python bench/bench_app.py --screenshot docs/hand-entry-zh-TW.png --language zh_TW

* **cold start**: a fresh interpreter (``python -m scorekeeper_app.app BOOK --exit-when-ready``)
  until the window is shown and the event loop runs, on a book holding a 40-hand
  session that reopens where it was left; median of ``--runs``. Wall clock until the child
  says ``ready``; CPU is the child's own process time at that moment (the interpreter's
  start and every import included; closing and exiting reported apart). The sources are
  compiled to bytecode first, as an installed app is. The baseline, run
  alternately with it: a fresh interpreter showing a bare PySide6 ``QMainWindow`` with
  one label until its event loop runs (``BARE_WINDOW``). Target: within 5 times it (issue 25).
  ``--against REV`` also times the app as it was at a git revision, in the same run;
  ``--against-python PY`` runs that revision with another interpreter (one whose environment
  has that revision's dependencies: pydantic, for revisions before the engine's own boundary).
* **last card -> result**: in one process, the time from the key event of the
  104th character of a four-player hand to the result panel updated (repaints
  flushed); median over ``--hands`` hands. Also the median of every other key.

Settings, books and the data folder live in a temporary folder: the user's own
are never touched. Without a display Qt runs offscreen.
"""

from __future__ import annotations

import argparse
import compileall
import os
import random
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ["QT_QPA_PLATFORM"] = os.environ.get("QT_QPA_PLATFORM") or (
    "xcb" if os.environ.get("DISPLAY") else "offscreen"
)
TMP = Path(tempfile.mkdtemp(prefix="bench-app-"))

from PySide6.QtCore import QCoreApplication, QSettings  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from scorekeeper.book.storage import Book  # noqa: E402
from scorekeeper.demo import demo_session_kwargs, random_hand  # noqa: E402
from scorekeeper.session.session import parse_hand_entry  # noqa: E402
from scorekeeper_app.app import apply_language, create_main_window  # noqa: E402
from scorekeeper_app.hand.hand_entry import ROWS  # noqa: E402
from scorekeeper_app.settings import APPLICATION, ORGANIZATION, Preferences  # noqa: E402
from scorekeeper_app.widgets import theme  # noqa: E402
from scorekeeper_app.window.main_window import MainWindow  # noqa: E402

PLAYERS = ["Amy", "Bob", "Cat", "Dan"]
SCREENSHOT_HAND = {  # Amy: two royalties; Cat: a foul; Bob and Dan: a straight and two flushes
    "Amy": ("Qs Qh 3d", "Ks Kh Kd 4s 4h", "9s 9h 9d 9c 2s"),
    "Bob": ("Ah Kc 7d", "4c 5s 6d 7h 8c", "Jh Th 6h 5h 2h"),
    "Cat": ("Ac Ad 8h", "Js Td 7c 3h 2d", "Qc Jc Tc 6c 5c"),
    "Dan": ("3s 3c 2c", "Qd Jd 8d 5d 4d", "As Ts 8s 7s 6s"),
}


def isolate_settings(folder: Path) -> None:
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    for fmt in (QSettings.Format.IniFormat, QSettings.Format.NativeFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, str(folder))
    QCoreApplication.setOrganizationName(ORGANIZATION)
    QCoreApplication.setApplicationName(APPLICATION)


def make_book(path: Path, hands: int, seed: int = 12) -> str:
    """A book with a Friday-night session of ``hands`` recorded hands; returns the session id."""
    with Book.open(path) as book:
        session = book.create_session(**demo_session_kwargs(PLAYERS))
        rng = random.Random(seed)
        for _ in range(hands):
            entry = parse_hand_entry(random_hand(rng, PLAYERS))
            book.act(session.id, "added", lambda s, e=entry: s.prepare_add(e))
        return session.id


# -- cold start -----------------------------------------------------------------------------------
BARE_WINDOW = """
import sys, time
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
app = QApplication(sys.argv[:1])
window = QMainWindow()
window.setCentralWidget(QLabel("bare"))
window.show()
QTimer.singleShot(0, lambda: (print(f"ready {time.process_time():.4f}", flush=True), window.close(), app.quit()))
app.exec()
"""
START_RATIO_TARGET = 5.0


SPLITS: dict[str, list[tuple[float, float]]] = {}  # the app's own CPU split: (before main, in main)
TO_EXIT: dict[str, list[float]] = {}  # CPU seconds until the child has closed and exited


def _timed_child(command: list[str], env: dict[str, str], name: str = "") -> tuple[float, float]:
    """Wall-clock and CPU seconds of one child until it prints ``ready`` (its window up, its event
    loop running). The CPU is the child's own ``time.process_time()`` at that moment, so closing
    the window and the interpreter's exit are not counted (they are recorded in ``TO_EXIT``)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    pipe = subprocess.PIPE
    # Not from the project's folder: `-m` puts the working folder first on sys.path, which would
    # give an --against revision today's engine beside its own app.
    with subprocess.Popen(command, cwd=TMP, env=env, stdout=pipe, stderr=pipe, text=True) as child:
        assert child.stdout is not None and child.stderr is not None
        line = child.stdout.readline()
        ready = time.perf_counter()
        _rest, errors = child.communicate(timeout=120)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    words = line.split()
    if child.returncode != 0 or not words or words[0] != "ready":
        raise SystemExit(f"{command[1:3]} did not start: {errors.strip()[-500:]}")
    if len(words) >= 4:  # the app: "ready MAIN_SECONDS CPU_BEFORE_MAIN CPU_IN_MAIN"
        cpu = float(words[2]) + float(words[3])
        if name:
            SPLITS.setdefault(name, []).append((float(words[2]), float(words[3])))
    else:  # the bare window: "ready CPU"
        cpu = float(words[1])
    if name:
        TO_EXIT.setdefault(name, []).append(after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime)
    return ready - start, cpu


def _as_schema_3(book: Path, folder: Path) -> Path:
    """The same book as a revision before the book's id (schema 4) wrote it: an older app refuses
    a newer book (with a dialog, which would leave its timed start waiting)."""
    import sqlite3

    folder.mkdir(parents=True)
    copy = folder / "book.sqlite"
    shutil.copyfile(book, copy)
    db = sqlite3.connect(copy)
    if db.execute("PRAGMA user_version").fetchone()[0] == 4:
        db.execute("DROP TABLE IF EXISTS book")
        db.execute("PRAGMA user_version = 3")
        db.commit()
    db.close()
    return copy


def staged_revision(revision: str) -> Path:
    """Another revision of this repository laid out as installed (ui/ as scorekeeper_app), for PYTHONPATH."""
    source, stage = TMP / "revision-source", TMP / "revision"
    source.mkdir()
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", revision], check=True, capture_output=True).stdout
    subprocess.run(["tar", "-x", "-C", str(source)], input=archive, check=True)
    shutil.copytree(source / "scorekeeper", stage / "scorekeeper")
    shutil.copytree(source / "ui", stage / "scorekeeper_app")
    shutil.copytree(source / "resources", stage / "scorekeeper_app" / "resources")
    return stage


def cold_start(
    runs: int, against: str | None = None, python: str = sys.executable
) -> dict[str, tuple[list[float], list[float]]]:
    """Cold starts of the bare window, the app (and the app at ``against``), run alternately:
    name -> (wall times, CPU times)."""
    folder = TMP / "cold"
    config = folder / "config"
    book = folder / "book.sqlite"
    folder.mkdir(parents=True)
    sid = make_book(book, 40)
    ini = QSettings(str(config / ORGANIZATION / f"{APPLICATION}.conf"), QSettings.Format.IniFormat)
    Preferences(ini).set_last_session(book, sid)
    ini.sync()
    env = {**os.environ, "XDG_CONFIG_HOME": str(config), "XDG_DATA_HOME": str(folder / "data")}
    app = [sys.executable, "-m", "scorekeeper_app.app", str(book), "--exit-when-ready"]
    commands = {"bare PySide6 window": ([sys.executable, "-c", BARE_WINDOW], env), "the app": (app, env)}
    if against is not None:  # PYTHONPATH comes before the editable install's finder
        older = _as_schema_3(book, folder / "older")
        then = [python, "-m", "scorekeeper_app.app", str(older), "--exit-when-ready"]
        config_then = folder / "older" / "config"
        ini_then = QSettings(str(config_then / ORGANIZATION / f"{APPLICATION}.conf"), QSettings.Format.IniFormat)
        Preferences(ini_then).set_last_session(older, sid)
        ini_then.sync()
        env_then = {**env, "XDG_CONFIG_HOME": str(config_then), "PYTHONPATH": str(staged_revision(against))}
        commands[f"the app at {against}"] = (then, env_then)
    for folder_of_code in (ROOT / "scorekeeper", ROOT / "ui", ROOT / "resources", TMP / "revision"):
        # as pip and PyInstaller install it: compiled once, never on a start (PYTHONDONTWRITEBYTECODE
        # would otherwise leave every start compiling the sources)
        if folder_of_code.is_dir():
            compileall.compile_dir(folder_of_code, quiet=1)
    for command, command_env in commands.values():
        _timed_child(command, command_env)  # files cached: every timed start is alike
    figures: dict[str, tuple[list[float], list[float]]] = {name: ([], []) for name in commands}
    for _ in range(runs):
        for name, (command, command_env) in commands.items():
            wall, cpu = _timed_child(command, command_env, name)
            figures[name][0].append(wall)
            figures[name][1].append(cpu)
    return figures


# -- in-process: typing -------------------------------------------------------------------------------
def open_window(app: QApplication, book_path: Path, look: str = "light") -> MainWindow:
    current = theme.apply(app, look)
    app.setStyleSheet(theme.stylesheet(current))
    window = create_main_window(Book.open(book_path, exclusive=True), Preferences())
    window.resize(1400, 900)
    window.show()
    window.activateWindow()
    app.processEvents()
    return window


def keys_of(hand: dict) -> str:
    return "".join(p[row].replace(" ", "") for p in hand["players"] for row in ROWS)


def typing(app: QApplication, hands: int) -> tuple[list[float], list[float]]:
    book_path = TMP / "typing.sqlite"
    sid = make_book(book_path, 10)
    Preferences().set_last_session(book_path, sid)
    window = open_window(app, book_path)
    page = window.hand_page
    rng = random.Random(5)
    last, others = [], []
    for _ in range(hands):
        keys = keys_of(random_hand(rng, PLAYERS))
        for i, char in enumerate(keys):
            target = page.row_edit(*page.editor.active)  # the focused row when the window is active
            start = time.perf_counter()
            QTest.keyClicks(target, char)
            app.processEvents()
            elapsed = time.perf_counter() - start
            (last if i == len(keys) - 1 else others).append(elapsed)
        if page.result_panel.result is None:
            raise SystemExit("the result panel did not update")
        page.record()
        app.processEvents()
    window.close()
    window.controller.book.close()
    return last, others


# -- the README screenshot ------------------------------------------------------------------------------
def screenshot(
    app: QApplication, target: Path, look: str = "light", four_colour: bool = False, language: str = "en"
) -> None:
    os.environ["HOME"] = str(TMP)  # the status bar shows the book as ~/.local/share/...
    book_path = TMP / ".local" / "share" / "scorekeeper" / "book.sqlite"
    book_path.parent.mkdir(parents=True)
    sid = make_book(book_path, 11, seed=21)
    Preferences().set_last_session(book_path, sid)
    Preferences().four_colour = four_colour
    prefs = Preferences()
    prefs.language = language
    apply_language(app, prefs)  # as the app starts: the bundled CJK font, then the chosen language
    window = open_window(app, book_path, look)
    page = window.hand_page
    for name in PLAYERS:
        for text in SCREENSHOT_HAND[name]:
            for char in text.replace(" ", ""):
                QTest.keyClicks(page.row_edit(*page.editor.active), char)
    for _ in range(5):
        app.processEvents()
    target.parent.mkdir(parents=True, exist_ok=True)
    window.grab().save(str(target))
    print(f"wrote {target} ({window.width()}x{window.height()})")
    window.close()
    window.controller.book.close()


def ms(values: list[float]) -> str:
    return f"{statistics.median(values) * 1000:.1f} ms"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5, help="cold starts to time (median)")
    parser.add_argument("--hands", type=int, default=20, help="hands to type (median of their last cards)")
    parser.add_argument("--screenshot", type=Path, help="only write the hand-entry screenshot to this file")
    parser.add_argument("--theme", choices=("light", "dark"), default="light", help="the screenshot's theme")
    parser.add_argument("--four-colour", action="store_true", help="the screenshot with a four-colour deck")
    parser.add_argument(
        "--language", choices=("en", "zh_TW", "zh_CN", "nl"), default="en", help="the screenshot's language"
    )
    parser.add_argument("--cold-only", action="store_true", help="only the cold starts, not the typing")
    parser.add_argument("--against", metavar="REV", help="also time the app at this git revision (before/after)")
    parser.add_argument("--against-python", metavar="PY", default=sys.executable, help="the interpreter for --against")
    args = parser.parse_args()
    isolate_settings(TMP / "settings")
    app = QApplication(sys.argv[:1])
    if args.screenshot:
        screenshot(app, args.screenshot, args.theme, args.four_colour, args.language)
        return
    print(f"platform: {os.environ['QT_QPA_PLATFORM']}, Python {sys.version.split()[0]}")
    print(f"load average before: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    figures = cold_start(args.runs, args.against, args.against_python)
    print(f"cold start to an interactive window (median of {args.runs}, run alternately):")
    bare, bare_cpu = (statistics.median(v) for v in figures["bare PySide6 window"])
    for name, (starts, cpu) in figures.items():
        wall, spent = statistics.median(starts), statistics.median(cpu)
        print(f"  {name:24s} {wall:.2f} s ({', '.join(f'{s:.2f}' for s in starts)}); CPU time {spent:.3f} s;"
              f" x{wall / bare:.2f} the bare window's wall clock, x{spent / bare_cpu:.2f} its CPU")  # fmt: skip
    print(f"  target: within {START_RATIO_TARGET:.0f} times the bare window")
    for name, splits in SPLITS.items():
        before_main, in_main = (statistics.median(part) for part in zip(*splits, strict=True))
        print(f"  {name}: CPU {before_main:.3f} s before main (interpreter and imports), {in_main:.3f} s in main")
    for name, spent_to_exit in TO_EXIT.items():
        print(f"  {name}: CPU {statistics.median(spent_to_exit):.3f} s until it has closed and exited")
    if args.cold_only:
        return
    last, others = typing(app, args.hands)
    print(f"last card typed -> result panel updated: {ms(last)} (median of {args.hands} hands; max {ms([max(last)])})")
    print(f"any other key -> its row, notes and picker updated: {ms(others)} (median of {len(others)} keys)")


if __name__ == "__main__":
    main()
