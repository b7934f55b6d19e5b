"""Discovery batches to the crawl's sampling, straight from the spider's output.

Every ``UrlBatch`` the spider yields goes to the spider's
:class:`~sitesampler.sampling.Sampling` here, before it could become an item: so discovery
never reaches the user's feeds, the ``item_dropped_count`` or the log's "Dropped" lines (a
pipeline can only stop an item by dropping it, one log line per sitemap). Everything else,
requests and the sample rows, passes on.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterable, Iterator
from typing import Any

from scrapy.crawler import Crawler

from sitesampler.items import UrlBatch
from sitesampler.sampling import crawl_sampling


class DiscoveryBatches:
    """Spider middleware: ``UrlBatch`` outputs to the spider's sampling, and no further."""

    def __init__(self, crawler: Crawler) -> None:
        self.crawler = crawler

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> DiscoveryBatches:
        return cls(crawler)

    def take(self, output: Any) -> bool:
        """Whether ``output`` was a discovery batch, now with the sampling."""
        if not isinstance(output, UrlBatch):
            return False
        if sampling := crawl_sampling(self.crawler):
            sampling.add(output)
        return True

    def process_spider_output(self, response: Any, result: Iterable[Any]) -> Iterator[Any]:
        yield from (output for output in result if not self.take(output))

    async def process_spider_output_async(self, response: Any, result: AsyncIterator[Any]) -> AsyncIterator[Any]:
        async for output in result:
            if not self.take(output):
                yield output
