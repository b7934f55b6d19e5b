"""Tokens of the learned clusterer's trie: how a URL becomes a path of typed tokens.

A path literal is its casefolded text; extensions, query signatures, query values and the
overflow carry a control-character prefix that no decoded path segment can start with, so the
token families never collide. Values that are variable by themselves (numbers, dates, UUIDs,
hashes, prefixed ids) are typed from ASCII tests alone, so Korean or Chinese text is never
mistaken for a hash.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache
from urllib.parse import urlsplit

from ..actions import is_query_path, is_route
from ..segments import DYNAMIC_EXTENSIONS, PAGE_EXTENSIONS, decode_segment
from ..urls import NormalizedUrl, is_language_key, names_a_language
from .words import LANGUAGES


# Token spellings. A path literal is its casefolded text; the prefixes below cannot start a
# decoded path segment that survived normalisation, so the families never collide.
EXT = "\x01"  # page extension of the last segment: "\x01php"


QUERY = "\x02"  # query signature: "\x02bo_table&wr_id"


VALUE = "\x03"  # one query value (keys in signature order): "\x03free", "\x03{n}"


OVERFLOW = "\x04"  # the merged tail of a node with more than `cap` distinct literal children


ROUTE = "\x07"  # a query key whose value is a path (``?qa=user/kim``): "\x07qa", its segments below


STRUCTURAL_HEADS = frozenset((EXT, QUERY, OVERFLOW, ROUTE))


SLOT = "{slug}"


VALUE_SLOT = "{v}"


HANDLE = "{handle}"



#: ``/news/index.html`` is the page ``/news``.
DIRECTORY_STEMS = frozenset(("index", "default"))


#: Kinds that stand for an arbitrary value and may merge with each other.
#: ``{mm}``, ``{dd}``, ``{lang}`` and ``{handle}`` are structural and never kind-merge.
MERGEABLE_KINDS = frozenset(("{n}", "{year}", "{date}", "{hash}", "{uuid}", SLOT, VALUE_SLOT))


#: Kinds a value is by itself, from ASCII tests alone.
STRONG_KINDS = frozenset(("{n}", "{year}", "{mm}", "{dd}", "{date}", "{hash}", "{uuid}"))

#: Kinds that file pages by date: what sits below one is an instance (a post of that day).
DATE_KINDS = frozenset(("{year}", "{mm}", "{dd}", "{date}"))


LOCALE = re.compile(r"([a-z]{2})(?:[-_](?:[a-z]{2}|[a-z]{4}|\d{3}))?")


_DATE_PATTERN = r"(?:19|20)\d\d[-_.]?(?:0[1-9]|1[0-2])[-_.]?(?:0[1-9]|[12]\d|3[01])"


_DATE = re.compile(_DATE_PATTERN)


_YEAR = re.compile(r"(?:19|20)\d\d")


# The kinds of an ASCII value that holds a digit, in the order they win, in one pattern (one
# call per leaf of the site, where four patterns were tried in turn).
_MIXED_KINDS = re.compile(
    rf"(?P<date>{_DATE_PATTERN})"
    r"|(?P<uuid>(?i:[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}))"
    r"|(?P<hash>(?i:(?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)[0-9a-f]{12,})|(?!\d+_+[A-Za-z])(?=\w*[A-Za-z])(?=\w*\d)[A-Za-z0-9_]{16,})"
    r"|(?P<n>[A-Za-z]{1,3}[-_]?\d{4,})"  # a prefixed id: DP0000000000112, SV-20431
)


#: An id followed by a separator and a slug (``123-my-post``): the separator's spelling is part
#: of the kind, since sites tell types apart by it (``/<id>-<slug>`` vs ``/<id>_<slug>``).
ID_SLUG = re.compile(r"\d+([-_]+)[^\W\d]")


#: A full date followed by a separator and a name (``2023-08-22-title``): a page named by its
#: publication date.
DATE_SLUG = re.compile(rf"{_DATE_PATTERN}([-_]+)[^\W\d]")


#: camelCase program names (``orderList``, ``memberJoin``): code, not values.
_CAMEL_CASE = re.compile(r"[a-z][a-z0-9]*[A-Z][A-Za-z0-9]*")


_ASCII_DIGIT = re.compile(r"[0-9]")


def is_literal(token: str) -> bool:
    """A path literal or a query-value literal: the tokens a slot may absorb (hot: one call
    per new child, so it reads characters rather than calling helpers)."""
    if token[-1:] != "}":  # most tokens: no placeholder can end them
        return token[:1] not in STRUCTURAL_HEADS
    # ``{slug}``, ``{n}-{slug}``, ``c{n}``, with or without the value mark before them
    return "{" not in token and token[:1] not in STRUCTURAL_HEADS


def is_level(token: str) -> bool:
    """A path or value position (as opposed to an extension, a query signature or a route key)."""
    return not token.startswith((EXT, QUERY, ROUTE))


def kind_of(token: str) -> str:
    """``{slug:products}`` -> ``{slug}``, ``c{n:cat}`` -> ``c{n}``; the kind of a placeholder
    token without its source."""
    return without_source(token[1:] if token.startswith(VALUE) else token)


def without_source(token: str) -> str:
    """A placeholder token without the source its last placeholder names: ``{slug:post}`` ->
    ``{slug}``, ``c{n:cat}`` -> ``c{n}``, ``category:{slug:ns14}`` -> ``category:{slug}``; a colon
    before the last placeholder is the name's own (a wiki's ``category:{slug}``)."""
    start = token.rfind("{")
    head, colon, _ = token[start:].partition(":")
    return token[:start] + head + "}" if colon else token


def strong_kind(text: str, after: str = "") -> str | None:
    """The placeholder a value is by itself (ASCII tests only), or None for a literal.

    ``after`` is the previous kind: a month only follows a year, a day only a month.
    """
    if text.isdigit() and text.isascii():
        return _number_kind(text, after)
    if _ASCII_DIGIT.search(text) is None:  # every other strong kind holds an ASCII digit
        return None
    return _mixed_kind(text)


def _number_kind(text: str, after: str) -> str:
    if len(text) <= 2 and after in ("{year}", "{mm}"):
        value = int(text)
        if after == "{year}" and 1 <= value <= 12:
            return "{mm}"
        if after == "{mm}" and 1 <= value <= 31:
            return "{dd}"
    if len(text) == 4 and _YEAR.fullmatch(text):
        return "{year}"
    if len(text) == 8 and _DATE.fullmatch(text):
        return "{date}"
    return "{n}"


def _mixed_kind(text: str) -> str | None:
    found = _MIXED_KINDS.fullmatch(text) if text.isascii() else None
    return f"{{{found.lastgroup}}}" if found else None


def segment_token(segment: str, after: str) -> str:
    """A path segment's token: its strong kind, a camelCase name as written (case marks it
    as code), else the casefolded literal."""
    kind = strong_kind(segment, after)
    if kind:
        return kind
    folded = segment.casefold()
    # Only a segment with capitals can be camelCase: most leaves never reach the pattern.
    if folded != segment and _CAMEL_CASE.fullmatch(segment):
        return segment
    return folded


#: ASCII letters and digits to their class, as :data:`_MIXED_KINDS` tells them apart: a digit,
#: a hex letter, another letter, in either case. A value's shape then has the value's mixed kind,
#: but where a date could be read (digits at a date's places), which depends on the digits.
_SHAPE_TABLE = str.maketrans("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
                             "9" * 10 + "a" * 6 + "z" * 20 + "A" * 6 + "Z" * 20)
_DATE_SHAPE = re.compile(r"9999[-_.]?99[-_.]?99")
#: A shape whose kind depends on its digits: typed segment by segment.
_BY_VALUE = ""


def _shape_kind(shape: str) -> str | None:
    """The mixed kind of every segment of this shape, None for none, :data:`_BY_VALUE` when
    it depends on the digits (a number, a possible date). Only ASCII shapes with a digit have
    one, as in :func:`strong_kind`."""
    if "9" not in shape or not shape.isascii():
        return None
    if not shape.strip("9") or _DATE_SHAPE.fullmatch(shape):
        return _BY_VALUE
    return _mixed_kind(shape)


def _segment_shape_kind(shape: str, after: str) -> str | None:
    """:func:`_shape_kind`, but a number whose length is not a year's or a date's (and not a
    month's or a day's after a year or a month) is a number whatever its digits."""
    kind = _shape_kind(shape)
    if kind is _BY_VALUE and not shape.strip("9") and len(shape) not in (4, 8) and \
            (len(shape) > 2 or after not in ("{year}", "{mm}")):
        return "{n}"
    return kind


def segment_tokens(segments: list[str], after: str) -> list[str]:
    """:func:`segment_token` of each of ``segments`` (none holding a newline), typed as a column:
    a folder's thousands of leaves share a few shapes, and are folded in one call.

    Steps: the segments are joined by newlines; one ``translate`` gives every segment's shape
    (:data:`_SHAPE_TABLE`) and one casefold every folded segment (casefolding reads no
    context, so the column folds as its segments do); each distinct shape is typed once
    (:func:`_shape_kind`); a column whose every shape has a kind of its own is its shapes' kinds,
    read in C; a column with no kind, no capital and no shape typed by value is its
    folded segments; otherwise each segment is its shape's kind, its own strong kind (typed by
    value), itself (camelCase) or its folded text.
    """
    joined = "\n".join(segments)
    shapes = joined.translate(_SHAPE_TABLE).split("\n")
    distinct = set(shapes)
    kinds = {shape: kind for shape in distinct if (kind := _segment_shape_kind(shape, after)) is not None}
    if len(kinds) == len(distinct) and all(kinds.values()):
        return list(map(kinds.__getitem__, shapes))  # every shape one kind (a folder of numbers)
    folded_column = joined.casefold()
    if not kinds and folded_column == joined:
        # The usual folder: lower-case literals, nothing to type; the segments themselves (their
        # string hashes, computed once, serve every set and dict the tokens go through).
        return list(segments)
    tokens = []
    for segment, shape, folded in zip(segments, shapes, folded_column.split("\n")):
        kind = kinds.get(shape)
        if kind is _BY_VALUE:
            tokens.append(segment_token(segment, after))
        elif kind is not None:
            tokens.append(kind)
        elif folded != segment and _CAMEL_CASE.fullmatch(segment):
            tokens.append(segment)
        else:
            tokens.append(folded)
    return tokens


def value_token(value: str) -> str:
    if not value:  # ``?ca_id=``: an optional value, one slot with the values it stands for
        return VALUE + VALUE_SLOT
    kind = strong_kind(value)
    return VALUE + ("{n}" if kind in ("{year}", "{mm}", "{dd}") else kind or value.casefold())


def value_tokens(values: tuple[str, ...]) -> list[str]:
    """:func:`value_token` of each of ``values`` (none holding a newline), typed as a column as
    :func:`segment_tokens` types segments: a query's ids share a shape or two. Steps: one
    ``translate`` gives every value's shape; a shape of digits alone is a number ("{n}": a
    year counts as one too) unless it has a date's 8 digits; another shape is typed once, or
    value by value where its kind depends on the digits; a column whose every shape has a kind
    is its shapes' kinds, read in C; one casefold folds the literals."""
    joined = "\n".join(values)
    shapes = joined.translate(_SHAPE_TABLE).split("\n")
    kinds: dict[str, str] = {}
    distinct = set(shapes)
    for shape in distinct:
        if not shape:
            kinds[shape] = VALUE + VALUE_SLOT
        elif not shape.strip("9") and len(shape) != 8:
            kinds[shape] = VALUE + "{n}"
        elif (kind := _shape_kind(shape)) is not None:
            kinds[shape] = kind if kind is _BY_VALUE else VALUE + kind
    if not kinds:
        return [VALUE + folded for folded in joined.casefold().split("\n")]
    if len(kinds) == len(distinct) and all(kinds.values()):
        return list(map(kinds.__getitem__, shapes))  # every shape one kind (a column of ids)
    return [value_token(value) if (kind := kinds.get(shape)) is _BY_VALUE else kind or VALUE + value.casefold()
            for value, shape in zip(values, shapes)]


