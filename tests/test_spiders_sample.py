"""The real ``scrapy crawl sample`` against the loopback web of ``crawl_sites``.

Each test asserts on the feed the crawl wrote, which is what users consume.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sitesampler.testing.crawling import crawl
from tests.conftest import REPO, csv_rows
from tests.crawl_sites import (BRAND_PAGES, ENCODED_PAGES, EXPANDED_POSTS, LIBRARY_GUIDES, POSTS, PRIORITISED_DOCS,
                               RENAMED_PAGES, UNLISTED_PAGES)


def paths(rows: list[dict], origin: str) -> set[str]:
    return {row["url"].removeprefix(origin) for row in rows}


def test_apex_moves_to_www_via_og_url_and_reads_every_sitemap(run_sample, web):
    rows = run_sample("acme.test")
    www = f"http://www.acme.test:{web.port}"
    assert {row["seed"] for row in rows} == {"http://www.acme.test/"}  # the seed has no port
    found = paths(rows, www)
    # robots.txt names a relative index -> nested index -> urlset without namespace,
    # a .xml.gz file, and a gzip Content-Encoding sitemap.
    assert set(POSTS) <= found
    assert {"/about", "/team", "/"} <= found
    assert set(ENCODED_PAGES) <= found
    assert "/board/view?id=7&lang=en" in found  # &amp; decoded
    assert not any("private" in path or "evil" in path for path in found)
    # The crawl really went over the network for them.
    assert ("www.acme.test", "/sitemaps/posts.xml.gz") in web.requests


def test_foreign_og_url_never_moves_the_crawl(run_sample, web):
    rows = run_sample("solo.test")
    origin = f"http://solo.test:{web.port}"
    assert {row["seed"] for row in rows} == {"http://solo.test/"}
    assert paths(rows, origin) == {"/", "/solo-page"}


def test_a_start_url_pasted_with_spaces_or_a_line_end_is_the_site(web, tmp_path):
    """``-a url=" https://...\\r\\n"``: a URL copied with a space, or read from a list of sites
    with Windows line ends, is the site, as in a browser's address bar."""
    feed = tmp_path / "solo.json"
    result = crawl(f"  http://solo.test:{web.port}/\r\n", [str(feed)], arguments={"budget": "10"}, cwd=REPO)
    assert result.returncode == 0, result.stderr[-3000:]
    rows = json.loads(feed.read_text(encoding="utf-8"))
    assert paths(rows, f"http://solo.test:{web.port}") == {"/", "/solo-page"}


@pytest.mark.parametrize("sitemap", ["/feeds/site-map.xml", "/feeds/site-map.xml.gz", "/feeds/pages.txt", "/sitemap/"])
def test_a_sitemap_given_as_the_address_is_read_and_the_site_sampled(web, tmp_path, sitemap):
    """``-a url=https://e.org/feeds/site-map.xml``, as ``pa11y-ci --sitemap`` takes one, for a
    sitemap robots.txt does not name: it is read (XML, gzipped or text), robots.txt still rules,
    and the sample is the site's, home page first. It was taken for the home page: no links,
    no pages, an empty sample."""
    origin = f"http://unlisted.test:{web.port}"
    feed = tmp_path / "unlisted.json"
    result = crawl(origin + sitemap, [str(feed)], arguments={"budget": "20"}, cwd=REPO)
    assert result.returncode == 0, result.stderr[-3000:]
    rows = json.loads(feed.read_text(encoding="utf-8"))
    assert rows[0]["url"] == f"{origin}/" and rows[0]["reason"] == "home"
    assert paths(rows, origin) == {"/", *UNLISTED_PAGES} - {"/private/draft"}
    assert f"{origin}{sitemap} is a sitemap: reading it, and sampling the site {origin}/" in result.stderr
    assert "'sitesampler/sitemaps_read': 1" in result.stderr


@pytest.mark.parametrize(("asked", "site", "pages"), [
    ("http://old-name.test:{port}/", "new-name.test", {"/", *RENAMED_PAGES}),
    ("http://old-name.test:{port}/library/", "library.new-name.test", {"/", "/books/1", "/books/2"}),
    # to the new host's home in a language, which is its root's redirect: one page with it
    ("http://brand.test:{port}/", "global.brand.test", {"/", *BRAND_PAGES} - {"/en-us/"}),
])
def test_an_address_that_redirects_to_another_sites_root_samples_that_site(web, tmp_path, asked, site, pages):
    """A renamed or moved site: the old address redirects to the new host's root. The crawl
    samples the site where it went, as a browser shows it, and says so. It sampled the old
    address alone, one page, and suggested rendering."""
    feed, report = tmp_path / "moved.json", tmp_path / "report.html"
    result = crawl(asked.format(port=web.port), [str(feed), f"{report}:html"], arguments={"budget": "20"}, cwd=REPO)
    assert result.returncode == 0, result.stderr[-3000:]
    assert f"The address given, {asked.format(port=web.port)}, redirects to this site." in report.read_text()
    rows = json.loads(feed.read_text(encoding="utf-8"))
    assert paths(rows, f"http://{site}:{web.port}") == pages
    assert f"redirects to another site, http://{site}:{web.port}/: sampling that site" in result.stderr


