"""Trees of pages: a section whose pages nest in pages, level after level (a catalogue's
categories, a geography of regions, cities and shops), is one template, however deep.

Sibling rules see one level at a time, so such a tree, whose folders are literal names of
uneven depth, yields a template per depth and per branch (hundreds on a regional catalogue),
and each of them spends the budget on a page type already shown. Its own evidence is the
nesting: a page whose folder is a page whose folder is a page. A listing and its items
(``/blogs/news`` and ``/blogs/news/<post>``) nest once; a tree nests again and again.
"""

from __future__ import annotations

from typing import NamedTuple

from ..segments import PATH_SLOT
from .shapes import is_folder_name, names_below
from .thresholds import Thresholds
from .tokens import EXT, SLOT, VALUE, is_level
from .trie import Bucket, Node


class Nesting(NamedTuple):
    """Pages two or more levels below a section, and how many of them nest in pages."""

    deep: int  # pages at least two levels below the section
    in_page: int  # ... whose folder is a page
    chains: int  # pages three or more levels below whose folder and its folder are pages


def is_page(node: Node) -> bool:
    """Pages end at ``node``, with or without an extension (``/a/b`` or ``/a/b.html``)."""
    if node.bucket is not None and node.bucket.size:
        return True
    return any(token.startswith(EXT) and child.bucket is not None and child.bucket.size
               for token, child in node.children.items())


def _is_path(token: str) -> bool:
    """A path position (not an extension, a query signature or a query value)."""
    return is_level(token) and not token.startswith(VALUE)


def has_folders(node: Node) -> bool:
    """Pages lie below ``node`` on a path position (query values are not folders)."""
    return any(_is_path(token) for token in node.children)


def _folders(node: Node) -> list[Node]:
    """The literal path folders below ``node`` (query values are not folders)."""
    return [child for token, child in node.children.items() if is_folder_name(token)]


def nesting(section: Node) -> Nesting:
    """Count, over the literal folders below ``section``, the pages that nest in pages
    (:func:`nesting_below`)."""
    return nesting_below(_folders(section))


def nesting_below(folders: list[Node]) -> Nesting:
    """Count, over ``folders`` (siblings) and what lies below them, the pages that nest in pages.

    Steps: walk down from the section's folders that hold folders, carrying whether the
    folder above and the one above it are pages; a page two levels down counts as deep, and
    as in a page when its folder is one; three levels down, as a chain when its folder and
    that folder's folder are pages too. Only counts are taken, so children are read in any
    order; the decider asks at every named folder, and most have no folder below them.
    """
    deep = in_page = chains = 0
    stack = [(child, False) for child in folders if child.children]
    while stack:
        folder, above = stack.pop()  # ``above``: the folder holding ``folder`` is a page
        page = is_page(folder)
        for node in _folders(folder):
            if not node.children:  # a leaf page, the bulk of a big site: counted in place
                deep += 1
                in_page += page
                chains += page and above
            else:
                stack.append((node, page))
                if is_page(node):
                    deep += 1
                    in_page += page
                    chains += page and above
    return Nesting(deep, in_page, chains)


def is_page_tree(found: Nesting, thresholds: Thresholds) -> bool:
    """A tree of pages: ``k_min`` chains (the nesting repeats, as three named siblings make a
    slot) and most deep pages (``light_share``, the share that makes a slot) in a page: a docs tree
    whose folders are not pages, and a listing whose items nest once, are not trees."""
    return found.chains >= thresholds.k_min and found.in_page >= thresholds.light_share * found.deep


def tree_sections(root: Node, thresholds: Thresholds, keep: str | None = None) -> tuple[list[str], Nesting]:
    """The first-segment sections that are branches of one tree of pages, and their pooled
    nesting (no sections when there is no such tree).

    A shop's category tree often starts at the first segment (``/mens/activity/running``,
    ``/womens/activity/trail``, ``/sale/mens/runners``): each branch is too small to show a
    tree, pooled they do. Steps: keep the sections that nest twice (a page in a page in a
    page: a listing and its items, ``/blog/<post>``, nest once, and one-off pages not at
    all); of these, keep those more than a light share (``light_page_share``) of whose folder and
    page names below recur under another kept section, the smaller one's names counted (the
    branches of one tree name the same things: a shop's men's and women's trees share most
    of theirs, its brand and sale trees a sixth to a quarter; a museum's sections share a
    contact page or two among a hundred names, a twentieth); pool their nesting and ask
    :func:`is_page_tree`. The pooled
    branches must end at uneven depths, as a category tree's do (``/mens/sale`` beside
    ``/mens/shoes/trail``): a hierarchy whose leaves all lie at one level (a portal's
    catalogues, each listing regions, then towns) has levels that are kinds of page of their
    own. The pool must also hold one hierarchy (:func:`one_hierarchy`): two sub-sites with the
    same sections share names one level down only. ``keep``: the first-segment token on the way
    to the home page's folder, never a branch.
    """
    nested = {token: root.children[token] for token in sorted(root.children)
              if is_folder_name(token) and token != keep
              and nesting_below([root.children[token]]).chains}
    names = {token: names_below(node) for token, node in nested.items()}
    share = thresholds.light_page_share
    tokens = [token for token in nested
              if any(len(names[token] & names[other]) >= share * min(len(names[token]), len(names[other]))
                     for other in nested if other != token)]
    found = nesting_below([nested[token] for token in tokens])
    uneven = len({depth for token in tokens for depth in leaf_depths(nested[token])}) > 1
    return (tokens, found) if len(tokens) > 1 and uneven and is_page_tree(found, thresholds) \
        and one_hierarchy([nested[token] for token in tokens], thresholds) else ([], found)


