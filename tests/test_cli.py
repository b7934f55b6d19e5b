"""The ``sitesampler`` command on files and standard input, and its one-line errors."""

from __future__ import annotations

import gzip
import json
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from sitesampler.core.learned.decider import PASS_NAMES

from .conftest import REPO
from .core_sites import ROOT, worked_example


def sitesampler(*args, stdin=None):
    return subprocess.run([sys.executable, "-m", "sitesampler.cli", *args], input=stdin,
                          capture_output=True, text=True, timeout=120)


@pytest.fixture()
def url_list(tmp_path):
    path = tmp_path / "urls.txt"
    path.write_text("\n".join(worked_example()) + "\n")
    return path


def urlset(urls):
    rows = "".join(f"<url><loc>{u.replace('&', '&amp;')}</loc><lastmod>2024-0{1 + i % 9}-01</lastmod>"
                   f"<priority>0.{i % 10}</priority></url>" for i, u in enumerate(urls))
    return f'<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">{rows}</urlset>'


@pytest.mark.parametrize("delimiter", [",", ";", "\t"])
def test_a_table_of_pages_is_read_by_its_url_column(tmp_path, url_list, delimiter):
    """A CSV or TSV export with a header (an SEO crawler's ``Address`` column, quoted, beside
    its status) gives the templates of its URLs, as the plain list does: read line by line,
    each row was a page whose URL ended in the row's other cells."""
    urls = url_list.read_text().split()
    table = tmp_path / "export.csv"
    table.write_text(delimiter.join(['"Status Code"', '"Address"', '"Title 1"']) + "\n" + "".join(
        delimiter.join(["200", f'"{url}"', f'"Page, {n}"']) + "\n" for n, url in enumerate(urls)))
    listed = sitesampler("templates", str(url_list))
    tabled = sitesampler("templates", str(table))
    assert tabled.returncode == 0, tabled.stderr
    assert tabled.stdout == listed.stdout and len(tabled.stdout.splitlines()) == len(set(urls))


def test_a_crawls_csv_feed_is_read_by_its_url_column(tmp_path, url_list):
    feed = tmp_path / "sample.csv"
    plan = sitesampler("plan", str(url_list), "--budget", "8", "--format", "jsonl")
    rows = [json.loads(line) for line in plan.stdout.splitlines()]
    feed.write_text("rank,url,template\n" + "".join(f"{row['rank']},{row['url']},{row['template']}\n" for row in rows))
    templates = sitesampler("templates", str(feed))
    assert templates.returncode == 0, templates.stderr
    assert sorted(line.split("\t")[0] for line in templates.stdout.splitlines()) == sorted(row["url"] for row in rows)


def test_plan_prints_the_sample_as_json_lines(url_list):
    done = sitesampler("plan", str(url_list), "--root", ROOT, "--budget", "20", "--clusterer", "rules")
    assert done.returncode == 0, done.stderr
    rows = [json.loads(line) for line in done.stdout.splitlines()]
    assert list(rows[0]) == ["rank", "url", "sample", "reason", "page_type", "template", "cluster_size",
                             "lastmod", "priority", "seed", "source", "note", "technologies", "round", "continuity",
                             "replaces", "status", "final_url", "title", "lang", "layout"]
    # plan is URL-only: it fetches nothing, so what a fetch would say stays empty.
    assert {(r["status"], r["final_url"], r["title"], r["lang"], r["layout"]) for r in rows} == {(None, "", "", "", "")}
    structured = [r["template"] for r in rows if r["sample"] == "structured"]
    assert (structured.count("/products/{n}"), structured.count("/blog/{slug}"),
            structured.count("/notice/{n}")) == (8, 3, 1)
    assert sum(r["sample"] == "random" for r in rows) == 2


