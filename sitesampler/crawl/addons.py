"""Scrapy add-ons of the project, enabled in the ``ADDONS`` setting.

``ScrapydFeeds`` gives each scrapyd job its sample in CSV as well as JSON lines. With
``items_dir`` set, scrapyd replaces the project's ``FEEDS`` with one JSON lines feed per job,
``{items_dir}/{project}/{spider}/{job}.jl``, and serves it at the job's ``items_url``. Auditors
open samples in spreadsheets, so the add-on puts ``{job}.csv`` beside it: scrapyd serves it too,
at ``items_url`` with ``.csv`` for ``.jl``. Plain ``scrapy crawl`` runs keep exactly the feeds
they were given.
"""

from __future__ import annotations

import os
from pathlib import PurePosixPath
from urllib.parse import urlsplit

from scrapy.settings import BaseSettings

#: The extension scrapyd gives its items feed.
SCRAPYD_ITEMS_SUFFIX = ".jl"


def is_scrapyd_items_feed(uri: str, project: str | None) -> bool:
    """True for the feed scrapyd adds for ``items_dir``: ``.../{project}/{spider}/{job}.jl``,
    where ``project`` is the ``SCRAPY_PROJECT`` scrapyd puts in every job's environment."""
    parts = PurePosixPath(urlsplit(uri).path).parts
    return bool(project) and uri.endswith(SCRAPYD_ITEMS_SUFFIX) and len(parts) >= 3 and parts[-3] == project


class ScrapydFeeds:
    #: Feeds written beside scrapyd's items feed: extension -> feed options.
    sibling_feeds: dict[str, dict[str, str]] = {".csv": {"format": "csv"}}

    def update_settings(self, settings: BaseSettings) -> None:
        feeds = settings.getdict("FEEDS")
        project = os.environ.get("SCRAPY_PROJECT")
        items = [uri for uri in feeds if is_scrapyd_items_feed(uri, project)]
        for uri in items:
            stem = uri[: -len(SCRAPYD_ITEMS_SUFFIX)]
            for suffix, options in self.sibling_feeds.items():
                feeds.setdefault(stem + suffix, dict(options))
        if items:
            priority = settings.getpriority("FEEDS")
            settings.set("FEEDS", feeds, priority="default" if priority is None else priority)
