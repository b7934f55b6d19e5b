"""Hostile sites, network safety, bad arguments and fuzzing (docs/RELIABILITY.md).

Crawls are the real ``scrapy crawl sample`` against ``hostile_sites`` on one loopback server.
"""

from __future__ import annotations

import json
import math
import re
import subprocess
import time
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from sitesampler.core import SiteSampler
from sitesampler.discovery.http_urls import is_absolute_http_url
from sitesampler.crawl.addresses import address_kind
from sitesampler.crawl.arguments import SCRAPY_READERS, scrapy_reader
from sitesampler.crawl.safety import literal_address
from sitesampler.discovery.sitemaps import USUAL_SITEMAP_PATHS, parse_sitemap
from sitesampler.testing.crawling import crawl, crawl_command, crawl_environment
from sitesampler.testing.server import VirtualHostServer, serve
from tests import hostile_sites
from tests.conftest import REPO, csv_rows

PUBLIC_RESOLVER = "sitesampler.testing.resolver.PretendPublicResolver"


@pytest.fixture(scope="module")
def hostile() -> VirtualHostServer:
    with serve(hostile_sites.build) as server:
        yield server


class Run:
    """One finished crawl: exit status, log, feed rows, problems from the stats, wall time."""

    def __init__(self, url: str, feed: Path, *, settings: dict[str, str] = {}, **arguments: str) -> None:
        started = time.monotonic()
        result = crawl(url, [str(feed)], arguments={"budget": "200", **arguments}, settings=settings, cwd=REPO)
        self.seconds = time.monotonic() - started
        self.status, self.log = result.returncode, result.stderr
        self.rows = json.loads(feed.read_text(encoding="utf-8")) if feed.exists() else []
        self.problems = {kind: int(count) for kind, count
                         in re.findall(r"'sitesampler/problems/(\w+)': (\d+)", self.log)}

    def paths(self) -> set[str]:
        return {unquote(urlsplit(row["url"])._replace(scheme="", netloc="").geturl()) for row in self.rows}


# -- misbehaving servers ----------------------------------------------------------------------

@pytest.fixture(scope="module")
def messy(hostile, tmp_path_factory) -> Run:
    feed = tmp_path_factory.mktemp("messy") / "sample.json"
    return Run(f"http://messy.test:{hostile.port}/", feed, settings=hostile_sites.MESSY_SETTINGS)


def test_messy_site_finishes_in_time_with_every_planted_page(messy):
    assert messy.status == 0, messy.log[-3000:]
    # The slow sitemap dominates: one attempt (a timeout is not retried) of DOWNLOAD_TIMEOUT 2 s.
    assert messy.seconds < 30
    planted = {page for pages in hostile_sites.PLANTED.values() for page in pages}
    assert planted <= messy.paths()
    assert "/" in messy.paths()  # the root answered 500, yet it is the site's home page


def test_messy_site_names_every_problem_once_in_the_log_and_in_the_stats(messy):
    for kind, count in hostile_sites.MESSY_PROBLEMS.items():
        assert messy.problems.get(kind, 0) >= count, (kind, messy.problems)
    summary = [line for line in messy.log.splitlines() if "sitesampler: " in line and " problems: " in line]
    assert len(summary) == 1
    assert f"sitemap_http_404={messy.problems['sitemap_http_404']}" in summary[0]
    assert "Traceback" not in messy.log


def test_entities_are_never_expanded_nor_fetched(messy, hostile):
    assert all(len(row["url"]) < 2048 and "root:" not in row["url"] for row in messy.rows)
    assert ("127.0.0.1", hostile_sites.XXE_CANARY) not in hostile.requests


def test_index_loops_are_read_once(messy, hostile):
    requested = [path for host, path in hostile.requests if host == "messy.test"]
    assert requested.count("/loop-a.xml") == 1 and requested.count("/loop-b.xml") == 1


def test_html_robots_txt_is_ignored_and_the_usual_sitemap_probed(hostile, tmp_path):
    # One sitemap file at most: the first usual location, then the cap.
    run = Run(f"http://htmlrobots.test:{hostile.port}/", tmp_path / "s.json",
              settings={"SITESAMPLER_MAX_SITEMAPS": "1"})
    assert run.status == 0
    assert run.paths() == {"/", "/found-by-probing"}
    assert run.problems == {"robots_html": 1, "sitemap_limit": len(USUAL_SITEMAP_PATHS) - 1}
    assert [path for host, path in hostile.requests if host == "htmlrobots.test"].count("/sitemap.xml") == 1


