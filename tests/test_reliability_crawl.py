"""Crawls of sites that hang, vanish or refuse: the crawl ends in bounded time, reads robots.txt
once, and a crawl that read nothing writes no sample (docs/RELIABILITY.md)."""

from __future__ import annotations

from sitesampler.robots import ROBOTS_MAX_BYTES, first_bytes
from tests import hostile_sites
from tests.test_reliability import Run, hostile  # noqa: F401 (the fixture)

#: The project's politeness settings, which the loopback crawls otherwise turn off.
DEFAULT_PACE = {"AUTOTHROTTLE_ENABLED": "1", "DOWNLOAD_DELAY": "0.5"}


def test_a_never_answering_sitemap_costs_one_timeout_and_the_healthy_one_is_sampled(hostile, tmp_path):
    """At default settings (30 s timeout, 2 retries) a sitemap that sends nothing is given up
    after one timeout, not three, and robots.txt is fetched once."""
    run = Run(f"http://hang.test:{hostile.port}/", tmp_path / "s.json", settings=DEFAULT_PACE)
    assert run.status == 0, run.log[-3000:]
    assert run.seconds < 45
    assert run.paths() == {"/", *(f"/healthy/page-{n}" for n in range(5))}
    assert run.problems == {"sitemap_timeout": 1}
    requested = [path for host, path in hostile.requests if host == "hang.test"]
    assert requested.count("/never-answers.xml") == 1 and requested.count("/robots.txt") == 1


def test_a_robots_txt_past_the_size_limit_is_read_up_to_its_first_bytes(hostile, tmp_path):
    """A robots.txt past DOWNLOAD_MAXSIZE keeps the rules and Sitemap: lines of its first
    500 KiB instead of being dropped whole, and nothing after them is read."""
    run = Run(f"http://bigrobots.test:{hostile.port}/", tmp_path / "s.json")
    assert run.status == 0, run.log[-3000:]
    assert run.paths() == {"/", "/early/page"}  # /private/ is disallowed by the first lines
    requested = [path for host, path in hostile.requests if host == "bigrobots.test"]
    assert "/late.xml" not in requested and requested.count("/robots.txt") == 1


def test_first_bytes_cuts_at_a_line_end():
    body = b"User-agent: *\nDisallow: /private/\n" + b"# filler line\n" * 100_000
    kept = first_bytes(body)
    assert len(kept) <= ROBOTS_MAX_BYTES and kept.endswith(b"\n") and kept.startswith(body[:40])
    assert first_bytes(b"short") == b"short"


def test_a_site_robots_txt_closes_is_said_in_one_line(web, tmp_path):
    """Disallow: / gives an empty sample and a line saying robots.txt forbids the site, and the
    refused requests are counted as disallowed, not as a vague "ignored"."""
    run = Run(f"http://closed.test:{web.port}/", tmp_path / "s.json")
    assert run.status == 0 and run.rows == []
    said = [line for line in run.log.splitlines() if "robots.txt forbids crawling" in line]
    assert len(said) == 1 and f"http://closed.test:{web.port}/" in said[0]
    assert run.problems.get("root_disallowed") == 1 and not any(kind.endswith("_ignored") for kind in run.problems)
