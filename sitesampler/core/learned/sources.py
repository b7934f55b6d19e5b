"""What a child sitemap's file name says about the pages it lists."""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache

from .tokens import is_level
from .trie import Node
from .words import LANGUAGES


#: Child-sitemap names that say nothing about the page type: the plain sitemap, indexes,
#: Google's news/image/video extensions (cross-cutting feeds) and per-search-engine copies.
GENERIC_SOURCES = frozenset("index main news image images video videos baidu google bing mobile".split())


#: Sitemaps of standalone pages (WordPress, Yoast, Ghost, Shopify): one-off pages by convention,
#: so their siblings need the overwhelming evidence of the first segment at any depth.
ONE_OFF_SOURCES = frozenset(("page", "pages"))


#: The type of the pages only the site's root lists (found by links, in the navigation, in
#: feeds): not known, so weighed with their siblings' (``Decider._by_source``).
UNKNOWN = "\x00unknown"


_SOURCE_WORDS = re.compile(r"[a-z]+")


#: WordPress core sitemaps name the object they list: ``wp-sitemap-posts-<post type>-<n>.xml``,
#: ``wp-sitemap-taxonomies-<taxonomy>-<n>.xml``, ``wp-sitemap-users-<n>.xml``. The subtype is
#: the page type; "wp", "posts" and "taxonomies" are the generator's framing, not a type.
_WP_CORE_SOURCE = re.compile(r"wp-sitemap-(?:posts|taxonomies)-(.+?)(?:-\d+)?\.xml|wp-sitemap-(users)(?:-\d+)?\.xml")


def is_site_root(source: str) -> bool:
    """Whether ``source`` is a site's root URL: the source of the pages a crawl finds by links,
    in the navigation or in feeds, which says nothing of their type.

    >>> is_site_root("https://s.example/"), is_site_root("http://s.example:8080?x=1")
    (True, True)
    >>> is_site_root("https://s.example/post-sitemap.xml"), is_site_root("post-sitemap.xml")
    (False, False)
    """
    _, colon_slashes, rest = source.partition("://")
    return bool(colon_slashes) and not rest.partition("/")[2].partition("?")[0].strip("/")


@lru_cache(maxsize=1 << 10)
def source_type(source: str | None) -> str:
    """The page type a child sitemap's file name announces, or "" when it names none.

    ``sitemap_products_1.xml`` -> ``products``, ``et_sitemap_pages_1.xml`` -> ``pages``,
    ``post-sitemap.xml`` -> ``post``; digits, extensions, the word "sitemap" and locale codes
    are dropped, and generic names (index, news, image, ...) count as no type. A site's root
    is the source of the pages its links, navigation and feeds name, and says nothing of
    their type: its host is no file name.

    >>> source_type("https://s.example/post-sitemap2.xml"), source_type("sitemap_products_1.xml")
    ('post', 'products')
    >>> source_type("https://shop.s.example/"), source_type("http://s.example:8080")
    ('', '')
    """
    if not source or is_site_root(source):
        return ""
    name = source.rstrip("/").rpartition("/")[2].casefold().split("?")[0]
    core = _WP_CORE_SOURCE.fullmatch(name)
    if core:
        name = core.group(1) or core.group(2)
    name = name.replace("sitemaps", " ").replace("sitemap", " ")
    name = re.sub(r"\.(xml|gz|txt)\b", " ", name)
    words = [word for word in _SOURCE_WORDS.findall(name) if word not in LANGUAGES]
    kind = "-".join(words)
    return "" if kind in GENERIC_SOURCES else kind


_DIGITS = re.compile(r"\d+")


def numbered_types(sections: Mapping[str, set[str]]) -> dict[str, str]:
    """Each child sitemap's type, numbered files of one name told apart when they list
    different sections of the site.

    ``post-sitemap.xml`` and ``post-sitemap2.xml`` paginate one list; ``sitemap_iblock_4.xml``
    and ``sitemap_iblock_7.xml`` are two content blocks of one CMS. Only what the files list
    tells them apart: steps,

    1. group the files by :func:`source_type` (named types only; sitemaps of standalone pages
       are one-offs however they are split);
    2. within a group, join files whose ``sections`` (the site sections their pages sit in)
       overlap, transitively;
    3. a group that stays in one piece is one type; otherwise each piece is a type of its own,
       named by the type and the number in its first file's name (``iblock-4``).
    """
    groups: dict[str, list[str]] = {}
    for source in sorted(sections):
        kind = source_type(source)
        if kind and kind not in ONE_OFF_SOURCES:
            groups.setdefault(kind, []).append(source)
    types = {source: source_type(source) for source in sections}
    for kind, members in groups.items():
        pieces: list[tuple[set[str], list[str]]] = []
        for source in members:
            joined, seen = [source], set(sections[source])
            for overlapping in [piece for piece in pieces if piece[0] & seen]:
                pieces.remove(overlapping)
                joined += overlapping[1]
                seen |= overlapping[0]
            pieces.append((seen, joined))
        if len(pieces) < 2:
            continue
        for _, files in pieces:
            first = min(files)
            number = "-".join(_DIGITS.findall(first.rpartition("/")[2])) or first
            for source in files:
                types[source] = f"{kind}-{number}"
    return types


def source_sections(root: Node) -> dict[str, set[str]]:
    """Each child sitemap's sections: the first path segments its pages sit below, ``""`` for
    pages at the first level itself (flat posts) or the root."""
    sections: dict[str, set[str]] = {}

    def visit(node: Node, section: str, deeper: bool) -> None:
        if node.bucket is not None:
            for source in node.bucket.sources:
                sections.setdefault(source, set()).add(section if deeper else "")
        for token, child in node.children.items():
            visit(child, section, deeper or (bool(section) and is_level(token)))

    if root.bucket is not None:
        for source in root.bucket.sources:
            sections.setdefault(source, set()).add("")
    for token, child in root.children.items():
        visit(child, token if is_level(token) else "", False)
    return sections
