"""The package's shape, checked: what a new maintainer relies on when reading it."""

from __future__ import annotations

import re
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
PACKAGE = REPO / "sitesampler"


def test_stats_keys_are_spelled_in_one_module():
    """Every ``sitesampler/...`` stats key is a name in ``sitesampler/stats.py``, so a key can
    be renamed, or looked up, in one place."""
    spelled = re.compile(r"""f?["']sitesampler/[a-z_]+""")
    offenders = [f"{path.relative_to(REPO)}:{number}"
                 for path in sorted(PACKAGE.rglob("*.py")) if path.name != "stats.py"
                 for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
                 if spelled.search(line)]
    assert not offenders


def test_every_file_the_architecture_names_exists():
    """``docs/ARCHITECTURE.md`` traces a URL through named files; a rename must update it.
    Paths are checked from the repository root, bare module names (``lanes.py``) under the
    package."""
    text = (REPO / "docs" / "ARCHITECTURE.md").read_text(encoding="utf-8")
    named = set(re.findall(r"[\w./-]+\.(?:py|md)\b", text))
    assert len(named) > 20  # the trace names the files it passes through
    package_files = {path.name for path in PACKAGE.rglob("*.py")}
    missing = sorted(name for name in named
                     if not ((REPO / name).exists() if "/" in name else name in package_files))
    assert not missing


def test_every_file_the_readme_and_the_docs_name_exists():
    """A path in README.md or docs/*.md (``sitesampler/core/learned.py``, ``.ci/install-tools``)
    is one a reader opens; a module that became a package must not leave its old name behind.
    Files only: ``sitesampler/problems/<kind>`` is a stats key, ``bench/out/`` a run's output."""
    file_path = re.compile(r"(?<![\w/.-])((?:sitesampler|tests|bench|docs|tools|\.ci)/[\w./-]*\w)")
    documents = [REPO / "README.md", *sorted((REPO / "docs").glob("*.md"))]
    named = {(document.name, path) for document in documents
             for path in file_path.findall(document.read_text(encoding="utf-8"))
             if re.search(r"\.[a-z]+$", path) or path.startswith(".ci/")}
    assert len(named) > 50
    assert not sorted((document, path) for document, path in named if not (REPO / path).exists())


def test_the_allocator_reads_no_clusterer_internals():
    """The allocator knows ``Cluster``s only: nothing it imports comes from a clusterer's
    package, so a clusterer can be replaced without touching it."""
    source = (PACKAGE / "core" / "allocator.py").read_text(encoding="utf-8")
    imports = re.findall(r"^\s*(?:from|import)\s+(\S+)", source, re.MULTILINE)
    assert imports  # the pattern reads this file's imports
    assert [name for name in imports if "learned" in name] == []
