"""Python's cyclic garbage collector, paused over work that builds many objects and no cycle.

The collector runs after every few hundred container allocations and walks the young objects
each time; reading and sampling a sitemap allocates a tuple per entry, per folder entry and per
candidate, and trie nodes, and deciding the templates copies and merges a trie's worth of them,
none of them part of a cycle, so at a million URLs those runs were a fifth of the crawl's CPU
time. Reference counting frees these objects whether the collector
runs or not; what outlives the pause is examined by the next collection, as usual.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def collector_paused() -> Iterator[None]:
    """The collector off for the ``with`` block, then as it was (nested pauses and a collector
    the application disabled stay as they are)."""
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.enable()
