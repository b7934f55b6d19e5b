"""The overall time budget of discovery, an interrupted crawl, and hosts that answer nothing.

``CLOSESPIDER_TIMEOUT`` would close the spider without it ever going idle, and the sample is
written at idle (``SampleEmitter``), so it would be lost. Instead, once
``SITESAMPLER_DISCOVERY_TIMEOUT`` seconds have passed, every network request still pending is
dropped before download: the crawl runs dry, goes idle and samples what it found. Requests
started before the deadline get a download timeout no longer than the time left, so a slow
server cannot hold the crawl past it either. The link crawl's own time cap
(``SITESAMPLER_CRAWL_TIME``) drops its pages the same way.

An interrupt is a deadline the user sets. Scrapy's own answer to Ctrl-C, a SIGTERM or scrapyd's
cancel closes the spider at once, before it goes idle, and the feeds would hold nothing of what
was found; so the first such signal drops every request not yet sent, as the deadline does,
and the sample of what was found is written. The next one is Scrapy's, which stops at once.
"""

from __future__ import annotations

import asyncio
import signal
import time
import weakref
from typing import Any
from urllib.parse import urlsplit

from scrapy import Request, signals
from scrapy.crawler import Crawler
from scrapy.exceptions import IgnoreRequest
from scrapy.utils.asyncio import call_later, is_asyncio_available
from twisted.python.failure import Failure

from sitesampler.crawl import stats as keys
from sitesampler.crawl.safety import LOCAL_SCHEMES
from sitesampler.discovery.robots import HTTPS_FIRST

#: Requests started just before the deadline still get this long.
MIN_DOWNLOAD_TIMEOUT = 1.0


class DeadlinePassed(IgnoreRequest):
    """The discovery time budget was used up before this request could start."""

    kind = "deadline"


class Interrupted(DeadlinePassed):
    """The user interrupted the crawl (Ctrl-C, SIGTERM) before this request could start."""

    kind = "interrupted"


#: The signals that interrupt a crawl: Ctrl-C, and what ``kill``, ``timeout`` and scrapyd's
#: cancel send.
INTERRUPTS = (signal.SIGINT, signal.SIGTERM)


class CrawlTimeUp(IgnoreRequest):
    """The link crawl's time cap (``SITESAMPLER_CRAWL_TIME``) passed before this page could start."""

    kind = "crawl_time"


class DiscoveryDeadlineMiddleware:
    """Downloader middleware; ``SITESAMPLER_DISCOVERY_TIMEOUT = 0`` turns the overall budget off.
    A request whose meta holds a ``crawl_deadline`` (a ``time.monotonic()`` reading: the link
    crawl's pages) is also dropped once that has passed, and every request once the crawl was
    interrupted (:func:`interrupt`)."""

    def __init__(self, crawler: Crawler, budget: float) -> None:
        self.crawler = crawler
        self.budget = budget
        self.default_timeout = crawler.settings.getfloat("DOWNLOAD_TIMEOUT")
        self.deadline = time.monotonic() + budget
        self._announced = False

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> DiscoveryDeadlineMiddleware:
        budget = crawler.settings.getfloat("SITESAMPLER_DISCOVERY_TIMEOUT")
        middleware = cls(crawler, budget)
        crawler.signals.connect(middleware.spider_opened, signal=signals.spider_opened)
        return middleware

    def spider_opened(self) -> None:
        self.deadline = time.monotonic() + self.budget

    def process_request(self, request: Request) -> None:
        if urlsplit(request.url).scheme in LOCAL_SCHEMES:
            return
        if self.crawler.stats is not None and self.crawler.stats.get_value(keys.INTERRUPTED):
            raise Interrupted(f"crawl interrupted before {request.url}")
        if (crawl_deadline := request.meta.get("crawl_deadline")) is not None and time.monotonic() >= crawl_deadline:
            raise CrawlTimeUp(f"link crawl time cap used up before {request.url}")
        if self.budget <= 0:
            return
        left = self.deadline - time.monotonic()
        if left <= 0:
            if not self._announced:
                self._announced = True
                spider = self.crawler.spider
                assert spider is not None  # requests only pass while a spider runs
                spider.logger.warning(
                    f"Discovery time budget ({self.budget:g} s) used up: sampling what was found")
            raise DeadlinePassed(f"discovery time budget used up before {request.url}")
        timeout = request.meta.get("download_timeout", self.default_timeout)
        request.meta["download_timeout"] = max(MIN_DOWNLOAD_TIMEOUT, min(timeout, left))


def listen_for_interrupts(crawler: Crawler) -> None:
    """Put :func:`interrupt` before the shutdown handlers of Scrapy's process, for one signal,
    once they are in; a crawl run without them (a ``CrawlerRunner`` in someone's program, which
    handles its own signals) is left alone. Called when the spider is made: where the crawl
    runs in the event loop, Scrapy's process has installed them by then, a third of a second
    before the spider opens, and a Ctrl-C that they alone took in between stopped the crawl
    with status 0 and no feed. Tried again from the running loop once the spider has opened,
    for a process that installs them only when its reactor starts, after that."""
    _listen(crawler)
    crawler.signals.connect(_listen_once_opened, signal=signals.spider_opened)


