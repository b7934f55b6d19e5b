"""Batch-first ingest: a sitemap's URLs grouped by folder, each folder's plain leaves placed at once.

A sitemap lists thousands of pages per folder. Taken one by one, every page pays the same
per-URL layers (a lookup of its folder, checks of its leaf, one clusterer call, one candidate
offer each); taken as a folder, most of that is done once over a column:

* :func:`group_by_folder` files every entry, as it came, under its URL up to the last "/" in
  one pass; a folder's leaves are cut when the folder is placed (one at a time: less memory);
* :func:`leaf_batch` decides with whole-column operations (one regular expression over the
  joined leaves, set operations for feeds and duplicates) whether the folder's leaves are all
  plain page leaves, distinct, without a query; then it hashes them in one comprehension. A
  folder that does not fit returns None and takes the per-URL path, folder by folder;
* :func:`query_batch` does the same for a folder of query leaves (``/shop/item?id=N&color=c``):
  its queries are grouped by their parameter names as spelled (their *shape*), and what the
  per-URL path decides for each parameter (kept or not, the kept ones' order) is decided once
  per shape, and the kept pairs and values are cut out by one regular expression;
* the clusterer's ``ingest_leaves`` groups the leaves by what it makes of them and places each
  group once, and ``CandidateSet.offer_many`` offers only the pages a full offer could keep.

Every step gives exactly the state the per-URL path gives for the same URLs in any order
(``tests/test_core_batch.py`` compares the tries, groups and candidate lists).
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache
from hashlib import blake2b
from operator import itemgetter
from struct import unpack
from typing import TypeVar

from .lanes import PLAIN_CHARS, Folder
from .segments import DYNAMIC_EXTENSIONS
from .leafbatch import LeafBatch, QueryShape
from .urls import FILE_LEAVES, INDEX_FILES, NON_HTML_EXTENSIONS, VALUE_DECIDED_KEYS, is_page_leaf, kept_key

#: A sitemap entry: ``(url, lastmod, priority)``.
Listing = tuple[str, str | None, str | float | None]
#: Newline-separated plain leaves, none empty: :func:`~.lanes.is_plain_leaf` of every one.
_plain_column = re.compile(f"[{PLAIN_CHARS}]+(?:\n[{PLAIN_CHARS}]+)*").fullmatch
#: Leaves that are dot segments (``/a/..``), which w3lib resolves: never plain.
_DOT_LEAVES = frozenset((".", ".."))
#: A (lower-case, newline-separated) leaf that is a feed's name with an extension, a program
#: sending the feed (``rss.aspx``, ``feed.php``), as ``is_page_leaf`` reads it.
_feed_program = re.compile(rf"^(?:{'|'.join(sorted(FILE_LEAVES))})\.(?:{'|'.join(sorted(DYNAMIC_EXTENSIONS))})$",
                           re.MULTILINE).search
#: Newline-separated query leaves as ``plain_query_leaf`` takes them: a plain leaf (not "." or
#: ".."), "?", a plain query. Groups: the leaf, the query (an empty group first, so that every
#: match is a tuple).
_query_column = re.compile(rf"^()(?!\.\.?\?)([{PLAIN_CHARS}]+)\?([{PLAIN_CHARS}/?&]*)$", re.MULTILINE).findall
#: The extension of each newline-separated leaf that has one after a stem, as ``is_page_leaf``
#: reads it (after the last dot, which is not the leaf's first character).
_extensions = re.compile(r"[^\n]\.([^.\n]*)$", re.MULTILINE).findall
#: What a query's shape leaves out of each parameter: "=" and its value.
_values = re.compile("=[^&\n]*").sub


def group_by_folder(listings: Iterable[Listing]) -> dict[str, list[Listing]]:
    """The entries by folder (the URL up to its last "/"), each folder's in arrival order; the
    entries themselves, not a copy with the leaf cut out: a sitemap's copies would all be held
    at once, while a folder's leaves are cut only when it is placed (:func:`folder_leaves`)."""
    folders: defaultdict[str, list[Listing]] = defaultdict(list)
    for listing in listings:
        folders[listing[0].rpartition("/")[0]].append(listing)
    return folders


