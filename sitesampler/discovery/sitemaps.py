"""Sitemap and robots.txt bodies -> page entries and child sitemaps.

Pure functions on bytes, so the spider stays a thin I/O layer and every parsing trap is unit
testable without a crawl. XML goes to ``sitemap_fastpath`` (plain urlsets) or ``sitemap_xml``
(everything else, damage included); this module adds what they lack: one encoding, URL
validation and resolution, text sitemaps, robots.txt ``Sitemap:`` lines and a document-order
quota.
"""

from __future__ import annotations

import codecs
import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urljoin, urlsplit

from scrapy.utils._compression import _DecompressionMaxSizeExceeded
from scrapy.utils.gz import gunzip

from sitesampler.core.collector import collector_paused
from sitesampler.discovery.head_links import announced
from sitesampler.discovery.http_urls import (
    MAX_LOC_LENGTH,
    all_absolute_http_urls,
    all_ascii_hosts,
    ascii_host,
    is_absolute_http_url,
)
from sitesampler.discovery.sitemap_fastpath import scan_urlset
from sitesampler.discovery.sitemap_xml import looks_like_xml, read_xml

#: (loc, lastmod, priority) as written in the sitemap; lastmod/priority are None when absent.
PageEntry = tuple[str, "str | None", "str | None"]

#: Where sites keep a sitemap when robots.txt names none (WordPress core, Yoast, Astro's
#: ``@astrojs/sitemap``, the protocol).
USUAL_SITEMAP_PATHS = (
    "/sitemap.xml",
    "/sitemap_index.xml",
    "/sitemap-index.xml",
    "/wp-sitemap.xml",
    "/sitemap.xml.gz",
    "/sitemap.txt",
)


def announced_sitemaps(response: Any) -> list[str]:
    """The sitemaps a page announces in its head (``<link rel="sitemap" href="...">``, as Astro
    Starlight writes on every page), absolute, once each, in document order; none for a page
    that is not text.

    >>> from scrapy.http import HtmlResponse
    >>> page = HtmlResponse("https://docs.example/guide/", body=b'''<html><head>
    ... <link rel="sitemap" href="/sitemap-index.xml"><link rel="Sitemap" href="/sitemap-index.xml">
    ... <link rel="stylesheet" href="/sitemap.css"></head></html>''')
    >>> announced_sitemaps(page)
    ['https://docs.example/sitemap-index.xml']
    """
    return announced(response, "sitemap")


_GZIP_MAGIC = b"\x1f\x8b\x08"
_LEADING_BLANKS = b"\xef\xbb\xbf \t\r\n"  # a UTF-8 byte order mark and blanks before the first tag
# UTF-32 marks first: the little-endian one starts with UTF-16's.
_WIDE_BOMS = ((b"\xff\xfe\x00\x00", "utf-32-le"), (b"\x00\x00\xfe\xff", "utf-32-be"),
              (b"\xff\xfe", "utf-16-le"), (b"\xfe\xff", "utf-16-be"))
# Which of the first four bytes are zero when the first character is "<" or a blank.
_WIDE_ZEROS: dict[tuple[bool, ...], str] = {(False, True, True, True): "utf-32-le", (True, True, True, False): "utf-32-be",
               (False, True, False, True): "utf-16-le", (True, False, True, False): "utf-16-be"}
# RFC 3986: a reference starting with a scheme is no relative reference.
_SCHEME = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*:")
# An absolute URL that lost its colon or its scheme: never a path of the sitemap's folder.
_DAMAGED_ABSOLUTE = re.compile(r"(?:https?//|www\.)", re.IGNORECASE)
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


