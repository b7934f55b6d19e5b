"""The HTML report as a person gets it: opened from disk in Debian's Chromium, it renders the
chart and tables, asks for nothing over the network, is usable from the keyboard, axe-core
finds no accessibility violation in it, and it prints on A4 without losing anything."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from sitesampler.output.formats import render_html
from sitesampler.output.report import render_report
from tests.nodetools import SCRIPTS, WORKED_EXAMPLE, node_json, require

META = {**WORKED_EXAMPLE["meta"], "generated_by": "test", "date": "2026-11-30", "budget": 20,
        "random_share": 0.1}


def open_report(tmp_path: Path, html: str, pdf: Path | None = None) -> dict:
    require("playwright-core", "axe-core", browser=True)
    report = tmp_path / "report.html"
    report.write_text(html, encoding="utf-8")
    return node_json(SCRIPTS / "check-report.js", report, *([pdf] if pdf else []))


def poppler(tool: str, *args: str | Path) -> str:
    if shutil.which(tool) is None:
        pytest.skip(f"{tool} missing: run .ci/install-tools (poppler-utils)")
    return subprocess.run([tool, *map(str, args)], check=True, capture_output=True, text=True).stdout


def test_report_renders_accessibly_in_chromium(tmp_path: Path) -> None:
    example = WORKED_EXAMPLE
    facts = open_report(tmp_path, render_report(example["picks"], example["clusters"], META))
    assert facts["violations"] == []
    assert {url.split(":")[0] for url in facts["requests"]} == {"file"}  # nothing fetched
    assert facts["lang"] == "en"
    assert facts["title"] == "WCAG-EM page sample of shop.example.com"
    assert facts["bars"] == len(example["clusters"]) == 11
    assert facts["pickedBars"] == 11
    assert facts["minPickedWidth"] >= 9  # the picked part of the biggest bar can be seen
    assert facts["chartHeight"] > 200
    assert facts["chartLabel"].startswith("Page types by number of pages")
    assert facts["sampleRows"] == len(example["picks"])
    assert facts["captions"] == ["Where the pages were found", "Page types: pages found and picked",
                                 "20 structured pages in rank order", "2 random pages in rank order"]
    assert facts["headings"] == [
        "Summary", "Step 1: Define the evaluation scope", "Step 2: Explore the target website",
        "Step 2.c: Identify the variety of web page types",
        "The sample", "Step 3.a: Include a structured sample", "Step 3.b: Include a randomly selected sample",
        "Step 3: Select a representative sample (method)"]
    assert facts["landmarks"] == ["header", "nav", "main", "footer"]
    assert facts["firstFocus"] == "Skip to the report"
    assert facts["afterEnter"] == "#main"


def test_report_prints_on_a4_with_every_sample_url(tmp_path: Path) -> None:
    """Printed as the browser prints it: A4 pages, nothing clipped, and every sample URL in
    the PDF's text (long URLs wrap, so the text is compared without whitespace)."""
    pdf = tmp_path / "report.pdf"
    facts = open_report(tmp_path, render_report(WORKED_EXAMPLE["picks"], WORKED_EXAMPLE["clusters"], META), pdf)
    assert facts["printClipped"] == []
    info = poppler("pdfinfo", pdf)
    assert re.search(r"Page size:.* pts \(A4\)", info), info
    page_count = int(re.search(r"Pages:\s+(\d+)", info).group(1))
    assert 2 <= page_count <= 5
    text = re.sub(r"\s+", "", poppler("pdftotext", "-raw", pdf, "-"))
    missing = [pick["url"] for pick in WORKED_EXAMPLE["picks"] if pick["url"] not in text]
    assert missing == []
    assert "Date2026-11-30" in text and "Budget20pages" in text


def test_report_rebranded_with_a_template_file(tmp_path: Path) -> None:
    """An auditor's template extends the packaged one: their name on top, their colours, the
    rest (and its accessibility) unchanged; here with a later round's continuity column and
    exploration findings too."""
    brand = tmp_path / "brand" / "acme.html"
    brand.parent.mkdir()
    brand.write_text('{% extends "report.html" %}\n'
                     '{% block brand %}<p class="brand">Audited by Acme Access Ltd</p>{% endblock %}\n'
                     '{% block style %}{{ super() }} h1 { color: #5a0f2e; }{% endblock %}\n', encoding="utf-8")
    picks = [{**pick, "continuity": "kept"} for pick in WORKED_EXAMPLE["picks"]]
    meta = {**META, "round": 2, "technologies": ["HTML", "CSS", "JavaScript"]}
    html = render_report(picks, WORKED_EXAMPLE["clusters"], meta, template=str(brand))
    assert '<p class="brand">Audited by Acme Access Ltd</p>' in html and "#5a0f2e" in html
    facts = open_report(tmp_path, html)
    assert facts["violations"] == []
    assert facts["sampleRows"] == len(WORKED_EXAMPLE["picks"])


def test_report_without_a_template_summary_still_passes(tmp_path: Path) -> None:
    """Rendered from the picks alone (no sources, only the picked templates), as the exporter
    renders it outside a crawl, where no ``SampleEmitter`` holds the finished sample."""
    facts = open_report(tmp_path, render_html(WORKED_EXAMPLE["picks"], {}))
    assert facts["violations"] == []
    assert facts["bars"] == 11
