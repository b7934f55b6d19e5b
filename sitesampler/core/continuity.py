"""Sample continuity: the same pages next time, and the WCAG-EM re-run recipe.

A re-audit can only tell a real improvement from a different sample when it looks at the same
pages. Given the previous sample (rows this project wrote: CSV, JSON or JSON lines read by the
shell, or a plain URL list), every page of it that is still listed keeps its slot before any
new page of its template (:class:`~.candidates.Keep` makes the candidate sets hold them, and
rank them first), as long as the template still gets that many slots; the number of slots per
template is what it would be without the previous sample. WCAG-EM's recipe for re-running an
evaluation keeps a subset of the previous sample for comparability and replaces the rest
(typically about half) with new pages: :func:`rotated_out` chooses which, from a round number.
Every row then says why it is there (:func:`continuity_labels`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from urllib.parse import SplitResult, urlsplit, urlunsplit
from math import floor

from .allocator import Allocation
from .parameters import parse_round
from .clustering import Cluster
from .documents import document_key
from .hashing import keyed_hash, site_key
from .urls import OutOfScope, SiteScope, fold_www

KEPT, NEW, REPLACED = "kept", "new", "replaced"
#: Kept pages that rotation may replace: a template's further pages and the random sample.
#: Home, common pages, one-off pages and each template's first page always stay.
ROTATABLE_REASONS = frozenset(("proportional", "random"))
#: The group a random pick pairs in: a new random page replaces a previous random page.
RANDOM_GROUP = "random"


class PreviousSampleError(ValueError):
    """The previous sample cannot be used: one line saying why."""


@dataclass(frozen=True, slots=True)
class PreviousPage:
    key: str  # the page's dedup key on this site
    url: str  # as the previous sample wrote it
    group: str | None  # its template, "random" for a random pick, None when not recorded


@dataclass(frozen=True, slots=True)
class PreviousSample:
    pages: tuple[PreviousPage, ...]  # in the previous sample's order
    round: int  # the previous run's round; -1 when it recorded none
    hashes: frozenset[int]  # the pages' seeded hashes, what the candidate sets look for
    keys: frozenset[str]  # the pages' dedup keys


def last_run(rows: Sequence[Mapping[str, object]]) -> Sequence[Mapping[str, object]]:
    """The rows of the last run in a sample's file: from its last row ranked 1 on. A feed
    written with ``-o`` each week holds every run, one after the other; the sample to continue
    is the last one. A file of one run (in any order: sorted in a spreadsheet, say), or
    without ranks (a list of URLs), is all of it.

    >>> rows = [{"rank": "1", "url": "/a"}, {"rank": "2", "url": "/b"}, {"rank": "1", "url": "/c"}, {"rank": 2, "url": "/d"}]
    >>> [row["url"] for row in last_run(rows)]
    ['/c', '/d']
    >>> [row["url"] for row in last_run([{"url": "/a"}, {"url": "/b"}])]
    ['/a', '/b']
    >>> [row["url"] for row in last_run([{"rank": "2", "url": "/b"}, {"rank": "1", "url": "/a"}])]
    ['/b', '/a']
    """
    starts = [number for number, row in enumerate(rows) if str(row.get("rank", "")).strip() == "1"]
    return rows[starts[-1]:] if len(starts) > 1 else rows


def previous_sample(rows: Iterable[Mapping[str, object]], scope: SiteScope, site_key: bytes) -> PreviousSample:
    """The previous sample from its rows (dicts with at least ``url``), checked to be this site's.

    Steps: 1. every row needs a ``url``; 2. a ``seed`` column, when present, must be this
    site's seed (the canonical root), up to the scheme and www that one site's spellings fold:
    a sample of another site is refused; 3. every URL must be a page or a document (the row
    a sample takes for WCAG-EM's documents) of the site (a URL list has no seed: its hosts
    decide); 4. each page counts once, in the
    order given; its group is its ``template`` (``random`` for a random pick) when recorded;
    5. the round is the highest ``round`` recorded (-1 when none is). A file several runs
    appended to (``-o``) is read from its last run on (:func:`last_run`).
    """
    pages: dict[str, PreviousPage] = {}
    hashes = set()
    last_round = -1
    rows = list(rows)
    first = len(rows) - len(latest := last_run(rows))
    for number, row in enumerate(latest, first + 1):
        url = str(row.get("url") or "").strip()
        if not url:
            raise PreviousSampleError(f"previous sample: row {number} has no url")
        seed = str(row.get("seed") or "").strip()
        if seed and seed != scope.seed and not _on_site(seed, scope):
            raise PreviousSampleError(f"previous sample is of another site: its seed is {seed}, this site's is "
                                      f"{scope.seed}")
        try:
            key = scope.normalize(url).key
        except OutOfScope as refusal:
            found = document_key(scope, url)
            if found is None:
                raise PreviousSampleError(f"previous sample lists {url}, which is not a page of {scope.seed} "
                                          f"({refusal.reason}): is it another site's sample?") from None
            key = found
        if row.get("round") not in (None, ""):
            try:
                last_round = max(last_round, parse_round(row["round"]))
            except ValueError as error:
                raise PreviousSampleError(f"previous sample, row {number}: {error}") from None
        if key not in pages:
            template = str(row.get("template") or "") or None
            group = RANDOM_GROUP if row.get("sample") == RANDOM_GROUP else template
            pages[key] = PreviousPage(key, url, group)
            hashes.add(keyed_hash(site_key, key))
    if not pages:
        raise PreviousSampleError("previous sample has no pages")
    return PreviousSample(tuple(pages.values()), last_round, frozenset(hashes), frozenset(pages))


def check_previous(rows: Iterable[Mapping[str, object]], root: str) -> PreviousSample:
    """:func:`previous_sample` for the site at ``root``, before its canonical root is known:
    a front end refuses another site's sample at once, rather than after discovery."""
    scope = SiteScope(root)
    return previous_sample(rows, scope, site_key(scope.seed))


