"""``sitesampler demo``: sample the bundled demo shop, served on 127.0.0.1, with the real crawl.

The demo site is the published worked example (docs/METHOD.md): 8 common and one-off
pages plus products (120), blog (30) and notices (12), behind the traps real sites set: the apex
answers without redirecting while ``og:url`` and the sitemaps are on ``www``, robots.txt names
the sitemap index with a relative URL, and one child sitemap is gzipped. Its navigation also
links the blog index, which the sitemaps leave out: at budget 20 the sample holds products 7,
blog 2, notice 2 and the blog index (the worked example's sitemaps alone give 8, 3, 1).
"""

from __future__ import annotations

import csv
import gzip
import sys
import tempfile
from collections import Counter
from importlib.resources import files
from pathlib import Path

from sitesampler.crawl.arguments import OneLineErrorParser, argument_type
from sitesampler.core import parse_budget
from sitesampler.testing.crawling import crawl
from sitesampler.testing.server import Hosts, Page, serve

_SITE_FILES = {
    "/": "index.html",
    "/robots.txt": "robots.txt",
    "/sitemap_index.xml": "sitemap_index.xml",
    "/sitemap-pages.xml": "sitemap-pages.xml",
    "/sitemap-blog.xml": "sitemap-blog.xml",
    "/sitemap-notice.xml": "sitemap-notice.xml",
}
#: ``sitesampler demo --help``: plain text, as argparse prints it.
DESCRIPTION = ("Sample the bundled demo shop, served on 127.0.0.1, with the real crawl: it writes the "
               "sample as CSV and prints it, with the pages each template got.")
#: Served gzipped as ``<name>.gz`` (the file format, not Content-Encoding).
_GZIPPED = {"/sitemap-products.xml.gz": "sitemap-products.xml"}


def demo_hosts(port: int) -> Hosts:
    """The demo shop on ``demo.test`` and ``www.demo.test`` (same files: no redirect)."""
    origin = f"http://www.demo.test:{port}".encode()
    folder = files("sitesampler") / "demo_site"

    def read(name: str) -> bytes:
        return (folder / name).read_bytes().replace(b"{origin}", origin)

    site = {path: Page(read(name)) for path, name in _SITE_FILES.items()}
    # mtime=0: the same bytes on every run.
    site |= {path: Page(gzip.compress(read(name), mtime=0)) for path, name in _GZIPPED.items()}
    return {"demo.test": site, "www.demo.test": site}


def run_demo(argv: list[str]) -> int:
    parser = OneLineErrorParser(prog="sitesampler demo", description=DESCRIPTION)
    # checked as it is read, so a bad budget is one line rather than the crawl's whole log
    parser.add_argument("--budget", default=20, type=argument_type(parse_budget), help="structured sample size (default 20)")
    parser.add_argument("--output", default="demo-sample.csv", help="CSV written here (default demo-sample.csv)")
    parser.add_argument("--report", help="also write the HTML report here")
    options = parser.parse_args(argv)
    output = Path(options.output).resolve()
    feeds = [str(output)] + ([f"{Path(options.report).resolve()}:html"] if options.report else [])
    with serve(demo_hosts) as server, tempfile.TemporaryDirectory() as workdir:
        url = f"http://demo.test:{server.port}/"
        print(f"Serving the demo shop at {url} (and www.demo.test), crawling it...", flush=True)
        result = crawl(url, feeds, arguments={"budget": str(options.budget)}, cwd=workdir)
    if result.returncode != 0 or not output.exists():
        sys.stderr.write(result.stderr[-4000:])
        print(f"sitesampler demo: the crawl failed (exit {result.returncode})", file=sys.stderr)
        return 1
    with output.open(encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle))
    print(render(rows))
    print(f"\nWrote {len(rows)} rows to {options.output}" + (f" and the report to {options.report}" if options.report else ""))
    return 0


def render(rows: list[dict[str, str]]) -> str:
    """The sample as a table, then how many structured and random pages each template got."""
    width = max((len(row["url"]) for row in rows), default=3)
    lines = [f"{'rank':>4}  {'sample':<10}  {'reason':<14}  {'url':<{width}}  template"]
    lines += [f"{row['rank']:>4}  {row['sample']:<10}  {row['reason']:<14}  {row['url']:<{width}}  {row['template']}"
              for row in rows]
    sizes = {row["template"]: row["cluster_size"] for row in rows}
    repeating = [row for row in rows if int(row["cluster_size"] or 0) > 1]
    structured = Counter(row["template"] for row in repeating if row["sample"] == "structured")
    random = Counter(row["template"] for row in repeating if row["sample"] == "random")
    lines.append("\nStructured pages per template (+ random pages on top):")
    lines += [f"  {template:<24} {count:>3} of {sizes[template]:>4}  (+{random[template]} random)"
              for template, count in sorted(structured.items(), key=lambda item: (-item[1], item[0]))]
    return "\n".join(lines)