def split_extension(segment: str) -> tuple[str, str | None]:
    if "." not in segment:
        return segment, None
    stem, dot, ext = segment.rpartition(".")
    if dot and stem and ext.casefold() in PAGE_EXTENSIONS:
        return stem, ext.casefold()
    return segment, None


@lru_cache(maxsize=1 << 12)
def folder_tokens(folders: tuple[str, ...]) -> tuple[tuple[str, ...], str]:
    """The tokens of a page's folders (every segment but its last) and the kind its last
    segment follows (a month follows a year): a site has few folders and a million leaves, so
    only the leaf is typed for each URL."""
    tokens: list[str] = []
    after = ""
    for segment in folders:
        token = segment_token(segment, after)
        tokens.append(token)
        after = token if token in ("{year}", "{mm}") else ""
    return tuple(tokens), after


def home_folder(root: str) -> tuple[str, ...]:
    """The tokens of the folder holding a site's home page, where its sections and one-off
    pages live: ``https://e.org/_/index.html`` gives ``("_",)``; ``https://e.org/`` and
    ``https://e.org/en`` give ``()``. Steps: the root URL's path up to its last slash; its
    segments decoded; typed as any page's folders are."""
    folder = urlsplit(root).path.rpartition("/")[0]
    return folder_tokens(tuple(decode_segment(segment) for segment in folder.split("/") if segment))[0]


