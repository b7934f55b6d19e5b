"""The pages a template can offer the allocator, in bounded memory and independent of order.

The allocator never needs every page of a template: at most the cap's worth of structured picks
(the best by the within-cluster ranking) and, for the random sample, the pages that rank first
by the random order. A :class:`CandidateSet` keeps exactly those two bottom-k lists, so a
million-URL sitemap costs a few entries per template. Both lists are defined by total orders on
the pages themselves, so the same set of pages gives the same lists whatever order they arrive
in, and two sets merge (when a clusterer joins templates) into the set of their union.

The within-template order prefers recently updated pages, but only by a coarse period
(:data:`RECENCY_MONTHS`): within a period the seeded hash decides. Ordering by the exact
``lastmod`` made every new post, and every page whose ``lastmod`` moved, displace a
representative, so a re-run a week later sampled a different half of the site. A page of the
previous sample (:class:`Keep`) stands before every other page of its template, whatever its
rank, so it is never evicted from a bounded list.
"""

from __future__ import annotations

import re
from bisect import insort
from collections.abc import Collection, Iterable
from datetime import datetime, timezone
from functools import lru_cache, partial
from itertools import compress
from heapq import nsmallest
from operator import itemgetter, or_
from typing import NamedTuple, TypeVar

from .hashing import hash_lanes, lane_values, lanes_at_most, random_rank, random_ranks, ranked_lanes
from .leafbatch import LeafBatch
from .preselection import may_outrank


_NO_TIME = float("inf")
_DEFAULT_PRIORITY = 0.5  # sitemaps.org: the default priority of a page

#: The width of a recency period in calendar months: pages whose ``lastmod`` falls in the same
#: period rank equal on recency (24: two calendar years; 0: the exact ``lastmod``, the order before
#: continuity was measured). ``bench/continuity.py`` measures the choices.
RECENCY_MONTHS = 24


class Keep(int):
    """How many pages a template keeps for the allocator, and the pages it keeps whatever their
    rank: the previous sample's, by page hash.

    Clusterers hand ``keep`` unchanged to every :class:`CandidateSet` they make, so the previous
    sample reaches each set without the clusterers knowing of it. It is an ``int`` (the limit)
    everywhere else.
    """

    previous: frozenset[int]

    def __new__(cls, limit: int, previous: frozenset[int] = frozenset()) -> "Keep":
        keep = super().__new__(cls, limit)
        keep.previous = previous
        return keep


class Candidate(NamedTuple):
    """One page as the allocator sees it, ordered by :meth:`order`: ``rank`` first.

    >>> listed = Candidate((-1013.0, -0.5, 7), "/contact", "https://example.com/contact", None, 0.5)
    >>> linked = listed._replace(priority=None)  # the same page, linked from the navigation
    >>> min(linked, listed) == min(listed, linked) == listed
    True
    """

    rank: tuple[float, float, int]  # (-recency period, -priority, page hash): smaller is better
    key: str
    url: str
    lastmod: str | None
    priority: float | None

    def order(self) -> tuple:
        """The one total order of candidates, whatever fields each source gave: rank, key, URL,
        then the listing's ``lastmod`` and ``priority``, a given value before an absent one.

        Two listings of one page (a sitemap's with a ``priority``, the navigation's without)
        reach the last fields: compared as plain tuples, a float met None and the sitemap was lost.
        """
        lastmod, priority = self[3], self[4]
        return (self[0], self[1], self[2], lastmod is None, lastmod or "",
                priority is None, 0.0 if priority is None else priority)

    # Tuples compare field by field; a rank decides between two pages, so only two listings
    # of one page need the None-safe order.
    def __lt__(self, other: tuple) -> bool:  # type: ignore[override]
        return self[0] < other[0] if self[0] != other[0] else self.order() < other.order()  # type: ignore[attr-defined]

    def __le__(self, other: tuple) -> bool:  # type: ignore[override]
        return self[0] < other[0] if self[0] != other[0] else self.order() <= other.order()  # type: ignore[attr-defined]

    def __gt__(self, other: tuple) -> bool:  # type: ignore[override]
        return self[0] > other[0] if self[0] != other[0] else self.order() > other.order()  # type: ignore[attr-defined]

    def __ge__(self, other: tuple) -> bool:  # type: ignore[override]
        return self[0] > other[0] if self[0] != other[0] else self.order() >= other.order()  # type: ignore[attr-defined]

    @property
    def random_key(self) -> tuple[int, str]:
        return random_rank(self.rank[2]), self.key

    def merged(self, other: "Candidate") -> "Candidate":
        """The same page listed twice: the better-ranked listing wins whole.

        Taking the minimum of two versions (rather than mixing their fields) keeps the result
        independent of arrival order even when one version was already evicted from a list.
        """
        return min(self, other)


