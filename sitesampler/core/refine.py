"""Template refinement: the layouts of the fetched pages split, merge and gather URL templates.

The URL templates stay the ground the sample stands on; the layouts only correct them where
the pages say so plainly (a whole-page fingerprint alone groups worse than the URLs do):

* **split**: a repeating template whose fetched pages show two or more layouts (signatures
  less than :data:`SAME_LAYOUT` alike: variants of one frame are one layout), each on at
  least :data:`MIN_PAGES` pages. The template keeps its main layout (most pages, then the
  layout of its best-ranked page) and every page not fetched; each other layout becomes a
  template of its own, ``<template>#layout-<id>``, holding the pages fetched with it, so that
  each layout gets a representative. It stays in its template's family: the allocator gives
  every family's first template a representative before it, since two URL families are
  stronger evidence of two page types than two layouts of one template (the fingerprint reads
  one type as two layouts on a tenth of page pairs, ``bench/layout_stability.py``).
* **lead**: a template not split whose best-ranked page was fetched and shows a layout too
  rare to split it (on fewer than :data:`MIN_PAGES` pages) beside a main layout is led by the
  main layout's best-ranked page (a blog's archive page in its posts' template was the
  posts' row), unless the page is a previous sample's.
* **merge**: repeating templates of one page type whose fetched pages all show one and the
  same layout (one id: two page types of a theme often share all but a few paths), on at
  least :data:`MIN_PAGES` pages of each, and whose URLs are in one section of the site
  (:func:`section_key`: one first folder below the home page's folder, or below the folder of
  the sub-site a template lies in, :attr:`~.clustering.Cluster.sub_site`; sibling folders and
  the depths of a docs tree), and which list the terms of one taxonomy or of none
  (:func:`taxonomy`: a blog engine lists tags, categories, authors and years in one frame,
  and each is a page type all the same).
  One-off pages are never merged: WCAG-EM samples them in their own right.
* **attach**: a one-off page below the site's first level whose URL is a repeating
  template's but for one literal segment where the template has a slot (``/{n}/{n}/tags``
  beside a forum's ``/{n}/{n}/{slug}``, ``/docs/tags`` beside ``/docs/{slug}``: a value that
  happens to be a word the URL rules keep literal) joins that template when the template's
  fetched pages are one layout (variants of one frame, as :func:`split` reads them) and every
  fetched page of the one-off page shows that layout's id, and no common page shows a layout
  like it (the site's generic frame is no evidence). The URL and the layout must both say so: a
  one-off page only of the same layout stays apart (about, contact and privacy share a frame),
  as does a page the home page's navigation links (the site names it a page of its own) and
  a page at the first level, where :func:`gather`'s stricter bars decide. Such a page not
  fetched yet is named (:attr:`Refined.undecided`), so that whether it joins does not depend
  on the sample having picked it.
* **gather**: the one-off pages at the site's first level (``/why-check-valves-fail``), which
  a flat blog's posts are until there are enough of them to prove a slot on their URLs alone
  (the learned clusterer's ``root_k``), become one template when most of them
  (:data:`GATHER_SHARE`, of those fetched or not) show one and the same layout on at least
  :data:`GATHER_PAGES` pages, and no common page (contact, legal, help...) shows a layout like
  it: the site's generic page frame, which distinct one-off pages share (about, services),
  is the one its common pages have. A page the home page's navigation links is one of the
  site's sections or one-off pages by the site's own word, and so is a page whose name is a
  folder of other pages (``/tags`` beside ``/tags/{slug}``: a section's index, and sections'
  lists share one frame): neither is ever gathered (both count among the first level's
  pages). Only the pages seen with the layout move. While the first level's pages not fetched
  yet could still bring a layout to those bars, they are named (:attr:`Refined.undecided`)
  and verification fetches them before any row's stand-in: a link crawl stopped by its page
  cap had fetched a third of a flat blog's posts, which could never be most of the level.
  A one-off template whose pages show two layouts (a page and its next edition's copy) joins
  the first gather only, by layout id.

Every decision is a :class:`Decision` with its evidence (the layouts and their pages). The
result depends only on the templates and the layouts, never on the order pages were fetched
in: every loop runs over sorted keys.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field, replace

from .allocator import family_key
from .candidates import CandidateSet
from .clustering import Cluster
from .layout import layout_id, similarity
from .learned.thresholds import Thresholds
from .learned.tokens import DATE_KINDS, split_extension
from .learned.words import TAXONOMY_WORDS
from .pagetypes import CONTENT, HOME
from .segments import FOLDED_PREFIXES, numbers_masked, template_parts

#: The pages a layout must be seen on before it splits or merges a template.
MIN_PAGES = 2
#: The pages of each repeating template the crawl fetches, within ``verify``, when refining:
#: enough to see two layouts on two pages each.
PROBES_PER_TEMPLATE = 4
#: Signatures at least this alike (Jaccard) are one layout: variants of one frame.
SAME_LAYOUT = 0.8
#: A signature of fewer paths is a bare page (``body`` alone): the fingerprint saw no frame,
#: and pages of any layout give it, depending on how much text their body holds directly.
MIN_PATHS = 3
#: One-off pages at the site's first level of one layout that are one page type: at least as
#: many as a slot needs below the first segment, and as large a share of the first level's
#: one-off pages as the light siblings of a slot (the learned clusterer's own bars, ``k_min``
#: and ``light_share``).
GATHER_PAGES = Thresholds().k_min
GATHER_SHARE = Thresholds().light_share
#: A split template's name: the template, then this and the layout's id.
LAYOUT_MARK = "#layout-"
#: The slots of a date a template may begin with: its pages are filed under a date.
DATED = ("{year}", "{date}")
#: A taxonomy folder's plural, as its singular: ``/tags/`` and ``/tag/`` list one taxonomy.
TAXONOMY_TERMS = {"tags": "tag", "categories": "category", "authors": "author"}
#: The slot a merge of sibling sections puts where their names differ.
SECTION_SLOT = "{slug}"


@dataclass(frozen=True, slots=True)
class Decision:
    """One refinement: ``action`` (``split`` or ``merge``), the templates it read
    (``sources``), the templates it made (``made``: a merge makes one) and its evidence,
    ``(layout, pages)``: a split's layouts, each merged template's one layout."""

    action: str
    sources: tuple[str, ...]
    made: tuple[str, ...]
    layouts: tuple[tuple[str, int], ...]

    def describe(self) -> str:
        """One line for the log and ``--explain``.

        >>> Decision("split", ("/p/{slug}",), ("/p/{slug}#layout-b2",), (("a1", 3), ("b2", 2))).describe()
        'split /p/{slug}: layouts a1 x3, b2 x2 -> /p/{slug}#layout-b2'
        >>> Decision("merge", ("/a/{slug}", "/b/{slug}"), ("/{slug}/{slug}",), (("a1", 2), ("a1", 4))).describe()
        'merge /a/{slug} (a1 x2), /b/{slug} (a1 x4): one layout -> /{slug}/{slug}'
        >>> Decision("attach", ("/{n}/{n}/tags",), ("/{n}/{n}/{slug}",), (("a1", 22),)).describe()
        'attach /{n}/{n}/tags: fills a slot, layout a1 x22 -> /{n}/{n}/{slug}'
        >>> Decision("gather", ("/a", "/b", "/c", "/d"), ("/{slug}",), (("c4", 3),)).describe()
        'gather 3 of 4 one-off pages at the first level: layout c4 -> /{slug}'
        >>> Decision("lead", ("/blog/{slug}",), ("/blog/a-post",), (("a1", 5), ("b2", 1))).describe()
        'lead /blog/{slug}: layouts a1 x5, b2 x1; its row shows a1 -> /blog/a-post'
        """
        made = ", ".join(self.made)
        if self.action == "attach":
            (layout, pages), = self.layouts
            return f"attach {self.sources[0]}: fills a slot, layout {layout} x{pages} -> {made}"
        if self.action == "gather":
            (layout, pages), = self.layouts
            return f"gather {pages} of {len(self.sources)} one-off pages at the first level: layout {layout} -> {made}"
        if self.action == "lead":
            shown = ", ".join(f"{layout} x{pages}" for layout, pages in self.layouts)
            return f"lead {self.sources[0]}: layouts {shown}; its row shows {self.layouts[0][0]} -> {made}"
        if self.action == "split":
            shown = ", ".join(f"{layout} x{pages}" for layout, pages in self.layouts)
            return f"split {self.sources[0]}: layouts {shown} -> {made}"
        shown = ", ".join(f"{source} ({layout} x{pages})" for source, (layout, pages) in zip(self.sources, self.layouts))
        return f"merge {shown}: one layout -> {made}"


@dataclass(frozen=True, slots=True)
class Refined:
    """The refined templates, in the order of the templates they came from, and the decisions."""

    clusters: list[Cluster]
    decisions: list[Decision]
    #: ``(page key, URL)`` of the pages whose layouts could still decide a gather
    #: (:func:`gather`) or an attachment (:func:`attach`); the caller leaves out those
    #: fetched already.
    undecided: list[tuple[str, str]] = field(default_factory=list)


Signatures = Mapping[str, frozenset[str]]


def layout_groups(pages: list[tuple[str, frozenset[str]]]) -> list[tuple[str, list[str]]]:
    """The layouts of ``pages`` (``(page key, signature)`` in rank order), as ``(layout id,
    page keys)``, most pages first, then the layout of the better-ranked page. Signatures at
    least :data:`SAME_LAYOUT` alike are one layout (a page with a table of contents, one
    without), named by the most common: each joins the first such layout of that order.

    >>> a, b, c = frozenset({"body", "body>div.page"}), frozenset({"body"}), frozenset({"body", "body>div.old"})
    >>> [len(keys) for _, keys in layout_groups([("/1", a), ("/2", b), ("/3", a), ("/4", c)])]
    [2, 1, 1]
    """
    by_layout: dict[str, list[str]] = {}
    signature_of: dict[str, frozenset[str]] = {}
    for key, signature in pages:
        layout = layout_id(signature)
        by_layout.setdefault(layout, []).append(key)
        signature_of[layout] = signature
    order = sorted(by_layout, key=lambda layout: -len(by_layout[layout]))  # stable: rank order on a tie
    groups: list[tuple[str, list[str]]] = []
    for layout in order:
        home = next((group for group in groups
                     if similarity(signature_of[group[0]], signature_of[layout]) >= SAME_LAYOUT), None)
        if home is None:
            groups.append((layout, list(by_layout[layout])))
        else:
            home[1].extend(by_layout[layout])
    ranks = {key: at for at, (key, _) in enumerate(pages)}
    return sorted(((layout, sorted(keys, key=ranks.__getitem__)) for layout, keys in groups),
                  key=lambda group: (-len(group[1]), ranks[group[1][0]]))


def fetched_pages(cluster: Cluster, signatures: Signatures) -> list[tuple[str, frozenset[str]]]:
    """``(page key, signature)`` of the template's pages that were fetched and are pages, in
    the template's rank order (``signatures``: by page key, set-aside pages left out)."""
    return [(candidate.key, signatures[candidate.key])
            for candidate in cluster.candidates.candidates() if candidate.key in signatures]


