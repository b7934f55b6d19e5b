"""Copy a labelled corpus folder into the repository's own ``bench/corpus``.

    python bench/sync_corpus.py FOLDER

FOLDER holds ``sites/<name>/`` and ``synthetic/`` laid out as ``bench/corpus`` is (see its
README). Every file of a site folder is copied, its collected ``pages.tar.xz`` and
``pages.json`` too when the source has them (``.gitignore`` keeps those out of commits). Files
are added or replaced, never deleted, so a site labelled here and not yet upstream survives a
sync. Prints one line per site copied.
"""

from __future__ import annotations

import argparse
import shutil
import sys
from pathlib import Path

TARGET = Path(__file__).resolve().parent / "corpus"
TOP_LEVEL_FILES = ("LABELING.md", "label_lib.py", "INDEX.md")


def sync(source: Path, target: Path = TARGET) -> list[str]:
    """Copy every site folder, the synthetic sets and the top-level notes; return the site names."""
    if not (source / "sites").is_dir():
        raise SystemExit(f"sync_corpus: {source} has no sites/ folder")
    copied = []
    for folder in sorted(p for p in (source / "sites").iterdir() if p.is_dir()):
        shutil.copytree(folder, target / "sites" / folder.name, dirs_exist_ok=True)
        copied.append(folder.name)
    if (source / "synthetic").is_dir():
        shutil.copytree(source / "synthetic", target / "synthetic", dirs_exist_ok=True)
    for name in TOP_LEVEL_FILES:
        if (source / name).is_file():
            shutil.copy2(source / name, target / name)
    return copied


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("folder", type=Path, help="a labelled corpus folder (sites/, synthetic/)")
    folder = parser.parse_args(argv).folder
    for name in sync(folder):
        print(f"synced {name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
