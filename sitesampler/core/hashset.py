"""A set of 64-bit page hashes in one flat array: the de-duplication memory of a big site.

A Python ``set`` of a million 64-bit ints takes about 78 MB (a 40-byte int object per member
plus the table), most of the crawl's memory budget at 10^6 URLs. Page hashes are keyed BLAKE2b
digests, already uniformly mixed, so an open-addressing table over ``array('Q')`` can index by
their low bits directly: 8 bytes a slot, at most half full, 16-32 MB at a million pages.
"""

from __future__ import annotations

from array import array
from collections.abc import Iterable

_INITIAL_SLOTS = 1 << 12  # a power of two: the slot is ``value & mask``
_ZERO = (0,)


class HashSet:
    """Distinct unsigned 64-bit ints. Slot value 0 means empty, so 0 itself is a flag."""

    __slots__ = ("_table", "_mask", "_size", "_has_zero")

    def __init__(self) -> None:
        self._table = array("Q", _ZERO) * _INITIAL_SLOTS
        self._mask = _INITIAL_SLOTS - 1
        self._size = 0
        self._has_zero = False

    def __len__(self) -> int:
        return self._size

    def __contains__(self, value: int) -> bool:
        if value == 0:
            return self._has_zero
        table, mask = self._table, self._mask
        i = value & mask
        while (slot := table[i]) != value:
            if slot == 0:
                return False
            i = (i + 1) & mask
        return True

    def add(self, value: int) -> bool:
        """Add ``value``; True when it was not there yet (one probe sequence for both)."""
        if value == 0:
            is_new, self._has_zero = not self._has_zero, True
            self._size += is_new
            return is_new
        table, mask = self._table, self._mask
        i = value & mask
        while (slot := table[i]) != 0:
            if slot == value:
                return False
            i = (i + 1) & mask
        table[i] = value
        self._size += 1
        if 2 * self._size > mask:
            self._grow()
        return True

    def add_many(self, values: Iterable[int]) -> list[bool]:
        """:meth:`add` of each of ``values`` in order, and what it returned: one loop over a
        batch, without a method call per value (the probe is :meth:`add`'s)."""
        news: list[bool] = []
        append = news.append
        table, mask, size = self._table, self._mask, self._size
        for value in values:
            if value == 0:
                self._size = size
                append(self.add(0))
                size = self._size
                continue
            i = value & mask
            while (slot := table[i]) != 0:
                if slot == value:
                    append(False)
                    break
                i = (i + 1) & mask
            else:
                table[i] = value
                size += 1
                append(True)
                if 2 * size > mask:
                    self._size = size
                    self._grow()
                    table, mask = self._table, self._mask
        self._size = size
        return news

    def update(self, other: "HashSet") -> None:
        """Add every member of ``other``."""
        if other._has_zero:
            self.add(0)
        add = self.add
        for value in other._table:
            if value:
                add(value)

    def _grow(self) -> None:
        """Double the table and re-place every member (linear probing stays short below half full)."""
        old = self._table
        self._table = array("Q", _ZERO) * (2 * len(old))  # no zero bytes object of the new size first
        self._mask = 2 * len(old) - 1
        table, mask = self._table, self._mask
        for value in old:
            if value:
                i = value & mask
                while table[i]:
                    i = (i + 1) & mask
                table[i] = value