def split(cluster: Cluster, signatures: Signatures) -> tuple[list[Cluster], Decision | None]:
    """The template, and one template per other layout (:func:`layout_groups`) its fetched
    pages show on :data:`MIN_PAGES` or more pages when there are two such layouts or more; else
    the template alone. The main layout keeps the template and its pages not fetched; every
    part keeps its family."""
    groups = layout_groups(fetched_pages(cluster, signatures))
    strong = [(layout, keys) for layout, keys in groups if len(keys) >= MIN_PAGES]
    if not cluster.repeating or len(strong) < 2:
        return [cluster], None
    others = [layout for layout, _ in strong[1:]]
    moved = dict(strong[1:])
    counts = tuple((layout, len(keys)) for layout, keys in groups)
    leaving = {key for keys in moved.values() for key in keys}
    family = cluster.family or family_key(cluster.template)
    decision = Decision("split", (cluster.template,),
                        tuple(f"{cluster.template}{LAYOUT_MARK}{layout}" for layout in others), counts)
    explanation = (*cluster.explanation, decision.describe())
    made = [replace(cluster, size=cluster.size - len(leaving), candidates=cluster.candidates.without(leaving),
                    explanation=explanation)]
    every = {candidate.key for candidate in cluster.candidates.candidates()}
    for layout, template in zip(others, decision.made):
        # Its pages as the template kept them: a previous sample's still first.
        candidates = cluster.candidates.without(every - set(moved[layout]))
        made.append(replace(cluster, template=template, size=len(moved[layout]), candidates=candidates,
                            family=family, explanation=explanation))
    return made, decision


