"""The one owner of a crawl's sampling, from the first URL found to the finished sample.

The spider builds it when it opens (``SampleSpider.sampling``) and registers it for its crawler
(:func:`register`); the extensions and the feed exporters ask the crawler's (:func:`crawl_sampling`),
never the spider. Everything talks to it through plain methods: the spider hands it each
``UrlBatch`` (``add``) and what the home page and robots.txt showed the exploration (``explore``,
``disallow``), and asks how many pages a kind of discovery gave (``accepted``) before falling
back to links; the ``SampleEmitter`` extension calls ``finish`` once discovery is over and
yields the picks; the feed exporters read ``result`` and ``sources``. It writes the crawl's
stats as it goes, and never reads them.
"""

from __future__ import annotations

import logging
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import replace
from datetime import date
from typing import Any
from weakref import WeakKeyDictionary

from sitesampler.crawl import stats as keys
from sitesampler.crawl.arguments import SampleArguments
from sitesampler.core import Evidence, PageRecord, SampleResult, SiteSampler
from sitesampler.core.collector import freeze_after_pauses
from sitesampler.core.continuity import moved_rows, moved_url
from sitesampler.core.exploration import Exploration, UrlFilter, site_folder
from sitesampler.discovery.items import UrlBatch
from sitesampler.output import findings
from sitesampler.output.previous import PreviousSource
from sitesampler.crawl.problems import record
from sitesampler.crawl.workers import WorkerFailed, WorkerPool


