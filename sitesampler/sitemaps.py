"""Sitemap and robots.txt bodies -> page entries and child sitemaps.

Pure functions on bytes, so the spider stays a thin I/O layer and every parsing trap is unit
testable without a crawl. Scrapy's own helpers do the heavy lifting (``Sitemap`` is a streaming
iterparse, ``sitemap_urls_from_robots`` joins relative ``Sitemap:`` lines); this module adds what
they lack: stray-``&`` repair, URL validation, text sitemaps and a document-order quota.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache
from urllib.parse import urljoin, urlsplit

import lxml.etree
from scrapy.utils._compression import _DecompressionMaxSizeExceeded
from scrapy.utils.gz import gunzip
from scrapy.utils.sitemap import Sitemap, sitemap_urls_from_robots

from sitesampler.sitemap_fastpath import scan_urlset

#: (loc, lastmod, priority) as written in the sitemap; lastmod/priority are None when absent.
PageEntry = tuple[str, "str | None", "str | None"]

#: Where sites keep a sitemap when robots.txt names none (WordPress core, Yoast, the protocol).
USUAL_SITEMAP_PATHS = (
    "/sitemap.xml",
    "/sitemap_index.xml",
    "/wp-sitemap.xml",
    "/sitemap.xml.gz",
    "/sitemap.txt",
)

_GZIP_MAGIC = b"\x1f\x8b\x08"
# lxml's recover mode silently eats an unescaped "&" and garbles the rest of the text node,
# so escape every "&" that does not start an entity before parsing.
_STRAY_AMP = re.compile(rb"&(?!(?:amp|lt|gt|quot|apos|#[0-9]+|#x[0-9a-fA-F]+);)")
# A file cut short (truncated download, size limit) lacks its closing root tag.
_CLOSED = re.compile(rb"</(?:[\w.-]+:)?(?:urlset|sitemapindex)>\s*$")
# ``scheme://netloc`` as urlsplit cuts it: the netloc ends at the first "/", "?" or "#".
_SCHEME = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*:")
_ORIGIN = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*://[^/?#]*")
_ORIGIN_LINE = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*://[^/?#\n]*", re.MULTILINE)  # _ORIGIN, one per line
# The protocol's limit; longer locs are usually a truncated or broken file.
_MAX_LOC_LENGTH = 2048
_UTF16_BOMS = (b"\xff\xfe", b"\xfe\xff")
_DECLARED_ENCODING = re.compile(rb"""^(<\?xml[^>]*?encoding\s*=\s*["'])([A-Za-z0-9._-]+)""")


@dataclass
class SitemapContent:
    """What one sitemap file holds, in document order, and what was wrong with it (kind ->
    count: ``malformed_xml``, ``truncated``, ``invalid_loc``, ``relative_loc``, ``not_a_sitemap``,
    ``empty``, ``bad_encoding``)."""

    pages: list[PageEntry] = field(default_factory=list)
    sitemaps: list[str] = field(default_factory=list)
    problems: Counter[str] = field(default_factory=Counter)


def decompress(body: bytes, max_size: int) -> bytes | None:
    """Gunzip a ``.xml.gz`` body (sniffed, not guessed from the URL); ``None`` when too large.

    Gzip *Content-Encoding* is already undone by HttpCompressionMiddleware; this handles the
    file format, bounded so that a zip bomb costs at most ``max_size`` bytes.
    """
    if body[:3] != _GZIP_MAGIC:
        return body
    try:
        return gunzip(body, max_size=max_size)
    except _DecompressionMaxSizeExceeded:
        return None
    except (OSError, EOFError):
        return b""


def is_absolute_http_url(url: str) -> bool:
    """A loc we can use: absolute http(s) with a host, not cut short, no whitespace inside.

    Called once per sitemap entry, so the costly part (``urlsplit``, hostname and port) is
    decided once per origin: a sitemap repeats one ``scheme://host:port`` a million times, and
    ``urlsplit`` reads scheme, host and port from that prefix alone.
    """
    # str.split() cuts at exactly the characters str.isspace() accepts, in one C pass.
    if not url or len(url) >= _MAX_LOC_LENGTH or url.split() != [url]:
        return False
    origin = _ORIGIN.match(url)
    return _is_http_origin(origin[0] if origin else url)


def all_absolute_http_urls(urls: list[str]) -> bool:
    """:func:`is_absolute_http_url` for every one of ``urls``, in a few C passes over the whole
    list instead of a call per URL (a urlset's 50,000 locs share one or two origins)."""
    if not urls:
        return True
    if min(map(len, urls)) == 0 or max(map(len, urls)) >= _MAX_LOC_LENGTH:
        return False
    joined = "\n".join(urls)
    pieces = joined.split()  # the URLs themselves, unless one holds whitespace (which split drops)
    if len(pieces) != len(urls) or sum(map(len, pieces)) != len(joined) - len(urls) + 1:
        return False
    origins = _ORIGIN_LINE.findall(joined)
    if len(origins) != len(urls):  # a URL without scheme://: decided one by one
        return all(map(is_absolute_http_url, urls))
    return all(map(_is_http_origin, set(origins)))


@lru_cache(maxsize=256)
def _is_http_origin(url: str) -> bool:
    try:
        parts = urlsplit(url)
        return parts.scheme in ("http", "https") and bool(parts.hostname) and _valid_port(parts.port)
    except ValueError:  # "http://[::1", "http://e.com:99999/"
        return False


def _valid_port(port: int | None) -> bool:
    return port is None or 0 < port


def resolve_loc(loc: str, base_url: str | None, problems: Counter[str]) -> str | None:
    """``loc`` as a usable absolute URL, or ``None`` (counted as ``invalid_loc``).

    The protocol requires absolute URLs, but real exporters (WordPress core among them) write
    paths such as ``/about/``. Steps: an absolute http(s) URL is taken as is; a relative one
    (no scheme) is counted as ``relative_loc`` and joined to ``base_url`` (the sitemap's own URL
    in a crawl, ``--root`` offline) when there is one and the result stays on its host; anything
    else is invalid.
    """
    if is_absolute_http_url(loc):
        return loc
    if loc and not _SCHEME.match(loc) and loc.split() == [loc] and len(loc) < _MAX_LOC_LENGTH:
        joined = urljoin(base_url, loc) if base_url else None
        if joined is None or (is_absolute_http_url(joined)
                              and urlsplit(joined).hostname == urlsplit(base_url).hostname):
            problems["relative_loc"] += 1
            return joined
    problems["invalid_loc"] += 1
    return None


def parse_sitemap(body: bytes, base_url: str | None = None) -> SitemapContent:
    """Parse an XML urlset or index, or a text sitemap, into valid entries (document order).

    The format is sniffed from the content because servers label sitemaps as ``text/html``,
    ``application/octet-stream`` or anything else. Anything else (an HTML soft-404, RSS) yields
    nothing. Relative ``<loc>``s are resolved against ``base_url`` (see :func:`resolve_loc`).
    """
    problems: Counter[str] = Counter()
    head = _as_utf8(body.lstrip(b"\xef\xbb\xbf \t\r\n"), problems).lstrip(b"\xef\xbb\xbf \t\r\n")
    if not head:
        content = SitemapContent()
        problems["empty"] += 1
    elif head[:1] == b"<":
        content = _parse_plain_urlset(head) or _parse_xml(head, base_url)
    else:
        content = _parse_text(head)
    content.problems.update(problems)
    return content


def _as_utf8(body: bytes, problems: Counter[str]) -> bytes:
    """UTF-16 (by its BOM) re-encoded as UTF-8, and a file that declares no other encoding but
    is not UTF-8 read as Windows-1252, the usual culprit, so that its URLs stay whole.

    Declared encodings (``euc-kr``, ``iso-8859-1``...) are left to the XML parser.
    """
    if body[:2] in _UTF16_BOMS:
        text = body.decode("utf-16", errors="replace").encode("utf-8")
        return _DECLARED_ENCODING.sub(rb"\1UTF-8", text, count=1)
    declared = _DECLARED_ENCODING.match(body)
    if declared and declared.group(2).lower().replace(b"_", b"-") not in (b"utf-8", b"utf8"):
        return body
    try:
        body.decode("utf-8")
    except UnicodeDecodeError:
        problems["bad_encoding"] += 1
        return body.decode("cp1252", errors="replace").encode("utf-8")
    return body


def _parse_plain_urlset(body: bytes) -> SitemapContent | None:
    """The shortcut for the plain well-formed urlsets large sites publish: several times faster
    than lxml, the same entries, ``None`` for anything else (see ``sitemap_fastpath``)."""
    pages = scan_urlset(body, all_absolute_http_urls)
    return None if pages is None else SitemapContent(pages=pages)


def _parse_xml(body: bytes, base_url: str | None = None) -> SitemapContent:
    """lxml's recover mode keeps the entries before and after most damage (a mismatched tag, a
    stray ``<``); entities are never expanded and no DTD or external entity is loaded, so
    billion-laughs and XXE payloads stay inert text."""
    content = SitemapContent()
    sitemap = None
    try:
        sitemap = Sitemap(_STRAY_AMP.sub(b"&amp;", body))
        for entry in sitemap:
            loc = resolve_loc(entry.get("loc", ""), base_url, content.problems)
            if loc is not None and sitemap.type == "sitemapindex":
                content.sitemaps.append(loc)
            elif loc is not None and sitemap.type == "urlset":
                lastmod, priority = entry.get("lastmod") or None, entry.get("priority") or None
                content.pages.append((loc, lastmod, priority))
    except (StopIteration, lxml.etree.LxmlError):
        pass  # no root element, or damage recover mode gave up on: keep what was read
    if sitemap is None or sitemap.type not in ("urlset", "sitemapindex"):
        content.problems["not_a_sitemap"] += 1
        return content
    if len(sitemap.xmliter.error_log):
        content.problems["malformed_xml"] += 1
    if not _CLOSED.search(body[-200:]):
        # recover mode returns the entry the file was cut in as if it were whole
        # (https://e.com/e instead of https://e.com/events/42): drop the last one.
        del content.pages[-1:], content.sitemaps[-1:]
        content.problems["truncated"] += 1
    return content


def _parse_text(body: bytes) -> SitemapContent:
    lines = [line.strip() for line in body.decode("utf-8", errors="replace").splitlines() if line.strip()]
    content = SitemapContent(pages=[(line, None, None) for line in lines if is_absolute_http_url(line)])
    if not content.pages:
        content.problems["not_a_sitemap"] += 1
    elif invalid := len(lines) - len(content.pages):
        content.problems["invalid_loc"] += invalid
    return content


def sitemaps_from_robots(body: bytes, robots_url: str) -> list[str]:
    """``Sitemap:`` lines of a robots.txt, relative ones joined to its URL, first occurrence kept."""
    found = (url for url in sitemap_urls_from_robots(body, base_url=robots_url)
             if is_absolute_http_url(url))
    return list(dict.fromkeys(found))


def split_quota(quota: int, parts: int) -> list[int]:
    """Share ``quota`` over ``parts`` children in document order: even shares, the remainder
    to the first ones.

    Used when an index lists more pages than the discovery cap: every child sitemap gets a
    share instead of the first few taking everything, and which entries are kept depends only
    on the documents, never on the order responses arrive in.
    """
    if parts <= 0:
        return []
    share, extra = divmod(quota, parts)
    return [share + (1 if i < extra else 0) for i in range(parts)]
