"""A DNS resolver that sends every ``*.test`` host to 127.0.0.1 (``*.nxdomain.test`` to nowhere),
and one that also plays named real hosts there (a saved site served under its own name).

``.test`` is reserved (RFC 2606), so no real site is shadowed. It lets tests and the demo crawl
``http://www.demo.test:PORT/`` and ``http://demo.test:PORT/`` as two hosts of one site, served by
one loopback server that dispatches on the Host header. Select it per process with
``-s TWISTED_DNS_RESOLVER=sitesampler.testing.resolver.LoopbackResolver``: Scrapy installs the
resolver before any spider's ``custom_settings`` are read.
"""

from __future__ import annotations

from typing import Any, cast

from twisted.internet import defer
from twisted.internet.error import DNSLookupError

from sitesampler.crawl.safety import PublicAddressResolver


class LoopbackResolver(PublicAddressResolver):
    """Only the lookup changes: the network safety check still judges every answer (a crawl
    through it needs ``SITESAMPLER_ALLOW_PRIVATE_HOSTS=1``, as 127.0.0.1 is loopback)."""

    #: Test names with another answer than 127.0.0.1.
    addresses: dict[str, str] = {}

    def lookup(self, name: str, timeout=()):
        if name.endswith(".nxdomain.test"):  # a site whose name no longer resolves
            return defer.fail(DNSLookupError(name))
        if name == "test" or name.endswith(".test"):
            return defer.succeed(self.addresses.get(name, "127.0.0.1"))
        return super().lookup(name, timeout)


class PretendPublicResolver(LoopbackResolver):
    """For the network safety tests, with private hosts refused: ``*.public.test`` stands for a
    public site (its loopback answer passes the check, so the test server can play it), and
    ``metadata.test`` answers 169.254.169.254, the cloud metadata address, which must be refused
    before any packet is sent."""

    addresses = {"metadata.test": "169.254.169.254"}

    def refused(self, name: str, address: str) -> str | None:
        if name.endswith(".public.test") and address == "127.0.0.1":
            return None
        return super().refused(name, address)


#: Comma-separated host names :class:`NamedHostsResolver` answers with 127.0.0.1.
HOSTS_SETTING = "SITESAMPLER_TESTING_HOSTS"


class NamedHostsResolver(LoopbackResolver):
    """``*.test`` as :class:`LoopbackResolver`, the names of ``SITESAMPLER_TESTING_HOSTS`` at
    127.0.0.1 too (a corpus site served under its real host name), and every other name
    unresolved: a crawl through it never leaves the machine, whatever a page links to."""

    hosts: frozenset[str] = frozenset()

    @classmethod
    def from_crawler(cls, crawler: Any, reactor: Any) -> NamedHostsResolver:
        resolver = cast(NamedHostsResolver, super().from_crawler(crawler, reactor))
        resolver.hosts = frozenset(name.strip().lower() for name in crawler.settings.getlist(HOSTS_SETTING))
        return resolver

    def lookup(self, name: str, timeout=()):
        if name.lower() in self.hosts:
            return defer.succeed("127.0.0.1")
        if name == "test" or name.endswith(".test"):
            return super().lookup(name, timeout)
        return defer.fail(DNSLookupError(f"{name} is not served here"))
