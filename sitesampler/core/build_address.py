"""Sitemaps built with a generator's default address, and where a sitemap lists its pages.

A static site generator writes every ``<loc>`` from the address it is told the site has
(Jekyll's ``url``, Hugo's ``baseURL``, Gatsby's ``siteUrl``). Built without it, the sitemap
names the development server (``http://localhost:4000/about/``) or the generator's example
(``https://example.org/about/``), and the site serves it so: none of its pages is on the site,
though every path is the site's own. No public site answers at such an address, so reading
those paths on the site is safe where any other foreign host is not (a staging host, another
site), and verification sets aside those of its paths it fetches that the site does not have.

A copy of a site built with its production address (a deploy preview, a staging host) lists
its pages at the production host, and its home page says so: its ``<link rel="canonical">``
names that host. The site's own word makes that host one of its names (``names`` below): its
paths are read on the copy being sampled too. Nothing is ever requested from the named host.
"""

from __future__ import annotations

import ipaddress
from collections import Counter
from urllib.parse import urlsplit, urlunsplit

from .urls import fold_www

#: (loc, lastmod, priority), as a sitemap lists a page.
ListedPage = tuple[str, "str | None", "str | None"]


def main_origin(urls: list[str]) -> str:
    """The origin most of ``urls`` are on, the first in sorted order on a tie: where a sitemap
    that lists none of the site's pages lists them (a build's staging or default address).

    >>> main_origin(["http://localhost:4000/a", "https://staging.example/b", "http://localhost:4000/c"])
    'http://localhost:4000'
    """
    origins = Counter(f"{parts.scheme}://{parts.netloc}" for parts in map(urlsplit, urls))
    return min(origins.items(), key=lambda item: (-item[1], item[0]))[0]


#: The second-level domains reserved for examples (RFC 2606), where site generators' default
#: addresses point (a new Hugo site's ``baseURL`` is ``https://example.org/``, Hexo's ``url``
#: ``http://example.com``, Docusaurus's ``https://your-docusaurus-site.example.com``). The
#: ``.example`` top-level domain is no generator's default: documentation's own sites live there.
EXAMPLE_DOMAINS = ("example.com", "example.net", "example.org")


def is_build_address(host: str) -> bool:
    """Whether ``host`` is an address no public site answers at, which a site generator writes
    into a sitemap built without the site's own: the machine that built it (``localhost``, a
    development server's port), a private network, or a domain reserved for examples.

    >>> [is_build_address(host) for host in ("localhost", "docs.localhost", "127.0.0.1", "[::1]", "0.0.0.0",
    ...                                       "192.168.1.20", "example.org", "your-site.example.com")]
    [True, True, True, True, True, True, True, True]
    >>> [is_build_address(host) for host in ("example.org.uk", "myexample.org", "8.8.8.8", "shop.test", "www.shop.example", "")]
    [False, False, False, False, False, False]
    """
    host = host.lower().rstrip(".")
    if host == "localhost" or host.endswith(".localhost") or \
            any(host == domain or host.endswith("." + domain) for domain in EXAMPLE_DOMAINS):
        return True
    try:
        return not ipaddress.ip_address(host.strip("[]")).is_global
    except ValueError:
        return False


def is_named(host: str, names: frozenset[str]) -> bool:
    """Whether ``host`` is one of ``names``, the hosts a site names as its own address (the
    host of its home page's canonical link), either with or without ``www.``.

    >>> is_named("shop.org", frozenset({"www.shop.org"})), is_named("blog.shop.org", frozenset({"www.shop.org"}))
    (True, False)
    """
    return fold_www(host.lower()) in {fold_www(name.lower()) for name in names}


def moved_to(urls: list[str], address: str, names: frozenset[str] = frozenset()) -> list[str] | None:
    """``urls`` at the scheme and host of ``address``, each path and query kept, when every one
    of them is on a build address (:func:`is_build_address`) or on one of ``names``, the hosts the
    site names as its own: a sitemap a generator built with its default address, or with the
    production address of the copy being sampled, lists the site's own paths there. None when
    any is elsewhere.

    >>> moved_to(["http://localhost:4000/about/", "http://localhost:4000/p?id=2#top"], "https://blog.org/")
    ['https://blog.org/about/', 'https://blog.org/p?id=2']
    >>> moved_to(["http://localhost:4000/about/", "https://other.org/"], "https://blog.org/") is None
    True
    >>> moved_to(["https://www.blog.org/about/"], "https://preview-42.pages.example/", frozenset({"blog.org"}))
    ['https://preview-42.pages.example/about/']
    """
    target = urlsplit(address)
    parts = [urlsplit(url) for url in urls]
    if not parts or not all(is_build_address(part.hostname or "") or is_named(part.hostname or "", names)
                            for part in parts):
        return None
    return [urlunsplit((target.scheme, target.netloc, part.path or "/", part.query, "")) for part in parts]


def moved_pages(pages: list[ListedPage], address: str, names: frozenset[str] = frozenset()) -> list[ListedPage] | None:
    """:func:`moved_to` of a sitemap's pages, each keeping its lastmod and priority.

    >>> moved_pages([("http://localhost:1313/posts/a/", "2024-05-01", "0.5")], "https://blog.org/")
    [('https://blog.org/posts/a/', '2024-05-01', '0.5')]
    """
    moved = moved_to([url for url, _, _ in pages], address, names)
    return None if moved is None else [(url, lastmod, priority) for url, (_, lastmod, priority) in zip(moved, pages)]
