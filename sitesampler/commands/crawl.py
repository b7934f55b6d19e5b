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

It also keeps the default log brief (``SITESAMPLER_BRIEF_LOG``, on in the project's settings):
Scrapy's start-up listings (versions, add-ons, settings, components) and its stats dump are
logged at DEBUG, so a crawl's INFO log fits on one screen and ends with the sample's summary;
``-s LOG_LEVEL=DEBUG`` still shows them.
"""

from __future__ import annotations

import logging
import sys

from scrapy.commands.crawl import Command as ScrapyCrawl
from scrapy.crawler import Crawler
from scrapy.spiders import Spider

from sitesampler.crawl.arguments import BRIEF_LOG_SETTING, EXIT_USAGE, check_settings
from sitesampler.crawl.stats import FAILED

EXIT_SITE_FAILED = 1


#: The Scrapy loggers whose several-line INFO records the brief log demotes: start-up
#: versions, add-ons, overridden settings, enabled components and the stats dump.
LISTING_LOGGERS = ("scrapy.utils.log", "scrapy.addons", "scrapy.crawler", "scrapy.middleware",
                   "scrapy.statscollectors")


class ListingsAtDebug(logging.Filter):
    """Log an INFO record of several lines (a listing, the stats dump) at DEBUG.

    A logger filter runs before the handlers' level check, so at ``LOG_LEVEL=INFO`` the record
    is dropped and at ``LOG_LEVEL=DEBUG`` it is shown, labelled DEBUG. One-line records
    ("Spider opened", "Stored csv feed") and warnings are left as they are."""

    def filter(self, record: logging.LogRecord) -> bool:
        if record.levelno == logging.INFO and "\n" in record.getMessage():
            record.levelno, record.levelname = logging.DEBUG, logging.getLevelName(logging.DEBUG)
        return True


def install_brief_log() -> None:
    """Put :class:`ListingsAtDebug` on Scrapy's listing loggers, once. Must run before Scrapy
    configures logging and logs its versions (``CrawlerProcess``); its ``dictConfig`` keeps the
    filters of existing loggers."""
    for name in LISTING_LOGGERS:
        logger = logging.getLogger(name)
        if not any(isinstance(existing, ListingsAtDebug) for existing in logger.filters):
            logger.addFilter(ListingsAtDebug())


class Command(ScrapyCrawl):
    def process_options(self, args: list[str], opts) -> None:  # noqa: ANN001 (Scrapy's signature)
        """Scrapy's options, then the brief log, before Scrapy logs anything."""
        super().process_options(args, opts)
        assert self.settings is not None
        try:
            brief = self.settings.getbool(BRIEF_LOG_SETTING)
        except ValueError:  # check() says so in one line
            brief = False
        if brief:
            install_brief_log()

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
