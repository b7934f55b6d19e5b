"""What a decided trie node looks like from above: the shapes siblings are compared by."""

from __future__ import annotations

from collections import Counter
from typing import NamedTuple

from ..tokens import is_placeholder
from .tokens import (DYNAMIC_EXTENSIONS, EXT, OVERFLOW, QUERY, ROUTE, SLOT, VALUE, is_level, is_literal, kind_of,
                     without_source)
from .trie import Node
from .words import COLLECTION_PARENTS, STATIC_WORDS, TAXONOMY_WORDS


def is_script(node: Node) -> bool:
    """A page carrying a query, or a dynamic script (``.do``, ``.php``): a program endpoint."""
    for token, child in node.children.items():
        if token.startswith((QUERY, ROUTE)):
            return True
        if token.startswith(EXT) and (token[1:] in DYNAMIC_EXTENSIONS
                                      or any(t.startswith(QUERY) for t in child.children)):
            return True
    return False


LEAF = "\x05leaf"


def shape_of(node: Node) -> set[str]:
    """The next keys of ``node`` with leaves abstracted (a leaf keeps only its extension)."""
    shape = set()
    for token, child in node.children.items():
        if is_level(token) and not any(is_level(t) for t in child.children):
            shape.add(LEAF + "".join(sorted(t for t in child.children if t.startswith(EXT))))
        else:
            shape.add(token)
    return shape


FOLDER = "\x06folder"


def folder_shapes(node: Node) -> dict[str, bool]:
    """The generalised shape of ``node``: :func:`shape_of` with every folder abstracted too.

    A child that has levels of its own (a folder) stands for ``FOLDER`` plus its own shape,
    whatever its token, so ``/tamil/leo/<file>.html`` and ``/hindi/{slug}/{slug}.html`` both
    read ``FOLDER[leaf.html]``. The value says whether a slot child carries that entry: a
    sibling showed that this folder level is variable.
    """
    shapes: dict[str, bool] = {}
    for token, child in node.children.items():
        if not is_level(token):
            entry, slot = token, False
        elif not any(is_level(t) for t in child.children):
            entry, slot = LEAF + "".join(sorted(t for t in child.children if t.startswith(EXT))), False
        else:
            entry = FOLDER + "|".join(sorted(shape_of(child)))
            slot = token == OVERFLOW or not is_literal(token)
        shapes[entry] = shapes.get(entry, False) or slot
    return shapes


def is_named_page(token: str, protect: bool) -> bool:
    """A literal that names a page or section rather than an instance: a taxonomy folder
    anywhere, a static word (``about``, ``search``) where the position is protected, a
    camelCase program name (the only tokens not casefolded), a query value that is a path
    (a second route beside the one read as a path, :func:`.tokens.route_of`). A value that is an
    address (``?url=/bbs/board.php``, ``?to=?qa=7``, ``?next=https://...``: where a login form returns to)
    names another page, not this one, so it may vary as any value does."""
    word = token.lstrip(VALUE)
    return (word in TAXONOMY_WORDS or (protect and word in STATIC_WORDS) or word != word.casefold()
            or ("/" in word and word[:1] not in "/?" and "://" not in word))


def twin_groups(node: Node) -> list[list[str]]:
    """The children of ``node`` that may be twins, two or more per group of one
    :func:`twin_shape`, groups in order of their first token. Candidates are literal folders
    or values, never a named page nor a folder named by a collection word (``articles``
    beside ``sections``: the word names the folder's kind, not a value). A camelCase name
    counts as any other here: a twin holds a slot of pages, so it is a section named in code
    style (``/docs/bestPractice/``), not a program."""
    groups: dict[frozenset[str], list[str]] = {}
    for token in sorted(node.children):
        if (is_level(token) and is_literal(token) and not is_named_page(token.casefold(), False)
                and token not in COLLECTION_PARENTS):
            shape = twin_shape(node.children[token])
            if shape is not None:
                groups.setdefault(shape, []).append(token)
    return sorted(members for members in groups.values() if len(members) >= 2)


def twin_shape(node: Node) -> frozenset[str] | None:
    """A folder's decided contents with page names abstracted: the kinds of its slots, its
    literal sub-folders, ``LEAF`` for its literal pages; None unless it holds a slot."""
    shape = set()
    for token, child in node.children.items():
        if not is_level(token):
            shape.add(token)
        elif is_literal(token) and token != OVERFLOW:
            shape.add(token if any(is_level(t) for t in child.children) else LEAF)
        else:  # a slot, with the extension or query its pages carry
            ends = "".join(sorted(t for t in child.children if not is_level(t)))
            shape.add((kind_of(token) if token != OVERFLOW else SLOT) + ends)
    if not any("{" in t for t in shape):
        return None
    return frozenset(shape)


