"""Regenerate ``docs/report.png``: the demo shop's HTML report, as headless Chromium shows it.

    python bench/report_png.py

Runs ``sitesampler demo --report`` (the real crawl of the bundled demo site on 127.0.0.1) and
screenshots the report with Debian's Chromium (``bash .ci/install-tools`` installs it).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
CHROMIUM_FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update", "--disable-sync",
                  "--hide-scrollbars")


def main(argv: list[str]) -> int:
    argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter).parse_args(argv)
    with tempfile.TemporaryDirectory() as work:
        report = Path(work) / "report.html"
        subprocess.run([sys.executable, "-m", "sitesampler.cli", "demo", "--output", str(Path(work) / "demo.csv"),
                        "--report", str(report)], check=True, cwd=work)
        target = REPO / "docs" / "report.png"
        subprocess.run(["chromium", *CHROMIUM_FLAGS, f"--user-data-dir={work}/profile",
                        f"--screenshot={target}", "--window-size=1280,2300", report.as_uri()],
                       check=True, capture_output=True)
    print(f"wrote {target}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
