"""A folder's pages as columns (:class:`LeafBatch`), the unit of batch-first ingest.

Its own module, apart from :mod:`.batch` which builds it, so that the candidate lists that read
it (``CandidateSet.offer_many``) and the clusterers import the type without importing the
builder, and with it the folder lanes and, through them, the clusterers.
"""

from __future__ import annotations

from typing import NamedTuple


class QueryShape(NamedTuple):
    """The pages of a query batch with one leaf and one shape: ``members`` (ascending indices
    into the batch), their kept parameter names in the order the per-URL path sorts them
    (``keys``), and ``values[k][j]``, the value of ``keys[k]`` in page ``members[j]``."""

    leaf: str
    keys: tuple[str, ...]
    members: list[int]
    values: list[tuple[str, ...]]


class LeafBatch(NamedTuple):
    """A folder's plain leaves as columns: index ``i`` of every list is one page.

    ``path`` + leaf is the page's key, ``origin`` + key its URL (built only for the pages a
    candidate list may keep); ``news[i]`` is false for a page seen before.
    """

    path: str
    origin: str
    leaves: list[str]
    hashes: list[int]
    lastmods: tuple[str | None, ...]
    priorities: tuple[str | float | None, ...]
    news: list[bool]
    #: A query batch's pages by leaf and shape (``leaves`` then hold each page's key after the
    #: folder: its leaf, "?" and its kept parameters); empty for a batch of plain leaves.
    queries: tuple[QueryShape, ...] = ()

    def key(self, i: int) -> str:
        return self.path + self.leaves[i]
