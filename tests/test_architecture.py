"""The package's shape, checked: what a new maintainer relies on when reading it."""

from __future__ import annotations

import ast
import re
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
PACKAGE = REPO / "sitesampler"


def test_stats_keys_are_spelled_in_one_module():
    """Every ``sitesampler/...`` stats key is a name in ``sitesampler/crawl/stats.py``, so a key can
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


def test_every_setting_the_crawl_reads_is_documented():
    """A ``SITESAMPLER_...`` setting the package reads or sets is one a user may pass with
    ``-s``: README.md or docs/*.md name it. The test helpers' own settings
    (``sitesampler/testing/``) are for tests, not users."""
    setting = re.compile(r"\bSITESAMPLER_[A-Z][A-Z_]*[A-Z]\b")
    read = {name for path in sorted(PACKAGE.rglob("*.py")) if "testing" not in path.relative_to(PACKAGE).parts
            for name in setting.findall(path.read_text(encoding="utf-8"))}
    assert len(read) > 15
    documents = " ".join(document.read_text(encoding="utf-8")
                         for document in [REPO / "README.md", *sorted((REPO / "docs").glob("*.md"))])
    assert not sorted(name for name in read if name not in set(setting.findall(documents)))


def imported_modules(path: Path) -> set[str]:
    """The package's modules that ``path`` imports, at the top, in a function or under
    ``TYPE_CHECKING`` alike: ``from x import y`` counts ``x.y`` when that is a module."""
    relative = path.relative_to(REPO).with_suffix("")
    is_package = relative.name == "__init__"
    module = ".".join(relative.parts[:-1] if is_package else relative.parts)
    package = module if is_package else module.rpartition(".")[0]
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                base = ".".join(parts[: len(parts) - node.level + 1] + ([base] if base else []))
            names.add(base)
            names.update(f"{base}.{alias.name}" for alias in node.names)
    return {name for name in names if (name in MODULES) and name != module}


def module_name(path: Path) -> str:
    relative = path.relative_to(REPO).with_suffix("")
    return ".".join(relative.parts[:-1] if relative.name == "__init__" else relative.parts)


MODULES = {module_name(path): path for path in sorted(PACKAGE.rglob("*.py"))}


def import_cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    cycles: list[list[str]] = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        for other in sorted(graph[module]):
            if other not in index:
                visit(other)
                low[module] = min(low[module], low[other])
            elif other in stack:
                low[module] = min(low[module], index[other])
        if low[module] == index[module]:
            component = []
            while (member := stack.pop()) != module:
                component.append(member)
            if component:
                cycles.append(sorted([module, *component]))

    for module in sorted(graph):
        if module not in index:
            visit(module)
    return cycles


def test_import_cycles_are_found():
    assert import_cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert import_cycles({"a": {"b"}, "b": set()}) == []


def test_no_import_cycle_in_the_package_type_only_imports_included():
    """Modules import downward along the flow (commands -> output, crawl -> discovery -> core),
    so each can be read, tested and replaced without the ones above it."""
    graph = {module: imported_modules(path) for module, path in MODULES.items()}
    assert import_cycles(graph) == []


def test_the_allocator_knows_clusters_only():
    """The allocator takes ``Cluster``s from any clusterer: it imports nothing of the learned one."""
    imported = imported_modules(PACKAGE / "core" / "allocator.py")
    assert not [name for name in imported if name.startswith("sitesampler.core.learned")]


def test_no_module_name_is_used_in_two_packages():
    names = [path.name for path in PACKAGE.rglob("*.py") if path.name not in ("__init__.py", "__main__.py")]
    assert sorted(name for name in set(names) if names.count(name) > 1) == []


def test_the_top_level_holds_the_settings_and_the_packages_of_the_flow():
    """Scrapy's settings module stays where ``scrapy.cfg`` and the entry point name it; every
    other module sits in the package of its step (see docs/ARCHITECTURE.md)."""
    assert sorted(path.name for path in PACKAGE.glob("*.py")) == ["__init__.py", "settings.py"]
