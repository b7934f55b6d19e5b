"""CPU time to read one fetched page into the core's record, with its links and without them.

    python bench/probe_cost.py [--site mattermost-docs] [--pages 60] [--rounds 3]

Takes the first ``--pages`` stored pages of a site of the HTML-backed corpus
(``bench/corpus/sites/<site>/pages.tar.xz``), parses each once, and times
:func:`sitesampler.crawl.probes.page_record` on them all, alternating: given no links (what a
probe cost before it kept its links) and reading them as the link crawl does. Best of
``--rounds``; prints milliseconds per page and the links read per page.
"""

from __future__ import annotations

import argparse
import json
import sys
import tarfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from scrapy.http import HtmlResponse, Request  # noqa: E402

from sitesampler.crawl.probes import PAGE_META, page_record  # noqa: E402

SITES = Path(__file__).resolve().parent / "corpus" / "sites"


def responses(site: str, count: int) -> list[HtmlResponse]:
    """The first ``count`` stored HTML pages of ``site``, by URL, each parsed once."""
    stored = json.loads((SITES / site / "pages.json").read_text(encoding="utf-8"))["pages"]
    members = {entry["member"]: url for url, entry in stored.items()}
    found: list[HtmlResponse] = []
    with tarfile.open(SITES / site / "pages.tar.xz") as archive:
        for member in sorted(archive.getmembers(), key=lambda m: members.get(m.name, "")):
            url = members.get(member.name)
            if url is None or not member.isfile() or len(found) >= count:
                continue
            body = archive.extractfile(member).read()  # type: ignore[union-attr]
            if b"<html" not in body[:2048].lower():
                continue
            request = Request(url, meta={PAGE_META: url})
            response = HtmlResponse(url, body=body, encoding="utf-8", request=request)
            response.selector  # parsed once, outside the timings
            found.append(response)
    return found


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", default="mattermost-docs")
    parser.add_argument("--pages", type=int, default=60)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args(argv)
    pages = responses(args.site, args.pages)
    if not pages:
        print(f"probe_cost: no stored HTML page for {args.site}", file=sys.stderr)
        return 2
    best: dict[str, float] = {}
    links = 0
    for _ in range(args.rounds):
        for name, given in (("without links", []), ("with links (now)", None)):
            started = time.process_time()
            records = [page_record(page, links=given) for page in pages]
            best[name] = min(best.get(name, float("inf")), time.process_time() - started)
            if given is None:
                links = sum(len(record.links) for record in records)
    print(f"{args.site}: {len(pages)} pages, {links / len(pages):.0f} links read per page")
    for name, seconds in best.items():
        print(f"  {name}: {seconds * 1000 / len(pages):.2f} ms CPU per page (best of {args.rounds})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
