"""The crawl's extensions: ``SampleEmitter`` writes the sample into the feeds once discovery has
run dry and ends the log with the sample's summary; ``ProblemReport`` logs what went wrong.

Feeds are closed before ``spider_closed`` fires and ``CLOSESPIDER_*`` limits skip the idle state,
so the only moment to write the sample is ``spider_idle``: schedule a ``data:`` request whose
callback yields the sample, and keep the spider open until it has run. Every feed the user
configured (``-O``, ``FEEDS``) then receives exactly the sample rows, in rank order.
"""

from __future__ import annotations

import logging
from collections import Counter
from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING, Any, ClassVar
from urllib.parse import urljoin, urlsplit

from scrapy import Request, signals
from scrapy.crawler import Crawler
from scrapy.exceptions import DontCloseSpider
from scrapy.http import Response

from sitesampler.crawl import stats as keys
from sitesampler.core import SamplePick
from sitesampler.core.pages import drawn_by_scripts, scripts_draw_the_pages
from sitesampler.crawl.problems import INTERNAL_ERROR, REPORT_IT, UNAVAILABLE_REASON, problems, record, where_line
from sitesampler.crawl.safety import NETWORK_SCHEMES
from sitesampler.crawl.sampling import crawl_sampling
from sitesampler.discovery.robots import unreachable
from sitesampler.output.findings import scope_limits
from sitesampler.output.summary import summary

if TYPE_CHECKING:  # typing.Self is Python 3.11+
    from typing_extensions import Self


class SignalExtension:
    """An extension whose methods are connected to the crawler's signals ``SIGNALS`` names
    (signal -> method name)."""

    SIGNALS: ClassVar[dict[object, str]] = {}

    def __init__(self, crawler: Crawler) -> None:
        self.crawler = crawler

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> Self:
        extension = cls(crawler)
        for signal, method in cls.SIGNALS.items():
            crawler.signals.connect(getattr(extension, method), signal=signal)
        return extension


