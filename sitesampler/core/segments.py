"""Path segments as text, and the published per-segment template rules.

Typing must happen on the decoded text: on the percent-encoded form a Korean word is a long
run of hex-looking characters, so ``/공지사항`` and ``/회사소개`` both looked like ``{hash}``
and formed a fake cluster, and Korean keywords never matched. Segments are percent-decoded,
decoded as UTF-8 (or the legacy Korean/Japanese/Chinese encodings sites still emit), and
NFC-normalised; strong placeholders (``{hash}``, ``{uuid}``, ...) are ASCII-only tests.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from urllib.parse import unquote_to_bytes

_LEGACY_ENCODINGS = ("cp949", "shift_jis", "gb18030")

_UUID = re.compile(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}")
_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")
_YEAR = re.compile(r"(?:19|20)\d{2}")
_HEX = re.compile(r"[0-9a-fA-F]{12,}")
_ALNUM16 = re.compile(r"[A-Za-z0-9_]{16,}")


@lru_cache(maxsize=1 << 16)
def decode_segment(segment: str) -> str:
    """Percent-decode one path segment to NFC text (UTF-8 first, then legacy encodings)."""
    if "%" not in segment:
        return segment if segment.isascii() else unicodedata.normalize("NFC", segment)
    data = unquote_to_bytes(segment)
    for encoding in ("utf-8", *_LEGACY_ENCODINGS):
        try:
            text = data.decode(encoding)
            break
        except UnicodeDecodeError:
            continue
    else:  # bytes no candidate encoding accepts (a lone %FF): latin-1 keeps every byte as a character
        text = data.decode("latin-1")
    return unicodedata.normalize("NFC", text)


def _has_letters_and_digits(text: str) -> bool:
    return any(char.isdigit() for char in text) and any(char.isalpha() for char in text)


@lru_cache(maxsize=1 << 16)
def published_segment_key(segment: str, first: bool) -> str:
    """The published rule for one decoded segment; the first rule that matches wins.

    ``first`` is true for the first path segment, which never becomes ``{slug}`` (otherwise
    ``/blog/*`` and ``/products/*`` would merge).
    """
    ascii_segment = segment.isascii()
    if ascii_segment:
        if _UUID.fullmatch(segment):
            return "{uuid}"
        if _DATE.fullmatch(segment):
            return "{date}"
        if _YEAR.fullmatch(segment):
            return "{year}"
        if segment.isdigit():
            return "{n}"
        if _HEX.fullmatch(segment) or (
            "-" not in segment and _ALNUM16.fullmatch(segment) and _has_letters_and_digits(segment)
        ):
            return "{hash}"
    if not first and len(segment) >= 8 and (segment.count("-") >= 2 or _has_letters_and_digits(segment)):
        return "{slug}"
    return segment.casefold()


def published_template(segments: tuple[str, ...]) -> tuple[str, ...]:
    """The published template key of a decoded path (the query is ignored, as published)."""
    return tuple(published_segment_key(segment, i == 0) for i, segment in enumerate(segments))


def is_placeholder(token: str) -> bool:
    """A template segment that stands for values: ``{slug}``, ``{n}-{slug}``, ``c{n}``."""
    return token.endswith("}") and "{" in token


def template_parts(template: str) -> tuple[str, str, str]:
    """A template's path, its ``?`` and its query, as ``str.partition("?")`` gives them, but
    for a ``?`` within a placeholder: an optional prefix (``{lang?}``) is part of the path.

    >>> template_parts("/{lang?}/search?q={v}"), template_parts("/{lang?}/docs/{slug}")
    (('/{lang?}/search', '?', 'q={v}'), ('/{lang?}/docs/{slug}', '', ''))
    """
    depth = 0
    for at, char in enumerate(template):
        if char == "{":
            depth += 1
        elif char == "}":
            depth = max(depth - 1, 0)
        elif char == "?" and not depth:
            return template[:at], "?", template[at + 1:]
    return template, "", ""


#: A language's code as a path segment (``de``, ``pt-br``, ``fr_CA``): a language folder, a
#: locale after a language selector, a language's prefix before a site's first segment.
LANGUAGE_SEGMENT = re.compile(r"[a-z]{2}(?:[-_][a-z]{2})?", re.IGNORECASE)
#: A run of digits, which :func:`numbers_masked` reads as one.
_DIGIT_RUN = re.compile(r"[0-9]+")


def numbers_masked(name: str) -> str:
    """``name`` with each run of digits as ``#``: names one spelling but for their numbers
    (a year's archive, an issue, an edition) are one value of one kind.

    >>> numbers_masked("archive-2019") == numbers_masked("archive-2020") == "archive-#"
    True
    """
    return _DIGIT_RUN.sub("#", name)


#: The placeholder of a tree of pages: any number of folders below a section (the learned
#: clusterer's ``{path}``; the allocator counts a tree's nodes and leaves as one family).
PATH_SLOT = "{path}"


#: Placeholders of a folded locale prefix (``/{lang}/docs/{slug}``) and of a folded edition of
#: the site that is no locale prefix (``/bangla/``, an older ``/help/``), required or optional.
LANG, LANG_OPTIONAL = "{lang}", "{lang?}"
EDITION, EDITION_OPTIONAL = "{edition}", "{edition?}"
#: A template's first segment that is one of these is a folded prefix: ``/{lang}/docs/{slug}``
#: and ``/docs/{slug}`` are one family.
FOLDED_PREFIXES = frozenset((LANG, LANG_OPTIONAL, EDITION, EDITION_OPTIONAL))

#: Extensions of server programs: a name ending in one is code, not a value.
DYNAMIC_EXTENSIONS = frozenset("php asp aspx jsp jspx do action cfm cgi pl".split())
#: Extensions of pages (``.html``, ``.php``): a name's extension the templates keep.
PAGE_EXTENSIONS = frozenset("html htm shtml xhtml".split()) | DYNAMIC_EXTENSIONS
