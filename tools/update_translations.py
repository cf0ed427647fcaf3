"""Update the translation catalogues from the source and compile them.

    python tools/update_translations.py           # lupdate, fill English, lrelease
    python tools/update_translations.py --check   # exit 1 when a catalogue is unfinished or stale

1. ``pyside6-lupdate`` reads every ``translate("Context", "text")`` and
   ``QT_TRANSLATE_NOOP`` in ``ui/`` and updates ``resources/translations/scorekeeper_<code>.ts``
   (new strings come in as unfinished; strings gone from the source are dropped).
2. English is the source language: its catalogue is filled with the source text.
3. ``pyside6-lrelease`` compiles each ``.ts`` to the ``.qm`` the app loads.

The ``.qm`` files are committed, so a clean checkout runs without this step; run it
after changing a user-visible string, translate what it reports as unfinished (Qt
Linguist, or any editor: the ``.ts`` files are XML), and run it again.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCES = ROOT / "ui"
TRANSLATIONS = ROOT / "resources" / "translations"
LANGUAGES = ("en", "zh_TW", "zh_CN", "nl")
CATALOGUE = "scorekeeper"


def tool(name: str) -> str:
    """A PySide6 tool, from PATH or beside this Python."""
    found = shutil.which(name) or shutil.which(name, path=str(Path(sys.executable).parent))
    if not found:
        raise SystemExit(f"{name} not found: it comes with PySide6 (pip install PySide6-Essentials)")
    return found


def ts_path(code: str) -> Path:
    return TRANSLATIONS / f"{CATALOGUE}_{code}.ts"


def lupdate(code: str) -> None:
    files = [str(p.relative_to(ROOT)) for p in sorted(SOURCES.rglob("*.py"))]
    command = [tool("pyside6-lupdate"), *files, "-no-obsolete", "-locations", "none"]
    command += ["-source-language", "en", "-target-language", code, "-ts", str(ts_path(code))]
    subprocess.run(command, cwd=ROOT, check=True, capture_output=True, text=True)


def fill_english(path: Path) -> int:
    """Every English entry is its source text; returns how many were filled."""
    text = path.read_text(encoding="utf-8")
    tree = ET.ElementTree(ET.fromstring(text))
    filled = 0
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        if translation is None or translation.get("type") != "unfinished":
            continue
        source = message.findtext("source") or ""
        forms = translation.findall("numerusform")
        if forms:  # "%n hand(s)": "1 hand", "%n hands"
            singular, plural = source.replace("(s)", ""), source.replace("(s)", "s")
            for i, form in enumerate(forms):
                form.text = singular if i == 0 and len(forms) > 1 else plural
        else:
            translation.text = source
        del translation.attrib["type"]
        filled += 1
    if filled:
        write_ts(tree, path)
    return filled


def write_ts(tree: ET.ElementTree, path: Path) -> None:
    """A .ts file as lupdate writes them (the XML declaration and DOCTYPE, each context at the left
    edge, four-space indent inside), so a filled catalogue's diff is its new strings alone."""
    root = tree.getroot()
    root.text = "\n"
    for context in root:
        ET.indent(context, space="    ")
        context.tail = "\n"
    body = ET.tostring(root, encoding="unicode")
    body = body.replace("'", "&apos;")  # lupdate escapes these in text; ElementTree leaves them be
    body = re.sub(r">([^<]*)<", lambda m: ">" + m.group(1).replace('"', "&quot;") + "<", body)
    path.write_text(f'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n{body}\n', encoding="utf-8")


def unfinished(path: Path) -> list[str]:
    out = []
    for message in ET.parse(path).getroot().iter("message"):
        translation = message.find("translation")
        texts = [f.text or "" for f in translation.findall("numerusform")] if translation is not None else []
        if translation is not None and not texts:
            texts = [translation.text or ""]
        if translation is None or translation.get("type") == "unfinished" or not all(t.strip() for t in texts):
            out.append(message.findtext("source") or "")
    return out


def lrelease(code: str, target: Path | None = None) -> Path:
    target = target or ts_path(code).with_suffix(".qm")
    subprocess.run(
        [tool("pyside6-lrelease"), str(ts_path(code)), "-qm", str(target)], check=True, capture_output=True, text=True
    )
    return target


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="change nothing; fail when a catalogue needs work")
    args = parser.parse_args(argv)
    TRANSLATIONS.mkdir(parents=True, exist_ok=True)
    status = 0
    if args.check:
        import tempfile

        with tempfile.TemporaryDirectory() as folder:
            for code in LANGUAGES:
                missing = unfinished(ts_path(code))
                if missing:
                    print(f"{code}: {len(missing)} unfinished, e.g. {missing[0]!r}")
                    status = 1
                built = lrelease(code, Path(folder) / f"{code}.qm")
                if built.read_bytes() != ts_path(code).with_suffix(".qm").read_bytes():
                    print(f"{code}: the .qm is stale")
                    status = 1
        return status
    for code in LANGUAGES:
        lupdate(code)
        if code == "en":
            fill_english(ts_path(code))
        missing = unfinished(ts_path(code))
        total = sum(1 for _ in ET.parse(ts_path(code)).getroot().iter("message"))
        print(f"{code}: {total} strings, {len(missing)} unfinished")
        for source in missing[:20]:
            print(f"    {source!r}")
        if missing:
            status = 1
        lrelease(code)
    return status


if __name__ == "__main__":
    raise SystemExit(main())
