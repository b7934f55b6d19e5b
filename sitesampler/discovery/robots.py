"""robots.txt: fetched once per host, and which URLs it could refuse at all.

``SiteRobotsTxtMiddleware`` replaces Scrapy's robots.txt middleware (see its docstring). The
rest of this module lets most URLs of a sitemap skip the full check:

Scrapy's robots.txt parsers do real work for every URL (user-agent lookup, path quoting, rule
matching), on the order of parsing the sitemap the URL came from (docs/PERFORMANCE.md), and on
a real site nearly every URL is allowed. Every rule of every parser Scrapy ships matches a URL's path *from its start*,
so a rule whose literal beginning (the text before its first ``*``) is not a prefix of the path
cannot refuse it. :func:`rule_prefixes` collects those beginnings from the file itself, whatever
parser is configured; :func:`could_refuse` answers "maybe" whenever it is not sure, and the
configured parser decides those URLs, so the answer never differs from the parser's own.
"""

from __future__ import annotations

import logging
import re
from typing import Any

from scrapy import Request, signals
from scrapy.crawler import Crawler
from scrapy.downloadermiddlewares.robotstxt import RobotsTxtMiddleware
from scrapy.exceptions import IgnoreRequest, StopDownload
from scrapy.http import Response
from scrapy.http.request import NO_CALLBACK
from scrapy.utils.httpobj import urlparse_cached
from twisted.internet.defer import Deferred
from twisted.python.failure import Failure

logger = logging.getLogger(__name__)

#: Directives that never refuse a URL. Anything else with a value counts as a possible rule,
#: so Protego's misspellings of "disallow" ("dissallow", "disalow", ...) are covered unnamed.
HARMLESS_DIRECTIVES = frozenset((
    "user-agent", "useragent", "user agent", "allow", "sitemap", "sitemaps", "site-map",
    "crawl-delay", "crawl delay", "request-rate", "request rate", "visit-time", "visit time",
    "host", "clean-param",
))
# Characters that percent-encoding normalisation leaves alone (Protego's own fast path uses
# this set): a path made of them is compared as written by every parser.
_NOT_PLAIN = re.compile(r"[^A-Za-z0-9_.~/=-]")
# scheme://netloc, then a plain path ending where the query or fragment starts (or at the end).
_PLAIN_PATH = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*://[^/?#]*(/(?!/)[A-Za-z0-9_.~/=-]*)?(?=[?#]|\Z)")


def rule_prefixes(body: bytes) -> tuple[str, ...]:
    """The literal beginnings of every rule in a robots.txt that might refuse a URL.

    An empty tuple means no rule can refuse anything; ``""`` among them means some rule might
    refuse any path (a pattern starting with ``*``, or a line no parser reads the same way).
    """
    prefixes: set[str] = set()
    for line in body.decode("utf-8-sig", "replace").splitlines():
        line = line.partition("#")[0].strip()
        if not line:
            continue
        directive, colon, value = line.partition(":")
        value = value.strip()
        if not colon:
            prefixes.add("")  # not a directive: whatever a parser makes of it, check everything
        elif value and directive.strip().lower() not in HARMLESS_DIRECTIVES:
            prefixes.add(_literal_beginning(value))
    return tuple(sorted(prefixes))


def _literal_beginning(pattern: str) -> str:
    """The part of a rule every path it matches starts with, as written in the path."""
    literal = pattern.partition("*")[0].removesuffix("$")
    plain = _NOT_PLAIN.split(literal, maxsplit=1)[0]  # an escape or other character may be re-spelt
    # Without a leading "/" (or with "//", which urllib's parser reads as a host) a parser may
    # rewrite the rule: it might then match anything.
    return plain if plain.startswith("/") and not plain.startswith("//") else ""


def could_refuse(url: str, prefixes: tuple[str, ...]) -> bool:
    """False when no rule beginning in ``prefixes`` can match ``url``'s path; True when unsure."""
    if not prefixes:
        return False
    plain = _PLAIN_PATH.match(url)
    if plain is None:  # escapes, other characters or no scheme: the parser decides
        return True
    return (plain[1] or "/").startswith(prefixes)


