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
    """From now on, freeze (``gc.freeze``) what is alive at the end of each pause, or stop.
    Starting gives what an earlier start froze back to the collector (``gc.unfreeze``);
    stopping leaves it frozen.

    Why: a pause ends with a sitemap's 50,000 entries alive (after its parse) or with what its
    sampling built (trie nodes, buckets, candidates), and the first allocation after it ran a
    collection over all of them, then another as they aged, and the interpreter's exit walked
    everything again: at a million URLs, a quarter of a second of collections and 0.15 s of
    exit, every object walked for nothing, since the sampling builds no cycle. Frozen objects
    are skipped by every collection and still freed by reference counting. The price: a cycle
    alive at a freeze that dies later is freed only after the next start's unfreeze, or at
    exit; without freezing, such a cycle waited for a full collection, which a crawl of a
    million URLs never triggered after its start-up. A crawl switches this on for its own
    duration (``Sampling.begin`` to ``finish``): its process (``scrapy crawl``, a scrapyd
    job) ends with it, and a next crawl in the same process starts by unfreezing.
    """
    global _freezing
    _freezing = enabled
    if enabled:
        gc.unfreeze()
