"""The ``sample`` spider: discover a site's pages from its sitemaps, sample them, check the sample.

Steps, each a small overridable method: fetch the root and settle the canonical root
(``parse_root``), read robots.txt (``parse_robots``), walk the sitemaps (``parse_sitemap``),
and only when no sitemap gave pages fall back to the root's links, optionally one more hop
(``idle_requests`` -> ``parse_fallback`` -> ``parse_listing``). Everything found leaves as
one ``UrlBatch`` per sitemap or page, handed to the spider's ``sampling``
(:class:`~sitesampler.sampling.Sampling`). Once discovery has run dry, ``page_requests`` fetches
the sample's pages (``verify``) in rounds through :mod:`sitesampler.probes`, and the
``SampleEmitter`` extension writes the sample once nothing is left to fetch. Arguments and settings are checked by :mod:`sitesampler.arguments`.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator
from functools import cached_property
from typing import Any
from urllib.parse import urljoin, urlsplit

import scrapy
from scrapy.crawler import Crawler
from scrapy.http import Response, TextResponse
from scrapy.linkextractors import LinkExtractor
from scrapy.utils.misc import load_object
from twisted.python.failure import Failure

from sitesampler import stats as keys
from sitesampler.arguments import ARGUMENT_NAMES, AUTH_ARGUMENTS, check_settings, parse_arguments
from sitesampler.auth import read_credentials
from sitesampler.canonical import (
    canonical_root,
    declared_canonical,
    is_www_variant,
    registrable_domain,
)
from sitesampler.core.continuity import check_previous
from sitesampler.core.exploration import is_common_url
from sitesampler.core.pages import nonexistent_url
from sitesampler.homepage import NOTHING, read_home_page
from sitesampler.items import UrlBatch
from sitesampler.previous import PreviousSource, read_previous
from sitesampler.probes import failure_record, page_record, page_request
from sitesampler.problems import failure_kind, record
from sitesampler.report import load_template
from sitesampler.robots import could_refuse, rule_prefixes
from sitesampler.sampling import Sampling
from sitesampler.sitemap_quota import SharedQuota
from sitesampler.sitemaps import (
    USUAL_SITEMAP_PATHS,
    PageEntry,
    read_sitemap,
    sitemaps_from_robots,
    split_quota,
)


#: Links read per page (the root, and the listing pages ``expand=1`` opens).
MAX_LINKS_PER_PAGE = 1000
#: Root failures after which robots.txt and sitemaps of the same host are not tried.
UNREACHABLE = ("dns_error", "connection_refused", "refused")


def _path_depth(url: str) -> int:
    return len([segment for segment in urlsplit(url).path.split("/") if segment])


class SampleSpider(scrapy.Spider):
    name = "sample"

    #: Probed in this order when robots.txt names no sitemap.
    sitemap_paths: tuple[str, ...] = USUAL_SITEMAP_PATHS
    #: Which links count on a page (drops images, PDFs, archives... by extension): the first
    #: MAX_LINKS_PER_PAGE, selected in libxml2, since reading every link of a huge listing in
    #: Python held the reactor for seconds (and timed out the downloads in flight).
    link_extractor = LinkExtractor(restrict_xpaths=f"(//a|//area)[position() <= {MAX_LINKS_PER_PAGE}]")
    #: What samples the URLs found (a subclass may sample differently).
    sampling_class = Sampling

    @classmethod
    def from_crawler(cls, crawler: Crawler, *args: Any, **kwargs: Any) -> SampleSpider:
        try:
            try:
                check_settings(crawler.settings)
                # Read now, on the machine that renders it: at the end of the crawl, when the
                # feeds close, a broken template would only be a traceback.
                if template := crawler.settings.get("SITESAMPLER_REPORT_TEMPLATE"):
                    load_template(str(template))
            except ValueError as error:
                raise SystemExit(f"scrapy crawl {cls.name}: {error}") from None
            if not crawler.settings.getbool("ROBOTSTXT_OBEY"):
                logging.getLogger(__name__).warning(
                    "ROBOTSTXT_OBEY is off: robots.txt is not applied, so pages it disallows may be "
                    "sampled; only for audits the site's owner has authorised")
            return super().from_crawler(crawler, *args, **kwargs)
        except SystemExit as error:
            # With a LOG_FILE, as every scrapyd job has, the log is where people look, and
            # scrapyd keeps the job's stderr in its own log: the bad-argument line goes there too.
            if crawler.settings.get("LOG_FILE"):
                logging.getLogger(__name__).error("%s", error.code)
            raise

    def __init__(self, url: str | None = None, **kwargs: Any) -> None:
        own = {k: kwargs.pop(k) for k in list(kwargs) if k in ARGUMENT_NAMES}
        # Never spider attributes under Scrapy's names: see sitesampler.auth.
        secret = {k: str(kwargs.pop(k)) for k in list(kwargs) if k in AUTH_ARGUMENTS}
        try:
            self.arguments = arguments = parse_arguments(url, **own, **kwargs)
            #: Sent to the site by ``SiteCredentialsMiddleware``; never logged or written.
            self.credentials = read_credentials(secret, registrable_domain(urlsplit(arguments.url).hostname or ""))
        except ValueError as error:
            # SystemExit is the one exception that leaves the crawl's task without a logged
            # traceback: the user gets this line and a non-zero exit status.
            raise SystemExit(f"scrapy crawl {self.name}: {error}") from None
        if arguments.templates:
            self.check_writable(arguments.templates)
        #: The sample this crawl continues (``-a previous=``), read before anything is fetched.
        self.previous = self.read_previous(arguments.previous, arguments.url) if arguments.previous else None
        super().__init__(**kwargs)  # keeps scrapyd's _job and other extra arguments
        self.url = arguments.url
        #: For feed URIs such as ``%(site_host)s.csv``.
        self.site_host = urlsplit(self.url).hostname
        #: Known once the root answered (``parse_root``); the sampler is built for it.
        self.canonical_root: str | None = None
        self.root_links: list[str] = []
        #: What the home page shows the exploration (nothing when it is not HTML or failed).
        self.home = NOTHING
        self._robots = None
        self._robots_prefixes: tuple[str, ...] = ()
        self._fallback_started = False
        # sitemap URL -> (largest quota, smallest depth) requested so far: loop-safe, and a
        # sitemap reached again with more quota or depth to spare is read again, so what is kept
        # is the same whatever order the indexes answered in.
        self._sitemaps_claimed: dict[str, tuple[int, int]] = {}
        #: Siblings sharing the discovery cap (``max_urls``), settled once all have answered.
        self._quota = SharedQuota()
        #: robots.txt named no sitemap, so the first level is guesses: a 404 there is no problem.
        self._probing = False
        #: Pages requested to check the sample so far (at most ``verify``).
        self._pages_requested = 0

    def check_writable(self, path: str) -> None:
        """``templates=FILE`` is written at the end: a path that cannot be written is refused
        now, as a bad argument, rather than after the whole crawl."""
        try:
            with open(path, "a", encoding="utf-8"):
                pass
        except OSError as error:
            raise SystemExit(f"scrapy crawl {self.name}: templates: cannot write {path}: "
                             f"{error.strerror or error}") from None

    def read_previous(self, source: str, url: str) -> PreviousSource:
        """The previous sample's rows, refused at once when they cannot be this site's (one
        line and a non-zero exit status, like a bad argument)."""
        try:
            previous = read_previous(source)
            check_previous(previous.rows, url)
        except ValueError as error:
            raise SystemExit(f"scrapy crawl {self.name}: {error}") from None
        return previous

    @cached_property
    def sampling(self) -> Sampling:
        """The crawl's sampling, which every URL found goes to (``batch``)."""
        settings = self.settings
        return self.sampling_class(self.arguments, self.crawler.stats, settings.getint("SITESAMPLER_WORKERS"),
                                   settings.getint("SITESAMPLER_WORKER_AFTER"), self.logger, self.previous)

    async def start(self) -> Any:
        yield scrapy.Request(self.url, callback=self.parse_root, errback=self.root_failed, dont_filter=True)

    # -- canonical root --------------------------------------------------------------------

    def parse_root(self, response: Response) -> Iterator[Any]:
        redirected = bool(response.meta.get("redirect_urls"))
        declared = None if redirected else declared_canonical(response)
        root = canonical_root(self.url, response.url, redirected=redirected, declared=declared)
        if isinstance(response, TextResponse):
            self.root_links = [link.url for link in self.link_extractor.extract_links(response)]
            self.home = read_home_page(response)
        yield from self.begin_discovery(root)

    def root_failed(self, failure: Failure) -> Iterator[Any]:
        """A root that errs or times out may still have robots.txt and sitemaps; one whose name
        does not resolve or whose host refuses (or is refused) has none either: nothing more
        is tried. (A redirect that failed so says nothing about the start host.)"""
        redirected = failure.request.meta.get("redirect_urls")  # type: ignore[attr-defined]
        if self.failed("root", failure) in UNREACHABLE and not redirected:
            self.logger.warning("Root %s failed (%s): the site cannot be reached", self.url, failure.value)
            return
        self.logger.warning("Root %s failed (%s); reading its sitemaps anyway", self.url, failure.value)
        yield from self.begin_discovery(self.url)

    def begin_discovery(self, root: str) -> Iterator[scrapy.Request]:
        self.canonical_root = root
        self.sampling.begin(root)
        self.logger.info("Canonical root: %s (asked for %s)", root, self.url)
        yield scrapy.Request(
            urljoin(root, "/robots.txt"),
            callback=self.parse_robots,
            errback=self.robots_failed,
            dont_filter=True,
            meta={"allow_offsite": True},
        )

    # -- robots.txt and sitemaps -----------------------------------------------------------

    def parse_robots(self, response: Response) -> Iterator[Any]:
        if response.body.lstrip()[:1] == b"<":
            # An HTML page (soft 404, login wall) has neither rules nor sitemaps for us.
            record(self.crawler.stats, "robots_html")
            yield from self.discover_sitemaps([])
            return
        if self.settings.getbool("ROBOTSTXT_OBEY"):
            parser_class = load_object(self.settings["ROBOTSTXT_PARSER"])
            self._robots = parser_class.from_crawler(self.crawler, response.body)
            self._robots_prefixes = rule_prefixes(response.body)
        declared, invalid = sitemaps_from_robots(response.body, response.url)
        record(self.crawler.stats, "robots_invalid_sitemap", invalid)
        yield from self.discover_sitemaps(declared)

    def robots_failed(self, failure: Failure) -> Iterator[Any]:
        self.failed("robots", failure, expected=("http_404", "http_410"))
        yield from self.discover_sitemaps([])

    def discover_sitemaps(self, declared: list[str]) -> Iterator[Any]:
        """With robots rules known: the root itself is a page of the site (if we may audit it),
        then the sitemaps robots.txt declares, or the usual locations."""
        root = self.canonical_root or self.url
        self.batch([(root, None, None)], root, "root")
        self.explore_home_page(root)
        self._probing = not declared
        yield from self.sitemap_requests(declared or self.usual_sitemaps(), self.arguments.max_urls, depth=0)

    def explore_home_page(self, root: str) -> None:
        """WCAG-EM's exploration of the home page, sitemaps or not: its technologies, the
        common pages its navigation links (source ``navigation``), the documents it links, and
        the user's extra pages."""
        exploration = self.sampling.exploration
        exploration.technologies.update(self.home.technologies)
        exploration.navigation.update(self.home.common_links)
        self.batch([(url, None, None) for url in self.home.common_links], root, "navigation")
        self.batch([(url, None, None) for url in self.home.documents], root, "documents")
        self.batch([(url, None, None) for url in self.arguments.extra], root, "extra")

    def usual_sitemaps(self) -> list[str]:
        return [urljoin(self.canonical_root or self.url, path) for path in self.sitemap_paths]

    def sitemap_requests(self, urls: list[str], quota: int, depth: int) -> Iterator[scrapy.Request]:
        """Requests for ``urls`` sharing ``quota`` page entries, skipping any already claimed
        with at least this quota at no greater depth, and new ones past SITESAMPLER_MAX_SITEMAPS."""
        maxsize = self.settings.getint("SITESAMPLER_SITEMAP_MAXSIZE")
        max_sitemaps = self.settings.getint("SITESAMPLER_MAX_SITEMAPS")
        shares: dict[str, int] = {}
        for url, share in zip(urls, split_quota(quota, len(urls))):
            best_quota, best_depth = self._sitemaps_claimed.get(url, (0, depth + 1))
            if share == 0 or url in shares or (share <= best_quota and depth >= best_depth):
                continue
            if url not in self._sitemaps_claimed and len(self._sitemaps_claimed) >= max_sitemaps:
                record(self.crawler.stats, "sitemap_limit")
                continue
            self._sitemaps_claimed[url] = (max(share, best_quota), min(depth, best_depth))
            shares[url] = share
        group = self._quota.open(quota, shares) if shares else None
        for url, share in shares.items():
            yield scrapy.Request(
                url,
                callback=self.parse_sitemap,
                errback=self.sitemap_failed,
                dont_filter=True,
                meta={"allow_offsite": True, "download_maxsize": maxsize, "sitemap_quota": share,
                      "sitemap_depth": depth, "sitemap_group": group, "sitemap_url": url},
            )

    def parse_sitemap(self, response: Response) -> Iterator[Any]:
        """Read one sitemap: count its problems, request its children (an index) or keep its
        pages within its share of the cap (``SharedQuota``), then settle its siblings."""
        stats = self.crawler.stats
        group, key = response.meta["sitemap_group"], response.meta["sitemap_url"]
        content = read_sitemap(response.body, response.meta["download_maxsize"], base_url=response.url)
        if content is None:
            self.logger.warning("Ignoring sitemap over the size limit: %s", response.url)
            record(stats, "sitemap_too_large")
            self._quota.failed(group, key)
            self.settle(group)
            return
        stats.inc_value(keys.SITEMAPS_READ)
        quota, depth = response.meta["sitemap_quota"], response.meta["sitemap_depth"]
        if "dataloss" in response.flags:
            record(stats, "sitemap_dataloss")
        for kind, count in content.problems.items():
            if not (self._probing and depth == 0 and kind in ("not_a_sitemap", "empty")):
                record(stats, f"sitemap_{kind}", count)
        children = [url for url in content.sitemaps if self.same_site_sitemap(url, response.url)]
        if children and depth >= self.settings.getint("SITESAMPLER_SITEMAP_DEPTH"):
            self.logger.warning("Sitemap index nested too deep, not followed: %s", response.url)
            record(stats, "sitemap_too_deep")
            self._quota.failed(group, key)
        elif children:
            self._quota.index(group, key)
            yield from self.sitemap_requests(children, quota, depth + 1)
        elif content.pages:
            self.batch(self._quota.pages(group, key, content.pages, response.url), response.url, "sitemap")
        else:
            self._quota.failed(group, key)
        self.settle(group)

    def sitemap_failed(self, failure: Failure) -> None:
        request = failure.request  # type: ignore[attr-defined]  # Scrapy sets it for errbacks
        probe = self._probing and request.meta["sitemap_depth"] == 0
        self.failed("sitemap", failure, expected=("http_404", "http_410") if probe else ())
        self._quota.failed(request.meta["sitemap_group"], request.meta["sitemap_url"])
        self.settle(request.meta["sitemap_group"])

    def settle(self, group: int) -> None:
        """Once every sibling of a group answered: the entries they kept past their shares, and
        the count of what the cap cut (``sitemap_max_urls``)."""
        if (settled := self._quota.settle(group)) is None:
            return
        record(self.crawler.stats, "sitemap_max_urls", settled.dropped)
        for source, entries in settled.entries:
            self.batch(entries, source, "sitemap")

    def failed(self, role: str, failure: Failure, expected: tuple[str, ...] = ()) -> str:
        """Count a failed request as the problem ``<role>_<kind>`` (``sitemap_http_404``,
        ``root_timeout``...), unless its kind is expected there; return the kind."""
        if (kind := failure_kind(failure)) not in expected:
            record(self.crawler.stats, f"{role}_{kind}")
        return kind

    def same_site_sitemap(self, url: str, parent: str) -> bool:
        """An index may point to the site's own or the parent's domain (cross-submission),
        nowhere else: a hostile index cannot send the crawler around the web."""
        domains = {registrable_domain(urlsplit(u).hostname or "") for u in (parent, self.canonical_root or self.url)}
        return registrable_domain(urlsplit(url).hostname or "") in domains

    # -- robots rules for sampled pages ------------------------------------------------------

    def batch(self, entries: list[PageEntry], source: str, discovery: str) -> None:
        """The entries in the user's scope that robots.txt lets us audit to the sampling, as one
        batch. Handed over directly, not yielded as an item: an item could only leave the item
        pipeline dropped (one "Dropped" log line and one ``item_dropped_count`` per sitemap), and
        an errback's items bypass spider middlewares.

        Steps: the user's ``include``/``exclude`` patterns drop entries (the user's own extra
        pages excepted), counted; robots.txt refuses others, counted, and those of a common page
        type are kept as in scope but needing access (never fetched).
        """
        url_filter = self.sampling.url_filter
        if url_filter and discovery != "extra":
            kept = [entry for entry in entries if url_filter.allows(entry[0])]
            if excluded := len(entries) - len(kept):
                self.crawler.stats.inc_value(keys.EXCLUDED_BY_USER, excluded)
            entries = kept
        may_audit = self.robots_allowed
        refusing = self._robots is not None and self._robots_prefixes  # else no rule can refuse
        allowed = [entry for entry in entries if may_audit(entry[0])] if refusing else entries
        if refused := len(entries) - len(allowed):
            self.crawler.stats.inc_value(keys.ROBOTS_DISALLOWED, refused)
            audited = {entry[0] for entry in allowed}
            self.sampling.exploration.disallowed.update(
                url for url, *_ in entries if url not in audited and is_common_url(url))
        if allowed:
            self.sampling.add(UrlBatch(urls=allowed, source=source, discovery=discovery))

    def robots_allowed(self, url: str) -> bool:
        if self._robots is None or not could_refuse(url, self._robots_prefixes):
            return True
        return self._robots.allowed(url, self._robots_agent)

    @cached_property
    def _robots_agent(self) -> str:
        """Looked up once: ``robots_allowed`` runs for every URL of every sitemap."""
        return self.settings.get("ROBOTSTXT_USER_AGENT") or self.settings.get("USER_AGENT")

    # -- fallback: links of the root, then of listing pages --------------------------------------

    def idle_requests(self) -> list[scrapy.Request]:
        """Called by ``SampleEmitter`` when the crawl ran dry: what discovery still needs, then
        the pages that check the sample (:meth:`page_requests`).

        The link fallback starts only once every sitemap has answered and none gave a page of
        the site, so the decision does not depend on response order.
        """
        if self._fallback_started or self.sampling.accepted("sitemap"):
            return self.page_requests()
        self._fallback_started = True
        self.logger.info("No sitemap gave pages of %s; using its links", self.canonical_root)
        return [scrapy.Request("data:,", callback=self.parse_fallback, dont_filter=True)]

    # -- verification: fetch the sample's pages and those that would replace them ------------

    def page_requests(self) -> list[scrapy.Request]:
        """One round of pages to fetch (``verify``), once discovery is over: the sample's rows
        not fetched yet and their alternates (``Sampling.probe_plan``), and in the first round
        the site's answer to a URL that cannot exist. Every round waits for the one before, so
        what is fetched depends on the answers, never on their order; never more than
        ``verify`` requests in all."""
        left = self.arguments.verify - self._pages_requested
        if left <= 0 or self.canonical_root is None:
            return []
        requests = []
        if self._pages_requested == 0 and left >= 2:
            requests.append(page_request(nonexistent_url(self.canonical_root), self.parse_not_found,
                                         self.not_found_failed))
        plan = self.sampling.probe_plan(left - len(requests))
        requests += [page_request(url, self.parse_page, self.page_failed) for url in plan]
        if not plan:
            return []
        self._pages_requested += len(requests)
        self.crawler.stats.inc_value(keys.PAGE_REQUESTS, len(requests))
        self.logger.info("Verifying the sample: fetching %d pages (%d of %d)", len(requests),
                         self._pages_requested, self.arguments.verify)
        return requests

    def parse_page(self, response: Response) -> None:
        self.sampling.add_page(page_record(response))

    def page_failed(self, failure: Failure) -> None:
        if (record := failure_record(failure)) is not None:
            self.sampling.add_page(record)

    def parse_not_found(self, response: Response) -> None:
        self.sampling.add_page(page_record(response), not_found=True)

    def not_found_failed(self, failure: Failure) -> None:
        if (record := failure_record(failure)) is not None:
            self.sampling.add_page(record, not_found=True)

    # -- fallback: links, continued -------------------------------------------------------------

    def parse_fallback(self, response: Response) -> Iterator[Any]:
        self.batch([(url, None, None) for url in self.root_links], self.canonical_root or self.url, "links")
        if self.arguments.expand:
            for url in self.listing_pages(self.root_links):
                yield scrapy.Request(url, callback=self.parse_listing, errback=self.listing_failed)

    def listing_pages(self, links: list[str]) -> list[str]:
        """The pages ``expand=1`` opens: same-site, not the root, shallowest paths first, then
        alphabetical (a stable order, not the page's), at most SITESAMPLER_EXPAND_PAGES."""
        root = urlsplit(self.canonical_root or self.url)
        candidates = {
            url for url in links
            if is_www_variant(urlsplit(url).hostname or "", root.hostname or "")
            and urlsplit(url).path.strip("/") != root.path.strip("/")
            and self.robots_allowed(url)
        }
        ordered = sorted(candidates, key=lambda url: (_path_depth(url), url))
        return ordered[: self.settings.getint("SITESAMPLER_EXPAND_PAGES")]

    def parse_listing(self, response: Response) -> None:
        if isinstance(response, TextResponse):
            links = [link.url for link in self.link_extractor.extract_links(response)]
            self.batch([(url, None, None) for url in links], response.url, "links")

    def listing_failed(self, failure: Failure) -> None:
        self.failed("listing", failure)
