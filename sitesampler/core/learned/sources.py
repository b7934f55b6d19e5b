"""What a child sitemap's file name says about the pages it lists."""

from __future__ import annotations

import re
from functools import lru_cache

from .tokens import LANGUAGES


#: Child-sitemap names that say nothing about the page type: the plain sitemap, indexes,
#: Google's news/image/video extensions (cross-cutting feeds) and per-search-engine copies.
GENERIC_SOURCES = frozenset("index main news image images video videos baidu google bing mobile".split())


#: Sitemaps of standalone pages (WordPress, Yoast, Ghost, Shopify): one-off pages by convention,
#: so their siblings need the overwhelming evidence of the first segment at any depth.
ONE_OFF_SOURCES = frozenset(("page", "pages"))


_SOURCE_WORDS = re.compile(r"[a-z]+")


#: WordPress core sitemaps name the object they list: ``wp-sitemap-posts-<post type>-<n>.xml``,
#: ``wp-sitemap-taxonomies-<taxonomy>-<n>.xml``, ``wp-sitemap-users-<n>.xml``. The subtype is
#: the page type; "wp", "posts" and "taxonomies" are the generator's framing, not a type.
_WP_CORE_SOURCE = re.compile(r"wp-sitemap-(?:posts|taxonomies)-(.+?)(?:-\d+)?\.xml|wp-sitemap-(users)(?:-\d+)?\.xml")


@lru_cache(maxsize=1 << 10)
def source_type(source: str | None) -> str:
    """The page type a child sitemap's file name announces, or "" when it names none.

    ``sitemap_products_1.xml`` -> ``products``, ``et_sitemap_pages_1.xml`` -> ``pages``,
    ``post-sitemap.xml`` -> ``post``; digits, extensions, the word "sitemap" and locale codes
    are dropped, and generic names (index, news, image, ...) count as no type.
    """
    if not source:
        return ""
    name = source.rstrip("/").rpartition("/")[2].casefold().split("?")[0]
    core = _WP_CORE_SOURCE.fullmatch(name)
    if core:
        name = core.group(1) or core.group(2)
    name = name.replace("sitemaps", " ").replace("sitemap", " ")
    name = re.sub(r"\.(xml|gz|txt)\b", " ", name)
    words = [w for w in _SOURCE_WORDS.findall(name) if w not in LANGUAGES]
    kind = "-".join(words)
    return "" if kind in GENERIC_SOURCES else kind
