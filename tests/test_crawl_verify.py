"""Verification in a real crawl of tests/verify_site.py: after discovery the crawl fetches the
sample's pages and their alternates (never more than ``verify``), sets aside dead pages,
redirect stubs, the soft 404, the login walls and the JSON document, and replaces each such
pick by the next page of its template, whatever ``CONCURRENT_REQUESTS``."""

from __future__ import annotations

import csv
import json
import re
from pathlib import Path
from urllib.parse import quote, urlsplit

import pytest

from sitesampler.testing.crawling import crawl
from tests.conftest import REPO, csv_rows
from tests.verify_site import (CONSENT_HOST, COPIES, DEAD, DOCS_HOST, FORMULA_TITLES, FRONT, FRONTS_HOST,
                               HELPDESK_HOST, SIGN_IN_FORM,
                               HOME_DOWN_HOST, HOST, LISTED, LIVE_GUIDES, LIVE_POSTS, MAINTENANCE_HOST, MAIN_PAGE,
                               MEMBERS_HOST, MOBILE_HOME, MOVED_GUIDES, MOVED_HOST, PUBLIC_ACCOUNT_PAGES,
                               RATE_LIMITED_HOST, SHELL_HOST, SIGNIN_HOST, BUSY_SIGNIN_HOST, RETURN_SIGNIN_HOST,
                               SPELLINGS_HOST, HOME_AGAIN, GUIDE_AS_FOLDER_FILE,
                               ABOUT_BY_ID, EDITOR_WIKI_HOST, GUIDE_BY_CONTROLLER, STALE_GONE, STALE_HOST, UNWRITTEN,
                               TEXT_HOST, TITLES_HOST, UNBUILT_HOST, UNBUILT_TAGS, WALLED_HOST, WALLED_LISTED,
                               WIKI_HOST)


def run(web, folder: Path, name: str, verify: str, budget: str = "10", **settings: str) -> tuple[list[dict], str]:
    """The crawl's JSON feed and log; its report and evaluation are beside the feed."""
    feed = folder / f"{name}.json"
    outputs = [str(feed), f"{folder / name}.html:html", f"{folder / name}.evaluation.json:wcagem", f"{feed}.csv"]
    done = crawl(f"http://{HOST}:{web.port}/", outputs, arguments={"budget": budget, "verify": verify},
                 settings=settings, cwd=REPO)
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(feed.read_text(encoding="utf-8")), done.stderr


