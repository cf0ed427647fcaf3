"""The installers: build the wheel and the Linux bundle from this checkout and run ``--self-test`` on them.

The build tests are marked ``installer`` (a minute or two: a wheel, PyInstaller, then a
tarball and a .deb) and run only when ``SCOREKEEPER_INSTALLER_TESTS=1``: ``.ci/run`` sets it
in its installer step, after it has installed PyInstaller (``.[installer]``). A test never
installs anything from the network. The checks of the self-test from source run always.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import struct
import subprocess
import sys
import tarfile
import time
import tomllib
import zipfile
from dataclasses import dataclass
from pathlib import Path

import pytest

from scorekeeper_app import self_test

ROOT = Path(__file__).resolve().parent.parent
BUILD = ROOT / "installer" / "build.py"
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
APP = "scorekeeper-app"
CHECKS = len(self_test.CHECKS)
MAX_BUNDLE_MB = 260  # about 200 MB now; QtQuick, WebEngine or GTK creeping in would pass this
UNWANTED_LIBS = ("Qt6Quick", "Qt6Qml", "Qt6WebEngine", "Qt63D", "Qt6Multimedia", "libgtk-3", "Qt6VirtualKeyboard")
# A bare Debian with only the .deb's dependencies (DEB_DEPENDS of installer/build.py and theirs).
CLEAN_ROOT_PACKAGES = [
    *("libc6", "zlib1g", "libxcb1", "libxau6", "libxdmcp6", "libbsd0", "libmd0"),
    *("libgl1", "libglx0", "libglvnd0", "libegl1", "fontconfig-config", "fonts-dejavu-core"),
]


@dataclass(frozen=True)
class Built:
    dist: Path
    work: Path
    seconds: float

    @property
    def folder(self) -> Path:
        return self.dist / APP


def offscreen_env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("QT_", "PYTHON"))}
    return {**env, "QT_QPA_PLATFORM": "offscreen", **extra}


def run_self_test(executable: Path, **env: str) -> str:
    """Run ``--self-test``; returns its output after checking it passed."""
    result = subprocess.run(
        [str(executable), "--self-test"], capture_output=True, text=True, timeout=120, env=offscreen_env(**env)
    )
    output = result.stdout
    assert result.returncode == 0, f"self-test failed ({result.returncode}):\n{output}\n{result.stderr[-4000:]}"
    assert output.count("\nok   ") == CHECKS, output
    assert f"{CHECKS} of {CHECKS} checks passed" in output
    return output


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Built:
    if importlib.util.find_spec("PyInstaller") is None:
        pytest.fail('PyInstaller is not installed: pip install -e ".[installer]" (.ci/run does, before this step)')
    base = tmp_path_factory.mktemp("installer")
    command = [sys.executable, str(BUILD), "--dist", str(base / "dist"), "--work", str(base / "work")]
    if shutil.which("dpkg-deb"):
        command.append("--deb")
    started = time.perf_counter()
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=1800)
    assert result.returncode == 0, f"build failed:\n{result.stdout[-3000:]}\n{result.stderr[-6000:]}"
    return Built(base / "dist", base / "work", time.perf_counter() - started)


INSTALLER_TESTS = "SCOREKEEPER_INSTALLER_TESTS"
installer = pytest.mark.skipif(
    os.environ.get(INSTALLER_TESTS) != "1", reason=f"builds installers: set {INSTALLER_TESTS}=1 (.ci/run does)"
)


# -- from source (fast) -----------------------------------------------------------------------
def test_self_test_reports_a_failing_check(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    def broken(folder: Path) -> str:
        raise self_test.CheckFailed("the numbers disagree")

    monkeypatch.setattr(self_test, "CHECKS", [("score", self_test.check_score), ("broken", broken)])
    assert self_test.run() == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines[1].startswith("ok   score: ") and lines[2] == "FAIL broken: the numbers disagree"
    assert lines[-1] == "self-test: 1 of 2 checks passed"


def test_app_routes_self_test_before_any_window(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "scorekeeper_app.app", "--self-test"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        env=offscreen_env(HOME=str(tmp_path)),
    )
    assert result.returncode == 0, result.stdout + result.stderr[-4000:]
    assert "from source" in result.stdout and f"{CHECKS} of {CHECKS} checks passed" in result.stdout


# -- the wheel (slow) ---------------------------------------------------------------------------
WHEEL_RESOURCES = (
    "scorekeeper_app/resources/icons/app.svg",
    "scorekeeper_app/resources/fonts/DroidSansFallbackFull.ttf",
    *(f"scorekeeper_app/resources/translations/scorekeeper_{code}.qm" for code in ("zh_TW", "zh_CN", "nl")),
    "scorekeeper/data/advisor_tables.json",
)
# The installed project's dependencies (and theirs) are borrowed from this environment.
BORROWED = ("platformdirs", "openpyxl", "PySide6", "shiboken6", "numpy")


def _site_of(module: str) -> Path:
    spec = importlib.util.find_spec(module)
    assert spec is not None and spec.origin is not None, f"{module} is not installed here"
    return Path(spec.origin).resolve().parent.parent


@pytest.mark.slow
@pytest.mark.installer
@installer
def test_wheel_installs_complete_into_a_fresh_environment(tmp_path: Path) -> None:
    """``pip wheel .``, install that wheel alone into a new virtual environment, run its ``--self-test``.

    The environment gets only the wheel; its dependencies come from this one through a
    ``.pth`` file listing their folders (no download, and no editable install or checkout on
    the path: it runs outside the checkout), so the icon, catalogues and font it finds are
    the wheel's own.
    """
    wheels = tmp_path / "wheels"
    build = [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(wheels), str(ROOT)]
    result = subprocess.run(build, cwd=tmp_path, capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stdout + result.stderr[-4000:]
    [wheel] = wheels.glob("chinese_poker_scorekeeper-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
    assert not [name for name in WHEEL_RESOURCES if name not in names]
    assert not [name for name in names if name.startswith(("ui/", "resources/"))]  # only the installed names

    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=120)
    python = venv / "bin" / "python"
    install = [sys.executable, "-m", "pip", "--python", str(python), "install", "--no-deps", "-q", str(wheel)]
    result = subprocess.run(install, cwd=tmp_path, capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stdout + result.stderr[-4000:]
    ask = [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"]
    purelib = subprocess.run(ask, capture_output=True, text=True, check=True).stdout.strip()
    borrowed = sorted({str(_site_of(module)) for module in BORROWED})
    (Path(purelib) / "borrowed_dependencies.pth").write_text("\n".join(borrowed) + "\n", encoding="utf-8")

    ask = [str(python), "-c", "import scorekeeper as e, scorekeeper_app as a; print(e.__file__, a.__file__)"]
    where = subprocess.run(ask, cwd=tmp_path, capture_output=True, text=True, env=offscreen_env())
    assert where.returncode == 0, where.stderr
    assert all(Path(p).is_relative_to(venv) for p in where.stdout.split()), where.stdout
    output = run_self_test(venv / "bin" / APP, HOME=str(tmp_path))
    assert f"resources found in {Path(purelib) / 'scorekeeper_app' / 'resources'}" in output


# -- the built bundle (slow) ------------------------------------------------------------------
@pytest.mark.slow
@pytest.mark.installer
@installer
def test_bundle_passes_its_self_test(built: Built, tmp_path: Path) -> None:
    output = run_self_test(built.folder / APP, HOME=str(tmp_path))
    assert "self-test: frozen" in output
    assert str(built.folder) in output  # the resources were found inside the bundle
    size = sum(p.stat().st_size for p in built.folder.rglob("*") if p.is_file() and not p.is_symlink())
    print(f"\nbundle: {size / 1e6:.0f} MB, built and packaged in {built.seconds:.0f} s\n{output}")


@pytest.mark.slow
@pytest.mark.installer
@installer
def test_bundle_holds_the_resources_and_not_what_we_never_use(built: Built) -> None:
    internal = built.folder / "_internal"
    assert (internal / "scorekeeper_app" / "resources" / "icons" / "app.svg").is_file()
    assert (internal / "scorekeeper" / "data" / "advisor_tables.json").is_file()
    unwanted = [p.name for p in internal.rglob("*") if any(u in p.name for u in UNWANTED_LIBS)]
    assert not unwanted
    size = sum(p.stat().st_size for p in built.folder.rglob("*") if p.is_file() and not p.is_symlink())
    assert size < MAX_BUNDLE_MB * 1e6


@pytest.mark.slow
@pytest.mark.installer
@installer
def test_icons_are_rendered_from_the_svg(built: Built) -> None:
    icons = built.work / "icons"
    png = (icons / "app.png").read_bytes()
    assert png[:8] == b"\x89PNG\r\n\x1a\n" and struct.unpack(">II", png[16:24]) == (256, 256)
    ico = (icons / "app.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind, count) == (0, 1, 9)
    for i in range(count):
        size, offset = struct.unpack("<II", ico[6 + 16 * i + 8 : 6 + 16 * i + 16])
        assert ico[offset : offset + 8] == b"\x89PNG\r\n\x1a\n" and offset + size <= len(ico)
    icns = (icons / "app.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
    assert b"ic08" in icns and b"ic10" in icns


@pytest.mark.slow
@pytest.mark.installer
@installer
def test_tarball_installs_into_local_and_uninstalls(built: Built, tmp_path: Path) -> None:
    tarball = built.dist / f"chinese-poker-scorekeeper-{VERSION}-linux-x86_64.tar.gz"
    if not tarball.exists():
        [tarball] = built.dist.glob(f"chinese-poker-scorekeeper-{VERSION}-linux-*.tar.gz")
    top = f"chinese-poker-scorekeeper-{VERSION}"
    with tarfile.open(tarball) as tar:
        names = set(tar.getnames())
        assert {f"{top}/install.sh", f"{top}/{APP}.desktop", f"{top}/{APP}.png", f"{top}/{APP}/{APP}"} <= names
        tar.extractall(tmp_path / "unpacked", filter="tar")
    home = tmp_path / "home"
    home.mkdir()
    env = {"HOME": str(home), "PATH": "/usr/bin:/bin"}
    install = tmp_path / "unpacked" / top / "install.sh"
    result = subprocess.run([str(install)], capture_output=True, text=True, env=env, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr

    app = home / ".local" / "lib" / "chinese-poker-scorekeeper"
    command = home / ".local" / "bin" / APP
    desktop = home / ".local" / "share" / "applications" / f"{APP}.desktop"
    icon = home / ".local" / "share" / "icons" / "hicolor" / "256x256" / "apps" / f"{APP}.png"
    assert command.is_symlink() and command.resolve() == (app / APP).resolve()
    assert icon.is_file()
    entry = desktop.read_text(encoding="utf-8")
    assert f'Exec="{app}/{APP}" %f' in entry.splitlines() and "Icon=scorekeeper-app" in entry
    if shutil.which("desktop-file-validate"):
        check = subprocess.run(["desktop-file-validate", str(desktop)], capture_output=True, text=True)
        assert check.returncode == 0 and not check.stdout.strip(), check.stdout + check.stderr
    run_self_test(command, HOME=str(home))  # through the symlink, as the menu and a shell start it

    result = subprocess.run([str(install), "--uninstall"], capture_output=True, text=True, env=env, timeout=60)
    assert result.returncode == 0, result.stdout + result.stderr
    assert not app.exists() and not command.is_symlink() and not desktop.exists() and not icon.exists()


@pytest.mark.slow
@pytest.mark.installer
@installer
def test_deb_package(built: Built, tmp_path: Path) -> None:
    if not shutil.which("dpkg-deb"):
        pytest.skip("dpkg-deb is not installed (the .deb is optional)")
    [deb] = built.dist.glob(f"chinese-poker-scorekeeper_{VERSION}_*.deb")

    def field(name: str) -> str:
        return subprocess.run(["dpkg-deb", "-f", str(deb), name], capture_output=True, text=True).stdout.strip()

    assert field("Package") == "chinese-poker-scorekeeper" and field("Version") == VERSION
    assert {"libgl1", "libegl1", "zlib1g"} <= {d.split()[0] for d in field("Depends").split(", ")}
    listing = subprocess.run(["dpkg-deb", "-c", str(deb)], capture_output=True, text=True, check=True).stdout
    for path in (
        f"./usr/bin/{APP} -> /opt/chinese-poker-scorekeeper/{APP}",
        f"./usr/share/applications/{APP}.desktop",
        f"./usr/share/icons/hicolor/256x256/apps/{APP}.png",
        f"./opt/chinese-poker-scorekeeper/{APP}",
    ):
        assert path in listing
    assert " root/root " in listing
    subprocess.run(["dpkg-deb", "-x", str(deb), str(tmp_path / "root")], check=True)
    run_self_test(tmp_path / "root" / "opt" / "chinese-poker-scorekeeper" / APP, HOME=str(tmp_path))


def _clean_root(target: Path) -> None:
    """Only the files of CLEAN_ROOT_PACKAGES (as installed here), in a merged-/usr layout."""
    for folder in ("usr/lib", "usr/lib64", "usr/bin", "usr/sbin", "tmp", "root", "app"):
        (target / folder).mkdir(parents=True, exist_ok=True)
    for link in ("lib", "lib64", "bin", "sbin"):
        (target / link).symlink_to(f"usr/{link}")
    (target / "tmp").chmod(0o1777)
    for package in CLEAN_ROOT_PACKAGES:
        listed = subprocess.run(["dpkg", "-L", package], capture_output=True, text=True)
        if listed.returncode != 0:
            pytest.skip(f"{package} is not installed here to build the clean root from")
        for line in listed.stdout.splitlines():
            source = Path(line)
            if source.is_dir() and not source.is_symlink() or not source.exists() and not source.is_symlink():
                continue
            copy = target / Path(os.path.realpath(source.parent)).relative_to("/") / source.name
            copy.parent.mkdir(parents=True, exist_ok=True)
            if not copy.exists() and not copy.is_symlink():
                shutil.copy2(source, copy, follow_symlinks=False)


@pytest.mark.slow
@pytest.mark.installer
@installer
def test_bundle_runs_on_a_bare_system_with_only_the_declared_dependencies(built: Built, tmp_path: Path) -> None:
    """chroot into a root holding nothing but the .deb's dependencies, and run the self-test there."""
    chroot = shutil.which("chroot") or "/usr/sbin/chroot"
    if os.geteuid() != 0 or not Path(chroot).exists() or not shutil.which("dpkg"):
        pytest.skip("needs root, chroot and dpkg (Debian or Ubuntu)")
    root = tmp_path / "root"
    _clean_root(root)
    shutil.copytree(built.folder, root / "app" / APP, symlinks=True)
    env = {"QT_QPA_PLATFORM": "offscreen", "HOME": "/root", "PATH": "/usr/bin:/bin"}
    command = [chroot, str(root), f"/app/{APP}/{APP}", "--self-test"]
    result = subprocess.run(command, capture_output=True, text=True, env=env, timeout=120)
    if result.returncode != 0 and "Operation not permitted" in result.stderr:
        pytest.skip("chroot is not permitted here")
    assert result.returncode == 0, f"{result.stdout}\n{result.stderr[-4000:]}"
    assert f"{CHECKS} of {CHECKS} checks passed" in result.stdout
