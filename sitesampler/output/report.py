"""The sample as the document an auditor attaches to a WCAG-EM report: one self-contained,
accessible HTML page, rendered from a Jinja2 template.

An auditor opens it offline, prints it on A4 or mails it: so no external asset, no script, no
network. It practises what it audits: ``lang``, landmarks, captioned tables with ``th scope``,
a chart with a text alternative and its data again as a table, text contrast of at least 4.5:1,
visible keyboard focus. Output depends only on its arguments (the date comes in ``meta``).

This module only turns the sample into plain values (:func:`report_context`); the page itself
is ``templates/report.html``. Autoescaping is on, so a URL or template can never inject markup.
An auditor's own template (``-s SITESAMPLER_REPORT_TEMPLATE=path``) usually starts with
``{% extends "report.html" %}`` and overrides blocks (``brand``, ``style``, ``footer``...).
"""

from __future__ import annotations

import re
import traceback
from collections import Counter
from collections.abc import Mapping, Sequence
from functools import lru_cache
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import jinja2

from sitesampler.output import findings

Row = Mapping[str, Any]

#: What each WCAG-EM step of the report is called, in the words of the methodology.
WCAG_EM_STEPS = {
    "scope": "Step 1: Define the evaluation scope",
    "explore": "Step 2: Explore the target website",
    "variety": "Step 2.c: Identify the variety of web page types",
    "structured": "Step 3.a: Include a structured sample",
    "random": "Step 3.b: Include a randomly selected sample",
    "method": "Step 3: Select a representative sample (method)",
}
#: Why pages were chosen, in the order the method chooses them; ``{n}`` pages, ``{s}`` plural,
#: ``{types}`` the page types of those pages.
REASONS = {
    "home": "the home page",
    "common": "{n} common page{s} ({types})",
    "representative": "one page of each of {n} page type{s}",
    "static": "{n} one-off page{s}",
    "proportional": "{n} more page{s} of the largest page types, by their size",
    "random": "{n} page{s} at random",
}
REJECTED = {
    "offsite": "not on the site",
    "not_http": "not web addresses",
    "not_html": "not HTML pages (images, documents, feeds)",
    "unparseable": "not readable as URLs",
    "token": "links carrying a CSRF token or nonce",
    "state_change": "links that change something on the site",
    "download": "file downloads",
    "robots": "URLs robots.txt disallows the crawler",
}

CHART_LABEL_WIDTH = 300
CHART_BAR_WIDTH = 330
CHART_COUNT_WIDTH = 170
CHART_ROW_HEIGHT = 22
CHART_LABEL_CHARS = 44
#: The picked part of a bar is never narrower than this: a 2-page pick of a 50,000-page
#: template would otherwise be a sliver nobody sees.
CHART_MIN_PICKED = 10.0


def templates_from_picks(picks: Sequence[Row]) -> list[dict[str, Any]]:
    """The templates the picks came from, as cluster summaries: the fallback when the crawl's
    full template summary is not at hand (it then lacks the templates nothing was picked from)."""
    by_template: dict[str, dict[str, Any]] = {}
    for pick in picks:
        cluster = by_template.setdefault(
            pick["template"],
            {"template": pick["template"], "size": pick["cluster_size"], "page_type": pick["page_type"],
             "picked": 0, "sources": [], "example": pick["url"]},
        )
        cluster["picked"] += 1
    return sorted(by_template.values(), key=lambda cluster: (-cluster["size"], cluster["template"]))


def root_of(picks: Sequence[Row], meta: Mapping[str, Any]) -> str:
    """The canonical root: from ``meta``, else the seed every pick records."""
    return meta.get("root") or (picks[0]["seed"] if picks else "")


def natural_key(text: str) -> tuple[tuple[int, int | str], ...]:
    """Sort key reading digit runs as numbers: ``sitemap2.xml`` before ``sitemap10.xml``.
    Each part is tagged so numbers and words never compare with each other."""
    return tuple((0, int(part)) if part.isdigit() else (1, part)
                 for part in re.split(r"(\d+)", text) if part)


def pages(n: int) -> str:
    return findings.count(n, "page")


