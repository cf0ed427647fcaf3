"""``scorekeeper-app --self-test``: checks an installed (or frozen) app without a display.

Scores the Amy/Bob hand of RULES.md, writes and reopens a book in a temporary
folder, exports it to Excel and reads a money cell back, finds the bundled
resources, loads every translation (ours and Qt's own), serves a seat page to a phone
(the seat server in a thread, as a bundled app runs it), and builds the main
window on an offscreen QApplication with the bundled CJK font. One line per
check; exit status 0 when every check agrees, 1 otherwise. Nothing outside the
temporary folder is touched (QSettings point into it too).
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from decimal import Decimal
from pathlib import Path
from types import TracebackType

# RULES.md, section 2: under classic-2-4 Bob pays Amy 2 units.
HAND = {
    "players": [
        {"name": "Amy", "front": "6s 6c 4h", "middle": "Td Ts 9c Qs 8c", "back": "3h 3d 3s 2h 2d"},
        {"name": "Bob", "front": "Ah Kd Qd", "middle": "9h 9d 5h 5d 4c", "back": "Ks Js 9s 8s 7s"},
    ]
}
UNIT = Decimal("0.5")  # EUR per unit in the self-test session: 2 units are 1.00 EUR
CURRENCY = "EUR"


class CheckFailed(Exception):
    pass


def expect(what: str, got: object, wanted: object) -> None:
    if got != wanted:
        raise CheckFailed(f"{what}: got {got!r}, expected {wanted!r}")


# -- the checks: each returns a short description of what agreed ----------------------------
def check_score(folder: Path) -> str:
    from scorekeeper.game import score_json

    result = score_json({"rules": "classic-2-4", **HAND})
    units = {p["name"]: Decimal(p["units"]) for p in result["players"]}
    expect("units", units, {"Amy": Decimal(2), "Bob": Decimal(-2)})
    expect("rows Amy won/lost", result["pairs"][0]["rows"], [1, -1, 1])
    return "Amy/Bob hand of RULES.md under classic-2-4: Bob pays Amy 2 units"


def _book_path(folder: Path) -> Path:
    return folder / "self-test.sqlite"


def check_book(folder: Path) -> str:
    from scorekeeper.book import SQLiteBook as Book
    from scorekeeper.session import parse_hand_entry

    path = _book_path(folder)
    entry = parse_hand_entry(HAND)
    with Book.open(path, exclusive=True) as book:
        session = book.create_session(
            name="Self-test", players=["Amy", "Bob"], rules="classic-2-4", unit=UNIT, currency=CURRENCY
        )
        book.act(session.id, "added", lambda s: s.prepare_add(entry))
    with Book.open(path) as book:
        sessions = book.list_sessions()
        expect("sessions in the reopened book", [(s.name, s.hands) for s in sessions], [("Self-test", 1)])
        expect("totals", book.standings(), {"Amy": (1, Decimal(1)), "Bob": (1, Decimal(-1))})
    return f"book written, reopened, totals Amy +1.00 {CURRENCY}, Bob -1.00 {CURRENCY} ({path.name})"


def check_xlsx(folder: Path) -> str:
    import openpyxl  # type: ignore[import-untyped,unused-ignore]

    from scorekeeper.book import SQLiteBook as Book
    from scorekeeper.export import write_xlsx

    target = folder / "self-test.xlsx"
    with Book.open(_book_path(folder)) as book:
        write_xlsx(book.session("1"), target)
    workbook = openpyxl.load_workbook(target)
    sheet = workbook["Settle-up"]
    cells = {}  # the first table: Player, Balance
    for label, value in sheet.iter_rows(min_row=2, max_col=2):
        if label.value == "Total":
            break
        cells[label.value] = value
    expect("players on Settle-up", sorted(cells), ["Amy", "Bob"])
    expect(f"Amy's balance ({cells['Amy'].coordinate})", Decimal(str(cells["Amy"].value)), Decimal(1))
    expect(f"Bob's balance ({cells['Bob'].coordinate})", Decimal(str(cells["Bob"].value)), Decimal(-1))
    if CURRENCY not in cells["Amy"].number_format:
        raise CheckFailed(f"money format {cells['Amy'].number_format!r} does not show {CURRENCY}")
    return f"Excel file written and read back: Settle-up!{cells['Amy'].coordinate} = 1 ({CURRENCY} format)"


def check_resources(folder: Path) -> str:
    from scorekeeper.advisor import shipped_tables
    from scorekeeper_app.resource_files import ICON

    if not ICON.is_file():
        raise CheckFailed(f"the app icon is missing: {ICON}")
    resources = ICON.parent.parent
    tables = shipped_tables()
    if not tables:
        raise CheckFailed("scorekeeper/data/advisor_tables.json has no tables")
    return f"resources found in {resources} ({len(tables)} advisor tables)"


def check_translations(folder: Path) -> str:
    from PySide6.QtCore import QLibraryInfo, QTranslator

    from scorekeeper_app.wording import i18n

    qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    codes = [code for code in i18n.LANGUAGES if code != "en"]
    for code in codes:
        ours = QTranslator()
        if not ours.load(str(i18n.catalogue_path(code))) or ours.isEmpty():
            raise CheckFailed(f"the catalogue {i18n.catalogue_path(code)} does not load")
        qt = QTranslator()
        if not qt.load(f"qtbase_{code}", qt_folder):
            raise CheckFailed(f"Qt's own qtbase_{code}.qm is not in {qt_folder}")
    return f"catalogues {', '.join(codes)} load, with Qt's own from {qt_folder}"


def check_phones(folder: Path) -> str:
    """The seat server as a bundled app runs it (in a thread of this process): its page, its
    script and a seat's submit, over HTTP on 127.0.0.1 (the page's files are data files of the bundle)."""
    import json
    import urllib.request

    from scorekeeper.web import PendingStore, ShareServer

    server = ShareServer(_book_path(folder), "1", seats=True)
    server.start()
    try:
        link = server.seat_urls()["Amy"]
        for name in ("", "seat.js", "seat_typing.js", "strings.json"):
            with urllib.request.urlopen(link + name, timeout=10) as answer:  # noqa: S310 (our own http://127.0.0.1)
                expect(f"GET seat page {name or 'seat.html'}", answer.status, 200)
        rows = {row: HAND["players"][0][row] for row in ("front", "middle", "back")}
        request = urllib.request.Request(
            link + "hand", data=json.dumps({**rows, "hand": 2}).encode(), headers={"Content-Type": "application/json"}
        )
        with urllib.request.urlopen(request, timeout=10) as answer:  # noqa: S310
            expect("a seat's submit", json.loads(answer.read())["status"], "submitted")
    finally:
        server.stop()
    expect("the submitted set beside the book", PendingStore(_book_path(folder), "1").read(2)["Amy"].back, rows["back"])
    return "seat server in a thread: seat page, scripts and words served, Amy's set submitted over HTTP"


def _private_settings(folder: Path) -> None:
    """QSettings into the temporary folder: the self-test never sees the user's preferences."""
    from PySide6.QtCore import QSettings

    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    for fmt in (QSettings.Format.IniFormat, QSettings.Format.NativeFormat):
        for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
            QSettings.setPath(fmt, scope, str(folder / "settings"))


