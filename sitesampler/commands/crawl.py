"""``scrapy crawl`` with exit statuses that tell what went wrong.

* 0: the sample was written.
* 1: the site failed: nothing at all could be read from it (or a sampler worker died, or
  sitesampler's own code raised: the sample of what was found is written, but it is not the
  site's whole one, :class:`~sitesampler.crawl.extensions.SampleEmitter`).
  Scrapy exits with 0 whenever the spider started, even if every request failed; a scheduled
  or scripted sample of a site that refused, vanished or was never reachable must not look
  like an empty but healthy site, so the crawl exits with 1 when ``ProblemReport`` marked it
  failed. So does a crawl whose feed Scrapy could not store: there is no sample to use.
* 2: a usage error, as for the ``sitesampler`` command: a bad or missing argument or setting,
  or a feed file that cannot be written, said in one line. The spider and its checks raise
  ``SystemExit`` with that line (the one exception that leaves the crawl without a logged
  traceback), which Python would turn into status 1, the status of a failed site.
* 128 + the signal's number (130 for Ctrl-C, 143 for SIGTERM): the crawl was interrupted. The
  first interrupt stops the requests and writes the sample of what was found
  (:mod:`sitesampler.crawl.limits`), but it is not the site's whole sample, and a pipeline that
  compares samples over time must not take it for one. A second interrupt is Scrapy's, which
  stops at once and writes nothing.

The same command runs on the command line and under scrapyd (its runner calls
``scrapy.cmdline`` with the project's settings), so both see the same status.

It also keeps the default log brief (``SITESAMPLER_BRIEF_LOG``, on in the project's settings):
Scrapy's start-up listings (versions, add-ons, settings, components) and its stats dump are
logged at DEBUG, so a crawl's INFO log fits on one screen and ends with the sample's summary;
``-s LOG_LEVEL=DEBUG`` still shows them.
"""

from __future__ import annotations

import logging
import os
import signal
import sys
import tempfile
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit
from urllib.request import url2pathname

from scrapy.commands.crawl import Command as ScrapyCrawl
from scrapy.crawler import Crawler
from scrapy.spiders import Spider

from sitesampler.crawl.arguments import BRIEF_LOG_SETTING, EXIT_USAGE, check_settings
from sitesampler.crawl.stats import FAILED, INTERRUPTED

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


#: Feed formats whose file is one document: a second sample appended to it (``-o``, or
#: ``FEEDS`` without ``overwrite``, Scrapy's append mode) leaves a file no reader takes
#: (``[...][...]``). JSON lines, the ``urls`` list and CSV (whose header an appended sample
#: does not repeat) stay one document of their format.
ONE_DOCUMENT_FORMATS = frozenset(("json", "xml", "html", "wcagem", "pa11yci", "lhci"))


def check_feed_files(feeds: Mapping[str, Any]) -> None:
    """Raise ``ValueError`` with one line for the first feed (``-o``/``-O``/``FEEDS``) that is a
    local file this process cannot write: its folder cannot be made, or a file there cannot be
    made or replaced; or one of :data:`ONE_DOCUMENT_FORMATS` that would be appended to a file
    already holding something. Nothing is left behind: the folder is tried with a temporary
    file, or the nearest existing folder above it with a temporary folder. Standard output,
    other storages (``s3://``, ``ftp://``) and paths with Scrapy's ``%(...)s`` parameters are
    not checked."""
    for uri, options in feeds.items():
        path = local_feed_path(str(uri))
        if path is None:
            continue
        if problem := _unwritable(path):
            raise ValueError(f"cannot write the feed {uri}: {problem}")
        format_name = (options or {}).get("format")
        if (format_name in ONE_DOCUMENT_FORMATS and not (options or {}).get("overwrite", False)
                and path.is_file() and path.stat().st_size):
            raise ValueError(f"cannot append to the feed {uri}: it holds something already, and a {format_name} "
                             f"file holds one sample; -O {uri} replaces it")


def local_feed_path(uri: str) -> Path | None:
    """The local file a feed URI names (a path, or ``file://``), else None."""
    if uri in ("-", "") or "%(" in uri:
        return None
    parts = urlsplit(uri)
    if parts.scheme == "file":
        return Path(url2pathname(parts.path))
    return Path(uri) if len(parts.scheme) <= 1 else None  # no scheme (or a Windows drive letter)


def _unwritable(path: Path) -> str | None:
    if path.is_dir():
        return "it is a folder"
    folder = path.parent
    try:
        if folder.is_dir():
            if path.exists() and not os.access(path, os.W_OK):
                return "permission denied"
            with tempfile.TemporaryFile(dir=folder):
                return None
        above = next(parent for parent in (folder, *folder.parents) if parent.exists())
        if not above.is_dir():
            return f"{above} is a file, not a folder"
        os.rmdir(tempfile.mkdtemp(dir=above))
    except OSError as error:
        return (error.strerror or str(error)).lower()
    return None


class Command(ScrapyCrawl):
    def process_options(self, args: list[str], opts) -> None:  # noqa: ANN001 (Scrapy's signature)
        """Scrapy's options, the settings checked, then the brief log, before Scrapy logs
        anything.

        The settings are checked here, not only in :meth:`check`: Scrapy builds its crawler
        process, and sets up logging from ``LOG_LEVEL``, ``LOG_ENABLED``... before it runs the
        command, and a bad value there was a traceback. Logging is not set up yet, so the line
        goes to stderr and, under scrapyd, to the job's log file."""
        super().process_options(args, opts)
        assert self.settings is not None
        try:
            check_settings(self.settings)
        except ValueError as error:
            message = f"{' '.join(['scrapy crawl', *args[:1]])}: {error}"
            sys.stderr.write(f"{message}\n")
            if log_file := self.settings.get("LOG_FILE"):  # scrapyd's job log is where people look
                try:
                    with open(log_file, "a", encoding="utf-8") as log:
                        log.write(f"{time.strftime('%Y-%m-%d %H:%M:%S')} [{__name__}] ERROR: {message}\n")
                except OSError:  # the line is on stderr already
                    pass
            raise SystemExit(EXIT_USAGE) from None
        if self.settings.getbool(BRIEF_LOG_SETTING):
            install_brief_log()

    def _create_crawler(self, spidercls: type[Spider] | str) -> Crawler:
        self.crawler = super()._create_crawler(spidercls)
        return self.crawler

    def check(self, args: list[str]) -> None:
        """Before the reactor starts: a feed file that cannot be written failed only once the
        whole site had been crawled, with tracebacks, no file, and status 0. (The settings were
        checked in :meth:`process_options`.)"""
        settings = self.settings
        assert settings is not None  # Scrapy sets them before running a command
        try:
            check_feed_files(settings.getdict("FEEDS"))
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
        if not self.exitcode and (interrupt := self.crawler.stats.get_value(INTERRUPTED)):
            self.exitcode = 128 + signal.Signals[interrupt].value
        if not self.exitcode and self.crawler.stats.get_value(FAILED):
            self.exitcode = EXIT_SITE_FAILED
        stats = self.crawler.stats.get_stats()
        if not self.exitcode and any(key.startswith("feedexport/failed_count/") and count for key, count in stats.items()):
            self.exitcode = EXIT_SITE_FAILED  # a feed could not be stored (Scrapy logged why): no sample