def page_tokens(page: NormalizedUrl) -> list[str]:
    """The trie path of a page: decoded path tokens, extension, query signature and values.

    ``/news/index.html`` is ``/news`` and a trailing ``/page/<n>`` is the list it paginates,
    also when a static build wrote it as ``/page/<n>/index.html``.
    """
    segments = page.segments
    if cut := later_page_cut(segments):
        segments = segments[:-cut]
    ext = None
    tokens: list[str] = []
    if segments:
        leaf, ext = split_extension(segments[-1])
        if ext and leaf.casefold() in DIRECTORY_STEMS:
            segments, leaf, ext = segments[:-1], segments[-2] if len(segments) > 1 else "", None
        if segments:
            folders, after = folder_tokens(segments[:-1])
            tokens = [*folders, segment_token(leaf, after)]
    if ext:
        tokens.append(EXT + ext)
    if page.query:
        tokens += query_tokens(page.query)
    return tokens


_LATER_PAGE = re.compile(r"[Pp]age:?(?:[2-9]|[1-9][0-9]+)")


def later_page_cut(segments: Sequence[str]) -> int:
    """How many last segments of a path make it a later page of the list the others name: 2
    for ``.../page/<n>``, 3 for ``.../page/<n>/index.html`` (a static build's spelling of it),
    else 0. The clusterer files such a page with its list (:func:`page_tokens`), and the link
    crawl offers the list in its place (:func:`~..links.first_page`).

    >>> later_page_cut(("blog", "page", "3")), later_page_cut(("blog", "Page", "3", "index.html"))
    (2, 3)
    >>> later_page_cut(("docs", "page", "intro")), later_page_cut(("page-2",))
    (0, 0)

    A later page written in one segment below its list (vBulletin's ``/<topic>/page2``, Grav's
    ``/blog/page:2``) is cut too; the list's first page is never written so.

    >>> later_page_cut(("forum", "general", "1020-welcome", "page2")), later_page_cut(("page2",)), later_page_cut(("docs", "page1"))
    (1, 0, 0)
    >>> later_page_cut(("blog", "page:3")), later_page_cut(("blog", "page:1"))
    (1, 0)
    """
    if len(segments) >= 2 and segments[-1].isdigit() and segments[-2].casefold() == "page":
        return 2
    if len(segments) >= 2 and _LATER_PAGE.fullmatch(segments[-1]):
        return 1
    if len(segments) >= 3 and segments[-2].isdigit() and segments[-3].casefold() == "page" \
            and is_directory_index(segments[-1]):
        return 3
    return 0


