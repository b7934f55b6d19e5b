"""The pages that end at a node of the learned clusterer's trie (:mod:`.trie`), kept as cheaply
as the trie's many one-page leaves allow."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from operator import itemgetter

from ..candidates import CandidateSet, ListingOrder


#: A literal leaf a folder's batch placed and :func:`settle` has not built yet: what
#: :meth:`Bucket.of_page` takes (the bucket's limit, whether its page is new, its URL, where its
#: key starts in the URL, its hash, its :func:`~..candidates.listing_order`, its sitemap).
PendingLeaf = tuple["int | None", bool, str, int, int, ListingOrder, "str | None"]
#: A pending leaf's "is its page new".
_IS_NEW = itemgetter(1)

_new_bucket = object.__new__


def trimmed_offset(url: str, key: str) -> int | str:
    """``key`` as :meth:`Bucket.listing` reads it back from ``url``: ``~start`` when it is
    ``url[start:]`` without its trailing slashes, else ``key`` itself.

    >>> trimmed_offset("http://a.test/docs/b/", "/docs/b"), trimmed_offset("http://a.test/B", "/b")
    (-14, '/b')
    """
    start = len(url.rstrip("/")) - len(key)
    if start < 0 or url[start:].rstrip("/") != key:
        return key
    # One object per offset (a site's URLs share their origin's length): a negative number
    # below -5 is otherwise an object of its own in every bucket.
    return _OFFSETS.setdefault(~start, ~start) if len(_OFFSETS) < 1 << 10 else ~start


_OFFSETS: dict[int, int] = {}


class Bucket:
    """The pages that end at one trie node.

    Most nodes of a big site are literal leaves holding one page each, and at finalize most of
    those merge into a slot whose lists keep a few pages of thousands. So a bucket of one page
    keeps it as a listing in its own fields (its URL, where its key starts in the URL, its hash
    and the shared :func:`listing_order` of its lastmod and priority) and its one source as a
    string; the :class:`CandidateSet` and the sources dict are kept only once a second page
    arrives. That is the same state (offers commute), at a fraction of the memory and of the
    work of an offer into empty lists.
    """

    __slots__ = ("size", "limit", "_candidates", "_sources", "_url", "_key", "_hash", "_order")

    def __init__(self, keep: int | None) -> None:
        self.size = 0
        self.limit = keep
        self._candidates: CandidateSet | None = None
        self._sources: dict[str, int] | str | None = None  # a string: one listing from that sitemap
        self._url: str | None = None  # the one page's listing, while it is the only page: see listing()
        self._key: int | str = 0  # where the key starts in the URL (see listing()), or the key itself
        self._hash = 0
        self._order: ListingOrder | None = None

    @property
    def candidates(self) -> CandidateSet:
        """The bucket's candidate set, to read (pages are added through :meth:`offer`,
        :meth:`absorb` and :meth:`kept_candidates`): a bucket of one page answers with a set
        built for the reader and keeps its listing, so finalize reading every leaf does not
        leave a set behind in each."""
        if self._candidates is not None:
            return self._candidates
        candidates = CandidateSet(self.limit)
        if self._url is not None:
            candidates.offer_ordered(*self.listing())
        return candidates

    def priorities(self) -> set[float | None]:
        """The sitemap priorities of the pages kept (``candidates``' priorities), without
        building a set for a bucket of one page."""
        if self._candidates is None:
            return {self._order[3]} if self._order is not None else set()
        return {candidate.priority for candidate in self._candidates.candidates()}

    def kept_candidates(self) -> CandidateSet:
        """The candidate set, built and kept from here on: a second page arrives."""
        if self._candidates is None:
            self._candidates = self.candidates
            self._url = self._order = None
        return self._candidates

    @property
    def sources(self) -> dict[str, int]:
        """Listings per child sitemap. Read only: :meth:`count_source` counts."""
        sources = self._sources
        if sources is None:
            return {}
        return {sources: 1} if isinstance(sources, str) else sources

    def count_source(self, source: str, listings: int) -> None:
        sources = self._sources
        if sources is None and listings == 1:
            self._sources = source
            return
        if not isinstance(sources, dict):
            sources = self._sources = self.sources
        sources[source] = sources.get(source, 0) + listings

    @classmethod
    def of_page(cls, limit: int | None, is_new: bool, url: str, key_start: int, page_hash: int,
                order: ListingOrder, source: str | None) -> "Bucket":
        """A new bucket holding one page, as :meth:`offer` and :meth:`count_source` leave it
        (the page's key is ``url[key_start:]``; its size 1 for a page not seen before, else 0):
        a folder's batch builds one per literal leaf."""
        bucket = _new_bucket(cls)  # every field set here: no __init__ to set them twice
        bucket.size, bucket.limit, bucket._candidates, bucket._sources = int(is_new), limit, None, source or None
        bucket._url, bucket._key, bucket._hash, bucket._order = url, key_start, page_hash, order
        return bucket

    def listing(self) -> tuple[str, str, int, ListingOrder]:
        """The one page kept as a listing, as :meth:`offer` took it: (key, url, hash, order).
        The key is the URL's tail from offset ``_key``, or, for ``~_key`` (a negative number),
        that tail without its trailing slashes (``/docs/a/`` keyed ``/docs/a``)."""
        url, key, order = self._url, self._key, self._order
        assert url is not None and order is not None
        if isinstance(key, int):
            key = url[key:] if key >= 0 else url[~key:].rstrip("/")
        return key, url, self._hash, order

    def offer(self, key: str, url: str, page_hash: int, ordered: ListingOrder) -> None:
        """:meth:`CandidateSet.offer_ordered`, kept as a listing while it is the only page."""
        if self._candidates is None and self._url is None:
            self._url, self._hash, self._order = url, page_hash, ordered
            # The key is the URL's tail, its trailing slashes cut, but where the URL is spelled as
            # found: kept as an offset (a string of its own costs a trie leaf a fifth more).
            self._key = len(url) - len(key) if url.endswith(key) else trimmed_offset(url, key)
        else:
            self.kept_candidates().offer_ordered(key, url, page_hash, ordered)

    def absorb_all(self, others: list["Bucket"]) -> None:
        """:meth:`absorb` of each of ``others``, the pages of those holding one listing offered
        at once (:meth:`take_listings`)."""
        listings, sources = [], []
        for other in others:
            if other._url is None or not isinstance(other._sources, str):
                self.absorb(other)
                continue
            self.size += other.size
            listings.append(other.listing())
            sources.append(other._sources)
        self.take_listings(listings, sources)

    def absorb_rows(self, rows: Sequence[PendingLeaf]) -> int:
        """:meth:`absorb` of the buckets ``rows`` (pending leaves, :data:`PendingLeaf`) would
        build, without building them; how many of their pages are new (what their nodes count)."""
        new_pages = sum(map(_IS_NEW, rows))
        self.size += new_pages
        self.take_listings([(url[start:], url, page_hash, order) for _, _, url, start, page_hash, order, _ in rows],
                           [row[6] for row in rows if row[6]])
        return new_pages

    def take_listings(self, listings: list[tuple[str, str, int, ListingOrder]], sources: list[str]) -> None:
        """The pages ``listings`` offered (their random ranks at once, :meth:`CandidateSet.offer_orderings`)
        and a listing counted for each of ``sources``."""
        for source, listed in Counter(sources).items():  # a batch's leaves share a sitemap
            self.count_source(source, listed)
        if len(listings) == 1:
            self.offer(*listings[0])
        elif listings:
            self.kept_candidates().offer_orderings(listings)

    def absorb(self, other: "Bucket") -> None:
        """Take in ``other``'s pages and sources; ``other`` is only read."""
        self.size += other.size
        if other._url is not None:
            self.offer(*other.listing())
        elif other._candidates is not None:
            self.kept_candidates().update(other._candidates)
        sources = other._sources
        if isinstance(sources, str):
            self.count_source(sources, 1)
        elif sources:
            for source, n in sources.items():
                self.count_source(source, n)
