"""A wheel holds every package of the engine and the app (the slow wheel test in test_installer.py
installs one; this catches a new folder left out of pyproject.toml in a second)."""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SETUPTOOLS = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]


def _packages_on_disk() -> set[str]:
    folders = {"scorekeeper": ROOT / "scorekeeper", "scorekeeper_app": ROOT / "ui"}
    found = set()
    for name, folder in folders.items():
        for init in folder.rglob("__init__.py"):
            parts = init.parent.relative_to(folder).parts
            found.add(".".join((name, *parts)))
    return found


def test_every_package_folder_is_listed_for_the_wheel() -> None:
    listed = set(SETUPTOOLS["packages"])
    missing = sorted(_packages_on_disk() - listed)
    assert missing == [], f"add to [tool.setuptools] packages in pyproject.toml: {missing}"