class SampleEmitter(SignalExtension):
    """Extension: once the spider has no discovery left (``idle_requests``), finish the
    crawl's sampling (:func:`~sitesampler.crawl.sampling.crawl_sampling`) and yield its picks; at the
    very end, log the summary.

    The summary waits for ``engine_stopped``: ``spider_closed`` comes before Scrapy's stats
    dump and its "Spider closed" line (``ExecutionEngine.close_spider_async``), which would
    bury it; the engine stops after both."""

    SIGNALS = {signals.spider_idle: "spider_idle", signals.engine_stopped: "engine_stopped"}

    def __init__(self, crawler: Crawler) -> None:
        super().__init__(crawler)
        self._scheduled = False
        #: Set once asking the spider for more pages raised: it is not asked again.
        self._discovery_failed = False

    @property
    def _read_anything(self) -> bool:
        """Whether the site answered anything (counted by :class:`ProblemReport`): a crawl
        that read nothing writes no rows."""
        return bool(self.crawler.stats.get_value(keys.SITE_RESPONSES))

    def spider_idle(self, spider: Any) -> None:
        """First let the spider finish discovery, then emit once.

        An exception there (a defect of sitesampler, no fault of the site) would escape into
        Scrapy's signal handling: the spider would close without a sample, and the crawl
        would exit 0. Instead the crawl stops looking for pages, samples what it found, and
        fails (:meth:`internal_error`)."""
        pending: list[Request] = []
        if not self._discovery_failed:
            try:
                pending = list(getattr(spider, "idle_requests", list)())
            except Exception as error:  # noqa: BLE001 (any defect: what was found is still sampled)
                self._discovery_failed = True
                self.internal_error(error, "looking for more pages to fetch",
                                    "the sample is drawn from the pages found and fetched before it")
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
        try:
            result = sampling.finish()
        except Exception as error:  # noqa: BLE001 (any defect: the URLs found are still sampled)
            if sampling.result is not None:  # drawn: what failed came after it
                self.internal_error(error, "writing the templates file", "the sample is written without it")
                result = sampling.result
            else:
                self.internal_error(error, "sampling", "the sample is drawn from the URLs alone, unchecked by the "
                                    "pages fetched")
                try:
                    result = sampling.finish(checked=False)
                except Exception as second:  # noqa: BLE001
                    self.internal_error(second, "sampling the URLs alone", "no sample could be drawn")
                    return
        if self._read_anything and result.picks:
            self.crawler.stats.set_value(keys.SAMPLE_WRITTEN, 1)
            yield from result.picks
        else:  # the seeded home page alone is no sample: the stats say what the feed holds
            self.crawler.stats.set_value(keys.SAMPLE_SIZE, 0)
            if self._read_anything:  # nothing to audit: robots.txt forbids the pages, the scope drawn
                # holds none, or every page fetched was set aside
                self.crawler.stats.set_value(keys.FAILED, 1)

    def internal_error(self, error: Exception, doing: str, instead: str) -> None:
        """Say in one error line that sitesampler failed while ``doing`` and what it did
        ``instead`` (its traceback at DEBUG, for a report), count the problem and fail the
        crawl: a sample that a defect cut short must not look like the site's whole sample."""
        logger = self.crawler.spider.logger if self.crawler.spider is not None else logging.getLogger(__name__)
        logger.error(f"sitesampler: internal error while {doing} ({type(error).__name__}: {error}): {instead}; "
                     f"{REPORT_IT}")
        logger.debug("sitesampler: where the internal error was raised", exc_info=error)
        record(self.crawler.stats, INTERNAL_ERROR)
        self.crawler.stats.set_value(keys.FAILED, 1)

    def engine_stopped(self) -> None:
        sampling = crawl_sampling(self.crawler)
        spider = self.crawler.spider
        if spider is not None and sampling is not None and sampling.result is not None and self._read_anything:
            spider.logger.info(summary(sampling.result, sampling.sources, sampling.url_filter.drawn()))
            if not sampling.result.picks and sampling.result.set_aside:
                spider.logger.error(nothing_to_sample(getattr(spider, "url", ""), sampling.result.set_aside))
            if walls := sum(1 for reason, _ in sampling.result.set_aside if reason == "login_wall"):
                spider.logger.warning(
                    "sitesampler: %d fetched %s a sign-in and %s set aside (login walls); http_user/http_pass or "
                    "cookies let the crawl sample them", walls, "page needs" if walls == 1 else "pages need",
                    "was" if walls == 1 else "were")
            interrupt = self.crawler.stats.get_value(keys.INTERRUPTED)
            hidden = scripts_may_hide_links(sampling.result.stats, sampling.sources)
            linkless, fetched = drawn_by_scripts(sampling.records.values())
            if not hidden and not sampling.arguments.render and sampling.result.picks \
                    and scripts_draw_the_pages(linkless, fetched):
                spider.logger.warning(
                    "sitesampler: %d of %d fetched pages link nowhere until scripts run (a single-page "
                    "application): its links to pages no sitemap or feed lists are unseen; -a render=1 reads "
                    "them as a browser shows them", linkless, fetched)
            if hidden and (line := few_pages_line(
                    sampling.result.stats.get("urls_distinct", 0), self.crawler.stats.get_stats(),
                    sampling.url_filter.drawn(), getattr(spider, "listed_elsewhere", ""),
                    bool(interrupt or sampling.arguments.render))):
                # With no row left, this is why the crawl fails (``emit_sample``): an error.
                (spider.logger.warning if sampling.result.picks else spider.logger.error)(line)
            if interrupt:
                spider.logger.warning(
                    "%s (%s): the sample holds what was found before, not the site's whole sample",
                    keys.INTERRUPTED_LINE, interrupt)
            if refused := sampling.result.refused:
                answers = sorted({f"{status}, redirected" if final else str(status) for _, status, final in refused})
                spider.logger.warning(
                    "sitesampler: %d of %d rows not verified: the server refused the crawler (%s); credentials or "
                    "a user agent the site admits let verification check them", len(refused),
                    len(sampling.result.picks), "; ".join(answers))


