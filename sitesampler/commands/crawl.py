"""``scrapy crawl`` with exit statuses that tell what went wrong.

* 0: the sample was written.
* 1: the site failed: nothing at all could be read from it (or a sampler worker died).
  Scrapy exits with 0 whenever the spider started, even if every request failed; a scheduled
  or scripted sample of a site that refused, vanished or was never reachable must not look
  like an empty but healthy site, so the crawl exits with 1 when ``ProblemReport`` marked it
  failed.
* 2: a usage error, as for the ``sitesampler`` command: a bad or missing argument or setting,
  said in one line. The spider and its checks raise ``SystemExit`` with that line (the one
  exception that leaves the crawl without a logged traceback), which Python would turn into
  status 1, the status of a failed site.

The same command runs on the command line and under scrapyd (its runner calls
``scrapy.cmdline`` with the project's settings), so both see the same status.
"""

from __future__ import annotations

import logging
import sys

from scrapy.commands.crawl import Command as ScrapyCrawl
from scrapy.crawler import Crawler
from scrapy.spiders import Spider

from sitesampler.arguments import check_settings
from sitesampler.stats import FAILED

EXIT_SITE_FAILED = 1
EXIT_USAGE = 2


class Command(ScrapyCrawl):
    def _create_crawler(self, spidercls: type[Spider] | str) -> Crawler:
        self.crawler = super()._create_crawler(spidercls)
        return self.crawler

    def check(self, args: list[str]) -> None:
        """Before the reactor starts: Scrapy builds the DNS resolver and the downloader from the
        settings before any spider code runs, so a bad value there was a traceback."""
        settings = self.settings
        assert settings is not None  # Scrapy sets them before running a command
        try:
            check_settings(settings)
        except ValueError as error:
            message = f"{' '.join(['scrapy crawl', *args[:1]])}: {error}"
            if settings.get("LOG_FILE"):  # scrapyd's job log is where people look
                logging.getLogger(__name__).error("%s", message)
            raise SystemExit(message) from None

    def run(self, args: list[str], opts) -> None:  # noqa: ANN001 (Scrapy's signature)
        try:
            self.check(args)
            super().run(args, opts)
        except SystemExit as usage:
            if not isinstance(usage.code, str):
                raise
            sys.stderr.write(f"{usage.code}\n")
            self.exitcode = EXIT_USAGE
            return
        if not self.exitcode and self.crawler.stats.get_value(FAILED):
            self.exitcode = EXIT_SITE_FAILED
