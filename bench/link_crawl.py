"""What the link crawl costs: pages fetched and wall time on the loopback site without a
sitemap (``sitesampler/testing/linked_site.py``), at the project's polite defaults and at
loopback speed, for a few caps.

    python bench/link_crawl.py [--quick]

Each row is one real ``scrapy crawl sample`` in a subprocess; nothing leaves 127.0.0.1.
``--quick`` runs the loopback rows only. docs/METHOD.md quotes the output.
"""

from __future__ import annotations

import argparse
import json
import re
import tempfile
import time
from pathlib import Path

from sitesampler.testing.crawling import crawl
from sitesampler.testing.linked_site import linked_hosts
from sitesampler.testing.server import serve

#: The project's own politeness (sitesampler/settings.py), which the test settings turn off.
POLITE = {"DOWNLOAD_DELAY": "0.5", "AUTOTHROTTLE_ENABLED": "1"}
#: (label, arguments, settings): no crawl, the defaults, then tighter caps.
CAPS: list[tuple[str, dict[str, str], dict[str, str]]] = [
    ("no crawl (crawl=0: the home page's links)", {"crawl": "0"}, {}),
    ("defaults (depth 3, 100 pages, 120 s)", {}, {}),
    ("depth 2", {}, {"SITESAMPLER_CRAWL_DEPTH": "2"}),
    ("depth 1 (the old expand=1, 20 pages)", {}, {"SITESAMPLER_CRAWL_DEPTH": "1", "SITESAMPLER_CRAWL_PAGES": "20"}),
    ("10 pages", {}, {"SITESAMPLER_CRAWL_PAGES": "10"}),
]


def measure(port: int, arguments: dict[str, str], settings: dict[str, str]) -> tuple[int, int, int, float]:
    """(pages fetched, templates sampled, pages sampled, wall seconds) of one crawl."""
    with tempfile.TemporaryDirectory() as folder:
        feed = Path(folder) / "sample.json"
        started = time.perf_counter()
        result = crawl(f"http://linked.test:{port}/", [str(feed)], arguments={"budget": "60", "random_share": "0", **arguments},
                       settings=settings, timeout=600)
        seconds = time.perf_counter() - started
        if result.returncode != 0:
            raise SystemExit(result.stderr[-2000:])
        rows = json.loads(feed.read_text(encoding="utf-8"))
    fetched = re.search(r"'sitesampler/crawl_pages': (\d+)", result.stderr)
    return int(fetched.group(1)) if fetched else 0, len({row["template"] for row in rows}), len(rows), seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="loopback speed only")
    quick = parser.parse_args().quick
    with serve(linked_hosts) as server:
        print("| speed | caps | pages fetched | templates | pages sampled | wall time (s) |")
        print("|---|---|---|---|---|---|")
        for speed, politeness in [("loopback", {})] + ([] if quick else [("polite defaults", POLITE)]):
            for label, arguments, caps in CAPS:
                fetched, templates, sampled, seconds = measure(server.port, arguments, {**politeness, **caps})
                print(f"| {speed} | {label} | {fetched} | {templates} | {sampled} | {seconds:.1f} |", flush=True)


if __name__ == "__main__":
    main()
