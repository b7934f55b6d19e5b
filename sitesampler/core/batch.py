"""Batch-first ingest: a sitemap's URLs grouped by folder, each folder's plain leaves placed at once.

A sitemap lists thousands of pages per folder. Taken one by one, every page pays the same
per-URL layers (a lookup of its folder, checks of its leaf, one clusterer call, one candidate
offer each); taken as a folder, most of that is done once over a column:

* :func:`group_by_folder` cuts every URL at its last "/" in one pass;
* :func:`leaf_batch` decides with whole-column operations (one regular expression over the
  joined leaves, set operations for feeds and duplicates) whether the folder's leaves are all
  plain page leaves, distinct, without a query; then it hashes them in one comprehension. A
  folder that does not fit returns None and takes the per-URL path, folder by folder;
* the clusterer's ``ingest_leaves`` groups the leaves by what it makes of them and places each
  group once, and ``CandidateSet.offer_many`` offers only the pages a full offer could keep.

Every step gives exactly the state the per-URL path gives for the same URLs in any order
(``tests/test_core_batch.py`` compares the tries, groups and candidate lists).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from hashlib import blake2b
from typing import NamedTuple, TypeVar

from .lanes import PLAIN_CHARS, Folder
from .urls import FEED_LEAVES, is_page_leaf

#: A sitemap entry: ``(url, lastmod, priority)``.
Listing = tuple[str, str | None, str | float | None]
#: One entry of a folder: ``(leaf, lastmod, priority, url)``.
FolderEntry = tuple[str, str | None, str | float | None, str]
#: Newline-separated plain leaves, none empty: :func:`~.lanes.is_plain_leaf` of every one.
_plain_column = re.compile(f"[{PLAIN_CHARS}]+(?:\n[{PLAIN_CHARS}]+)*").fullmatch
#: Leaves that are dot segments (``/a/..``), which w3lib resolves: never plain.
_DOT_LEAVES = frozenset((".", ".."))


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

    def key(self, i: int) -> str:
        return self.path + self.leaves[i]


def group_by_folder(listings: Iterable[Listing]) -> dict[str, list[FolderEntry]]:
    """The entries by folder (the URL up to its last "/"), each folder's in arrival order."""
    folders: dict[str, list[FolderEntry]] = {}
    for url, lastmod, priority in listings:
        head, _, leaf = url.rpartition("/")
        entries = folders.get(head)
        if entries is None:
            entries = folders[head] = []
        entries.append((leaf, lastmod, priority, url))
    return folders


def leaf_batch(folder: Folder, entries: list[FolderEntry], origin: str,
               seen_add: Callable[[int], bool]) -> LeafBatch | None:
    """The entries of ``folder`` as a :class:`LeafBatch`, or None when one of them needs the
    per-URL path.

    Steps: the leaves as a column; one regular expression over them joined (every leaf plain:
    no query, escape or empty leaf); no feed, no non-page extension and no "." or ".." leaf
    (checked only when a leaf has a dot); no leaf twice (a page listed twice in one sitemap); then the
    keyed hashes (the folder's hash prefix + the leaf, as ``keyed_hash`` computes them) and
    the de-duplication, in arrival order.
    """
    leaves, lastmods, priorities, _ = zip(*entries)
    joined = "\n".join(leaves)
    if _plain_column(joined) is None or len(set(leaves)) != len(leaves):
        return None
    if not FEED_LEAVES.isdisjoint(joined.lower().split("\n")):
        return None
    if "." in joined and (not all(map(is_page_leaf, leaves)) or not _DOT_LEAVES.isdisjoint(leaves)):
        return None
    prefix = folder.hash_prefix
    hashes = [int.from_bytes(blake2b(prefix + leaf, digest_size=8).digest(), "big")
              for leaf in joined.encode("ascii").split(b"\n")]
    return LeafBatch(folder.path, origin, list(leaves), hashes, lastmods, priorities, list(map(seen_add, hashes)))


Label = TypeVar("Label")


def group_members(labels: Iterable[Label]) -> dict[Label, list[int]]:
    """The indices of ``labels`` by label, each list ascending (a clusterer's groups of a batch)."""
    groups: dict[Label, list[int]] = {}
    for i, label in enumerate(labels):
        members = groups.get(label)
        if members is None:
            groups[label] = [i]
        else:
            members.append(i)
    return groups
