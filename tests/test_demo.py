"""``sitesampler demo`` reproduces the published worked example end to end."""

from __future__ import annotations

from collections import Counter

from sitesampler.demo import run_demo
from tests.conftest import csv_rows


def test_demo_prints_the_worked_example(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    assert run_demo([]) == 0
    rows = csv_rows(tmp_path / "demo-sample.csv")
    structured = Counter(row["template"] for row in rows if row["sample"] == "structured")
    # The worked example's sitemap, plus the blog index its navigation links (a layout of its
    # own, which the sitemap leaves out): one more one-off page, so Round 2 shares 8 pages.
    assert (structured["/products/{n}"], structured["/blog/{slug}"], structured["/notice/{n}"]) == (7, 2, 2)
    [index] = [row for row in rows if row["template"] == "/blog"]
    assert (index["reason"], index["source"]) == ("static", "navigation")
    assert sum(structured.values()) == 20
    assert {row["seed"] for row in rows} == {"http://www.demo.test/"} and rows[0]["url"].startswith("http://www.demo.test:")
    output = capsys.readouterr().out
    assert "/products/{n}" in output and "7 of  120" in output
