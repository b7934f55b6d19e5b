"""Discovery at a million URLs, measured side by side with the parsers it competes with.

One command (see docs/PERFORMANCE.md) generates a synthetic sitemap index deterministically,
serves it on 127.0.0.1, and times each method in a fresh subprocess (median of ``--repeat``):
the raw lxml iterparse baseline, Scrapy's ``Sitemap``, ultimate-sitemap-parser when installed,
``scrapy crawl sample`` end to end with each clusterer, and the same crawl with sampling switched
off (the floor). The methods alternate, one run of each per round. Ratios are of CPU time
(user + sys) against the raw baseline of the *same* run: wall-time ratios mostly measure how
loaded the shared machine is; wall time is reported beside them.

    python bench/performance.py [--urls 1000000] [--repeat 3] [--out docs/PERFORMANCE.md]
    python bench/performance.py --site flat --scaling '' --no-peers [--out docs/PERFORMANCE.md]

``--previous`` times the next week's crawl instead: one untimed crawl writes a sample of the
URLs alone (``verify=0``: the synthetic pages answer 404, and a verified sample would be the
home page alone), and every timed crawl continues it (``-a previous=``), as a scheduled
re-run does: verification then fetches last week's rows, sets them aside and replaces them.
"""

from __future__ import annotations

import argparse
import os
import re
import shlex
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from io import BytesIO
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:  # run as a script from anywhere
    sys.path.insert(0, str(REPO))

from sitesampler.testing.crawling import crawl_command, crawl_environment  # noqa: E402
from sitesampler.testing.server import serve  # noqa: E402
from perf_report import FLOOR, RAW, Row, Run, SiteResult, load, report, write_results  # noqa: E402
from perf_site import LOOPBACK, NS, SITES, child_files, generate_site, read_body  # noqa: E402

DEFAULT_SCALING = (10_000, 100_000, 1_000_000)
# The crawl as a benchmark runs it: no politeness delays on loopback (the SSRF guard's opt-in is
# harmless where the setting does not exist).
CRAWL_SETTINGS = {
    "SITESAMPLER_ALLOW_PRIVATE_HOSTS": "1",
    "AUTOTHROTTLE_ENABLED": "0",
    "DOWNLOAD_DELAY": "0",
    "LOG_LEVEL": "INFO",
}


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


def e2e_command(origin: str, clusterer: str, concurrency: dict[str, str], workers: int = 0,
                verify: str = "", previous: str = "") -> list[str]:
    """The crawl as a user runs it; ``verify`` empty for the spider's default (the sample's pages
    are fetched to check it: the synthetic site answers them 404, and they are set aside);
    ``previous``: the sample it continues, if any."""
    return crawl_command(origin + "/", ["sample.csv"],
                         arguments={"budget": "20", "clusterer": clusterer, "verify": verify,
                                    **({"previous": previous} if previous else {})},
                         settings={**CRAWL_SETTINGS, **concurrency, "SITESAMPLER_WORKERS": str(workers)})


def crawl_sample(origin: str, clusterer: str, concurrency: dict[str, str], workdir: Path, verify: str,
                 previous: str = "") -> bytes:
    """One untimed crawl (the project's default: no workers); the sample it wrote."""
    measure(e2e_command(origin, clusterer, concurrency, verify=verify, previous=previous), workdir,
            crawl_environment())
    return (workdir / "sample.csv").read_bytes()


PAGE_REQUESTS = re.compile(rb"'sitesampler/page_requests': (\d+)")


def pages_requested(workdir: Path) -> int:
    """The pages the last crawl requested to verify its sample, from its stats dump (0: none)."""
    found = PAGE_REQUESTS.search((workdir / "stderr.log").read_bytes())
    return int(found.group(1)) if found else 0


# -- one site size ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Plan:
    urls: int
    times: int
    clusterers: tuple[str, ...]
    workers: tuple[int, ...]  # SITESAMPLER_WORKERS values of the end-to-end crawl
    main: bool  # the identity checks; False for the scaling sizes
    peers: bool  # Scrapy's Sitemap and ultimate-sitemap-parser too
    workdir: Path
    site: str = "shop"  # the synthetic site's shape (perf_site.SITES)
    verify: str = ""  # the crawl's ``verify`` argument ("" for the spider's default)
    previous: str = ""  # the sample the timed crawls continue ("" for none)


@dataclass(frozen=True)
class Method:
    name: str
    command: list[str]
    env: dict[str, str] | None = None
    samples: list[bytes] | None = None  # a crawl's sample.csv after each run
    probes: list[int] | None = None  # a crawl's pages requested to verify, after each run


