"""Templates learned from the site's own URLs (CLUSTERING.md section 3).

The published rules decide a template per URL and per segment, so a short slug stays a
singleton and one tag type splits by spelling. Here the whole site is the evidence: URLs go
into a trie of decoded tokens while streaming (counts only), and every decision is taken once,
top-down, from the final counts: a group of sibling literals becomes a variable slot when
enough of them are light (leaves, or small branches repeating the same sub-structure). Lexical
types (``{n}``, ``{uuid}``, ``{hash}``, dates) are strong evidence and become slots at once;
weak classes (locale codes, handles, static words, collection parents) tune the thresholds.

Order independence holds by construction: ingest only adds counts and merges sets; finalize
iterates in sorted order; the bounded-memory overflow keeps the children with the smallest
stable hash (a bottom-k sample), which does not depend on arrival order either.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import lru_cache
from heapq import heapify, heapreplace
from zlib import adler32, crc32

from .candidates import CandidateSet
from .clusterer import Cluster, merge_kind_label, template_page_type
from .urls import NormalizedUrl

# Token spellings. A path literal is its casefolded text; the prefixes below cannot start a
# decoded path segment that survived normalisation, so the families never collide.
EXT = "\x01"  # page extension of the last segment: "\x01php"
QUERY = "\x02"  # query signature: "\x02bo_table&wr_id"
VALUE = "\x03"  # one query value (keys in signature order): "\x03free", "\x03{n}"
OVERFLOW = "\x04"  # the merged tail of a node with more than `cap` distinct literal children
_STRUCTURAL_HEADS = frozenset((EXT, QUERY, OVERFLOW))
SLOT = "{slug}"
VALUE_SLOT = "{v}"
LANG, LANG_OPTIONAL = "{lang}", "{lang?}"
HANDLE = "{handle}"

PAGE_EXTENSIONS = frozenset("html htm shtml xhtml php asp aspx jsp jspx do action cfm cgi pl".split())
#: Extensions of server programs: a name ending in one is code, not a value.
DYNAMIC_EXTENSIONS = frozenset("php asp aspx jsp jspx do action cfm cgi pl".split())
#: ``/news/index.html`` is the page ``/news``.
DIRECTORY_STEMS = frozenset(("index", "default"))
#: Kinds that stand for an arbitrary value and may merge with each other (section 3.7).
#: ``{mm}``, ``{dd}``, ``{lang}`` and ``{handle}`` are structural and never kind-merge.
MERGEABLE_KINDS = frozenset(("{n}", "{year}", "{date}", "{hash}", "{uuid}", SLOT, VALUE_SLOT))
#: Kinds a value is by itself, from ASCII tests alone.
STRONG_KINDS = frozenset(("{n}", "{year}", "{mm}", "{dd}", "{date}", "{hash}", "{uuid}"))
#: Words that name one page, never an instance (Sentry's ``/user/settings`` issue).
STATIC_WORDS = frozenset(
    "about contact contacts privacy terms login logout signin signup register search settings "
    "account edit new cart checkout feed rss sitemap help faq index home blog news admin "
    "profile dashboard archive archives categories tags authors".split()
)
#: Taxonomy folders: a ``/docs/category/`` beside ``/docs/install/`` lists terms, it is not one
#: more section of docs, wherever it sits.
TAXONOMY_WORDS = frozenset("tag tags category categories author authors".split())
#: Parents (or child-sitemap types) whose children are taxonomy terms or catalogue entries:
#: two children already make a type.
COLLECTION_PARENTS = frozenset(
    "tag tags category categories brand brands author authors user users u product products "
    "item items post posts article articles topic topics series board boards collection "
    "collections blog blogs".split()
)
#: ISO 639-1 codes, plus the legacy ``iw``/``in``/``ji`` that sites still publish.
LANGUAGES = frozenset(
    "aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv "
    "cy da de dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr "
    "ht hu hy hz ia id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw "
    "ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv "
    "ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr "
    "ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi "
    "yo za zh zu iw in ji".split()
)
#: Child-sitemap names that say nothing about the page type: the plain sitemap, indexes,
#: Google's news/image/video extensions (cross-cutting feeds) and per-search-engine copies.
GENERIC_SOURCES = frozenset("index main news image images video videos baidu google bing mobile".split())
#: Sitemaps of standalone pages (WordPress, Yoast, Ghost, Shopify): one-off pages by convention,
#: so their siblings need the overwhelming evidence of the first segment at any depth.
ONE_OFF_SOURCES = frozenset(("page", "pages"))

_LOCALE = re.compile(r"([a-z]{2})(?:[-_](?:[a-z]{2}|[a-z]{4}|\d{3}))?")
_DATE_PATTERN = r"(?:19|20)\d\d[-_.]?(?:0[1-9]|1[0-2])[-_.]?(?:0[1-9]|[12]\d|3[01])"
_DATE = re.compile(_DATE_PATTERN)
_YEAR = re.compile(r"(?:19|20)\d\d")
# The kinds of an ASCII value that holds a digit, in the order they win, in one pattern (one
# call per leaf of the site, where four patterns were tried in turn).
_MIXED_KINDS = re.compile(
    rf"(?P<date>{_DATE_PATTERN})"
    r"|(?P<uuid>(?i:[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}))"
    r"|(?P<hash>(?i:(?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)[0-9a-f]{12,})|(?!\d+_+[A-Za-z])(?=\w*[A-Za-z])(?=\w*\d)[A-Za-z0-9_]{16,})"
    r"|(?P<n>[A-Za-z]{1,3}[-_]?\d{4,})"  # a prefixed id: DP0000000000112, SV-20431
)
#: An id followed by a separator and a slug (``123-my-post``): the separator's spelling is part
#: of the kind, since sites tell types apart by it (``/<id>-<slug>`` vs ``/<id>_<slug>``).
_ID_SLUG = re.compile(r"\d+([-_]+)[^\W\d]")
#: camelCase program names (``orderList``, ``memberJoin``): code, not values.
_CAMEL_CASE = re.compile(r"[a-z][a-z0-9]*[A-Z][A-Za-z0-9]*")
_SOURCE_WORDS = re.compile(r"[a-z]+")
#: WordPress core sitemaps name the object they list: ``wp-sitemap-posts-<post type>-<n>.xml``,
#: ``wp-sitemap-taxonomies-<taxonomy>-<n>.xml``, ``wp-sitemap-users-<n>.xml``. The subtype is
#: the page type; "wp", "posts" and "taxonomies" are the generator's framing, not a type.
_WP_CORE_SOURCE = re.compile(r"wp-sitemap-(?:posts|taxonomies)-(.+?)(?:-\d+)?\.xml|wp-sitemap-(users)(?:-\d+)?\.xml")
_ASCII_DIGIT = re.compile(r"[0-9]")


@dataclass(frozen=True, slots=True)
class Thresholds:
    """The decision parameters (CLUSTERING.md section 4), calibrated on the labelled corpus."""

    k_min: int = 3  # light siblings needed to open a slot
    rho: float = 0.6  # minimum share of literal siblings that are light
    light_rel: float = 0.10  # a branch is light at or below this share of its parent's pages
    shape_share: float = 0.5  # share of a branch's next keys that must recur under a sibling
    root_k: int = 50  # first-segment slots need overwhelming evidence...
    rho_root: float = 0.9  # ...static pages and sections live there
    collection_k: int = 2  # under /tags/, /brand/, ...
    lang_share: float = 0.3  # next keys a locale branch must share with its siblings
    neutral_card: float = 0.1  # an optional query key with at most this share of distinct values is dropped
    cap: int = 10000  # literal children a node keeps before the overflow merges the rest (the largest flat
    # folder of the corpus holds 2,976 pages; at 1,000 the overflow swallowed whole sections)


# ---------------------------------------------------------------- tokens


def _is_literal(token: str) -> bool:
    """A path literal or a query-value literal: the tokens a slot may absorb (hot: one call
    per new child, so it reads characters rather than calling helpers)."""
    head = token[:1]
    if head == VALUE:
        return not (token[1:2] == "{" and token[-1] == "}")
    return head not in _STRUCTURAL_HEADS and not (head == "{" and token[-1] == "}")


def _is_placeholder(text: str) -> bool:
    return text.startswith("{") and text.endswith("}")


def _is_level(token: str) -> bool:
    """A path or value position (as opposed to an extension or a query signature)."""
    return not token.startswith((EXT, QUERY))


def _kind(token: str) -> str:
    """``{slug:products}`` -> ``{slug}``; the kind of a placeholder token without its source."""
    text = token[1:] if token.startswith(VALUE) else token
    base, _, _ = text[1:-1].partition(":")
    return "{" + base + "}"


def strong_kind(text: str, after: str = "") -> str | None:
    """The placeholder a value is by itself (ASCII tests only), or None for a literal.

    ``after`` is the previous kind: a month only follows a year, a day only a month.
    """
    if text.isdigit() and text.isascii():
        return _number_kind(text, after)
    if _ASCII_DIGIT.search(text) is None:  # every other strong kind holds an ASCII digit
        return None
    return _mixed_kind(text)


def _number_kind(text: str, after: str) -> str:
    if len(text) <= 2 and after in ("{year}", "{mm}"):
        value = int(text)
        if after == "{year}" and 1 <= value <= 12:
            return "{mm}"
        if after == "{mm}" and 1 <= value <= 31:
            return "{dd}"
    if len(text) == 4 and _YEAR.fullmatch(text):
        return "{year}"
    if len(text) == 8 and _DATE.fullmatch(text):
        return "{date}"
    return "{n}"


def _mixed_kind(text: str) -> str | None:
    found = _MIXED_KINDS.fullmatch(text) if text.isascii() else None
    return f"{{{found.lastgroup}}}" if found else None


def _segment_token(segment: str, after: str) -> str:
    """A path segment's token: its strong kind, a camelCase name as written (case marks it
    as code), else the casefolded literal."""
    kind = strong_kind(segment, after)
    if kind:
        return kind
    if _CAMEL_CASE.fullmatch(segment):
        return segment
    return segment.casefold()


def _value_token(value: str) -> str:
    if not value:  # ``?ca_id=``: an optional value, one slot with the values it stands for
        return VALUE + VALUE_SLOT
    kind = strong_kind(value)
    return VALUE + ("{n}" if kind in ("{year}", "{mm}", "{dd}") else kind or value.casefold())


def _split_extension(segment: str) -> tuple[str, str | None]:
    if "." not in segment:
        return segment, None
    stem, dot, ext = segment.rpartition(".")
    if dot and stem and ext.casefold() in PAGE_EXTENSIONS:
        return stem, ext.casefold()
    return segment, None


@lru_cache(maxsize=1 << 12)
def _folder_tokens(folders: tuple[str, ...]) -> tuple[tuple[str, ...], str]:
    """The tokens of a page's folders (every segment but its last) and the kind its last
    segment follows (a month follows a year): a site has few folders and a million leaves, so
    only the leaf is typed for each URL."""
    tokens: list[str] = []
    after = ""
    for segment in folders:
        token = _segment_token(segment, after)
        tokens.append(token)
        after = token if token in ("{year}", "{mm}") else ""
    return tuple(tokens), after


def page_tokens(page: NormalizedUrl) -> list[str]:
    """The trie path of a page: decoded path tokens, extension, query signature and values.

    ``/news/index.html`` is ``/news`` and a trailing ``/page/<n>`` is the list it paginates.
    """
    segments = page.segments
    if len(segments) >= 2 and segments[-1].isdigit() and segments[-2].casefold() == "page":
        segments = segments[:-2]
    ext = None
    tokens: list[str] = []
    if segments:
        leaf, ext = _split_extension(segments[-1])
        if ext and leaf.casefold() in DIRECTORY_STEMS:
            segments, leaf, ext = segments[:-1], segments[-2] if len(segments) > 1 else "", None
        if segments:
            folders, after = _folder_tokens(segments[:-1])
            tokens = [*folders, _segment_token(leaf, after)]
    if ext:
        tokens.append(EXT + ext)
    if page.query:
        tokens += _query_tokens(page.query)
    return tokens


def _query_tokens(query: tuple[tuple[str, str], ...]) -> list[str]:
    """The query signature (its sorted parameter names) and one token per value."""
    return [QUERY + "&".join(sorted({k for k, _ in query})), *(_value_token(v) for _, v in query)]


@lru_cache(maxsize=1 << 10)
def source_type(source: str | None) -> str:
    """The page type a child sitemap's file name announces, or "" when it names none.

    ``sitemap_products_1.xml`` -> ``products``, ``et_sitemap_pages_1.xml`` -> ``pages``,
    ``post-sitemap.xml`` -> ``post``; digits, extensions, the word "sitemap" and locale codes
    are dropped, and generic names (index, news, image, ...) count as no type.
    """
    if not source:
        return ""
    name = source.rstrip("/").rpartition("/")[2].casefold().split("?")[0]
    core = _WP_CORE_SOURCE.fullmatch(name)
    if core:
        name = core.group(1) or core.group(2)
    name = name.replace("sitemaps", " ").replace("sitemap", " ")
    name = re.sub(r"\.(xml|gz|txt)\b", " ", name)
    words = [w for w in _SOURCE_WORDS.findall(name) if w not in LANGUAGES]
    kind = "-".join(words)
    return "" if kind in GENERIC_SOURCES else kind


def is_locale(token: str) -> bool:
    match = _LOCALE.fullmatch(token)
    return match is not None and match.group(1) in LANGUAGES


def _stable_hash(token: str) -> int:
    """Salt-free 64-bit hash: which children the overflow keeps must not vary by process.

    Two checksums in C rather than a cryptographic hash: this runs once per new token of every
    node past the cap, and a collision only falls back to the token order.
    """
    data = token.encode("utf-8", "surrogatepass")
    return crc32(data) << 32 | adler32(data)


# ---------------------------------------------------------------- the trie


class _Bucket:
    """The pages that end at one trie node."""

    __slots__ = ("size", "candidates", "sources")

    def __init__(self, keep: int | None) -> None:
        self.size = 0
        self.candidates = CandidateSet(keep)
        self.sources: dict[str, int] = {}  # listings per child sitemap (a dict: cheaper than Counter)

    def absorb(self, other: "_Bucket") -> None:
        self.size += other.size
        self.candidates.update(other.candidates)
        for source, n in other.sources.items():
            self.sources[source] = self.sources.get(source, 0) + n


class _Node:
    """A trie node: pages below it (``count``), children by token, pages ending here.

    ``literals`` counts literal children for the cap; ``kept`` is the max-heap of kept literal
    hashes, built only once a node reaches the cap. ``retired`` marks a node the cap evicted (it
    was merged into the overflow), so a :class:`_Lane` holding it walks again. ``why`` and
    ``lang`` are set on decided nodes only: the evidence for a slot and whether a locale prefix
    was folded in.
    """

    __slots__ = ("count", "children", "bucket", "literals", "kept", "retired", "why", "lang")

    def __init__(self) -> None:
        self.retired = False
        self.count = 0
        self.children: dict[str, _Node] = {}
        self.bucket: _Bucket | None = None
        self.literals = 0
        self.kept: list[tuple[int, str]] | None = None
        self.why: tuple[str, ...] = ()
        self.lang = ""


def _child(node: _Node, token: str, cap: int) -> _Node:
    """The child for ``token``, created if needed; past the cap, possibly the overflow child.

    The literal children kept are those with the ``cap`` smallest (hash, token) keys among all
    ever offered (a bottom-k sample), so the kept set does not depend on arrival order; the rest
    are merged into the overflow child.
    """
    child = node.children.get(token)
    if child is not None:
        return child
    if _is_literal(token):
        if node.literals >= cap:
            return _evict_for(node, token, cap)
        node.literals += 1
    child = node.children[token] = _Node()
    return child


def _evict_for(node: _Node, token: str, cap: int) -> _Node:
    if node.kept is None:
        node.kept = [(-_stable_hash(t), t) for t in node.children if _is_literal(t)]
        heapify(node.kept)
    entry = (-_stable_hash(token), token)
    overflow = node.children.get(OVERFLOW) or node.children.setdefault(OVERFLOW, _Node())
    if entry <= node.kept[0]:  # a larger hash than every kept one: straight to the overflow
        return overflow
    _, evicted = heapreplace(node.kept, entry)
    gone = node.children.pop(evicted)
    _absorb(overflow, gone, cap)
    _retire(gone)
    child = node.children[token] = _Node()
    return child


def _absorb(target: _Node, source: _Node, cap: int) -> None:
    """Merge the subtree ``source`` into ``target``: counts add, pages union, children recurse.

    ``target`` must be owned by the caller; ``source`` is only read, so finalize can build
    merged slots without touching the ingested trie.
    """
    target.count += source.count
    if source.bucket is not None:
        if target.bucket is None:
            target.bucket = _Bucket(source.bucket.candidates.limit)
        target.bucket.absorb(source.bucket)
    for token in sorted(source.children):
        _absorb(_child(target, token, cap), source.children[token], cap)


def _retire(node: _Node) -> None:
    node.retired = True
    for child in node.children.values():
        _retire(child)


class _Lane:
    """A folder's place in the trie, for :meth:`LearnedClusterer.ingest_leaf`: its nodes from the
    root (walked on first use, and again once one was evicted), the kind its leaves follow (a
    month follows a year), and whether it is ``.../page/`` (whose numbered leaves paginate it)."""

    __slots__ = ("folder", "nodes", "after", "paginated")

    def __init__(self, folder: tuple[str, ...]) -> None:
        self.folder = folder
        self.nodes: list[_Node] | None = None
        self.after = ""
        self.paginated = bool(folder) and folder[-1].casefold() == "page"


def _is_script(node: _Node) -> bool:
    """A page carrying a query, or a dynamic script (``.do``, ``.php``): a program endpoint."""
    for token, child in node.children.items():
        if token.startswith(QUERY):
            return True
        if token.startswith(EXT) and (token[1:] in DYNAMIC_EXTENSIONS
                                      or any(t.startswith(QUERY) for t in child.children)):
            return True
    return False


LEAF = "\x05leaf"


def _shape(node: _Node) -> set[str]:
    """The next keys of ``node`` with leaves abstracted (a leaf keeps only its extension)."""
    shape = set()
    for token, child in node.children.items():
        if _is_level(token) and not any(_is_level(t) for t in child.children):
            shape.add(LEAF + "".join(sorted(t for t in child.children if t.startswith(EXT))))
        else:
            shape.add(token)
    return shape


FOLDER = "\x06folder"


def _folder_shapes(node: _Node) -> dict[str, bool]:
    """The generalised shape of ``node``: :func:`_shape` with every folder abstracted too.

    A child that has levels of its own (a folder) stands for ``FOLDER`` plus its own shape,
    whatever its token, so ``/tamil/leo/<file>.html`` and ``/hindi/{slug}/{slug}.html`` both
    read ``FOLDER[leaf.html]``. The value says whether a slot child carries that entry: a
    sibling showed that this folder level is variable.
    """
    shapes: dict[str, bool] = {}
    for token, child in node.children.items():
        if not _is_level(token):
            entry, slot = token, False
        elif not any(_is_level(t) for t in child.children):
            entry, slot = LEAF + "".join(sorted(t for t in child.children if t.startswith(EXT))), False
        else:
            entry = FOLDER + "|".join(sorted(_shape(child)))
            slot = token == OVERFLOW or not _is_literal(token)
        shapes[entry] = shapes.get(entry, False) or slot
    return shapes


def _is_named_page(token: str, protect: bool) -> bool:
    """A literal that names a page or section rather than an instance: a taxonomy folder
    anywhere, a static word (``about``, ``search``) where the position is protected, a
    camelCase program name (the only tokens not casefolded)."""
    word = token.lstrip(VALUE)
    return word in TAXONOMY_WORDS or (protect and word in STATIC_WORDS) or word != word.casefold()


def _twin_shape(node: _Node) -> frozenset[str] | None:
    """A folder's decided contents with page names abstracted: the kinds of its slots, its
    literal sub-folders, ``LEAF`` for its literal pages; None unless it holds a slot."""
    shape = set()
    for token, child in node.children.items():
        if not _is_level(token):
            shape.add(token)
        elif _is_literal(token) and token != OVERFLOW:
            shape.add(token if any(_is_level(t) for t in child.children) else LEAF)
        else:  # a slot, with the extension or query its pages carry
            ends = "".join(sorted(t for t in child.children if not _is_level(t)))
            shape.add((_kind(token) if token != OVERFLOW else SLOT) + ends)
    if not any(t.startswith("{") for t in shape):
        return None
    return frozenset(shape)


def _has_nested_slot(node: _Node) -> bool:
    """A slot child that has a slot child of its own: two variable levels below ``node``."""
    return any(_is_level(t) and not _is_literal(t) and t != OVERFLOW
               and any(_is_level(g) and not _is_literal(g) for g in child.children)
               for t, child in node.children.items())


def _drop_lone_source_labels(node: _Node) -> None:
    """``{slug:post}`` -> ``{slug}`` unless a sibling slot of another sitemap type needs telling apart."""
    labelled = [t for t in node.children if ":" in t and _is_placeholder(t.lstrip(VALUE))]
    for token in sorted(labelled):
        plain = token.partition(":")[0] + "}"
        rivals = [t for t in node.children if t != token and (t == plain or t.startswith(plain[:-1] + ":"))]
        if not rivals:
            node.children[plain] = node.children.pop(token)


def _distinct_values(signature: _Node, index: int) -> int:
    """Distinct values at value level ``index``; a placeholder or overflow counts its pages."""
    level = [signature]
    for _ in range(index):
        level = [child for node in level for child in node.children.values()]
    tokens: dict[str, int] = {}
    for node in level:
        for token, child in node.children.items():
            many = token == OVERFLOW or not _is_literal(token)
            tokens[token] = tokens.get(token, 0) + child.count if many else 1
    return sum(tokens.values())


def _without_level(node: _Node, index: int, cap: int) -> _Node:
    """A copy of ``node`` with value level ``index`` below it removed (its children unioned)."""
    if index == 0:
        collapsed = _Node()
        for token in sorted(node.children):
            _absorb(collapsed, node.children[token], cap)
        return collapsed
    copy = _copy_top(node)
    for token in sorted(copy.children):
        copy.children[token] = _without_level(copy.children[token], index - 1, cap)
    return copy


def _copy_top(node: _Node) -> _Node:
    """A node sharing ``node``'s children and pages, whose own children map may be rewritten."""
    copy = _Node()
    copy.count, copy.bucket, copy.literals = node.count, node.bucket, node.literals
    copy.children = dict(node.children)
    return copy


