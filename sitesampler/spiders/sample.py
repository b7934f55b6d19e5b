"""The ``sample`` spider: discover a site's pages from its sitemaps, sample them, check the sample.

Steps, each a small overridable method: fetch the root and settle the canonical root
(``parse_root``, and with ``render=1`` ``parse_rendered_home``), read robots.txt
(``parse_robots``), walk the sitemaps (``parse_sitemap``), and when they are missing or thin
crawl the site's links breadth-first within caps (``idle_requests`` -> ``parse_fallback`` ->
``level_requests`` -> ``parse_page``, level by level). Everything found leaves as
one ``UrlBatch`` per sitemap or page, handed to the spider's ``sampling``
(:class:`~sitesampler.crawl.sampling.Sampling`). Once discovery has run dry, ``page_requests`` fetches
the sample's pages (``verify``) in rounds through :mod:`sitesampler.crawl.probes`, and the
``SampleEmitter`` extension writes the sample once nothing is left to fetch. Arguments and settings are checked by :mod:`sitesampler.crawl.arguments`.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Collection, Iterator
from dataclasses import replace
from functools import cached_property
from itertools import compress
from typing import Any
from urllib.parse import urljoin, urlsplit

import scrapy
from scrapy.crawler import Crawler
from scrapy.exceptions import CloseSpider
from scrapy.http import HtmlResponse, Response, TextResponse
from scrapy.utils.misc import load_object
from twisted.python.failure import Failure

from sitesampler.crawl import stats as keys
from sitesampler.crawl.arguments import ARGUMENT_NAMES, AUTH_ARGUMENTS, check_settings, parse_arguments
from sitesampler.crawl.auth import read_credentials
from sitesampler.discovery.canonical import (
    another_sites_certificate,
    canonical_root,
    declared_canonical,
    is_www_variant,
    moved_site,
    own_names,
    registrable_domain,
)
from sitesampler.core.build_address import is_build_address, is_named, main_origin, moved_pages, moved_to
from sitesampler.core.continuity import check_previous
from sitesampler.core.exploration import folder_redirect, site_folder
from sitesampler.core.links import (CrawlLimits, LinkCrawl, changes_state, first_page, is_print_program, is_thin,
                                    is_view_link, link_key, listed_forms, may_be_page, page_of_tool, refused_here,
                                    spellings, to_follow, without_echoed_query, without_own_address,
                                    without_return_address)
from sitesampler.discovery.homepage import NOTHING, combine, document_links, read_home_page
from sitesampler.core.pages import answered_a_page, nonexistent_url
from sitesampler.discovery.feeds import FEEDS_READ, announced_feeds, feed_links
from sitesampler.discovery.items import UrlBatch
from sitesampler.discovery.page_links import page_links, unfollowed_links
from sitesampler.crawl.limits import CrawlTimeUp, DeadlinePassed, Interrupted, listen_for_interrupts
from sitesampler.output.findings import count
from sitesampler.output.previous import PreviousSource, read_previous
from sitesampler.crawl.probes import PAGE_META, failure_record, page_record, page_request
from sitesampler.crawl.redirects import LeftTheSite
from sitesampler.crawl.problems import UNAVAILABLE_REASON, failure_kind, problems, record, unavailable_answer
from sitesampler.crawl.rendering import render_meta, render_settings
from sitesampler.output.report import load_template
from sitesampler.discovery.http_urls import with_scheme
from sitesampler.discovery.robots import (DISALLOW_ALL, HTTPS_FIRST, could_refuse, rule_prefixes, scheme_settled,
                                          unreachable)
from sitesampler.crawl.addresses import ALLOW_SETTING
from sitesampler.crawl.sampling import Sampling, register
from sitesampler.discovery.sitemap_quota import SharedQuota
from sitesampler.discovery.sitemaps import (
    USUAL_SITEMAP_PATHS,
    PageEntry,
    announced_sitemaps,
    is_sitemap,
    read_sitemap,
    sitemaps_from_robots,
    split_quota,
)


#: Why the link crawl stopped, for its log line.
STOPPED = {"done": "no new page to follow", "depth": "SITESAMPLER_CRAWL_DEPTH reached",
           "pages": "SITESAMPLER_CRAWL_PAGES reached", "time": "SITESAMPLER_CRAWL_TIME used up"}
#: Root failures after which robots.txt and sitemaps of the same host are not tried.
UNREACHABLE = ("dns_error", "connection_refused", "refused")
#: Root failures without an answer after which an address typed without its scheme, tried over
#: https first, is tried over http: nothing listens on port 443, TLS fails, or it hangs.
NO_TLS_ANSWER = ("connection_refused", "connection_error", "tls_error", "timeout")
#: Seconds the https attempt of an address typed without its scheme may take before http is
#: tried (robots.txt's, then the home page's): a port where nothing answers TLS often just hangs.
HTTPS_FIRST_TIMEOUT = 10.0
#: How the log names the host the home page names as canonical, when sitemaps list pages there.
NAMED_ADDRESS = "the address the home page names as canonical (the site's copy here: a preview or staging build)"


class SampleSpider(scrapy.Spider):
    name = "sample"

    #: Probed in this order when robots.txt names no sitemap.
    sitemap_paths: tuple[str, ...] = USUAL_SITEMAP_PATHS
    #: What samples the URLs found (a subclass may sample differently).
    sampling_class = Sampling

    @classmethod
    def from_crawler(cls, crawler: Crawler, *args: Any, **kwargs: Any) -> SampleSpider:
        listen_for_interrupts(crawler)  # from the start: Scrapy's own handlers are in by now
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
            spider = super().from_crawler(crawler, *args, **kwargs)
            if source := spider.arguments.previous:
                spider.previous = spider.read_previous(source, spider.arguments.url)
            if spider.arguments.render:
                # Settings are frozen only after the spider is built: the browser's download
                # handler is installed for this crawl alone, the default stays browser-free. At
                # the command line's priority: the launch options merge the user's own.
                try:
                    crawler.settings.setdict(render_settings(crawler.settings), priority="cmdline")
                except ValueError as error:
                    raise SystemExit(f"scrapy crawl {cls.name}: {error}") from None
        except SystemExit as error:
            # With a LOG_FILE, as every scrapyd job has, the log is where people look, and
            # scrapyd keeps the job's stderr in its own log: the bad-argument line goes there too.
            if crawler.settings.get("LOG_FILE"):
                logging.getLogger(__name__).error("%s", error.code)
            raise
        crawler.signals.connect(spider.register_sampling, signal=scrapy.signals.spider_opened)
        return spider

    def __init__(self, url: str | None = None, **kwargs: Any) -> None:
        own = {key: kwargs.pop(key) for key in list(kwargs) if key in ARGUMENT_NAMES}
        # Never spider attributes under Scrapy's names: see sitesampler.crawl.auth.
        secret = {key: str(kwargs.pop(key)) for key in list(kwargs) if key in AUTH_ARGUMENTS}
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
        #: The sample this crawl continues (``-a previous=``), read before anything is fetched,
        #: once the settings are known (``from_crawler``).
        self.previous: PreviousSource | None = None
        super().__init__(**kwargs)  # keeps scrapyd's _job and other extra arguments
        self.url = arguments.url
        #: The address was typed without its scheme (``example.com``) and is tried over https
        #: first: while True, a root that gives no answer is tried over http (``root_failed``).
        self._https_first = self.url.startswith("https://") and with_scheme(str(url or "").strip()) is not None
        #: For feed URIs such as ``%(site_host)s.csv``.
        self.site_host = urlsplit(self.url).hostname
        #: Known once the root answered (``parse_root``); the sampler is built for it.
        self.canonical_root: str | None = None
        self.root_links: list[str] = []
        self.root_unfollowed: frozenset[str] = frozenset()
        #: The feeds (RSS, Atom) the home page announces in its head: read when the crawl
        #: uses the site's links (``parse_fallback``).
        self.home_feeds: list[str] = []
        #: The sitemaps the home page announces in its head (``<link rel="sitemap">``).
        self.home_sitemaps: list[str] = []
        #: Feeds read where a sitemap was named (:meth:`feed_as_sitemap`): not read again.
        self._feeds_as_sitemaps: set[str] = set()
        #: What the home page shows the exploration (nothing when it is not HTML or failed).
        self.home = NOTHING
        self._robots = None
        self._robots_prefixes: tuple[str, ...] = ()
        #: The link crawl, once decided (``idle_requests``); its limits are None when it does
        #: not crawl.
        self._crawl: LinkCrawl | None = None
        self._crawl_reported = False
        #: The home page's links to pages of the site, by spelling -> link key, while some are
        #: in no sitemap read so far (``batch``), and how many distinct ones it has: whether the
        #: sitemaps are thin (``crawl_reason``).
        self._home_spellings: dict[str, set[str]] = {}
        self._unlisted: set[str] = set()
        #: The home page's navigation links to pages that are not common pages (listings).
        self._listings: list[str] = []
        self._home_link_count = 0
        # sitemap URL -> (largest quota, smallest depth) requested so far: loop-safe, and a
        # sitemap reached again with more quota or depth to spare is read again, so what is kept
        # is the same whatever order the indexes answered in.
        self._sitemaps_claimed: dict[str, tuple[int, int]] = {}
        #: Siblings sharing the discovery cap (``max_urls``), settled once all have answered.
        self._quota = SharedQuota()
        #: robots.txt named no sitemap, so the first level is guesses: a 404 there is no problem.
        self._probing = False
        #: The home page's answer when it was unavailable (a 503 or 429 after the retries, with its
        #: Retry-After): a sitemap answering so too ends the crawl (:meth:`sitemap_failed`).
        self._unavailable: tuple[int, str] | None = None
        #: Whether a sitemap gave anything (pages or child sitemaps, the site's or not), and
        #: whether the usual locations were tried after those robots.txt names gave nothing.
        self._sitemap_gave = False
        self._usual_tried = False
        #: The sitemap the address given turned out to be (``-a url=https://e.org/sitemap.xml``),
        #: read with those robots.txt names; None until the first answer was looked at.
        self._given_sitemap: str | None = None
        #: Sitemap URL -> the origin it lists instead of the site (none of its pages are the
        #: site's, or an index's child sitemaps are on another site): the first of each kind is
        #: said when met, and ``listed_elsewhere`` at the end when little else was found.
        self.elsewhere: dict[str, str] = {}
        #: Another host the home page names as its canonical address (a copy of the site built
        #: with its production address: a deploy preview, a staging host): sitemaps listing
        #: pages there are read as paths of the site (:mod:`~sitesampler.core.build_address`).
        self.named_hosts: frozenset[str] = frozenset()
        self._said_elsewhere: set[str] = set()  # which of those kinds were said
        #: Pages requested to check the sample so far (at most ``verify``).
        self._pages_requested = 0
        self._pages_dropped = 0  # of those, dropped by the discovery time budget or an interrupt before download
        #: Clock readings (``time.monotonic``): the crawl's start, and verification's once it began.
        self._started = time.monotonic()
        self._verify_started: float | None = None

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
            previous = read_previous(source, allow_private=self.settings.getbool(ALLOW_SETTING))
            check_previous(previous.rows, url)
        except ValueError as error:
            raise SystemExit(f"scrapy crawl {self.name}: {error}") from None
        return previous

    @cached_property
    def sampling(self) -> Sampling:
        """The crawl's sampling, which every URL found goes to (``batch``)."""
        settings = self.settings
        sampling = self.sampling_class(self.arguments, self.crawler.stats, settings.getint("SITESAMPLER_WORKERS"),
                                       settings.getint("SITESAMPLER_WORKER_AFTER"), self.logger, self.previous,
                                       settings.getbool("SITESAMPLER_REFINE"))
        headers = {str(name).lower() for name in settings.getdict("DEFAULT_REQUEST_HEADERS")}
        sampling.signed_in = bool(self.credentials) or bool(headers & {"authorization", "cookie"})
        return sampling

    def register_sampling(self, spider: scrapy.Spider) -> None:
        """The crawl's sampling, built as the spider opens and registered for the crawler, where
        the extensions and the feed exporters find it (:func:`~sitesampler.crawl.sampling.crawl_sampling`)."""
        register(self.crawler, self.sampling)

    async def start(self) -> Any:
        if self._https_first:
            self.logger.info("%s was given without a scheme: trying %s, then http:// if the site does not "
                             "answer over https", self.arguments.url.removeprefix("https://"), self.url)
            # Tried once, as a browser tries it (robots.txt too: ``SiteRobotsTxtMiddleware``):
            # retries would only wait longer for a port where nothing speaks TLS.
            yield scrapy.Request(self.url, callback=self.parse_root, errback=self.root_failed, dont_filter=True,
                                 meta={HTTPS_FIRST: True, "dont_retry": True, "download_timeout": min(
                                     HTTPS_FIRST_TIMEOUT, self.settings.getfloat("DOWNLOAD_TIMEOUT"))})
            return
        yield scrapy.Request(self.url, callback=self.parse_root, errback=self.root_failed, dont_filter=True)

    # -- canonical root --------------------------------------------------------------------

    def parse_root(self, response: Response) -> Iterator[Any]:
        if self._https_first:
            if names := another_sites_certificate(response):
                # A shared server's default site answers over https for hosts without their own
                # certificate: a browser warns or falls back to http, and so does the crawl.
                yield self.plain_http_root(f"its certificate is for {names}")
                return
            self.settle_scheme(answered=True)
        if self._given_sitemap is None:
            self._given_sitemap = ""
            if is_sitemap(response.body, self.settings.getint("SITESAMPLER_SITEMAP_MAXSIZE")) or (
                    not isinstance(response, HtmlResponse) and feed_links(response)):
                yield from self.start_from_sitemap(response.url)
                return
        redirected = bool(response.meta.get("redirect_urls"))
        if redirected and (moved := moved_site(self.url, [*response.meta["redirect_urls"][1:], response.url])):
            carried = [what for what, given in (("your extra pages", self.arguments.extra),
                                                ("the previous sample's pages", self.previous)) if given]
            self.logger.warning("%s redirects to another site, %s: sampling that site%s", self.url, moved,
                                f"; {' and '.join(carried)} are read there" if carried else "")
            self.sampling.site_moved(self.url, moved)
            self.arguments = self.sampling.arguments  # the extra pages, on the new site
            self.url = moved
            self.sampling.url_filter = self.sampling.url_filter.within(site_folder(moved))
        if redirected and self.sampling.url_filter.folder == "/":
            asked = urlsplit(self.url).path
            targets = [*response.meta["redirect_urls"][1:], response.url]  # past an https or www move
            moved = next((url for url in targets if urlsplit(url).path != asked), response.url)
            if folder := folder_redirect(self.url, moved):  # /library sent to /library/
                self.sampling.url_filter = self.sampling.url_filter.within(folder)
        claimed = declared_canonical(response)
        self.named_hosts = own_names(claimed, response.url)
        declared = None if redirected else claimed
        root = canonical_root(self.url, response.url, redirected=redirected, declared=declared)
        self.root_links = self.links_of(response, root) or []
        self.root_unfollowed = self.unfollowed_of(response, root)
        self.record_page(response, self.root_links)
        if isinstance(response, TextResponse):
            home = read_home_page(response)
            named = self.on_the_site(list(map(without_return_address, home.names)), root)
            self.home = home._replace(**{field: self.on_the_site(list(map(without_return_address, getattr(home, field))),
                                                                 root)
                                         for field in ("common_links", "documents", "listings")},
                                      names=dict(zip(named, home.names.values())))
            self.home_feeds = announced_feeds(response)
            self.home_sitemaps = announced_sitemaps(response)
            if self.arguments.render:
                yield self.render_request(response.url, self.parse_rendered_home, self.render_failed, root=root)
                return
        yield from self.begin_discovery(root)

    def start_from_sitemap(self, sitemap: str) -> Iterator[scrapy.Request]:
        """The address given is the site's sitemap, as ``pa11y-ci --sitemap`` takes one (or one
        robots.txt does not name): it is read as a sitemap, beside those robots.txt names, and
        the site is its host's, from its home page. Before, it was taken for the home page, and
        a page with no links gave an empty sample."""
        self._given_sitemap = sitemap
        self.url = urljoin(sitemap, "/")
        # A sitemap's address names no sub-site, even when it ends with a slash (``/sitemap/``).
        self.sampling.url_filter = self.sampling.url_filter.within("/")
        self.logger.info("%s is a sitemap: reading it, and sampling the site %s", sitemap, self.url)
        yield scrapy.Request(self.url, callback=self.parse_root, errback=self.root_failed, dont_filter=True)

    def render_request(self, url: str, callback: Any, errback: Any, **meta: Any) -> scrapy.Request:
        """``url`` again, rendered in the browser (``render=1``): a URL the crawl already
        fetched without it, so every redirect was checked by the downloader middlewares."""
        return scrapy.Request(url, callback=callback, errback=errback, dont_filter=True,
                              meta={**render_meta(), **meta})

    def parse_rendered_home(self, response: Response) -> Iterator[Any]:
        """The home page as the browser rendered it: its links and navigation join those of its
        HTML (links a script inserted are found only here)."""
        if isinstance(response, TextResponse):
            rendered = self.links_of(response) or []
            self.root_links = list(dict.fromkeys(self.root_links + rendered))
            self.home = combine(self.home, read_home_page(response))
        yield from self.begin_discovery(response.meta["root"])

    def render_failed(self, failure: Failure) -> Iterator[Any]:
        """A home page the browser could not render: counted (``render_<kind>``), and discovery
        goes on from its HTML."""
        self.failed("render", failure)
        self.logger.warning("Rendering %s failed (%s); using its HTML", failure.request.url,  # type: ignore[attr-defined]
                            failure.value)
        yield from self.begin_discovery(failure.request.meta["root"])  # type: ignore[attr-defined]

    def root_failed(self, failure: Failure) -> Iterator[Any]:
        """A root that errs or times out may still have robots.txt and sitemaps; one whose name
        does not resolve or whose host refuses (or is refused) has none either: nothing more
        is tried. (A redirect that failed so says nothing about the start host.)"""
        redirected = failure.request.meta.get("redirect_urls")  # type: ignore[attr-defined]
        if self._https_first and not redirected and (kind := failure_kind(failure)) in NO_TLS_ANSWER:
            yield self.plain_http_root(kind)
            return
        if self._https_first:  # it answered over https, with an error (or redirected and failed)
            self.settle_scheme(answered=True)
        if self.failed("root", failure) in UNREACHABLE and not redirected:
            self.logger.warning("Root %s failed (%s): the site cannot be reached", self.url, failure.value)
            return
        if (answer := unavailable_answer(failure)) is not None:
            self._unavailable = answer
        self.logger.warning("Root %s failed (%s); reading its sitemaps anyway", self.url, failure.value)
        yield from self.begin_discovery(self.url)

    def settle_scheme(self, answered: bool) -> None:
        """The https attempt of an address typed without its scheme is over: the site
        ``answered`` there, or is tried over http next (robots.txt's middleware is told)."""
        self._https_first = False
        self.crawler.signals.send_catch_log(signal=scheme_settled, netloc=urlsplit(self.url).netloc,
                                            answered=answered)

    def plain_http_root(self, why: str) -> scrapy.Request:
        """The address typed without its scheme gave no answer of its own over https (``why``:
        the failure's kind, or whose certificate answered): it is tried over http, as a browser
        does (a development server, an intranet, an old site without TLS on a shared server).
        The host's robots.txt is fetched again over http before the next request, and obeyed."""
        plain = "http://" + self.url.removeprefix("https://")
        self.logger.warning("%s gave no answer of the site's own over https (%s): trying %s", self.url, why, plain)
        self.settle_scheme(answered=False)
        self.url = plain
        self.sampling.arguments = self.arguments = replace(self.arguments, url=plain)
        return scrapy.Request(plain, callback=self.parse_root, errback=self.root_failed, dont_filter=True)

    def begin_discovery(self, root: str) -> Iterator[scrapy.Request]:
        self.canonical_root = root
        self.sampling.begin(root)
        self.logger.info("Canonical root: %s (asked for %s)", root, self.url)
        if (folder := self.sampling.url_filter.folder) != "/":
            self.logger.info("Scope: the pages under %s, the folder of the address given (give %s for the "
                             "whole site)", folder, urljoin(self.url, "/"))
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
        self.apply_robots(response.body)
        declared, invalid = sitemaps_from_robots(response.body, response.url)
        record(self.crawler.stats, "robots_invalid_sitemap", invalid)
        yield from self.discover_sitemaps(self.declared_here(declared, response.url))

    def declared_here(self, declared: list[str], robots: str) -> list[str]:
        """robots.txt's sitemaps, those it names on an address of the machine that built the
        site (``Sitemap: http://localhost:4000/sitemap.xml``, as a generator writes it without
        the site's address: :mod:`~sitesampler.core.build_address`) read at robots.txt's own
        address, with one line (``robots_build_address``): requested where they are named,
        network safety refuses them, and the site's sitemap was lost. Those it names on the host
        the home page names as canonical (a preview built with its production address) too
        (``robots_canonical_address``): the copy's own sitemap, not production's."""
        built, named, _ = self.by_address([url for url in declared if not self.same_site(url)])
        if not built and not named:
            return declared
        moved = dict(zip(built + named, moved_to(built + named, robots, self.named_hosts) or built + named))
        for kind, urls, what in (("robots_build_address", built, "an address of the machine that built the site"),
                                 ("robots_canonical_address", named, NAMED_ADDRESS)):
            if urls:
                record(self.crawler.stats, kind, len(urls))
                self.logger.warning("sitesampler: robots.txt names %d %s on %s, %s: read at %s", len(urls),
                                    "sitemap" if len(urls) == 1 else "sitemaps", main_origin(urls), what,
                                    urljoin(robots, "/"))
        return list(dict.fromkeys(moved.get(url, url) for url in declared))

    def apply_robots(self, body: bytes) -> None:
        """The rules of the site's robots.txt decide which pages may be sampled (when obeyed)."""
        if self.settings.getbool("ROBOTSTXT_OBEY"):
            parser_class = load_object(self.settings["ROBOTSTXT_PARSER"])
            self._robots = parser_class.from_crawler(self.crawler, body)
            self._robots_prefixes = rule_prefixes(body)

    def robots_failed(self, failure: Failure) -> Iterator[Any]:
        """No robots.txt (404, 410, a timeout...): no rules. One that fails for the server's
        fault (:func:`~sitesampler.discovery.robots.unreachable`) forbids the whole site, as RFC
        9309 asks, and the robots.txt middleware refuses every request to it: nothing is sampled."""
        self.failed("robots", failure, expected=("http_404", "http_410"))
        response = getattr(failure.value, "response", None)
        if response is not None and unreachable(response.status) and self.settings.getbool("ROBOTSTXT_OBEY"):
            self.apply_robots(DISALLOW_ALL)
        yield from self.discover_sitemaps([])

    def discover_sitemaps(self, declared: list[str]) -> Iterator[Any]:
        """With robots rules known: the root itself is a page of the site (if we may audit it),
        then the sitemaps robots.txt declares, or the usual locations."""
        root = self.canonical_root or self.url
        self.batch([(root, None, None)], root, "root")
        self.explore_home_page(root)
        self.watch_home_links(root)
        if self._given_sitemap and self._given_sitemap not in declared:
            declared = [*declared, self._given_sitemap]
        # The sitemaps the home page announces in its head: the site's own word, as robots.txt's.
        declared = list(dict.fromkeys([*declared, *(url for url in self.home_sitemaps if self.same_site(url))]))
        self._probing = not declared
        yield from self.sitemap_requests(declared or self.usual_sitemaps(), self.arguments.max_urls, depth=0)

    def explore_home_page(self, root: str) -> None:
        """WCAG-EM's exploration of the home page, sitemaps or not: its technologies, the pages
        its navigation links (source ``navigation``: the common pages now; the listing pages
        once the sitemaps have answered, :meth:`add_unlisted_listings`), the documents it links,
        and the user's extra pages."""
        self._listings = [url for url in self.home.listings if self.same_site(url)]
        self.sampling.explore(self.home.technologies, self.home.common_links + self._listings, self.home.names)
        self.batch([(url, None, None) for url in self.home.common_links], root, "navigation")
        self.batch([(url, None, None) for url in self.home.documents], root, "documents")
        self.batch([(url, None, None) for url in self.arguments.extra], root, "extra")

    def watch_home_links(self, root: str) -> None:
        """Note the home page's links to pages of the site, to see which the sitemaps list. A
        link to data or a document (a collection's CSV and JSON downloads) leads to no page,
        which no sitemap need list."""
        home = {link_key(root), link_key(self.url)}
        for url in self.root_links:
            if self.followable(url) and may_be_page(url) and (key := link_key(url)) not in home:
                self._unlisted.add(key)
                for form in listed_forms(url):  # a spelling may list several links' page
                    for spelled in spellings(form):
                        self._home_spellings.setdefault(spelled, set()).add(key)
        self._home_link_count = len(self._unlisted)

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
        if not content.pages and not content.sitemaps and content.problems.get("not_a_sitemap") \
                and (links := feed_links(response)):
            # An RSS or Atom feed named as a sitemap, which the protocol allows: its items are
            # pages of the site, read as the home page's feeds are (source the site, not the file).
            self.feed_as_sitemap(response, links)
            return
        if "dataloss" in response.flags:
            record(stats, "sitemap_dataloss")
        for kind, count in content.problems.items():
            if not (self._probing and depth == 0 and kind in ("not_a_sitemap", "empty")):
                record(stats, f"sitemap_{kind}", count)
        self._sitemap_gave = self._sitemap_gave or bool(content.sitemaps or content.pages)
        ours = [self.same_site_sitemap(url, response.url) for url in content.sitemaps]
        children = list(compress(content.sitemaps, ours))
        if len(children) < len(content.sitemaps):
            children += self.children_elsewhere(response.url, [url for url, own in zip(content.sitemaps, ours) if not own])
        if children and depth >= self.settings.getint("SITESAMPLER_SITEMAP_DEPTH"):
            self.logger.warning("Sitemap index nested too deep, not followed: %s", response.url)
            record(stats, "sitemap_too_deep")
            self._quota.failed(group, key)
        elif children:
            self._quota.index(group, key)
            yield from self.sitemap_requests(children, quota, depth + 1)
        elif content.pages:
            pages = content.pages
            if not any(self.same_site(url) for url, _, _ in pages):
                pages = self.pages_elsewhere(response.url, pages)
            self.batch(self._quota.pages(group, key, pages, response.url), response.url, "sitemap")
        else:
            self._quota.failed(group, key)
        self.settle(group)

    def feed_as_sitemap(self, response: Response, links: list[str]) -> None:
        """A feed where a sitemap was named or looked for: its pages on the site are candidates,
        as those of a feed the home page announces (:meth:`parse_feed`), and the link crawl's
        next level; it counts as a sitemap that gave something."""
        self._sitemap_gave = True
        self._feeds_as_sitemaps.add(response.url)
        self.crawler.stats.inc_value(keys.FEEDS_READ)
        pages = [url for url in links if self.same_site(url) and not refused_here(url)]
        self.batch([(url, None, None) for url in pages], self.canonical_root or self.url, "feed")
        if self._crawl is not None:
            self._crawl.found.update(to_follow(pages))
        self._quota.failed(response.meta["sitemap_group"], response.meta["sitemap_url"])
        self.settle(response.meta["sitemap_group"])

    def pages_elsewhere(self, sitemap: str, pages: list[PageEntry]) -> list[PageEntry]:
        """The pages of a sitemap of the site that lists none of the site's own. Built with a
        generator's default address (every ``<loc>`` on ``http://localhost:4000/``,
        ``https://example.org/``: :func:`~sitesampler.core.build_address.is_build_address`), its
        paths are the site's: they are read there (``sitemap_build_address``). Elsewhere (a
        staging host, the site's old name) they are left out (``sitemap_offsite``). Either is
        counted and the first of its kind said: a sample of the home page alone would otherwise
        end on a hint blaming scripts."""
        urls = [url for url, _, _ in pages]
        origin = main_origin(urls)
        site = self.canonical_root or self.url
        moved = moved_pages(pages, site, self.named_hosts)
        named = moved is not None and is_named(urlsplit(origin).hostname or "", self.named_hosts)
        kind = "sitemap_offsite" if moved is None else "sitemap_canonical_address" if named else "sitemap_build_address"
        record(self.crawler.stats, kind)
        first = self.first_said(f"pages {kind}")
        if moved is None:
            self.elsewhere[sitemap] = origin
            if first:
                self.logger.warning(
                    "sitesampler: sitemap %s lists %d %s, none on %s: %s on %s (a sitemap built with another "
                    "address?), and %s left out", sitemap, len(urls), "page" if len(urls) == 1 else "pages", site,
                    "it is" if len(urls) == 1 else "they are", origin, "was" if len(urls) == 1 else "were")
            return pages
        if first:
            self.logger.warning(
                "sitesampler: sitemap %s lists its %d %s on %s, %s: read as paths of %s", sitemap,
                len(urls), "page" if len(urls) == 1 else "pages", origin,
                NAMED_ADDRESS if named else "an address of the machine that built it, not of the site",
                urljoin(site, "/"))
        return moved

    def children_elsewhere(self, index: str, urls: list[str]) -> list[str]:
        """An index's child sitemaps on another site (``same_site_sitemap``): those on a build
        address or on the host the home page names as its canonical address (as for
        :meth:`pages_elsewhere`) are read at the index's own address (``sitemap_build_address``,
        ``sitemap_canonical_address``); the others are not read (``sitemap_child_offsite``,
        counted per child). The first index of each kind is said."""
        stats = self.crawler.stats
        built, named, others = self.by_address(urls)
        placed = set(built) | set(named)
        for kind, children, what in (("sitemap_build_address", built, "an address of the machine that built it"),
                                     ("sitemap_canonical_address", named, NAMED_ADDRESS)):
            if children:
                record(stats, kind)
                if self.first_said(f"children {kind}"):
                    self.logger.warning(
                        "sitesampler: sitemap index %s lists %d %s on %s, %s: read at %s", index, len(children),
                        "sitemap" if len(children) == 1 else "sitemaps", main_origin(children), what,
                        urljoin(index, "/"))
        if others:
            record(stats, "sitemap_child_offsite", len(others))
            origin = self.elsewhere[index] = main_origin(others)
            if self.first_said("children sitemap_child_offsite"):
                self.logger.warning(
                    "sitesampler: sitemap index %s lists %d %s on another site, %s, not read: an index names only "
                    "its own site's sitemaps (robots.txt may name a sitemap anywhere)", index, len(others),
                    "sitemap" if len(others) == 1 else "sitemaps", origin)
        return moved_to([url for url in urls if url in placed], index, self.named_hosts) or []

    def by_address(self, urls: list[str]) -> tuple[list[str], list[str], list[str]]:
        """``urls`` on another host than the site's, by what that host is: an address of the
        machine that built the site (:func:`~sitesampler.core.build_address.is_build_address`),
        the host its home page names as canonical (``named_hosts``), or another site; in order."""
        found: tuple[list[str], list[str], list[str]] = ([], [], [])
        for url in urls:
            host = urlsplit(url).hostname or ""
            found[0 if is_build_address(host) else 1 if is_named(host, self.named_hosts) else 2].append(url)
        return found

    def first_said(self, kind: str) -> bool:
        """Whether ``kind`` of sitemap listing elsewhere is met for the first time (then said)."""
        first = kind not in self._said_elsewhere
        self._said_elsewhere.add(kind)
        return first

    @property
    def listed_elsewhere(self) -> str:
        """Where the sitemaps list what is not the site's (``elsewhere``), or nothing: that of
        the first such sitemap by URL, whatever order they answered in."""
        return self.elsewhere[min(self.elsewhere)] if self.elsewhere else ""

    def sitemap_failed(self, failure: Failure) -> None:
        request = failure.request  # type: ignore[attr-defined]  # Scrapy sets it for errbacks
        probe = self._probing and request.meta["sitemap_depth"] == 0
        self.failed("sitemap", failure, expected=("http_404", "http_410") if probe else ())
        if self._unavailable is not None and not self._sitemap_gave and unavailable_answer(failure) is not None:
            # The home page and a sitemap both unavailable: the site is down, in maintenance or
            # limiting the crawler, and every further request would wait and fail the same way.
            self.crawler.stats.set_value(keys.UNAVAILABLE, self.unavailable_line(*self._unavailable))
            raise CloseSpider(UNAVAILABLE_REASON)
        self._quota.failed(request.meta["sitemap_group"], request.meta["sitemap_url"])
        self.settle(request.meta["sitemap_group"])

    def unavailable_line(self, status: int, wait: str) -> str:
        """Why nothing was sampled from a site that answered ``status`` (503 or 429) to its home
        page and a sitemap, ``wait`` its Retry-After ("" when none)."""
        what = "is down or in maintenance" if status == 503 else "limits the crawler's rate"
        later = f" (it asks to wait {wait})" if wait else ""
        return (f"{self.url} answered HTTP {status} to its home page and its sitemap: the site {what}; nothing was "
                f"sampled, crawl again later{later}")

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
            request = getattr(failure, "request", None)
            record(self.crawler.stats, f"{role}_{kind}", url=request.url if request is not None else "")
        return kind

    def same_site(self, url: str) -> bool:
        """A page of the site itself: its canonical host, or that host's www/apex variant."""
        root = urlsplit(self.canonical_root or self.url).hostname or ""
        return is_www_variant(urlsplit(url).hostname or "", root)

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

        Steps: entries outside the folder the site's address names, then those the user's
        ``include``/``exclude`` patterns leave out, are dropped (the user's own extra pages
        excepted), each counted; robots.txt refuses others, counted with a few examples for the
        report, and those of a common page type are kept as in scope but needing access (never
        fetched).
        """
        url_filter = self.sampling.url_filter
        if url_filter.folder != "/" and discovery not in ("extra", "root"):  # /library, sent to /library/
            kept = [entry for entry in entries if url_filter.in_folder(entry[0])]
            if outside := len(entries) - len(kept):
                self.crawler.stats.inc_value(keys.OUTSIDE_FOLDER, outside)
            entries = kept
        if (url_filter.include or url_filter.exclude) and discovery != "extra":
            kept = [entry for entry in entries if url_filter.patterns_allow(entry[0])]
            if excluded := len(entries) - len(kept):
                self.crawler.stats.inc_value(keys.EXCLUDED_BY_USER, excluded)
            entries = kept
        may_audit = self.robots_allowed
        refusing = self._robots is not None and self._robots_prefixes  # else no rule can refuse
        allowed = [entry for entry in entries if may_audit(entry[0])] if refusing else entries
        if refused := len(entries) - len(allowed):
            self.crawler.stats.inc_value(keys.ROBOTS_DISALLOWED, refused)
            audited = {entry[0] for entry in allowed}
            self.sampling.disallow(url for url, *_ in entries if url not in audited)
        if allowed:
            self.sampling.add(UrlBatch(urls=allowed, source=source, discovery=discovery))
        if discovery == "sitemap" and self._unlisted:
            self.listed(entries)

    def listed(self, entries: list[PageEntry]) -> None:
        """Strike the home page's links that these sitemap entries list (one set look-up per
        entry, and none once every home page link was listed)."""
        spelled = self._home_spellings
        for url, *_ in entries:
            if url in spelled:
                self._unlisted.difference_update(spelled[url])
        if not self._unlisted:
            self._home_spellings = {}

    def robots_allowed(self, url: str) -> bool:
        if self._robots is None or not could_refuse(url, self._robots_prefixes):
            return True
        return self._robots.allowed(url, self._robots_agent)

    @cached_property
    def _robots_agent(self) -> str:
        """Looked up once: ``robots_allowed`` runs for every URL of every sitemap."""
        return self.settings.get("ROBOTSTXT_USER_AGENT") or self.settings.get("USER_AGENT")

    # -- the link crawl: when the sitemaps are missing or thin ---------------------------------

    def idle_requests(self) -> list[scrapy.Request]:
        """Called by ``SampleEmitter`` when the crawl ran dry: what discovery still needs, then
        the pages that check the sample (:meth:`page_requests`).

        The first time, every sitemap has answered: decide whether to crawl the site's links
        (``crawl_reason``), so the decision does not depend on response order. After that each
        call is the link crawl's next level, once the whole previous level has answered.
        """
        if self._crawl is None:
            if retry := self.usual_sitemaps_after_failure():
                return retry
            self.add_unlisted_listings()
            reason = self.crawl_reason()
            self._crawl = LinkCrawl(self.crawl_limits() if reason else None)
            if reason or not self.sampling.accepted("sitemap"):
                self.logger.info("Using the links of %s: %s", self.canonical_root or self.url,
                                 reason or "no sitemap gave pages")
                return [scrapy.Request("data:,", callback=self.parse_fallback, dont_filter=True)]
            return self.page_requests()
        return self.level_requests() or self.page_requests()

    def usual_sitemaps_after_failure(self) -> list[scrapy.Request]:
        """The usual sitemap locations, once, when robots.txt named sitemaps and none of them gave
        anything (a 404, an HTML page, a refused address): a site that changed its sitemap
        plugin often keeps the old ``Sitemap:`` line (``/sitemap_index.xml`` gone, WordPress's
        ``/wp-sitemap.xml`` there), and the sample was its home page alone. Not after an
        interrupt or the discovery time budget, nor when robots.txt forbids the home page."""
        root = self.canonical_root
        if self._probing or self._usual_tried or self._sitemap_gave or root is None or not self.robots_allowed(root):
            return []
        self._usual_tried = True
        budget = self.settings.getfloat("SITESAMPLER_DISCOVERY_TIMEOUT")
        if self.crawler.stats.get_value(keys.INTERRUPTED) or (budget > 0 and time.monotonic() - self._started >= budget):
            return []
        usual = [url for url in self.usual_sitemaps() if url not in self._sitemaps_claimed and self.robots_allowed(url)]
        if not usual:
            return []
        self._probing = True  # guesses: a 404 there is no problem
        failures = {kind: count for kind, count in problems(self.crawler.stats.get_stats()).items()
                    if kind.startswith("sitemap_")}
        why = " ".join(f"{kind}={count}" for kind, count in failures.items())
        if "sitemap_disallowed" in failures:
            why += ": robots.txt disallows a sitemap it names"
        self.logger.info("No sitemap robots.txt names gave anything%s: trying the usual locations (%s)",
                         f" ({why})" if why else "", ", ".join(urlsplit(url).path for url in usual))
        return list(self.sitemap_requests(usual, self.arguments.max_urls, depth=0))

    def add_unlisted_listings(self) -> None:
        """The listing pages the navigation links (``/blog/``, ``/products/``) that no sitemap
        lists join the candidates, once every sitemap has answered: a listing is a layout of its
        own that sitemaps often leave out. A listing a sitemap lists is already a candidate; a
        second listing of it from the home page would only add a source to its template.
        ``SITESAMPLER_NAVIGATION_LISTINGS`` false turns this off."""
        if not self.settings.getbool("SITESAMPLER_NAVIGATION_LISTINGS"):
            return
        unlisted = [url for url in self._listings if link_key(url) in self._unlisted]
        self.batch([(url, None, None) for url in unlisted], self.canonical_root or self.url, "navigation")

    def crawl_reason(self) -> str | None:
        """Why to crawl the site's links (``crawl=auto``: its sitemaps gave no page, or are thin
        by :func:`~sitesampler.core.links.is_thin`; ``crawl=1``: asked), or None."""
        choice = self.arguments.crawl
        if choice == "0":
            return None
        if choice == "1":
            return "crawl=1"
        if not self.sampling.accepted("sitemap"):
            return "no sitemap gave pages"
        unlisted = len(self._unlisted)
        if is_thin(self._home_link_count, unlisted):
            self.crawler.stats.set_value(keys.SITEMAPS_THIN, 1)
            return f"the sitemaps are thin ({unlisted} of the home page's {self._home_link_count} links are in none)"
        return None

    def crawl_limits(self) -> CrawlLimits:
        settings = self.settings
        pages = settings.getint("SITESAMPLER_CRAWL_PAGES")
        if settings.get("SITESAMPLER_EXPAND_PAGES") is not None:  # its old spelling
            pages = min(pages, settings.getint("SITESAMPLER_EXPAND_PAGES"))
        return CrawlLimits(settings.getint("SITESAMPLER_CRAWL_DEPTH"), pages, settings.getfloat("SITESAMPLER_CRAWL_TIME"))

    # -- verification: fetch the sample's pages and those that would replace them ------------

    def page_requests(self) -> list[scrapy.Request]:
        """One round of pages to fetch (``verify``), once discovery is over: the sample's rows
        not fetched yet and their alternates (``Sampling.probe_plan``), and in the first round
        the site's answer to a URL that cannot exist, even when the link crawl has fetched
        every row already (it tells which of them say "not found"). Every round waits for the one before, so
        what is fetched depends on the answers, never on their order; never more than
        ``verify`` requests in all."""
        left = self.arguments.verify - self._pages_requested
        if left <= 0 or self.canonical_root is None:
            return self.verification_done()
        requests = []
        if self._pages_requested == 0 and left >= 2:
            requests.append(page_request(nonexistent_url(self.canonical_root), self.parse_not_found,
                                         self.not_found_failed))
        plan = self.sampling.probe_plan(left - len(requests))
        requests += [page_request(url, self.parse_probe, self.probe_failed) for url in plan]
        if not requests:
            return self.verification_done()
        if self._verify_started is None:
            self._verify_started = time.monotonic()
            self.crawler.stats.set_value(keys.DISCOVERY_SECONDS, round(self._verify_started - self._started, 3))
        self._pages_requested += len(requests)
        self.crawler.stats.inc_value(keys.PAGE_REQUESTS, len(requests))
        self.logger.info("Verifying the sample: fetching %s (%d of %d)", count(len(requests), "page"),
                         self._pages_requested, self.arguments.verify)
        return requests

    @cached_property
    def refresh_delay(self) -> float:
        """The longest meta refresh that is a redirect: the crawl's ``METAREFRESH_MAXDELAY``."""
        return self.settings.getfloat("METAREFRESH_MAXDELAY")

    def record_page(self, response: Response, links: list[str] | None = None) -> None:
        """A page the crawl fetched anyway (the home page, a page of the link crawl) is a probe
        too when the sample is verified: ``probe_plan`` never fetches it again. ``links``: the
        page's, when read already."""
        if self.arguments.verify:
            self.sampling.add_page(page_record(response, self.refresh_delay, links))

    def verification_done(self) -> list[scrapy.Request]:
        """No page left to fetch: verification's own wall time goes to the stats and the log,
        once (discovery's too, when verification fetched nothing)."""
        stats = self.crawler.stats
        now = time.monotonic()
        if self._verify_started is None:
            if stats.get_value(keys.DISCOVERY_SECONDS) is None:
                stats.set_value(keys.DISCOVERY_SECONDS, round(now - self._started, 3))
        elif stats.get_value(keys.VERIFY_SECONDS) is None:
            seconds = now - self._verify_started
            stats.set_value(keys.VERIFY_SECONDS, round(seconds, 3))
            why = "the crawl was interrupted" if self.sampling.cut_short == "interrupt" else "the time budget ran out"
            dropped = f" ({self._pages_dropped} more dropped: {why})" if self._pages_dropped else ""
            self.logger.info("Verification: %s fetched in %.1f s, after %.1f s of discovery%s",
                             count(self._pages_requested - self._pages_dropped, "page"), seconds,
                             stats.get_value(keys.DISCOVERY_SECONDS), dropped)
        return []

    def parse_probe(self, response: Response) -> None:
        record = page_record(response, self.refresh_delay)
        if self.named_hosts and record.links:  # its links to the host the home page names, on the site
            record = replace(record, links=tuple(self.on_the_site(list(record.links))))
        self.sampling.add_page(record)

    def probe_failed(self, failure: Failure) -> None:
        if (record := failure_record(failure, self.refresh_delay)) is not None:
            self.sampling.add_page(record)
        self.note_deadline(failure)

    def parse_not_found(self, response: Response) -> None:
        self.sampling.add_page(page_record(response, self.refresh_delay), not_found=True)

    def not_found_failed(self, failure: Failure) -> None:
        if (record := failure_record(failure, self.refresh_delay)) is not None:
            self.sampling.add_page(record, not_found=True)
        self.note_deadline(failure)

    def note_deadline(self, failure: Failure) -> None:
        """A page verification asked for that the discovery time budget or an interrupt
        dropped: the rows left unfetched are then the time's or the user's doing, not
        ``verify``'s, and the summary says so."""
        if failure.check(DeadlinePassed):
            self.sampling.cut_short = "interrupt" if failure.check(Interrupted) else "time"
            self._pages_dropped += 1

    # -- fallback: links, continued -------------------------------------------------------------

    def parse_fallback(self, response: Response) -> Iterator[Any]:
        """The home page is the crawl's level 0: its links are candidates, and the link crawl's
        first level when it crawls."""
        root = self.canonical_root or self.url
        self.read_links(self.root_links, unfollowed=self.root_unfollowed)
        yield from self.feed_requests()
        if self._crawl is not None and self._crawl.limits is not None:
            self._crawl.visit(root)
            self._crawl.visit(self.url)
            yield from self.level_requests()

    def feed_requests(self) -> list[scrapy.Request]:
        """The feeds the home page announces (:func:`~sitesampler.discovery.feeds.announced_feeds`),
        at most ``FEEDS_READ``, those the crawl may request: the pages they list join the
        candidates as a sitemap's do."""
        feeds = [url for url in self.home_feeds if self.followable(url) and url not in self._feeds_as_sitemaps][:FEEDS_READ]
        return [scrapy.Request(url, callback=self.parse_feed, errback=self.feed_failed, dont_filter=True)
                for url in feeds]

    def parse_feed(self, response: Response) -> None:
        """A feed's pages on the site are candidates and the link crawl's next level. Their
        source is the site, as for links: a site's main feed often lists every kind of page
        (Hugo's lists each section's), so it says nothing of which pages are one kind. A wiki's
        feed of recent changes lists each change as a diff: read as the page changed
        (:func:`~sitesampler.core.links.page_of_tool`)."""
        links = list(dict.fromkeys(url for link in feed_links(response)
                                   if self.same_site(url := page_of_tool(link)) and not refused_here(url)))
        self.crawler.stats.inc_value(keys.FEEDS_READ)
        self.batch([(url, None, None) for url in links], self.canonical_root or self.url, "feed")
        if self._crawl is not None:
            self._crawl.found.update(to_follow(links))

    def feed_failed(self, failure: Failure) -> None:
        """A feed that failed is counted (``feed_<kind>``); what was found stays."""
        self.failed("feed", failure)

    def level_requests(self) -> list[scrapy.Request]:
        """The link crawl's next level: the links found on the last one, not visited, that the
        crawl may follow (:meth:`followable`), in :func:`~sitesampler.core.links.crawl_order`,
        within the caps."""
        crawl = self._crawl
        if crawl is None or crawl.limits is None:
            return []
        urls = crawl.next_level([url for url in crawl.found if self.followable(url)], time.monotonic())
        stats = self.crawler.stats
        stats.set_value(keys.CRAWL_PAGES, crawl.pages)
        stats.set_value(keys.CRAWL_DEPTH, crawl.depth)
        if crawl.passed_over:
            stats.set_value(keys.CRAWL_PASSED_OVER, crawl.passed_over)
        if crawl.stopped and not self._crawl_reported:
            self._crawl_reported = True
            stats.set_value(keys.CRAWL_STOPPED, crawl.stopped)
            passed = f"; {count(crawl.passed_over, 'link')} passed over, of kinds of page that answered no page" \
                if crawl.passed_over else ""
            self.logger.info("Link crawl: %s fetched, %s deep; stopped: %s%s", count(crawl.pages, "page"),
                             count(crawl.depth, "level"), STOPPED[crawl.stopped], passed)
        return [scrapy.Request(url, callback=self.parse_page, errback=self.page_failed, dont_filter=True,
                               meta={"crawl_depth": crawl.depth, "crawl_deadline": crawl.deadline, PAGE_META: url})
                for url in urls]

    def parse_page(self, response: Response) -> Iterator[scrapy.Request]:
        """One page the link crawl fetched: the one place its responses are read. Its links (on
        the site) are candidates and the next level's; a page that redirected off the site, or
        is not HTML, gives none. With ``render=1`` the page is then rendered, and the rendered
        page's links are read here too."""
        if self._crawl is not None:
            self._crawl.visit(response.url)
        links = self.links_of(response)
        if not response.meta.get("rendered"):
            record = page_record(response, self.refresh_delay, links)
            if self._crawl is not None:
                self._crawl.answered(record.url, answered_a_page(record))
            if self.arguments.verify and self.offered(record.url):
                self.sampling.add_page(record)
        if links is not None and self.same_site(response.url):
            self.read_links(links, response.url, self.unfollowed_of(response))
            # The documents it links (PDFs, Word files...), which the page's links leave out by
            # extension, as the home page's are read: a site links most of them from inner pages.
            assert isinstance(response, TextResponse)  # links_of read it
            self.batch([(url, None, None) for url in document_links(response) if self.same_site(url)],
                       self.canonical_root or self.url, "documents")
            if self.arguments.render and not response.meta.get("rendered"):
                yield self.render_request(response.url, self.parse_page, self.page_failed)

    def links_of(self, response: Response, root: str | None = None) -> list[str] | None:
        """The links of a fetched page (``None`` when it is not text), as :meth:`on_the_site`."""
        return self.on_the_site(page_links(response), root) if isinstance(response, TextResponse) else None

    def unfollowed_of(self, response: Response, root: str | None = None) -> frozenset[str]:
        """The links of a fetched page it asks crawlers not to follow
        (:func:`~sitesampler.discovery.page_links.unfollowed_links`), as :meth:`on_the_site`."""
        if not isinstance(response, TextResponse):
            return frozenset()
        return frozenset(self.on_the_site(sorted(unfollowed_links(response)), root))

    def on_the_site(self, urls: list[str], root: str | None = None) -> list[str]:
        """``urls`` read on a page of the site, those on the host its home page names as
        canonical moved to the site's own address (``root``, else the canonical root): a copy
        built with its production address (a deploy preview) links its own pages there, as its
        sitemaps list them (:meth:`pages_elsewhere`). Nothing is requested from that host."""
        if not self.named_hosts:
            return urls
        site = root or self.canonical_root or self.url
        named = [is_named(urlsplit(url).hostname or "", self.named_hosts) for url in urls]
        return [(moved_to([url], site, self.named_hosts) or [url])[0] if on_named else url
                for url, on_named in zip(urls, named)]

    def read_links(self, links: list[str], page: str = "", unfollowed: Collection[str] = frozenset()) -> None:
        """Links read on a page: those of the site are candidates (discovery ``links``; the
        sampler refuses and counts the ones that act; a later page of a list is offered as the
        list's first page, :func:`~sitesampler.core.links.first_page`), and those that change
        no state the link crawl's next level. Their source is the site, not the page: the
        clusterer reads a source as a sitemap file, and pages of one template linked from two
        pages must not be split by it. A link of the page at ``page`` to itself shown another
        way (:func:`~sitesampler.core.links.is_view_link`: a print view, a comment, a calendar
        file) is neither. A wiki's tool view of a page (its history, a diff, an old revision:
        :func:`~sitesampler.core.links.page_of_tool`) is read as the page it shows. A link the
        page asks crawlers not to follow (``unfollowed``: ``rel="nofollow"``) is a candidate but
        not the next level's: a calendar's months, a commenter's redirect, a search engine's
        manners; another page linking it plainly leads the crawl there."""
        followed = [link for link in links if link not in unfollowed] if unfollowed else links
        if unfollowed and len(followed) < len(links):
            followed_pages = {self.link_page(link, page) for link in followed}
        else:
            followed_pages = None
        kept = [url for link in links
                if self.same_site(url := self.link_page(link, page))
                and not refused_here(url) and not (page and is_view_link(page, url)) and not is_print_program(url)]
        pages = dict.fromkeys(first_page(url) for url in kept)
        self.batch([(url, None, None) for url in pages], self.canonical_root or self.url, "links")
        if self._crawl is not None:
            self._crawl.found.update(to_follow(kept if followed_pages is None else
                                               [url for url in kept if url in followed_pages]))

    @staticmethod
    def link_page(link: str, page: str) -> str:
        """The page a link read on ``page`` leads to: without a query written again inside its
        own, the address to return to, the linking page's own address, and a wiki tool's view."""
        return page_of_tool(without_own_address(without_return_address(without_echoed_query(link)), page))

    @staticmethod
    def offered(url: str) -> bool:
        """Whether a page the link crawl fetched is a candidate, and so a probe: a later page of
        a list is fetched for its links only (:meth:`read_links`), and its answer, dead or
        alive, says nothing of a page that may be sampled."""
        return first_page(url) == url

    def followable(self, url: str) -> bool:
        """Whether the link crawl may request ``url`` (a page or a feed): on the site, in the
        user's scope (the folder its address names, ``include`` and ``exclude``: a site crawler
        keeps to the scope it is given, and an excluded section is often one to keep away from),
        no state change, allowed by robots.txt."""
        return (self.same_site(url) and self.sampling.url_filter.allows(url) and not changes_state(url)
                and self.robots_allowed(url))

    def page_failed(self, failure: Failure) -> None:
        """A page of the link crawl that failed is counted (``listing_<kind>``); one the time
        cap dropped before download is not a problem but stops the crawl, and one whose
        redirect to another site was not followed (:mod:`sitesampler.crawl.redirects`) is no
        problem of the site either."""
        request = failure.request  # type: ignore[attr-defined]
        if (record := failure_record(failure, self.refresh_delay)) is not None:
            if self._crawl is not None and not request.meta.get("rendered"):
                self._crawl.answered(record.url, answered_a_page(record))
            if self.arguments.verify and self.offered(request.meta.get(PAGE_META, request.url)):
                self.sampling.add_page(record)
        if self.failed("listing", failure, expected=(CrawlTimeUp.kind, LeftTheSite.kind)) == CrawlTimeUp.kind \
                and self._crawl:
            self._crawl.stopped = "time"