def resolve_loc(loc: str, base_url: str | None, problems: Counter[str]) -> str | None:
    """``loc`` as a usable absolute URL, or ``None`` (counted as ``invalid_loc``).

    The protocol requires absolute URLs, but real exporters (WordPress core among them) write
    relative references such as ``/about/``. Steps: an absolute http(s) URL is taken as is; a
    relative reference (:func:`is_relative_reference`) is counted as ``relative_loc`` and
    resolved as RFC 3986 says against ``base_url`` (the sitemap's own URL in a crawl; offline,
    see ``sitesampler.cli``) when there is one and the result stays on its host; anything
    else is invalid. Hosts come out in their ASCII spelling (:func:`ascii_host`).

    >>> problems = Counter()
    >>> [resolve_loc(loc, "https://e.com/maps/sitemap.xml", problems)
    ...  for loc in ("page", "./page", "../up/page", "/abs", "//e.com/abs", "https//e.com/x")]
    ['https://e.com/maps/page', 'https://e.com/maps/page', 'https://e.com/up/page', 'https://e.com/abs', \
'https://e.com/abs', None]
    """
    if is_absolute_http_url(loc):
        spelled = ascii_host(loc)
        # IDNA folds some characters into others (U+00A8 into a space and a combining mark):
        # a host whose ASCII spelling is no host is no page.
        if spelled is loc or is_absolute_http_url(spelled):
            return spelled
        problems["invalid_loc"] += 1
        return None
    if is_relative_reference(loc) and loc.split() == [loc] and len(loc) < MAX_LOC_LENGTH:
        joined = _join(base_url, loc) if base_url else None
        if joined is None or (is_absolute_http_url(joined) and _same_host(joined, base_url)):
            problems["relative_loc"] += 1
            return joined
    problems["invalid_loc"] += 1
    return None


def is_relative_reference(loc: str) -> bool:
    """A relative reference (RFC 3986 section 4.2: no scheme) that names a page, not an
    absolute URL damaged: no scheme, not only a query or fragment (the sitemap itself), and
    none of the spellings of a URL that lost part of its beginning, which, resolved, would
    invent a page (``https//e.com/x``, ``www.e.com/x``, ``"https://e.com/x``).

    >>> [is_relative_reference(loc) for loc in ("page", "../up/page", "/abs", "//host/abs")]
    [True, True, True, True]
    >>> [is_relative_reference(loc) for loc in ("mailto:a@e.com", "#top", "https//e.com/x", "www.e.com/x")]
    [False, False, False, False]
    """
    return bool(loc) and _SCHEME.match(loc) is None and loc[0] not in "?#" and (
        loc[0] == "/" or (_DAMAGED_ABSOLUTE.match(loc) is None and "://" not in loc))


def _all_plain_urls(urls: list[str]) -> bool:
    """What the fast reader may return as is: valid locs, every host already ASCII."""
    return all_absolute_http_urls(urls) and all_ascii_hosts(urls)


def _join(base_url: str, loc: str) -> str:
    try:
        return urljoin(base_url, loc)
    except ValueError:  # "//[broken-ipv6/"
        return ""


def _same_host(url: str, other: str | None) -> bool:
    return other is not None and urlsplit(url).hostname == urlsplit(other).hostname


#: How far into an answer :func:`is_sitemap` looks: a sitemap's root tag comes after at most an
#: XML declaration, a stylesheet, comments; a text sitemap's first URLs are enough.
SNIFF_BYTES = 4096


def is_sitemap(downloaded: bytes, max_size: int) -> bool:
    r"""Whether an answer is a sitemap, by its content (gzipped or not): an XML urlset or index,
    or a text file of URLs. An auditor may give the sitemap's address as the site's (as
    ``pa11y-ci --sitemap`` takes one); a page, a feed or a robots.txt is none.

    >>> is_sitemap(b'<?xml version="1.0"?><?xml-stylesheet href="/s.xsl"?>'
    ...            b'<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url>', 2**20)
    True
    >>> import gzip; is_sitemap(gzip.compress(b"<sitemapindex><sitemap><loc>https://a.example/1.xml"), 2**20)
    True
    >>> is_sitemap(b"https://a.example/\nhttps://a.example/about\n", 2**20)
    True
    >>> is_sitemap(b"<!doctype html><html><body><p>urlset</p>", 2**20), is_sitemap(b"User-agent: *\nDisallow:", 2**20)
    (False, False)
    >>> is_sitemap(b'<rss version="2.0"><channel><link>https://a.example/</link>', 2**20)
    False
    """
    body = decompress(downloaded, max_size) or b""
    head = body[:SNIFF_BYTES].lstrip(_LEADING_BLANKS)
    if head[:1] == b"<":
        return looks_like_xml(head) and _ROOT_ELEMENT.match(_XML_PROLOG.sub(b"", head)) is not None
    lines = head.decode("utf-8", "replace").splitlines()
    if len(body) > SNIFF_BYTES:
        lines = lines[:-1]  # cut short here
    urls = [line.strip() for line in lines if line.strip()]
    return bool(urls) and all(is_absolute_http_url(url) for url in urls)