def one_hierarchy(sections: list[Node], thresholds: Thresholds) -> bool:
    """Whether two of ``sections`` hold one hierarchy: most (``shape_share``) of the names
    nested two levels below the smaller one or deeper recur as deep below the other. A shop's
    men's and women's trees name the same categories at every level
    (``/mens/shoes/trail``, ``/womens/shoes/trail``). Two sub-sites of one host with the same
    sections (two venues' ``/bk/exhibitions/`` and ``/kyaf/exhibitions/``) share names one
    level below them only: the pages further down are each sub-site's own items, and their
    nesting is a sub-site's listing and its items, not a tree.
    """
    deep = [set().union(*(names_below(child) for child in _folders(section))) for section in sections]
    return any(len(mine & theirs) >= thresholds.shape_share * min(len(mine), len(theirs)) > 0
               for at, mine in enumerate(deep) for theirs in deep[at + 1:])


def leaf_depths(section: Node) -> set[int]:
    """The depths below ``section`` at which its literal path leaves lie."""
    depths, stack = set(), [(section, 0)]
    while stack:
        node, depth = stack.pop()
        folders = _folders(node)
        if not folders and depth:
            depths.add(depth)
        stack.extend((child, depth + 1) for child in folders)
    return depths


def collapse_trees(node: Node, out: Node, thresholds: Thresholds, depth: int, named: bool, home: tuple[str, ...]) -> None:
    """Collapse in ``out`` (the caller's copy of ``node``) what of ``node`` is a tree of pages.

    Below the first segment, in a ``named`` (literal) section, the section itself when it is a
    tree (k_min chains need k_min pages and the two they nest in, so smaller sections are
    skipped); at the first segment (``depth`` 0), the branches of a tree spread over its
    sections (:func:`tree_sections`), never the one on the way to the ``home`` folder.
    """
    if depth >= 1 and named and node.count >= thresholds.k_min + 2:
        found = nesting(node)
        if is_page_tree(found, thresholds):
            collapse_tree(out, thresholds, found)
    elif depth == 0:
        sections, found = tree_sections(node, thresholds, home[0] if home else None)
        if sections:
            collapse_tree(out, thresholds, found, sections)


def collapse_tree(section: Node, thresholds: Thresholds, found: Nesting, tokens: list[str] | None = None) -> None:
    """Replace the folders below ``section`` by one ``{path}`` child holding their pages that
    are folders too, and its ``{slug}`` child holding the leaves (the tree's nodes and its
    ends: a region and a shop, a category and its last level).

    ``section`` must be a copy the caller owns; its own page, extension and query children
    stay, and so do path children outside ``tokens`` when given. Steps: every bucket below each path child is absorbed, in token order, into the
    node its page's place calls for (a page whose node has path children is a node of the
    tree); the leaves' node becomes the ``{slug}`` child if there are leaves.
    """
    nodes, leaves = Node(), Node()
    for token in sorted(name for name in section.children if _is_path(name) and (tokens is None or name in tokens)):
        top = section.children.pop(token)
        stack = [(top, has_folders(top))]
        while stack:
            node, inner = stack.pop()
            if node.bucket is not None and node.bucket.size:
                target = nodes if inner else leaves
                if target.bucket is None:
                    target.bucket = Bucket(node.bucket.limit)
                target.bucket.absorb(node.bucket)
                target.count += node.bucket.size
            for child_token in sorted(node.children, reverse=True):
                child = node.children[child_token]
                # An extension or query child is the same page's place: it keeps its node's side.
                stack.append((child, has_folders(child) if _is_path(child_token) else inner))
    section.literals = 0
    note = (f"collapse_trees: {PATH_SLOT}: a tree of pages, {found.chains} pages nested three deep >= k_min={thresholds.k_min}, "
            f"{found.in_page}/{found.deep} deep pages in a page >= light_share={thresholds.light_share}",)
    nodes.why = note
    if leaves.bucket is not None:
        leaves.why = note + (f"collapse_trees: {SLOT}: the tree's leaves (pages without folders below them)",)
        nodes.children[SLOT] = leaves
        nodes.count += leaves.count
    section.children[PATH_SLOT] = nodes