#: How much of a robots.txt is read: a larger file is cut there, at a line end, as search engines
#: do (Google reads 500 KiB), instead of being dropped whole with its rules and ``Sitemap:`` lines.
ROBOTS_MAX_BYTES = 500 * 1024
#: What a robots.txt that cannot be read for the server's fault stands for: RFC 9309 (2.3.1.4)
#: has the crawler "assume complete disallow" while a robots.txt is unreachable.
DISALLOW_ALL = b"User-agent: *\nDisallow: /\n"
_READ_FIRST = "sitesampler_read_first"
_READ_SO_FAR = "sitesampler_read_so_far"


def unreachable(status: int) -> bool:
    """Whether a robots.txt answered with ``status`` (after Scrapy's retries) is *unreachable*
    in RFC 9309's sense, so that nothing of its host may be fetched: a server error (5xx), and
    429 "too many requests", which Google reads the same way. Any other 4xx means there are no
    rules (2.3.1.3, "unavailable"): everything may be fetched.

    >>> [status for status in (200, 301, 401, 403, 404, 410, 429, 500, 503, 599) if unreachable(status)]
    [429, 500, 503, 599]
    """
    return status >= 500 or status == 429


def first_bytes(body: bytes, limit: int = ROBOTS_MAX_BYTES) -> bytes:
    """The first ``limit`` bytes of ``body``, cut after the last whole line."""
    if len(body) <= limit:
        return body
    return body[: body.rfind(b"\n", 0, limit) + 1] or body[:limit]


class RobotsUnavailable(IgnoreRequest):
    """The spider's robots.txt request, answered with the failure of the one real fetch."""

    def __init__(self, kind: str) -> None:
        super().__init__(f"robots.txt could not be read: {kind}")
        self.kind = kind


class RobotsForbidden(IgnoreRequest):
    """robots.txt does not let the crawler fetch this URL (the problem kind ``<where>_disallowed``)."""

    kind = "disallowed"


#: A signal the spider sends (with ``netloc`` and ``answered``) once it knows over which scheme
#: a site typed without one answers (https first, then http): robots.txt was fetched once over
#: https, without retries. When the site ``answered`` over https, a failed fetch is fetched
#: again, retried as usual; when it did not, robots.txt is fetched again over http whatever
#: https gave (another site's, on a shared server), before the host's next request.
scheme_settled = object()
#: The meta key of the https attempt of an address typed without its scheme (the home page's
#: request, and the robots.txt fetched for it): tried once, briefly, and its timeout does not
#: make the host a silent one (``SilentHostMiddleware``), since http is tried next.
HTTPS_FIRST = "sitesampler_https_first"


#: The flag an answer given again carries, as Scrapy's HTTP cache marks its own ``cached`` (the
#: log's "Crawled" line shows it): robots.txt's here, a page's in ``sitesampler/crawl/reuse.py``.
REUSED_FLAG = "reused"