@pytest.fixture(scope="module")
def folder(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("verify")


@pytest.fixture(scope="module")
def crawls(web, folder) -> dict[str, tuple[list[dict], str]]:
    return {"url_only": run(web, folder, "url_only", "0"),
            "serial": run(web, folder, "serial", "40", CONCURRENT_REQUESTS="1"),
            "parallel": run(web, folder, "parallel", "40", CONCURRENT_REQUESTS="16",
                            CONCURRENT_REQUESTS_PER_DOMAIN="16")}


def path(row: dict, web) -> str:
    return row["url"].removeprefix(f"http://{HOST}:{web.port}")


def page_requests(log: str) -> int:
    found = re.search(r"'sitesampler/page_requests': (\d+)", log)
    return int(found.group(1)) if found else 0


def test_the_url_only_sample_holds_dead_pages_the_verified_one_does_not(crawls, web):
    url_only, _ = crawls["url_only"]
    rows, _ = crawls["serial"]
    assert {path(row, web) for row in url_only} & set(DEAD), "the test site must make the URL-only sample dead"
    assert not {path(row, web) for row in rows} & set(DEAD)
    assert {row["status"] for row in rows} == {200}


def test_dead_picks_are_replaced_from_the_same_template(crawls, web):
    """A dead post's row goes to another post; a dead one-off page (the members' area) has no
    other page, so its slot goes on in the allocator's order, here to a post."""
    url_only, _ = crawls["url_only"]
    rows, _ = crawls["serial"]
    posts = lambda feed: sum(1 for row in feed if row["template"] == "/posts/{slug}")  # noqa: E731
    one_offs_dead = sum(1 for row in url_only if path(row, web) in DEAD and row["template"] != "/posts/{slug}")
    assert posts(rows) == posts(url_only) + one_offs_dead
    replaced = {path(row, web) for row in url_only} & set(DEAD) - {"/members/lounge"}
    assert replaced and len(replaced) <= len({path(row, web) for row in rows} - {path(row, web) for row in url_only})
    assert {path(row, web) for row in rows if row["template"] == "/posts/{slug}"} <= set(LIVE_POSTS)


def set_aside(log: str, web) -> dict[str, str]:
    """The summary's set-aside pages: path -> reason."""
    line = next((line for line in log.splitlines() if line.startswith("Set aside after fetching")), "")
    return {url.removeprefix(f"http://{HOST}:{web.port}"): reason
            for url, reason in re.findall(r"(\S+) \((\w+)\)", line.partition(": ")[2].partition(": ")[2])}


def test_every_set_aside_page_is_listed_with_its_reason(crawls, web):
    _, log = crawls["serial"]
    listed = set_aside(log, web)
    walls = sum(1 for reason in listed.values() if reason == "login_wall")
    assert walls and f"WARNING: sitesampler: {walls} fetched page{'s' if walls > 1 else ''} need" in log
    assert listed and all(DEAD[page] == reason for page, reason in listed.items())
    assert {"soft_404", "login_wall", "redirect", "not_found"} <= set(listed.values())
    assert "/login" not in listed  # the login page is a page to sample
    assert "/suscripcion" not in listed  # a sign-up form in any language is the page's own content
    # The summary's evidence: the posts' fetched pages (dead ones left out) show one layout.
    assert re.search(r"^  /posts/\{slug\} .* picked  \(content\)  layout [0-9a-f]{8} x\d+$", log, re.MULTILINE), log


def test_a_budget_above_the_site_fetches_every_page_and_sets_aside_each_that_is_none(web, folder):
    """Budget and ``verify`` above the pages listed: every page is a row, every row is
    fetched, and each that is no page is set aside for the reason the site gives it; the
    script on a page that shows nothing (``/posts/scripted-away``, and in its head,
    ``/posts/scripted-from-head``) is a redirect as the HTTP one and the meta refresh are."""
    rows, log = run(web, folder, "spare", "100", budget="40")
    assert set_aside(log, web) == DEAD
    assert not {path(row, web) for row in rows} & set(DEAD)
    # A sign-up form at an address naming no sign-up word is the page's content, not a wall.
    assert next(row["status"] for row in rows if path(row, web) == "/suscripcion") == 200


def test_a_page_a_redirect_leads_to_is_downloaded_once_whichever_comes_first(web, folder):
    """``/posts/old-address`` redirects to ``/posts/alpha-story`` and
    ``/posts/refreshing-away`` refreshes to ``/posts/bravo-story``; every page is fetched. Each
    target is downloaded once, its answer given again to the other fetch."""
    before = len(web.requests)
    rows, log = run(web, folder, "once", "100", budget="40", CONCURRENT_REQUESTS="1")
    requested = [path for host, path in web.requests[before:] if host == HOST]
    assert requested.count("/posts/old-address") == requested.count("/posts/alpha-story") == 1
    assert requested.count("/posts/refreshing-away") == requested.count("/posts/bravo-story") == 1
    assert int(re.search(r"'sitesampler/page_answers_reused': (\d+)", log).group(1)) >= 2
    assert {"/posts/alpha-story", "/posts/bravo-story"} <= {path(row, web) for row in rows}


def test_probed_rows_say_what_the_page_showed(crawls, web):
    rows, _ = crawls["serial"]
    by_path = {path(row, web): row for row in rows}
    assert by_path["/login"]["title"] == "Sign in – Verify" and by_path["/login"]["lang"] == "en"
    posts = [row for row in rows if row["template"] == "/posts/{slug}"]
    assert len({row["layout"] for row in posts}) == 1 and all(len(row["layout"]) == 8 for row in posts)
    url_only, _ = crawls["url_only"]
    assert all(row["status"] is None and row["title"] == row["layout"] == "" for row in url_only)


def test_the_report_the_evaluation_and_the_csv_show_what_the_pages_showed(crawls, folder):
    report = (folder / "serial.html").read_text(encoding="utf-8")
    assert "Sign in – Verify<br>" in report and "Set aside after fetching" in report
    assert "were fetched: pages that are gone" in report
    assert "were fetched" not in (folder / "url_only.html").read_text(encoding="utf-8")
    evaluation = json.loads((folder / "serial.evaluation.json").read_text(encoding="utf-8"))
    titles = [subject["title"] for subject in evaluation["selectSample"]["structuredSample"]]
    assert any(title.endswith("Sign in – Verify (Login page, template /login)") for title in titles), titles
    assert "Set aside after fetching" in json.dumps(evaluation, ensure_ascii=False)
    rows = csv_rows(folder / "serial.json.csv")
    assert list(rows[0])[-5:] == ["status", "final_url", "title", "lang", "layout"]
    assert {row["status"] for row in rows} == {"200"}


@pytest.mark.parametrize("as_text", ["1", "0"])
def test_titles_a_spreadsheet_would_run_as_formulas_are_text_in_the_csv(web, tmp_path, as_text):
    """A page title starting with =, +, - or @ is the site's text, and a spreadsheet opening
    the CSV would run it (a live HYPERLINK, an error): the CSV writes it after an apostrophe,
    the JSON feed as the page gave it; ``SITESAMPLER_CSV_FORMULAS_AS_TEXT=0`` writes the CSV
    as the page gave it too."""
    feed = tmp_path / "titles.json"
    settings = {} if as_text == "1" else {"SITESAMPLER_CSV_FORMULAS_AS_TEXT": "0"}
    done = crawl(f"http://{TITLES_HOST}:{web.port}/", [str(feed), f"{feed}.csv"],
                 arguments={"budget": "10", "verify": "20"},
                 settings=settings, cwd=REPO)
    assert done.returncode == 0, done.stderr[-3000:]
    origin = f"http://{TITLES_HOST}:{web.port}"
    in_json = {row["url"].removeprefix(origin): row["title"] for row in json.loads(feed.read_text(encoding="utf-8"))}
    in_csv = {row["url"].removeprefix(origin): row["title"] for row in csv_rows(tmp_path / "titles.json.csv")}
    assert {path: in_json[path] for path in FORMULA_TITLES} == FORMULA_TITLES
    formulas = {path: title for path, title in FORMULA_TITLES.items() if title[0] in "=+-@"}
    assert len(formulas) == 3 and in_csv["/plain"] == "Plain = simple" and in_csv["/"] == "Titles"
    expected = {path: "'" + title if as_text == "1" else title for path, title in formulas.items()}
    assert {path: in_csv[path] for path in formulas} == expected


def test_a_csv_for_excel_gets_a_byte_order_mark_and_the_same_cells(web, tmp_path):
    """The README's spelling of a CSV that Excel reads as UTF-8 (a byte-order mark, through
    Scrapy's per-feed ``encoding``) writes the same cells, formulas as text included."""
    feed = tmp_path / "excel.csv"
    feeds = json.dumps({str(feed): {"format": "csv", "encoding": "utf-8-sig"}})
    done = crawl(f"http://{TITLES_HOST}:{web.port}/", [], arguments={"budget": "10", "verify": "20"},
                 settings={"FEEDS": feeds}, cwd=REPO)
    assert done.returncode == 0, done.stderr[-3000:]
    assert feed.read_bytes().startswith(b"\xef\xbb\xbfrank,url,")
    with feed.open(encoding="utf-8-sig", newline="") as handle:
        titles = {row["url"].removeprefix(f"http://{TITLES_HOST}:{web.port}"): row["title"]
                  for row in csv.DictReader(handle)}
    assert titles["/formula"] == "'" + FORMULA_TITLES["/formula"] and titles["/plain"] == FORMULA_TITLES["/plain"]


def test_concurrency_does_not_change_the_sample_or_what_was_fetched(crawls, web):
    serial, serial_log = crawls["serial"]
    parallel, parallel_log = crawls["parallel"]
    assert serial == parallel
    assert set_aside(serial_log, web) == set_aside(parallel_log, web)
    assert page_requests(serial_log) == page_requests(parallel_log) > 0


def test_probes_never_exceed_verify(web, tmp_path):
    before = len(web.requests)
    rows, log = run(web, tmp_path, "three", "3")
    assert page_requests(log) == 3
    fetched = {page for host, page in web.requests[before:] if host == HOST} - {"/robots.txt", "/sitemap.xml"}
    assert 0 < len(fetched) <= 3 + 1  # + the root, fetched once to settle the canonical root
    assert len([row for row in rows if row["status"] is not None]) <= 3
    # Verification's own time is reported apart from discovery's.
    assert re.search(r"Verification: 3 pages fetched in [0-9.]+ s, after [0-9.]+ s of discovery", log), log[-2000:]
    # The rows left unchecked are named, with what would check them.
    unchecked = [row["url"] for row in rows if row["status"] is None and row["reason"] != "document"]
    assert unchecked and f"Not fetched, verify ran out ({len(unchecked)} rows): {' | '.join(unchecked)}; " \
        "a larger verify checks them" in log


def test_verify_0_fetches_no_page(crawls):
    _, log = crawls["url_only"]
    assert "Not fetched, verify ran out" not in log
    assert page_requests(log) == 0 and "Verifying the sample" not in log and "Verification:" not in log


@pytest.mark.parametrize("value", ["-2", "lots"])
def test_a_bad_verify_is_one_line_and_exit_status_2(tmp_path, value):
    done = crawl("http://127.0.0.1:9/", [str(tmp_path / "s.csv")], arguments={"verify": value}, cwd=REPO)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert len([line for line in done.stderr.splitlines() if "verify must be a whole number" in line]) == 1


def test_templates_file_lists_every_page_found_with_the_samples_templates(web, tmp_path):
    listing = tmp_path / "templates.tsv"
    feed = tmp_path / "sample.json"
    done = crawl(f"http://{HOST}:{web.port}/", [str(feed)],
                 arguments={"budget": "10", "verify": "20", "templates": str(listing)}, cwd=REPO)
    assert done.returncode == 0, done.stderr[-3000:]
    lines = listing.read_text(encoding="utf-8").splitlines()
    templates = dict(line.split("\t") for line in lines)
    origin = f"http://{HOST}:{web.port}"
    assert len(templates) == len(lines) and lines == sorted(lines)
    assert set(templates) == {origin + page for page in LISTED}
    assert {templates[origin + post] for post in LIVE_POSTS} == {"/posts/{slug}"}
    for row in json.loads(feed.read_text(encoding="utf-8")):
        assert templates[row["url"]] == row["template"]
    # A page verification fetched and set aside is named by what it turned out to be, not by
    # the template of its URL; a dead page it never fetched keeps its URL's template.
    named = {page: templates[origin + page] for page in DEAD if templates[origin + page].startswith("(")}
    assert named and named == {page: f"(set aside: {DEAD[page]})" for page in named}
    assert {templates[origin + page] for page in DEAD if page not in named} <= {"/posts/{slug}", "/members/lounge"}


def test_a_templates_file_that_cannot_be_written_is_one_line(tmp_path):
    target = tmp_path / "no-such-folder" / "templates.tsv"
    done = crawl("http://127.0.0.1:9/", [str(tmp_path / "s.csv")], arguments={"templates": str(target)}, cwd=REPO)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert len([line for line in done.stderr.splitlines() if f"templates: cannot write {target}" in line]) == 1


def test_a_rerun_with_previous_keeps_the_verified_pages(crawls, folder, web):
    """The site has not changed: the re-run fetches as many pages as the run before (it plans
    its probes as that run did) and keeps every row in its place for its reason."""
    rows, log = crawls["serial"]
    feed = folder / "rerun.json"
    done = crawl(f"http://{HOST}:{web.port}/", [str(feed)],
                 arguments={"budget": "10", "verify": "40", "previous": str(folder / "serial.json")}, cwd=REPO)
    assert done.returncode == 0, done.stderr[-3000:]
    rerun = json.loads(feed.read_text(encoding="utf-8"))
    assert [(row["url"], row["reason"]) for row in rerun] == [(row["url"], row["reason"]) for row in rows]
    assert {row["continuity"] for row in rerun} == {"kept"}
    assert not {path(row, web) for row in rerun} & set(DEAD)
    assert page_requests(done.stderr) == page_requests(log) > 0


def test_worker_processes_verify_the_same_sample(crawls, folder, web):
    rows, _ = crawls["serial"]
    workers, log = run(web, folder, "workers", "40", SITESAMPLER_WORKERS="2", SITESAMPLER_WORKER_AFTER="0")
    assert "'sitesampler/sampler_processes': 3" in log
    assert workers == rows


def url_only_and_verified(origin: str, folder: Path, budget: str, verify: str) -> tuple[list[dict], list[dict], str]:
    """The JSON feed of a crawl of ``origin`` without verification, and that of one with
    ``verify``, with its log."""
    feeds = {}
    for pages in ("0", verify):
        feed = folder / f"{origin.rsplit('/', 1)[-1]}-{pages}.json"
        done = crawl(f"{origin}/", [str(feed)], arguments={"budget": budget, "verify": pages}, cwd=REPO)
        assert done.returncode == 0, done.stderr[-3000:]
        feeds[pages] = json.loads(feed.read_text(encoding="utf-8")), done.stderr
    return feeds["0"][0], *feeds[verify]


def test_a_template_whose_fetched_pages_were_all_dead_gives_no_row_once_verify_is_spent(web, tmp_path):
    """Verification runs out before it has fetched every tag page; the tag template's pages
    nobody fetched are presumed dead rather than shipped unchecked."""
    origin = f"http://{UNBUILT_HOST}:{web.port}"
    url_only, verified, log = url_only_and_verified(origin, tmp_path, "10", "6")
    tags = {origin + tag for tag in UNBUILT_TAGS}
    assert {row["url"] for row in url_only} & tags, "the test site must put a tag page in the URL-only sample"
    assert page_requests(log) == 6
    assert not {row["url"] for row in verified} & tags
    assert {row["status"] for row in verified} <= {200, None}
    presumed = re.search(r"^Presumed dead, not sampled \(1 template\): /tags/\{slug\}: (\d+) fetched pages, "
                         r"none a page; (\d+) pages not fetched$", log, re.MULTILINE)
    assert presumed, log[-3000:]
    fetched, left_out = map(int, presumed.groups())
    assert fetched >= 2 and fetched + left_out == len(UNBUILT_TAGS)
    assert "'sitesampler/presumed_dead_templates': 1" in log


def test_dead_rows_of_a_template_are_stood_in_for_while_verify_lasts(web, tmp_path):
    """The shop's five newest products were taken down, and its products' rows are all among
    them. Verify has pages left after the rows: their stand-ins are fetched, and the products
    keep rows that are pages, rather than being presumed dead from their rows alone."""
    origin = f"http://{STALE_HOST}:{web.port}"
    feeds = {}
    for verify in ("0", "20"):
        feed = tmp_path / f"stale-{verify}.json"
        done = crawl(f"{origin}/", [str(feed)], arguments={"budget": "10", "verify": verify, "random_share": "0"},
                     cwd=REPO)
        assert done.returncode == 0, done.stderr[-3000:]
        feeds[verify] = json.loads(feed.read_text(encoding="utf-8")), done.stderr
    (url_only, _), (verified, log) = feeds["0"], feeds["20"]
    products = {row["url"].removeprefix(origin) for row in url_only if "/products/" in row["url"]}
    assert len(products) >= 2 and products <= set(STALE_GONE), "the test site must make the products' rows dead"
    rows = [row for row in verified if "/products/" in row["url"]]
    assert rows and any(row["status"] == 200 for row in rows)
    assert not {row["url"].removeprefix(origin) for row in rows} & set(STALE_GONE)
    assert "Presumed dead" not in log and page_requests(log) <= 20


@pytest.mark.parametrize("host, status, final", [(WALLED_HOST, 403, ""), (SIGNIN_HOST, 200, "/login"),
                                                  (CONSENT_HOST, 200, "/consent")],
                         ids=["bot-wall", "sign-in", "consent"])
def test_behind_a_wall_the_sample_stays_whole_and_says_it_is_not_verified(web, tmp_path, host, status, final):
    """Every page of the walled blog, the home page too, answers a 403 challenge; every page of
    another but its login page redirects there; every page of a third to its consent page.
    That is the site's answer to the crawler, not the pages'. The verified sample is the
    URL-only one (home and common pages kept), each row showing the answer and nothing of the
    challenge, login or consent page, and the log says which rows the server refused."""
    origin = f"http://{host}:{web.port}"
    url_only, verified, log = url_only_and_verified(origin, tmp_path, "8", "20")
    assert [row["url"] for row in verified] == [row["url"] for row in url_only]
    assert {row["url"].removeprefix(origin) for row in verified} >= {"/", "/contact", "/login"}
    walled = [row for row in verified if row["url"] != f"{origin}/login" or host != SIGNIN_HOST]
    assert {(row["status"], row["final_url"], row["title"], row["layout"]) for row in walled} == \
        {(status, origin + final if final else "", "", "")}
    assert page_requests(log) <= len(WALLED_LISTED) + 1
    answer = f"{status}, at {origin}{final})" if final else f"{status})"
    assert f"Not verified, the server refused the crawler ({len(walled)} rows): {origin}/ ({answer}" in log
    warned = f"{status}, redirected" if final else f"{status}"
    assert f"WARNING: sitesampler: {len(walled)} of {len(verified)} rows not verified: the server refused the " \
           f"crawler ({warned})" in log
    assert "Set aside after fetching" not in log


@pytest.mark.parametrize("host, concurrency", [(SIGNIN_HOST, "1"), (SIGNIN_HOST, "2"), (BUSY_SIGNIN_HOST, "2"),
                                               (RETURN_SIGNIN_HOST, "2")])
def test_a_page_many_redirects_lead_to_is_downloaded_once(web, tmp_path, host, concurrency):
    """Every page of the signed-in blog but its login page redirects there. Each page is still
    recorded as a redirect to the login page, but the login page is downloaded once for all
    of them (once more per redirect in flight at the time: the crawl's default concurrency is
    2), not once per page, and so when each page names itself as the address to come back to
    (``/login?next=%2Fabout``): each row still shows its own. A login page answering 503 is
    asked again each time, retries and all: the next answer may be the page."""
    origin = f"http://{host}:{web.port}"
    feed = tmp_path / "signin.json"
    before = len(web.requests)
    done = crawl(f"{origin}/", [str(feed)], arguments={"budget": "8", "verify": "20"},
                 settings={"CONCURRENT_REQUESTS": concurrency}, cwd=REPO)
    assert done.returncode == 0, done.stderr[-3000:]
    logins = [path.partition("?")[0] for requested_host, path in web.requests[before:]
              if requested_host == host].count("/login")
    probes = page_requests(done.stderr)
    counted = re.search(r"'sitesampler/page_answers_reused': (\d+)", done.stderr)
    reused = int(counted.group(1)) if counted else 0
    assert probes >= 8
    if host == BUSY_SIGNIN_HOST:
        assert reused == 0 and logins > 2 * probes  # every redirect's login page retried twice
        return
    # The home page's first request (not a page fetch), the first redirect, the login page's
    # own fetch, and redirects already in flight when the first answer came.
    assert logins <= 2 + int(concurrency) < probes <= logins + reused
    rows = json.loads(feed.read_text(encoding="utf-8"))
    if host == RETURN_SIGNIN_HOST:
        walled = [row for row in rows if not row["url"].startswith(f"{origin}/login")]
        assert len(walled) >= 6
        assert [row["final_url"] for row in walled] == \
            [f"{origin}/login?next={quote(urlsplit(row['url']).path, safe='')}" for row in walled]
    else:
        assert {row["final_url"] for row in rows if row["url"] != f"{origin}/login"} == {f"{origin}/login"}


def test_an_application_answering_every_address_with_its_shell_keeps_its_sample(web, tmp_path):
    """The shell is also the site's answer to an address that cannot exist, so it is no "not
    found" page: no row is a soft 404, and the verified sample is the URL-only one. Its pages
    link nowhere until scripts run: the crawl says so, and what ``render=1`` would read."""
    origin = f"http://{SHELL_HOST}:{web.port}"
    url_only, verified, log = url_only_and_verified(origin, tmp_path, "8", "20")
    assert [row["url"] for row in verified] == [row["url"] for row in url_only]
    assert {(row["status"], row["title"]) for row in verified} == {(200, "Verify app")}
    assert "Set aside after fetching" not in log and "soft_404" not in log
    warned = re.search(r"WARNING: sitesampler: (\d+) of (\d+) fetched pages link nowhere until scripts run "
                       r"\(a single-page application\): .* -a render=1 reads them", log)
    assert warned and warned.group(1) == warned.group(2) and int(warned.group(1)) >= len(verified), log[-2000:]


def test_a_site_whose_every_page_is_set_aside_fails_with_one_line_and_keeps_the_old_sample(web, tmp_path):
    """Every page of the site answers text/plain, the home page too: each fetched page is set
    aside, nothing is left to audit, and a CI job must not pass an empty sample to its test
    tool. The crawl exits with 1 and one error line says why; last week's sample stays."""
    feed = tmp_path / "sample.csv"
    feed.write_text("last week's sample\n", encoding="utf-8")
    done = crawl(f"http://{TEXT_HOST}:{web.port}/", [str(feed)], arguments={"budget": "8", "verify": "20"}, cwd=REPO)
    assert done.returncode == 1, done.stderr[-3000:]
    errors = [line for line in done.stderr.splitlines() if " ERROR: " in line]
    assert len(errors) == 1, errors
    found = re.search(re.escape(f"sitesampler: nothing to sample at http://{TEXT_HOST}:{web.port}/: every page "
                                "fetched was set aside (not_html=") + r"(\d+)" + re.escape(
        "); the server sends them with a Content-Type other than text/html, so browsers do not show them as web "
        "pages") + "$", errors[0])
    assert found and 2 <= int(found.group(1)) <= len(WALLED_LISTED), errors
    assert feed.read_text(encoding="utf-8") == "last week's sample\n"
    assert "Traceback" not in done.stderr


def test_pages_moved_under_a_locale_folder_stay_at_their_new_address(web, tmp_path):
    """The blog moved every page under /en/ and its sitemap lists the old addresses: each
    redirects to its own path under /en/, which discovery never found. Those are the pages,
    not stubs: the verified sample is the URL-only one, each row verified at its new address."""
    origin = f"http://{MOVED_HOST}:{web.port}"
    url_only, verified, log = url_only_and_verified(origin, tmp_path, "8", "20")
    assert [row["url"] for row in verified] == [row["url"] for row in url_only]
    assert all(row["status"] == 200 and row["final_url"] == origin + "/en" + row["url"].removeprefix(origin)
               and row["title"].endswith("moved – Verify") for row in verified), verified
    assert "Set aside after fetching" not in log and "Not verified" not in log


def test_the_main_page_a_wiki_address_redirects_to_is_the_home_page_row(web, tmp_path):
    """The wiki's address redirects to its main page, one of its 301 pages at ``/wiki/<title>``:
    a template that big keeps only the pages a sample may need, and without the main page
    among them the sample had no home page at all (the address set aside as a redirect)."""
    origin = f"http://{WIKI_HOST}:{web.port}"
    url_only, verified, log = url_only_and_verified(origin, tmp_path, "6", "18")
    assert [(row["url"], row["reason"]) for row in url_only][:1] == [(origin + "/", "home")]
    [home] = [row for row in verified if row["reason"] == "home"]
    assert (home["url"], home["page_type"], home["template"], home["status"], home["title"]) == \
        (origin + MAIN_PAGE, "home", MAIN_PAGE, 200, "Main Page – Wiki")
    assert home["note"] == f"the site's address {origin}/ sends visitors here"
    assert [row["url"] for row in verified].count(origin + MAIN_PAGE) == 1
    assert all(row["status"] == 200 and row["template"] == "/wiki/{slug}" for row in verified if row is not home)


def test_a_wikis_editor_for_pages_nobody_wrote_is_no_row(web, tmp_path):
    """The wiki sends every page it lacks to its editor for that name, its answer to an
    address that cannot exist too: the editor at ``/create/<name>`` for the pages its pages
    link but nobody wrote says they are missing, so none of them is a row, whether the crawl
    reached it by the link's redirect or by its own address (the latest changes link one); the
    wiki's pages are. The link crawl fetched every row, and the site's answer to an address
    that cannot exist is still asked for."""
    origin = f"http://{EDITOR_WIKI_HOST}:{web.port}"
    url_only, verified, log = url_only_and_verified(origin, tmp_path, "10", "30")
    editors = {f"{origin}/create{path}" for path in UNWRITTEN}
    missing = editors | {origin + path for path in UNWRITTEN}
    assert {row["url"] for row in url_only} & missing, "the test site must put a missing page in the URL-only sample"
    assert not {row["url"] for row in verified} & missing
    assert {row["status"] for row in verified} == {200}
    assert len(verified) == 8  # the home page, six pages and the latest changes
    set_aside = re.search(r"^Set aside after fetching, not sampled .*$", log, re.MULTILINE)
    assert set_aside and f"{origin}/create{UNWRITTEN[0]} (soft_404)" in set_aside.group(0), log[-3000:]
    assert all(f"{origin}{path} (redirect)" in set_aside.group(0) for path in UNWRITTEN)


def test_the_page_a_home_page_refreshes_to_is_the_home_page_row(web, tmp_path):
    """The site's address only refreshes to its Italian front page, as an old address and the
    address with a query do. Without verification the address is the home page's row; with
    it, the front page is, verified with its title, and neither stub is a row. The home page's
    answer, shared by one other page, is no wall: nothing is left unverified."""
    origin = f"http://{FRONTS_HOST}:{web.port}"
    url_only, verified, log = url_only_and_verified(origin, tmp_path, "6", "18")
    assert [(row["url"], row["reason"]) for row in url_only][:1] == [(origin + "/", "home")]
    [home] = [row for row in verified if row["reason"] == "home"]
    assert (home["url"], home["status"], home["final_url"], home["title"]) == (origin + FRONT, 200, "",
                                                                                "Il campo – Fronts")
    assert home["note"] == f"the site's address {origin}/ sends visitors here"
    rows = [row["url"].removeprefix(origin) for row in verified]
    assert rows.count(FRONT) == 1 and not {"/", "/events/front/", "/?attachment_id=7"} & set(rows)
    assert all(row["status"] == 200 for row in verified)
    assert "not verified" not in log and "refused the crawler" not in log


def test_copies_naming_another_page_canonical_are_never_rows(web, tmp_path):
    """The bilingual site lists copies of its talks under ``/speakers/``, each naming its talk
    as its canonical page. Without verification a copy is a row; with it, the copies fetched
    are set aside as duplicates and the template they were all of is presumed dead, so none
    is a row; every talk keeps its template."""
    origin = f"http://{FRONTS_HOST}:{web.port}"
    listing = tmp_path / "templates.tsv"
    url_only, verified, log = url_only_and_verified(origin, tmp_path, "8", "18")
    assert {row["url"].removeprefix(origin) for row in url_only} & set(COPIES)
    assert not {row["url"].removeprefix(origin) for row in verified} & set(COPIES)
    assert "duplicate" in log
    done = crawl(origin + "/", [str(tmp_path / "again.json")],
                 arguments={"budget": "8", "verify": "18", "templates": str(listing)}, cwd=REPO)
    assert done.returncode == 0, done.stderr[-3000:]
    templates = dict(line.split("\t") for line in listing.read_text(encoding="utf-8").splitlines())
    named = [templates[origin + path] for path in COPIES]
    assert named.count("(set aside: duplicate)") >= 2 and set(named) <= {"(set aside: duplicate)", "/speakers/{slug}"}
    assert {templates[f"{origin}/it/talks/talk-{n}/"] for n in range(8)} == {"/{lang}/talks/{slug}"}


def test_stubs_nothing_links_to_are_presumed_stubs_without_fetching_them(web, tmp_path):
    """A docs site moved most of its guides and left a stub at each old address, shaped like
    its guides and still in its sitemap. The fetched stubs are unlinked, the fetched guides
    linked by each other's navigation: the stubs nobody fetched are presumed stubs, never
    sampled, and named so in the templates file; every live guide keeps its template."""
    origin = f"http://{DOCS_HOST}:{web.port}"
    listing, feed = tmp_path / "templates.tsv", tmp_path / "sample.json"
    done = crawl(origin + "/", [str(feed)], arguments={"budget": "6", "verify": "14", "templates": str(listing)},
                 cwd=REPO)
    assert done.returncode == 0, done.stderr[-3000:]
    templates = dict(line.split("\t") for line in listing.read_text(encoding="utf-8").splitlines())
    moved = {path: templates[origin + path] for path in MOVED_GUIDES}
    presumed = [path for path, template in moved.items() if template == "(presumed: redirect)"]
    fetched = [path for path, template in moved.items() if template == "(set aside: redirect)"]
    assert presumed and len(fetched) >= 2 and len(presumed) + len(fetched) == len(MOVED_GUIDES)
    assert {templates[origin + path] for path in LIVE_GUIDES} == {"/guide/{slug}.html"}
    rows = json.loads(feed.read_text(encoding="utf-8"))
    assert {row["url"].removeprefix(origin) for row in rows} & set(LIVE_GUIDES)
    assert not {row["url"].removeprefix(origin) for row in rows} & set(MOVED_GUIDES)
    # The summary counts the pages among those the sample could pick (a template keeps a bounded
    # list of its best-ranked pages), and says so; the templates file names every page.
    counted = re.search(r"Presumed no pages, nothing links to them, not sampled \((\d+) of the pages the sample could "
                        r"pick\): of the fetched pages, (\d+) of \2 let go are unlinked and (\d+) of \3 pages linked; "
                        r"/guide/\{slug\}\.html: \1 pages presumed redirect \(fetched: \2 let go, \3 pages; of its "
                        r"(\d+) pages, the (\d+) the sample could pick\)", done.stderr)
    assert counted, done.stderr[-3000:]
    left_out, let_go, _, pages, pickable = map(int, counted.groups())
    assert 0 < left_out < len(presumed) and let_go == len(fetched)
    assert left_out + let_go <= pickable < pages == len(LIVE_GUIDES) + len(MOVED_GUIDES)


@pytest.mark.parametrize("verify, signed_in", [("60", False), ("0", False), ("60", True)])
def test_account_pages_anyone_opened_need_no_access(web, tmp_path, verify, signed_in):
    """A sign-up form and a member's public profile are of account types, but the crawl opened
    them without credentials: no "needs access" note, and the test tools get them. Unfetched
    (``verify=0``) or fetched signed in, a page of an account type still needs access."""
    feed, pa11y = tmp_path / "members.json", tmp_path / ".pa11yci"
    arguments = {"budget": "20", "verify": verify}
    if signed_in:
        cookies = tmp_path / "cookies.txt"
        cookies.write_text(f"# Netscape HTTP Cookie File\n.{MEMBERS_HOST}\tTRUE\t/\tFALSE\t0\tsession\tabc123\n")
        arguments["cookies"] = str(cookies)
    done = crawl(f"http://{MEMBERS_HOST}:{web.port}/", [str(feed), f"{pa11y}:pa11yci"], arguments=arguments, cwd=REPO)
    assert done.returncode == 0, done.stderr[-3000:]
    origin = f"http://{MEMBERS_HOST}:{web.port}"
    notes = {row["url"].removeprefix(origin): row["note"] for row in json.loads(feed.read_text(encoding="utf-8"))}
    tested = {url.removeprefix(origin) for url in json.loads(pa11y.read_text(encoding="utf-8"))["urls"]}
    assert set(PUBLIC_ACCOUNT_PAGES) <= set(notes)
    needs_access = verify == "0" or signed_in
    for path in PUBLIC_ACCOUNT_PAGES:
        assert ("needs access" in notes[path]) is needs_access, (path, notes[path])
        assert (path in tested) is not needs_access
    assert "/account/orders" not in notes or "needs access" in notes["/account/orders"]


def test_a_sign_in_link_landing_on_the_sign_in_form_is_the_login_page(web, tmp_path):
    """A help centre's sign-in link redirects to its sign-in form elsewhere on the site. That
    is the login page an audit must cover: its row stays, showing where it landed. Its requests
    page redirecting to the same form is a wall, set aside."""
    feed = tmp_path / "helpdesk.json"
    done = crawl(f"http://{HELPDESK_HOST}:{web.port}/", [str(feed)], arguments={"budget": "10", "verify": "20"},
                 cwd=REPO)
    assert done.returncode == 0, done.stderr[-3000:]
    origin = f"http://{HELPDESK_HOST}:{web.port}"
    rows = {row["url"].removeprefix(origin): row for row in json.loads(feed.read_text(encoding="utf-8"))}
    login = rows["/hc/signin"]
    assert (login["page_type"], login["status"], login["title"]) == ("login", 200, "Sign in – Help")
    assert login["final_url"].startswith(f"{origin}{SIGN_IN_FORM}")
    assert "/hc/requests" not in rows and re.search(r"login_wall [0-9]+: [^\n]*/hc/requests", done.stderr)


def test_one_page_under_two_spellings_and_the_home_pages_mobile_view_are_one_row(web, tmp_path):
    """A static host answers ``/guide/deploy.html`` and ``/guide/deploy/`` with one page and no
    canonical link: one row, the spelling without the extension; so is a page a PHP
    application answers at ``/index.php/<path>`` too, and a folder's page a CMS answers as a
    file named by the folder again (``/guide/plugins/Plugins.aspx``). The home page's mobile view
    (``/?m=1``, another layout, the home page's title and canonical) is no row either, nor the
    home page's bytes at another address (mdBook's ``introduction.html``), nor a page's bytes at
    a program's address by its id (``/index.php?id=7``): each is set aside as a duplicate."""
    feed = tmp_path / "spellings.json"
    done = crawl(f"http://{SPELLINGS_HOST}:{web.port}/", [str(feed)], arguments={"budget": "20", "verify": "60"},
                 cwd=REPO)
    assert done.returncode == 0, done.stderr[-3000:]
    origin = f"http://{SPELLINGS_HOST}:{web.port}"
    rows = [row["url"].removeprefix(origin) for row in json.loads(feed.read_text(encoding="utf-8"))]
    plain = [path.removesuffix(".html").rstrip("/").removeprefix("/index.php") for path in rows]
    assert len(plain) == len(set(plain)), rows
    assert not any(path.endswith(".html") for path in rows) and MOBILE_HOME not in rows
    assert HOME_AGAIN not in rows and f"{HOME_AGAIN} (duplicate)" in done.stderr
    assert ABOUT_BY_ID not in rows and f"{ABOUT_BY_ID} (duplicate)" in done.stderr and "/about" in rows
    assert GUIDE_BY_CONTROLLER not in rows and f"{GUIDE_BY_CONTROLLER} (duplicate)" in done.stderr
    assert GUIDE_AS_FOLDER_FILE not in rows and f"{GUIDE_AS_FOLDER_FILE} (duplicate)" in done.stderr
    assert len(rows) >= 8  # the home page, about and the six guides


@pytest.mark.parametrize("host, status, what", [(MAINTENANCE_HOST, 503, "is down or in maintenance"),
                                                (RATE_LIMITED_HOST, 429, "limits the crawler's rate")])
def test_a_site_that_says_it_is_unavailable_fails_at_once_with_one_line(web, tmp_path, host, status, what):
    """robots.txt answers, but the home page and the sitemap answer 503 (maintenance) or 429
    (a rate limit) after their retries: the crawl stops there, with exit status 1 and one error
    line, and last week's sample stays. It used to try four more usual sitemap locations and
    verification, for ten minutes when Retry-After asked for longer, and exit 0 with a sample of
    the unverified home page."""
    feed = tmp_path / "sample.csv"
    feed.write_text("last week's sample\n", encoding="utf-8")
    done = crawl(f"http://{host}:{web.port}/", [str(feed)], arguments={"budget": "8", "verify": "20"}, cwd=REPO)
    assert done.returncode == 1, done.stderr[-3000:]
    errors = [line for line in done.stderr.splitlines() if " ERROR: sitesampler: " in line]  # beside Scrapy's retries
    assert errors == [errors[0]] and errors[0].endswith(
        f"sitesampler: http://{host}:{web.port}/ answered HTTP {status} to its home page and its sitemap: the site "
        f"{what}; nothing was sampled, crawl again later (it asks to wait 1 s)"), errors
    assert feed.read_text(encoding="utf-8") == "last week's sample\n"
    requested = [path for name, path in web.requests if name == host]
    assert "/wp-sitemap.xml" not in requested and requested.count("/") <= 3, requested
    assert "render=1" not in done.stderr and "Traceback" not in done.stderr


def test_a_home_page_failing_alone_keeps_its_row(web, tmp_path):
    """The home page answers 503 every time while the sitemap and the posts answer: the sample
    still opens with the home page (WCAG-EM always samples it), its status shown, not verified,
    and the posts are sampled as usual."""
    feed = tmp_path / "homedown.json"
    done = crawl(f"http://{HOME_DOWN_HOST}:{web.port}/", [str(feed)], arguments={"budget": "8", "verify": "20"},
                 cwd=REPO)
    assert done.returncode == 0, done.stderr[-3000:]
    rows = json.loads(feed.read_text(encoding="utf-8"))
    assert rows[0]["reason"] == "home" and rows[0]["url"] == f"http://{HOME_DOWN_HOST}:{web.port}/"
    assert rows[0]["status"] == 503 and not rows[0]["title"]
    assert any("/posts/" in row["url"] and row["status"] == 200 for row in rows[1:])