# ---------------------------------------------------------------- the clusterer


class LearnedClusterer:
    """Streaming ingest into a trie of decoded tokens; templates decided at finalize."""

    def __init__(self, keep: int | None, thresholds: Thresholds | None = None) -> None:
        self.keep = keep
        self.thresholds = thresholds or Thresholds()
        self._root = _Node()

    def ingest(self, page: NormalizedUrl, page_hash: int, lastmod: str | None, priority: str | float | None,
               source: str | None, is_new: bool) -> None:
        if is_new:
            self._root.count += 1
        self._descend(self._root, page_tokens(page), page.key, page.url, page_hash, lastmod, priority, source, is_new)

    def lane(self, folder: tuple[str, ...]) -> _Lane:
        return _Lane(folder)

    def ingest_leaf(self, lane: _Lane, leaf: str, query: tuple[tuple[str, str], ...], key: str, url: str,
                    page_hash: int, lastmod: str | None, priority: str | float | None, source: str | None,
                    is_new: bool) -> None:
        # page_tokens, with the folder's tokens and nodes taken from the lane.
        stem, ext = _split_extension(leaf)
        if (ext and stem.casefold() in DIRECTORY_STEMS) or (lane.paginated and leaf.isdigit()):
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
        tokens = [_segment_token(stem, lane.after)]
        if ext:
            tokens.append(EXT + ext)
        if query:
            tokens += _query_tokens(query)
        self._descend(nodes[-1], tokens, key, url, page_hash, lastmod, priority, source, is_new)

    def _walk(self, lane: _Lane) -> list[_Node]:
        """The lane's nodes from the root, created as ``ingest`` would create them (not counted:
        the page that needs them counts them)."""
        tokens, lane.after = _folder_tokens(lane.folder)
        cap = self.thresholds.cap
        node = self._root
        nodes = [node]
        for token in tokens:
            node = node.children.get(token) or _child(node, token, cap)
            nodes.append(node)
        lane.nodes = nodes
        return nodes

    def _descend(self, node: _Node, tokens: Iterable[str], key: str, url: str, page_hash: int,
                 lastmod: str | None, priority: str | float | None, source: str | None, is_new: bool) -> None:
        """Place a page under ``node`` (already counted) by its remaining ``tokens``."""
        cap = self.thresholds.cap
        for token in tokens:
            node = node.children.get(token) or _child(node, token, cap)
            if is_new:
                node.count += 1
        bucket = node.bucket
        if bucket is None:
            bucket = node.bucket = _Bucket(self.keep)
        if is_new:
            bucket.size += 1
        bucket.candidates.offer_listing(key, url, page_hash, lastmod, priority)
        if source:
            bucket.sources[source] = bucket.sources.get(source, 0) + 1

    def merge(self, other: "LearnedClusterer") -> None:
        # The trie is counts, unions of candidate sets and a bottom-k choice of children, all of
        # which combine: absorbing another trie gives the trie of both inputs (tests/test_core_merge.py).
        _absorb(self._root, other._root, self.thresholds.cap)

    def finalize(self) -> list[Cluster]:
        decided = _Decider(self.thresholds).decide(self._root)
        clusters = [self._cluster(path, bucket) for path, bucket in _buckets(decided, ())]
        clusters.sort(key=lambda c: (-c.size, c.template))
        return clusters

    def _cluster(self, path: tuple[_Node | str, ...], bucket: _Bucket) -> Cluster:
        tokens = [t for t in path if isinstance(t, str)]
        nodes = [n for n in path if isinstance(n, _Node)]
        template = render_template(tokens, nodes[1].lang if len(nodes) > 1 else nodes[0].lang)
        bare = render_template(tokens, "")
        candidates = CandidateSet(self.keep)
        candidates.update(bucket.candidates)
        variable = any(_is_placeholder(t.lstrip(VALUE)) or t == OVERFLOW for t in tokens)
        why = tuple(w for n in (nodes[1:] or nodes) for w in n.why)
        lexical = sorted({t.lstrip(VALUE) for t in tokens if _is_placeholder(t.lstrip(VALUE))} & STRONG_KINDS)
        if lexical:
            why += (f"lexical slots {' '.join(lexical)}: strong types are variable by themselves",)
        why = why or ("literal path: no sibling evidence for a slot",)
        return Cluster(template, bucket.size, bucket.size > 1 and variable, template_page_type(bare),
                       candidates, tuple(sorted(bucket.sources)), why)


