"""The discovery cap (``max_urls``) over the children of a sitemap index, whatever order they answer in.

Sitemaps are requested side by side and answer in any order, yet what is kept must depend only on
the documents. Each child of an index (or of robots.txt's list) gets an even share of the
index's quota up front, and its first entries up to that share are kept at once: no child can end
up with less, whatever its siblings hold. Entries past the share wait until every sibling has
answered (or failed); then :func:`~sitesampler.discovery.sitemaps.fill_quota` decides how many each child
keeps: all of them while the siblings together stay within the quota, else the small children
keep theirs and the shares they leave pass on to the large ones. So a cap far above the site's
size never cuts anything, and only what a child holds past its share waits in memory.

A child that is an index itself keeps its share for its own children (what they leave unused is
not passed back up).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import count

from sitesampler.discovery.sitemaps import PageEntry, fill_quota


@dataclass
class _Siblings:
    """The children of one index sharing its quota, in document order."""

    quota: int
    shares: dict[str, int]
    #: child -> how many entries it could use; set once it answered or failed.
    sizes: dict[str, int] = field(default_factory=dict)
    #: child -> (source name, its entries past its share), waiting for the siblings.
    held: dict[str, tuple[str, list[PageEntry]]] = field(default_factory=dict)
    #: Entries past the whole quota, which no child can keep.
    overflow: int = 0


@dataclass
class Settled:
    """What a group of siblings keeps once all have answered: more entries per child (by source
    name), and how many entries the cap cut in all."""

    entries: list[tuple[str, list[PageEntry]]]
    dropped: int


class SharedQuota:
    """The open groups of siblings of a crawl, by id (an int, so it can travel in request meta)."""

    def __init__(self) -> None:
        self._groups: dict[int, _Siblings] = {}
        self._ids = count()

    def open(self, quota: int, shares: dict[str, int]) -> int:
        """A new group of children (URL -> even share, in document order) sharing ``quota``."""
        group = next(self._ids)
        self._groups[group] = _Siblings(quota, shares)
        return group

    def pages(self, group: int, url: str, pages: list[PageEntry], source: str) -> list[PageEntry]:
        """A child urlset answered with ``pages`` (``source``: the URL it answered from): the
        ones kept now; the rest up to the group's quota wait for :meth:`settle`."""
        siblings = self._groups[group]
        share = siblings.shares[url]
        siblings.sizes[url] = min(len(pages), siblings.quota)
        siblings.held[url] = (source, pages[share:siblings.quota])
        siblings.overflow += max(0, len(pages) - siblings.quota)
        return pages[:share]

    def index(self, group: int, url: str) -> None:
        """A child answered as an index: it uses its share for its own children."""
        siblings = self._groups[group]
        siblings.sizes[url] = siblings.shares[url]

    def failed(self, group: int, url: str) -> None:
        """A child gave nothing (failed, too large, not a sitemap): its share passes on."""
        self._groups[group].sizes.setdefault(url, 0)

    def settle(self, group: int) -> Settled | None:
        """Once every child has answered: what each keeps past its share, and what the cap cut.
        ``None`` while some child has not answered yet.

        Steps: the quota is shared by :func:`fill_quota` over the children's sizes in document
        order; each child's waiting entries are kept up to its part less what it kept at once.
        """
        siblings = self._groups[group]
        if len(siblings.sizes) < len(siblings.shares):
            return None
        del self._groups[group]
        urls = list(siblings.shares)
        kept = fill_quota([siblings.sizes[url] for url in urls], siblings.quota)
        entries, dropped = [], siblings.overflow
        for url, part in zip(urls, kept):
            source, waiting = siblings.held.get(url, (url, []))
            now = siblings.sizes[url] - len(waiting)  # kept when it answered
            extra = waiting[: max(0, part - now)]
            dropped += len(waiting) - len(extra)
            if extra:
                entries.append((source, extra))
        return Settled(entries, dropped)
