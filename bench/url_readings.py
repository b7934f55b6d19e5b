"""How this checkout reads the labelled corpus's URLs against another revision: keys and page types.

    python bench/url_readings.py --rev REV

Reads every URL of ``bench/corpus/sites/*/labels.json`` and asks this checkout and REV (a
temporary git worktree, in a fresh interpreter) for each URL's page key (the site's scope, from
the origin of its first labelled URL) and its page type (``page_type`` of the page's segments
and query): the URLs a change to ``sitesampler/core/urls.py`` or ``pagetypes.py`` reads
otherwise, counted by site and label, with a few examples. A rule that changes no labelled
URL's reading changes no URL-only figure through it.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

from revisions import unknown, worktree

REPO = Path(__file__).resolve().parent.parent
SITES = REPO / "bench" / "corpus" / "sites"
#: Run in a fresh interpreter with the tree first on sys.path: sites' URLs (JSON) on stdin,
#: each URL's key and page type (JSON) on stdout.
READ = """
import json, sys
sys.path.insert(0, sys.argv[1])
from sitesampler.core.pagetypes import page_type
from sitesampler.core.urls import SiteScope
readings = {}
for urls in json.load(sys.stdin):
    first = next((url for url in urls if url.startswith("http")), "https://site.example/")
    scope = SiteScope("/".join(first.split("/", 3)[:3]) + "/")
    for url in urls:
        try:
            page = scope.normalize(url)
            readings[url] = [page.key, page_type(page.segments, bool(page.query), page.query)]
        except Exception as error:  # a URL out of the site's scope, or none: read as its error
            readings[url] = [type(error).__name__, ""]
print(json.dumps(readings))
"""


def labelled_urls() -> tuple[list[list[str]], dict[str, str]]:
    """The labelled URLs, site by site, and each one's ``site: label``."""
    sites, labels = [], {}
    for path in sorted(SITES.glob("*/labels.json")):
        site = json.loads(path.read_text(encoding="utf-8"))
        sites.append(sorted(site))
        labels.update({url: f"{path.parent.name}: {label}" for url, label in site.items()})
    return sites, labels


def readings(tree: Path, sites: list[list[str]]) -> dict[str, list[str]]:
    done = subprocess.run([sys.executable, "-c", READ, str(tree)], input=json.dumps(sites),
                          capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rev", required=True, help="the revision to compare with (a commit, tag or branch)")
    parser.add_argument("--examples", type=int, default=3, help="URLs shown for each kind of change")
    options = parser.parse_args(argv)
    if problem := unknown("url_readings", options.rev):
        print(problem, file=sys.stderr)
        return 2
    sites, labels = labelled_urls()
    here = readings(REPO, sites)
    with worktree(options.rev) as base:
        there = readings(base, sites)
    for at, name in ((0, "key"), (1, "page type")):
        moved = sorted(url for url in here if here[url][at] != there.get(url, ["", ""])[at])
        print(f"{len(here):,} labelled URLs; {name} read otherwise than at {options.rev}: {len(moved):,}")
        for what, n in sorted(Counter(labels[url] for url in moved).items(), key=lambda item: (-item[1], item[0])):
            print(f"  {n:6,}  {what}")
        for url in moved[:options.examples]:
            print(f"    {url}: {there.get(url, ['', ''])[at]} -> {here[url][at]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
