"""The benchmark still runs: a tiny site through the generator, the server, the raw baseline and
the real crawl, with the report table and the identity checks. No timing is asserted."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def test_bench_produces_the_report(tmp_path: Path) -> None:
    out = tmp_path / "PERFORMANCE.md"
    out.write_text("# Performance\n\nprose kept\n")
    command = [sys.executable, str(REPO / "bench" / "performance.py"), "--urls", "2000", "--repeat", "1",
               "--scaling", "", "--clusterers", "rules", "--no-peers", "--workdir", str(tmp_path / "work"),
               "--out", str(out)]
    result = subprocess.run(command, capture_output=True, text=True, timeout=120, check=False)
    assert result.returncode == 0, result.stderr[-3000:]
    report = out.read_text()
    assert report.startswith("# Performance\n\nprose kept\n")
    assert "| raw lxml iterparse |" in report
    assert "| scrapy crawl sample (clusterer=rules) |" in report
    assert "identical across two runs: yes" in report
    assert "identical with CONCURRENT_REQUESTS 1 vs 16: yes" in report
    assert "| scrapy crawl sample (clusterer=rules, 2 workers) |" in report
    assert "identical with SITESAMPLER_WORKERS 0 vs 2: yes" in report
    sample = (tmp_path / "work" / "sample-bench.csv").read_text().splitlines()
    assert len(sample) > 10  # header and the picks
