"""Time to read the links of a page with very many anchors: the link crawl's selection
(``sitesampler.discovery.page_links``) against taking the first :data:`MAX_LINKS_PER_PAGE`.

    python bench/link_selection.py [--anchors 200000] [--rounds 3]

Builds one page of ``--anchors`` anchors over six sections, parses it once, and times each
selection on it, alternating, best of ``--rounds``; prints seconds and how many links each read.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from scrapy.http import HtmlResponse  # noqa: E402
from scrapy.linkextractors import LinkExtractor  # noqa: E402

from sitesampler.discovery.page_links import MAX_LINKS_PER_PAGE, anchor_extractor  # noqa: E402


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--anchors", type=int, default=200_000)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args(argv)
    anchors = "".join(f'<a href="/s{n * 6 // args.anchors}/p{n}">{n}</a>' for n in range(args.anchors))
    page = HtmlResponse("https://s.example/", body=f"<html><body>{anchors}</body></html>".encode())
    page.selector  # parsed once, outside the timings
    first = LinkExtractor(restrict_xpaths=f"(//a|//area)[position() <= {MAX_LINKS_PER_PAGE}]")
    best: dict[str, float] = {}
    read: dict[str, int] = {}
    for _ in range(args.rounds):
        for name, extractor in (("first 1,000", first), ("spread (the crawl's)", anchor_extractor)):
            started = time.perf_counter()
            read[name] = len(extractor.extract_links(page))
            best[name] = min(best.get(name, float("inf")), time.perf_counter() - started)
    for name in best:
        print(f"{name}: {best[name]:.3f} s, {read[name]} links of {args.anchors:,}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
