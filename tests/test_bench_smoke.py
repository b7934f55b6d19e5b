"""The benchmark still runs: a tiny site through the generator, the server, the raw baseline and
the real crawl, with the report table and the identity checks. No timing is asserted."""

from __future__ import annotations

import csv
import doctest
import json
import re
import subprocess
import sys
from pathlib import Path
from urllib.parse import urlsplit

REPO = Path(__file__).resolve().parents[1]


def test_bench_produces_the_report(tmp_path: Path) -> None:
    out = tmp_path / "PERFORMANCE.md"
    out.write_text("# Performance\n\nprose kept\n")
    command = [sys.executable, str(REPO / "bench" / "performance.py"), "--urls", "2000", "--repeat", "1",
               "--scaling", "", "--clusterers", "rules", "--workers", "0,2", "--no-peers", "--workdir", str(tmp_path / "work"),
               "--out", str(out)]
    result = subprocess.run(command, capture_output=True, text=True, timeout=120, check=False)
    assert result.returncode == 0, result.stderr[-3000:]
    report = out.read_text()
    assert report.startswith("# Performance\n\nprose kept\n")
    assert "| raw lxml iterparse |" in report
    assert "| CPU throughput vs raw |" in report and "| CPU vs floor |" in report
    assert "| scrapy crawl sample (clusterer=rules) |" in report
    assert "| scrapy crawl sample, no clustering (the floor) |" in report
    assert "identical across two runs: yes" in report
    assert "identical with CONCURRENT_REQUESTS 1 vs 16: yes" in report
    assert "| scrapy crawl sample (clusterer=rules, 2 workers) |" in report
    assert "identical with SITESAMPLER_WORKERS 0 vs 2: yes" in report
    sample = (tmp_path / "work" / "sample-bench.csv").read_text().splitlines()
    # The synthetic site answers its pages 404: verification sets aside the rows it fetched and
    # presumes dead the templates whose fetched pages all were; the home page stays, and no row
    # is a page it fetched dead.
    header = sample[0].split(",")
    rows = [dict(zip(header, line.split(","))) for line in sample[1:]]
    assert rows[0]["reason"] == "home" and rows[0]["status"] == "200"
    assert not [row for row in rows if row["status"] and row["status"] != "200"]


def test_bench_times_the_next_weeks_crawl_with_previous(tmp_path: Path) -> None:
    """``--previous``: the timed crawls continue the URL-only sample of an untimed one; its rows
    are fetched, answer 404 and are named as left, and the home page is kept."""
    work = tmp_path / "work"
    command = [sys.executable, str(REPO / "bench" / "performance.py"), "--urls", "2000", "--repeat", "1",
               "--scaling", "", "--clusterers", "learned", "--no-peers", "--previous", "--workdir", str(work)]
    result = subprocess.run(command, capture_output=True, text=True, timeout=120, check=False)
    assert result.returncode == 0, result.stderr[-3000:]
    assert "identical across two runs: yes" in result.stdout
    with (work / "previous.csv").open(newline="") as handle:
        previous = list(csv.DictReader(handle))
    with (work / "sample.csv").open(newline="") as handle:
        rows = list(csv.DictReader(handle))
    assert len(previous) > 10 and {row["status"] for row in previous} == {""}  # URLs alone
    assert rows[0]["reason"] == "home" and rows[0]["continuity"] == "kept"
    left = re.search(r"'sitesampler/continuity_left': (\d+)", (work / "stderr.log").read_text())
    assert left and int(left.group(1)) == len(previous) - len(rows)


