"""The finalize pass of the learned clusterer: which sibling literals are one variable slot.

The whole site is the evidence: every decision is taken once, top-down, from the final counts.
The site's locale prefixes and editions fold first (``fold_locales``); then each node runs
the passes of :data:`Decider.BEFORE_CHILDREN` on its ingested children, decides its children,
and runs the passes of :data:`Decider.AFTER_CHILDREN`, which compare decided siblings. Each
pass is one rule and a method of the same name; every evidence line it writes starts with its
name, so ``sitesampler templates --explain`` says which pass decided a template. Adding a rule
means adding a pass here and its test.
"""

from __future__ import annotations

from collections import Counter
from typing import NamedTuple

from ..actions import is_action_key, is_route
from ..clustering import merge_kind_label
from ..segments import is_placeholder
from .folds import fold_locales, fold_page_numbers, front_controller, prune_neutral_keys
from .groups import (PRIORITY, by_id_separator, by_page_or_folder, by_priority, numbered_folders, record_folders,
                     record_pages, spelled_slots)
from .mirrors import fold_into, mirror_groups, repeating_sections, sub_sites, version_folders
from .pagetree import collapse_trees
from .routes import fold_route_values
from .shapes import is_folder_name
from .sources import ONE_OFF_SOURCES, UNKNOWN, is_site_root, numbered_types, source_sections
from .thresholds import Thresholds
from ..segments import DYNAMIC_EXTENSIONS
from .tokens import (DATE_KINDS, EXT, MERGEABLE_KINDS, OVERFLOW, QUERY, ROUTE, SLOT, VALUE,
                     VALUE_SLOT, is_level, is_literal, kind_of, without_source)
from .trie import Node, absorb, copy_top
from .words import ARCHIVE_WORDS, COLLECTION_PARENTS, STATIC_WORDS, TAXONOMY_WORDS


class Place:
    """The node a pass works on, and where it sits."""

    __slots__ = ("ingested", "decided", "depth", "parent", "to_home", "undecided")

    def __init__(self, ingested: Node, decided: Node, depth: int, parent: str | None, to_home: tuple[str, ...]) -> None:
        self.ingested = ingested  # the node as the ingest left it (never changed)
        self.decided = decided  # its copy, which the passes change
        self.depth = depth  # its segment depth below the site's first segment
        self.parent = parent  # its literal path token, query keys, or None
        self.to_home = to_home  # the tokens from it down to the home page's folder, when on the way there
        #: Its children once the passes before them ran, before their own decisions: repeated
        #: literal sub-structure (``/c/men/shoes``, ``/c/women/shoes``) is only visible there.
        self.undecided: dict[str, Node] = {}


def acts_by_key(parent: str | None) -> bool:
    """Whether the values below a query level are those of an action-like key: ``parent`` is
    the level's query keys, whose first names the values (:func:`~..actions.is_action_key`).

    >>> acts_by_key("\x02__mode&blog_id"), acts_by_key("\x02bo_table&wr_id"), acts_by_key("blog")
    (True, False, False)
    """
    return (parent or "")[:1] == QUERY and is_action_key((parent or "")[1:].partition("&")[0])


def tagged(lines: tuple[str, ...], name: str) -> tuple[str, ...]:
    """Evidence ``lines`` with the lines no pass has named yet named for the pass ``name``.

    >>> tagged(("open_slots: slot 2 {slug}: ...", "slot 3 {slug}: ..."), "merge_kinds")
    ('open_slots: slot 2 {slug}: ...', 'merge_kinds: slot 3 {slug}: ...')
    """
    return tuple(line if line.partition(": ")[0] in PASS_NAMES else f"{name}: {line}" for line in lines)


def most_listed(counts: Counter) -> str:
    """The specific sitemap type listed most in ``counts`` (ties by name), or "".

    >>> most_listed(Counter({"post": 2, "attachment": 2, UNKNOWN: 9, "": 4}))
    'attachment'
    >>> most_listed(Counter({UNKNOWN: 3}))
    ''
    """
    specific = [(-n, kind) for kind, n in counts.items() if kind and kind != UNKNOWN]
    return min(specific)[1] if specific else ""


def first_segment_folders(node: Node, undecided: dict[str, Node]) -> dict[str, Node]:
    """The first-segment folders of ``node`` that may be values of one slot or sub-sites of
    the host, as ``undecided`` (the children before their own decisions) holds them: folders,
    never named pages (the site's common pages) nor modules."""
    return {token: undecided[token] for token in sorted(node.children)
            if token in undecided and is_folder_name(token)
            and not is_named_page(token, True) and not is_module(undecided[token])}


#: The evidence line a sub-site's node carries (:meth:`Decider._sub_sites`), which also tells the
#: clusterer where a template's sub-site begins.
SUB_SITES = "sub_sites"