def methods(plan: Plan, origin: str, site_dir: Path) -> list[Method]:
    """What ``plan`` measures on one served site, the raw baseline first and the floor after the
    crawls (every size has both, so the marginal cost per URL between sizes compares too)."""
    found = [Method(RAW, worker_command("raw", str(site_dir)))]
    found += [Method(f"scrapy crawl sample (clusterer={clusterer}{f', {workers} workers' if workers else ''})",
                     e2e_command(origin, clusterer, TIMED, workers, plan.verify, plan.previous), crawl_environment(),
                     [], [])
              for clusterer in plan.clusterers for workers in plan.workers]
    if plan.clusterers:
        # The same crawl with a clusterer that does nothing: what is left when sampling is free.
        floor = [sys.executable, str(Path(__file__).resolve().parent / "floor_crawl.py"),
                 *e2e_command(origin, plan.clusterers[0], TIMED, verify=plan.verify)[3:]]
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
            if method.probes is not None:
                method.probes.append(pages_requested(workdir))
    return [Row(method.name, tuple(runs[method.name])) for method in found]


def run_site(plan: Plan) -> SiteResult:
    """Generate and serve one site, and measure everything ``plan`` asks for on it."""
    site_dir = plan.workdir / (f"site-{plan.urls}" if plan.site == "shop" else f"site-{plan.site}-{plan.urls}")
    with serve(lambda port: generate_site(plan.urls, f"http://{LOOPBACK}:{port}", site_dir, plan.site)) as server:
        origin = f"http://{LOOPBACK}:{server.port}"
        if plan.previous and plan.clusterers:
            # Last week's sample, of URLs alone: the synthetic pages answer 404, so a verified
            # sample would be the home page alone, and continue nothing.
            (plan.workdir / plan.previous).write_bytes(crawl_sample(origin, plan.clusterers[0], TIMED, plan.workdir, "0"))
        found = methods(plan, origin, site_dir)
        result = SiteResult(plan.urls, run_rounds(found, plan.times, plan.workdir))
        result.probes = sorted({count for method in found for count in method.probes or ()})
        if plan.peers and not usp_installed():
            result.rows.append(Row("ultimate-sitemap-parser", (), "not installed: pip install ultimate-sitemap-parser"))
        if plan.main and plan.clusterers:
            crawls = [m for m in found if m.samples is not None]
            check_identity(result, crawls[0].samples, origin, plan.clusterers[0], plan.workdir, plan.verify,
                           plan.previous)
            # Every worker count gives the sample of one process (the first crawl of each).
            same_clusterer = crawls[:len(plan.workers)]
            result.identical_workers = len({m.samples[0] for m in same_clusterer}) == 1 if len(same_clusterer) > 1 else None
    return result


def check_identity(result: SiteResult, samples: list[bytes], origin: str, clusterer: str, workdir: Path,
                   verify: str, previous: str = "") -> None:
    """Same sample across two runs, and with CONCURRENT_REQUESTS 1 vs 16 (16 on the site too,
    so that responses really arrive in another order)."""
    if len(samples) < 2:
        samples.append(crawl_sample(origin, clusterer, TIMED, workdir, verify, previous))
    result.identical_runs = samples[0] == samples[1]
    other_orders = [crawl_sample(origin, clusterer, concurrency, workdir, verify, previous)
                    for concurrency in (SERIAL, PARALLEL)]
    result.identical_concurrency = all(sample == samples[0] for sample in other_orders)
    (workdir / "sample-bench.csv").write_bytes(samples[0])


# -- the report ---------------------------------------------------------------------------------


# -- command line -------------------------------------------------------------------------------


def arguments(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--urls", type=int, default=1_000_000, help="URLs of the main site (default 1,000,000)")
    parser.add_argument("--site", choices=sorted(SITES), default="shop",
                        help="the synthetic site's shape: shop (five mixed shapes, the default) or flat "
                             "(flat folders past the learned clusterer's cap, all children gzipped)")
    parser.add_argument("--verify", default="",
                        help="the crawl's verify argument: pages fetched to check the sample "
                             "(default: the spider's own, 3 per page of the budget; 0 for URLs only)")
    parser.add_argument("--previous", action="store_true",
                        help="time the next week's crawl: the timed crawls continue the sample of an untimed one "
                             "(-a previous=)")
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
    previous = "previous.csv" if options.previous else ""
    yield Plan(options.urls, options.repeat, clusterers, workers, True, not options.no_peers, options.workdir,
               options.site, options.verify, previous)
    for urls in (int(size) for size in options.scaling.split(",") if size):
        if urls != options.urls:
            yield Plan(urls, options.repeat, clusterers, workers[:1], False, False, options.workdir,
                       options.site, options.verify, previous)


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
    command = "python bench/performance.py " + shlex.join(sys.argv[1:] if argv is None else argv)  # '' shown
    text = report(results[0], scaling, command.strip(), (start_load, load()))
    print(text)
    if options.out:
        write_results(options.out, text, options.site)
    return text


if __name__ == "__main__":
    main()
