"""The crawl's extensions: ``SampleEmitter`` writes the sample into the feeds once discovery has
run dry; ``ProblemReport`` ends the log with what went wrong.

Feeds are closed before ``spider_closed`` fires and ``CLOSESPIDER_*`` limits skip the idle state,
so the only moment to write the sample is ``spider_idle``: schedule a ``data:`` request whose
callback yields the sample, and keep the spider open until it has run. Every feed the user
configured (``-O``, ``FEEDS``) then receives exactly the sample rows, in rank order.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import asdict
from typing import Any
from urllib.parse import urlsplit

from scrapy import Request, signals
from scrapy.crawler import Crawler
from scrapy.exceptions import DontCloseSpider
from scrapy.http import Response

from sitesampler import findings
from sitesampler import stats as keys
from sitesampler.core import SamplePick, SampleResult
from sitesampler.formats import meta_from_result
from sitesampler.problems import problems
from sitesampler.safety import NETWORK_SCHEMES
from sitesampler.sampling import crawl_sampling


class SampleEmitter:
    """Extension: once the spider has no discovery left (``idle_requests``), finish the
    spider's ``sampling`` and yield its picks; at the end, log the summary."""

    def __init__(self, crawler: Crawler) -> None:
        self.crawler = crawler
        self._scheduled = False
        #: Whether the site answered anything: a crawl that read nothing writes no rows.
        self._read_anything = False

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> SampleEmitter:
        extension = cls(crawler)
        crawler.signals.connect(extension.spider_idle, signal=signals.spider_idle)
        crawler.signals.connect(extension.spider_closed, signal=signals.spider_closed)
        crawler.signals.connect(extension.response_received, signal=signals.response_received)
        return extension

    def response_received(self, response: Response, request: Request, spider: Any) -> None:
        self._read_anything = self._read_anything or from_the_site(response)

    def spider_idle(self, spider: Any) -> None:
        """First let the spider finish discovery, then emit once."""
        pending = list(getattr(spider, "idle_requests", list)())
        if not pending and not self._scheduled and crawl_sampling(self.crawler):
            self._scheduled = True
            pending = [Request("data:,", callback=self.emit_sample, dont_filter=True)]
        for request in pending:
            self.crawler.engine.crawl(request)
        if pending:
            raise DontCloseSpider

    def emit_sample(self, response: Response) -> Iterator[SamplePick]:
        sampling = crawl_sampling(self.crawler)
        if sampling is None:
            return
        result = sampling.finish()
        if self._read_anything:
            yield from result.picks
        else:  # the seeded home page alone is no sample: the stats say what the feed holds
            self.crawler.stats.set_value(keys.SAMPLE_SIZE, 0)

    def spider_closed(self, spider: Any, reason: str) -> None:
        sampling = crawl_sampling(self.crawler)
        if sampling is not None and sampling.result is not None and self._read_anything:
            spider.logger.info(summary(sampling.result, sampling.sources))


def from_the_site(response: Response) -> bool:
    """A successful response from the site itself (not the crawl's own ``data:`` requests)."""
    return urlsplit(response.url).scheme in NETWORK_SCHEMES and 200 <= response.status < 300


def summary(result: SampleResult, sources: dict[str, int]) -> str:
    """The human end-of-crawl summary: root, where pages came from, each template's size and picks."""
    found = [kind for kind in ("sitemap", "links") if sources.get(kind)]
    lines = [
        f"Sample of {result.seed}: {len(result.picks)} pages from "
        f"{result.stats.get('urls_distinct', 0)} distinct URLs (source: {', '.join(found) or 'root only'})",
    ]
    width = max((len(c.template) for c in result.clusters), default=0)
    lines += [f"  {c.template:<{width}}  {c.size:>7} pages  {c.picked:>3} picked  ({c.page_type})"
              + layout_evidence(c.layouts) for c in result.clusters]
    picks = [asdict(pick) for pick in result.picks]
    meta = meta_from_result(result, "", sources)
    lines += [f"{label}: {text}" for label, text in findings.facts(picks, meta)]
    if result.previous:
        stats = result.stats
        lines.append(f"Round {result.round} against the previous sample: {stats.get('continuity_kept', 0)} kept, "
                     f"{stats.get('continuity_replaced', 0)} replaced, {stats.get('continuity_new', 0)} new")
    return "\n".join(lines)


def layout_evidence(layouts: tuple[tuple[str, int], ...]) -> str:
    """What the template's fetched pages showed: each layout and its pages, and a flag where
    they show more than one (a template that may hold two page types, or one page type that
    changed its layout).

    >>> layout_evidence((("a7464d12", 5),)), layout_evidence((("a7464d12", 3), ("8834a9e7", 2)))
    ('  layout a7464d12 x5', '  layouts a7464d12 x3, 8834a9e7 x2: more than one')
    >>> layout_evidence(())
    ''
    """
    if not layouts:
        return ""
    listed = ", ".join(f"{layout} x{pages}" for layout, pages in layouts)
    return f"  layout {listed}" if len(layouts) == 1 else f"  layouts {listed}: more than one"


class ProblemReport:
    """Extension: the end-of-crawl problem line, and the one error line of a crawl that could
    read nothing at all (every request refused, unresolvable, refused or failing)."""

    def __init__(self, crawler: Crawler) -> None:
        self.crawler = crawler

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> ProblemReport:
        extension = cls(crawler)
        crawler.signals.connect(extension.response_received, signal=signals.response_received)
        crawler.signals.connect(extension.spider_closed, signal=signals.spider_closed)
        return extension

    def response_received(self, response: Response, request: Request, spider: Any) -> None:
        if from_the_site(response):
            self.crawler.stats.inc_value(keys.SITE_RESPONSES)

    def spider_closed(self, spider: Any, reason: str) -> None:
        stats = self.crawler.stats.get_stats()
        found = problems(stats)
        if found:
            counts = " ".join(f"{kind}={count}" for kind, count in found.items())
            spider.logger.warning(f"sitesampler: {sum(found.values())} problems: {counts}")
        else:
            spider.logger.info("sitesampler: no problems")
        if found.get("root_disallowed") and not stats.get(keys.SAMPLE_SIZE):
            spider.logger.warning(f"sitesampler: robots.txt forbids crawling {spider.url}: nothing was sampled")
        if not stats.get(keys.SITE_RESPONSES):
            self.crawler.stats.set_value(keys.FAILED, 1)
            refusals = [value for key, value in sorted(stats.items()) if key.startswith(keys.REFUSED)]
            why = refusals[0] if refusals else ", ".join(f"{kind}={count}" for kind, count in found.items())
            spider.logger.error(f"sitesampler: nothing could be read from {spider.url}: {why or reason}")