class Decider:
    """Turns the ingested trie into a decided trie, top-down, pass by pass.

    Never mutates the ingested trie: a node whose children change is a fresh copy, and merged
    slots are fresh nodes built with :func:`absorb`.
    """

    #: The passes each node runs on its ingested children, in order.
    BEFORE_CHILDREN = ("fold_page_numbers", "collapse_trees", "fold_versions", "fold_route_values",
                       "prune_neutral_keys")
    #: The passes each node runs once its children are decided, in order; the children they
    #: change are decided again (their union may open slots its parts could not).
    AFTER_CHILDREN = ("open_slots", "merge_twins", "merge_mirrors", "merge_first_segment_values", "merge_kinds",
                      "drop_lone_source_labels")

    def __init__(self, thresholds: Thresholds, home: tuple[str, ...] = ()) -> None:
        self.thresholds = thresholds
        self._pass = ""  # the pass running: the name its evidence lines start with
        #: The tokens of the folder holding the home page: its children are the first segment.
        self.home = home
        self._types: dict[int, tuple[Node, Counter]] = {}  # holds the node: ids stay unique
        self._type_of: dict[str, str] = {}  # child-sitemap name -> its type
        self.typed = False
        self._in_route = 0  # how many routes the node being decided lies below
        #: The program the site's pages live below (:func:`~.folds.front_controller`), or "".
        self.front = ""

    def decide(self, root: Node) -> Node:
        # Child-sitemap names tell types apart only by contrast: a site whose pages all come
        # from files of one name (``site-urls.txt``; ``post-sitemap.xml`` and ``post-sitemap2.xml``)
        # has said nothing about types. A generic file beside a named one is a contrast.
        folded = fold_locales(root, self.thresholds)
        home = self.home
        if front := front_controller(folded):  # the site's root is the program's folder
            self.front = front
            below = fold_locales(folded.children[front], self.thresholds)
            if below is not folded.children[front]:
                folded = copy_top(folded) if folded is root else folded
                folded.children[front] = below
            if home[:1] in ((), (front,)):
                home = (front,)
        sections = source_sections(folded)
        self._type_of = numbered_types(sections)
        # The site's root lists what links, the navigation and feeds found: of no known type.
        self._type_of.update((source, UNKNOWN) for source in sections if is_site_root(source))
        # Every source is in ``sections``: the types are known without counting them per node,
        # which only a typed site needs (:meth:`_source_of`).
        self.typed = len({self._type_of.get(source, "") for source in sections} - {UNKNOWN}) >= 2
        if folded is not root:
            for node in (folded, *folded.children.values(), *(folded.children[front].children.values()
                                                              if front else ())):
                if node.why:
                    node.why = tagged(node.why, "fold_locales")
        return self._decide(folded, 0, None, home)

    # -- evidence helpers

    def _own_counts(self, node: Node) -> Counter:
        """Listings per sitemap type of the pages ending at ``node``."""
        counts: Counter = Counter()
        if node.bucket is not None:
            for source, n in node.bucket.sources.items():
                counts[self._type_of.get(source, "")] += n
        return counts

    def _source_counts(self, node: Node) -> Counter:
        """Listings per sitemap type of the pages at and below ``node`` (cached)."""
        cached = self._types.get(id(node))
        if cached is None:
            counts = self._own_counts(node)
            for child in node.children.values():
                counts.update(self._source_counts(child))
            cached = self._types[id(node)] = (node, counts)
        return cached[1]

    def _source_of(self, node: Node, depth: int = 0, parent: Node | None = None) -> str:
        """The most-listed specific sitemap type below ``node`` ("" if none names a type, and
        :data:`UNKNOWN` when only the site's root lists its pages); ``depth``: its parent's.

        A page below the first segment that is an instance of its folder (light: at most
        ``light_page_share`` of its ``parent``'s pages) is of the type of the sitemap listing
        it, whatever lies below it: a post's attachment pages (``/projects/<post>/<image>/``)
        do not make the post an attachment. A section is typed by what it holds, and so is a
        first-segment folder: a typed sitemap speaks for its pages, not for the sections
        they are filed in."""
        if not self.typed:
            return ""
        if depth > 0 and node.bucket is not None and parent is not None \
                and node.count <= self.thresholds.light_page_share * parent.count:
            if listed := most_listed(self._own_counts(node)):
                return listed
        counts = self._source_counts(node)
        return most_listed(counts) or (UNKNOWN if set(counts) == {UNKNOWN} else "")

    def _by_source(self, node: Node, tokens: list[str], depth: int = 0) -> dict[str, list[str]]:
        """``tokens`` (children of ``node``, at ``depth``) by :meth:`_source_of`, order kept. Pages only the
        links found are of no known type: they are weighed with the siblings of the type most
        of their siblings are of (the sitemap of posts lists the older posts, the links the
        newer), else with those no sitemap names a type."""
        groups: dict[str, list[str]] = {}
        for token in tokens:
            groups.setdefault(self._source_of(node.children[token], depth, node), []).append(token)
        unknown = groups.pop(UNKNOWN, [])
        if unknown:
            named = [(-len(members), kind) for kind, members in groups.items() if kind]
            home = min(named)[1] if named else ""
            joined = set(groups.get(home, [])) | set(unknown)
            groups[home] = [token for token in tokens if token in joined]
        return groups

    # -- the sibling rule

    def _decide(self, node: Node, depth: int, parent: str | None, to_home: tuple[str, ...] = ()) -> Node:
        """Run :data:`BEFORE_CHILDREN`, decide the children, run :data:`AFTER_CHILDREN`, and
        decide again the children those changed.

        ``to_home``: the tokens from ``node`` down to the home page's folder, when ``node`` is on
        the way there (:meth:`_decide_child`).

        ``/movies/<title>/<file>.html`` repeats no literal below its titles, but once each
        title's files are a ``{slug}`` slot every title has the same shape. Slots merged here
        are decided again: their union may open slots its parts could not.
        """
        out = copy_top(node)
        out.why, out.lang = node.why, node.lang
        if not node.children:  # a leaf, most nodes of a big site: each step below reads children
            return out
        place = Place(node, out, depth, parent, to_home)
        for name in self.BEFORE_CHILDREN:
            self._run(name, place)
        place.undecided = dict(out.children)
        subsites, evidence = self._sub_sites(out, depth, to_home)
        for token in sorted(out.children):
            decided = self._decide_child(out.children[token], token, depth, parent,
                                         () if token in subsites else
                                         to_home[1:] if to_home and token == to_home[0] else None)
            if token in subsites:  # on the decided copy: the ingested trie is never written
                decided.why = decided.why + evidence
            out.children[token] = decided
        before = dict(out.children)
        for name in self.AFTER_CHILDREN:
            self._run(name, place)
        for token in sorted(changed for changed, child in out.children.items() if before.get(changed) is not child):
            out.children[token] = self._decide_child(out.children[token], token, depth, parent)
        return out

    def _sub_sites(self, node: Node, depth: int, to_home: tuple[str, ...]) -> tuple[frozenset[str], tuple[str, ...]]:
        """The first-segment sections of ``node`` (the site's root or its home page's folder)
        that are sub-sites (:func:`.mirrors.sub_sites`), and the evidence line each carries:
        each is then decided as a site's root is, its next names as a first segment (sections
        and one-off pages, where a slot needs ``root_k`` siblings)."""
        if depth != 0 or to_home:
            return frozenset(), ()
        found = sub_sites(first_segment_folders(node, node.children), self.thresholds)
        evidence = (f"{SUB_SITES}: {', '.join(found)}: sections whose next names recur in each other "
                    f">= shape_share={self.thresholds.shape_share}, read as sites of their own",)
        return frozenset(found), evidence if found else ()

    def _run(self, name: str, place: Place) -> None:
        """Run the pass ``name`` on ``place``; the evidence lines it wrote start with its name
        (:meth:`_merge` names the lines of the slots it makes; the page-tree and query-key
        rules name their own)."""
        self._pass = name
        out = place.decided
        shown = len(out.why)
        getattr(self, name)(place)
        if len(out.why) > shown:
            out.why = tagged(out.why, name)

    # -- the passes before the children's decisions

    def fold_page_numbers(self, place: Place) -> None:
        """A page's children that are a page number and a page are its later pages
        (:func:`.folds.fold_page_numbers`).

        >>> from sitesampler.core.learned.examples import explained
        >>> explained(["/healthy", "/healthy/page-2", "/healthy/page-3"])
        {'/healthy': ('fold_page_numbers: folded page-2, page-3: numbered pages of this page',)}
        """
        fold_page_numbers(place.decided, self.thresholds.cap, self.thresholds.k_min)

    def collapse_trees(self, place: Place) -> None:
        """Folders nested as a tree of pages are one ``{path}`` slot (:func:`.pagetree.collapse_trees`)."""
        below_literal = place.parent is not None and is_literal(place.parent)
        collapse_trees(place.ingested, place.decided, self.thresholds, place.depth, below_literal, place.to_home[:1])

    def fold_versions(self, place: Place) -> None:
        """Below the first segment, folders that mirror their siblings are versions of this
        section and fold into it (:func:`.mirrors.version_folders`)."""
        if place.depth < 1:
            return
        node = place.decided
        folded = version_folders(node, self._mirror_candidates(node, node.children), self.thresholds)
        if folded:
            fold_into(node, folded, self.thresholds.cap)
            share = self.thresholds.shape_share
            node.why = node.why + (f"folded {', '.join(folded)}: the next names of each recur among its "
                                   f"siblings >= shape_share={share} (a version of this section)",)

    def fold_route_values(self, place: Place) -> None:
        """A route's values below a query key are read as a path (:func:`.routes.fold_route_values`)."""
        fold_route_values(place.decided, self.thresholds.cap)

    def prune_neutral_keys(self, place: Place) -> None:
        """Optional query keys with few values are dropped (:func:`.folds.prune_neutral_keys`).

        >>> from sitesampler.core.learned.examples import explained
        >>> explained([f"/search?q={word}{ref}" for word in ("red", "blue", "green") for ref in ("", "&ref=home")])
        ... # doctest: +NORMALIZE_WHITESPACE
        {'/search?q={v}': ("prune_neutral_keys: query key 'ref' dropped: optional, 1 distinct value(s) <= max(2, 3 / k_min=3)",
                           'open_slots: query q={v}: 3/3 light siblings >= k=3 (siblings), share 1.00 >= 0.6')}
        """
        prune_neutral_keys(place.decided, self.thresholds)

    # -- the passes comparing decided siblings

    def open_slots(self, place: Place) -> None:
        """Sibling literals are one slot when enough of them are light (:meth:`_open_slots`).

        >>> from sitesampler.core.learned.examples import explained
        >>> explained(["/docs/alpha", "/docs/beta", "/docs/gamma"])
        {'/docs/{slug}': ('open_slots: slot 2 {slug}: 3/3 light siblings >= k=3 (siblings), share 1.00 >= 0.6',)}
        """
        self._open_slots(place.decided, place.depth, place.parent, place.undecided)

    def merge_twins(self, place: Place) -> None:
        """Sibling folders holding one template are one slot (:meth:`_merge_twins`); the
        values of an action-like key name what the program shows (``?__mode=login``,
        ``?__mode=register``), not instances of one page, whatever they hold below."""
        if not acts_by_key(place.parent):
            self._merge_twins(place.decided, place.depth)

    def merge_mirrors(self, place: Place) -> None:
        """Sibling sections mirroring each other's pages are one slot (:meth:`_merge_mirrors`)."""
        self._merge_mirrors(place.decided, place.depth, place.undecided)

    def merge_first_segment_values(self, place: Place) -> None:
        """First-segment folders that are values, not sections, are one slot
        (:meth:`_merge_first_segment_values`)."""
        self._merge_first_segment_values(place.decided, place.depth, place.undecided)

    def merge_kinds(self, place: Place) -> None:
        """Sibling slots differing only in kind are one slot (:meth:`_merge_kinds`).

        >>> from sitesampler.core.learned.examples import explained
        >>> explained([f"/item/{n}" for n in range(1, 4)] + [f"/item/{word}-thing" for word in ("red", "blue", "green")])
        ... # doctest: +NORMALIZE_WHITESPACE
        {'/item/{slug}': ("open_slots: slot 2 {slug}: 3/3 light siblings >= k=2 (collection 'item'), share 1.00 >= 0.6",
                          'merge_kinds: slot 2 {slug}: merged kinds {n} + {slug}')}
        """
        self._merge_kinds(place.decided, place.depth)

    def drop_lone_source_labels(self, place: Place) -> None:
        """A sitemap-type label no sibling contrasts is dropped (:func:`.shapes.drop_lone_source_labels`)."""
        drop_lone_source_labels(place.decided)

    def _decide_child(self, child: Node, token: str, depth: int, parent: str | None,
                      to_home: tuple[str, ...] | None = None) -> Node:
        """``parent`` for the child: its literal path token, or for query levels the keys left
        (``\x02wr_id``), whose first one names the values below. ``to_home``: the tokens left from
        the child to the home page's folder when the child is on the way there (None when not):
        the home folder's children are the site's first segment (a site whose home page is
        ``/_/index.html`` has its sections and one-off pages in ``/_/``)."""
        if token.startswith(QUERY):
            return self._decide(child, depth, token)
        if token.startswith(ROUTE):  # below a route, names are the route's data, not programs
            self._in_route += 1  # a Decider is used once: an exception ends the whole pass
            decided = self._decide(child, depth, None)
            self._in_route -= 1
            return decided
        if token.startswith(VALUE):
            return self._decide(child, depth, QUERY + (parent or "").partition("&")[2])
        if to_home is not None:
            return self._decide(child, depth + 1 if to_home else 0, token, to_home)
        deeper = depth + 1 if is_level(token) else depth
        return self._decide(child, deeper, token if is_literal(token) or token in DATE_KINDS else None)

    def _open_slots(self, node: Node, depth: int, parent: str | None, undecided: dict[str, Node]) -> None:
        """Open slots among the literal children of ``node`` (decided), one per sitemap type.

        ``undecided`` holds the children before their own decisions: repeated literal sub-structure
        (``/c/men/shoes``, ``/c/women/shoes``) is only visible there.
        """
        children = node.children
        literals = sorted(token for token in children if is_literal(token) or token == OVERFLOW)
        if not literals:
            return
        values = any(token.startswith(VALUE) for token in children)
        for members, label, why in spelled_slots(node, literals, depth, values, self.thresholds.k_min):
            self._merge(node, members, label, why)
            literals = [token for token in literals if token not in members]

        next_keys = Counter(key for child in undecided.values() for key in child.children)
        next_shapes = Counter(key for child in children.values() for key in shape_of(child))
        folders = {token: folder_shapes(child) for token, child in children.items()}
        next_folders = Counter(key for shapes in folders.values() for key in shapes)
        variable = {key for shapes in folders.values() for key, slot in shapes.items() if slot}
        placeholder_share = sum(child.count for token, child in children.items()
                                if not is_literal(token) and is_level(token) and token != OVERFLOW)
        # A route's names are a program's pages unless their numbers say otherwise: its static
        # words (``?route=account/login``) are protected wherever they sit; so are the values of
        # an action-like key (``member.php?action=login``): they name what the program shows.
        acting = values and acts_by_key(parent)
        protect = depth == 0 or placeholder_share * 2 >= node.count or self._in_route > 0 or acting
        viewed = query_pages(children, literals, self.thresholds.k_min)
        literals = [token for token in literals
                    if token == OVERFLOW or self._in_route or token in viewed or not is_module(children[token])
                    or is_titled_page(token, children[token])]
        split = {(kind, sep): members for source, group in self._by_source(node, literals, depth).items()
                 for kind, alike in by_priority(node, source, group, self.thresholds.k_min, parent).items()
                 for sep, members in by_id_separator(alike, self.thresholds.k_min, depth == 0 and not values).items()}
        evidence = SiblingEvidence(next_keys, next_shapes, next_folders, variable, folders)
        unopened: dict[str, list[str]] = {}
        for kind, sep in sorted(split, key=lambda key: (key[0], not key[1], key[1])):
            members = split[kind, sep] + (unopened.pop(kind, []) if not sep else [])
            opened = [self._open_group(node, depth, parent, values, kind, part, evidence, protect, undecided, sep)
                      for part in by_page_or_folder(node, depth, values, kind, members)]
            if not any(opened) and sep:  # too few to be a type of their own: they stay candidates of the plain slot
                unopened.setdefault(kind, []).extend(members)
        for kind, members in sorted(unopened.items()):
            for part in by_page_or_folder(node, depth, values, kind, members):
                self._open_group(node, depth, parent, values, kind, part, evidence, protect, undecided)
        if depth == 0 and not values:  # what no slot took: pages named by a record id are records
            left = sorted(token for token in children if is_literal(token))
            k_min = self.thresholds.k_min
            for label, pages in sorted(record_pages(node, left).items()):
                if len(pages) >= k_min:
                    self._merge(node, pages, label,
                                (f"slot 1 {label}: {len(pages)} pages named by a record id >= k_min={k_min}",))

    def _open_group(self, node: Node, depth: int, parent: str | None, values: bool, kind: str,
                    members: list[str], evidence: SiblingEvidence, protect: bool,
                    undecided: dict[str, Node], sep: str = "") -> bool:
        thresholds = self.thresholds
        children = node.children
        light, total = [], 0
        for token in members:
            weight = children[token].count if token == OVERFLOW else 1
            total += weight
            if token == OVERFLOW or self._is_light_sibling(node, token, evidence, protect, undecided[token]):
                light.append((token, weight))
        light_count = sum(w for _, w in light)
        group = kind
        kind, _, priority = group.partition(PRIORITY)
        if parent in DATE_KINDS and not values:
            # A page filed under a date (``/2019/05/<slug>``) is an instance by where it sits:
            # the date folder is the evidence, so one page is already a slot.
            need_count, rule = 1, f"filed under a date {parent}"
        elif (kind and kind not in ONE_OFF_SOURCES) or (parent in COLLECTION_PARENTS and not values and not self._in_route):
            # A child sitemap of its own says its pages are instances of one type, as a
            # collection folder (``/tags/``) does: two of them are already a type.
            named = f"sitemap type '{kind}'" if kind else f"collection '{parent}'"
            need_count, rule = min(thresholds.k_min, thresholds.collection_k), named
        elif kind in ONE_OFF_SOURCES or (depth == 0 and not values and not kind):
            need_count, rule = thresholds.root_k, "first segment" if depth == 0 else f"'{kind}' sitemap"
        else:
            need_count, rule = thresholds.k_min, "siblings"
        need_share = thresholds.light_share
        heavier_twins = heavier_of_the_same_shape(node, [tok for tok, _ in light], members, protect)
        cousin_branches: list[str] = []
        if light_count >= need_count:
            chosen = {tok for tok, _ in light} | set(heavier_twins)
            cousin_branches = [tok for tok in members if tok not in chosen
                               and self._is_cousin_instance(node, tok, evidence, protect)]
        share = (light_count + len(heavier_twins) + len(cousin_branches)) / total if total else 0.0
        if light_count < need_count or share < need_share:
            return False
        label = VALUE_SLOT if values else SLOT
        if sep:  # ``{n}-{slug}``, ``c{n}``: a kind of its own, never merged with plain slugs
            label = sep.replace(SLOT, label)
        if group:
            label = label[:-1] + ":" + group + "}"
        source = f", sitemap type '{kind}'" if kind else ""
        if priority:
            source += f", sitemap priority {priority}"
        alike = f" + {len(heavier_twins)} heavier of the same shape" if heavier_twins else ""
        if cousin_branches:
            alike += f" + {len(cousin_branches)} with folders of a shape a sibling's slot made variable"
        position = f"query {(parent or '')[1:].partition('&')[0]}=" if values else f"slot {depth + 1} "
        why = (f"{position}{label}: {light_count}/{total} light siblings{alike} >= k={need_count} ({rule}), "
               f"share {share:.2f} >= {need_share}{source}",)
        self._merge(node, [tok for tok, _ in light] + heavier_twins + cousin_branches,
                    VALUE + label if values else label, why)
        return True

    def _is_light_sibling(self, node: Node, token: str, evidence: SiblingEvidence,
                          protect: bool, undecided: Node) -> bool:
        """A leaf, or a branch repeating the sub-structure of its siblings (MDL: cheap slot).

        A branch repeats structure when most of its literal next keys recur under a sibling
        (``/u/kim/reviews``, ``/u/lee/reviews``), or, for a light branch, when most of its
        next keys recur once leaves are abstracted: ``/<movie>/{slug}.html`` and a one-file
        ``/<movie>/<file>.html`` are the same shape. A heavy branch counts too when the shape
        it shares is two variable levels deep (``/tamil/{slug}/{slug}.html``,
        ``/telugu/{slug}/{slug}.html``): a shared two-slot sub-script is not a coincidence of
        sections, while docs sections with one level of pages each stay apart.
        """
        if is_named_page(token, protect):
            return False
        child = node.children[token]
        keys = set(child.children)
        levels = [key for key in keys if is_level(key)]
        if not levels:
            return True
        literal_keys = [key for key in undecided.children if is_literal(key)]
        if literal_keys and recurring_share(literal_keys, evidence.next_keys) >= self.thresholds.shape_share:
            return True
        light = (child.count <= max(1.0, self.thresholds.light_page_share * node.count)  # one page is never a section
                 or has_nested_slot(child))
        return light and recurring_share(list(shape_of(child)), evidence.next_shapes) >= self.thresholds.shape_share

    def _is_cousin_instance(self, node: Node, token: str, evidence: SiblingEvidence, protect: bool) -> bool:
        """A branch whose folders have the shape a sibling's slot proved variable.

        ``/tamil/leo/<file>.html``, ``/tamil/vaathi/<file>.html``: too few folders for a slot
        of their own, but ``/hindi/{slug}/{slug}.html`` shows that a folder of such pages is a
        variable level. Compared on generalised shapes (:func:`folder_shapes`), most of the
        branch's entries recur under a sibling and one of them is backed by a sibling's slot,
        so the branch repeats the same sub-script (MDL: described once). Like heavier twins,
        such branches join a slot that light siblings open; they never open one.
        """
        if is_named_page(token, protect):
            return False
        shapes = evidence.folders[token]
        return (any(key in evidence.variable for key in shapes)
                and recurring_share(list(shapes), evidence.next_folders) >= self.thresholds.shape_share)

    def _merge_twins(self, node: Node, depth: int) -> None:
        """Sibling folders whose decided contents are the same template are one slot.

        ``/blogs/news/{slug}`` and ``/blogs/recipes/{slug}``, ``/campaigns/2016-17/{slug}``
        and ``/campaigns/2018-19/{slug}``: two sections holding one variable level of the same
        shape describe one template twice (MDL: the shape is paid for once). Only below the
        first segment, where sections of a site differ in kind, and only for shapes holding a
        variable level, so sections of one-off pages stay apart. A folder named by a collection
        word (``articles``, ``products``) names its kind, not a value: a help centre's
        ``/articles/<id>-<slug>`` and ``/sections/<id>-<slug>`` are two types.
        """
        if depth == 0:
            return
        for members in twin_groups(node):
            if any(member not in node.children for member in members):
                continue
            kinds = {self._source_of(node.children[member], depth, node) for member in members}
            if len(kinds) > 1:
                continue
            kind = kinds.pop()
            values = members[0].startswith(VALUE)  # query values (``bo_table=free``) stay values
            label = VALUE_SLOT if values else SLOT
            label = label[:-1] + ":" + kind + "}" if kind else label
            self._merge(node, members, VALUE + label if values else label,
                        (f"slot {depth + 1} {label}: {len(members)} sibling {'values' if values else 'folders'} "
                         f"holding the same template",))

    def _mirror_candidates(self, node: Node, undecided: dict[str, Node]) -> list[str]:
        """Sections of ``node`` that may mirror others (:mod:`.mirrors`): folders holding more
        than ``light_page_share`` of its pages (a version of a docs tree holds a large share of it;
        instances are the sibling rule's business, and the comparisons stay few where
        thousands of literal folders remain); as for twins, never named pages (a taxonomy
        folder's terms recur in its neighbours'), nor modules."""
        return [token for token in sorted(node.children) if token in undecided and is_folder_name(token)
                and undecided[token].count > self.thresholds.light_page_share * node.count
                and not is_named_page(token, False) and not is_module(undecided[token])]

    def _merge_mirrors(self, node: Node, depth: int, undecided: dict[str, Node]) -> None:
        """Sibling sections that mirror each other's pages are one slot (:mod:`.mirrors`), below
        the first segment."""
        if depth == 0:
            return
        folders = {token: undecided[token] for token in self._mirror_candidates(node, undecided)}
        share = self.thresholds.shape_share
        for members in mirror_groups(folders, self.thresholds):
            if all(member in node.children for member in members):
                self._merge(node, members, SLOT, (f"slot {depth + 1} {SLOT}: {len(members)} sibling folders whose "
                                                  f"page names recur in each other >= shape_share={share}",), undecided)

    def _merge_first_segment_values(self, node: Node, depth: int, undecided: dict[str, Node]) -> None:
        """First-segment folders that are values, not sections, are one slot per sitemap type:
        folders named after a record page beside them (:func:`.groups.record_folders`), then
        folders named alike but for their numbers (:func:`.groups.numbered_folders`), then
        sections holding the same next names (:func:`.mirrors.repeating_sections`)."""
        if depth != 0:
            return
        folders = first_segment_folders(node, undecided)
        named = record_folders(undecided, list(folders))
        numbered = numbered_folders(node, [token for token in folders if token not in named], self.thresholds.k_min)
        taken = set(named).union(*numbered)
        groups = [(named, "folders of a record (named after a record page beside them, or /<id>-<name>/)")] + [
            (group, "folders named alike but for their numbers") for group in numbered] + [
            (group, "sections whose next names recur in each other")
            for group in repeating_sections({token: shapes for token, shapes in folders.items() if token not in taken},
                                            self.thresholds)]
        k_min = self.thresholds.k_min
        for group, evidence in groups:
            for kind, members in sorted(self._by_source(node, group).items()):
                if len(members) >= k_min and all(member in node.children for member in members):
                    self._merge(node, members, SLOT[:-1] + ":" + kind + "}" if kind else SLOT, (
                        f"slot 1 {SLOT}: {len(members)} first-segment {evidence} >= k_min={k_min}",), undecided)

    def _merge(self, node: Node, members: list[str], label: str, why: tuple[str, ...],
               undecided: dict[str, Node] | None = None) -> None:
        """Merge ``members`` into the slot ``label`` (taking their ``undecided`` nodes when
        given: members decided differently are decided again together)."""
        slot = node.children.get(label)
        merged = Node()
        if slot is not None:
            absorb(merged, slot, self.thresholds.cap)
            why = slot.why + tagged(why, self._pass)
        for token in members:
            decided = node.children.pop(token)
            absorb(merged, undecided[token] if undecided else decided, self.thresholds.cap)
        merged.why = tagged(why, self._pass)
        node.children[label] = merged
        node.literals -= sum(1 for token in members if is_literal(token))

    # -- placeholders of different kinds

    def _merge_kinds(self, node: Node, depth: int) -> None:
        """Sibling slots differing only in kind (``{n}`` + ``{slug}``) are one slot."""
        groups: dict[str, list[str]] = {}
        for token in sorted(node.children):
            if is_level(token) and not is_literal(token) and token != OVERFLOW and kind_of(token) in MERGEABLE_KINDS:
                told = token.partition(PRIORITY)[2].rstrip("}")  # slots told apart by priority stay apart
                groups.setdefault(self._source_of(node.children[token], depth, node) + (PRIORITY + told if told else ""),
                                  []).append(token)
        for kind, members in sorted(groups.items()):
            if len(members) < 2 or not same_substructure([node.children[member] for member in members]):
                continue
            values = members[0].startswith(VALUE)
            label = merge_kind_label({kind_of(member) for member in members})
            if values and label == SLOT:
                label = VALUE_SLOT
            if kind and label in (SLOT, VALUE_SLOT):
                label = label[:-1] + ":" + kind + "}"
            token = VALUE + label if values else label
            shown = " + ".join(member.lstrip(VALUE) for member in members)
            others = [member for member in members if member != token]
            why = tuple(line for other in others for line in node.children[other].why) + (
                f"slot {depth + 1} {label}: merged kinds {shown}",)
            self._merge(node, others, token, why)



