"""Discovery progress in the log: a million-URL sitemap index takes minutes, and Scrapy's own
"Crawled N pages" line says nothing about how many URLs those few sitemap responses held."""

from __future__ import annotations

import logging
import time
from typing import Any

from scrapy import signals
from scrapy.crawler import Crawler
from scrapy.exceptions import NotConfigured
from scrapy.utils.asyncio import AsyncioLoopingCall, create_looping_call
from twisted.internet.task import LoopingCall

from sitesampler.crawl import stats as keys

logger = logging.getLogger(__name__)


class DiscoveryProgress:
    """Every ``SITESAMPLER_PROGRESS_INTERVAL`` seconds (10 in the project's settings; 0 turns
    it off), one INFO line: the URLs found so far and the rate since the last line, the
    sitemaps read and the requests (mostly sitemaps) still queued, and the time elapsed."""

    def __init__(self, crawler: Crawler, interval: float) -> None:
        self.crawler = crawler
        self.stats = crawler.stats
        self.interval = interval
        self.task: AsyncioLoopingCall | LoopingCall | None = None
        self._previous = (0, 0.0)
        self._started = 0.0

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> DiscoveryProgress:
        interval = crawler.settings.getfloat("SITESAMPLER_PROGRESS_INTERVAL", 60.0)
        if interval <= 0:
            raise NotConfigured
        extension = cls(crawler, interval)
        crawler.signals.connect(extension.spider_opened, signal=signals.spider_opened)
        crawler.signals.connect(extension.spider_closed, signal=signals.spider_closed)
        return extension

    def spider_opened(self, spider: Any) -> None:
        self._started = time.monotonic()
        self._previous = (0, self._started)
        self.task = task = create_looping_call(self.log)
        task.start(self.interval, now=False)

    def queued(self) -> int:
        """Requests waiting in the scheduler or being downloaded."""
        engine = self.crawler.engine
        if engine is None:
            return 0
        scheduler = engine.scheduler
        waiting = len(scheduler) if scheduler is not None and hasattr(scheduler, "__len__") else 0
        return waiting + len(engine.downloader.active)

    def log(self) -> None:
        found, now = self.stats.get_value(keys.URLS_FOUND, 0), time.monotonic()
        previous, since = self._previous
        self._previous = (found, now)
        logger.info(
            "Discovery: %(found)s URLs so far (%(rate)s URLs/s), %(sitemaps)d sitemaps read, "
            "%(queued)d requests queued, %(elapsed)d s elapsed",
            {"found": f"{found:,}", "rate": f"{(found - previous) / max(now - since, 1e-9):,.0f}",
             "sitemaps": self.stats.get_value(keys.SITEMAPS_READ, 0), "queued": self.queued(),
             "elapsed": now - self._started},
        )

    def spider_closed(self, spider: Any, reason: str) -> None:
        if self.task is not None and self.task.running:
            self.task.stop()
