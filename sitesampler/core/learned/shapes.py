"""The names and templates below a decided trie node, which record folders, mirrors and
page trees compare (the sibling rule's own evidence lives with it, in :mod:`.decider`)."""

from __future__ import annotations

from .tokens import OVERFLOW, VALUE, is_level, is_literal, kind_of
from .trie import Node


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
