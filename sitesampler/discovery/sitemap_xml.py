"""The robust XML sitemap reader: lxml's recover mode, then a salvage pass wherever it reports damage.

lxml in recover mode reads a well-formed file exactly, but on local damage (an extra closing
tag, a lost ``<``, a bad character in a tag name, nesting past its depth limit, junk after the
root) it may stop, or fold the following entries into the damaged one: everything after the
damage was lost. And markup typed into a loc's text (``<!--``, ``<?``, a tag) is well-formed
enough that lxml reports nothing: it drops the comment and joins the text around it, which may
run into the next entry's loc, into a URL in neither. So whenever lxml reports an error, or a
loc's text holds markup, the entries are taken instead from a salvage pass that needs no document structure: every complete ``<url>...</url>`` (or
``<sitemap>...</sitemap>``) block is read on its own. An entry whose block survived byte for
byte is therefore always kept, wherever the damage is, and a block that is itself damaged
(no closing ``</loc>``, markup inside the loc text, cut short) gives nothing: a URL is never
pieced together from damaged text.

Both passes return raw entries (text as written, entities decoded, CDATA verbatim); the caller
validates the URLs.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from html import unescape

import lxml.etree
from scrapy.utils.sitemap import Sitemap

#: (loc, lastmod, priority) as written; lastmod/priority are None when absent or empty.
RawEntry = tuple[str, "str | None", "str | None"]
SITEMAP_TYPES = ("urlset", "sitemapindex")
#: The element holding one entry, per document type.
ENTRY_TAG = {"urlset": b"url", "sitemapindex": b"sitemap"}

# lxml's recover mode silently eats an unescaped "&" and garbles the rest of the text node,
# so every "&" that does not start an entity is escaped before parsing (outside CDATA sections,
# whose text is taken verbatim).
_STRAY_AMP = re.compile(rb"&(?!(?:amp|lt|gt|quot|apos|#[0-9]+|#x[0-9a-fA-F]+);)")
_CDATA = re.compile(rb"<!\[CDATA\[.*?\]\]>", re.DOTALL)
_CDATA_SPLIT = re.compile(rb"<!\[CDATA\[(.*?)\]\]>", re.DOTALL)
# A root tag (opening or closing) anywhere: the type of a file whose root lxml could not read.
_ROOT_TAG = re.compile(rb"</?(?:[A-Za-z_][\w.-]*:)?(urlset|sitemapindex)[\s/>]")
_ROOT_CLOSED = re.compile(rb"</(?:[A-Za-z_][\w.-]*:)?(?:urlset|sitemapindex)\s*>")
# A character reference or one of the five entities; any other "&" stays literal, as the stray-&
# repair leaves it for lxml.
_ENTITY = re.compile(r"&(?:amp|lt|gt|quot|apos|#[0-9]+|#x[0-9a-fA-F]+);")
# A loc (any prefix) whose text, CDATA sections aside, runs into anything but its closing tag:
# a comment, a processing instruction or an element inside it. A CDATA section ends at its
# first "]]>", so the engine never tries a later one (see sitemap_fastpath).
_MARKUP_IN_LOC = re.compile(rb"<(?:[A-Za-z_][\w.-]*:)?loc\s*>[^<]*"
                            rb"(?:<!\[CDATA\[(?:[^\]]|\](?!\]>))*\]\]>[^<]*)*<(?!/|!\[CDATA\[)")
_ERROR = lxml.etree.ErrorLevels.ERROR


@dataclass
class XmlEntries:
    """What the reader found: the document type (``None``: not a sitemap), its raw entries in
    document order, whether lxml reported damage, and whether the root was ever closed."""

    type: str | None = None
    entries: list[RawEntry] = field(default_factory=list)
    damaged: bool = False
    closed: bool = True


def read_xml(body: bytes) -> XmlEntries:
    """The entries of an XML urlset or sitemap index, never losing an undamaged one.

    Steps: read with lxml in recover mode; when it reports no error and no loc's text holds
    markup, that is the answer; otherwise take the document type from lxml or, failing that, from a root tag anywhere in the
    file, and the entries from :func:`salvage`.
    """
    found = XmlEntries()
    sitemap = None
    try:
        sitemap = Sitemap(escape_stray_ampersands(body))
        for entry in sitemap:
            found.entries.append((entry.get("loc", ""), entry.get("lastmod") or None, entry.get("priority") or None))
    except (StopIteration, lxml.etree.LxmlError):
        found.damaged = True  # no root element, or damage recover mode gave up on
    if sitemap is not None and sitemap.type in SITEMAP_TYPES:
        found.type = sitemap.type
    if sitemap is None or any(error.level >= _ERROR for error in sitemap.xmliter.error_log):
        found.damaged = True  # warnings (a relative namespace URI) are no damage
    elif _MARKUP_IN_LOC.search(body):
        found.damaged = True  # lxml joined or cut the loc's text around the markup
    if not found.damaged:
        return found
    if found.type is None and (root := _ROOT_TAG.search(body)):
        found.type = root[1].decode()
    found.closed = _ROOT_CLOSED.search(body) is not None
    found.entries = salvage(body, found.type) if found.type else []
    return found


def looks_like_xml(head: bytes) -> bool:
    """Starts with a tag, or has a sitemap root tag near its start (a stray byte before the
    declaration must not turn a whole sitemap into a text file of no URLs)."""
    return head[:1] == b"<" or _ROOT_TAG.search(head, 0, 4096) is not None


def escape_stray_ampersands(body: bytes) -> bytes:
    """Every ``&`` that starts no entity escaped, except inside CDATA sections."""
    if b"&" not in body:
        return body
    if b"<![CDATA[" not in body:
        return _STRAY_AMP.sub(b"&amp;", body)
    pieces, start = [], 0
    for section in _CDATA.finditer(body):
        pieces += [_STRAY_AMP.sub(b"&amp;", body[start:section.start()]), section[0]]
        start = section.end()
    pieces.append(_STRAY_AMP.sub(b"&amp;", body[start:]))
    return b"".join(pieces)


def salvage(body: bytes, document_type: str) -> list[RawEntry]:
    """Entries read block by block, without trusting the document's structure.

    Steps: find every opening and every closing tag of the entry element (``url`` or ``sitemap``,
    any namespace prefix); a block runs from an opening tag to the first closing tag before the
    next opening tag (an opening tag without one is a damaged entry, skipped); read each block's
    ``loc``, ``lastmod`` and ``priority`` (:func:`_block_entry`).
    """
    tag = ENTRY_TAG[document_type]
    openings = [(match.start(), match.end(), match[1] or b"")
                for match in re.finditer(rb"<(?:([A-Za-z_][\w.-]*):)?" + tag + rb"(?:\s[^<>]*)?>", body)]
    closings = [match.start() for match in re.finditer(rb"</(?:[A-Za-z_][\w.-]*:)?" + tag + rb"\s*>", body)]
    entries, next_closing = [], 0
    for number, (_, end, prefix) in enumerate(openings):
        limit = openings[number + 1][0] if number + 1 < len(openings) else len(body)
        while next_closing < len(closings) and closings[next_closing] < end:
            next_closing += 1
        if next_closing < len(closings) and closings[next_closing] < limit:
            if entry := _block_entry(body[end:closings[next_closing]], prefix):
                entries.append(entry)
    return entries


def _block_entry(block: bytes, prefix: bytes) -> RawEntry | None:
    """``(loc, lastmod, priority)`` of one entry block, or ``None`` when its loc is not whole.

    Only children spelled with the entry's own prefix count, so an image extension's
    ``<image:loc>`` is never taken for the page's.
    """
    loc = _child_text(block, prefix, b"loc")
    if not loc:
        return None
    return loc, _child_text(block, prefix, b"lastmod") or None, _child_text(block, prefix, b"priority") or None


def _child_text(block: bytes, prefix: bytes, name: bytes) -> str | None:
    """The text of the first ``<name>`` child as lxml would give it (entities decoded, CDATA
    verbatim, stripped), or ``None`` when absent or when markup inside shows it damaged, or
    when it is not UTF-8 (a file of an encoding Python does not know reaches here undecoded:
    a replacement character would be a URL the file does not hold)."""
    match = _child_pattern(prefix, name).search(block)
    if match is None:
        return None
    written = match[1]
    try:
        if b"<" not in written:
            return _decode(written.decode("utf-8")).strip()
        pieces = _CDATA_SPLIT.split(written)  # text, cdata, text, ..., text
        if any(b"<" in piece for piece in pieces[::2]):
            return None  # a tag or a lost "<" inside the text: damaged
        return "".join(piece.decode("utf-8") if index % 2 else _decode(piece.decode("utf-8"))
                       for index, piece in enumerate(pieces)).strip()
    except UnicodeDecodeError:
        return None


@lru_cache(maxsize=32)
def _child_pattern(prefix: bytes, name: bytes) -> re.Pattern[bytes]:
    spelled = re.escape(prefix + b":" if prefix else b"") + name
    return re.compile(rb"<" + spelled + rb"\s*>(.*?)</" + spelled + rb"\s*>", re.DOTALL)


def _decode(text: str) -> str:
    """Entities and character references decoded; a stray ``&`` left as written."""
    return _ENTITY.sub(lambda match: unescape(match[0]), text) if "&" in text else text
