"""A fast reader for the common sitemap: a plain, well-formed UTF-8 urlset.

Scrapy's ``Sitemap`` (lxml iterparse in recover mode) builds and clears an element per tag and a
dict per ``<url>``; on a 50,000-URL file that is most of the crawl's time. Nearly every large
sitemap is machine-written in one layout (``loc``, ``lastmod``, ``changefreq``, ``priority`` in
the protocol's order), which one regular expression reads in a single C pass.

It is only a shortcut, never a second opinion: :func:`scan_urlset` answers ``None`` whenever
the document is not exactly that layout (DOCTYPE, comments, character references, a declared
encoding other than UTF-8, extension elements, attributes, another child order, a file cut
short...), and the caller then uses the robust parser. Whenever it does answer, it yields the
same entries as the robust parser (tests/test_sitemap_fastpath.py).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from sitesampler.discovery.http_urls import all_printable

#: (loc, lastmod, priority) as written (stripped, entities decoded); None when absent or empty.
Entry = tuple[str, "str | None", "str | None"]

# The prolog a plain urlset may have: an XML declaration and stylesheet PIs, then the root.
_ROOT = re.compile(
    r"\A(?:<\?xml(?P<decl>[^>]*)\?>)?(?:[ \t\r\n]*<\?xml-stylesheet[^>]*\?>)*[ \t\r\n]*"
    r"<(?:(?P<prefix>[A-Za-z_][\w.-]*):)?urlset[ \t\r\n>]"
)
_ENCODING = re.compile(r"""encoding[ \t\r\n]*=[ \t\r\n]*["']([^"']*)["']""")
_CLOSED = re.compile(r"</(?:[A-Za-z_][\w.-]*:)?urlset>[ \t\r\n]*\Z")
_CDATA_OPEN = b"<![CDATA["
# Characters XML forbids (C0 controls but tab and line ends; U+FFFE, U+FFFF in UTF-8): lxml's
# recover mode drops them or stops there.
_FORBIDDEN_BYTES = bytes(b for b in range(32) if b not in b"\t\n\r")
_FORBIDDEN_SEQUENCES = (b"\xef\xbf\xbe", b"\xef\xbf\xbf")
_ENTITY = re.compile(r"&(amp|lt|gt|quot|apos);")
_ENTITIES = {"amp": "&", "lt": "<", "gt": ">", "quot": '"', "apos": "'"}
_CDATA = re.compile(r"<!\[CDATA\[(.*?)\]\]>", re.DOTALL)


@lru_cache(maxsize=16)
def _url_pattern(prefix: str, cdata: bool) -> re.Pattern[str]:
    """One ``<url>`` in the protocol's child order, for elements spelled with ``prefix``; an
    element's text may hold CDATA sections only when ``cdata`` (a document without any is read
    by the plain ``[^<]*``, which the engine runs faster than the alternation that allows them)."""
    p = re.escape(prefix + ":" if prefix else "")
    # A CDATA section ends at its first "]]>": its content may not run past it, or a <url> in
    # another child order makes the engine try every later section (minutes on a 2 MB file).
    text = r"([^<]*(?:<!\[CDATA\[(?:[^\]]|\](?!\]>))*\]\]>[^<]*)*)" if cdata else r"([^<]*)"
    ws = r"[ \t\r\n]*"

    def child(name: str, capture: bool) -> str:
        inner = text if capture else text.replace("(", "(?:", 1)
        return f"<{p}{name}>{inner}</{p}{name}>{ws}"

    return re.compile(
        f"<{p}url>{ws}{child('loc', True)}(?:{child('lastmod', True)})?"
        f"(?:{child('changefreq', False)})?(?:{child('priority', True)})?</{p}url>",
        re.DOTALL,
    )


def scan_urlset(body: bytes, all_valid: Callable[[list[str]], bool]) -> list[Entry] | None:
    """The entries of a plain well-formed urlset in document order, or ``None`` to say "use the
    robust parser" (also when ``all_valid`` refuses the locs). ``body`` starts at its first ``<``."""
    body = _without_trailing_comments(body)
    # A one-byte search (memchr) first: "#" and "!" are rare in a sitemap, "&" and "<" are not.
    if _has_declarations(body) or (b"#" in body and b"&#" in body) or _has_forbidden(body):
        return None
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError:
        return None
    root = _ROOT.match(text)
    if root is None or not _utf8_declared(root["decl"]) or not _CLOSED.search(text[-200:]):
        return None
    # Entities decoded in one pass over the whole document when that cannot change its markup
    # (no "&lt;" to become a tag, no CDATA to keep verbatim, no CR to normalise): every field
    # then only needs stripping, instead of a decoding call per field.
    cdata = "<![CDATA[" in text
    plain = "&lt;" not in text and not cdata and "\r" not in text
    if plain and "&" in text:
        text = _decode(text)
    url_tags = text.count("url>")
    entries = _url_pattern(root["prefix"] or "", cdata).findall(text, root.end())
    del text  # as big as the body: not kept while the rows are read
    # Every <url> and </url> must belong to an entry read: anything else (an extension element,
    # an attribute, another child order) leaves one out, and the robust parser decides.
    if url_tags != 2 * len(entries):
        return None
    if plain and all(map(_without_edge_space, zip(*entries))):  # the usual machine-written file
        pages = [(loc, lastmod or None, priority or None) for loc, lastmod, priority in entries]
    else:
        clean = str.strip if plain else _text
        pages = [(clean(loc), clean(lastmod) or None, clean(priority) or None) for loc, lastmod, priority in entries]
    del entries  # the raw rows, before validation's copies
    # An invalid loc is the robust parser's to count and report.
    return pages if all_valid([loc for loc, _, _ in pages]) else None


