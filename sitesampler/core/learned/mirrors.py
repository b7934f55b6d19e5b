"""Folders that mirror each other's pages: one tree described twice.

The versions of a docs tree (``/doc/3.11/...`` beside ``/doc/latest/...``), a catalogue filed
under two names: each version adds or folds a section, so the two are not decided alike and
are not twins, and two siblings are too few to make a slot. Their evidence is their page
names: most of the smaller folder's names recur in the other (MDL: the names are paid for
once when the folders are one slot). A version may also sit inside the tree it mirrors
(``/docs/next/<page>`` beside ``/docs/<page>``): that folder is folded into its parent, as a
locale prefix is folded into the site root.
"""

from __future__ import annotations

from .pagetree import is_page
from .shapes import is_folder_name, names_below
from .thresholds import Thresholds
from .trie import Bucket, Node, absorb


def mirror_groups(folders: dict[str, Node], thresholds: Thresholds) -> list[list[str]]:
    """The groups of two or more ``folders`` linked by mirroring, each sorted, in token order.

    Steps: each folder's literal path names below it (taken before decisions, which abstract
    names), kept when there are ``k_min`` or more (as many as make a slot); two folders are
    linked when at least ``shape_share`` of the smaller one's names recur in the other (the
    share that makes a branch repeat its siblings); linked folders form a group, transitively.
    """
    names = {token: found for token in sorted(folders) if len(found := names_below(folders[token])) >= thresholds.k_min}
    return [group for group in _linked(names, thresholds.shape_share) if len(group) >= 2]


def repeating_sections(folders: dict[str, Node], thresholds: Thresholds) -> list[list[str]]:
    """First-segment sections that hold one sub-structure, in groups of ``k_min`` or more.

    A news portal files each section's articles the same way (``/economy/news/<id>``,
    ``/markets/news/<id>``, or under the date: ``/politics/2025/07/04/<slug>``,
    ``/sports/2025/06/28/<slug>``); a directory gives each member the same pages
    (``/<member>/profile``). At the first segment a slot needs ``root_k`` light siblings, since
    one-off pages and a site's distinct sections sit there; sections whose next names recur in
    each other are structural evidence instead (MDL: the sub-structure is paid for once), as
    versions of a tree are below it (:func:`mirror_groups`).

    Steps: each folder's next names (``folders``: before decisions): its literal names, and
    the publication date its pages are filed under (:func:`filed_by_date`: typed as it is
    read, a date is the one slot that names the same thing in every section; a number or a
    name does not);
    two folders are linked when at least ``shape_share`` of the smaller set recur in the other,
    so a section holding its own pages beside a shared ``/archive/`` is linked to nothing;
    linked folders form a group (:func:`_linked`), kept at ``k_min`` members or more and when
    every two of its members share a name. Sections of different kinds about the same things
    share some of their pages' names (a catalogue's ``/requests/<topic>`` beside
    ``/datasets/<topic>`` and ``/documents/<topic>``): linked through the largest, two that
    share nothing would be one sub-structure only by that chain.

    >>> def section(*names, below=()):
    ...     node = Node()
    ...     node.children = {name: Node() for name in names}
    ...     for name in names:
    ...         node.children[name].children = {inner: Node() for inner in below}
    ...     return node
    >>> posts = section("{year}", below=("{mm}",))
    >>> repeating_sections({"politics": posts, "sports": posts, "culture": section("{year}", "archive", below=("{mm}",)),
    ...                     "about": section("team")}, Thresholds())
    [['culture', 'politics', 'sports']]
    >>> repeating_sections({"users": section("{n}"), "orders": section("{n}"), "items": section("{n}")}, Thresholds())
    []
    >>> topics = [f"topic-{n}" for n in range(12)]
    >>> repeating_sections({"requests": section(*topics), "datasets": section(*topics[:4], "a", "b", "c", "d"),
    ...                     "documents": section(*topics[8:], "e", "f", "g", "h")}, Thresholds())
    []
    """
    names = {token: found for token in sorted(folders)
             if (found := {name for name, below in folders[token].children.items()
                           if is_folder_name(name) or filed_by_date(name, below)})}
    return [group for group in _linked(names, thresholds.shape_share) if len(group) >= thresholds.k_min
            and all(names[first] & names[second] for at, first in enumerate(group) for second in group[at + 1:])]


