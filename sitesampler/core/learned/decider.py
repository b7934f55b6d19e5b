"""The finalize pass of the learned clusterer: which sibling literals are one variable slot.

The whole site is the evidence: every decision is taken once, top-down, from the final counts.
A group of sibling literals becomes a slot when enough of them are light (leaves, or small
branches repeating the same sub-structure); lexical types are slots by themselves; sibling
folders holding one template are one slot; child-sitemap names keep look-alike types apart
when the site lists pages in differently named files.
"""

from __future__ import annotations

from collections import Counter

from ..actions import ACTION_KEYS
from ..clusterer import merge_kind_label
from .folds import fold_locales, fold_page_numbers, prune_neutral_keys
from .groups import (PRIORITY, by_id_separator, by_page_or_folder, by_priority, record_folders, record_pages,
                     spelled_slots)
from .mirrors import fold_into, mirror_groups, repeating_sections, version_folders
from .pagetree import collapse_trees
from .routes import fold_route_values
from .shapes import (SiblingEvidence, drop_lone_source_labels, folder_shapes, has_nested_slot, is_folder_name, is_module,
                     is_named_page, recurring_share, same_shape_heavy, same_substructure, shape_of, twin_groups)
from .sources import ONE_OFF_SOURCES, numbered_types, source_sections
from .thresholds import Thresholds
from .tokens import (DATE_KINDS, MERGEABLE_KINDS, OVERFLOW, QUERY, ROUTE, SLOT, VALUE, VALUE_SLOT, is_level, is_literal,
                     kind_of)
from .trie import Node, absorb, copy_top
from .words import COLLECTION_PARENTS


