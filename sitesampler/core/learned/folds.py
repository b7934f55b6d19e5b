"""Decisions taken on a node before its siblings are compared: locale prefixes folded into
the site root, page numbers into the page they paginate, and optional view-only query keys
dropped."""

from __future__ import annotations

import re

from ..segments import EDITION, EDITION_OPTIONAL, LANG, LANG_OPTIONAL
from .mirrors import fold_into
from .pagetree import has_folders, is_page
from .thresholds import Thresholds
from .tokens import EXT, OVERFLOW, QUERY, VALUE, is_level, is_literal, is_locale
from .trie import Bucket, Node, absorb, copy_top, distinct_values, without_level

#: A page number written as one path segment (``/topic/12-title/page-3``, ``.../page2``): the
#: spelling forum and board engines use where a blog writes ``/page/3``; and a folder's index
#: file numbered (``/index2.html``, ``/blog/index3.html``): Pelican's later pages of a list.
PAGE_NUMBER = re.compile(r"(?:page[-_]?|index)\d+")
#: The slot a number takes as a path segment by itself (:func:`~.tokens.strong_kind`).
NUMBER_SLOT = "{n}"


def bare_page_numbers(node: Node, k_min: int) -> list[str]:
    """``["{n}"]`` when the numbers below ``node`` (a page), pages named by a number alone, are
    its list's later pages (``/blog/2``, as Jigsaw and the pagination of Gatsby and Eleventy
    write them): at least ``k_min`` of them (the learned clusterer's own bar for a pattern),
    fewer than the folder's pages that have names, and no number above their count plus one,
    none written with a leading zero (they count up from 1 or 2: ``n`` distinct numbers up to
    ``n + 1`` are an unbroken run but for one; of a slot that keeps only some pages, those it
    keeps). A list's pages hold its records, so where the records have names beside it, the
    numbers counting up from its first page are fewer than they are. A folder of numbers
    (``/products/1`` ..., ``/news/01`` ... beside ``/news/archive``) holds records named by
    number, and numbers that do not count up from the start (``/news/48213`` beside named
    posts) are records' ids.

    >>> from sitesampler.core.learned.examples import explained
    >>> posts = ["/blog/alpha", "/blog/bravo", "/blog/charlie", "/blog/delta"]
    >>> explained(["/blog", *posts, "/blog/2", "/blog/3", "/blog/4"])["/blog"][0]
    'fold_page_numbers: folded {n}: numbered pages of this page'
    >>> explained(["/blog", *posts, "/blog/2", "/blog/3", "/blog/48213"])["/blog/{slug}"][-1]
    'merge_kinds: slot 2 {slug}: merged kinds {n} + {slug}'
    """
    numbered = node.children.get(NUMBER_SLOT)
    if numbered is None or numbered.count < k_min or any(not inner.startswith(EXT) for inner in numbered.children):
        return []
    named = node.count - numbered.count - (node.bucket.size if node.bucket is not None else 0)
    if named <= numbered.count:
        return []
    pages = [numbered, *(numbered.children[extension] for extension in sorted(numbered.children))]
    for page in pages:
        if page.bucket is None:
            continue
        for candidate in page.bucket.candidates.candidates():
            name = candidate.key.rstrip("/").rsplit("/", 1)[-1].split(".", 1)[0]
            if not name.isdigit() or name.startswith("0") or int(name) > numbered.count + 1:
                return []
    return [NUMBER_SLOT]


def fold_page_numbers(node: Node, cap: int, k_min: int) -> None:
    """Fold into ``node`` (a copy the caller owns) its children that are a page number and a
    page (nothing below them but the file's extension: ``page-2.html``, as a static archive
    writes a topic's later page, or ``index2.html``, as Pelican writes a list's): later pages
    of ``node``'s page, which take its template as ``/page/<n>`` does
    (:func:`~.tokens.page_tokens`), their extension left out as a folder's
    ``index.html`` is. They rank after every page of the template that is no later page
    (:func:`ranked_last`): a later page is its first page's view, as the link crawl offers the
    first page in its place (:func:`~..links.first_page`), and a row on a topic's third page
    would leave the auditor the topic's start to find. Read at finalize, so the ingest pays
    nothing for it.

    Only a node that is a page itself has later pages: ``/healthy/page-0`` ... ``page-4`` with
    no ``/healthy/`` page are pages named by number, a type of their own. Later pages written
    as a bare number fold under the bars of :func:`bare_page_numbers`.
    """
    if node.bucket is None:
        return
    numbered = sorted([token for token, child in node.children.items()
                       if token.startswith(("page", "index")) and PAGE_NUMBER.fullmatch(token)
                       and all(inner.startswith(EXT) for inner in child.children)]
                      + bare_page_numbers(node, k_min))
    if numbered:
        for token in numbered:
            later = node.children[token]
            page = Node()
            # A page written with an extension is its extension's node; one without, the leaf.
            for written in [later.children[extension] for extension in sorted(later.children)] or [later]:
                absorb(page, written, cap)
            page.bucket = ranked_last(page.bucket) if page.bucket is not None else None
            node.children[token] = page
        fold_into(node, numbered, cap)
        node.why += (f"folded {', '.join(numbered[:3])}{', ...' if len(numbered) > 3 else ''}: "
                     "numbered pages of this page",)