def _buckets(node: _Node, path: tuple[_Node | str, ...]) -> Iterator[tuple[tuple[_Node | str, ...], _Bucket]]:
    """(path, bucket) for every node holding pages, depth first in token order."""
    here = path + (node,)
    if node.bucket is not None and node.bucket.size:
        yield here, node.bucket
    for token in sorted(node.children):
        yield from _buckets(node.children[token], here + (token,))


def render_template(tokens: list[str], lang: str) -> str:
    """The display string: ``/{lang}/bbs/board.php?bo_table=free&wr_id={n}``."""
    segments = [lang] if lang else []
    keys: list[str] = []
    values: list[str] = []
    for token in tokens:
        if token.startswith(EXT):
            segments[-1:] = [(segments[-1] if segments else "index") + "." + token[1:]]
        elif token.startswith(QUERY):
            keys = token[1:].split("&")
        elif token.startswith(VALUE):
            values.append(token[1:])
        elif token == OVERFLOW and keys:  # a tail no slot took: still many values
            values.append(VALUE_SLOT)
        elif token == OVERFLOW:
            segments.append(SLOT)
        else:
            segments.append(token)
    query = "&".join(f"{k}={v}" for k, v in zip(keys, values))
    return "/" + "/".join(segments) + ("?" + query if query else "")


