"""Crawls of sites that hang, vanish or refuse: the crawl ends in bounded time, reads robots.txt
once, and a crawl that read nothing writes no sample (docs/RELIABILITY.md)."""

from __future__ import annotations

import json
import re
import signal
import subprocess
import time
from collections.abc import Callable
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from sitesampler.discovery.robots import ROBOTS_MAX_BYTES, first_bytes
from sitesampler.discovery.sitemaps import USUAL_SITEMAP_PATHS
from sitesampler.discovery.page_links import MAX_LINKS_PER_PAGE
from sitesampler.testing.crawling import crawl_command, crawl_environment
from tests.conftest import REPO
from tests import hostile_sites
from tests.test_reliability import Run, hostile  # noqa: F401 (the fixture)

#: The project's politeness settings, which the loopback crawls otherwise turn off.
DEFAULT_PACE = {"AUTOTHROTTLE_ENABLED": "1", "DOWNLOAD_DELAY": "0.5"}
#: The never-answering sitemap's DOWNLOAD_TIMEOUT: the request count proves one wait, not
#: three, whatever the timeout, and the project's 30 s made that test half a minute long.
SHORT_TIMEOUT = 5


def test_a_never_answering_sitemap_costs_one_timeout_and_the_healthy_one_is_sampled(hostile, tmp_path):
    """At the project's retry and pace settings (2 retries, AutoThrottle on), with a short
    DOWNLOAD_TIMEOUT, a sitemap that sends nothing is given up after one timeout, not three,
    and robots.txt is fetched once."""
    settings = {**DEFAULT_PACE, "DOWNLOAD_TIMEOUT": str(SHORT_TIMEOUT)}
    run = Run(f"http://hang.test:{hostile.port}/", tmp_path / "s.json", settings=settings)
    assert run.status == 0, run.log[-3000:]
    # One try is proved by the request count below; the time says the crawl went on after the
    # timeout instead of waiting for the silent server's answer, with room for a busy machine.
    assert run.seconds < 30 < hostile_sites.HANG_SECONDS
    assert run.paths() == {"/", *(f"/healthy/page-{n}" for n in range(5))}
    assert run.problems == {"sitemap_timeout": 1}
    requested = [path for host, path in hostile.requests if host == "hang.test"]
    assert requested.count("/never-answers.xml") == 1 and requested.count("/robots.txt") == 1


def test_a_host_that_answers_nothing_is_given_up_after_its_first_timeouts(hostile, tmp_path):
    """A host that accepts connections and never answers: robots.txt waits DOWNLOAD_TIMEOUT, the
    home page the short SITESAMPLER_SILENT_HOST_TIMEOUT, and the guessed sitemap locations are
    never requested (each would have cost another DOWNLOAD_TIMEOUT). At the project's 30 s and
    5 s that is about 35 s; here 4 s and 1 s keep the test short, at the project's pace."""
    settings = {**DEFAULT_PACE, "DOWNLOAD_TIMEOUT": "4", "SITESAMPLER_SILENT_HOST_TIMEOUT": "1"}
    run = Run(f"http://silent.test:{hostile.port}/", tmp_path / "s.json", settings=settings)
    assert run.status == 1 and run.rows == [], run.log[-3000:]
    requested = [path for host, path in hostile.requests if host == "silent.test"]
    assert sorted(requested) == ["/", "/robots.txt"]
    assert run.problems == {"robots_timeout": 1, "root_timeout": 1, "sitemap_silent_host": len(USUAL_SITEMAP_PATHS)}
    # The crawl's own time (process start-up excluded): not a timeout per request.
    elapsed = float(re.search(r"'elapsed_time_seconds': ([\d.]+)", run.log)[1])
    assert elapsed < 4 + 1 + 4 < 4 * (2 + len(USUAL_SITEMAP_PATHS))
    assert sum("silent.test answered nothing" in line for line in run.log.splitlines()) == 1


def test_relative_locs_are_resolved_against_the_nested_sitemap_that_holds_them(hostile, tmp_path):
    """page, ./page, ../up/page, /abs and //host/abs in /maps/sitemap.xml (and in a child listed
    as ./more/child.xml) are the pages RFC 3986 makes of them against that sitemap's URL; a
    damaged absolute URL (https//...) is not resolved into a page."""
    run = Run(f"http://relative.test:{hostile.port}/", tmp_path / "s.json")
    assert run.status == 0, run.log[-3000:]
    expected = {page for locs in hostile_sites.RELATIVE_LOCS.values() for page in locs.values()}
    assert run.paths() == {"/", *expected}
    relative = 2 + sum(map(len, hostile_sites.RELATIVE_LOCS.values()))  # the index's two children too
    assert run.problems == {"sitemap_relative_loc": relative, "sitemap_invalid_loc": 2}


