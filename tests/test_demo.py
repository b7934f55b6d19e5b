"""``sitesampler demo`` reproduces the published worked example end to end."""

from __future__ import annotations

import re
from collections import Counter

from scrapy.settings import Settings

from sitesampler import settings as project_settings
from sitesampler.cli.demo import demo_hosts, run_demo
from sitesampler.testing.crawling import crawl
from sitesampler.testing.server import serve
from tests.conftest import csv_rows


def test_demo_prints_the_worked_example(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    assert run_demo([]) == 0
    rows = csv_rows(tmp_path / "demo-sample.csv")
    structured = Counter(row["template"] for row in rows if row["sample"] == "structured")
    # The worked example's sitemap, plus the blog index its navigation links (a layout of its
    # own, which the sitemap leaves out): one more one-off page, so Round 2 shares 8 pages.
    assert (structured["/products/{n}"], structured["/blog/{slug}"], structured["/notice/{n}"]) == (7, 2, 2)
    [index] = [row for row in rows if row["template"] == "/blog"]
    assert (index["reason"], index["source"]) == ("static", "navigation")
    assert sum(structured.values()) == 20
    assert {row["seed"] for row in rows} == {"http://www.demo.test/"} and rows[0]["url"].startswith("http://www.demo.test:")
    output = capsys.readouterr().out
    assert "/products/{n}" in output and "7 of  120" in output


#: One screen: a crawl's default log fits a 30-line terminal window.
SCREEN_LINES = 30
#: The log settings a user gets when they give none: the project's own.
def project_log_settings() -> dict[str, str]:
    settings = Settings()
    settings.setmodule(project_settings, priority="project")
    return {name: str(value) for name in ("LOG_LEVEL", "SITESAMPLER_BRIEF_LOG")
            if (value := settings.get(name)) is not None}


DEFAULT_LOG = project_log_settings()
LOG_RECORD = re.compile(r"^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d \[[\w.]+\] [A-Z]+: ")


def demo_crawl_log(tmp_path, **settings: str) -> list[str]:
    """The log lines of a real crawl of the demo shop at budget 20."""
    with serve(demo_hosts) as server:
        done = crawl(f"http://demo.test:{server.port}/", [str(tmp_path / "sample.csv")],
                     arguments={"budget": "20"}, settings=settings, cwd=tmp_path)
    assert done.returncode == 0, done.stderr[-3000:]
    return done.stderr.splitlines()


def last_record(lines: list[str]) -> list[str]:
    """The last log record, with the lines that continue it."""
    starts = [number for number, line in enumerate(lines) if LOG_RECORD.match(line)]
    return lines[starts[-1]:]


def test_the_default_log_of_a_crawl_fits_on_one_screen_and_ends_with_the_summary(tmp_path):
    lines = demo_crawl_log(tmp_path, **DEFAULT_LOG)
    assert len(lines) <= SCREEN_LINES, "\n".join(lines)
    summary = last_record(lines)
    assert "[sample] INFO: Sample of http://www.demo.test/: 22 pages (20 structured, 2 random)" in summary[0]
    assert re.fullmatch(r" +/products/\{n\} +120 pages +9 picked +\(content\)", summary[1])
    assert re.fullmatch(r" +/about +1 page +1 picked +\(content\)", next(s for s in summary if "/about" in s))
    assert summary[-1] == "Technologies relied upon: HTML"
    text = "\n".join(lines)
    assert "SamplePick(" not in text and "Dumping Scrapy stats" not in text and "Overridden settings" not in text


def test_a_debug_log_still_gives_everything_and_ends_with_the_summary(tmp_path):
    lines = demo_crawl_log(tmp_path, **{**DEFAULT_LOG, "LOG_LEVEL": "DEBUG"})
    assert "INFO: Sample of http://www.demo.test/" in last_record(lines)[0]
    text = "\n".join(lines)
    for shown in ("DEBUG: Versions:", "DEBUG: Overridden settings:", "DEBUG: Enabled downloader middlewares:",
                  "DEBUG: Dumping Scrapy stats:", "'sitesampler/sample_size': 22", "SamplePick(", "DEBUG: Crawled (200)"):
        assert shown in text