def has_nested_slot(node: Node) -> bool:
    """A slot child that has a slot child of its own: two variable levels below ``node``."""
    return any(is_level(t) and not is_literal(t) and t != OVERFLOW
               and any(is_level(g) and not is_literal(g) for g in child.children)
               for t, child in node.children.items())


def drop_lone_source_labels(node: Node) -> None:
    """``{slug:post}`` -> ``{slug}`` unless a sibling slot of another sitemap type needs telling apart."""
    labelled = [t for t in node.children if is_placeholder(t.lstrip(VALUE)) and without_source(t) != t]
    for token in sorted(labelled):
        plain = without_source(token)
        rivals = [t for t in node.children if t != token and is_placeholder(t.lstrip(VALUE)) and without_source(t) == plain]
        if not rivals:
            node.children[plain] = node.children.pop(token)


def templates_below(node: Node, prefix: tuple[str, ...] = ()) -> set[tuple[str, ...]]:
    """The decided templates below ``node``, relative to it, with literal names abstracted
    (``L``) and slots by kind: ``/class/{slug}/{date}`` reads ``({slug}, {date})``, a literal
    page ``(L,)``. Steps: a node holding pages below ``node`` adds its path; each child adds
    its token (extensions and query signatures as they are) and recurses."""
    found: set[tuple[str, ...]] = set()
    if prefix and node.bucket is not None and node.bucket.size:
        found.add(prefix)
    for token, child in node.children.items():
        if not is_level(token):
            step = token
        elif token == OVERFLOW or is_literal(token):
            step = "L"
        else:
            step = kind_of(token)
        found |= templates_below(child, prefix + (step,))
    return found


def is_folder_name(token: str) -> bool:
    """A literal path name: not an extension, a query signature or value, a slot or the overflow."""
    return is_level(token) and not token.startswith(VALUE) and is_literal(token)


def names_below(section: Node, depth: int | None = None) -> set[str]:
    """The literal path tokens below ``section`` (not its own), ``depth`` levels down at most
    (all levels when None)."""
    names: set[str] = set()
    stack = [(section, 0)]
    while stack:
        node, level = stack.pop()
        if depth is not None and level >= depth:
            continue
        for token, child in node.children.items():
            if is_folder_name(token):
                names.add(token)
                stack.append((child, level + 1))
    return names


def same_shape_heavy(node: Node, light: list[str], members: list[str], protect: bool) -> list[str]:
    """Siblings too heavy to be light whose decided sub-structure the light ones share.

    They count toward the share and join the slot: a bigger instance (a movie with more
    reports than the rest) is still an instance, not a section of its own; ``k`` still
    counts light siblings only, so heavy twins alone never open a slot.
    """
    slot_shape = set().union(*(shape_of(node.children[t]) for t in light if t != OVERFLOW))
    chosen = set(light)
    return [t for t in members if t not in chosen
            and not is_named_page(t, protect and not has_nested_slot(node.children[t]))
            and (shape := shape_of(node.children[t])) and shape <= slot_shape]


def recurring_share(keys: list[str], counts: Counter[str]) -> float:
    """The share of ``keys`` that at least two siblings have."""
    return sum(1 for k in keys if counts[k] >= 2) / len(keys)


def is_module(node: Node) -> bool:
    """An endpoint, or a directory of endpoints (``/web/sv/`` of ``detailPrdt.do``).

    Program and module names are code, not data: ``board.php`` and ``list.do`` are
    different programs, and modules with the same script names still render different
    layouts, so they never become a slot (ids in their queries or names still do).
    """
    return is_script(node) or any(is_script(child) for token, child in node.children.items()
                                   if is_level(token))


def same_substructure(nodes: list[Node]) -> bool:
    """All leaves, or all sharing a next key: the same sub-structure."""
    keysets = [{k for k in n.children if is_level(k)} for n in nodes]
    if not any(keysets):
        return True
    return bool(set.intersection(*[set(n.children) for n in nodes]))


class SiblingEvidence(NamedTuple):
    """What a node's children show, counted once per node, for deciding each group of them."""

    #: How many children have each next key (literal sub-structure, before decisions).
    next_keys: Counter[str]
    #: How many children have each next key once leaves are abstracted (decided).
    next_shapes: Counter[str]
    #: How many children have each generalised folder shape (folders abstracted too).
    next_folders: Counter[str]
    #: Generalised shapes some sibling's slot made variable.
    variable: set[str]
    #: Each child's generalised shapes.
    folders: dict[str, dict[str, bool]]
