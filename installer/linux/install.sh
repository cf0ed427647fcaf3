#!/bin/sh
# Install Chinese Poker Scorekeeper for the current user, no root needed:
#   ./install.sh               into ~/.local (the app in ~/.local/lib/chinese-poker-scorekeeper,
#                              the command ~/.local/bin/scorekeeper-app, a menu entry and its icon)
#   ./install.sh --uninstall   remove all of that again (your books and settings stay)
# PREFIX=/some/where ./install.sh installs under another prefix.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
prefix=${PREFIX:-$HOME/.local}
if [ -n "${PREFIX:-}" ]; then data=$prefix/share; else data=${XDG_DATA_HOME:-$HOME/.local/share}; fi
app=$prefix/lib/chinese-poker-scorekeeper
bin=$prefix/bin/scorekeeper-app
desktop=$data/applications/scorekeeper-app.desktop
icon=$data/icons/hicolor/256x256/apps/scorekeeper-app.png

refresh_menus() {
    command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$data/applications" || true
    command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$data/icons/hicolor" || true
}

if [ "${1:-}" = "--uninstall" ]; then
    rm -rf "$app"
    rm -f "$bin" "$desktop" "$icon"
    refresh_menus
    echo "Chinese Poker Scorekeeper removed (books and settings are kept)."
    exit 0
fi

if [ ! -x "$here/scorekeeper-app/scorekeeper-app" ]; then
    echo "install.sh: run it from the unpacked folder (scorekeeper-app/ is missing next to it)" >&2
    exit 1
fi

# The app folder: copied next to the old one, then swapped in.
mkdir -p "$prefix/lib" "$prefix/bin" "$data/applications" "$(dirname "$icon")"
rm -rf "$app.new"
cp -R "$here/scorekeeper-app" "$app.new"
rm -rf "$app"
mv "$app.new" "$app"
ln -sf "$app/scorekeeper-app" "$bin"

# The menu entry runs the installed program by its full path (~/.local/bin is not always on PATH).
sed "s|^Exec=.*|Exec=\"$app/scorekeeper-app\" %f|" "$here/scorekeeper-app.desktop" > "$desktop"
chmod 644 "$desktop"
cp "$here/scorekeeper-app.png" "$icon"
refresh_menus

# Qt needs OpenGL and EGL from the system even for plain windows.
missing=""
for lib in libGL.so.1 libEGL.so.1 libfontconfig.so.1 libxkbcommon.so.0; do
    if command -v ldconfig >/dev/null 2>&1 && ! ldconfig -p 2>/dev/null | grep -q "$lib"; then
        missing="$missing $lib"
    fi
done
if [ -n "$missing" ]; then
    echo "Note: this system lacks$missing; on Debian or Ubuntu:"
    echo "  sudo apt install libgl1 libegl1 libfontconfig1 libxkbcommon0"
fi

echo "Installed Chinese Poker Scorekeeper in $app"
echo "Start it from the applications menu, or run: $bin"
case ":$PATH:" in *":$prefix/bin:"*) ;; *) echo "($prefix/bin is not on your PATH)";; esac
