"""The pipeline between discovery and the sampling: every ``UrlBatch`` goes to the crawl's
:class:`~sitesampler.sampling.Sampling` and stops here, so discovery never reaches the user's
feeds. Any other item (the sample rows) passes on to the feeds."""

from __future__ import annotations

from typing import Any

from scrapy.crawler import Crawler
from scrapy.exceptions import DropItem

from sitesampler.items import UrlBatch
from sitesampler.sampling import crawl_sampling


class SamplerPipeline:
    def __init__(self, crawler: Crawler) -> None:
        self.crawler = crawler

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> SamplerPipeline:
        return cls(crawler)

    def process_item(self, item: Any) -> Any:
        if not isinstance(item, UrlBatch):
            return item
        if sampling := crawl_sampling(self.crawler):
            sampling.add(item)
        # DEBUG: thousands of batches must not fill the log with warnings.
        raise DropItem("discovery batch fed to the sampler", log_level="DEBUG")