#: W3C Datetime's two shortest forms, a year and a month: ``2024``, ``2024-05``.
_YEAR_OR_MONTH = re.compile(r"[0-9]{4}(?:-[0-9]{2})?")


@lru_cache(maxsize=1 << 12)
def parse_lastmod(value: str | None) -> tuple[str | None, float]:
    """A W3C datetime (``2024-05-01``, ``2024-05-01T10:00:00+09:00``, ``...Z``, and its short
    forms ``2024`` and ``2024-05``, the first day of the year or month) as its recency order:
    minus its period (:func:`recency_period`), smaller is newer.

    Returns the cleaned string and the order; unparseable values count as absent (they rank
    after every dated page) rather than failing the run. Cached: a sitemap's pages share a
    handful of dates.

    >>> parse_lastmod("2024-05")[1] == parse_lastmod("2024-05-01")[1], parse_lastmod("2024") == parse_lastmod("soon")
    (True, False)
    """
    if not value:
        return None, _NO_TIME
    text = value.strip()
    iso = text[:-1] + "+00:00" if text.endswith(("Z", "z")) else text
    if _YEAR_OR_MONTH.fullmatch(iso):
        iso += "-01-01" if len(iso) == 4 else "-01"
    try:
        moment = datetime.fromisoformat(iso)
    except ValueError:
        return None, _NO_TIME
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=timezone.utc)
    return text, -recency_period(moment)


