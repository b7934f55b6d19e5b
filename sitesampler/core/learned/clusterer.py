"""The learned clusterer: streaming ingest into a trie of decoded tokens, templates decided
at finalize from the whole site's counts."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from itertools import compress, repeat

from ..batch import LeafBatch, QueryShape, group_members
from ..candidates import CandidateSet, listing_order
from ..clustering import Cluster, template_page_type
from ..pagetypes import CONTENT, path_page_type
from ..segments import PAGE_EXTENSIONS, is_placeholder
from ..urls import NormalizedUrl, is_language_key
from .decider import SUB_SITES, Decider
from .thresholds import Thresholds
from .tokens import (DIRECTORY_STEMS, EXT, OVERFLOW, QUERY, ROUTE, SLOT, STRONG_KINDS, VALUE, VALUE_SLOT,
                     folder_tokens, is_literal, page_tokens, query_signature, query_tokens, segment_token, segment_tokens,
                     split_extension, value_tokens)
from .bucket import Bucket
from .trie import Lane, Node, absorb, admit, child, own_children, settle

#: The tokens of a leaf ``ingest_leaf`` does not place below its folder.
_ASIDE: tuple[str, ...] = ()
#: Pages a batch sends to ``ingest_leaf`` one by one: (index, leaf, kept parameters).
Aside = list[tuple[int, str, tuple[tuple[str, str], ...]]]


def literal_leaves(lane: Lane, leaves: list[str]) -> list[str] | None:
    """The tokens of ``leaves`` (a batch's: no two alike) when each is one literal token of its
    own below the folder of ``lane`` (``/products/blue-steel-17``: no extension, no kind, no two
    alike, not a page number), else None. A plain leaf holds no brace, so a token with one is a
    kind; tokens that are the leaves themselves are neither kinds nor alike."""
    if lane.paginated or "." in "".join(leaves):
        return None
    tokens = segment_tokens(leaves, folder_tokens(lane.folder)[1])
    if tokens != leaves and ("{" in "".join(tokens) or len(set(tokens)) != len(tokens)):
        return None
    return tokens


def leaf_token_groups(lane: Lane, leaves: list[str]) -> tuple[dict[tuple[str, ...], list[int]], Aside]:
    """The indices of ``leaves`` by their tokens below the folder of ``lane`` (the typed stem,
    then the extension), and aside those ``ingest_leaf`` places elsewhere: a directory stem
    (``index.html`` is its folder) or a page number of a ``.../page/`` folder. Steps: the
    extensions are split off when a leaf has a dot; the stems are typed as one column
    (:func:`~.tokens.segment_tokens`); without extensions or pagination the stems' tokens are
    the groups, else each leaf's tokens are read as ``ingest_leaf`` reads them."""
    after = folder_tokens(lane.folder)[1]
    if "." not in "".join(leaves):
        tokens = segment_tokens(leaves, after)
        if not lane.paginated and len(set(tokens)) == len(tokens):  # literal leaves: groups of one
            return {(token,): [i] for i, token in enumerate(tokens)}, []
        if not lane.paginated:
            return {(token,): members for token, members in group_members(tokens).items()}, []
        parts: Iterable[tuple[str, str, str | None, str]] = zip(leaves, leaves, repeat(None), tokens)
    elif (split := one_extension(leaves)) is not None and not lane.paginated:
        column, ext = split
        if DIRECTORY_STEMS.isdisjoint("\n".join(column).casefold().split("\n")):  # index.html is its folder
            return {(token, EXT + ext): members
                    for token, members in group_members(segment_tokens(column, after)).items()}, []
        parts = zip(leaves, column, repeat(ext), segment_tokens(column, after))
    else:
        stems, exts = zip(*map(split_extension, leaves))
        parts = zip(leaves, stems, exts, segment_tokens(list(stems), after))
    groups = group_members(_leaf_tokens(leaf, stem, ext, token, lane.paginated) for leaf, stem, ext, token in parts)
    return groups, [(i, leaves[i], ()) for i in groups.pop(_ASIDE, [])]


def one_extension(leaves: list[str]) -> tuple[list[str], str] | None:
    """The stems of ``leaves`` and their page extension, when every leaf has one dot, before
    the same page extension, after a stem (``news/17.html``): what :func:`split_extension`
    gives each, read from the column at once; None otherwise."""
    suffix = leaves[0].rpartition(".")[2]
    joined = "\n".join(leaves) + "\n"
    ending = f".{suffix}\n"
    if suffix.casefold() not in PAGE_EXTENSIONS or joined.count(".") != len(leaves) or \
            joined.count(ending) != len(leaves) or ("\n" + joined).count("\n" + ending):
        return None
    return joined.replace(ending, "\n").split("\n")[:-1], suffix.casefold()


def query_token_groups(lane: Lane, shapes: tuple[QueryShape, ...]) -> tuple[dict[tuple[str, ...], list[int]], Aside]:
    """The pages of a query batch by their tokens below the folder of ``lane`` (the typed leaf,
    its extension, the query signature, then a token per kept value), and aside those
    ``ingest_leaf`` places elsewhere, as :func:`leaf_token_groups` tells them, or reads as a
    route. Steps: the leaf's tokens and the signature once per shape; each value column typed at once
    (:func:`~.tokens.value_tokens`); the pages of a shape grouped by their value tokens; groups
    of several shapes with the same tokens joined, their members sorted."""
    after = folder_tokens(lane.folder)[1]
    groups: dict[tuple[str, ...], list[int]] = {}
    aside: Aside = []
    for shape in shapes:
        leaf, members = shape.leaf, shape.members
        stem, ext = split_extension(leaf)
        if _leaf_tokens(leaf, stem, ext, "", lane.paginated) is _ASIDE \
                or any("/" in "".join(column) for column in shape.values) or any(map(is_language_key, shape.keys)) \
                or any("/" in key for key in shape.keys):
            # a value (or a name) with a slash may be a route (:func:`~.tokens.route_of`), a language's
            # parameter is not read (:func:`~.tokens.query_tokens`): read page by page
            aside += [(i, leaf, tuple(zip(shape.keys, values))) for i, values in zip(members, zip(*shape.values))]
            continue
        head = (segment_token(stem, after), EXT + ext, query_signature(shape.keys)) if ext else \
            (segment_token(stem, after), query_signature(shape.keys))
        for values, indices in group_members(zip(*map(value_tokens, shape.values))).items():
            tokens = head + values
            pages = [members[j] for j in indices]
            if tokens in groups:
                groups[tokens] = sorted(groups[tokens] + pages)
            else:
                groups[tokens] = pages
    return groups, aside


def is_folder_page(leaf: str, stem: str, ext: str | None, paginated: bool) -> bool:
    """Whether ``leaf`` (``stem`` + ``ext``) is its folder's own page rather than a leaf of the
    folder: a directory index, or a page number of a paginated folder.

    >>> is_folder_page("index.html", "index", "html", False), is_folder_page("2", "2", None, True)
    (True, True)
    >>> is_folder_page("shoes.html", "shoes", "html", False), is_folder_page("2", "2", None, False)
    (False, False)
    """
    return bool(ext and stem.casefold() in DIRECTORY_STEMS) or (paginated and leaf.isdigit())


def _leaf_tokens(leaf: str, stem: str, ext: str | None, token: str, paginated: bool) -> tuple[str, ...]:
    if is_folder_page(leaf, stem, ext, paginated):
        return _ASIDE
    return (token, EXT + ext) if ext else (token,)


class LearnedClusterer:
    """Streaming ingest into a trie of decoded tokens; templates decided at finalize."""

    def __init__(self, keep: int | None, thresholds: Thresholds | None = None) -> None:
        self.keep = keep
        self.thresholds = thresholds or Thresholds()
        self._root = Node()
        #: The nodes that may hold pending leaves (:attr:`~.trie.Node.pending`): built before
        #: the trie is read as a whole (:meth:`trie`).
        self._unsettled: list[Node] = []
        #: The tokens of the folder holding the site's home page (:func:`~.tokens.home_folder`):
        #: its children are the site's first segment (``/_/index.html``: ``/_/blog/...`` is a
        #: section). Set by :func:`~sitesampler.core.sampler.make_clusterer`.
        self.home: tuple[str, ...] = ()

    def ingest(self, page: NormalizedUrl, page_hash: int, lastmod: str | None, priority: str | float | None,
               source: str | None, is_new: bool) -> None:
        if is_new:
            self._root.count += 1
        self._descend(self._root, page_tokens(page), page.key, page.url, page_hash, lastmod, priority, source, is_new)

    def lane(self, folder: tuple[str, ...]) -> Lane:
        return Lane(folder)

    def ingest_leaf(self, lane: Lane, leaf: str, query: tuple[tuple[str, str], ...], key: str, url: str,
                    page_hash: int, lastmod: str | None, priority: str | float | None, source: str | None,
                    is_new: bool) -> None:
        # page_tokens, with the folder's tokens and nodes taken from the lane.
        stem, ext = split_extension(leaf)
        if is_folder_page(leaf, stem, ext, lane.paginated):
            # /news/index.html is /news, /news/page/2 is /news: not a leaf of this folder.
            page = NormalizedUrl(key, url, (*lane.folder, leaf), query)
            self.ingest(page, page_hash, lastmod, priority, source, is_new)
            return
        nodes = lane.nodes
        if nodes is None or nodes[-1].retired:
            nodes = self._walk(lane)
        if is_new:
            for node in nodes:
                node.count += 1
        tokens = [segment_token(stem, lane.after)]
        if ext:
            tokens.append(EXT + ext)
        if query:
            tokens += query_tokens(query)
        self._descend(nodes[-1], tokens, key, url, page_hash, lastmod, priority, source, is_new)

    def ingest_leaves(self, lane: Lane, pages: LeafBatch, source: str | None) -> None:
        """:meth:`ingest_leaf` of each page, grouped by its leaf tokens. Steps: a batch whose
        pages are each one literal token of its own is a column (:func:`literal_leaves`);
        otherwise the pages that are not this folder's leaves (``index.html``, a page number)
        go one by one, and the others are grouped by their tokens (a query batch by leaf and
        shape, :func:`query_token_groups`); the folder's nodes count the batch's new pages
        once; the column is placed by ``_place_literals``, each group once by
        ``_place_groups``."""
        literals = None if pages.queries else literal_leaves(lane, pages.leaves)
        groups: dict[tuple[str, ...], list[int]] = {}
        aside: Aside = []
        if literals is None:
            groups, aside = query_token_groups(lane, pages.queries) if pages.queries else \
                leaf_token_groups(lane, pages.leaves)
        if groups or literals:
            nodes = lane.nodes
            if nodes is None or nodes[-1].retired:
                nodes = self._walk(lane)
            news = pages.news
            new_pages = sum(news) - sum(news[i] for i, _, _ in aside)  # ingest_leaf counts those aside
            for node in nodes:
                node.count += new_pages
            if literals is not None:
                self._place_literals(nodes[-1], literals, pages, source)
            else:
                self._place_groups(nodes[-1], groups, pages, source)
        for i, leaf, query in aside:
            key = pages.key(i)
            self.ingest_leaf(lane, leaf, query, key, pages.origin + key, pages.hashes[i], pages.lastmods[i],
                             pages.priorities[i], source, pages.news[i])

    def _place_groups(self, folder: Node, groups: dict[tuple[str, ...], list[int]], pages: LeafBatch,
                      source: str | None) -> None:
        """Each group of a folder's batch placed below the folder's node as ``_place_group``
        places it, with the folder's new literal children taken at once. Steps: the new literal
        first tokens get their nodes, or past the cap are admitted by the bottom-k rule at once
        (:func:`~.trie.admit`), and the groups of those that overflow join the overflow's group
        of their remaining tokens; a group of one page ending at a new node gets a bucket
        holding it (the literal leaves of a site: most groups); the other groups are placed
        one by one (placing one may evict a sibling's node, never one of the folder's: the lane
        holds); then the overflow's groups."""
        cap, children = self.thresholds.cap, own_children(folder)
        if folder.pending and not folder.pending.keys().isdisjoint([tokens[0] for tokens in groups]):
            settle(folder)
        new = list({tokens[0]: None for tokens in groups if tokens[0] not in children and is_literal(tokens[0])})
        overflow: dict[tuple[str, ...], list[int]] = {}
        if folder.literals + len(new) > cap:
            admitted = [new[at] for at in admit(folder, new, cap)]
            for token in admitted:
                children[token] = Node(leaf=True)
            overflowed = set(new).difference(admitted)
            for tokens in [tokens for tokens in groups if tokens[0] in overflowed]:
                overflow.setdefault(tokens[1:], []).extend(groups.pop(tokens))
        else:
            folder.literals += len(new)
            for token in new:
                children[token] = Node(leaf=True)
        keep, news, hashes, path, origin = self.keep, pages.news, pages.hashes, pages.path, pages.origin
        leaves, lastmods, priorities, start = pages.leaves, pages.lastmods, pages.priorities, len(origin)
        for tokens, members in groups.items():
            if len(tokens) == 1 and len(members) == 1 and (node := children.get(tokens[0])) is not None \
                    and node.bucket is None:
                i = members[0]
                node.count += news[i]
                node.bucket = Bucket.of_page(keep, news[i], origin + path + leaves[i], start, hashes[i],
                                             listing_order(lastmods[i], priorities[i]), source)
            else:
                self._place_group(folder, tokens, pages, members, source)
        for rest, members in overflow.items():
            members.sort()
            self._place_group(folder, (OVERFLOW, *rest), pages, members, source)

    def _place_literals(self, folder: Node, tokens: list[str], pages: LeafBatch, source: str | None) -> None:
        """``_place_groups`` of a batch whose pages are each one literal token of its own
        (:func:`literal_leaves`), without a group per page. Steps: the pages whose token is a
        child already are placed as groups (the folder's pending leaves built first when one
        of them is among them); the new tokens are counted as children, or past the cap are
        admitted by the bottom-k rule at once (:func:`~.trie.admit`); each page of a new token
        becomes a pending leaf of the folder (:attr:`~.trie.Node.pending`: its node and bucket
        are built when something reads them, and most of a big folder's are evicted before);
        the pages of the tokens that overflow are placed as one overflow group."""
        cap = self.thresholds.cap
        if folder.pending and not folder.pending.keys().isdisjoint(tokens):
            settle(folder)
        children = folder.children  # read after settle(), which may give the folder a dict of its own
        if children.keys().isdisjoint(tokens):
            fresh: Sequence[int] = range(len(tokens))
        else:
            fresh = [i for i, token in enumerate(tokens) if token not in children]
            self._place_groups(folder, {(tokens[i],): [i] for i in set(range(len(tokens))).difference(fresh)},
                               pages, source)
        fresh_tokens = tokens if len(fresh) == len(tokens) else [tokens[i] for i in fresh]
        placed: Sequence[int] = fresh  # the pages that become pending leaves
        over: list[int] = []
        if folder.literals + len(fresh_tokens) > cap:
            admitted = admit(folder, fresh_tokens, cap)
            placed = [fresh[at] for at in admitted]
            overflows = bytearray(b"\x01") * len(fresh_tokens)
            for at in admitted:
                overflows[at] = 0
            over = list(compress(fresh, overflows))
        else:
            folder.literals += len(fresh_tokens)
        pending = folder.pending
        if pending is None:
            pending = folder.pending = {}
            self._unsettled.append(folder)
        news, hashes, leaves, lastmods, priorities = pages.news, pages.hashes, pages.leaves, pages.lastmods, pages.priorities
        # A row per page (PendingLeaf), built column by column in C.
        pending.update(zip(map(tokens.__getitem__, placed), zip(
            repeat(self.keep), map(news.__getitem__, placed), map((pages.origin + pages.path).__add__, map(leaves.__getitem__, placed)),
            repeat(len(pages.origin)), map(hashes.__getitem__, placed),
            map(listing_order, map(lastmods.__getitem__, placed), map(priorities.__getitem__, placed)), repeat(source))))
        if over:
            self._place_group(folder, (OVERFLOW,), pages, over, source)

    def _place_group(self, node: Node, tokens: tuple[str, ...], pages: LeafBatch, members: list[int],
                     source: str | None) -> None:
        """:meth:`_descend` of the pages ``members`` picks, which share their remaining ``tokens``."""
        cap, news = self.thresholds.cap, pages.news
        new_pages = sum(map(news.__getitem__, members))
        for token in tokens:
            node = node.children.get(token) or child(node, token, cap)
            node.count += new_pages
        bucket = node.bucket
        if bucket is None:
            bucket = node.bucket = Bucket(self.keep)
        bucket.size += new_pages
        if len(members) == 1:
            i = members[0]
            key = pages.key(i)
            bucket.offer(key, pages.origin + key, pages.hashes[i], listing_order(pages.lastmods[i], pages.priorities[i]))
        else:
            bucket.kept_candidates().offer_many(pages, members)
        if source:
            bucket.count_source(source, len(members))

    def _walk(self, lane: Lane) -> list[Node]:
        """The lane's nodes from the root, created as ``ingest`` would create them (not counted:
        the page that needs them counts them)."""
        tokens, lane.after = folder_tokens(lane.folder)
        cap = self.thresholds.cap
        node = self._root
        nodes = [node]
        for token in tokens:
            node = node.children.get(token) or child(node, token, cap)
            nodes.append(node)
        lane.nodes = nodes
        return nodes

    def _descend(self, node: Node, tokens: Iterable[str], key: str, url: str, page_hash: int,
                 lastmod: str | None, priority: str | float | None, source: str | None, is_new: bool) -> None:
        """Place a page under ``node`` (already counted) by its remaining ``tokens``."""
        cap = self.thresholds.cap
        for token in tokens:
            node = node.children.get(token) or child(node, token, cap)
            if is_new:
                node.count += 1
        bucket = node.bucket
        if bucket is None:
            bucket = node.bucket = Bucket(self.keep)
        if is_new:
            bucket.size += 1
        bucket.offer(key, url, page_hash, listing_order(lastmod, priority))
        if source:
            bucket.count_source(source, 1)

    def trie(self) -> Node:
        """The ingested trie's root, every pending leaf built: what a reader of the whole trie
        takes."""
        for node in self._unsettled:
            settle(node)
        self._unsettled.clear()
        return self._root

    def merge(self, other: "LearnedClusterer") -> None:
        # The trie is counts, unions of candidate sets and a bottom-k choice of children, all of
        # which combine: absorbing another trie gives the trie of both inputs (tests/test_core_merge.py).
        absorb(self.trie(), other.trie(), self.thresholds.cap)

    def finalize(self) -> list[Cluster]:
        decider = Decider(self.thresholds, self.home)
        decided = decider.decide(self.trie())
        clusters = [self._cluster(path, bucket, decider.front) for path, bucket in buckets(decided, ())]
        clusters.sort(key=lambda cluster: (-cluster.size, cluster.template))
        return clusters

    def _cluster(self, path: tuple[Node | str, ...], bucket: Bucket, front: str = "") -> Cluster:
        tokens = [token for token in path if isinstance(token, str)]
        nodes = [n for n in path if isinstance(n, Node)]
        # A language folded below the site's program (/index.php/{lang}/...) is written there.
        if front and tokens[:1] == [front]:
            template = render_template(tokens, nodes[1].lang if len(nodes) > 1 else "", 1)
        else:
            template = render_template(tokens, nodes[1].lang if len(nodes) > 1 else nodes[0].lang)
        bare = render_template(tokens, "")
        candidates = CandidateSet(self.keep)
        candidates.update(bucket.candidates)
        variable = any(is_placeholder(token.lstrip(VALUE)) or token == OVERFLOW for token in tokens)
        why = tuple(line for node in (nodes[1:] or nodes) for line in node.why)
        lexical = sorted({token.lstrip(VALUE) for token in tokens if is_placeholder(token.lstrip(VALUE))}
                         & STRONG_KINDS)
        if lexical:
            why += (f"lexical slots {' '.join(lexical)}: strong types are variable by themselves",)
        why = why or ("literal path: no sibling evidence for a slot",)
        site_at = next((at for at, node in enumerate(nodes)
                        if any(line.startswith(SUB_SITES + ":") for line in node.why)), 0)
        kind = template_page_type(bare)
        if not variable and kind == CONTENT and (pages := candidates.candidates()):
            # A literal template is its page, whose key keeps the case the template folds: a
            # wiki's /ContactInformation names its type in camelCase words.
            kind = path_page_type(min(page.key for page in pages))
        return Cluster(template, bucket.size, bucket.size > 1 and variable, kind,
                       candidates, tuple(sorted(bucket.sources)), why,
                       sub_site=render_template(tokens[:site_at], "") + "/" if site_at else "")


def buckets(node: Node, path: tuple[Node | str, ...]) -> Iterator[tuple[tuple[Node | str, ...], Bucket]]:
    """(path, bucket) for every node holding pages, depth first in token order."""
    here = path + (node,)
    if node.bucket is not None and node.bucket.size:
        yield here, node.bucket
    for token in sorted(node.children):
        yield from buckets(node.children[token], here + (token,))


def render_template(tokens: list[str], lang: str, lang_at: int = 0) -> str:
    """The display string: ``/{lang}/bbs/board.php?bo_table=free&wr_id={n}``, the language
    after ``lang_at`` tokens (``/index.php/{lang}/contact``); a route's segments are its key's
    value (``/?qa=user/{slug}&to={v}``), parameters in key order as in page keys."""
    if lang and lang_at:
        tokens = [*tokens[:lang_at], lang, *tokens[lang_at:]]
        lang = ""
    segments = [lang] if lang else []
    path = segments
    route_key, route = "", list[str]()
    keys: list[str] = []
    values: list[str] = []
    for token in tokens:
        if token.startswith(EXT):
            path[-1:] = [(path[-1] if path else "index") + "." + token[1:]]
        elif token.startswith(QUERY):
            keys = token[1:].split("&")
        elif token.startswith(ROUTE):
            route_key, path = token[1:], route
        elif token.startswith(VALUE):
            values.append(token[1:])
        elif token == OVERFLOW and keys:  # a tail no slot took: still many values
            values.append(VALUE_SLOT)
        else:
            path.append(SLOT if token == OVERFLOW else token)
    pairs = list(zip(keys, values)) + ([(route_key, "/".join(route))] if route_key and route_key != "/" else [])
    query = "&".join(f"{key}={value}" for key, value in sorted(pairs))
    if route_key == "/":  # a path written as the query itself: first, with no name
        query = "/".join(route) + ("&" + query if query else "")
    return "/" + "/".join(segments) + ("?" + query if query else "")
