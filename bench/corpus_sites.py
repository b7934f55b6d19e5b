"""The labelled corpus as the command line sees it, and the scores of one site.

Each site is scored exactly as a user would run it: its urlset files go through the reader of
``sitesampler plan FILES --root ROOT`` (:func:`sitesampler.cli.read_sources`: one source per
file, named by its file name; relative locs resolved as if the file were ``/sitemap.xml`` on the
root's host), and the templates and samples come from :class:`~sitesampler.core.SiteSampler` fed as
``sitesampler plan`` feeds it. Labels join the sample through the page key of
``SiteScope(root).normalize``.

Sites are split into a *design* half and a *check* half by a fixed rule (the first byte of
the BLAKE2b hash of the site name, even or odd), so that a change decided while looking at
one half can be checked on the other.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections import Counter
from collections.abc import Callable, Collection
from dataclasses import dataclass, field
from pathlib import Path
from statistics import mean
from urllib.parse import urljoin, urlsplit

from lxml import etree
from metrics import homogeneity_completeness_v, is_multi_page_type, type_coverage

from sitesampler.cli import read_sources
from sitesampler.discovery.sitemaps import parse_sitemap
from sitesampler.core import SiteSampler
from sitesampler.core.processes import find_processes
from sitesampler.core.strata import allocate_strata
from sitesampler.core.candidates import CandidateSet
from sitesampler.core.clustering import Cluster
from sitesampler.core.urls import OutOfScope, SiteScope

CORPUS = Path(__file__).resolve().parent / "corpus"
HOME_LABELS = ("home", "static:/")
#: Labels of answers that are no pages (``corpus/LABELING.md``, "Not pages"): a sample must
#: not hold them, so ``bench/html_quality.py --truth pages`` scores without them.
NON_PAGE_LABELS = frozenset(("redirect-stub", "not-found", "non-page-asset"))
RANDOM_DRAWS = 20
Sources = list[tuple[str, list[tuple[str, "str | None", "str | None"]]]]


def half_of(name: str) -> str:
    """"design" or "check": a fixed rule no one chooses site by site."""
    return "design" if hashlib.blake2b(name.encode(), digest_size=1).digest()[0] % 2 == 0 else "check"


@dataclass
class Site:
    name: str
    root: str
    files: list[str]
    labels: dict[str, str]
    synthetic: bool = False
    merges: list[list[str]] = field(default_factory=list)  # labels only page content tells apart
    truth: dict[str, str] = field(default_factory=dict)  # page key -> label, as written
    url_truth: dict[str, str] = field(default_factory=dict)  # ... with content-only labels merged
    sources: Sources = field(default_factory=list)

    @property
    def half(self) -> str:
        return half_of(self.name)


def _root(labels: dict[str, str], host: str | None) -> str:
    """The labelled home page (https preferred), else the origin most labelled URLs share."""
    absolute = [url for url in labels if "://" in url]
    homes = sorted(url for url in absolute if labels[url] in HOME_LABELS)
    if not homes and absolute:
        origins = Counter(urlsplit(url)._replace(path="/", query="", fragment="").geturl() for url in absolute)
        homes = [min(origins, key=lambda o: (-origins[o], o))]
    if not homes:
        return f"https://{host}/"
    return next((url for url in homes if url.startswith("https:")), homes[0])


def _is_urlset(path: Path) -> bool:
    """Whether the file is a sitemap of pages (a <urlset>), as the crawl reads it: a
    well-formed file by its root; a damaged one (bytes its encoding does not allow, a stray
    ``&``, a declaration Hugo escaped into text before the root: ``&lt;?xml``), which a
    strict parser refuses, by the crawl's own reader, which recovers the entries it can."""
    try:
        return etree.QName(etree.parse(str(path)).getroot()).localname == "urlset"
    except (etree.XMLSyntaxError, ValueError, OSError):
        content = parse_sitemap(path.read_bytes())
        return bool(content.pages) and not content.sitemaps


def site_folders(corpus: Path = CORPUS) -> list[Path]:
    """The real sites' folders, by name: what :func:`load_sites` reads, without reading it."""
    return sorted(p for p in (corpus / "sites").iterdir() if p.is_dir())


def load_sites(corpus: Path = CORPUS, names: Collection[str] = ()) -> tuple[list[Site], list[Site]]:
    """(real sites, synthetic sets), each with its truth joined and its sources read; only the
    real sites ``names`` lists, when it lists any (reading them all takes seconds)."""
    merges = json.loads((corpus / "CONTENT_ONLY.json").read_text())
    real = []
    for folder in site_folders(corpus):
        if names and folder.name not in names:
            continue
        labels = json.loads((folder / "labels.json").read_text())
        host = json.loads((folder / "SOURCE.json").read_text()).get("host")
        files = [str(p) for p in sorted(folder.rglob("*.xml")) if _is_urlset(p)]
        site = Site(folder.name, _root(labels, host), files, labels,
                    merges=merges.get(folder.name, {}).get("merge", []))
        site.sources = read_sources(files, site.root)
        real.append(site)
    synthetic = []
    for path in sorted((corpus / "synthetic").glob("*.labels.json")):
        labels = json.loads(path.read_text())
        site = Site(path.name.removesuffix(".labels.json"), _root(labels, None), [], labels, synthetic=True)
        site.sources = [("", [(url, None, None) for url in sorted(labels)])]
        synthetic.append(site)
    for site in real + synthetic:
        _join_labels(site)
    return real, synthetic


