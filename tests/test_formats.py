"""Each tool format, loaded by the tool that consumes it: pa11y-ci and Lighthouse CI read the
configs and really audit a loopback site with them, the WCAG-EM evaluation goes through JSON-LD
expansion and the Report Tool's framing, and the exporters run inside a real Scrapy feed."""

from __future__ import annotations

import doctest
import io
import json
import os
import random
import subprocess
import sys
from dataclasses import make_dataclass
from pathlib import Path
from typing import Any

from pyld import jsonld
from scrapy.utils.misc import load_object

from tests.nodetools import (
    NODE_MODULES,
    REPO,
    SCRIPTS,
    WORKED_EXAMPLE,
    chromium_wrapper,
    loopback_site,
    node,
    node_json,
    picks_on,
    require,
)
from sitesampler.core import strata
from sitesampler.settings import FEED_EXPORTERS
from sitesampler.testing.crawling import crawl
from tests.conftest import csv_rows
from sitesampler.output.exporters import SpreadsheetCsvExporter
from sitesampler.output.formats import FORMATS, generated_by, render_lhci, render_pa11yci, render_wcagem

PICKS: list[dict[str, Any]] = WORKED_EXAMPLE["picks"]
META: dict[str, Any] = WORKED_EXAMPLE["meta"]
WCAGEM = "http://www.w3.org/TR/WCAG-EM/#"
DC = "http://purl.org/dc/terms/"
SamplePick = make_dataclass("SamplePick", list(PICKS[0]))


def export(name: str, items: list[Any]) -> str:
    """Feed ``items`` to the ``name`` exporter the way Scrapy's FeedExporter does."""
    file = io.BytesIO()
    exporter = load_object(FEED_EXPORTERS[name])(file, encoding="utf-8")
    exporter.start_exporting()
    for item in items:
        exporter.export_item(item)
    exporter.finish_exporting()
    return file.getvalue().decode("utf-8")


def test_every_format_has_a_feed_exporter() -> None:
    """Each tool format has its exporter, and Scrapy's own ``csv`` format is written by the
    CSV exporter that keeps a page's formula-like text as text."""
    tools = {name: path for name, path in FEED_EXPORTERS.items() if name != "csv"}
    assert sorted(tools) == sorted(FORMATS)
    assert all(load_object(path).format_name == name for name, path in tools.items())
    assert load_object(FEED_EXPORTERS["csv"]) is SpreadsheetCsvExporter


def test_urls_lists_the_sample_in_rank_order() -> None:
    assert FORMATS["urls"](PICKS, META).splitlines() == [p["url"] for p in PICKS]


def test_tool_configs_leave_out_the_rows_that_need_access_which_the_report_keeps() -> None:
    """A page behind a login is tested by hand: pa11y-ci, Lighthouse or axe given its URL would
    audit the login wall in its place. The report and the evaluation keep its row and note."""
    hidden = PICKS[1]["url"]
    picks = [{**pick, "note": "needs access: behind a login"} if pick["url"] == hidden else pick for pick in PICKS]
    visited = [pick["url"] for pick in PICKS if pick["url"] != hidden]
    assert json.loads(render_pa11yci(picks, META))["urls"] == visited
    assert json.loads(render_lhci(picks, META))["ci"]["collect"]["url"] == visited
    assert FORMATS["urls"](picks, META).splitlines() == visited
    assert hidden in FORMATS["html"](picks, META) and hidden in render_wcagem(picks, META)
    assert doctest.testmod(strata).failed == 0


def test_exporter_takes_any_item_type_in_any_order_and_skips_other_items() -> None:
    """Pipelines may finish items out of order; other items (URL batches) share the feed."""
    items: list[Any] = [SamplePick(**p) for p in PICKS]
    random.Random(8).shuffle(items)
    items.insert(3, {"urls": ["https://shop.example.com/x"], "source": "links"})
    for name in FORMATS:
        expected = FORMATS[name](PICKS, {"generated_by": generated_by()})
        assert export(name, items) == expected, name


def test_a_crawl_report_charts_every_template_even_those_not_picked(web, tmp_path: Path) -> None:
    """In a crawl the exporters read the finished sample, so a budget of 1 (home only) still
    charts every template, while the CSV feed of the same run holds exactly the one row."""
    report, rows = tmp_path / "report.html", tmp_path / "sample.csv"
    done = crawl(f"http://www.acme.test:{web.port}/", [f"{report}:html", str(rows)],
                 arguments={"budget": "1", "random_share": "0"}, cwd=REPO)
    assert done.returncode == 0, done.stderr[-3000:]
    html = report.read_text(encoding="utf-8")
    assert "/posts/" in html and "acme.test" in html
    assert len(csv_rows(rows)) == 1


def test_the_picks_alone_chart_the_picked_templates() -> None:
    html = export("html", PICKS)
    assert all(pick["template"] in html for pick in PICKS)


