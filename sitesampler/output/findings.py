"""What the exploration found, in words: shared by the WCAG-EM evaluation, the HTML report and
the crawl's log summary, so every output says the same thing.

Each function takes the sample rows (dicts with the ``SamplePick`` fields) and/or a renderer's
``meta`` (see :class:`sitesampler.output.formats.Meta`) and returns plain text lines; a missing key
means nothing was found, never an error.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from sitesampler.core.actions import DOWNLOAD, STATE_CHANGE, TOKEN
from sitesampler.core.strata import STEP_4_3_LABEL

Row = Mapping[str, Any]


def count(n: int, noun: str) -> str:
    """``n`` and ``noun``, plural unless ``n`` is 1.

    >>> count(1, "page"), count(2, "page"), count(1200, "template"), count(1, "complete process")
    ('1 page', '2 pages', '1,200 templates', '1 complete process')
    """
    plural = noun + ("es" if noun.endswith("s") else "s")
    return f"{n:,} {noun}" if n == 1 else f"{n:,} {plural}"


def explored_from(meta: Mapping[str, Any]) -> str:
    """Where the pages were read from: the files given to ``sitesampler plan`` (``inputs``),
    else the crawl's robots.txt, sitemaps and home page."""
    if meta.get("inputs"):
        return "the files given to sitesampler plan (" + ", ".join(meta["inputs"]) + ")"
    return "its robots.txt, sitemaps and home page navigation"


def scope_limits(meta: Mapping[str, Any], folder: bool = True) -> list[str]:
    """The limits the user drew around the site (``meta["scope"]``), one sentence each; the
    folder's only when ``folder``; and what the reader of a report must know of the site
    sampled: the address given when it redirected to this site (``meta["moved_from"]``), and
    the interrupt that cut the crawl short (``meta["interrupted"]``).

    >>> scope_limits({"scope": {"folder": "/library/", "include": ["/books/"], "exclude": ["/drafts/", "[.]pdf$"]}})
    ['Only the pages under /library/.', 'Only the URLs matching /books/.', 'URLs matching /drafts/ or [.]pdf$ left out.']
    >>> scope_limits({"interrupted": "SIGTERM"})
    ['The crawl was interrupted (SIGTERM): only the pages found before were sampled, not the whole site.']
    >>> scope_limits({"moved_from": "http://old-name.example/"})
    ['The address given, http://old-name.example/, redirects to this site.']
    >>> scope_limits({})
    []
    """
    scope = meta.get("scope") or {}
    lines = []
    if scope.get("folder") and folder:
        lines.append(f"Only the pages under {scope['folder']}.")
    if scope.get("include"):
        lines.append(f"Only the URLs matching {' or '.join(scope['include'])}.")
    if scope.get("exclude"):
        lines.append(f"URLs matching {' or '.join(scope['exclude'])} left out.")
    if meta.get("moved_from"):
        lines.append(f"The address given, {meta['moved_from']}, redirects to this site.")
    if meta.get("interrupted"):
        lines.append(f"The crawl was interrupted ({meta['interrupted']}): only the pages found before were "
                     "sampled, not the whole site.")
    return lines


def technologies(picks: Sequence[Row], meta: Mapping[str, Any]) -> list[str]:
    """The technologies relied upon: from the crawl's summary, else from the rows."""
    if meta.get("technologies"):
        return list(meta["technologies"])
    shown = next((str(pick["technologies"]) for pick in picks if pick.get("technologies")), "")
    return [name for name in shown.split("; ") if name]


def needs_access(meta: Mapping[str, Any]) -> list[str]:
    """One line per page in scope that needs access: URL, page type and why."""
    return [f"{entry['url']} ({entry['page_type']}): {entry['why']}" for entry in meta.get("needs_access") or ()]


#: The URLs left out because they act (``sitesampler.core.actions``), by reason.
ACTIONS = {
    TOKEN: "carry a CSRF token or nonce",
    STATE_CHANGE: "change something on the site (log out, mark read, subscribe, delete, vote, add to cart...)",
    DOWNLOAD: "download a file",
}
ACTIONS_LABEL = "Left out, never requested: URLs that act"


