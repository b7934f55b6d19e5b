"""Time and memory of the learned clusterer at 10^4, 10^5 and 10^6 URLs.

    python bench/scale.py                 # writes docs/PERFORMANCE-CLUSTERERS.md
    python bench/scale.py --one 100000    # one size, printed as a table row

Each size runs in a fresh process, so the peak RSS is that size's alone. The site mixes the
shapes that stress the trie: numeric products (a strong slot), literal blog slugs and root-level
posts (far more distinct children than the overflow cap), taxonomy terms, query-identified
board posts and locale-prefixed docs; every URL is listed by a named child sitemap.
"""

from __future__ import annotations

import argparse
import resource
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from sitesampler.core import SiteSampler  # noqa: E402
from sitesampler.core.sampler import make_clusterer  # noqa: E402

SIZES = (10 ** 4, 10 ** 5, 10 ** 6)
ROOT = "https://big.example/"
WORDS = "alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike".split()


def site(n: int):
    """(url, source) pairs: a deterministic mix of the site shapes above."""
    for i in range(n):
        word = WORDS[i % len(WORDS)] + "-" + WORDS[(i // 7) % len(WORDS)]
        kind = i % 10
        if kind < 4:
            yield f"{ROOT}products/{i}", "sitemap_products_1.xml"
        elif kind < 6:
            yield f"{ROOT}blog/{word}-notes-{i}", "post-sitemap.xml"
        elif kind == 6:
            yield f"{ROOT}{word}-story-{i}/", "post-sitemap.xml"
        elif kind == 7:
            yield f"{ROOT}tags/{word}{i % 5000}", "tag-sitemap.xml"
        elif kind == 8:
            yield f"{ROOT}bbs/board.php?bo_table={WORDS[i % 3]}&wr_id={i}&utm_source=x", "sitemap.xml"
        else:
            yield f"{ROOT}{('en', 'ko', 'ja')[i % 3]}/docs/{word}-{i % 2000}", "sitemap.xml"


class NullClusterer:
    """Normalisation and de-duplication only: the baseline the ingest cost is measured against.
    It finds no template (``bench/floor_crawl.py`` runs a whole crawl with it)."""

    keep = None

    def lane(self, folder: tuple[str, ...]) -> tuple[str, ...]:
        return folder

    def ingest_leaf(self, *record) -> None:
        pass

    def ingest_leaves(self, *batch) -> None:
        pass

    def ingest(self, *record) -> None:
        pass

    def merge(self, other: "NullClusterer") -> None:
        pass

    def finalize(self) -> list:
        return []


class Recorder:
    """Keeps the calls SiteSampler makes, to replay them into a clusterer alone."""

    def __init__(self) -> None:
        self.records: list = []

    def lane(self, folder: tuple[str, ...]) -> tuple[str, ...]:
        return folder

    def ingest_leaf(self, folder, *record) -> None:
        self.records.append(("ingest_leaf", folder, record))

    def ingest_leaves(self, folder, *batch) -> None:
        self.records.append(("ingest_leaves", folder, batch))

    def ingest(self, *record) -> None:
        self.records.append(("ingest", None, record))

    def replay(self, clusterer) -> None:
        lanes: dict = {}
        for method, folder, record in self.records:
            if method == "ingest":
                clusterer.ingest(*record)
            else:
                lane = lanes.get(folder) or lanes.setdefault(folder, clusterer.lane(folder))
                getattr(clusterer, method)(lane, *record)


def isolated_ingest_us(n: int, repeats: int = 3) -> dict[str, float]:
    """Best-of-``repeats`` microseconds per record of ``ingest`` alone, learned vs rules."""
    recorder = Recorder()
    _feed(n, recorder)
    best = {}
    for name in ("learned", "rules"):
        times = []
        for _ in range(repeats):
            clusterer = make_clusterer(name, 23)
            start = time.perf_counter()
            recorder.replay(clusterer)
            times.append(time.perf_counter() - start)
        best[name] = min(times) / n * 1e6
    return best


def _feed(n: int, clusterer: object | None, name: str = "learned") -> tuple[SiteSampler, float]:
    sampler = SiteSampler(ROOT, budget=20, clusterer=name if clusterer is None else (lambda keep: clusterer))
    start = time.perf_counter()
    for url, source in site(n):
        sampler.add(url, source=source)
    return sampler, time.perf_counter() - start


def measure(n: int) -> str:
    baseline = _feed(n, NullClusterer())[1]  # its sampler is dropped before the measured run
    sampler, feed = _feed(n, None)
    start = time.perf_counter()
    clusters = sampler.clusters()
    finalize = time.perf_counter() - start
    start = time.perf_counter()
    sampler.sample()
    allocate = time.perf_counter() - start
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # before the rules run
    templates = sum(cluster.repeating for cluster in clusters)
    del sampler, clusters
    rules = _feed(n, None, "rules")[1]
    ingest_us = (feed - baseline) / n * 1e6
    rules_us = (rules - baseline) / n * 1e6
    return (f"| {n:,} | {baseline:.2f} | {rules_us:.2f} | {feed:.2f} | {ingest_us:.2f} | {finalize:.2f} "
            f"| {allocate:.2f} | {templates} | {peak_mb:.0f} |")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--one", type=int, metavar="URLS", help="measure one size and print its table row")
    parser.add_argument("--isolated", type=int, metavar="RECORDS",
                        help="time the two clusterers' ingest alone on this many recorded records")
    options = parser.parse_args(argv)
    if options.one is not None:
        print(measure(options.one))
        return 0
    if options.isolated is not None:
        best = isolated_ingest_us(options.isolated)
        print(f"ingest alone on {options.isolated:,} recorded records (best of 3): learned {best['learned']:.1f} us, "
              f"published rules {best['rules']:.1f} us per record.")
        return 0
    rows = [subprocess.run([sys.executable, __file__, "--one", str(n)], check=True, capture_output=True,
                           text=True).stdout.strip() for n in SIZES]
    isolated = subprocess.run([sys.executable, __file__, "--isolated", str(SIZES[1])], check=True,
                              capture_output=True, text=True).stdout.strip()
    text = "\n".join([
        "# Learned clusterer: time and memory", "",
        "Generated by `python bench/scale.py` (Python "
        f"{sys.version.split()[0]}, one process per size). Columns: seconds to add every URL with "
        "normalisation and de-duplication only (`null`), the published rules' ingest cost per URL on top "
        "of that (for scale: it pays the same candidate-list offers), the same feed with the learned "
        "clusterer's ingest (`learned`) and its cost per URL on top of normalisation, `finalize` and "
        "`sample()` seconds, "
        "repeating templates found, and the process's peak RSS (the whole crawl-side state: "
        "de-duplication set, trie, candidate lists).", "",
        "| URLs | null add (s) | rules ingest (us/URL) | learned add (s) | learned ingest (us/URL) "
        "| finalize (s) | sample (s) | templates | peak RSS (MB) |",
        "|---|---|---|---|---|---|---|---|---|", *rows, "",
        "Timings come from a shared 2-core machine under load from other jobs; read the ratios (learned "
        "vs rules ingest, finalize vs feed), not the absolute microseconds. Without normalisation and "
        f"sampler overhead, {isolated}", ""])
    (REPO / "docs" / "PERFORMANCE-CLUSTERERS.md").write_text(text)
    print(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
