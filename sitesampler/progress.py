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

from sitesampler import stats as keys

logger = logging.getLogger(__name__)


class DiscoveryProgress:
    """Every ``SITESAMPLER_PROGRESS_INTERVAL`` seconds (60 in the project's settings; 0 turns
    it off), log the URLs found, the sitemaps read and the rate per minute, at INFO."""

    def __init__(self, crawler: Crawler, interval: float) -> None:
        self.stats = crawler.stats
        self.interval = interval
        self.task: AsyncioLoopingCall | LoopingCall | None = None
        self._previous = 0
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
        self.task = task = create_looping_call(self.log)
        task.start(self.interval, now=False)

    def log(self) -> None:
        found = self.stats.get_value(keys.URLS_FOUND, 0)
        rate = (found - self._previous) * 60.0 / self.interval
        self._previous = found
        logger.info(
            "Discovery: %(found)d URLs found (at %(rate)d URLs/min), %(sitemaps)d sitemaps read, "
            "%(elapsed)d s elapsed",
            {"found": found, "rate": rate, "sitemaps": self.stats.get_value(keys.SITEMAPS_READ, 0),
             "elapsed": time.monotonic() - self._started},
        )

    def spider_closed(self, spider: Any, reason: str) -> None:
        if self.task is not None and self.task.running:
            self.task.stop()