def _words(segment: str) -> str:
    return re.sub(r"[-_.+]+", " ", segment).strip()


#: How a page type reads in the report and in the tools' sample titles.
PAGE_TYPE_LABELS = {
    "home": "Home page",
    "login": "Login page",
    "contact": "Contact page",
    "form": "Form page",
    "help": "Help page",
    "legal": "Legal page",
    "search": "Search page",
    "sitemap": "Site map page",
    "accessibility-statement": "Accessibility statement",
    "account": "Account page",
    "payment": "Payment page",
    "document": "Document",
    "content": "Content page",
}


#: What a template's slot stands for, in a client's words (``{n}``: "number").
SLOT_WORDS = {"n": "number", "slug": "name", "year": "year", "yyyy": "year", "mm": "month", "dd": "day",
              "date": "date", "uuid": "id", "hash": "code", "v": "value", "path": "folders", "lang": "language"}
_SLOT = re.compile(r"\{([^{}]*)\}")


def slot_words(text: str) -> str:
    """``text`` with every slot in words.

    >>> slot_words("/{n}_{slug}"), slot_words("{yyyy}/{slug}.html"), slot_words("{edition?}")
    ('/number_name', 'year/name.html', 'edition')
    """
    return _SLOT.sub(lambda slot: SLOT_WORDS.get(slot[1].rstrip("?"), slot[1].rstrip("?")), text)


def template_folder(template: str) -> str:
    """The literal start of a template, up to the folder (or query key) before its first slot.

    >>> template_folder("/blog/{yyyy}/{slug}"), template_folder("/{n}-{slug}")
    ('/blog/', '/')
    >>> template_folder("/bbs/board.php?bo_table=free&wr_id={n}")
    '/bbs/board.php?bo_table=free'
    """
    literal = template.split("{", 1)[0]
    cut = max(literal.rfind("/") + 1, literal.rfind("?"), literal.rfind("&"))
    return literal[:cut]


def readable_name(cluster: Row) -> str:
    """A template as a person names it.

    The home page and one-off common pages are named by page type ("Login page"); a template
    with slots by where its pages are, the literal folder before its first slot ("Pages in
    /blog/" for ``/blog/{yyyy}/{slug}``, "Pages at the root" for ``/{slug}``, "Pages of
    /board.php?table=free" for ``/board.php?table=free&id={n}``); a one-off page
    by its path words ("About us page" for ``/about-us``). :func:`distinct_names` tells equal
    names apart.
    """
    template, page_type = str(cluster["template"]), str(cluster.get("page_type") or "content")
    if template == "/" or (page_type not in ("content", "home") and not cluster.get("repeating", True)):
        return PAGE_TYPE_LABELS.get(page_type, f"{page_type.capitalize()} page")
    if "{" in template:
        folder = template_folder(template)
        return ("Pages at the root" if folder == "/" else
                f"Pages in {folder}" if folder.endswith("/") else f"Pages of {folder}")
    path = template.split("?", 1)[0]
    literal = [words for words in (_words(segment.rsplit(".", 1)[0]) for segment in path.split("/") if segment)
               if words]
    if not literal:
        return "Page"
    words = " / ".join(literal[-2:])
    return f"{words[:1].upper()}{words[1:]} page"


def distinct_names(clusters: Sequence[Row]) -> list[str]:
    """:func:`readable_name` of each template, told apart where several share one: each of
    those gets what is left of its template, slots in words ("Pages at the root
    (number_name)", "Form page (cart)"), then, if that is still shared, a number in the order
    given. Depends only on the templates and their order."""
    names = [readable_name(cluster) for cluster in clusters]
    shared = Counter(names)
    for index, cluster in enumerate(clusters):
        if shared[names[index]] > 1:
            template = str(cluster["template"])
            rest = template[len(template_folder(template)):] if "{" in template else template
            qualifier = slot_words(rest).strip("/") or template
            names[index] = f"{names[index]} ({qualifier})"
    seen: Counter[str] = Counter()
    repeated = Counter(names)
    for index, name in enumerate(names):
        if repeated[name] > 1:
            seen[name] += 1
            names[index] = f"{name} {seen[name]}"
    return names


