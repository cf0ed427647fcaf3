"""Build the desktop app for the platform this runs on: ``python installer/build.py``.

Renders the icons from ``resources/icons/app.svg`` with Qt, runs PyInstaller on
``installer/scorekeeper.spec`` (one folder, ``scorekeeper-app``) and packages it:

* Linux: ``chinese-poker-scorekeeper-VERSION-linux-ARCH.tar.gz`` (the folder, the
  ``.desktop`` file, the icon and ``install.sh``); with ``--deb`` also a ``.deb``.
* macOS: ``Chinese Poker Scorekeeper.app``; with ``--dmg`` also a ``.dmg`` (hdiutil).
* Windows: the folder; with ``--setup`` also the Inno Setup installer (needs ISCC.exe).

The version comes from pyproject.toml. PyInstaller must be installed
(``pip install -e ".[installer]"``). See installer/README.md.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import struct
import subprocess
import sys
import tarfile
import time
import tomllib
from pathlib import Path

INSTALLER = Path(__file__).resolve().parent
ROOT = INSTALLER.parent
SPEC = INSTALLER / "scorekeeper.spec"
SVG = ROOT / "resources" / "icons" / "app.svg"
NAME = "scorekeeper-app"  # executable, onedir folder, .desktop file and icon name
PACKAGE = "chinese-poker-scorekeeper"
TITLE = "Chinese Poker Scorekeeper"
ICO_SIZES = (16, 20, 24, 32, 40, 48, 64, 128, 256)
# .icns entry types and their pixel sizes (ic11..ic14 are the @2x variants of 16..256 points)
ICNS_TYPES = {b"ic11": 32, b"ic12": 64, b"ic07": 128, b"ic13": 256, b"ic08": 256, b"ic14": 512, b"ic09": 512}
ICNS_TYPES[b"ic10"] = 1024
# What the bundle takes from the system (everything else is inside it): glibc as new as the
# build machine's (Debian 12: 2.36), zlib (the PyInstaller bootloader), libxcb, OpenGL/EGL,
# and fontconfig's setup and a font. tests/test_installer.py runs the app in a root holding
# only these packages (CLEAN_ROOT_PACKAGES there).
DEB_DEPENDS = "libc6 (>= 2.36), zlib1g, libxcb1, libgl1, libegl1, fontconfig-config, fonts-dejavu-core"
DEB_RECOMMENDS = "libwayland-client0, libwayland-cursor0, libwayland-egl1"  # the Wayland platform plugin


def project_version() -> str:
    data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return str(data["project"]["version"])


def folder_size(path: Path) -> int:
    return sum(p.lstat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def mb(size: int) -> str:
    return f"{size / 1e6:.0f} MB"


# -- icons (run in a child process: it needs a QGuiApplication) -------------------------------
def render_png(renderer: object, size: int) -> bytes:
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter

    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)  # type: ignore[attr-defined]
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):  # type: ignore[call-overload,unused-ignore]  # bytes: ValueError
        raise SystemExit(f"could not encode the {size} px icon as PNG")
    buffer.close()
    return bytes(data.data())


def ico_file(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding one PNG per size (Vista and later read PNG entries)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, images = b"", b""
    for size in sizes:
        data = pngs[size]
        entries += struct.pack("<BBBBHHII", size % 256, size % 256, 0, 0, 1, 32, len(data), offset + len(images))
        images += data
    return header + entries + images


def icns_file(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns of PNG entries (the ic07..ic14 types, read since OS X 10.7)."""
    body = b"".join(kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES.items())
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def render_icons(target: Path) -> None:
    """app.png (256 px), app.ico and app.icns in ``target``, from the SVG."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(ROOT))
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtSvg import QSvgRenderer

    import ui  # noqa: F401  (the PySide6 6.12.0 guard of ui/qt_compat.py)

    app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        raise SystemExit(f"{SVG}: not a valid SVG")
    pngs = {size: render_png(renderer, size) for size in sorted({*ICO_SIZES, *ICNS_TYPES.values()})}
    target.mkdir(parents=True, exist_ok=True)
    (target / "app.png").write_bytes(pngs[256])
    (target / "app.ico").write_bytes(ico_file({s: pngs[s] for s in ICO_SIZES}))
    (target / "app.icns").write_bytes(icns_file(pngs))
    del app


# -- the build ------------------------------------------------------------------------------
def run_pyinstaller(dist: Path, work: Path, icons: Path, clean: bool) -> None:
    try:
        import PyInstaller  # type: ignore[import-untyped,unused-ignore]  # noqa: F401
    except ImportError:
        raise SystemExit('PyInstaller is not installed: python -m pip install -e ".[installer]"') from None
    command = [sys.executable, "-m", "PyInstaller", str(SPEC), "--noconfirm", "--log-level", "WARN"]
    command += ["--distpath", str(dist), "--workpath", str(work / "pyinstaller")]
    if clean:
        command.append("--clean")
    env = {**os.environ, "SCOREKEEPER_ICONS": str(icons)}
    subprocess.run(command, check=True, cwd=ROOT, env=env)


def unresolved_libraries(folder: Path) -> dict[str, set[str]]:
    """Linux: libraries the bundle's own files need and neither it nor this machine has.

    PyInstaller bundles what the build machine has; a Qt plugin whose library is
    missing here (say libxcb-icccm4 for the xcb platform) is bundled without it and
    fails on any machine that lacks it too."""
    internal = folder / "_internal"
    env = {**os.environ, "LD_LIBRARY_PATH": f"{internal}:{internal / 'PySide6' / 'Qt' / 'lib'}"}
    missing: dict[str, set[str]] = {}
    for path in sorted(internal.rglob("*.so*")):
        if path.is_symlink() or not path.is_file():
            continue
        result = subprocess.run(["ldd", str(path)], capture_output=True, text=True, env=env)
        for line in result.stdout.splitlines():
            if "=> not found" in line:
                missing.setdefault(line.split()[0], set()).add(path.relative_to(internal).as_posix())
    return missing


def linux_arch() -> str:
    return {"x86_64": "x86_64", "amd64": "x86_64", "aarch64": "aarch64", "arm64": "aarch64"}.get(
        platform.machine().lower(), platform.machine().lower()
    )


def linux_tarball(dist: Path, icons: Path, version: str) -> Path:
    """The folder, the .desktop file, the icon and install.sh under one top folder."""
    top = f"{PACKAGE}-{version}"
    target = dist / f"{top}-linux-{linux_arch()}.tar.gz"
    extras = {
        f"{NAME}.desktop": INSTALLER / "linux" / f"{NAME}.desktop",
        f"{NAME}.png": icons / "app.png",
        "install.sh": INSTALLER / "linux" / "install.sh",
    }

    def owned_by_root(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = "root"
        return info

    partial = target.with_name(target.name + ".part")
    with tarfile.open(partial, "w:gz", compresslevel=6) as tar:
        tar.add(dist / NAME, arcname=f"{top}/{NAME}", filter=owned_by_root)
        for name, source in extras.items():
            tar.add(source, arcname=f"{top}/{name}", filter=owned_by_root)
    os.replace(partial, target)
    return target


def linux_deb(dist: Path, work: Path, icons: Path, version: str) -> Path:
    """/opt/chinese-poker-scorekeeper, /usr/bin/scorekeeper-app, the menu entry and icon."""
    dpkg_deb = shutil.which("dpkg-deb")
    if dpkg_deb is None:
        raise SystemExit("--deb needs dpkg-deb (Debian, Ubuntu)")
    arch = subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True, check=True).stdout.strip()
    stage = work / "deb"
    shutil.rmtree(stage, ignore_errors=True)
    shutil.copytree(dist / NAME, stage / "opt" / PACKAGE, symlinks=True)
    (stage / "usr" / "bin").mkdir(parents=True)
    (stage / "usr" / "bin" / NAME).symlink_to(f"/opt/{PACKAGE}/{NAME}")
    applications = stage / "usr" / "share" / "applications"
    applications.mkdir(parents=True)
    shutil.copy2(INSTALLER / "linux" / f"{NAME}.desktop", applications)
    icon_dir = stage / "usr" / "share" / "icons" / "hicolor" / "256x256" / "apps"
    icon_dir.mkdir(parents=True)
    shutil.copy2(icons / "app.png", icon_dir / f"{NAME}.png")
    for path in [stage, *stage.rglob("*")]:
        if not path.is_symlink():
            executable = path.is_dir() or os.access(path, os.X_OK)
            path.chmod(0o755 if executable else 0o644)
    (stage / "DEBIAN").mkdir()
    control = (
        f"Package: {PACKAGE}\n"
        f"Version: {version}\n"
        f"Architecture: {arch}\n"
        "Maintainer: Chinese Poker Scorekeeper <scorekeeper@localhost>\n"
        f"Installed-Size: {folder_size(stage) // 1024}\n"
        f"Depends: {DEB_DEPENDS}\n"
        f"Recommends: {DEB_RECOMMENDS}\n"
        "Section: games\n"
        "Priority: optional\n"
        f"Description: {TITLE} (Pusoy, 十三張)\n"
        " Score Chinese poker hands as they are played: fouls, royalties and naturals,\n"
        " a crash-proof book of sessions, settle-up and Excel ledgers.\n"
    )
    (stage / "DEBIAN" / "control").write_text(control, encoding="utf-8")
    target = dist / f"{PACKAGE}_{version}_{arch}.deb"
    subprocess.run([dpkg_deb, "--root-owner-group", "-Zgzip", "--build", str(stage), str(target)], check=True)
    return target


def macos_dmg(dist: Path, work: Path, version: str) -> Path:
    app = dist / f"{TITLE}.app"
    stage = work / "dmg"
    shutil.rmtree(stage, ignore_errors=True)
    stage.mkdir(parents=True)
    shutil.copytree(app, stage / app.name, symlinks=True)
    (stage / "Applications").symlink_to("/Applications")
    target = dist / f"{PACKAGE}-{version}-macos-{platform.machine()}.dmg"
    command = ["hdiutil", "create", "-volname", TITLE, "-srcfolder", str(stage), "-ov", "-format", "UDZO", str(target)]
    subprocess.run(command, check=True)
    return target


def windows_setup(dist: Path, icons: Path, version: str) -> Path:
    folders = [Path(os.environ.get(v, "")) for v in ("ProgramFiles(x86)", "ProgramFiles")]
    folders.append(Path(os.environ.get("LOCALAPPDATA", "")) / "Programs")  # a per-user Inno Setup
    candidates = [shutil.which("iscc"), *(folder / "Inno Setup 6" / "ISCC.exe" for folder in folders)]
    iscc = next((str(c) for c in candidates if c and Path(c).is_file()), None)
    if iscc is None:
        raise SystemExit("--setup needs Inno Setup 6 (ISCC.exe): https://jrsoftware.org/isinfo.php")
    script = INSTALLER / "windows" / "scorekeeper.iss"
    defines = [f"/DAppVersion={version}", f"/DBundleDir={dist / NAME}", f"/DIconFile={icons / 'app.ico'}"]
    subprocess.run([iscc, *defines, f"/O{dist}", str(script)], check=True)
    return dist / f"{PACKAGE}-{version}-setup.exe"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dist", type=Path, default=INSTALLER / "dist", help="output folder (default installer/dist)")
    parser.add_argument("--work", type=Path, default=INSTALLER / "build", help="work folder (default installer/build)")
    parser.add_argument("--clean", action="store_true", help="empty PyInstaller's cache first")
    parser.add_argument("--no-package", action="store_true", help="only the app folder: no tarball, .deb, .dmg")
    parser.add_argument("--deb", action="store_true", help="Linux: also a .deb (dpkg-deb)")
    parser.add_argument("--dmg", action="store_true", help="macOS: also a .dmg (hdiutil)")
    parser.add_argument("--setup", action="store_true", help="Windows: also the Inno Setup installer (ISCC.exe)")
    parser.add_argument("--render-icons", type=Path, metavar="DIR", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.render_icons:
        render_icons(args.render_icons)
        return 0

    started = time.perf_counter()
    version = project_version()
    dist, work = args.dist.resolve(), args.work.resolve()
    icons = work / "icons"
    print(f"building {TITLE} {version} for {sys.platform} ({platform.machine()}) into {dist}", flush=True)
    env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM") or "offscreen"}
    subprocess.run([sys.executable, __file__, "--render-icons", str(icons)], check=True, env=env)
    run_pyinstaller(dist, work, icons, args.clean)
    folder = dist / NAME
    print(f"app folder: {folder} ({mb(folder_size(folder))}) in {time.perf_counter() - started:.0f} s", flush=True)
    if sys.platform.startswith("linux") and shutil.which("ldd"):
        for library, users in unresolved_libraries(folder).items():
            print(f"warning: {library} is not bundled (not on this machine), needed by {', '.join(sorted(users))}")

    made: list[Path] = []
    if sys.platform == "darwin":
        made.append(dist / f"{TITLE}.app")
    if not args.no_package:
        if sys.platform.startswith("linux"):
            made.append(linux_tarball(dist, icons, version))
            if args.deb:
                made.append(linux_deb(dist, work, icons, version))
        elif sys.platform == "darwin" and args.dmg:
            made.append(macos_dmg(dist, work, version))
        elif sys.platform == "win32" and args.setup:
            made.append(windows_setup(dist, icons, version))
    for path in made:
        size = folder_size(path) if path.is_dir() else path.stat().st_size
        print(f"made {path} ({mb(size)})", flush=True)
    print(f"done in {time.perf_counter() - started:.0f} s; check it: {folder / NAME} --self-test", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