def test_sitemap_indexes_nested_past_the_depth_limit_are_not_followed(hostile, tmp_path):
    run = Run(f"http://deep.test:{hostile.port}/", tmp_path / "s.json", settings={"SITESAMPLER_SITEMAP_DEPTH": "3"})
    assert run.status == 0, run.log[-3000:]
    # index-0 is depth 0; index-3, at the limit, is read but what it lists is not
    assert run.paths() == {"/", "/level-0", "/level-1", "/level-2"}
    assert run.problems == {"sitemap_too_deep": 1}
    requested = {path for host, path in hostile.requests if host == "deep.test"}
    assert "/index-4.xml" not in requested and "/index-3.xml" in requested


def warnings(run: Run) -> list[str]:
    return [line.split("WARNING: ", 1)[1] for line in run.log.splitlines() if "WARNING: sitesampler:" in line]


def test_sitemaps_built_with_a_default_address_are_read_as_the_sites_paths(hostile, tmp_path):
    # Its robots.txt, its index and its sitemaps name everything on http://localhost:4000 (a
    # generator's default address): the sample was the home page alone, with a hint blaming scripts.
    run = Run(f"http://misbuilt.test:{hostile.port}/", tmp_path / "s.json")
    assert run.status == 0, run.log[-3000:]
    assert run.paths() == {"/", *hostile_sites.MISBUILT_PAGES}
    assert {urlsplit(row["url"]).hostname for row in run.rows} == {"misbuilt.test"}
    assert run.problems == {"robots_build_address": 1, "sitemap_build_address": 3, "sitemap_child_offsite": 1}
    origin, build = f"http://misbuilt.test:{hostile.port}", hostile_sites.BUILD_ADDRESS
    said = warnings(run)
    assert (f"sitesampler: robots.txt names 1 sitemap on {build}, an address of the machine that built the site: "
            f"read at {origin}/") in said
    assert (f"sitesampler: sitemap index {origin}/sitemap_index.xml lists 1 sitemap on {build}, an address of the "
            f"machine that built it: read at {origin}/") in said
    assert any(line.startswith("sitesampler: sitemap ") and f"on {build}, an address of the machine that built it, "
               f"not of the site: read as paths of {origin}/" in line for line in said)
    # A child sitemap on another site is still not read, and says so.
    assert (f"sitesampler: sitemap index {origin}/sitemap_index.xml lists 1 sitemap on another site, "
            f"http://sitemaps.cdn.test:{hostile.port}, not read: an index names only its own site's sitemaps "
            "(robots.txt may name a sitemap anywhere)") in said
    assert ("sitemaps.cdn.test", "/misbuilt.xml") not in hostile.requests
    assert ("misbuilt.test", "/more.xml") in hostile.requests
    assert not [line for line in said if "render=1" in line]


def test_a_sitemap_of_another_site_is_said_and_the_links_sampled(hostile, tmp_path):
    # Its sitemap lists its pages on its staging host, another site: they are left out, so no
    # sitemap gave a page and the links are crawled.
    run = Run(f"http://staging.test:{hostile.port}/", tmp_path / "s.json")
    assert run.status == 0, run.log[-3000:]
    assert run.problems == {"sitemap_offsite": 1}
    assert run.paths() == {"/", *hostile_sites.STAGING_LINKED}
    origin, staging = f"http://staging.test:{hostile.port}", f"{hostile_sites.STAGING_ADDRESS}:{hostile.port}"
    said = warnings(run)
    assert (f"sitesampler: sitemap {origin}/sitemap.xml lists 3 pages, none on {origin}/: they are on {staging} "
            "(a sitemap built with another address?), and were left out") in said
    assert f"Using the links of {origin}/: no sitemap gave pages" in run.log
    # Few pages and none from a sitemap: the last line says where the sitemap lists its own,
    # where it suggested that scripts build the site's links (render=1).
    assert said[-1] == f"sitesampler: only 4 pages were found: the sitemaps list what they hold on {staging}, not on this site"
    assert not [line for line in said if "render=1" in line]
    assert not [path for host, path in hostile.requests if host == "staging.elsewhere.test"]


def test_a_preview_built_with_its_production_address_is_sampled_from_its_sitemaps(hostile, tmp_path):
    """A deploy preview (a CI pipeline audits one before it goes live) built with the production
    address names that host in robots.txt, its sitemaps and its home page's canonical link. The
    sitemaps were left out (or fetched from production) and the sample was the links' alone:
    now the home page's own word makes the production host the site's name, and its sitemaps'
    paths are read on the preview, as are its pages' links there. Nothing is requested from the
    production host."""
    run = Run(f"http://preview.test:{hostile.port}/", tmp_path / "s.json", verify="20")
    assert run.status == 0, run.log[-3000:]
    # The listing its navigation links at the production address, which no sitemap lists, too.
    assert run.paths() == {"/", *hostile_sites.PREVIEW_POSTS, *hostile_sites.PREVIEW_PAGES, hostile_sites.PREVIEW_LISTING}
    # robots.txt names the index there, the index its two children, and each child its pages.
    assert run.problems == {"robots_canonical_address": 1, "sitemap_canonical_address": 3}
    origin = f"http://preview.test:{hostile.port}"
    production = f"{hostile_sites.PRODUCTION_ADDRESS}:{hostile.port}"
    said = warnings(run)
    named = "the address the home page names as canonical (the site's copy here: a preview or staging build)"
    assert f"sitesampler: robots.txt names 1 sitemap on {production}, {named}: read at {origin}/" in said
    assert (f"sitesampler: sitemap index {origin}/sitemap_index.xml lists 2 sitemaps on {production}, {named}: "
            f"read at {origin}/") in said
    # The first child sitemap to answer is said (its pages: the other's are counted alike).
    assert len([line for line in said if line.startswith(f"sitesampler: sitemap {origin}/p")
                and line.endswith(f" pages on {production}, {named}: read as paths of {origin}/")]) == 1
    assert "Using the links of" not in run.log
    assert not [path for host, path in hostile.requests if host == "www.production.test"]


