"""A DNS resolver that sends every ``*.test`` host to 127.0.0.1 (``*.nxdomain.test`` to nowhere).

``.test`` is reserved (RFC 2606), so no real site is shadowed. It lets tests and the demo crawl
``http://www.demo.test:PORT/`` and ``http://demo.test:PORT/`` as two hosts of one site, served by
one loopback server that dispatches on the Host header. Select it per process with
``-s TWISTED_DNS_RESOLVER=sitesampler.testing.resolver.LoopbackResolver``: Scrapy installs the
resolver before any spider's ``custom_settings`` are read.
"""

from __future__ import annotations

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
