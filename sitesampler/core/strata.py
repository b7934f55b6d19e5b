"""The strata WCAG-EM 2.0 adds around the template allocation: the user's essential pages,
downloadable documents (technologies relied upon) and complete processes.

:func:`allocate_strata` takes these first, each within a bound of the budget, then lets the
WCAG-EM allocation of :mod:`.allocator` share the rest of the budget over the templates, on
pages none of the strata took or kept out. Everything is ordered by keys and counts, never by
arrival.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from dataclasses import replace

from .allocator import Allocation, add_random, allocate, cap_for
from .candidates import Candidate
from .clustering import Cluster
from .exploration import BEHIND_LOGIN, BEHIND_LOGIN_TYPES
from .processes import Process

#: The row note of a random page whose template has no structured representative.
#: The Step 4.3 flag's opening, which the report and the evaluation find rows by.
STEP_4_3_LABEL = "WCAG-EM 2.0 Step 4.3"
STEP_4_3 = f"{STEP_4_3_LABEL}: its template has no page in the structured sample, which was not representative"
#: The opening of the row note of a page the auditor must sign in to reach.
NEEDS_ACCESS = "needs access"


def tools_visit(note: str) -> bool:
    """Whether a test tool (pa11y-ci, Lighthouse, a URL list for axe) may open a row alone:
    not when its note says it needs access. Such a row stays in the sample, which the auditor
    tests by hand signed in; a tool would only audit the login wall in its place.

    >>> tools_visit(""), tools_visit("needs access: behind a login")
    (True, False)
    """
    return not any(part.startswith(NEEDS_ACCESS) for part in note.split("; "))


def document_bound(budget: int) -> int:
    """How many documents (one per type) a structured sample of ``budget`` pages takes: a
    quarter of the budget, at least one when there is room beside the home page."""
    return max(1, budget // 4) if budget >= 2 else 0


def process_bound(budget: int) -> int:
    """How many pages complete processes take at most: half the budget, so a long checkout
    cannot leave the templates without their representatives."""
    return budget // 2


def without(clusters: list[Cluster], keys: Collection[str]) -> list[Cluster]:
    """The clusters with the pages ``keys`` removed from what they offer (same templates and
    sizes: a page taken by a stratum still counts in its template)."""
    if not keys:
        return clusters
    trimmed = []
    for cluster in clusters:
        if any(candidate.key in keys for candidate in cluster.candidates.candidates()):
            cluster = replace(cluster, candidates=cluster.candidates.without(keys))
        trimmed.append(cluster)
    return trimmed


def allocate_strata(clusters: list[Cluster], budget: int, random_share: float = 0.1, *,
                    extras: Iterable[tuple[Candidate, Cluster]] = (), documents: Sequence[Cluster] = (),
                    processes: Sequence[Process] = (), excluded: Collection[str] = frozenset(),
                    random_first: frozenset[str] = frozenset(), fetched: Collection[str] = frozenset(),
                    exploring: bool = False) -> list[Allocation]:
    """The whole sample: structured picks, then the random ones (``exploring``: the order
    verification reads to choose the pages it fetches, :func:`~.allocator.new_layouts_first`).

    Steps:
    1. the user's extra pages, in the order given, up to the budget (reason ``extra``);
    2. one document of each type the extra pages hold none of, the most common type first, at
       most :func:`document_bound` (``document``);
    3. each complete process, by name, whole when all its steps fit in what is left but one
       slot (the home page) and within :func:`process_bound`, else not at all (``process``); a process's pages never enter the
       sample any other way, so no step is ever sampled alone;
    4. the WCAG-EM allocation of the remaining budget over the templates, without those pages
       and the ``excluded`` ones (the previous pages a re-run replaces);
    5. the random sample on top, sized on the whole structured sample, from the same pages,
       ``random_first`` ones (a previous sample's random picks) first.
    The previous sample's structured pages not ``fetched`` by verification (page keys) stand
    with the templates it fetched (:func:`~.allocator.holds_previous`).
    Rank order: extra pages, the allocation's picks (home first), processes, documents, random.
    Allocations name the caller's clusters, so picks can be counted per template.
    """
    taken: list[Allocation] = []
    keys: set[str] = set()

    def take(candidate: Candidate, cluster: Cluster, reason: str) -> None:
        if candidate.key not in keys and len(taken) < budget:
            taken.append(Allocation(candidate, cluster, "structured", reason))
            keys.add(candidate.key)

    for candidate, cluster in extras:
        take(candidate, cluster, "extra")
    named = {allocation.cluster.template for allocation in taken}  # a type the user's extra document stands for
    for cluster in [cluster for cluster in documents if cluster.template not in named][: document_bound(budget - len(taken))]:
        best = cluster.candidates.best()
        if best:
            take(best[0], cluster, "document")
    kept_out: set[str] = set()
    room = min(budget - len(taken) - 1, process_bound(budget))
    for process in processes:
        steps = [step for step in process.steps if step[0].key not in keys]
        if len(steps) <= room:
            room -= len(steps)
            for candidate, cluster in steps:
                take(candidate, cluster, "process")
        kept_out |= process.members
    rest = without(clusters, keys | kept_out | set(excluded))
    chosen = allocate(rest, budget - len(taken), random_share=0, exploring=exploring,
                      settled=random_first | frozenset(fetched), previous_random=random_first) \
        if len(taken) < budget else []
    first = [allocation for allocation in taken if allocation.reason == "extra"]
    structured = first + chosen + [allocation for allocation in taken if allocation.reason == "process"] + \
        [allocation for allocation in taken if allocation.reason == "document"]
    sample = add_random(structured, rest, budget, random_share, random_first)
    originals = {id(trimmed): cluster for trimmed, cluster in zip(rest, clusters)}
    return [replace(allocation, cluster=originals.get(id(allocation.cluster), allocation.cluster))
            for allocation in sample]


#: The reasons of the rows the strata take before the template allocation.
STRATA_REASONS = ("extra", "document", "process")


def held_by_the_cap(sample: Sequence[Allocation], budget: int) -> list[tuple[str, int, int]]:
    """The templates that gave the structured ``sample`` as many pages as one template may (the
    allocator's cap on what the strata left of ``budget``) while holding more: ``(template,
    pages given, pages)``, by template. With every other template's pages in the sample, they
    are why a structured sample is smaller than its budget."""
    structured = [allocation for allocation in sample if allocation.sample == "structured"]
    cap = cap_for(budget - sum(1 for allocation in structured if allocation.reason in STRATA_REASONS))
    given: dict[int, int] = {}
    clusters: dict[int, Cluster] = {}
    for allocation in structured:
        if allocation.reason not in STRATA_REASONS:
            given[id(allocation.cluster)] = given.get(id(allocation.cluster), 0) + 1
            clusters[id(allocation.cluster)] = allocation.cluster
    return sorted((cluster.template, given[ident], cluster.size) for ident, cluster in clusters.items()
                  if cluster.repeating and given[ident] >= cap and cluster.size > given[ident])


def row_notes(allocations: list[Allocation], processes: Sequence[Process],
              public: Collection[str] = frozenset()) -> list[str]:
    """What the tester must know about each row, "; "-separated ("" for most rows).

    Steps: a process step says which step of which process it is and that the tester records
    the actions that reach it (a URL rarely reaches a step alone); a page of an account or
    payment template needs access behind a login, unless it is one of ``public``, the pages
    the crawl fetched without credentials and found a page (a sign-up form, a member's public
    profile); a random page whose template has no structured page carries the Step 4.3 flag.
    """
    step_of = {candidate.key: (process.name, number, len(process.steps))
               for process in processes for number, (candidate, _) in enumerate(process.steps, start=1)}
    structured = {id(allocation.cluster) for allocation in allocations if allocation.sample == "structured"}
    notes = []
    for allocation in allocations:
        parts = []
        if allocation.reason == "process":
            name, number, steps = step_of[allocation.candidate.key]
            parts.append(f"{name} process, step {number} of {steps}: record the actions that lead here")
        if allocation.cluster.page_type in BEHIND_LOGIN_TYPES and allocation.candidate.key not in public:
            parts.append(f"{NEEDS_ACCESS}: {BEHIND_LOGIN}")
        if allocation.sample == "random" and allocation.cluster.repeating and id(allocation.cluster) not in structured:
            parts.append(STEP_4_3)
        notes.append("; ".join(parts))
    return notes
