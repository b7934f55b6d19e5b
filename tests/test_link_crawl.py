"""The bounded link crawl, for real: ``scrapy crawl sample`` on a loopback site without a
sitemap (``sitesampler/testing/linked_site.py``), and on one whose sitemap is thin."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from scrapy.http import HtmlResponse

from sitesampler.discovery.page_links import page_links
from sitesampler.testing.crawling import crawl
from sitesampler.testing.linked_site import (BY_DEPTH, FORBIDDEN, INNER_DOCUMENTS, ITEMS, LATER_POSTS, POSTS,
                                              REVIEWS, UNLINKED_POSTS)
from tests.conftest import REPO
from tests.crawl_sites import (ARCHIVED_POSTS, ARCHIVES, BOARD_TOPICS, BOOK_PAGES, CALENDAR_EVENTS, CALENDAR_EARLIER,
                               CART_ACTIONS, COLLECTION_NEXT, ECHOING_PAGES,
                               COLLECTION_POSTS, COLLECTION_VIEW, DEAD_LATER_PAGE, FILES_LINKED, FILTERED,
                               JAPANESE_DIARIES, JOURNAL, JOURNAL_PAGES, JOURNAL_POSTS, LANGUAGE_HOME, LEAVING_NEWS,
                               LIST_VIEWS, LOGIN, LONG_JOURNAL_POSTS, OFF_SITE_LINK, PLATFORM_ACTIONS,
                               POLYGLOT_PAGES, REMOVED_POST, RETURNING_PAGES, MANAGED_EVENTS, MANAGED_LEVEL_ONE, SELF_VIEWS, SHARED_POSTS, SIGN_IN, SIGN_IN_LINK,
                               SORTED_VIEWS, SSO_LINK, STORE_COMMON, STORE_PAGES, TAG_VALUE, TYPED_FEED,
                               WIKI_FEED_TITLES, WIKI_TITLES)

#: Page requests are everything but the crawl's own (home page, robots.txt, sitemap probes).
NOT_PAGES = re.compile(r"^/(robots\.txt|sitemap[^/]*|sitemap_index\.xml|wp-sitemap\.xml|)$")


def run(web, tmp_path: Path, host: str, settings: dict[str, str] | None = None, path: str = "/", status: int = 0,
        **arguments: str):
    """The crawl's rows by path, the pages it requested from ``host`` and its log (the site's
    home page at ``path``; the crawl exits with ``status``, 1 when it leaves nothing to sample
    and writes no feed)."""
    feed = tmp_path / f"{host}-{len(list(tmp_path.iterdir()))}.json"
    before = len(web.requests)
    result = crawl(f"http://{host}:{web.port}{path}", [str(feed)], arguments={"budget": "60", "random_share": "0",
                                                                               **arguments},
                   settings=settings or {}, cwd=REPO)
    assert result.returncode == status, result.stderr[-3000:]
    origin = f"http://{host}:{web.port}"
    written = json.loads(feed.read_text(encoding="utf-8")) if status == 0 else []
    assert status == 0 or not feed.exists()
    rows = {row["url"].removeprefix(origin): row for row in written}
    requested = [path for requested_host, path in web.requests[before:]
                 if requested_host == host and not NOT_PAGES.match(path)]
    return rows, requested, result.stderr


def test_the_crawl_finds_every_template_down_to_its_depth_cap_and_never_an_action(web, tmp_path):
    rows, requested, log = run(web, tmp_path, "linked.test")
    templates = {row["template"] for row in rows.values()}
    assert {"/blog/{slug}", "/products/item/{slug}", "/tags/{slug}", "/team/{slug}", "/blog",
            "/products/category/{slug}"} <= templates, sorted(templates)
    # Depth 3 (the default cap) was fetched; depth 4 was found on it but never requested.
    assert set(BY_DEPTH[1] + BY_DEPTH[2] + BY_DEPTH[3]) == set(requested)
    assert len(requested) == len(set(requested))  # each page once
    assert any(path in rows for path in REVIEWS)
    for path in FORBIDDEN:
        assert path not in requested and path not in rows
    assert ("evil.test", "/elsewhere") not in web.requests
    assert "Link crawl: 27 pages fetched, 3 levels deep; stopped: SITESAMPLER_CRAWL_DEPTH" in log


def test_the_crawl_keeps_to_the_scope_the_user_drew(web, tmp_path):
    """``exclude`` keeps the crawl out of a section (a site crawler given one never requests it:
    a calendar's endless pages, a section not to be touched), ``include`` in the ones named; the
    home page, where the crawl starts, is read either way."""
    rows, requested, log = run(web, tmp_path, "linked.test", exclude="/products/")
    assert requested and not [path for path in requested + list(rows) if path.startswith("/products/")]
    assert set(POSTS) <= set(requested)
    rows, requested, log = run(web, tmp_path, "linked.test", include="/blog/")
    assert requested and all(path.startswith("/blog/") for path in requested), requested
    assert set(POSTS) <= set(rows) and all(path.startswith("/blog/") for path in rows)
    # Nothing in the scope: nothing to audit, so the crawl fails; the last line says why, and
    # blames no script.
    rows, requested, log = run(web, tmp_path, "linked.test", status=1, include="/nothing-here/")
    assert not rows and not requested
    assert re.search(r"ERROR: sitesampler: only 0 pages were in the scope drawn \(Only the URLs matching /nothing-here/\.\): "
                     r"\d+ URLs were found outside it\n", log)
    assert "render=1" not in log


@pytest.mark.parametrize(("settings", "most", "deepest"), [
    ({"SITESAMPLER_CRAWL_PAGES": "8"}, 8, 2),
    ({"SITESAMPLER_CRAWL_DEPTH": "1"}, 4, 1),
    ({"SITESAMPLER_EXPAND_PAGES": "3"}, 3, 1),  # the old spelling caps the pages too
])
def test_caps_on_pages_and_depth_hold(web, tmp_path, settings, most, deepest):
    _, requested, _ = run(web, tmp_path, "linked.test", settings)
    assert len(requested) == most
    depth = {path: level for level, paths in BY_DEPTH.items() for path in paths}
    assert max(depth[path] for path in requested) == deepest
    if "SITESAMPLER_CRAWL_PAGES" in settings:
        # Breadth first and every section in turn: the whole first level, then one of each folder.
        assert set(BY_DEPTH[1]) <= set(requested)
        assert {"/products/category/hats", "/team/ann-smith"} <= set(requested)


def test_the_time_cap_stops_the_crawl_and_keeps_what_it_found(web, tmp_path):
    # Each page takes half a second, two at a time: the cap passes during the first or second level.
    rows, requested, log = run(web, tmp_path, "slowlinks.test", {"SITESAMPLER_CRAWL_TIME": "0.8"})
    assert log.count("stopped: SITESAMPLER_CRAWL_TIME used up") == 1
    assert requested and not set(requested) & set(BY_DEPTH[3])
    if "/blog/" in requested:  # what a page fetched in time links to is sampled
        assert set(POSTS) <= set(rows)


def test_a_thin_sitemap_is_crawled_past_and_a_full_one_is_not(web, tmp_path):
    rows, requested, log = run(web, tmp_path, "thinlinks.test")
    assert "the sitemaps are thin (11 of the home page's 13 links are in none)" in log
    assert set(ITEMS) <= set(rows) and set(BY_DEPTH[1]) <= set(requested)
    # crawl=0 keeps to the sitemap and the navigation; a full sitemap is not crawled past.
    rows, requested, _ = run(web, tmp_path, "thinlinks.test", crawl="0")
    assert requested == [] and not set(ITEMS) & set(rows)
    _, requested, log = run(web, tmp_path, "acme.test")
    assert requested == [] and "Link crawl" not in log


def test_documents_linked_from_inner_pages_are_document_rows_never_fetched(web, tmp_path):
    """The about page links a PDF, the contact page a Word file: one row of each format, as a
    home page's documents give, and neither is requested."""
    rows, requested, _ = run(web, tmp_path, "docslinks.test")
    assert {path for path, row in rows.items() if row["reason"] == "document"} == set(INNER_DOCUMENTS)
    assert not set(INNER_DOCUMENTS) & set(requested)


@pytest.mark.parametrize("host", ["newsroom.test", "tools.test"])
def test_links_to_listed_pages_with_tracking_or_a_tool_added_keep_a_sitemap_full(web, tmp_path, host):
    """A newsroom's home page links each story with its tracking parameter (``?itid=hp-top``),
    a wiki's its start page's tools (``doku.php?id=start&do=revisions``): the pages are listed,
    so the sitemap is full, and no link crawl fetches each story again."""
    rows, requested, log = run(web, tmp_path, host, budget="10")
    assert "thin" not in log and "Link crawl" not in log and requested == []
    assert not [path for path in rows if "itid=" in path or "do=" in path]


def test_data_files_the_home_page_links_leave_a_sitemap_full(web, tmp_path):
    """A collection's home page links four of its listed pages and ten data files (CSV, JSON,
    XML, text, map data) no sitemap lists: data is no page, so the sitemap is not thin and
    nothing is crawled past it."""
    rows, requested, log = run(web, tmp_path, "datalinks.test", budget="10")
    assert "thin" not in log and "Link crawl" not in log and requested == []
    assert not [path for path in rows if path.startswith("/assets/")]


def test_how_a_page_was_found_never_splits_its_template(web, tmp_path):
    """Three posts only the thin sitemap lists, two it lists and links reach, the others only
    the link crawl finds: one template, whichever way each was found (the pages the links find
    have the site's root for their source, which names no type)."""
    listed = tmp_path / "templates.tsv"
    rows, _, log = run(web, tmp_path, "halflinks.test", templates=str(listed))
    assert "the sitemaps are thin" in log
    origin = f"http://halflinks.test:{web.port}"
    templates = dict(line.split("\t", 1) for line in listed.read_text(encoding="utf-8").splitlines()
                     if "\t" in line and not line.startswith("#"))
    posts = {templates[origin + post] for post in POSTS + LATER_POSTS + UNLINKED_POSTS}
    assert posts == {"/blog/{slug}"}, posts


def test_a_folder_and_its_index_file_are_one_page_fetched_once(web, tmp_path):
    """The home page links three posts as ``<post>/index.html``, the blog page every post as
    ``<post>/``: each post is fetched once, listed once, and shown by its folder."""
    listed = tmp_path / "templates.tsv"
    rows, requested, _ = run(web, tmp_path, "indexfiles.test", templates=str(listed))
    for post in POSTS:
        assert sum(path.startswith(post + "/") for path in requested) == 1, (post, requested)
    origin = f"http://indexfiles.test:{web.port}"
    pages = [line.split("\t", 1)[0].removeprefix(origin) for line in listed.read_text(encoding="utf-8").splitlines()
             if "\t" in line and not line.startswith("#")]
    assert sorted(path for path in pages if path.startswith("/blog/") and path != "/blog/") == \
        sorted(f"{post}/" for post in POSTS)
    assert not [path for path in rows if path.endswith("index.html")]


def test_crawl_1_crawls_even_past_a_full_sitemap(web, tmp_path):
    _, requested, log = run(web, tmp_path, "navshop.test", {"SITESAMPLER_CRAWL_DEPTH": "1"}, crawl="1")
    assert "/blog/" in requested and "/account/logout" not in requested
    assert not set(CART_ACTIONS) & set(requested)  # no cart, wish list or comparison is changed
    assert not [path for path in requested if any(path.split("?")[0] == action.split("?")[0] != "/"
                                                  for action in PLATFORM_ACTIONS)], requested
    assert not [path for path in requested if "ical=" in path or "ACT=" in path]
    assert not any(path.startswith("/cdn-cgi/") for path in requested)  # a CDN's page, linked from the footer
    assert SIGN_IN in requested and SIGN_IN_LINK not in requested  # the login page, not one per return address
    assert "Using the links of" in log and "crawl=1" in log


def test_pages_the_crawl_fetched_are_probes_and_never_fetched_twice(web, tmp_path):
    # One fetch path: with verification on, the home page and every page of the link crawl are
    # read as probes, so verification fetches only pages nobody fetched yet, each once.
    before = len(web.requests)
    rows, requested, _ = run(web, tmp_path, "linked.test", verify="20")
    homes = [path for host, path in web.requests[before:] if host == "linked.test" and path == "/"]
    assert homes == ["/"]
    assert len(requested) == len(set(requested))
    crawled = set(BY_DEPTH[1] + BY_DEPTH[2] + BY_DEPTH[3])
    assert crawled <= set(requested)
    probes = set(requested) - crawled
    assert 0 < len(probes) <= 20
    assert rows["/"]["status"] == 200 and rows["/"]["layout"]
    fetched_rows = [row for path, row in rows.items() if path in crawled]
    assert fetched_rows and all(row["status"] and row["layout"] for row in fetched_rows)


def test_language_versions_and_jump_menus_are_links_and_a_filter_is_not(web, tmp_path):
    """No anchor leads to the Japanese section or to the monthly archives: the home page names
    them in its head (an hreflang alternate) and in selects whose change sets the location. The
    crawl follows them down to the pages only they lead to, and never the option of a select
    that filters the page, nor an option whose value a script makes an address of."""
    listed = tmp_path / "templates.tsv"
    rows, requested, _ = run(web, tmp_path, "languages.test", templates=str(listed))
    origin = f"http://languages.test:{web.port}"
    found = {line.split("\t", 1)[0].removeprefix(origin) for line in listed.read_text(encoding="utf-8").splitlines()
             if "\t" in line and not line.startswith("#")}
    assert {LANGUAGE_HOME, "/ja/diaries/", *ARCHIVES} <= set(requested)
    assert set(JAPANESE_DIARIES + ARCHIVED_POSTS) <= found
    assert set(JAPANESE_DIARIES) & set(rows)
    assert FILTERED not in requested and FILTERED not in found
    assert not [path for path in requested + sorted(found) if TAG_VALUE in path]
    assert len(requested) == len(set(requested))


def test_a_later_page_of_a_list_is_followed_and_its_first_page_sampled(web, tmp_path):
    """``/blog/page/2`` is fetched, for the posts only it links to, but the blog's row is its
    first page: the view an auditor expects, and the one that stays while posts are added."""
    listed = tmp_path / "templates.tsv"
    rows, requested, _ = run(web, tmp_path, "linked.test", templates=str(listed))
    origin = f"http://linked.test:{web.port}"
    found = {line.split("\t", 1)[0].removeprefix(origin) for line in listed.read_text(encoding="utf-8").splitlines()
             if "\t" in line and not line.startswith("#")}
    assert "/blog/page/2" in requested and set(LATER_POSTS) <= found
    assert "/blog/" in found and "/blog/" in rows
    assert not [path for path in found | set(rows) if "/page/" in path]


def test_a_later_page_numbered_under_its_lists_id_is_followed_and_a_list_view_is_not(web, tmp_path):
    """A hosted builder numbers a collection list's later pages under the list's own id
    (``?3f2a9c1e_page=2``): the crawl follows it to the posts only it links to, and the list's
    row is its first page. Its view as lines (``?viewmode=list``) is the list: neither
    requested nor a row."""
    rows, requested, _ = run(web, tmp_path, "collections.test", budget="20")
    assert COLLECTION_NEXT in requested and set(COLLECTION_POSTS[2]) <= set(requested)
    assert "/blog" in rows and COLLECTION_NEXT not in rows
    assert COLLECTION_VIEW not in requested and COLLECTION_VIEW not in rows


def test_a_later_page_that_is_gone_sets_nothing_aside(web, tmp_path):
    """With verification on, the pages of the link crawl are probes, but a later page of a list
    is no candidate: the dead one is followed and counted, never listed as a page set aside."""
    rows, requested, log = run(web, tmp_path, "languages.test", verify="20")
    assert DEAD_LATER_PAGE in requested and "/posts/" in rows
    assert DEAD_LATER_PAGE not in log.partition("Set aside after fetching")[2]
    assert not [path for path in rows if "/page/" in path]


def test_the_templates_file_keeps_the_home_pages_folder(web, tmp_path):
    """A site in a folder (``/journal/``): its sections and one-off pages are the folder's
    children. ``templates=FILE`` decides its templates from the same root as the sample, so
    the two agree: every page of the first level stays a page of its own in both."""
    listed = tmp_path / "templates.tsv"
    rows, requested, _ = run(web, tmp_path, "journal.test", path=JOURNAL, budget="20", templates=str(listed))
    origin = f"http://journal.test:{web.port}"
    found = dict(line.removeprefix(origin).split("\t") for line in listed.read_text(encoding="utf-8").splitlines())
    assert set(JOURNAL_POSTS + JOURNAL_PAGES) <= set(requested) and set(JOURNAL_PAGES) <= set(rows)
    assert {found[path] for path in JOURNAL_PAGES} == {path.rstrip("/") for path in JOURNAL_PAGES}
    assert all(found[path] == row["template"] for path, row in rows.items())


def test_posts_beside_the_pages_of_the_first_level_are_one_type_by_their_layout(web, tmp_path):
    """The same site with verification on: its eight posts are one-off pages by their URLs (a
    slot at the first level needs many more), but every post shows the posts' frame, and the
    pages show the contact page's: the posts are gathered into one template, the pages stay
    pages in their own right, in the sample and in ``templates=FILE`` alike."""
    listed = tmp_path / "templates.tsv"
    rows, _, log = run(web, tmp_path, "journal.test", path=JOURNAL, budget="20", verify="30", templates=str(listed))
    origin = f"http://journal.test:{web.port}"
    found = dict(line.removeprefix(origin).split("\t") for line in listed.read_text(encoding="utf-8").splitlines())
    assert {found[path] for path in JOURNAL_POSTS} == {"/journal/{slug}"}
    assert {found[path] for path in JOURNAL_PAGES} == {path.rstrip("/") for path in JOURNAL_PAGES}
    assert set(JOURNAL_PAGES) <= set(rows)
    posts = [row for path, row in rows.items() if path in JOURNAL_POSTS]
    assert posts and {row["template"] for row in posts} == {"/journal/{slug}"}
    assert all(found[path] == row["template"] for path, row in rows.items())
    assert "Refined by layout: gather 8 of 11 one-off pages at the first level: layout " in log


def test_posts_a_capped_link_crawl_did_not_fetch_are_fetched_to_decide_their_gathering(web, tmp_path):
    """A link crawl capped at three pages found the thirty posts of a flat blog but fetched
    none: verification fetches the first level's pages whose layouts could still make the
    posts' frame most of that level (before any row's stand-in), and the posts are gathered
    into one template: the sample's posts stand for it, and the pages keep their slots."""
    listed = tmp_path / "templates.tsv"
    rows, requested, log = run(web, tmp_path, "longjournal.test", {"SITESAMPLER_CRAWL_PAGES": "3"}, path=JOURNAL,
                               budget="8", verify="60", templates=str(listed))
    assert "Link crawl: 3 pages fetched" in log
    origin = f"http://longjournal.test:{web.port}"
    found = dict(line.removeprefix(origin).split("\t") for line in listed.read_text(encoding="utf-8").splitlines())
    assert set(LONG_JOURNAL_POSTS) <= set(requested)
    assert {found[path] for path in LONG_JOURNAL_POSTS} == {"/journal/{slug}"}
    assert "Refined by layout: gather 30 of 34 one-off pages at the first level: layout " in log
    assert {row["template"] for path, row in rows.items() if path in LONG_JOURNAL_POSTS} == {"/journal/{slug}"}
    assert {"/journal/privacy-policy/", "/journal/services/", "/journal/careers/"} <= set(rows)
    assert len(requested) == len(set(requested)) and REMOVED_POST not in rows


def test_a_first_level_page_the_link_crawl_fetched_is_never_fetched_again(web, tmp_path):
    """Uncapped, the link crawl fetches every post, the removed one too (a 404, set aside): a
    page it fetched is known, whatever it showed, so deciding the gather asks for none again."""
    rows, requested, log = run(web, tmp_path, "longjournal.test", path=JOURNAL, budget="8", verify="60")
    assert REMOVED_POST in requested and len(requested) == len(set(requested))
    assert "Refined by layout: gather 30 of 34 one-off pages at the first level: layout " in log
    assert REMOVED_POST not in rows


@pytest.mark.parametrize("verify", ["0", "30"])
def test_common_pages_in_a_folder_of_pages_are_sampled_as_common_pages(web, tmp_path, verify):
    """A shop found by links keeps its standalone pages in one folder (``/pages/...``), which
    their number makes one template: the contact and legal pages its footer links are drawn
    out of it and sampled as common pages; the folder's other pages stay one template."""
    listed = tmp_path / "templates.tsv"
    rows, _, _ = run(web, tmp_path, "store.test", budget="10", verify=verify, templates=str(listed))
    origin = f"http://store.test:{web.port}"
    found = dict(line.removeprefix(origin).split("\t") for line in listed.read_text(encoding="utf-8").splitlines())
    for path, kind in STORE_COMMON.items():
        assert (rows[path]["reason"], rows[path]["page_type"], rows[path]["template"]) == ("common", kind, path)
        assert found[path] == path
    assert {found[path] for path in STORE_PAGES} == {"/pages/{slug}"}


@pytest.mark.parametrize("host, forum, topic", [("board.test", "/viewforum.php?f=", "/viewtopic.php?t="),
                                               ("javaboard.test", "/forum?f=", "/topic?t=")])
def test_a_board_that_writes_a_session_id_into_every_link_is_crawled_without_it(web, tmp_path, host, forum, topic):
    """phpBB gives a visitor without a cookie its session id in every link's query, a Java
    server in its path (``;jsessionid=``). The crawl requests each page without it, never with
    it, and never the logout; the topics are sampled."""
    rows, requested, _ = run(web, tmp_path, host)
    topics = {f"{topic}{t}" for topics in BOARD_TOPICS.values() for t in topics}
    assert topics <= set(requested) and {f"{forum}1", f"{forum}2"} <= set(requested)
    assert not [path for path in requested if "sid=" in path or "logout" in path]
    assert topics & set(rows) and not [path for path in rows if "sid=" in path]


def test_a_topics_print_view_and_language_menu_are_neither_requested_nor_rows(web, tmp_path):
    """phpBB links every topic's print view (``viewtopic.php?t=16&view=print``): the topic
    shown without its board's frame, asked for by the parameter's value. A program's language
    menu links the page in each language (``&lang=de``), as Moodle's does on every page. A
    forum links its topics' print views at addresses of their own (``/topic/<t>/print``). The
    crawl requests the topic, never those views, and no row names them."""
    rows, requested, _ = run(web, tmp_path, "board.test")
    assert not [path for path in requested + list(rows) if "print" in path or "lang=" in path], requested
    assert {f"/viewtopic.php?t={t}" for topics in BOARD_TOPICS.values() for t in topics} <= set(requested)


def test_a_pages_revisions_and_amp_view_are_neither_requested_nor_rows(web, tmp_path):
    """A wiki page links its revisions, a revision's changes and its AMP view, each its own
    path with a view's segment added: the page shown another way. The crawl requests the
    pages, never those views, and no row names them; a page's own sub-page named by a word
    sites give pages (``/about/history``) is requested and sampled."""
    rows, requested, _ = run(web, tmp_path, "bookwiki.test")
    assert not [path for path in requested + list(rows) if "/revisions" in path or "/amp" in path], requested
    assert set(BOOK_PAGES) <= set(requested) and "/about/history" in requested
    assert "/about/history" in rows and set(BOOK_PAGES) & set(rows)


def test_a_wikis_tool_views_of_other_pages_are_read_as_those_pages(web, tmp_path):
    """A wiki's pages link every other page's history, diffs and old revisions, and its feed
    of recent changes lists diffs: the crawl reaches each page by them, and requests and
    samples the pages, never those views."""
    rows, requested, _ = run(web, tmp_path, "wikitools.test")
    assert {f"/w/index.php?title={name}" for name in WIKI_TITLES + WIKI_FEED_TITLES} <= set(requested)
    assert not [path for path in requested + list(rows) if "action=" in path or "oldid=" in path or "diff=" in path]


def test_a_language_links_cookie_never_reaches_the_other_pages(web, tmp_path):
    """A site keeps the language its links name (``?lang=de``, ``?lang=fr``) in a cookie, as
    many programs do: every page fetched after one came back in German. Each language's pages
    are fetched, with cookies of their own; the other pages are sent the site's session cookie
    and never a language's, whatever the order the answers arrive in. Each page's row is its
    address in the home page's language, not a translation's."""
    before = len(web.cookies)
    rows, requested, _ = run(web, tmp_path, "polyglot.test")
    sent = [(path, cookie) for host, path, cookie in web.cookies[before:] if host == "polyglot.test"]
    assert {f"{path}/team" for path in POLYGLOT_PAGES} <= set(requested) and "/?lang=de" in requested
    assert [(path, cookie) for path, cookie in sent if "lang=" not in path and "lang=" in cookie] == []
    assert {path for path, cookie in sent if "visit=1" in cookie and "lang=" not in path} >= set(POLYGLOT_PAGES)
    # Each language's pages have cookies of their own: French pages are never sent German's.
    assert [(path, cookie) for path, cookie in sent if "lang=fr" in path and "lang=de" in cookie
            or "lang=de" in path and "lang=fr" in cookie] == []
    assert set(POLYGLOT_PAGES) <= set(rows) and not [path for path in rows if "lang=" in path], sorted(rows)


def test_a_language_folders_cookie_never_reaches_the_other_pages(web, tmp_path):
    """The site's Spanish pages live under ``/es/``, and the program keeps the language for the
    session: fetched after ``/es/``, the other pages came back in Spanish, or not, by the order
    the answers arrived in. The Spanish pages have cookies of their own; the others are sent
    the site's session cookie and never the language's."""
    before = len(web.cookies)
    rows, requested, _ = run(web, tmp_path, "foldered.test")
    sent = [(path, cookie) for host, path, cookie in web.cookies[before:] if host == "foldered.test"]
    assert {f"{path}/team" for path in POLYGLOT_PAGES} <= set(requested) and "/es/about/team" in requested
    assert [(path, cookie) for path, cookie in sent if not path.startswith("/es") and "locale=es" in cookie] == []
    assert {path for path, cookie in sent if "visit=1" in cookie and not path.startswith("/es")} >= set(POLYGLOT_PAGES)
    assert [cookie for path, cookie in sent if path == "/es/about/team"] == ["locale=es"]


def test_a_link_shown_disabled_is_no_link():
    """A tracker keeps the ``href`` of the actions a visitor may not take and shows them
    disabled (Phabricator's give-a-token, mute and move items; ``aria-disabled``): the page's
    links leave them out, so the crawl never requests them."""
    page = HtmlResponse("https://t.example/T12", body=b"""<html><body><a href="/T13">Next task</a>
        <ul><li class="phabricator-action-view phabricator-action-view-disabled"><a href="/token/give/PHID-TASK-3f2a/">Give</a></li>
        <li class="phabricator-action-view"><a href="/T12/history">History</a></li></ul>
        <a href="/phriction/move/4/" aria-disabled="true">Move</a> <a class="btn disabled" href="/subscriptions/mute/PHID-TASK-3f2a/">Mute</a>
        </body></html>""")
    assert page_links(page) == ["https://t.example/T13", "https://t.example/T12/history"]


def test_a_link_the_page_asks_crawlers_not_to_follow_is_not_followed(web, tmp_path):
    """A calendar links its earlier page with ``rel="nofollow"``, and each the one before it,
    for ever. The link crawl follows the plain links (the events) and not those: without
    verification, none is requested; the first is still a candidate."""
    rows, requested, _ = run(web, tmp_path, "calendar.test", verify="0")
    assert set(CALENDAR_EVENTS) <= set(requested) and "/events.html" in requested
    assert not set(CALENDAR_EARLIER) & set(requested), requested
    assert CALENDAR_EARLIER[0] in rows and not set(CALENDAR_EARLIER[1:]) & set(rows)


def test_a_switch_returning_to_the_page_it_is_on_is_never_requested(web, tmp_path):
    """Each page links a language switch that returns to it: read without its return address,
    the switch looked like a page; it acts, and is never requested nor sampled. So does a
    language selector given a language; a form mailing the page is the page's tool."""
    rows, requested, _ = run(web, tmp_path, "switching.test")
    assert {"/about", "/team"} <= set(requested)
    assert not [path for path in requested + list(rows)
                if "RedirectToLocalizedContent" in path or "selector" in path or "sendto" in path], requested


def test_a_link_writing_the_pages_query_again_is_that_page(web, tmp_path):
    """Each page links its languages as its own address, "?" and the language
    (``/faq.php?id=1?lang=fr``): the page before the second "?", already found, so none of
    them is requested or a row; a real site adds one more such query at each step."""
    rows, requested, _ = run(web, tmp_path, "echoing.test")
    assert set(ECHOING_PAGES) <= set(requested)
    assert not [path for path in requested + list(rows) if path.count("?") > 1], requested
    assert len(requested) == len(set(requested))


def test_links_of_a_kind_that_sent_every_visitor_to_sign_in_are_followed_no_more(web, tmp_path):
    """The two manager pages of the first level send the crawler to sign in: the manager pages
    the events link are passed over (they stay candidates, for verification to judge), and
    the events are still followed."""
    rows, requested, log = run(web, tmp_path, "managed.test", verify="0")
    assert set(MANAGED_EVENTS) <= set(requested)
    assert sorted(path for path in requested if path.endswith("/manage/")) == MANAGED_LEVEL_ONE
    assert {f"{path}manage/" for path in MANAGED_EVENTS} <= set(rows)
    assert "5 links passed over, of kinds of page that answered no page" in log
    assert "'sitesampler/crawl_passed_over': 5" in log


def test_a_sign_in_link_naming_the_page_it_is_on_is_one_sign_in_page(web, tmp_path):
    """Every page links the sign-in and sign-up pages with its own address to come back to
    (``/login?to=tags`` on ``/tags``): one sign-in row and one sign-up row, not one a page."""
    rows, requested, _ = run(web, tmp_path, "returning.test")
    assert set(RETURNING_PAGES) <= set(requested)
    assert len([path for path in rows if path.startswith("/login")]) == 1
    assert len([path for path in rows if path.startswith("/register")]) == 1
    assert not [path for path in requested if path.startswith("/login?to=") and path != "/login?to="], requested


def test_a_page_that_redirects_to_another_site_is_set_aside_and_the_other_site_never_requested(web, tmp_path):
    """A link that redirects to a publisher, and a members' area that redirects to the single
    sign-on of another domain, have left the site: neither target is requested (nor its host's
    robots.txt), the first is set aside as a redirect and the second as a login wall, and
    neither counts as a problem of the site."""
    rows, requested, log = run(web, tmp_path, "leaving.test", budget="20", verify="20")
    assert not [host for host, _ in web.requests if host in ("elsewhere.test", "sso.test")]
    assert OFF_SITE_LINK in requested and SSO_LINK in requested
    assert OFF_SITE_LINK not in rows and SSO_LINK not in rows and set(LEAVING_NEWS) <= set(rows)
    assert f"{OFF_SITE_LINK} (redirect)" in log and f"{SSO_LINK} (login_wall)" in log
    assert "left_the_site" not in log and "dns_error" not in log


def test_a_json_answer_the_crawl_meets_has_no_links_and_raises_nothing(web, tmp_path):
    """A page's ``.model.json`` twin is a file by its name, never requested; a JSON answer at an
    address that names no file is fetched as a link like any other, holds no markup, so gives
    no links, and the log holds no error."""
    rows, requested, log = run(web, tmp_path, "models.test")
    assert "/api/products" in requested and "/en/products.model.json" not in requested
    assert "/en/products.html" in rows
    assert "Traceback" not in log and "Spider error" not in log


def test_share_buttons_and_list_views_never_stand_for_their_page(web, tmp_path):
    """Share buttons (``?share=facebook``, which sends the browser to another site), comment
    reply and campaign links name the page itself: the crawl requests the page, never the
    link, so no page is set aside as a redirect for its share button (the home page and every
    post were, and 10 of 12 rows were lost). So does a login link that returns to the page it
    is on: one login page, not one per page. A list's later page is fetched for what it lists,
    its sorted, filtered and print views never (the same pages), and the list's row is its own
    view, with its title. A page's links to itself with parameters added (a comment, a print
    view, a calendar file) and a feed linked with its format named are neither requested nor
    rows."""
    rows, requested, log = run(web, tmp_path, "shares.test", budget="20", verify="40")
    assert not [path for path in requested if "share=" in path or "replytocom" in path or "utm_" in path], requested
    assert not [path for path in requested + list(rows) if any(view in path for view in SELF_VIEWS)], requested
    assert TYPED_FEED not in requested and TYPED_FEED not in rows
    assert not set(FILES_LINKED) & set(requested)
    assert [path for path in requested if path.startswith(LOGIN)] == [LOGIN]
    assert [path for path in rows if path.startswith(LOGIN)] == [LOGIN] and rows[LOGIN]["page_type"] == "login"
    assert len(requested) == len(set(requested))
    assert set(LIST_VIEWS) <= set(requested) and not set(SORTED_VIEWS) & set(requested)
    assert rows["/"]["reason"] == "home" and rows["/"]["title"] == "Home"
    assert rows["/blog/"]["title"] == "Blog" and not set(LIST_VIEWS + SORTED_VIEWS) & set(rows)
    assert sum(1 for path in rows if path in SHARED_POSTS) == 10  # the cap: half the budget
    assert all(row["status"] == 200 and not row["final_url"] for row in rows.values()), rows
    assert "Set aside after fetching" not in log