def moved_url(url: str, old_root: str, new_root: str) -> str:
    """``url``, read where the site at ``old_root`` moved, ``new_root``: on the old site (its www
    twin and other scheme included), it takes the new site's scheme and host and keeps its
    path, as a renamed site keeps its pages' paths; any other URL stays as it is.

    >>> [moved_url(url, "http://old.example/", "https://new.example/")
    ...  for url in ("https://www.old.example/shop/cart", "https://elsewhere.example/")]
    ['https://new.example/shop/cart', 'https://elsewhere.example/']
    """
    parts = urlsplit(url.strip())
    if _host(parts) != _host(urlsplit(old_root)):
        return url
    target = urlsplit(new_root)
    return urlunsplit(parts._replace(scheme=target.scheme, netloc=target.netloc))


def _host(parts: SplitResult) -> str:
    """The host of a URL, without ``www.`` and without its port: a seed is written without it."""
    return fold_www(parts.hostname or "")


def moved_rows(rows: Iterable[Mapping[str, object]], old_root: str, new_root: str) -> list[dict[str, object]]:
    """The rows of a previous sample of the site at ``old_root``, read where the site moved,
    ``new_root``: each ``url`` and ``seed`` is :func:`moved_url`; other columns are left as
    they are.

    >>> moved_rows([{"url": "http://old.example/a?b=1", "seed": "http://old.example/", "rank": 1},
    ...             {"url": "https://www.old.example/c.pdf"}, {"url": "https://elsewhere.example/d"}],
    ...            "http://old.example/", "https://new.example/")  # doctest: +NORMALIZE_WHITESPACE
    [{'url': 'https://new.example/a?b=1', 'seed': 'https://new.example/', 'rank': 1},
     {'url': 'https://new.example/c.pdf'}, {'url': 'https://elsewhere.example/d'}]
    """
    return [{name: moved_url(value, old_root, new_root) if name in ("url", "seed") and isinstance(value, str) else value
             for name, value in row.items()} for row in rows]


def _on_site(url: str, scope: SiteScope) -> bool:
    try:
        scope.normalize(url)
    except (OutOfScope, ValueError):
        return False
    return True


def rotation_order(site_key: bytes, round_number: int, page_key: str) -> tuple[int, str]:
    """Which kept pages a round replaces first: a seeded hash of the round and the page, so
    each round replaces another subset, and the same round always the same one."""
    return keyed_hash(site_key, f"round {round_number}\t{page_key}"), page_key


def rotated_out(allocations: list[Allocation], clusters: list[Cluster], previous: PreviousSample, share: float,
                round_number: int, site_key: bytes) -> frozenset[str]:
    """The previous pages a re-run replaces (WCAG-EM: keep a subset for comparability).

    Steps: 1. the replaceable pages are the previous pages this sample kept for a
    :data:`ROTATABLE_REASONS` reason; 2. they are ordered by :func:`rotation_order`; 3. ``share``
    of them (rounded half up) are replaced, the first in that order whose group still has a page
    to stand in (:func:`spare_pages`): a page nothing can replace keeps its slot, which would
    otherwise stay empty.
    """
    previous_keys = previous.keys
    replaceable = sorted({(allocation.candidate.key, _group(allocation)) for allocation in allocations
                          if allocation.candidate.key in previous_keys and allocation.reason in ROTATABLE_REASONS},
                         key=lambda page: rotation_order(site_key, round_number, page[0]))
    wanted = floor(share * len(replaceable) + 0.5)
    spare = spare_pages(allocations, clusters)
    replaced: list[str] = []
    for key, group in replaceable:
        if len(replaced) < wanted and spare.get(group, 0) > 0:
            spare[group] -= 1
            if group != RANDOM_GROUP:  # a template's page standing in is no longer free for the random sample
                spare[RANDOM_GROUP] -= 1
            replaced.append(key)
    return frozenset(replaced)