#: What may come before a document's root element: the XML declaration, processing
#: instructions (a stylesheet), comments, a doctype, and blanks.
_XML_PROLOG = re.compile(rb"\A(?:\s+|<\?.*?\?>|<!--.*?-->|<!DOCTYPE[^>]*>)*", re.DOTALL | re.IGNORECASE)
_ROOT_ELEMENT = re.compile(rb"<(?:[A-Za-z_][\w.-]*:)?(?:urlset|sitemapindex)[\s/>]")


def read_sitemap(downloaded: bytes, max_size: int, base_url: str | None = None) -> SitemapContent | None:
    """A downloaded sitemap's entries: :func:`decompress`, then :func:`parse_sitemap`; ``None``
    when it unpacks past ``max_size``. The unpacked bytes live only inside this call, so a
    gzipped sitemap's document is not held while its pages are sampled."""
    body = decompress(downloaded, max_size)
    return None if body is None else parse_sitemap(body, base_url)


def parse_sitemap(body: bytes, base_url: str | None = None) -> SitemapContent:
    """Parse an XML urlset or index, or a text sitemap, into valid entries (document order).

    The format is sniffed from the content because servers label sitemaps as ``text/html``,
    ``application/octet-stream`` or anything else. Anything else (an HTML soft-404, RSS) yields
    nothing. Relative ``<loc>``s are resolved against ``base_url`` (see :func:`resolve_loc`).
    The garbage collector is paused over an XML document's entries: a tuple each, no cycle
    (:mod:`sitesampler.core.collector`).
    """
    problems: Counter[str] = Counter()
    head = _as_utf8(body, problems).lstrip(_LEADING_BLANKS)
    if not head:
        content = SitemapContent()
        problems["empty"] += 1
    elif looks_like_xml(head):
        with collector_paused():
            content = _parse_plain_urlset(head) or _parse_xml(head, base_url)
    else:
        content = _parse_text(head)
    content.problems.update(problems)
    return content


def _as_utf8(body: bytes, problems: Counter[str]) -> bytes:
    """The document as UTF-8, so that every reader after this one sees one encoding.

    Steps: a UTF-32 or UTF-16 file, by its byte order mark or, without one, by the zero bytes
    around its first character (XML 1.0 appendix F), is decoded; a declared encoding Python
    knows (``euc-kr``, ``iso-8859-1``...) is decoded (one it does not know is left to lxml); a
    file that declares no other encoding and is not UTF-8 is read as Windows-1252, the usual
    culprit, and counted as ``bad_encoding``, so that its URLs stay whole.
    """
    if wide := _wide_encoding(body):
        codec, mark = wide
        return _declare_utf8(body[mark:].decode(codec, errors="replace").encode("utf-8"))
    body = body.lstrip(_LEADING_BLANKS)
    declared = _DECLARED_ENCODING.match(body)
    if declared:
        try:
            codec = codecs.lookup(declared[2].decode("ascii")).name
        except LookupError:
            return body
        if codec not in ("utf-8", "utf-16", "utf-16-le", "utf-16-be", "utf-32", "utf-32-le", "utf-32-be"):
            return _declare_utf8(body.decode(codec, errors="replace").encode("utf-8"))
        if codec != "utf-8":  # a "UTF-16" label on 8-bit bytes: read them as what they are
            body = _declare_utf8(body)
    try:
        body.decode("utf-8")
    except UnicodeDecodeError:
        problems["bad_encoding"] += 1
        return body.decode("cp1252", errors="replace").encode("utf-8")
    return body


def _wide_encoding(body: bytes) -> tuple[str, int] | None:
    """(codec, byte order mark length) of a UTF-32 or UTF-16 file, or ``None``."""
    for mark, codec in _WIDE_BOMS:
        if body.startswith(mark):
            return codec, len(mark)
    unmarked = _WIDE_ZEROS.get(tuple(byte == 0 for byte in body[:4]))
    return (unmarked, 0) if unmarked else None


def _declare_utf8(body: bytes) -> bytes:
    body = body.lstrip(_LEADING_BLANKS)
    return _DECLARED_ENCODING.sub(rb"\1UTF-8", body, count=1)


