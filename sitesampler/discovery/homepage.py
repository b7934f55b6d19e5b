"""What the home page tells WCAG-EM's exploration (Step 2), read from the one response the
crawl already has: the links of its header, navigation and footer (where sites put login,
search, contact and the accessibility statement, which sitemaps often leave out), the
documents it links to, and the technologies it shows (``meta generator``, script and style
paths, ``X-Powered-By``, inline SVG, WAI-ARIA). Scrapy's selectors and link extractor do the
reading; :mod:`sitesampler.core.technologies` decides what the traces mean.
"""

from __future__ import annotations

from typing import NamedTuple
from urllib.parse import urldefrag, urljoin

from scrapy.http import TextResponse
from scrapy.linkextractors import LinkExtractor

from sitesampler.core.documents import DOCUMENT_TYPES
from sitesampler.core.exploration import is_common_url
from sitesampler.core.links import refused_here
from sitesampler.core.pagetypes import CONTENT, text_page_type
from sitesampler.core.technologies import detect

#: An article's own header and footer (a post card's title and byline on a blog's home page)
#: are no region of the page: HTML-AAM maps ``header`` and ``footer`` to the page's banner and
#: content info only outside sectioning content.
OUTSIDE_ARTICLES = "[not(ancestor::article or ancestor::*[@role='article'])]"
#: The page regions WCAG-EM 2.0 (Step 2.1) names for common pages: header, navigation, footer,
#: as elements or as ARIA landmarks.
NAVIGATION_REGIONS = (
    f"//header{OUTSIDE_ARTICLES}", "//nav", f"//footer{OUTSIDE_ARTICLES}",
    "//*[@role='banner']", "//*[@role='navigation']", "//*[@role='contentinfo']",
)
#: Words of an element's ``id`` or ``class`` (split at "-" and "_", any case) that name one of
#: those regions on a page built without them: an older theme's ``<div id="header">``,
#: ``<div id="main_menu">``, ``<div id="top-menu">``, a builder's ``<section class="footer">``.
#: Read only where the page has none of :data:`NAVIGATION_REGIONS`: a page with landmarks says
#: where its regions are.
REGION_WORDS = ("header", "nav", "navigation", "navbar", "menu", "menubar", "footer", "masthead")
_FOLD = "translate(@{attribute}, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ-_', 'abcdefghijklmnopqrstuvwxyz  ')"
NAMED_REGIONS = ("//*[" + " or ".join(f"contains(concat(' ', normalize-space({_FOLD.format(attribute=attribute)}), ' '), "
                                      f"' {word} ')" for attribute in ("id", "class") for word in REGION_WORDS)
                 + f"]{OUTSIDE_ARTICLES}",)
#: A form sent by GET: HTML's ``method`` is case-insensitive (``method="GET"``), and a form
#: without one is sent by GET.
GET_FORM = "form[translate(normalize-space(@method), 'GET', 'get')='get' or not(@method)]"
#: Search forms: a search landmark, or any form of the navigation regions sent by GET.
SEARCH_LANDMARKS = ("//*[@role='search']//@action", "//form[@role='search']/@action", "//search//form/@action")
SEARCH_FORMS = (*SEARCH_LANDMARKS, *(f"{region}//{GET_FORM}/@action" for region in NAVIGATION_REGIONS))
NAMED_SEARCH_FORMS = (*SEARCH_LANDMARKS, *(f"{region}//{GET_FORM}/@action" for region in NAMED_REGIONS))

navigation_extractor = LinkExtractor(restrict_xpaths=NAVIGATION_REGIONS, unique=True)
named_region_extractor = LinkExtractor(restrict_xpaths=NAMED_REGIONS, unique=True)
#: The same regions' links, each with its text, however many link one URL (an icon's, then a word's).
every_navigation_link = LinkExtractor(restrict_xpaths=NAVIGATION_REGIONS, unique=False)
every_named_region_link = LinkExtractor(restrict_xpaths=NAMED_REGIONS, unique=False)
#: Links to documents only: the default extractor drops them by extension.
document_extractor = LinkExtractor(allow=(rf"(?i)\.(?:{'|'.join(sorted(DOCUMENT_TYPES))})(?:[?#]|$)",),
                                   deny_extensions=(), unique=True)


def navigation_links(response: TextResponse) -> list[str]:
    """Absolute URLs linked from the header, navigation and footer, and the targets of their
    search forms; sorted, each once. A page with none of those regions gives the links of the
    elements its ``id`` or ``class`` names so (:data:`NAMED_REGIONS`)."""
    if response.xpath("|".join(NAVIGATION_REGIONS)):
        return _region_links(response, navigation_extractor, SEARCH_FORMS)
    return _region_links(response, named_region_extractor, NAMED_SEARCH_FORMS)


