"""Network safety: the crawl never reaches the machine's own network unless told to.

On scrapyd the start URL comes from other people, and any site can redirect or list a sitemap
on ``http://169.254.169.254/`` (cloud metadata) or ``http://10.0.0.5/admin``. So, unless
``SITESAMPLER_ALLOW_PRIVATE_HOSTS`` is on (``-s SITESAMPLER_ALLOW_PRIVATE_HOSTS=1``, or the
environment variable of that name, read by the project's settings), no request may connect to a loopback, private,
link-local, multicast, reserved or unspecified address, and only http(s) leaves the process.

Two places enforce it, each where the address is actually known:

* ``PublicAddressResolver`` (``TWISTED_DNS_RESOLVER``) checks every answer the connection will
  use. Every hostname connection goes through it, so a DNS answer that changes between a check
  and the connection (DNS rebinding) cannot slip past.
* ``NetworkSafetyMiddleware`` refuses other schemes and IP-literal URLs (they never reach the
  resolver), and asks the resolver about hostnames before the download so the refusal reaches
  the request's errback with its reason. Redirects are re-scheduled through the downloader
  middlewares, so every hop is checked, as are the robots.txt requests Scrapy makes itself.

The proxy the machine's environment names (``https_proxy``, ``http_proxy``: what Scrapy's
``HttpProxyMiddleware`` uses) is the network's own way out, not a site: a corporate proxy is
nearly always at a private address, and connecting to it is allowed. The sites the crawl asks
for through it are still checked by name, and the proxy resolves them again.
"""

from __future__ import annotations

import ipaddress
from typing import Any
from urllib.parse import urlsplit
from urllib.request import getproxies

from scrapy import Request
from scrapy.crawler import Crawler
from scrapy.exceptions import IgnoreRequest
from scrapy.resolver import CachingThreadedResolver
from scrapy.utils.defer import maybe_deferred_to_future
from scrapy.utils.misc import load_object
from twisted.internet import defer
from twisted.internet.error import DNSLookupError

from sitesampler.crawl import stats as keys
from sitesampler.crawl.addresses import ALLOW_SETTING, IPAddress, address_kind

#: Schemes that reach the network; ``data:`` is how the crawl schedules its own work.
NETWORK_SCHEMES = ("http", "https")
LOCAL_SCHEMES = ("data",)

def refusal(url: str, host: str, address: str, kind: str) -> str:
    """The one line users see, naming the way out."""
    shown = host if host == address else f"{host} ({address})"
    return (f"refusing to crawl {url}: {shown} is {kind}; "
            f"add -s {ALLOW_SETTING}=1 to allow private hosts")


def literal_address(host: str) -> IPAddress | None:
    """The address of an IP-literal host (``127.0.0.1``, ``::1``), ``None`` for a hostname."""
    try:
        return ipaddress.ip_address(host)
    except ValueError:
        return None


def proxy_hosts() -> frozenset[str]:
    """The host names of the proxies the environment names, as Scrapy's ``HttpProxyMiddleware``
    reads them (``urllib.request.getproxies``; ``no_proxy`` names hosts reached without one)."""
    hosts = set()
    for kind, url in getproxies().items():
        try:
            host = urlsplit(url if "://" in url else f"//{url}").hostname
        except ValueError:
            continue
        if kind != "no" and host:
            hosts.add(host)
    return frozenset(hosts)


class HostRefused(DNSLookupError):
    """A name resolved only to off-limits addresses. A ``DNSLookupError``, so Twisted treats it
    as "no usable address" and never connects."""

    def __init__(self, name: str, address: str, kind: str) -> None:
        super().__init__(f"{name} resolves to {address}, {kind}")
        self.address, self.kind = address, kind


class RequestRefused(IgnoreRequest):
    """A request the network safety rules stopped before any connection."""

    kind = "refused"


