"""Sibling folders that mirror each other's pages: one tree described twice.

The versions of a docs tree (``/doc/3.11/...`` beside ``/doc/latest/...``), a catalogue filed
under two names: each version adds or folds a section, so the two are not decided alike and
are not twins, and two siblings are too few to make a slot. Their evidence is their page
names: most of the smaller folder's names recur in the other (MDL: the names are paid for
once when the folders are one slot).
"""

from __future__ import annotations

from .shapes import names_below
from .thresholds import Thresholds
from .trie import Node


def mirror_groups(folders: dict[str, Node], thresholds: Thresholds) -> list[list[str]]:
    """The groups of two or more ``folders`` linked by mirroring, each sorted, in token order.

    Steps: each folder's literal path names below it (taken before decisions, which abstract
    names), kept when there are ``k_min`` or more (as many as make a slot); two folders are
    linked when at least ``shape_share`` of the smaller one's names recur in the other (the
    share that makes a branch repeat its siblings); linked folders form a group, transitively.
    """
    names = {token: found for token in sorted(folders) if len(found := names_below(folders[token])) >= thresholds.k_min}
    group_of = {token: token for token in names}

    def find(token: str) -> str:
        while group_of[token] != token:
            token = group_of[token]
        return token

    tokens = sorted(names)
    for i, first in enumerate(tokens):
        for second in tokens[i + 1:]:
            if len(names[first] & names[second]) >= thresholds.shape_share * min(len(names[first]), len(names[second])):
                a, b = find(first), find(second)
                group_of[max(a, b)] = min(a, b)
    groups: dict[str, list[str]] = {}
    for token in tokens:
        groups.setdefault(find(token), []).append(token)
    return [members for _, members in sorted(groups.items()) if len(members) >= 2]