def folder_leaves(urls: Sequence[str]) -> tuple[list[str], str] | None:
    """The leaves of a folder's URLs (each after the last "/", which all share) and the
    leaves joined by newlines, cut from the joined URLs at once; None when a URL holds a
    newline (the column would not split back into its leaves)."""
    start = "\n" + urls[0][:urls[0].rfind("/") + 1]
    joined = ("\n" + "\n".join(urls)).replace(start, "\n")[1:]
    leaves = joined.split("\n")
    return (leaves, joined) if len(leaves) == len(urls) else None


def leaf_batch(folder: Folder, entries: list[Listing], origin: str,
               seen_add_many: Callable[[list[int]], list[bool]]) -> LeafBatch | None:
    """The entries of ``folder`` as a :class:`LeafBatch`, or None when one of them needs the
    per-URL path.

    Steps: the leaves as a column; one regular expression over them joined (every leaf plain:
    no query, escape or empty leaf; a column of query leaves is a :func:`query_batch`); no leaf
    twice (a page listed twice in one sitemap) nor a folder's index file (its page is the
    folder's); no feed nor logout, and, when a leaf has a dot, no non-page extension (the
    extensions read by one regular expression), no "." or ".." leaf and no feed's program; then the keyed hashes
    (the folder's hash prefix + the leaf, as ``keyed_hash`` computes them) and the
    de-duplication, in arrival order.
    """
    urls, lastmods, priorities = zip(*entries)
    if (cut := folder_leaves(urls)) is None:
        return None
    leaves, joined = cut
    if _plain_column(joined) is None:
        return query_batch(folder, leaves, joined, lastmods, priorities, origin, seen_add_many) if "?" in joined else None
    if len(set(leaves)) != len(leaves) or ("index.htm" in joined and not INDEX_FILES.isdisjoint(leaves)):
        return None
    lowered = joined.lower()
    if not FILE_LEAVES.isdisjoint(lowered.split("\n")):
        return None
    if ("out" in lowered or "off" in lowered) and not all(map(is_page_leaf, leaves)):  # a logout
        return None
    if "." in joined and (not NON_HTML_EXTENSIONS.isdisjoint(_extensions(lowered)) or not _DOT_LEAVES.isdisjoint(leaves)
                          or _feed_program(lowered)):
        return None
    hashes = _hashes(folder.hash_prefix, joined)
    return LeafBatch(folder.path, origin, leaves, hashes, lastmods, priorities, seen_add_many(hashes))


def _hashes(prefix: bytes, joined: str) -> list[int]:
    """The keyed hash of each newline-separated (ASCII) leaf after the folder's hash prefix
    (``keyed_hash``: the digest read as a big-endian number), the digests read in one call."""
    leaves = joined.encode("ascii").split(b"\n")
    digests = b"".join([blake2b(prefix + leaf, digest_size=8).digest() for leaf in leaves])
    return list(unpack(f">{len(leaves)}Q", digests))