def test_robots_txt_is_fetched_once_and_the_log_says_its_second_answer_is_the_first(hostile, tmp_path):
    """The spider's own robots.txt request is answered from the middleware's fetch: the server
    sees one request, and of the log's two "Crawled" lines the second is flagged ``reused``."""
    before = len(hostile.requests)
    run = Run(f"http://relative.test:{hostile.port}/", tmp_path / "s.json", settings={"LOG_LEVEL": "DEBUG"})
    assert run.status == 0, run.log[-3000:]
    assert [path for host, path in hostile.requests[before:] if host == "relative.test"].count("/robots.txt") == 1
    crawled = [line for line in run.log.splitlines() if "Crawled (200) <GET" in line and "/robots.txt>" in line]
    assert len(crawled) == 2 and "['reused']" not in crawled[0] and crawled[1].endswith("['reused']")


def test_a_hanging_robots_txt_costs_one_timeout(hostile, tmp_path):
    """robots.txt that never answers is requested once and waited for once, then the usual
    sitemap location is read."""
    run = Run(f"http://slowrobots.test:{hostile.port}/", tmp_path / "s.json", settings={"DOWNLOAD_TIMEOUT": "2"})
    assert run.status == 0, run.log[-3000:]
    assert run.paths() == {"/", "/found-anyway"}
    assert run.seconds < 15  # one timeout of 2 s, not six
    assert [path for host, path in hostile.requests if host == "slowrobots.test"].count("/robots.txt") == 1


@pytest.mark.parametrize("status", hostile_sites.ROBOTS_FAILURES)
def test_a_robots_txt_that_fails_for_the_server_forbids_the_site(hostile, tmp_path, status):
    """RFC 9309: a robots.txt answering a server error (or 429, as Google reads it) is
    unreachable, and the crawler assumes complete disallow: after Scrapy's retries nothing
    else of the host is requested, nothing is sampled, one line says why, and the crawl
    exits with 1 (a scheduled crawl must not pass for an empty site). Any other 4xx (403
    here) means there are no rules: the site is sampled as before."""
    host = f"robots{status}.test"
    before = len(hostile.requests)
    run = Run(f"http://{host}:{hostile.port}/", tmp_path / "s.json")
    requested = {path for name, path in hostile.requests[before:] if name == host}
    if status == 403:
        assert run.status == 0, run.log[-3000:]
        assert run.paths() == {"/", *hostile_sites.ROBOTS_FAILING_PAGES}
        assert "RFC 9309" not in run.log
        return
    assert run.status == 1 and run.rows == [], run.log[-3000:]
    assert requested == {"/robots.txt"}
    said = [line for line in run.log.splitlines() if "RFC 9309" in line]
    assert len(said) == 2, said  # when robots.txt failed, and at the end
    assert f"sitesampler: robots.txt of http://{host}:{hostile.port}/ answered {status}" in said[1]
    assert "nothing was sampled" in said[1] and "forbids crawling" not in run.log
    assert run.problems.get(f"robots_http_{status}") == 1


def test_robots_txt_obey_off_crawls_a_site_whose_robots_txt_fails(hostile, tmp_path):
    """``ROBOTSTXT_OBEY=0``, the way round the log names for a site one owns: the failing
    robots.txt forbids nothing, and the site is sampled."""
    run = Run(f"http://robots503.test:{hostile.port}/", tmp_path / "s.json", settings={"ROBOTSTXT_OBEY": "0"})
    assert run.status == 0, run.log[-3000:]
    assert run.paths() == {"/", *hostile_sites.ROBOTS_FAILING_PAGES}


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
    """Disallow: / (a staging copy's usual robots.txt) leaves nothing to sample: one error line
    says robots.txt forbids the site and how to crawl a site one owns, the crawl exits with 1 so
    a scheduled job does not pass an empty sample to its test tool, last week's sample stays
    as it was, and the refused requests are counted as disallowed, not as a vague "ignored"."""
    feed = tmp_path / "s.json"
    feed.write_text('["last week\'s sample"]', encoding="utf-8")
    run = Run(f"http://closed.test:{web.port}/", feed)
    assert run.status == 1, run.log[-3000:]
    assert run.rows == ["last week's sample"]
    said = [line for line in run.log.splitlines() if "robots.txt forbids crawling" in line]
    assert len(said) == 1 and said[0].endswith(
        f"ERROR: sitesampler: robots.txt forbids crawling http://closed.test:{web.port}/: nothing was sampled "
        "(-s ROBOTSTXT_OBEY=0 crawls a site you own, such as a staging copy)"), said
    assert "Traceback" not in run.log
    assert run.problems.get("root_disallowed") == 1 and not any(kind.endswith("_ignored") for kind in run.problems)


