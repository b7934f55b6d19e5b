"""Which URLs the project can use: absolute http(s) URLs with a host.

Kept apart from :mod:`sitesampler.discovery.sitemaps` (which needs Scrapy's sitemap helpers) so that the
command line and the argument checks validate URLs by the same rule without loading Scrapy.
"""

from __future__ import annotations

import ipaddress
import re
from collections.abc import Sequence
from functools import lru_cache
from urllib.parse import urlsplit

# ``scheme://netloc`` as urlsplit cuts it: the netloc ends at the first "/", "?" or "#".
_ORIGIN = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*://[^/?#]*")
_ORIGIN_LINE = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*://[^/?#\n]*", re.MULTILINE)  # _ORIGIN, one per line
# The sitemap protocol's limit; longer locs are usually a truncated or broken file.
MAX_LOC_LENGTH = 2048
_PRINTABLE_ASCII = bytes(range(0x20, 0x7F))


def all_printable(fields: Sequence[str], joined: str) -> bool:
    """Every one of ``fields`` printable (``str.isprintable``), read from ``joined``: the fields
    joined by one unprintable ASCII character.

    Steps: an ASCII column (the usual one) is printable when deleting every printable byte
    leaves only the separators, one C pass with a byte table (``str.isprintable`` looks each
    character up in the Unicode database, several times slower); another asks each field.
    """
    if joined.isascii():
        return len(joined.encode("ascii").translate(None, _PRINTABLE_ASCII)) == max(len(fields) - 1, 0)
    return all(map(str.isprintable, fields))


def is_absolute_http_url(url: str) -> bool:
    """A loc we can use: absolute http(s) with a host that has an IDNA spelling, no user name or
    password, not cut short, no whitespace inside.

    Called once per sitemap entry, so the costly part (``urlsplit``, hostname and port) is
    decided once per origin: a sitemap repeats one ``scheme://host:port`` a million times, and
    ``urlsplit`` reads scheme, host and port from that prefix alone.
    """
    # str.split() cuts at exactly the characters str.isspace() accepts, in one C pass.
    if not url or len(url) >= MAX_LOC_LENGTH or url.split() != [url]:
        return False
    origin = _ORIGIN.match(url)
    return _is_http_origin(origin[0] if origin else url)


#: A site's address typed without its scheme: a host name with a dot, ``localhost`` or an IP
#: literal, an optional port, then a path, a query or nothing (``example.com``,
#: ``www.example.com/blog/``, ``localhost:4000``, ``[::1]:8080/docs/``).
_BARE_ADDRESS = re.compile(
    r"(?P<host>[^\s/?#@:\[\]]+\.[^\s/?#@:\[\]]+|localhost|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?(?P<rest>[/?#]\S*)?\Z")


def with_scheme(address: str) -> str | None:
    """``address``, a site's address typed without ``https://`` (as users type one into a
    browser, and pa11y, Lighthouse and Unlighthouse take one), with the scheme a browser tries
    first; ``None`` when it has a scheme or is no such address.

    ``https://`` for a host name (the crawl falls back to ``http://`` when the site does not
    answer over TLS, as browsers do); ``http://`` for ``localhost``, ``*.localhost`` and an IP
    address (a development server or a machine on the local network, which has no certificate
    a browser would accept).

    >>> with_scheme("example.com"), with_scheme("www.example.com/blog/")
    ('https://example.com/', 'https://www.example.com/blog/')
    >>> with_scheme("localhost:4000"), with_scheme("docs.localhost/en/")
    ('http://localhost:4000/', 'http://docs.localhost/en/')
    >>> with_scheme("192.168.1.20:8080"), with_scheme("[::1]:8000/?lang=en")
    ('http://192.168.1.20:8080/', 'http://[::1]:8000/?lang=en')
    >>> [with_scheme(text) for text in ("https://example.com/", "example", "mailto:a@example.com", "example.com:x")]
    [None, None, None, None]
    """
    bare = _BARE_ADDRESS.match(address)
    if bare is None:
        return None
    host = bare["host"].strip("[]").lower()
    try:
        ipaddress.ip_address(host)
        local = True
    except ValueError:
        local = host == "localhost" or host.endswith(".localhost")
    url = ("http://" if local else "https://") + address + ("" if bare["rest"] else "/")
    return url if is_absolute_http_url(url) else None


def all_absolute_http_urls(urls: list[str]) -> bool:
    """:func:`is_absolute_http_url` for every one of ``urls``, in a few C passes over the whole
    list instead of a call per URL (a urlset's 50,000 locs share one or two origins): when every
    URL starts with the first one's ``scheme://netloc/``, one count says so."""
    if not urls:
        return True
    if min(map(len, urls)) == 0 or max(map(len, urls)) >= MAX_LOC_LENGTH:
        return False
    joined = "\n".join(urls)
    if not _without_whitespace(urls, joined):
        return False
    first = _ORIGIN.match(joined)
    if first is not None and joined.count(f"\n{first[0]}/") == len(urls) - 1 and joined.startswith(f"{first[0]}/"):
        return _is_http_origin(first[0])  # one origin, the usual sitemap: counted, not cut out
    origins = _ORIGIN_LINE.findall(joined)
    if len(origins) != len(urls):  # a URL without scheme://: decided one by one
        return all(map(is_absolute_http_url, urls))
    return all(map(_is_http_origin, set(origins)))


def _without_whitespace(urls: list[str], joined: str) -> bool:
    """No URL holds a character ``str.isspace`` accepts. Every such character but the ASCII
    space is unprintable, so printable URLs without a space have none (two C passes, no copy);
    otherwise ``str.split``, which cuts at exactly those characters, decides."""
    if " " not in joined and all_printable(urls, joined):
        return True
    pieces = joined.split()  # the URLs themselves, unless one holds whitespace (which split drops)
    return len(pieces) == len(urls) and sum(map(len, pieces)) == len(joined) - len(urls) + 1


@lru_cache(maxsize=256)
def _is_http_origin(url: str) -> bool:
    try:
        parts = urlsplit(url)
        host = parts.hostname
        return (parts.scheme in ("http", "https") and bool(host) and _valid_port(parts.port)
                and parts.username is None and bool(host and host.encode("idna")))
    except ValueError:  # "http://[::1", "http://e.com:99999/", "http://a..b/" (UnicodeError)
        return False


def _valid_port(port: int | None) -> bool:
    return port is None or 0 < port


def ascii_host(url: str) -> str:
    """``url`` with its host in the ASCII (IDNA) spelling, ``http://xn--bcher-kva.example/`` for
    ``http://bücher.example/``: the spelling requests use and sites write in their sitemaps, so
    one site is one host however it was typed. ``url`` must be an absolute http(s) URL."""
    origin = _ORIGIN.match(url)
    if origin is None or origin[0].isascii():
        return url
    parts = urlsplit(url)
    host = parts.hostname.encode("idna").decode("ascii")  # type: ignore[union-attr]
    netloc = f"[{host}]" if ":" in host else host
    return parts._replace(netloc=netloc if parts.port is None else f"{netloc}:{parts.port}").geturl()


def all_ascii_hosts(urls: list[str]) -> bool:
    """Every one of ``urls`` already has its host in ASCII spelling (one C pass when all do)."""
    joined = "\n".join(urls)
    return joined.isascii() or all(origin.isascii() for origin in _ORIGIN_LINE.findall(joined))