class Decider:
    """One finalize pass: turns the ingested trie into a decided trie, top-down.

    Never mutates the ingested trie: a node whose children change is a fresh copy, and merged
    slots are fresh nodes built with :func:`absorb`.
    """

    def __init__(self, thresholds: Thresholds, home: tuple[str, ...] = ()) -> None:
        self.t = thresholds
        #: The tokens of the folder holding the home page: its children are the first segment.
        self.home = home
        self._types: dict[int, tuple[Node, Counter]] = {}  # holds the node: ids stay unique
        self._type_of: dict[str, str] = {}  # child-sitemap name -> its type
        self.typed = False
        self._in_route = 0  # how many routes the node being decided lies below

    def decide(self, root: Node) -> Node:
        # Child-sitemap names tell types apart only by contrast: a site whose pages all come
        # from files of one name (``site-urls.txt``; ``post-sitemap.xml`` and ``post-sitemap2.xml``)
        # has said nothing about types. A generic file beside a named one is a contrast.
        folded = fold_locales(root, self.t)
        sections = source_sections(folded)
        self._type_of = numbered_types(sections)
        # Every source is in ``sections``: the types are known without counting them per node,
        # which only a typed site needs (:meth:`_source_of`).
        self.typed = len({self._type_of.get(source, "") for source in sections}) >= 2
        return self._decide(folded, 0, None, self.home)

    # -- evidence helpers

    def _source_counts(self, node: Node) -> Counter:
        cached = self._types.get(id(node))
        if cached is None:
            counts: Counter = Counter()
            if node.bucket is not None:
                for source, n in node.bucket.sources.items():
                    counts[self._type_of.get(source, "")] += n
            for child in node.children.values():
                counts.update(self._source_counts(child))
            cached = self._types[id(node)] = (node, counts)
        return cached[1]

    def _source_of(self, node: Node) -> str:
        """The most-listed specific sitemap type below ``node`` ("" if none names a type)."""
        if not self.typed:
            return ""
        specific = [(-n, kind) for kind, n in self._source_counts(node).items() if kind]
        return min(specific)[1] if specific else ""

    def _by_source(self, node: Node, tokens: list[str]) -> dict[str, list[str]]:
        """``tokens`` (children of ``node``) by :meth:`_source_of`, order kept."""
        groups: dict[str, list[str]] = {}
        for token in tokens:
            groups.setdefault(self._source_of(node.children[token]), []).append(token)
        return groups

    # -- the sibling rule

    def _decide(self, node: Node, depth: int, parent: str | None, to_home: tuple[str, ...] = ()) -> Node:
        """Decide the children first, so siblings compare their decided sub-structure.

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
        fold_page_numbers(out, self.t.cap)
        collapse_trees(node, out, self.t, depth, parent is not None and is_literal(parent), to_home[:1])
        if depth >= 1:
            self._fold_versions(out)
        fold_route_values(out, self.t.cap)
        prune_neutral_keys(out, self.t)
        raw = dict(out.children)
        for token in sorted(out.children):
            out.children[token] = self._decide_child(out.children[token], token, depth, parent,
                                                     to_home[1:] if to_home and token == to_home[0] else None)
        before = dict(out.children)
        self._open_slots(out, depth, parent, raw)
        self._merge_twins(out, depth)
        self._merge_mirrors(out, depth, raw)
        self._merge_first_segment_values(out, depth, raw)
        self._merge_kinds(out, depth)
        drop_lone_source_labels(out)
        for token in sorted(t for t, child in out.children.items() if before.get(t) is not child):
            out.children[token] = self._decide_child(out.children[token], token, depth, parent)
        return out

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

    def _open_slots(self, node: Node, depth: int, parent: str | None, raw: dict[str, Node]) -> None:
        """Open slots among the literal children of ``node`` (decided), one per sitemap type.

        ``raw`` holds the children before their own decisions: repeated literal sub-structure
        (``/c/men/shoes``, ``/c/women/shoes``) is only visible there.
        """
        children = node.children
        literals = sorted(t for t in children if is_literal(t) or t == OVERFLOW)
        if not literals:
            return
        values = any(t.startswith(VALUE) for t in children)
        for members, label, why in spelled_slots(node, literals, depth, values, self.t.k_min):
            self._merge(node, members, label, why)
            literals = [t for t in literals if t not in members]

        next_keys = Counter(k for child in raw.values() for k in child.children)
        next_shapes = Counter(k for child in children.values() for k in shape_of(child))
        folders = {t: folder_shapes(c) for t, c in children.items()}
        next_folders = Counter(k for shapes in folders.values() for k in shapes)
        variable = {k for shapes in folders.values() for k, slot in shapes.items() if slot}
        placeholder_share = sum(c.count for t, c in children.items() if not is_literal(t) and is_level(t) and t != OVERFLOW)
        # A route's names are a program's pages unless their numbers say otherwise: its static
        # words (``?route=account/login``) are protected wherever they sit; so are the values of
        # an action-like key (``member.php?action=login``): they name what the program shows.
        acting = values and (parent or "")[:1] == QUERY and (parent or "")[1:].partition("&")[0] in ACTION_KEYS
        protect = depth == 0 or placeholder_share * 2 >= node.count or self._in_route > 0 or acting
        literals = [t for t in literals if t == OVERFLOW or self._in_route or not is_module(children[t])]
        split = {(kind, sep): members for source, group in self._by_source(node, literals).items()
                 for kind, alike in by_priority(node, source, group, self.t.k_min, parent).items()
                 for sep, members in by_id_separator(alike, self.t.k_min, depth == 0 and not values).items()}
        evidence = SiblingEvidence(next_keys, next_shapes, next_folders, variable, folders)
        unopened: dict[str, list[str]] = {}
        for kind, sep in sorted(split, key=lambda key: (key[0], not key[1], key[1])):
            members = split[kind, sep] + (unopened.pop(kind, []) if not sep else [])
            opened = [self._open_group(node, depth, parent, values, kind, part, evidence, protect, raw, sep)
                      for part in by_page_or_folder(node, depth, values, kind, members)]
            if not any(opened) and sep:  # too few to be a type of their own: they stay candidates of the plain slot
                unopened.setdefault(kind, []).extend(members)
        for kind, members in sorted(unopened.items()):
            for part in by_page_or_folder(node, depth, values, kind, members):
                self._open_group(node, depth, parent, values, kind, part, evidence, protect, raw)
        if depth == 0 and not values:  # what no slot took: pages named by a record id are records
            left = sorted(t for t in children if is_literal(t))
            for label, pages in sorted(record_pages(node, left).items()):
                if len(pages) >= self.t.k_min:
                    self._merge(node, pages, label, (f"slot 1 {label}: {len(pages)} pages named by a record id >= k_min={self.t.k_min}",))

    def _open_group(self, node: Node, depth: int, parent: str | None, values: bool, kind: str,
                    members: list[str], evidence: SiblingEvidence, protect: bool,
                    raw: dict[str, Node], sep: str = "") -> bool:
        t = self.t
        children = node.children
        light, total = [], 0
        for token in members:
            weight = children[token].count if token == OVERFLOW else 1
            total += weight
            if token == OVERFLOW or self._is_light_sibling(node, token, evidence, protect, raw[token]):
                light.append((token, weight))
        n_light = sum(w for _, w in light)
        group = kind
        kind, _, priority = group.partition(PRIORITY)
        if parent in DATE_KINDS and not values:
            # A page filed under a date (``/2019/05/<slug>``) is an instance by where it sits:
            # the date folder is the evidence, so one page is already a slot.
            need_k, need_rho, rule = 1, t.rho, f"filed under a date {parent}"
        elif (kind and kind not in ONE_OFF_SOURCES) or (parent in COLLECTION_PARENTS and not values and not self._in_route):
            # A child sitemap of its own says its pages are instances of one type, as a
            # collection folder (``/tags/``) does: two of them are already a type.
            named = f"sitemap type '{kind}'" if kind else f"collection '{parent}'"
            need_k, need_rho, rule = min(t.k_min, t.collection_k), t.rho, named
        elif kind in ONE_OFF_SOURCES or (depth == 0 and not values and not kind):
            need_k, need_rho, rule = t.root_k, t.rho, "first segment" if depth == 0 else f"'{kind}' sitemap"
        else:
            need_k, need_rho, rule = t.k_min, t.rho, "siblings"
        heavy = same_shape_heavy(node, [tok for tok, _ in light], members, protect)
        cousins: list[str] = []
        if n_light >= need_k:
            chosen = {tok for tok, _ in light} | set(heavy)
            cousins = [tok for tok in members if tok not in chosen
                       and self._is_cousin_instance(node, tok, evidence, protect)]
        share = (n_light + len(heavy) + len(cousins)) / total if total else 0.0
        if n_light < need_k or share < need_rho:
            return False
        label = VALUE_SLOT if values else SLOT
        if sep:  # ``{n}-{slug}``, ``c{n}``: a kind of its own, never merged with plain slugs
            label = sep.replace(SLOT, label)
        if group:
            label = label[:-1] + ":" + group + "}"
        source = f", sitemap type '{kind}'" if kind else ""
        if priority:
            source += f", sitemap priority {priority}"
        alike = f" + {len(heavy)} heavier of the same shape" if heavy else ""
        if cousins:
            alike += f" + {len(cousins)} with folders of a shape a sibling's slot made variable"
        position = f"query {(parent or '')[1:].partition('&')[0]}=" if values else f"slot {depth + 1} "
        why = (f"{position}{label}: {n_light}/{total} light siblings{alike} >= k={need_k} ({rule}), "
               f"share {share:.2f} >= {need_rho}{source}",)
        self._merge(node, [tok for tok, _ in light] + heavy + cousins, VALUE + label if values else label, why)
        return True

    def _is_light_sibling(self, node: Node, token: str, evidence: SiblingEvidence,
                          protect: bool, raw: Node) -> bool:
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
        levels = [k for k in keys if is_level(k)]
        if not levels:
            return True
        literal_keys = [k for k in raw.children if is_literal(k)]
        if literal_keys and recurring_share(literal_keys, evidence.next_keys) >= self.t.shape_share:
            return True
        light = (child.count <= max(1.0, self.t.light_rel * node.count)  # one page is never a section
                 or has_nested_slot(child))
        return light and recurring_share(list(shape_of(child)), evidence.next_shapes) >= self.t.shape_share

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
        return (any(k in evidence.variable for k in shapes)
                and recurring_share(list(shapes), evidence.next_folders) >= self.t.shape_share)

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
            if any(m not in node.children for m in members):
                continue
            kinds = {self._source_of(node.children[m]) for m in members}
            if len(kinds) > 1:
                continue
            kind = kinds.pop()
            values = members[0].startswith(VALUE)  # query values (``bo_table=free``) stay values
            label = VALUE_SLOT if values else SLOT
            label = label[:-1] + ":" + kind + "}" if kind else label
            self._merge(node, members, VALUE + label if values else label,
                        (f"slot {depth + 1} {label}: {len(members)} sibling {'values' if values else 'folders'} "
                         f"holding the same template",))

    def _mirror_candidates(self, node: Node, raw: dict[str, Node]) -> list[str]:
        """Sections of ``node`` that may mirror others (:mod:`.mirrors`): folders holding more
        than ``light_rel`` of its pages (a version of a docs tree holds a large share of it;
        instances are the sibling rule's business, and the comparisons stay few where
        thousands of literal folders remain); as for twins, never named pages (a taxonomy
        folder's terms recur in its neighbours'), nor modules."""
        return [token for token in sorted(node.children) if token in raw and is_folder_name(token)
                and raw[token].count > self.t.light_rel * node.count
                and not is_named_page(token, False) and not is_module(raw[token])]

    def _fold_versions(self, node: Node) -> None:
        """Fold the folders that mirror their siblings into ``node`` (below the first segment)."""
        folded = version_folders(node, self._mirror_candidates(node, node.children), self.t)
        if folded:
            fold_into(node, folded, self.t.cap)
            node.why = node.why + (f"folded {', '.join(folded)}: the next names of each recur among its "
                                   f"siblings >= shape_share={self.t.shape_share} (a version of this section)",)

    def _merge_mirrors(self, node: Node, depth: int, raw: dict[str, Node]) -> None:
        """Sibling sections that mirror each other's pages are one slot (:mod:`.mirrors`), below
        the first segment."""
        if depth == 0:
            return
        folders = {token: raw[token] for token in self._mirror_candidates(node, raw)}
        for members in mirror_groups(folders, self.t):
            if all(m in node.children for m in members):
                self._merge(node, members, SLOT, (f"slot {depth + 1} {SLOT}: {len(members)} sibling folders whose "
                                                  f"page names recur in each other >= shape_share={self.t.shape_share}",), raw)

    def _merge_first_segment_values(self, node: Node, depth: int, raw: dict[str, Node]) -> None:
        """First-segment folders that are values, not sections, are one slot per sitemap type:
        folders named after a record page beside them (:func:`.groups.record_folders`), then
        sections holding the same next names (:func:`.mirrors.repeating_sections`)."""
        if depth != 0:
            return
        folders = {token: raw[token] for token in sorted(node.children) if token in raw and is_folder_name(token)
                   and not is_named_page(token, True) and not is_module(raw[token])}
        named = record_folders(raw, list(folders))
        groups = [(named, "folders of a record (named after a record page beside them, or /<id>-<name>/)")] + [
            (group, "sections whose next names recur in each other")
            for group in repeating_sections({t: f for t, f in folders.items() if t not in named}, self.t)]
        for group, evidence in groups:
            for kind, members in sorted(self._by_source(node, group).items()):
                if len(members) >= self.t.k_min and all(m in node.children for m in members):
                    self._merge(node, members, SLOT[:-1] + ":" + kind + "}" if kind else SLOT, (
                        f"slot 1 {SLOT}: {len(members)} first-segment {evidence} >= k_min={self.t.k_min}",), raw)

    def _merge(self, node: Node, members: list[str], label: str, why: tuple[str, ...],
               undecided: dict[str, Node] | None = None) -> None:
        """Merge ``members`` into the slot ``label`` (taking their ``undecided`` nodes when
        given: members decided differently are decided again together)."""
        slot = node.children.get(label)
        merged = Node()
        if slot is not None:
            absorb(merged, slot, self.t.cap)
            why = slot.why + why
        for token in members:
            decided = node.children.pop(token)
            absorb(merged, undecided[token] if undecided else decided, self.t.cap)
        merged.why = why
        node.children[label] = merged
        node.literals -= sum(1 for t in members if is_literal(t))

    # -- placeholders of different kinds

    def _merge_kinds(self, node: Node, depth: int) -> None:
        """Sibling slots differing only in kind (``{n}`` + ``{slug}``) are one slot."""
        groups: dict[str, list[str]] = {}
        for token in sorted(node.children):
            if is_level(token) and not is_literal(token) and token != OVERFLOW and kind_of(token) in MERGEABLE_KINDS:
                told = token.partition(PRIORITY)[2].rstrip("}")  # slots told apart by priority stay apart
                groups.setdefault(self._source_of(node.children[token]) + (PRIORITY + told if told else ""),
                                  []).append(token)
        for kind, members in sorted(groups.items()):
            if len(members) < 2 or not same_substructure([node.children[m] for m in members]):
                continue
            values = members[0].startswith(VALUE)
            label = merge_kind_label({kind_of(m) for m in members})
            if values and label == SLOT:
                label = VALUE_SLOT
            if kind and label in (SLOT, VALUE_SLOT):
                label = label[:-1] + ":" + kind + "}"
            token = VALUE + label if values else label
            shown = " + ".join(m.lstrip(VALUE) for m in members)
            others = [m for m in members if m != token]
            why = tuple(w for m in others for w in node.children[m].why) + (
                f"slot {depth + 1} {label}: merged kinds {shown}",)
            self._merge(node, others, token, why)