def _short(text: str) -> str:
    return text if len(text) <= CHART_LABEL_CHARS else text[: CHART_LABEL_CHARS - 1] + "…"


def chart_rows(clusters: Sequence[Row]) -> list[dict[str, Any]]:
    """Bar geometry, one row per template in the order given: the bar is the template's size
    on a linear scale; its dark start, the picked pages, at least ``CHART_MIN_PICKED`` wide
    (so a bar with picks is at least that long too)."""
    largest = max((cluster["size"] for cluster in clusters), default=1) or 1
    rows = []
    for i, (c, name) in enumerate(zip(clusters, distinct_names(clusters))):
        bar = max(CHART_MIN_PICKED if c["picked"] else 2.0, CHART_BAR_WIDTH * c["size"] / largest)
        picked = min(bar, max(CHART_MIN_PICKED, bar * c["picked"] / c["size"])) if c["picked"] else 0.0
        rows.append({"y": 4 + i * CHART_ROW_HEIGHT, "label": _short(c.get("name") or name), "bar": round(bar, 1),
                     "picked": round(picked, 1), "size": c["size"], "count": c["picked"]})
    return rows


def summary_sentence(picks: Sequence[Row], clusters: Sequence[Row], counts: Mapping[str, int]) -> str:
    """The sample in one plain sentence: page types found, pages chosen, and why, in the order
    the method chooses them."""
    repeating = sum(1 for cluster in clusters if cluster.get("repeating", True) and cluster["size"] > 1)
    distinct = counts.get("urls_distinct")
    found = f"{findings.count(len(clusters), 'page type')} found" + (f" among {pages(distinct)}" if distinct else "")
    found += f" ({repeating:,} with several pages)" if repeating else ""
    reasons = Counter(pick["reason"] for pick in picks)
    order = [*REASONS, *sorted(set(reasons) - set(REASONS))]
    parts = [REASONS.get(reason, "{n} " + reason).format(
        n=f"{reasons[reason]:,}", s="" if reasons[reason] == 1 else "s",
        types=", ".join(dict.fromkeys(pick["page_type"] for pick in picks if pick["reason"] == reason)))
        for reason in order if reasons[reason]]
    chosen = f"{pages(len(picks))} chosen" + (": " + "; ".join(parts) if parts else "")
    return f"{found}; {chosen}."


def excluded_lines(counts: Mapping[str, int]) -> list[str]:
    """What was found but left out of the sample, in words (the sampler's ``rejected_*``)."""
    prefix = "rejected_"
    return [f"{n:,} {REJECTED.get(key[len(prefix):], _words(key[len(prefix):]))}"
            for key, n in sorted(counts.items()) if key.startswith(prefix) and n]


