"""The labelled corpus of ``bench/corpus``: its design and check halves. Every site's sample,
batched and in another order, is checked in ``tests/test_core_batch.py``."""

from __future__ import annotations

import sys
from pathlib import Path

from tests.corpus import real_sites

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))
from corpus_sites import Site, _is_urlset, _join_labels, half_of, perfect_templates, score  # noqa: E402

from sitesampler.core import SiteSampler  # noqa: E402


def test_the_halves_are_fixed_and_both_hold_real_sites():
    halves = {name: site.half for name, site in real_sites().items()}
    assert set(halves.values()) == {"design", "check"}
    assert all(half_of(name) == half for name, half in halves.items())
    assert abs(sum(h == "design" for h in halves.values()) * 2 - len(halves)) <= len(halves) // 3


def shop(with_process: bool) -> Site:
    """A small shop's labelled pages: four multi-page types, a contact page and, when
    ``with_process``, a cart and a checkout, which the sample takes whole as a purchase."""
    root = "https://shop.example/"
    labels = {root: "home", root + "contact": "/contact/"}
    for kind, count in (("product", 8), ("post", 6), ("category", 5), ("tag", 4)):
        labels.update({f"{root}{kind}/{kind}-{n}": f"{kind}-page" for n in range(count)})
    if with_process:
        labels.update({root + "cart": "/cart/", root + "checkout": "/checkout/"})
    site = Site("shop", root, [], labels, synthetic=True)
    site.sources = [("", [(url, None, None) for url in sorted(labels)])]
    _join_labels(site)
    return site


def test_the_ceiling_spends_the_budget_on_a_purchase_as_the_sample_does():
    """The perfect-template ceiling is the sample's own allocation given the labels: a complete
    process is taken whole before the templates, so at a budget of six a shop with a cart and
    a checkout has room for two of its four multi-page types, not four."""
    crawl = SiteSampler("https://shop.example/", budget=6, random_share=0, clusterer="learned")
    crawl.add_listings([(url, None, None) for url in sorted(shop(True).labels)])
    picked = {shop(True).labels[row.url] for row in crawl.sample().picks}
    assert {"/cart/", "/checkout/", "home", "/contact/"} <= picked
    assert len(picked & {"product-page", "post-page", "category-page", "tag-page"}) == 2
    assert perfect_templates(shop(True), (6,))["multi@6"] == 0.5
    assert perfect_templates(shop(False), (6,))["multi@6"] == 1.0


def test_a_site_whose_sample_holds_a_document_is_scored():
    """A sitemap that lists PDFs beside the pages: the sample takes one as WCAG-EM's document,
    which no page label names, and the scoring reads the pages' rows past it."""
    site = shop(False)
    root = site.root
    documents = {f"{root}files/guide-{n}.pdf": "non-page-asset" for n in range(3)}
    site.labels.update(documents)
    site.sources = [("", [(url, None, None) for url in sorted(site.labels)])]
    _join_labels(site)
    crawl = SiteSampler(root, budget=10, random_share=0, clusterer="learned")
    crawl.add_listings(site.sources[0][1])
    assert any(row.url in documents for row in crawl.sample().picks)
    row = score(site, "learned", (10,))
    assert row["multi@10"] == 1.0 and row["h"] == 1.0


def test_a_damaged_sitemap_is_read_as_the_crawl_reads_it(tmp_path):
    """A Hugo template that printed its XML declaration as text (``&lt;?xml``) makes a file no
    strict parser opens; the crawl's reader recovers its entries, and so does the corpus, whose
    sites are read as the crawl reads them. A sitemap index stays no sitemap of pages."""
    entries = "".join(f"<url><loc>https://s.example/p/{n}/</loc></url>" for n in range(3))
    urlset = f'<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">{entries}</urlset>'
    files = {"plain.xml": '<?xml version="1.0" encoding="UTF-8"?>' + urlset,
             "escaped.xml": '&lt;?xml version="1.0" encoding="UTF-8"?>\n' + urlset,
             "index.xml": '&lt;?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'
                          "<sitemap><loc>https://s.example/a.xml</loc></sitemap></sitemapindex>"}
    for name, text in files.items():
        (tmp_path / name).write_text(text)
    assert [_is_urlset(tmp_path / name) for name in files] == [True, True, False]
