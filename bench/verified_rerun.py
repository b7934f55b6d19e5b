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

``--gone SHARE`` re-runs a site that changed: that share of its pages (by a hash of the URL,
never the home page) is gone for the second crawl, left out of its sitemaps and answering 404.
A re-run then keeps each previous structured page still there while its template has room:
each template of the re-run (its ``templates=`` file) keeps as many of the previous pages it
holds as it has structured rows. Each site where one is lost beyond that is printed, then the
counts; exits 1 when one is.
"""

from __future__ import annotations

import argparse
import csv
import dataclasses
import gzip
import re
import sys
import tempfile
import zlib
from collections import Counter
from pathlib import Path
from xml.sax.saxutils import unescape

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "bench"))

from html_quality import CRAWL_TIMEOUT, SERVED_SETTINGS  # noqa: E402
from html_sites import (MIN_COVERAGE, HtmlSite, crawl_settings, hosts, html_site_names, load_html_sites,  # noqa: E402
                        read_templates, served_root)
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


def is_gone(url: str, share: float) -> bool:
    """Whether the page ``url`` is gone from the changed site (``--gone``): a hash of the URL
    below ``share``, the same on every run."""
    return zlib.crc32(url.encode()) % 1000 < share * 1000


_URL_ENTRY = re.compile(rb"<url>.*?</url>\s*", re.DOTALL)
_LOC = re.compile(rb"<loc>\s*(.*?)\s*</loc>", re.DOTALL)


def without_pages(site: HtmlSite, gone: set[str]) -> HtmlSite:
    r"""``site`` with the pages ``gone`` (labelled URLs) left out of its stored pages and of its
    sitemaps (an XML ``<url>`` entry, or a text sitemap's line, naming one of them).

    >>> from html_sites import HtmlSite
    >>> listed = b"<urlset><url><loc>https://a.example/x</loc></url><url><loc>https://a.example/y</loc></url></urlset>"
    >>> site = HtmlSite(None, Path("."), pages={"https://a.example/x": b"x", "https://a.example/y": b"y"},
    ...                 files={"sitemap.xml": listed, "pages.txt": b"https://a.example/x\nhttps://a.example/y\n"})
    >>> changed = without_pages(site, {"https://a.example/x"})
    >>> sorted(changed.pages), changed.files["sitemap.xml"], changed.files["pages.txt"]
    (['https://a.example/y'], b'<urlset><url><loc>https://a.example/y</loc></url></urlset>', b'https://a.example/y\n')
    """
    def listed(body: bytes) -> bytes:
        packed = body[:2] == b"\x1f\x8b"
        text = gzip.decompress(body) if packed else body
        if b"<url" in text:
            def entry(found: re.Match[bytes]) -> bytes:
                loc = _LOC.search(found.group(0))
                return b"" if loc and unescape(loc.group(1).decode("utf-8", "replace")) in gone else found.group(0)
            text = _URL_ENTRY.sub(entry, text)
        elif b"<" not in text:  # a text sitemap: one URL a line
            text = b"".join(line for line in text.splitlines(keepends=True)
                            if line.strip().decode("utf-8", "replace") not in gone)
        return gzip.compress(text, mtime=0) if packed else text

    return dataclasses.replace(site, pages={url: body for url, body in site.pages.items() if url not in gone},
                               members={url: file for url, file in site.members.items() if url not in gone},
                               files={name: body if name == "robots.txt" else listed(body)
                                      for name, body in site.files.items()})


def lost_beyond_room(first: list[dict[str, str]], second: list[dict[str, str]], templates: dict[str, str]) -> list[str]:
    """The first sample's structured pages still found (``templates``: URL -> template, the
    re-run's ``templates=`` file) that the re-run lost beyond what their templates have room
    for: per template, it keeps as many of them as it has structured rows, or all.

    >>> rows = lambda *pairs: [{"url": url, "sample": "structured", "template": t} for url, t in pairs]
    >>> templates = {"/a1": "/a/{n}", "/a2": "/a/{n}", "/a3": "/a/{n}", "/b1": "/b/{n}"}
    >>> first = rows(("/a1", "/a/{n}"), ("/a2", "/a/{n}"), ("/b1", "/b/{n}"))
    >>> lost_beyond_room(first, rows(("/a1", "/a/{n}"), ("/b2", "/b/{n}")), templates)  # one row for /a/{n}
    ['/b1']
    >>> lost_beyond_room(first, rows(("/a1", "/a/{n}"), ("/a3", "/a/{n}"), ("/b1", "/b/{n}")), templates)
    ['/a2']
    """
    kept = {row["url"] for row in second}
    still = [row["url"] for row in first if row["sample"] == "structured" and row["url"] in templates]
    rows = Counter(row["template"] for row in second if row["sample"] == "structured")
    held = Counter(templates[url] for url in still)
    lost: list[str] = []
    for template, count in sorted(held.items()):
        mine = [url for url in still if templates[url] == template]
        missing = [url for url in mine if url not in kept]
        allowed = count - min(count, rows[template])
        lost += missing[allowed:] if len(missing) > allowed else []
    return lost


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="verified_rerun", description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--budget", type=int, default=10, help="the crawls' budget (10)")
    parser.add_argument("--sites", default="", help="comma-separated site names (default: every HTML-backed site)")
    parser.add_argument("--keep", type=Path, default=None, help="a folder where both feeds and the re-run's log stay")
    parser.add_argument("--gone", type=float, default=0.0,
                        help="the share of the pages gone before the re-run (0: the site has not changed)")
    options = parser.parse_args(argv)
    names = [name for name in options.sites.split(",") if name] or html_site_names(min_coverage=0.5)
    sites = load_html_sites(names)
    dropped_sites = reordered = kept_sites = 0
    with tempfile.TemporaryDirectory() as scratch:
        folder = options.keep or Path(scratch)
        folder.mkdir(parents=True, exist_ok=True)
        for site in sorted(sites, key=lambda each: each.name):
            with serve(lambda port: hosts([site], port)) as server:
                root = served_root(site, server.port)
                settings = {**crawl_settings([site]), **SERVED_SETTINGS}
                first, second = folder / f"{site.name}-{options.budget}-first.csv", folder / f"{site.name}-{options.budget}-rerun.csv"
                arguments = {"budget": str(options.budget), "verify": ""}
                templates = folder / f"{site.name}-{options.budget}-rerun.templates"
                runs = [crawl(root, [str(first)], arguments=arguments, settings=settings, cwd=REPO, timeout=CRAWL_TIMEOUT)]
                if options.gone:
                    gone = {url for url in site.pages if url != site.site.root and is_gone(url, options.gone)}
                    server.hosts = hosts([without_pages(site, gone)], server.port)
                runs.append(crawl(root, [str(second)], arguments={**arguments, "previous": str(first),
                                                                  "templates": str(templates)},
                                  settings=settings, cwd=REPO, timeout=CRAWL_TIMEOUT))
                (folder / f"{site.name}-{options.budget}-rerun.log").write_text(runs[1].stderr or "", encoding="utf-8")
            failed = [run for run in runs if run.returncode != 0]
            if failed:
                print(f"verified_rerun: {site.name}: a crawl failed ({failed[0].returncode}): "
                      f"{(failed[0].stderr.strip().splitlines() or [''])[-1]}", file=sys.stderr)
                return 2
            if not first.exists() or not second.exists():
                print(f"verified_rerun: {site.name}: a crawl wrote no feed", file=sys.stderr)
                return 2
            if options.gone:
                lost = lost_beyond_room(rows_of(first), rows_of(second), read_templates(templates))
                kept_sites += not lost
                if lost:
                    dropped_sites += 1
                    print(f"{site.name}: lost {', '.join(lost)}")
                continue
            dropped, new, same = compare(rows_of(first), rows_of(second))
            if dropped:
                dropped_sites += 1
                print(f"{site.name}: dropped {', '.join(dropped)}; new {', '.join(new)}")
            elif not same:
                reordered += 1
                print(f"{site.name}: the same pages, in another order or for another reason")
    if options.gone:
        print(f"{len(sites)} sites at budget {options.budget}, {options.gone:.0%} of the pages gone: "
              f"{dropped_sites} re-runs lost a previous page their templates had room for, {kept_sites} did not")
        return 1 if dropped_sites else 0
    print(f"{len(sites)} sites at budget {options.budget}: {dropped_sites} re-runs dropped a page, "
          f"{reordered} kept every page in another order or for another reason")
    return 1 if dropped_sites else 0


if __name__ == "__main__":
    raise SystemExit(main())
