"""Clusterers: ingest pages one at a time, then decide templates from the whole set.

The two phases are what lets a clusterer be both streaming (a million-URL sitemap never sits in
memory as a list) and order-independent (no decision is taken before every page is in). The
allocator only sees :class:`Cluster` objects, so a clusterer can be swapped without touching it:
:class:`RulesClusterer` is the published per-segment method, ``learned.LearnedClusterer`` learns
templates from the site's own URLs.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Protocol

from .actions import is_query_path
from .batch import LeafBatch, group_members
from .candidates import CandidateSet
from .pagetypes import CONTENT, page_type
from .segments import is_placeholder, published_segment_key, published_template, template_parts
from .urls import NormalizedUrl

NUMERIC_KINDS = frozenset(("{n}", "{year}", "{date}"))


@dataclass(slots=True)
class Cluster:
    """A page template and what the allocator may pick from it."""

    template: str
    size: int
    repeating: bool  # a page type with several pages, as opposed to a one-off page
    page_type: str
    candidates: CandidateSet
    sources: tuple[str, ...] = ()
    explanation: tuple[str, ...] = ()
    #: The allocator's family of look-alike templates (:func:`~.allocator.family_key`); empty:
    #: read from the template.
    family: str = ""
    #: The folder of the sub-site of the host the template lies in (``/bk/``: one of two
    #: venues with the same sections), where the clusterer read one; empty: the site's own.
    sub_site: str = ""
    #: The one layout its fetched pages show, when verification fetched one or more of them
    #: (:func:`~.refine.known_layout`); empty: not known.
    layout: str = ""
    #: Whether verification fetched one of its pages and it was a page: its row is then a page
    #: verified (:func:`~.allocator.new_layouts_first`).
    fetched: bool = False


class Clusterer(Protocol):
    #: Pages kept per template (None: all); samplers only merge when it is the same.
    keep: int | None

    def ingest(self, page: NormalizedUrl, page_hash: int, lastmod: str | None, priority: str | float | None,
               source: str | None, is_new: bool) -> None: ...

    def lane(self, folder: tuple[str, ...]) -> Any:
        """What this clusterer can work out once for every page in ``folder`` (the decoded
        segments of a path but its last), to be passed back to :meth:`ingest_leaf`."""

    def ingest_leaf(self, lane: Any, leaf: str, query: tuple[tuple[str, str], ...], key: str, url: str,
                    page_hash: int, lastmod: str | None, priority: str | float | None, source: str | None,
                    is_new: bool) -> None:
        """:meth:`ingest` of the page ``key`` (``url``): ``leaf``, with its kept parameters
        ``query``, in the folder of ``lane``; the same result, without re-deriving the folder."""

    def ingest_leaves(self, lane: Any, pages: LeafBatch, source: str | None) -> None:
        """:meth:`ingest_leaf` of every page of ``pages`` (distinct pages of the folder of
        ``lane``: plain leaves without a query, or query leaves by shape, ``pages.queries``);
        the same result, grouped by what the leaves become, each group placed once."""

    def merge(self, other: Any) -> None:
        """Take in what ``other`` (a clusterer of the same class) ingested, as if it had been
        ingested here; ``other``'s pages must be other pages (see ``SiteSampler.merge``), and
        ``other`` is not used afterwards."""

    def finalize(self) -> list[Cluster]: ...


def template_page_type(template: str) -> str:
    """The page type a template names: placeholders name nothing (``/help/{slug}`` is help).

    Literal query values name pages too, after the path: a program that serves several pages
    tells them apart by a value (``/ucp.php?mode=register``, ``/?route=account/login``), or by
    the path written as its query (``/?pages/contact``).

    >>> template_page_type("/?route=account/login"), template_page_type("/?pages/contact"), template_page_type("/?post/{slug}")
    ('login', 'contact', 'content')
    """
    path, _, query = template_parts(template)
    segments = [segment for segment in path.split("/") if segment]
    values = [part for pair in query.split("&") if pair
              for part in (pair if is_query_path(pair) else pair.partition("=")[2]).split("/")
              if part and not is_placeholder(part)]
    named = tuple(segment for segment in segments + values if not is_placeholder(segment))
    if (segments or values) and not named:
        return CONTENT
    return page_type(named, bool(query))


def merge_kind_label(kinds: set[str]) -> str:
    """One label for sibling placeholders that differ only in kind (``{hash}`` + ``{slug}``)."""
    if len(kinds) == 1:
        return next(iter(kinds))
    return "{n}" if kinds <= NUMERIC_KINDS else "{slug}"


def _query_keys(query: tuple[tuple[str, str], ...]) -> tuple[str, ...]:
    # Most pages have no query: skipping the empty generator is measurably cheaper.
    return tuple(key for key, _ in query) if query else ()


@dataclass(slots=True)
class _Group:
    """Pages that share a template key while ingesting."""

    candidates: CandidateSet
    size: int = 0
    sources: Counter = field(default_factory=Counter)


class RulesClusterer:
    """The published method: one template key per URL from per-segment rules.

    Two fixes are applied on top, because without them the rules contradict themselves on real
    sites: segments are typed after decoding (see :mod:`.tokens`), and keys whose placeholders
    differ only in kind are merged at finalize. A query, which the published key ignored, adds
    its sorted parameter names, so ``/?p=12`` is no longer the home page.
    """

    def __init__(self, keep: int | None = None) -> None:
        self.keep = keep
        self._groups: dict[tuple[tuple[str, ...], tuple[str, ...]], _Group] = {}

    def ingest(self, page: NormalizedUrl, page_hash: int, lastmod: str | None, priority: str | float | None,
               source: str | None, is_new: bool) -> None:
        self._place((published_template(page.segments), _query_keys(page.query)), page.key, page.url, page_hash,
                    lastmod, priority, source, is_new)

    def lane(self, folder: tuple[str, ...]) -> tuple[str, ...]:
        return published_template(folder)

    def ingest_leaf(self, lane: tuple[str, ...], leaf: str, query: tuple[tuple[str, str], ...], key: str,
                    url: str, page_hash: int, lastmod: str | None, priority: str | float | None,
                    source: str | None, is_new: bool) -> None:
        template = (*lane, published_segment_key(leaf, not lane))
        self._place((template, _query_keys(query)), key, url, page_hash, lastmod, priority, source, is_new)

    def ingest_leaves(self, lane: tuple[str, ...], pages: LeafBatch, source: str | None) -> None:
        root, news = not lane, pages.news
        if pages.queries:
            templates = [(((*lane, published_segment_key(shape.leaf, root)), shape.keys), shape.members)
                         for shape in pages.queries]
        else:
            templates = [(((*lane, segment_key), ()), members) for segment_key, members in
                         group_members(published_segment_key(leaf, root) for leaf in pages.leaves).items()]
        for template, members in templates:
            group = self._group(template)
            group.size += sum(news[i] for i in members)
            group.candidates.offer_many(pages, members)
            if source:
                group.sources[source] += len(members)

    def _group(self, template: tuple[tuple[str, ...], tuple[str, ...]]) -> _Group:
        group = self._groups.get(template)
        if group is None:
            group = self._groups[template] = _Group(candidates=CandidateSet(self.keep))
        return group

    def _place(self, template: tuple[tuple[str, ...], tuple[str, ...]], key: str, url: str, page_hash: int,
               lastmod: str | None, priority: str | float | None, source: str | None, is_new: bool) -> None:
        group = self._group(template)
        if is_new:
            group.size += 1
        group.candidates.offer_listing(key, url, page_hash, lastmod, priority)
        if source:
            group.sources[source] += 1

    def merge(self, other: "RulesClusterer") -> None:
        for key, theirs in other._groups.items():
            group = self._groups.get(key)
            if group is None:
                self._groups[key] = theirs
                continue
            group.size += theirs.size
            group.candidates.update(theirs.candidates)
            group.sources.update(theirs.sources)

    def finalize(self) -> list[Cluster]:
        merged: dict[tuple, list[tuple[tuple, _Group]]] = {}
        for key in sorted(self._groups):
            segments, query_keys = key
            erased = tuple("{}" if is_placeholder(segment) else segment for segment in segments)
            merged.setdefault((erased, query_keys), []).append((key, self._groups[key]))
        clusters = [self._cluster(members) for _, members in sorted(merged.items())]
        clusters.sort(key=lambda cluster: (-cluster.size, cluster.template))
        return clusters

    def _cluster(self, members: list[tuple[tuple, _Group]]) -> Cluster:
        (segments, query_keys), first = members[0]
        tokens = [merge_kind_label({key[0][i] for key, _ in members}) if is_placeholder(segment) else segment
                  for i, segment in enumerate(segments)]
        template = "/" + "/".join(tokens) + ("?" + "&".join(query_keys) if query_keys else "")
        candidates = CandidateSet(self.keep)
        sources: Counter = Counter()
        for _, group in members:
            candidates.update(group.candidates)
            sources.update(group.sources)
        size = sum(group.size for _, group in members)
        repeating = size > 1 and any(is_placeholder(token) for token in tokens)
        explanation = ["published per-segment rules"]
        if len(members) > 1:
            explanation.append("merged kinds: " + " + ".join(
                "/" + "/".join(key[0]) for key, _ in members))
        return Cluster(template, size, repeating, template_page_type(template), candidates,
                       tuple(sorted(sources)), tuple(explanation))
