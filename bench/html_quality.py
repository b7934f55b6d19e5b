"""Template quality of the real crawl on the HTML-backed corpus sites.

    python bench/html_quality.py                      # every HTML-backed site, budgets 10 and 20
    python bench/html_quality.py --verify 20          # the same with -a verify=20
    python bench/html_quality.py --verify default     # the crawl's own default (3 x budget, at most 60)
    python bench/html_quality.py --setting SITESAMPLER_REFINE=1  # -s NAME=VALUE on every crawl
    python bench/html_quality.py --sites drumato,lagom --json out.json
    python bench/html_quality.py --no-sitemaps        # sitemaps not served: the crawl follows links
    python bench/html_quality.py --render /usr/bin/chromium  # -a render=1 in that Chromium
    python bench/html_quality.py --no-feeds           # the home pages' feeds not served
    python bench/html_quality.py --write              # also writes its section of docs/QUALITY.md
    python bench/html_quality.py --rows run.json --write  # the section of a run saved with --json
    python bench/html_quality.py --pages DIR          # pages from DIR/<site>/pages.tar.xz, pages.json
    python bench/html_quality.py --keep DIR           # keeps each crawl's feed, templates file and log

The pages are in the repository, beside each site's labels (``bench/corpus/sites/<site>/
pages.tar.xz`` and ``pages.json``): ``bench/corpus/collect_pages.py`` collected them from the
repository and commit the site's ``SOURCE.json`` names; ``--pages DIR`` reads another
collection. Each site with
pages for at least half its labelled URLs (``bench/html_sites.py``; any site ``--sites`` names,
a named site without pages skipped with one line saying so) is served under its real host name
on 127.0.0.1 with its sitemaps, robots.txt and pages, and crawled for real: ``scrapy crawl sample
-a url=ROOT -a budget=B -a random_share=0`` (plus ``-a verify=N`` when asked), one crawl per
budget. Against the site's labels as written (``--truth url``: with content-only labels
merged, as ``bench/quality.py`` scores; ``--truth pages``: without the pages whose label names
no page, ``corpus_sites.NON_PAGE_LABELS``, which a sample must not hold; ``--truth crawlable``:
without the pages the site's robots.txt disallows the crawler, which it never fetches (the
report counts them, with a few examples); either way such pages are neither scored nor in
the ceiling's allocation) it reports, per site and macro per half:

* ``h`` and ``V`` of the templates: those the crawl writes with ``-a templates=FILE`` when it
  takes that argument, else ``sitesampler templates`` on the same sitemaps (the column
  ``templates from`` says which; without sitemaps, the sample feed's ``template`` column over
  the sampled pages);
* ``multi@10`` and ``all@20`` of the sample feeds, and the perfect-template ceiling: the same
  allocator given templates equal to the labels (a complete process, such as a shop's cart and
  checkout, taken whole first, as the sample takes it);
* the pages each crawl fetched (every request but robots.txt and the sitemaps, served or tried at
  their usual addresses), the sample rows
  without a stored page (a 404 the sample kept), and the wall time of each crawl.

A site's robots.txt ``Crawl-delay`` asks for its own server's sake; the served copy is this
harness's, so every crawl runs with ``SITESAMPLER_CRAWL_DELAY_MAX=0``, as an audit of one's own
site does (:data:`SERVED_SETTINGS`; ``--setting`` overrides it). Otherwise a site asking for ten
seconds would take ten minutes a crawl at ``--verify 60``, and its link crawl would meet its
time cap after a dozen pages.
"""

from __future__ import annotations

import argparse
import json
import shlex
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from statistics import mean
from urllib.parse import unquote, urljoin, urlsplit

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "bench"))

from continuity import write_section  # noqa: E402
from corpus_sites import (CORPUS, NON_PAGE_LABELS, coverage, half_of, partition, perfect_templates,  # noqa: E402
                          sampler)
from html_sites import (MIN_COVERAGE, HtmlSite, crawl_settings, has_pages, hosts, read_templates,  # noqa: E402
                        html_site_names, load_html_sites, page_coverage, served_root)

from protego import Protego  # noqa: E402