# -- the evidence the sibling rule reads: what a decided node looks like from above

def is_script(node: Node) -> bool:
    """A page carrying a query, or a dynamic script (``.do``, ``.php``): a program endpoint."""
    for token, child in node.children.items():
        if token.startswith((QUERY, ROUTE)):
            return True
        if token.startswith(EXT) and (token[1:] in DYNAMIC_EXTENSIONS
                                      or any(child_token.startswith(QUERY) for child_token in child.children)):
            return True
    return False


LEAF = "\x05leaf"


def shape_of(node: Node) -> set[str]:
    """The next keys of ``node`` with leaves abstracted (a leaf keeps only its extension)."""
    shape = set()
    for token, child in node.children.items():
        if is_level(token) and not any(is_level(child_token) for child_token in child.children):
            shape.add(LEAF + "".join(sorted(child_token for child_token in child.children
                                             if child_token.startswith(EXT))))
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
        elif not any(is_level(child_token) for child_token in child.children):
            entry = LEAF + "".join(sorted(child_token for child_token in child.children if child_token.startswith(EXT)))
            slot = False
        else:
            entry = FOLDER + "|".join(sorted(shape_of(child)))
            slot = token == OVERFLOW or not is_literal(token)
        shapes[entry] = shapes.get(entry, False) or slot
    return shapes


