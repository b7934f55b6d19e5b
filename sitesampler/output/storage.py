"""Where a local feed is written: beside it first, then in its place once the sample is written.

Scrapy's file storage opens the feed's own file when the first row is exported, or at the end
to store an empty feed, and with ``-O`` that truncates it: a crawl that read nothing (the site
was down that week), or that was stopped at once (a second Ctrl-C), would leave last week's
``sample.csv`` empty, and a weekly ``-a previous=sample.csv -O sample.csv`` could not continue
the week after. :class:`SampleFileStorage` writes to ``.NAME.PID.part`` beside the file and
replaces the file with it only when the crawl wrote its sample (``SAMPLE_WRITTEN``: never an
empty one, as when robots.txt forbids the whole site or every page fetched was set aside);
otherwise the file is left as it was and one line says so. ``-o`` appends as Scrapy does: to a
copy of the file, which then replaces it. A feed that is a symbolic link keeps it: the file it
points to is replaced.
"""

from __future__ import annotations

import logging
import os
import shutil
from pathlib import Path
from typing import IO, Any

from scrapy.crawler import Crawler
from scrapy.extensions.feedexport import FileFeedStorage
from scrapy.spiders import Spider

from sitesampler.crawl.stats import FEEDS_NOT_WRITTEN, SAMPLE_WRITTEN

logger = logging.getLogger(__name__)


class SampleFileStorage(FileFeedStorage):
    """Feed storage for local files (``FEED_STORAGES`` for paths and ``file://`` URIs)."""

    def __init__(self, uri: str, *, feed_options: dict[str, Any] | None = None, crawler: Crawler | None = None) -> None:
        super().__init__(uri, feed_options=feed_options)
        self.crawler = crawler
        self.part: Path | None = None

    @classmethod
    def from_crawler(cls, crawler: Crawler, uri: str, *, feed_options: dict[str, Any] | None = None) -> SampleFileStorage:
        return cls(uri, feed_options=feed_options, crawler=crawler)

    @property
    def target(self) -> Path:
        """The file written: the feed's path, or the file it links to (a ``latest.csv`` that
        points into an archive stays a link)."""
        return Path(os.path.realpath(self.path))

    def open(self, spider: Spider) -> IO[bytes]:
        path = self.target
        path.parent.mkdir(parents=True, exist_ok=True)
        self.part = path.with_name(f".{path.name}.{os.getpid()}.part")
        if self.write_mode == "ab" and path.is_file():
            shutil.copyfile(path, self.part)  # appended to, as Scrapy's -o does: the copy
        return self.part.open(self.write_mode)

    def store(self, file: IO[bytes]) -> None:
        file.close()
        assert self.part is not None  # opened before it is stored
        path = self.target
        if self.crawler is not None and not self.crawler.stats.get_value(SAMPLE_WRITTEN):
            self.part.unlink(missing_ok=True)
            if path.exists():
                logger.warning("sitesampler: %s was left as it was: this crawl wrote no sample", self.path)
            return
        if self.crawler is not None and str(self.part) in (self.crawler.stats.get_value(FEEDS_NOT_WRITTEN) or ()):
            self.part.unlink(missing_ok=True)  # its exporter said why
            if path.exists():
                logger.warning("sitesampler: %s was left as it was: this crawl could not render it", self.path)
            return
        if path.is_file():
            shutil.copymode(path, self.part)  # who may read it stays as it was
        os.replace(self.part, path)
