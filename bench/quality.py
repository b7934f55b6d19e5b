"""Template quality on the labelled corpus: learned clusterer vs published rules vs random URLs.

    python bench/quality.py            # writes docs/QUALITY.md

Runs every site of ``<repo>/../shared/corpus/sites`` (its sitemap files, each URL with
source = the file's path in the site folder, lastmod/priority from the XML) and the
``synthetic/*.labels.json`` sets (labelled URLs only) through the full :class:`SiteSampler`,
and scores the result against ``labels.json`` with the section-5 metrics of CLUSTERING.md.
Coverage is measured on the sample the allocator actually draws (budget = structured pages,
random_share = 0), beside uniformly random URLs (seeded, averaged over 20 draws).
"""

from __future__ import annotations

import json
import random
from collections import Counter
from urllib.parse import urlsplit
import sys
import xml.etree.ElementTree as ElementTree
from dataclasses import dataclass, field
from pathlib import Path
from statistics import mean

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "bench"))

from metrics import adjusted_rand_index, homogeneity_completeness_v, is_multi_page_type, type_coverage  # noqa: E402

from sitesampler.core import SiteSampler  # noqa: E402
from sitesampler.core.urls import OutOfScope, SiteScope  # noqa: E402

BUDGETS = (10, 20, 50)
RANDOM_DRAWS = 20
METHODS = ("learned", "rules")
HOME_LABELS = ("home", "static:/")


CORPUS = REPO / "bench" / "corpus"


def corpus_dir() -> Path:
    return CORPUS


@dataclass(frozen=True)
class Listing:
    url: str
    lastmod: str | None
    priority: str | None
    source: str | None


@dataclass
class Site:
    name: str
    labels: dict[str, str]
    listings: list[Listing]
    root: str = ""
    truth: dict[str, str] = field(default_factory=dict)  # page key -> label


def _local(tag: str) -> str:
    return tag.rpartition("}")[2]


def read_sitemap(path: Path, source: str) -> list[Listing]:
    """The ``<url>`` entries of one urlset file (an index or a robots.txt yields nothing)."""
    try:
        tree = ElementTree.parse(path)
    except ElementTree.ParseError:
        return []
    if _local(tree.getroot().tag) != "urlset":
        return []
    listings = []
    for url in tree.getroot():
        fields = {_local(child.tag): (child.text or "").strip() for child in url}
        if fields.get("loc"):
            listings.append(Listing(fields["loc"], fields.get("lastmod") or None,
                                    fields.get("priority") or None, source))
    return listings


def load_sites(corpus: Path) -> tuple[list[Site], list[Site]]:
    real = []
    for folder in sorted(p for p in (corpus / "sites").iterdir() if p.is_dir()):
        listings = [listing for path in sorted(folder.rglob("*.xml"))
                    for listing in read_sitemap(path, path.relative_to(folder).as_posix())]
        real.append(Site(folder.name, json.loads((folder / "labels.json").read_text()), listings))
    synthetic = []
    for path in sorted((corpus / "synthetic").glob("*.labels.json")):
        labels = json.loads(path.read_text())
        synthetic.append(Site(path.name.removesuffix(".labels.json"), labels,
                              [Listing(url, None, None, None) for url in sorted(labels)]))
    for site in real + synthetic:
        _join_labels(site)
    return real, synthetic


def _join_labels(site: Site) -> None:
    """The site root is its home page; labelled URLs join the clusters by their page key."""
    homes = sorted(url for url, label in site.labels.items() if label in HOME_LABELS)
    if not homes:  # no home page labelled: the origin most URLs share
        origins = Counter(urlsplit(url)._replace(path="/", query="", fragment="").geturl() for url in site.labels)
        homes = [min(origins, key=lambda o: (-origins[o], o))]
    site.root = next((u for u in homes if u.startswith("https:")), homes[0])
    scope = SiteScope(site.root)
    for url in sorted(site.labels):
        try:
            key = scope.normalize(url).key
        except OutOfScope:
            continue
        site.truth.setdefault(key, site.labels[url])


def _sampler(site: Site, method: str, budget: int, keep_all: bool = False) -> SiteSampler:
    sampler = SiteSampler(site.root, budget=budget, random_share=0, clusterer=method, keep_all=keep_all)
    for listing in site.listings:
        sampler.add(listing.url, listing.lastmod, listing.priority, listing.source)
    return sampler


def _scores(truth: dict[str, str], sampled_per_budget: dict[int, list[str]], clusters: int | None,
            predicted: dict[str, str] | None) -> dict[str, float]:
    types = set(truth.values())
    multi = {t for t in types if is_multi_page_type(t)}
    row: dict[str, float] = {}
    if predicted is not None:
        keys = sorted(truth)
        labels, found = [truth[k] for k in keys], [predicted.get(k, "?" + k) for k in keys]
        row["h"], row["c"], row["v"] = homogeneity_completeness_v(labels, found)
        row["ari"] = adjusted_rand_index(labels, found)
        row["clusters"] = clusters
    for budget, sampled in sampled_per_budget.items():
        seen = [truth[k] for k in sampled if k in truth]
        row[f"multi@{budget}"] = type_coverage(seen, multi)
        row[f"all@{budget}"] = type_coverage(seen, types)
    return row


