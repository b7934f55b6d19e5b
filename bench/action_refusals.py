"""Which URLs of the labelled corpus the crawl refuses as acting, here and at another revision.

    python bench/action_refusals.py [--rev REV] [--kept DIR ...]

Reads every URL of ``bench/corpus/sites/*/labels.json`` and, with ``--kept``, every URL of the
templates files a ``python bench/html_quality.py --keep DIR`` run wrote (the pages the crawls
found, links included), and asks this checkout which of them act: refused by the sampler
(``action_reason``) or never requested by the crawl (``changes_state``). With ``--rev``, the
same URLs are asked of that revision too (a temporary git worktree, in a fresh interpreter),
and the URLs refused on one side only are counted by site and label: what a change to the
rules of ``sitesampler/core/actions.py`` refuses, and whether the labels call those URLs
actions.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from collections import Counter
from pathlib import Path
from urllib.parse import urlsplit

from revisions import unknown, worktree

REPO = Path(__file__).resolve().parent.parent
SITES = REPO / "bench" / "corpus" / "sites"
#: Run in a fresh interpreter with the tree first on sys.path: URLs on stdin, refused on stdout.
REFUSED = """
import sys
sys.path.insert(0, sys.argv[1])
from sitesampler.core.actions import action_reason
from sitesampler.core.links import changes_state
for url in sys.stdin.read().split("\\n"):
    if url and (action_reason(url) is not None or changes_state(url)):
        print(url)
"""


def corpus_urls(kept: list[Path]) -> tuple[dict[str, str], set[str]]:
    """The labelled URLs with their labels (``site: label``), and the other URLs the kept
    templates files hold."""
    labelled: dict[str, str] = {}
    for labels in sorted(SITES.glob("*/labels.json")):
        for url, label in json.loads(labels.read_text(encoding="utf-8")).items():
            labelled[url] = f"{labels.parent.name}: {label}"
    found: set[str] = set()
    for folder in kept:
        for templates in sorted(folder.glob("*.tsv")):
            found.update(line.split("\t", 1)[0] for line in templates.read_text(encoding="utf-8").splitlines() if line)
    return labelled, found - set(labelled)


def refused(tree: Path, urls: list[str]) -> set[str]:
    done = subprocess.run([sys.executable, "-c", REFUSED, str(tree)], input="\n".join(urls),
                          capture_output=True, text=True, check=True)
    return set(done.stdout.split())


def described(urls: set[str], labelled: dict[str, str]) -> list[str]:
    """One line per site and label (unlabelled URLs by host), most first."""
    counts = Counter(labelled.get(url) or f"{urlsplit(url).hostname}: (found, unlabelled)" for url in urls)
    return [f"  {n:6,}  {what}" for what, n in sorted(counts.items(), key=lambda item: (-item[1], item[0]))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rev", help="also ask this revision (a commit, tag or branch), and compare")
    parser.add_argument("--kept", type=Path, action="append", default=[],
                        help="a folder of `html_quality.py --keep`: its templates files' URLs too (repeatable)")
    options = parser.parse_args(argv)
    for folder in options.kept:
        if not folder.is_dir():
            print(f"action_refusals: --kept {folder} is no folder", file=sys.stderr)
            return 2
    if options.rev and (problem := unknown("action_refusals", options.rev)):
        print(problem, file=sys.stderr)
        return 2
    labelled, found = corpus_urls(options.kept)
    urls = sorted(labelled) + sorted(found)
    here = refused(REPO, urls)
    print(f"{len(labelled):,} labelled URLs and {len(found):,} more found; refused here: {len(here):,}")
    print("\n".join(described(here, labelled)))
    if not options.rev:
        return 0
    with worktree(options.rev) as base:
        there = refused(base, urls)
    print(f"refused at {options.rev}: {len(there):,}; here only: {len(here - there):,}; "
          f"at {options.rev} only: {len(there - here):,}")
    for title, urls_of in (("here only", here - there), (f"at {options.rev} only", there - here)):
        if urls_of:
            print(f"{title}:")
            print("\n".join(described(urls_of, labelled)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
