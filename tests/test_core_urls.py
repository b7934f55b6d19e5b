"""Normalisation: every spelling of a page is one page; other sites and files are not pages."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from urllib.parse import unquote, urlsplit

from w3lib.url import canonicalize_url

from sitesampler.core import SiteSampler
from sitesampler.core.lanes import PlainScope
from sitesampler.core.urls import OutOfScope, SiteScope, canonical_path

SCOPE = SiteScope("https://www.example.com/")


@pytest.mark.parametrize("spelling", [
    "https://www.example.com/a",
    "https://www.example.com/a/",
    "http://www.example.com/a",
    "https://example.com/a",
    "HTTPS://WWW.EXAMPLE.COM/a#section",
    "https://www.example.com:443/a",
    "http://example.com:80/a/",
    "https://www.example.com/a?page=3",
    "https://www.example.com/a?after=t3_9f2c", "https://www.example.com/a?before=4CDN2Q%3D%3D",  # a cursor's page
    "https://www.example.com/a?page_number=2", "https://www.example.com/a?pgNr=1",  # a page's number in two words
    "https://www.example.com/a?os_destination=%2Fbrowse%2FCORE-5",  # a return address after a program's prefix
    "https://www.example.com/a?redirect_url=https%3A%2F%2Fwww.example.com%2Fcustomers",  # a sign-in's return
    "https://www.example.com/a?sort=desc&page=2&PerPage=50",
    "https://www.example.com/a?utm_source=news&utm_medium=mail&fbclid=x",
    "https://www.example.com/a/?share=twitter",
    "https://www.example.com/a/?replytocom=42#respond",
    "https://www.example.com/a?destination=/node/3",
    "https://www.example.com/a?ReturnUrl=%2Fcart",
    "https://www.example.com/a/?redirect_to=https%3A%2F%2Fexample.com%2Fpost%2F&returnto=Main_Page",
    "https://www.example.com/a;jsessionid=0A1B2C",
    # a list filtered or sorted by its widgets, and a page's print view
    "https://www.example.com/a/?filter_color=green&orderby=price",
    "https://www.example.com/a/?rating_filter=4",
    "https://www.example.com/a?filter%5Btag%5D=3&filter_order=a.hits&filter_order_Dir=desc",
    "https://www.example.com/a?f%5Bcreator_sim%5D%5B%5D=Lee%2C+Min", "https://www.example.com/a?f[0]=type:page",  # facets
    "https://www.example.com/a?range[year][begin]=1900&fq[]=format:map",
    "https://www.example.com/a?print=1&tmpl=component",
    "https://www.example.com/a?printable=yes",
    "https://www.example.com/a?limitstart=8",
    "https://www.example.com/a?sort_by=created&sort_order=DESC&items_per_page=20",  # a Drupal view's
    "https://www.example.com/a?sortby=starter&limit=25",  # MyBB's sort, OpenCart's page size
    "https://www.example.com/a?image_order=3", "https://www.example.com/a?listorderby=oxtitle",  # after what it sorts
    "https://www.example.com/a?to=64%2Fhow-do-i-install-18",  # a short name of the address to return to
    "https://www.example.com/a?redirect=%2Fweb%2Fguest%2Fnews",  # a portal's return address
    "https://www.example.com/a?next=/account/keys",  # Django's login link
    "https://www.example.com/a?_xfRedirect=%2Fthreads%2F&return_path=/cart",  # after a prefix
    "https://www.example.com/a/index.html",
    "https://example.com/a/index.htm?utm_source=x",
])
def test_spellings_of_one_page_share_the_key(spelling):
    page = SCOPE.normalize(spelling)
    assert page.key == "/a"
    assert page.url.startswith("https://www.example.com/a")
    assert page.segments == ("a",)


def test_a_folders_index_file_is_the_folders_page_shown_as_found():
    """Static builds link ``/tag/a/`` and ``/tag/a/index.html``: one page, and the sampler keeps
    the better-ranked listing's spelling (the folder's, on a tie), whatever the order."""
    page = SCOPE.normalize("https://example.com/tag/a/index.html")
    assert (page.key, page.url, page.segments) == ("/tag/a", "https://www.example.com/tag/a/index.html", ("tag", "a"))
    assert SCOPE.normalize("https://example.com/index.html").key == "/"
    assert SCOPE.normalize("https://example.com/index.html?p=3").key == "/?p=3"  # a WordPress post, as on "/"
    assert SCOPE.normalize("https://example.com/tag/a/reindex.html").key == "/tag/a/reindex.html"
    urls = [f"https://example.com/tag/{name}/" for name in "abc"] + ["https://example.com/tag/b/index.html"]
    for order in (urls, urls[::-1]):
        sampler = SiteSampler("https://example.com/", budget=5, keep_all=True)
        sampler.add_listings([(url, None, None) for url in order])
        assert sorted(url for url, _ in sampler.page_templates()) == [f"https://example.com/tag/{name}/" for name in "abc"]


def test_remaining_parameters_are_sorted_and_kept():
    page = SCOPE.normalize("https://example.com/view.php?wr_id=5&bo_table=free&page=2")
    assert page.key == "/view.php?bo_table=free&wr_id=5"
    assert page.url == "https://www.example.com/view.php?bo_table=free&wr_id=5"
    assert page.query == (("bo_table", "free"), ("wr_id", "5"))


def test_a_view_parameter_names_the_page():
    # Joomla and many PHP programs route on ?view=: without it the address opens another page.
    page = SCOPE.normalize("https://example.com/index.php?option=com_content&view=article&id=17:news&Itemid=103")
    assert page.key == "/index.php?id=17:news&Itemid=103&option=com_content&view=article"
    assert SCOPE.normalize("https://example.com/index.php?view=category&id=8").key != \
        SCOPE.normalize("https://example.com/index.php?view=article&id=8").key
    assert SCOPE.normalize("https://example.com/a?filtering=yes").key == "/a?filtering=yes"  # no filter's name


def test_a_page_named_under_a_words_page_parameter_is_a_page_of_its_own():
    # Zen Cart routes every page by ?main_page=: a word before "_page" names no list, so the
    # parameter is the page's; a list's id before it numbers the list's pages (Webflow).
    contact = SCOPE.normalize("https://example.com/index.php?main_page=contact_us")
    assert contact.key == "/index.php?main_page=contact_us"
    assert contact.key != SCOPE.normalize("https://example.com/index.php?main_page=login").key
    assert SCOPE.normalize("https://example.com/blog?3f2a9c1e_page=2").key == "/blog"
    # The shop writes a visitor's session id into every link: the page is the same without it.
    assert SCOPE.normalize("https://example.com/index.php?main_page=index&cPath=1_9&zenid=9f2c4e1a").key == \
        SCOPE.normalize("https://example.com/index.php?main_page=index&cPath=1_9").key == \
        SCOPE.normalize("https://example.com/index.php?main_page=index&cPath=1_9&osCsid=9f2c4e1a").key


def test_p_is_a_wordpress_post_on_the_root_and_pagination_elsewhere():
    assert SCOPE.normalize("https://example.com/?p=123").key == "/?p=123"
    assert SCOPE.normalize("https://example.com/blog/?p=3").key == "/blog"


def test_page_is_a_lists_number_and_a_programs_page_by_name():
    # Tiki names every wiki page by ?page=<name>: read as a list's number, the whole wiki was
    # one address, its home page's.
    assert SCOPE.normalize("https://example.com/tiki-index.php?page=Installation").key == "/tiki-index.php?page=Installation"
    assert SCOPE.normalize("https://example.com/tiki-index.php?page=2").key == "/tiki-index.php"
    sampler = SiteSampler("https://example.com/", budget=5, keep_all=True)
    names = ["Installation", "Upgrade", "Plugins", "Themes", "Backups"]
    sampler.add_listings([(f"https://example.com/tiki-index.php?page={name}", None, None) for name in names])
    assert sum(cluster.size for cluster in sampler.clusters()) == len(names)


def test_percent_escapes_are_decoded_for_segments_and_case_folded_for_the_key():
    lower = SCOPE.normalize("https://example.com/%ea%b3%b5%ec%a7%80")
    upper = SCOPE.normalize("https://example.com/%EA%B3%B5%EC%A7%80")
    assert lower.key == upper.key and lower.segments == ("공지",)


def test_the_home_page_has_no_segment_and_no_kept_parameter():
    home = SCOPE.normalize("http://example.com")
    assert (home.key, home.segments, home.query) == ("/", (), ())
    assert SCOPE.normalize("https://example.com/?p=1").query == (("p", "1"),)


@pytest.mark.parametrize(("url", "reason"), [
    ("https://other.com/a", "offsite"),
    ("https://sub.example.com/a", "offsite"),
    ("https://www.example.com:8443/a", "offsite"),
    ("ftp://www.example.com/a", "not_http"),
    ("mailto:a@example.com", "not_http"),
    ("https://www.example.com/brochure.PDF", "not_html"),
    ("https://www.example.com/img/logo.png", "not_html"),
    ("https://www.example.com/events/open-day/ics", "not_html"),  # an event's calendar file
    ("https://www.example.com/events/open-day.ics", "not_html"),
    ("https://www.example.com/blog/feed/", "not_html"),
    ("https://www.example.com/~emma/demo/commit/3f2a9c1e.patch", "not_html"),  # a forge's patch
    ("https://www.example.com/~emma/devel/patches/12/mbox", "not_html"),  # a mailing list's archive of it
    ("https://[::1/", "unparseable"),
])
def test_urls_that_are_not_pages_of_the_site_are_refused_with_a_reason(url, reason):
    with pytest.raises(OutOfScope) as refusal:
        SCOPE.normalize(url)
    assert refusal.value.reason == reason


def test_a_root_with_a_port_keeps_it():
    scope = SiteScope("http://demo.test:8765/")
    assert scope.normalize("http://www.demo.test:8765/x/").url == "http://demo.test:8765/x/"
    with pytest.raises(OutOfScope):
        scope.normalize("http://demo.test/x")


@pytest.mark.parametrize("root", ["ftp://example.com/", "example.com", "https://", ""])
def test_a_root_that_is_not_an_http_url_is_refused(root):
    with pytest.raises(ValueError, match="http"):
        SiteScope(root)


URL_PIECES = st.sampled_from(["/", "/a", "/B", "-", ".", "..", "~", "%7e", "%41", "%e9", "é", "%C3%A9", "|", ";sid=1", "?", "&", "=", "+",
                              "?page=2", "?q=a+b", "?utm_source=x", "#f", ".pdf", "/feed", ":", "@", " ", "\t",
                              "/index.html", "index.htm", "/INDEX.html"])
ORIGINS = st.sampled_from(["https://www.example.com", "http://example.com", "https://example.com:443",
                           "https://www.example.com:8443", "https://other.example.com", "https://www.example.com."])


def _normalized(scope: SiteScope, url: str) -> object:
    try:
        return scope.normalize(url)
    except OutOfScope as refusal:
        return refusal.reason


PLAIN = PlainScope("https://www.example.com/")
PORTED, PLAIN_PORTED = SiteScope("http://127.0.0.1:8000/"), PlainScope("http://127.0.0.1:8000/")


@settings(max_examples=3000, deadline=None)
@given(ORIGINS, st.lists(URL_PIECES, max_size=8).map("".join))
def test_the_plain_spelling_shortcuts_agree_with_the_general_path(origin, rest):
    """``PlainScope`` reads the common spelling with one regex, and a plain leaf of a folder it
    has seen without parsing; ``SiteScope`` always takes the general path. Both must give the
    same page (or the same refusal), the first time a folder is seen and after."""
    url, local = origin + rest, "http://127.0.0.1:8000" + rest
    for _ in range(2):
        assert _normalized(PLAIN, url) == _normalized(SCOPE, url)
        assert _normalized(PLAIN_PORTED, local) == _normalized(PORTED, local)


@pytest.mark.parametrize("spellings", [
    ("/products/%7Efoo", "/products/~foo", "/products/%7efoo"),
    ("/caf%C3%A9", "/café", "/caf%c3%a9", "/caf%C3%A9/"),
    ("/a/../products/1", "/products/1", "/products/./1", "/x/y/../../products/1/"),
    ("/products/..", "/", "/products/../"),
])
def test_spellings_w3lib_folds_are_one_page(spellings):
    """Each group is one page, through the general path, the shortcuts, the sampler's folder
    lanes and the key that splits pages between workers."""
    urls = ["https://www.example.com" + path for path in spellings]
    assert len({SCOPE.normalize(url).key for url in urls} | {PLAIN.normalize(url).key for url in urls}) == 1
    assert len({PLAIN.worker_key(url) for url in urls}) == 1
    sampler = SiteSampler("https://www.example.com/", budget=5)
    # Beside a folder of plain pages, so the folder's leaves take the batch path too.
    others = [f"https://www.example.com/products/{n}" for n in range(10, 20)]
    sampler.add_listings([(url, None, None) for url in urls + others])
    assert sampler.sample().stats["urls_distinct"] == 1 + len(others)


PATH_PIECES = st.sampled_from(["/", "/a", "/B", "-", ".", "..", "~", "%7e", "%7E", "%41", "%2f", "%2F", "%e9",
                               "%C3%A9", "é", "한", "+", ":", "@", "!", "'", " ", "|", "{", "^", "%", "%25",
                               "\\", "`", "[", "*"])


@settings(max_examples=1500, deadline=None)
@given(st.lists(PATH_PIECES, max_size=10).map("".join))
def test_paths_match_w3lib_canonicalize_url(path):
    """w3lib is the oracle: whichever way a path is read (the general path, the plain
    shortcut), the page's key is ``canonicalize_url``'s path, its reported URL reads as the same
    text, and the worker key of the raw spelling is that of the canonical one."""
    url = "https://www.example.com/" + path
    expected = urlsplit(canonicalize_url(url)).path
    assert canonical_path("/" + path) == expected
    for scope in (SCOPE, PLAIN):
        page = _normalized(scope, url)
        if isinstance(page, str):  # refused (a file, a feed): the same page is refused too
            assert page == _normalized(scope, "https://www.example.com" + expected)
            continue
        assert page.key == (expected.rstrip("/") or "/")
        assert unquote(urlsplit(page.url).path) == unquote(expected)
    assert PLAIN.worker_key(url) == PLAIN.worker_key("https://www.example.com" + expected)


def test_a_wikis_file_page_is_a_page_and_the_file_a_document():
    """MediaWiki describes each upload at ``/wiki/File:<name>.jpg``, an HTML page listed in its
    sitemap; the upload itself, ``/images/a/ab/<name>.jpg``, is no page. The description pages
    were all dropped as images."""
    from sitesampler.core import SiteSampler
    site = SiteSampler("https://wiki.example/", random_share=0, keep_all=True)
    pages = [f"https://wiki.example/wiki/File:Coral_reef_{n}.jpg" for n in range(4)]
    uploads = ["https://wiki.example/images/a/ab/Coral_reef_0.jpg"]
    site.add_listings([(url, None, None) for url in ["https://wiki.example/", *pages, *uploads]])
    found = {url for url, _ in site.page_templates()}
    assert set(pages) <= found and not set(uploads) & found


def test_a_nested_parameters_inner_name_decides():
    """TYPO3's news list numbers its pages with ``tx_news_pi1[currentPage]``: one list, as
    ``?page=2`` is; a nested sort is a sort. The news item's own nested key names it."""
    from sitesampler.core.urls import without_noise
    scope = SiteScope("https://uni.example/")
    first = scope.normalize("https://uni.example/aktuelles/")
    later = scope.normalize("https://uni.example/aktuelles/?tx_news_pi1%5BcurrentPage%5D=3")
    assert later.key == first.key
    item = scope.normalize("https://uni.example/aktuelles/?tx_news_pi1%5Bnews%5D=17")
    assert item.key != first.key
    assert without_noise("https://uni.example/list?filter%5Bsort%5D=title&id=3") == "https://uni.example/list?id=3"
