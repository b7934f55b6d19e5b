"""The sample rendered as the input files of the tools auditors already run.

One pure function per format, ``(picks, meta) -> str``, shared by the feed exporters and
``sitesampler plan --format``, so a Scrapy feed and the CLI can never disagree. ``picks`` are
sample rows as dicts (the ``SamplePick`` fields) in rank order; ``meta`` is a :class:`Meta`.
The shapes follow what each tool's own loader accepts (pa11y-ci 4, @lhci/cli 0.14, the WCAG-EM
Report Tool v3 import); the tests load every output with those loaders.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import asdict
from importlib.metadata import PackageNotFoundError, version
from typing import Any, TypedDict
from urllib.parse import urlsplit

from sitesampler.core import SampleResult
from sitesampler.report import render_report, root_of, templates_from_picks

Pick = dict[str, Any]


class Meta(TypedDict, total=False):
    """What a renderer knows beyond the picks; every key is optional."""

    root: str  # the canonical root URL, also the seed of the random stratum
    generated_by: str  # e.g. "sitesampler 0.1.0"
    sources: dict[str, int]  # where URLs came from (sitemap URL, "links", ...) -> pages
    counts: dict[str, int]  # the sampler's stats: urls_listed, urls_distinct, clusters, ...
    clusters: list[dict[str, Any]]  # every template: template, size, page_type, picked, sources


PAGE_TYPE_LABELS = {
    "home": "Home page",
    "login": "Login page",
    "contact": "Contact page",
    "form": "Form page",
    "help": "Help page",
    "legal": "Legal page",
    "search": "Search page",
    "sitemap": "Site map page",
    "content": "Content page",
}

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
        f"WCAG-EM 1.0 step 3: a structured sample of {structured} pages (all common pages, then "
        f"every template by size, stratified allocation) plus a random sample of "
        f"{len(picks) - structured} pages added on top, drawn from pages not already picked by a "
        "hash seeded with the canonical root URL, so the same site always gives the same sample."
    )


def meta_from_result(result: SampleResult, generated_by: str, sources: dict[str, int] | None = None) -> Meta:
    """Everything a renderer may use about a finished sample: the root, every template (not
    only those picked from), the sampler's counts and where the URLs came from."""
    meta: Meta = {
        "root": result.root,
        "generated_by": generated_by,
        "counts": dict(result.stats),
        "clusters": [asdict(cluster) for cluster in result.clusters],
    }
    if sources:
        meta["sources"] = dict(sources)
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


def render_urls(picks: list[Pick], meta: Meta) -> str:
    """One URL per line, for ``xargs axe``, IBM's checker and shell loops."""
    return "".join(f"{pick['url']}\n" for pick in picks)


def render_pa11yci(picks: list[Pick], meta: Meta) -> str:
    """A ``.pa11yci`` config. One page at a time and a generous timeout: an audit must not
    look like a load test, and slow pages must not turn into false failures."""
    return _json(
        {
            "defaults": {"concurrency": 1, "standard": "WCAG2AA", "timeout": 60000},
            "urls": [pick["url"] for pick in picks],
        }
    )


def render_lhci(picks: list[Pick], meta: Meta) -> str:
    """A ``lighthouserc.json`` that audits accessibility only. One run a page: the
    accessibility audits are deterministic, the usual 3 runs only smooth performance noise."""
    return _json(
        {
            "ci": {
                "collect": {
                    "url": [pick["url"] for pick in picks],
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
    "pageTypeVariety": "wcagem:step2c",
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


def _subject(pick: Pick) -> dict[str, Any]:
    """A sample page. Its id is its URL: the Report Tool attaches imported EARL results to
    subjects by URL id, and picks are distinct URLs, so ids stay unique."""
    prefix = "Random: " if pick["sample"] == "random" else ""
    return {
        "id": pick["url"],
        "type": ["TestSubject", "Webpage"],
        "title": f"{pick['rank']}. {prefix}{page_title(pick)}",
        "description": pick["url"],
    }


def _variety(picks: list[Pick], meta: Meta) -> str:
    """Step 2.c as free text: every template found, largest first."""
    clusters = meta.get("clusters") or templates_from_picks(picks)
    lines = [
        f"{c['template']}: {c['size']} pages ({c['page_type']}), {c['picked']} picked"
        for c in clusters
    ]
    return "Templates found in the sitemaps, by size:\n" + "\n".join(lines)


def render_wcagem(picks: list[Pick], meta: Meta) -> str:
    """A WCAG-EM Report Tool v3 evaluation to open with "Open evaluation".

    The website scope is a blank node and its description carries no URL: the tool derives
    subject ids from URLs in descriptions, and an id equal to the home page's makes the import
    drop the home page's title and description.
    """
    root = root_of(picks, meta)
    host = urlsplit(root).netloc or root
    seed = picks[0]["seed"] if picks else root
    specifics = f"{method(picks)}\nSeed: {seed}\nGenerated by {meta.get('generated_by', 'sitesampler')}."
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
                    "title": host,
                    "description": f"All web pages of {host} listed in its sitemaps",
                },
                "conformanceTarget": "AA",
                "wcagVersion": "2.2",
            },
            "exploreTarget": {"id": "_:exploreTarget", "pageTypeVariety": _variety(picks, meta)},
            "selectSample": {
                "id": "_:selectSample",
                "structuredSample": [_subject(p) for p in picks if p["sample"] != "random"],
                "randomSample": [_subject(p) for p in picks if p["sample"] == "random"],
            },
            "reportFindings": {"id": "_:reportFindings", "evaluationSpecifics": specifics},
        }
    )


def render_html(picks: list[Pick], meta: Meta) -> str:
    """The self-contained report; every template when ``meta`` has the crawl's summary."""
    return render_report(picks, meta.get("clusters") or templates_from_picks(picks), meta)


Renderer = Callable[[list[Pick], Meta], str]

FORMATS: dict[str, Renderer] = {
    "html": render_html,
    "lhci": render_lhci,
    "pa11yci": render_pa11yci,
    "urls": render_urls,
    "wcagem": render_wcagem,
}