def test_a_previous_sample_of_the_old_name_continues_on_the_new_one(web, tmp_path):
    """Last week's sample was taken when the site answered on its old name; this week the old
    name redirects: its pages are read on the new name, kept where they still are, instead of
    a traceback for "another site's" sample; so are the extra pages given on the old name."""
    old = f"http://old-name.test:{web.port}"
    previous = tmp_path / "last-week.csv"
    previous.write_text("rank,url,seed,template\n"
                        f"1,{old}/,http://old-name.test/,/\n2,{old}/news/story-3,http://old-name.test/,/news/{{slug}}\n",
                        encoding="utf-8")
    feed = tmp_path / "sample.csv"
    result = crawl(f"{old}/", [str(feed)], arguments={"budget": "4", "previous": str(previous),
                                                      "extra": f"{old}/news/story-1"}, cwd=REPO)
    assert result.returncode == 0 and "Traceback" not in result.stderr, result.stderr[-3000:]
    assert "sampling that site; your extra pages and the previous sample's pages are read there" in result.stderr
    rows = csv_rows(feed)
    new = f"http://new-name.test:{web.port}"
    assert {row["url"] for row in rows if row["continuity"] == "kept"} == {f"{new}/", f"{new}/news/story-3"}
    assert [row["url"] for row in rows if row["reason"] == "extra"] == [f"{new}/news/story-1"]


def test_a_redirect_to_a_sign_in_on_another_host_does_not_move_the_crawl(web, tmp_path):
    """An intranet whose home page sends the visitor to a sign-in page elsewhere (a query names
    the way back) has not moved: the crawl stays on the address given."""
    feed = tmp_path / "intranet.json"
    result = crawl(f"http://intranet.test:{web.port}/", [str(feed)], arguments={"budget": "5"}, cwd=REPO)
    rows = json.loads(feed.read_text(encoding="utf-8")) if feed.read_text(encoding="utf-8").strip() else []
    assert "redirects to another site" not in result.stderr
    assert all(row["url"].startswith(f"http://intranet.test:{web.port}/") for row in rows), rows


def test_www_redirect_to_apex_is_adopted_and_usual_sitemaps_probed(run_sample, web):
    rows = run_sample("www.redir.test")
    apex = f"http://redir.test:{web.port}"
    assert {row["seed"] for row in rows} == {"http://redir.test/"}
    assert paths(rows, apex) == {"/", "/from-text-sitemap"}


@pytest.mark.parametrize("host, page", [("announced.test", "/from-announced-sitemap"),
                                        ("astro.test", "/from-astro-sitemap")])
def test_a_sitemap_the_home_page_announces_or_astros_index_is_read(run_sample, web, host, page):
    """Without robots.txt: the sitemap the home page's head announces (``<link rel="sitemap">``)
    is read, and Astro's ``/sitemap-index.xml`` is one of the usual locations."""
    assert paths(run_sample(host, crawl="0"), f"http://{host}:{web.port}") == {"/", page}


def test_without_sitemap_and_crawl_0_only_the_root_links_are_sampled(run_sample, web):
    found = paths(run_sample("links.test", crawl="0"), f"http://links.test:{web.port}")
    assert found == {"/", "/blog/", "/about", "/contact"}


def test_without_sitemap_the_link_crawl_finds_pages_two_hops_away(run_sample, web):
    found = paths(run_sample("links.test"), f"http://links.test:{web.port}")
    assert set(EXPANDED_POSTS) <= found


def test_expand_the_old_spelling_still_crawls_and_turns_the_crawl_off(run_sample, web):
    origin = f"http://links.test:{web.port}"
    assert set(EXPANDED_POSTS) <= paths(run_sample("links.test", expand="1"), origin)
    assert not set(EXPANDED_POSTS) & paths(run_sample("links.test", expand="0"), origin)


def test_a_site_closed_by_robots_gives_no_sample_and_fails(web, tmp_path):
    feed = tmp_path / "closed.json"
    result = crawl(f"http://closed.test:{web.port}/", [str(feed)], arguments={"budget": "60"}, cwd=REPO)
    assert result.returncode == 1 and not feed.exists(), result.stderr[-3000:]
    assert ("closed.test", "/page") not in web.requests