def _listen_once_opened(spider: Any) -> None:
    call_later(0, _listen, spider.crawler)


def _listen(crawler: Crawler) -> None:
    """:func:`listen_for_interrupts`' one try. A crawl is listened to once: after the first
    signal, the next one is Scrapy's."""
    if crawler in _LISTENED:
        return
    handlers = {number: signal.getsignal(number) for number in INTERRUPTS}
    if not all(callable(handler) and handler is not signal.default_int_handler for handler in handlers.values()):
        return

    def interrupted(number: int, frame: Any) -> None:
        for each, handler in handlers.items():
            signal.signal(each, handler)
        # As Scrapy's handlers do: wake the loop, which runs the crawl, from the handler.
        if is_asyncio_available():
            asyncio.get_event_loop().call_soon_threadsafe(interrupt, crawler, number)
        else:
            from twisted.internet import reactor

            reactor.callFromThread(interrupt, crawler, number)  # type: ignore[attr-defined]

    try:
        for number in INTERRUPTS:
            signal.signal(number, interrupted)
    except ValueError:  # not the main thread, where none can be set: Scrapy's handlers stay
        return
    _LISTENED.add(crawler)


#: The crawls :func:`_listen` put its handler before Scrapy's for.
_LISTENED: weakref.WeakSet[Crawler] = weakref.WeakSet()


def interrupt(crawler: Crawler, number: int) -> None:
    """From now on no request leaves (:class:`DiscoveryDeadlineMiddleware`): the crawl runs dry
    and samples what it found."""
    if crawler.stats is None or crawler.stats.get_value(keys.INTERRUPTED):
        return
    crawler.stats.set_value(keys.INTERRUPTED, signal.Signals(number).name)
    if crawler.spider is not None:
        crawler.spider.logger.warning(
            "Interrupted (%s): no more requests are sent, and the sample is drawn from what was found; "
            "interrupt again to stop at once, without a sample", signal.Signals(number).name)


class HostSilent(IgnoreRequest):
    """The host answered nothing to its first requests: this one was not sent."""

    kind = "silent_host"


class SilentHostMiddleware:
    """A host that accepts connections and never answers is given up after its first timeouts.

    Each request to such a host costs DOWNLOAD_TIMEOUT (30 s): robots.txt, the home page and
    five guessed sitemap locations held a crawl of a dead host for minutes. Per host: once a
    request has timed out and the host has answered nothing yet, its next requests get at most
    ``SITESAMPLER_SILENT_HOST_TIMEOUT`` seconds (a robots.txt that alone hangs does not lose a
    live site); when one of those times out too, the host's remaining requests are dropped
    before download (problem kind ``<role>_silent_host``). Any response, whatever its status,
    makes the host one that answers: its requests keep DOWNLOAD_TIMEOUT, so one slow sitemap of
    a live site still costs only itself. Runs after robots.txt was fetched (its order in
    ``DOWNLOADER_MIDDLEWARES`` is above the robots.txt middleware's), so the home page request
    sees how robots.txt went.
    """

    def __init__(self, crawler: Crawler) -> None:
        self.crawler = crawler
        self.silent_timeout = crawler.settings.getfloat("SITESAMPLER_SILENT_HOST_TIMEOUT")
        self.answered: set[str] = set()
        #: host -> timeouts while it had answered nothing
        self.timeouts: dict[str, int] = {}

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> SilentHostMiddleware:
        return cls(crawler)

    def process_request(self, request: Request) -> None:
        host = urlsplit(request.url).hostname or ""
        timeouts = self.timeouts.get(host, 0)
        if not timeouts or host in self.answered:
            return
        if timeouts > 1:
            raise HostSilent(f"{host} answered nothing to its first requests: {request.url} not sent")
        timeout = request.meta.get("download_timeout", self.crawler.settings.getfloat("DOWNLOAD_TIMEOUT"))
        request.meta["download_timeout"] = min(timeout, self.silent_timeout)

    def process_response(self, request: Request, response: Any) -> Any:
        self.answered.add(urlsplit(request.url).hostname or "")
        return response

    def process_exception(self, request: Request, exception: BaseException) -> None:
        from sitesampler.crawl.problems import failure_kind  # problems imports safety, as this does

        host = urlsplit(request.url).hostname or ""
        if host in self.answered or failure_kind(Failure(exception)) != "timeout" or request.meta.get(HTTPS_FIRST):
            return  # (an address typed without its scheme, hanging over https, is tried over http)
        self.timeouts[host] = self.timeouts.get(host, 0) + 1
        if self.timeouts[host] == 2:
            spider = self.crawler.spider
            assert spider is not None  # requests only fail while a spider runs
            spider.logger.warning(f"{host} answered nothing (two timeouts): its remaining requests are not sent")