def recency_period(moment: datetime) -> float:
    """Which period of :data:`RECENCY_MONTHS` calendar months (in UTC) ``moment`` falls in;
    the exact timestamp when it is 0."""
    if RECENCY_MONTHS <= 0:
        return moment.timestamp()
    utc = moment.astimezone(timezone.utc)
    return float((utc.year * 12 + utc.month - 1) // RECENCY_MONTHS)


@lru_cache(maxsize=1 << 8)
def parse_priority(value: str | float | None) -> float | None:
    """A sitemap priority in [0, 1]; anything else counts as absent. Cached: a site writes a
    handful of priorities."""
    if value is None or value == "":
        return None
    try:
        number = float(value)
    except (TypeError, ValueError):
        return None
    return number if 0.0 <= number <= 1.0 else None


#: What :func:`listing_order` reads from a listing: (recency order, -priority, lastmod, priority).
ListingOrder = tuple[float, float, "str | None", "float | None"]


@lru_cache(maxsize=1 << 12)
def listing_order(lastmod: str | None, priority: str | float | None) -> ListingOrder:
    """The first two fields of a page's rank (newest recency period first, then highest
    ``priority``; the seeded hash breaks ties), and the lastmod and priority it reports. Cached
    as a pair: a sitemap writes a handful of them."""
    shown, order = parse_lastmod(lastmod)
    number = parse_priority(priority)
    return _shared(order), _shared(-(_DEFAULT_PRIORITY if number is None else number)), shown, number


#: One float object per value of the first two fields of a listing order: a site's lastmods fall
#: in a few recency periods and its priorities are a handful, but its pages' (lastmod, priority)
#: pairs are many, and the trie's one-page leaves keep one order each, otherwise with two floats
#: of its own. Bounded, in case a sitemap spells thousands of priorities.
_FLOATS: dict[float, float] = {}


def _shared(number: float) -> float:
    found = _FLOATS.get(number)
    if found is None or (found == 0.0 and str(found) != str(number)):  # 0.0 and -0.0 stay apart
        if len(_FLOATS) < 1 << 12:
            _FLOATS.setdefault(number, number)
        return number
    return found


#: Compares above every rank and random key: the threshold of a list that is not full yet.
_ABOVE_ALL = (_NO_TIME, _NO_TIME, _NO_TIME)
#: A :data:`ListingOrder`'s recency order and priority weight: the first two fields of a rank.
_FIRST, _SECOND = itemgetter(0), itemgetter(1)


# ``Candidate(...)`` runs a Python-level ``__new__``; building the tuple subclass directly is
# the same object at half the cost, on a path taken for every URL of the site.
_new_candidate = partial(tuple.__new__, Candidate)


class CandidateSet:
    """The ``limit`` best pages by rank and the ``limit`` first by random order (None: all),
    and beside them every page of the previous sample offered (``limit`` is then a
    :class:`Keep`): at most a sample's worth, so they are kept whatever their rank."""

    __slots__ = ("limit", "_best", "_random", "_by_key", "_worst_rank", "_worst_random", "_previous",
                 "_previous_kept")

    def __init__(self, limit: int | None) -> None:
        self.limit = limit
        # (order key, page) pairs, sorted: the key is computed once per page, not per comparison.
        self._best: list[tuple[Candidate, Candidate]] = []
        self._random: list[tuple[_RandomKey, Candidate]] = []
        self._by_key: dict[str, Candidate] | None = {} if limit is None else None
        # The last kept rank and random key once a list is full: a page above both cannot enter.
        self._worst_rank: tuple = _ABOVE_ALL
        self._worst_random: tuple = _ABOVE_ALL
        self._previous = limit.previous if isinstance(limit, Keep) else frozenset()
        self._previous_kept: dict[str, Candidate] = {}

    def offer(self, candidate: Candidate) -> None:
        self._offer(candidate, candidate.random_key)

    def _offer(self, candidate: Candidate, random_key: tuple[int, str]) -> None:
        if self._previous and candidate.rank[2] in self._previous:
            _keep_merged(self._previous_kept, candidate)
            return
        limit = self.limit
        if limit is None:
            by_key = self._by_key
            assert by_key is not None  # an unbounded set keeps every page by its key
            _keep_merged(by_key, candidate)
            return
        if _offer_bounded(self._best, candidate, candidate, limit):
            self._worst_rank = self._best[-1][1].rank
        if _offer_bounded(self._random, candidate, (random_key, candidate), limit):
            self._worst_random = self._random[-1][0][0]

    def offer_listing(self, key: str, url: str, page_hash: int, lastmod: str | None,
                      priority: str | float | None) -> None:
        """Offer a page as a sitemap lists it, ranked; the ``Candidate`` is only built when the
        set may keep it (most pages of a big template are turned away by one comparison)."""
        self.offer_ordered(key, url, page_hash, listing_order(lastmod, priority))

    def offer_ordered(self, key: str, url: str, page_hash: int, ordered: ListingOrder) -> None:
        """:meth:`offer_listing` of a page whose ``lastmod`` and ``priority`` were already read
        (``ordered`` is their :func:`listing_order`, which a trie keeps for a page not yet
        offered)."""
        self._offer_ranked(key, url, page_hash, ordered, random_rank(page_hash))

    def offer_orderings(self, listings: list[tuple[str, str, int, ListingOrder]]) -> None:
        """:meth:`offer_ordered` of each of ``listings`` ((key, url, hash, ordering) each: the
        pages of leaves the trie's cap evicted), their random ranks computed at once. Once
        both lists are full (and no page of a previous sample waits), only the listings whose
        rank or random rank is at most the last kept one's are offered, read as columns: the
        others ``_offer_ranked`` would turn away."""
        hashes = [page_hash for _, _, page_hash, _ in listings]
        ranks = random_ranks(hashes)
        chosen: Iterable[int] = range(len(listings))
        worst_rank, worst_random = self._worst_rank, self._worst_random
        if worst_rank != _ABOVE_ALL and worst_random != _ABOVE_ALL and not self._previous:
            orders = [ordered for _, _, _, ordered in listings]
            page_ranks = zip(map(_FIRST, orders), map(_SECOND, orders), hashes)
            chosen = compress(chosen, map(or_, map(worst_rank.__ge__, page_ranks), map(worst_random[0].__ge__, ranks)))
        for i in chosen:
            self._offer_ranked(*listings[i], ranks[i])

    def _offer_ranked(self, key: str, url: str, page_hash: int, ordered: ListingOrder, rank: int) -> None:
        order, weight, shown, number = ordered
        page_rank = (order, weight, page_hash)
        random_key = (rank, key)
        # Strictly worse than the last kept page in both orders: an equal rank or random key is
        # the same page (both end with it), which offer() may still have to merge.
        if page_rank > self._worst_rank and random_key > self._worst_random and page_hash not in self._previous:
            return
        self._offer(_new_candidate((page_rank, key, url, shown, number)), random_key)

    def offer_many(self, pages: LeafBatch, members: list[int]) -> None:
        """:meth:`offer_listing` of the pages ``members`` picks from ``pages`` (distinct keys,
        ascending), offering only those a full offer could keep.

        Steps: while the lists are not full, the first ``2 * limit`` pages are offered first
        (they fill them) and the rest against them; a few pages are offered one by one;
        otherwise each page's rank and random key are computed for the whole column, and only
        the ``limit`` smallest of the batch by each order are offered. That is exact: a page of the batch with ``limit`` pages of the batch
        before it in an order has ``limit`` other pages before it in that order whatever the
        set already holds (a kept version of one of them only ranks better), so a full offer
        would not keep it in that list; and what the lists keep does not depend on the order
        of the offers, nor on offering a page more (``tests/test_core_batch.py``). Once a list
        is full, the pages that rank after its last one are left out before that: by rank,
        those whose hash, priority and lastmod columns say so (:func:`~.preselection.may_outrank`), so most
        pages are never ranked; by random order, those whose random rank is above the last
        kept one's (the random ranks of the batch are computed at once, and compared with that
        one's at once, as the hashes are: :func:`~.hashing.lanes_at_most`). Pages of a previous
        sample are kept whatever their rank, so they are always offered.
        """
        limit = self.limit
        leaves, hashes, lastmods, priorities = pages.leaves, pages.hashes, pages.lastmods, pages.priorities
        if limit is not None and self._worst_rank == _ABOVE_ALL and len(members) > 4 * limit:
            # Lists not full yet: the first pages fill them, the others are read against them.
            self.offer_many(pages, members[:2 * limit])
            members = members[2 * limit:]
        if limit is None or len(members) <= 2 * limit:
            chosen: Iterable[int] = members
        else:
            # The members' columns are taken and filtered in C; rows are built only for the
            # pages left. Leaves order as the keys do: the keys of a batch share their folder's path.
            if len(members) == len(hashes):  # every page of the batch
                member_hashes, member_lastmods, member_priorities = hashes, lastmods, priorities
            else:
                pick = itemgetter(*members)
                member_hashes, member_lastmods, member_priorities = pick(hashes), pick(lastmods), pick(priorities)
            worst_rank, count = self._worst_rank, len(members)
            weights = {priority: listing_order(None, priority)[1] for priority in set(member_priorities)}
            lanes = hash_lanes(member_hashes)  # every hash in a lane of one integer, read at once twice
            rows = [(*listing_order(lastmods[i], priorities[i])[:2], hashes[i], leaves[i], i)
                    for i in (members if worst_rank == _ABOVE_ALL else may_outrank(
                        members, member_hashes, member_lastmods, member_priorities, worst_rank, weights, RECENCY_MONTHS,
                        [members[at] for at in lanes_at_most(lanes, worst_rank[2] - 1, count)]))]
            ranked = ranked_lanes(lanes, count)
            entering = lanes_at_most(ranked, self._worst_random[0], count)
            randomly = [(rank, leaves[members[at]], members[at])
                        for at, rank in zip(entering, lane_values(ranked, count, entering))]
            picked = {row[-1] for row in nsmallest(limit, filter(worst_rank.__gt__, rows))} | \
                {row[-1] for row in nsmallest(limit, randomly)}
            if self._previous:  # a page of the previous sample is kept whatever its rank
                picked.update(i for i in members if hashes[i] in self._previous)
            chosen = sorted(picked)
        offer, key, origin = self.offer_listing, pages.key, pages.origin
        for i in chosen:
            page_key = key(i)
            offer(page_key, origin + page_key, hashes[i], lastmods[i], priorities[i])

    def update(self, other: "CandidateSet") -> None:
        """Take in the pages of another set (two templates became one, or the trie's cap merged
        a leaf into the overflow: thousands of times on a big site). Offers commute, and a page
        kept in both of ``other``'s lists is offered twice to no effect, so the lists are read
        as they are, without ``candidates()``'s de-duplication and sort."""
        for candidate in other._previous_kept.values():
            self.offer(candidate)
        if other._by_key is not None:
            for candidate in other._by_key.values():
                self.offer(candidate)
            return
        for (random_key, _), candidate in other._random:
            self._offer(candidate, random_key)
        for _, candidate in other._best:
            self.offer(candidate)

    @staticmethod
    def union(sets: list["CandidateSet"]) -> "CandidateSet":
        """One set of the pages of ``sets`` (templates joined into one), kept as the largest
        of their limits keeps them (None: all), with the previous sample's pages of any of
        them first.

        >>> listed = [Candidate((0.0, -0.5, rank), f"/p{rank}", f"https://example.com/p{rank}", None, 0.5)
        ...           for rank in range(1, 5)]
        >>> kept = CandidateSet(Keep(2, frozenset({4})))
        >>> for candidate in listed[:2]:
        ...     kept.offer(candidate)
        >>> split_off = kept.without({"/p1", "/p2"})  # a template's pages set apart: none yet
        >>> for candidate in listed[2:]:
        ...     split_off.offer(candidate)
        >>> [candidate.key for candidate in CandidateSet.union([split_off, kept]).best()]
        ['/p4', '/p1', '/p2', '/p3']
        """
        limits = [each.limit for each in sets]
        union = CandidateSet(None if None in limits else max(limits))  # type: ignore[type-var]
        union._previous = frozenset().union(*(each._previous for each in sets))
        for each in sets:
            union.update(each)
        return union

    def candidates(self) -> list[Candidate]:
        """Every page kept, each once, in rank order."""
        kept = dict(self._previous_kept)
        if self._by_key is not None:
            kept.update(self._by_key)
        else:
            kept.update((candidate.key, candidate) for _, candidate in self._random)
            kept.update((candidate.key, candidate) for _, candidate in self._best)
        return sorted(kept.values())

    def best(self) -> list[Candidate]:
        """Pages by the within-cluster ranking, best first, after the previous sample's pages
        (by the same ranking among themselves): they keep their slots before any new page."""
        others = sorted(self._by_key.values()) if self._by_key is not None else [c for _, c in self._best]
        return self.previous_pages() + others

    def without(self, keys: Collection[str]) -> "CandidateSet":
        """An unbounded set of the same pages but ``keys``, the previous sample's still first."""
        trimmed = CandidateSet(None)
        trimmed._previous = self._previous
        for candidate in self.candidates():
            if candidate.key not in keys:
                trimmed.offer(candidate)
        return trimmed

    def led_by(self, key: str) -> "CandidateSet":
        """An unbounded set of the same pages in which the page ``key`` ranks before the others
        (the previous sample's pages still stand first; before them, when it is one of them).

        The home template's row is the site's home page itself: a variant of it with a query
        (``/?profession=educator``, ``/?lang=en``) may rank better by lastmod, priority or hash,
        yet an auditor reading "home" expects the address they gave."""
        led = self.without(())
        for pages in (led._by_key, led._previous_kept):
            if pages is not None and (page := pages.get(key)) is not None:
                pages[key] = page._replace(rank=(-_NO_TIME, -_NO_TIME, page.rank[2]))
        return led

    def plain(self) -> "CandidateSet":
        """The set as it would be had no page been kept as the previous sample's: the same
        pages offered to a set of the same limit, which keeps the previous pages only where
        their rank or random order earns it. The kept lists hold the ``limit`` best of the other
        pages by each order, so the first ``limit`` of them and the previous pages together
        are exactly the ``limit`` best of all.

        >>> listed = [Candidate((0.0, -0.5, rank), f"/p{rank}", f"https://example.com/p{rank}", None, 0.5)
        ...           for rank in range(1, 9)]
        >>> kept, plain = CandidateSet(Keep(2, frozenset({7}))), CandidateSet(2)
        >>> for candidate in listed:
        ...     kept.offer(candidate)
        ...     plain.offer(candidate)
        >>> [candidate.key for candidate in kept.best()], [candidate.key for candidate in kept.plain().best()]
        (['/p7', '/p1', '/p2'], ['/p1', '/p2'])
        >>> kept.plain().by_random() == plain.by_random()
        True
        """
        if not self._previous:
            return self
        plain = CandidateSet(None if self.limit is None else int(self.limit))
        for candidate in self.candidates():
            plain.offer(candidate)
        return plain

    def previous_pages(self) -> list[Candidate]:
        """The previous sample's pages offered to this set, in rank order."""
        return sorted(self._previous_kept.values())

    def by_random(self) -> list[Candidate]:
        """Pages in the random-sample order."""
        if self._by_key is not None:
            return sorted([*self._by_key.values(), *self._previous_kept.values()], key=_by_random)
        if self._previous_kept:
            return sorted([*(c for _, c in self._random), *self._previous_kept.values()], key=_by_random)
        return [c for _, c in self._random]


def _keep_merged(kept: dict[str, Candidate], candidate: Candidate) -> None:
    """Keep ``candidate`` by its page key; a page listed twice keeps its better listing."""
    old = kept.get(candidate.key)
    kept[candidate.key] = old.merged(candidate) if old else candidate


#: The order of the random sample (``Candidate.random_key``, then the page itself).
_RandomKey = tuple[tuple[int, str], Candidate]
#: What ``_offer_bounded`` orders by: the candidate itself (the ranking) or its random key.
_Order = TypeVar("_Order", Candidate, _RandomKey)


def _by_random(candidate: Candidate) -> _RandomKey:
    return candidate.random_key, candidate


def _offer_bounded(entries: list[tuple[_Order, Candidate]], candidate: Candidate, key: _Order, limit: int) -> bool:
    """Keep ``entries`` the ``limit`` first pages by their order ``key``, one version per page,
    each with its key (computed once per page, not per comparison); True when ``entries``
    changed and is full.

    Most pages of a big template cannot enter, and the first comparison says so; only those
    that can are looked up among the kept ones (a better listing of a kept page replaces it).
    Keys are unique (each ends with the page itself), so pairs never compare their pages.
    """
    full = len(entries) >= limit
    if full and key >= entries[-1][0]:
        return False
    for i, (_, old) in enumerate(entries):
        if old.key == candidate.key:
            if candidate < old:
                del entries[i]
                insort(entries, (key, candidate))
                return full
            return False
    insort(entries, (key, candidate))
    if full:
        entries.pop()
    return len(entries) >= limit