def sub_sites(folders: dict[str, Node], thresholds: Thresholds) -> list[str]:
    """First-segment sections that are sub-sites of one host, in token order: each a page
    (the sub-site's home page) with ``k_min`` or more next pages (names that are pages
    themselves: a site's sections and one-off pages are), at least ``shape_share`` of which
    (of the smaller set) are next pages of another such section, in groups too small to be one
    slot (fewer than ``k_min``: :func:`repeating_sections` makes a slot of more). Two venues of
    one museum (``/bk/`` and ``/kyaf/``, each with its own ``exhibitions``, ``about``,
    ``visit``...) or two countries' shops: a sub-site's next pages are its sections and
    one-off pages, as a site's first segment holds them. Folders of values that two sections
    share (a film's reports filed under ``/sales/<film>/`` and ``/collections/<film>/``) are
    no pages, and say nothing here.

    >>> def section(*names, page=True, pages=True):
    ...     node = Node()
    ...     node.children = {name: section(page=pages) if names else Node() for name in names}
    ...     node.bucket = Bucket(None) if page else None
    ...     if page:
    ...         node.bucket.size = 1
    ...     return node
    >>> venue = ("about", "exhibitions", "visit", "contact")
    >>> sub_sites({"bk": section(*venue), "kyaf": section(*venue[:3], "shop"), "blog": section("a", "b", "c")},
    ...           Thresholds())
    ['bk', 'kyaf']
    >>> sub_sites({"bk": section(*venue), "kyaf": section(*venue, page=False)}, Thresholds())
    []
    >>> films = ("pathaan", "varisu", "thunivu")
    >>> sub_sites({"sales": section(*films, pages=False), "collections": section(*films, pages=False)}, Thresholds())
    []
    """
    names = {token: found for token in sorted(folders) if is_page(folders[token])
             and len(found := {name for name, below in folders[token].children.items()
                               if is_folder_name(name) and is_page(below)}) >= thresholds.k_min}
    return [token for group in _linked(names, thresholds.shape_share) if 2 <= len(group) < thresholds.k_min
            for token in group]


def filed_by_date(token: str, child: Node) -> bool:
    """Whether ``token`` (a section's next level, ``child`` below it) files the section's pages
    under their publication date: a full date (``{date}``, ``2025-07-04``), or a year whose
    next level is a month (``/2025/07/``), as posts are filed. A year alone files a year's
    reports or editions, which sections of different kinds share (``/sales/2025/``,
    ``/tracking/2025/``).

    >>> year, month = Node(), Node()
    >>> year.children = {"{mm}": month}
    >>> filed_by_date("{year}", year), filed_by_date("{year}", Node()), filed_by_date("{date}", Node())
    (True, False, True)
    """
    return token == "{date}" or (token == "{year}" and "{mm}" in child.children)


def version_folders(node: Node, folders: list[str], thresholds: Thresholds) -> list[str]:
    """Those of ``folders`` (children of ``node``) that mirror their siblings: at least ``k_min``
    next names, of which at least ``shape_share`` are names of ``node``'s other children
    (``/docs/next/`` holding ``aws``, ``modules``, ``envs`` beside ``/docs/aws``, ...)."""
    found = []
    siblings = set(node.children)
    for token in folders:
        keys = names_below(node.children[token], depth=1)
        shared = len(keys & siblings) - (token in keys)
        if len(keys) >= thresholds.k_min and shared >= thresholds.shape_share * len(keys):
            found.append(token)
    return found


def fold_into(node: Node, folders: list[str], cap: int) -> None:
    """Fold ``folders`` into ``node`` (a copy the caller owns): their pages and children join
    ``node``'s own, level for level; the folders' own pages join ``node``'s page."""
    rest = Node()
    rest.count, rest.bucket = 0, node.bucket
    rest.children = {token: child for token, child in node.children.items() if token not in folders}
    folded = Node()
    absorb(folded, rest, cap)
    for token in sorted(folders):
        absorb(folded, node.children[token], cap)
    node.children, node.bucket, node.literals = folded.children, folded.bucket, folded.literals


def _linked(names: dict[str, set[str]], share: float) -> list[list[str]]:
    """Groups of the keys of ``names``, each sorted, in token order: two keys are linked when
    at least ``share`` of the smaller one's names recur in the other; groups close transitively."""
    group_of = {token: token for token in names}

    def find(token: str) -> str:
        while group_of[token] != token:
            token = group_of[token]
        return token

    tokens = sorted(names)
    for i, first in enumerate(tokens):
        for second in tokens[i + 1:]:
            if len(names[first] & names[second]) >= share * min(len(names[first]), len(names[second])):
                a, b = find(first), find(second)
                group_of[max(a, b)] = min(a, b)
    groups: dict[str, list[str]] = {}
    for token in tokens:
        groups.setdefault(find(token), []).append(token)
    return [members for _, members in sorted(groups.items())]
