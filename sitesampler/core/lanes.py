"""Shortcuts: the rules of :mod:`.urls` applied sooner to the spellings most URLs have.

A sitemap repeats one origin and a few folders a million times. Three shortcuts use that, and
each gives exactly what the general path gives (``tests/test_core_urls.py`` and
``tests/test_core_lanes.py`` compare them on every kind of spelling):

* :class:`PlainScope` is a :class:`~.urls.SiteScope` that reads a *plain spelling* (http(s),
  the site's lower-case host, a path and query without escapes) with one regular expression,
  and a plain leaf in a plain folder already seen without any parsing at all;
* :meth:`PlainScope.worker_key` says which worker a page goes to, by string cuts, before the
  page is normalised;
* a *folder lane* (:class:`Folder`, :func:`folder_lane`) keeps what every plain leaf of a
  folder shares, so ``SiteSampler.add_listings`` hashes and clusters such a leaf without
  normalising its URL.
"""

from __future__ import annotations

import re
from typing import Any, NamedTuple, Protocol
from zlib import crc32

from .bounded import remember
from .urls import (
    NO_QUERY,
    PLAIN_CHARS,
    NormalizedUrl,
    OutOfScope,
    SiteScope,
    canonical_path,
    has_dot_segment,
    is_page_path,
    kept_key,
    leaf_refusal,
    new_normalized_url,
    without_index_file,
)

#: A last path segment normalisation leaves as it is (not "." or "..", nor a folder's index
#: file, :data:`~.urls.INDEX_FILES`): with the folder of a plain spelling
#: (:meth:`PlainScope.plain_folder`) it is the page's path.
is_plain_leaf = re.compile(rf"(?!\.\.?$)(?!index\.html?$)[{PLAIN_CHARS}]+").fullmatch
_plain_query = re.compile(f"[{PLAIN_CHARS}/?&]*").fullmatch
#: Folders remembered per site, by the scope and by the sampler (a site has few folders).
FOLDER_CACHE_SIZE = 4096
# worker_key: a URL with nothing to normalise but the origin and trailing slashes, and one
# with a session matrix or characters urlsplit deletes, which needs the general path.
_PLAIN_PATH_ONLY = re.compile(rf"[A-Za-z][A-Za-z0-9+.-]*://[^/?#;%\s]*/[{PLAIN_CHARS}/]*").fullmatch
_SPECIAL = re.compile(r"[;\t\n\r]").search


def plain_spelling_pattern(site_host: str, port: str) -> re.Pattern[str]:
    """The common spelling of the site's URLs, which normalises without the general path.

    ``http(s)``, the lower-case host with or without ``www.``, the site's own port (none for a
    default port), then a path of ASCII characters with no escape, ``;`` or fragment (callers
    also refuse "." and ".." segments), and an optional query without escapes or ``+``: nine
    sitemap URLs in ten. Groups: path, query.
    Anything else (upper case, escapes, a default port written out, whitespace) takes the
    general path.
    """
    host = re.escape(site_host)
    return re.compile(
        rf"https?://(?:www\.)?{host}{':' + port if port else ''}"
        rf"(/[{PLAIN_CHARS}/]*)?(?:\?([{PLAIN_CHARS}/?&]*))?"
    )