#: The first two fields of the rank of a page ranked after every listed page: no recency (as a
#: page without ``lastmod``) and no priority at all, below any a sitemap can write.
LAST = float("inf")


def ranked_last(bucket: Bucket) -> Bucket:
    """A bucket holding ``bucket``'s pages and sources, each page ranked after every listed
    page (:data:`LAST`, twice), its hash still ordering them among themselves; their random
    order stays."""
    last = Bucket(bucket.limit)
    for page in bucket.candidates.candidates():
        last.offer(page.key, page.url, page.rank[2], (LAST, LAST, page.lastmod, page.priority))
    last.size = bucket.size
    for source, listings in sorted(bucket.sources.items()):
        last.count_source(source, listings)
    return last


def fold_locales(root: Node, thresholds: Thresholds) -> Node:
    """Fold locale prefixes (``/et/...``, ``/zh-cn/...``) and other editions of the site into
    the site root.

    A locale child folds when its next keys overlap its siblings' or other locale branches'
    as much as makes any branch repeat its siblings (``shape_share``): a translated mirror.
    Every locale child folds when the locale prefixes hold the site (:func:`_hold_the_site`).
    Translations are the same page type (the corpus labelling convention), so
    ``/et/products/x`` joins ``/products/x``; the template shows ``{lang?}`` where unprefixed
    pages exist too, ``{lang}`` where all are prefixed. A folder of another name folds the
    same way when it repeats the site's first segment (:func:`editions`); the template then
    shows ``{edition?}``.
    """
    locales = sorted(token for token in root.children if is_locale(token) and root.children[token].children)
    others = editions(root, set(locales), thresholds)
    if not locales and not others:
        return root
    siblings = set(root.children) - set(locales) - set(others)
    if any(is_level(sibling) for sibling in siblings) and not _hold_the_site(root, locales, thresholds):
        folded = [token for token in locales if _mirrors(root, token, siblings, locales, thresholds)] + others
    else:  # the site lives under locale prefixes (``/en/...`` only, or all but a light branch): its root
        folded = locales + others
    if not folded:
        return root
    top = copy_top(root)
    top.count = 0
    for token in folded:
        del top.children[token]
    original = set(top.children)
    result = Node()
    absorb(result, top, thresholds.cap)
    for token in folded:
        absorb(result, root.children[token], thresholds.cap)
    result.count = root.count
    marker, optional = (LANG, LANG_OPTIONAL) if not others else (EDITION, EDITION_OPTIONAL)
    for token, child in result.children.items():
        if any(token in root.children[f].children for f in folded):
            child.lang = optional if token in original else marker
    if any(root.children[f].bucket for f in folded):
        result.lang = optional if root.bucket else marker
    what = "locale prefixes" if not others else "locale prefixes or editions"
    note = f"{marker}: {len(folded)} {what} ({', '.join(sorted(folded))}) share >= {thresholds.shape_share} of next keys"
    for child in result.children.values():
        if child.lang:
            child.why = (note,)
    if result.lang:
        result.why = (note,)
    return result


#: A program every page of a site goes through, its pages' paths written after its name
#: (``/index.php/en/contact``: Joomla without URL rewriting, a journal's ``/index.php/<journal>/``).
FRONT_CONTROLLER = re.compile(r"index\.(?:php\d?|cfm|jsp|aspx?|pl|cgi)", re.IGNORECASE)