def evaluate(site: Site) -> dict[str, dict[str, float]]:
    scope = SiteScope(site.root)
    rows = {}
    for method in METHODS:
        listing = _sampler(site, method, 1, keep_all=True)
        clusters = listing.clusters()
        predicted = {c.key: cluster.template for cluster in clusters for c in cluster.candidates.candidates()}
        sampled = {b: [scope.normalize(p.url).key for p in _sampler(site, method, b).sample().picks]
                   for b in BUDGETS}
        rows[method] = _scores(site.truth, sampled, sum(1 for c in clusters if c.repeating), predicted)
        rows[method]["templates"] = len(clusters)
    pages = sorted(site.truth)
    draws = [_scores(site.truth, {b: random.Random(f"{site.name}/{b}/{i}").sample(pages, min(b, len(pages)))
                                  for b in BUDGETS}, None, None) for i in range(RANDOM_DRAWS)]
    rows["random"] = {k: mean(d[k] for d in draws) for k in draws[0]}
    return rows


COLUMNS = ("clusters", "templates", "h", "c", "v", "ari", *(f"multi@{b}" for b in BUDGETS),
           *(f"all@{b}" for b in BUDGETS))


def _cell(row: dict[str, float], column: str) -> str:
    value = row.get(column)
    if value is None:
        return "-"
    return str(int(value)) if column in ("clusters", "templates") else f"{value:.3f}"


def table(results: dict[str, dict[str, dict[str, float]]], sites: list[Site]) -> list[str]:
    lines = ["| site | types (multi) | method | " + " | ".join(COLUMNS) + " |",
             "|---|---|---|" + "---|" * len(COLUMNS)]
    for site in sites:
        types = set(site.truth.values())
        multi = sum(1 for t in types if is_multi_page_type(t))
        for method, row in results[site.name].items():
            head = f"{site.name} | {len(types)} ({multi})" if method == METHODS[0] else " | "
            lines.append(f"| {head} | {method} | " + " | ".join(_cell(row, c) for c in COLUMNS) + " |")
    return lines


def macro(results: dict[str, dict[str, dict[str, float]]], sites: list[Site]) -> dict[str, dict[str, float]]:
    out = {}
    for method in (*METHODS, "random"):
        rows = [results[s.name][method] for s in sites]
        out[method] = {c: mean(r[c] for r in rows) for c in COLUMNS if c in rows[0]}
    return out


TARGETS = (("multi@10", 0.95), ("all@20", 0.85), ("h", 0.95), ("v", 0.75))


def _targets(learned: dict[str, float], worse: list[str]) -> list[str]:
    rows = [f"* {metric} = {learned[metric]:.3f} (target >= {goal}): {'met' if learned[metric] >= goal else 'NOT met'}"
            for metric, goal in TARGETS]
    rows.append(f"* no site below the rules on multi@10: {'met' if not worse else 'NOT met'}")
    return rows


def report(real: list[Site], synthetic: list[Site]) -> str:
    results = {site.name: evaluate(site) for site in real + synthetic}
    means = macro(results, real)
    lines = ["# Template quality on the labelled corpus", "",
             "Generated by `python bench/quality.py` (do not edit by hand). Corpus: `../shared/corpus/` "
             f"({len(real)} real sites, {len(synthetic)} synthetic sets). Metrics: CLUSTERING.md section 5.2, "
             "implemented in `bench/metrics.py`.", "",
             "* **learned**: `SiteSampler(clusterer=\"learned\")`; **rules**: the published per-segment rules "
             "(`clusterer=\"rules\"`); **random**: uniformly random distinct pages, mean of "
             f"{RANDOM_DRAWS} seeded draws.",
             "* Each sitemap file is fed with source = its path in the site folder and its lastmod/priority; "
             "labelled URLs join clusters through `SiteScope(root).normalize` (root = the site's home page). "
             "Labelled URLs the sampler does not take (image files) are left out of every metric.",
             "* `clusters`: repeating templates; `templates`: all clusters including one-off pages. "
             "`multi@k` / `all@k`: share of multi-page types (labels not starting with `/`, not `home`) / of all "
             "types with at least one page in the structured sample at budget k (random_share = 0).", "",
             "## Macro means over the real sites", "",
             "| method | " + " | ".join(COLUMNS) + " |", "|---|" + "---|" * len(COLUMNS)]
    for method, row in means.items():
        lines.append(f"| {method} | " + " | ".join(_cell(row, c) for c in COLUMNS) + " |")
    worse = [s.name for s in real
             if results[s.name]["learned"]["multi@10"] < results[s.name]["rules"]["multi@10"] - 1e-9]
    lines += ["", "Sites where learned multi-page coverage at budget 10 is below the rules: "
              + (", ".join(worse) if worse else "none") + ".", "",
              "## Targets (issue 4, macro means over the real sites)", "",
              *_targets(means["learned"], worse), "",
              "Known limits, visible per site below: a single-type site split into several templates has "
              "completeness 0 whatever the split (hl2dm-forum: 4 threads with an empty slug end one level "
              "higher; 23people-handbook: MkDocs sections stay apart, URLs cannot tell they share a layout); "
              "beigebrown's standalone `/pages/*` (one-offs) and its size-chart pages are one `{slug}` slot, the "
              "homogeneity cost of a sitemap type that lists 89 look-alike leaves; the overflow cap (1000 "
              "distinct literal children) mixes what it merges, which splits kirikkalehaber's districts.", "",
              "## Per site", "", *table(results, real), "", "## Synthetic sets", "", *table(results, synthetic), ""]
    return "\n".join(lines)


def main() -> int:
    corpus = corpus_dir()
    if corpus is None:
        print("bench/quality.py: skipped, no labelled corpus at ../shared/corpus relative to the repo")
        return 0
    real, synthetic = load_sites(corpus)
    text = report(real, synthetic)
    (REPO / "docs" / "QUALITY.md").write_text(text)
    print(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
