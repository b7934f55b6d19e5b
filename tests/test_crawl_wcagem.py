"""The WCAG-EM 2.0 must-haves in a real crawl of tests/wcagem_site.py: the home page's
navigation brings the common pages the sitemap left out, robots.txt-disallowed pages are listed
as in scope and never requested, a PDF is sampled, the technologies name the generator and PDF,
and every output says so."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from sitesampler.testing.crawling import crawl
from tests.conftest import REPO, csv_rows
from tests.nodetools import SCRIPTS, node_json, require
from tests.wcagem_site import AWKWARD, HOST


@pytest.fixture(scope="module")
def outputs(web, tmp_path_factory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("wcagem")
    files = {"csv": folder / "sample.csv", "wcagem": folder / "evaluation.json", "html": folder / "report.html"}
    done = crawl(f"http://{HOST}:{web.port}/", [str(files["csv"]), f"{files['wcagem']}:wcagem",
                                                 f"{files['html']}:html"],
                 arguments={"budget": "20"}, cwd=REPO)
    assert done.returncode == 0, done.stderr[-3000:]
    files["log"] = folder / "crawl.log"
    files["log"].write_text(done.stderr, encoding="utf-8")
    return files


def test_navigation_brings_login_search_and_the_accessibility_statement(outputs, web):
    rows = {row["url"].removeprefix(f"http://{HOST}:{web.port}"): row for row in csv_rows(outputs["csv"])}
    for path, page_type in (("/account/login", "login"), ("/search", "search"),
                            ("/accessibility-statement", "accessibility-statement")):
        assert rows[path]["source"] == "navigation" and rows[path]["page_type"] == page_type
        assert rows[path]["sample"] == "structured"
    # A navigation link of no common type is a navigation link too (linked from the footer).
    assert "/about" in rows and rows["/about"]["source"] == "navigation"


def test_disallowed_pages_are_in_scope_needing_access_and_never_requested(outputs, web):
    requested = {path for host, path in web.requests if host.startswith(HOST)}
    assert requested == {"/", "/robots.txt", "/sitemap.xml"}
    rows = csv_rows(outputs["csv"])
    assert not any("/cart" in row["url"] or "/checkout" in row["url"] for row in rows)
    origin = f"http://{HOST}:{web.port}"
    evaluation = json.loads(outputs["wcagem"].read_text(encoding="utf-8"))
    essential = evaluation["exploreTarget"]["essentialFunctionality"]
    for path, page_type in (("/cart", "form"), ("/checkout", "form")):
        line = f"{origin}{path} ({page_type}): robots.txt disallows crawling it"
        assert line in essential
        assert line in outputs["log"].read_text(encoding="utf-8")
    report = outputs["html"].read_text(encoding="utf-8")
    assert "In scope, needs access" in report and f"{origin}/checkout (form)" in report


def test_a_pdf_is_sampled_and_the_technologies_name_the_generator_and_pdf(outputs, web):
    rows = csv_rows(outputs["csv"])
    documents = [row for row in rows if row["reason"] == "document"]
    assert {row["template"] for row in documents} == {"{document}.pdf", "{document}.xls"}
    assert any(row["url"].endswith("/files/annual-report-2026.pdf") for row in documents)  # linked, not listed
    technologies = rows[0]["technologies"].split("; ")
    assert technologies[:4] == ["HTML", "CSS", "JavaScript", "WAI-ARIA"] and "PDF" in technologies
    assert "WordPress 6.5.2 (meta generator)" in technologies and "WordPress" in technologies
    assert all(row["technologies"] == rows[0]["technologies"] for row in rows)
    assert "WordPress 6.5.2 (meta generator)" in outputs["html"].read_text(encoding="utf-8")
    assert "Technologies relied upon: HTML; CSS" in outputs["log"].read_text(encoding="utf-8")


def test_the_report_tool_keeps_one_sample_per_url_with_technologies(outputs, web):
    require("jsonld")
    opened = node_json(SCRIPTS / "report-tool-open.js", outputs["wcagem"])
    samples = opened["structuredSample"] + opened["randomSample"]
    rows = csv_rows(outputs["csv"])
    assert len({s["id"] for s in samples}) == len(samples) == len(rows)
    awkward = [row for row in rows if any(row["url"].endswith(path) for path in AWKWARD)]
    assert awkward and all("%" in s["id"] for s in samples if "blog" in s["id"] or "t-shirt" in s["id"])
    assert "PDF" in opened["technologies"] and "HTML" in opened["technologies"]
    assert "Login page, template /account/login" in opened["essentialFunctionality"]
    assert opened["date"]


def test_extra_pages_go_first_and_exclude_leaves_pages_out(web, tmp_path):
    origin = f"http://{HOST}:{web.port}"
    feed = tmp_path / "sample.csv"
    done = crawl(f"{origin}/", [str(feed)], cwd=REPO,
                 arguments={"budget": "10", "extra": f"{origin}/products/7,{origin}/blog/글-둘", "exclude": "/blog/,\\.xlsx$"})
    assert done.returncode == 0, done.stderr[-3000:]
    rows = csv_rows(feed)
    assert [(row["url"], row["reason"], row["source"]) for row in rows[:2]] == [
        (f"{origin}/products/7", "extra", "extra"), (f"{origin}/blog/글-둘", "extra", "extra")]
    assert sum(1 for row in rows if row["sample"] == "structured") == 10
    assert not any("/blog/" in row["url"] or row["url"].endswith(".xlsx") for row in rows[2:])
    assert "'sitesampler/excluded_by_user': 4" in done.stderr  # three blog posts, the workbook


def test_a_comma_in_an_extra_url_or_a_pattern_is_the_urls_or_the_patterns(web, tmp_path):
    """Commas separate the items of ``extra``, ``include`` and ``exclude``, but a URL may hold one
    (``/products/t-shirt,wool``) and so may a pattern (``\\d{1,2}``, ``[,]``): the list is split
    only where the next item starts (an address; a comma outside brackets)."""
    origin = f"http://{HOST}:{web.port}"
    feed = tmp_path / "sample.csv"
    extra = [f"{origin}/about", f"{origin}/products/t-shirt,wool"]
    done = crawl(f"{origin}/", [str(feed)], cwd=REPO, arguments={
        "budget": "10", "verify": "0", "extra": ",".join(extra), "include": r"^[^,]*/products/\d{1,2}$,/about"})
    assert done.returncode == 0, done.stderr[-3000:]
    rows = csv_rows(feed)
    assert [row["url"] for row in rows if row["reason"] == "extra"] == extra
    others = [row["url"].removeprefix(origin) for row in rows if row["reason"] not in ("extra", "home")]
    assert others and all(re.fullmatch(r"/products/\d{1,2}", path) for path in others), others


@pytest.mark.parametrize(("argument", "value", "message"), [
    ("include", "(", "include must be regular expressions separated by commas; '(':"),
    ("extra", "/relative", "extra must be absolute http(s) URLs separated by commas, got '/relative'"),
])
def test_bad_scope_arguments_are_one_line(web, tmp_path, argument, value, message):
    done = crawl(f"http://{HOST}:{web.port}/", [str(tmp_path / "sample.csv")], arguments={argument: value}, cwd=REPO)
    assert done.returncode != 0 and message in done.stderr and "Traceback" not in done.stderr
    assert not (tmp_path / "sample.csv").exists()


def test_a_rerun_continues_a_sample_holding_documents(outputs, web, tmp_path):
    """The re-run of WCAG-EM reads the previous sample back, its document rows included: they
    are rows of the sample, not pages of another site, and stay while the site lists them."""
    again = tmp_path / "again.csv"
    done = crawl(f"http://{HOST}:{web.port}/", [str(again)], arguments={"budget": "20", "previous": str(outputs["csv"])},
                 cwd=REPO)
    assert done.returncode == 0, done.stderr[-3000:]
    first, rows = csv_rows(outputs["csv"]), csv_rows(again)
    assert [row["url"] for row in rows] == [row["url"] for row in first]
    documents = [row for row in rows if row["reason"] == "document"]
    assert len(documents) == 2 and {row["continuity"] for row in documents} == {"kept"}


def test_an_essential_document_the_user_names_is_sampled_and_never_fetched(web, tmp_path):
    """``-a extra=`` naming a PDF no sitemap or link gives: a row of its own, for its type, in
    place of the stratum's PDF; like every document row it is audited as a document, so the
    crawl does not request it."""
    origin = f"http://{HOST}:{web.port}"
    feed = tmp_path / "extra.csv"
    before = len(web.requests)
    done = crawl(f"{origin}/", [str(feed)], arguments={"budget": "20", "extra": f"{origin}/files/essential-guide.pdf",
                                                       "verify": "20"}, cwd=REPO)
    assert done.returncode == 0, done.stderr[-3000:]
    rows = csv_rows(feed)
    assert (rows[0]["url"], rows[0]["reason"], rows[0]["page_type"]) == \
        (f"{origin}/files/essential-guide.pdf", "extra", "document")
    assert [row["template"] for row in rows if row["page_type"] == "document"].count("{document}.pdf") == 1
    assert not any(path.endswith(".pdf") for host, path in web.requests[before:])


def test_extra_urls_the_sample_cannot_hold_are_named_in_the_log_and_the_report(web, tmp_path):
    """An essential page the user names is never dropped without a word: another site's URL,
    an image and a logout link are left out of the sample, and the log summary and the report
    say which and why."""
    origin = f"http://{HOST}:{web.port}"
    feed, report = tmp_path / "extra.csv", tmp_path / "report.html"
    extra = ["https://elsewhere.example/essential", f"{origin}/img/logo.png", f"{origin}/account/logout",
             f"{origin}/about"]
    done = crawl(f"{origin}/", [str(feed), f"{report}:html"], arguments={"budget": "20", "extra": ",".join(extra)},
                 cwd=REPO)
    assert done.returncode == 0, done.stderr[-3000:]
    assert [row["url"] for row in csv_rows(feed) if row["reason"] == "extra"] == [f"{origin}/about"]
    line = (f"Extra pages left out (3): https://elsewhere.example/essential (not on the site) | "
            f"{origin}/img/logo.png (neither a page nor a document) | {origin}/account/logout (it acts: state change)")
    assert line in done.stderr
    assert "Extra pages left out (3)" in report.read_text(encoding="utf-8")


def test_rows_no_verify_can_fetch_are_not_said_to_wait_for_a_larger_verify(web, tmp_path):
    """An extra page robots.txt disallows and an extra document are rows verification never
    fetches, whatever ``verify`` is: the log names the first as a page that needs access, and
    neither as a row a larger ``verify`` would check."""
    origin = f"http://{HOST}:{web.port}"
    feed = tmp_path / "extra.csv"
    done = crawl(f"{origin}/", [str(feed)], arguments={
        "budget": "10", "verify": "20", "extra": f"{origin}/checkout,{origin}/files/essential-guide.pdf"}, cwd=REPO)
    assert done.returncode == 0, done.stderr[-3000:]
    assert [row["url"] for row in csv_rows(feed)][:2] == [f"{origin}/checkout", f"{origin}/files/essential-guide.pdf"]
    assert f"{origin}/checkout (form): robots.txt disallows crawling it" in done.stderr
    waiting = [line for line in done.stderr.splitlines() if "Not fetched, verify ran out" in line]
    assert not any("/checkout" in line or ".pdf" in line for line in waiting), waiting