def is_named_page(token: str, protect: bool) -> bool:
    """A literal that names a page or section rather than an instance: a taxonomy folder or an
    archive anywhere, a static word (``about``, ``search``) where the position is protected, a
    camelCase program name (the only tokens not casefolded), a query value that is a path
    (a second route beside the one read as a path, :func:`.tokens.route_of`). A value that is an
    address (``?url=/bbs/board.php``, ``?to=?qa=7``, ``?next=https://...``: where a login form returns to)
    names another page, not this one, so it may vary as any value does."""
    word = token.lstrip(VALUE)
    return (word in TAXONOMY_WORDS or word in ARCHIVE_WORDS or (protect and word in STATIC_WORDS)
            or word != word.casefold()
            or is_route(word))


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
            shape.add(token if any(is_level(child_token) for child_token in child.children) else LEAF)
        else:  # a slot, with the extension or query its pages carry
            ends = "".join(sorted(child_token for child_token in child.children if not is_level(child_token)))
            shape.add((kind_of(token) if token != OVERFLOW else SLOT) + ends)
    if not any("{" in entry for entry in shape):
        return None
    return frozenset(shape)


def has_nested_slot(node: Node) -> bool:
    """A slot child that has a slot child of its own: two variable levels below ``node``."""
    return any(is_level(token) and not is_literal(token) and token != OVERFLOW
               and any(is_level(g) and not is_literal(g) for g in child.children)
               for token, child in node.children.items())


