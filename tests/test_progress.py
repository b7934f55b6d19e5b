"""What a long run says while it works, at Scrapy's default log level: a sitemap index served
slowly enough that discovery spans several progress intervals prints a progress line at least
once an interval, announces the sampling step, and never logs a discovery batch as dropped.

The interval is shortened from the project's 10 s to 2 s, so that a crawl of seconds, not of half
a minute, shows the same lines."""

from __future__ import annotations

import sys
from dataclasses import replace
from datetime import datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))  # bench.performance imports its siblings

from bench.performance import generate_site  # noqa: E402
from sitesampler.testing.crawling import crawl
from sitesampler.testing.server import serve
from tests.conftest import REPO

#: Two child sitemaps of 10,000 URLs each.
URLS = 20_000
#: Seconds between progress lines in this crawl (SITESAMPLER_PROGRESS_INTERVAL).
INTERVAL = 2
#: Seconds each child sitemap takes to answer: both are read at once, and discovery lasts
#: about three intervals.
CHILD_DELAY = 3 * INTERVAL
STAMP = len("2026-01-01 00:00:00")


def stamp(line: str) -> datetime:
    return datetime.strptime(line[:STAMP], "%Y-%m-%d %H:%M:%S")


def test_a_long_crawl_reports_progress_and_drops_nothing(tmp_path: Path) -> None:
    def site(port: int):
        hosts = generate_site(URLS, f"http://127.0.0.1:{port}", tmp_path / "site")
        pages = hosts["127.0.0.1"]
        return {"127.0.0.1": {path: replace(page, delay=CHILD_DELAY) if path.startswith("/sitemap-") else page
                              for path, page in pages.items()}}

    with serve(site) as server:
        done = crawl(f"http://127.0.0.1:{server.port}/", [str(tmp_path / "sample.csv")], arguments={"budget": "20"},
                     settings={"LOG_LEVEL": "DEBUG", "SITESAMPLER_PROGRESS_INTERVAL": str(INTERVAL)},
                     cwd=REPO, timeout=120)  # DEBUG: Scrapy's default
    log = done.stderr
    assert done.returncode == 0, log[-3000:]
    lines = [line for line in log.splitlines() if line[:2] == "20" and line[STAMP:STAMP + 2] == " ["]
    progress = [line for line in lines if "Discovery: " in line]
    sampling = [line for line in lines if "Discovery done: sampling " in line]
    assert len(progress) >= 2 and len(sampling) == 1, log[-3000:]
    assert "URLs so far" in progress[-1] and "sitemaps read" in progress[-1] and "requests queued" in progress[-1]
    assert f"sampling {URLS + 1:,} URLs" in sampling[0]  # and the home page
    [opened] = [line for line in lines if "Spider opened" in line]
    moments = [stamp(opened), *map(stamp, progress), stamp(sampling[0])]
    gaps = [(later - earlier).total_seconds() for earlier, later in zip(moments, moments[1:])]
    assert max(gaps) <= 2 * INTERVAL, gaps  # the stamps are whole seconds
    assert "Dropped" not in log and "item_dropped_count" not in log