def actions(meta: Mapping[str, Any]) -> list[str]:
    """One line per reason a URL that acts was left out: how many, why, and a few of them."""
    counts = meta.get("counts") or {}
    examples = meta.get("excluded") or {}
    return [f"{counts.get('rejected_' + reason, 0):,} {why}: {', '.join(examples.get(reason) or ())}"
            for reason, why in ACTIONS.items() if counts.get("rejected_" + reason)]


ROBOTS_LABEL = "Left out, never requested: URLs robots.txt disallows the crawler"


def robots(meta: Mapping[str, Any]) -> list[str]:
    """How many URLs found robots.txt refused the crawler, and a few of them (the common pages
    among them also need access)."""
    refused = (meta.get("counts") or {}).get("rejected_robots", 0)
    examples = (meta.get("excluded") or {}).get("robots") or ()
    return [f"{refused:,}: {', '.join(examples)}"] if refused else []


def processes(meta: Mapping[str, Any]) -> list[str]:
    """One line per complete process: its steps and whether the sample holds it whole."""
    return [
        f"{process['name']} process, {len(process['steps'])} steps, "
        f"{'sampled whole' if process['sampled'] else 'not sampled (it did not fit the budget)'}: "
        + " -> ".join(process["steps"])
        for process in meta.get("processes") or ()
    ]


def extra_left_out(meta: Mapping[str, Any]) -> list[tuple[str, str]]:
    """The user's extra URLs the sample cannot hold (another site's, neither a page nor a
    document, a URL that acts): one (label, text) naming each and why, or none.

    >>> extra_left_out({"extra_left_out": [{"url": "https://elsewhere.example/x", "why": "not on the site"}]})
    [('Extra pages left out (1)', 'https://elsewhere.example/x (not on the site)')]
    """
    entries = meta.get("extra_left_out") or ()
    if not entries:
        return []
    return [(f"Extra pages left out ({len(entries)})", " | ".join(f"{entry['url']} ({entry['why']})"
                                                                  for entry in entries))]


def short_of_budget(meta: Mapping[str, Any]) -> list[tuple[str, str]]:
    """Why the structured sample is smaller than the budget, when it is: one (label, text), or
    none. A template gives at most half (rounded up) of the budget the templates share (the
    allocator's cap), so a site of few templates fills less than its budget; the templates the
    cap held back are named.

    >>> short_of_budget({"short_of_budget": {"budget": 10, "unfilled": 2,
    ...                  "capped": [{"template": "/p/{n}", "given": 5, "pages": 12}]}})  # doctest: +NORMALIZE_WHITESPACE
    [('Below the budget (8 structured pages of 10)', 'a template gives at most half (rounded up) of
      the budget the templates share, and /p/{n} gave 5 of its 12 pages; every other template gave
      each page it could')]
    >>> short_of_budget({"short_of_budget": {"budget": 20, "unfilled": 17, "capped": []}})  # doctest: +NORMALIZE_WHITESPACE
    [('Below the budget (3 structured pages of 20)', 'every template gave each page it could (a
      page set aside after fetching is never sampled, and a one-off page gives one, in
      whichever language)')]
    >>> short_of_budget({})
    []
    """
    short = meta.get("short_of_budget")
    if not short:
        return []
    label = f"Below the budget ({short['budget'] - short['unfilled']} structured pages of {short['budget']})"
    if not short["capped"]:
        return [(label, "every template gave each page it could (a page set aside after fetching is never sampled, "
                        "and a one-off page gives one, in whichever language)")]
    held = ", ".join(f"{entry['template']} gave {entry['given']} of its {count(entry['pages'], 'page')}"
                     for entry in short["capped"])
    return [(label, f"a template gives at most half (rounded up) of the budget the templates share, and {held}; "
                    "every other template gave each page it could")]


def set_aside(meta: Mapping[str, Any]) -> list[tuple[str, str]]:
    """The fetched pages that are no pages (dead, redirect stubs, soft 404s, login walls, not
    HTML), never sampled: one (label, text) with the counts by reason and every URL, or none."""
    entries = meta.get("set_aside") or ()
    if not entries:
        return []
    counts = Counter(entry["reason"] for entry in entries)
    listed = " | ".join(f"{entry['url']} ({entry['reason']})" for entry in entries)
    return [(f"Set aside after fetching, not sampled ({len(entries)})",
             ", ".join(f"{reason} {count}" for reason, count in counts.items()) + ": " + listed)]


