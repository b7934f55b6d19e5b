"""The pure helpers under the spider: sitemap bodies, robots.txt sitemap lines, quotas."""

from __future__ import annotations

import gzip

import pytest
from protego import Protego
from scrapy.utils.sitemap import Sitemap

from sitesampler.discovery.sitemaps import decompress, is_sitemap, parse_sitemap, sitemaps_from_robots, split_quota
from tests.crawl_sites import index, urlset


def test_stray_ampersand_is_kept_and_entities_decoded():
    body = b"<urlset><url><loc>https://e.com/a?x=1&y=2</loc></url><url><loc>https://e.com/b?x=1&amp;y=2</loc></url></urlset>"
    assert [page[0] for page in parse_sitemap(body).pages] == ["https://e.com/a?x=1&y=2", "https://e.com/b?x=1&y=2"]


def test_lastmod_priority_and_index_children_in_document_order():
    assert parse_sitemap(urlset("https://e.com", ["/x"])).pages == [("https://e.com/x", "2026-10-01", None)]
    assert parse_sitemap(index("https://e.com", ["/b.xml", "/a.xml"])).sitemaps == ["https://e.com/b.xml", "https://e.com/a.xml"]


def test_truncated_file_keeps_complete_valid_locs_only():
    body = b"<urlset><url><loc>https://e.com/ok</loc></url><url><loc>https://e.com/cu"
    assert [page[0] for page in parse_sitemap(body).pages] == ["https://e.com/ok"]


@pytest.mark.parametrize("body", [b"", b"<", b"<html><body>Not found</body></html>", b"garbage line\n/relative\n"])
def test_non_sitemaps_yield_nothing(body):
    content = parse_sitemap(body)
    assert content.pages == [] and content.sitemaps == []


def test_text_sitemap_and_bom():
    content = parse_sitemap(b"\xef\xbb\xbfhttps://e.com/a\n\nftp://e.com/no\nhttps://e.com/b\n")
    assert [page[0] for page in content.pages] == ["https://e.com/a", "https://e.com/b"]


def test_gzip_is_bounded():
    body = gzip.compress(b"<urlset>" + b" " * 10_000 + b"</urlset>")
    assert decompress(body, max_size=100) is None
    assert decompress(body, max_size=100_000).startswith(b"<urlset>")
    assert decompress(b"<urlset/>", max_size=1) == b"<urlset/>"


def test_robots_sitemaps_relative_joined_and_deduplicated():
    robots = b"User-agent: *\nSitemap: /a.xml\nsitemap: https://cdn.e.com/b.xml\nSitemap: /a.xml\n"
    assert sitemaps_from_robots(robots, "https://e.com/robots.txt") == (["https://e.com/a.xml", "https://cdn.e.com/b.xml"], 0)


ROBOTS_SPELLINGS = [
    b"\xef\xbb\xbfSitemap: https://e.com/bom.xml\nUser-agent: *\nDisallow: /private/\n",
    b"User-agent: *\n  Sitemap :  https://e.com/spaced.xml  \nSITEMAP:https://e.com/upper.xml\n",
    b"Sitemap: https://e.com/commented.xml # the posts\n# Sitemap: https://e.com/commented-out.xml\n",
    b"Site-map: https://e.com/hyphen.xml\nSitemaps: https://e.com/plural.xml\nSite map: https://e.com/no.xml\n"
    b"Sitemap:\thttps://e.com/tab.xml\n",
    b"User-agent: *\r\nSitemap: https://e.com/crlf.xml\r\nDisallow: /a/\r\n",
]


@pytest.mark.parametrize("robots", ROBOTS_SPELLINGS)
def test_robots_sitemap_lines_are_read_as_protego_reads_them(robots):
    """The Sitemap: lines read here are those Protego, the robots.txt parser Scrapy obeys, reads
    (a byte order mark, blanks around the directive, comments, case); its ``sitemaps`` raise on
    nothing and check nothing, which is why the spider reads them itself."""
    protego = Protego.parse(robots.decode("utf-8-sig"))
    assert sitemaps_from_robots(robots, "https://e.com/robots.txt")[0] == list(protego.sitemaps)


def test_split_quota():
    assert split_quota(10, 3) == [4, 3, 3]
    assert split_quota(2, 4) == [1, 1, 0, 0]
    assert split_quota(5, 0) == []


XML_ANSWERS = [
    b'<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'
    b"<url><loc>https://a.example/</loc></url></urlset>",
    b'<?xml version="1.0"?><?xml-stylesheet type="text/xsl" href="/sitemap.xsl"?><!-- Yoast -->\n'
    b'<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>https://a.example/p.xml</loc>'
    b"</sitemap></sitemapindex>",
    b'<ns:urlset xmlns:ns="http://www.sitemaps.org/schemas/sitemap/0.9"><ns:url><ns:loc>https://a.example/</ns:loc>'
    b"</ns:url></ns:urlset>",
    b"<urlset><url><loc>https://a.example/</loc></url></urlset>",
    b'<rss version="2.0"><channel><link>https://a.example/</link></channel></rss>',
    b'<feed xmlns="http://www.w3.org/2005/Atom"><link href="https://a.example/"/></feed>',
    b'<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><body><p>urlset</p></body></html>',
    b"<!DOCTYPE html><html><head><title>Sitemap</title></head><body><a href='/a'>a</a></body></html>",
]


@pytest.mark.parametrize("body", XML_ANSWERS)
def test_an_xml_answer_is_a_sitemap_where_scrapys_reader_says_so(body):
    """``is_sitemap`` sniffs the root tag near the start; Scrapy's ``Sitemap`` parses the whole
    document and names its root: they agree on sitemaps, indexes, feeds and pages."""
    assert is_sitemap(body, 2**20) == (Sitemap(body).type in ("urlset", "sitemapindex"))
    assert is_sitemap(gzip.compress(body), 2**20) == is_sitemap(body, 2**20)
