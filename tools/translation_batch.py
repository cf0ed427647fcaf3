"""Hand the unfinished strings of the catalogues to a translator as JSON, and take them back.

    python tools/translation_batch.py dump  todo.json   # every unfinished string, per language
    python tools/translation_batch.py apply done.json   # write the translations, then lrelease

An entry is ``{"lang": "nl", "context": "LedgerPage", "source": "...", "numerus": false,
"translation": ""}``; for a numerus entry ``translation`` is a list of forms (one form for
Chinese, two for Dutch). Run ``tools/update_translations.py`` first so the catalogues hold
every string of the source.
"""

from __future__ import annotations

import json
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import update_translations as ut  # noqa: E402


def _entries(code: str) -> tuple[ET.ElementTree, list[tuple[str, ET.Element]]]:
    tree = ET.parse(ut.ts_path(code))
    found = []
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            found.append((name, message))
    return tree, found


def _is_unfinished(message: ET.Element) -> bool:
    translation = message.find("translation")
    if translation is None or translation.get("type") == "unfinished":
        return True
    forms = [f.text or "" for f in translation.findall("numerusform")] or [translation.text or ""]
    return not all(f.strip() for f in forms)


def dump(target: Path) -> int:
    todo: list[dict[str, Any]] = []
    for code in ut.LANGUAGES[1:]:
        _, entries = _entries(code)
        for context, message in entries:
            if _is_unfinished(message):
                numerus = message.get("numerus") == "yes"
                todo.append({"lang": code, "context": context, "source": message.findtext("source") or "",
                             "numerus": numerus, "translation": [] if numerus else ""})  # fmt: skip
    target.write_text(json.dumps(todo, ensure_ascii=False, indent=1), encoding="utf-8")
    print(f"{len(todo)} unfinished strings written to {target}")
    return 0


def apply(source: Path) -> int:
    done = json.loads(source.read_text(encoding="utf-8"))
    by_lang: dict[str, dict[tuple[str, str], Any]] = {}
    for entry in done:
        if entry["translation"]:
            by_lang.setdefault(entry["lang"], {})[(entry["context"], entry["source"])] = entry["translation"]
    for code, table in by_lang.items():
        tree, entries = _entries(code)
        for context, message in entries:
            value = table.get((context, message.findtext("source") or ""))
            if value is None:
                continue
            translation = message.find("translation")
            if translation is None:
                translation = ET.SubElement(message, "translation")
            translation.attrib.pop("type", None)
            if isinstance(value, list):
                for form in list(translation):
                    translation.remove(form)
                translation.text = None
                for text in value:
                    ET.SubElement(translation, "numerusform").text = text
            else:
                translation.text = value
        ut.write_ts(tree, ut.ts_path(code))
        ut.lrelease(code)
        print(f"{code}: {len(table)} translations written")
    return 0


if __name__ == "__main__":
    verb, path = sys.argv[1], Path(sys.argv[2])
    raise SystemExit(dump(path) if verb == "dump" else apply(path))