from sitesampler import settings as project_settings  # noqa: E402
from sitesampler.crawl.arguments import VERIFY_CAP, VERIFY_PER_BUDGET, parse_arguments  # noqa: E402
from sitesampler.core.urls import OutOfScope, SiteScope  # noqa: E402
from sitesampler.discovery.sitemaps import USUAL_SITEMAP_PATHS  # noqa: E402
from sitesampler.testing.crawling import crawl  # noqa: E402
from sitesampler.testing.server import VirtualHostServer, serve  # noqa: E402

QUALITY = REPO / "docs" / "QUALITY.md"
#: The URL-only figures recorded when the HTML-backed corpus arrived, shown beside later runs.
ARRIVAL = REPO / "bench" / "html_quality_arrival.json"
START, END = "<!-- html-corpus:start -->", "<!-- html-corpus:end -->"
BUDGETS = (10, 20)
#: Settings of every crawl of a served copy, before ``--setting``'s: a site's ``Crawl-delay``
#: is its live server's, not this harness's.
SERVED_SETTINGS = {"SITESAMPLER_CRAWL_DELAY_MAX": "0"}
HEADLINE = ("h", "v", "multi@10", "all@20")
CRAWL_TIMEOUT = 600


def crawl_takes(argument: str) -> bool:
    """Whether this checkout's ``sample`` spider accepts ``-a argument=...`` (its own check)."""
    try:
        parse_arguments(url="http://example.test/", **{argument: "1"})
    except ValueError as error:
        return "unknown argument" not in str(error)
    return True


@dataclass(frozen=True)
class Options:
    budgets: tuple[int, ...] = BUDGETS
    #: ``-a verify=N``; None: URL-only (``verify=0``, the test helpers' default); "default": the
    #: crawl's own default (``-a verify=`` empty: 3 x budget, at most 60)
    verify: int | str | None = None
    sitemaps: bool = True
    truth: str = "written"  # "written": the labels as written; "url": content-only labels merged;
    #                         "pages": as written, without the pages whose label names no page;
    #                         "crawlable": as written, without the pages robots.txt disallows
    settings: tuple[tuple[str, str], ...] = ()  # Scrapy settings given to every crawl (-s NAME=VALUE)
    feeds: bool = True  # serve the feeds the home pages announce, when they were collected
    #: ``-a render=1`` in the Chromium at this path, every host it looks up mapped to 127.0.0.1
    render: str = ""


@dataclass
class Crawl:
    """One crawl of one site: its sample rows, the templates it wrote, what it cost."""

    rows: list[dict]
    templates: dict[str, str] | None
    fetched: int
    seconds: float


def key_of(scope: SiteScope, url: str) -> str | None:
    try:
        return scope.normalize(url).key
    except (OutOfScope, ValueError):
        return None


def run_crawl(server: VirtualHostServer, site: HtmlSite, budget: int, options: Options, workdir: Path,
              settings: dict[str, str]) -> Crawl:
    """``scrapy crawl sample`` of the served site at ``budget``; raises when it fails."""
    root = served_root(site, server.port)
    feed = workdir / f"{site.name}-{budget}.json"
    arguments = {"budget": str(budget), "random_share": "0"}
    if options.verify is not None:
        arguments["verify"] = "" if options.verify == DEFAULT_VERIFY else str(options.verify)
    if options.render:
        arguments["render"] = "1"
        settings = {**settings, **browser_settings(options.render)}
    written = workdir / f"{site.name}-{budget}.tsv" if crawl_takes("templates") else None
    if written:
        arguments["templates"] = str(written)
    before = len(server.requests)
    started = time.monotonic()
    result = crawl(root, [str(feed)], arguments=arguments, settings=settings, cwd=REPO, timeout=CRAWL_TIMEOUT)
    seconds = time.monotonic() - started
    (workdir / f"{site.name}-{budget}.log").write_text(result.stderr or "", encoding="utf-8")
    if result.returncode != 0 or not feed.exists():
        raise RuntimeError(f"{site.name}: the crawl at budget {budget} failed ({result.returncode}): "
                           f"{(result.stderr.strip().splitlines() or [''])[-1]}")
    served = server.hosts.get(site.host, {})
    sitemap_paths = {path for path in served if path.endswith((".xml", ".gz"))}
    sitemap_paths |= {"/robots.txt", *USUAL_SITEMAP_PATHS}  # asked for whether or not they exist
    fetched = sum(1 for host, path in server.requests[before:]
                  if host == site.host and unquote(urlsplit(path).path) not in sitemap_paths)
    templates = None
    if written and written.exists():
        templates = read_templates(written)
    return Crawl(json.loads(feed.read_text(encoding="utf-8")), templates, fetched, seconds)


