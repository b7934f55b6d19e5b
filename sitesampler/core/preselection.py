"""Which pages of a batch may enter a full candidate list, read from the batch's columns
without ranking a page (``CandidateSet.offer_many``).

A page's rank is (recency period, priority, hash), and reading a lastmod's period is the costly
part. So the columns are read as they are: the hashes as numbers, the priorities once per
distinct spelling, the lastmod strings against the first day of a period. Each function gives
a superset of the pages that may enter: a page it leaves out ranks after the list's last one
(``tests/test_core_offer_many.py``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import datetime, timedelta
from functools import lru_cache
from itertools import compress, repeat
from math import inf


def may_outrank(members: Sequence[int], hashes: Sequence[int], lastmods: Sequence[str | None],
                priorities: Sequence[str | float | None], worst: tuple[float, float, int],
                weights: dict[str | float | None, float], months: int,
                smaller: Iterable[int] | None = None) -> list[int]:
    """The ``members`` (each with its hash, lastmod and priority) whose page may rank before
    ``worst`` (a full list's last rank; ``weights`` ranks each priority, ``months`` is the
    width of a recency period; ``smaller``, when the caller has them, the members of a smaller
    hash than ``worst``'s).

    A page ranks after ``worst`` when it is of no newer recency period, of no higher priority
    and of no smaller hash. So only the pages of a smaller hash, those whose lastmod may be of
    a newer period (:func:`may_rank_in` against the newer period) and those of a higher
    priority are kept. Steps, each a pass in C, or none where the column says it keeps none:
    the hashes compared with the last one's; the lastmods, unless the latest of them sorts
    before the newer period's cutoff (when the last page has no lastmod, the pages that have
    one); the priorities, unless none is higher; their union in order.
    """
    order, weight, last_hash = worst
    kept = set(compress(members, map(last_hash.__gt__, hashes)) if smaller is None else smaller)
    newer_cutoff = period_cutoff(order - 1, months)
    if order == inf:  # an undated last page: every page with a lastmod may be of a newer period
        kept.update(compress(members, lastmods))
    elif newer_cutoff is None or not compare_as_strings(lastmods) or \
            max(filter(None, lastmods), default="") >= newer_cutoff:
        kept.update(compress(members, may_rank_in(lastmods, order - 1, months)))
    if min(weights.values()) < weight:
        kept.update(compress(members, map(weight.__gt__, map(weights.__getitem__, priorities))))
    return sorted(kept)


def compare_as_strings(lastmods: Sequence[str | None]) -> bool:
    """Whether no lastmod sorts before "0" (a date after a space, say): each then ranks as its
    string compares with a period's cutoff, so the column is compared in C."""
    return min(filter(None, lastmods), default="0") >= "0"


def may_rank_in(lastmods: Sequence[str | None], worst_order: float, months: int) -> Iterable[bool]:
    """For each of ``lastmods``, False when its page ranks after ``worst_order`` (the recency
    order of a full list's last page) whatever its priority and hash, read from the string
    alone: no lastmod, or a date at least two days before the start of that page's period
    (its time zone then cannot bring it into the period). True for every page of a list not
    full yet, and for every string not compared so (one not starting with a digit, say).

    A lastmod sorting before ``YYYY-MM-DD`` begins with a digit, so with a four-digit year, and
    is either not a date (no recency: it ranks after every dated page) or an earlier date.
    """
    cutoff = period_cutoff(worst_order, months)
    if cutoff is None:
        return repeat(True)
    return (lastmod is not None and not "0" <= lastmod < cutoff for lastmod in lastmods)


@lru_cache(maxsize=64)
def period_cutoff(order: float, months: int) -> str | None:
    """The day (``YYYY-MM-DD``) two days before the first day of the recency period whose order
    is ``order`` (periods of ``months`` months), or None when pages cannot be compared with it
    by their lastmod strings."""
    if months <= 0 or order == inf:
        return None
    first_month = int(-order) * months
    if first_month < 24:
        return None
    start = datetime(first_month // 12, first_month % 12 + 1, 1) - timedelta(days=2)
    return start.date().isoformat()
