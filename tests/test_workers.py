"""The crawl's sampler on two cores: a real worker process takes its pages, and the sample is
the one a single process gives; a worker that dies fails the crawl loudly."""

from __future__ import annotations

import os
import re
import signal

import pytest

from sitesampler.core import SiteSampler
from sitesampler.crawl.workers import WorkerFailed, WorkerPool
from sitesampler.testing.crawling import crawl
from tests.conftest import REPO
from tests.core_sites import worked_example

ROOT = "https://shop.example/"


def batches() -> list[list[tuple[str, str | None, str | None]]]:
    urls = worked_example(ROOT) + [f"{ROOT}news/{i}.html" for i in range(300)]
    entries = [(url, f"2024-01-{i % 28 + 1:02d}", None) for i, url in enumerate(urls)]
    entries += [(url.replace("https://", "http://") + "/", None, "0.9") for url, _, _ in entries[::7]]
    return [entries[i:i + 97] for i in range(0, len(entries), 97)]


def pool(worker_after: int | None, workers: int = 2) -> WorkerPool:
    return WorkerPool(lambda: SiteSampler(ROOT, budget=20), workers, worker_after)


def test_a_worker_process_gives_the_sample_of_one_process():
    alone, shared = pool(None), pool(0)
    counts = {"alone": 0, "shared": 0}
    for batch in batches():
        counts["alone"] += alone.add(batch, "sitemap.xml", "sitemap")
        counts["shared"] += shared.add(batch, "sitemap.xml", "sitemap")
    processes = [worker._process for worker in shared._workers]  # the real child processes
    assert shared.processes == 3 and all(process.poll() is None for process in processes)
    counts["shared"] += shared.settle()["sitemap"]
    assert counts["shared"] == counts["alone"] > 0
    assert shared.finish().sample() == alone.finish().sample()
    assert [process.wait(timeout=10) for process in processes] == [0, 0]


def test_a_dead_worker_is_reported_and_later_pages_are_still_sampled():
    sampler = pool(0)
    first, *rest = batches()
    sampler.add(first, "sitemap.xml", "sitemap")
    victim = sampler._workers[1]._process
    os.kill(victim.pid, signal.SIGKILL)
    victim.wait(timeout=10)
    with pytest.raises(WorkerFailed, match="exited"):
        for batch in rest:
            sampler.add(batch, "sitemap.xml", "sitemap")
    sampler.settle()  # the live worker's count so far
    accepted = sum(sampler.add(batch, "sitemap.xml", "sitemap") for batch in rest)
    assert sampler.processes == 2  # the dead worker's pages are sampled here now, the other lives on
    accepted += sampler.settle()["sitemap"]
    assert accepted == sum(len(batch) for batch in rest)
    assert sampler.finish().sample().picks


def test_a_crawl_with_the_worker_writes_the_same_sample(web, tmp_path):
    feeds, accepted = {}, {}
    for name, settings in {"alone": {"SITESAMPLER_WORKERS": "0"}, "shared": {"SITESAMPLER_WORKERS": "2", "SITESAMPLER_WORKER_AFTER": "0"}}.items():
        feeds[name] = tmp_path / f"{name}.csv"
        done = crawl(f"http://acme.test:{web.port}/", [str(feeds[name])], arguments={"budget": "60"},
                     settings=settings, cwd=REPO)
        assert done.returncode == 0, done.stderr[-3000:]
        processes = 1 if name == "alone" else 3
        assert f"'sitesampler/sampler_processes': {processes}" in done.stderr
        accepted[name] = re.search(r"'sitesampler/urls_accepted/sitemap': (\d+)", done.stderr)[1]
    assert accepted["shared"] == accepted["alone"]  # the worker's count arrived before the summary
    assert feeds["shared"].read_bytes() == feeds["alone"].read_bytes()
    assert len(feeds["alone"].read_text().splitlines()) > 10
