"""``scrapy crawl sample -a previous=... -a rotate=... -a round=...``: real crawls of the loopback
web that continue an earlier sample, and the one line every unusable previous sample gets."""

from __future__ import annotations

import json
import socket
import subprocess

import pytest

from sitesampler.testing.crawling import crawl, crawl_command, crawl_environment
from sitesampler.testing.server import Page, VirtualHostServer, serve
from tests.conftest import REPO, csv_rows


def sample_of(web: VirtualHostServer, tmp_path, name: str, *extra_outputs: str, **arguments: str):
    site = f"http://big.test:{web.port}/"
    feed = tmp_path / f"{name}.csv"
    done = crawl(site, [str(feed), *extra_outputs], arguments={"budget": "8", **arguments}, cwd=REPO)
    assert done.returncode == 0, done.stderr[-3000:]
    return csv_rows(feed), done


def test_a_weekly_crawl_appending_to_one_csv_continues_its_last_run(web: VirtualHostServer, tmp_path):
    """``-o history.csv -a previous=history.csv`` every week: the file holds every run, one
    after the other, and each week continues the last one. Read whole, it was the union of
    every run, so the pages an earlier week replaced came back."""
    site, history = f"http://big.test:{web.port}/", tmp_path / "history.csv"

    def week(**arguments: str) -> list[dict[str, str]]:
        command = crawl_command(site, [], arguments={"budget": "8", **arguments})
        done = subprocess.run([*command, "-o", str(history)], cwd=REPO, env=crawl_environment(), capture_output=True,
                              text=True, timeout=120, check=False)
        assert done.returncode == 0, done.stderr[-3000:]
        rows = csv_rows(history)
        return rows[max(number for number, row in enumerate(rows) if row["rank"] == "1"):]

    first = week()
    second = week(previous=str(history), rotate="0.5")
    replaced = {row["replaces"] for row in second if row["continuity"] == "replaced"}
    assert replaced and replaced <= {row["url"] for row in first}
    third = week(previous=str(history))
    assert {row["round"] for row in third} == {"2"}
    assert [row["url"] for row in third] == [row["url"] for row in second]
    assert {row["continuity"] for row in third} == {"kept"}


def test_a_wcagem_evaluation_edited_in_the_report_tool_continues_as_the_auditor_left_it(
        web: VirtualHostServer, tmp_path):
    """The auditor opened the crawl's evaluation in the W3C Report Tool, took a page out of the
    sample, and saved it (compacted JSON-LD: a random sample of one page is that page). The next
    crawl, given that file as ``previous``, keeps every page left there, the random one as
    random, and not the page taken out."""
    first, _ = sample_of(web, tmp_path, "first", str(tmp_path / "evaluation.json:wcagem"))
    evaluation = json.loads((tmp_path / "evaluation.json").read_text(encoding="utf-8"))
    structured = evaluation["selectSample"]["structuredSample"]
    removed = structured.pop()  # the auditor's edit
    random_pages = evaluation["selectSample"]["randomSample"]
    assert len(random_pages) == 1
    evaluation["selectSample"]["randomSample"] = random_pages[0]
    (tmp_path / "saved.json").write_text(json.dumps(evaluation), encoding="utf-8")

    again, done = sample_of(web, tmp_path, "again", previous=str(tmp_path / "saved.json"))
    kept = {row["url"]: row["sample"] for row in again if row["continuity"] == "kept"}
    assert set(kept) == {row["url"] for row in first} - {removed["description"].split()[0]}, done.stderr[-2000:]
    assert [sample for url, sample in kept.items() if sample == "random"] == ["random"]


def test_a_crawl_continues_its_previous_sample_and_marks_every_page(web: VirtualHostServer, tmp_path):
    first, _ = sample_of(web, tmp_path, "first")
    assert {row["continuity"] for row in first} == {"new"} and {row["round"] for row in first} == {"0"}

    again, done = sample_of(web, tmp_path, "again", str(tmp_path / "report.html:html"),
                            str(tmp_path / "evaluation.json:wcagem"), previous=str(tmp_path / "first.csv"))
    assert [row["url"] for row in again] == [row["url"] for row in first]  # the site did not change
    assert {row["continuity"] for row in again} == {"kept"} and {row["round"] for row in again} == {"1"}
    assert "Round 1 against the previous sample: 9 kept, 0 replaced, 0 new" in done.stderr
    assert "<td>kept</td>" in (tmp_path / "report.html").read_text()
    specifics = json.loads((tmp_path / "evaluation.json").read_text())["reportFindings"]["evaluationSpecifics"]
    assert "Re-run of the evaluation sampled on " in specifics and "9 pages kept" in specifics

    rotated, _ = sample_of(web, tmp_path, "rotated", previous=str(tmp_path / "again.csv"), rotate="0.5",
                           round="7")
    replaced = [row for row in rotated if row["continuity"] == "replaced"]
    assert replaced and {row["round"] for row in rotated} == {"7"}
    assert {row["replaces"] for row in replaced} <= {row["url"] for row in again} - {row["url"] for row in rotated}
    assert [row["url"] for row in rotated if row["reason"] in ("home", "representative")] == \
        [row["url"] for row in again if row["reason"] in ("home", "representative")]
    same, _ = sample_of(web, tmp_path, "same", previous=str(tmp_path / "again.csv"), rotate="0.5", round="7")
    assert same == rotated