def test_plan_takes_extra_pages_first_and_the_users_scope(url_list):
    done = sitesampler("plan", str(url_list), "--root", ROOT, "--budget", "10", "--extra", f"{ROOT}products/77",
                       "--include", "/products/,/blog/,^https://shop.example/$", "--exclude", r"/products/1\d$")
    assert done.returncode == 0, done.stderr
    rows = [json.loads(line) for line in done.stdout.splitlines()]
    assert (rows[0]["url"], rows[0]["reason"], rows[0]["source"]) == (f"{ROOT}products/77", "extra", "extra")
    assert {r["template"] for r in rows} == {"/", "/products/{n}", "/blog/{slug}"}
    assert not any(re.search(r"/products/1\d$", r["url"]) for r in rows)


def test_plan_with_a_root_in_a_folder_samples_that_sub_site(url_list):
    """``--root`` naming a folder (with its slash) draws the scope there, as the crawl's address
    does; the evaluation says so. The host's root, or no root, is the whole site."""
    done = sitesampler("plan", str(url_list), "--root", f"{ROOT}blog/", "--budget", "5", "--format", "wcagem")
    assert done.returncode == 0, done.stderr
    scope = json.loads(done.stdout)["defineScope"]["scope"]
    assert scope["title"] == "shop.example/blog/"
    assert scope["description"].startswith("The part of the website shop.example under /blog/: ")
    rows = [json.loads(line) for line in sitesampler("plan", str(url_list), "--root", f"{ROOT}blog/",
                                                     "--budget", "5").stdout.splitlines()]
    assert rows and all(row["url"].startswith(f"{ROOT}blog/") for row in rows)
    assert "\nScope: Only the pages under /blog/.\n" in sitesampler("plan", str(url_list), "--root", f"{ROOT}blog/",
                                                                   "--budget", "5").stderr
    whole = [json.loads(line) for line in sitesampler("plan", str(url_list), "--budget", "5").stdout.splitlines()]
    assert not all(row["url"].startswith(f"{ROOT}blog/") for row in whole)


def test_plan_refuses_a_bad_pattern_in_one_line(url_list):
    done = sitesampler("plan", str(url_list), "--budget", "10", "--exclude", "[")
    assert done.returncode != 0 and "Traceback" not in done.stderr
    assert done.stderr.startswith("sitesampler: error: exclude must be regular expressions")


def test_plan_reads_sitemaps_gzipped_sitemaps_and_stdin_as_separate_sources(tmp_path):
    urls = worked_example()
    (tmp_path / "a.xml").write_text(urlset(urls[:80]))
    (tmp_path / "b.xml.gz").write_bytes(gzip.compress(urlset(urls[80:]).encode()))
    done = sitesampler("plan", str(tmp_path / "a.xml"), str(tmp_path / "b.xml.gz"), "-", "--budget", "5",
                       "--clusterer", "rules", stdin=ROOT + "brand\n")
    assert done.returncode == 0, done.stderr
    rows = [json.loads(line) for line in done.stdout.splitlines()]
    assert rows[0]["url"] == ROOT and rows[0]["seed"] == ROOT  # root inferred from the URLs
    assert all(r["lastmod"] for r in rows if r["url"] != ROOT + "brand")
    report = sitesampler("plan", str(tmp_path / "a.xml"), str(tmp_path / "b.xml.gz"), "-", "--budget", "5",
                         "--clusterer", "rules", "--format", "html", stdin=ROOT + "brand\n").stdout
    for source, pages in (("a.xml", 80), ("b.xml.gz", len(urls) - 80), ("stdin", 1)):
        assert re.search(rf"<th[^>]*>{re.escape(source)}</th>\s*<td[^>]*>{pages}</td>", report), source


def test_templates_lists_every_distinct_page_once(url_list):
    done = sitesampler("templates", str(url_list), "--clusterer", "rules", "--explain")
    assert done.returncode == 0, done.stderr
    lines = [line.split("\t") for line in done.stdout.splitlines() if not line.startswith("#")]
    assert len(lines) == len(worked_example())
    assert dict(lines)[ROOT + "products/7"] == "/products/{n}"
    assert any(line.startswith("#") and "/products/{n}" in line for line in done.stdout.splitlines())