def drop_lone_source_labels(node: Node) -> None:
    """``{slug:post}`` -> ``{slug}`` unless a sibling slot of another sitemap type needs telling apart."""
    labelled = [token for token in node.children
                if is_placeholder(token.lstrip(VALUE)) and without_source(token) != token]
    for token in sorted(labelled):
        plain = without_source(token)
        rivals = [other for other in node.children if other != token and is_placeholder(other.lstrip(VALUE))
                  and without_source(other) == plain]
        if not rivals:
            node.children[plain] = node.children.pop(token)


def heavier_of_the_same_shape(node: Node, light: list[str], members: list[str], protect: bool) -> list[str]:
    """Siblings too heavy to be light whose decided sub-structure the light ones share.

    They count toward the share and join the slot: a bigger instance (a movie with more
    reports than the rest) is still an instance, not a section of its own; ``k`` still
    counts light siblings only, so heavy twins alone never open a slot.
    """
    slot_shape = set().union(*(shape_of(node.children[token]) for token in light if token != OVERFLOW))
    chosen = set(light)
    return [token for token in members if token not in chosen
            and not is_named_page(token, protect and not has_nested_slot(node.children[token]))
            and (shape := shape_of(node.children[token])) and shape <= slot_shape]


def recurring_share(keys: list[str], counts: Counter[str]) -> float:
    """The share of ``keys`` that at least two siblings have."""
    return sum(1 for key in keys if counts[key] >= 2) / len(keys)


