"""The trie the learned clusterer ingests into: counts, pages and a bounded set of children.

Order independence holds by construction: ingest only adds counts and merges sets, and past
the cap a node keeps the literal children with the smallest stable hash (a bottom-k sample),
which does not depend on arrival order either.
"""

from __future__ import annotations

from collections.abc import Sequence
from heapq import heapify, heappush, heapreplace
from itertools import compress
from operator import neg
from zlib import adler32, crc32

from .bucket import Bucket, PendingLeaf
from .tokens import OVERFLOW, VALUE, VALUE_SLOT, is_literal


def stable_hash(token: str) -> int:
    """Salt-free 64-bit hash: which children the overflow keeps must not vary by process.

    Two checksums in C rather than a cryptographic hash: this runs once per new token of every
    node past the cap, and a collision only falls back to the token order.
    """
    return stable_hashes((token,))[0]


def stable_hashes(tokens: Sequence[str]) -> list[int]:
    """:func:`stable_hash` of each token (a folder's new leaves at once), both checksums mapped
    over the encoded column (:func:`encoded`)."""
    return hashes_of(encoded(tokens))


def encoded(tokens: Sequence[str]) -> list[bytes]:
    """The tokens as :func:`stable_hash` encodes them: as one column when no token holds a
    newline."""
    column = "\n".join(tokens).encode("utf-8", "surrogatepass").split(b"\n")
    if len(column) != len(tokens):
        column = [token.encode("utf-8", "surrogatepass") for token in tokens]
    return column


def hashes_of(column: Sequence[bytes]) -> list[int]:
    """:func:`stable_hash` of each encoded token: its CRC-32 the high half, so the CRC alone
    says when one hash is above another's high half."""
    return [high << 32 | low for high, low in zip(map(crc32, column), map(adler32, column))]


class _LeafChildren(dict):  # type: ignore[type-arg]
    """The children of a leaf the ingest built (:data:`LEAF_CHILDREN`): empty and shared, so a
    write raises; :func:`own_children` gives the node a dict of its own first."""

    __slots__ = ()

    def _refuse(self, *args: object, **kwargs: object) -> None:
        raise TypeError("a leaf's shared children: own_children(node) first")

    __setitem__ = setdefault = update = __ior__ = _refuse  # type: ignore[assignment]

    def __reduce__(self) -> tuple[object, tuple[()]]:  # a worker's pickled trie: the one object again
        return _leaf_children, ()


#: What a leaf of the ingest has for children: an empty dict each cost the 172,000 kept leaves of
#: a flat site's capped folders 11 MB at a million URLs.
LEAF_CHILDREN: dict[str, "Node"] = _LeafChildren()


def _leaf_children() -> dict[str, "Node"]:
    return LEAF_CHILDREN


def own_children(node: "Node") -> dict[str, "Node"]:
    """``node``'s children, to write: a dict of its own, made if it had :data:`LEAF_CHILDREN`."""
    children = node.children
    if children is LEAF_CHILDREN:
        children = node.children = {}
    return children


class Node:
    """A trie node: pages below it (``count``), children by token, pages ending here.

    ``literals`` counts literal children for the cap; ``kept`` is the max-heap of kept literal
    hashes, built only once a node reaches the cap. ``retired`` marks a node the cap evicted (it
    was merged into the overflow), so a :class:`Lane` holding it walks again. ``pending`` holds
    the literal leaves of one page each that a batch placed and nobody has read yet, as
    :data:`PendingLeaf` rows: they are children (counted in ``literals``, held in ``kept``), built
    as nodes by :func:`settle` before anything reads ``children`` for them, and most of a big
    folder's are evicted by the cap before that, merged into the overflow from the row alone.
    ``why`` and ``lang`` are set on decided nodes only: the evidence for a slot and whether a
    locale prefix was folded in. A node the ingest creates as a child (``Node(leaf=True)``) shares
    :data:`LEAF_CHILDREN` until it has a child (:func:`own_children`).
    """

    __slots__ = ("count", "children", "bucket", "literals", "kept", "retired", "pending", "why", "lang")

    def __init__(self, leaf: bool = False) -> None:
        self.retired = False
        self.count = 0
        self.children: dict[str, Node] = LEAF_CHILDREN if leaf else {}
        self.bucket: Bucket | None = None
        self.literals = 0
        self.kept: list[tuple[int, str]] | None = None
        self.pending: dict[str, PendingLeaf] | None = None
        self.why: tuple[str, ...] = ()
        self.lang = ""


