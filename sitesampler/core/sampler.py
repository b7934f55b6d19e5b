"""SiteSampler: URLs in, a deterministic WCAG-EM sample out. The one object front ends use.

Usable on a plain URL list (``sitesampler plan``), from the crawl's sampling (one call per URL
found), or as a library. It owns the three things every front end must agree on: which URLs
belong to the site (:class:`~.lanes.PlainScope`), which spellings are one page (de-duplication
by a keyed hash), and the seed (the canonical root) that makes the sample repeatable.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Collection, Iterable, Mapping
from dataclasses import asdict, dataclass, field, replace
from operator import itemgetter
from typing import Any
from urllib.parse import urlsplit

from .actions import REASONS as ACTION_REASONS, action_reason, folder_may_act, keep_example, may_act, programs_may_act
from .allocator import Allocation, family_key, random_size
from .parameters import (DEFAULT_CLUSTERER, parse_budget, parse_clusterer, parse_random_share, parse_rotate,
                        parse_round)
from .batch import LeafBatch, Listing, group_by_folder, leaf_batch
from .bounded import remember
from .candidates import Candidate, CandidateSet, Keep
from .collector import collector_paused
from .clustering import Cluster, Clusterer, RulesClusterer
from .continuity import RANDOM_GROUP, PreviousSample, continuity_labels, left_behind, previous_sample, rotated_out
from .documents import DOCUMENT, DocumentStratum
from .exploration import (ROBOTS_REFUSED, Exploration, NeedsAccess, drawn_common_pages, extra_pages, extra_refusals,
                          page_keys, pages_needing_access, template_holding)
from .hashing import keyed_hash, site_key
from .hashset import HashSet
from .learned.tokens import home_folder
from .lanes import FOLDER_CACHE_SIZE, UNSEEN, Folder, PlainScope, folder_lane, is_plain_leaf
from .layout import frame, similarity
from .pages import (REASON_WORDS, REASONS, PageRecord, as_refused, is_view_of, moved_under, names_home, not_found_page,
                    plain_spelling, presumed_template, same_answer, says_nothing, set_aside_reason,
                    set_aside_template, spelling_order)
from .pagetypes import CONTENT, HOME, PASSWORD_PAGES, names_login, page_type
from .processes import find_processes
from .refine import MIN_PAGES, PROBES_PER_TEMPLATE, SAME_LAYOUT, Refined, layout_groups, refine
from .strata import STEP_4_3, allocate_strata, held_by_the_cap, row_notes
from .technologies import relied_upon
from .urls import NormalizedUrl, OutOfScope, is_page_leaf, kept_pair

#: A clusterer for ``SiteSampler``: one of ``CLUSTERERS`` by name, or a callable that builds
#: one given how many pages a template keeps (``None``: all), such as a clusterer class.
ClustererChoice = str | Callable[[int | None], Clusterer]


@dataclass(frozen=True, slots=True)
class SamplePick:
    """One row of the sample feed, in column order."""

    rank: int
    url: str
    sample: str  # structured | random
    reason: str  # home | common | representative | proportional | static | random
    page_type: str
    template: str
    cluster_size: int
    lastmod: str | None
    priority: float | None
    seed: str
    source: str  # "navigation" (the home page's header, nav or footer), "extra" (the user's), or ""
    note: str  # what the tester must know: a process step, access needed, WCAG-EM Step 4.3, a moved home page
    technologies: str  # the site's technologies relied upon, "; "-separated (the same on every row)
    round: int  # the re-run's number: with the seed, what reproduces the sample
    continuity: str  # kept | replaced | new (against the previous sample)
    replaces: str  # the previous page a replaced page stands in for
    # What a probe of the page saw (``verify``); empty when the page was not probed.
    status: int | None = None  # the final HTTP status
    final_url: str = ""  # where the page redirected to, when it did
    title: str = ""
    lang: str = ""
    layout: str = ""  # the short id of its layout (:func:`~.layout.layout_id`)


@dataclass(frozen=True, slots=True)
class ClusterSummary:
    """One template of the site, for the log summary and the report."""

    template: str
    size: int
    page_type: str
    repeating: bool
    picked: int
    sources: tuple[str, ...]
    explanation: tuple[str, ...]
    #: The template's best-ranked page, so a reader can see what the template is.
    example: str = ""
    #: The layouts its fetched pages showed (set-aside pages left out), ``(layout, pages)``,
    #: most pages first: the evidence a template's pages share one layout, or do not.
    layouts: tuple[tuple[str, int], ...] = ()


@dataclass(frozen=True, slots=True)
class SampleResult:
    picks: list[SamplePick]
    clusters: list[ClusterSummary]
    root: str  # the canonical root, port included
    seed: str
    stats: dict[str, int]
    technologies: list[str] = field(default_factory=list)
    needs_access: list[NeedsAccess] = field(default_factory=list)
    processes: list[dict[str, Any]] = field(default_factory=list)  # name, steps (URLs), sampled
    round: int = 0
    previous: PreviousSample | None = None
    #: URLs left out because they act (:mod:`.actions`): a few of each reason, by URL; the
    #: counts are the ``rejected_<reason>`` stats.
    excluded: dict[str, list[str]] = field(default_factory=dict)
    #: Probed pages that are no pages to sample, ``(reason, url)``, by reason then URL
    #: (:data:`~.pages.REASONS`).
    set_aside: list[tuple[str, str]] = field(default_factory=list)
    #: How the fetched pages' layouts split and merged templates (:mod:`.refine`), one line each.
    refinements: list[str] = field(default_factory=list)
    #: Templates presumed dead (:func:`presumed_dead`), ``(template, pages fetched, pages left
    #: out, the pages the sample could pick, the template's pages)``, by template: a template
    #: keeps a bounded list of pages to pick from (:mod:`.candidates`), which the counts are of.
    presumed_dead: list[tuple[str, int, int, int, int]] = field(default_factory=list)
    #: Rows whose answer said nothing of their page (:func:`~.pages.says_nothing`: the server
    #: refused the crawler), kept unverified: ``(url, status, final URL)``, in rank order.
    refused: list[tuple[str, int, str]] = field(default_factory=list)
    #: Pages presumed no pages for nothing linking to them (:func:`presumed_unlinked`),
    #: ``(template, reason, gone pages fetched, live pages fetched, pages left out, the pages the
    #: sample could pick, the template's pages)``, by template.
    presumed_unlinked: list[tuple[str, str, int, int, int, int, int]] = field(default_factory=list)
    #: The user's extra URLs the sample cannot hold, ``(url, why)`` in the order given
    #: (:func:`~.exploration.extra_refusals`).
    extra_left_out: list[tuple[str, str]] = field(default_factory=list)
    #: The structured sample size asked for.
    budget: int = 0
    #: When the structured sample is smaller than ``budget``: the templates that gave as many
    #: pages as one template may while holding more (:func:`~.strata.held_by_the_cap`),
    #: ``(template, pages given, pages)``; the others gave every page they could.
    capped: list[tuple[str, int, int]] = field(default_factory=list)
    #: The previous sample's pages no row holds or replaces, ``(url, why)``, in its order
    #: (:func:`~.continuity.left_behind`).
    previous_left: list[tuple[str, str]] = field(default_factory=list)


#: What cut verification short -> the stat that says so.
CUT_SHORT_STATS = {"time": "verify_cut_short", "interrupt": "verify_interrupted"}


@dataclass(frozen=True, slots=True)
class Evidence:
    """What the crawl learnt by fetching pages: each probed URL's record, and the site's
    answer to a URL that cannot exist (``not_found``, for telling soft 404s)."""

    records: Mapping[str, PageRecord] = field(default_factory=dict)
    not_found: PageRecord | None = None
    #: Whether the fetched pages' layouts may split and merge the URL templates (:mod:`.refine`).
    refine: bool = False
    #: What dropped pages verification asked for, if anything did: ``"time"``, the crawl's time
    #: budget (stat ``verify_cut_short``), or ``"interrupt"``, the user (stat
    #: ``verify_interrupted``). Its rows not fetched are then left by that, not by ``verify``.
    cut_short: str = ""
    #: Whether the crawl sent credentials (basic auth, cookies): a page it fetched may then be
    #: one only a signed-in auditor sees.
    signed_in: bool = False



def public_pages(records: Mapping[str, PageRecord], set_aside: Mapping[str, str], signed_in: bool) -> frozenset[str]:
    """The probed pages anyone may open: fetched without credentials, answered as a page
    (200, not set aside). A sign-up form or a member's public profile is of an account type
    but needs no access, and the test tools may open it.

    >>> records = {"/join": PageRecord("https://a.example/join", 200), "/me": PageRecord("https://a.example/me", 200),
    ...            "/orders": PageRecord("https://a.example/orders", 403)}
    >>> sorted(public_pages(records, {"/me": "login_wall"}, False)), public_pages(records, {}, True)
    (['/join'], frozenset())
    """
    if signed_in:
        return frozenset()
    return frozenset(key for key, record in records.items() if record.status == 200 and key not in set_aside)


def make_clusterer(choice: ClustererChoice, keep: int | None, root: str = "") -> Clusterer:
    """The clusterer ``choice`` names ("learned" or "rules") or builds, keeping ``keep`` pages
    a template; a learned one is told the folder of the site's home page ``root``, where the
    site's sections begin."""
    if choice == "rules":
        return RulesClusterer(keep)
    if not callable(choice):
        parse_clusterer(choice)
    from .learned import LearnedClusterer, home_folder

    clusterer = choice(keep) if callable(choice) else LearnedClusterer(keep)
    if isinstance(clusterer, LearnedClusterer):
        clusterer.home = home_folder(root)
    return clusterer