def test_feed_exporters_work_from_the_scrapy_command_line(tmp_path: Path) -> None:
    """``-O file:format`` with FEED_EXPORTERS set, in a real crawl process."""
    (tmp_path / "picks.json").write_text(json.dumps(PICKS))
    (tmp_path / "emit.py").write_text(
        "import json, scrapy\n"
        "class Emit(scrapy.Spider):\n"
        "    name = 'emit'\n"
        "    async def start(self):\n"
        "        for pick in json.load(open('picks.json')):\n"
        "            yield pick\n"
    )
    outputs = {name: f"out.{name}" for name in FORMATS}
    command = [sys.executable, "-m", "scrapy", "runspider", "emit.py", "-L", "WARNING",
               "-s", f"FEED_EXPORTERS={json.dumps(FEED_EXPORTERS)}"]
    for name, path in outputs.items():
        command += ["-O", f"{path}:{name}"]
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    done = subprocess.run(command, cwd=tmp_path, env=env, capture_output=True, text=True,
                          timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    for name, path in outputs.items():
        expected = FORMATS[name](PICKS, {"generated_by": generated_by()})
        assert (tmp_path / path).read_text() == expected, name


def test_pa11y_ci_loads_the_config_and_audits_every_url(tmp_path: Path) -> None:
    """The browser comes from the config (``SITESAMPLER_CHROME``): pa11y's own Chrome was never
    downloaded, and nothing else tells it where one is."""
    require("pa11y-ci", browser=True)
    with loopback_site() as base:
        picks = picks_on(base)[:6]
        (tmp_path / ".pa11yci").write_text(render_pa11yci(picks, {"chrome": str(chromium_wrapper(tmp_path))}))
        env = {"PUPPETEER_EXECUTABLE_PATH": ""}
        done = node(NODE_MODULES / "pa11y-ci" / "bin" / "pa11y-ci.js", "--json", cwd=tmp_path, env=env,
                    timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    report = json.loads(done.stdout)
    assert list(report["results"]) == [pick["url"] for pick in picks]
    assert report["passes"] == report["total"] == len(picks)


#: Lighthouse's waits for a page to settle (a second each by default) and its full-page
#: screenshot: neither changes the accessibility audits of a static loopback page, and without
#: them each run takes 5 s instead of 13 s.
QUICK_LIGHTHOUSE = [f"--collect.settings.{name}={value}" for name, value in (
    ("pauseAfterFcpMs", 0), ("pauseAfterLoadMs", 0), ("networkQuietThresholdMs", 0),
    ("cpuQuietThresholdMs", 0), ("disableFullPageScreenshot", "true"))]


def test_lighthouse_ci_autorun_collects_asserts_and_uploads(tmp_path: Path) -> None:
    """The whole ``lhci autorun`` on two pages: config found, accessibility-only runs, the
    assertion evaluated, reports written where the config says."""
    require("@lhci/cli", browser=True)
    with loopback_site() as base:
        picks = picks_on(base)[:2]
        (tmp_path / "lighthouserc.json").write_text(render_lhci(picks, {}))
        done = node(NODE_MODULES / "@lhci" / "cli" / "src" / "cli.js", "autorun",
                    "--collect.settings.chromeFlags=" + " ".join(
                        ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
                         "--disable-background-networking", "--disable-component-update",
                         "--disable-sync"]),
                    *QUICK_LIGHTHOUSE, cwd=tmp_path, env={"CHROME_PATH": "/usr/bin/chromium"}, timeout=400)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Checking assertions against 2 URL(s), 2 total run(s)" in done.stderr
    manifest = json.loads((tmp_path / "lhci-report" / "manifest.json").read_text())
    assert [run["url"] for run in manifest] == [pick["url"] for pick in picks]
    assert all(set(run["summary"]) == {"accessibility"} for run in manifest)


def test_wcagem_expands_to_the_wcag_em_vocabulary() -> None:
    [evaluation] = jsonld.expand(json.loads(render_wcagem(PICKS, META)))
    assert evaluation["@type"] == [WCAGEM + "procedure"]
    [sample] = evaluation[WCAGEM + "step3"]
    structured = sample[WCAGEM + "step3a"]
    randoms = sample[WCAGEM + "step3b"]
    assert [s["@id"] for s in structured + randoms] == [p["url"] for p in PICKS]
    assert len(randoms) == 2
    first = structured[0]
    assert first["@type"] == ["http://www.w3.org/ns/earl#TestSubject", WCAGEM + "webpage"]
    assert first[DC + "title"] == [{"@value": "1. Home page, template /"}]
    assert first[DC + "description"] == [{"@value": "https://shop.example.com/"}]


def test_wcagem_ids_are_unique_and_the_scope_is_a_blank_node() -> None:
    """A duplicate id makes the Report Tool drop that page's title and description."""
    evaluation = json.loads(render_wcagem(PICKS, META))
    sample = evaluation["selectSample"]
    ids = [s["id"] for s in sample["structuredSample"] + sample["randomSample"]]
    scope = evaluation["defineScope"]["scope"]
    assert len(set(ids)) == len(ids)
    assert scope["id"] == "_:website"
    assert "://" not in scope["description"]  # the tool derives ids from URLs in descriptions


def test_report_tool_framing_yields_the_sample_with_titles(tmp_path: Path) -> None:
    require("jsonld")
    path = tmp_path / "evaluation.json"
    path.write_text(render_wcagem(PICKS, META))
    opened = node_json(SCRIPTS / "report-tool-open.js", path)
    structured, randoms = opened["structuredSample"], opened["randomSample"]
    assert [s["description"] for s in structured + randoms] == [p["url"] for p in PICKS]
    assert [s["id"] for s in structured + randoms] == [p["url"] for p in PICKS]
    assert structured[6]["title"] == "7. Form page, template /cart/checkout"
    assert randoms[0]["title"] == "21. Random: Content page, template /products/{n}"
    assert "Seed: https://shop.example.com/" in opened["evaluationSpecifics"]
    assert "/products/{n}: 120 pages (content), 10 picked" in opened["pageTypeVariety"]


def test_wcagem_records_the_method_with_the_real_sizes() -> None:
    specifics = json.loads(render_wcagem(PICKS, META))["reportFindings"]["evaluationSpecifics"]
    assert "a structured sample of 20 pages" in specifics
    assert "a random sample of 2 pages" in specifics
    no_random = [p for p in PICKS if p["sample"] == "structured"]
    assert "a random sample of 0 pages" in json.loads(render_wcagem(no_random, META))["reportFindings"]["evaluationSpecifics"]
