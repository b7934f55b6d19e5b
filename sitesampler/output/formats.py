"""The sample rendered as the input files of the tools auditors already run.

One pure function per format, ``(picks, meta) -> str``, shared by the feed exporters and
``sitesampler plan --format``, so a Scrapy feed and the CLI can never disagree. ``picks`` are
sample rows as dicts (the ``SamplePick`` fields) in rank order; ``meta`` is a :class:`Meta`.
The shapes follow what each tool's own loader accepts (pa11y-ci 4, @lhci/cli 0.14, the WCAG-EM
Report Tool v3 import); the tests load every output with those loaders.
"""

from __future__ import annotations

import json
import string
from collections import Counter
from collections.abc import Callable
from dataclasses import asdict
from importlib.metadata import PackageNotFoundError, version
from typing import Any, TypedDict
from urllib.parse import quote, urlsplit

from sitesampler.output import findings
from sitesampler.core import SampleResult
from sitesampler.core.strata import tools_visit
from sitesampler.output.previous import PreviousSource
from sitesampler.discovery.http_urls import ascii_host
from sitesampler.output.report import PAGE_TYPE_LABELS, render_report, root_of, templates_from_picks

Pick = dict[str, Any]


class Meta(TypedDict, total=False):
    """What a renderer knows beyond the picks; every key is optional."""

    root: str  # the canonical root URL, also the seed of the random stratum
    generated_by: str  # e.g. "sitesampler 0.1.0"
    sources: dict[str, int]  # where URLs came from (sitemap URL, "links", ...) -> pages
    counts: dict[str, int]  # the sampler's stats: urls_listed, urls_distinct, clusters, ...
    clusters: list[dict[str, Any]]  # every template: template, size, page_type, picked, sources, example
    technologies: list[str]  # the technologies relied upon, WCAG-EM's basics first
    needs_access: list[dict[str, str]]  # pages in scope the crawler could not reach: url, page_type, why
    processes: list[dict[str, Any]]  # complete processes: name, steps (URLs), sampled
    excluded: dict[str, list[str]]  # URLs left out (they act; robots.txt disallows them), a few by reason (rejected_*)
    set_aside: list[dict[str, str]]  # fetched pages that are no pages, never sampled: reason, url
    # templates whose fetched pages were all set aside: template, fetched, left_out, pickable, pages
    presumed_dead: list[dict[str, Any]]
    # pages not fetched, nothing linking to them: template, reason, gone, live, left_out, pickable, pages
    # (the counts are of the pages the sample could pick: pickable of the template's pages)
    presumed_unlinked: list[dict[str, Any]]
    refused: list[dict[str, Any]]  # rows whose answer said nothing of the page (kept unverified): url, status, final_url
    extra_left_out: list[dict[str, str]]  # the user's extra URLs the sample cannot hold: url, why
    date: str  # the day the site was explored (ISO 8601), for the evaluation's date
    previous: dict[str, Any]  # the sample this one continues: source, date (ISO, or None), round
    budget: int  # the structured sample size asked for
    # when the structured sample is smaller: budget, unfilled, capped (template, given, pages)
    short_of_budget: dict[str, Any]
    random_share: float  # the random sample's size as a share of the structured one
    report_template: str  # the auditor's own report template file (SITESAMPLER_REPORT_TEMPLATE)
    chrome: str  # the Chrome or Chromium pa11y-ci starts (SITESAMPLER_CHROME)
    round: int  # which round of a repeated audit this sample is
    inputs: list[str]  # sitesampler plan: the files the pages were read from (no crawl explored the site)
    scope: dict[str, Any]  # the scope the user drew: folder, include, exclude (UrlFilter.drawn)
    interrupted: str  # the signal that interrupted the crawl (SIGINT, SIGTERM): the sample is partial
    moved_from: str  # the address given, when it redirected to another site's root, sampled instead



def generated_by() -> str:
    """What the outputs name as their maker: the installed version when there is one."""
    try:
        return f"sitesampler {version('sitesampler')}"
    except PackageNotFoundError:  # run from a source tree that was never installed
        return "sitesampler"


def method(picks: list[Pick]) -> str:
    """How this sample was drawn, with its real sizes (``random_share`` may not be WCAG-EM's
    10%, or 0)."""
    structured = sum(1 for pick in picks if pick["sample"] != "random")
    return (
        f"WCAG-EM 2.0 (https://www.w3.org/TR/wcag-em-2/) Step 3.1: a structured sample of "
        f"{findings.count(structured, 'page')} (the user's essential pages, the common and other relevant pages, "
        "every template by size with stratified allocation, complete processes whole (Step 3.3) "
        "and one downloadable document of each type), plus, per Step 3.2, a random sample of "
        f"{findings.count(len(picks) - structured, 'page')} added on top, drawn from pages not already picked by a "
        "hash seeded with the canonical root URL, so the same site always gives the same sample."
    )