class Sampling:
    """One crawl's sampler: ``begin(root)``, ``add(batch)``..., ``accepted(discovery)``,
    ``finish()``; then ``result``.

    ``stats`` is the crawl's stats collector (written only); ``workers`` and ``worker_after``
    are ``SITESAMPLER_WORKERS`` and ``SITESAMPLER_WORKER_AFTER`` (:mod:`sitesampler.crawl.workers`).
    """

    def __init__(self, arguments: SampleArguments, stats: Any, workers: int = 0, worker_after: int = 0,
                 logger: logging.Logger | logging.LoggerAdapter | None = None,
                 previous: PreviousSource | None = None, refine: bool = False) -> None:
        self.arguments = arguments
        #: Whether the probed pages' layouts refine the templates (``SITESAMPLER_REFINE``).
        self.refine = refine
        #: Whether the crawl sends credentials (the spider sets it): see :class:`Evidence`.
        self.signed_in = False
        #: The sample this one continues (``arguments.previous``, read), for the sampler and the
        #: exports.
        self.previous = previous
        self.stats = stats
        #: What the exploration found beside the page list (the spider fills it), the scope the
        #: user drew, and the day of the exploration (the evaluation's date), on the calendar
        #: of the machine that crawls (its ``TZ``), as the auditor's own is.
        self.exploration = Exploration(extra=arguments.extra)
        self.url_filter = UrlFilter(arguments.include, arguments.exclude, site_folder(arguments.url))
        self.explored_on = date.today().isoformat()
        self.workers = workers
        self.worker_after = worker_after
        self.logger = logger or logging.getLogger(__name__)
        #: The finished sample, once ``finish`` ran.
        self.result: SampleResult | None = None
        self._pool: WorkerPool | None = None
        #: The root the samplers were begun with: its path says which folder holds the home
        #: page (``/lab/`` of ``https://e.org/lab/``), which a sampler's scope, an origin, does not.
        self._root = ""
        self._merged: SiteSampler | None = None
        self._accepted: Counter[str] = Counter()
        self._found = 0
        #: What the probed pages showed (``verify``), by the URL asked for; the site's answer
        #: to a URL that cannot exist; every URL asked for, answered or not.
        self.records: dict[str, PageRecord] = {}
        self.not_found: PageRecord | None = None
        self.tried: set[str] = set()
        #: What dropped a page verification asked for: ``"time"`` (the crawl's time budget) or
        #: ``"interrupt"`` (the user); empty while nothing has.
        self.cut_short = ""
        #: The address given, when it redirected to another site, which was sampled instead.
        self.moved_from = ""
        #: Every batch, kept only to write ``templates`` (the sampler keeps bounded lists).
        self._batches: list[UrlBatch] = []

    def begin(self, root: str) -> None:
        """Seed the sampler with the canonical root (known once the root page answered); from
        here to ``finish`` what the sitemaps' parse and sampling build skips the garbage
        collector's runs (:func:`~sitesampler.core.collector.freeze_after_pauses`)."""
        freeze_after_pauses(True)
        if self._pool is None:
            self._root = root
            self._pool = WorkerPool(lambda: self.new_sampler(root), self.workers, self.worker_after)

    def site_moved(self, old_root: str, new_root: str) -> None:
        """The address given redirected to another site, ``new_root``, before any sampler was
        built: the outputs name the address given (``moved_from``), and the user's ``extra``
        pages and the previous sample's pages, on the old site, are read on the new one
        (:func:`~sitesampler.core.continuity.moved_url`)."""
        self.moved_from = old_root
        self.arguments = replace(self.arguments,
                                 extra=tuple(moved_url(url, old_root, new_root) for url in self.arguments.extra))
        self.exploration = Exploration(extra=self.arguments.extra)
        if self.previous is not None:
            self.previous = replace(self.previous, rows=moved_rows(self.previous.rows, old_root, new_root))

    def new_sampler(self, root: str, keep_all: bool = False) -> SiteSampler:
        """One worker's sampler (all of them when there are no workers), as the arguments ask."""
        arguments = self.arguments
        return SiteSampler(root, budget=arguments.budget, random_share=arguments.random_share,
                           clusterer=arguments.clusterer, keep_all=keep_all,
                           previous=self.previous.rows if self.previous else None,
                           rotate=arguments.rotate, round=arguments.round)

    def add(self, batch: UrlBatch) -> None:
        """Every URL of one discovery batch into the sampler (and, with ``templates``, kept)."""
        if self.arguments.templates:
            self._batches.append(batch)
        self.stats.inc_value(keys.URLS_FOUND, len(batch.urls))
        self._found += len(batch.urls)
        pool = self._worker_pool()
        try:
            self._count(Counter({batch.discovery: pool.add(batch.urls, batch.source, batch.discovery)}))
        except WorkerFailed as failure:
            self._worker_failed(failure)

    def explore(self, technologies: Iterable[str], navigation: Iterable[str],
                named: Mapping[str, str] | None = None) -> None:
        """What the home page showed WCAG-EM's exploration: its technologies, the common
        pages its navigation links, and those whose link's text names their type (``named``)."""
        self.exploration.technologies.update(technologies)
        self.exploration.navigation.update(navigation)
        self.exploration.named.update(named or {})

    def disallow(self, urls: Iterable[str]) -> None:
        """URLs found that robots.txt refuses (never fetched): counted with a few examples, and
        the common pages among them in scope but needing access (:meth:`Exploration.refuse`)."""
        self.exploration.refuse(urls)

    def accepted(self, discovery: str) -> int:
        """How many URLs found by ``discovery`` (``root``, ``sitemap``, ``links``) were pages of
        the site, counting what the workers took so far (this waits for their queues)."""
        self._settle()
        return self._accepted[discovery]

    @property
    def sources(self) -> dict[str, int]:
        """Pages accepted by discovery kind, kinds with none left out."""
        return {discovery: count for discovery, count in sorted(self._accepted.items()) if count}

    def sampler(self) -> SiteSampler:
        """Every URL found in one sampler (the workers' merged), once discovery is over; idempotent."""
        if self._merged is not None:
            return self._merged
        # Sampling a big site takes seconds without a log line: say that it started.
        self.logger.info(f"Discovery done: sampling {findings.count(self._found, 'URL')}")
        self._settle()  # the workers' last counts
        pool = self._worker_pool()
        self.stats.set_value(keys.SAMPLER_PROCESSES, pool.processes)
        try:
            merged = pool.finish()
        except WorkerFailed as failure:
            self._worker_failed(failure)
            merged = pool.finish()
        if pool.worker_cpu_seconds is not None:
            self.stats.set_value(keys.WORKER_CPU_SECONDS, round(pool.worker_cpu_seconds, 1))
        self._merged = merged
        return merged

    @property
    def evidence(self) -> Evidence:
        return Evidence(dict(self.records), self.not_found, self.refine, self.cut_short, self.signed_in)

    def probe_plan(self, limit: int) -> list[str]:
        """The next pages to fetch to check the sample, at most ``limit``
        (:meth:`~sitesampler.core.SiteSampler.probe_plan`); each is counted as tried."""
        plan = self.sampler().probe_plan(self.exploration, self.evidence, limit, frozenset(self.tried))
        self.tried.update(plan)
        return plan

    def add_page(self, record: PageRecord, not_found: bool = False) -> None:
        """One probed page (``not_found``: the site's answer to a URL that cannot exist)."""
        if not_found:
            self.not_found = record
        else:
            self.records[record.url] = record

    def finish(self, checked: bool = True) -> SampleResult:
        """The sample of every URL found, checked against the probed pages; idempotent. Writes
        the sampler's counts to the stats.

        ``checked=False`` draws it from the URLs alone, as ``verify=0`` would: what the crawl
        falls back to when the checked sample raised (an internal error,
        :class:`~sitesampler.crawl.extensions.SampleEmitter`), so what was found is not lost."""
        if self.result is not None:
            return self.result
        merged = self.sampler()
        evidence = self.evidence if checked else Evidence({}, None, self.refine, "", self.signed_in)
        try:
            self.result = merged.sample(self.exploration, evidence)
        finally:
            freeze_after_pauses(False)  # what it froze stays so: the process ends with the crawl
        for name, value in self.result.stats.items():
            self.stats.set_value(keys.sampler_key(name), value)
        self.stats.set_value(keys.URLS_DISCOVERED, self.result.stats.get("urls_distinct", 0))
        self.stats.set_value(keys.SAMPLE_SIZE, len(self.result.picks))
        if self.arguments.templates:
            self.write_templates(self.arguments.templates, self._root or merged.scope.root,
                                 merged.kept_evidence(evidence))
        return self.result

    def write_templates(self, path: str, root: str, evidence: Evidence) -> None:
        """``URL<TAB>TEMPLATE`` for every page found, as ``sitesampler templates`` writes it:
        a sampler that keeps every page (the crawl's own keeps only what it can pick) is fed
        the same batches, and its templates are the crawl's, decided from the same URLs and
        refined by the same ``evidence`` (the fetched pages the crawl's sampler keeps). The
        pages named as set aside are those the sample set aside, so the file and the feed
        agree."""
        listing = self.new_sampler(root, keep_all=True)
        for batch in self._batches:
            listing.add_listings(batch.urls, batch.source)
        self._batches = []
        try:
            with open(path, "w", encoding="utf-8") as out:
                out.writelines(f"{url}\t{template}\n" for url, template in listing.page_templates(
                    evidence, self.exploration, self.result.set_aside if self.result is not None else None))
        except OSError as error:
            self.logger.error(f"sitesampler: cannot write the templates to {path}: {error.strerror or error}")
            record(self.stats, "templates_file")

    def _worker_pool(self) -> WorkerPool:
        """The sampler's workers; seeded with the URL asked for if the root never settled."""
        if self._pool is None:
            self.begin(self.arguments.url)
        assert self._pool is not None
        return self._pool

    def _settle(self) -> None:
        """Bring the accepted counts up to date with the worker processes (once they finished,
        in :meth:`sampler`, the counts are final and the processes gone)."""
        if self._pool is not None and self._merged is None:
            try:
                self._count(self._pool.settle())
            except WorkerFailed as failure:
                self._worker_failed(failure)

    def _count(self, accepted: Counter[str]) -> None:
        for discovery, count in accepted.items():
            self._accepted[discovery] += count
            self.stats.inc_value(keys.URLS_ACCEPTED + discovery, count)

    def _worker_failed(self, failure: WorkerFailed) -> None:
        """The sample can only be built from this process's share: say so, and fail the crawl."""
        self.logger.error(f"sitesampler: {failure}; the sample leaves out the pages it held")
        record(self.stats, "sampler_worker")
        self.stats.set_value(keys.FAILED, 1)


#: Each running crawl's sampling, by crawler; forgotten with the crawler.
_registered: WeakKeyDictionary[Any, Sampling] = WeakKeyDictionary()


def register(crawler: Any, sampling: Sampling) -> None:
    """Make ``sampling`` the one of ``crawler``'s crawl: the spider calls this when it opens."""
    _registered[crawler] = sampling


def crawl_sampling(crawler: Any) -> Sampling | None:
    """The sampling registered for ``crawler``, or None when its spider does not sample. The
    feed exporters are built only once the first pick is written, after the sample is done, so
    they look it up here rather than wait for a signal."""
    return _registered.get(crawler)