@pytest.mark.parametrize(("args", "message"), [
    (["plan", "{urls}", "--budget", "0"], "budget must be a whole number"),
    (["plan", "{urls}", "--budget", "-3"], "budget must be a whole number"),
    (["plan", "{urls}", "--budget", "two"], "budget must be a whole number"),
    (["plan", "{urls}", "--budget", "5", "--random-share", "1.5"], "random_share must be a number from 0 to 1"),
    (["plan", "{urls}", "--budget", "5", "--root", "ftp://example.com/"], "root must be an absolute http(s) URL"),
    (["plan", "/no/such/file.txt", "--budget", "5"], "cannot read /no/such/file.txt"),
    # an address given where a file is read: how to get the file, or to crawl the site instead
    (["templates", "https://example.com/sitemap.xml"], "plan and templates read files and fetch nothing; save it "
     "first (curl -O https://example.com/sitemap.xml), or sample the site: scrapy crawl sample -a "
     "url=https://example.com/sitemap.xml"),
    (["plan", "{urls}", "--budget", "5", "--root", "https://elsewhere.example/"], "none of the URLs is on the site"),
    (["plan", "{urls}"], "the following arguments are required: --budget"),
    (["templates", "{empty}"], "no http(s) URLs found"),
    (["frobnicate"], "invalid choice"),
    (["demo", "--budget", "abc"], "budget must be a whole number"),
    (["demo", "--colour"], "unrecognized arguments: --colour"),
    # schedule checks with the spider's own rules before it calls any node
    (["schedule", "{urls}", "--scrapyd", "http://127.0.0.1:9", "--budget", "0"], "budget must be a whole number"),
    (["schedule", "{urls}", "--scrapyd", "http://127.0.0.1:9", "--setting", "SITESAMPLER_WORKERS=many"],
     "SITESAMPLER_WORKERS must be a whole number of at least 0, got 'many'"),
    (["schedule", "{urls}", "--scrapyd", "http://127.0.0.1:9", "--setting", "CONCURRENT_REQUESTS=many"],
     "CONCURRENT_REQUESTS must be a whole number, got 'many'"),
    # the crawl's own rule for extra pages (a relative one was dropped without a word)
    (["plan", "{urls}", "--budget", "5", "--extra", "contact"],
     "extra must be absolute http(s) URLs separated by commas, got 'contact'"),
    # a file that is not text, where a sites list or a jobs list is read (a traceback)
    (["schedule", "{binary}", "--scrapyd", "http://127.0.0.1:9"], "cannot read {binary}: it is not UTF-8 text"),
    (["collect", "{binary}", "--scrapyd", "http://127.0.0.1:9"], "cannot read {binary}: it is not UTF-8 text"),
])
def test_bad_input_gets_one_line_and_exit_status_2(tmp_path, url_list, args, message):
    empty = tmp_path / "empty.txt"
    empty.write_text("not a url\n")
    binary = tmp_path / "sites.xlsx"
    binary.write_bytes(b"PK\x03\x04\xff\xfe\x00 a spreadsheet, not a list")
    message = message.format(binary=binary)
    done = sitesampler(*[a.format(urls=url_list, empty=empty, binary=binary) for a in args])
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr.count("\n") == 1 and message in done.stderr
    assert "Traceback" not in done.stderr


@pytest.mark.parametrize("name", ["pa11yci", "lhci", "wcagem", "urls", "html"])
def test_plan_writes_each_tool_format_with_the_same_pages_as_the_json_lines(url_list, name):
    common = ["plan", str(url_list), "--budget", "5", "--clusterer", "rules"]
    rows = [json.loads(line) for line in sitesampler(*common).stdout.splitlines()]
    done = sitesampler(*common, "--format", name)
    assert done.returncode == 0, done.stderr
    for row in rows:
        assert row["url"] in done.stdout
    if name == "pa11yci":
        assert json.loads(done.stdout)["urls"] == [r["url"] for r in rows]
        chrome = json.loads(sitesampler(*common, "--format", name, "--chrome", "/usr/bin/chromium").stdout)
        assert chrome["defaults"]["chromeLaunchConfig"] == {"executablePath": "/usr/bin/chromium"}
    if name == "html":  # every template is charted, picked or not
        assert "/notice/{n}" not in {r["template"] for r in rows} and "/notice/{n}" in done.stdout


