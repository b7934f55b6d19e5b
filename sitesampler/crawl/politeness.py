"""The pace a site asks for: robots.txt's ``Crawl-delay``, and ``Retry-After`` on a 429 or 503.

Scrapy parses ``Crawl-delay`` (``RobotParser.crawl_delay``, for the user agent the crawl sends)
and announces every parsed robots.txt (the ``robots_parsed`` signal), but does not wait for
it. ``CrawlDelay`` does: the delay becomes the host's download slot's delay, as a
``DOWNLOAD_SLOTS`` entry would set it, without jitter (Scrapy's ``DOWNLOAD_DELAY_JITTER`` would
send half the requests sooner than the site asked), and a floor AutoThrottle never goes below
(it sets a slot's delay from each response's latency, and a fast server would bring it down
to ``DOWNLOAD_DELAY``). The sitemaps, the link crawl and verification are paced alike, so a
site that asks for ten seconds takes about ten minutes to verify ``verify=60`` pages; the
discovery deadline and the link crawl's time cap still hold.

Scrapy retries a 429 ("too many requests") and a 503 at once, whatever the ``Retry-After``
the server sent, so a rate-limited sitemap was given up after three quick tries. Here the
host's next request waits what ``Retry-After`` asks (seconds or an HTTP date), and the pace
goes back to what it was at the host's next successful answer.

Either wait longer than ``SITESAMPLER_CRAWL_DELAY_MAX`` seconds is kept at that length, and the
log says so; ``SITESAMPLER_CRAWL_DELAY_MAX = 0`` ignores both (an audit of one's own site).
"""

from __future__ import annotations

import logging
import time
from email.utils import parsedate_to_datetime
from typing import Any

from scrapy import Request, signals
from scrapy.http import Response

from sitesampler.crawl import stats as keys
from sitesampler.crawl.extensions import SignalExtension

logger = logging.getLogger(__name__)


def obeyed_delay(asked: float | None, longest: float) -> float | None:
    """The delay the crawl keeps for a site whose robots.txt asks for ``asked`` seconds
    between requests: ``asked``, at most ``longest``; None when there is nothing to obey
    (no ``Crawl-delay``, zero, or ``longest`` 0: ignored).

    >>> obeyed_delay(10, 30), obeyed_delay(60, 30), obeyed_delay(None, 30), obeyed_delay(5, 0)
    (10, 30, None, None)
    >>> obeyed_delay(float("nan"), 30), obeyed_delay(float("inf"), 30)  # a parser that lets them through
    (None, 30)
    """
    if asked is None or not asked > 0 or longest <= 0:  # "not >": nan is no delay
        return None
    return min(asked, longest)


#: Statuses whose ``Retry-After`` says when to ask again (RFC 9110, 6585).
RETRY_AFTER_STATUSES = (429, 503)


def retry_after(value: bytes | None, now: float) -> float | None:
    """The seconds a ``Retry-After`` header value asks the client to wait: a number of seconds,
    or an HTTP date (``now``: the Unix time it is read at); None when there is no usable value.

    >>> retry_after(b"120", 0), retry_after(b"Thu, 01 Jan 1970 00:01:00 GMT", 30.0)
    (120.0, 30.0)
    >>> retry_after(None, 0), retry_after(b"soon", 0), retry_after(b"-5", 0)
    (None, None, None)
    """
    if not value:
        return None
    text = value.decode("latin-1").strip()
    if text.isdigit():
        return float(text)
    try:
        when = parsedate_to_datetime(text)
    except (TypeError, ValueError, IndexError):
        return None
    return max(0.0, when.timestamp() - now) if when.tzinfo is not None else None


class CrawlDelay(SignalExtension):
    """Extension: each host's ``Crawl-delay`` (see the module's docstring). Connected after
    AutoThrottle (a later extension), so its ``response_downloaded`` runs after AutoThrottle's
    and raises the delay AutoThrottle just set back to the floor."""

    SIGNALS = {signals.robots_parsed: "robots_parsed", signals.response_downloaded: "response_downloaded"}

    def __init__(self, crawler: Any) -> None:
        super().__init__(crawler)
        settings = crawler.settings
        self.longest = settings.getfloat("SITESAMPLER_CRAWL_DELAY_MAX")
        self.user_agent = settings.get("ROBOTSTXT_USER_AGENT") or settings.get("USER_AGENT") or ""
        #: download slot key -> the delay kept for it
        self.floors: dict[str, float] = {}
        #: download slot key -> the delay and jitter before a ``Retry-After`` raised the delay
        self.before_wait: dict[str, tuple[float, float]] = {}

    @property
    def downloader(self) -> Any:
        return self.crawler.engine.downloader

    def robots_parsed(self, robotparser: Any, request: Request) -> None:
        asked = robotparser.crawl_delay(self.user_agent)
        delay = obeyed_delay(asked, self.longest)
        if delay is None:
            return
        key = self.downloader.get_slot_key(request)
        if delay <= self.floors.get(key, 0):
            return
        self.floors[key] = delay
        # A slot made later (Scrapy drops idle slots) starts at the delay; one already made
        # (robots.txt itself went through it) takes it now.
        self.downloader.per_slot_settings.setdefault(key, {}).update(delay=delay, jitter=0)
        if (slot := self.downloader.slots.get(key)) is not None:
            slot.delay, slot.jitter = max(slot.delay, delay), 0
        self.crawler.stats.max_value(keys.CRAWL_DELAY, delay)
        if delay < asked:
            logger.info("robots.txt of %s asks for %g s between requests: waiting %g s "
                        "(SITESAMPLER_CRAWL_DELAY_MAX)", key, asked, delay)
        else:
            logger.info("robots.txt of %s asks for %g s between requests: waiting so", key, delay)

    def response_downloaded(self, response: Response, request: Request, spider: Any) -> None:
        key = request.meta.get("download_slot")
        if key is None or (slot := self.downloader.slots.get(key)) is None:
            return
        if response.status in RETRY_AFTER_STATUSES:
            asked = retry_after(response.headers.get(b"Retry-After"), time.time())
            wait = obeyed_delay(asked, self.longest) if asked is not None else None
            if wait is not None and wait > slot.delay:
                self.before_wait.setdefault(key, (slot.delay, slot.jitter))
                slot.delay, slot.jitter = wait, 0  # jitter would send the retry up to half the wait early
                self.crawler.stats.inc_value(keys.RETRY_AFTER_WAITS)
                shortened = " (SITESAMPLER_CRAWL_DELAY_MAX)" if wait < asked else ""  # type: ignore[operator]
                logger.info("%s answered %d with Retry-After %s: waiting %g s before its next request%s",
                            key, response.status, (response.headers.get(b"Retry-After") or b"").decode("latin-1"),
                            wait, shortened)
        elif key in self.before_wait and 200 <= response.status < 300:
            slot.delay, slot.jitter = self.before_wait.pop(key)
        if key in self.floors:
            slot.delay = max(slot.delay, self.floors[key])