def pickable(entry: Mapping[str, Any]) -> str:
    """How much of its template an entry of the presumed pages counts, when not all of it: a
    template keeps a bounded list of pages the sample could pick, and the counts are of that
    list (the templates file, which keeps every page, names each one).

    >>> pickable({"pickable": 40, "pages": 104})
    'of its 104 pages, the 40 the sample could pick'
    >>> pickable({"pickable": 31, "pages": 31})
    ''
    """
    if entry.get("pickable", 0) >= entry.get("pages", 0):
        return ""
    return f"of its {entry['pages']} pages, the {entry['pickable']} the sample could pick"


def presumed_dead(meta: Mapping[str, Any]) -> list[tuple[str, str]]:
    """The templates whose every fetched page was set aside, so that their pages nobody
    fetched were not sampled either: one (label, text), or none.

    >>> presumed_dead({"presumed_dead": [{"template": "/tags/{slug}", "fetched": 3, "left_out": 24,
    ...                                   "pickable": 27, "pages": 27}]})
    [('Presumed dead, not sampled (1 template)', '/tags/{slug}: 3 fetched pages, none a page; 24 pages not fetched')]
    >>> presumed_dead({"presumed_dead": [{"template": "/tags/{slug}", "fetched": 3, "left_out": 37,
    ...                                   "pickable": 40, "pages": 300}]})  # doctest: +NORMALIZE_WHITESPACE
    [('Presumed dead, not sampled (1 template)',
      '/tags/{slug}: 3 fetched pages, none a page; 37 pages not fetched (of its 300 pages, the 40 the sample
       could pick)')]
    """
    entries = meta.get("presumed_dead") or ()
    if not entries:
        return []
    listed = " | ".join(f"{entry['template']}: {count(entry['fetched'], 'fetched page')}, none a page; "
                        f"{count(entry['left_out'], 'page')} not fetched"
                        + (f" ({part})" if (part := pickable(entry)) else "") for entry in entries)
    return [(f"Presumed dead, not sampled ({count(len(entries), 'template')})", listed)]


def presumed_unlinked(meta: Mapping[str, Any]) -> list[tuple[str, str]]:
    """The pages nobody fetched that were not sampled because nothing links to them, where the
    site's fetched pages showed that its unlinked pages were let go and its linked ones are
    pages; with each template's fetched pages let go and fetched pages that are pages: one
    (label, text), or none. The counts are of the pages the sample could pick
    (:func:`pickable`).

    >>> presumed_unlinked({"presumed_unlinked": [{"template": "/docs/{slug}.html", "reason": "redirect",
    ...                                            "gone": 3, "live": 5, "left_out": 40, "pickable": 48,
    ...                                            "pages": 48}],
    ...                    "counts": {"links_let_go": 3, "links_let_go_unlinked": 3, "links_pages": 9,
    ...                               "links_pages_linked": 8}})  # doctest: +NORMALIZE_WHITESPACE
    [('Presumed no pages, nothing links to them, not sampled (40 pages)',
      'of the fetched pages, 3 of 3 let go are unlinked and 8 of 9 pages linked; /docs/{slug}.html: 40 pages presumed
       redirect (fetched: 3 let go, 5 pages)')]
    >>> presumed_unlinked({"presumed_unlinked": [{"template": "/docs/{slug}.html", "reason": "redirect",
    ...                                            "gone": 2, "live": 0, "left_out": 38, "pickable": 40,
    ...                                            "pages": 104}],
    ...                    "counts": {"links_let_go": 2, "links_let_go_unlinked": 2, "links_pages": 4,
    ...                               "links_pages_linked": 4}})  # doctest: +NORMALIZE_WHITESPACE
    [('Presumed no pages, nothing links to them, not sampled (38 of the pages the sample could pick)',
      'of the fetched pages, 2 of 2 let go are unlinked and 4 of 4 pages linked; /docs/{slug}.html: 38 pages presumed
       redirect (fetched: 2 let go, 0 pages; of its 104 pages, the 40 the sample could pick)')]
    """
    entries = meta.get("presumed_unlinked") or ()
    if not entries:
        return []
    counts = meta.get("counts") or {}
    evidence = (f"of the fetched pages, {counts.get('links_let_go_unlinked')} of {counts.get('links_let_go')} let go "
                f"are unlinked and {counts.get('links_pages_linked')} of {count(counts.get('links_pages', 0), 'page')} "
                "linked; ")
    def fetched(entry: Mapping[str, Any]) -> str:
        return "; ".join(filter(None, (f"fetched: {entry['gone']} let go, {count(entry['live'], 'page')}",
                                       pickable(entry))))

    listed = " | ".join(f"{entry['template']}: {count(entry['left_out'], 'page')} presumed {entry['reason']} "
                        f"({fetched(entry)})" for entry in entries)
    total = sum(entry["left_out"] for entry in entries)
    counted = f"{total} of the pages the sample could pick" if any(map(pickable, entries)) else count(total, "page")
    return [(f"Presumed no pages, nothing links to them, not sampled ({counted})", evidence + listed)]