def test_the_stage_and_clusterer_benchmarks_still_run() -> None:
    """``bench/stages.py``, ``bench/scale.py``, ``bench/compare.py``, ``bench/link_selection.py``
    and ``bench/probe_cost.py`` drive the core's and the crawl's internals (a replacement
    clusterer, the recorded ingest arguments, another revision's tree, a page's link selection,
    a probe's record): they must follow their interfaces."""
    stages = subprocess.run([sys.executable, str(REPO / "bench" / "stages.py"), "--urls", "2000"],
                            capture_output=True, text=True, timeout=120, check=False)
    assert stages.returncode == 0, stages.stderr[-3000:]
    assert "SiteSampler.add_listings, clusterer=learned" in stages.stdout
    assert "learned ingest_leaves (batches)" in stages.stdout
    assert "learned ingest_leaf (folder lane, one by one)" in stages.stdout
    assert "worker hand-off, worker side (received)" in stages.stdout
    scale = subprocess.run([sys.executable, str(REPO / "bench" / "scale.py"), "--one", "2000"],
                           capture_output=True, text=True, timeout=120, check=False)
    assert scale.returncode == 0, scale.stderr[-3000:]
    assert scale.stdout.startswith("| 2,000 |")
    isolated = subprocess.run([sys.executable, str(REPO / "bench" / "scale.py"), "--isolated", "2000"],
                              capture_output=True, text=True, timeout=120, check=False)
    assert isolated.returncode == 0, isolated.stderr[-3000:]
    compare = subprocess.run([sys.executable, str(REPO / "bench" / "compare.py"), "HEAD", "--urls", "2000",
                              "--rounds", "1"], capture_output=True, text=True, timeout=300, check=False)
    assert compare.returncode == 0, compare.stderr[-3000:]
    assert "sampling, clusterer=learned:" in compare.stdout and "at HEAD" in compare.stdout
    links = subprocess.run([sys.executable, str(REPO / "bench" / "link_selection.py"), "--anchors", "3000",
                            "--rounds", "1"], capture_output=True, text=True, timeout=120, check=False)
    assert links.returncode == 0, links.stderr[-3000:]
    assert "spread (the crawl's):" in links.stdout and "1000 links of 3,000" in links.stdout
    probes = subprocess.run([sys.executable, str(REPO / "bench" / "probe_cost.py"), "--pages", "3", "--rounds", "1"],
                            capture_output=True, text=True, timeout=120, check=False)
    assert probes.returncode == 0, probes.stderr[-3000:]
    assert "mattermost-docs: 3 pages" in probes.stdout and "with links (now):" in probes.stdout


def test_continuity_bench_writes_its_section_and_keeps_the_rest(tmp_path: Path) -> None:
    """Two small corpus sites through the simulated week; the section goes between its markers,
    once, however often it is written."""
    out = tmp_path / "QUALITY.md"
    out.write_text("# Quality\n\nprose kept\n")
    command = [sys.executable, str(REPO / "bench" / "continuity.py"), "--sites", "zhangjiaheng", "pwning-tech",
               "--periods", "24", "--write", "--out", str(out)]
    for _ in range(2):
        result = subprocess.run(command, capture_output=True, text=True, timeout=300, check=False)
        assert result.returncode == 0, result.stderr[-3000:]
    report = out.read_text()
    assert report.startswith("# Quality\n\nprose kept\n")
    assert report.count("<!-- continuity:start -->") == 1 and report.rstrip().endswith("<!-- continuity:end -->")
    assert "| zhangjiaheng |" in report and "| pwning-tech |" in report
    assert "the same round gave the same sample from shuffled input on 2 of 2 sites" in report


def test_continuity_bench_reads_past_a_document_row(tmp_path: Path) -> None:
    """A site whose sitemap lists PDFs: its sample takes one as WCAG-EM's document, which is no
    page to keep or lose, and the week is still measured."""
    assert "| smt-pod |" in continuity_of(tmp_path, "smt-pod")


def continuity_of(tmp_path: Path, site: str) -> str:
    """The continuity section ``bench/continuity.py`` writes for one site, its run checked."""
    out = tmp_path / "QUALITY.md"
    command = [sys.executable, str(REPO / "bench" / "continuity.py"), "--sites", site, "--periods", "24",
               "--write", "--out", str(out)]
    result = subprocess.run(command, capture_output=True, text=True, timeout=300, check=False)
    assert result.returncode == 0, result.stderr[-3000:]
    return out.read_text()


