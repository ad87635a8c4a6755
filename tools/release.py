"""Make a release of the game for the system this runs on: build, smoke-test, archive, checksums, notes.

Run it with the Python of a build environment (`pip install -c constraints.txt '.[build]'`):

    python tools/release.py                       # every step below, in order
    python tools/release.py --glibc-floor 2.35    # the same, failing if the Linux bundle needs a newer glibc
    python tools/release.py notes --tag v0.2.0    # only the release notes (the tag must name this version)
    python tools/release.py sums DIR              # SHA256SUMS over every archive in DIR

The steps: `build` runs PyInstaller on build.spec; `smoke` runs the bundle's own
console program headless (its version, a demo whose JSON line and screenshot
.ci/bundle-smoke.py checks, and simulate on two spawned workers against one
process); `glibc` prints the highest glibc symbol version any binary of a Linux
bundle needs; `archive` packs the bundle as
classified-info-VERSION-PLATFORM-ARCH (.tar.gz on Linux, .zip elsewhere);
`sums` writes SHA256SUMS beside the archive; `notes` writes the CHANGELOG.md
section of this version. Everything lands in out/release/.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import platform
import re
import shutil
import struct
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
OUT = ROOT / "out" / "release"
NAME = "classified-info"
APP = "Classified Information.app"


ICONS = ROOT / "assets" / "icon"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512, 1024)
"""The sizes assets/icon/make_icon.py draws."""


def write_icon(target: Path) -> str:
    """The icon as a Windows .ico (16 to 256 px) or a macOS .icns (16 to 1024 px), made from the
    drawn PNGs, each size from its own drawing. Pillow is imported here: only the build needs it."""
    from PIL import Image

    images = {size: Image.open(ICONS / f"icon-{size}.png") for size in ICON_SIZES}
    target.parent.mkdir(parents=True, exist_ok=True)
    if target.suffix == ".ico":
        sizes = [size for size in ICON_SIZES if size <= 256]
        images[256].save(target, format="ICO", sizes=[(size, size) for size in sizes],
                         append_images=[images[size] for size in sizes if size != 256])
    elif target.suffix == ".icns":
        images[1024].save(target, format="ICNS", append_images=[images[size] for size in ICON_SIZES if size != 1024])
    else:
        raise ReleaseError(f"{target}: an icon is a .ico or a .icns")
    return str(target)


class ReleaseError(Exception):
    """A step found the release unfit to ship; the message says what and where."""


def version() -> str:
    """The version, from its one place (game/__init__.py), read without importing the game."""
    text = (ROOT / "game" / "__init__.py").read_text(encoding="utf-8")
    found = re.search(r'^__version__ = "([^"]+)"$', text, re.MULTILINE)
    if found is None:
        raise ReleaseError("game/__init__.py has no line __version__ = \"X.Y.Z\"")
    return found.group(1)


def system() -> str:
    """linux, windows or macos."""
    return {"win32": "windows", "darwin": "macos"}.get(sys.platform, "linux" if sys.platform.startswith("linux")
                                                       else sys.platform)


def machine() -> str:
    """The processor as players name it: x86_64 or arm64."""
    name = platform.machine().lower()
    return {"amd64": "x86_64", "x64": "x86_64", "aarch64": "arm64"}.get(name, name)


def archive_stem() -> str:
    return f"{NAME}-{version()}-{system()}-{machine()}"


def bundle() -> Path:
    """What ships: the .app on macOS, the one folder elsewhere."""
    return DIST / APP if system() == "macos" else DIST / NAME


def console_program() -> Path:
    """The bundle's console program, which the smoke test runs."""
    if system() == "macos":
        return bundle() / "Contents" / "MacOS" / f"{NAME}-cli"
    return bundle() / (f"{NAME}-cli.exe" if system() == "windows" else f"{NAME}-cli")


def step(title: str) -> None:
    print(f"== {title}", flush=True)


def build() -> None:
    step(f"build {version()} with build.spec")
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
                    "build.spec"], cwd=ROOT, check=True)
    if not console_program().exists():
        raise ReleaseError(f"the build made no {console_program()}")


def headless_env(home: Path) -> dict[str, str]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", CLASSIFIED_INFO_HOME=str(home))
    env.pop("PYTHONPATH", None)
    return env


