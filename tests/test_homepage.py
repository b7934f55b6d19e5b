"""What the home page tells the exploration, read by Scrapy's own selectors and link extractor."""

from __future__ import annotations

from scrapy.http import HtmlResponse

from sitesampler.core.actions import action_reason
from sitesampler.discovery.homepage import read_home_page

PAGE = b"""<!doctype html><html><head><meta name="Generator" content="Drupal 10 (https://www.drupal.org)">
<link rel="Stylesheet" href="/sites/default/files/css/a.css"></head><body>
<div role="banner"><a href="/user/login">Sign in</a><a href="https://elsewhere.example/login">Partner</a></div>
<nav><a href="/news">News</a><a href="/toegankelijkheid">Toegankelijkheid</a></nav>
<search><form action="/zoeken-search"><input name="q"></form></search>
<main><a href="/contact">not navigation</a><a href="/media/Plan.PDF">plan</a><a href="/x/book.epub#c1">book</a>
<svg viewBox="0 0 1 1"></svg></main>
<div role="contentinfo"><a href="/privacy-policy">Privacy</a><a href="/docs/rules.docx">Rules</a></div>
</body></html>"""


def test_navigation_regions_give_the_common_pages_only():
    home = read_home_page(HtmlResponse("https://site.example/", body=PAGE))
    assert home.common_links == ["https://elsewhere.example/login", "https://site.example/privacy-policy",
                                 "https://site.example/toegankelijkheid", "https://site.example/user/login",
                                 "https://site.example/zoeken-search"]


def test_a_header_written_as_a_div_beside_a_nav_gives_its_common_pages():
    """A shop theme's header is ``<div id="top_header">`` (its sign-in, sign-up and search)
    while its categories are a ``<nav>``: the header's common pages join the navigation's,
    its other links do not."""
    page = (b'<!doctype html><html><body><div id="top_header"><a href="/login.php">Log in</a>'
            b'<a href="/register.html">Register</a><a href="/offers">Offers</a>'
            b'<form action="/search.html"><input name="q"></form></div>'
            b'<nav><a href="/shoes">Shoes</a><a href="/contact">Contact</a></nav><main>x</main></body></html>')
    home = read_home_page(HtmlResponse("https://shop.example/", body=page))
    assert sorted(home.common_links) == ["https://shop.example/contact", "https://shop.example/login.php",
                                         "https://shop.example/register.html", "https://shop.example/search.html"]
    assert home.listings == ["https://shop.example/shoes"]


def test_a_search_form_of_the_header_is_read_whatever_the_case_of_its_method():
    """HTML's ``method`` is case-insensitive: Statamic's header form says ``method="GET"``.
    A form sent by POST is no page to visit."""
    page = PAGE.replace(b"<div role=\"banner\">", b'<div role="banner"><form method="GET" action="/search">'
                        b'<input name="q"></form><form method=" Post " action="/newsletter/join"></form>')
    home = read_home_page(HtmlResponse("https://site.example/", body=page))
    assert "https://site.example/search" in home.common_links
    assert not any("newsletter" in url for url in home.common_links + home.listings)


def test_an_articles_own_header_and_footer_are_no_navigation():
    """A blog's home page lists its posts as articles, each with a header (its title) and a
    footer (its tags): those links are the list's content, not the page's header or footer."""
    cards = b"".join(b'<article class="post"><header class="post-header"><a href="/post-%d/">Post</a></header>'
                     b'<footer class="post-meta"><a href="/tag/t%d/">t</a></footer></article>' % (n, n) for n in range(3))
    page = PAGE.replace(b"<main>", b"<main>" + cards + b'<div role="article"><footer><a href="/post-9/">x</a></footer></div>')
    home = read_home_page(HtmlResponse("https://site.example/", body=page))
    assert not [url for url in home.common_links + home.listings if "/post-" in url or "/tag/" in url]
    assert "https://site.example/privacy-policy" in home.common_links


def test_the_other_navigation_links_are_listings_and_links_that_may_act_are_dropped_or_counted():
    """A link that may act but that the sampler would take (``/items/7/delete``) is dropped
    here; the URLs that act by the sampler's own rule (a logout, a nonce) go on, and the sampler
    refuses and counts them (tests/test_crawl_actions.py)."""
    page = PAGE.replace(b"<nav>", b'<nav><a href="/logout">Out</a><a href="/news/?_wpnonce=ab12">x</a>'
                                  b'<a href="/items/7/delete">Delete</a>')
    home = read_home_page(HtmlResponse("https://site.example/", body=page))
    links = home.common_links + home.listings
    assert "https://site.example/news" in home.listings
    assert not any("delete" in url for url in links)
    assert {action_reason(url) for url in links if "logout" in url or "nonce" in url} == {"state_change", "token"}


def test_documents_anywhere_on_the_page_whatever_the_case_of_their_extension():
    home = read_home_page(HtmlResponse("https://site.example/", body=PAGE))
    assert home.documents == ["https://site.example/docs/rules.docx", "https://site.example/media/Plan.PDF",
                              "https://site.example/x/book.epub"]


def test_technologies_from_markup_generator_paths_and_headers():
    response = HtmlResponse("https://site.example/", body=PAGE, headers={"X-Powered-By": ["PHP/8.3", "Express"]})
    assert read_home_page(response).technologies == [
        "HTML", "CSS", "SVG", "WAI-ARIA", "Drupal", "Drupal 10 (https://www.drupal.org) (meta generator)",
        "Express (X-Powered-By)", "PHP/8.3 (X-Powered-By)"]


def test_navigation_links_whose_text_names_a_common_page_are_typed_by_it():
    """A shop's footer links its contact, imprint and privacy pages at opaque addresses
    (``/navigation/<uuid>``): their texts name their types; a category's name, a "Home" link,
    a sentence and a link in the page's main content name none."""
    page = (b'<!doctype html><html><body><header><a href="/">Home</a><a href="/navigation/0a1b">Clothing</a></header>'
            b'<main><a href="/navigation/9f9f">Contact</a></main>'
            b'<footer><a href="/navigation/42ff">Contact</a><a href="/navigation/1275">Imprint</a>'
            b'<a href="/navigation/c447"> Privacy  policy </a><a href="/navigation/7e7e">Contact our sales team '
            b'for a quote today</a></footer></body></html>')
    home = read_home_page(HtmlResponse("https://shop.example/", body=page))
    assert home.names == {"https://shop.example/navigation/1275": "legal", "https://shop.example/navigation/42ff": "contact",
                          "https://shop.example/navigation/c447": "legal"}