def is_slot(segment: str) -> bool:
    return segment.startswith("{") and "}" in segment


def section_key(template: str, home: Sequence[str] = ()) -> str | None:
    """The section of the site a template's pages live in: its first path segment below the
    home page's folder ``home`` (its segments: a site deployed at ``/docs/`` has its sections
    at ``/docs/<section>/``), when that is a literal folder with more below it. Templates of
    one section that show one and the same layout are one page type (posts in sibling folders, the depths of a docs tree); the
    site's top sections are not merged with each other: their pages may share a generic frame
    and still be different types (a glossary beside a questions section). A template with a
    query, or whose first segment is a slot or its last, has none. First folders whose names
    differ only in their numbers (``/archive-2019/``, ``/archive-2020/``: a year's archive, an
    edition) are one section.

    A folded locale or edition prefix (``/{lang?}/docs/...``) is no section: the segment after
    it is. Pages filed under a date (``/{year}/{mm}/{slug}``, and deeper below the day) are the
    site's dated posts, one section, and so are pages filed under a date below folders that are
    all slots (``/{slug}/{year}/{mm}/{dd}/{slug}``: a post's categories, then its date).

    >>> section_key("/blog/news/{slug}") == section_key("/blog/{year}/{slug}") == "blog"
    True
    >>> section_key("/facts-2019/{n}") == section_key("/facts-2020/{n}/{n}") == "facts-#"
    True
    >>> section_key("/docs/{slug}"), section_key("/docs/modules/{slug}/{slug}")
    ('docs', 'docs')
    >>> section_key("/news/{slug}") == section_key("/events/{slug}")
    False
    >>> section_key("/{lang?}/docs/{slug}"), section_key("/{lang}/{slug}")
    ('docs', None)
    >>> section_key("/{year}/{mm}/{dd}/{slug}") == section_key("/{year}/{mm}/{dd}/{slug}/{slug}") == "{year}"
    True
    >>> section_key("/{slug}/{year}/{mm}/{dd}/{slug}") == section_key("/{slug}/{slug}/{date}/{slug}") == "{year}"
    True
    >>> section_key("/{slug}/{year}/{slug}"), section_key("/{slug}/news/{year}/{mm}/{slug}")
    (None, None)
    >>> section_key("/{year}"), section_key("/search?q={v}"), section_key("/about")
    (None, None, None)
    >>> section_key("/docs/software/detail/{slug}", ["docs"]) == section_key("/docs/api/{slug}/{slug}", ["docs"])
    False
    >>> section_key("/docs/api/{slug}/{slug}", ["docs"]), section_key("/docs/{slug}", ["docs"])
    ('api', None)
    """
    path, _, query = template_parts(template)
    segments = path.strip("/").split("/")
    if home and segments[:len(home)] == list(home):
        segments = segments[len(home):]
    while segments and segments[0] in FOLDED_PREFIXES:
        segments = segments[1:]
    if query or len(segments) < 2:
        return None
    if segments[0] in DATED or filed_below_slots(segments):
        return DATED[0]
    if is_slot(segments[0]):
        return None
    return numbers_masked(segments[0])