def robots_allows(site: HtmlSite) -> Callable[[str], bool]:
    """Whether the site's own robots.txt lets the crawl fetch a URL: Protego, the parser
    Scrapy's robots.txt middleware uses, for the user agent the crawl sends."""
    rules = Protego.parse(site.files.get("robots.txt", b"").decode("utf-8", "replace"))
    return lambda url: rules.can_fetch(url, project_settings.USER_AGENT)


def score_site(server: VirtualHostServer, site: HtmlSite, options: Options, workdir: Path,
               settings: dict[str, str]) -> dict:
    """The site's row: h, V and coverage of the real crawl, the ceiling, probes and time."""
    labels = site.site.url_truth if options.truth == "url" else site.site.truth
    scope = SiteScope(served_root(site, server.port))
    crawls = {budget: run_crawl(server, site, budget, options, workdir, settings) for budget in options.budgets}
    largest = crawls[max(options.budgets)]
    crawlable = robots_allows(site) if options.truth == "crawlable" else (lambda url: True)
    served = (urljoin(site.site.root, page) for page in site.pages)
    stored = {key_of(SiteScope(site.site.root), url) for url in served if crawlable(url)}
    if options.truth == "pages":  # a page that is none is no page of the site to score or sample
        stored -= {key for key, label in labels.items() if label in NON_PAGE_LABELS}
    # The served site is the truth: a labelled URL whose page was never built answers 404 here,
    # so its type is no type of this site to find (a crawl that samples it gains nothing).
    truth = {key: label for key, label in labels.items() if key in stored}
    row: dict = {"site": site.name, "half": half_of(site.name)}
    if largest.templates is not None:
        predicted = {key_of(scope, url): template for url, template in largest.templates.items()}
        row["templates from"] = "crawl templates=FILE"
        scored = truth
    elif options.sitemaps:
        built = sampler(site.site, "learned", 1, keep_all=True)
        predicted = {candidate.key: cluster.template
                     for cluster in built.clusters() for candidate in cluster.candidates.candidates()}
        row["templates from"] = "sitesampler templates"
        scored = truth
    else:
        predicted = {key_of(scope, r["url"]): r["template"] for c in crawls.values() for r in c.rows}
        row["templates from"] = "sample feed"
        scored = {key: label for key, label in truth.items() if key in predicted}
    partitioned = partition(scored, predicted)
    row["h"], row["v"] = partitioned["h"], partitioned["v"]
    ceiling = perfect_templates(site.site, options.budgets, truth, pages=stored)
    for budget, run in crawls.items():
        sampled = [key_of(scope, r["url"]) for r in run.rows if r.get("sample", "structured") == "structured"]
        found = coverage(truth, [key for key in sampled if key], budget)
        row[f"multi@{budget}"], row[f"all@{budget}"] = found[f"multi@{budget}"], found[f"all@{budget}"]
        row[f"perfect multi@{budget}"] = ceiling[f"multi@{budget}"]
        row[f"perfect all@{budget}"] = ceiling[f"all@{budget}"]
        row[f"fetched@{budget}"] = run.fetched
        row[f"seconds@{budget}"] = round(run.seconds, 2)
        row[f"rows@{budget}"] = len(run.rows)
        row[f"rows without page@{budget}"] = sum(1 for r in run.rows if key_of(scope, r["url"]) not in stored)
    row["labelled"], row["with page"] = len(site.site.labels), len(site.pages)
    return row


