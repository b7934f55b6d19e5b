"""The pipeline between discovery and the core: every URL of a ``UrlBatch`` goes to the crawl's
sampler (split over two processes on a big site, see :mod:`sitesampler.shards`); the batch
itself stops here, so discovery never reaches the user's feeds."""

from __future__ import annotations

from typing import Any

from scrapy.crawler import Crawler
from scrapy.exceptions import DropItem

from sitesampler.core import SiteSampler
from sitesampler.items import UrlBatch
from sitesampler.problems import FAILED, record
from sitesampler.shards import SplitSampler, WorkerFailed


class SamplerPipeline:
    def __init__(self, crawler: Crawler) -> None:
        self.crawler = crawler
        self.sampler: SplitSampler | None = None

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> SamplerPipeline:
        return cls(crawler)

    def sampler_for(self, spider: Any) -> SplitSampler:
        """The crawl's sampler, built on first use: the canonical root it is seeded with is only
        known once the spider has seen the root response."""
        if self.sampler is None:
            settings = self.crawler.settings
            self.sampler = SplitSampler(
                lambda: SiteSampler(spider.canonical_root or spider.url, budget=spider.budget,
                                    random_share=spider.random_share, clusterer=spider.clusterer),
                settings.getint("SITESAMPLER_WORKERS"), settings.getint("SITESAMPLER_WORKER_AFTER"))
        return self.sampler

    def process_item(self, item: Any) -> Any:
        if not isinstance(item, UrlBatch):
            return item
        stats = self.crawler.stats
        stats.inc_value("sitesampler/urls_found", len(item.urls))
        sampler = self.sampler_for(self.crawler.spider)
        try:
            stats.inc_value(f"sitesampler/urls_accepted/{item.discovery}",
                            sampler.add(item.urls, item.source, item.discovery))
        except WorkerFailed as failure:
            self.worker_failed(failure)
        # DEBUG: thousands of batches must not fill the log with warnings.
        raise DropItem("discovery batch fed to the sampler", log_level="DEBUG")

    def settle(self) -> None:
        """Bring the accepted-URL counts up to date with the worker (the crawl is idle)."""
        if self.sampler is None:
            return
        try:
            accepted = self.sampler.settle()
        except WorkerFailed as failure:
            self.worker_failed(failure)
            return
        for discovery, count in accepted.items():
            self.crawler.stats.inc_value(f"sitesampler/urls_accepted/{discovery}", count)

    def finish(self) -> SiteSampler:
        """The sampler holding every URL found, once discovery is over."""
        sampler = self.sampler_for(self.crawler.spider)
        self.settle()
        self.crawler.stats.set_value("sitesampler/sampler_processes", sampler.processes)
        try:
            merged = sampler.finish()
        except WorkerFailed as failure:
            self.worker_failed(failure)
            merged = sampler.finish()
        if sampler.worker_cpu_seconds is not None:
            self.crawler.stats.set_value("sitesampler/worker_cpu_seconds", round(sampler.worker_cpu_seconds, 1))
        return merged

    def worker_failed(self, failure: WorkerFailed) -> None:
        """The sample can only be built from this process's share: say so, and fail the crawl."""
        self.crawler.spider.logger.error(f"sitesampler: {failure}; the sample leaves out the pages it held")
        record(self.crawler.stats, "sampler_worker")
        self.crawler.stats.set_value(FAILED, 1)
