"""Sampling on this checkout against another revision, measured side by side.

    python bench/compare.py REV [--urls 300000] [--rounds 3]

This machine's speed drifts by a third between minutes, so two figures taken apart say little.
This checks REV out into a temporary git worktree and times sampling over the benchmark site's
URLs (``bench/performance.py``'s generator): ``SiteSampler.add_listings`` once per sitemap, as
the crawl's pipeline feeds it, or ``add`` per URL where REV predates it. It alternates the two
trees in fresh processes, ``--rounds`` times each: a drift then hits both alike. Process CPU
time per URL, best per tree.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
ORIGIN = "http://127.0.0.1:8000"
# Run in a fresh interpreter with the tree first on sys.path; only APIs every revision has.
TIMED = """
import gzip, importlib, sys, time
from pathlib import Path
sys.path.insert(0, sys.argv[1])
from sitesampler.core import SiteSampler
for place in ("discovery.sitemaps", "sitemaps"):  # the reader's module, then before the shell's packages
    try:
        parse_sitemap = importlib.import_module("sitesampler." + place).parse_sitemap
        break
    except ImportError:
        continue
files = sorted(Path(sys.argv[2]).glob("sitemap-*"), key=lambda p: int(p.name.split("-")[1].split(".")[0]))
read = lambda p: gzip.decompress(p.read_bytes()) if p.suffix == ".gz" else p.read_bytes()
batches = [parse_sitemap(read(path)).pages for path in files]
sampler = SiteSampler(sys.argv[3] + "/", budget=20, clusterer=sys.argv[4])
feed = getattr(sampler, "add_listings", None)  # one call per sitemap, as the crawl's pipeline feeds it
started = time.process_time()
for batch in batches:
    if feed is not None:
        feed(batch, "sitemap")
    else:
        for url, lastmod, priority in batch:
            sampler.add(url, lastmod, priority, "sitemap")
print((time.process_time() - started) / sum(map(len, batches)) * 1e6)
"""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("rev", help="the revision to compare with (a commit, tag or branch)")
    parser.add_argument("--urls", type=int, default=300_000)
    parser.add_argument("--rounds", type=int, default=3)
    options = parser.parse_args(argv)
    sys.path.insert(0, str(REPO / "bench"))
    from perf_site import generate_site
    from revisions import unknown, worktree

    if problem := unknown("compare", options.rev):
        print(problem, file=sys.stderr)
        return 2

    site = REPO / "bench" / "out" / f"compare-{options.urls}"
    generate_site(options.urls, ORIGIN, site)
    with worktree(options.rev) as base:
        trees = {options.rev: base, "this checkout": REPO}
        for clusterer in ("learned", "rules"):
            best = {name: float("inf") for name in trees}
            for _ in range(options.rounds):  # A, B, A, B...: a drift hits both trees alike
                for name, tree in trees.items():
                    best[name] = min(best[name], _timed(tree, site, clusterer))
            before, now = best[options.rev], best["this checkout"]
            print(f"sampling, clusterer={clusterer}: {before:.1f} us at {options.rev}, "
                  f"{now:.1f} us here ({now / before:.2f}x), {options.urls:,} URLs")
    return 0


def _timed(tree: Path, site: Path, clusterer: str) -> float:
    done = subprocess.run([sys.executable, "-c", TIMED, str(tree), str(site), ORIGIN, clusterer],
                          capture_output=True, text=True, check=True)
    return float(done.stdout)


if __name__ == "__main__":
    raise SystemExit(main())
