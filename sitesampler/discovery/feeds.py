"""RSS and Atom feeds: the pages a site's feeds list, read when its sitemaps are missing or thin.

A feed lists a site's pages, the newest first: blogs, news sites and CMSs that publish no
sitemap (or a thin one) still announce one in their home page's head (``<link
rel="alternate" type="application/rss+xml" href="/feed/">``). Its items are pages a link crawl
may only reach pages deep, or through a script's list. The feeds read are those the home page
announces, in document order, at most :data:`FEEDS_READ` (a site's main feed, its comments'
feed, a few per language).

Parsing is parsel's (Scrapy's selectors) in XML mode, which never resolves entities: a feed is
read as RSS 2.0 (``<item><link>``), RSS 1.0 (``<item rdf:about>``) or Atom (``<entry><link
href>``, the ``alternate`` one where there are several), whatever its namespaces.
"""

from __future__ import annotations

from urllib.parse import urljoin

from parsel import Selector
from scrapy.http import Response, TextResponse
from w3lib.url import safe_url_string

from sitesampler.discovery.head_links import announced

#: The types a ``<link rel="alternate">`` announces a feed with.
FEED_TYPES = frozenset(("application/rss+xml", "application/atom+xml", "application/rdf+xml"))
#: The home page's feeds read, at most, in document order.
FEEDS_READ = 4
#: An item's page: RSS 2.0's ``<link>`` text, RSS 1.0's ``rdf:about``, Atom's ``<link href>``
#: (the ``alternate`` one, or one without ``rel``). Local names, so any namespace is read.
_ITEM_LINKS = (
    "//*[local-name()='item']/*[local-name()='link'][1]/text()",
    "//*[local-name()='item']/@*[local-name()='about']",
    "//*[local-name()='entry']/*[local-name()='link'][not(@rel) or @rel='alternate'][1]/@href",
)


def announced_feeds(response: TextResponse) -> list[str]:
    """The feeds the page announces in its head, absolute, once each, in document order.

    >>> from scrapy.http import HtmlResponse
    >>> page = HtmlResponse("https://blog.example/", body=b'''<html><head>
    ... <link rel="alternate" type="application/rss+xml" href="/feed/">
    ... <link rel="alternate" type="application/atom+xml" href="https://blog.example/atom.xml">
    ... <link rel="alternate" hreflang="fr" href="/fr/">
    ... <link rel="stylesheet" type="text/css" href="/style.css">
    ... <link rel="alternate" type="application/rss+xml" href="/feed/"></head></html>''')
    >>> announced_feeds(page)
    ['https://blog.example/feed/', 'https://blog.example/atom.xml']
    """
    return announced(response, "alternate", FEED_TYPES)


def feed_links(response: Response) -> list[str]:
    """The pages the feed lists, absolute (against the feed's own URL), once each, in document
    order; none when the response is no feed (an HTML page, damaged XML).

    >>> from scrapy.http import XmlResponse
    >>> rss = XmlResponse("https://blog.example/feed/", body=b'''<?xml version="1.0"?>
    ... <rss version="2.0"><channel><link>https://blog.example/</link>
    ... <item><title>One</title><link>https://blog.example/one/</link></item>
    ... <item><title>Two</title><link> /two/ </link></item></channel></rss>''')
    >>> feed_links(rss)
    ['https://blog.example/one/', 'https://blog.example/two/']
    >>> atom = XmlResponse("https://blog.example/atom.xml", body=b'''<feed xmlns="http://www.w3.org/2005/Atom">
    ... <link href="https://blog.example/"/><entry><link rel="edit" href="/api/3"/>
    ... <link rel="alternate" href="/three/"/></entry><entry><link href="four/"/></entry></feed>''')
    >>> feed_links(atom)
    ['https://blog.example/three/', 'https://blog.example/four/']
    """
    if not response.body.lstrip()[:1] == b"<":
        return []
    try:
        selector = Selector(body=response.body, type="xml")
    except ValueError:
        return []
    found: list[str] = []
    for query in _ITEM_LINKS:
        for value in selector.xpath(query).getall():
            if value.strip():
                url = safe_url_string(urljoin(response.url, value.strip()))
                if url not in found:
                    found.append(url)
    return found
