"""The WCAG-EM evaluation as the Report Tool opens it, with the tool's own import context and
id rule (vendored in tests/js/report-tool-open.js, source noted there): one distinct sample
per URL, non-ASCII and punctuated paths included, the technologies, the essential
functionality, the pages needing access, the exploration counts and the date survive."""

from __future__ import annotations

import json
from dataclasses import asdict
from pathlib import Path
from typing import Any

from sitesampler.core import SiteSampler
from sitesampler.core.exploration import Exploration
from sitesampler.output.formats import meta_from_result, render_wcagem, tool_safe_url
from sitesampler.output.previous import parse_rows
from tests.nodetools import SCRIPTS, node_json, require

ROOT = "https://shop.example.com/"
#: Paths the tool's URL pattern cuts short: raw UTF-8, parentheses, "!", "*", ";", "'".
AWKWARD = ["blog/글-하나", "blog/글-둘", "blog/글-셋", "products/t-shirt-(red)", "products/t-shirt-(blue)",
           "products/t-shirt-(green)", "news/wow!", "news/wow*", "news/it's-here", "ja/アクセシビリティ"]


def evaluation(tmp_path: Path, picks: list[dict[str, Any]], meta: dict[str, Any]) -> dict[str, Any]:
    path = tmp_path / "evaluation.json"
    path.write_text(render_wcagem(picks, meta), encoding="utf-8")
    return node_json(SCRIPTS / "report-tool-open.js", path)


def awkward_sample() -> tuple[list[dict[str, Any]], dict[str, Any]]:
    sampler = SiteSampler(ROOT, budget=30, random_share=0.2)
    for path in ["", *AWKWARD, "login", "search", "accessibility", "cart", "checkout", "checkout/payment",
                 "docs/report.pdf", *(f"products/{n}" for n in range(40))]:
        sampler.add(ROOT + path, source=f"{ROOT}sitemap.xml")
    result = sampler.sample(Exploration(navigation={ROOT + "login", ROOT + "accessibility"},
                                        disallowed={ROOT + "account"},
                                        technologies={"HTML", "CSS", "WordPress 6.5 (meta generator)"}))
    meta = meta_from_result(result, "sitesampler (test)", {"sitemap": 50, "navigation": 2}, date="2026-11-30")
    return [asdict(pick) for pick in result.picks], meta


def test_every_sample_keeps_its_own_id_through_the_tools_import(tmp_path: Path) -> None:
    require("jsonld")
    picks, meta = awkward_sample()
    opened = evaluation(tmp_path, picks, meta)
    samples = opened["structuredSample"] + opened["randomSample"]
    assert len(samples) == len(picks)
    ids = [s["id"] for s in samples]
    assert ids == [tool_safe_url(pick["url"]) for pick in picks]
    assert len(set(ids)) == len(picks) and not any(s["merged"] for s in samples)
    awkward_ids = {i for i in ids if "%" in i}
    assert len(awkward_ids) >= 6  # the awkward paths really are in the sample


def test_raw_urls_would_collapse_in_the_tool(tmp_path: Path) -> None:
    """The failure the tool-safe spelling prevents, shown with the same vendored rule."""
    require("jsonld")
    picks = [{"rank": i, "url": ROOT + path, "sample": "structured", "reason": "static", "page_type": "content",
              "template": "/" + path, "cluster_size": 1, "lastmod": None, "priority": None, "seed": ROOT}
             for i, path in enumerate(["blog/글-하나", "blog/글-둘"], start=1)]
    document = json.loads(render_wcagem(picks, {}))
    for sample, pick in zip(document["selectSample"]["structuredSample"], picks):
        sample["id"] = sample["description"] = pick["url"]  # the raw UTF-8 spelling, as sitemaps give it
    raw = tmp_path / "raw.json"
    raw.write_text(json.dumps(document, ensure_ascii=False), encoding="utf-8")
    opened = node_json(SCRIPTS / "report-tool-open.js", raw)
    assert [s["id"] for s in opened["structuredSample"]] == [ROOT + "blog/", ROOT + "blog/"]


def test_the_tool_shows_technologies_essential_functionality_counts_and_date(tmp_path: Path) -> None:
    require("jsonld")
    picks, meta = awkward_sample()
    opened = evaluation(tmp_path, picks, meta)
    assert opened["technologies"] == ["HTML", "CSS", "PDF"]  # the tool's built-ins; it drops others on save
    assert "WordPress 6.5 (meta generator)" in opened["evaluationSpecifics"]
    assert "WordPress 6.5 (meta generator)" in opened["pageTypeVariety"]
    essential = opened["essentialFunctionality"]
    assert "Login page, template /login: https://shop.example.com/login (found in the navigation)" in essential
    assert "Accessibility statement" in essential
    assert "purchase process, 3 steps, sampled whole" in essential
    assert f"{ROOT}account (account): robots.txt disallows crawling it" in essential
    assert "Explored 57 distinct pages (navigation 2, sitemap 50), 1 document (pdf 1)" in opened["pageTypeVariety"]
    assert "WCAG-EM 2.0" in opened["evaluationSpecifics"] and "WCAG-EM 1.0" not in opened["evaluationSpecifics"]
    assert opened["scope"].startswith("The whole website shop.example.com") and "://" not in opened["scope"]
    assert opened["date"] == "2026-11-30"


def test_an_evaluation_the_tool_saved_again_continues_as_previous(tmp_path: Path) -> None:
    """The auditor takes a page out of the sample in the Report Tool and saves: what the tool
    writes (its own JSON-LD context, a one-page random sample compacted to that page) is read
    back as ``previous``, every page the tool showed and none it lost."""
    require("jsonld")
    picks, meta = awkward_sample()
    written = json.loads(render_wcagem(picks, meta))
    written["selectSample"]["structuredSample"].pop()  # the auditor's edit
    written["selectSample"]["randomSample"] = written["selectSample"]["randomSample"][:1]
    edited, saved = tmp_path / "edited.json", tmp_path / "saved.json"
    edited.write_text(json.dumps(written), encoding="utf-8")
    opened = node_json(SCRIPTS / "report-tool-open.js", edited, saved)
    assert "@context" in json.loads(saved.read_text(encoding="utf-8"))
    rows = parse_rows(saved.read_text(encoding="utf-8"), str(saved))
    assert [row["url"] for row in rows] == [page["id"] for page in opened["structuredSample"] + opened["randomSample"]]
    assert [row.get("sample") for row in rows].count("random") == 1 == len(opened["randomSample"])