def measure(sites: list[HtmlSite], options: Options, progress=print, keep: Path | None = None) -> list[dict]:
    """Serve and crawl each site in turn, alone (two sites may share a host name, such as
    ``localhost`` of a development build); one row per site. ``keep``: a folder where each
    crawl's sample feed, templates file and log stay (``<site>-<budget>.json``, ``.tsv``,
    ``.log``)."""
    rows = []
    with tempfile.TemporaryDirectory() as scratch:
        workdir = Path(scratch) if keep is None else keep
        workdir.mkdir(parents=True, exist_ok=True)
        for site in sites:
            with serve(lambda port: hosts([site], port, sitemaps=options.sitemaps, feeds=options.feeds)) as server:
                rows.append(score_site(server, site, options, workdir,
                                       {**crawl_settings([site]), **SERVED_SETTINGS, **dict(options.settings)}))
            progress(f"{site.name}: " + ", ".join(f"{m} {rows[-1][m]:.3f}" for m in HEADLINE if m in rows[-1]))
    return rows


def _halves(rows: list[dict]) -> list[tuple[str, list[dict]]]:
    return [("design", [r for r in rows if r["half"] == "design"]),
            ("check", [r for r in rows if r["half"] == "check"]), ("all", rows)]


def _columns(options: Options) -> list[str]:
    low, high = min(options.budgets), max(options.budgets)
    return ["h", "v", f"multi@{low}", f"all@{high}", f"perfect multi@{low}", f"perfect all@{high}",
            *(f"fetched@{b}" for b in options.budgets), *(f"rows without page@{b}" for b in options.budgets),
            *(f"seconds@{b}" for b in options.budgets)]


def _cell(value, column: str) -> str:
    if column.startswith("seconds"):
        return f"{value:.1f}"
    return f"{value:.3f}" if isinstance(value, float) else str(value)


def macro_rows(rows: list[dict], columns: list[str], label: str = "") -> list[str]:
    """One table row per half: sums for counts, means for scores and seconds."""
    lines = []
    for name, members in _halves(rows):
        if not members:
            continue
        cells = []
        for column in columns:
            values = [r[column] for r in members if column in r]
            if not values:
                cells.append("-")
            else:
                cells.append(str(sum(values)) if column.startswith(("fetched", "rows")) else _cell(float(mean(values)), column))
        lines.append(f"| {name}{label} | {len(members)} | " + " | ".join(cells) + " |")
    return lines


def tables(rows: list[dict], options: Options, arrival: list[dict] | None = None) -> list[str]:
    """The macro table per half, with the on-arrival URL-only rows of the same sites beside
    each half when ``arrival`` is given, then the sites."""
    columns = _columns(options)
    lines = ["| half | sites | " + " | ".join(columns) + " |", "|---|---|" + "---|" * len(columns)]
    lines += macro_rows(rows, columns)
    if arrival:
        names = {r["site"] for r in rows}
        lines += macro_rows([r for r in arrival if r["site"] in names], columns, ", URL-only on arrival")
    lines += ["", "| site | half | labelled | with page | templates from | " + " | ".join(columns) + " |",
              "|---|---|---|---|---|" + "---|" * len(columns)]
    for r in rows:
        lines.append(f"| {r['site']} | {r['half']} | {r['labelled']} | {r['with page']} | {r['templates from']} | "
                     + " | ".join(_cell(r[c], c) for c in columns) + " |")
    return lines


def read_arrival(path: Path = ARRIVAL) -> dict | None:
    """The recorded on-arrival figures (``--record-arrival``), if any: ``{"runs": [{command,
    commit, rows}, ...]}``, one run per arrival, oldest first (a file of one run, as the first
    arrival wrote it, is read as a list of one)."""
    if not path.exists():
        return None
    recorded = json.loads(path.read_text(encoding="utf-8"))
    return recorded if "runs" in recorded else {"runs": [recorded]}


