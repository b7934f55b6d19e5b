"""The one bounded cache of the core: a dict emptied when full.

The core caches decisions that a site repeats a million times over a handful of distinct
inputs (a host, a folder). Those inputs are few, so a full cache means a hostile or unusual
site, and starting over is cheap and keeps memory bounded; an LRU would cost a bookkeeping
step on every hit, and hits are the common case.
"""

from __future__ import annotations

from typing import TypeVar

K = TypeVar("K")
V = TypeVar("V")


def remember(cache: dict[K, V], key: K, value: V, limit: int) -> V:
    """Store ``value`` under ``key`` and return it, emptying ``cache`` first when it already
    holds ``limit`` entries."""
    if len(cache) >= limit:
        cache.clear()
    cache[key] = value
    return value