class PlainScope(SiteScope):
    """The site's scope with the plain-spelling shortcuts; the same results as ``SiteScope``."""

    def __init__(self, root: str) -> None:
        super().__init__(root)
        self._plain_spelling = plain_spelling_pattern(self.site_host, self.port).fullmatch
        self._plain_folders: dict[str, tuple[str, tuple[str, ...]] | None] = {}

    def normalize(self, url: str) -> NormalizedUrl:
        """:meth:`SiteScope.normalize`. Steps: a plain leaf in a plain folder is the folder's
        path plus the leaf; a plain spelling gives path and query by one regular expression;
        anything else takes the general path."""
        head, _, leaf = url.rpartition("/")
        folder = self.plain_folder(head)
        if folder is not None and is_plain_leaf(leaf):
            path, segments = folder[0] + leaf, folder[1] + (leaf,)
            if not is_page_path(segments):
                raise OutOfScope(leaf_refusal(leaf), url)
            return new_normalized_url((path, self.origin + path, segments, ()))
        plain = self._plain_spelling(url)
        if plain is None or (plain[1] and has_dot_segment(plain[1])):
            return super().normalize(url)
        return self.page(url, plain[1] or "/", plain[2] or "", plain=True)

    def plain_folder(self, head: str) -> tuple[str, tuple[str, ...]] | None:
        """For ``head`` = a URL up to its last "/": its path with that "/" and its segments,
        when it is a plain spelling on the site (None otherwise). A sitemap lists thousands of
        pages per folder, so this is decided once per folder."""
        folders = self._plain_folders
        if head in folders:
            return folders[head]
        plain = self._plain_spelling(head + "/")
        folder = (plain[1], tuple(filter(None, plain[1].split("/")))) \
            if plain and plain[2] is None and not has_dot_segment(plain[1]) else None
        return remember(folders, head, folder, FOLDER_CACHE_SIZE)

    def plain_query_leaf(self, folder: str, leaf: str) -> tuple[str, str, tuple[tuple[str, str], ...]] | None:
        """For a URL cut after its last "/" into a plain ``folder`` (the path
        :meth:`plain_folder` gave) and ``leaf`` + query: the leaf, the page's key after the
        folder, and its kept parameters, as :meth:`normalize` makes them; None when the leaf or
        the query is not a plain spelling (a shop's ``/item?id=N``, without the general path)."""
        name, mark, query = leaf.partition("?")
        if not mark or not is_plain_leaf(name) or not _plain_query(query):
            return None
        kept_raw, pairs = self.query_pairs(query, folder + name) if query else NO_QUERY
        return name, name + "?" + "&".join(kept_raw) if kept_raw else name, pairs

    def worker_key(self, url: str) -> int:
        """A 32-bit number all spellings of one page share, so a site's pages can be split
        between workers (each page wholly in one: ``worker_key(url) % workers``) before any of
        them is normalised.

        It hashes the path as normalisation leaves it, without its trailing slashes (nor a
        folder's index file), and the
        parameters it keeps (upper-cased when they hold escapes, which may differ only in
        case). Cut with string methods where that gives the same parts (the crawl process runs
        this for every URL); a URL outside the site gets 0.
        """
        if _PLAIN_PATH_ONLY(url) and "/." not in url:  # most URLs: scheme://host/path, nothing to normalise
            text = without_index_file(url[url.find("/", url.find("://") + 3):]).rstrip("/") + "?"
        else:
            if _SPECIAL(url):
                try:
                    path, query = self.site_path(url)
                except OutOfScope:
                    return 0
            else:
                rest, _, query = url.strip().partition("#")[0].partition("?")
                start = rest.find("/", rest.find("://") + 3)
                path = rest[start:] if start >= 0 else "/"
            # The path as normalisation reads the parameters against it: ``/index.html?p=3`` is a post.
            path = without_index_file(canonical_path(path))
            # With the parameters normalisation keeps, in any order: many pages share one path.
            kept = sorted(pair for pair in query.split("&") if kept_key(pair.partition("=")[0], path)) if query else ()
            text = path.rstrip("/") + "?" + "&".join(kept)
            if "%" in text:
                text = text.upper()
        return crc32(text.encode("utf-8", "surrogatepass"))


class LaneSource(Protocol):
    """What :func:`folder_lane` needs of a clusterer: ``Clusterer.lane``. A protocol of its
    own, so that this module, which the clusterers' batches are cut with, imports no clusterer."""

    def lane(self, folder: tuple[str, ...]) -> Any: ...


class Folder(NamedTuple):
    """What every plain leaf of one folder shares: the folder's path (``/products/``), the
    hash input up to the leaf, and the clusterer's lane for the folder (``Clusterer.lane``)."""

    path: str
    hash_prefix: bytes
    lane: Any


#: A folder not looked at yet (``None`` in a sampler's cache is a folder known to have no lane).
UNSEEN = Folder("", b"", None)


def folder_lane(scope: PlainScope, site_key: bytes, clusterer: LaneSource, head: str) -> Folder | None:
    """The lane of the folder of ``head`` (a URL up to its last "/"), None when it is not a
    plain spelling on the site. Steps: the scope's plain folder; the keyed-hash input up to
    the leaf (``site_key`` + the folder's path); the clusterer's lane for its segments."""
    plain = scope.plain_folder(head)
    if plain is None:
        return None
    return Folder(plain[0], site_key + plain[0].encode("utf-8"), clusterer.lane(plain[1]))