def not_fetched(picks: Sequence[Row], meta: Mapping[str, Any] | None = None) -> list[tuple[str, str]]:
    """The rows verification did not fetch before ``verify`` (or the time budget) ran out, when
    it fetched any: one (label, text), or none. Documents are never fetched (a user's extra document neither), and
    a page in scope that needs access (robots.txt disallows it, a login guards it: the
    ``needs_access`` of ``meta``) is not fetched whatever ``verify`` is: neither is named here.
    On a site where many listed pages are no pages, each dead row's stand-in may be one too,
    and ``verify`` is spent before every row is checked.

    >>> not_fetched([{"url": "https://a.example/", "status": 200, "reason": "home"},
    ...              {"url": "https://a.example/b", "status": None, "reason": "representative"},
    ...              {"url": "https://a.example/c.pdf", "status": None, "reason": "document", "page_type": "document"},
    ...              {"url": "https://a.example/d.pdf", "status": None, "reason": "extra", "page_type": "document"},
    ...              {"url": "https://a.example/checkout", "status": None, "reason": "extra"}],
    ...             {"needs_access": [{"url": "https://a.example/checkout"}]})
    [('Not fetched, verify ran out (1 row)', 'https://a.example/b; a larger verify checks it')]
    >>> not_fetched([{"url": "https://a.example/", "status": None, "reason": "home"}])  # verify=0
    []

    When the crawl's time budget dropped pages verification asked for (the count
    ``verify_cut_short``), the time, not ``verify``, left them; when the user interrupted the
    crawl (``verify_interrupted``), the interruption did:

    >>> not_fetched([{"url": "https://a.example/", "status": 200}, {"url": "https://a.example/b", "status": None}],
    ...             {"counts": {"verify_cut_short": 1}})  # doctest: +NORMALIZE_WHITESPACE
    [('Not fetched, the time budget ran out (1 row)',
      'https://a.example/b; a larger SITESAMPLER_DISCOVERY_TIMEOUT checks it')]
    >>> not_fetched([{"url": "https://a.example/", "status": 200}, {"url": "https://a.example/b", "status": None}],
    ...             {"counts": {"verify_interrupted": 1}})  # doctest: +NORMALIZE_WHITESPACE
    [('Not fetched, the crawl was interrupted (1 row)',
      'https://a.example/b; a crawl left to finish checks it')]
    """
    if not any(pick.get("status") for pick in picks):
        return []
    unreachable = {entry["url"] for entry in (meta or {}).get("needs_access") or ()}
    left = [pick["url"] for pick in picks
            if not pick.get("status") and pick.get("page_type") != "document" and pick["url"] not in unreachable]
    if not left:
        return []
    counts = (meta or {}).get("counts") or {}
    them = "it" if len(left) == 1 else "them"
    if counts.get("verify_interrupted"):
        return [(f"Not fetched, the crawl was interrupted ({count(len(left), 'row')})",
                 " | ".join(left) + f"; a crawl left to finish checks {them}")]
    ran_out, larger = ("the time budget", "SITESAMPLER_DISCOVERY_TIMEOUT") if counts.get("verify_cut_short") else ("verify", "verify")
    return [(f"Not fetched, {ran_out} ran out ({count(len(left), 'row')})",
             " | ".join(left) + f"; a larger {larger} checks {them}")]


