"""A site without a sitemap, reached only by its links: what the link crawl is tested and
measured on (``tests/test_link_crawl.py``, ``bench/link_crawl.py``).

Its templates sit at known link depths from the home page, so a test can say which pages a
crawl capped at a depth must have fetched, found without fetching, or never seen:

======  ==========================================================================
depth   pages
======  ==========================================================================
1       ``/blog/``, ``/products/``, ``/about``, ``/contact`` (navigation)
2       ``/blog/{slug}``, ``/blog/page/2``, ``/products/category/{slug}``, ``/team/{slug}``
3       ``/tags/{slug}``, ``/authors/{slug}``, ``/products/item/{slug}``, later posts
4       ``/products/item/{slug}/reviews``
======  ==========================================================================

The home page also links to pages a crawl must never request: a sign-out link, an
add-to-cart action, a page robots.txt disallows, and another site.
"""

from __future__ import annotations

from sitesampler.testing.server import Hosts, Page

POSTS = [f"/blog/{slug}" for slug in ("spring-sale-news", "new-shoes-arrive", "our-story-told", "winter-is-coming",
                                       "hats-for-all", "coats-we-love")]
LATER_POSTS = [f"/blog/{slug}" for slug in ("the-first-year", "meet-the-makers", "behind-the-seams")]
TAGS = [f"/tags/{slug}" for slug in ("news", "fashion", "company")]
AUTHORS = ["/authors/ann-smith"]
CATEGORIES = {"shoes": ["red-shoe", "blue-shoe"], "hats": ["green-hat", "straw-hat"]}
ITEMS = [f"/products/item/{item}" for items in CATEGORIES.values() for item in items]
REVIEWS = [f"{item}/reviews" for item in ITEMS]
TEAM = ["/team/ann-smith", "/team/bob-jones", "/team/cy-young"]
NAVIGATION = ["/blog/", "/products/", "/about", "/contact"]
#: Linked from the home page, never to be requested: state changes, robots.txt, other sites.
FORBIDDEN = ["/account/logout", "/cart?add-to-cart=3", "/private/drafts"]

#: Pages by the link depth the crawl first reaches them at.
BY_DEPTH = {
    1: NAVIGATION,
    2: POSTS + ["/blog/page/2"] + [f"/products/category/{name}" for name in CATEGORIES] + TEAM,
    3: TAGS + AUTHORS + ITEMS + LATER_POSTS,
    4: REVIEWS,
}


def _page(*paths: str, navigation: bool = True) -> Page:
    links = " ".join(f'<a href="{path}">{path}</a>' for path in paths)
    header = f"<header><nav>{' '.join(f'<a href={path!r}>{path}</a>' for path in NAVIGATION)}</nav></header>"
    return Page(f"<!doctype html><html><head><title>t</title></head><body>{header if navigation else ''}"
                f"<main>{links}</main></body></html>".encode())


def linked_site(port: int, delay: float = 0) -> dict[str, Page]:
    """The site's pages by path; every page but the home page answers after ``delay`` seconds."""
    pages = {
        "/": _page(*FORBIDDEN, f"http://evil.test:{port}/elsewhere"),
        "/robots.txt": Page(b"User-agent: *\nDisallow: /private/\n"),
        "/blog/": _page(*POSTS, "/blog/page/2"),
        "/blog/page/2": _page(*LATER_POSTS, "/blog/"),
        "/products/": _page(*(f"/products/category/{name}" for name in CATEGORIES)),
        "/about": _page(*TEAM),
        "/contact": _page(),
    }
    for post in POSTS + LATER_POSTS:
        pages[post] = _page(*TAGS, *AUTHORS)
    for name, items in CATEGORIES.items():
        pages[f"/products/category/{name}"] = _page(*(f"/products/item/{item}" for item in items))
    for item in ITEMS:
        pages[item] = _page(f"{item}/reviews", "/products/")
    for path in TEAM + TAGS + AUTHORS + REVIEWS:
        pages[path] = _page()
    if delay:
        pages = {path: Page(page.body, delay=delay) if path not in ("/", "/robots.txt") else page
                 for path, page in pages.items()}
    return pages


#: Posts of ``halflinks.test`` its sitemap lists and no page links to.
UNLINKED_POSTS = [f"/blog/{slug}" for slug in ("from-the-archive", "an-old-letter", "first-light")]


def thin_site(host: str, port: int, listed: list[str]) -> dict[str, Page]:
    """The site with a sitemap listing only ``listed`` beside its home page, about and contact
    pages, and a home page linking to enough pages to judge that sitemap by; a listed page
    the site lacks is a post no page links to."""
    thin = dict(linked_site(port))
    thin.update((path, _page(*TAGS, *AUTHORS)) for path in listed if path not in thin)
    thin["/robots.txt"] = Page(b"User-agent: *\nDisallow: /private/\nSitemap: /sitemap.xml\n")
    origin = f"http://{host}:{port}"
    entries = "".join(f"<url><loc>{origin}{path}</loc></url>" for path in ("/", "/about", "/contact", *listed))
    thin["/sitemap.xml"] = Page(f'<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">{entries}</urlset>'
                                .encode())
    thin["/"] = _page(*POSTS, *TEAM, *FORBIDDEN)
    return thin


#: Documents ``docslinks.test`` links from inner pages only.
INNER_DOCUMENTS = ["/files/annual-report.pdf", "/files/membership-form.docx"]


def documents_site(port: int) -> dict[str, Page]:
    """The site, its about page linking a PDF and its contact page a Word file: documents that
    only the link crawl's pages link to."""
    pages = dict(linked_site(port))
    pages["/about"] = _page(*TEAM, INNER_DOCUMENTS[0])
    pages["/contact"] = _page(INNER_DOCUMENTS[1])
    return pages


def index_file_site() -> dict[str, Page]:
    """A static build without a sitemap whose home page links three posts by their index file
    (``/blog/<slug>/index.html``) and whose blog page links every post by its folder; the server
    answers both spellings, as a static server does."""
    pages = {
        "/": _page("/blog/", *(f"{post}/index.html" for post in POSTS[:3]), navigation=False),
        "/robots.txt": Page(b"User-agent: *\n"),
        "/blog/": _page(*(f"{post}/" for post in POSTS), navigation=False),
    }
    for post in POSTS:
        pages[f"{post}/"] = pages[f"{post}/index.html"] = _page("/blog/", navigation=False)
    return pages


def linked_hosts(port: int) -> Hosts:
    """The site as ``linked.test``, the same pages (any delay aside) as ``slowlinks.test`` whose
    pages take half a second each, ``thinlinks.test`` with a sitemap listing two of them, and
    ``halflinks.test`` whose sitemap lists three posts no page links to as well, so that the
    posts of one template are found in the sitemap, by links, or both; ``indexfiles.test``
    (:func:`index_file_site`) and ``docslinks.test`` (:func:`documents_site`)."""
    return {"linked.test": linked_site(port), "slowlinks.test": linked_site(port, delay=0.5),
            "thinlinks.test": thin_site("thinlinks.test", port, []),
            "halflinks.test": thin_site("halflinks.test", port, POSTS[:2] + UNLINKED_POSTS),
            "indexfiles.test": index_file_site(), "docslinks.test": documents_site(port)}
