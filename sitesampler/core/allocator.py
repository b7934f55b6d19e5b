"""WCAG-EM stratified allocation: which pages of which templates go into the sample.

The published method, exactly: Round 1 takes one page at a time in coverage order (home, login,
contact, one representative per cluster largest first, one page of each other common type, then
one-off pages); Round 2 splits the rest of the budget over the clusters by size with the largest
remainder (Hamilton) method, with a per-cluster cap of ``ceil(budget / 2)`` and redistribution of
what the cap cuts off. The random sample (WCAG-EM 3.b) is ``ceil(random_share x structured)``
pages, at least one while pages remain, added on top of the budget.

Fixed on top of the published method (its known weaknesses, docs/METHOD.md):

* representatives go first to one template of each family (:func:`family_key`: templates a
  literal folder name apart), leaving room for the common pages (:func:`head_room`), then to
  the families' other templates, then to one-off pages:
  sibling sections of one layout no longer spend the budget before other page types get one;
* among the families' first templates, and then among their other templates, those whose
  fetched pages show a layout another template already shows come after those that show a
  new one (:func:`new_layouts_first`): sections of a docs site in one frame no longer spend
  a small budget before a page type of another layout gets its page; and a template none of
  whose pages was fetched comes after both, so that a row is a page verified (a page of the
  previous sample counts as fetched: :func:`holds_previous`);
* a one-off page whose fetched page shows a layout a template already in the sample shows comes
  after the one-off pages of a new layout (:func:`new_layouts_first`): a docs site's one-off
  docs pages, in its guides' frame, no longer take the one-off places before pages of other
  frames;
* a one-off page of a common type already sampled comes after the one-off pages of other
  kinds (:func:`later_of_a_kind`);
* one-off pages other than home, login and contact take at most three quarters of the
  budget in Round 1 (:func:`static_bound`), so forty one-off pages no longer starve the
  clusters at larger budgets; beyond that they get only the slots no cluster can use;
* the cap holds everywhere, back-fill included: a slot no page can fill is left empty rather
  than given to a cluster over its cap;
* within a cluster the tiebreak is a keyed BLAKE2b hash (see :mod:`.hashing`), which spreads
  picks over the cluster.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from math import ceil
from operator import itemgetter

from .candidates import Candidate
from .clustering import Cluster
from .pagetypes import CONTENT, HOME
from .segments import FOLDED_PREFIXES, LANGUAGE_SEGMENT, PAGE_EXTENSIONS, PATH_SLOT, template_parts
from .urls import names_a_language
from .variety import Variety, kept_pages, most_novel

#: Round-1 order of the common page types: home, login, contact and the accessibility
#: statement before the clusters' representatives, the other common types after them.
FIRST_COMMON = ("login", "contact", "accessibility-statement")
OTHER_COMMON = ("form", "account", "payment", "help", "legal", "search", "sitemap")
#: Every common type, the home page's too.
COMMON_TYPES = frozenset((HOME, *FIRST_COMMON, *OTHER_COMMON))


@dataclass(frozen=True, slots=True)
class Allocation:
    """One chosen page: which cluster it stands for, and why it was chosen."""

    candidate: Candidate
    cluster: Cluster
    sample: str  # "structured" | "random"
    reason: str  # home | common | representative | proportional | static | random


def cap_for(budget: int) -> int:
    return ceil(budget / 2)


def reserved(budget: int) -> int:
    """The quarter of the budget Round 1 keeps for the other side when one kind of page could
    take it all: for templates when one-off pages abound (:func:`static_bound`), for the common
    pages when template families abound (:func:`head_room`)."""
    return budget - budget * 3 // 4


def static_bound(budget: int, other_common: int) -> int:
    """How many one-off pages Round 1 may take once ``other_common`` common pages other than
    home, login and contact were taken.

    A one-off page is a page type of its own (WCAG-EM samples every type), so one-off pages
    come before a template's second page, but together with the other common pages they take
    at most three quarters of the budget, so that a site with forty one-off pages still gives
    its templates more than their representatives once the budget allows. The share was
    chosen on the labelled corpus: change it here and rerun ``python bench/quality.py
    --no-sensitivity`` to compare (at a half, all-types coverage at budget 20 is lower on both
    halves and no metric is higher).
    """
    return max(0, budget - reserved(budget) - other_common)


def head_room(budget: int, taken: int, heads: int, common_types: int) -> int:
    """How many of ``heads`` family representatives go in before the other common pages
    (search, help, legal, ...), once ``taken`` pages are in.

    All of them while the site has no more families than the budget: a template's first page
    comes before the common pages, as in the published method. A site with more (a docs site
    with forty sections at a budget of 20) cannot show every family whatever the order, and
    the common pages, page types of their own, keep a place each, up to :func:`reserved`
    places.
    """
    if heads <= budget:
        return heads
    return max(0, budget - taken - min(common_types, reserved(budget)))


def random_size(structured: int, share: float, remaining: int) -> int:
    """WCAG-EM 3.b: ``ceil(share x structured)``, at least one while unchosen pages remain."""
    if share <= 0 or remaining <= 0:
        return 0
    return min(remaining, max(1, ceil(share * structured - 1e-9)))


def hamilton(seats: int, weights: list[int]) -> list[int]:
    """Largest-remainder apportionment of ``seats`` by integer ``weights``.

    Exact integer arithmetic (no float remainders); ties in the remainder go to the larger
    weight, then to the earlier entry, so the result never depends on rounding noise.
    """
    total = sum(weights)
    if seats <= 0 or total <= 0:
        return [0] * len(weights)
    shares = [seats * weight // total for weight in weights]
    order = sorted(range(len(weights)), key=lambda i: (-(seats * weights[i] % total), -weights[i], i))
    for i in order[: seats - sum(shares)]:
        shares[i] += 1
    return shares


class _Picker:
    """The sample as it is being built: each page once, per-cluster counts, the cap."""

    def __init__(self, budget: int, previous_random: frozenset[str] = frozenset()) -> None:
        self.budget = budget
        #: The previous sample's random picks (page keys): they stay in the random sample, so
        #: a template's structured rows take them only after every other page.
        self.previous_random = previous_random
        #: The language of the home page (:func:`page_language`), or "": set once the
        #: home page is taken.
        self.home_language = ""
        self.cap = cap_for(budget)
        self.chosen: list[Allocation] = []
        self.keys: set[str] = set()
        #: The chosen pages' keys without their language folder (:func:`translated_key`).
        self.translated: set[str] = set()
        self.per_cluster: dict[int, int] = {}
        self.variety: dict[int, Variety] = {}

    @property
    def full(self) -> bool:
        return len(self.chosen) >= self.budget

    def count(self, cluster: Cluster) -> int:
        return self.per_cluster.get(id(cluster), 0)

    def next_of(self, cluster: Cluster) -> Candidate | None:
        """The template's best-ranked page first, one in the home page's language folder (or
        in none) before one in another language's (an English site's representative page of
        ``/{lang}/guide/{slug}`` is English); then the page showing most of what its pages
        vary in (:mod:`.variety`), rank order breaking ties; a previous sample's pages before
        any other, however little they add (they keep their slots), but its random picks after
        every other page (they keep their places in the random sample). A translation of a page
        already chosen (:func:`translated_key`: ``/de/blog/x`` beside ``/blog/x``) comes only
        when the template holds nothing else: the same page in another language shows the
        template's layout again (on a CMS that serves its untranslated pages under each
        language, the very same page). A common page is its address without a query before
        one with (``/login.php`` stands for the login page, not ``/login.php?action=forget``,
        the password reset beside it in one template)."""
        variety = self.variety.get(id(cluster))
        random_ones = self.previous_random
        kept = [page for page in cluster.candidates.previous_pages() if page.key not in random_ones]
        if variety is None:
            # A stable sort: a previous random pick after every other page, rank order kept.
            fresh = sorted((candidate for candidate in cluster.candidates.best() if candidate.key not in self.keys),
                           key=lambda candidate: candidate.key in random_ones)
            if fresh and fresh[0] in kept:  # the previous pages first, chosen among as the others are
                fresh = [candidate for candidate in fresh if candidate in kept]
            if cluster.page_type in COMMON_TYPES:
                fresh.sort(key=lambda candidate: "?" in candidate.key)  # stable: rank order within each
            return next((candidate for candidate in fresh
                         if page_language(candidate.key) in ("", self.home_language)), fresh[0] if fresh else None)
        def novel(pages: Sequence[Candidate]) -> Candidate | None:  # an untranslated page before a translation
            untranslated = [page for page in pages if translated_key(page.key) not in self.translated]
            return most_novel(untranslated, variety, self.keys) or most_novel(pages, variety, self.keys)

        others = [page for page in variety.pages if page.key not in random_ones]
        return novel(kept) or novel(others) or (novel(variety.pages) if len(others) < len(variety.pages) else None)

    def take(self, cluster: Cluster, reason: str, sample: str = "structured") -> bool:
        if sample == "structured" and (self.full or self.count(cluster) >= self.cap):
            return False
        candidate = self.next_of(cluster)
        if candidate is None:
            return False
        self.chosen.append(Allocation(candidate, cluster, sample, reason))
        self.keys.add(candidate.key)
        self.translated.add(translated_key(candidate.key))
        if sample == "structured":
            variety = self.variety.get(id(cluster))
            if variety is None:
                variety = self.variety[id(cluster)] = Variety(cluster.template, kept_pages(cluster.candidates))
            variety.show(candidate)
        self.per_cluster[id(cluster)] = self.count(cluster) + 1
        return True


def family_key(template: str, home: str = "") -> str:
    """The template with every path segment after the first made a wildcard (extensions, the
    sitemap type of a slot and query keys kept, a language prefix dropped, a route read as a
    path, a tree's leaves counted with its nodes, the folders above a file page's name one
    ``**``); below the home page's folder ``home`` (``/_``), the first segment is the one
    below it. Slots of different sitemap types (``{slug:author}``, ``{slug:collection}``) are
    two types by the site's own word, not one layout a literal name apart.

    ``/docs/{slug}/install/{slug}`` and ``/docs/{slug}/{slug}/{slug}``: one section, one
    depth, a literal folder name apart. Such templates are often one layout whose folders were
    too few to prove a slot, so one of them stands for the family before any family gets a
    second template. A site written as files (``/reports/<topic>/<name>.html``) puts pages of
    one layout at whatever depth their topic lies, so its file pages two or more levels below
    the section are one family at any depth; pages named as folders keep their depth, which
    there often tells a listing from its items.
    """
    path, mark, query = template_parts(template)
    pairs = [pair for pair in query.split("&") if pair]
    route = next((pair for pair in pairs if "/" in pair.partition("=")[2]), None)
    if route is not None:  # a route is a path within its program (``/?qa=user/{slug}``)
        key, _, value = route.partition("=")
        others = "".join("&" + key.partition("=")[0] for key in pairs if key != route)
        return f"{path.strip('/')}?{key}={family_key('/' + value)}{others}"
    segments = path.strip("/").split("/")
    if segments and segments[0] in FOLDED_PREFIXES:
        segments = segments[1:]
    if PATH_SLOT in segments:  # a tree's nodes and its leaves: one family
        segments = segments[: segments.index(PATH_SLOT) + 1]
    kept = home.strip("/").split("/") if home.strip("/") else []
    head = segments[: len(kept) + 1] if segments[: len(kept)] == kept and len(segments) > len(kept) else segments[:1]
    # A page extension is kept (``*.html``); a dotted name is no extension (``entity.AuditType``).
    rest = ["*" + (segment[segment.rfind("."):] if segment.rpartition(".")[2].lower() in PAGE_EXTENSIONS else "")
            + (segment[segment.index(":"):segment.index("}")] if segment.startswith("{") and ":" in segment else "")
            for segment in segments[len(head):]]
    if len(rest) > 1 and rest[-1] != "*":  # a file page (``*.html``) below two or more levels
        rest = ["**", rest[-1]]
    return "/".join(head + rest) + mark + "&".join(key.partition("=")[0] for key in pairs)


def family_heads(repeating: list[Cluster]) -> tuple[list[Cluster], list[Cluster]]:
    """The largest template of each family (families by total size), and all the others."""
    families: dict[str, list[Cluster]] = {}
    for cluster in repeating:
        families.setdefault(cluster.family or family_key(cluster.template), []).append(cluster)
    ordered = sorted(families.values(), key=lambda f: (-sum(cluster.size for cluster in f), f[0].template))
    heads = [family[0] for family in ordered]
    chosen = {id(head) for head in heads}
    return heads, [cluster for cluster in repeating if id(cluster) not in chosen]


def new_layouts_first(clusters: list[Cluster], shown: set[str], exploring: bool = False,
                      settled: frozenset[str] = frozenset()) -> list[Cluster]:
    """``clusters``, those whose layout (:attr:`~.clustering.Cluster.layout`) an earlier one
    of them, or one of ``shown``, already shows after the others, and those none of whose
    pages was fetched (:attr:`~.clustering.Cluster.fetched`) after both, so that a row is a
    page verified, unless they hold a structured page of the previous sample
    not fetched yet (:func:`holds_previous`, ``settled``) while some of them were fetched;
    each part in its order;
    ``shown`` gains their layouts. The pages say such
    templates are likely one page type in several sections, as a URL family says of
    look-alike folders. ``exploring``: the order verification reads to choose the pages worth
    fetching beyond the sample's rows, where a template none of whose pages was fetched comes
    with the new ones (fetching its page tells which it is).

    >>> def template(name, layout=""):
    ...     return Cluster(name, 5, True, "content", None, layout=layout, fetched=bool(layout))
    >>> shown = set()
    >>> order = new_layouts_first([template("/guide/{slug}", "a1"), template("/faq/{n}", "a1"),
    ...                            template("/api/{slug}", "b2"), template("/news/{slug}")], shown)
    >>> [cluster.template for cluster in order], sorted(shown)
    (['/guide/{slug}', '/api/{slug}', '/faq/{n}', '/news/{slug}'], ['a1', 'b2'])
    >>> [cluster.template for cluster in new_layouts_first(order, set(), exploring=True)]
    ['/guide/{slug}', '/api/{slug}', '/news/{slug}', '/faq/{n}']
    """
    fresh: list[Cluster] = []
    again: list[Cluster] = []
    unknown: list[Cluster] = []
    # A structured page of the previous sample was fetched by the run before: it counts as
    # fetched once verification has fetched any (the URL-only order is the order without it).
    verifying = any(cluster.fetched for cluster in clusters)
    for cluster in clusters:
        counts_as_fetched = cluster.fetched or (verifying and holds_previous(cluster, settled))
        if not counts_as_fetched and not exploring:
            unknown.append(cluster)
            continue
        (again if cluster.layout and cluster.layout in shown else fresh).append(cluster)
        if cluster.layout:
            shown.add(cluster.layout)
    return fresh + again + unknown


def holds_previous(cluster: Cluster, settled: frozenset[str] = frozenset()) -> bool:
    """Whether the template holds a structured page of the previous sample (``previous=``)
    that this run has not fetched: the run before fetched it, so it stands with the templates
    fetched, not after them, until this run's verification fetches it as a row
    (:func:`new_layouts_first`); then what it showed places it, as it placed it the run
    before. ``settled``: the keys of the previous pages that hold no such place, its random
    picks (they take no structured place) and the pages this run fetched."""
    return cluster.candidates is not None and any(candidate.key not in settled
                                                  for candidate in cluster.candidates.previous_pages())


def _common_order(cluster: Cluster, home_language: str = "") -> tuple:
    """Which page stands for a common type: a one-off page before a template, one in the
    home page's language folder (or in none) before one in another language's
    (:func:`language_folder`: an English site's ``/en/contact/`` before ``/de/contact/``,
    which came first by name), shallow first."""
    language = language_folder(cluster.template)
    return (cluster.repeating, bool(language) and language != home_language, cluster.template.count("/"),
            len(cluster.template), cluster.template)


def language_folder(template: str) -> str:
    """The language a template's first folder names (``/de/contact/`` is ``de``), lower-cased,
    or "".

    >>> language_folder("/de/contact"), language_folder("/pt-BR/"), language_folder("/contact"), language_folder("/")
    ('de', 'pt-br', '', '')
    """
    first = template.lstrip("/").partition("/")[0].partition("?")[0]
    return first.lower() if LANGUAGE_SEGMENT.fullmatch(first) else ""


def page_language(key: str) -> str:
    """The language a page key names: its first folder's (:func:`language_folder`), else the
    value of a parameter naming a language (:func:`~.urls.names_a_language`: ``?lang=cs-CZ``,
    Sitecore's ``?sc_lang=fr-FR``), lower-cased; "" when it names none.

    >>> page_language("/de/contact"), page_language("/events?sc_lang=fr-FR"), page_language("/events?page=2")
    ('de', 'fr-fr', '')
    """
    folder = language_folder(key)
    if folder or "?" not in key:
        return folder
    return next((value.lower() for name, value in _pairs(key) if names_a_language(name.lower(), value)), "")


def _pairs(key: str) -> list[tuple[str, str]]:
    return [(name, value) for name, _, value in (pair.partition("=") for pair in key.partition("?")[2].split("&"))]


def translated_key(key: str) -> str:
    """A page key without its language folder (:func:`language_folder`) or the parameter
    naming its language (:func:`page_language`): a page and its translations share it.

    >>> translated_key("/de/blog/x"), translated_key("/blog/x"), translated_key("/pt-BR/"), translated_key("/blog/de")
    ('/blog/x', '/blog/x', '/', '/blog/de')
    >>> translated_key("/events?sc_lang=fr-FR"), translated_key("/events?id=3&lang=de")
    ('/events', '/events?id=3')
    """
    language = language_folder(key)
    if language:
        return key[len(language) + 1:] or "/"
    if "?" not in key:
        return key
    kept = [f"{name}={value}" for name, value in _pairs(key) if not names_a_language(name.lower(), value)]
    return key.partition("?")[0] + ("?" + "&".join(kept) if kept else "")


def _one_off_order(cluster: Cluster) -> tuple:
    """Shallow one-off pages first, then the best-ranked (a previous page standing first in its
    set does not move its template: the slots are the same with and without one)."""
    best = cluster.candidates.best()
    return cluster.template.count("/"), min(candidate.rank for candidate in best) if best else (), cluster.template


def later_of_a_kind(one_offs: list[Cluster], picker: "_Picker") -> list[Cluster]:
    """``one_offs`` with those of a common type already in the sample (a second help or legal
    page) after the others, order kept within each part: a one-off page of a common type
    shows that type, and each further one shows less than a page of another kind."""
    shown = {allocation.cluster.page_type for allocation in picker.chosen if allocation.cluster.page_type != CONTENT}
    first, later = [], []
    for cluster in one_offs:
        if cluster.page_type != CONTENT and cluster.page_type in shown:
            later.append(cluster)
        else:
            first.append(cluster)
            if cluster.page_type != CONTENT:
                shown.add(cluster.page_type)
    return first + later


def _one_off_reason(cluster: Cluster) -> str:
    """A one-off page is "static" content, or "common" when it is of a common type."""
    return "static" if cluster.page_type == CONTENT else "common"


def allocate(clusters: list[Cluster], budget: int, random_share: float = 0.1,
             exploring: bool = False, settled: frozenset[str] = frozenset(),
             previous_random: frozenset[str] = frozenset()) -> list[Allocation]:
    """The sample: structured picks in the order they were taken, then the random picks.
    ``exploring``: the order verification reads to choose the pages it fetches beyond the
    rows; ``settled``: the previous sample's pages that hold no place as fetched by the run
    before (:func:`holds_previous`); ``previous_random``: its random picks, which a structured
    row takes only after every other page of its template."""
    picker = _Picker(budget, previous_random)
    by_type: dict[str, list[Cluster]] = {}
    for cluster in sorted(clusters, key=_common_order):
        by_type.setdefault(cluster.page_type, []).append(cluster)
    repeating = sorted((cluster for cluster in clusters if cluster.repeating),
                       key=lambda each: (-each.size, each.template))
    one_offs = sorted((cluster for cluster in clusters if not cluster.repeating), key=_one_off_order)

    def take_common(page_type: str, reason: str) -> None:
        for cluster in by_type.get(page_type, ()):
            if picker.take(cluster, reason):
                return

    # Round 1: coverage.
    take_common(HOME, "home")
    if picker.chosen:  # the common pages in the home page's language (:func:`_common_order`)
        picker.home_language = page_language(picker.chosen[0].candidate.key)
        for kind, alike in by_type.items():
            alike.sort(key=lambda each: _common_order(each, picker.home_language))
    for page_type in FIRST_COMMON:
        take_common(page_type, "common")
    heads, others = family_heads(repeating)
    shown: set[str] = set()
    heads = new_layouts_first(heads, shown, exploring, settled)
    others = new_layouts_first(others, shown, exploring, settled)
    common_types = sum(1 for page_type in OTHER_COMMON if by_type.get(page_type))
    room = head_room(budget, len(picker.chosen), len(heads), common_types)
    for cluster in heads[:room]:
        if picker.count(cluster) == 0:
            picker.take(cluster, "representative")
    before_other_common = len(picker.chosen)
    for page_type in OTHER_COMMON:
        take_common(page_type, "common")
    other_common = len(picker.chosen) - before_other_common
    for cluster in heads[room:]:
        if picker.count(cluster) == 0:
            picker.take(cluster, "representative")
    for cluster in others:
        if picker.count(cluster) == 0:
            picker.take(cluster, "representative")
    sampled_layouts = {allocation.cluster.layout for allocation in picker.chosen if allocation.cluster.layout}
    statics = later_of_a_kind(new_layouts_first([cluster for cluster in one_offs if picker.count(cluster) == 0],
                                                sampled_layouts, exploring, settled), picker)
    for cluster in statics[: static_bound(budget, other_common)]:
        picker.take(cluster, _one_off_reason(cluster))

    # Round 2: proportional, Hamilton, capped, redistributing what the cap cuts off.
    while not picker.full:
        open_clusters = [cluster for cluster in repeating if picker.count(cluster) < min(picker.cap, cluster.size)
                         and picker.next_of(cluster) is not None]
        if not open_clusters:
            break
        leftover = picker.budget - len(picker.chosen)
        shares = hamilton(leftover, [cluster.size for cluster in open_clusters])
        took = 0
        for cluster, share in zip(open_clusters, shares):
            for _ in range(share):
                if not picker.take(cluster, "proportional"):
                    break
                took += 1
        if took == 0:
            break

    # Back-fill: only slots no cluster could use go to the remaining one-off pages, in Round 1's order.
    for cluster in statics:
        if picker.full:
            break
        if picker.count(cluster) == 0:
            picker.take(cluster, _one_off_reason(cluster))

    _draw_random(picker, clusters, random_share, frozenset())
    return picker.chosen


def _draw_random(picker: _Picker, clusters: list[Cluster], share: float, first: frozenset[str]) -> None:
    """WCAG-EM 3.b: unchosen pages in the seeded random order (``first`` before the others),
    added on top of the budget."""
    structured = len(picker.chosen)
    unchosen: dict[str, tuple[Candidate, Cluster]] = {}
    for cluster in clusters:  # a page two templates offer is drawn once, as the first offers it
        for candidate in cluster.candidates.by_random():
            if candidate.key not in picker.keys:
                unchosen.setdefault(candidate.key, (candidate, cluster))
    pool = sorted(((candidate.key not in first, candidate.random_key, candidate, cluster)
                   for candidate, cluster in unchosen.values()), key=itemgetter(0, 1, 2))
    wanted = random_size(structured, share, len(pool))
    for _, _, candidate, cluster in pool[:wanted]:
        picker.chosen.append(Allocation(candidate, cluster, "random", "random"))
        picker.keys.add(candidate.key)


def add_random(structured: list[Allocation], clusters: list[Cluster], budget: int,
               share: float, first: frozenset[str] = frozenset()) -> list[Allocation]:
    """``structured`` (chosen elsewhere, e.g. by :mod:`.strata`) followed by the random sample
    drawn as :func:`allocate` draws it, sized on the whole structured sample; ``first`` pages
    (a previous sample's random picks) come first in its order."""
    picker = _Picker(budget)
    picker.chosen = list(structured)
    picker.keys = {allocation.candidate.key for allocation in structured}
    _draw_random(picker, clusters, share, first)
    return picker.chosen