def filed_below_slots(segments: list[str]) -> bool:
    """Whether a template's path ``segments`` file its pages under a publication date (a full
    date, or a year with a month below it: a year alone files a year's reports) below folders
    that are all slots, with a page's name below the date.

    >>> filed_below_slots(["{slug}", "{year}", "{mm}", "{slug}"]), filed_below_slots(["{slug}", "{year}", "{slug}"])
    (True, False)
    """
    for at, segment in enumerate(segments):
        if segment == "{date}" or (segment == "{year}" and segments[at + 1:at + 2] == ["{mm}"]):
            return 0 < at < len(segments) - 1 and all(is_slot(before) for before in segments[:at])
        if not is_slot(segment):
            return False
    return False


def taxonomy(template: str) -> str | None:
    """The taxonomy whose terms a template's pages list, or None: the taxonomy folder its
    last slots are in (``/blog/tag/{slug}``, ``/category/{slug}/{slug}`` for a category's
    children; singular or plural), or ``date`` for an archive by date, a path ending in a
    date's slot (``/blog/{year}.html``, ``/{year}/{mm}/``). A blog
    engine renders every taxonomy's term pages with one list template, but each taxonomy is
    a page type of its own (the tags, the categories, the authors, the years: the lists a
    visitor meets by different routes), as the URLs already tell them apart; a frame they
    share merges none of them.

    >>> taxonomy("/blog/tags/{slug}"), taxonomy("/blog/tag/{slug}.html"), taxonomy("/categories/{slug}/")
    ('tag', 'tag', 'category')
    >>> taxonomy("/blog/{year}.html"), taxonomy("/{year}/{mm}"), taxonomy("/{year}/{mm}/{slug}")
    ('date', 'date', None)
    >>> taxonomy("/category/{slug}/{slug}"), taxonomy("/blog/{slug}"), taxonomy("/tags"), taxonomy("/tag/x/{slug}")
    ('category', None, None, None)
    """
    path, _, _ = template_parts(template)
    segments = [split_extension(segment)[0] for segment in path.strip("/").split("/")]
    if segments[-1] in DATE_KINDS:  # the path of an archive by date
        return "date"
    folders = list(segments)  # the literal folders before the last slots
    while folders and is_slot(folders[-1]):
        folders.pop()
    if len(folders) in (0, len(segments)) or folders[-1] not in TAXONOMY_WORDS:
        return None
    return TAXONOMY_TERMS.get(folders[-1], folders[-1])


def merged_name(templates: list[str], taken: set[str]) -> str:
    """The name of merged templates: where templates of one depth differ, a slot; templates
    of several depths, or a name another template has, keep the first template's name.

    >>> merged_name(["/blog/news/{slug}", "/blog/recipes/{slug}"], set())
    '/blog/{slug}/{slug}'
    >>> merged_name(["/docs/{slug}", "/docs/{slug}/{slug}"], set())
    '/docs/{slug}'
    """
    split_up = [template.strip("/").split("/") for template in templates]
    if len({len(segments) for segments in split_up}) != 1:
        return templates[0]
    name = "/" + "/".join(column[0] if len(set(column)) == 1 else SECTION_SLOT for column in zip(*split_up))
    return templates[0] if name in taken else name


def one_layout(cluster: Cluster, signatures: Signatures) -> tuple[str, int] | None:
    """The one layout of a repeating template's fetched pages and their number, when they
    all show one and the same layout (one id, not only alike) on :data:`MIN_PAGES` pages or
    more."""
    layouts = Counter(layout_id(signature) for _, signature in fetched_pages(cluster, signatures))
    if not cluster.repeating or len(layouts) != 1:
        return None
    [(layout, pages)] = layouts.items()
    return (layout, pages) if pages >= MIN_PAGES else None


def main_layout(cluster: Cluster, signatures: Signatures) -> tuple[str, int] | None:
    """The layout of a repeating template's fetched pages and their number, when they are all
    one layout as :func:`split` reads them (variants of one frame, :data:`SAME_LAYOUT`: a
    thread with an attachment beside those without) on :data:`MIN_PAGES` pages or more: the
    most common id among them (:func:`known_layout`, on enough pages to merge or attach)."""
    found = known_layout(cluster, signatures) if cluster.repeating else None
    return found if found is not None and found[1] >= MIN_PAGES else None