def run_bundle(*args: str, env: dict[str, str]) -> str:
    """The console program's standard output; a failure says what it printed."""
    done = subprocess.run([str(console_program()), *args], env=env, capture_output=True, text=True, timeout=300)
    if done.returncode != 0:
        raise ReleaseError(f"{NAME}-cli {' '.join(args)} exited with {done.returncode}:\n{done.stdout}{done.stderr}")
    return done.stdout


def comparable(report_text: str) -> dict:
    """A simulate --json report without what changes from run to run (the time taken)."""
    report = json.loads(report_text.strip().splitlines()[-1])
    report.pop("seconds", None)
    report.pop("think_ms", None)
    return report


def smoke() -> None:
    step(f"smoke-test {bundle().relative_to(ROOT)}")
    OUT.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as home:
        env = headless_env(Path(home))
        said = run_bundle("--version", env=env).strip()
        if said != f"{NAME} {version()}":
            raise ReleaseError(f"the bundle says {said!r}, not {NAME} {version()} (the archive's version)")
        print(f"--version: {said}")
        demo, screenshot = OUT / "bundle-demo.txt", OUT / "bundle-demo.png"
        demo.write_text(run_bundle("demo", "--seconds", "4", "--speed", "4", "--screenshot", str(screenshot),
                                   env=env))
        checked = subprocess.run([sys.executable, str(ROOT / ".ci" / "bundle-smoke.py"), str(demo), str(screenshot),
                                  str(bundle())], env=env)
        if checked.returncode != 0:
            raise ReleaseError("the bundle's demo failed its smoke test (above)")
        games = ("simulate", "--games", "12", "--seed", "3", "--json")
        one = comparable(run_bundle(*games, env=env))
        two = comparable(run_bundle(*games, "--jobs", "2", env=env))
        if one != two:
            raise ReleaseError(f"simulate on two spawned workers differs from one process:\n{one}\n{two}")
        print(f"simulate --jobs 2 (spawned workers) matches one process: wins {two['wins']}, ties {two['ties']}")


ELF_MAGIC = b"\x7fELF"
SHT_GNU_VERNEED = 0x6FFFFFFE


def _c_string(data: bytes, offset: int) -> str:
    return data[offset:data.index(b"\0", offset)].decode("ascii", "replace")


def glibc_versions(data: bytes) -> set[tuple[int, ...]]:
    """The GLIBC_x.y symbol versions an ELF file needs (its .gnu.version_r section)."""
    if data[:4] != ELF_MAGIC:
        return set()
    wide, order = data[4] == 2, "<" if data[5] == 1 else ">"
    shoff = struct.unpack_from(order + ("Q" if wide else "I"), data, 0x28 if wide else 0x20)[0]
    entsize, count = struct.unpack_from(order + "HH", data, 0x3A if wide else 0x2E)
    header = order + ("IIQQQQII" if wide else "IIIIIIII")
    sections = [struct.unpack_from(header, data, shoff + i * entsize) for i in range(count)]
    found = set()
    for _, kind, _, _, offset, _, link, entries in sections:
        if kind != SHT_GNU_VERNEED:
            continue
        strings = sections[link][4]
        need = offset
        for _ in range(entries):
            _, aux_count, _, aux, following = struct.unpack_from(order + "HHIII", data, need)
            at = need + aux
            for _ in range(aux_count):
                _, _, _, name, next_aux = struct.unpack_from(order + "IHHII", data, at)
                text = _c_string(data, strings + name)
                if re.fullmatch(r"GLIBC_\d+(\.\d+)*", text):
                    found.add(tuple(int(part) for part in text[6:].split(".")))
                at += next_aux
            need += following
    return found


def glibc(floor: str | None) -> None:
    """Print the highest glibc version the Linux bundle needs, and which files need it; above `floor` fails."""
    step("glibc floor")
    needs: dict[tuple[int, ...], list[str]] = {}
    for path in sorted(bundle().rglob("*")):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as file:
                if file.read(4) != ELF_MAGIC:
                    continue
            for needed in glibc_versions(path.read_bytes()):
                needs.setdefault(needed, []).append(str(path.relative_to(bundle())))
    if not needs:
        raise ReleaseError("no binary of the bundle names a glibc version: is it a Linux bundle?")
    highest = max(needs)
    figure = ".".join(map(str, highest))
    print(f"the bundle needs glibc {figure} (GLIBC_{figure}, through {', '.join(needs[highest])})")
    if floor is not None and highest > tuple(int(part) for part in floor.split(".")):
        raise ReleaseError(f"the bundle needs glibc {figure}, above the {floor} that README promises")