def test_expand_reads_a_bounded_number_of_links_per_page_and_counts_failed_listings(hostile, tmp_path):
    """A listing page with tens of thousands of links is read up to the per-page cap, without
    holding the crawl for seconds, spread so that the section its last links lead to is found,
    and a listing page that fails is counted, not lost."""
    run = Run(f"http://manylinks.test:{hostile.port}/", tmp_path / "s.json", expand="1")
    assert run.status == 0, run.log[-3000:]
    sizes = {row["url"].split("/")[3]: row["cluster_size"] for row in run.rows}
    assert 0 < sizes["archive"] < hostile_sites.HUGE_LISTING_TAIL  # every n-th of them: found, and read within the cap
    assert sizes["items"] + sizes["archive"] <= MAX_LINKS_PER_PAGE
    assert run.problems.get("listing_http_500") == 1


def test_the_discovery_cap_is_shared_only_when_the_children_exceed_it(hostile, tmp_path):
    """Children far below max_urls keep everything; past it, the small ones keep theirs and pass
    the rest of their share on to the large one, and the cut is counted."""
    origin = f"http://uneven.test:{hostile.port}"
    everything = Run(f"{origin}/", tmp_path / "all.json", max_urls="1000")
    assert {path for path in everything.paths() if path.startswith("/large/")} == {
        f"/large/item-{n}" for n in range(20)}
    assert "sitemap_max_urls" not in everything.problems
    capped = Run(f"{origin}/", tmp_path / "capped.json", max_urls="10")
    # fill_quota([1, 1, 1, 1, 20], 10): the four small children keep 1 each, the large one 6.
    assert {path for path in capped.paths() if path.startswith("/large/")} == {f"/large/item-{n}" for n in range(6)}
    assert capped.problems.get("sitemap_max_urls") == 14


def test_a_site_that_no_longer_resolves_writes_no_rows_and_is_not_probed(hostile, tmp_path):
    """A crawl that read nothing writes no sample, exits with status 1 and one error line; after
    the name failed to resolve, no robots.txt or sitemap location is guessed and retried."""
    run = Run(f"http://gone.nxdomain.test:{hostile.port}/", tmp_path / "s.json")
    assert run.status == 1 and run.rows == []
    errors = [line for line in run.log.splitlines() if " ERROR: " in line]
    assert len(errors) == 1 and "nothing could be read from http://gone.nxdomain.test" in errors[0]
    assert run.problems == {"root_dns_error": 1}
    assert run.log.count("Retrying") == 0 and "Traceback" not in run.log


def test_a_unicode_start_url_keeps_its_punycode_sitemaps(hostile, tmp_path):
    """http://bücher.test/ and the xn--bcher-kva.test URLs its sitemap lists are one site."""
    run = Run(f"http://bücher.test:{hostile.port}/", tmp_path / "s.json")
    assert run.status == 0, run.log[-3000:]
    assert run.paths() == {"/", "/romane/1", "/romane/2"}
    assert {row["url"].split("/")[2].split(":")[0] for row in run.rows} == {"xn--bcher-kva.test"}


def paced_arrivals(server, start: int) -> list[float]:
    """When each request to pace.test since the ``start``-th request of ``server`` arrived."""
    return [arrived for (host, _), arrived in zip(server.requests[start:], server.arrivals[start:])
            if host == "pace.test"]