def answer_per_page(judged: list[tuple[NormalizedUrl, PageRecord, str]]) -> list[tuple[NormalizedUrl, PageRecord, str]]:
    """One answer per page of the fetched ``(page, record, verdict)``, given by URL: the answer
    to the page's own spelling (``page.url``, as its row names it, or a URL naming no more
    than it does, its parameters in another order: :func:`spells_the_page`) when it was
    fetched, else the last one. A link crawl fetches a list's later views (``/blog/?page=2``,
    Joomla's ``&limitstart=8``) for what they list; they are spellings of the list's page, and
    the row of ``/blog/`` is the list's first view, with its title, not the view fetched last.

    >>> blog = NormalizedUrl("/blog", "https://s.example/blog/", ("blog",), ())
    >>> fetched = [(blog, PageRecord("https://s.example/blog/", 200, title="Blog"), ""),
    ...            (blog, PageRecord("https://s.example/blog/?page=2", 200, title="Blog, page 2"), "")]
    >>> [record.title for _, record, _ in answer_per_page(fetched)], [record.title for _, record, _ in answer_per_page(fetched[1:])]
    (['Blog'], ['Blog, page 2'])
    >>> news = NormalizedUrl("/index.php?id=9&view=category", "https://s.example/index.php?id=9&view=category",
    ...                      ("index.php",), (("id", "9"), ("view", "category")))
    >>> fetched = [(news, PageRecord("https://s.example/index.php?view=category&id=9", 200, title="News"), ""),
    ...            (news, PageRecord("https://s.example/index.php?view=category&id=9&limitstart=8", 200, title="News 3"), "")]
    >>> [record.title for _, record, _ in answer_per_page(fetched)]
    ['News']
    """
    chosen: dict[str, tuple[NormalizedUrl, PageRecord, str]] = {}
    for entry in judged:
        page, _, _ = entry
        held = chosen.get(page.key)
        if held is None or not spells_the_page(held[1].url, held[0]):
            chosen[page.key] = entry
    return list(chosen.values())


def spells_the_page(url: str, page: NormalizedUrl) -> bool:
    """Whether ``url``, a spelling of ``page``, names the page itself: it is the page's own
    spelling, or every parameter it carries identifies the page (no later page, sort or view:
    :func:`~.urls.kept_pair`), in whatever order."""
    if url == page.url:
        return True
    parts = urlsplit(url)
    return bool(parts.query) and all(kept_pair(pair, parts.path or "/") for pair in parts.query.split("&") if pair)


def row_url(url: str, record: PageRecord | None) -> str:
    """The URL a row names for the page found at ``url``: ``url``, unless verification fetched
    the page (one page key) under another spelling, ``record``; then where that one ended.
    The spelling found may be no page where the one fetched is (``/10/4351//`` in a
    sitemap, ``/10/4351/`` linked: a static host answers the first with 404), and the page is
    fetched once, so the row names what was verified.

    >>> row_url("https://s.example/t/1//", PageRecord("https://s.example/t/1/", 200))
    'https://s.example/t/1/'
    >>> row_url("https://s.example/a/", PageRecord("https://s.example/a", 200, final_url="https://s.example/a/"))
    'https://s.example/a/'
    >>> row_url("https://s.example/b", PageRecord("https://s.example/b", 200, final_url="https://s.example/b/")), row_url("https://s.example/c", None)
    ('https://s.example/b', 'https://s.example/c')

    A link fetched with a fragment names the page without it, as the page's own spelling does:

    >>> row_url("https://s.example/m.html", PageRecord("https://s.example/m.html#run", 200))
    'https://s.example/m.html'
    """
    if record is None or record.url == url:
        return url
    return (record.final_url or record.url).partition("#")[0]


def probe_columns(record: PageRecord | None, layout: str = "", url: str = "") -> tuple[int | None, str, str, str, str]:
    """A pick's ``status``, ``final_url`` (only when it differs from the URL fetched and the
    row's ``url``), ``title``, ``lang`` and ``layout`` (as :func:`shown_layouts` names it, else
    the record's own) from its probe; empty when it was not probed."""
    if record is None:
        return None, "", "", "", ""
    final = record.final_url if record.final_url not in (record.url, url) else ""
    return record.status or None, final, record.title, record.lang, layout or record.layout


def shown_layouts(clusters: list[Cluster], records: Mapping[str, PageRecord],
                  set_aside: Mapping[str, str]) -> dict[str, str]:
    """Each fetched page's layout as the outputs show it, by page key: within its template,
    variants of one frame (signatures at least ``SAME_LAYOUT`` alike: a page showing a
    banner or a cart drawer the others do not) are one layout, named by its most common id
    (:func:`~.refine.layout_groups`, which splits read too). Set-aside pages are left out."""
    shown: dict[str, str] = {}
    for cluster in clusters:
        fetched = [(candidate.key, records[candidate.key]) for candidate in cluster.candidates.candidates()
                   if candidate.key in records and candidate.key not in set_aside and records[candidate.key].layout]
        for layout, keys in layout_groups([(key, record.signature) for key, record in fetched if record.signature]):
            shown.update(dict.fromkeys(keys, layout))
        shown.update((key, record.layout) for key, record in fetched if not record.signature)  # a bare id
    return shown


def layouts_seen(cluster: Cluster, shown: Mapping[str, str]) -> tuple[tuple[str, int], ...]:
    """The layouts of the template's fetched pages that are pages (``shown``:
    :func:`shown_layouts`), ``(layout, pages)``, most pages first, then by id
    (``tests/test_core_pages.py``)."""
    seen = Counter(shown[candidate.key] for candidate in cluster.candidates.candidates() if candidate.key in shown)
    return tuple(sorted(seen.items(), key=lambda entry: (-entry[1], entry[0])))


#: Why a fetched page is set aside that says its template's other pages are likely the same:
#: errors and silence (a server refusing the crawler, an outage) say nothing of them.
PRESUMING = frozenset(REASONS) - {"http_error", "unreachable"}


def presumed_dead(clusters: list[Cluster], records: Mapping[str, PageRecord],
                  set_aside: Mapping[str, str], decided: Collection[str] = frozenset(),
                  rows: Mapping[str, int] | None = None) -> list[tuple[str, int, list[str]]]:
    """The templates with more fetched pages than the sample gives them rows, at least two,
    and none of them a page to sample, each one set aside for a reason in :data:`PRESUMING`
    (gone, a soft 404, a redirect stub, a login wall, not HTML; a stub redirecting within its
    own path is no such evidence, :func:`moved_within`): ``(template, pages fetched,
    keys of its pages never fetched)``, by template. A dead pick is replaced by the next page
    of its template; when that one was dead too, the template's pages nobody fetched are
    presumed no pages either and are never sampled, so an unfetched row never stands in for a
    template whose fetched pages were all dead; but not the pages ``decided`` by the links of
    the fetched pages, pages or let go (:func:`presumed_unlinked`). ``rows``: the rows each
    template gets in the allocation without the pages set aside, by template (None: one), as
    verification plans its next pages (:meth:`SiteSampler.probe_plan`): a template given two
    rows whose two picks were dead has had no stand-in tried yet (a shop's two best-ranked
    products gone from its catalogue say little of the other 78), so its stand-ins are planned
    and fetched while ``verify`` lasts. The sample itself presumes from two dead pages: it only
    matters once ``verify`` is spent, as until then every row of the sample is fetched before
    the sample is final (``tests/test_core_pages.py``)."""
    found = []
    for cluster in clusters:
        candidates = cluster.candidates.candidates()
        fetched = [candidate.key for candidate in candidates if candidate.key in records]
        needed = 1 + max(1, (rows or {}).get(cluster.template, 1))
        if len(fetched) >= needed and all(set_aside.get(key) in PRESUMING and not moved_within(records[key], key)
                                          for key in fetched):
            never = [candidate.key for candidate in candidates
                     if candidate.key not in records and candidate.key not in decided]
            if never:
                found.append((cluster.template, len(fetched), never))
    return sorted(found, key=lambda entry: (entry[0], entry[2]))


def moved_within(record: PageRecord, key: str) -> bool:
    """Whether a page redirected to a page of its own program or path, which answered: a
    forum's ``showthread.php?tid=5&action=lastpost`` sends the visitor to the thread's last
    post, ``showthread.php?tid=5&pid=9``. Such a stub says its template lives, not that it died
    (:func:`presumed_dead`): the board's threads were presumed dead from their stubs. A
    program's page is the same item only when a parameter of the stub's, name and value, is
    still in the target: a front controller (``index.php``) answers every page of the site,
    and SMF's stub ``index.php?msg=797`` sends to another template's page,
    ``index.php?topic=42.msg797``.

    >>> moved_within(PageRecord("https://f.example/showthread.php?tid=5&action=lastpost", 200,
    ...                         final_url="https://f.example/showthread.php?tid=5&pid=9"), "/showthread.php?action=lastpost&tid=5")
    True
    >>> moved_within(PageRecord("https://d.example/guide/old.html", 200, final_url="https://d.example/guide/new.html"),
    ...              "/guide/old.html")
    False
    >>> moved_within(PageRecord("https://f.example/index.php?msg=797", 200,
    ...                         final_url="https://f.example/index.php?topic=42.msg797"), "/index.php?msg=797")
    False
    """
    target = record.target
    if not target or record.status != 200:
        return False
    path, _, query = key.partition("?")
    parts = urlsplit(target)
    if parts.path.rstrip("/") != path.rstrip("/"):
        return False
    return not query or not set(query.split("&")).isdisjoint(parts.query.split("&"))


