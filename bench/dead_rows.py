"""The sample rows of the HTML-backed corpus that are not a live page, from kept feeds.

    python bench/html_quality.py --verify 60 --keep KEPT
    python bench/dead_rows.py KEPT

Reads every ``<site>-<budget>.json`` feed ``bench/html_quality.py --keep`` kept and asks the
harness (``bench/html_sites.py``, the same pages) what it answers for each row's URL. A row
whose URL the harness answers with a page is live; the others are printed, one line each, as
``document`` (sampled as a document, never fetched: audited as a file), ``redirect`` (the
harness redirects it: with the feed's ``final_url`` when verification followed it),
``refresh`` (the harness answers with a page whose meta refresh, within Scrapy's
``METAREFRESH_MAXDELAY``, sends the visitor to another
address: a redirect stub), ``copy`` (the harness answers with a page whose ``<link
rel="canonical">`` names another page the harness serves: the same content at a second
address), ``labelled`` (the site's label names no page: a redirect stub, a
404 page served with 200 or a file, whatever the server answers; :data:`NON_PAGE_LABELS`) or
``dead`` (no page: the server's 404), then counted.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path
from urllib.parse import urljoin, urlsplit

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from lxml import html as lxml_html  # noqa: E402
from scrapy.settings.default_settings import METAREFRESH_MAXDELAY  # noqa: E402
from w3lib.html import get_meta_refresh  # noqa: E402

from corpus_sites import CORPUS, NON_PAGE_LABELS  # noqa: E402
from html_quality import key_of  # noqa: E402
from html_sites import hosts, load_html_sites, served_root  # noqa: E402
from sitesampler.core.urls import SiteScope  # noqa: E402
from sitesampler.discovery.canonical import REL_CANONICAL  # noqa: E402

KINDS = ("document", "redirect", "refresh", "copy", "labelled", "dead")


def copy_of(row: dict, body: bytes, served: dict, scope: SiteScope) -> str | None:
    """The other page the row's page names as its canonical, when the harness serves it, else
    None (no canonical, the page itself in another spelling, or no page served there)."""
    try:
        found = lxml_html.fromstring(body).xpath(REL_CANONICAL)
    except (ValueError, TypeError):  # an empty or undecodable body
        return None
    if not found:
        return None
    target = urljoin(row["url"], str(found[0]).strip())
    if key_of(scope, target) in (None, key_of(scope, row["url"])):
        return None
    parts = urlsplit(target)
    page = served.get(parts.path + (f"?{parts.query}" if parts.query else ""))
    return target if page is not None and page.status == 200 else None


def row_kind(row: dict, served: dict, label: str | None = None, scope: SiteScope | None = None) -> str | None:
    """What the row is when it is not a live page (one of :data:`KINDS`), else None; ``label``:
    the row's label, when the site has one for it; ``scope``: the site's, to tell a copy."""
    if row.get("reason") == "document":
        return "document"
    parts = urlsplit(row["url"])
    page = served.get(parts.path + (f"?{parts.query}" if parts.query else ""))
    if page is None:
        return "dead"
    if page.status != 200:
        return "redirect"
    delay, target = get_meta_refresh(page.body.decode("utf-8", "replace"), row["url"])
    if target and delay <= METAREFRESH_MAXDELAY and target.partition("#")[0] != row["url"].partition("#")[0]:
        return "refresh"
    if scope is not None and copy_of(row, page.body, served, scope):
        return "copy"
    return "labelled" if label in NON_PAGE_LABELS else None


def dead_rows(kept: Path, corpus: Path = CORPUS, pages: Path | None = None) -> tuple[int, list[tuple[str, str, dict]]]:
    """The number of rows read and, for each row that is not a live page, (site, kind, row)."""
    found, total = [], 0
    for site in load_html_sites([], corpus, pages):
        feeds = [feed for feed in kept.glob(f"{site.name}-*.json") if feed.stem[len(site.name) + 1:].isdigit()]
        for feed in sorted(feeds):  # <site>-<budget>.json: not the feeds of a site named <site>-more
            rows = json.loads(feed.read_text(encoding="utf-8"))
            # The site as that crawl saw it: its port is in the rows' URLs and the served bodies.
            port = next((urlsplit(row["url"]).port for row in rows), None) or 80
            served = hosts([site], port)[site.host]
            scope = SiteScope(served_root(site, port))
            for row in rows:
                total += 1
                label = site.site.truth.get(key_of(scope, row["url"]) or "")
                if (kind := row_kind(row, served, label, scope)) is not None:
                    found.append((feed.stem, kind, row))
    return total, found


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("kept", type=Path, help="the folder bench/html_quality.py --keep wrote")
    parser.add_argument("--pages", type=Path, default=None, help="another collection of the pages (as for html_quality.py)")
    parser.add_argument("--corpus", type=Path, default=CORPUS, help="the labelled corpus folder (bench/corpus)")
    args = parser.parse_args(argv)
    if not args.kept.is_dir():
        print(f"dead_rows: {args.kept} is not a folder of kept feeds", file=sys.stderr)
        return 2
    total, found = dead_rows(args.kept, args.corpus, args.pages)
    for feed, kind, row in found:
        print(f"{feed}\t{kind}\t{row['url']}\t{row.get('status') or 'not fetched'}\t{row.get('final_url') or ''}")
    counts = Counter(kind for _, kind, _ in found)
    print(f"{total} rows: " + ", ".join(f"{counts[kind]} {kind}" for kind in KINDS))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
