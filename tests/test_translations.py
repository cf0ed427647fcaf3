"""Translations: no user-visible string in ``ui/`` bypasses Qt's translation, the
catalogues are complete and current, and the names players use come from
``scorekeeper.game.terms`` in the right script.

The source scan is an AST walk over ``ui/``: a string literal with a letter in it,
given straight to a call that puts text on screen (``setText``, ``QLabel(...)``,
``QMessageBox.warning``, a signal's ``emit``...), must go through ``translate`` /
``QCoreApplication.translate`` / ``tr`` or be marked with ``QT_TRANSLATE_NOOP``.
"""

from __future__ import annotations

import ast
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from scorekeeper.game import terms
from scorekeeper.game.rules import OPTION_DOCS

ROOT = Path(__file__).resolve().parents[1]
UI = ROOT / "ui"
TRANSLATIONS = ROOT / "resources" / "translations"
LANGUAGES = ("zh_TW", "zh_CN", "nl", "en")
TRANSLATED = ("zh_TW", "zh_CN", "nl")

# Calls whose string arguments are shown to the user.
SHOWN_METHODS = {
    "setText", "setWindowTitle", "setToolTip", "setStatusTip", "setWhatsThis", "setPlaceholderText",
    "setTitle", "setTitleText", "addMenu", "addTab", "insertTab", "setTabText", "setTabToolTip",
    "setIconText", "setLabelText", "setAccessibleName", "setAccessibleDescription", "addItem",
    "addItems", "insertItem", "addRow", "setHorizontalHeaderLabels", "setVerticalHeaderLabels",
    "addButton", "showMessage", "emit", "addAction", "setWindowIconText", "setSuffix", "setPrefix",
    "setSpecialValueText", "setCancelButtonText", "setName",
}  # fmt: skip
SHOWN_CONSTRUCTORS = {
    "QLabel", "QPushButton", "QCheckBox", "QRadioButton", "QGroupBox", "QAction", "QMenu", "QToolBar",
    "QListWidgetItem", "QTableWidgetItem", "QProgressDialog", "QToolButton", "QCommandLinkButton",
    "InputError", "PlaceholderPage", "QUndoCommand", "QDialogButtonBox",
}  # fmt: skip
SHOWN_STATIC = {"QMessageBox", "QFileDialog", "QInputDialog", "QToolTip"}
SHOWN_KEYWORDS = {"title", "question", "action", "text", "tip", "placeholder", "caption", "label"}
NOT_SHOWN = {"add_argument", "ArgumentParser", "add_parser"}  # the command line's own words (argparse)
TRANSLATORS = {"translate", "tr", "QT_TRANSLATE_NOOP", "QT_TR_NOOP", "QT_TRANSLATE_NOOP3"}
# Literals that may be shown as they are (symbols and marks, not words).
ALLOWED = {"F", "M", "B", "N", "R", "S"}  # the ledger's one-letter marks, explained by the translated legend


MARKUP = re.compile(r"<[^>]*>|&[a-z]+;|\{[a-z_]*\}")


def _has_words(text: str) -> bool:
    """Letters outside HTML tags, entities and ``{placeholders}``."""
    return any(ch.isalpha() for ch in MARKUP.sub("", text)) and text not in ALLOWED


def _callee(node: ast.Call) -> str:
    func = node.func
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return ""


