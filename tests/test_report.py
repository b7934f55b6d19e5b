"""The report's content without a browser: what an auditor reads in it, escaping, branding
errors. ``test_report_browser.py`` checks the same page in Chromium."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from sitesampler.output.formats import render_wcagem
from sitesampler.output.report import distinct_names, natural_key, readable_name, render_report, report_context
from tests.nodetools import WORKED_EXAMPLE

META = {**WORKED_EXAMPLE["meta"], "date": "2026-11-30", "budget": 20, "random_share": 0.1}


def test_sources_sort_naturally_whatever_their_order() -> None:
    names = [f"https://example.com/sitemap-{n}.xml" for n in (1, 2, 10, 11, 12)] + ["links", "root"]
    shuffled = dict.fromkeys(random.Random(7).sample(names, len(names)), 1)
    context = report_context([], [], {"sources": shuffled})
    assert [source for source, _ in context["sources"]] == names
    assert natural_key("a10") > natural_key("a9") and natural_key("10") < natural_key("a")


@pytest.mark.parametrize(("template", "page_type", "repeating", "name"), [
    ("/", "home", False, "Home page"),
    ("/products/{n}", "content", True, "Pages in /products/"),
    ("/blog/{yyyy}/{mm}/{slug}.html", "content", True, "Pages in /blog/"),
    ("/docs/api/{slug}", "content", True, "Pages in /docs/api/"),
    ("/about-us", "content", False, "About us page"),
    ("/login", "login", False, "Login page"),
    ("/{slug}", "content", True, "Pages at the root"),
    ("/bbs/board.php?bo_table=free&wr_id={n}", "content", True, "Pages of /bbs/board.php?bo_table=free"),
])
def test_templates_get_readable_names(template: str, page_type: str, repeating: bool, name: str) -> None:
    assert readable_name({"template": template, "page_type": page_type, "repeating": repeating}) == name


def test_templates_a_client_could_confuse_get_distinct_names() -> None:
    """A shop's three biggest templates were all "Pages under the root" and four one-off pages
    "Form page": each now says what sets it apart, the same way whatever the other templates."""
    shop = [("/{slug}/{slug}.html", "content", True), ("/{n}_{slug}", "content", True),
            ("/{n}-{slug}", "content", True), ("/products/{n}", "content", True), ("/cart", "form", False),
            ("/order", "form", False), ("/quick-order", "form", False), ("/order-history", "form", False),
            ("/blog/{yyyy}/{slug}", "content", True), ("/blog/{slug}", "content", True), ("/contact", "contact", False)]
    clusters = [{"template": template, "page_type": kind, "repeating": repeating} for template, kind, repeating in shop]
    names = distinct_names(clusters)
    assert names == ["Pages at the root (name/name.html)", "Pages at the root (number_name)",
                     "Pages at the root (number-name)", "Pages in /products/", "Form page (cart)", "Form page (order)",
                     "Form page (quick-order)", "Form page (order-history)", "Pages in /blog/ (year/name)",
                     "Pages in /blog/ (name)", "Contact page"]
    shuffled = random.Random(3).sample(clusters, len(clusters))
    assert dict(zip((cluster["template"] for cluster in shuffled), distinct_names(shuffled))) == \
        dict(zip((cluster["template"] for cluster in clusters), names))
    # Whatever is still shared after that is numbered in the order given.
    assert distinct_names([{"template": "/{n}", "page_type": "content"}, {"template": "/{slug}", "page_type": "content"},
                           {"template": "/{n}", "page_type": "content"}]) == [
        "Pages at the root (number) 1", "Pages at the root (name)", "Pages at the root (number) 2"]
    html = render_report([], [{**cluster, "size": 1, "picked": 0} for cluster in clusters], META)
    assert all(html.count(f'<th scope="row">{name}</th>') == 1 for name in names)


def test_the_summary_names_only_the_common_page_types_sampled() -> None:
    html = render_report(WORKED_EXAMPLE["picks"], WORKED_EXAMPLE["clusters"], META)
    common = sorted({pick["page_type"] for pick in WORKED_EXAMPLE["picks"] if pick["reason"] == "common"})
    sentence = html[html.index('<p class="summary">'):html.index("</p>", html.index('<p class="summary">'))]
    listed = sentence[sentence.index("common pages (") + len("common pages ("):].split(")")[0].split(", ")
    assert sorted(listed) == common and "search..." not in sentence
    one = [{**WORKED_EXAMPLE["picks"][0], "reason": "common", "page_type": "contact"}]
    assert "1 page chosen: 1 common page (contact)." in render_report(one, [], META)


def test_counts_of_one_are_singular() -> None:
    clusters = [{"template": "/about", "size": 1, "page_type": "content", "picked": 1, "sources": []}]
    meta = {**META, "clusters": clusters, "counts": {"urls_distinct": 1, "documents": 1, "clusters": 1,
                                                      "one_off_pages": 1, "processes": 1, "needs_access": 1}}
    text = render_wcagem(WORKED_EXAMPLE["picks"][:1], meta)
    assert "/about: 1 page (content), 1 picked" in text
    assert ("Explored 1 distinct page, 1 document, 1 template, 1 one-off page, 1 complete process, "
            "1 page in scope that needs access.") in text
    assert " 1 pages" not in text and "1 templates" not in text
    html = render_report(WORKED_EXAMPLE["picks"][:1], clusters, {**meta, "budget": 1, "random_share": 0})
    assert "<dd>1 page</dd>" in html and "The structured sample of 1 page takes" in html
    assert "1 page type found among 1 page;" in html and "1 page type, largest first" in html
    assert "1 pages" not in html and "1 page types" not in html


def test_header_summary_and_method_say_what_an_auditor_attaches() -> None:
    html = render_report(WORKED_EXAMPLE["picks"], WORKED_EXAMPLE["clusters"], META)
    for fact in ("<dt>Site</dt><dd><a href=\"https://shop.example.com/\">", "<dt>Date</dt><dd>2026-11-30</dd>",
                 "<dt>Budget</dt><dd>20 pages, plus 10% at random</dd>", "<dt>Seed</dt><dd>https://shop.example.com/</dd>"):
        assert fact in html
    assert ("11 page types found among 170 pages (3 with several pages); 22 pages chosen: the home page; "
            "5 common pages (login, contact, form, help, legal)") in html
    assert "2 pages at random." in html
    method = html[html.index('id="method"'):html.index("</section>", html.index('id="method"'))]
    assert method.count("<p>") == 2
    assert "<dt>Round</dt>" not in html and "Since last round" not in html


def test_every_value_is_escaped() -> None:
    hostile = "https://shop.example.com/<script>alert(1)</script>?a=1&b=\"2\""
    picks = [{**WORKED_EXAMPLE["picks"][0], "url": hostile, "template": "/<b>{n}</b>"}]
    html = render_report(picks, [], {"sources": {"<i>x</i>": 1}})
    assert "<script>alert" not in html and "<b>{n}" not in html and "<i>x" not in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt;?a=1&amp;b=&#34;2&#34;" in html


def test_continuity_and_exploration_appear_when_given() -> None:
    picks = [{**pick, "continuity": "kept" if pick["rank"] % 2 else "new"} for pick in WORKED_EXAMPLE["picks"]]
    picks[1] |= {"continuity": "replaced", "replaces": "https://shop.example.com/old"}
    html = render_report(picks, WORKED_EXAMPLE["clusters"],
                         {**META, "round": 3, "technologies": ["HTML", "CSS <3"]})
    assert "<dt>Round</dt><dd>3</dd>" in html and "Since last round" in html and "<td>kept</td>" in html
    assert "replaced <span class=\"template\">(replaces https://shop.example.com/old)</span>" in html
    assert "Step 2: Explore the target website" in html and "<dt>Technologies relied upon</dt><dd>HTML; CSS &lt;3</dd>" in html


def test_a_broken_template_is_one_line(tmp_path: Path) -> None:
    broken = tmp_path / "broken.html"
    broken.write_text('{% extends "report.html" %}{% block brand %}oops', encoding="utf-8")
    with pytest.raises(ValueError, match=r"^the report template .*broken.html is not valid \(.*\)$"):
        render_report([], [], {}, template=str(broken))
    with pytest.raises(ValueError, match=r"^cannot read the report template .*absent.html: No such file"):
        render_report([], [], {}, template=str(tmp_path / "absent.html"))
