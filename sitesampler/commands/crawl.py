"""``scrapy crawl`` with an exit status that says whether the crawl read anything.

Scrapy exits with 0 whenever the spider started, even if every request failed. A scheduled or
scripted sample of a site that refused, vanished or was never reachable must not look like an
empty but healthy site, so the crawl exits with 1 when ``ProblemReport`` marked it failed. The
same command runs on the command line and under scrapyd (its runner calls ``scrapy.cmdline``
with the project's settings), so both see the same status.
"""

from __future__ import annotations

import logging

from scrapy.commands.crawl import Command as ScrapyCrawl
from scrapy.crawler import Crawler
from scrapy.spiders import Spider

from sitesampler.arguments import check_settings
from sitesampler.stats import FAILED


class Command(ScrapyCrawl):
    def _create_crawler(self, spidercls: type[Spider] | str) -> Crawler:
        self.crawler = super()._create_crawler(spidercls)
        return self.crawler

    def run(self, args: list[str], opts) -> None:  # noqa: ANN001 (Scrapy's signature)
        # Before the reactor starts: Scrapy builds the DNS resolver and the downloader from the
        # settings before any spider code runs, so a bad value there was a traceback.
        settings = self.settings
        assert settings is not None  # Scrapy sets them before running a command
        try:
            check_settings(settings)
        except ValueError as error:
            message = f"{' '.join(['scrapy crawl', *args[:1]])}: {error}"
            if settings.get("LOG_FILE"):  # scrapyd's job log is where people look
                logging.getLogger(__name__).error("%s", message)
            raise SystemExit(message) from None
        super().run(args, opts)
        if not self.exitcode and self.crawler.stats.get_value(FAILED):
            self.exitcode = 1
