"""What went wrong during a crawl, counted by kind instead of logged line by line.

A hostile or broken site can fail in thousands of places (every child sitemap a 404, every
entry an invalid ``<loc>``); the crawl carries on with whatever is valid and counts each
problem under ``sitesampler/problems/<kind>`` in the stats. ``ProblemReport`` ends the log with
one line naming every kind and its count, and, when not a single response came from the site,
with one error line saying why; ``sitesampler.commands.crawl`` then exits with status 1.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import urlsplit

from scrapy import signals
from scrapy.crawler import Crawler
from scrapy.exceptions import IgnoreRequest
from scrapy.http import Request, Response
from scrapy.spidermiddlewares.httperror import HttpError
from scrapy.statscollectors import StatsCollector
from scrapy.utils._compression import _DecompressionMaxSizeExceeded
from twisted.python.failure import Failure

from sitesampler.safety import NETWORK_SCHEMES, HostRefused

PREFIX = "sitesampler/problems/"
#: Set to 1 when nothing at all could be read from the site: the crawl command exits with 1.
FAILED = "sitesampler/failed"
_RESPONSES = "sitesampler/site_responses"


def record(stats: StatsCollector, kind: str, count: int = 1) -> None:
    if count:
        stats.inc_value(PREFIX + kind, count)


def problems(stats: dict[str, Any]) -> dict[str, int]:
    """kind -> count, sorted by kind."""
    return {key[len(PREFIX):]: value for key, value in sorted(stats.items()) if key.startswith(PREFIX)}


#: Download errors by class name: Scrapy 2.19 wraps Twisted's in its own (``DownloadTimeoutError``
#: ...), older versions raise Twisted's; names work for both.
_ERROR_KINDS = {
    "DownloadTimeoutError": "timeout", "TimeoutError": "timeout",
    "CannotResolveHostError": "dns_error", "DNSLookupError": "dns_error",
    "DownloadConnectionRefusedError": "connection_refused", "ConnectionRefusedError": "connection_refused",
    "ResponseDataLossError": "dataloss",
    "ConnectError": "connection_error", "ConnectionError": "connection_error",
    "ResponseFailed": "connection_error", "DownloadFailedError": "connection_error",
}


def failure_kind(failure: Failure) -> str:
    """A short stable name for why a request failed: ``http_404``, ``timeout``, ``refused``..."""
    error = failure.value
    if isinstance(error, HttpError):
        return f"http_{error.response.status}"
    if _caused_by(error, HostRefused):  # refused when connecting, after the middleware's check
        return "refused"
    if "max size" in str(error) or _caused_by(error, _DecompressionMaxSizeExceeded):
        return "too_large"  # the download handler's size limit, or HttpCompressionMiddleware's
    if isinstance(error, IgnoreRequest):
        # Our own refusals name their kind (``refused``, ``deadline``); Scrapy's say it in words.
        return getattr(error, "kind", None) or ("redirect_loop" if "max redirections" in str(error) else "ignored")
    for cls in type(error).__mro__:
        if cls.__name__ in _ERROR_KINDS:
            return _ERROR_KINDS[cls.__name__]
    return type(error).__name__.lower()


def _caused_by(error: BaseException | None, cls: type[BaseException]) -> bool:
    while error is not None:
        if isinstance(error, cls):
            return True
        error = error.__cause__ or error.__context__
    return False


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
        if urlsplit(response.url).scheme in NETWORK_SCHEMES and 200 <= response.status < 300:
            self.crawler.stats.inc_value(_RESPONSES)

    def spider_closed(self, spider: Any, reason: str) -> None:
        stats = self.crawler.stats.get_stats()
        found = problems(stats)
        if found:
            counts = " ".join(f"{kind}={count}" for kind, count in found.items())
            spider.logger.warning(f"sitesampler: {sum(found.values())} problems: {counts}")
        else:
            spider.logger.info("sitesampler: no problems")
        if not stats.get(_RESPONSES):
            self.crawler.stats.set_value(FAILED, 1)
            refusals = [value for key, value in sorted(stats.items()) if key.startswith("sitesampler/refused/")]
            why = refusals[0] if refusals else ", ".join(f"{kind}={count}" for kind, count in found.items())
            spider.logger.error(f"sitesampler: nothing could be read from {spider.url}: {why or reason}")
