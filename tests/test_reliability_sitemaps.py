"""The sitemap reader on files as real sites write them: every entry that is undamaged is kept,
nothing is invented, and each oddity is counted under its own kind (docs/RELIABILITY.md)."""

from __future__ import annotations

from sitesampler.sitemaps import parse_sitemap

NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"'


def urlset(*locs: str, tail: str = "") -> bytes:
    rows = "".join(f"<url><loc>{loc}</loc></url>" for loc in locs)
    return f'<?xml version="1.0" encoding="UTF-8"?>\n<urlset {NS}>{rows}</urlset>{tail}'.encode()


def locs(body: bytes, base_url: str | None = None) -> list[str]:
    return [page[0] for page in parse_sitemap(body, base_url).pages]


def test_relative_locs_are_resolved_against_the_sitemaps_own_url():
    """Exporters that write paths instead of URLs (WordPress core among them) lose no page;
    a protocol-relative loc leading to another host is still refused."""
    body = urlset("/about/", "blog/first", "https://e.com/absolute", "//evil.test/x")
    content = parse_sitemap(body, "https://e.com/sitemaps/pages.xml")
    assert [page[0] for page in content.pages] == [
        "https://e.com/about/", "https://e.com/sitemaps/blog/first", "https://e.com/absolute"]
    assert content.problems == {"relative_loc": 2, "invalid_loc": 1}


def test_relative_locs_without_a_base_are_counted_not_guessed():
    """Without a URL to resolve against, a relative loc is counted as such and never guessed."""
    content = parse_sitemap(urlset("/about/", "https://e.com/kept"))
    assert [page[0] for page in content.pages] == ["https://e.com/kept"]
    assert content.problems == {"relative_loc": 1}


def test_relative_child_sitemaps_of_an_index_are_resolved():
    """A WordPress core index lists its children as paths; the crawl must still reach them."""
    body = f'<sitemapindex {NS}><sitemap><loc>/wp-sitemap-posts-post-1.xml</loc></sitemap></sitemapindex>'
    assert parse_sitemap(body.encode(), "https://e.com/wp-sitemap.xml").sitemaps == [
        "https://e.com/wp-sitemap-posts-post-1.xml"]