def is_titled_page(token: str, node: Node) -> bool:
    """A page whose name is a title written as a slug (words joined by hyphens) though it
    carries a program's extension, and no query: a CMS's friendly address
    (``/news/2024/quarterly-results.aspx``, Kentico's ``/Products/Industrial/pump-x200.aspx``).
    A program's name is code (``login.aspx``, ``board.php``, ``ProductList.aspx``); a title
    is a value, and its siblings may be one template.

    >>> page = Node()
    >>> page.children[EXT + "aspx"] = Node()
    >>> is_titled_page("quarterly-results", page), is_titled_page("login", page), is_titled_page("view_topic", page)
    (True, False, False)
    >>> page.children[EXT + "aspx"].children[QUERY + "id"] = Node()
    >>> is_titled_page("quarterly-results", page)
    False
    """
    words = token.split("-")
    return len(words) >= 2 and all(word.isalnum() for word in words) and bool(node.children) and all(
        key.startswith(EXT) and not any(below.startswith((QUERY, ROUTE)) for below in child.children)
        for key, child in node.children.items())


def is_module(node: Node) -> bool:
    """An endpoint, or a directory of endpoints (``/web/sv/`` of ``detailPrdt.do``).

    Program and module names are code, not data: ``board.php`` and ``list.do`` are
    different programs, and modules with the same script names still render different
    layouts, so they never become a slot (ids in their queries or names still do).
    """
    return is_script(node) or any(is_script(child) for token, child in node.children.items()
                                   if is_level(token))