def refused(meta: Mapping[str, Any]) -> list[tuple[str, str]]:
    """The rows whose answer said nothing of the page, kept in the sample but not verified: the
    server refused the crawler (a 403) or asked it to slow down (a 429), or gave the pages what
    it gave the home page (a sign-in over the whole site, a consent wall, an outage): one
    (label, text), or none.

    >>> refused({"refused": [{"url": "https://a.example/", "status": 403, "final_url": ""},
    ...                      {"url": "https://a.example/b", "status": 200, "final_url": "https://a.example/login"}]})
    [('Not verified, the server refused the crawler (2 rows)', 'https://a.example/ (403) | https://a.example/b (200, at https://a.example/login); give the crawler access (http_user/http_pass or cookies, a user agent the site admits, a slower pace) to check them')]
    """
    rows = meta.get("refused") or ()
    if not rows:
        return []
    shown = " | ".join(f"{row['url']} ({row['status']}" + (f", at {row['final_url']})" if row["final_url"] else ")")
                       for row in rows)
    return [(f"Not verified, the server refused the crawler ({count(len(rows), 'row')})",
             shown + "; give the crawler access (http_user/http_pass or cookies, a user agent the site admits, a "
             "slower pace) to check " + ("it" if len(rows) == 1 else "them"))]


def unrepresented(picks: Sequence[Row]) -> list[str]:
    """The random rows carrying the Step 4.3 flag: their template had no structured page."""
    return [f"rank {pick['rank']}, template {pick['template']}: {pick['url']}"
            for pick in picks if STEP_4_3_LABEL in (pick.get("note") or "")]


def exploration_counts(meta: Mapping[str, Any]) -> str:
    """One sentence: what was explored (pages by discovery, documents by type, templates)."""
    counts = meta.get("counts") or {}
    sources = meta.get("sources") or {}
    found_by = ", ".join(f"{kind} {n}" for kind, n in sorted(sources.items()) if "/" not in kind)
    documents = ", ".join(f"{key.removeprefix('documents_')} {n}" for key, n in sorted(counts.items())
                          if key.startswith("documents_"))
    return (
        f"Explored {count(counts.get('urls_distinct', 0), 'distinct page')}"
        + (f" ({found_by})" if found_by else "")
        + f", {count(counts.get('documents', 0), 'document')}" + (f" ({documents})" if documents else "")
        + f", {count(counts.get('clusters', 0), 'template')}, {count(counts.get('one_off_pages', 0), 'one-off page')}, "
        f"{count(counts.get('processes', 0), 'complete process')}, "
        f"{count(counts.get('needs_access', 0), 'page')} in scope that "
        + ("needs" if counts.get("needs_access", 0) == 1 else "need") + " access."
    )


def facts(picks: Sequence[Row], meta: Mapping[str, Any]) -> list[tuple[str, str]]:
    """The report's lines about the exploration, as (label, text): the technologies always,
    then the pages needing access, the processes, the URLs left out because they act and those
    robots.txt disallows, the Step 4.3 flags, why the structured sample is smaller than the
    budget, the user's extra URLs the sample cannot hold, the pages set aside, the templates presumed
    dead, the pages presumed no pages for nothing linking to them, the rows the server refused and the rows verification did not fetch, when there are
    any."""
    lines = [("Technologies relied upon", "; ".join(technologies(picks, meta)) or "not recorded")]
    for label, found in (("In scope, needs access", needs_access(meta)), ("Complete processes", processes(meta)),
                         (ACTIONS_LABEL, actions(meta)), (ROBOTS_LABEL, robots(meta)),
                         (f"{STEP_4_3_LABEL}: template without a structured page", unrepresented(picks))):
        if found:
            lines.append((label, " | ".join(found)))
    return (lines + short_of_budget(meta) + extra_left_out(meta) + set_aside(meta) + presumed_dead(meta) + presumed_unlinked(meta)
            + refused(meta) + not_fetched(picks, meta))