#: Why a fetched page is set aside that says the site let it go: it moved the page away or
#: removed it, and a site stops linking to such a page (:func:`presumed_unlinked`).
LET_GO = ("redirect", "not_found", "soft_404")


@dataclass(frozen=True, slots=True)
class Unlinked:
    """Pages nobody fetched of one template, presumed no pages for nothing linking to them
    (:func:`presumed_unlinked`): the template, the reason presumed, the template's fetched
    pages let go (``gone``) and those that are pages (``live``), and the keys of the pages
    presumed."""

    template: str
    reason: str
    gone: int
    live: int
    keys: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class LinkEvidence:
    """What the fetched pages' links showed (:func:`presumed_unlinked`): of the fetched pages
    let go, how many nothing links to; of those that are pages, how many another links to."""

    let_go: int
    let_go_unlinked: int
    pages: int
    pages_linked: int


#: The share of the fetched pages nothing links to that must have been let go, and of those
#: linked that must be pages, for the links to say which pages nobody fetched are which: nine
#: in ten (a docs tree's orphan page, a changelog still linked, do not undo the evidence of
#: dozens; a site whose links split its pages at random gives about half).
LINKS_AGREE = 0.9


def presumed_unlinked(clusters: list[Cluster], records: Mapping[str, PageRecord], set_aside: Mapping[str, str],
                      linked: Callable[[], Collection[str]]
                      ) -> tuple[list[Unlinked], frozenset[str], LinkEvidence | None]:
    """What the links of the fetched pages say of the pages nobody fetched, where the fetched
    pages show that the links tell the site's pages from the pages it let go. Among the fetched
    pages of the repeating templates: at least :data:`~.refine.MIN_PAGES` were let go (set aside
    for a reason of :data:`LET_GO`) and nothing links to them, as many are pages another links
    to, and of those nothing links to at least :data:`LINKS_AGREE` were let go, of those linked
    at least as large a share are pages. A site that moved or removed pages
    (a docs site's moved pages left as redirect stubs at addresses shaped like its pages,
    still in its sitemap) stops pointing its readers to them, while its pages link each other
    (a docs tree's navigation): where the fetched pages split so, the link says what the URL
    cannot.

    Returns the pages presumed let go, by template: in each template with a fetched page let
    go, its pages nobody fetched that nothing links to, with the reason most of its gone pages
    had (ties in :data:`LET_GO`'s order); and every page the links decided, those presumed let
    go and those nobody fetched that a page links to, presumed pages: a template presumed dead
    (:func:`presumed_dead`) leaves them to this evidence, which is the pages' own; and the
    counts that held the bars (None when they did not).
    ``linked``: the keys of the pages a fetched page that is a page links to (its links to
    itself aside), asked for only when enough pages were let go (``tests/test_core_pages.py``).
    """
    def is_live(key: str) -> bool:
        return key in records and key not in set_aside and not records[key].refused

    repeating = [cluster for cluster in clusters if cluster.repeating]
    held = [candidate.key for cluster in repeating for candidate in cluster.candidates.candidates()]
    gone = [key for key in held if set_aside.get(key) in LET_GO]
    live = [key for key in held if is_live(key)]
    if len(gone) < MIN_PAGES or len(live) < MIN_PAGES:
        return [], frozenset(), None
    reached = linked()
    unlinked_gone = sum(1 for key in gone if key not in reached)
    linked_live = sum(1 for key in live if key in reached)
    unlinked_live, linked_gone = len(live) - linked_live, len(gone) - unlinked_gone
    if unlinked_gone < MIN_PAGES or linked_live < MIN_PAGES \
            or unlinked_gone < LINKS_AGREE * (unlinked_gone + unlinked_live) \
            or linked_live < LINKS_AGREE * (linked_live + linked_gone):
        return [], frozenset(), None
    found = []
    for cluster in repeating:
        candidates = cluster.candidates.candidates()
        reasons = Counter(reason for candidate in candidates if (reason := set_aside.get(candidate.key)) in LET_GO)
        keys = tuple(candidate.key for candidate in candidates
                     if candidate.key not in records and candidate.key not in reached)
        if reasons and keys:
            reason = min(reasons, key=lambda name: (-reasons[name], LET_GO.index(name)))
            found.append(Unlinked(cluster.template, reason, sum(reasons.values()),
                                  sum(1 for candidate in candidates if is_live(candidate.key)), keys))
    decided = frozenset(candidate.key for cluster in repeating for candidate in cluster.candidates.candidates()
                        if candidate.key not in records and candidate.key in reached)
    decided |= frozenset(key for entry in found for key in entry.keys)
    return (sorted(found, key=lambda entry: (entry.template, entry.keys)), decided,
            LinkEvidence(len(gone), unlinked_gone, len(live), linked_live))


def never_sampled(set_aside: Mapping[str, str], dead_templates: list[tuple[str, int, list[str]]],
                  unlinked: Iterable[Unlinked]) -> frozenset[str]:
    """The page keys the allocation goes without: the pages set aside, the pages nobody
    fetched of the templates :func:`presumed_dead` gave (``dead_templates``), and those
    :func:`presumed_unlinked` gave (``unlinked``)."""
    return frozenset(set_aside) | frozenset(key for _, _, keys in dead_templates for key in keys) \
        | frozenset(key for entry in unlinked for key in entry.keys)


def layout_probes(clusters: list[Cluster], records: Mapping[str, PageRecord], per_template: int) -> list[str]:
    """Pages that would show whether each repeating template holds one layout: its first
    ``per_template`` pages in the random order (spread over the template, where its best pages
    are its newest), those not fetched yet; one of every template a turn (the largest
    templates' first), so that a bounded ``verify`` spreads over the templates."""
    wanted: list[list[str]] = []
    for cluster in sorted((each for each in clusters if each.repeating), key=lambda each: (-each.size, each.template)):
        spread = cluster.candidates.by_random()[:per_template]
        wanted.append([candidate.url for candidate in spread if candidate.key not in records])
    return [urls[turn] for turn in range(per_template) for urls in wanted if turn < len(urls)]


def home_key(scope: PlainScope, root: str) -> str:
    """The page key of the site's home page, the root URL (``/`` when the root is not a page)."""
    try:
        return scope.normalize(root).key
    except OutOfScope:
        return "/"



#: The verdicts of a page sent to another address (the login page sent to its new address is a
#: login wall by its target's name).
MOVES = ("redirect", "login_wall")


def chrome_login_form(evidence: Evidence, is_home: Callable[[str], bool]) -> bool:
    """Whether the site shows a password form on every page: the home page (``is_home``) or its
    answer to a URL that cannot exist carries one. Then a page's password form says nothing of
    a login wall.

    >>> home = PageRecord("https://a.example/", 200, login_form=True)
    >>> chrome_login_form(Evidence({"https://a.example/": home}), lambda url: url == "https://a.example/")
    True
    >>> chrome_login_form(Evidence({}, PageRecord("https://a.example/nope", 404)), lambda url: False)
    False
    """
    if evidence.not_found is not None and evidence.not_found.login_form:
        return True
    return any(record.login_form for url, record in evidence.records.items() if is_home(url))


def aliases(answers: list[tuple[str, str]]) -> set[str]:
    """The page keys of ``answers`` (page key, digest of its bytes) that are one program's page
    asked for by other parameters: one path, the same bytes, other parameter names (a forum's
    ``viewtopic.php?pid=510``, a post's permalink, answering its topic's
    ``viewtopic.php?id=5``). The shortest address stays (then the first by key). The same
    names with other values are two pages that happen to look alike (two empty lists).

    >>> sorted(aliases([("/viewtopic.php?pid=510", "b1"), ("/viewtopic.php?id=5", "b1"), ("/viewtopic.php?id=6", "b2")]))
    ['/viewtopic.php?pid=510']
    >>> aliases([("/shop?cat=1", "e0"), ("/shop?cat=2", "e0")]), aliases([("/a?x=1", "b1"), ("/b?y=1", "b1")])
    (set(), set())
    """
    groups: dict[tuple[str, str], list[str]] = {}
    for key, digest in answers:
        path, mark, query = key.partition("?")
        if mark:
            groups.setdefault((path, digest), []).append(key)
    copies: set[str] = set()
    for keys in groups.values():
        if len(keys) < 2:
            continue
        kept, *others = sorted(keys, key=lambda key: (len(key), key))
        names = parameter_names(kept)
        copies.update(key for key in others if parameter_names(key) != names)
    return copies


def parameter_names(key: str) -> frozenset[str]:
    """The names of a page key's query parameters.

    >>> sorted(parameter_names("/viewtopic.php?id=5&p=2"))
    ['id', 'p']
    """
    return frozenset(pair.partition("=")[0] for pair in key.partition("?")[2].split("&") if pair)