def settle(node: Node) -> None:
    """Build ``node``'s pending leaves (:attr:`Node.pending`) as the children a batch used to
    build at once: a node counting its page, whose bucket holds it (:meth:`Bucket.of_page`)."""
    pending = node.pending
    node.pending = None
    if not pending:
        return
    children = own_children(node)
    for token, row in pending.items():
        leaf = children[token] = Node(leaf=True)
        leaf.count += row[1]
        leaf.bucket = Bucket.of_page(*row)


def child(node: Node, token: str, cap: int) -> Node:
    """The child for ``token``, created if needed; past the cap, possibly the overflow child.

    The literal children kept are those with the ``cap`` smallest (hash, token) keys among all
    ever offered (a bottom-k sample), so the kept set does not depend on arrival order; the rest
    are merged into the overflow child.
    """
    if node.pending:  # a pending leaf is read, or the cap may evict one: built first
        settle(node)
    child = node.children.get(token)
    if child is not None:
        return child
    if is_literal(token):
        if node.literals >= cap:
            return evict_for(node, token, cap)
        node.literals += 1
    child = own_children(node)[token] = Node(leaf=True)
    return child


def evict_for(node: Node, token: str, cap: int) -> Node:
    overflow = node.children.get(OVERFLOW) or own_children(node).setdefault(OVERFLOW, Node(leaf=True))
    if overflows(node, token):
        return overflow
    assert node.kept is not None  # built by overflows()
    _, evicted = heapreplace(node.kept, (-stable_hash(token), token))
    gone = node.children.pop(evicted)
    absorb(overflow, gone, cap)
    retire(gone)
    child = node.children[token] = Node(leaf=True)
    return child


def overflows(node: Node, token: str) -> bool:
    """Whether ``token``, a new literal child of ``node`` at its cap, goes straight to the
    overflow child: its (hash, token) key is larger than every kept child's, so it evicts none.
    Kept children only ever get smaller keys, so a token found so stays so."""
    return overflowing(node, [token])[0]


def overflowing(node: Node, tokens: list[str]) -> list[bool]:
    """:func:`overflows` of each of ``tokens``, hashed as a column."""
    if node.kept is None:
        node.kept = [(-stable_hash(token), token) for token in node.children if is_literal(token)]
        heapify(node.kept)
    largest_kept = node.kept[0]
    return [(-token_hash, token) <= largest_kept for token_hash, token in zip(stable_hashes(tokens), tokens)]


