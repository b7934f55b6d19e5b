"""The links a fetched page offers the crawl: its anchors, its versions in other languages and
its jump menus.

Anchors are most of a site's links, but two kinds of navigation are not anchors, and a link
crawl that reads anchors alone never reaches what only they lead to:

* **language versions**: ``<link rel="alternate" hreflang="fr" href="/fr/">`` in the head, the
  way search engines are told of a page's translations. A language switcher is often a script
  or a select, so a section that exists in one language only (a Japanese diary beside English
  posts) may be linked from no anchor of the other;
* **jump menus**: a ``<select>`` whose change sends the browser to the chosen option's value
  (``onchange="location = this.value"``; WordPress's archives dropdown sets
  ``document.location.href`` to the option's value). Each option whose value is an address is
  a link a visitor follows with one choice. A select whose change runs anything else (a
  filter, a sort, a form's submit) names no page: its options are left alone.

Scrapy's link extractor reads all three; each kind is capped at :data:`MAX_LINKS_PER_PAGE`,
selected in libxml2, since reading every link of a huge listing in Python held the reactor for
seconds (and timed out the downloads in flight). A page with more links than that gives its
first half of the cap in document order and the other half spread evenly over the rest
(:data:`SELECTED`): a home page listing thousands of reports section after section still leads
to its last section, which its first thousand links never reach.
"""

from __future__ import annotations

from scrapy.http import TextResponse
from scrapy.linkextractors import LinkExtractor

#: Links of each kind read per page (the root, and the pages of the link crawl).
MAX_LINKS_PER_PAGE = 1000
#: The XPath predicate that selects them: every link of a page with no more than the cap; of
#: a page with more, its first half of the cap, then every n-th link after them, n the
#: smallest that keeps them within the other half.
_HALF = MAX_LINKS_PER_PAGE // 2
SELECTED = (f"[last() <= {MAX_LINKS_PER_PAGE} or position() <= {_HALF}"
            f" or (position() - {_HALF}) mod ceiling((last() - {_HALF}) div {_HALF}) = 0]")

#: ``<a>`` and ``<area>``; the extractor drops images, PDFs, archives... by extension, and an
#: anchor whose ``type`` names another format than HTML is left out here: HTML's hint of what
#: the link sends (Blogger's ``<a type="application/atom+xml" href="/feeds/posts/default">``,
#: a feed without an extension). A ``type`` that is no media type (``button``) says nothing.
NOT_HTML_TYPE = "contains(@type, '/') and not(contains(translate(@type, 'HTML', 'html'), 'html'))"
#: Nor is an anchor a script turns into a form sent with another method than GET: Rails'
#: ``<a href="/articles/7/thumbs_up" data-method="put">`` (and Turbo's ``data-turbo-method``),
#: which a browser never opens as a page and which acts when sent.
SENDS_FORM = " or ".join(f"(@{name} and translate(normalize-space(@{name}), 'GET', 'get') != 'get')"
                         for name in ("data-method", "data-turbo-method"))
#: Nor a link shown disabled, which a visitor cannot follow though its ``href`` stays: ARIA's
#: ``aria-disabled="true"``, or a class saying so on it or its list item (Bootstrap's
#: ``disabled``, Phabricator's ``phabricator-action-view-disabled`` on actions the visitor may
#: not take: give a token, mute, move).
DISABLED = ("@aria-disabled='true' or contains(translate(@class, 'DISABLE', 'disable'), 'disabled')"
            " or parent::li[contains(translate(@class, 'DISABLE', 'disable'), 'disabled')]")
anchor_extractor = LinkExtractor(
    restrict_xpaths=f"(//a[not({NOT_HTML_TYPE}) and not({SENDS_FORM}) and not({DISABLED})]|//area){SELECTED}")
#: The page's alternates in other languages (``rel`` holds ``alternate``, in any case).
language_extractor = LinkExtractor(
    restrict_xpaths=f"(//link[@hreflang][contains(concat(' ', normalize-space(translate(@rel, 'ALTERNATE', "
                    f"'alternate')), ' '), ' alternate ')]){SELECTED}",
    tags=("link",), attrs=("href",))