class _Decider:
    """One finalize pass: turns the ingested trie into a decided trie, top-down.

    Never mutates the ingested trie: a node whose children change is a fresh copy, and merged
    slots are fresh nodes built with :func:`_absorb`.
    """

    def __init__(self, thresholds: Thresholds) -> None:
        self.t = thresholds
        self._types: dict[int, tuple[_Node, Counter]] = {}  # holds the node: ids stay unique
        self.typed = False

    def decide(self, root: _Node) -> _Node:
        # Child-sitemap names tell types apart only by contrast: a site whose pages all come
        # from files of one name (``site-urls.txt``; ``post-sitemap.xml`` and ``post-sitemap2.xml``)
        # has said nothing about types. A generic file beside a named one is a contrast.
        self.typed = len(self._source_counts(root)) >= 2
        return self._decide(self._fold_locales(root), 0, None)

    # -- evidence helpers

    def _source_counts(self, node: _Node) -> Counter:
        cached = self._types.get(id(node))
        if cached is None:
            counts: Counter = Counter()
            if node.bucket is not None:
                for source, n in node.bucket.sources.items():
                    counts[source_type(source)] += n
            for child in node.children.values():
                counts.update(self._source_counts(child))
            cached = self._types[id(node)] = (node, counts)
        return cached[1]

    def _source_of(self, node: _Node) -> str:
        """The most-listed specific sitemap type below ``node`` ("" if none names a type)."""
        if not self.typed:
            return ""
        specific = [(-n, kind) for kind, n in self._source_counts(node).items() if kind]
        return min(specific)[1] if specific else ""

    # -- {lang}

    def _fold_locales(self, root: _Node) -> _Node:
        """Fold locale prefixes (``/et/...``, ``/zh-cn/...``) into the site root.

        A locale child folds when its next keys overlap (``lang_share``) with its siblings or
        with other locale branches: a translated mirror. Translations are the same page type
        (LABELING.md), so ``/et/products/x`` joins ``/products/x``; the template shows
        ``{lang?}`` where unprefixed pages exist too, ``{lang}`` where all are prefixed.
        """
        locales = sorted(t for t in root.children if is_locale(t) and root.children[t].children)
        if not locales:
            return root
        siblings = set(root.children) - set(locales)
        if any(_is_level(t) for t in siblings):
            folded = [t for t in locales if self._mirrors(root, t, siblings, locales)]
        else:  # the whole site lives under locale prefixes (``/en/...`` only): they are its root
            folded = locales
        if not folded:
            return root
        top = _copy_top(root)
        top.count = 0
        for token in folded:
            del top.children[token]
        original = set(top.children)
        result = _Node()
        _absorb(result, top, self.t.cap)
        for token in folded:
            _absorb(result, root.children[token], self.t.cap)
        result.count = root.count
        for token, child in result.children.items():
            came_from_locale = any(token in root.children[f].children for f in folded)
            if came_from_locale:
                child.lang = LANG_OPTIONAL if token in original else LANG
        has_home = any(root.children[f].bucket for f in folded)
        if has_home:
            result.lang = LANG_OPTIONAL if root.bucket else LANG
        note = f"{{lang}}: {len(folded)} locale prefixes ({', '.join(folded)}) share >= {self.t.lang_share} of next keys"
        for child in result.children.values():
            if child.lang:
                child.why = (note,)
        if result.lang:
            result.why = (note,)
        return result

    def _mirrors(self, root: _Node, token: str, siblings: set[str], locales: list[str]) -> bool:
        keys = set(root.children[token].children)
        others = set(siblings)
        for other in locales:
            if other != token:
                others.update(root.children[other].children)
        return len(keys & others) >= self.t.lang_share * len(keys)

    # -- section 3.6

    def _prune_neutral_keys(self, node: _Node) -> None:
        """Drop optional, low-cardinality query keys (``?ref=home``): a URL-only MIQPS.

        Key ``k`` of signature ``S`` is neutral when ``S - {k}`` is also observed here (or
        ``S = {k}`` and query-less pages end here) and ``k`` takes at most
        ``max(2, neutral_card x pages of S)`` distinct values. Its pages move to ``S - {k}``;
        repeated to a fixpoint, largest signatures first.
        """
        while True:
            found = self._neutral_key(node)
            if found is None:
                return
            signature, index, distinct = found
            keys = signature[1:].split("&")
            rows = node.children[signature].count
            collapsed = _without_level(node.children.pop(signature), index, self.t.cap)
            rest = keys[:index] + keys[index + 1:]
            note = (f"query key '{keys[index]}' dropped: optional, {distinct} distinct value(s) "
                    f"<= max(2, {self.t.neutral_card} x {rows})",)
            if rest:
                target = QUERY + "&".join(rest)
                merged = _Node()
                _absorb(merged, node.children[target], self.t.cap)
                _absorb(merged, collapsed, self.t.cap)
                merged.why = node.children[target].why + note
                node.children[target] = merged
            else:
                parts = [part for part in (node.bucket, collapsed.bucket) if part is not None]
                bucket = _Bucket(parts[0].candidates.limit)
                for part in parts:
                    bucket.absorb(part)
                node.bucket, node.why = bucket, node.why + note

    def _neutral_key(self, node: _Node) -> tuple[str, int, int] | None:
        signatures = sorted((t for t in node.children if t.startswith(QUERY)), key=lambda t: (-t.count("&"), t))
        observed = set(signatures)
        for signature in signatures:
            keys = signature[1:].split("&")
            rows = node.children[signature].count
            for index in range(len(keys)):
                rest = keys[:index] + keys[index + 1:]
                optional = (QUERY + "&".join(rest) in observed) if rest else (node.bucket is not None and node.bucket.size > 0)
                if not optional:
                    continue
                distinct = _distinct_values(node.children[signature], index)
                if distinct <= max(2, self.t.neutral_card * rows):
                    return signature, index, distinct
        return None

    # -- the sibling rule

    def _decide(self, node: _Node, depth: int, parent: str | None) -> _Node:
        """Decide the children first, so siblings compare their decided sub-structure.

        ``/movies/<title>/<file>.html`` repeats no literal below its titles, but once each
        title's files are a ``{slug}`` slot every title has the same shape. Slots merged here
        (new ones, and existing ones that took in more members) are decided again, since their
        union may open slots its parts could not.
        """
        out = _copy_top(node)
        out.why, out.lang = node.why, node.lang
        self._prune_neutral_keys(out)
        raw = dict(out.children)
        for token in sorted(out.children):
            out.children[token] = self._decide_child(out.children[token], token, depth, parent)
        before = dict(out.children)
        self._open_slots(out, depth, parent, raw)
        self._merge_twins(out, depth)
        self._merge_kinds(out, depth)
        _drop_lone_source_labels(out)
        for token in sorted(t for t, child in out.children.items() if before.get(t) is not child):
            out.children[token] = self._decide_child(out.children[token], token, depth, parent)
        return out

    def _decide_child(self, child: _Node, token: str, depth: int, parent: str | None) -> _Node:
        """``parent`` for the child: its literal path token, or for query levels the keys left
        (``\x02wr_id``), whose first one names the values below."""
        if token.startswith(QUERY):
            return self._decide(child, depth, token)
        if token.startswith(VALUE):
            return self._decide(child, depth, QUERY + (parent or "").partition("&")[2])
        deeper = depth + 1 if _is_level(token) else depth
        return self._decide(child, deeper, token if _is_literal(token) else None)

    def _open_slots(self, node: _Node, depth: int, parent: str | None, raw: dict[str, _Node]) -> None:
        """Open slots among the literal children of ``node`` (decided), one per sitemap type.

        ``raw`` holds the children before their own decisions: repeated literal sub-structure
        (``/c/men/shoes``, ``/c/women/shoes``) is only visible there.
        """
        children = node.children
        literals = sorted(t for t in children if _is_literal(t) or t == OVERFLOW)
        if not literals:
            return
        values = any(t.startswith(VALUE) for t in children)
        if depth == 0 and not values:
            handles = [t for t in literals if t[:1] in "@~" and len(t) > 1]
            if len(handles) >= self.t.k_min:
                self._merge(node, handles, HANDLE, (f"slot {depth + 1} {HANDLE}: {len(handles)} @/~ handles >= k_min={self.t.k_min}",))
                literals = [t for t in literals if t not in handles]
        next_keys = Counter(k for child in raw.values() for k in child.children)
        next_shapes = Counter(k for child in children.values() for k in _shape(child))
        folders = {t: _folder_shapes(c) for t, c in children.items()}
        next_folders = Counter(k for shapes in folders.values() for k in shapes)
        variable = {k for shapes in folders.values() for k, slot in shapes.items() if slot}
        placeholder_share = sum(c.count for t, c in children.items() if not _is_literal(t) and _is_level(t) and t != OVERFLOW)
        protect = depth == 0 or placeholder_share * 2 >= node.count
        literals = [t for t in literals if t == OVERFLOW or not self._is_module(children[t])]
        groups: dict[str, list[str]] = {}
        for token in literals:
            groups.setdefault(self._source_of(children[token]), []).append(token)
        split = {(kind, sep): members for kind, group in groups.items()
                 for sep, members in self._by_id_separator(group).items()}
        evidence = (next_keys, next_shapes, next_folders, variable, folders)
        unopened: dict[str, list[str]] = {}
        for kind, sep in sorted(split, key=lambda key: (key[0], not key[1], key[1])):
            members = split[kind, sep] + (unopened.pop(kind, []) if not sep else [])
            if not self._open_group(node, depth, parent, values, kind, members, evidence, protect, raw, sep):
                if sep:  # too few to be a type of their own: they stay candidates of the plain slot
                    unopened.setdefault(kind, []).extend(members)
        for kind, members in sorted(unopened.items()):
            self._open_group(node, depth, parent, values, kind, members, evidence, protect, raw)

    def _by_id_separator(self, members: list[str]) -> dict[str, list[str]]:
        """``members`` split by the separator after a leading id (``123-a`` / ``123_a``) when
        at least two such spellings each have ``k_min`` members: sites tell types apart by it
        (``/<id>-<slug>`` articles beside ``/<id>_<slug>`` products). Else one group."""
        shapes: dict[str, list[str]] = {}
        for token in members:
            found = _ID_SLUG.match(token)
            shapes.setdefault(found.group(1) if found else "", []).append(token)
        spelled = [sep for sep, group in shapes.items() if sep and len(group) >= self.t.k_min]
        if len(spelled) < 2:
            return {"": members}
        return shapes

    def _open_group(self, node: _Node, depth: int, parent: str | None, values: bool, kind: str,
                    members: list[str], next_keys: tuple, protect: bool,
                    raw: dict[str, _Node], sep: str = "") -> bool:
        t = self.t
        children = node.children
        light, total = [], 0
        for token in members:
            weight = children[token].count if token == OVERFLOW else 1
            total += weight
            if token == OVERFLOW or self._is_light_sibling(node, token, next_keys, protect, raw[token]):
                light.append((token, weight))
        n_light = sum(w for _, w in light)
        if (kind and kind not in ONE_OFF_SOURCES) or (parent in COLLECTION_PARENTS and not values):
            # A child sitemap of its own says its pages are instances of one type, as a
            # collection folder (``/tags/``) does: two of them are already a type.
            named = f"sitemap type '{kind}'" if kind else f"collection '{parent}'"
            need_k, need_rho, rule = min(t.k_min, t.collection_k), t.rho, named
        elif kind in ONE_OFF_SOURCES or (depth == 0 and not values and not kind):
            need_k, need_rho, rule = t.root_k, t.rho_root, "first segment" if depth == 0 else f"'{kind}' sitemap"
        else:
            need_k, need_rho, rule = t.k_min, t.rho, "siblings"
        heavy = self._same_shape_heavy(node, [tok for tok, _ in light], members, protect)
        cousins: list[str] = []
        if n_light >= need_k:
            chosen = {tok for tok, _ in light} | set(heavy)
            cousins = [tok for tok in members if tok not in chosen
                       and self._is_cousin_instance(node, tok, next_keys, protect)]
        share = (n_light + len(heavy) + len(cousins)) / total if total else 0.0
        if n_light < need_k or share < need_rho:
            return False
        label = VALUE_SLOT if values else SLOT
        if sep:  # ``{n}-{slug}``: a kind of its own, never merged with plain slugs
            label = "{n}" + sep + label
        if kind:
            label = label[:-1] + ":" + kind + "}"
        source = f", sitemap type '{kind}'" if kind else ""
        alike = f" + {len(heavy)} heavier of the same shape" if heavy else ""
        if cousins:
            alike += f" + {len(cousins)} with folders of a shape a sibling's slot made variable"
        position = f"query {(parent or '')[1:].partition('&')[0]}=" if values else f"slot {depth + 1} "
        why = (f"{position}{label}: {n_light}/{total} light siblings{alike} >= k={need_k} ({rule}), "
               f"share {share:.2f} >= {need_rho}{source}",)
        self._merge(node, [tok for tok, _ in light] + heavy + cousins, VALUE + label if values else label, why)
        return True

    @staticmethod
    def _same_shape_heavy(node: _Node, light: list[str], members: list[str], protect: bool) -> list[str]:
        """Siblings too heavy to be light whose decided sub-structure the light ones share.

        They count toward the share and join the slot: a bigger instance (a movie with more
        reports than the rest) is still an instance, not a section of its own; ``k`` still
        counts light siblings only, so heavy twins alone never open a slot.
        """
        slot_shape = set().union(*(_shape(node.children[t]) for t in light if t != OVERFLOW))
        chosen = set(light)
        return [t for t in members if t not in chosen
                and not _is_named_page(t, protect and not _has_nested_slot(node.children[t]))
                and (shape := _shape(node.children[t])) and shape <= slot_shape]

    def _is_light_sibling(self, node: _Node, token: str, next_keys: tuple,
                          protect: bool, raw: _Node) -> bool:
        """A leaf, or a branch repeating the sub-structure of its siblings (MDL: cheap slot).

        A branch repeats structure when most of its literal next keys recur under a sibling
        (``/u/kim/reviews``, ``/u/lee/reviews``), or, for a light branch, when most of its
        next keys recur once leaves are abstracted: ``/<movie>/{slug}.html`` and a one-file
        ``/<movie>/<file>.html`` are the same shape. A heavy branch counts too when the shape
        it shares is two variable levels deep (``/tamil/{slug}/{slug}.html``,
        ``/telugu/{slug}/{slug}.html``): a shared two-slot sub-script is not a coincidence of
        sections, while docs sections with one level of pages each stay apart.
        """
        if _is_named_page(token, protect):
            return False
        child = node.children[token]
        keys = set(child.children)
        levels = [k for k in keys if _is_level(k)]
        if not levels:
            return True
        literal_keys = [k for k in raw.children if _is_literal(k)]
        if literal_keys and self._recurring(literal_keys, next_keys[0]) >= self.t.shape_share:
            return True
        light = (child.count <= max(1.0, self.t.light_rel * node.count)  # one page is never a section
                 or _has_nested_slot(child))
        return light and self._recurring(list(_shape(child)), next_keys[1]) >= self.t.shape_share

    def _is_cousin_instance(self, node: _Node, token: str, next_keys: tuple, protect: bool) -> bool:
        """A branch whose folders have the shape a sibling's slot proved variable.

        ``/tamil/leo/<file>.html``, ``/tamil/vaathi/<file>.html``: too few folders for a slot
        of their own, but ``/hindi/{slug}/{slug}.html`` shows that a folder of such pages is a
        variable level. Compared on generalised shapes (:func:`_folder_shapes`), most of the
        branch's entries recur under a sibling and one of them is backed by a sibling's slot,
        so the branch repeats the same sub-script (MDL: described once). Like heavier twins,
        such branches join a slot that light siblings open; they never open one.
        """
        if _is_named_page(token, protect):
            return False
        shapes = next_keys[4][token]
        return (any(k in next_keys[3] for k in shapes)
                and self._recurring(list(shapes), next_keys[2]) >= self.t.shape_share)

    @staticmethod
    def _recurring(keys: list[str], next_keys: Counter) -> float:
        return sum(1 for k in keys if next_keys[k] >= 2) / len(keys)

    @staticmethod
    def _is_module(node: _Node) -> bool:
        """An endpoint, or a directory of endpoints (``/web/sv/`` of ``detailPrdt.do``).

        Program and module names are code, not data: ``board.php`` and ``list.do`` are
        different programs, and modules with the same script names still render different
        layouts, so they never become a slot (ids in their queries or names still do).
        """
        return _is_script(node) or any(_is_script(child) for token, child in node.children.items()
                                       if _is_level(token))

    def _merge_twins(self, node: _Node, depth: int) -> None:
        """Sibling folders whose decided contents are the same template are one slot.

        ``/blogs/news/{slug}`` and ``/blogs/recipes/{slug}``, ``/campaigns/2016-17/{slug}``
        and ``/campaigns/2018-19/{slug}``: two sections holding one variable level of the same
        shape describe one template twice (MDL: the shape is paid for once). Only below the
        first segment, where sections of a site differ in kind, and only for shapes holding a
        variable level, so sections of one-off pages stay apart.
        """
        if depth == 0:
            return
        groups: dict[frozenset[str], list[str]] = {}
        for token in sorted(node.children):
            if _is_level(token) and _is_literal(token) and not _is_named_page(token, False):
                shape = _twin_shape(node.children[token])
                if shape is not None:
                    groups.setdefault(shape, []).append(token)
        for shape, members in sorted(groups.items(), key=lambda item: item[1]):
            if len(members) < 2 or any(m not in node.children for m in members):
                continue
            kinds = {self._source_of(node.children[m]) for m in members}
            if len(kinds) > 1:
                continue
            kind = kinds.pop()
            label = SLOT[:-1] + ":" + kind + "}" if kind else SLOT
            self._merge(node, members, label, (f"slot {depth + 1} {label}: {len(members)} sibling folders "
                                               f"holding the same template",))

    def _merge(self, node: _Node, members: list[str], label: str, why: tuple[str, ...]) -> None:
        slot = node.children.get(label)
        merged = _Node()
        if slot is not None:
            _absorb(merged, slot, self.t.cap)
            why = slot.why + why
        for token in members:
            _absorb(merged, node.children.pop(token), self.t.cap)
        merged.why = why
        node.children[label] = merged
        node.literals -= sum(1 for t in members if _is_literal(t))

    # -- section 3.7

    def _merge_kinds(self, node: _Node, depth: int) -> None:
        """Sibling slots differing only in kind (``{n}`` + ``{slug}``) are one slot."""
        groups: dict[str, list[str]] = {}
        for token in sorted(node.children):
            if _is_level(token) and not _is_literal(token) and token != OVERFLOW and _kind(token) in MERGEABLE_KINDS:
                groups.setdefault(self._source_of(node.children[token]), []).append(token)
        for kind, members in sorted(groups.items()):
            if len(members) < 2 or not self._compatible([node.children[m] for m in members]):
                continue
            values = members[0].startswith(VALUE)
            label = merge_kind_label({_kind(m) for m in members})
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

    @staticmethod
    def _compatible(nodes: list[_Node]) -> bool:
        """All leaves, or all sharing a next key: the same sub-structure."""
        keysets = [{k for k in n.children if _is_level(k)} for n in nodes]
        if not any(keysets):
            return True
        return bool(set.intersection(*[set(n.children) for n in nodes]))