def test_a_capped_index_is_read_from_every_child(run_sample, web):
    found = paths(run_sample("big.test", max_urls="4"), f"http://big.test:{web.port}")
    # Two children, quota 2 each, the first entries in document order; plus the root itself.
    assert found == {"/", "/alpha/item-0", "/alpha/item-1", "/beta/item-0", "/beta/item-1"}


def test_a_page_linked_and_listed_with_a_priority_loses_no_sitemap_url(run_sample, web):
    # The home page and /contact are offered twice: from the crawl (the root, the navigation's
    # link) without a priority, and from the sitemap with one.
    rows = run_sample("prioritised.test", budget="20", random_share="0")
    assert paths(rows, f"http://prioritised.test:{web.port}") == set(PRIORITISED_DOCS)
    assert len(rows) == len(PRIORITISED_DOCS)  # every page fits the budget: the sample is full
    assert {row["priority"] for row in rows} == {0.5}


def test_concurrency_does_not_change_a_byte(web, tmp_path: Path):
    feeds = {}
    for concurrency in ("1", "16"):
        csv_feed, json_feed = tmp_path / f"c{concurrency}.csv", tmp_path / f"c{concurrency}.json"
        result = crawl(f"http://acme.test:{web.port}/", [str(csv_feed), str(json_feed)],
                       arguments={"budget": "5"}, settings={"CONCURRENT_REQUESTS": concurrency}, cwd=REPO)
        assert result.returncode == 0, result.stderr[-3000:]
        feeds[concurrency] = (csv_feed.read_bytes(), json_feed.read_bytes())
    assert feeds["1"] == feeds["16"]
    assert len(csv_rows(tmp_path / "c1.csv")) > 1  # more than the home page: sitemaps were read


def test_a_long_discovery_logs_its_progress(web, tmp_path):
    feed = tmp_path / "slow.json"
    done = crawl(f"http://slowpoke.test:{web.port}/", [str(feed)], arguments={"budget": "5"},
                 settings={"SITESAMPLER_PROGRESS_INTERVAL": "0.4"}, cwd=REPO)
    assert done.returncode == 0, done.stderr[-3000:]
    progress = [line for line in done.stderr.splitlines() if "Discovery: " in line]
    assert progress, done.stderr[-3000:]
    assert "41 URLs so far" in "\n".join(progress)  # the fast sitemap and the root, before the slow one
    assert "sitemaps read" in progress[-1] and "URLs/s" in progress[-1]
    assert "1 requests queued" in "\n".join(progress)  # the slow sitemap, being downloaded


def test_a_home_page_in_a_folder_is_the_home_and_its_folder_the_sites_root(web, tmp_path: Path):
    feed = tmp_path / "folder.json"
    origin = f"http://folder.test:{web.port}"
    result = crawl(f"{origin}/_/index.html", [str(feed)], arguments={"budget": "8", "random_share": "0"}, cwd=REPO)
    assert result.returncode == 0, result.stderr[-3000:]
    rows = {row["url"].removeprefix(origin): row for row in json.loads(feed.read_text(encoding="utf-8"))}
    assert (rows["/_/index.html"]["reason"], rows["/_/index.html"]["page_type"]) == ("home", "home")
    templates = {row["template"] for row in rows.values()}
    assert {"/_/blog/{slug}.html", "/_/development/{slug}.html"} <= templates  # two sections, not one slot
    assert "/_/{slug}.html" not in templates  # one-off pages stay pages, as at a site's root


def test_an_address_in_a_folder_samples_that_sub_site(web, tmp_path: Path):
    """``-a url=http://uni.test/library/``: the library, not the university. The sitemap lists
    the whole host and the library's navigation links the university's pages; only the pages
    under /library/ are sampled, the link crawl never leaves the folder, the log names the scope,
    and the report and the WCAG-EM evaluation say it. A page the user names stays theirs."""
    origin = f"http://uni.test:{web.port}"
    feed, report, evaluation = tmp_path / "library.json", tmp_path / "report.html", tmp_path / "evaluation.json"
    result = crawl(f"{origin}/library/", [str(feed), f"{report}:html", f"{evaluation}:wcagem"], cwd=REPO,
                   arguments={"budget": "12", "crawl": "1", "extra": f"{origin}/about"})
    assert result.returncode == 0, result.stderr[-3000:]
    rows = json.loads(feed.read_text(encoding="utf-8"))
    found = paths(rows, origin)
    assert [row["url"] for row in rows if row["reason"] == "home"] == [f"{origin}/library/"]
    assert [row["url"] for row in rows if row["reason"] == "extra"] == [f"{origin}/about"]
    assert found - {"/about"} and all(path.startswith("/library/") for path in found - {"/about"}), found
    assert set(LIBRARY_GUIDES) & found  # found by the link crawl, inside the folder
    requested = {path for host, path in web.requests if host == "uni.test"}
    assert not {"/", "/admissions/"} & requested and not any(path.startswith("/admissions/") for path in requested)
    assert f"Scope: the pages under /library/, the folder of the address given (give {origin}/ for the whole " \
           "site)" in result.stderr
    # The sitemap's /, /about, /admissions/ and its 12 steps, and the navigation's / and /admissions/.
    assert "'sitesampler/outside_folder': 17" in result.stderr
    assert "\nScope: Only the pages under /library/.\n" in result.stderr  # in the summary the log ends with
    assert "Only the pages under /library/." in report.read_text(encoding="utf-8")
    scope = json.loads(evaluation.read_text(encoding="utf-8"))["defineScope"]["scope"]
    assert scope["description"].startswith(f"The part of the website uni.test:{web.port} under /library/: ")