#: The options of a select whose change sets the browser's location, whose values are
#: addresses: absolute, or a path (``/ja/``, ``./a``, ``../b``). A bare value (``12``, ``en``) is
#: data a script builds an address from (``location = '/shop?cat=' + this.value``): read as
#: a relative link it would name a page that does not exist.
ADDRESS_VALUE = ("(starts-with(normalize-space(@value), '/') or starts-with(normalize-space(@value), '.') "
                 "or starts-with(normalize-space(@value), 'http://') or starts-with(normalize-space(@value), 'https://'))")
jump_extractor = LinkExtractor(
    restrict_xpaths=f"(//select[contains(translate(@onchange, 'LOCATIN', 'locatin'), 'location')]"
                    f"//option[{ADDRESS_VALUE}]){SELECTED}",
    tags=("option",), attrs=("value",))
EXTRACTORS = (anchor_extractor, language_extractor, jump_extractor)
#: The anchors a page asks crawlers not to follow (``rel`` holds ``nofollow``, in any case).
nofollow_extractor = LinkExtractor(
    restrict_xpaths=f"(//a[contains(concat(' ', normalize-space(translate(@rel, 'NOFLW', 'noflw')), ' '), "
                    f"' nofollow ')]){SELECTED}")


def unfollowed_links(response: TextResponse) -> frozenset[str]:
    """The absolute URLs of the anchors ``response`` asks crawlers not to follow
    (``rel="nofollow"``), spelled as :func:`page_links` spells them: a blog marks its
    commenters' links so (Movable Type's ``mt-comments.cgi?__mode=red&id=<n>``, which redirects
    to each commenter's site), a calendar its next and previous months, which go on for ever.
    Such a link is still a candidate; the link crawl does not follow it to read its links.

    >>> from scrapy.http import HtmlResponse
    >>> page = HtmlResponse("https://blog.example/events/", body=b'''<html><body>
    ... <a href="/about/">About</a> <a rel="NoFollow prev" href="?month=202609">September</a>
    ... <a rel="nofollow" href="/cgi-bin/comments.cgi?mode=red&amp;id=7">Reader</a></body></html>''')
    >>> sorted(unfollowed_links(page))
    ['https://blog.example/cgi-bin/comments.cgi?mode=red&id=7', 'https://blog.example/events/?month=202609']
    """
    if response.selector.type == "json":
        return frozenset()
    return frozenset(link.url for link in nofollow_extractor.extract_links(response))


def page_links(response: TextResponse) -> list[str]:
    """The absolute URLs ``response`` links to, each once: its anchors first, in document
    order, then its language versions, then its jump menus' options; none for a JSON answer
    (a page's ``.model.json`` twin), which has no markup to read.

    >>> from scrapy.http import HtmlResponse
    >>> page = HtmlResponse("https://blog.example/posts/", body=b'''<html><head>
    ... <link rel="alternate" hreflang="ja" href="/ja/posts/">
    ... <link rel="Alternate" hreflang="x-default" href="https://blog.example/posts/">
    ... <link rel="alternate" type="application/rss+xml" href="/feed/"></head><body>
    ... <a href="/about/">About</a> <a href="/logo.png">Logo</a>
    ... <a type="application/atom+xml" href="/feeds/posts/default">Posts (Atom)</a>
    ... <a href="/posts/7/thumbs_up" data-method="put">Yes</a> <a href="/posts/7/pin" data-turbo-method="POST">Pin</a>
    ... <a href="/posts/7/move" aria-disabled="true">Move</a> <ul><li class="action-view-disabled"><a href="/mute/7">Mute</a></li></ul>
    ... <select onchange="location = this.value;"><option value="/">English</option>
    ... <option value="/ja/">Japanese</option></select>
    ... <select name="archive-dropdown" onchange="document.location.href=this.options[this.selectedIndex].value;">
    ... <option value="https://blog.example/2024/05/">May 2024</option></select>
    ... <select onchange="applyFilters()"><option value="/never/">Newest</option></select>
    ... <select onchange="location.href = '/shop/?cat=' + this.value"><option value="12">Hats</option></select>
    ... </body></html>''')
    >>> page_links(page)  # doctest: +NORMALIZE_WHITESPACE
    ['https://blog.example/about/', 'https://blog.example/ja/posts/', 'https://blog.example/posts/',
     'https://blog.example/', 'https://blog.example/ja/', 'https://blog.example/2024/05/']
    """
    if response.selector.type == "json":
        return []
    return list(dict.fromkeys(link.url for extractor in EXTRACTORS for link in extractor.extract_links(response)))
