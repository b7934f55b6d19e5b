"""How sibling literals are grouped before the decider weighs each group as one slot.

Each split keeps apart what the site itself tells apart: pages from folders at the first
segment, the sitemap priority a generator gives each page type, the separator after a leading
id. A group too small to be a type of its own is weighed with the rest.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from ..segments import numbers_masked
from .sources import ONE_OFF_SOURCES
from .shapes import templates_below
from .tokens import DATE_SLUG, EXT, HANDLE, ID_SLUG, OVERFLOW, SLOT, is_level
from .trie import Node
from .words import COLLECTION_PARENTS, SORT_DIRECTIONS


def spelled_slots(node: Node, literals: list[str], depth: int, values: bool,
                  k_min: int) -> list[tuple[list[str], str, tuple[str, ...]]]:
    """Sibling literals whose spelling alone makes them one slot, before any count of light
    siblings: ``k_min`` user handles at the first segment (``/@kim``, ``/~lee``), and a list's
    two sort directions (``/news/sort/date/by/asc`` and ``.../desc``: one page in two orders,
    too few to be a slot by number). As (members, label, why) for the decider to merge."""
    found: list[tuple[list[str], str, tuple[str, ...]]] = []
    if depth == 0 and not values:
        handles = [token for token in literals if token[:1] in "@~" and len(token) > 1]
        if len(handles) >= k_min:
            found.append((handles, HANDLE, (f"slot {depth + 1} {HANDLE}: {len(handles)} @/~ handles >= k_min={k_min}",)))
    directions = sorted(SORT_DIRECTIONS.intersection(literals))  # path names: a query's are \x03asc
    if len(directions) == len(SORT_DIRECTIONS) \
            and not any(is_branch(node.children[direction]) for direction in directions):
        found.append((directions, SLOT, (f"slot {depth + 1} {SLOT}: the sort directions {' and '.join(directions)}",)))
    return found


def by_page_or_folder(node: Node, depth: int, values: bool, kind: str, members: list[str]) -> list[list[str]]:
    """At the first segment, pages and folders are weighed apart.

    A site's flat pages (``/best-sales``, ``/login``, ``/12_acme``) and its folders
    (``/shirts/...``, ``/hats/...``) are different evidence: seventy category folders are a
    slot of folders, and say nothing about twenty pages beside them. Folders of a typed
    sitemap are weighed by the templates below them (:func:`~.shapes.templates_below`): a
    product sitemap listing ``/store/<cat>/<slug>/`` and ticketed ``/class/<slug>/<date>/``
    names two sections, while posts filed under category folders (``/<cat>/<post>/``) are
    one slot. Below the first segment they are weighed together."""
    if depth != 0 or values:
        return [members]
    pages = [token for token in members if token != OVERFLOW and not is_branch(node.children[token])]
    paged = set(pages)
    folders = [token for token in members if token not in paged]
    if kind and kind not in ONE_OFF_SOURCES:
        # A typed sitemap says its pages are instances; its folders at the first segment are
        # still sections, one slot only where the same templates lie below them.
        alike: dict[frozenset[tuple[str, ...]], list[str]] = {}
        for token in folders:
            alike.setdefault(frozenset(templates_below(node.children[token])), []).append(token)
        return [part for part in (pages, *alike.values()) if part]
    return [part for part in (pages, folders) if part]


def by_priority(node: Node, source: str, members: list[str], k_min: int,
                parent: str | None = None) -> dict[str, list[str]]:
    """``members`` split by the sitemap priority of their pages when at least two priority
    values each hold ``k_min`` of them: generators that give each page type a priority of
    its own (products 1.0, categories 0.5, CMS pages 0.2) tell look-alike types apart by
    it. Members of a rarer or mixed priority stay one group. Siblings spread over more
    than ``k_min`` priority values are not told apart: that is a scale (recency,
    popularity) computed page by page, not a label per type. So are the children of a
    collection folder (``parent`` ``topic``, ``products``): its name says they are one
    type's instances, as it does where two of them open a slot (a forum's topics have
    priorities 0.5, 0.6 and 0.7 by their activity).

    The group's name is the sitemap type with the priority after it (``p0.5``): it keeps
    the slots apart like a sitemap type, without counting as one (a typed sitemap opens a
    slot with fewer pages)."""
    if len(members) < 2 * k_min:  # two groups of k_min cannot form
        return {source: members}
    if parent in COLLECTION_PARENTS:
        return {source: members}
    by_value: dict[float | None, list[str]] = {}
    for token in members:
        by_value.setdefault(page_priority(node.children[token]), []).append(token)
    common = sorted(v for v, group in by_value.items() if v is not None and len(group) >= k_min)
    if len(common) < 2 or len(by_value) > k_min:
        return {source: members}
    out: dict[str, list[str]] = {}
    for value, group in by_value.items():
        name = f"{source}{PRIORITY}{value:g}" if value in common else source
        out.setdefault(name, []).extend(group)
    return out


def by_id_separator(members: list[str], k_min: int, first_segment: bool) -> dict[str, list[str]]:
    """``members`` split by the spelling of a leading id or namespace (:func:`id_spelling`:
    ``123-a`` / ``123_a``, ``c12-345`` / ``c12`` / ``n7-a``, ``category:a`` / ``user:b``) when
    at least two spellings each have ``k_min`` members: sites tell types apart by it
    (``/<id>-<slug>`` articles beside ``/<id>_<slug>`` products, ``/c<category>-<ad>.html`` ads
    beside ``/c<category>.html`` lists, a wiki's categories beside its user pages). At the
    ``first_segment``, where a site's one-off pages sit, names without an id are split off too
    when one spelling holds most of the members: beside a table's records (``/16-mida``,
    ``/17-dar``) a plain name (``/brands``) is a page of another kind, while a few ids among
    plain names (``/10-tips-for-x`` among a blog's posts) are a title's numbers. Deeper, a
    folder's records may drop the id (``/<category>/<product>.html`` beside
    ``<id>-<product>.html``). Else one group."""
    stems = [id_spelling(token) for token in members]
    if sum(1 for stem in stems if is_letter_code(stem)) * 2 <= len(members):
        # Letter-prefixed codes among other names are what they name (part numbers
        # ``gn7-126-279`` among a shop's product slugs), not tables: read as plain names.
        stems = ["" if is_letter_code(stem) else stem for stem in stems]
    shapes = by_spelling(members, stems)
    spelled = [stem for stem, group in shapes.items() if stem and len(group) >= k_min]
    if len(spelled) < 2 and not (first_segment and spelled and len(shapes[spelled[0]]) * 2 > len(members)):
        return {"": members}
    return shapes


#: A record id after a prefix of one to three letters, as the whole name or before a separator
#: (``c102``, ``c102-2494``, ``n31-title``): a short code written before a number names the
#: table, the way the separator after a bare id does. One to three letters, as the prefixed
#: ids a token is typed as by itself (``DP0000000000112``, ``SV-20431``) have.
PREFIXED_ID = re.compile(r"([a-z]{1,3})\d+(?:$|([-_]+)(\d)?)")


#: A namespace before a colon (``category:physicists``, ``file:map.png``, ``user:kim``), as
#: wikis name their kinds of page.
NAMESPACE = re.compile(r"([^\W\d_]+):.")


def id_spelling(token: str) -> str:
    """The template a leading id or namespace spells, ``""`` for a name without one:
    ``{n}-{slug}`` for ``123-title``, ``{n}_{slug}`` for ``123_title``; after a letter prefix,
    the prefix, the id and what follows it by kind (``c{n}``, ``c{n}-{n}``, ``n{n}-{slug}``);
    ``category:{slug}`` for a wiki's ``category:physicists``."""
    record = record_spelling(token)
    if record:
        return record
    match = NAMESPACE.match(token)
    if match:
        return match.group(1) + ":" + SLOT
    match = PREFIXED_ID.match(token)
    if match is None:
        return ""
    prefix, sep, digit = match.groups()
    if sep is None:
        return prefix + "{n}"
    return prefix + "{n}" + sep + ("{n}" if digit else SLOT)