def _untranslated(node: ast.AST) -> list[str]:
    """The literal words in an expression that reach the screen without a translation."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value] if _has_words(node.value) else []
    if isinstance(node, ast.JoinedStr):
        return [part.value for part in node.values if isinstance(part, ast.Constant) and _has_words(part.value)]
    if isinstance(node, ast.BinOp):
        return _untranslated(node.left) + _untranslated(node.right)
    if isinstance(node, ast.IfExp):
        return _untranslated(node.body) + _untranslated(node.orelse)
    if isinstance(node, ast.Call):
        if _callee(node) in TRANSLATORS:
            return []
        func = node.func
        if isinstance(func, ast.Attribute) and func.attr in ("format", "join", "replace", "strip", "upper", "lower"):
            found = _untranslated(func.value)
            if func.attr == "format":
                for arg in [*node.args, *(k.value for k in node.keywords)]:
                    found += _untranslated(arg)
            return found
        return []
    if isinstance(node, (ast.List, ast.Tuple, ast.Set)):
        return [text for element in node.elts for text in _untranslated(element)]
    return []


def _shown_arguments(node: ast.Call) -> list[ast.AST]:
    name = _callee(node)
    func = node.func
    static = isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) and func.value.id in SHOWN_STATIC
    args: list[ast.AST] = []
    if name in SHOWN_METHODS or name in SHOWN_CONSTRUCTORS or static:
        args += node.args
    if name not in NOT_SHOWN:
        args += [k.value for k in node.keywords if k.arg in SHOWN_KEYWORDS]
    return args


def scan(path: Path) -> list[str]:
    """``file:line: 'text'`` for each untranslated string shown by a call in ``path``, and each
    translate call lupdate could not read (an f-string, a computed context)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    problems = []
    where = path.relative_to(ROOT)
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        name = _callee(node)
        if name in ("translate", "QT_TRANSLATE_NOOP") and node.args:
            context = node.args[0]
            if all(isinstance(arg, ast.Name) for arg in node.args[:2]):
                continue  # a wrapper passing its arguments on (ui/wording/i18n.py)
            if not (isinstance(context, ast.Constant) and isinstance(context.value, str)):
                problems.append(f"{where}:{node.lineno}: the context of {name} must be a literal")
            if len(node.args) > 1 and isinstance(node.args[1], (ast.JoinedStr, ast.BinOp)):
                problems.append(f"{where}:{node.lineno}: {name} of an f-string or a sum: lupdate cannot read it")
            continue
        for arg in _shown_arguments(node):
            for text in _untranslated(arg):
                problems.append(f"{where}:{node.lineno}: {name}({text!r}) is not translated")
    return problems


def test_the_scan_finds_what_it_should() -> None:
    sample = ROOT / "tests" / "_scan_sample.py"
    sample.write_text(
        "label.setText('Hello')\n"
        "QLabel(f'Hand {n}')\n"
        "QMessageBox.warning(self, 'Oops', text)\n"
        "self.message.emit('Not ready: ' + why)\n"
        "box.setToolTip(translate('Ctx', 'Fine'))\n"
        "QLabel('⋯')\n"
        "QLabel(translate('Ctx', 'Fine {n}').format(n=1))\n"
        "translate('Ctx', f'bad {n}')\n"
        "ask(title='Void hand', question=q)\n",
        encoding="utf-8",
    )
    try:
        found = scan(sample)
    finally:
        sample.unlink()
    assert [p.split(": ", 1)[1] for p in found] == [
        "setText('Hello') is not translated",
        "QLabel('Hand ') is not translated",
        "warning('Oops') is not translated",
        "emit('Not ready: ') is not translated",
        "translate of an f-string or a sum: lupdate cannot read it",
        "ask('Void hand') is not translated",
    ]


def test_no_user_visible_string_in_ui_bypasses_translation() -> None:
    problems = [p for path in sorted(UI.rglob("*.py")) if path.name != "self_test.py" for p in scan(path)]
    assert not problems, "\n".join(problems)


# -- the catalogues ---------------------------------------------------------------------------


def _messages(code: str) -> list[ET.Element]:
    tree = ET.parse(TRANSLATIONS / f"scorekeeper_{code}.ts")
    return list(tree.getroot().iter("message"))


def _translations(message: ET.Element) -> list[str]:
    translation = message.find("translation")
    assert translation is not None
    forms = translation.findall("numerusform")
    return [f.text or "" for f in forms] if forms else [translation.text or ""]