def report_context(picks: Sequence[Row], clusters: Sequence[Row], meta: Mapping[str, Any]) -> dict[str, Any]:
    """Everything the template shows, as plain values.

    ``picks`` in rank order; ``clusters`` every template (template, size, page_type, picked,
    sources, example), shown in the order given; ``meta``: root, sources (source -> pages),
    counts (the sampler's stats), generated_by, and optionally date (the day of the exploration),
    budget, random_share, round, inputs (the files ``sitesampler plan`` read), and what the exploration found (technologies, needs_access,
    processes: :func:`sitesampler.output.findings.facts`), shown under WCAG-EM step 2. Picks with a
    ``continuity`` (kept, new, replaced; ``replaces``: the page it stands in for) get a "Since
    last round" column.
    """
    root = root_of(picks, meta)
    counts = meta.get("counts") or {}
    examples: dict[str, str] = {}
    for pick in picks:
        examples.setdefault(pick["template"], pick["url"])
    templates = [{**cluster, "name": name, "example": cluster.get("example") or examples.get(cluster["template"], "")}
                 for cluster, name in zip(clusters, distinct_names(clusters))]
    names = {entry["template"]: entry["name"] for entry in templates}
    rows = [{**pick, "name": names.get(pick["template"]) or readable_name(
        {"template": pick["template"], "page_type": pick["page_type"], "repeating": pick["cluster_size"] > 1})}
        for pick in picks]
    sources = sorted((meta.get("sources") or {}).items(), key=lambda item: (natural_key(item[0]), item[0]))
    return {
        "site": {"root": root, "host": urlsplit(root).netloc or root or "unknown site"},
        "seed": picks[0]["seed"] if picks else root,
        "date": meta.get("date"),
        "budget": meta.get("budget"),
        "random_share": meta.get("random_share"),
        # Round 0 is a first audit: the header names only a re-run's round.
        "round": meta.get("round") or next((pick.get("round") for pick in picks if pick.get("round")), None),
        "generated_by": meta.get("generated_by", "sitesampler"),
        "summary": summary_sentence(picks, clusters, counts),
        "listed": counts.get("urls_listed", 0),
        "distinct": counts.get("urls_distinct", 0),
        "excluded": excluded_lines(counts),
        "probed": counts.get("pages_probed", 0),
        "sources": sources,
        "from_links": any(source == "links" for source, _ in sources),
        # sitesampler plan read files: no crawl explored robots.txt, sitemaps or the home page.
        "inputs": list(meta.get("inputs") or ()),
        "scope_limits": findings.scope_limits(meta),
        "templates": templates,
        "chart": {"rows": chart_rows(templates), "label_width": CHART_LABEL_WIDTH,
                  "width": CHART_LABEL_WIDTH + CHART_BAR_WIDTH + CHART_COUNT_WIDTH,
                  "height": CHART_ROW_HEIGHT * len(templates) + 8},
        "structured": [row for row in rows if row["sample"] != "random"],
        "random": [row for row in rows if row["sample"] == "random"],
        # A first audit's pages are all new: the column appears for a re-run only.
        "continuity": bool(meta.get("previous"))
        or any(pick.get("continuity") not in (None, "", "new") for pick in picks),
        "exploration": findings.facts(picks, meta),
        "steps": WCAG_EM_STEPS,
    }


@lru_cache(maxsize=8)
def report_environment(own_folder: str | None = None) -> jinja2.Environment:
    """The packaged templates, then the folder of the auditor's own template (for its
    includes). Autoescape is on for every template, whatever its file name."""
    loaders: list[jinja2.BaseLoader] = [jinja2.PackageLoader("sitesampler", "templates")]
    if own_folder:
        loaders.append(jinja2.FileSystemLoader(own_folder))
    return jinja2.Environment(loader=jinja2.ChoiceLoader(loaders), autoescape=True,
                              undefined=jinja2.StrictUndefined, trim_blocks=True, lstrip_blocks=True)


def load_template(path: str | None = None) -> jinja2.Template:
    """The packaged report, or the template file at ``path``. Raises ``ValueError`` with one
    line when that file cannot be read or is not a valid template."""
    if not path:
        return report_environment().get_template("report.html")
    file = Path(path).expanduser().resolve()
    try:
        return report_environment(str(file.parent)).from_string(file.read_text(encoding="utf-8"))
    except OSError as error:
        raise ValueError(f"cannot read the report template {path}: {error.strerror or error}") from None
    except jinja2.TemplateSyntaxError as error:
        raise ValueError(f"the report template {path} is not valid ({error.message}, line {error.lineno})") from None
    except jinja2.TemplateError as error:
        raise ValueError(f"the report template {path} is not valid ({error.message})") from None


class ReportTemplateError(ValueError):
    """The auditor's report template failed while it rendered (one line: what and where)."""


def render_report(picks: list[dict], clusters: list[dict], meta: Mapping[str, Any],
                  template: str | None = None) -> str:
    """The report page, from the packaged template or the template file at ``template``; an
    error of that file's while it renders (a name it uses that the report does not give) is a
    :class:`ReportTemplateError` naming the file and its line."""
    loaded = load_template(template)
    try:
        return loaded.render(report_context(picks, clusters, meta))
    except jinja2.TemplateError as error:
        if not template:
            raise
        lines = [frame.lineno for frame in traceback.extract_tb(error.__traceback__) if frame.filename == "<template>"]
        where = f", line {lines[-1]}" if lines else ""
        raise ReportTemplateError(f"the report template {template} failed to render ({error}{where})") from None
