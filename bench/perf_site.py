"""The benchmark's synthetic sites, generated deterministically (``bench/performance.py`` serves
and times them; ``bench/stages.py``, ``bench/compare.py`` and the batch tests read the same URLs):

- ``shop`` (the default): a sitemap index of plain and gzipped children in five URL shapes;
- ``flat``: gzipped children only, in five shapes whose folders are flat, each of them far past
  the learned clusterer's cap of literal children at a million URLs (``/products/<n>``, dated
  blog posts, ``/category/<slug>-<n>/`` and ``/tags/<slug>-<n>/`` side by side, docs in 40
  sections).
"""

from __future__ import annotations

import gzip
import sys
from datetime import date, timedelta
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:  # imported by scripts run from anywhere
    sys.path.insert(0, str(REPO))

from sitesampler.testing.server import Hosts, Page  # noqa: E402

NS = "http://www.sitemaps.org/schemas/sitemap/0.9"
CHILD_SIZE = 50_000  # the protocol's maximum URLs per sitemap file
WORDS = ("blue red green steel oak linen wool cotton round square tall small large classic modern "
         "vintage urban rustic smart solar").split()
COLORS = ("black", "white", "navy", "olive", "sand")
LOOPBACK = "127.0.0.1"


# -- the synthetic site -------------------------------------------------------------------------


def page_path(i: int) -> str:
    """URL ``i`` of the site, in one of five shapes (one carries a query with an ``&amp;``)."""
    a, b = WORDS[i % len(WORDS)], WORDS[(i * 7 + 3) % len(WORDS)]
    shape = i % 5
    if shape == 0:
        return f"/products/{a}-{b}-{i}"
    if shape == 1:
        return f"/blog/{2015 + i % 10}/{1 + i % 12:02d}/{a}-{b}-{i}"
    if shape == 2:
        return f"/category/{a}/{b}-{i}"
    if shape == 3:
        return f"/news/{i}.html"
    return f"/shop/item?id={i}&amp;color={COLORS[i % len(COLORS)]}"


#: The docs' 40 sections of the flat site: two words each, every pair distinct.
DOC_SECTIONS = tuple(f"{WORDS[s % len(WORDS)]}-{('guide', 'reference')[s // len(WORDS)]}" for s in range(40))


#: The flat site's five shapes, taken in turn (:func:`flat_page_path`).
FLAT_SHAPES = ("/products/{i}", "/blog/{day:%Y/%m/%d}/{a}-{b}-{i}/", "/category/{a}-{b}-{i}/",
               "/tags/{b}-{a}-{i}/", "/docs/{section}/{a}-{b}-{i}/")


def flat_page_path(i: int) -> str:
    """URL ``i`` of the flat site: one of five shapes in turn, each a flat folder of its own
    (at 10^6 URLs 200,000 products, tags and categories, blog posts on 3,650 days, and docs
    sections of 5,000 pages)."""
    return FLAT_SHAPES[i % 5].format(
        i=i, a=WORDS[i % len(WORDS)], b=WORDS[(i * 7 + 3) % len(WORDS)],
        day=date(2015, 1, 1) + timedelta(days=i // 5 % 3650), section=DOC_SECTIONS[i // 5 % len(DOC_SECTIONS)])


#: The site shapes ``generate_site`` writes: URL ``i``'s path, and whether every child is gzipped.
SITES = {"shop": (page_path, False), "flat": (flat_page_path, True)}


def url_entry(origin: str, i: int, path=page_path) -> str:
    """One ``<url>``: lastmod on 9 entries in 10 (two spellings), priority on 4 in 5."""
    lines = [f"<url>\n  <loc>{origin}{path(i)}</loc>\n"]
    if i % 10 != 7:
        day = date(2020, 1, 1) + timedelta(days=i * 7919 % 2000)
        stamp = day.isoformat() if i % 2 else f"{day.isoformat()}T{i % 24:02d}:00:00+00:00"
        lines.append(f"  <lastmod>{stamp}</lastmod>\n")
    if i % 5 != 3:
        lines.append(f"  <priority>0.{1 + i % 9}</priority>\n")
    lines.append("</url>\n")
    return "".join(lines)


def urlset(origin: str, first: int, last: int, path=page_path) -> bytes:
    body = "".join(url_entry(origin, i, path) for i in range(first, last))
    return f'<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="{NS}">\n{body}</urlset>\n'.encode()


def child_name(index: int, all_gzipped: bool = False) -> str:
    """Plain and gzipped children alternate, as on sites that compress only some."""
    return f"sitemap-{index}.xml.gz" if index % 2 or all_gzipped else f"sitemap-{index}.xml"


def generate_site(urls: int, origin: str, directory: Path, site: str = "shop") -> Hosts:
    """Write the site of shape ``site`` (:data:`SITES`) into ``directory`` (children of at most
    50,000 URLs, at least two so that both kinds appear) and return it as pages for the loopback
    server."""
    path, all_gzipped = SITES[site]
    directory.mkdir(parents=True, exist_ok=True)
    for old in directory.glob("sitemap-*"):
        old.unlink()
    children = max(2, -(-urls // CHILD_SIZE))
    per_child = -(-urls // children)
    pages: dict[str, Page] = {}
    for index in range(children):
        body = urlset(origin, index * per_child, min(urls, (index + 1) * per_child), path)
        name = child_name(index, all_gzipped)
        if name.endswith(".gz"):
            body = gzip.compress(body, compresslevel=6, mtime=0)
        (directory / name).write_bytes(body)
        pages["/" + name] = Page(body)
    index_body = "".join(f"<sitemap><loc>{origin}{path}</loc></sitemap>\n" for path in pages)
    pages["/sitemap_index.xml"] = Page(
        f'<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="{NS}">\n{index_body}</sitemapindex>\n'.encode())
    pages["/robots.txt"] = Page(f"User-agent: *\nAllow: /\nSitemap: {origin}/sitemap_index.xml\n".encode())
    pages["/"] = Page(b"<!doctype html><html lang=en><title>Bench shop</title><h1>Bench shop</h1></html>")
    return {LOOPBACK: pages}


def child_files(directory: Path) -> list[Path]:
    return sorted(directory.glob("sitemap-*"), key=lambda path: int(path.name.split("-")[1].split(".")[0]))


def read_body(path: Path) -> bytes:
    data = path.read_bytes()
    return gzip.decompress(data) if path.suffix == ".gz" else data
