"""A re-run of each HTML-backed corpus site with ``previous=`` its first sample, verification on.

    python bench/verified_rerun.py                    # every HTML-backed site, budget 10
    python bench/verified_rerun.py --budget 20 --sites 3dstreet,eucowork
    python bench/verified_rerun.py --keep DIR         # keeps both feeds and the re-run's log

Each site is served as ``bench/html_quality.py`` serves it (its real host name on 127.0.0.1,
its sitemaps, robots.txt and pages) and crawled twice on one server: ``scrapy crawl sample -a
url=ROOT -a budget=B`` with the crawl's default ``verify``, then the same with ``-a
previous=`` the first feed. The site has not changed between the two, so a re-run should keep
every page (WCAG-EM's re-run keeps the sample unless asked to ``rotate``): each site whose
re-run holds another page, or the same pages in another order or for another reason, is
printed with what differs, then the counts. Exits 1 when a re-run dropped a page, 0 otherwise.
"""

from __future__ import annotations

import argparse
import csv
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "bench"))

from html_quality import CRAWL_TIMEOUT, SERVED_SETTINGS  # noqa: E402
from html_sites import MIN_COVERAGE, crawl_settings, hosts, html_site_names, load_html_sites, served_root  # noqa: E402
from sitesampler.testing.crawling import crawl  # noqa: E402
from sitesampler.testing.server import serve  # noqa: E402


def rows_of(feed: Path) -> list[dict[str, str]]:
    with feed.open(newline="", encoding="utf-8") as handle:
        return list(csv.DictReader(handle))


def compare(first: list[dict[str, str]], second: list[dict[str, str]]) -> tuple[list[str], list[str], bool]:
    """(the first run's pages the re-run dropped, the re-run's new pages, whether the re-run
    lists the same pages in the same order for the same reasons)."""
    before, after = [row["url"] for row in first], [row["url"] for row in second]
    same = [(row["url"], row["sample"], row["reason"]) for row in first] == \
        [(row["url"], row["sample"], row["reason"]) for row in second]
    return [url for url in before if url not in after], [url for url in after if url not in before], same


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="verified_rerun", description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--budget", type=int, default=10, help="the crawls' budget (10)")
    parser.add_argument("--sites", default="", help="comma-separated site names (default: every HTML-backed site)")
    parser.add_argument("--keep", type=Path, default=None, help="a folder where both feeds and the re-run's log stay")
    options = parser.parse_args(argv)
    names = [name for name in options.sites.split(",") if name] or html_site_names(min_coverage=0.5)
    sites = load_html_sites(names)
    dropped_sites = reordered = 0
    with tempfile.TemporaryDirectory() as scratch:
        folder = options.keep or Path(scratch)
        folder.mkdir(parents=True, exist_ok=True)
        for site in sorted(sites, key=lambda each: each.name):
            with serve(lambda port: hosts([site], port)) as server:
                root = served_root(site, server.port)
                settings = {**crawl_settings([site]), **SERVED_SETTINGS}
                first, second = folder / f"{site.name}-{options.budget}-first.csv", folder / f"{site.name}-{options.budget}-rerun.csv"
                arguments = {"budget": str(options.budget), "verify": ""}
                runs = [crawl(root, [str(first)], arguments=arguments, settings=settings, cwd=REPO, timeout=CRAWL_TIMEOUT)]
                runs.append(crawl(root, [str(second)], arguments={**arguments, "previous": str(first)},
                                  settings=settings, cwd=REPO, timeout=CRAWL_TIMEOUT))
                (folder / f"{site.name}-{options.budget}-rerun.log").write_text(runs[1].stderr or "", encoding="utf-8")
            failed = [run for run in runs if run.returncode != 0]
            if failed:
                print(f"verified_rerun: {site.name}: a crawl failed ({failed[0].returncode}): "
                      f"{(failed[0].stderr.strip().splitlines() or [''])[-1]}", file=sys.stderr)
                return 2
            dropped, new, same = compare(rows_of(first), rows_of(second))
            if dropped:
                dropped_sites += 1
                print(f"{site.name}: dropped {', '.join(dropped)}; new {', '.join(new)}")
            elif not same:
                reordered += 1
                print(f"{site.name}: the same pages, in another order or for another reason")
    print(f"{len(sites)} sites at budget {options.budget}: {dropped_sites} re-runs dropped a page, "
          f"{reordered} kept every page in another order or for another reason")
    return 1 if dropped_sites else 0


if __name__ == "__main__":
    raise SystemExit(main())