def query_batch(folder: Folder, leaves: list[str], joined: str, lastmods: tuple[str | None, ...],
                priorities: tuple[str | float | None, ...], origin: str,
                seen_add_many: Callable[[list[int]], list[bool]]) -> LeafBatch | None:
    """The query leaves ``leaves`` (``joined`` by newlines) of ``folder`` as a :class:`LeafBatch`
    whose ``queries`` say each page's leaf and kept parameters, or None when one of them needs
    the per-URL path.

    Steps: one regular expression splits every leaf into a plain leaf and a plain query; one
    substitution gives every query's shape (its parameter names as spelled); for each (leaf,
    shape) the leaf must be a page's and the shape :func:`_query_form` must decide; one pass of
    the shape's expression over its queries gives their kept pairs and values, the pairs joined
    in the per-URL path's order; no page twice; then the hashes and the de-duplication, in arrival
    order, as :func:`leaf_batch` does.
    """
    split = _query_column(joined)
    if len(split) != len(leaves) or joined.count("\n") != len(leaves) - 1:
        return None
    _, names, queries = zip(*split)
    rests = leaves  # each leaf's page key after the folder, written over in place
    shapes = []
    for (name, shape), members in group_members(zip(names, _values("", "\n".join(queries)).split("\n"))).items():
        form = _query_form(shape, folder.path + name) if is_page_leaf(name) and name not in INDEX_FILES else None
        if form is None:
            return None
        pattern, keys, pairs_at, values_at = form
        found = pattern.findall("\n".join([queries[i] for i in members]))
        if len(found) != len(members):
            return None
        kept_pairs = map(itemgetter(*pairs_at), found)
        for i, rest in zip(members, map(f"{name}?".__add__, map("&".join, kept_pairs) if len(keys) > 1 else kept_pairs)):
            rests[i] = rest
        columns = list(zip(*found))
        shapes.append(QueryShape(name, keys, members, [columns[at] for at in values_at]))
    if len(set(rests)) != len(rests):
        return None
    hashes = _hashes(folder.hash_prefix, "\n".join(rests))
    return LeafBatch(folder.path, origin, rests, hashes, lastmods, priorities, seen_add_many(hashes),
                     tuple(shapes))


@lru_cache(maxsize=1 << 10)
def _query_form(shape: str, path: str) -> tuple[re.Pattern[str], tuple[str, ...], tuple[int, ...], tuple[int, ...]] | None:
    """For queries of ``shape`` (``id&color``) on the page ``path``: the expression matching one
    (an empty group, then a pair and a value group for each kept parameter, in the query's
    order), the kept names in the order the per-URL path sorts them, and where each one's pair
    and value are in a match's groups, in that order;
    None when the shape does not decide it (no parameter kept, or one name kept twice: the
    order then reads the values; or a name kept or not by its value:
    :data:`~.urls.VALUE_DECIDED_KEYS`). Cached: a site spells a handful of shapes."""
    written = shape.split("&")  # the names as the query writes them
    if any(name.lower() in VALUE_DECIDED_KEYS for name in written):
        return None  # kept or not by its value (``?page=2`` or ``?page=Installation``)
    kept = sorted((key, j) for j, name in enumerate(written) if (key := kept_key(name, path)))
    if not kept or len({key for key, _ in kept}) != len(kept):
        return None
    pair_group = {j: 2 + 2 * n for n, j in enumerate(sorted(j for _, j in kept))}
    pattern = "&".join(f"({re.escape(name)}(?:=([^&\n]*))?)" if j in pair_group else f"{re.escape(name)}(?:=[^&\n]*)?"
                       for j, name in enumerate(written))
    # A match's groups tuple holds group g at index g - 1: a value (group pair + 1) at the pair's number.
    return (re.compile(f"^(){pattern}$", re.MULTILINE), tuple(key for key, _ in kept),
            tuple(pair_group[j] - 1 for _, j in kept), tuple(pair_group[j] for _, j in kept))


Label = TypeVar("Label")


def group_members(labels: Iterable[Label]) -> dict[Label, list[int]]:
    """The indices of ``labels`` by label, each list ascending (a clusterer's groups of a batch)."""
    column = list(labels)
    if column and column.count(column[0]) == len(column):  # one label (a folder of one shape): no loop
        return {column[0]: list(range(len(column)))}
    groups: dict[Label, list[int]] = {}
    for i, label in enumerate(column):
        members = groups.get(label)
        if members is None:
            groups[label] = [i]
        else:
            members.append(i)
    return groups