def record_arrival(run: dict, path: Path = ARRIVAL) -> list[str]:
    """Add ``run``'s rows of the sites no arrival recorded yet to ``path`` as one more run; a
    site's on-arrival figures are recorded once and never replaced. The sites added, by name."""
    recorded = read_arrival(path) or {"runs": []}
    known = {row["site"] for earlier in recorded["runs"] for row in earlier["rows"]}
    rows = [row for row in run["rows"] if row["site"] not in known]
    if rows:
        recorded["runs"].append({**run, "rows": rows})
        path.write_text(json.dumps(recorded, indent=1) + "\n")
    return [row["site"] for row in rows]


def arrival_rows(arrival: dict) -> list[dict]:
    """Every recorded site's on-arrival row."""
    return [row for run in arrival["runs"] for row in run["rows"]]


def section(rows: list[dict], options: Options, command: str, arrival: dict | None = None,
            left_out: list[str] = ()) -> list[str]:
    """The document's section: how the figures were made, then :func:`tables`. ``left_out``:
    the sites with pages too few to be run, each with its share of labelled URLs."""
    verify = "not passed (URL-only)" if options.verify is None else \
        f"the crawl's default ({VERIFY_PER_BUDGET} x budget, at most {VERIFY_CAP})" if options.verify == DEFAULT_VERIFY \
        else str(options.verify)
    truth = {"written": "the labels as written", "url": "URL-only truth (content-only labels merged)",
             "pages": "the labels as written, without the pages whose label names no page",
             "crawlable": "the labels as written, without the pages the site's robots.txt disallows"}[options.truth]
    same = next((run for run in arrival["runs"] if run["command"] == command and run["rows"] == rows),
                None) if arrival else None
    if same is not None:
        about = [f"These are the **on-arrival URL-only figures** (the code at {same['commit']}, before any "
                 f"verification), recorded in `{ARRIVAL.relative_to(REPO)}`.", ""]
        arrival = None  # not shown twice
    elif arrival:
        names = {r["site"] for r in rows}
        runs = [(run, [r["site"] for r in run["rows"] if r["site"] in names]) for run in arrival["runs"]]
        told = "; ".join(f"`{run['command']}` at {run['commit']}" + (f" for {', '.join(sites)}" if len(runs) > 1 else "")
                         for run, sites in runs if sites)
        about = [f"Beside each half: the on-arrival URL-only figures of the same sites ({told}; "
                 f"`{ARRIVAL.relative_to(REPO)}`), each site scored once, when it came, before any change.", ""]
    else:
        about = []
    if left_out:
        about.append(f"Collected but left out, with pages for under {MIN_COVERAGE:.0%} of their labels: "
                     f"{', '.join(left_out)}.")
        about.append("")
    return [
        "## HTML-backed corpus: the real crawl, served", "",
        f"`{command}` (verify {verify}; sitemaps {'served' if options.sitemaps else 'not served'}; "
        f"{'rendered in Chromium; ' if options.render else ''}scored "
        f"against {truth}). Every site whose repository held its built pages is served under its real host "
        "name on 127.0.0.1 with its sitemaps and pages (`bench/html_sites.py`; the pages are stored beside the "
        "site's labels, `bench/corpus/sites/<site>/pages.tar.xz`, collected by `bench/corpus/collect_pages.py` "
        "from the repository and commit of the site's `SOURCE.json`; a labelled URL without a stored page, "
        "like any other path, answers 404 with the build's own `404.html` when it has one, as a static host "
        "does) and sampled by `scrapy crawl sample -a url=ROOT -a budget=B -a random_share=0` "
        "(`-s SITESAMPLER_CRAWL_DELAY_MAX=0`: a site's robots.txt `Crawl-delay` is its live server's). "
        "`h`, `v`: the templates (from the column `templates from`); `multi@k`, `all@k`: the sample feed; "
        "`perfect`: the same allocator given templates equal to the labels (complete processes taken whole first, "
        "as in the sample); `fetched@B`: pages the crawl "
        "requested (robots.txt and sitemaps aside), summed; `rows without page@B`: sample rows with no stored "
        "page, summed; `seconds@B`: mean wall time of one crawl.", "",
        *about, *tables(rows, options, arrival_rows(arrival) if arrival else None),
    ]


#: Options that say where a run's input comes from or its output goes, not what it measures: left
#: out of the command shown (a document never names a folder outside the repository).
PLACE_FLAGS = ("--write", "--record-arrival")
PLACE_OPTIONS = ("--json", "--rows", "--out", "--pages", "--corpus", "--keep")