@pytest.mark.parametrize("pace", [{}, DEFAULT_PACE], ids=["loopback pace", "autothrottle"])
def test_robots_crawl_delay_spaces_every_request_after_robots_txt(hostile, tmp_path, pace):
    """robots.txt asks every crawler for a second between requests: the sitemap, the home page
    and verification's pages each come at least that long after the request before, with
    AutoThrottle off (the loopback crawls' pace) and on (it sets the delay from each response's
    latency, which a loopback server would bring near zero). Another crawler's group asks for
    two minutes, which is not ours."""
    start = len(hostile.requests)
    run = Run(f"http://pace.test:{hostile.port}/", tmp_path / "s.json", settings=pace, verify="4")
    assert run.status == 0, run.log[-3000:]
    assert run.paths() == {"/", *hostile_sites.PACED_PAGES}
    arrivals = paced_arrivals(hostile, start)
    gaps = [later - earlier for earlier, later in zip(arrivals, arrivals[1:])]
    assert len(gaps) >= 6, hostile.requests[start:]
    assert min(gaps) >= 0.9 * hostile_sites.CRAWL_DELAY, gaps  # arrivals, not sends: a little slack
    assert max(gaps) < 10  # not the other crawler's 120 s
    assert f"'sitesampler/crawl_delay': {hostile_sites.CRAWL_DELAY}" in run.log
    said = [line for line in run.log.splitlines() if "asks for 1 s between requests: waiting so" in line]
    assert len(said) == 1 and "pace.test" in said[0]


def test_crawl_delay_max_caps_the_wait_and_zero_ignores_it(hostile, tmp_path):
    """SITESAMPLER_CRAWL_DELAY_MAX shortens a longer Crawl-delay to itself, and says so; 0
    ignores Crawl-delay (an audit of one's own site)."""
    start = len(hostile.requests)
    capped = Run(f"http://pace.test:{hostile.port}/", tmp_path / "capped.json",
                 settings={"SITESAMPLER_CRAWL_DELAY_MAX": "0.3"}, verify="4")
    assert capped.status == 0 and capped.paths() == {"/", *hostile_sites.PACED_PAGES}
    arrivals = paced_arrivals(hostile, start)
    assert min(later - earlier for earlier, later in zip(arrivals, arrivals[1:])) >= 0.9 * 0.3
    assert "asks for 1 s between requests: waiting 0.3 s (SITESAMPLER_CRAWL_DELAY_MAX)" in capped.log
    ignored = Run(f"http://pace.test:{hostile.port}/", tmp_path / "ignored.json",
                  settings={"SITESAMPLER_CRAWL_DELAY_MAX": "0"}, verify="4")
    assert ignored.status == 0 and ignored.paths() == capped.paths()
    assert "sitesampler/crawl_delay" not in ignored.log and "between requests" not in ignored.log


def test_rows_the_time_budget_left_unfetched_are_not_blamed_on_verify(hostile, tmp_path):
    """At a second between requests, a 4.5 s time budget ends verification after a page or
    two of the eleven it may fetch: the rows it left are said to be the time's doing, with the
    setting that gives more, where "verify ran out; a larger verify checks them" sent the user
    to raise a verify that was not used up."""
    run = Run(f"http://pace.test:{hostile.port}/", tmp_path / "s.json",
              settings={"SITESAMPLER_DISCOVERY_TIMEOUT": "4.5"}, verify="11")
    assert run.status == 0, run.log[-3000:]
    assert run.paths() == {"/", *hostile_sites.PACED_PAGES}
    said = [line for line in run.log.splitlines() if line.startswith("Not fetched")]
    assert len(said) == 1 and said[0].startswith("Not fetched, the time budget ran out"), said
    assert said[0].endswith("a larger SITESAMPLER_DISCOVERY_TIMEOUT checks them") or \
        said[0].endswith("a larger SITESAMPLER_DISCOVERY_TIMEOUT checks it")
    assert re.search(r"Verification: [\d,]+ pages? fetched in [0-9.]+ s, after [0-9.]+ s of discovery "
                     r"\(\d+ more dropped: the time budget ran out\)", run.log), run.log[-3000:]
    assert "'sitesampler/verify_cut_short': 1" in run.log


