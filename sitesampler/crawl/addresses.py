"""Which network addresses the crawl may reach: the rule of network safety
(:mod:`sitesampler.crawl.safety`), without Scrapy, so the command line applies it too (a
previous sample's redirects, :mod:`sitesampler.output.previous`)."""

from __future__ import annotations

import ipaddress
import os

#: The setting (and environment variable) that lets the crawl reach private hosts.
ALLOW_SETTING = "SITESAMPLER_ALLOW_PRIVATE_HOSTS"

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address


def private_hosts_allowed() -> bool:
    """``SITESAMPLER_ALLOW_PRIVATE_HOSTS`` in the environment, as the project's settings read it:
    for the commands that run without Scrapy's settings (``sitesampler plan --previous URL``)."""
    return os.environ.get(ALLOW_SETTING, "0").strip().lower() in ("1", "true")


def address_kind(address: IPAddress) -> str | None:
    """What makes ``address`` off limits ("a loopback address", ...), ``None`` when public.

    IPv4-mapped IPv6 addresses (``::ffff:10.0.0.1``) are judged by the IPv4 address they carry;
    anything else ``ipaddress`` does not call global (CGNAT 100.64/10, documentation ranges)
    is refused too.
    """
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped:
        address = address.ipv4_mapped
    for kind, flagged in (
        ("an unspecified", address.is_unspecified),
        ("a loopback", address.is_loopback),
        ("a link-local", address.is_link_local),
        ("a multicast", address.is_multicast),
        ("a private", address.is_private),
        ("a reserved", address.is_reserved),
        ("a non-public", not address.is_global),
    ):
        if flagged:
            return f"{kind} address"
    return None
