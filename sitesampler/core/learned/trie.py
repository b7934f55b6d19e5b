"""The trie the learned clusterer ingests into: counts, pages and a bounded set of children.

Order independence holds by construction: ingest only adds counts and merges sets, and past
the cap a node keeps the literal children with the smallest stable hash (a bottom-k sample),
which does not depend on arrival order either.
"""

from __future__ import annotations

from heapq import heapify, heapreplace
from zlib import adler32, crc32

from ..candidates import CandidateSet
from .tokens import OVERFLOW, is_literal


def stable_hash(token: str) -> int:
    """Salt-free 64-bit hash: which children the overflow keeps must not vary by process.

    Two checksums in C rather than a cryptographic hash: this runs once per new token of every
    node past the cap, and a collision only falls back to the token order.
    """
    data = token.encode("utf-8", "surrogatepass")
    return crc32(data) << 32 | adler32(data)


class Bucket:
    """The pages that end at one trie node."""

    __slots__ = ("size", "candidates", "sources")

    def __init__(self, keep: int | None) -> None:
        self.size = 0
        self.candidates = CandidateSet(keep)
        self.sources: dict[str, int] = {}  # listings per child sitemap (a dict: cheaper than Counter)

    def absorb(self, other: "Bucket") -> None:
        self.size += other.size
        self.candidates.update(other.candidates)
        for source, n in other.sources.items():
            self.sources[source] = self.sources.get(source, 0) + n


class Node:
    """A trie node: pages below it (``count``), children by token, pages ending here.

    ``literals`` counts literal children for the cap; ``kept`` is the max-heap of kept literal
    hashes, built only once a node reaches the cap. ``retired`` marks a node the cap evicted (it
    was merged into the overflow), so a :class:`Lane` holding it walks again. ``why`` and
    ``lang`` are set on decided nodes only: the evidence for a slot and whether a locale prefix
    was folded in.
    """

    __slots__ = ("count", "children", "bucket", "literals", "kept", "retired", "why", "lang")

    def __init__(self) -> None:
        self.retired = False
        self.count = 0
        self.children: dict[str, Node] = {}
        self.bucket: Bucket | None = None
        self.literals = 0
        self.kept: list[tuple[int, str]] | None = None
        self.why: tuple[str, ...] = ()
        self.lang = ""


def child(node: Node, token: str, cap: int) -> Node:
    """The child for ``token``, created if needed; past the cap, possibly the overflow child.

    The literal children kept are those with the ``cap`` smallest (hash, token) keys among all
    ever offered (a bottom-k sample), so the kept set does not depend on arrival order; the rest
    are merged into the overflow child.
    """
    child = node.children.get(token)
    if child is not None:
        return child
    if is_literal(token):
        if node.literals >= cap:
            return evict_for(node, token, cap)
        node.literals += 1
    child = node.children[token] = Node()
    return child


def evict_for(node: Node, token: str, cap: int) -> Node:
    if node.kept is None:
        node.kept = [(-stable_hash(t), t) for t in node.children if is_literal(t)]
        heapify(node.kept)
    entry = (-stable_hash(token), token)
    overflow = node.children.get(OVERFLOW) or node.children.setdefault(OVERFLOW, Node())
    if entry <= node.kept[0]:  # a larger hash than every kept one: straight to the overflow
        return overflow
    _, evicted = heapreplace(node.kept, entry)
    gone = node.children.pop(evicted)
    absorb(overflow, gone, cap)
    retire(gone)
    child = node.children[token] = Node()
    return child


def absorb(target: Node, source: Node, cap: int) -> None:
    """Merge the subtree ``source`` into ``target``: counts add, pages union, children recurse.

    ``target`` must be owned by the caller; ``source`` is only read, so finalize can build
    merged slots without touching the ingested trie.
    """
    target.count += source.count
    if source.bucket is not None:
        if target.bucket is None:
            target.bucket = Bucket(source.bucket.candidates.limit)
        target.bucket.absorb(source.bucket)
    for token in sorted(source.children):
        absorb(child(target, token, cap), source.children[token], cap)


def retire(node: Node) -> None:
    node.retired = True
    for child in node.children.values():
        retire(child)


class Lane:
    """A folder's place in the trie, for :meth:`LearnedClusterer.ingest_leaf`: its nodes from the
    root (walked on first use, and again once one was evicted), the kind its leaves follow (a
    month follows a year), and whether it is ``.../page/`` (whose numbered leaves paginate it)."""

    __slots__ = ("folder", "nodes", "after", "paginated")

    def __init__(self, folder: tuple[str, ...]) -> None:
        self.folder = folder
        self.nodes: list[Node] | None = None
        self.after = ""
        self.paginated = bool(folder) and folder[-1].casefold() == "page"


def distinct_values(signature: Node, index: int) -> int:
    """Distinct values at value level ``index``; a placeholder or overflow counts its pages."""
    level = [signature]
    for _ in range(index):
        level = [child for node in level for child in node.children.values()]
    tokens: dict[str, int] = {}
    for node in level:
        for token, child in node.children.items():
            many = token == OVERFLOW or not is_literal(token)
            tokens[token] = tokens.get(token, 0) + child.count if many else 1
    return sum(tokens.values())


def without_level(node: Node, index: int, cap: int) -> Node:
    """A copy of ``node`` with value level ``index`` below it removed (its children unioned)."""
    if index == 0:
        collapsed = Node()
        for token in sorted(node.children):
            absorb(collapsed, node.children[token], cap)
        return collapsed
    copy = copy_top(node)
    for token in sorted(copy.children):
        copy.children[token] = without_level(copy.children[token], index - 1, cap)
    return copy


def copy_top(node: Node) -> Node:
    """A node sharing ``node``'s children and pages, whose own children map may be rewritten."""
    copy = Node()
    copy.count, copy.bucket, copy.literals = node.count, node.bucket, node.literals
    copy.children = dict(node.children)
    return copy