def test_a_page_that_needs_access_is_in_the_rows_but_not_in_the_tools_configs():
    """tacktackroom's ``/my-account`` is a sample row, noted, and no test tool is sent to it."""
    sitemap = Path(__file__).resolve().parents[1] / "bench/corpus/sites/tacktackroom/1_en_0_sitemap.xml"
    shop = ["plan", str(sitemap), "--budget", "20"]
    rows = [json.loads(line) for line in sitesampler(*shop).stdout.splitlines()]
    [account] = [row for row in rows if row["url"] == "https://tacktackroom.com/my-account"]
    assert account["note"] == "needs access: behind a login"
    others = [row["url"] for row in rows if row is not account]
    assert json.loads(sitesampler(*shop, "--format", "pa11yci").stdout)["urls"] == others
    assert json.loads(sitesampler(*shop, "--format", "lhci").stdout)["ci"]["collect"]["url"] == others
    assert sitesampler(*shop, "--format", "urls").stdout.splitlines() == others


def test_relative_locs_are_resolved_against_root_and_an_index_among_the_files_is_skipped(tmp_path):
    """Sitemaps written with paths (WordPress core) give a sample offline once --root is known;
    without it, one line says why nothing was found. The index passed beside its children gives
    no pages of its own and is no error."""
    rows = "".join(f"<url><loc>/post/{n}/</loc></url>" for n in range(30))
    (tmp_path / "posts.xml").write_text(f"<urlset>{rows}</urlset>")
    (tmp_path / "index.xml").write_text("<sitemapindex><sitemap><loc>/posts.xml</loc></sitemap></sitemapindex>")
    files = [str(tmp_path / "index.xml"), str(tmp_path / "posts.xml")]
    done = sitesampler("plan", *files, "--root", "https://e.com/", "--budget", "5")
    assert done.returncode == 0, done.stderr
    urls = [json.loads(line)["url"] for line in done.stdout.splitlines()]
    assert len(urls) >= 4 and all(url.startswith("https://e.com/post/") for url in urls)
    done = sitesampler("plan", *files, "--budget", "5")
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and "31 relative <loc> paths need --root" in done.stderr


def test_a_sitemap_built_with_a_default_address_is_read_at_the_root_given(tmp_path):
    """A sitemap a generator wrote with its development address (every <loc> on
    http://localhost:4000/) is read as the paths of the site --root names, with one warning; one
    on another site's host is no such file; without --root the URLs are read where they are."""
    paths = [f"/posts/{n}/" for n in range(12)] + ["/about/"]
    built = tmp_path / "sitemap.xml"
    built.write_text(urlset([f"http://localhost:4000{path}" for path in paths]))
    done = sitesampler("templates", str(built), "--root", "https://blog.org/")
    assert done.returncode == 0, done.stderr
    assert {line.split("\t")[0] for line in done.stdout.splitlines()} == {f"https://blog.org{path}" for path in paths}
    assert warnings(done.stderr) == ["sitesampler: warning: sitemap.xml lists its 13 pages on http://localhost:4000, an "
                                     "address of the machine that built it, not of https://blog.org/: read as paths "
                                     "of https://blog.org/"]
    assert sitesampler("templates", str(built)).stdout.startswith("http://localhost:4000/")
    staging = tmp_path / "staging.xml"
    staging.write_text(urlset([f"https://staging.blog.net{path}" for path in paths]))
    done = sitesampler("templates", str(staging), "--root", "https://blog.org/")
    assert done.returncode == 2 and done.stderr == ("sitesampler: error: none of the URLs is on the site "
                                                    "https://blog.org/ (use --root to choose the site)\n")


def warnings(stderr: str) -> list[str]:
    """The warning lines of ``plan``'s standard error (its summary follows them)."""
    return [line for line in stderr.splitlines() if line.startswith("sitesampler: warning: ")]


CASSANDRA = REPO / "bench" / "corpus" / "sites" / "cassandra-docs" / "sitemap.xml"


