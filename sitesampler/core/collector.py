"""Python's cyclic garbage collector, paused over work that builds many objects and no cycle.

The collector runs after every few hundred container allocations and walks the young objects
each time; reading and sampling a sitemap allocates a tuple per entry, per folder entry and per
candidate, and trie nodes, and deciding the templates copies and merges a trie's worth of them,
none of them part of a cycle, so at a million URLs those runs were a fifth of the crawl's CPU
time. Reference counting frees these objects whether the collector
runs or not; what outlives the pause is examined by the next collection, as usual, unless a
crawl asked for it to be frozen (:func:`freeze_after_pauses`).
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager

_freezing = False


@contextmanager
def collector_paused() -> Iterator[None]:
    """The collector off for the ``with`` block, then as it was (nested pauses and a collector
    the application disabled stay as they are); with :func:`freeze_after_pauses` on, what is
    alive when the outermost pause ends is frozen first."""
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        if _freezing:
            gc.freeze()
        gc.enable()


def freeze_after_pauses(enabled: bool) -> None:
    """Freeze (``gc.freeze``) what is alive at the end of each pause, from now on; ``False``
    stops and gives every frozen object back to the collector (``gc.unfreeze``).

    Why: a pause ends with a sitemap's 50,000 entries alive (after its parse) or with what its
    sampling built (trie nodes, buckets, candidates), and the first allocation after it ran a
    collection over all of them, then another as they aged: a quarter of a second of a crawl
    of a million URLs, every object walked for nothing, since none is part of a cycle. Frozen
    objects are skipped by every collection and still freed by reference counting. The price:
    a cycle that was garbage or alive at a freeze and dies later waits for the unfreeze, so a
    crawl switches this on for its own duration only (``Sampling.begin`` to ``finish``).
    """
    global _freezing
    _freezing = enabled
    if not enabled:
        gc.unfreeze()