def test_the_usual_sitemaps_are_tried_when_those_robots_txt_names_gave_nothing(hostile, tmp_path):
    # robots.txt names /sitemap_index.xml, which answers 404; the site's sitemap is at
    # /wp-sitemap.xml. The sample was the home page alone, with a hint blaming scripts.
    run = Run(f"http://stale.test:{hostile.port}/", tmp_path / "s.json")
    assert run.status == 0, run.log[-3000:]
    assert run.paths() == {"/", *hostile_sites.STALE_PAGES}
    assert run.problems == {"sitemap_http_404": 1}  # the missing sitemap robots.txt names; the guesses' 404s are none
    assert "No sitemap robots.txt names gave anything (sitemap_http_404=1): trying the usual locations (/sitemap.xml, " \
           "/sitemap-index.xml, /wp-sitemap.xml, /sitemap.xml.gz, /sitemap.txt)" in run.log
    # The problem line is followed by where each was.
    assert f"sitesampler: where: sitemap_http_404 at http://stale.test:{hostile.port}/sitemap_index.xml" in run.log
    requested = [path for host, path in hostile.requests if host == "stale.test"]
    assert requested.count("/sitemap_index.xml") == 1 and "render=1" not in run.log
    # A sitemap robots.txt names that gives pages leaves the usual locations alone.
    Run(f"http://misbuilt.test:{hostile.port}/", tmp_path / "m.json")
    assert ("misbuilt.test", "/wp-sitemap.xml") not in hostile.requests


def test_a_robots_txt_with_a_byte_order_mark_names_its_sitemap_on_its_first_line(hostile, tmp_path):
    # The mark made the first line no Sitemap: line, and the sitemap, at no usual location, was
    # lost. Its rules hold too (Scrapy decodes robots.txt for Protego without the mark).
    run = Run(f"http://bomrobots.test:{hostile.port}/", tmp_path / "s.json", verify="10")
    assert run.status == 0, run.log[-3000:]
    assert run.paths() == {"/", "/public/a", "/public/b"}
    requested = {path for host, path in hostile.requests if host == "bomrobots.test"}
    assert {"/public/a", "/public/b"} <= requested and not requested & set(hostile_sites.PRIVATE_PAGES)
    assert "'sitesampler/robots_disallowed': 2" in run.log


def test_a_sample_robots_txt_keeps_to_the_home_page_says_so_not_that_scripts_hide_links(hostile, tmp_path):
    run = Run(f"http://homeonly.test:{hostile.port}/", tmp_path / "s.json")
    assert run.status == 0, run.log[-3000:]
    assert run.paths() == {"/"}
    # The sitemap robots.txt names is disallowed; the usual locations are too, so none is tried.
    assert run.problems == {"sitemap_disallowed": 1}
    assert warnings(run)[-1] == ("sitesampler: only 1 page was found that robots.txt lets the crawler read: it "
                                 "disallows 1 URL the crawl found, sitemaps included (on a site you own, "
                                 "-s ROBOTSTXT_OBEY=0 crawls it anyway)")
    assert "render=1" not in run.log


def test_discovery_deadline_still_writes_the_sample(hostile, tmp_path):
    # Three downloads at once, so the two hanging sitemaps cannot hold every slot while the
    # quick one waits (the project's default is two at once, to bound memory).
    # Timeouts retried (the project does not), so that requests come after the deadline.
    run = Run(f"http://slow.test:{hostile.port}/", tmp_path / "s.json",
              settings={"SITESAMPLER_DISCOVERY_TIMEOUT": "2", "CONCURRENT_REQUESTS": "3",
                        "CONCURRENT_REQUESTS_PER_DOMAIN": "3",
                        "RETRY_EXCEPTIONS": "scrapy.exceptions.DownloadTimeoutError"})
    assert run.status == 0, run.log[-3000:]
    assert run.seconds < 12  # the late sitemaps would answer after 6 s, each retried twice
    assert run.paths() == {"/", "/in-time"}
    assert run.problems.get("sitemap_timeout", 0) + run.problems.get("sitemap_deadline", 0) == 2
    assert "Discovery time budget (2 s) used up" in run.log


