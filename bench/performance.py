"""Discovery at a million URLs, measured side by side with the parsers it competes with.

One command (see docs/PERFORMANCE.md) generates a synthetic sitemap index deterministically,
serves it on 127.0.0.1, and times each method in a fresh subprocess (median of ``--repeat``):
the raw lxml iterparse baseline, Scrapy's ``Sitemap``, ultimate-sitemap-parser when installed,
``scrapy crawl sample`` end to end with each clusterer, and the same crawl with sampling switched
off (the floor). The methods alternate, one run of each per round. Ratios are of CPU time
(user + sys) against the raw baseline of the *same* run: wall-time ratios mostly measure how
loaded the shared machine is; wall time is reported beside them.

    python bench/performance.py [--urls 1000000] [--repeat 3] [--out docs/PERFORMANCE.md]
"""

from __future__ import annotations

import argparse
import gzip
import os
import platform
import statistics
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import date, datetime, timedelta, timezone
from io import BytesIO
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:  # run as a script from anywhere
    sys.path.insert(0, str(REPO))

from sitesampler.testing.crawl import crawl_command, crawl_environment  # noqa: E402
from sitesampler.testing.server import Hosts, Page, serve  # noqa: E402

NS = "http://www.sitemaps.org/schemas/sitemap/0.9"
CHILD_SIZE = 50_000  # the protocol's maximum URLs per sitemap file
WORDS = ("blue red green steel oak linen wool cotton round square tall small large classic modern "
         "vintage urban rustic smart solar").split()
COLORS = ("black", "white", "navy", "olive", "sand")
LOOPBACK = "127.0.0.1"
DEFAULT_SCALING = (10_000, 100_000, 1_000_000)
RAW = "raw lxml iterparse"
FLOOR = "scrapy crawl sample, no clustering (the floor)"
#: The clusterer the project ships as default (``sitesampler.core.DEFAULT_CLUSTERER``).
DEFAULT_CRAWL = "scrapy crawl sample (clusterer=learned)"
#: The targets the report checks, at the largest size measured.
TARGET_CPU_VS_RAW = 0.6  # CPU-time throughput of the default crawl against the raw loop, at least
TARGET_CPU_VS_FLOOR = 1.3  # CPU time of the default crawl against the floor's, at most
TARGET_RSS_MB = 200  # peak RSS of the default crawl, at most
TARGET_RSS_GROWTH = 1.3  # peak RSS at the largest size against the next size down, at most
# The crawl as a benchmark runs it: no politeness delays on loopback (the SSRF guard's opt-in is
# harmless where the setting does not exist).
CRAWL_SETTINGS = {
    "SITESAMPLER_ALLOW_PRIVATE_HOSTS": "1",
    "AUTOTHROTTLE_ENABLED": "0",
    "DOWNLOAD_DELAY": "0",
    "LOG_LEVEL": "INFO",
}


# -- the synthetic site -------------------------------------------------------------------------


def page_path(i: int) -> str:
    """URL ``i`` of the site, in one of five shapes (one carries a query with an ``&amp;``)."""
    a, b = WORDS[i % len(WORDS)], WORDS[(i * 7 + 3) % len(WORDS)]
    shape = i % 5
    if shape == 0:
        return f"/products/{a}-{b}-{i}"
    if shape == 1:
        return f"/blog/{2015 + i % 10}/{1 + i % 12:02d}/{a}-{b}-{i}"
    if shape == 2:
        return f"/category/{a}/{b}-{i}"
    if shape == 3:
        return f"/news/{i}.html"
    return f"/shop/item?id={i}&amp;color={COLORS[i % len(COLORS)]}"


