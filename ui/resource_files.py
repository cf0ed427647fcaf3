"""Where the app's data files are: the ``scorekeeper_app.resources`` package.

``resources/`` at the top of the repository is installed as that package, so a
wheel, an editable install and a PyInstaller bundle all find the icon, the
translations and the fonts through ``importlib.resources``. Qt needs real file
paths; every install we make (wheel, editable, onedir bundle) unpacks the files,
so ``Path(str(traversable))`` is a real path.
"""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path

RESOURCES = Path(str(files("scorekeeper_app.resources")))
ICON = RESOURCES / "icons" / "app.svg"
TRANSLATIONS = RESOURCES / "translations"
FONTS = RESOURCES / "fonts"