def test_a_429_with_retry_after_is_asked_again_only_after_the_wait(hostile, tmp_path):
    """A sitemap that answers 429 with Retry-After: 2 is asked again two seconds later, not at
    once (Scrapy's retry ignores the header), and its pages are sampled."""
    start = len(hostile.requests)
    run = Run(f"http://ratelimit.test:{hostile.port}/", tmp_path / "s.json")
    assert run.status == 0, run.log[-3000:]
    assert run.paths() == {"/", *hostile_sites.RATE_LIMITED_PAGES}
    asked = [arrived for (host, path), arrived in zip(hostile.requests[start:], hostile.arrivals[start:])
             if host == "ratelimit.test" and path == "/sitemap.xml"]
    assert len(asked) == 2 and asked[1] - asked[0] >= 0.9 * hostile_sites.RETRY_AFTER, asked
    assert "answered 429 with Retry-After 2: waiting 2 s before its next request" in run.log
    assert "'sitesampler/retry_after_waits': 1" in run.log and not run.problems


# -- an interrupted crawl ---------------------------------------------------------------------

def interrupt(server, url: str, feeds: list[Path], when: Callable[[list[str]], bool],
              signals: tuple[int, ...], settings: dict[str, str] = {}, **arguments: str) -> tuple[int, str, float]:
    """Start the real crawl of ``url``, send ``signals`` (a second apart) once ``when`` holds
    for the paths the server has seen of it, and return its exit status, its log, and the seconds
    from the first signal to its end."""
    host, first = urlsplit(url).hostname, len(server.requests)
    command = crawl_command(url, [str(feed) for feed in feeds], arguments={"budget": "10", **arguments},
                            settings=settings)
    process = subprocess.Popen(command, cwd=REPO, env=crawl_environment(), stderr=subprocess.PIPE, text=True)
    started = time.monotonic()
    while not when([path for seen, path in server.requests[first:] if seen == host]):
        assert process.poll() is None and time.monotonic() - started < 60, "the crawl never got there"
        time.sleep(0.05)
    interrupted = time.monotonic()
    for number in signals:
        process.send_signal(number)
        time.sleep(1)
    _, log = process.communicate(timeout=60)
    return process.returncode, log, time.monotonic() - interrupted


def test_an_interrupted_discovery_writes_the_sample_of_what_it_found(hostile, tmp_path):
    """A SIGTERM (``kill``, ``timeout``, scrapyd's cancel) while the slow sitemaps are read:
    no further sitemap is asked for, the pages of those read before are sampled into the feed,
    the log says the sample is not the whole site's, and the exit status is 128 + 15. Scrapy
    alone closed the spider before it went idle: an empty feed and status 0."""
    feed, start = tmp_path / "s.json", len(hostile.requests)
    # Two sitemaps are read at a time: when a third is asked for, one has answered.
    status, log, seconds = interrupt(
        hostile, f"http://interrupted.test:{hostile.port}/", [feed],
        lambda paths: len(set(paths) & set(hostile_sites.PART_SITEMAPS)) >= 3, (signal.SIGTERM,), verify="0",
        budget="40")
    assert status == 128 + signal.SIGTERM, log[-3000:]
    asked = [path for host, path in hostile.requests[start:] if host == "interrupted.test"]
    assert set(hostile_sites.PART_SITEMAPS) - set(asked), asked  # one was dropped before it was sent
    rows = json.loads(feed.read_text(encoding="utf-8"))
    sections = {urlsplit(row["url"]).path.split("/")[1] for row in rows}
    assert 2 <= len(sections & {sitemap[1:-4] for sitemap in hostile_sites.PART_SITEMAPS}) <= 4, sections
    assert len(rows) >= 2 * len(hostile_sites.part_pages("/part-0.xml"))  # every page of those read
    assert seconds < 2 * hostile_sites.SITEMAP_SECONDS + 3  # the sitemaps in flight, then the sample
    assert "Interrupted (SIGTERM): no more requests are sent" in log
    assert "the crawl was interrupted (SIGTERM): the sample holds what was found before" in log
    assert "'sitesampler/interrupted': 'SIGTERM'" in log and "Traceback" not in log