def query_pages(children: dict[str, Node], literals: list[str], k_min: int) -> set[str]:
    """The ``literals`` among ``children`` that carry a query (:func:`is_script`) and are still
    no program: pages found without their query too, at least ``k_min`` siblings, none a
    dynamic script (``.php``, ``.do``) nor a route, taking the same query parameters (a shop's
    products, each linking its variations ``?attribute_pa_size=m``). Pages of one folder whose
    queries are views of each, not programs rendering one layout each: a board script's views
    (``/bbs/board?bo_table=free``, ``/bbs/write?bo_table=free``) are found only with their
    query, and ``board.php`` keeps its extension; both stay programs.

    >>> from sitesampler.core.learned.bucket import Bucket
    >>> def page(found: bool, *keys: str) -> Node:
    ...     node = Node()
    ...     node.bucket = Bucket(1) if found else None  # the page itself, without a query
    ...     node.children.update((key, Node()) for key in keys)
    ...     return node
    >>> folder = {name: page(True, QUERY + "size") for name in ("hat", "cap", "scarf")}
    >>> folder |= {name: page(False, QUERY + "bo_table") for name in ("board", "write", "list")}
    >>> folder["board.php"] = page(True, EXT + "php")
    >>> folder["board.php"].children[EXT + "php"].children[QUERY + "size"] = Node()
    >>> sorted(query_pages(folder, sorted(folder), 3))
    ['cap', 'hat', 'scarf']
    >>> sorted(query_pages(folder, ["hat", "cap"], 3))
    []

    A static page's query sits below its extension (Blogger's ``post.html?showComment=``):

    >>> posts = {f"post-{n}": Node() for n in range(3)}
    >>> for node in posts.values():
    ...     node.children[EXT + "html"] = page(True, QUERY + "showcomment")
    >>> sorted(query_pages(posts, sorted(posts), 3))
    ['post-0', 'post-1', 'post-2']
    """
    signatures: dict[str, frozenset[str]] = {}
    for token in literals:
        if token not in children:
            continue
        page = children[token]
        if page.bucket is None and len(page.children) == 1:  # ``post.html`` and ``post.html?showComment=``
            (key, below), = page.children.items()
            if key.startswith(EXT) and key[1:] not in DYNAMIC_EXTENSIONS:
                page = below
        if page.bucket is None:
            continue
        keys = page.children
        if any(key.startswith(ROUTE) or (key.startswith(EXT) and key[1:] in DYNAMIC_EXTENSIONS) for key in keys):
            continue
        if queries := frozenset(key for key in keys if key.startswith(QUERY)):
            signatures[token] = queries
    shared = Counter(signatures.values())
    return {token for token, queries in signatures.items() if shared[queries] >= k_min}


def same_substructure(nodes: list[Node]) -> bool:
    """All leaves, or all sharing a next key: the same sub-structure."""
    keysets = [{key for key in n.children if is_level(key)} for n in nodes]
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


#: Every pass's name: the first words of each evidence line.
PASS_NAMES = frozenset(("fold_locales", *Decider.BEFORE_CHILDREN, *Decider.AFTER_CHILDREN))
