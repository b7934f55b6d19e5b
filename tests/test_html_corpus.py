"""The HTML-backed corpus: a site's stored pages served under its real host name, and the real
crawl scored against its labels by ``bench/html_quality.py``."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from urllib.parse import urljoin, urlsplit

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))
from html_quality import START, main  # noqa: E402
from html_sites import hosts, html_site_names, load_html_sites, served_root  # noqa: E402

#: The smallest HTML-backed site: a Ghost blog of 53 pages.
SMALL_SITE = "pwning-tech"


@pytest.fixture(scope="module")
def small_site():
    if SMALL_SITE not in html_site_names():
        pytest.fail(f"{SMALL_SITE} has no stored pages (bench/corpus/collect_pages.py)")
    return load_html_sites([SMALL_SITE])[0]


def test_every_stored_page_is_html_of_a_labelled_url(small_site):
    assert small_site.pages
    assert set(small_site.pages) <= set(small_site.site.labels)
    assert all(b"<html" in body[:4096].lower() for body in small_site.pages.values())


def test_a_site_is_served_under_its_own_name_with_its_addresses_moved_to_the_port(small_site):
    served = hosts([small_site], 4321)[small_site.host]
    robots = served.get("/robots.txt").body.decode()
    for path in small_site.site.files:  # every urlset the corpus scores, as bench/quality.py reads them
        assert f"Sitemap: http://{small_site.host}:4321/{Path(path).name}\n" in robots
    url = sorted(small_site.pages)[0]
    page = served.get(urlsplit(urljoin(small_site.site.root, url)).path)
    assert page is not None and page.status == 200
    assert f"https://{small_site.host}/".encode() not in page.body
    assert f"http://{small_site.host}:4321/".encode() in page.body
    assert served.get("/no-such-page/") is None  # the server's 404


def test_without_sitemaps_only_pages_and_rules_are_served(small_site):
    served = hosts([small_site], 4321, sitemaps=False)[small_site.host]
    assert "Sitemap:" not in served.get("/robots.txt").body.decode()
    assert served.get("/sitemap.xml") is None
    assert served.get(urlsplit(served_root(small_site, 4321)).path) is not None  # the home page


def test_the_harness_crawls_a_served_site_and_scores_it(small_site, tmp_path):
    """One real crawl at budget 10 through the command: scores computed from the feed and the
    templates, every sample row a page with stored HTML, the section written between its markers."""
    out, rows = tmp_path / "QUALITY.md", tmp_path / "rows.json"
    out.write_text("# Quality\n\nprose kept\n")
    assert main(["--sites", SMALL_SITE, "--budgets", "10", "--json", str(rows), "--write", "--out", str(out)]) == 0
    [row] = json.loads(rows.read_text())["rows"]
    assert row["site"] == SMALL_SITE and row["templates from"] in ("crawl templates=FILE", "sitesampler templates")
    for metric in ("h", "v", "multi@10", "all@10", "perfect multi@10", "perfect all@10"):
        assert 0 <= row[metric] <= 1, metric
    assert row["h"] > 0.5 and row["multi@10"] > 0  # real values: this blog's posts form one template
    assert row["rows@10"] >= 5
    assert row["rows without page@10"] == 0
    assert row["fetched@10"] >= 1  # at least the home page
    assert row["seconds@10"] > 0
    report = out.read_text()
    assert report.startswith("# Quality\n\nprose kept\n") and report.count(START) == 1
    assert f"| {SMALL_SITE} | {row['half']} |" in report


def test_the_resolver_answers_the_served_names_and_no_others():
    """A served site's page may link anywhere: only the site's own names reach 127.0.0.1, and
    any other name stays unresolved, so a crawl never leaves the machine."""
    from twisted.internet.error import DNSLookupError
    from twisted.internet.testing import MemoryReactorClock

    from sitesampler.testing.resolver import NamedHostsResolver

    resolver = NamedHostsResolver(MemoryReactorClock(), 100, 1.0)
    resolver.hosts = frozenset({"pwning.tech", "www.pwning.tech"})
    answers, failures = [], []
    for name in ("pwning.tech", "WWW.pwning.tech", "demo.test"):
        resolver.lookup(name).addCallback(answers.append)
    for name in ("example.com", "pwning.tech.example.com"):
        resolver.lookup(name).addErrback(failures.append)
    assert answers == ["127.0.0.1"] * 3
    assert [failure.check(DNSLookupError) for failure in failures] == [DNSLookupError] * 2