def known_layout(cluster: Cluster, signatures: Signatures) -> tuple[str, int] | None:
    """The layout a template shows and its fetched pages' number, for the allocator's order
    (:attr:`~.clustering.Cluster.layout`): the most common id of its fetched pages when they
    are all one layout as :func:`split` reads them, even on one page (a one-off page's is its
    own page's); None when none was fetched or they show two layouts. Ordering needs less
    evidence than a merge or a split (two pages, :func:`main_layout`): a template whose one
    fetched page shows the site's generic frame is no new layout, and read as unknown it came
    before the larger templates in that frame.

    >>> pages = CandidateSet(None)
    >>> pages.offer_listing("/a/1", "/a/1", 1, None, None); pages.offer_listing("/a/2", "/a/2", 2, None, None)
    >>> frame = frozenset({"body", "body>div.page", "body>nav"})
    >>> known_layout(Cluster("/a/{n}", 2, True, "content", pages), {"/a/1": frame}) == (layout_id(frame), 1)
    True
    >>> known_layout(Cluster("/a/{n}", 2, True, "content", pages), {"/a/1": frame, "/a/2": frozenset({"body", "body>table"})})
    """
    groups = layout_groups(fetched_pages(cluster, signatures))
    if len(groups) != 1:
        return None
    return groups[0][0], len(groups[0][1])


def sibling_groups(clusters: list[Cluster], layouts: Mapping[int, tuple[str, int]]) -> list[list[int]]:
    """The templates (by index) that merge: those with ``layouts``, joined when they are of one
    page type, of one section (:func:`section_key`, below the home page's folder, or below the
    folder of the sub-site a template lies in) and of one layout, and all that is joined to
    them; in the order of their first template."""
    home = home_segments(clusters)
    eligible = sorted(layouts)
    parent = {at: at for at in eligible}

    def root(at: int) -> int:
        while parent[at] != at:
            at = parent[at]
        return at

    sections = {at: section_key(clusters[at].template, sub_site_segments(clusters[at]) or home) for at in eligible}
    taxonomies = {at: taxonomy(clusters[at].template) for at in eligible}
    for index, first in enumerate(eligible):
        for second in eligible[index + 1:]:
            if clusters[first].page_type == clusters[second].page_type and sections[first] is not None \
                    and sections[first] == sections[second] and layouts[first][0] == layouts[second][0] \
                    and taxonomies[first] == taxonomies[second]:
                low, high = sorted((root(first), root(second)))
                parent[high] = low
    groups: dict[int, list[int]] = {}
    for at in eligible:
        groups.setdefault(root(at), []).append(at)
    return [members for members in groups.values() if len(members) > 1]


def joined(parts: list[Cluster], **changes: object) -> Cluster:
    """The first of ``parts`` holding every part's pages: their candidates (kept as the
    largest part keeps them), sizes and sources together; with ``changes`` (a new name, an
    explanation...). How a merge, an attachment and a gather make one template of several."""
    candidates = CandidateSet.union([part.candidates for part in parts])
    return replace(parts[0], size=sum(part.size for part in parts), candidates=candidates,
                   sources=tuple(sorted({source for part in parts for source in part.sources})),
                   **changes)  # type: ignore[arg-type]


def without_replaced(clusters: list[Cluster], replaced: Mapping[int, Cluster | None]) -> list[Cluster]:
    """``clusters`` with each one ``replaced`` names (by index) put in its place, or left out
    where it names None (a template joined into another)."""
    kept = [replaced.get(at, cluster) for at, cluster in enumerate(clusters)]
    return [cluster for cluster in kept if cluster is not None]


def merge(clusters: list[Cluster], signatures: Signatures) -> tuple[list[Cluster], list[Decision]]:
    """The templates with every group of siblings that share one layout merged into one, at
    the place of its largest template; see the module's docstring."""
    layouts = {at: found for at, cluster in enumerate(clusters) if (found := one_layout(cluster, signatures))}
    taken = {cluster.template for cluster in clusters}
    replaced: dict[int, Cluster | None] = {}
    decisions = []
    for members in sibling_groups(clusters, layouts):
        members.sort(key=lambda at: (-clusters[at].size, clusters[at].template))
        parts = [clusters[at] for at in members]
        name = merged_name([part.template for part in parts], taken - {part.template for part in parts})
        decision = Decision("merge", tuple(part.template for part in parts), (name,),
                            tuple(layouts[at] for at in members))
        lead = parts[0]
        replaced[members[0]] = joined(parts, template=name, explanation=(*lead.explanation, decision.describe()),
                                      family="" if name != lead.template else lead.family)
        replaced.update((at, None) for at in members[1:])
        decisions.append(decision)
    return without_replaced(clusters, replaced), decisions


def sub_site_segments(cluster: Cluster) -> list[str]:
    """The segments of the folder of the sub-site ``cluster`` lies in (:attr:`Cluster.sub_site`):
    its sections are the folders below it, as the site's are below the home page's folder."""
    return [segment for segment in cluster.sub_site.split("/") if segment]