def is_letter_code(stem: str) -> bool:
    """A spelling of an id after a letter code (``c{n}-{n}``), as :func:`id_spelling` gives it."""
    return stem[:1] not in ("", "{") and "{n}" in stem


def record_pages(node: Node, literals: list[str]) -> dict[str, list[str]]:
    """The pages (leaves) among ``literals`` named by a record id before a slug (``/10-shop-tools``,
    ``/18_hammam``), by their spelling (``{n}-{slug}``, ``{n}_{slug}``): a database id in a page's name says the page
    is a record of some table, as a number or a date folder does."""
    leaves = [token for token in literals if not is_branch(node.children[token])]
    spellings = (record_spelling(token) or dated_spelling(token) for token in leaves)
    return {stem: pages for stem, pages in by_spelling(leaves, spellings).items() if stem}


def record_folders(undecided: dict[str, Node], folders: list[str]) -> list[str]:
    """Those of ``folders`` that are a record's folder: named after a record page beside them
    (``/hammam/`` beside ``/18-hammam``), or named by a record id themselves (``/12-news/``
    holding ``/12-news/34-article``). A shop files each product under its category's name and
    lists the category as ``/<id>-<name>``; a CMS files each article under its category's
    id and alias. Either way the folder's name is a row of a table, so such folders are values
    of one slot, not sections of the site, from ``k_min`` of them on (the first segment's count
    of light siblings is for names nothing links).

    Steps: the names after the id of the record pages (leaves) among ``undecided`` (a node's children by token)
    (as :func:`record_pages` finds them); those of ``folders`` that hold pages below them and
    whose token is one of those names or starts with an id before a name, in ``folders``' order.
    """
    holders = {token for token, child in undecided.items() if is_branch(child)}
    names = {token[match.end(1):] for token in undecided if token not in holders and (match := ID_SLUG.match(token))}
    return [token for token in folders if token in holders and (token in names or ID_SLUG.match(token))]


