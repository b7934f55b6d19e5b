"""Writes the sample into the feeds once discovery has run dry.

Feeds are closed before ``spider_closed`` fires and ``CLOSESPIDER_*`` limits skip the idle state,
so the only working moment is ``spider_idle``: schedule a ``data:`` request whose callback yields
the sample, and keep the spider open until it has run (SCRAPY-NOTES 1.7). Every feed the user
configured (``-O``, ``FEEDS``) then receives exactly the sample rows, in rank order.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from scrapy import Request, signals
from scrapy.crawler import Crawler
from scrapy.exceptions import DontCloseSpider, NotConfigured
from scrapy.http import Response

from sitesampler.core import SamplePick, SampleResult
from sitesampler.pipelines import SamplerPipeline


class SampleEmitter:
    def __init__(self, crawler: Crawler) -> None:
        self.crawler = crawler
        self.result: SampleResult | None = None
        self._scheduled = False

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> SampleEmitter:
        extension = cls(crawler)
        crawler.signals.connect(extension.spider_idle, signal=signals.spider_idle)
        crawler.signals.connect(extension.spider_closed, signal=signals.spider_closed)
        return extension

    def spider_idle(self, spider: Any) -> None:
        """First let the spider finish discovery (``idle_requests``), then emit once."""
        self._pipeline().settle()  # the spider's decisions read the accepted-URL counts
        pending = list(getattr(spider, "idle_requests", list)())
        if not pending and not self._scheduled:
            self._scheduled = True
            pending = [Request("data:,", callback=self.emit_sample, dont_filter=True)]
        for request in pending:
            self.crawler.engine.crawl(request)
        if pending:
            raise DontCloseSpider

    def _pipeline(self) -> SamplerPipeline:
        pipeline = self.crawler.get_item_pipeline(SamplerPipeline)
        if pipeline is None:
            raise NotConfigured("SampleEmitter needs sitesampler.pipelines.SamplerPipeline in ITEM_PIPELINES")
        return pipeline

    def emit_sample(self, response: Response) -> Iterator[SamplePick]:
        self.result = self._pipeline().finish().sample()
        stats = self.crawler.stats
        for key, value in self.result.stats.items():
            stats.set_value(f"sitesampler/{key}", value)
        stats.set_value("sitesampler/urls_discovered", self.result.stats.get("urls_distinct", 0))
        stats.set_value("sitesampler/sample_size", len(self.result.picks))
        yield from self.result.picks

    def spider_closed(self, spider: Any, reason: str) -> None:
        if self.result is not None:
            spider.logger.info(summary(self.result, self.crawler.stats.get_stats()))


def summary(result: SampleResult, stats: dict[str, Any]) -> str:
    """The human end-of-crawl summary: root, where pages came from, each template's size and picks."""
    sources = [kind for kind in ("sitemap", "links") if stats.get(f"sitesampler/urls_accepted/{kind}")]
    lines = [
        f"Sample of {result.seed}: {len(result.picks)} pages from "
        f"{stats.get('sitesampler/urls_discovered', 0)} distinct URLs (source: {', '.join(sources) or 'root only'})",
    ]
    width = max((len(c.template) for c in result.clusters), default=0)
    lines += [f"  {c.template:<{width}}  {c.size:>7} pages  {c.picked:>3} picked  ({c.page_type})"
              for c in result.clusters]
    return "\n".join(lines)
