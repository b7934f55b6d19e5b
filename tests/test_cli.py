"""The ``sitesampler`` command on files and standard input, and its one-line errors."""

from __future__ import annotations

import gzip
import json
import re
import subprocess
import sys
import time

import pytest

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
])
def test_bad_input_gets_one_line_and_exit_status_2(tmp_path, url_list, args, message):
    empty = tmp_path / "empty.txt"
    empty.write_text("not a url\n")
    done = sitesampler(*[a.format(urls=url_list, empty=empty) for a in args])
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


def test_help_is_plain_text_with_the_version_and_every_option_explained():
    done = sitesampler("--help")
    assert done.returncode == 0 and "``" not in done.stdout and "scrapy crawl sample -a url=URL" in done.stdout
    assert "2 a usage error" in done.stdout
    version = sitesampler("--version")
    assert version.returncode == 0 and re.fullmatch(r"sitesampler( \d+\.\d+\.\d+\S*)?\n", version.stdout)
    plan = sitesampler("plan", "--help").stdout
    assert "learned: templates learned from the site's own URLs" in plan