def continuity_method(picks: list[Pick], meta: Meta) -> str:
    """The re-run, for the method text: which evaluation it continues, what it kept, and each
    previous page no row holds or replaces, with why."""
    previous = meta.get("previous")
    if not previous:
        return ""
    counts = Counter(pick.get("continuity") for pick in picks)
    date = previous.get("date") or "an unknown date"
    before = f", round {previous['round']}" if previous.get("round", -1) >= 0 else ""
    left = "".join(f" Not in this sample: {url} ({why})." for url, why in previous.get("left", ()))
    return (f"Re-run of the evaluation sampled on {date}{before} ({previous['source']}): "
            f"{findings.count(counts['kept'], 'page')} kept, {counts['replaced']} replaced, {counts['new']} new."
            f"{left}\n")


def meta_from_result(result: SampleResult, generated_by: str, sources: dict[str, int] | None = None,
                     date: str | None = None, previous: PreviousSource | None = None,
                     budget: int | None = None, random_share: float | None = None) -> Meta:
    """Everything a renderer may use about a finished sample: the root, every template (not
    only those picked from), the sampler's counts, where the URLs came from, the technologies,
    the pages needing access, the processes, the URLs left out because they act, the day of
    the exploration, the previous sample it continues and what was asked for (budget, random
    share)."""
    meta: Meta = {
        "root": result.root,
        "generated_by": generated_by,
        "counts": dict(result.stats),
        "clusters": [asdict(cluster) for cluster in result.clusters],
        "technologies": list(result.technologies),
        "needs_access": [entry._asdict() for entry in result.needs_access],
        "processes": [dict(process) for process in result.processes],
        "excluded": {reason: list(urls) for reason, urls in result.excluded.items()},
        "set_aside": [{"reason": reason, "url": url} for reason, url in result.set_aside],
        "presumed_dead": [{"template": template, "fetched": fetched, "left_out": left_out, "pickable": pickable,
                           "pages": pages}
                          for template, fetched, left_out, pickable, pages in result.presumed_dead],
        "presumed_unlinked": [{"template": template, "reason": reason, "gone": gone, "live": live,
                               "left_out": left_out, "pickable": pickable, "pages": pages}
                              for template, reason, gone, live, left_out, pickable, pages
                              in result.presumed_unlinked],
        "refused": [{"url": url, "status": status, "final_url": final_url}
                    for url, status, final_url in result.refused],
        "extra_left_out": [{"url": url, "why": why} for url, why in result.extra_left_out],
    }
    if budget is not None:
        meta["budget"] = budget
    if unfilled := result.stats.get("budget_unfilled"):
        meta["short_of_budget"] = {"budget": result.budget, "unfilled": unfilled,
                                   "capped": [{"template": template, "given": given, "pages": pages}
                                              for template, given, pages in result.capped]}
    if random_share is not None:
        meta["random_share"] = random_share
    if sources:
        meta["sources"] = dict(sources)
    if date:
        meta["date"] = date
    if previous and result.previous:
        meta["previous"] = {"source": previous.source, "date": previous.date, "round": result.previous.round,
                            "left": [list(entry) for entry in result.previous_left]}
    return meta


