"""Where a URL's time goes: the per-stage figures of ``docs/PERFORMANCE.md``, reproduced.

    python bench/stages.py [--urls 100000]

Generates the benchmark site (``bench/perf_site.py``, the generator ``bench/performance.py`` serves, same URLs), then times, in
this process, each stage a sitemap URL goes through in a crawl: parsing its sitemap, the
robots.txt check (Protego on every URL, and the spider's pre-filter that skips it), and
``SiteSampler.add_listings`` (one call per sitemap, as the pipeline feeds it) with each
clusterer and with none (normalise, hash and de-duplicate only: the floor no clusterer can go
below), and the hand-off of a sitemap's entries to a sampler worker; then each step alone: the
clusterers' folder-lane ingest, and the general path a URL without a lane takes. Process CPU
time per URL, best of three, so a busy machine inflates the figures less.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import deque
from io import BytesIO
from collections.abc import Callable
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "bench"))

from perf_site import child_files, generate_site, read_body  # noqa: E402
from scale import NullClusterer, Recorder  # noqa: E402
from protego import Protego  # noqa: E402

from sitesampler.core import CLUSTERERS, SiteSampler  # noqa: E402
from sitesampler.core.candidates import CandidateSet  # noqa: E402
from sitesampler.core.hashing import keyed_hash, site_key  # noqa: E402
from sitesampler.core.hashset import HashSet  # noqa: E402
from sitesampler.core.learned import page_tokens  # noqa: E402
from sitesampler.core.sampler import make_clusterer  # noqa: E402
from sitesampler.core.lanes import PlainScope  # noqa: E402
from sitesampler.discovery.robots import could_refuse, rule_prefixes  # noqa: E402
from sitesampler.crawl.workers import _read, _write  # noqa: E402
from sitesampler.discovery.sitemaps import parse_sitemap  # noqa: E402

ORIGIN = "http://127.0.0.1:8000"


def best_of_three(stage) -> float:
    """The stage's smallest process CPU time over three runs, in seconds."""
    times = []
    for _ in range(3):
        started = time.process_time()
        stage()
        times.append(time.process_time() - started)
    return min(times)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--urls", type=int, default=100_000)
    options = parser.parse_args(argv)
    directory = REPO / "bench" / "out" / f"stages-{options.urls}"
    generate_site(options.urls, ORIGIN, directory)
    bodies = [read_body(path) for path in child_files(directory)]
    batches = [parse_sitemap(body).pages for body in bodies]
    pages = [page for batch in batches for page in batch]
    robots_txt = b"User-agent: *\nDisallow: /private/\n"
    robots, prefixes = Protego.parse(robots_txt.decode()), rule_prefixes(robots_txt)
    messages = []
    for batch in batches:
        _write(stream := BytesIO(), ("add", batch, "sitemap", "sitemap"))
        messages.append(stream.getvalue())

    def sample(clusterer: str | None):
        def run() -> None:
            sampler = SiteSampler(ORIGIN + "/", budget=20, clusterer=clusterer or (lambda keep: NullClusterer()))
            for batch in batches:  # one call per sitemap, as the crawl's pipeline does
                sampler.add_listings(batch, "sitemap")
        return run

    stages = {
        "parse_sitemap (fast reader, validation included)": lambda: [parse_sitemap(body) for body in bodies],
        "robots.txt check (Protego can_fetch), every URL": lambda: [robots.can_fetch(url, "sitesampler")
                                                                    for url, _, _ in pages],
        "robots.txt check as the spider does it": lambda: [not could_refuse(url, prefixes) or robots.can_fetch(
            url, "sitesampler") for url, _, _ in pages],
        **{f"SiteSampler.add_listings, clusterer={name}": sample(name) for name in CLUSTERERS},
        "SiteSampler.add_listings, no clustering (the floor)": sample(None),
        # What a sampler worker (SITESAMPLER_WORKERS) adds to each side, the message framing included.
        "worker hand-off, crawl side (a sitemap's entries sent)": lambda: [
            _write(BytesIO(), ("add", batch, "sitemap", "sitemap")) for batch in batches],
        "worker hand-off, worker side (received)": lambda: [_read(BytesIO(message)) for message in messages],
    }
    print(f"{len(pages):,} URLs; process CPU time per URL, best of 3")
    for name, stage in stages.items():
        print(f"  {name:<56} {best_of_three(stage) / len(pages) * 1e6:6.1f} us")
    print("Each step alone, over the URLs it applies to:")
    for name, (stage, count) in {**lane_steps(batches), **add_steps(pages)}.items():
        print(f"  {name:<56} {best_of_three(stage) / count * 1e6:6.1f} us")
    return 0