def test_continuity_bench_moves_no_more_dates_than_a_site_has(tmp_path: Path) -> None:
    """A site with a lastmod on 3 of its 327 pages: the week moves the dates that remain (one
    in a hundred pages would be more than there are), and the week is measured."""
    assert "| mtes-fabnum |" in continuity_of(tmp_path, "mtes-fabnum")


def test_every_benchmark_script_answers_help_and_writes_nothing() -> None:
    """``python bench/X.py --help`` prints how to run it and exits 0, touching no file: the
    scripts that took no options once ran in full on ``--help`` and rewrote their document
    (``bench/scale.py`` its table, ``bench/report_png.py`` the report's picture)."""
    scripts = sorted(path for path in (REPO / "bench").glob("*.py") if '__name__ == "__main__"' in path.read_text())
    assert len(scripts) > 15
    before = {path: path.stat().st_mtime_ns for path in (REPO / "docs").iterdir()}
    running = {script: subprocess.Popen([sys.executable, str(script), "--help"], stdout=subprocess.PIPE,
                                        stderr=subprocess.PIPE, text=True, cwd=REPO) for script in scripts}
    answers = {script.name: (process.wait(timeout=120), process.stdout.read() if process.stdout else "")
               for script, process in running.items()}
    for process in running.values():
        for stream in (process.stdout, process.stderr):
            if stream is not None:
                stream.close()
    assert {name: code for name, (code, _) in answers.items() if code != 0} == {}
    assert {name for name, (_, out) in answers.items() if "usage:" not in out} == set()
    assert {path: path.stat().st_mtime_ns for path in (REPO / "docs").iterdir()} == before


def test_a_revision_the_benchmarks_cannot_find_is_one_line() -> None:
    """``compare.py REV`` and ``layout_stability.py --rev REV`` with a mistyped revision: one
    line naming it, not git's traceback (compare.py's before it generates its site)."""
    expected = {
        ("compare.py", "no-such-revision"):
            (2, "compare: 'no-such-revision' is no revision of this repository (a commit, tag or branch)"),
        ("action_refusals.py", "--rev", "no-such-revision"):
            (2, "action_refusals: 'no-such-revision' is no revision of this repository (a commit, tag or branch)"),
        ("url_readings.py", "--rev", "no-such-revision"):
            (2, "url_readings: 'no-such-revision' is no revision of this repository (a commit, tag or branch)"),
        ("layout_stability.py", "--rev", "no-such-revision"):
            (1, "layout_stability: no sitesampler/core/layout.py at 'no-such-revision': "
                "fatal: invalid object name 'no-such-revision'."),
    }
    for (script, *arguments), (status, line) in expected.items():
        result = subprocess.run([sys.executable, str(REPO / "bench" / script), *arguments],
                                capture_output=True, text=True, timeout=60, check=False)
        assert (result.returncode, result.stderr.strip().splitlines()) == (status, [line])


def test_the_labelled_urls_are_read_alike_by_the_same_revision() -> None:
    """Every labelled URL's key and page type, here and at HEAD's committed tree: counted, and
    none read otherwise when the code is the same."""
    result = subprocess.run([sys.executable, str(REPO / "bench" / "url_readings.py"), "--rev", "HEAD"],
                            capture_output=True, text=True, timeout=300, check=False)
    assert result.returncode == 0, result.stderr[-3000:]
    lines = result.stdout.splitlines()
    assert re.fullmatch(r"[\d,]+ labelled URLs; key read otherwise than at HEAD: 0", lines[0]), lines
    assert re.fullmatch(r"[\d,]+ labelled URLs; page type read otherwise than at HEAD: 0", lines[1]), lines


def test_the_action_refusals_of_the_corpus_are_counted_by_site_and_label() -> None:
    """Every labelled URL asked whether it acts: the labels that name actions are refused (a
    forum's mark-read and subscribe links, a shop's "notify me"), whole."""
    result = subprocess.run([sys.executable, str(REPO / "bench" / "action_refusals.py")],
                            capture_output=True, text=True, timeout=120, check=False)
    assert result.returncode == 0, result.stderr[-3000:]
    lines = result.stdout.splitlines()
    assert re.fullmatch(r"[\d,]+ labelled URLs and 0 more found; refused here: [\d,]+", lines[0]), lines[0]
    assert "     108  rattanland: notify-action" in lines
    assert "       6  rafflesmash-forum: mark-read-action" in lines


