"""Front-controller routes: a query parameter whose value is a path within one program.

``/?qa=user/kim/wall``, ``/index.php?q=node/12``: the program is one script and the page is
named by the route, so the route's segments are read as path segments below the key
(:func:`.tokens.route_of`). A route of one segment has no slash to show it (``?qa=hot``,
``?qa=login&to=...``); once the same key carries a path on another page of the same folder,
its plain values are routes too, and join the route's tree here, before siblings are compared.
"""

from __future__ import annotations

from .tokens import QUERY, ROUTE, VALUE
from .trie import Node, absorb


def fold_route_values(node: Node, cap: int) -> None:
    """Move the rows of ``node``'s query signatures holding a route key into that key's route.

    Steps: the route keys of ``node`` (its ``ROUTE`` children); for each signature naming one,
    each row (a page's value tokens, :func:`_rows`) becomes the path ``value`` (typed as the
    value was: an empty one is ``{v}``, any value) then, when other keys remain, their
    signature and values, and is absorbed into a copy of the route's node. ``node`` must be a
    copy the caller owns.
    """
    routes = sorted(token for token in node.children if token.startswith(ROUTE))
    for route in routes:
        key = route[1:]
        merged: Node | None = None
        for signature in sorted(token for token in node.children if token.startswith(QUERY)):
            keys = signature[1:].split("&")
            if key not in keys:
                continue
            index = keys.index(key)
            rest = QUERY + "&".join(keys[:index] + keys[index + 1:])
            if merged is None:
                merged = Node()
                absorb(merged, node.children[route], cap)
            for values, leaf in _rows(node.children.pop(signature), len(keys)):
                value, others = values[index], values[:index] + values[index + 1:]
                segment = value[1:] if value.startswith(VALUE) else value  # an empty one is ``{v}``: any value
                absorb(merged, _chain((segment, *((rest, *others) if others else ())), leaf), cap)
        if merged is not None:  # its evidence came along with the route's node (:func:`absorb`)
            node.children[route] = merged


def _rows(signature: Node, depth: int) -> list[tuple[tuple[str, ...], Node]]:
    """The rows below a signature: each path of ``depth`` value tokens and the node it ends at."""
    level: list[tuple[tuple[str, ...], Node]] = [((), signature)]
    for _ in range(depth):
        level = [(path + (token,), child) for path, parent in level for token, child in sorted(parent.children.items())]
    return level


def _chain(tokens: tuple[str, ...], leaf: Node) -> Node:
    """A one-path tree ``tokens`` ending at ``leaf``'s pages and children, counted as ``leaf``;
    only read by :func:`absorb`."""
    top = node = Node()
    for token in tokens:
        node.count = leaf.count
        node.children = {token: Node()}
        node = node.children[token]
    node.count, node.bucket, node.children = leaf.count, leaf.bucket, leaf.children
    return top