def admit(node: Node, tokens: list[str], cap: int) -> list[int]:
    """New literal children ``tokens`` of ``node`` (none a child yet, more than it has room for)
    taken at once, as :func:`child` takes them one by one: the positions of the tokens that
    are kept are returned (ascending; the caller gives each its node or pending leaf), the
    others go to the overflow child.

    Steps: the first tokens fill the room below the cap; the heap of kept keys is built (as
    :func:`overflowing` builds it); of the other tokens, only those whose CRC (the high half of
    the hash) is at most the last kept key's may enter, since that key only rises: their keys
    are built and sorted, and taken smallest hash first, each replacing the kept key the heap
    holds last, until one would not (nor would any after it). A key taken so is never the last
    kept while a later one is taken, so of the keys that leave, none is of those tokens: a
    token of the room overflows, and a child already there is evicted: merged into the
    overflow child and retired, as :func:`evict_for` does, by :func:`absorb_evicted` (a pending
    leaf from its row; the pending leaves are children here, and stay pending). Which keys are
    kept at the end does not depend on the order (a bottom-k sample), so this is the state of
    any order of ``child`` calls, without a node for a token that would be evicted within the
    batch.
    """
    children, pending = own_children(node), node.pending
    overflow = children.get(OVERFLOW) or children.setdefault(OVERFLOW, Node(leaf=True))
    column = encoded(tokens)
    room = min(max(cap - node.literals, 0), len(tokens))
    node.literals += room
    keys = list(zip(map(neg, hashes_of(column[:room])), tokens[:room]))
    if node.kept is None:
        old = [token for token in children if is_literal(token)] + list(pending or ())
        node.kept = list(zip(map(neg, stable_hashes(old)), old)) + keys
        heapify(node.kept)
    else:
        for key in keys:
            heappush(node.kept, key)
    kept, out = node.kept, []
    high = -kept[0][0] >> 32
    maybe = list(compress(range(room, len(tokens)), map(high.__ge__, map(crc32, column[room:]))))
    entering = sorted(zip(map(neg, hashes_of([column[at] for at in maybe])), [tokens[at] for at in maybe], maybe),
                      reverse=True)
    for neg_hash, token, _ in entering:
        if (neg_hash, token) <= kept[0]:
            break
        out.append(heapreplace(kept, (neg_hash, token))[1])
    evicted, dropped = [], []
    for token in out:  # a pending leaf (most), a child, or a token of this batch
        row = pending.pop(token, None) if pending else None
        if row is not None:
            dropped.append(row)
        elif (gone := children.pop(token, None)) is not None:
            evicted.append(gone)
    absorb_evicted(overflow, evicted, cap, dropped)
    left = set(out)
    return sorted([at for at in range(room) if tokens[at] not in left] + [at for _, _, at in entering[:len(out)]])


def absorb_evicted(overflow: Node, evicted: list[Node], cap: int, rows: Sequence[PendingLeaf] = ()) -> None:
    """Each of ``evicted`` (children the cap evicted) absorbed into ``overflow`` and retired, as
    :func:`absorb` and :func:`retire` do: the leaves (most of them) by their counts, and their
    buckets at once (:meth:`Bucket.absorb_all`); and the pending leaves ``rows`` it evicted as
    :func:`settle` would build them, from their rows (:meth:`Bucket.absorb_rows`)."""
    if rows:
        if overflow.bucket is None:
            overflow.bucket = Bucket(rows[0][0])
        overflow.count += overflow.bucket.absorb_rows(rows)
    buckets = []
    for gone in evicted:
        if gone.children or gone.pending:
            absorb(overflow, gone, cap)
            retire(gone)
            continue
        overflow.count += gone.count
        gone.retired = True
        if gone.bucket is not None:
            buckets.append(gone.bucket)
    if buckets:
        if overflow.bucket is None:
            overflow.bucket = Bucket(buckets[0].limit)
        overflow.bucket.absorb_all(buckets)


def absorb(target: Node, source: Node, cap: int) -> None:
    """Merge the subtree ``source`` into ``target``: counts add, pages union, children recurse.

    ``target`` must be owned by the caller; ``source`` is only read (its pending leaves built
    first, which is the same state), so finalize can build merged slots without touching the
    ingested trie. A decided source's evidence (``why``) joins the target's, so a slot decided
    in each member of a merge still says why once the members are one.
    """
    if source.pending:
        settle(source)
    if source.why:  # only decided nodes have any: the ingest never pays more than this test
        target.why += tuple(line for line in source.why if line not in target.why)
    target.count += source.count
    if source.bucket is not None:
        if target.bucket is None:
            target.bucket = Bucket(source.bucket.limit)
        target.bucket.absorb(source.bucket)
    if source.children:  # most sources are leaves: no sort of nothing
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
    """Distinct values at value level ``index``; a placeholder or overflow counts its pages, but
    empty values count once: ``&stx=`` on every list a search form links names no page."""
    level = [signature]
    for _ in range(index):
        level = [child for node in level for child in node.children.values()]
    tokens: dict[str, int] = {}
    for node in level:
        for token, child in node.children.items():
            many = token == OVERFLOW or (not is_literal(token) and token != VALUE + VALUE_SLOT)
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
