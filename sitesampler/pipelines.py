"""The pipeline between discovery and the core: every URL of a ``UrlBatch`` goes to the crawl's
one ``SiteSampler``; the batch itself stops here, so discovery never reaches the user's feeds."""

from __future__ import annotations

from typing import Any

from scrapy.crawler import Crawler
from scrapy.exceptions import DropItem

from sitesampler.core import SiteSampler
from sitesampler.items import UrlBatch


class SamplerPipeline:
    def __init__(self, crawler: Crawler) -> None:
        self.crawler = crawler
        self.sampler: SiteSampler | None = None

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> SamplerPipeline:
        return cls(crawler)

    def sampler_for(self, spider: Any) -> SiteSampler:
        """The crawl's sampler, built on first use: the canonical root it is seeded with is only
        known once the spider has seen the root response."""
        if self.sampler is None:
            self.sampler = SiteSampler(spider.canonical_root or spider.url, budget=spider.budget,
                                       random_share=spider.random_share, clusterer=spider.clusterer)
        return self.sampler

    def process_item(self, item: Any) -> Any:
        if not isinstance(item, UrlBatch):
            return item
        add, source = self.sampler_for(self.crawler.spider).add, item.source
        # Positional arguments and bound names: this line runs for every URL of the site.
        accepted = sum(add(url, lastmod, priority, source) for url, lastmod, priority in item.urls)
        stats = self.crawler.stats
        stats.inc_value("sitesampler/urls_found", len(item.urls))
        stats.inc_value(f"sitesampler/urls_accepted/{item.discovery}", accepted)
        # DEBUG: thousands of batches must not fill the log with warnings.
        raise DropItem("discovery batch fed to the sampler", log_level="DEBUG")