def check_window(folder: Path) -> str:
    from PySide6.QtWidgets import QApplication

    from scorekeeper.book import SQLiteBook as Book
    from scorekeeper_app.app import configure, create_main_window

    _private_settings(folder)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    prefs = configure(app)
    if app.windowIcon().isNull():
        raise CheckFailed("the window icon did not load (SVG image plugin missing?)")
    from scorekeeper_app.wording import i18n

    font = i18n.register_fonts(app) if i18n.bundled_fonts() else "none bundled"
    if not font:
        raise CheckFailed(f"the bundled fonts in {i18n.FONTS} did not register")
    errors: list[str] = []  # exceptions raised in Qt slots are only printed: count them as failures

    def record(kind: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        errors.append(f"{kind.__name__}: {exc}")
        traceback.print_exception(kind, exc, tb, file=sys.stderr)

    book = Book.open(_book_path(folder), exclusive=True)
    previous_hook, sys.excepthook = sys.excepthook, record
    try:
        window = create_main_window(book, prefs)
        window.open_session("1")
        window.resize(1000, 700)
        window.show()
        app.processEvents()
        shown = window.isVisible()
        title = window.windowTitle()
        window.close()
        app.processEvents()
        window.deleteLater()
        app.processEvents()
    finally:
        sys.excepthook = previous_hook
        book.close()
    if errors:
        raise CheckFailed(f"the window raised {len(errors)} error(s), first: {errors[0]}")
    if not shown:
        raise CheckFailed("the main window did not show")
    return f"{app.platformName()} QApplication, main window {title!r} shown on the self-test book, CJK font {font!r}"


CHECKS: list[tuple[str, Callable[[Path], str]]] = [
    ("score", check_score),
    ("book", check_book),
    ("excel", check_xlsx),
    ("resources", check_resources),
    ("translations", check_translations),
    ("phones", check_phones),
    ("window", check_window),
]


def _console() -> None:
    """A frozen Windows GUI app has no standard output: write to the console it was started from."""
    if sys.stdout is not None or os.name != "nt":
        return
    import ctypes

    if ctypes.windll.kernel32.AttachConsole(-1):  # type: ignore[attr-defined]
        sys.stdout = open("CONOUT$", "w", encoding="utf-8")  # noqa: SIM115  (lives as long as the process)
        sys.stderr = sys.stdout


def run() -> int:
    """Run every check; 0 when all pass."""
    _console()
    if not os.environ.get("QT_QPA_PLATFORM"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    frozen = "frozen" if getattr(sys, "frozen", False) else "from source"
    print(f"self-test: {frozen}, Python {sys.version.split()[0]}, {sys.platform}", flush=True)
    failed = 0
    with tempfile.TemporaryDirectory(prefix="scorekeeper-self-test-") as temp:
        folder = Path(temp)
        os.environ["SCOREKEEPER_MEMORY"] = str(folder / "memory")  # its throwaway books stay out of the user's memory
        for name, check in CHECKS:
            started = time.perf_counter()
            try:
                detail = check(folder)
            except Exception as exc:  # every failure is reported, then the next check runs
                failed += 1
                if isinstance(exc, CheckFailed):
                    text = str(exc)
                else:
                    text = f"{type(exc).__name__}: {exc}"
                    traceback.print_exc(file=sys.stderr)
                print(f"FAIL {name}: {text}", flush=True)
            else:
                print(f"ok   {name}: {detail} ({time.perf_counter() - started:.2f} s)", flush=True)
    print(f"self-test: {len(CHECKS) - failed} of {len(CHECKS)} checks passed", flush=True)
    return 0 if failed == 0 else 1


def main() -> int:
    return run()


if __name__ == "__main__":
    sys.exit(main())