def shown_command(argv: list[str]) -> str:
    """The command that measures what ``argv`` measured, output options left out.

    >>> shown_command(["--verify", "5", "--json", "x.json", "--write", "--out=Q.md", "--pages", "/p"])
    'python bench/html_quality.py --verify 5'
    """
    kept, skip = [], False
    for argument in argv:
        if skip:
            skip = False
        elif argument in PLACE_OPTIONS:
            skip = True
        elif argument not in PLACE_FLAGS and not argument.startswith(tuple(f"{o}=" for o in PLACE_OPTIONS)):
            kept.append(argument)
    return " ".join(["python bench/html_quality.py", *kept])


def left_out_sites(names: set[str], corpus: Path, pages: Path | None) -> list[str]:
    """The sites with pages for under :data:`MIN_COVERAGE` of their labels that are not among
    ``names``, each with its share."""
    return [f"{name} ({page_coverage(name, corpus, pages):.0%} of its labelled URLs)"
            for name in html_site_names(corpus, pages=pages)
            if name not in names and page_coverage(name, corpus, pages) < MIN_COVERAGE]


def chosen_sites(names: list[str], corpus: Path, pages: Path | None, say=print) -> list[str] | None:
    """The sites to run: ``names`` less those without pages (one line each), else every site
    with pages for :data:`MIN_COVERAGE` of its labels; None, after one line, when none is left."""
    where = f"{pages}/<site>" if pages is not None else "the sites' corpus folders"
    if not names:
        chosen = html_site_names(corpus, MIN_COVERAGE, pages)
    else:
        chosen = []
        for name in names:
            if not (corpus / "sites" / name).is_dir():
                say(f"html_quality: skipped {name}: no such corpus site")
            elif not has_pages(name, corpus, pages):
                say(f"html_quality: skipped {name}: no pages.tar.xz and pages.json in {where}")
            else:
                chosen.append(name)
    if not chosen:
        say(f"html_quality: no site to run: no pages in {where} (bench/corpus/collect_pages.py collects "
            "them; --pages DIR reads them from DIR/<site>)")
        return None
    return chosen


def _commit() -> str:
    """The short hash of the checked-out commit, as the figures' provenance."""
    result = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=REPO, capture_output=True, text=True, check=False)
    return result.stdout.strip() or "unknown"


def browser_settings(chromium: str) -> dict[str, str]:
    """The settings of a ``render=1`` crawl in the Chromium at ``chromium``: every host the
    browser looks up is 127.0.0.1, so a page's scripts cannot reach beyond the machine."""
    return {"SITESAMPLER_CHROME": chromium,
            "PLAYWRIGHT_LAUNCH_OPTIONS": json.dumps({"args": ["--host-resolver-rules=MAP * 127.0.0.1"]})}


#: ``--verify default``: the crawl's own ``verify`` (``-a verify=`` left empty).
DEFAULT_VERIFY = "default"


def verify_option(value: str) -> int | str:
    """``--verify``'s value: a whole number of pages, or ``default``.

    >>> verify_option("60"), verify_option("default")
    (60, 'default')
    """
    if value == DEFAULT_VERIFY:
        return value
    try:
        return int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a whole number of pages or {DEFAULT_VERIFY!r}, not {value!r}") from None


