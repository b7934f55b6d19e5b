"""The HTML report as a person gets it: opened from disk in Debian's Chromium, it renders the
chart and tables, asks for nothing over the network, is usable from the keyboard, and axe-core
finds no accessibility violation in it."""

from __future__ import annotations

from pathlib import Path

from sitesampler.formats import render_html
from sitesampler.report import render_report
from tests.nodetools import SCRIPTS, WORKED_EXAMPLE, node_json, require


def open_report(tmp_path: Path, html: str) -> dict:
    require("playwright-core", "axe-core", browser=True)
    report = tmp_path / "report.html"
    report.write_text(html, encoding="utf-8")
    return node_json(SCRIPTS / "check-report.js", report)


def test_report_renders_accessibly_in_chromium(tmp_path: Path) -> None:
    example = WORKED_EXAMPLE
    facts = open_report(tmp_path, render_report(example["picks"], example["clusters"],
                                                {**example["meta"], "generated_by": "test"}))
    assert facts["violations"] == []
    assert {url.split(":")[0] for url in facts["requests"]} == {"file"}  # nothing fetched
    assert facts["lang"] == "en"
    assert facts["title"] == "WCAG-EM page sample of shop.example.com"
    assert facts["bars"] == len(example["clusters"]) == 11
    assert facts["pickedBars"] == 11
    assert facts["chartHeight"] > 200
    assert facts["chartLabel"].startswith("Templates by number of pages")
    assert facts["sampleRows"] == len(example["picks"])
    assert facts["captions"] == ["Where the URLs came from", "Templates: pages found and picked",
                                 "22 pages in rank order"]
    assert facts["landmarks"] == ["header", "nav", "main", "footer"]
    assert facts["firstFocus"] == "Skip to the report"
    assert facts["afterEnter"] == "#main"


def test_report_without_a_template_summary_still_passes(tmp_path: Path) -> None:
    """Rendered from the picks alone (no sources, only the picked templates), as the exporter
    renders it outside a crawl, where no ``SampleEmitter`` holds the finished sample."""
    facts = open_report(tmp_path, render_html(WORKED_EXAMPLE["picks"], {}))
    assert facts["violations"] == []
    assert facts["bars"] == 11