def test_nothing_reachable_is_one_error_line_and_a_failure(tmp_path):
    run = Run("http://127.0.0.1:9/", tmp_path / "s.json", settings={"RETRY_TIMES": "0"})
    assert run.status == 1
    errors = [line for line in run.log.splitlines() if "ERROR: sitesampler:" in line]
    assert len(errors) == 1 and "nothing could be read from http://127.0.0.1:9/" in errors[0]
    assert run.rows == []  # a crawl that read nothing writes no sample, not even the home page
    assert "Sample of" not in run.log and "'sitesampler/sample_size': 0" in run.log  # stats and log agree


def test_a_crawl_that_read_nothing_leaves_last_weeks_sample_file_as_it_was(web, tmp_path):
    """``-O sample.csv`` each week: the week the site is down, the crawl fails (status 1) and
    ``sample.csv`` keeps last week's sample, which the next week's ``previous=`` continues. It
    was emptied, and the next week refused an empty previous sample. A crawl that samples
    replaces it; nothing is left beside it."""
    feed = tmp_path / "sample.csv"
    assert crawl(f"http://solo.test:{web.port}/", [str(feed)], arguments={"budget": "3"}, cwd=REPO).returncode == 0
    last_week = feed.read_bytes()
    assert last_week.startswith(b"rank,url,")
    down = crawl("http://127.0.0.1:9/", [str(feed)], settings={"RETRY_TIMES": "0"}, cwd=REPO)
    assert down.returncode == 1, down.stderr[-2000:]
    assert feed.read_bytes() == last_week
    assert f"sitesampler: {feed} was left as it was: this crawl wrote no sample" in down.stderr
    again = crawl(f"http://solo.test:{web.port}/", [str(feed)], arguments={"budget": "3", "previous": str(feed)},
                  cwd=REPO)
    assert again.returncode == 0, again.stderr[-2000:]
    assert [row["continuity"] for row in csv_rows(feed)] == ["kept", "kept"]
    assert sorted(path.name for path in tmp_path.iterdir()) == ["sample.csv"]


def test_a_feed_that_is_a_symbolic_link_stays_one(web, tmp_path):
    """``latest.csv`` links into an archive: the crawl replaces the file it points to, and the
    link stays a link."""
    archive = tmp_path / "archive"
    archive.mkdir()
    (archive / "2026-12.csv").write_text("last month", encoding="utf-8")
    (tmp_path / "latest.csv").symlink_to(archive / "2026-12.csv")
    done = crawl(f"http://solo.test:{web.port}/", [str(tmp_path / "latest.csv")], arguments={"budget": "3"}, cwd=REPO)
    assert done.returncode == 0, done.stderr[-2000:]
    assert (tmp_path / "latest.csv").is_symlink()
    assert (archive / "2026-12.csv").read_text(encoding="utf-8").startswith("rank,url,")
    assert sorted(path.name for path in archive.iterdir()) == ["2026-12.csv"]


def test_a_site_that_refuses_the_crawler_says_what_lets_it_in(hostile, tmp_path):
    """A firewall answers 403 to every request: the one error line names the refusal and what
    may let the crawl in, where it listed the problem counts alone."""
    run = Run(f"http://waf.test:{hostile.port}/", tmp_path / "s.json")
    assert run.status == 1 and run.rows == []
    (error,) = [line for line in run.log.splitlines() if "ERROR: sitesampler:" in line]
    assert error.endswith("; the server refused the crawler (HTTP 403): a user agent it admits (-s USER_AGENT=...), "
                          "credentials (-a http_user=... -a http_pass=..., or -a cookies=FILE) or the site owner's "
                          "allow-list let the crawl in"), error


# -- network safety ----------------------------------------------------------------------------# -- network safety ----------------------------------------------------------------------------

REFUSED = {"SITESAMPLER_ALLOW_PRIVATE_HOSTS": "0"}


@pytest.mark.parametrize("start, address, kind", [
    ("http://127.0.0.1:{port}/", "127.0.0.1", "a loopback address"),
    ("http://10.0.0.1/", "10.0.0.1", "a private address"),
    ("http://169.254.169.254/latest/meta-data/", "169.254.169.254", "a link-local address"),
    ("http://[::ffff:10.1.2.3]/", "::ffff:10.1.2.3", "a private address"),
])
def test_private_start_urls_are_refused_before_any_connection(hostile, tmp_path, start, address, kind):
    start = start.format(port=hostile.port)
    before = len(hostile.requests)
    run = Run(start, tmp_path / "s.json", settings=REFUSED)
    assert run.status == 1
    assert (f"refusing to crawl {start}: {address} is {kind}; "
            "add -s SITESAMPLER_ALLOW_PRIVATE_HOSTS=1 to allow private hosts") in run.log
    # Refused in the first downloader middleware: what reached the download handler (the
    # crawl's own data: requests) all got answers, nothing failed or timed out connecting.
    downloaded = dict(re.findall(r"'downloader/(request|response)_count': (\d+)", run.log))
    assert downloaded["request"] == downloaded["response"]
    assert set(re.findall(r"'downloader/exception_type_count/([\w.]+)'", run.log)) == {
        "sitesampler.crawl.safety.RequestRefused"}
    assert len(hostile.requests) == before