def spare_pages(allocations: list[Allocation], clusters: list[Cluster]) -> dict[str, int]:
    """How many pages not chosen could stand in for a replaced one, per group: a template's
    own, and for the random sample any template's.

    >>> from .candidates import CandidateSet, Candidate
    >>> pages = CandidateSet(None)
    >>> for n in range(3):
    ...     pages.offer(Candidate((0.0, -0.5, n), f"/blog/{n}", f"https://example.com/blog/{n}", None, None))
    >>> blog = Cluster("/blog/{n}", 3, True, "content", pages)
    >>> chosen = [Allocation(page, blog, "structured", "proportional") for page in pages.best()[:2]]
    >>> spare_pages(chosen, [blog])
    {'/blog/{n}': 1, 'random': 1}
    """
    chosen = {allocation.candidate.key for allocation in allocations}
    spare = {cluster.template: sum(1 for page in cluster.candidates.candidates() if page.key not in chosen)
             for cluster in clusters}
    spare[RANDOM_GROUP] = sum(spare.values())
    return spare


def continuity_labels(allocations: list[Allocation], clusters: list[Cluster], previous: PreviousSample | None,
                      before_rotation: list[Allocation] | None = None) -> list[tuple[str, str]]:
    """``(continuity, replaces)`` for each allocation, in order.

    Steps: 1. without a previous sample every page is new; 2. a previous page chosen again is
    kept; 3. the previous pages not chosen again are grouped: a page rotated out by the role it
    had ``before_rotation`` (its template, or the random sample), a page still listed by its
    template now, a page gone from the site as the previous sample recorded it; 4. the other
    pages, in rank order, replace those of their group, rotated ones first (each took a slot a
    new page now fills), then in the previous order, and are new once their group has none left.
    """
    if previous is None:
        return [(NEW, "")] * len(allocations)
    groups = {candidate.key: cluster.template
              for cluster in clusters for candidate in cluster.candidates.previous_pages()}
    groups.update((allocation.candidate.key, _group(allocation)) for allocation in before_rotation or ())
    chosen = {allocation.candidate.key for allocation in allocations}
    rotated = {allocation.candidate.key for allocation in before_rotation or ()} - chosen
    lost: dict[str | None, list[str]] = {}
    for page in sorted(previous.pages, key=lambda page: page.key not in rotated):  # a stable sort
        if page.key not in chosen:
            lost.setdefault(groups.get(page.key, page.group), []).append(page.url)
    labels = []
    previous_keys = previous.keys
    for a in allocations:
        if a.candidate.key in previous_keys:
            labels.append((KEPT, ""))
            continue
        replaced = lost.get(_group(a))
        labels.append((REPLACED, replaced.pop(0)) if replaced else (NEW, ""))
    return labels


#: Why a previous page is in no row and replaced by none (:func:`left_behind`).
NO_LONGER_FOUND = "no longer found"
NO_ROOM = "still listed, no room for it"
ROTATED = "rotated out"


def left_behind(labels: list[tuple[str, str]], allocations: list[Allocation], clusters: list[Cluster],
                previous: PreviousSample | None, before_rotation: list[Allocation] | None = None,
                left_out: Mapping[str, str] | None = None) -> list[tuple[str, str]]:
    """The previous pages no row holds and no row replaces (``labels``: the rows'
    :func:`continuity_labels`), ``(url, why)`` in the previous sample's order: rotated out;
    left out by this run (``left_out``: why, by page key: it fetched the page and found no
    page, or presumed it none); no longer found (no template holds it: the site no longer
    lists it); or still listed, with no room for it (its template has fewer rows now, or a
    page taken for another reason stands in its place). Without these, a page gone would leave
    the sample silently.

    >>> previous = PreviousSample((PreviousPage("/a", "https://x.example/a", "/{slug}"),
    ...                            PreviousPage("/b", "https://x.example/b", "/{slug}")), 0, frozenset(), frozenset({"/a", "/b"}))
    >>> left_behind([], [], [], previous, left_out={"/b": "fetched: not found"})
    [('https://x.example/a', 'no longer found'), ('https://x.example/b', 'fetched: not found')]
    """
    if previous is None:
        return []
    chosen = {allocation.candidate.key for allocation in allocations}
    replaced = {url for label, url in labels if label == REPLACED}
    rotated = {allocation.candidate.key for allocation in before_rotation or ()} - chosen
    held = {candidate.key for cluster in clusters for candidate in cluster.candidates.previous_pages()}
    aside = left_out or {}
    return [(page.url, ROTATED if page.key in rotated else aside.get(page.key)
             or (NO_ROOM if page.key in held else NO_LONGER_FOUND))
            for page in previous.pages if page.key not in chosen and page.url not in replaced]


def _group(allocation: Allocation) -> str:
    """What a pick stands for: its template, or the random sample."""
    return RANDOM_GROUP if allocation.sample == RANDOM_GROUP else allocation.cluster.template
