"""Wall time of a crawl with and without verification, in the same run.

    python bench/verify_time.py [--budget 20] [--latency 0.2] [--verify 0,DEFAULT] [--polite] [--repeat 3]
    python bench/verify_time.py --sites antennapod,iasql-docs [the options above]

Serves a blog on 127.0.0.1 (a sitemap of 300 posts, 60 products, 40 tag pages and ten one-off
pages, every page in one layout; a few posts dead, a redirect stub, a soft 404), each page
answering after ``--latency`` seconds like a remote server, and runs the real ``scrapy crawl
sample`` once per ``--verify`` value (``DEFAULT``: the argument's default for the budget). ``--polite`` keeps
the project's own pace (AutoThrottle, ``DOWNLOAD_DELAY``), as on a real site; without it the
crawl runs at loopback speed. ``--repeat N`` alternates the ``--verify`` values N times (the
same machine load for each). Prints, per run: wall seconds, discovery's and verification's own
seconds (the crawl's ``sitesampler/discovery_seconds`` and ``verify_seconds``), pages
requested, pages set aside.

``--sites`` times corpus sites of the HTML-backed harness instead (``bench/html_sites.py``:
served under their own names with their sitemaps and stored pages, ``--pages`` as for
``bench/html_quality.py``), every answer after ``--latency`` seconds too; each site's runs
alternate the same way.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from sitesampler.crawl.arguments import default_verify  # noqa: E402
from sitesampler.testing.crawling import crawl  # noqa: E402
from sitesampler.testing.server import ANY_PATH, Hosts, Page, redirect, serve  # noqa: E402
from html_sites import crawl_settings, hosts, load_html_sites, served_root  # noqa: E402

HOST = "timing.test"
POSTS = [f"/blog/2024/{n:03d}-a-post-about-things" for n in range(300)]
PRODUCTS = [f"/products/{n}" for n in range(1, 61)]
TAGS = [f"/tags/topic-{n}/" for n in range(40)]
ONE_OFF = ["/about", "/contact", "/login", "/privacy", "/terms", "/team", "/jobs", "/press", "/faq", "/help"]
DEAD = {POSTS[3]: 404, POSTS[7]: 410, POSTS[11]: 500}


def layout(title: str, content: str) -> bytes:
    return (f'<!doctype html><html lang="en"><head><title>{title}</title></head><body class="site">'
            f'<header class="top"><nav class="menu"><ul><li><a href="/">Home</a></li></ul></nav></header>'
            f'<main>{content}</main><footer class="bottom"><p>Footer</p></footer></body></html>').encode()


def build(port: int, latency: float) -> Hosts:
    origin = f"http://{HOST}:{port}"
    listed = ["/", *ONE_OFF, *POSTS, *PRODUCTS, *TAGS]
    entries = "".join(f"<url><loc>{origin}{page}</loc></url>" for page in listed)
    pages = {page: Page(layout(page, f"<article><h1>{page}</h1><p>Text</p></article>"), delay=latency)
             for page in listed}
    pages.update({page: Page(layout("Not found", "<p>Gone</p>"), status=status, delay=latency)
                  for page, status in DEAD.items()})
    pages[POSTS[5]] = redirect(f"{origin}{POSTS[6]}")
    pages[POSTS[9]] = Page(layout("Page not found", "<h1>Not found</h1>"), delay=latency)
    pages.update({
        "/robots.txt": Page(b"User-agent: *\nSitemap: /sitemap.xml\n"),
        "/sitemap.xml": Page(f'<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">{entries}</urlset>'.encode()),
        ANY_PATH: Page(layout("Page not found", "<h1>Not found</h1>"), status=404, delay=latency),
    })
    return {HOST: pages}


def slowed(served: Hosts, latency: float) -> Hosts:
    """``served`` with every page answering after ``latency`` seconds."""
    for pages in served.values():
        for path, page in list(pages.items()):
            pages[path] = replace(page, delay=latency)
    return served


def timed_crawl(root: str, arguments: dict[str, str], settings: dict[str, str], folder: str) -> str:
    """One real crawl of ``root``: its line of figures."""
    feed = Path(folder) / "sample.json"
    started = time.monotonic()
    done = crawl(root, [str(feed)], arguments=arguments, settings=settings, timeout=900, cwd=folder)
    seconds = time.monotonic() - started
    if done.returncode != 0:
        raise SystemExit(done.stderr[-2000:])
    requests = re.search(r"'sitesampler/page_requests': (\d+)", done.stderr)
    set_aside = sum(int(n) for n in re.findall(r"'sitesampler/set_aside_\w+': (\d+)", done.stderr))
    phases = {name: float(found.group(1)) if (found := re.search(rf"'sitesampler/{name}_seconds': ([0-9.]+)",
                                                                 done.stderr)) else 0.0
              for name in ("discovery", "verify")}
    rows = json.loads(feed.read_text(encoding="utf-8"))
    return (f"{arguments['verify']:>3}  {seconds:6.1f} s  discovery {phases['discovery']:5.1f} s  "
            f"verification {phases['verify']:5.1f} s  {requests.group(1) if requests else 0:>3} pages requested"
            f"  {set_aside} set aside  {len(rows)} rows")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--budget", default="20")
    parser.add_argument("--latency", type=float, default=0.2)
    parser.add_argument("--verify", default="0,DEFAULT")
    parser.add_argument("--polite", action="store_true")
    parser.add_argument("--repeat", type=int, default=1, help="alternate the --verify values this many times")
    parser.add_argument("--sites", default="", help="comma-separated HTML-backed corpus sites to time instead")
    parser.add_argument("--pages", type=Path, default=None, help="another collection of the pages (bench/html_quality.py)")
    options = parser.parse_args()
    settings = {"AUTOTHROTTLE_ENABLED": "1", "DOWNLOAD_DELAY": "0.5"} if options.polite else {}
    # The loopback helper passes verify=0 unless told: DEFAULT is the argument's default.
    values = [str(default_verify(int(options.budget))) if verify == "DEFAULT" else verify
              for verify in options.verify.split(",")]
    if options.sites:
        sites = load_html_sites(options.sites.split(","), pages=options.pages)
        if not sites:
            raise SystemExit(f"no HTML-backed site among {options.sites} (bench/corpus/sites/<site>/pages.tar.xz)")
        settings.update(crawl_settings(sites))
        serving = serve(lambda port: slowed(hosts(sites, port), options.latency))
        targets = [(site.name, lambda port, site=site: served_root(site, port)) for site in sites]
    else:
        serving = serve(lambda port: build(port, options.latency))
        targets = [(HOST, lambda port: f"http://{HOST}:{port}/")]
    with serving as web, tempfile.TemporaryDirectory() as folder:
        for name, root in targets:
            for value in values * options.repeat:
                line = timed_crawl(root(web.port), {"budget": options.budget, "verify": value}, settings, folder)
                print(f"{name}  verify={line}", flush=True)


if __name__ == "__main__":
    main()