def test_public_site_redirecting_to_cloud_metadata_is_refused(hostile, tmp_path):
    run = Run(f"http://www.public.test:{hostile.port}/", tmp_path / "s.json",
              settings={**REFUSED, "TWISTED_DNS_RESOLVER": PUBLIC_RESOLVER})
    assert run.status == 0, run.log[-3000:]
    assert run.paths() == {"/", "/public-page"}
    assert ("refusing to crawl http://169.254.169.254/latest/meta-data/: 169.254.169.254 is a "
            "link-local address") in run.log
    assert ("refusing to crawl http://metadata.test/latest/meta-data/iam/: metadata.test (169.254.169.254) "
            "is a link-local address") in run.log
    assert run.problems == {"root_refused": 1, "sitemap_refused": 1}


def test_private_hosts_are_crawled_when_allowed(hostile, tmp_path):
    run = Run(f"http://127.0.0.1:{hostile.port}/", tmp_path / "s.json",
              settings={"SITESAMPLER_ALLOW_PRIVATE_HOSTS": "1"})
    assert run.status == 0
    assert run.paths() == {"/", "/intranet-page"}


@pytest.mark.parametrize("environment, status", [({}, 1), ({"SITESAMPLER_ALLOW_PRIVATE_HOSTS": "1"}, 0)])
def test_the_environment_variable_allows_private_hosts_too(hostile, tmp_path, environment, status):
    """A user who sets the variable in the shell instead of ``-s`` gets what they asked for;
    without either, the refusal names the ``-s`` spelling."""
    feed = tmp_path / "s.json"
    command = crawl_command(f"http://127.0.0.1:{hostile.port}/", [str(feed)])
    allow = command.index("SITESAMPLER_ALLOW_PRIVATE_HOSTS=1")
    del command[allow - 1:allow + 1]  # the test harness's -s: the variable alone decides
    shell = {name: value for name, value in crawl_environment().items() if name != "SITESAMPLER_ALLOW_PRIVATE_HOSTS"}
    done = subprocess.run(command, cwd=REPO, env={**shell, **environment},
                          capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == status, done.stderr[-3000:]
    if status:
        assert "127.0.0.1 is a loopback address; add -s SITESAMPLER_ALLOW_PRIVATE_HOSTS=1" in done.stderr
    else:
        assert {row["url"].rsplit("/", 1)[-1] for row in json.loads(feed.read_text())} == {"", "intranet-page"}


@pytest.mark.parametrize("host, kind", [
    ("127.0.0.1", "a loopback address"), ("::1", "a loopback address"), ("0.0.0.0", "an unspecified address"),
    ("10.0.0.1", "a private address"), ("172.16.0.1", "a private address"), ("192.168.1.1", "a private address"),
    ("169.254.169.254", "a link-local address"), ("fe80::1", "a link-local address"),
    ("fd00::1", "a private address"), ("224.0.0.1", "a multicast address"), ("ff02::1", "a multicast address"),
    ("240.0.0.1", "a private address"), ("100.64.0.1", "a non-public address"),
    ("::ffff:169.254.169.254", "a link-local address"),
    ("93.184.215.14", None), ("2606:4700::6810:85e5", None),
])
def test_address_kinds(host, kind):
    assert address_kind(literal_address(host)) == kind


# -- bad arguments -----------------------------------------------------------------------------

@pytest.mark.parametrize("arguments, expected", [
    ({"url": ""}, "url is required: -a url=https://example.com/"),
    ({"url": " \t\n"}, "url is required: -a url=https://example.com/"),
    ({"url": "ftp://example.com/"}, "url must be an absolute http(s) URL"),
    ({"url": "http://[::1"}, "url must be an absolute http(s) URL"),
    ({"budget": "0"}, "budget must be a whole number from 1 to 10000, got '0'"),
    ({"budget": "-3"}, "budget must be a whole number from 1 to 10000, got '-3'"),
    ({"budget": "2.5"}, "budget must be a whole number from 1 to 10000, got '2.5'"),
    ({"budget": "99999999999"}, "budget must be a whole number from 1 to 10000"),
    ({"budget": "lots"}, "budget must be a whole number from 1 to 10000, got 'lots'"),
    ({"random_share": "1.5"}, "random_share must be a number from 0 to 1"),
    ({"random_share": "-0.1"}, "random_share must be a number from 0 to 1"),
    ({"random_share": "nan"}, "random_share must be a number from 0 to 1"),
    ({"expand": "yes"}, "expand must be 0 or 1, got 'yes'"),
    ({"crawl": "deep"}, "crawl must be auto, 1 or 0, got 'deep'"),
    ({"render": "yes"}, "render must be 0 or 1, got 'yes'"),
    ({"crawl": "1", "expand": "0"}, "expand=0 is the old spelling of crawl=0: give crawl=1 alone"),
    ({"max_urls": "0"}, "max_urls must be a whole number of at least 1, got '0'"),
    ({"max_urls": "many"}, "max_urls must be a whole number of at least 1, got 'many'"),
    ({"max_urls": "²"}, "max_urls must be a whole number of at least 1, got '²'"),  # isdigit, not int
    ({"clusterer": "magic"}, "clusterer must be one of learned, rules, got 'magic'"),
    ({"bugdet": "20"}, "unknown argument 'bugdet': the sample spider takes url, budget, random_share"),
    ({"url": "http://user:secret@127.0.0.1:9/"}, "url must not hold a user name or password"),
])
def test_bad_arguments_are_one_line_and_a_failure(arguments, expected, tmp_path):
    url = arguments.pop("url", "http://127.0.0.1:9/")
    result = crawl(url, [str(tmp_path / "s.json")], arguments=arguments, cwd=REPO)
    assert result.returncode == 2  # a usage error, not a failed site (1)
    lines = [line for line in result.stderr.splitlines() if expected in line]
    assert len(lines) == 1, result.stderr[-2000:]
    assert "Traceback" not in result.stderr


@pytest.mark.parametrize(("feed", "expected"), [
    ("notes.txt/sample.csv", "notes.txt is a file, not a folder"),
    ("old-samples.csv", "it is a folder"),
    ("/proc/sitesampler-samples/sample.csv", "cannot write the feed /proc/sitesampler-samples/sample.csv: "),
])
def test_a_feed_that_cannot_be_written_is_one_line_before_the_crawl(feed, expected, tmp_path, web):
    """A CI job writing ``-O`` where no file can go crawled the whole site, logged tracebacks,
    wrote nothing and exited 0. Now: one line, status 2, and the site is never asked."""
    (tmp_path / "notes.txt").write_text("my notes")
    (tmp_path / "old-samples.csv").mkdir()
    before = len(web.requests)
    done = crawl(f"http://solo.test:{web.port}/", [feed], cwd=tmp_path)
    assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr[-2000:]
    lines = [line for line in done.stderr.splitlines() if "cannot write the feed" in line]
    assert len(lines) == 1 and expected in lines[0], done.stderr[-2000:]
    assert len(web.requests) == before
    fresh = tmp_path / "new" / "deeper" / "sample.csv"  # a folder Scrapy makes is fine
    assert crawl(f"http://solo.test:{web.port}/", [str(fresh)], arguments={"budget": "3"}, cwd=REPO).returncode == 0
    assert fresh.read_text(encoding="utf-8").startswith("rank,url,")


def appending_crawl(url: str, feed: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    """``scrapy crawl sample -a url=URL -o FEED``: Scrapy's append mode, as a re-run typed with
    ``-o`` out of habit uses it."""
    command = crawl_command(url, [], arguments={"budget": "3"})
    return subprocess.run([*command, "-o", feed], cwd=cwd, env=crawl_environment(), capture_output=True, text=True,
                          timeout=60, check=False)


def test_a_csv_sample_appended_with_o_stays_one_table(tmp_path, web):
    """A second crawl ``-o sample.csv`` onto the first adds its rows under the one header
    line: a spreadsheet, ``previous=`` and every CSV reader see one table (they saw a header
    line among the rows)."""
    first, second = (appending_crawl(f"http://solo.test:{web.port}/", "sample.csv", tmp_path) for _ in range(2))
    assert first.returncode == second.returncode == 0, second.stderr[-2000:]
    lines = (tmp_path / "sample.csv").read_text(encoding="utf-8").splitlines()
    assert lines[0].startswith("rank,url,") and sum(line.startswith("rank,") for line in lines) == 1
    assert [line.split(",")[0] for line in lines[1:]] == ["1", "2", "1", "2"]


@pytest.mark.parametrize("feed", ["sample.json", "report.html", "evaluation.json:wcagem", ".pa11yci:pa11yci"])
def test_appending_a_second_sample_to_a_one_document_feed_is_one_line_before_the_crawl(feed, tmp_path, web):
    """``-o sample.json`` onto last week's sample wrote ``[...][...]``, which no JSON reader
    takes, after crawling the whole site. Now: one line naming ``-O``, status 2, the site is
    never asked, and the file is as it was."""
    name = feed.split(":")[0]
    (tmp_path / name).write_text("last week's sample", encoding="utf-8")
    before = len(web.requests)
    done = appending_crawl(f"http://solo.test:{web.port}/", feed, tmp_path)
    assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr[-2000:]
    assert f"cannot append to the feed {name}: it holds something already" in done.stderr
    assert f"-O {name} replaces it" in done.stderr
    assert len(web.requests) == before
    assert (tmp_path / name).read_text(encoding="utf-8") == "last week's sample"


@pytest.mark.parametrize(("settings", "expected"), [
    ({"SITESAMPLER_WORKERS": "two"}, "SITESAMPLER_WORKERS must be a whole number of at least 0, got 'two'"),
    ({"SITESAMPLER_WORKER_AFTER": "-5"}, "SITESAMPLER_WORKER_AFTER must be a whole number of at least 0, got '-5'"),
    ({"SITESAMPLER_SITEMAP_DEPTH": "deep"}, "SITESAMPLER_SITEMAP_DEPTH must be a whole number of at least 0"),
    ({"SITESAMPLER_MAX_SITEMAPS": "0"}, "SITESAMPLER_MAX_SITEMAPS must be a whole number of at least 1, got '0'"),
    ({"SITESAMPLER_DISCOVERY_TIMEOUT": "nan"}, "SITESAMPLER_DISCOVERY_TIMEOUT must be a number of at least 0"),
    ({"SITESAMPLER_CRAWL_DEPTH": "0"}, "SITESAMPLER_CRAWL_DEPTH must be a whole number of at least 1, got '0'"),
    ({"SITESAMPLER_CRAWL_TIME": "-1"}, "SITESAMPLER_CRAWL_TIME must be a number of at least 0, got '-1'"),
    ({"SITESAMPLER_CRAWL_DELAY_MAX": "slow"}, "SITESAMPLER_CRAWL_DELAY_MAX must be a number of at least 0, got 'slow'"),
    # Scrapy reads these before any spider code runs: they were tracebacks.
    ({"SITESAMPLER_ALLOW_PRIVATE_HOSTS": "yes"}, "SITESAMPLER_ALLOW_PRIVATE_HOSTS must be 0 or 1 (or true/false)"),
    ({"SITESAMPLER_REFINE": "maybe"}, "SITESAMPLER_REFINE must be 0 or 1 (or true/false)"),
    ({"DOWNLOAD_TIMEOUT": "abc"}, "DOWNLOAD_TIMEOUT must be a number of seconds above 0, got 'abc'"),
    ({"SITESAMPLER_SILENT_HOST_TIMEOUT": "0"}, "SITESAMPLER_SILENT_HOST_TIMEOUT must be a number of seconds above 0"),
    ({"TWISTED_DNS_RESOLVER": "no.such.Resolver"}, "TWISTED_DNS_RESOLVER must name an importable class"),
    # Scrapy's own, read as Scrapy reads them: each was a traceback, the logging ones before the
    # crawl had a log.
    ({"CONCURRENT_REQUESTS": "many"}, "CONCURRENT_REQUESTS must be a whole number, got 'many'"),
    ({"DOWNLOAD_DELAY": "1s"}, "DOWNLOAD_DELAY must be a number, got '1s'"),
    ({"ROBOTSTXT_OBEY": "no"}, "ROBOTSTXT_OBEY must be 0 or 1 (or true/false), got 'no'"),
    ({"LOG_LEVEL": "debug"}, "LOG_LEVEL must be one of CRITICAL, ERROR, WARNING, INFO, DEBUG, got 'debug'"),
    ({"LOG_ENABLED": "yes"}, "LOG_ENABLED must be 0 or 1 (or true/false), got 'yes'"),
    # Scrapy's limits close the spider before it goes idle, where the sample is written: it was
    # lost without a word, status 0 and "no problems".
    ({"CLOSESPIDER_TIMEOUT": "60"}, "CLOSESPIDER_TIMEOUT closes the crawl before its sample is written whole: "
                                    "-s SITESAMPLER_DISCOVERY_TIMEOUT=SECONDS bounds discovery and still writes it"),
    ({"CLOSESPIDER_PAGECOUNT": "100"}, "CLOSESPIDER_PAGECOUNT closes the crawl before its sample is written whole: "
                                       "-a verify=N bounds the pages fetched"),
    # and Scrapy's depth limit dropped the sitemaps: the sample was drawn from the links alone
    ({"DEPTH_LIMIT": "2"}, "DEPTH_LIMIT drops the sitemaps and pages past that many hops from the start without a "
                           "word: -s SITESAMPLER_CRAWL_DEPTH=N bounds the link crawl"),
])
def test_bad_settings_are_one_line_and_a_failure(settings, expected, tmp_path):
    result = crawl("http://127.0.0.1:9/", [str(tmp_path / "s.json")], settings=settings, cwd=REPO)
    assert result.returncode == 2
    lines = [line for line in result.stderr.splitlines() if expected in line]
    assert len(lines) == 1, result.stderr[-2000:]
    assert "Traceback" not in result.stderr


def test_a_bad_setting_under_scrapyd_is_one_line_in_the_jobs_log(tmp_path):
    """Under scrapyd the job's log file is where people look, even for a setting refused
    before the crawl has a log."""
    log = tmp_path / "job.log"
    result = crawl("http://127.0.0.1:9/", [str(tmp_path / "s.json")],
                   settings={"LOG_FILE": str(log), "LOG_LEVEL": "verbose"}, cwd=REPO)
    assert result.returncode == 2 and "Traceback" not in result.stderr, result.stderr[-2000:]
    [line] = log.read_text(encoding="utf-8").splitlines()
    assert line.endswith("ERROR: scrapy crawl sample: LOG_LEVEL must be one of CRITICAL, ERROR, WARNING, INFO, "
                         "DEBUG, got 'verbose'")


def test_scrapys_settings_are_checked_as_scrapy_reads_them():
    """``scrapy_reader`` against Scrapy's own source: every setting Scrapy's code reads with
    ``getint``, ``getfloat`` or ``getbool`` is checked as that type (where Scrapy gives it a
    default), so a value the check accepts is one Scrapy can read."""
    import scrapy

    reads: dict[str, set[str]] = {}
    for source in Path(scrapy.__file__).parent.rglob("*.py"):
        for kind, name in re.findall(r"\.get(int|float|bool)\(\s*[\"']([A-Z][A-Z0-9_]+)[\"']", source.read_text()):
            reads.setdefault(name, set()).add(kind)
    checked = {name: kinds for name, kinds in reads.items() if scrapy_reader(name) is not None}
    assert len(checked) > 80  # the scan found Scrapy's readers
    assert {name: kinds for name, kinds in checked.items() if kinds != {scrapy_reader(name).__name__}} == {}
    assert set(SCRAPY_READERS) <= set(checked)


def test_scrapyd_arguments_are_accepted(tmp_path):
    result = crawl("http://127.0.0.1:9/", [str(tmp_path / "s.json")], arguments={"_job": "abc123"},
                   settings={"RETRY_TIMES": "0"}, cwd=REPO)
    assert "unknown argument" not in result.stderr
    assert "nothing could be read" in result.stderr


# -- fuzzing -----------------------------------------------------------------------------------

LOC = st.one_of(st.text(max_size=40), st.sampled_from(["https://e.com/a", "/rel", "http://[::1", "javascript:x"]))


@st.composite
def damaged_sitemaps(draw):
    """Sitemap-like bytes: real tags and locs, with random cuts, insertions and encodings."""
    entries = "".join(f"<url><loc>{loc}</loc><lastmod>{draw(st.text(max_size=8))}</lastmod></url>"
                      for loc in draw(st.lists(LOC, max_size=6)))
    body = f"<urlset>{entries}</urlset>".encode(draw(st.sampled_from(["utf-8", "utf-16", "latin-1"])),
                                                errors="replace")
    cut = draw(st.integers(min_value=0, max_value=len(body)))
    return body[:cut] + draw(st.binary(max_size=20)) + body[cut:]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@example(b"<urlset><url><loc>https://e.com/a</loc></url><url><loc>https://\xa8e.com/a</loc></url></urlset>")
@given(st.one_of(st.binary(max_size=400), damaged_sitemaps()))
def test_sitemap_parser_never_raises_and_returns_only_usable_urls(body):
    content = parse_sitemap(body)
    assert all(is_absolute_http_url(loc) for loc, _, _ in content.pages)
    assert all(is_absolute_http_url(loc) for loc in content.sitemaps)
    assert all(count > 0 for count in content.problems.values())


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.one_of(st.text(max_size=30), st.builds("https://site.example/{}".format, st.text())),
                          st.none() | st.text(max_size=12), st.none() | st.text(max_size=6)), max_size=40),
       st.integers(min_value=1, max_value=30), st.sampled_from(["rules", "learned"]),
       st.floats(min_value=0, max_value=1))
def test_core_takes_any_strings_and_keeps_its_invariants(entries, budget, clusterer, share):
    sampler = SiteSampler("https://site.example/", budget=budget, random_share=share, clusterer=clusterer)
    accepted = sum(sampler.add(url, lastmod=lastmod, priority=priority) for url, lastmod, priority in entries)
    picks = sampler.sample().picks
    assert [pick.rank for pick in picks] == list(range(1, len(picks) + 1))
    assert len({pick.url for pick in picks}) == len(picks) <= accepted
    structured = [pick for pick in picks if pick.sample == "structured"]
    assert len(structured) <= budget and picks[:len(structured)] == structured
    assert len(picks) - len(structured) <= max(1, math.ceil(share * len(structured)))
    assert all(urlsplit(pick.url).hostname == "site.example" for pick in picks)
