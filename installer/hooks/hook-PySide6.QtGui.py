"""PyInstaller's own QtGui hook, minus the Qt plugins a desktop app never loads.

The plugins are dropped here, before PyInstaller follows their library dependencies:
the virtual keyboard brings QtQuick and QtQml (20 MB), the GTK 3 theme all of GTK,
cairo and pango (20 MB), the embedded-device platforms (eglfs, linuxfb, VNC) and
input plugins (evdev, TUIO) QtNetwork and Kerberos. Kept: the xcb, wayland,
offscreen and minimal platforms, the compose and ibus input methods (Chinese
input), the xdg-desktop-portal theme, image formats (the SVG icon), icon engines.
"""

from pathlib import PurePath

from PyInstaller.utils.hooks.qt import add_qt6_dependencies

UNWANTED = (
    "platforminputcontexts/*virtualkeyboard*",
    "platformthemes/*gtk3*",
    "egldeviceintegrations/*",
    "generic/*",  # evdev and TUIO input, for eglfs and linuxfb only (TUIO brings QtNetwork)
    "platforms/*eglfs*",
    "platforms/*linuxfb*",
    "platforms/*vnc*",
    "platforms/*minimalegl*",
    "platforms/*vkkhrdisplay*",
)


def _wanted(src: str, dest: str) -> bool:
    path = PurePath(dest, PurePath(src).name)
    return not any(path.match(f"*/plugins/{pattern}") for pattern in UNWANTED)


hiddenimports, binaries, datas = add_qt6_dependencies(__file__)
binaries = [(src, dest) for src, dest in binaries if _wanted(src, dest)]
