"""A DNS resolver that sends every ``*.test`` host to 127.0.0.1.

``.test`` is reserved (RFC 2606), so no real site is shadowed. It lets tests and the demo crawl
``http://www.demo.test:PORT/`` and ``http://demo.test:PORT/`` as two hosts of one site, served by
one loopback server that dispatches on the Host header. Select it per process with
``-s TWISTED_DNS_RESOLVER=sitesampler.testing.resolver.LoopbackResolver``: Scrapy installs the
resolver before any spider's ``custom_settings`` are read.
"""

from __future__ import annotations

from twisted.internet import defer
from scrapy.resolver import CachingThreadedResolver


class LoopbackResolver(CachingThreadedResolver):
    def getHostByName(self, name: str, timeout=()):  # noqa: N802 (Twisted's name)
        if name == "test" or name.endswith(".test"):
            return defer.succeed("127.0.0.1")
        return super().getHostByName(name, timeout)
