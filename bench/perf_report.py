"""The report of ``bench/performance.py``: what one run measured, as the Markdown block of
docs/PERFORMANCE.md (tables, the targets and whether they hold, the machine and its load)."""

from __future__ import annotations

import os
import platform
import statistics
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

RAW = "raw lxml iterparse"
FLOOR = "scrapy crawl sample, no clustering (the floor)"
#: The clusterer the project ships as default (``sitesampler.core.DEFAULT_CLUSTERER``).
DEFAULT_CRAWL = "scrapy crawl sample (clusterer=learned)"
#: The targets the report checks, at the largest size measured.
TARGET_CPU_VS_RAW = 0.6  # CPU-time throughput of the default crawl against the raw loop, at least
TARGET_CPU_VS_FLOOR = 1.3  # CPU time of the default crawl against the floor's, at most
TARGET_RSS_MB = 200  # peak RSS of the default crawl, at most
TARGET_RSS_GROWTH = 1.3  # peak RSS at the largest size against the next size down, at most


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


@dataclass
class SiteResult:
    urls: int
    rows: list[Row]
    identical_runs: bool | None = None
    identical_concurrency: bool | None = None
    identical_workers: bool | None = None
    probes: list[int] | None = None  # the distinct counts of pages the crawls requested to verify

    def row(self, method: str) -> Row | None:
        return next((row for row in self.rows if row.method == method), None)


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


def probe_counts(counts: list[int] | None) -> str:
    """The distinct page-request counts of the timed crawls, as one figure when they agree."""
    if not counts:
        return "not read"
    return " to ".join(map(str, sorted({counts[0], counts[-1]})))


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
        f"- pages each timed crawl requested to verify its sample: {probe_counts(main.probes)}",
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


def markers(site: str) -> tuple[str, str]:
    """The results block's markers: ``bench:results`` for the default site, ``bench:results-SITE``
    for another shape."""
    name = "results" if site == "shop" else f"results-{site}"
    return f"<!-- bench:{name} -->", f"<!-- /bench:{name} -->"


def write_results(path: Path, text: str, site: str = "shop") -> None:
    """Replace the results block of ``path`` (between the site's markers), keeping the prose
    around it; a document without them gets them at its end."""
    begin, end = markers(site)
    document = path.read_text() if path.exists() else ""
    if begin not in document:
        document = f"{document}{begin}\n{end}\n"
    head, _, rest = document.partition(begin)
    _, _, tail = rest.partition(end)
    path.write_text(f"{head}{begin}\n{text}{end}{tail}")