class OneByOneSampler(SiteSampler):
    """A sampler that forms no batch: every folder's URLs go one by one from its lane."""

    def leaf_batch(self, folder, entries) -> None:
        return None


def lane_steps(batches: list[list[tuple[str, str | None, str | None]]]) -> dict[str, tuple[Callable[[], None], int]]:
    """Each clusterer's ``ingest_leaves`` (a folder's batch) and ``ingest_leaf`` (a URL of a folder
    that does not batch: here every URL, with batches switched off, to compare the two), on the
    calls ``add_listings`` makes (recorded beforehand)."""
    recorded = {}
    for method, sampler_class in (("ingest_leaves", SiteSampler), ("ingest_leaf", OneByOneSampler)):
        recorder = recorded[method] = Recorder()
        sampler = sampler_class(ORIGIN + "/", budget=20, clusterer=lambda keep: recorder)
        for batch in batches:
            sampler.add_listings(batch, "sitemap")
    steps = {}
    for method, what in (("ingest_leaves", "batches"), ("ingest_leaf", "folder lane, one by one")):
        calls = Recorder()
        calls.records = [record for record in recorded[method].records if record[0] == method]
        count = sum(len(record[2][0].leaves) if method == "ingest_leaves" else 1 for record in calls.records)
        steps.update({f"{name} {method} ({what})": (lambda name=name, calls=calls: calls.replay(make_clusterer(name, 23)),
                                                    count)
                      for name in CLUSTERERS if count})
    return steps


def add_steps(pages: list[tuple[str, str | None, str | None]]) -> dict[str, tuple[Callable[[], None], int]]:
    """Each step of the general path (a URL without a folder lane), timed alone on its own inputs
    (prepared beforehand)."""
    scope, key = PlainScope(ORIGIN + "/"), site_key(ORIGIN + "/")
    plain = [url for url, _, _ in pages if "?" not in url]
    queried = [url for url, _, _ in pages if "?" in url]
    normalized = [scope.normalize(url) for url, _, _ in pages]
    hashes = [keyed_hash(key, page.key) for page in normalized]
    listings = list(zip(normalized, hashes, pages))

    def drain(items) -> None:
        deque(items, maxlen=0)  # consume without keeping: a list of results would cost memory time

    def dedupe() -> None:
        drain(map(HashSet().add, hashes))

    def ingest(name: str) -> Callable[[], None]:
        def run() -> None:
            clusterer = make_clusterer(name, 23)
            for page, page_hash, (_, lastmod, priority) in listings:
                clusterer.ingest(page, page_hash, lastmod, priority, "sitemap", True)
        return run

    def offer() -> None:
        candidates = CandidateSet(23)
        for page, page_hash, (_, lastmod, priority) in listings:
            candidates.offer_listing(page.key, page.url, page_hash, lastmod, priority)

    return {
        "normalize, URL without a query": (lambda: drain(map(scope.normalize, plain)), len(plain)),
        "normalize, URL with a query": (lambda: drain(map(scope.normalize, queried)), len(queried)),
        "keyed_hash": (lambda: drain(keyed_hash(key, page.key) for page in normalized), len(pages)),
        "de-duplication (HashSet.add)": (dedupe, len(pages)),
        "learned page_tokens": (lambda: drain(map(page_tokens, normalized)), len(pages)),
        "LearnedClusterer.ingest (tokens, trie, candidates)": (ingest("learned"), len(pages)),
        "RulesClusterer.ingest (template, candidates)": (ingest("rules"), len(pages)),
        "CandidateSet.offer_listing, one full set": (offer, len(pages)),
    }


if __name__ == "__main__":
    raise SystemExit(main())
