"""What a long run says while it works, at Scrapy's default log level: a 200,000-URL sitemap
index, served slowly enough that discovery takes about half a minute, prints a progress line
at least every 15 s, announces the sampling step, and never logs a discovery batch as dropped."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime
from pathlib import Path

from bench.performance import generate_site
from sitesampler.testing.crawl import crawl
from sitesampler.testing.server import serve
from tests.conftest import REPO

URLS = 200_000
#: Seconds each child sitemap takes to answer: with two requests at a time, four children
#: keep discovery busy for about 25 s.
CHILD_DELAY = 12.0
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
                     settings={"LOG_LEVEL": "DEBUG"}, cwd=REPO, timeout=300)  # DEBUG: Scrapy's default
    log = done.stderr
    assert done.returncode == 0, log[-3000:]
    lines = [line for line in log.splitlines() if line[:2] == "20" and line[STAMP:STAMP + 2] == " ["]
    progress = [line for line in lines if "Discovery: " in line]
    sampling = [line for line in lines if "Discovery done: sampling " in line]
    assert len(progress) >= 2 and len(sampling) == 1, log[-3000:]
    assert "URLs so far" in progress[-1] and "sitemaps read" in progress[-1] and "requests queued" in progress[-1]
    assert f"sampling {URLS + 1:,} URLs" in sampling[0]  # and the home page
    moments = [stamp(lines[0]), *map(stamp, progress), stamp(sampling[0])]
    gaps = [(later - earlier).total_seconds() for earlier, later in zip(moments, moments[1:])]
    assert max(gaps) <= 15, gaps
    assert "Dropped" not in log and "item_dropped_count" not in log