def test_a_home_page_in_a_folder_is_inferred_and_said_in_one_warning_line():
    """cassandra.apache.org lists no "/" but its home page, /_/index.html: without --root the
    budget-10 sample still has the home and contact pages, as with --root, and one line on
    standard error names the root taken and how to choose another."""
    done = sitesampler("plan", str(CASSANDRA), "--budget", "10")
    assert done.returncode == 0, done.stderr
    rows = [json.loads(line) for line in done.stdout.splitlines()]
    home = "https://cassandra.apache.org/_/index.html"
    assert (rows[0]["url"], rows[0]["page_type"]) == (home, "home")
    assert "contact" in {row["page_type"] for row in rows}
    [warning] = warnings(done.stderr)
    assert home in warning and "--root" in warning
    given = sitesampler("plan", str(CASSANDRA), "--budget", "10", "--root", home)
    assert given.stdout == done.stdout and warnings(given.stderr) == []


def test_a_listed_root_page_is_taken_without_a_warning_and_a_missing_one_is_said(url_list, tmp_path):
    done = sitesampler("plan", str(url_list), "--budget", "5")
    assert done.returncode == 0 and warnings(done.stderr) == []
    assert json.loads(done.stdout.splitlines()[0])["url"] == ROOT
    without = tmp_path / "without-home.txt"
    without.write_text("".join(f"{url}\n" for url in worked_example() if url != ROOT))
    done = sitesampler("plan", str(without), "--budget", "5")
    assert done.returncode == 0, done.stderr
    assert "home" not in {json.loads(line)["page_type"] for line in done.stdout.splitlines()}
    [warning] = warnings(done.stderr)
    assert f"{ROOT} is not listed" in warning and "--root" in warning


def test_offline_relative_locs_resolve_as_if_the_file_sat_in_the_top_folder_of_the_root():
    """A saved file does not say where on the site it came from: its relative locs resolve
    (RFC 3986) as if it were /sitemap.xml on the root's host, whatever folder --root names."""
    locs = ["page", "./docs/a", "../up/b", "/abs/c", "//e.com/abs/d", "https//e.com/lost-colon"]
    body = "".join(f"<url><loc>{loc}</loc></url>" for loc in locs)
    done = sitesampler("templates", "-", "--root", "https://e.com/_/index.html", stdin=f"<urlset>{body}</urlset>")
    assert done.returncode == 0, done.stderr
    assert sorted(line.split("\t")[0] for line in done.stdout.splitlines()) == [
        "https://e.com/abs/c", "https://e.com/abs/d", "https://e.com/docs/a", "https://e.com/page",
        "https://e.com/up/b"]


def test_the_command_line_loads_no_scrapy_or_twisted():
    """``sitesampler --help``, ``schedule`` and ``collect`` must start at once and must not
    depend on the crawler: importing the command (and the scrapyd client it registers) loads
    neither Scrapy nor Twisted."""
    probe = ("import sys, sitesampler.cli; "
             "print(sorted({m.split('.')[0] for m in sys.modules} & {'scrapy', 'twisted'}))")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"
    assert sitesampler("--help").returncode == 0


def test_a_huge_file_is_refused_after_reading_its_first_100_mb(tmp_path):
    """A 1 GB file is refused with one line, after reading at most the cap, instead of being
    read whole (gigabytes of memory, minutes)."""
    huge = tmp_path / "huge.txt"
    with huge.open("wb") as file:
        file.truncate(2**30)  # sparse: costs no disk
    started = time.monotonic()
    done = sitesampler("templates", str(huge))
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and "is larger than 100 MB" in done.stderr
    assert time.monotonic() - started < 30


def test_templates_explain_names_the_pass_that_decided_each_template(url_list):
    done = sitesampler("templates", str(url_list), "--explain")
    assert done.returncode == 0, done.stderr
    explained: dict[str, list[str]] = {}
    template = ""  # the template whose evidence lines follow
    for line in done.stdout.splitlines():
        if line.startswith("#          "):
            explained[template].append(line.removeprefix("#          "))
        elif line.startswith("#"):
            template = line.split()[2]
            explained[template] = []
    assert explained["/blog/{slug}"][0].startswith("open_slots: slot 2 {slug}: ")
    assert explained["/products/{n}"] == ["lexical slots {n}: strong types are variable by themselves"]
    named = PASS_NAMES | {"lexical slots", "literal path"}
    assert all(line.partition(": ")[0].partition(" {")[0] in named
               for lines in explained.values() for line in lines)