def test_a_previous_page_the_site_no_longer_has_is_named_in_the_summary_and_the_evaluation(web: VirtualHostServer,
                                                                                            tmp_path):
    """The previous sample lists a page the site no longer has: no row holds or replaces it,
    so the summary and the WCAG-EM evaluation's method name it, with why."""
    first, _ = sample_of(web, tmp_path, "first")
    gone = f"http://big.test:{web.port}/a-page-since-removed"
    previous = tmp_path / "previous.json"
    previous.write_text(json.dumps([*first, {**first[-1], "url": gone, "rank": str(len(first) + 1)}]),
                        encoding="utf-8")
    again, done = sample_of(web, tmp_path, "again", str(tmp_path / "evaluation.json:wcagem"), previous=str(previous))
    assert [row["url"] for row in again] == [row["url"] for row in first]
    assert f"Previous page not in this sample: {gone} (no longer found)" in done.stderr
    specifics = json.loads((tmp_path / "evaluation.json").read_text())["reportFindings"]["evaluationSpecifics"]
    assert f"Not in this sample: {gone} (no longer found)." in specifics


def closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.mark.parametrize("previous, expected", [
    ("missing.csv", "cannot read previous sample missing.csv"),
    ("other.jl", "previous sample is of another site: its seed is https://elsewhere.example/"),
    ("urls.txt", "previous sample lists https://elsewhere.example/page, which is not a page of"),
    ("garbage.csv", "is not a sample: expected the CSV, JSON or JSON lines feed"),
    ("http://127.0.0.1:{port}/items/job.jl", "cannot fetch previous sample http://127.0.0.1:{port}/items/job.jl"),
])
def test_an_unusable_previous_sample_is_one_line_and_a_failure(web: VirtualHostServer, tmp_path, previous,
                                                              expected):
    (tmp_path / "other.jl").write_text(json.dumps({"url": "https://elsewhere.example/",
                                                   "seed": "https://elsewhere.example/"}) + "\n")
    (tmp_path / "urls.txt").write_text("https://elsewhere.example/page\n")
    (tmp_path / "garbage.csv").write_text("name,size\nx,1\n")
    port = closed_port()
    result = crawl(f"http://big.test:{web.port}/", [str(tmp_path / "s.csv")],
                   arguments={"previous": previous.format(port=port)}, cwd=tmp_path)
    assert result.returncode != 0
    lines = [line for line in result.stderr.splitlines() if expected.format(port=port) in line]
    assert len(lines) == 1, result.stderr[-2000:]
    assert "Traceback" not in result.stderr and not (tmp_path / "s.csv").exists()


@pytest.mark.parametrize("allow_private", ["0", "1"])
def test_a_crawl_follows_a_redirect_of_its_previous_url_only_where_it_may_crawl(web: VirtualHostServer, tmp_path,
                                                                                 allow_private):
    """The previous URL is fetched as given; its server's redirect to a loopback address is
    followed only under SITESAMPLER_ALLOW_PRIVATE_HOSTS=1, as the crawl's own requests are, and
    refused in one line before anything of the site is fetched."""
    first, _ = sample_of(web, tmp_path, "first")
    with serve(lambda port: {"127.0.0.1": {
            "/moved.csv": Page(status=302, headers=(("Location", f"http://127.0.0.1:{port}/first.csv"),)),
            "/first.csv": Page((tmp_path / "first.csv").read_bytes())}}) as server:
        before = len(web.requests)
        done = crawl(f"http://big.test:{web.port}/", [str(tmp_path / "again.csv")],
                     arguments={"budget": "8", "previous": f"http://127.0.0.1:{server.port}/moved.csv"},
                     settings={"SITESAMPLER_ALLOW_PRIVATE_HOSTS": allow_private}, cwd=REPO)
        requested = [path for _, path in server.requests]
    if allow_private == "1":
        assert done.returncode == 0, done.stderr[-3000:]
        assert requested == ["/moved.csv", "/first.csv"]
        assert {row["continuity"] for row in csv_rows(tmp_path / "again.csv")} == {"kept"}
        return
    assert done.returncode != 0 and requested == ["/moved.csv"] and len(web.requests) == before
    said = [line for line in done.stderr.splitlines() if "refusing to follow a redirect to 127.0.0.1" in line]
    assert len(said) == 1 and "Traceback" not in done.stderr, done.stderr[-2000:]


def test_worker_processes_continue_the_previous_sample_the_same_way(web: VirtualHostServer, tmp_path):
    first, _ = sample_of(web, tmp_path, "first", budget="4")
    previous = {"previous": str(tmp_path / "first.csv"), "rotate": "0.5", "budget": "4"}
    alone, _ = sample_of(web, tmp_path, "alone", **previous)
    site = f"http://big.test:{web.port}/"
    done = crawl(site, [str(tmp_path / "workers.csv")], arguments=previous,
                 settings={"SITESAMPLER_WORKERS": "2", "SITESAMPLER_WORKER_AFTER": "0"}, cwd=REPO)
    assert done.returncode == 0, done.stderr[-3000:]
    assert "'sitesampler/sampler_processes': 3" in done.stderr
    assert csv_rows(tmp_path / "workers.csv") == alone and {row["round"] for row in alone} == {"1"}