class SiteSampler:
    """Collects a site's URLs, then allocates the sample.

    ``clusterer`` is a name of ``CLUSTERERS`` or a callable building one (see
    ``ClustererChoice``): benchmarks and tests pass their own this way. ``keep_all`` keeps
    every page of every template (for listing templates); otherwise each template keeps only
    the pages the allocator could pick, so memory does not grow with the site. ``previous`` is
    an earlier sample's rows (see :mod:`.continuity`): its pages keep their slots; ``rotate``
    is the share of them a re-run replaces, chosen by ``round`` (default: the previous round
    plus one, 1 after a sample that recorded none, 0 without a previous sample).
    """

    def __init__(self, root: str, budget: object = 20, random_share: object = 0.1,
                 clusterer: ClustererChoice = DEFAULT_CLUSTERER, keep_all: bool = False,
                 previous: Iterable[Mapping[str, object]] | None = None, rotate: object = 0,
                 round: object = None) -> None:
        self.scope = PlainScope(root)
        self.budget = parse_budget(budget)
        self.random_share = parse_random_share(random_share)
        self.rotate = parse_rotate(rotate)
        self.seed = self.scope.seed
        self._home_key = home_key(self.scope, root)
        self._home_url = root  # the site's address: its home page, in a folder or at the root
        self._home_folder = "/".join(("", *home_folder(root)))  # "/_" for /_/index.html, "" at the root
        self._key = site_key(self.seed)
        self.previous = None if previous is None else previous_sample(previous, self.scope, self._key)
        self.round = parse_round(round) if round is not None else \
            (max(self.previous.round, 0) + 1 if self.previous else 0)
        keep = None if keep_all else self.budget + random_size(self.budget, self.random_share, self.budget) + 1
        if keep is not None and self.previous:
            keep = Keep(keep, self.previous.hashes)
        self._clusterer = make_clusterer(clusterer, keep, root)
        self.documents = DocumentStratum(keep)
        self._seen = HashSet()  # a fraction of a set of ints' memory (see hashset.py)
        self._folders: dict[str, Folder | None] = {}
        self.listings = 0
        self.rejected: Counter[str] = Counter()
        #: A few URLs of each reason :mod:`.actions` refused (see ``keep_example``), and the
        #: reason of each URL refused, by its keyed hash: a URL is counted once however often listed.
        self.excluded: dict[str, list[str]] = {}
        self._acting: dict[int, str] = {}
        self._clusters: list[Cluster] | None = None
        #: The same templates as a sample without ``previous`` would see them (:meth:`clusters`).
        self._plain_clusters: list[Cluster] | None = None
        #: The page keys each fetched page links to, by its URL (:meth:`linked`).
        self._link_keys: dict[str, frozenset[str]] = {}

    def add(self, url: str, lastmod: str | None = None, priority: str | float | None = None,
            source: str | None = None) -> bool:
        """Take one URL as found; False (counted in ``rejected``) if it is not a page of the site."""
        return self.add_listings(((url, lastmod, priority),), source) == 1

    def add_listings(self, listings: Iterable[tuple[str, str | None, str | float | None]],
                     source: str | None = None) -> int:
        """Take many URLs as found, ``(url, lastmod, priority)`` each (a sitemap's entries);
        how many were pages of the site. The same as :meth:`add` on each.

        At a million URLs the per-URL layers of the general path (normalise, hash, tokenise,
        walk the clusterer's structure from its root) cost more than the work left once a folder
        is known. Steps: the entries are grouped by folder (:mod:`.batch`); a folder whose
        leaves are all plain, distinct page leaves is placed as one batch; in any other folder
        a URL that is a plain leaf (:func:`~.lanes.is_plain_leaf`, perhaps with a plain query)
        reuses what the folder's lane (:class:`~.lanes.Folder`) holds: its path, the hash
        prefix, and the clusterer's lane for it; everything else takes the general path.
        ``tests/test_core_lanes.py`` and ``tests/test_core_batch.py`` hold the three equal.
        """
        accepted = 0
        with collector_paused():  # nothing here makes a cycle: see .collector
            folders = group_by_folder(listings)
            for head in list(folders):  # each folder's entries let go once placed: less memory at once
                accepted += self._add_folder(head, folders.pop(head), source)
        self.listings += accepted
        if accepted:
            self._clusters = self._plain_clusters = None
        return accepted

    def _add_folder(self, head: str, entries: list[Listing], source: str | None) -> int:
        """The entries of one folder: as a batch when they all fit (:meth:`leaf_batch`), else
        one by one from the folder's lane, else (no lane) by the general path."""
        queries = [url for url, _, _ in entries if "?" in url]
        # A build's files by format (/_/downloads/en/latest/pdf/), a record's file
        # (/bitstreams/<uuid>/download), or a path that acts beyond its last segment's name
        # (/login/do_logout/<token>, /logout-nonce:<token>, /action/star, /export/html).
        joined = "".join(map(itemgetter(0), entries))
        colon_after = joined.count(":") > len(entries) * head.count(":")
        paths = "download" in head.lower() or folder_may_act(head, colon_after) or "/download" in joined \
            or "/Download" in joined or programs_may_act(joined)
        # The hints are looked for without the site's origin, which every URL repeats: a third
        # of the text, searched once for each hint.
        if paths or (queries and may_act("\n".join(queries).lower().replace(self.scope.origin.lower(), ""))):
            entries = self._without_actions(entries, paths)
            if not entries:
                return 0
        folder = self._folders.get(head, UNSEEN)
        if folder is UNSEEN:
            folder = self.new_folder(head)
        if folder is None:
            return sum(self._add_general(url, lastmod, priority, source) for url, lastmod, priority in entries)
        pages = self.leaf_batch(folder, entries) if len(entries) > 1 else None
        if pages is None:
            return self._add_one_by_one(folder, entries, source)
        self._clusterer.ingest_leaves(folder.lane, pages, source)
        return len(entries)

    def _without_actions(self, entries: list[Listing], paths: bool = False) -> list[Listing]:
        """``entries`` without the URLs with a query that act (:func:`~.actions.action_reason`:
        a token, a state change, a download), each counted in ``rejected`` and kept as an
        example; with ``paths``, those without a query too (a folder of downloads). A path that
        logs out is refused with the pages that are no HTML (:func:`~.urls.leaf_refusal`)."""
        kept = []
        for entry in entries:
            reason = action_reason(entry[0]) if paths or "?" in entry[0] else None
            if reason is None:
                kept.append(entry)
            else:
                self._refuse(reason, entry[0])
        return kept

    def _refuse(self, reason: str, url: str) -> None:
        if reason in ACTION_REASONS:
            url = url.strip()
            url_hash = keyed_hash(self._key, url)
            if url_hash in self._acting:
                return
            self._acting[url_hash] = reason
            keep_example(self.excluded, reason, url)
        self.rejected[reason] += 1

    def leaf_batch(self, folder: Folder, entries: list[Listing]) -> LeafBatch | None:
        """The folder's entries as one batch (:func:`~.batch.leaf_batch`); None sends them one
        by one (a subclass returning None always gives the same state, more slowly: that is
        how the tests hold the two paths equal)."""
        return leaf_batch(folder, entries, self.scope.origin, self._seen.add_many)

    def _add_one_by_one(self, folder: Folder, entries: list[Listing], source: str | None) -> int:
        origin, seen_add = self.scope.origin, self._seen.add
        ingest_leaf, query_leaf = self._clusterer.ingest_leaf, self.scope.plain_query_leaf
        accepted = 0
        query: tuple[tuple[str, str], ...]
        cut = entries[0][0].rfind("/") + 1  # the folder's URLs share all but their leaves
        for url, lastmod, priority in entries:
            leaf = url[cut:]
            if is_plain_leaf(leaf):
                rest, query = leaf, ()
            elif (parts := query_leaf(folder.path, leaf)) is not None:
                leaf, rest, query = parts
            else:
                accepted += self._add_general(url, lastmod, priority, source)
                continue
            if not is_page_leaf(leaf):
                accepted += self._add_general(url, lastmod, priority, source)  # counted as refused there
                continue
            key = folder.path + rest
            page_hash = keyed_hash(folder.hash_prefix, rest)  # = keyed_hash(self._key, key)
            ingest_leaf(folder.lane, leaf, query, key, origin + key, page_hash, lastmod, priority, source,
                        seen_add(page_hash))
            accepted += 1
        return accepted

    def new_folder(self, head: str) -> Folder | None:
        """The lane of the folder of ``head`` (a URL up to its last "/"), remembered; None sends
        its URLs down the general path (a subclass returning None always gives the same sample,
        more slowly: that is how the tests hold the two paths equal)."""
        return remember(self._folders, head, folder_lane(self.scope, self._key, self._clusterer, head),
                        FOLDER_CACHE_SIZE)

    def _add_general(self, url: str, lastmod: str | None, priority: str | float | None, source: str | None) -> bool:
        try:
            page = self.scope.normalize(url)
        except OutOfScope as refusal:
            if not (refusal.reason == "not_html" and self.documents.add(self.scope, self._key, url, lastmod, priority)):
                self._refuse(refusal.reason, url)
            return False
        page_hash = keyed_hash(self._key, page.key)
        self._clusterer.ingest(page, page_hash, lastmod, priority, source, self._seen.add(page_hash))
        return True

    def merge(self, other: "SiteSampler") -> None:
        """Take in the URLs ``other`` was given, as if they had been added here.

        This is how a big site is sampled on several cores: split its URLs by
        ``scope.worker_key`` (every spelling of a page goes to one sampler), add each part to
        its own sampler, then merge. The result is the sample of all the URLs, because the
        two samplers never saw the same page; ``other`` is not used afterwards.
        """
        if (other.seed, other.budget, other.random_share, other._clusterer.keep, other.previous, other.rotate,
                other.round) != (self.seed, self.budget, self.random_share, self._clusterer.keep, self.previous,
                                 self.rotate, self.round) or \
                type(other._clusterer) is not type(self._clusterer):
            raise ValueError("only samplers of the same site and settings merge")
        self._clusterer.merge(other._clusterer)
        self.documents.merge(other.documents)
        if len(other._seen) > len(self._seen):  # insert the smaller table into the larger
            self._seen, other._seen = other._seen, self._seen
        self._seen.update(other._seen)
        self.listings += other.listings
        for url_hash, reason in other._acting.items():  # a URL refused by both counts once
            if url_hash in self._acting:
                other.rejected[reason] -= 1
            self._acting[url_hash] = reason
        self.rejected.update(other.rejected)
        for reason, urls in other.excluded.items():
            for url in urls:
                keep_example(self.excluded, reason, url)
        self._clusters = self._plain_clusters = None

    def clusters(self, plain: bool = False) -> list[Cluster]:
        """The site's templates, largest first (finalized once, after the last ``add``); the
        root page is the home page wherever it lives (``/_/index.html`` is no content page).
        A home page that a template of other pages holds (the address given is a page of a
        folder's tree: ``/content/site/us/en.html`` among its sections' ``/content/{path}``)
        leaves it, a home page of its own: WCAG-EM samples it whatever its shape. A template of
        the home page's own kind (``/``, ``/en/``, ``/fr/``: the fronts of its languages)
        keeps it, first. ``plain``: the templates as they would be without the previous sample
        (:meth:`~.candidates.CandidateSet.plain`), which verification plans its probes by."""
        if self._clusters is None:
            with collector_paused():  # a trie's worth of copies and merges, no cycle: see .collector
                finalized = self._clusterer.finalize()
            if self.previous is not None:
                self._plain_clusters = self._home_placed([replace(cluster, candidates=cluster.candidates.plain())
                                                          for cluster in finalized])
            self._clusters = self._home_placed(finalized)
        if plain and self._plain_clusters is not None:
            return self._plain_clusters
        return self._clusters

    def _home_placed(self, clusters: list[Cluster]) -> list[Cluster]:
        """``clusters`` (changed in place) with the home page placed as :meth:`clusters` says."""
        alone: list[Cluster] = []
        for cluster in clusters:
            home = next((candidate for candidate in cluster.candidates.candidates()
                         if candidate.key == self._home_key), None)
            if home is not None and not cluster.repeating:
                cluster.page_type = HOME
                cluster.candidates = cluster.candidates.led_by(self._home_key)
            elif home is not None and cluster.page_type != HOME:
                own = CandidateSet(None)
                own.offer(home)
                alone.append(Cluster(urlsplit(home.url).path.rstrip("/") or "/", 1, False, HOME, own,
                                     cluster.sources, ("the address given: the home page",)))
                cluster.size -= 1
                cluster.candidates = cluster.candidates.without({home.key})
        clusters += alone
        for cluster in clusters:
            if self._home_folder:
                cluster.family = family_key(cluster.template, self._home_folder)
        return clusters

    def page_templates(self, evidence: Evidence | None = None, exploration: Exploration | None = None,
                       judged: Iterable[tuple[str, str]] | None = None) -> list[tuple[str, str]]:
        """``(url, template)`` for every page a template keeps, by URL: every distinct page of
        the site when the sampler keeps all (``keep_all``), as ``sitesampler templates`` prints;
        the templates refined by the ``evidence`` (and the home page's navigation the
        ``exploration`` found) when it says so. A fetched page set aside as no page (a redirect
        stub, a dead page) is named by why (:func:`~.pages.set_aside_template`), not by the
        template its URL has. ``judged``: the pages a sample set aside, ``(reason, url)``
        (:attr:`SampleResult.set_aside`), which then decide which pages are so named: the
        crawl's sample judged them on every page it fetched, while the evidence given here is
        only the pages its sampler keeps, and a copy is judged by the other pages naming its
        canonical page too."""
        records, set_aside, refined = self.refined(evidence or Evidence(), exploration)
        if judged is not None:
            set_aside = {page.key: reason for reason, url in judged if (page := self._page_or_none(url)) is not None}
        named = {key: set_aside_template(reason) for key, reason in set_aside.items()}
        for entry in self.presumed(refined.clusters, records, set_aside)[1]:
            named.update(dict.fromkeys(entry.keys, presumed_template(entry.reason)))
        return sorted((candidate.url, named.get(candidate.key, cluster.template))
                      for cluster in refined.clusters for candidate in cluster.candidates.candidates())

    def presumed(self, clusters: list[Cluster], records: Mapping[str, PageRecord], set_aside: Mapping[str, str],
                 rows: Mapping[str, int] | None = None
                 ) -> tuple[list[tuple[str, int, list[str]]], list[Unlinked], LinkEvidence | None]:
        """The pages nobody fetched presumed no pages: the templates presumed dead
        (:func:`presumed_dead`, given the ``rows`` each template gets), less the pages the
        fetched pages' links decide, and those the links presume let go, with the links'
        evidence (:func:`presumed_unlinked`)."""
        unlinked, decided, evidence = presumed_unlinked(clusters, records, set_aside,
                                                        lambda: self.linked(records, set_aside))
        return presumed_dead(clusters, records, set_aside, decided, rows), unlinked, evidence

    def linked(self, records: Mapping[str, PageRecord], set_aside: Mapping[str, str]) -> frozenset[str]:
        """The keys of the pages that the fetched pages that are pages (``records`` not
        ``set_aside``, nor refused) link to, each page's links to itself aside. Each page's
        links are read once: verification asks again every round."""
        reached: set[str] = set()
        for key, record in records.items():
            if key in set_aside or record.refused or not record.links:
                continue
            targets = self._link_keys.get(record.url)
            if targets is None:
                targets = self._link_keys[record.url] = frozenset(
                    page.key for url in record.links if (page := self._page_or_none(url)) is not None)
            reached.update(targets - {key})
        return frozenset(reached)

    def home_moved(self, clusters: list[Cluster], records: Mapping[str, PageRecord], set_aside: Mapping[str, str]
                   ) -> list[Cluster]:
        """``clusters`` with the page the home page sends the visitor to made the home page, when
        the home page was set aside as a redirect to a page found in its own right (``/`` to
        ``/it/home/``, by a redirect or a meta refresh): that page is the one a visitor of the
        site's address sees, so it stands for the home page rather than the sample going
        without one. A one-off page becomes the home page's type; a page of a repeating template
        (the site's front pages in two languages) leaves it, a home page of its own; a page of the
        home page's own template (``/{lang?}``: ``/``, ``/en/``, ``/fr/``) leads it, where the next
        page of the template stood for the home page, whichever language that was; a page no
        template holds (found only as the address's target) is a home page of its own."""
        moved_to = self.home_target(records, set_aside)
        if moved_to is None:
            return clusters
        home, target = moved_to
        clusters = self.holding(clusters, [target])
        if not any(candidate.key == target.key for cluster in clusters for candidate in cluster.candidates.candidates()):
            # No template holds it (a wiki's /wiki/Main_Page, linked by no page the crawl read):
            # a home page of its own.
            alone = CandidateSet(None)
            alone.offer(self._unlisted_candidate(target))
            return [*clusters, Cluster(urlsplit(target.url).path.rstrip("/") or "/", 1, False, HOME, alone, (),
                                       (f"the page {home.url} sends visitors to: the home page",))]
        moved: list[Cluster] = []
        for cluster in clusters:
            found = next((candidate for candidate in cluster.candidates.candidates()
                          if candidate.key == target.key), None)
            if found is None:
                moved.append(cluster)
            elif cluster.page_type == HOME:  # the address and its languages' fronts, one template
                moved.append(replace(cluster, candidates=cluster.candidates.led_by(target.key)))
            elif not cluster.repeating:
                moved.append(replace(cluster, page_type=HOME, candidates=cluster.candidates.led_by(target.key)))
            else:
                alone = CandidateSet(None)
                alone.offer(found)
                moved += [replace(cluster, size=cluster.size - 1, candidates=cluster.candidates.without({target.key})),
                          Cluster(urlsplit(found.url).path.rstrip("/") or "/", 1, False, HOME, alone, cluster.sources,
                                  (*cluster.explanation, f"the page {home.url} sends visitors to: the home page"))]
        return moved

    def holding(self, clusters: list[Cluster], pages: Iterable[NormalizedUrl]) -> list[Cluster]:
        """``clusters`` with each of ``pages`` among the candidates of its template, when none
        keeps it: a big template keeps only the pages a sample may need (a wiki's
        ``/wiki/<title>`` thousands), which need not be the page the home page sends visitors
        to, nor a common page the navigation links. Its template is the one whose pattern
        covers it (:func:`~.exploration.template_holding`)."""
        held = {candidate.key for cluster in clusters for candidate in cluster.candidates.candidates()}
        missing = sorted({page.key: page for page in pages if page.key not in held}.values(), key=lambda page: page.key)
        if not missing:
            return clusters
        covering = template_holding(clusters)
        offered: dict[int, CandidateSet] = {}
        for page in missing:
            template = covering(page.key)
            if template is not None:
                offered.setdefault(id(template), template.candidates.without(())).offer(self._unlisted_candidate(page))
        return [replace(cluster, candidates=offered[id(cluster)]) if id(cluster) in offered else cluster
                for cluster in clusters]

    def _unlisted_candidate(self, page: NormalizedUrl) -> Candidate:
        """``page`` as a candidate no listing gave (no ``lastmod``, no ``priority``)."""
        return Candidate((float("inf"), -0.5, keyed_hash(self._key, page.key)), page.key, page.url, None, None)

    def home_target(self, records: Mapping[str, PageRecord], set_aside: Mapping[str, str]
                    ) -> tuple[NormalizedUrl, NormalizedUrl] | None:
        """The site's address and the page of the site it sends visitors to, when the address
        was set aside as such a redirect (:meth:`home_moved`); else None. A page it
        sends visitors to that is a copy of the page its canonical link names sends them on
        there: DokuWiki's ``/`` redirects to ``/doku.php``, which names ``/doku.php?id=start``."""
        home = self._page_or_none(self._home_url)
        record = records.get(home.key) if home is not None else None
        if home is None or record is None or set_aside.get(home.key) != "redirect":
            return None
        target = self._page_or_none(record.target)
        if target is not None and set_aside.get(target.key) == "duplicate" and (landed := records.get(target.key)) \
                and landed.canonical:
            target = self._page_or_none(landed.canonical)
        if target is None or target.key == home.key or target.key in set_aside:
            return None
        return home, target

    def kept_evidence(self, evidence: Evidence) -> Evidence:
        """``evidence`` with only the records of the pages this sampler keeps (its templates'
        candidates), which are all its refinement reads: given it, a sampler that keeps every
        page (``keep_all``, the templates file) refines as this one did. A link crawl fetches
        more pages of a template than a sampler keeps, and more layouts seen could split it
        otherwise."""
        kept = {candidate.key for cluster in self.clusters() for candidate in cluster.candidates.candidates()}
        records = {url: record for url, record in evidence.records.items()
                   if (page := self._page_or_none(url)) is not None and page.key in kept}
        return replace(evidence, records=records)

    def refined(self, evidence: Evidence, exploration: Exploration | None = None, plain: bool = False
                ) -> tuple[dict[str, PageRecord], dict[str, str], Refined]:
        """:meth:`verdicts`, and the templates as the layouts of the fetched pages that are
        pages refine them (:func:`~.refine.refine`, told the pages the home page's navigation
        links) when ``evidence.refine``, with the decisions and the pages still undecided
        (``plain``: of the templates as they would be without the previous sample)."""
        records, set_aside = self.verdicts(evidence)
        navigation = page_keys(self.scope, exploration.navigation) if exploration else set()
        # The pages whose navigation link's text names a common page (a footer's "Contact" at
        # /navigation/<uuid>), by key; the first by URL where two links name one page.
        named: dict[str, str] = {}
        for url, kind in sorted(exploration.named.items()) if exploration else ():
            if (page := self._page_or_none(url)) is not None and page.key in navigation:
                named.setdefault(page.key, kind)
        # The common pages the navigation links, held by their templates even when too big to
        # keep them (AEM's /content/<site>/en/contact-us.html among a site's pages at budget
        # 10), so that they are drawn out as common pages whatever the budget.
        common = [page for url in (exploration.navigation if exploration else ())
                  if (page := self._page_or_none(url)) is not None and self._found(url)
                  and (page_type(page.segments, bool(page.query), page.query) not in (HOME, CONTENT)
                       or page.key in named)]
        clusters = self.holding(self.clusters(plain), common)
        clusters = self.home_moved(drawn_common_pages(clusters, navigation, named), records, set_aside)
        if not evidence.refine:
            return records, set_aside, Refined(clusters, [])
        signatures = {key: record.signature for key, record in records.items()
                      if key not in set_aside and record.layout}
        return records, set_aside, refine(clusters, signatures, navigation)

    def sample(self, exploration: Exploration | None = None, evidence: Evidence | None = None) -> SampleResult:
        """The sample, with what the exploration found beside the page list and what the
        probed pages showed (``evidence``).

        Steps: find the templates, the complete processes and the document types; locate the
        user's extra pages; set aside the probed pages that are no pages (:mod:`.pages`);
        allocate (:func:`~.strata.allocate_strata`) without them and without the
        pages of templates presumed dead (:func:`presumed_dead`); note on each row its process
        step, the access it needs and WCAG-EM's Step 4.3 flag, and what its probe saw; list the
        pages in scope that need access; name the technologies relied upon.
        """
        found, evidence = exploration or Exploration(), evidence or Evidence()
        records, set_aside, refined = self.refined(evidence, found)
        clusters, decisions = refined.clusters, refined.decisions
        strata = self._strata(clusters, found)
        processes, documents = strata["processes"], strata["documents"]
        dead_templates, unlinked, link_evidence = self.presumed(clusters, records, set_aside)
        shown = shown_layouts(clusters, records, set_aside)
        unsampled = never_sampled(set_aside, dead_templates, unlinked)
        allocations, before_rotation = self._allocate(clusters, set_aside=unsampled, fetched=frozenset(records),
                                                      **strata)
        labels = continuity_labels(allocations, clusters, self.previous, before_rotation)
        left = left_behind(labels, allocations, clusters, self.previous, before_rotation,
                           {**dict.fromkeys(unsampled, "presumed no page"),
                            **{key: f"fetched: {REASON_WORDS.get(reason, reason)}" for key, reason in set_aside.items()}})
        navigation = page_keys(self.scope, found.navigation)
        technologies = relied_upon(found.technologies, self.documents.technologies())
        public = public_pages(records, set_aside, evidence.signed_in)
        notes = row_notes(allocations, processes, public)
        # A process's step is sampled whole with its process, whatever its fetch showed: alone,
        # a checkout sends an empty cart back to the cart. Its row says so, and it is not listed
        # as set aside.
        kept_steps = {allocation.candidate.key: reason for allocation in allocations
                      if allocation.reason == "process" and (reason := set_aside.get(allocation.candidate.key))}
        notes = ["; ".join(filter(None, (note, f"fetched alone, it was {REASON_WORDS.get(reason, reason)}")))
                 if (reason := kept_steps.get(allocation.candidate.key)) else note
                 for allocation, note in zip(allocations, notes)]
        listed_aside = {key: reason for key, reason in set_aside.items() if key not in kept_steps}
        if (moved_to := self.home_target(records, set_aside)) is not None:  # the home page's row moved
            address, target = moved_to
            notes = ["; ".join(filter(None, (f"the site's address {address.url} sends visitors here", note)))
                     if allocation.reason == "home" and allocation.candidate.key == target.key else note
                     for allocation, note in zip(allocations, notes)]
        picks = [
            SamplePick(rank, url, allocation.sample, allocation.reason, allocation.cluster.page_type,
                       allocation.cluster.template, allocation.cluster.size, allocation.candidate.lastmod,
                       allocation.candidate.priority, self.seed,
                       "extra" if allocation.reason == "extra"
                       else "navigation" if allocation.candidate.key in navigation else "",
                       note, "; ".join(technologies), self.round, continuity, replaces,
                       *probe_columns(record, shown.get(allocation.candidate.key, ""), url))
            for rank, (allocation, note, (continuity, replaces)) in enumerate(zip(allocations, notes, labels), start=1)
            for record in [records.get(allocation.candidate.key)] for url in [row_url(allocation.candidate.url, record)]
        ]
        picked = Counter(id(allocation.cluster) for allocation in allocations)
        summaries = [
            ClusterSummary(cluster.template, cluster.size, cluster.page_type, cluster.repeating, picked[id(cluster)],
                           cluster.sources, cluster.explanation,
                           next((best.url for best in cluster.candidates.best()[:1]), ""),
                           layouts_seen(cluster, shown))
            for cluster in clusters + documents
        ]
        needs_access = pages_needing_access(self.scope, found.disallowed, clusters, public)
        sampled = {allocation.candidate.key for allocation in allocations}
        unfilled = self.budget - sum(1 for pick in picks if pick.sample == "structured")
        stats = {
            "urls_listed": self.listings,
            "urls_distinct": len(self._seen),
            "clusters": sum(1 for cluster in clusters if cluster.repeating),
            "one_off_pages": sum(1 for cluster in clusters if not cluster.repeating),
            "sample_structured": sum(1 for pick in picks if pick.sample == "structured"),
            "sample_random": sum(1 for pick in picks if pick.sample == "random"),
            **({"budget_unfilled": unfilled} if unfilled > 0 else {}),
            "documents": sum(self.documents.counts.values()),
            **{f"documents_{kind}": n for kind, n in sorted(self.documents.counts.items())},
            "navigation_links": len(navigation),
            "needs_access": len(needs_access),
            "processes": len(processes),
            "random_unrepresented": sum(1 for note in notes if STEP_4_3 in note),
            **{f"rejected_{reason}": n for reason, n in sorted(self.rejected.items())},
            **({f"rejected_{ROBOTS_REFUSED}": found.refused} if found.refused else {}),
            **({"pages_probed": len(records)} if records else {}),
            **{f"set_aside_{reason}": n for reason, n in sorted(Counter(listed_aside.values()).items())},
            **({"presumed_dead_templates": len(dead_templates),
                "presumed_dead_pages": sum(len(keys) for _, _, keys in dead_templates)} if dead_templates else {}),
            **({"presumed_unlinked_pages": sum(len(entry.keys) for entry in unlinked)} if unlinked else {}),
            **({f"links_{name}": value for name, value in asdict(link_evidence).items()} if link_evidence else {}),
            **{f"templates_{action}": n for action, n in sorted(Counter(d.action for d in decisions).items())},
            **({"pages_refused": refused} if (refused := sum(1 for r in records.values() if r.refused)) else {}),
            **({CUT_SHORT_STATS[evidence.cut_short]: 1} if evidence.cut_short else {}),
        }
        if self.previous:
            stats.update({f"continuity_{label}": sum(1 for pick in picks if pick.continuity == label)
                          for label in ("kept", "replaced", "new")}, continuity_left=len(left))
        process_rows = [{"name": process.name, "steps": [candidate.url for candidate, _ in process.steps],
                         "sampled": all(candidate.key in sampled for candidate, _ in process.steps)}
                        for process in processes]
        extent = {cluster.template: (len(cluster.candidates.candidates()), cluster.size) for cluster in clusters}
        listed = sorted(((reason, records[key].url) for key, reason in listed_aside.items()),
                        key=lambda entry: (REASONS.index(entry[0]), entry[1]))
        return SampleResult(picks, summaries, self.scope.root, self.seed, stats, technologies, needs_access,
                            process_rows, self.round, self.previous,
                            {reason: list(urls) for reason, urls in sorted(
                                {**self.excluded, ROBOTS_REFUSED: found.refused_examples}.items()) if urls}, listed,
                            [decision.describe() for decision in decisions],
                            [(template, fetched, len(keys), *extent[template])
                             for template, fetched, keys in dead_templates],
                            [(allocation.candidate.url, record.status, record.final_url) for allocation in allocations
                             if (record := records.get(allocation.candidate.key)) is not None and record.refused],
                            [(entry.template, entry.reason, entry.gone, entry.live, len(entry.keys),
                              *extent[entry.template]) for entry in unlinked],
                            extra_refusals(self.scope, found.extra), self.budget,
                            held_by_the_cap(allocations, self.budget) if unfilled > 0 else [], left)

    def verdicts(self, evidence: Evidence) -> tuple[dict[str, PageRecord], dict[str, str]]:
        """The probed pages by page key, and why each one that is no page is set aside
        (:func:`~.pages.set_aside_reason`), by page key. A URL out of the site's scope (it
        cannot have been a candidate) is left out. A password form the home page or the
        site's "not found" answer also carries is the site's chrome (a sign-in drawer on every
        page), not a login wall: :func:`chrome_login_form`. An answer that says nothing of its
        page (:func:`~.pages.says_nothing`: a 403 or 429, or a login wall, error or redirect the
        home page and another page get alike, the site's answer to the crawler) sets nothing
        aside, and is kept as its status alone (:func:`~.pages.as_refused`). The site's answer
        to a URL that cannot exist is its "not found" page only when served there and unlike
        the home page (:func:`~.pages.not_found_page`)."""
        home = self._page_or_none(self._home_url)
        fetched = [(url, page, evidence.records[url]) for url in sorted(evidence.records)
                   if (page := self._page_or_none(url)) is not None]
        home_urls = {url for url, page, _ in fetched if home is not None and page.key == home.key}
        home_answer = next((record for url, _, record in fetched if url in home_urls), None)
        evidence = replace(evidence, not_found=not_found_page(evidence.not_found, home_answer))
        chrome = chrome_login_form(evidence, home_urls.__contains__)

        def verdict(page: NormalizedUrl, record: PageRecord) -> str:
            target_page = self._page_or_none(record.target) if record.target else page
            own_type = page_type(page.segments, bool(page.query), page.query)
            return set_aside_reason(
                record, moved=target_page is None or target_page.key != page.key,
                password_page=own_type in PASSWORD_PAGES,
                moved_to_login=target_page is not None and target_page.key != page.key
                and page_type(target_page.segments, bool(target_page.query), target_page.query) == "login"
                or target_page is None and bool(record.target) and names_login(record.target),
                not_found=evidence.not_found, login_page=own_type == "login" and target_page is not None)

        judged: list[tuple[NormalizedUrl, PageRecord, str]] = []
        for _, page, record in fetched:
            if chrome and record.login_form:
                record = replace(record, login_form=False)
            judged.append((page, record, verdict(page, record)))
        judged = answer_per_page(judged)
        home_page, home_record, home_reason = next(((page, record, reason) for page, record, reason in judged
                                                    if home is not None and page.key == home.key), (None, None, ""))
        folder = self._moved_under(home_page, home_record) if home_reason == "redirect" else None
        # Other pages answering as the home page does (two or more: a page the home page's
        # language redirect also reaches is one) show the site's answer to the crawler; the home
        # page's own path with a query (``/?attachment_id=7``) is no other page: a static host
        # serves it the home page's file.
        home_path = urlsplit(home_page.url).path if home_page is not None else None
        if sum(1 for page, record, reason in judged if page is not home_page and urlsplit(page.url).path != home_path
               and same_answer(record, reason, home_record, home_reason)) < MIN_PAGES:
            home_record, home_reason = None, ""  # the home page's alone (a redirect to its language's home)
        records: dict[str, PageRecord] = {}
        set_aside: dict[str, str] = {}
        copies = self._copies(judged, home, evidence.not_found is not None)
        # The frames of the site's own pages: a 403 shown in one is the site refusing the page to
        # a visitor who has not signed in (Drupal's "Access denied" at /node/add), not a wall
        # refusing the crawler, which shows a frame of its own. So is a 403 asking for a
        # password, in any frame (SMF's "You are not allowed to access this section" above its
        # sign-in form): a wall refusing a crawler offers it no account.
        # The body's classes name the page's kind or address (Drupal's ``path-user`` on its
        # 403 at /user/1, a page no other fetched page's kind is), so the frames leave them out.
        frames = {frame(record.signature) for _, record, reason in judged if record.status == 200 and not reason
                  and record.signature}
        for page, record, reason in judged:
            if record.status == 403 and (record.login_form or record.signature and any(
                    similarity(frame(record.signature), shared) >= SAME_LAYOUT for shared in frames)):
                reason = "login_wall"
            # The home page failing on its own (a 503 of a cache in trouble) is still the page
            # WCAG-EM always samples: its row stays, not verified, as behind a refusal.
            if says_nothing(record, reason, home_record, home_reason) or (
                    reason == "http_error" and home is not None and page.key == home.key):
                records[page.key] = as_refused(record)
                continue
            records[page.key] = record
            if not reason and page.key in copies:
                reason = "duplicate"
            if reason in MOVES and folder is not None and self._moved_under(page, record) == folder \
                    and not self._found(record.target):
                continue  # the site moved its pages under a folder, and this one is reached only so
            if reason:
                set_aside[page.key] = reason
        return records, set_aside

    def _copies(self, judged: list[tuple[NormalizedUrl, PageRecord, str]], home: NormalizedUrl | None,
                tells_missing: bool = False) -> set[str]:
        """The keys of the fetched pages (``judged``: page, record, reason) that are copies of
        another page (:data:`~.pages.REASONS`' ``duplicate``): pages whose canonical names
        another page discovery found, not the home page and not one set aside, that no other
        fetched page names (one target named by several pages is a misconfigured canonical,
        not a copy); whatever names it beside, a page whose address is the target's with a
        query or a number below it, or in another version, is a copy (:func:`~.pages.is_view_of`:
        a forum topic's ``/t/<slug>/<id>/<post>``, a product's ``?color=``, TYPO3's print view
        ``?type=98``, a docs page's older versions: views of it), and so is a page that shows
        the fetched target itself, its title and layout (Drupal's ``/comment/<n>``, the article it belongs to;
        Plone's ``/<page>/view``, beside the page's ``sendto_form`` naming it too; a theme
        naming a section's page as every page's canonical names it from pages of their own
        titles). A page naming the home page
        as its canonical is a copy when it is the home page too, its title and layout (a site
        answering a gone address with its home page), or its title at the home page's address
        with a query (Blogger's mobile view ``/?m=1``, in a layout of its own). So is a page
        at an address naming the home page (:func:`~.pages.names_home`: ``/Home.aspx``, ``/en``)
        with its title, layout and language, canonical link or none (a Hugo site's ``/ja/``, in
        Japanese, is the home page's translation). Pages whose
        addresses are spellings of one (:func:`~.pages.plain_spelling`: ``/a.html`` and
        ``/a/``) and that show one title and layout are one page, canonical link or none: all
        but the first in :func:`~.pages.spelling_order` are copies. So is a page answered with
        the home page's bytes (:attr:`~.pages.PageRecord.digest`: mdBook's first chapter,
        written again as the book's ``index.html``), when the site ``tells_missing`` pages
        from pages (its answer to an address that cannot exist is a page of its own): an
        application answering every address with one shell, whose script draws each page,
        shows its pages in the home page's bytes. So is a page at an address with a query that
        answers the bytes of a page at an address without one: MODX answers
        ``/index.php?id=3`` with its ``/contact.html``, the page by its id; and so is a page
        of one program asked for by other parameters with the same bytes (:func:`aliases`: a
        post's permalink answering its topic). Two other pages of the same bytes stay two rows: a theme may show a tag's list and a category's alike, and
        a reader still meets them as two kinds of page. The home page is never a copy, nor is
        the login page, by its address and its form, shown in the home page's frame and title
        and naming it as canonical (a portal's sign-in, ``/c/portal/login``, is the home page
        with its login portlet maximized)."""
        reasons = {page.key: reason for page, _, reason in judged}
        home_record = next((record for page, record, _ in judged if home is not None and page.key == home.key), None)
        named: dict[str, list[str]] = {}
        home_copies = set()
        login_pages = {page.key for page, record, reason in judged if not reason and record.login_form
                       and page_type(page.segments, bool(page.query), page.query) == "login"}
        for page, record, reason in judged:
            if reason or not record.canonical or (home is not None and page.key == home.key):
                continue
            target = self._page_or_none(record.canonical)
            if target is None or target.key == page.key or not self._found(record.canonical) or reasons.get(target.key):
                continue  # itself, a page never found, or no page: no copy
            if page.key in login_pages and target.key not in login_pages:
                continue  # the login page, shown in the frame of the page it names
            if home is not None and target.key == home.key:
                if home_record is not None and home_record.layout and not reasons.get(home.key) \
                        and record.title == home_record.title \
                        and (record.layout == home_record.layout or is_view_of(page.key, home.key)):
                    home_copies.add(page.key)
                continue  # the home page, named by a page of its own: a misconfigured canonical
            named.setdefault(target.key, []).append(page.key)
        if home_record is not None and home_record.layout and home_record.title and home is not None \
                and not reasons.get(home.key):
            home_copies.update(page.key for page, record, reason in judged
                               if not reason and page.key != home.key and names_home(page.key)
                               and (record.title, record.layout, record.lang)
                               == (home_record.title, home_record.layout, home_record.lang))
            # The page the home page names as its canonical is the home page, on the site's own
            # word, when it has its title (Liferay's / names /web/guest/home).
            named_by_home = self._page_or_none(home_record.canonical) if home_record.canonical else None
            if named_by_home is not None and named_by_home.key != home.key:
                home_copies.update(page.key for page, record, reason in judged
                                   if not reason and page.key == named_by_home.key
                                   and (record.title, record.lang) == (home_record.title, home_record.lang))
        looks = {page.key: (record.title, record.layout) for page, record, _ in judged if record.layout}
        spelled: dict[tuple[str, str, str], list[str]] = {}
        for page, record, reason in judged:
            if not reason and record.layout and (home is None or page.key != home.key):
                spelled.setdefault((plain_spelling(page.key), record.title, record.layout), []).append(page.key)
        twins = {key for keys in spelled.values() for key in sorted(keys, key=spelling_order)[1:]}
        # A page's look: its title and layout; and its bytes, as a layout leaves out the name
        # its own address gives it (Plone's /<page>/view shows the page's bytes).
        answers = {page.key: record.digest for page, record, _ in judged if record.digest}
        named_copies = {key for target, keys in named.items() for key in keys
                        if len(keys) == 1 or is_view_of(key, target)
                        or looks.get(key) == looks.get(target, ()) or answers.get(key, "?") == answers.get(target)}
        if tells_missing:  # copies by their bytes: of the home page, or of a page without a query
            home_bytes = home_record.digest if home_record is not None and home is not None \
                and not reasons.get(home.key) else ""
            # A page without a query that names another as its canonical is that page's copy, not
            # the original of its bytes: DokuWiki's /doku.php names /doku.php?id=start.
            plain = {record.digest for page, record, reason in judged
                     if not reason and record.digest and "?" not in page.key and page.key not in named_copies}
            twins.update(page.key for page, record, reason in judged
                         if not reason and record.digest and (home is None or page.key != home.key)
                         and (record.digest == home_bytes or "?" in page.key and record.digest in plain))
            twins.update(aliases([(page.key, record.digest) for page, record, reason in judged
                                  if not reason and record.digest and (home is None or page.key != home.key)]))
        return home_copies | twins | named_copies

    def _moved_under(self, page: NormalizedUrl | None, record: PageRecord | None) -> str | None:
        """The folder the redirect of ``page`` (its ``record``) put it under on the site
        (:func:`~.pages.moved_under`), or None."""
        if page is None or record is None or not record.target:
            return None
        target = self._page_or_none(record.target)
        return None if target is None else moved_under(urlsplit(page.url).path, urlsplit(target.url).path)

    def _found(self, url: str) -> bool:
        """Whether discovery found the page at ``url``."""
        page = self._page_or_none(url)
        return page is not None and keyed_hash(self._key, page.key) in self._seen

    def _page_or_none(self, url: str) -> NormalizedUrl | None:
        try:
            return self.scope.normalize(url)
        except OutOfScope:
            return None

    def probe_plan(self, exploration: Exploration | None, evidence: Evidence, limit: int,
                   tried: Collection[str] = frozenset()) -> list[str]:
        """The next pages worth fetching, at most ``limit``: the sample's rows not probed yet,
        in rank order (the sample as :meth:`sample` allocates it: without the pages set aside
        and those of templates presumed dead); then, within what is left of ``limit`` once as
        many pages as the sample has rows are kept back, the pages that show the templates'
        layouts (:func:`layout_probes`, when refining), the pages that could still decide a gather
        or an attachment (:attr:`~.refine.Refined.undecided`), the templates' and one-off pages'
        pages none fetched yet that could take a place from a page of a frame the sample shows
        (:func:`~.allocator.new_layouts_first`), and those that would stand in for the
        rows (the allocation without the sample's pages: each template's next alternates, in
        the allocator's order, which spreads them over the template's folders and sources).
        The pages kept back verify the rows the answers bring: a dead row's stand-in, the slot
        of a template presumed dead, a split layout's representative; so every row of the
        final sample is fetched while ``limit`` allows (a round with nothing to fetch ends
        verification, and what was kept back is not spent). Documents, and the URLs already
        ``tried`` (asked for, whether or not anything was learnt), are never planned. Depends
        only on the URLs and the evidence so far, so the rounds of probes are the same whatever
        order their answers arrive in.

        A re-run (``previous``) plans as the same run without its previous sample would
        (:meth:`clusters` ``plain``), so on an unchanged site it fetches what the run before
        fetched, learns what it learnt and refines the templates as it did; once that plan has
        nothing left, its own rows not fetched yet come (the previous pages it keeps, and
        their stand-ins when they are gone). Planned by the kept pages, its probes followed
        them: the first rounds' rows, then the layouts they showed, then the splits, differed
        from the run before's, and a page the run before kept could lose its place.
        """
        if limit <= 0:
            return []
        plan = self._probes(exploration or Exploration(), evidence, limit, tried, plain=self.previous is not None)
        if plan or self.previous is None:
            return plan
        return self._probes(exploration or Exploration(), evidence, limit, tried, rows_only=True)

    def _probes(self, found: Exploration, evidence: Evidence, limit: int, tried: Collection[str],
                plain: bool = False, rows_only: bool = False) -> list[str]:
        """:meth:`probe_plan` of the templates as they are (``plain``: as without the previous
        sample); ``rows_only``: the sample's rows not probed yet, and nothing else."""
        records, set_aside, refined = self.refined(evidence, found, plain)
        clusters = refined.clusters
        strata = self._strata(clusters, found)
        # While verify lasts, a template is presumed dead only once a stand-in for its rows died
        # too: two rows both dead at once say little of the template's other pages.
        fetched = frozenset(records)
        given, _ = self._allocate(clusters, set_aside=frozenset(set_aside), plain=plain, fetched=fetched, **strata)
        rows = Counter(allocation.cluster.template for allocation in given)
        dead_templates, unlinked, _ = self.presumed(clusters, records, set_aside, rows)
        unsampled = never_sampled(set_aside, dead_templates, unlinked)
        allocations, _ = self._allocate(clusters, set_aside=unsampled, plain=plain, fetched=fetched, **strata)

        def unprobed(allocated: list[Allocation]) -> list[str]:
            return [allocation.candidate.url for allocation in allocated
                    if allocation.cluster.page_type != DOCUMENT and allocation.candidate.key not in records
                    and allocation.candidate.url not in tried]

        plan = list(dict.fromkeys(unprobed(allocations)))
        if rows_only:
            return plan[:limit]
        picked = frozenset(allocation.candidate.key for allocation in allocations)
        alternates, _ = self._allocate(clusters, set_aside=unsampled | picked, plain=plain, fetched=fetched, **strata)
        # The pages none fetched yet that would take a place from a page of a frame the sample
        # shows (:func:`~.allocator.new_layouts_first`): fetching them tells.
        explored = [allocation for allocation in self._allocate(clusters, set_aside=unsampled, exploring=True,
                                                                plain=plain, fetched=fetched, **strata)[0]
                    if allocation.sample == "structured"] if evidence.refine else []
        planned = set(plan)
        undecided = [url for key, url in refined.undecided if key not in records]  # a fetched page is known
        layouts = layout_probes(clusters, records, PROBES_PER_TEMPLATE) + undecided if evidence.refine else []
        room = limit - len(plan) - len(allocations)
        for url in layouts + unprobed(explored) + unprobed(alternates):
            if room <= 0:
                break
            if url not in tried and url not in planned:
                plan.append(url)
                planned.add(url)
                room -= 1
        return plan[:limit]

    def _strata(self, clusters: list[Cluster], found: Exploration) -> dict[str, Any]:
        """What the allocation takes beside the templates (:func:`~.strata.allocate_strata`):
        the user's extra pages, the document types and the complete processes."""
        documents = self.documents.clusters()
        return {"extras": extra_pages(self.scope, self._key, found.extra, clusters, documents),
                "documents": documents, "processes": find_processes(clusters)}

    def _allocate(self, clusters: list[Cluster], set_aside: frozenset[str] = frozenset(), plain: bool = False,
                  fetched: frozenset[str] = frozenset(), **strata: Any
                  ) -> tuple[list[Allocation], list[Allocation] | None]:
        """The allocation (:func:`~.strata.allocate_strata` with the ``strata``) without the
        ``set_aside`` pages, with the previous sample's pages first (their candidate sets rank
        them first; its random picks come first in the random order), and, when rotating, a
        second allocation without the pages :func:`~.continuity.rotated_out` replaces (then the
        first is returned too: it says what each replaced page stood for). ``plain``: as
        without the previous sample (of templates that are so: :meth:`clusters`); ``fetched``:
        the keys of the pages verification fetched (:func:`~.allocator.holds_previous`)."""
        if self.previous is None or plain:
            return allocate_strata(clusters, self.budget, self.random_share, excluded=set_aside, **strata), None
        random_first = frozenset(page.key for page in self.previous.pages if page.group == RANDOM_GROUP)
        allocations = allocate_strata(clusters, self.budget, self.random_share, excluded=set_aside,
                                      random_first=random_first, fetched=fetched, **strata)
        replaced = rotated_out(allocations, clusters, self.previous, self.rotate, self.round, self._key) \
            if self.rotate > 0 else frozenset()
        if not replaced:
            return allocations, None
        return allocate_strata(clusters, self.budget, self.random_share, excluded=replaced | set_aside,
                               random_first=random_first, fetched=fetched, **strata), allocations
