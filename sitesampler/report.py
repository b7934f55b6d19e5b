"""The sample as one self-contained, accessible HTML page.

An auditor opens it offline, attaches it to a report, or mails it: so no external asset, no
script, no network. It practises what it audits: ``lang``, landmarks, captioned tables with
``th scope``, a chart with a text alternative and its data again as a table, text contrast of
at least 4.5:1 and visible keyboard focus. Output depends only on its arguments (no clock).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape
from typing import Any
from urllib.parse import urlsplit

from sitesampler import findings

Row = Mapping[str, Any]

# Text #1b1b1b on white is 17:1, links #0b4f8a are 8.6:1; bars (#5b7fa6, 4.3:1 on white) and
# the picked part (#0b2e4f, 3.2:1 on the bar) meet the 3:1 asked of graphics. Picks are also
# told in words, never by colour alone.
STYLE = """
:root { color: #1b1b1b; background: #fff; font: 16px/1.5 system-ui, sans-serif; }
body { margin: 0 auto; max-width: 72rem; padding: 0 1rem 2rem; }
a { color: #0b4f8a; }
a:focus, [tabindex]:focus { outline: 3px solid #b35900; outline-offset: 2px; }
.skip { position: absolute; left: -999px; }
.skip:focus { left: 1rem; top: 1rem; background: #fff; padding: .5rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; }
dt { font-weight: 600; }
dd { margin: 0; overflow-wrap: anywhere; }
.scroll { overflow-x: auto; }
figure { margin: 1rem 0; }
table { border-collapse: collapse; margin: 1rem 0; font-size: .9375rem; }
caption { text-align: left; font-weight: 600; padding: .25rem 0; }
th, td { border: 1px solid #767676; padding: .25rem .5rem; text-align: left; vertical-align: top; }
thead th { background: #e8eef5; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
.url { overflow-wrap: anywhere; min-width: 14rem; }
.date { white-space: nowrap; }
svg text { fill: #1b1b1b; font: 12px system-ui, sans-serif; }
.bar { fill: #5b7fa6; }
.picked { fill: #0b2e4f; }
"""

SAMPLE_COLUMNS = ["Rank", "URL", "Sample", "Reason", "Page type", "Template", "Template size",
                  "Last modified", "Continuity"]
LABEL_WIDTH = 300
BAR_WIDTH = 330
COUNT_WIDTH = 170
ROW_HEIGHT = 22
LABEL_CHARS = 44


def templates_from_picks(picks: Sequence[Row]) -> list[dict[str, Any]]:
    """The templates the picks came from, as cluster summaries: the fallback when the crawl's
    full template summary is not at hand (it then lacks the templates nothing was picked from)."""
    by_template: dict[str, dict[str, Any]] = {}
    for pick in picks:
        cluster = by_template.setdefault(
            pick["template"],
            {
                "template": pick["template"],
                "size": pick["cluster_size"],
                "page_type": pick["page_type"],
                "picked": 0,
                "sources": [],
            },
        )
        cluster["picked"] += 1
    return sorted(by_template.values(), key=lambda c: (-c["size"], c["template"]))


def root_of(picks: Sequence[Row], meta: Mapping[str, Any]) -> str:
    """The canonical root: from ``meta``, else the seed every pick records."""
    return meta.get("root") or (picks[0]["seed"] if picks else "")


def _e(value: Any) -> str:
    return escape("" if value is None else str(value))


def _pages(n: int) -> str:
    return f"{n} page" if n == 1 else f"{n} pages"


def _label(stat: str) -> str:
    """``urls_distinct`` -> ``URLs distinct``: the sampler's stat names, readable."""
    words = stat.replace("urls", "URLs").split("_")
    return " ".join([words[0][:1].upper() + words[0][1:], *words[1:]])


def _short(text: str) -> str:
    return text if len(text) <= LABEL_CHARS else text[: LABEL_CHARS - 1] + "…"


def _chart(clusters: Sequence[Row]) -> str:
    """Horizontal bars, one per template, largest first; the dark part is the picked pages."""
    largest = max((c["size"] for c in clusters), default=1) or 1
    width = LABEL_WIDTH + BAR_WIDTH + COUNT_WIDTH
    height = ROW_HEIGHT * len(clusters) + 8
    rows = []
    for i, c in enumerate(clusters):
        y = 4 + i * ROW_HEIGHT
        bar = max(2.0, BAR_WIDTH * c["size"] / largest)
        picked = min(bar, max(3.0, bar * c["picked"] / c["size"])) if c["picked"] else 0.0
        rows.append(
            f'<text x="{LABEL_WIDTH - 8}" y="{y + 15}" text-anchor="end">'
            f"{_e(_short(c['template']))}</text>"
            f'<rect class="bar" x="{LABEL_WIDTH}" y="{y + 3}" width="{bar:.1f}" height="16"/>'
            + (
                f'<rect class="picked" x="{LABEL_WIDTH}" y="{y + 3}" width="{picked:.1f}" '
                f'height="16"/>'
                if picked
                else ""
            )
            + f'<text x="{LABEL_WIDTH + bar + 6:.1f}" y="{y + 15}">{_pages(c["size"])}, '
            f"{c['picked']} picked</text>"
        )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" role="img" width="{width}" '
        f'height="{height}" viewBox="0 0 {width} {height}" '
        'aria-labelledby="chart-title chart-desc">'
        '<title id="chart-title">Templates by number of pages, with the picked pages</title>'
        f'<desc id="chart-desc">{len(clusters)} templates, largest first. Each bar is a '
        "template's page count; its dark start is the pages picked for the sample. The same "
        "data is in the table below the chart.</desc>" + "".join(rows) + "</svg>"
    )


def _table(caption: str, head: Sequence[str], rows: Sequence[str], table_id: str) -> str:
    """A captioned table in a keyboard-scrollable region (wide tables must not clip)."""
    ths = "".join(f'<th scope="col">{_e(h)}</th>' for h in head)
    return (
        f'<div class="scroll" role="region" tabindex="0" aria-labelledby="{table_id}">'
        f'<table><caption id="{table_id}">{_e(caption)}</caption>'
        f"<thead><tr>{ths}</tr></thead><tbody>{''.join(rows)}</tbody></table></div>"
    )


def _templates_table(clusters: Sequence[Row]) -> str:
    """The chart's data; a Sources column only when the crawl's summary gave sources."""
    with_sources = any(c.get("sources") for c in clusters)
    head = ["Template", "Page type", "Pages", "Picked"] + (["Sources"] if with_sources else [])
    rows = [
        f'<tr><th scope="row">{_e(c["template"])}</th><td>{_e(c["page_type"])}</td>'
        f'<td class="num">{c["size"]}</td><td class="num">{c["picked"]}</td>'
        + (f"<td>{_e(', '.join(c.get('sources') or ()))}</td>" if with_sources else "")
        + "</tr>"
        for c in clusters
    ]
    return _table("Templates: pages found and picked", head, rows, "templates-table")


def _pick_rows(picks: Sequence[Row]) -> list[str]:
    return [
        f'<tr><td class="num">{p["rank"]}</td>'
        f'<th scope="row" class="url"><a href="{_e(p["url"])}">{_e(p["url"])}</a></th>'
        f"<td>{_e(p['sample'])}</td><td>{_e(p['reason'])}</td><td>{_e(p['page_type'])}</td>"
        f'<td>{_e(p["template"])}</td><td class="num">{p["cluster_size"]}</td>'
        f'<td class="date">{_e(p["lastmod"] or "—")}</td><td>{continuity_mark(p)}</td></tr>'
        for p in picks
    ]


def continuity_mark(pick: Row) -> str:
    """Kept, new, or replaced with the previous page it stands in for (HTML)."""
    mark = _e(pick.get("continuity") or "new")
    return f'{mark} <span class="url">{_e(pick["replaces"])}</span>' if pick.get("replaces") else mark


def _source_rows(sources: Mapping[str, int]) -> list[str]:
    return [
        f'<tr><th scope="row" class="url">{_e(src)}</th><td class="num">{n}</td></tr>'
        for src, n in sorted(sources.items())
    ]


def render_report(picks: list[dict], clusters: list[dict], meta: Mapping[str, Any]) -> str:
    """The report page. ``picks`` in rank order; ``clusters`` every template (template, size,
    page_type, picked, sources), charted in the order given; ``meta``: root, sources (source
    -> pages), counts (the sampler's stats), generated_by."""
    root = root_of(picks, meta)
    host = urlsplit(root).netloc or root or "unknown site"
    generated_by = meta.get("generated_by", "sitesampler")
    structured = sum(1 for p in picks if p["sample"] != "random")
    facts = [
        ("Canonical root", f'<a href="{_e(root)}">{_e(root)}</a>'),
        ("Random seed", _e(picks[0]["seed"] if picks else root)),
        ("Sample", f"{_pages(len(picks))}: {structured} structured, {len(picks) - structured} random"),
        ("Templates", str(len(clusters))),
    ]
    facts += [(_label(name), _e(n)) for name, n in sorted(meta.get("counts", {}).items())]
    facts += [(_e(label), _e(text)) for label, text in findings.facts(picks, meta)]
    sources = meta.get("sources") or {}
    sources_html = (
        _table("Where the URLs came from", ["Source", "Pages"], _source_rows(sources), "sources")
        if sources
        else "<p>No per-source counts were recorded for this sample.</p>"
    )
    return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>WCAG-EM page sample of {_e(host)}</title>
<style>{STYLE}</style>
</head>
<body>
<a class="skip" href="#main">Skip to the report</a>
<header>
<h1>WCAG-EM page sample of {_e(host)}</h1>
<p>Generated by {_e(generated_by)}.</p>
<nav aria-label="Report sections"><ul>
<li><a href="#summary">Summary</a></li>
<li><a href="#templates">Templates</a></li>
<li><a href="#sample">Sample</a></li>
</ul></nav>
</header>
<main id="main">
<section aria-labelledby="summary">
<h2 id="summary">Summary</h2>
<dl>{"".join(f"<dt>{k}</dt><dd>{v}</dd>" for k, v in facts)}</dl>
{sources_html}
</section>
<section aria-labelledby="templates">
<h2 id="templates">Templates by size</h2>
<figure>
{_chart(clusters)}
<figcaption>Every template of the site, largest first; the dark part of a bar is the pages picked.</figcaption>
</figure>
{_templates_table(clusters)}
</section>
<section aria-labelledby="sample">
<h2 id="sample">The sample</h2>
{_table(f"{len(picks)} pages in rank order", SAMPLE_COLUMNS, _pick_rows(picks), "sample-table")}
</section>
</main>
<footer><p>A deterministic sample: the same sitemaps give the same pages.</p></footer>
</body>
</html>
"""