def front_controller(root: Node) -> str:
    """The first segment of ``root`` (the site's trie) that is a program the site's pages live
    below (:data:`FRONT_CONTROLLER`): more than half of the site's pages are below it, so its
    folder stands for the site's root (its languages fold there, its children are the site's
    first segment); "" for none.

    >>> from sitesampler.core.learned.examples import explained
    >>> pages = [f"/index.php/{name}" for name in ("contact", "about-us", "login")]
    >>> sorted(explained([*pages, *(f"/index.php/guides/{n}" for n in ("a", "b", "c", "d"))]))
    ['/index.php/about-us', '/index.php/contact', '/index.php/guides/{slug}', '/index.php/login']
    """
    for token in sorted(root.children):
        below = root.children[token]
        if below.children and FRONT_CONTROLLER.fullmatch(token) and 2 * below.count > root.count:
            return token
    return ""


def editions(root: Node, locales: set[str], thresholds: Thresholds) -> list[str]:
    """The first-segment folders other than ``locales`` that repeat the site's own first
    segment: ``k_min`` names below them or more, and ``shape_share`` of them names of the root
    or of a locale prefix (``/cn/`` beside ``/en/``) that stand for the same kind of node there
    (:func:`same_kind`). A translation under a name that is no language code (``/bangla/``,
    ``/jp/``), an earlier copy of the docs kept beside the new one (``/help/getting-started/``
    beside ``/getting-started/``), a regional store: the same page types again. A WordPress
    category base is none: ``/category/news/``, a list page, names the folder ``/news/`` of
    the posts filed in it, and holds no posts itself."""
    names = {token for token in root.children if is_level(token) and is_literal(token)}
    below = {token: {key for key in root.children[token].children if is_level(key) and is_literal(key)}
             for token in names}

    def repeated(folder: str, key: str) -> bool:
        mine = root.children[folder].children[key]
        elsewhere = [root] if key in names and key != folder else []
        elsewhere += [root.children[token] for token in locales if token in below and key in below[token]]
        return any(same_kind(mine, other.children[key]) for other in elsewhere)

    return sorted(token for token in names - locales
                  if len(keys := below[token]) >= thresholds.k_min
                  and sum(1 for key in keys if repeated(token, key)) >= thresholds.shape_share * len(keys))


def same_kind(first: Node, second: Node) -> bool:
    """Whether two nodes of one name are the same kind of thing: a page in both (written
    with or without an extension), or a folder of pages in both.

    >>> page, folder = Node(), Node()
    >>> page.bucket = Bucket(None)
    >>> page.bucket.size = 1
    >>> folder.children = {"post": page}
    >>> same_kind(page, page), same_kind(folder, folder), same_kind(page, folder)
    (True, True, False)
    """
    return (is_page(first) and is_page(second)) or (has_folders(first) and has_folders(second))


def _hold_the_site(root: Node, locales: list[str], thresholds: Thresholds) -> bool:
    """Whether the locale prefixes hold the site: what lies outside them, all together, is no
    more than a light branch (``light_page_share`` of the site's pages: an instance, not a
    section). A bilingual site whose translations have translated names (``/it/logistica/``,
    ``/en/logistics/``) mirrors little but its section folders, and a few pages beside the
    prefixes (a venue's page, a redirect at the root) do not make it a site with an unprefixed
    language of its own."""
    under = sum(root.children[token].count for token in locales)
    return root.count - under <= thresholds.light_page_share * root.count


def _mirrors(root: Node, token: str, siblings: set[str], locales: list[str], thresholds: Thresholds) -> bool:
    keys = set(root.children[token].children)
    others = set(siblings)
    for other in locales:
        if other != token:
            others.update(root.children[other].children)
    return len(keys & others) >= thresholds.shape_share * len(keys)


def prune_neutral_keys(node: Node, thresholds: Thresholds) -> None:
    """Drop optional, low-cardinality query keys (``?ref=home``): a URL-only MIQPS.

    Key ``k`` of signature ``S`` is neutral when it is optional, that is a signature inside
    ``S - {k}`` is also observed here (or, for ``S = {k}``, query-less pages end here: a
    home page beside ``?route=...`` pages makes no other key optional), and ``k`` takes at most
    ``max(2, pages of S / k_min)`` distinct values (its values repeat: each names ``k_min``
    pages on average, the same evidence that makes a slot), and does not give each of several
    pages a value of its own. Its pages move to ``S - {k}``; repeated to a fixpoint, largest
    signatures first. Optional keys often come in sets (``&sst=wr_hit&sod=desc`` sorting a
    board's list): each is optional beside the plain list though neither appears alone.
    A key riding on item pages the site also lists without it is neutral too, however many
    values it takes (:func:`_rides_on_items`).
    """
    while True:
        found = _neutral_key(node, thresholds)
        if found is None:
            return
        signature, index, reason = found
        keys = signature[1:].split("&")
        collapsed = without_level(node.children.pop(signature), index, thresholds.cap)
        rest = keys[:index] + keys[index + 1:]
        note = (f"prune_neutral_keys: query key '{keys[index]}' dropped: {reason}",)
        if rest:
            target = QUERY + "&".join(rest)
            merged = Node()
            kept = node.children.get(target)
            if kept is not None:
                absorb(merged, kept, thresholds.cap)
            absorb(merged, collapsed, thresholds.cap)
            merged.why = (kept.why if kept is not None else collapsed.why) + note
            node.children[target] = merged
        else:
            parts = [part for part in (node.bucket, collapsed.bucket) if part is not None]
            bucket = Bucket(parts[0].candidates.limit)
            for part in parts:
                bucket.absorb(part)
            node.bucket, node.why = bucket, node.why + note