def _parse_plain_urlset(body: bytes) -> SitemapContent | None:
    """The shortcut for the plain well-formed urlsets large sites publish: several times faster
    than lxml, the same entries, ``None`` for anything else (see ``sitemap_fastpath``)."""
    pages = scan_urlset(body, _all_plain_urls)
    return None if pages is None else SitemapContent(pages=pages)


def _parse_xml(body: bytes, base_url: str | None = None) -> SitemapContent:
    """An XML urlset or index read by :func:`read_xml` (recover mode, then salvage where it
    reports damage), its locs validated. A damaged file counts as ``truncated`` when its root
    is never closed, ``malformed_xml`` otherwise; entities are never expanded and no DTD or
    external entity is loaded, so billion-laughs and XXE payloads stay inert text."""
    content = SitemapContent()
    found = read_xml(body)
    if found.type is None:
        content.problems["not_a_sitemap"] += 1
        return content
    if found.damaged:
        content.problems["malformed_xml" if found.closed else "truncated"] += 1
    for loc, lastmod, priority in found.entries:
        url = resolve_loc(loc, base_url, content.problems)
        if url is not None and found.type == "sitemapindex":
            content.sitemaps.append(url)
        elif url is not None:
            content.pages.append((url, lastmod, priority))
    return content


def _parse_text(body: bytes) -> SitemapContent:
    lines = [line.strip() for line in body.decode("utf-8", errors="replace").splitlines() if line.strip()]
    content = SitemapContent(pages=[(line, None, None) for line in lines if is_absolute_http_url(line)])
    if not content.pages:
        content.problems["not_a_sitemap"] += 1
    elif invalid := len(lines) - len(content.pages):
        content.problems["invalid_loc"] += invalid
    return content


#: The directives of a robots.txt that name a sitemap: the protocol's, and the misspellings
#: Protego (and for ``site-map`` Google's parser) takes for it.
SITEMAP_DIRECTIVES = (b"sitemap", b"sitemaps", b"site-map")


def sitemaps_from_robots(body: bytes, robots_url: str) -> tuple[list[str], int]:
    """``Sitemap:`` lines of a robots.txt, relative ones joined to its URL, first occurrence kept;
    and how many lines named no usable URL (``http://[::1/``, ``ftp:``...), which are skipped
    one by one (Scrapy's ``sitemap_urls_from_robots`` raises on the first and loses them all).
    Lines are read as robots.txt parsers read them (Protego, which Scrapy obeys, and Google's):
    a comment runs from ``#`` to the line's end, the directive is what comes before the first
    colon, blanks around it aside (``Sitemap : URL``), in any case and in the misspellings they
    take (:data:`SITEMAP_DIRECTIVES`), and a byte order mark starts no line."""
    found, invalid = [], 0
    for line in body.removeprefix(codecs.BOM_UTF8).splitlines():
        directive, colon, value = line.partition(b"#")[0].partition(b":")
        if not colon or directive.strip().lower() not in SITEMAP_DIRECTIVES:
            continue
        try:
            url = _join(robots_url, value.strip().decode())
        except UnicodeDecodeError:
            url = ""
        if is_absolute_http_url(url):
            found.append(url)
        else:
            invalid += 1
    return list(dict.fromkeys(found)), invalid


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


def fill_quota(sizes: list[int], quota: int) -> list[int]:
    """How many entries each of several children keeps when together they may keep ``quota``:
    every child keeps all it has while the total fits; past it, the smallest keep all they have
    and the quota they leave passes on to the others, which share it evenly (the remainder to
    the first in document order). Depends only on the sizes, never on arrival order.

    Steps: visit the children from the smallest; each keeps its size or an even share of what
    is left, whichever is less; the children the even share cut get it, plus one each for the
    first ones in document order while the remainder lasts.
    """
    kept = [0] * len(sizes)
    left, open_children = quota, sorted(range(len(sizes)), key=lambda i: (sizes[i], i))
    while open_children and sizes[open_children[0]] * len(open_children) <= left:
        child = open_children.pop(0)
        kept[child] = sizes[child]
        left -= sizes[child]
    for child, share in zip(sorted(open_children), split_quota(left, len(open_children))):
        kept[child] = share
    return kept