def test_same_feeds_tells_two_runs_apart_only_by_what_they_sampled(tmp_path: Path) -> None:
    """Two kept runs whose feeds differ only by the loopback port are the same (exit 0); a
    row or a template line that differs is named (exit 1); a folder that is none is one line."""
    row = {"rank": 1, "url": "http://a.example:{port}/", "template": "/", "seed": "http://a.example/"}
    runs = []
    for name, port in (("first", 41001), ("second", 52002)):
        folder = tmp_path / name
        folder.mkdir()
        (folder / "a-10.json").write_text(json.dumps([{**row, "url": row["url"].format(port=port)}]))
        (folder / "a-10.tsv").write_text(f"http://a.example:{port}/\t/\n")
        runs.append(folder)
    script = [sys.executable, str(REPO / "bench" / "same_feeds.py")]
    same = subprocess.run([*script, *map(str, runs)], capture_output=True, text=True, timeout=60, check=False)
    assert (same.returncode, same.stdout) == (0, "0 of 1 feeds differ; 0 of 1 templates files differ\n")
    (runs[1] / "a-10.json").write_text(json.dumps([{**row, "url": "http://a.example:52002/about"}]))
    (runs[1] / "a-10.tsv").write_text("http://a.example:52002/about\t/about\n")
    changed = subprocess.run([*script, *map(str, runs)], capture_output=True, text=True, timeout=60, check=False)
    assert changed.returncode == 1
    assert changed.stdout.splitlines() == [
        "a-10.json: row 1: url 'http://a.example:PORT/' -> 'http://a.example:PORT/about'",
        "a-10.tsv: lines only in the first 1, only in the second 1",
        "1 of 1 feeds differ; 1 of 1 templates files differ"]
    missing = subprocess.run([*script, str(tmp_path / "nothing"), str(runs[0])], capture_output=True, text=True,
                             timeout=60, check=False)
    assert (missing.returncode, missing.stderr) == (2, f"same_feeds: {tmp_path / 'nothing'} is no folder\n")


def test_a_rerun_of_a_changed_corpus_site_keeps_the_previous_pages_its_templates_have_room_for(tmp_path: Path
                                                                                              ) -> None:
    """``bench/verified_rerun.py --gone``: a served corpus site crawled, a fifth of its pages
    then gone (out of its sitemaps, answering 404), and re-run with the first feed as
    ``previous``: the re-run's feed, log and templates file are kept, its rows say which
    previous pages were kept, and no previous page its template had room for is lost. Its
    pure parts are doctests (the pages left out of a sitemap, the pages lost beyond room)."""
    sys.path.insert(0, str(REPO / "bench"))
    import verified_rerun

    assert doctest.testmod(verified_rerun).failed == 0
    done = subprocess.run([sys.executable, str(REPO / "bench" / "verified_rerun.py"), "--gone", "0.2", "--sites",
                           "3dstreet", "--keep", str(tmp_path)], capture_output=True, text=True, timeout=300,
                          check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.splitlines()[-1] == ("1 sites at budget 10, 20% of the pages gone: 0 re-runs lost a previous "
                                            "page their templates had room for, 1 did not")
    with (tmp_path / "3dstreet-10-rerun.csv").open(newline="", encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    templates = verified_rerun.read_templates(tmp_path / "3dstreet-10-rerun.templates")
    assert "kept" in {row["continuity"] for row in rows} and all(row["url"] in templates for row in rows)
    [site] = verified_rerun.load_html_sites(["3dstreet"])
    gone = {urlsplit(url).path for url in site.pages if url != site.site.root and verified_rerun.is_gone(url, 0.2)}
    assert gone and not gone & {urlsplit(url).path for url in templates}  # no longer found
