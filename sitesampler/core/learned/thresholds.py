"""The learned clusterer's decision constants, each named by what it decides.

Every constant is global (no site, host or word-specific value) and its effect on the
labelled corpus is measured: ``python bench/quality.py`` writes a sensitivity table (each
constant at half, as is and double) into ``docs/QUALITY.md``.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Thresholds:
    """When a group of sibling literals is evidence of one variable slot."""

    #: Light siblings needed to open a slot below the first segment: three pages named alike
    #: are a pattern, two may be a pair of one-off pages.
    k_min: int = 3
    #: Share of a group's literal siblings that must be light (leaves, or branches repeating
    #: their siblings' structure) for the group to become one slot; the rest join only if they
    #: share the slot's shape.
    light_share: float = 0.6
    #: A branch is light (an instance, not a section) at or below this share of its parent's
    #: pages, one page always being light.
    light_page_share: float = 0.10
    #: Share of a branch's next keys that must recur under a sibling for the branch to count
    #: as repeating its siblings' structure; a locale branch (``/de/...``) whose next keys
    #: recur this much among its siblings is a translation and folds into the site root.
    shape_share: float = 0.5
    #: Light siblings needed at the first segment, where a site's sections and one-off pages
    #: live (``/about``, ``/blog``, ``/products``): only a flat site's posts reach it.
    root_k: int = 50
    #: Siblings needed where a child sitemap of their own or a collection folder (``/tags/``)
    #: already says they are instances of one type.
    collection_k: int = 2
    #: Literal children a trie node keeps before an overflow child merges the rest (memory
    #: bound: each kept child costs memory at a million URLs). The overflow mixes what it
    #: merges, so the cap sits above the flat folders of real sites: the largest in the corpus
    #: holds 2,976 pages, and below that whole sections of the site were swallowed.
    cap: int = 4000