@pytest.mark.parametrize("host", ["uni.test", "www.uni.test"])
def test_a_folder_asked_without_its_slash_that_the_server_redirects_is_the_sub_site(web, tmp_path: Path, host):
    """``-a url=http://uni.test/library``: the server sends it to ``/library/``, saying it is a
    folder, so the library is the scope as with the slash; also past a move to the apex first."""
    origin = f"http://uni.test:{web.port}"
    feed = tmp_path / "library.json"
    result = crawl(f"http://{host}:{web.port}/library", [str(feed)], arguments={"budget": "8"}, cwd=REPO)
    assert result.returncode == 0, result.stderr[-3000:]
    rows = json.loads(feed.read_text(encoding="utf-8"))
    found = paths(rows, origin)
    assert found and all(path.startswith("/library/") for path in found), found
    assert [row["url"] for row in rows if row["reason"] == "home"] == [f"{origin}/library/"]
    assert "Scope: the pages under /library/" in result.stderr


def test_the_host_root_samples_the_whole_site(run_sample, web):
    found = paths(run_sample("uni.test", budget="40"), f"http://uni.test:{web.port}")
    assert {"/", "/about", "/admissions/"} <= found and any(path.startswith("/library/books/") for path in found)


def test_a_home_page_without_landmarks_gives_the_links_of_the_regions_its_ids_name(run_sample, web):
    """An older theme builds its header, menu and footer of ``<div>``s named so (``#Header``,
    ``.main_menu``, ``.site-footer``): with no landmark on the page, those regions are its
    navigation, so its listing pages and its contact page, which the sitemap lacks, are
    sampled; a link in its content is not navigation."""
    origin = f"http://divshop.test:{web.port}"
    rows = {row["url"].removeprefix(origin): row for row in run_sample("divshop.test", random_share="0")}
    assert {"/blog/", "/products/", "/contact"} <= set(rows), sorted(rows)
    assert {rows[path]["source"] for path in ("/blog/", "/products/", "/contact")} == {"navigation"}
    assert rows["/blog/spring-sale-news"]["source"] != "navigation"


def test_listing_pages_of_the_navigation_join_the_sample_as_layouts_of_their_own(run_sample, web):
    origin = f"http://navshop.test:{web.port}"
    before = len(web.requests)  # the server is shared: another test may crawl this host too
    rows = {row["url"].removeprefix(origin): row for row in run_sample("navshop.test", random_share="0")}
    # The sitemap lists neither listing page; the home page's navigation links both.
    assert {"/blog/", "/products/"} <= set(rows)
    assert {rows[path]["source"] for path in ("/blog/", "/products/")} == {"navigation"}
    # A listing is its own layout, not a page of its children's template; its paginated view
    # folds into it.
    assert rows["/blog/"]["template"] == "/blog" and rows["/blog/"]["cluster_size"] == 2
    assert rows["/products/"]["template"] == "/products"
    assert rows["/blog/spring-sale-news"]["template"] == "/blog/{slug}"
    # Never robots-disallowed, another site's, a URL that changes state on the site, or a CDN's
    # endpoint.
    assert not any(path.startswith(("/private", "/account/logout", "/newsletter", "/cart", "/basket", "http",
                                    "/cdn-cgi/", "/checkout", "/wishlist", "/catalog"))
                   for path in rows), sorted(rows)
    # Candidates only: the navigation's pages are not fetched by the sampling crawl.
    assert ("navshop.test", "/blog/") not in web.requests[before:]
    # SITESAMPLER_NAVIGATION_LISTINGS=0 keeps to the sitemap (and the common pages).
    rows = {row["url"].removeprefix(origin): row
            for row in run_sample("navshop.test", {"SITESAMPLER_NAVIGATION_LISTINGS": "0"}, random_share="0")}
    assert not {"/blog/", "/products/"} & set(rows) and "/blog/spring-sale-news" in rows