def nothing_to_sample(url: str, set_aside: list[tuple[str, str]]) -> str:
    """The one error line of a crawl whose every fetched page was set aside, so its sample is
    empty (the crawl exits with 1): how many pages, why, and what to do where the reason says
    (for a sign-in, the warning line before it says what to give).

    >>> nothing_to_sample("https://a.example/", [("not_html", "https://a.example/"), ("not_html", "https://a.example/b")])
    'sitesampler: nothing to sample at https://a.example/: every page fetched was set aside (not_html=2); the server sends them with a Content-Type other than text/html, so browsers do not show them as web pages'
    >>> nothing_to_sample("https://a.example/", [("not_found", "https://a.example/b"), ("login_wall", "https://a.example/")])
    'sitesampler: nothing to sample at https://a.example/: every page fetched was set aside (login_wall=1 not_found=1)'
    """
    reasons = Counter(reason for reason, _ in set_aside)
    counts = " ".join(f"{reason}={number}" for reason, number in sorted(reasons.items()))
    line = f"sitesampler: nothing to sample at {url}: every page fetched was set aside ({counts})"
    if reasons.get("not_html") and not reasons.get("login_wall"):
        return line + ("; the server sends them with a Content-Type other than text/html, so browsers do not show "
                       "them as web pages")
    return line


#: At most this many pages found by links alone suggests links a crawler without a browser
#: cannot see: a home page's few static links (legal pages, a logo) and nothing more.
FEW_PAGES = 5


def few_pages_line(found: int, stats: Mapping[str, Any], drawn: Mapping[str, Any], elsewhere: str,
                   rendered_or_interrupted: bool) -> str:
    """Why a crawl found so few pages, none from a sitemap or a feed (:func:`scripts_may_hide_links`),
    in one line, or nothing: robots.txt disallows what was found (unless it forbids the home page,
    said on its own), the user's scope left it out (``drawn``), the sitemaps list another
    address's pages (``elsewhere``), else the site's links may be written by scripts, unless the
    crawl rendered them or was interrupted.

    >>> few_pages_line(1, {keys.ROBOTS_DISALLOWED: 12}, {}, "", False)  # doctest: +ELLIPSIS
    'sitesampler: only 1 page was found that robots.txt lets the crawler read: it disallows 12 URLs the crawl found, ...'
    >>> few_pages_line(0, {keys.EXCLUDED_BY_USER: 180}, {"include": ["zzz"]}, "", False)
    'sitesampler: only 0 pages were in the scope drawn (Only the URLs matching zzz.): 180 URLs were found outside it'
    >>> few_pages_line(2, {}, {}, "http://localhost:4000", False)
    'sitesampler: only 2 pages were found: the sitemaps list what they hold on http://localhost:4000, not on this site'
    >>> few_pages_line(1, {}, {}, "", True), few_pages_line(1, {keys.PROBLEMS + "root_disallowed": 1}, {}, "", False)
    ('', '')
    """
    pages = "page was" if found == 1 else "pages were"
    found_problems = problems(dict(stats))
    disallowed = stats.get(keys.ROBOTS_DISALLOWED, 0) + sum(
        count for kind, count in found_problems.items() if kind.endswith("_disallowed"))
    outside = stats.get(keys.EXCLUDED_BY_USER, 0) + stats.get(keys.OUTSIDE_FOLDER, 0)
    if "root_disallowed" in found_problems:  # the problem report says robots.txt forbids the site
        return ""
    if disallowed:
        return (f"{keys.FEW_PAGES_LINE}{found} {pages} found that robots.txt lets the crawler read: it disallows "
                f"{disallowed} {'URL' if disallowed == 1 else 'URLs'} the crawl found, sitemaps included (on a site "
                "you own, -s ROBOTSTXT_OBEY=0 crawls it anyway)")
    if outside:
        scope = " ".join(scope_limits({"scope": drawn}))
        return (f"{keys.FEW_PAGES_LINE}{found} {pages} in the scope drawn ({scope}): {outside} "
                f"{'URL was' if outside == 1 else 'URLs were'} found outside it")
    if elsewhere:
        return (f"{keys.FEW_PAGES_LINE}{found} {pages} found: the sitemaps list what they hold on {elsewhere}, "
                "not on this site")
    if rendered_or_interrupted:
        return ""
    return (f"{keys.FEW_PAGES_LINE}{found} {pages} found, none listed by a sitemap or a feed: if the site builds its "
            "links in scripts (a single-page application), -a render=1 reads them as a browser shows them")