def _json(value: Any) -> str:
    """Stable JSON: sorted keys (no key order is meaningful in these configs), lists kept in
    rank order."""
    return json.dumps(value, indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def page_title(pick: Pick) -> str:
    """A short human name saying the page type and template, as the Report Tool's "Short
    name" and the report's row label."""
    label = PAGE_TYPE_LABELS.get(pick["page_type"], pick["page_type"].capitalize())
    return f"{label}, template {pick['template']}"


def tool_urls(picks: list[Pick]) -> list[str]:
    """The URLs of the rows a test tool visits on its own: every row but those that need access
    (``tools_visit``), which the auditor tests by hand (the feed and the report keep them)."""
    return [pick["url"] for pick in picks if tools_visit(pick.get("note") or "")]


def render_urls(picks: list[Pick], meta: Meta) -> str:
    """One URL per line, for ``xargs axe``, IBM's checker and shell loops (:func:`tool_urls`)."""
    return "".join(f"{url}\n" for url in tool_urls(picks))


def render_pa11yci(picks: list[Pick], meta: Meta) -> str:
    """A ``.pa11yci`` config. One page at a time and a generous timeout: an audit must not
    look like a load test, and slow pages must not turn into false failures. With ``chrome``
    in ``meta``, pa11y starts that browser: without it, pa11y needs the Chrome its installer
    downloads, and fails with "Could not find Chrome" where that download was skipped. The
    pages are :func:`tool_urls`."""
    defaults: dict[str, Any] = {"concurrency": 1, "standard": "WCAG2AA", "timeout": 60000}
    if meta.get("chrome"):
        defaults["chromeLaunchConfig"] = {"executablePath": meta["chrome"]}
    return _json({"defaults": defaults, "urls": tool_urls(picks)})


def render_lhci(picks: list[Pick], meta: Meta) -> str:
    """A ``lighthouserc.json`` that audits accessibility only (:func:`tool_urls`). One run a
    page: the accessibility audits are deterministic, the usual 3 runs only smooth performance
    noise."""
    return _json(
        {
            "ci": {
                "collect": {
                    "url": tool_urls(picks),
                    "numberOfRuns": 1,
                    "settings": {"onlyCategories": ["accessibility"]},
                },
                "assert": {
                    "assertions": {"categories:accessibility": ["error", {"minScore": 1}]},
                },
                "upload": {"target": "filesystem", "outputDir": "./lhci-report"},
            }
        }
    )


# The Report Tool (v3) writes this context inline when it saves and frames an import with it;
# a remote context would need the network.
WCAGEM_CONTEXT = {
    "wcagem": "http://www.w3.org/TR/WCAG-EM/#",
    "earl": "http://www.w3.org/ns/earl#",
    "dcterms": "http://purl.org/dc/terms/",
    "WAI": "http://www.w3.org/WAI/",
    "Evaluation": "wcagem:procedure",
    "defineScope": "wcagem:step1",
    "scope": "wcagem:step1a",
    "conformanceTarget": "wcagem:step1b",
    "wcagVersion": "WAI:standards-guidelines/wcag/#versions",
    "exploreTarget": "wcagem:step2",
    "essentialFunctionality": "wcagem:step2b",
    "pageTypeVariety": "wcagem:step2c",
    "technologiesReliedUpon": "wcagem:step2d",
    "selectSample": "wcagem:step3",
    "structuredSample": "wcagem:step3a",
    "randomSample": "wcagem:step3b",
    "reportFindings": "wcagem:step5",
    "evaluationSpecifics": "wcagem:step5b",
    "TestSubject": "earl:TestSubject",
    "Website": "wcagem:website",
    "Webpage": "wcagem:webpage",
    "title": "dcterms:title",
    "description": "dcterms:description",
    "date": "dcterms:date",
    "id": "@id",
    "type": "@type",
    "language": "@language",
}
#: The technologies the Report Tool keeps when it saves (its built-in list); it drops any other
#: title, so the others are written into the evaluation's texts instead.
REPORT_TOOL_TECHNOLOGIES = ("HTML", "CSS", "WAI-ARIA", "JavaScript", "SVG", "PDF")
#: The characters the Report Tool's URL pattern accepts in a path (it cuts a URL at any other,
#: and derives each sample's id from that cut URL): letters, digits and ``-_@:%+.~#?,&/=``.
_TOOL_PATH_CHARS = frozenset(string.ascii_letters + string.digits + "-_@:%+.~#?,&/=")
W3CDTF = "http://www.w3.org/TR/NOTE-datetime"


def tool_safe_url(url: str) -> str:
    """``url`` spelled so the Report Tool reads it whole: every path character its URL pattern
    stops at (non-ASCII, ``()!*;'$[]``...) percent-encoded as UTF-8, an internationalised host
    in its ASCII (IDNA) form. Servers read both spellings as one page (RFC 3986, 6.2.2)."""
    scheme, separator, rest = ascii_host(url).partition("://")
    netloc, slash, path = rest.partition("/")
    host, colon, port = netloc.partition(":")
    safe_path = "".join(char if char in _TOOL_PATH_CHARS else quote(char, safe="") for char in path)
    return f"{scheme}{separator}{host.lower()}{colon}{port}{slash}{safe_path}"


def _subject(pick: Pick) -> dict[str, Any]:
    """A sample page. Its id is its tool-safe URL: the Report Tool recomputes every id from the
    URL in the description, and attaches imported EARL results to subjects by that id; picks
    are distinct pages, and the spelling keeps them distinct in the tool."""
    prefix = "Random: " if pick["sample"] == "random" else ""
    name = f"{pick['title']} ({page_title(pick)})" if pick.get("title") else page_title(pick)
    note = f" ({pick['note']})" if pick.get("note") else ""
    url = tool_safe_url(pick["url"])
    return {
        "id": url,
        "type": ["TestSubject", "Webpage"],
        "title": f"{pick['rank']}. {prefix}{name}",
        "description": f"{url}{note}",
    }


def _variety(picks: list[Pick], meta: Meta) -> str:
    """Step 2.3 (the tool's step 2.c) as free text: what was explored, every template found
    (largest first), and the technologies."""
    clusters = meta.get("clusters") or templates_from_picks(picks)
    lines = [
        f"{cluster['template']}: {findings.count(cluster['size'], 'page')} ({cluster['page_type']}), "
        f"{cluster['picked']} picked"
        for cluster in clusters
    ]
    return (f"{findings.exploration_counts(meta)}\nTemplates and document types found, by size:\n"
            + "\n".join(lines)
            + "\nTechnologies relied upon (WCAG-EM 2.0 Step 2.4): " + "; ".join(findings.technologies(picks, meta))
            + "".join(f"\n{label}: {text}" for label, text in
                      findings.extra_left_out(meta) + findings.set_aside(meta) + findings.presumed_dead(meta)
                      + findings.presumed_unlinked(meta) + findings.refused(meta)))


def _essential(picks: list[Pick], meta: Meta) -> str:
    """Step 2.2 (the tool's one text): complete processes, the common and high-risk pages of
    the sample, and the pages in scope that need access (the tool has no field for either)."""
    common = [f"{page_title(pick)}: {pick['url']}" + (f" (found in the {pick['source']})" if pick.get("source") else "")
              for pick in picks if pick["sample"] != "random" and pick["reason"] in ("common", "extra", "process")]
    parts = []
    if processes := findings.processes(meta):
        parts.append("Complete processes (WCAG-EM 2.0 Step 3.3); the tester records the actions that "
                      "lead to each step:\n" + "\n".join(processes))
    if common:
        parts.append("Common, essential and high-risk pages in the sample:\n" + "\n".join(common))
    if needs := findings.needs_access(meta):
        parts.append("In scope, needs access (never fetched by the sampler):\n" + "\n".join(needs))
    return "\n\n".join(parts) or "No common pages or processes were found."


def render_wcagem(picks: list[Pick], meta: Meta) -> str:
    """A WCAG-EM Report Tool v3 evaluation to open with "Open evaluation".

    The website scope is a blank node and its description carries no URL: the tool derives
    subject ids from URLs in descriptions, and an id equal to the home page's makes the import
    drop the home page's title and description.
    """
    root = root_of(picks, meta)
    host = urlsplit(root).netloc or root
    folder = str((meta.get("scope") or {}).get("folder", ""))
    website = f"The part of the website {host} under {folder}" if folder else f"The whole website {host}"
    seed = picks[0]["seed"] if picks else root
    technologies = findings.technologies(picks, meta)
    flagged = findings.unrepresented(picks)
    round_number = picks[0].get("round", 0) if picks else 0
    specifics = (
        f"{method(picks)}\n{continuity_method(picks, meta)}Seed: {seed}, round {round_number}\n"
        f"Technologies relied upon: {'; '.join(technologies)}\n"
        + (f"{findings.STEP_4_3_LABEL}: random pages whose template has no page in the structured sample, "
           "so the structured sample was not representative: " + "; ".join(flagged) + "\n" if flagged else "")
        + f"Generated by {meta.get('generated_by', 'sitesampler')}."
    )
    findings_part: dict[str, Any] = {"id": "_:reportFindings", "evaluationSpecifics": specifics}
    if meta.get("date"):
        findings_part["date"] = {"@value": meta["date"], "@type": W3CDTF}
    return _json(
        {
            "@context": WCAGEM_CONTEXT,
            "type": "Evaluation",
            "language": "en",
            "defineScope": {
                "id": "_:defineScope",
                "scope": {
                    "id": "_:website",
                    "type": ["TestSubject", "Website"],
                    "title": host + folder,
                    "description": f"{website}: all its pages, views and functionality "
                                   f"(WCAG-EM 2.0 Step 1.1), as explored from {findings.explored_from(meta)}. "
                                   + "".join(line + " " for line in findings.scope_limits(meta, folder=False))
                                   + findings.exploration_counts(meta),
                },
                "conformanceTarget": "AA",
                "wcagVersion": "2.2",
            },
            "exploreTarget": {
                "id": "_:exploreTarget",
                "essentialFunctionality": _essential(picks, meta),
                "pageTypeVariety": _variety(picks, meta),
                "technologiesReliedUpon": [{"title": name} for name in technologies
                                           if name in REPORT_TOOL_TECHNOLOGIES],
            },
            "selectSample": {
                "id": "_:selectSample",
                "structuredSample": [_subject(pick) for pick in picks if pick["sample"] != "random"],
                "randomSample": [_subject(pick) for pick in picks if pick["sample"] == "random"],
            },
            "reportFindings": findings_part,
        }
    )


def render_html(picks: list[Pick], meta: Meta) -> str:
    """The self-contained report; every template when ``meta`` has the crawl's summary."""
    return render_report(picks, meta.get("clusters") or templates_from_picks(picks), meta,
                         template=meta.get("report_template"))


Renderer = Callable[[list[Pick], Meta], str]

FORMATS: dict[str, Renderer] = {
    "html": render_html,
    "lhci": render_lhci,
    "pa11yci": render_pa11yci,
    "urls": render_urls,
    "wcagem": render_wcagem,
}