def is_directory_index(segment: str) -> bool:
    """Whether a path's last segment is its folder's index file (``index.html``, ``default.aspx``)."""
    stem, ext = split_extension(segment)
    return bool(ext) and stem.casefold() in DIRECTORY_STEMS


def query_tokens(query: tuple[tuple[str, str], ...]) -> list[str]:
    """The query signature (its sorted parameter names) and one token per value; a route's
    segments first (:func:`route_of`), as path segments below the key's ``ROUTE`` token. A
    parameter giving the page's language is not read (:func:`~..urls.names_a_language`): none
    when it is the only one.

    >>> query_tokens((("id", "7"), ("lang", "en_US"))) == query_tokens((("id", "8"),)), query_tokens((("lang", "fr"),))
    (True, [])
    """
    if any(is_language_key(key) for key, _ in query):
        query = tuple((key, value) for key, value in query if not names_a_language(key, value))
        if not query:
            return []
    route = route_of(query)
    if route is None:
        keys, values = zip(*query)
        return [query_signature(keys), *map(value_token, values)]
    index, segments = route
    folders, after = folder_tokens(segments[:-1])
    key, value = query[index]
    tokens = [ROUTE + key if value else QUERY_PATH, *folders, segment_token(segments[-1], after)]
    rest = query[:index] + query[index + 1:]
    return tokens + query_tokens(rest) if rest else tokens


def route_of(query: tuple[tuple[str, str], ...]) -> tuple[int, tuple[str, ...]] | None:
    """The first parameter whose value is a path, and its segments: a front controller's route
    (``?qa=user/kim/wall``, ``?q=node/12``, ``?route=product/category``) is the page's address
    within the program, read as a path is. An address (``?url=/bbs/...``, ``?to=?qa=7``,
    ``?next=https://...``) names another page, and a value without a slash is one value. A
    path written as the query itself, with no name (Dotclear's ``?post/2026/10/09/slug``,
    ``?/forums/topic/12-x/``: :func:`~..actions.is_query_path`), is a route too.

    >>> route_of((("q", "node/12"),)), route_of((("post/2026/10/09/slug", ""),)), route_of((("id", "7"),))
    ((0, ('node', '12')), (0, ('post', '2026', '10', '09', 'slug')), None)
    """
    for index, (key, value) in enumerate(query):
        path = value if is_route(value) else key if not value and is_query_path(key) else ""
        if path:
            segments = tuple(segment for segment in path.split("/") if segment)
            if segments:
                return index, segments
    return None


#: The route token of a path written as the query itself (:func:`route_of`), which has no name.
QUERY_PATH = ROUTE + "/"


@lru_cache(maxsize=1 << 10)
def query_signature(keys: tuple[str, ...]) -> str:
    """The token of a query's parameter names; cached: a site spells a handful of them."""
    return QUERY + "&".join(sorted(set(keys)))


def is_locale(token: str) -> bool:
    match = LOCALE.fullmatch(token)
    return match is not None and match.group(1) in LANGUAGES
