"""RSS and Atom feeds as a discovery source, in a real crawl of tests/feeds_site.py: a site with
no sitemap whose posts only its feeds list (:mod:`sitesampler.discovery.feeds`)."""

from __future__ import annotations

import json
import re

import pytest

from sitesampler.testing.crawling import crawl
from tests.conftest import REPO
from tests.feeds_site import FEED_MAP_HOST, FEEDS, HIDDEN, HOST, NEWS, POSTS


@pytest.fixture(scope="module")
def crawled(web, tmp_path_factory):
    folder = tmp_path_factory.mktemp("feeds")
    before = len(web.requests)
    feed, listing = folder / "sample.json", folder / "templates.tsv"
    done = crawl(f"http://{HOST}:{web.port}/", [str(feed)],
                 arguments={"budget": "10", "random_share": "0", "templates": str(listing)}, cwd=REPO)
    assert done.returncode == 0, done.stderr[-3000:]
    origin = f"http://{HOST}:{web.port}"
    templates = dict(line.split("\t") for line in listing.read_text(encoding="utf-8").splitlines())
    found = {url.removeprefix(origin): template for url, template in templates.items()}
    requested = list(web.requests[before:])
    rows = [row["url"].removeprefix(origin) for row in json.loads(feed.read_text(encoding="utf-8"))]
    return found, rows, requested, done.stderr


def test_the_pages_only_the_feeds_list_are_found_and_sampled(crawled):
    found, rows, _, log = crawled
    assert set(POSTS) | set(NEWS) <= set(found), sorted(found)
    assert len({found[post] for post in POSTS}) == 1 and len({found[item] for item in NEWS}) == 1
    assert any(row in POSTS for row in rows) and any(row in NEWS for row in rows)
    assert "'sitesampler/feeds_read': 2" in log
    assert "'sitesampler/urls_accepted/feed': " in log


def test_feeds_never_lead_off_the_site_past_robots_or_to_an_atom_edit_link(crawled):
    found, _, requested, _ = crawled
    assert HIDDEN not in found and not any(path.startswith("/api/") for path in found)
    assert not any(host != HOST for host, _ in requested)
    assert ("feeds.test", HIDDEN) not in requested


def test_a_feed_that_fails_is_counted_and_loses_nothing(crawled):
    found, _, requested, log = crawled
    assert {(HOST, path) for path in FEEDS} <= set(requested)
    assert re.search(r"'sitesampler/problems/feed_http_404': 1\b", log), log[-3000:]
    assert set(POSTS) <= set(found)


@pytest.mark.parametrize("start", ["/", FEEDS[0]])
def test_feeds_named_as_sitemaps_are_read_as_sitemaps(web, tmp_path, start):
    """robots.txt names an RSS and an Atom feed as its sitemaps, which the sitemaps protocol
    allows: their pages are found (the Atom feed's only there), no sitemap is called broken, and
    the feed the home page also announces is fetched once. Given as the site's address, the
    feed is read as a given sitemap is."""
    before = len(web.requests)
    listing = tmp_path / "templates.tsv"
    done = crawl(f"http://{FEED_MAP_HOST}:{web.port}{start}", [str(tmp_path / "sample.json")],
                 arguments={"budget": "10", "templates": str(listing), "crawl": "0"}, cwd=REPO)
    assert done.returncode == 0, done.stderr[-3000:]
    origin = f"http://{FEED_MAP_HOST}:{web.port}"
    found = {line.split("\t")[0].removeprefix(origin) for line in listing.read_text(encoding="utf-8").splitlines()}
    assert set(POSTS) | set(NEWS) | {"/"} <= found, sorted(found)
    assert "not_a_sitemap" not in done.stderr
    requested = [path for host, path in web.requests[before:] if host == FEED_MAP_HOST]
    assert requested.count(FEEDS[0]) == 1 + (start == FEEDS[0]), requested
