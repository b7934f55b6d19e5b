"""Template quality on the labelled corpus: learned clusterer vs published rules vs random URLs.

    python bench/quality.py                   # writes docs/QUALITY.md (about four minutes)
    python bench/quality.py --no-sensitivity  # the same without the sensitivity table (a minute)
    python bench/quality.py --out FILE        # writes FILE instead (a trial run leaves the docs alone)

Every real site of ``bench/corpus/sites`` is scored as ``sitesampler plan FILES --root ROOT``
and ``sitesampler templates`` score it (see ``bench/corpus_sites.py``), on the design half,
the check half and both. The synthetic sets are scored too, apart. The blocks between the
continuity and html-corpus markers of ``docs/QUALITY.md`` belong to ``bench/continuity.py`` and
``bench/html_quality.py``, the html-runs block compares runs of the latter, and all are kept.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import re
import sys
from functools import partial
from pathlib import Path
from statistics import mean

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "bench"))

from corpus_sites import (CORPUS, Site, ceiling, load_sites, perfect_templates, random_baseline, sampler,  # noqa: E402
                          score)
from metrics import is_multi_page_type  # noqa: E402

from sitesampler.core.learned import LearnedClusterer, Thresholds  # noqa: E402

BUDGETS = (10, 20, 50)
METHODS = ("learned", "rules")
COLUMNS = ("clusters", "templates", "h", "c", "v", *(f"multi@{b}" for b in BUDGETS), *(f"all@{b}" for b in BUDGETS))
HEADLINE = ("multi@10", "all@20", "h", "v")
TARGETS = (("multi@10", 0.95), ("all@20", 0.85), ("h", 0.95), ("v", 0.75))
OUT = REPO / "docs" / "QUALITY.md"
KEPT_BLOCKS = re.compile(r"<!-- (html-corpus|html-runs|continuity):start -->.*?<!-- \1:end -->\n?", re.S)
Results = dict[str, dict[str, dict[str, float]]]


def evaluate(site: Site) -> dict[str, dict[str, float]]:
    rows = {method: score(site, method, BUDGETS) for method in METHODS}
    rows["random"] = random_baseline(site, BUDGETS)
    return rows


def _cell(row: dict[str, float], column: str) -> str:
    value = row.get(column)
    if value is None:
        return "-"
    return str(int(value)) if column in ("clusters", "templates") else f"{value:.3f}"


def macro(rows: list[dict[str, float]]) -> dict[str, float]:
    return {c: mean(r[c] for r in rows) for c in rows[0] if all(c in r for r in rows)}


def halves(sites: list[Site]) -> list[tuple[str, list[Site]]]:
    return [("design", [s for s in sites if s.half == "design"]),
            ("check", [s for s in sites if s.half == "check"]), ("all", sites)]


def macro_table(results: Results, sites: list[Site]) -> list[str]:
    lines = ["| half | sites | method | " + " | ".join(COLUMNS) + " |", "|---|---|---|" + "---|" * len(COLUMNS)]
    for name, members in halves(sites):
        for method in (*METHODS, "random"):
            row = macro([results[s.name][method] for s in members])
            lines.append(f"| {name} | {len(members)} | {method} | " + " | ".join(_cell(row, c) for c in COLUMNS) + " |")
    return lines


def targets(results: Results, sites: list[Site]) -> list[str]:
    """The targets per half, and beside each half the coverage perfect templates (template =
    URL-only label) reach through the same allocator: what no clusterer can exceed."""
    lines = ["| half | " + " | ".join(f"{m} (>= {goal})" for m, goal in TARGETS) + " |", "|---|" + "---|" * len(TARGETS)]
    perfect = {s.name: perfect_templates(s, (10, 20)) for s in sites}
    for name, members in halves(sites):
        row = macro([results[s.name]["learned"] for s in members])
        cells = [f"{row[m]:.3f} {'met' if row[m] >= goal else '**not met**'}" for m, goal in TARGETS]
        lines.append(f"| {name} | " + " | ".join(cells) + " |")
        best = macro([perfect[s.name] for s in members])
        cells = [f"{best[m]:.3f}" if m in best else "1.000" for m, _ in TARGETS]
        lines.append(f"| {name}, perfect templates | " + " | ".join(cells) + " |")
    return lines


def per_site(results: Results, sites: list[Site]) -> list[str]:
    lines = ["| site | half | types (multi) | method | " + " | ".join(COLUMNS) + " |",
             "|---|---|---|---|" + "---|" * len(COLUMNS)]
    for site in sites:
        types = set(site.url_truth.values())
        multi = sum(1 for label in types if not label.startswith(("/", "static:")) and label != "home")
        for method, row in results[site.name].items():
            head = f"{site.name} | {site.half} | {len(types)} ({multi})" if method == METHODS[0] else " | | "
            lines.append(f"| {head} | {method} | " + " | ".join(_cell(row, c) for c in COLUMNS) + " |")
    return lines


def content_only(sites: list[Site]) -> list[str]:
    notes = json.loads((CORPUS / "CONTENT_ONLY.json").read_text())
    lines = ["| site | labels merged | URL-only ceiling: h | V | multi-page types | all types | why |",
             "|---|---|---|---|---|---|---|"]
    for site in sites:
        if site.merges:
            top = ceiling(site)
            merged = "; ".join(" + ".join(group) for group in site.merges)
            lines.append(f"| {site.name} | {merged} | {top['h']:.3f} | {top['v']:.3f} | {top['multi']:.3f} | "
                         f"{top['all']:.3f} | {notes[site.name]['why']} |")
    return lines


def new_sites(results: Results, sites: list[Site]) -> list[str]:
    """A table per round of sites added to the corpus: each site as scored when it came, before
    any change to the clusterer made after it (``bench/quality_before.json``), and now."""
    lines: list[str] = []
    by_name = {s.name: s for s in sites}
    for round_ in json.loads((REPO / "bench" / "quality_before.json").read_text())["rounds"]:
        lines += [f"### {round_['title']}", "", round_["about"], "",
                  "| site | half | " + " | ".join(f"{m} before | {m} now" for m in HEADLINE) + " |",
                  "|---|---|" + "---|---|" * len(HEADLINE)]
        rows = []
        for name, old in round_["sites"].items():
            now = score(by_name[name], "learned", (10, 20), url_only=False)  # the labels as written, as then
            rows.append((old, now))
            cells = [f"{'-' if old[m] is None else f'{old[m]:.3f}'} | {now[m]:.3f}" for m in HEADLINE]
            lines.append(f"| {name} | {by_name[name].half} | " + " | ".join(cells) + " |")
        gave_rows = [(o, n) for o, n in rows if o["h"] is not None]
        if len(gave_rows) < len(rows):
            means = [f"{mean(o[m] for o, _ in gave_rows):.3f} | {mean(n[m] for _, n in gave_rows):.3f}" for m in HEADLINE]
            lines.append(f"| **macro, the {len(gave_rows)} that gave rows then** | | " + " | ".join(means) + " |")
            means = [f"{mean(o[m] for o, _ in rows):.3f} | {mean(n[m] for _, n in rows):.3f}"
                     if m.startswith(("multi", "all")) else "- | -" for m in HEADLINE]
            lines.append(f"| **macro, all {len(rows)}** (no rows = 0) | | " + " | ".join(means) + " |")
        else:
            means = [f"{mean(o[m] for o, _ in rows):.3f} | {mean(n[m] for _, n in rows):.3f}" for m in HEADLINE]
            lines.append(f"| **macro, all {len(rows)}** | | " + " | ".join(means) + " |")
        lines.append("")
    return lines[:-1]


def first_segment_splits(sites: list[Site]) -> tuple[int, int, int]:
    """(types, sites, templates): multi-page types (URL-only truth) whose pages the learned
    clusterer spreads over repeating templates that differ only in their first segment
    (``/install/{slug}.html``, ``/about/{slug}.html``): sibling sections kept apart at the top."""
    types = templates = 0
    hit = set()
    for site in sites:
        holders: dict[str, dict[str, set[str]]] = {}
        for cluster in sampler(site, "learned", 1, keep_all=True).clusters():
            if not cluster.repeating:
                continue
            below = cluster.template.lstrip("/").partition("/")[2]
            for candidate in cluster.candidates.candidates():
                label = site.url_truth.get(candidate.key)
                if label and is_multi_page_type(label):
                    holders.setdefault(label, {}).setdefault(below, set()).add(cluster.template)
        for shapes in holders.values():
            split = max((len(found) for found in shapes.values()), default=0)
            if split >= 2:
                types, templates = types + 1, templates + split
                hit.add(site.name)
    return types, len(hit), templates


def failure_classes(sites: list[Site]) -> list[str]:
    types, where, templates = first_segment_splits(sites)
    merged = sum(len(group) - 1 for site in sites for group in site.merges)
    rows = [
        ("1. Sibling sections of one type kept apart",
         "Fixed below the first segment: sibling folders whose decided contents are the same template, or "
         "whose page names mirror each other (the versions of a docs tree), are one slot, a folder mirroring "
         "its siblings folds into its section (`/docs/next/`), and a section whose pages nest in pages level "
         "after level (a catalogue's tree of categories, regions and towns) is one template of its nodes and "
         "one of its leaves. At the first segment only a tree whose branches name the same things, down "
         "to their deeper levels (`/mens/shoes/trail`, `/womens/shoes/trail`), is pooled; two sections whose "
         "next pages are the same sections (two venues' `/bk/exhibitions/`, `/kyaf/exhibitions/`) are "
         "sub-sites, each read as a site; three or more sections holding the same names "
         "(`/economy/news/<id>`, `/markets/news/<id>`) are one slot, as are folders named after a record "
         "page beside them "
         "(`/hammam/...` beside `/18-hammam`: a shop's products filed under its categories); a shop's "
         "`/products/` and `/collections/` have the same "
         "shape and differ in kind, so the allocator's families and the room kept for common pages limit "
         "what the extra templates cost.",
         f"{types} multi-page types split over first-level sections ({templates} templates, {where} sites)"),
        ("2. Types told apart by a separator after an id",
         "Fixed: `/{n}-{slug}` and `/{n}_{slug}` stay apart when each spelling is common, as do ids "
         "after a letter code (`/c{n}-{n}.html`, `/c{n}.html`) where such codes are most of the names, "
         "a wiki's namespaces (`/wiki/category:{slug}`), and look-alike siblings whose sitemap gives each "
         "type a priority of its own (not below a collection folder such as `/topic/`, whose "
         "priorities are a scale).", "-"),
        ("3. A lone file name taken as a type",
         "Fixed: child-sitemap names count by contrast only; numbered files are one type where they list the "
         "same sections and several where each lists its own.", "-"),
        ("4. One-off pages read as a slot",
         "Fixed: taxonomy folders, camelCase program names and script names never join a slot, a route in a "
         "query value is read as a path whose static words are protected, "
         "flat pages at the first segment never ride on the folders beside them; "
         "a query key that gives each of its pages a value identifies them.", "-"),
        ("5. Optional or empty query values, sort keys, prefixed ids",
         "Fixed: empty values and prefixed ids are values, and empty values count once among a key's values "
         "(a board list's empty search keys); keys that only appear together are each optional "
         "beside the plain list and dropped when their values repeat; keys riding on item pages the site "
         "lists without them (a crawler's carried sort or tab) are dropped whatever their values; a value "
         "that is an address (a login form's return URL) varies as any value does.", "-"),
        ("6. Small types without a template",
         "Fixed where the site says so: two pages of a child sitemap of their own, one page under a date folder.",
         "-"),
        ("7. A taxonomy folder absorbed into doc sections", "Fixed: taxonomy folders never join a slot.", "-"),
        ("8. Distinctions only page content shows",
         "Not fixable from URLs: listed in `bench/corpus/CONTENT_ONLY.json`, scored at their URL-only "
         "ceiling (table above).", f"{merged} labels merged into another on {sum(1 for s in sites if s.merges)} sites"),
    ]
    lines = ["| failure class | status | measured on the real sites |", "|---|---|---|"]
    lines += [f"| {name} | {status} | {measured} |" for name, status, measured in rows]
    return lines


def sensitivity(sites: list[Site]) -> list[str]:
    """Each threshold at half, as is and double: the macro headline metrics over the real sites."""
    base = Thresholds()
    lines = ["| constant | value | " + " | ".join(HEADLINE) + " |", "|---|---|" + "---|" * len(HEADLINE)]
    for spec in dataclasses.fields(Thresholds):
        value = getattr(base, spec.name)
        for factor in (0.5, 1, 2):
            changed = value * factor if isinstance(value, float) else max(1, round(value * factor))
            if isinstance(value, float):
                changed = min(changed, 1.0) if value <= 1 else changed
            thresholds = dataclasses.replace(base, **{spec.name: changed})
            build = partial(LearnedClusterer, thresholds=thresholds)
            row = macro([score(site, build, (10, 20)) for site in sites])
            mark = " (as is)" if factor == 1 else ""
            lines.append(f"| `{spec.name}` | {changed:g}{mark} | " + " | ".join(f"{row[m]:.3f}" for m in HEADLINE) + " |")
    return lines


def report(real: list[Site], synthetic: list[Site], with_sensitivity: bool) -> str:
    results = {site.name: evaluate(site) for site in real + synthetic}
    lines = [
        "# Template quality on the labelled corpus", "",
        "Generated by `python bench/quality.py` (do not edit by hand). Corpus: `bench/corpus/` "
        f"({len(real)} real sites, {len(synthetic)} synthetic sets; provenance in each site's `SOURCE.json`).", "",
        "* Each site is scored as a user runs it: its urlset files go to `sitesampler templates FILES --root ROOT` "
        "and `sitesampler plan FILES --root ROOT --budget B --random-share 0` (one source per file, named by its "
        "file name; relative `<loc>`s resolved as if the file were `/sitemap.xml` on the root's host). ROOT is the "
        "labelled home page.",
        "* **learned**: the default clusterer; **rules**: the published per-segment rules; **random**: uniformly "
        "random distinct pages, mean of 20 seeded draws.",
        "* `h`, `c`, `v`: homogeneity, completeness and V-measure of the templates against the labels "
        "(`bench/metrics.py`). `multi@k` / `all@k`: the share of multi-page types / of all types with a page in "
        "the structured sample at budget k. `clusters`: repeating templates; `templates`: all, one-off pages included.",
        "* **Halves.** Sites are split by the first byte of the BLAKE2b hash of their name (even: design, odd: "
        "check). Clusterer rules are decided on the design half and kept only if the check half does not drop.",
        "* **Content-only labels.** Where a site's labels tell pages apart that only page content distinguishes, "
        "those labels are merged for scoring (its URL-only truth, `bench/corpus/CONTENT_ONLY.json`); the table "
        "below gives each such site's ceiling against the labels as written.",
        "* **Perfect templates.** The targets table gives, under each half, the coverage reached with templates "
        "equal to the URL-only labels through the same allocator (h and V are then 1): what the allocator makes "
        "of ideal templates, below 1 where a site has more types than the budget or spends it on a complete "
        "process (a shop's cart and checkout, taken whole first, as in the sample).", "",
        "## Targets (learned, macro over the real sites, URL-only truth)", "", *targets(results, real), "",
        "## Macro means", "", *macro_table(results, real), "",
        "## Sites whose labels need page content", "", *content_only(real), "",
        "## Failure classes seen on sites nobody tuned for", "",
        "Each class of template failure found on unseen sites, what the clusterer does about it "
        "(rules and their tests: `docs/TEMPLATES.md`, `tests/test_core_learned.py`), and what is left on the corpus.",
        "", *failure_classes(real), "",
        "## Sites added round by round, before and after", "",
        "The honest unseen-site numbers: each site scored against its labels as written (no merge) when it "
        "was added, before any change to the clusterer made after it came (`bench/quality_before.json`), "
        "and now. Only the before columns are unseen-site numbers: later changes were made with these sites in "
        "the corpus.", "", *new_sites(results, real), "",
    ]
    if with_sensitivity:
        lines += ["## Sensitivity of the learned clusterer's constants", "",
                  "Each constant of `Thresholds` at half, as is and double (integers rounded, shares capped at 1), "
                  "the others as they are; macro over the real sites.", "", *sensitivity(real), ""]
    lines += ["## Per site", "", *per_site(results, real), "", "## Synthetic sets", "", *per_site(results, synthetic), ""]
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description="Template quality on the labelled corpus (writes a Markdown report).")
    parser.add_argument("--no-sensitivity", action="store_true", help="leave out the sensitivity table (its runs take most of the time)")
    parser.add_argument("--out", type=Path, default=OUT, help=f"the report to write (default: {OUT.relative_to(REPO)})")
    args = parser.parse_args(argv)
    real, synthetic = load_sites()
    text = report(real, synthetic, not args.no_sensitivity)
    previous = args.out.read_text() if args.out.exists() else ""
    kept = "".join("\n" + block.group(0) for block in KEPT_BLOCKS.finditer(previous))
    args.out.write_text(text + kept)
    print(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