def home_segments(clusters: list[Cluster]) -> list[str]:
    """The segments of the home page's folder: its template's path (``/`` when there is none)."""
    home_template = next((cluster.template for cluster in clusters if cluster.page_type == HOME), "/")
    return [segment for segment in template_parts(home_template)[0].split("/") if segment]


def common_frames(clusters: list[Cluster], signatures: Signatures) -> list[frozenset[str]]:
    """The signatures of the fetched common pages (contact, legal, help...): the site's generic
    page frame, which distinct one-off pages share; a layout like one of them
    (:func:`is_generic`) is no evidence that pages are one type."""
    return [signature for cluster in clusters if cluster.page_type not in (CONTENT, HOME)
            for _, signature in fetched_pages(cluster, signatures)]


def is_generic(signature: frozenset[str], frames: list[frozenset[str]]) -> bool:
    """Whether ``signature`` is one layout (:data:`SAME_LAYOUT`) with a common page's frame."""
    return any(similarity(signature, frame) >= SAME_LAYOUT for frame in frames)


def fills_slot(mine: list[str], theirs: list[str]) -> bool:
    """Whether a one-off page's path segments ``mine`` are a template's ``theirs`` but for one,
    where the template has a slot and the page a literal, and that one is below the site's first
    level (both read below the home page's folder and any folded prefix, :func:`below_home`).

    >>> fills_slot(["{n}", "{n}", "tags"], ["{n}", "{n}", "{slug}"]), fills_slot(["docs", "tags"], ["docs", "{slug}"])
    (True, True)
    >>> fills_slot(["docs", "tags"], ["docs", "{slug}", "{slug}"]), fills_slot(["about"], ["{slug}"])
    (False, False)
    >>> fills_slot(["blog", "tags", "news"], ["blog", "category", "{slug}"]), fills_slot(["a", "b"], ["a", "b"])
    (False, False)
    """
    if len(mine) != len(theirs):
        return False
    differing = [at for at, (one, other) in enumerate(zip(mine, theirs)) if one != other]
    return len(differing) == 1 and differing[0] > 0 and is_slot(theirs[differing[0]]) \
        and not is_slot(mine[differing[0]])


def attach(clusters: list[Cluster], signatures: Signatures, navigation: Collection[str] = frozenset()
           ) -> tuple[list[Cluster], list[Decision], list[tuple[str, str]]]:
    """The templates with each one-off page that fills a repeating template's slot and shows
    its one layout moved into it (``navigation``: the keys of the pages the home page's
    navigation links); see the module's docstring. Also ``(page key, URL)`` of the one-off
    pages not fetched that fill such a slot: fetched, they decide it, so a template's pages are
    the same whether or not the sample happened to pick them."""
    home = home_segments(clusters)
    frames = common_frames(clusters, signatures)
    layouts = {at: found for at, cluster in enumerate(clusters)
               if cluster.page_type == CONTENT and (found := main_layout(cluster, signatures))}
    signature_of = {layout_id(signature): signature for signature in signatures.values()}
    generic = {layout for layout, _ in layouts.values() if is_generic(signature_of[layout], frames)}
    # The templates a one-off page could join, by what a page must share with them to fill
    # one of their slots: the prefix and the number of segments below it.
    shapes: dict[tuple[tuple[str, ...], int], list[tuple[int, list[str]]]] = {}
    for other, (layout, _) in sorted(layouts.items()):
        if layout not in generic and (parts := below_home(clusters[other].template.partition(LAYOUT_MARK)[0], home)):
            shapes.setdefault((tuple(parts[0]), len(parts[1])), []).append((other, parts[1]))
    joining: dict[int, list[int]] = {}
    undecided: list[tuple[str, str]] = []
    for at, cluster in enumerate(clusters):
        if cluster.repeating or cluster.page_type != CONTENT:
            continue
        pages = cluster.candidates.candidates()
        mine = below_home(cluster.template, home)
        if mine is None or any(candidate.key in navigation for candidate in pages):
            continue
        seen = {layout_id(signatures[candidate.key]) for candidate in pages if candidate.key in signatures}
        targets = sorted((clusters[other].template, other) for other, theirs in shapes.get((tuple(mine[0]), len(mine[1])), ())
                         if (layouts[other][0] in seen or not seen) and fills_slot(mine[1], theirs))
        if not seen and targets and pages:
            undecided.append((pages[0].key, pages[0].url))
        elif len(seen) == 1 and len(targets) == 1:
            joining.setdefault(targets[0][1], []).append(at)
    replaced: dict[int, Cluster | None] = {}
    decisions = []
    for target in sorted(joining):
        lead = clusters[target]
        one_offs = [clusters[at] for at in sorted(joining[target], key=lambda at: clusters[at].template)]
        made = [Decision("attach", (page.template,), (lead.template,), (layouts[target],)) for page in one_offs]
        replaced[target] = joined([lead, *one_offs], explanation=(*lead.explanation, *(d.describe() for d in made)))
        replaced.update((at, None) for at in joining[target])
        decisions.extend(made)
    return without_replaced(clusters, replaced), decisions, sorted(undecided)