def archive() -> Path:
    step("archive")
    OUT.mkdir(parents=True, exist_ok=True)
    stem = archive_stem()
    if system() == "linux":
        target = OUT / f"{stem}.tar.gz"
        with tarfile.open(target, "w:gz") as tar:
            tar.add(bundle(), arcname=stem)  # keeps the console program's link and every mode
    elif system() == "macos":
        target = OUT / f"{stem}.zip"
        target.unlink(missing_ok=True)
        # ditto keeps the .app's links, modes and signatures, which a plain zip loses
        subprocess.run(["ditto", "-c", "-k", "--sequesterRsrc", "--keepParent", str(bundle()), str(target)],
                       check=True)
    else:
        target = OUT / f"{stem}.zip"
        with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as packed:
            for path in sorted(bundle().rglob("*")):
                packed.write(path, Path(stem) / path.relative_to(bundle()))
    print(f"{target.relative_to(ROOT)}: {target.stat().st_size / 2**20:.1f} MiB")
    return target


ARCHIVES = (".tar.gz", ".zip", ".dmg")


def sums(folder: Path) -> Path:
    """SHA256SUMS over every archive in `folder`, in the form `sha256sum -c` reads."""
    step(f"checksums in {folder}")
    lines = []
    for path in sorted(folder.iterdir()):
        if path.is_file() and path.name.endswith(ARCHIVES):
            digest = hashlib.sha256(path.read_bytes()).hexdigest()
            lines.append(f"{digest}  {path.name}\n")
    if not lines:
        raise ReleaseError(f"{folder} holds no archive to sum")
    target = folder / "SHA256SUMS"
    target.write_text("".join(lines), encoding="utf-8")
    print("".join(lines), end="")
    return target


def changelog_section(text: str, wanted: str) -> str:
    """The body of `## [wanted]` in a Keep a Changelog file, up to the next version's heading."""
    found = re.search(rf"^## \[{re.escape(wanted)}\][^\n]*\n(.*?)(?=^## \[|\Z)", text, re.MULTILINE | re.DOTALL)
    if found is None or not found.group(1).strip():
        raise ReleaseError(f"CHANGELOG.md has no section for {wanted}: add `## [{wanted}] - DATE` with its changes")
    return found.group(1).strip() + "\n"


def notes(tag: str | None) -> Path:
    step("release notes")
    if tag is not None and tag != f"v{version()}":
        raise ReleaseError(f"the tag {tag} does not name this version ({version()}): tag v{version()}")
    OUT.mkdir(parents=True, exist_ok=True)
    target = OUT / "release-notes.md"
    target.write_text(changelog_section((ROOT / "CHANGELOG.md").read_text(encoding="utf-8"), version()),
                      encoding="utf-8")
    print(f"{target.relative_to(ROOT)}: the CHANGELOG.md section of {version()}")
    return target


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--glibc-floor", metavar="X.Y", help="fail if the Linux bundle needs a newer glibc")
    steps = parser.add_subparsers(dest="step")
    only_notes = steps.add_parser("notes", help="only the release notes")
    only_notes.add_argument("--tag", help="the release's tag, which must be vVERSION")
    only_sums = steps.add_parser("sums", help="only SHA256SUMS, over every archive in a folder")
    only_sums.add_argument("folder", type=Path)
    args = parser.parse_args(argv)
    try:
        if args.step == "notes":
            notes(args.tag)
        elif args.step == "sums":
            sums(args.folder)
        else:
            shutil.rmtree(OUT, ignore_errors=True)  # no archive of an earlier run among this one's
            notes(None)  # first: a version without its changelog section is not worth building
            build()
            smoke()
            if system() == "linux":
                glibc(args.glibc_floor)
            sums(archive().parent)
    except ReleaseError as error:
        print(f"release: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
