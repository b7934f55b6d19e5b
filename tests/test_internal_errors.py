"""A defect of sitesampler's own (an exception in its code) never loses what the crawl found:
the crawl writes the sample it can still draw, says in one error line what failed, counts an
``internal_error`` problem and exits with 1, so a pipeline does not take the sample for the
site's whole one. The defects are planted by tests/faulty_spiders.py."""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path
from urllib.parse import urlsplit

from sitesampler.testing.crawling import crawl, crawl_command, crawl_environment
from tests.conftest import REPO
from tests.crawl_sites import ENCODED_PAGES, POSTS
from tests.verify_site import HOST

FAULTY = {"SPIDER_MODULES": "tests.faulty_spiders"}


class Crawl:
    """One finished crawl of ``host``: exit status, log, feed rows, problems from the stats."""

    def __init__(self, web, folder: Path, host: str, fault: str = "", **arguments: str) -> None:
        feed = folder / f"{host}-{fault or 'healthy'}-{arguments.get('verify', '0')}.json"
        settings = {**FAULTY, "FAULT": fault, "FAULT_AT": "/sitemaps/posts.xml.gz"} if fault else {}
        command = crawl_command(f"http://{host}:{web.port}/", [str(feed)], arguments=arguments, settings=settings)
        done = subprocess.run(command, cwd=REPO, env=crawl_environment(), capture_output=True, text=True,
                              timeout=120, check=False)
        self.status, self.log = done.returncode, done.stderr
        self.rows = json.loads(feed.read_text(encoding="utf-8")) if feed.exists() else []
        self.problems = {kind: int(number) for kind, number
                         in re.findall(r"'sitesampler/problems/(\w+)': (\d+)", self.log)}

    def urls(self) -> list[str]:
        return [row["url"] for row in self.rows]

    def errors(self) -> list[str]:
        return [line for line in self.log.splitlines() if "] ERROR: sitesampler: internal error while" in line]

    def stat(self, name: str) -> int:
        found = re.search(rf"'sitesampler/{name}': (\d+)", self.log)
        return int(found.group(1)) if found else 0


def test_a_defect_while_choosing_pages_to_fetch_samples_with_the_pages_fetched_before(web, tmp_path):
    """The first round of fetches answered, then planning the next raised: the sample is the
    one a crawl allowed just that first round's fetches draws, and the crawl fails."""
    faulty = Crawl(web, tmp_path, HOST, "plan", budget="10", verify="40")
    assert faulty.status == 1, faulty.log[-3000:]
    first_round = faulty.stat("page_requests")
    assert 0 < first_round < 40
    healthy = Crawl(web, tmp_path, HOST, budget="10", verify=str(first_round))
    assert healthy.status == 0, healthy.log[-3000:]
    assert faulty.urls() == healthy.urls() and faulty.urls()
    assert [row["status"] for row in faulty.rows] == [row["status"] for row in healthy.rows]
    [line] = faulty.errors()
    assert "while looking for more pages to fetch (Defect: the plan failed)" in line
    assert "please report it" in line
    assert faulty.problems == {"internal_error": 1}
    assert re.search(r"INFO: Sample of \S+: \d+ pages", faulty.log.split("internal error", 1)[1])


def test_a_defect_while_sampling_with_the_fetched_pages_falls_back_to_the_urls_alone(web, tmp_path):
    faulty = Crawl(web, tmp_path, HOST, "sample", budget="10", verify="40")
    healthy = Crawl(web, tmp_path, HOST, budget="10", verify="0")
    assert faulty.status == 1 and healthy.status == 0, faulty.log[-3000:]
    assert faulty.urls() == healthy.urls() and faulty.urls()
    [line] = faulty.errors()
    assert "while sampling (Defect: the sample failed): the sample is drawn from the URLs alone" in line
    assert faulty.problems == {"internal_error": 1}


def test_a_defect_while_writing_the_templates_file_keeps_the_checked_sample(web, tmp_path):
    faulty = Crawl(web, tmp_path, HOST, "templates", budget="10", verify="40", templates=str(tmp_path / "t.tsv"))
    healthy = Crawl(web, tmp_path, HOST, budget="10", verify="40")
    assert faulty.status == 1 and healthy.status == 0, faulty.log[-3000:]
    assert faulty.rows == healthy.rows and faulty.rows
    [line] = faulty.errors()
    assert "while writing the templates file (Defect: the templates failed): the sample is written without it" in line
    assert faulty.problems == {"internal_error": 1}


def test_a_defect_that_leaves_no_sample_fails_the_crawl_without_a_feed(web, tmp_path):
    faulty = Crawl(web, tmp_path, HOST, "always", budget="10", verify="40")
    assert faulty.status == 1, faulty.log[-3000:]
    assert faulty.rows == []
    assert [line.split(" (Defect")[0].rsplit("internal error ", 1)[1] for line in faulty.errors()] == [
        "while sampling", "while sampling the URLs alone"]
    assert "no sample could be drawn" in faulty.errors()[1]
    assert faulty.problems == {"internal_error": 2}
    assert "sitesampler: no problems" not in faulty.log


def test_a_defect_while_reading_one_sitemap_keeps_the_pages_of_the_others(web, tmp_path):
    faulty = Crawl(web, tmp_path, "acme.test", "sitemap", budget="60")
    assert faulty.status == 1, faulty.log[-3000:]
    paths = {urlsplit(url).path for url in faulty.urls()}
    assert {urlsplit(path).path for path in ["/about", "/team", *ENCODED_PAGES]} <= paths
    assert not paths & set(POSTS)
    [line] = faulty.errors()
    assert "while reading 1 of the site's answers" in line and "Spider error processing" in line
    assert faulty.problems.get("internal_error") == 1