def _without_edge_space(fields: tuple[str, ...]) -> bool:
    """No field of a column (every loc, or every lastmod...) has whitespace at an edge, so none
    needs stripping. Every character ``str.strip`` removes but the ASCII space is unprintable,
    and the NUL that joins the column cannot be in a document read here (it is forbidden).

    Steps, each a pass in C over the joined column: every field printable (:func:`all_printable`);
    a column without a space (one ``memchr``) has none at an edge."""
    joined = "\0".join(fields)
    return all_printable(fields, joined) and (" " not in joined or not (
        joined.startswith(" ") or joined.endswith(" ") or "\0 " in joined or " \0" in joined))


def _without_trailing_comments(body: bytes) -> bytes:
    """``body`` without the comments after its root element (SEO plugins sign their sitemaps
    with one), which would otherwise send every such file to the slower robust parser."""
    trimmed = body.rstrip(b" \t\r\n")
    if not trimmed.endswith(b"-->"):
        return body  # not the copy: a body is megabytes
    while trimmed.endswith(b"-->"):
        start = trimmed.rfind(b"<!--")
        if start < 0 or b"--" in trimmed[start + 4:-3]:
            return body  # not one well-formed comment: the robust parser decides
        trimmed = trimmed[:start].rstrip(b" \t\r\n")
    return trimmed


def _has_declarations(body: bytes) -> bool:
    """Any ``<!`` but a CDATA section (DOCTYPE, ENTITY, comments)? Substring searches: a regex
    would try its pattern at every ``<`` of the document."""
    start = body.find(b"<!") if b"!" in body else -1  # "!" is rare: one memchr first
    while start >= 0:
        end = body.find(b"]]>", start)
        if end < 0 or not body.startswith(_CDATA_OPEN, start):
            return True
        start = body.find(b"<!", end)
    return False


def _has_forbidden(body: bytes) -> bool:
    """Any character XML forbids? (``translate`` deletes in one C pass, much faster than a regex
    character class; an ASCII body, checked in one pass, holds neither forbidden sequence.)"""
    return len(body.translate(None, _FORBIDDEN_BYTES)) != len(body) or (not body.isascii() and any(
        sequence in body for sequence in _FORBIDDEN_SEQUENCES))


def _utf8_declared(declaration: str | None) -> bool:
    """No declaration, no encoding in it, or UTF-8: the only cases decoded as UTF-8 here."""
    found = _ENCODING.search(declaration or "")
    return found is None or found[1].lower() in ("utf-8", "utf8")


def _text(written: str) -> str:
    """An element's text as lxml gives it: line ends normalised, entities decoded outside CDATA
    sections, CDATA taken verbatim, then stripped."""
    if "\r" in written:
        written = written.replace("\r\n", "\n").replace("\r", "\n")
    if "<![CDATA[" not in written:
        return _decode(written).strip()
    parts = _CDATA.split(written)  # text, cdata, text, cdata, ..., text
    return "".join(part if index % 2 else _decode(part) for index, part in enumerate(parts)).strip()


def _decode(text: str) -> str:
    """The five XML entities; any other ``&`` stays literal, as the robust parser's stray-``&``
    repair leaves it."""
    return _ENTITY.sub(lambda match: _ENTITIES[match[1]], text) if "&" in text else text