def numbered_folders(node: Node, folders: list[str], k_min: int) -> list[list[str]]:
    """Groups of ``k_min`` or more of ``folders`` (children of ``node`` holding pages below
    them) whose names are one spelling but for their numbers: ``/archive-2019/`` and
    ``/archive-2020/``, ``/issue-12/`` and ``/issue-13/``. A name that differs from its
    siblings only by a number is a value (a year's archive, an edition, an issue), not a
    section of its own. Names without a letter are left to the kinds of slot (``{year}``,
    ``{n}``); in ``folders``' order.
    """
    groups: dict[str, list[str]] = {}
    for token in folders:
        if any(char.isdigit() for char in token) and any(char.isalpha() for char in token) \
                and is_branch(node.children[token]):
            groups.setdefault(numbers_masked(token), []).append(token)
    return [members for _, members in sorted(groups.items()) if len(members) >= k_min]


def is_branch(node: Node) -> bool:
    """A node with pages below it (a path or value level), as opposed to a page, which has at
    most an extension or a query signature below it."""
    return any(is_level(key) for key in node.children)


def record_spelling(token: str) -> str:
    """``{n}-{slug}`` for ``123-title``, ``{n}_{slug}`` for ``123_title``: the separator after a
    leading record id is part of the spelling; ``""`` for a name without one."""
    match = ID_SLUG.match(token)
    return "{n}" + match.group(1) + SLOT if match else ""


def dated_spelling(token: str) -> str:
    """``{date}-{slug}`` for ``2023-08-22-title`` (a full date, then a separator and a name):
    a page named by its publication date is a dated post, as a page filed under a date folder
    is; ``""`` for a name without one.

    >>> dated_spelling("2023-08-22-git-workshop"), dated_spelling("20230615_aws_short"), dated_spelling("2023-08-22")
    ('{date}-{slug}', '{date}_{slug}', '')
    >>> dated_spelling("2023-13-01-x"), dated_spelling("1984-novel")
    ('', '')
    """
    match = DATE_SLUG.match(token)
    return "{date}" + match.group(1) + SLOT if match else ""


def by_spelling(tokens: Iterable[str], stems: Iterable[str]) -> dict[str, list[str]]:
    """``tokens`` grouped by their spelling in ``stems`` (``""`` for none), order kept."""
    found: dict[str, list[str]] = {}
    for token, stem in zip(tokens, stems):
        found.setdefault(stem, []).append(token)
    return found


#: Marks a group of siblings told apart by their sitemap priority (see :func:`by_priority`).
PRIORITY = "@p"


def page_priority(node: Node) -> float | None:
    """The sitemap priority of the pages ending at ``node`` (or at its extension), when they
    share one."""
    ends = [node] + [child for token, child in node.children.items() if token.startswith(EXT)]
    values = {priority for end in ends if end.bucket is not None and end.bucket.size
              for priority in end.bucket.priorities()}
    return values.pop() if len(values) == 1 else None