def scripts_may_hide_links(stats: Mapping[str, Any], sources: Mapping[str, int]) -> bool:
    """Whether a crawl without a browser may have missed the site's links: no page came from a
    sitemap or a feed, and at most :data:`FEW_PAGES` were found (a single-page application's
    shell, whose links its scripts write).

    >>> scripts_may_hide_links({"urls_distinct": 1}, {"root": 1})
    True
    >>> scripts_may_hide_links({"urls_distinct": 3}, {"root": 1, "sitemap": 2})
    False
    """
    return stats.get("urls_distinct", 0) <= FEW_PAGES and not any(
        count for source, count in sources.items() if source in ("sitemap", "feed"))


#: The answers of a server that refuses the crawler rather than failing: a sign-in, a
#: firewall's block page, a rate limit.
REFUSING_STATUSES = ("401", "403", "429")


def refused_the_crawler(found: Mapping[str, int]) -> str:
    """What to try when every answer refused the crawler (a web application firewall blocks
    crawlers' user agents; a staging site asks for a password), or nothing.

    >>> print(refused_the_crawler({"robots_http_403": 1, "root_http_403": 1, "sitemap_http_403": 5}))  # doctest: +ELLIPSIS
    ; the server refused the crawler (HTTP 403): a user agent it admits (-s USER_AGENT=...), ... let the crawl in
    >>> refused_the_crawler({"root_dns_error": 1}), refused_the_crawler({"root_http_403": 1, "root_timeout": 1})
    ('', '')
    """
    statuses = {kind.rpartition("_http_")[2] for kind in found}
    if not found or not all("_http_" in kind for kind in found) or not statuses <= set(REFUSING_STATUSES):
        return ""
    return (f"; the server refused the crawler (HTTP {', '.join(sorted(statuses))}): a user agent it admits "
            "(-s USER_AGENT=...), credentials (-a http_user=... -a http_pass=..., or -a cookies=FILE) or the "
            "site owner's allow-list let the crawl in")


def no_tls(found: Mapping[str, int], url: str) -> str:
    """What to try when the home page of an ``https://`` address failed in its TLS handshake
    (the port speaks plain HTTP, or the site's HTTPS is broken), or nothing.

    >>> no_tls({"root_tls_error": 1, "sitemap_tls_error": 5}, "https://intranet.example:8080/docs/")
    '; https://intranet.example:8080/ completed no TLS handshake: if the site has no HTTPS, give http://intranet.example:8080/docs/'
    >>> no_tls({"root_timeout": 1}, "https://example.com/"), no_tls({"root_tls_error": 1}, "http://example.com/")
    ('', '')
    """
    if not found.get("root_tls_error") or not url.startswith("https://"):
        return ""
    return (f"; {urljoin(url, '/')} completed no TLS handshake: if the site has no HTTPS, give "
            f"http://{url.removeprefix('https://')}")


def from_the_site(response: Response) -> bool:
    """A successful response from the site itself (not the crawl's own ``data:`` requests)."""
    return urlsplit(response.url).scheme in NETWORK_SCHEMES and 200 <= response.status < 300


