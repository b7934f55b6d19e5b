"""The discovery item: URLs found together, carried as one item.

One Scrapy item per URL costs many times the XML parse on a large index, so the spider makes one
``UrlBatch`` per sitemap file or link page and hands it to its sampling directly (never as an
item: see ``SampleSpider.batch``). Sample rows are the core's ``SamplePick`` dataclasses,
emitted as they are.
"""

from __future__ import annotations

from dataclasses import dataclass

from sitesampler.discovery.sitemaps import PageEntry


@dataclass
class UrlBatch:
    """URLs found in one place: ``source`` is the sitemap or page URL, ``discovery`` how
    (``root``, ``sitemap`` or ``links``)."""

    urls: list[PageEntry]
    source: str
    discovery: str

    def __repr__(self) -> str:
        # Scrapy logs dropped items with their repr: a 50,000-URL list would flood the log.
        return f"UrlBatch({len(self.urls)} URLs, {self.discovery} {self.source})"