def test_help_is_plain_text_with_the_version_and_every_option_explained():
    done = sitesampler("--help")
    assert done.returncode == 0 and "``" not in done.stdout and "scrapy crawl sample -a url=URL" in done.stdout
    assert "2 a usage error" in done.stdout
    version = sitesampler("--version")
    assert version.returncode == 0 and re.fullmatch(r"sitesampler( \d+\.\d+\.\d+\S*)?\n", version.stdout)
    plan = sitesampler("plan", "--help").stdout
    assert "learned: templates learned from the site's own URLs" in plan


def test_a_bare_command_shows_the_usage_line_and_dash_v_the_version():
    bare = sitesampler()
    assert bare.returncode == 2 and bare.stdout == ""
    usage, error = bare.stderr.splitlines()
    assert usage.startswith("usage: sitesampler [-h] [-V] {templates,plan,demo,schedule,collect}")
    assert error.startswith("sitesampler: error: give a command: templates, plan, demo, schedule or collect")
    for flag in ("-V", "--version"):
        version = sitesampler(flag)
        assert version.returncode == 0 and re.fullmatch(r"sitesampler( \d+\.\d+\.\d+\S*)?\n", version.stdout)


def test_demo_help_is_plain_text():
    done = sitesampler("demo", "--help")
    assert done.returncode == 0 and done.stdout.startswith("usage: sitesampler demo")
    assert "``" not in done.stdout and "Sample the bundled demo shop, served on 127.0.0.1" in done.stdout


def test_plan_prints_a_one_screen_summary_on_standard_error(url_list):
    done = sitesampler("plan", str(url_list), "--root", ROOT, "--budget", "20", "--clusterer", "rules")
    assert done.returncode == 0, done.stderr
    rows = [json.loads(line) for line in done.stdout.splitlines()]  # standard output is the sample alone
    lines = done.stderr.splitlines()
    assert len(lines) <= 30
    assert lines[0] == (f"Sample of {ROOT}: {len(rows)} pages (20 structured, {len(rows) - 20} random) "
                        f"from 170 distinct URLs (urls.txt 170)")
    products = next(line for line in lines if "/products/{n}" in line).split()
    assert products == ["/products/{n}", "120", "pages", str(sum(r["template"] == "/products/{n}" for r in rows)),
                        "picked", "(content)"]
    assert lines[-1].startswith("Technologies relied upon: ")


def test_an_offline_plan_says_it_read_the_given_files_not_the_site(url_list):
    common = ["plan", str(url_list), "--root", ROOT, "--budget", "5"]
    evaluation = json.loads(sitesampler(*common, "--format", "wcagem").stdout)
    scope = evaluation["defineScope"]["scope"]["description"]
    assert "as explored from the files given to sitesampler plan (urls.txt)." in scope
    assert "robots.txt" not in scope and "navigation" not in scope
    report = sitesampler(*common, "--format", "html").stdout
    assert "listed in the files given to sitesampler plan (urls.txt)." in report
    assert "The pages were read from the URL lists and sitemap files given" in report
    assert "robots.txt, sitemaps and home page" not in report


def test_ctrl_c_is_one_line_and_status_130_not_a_traceback():
    """``sitesampler templates -`` typed without a pipe waits for standard input; the user
    presses Ctrl-C. (``collect`` waiting for its jobs is the same.)"""
    # Ctrl-C reaches a command started from a terminal; a suite run in the background of a
    # script (``bash .ci/run &``) ignores SIGINT, and its children inherit that: restored here.
    process = subprocess.Popen([sys.executable, "-m", "sitesampler.cli", "templates", "-"], stdin=subprocess.PIPE,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    time.sleep(4)  # started (half a second on an idle machine), and reading
    process.send_signal(signal.SIGINT)
    _, err = process.communicate(timeout=30)
    process.stdin.close()
    assert process.returncode == 130 and err == "sitesampler: interrupted\n", err