class ProblemReport(SignalExtension):
    """Extension: the end-of-crawl problem line, and the one error line of a crawl that could
    read nothing at all (every request refused, unresolvable, refused or failing).

    The problem line waits for ``engine_stopped``, as the summary does, which it comes just
    before (its extension is enabled first): at ``spider_closed`` the feeds have not closed
    yet, and a feed that cannot be rendered (``feed_render``) would follow "no problems"."""

    SIGNALS = {signals.response_received: "response_received", signals.spider_closed: "spider_closed",
               signals.engine_stopped: "engine_stopped"}

    def response_received(self, response: Response, request: Request, spider: Any) -> None:
        if from_the_site(response):
            self.crawler.stats.inc_value(keys.SITE_RESPONSES)

    def spider_closed(self, spider: Any, reason: str) -> None:
        if raised := self.crawler.stats.get_value("spider_exceptions/count"):
            # Scrapy logged each with its traceback and carried on with the other answers.
            record(self.crawler.stats, INTERNAL_ERROR, raised)
            self.crawler.stats.set_value(keys.FAILED, 1)
            spider.logger.error(f"sitesampler: internal error while reading {raised} of the site's answers (logged "
                                f"above, where Scrapy says \"Spider error processing\"): the sample lacks what "
                                f"{'it' if raised == 1 else 'they'} held; {REPORT_IT}")
        stats = self.crawler.stats.get_stats()
        found = problems(stats)
        if found.get("root_disallowed") and not stats.get(keys.SAMPLE_SIZE):
            answered = [int(kind.removeprefix("robots_http_")) for kind in found if kind.startswith("robots_http_")]
            if failing := [status for status in answered if unreachable(status)]:
                spider.logger.warning(f"sitesampler: robots.txt of {spider.url} answered {failing[0]}, and RFC 9309 "
                                      "asks crawlers to fetch nothing from a site while its robots.txt fails so: "
                                      "nothing was sampled; crawl again later")
            else:
                spider.logger.error(f"sitesampler: robots.txt forbids crawling {spider.url}: nothing was sampled "
                                    "(-s ROBOTSTXT_OBEY=0 crawls a site you own, such as a staging copy)")
        if reason == UNAVAILABLE_REASON:
            self.crawler.stats.set_value(keys.FAILED, 1)
            spider.logger.error(f"sitesampler: {stats.get(keys.UNAVAILABLE)}")
        elif not stats.get(keys.SITE_RESPONSES) and (interrupt := stats.get(keys.INTERRUPTED)):
            spider.logger.warning(f"sitesampler: the crawl was interrupted ({interrupt}) before {spider.url} answered: "
                                  "nothing was sampled")
        elif not stats.get(keys.SITE_RESPONSES):
            self.crawler.stats.set_value(keys.FAILED, 1)
            refusals = [value for key, value in sorted(stats.items()) if key.startswith(keys.REFUSED)]
            why = refusals[0] if refusals else ", ".join(f"{kind}={count}" for kind, count in found.items())
            spider.logger.error(f"sitesampler: nothing could be read from {spider.url}: {why or reason}"
                                f"{refused_the_crawler(found) if not refusals else ''}{no_tls(found, spider.url)}")

    def engine_stopped(self) -> None:
        """The line naming every problem kind with its count (and where, for those with an
        address), or "no problems"."""
        spider = self.crawler.spider
        if spider is None:
            return
        stats = self.crawler.stats.get_stats()
        if found := problems(stats):
            counts = " ".join(f"{kind}={count}" for kind, count in found.items())
            total = sum(found.values())
            spider.logger.warning(f"sitesampler: {total} {'problem' if total == 1 else 'problems'}: {counts}")
            if where := where_line(stats):
                spider.logger.warning(where)
        else:
            spider.logger.info("sitesampler: no problems")