def below_home(template: str, home: list[str]) -> tuple[list[str], list[str]] | None:
    """``(prefix, rest)`` of a template's path without a query: ``prefix`` is the home page's
    folder ``home`` (its segments) and any folded prefix (``{lang?}``) after it, ``rest`` the
    segments below them; None for a template with a query or outside the folder.

    >>> below_home("/lab/{lang?}/news/{slug}", ["lab"]), below_home("/docs/a", ["lab"]), below_home("/a?p={n}", [])
    ((['lab', '{lang?}'], ['news', '{slug}']), None, None)
    """
    path, _, query = template_parts(template)
    segments = [segment for segment in path.split("/") if segment]
    if query or segments[:len(home)] != home:
        return None
    prefix, rest = segments[:len(home)], segments[len(home):]
    while rest and rest[0] in FOLDED_PREFIXES:
        prefix.append(rest.pop(0))
    return prefix, rest


def first_level_name(template: str, home: list[str]) -> tuple[list[str], str] | None:
    """``(prefix, name)`` of a template one literal segment below the home page's folder
    ``home`` and any folded prefix (:func:`below_home`); else None.

    >>> first_level_name("/{lang?}/why-valves-fail", []), first_level_name("/lab/about", ["lab"])
    ((['{lang?}'], 'why-valves-fail'), (['lab'], 'about'))
    >>> first_level_name("/blog/a-post", []), first_level_name("/{slug}", []), first_level_name("/a?p=1", [])
    (None, None, None)
    """
    found = below_home(template, home)
    if found is None or len(found[1]) != 1 or is_slot(found[1][0]):
        return None
    return found[0], found[1][0]


def stem(name: str) -> str:
    """A first-level page's name as a folder would spell it: no extension, any case.

    >>> stem("Docs.html"), stem("v2.0"), stem("about")
    ('docs', 'v2.0', 'about')
    """
    return split_extension(name)[0].casefold()


def section_names(templates: list[str], home: list[str]) -> set[str]:
    """The folders of the site's first level that hold pages (:func:`stem` spelling): the
    literal segment below the home page's folder ``home`` and any folded prefix of every
    template that goes deeper.

    >>> sorted(section_names(["/{lang?}/Tags/{slug}", "/about", "/{slug}/{slug}", "/lab/x/y"], []))
    ['lab', 'tags']
    >>> sorted(section_names(["/lab/x/y", "/lab/about", "/docs/a/b"], ["lab"]))
    ['x']
    """
    names = set()
    for template in templates:
        found = below_home(template, home)
        if found is not None and len(found[1]) >= 2 and not is_slot(found[1][0]):
            names.add(stem(found[1][0]))
    return names


def gathered_name(prefix: list[str], names: list[str], taken: set[str], layout: str) -> str:
    """The name of gathered first-level pages: a slot below ``prefix``, with the extension
    the names share, and the layout's mark when another template has that name.

    >>> gathered_name([], ["a.html", "b.html"], set(), "c4"), gathered_name(["{lang?}"], ["a", "b.php"], set(), "c4")
    ('/{slug}.html', '/{lang?}/{slug}')
    >>> gathered_name([], ["a", "b"], {"/{slug}"}, "c4")
    '/{slug}#layout-c4'
    """
    extensions = {split_extension(name)[1] for name in names}
    extension = extensions.pop() if len(extensions) == 1 else None
    name = "/" + "/".join((*prefix, SECTION_SLOT + (f".{extension}" if extension else "")))
    return f"{name}{LAYOUT_MARK}{layout}" if name in taken else name