PLACEHOLDER = re.compile(r"\{[a-z_]*\}|%n|%\d")


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_catalogue_is_finished_and_keeps_the_placeholders(code: str) -> None:
    messages = _messages(code)
    assert len(messages) > 300
    problems = []
    for message in messages:
        source = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None
        kind = translation.get("type")
        if kind in ("unfinished", "vanished", "obsolete"):
            problems.append(f"{kind}: {source!r}")
            continue
        for text in _translations(message):
            if not text.strip():
                problems.append(f"empty: {source!r}")
            elif sorted(PLACEHOLDER.findall(text)) != sorted(PLACEHOLDER.findall(source)):
                problems.append(f"placeholders differ: {source!r} -> {text!r}")
            elif source.count("\n") != text.count("\n") and code != "en":
                problems.append(f"line breaks differ: {source!r} -> {text!r}")
    assert not problems, "\n".join(problems)


# Pairs of characters that differ between the scripts (繁體, 简体): one script's character in the
# other's text is a slip.
SCRIPT_PAIRS = [
    "頭头",
    "對对",
    "條条",
    "龍龙",
    "順顺",
    "蘆芦",
    "鐵铁",
    "槍枪",
    "壘垒",
    "張张",
    "記记",
    "錄录",
    "帳账",
    "開开",
    "關关",
    "閉闭",
    "選选",
    "擇择",
    "設设",
    "規规",
    "則则",
    "結结",
    "時时",
    "間间",
    "檔档",
    "編编",
    "輯辑",
    "檢检",
    "視视",
    "說说",
    "語语",
    "圖图",
    "輸输",
    "號号",
    "碼码",
    "們们",
    "個个",
    "這这",
    "為为",
    "來来",
    "會会",
    "與与",
    "點点",
    "發发",
    "錢钱",
    "莊庄",
    "數数",
    "將将",
    "還还",
    "過过",
    "讓让",
    "從从",
    "處处",
    "應应",
    "該该",
    "種种",
    "題题",
    "變变",
    "動动",
    "無无",
    "勝胜",
    "負负",
    "輪轮",
    "湊凑",
    "衝冲",
    "贏赢",
    "輸输",
    "買买",
    "賣卖",
    "單单",
    "雙双",
    "減减",
    "筆笔",
    "紀纪",
    "夠够",
    "總总",
    "計计",
    "額额",
    "價价",
    "預预",
    "覽览",
    "級级",
    "標标",
    "準准",
]
TRADITIONAL_ONLY = "".join(pair[0] for pair in SCRIPT_PAIRS)
SIMPLIFIED_ONLY = "".join(pair[1] for pair in SCRIPT_PAIRS)


def _script_slips(text: str, wrong: str) -> str:
    return "".join(ch for ch in text if ch in wrong)


def test_traditional_and_simplified_chinese_are_not_mixed() -> None:
    problems = []
    for code, wrong in (("zh_TW", SIMPLIFIED_ONLY), ("zh_CN", TRADITIONAL_ONLY)):
        for message in _messages(code):
            source = message.findtext("source") or ""
            for text in _translations(message):
                slips = _script_slips(text, wrong)
                if slips and not _script_slips(source, wrong):  # a source may quote 十三張 or 打槍 itself
                    problems.append(f"{code}: {slips} in {text!r}")
    for key, names in terms.table().items():
        if _script_slips(names["zh-Hant"], SIMPLIFIED_ONLY):
            problems.append(f"zh-Hant term {key}: {names['zh-Hant']}")
        if _script_slips(names["zh-Hans"], TRADITIONAL_ONLY):
            problems.append(f"zh-Hans term {key}: {names['zh-Hans']}")
    assert not problems, "\n".join(problems)


def _tool(name: str) -> str:
    found = shutil.which(name) or shutil.which(name, path=str(Path(sys.executable).parent))
    if not found:
        pytest.skip(f"{name} is not installed")
    return found