def options_of(args: argparse.Namespace) -> Options:
    """What the command line ``args`` measure; raises ValueError with the one-line reason."""
    try:
        budgets = tuple(sorted({int(b) for b in args.budgets.split(",") if b}))
    except ValueError:
        raise ValueError(f"--budgets takes numbers, not {args.budgets!r}") from None
    settings = tuple(tuple(setting.split("=", 1)) for setting in args.setting)
    if any(len(setting) != 2 or not setting[0] for setting in settings):
        raise ValueError(f"--setting takes NAME=VALUE, not {args.setting!r}")
    return Options(budgets, args.verify, not args.no_sitemaps, args.truth, settings,  # type: ignore[arg-type]
                   not args.no_feeds, args.render)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description="Template quality of the real crawl on the HTML-backed corpus.")
    parser.add_argument("--sites", default="", help="comma-separated site names (default: every HTML-backed site)")
    parser.add_argument("--budgets", default=",".join(map(str, BUDGETS)), help="crawl budgets (10,20)")
    parser.add_argument("--verify", type=verify_option, default=None,
                        help="pass -a verify=N to the crawl; 'default': the crawl's own default "
                             "(default: not passed, URL-only)")
    parser.add_argument("--setting", action="append", default=[], metavar="NAME=VALUE",
                        help="a Scrapy setting for every crawl, as -s NAME=VALUE (repeatable)")
    parser.add_argument("--no-sitemaps", action="store_true", help="serve no sitemap: the crawl follows links")
    parser.add_argument("--render", default="", metavar="CHROMIUM",
                        help="pass -a render=1 to the crawl, rendering in the Chromium at this path")
    parser.add_argument("--no-feeds", action="store_true", help="serve none of the feeds the home pages announce")
    parser.add_argument("--truth", choices=("written", "url", "pages", "crawlable"), default="written",
                        help="score against the labels as written (default), with content-only labels merged, "
                             "without the pages whose label names no page (redirect stubs, 404 pages, files), "
                             "or without the pages the site's robots.txt disallows the crawler")
    parser.add_argument("--pages", type=Path, default=None,
                        help="read each site's pages.tar.xz and pages.json from DIR/<site> (default: the site's "
                             "corpus folder)")
    parser.add_argument("--corpus", type=Path, default=CORPUS, help="the labelled corpus folder (bench/corpus)")
    parser.add_argument("--keep", type=Path, default=None,
                        help="keep each crawl's sample feed, templates file and log in this folder")
    parser.add_argument("--json", type=Path, help="also write the run (command, commit, rows) as JSON here")
    parser.add_argument("--rows", type=Path, help="render the run a --json run wrote instead of crawling")
    parser.add_argument("--record-arrival", action="store_true",
                        help=f"record the rows of sites not yet recorded as their on-arrival figures "
                             f"({ARRIVAL.relative_to(REPO)}; a site's are never replaced)")
    parser.add_argument("--write", action="store_true", help="write the section into the --out document")
    parser.add_argument("--out", type=Path, default=QUALITY,
                        help=f"the document --write puts the section in (default: {QUALITY.relative_to(REPO)})")
    args = parser.parse_args(argv)
    if args.verify is not None and not crawl_takes("verify"):
        print("html_quality: this checkout's crawl takes no verify argument", file=sys.stderr)
        return 2
    try:
        options = options_of(args)
    except ValueError as error:
        print(f"html_quality: {error}", file=sys.stderr)
        return 2

    def say(line: str) -> None:
        print(line, file=sys.stderr)

    if args.rows:
        try:
            run = json.loads(args.rows.read_text(encoding="utf-8"))
        except (OSError, ValueError) as error:
            print(f"html_quality: cannot read the run {args.rows}: {getattr(error, 'strerror', None) or error}",
                  file=sys.stderr)
            return 2
        # The section describes the run as its command made it, not this command's options.
        options = options_of(parser.parse_args(shlex.split(run["command"])[2:]))
    else:
        names = chosen_sites([n for n in args.sites.split(",") if n], args.corpus, args.pages, say)
        if names is None:
            return 2
        rows = measure(load_html_sites(names, args.corpus, args.pages), options, progress=say, keep=args.keep)
        run = {"command": shown_command(argv), "commit": _commit(), "rows": rows}
    if args.json:
        args.json.write_text(json.dumps(run, indent=1) + "\n")
    if args.record_arrival:
        added = record_arrival(run)
        say(f"on-arrival figures recorded for: {', '.join(added)}" if added else
            "on-arrival figures: every site of this run was recorded before; nothing replaced")
    left_out = left_out_sites({r["site"] for r in run["rows"]}, args.corpus, args.pages)
    lines = section(run["rows"], options, run["command"], read_arrival(), left_out)
    print("\n".join(lines))
    if args.write:
        write_section(lines, args.out, START, END)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
