"""What a page announces in its head with ``<link rel="..." href="...">``: its feeds
(``alternate`` with a feed's type, :func:`~sitesampler.discovery.feeds.announced_feeds`) and
its sitemap (``sitemap``, :func:`~sitesampler.discovery.sitemaps.announced_sitemaps`)."""

from __future__ import annotations

from collections.abc import Collection
from typing import Any
from urllib.parse import urljoin

from w3lib.url import safe_url_string


def announced(response: Any, rel: str, types: Collection[str] = ()) -> list[str]:
    """The addresses of the head's ``<link>`` elements whose ``rel`` holds ``rel`` (in any
    case) and, when ``types`` are given, whose ``type`` is one of them: absolute, once each, in
    document order; none for an answer that is no markup (a JSON one).

    >>> from scrapy.http import HtmlResponse
    >>> page = HtmlResponse("https://s.example/a/", body=b\'\'\'<html><head><link rel="Sitemap" href="/map.xml">
    ... <link rel="alternate" type="application/rss+xml" href="feed/"><link rel="sitemap" href="/map.xml">
    ... </head></html>\'\'\')
    >>> announced(page, "sitemap"), announced(page, "alternate", ("application/rss+xml",))
    (['https://s.example/map.xml'], ['https://s.example/a/feed/'])
    """
    if not hasattr(response, "xpath") or response.selector.type == "json":
        return []
    found: list[str] = []
    for link in response.xpath("//head/link[@href]"):
        if rel not in (link.attrib.get("rel") or "").lower().split():
            continue
        if types and (link.attrib.get("type") or "").strip().lower() not in types:
            continue
        url = safe_url_string(urljoin(response.url, link.attrib["href"].strip()))
        if url not in found:
            found.append(url)
    return found