def _join_labels(site: Site) -> None:
    scope = SiteScope(site.root)
    merged = {label: group[0] for group in site.merges for label in group}
    for url in sorted(site.labels):
        try:
            key = scope.normalize(urljoin(site.root, url)).key
        except (OutOfScope, ValueError):
            continue
        site.truth.setdefault(key, site.labels[url])
        site.url_truth.setdefault(key, merged.get(site.labels[url], site.labels[url]))


def sampler(site: Site, clusterer: str | Callable, budget: int, keep_all: bool = False) -> SiteSampler:
    """The sampler ``sitesampler plan --random-share 0`` builds for the site's files."""
    built = SiteSampler(site.root, budget=budget, random_share=0, clusterer=clusterer, keep_all=keep_all)
    for source, entries in site.sources:
        built.add_listings(entries, source or None)
    return built


def coverage(truth: dict[str, str], sampled: list[str], budget: int) -> dict[str, float]:
    types = set(truth.values())
    seen = [truth[key] for key in sampled if key in truth]
    return {f"multi@{budget}": type_coverage(seen, {label for label in types if is_multi_page_type(label)}),
            f"all@{budget}": type_coverage(seen, types)}


def partition(truth: dict[str, str], predicted: dict[str, str]) -> dict[str, float]:
    keys = sorted(truth)
    labels, found = [truth[key] for key in keys], [predicted.get(key, "?" + key) for key in keys]
    h, c, v = homogeneity_completeness_v(labels, found)
    return {"h": h, "c": c, "v": v}


def score(site: Site, clusterer: str | Callable, budgets: tuple[int, ...], url_only: bool = True) -> dict[str, float]:
    """Homogeneity, completeness, V and type coverage of one site (URL-only truth by default)."""
    truth = site.url_truth if url_only else site.truth
    listing = sampler(site, clusterer, 1, keep_all=True)
    clusters = listing.clusters()
    predicted = {candidate.key: cluster.template
                 for cluster in clusters for candidate in cluster.candidates.candidates()}
    row = partition(truth, predicted)
    row["clusters"] = sum(1 for cluster in clusters if cluster.repeating)
    row["templates"] = len(clusters)
    scope = SiteScope(site.root)
    for budget in budgets:
        picks = sampler(site, clusterer, budget).sample().picks
        row.update(coverage(truth, [key for pick in picks if (key := page_key(scope, pick.url)) is not None], budget))
    return row


def page_key(scope: SiteScope, url: str) -> str | None:
    """The page key of a sampled URL, as the labels are keyed; None for a document row (a PDF
    the sample takes as WCAG-EM's document), which no page label names (:func:`_join_labels`
    leaves such labels out)."""
    try:
        return scope.normalize(url).key
    except OutOfScope:
        return None


def perfect_templates(site: Site, budgets: tuple[int, ...], truth: dict[str, str] | None = None,
                      pages: Collection[str] | None = None) -> dict[str, float]:
    """Type coverage with templates equal to the labels (``truth``: the URL-only labels unless
    given), through the same allocator: the best the clusterer can give the allocator. Steps:
    every page the learned sampler keeps, grouped by its label (a page without one alone);
    each group a template of its label, repeating when it is a multi-page type with more than
    one page, of the page type its pages' template named; allocated at each budget with no
    random sample, as the sample is: with the complete processes found among those pages
    and the sampler's documents first (:func:`~sitesampler.core.strata.allocate_strata`).
    ``pages``: only these page keys exist (the pages a served site has)."""
    truth = site.url_truth if truth is None else truth
    groups: dict[str, tuple[CandidateSet, str]] = {}
    built = sampler(site, "learned", 1, keep_all=True)
    for cluster in built.clusters():
        for candidate in cluster.candidates.candidates():
            if pages is not None and candidate.key not in pages:
                continue
            label = truth.get(candidate.key, "?" + candidate.key)
            groups.setdefault(label, (CandidateSet(None), cluster.page_type))[0].offer(candidate)
    clusters = []
    for label, (candidates, page_type) in sorted(groups.items()):
        size = len(candidates.candidates())
        clusters.append(Cluster(label, size, is_multi_page_type(label) and size > 1,
                                "home" if label == "home" else page_type, candidates))
    processes, documents = find_processes(clusters), built.documents.clusters()
    row: dict[str, float] = {}
    for budget in budgets:
        picks = allocate_strata(clusters, budget, 0, documents=documents, processes=processes)
        row.update(coverage(truth, [a.candidate.key for a in picks], budget))
    return row


def random_baseline(site: Site, budgets: tuple[int, ...]) -> dict[str, float]:
    """Uniformly random distinct pages, mean of ``RANDOM_DRAWS`` seeded draws."""
    pages = sorted(site.url_truth)
    draws = []
    for i in range(RANDOM_DRAWS):
        row: dict[str, float] = {}
        for budget in budgets:
            drawn = random.Random(f"{site.name}/{budget}/{i}").sample(pages, min(budget, len(pages)))
            row.update(coverage(site.url_truth, drawn, budget))
        draws.append(row)
    return {key: mean(d[key] for d in draws) for key in draws[0]}


def ceiling(site: Site) -> dict[str, float]:
    """The best any URL-only method can reach against the labels as written: templates equal
    to the URL-only truth (h, V), and one page of each URL-only type, whatever the budget."""
    row = partition(site.truth, site.url_truth)
    multi = {label for label in site.truth.values() if is_multi_page_type(label)}
    joined = {label: site.url_truth[key] for key, label in site.truth.items()}
    row["multi"] = len({joined[t] for t in multi}) / len(multi) if multi else 1.0
    row["all"] = len(set(joined.values())) / len(joined) if joined else 1.0
    return row
