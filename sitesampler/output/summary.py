"""The sample in a few lines for a person at a terminal: the end of a crawl's log and what
``sitesampler plan`` writes on standard error, from the same code so both read alike.

One screen at most: the site and the sample's size, every template up to
``SUMMARY_TEMPLATES`` (largest first) with its pages and picks, the rest in one line, then what
the exploration found (:func:`sitesampler.output.findings.facts`) and the re-run's continuity. Each
part is a function returning lines, so a new part is one more function in :func:`summary_lines`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict
from typing import Any

from sitesampler.output import findings
from sitesampler.output.findings import count
from sitesampler.core import SampleResult
from sitesampler.output.formats import meta_from_result

#: Templates listed one a line; a big site's others are summed in one line.
SUMMARY_TEMPLATES = 20
#: Sources named in the first line; the others are counted.
SUMMARY_SOURCES = 4


def headline(result: SampleResult, sources: Mapping[str, int]) -> str:
    """The site, the sample's size, and where the pages came from (most pages first)."""
    structured = sum(1 for pick in result.picks if pick.sample != "random")
    named = sorted(sources.items(), key=lambda item: (-item[1], item[0]))
    shown = [f"{name} {n:,}" for name, n in named[:SUMMARY_SOURCES]]
    if len(named) > SUMMARY_SOURCES:
        shown.append(f"{count(len(named) - SUMMARY_SOURCES, 'more source')}")
    return (f"Sample of {result.seed}: {count(len(result.picks), 'page')} ({structured} structured, "
            f"{len(result.picks) - structured} random) from "
            f"{count(result.stats.get('urls_distinct', 0), 'distinct URL')} "
            f"({', '.join(shown) or 'the root only'})")


def template_lines(result: SampleResult) -> list[str]:
    """One line per template, largest first, up to ``SUMMARY_TEMPLATES``; then one line for
    the rest."""
    clusters = sorted(result.clusters, key=lambda cluster: (-cluster.size, cluster.template))
    shown, rest = clusters[:SUMMARY_TEMPLATES], clusters[SUMMARY_TEMPLATES:]
    width = max((len(cluster.template) for cluster in shown), default=0)
    lines = [f"  {cluster.template:<{width}}  {cluster.size:>9,} {'page' if cluster.size == 1 else 'pages':<5}  "
             f"{cluster.picked:>3} picked  ({cluster.page_type})" + layout_evidence(cluster.layouts)
             for cluster in shown]
    if rest:
        pages = sum(cluster.size for cluster in rest)
        lines.append(f"  and {count(len(rest), 'more template')}: {count(pages, 'page')}, "
                     f"{sum(cluster.picked for cluster in rest)} picked")
    return lines


def layout_evidence(layouts: tuple[tuple[str, int], ...]) -> str:
    """What the template's fetched pages showed: each layout and its pages, and a flag where
    they show more than one (a template that may hold two page types, or one page type that
    changed its layout).

    >>> layout_evidence((("a7464d12", 5),)), layout_evidence((("a7464d12", 3), ("8834a9e7", 2)))
    ('  layout a7464d12 x5', '  layouts a7464d12 x3, 8834a9e7 x2: more than one')
    >>> layout_evidence(())
    ''
    """
    if not layouts:
        return ""
    listed = ", ".join(f"{layout} x{pages}" for layout, pages in layouts)
    return f"  layout {listed}" if len(layouts) == 1 else f"  layouts {listed}: more than one"


def refinement_lines(result: SampleResult) -> list[str]:
    """How the fetched pages' layouts split and merged templates (``SITESAMPLER_REFINE``),
    one decision a line, with its evidence."""
    return [f"Refined by layout: {line}" for line in result.refinements]


def continuity_lines(result: SampleResult) -> list[str]:
    """Against a previous sample: how many of its pages were kept, replaced, new, and each of
    its pages no row holds or replaces (:attr:`SampleResult.previous_left`), with why."""
    if not result.previous:
        return []
    stats = result.stats
    return [f"Round {result.round} against the previous sample: {stats.get('continuity_kept', 0)} kept, "
            f"{stats.get('continuity_replaced', 0)} replaced, {stats.get('continuity_new', 0)} new",
            *(f"Previous page not in this sample: {url} ({why})"
              for url, why in result.previous_left)]


def summary_lines(result: SampleResult, sources: Mapping[str, int], scope: Mapping[str, Any] | None = None) -> list[str]:
    """The summary, line by line: headline, the scope the user drew (``UrlFilter.drawn``, when
    any), templates, refinements, findings, continuity."""
    picks = [asdict(pick) for pick in result.picks]
    facts = findings.facts(picks, meta_from_result(result, "", dict(sources)))
    limits = findings.scope_limits({"scope": scope or {}})
    return [headline(result, sources), *([f"Scope: {' '.join(limits)}"] if limits else []), *template_lines(result),
            *refinement_lines(result), *(f"{label}: {text}" for label, text in facts), *continuity_lines(result)]


def summary(result: SampleResult, sources: Mapping[str, int], scope: Mapping[str, Any] | None = None) -> str:
    """:func:`summary_lines` as one text."""
    return "\n".join(summary_lines(result, sources, scope))
