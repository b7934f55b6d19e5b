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
    assert (structured["/products/{n}"], structured["/blog/{slug}"], structured["/notice/{n}"]) == (8, 3, 1)
    assert sum(structured.values()) == 20
    assert {row["seed"] for row in rows} == {"http://www.demo.test/"} and rows[0]["url"].startswith("http://www.demo.test:")
    output = capsys.readouterr().out
    assert "/products/{n}" in output and "8 of  120" in output