def _neutral_key(node: Node, thresholds: Thresholds) -> tuple[str, int, str] | None:
    signatures = sorted((token for token in node.children if token.startswith(QUERY)),
                        key=lambda token: (-token.count("&"), token))
    observed = [frozenset(token[1:].split("&")) for token in signatures]
    bare = node.bucket is not None and node.bucket.size > 0
    for signature in signatures:
        keys = signature[1:].split("&")
        rows = node.children[signature].count
        row_paths: set[tuple[str, ...]] | None = None  # read once, if a key is asked about
        for index in range(len(keys)):
            if languages := _language_values(node.children[signature], index):
                return signature, index, f"its values are languages ({', '.join(languages)}): translations of one page"
            rest = frozenset(keys[:index] + keys[index + 1:])
            optional = any(other <= rest for other in observed) if rest else bare
            if not optional:
                continue
            distinct = distinct_values(node.children[signature], index)
            # A key whose values each name one of several pages (``?id=7``, ``?id=9``)
            # identifies them, however few: a view parameter's values repeat over pages.
            identifies = rows >= 2 and distinct == rows
            if not identifies and distinct <= max(2, rows / thresholds.k_min):
                return signature, index, f"optional, {distinct} distinct value(s) <= max(2, {rows} / k_min={thresholds.k_min})"
            if rest:
                row_paths = row_paths or _value_paths(node.children[signature], len(keys))
                if _rides_on_items(node, signature, index, row_paths):
                    return signature, index, "optional, rides on item pages listed without it"
    return None


def _language_values(signature: Node, index: int) -> list[str]:
    """The values of key ``index`` below ``signature`` when there are two or more and every one
    is a language code (``?language=pl``, ``&lang=en``), else ``[]``: such a key picks a
    translation, and translations are one page type, as under a locale prefix
    (:func:`fold_locales`)."""
    level = [signature]
    for _ in range(index):
        level = [child for node in level for child in node.children.values()]
    values = {token[1:] for node in level for token in node.children}
    return sorted(values) if len(values) >= 2 and all(is_locale(value) for value in values) else []


def _value_paths(signature: Node, depth: int) -> set[tuple[str, ...]]:
    """The value tokens of each row of a signature: one per key, ``depth`` keys."""
    level: list[tuple[tuple[str, ...], Node]] = [((), signature)]
    for _ in range(depth):
        level = [(path + (token,), child) for path, node in level for token, child in node.children.items()
                 if token.startswith(VALUE) or token == OVERFLOW]
    return {path for path, _ in level}


def _rides_on_items(node: Node, signature: str, index: int, rows: set[tuple[str, ...]]) -> bool:
    """Key ``index`` of ``signature`` rides on item pages the site lists without it.

    ``board.php?bo_table=notice&wr_id=6&gubun=best``, ``...&wr_id=6&sod=desc``: context a
    crawler carried over from the page that linked the post. Where the signature without the
    key is observed, holds an id (a level of placeholders only: ``{n}``, ``{hash}``), and has
    every row of this one (``rows``) once the key is left out, the key adds no page: the item
    is the same. A list gaining an id (``bo_table=free`` to ``bo_table=free&wr_id=7``) is not
    this: its smaller signature holds no id.
    """
    keys = signature[1:].split("&")
    target = node.children.get(QUERY + "&".join(keys[:index] + keys[index + 1:]))
    if target is None:
        return False
    rest_paths = _value_paths(target, len(keys) - 1)
    has_id = any(all(not is_literal(path[level]) and path[level] != OVERFLOW for path in rest_paths)
                 for level in range(len(keys) - 1))
    return has_id and all(path[:index] + path[index + 1:] in rest_paths for path in rows)