def gather(clusters: list[Cluster], signatures: Signatures, navigation: Collection[str] = frozenset()
           ) -> tuple[list[Cluster], list[Decision], list[tuple[str, str]]]:
    """The templates with the one-off pages at the site's first level that are one page type
    gathered into one template, at the place of the first of them (``navigation``: the keys of
    the pages the home page's navigation links); see the module's docstring. Also ``(page key,
    URL)`` of the pages whose layouts are still unknown where they could decide a gather (a level where
    the most pages of one layout no common page shows, with the pages not seen yet, would
    reach the bars): without them a link crawl that fetched a third of a flat blog's posts
    never gathers them."""
    home = home_segments(clusters)
    first_level = {at: found for at, cluster in enumerate(clusters)
                   if not cluster.repeating and cluster.page_type == CONTENT
                   and (found := first_level_name(cluster.template, home))}
    sections = section_names([cluster.template for cluster in clusters], home)
    frames = common_frames(clusters, signatures)
    by_layout: dict[tuple[str, ...], dict[str, list[int]]] = {}
    unseen: dict[tuple[str, ...], list[tuple[str, str, str]]] = {}
    signature_of: dict[str, frozenset[str]] = {}
    for at in sorted(first_level, key=lambda at: clusters[at].template):
        if stem(first_level[at][1]) in sections:
            continue
        prefix = tuple(first_level[at][0])
        pages = [candidate for candidate in clusters[at].candidates.candidates() if candidate.key not in navigation]
        seen = [(candidate.key, signatures[candidate.key]) for candidate in pages if candidate.key in signatures]
        if pages and not seen:
            unseen.setdefault(prefix, []).append((clusters[at].template, pages[0].key, pages[0].url))
        for key, signature in seen:
            layout = layout_id(signature)
            signature_of[layout] = signature
            by_layout.setdefault(prefix, {}).setdefault(layout, []).append(at)
    taken = {cluster.template for cluster in clusters}
    replaced: dict[int, Cluster | None] = {}
    decisions = []
    undecided: list[tuple[str, str]] = []

    def bars(members: int, level: list[int]) -> bool:
        return members >= GATHER_PAGES and members >= GATHER_SHARE * len(level)

    def like_a_common_page(layout: str) -> bool:
        return is_generic(signature_of[layout], frames)

    for prefix in sorted(by_layout.keys() | unseen.keys()):
        layouts = by_layout.get(prefix, {})
        level = sorted(at for at, (other, _) in first_level.items() if tuple(other) == prefix)
        most = max((len(set(members)) for layout, members in layouts.items() if not like_a_common_page(layout)),
                   default=0)
        if bars(most + len(unseen.get(prefix, ())), level):
            undecided.extend((key, url) for _, key, url in sorted(unseen.get(prefix, ())))
        for layout, members in sorted(layouts.items()):
            # A one-off template whose pages show two layouts (a page and its edition's copy)
            # joins one gather only: in two, its pages were two templates' at once.
            members = sorted(set(members) - replaced.keys(), key=lambda at: clusters[at].template)
            if not bars(len(members), level) or like_a_common_page(layout):
                continue
            parts = [clusters[at] for at in members]
            name = gathered_name(list(prefix), [first_level[at][1] for at in members], taken, layout)
            taken.add(name)
            decision = Decision("gather", tuple(clusters[at].template for at in level), (name,),
                                ((layout, len(members)),))
            replaced[members[0]] = joined(parts, template=name, repeating=True, explanation=(decision.describe(),),
                                          family="")
            replaced.update((at, None) for at in members[1:])
            decisions.append(decision)
    return without_replaced(clusters, replaced), decisions, undecided


def lead(cluster: Cluster, signatures: Signatures) -> tuple[Cluster, Decision | None]:
    """The template led by the best-ranked page of its main layout, when its own best-ranked
    page was fetched and shows a layout too rare to split it (seen on fewer than
    :data:`MIN_PAGES` pages) beside a main layout seen on :data:`MIN_PAGES` or more: a blog's
    archive page among its posts, or the fingerprint misreading one page. Either way the row
    stands for the pages the template holds, not for the one unlike them. The best-ranked
    page is read by rank alone, so a re-run leads as the run before did; a previous sample's
    pages still come first (:meth:`~.candidates.CandidateSet.led_by`). Otherwise the
    template as it is."""
    groups = layout_groups(fetched_pages(cluster, signatures))
    best = cluster.candidates.candidates()[:1]  # by rank, a previous sample's pages among the others
    if not cluster.repeating or len(groups) < 2 or len(groups[0][1]) < MIN_PAGES or not best \
            or best[0].key not in signatures or best[0].key in groups[0][1]:
        return cluster, None
    first = groups[0][1][0]  # layout_groups lists each layout's pages in rank order
    decision = Decision("lead", (cluster.template,), (first,), tuple((layout, len(keys)) for layout, keys in groups))
    return replace(cluster, candidates=cluster.candidates.led_by(first),
                   explanation=(*cluster.explanation, decision.describe())), decision


def refine(clusters: list[Cluster], signatures: Signatures, navigation: Collection[str] = frozenset()) -> Refined:
    """Split (or lead), merge, attach, then gather, the templates ``clusters`` by the layout ``signatures`` of
    their fetched pages that are pages (by page key); ``navigation``: the keys of the pages the
    home page's navigation links. Each template whose fetched pages show one layout (a one-off
    page: its page's) carries it (:attr:`~.clustering.Cluster.layout`), and each one a page of
    which was fetched says so (:attr:`~.clustering.Cluster.fetched`), for the allocator. A
    signature of fewer than :data:`MIN_PATHS` paths is no evidence: the fingerprint saw no frame (a page whose body holds its text
    directly is one region, whatever its layout), so it neither splits nor merges. No
    signatures: the templates as they are."""
    signatures = {key: signature for key, signature in signatures.items() if len(signature) >= MIN_PATHS}
    if not signatures:
        return Refined(list(clusters), [])
    made: list[Cluster] = []
    decisions: list[Decision] = []
    for cluster in clusters:
        parts, decision = split(cluster, signatures)
        if decision is None:
            led, decision = lead(cluster, signatures)
            parts = [led]
        made.extend(parts)
        if decision is not None:
            decisions.append(decision)
    merged, merges = merge(made, signatures)
    attached, attachments, unattached = attach(merged, signatures, navigation)
    gathered, gathers, undecided = gather(attached, signatures, navigation)
    laid_out = [replace(cluster, layout=found[0] if (found := known_layout(cluster, signatures)) else "",
                        fetched=bool(fetched_pages(cluster, signatures)))
                for cluster in gathered]
    return Refined(laid_out, decisions + merges + attachments + gathers, undecided + unattached)