class SiteRobotsTxtMiddleware(RobotsTxtMiddleware):
    """Scrapy's robots.txt middleware, fetching each robots.txt once and only its first bytes.

    A robots.txt that fails for the server's fault (:func:`unreachable`: a 5xx or a 429 after
    the retries) refuses every URL of its host, as RFC 9309 asks; Scrapy read the error page
    as a robots.txt without rules, which allows everything.

    Scrapy fetches robots.txt itself before the first request to a host, and the spider then
    fetched it again to read its ``Sitemap:`` lines: a hanging robots.txt cost twice the time.
    Here the spider's own robots.txt request is answered from the one fetch (its response, or its
    failure as :class:`RobotsUnavailable` with the failure's kind). The fetch stops reading after
    ``ROBOTS_MAX_BYTES`` (``StopDownload`` from ``bytes_received``), and its failure is one
    debug line, not the traceback Scrapy logs.
    """

    def __init__(self, crawler: Crawler) -> None:
        super().__init__(crawler)
        self.responses: dict[str, Response] = {}
        self.failures: dict[str, str] = {}
        # The download stops at ROBOTS_MAX_BYTES; this only refuses a file announcing an absurd
        # size, and bounds what a gzip-encoded one may decompress to.
        self.maxsize = max(crawler.settings.getint("SITESAMPLER_SITEMAP_MAXSIZE"),
                           crawler.settings.getint("DOWNLOAD_MAXSIZE"))
        crawler.signals.connect(self.bytes_received, signal=signals.bytes_received)
        crawler.signals.connect(self.scheme_settled, signal=scheme_settled)

    def scheme_settled(self, netloc: str, answered: bool) -> None:
        """What was read of ``netloc``'s robots.txt is forgotten, when its fetch failed or the
        site did not answer over its scheme: the host's next request fetches it again."""
        if netloc in self.failures or not answered:
            for read in (self._parsers, self.responses, self.failures):
                read.pop(netloc, None)

    async def process_request(self, request: Request) -> Response | None:  # type: ignore[override]
        parts = urlparse_cached(request)
        if parts.path != "/robots.txt" or parts.query or request.meta.get("dont_obey_robotstxt"):
            await super().process_request(request)
            return None
        await self.robot_parser(request)  # fetched here once, if it was not yet
        request.meta["dont_retry"] = True  # the fetch had its retries
        if (response := self.responses.get(parts.netloc)) is not None:
            # Flagged, so the log's second "Crawled" line says it is the first fetch's answer.
            return response.replace(request=request, flags=[*response.flags, REUSED_FLAG])
        raise RobotsUnavailable(self.failures.get(parts.netloc, "ignored"))

    async def robot_parser(self, request: Request) -> Any:
        parts = urlparse_cached(request)
        if parts.netloc not in self._parsers:
            self._parsers[parts.netloc] = Deferred()
            await self.fetch(f"{parts.scheme}://{parts.netloc}/robots.txt", parts.netloc, request)
        return await super().robot_parser(request)

    async def fetch(self, url: str, netloc: str, request: Request) -> None:
        """Download robots.txt (its first bytes), keep the response or the failure's kind, and
        give Scrapy's machinery the parsed rules (or none)."""
        from sitesampler.crawl.problems import failure_kind  # problems imports safety, which is lower

        robots = Request(url, priority=self.DOWNLOAD_PRIORITY, callback=NO_CALLBACK,
                         meta={"dont_obey_robotstxt": True, "download_maxsize": self.maxsize,
                               _READ_FIRST: ROBOTS_MAX_BYTES,
                               # Tried as the request it is fetched for is: once and briefly for
                               # an address typed without its scheme, tried over https first.
                               **({name: request.meta[name] for name in (HTTPS_FIRST, "dont_retry", "download_timeout")
                                   if name in request.meta} if request.meta.get(HTTPS_FIRST) else {})})
        self._stats.inc_value("robotstxt/request_count")
        try:
            response = await self.crawler.engine.download_async(robots)
        except Exception as error:  # noqa: BLE001 - any failure means "no rules from robots.txt"
            self.failures[netloc] = failure_kind(Failure(error))
            logger.debug("robots.txt of %s not read: %s", netloc, self.failures[netloc])
            self._robots_error(error, netloc)
            return
        self.responses[netloc] = response = response.replace(body=first_bytes(response.body))
        if unreachable(response.status):
            logger.warning("robots.txt of %s answered %d: RFC 9309 asks crawlers to fetch nothing from a site "
                           "whose robots.txt fails so, and nothing more is requested from %s (on a site you "
                           "own, -s ROBOTSTXT_OBEY=0 crawls it anyway)", netloc, response.status, netloc)
            response = response.replace(body=DISALLOW_ALL)
        await self._parse_robots(response, netloc, request)

    def process_request_2(self, rp: Any, request: Request) -> None:
        """Scrapy's check, raising :class:`RobotsForbidden` so the refusal has a kind of its own."""
        try:
            super().process_request_2(rp, request)
        except IgnoreRequest:
            raise RobotsForbidden(f"Forbidden by robots.txt: {request.url}") from None

    def bytes_received(self, data: bytes, request: Request, spider: Any) -> None:
        if limit := request.meta.get(_READ_FIRST):
            request.meta[_READ_SO_FAR] = request.meta.get(_READ_SO_FAR, 0) + len(data)
            if request.meta[_READ_SO_FAR] > limit:
                raise StopDownload(fail=False)