def test_an_interrupted_verification_writes_the_sample_and_says_what_it_left(hostile, tmp_path):
    """Ctrl-C while verification fetches the slow pages: the sample is written with the rows
    fetched so far, the report names the rows left as the interruption's (not ``verify``'s),
    and the exit status is 130."""
    feed, report = tmp_path / "s.json", tmp_path / "report.html"
    status, log, _ = interrupt(hostile, f"http://interrupted.test:{hostile.port}/", [feed, report],
                               lambda paths: any("/page-" in path for path in paths),
                               (signal.SIGINT,), verify="20")
    assert status == 128 + signal.SIGINT, log[-3000:]
    rows = json.loads(feed.read_text(encoding="utf-8"))
    assert len(rows) >= 10 and rows[0]["status"] == 200 and not all(row["status"] for row in rows)
    requested = [path for host, path in hostile.requests if host == "interrupted.test" and "/page-" in path]
    planned = int(re.search(r"Verifying the sample: fetching ([\d,]+) pages?", log)[1].replace(",", ""))
    assert len(requested) < planned, (requested, planned)
    assert re.search(r"\(\d+ more dropped: the crawl was interrupted\)", log), log[-3000:]
    assert "Not fetched, the crawl was interrupted" in log and "a crawl left to finish checks" in log
    shown = report.read_text(encoding="utf-8")
    assert "Not fetched, the crawl was interrupted" in shown
    assert "The crawl was interrupted (SIGINT): only the pages found before were sampled, not the whole site." in shown
    assert "'sitesampler/interrupted': 'SIGINT'" in log


def test_a_second_interrupt_stops_at_once_without_a_sample(hostile, tmp_path):
    """The first interrupt waits for the requests in flight; the second is Scrapy's own, which
    closes the spider at once: a user who cannot wait is not made to. The feed's file keeps
    what it held."""
    feed = tmp_path / "s.json"
    feed.write_text("[last week's sample]", encoding="utf-8")
    status, log, seconds = interrupt(hostile, f"http://interrupted.test:{hostile.port}/", [feed],
                                     lambda paths: bool(set(paths) & set(hostile_sites.PART_SITEMAPS)),
                                     (signal.SIGINT, signal.SIGINT), verify="0")
    assert status == 128 + signal.SIGINT, log[-3000:]
    assert feed.read_text(encoding="utf-8") == "[last week's sample]"  # left as it was
    assert "interrupt again to stop at once, without a sample" in log
    assert "Closing spider (shutdown)" in log
    assert "the sample holds what was found before" not in log
    assert seconds < hostile_sites.SITEMAP_SECONDS + 2  # the second signal's second, and a margin


def test_a_crawl_interrupted_before_the_site_answered_says_so_not_that_the_site_failed(hostile, tmp_path):
    """Interrupted while the home page is still on its way: no sample, one line saying the
    interrupt came first (not "nothing could be read", which blames the site), no suggestion
    to render, and the status of an interrupt."""
    feed = tmp_path / "s.csv"
    status, log, _ = interrupt(hostile, f"http://silent.test:{hostile.port}/", [feed], bool, (signal.SIGINT,),
                               settings={"DOWNLOAD_TIMEOUT": "2"})
    assert status == 128 + signal.SIGINT, log[-3000:]
    assert f"the crawl was interrupted (SIGINT) before http://silent.test:{hostile.port}/ answered: nothing was " \
           "sampled" in log
    assert "nothing could be read" not in log and "render=1" not in log and not feed.exists()


def test_a_crawl_interrupted_before_its_spider_opened_is_an_interrupt(hostile, tmp_path):
    """Ctrl-C while Scrapy is still building the crawl (its extensions listed in the log, the
    spider not opened yet): the status of an interrupt and one line saying so, last week's
    feed kept. Scrapy's own handlers are in from the moment the event loop runs, a third of a
    second before the spider opens; a Ctrl-C that they alone took then stopped the crawl with
    status 0, no feed and no word of the interrupt."""
    feed = tmp_path / "s.json"
    feed.write_text("[last week's sample]", encoding="utf-8")
    url = f"http://interrupted.test:{hostile.port}/"
    process = subprocess.Popen(crawl_command(url, [str(feed)], arguments={"budget": "10", "verify": "0"}),
                               cwd=REPO, env=crawl_environment(), stderr=subprocess.PIPE, text=True)
    assert process.stderr is not None
    log = []
    for line in process.stderr:
        log.append(line)
        if "Enabled extensions" in line:
            process.send_signal(signal.SIGINT)
            break
    log = "".join(log) + process.communicate(timeout=60)[1]
    assert process.returncode == 128 + signal.SIGINT, log[-3000:]
    assert "Interrupted (SIGINT): no more requests are sent" in log
    assert f"the crawl was interrupted (SIGINT) before {url} answered: nothing was sampled" in log
    assert feed.read_text(encoding="utf-8") == "[last week's sample]"