def url_entry(origin: str, i: int) -> str:
    """One ``<url>``: lastmod on 9 entries in 10 (two spellings), priority on 4 in 5."""
    lines = [f"<url>\n  <loc>{origin}{page_path(i)}</loc>\n"]
    if i % 10 != 7:
        day = date(2020, 1, 1) + timedelta(days=i * 7919 % 2000)
        stamp = day.isoformat() if i % 2 else f"{day.isoformat()}T{i % 24:02d}:00:00+00:00"
        lines.append(f"  <lastmod>{stamp}</lastmod>\n")
    if i % 5 != 3:
        lines.append(f"  <priority>0.{1 + i % 9}</priority>\n")
    lines.append("</url>\n")
    return "".join(lines)


def urlset(origin: str, first: int, last: int) -> bytes:
    body = "".join(url_entry(origin, i) for i in range(first, last))
    return f'<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="{NS}">\n{body}</urlset>\n'.encode()


def child_name(index: int) -> str:
    """Plain and gzipped children alternate, as on sites that compress only some."""
    return f"sitemap-{index}.xml.gz" if index % 2 else f"sitemap-{index}.xml"


def generate_site(urls: int, origin: str, directory: Path) -> Hosts:
    """Write the site into ``directory`` (children of at most 50,000 URLs, at least two so that
    both kinds appear) and return it as pages for the loopback server."""
    directory.mkdir(parents=True, exist_ok=True)
    for old in directory.glob("sitemap-*"):
        old.unlink()
    children = max(2, -(-urls // CHILD_SIZE))
    per_child = -(-urls // children)
    pages: dict[str, Page] = {}
    for index in range(children):
        body = urlset(origin, index * per_child, min(urls, (index + 1) * per_child))
        name = child_name(index)
        if name.endswith(".gz"):
            body = gzip.compress(body, compresslevel=6, mtime=0)
        (directory / name).write_bytes(body)
        pages["/" + name] = Page(body)
    index_body = "".join(f"<sitemap><loc>{origin}{path}</loc></sitemap>\n" for path in pages)
    pages["/sitemap_index.xml"] = Page(
        f'<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="{NS}">\n{index_body}</sitemapindex>\n'.encode())
    pages["/robots.txt"] = Page(f"User-agent: *\nAllow: /\nSitemap: {origin}/sitemap_index.xml\n".encode())
    pages["/"] = Page(b"<!doctype html><html lang=en><title>Bench shop</title><h1>Bench shop</h1></html>")
    return {LOOPBACK: pages}


def child_files(directory: Path) -> list[Path]:
    return sorted(directory.glob("sitemap-*"), key=lambda p: int(p.name.split("-")[1].split(".")[0]))


def read_body(path: Path) -> bytes:
    data = path.read_bytes()
    return gzip.decompress(data) if path.suffix == ".gz" else data


# -- the parsers under test (each runs alone in a fresh subprocess) ------------------------------


def parse_raw(directory: Path) -> int:
    """The floor: lxml iterparse, loc/lastmod/priority into tuples, elements cleared.

    Children are read in one pass over the element (``findtext`` three times per URL is twice
    as slow, slower than Scrapy's ``Sitemap`` even, and would flatter every ratio).
    """
    from lxml import etree

    url_tag, loc, lastmod, priority = (f"{{{NS}}}{name}" for name in ("url", "loc", "lastmod", "priority"))
    total = 0
    for path in child_files(directory):
        entries = []
        for _, element in etree.iterparse(BytesIO(read_body(path)), events=("end",), tag=url_tag):
            texts = {child.tag: child.text for child in element}
            entries.append((texts.get(loc), texts.get(lastmod), texts.get(priority)))
            element.clear()
            while element.getprevious() is not None:
                del element.getparent()[0]
        total += len(entries)
    return total


def parse_scrapy(directory: Path) -> int:
    """Scrapy's ``scrapy.utils.sitemap.Sitemap`` over the same bodies."""
    from scrapy.utils.sitemap import Sitemap

    total = 0
    for path in child_files(directory):
        entries = [(d.get("loc"), d.get("lastmod"), d.get("priority")) for d in Sitemap(read_body(path))]
        total += len(entries)
    return total


def parse_usp(origin: str) -> int:
    """ultimate-sitemap-parser, fetching the served site as it is meant to be used."""
    from usp.tree import sitemap_tree_for_homepage

    tree = sitemap_tree_for_homepage(origin + "/", use_known_paths=False)
    return sum(1 for page in tree.all_pages() if (page.url, page.last_modified, page.priority))


WORKERS: dict[str, Callable[[str], int]] = {
    "raw": lambda target: parse_raw(Path(target)),
    "scrapy": lambda target: parse_scrapy(Path(target)),
    "usp": parse_usp,
}


def usp_installed() -> bool:
    try:
        import usp  # noqa: F401
    except ImportError:
        return False
    return True


# -- measuring ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Run:
    wall: float
    cpu: float
    rss_mb: float


@dataclass(frozen=True)
class Row:
    method: str
    runs: tuple[Run, ...]
    note: str = ""

    def median(self, field: str) -> float:
        return statistics.median(getattr(run, field) for run in self.runs)


def measure(command: list[str], workdir: Path, env: dict[str, str] | None = None) -> Run:
    """Wall, CPU (user+sys) and peak RSS of one fresh subprocess and the processes it starts.

    ``wait4`` gives the child's own rusage, its waited-for children's CPU time included
    (RUSAGE_CHILDREN would report the largest child so far, not this one). Its ``ru_maxrss`` is
    no use for memory: Linux keeps in it the high-water mark of the process *before* exec, so
    every child reported at least this benchmark's own size (125 MB for ``python -c pass``).
    Peak RSS is read from ``/proc`` every 50 ms instead: the largest sum of the resident sizes
    of the child and the processes it started (sampler workers), and never less than the
    child's own high-water mark since exec (``VmHWM``).
    """
    with open(workdir / "stdout.log", "wb") as out, open(workdir / "stderr.log", "wb") as err:
        start = time.perf_counter()
        process = subprocess.Popen(command, cwd=workdir, env=env, stdout=out, stderr=err)
        peak = [0]
        done = threading.Event()
        watcher = threading.Thread(target=_watch_peak, args=(process.pid, peak, done), daemon=True)
        watcher.start()
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.perf_counter() - start
        done.set()
        watcher.join()
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode:
        tail = (workdir / "stderr.log").read_text(errors="replace")[-2000:]
        raise RuntimeError(f"{' '.join(command)} exited {process.returncode}:\n{tail}")
    return Run(wall, usage.ru_utime + usage.ru_stime, peak[0] / 1024)


def _watch_peak(pid: int, peak: list[int], done: threading.Event) -> None:
    """Keep in ``peak[0]`` the largest total RSS (kB) of ``pid`` and its descendants, or ``pid``'s
    own high-water mark if larger, until ``done``."""
    while not done.wait(0.05):
        total = 0
        for member in _tree(pid):
            try:
                status = Path(f"/proc/{member}/status").read_text()
            except OSError:  # it just exited
                continue
            fields = dict(line.split(":", 1) for line in status.splitlines() if line.startswith(("VmRSS:", "VmHWM:")))
            total += int(fields.get("VmRSS", "0 kB").split()[0])
            if member == pid:
                peak[0] = max(peak[0], int(fields.get("VmHWM", "0 kB").split()[0]))
        peak[0] = max(peak[0], total)


def _tree(pid: int) -> list[int]:
    """``pid`` and its descendants (Linux's ``/proc/PID/task/TID/children``)."""
    members, queue = [], [pid]
    while queue:
        member = queue.pop()
        members.append(member)
        try:
            children = Path(f"/proc/{member}/task/{member}/children").read_text().split()
        except OSError:
            continue
        queue.extend(int(child) for child in children)
    return members


def worker_command(method: str, target: str) -> list[str]:
    return [sys.executable, str(Path(__file__).resolve()), "--worker", method, target]


#: The timed runs: the project's own concurrency (settings.py).
TIMED: dict[str, str] = {}
#: The orders the sample must not depend on: one request at a time, and 16 at once on the site.
SERIAL = {"CONCURRENT_REQUESTS": "1"}
PARALLEL = {"CONCURRENT_REQUESTS": "16", "CONCURRENT_REQUESTS_PER_DOMAIN": "16"}


def e2e_command(origin: str, clusterer: str, concurrency: dict[str, str], workers: int = 0) -> list[str]:
    return crawl_command(origin + "/", ["sample.csv"], arguments={"budget": "20", "clusterer": clusterer},
                         settings={**CRAWL_SETTINGS, **concurrency, "SITESAMPLER_WORKERS": str(workers)})


def crawl_sample(origin: str, clusterer: str, concurrency: dict[str, str], workdir: Path) -> bytes:
    """One untimed crawl (the project's default: no workers); the sample it wrote."""
    measure(e2e_command(origin, clusterer, concurrency), workdir, crawl_environment())
    return (workdir / "sample.csv").read_bytes()


# -- one site size ------------------------------------------------------------------------------


@dataclass
class SiteResult:
    urls: int
    rows: list[Row]
    identical_runs: bool | None = None
    identical_concurrency: bool | None = None
    identical_workers: bool | None = None

    def row(self, method: str) -> Row | None:
        return next((row for row in self.rows if row.method == method), None)


@dataclass(frozen=True)
class Plan:
    urls: int
    times: int
    clusterers: tuple[str, ...]
    workers: tuple[int, ...]  # SITESAMPLER_WORKERS values of the end-to-end crawl
    main: bool  # the identity checks; False for the scaling sizes
    peers: bool  # Scrapy's Sitemap and ultimate-sitemap-parser too
    workdir: Path


@dataclass(frozen=True)
class Method:
    name: str
    command: list[str]
    env: dict[str, str] | None = None
    samples: list[bytes] | None = None  # a crawl's sample.csv after each run


def methods(plan: Plan, origin: str, site_dir: Path) -> list[Method]:
    """What ``plan`` measures on one served site, the raw baseline first and the floor after the
    crawls (every size has both, so the marginal cost per URL between sizes compares too)."""
    found = [Method(RAW, worker_command("raw", str(site_dir)))]
    found += [Method(f"scrapy crawl sample (clusterer={clusterer}{f', {workers} workers' if workers else ''})",
                     e2e_command(origin, clusterer, TIMED, workers), crawl_environment(), [])
              for clusterer in plan.clusterers for workers in plan.workers]
    if plan.clusterers:
        # The same crawl with a clusterer that does nothing: what is left when sampling is free.
        floor = [sys.executable, str(Path(__file__).resolve().parent / "floor_crawl.py"),
                 *e2e_command(origin, plan.clusterers[0], TIMED)[3:]]
        found.append(Method(FLOOR, floor, crawl_environment()))
    if plan.peers:
        found.append(Method("scrapy.utils.sitemap.Sitemap", worker_command("scrapy", str(site_dir))))
        if usp_installed():
            found.append(Method("ultimate-sitemap-parser (over HTTP)", worker_command("usp", origin)))
    return found


def run_rounds(found: list[Method], times: int, workdir: Path) -> list[Row]:
    """Round robin, every method once a round: a change in the machine's load during the run
    hits every method alike instead of whichever happened to run then."""
    runs: dict[str, list[Run]] = {method.name: [] for method in found}
    for _ in range(times):
        for method in found:
            runs[method.name].append(measure(method.command, workdir, method.env))
            if method.samples is not None:
                method.samples.append((workdir / "sample.csv").read_bytes())
    return [Row(method.name, tuple(runs[method.name])) for method in found]


def run_site(plan: Plan) -> SiteResult:
    """Generate and serve one site, and measure everything ``plan`` asks for on it."""
    site_dir = plan.workdir / f"site-{plan.urls}"
    with serve(lambda port: generate_site(plan.urls, f"http://{LOOPBACK}:{port}", site_dir)) as server:
        origin = f"http://{LOOPBACK}:{server.port}"
        found = methods(plan, origin, site_dir)
        result = SiteResult(plan.urls, run_rounds(found, plan.times, plan.workdir))
        if plan.peers and not usp_installed():
            result.rows.append(Row("ultimate-sitemap-parser", (), "not installed: pip install ultimate-sitemap-parser"))
        if plan.main and plan.clusterers:
            crawls = [m for m in found if m.samples is not None]
            check_identity(result, crawls[0].samples, origin, plan.clusterers[0], plan.workdir)
            # Every worker count gives the sample of one process (the first crawl of each).
            same_clusterer = crawls[:len(plan.workers)]
            result.identical_workers = len({m.samples[0] for m in same_clusterer}) == 1 if len(same_clusterer) > 1 else None
    return result


def check_identity(result: SiteResult, samples: list[bytes], origin: str, clusterer: str, workdir: Path) -> None:
    """Same sample across two runs, and with CONCURRENT_REQUESTS 1 vs 16 (16 on the site too,
    so that responses really arrive in another order)."""
    if len(samples) < 2:
        samples.append(crawl_sample(origin, clusterer, TIMED, workdir))
    result.identical_runs = samples[0] == samples[1]
    other_orders = [crawl_sample(origin, clusterer, concurrency, workdir) for concurrency in (SERIAL, PARALLEL)]
    result.identical_concurrency = all(sample == samples[0] for sample in other_orders)
    (workdir / "sample-bench.csv").write_bytes(samples[0])


# -- the report ---------------------------------------------------------------------------------


def yes_no(value: bool | None) -> str:
    return "not checked" if value is None else ("yes" if value else "no")


def ratio(numerator: float, denominator: float) -> str:
    return f"{numerator / denominator:.2f}" if denominator else "–"


def main_table(result: SiteResult) -> list[str]:
    """Each method's medians, its CPU-time throughput against the raw loop (raw CPU / its CPU),
    the same by wall time, and its CPU time against the floor's."""
    raw, floor = result.row(RAW), result.row(FLOOR)
    raw_cpu, raw_wall = raw.median("cpu"), raw.median("wall")
    floor_cpu = floor.median("cpu") if floor else 0.0
    lines = ["| method | CPU user+sys (s) | wall (s) | peak RSS (MB) | CPU throughput vs raw "
             "| wall throughput vs raw | CPU vs floor |",
             "|---|---:|---:|---:|---:|---:|---:|"]
    for row in result.rows:
        if not row.runs:
            lines.append(f"| {row.method} | – | – | – | {row.note} | | |")
            continue
        cpu, wall = row.median("cpu"), row.median("wall")
        over_floor = ratio(cpu, floor_cpu) if row.method.startswith("scrapy crawl sample") else ""
        lines.append(f"| {row.method} | {cpu:.2f} | {wall:.2f} | {row.median('rss_mb'):.0f} "
                     f"| {ratio(raw_cpu, cpu)} | {ratio(raw_wall, wall)} | {over_floor} |")
    return lines


def scaling_table(results: list[SiteResult]) -> list[str]:
    lines = ["| URLs | method | CPU (s) | wall (s) | peak RSS (MB) | CPU us per URL |",
             "|---:|---|---:|---:|---:|---:|"]
    for result in results:
        for row in result.rows:
            if row.runs and row.method.startswith(("scrapy crawl sample", RAW)):
                cpu = row.median("cpu")
                lines.append(f"| {result.urls:,} | {row.method} | {cpu:.2f} | {row.median('wall'):.2f} "
                             f"| {row.median('rss_mb'):.0f} | {cpu * 1e6 / result.urls:.2f} |")
    return lines


def marginal_table(small: SiteResult, large: SiteResult) -> list[str]:
    """CPU per URL between two sizes: (CPU at ``large`` - CPU at ``small``) / the URLs between.

    Start-up (Python, Scrapy, the first requests) costs the same at both sizes, so it drops
    out: this is what one more URL costs, and its ratio to the raw loop's is the throughput a
    bigger site tends to.
    """
    extra = large.urls - small.urls
    per_url = {row.method: (row.median("cpu") - small.row(row.method).median("cpu")) * 1e6 / extra
               for row in large.rows if row.runs and small.row(row.method)}
    lines = [f"| method | marginal CPU per URL, {small.urls:,} -> {large.urls:,} (us) "
             "| marginal throughput vs raw | marginal CPU vs floor |", "|---|---:|---:|---:|"]
    for method, cost in per_url.items():
        floor = f"{cost / per_url[FLOOR]:.2f}" if FLOOR in per_url and method.startswith("scrapy crawl") else ""
        lines.append(f"| {method} | {cost:.2f} | {ratio(per_url.get(RAW, 0.0), cost)} | {floor} |")
    return lines


def targets(results: list[SiteResult]) -> list[str]:
    """The targets, each with its figures from this run and whether it holds; the default
    clusterer at the largest size, its memory against the next size down."""
    large = results[-1]
    crawl, raw, floor = large.row(DEFAULT_CRAWL), large.row(RAW), large.row(FLOOR)
    if not (crawl and raw and floor and crawl.runs):
        return ["- targets: not checked (the default clusterer's crawl did not run)"]
    cpu, rss = crawl.median("cpu"), crawl.median("rss_mb")
    vs_raw, vs_floor = raw.median("cpu") / cpu, cpu / floor.median("cpu")
    lines = [f"- CPU-time throughput vs raw at {large.urls:,} URLs: {vs_raw:.2f} (target >= {TARGET_CPU_VS_RAW}): "
             f"{holds(vs_raw >= TARGET_CPU_VS_RAW)}",
             f"- CPU time vs the floor: {vs_floor:.2f} (target <= {TARGET_CPU_VS_FLOOR}): "
             f"{holds(vs_floor <= TARGET_CPU_VS_FLOOR)}",
             f"- peak RSS: {rss:.0f} MB (target <= {TARGET_RSS_MB}): {holds(rss <= TARGET_RSS_MB)}"]
    smaller = results[-2].row(DEFAULT_CRAWL) if len(results) > 1 else None
    if smaller and smaller.runs:
        growth = rss / smaller.median("rss_mb")
        lines.append(f"- peak RSS {large.urls:,} / {results[-2].urls:,} URLs: {rss:.0f} / "
                     f"{smaller.median('rss_mb'):.0f} MB = {growth:.2f} (target <= {TARGET_RSS_GROWTH}): "
                     f"{holds(growth <= TARGET_RSS_GROWTH)}")
    return lines


def holds(value: bool) -> str:
    return "holds" if value else "**does not hold**"


def machine() -> str:
    cpu = next((line.split(":", 1)[1].strip() for line in Path("/proc/cpuinfo").read_text().splitlines()
                if line.startswith("model name")), platform.processor())
    return f"{cpu}, {os.cpu_count()} cores, Python {platform.python_version()}, {platform.platform()}"


def load() -> str:
    return " ".join(f"{value:.2f}" for value in os.getloadavg())


def main_workers(result: SiteResult) -> list[int]:
    """The worker counts the main site's crawls ran with, as the row names say."""
    counts = {int(row.method.split(", ")[1].split()[0]) if ", " in row.method else 0
              for row in result.rows
              if row.method.startswith("scrapy crawl sample") and row.method != FLOOR}
    return sorted(counts)


def report(main: SiteResult, scaling: list[SiteResult], command: str, loads: tuple[str, str]) -> str:
    workers = main_workers(main)
    lines = [
        f"Measured {datetime.now(timezone.utc):%Y-%m-%d %H:%M} UTC on {machine()}.",
        f"Load average (1, 5, 15 min) at start: {loads[0]}; at end: {loads[1]}.",
        f"Command: `{command}`",
        "",
        f"### {main.urls:,} URLs, median of {len(main.rows[0].runs)}",
        "",
        *main_table(main),
        "",
        f"- identical across two runs: {yes_no(main.identical_runs)}",
        f"- identical with CONCURRENT_REQUESTS 1 vs 16: {yes_no(main.identical_concurrency)} "
        "(16 also per domain; the timed runs use the project's 2)",
        *([f"- identical with SITESAMPLER_WORKERS {' vs '.join(map(str, workers))}: "
           f"{yes_no(main.identical_workers)}"] if len(workers) > 1 else []),
        "",
        "### Targets (default clusterer, one process)",
        "",
        *targets(scaling),
        "",
        "### Scaling",
        "",
        *scaling_table(scaling),
    ]
    if len(scaling) > 1:
        lines += ["", "### Marginal cost per URL (start-up left out)", "", *marginal_table(scaling[-2], scaling[-1])]
    return "\n".join(lines) + "\n"


RESULTS_BEGIN, RESULTS_END = "<!-- bench:results -->", "<!-- /bench:results -->"


def write_results(path: Path, text: str) -> None:
    """Replace the results block of ``path`` (between the markers), keeping the prose around it."""
    document = path.read_text() if path.exists() else f"{RESULTS_BEGIN}\n{RESULTS_END}\n"
    head, _, rest = document.partition(RESULTS_BEGIN)
    _, _, tail = rest.partition(RESULTS_END)
    path.write_text(f"{head}{RESULTS_BEGIN}\n{text}{RESULTS_END}{tail}")


# -- command line -------------------------------------------------------------------------------


def arguments(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--urls", type=int, default=1_000_000, help="URLs of the main site (default 1,000,000)")
    parser.add_argument("--repeat", type=int, default=3, help="runs per method; the median is reported")
    parser.add_argument("--scaling", default=",".join(map(str, DEFAULT_SCALING)),
                        help="comma-separated sizes for the crawl's scaling series ('' for none)")
    parser.add_argument("--clusterers", default="rules,learned", help="clusterers for the end-to-end crawl")
    parser.add_argument("--workers", default="0",
                        help="SITESAMPLER_WORKERS values for the end-to-end crawl (the scaling series uses the first)")
    parser.add_argument("--no-peers", action="store_true",
                        help="skip Scrapy's Sitemap and ultimate-sitemap-parser (the raw baseline always runs)")
    parser.add_argument("--workdir", type=Path, default=REPO / "bench" / "out", help="generated sites and logs")
    parser.add_argument("--out", type=Path, help="Markdown file whose results block is replaced")
    parser.add_argument("--worker", nargs=2, metavar=("METHOD", "TARGET"), help=argparse.SUPPRESS)
    return parser.parse_args(argv)


def sizes(options: argparse.Namespace) -> Iterator[Plan]:
    """The main site (with peers and checks), then the scaling sizes not already measured."""
    clusterers = tuple(name for name in options.clusterers.split(",") if name)
    workers = tuple(int(count) for count in options.workers.split(",") if count) or (0,)
    yield Plan(options.urls, options.repeat, clusterers, workers, True, not options.no_peers, options.workdir)
    for urls in (int(size) for size in options.scaling.split(",") if size):
        if urls != options.urls:
            yield Plan(urls, options.repeat, clusterers, workers[:1], False, False, options.workdir)


def main(argv: list[str] | None = None) -> str:
    options = arguments(argv)
    if options.worker:
        method, target = options.worker
        print(WORKERS[method](target))
        return ""
    options.workdir.mkdir(parents=True, exist_ok=True)
    start_load = load()
    results = [run_site(plan) for plan in sizes(options)]
    scaling = sorted(results, key=lambda r: r.urls)
    command = "python bench/performance.py " + " ".join(sys.argv[1:] if argv is None else argv)
    text = report(results[0], scaling, command.strip(), (start_load, load()))
    print(text)
    if options.out:
        write_results(options.out, text)
    return text


if __name__ == "__main__":
    main()