class PublicAddressResolver(CachingThreadedResolver):
    """Scrapy's default resolver, refusing answers that are not public addresses.

    ``lookup`` is the hook that finds the address (tests map ``*.test`` to 127.0.0.1 there);
    ``refused`` decides whether an answer is off limits. The check runs on whatever ``lookup``
    returns, so a test resolver cannot bypass it by accident.
    """

    allow_private = False
    #: The environment's proxies: connected to wherever they are (see the module's docstring).
    proxies: frozenset[str] = frozenset()

    @classmethod
    def from_crawler(cls, crawler: Crawler, reactor: Any) -> PublicAddressResolver:
        resolver = super().from_crawler(crawler, reactor)
        resolver.allow_private = crawler.settings.getbool(ALLOW_SETTING)
        if crawler.settings.getbool("HTTPPROXY_ENABLED"):
            resolver.proxies = proxy_hosts()
        return resolver

    def lookup(self, name: str, timeout: Any = ()) -> defer.Deferred[str]:
        return super().getHostByName(name, timeout)

    def refused(self, name: str, address: str) -> str | None:
        """Why ``address`` (the answer for ``name``) may not be connected to, or ``None``."""
        parsed = literal_address(address)
        return "not an IP address" if parsed is None else address_kind(parsed)

    def getHostByName(self, name: str, timeout: Any = ()) -> defer.Deferred[str]:  # noqa: N802
        """The address a connection to ``name`` uses: checked, unless it is the proxy's."""
        return self.site_address(name, timeout) if name.lower() not in self.proxies else self.lookup(name, timeout)

    def site_address(self, name: str, timeout: Any = ()) -> defer.Deferred[str]:
        """The address of a site's host ``name``, refused when it is off limits."""
        answer = self.lookup(name, timeout)
        if not self.allow_private:
            answer.addCallback(self._check, name)
        return answer

    def _check(self, address: str, name: str) -> str:
        if kind := self.refused(name, address):
            raise HostRefused(name, address, kind)
        return address


class NetworkSafetyMiddleware:
    """Downloader middleware: only http(s) (and the crawl's own ``data:``) requests, and none to
    an off-limits address. Install it before RobotsTxtMiddleware (100), so a refused host does
    not even get a robots.txt request."""

    def __init__(self, crawler: Crawler) -> None:
        self.crawler = crawler
        self.allow_private = crawler.settings.getbool(ALLOW_SETTING)
        resolver = load_object(crawler.settings["TWISTED_DNS_RESOLVER"])
        if not self.allow_private and not issubclass(resolver, PublicAddressResolver):
            # Without it nothing checks the address a hostname connects to.
            raise ValueError(f"TWISTED_DNS_RESOLVER must be {PublicAddressResolver.__module__}."
                             f"PublicAddressResolver or a subclass unless -s {ALLOW_SETTING}=1")
        self._reported: set[str] = set()

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> NetworkSafetyMiddleware:
        return cls(crawler)

    async def process_request(self, request: Request) -> None:
        parts = urlsplit(request.url)
        if parts.scheme in LOCAL_SCHEMES:
            return
        if parts.scheme not in NETWORK_SCHEMES:
            self.refuse(request, f"refusing to crawl {request.url}: only http and https URLs are crawled")
        if self.allow_private or not parts.hostname:
            return
        if address := literal_address(parts.hostname):
            if kind := address_kind(address):
                self.refuse(request, refusal(request.url, parts.hostname, parts.hostname, kind))
            return
        await self.check_hostname(request, parts.hostname)

    async def check_hostname(self, request: Request, host: str) -> None:
        """Resolve now, through the same resolver the connection will use, so a refusal has a
        message. Other lookup failures are left to the download, which reports them as usual."""
        from twisted.internet import reactor

        try:
            await maybe_deferred_to_future(reactor.resolver.site_address(host.encode("idna").decode()))
        except HostRefused as error:
            self.refuse(request, refusal(request.url, host, error.address, error.kind))
        except (DNSLookupError, UnicodeError):
            return

    def refuse(self, request: Request, message: str) -> None:
        """Log each refused host once, count every refused request, stop the request."""
        stats = self.crawler.stats
        stats.inc_value(keys.REQUESTS_REFUSED)
        host = urlsplit(request.url).hostname or request.url
        if host not in self._reported:
            self._reported.add(host)
            spider = self.crawler.spider
            assert spider is not None  # requests only pass while a spider runs
            spider.logger.warning(message)
            stats.set_value(keys.REFUSED + host, message)
        raise RequestRefused(message)