def navigation_names(response: TextResponse) -> dict[str, str]:
    """The header's, navigation's and footer's links (as :func:`navigation_links` reads them)
    whose text names a common page (:func:`~sitesampler.core.pagetypes.text_page_type`), URL
    -> page type, by URL; where one URL's links name two types, the first type by name."""
    extractor = every_navigation_link if response.xpath("|".join(NAVIGATION_REGIONS)) else every_named_region_link
    named: dict[str, set[str]] = {}
    for link in extractor.extract_links(response):
        if (kind := text_page_type(link.text)) != CONTENT:
            named.setdefault(link.url, set()).add(kind)
    return {url: min(kinds) for url, kinds in sorted(named.items())}


def named_region_links(response: TextResponse) -> list[str]:
    """On a page with landmarks, the links of the elements its ``id`` or ``class`` names as a
    region (:data:`NAMED_REGIONS`), and their search forms' targets: a theme's
    ``<div id="top_header">`` beside a ``<nav>`` of categories holds the sign-in, the basket
    and the search. Sorted, each once; none on a page without landmarks, whose named regions
    :func:`navigation_links` reads already."""
    if not response.xpath("|".join(NAVIGATION_REGIONS)):
        return []
    return _region_links(response, named_region_extractor, NAMED_SEARCH_FORMS)


def _region_links(response: TextResponse, extractor: LinkExtractor, forms: tuple[str, ...]) -> list[str]:
    """The links ``extractor`` reads on the page and the targets of its search ``forms``
    (XPaths of their ``action``), absolute; sorted, each once."""
    links = {link.url for link in extractor.extract_links(response)}
    links.update(urljoin(response.url, action.strip()) for action in response.xpath("|".join(forms)).getall()
                 if action.strip())
    return sorted(links)


def document_links(response: TextResponse) -> list[str]:
    """Absolute URLs of the documents (PDF, Word, EPUB...) the page links to, without
    fragments; sorted, each once; none for a JSON answer, which has no markup to read."""
    if response.selector.type == "json":
        return []
    return sorted({urldefrag(link.url).url for link in document_extractor.extract_links(response)})


def technologies(response: TextResponse) -> list[str]:
    """The technologies relied upon that the home page shows (see :func:`~.core.technologies.detect`)."""
    return detect(
        generator=response.xpath("//meta[translate(@name, 'GENRATO', 'genrato')='generator']/@content").get(),
        scripts=response.xpath("//script/@src").getall() + (["(inline)"] if response.xpath("//script[not(@src)]") else []),
        styles=response.xpath("//link[contains(translate(@rel, 'STYLEHS', 'stylehs'), 'stylesheet')]/@href").getall()
        + (["(inline)"] if response.xpath("//style | //*[@style]") else []),
        powered_by=[value.decode("latin-1") for value in response.headers.getlist("X-Powered-By")],
        has_inline_svg=bool(response.xpath("//*[local-name()='svg']")),
        has_aria=bool(response.xpath("//@*[starts-with(name(), 'aria-')] | //*[@role]")),
    )


class HomePage(NamedTuple):
    """What the exploration keeps of the home page."""

    common_links: list[str]  # navigation links naming a common page type (login, search...)
    documents: list[str]
    technologies: list[str]
    #: The other navigation links: listing pages (``/blog/``, ``/products/``) and one-off pages
    #: that sitemaps often leave out; any host (the spider keeps the site's own).
    listings: list[str]
    #: The navigation links whose text names a common page: URL -> page type (:func:`navigation_names`).
    names: dict[str, str]


NOTHING = HomePage([], [], [], [], {})


def read_home_page(response: TextResponse) -> HomePage:
    """The home page's navigation links (common pages, with those of a region named so beside
    the landmarks, then the rest), linked documents and technologies. Links that may change state on the site and that the sampler would not refuse
    and count itself (``refused_here``) are left out here: none is fetched nor sampled."""
    links = [url for url in navigation_links(response) if not refused_here(url)]
    common = [url for url in links if is_common_url(url)]
    listings = [url for url in links if not is_common_url(url)]
    # A region named so beside the landmarks gives its common pages (a header written as a div).
    common += [url for url in named_region_links(response) if url not in common and not refused_here(url)
               and is_common_url(url)]
    return HomePage(common, document_links(response), technologies(response), listings,
                    {url: kind for url, kind in navigation_names(response).items() if not refused_here(url)})


def combine(first: HomePage, second: HomePage) -> HomePage:
    """Two readings of one home page (its HTML, then as a browser rendered it) as one: every
    link of either, each once, in the first's order then the second's; the first's
    technologies (the rendered page's markup is the browser's, not the site's)."""
    def both(one: list[str], other: list[str]) -> list[str]:
        return list(dict.fromkeys(one + other))

    return HomePage(both(first.common_links, second.common_links), both(first.documents, second.documents),
                    first.technologies, both(first.listings, second.listings), {**second.names, **first.names})