def test_the_catalogues_hold_every_string_of_the_source(tmp_path: Path) -> None:
    """lupdate over ui/ finds nothing the committed catalogues lack (run tools/update_translations.py)."""
    lupdate = _tool("pyside6-lupdate")
    fresh = tmp_path / "fresh.ts"
    files = [str(p) for p in sorted(UI.rglob("*.py"))]
    subprocess.run([lupdate, *files, "-ts", str(fresh)], check=True, capture_output=True, cwd=ROOT)

    def keys(path: Path) -> set[tuple[str, str, str]]:
        out = set()
        for context in ET.parse(path).getroot().iter("context"):
            name = context.findtext("name") or ""
            for message in context.iter("message"):
                translation = message.find("translation")
                if translation is not None and translation.get("type") in ("vanished", "obsolete"):
                    continue
                out.add((name, message.findtext("source") or "", message.findtext("comment") or ""))
        return out

    wanted = keys(fresh)
    for code in LANGUAGES:
        have = keys(TRANSLATIONS / f"scorekeeper_{code}.ts")
        assert wanted - have == set(), f"{code}: missing {sorted(wanted - have)[:5]}"
        assert have - wanted == set(), f"{code}: no longer in the source {sorted(have - wanted)[:5]}"


def test_the_compiled_catalogues_match_their_sources(tmp_path: Path) -> None:
    """The committed .qm files are what lrelease makes of the committed .ts files."""
    lrelease = _tool("pyside6-lrelease")
    for code in LANGUAGES:
        source = TRANSLATIONS / f"scorekeeper_{code}.ts"
        built = tmp_path / f"{code}.qm"
        subprocess.run([lrelease, str(source), "-qm", str(built)], check=True, capture_output=True)
        committed = TRANSLATIONS / f"scorekeeper_{code}.qm"
        assert committed.read_bytes() == built.read_bytes(), (
            f"{committed.name} is stale: run tools/update_translations.py"
        )


# -- scorekeeper.game.terms ----------------------------------------------------------------------------


def test_every_term_is_named_in_every_language() -> None:
    table = terms.table()
    for key in (*terms.ROWS, *terms.HANDS, *terms.NATURALS, *terms.STATUSES, *terms.OTHER):
        assert key in table, key
        for lang in terms.LANGUAGES:
            assert table[key][lang].strip(), (key, lang)


def test_the_seeded_chinese_names() -> None:
    hant = {key: terms.term(key, "zh-Hant") for key in terms.table()}
    hans = {key: terms.term(key, "zh-Hans") for key in terms.table()}
    assert [hant[k] for k in terms.ROWS] == ["頭墩", "中墩", "尾墩"]
    assert [hans[k] for k in terms.ROWS] == ["头墩", "中墩", "尾墩"]
    assert (hant["clean-dragon"], hant["dragon"], hant["six-pairs"]) == ("至尊清龍", "一條龍", "六對半")
    assert (hans["clean-dragon"], hans["dragon"], hans["six-pairs"]) == ("至尊清龙", "一条龙", "六对半")
    assert (hant["scoop"], hant["home-run"], hans["scoop"], hans["home-run"]) == ("打槍", "全壘打", "打枪", "全垒打")
    assert terms.royalty_name("middle", "full-house", "zh-Hant") == "中墩葫蘆"
    assert terms.royalty_name("back", "four-of-a-kind", "zh-Hant") == "尾墩鐵支"
    assert terms.royalty_name("front", "three-of-a-kind", "zh-Hans") == "冲三"
    assert terms.term("flush", "nl") == "flush" and terms.term("full-house", "nl") == "full house"


def test_an_unknown_language_is_english() -> None:
    assert terms.term("back", "fr") == "back"
    assert terms.title("back", "nl") == "Achter"


def test_the_rule_descriptions_in_the_catalogue_are_the_engines_word_for_word() -> None:
    """The rules editor shows the engine's descriptions translated: the catalogue must hold them as they are."""
    from scorekeeper_app.session.rules_editor import OPTION_DESCRIPTIONS

    for option, text in OPTION_DESCRIPTIONS.items():
        assert OPTION_DOCS[option] == text, option
    trees = [ast.parse(path.read_text(encoding="utf-8")) for path in sorted(UI.rglob("rules_*.py"))]
    shown = {
        node.args[0].value
        for tree in trees
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and _callee(node) == "describe"
        and node.args
        and isinstance(node.args[0], ast.Constant)
    }
    assert shown and shown <= set(OPTION_DESCRIPTIONS), sorted(shown - set(OPTION_DESCRIPTIONS))
