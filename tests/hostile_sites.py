"""Misbehaving sites for the reliability tests, served by ``sitesampler.testing.server``.

``messy.test`` packs one broken sitemap per hostile case behind a huge robots.txt and a root
that answers 500, so one crawl covers them all; every case also plants valid pages (``PLANTED``)
that the sample must contain. The other hosts need a crawl of their own: an HTML robots.txt, a
discovery deadline, network safety (``*.public.test`` is a public site to ``PretendPublicResolver``)
and a site where nothing works.
"""

from __future__ import annotations

import gzip
from dataclasses import replace

from sitesampler.discovery.sitemaps import USUAL_SITEMAP_PATHS
from sitesampler.testing.server import ANY_PATH, Hosts, Page, redirect
from tests.crawl_sites import html, index, links, urlset

#: sitemap path -> the pages its valid entries plant (paths on messy.test).
PLANTED = {
    "/malformed.xml": ["/malformed/before-the-damage", "/malformed/after-the-damage"],
    "/ampersand.xml": ["/board/view?id=7&lang=en"],
    "/wrong-type": ["/wrong-type/octet-stream-sitemap"],
    "/bom.xml": ["/bom/after-a-byte-order-mark"],
    "/euc-kr.xml": ["/게시판/공지사항"],
    "/latin-1.xml": ["/latin/café-undeclared"],
    "/utf-16.xml": ["/utf16/sixteen-bits"],
    "/truncated.xml.gz": ["/truncated/complete-entry"],
    "/cut.xml": ["/cut/before-the-connection-dropped"],
    "/invalid-locs.xml": ["/invalid/the-one-valid-loc", "/relative/path"],
    "/bad-values.xml": ["/values/unparseable-lastmod", "/values/priority-out-of-range"],
    "/loop-a.xml": ["/loop/reached-through-a-loop"],
    "/laughs.xml": ["/laughs/next-to-a-billion-laughs"],
    "/xxe.xml": ["/xxe/next-to-external-entities"],
    "/mislabelled-gzip.xml": ["/gzip-label/plain-body"],
    "/trailing-comment.xml": ["/comment/first", "/comment/the-last-entry"],
    "/relative-locs.xml": ["/relative/from-the-sitemaps-own-url"],
}
#: Problems the messy crawl must name (kind -> minimum count).
MESSY_PROBLEMS = {
    "root_http_500": 1,
    "sitemap_malformed_xml": 1,
    "sitemap_not_a_sitemap": 1,
    "sitemap_bad_encoding": 1,
    "sitemap_truncated": 2,
    "sitemap_dataloss": 1,
    "sitemap_invalid_loc": 4,
    "sitemap_relative_loc": 2,
    "sitemap_redirect_loop": 1,
    "sitemap_http_404": 1,
    "sitemap_http_500": 1,
    "sitemap_timeout": 1,
    "sitemap_too_large": 2,
}
#: Settings of the messy crawl: small limits, so the bombs and the slow sitemap cost little.
MESSY_SETTINGS = {"DOWNLOAD_TIMEOUT": "2", "CONCURRENT_REQUESTS_PER_DOMAIN": "8", "SITESAMPLER_SITEMAP_MAXSIZE": str(2 * 2**20)}
SLOW_SECONDS = 3  # longer than the messy crawl's DOWNLOAD_TIMEOUT
#: Never requested: an XML external entity points here.
XXE_CANARY = "/xxe-canary"


def _url(origin: str, path: str, extra: str = "") -> str:
    return f"<url><loc>{origin}{path}</loc>{extra}</url>"


def _set(*entries: str, head: str = "") -> str:
    return f'{head}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">{"".join(entries)}</urlset>'


def messy(port: int) -> dict[str, Page]:
    origin = f"http://messy.test:{port}"
    planted = {path: [_url(origin, page) for page in pages] for path, pages in PLANTED.items()}
    malformed = _set(planted["/malformed.xml"][0], f"<url><loc>{origin}/malformed/broken</lo></url>",
                     f"<url><loc>{origin}/malformed/unclosed<loc></url>", planted["/malformed.xml"][1])
    truncated = gzip.compress(_set(*planted["/truncated.xml.gz"], *(_url(origin, f"/truncated/more-{n}")
                                                                    for n in range(40))).encode(), mtime=0)
    cut = _set(*planted["/cut.xml"], _url(origin, "/cut/cut-off-entry")).encode()
    invalid = _set("<url><loc>/relative/path</loc></url>", "<url><loc>javascript:alert(1)</loc></url>",
                   "<url><loc>http://[::1</loc></url>", "<url><loc></loc></url>",
                   f"<url><loc>{origin}/{'x' * 3000}</loc></url>", *planted["/invalid-locs.xml"])
    bad_values = _set(_url(origin, PLANTED["/bad-values.xml"][0], "<lastmod>last tuesday</lastmod>"),
                      _url(origin, PLANTED["/bad-values.xml"][1], "<priority>7.5</priority>"))
    laughs = ('<!DOCTYPE urlset [<!ENTITY a "aaaaaaaaaa">'
              + "".join(f'<!ENTITY {chr(98 + n)} "{("&" + chr(97 + n) + ";") * 10}">' for n in range(9))
              + "]>")
    xxe = (f'<!DOCTYPE urlset [<!ENTITY file SYSTEM "file:///etc/passwd">'
           f'<!ENTITY web SYSTEM "http://127.0.0.1:{port}{XXE_CANARY}">'
           f'<!ENTITY % remote SYSTEM "http://127.0.0.1:{port}{XXE_CANARY}"> %remote;]>')
    sitemaps = {
        "/malformed.xml": Page(malformed.encode()),
        "/ampersand.xml": Page(_set(_url(origin, "/board/view?id=7&lang=en")).encode()),
        "/html-sitemap.xml": html(body="<h1>Our sitemap</h1>"),
        "/wrong-type": Page(_set(*planted["/wrong-type"]).encode(), content_type="application/octet-stream"),
        "/bom.xml": Page(b"\xef\xbb\xbf \n" + _set(*planted["/bom.xml"]).encode()),
        "/euc-kr.xml": Page(_set(*planted["/euc-kr.xml"], head='<?xml version="1.0" encoding="euc-kr"?>')
                            .encode("euc-kr"), content_type="text/xml"),
        "/latin-1.xml": Page(_set(*planted["/latin-1.xml"]).encode("latin-1")),
        "/utf-16.xml": Page(_set(*planted["/utf-16.xml"], head='<?xml version="1.0" encoding="UTF-16"?>')
                            .encode("utf-16")),
        "/truncated.xml.gz": Page(truncated[: len(truncated) - 40]),  # cut in the middle of "more-"
        "/cut.xml": Page(cut[:-40], length=len(cut)),
        "/invalid-locs.xml": Page(invalid.encode()),
        "/bad-values.xml": Page(bad_values.encode()),
        # An index that lists itself and a second index that lists it back.
        "/loop-a.xml": Page(index(origin, ["/loop-a.xml", "/loop-b.xml"])),
        "/loop-b.xml": Page(index(origin, ["/loop-a.xml", "/loop-pages.xml"])),
        "/loop-pages.xml": Page(_set(*planted["/loop-a.xml"]).encode()),
        "/redirect-loop.xml": redirect(f"{origin}/redirect-loop-2.xml", 302),
        "/redirect-loop-2.xml": redirect(f"{origin}/redirect-loop.xml", 302),
        "/server-error.xml": Page(b"oops", status=500, content_type="text/plain"),
        "/slow.xml": Page(_set(_url(origin, "/slow/never-arrives")).encode(), delay=SLOW_SECONDS),
        # 20 MB of blanks in 20 KB: past the 2 MB limit both as a .gz file and as Content-Encoding.
        "/bomb.xml.gz": Page(gzip.compress(_set(" " * 20 * 2**20).encode(), mtime=0)),
        "/bomb-encoded.xml": Page(gzip.compress(_set(" " * 20 * 2**20).encode(), mtime=0),
                                  headers=(("Content-Encoding", "gzip"),)),
        # What SEO plugins append after the root: the last entry must count.
        "/trailing-comment.xml": Page((_set(*planted["/trailing-comment.xml"])
                                       + "\n<!-- XML Sitemap generated by a plugin -->\n").encode()),
        "/relative-locs.xml": Page(_set(*(f"<url><loc>{page}</loc></url>" for page in PLANTED["/relative-locs.xml"]))
                                   .encode()),
        # Labelled gzip, sent plain: read as it is.
        "/mislabelled-gzip.xml": Page(_set(*planted["/mislabelled-gzip.xml"]).encode(),
                                      headers=(("Content-Encoding", "gzip"),)),
        "/laughs.xml": Page(_set(_url(origin, "/laughs/&j;"), *planted["/laughs.xml"], head=laughs).encode()),
        "/xxe.xml": Page(_set(_url(origin, "/xxe/&file;&web;"), *planted["/xxe.xml"], head=xxe).encode()),
    }
    declared = list(sitemaps.keys() - {"/loop-b.xml", "/loop-pages.xml", "/redirect-loop-2.xml"}) + ["/missing.xml"]
    # Far past any sane size, yet under DOWNLOAD_MAXSIZE; the Sitemap lines come first.
    robots = b"User-agent: *\nDisallow:\n" + "".join(
        f"Sitemap: {origin}{path}\n" for path in sorted(declared)).encode() + b"# filler\n" * 250_000
    return {"/": Page(b"down for maintenance", status=500, content_type="text/plain"),
            "/robots.txt": Page(robots), **sitemaps}


DEEP_INDEXES = 8


def deep(origin: str) -> dict[str, Page]:
    """Sitemap indexes nested eight deep, each also listing a urlset with one page: the pages
    down to the depth limit are sampled, the deeper ones never requested."""
    site = {"/": html(), "/robots.txt": Page(f"Sitemap: {origin}/index-0.xml\n".encode())}
    for level in range(DEEP_INDEXES):
        site[f"/index-{level}.xml"] = Page(index(origin, [f"/index-{level + 1}.xml", f"/pages-{level}.xml"]))
        site[f"/pages-{level}.xml"] = Page(urlset(origin, [f"/level-{level}"]))
    return site


#: Seconds the hanging sitemap waits before answering: longer than any test runs.
HANG_SECONDS = 300


def hanging(origin: str) -> dict[str, Page]:
    """One sitemap never answers, the other is healthy: the crawl waits one DOWNLOAD_TIMEOUT for
    the first, without retrying it, and samples the second."""
    return {
        "/": html(),
        "/robots.txt": Page(f"Sitemap: {origin}/never-answers.xml\nSitemap: {origin}/healthy.xml\n".encode()),
        "/never-answers.xml": Page(urlset(origin, ["/never-sampled"]), delay=HANG_SECONDS),
        "/healthy.xml": Page(urlset(origin, [f"/healthy/page-{n}" for n in range(5)])),
    }


def silent() -> dict[str, Page]:
    """A host that accepts connections and never answers: robots.txt, the home page and every
    usual sitemap location hang (any other path would answer 404, and the host would be alive)."""
    return {path: Page(delay=HANG_SECONDS) for path in ("/", "/robots.txt", *USUAL_SITEMAP_PATHS)}


#: The relative <loc>s of ``relative.test``'s nested sitemaps, and the page each resolves to
#: (RFC 3986, against the URL of the sitemap that holds it).
RELATIVE_LOCS = {
    "/maps/sitemap.xml": {"page-b": "/maps/page-b", "./page-c": "/maps/page-c", "../up/page-d": "/up/page-d",
                          "/abs/page-e": "/abs/page-e", "//relative.test:{port}/abs/page-f": "/abs/page-f"},
    "/maps/more/child.xml": {"deeper/page-g": "/maps/more/deeper/page-g", "../page-h": "/maps/page-h"},
}


def relative_locs(port: int) -> dict[str, Page]:
    """robots.txt names an index in a folder, /maps/index.xml, whose child sitemaps are listed
    by relative references and hold relative locs of every form, plus a damaged absolute URL
    (``https//...``), which stays invalid."""
    sitemaps = {path: Page(_set(*(f"<url><loc>{loc.format(port=port)}</loc></url>" for loc in locs),
                                "<url><loc>https//relative.test/lost-its-colon</loc></url>").encode())
                for path, locs in RELATIVE_LOCS.items()}
    children = "".join(f"<sitemap><loc>{loc}</loc></sitemap>" for loc in ("sitemap.xml", "./more/child.xml"))
    return {
        "/": html(),
        "/robots.txt": Page(b"Sitemap: /maps/index.xml\n"),
        "/maps/index.xml": Page(f"<sitemapindex>{children}</sitemapindex>".encode()),
        **sitemaps,
    }


def huge_robots(origin: str) -> dict[str, Page]:
    """A robots.txt of 20 MB, past DOWNLOAD_MAXSIZE: its first 500 KiB (a rule, a Sitemap: line)
    count, the Sitemap: line after them is never read."""
    robots = (f"User-agent: *\nDisallow: /private/\nSitemap: {origin}/early.xml\n".encode()
              + b"# filler line\n" * 1_500_000 + f"Sitemap: {origin}/late.xml\n".encode())
    return {
        "/": html(),
        "/robots.txt": Page(robots),
        "/early.xml": Page(urlset(origin, ["/early/page", "/private/page"])),
        "/late.xml": Page(urlset(origin, ["/late/page"])),
    }


#: Links on the huge listing page of ``manylinks.test``: far more than a page's links are read.
HUGE_LISTING_LINKS = 60_000
#: Links after them, to a section the first thousand links never reach.
HUGE_LISTING_TAIL = 40


def many_links(origin: str) -> dict[str, Page]:
    """No sitemap; with expand=1 the root's listing pages are opened: one lists 60,000 items
    (reading them all held the reactor for seconds) and, after them, its archive's 40 pages;
    one fails with a 500."""
    items = "".join(f'<a href="/items/{n}">item {n}</a>' for n in range(HUGE_LISTING_LINKS))
    items += "".join(f'<a href="/archive/{n}">archive {n}</a>' for n in range(HUGE_LISTING_TAIL))
    return {
        "/": html(body='<a href="/huge-list/">all</a> <a href="/broken-list/">broken</a>'),
        "/huge-list/": html(body=items),
        "/broken-list/": Page(b"oops", status=500, content_type="text/plain"),
    }


def unevenly_split(origin: str) -> dict[str, Page]:
    """An index of five children: four list one page each, one lists twenty."""
    small = {f"/small-{n}.xml": Page(urlset(origin, [f"/small/{n}"])) for n in range(4)}
    return {
        "/": html(),
        "/robots.txt": Page(f"Sitemap: {origin}/index.xml\n".encode()),
        "/index.xml": Page(index(origin, [*small, "/large.xml"])),
        "/large.xml": Page(urlset(origin, [f"/large/item-{n}" for n in range(20)])),
        **small,
    }


#: The Crawl-delay ``pace.test`` asks for, and the pages of its sitemap.
CRAWL_DELAY = 1.0
PACED_PAGES = [f"/paced/page-{n}" for n in range(10)]


def paced(origin: str) -> dict[str, Page]:
    """robots.txt asks every crawler for CRAWL_DELAY seconds between requests (and a group of
    another crawler for far more, which is not ours); its sitemap lists ten pages."""
    robots = (f"User-agent: SlowBot\nCrawl-delay: 120\n\nUser-agent: *\nCrawl-delay: {CRAWL_DELAY:g}\n"
              f"Disallow: /private/\nSitemap: {origin}/sitemap.xml\n")
    return {
        "/": html(),
        "/robots.txt": Page(robots.encode()),
        "/sitemap.xml": Page(urlset(origin, PACED_PAGES)),
        **{path: html(body=f"<main><h1>{path}</h1></main>") for path in PACED_PAGES},
    }


#: The seconds ``ratelimit.test`` asks the crawl to wait before asking for its sitemap again.
RETRY_AFTER = 2
RATE_LIMITED_PAGES = ["/limited/page-one", "/limited/page-two"]


def rate_limited(origin: str) -> dict[str, Page | list[Page]]:
    """The sitemap answers its first request with 429 and ``Retry-After: 2``, then the pages."""
    too_many = Page(b"slow down", status=429, content_type="text/plain", headers=(("Retry-After", str(RETRY_AFTER)),))
    return {
        "/": html(),
        "/robots.txt": Page(f"Sitemap: {origin}/sitemap.xml\n".encode()),
        "/sitemap.xml": [too_many, Page(urlset(origin, RATE_LIMITED_PAGES))],
    }


#: The statuses robots.txt answers with on ``robots<status>.test``: server errors and 429
#: forbid the site while they last (RFC 9309, "unreachable"); any other 4xx means no rules.
ROBOTS_FAILURES = (403, 429, 500, 503)
ROBOTS_FAILING_PAGES = ["/pages/one", "/pages/two", "/pages/three"]


def robots_failing(origin: str, status: int) -> dict[str, Page]:
    """robots.txt answers ``status`` with an error page; the home page, the usual sitemap and
    its pages answer."""
    return {
        "/": html(),
        "/robots.txt": Page(f"<!doctype html><h1>Error {status}</h1>".encode(), status=status, content_type="text/html"),
        "/sitemap.xml": Page(urlset(origin, ROBOTS_FAILING_PAGES)),
        **{path: html() for path in ROBOTS_FAILING_PAGES},
    }


#: ``interrupted.test``: its sitemap index's children, each of which answers after
#: SITEMAP_SECONDS (two at a time, the project's CONCURRENT_REQUESTS) and lists pages of its own
#: section, which answer after PAGE_SECONDS: an interrupt finds the crawl waiting.
PART_SITEMAPS = [f"/part-{n}.xml" for n in range(6)]
SITEMAP_SECONDS = 2
PAGE_SECONDS = 1


def part_pages(sitemap: str) -> list[str]:
    """The pages the child sitemap ``/part-N.xml`` lists: ``/part-N/page-K``."""
    return [f"{sitemap[:-4]}/page-{n}" for n in range(6)]


def interruptible(origin: str) -> dict[str, Page]:
    """A sitemap index of slow children, and slow pages: a crawl is still busy when it is
    interrupted."""
    pages = [page for sitemap in PART_SITEMAPS for page in part_pages(sitemap)]
    return {
        "/": html(body="<nav><a href='/about'>About</a></nav>"),
        "/robots.txt": Page(f"Sitemap: {origin}/index.xml\n".encode()),
        "/index.xml": Page(index(origin, PART_SITEMAPS)),
        **{path: replace(Page(urlset(origin, part_pages(path))), delay=SITEMAP_SECONDS) for path in PART_SITEMAPS},
        **{path: replace(html(body=f"<main><h1>{path}</h1></main>"), delay=PAGE_SECONDS) for path in [*pages, "/about"]},
    }


#: Where misbuilt.test's sitemaps list their pages: a site generator's default address.
BUILD_ADDRESS = "http://localhost:4000"
MISBUILT_PAGES = ["/posts/first", "/posts/second", "/posts/third", "/more/one", "/more/two"]


def misbuilt(origin: str, port: int) -> dict[str, Page]:
    """A site whose sitemaps were built with a generator's default address (:data:`BUILD_ADDRESS`):
    its index lists a child sitemap there, beside one on its own host and one on another
    site, and every ``<loc>`` is there too."""
    children = [f"{origin}/posts.xml", f"{BUILD_ADDRESS}/more.xml", f"http://sitemaps.cdn.test:{port}/misbuilt.xml"]
    return {
        "/": html(),
        # Its robots.txt names the index at the build address too, as jekyll-sitemap writes it.
        "/robots.txt": Page(f"Sitemap: {BUILD_ADDRESS}/sitemap_index.xml\n".encode()),
        "/sitemap_index.xml": Page(index("", children)),
        "/posts.xml": Page(urlset(BUILD_ADDRESS, MISBUILT_PAGES[:3])),
        "/more.xml": Page(urlset(BUILD_ADDRESS, MISBUILT_PAGES[3:])),
        **{path: html(body=f"<h1>{path}</h1>") for path in MISBUILT_PAGES},
    }


#: Where staging.test's sitemap lists its pages: another site (its staging host).
STAGING_ADDRESS = "http://staging.elsewhere.test"
STAGING_LINKED = ["/posts/first", "/posts/second", "/about"]


def staging(origin: str, port: int) -> dict[str, Page]:
    """A site whose sitemap lists its pages on its staging host, which is another site: they are
    not its own; its home page links its pages."""
    return {
        "/": html(body=links(*STAGING_LINKED)),
        "/robots.txt": Page(f"Sitemap: {origin}/sitemap.xml\n".encode()),
        "/sitemap.xml": Page(urlset(f"{STAGING_ADDRESS}:{port}", ["/posts/first", "/posts/second", "/posts/third"])),
        **{path: html(body=f"<h1>{path}</h1>") for path in STAGING_LINKED},
    }


#: The production address preview.test was built with, which its home page names canonical.
PRODUCTION_ADDRESS = "https://www.production.test"
PREVIEW_POSTS = ["/posts/first/", "/posts/second/", "/posts/third/"]
PREVIEW_PAGES = ["/about/", "/contact/"]
PREVIEW_LISTING = "/blog/"


def preview(port: int) -> dict[str, Page]:
    """A deploy preview of a site built with its production address: robots.txt and the sitemap
    index name the production host, the child sitemaps list the pages there, and the home page's
    canonical link names it too. The preview serves every page itself; its home page links none
    of the posts."""
    production = f"{PRODUCTION_ADDRESS}:{port}"
    return {
        # Its navigation links the pages at their production address too, and a listing page
        # no sitemap lists.
        "/": html(head=f'<link rel="canonical" href="{production}/">',
                  body=f"<nav>{links(*(production + path for path in PREVIEW_PAGES + [PREVIEW_LISTING]))}</nav>"),
        PREVIEW_LISTING: html(head=f'<link rel="canonical" href="{production}{PREVIEW_LISTING}">',
                              body=links(*(production + path for path in PREVIEW_POSTS))),
        "/robots.txt": Page(f"User-agent: *\nSitemap: {production}/sitemap_index.xml\n".encode()),
        "/sitemap_index.xml": Page(index(production, ["/post-sitemap.xml", "/page-sitemap.xml"])),
        "/post-sitemap.xml": Page(urlset(production, PREVIEW_POSTS)),
        "/page-sitemap.xml": Page(urlset(production, ["/", *PREVIEW_PAGES])),
        # Each page names its production address canonical, as the build writes it.
        **{path: html(head=f'<link rel="canonical" href="{production}{path}">', body=f"<h1>{path}</h1>")
           for path in PREVIEW_POSTS + PREVIEW_PAGES},
    }


#: Pages bomrobots.test's robots.txt disallows, below its byte order mark.
PRIVATE_PAGES = ["/private/report-1", "/private/report-2"]


#: The pages of stale.test's sitemap, at a usual location robots.txt does not name.
STALE_PAGES = ["/posts/one", "/posts/two", "/posts/three"]


def build(port: int) -> Hosts:
    origin = f"http://{{}}:{port}"
    public = origin.format("www.public.test")
    return {
        "messy.test": messy(port),
        "deep.test": deep(origin.format("deep.test")),
        "misbuilt.test": misbuilt(origin.format("misbuilt.test"), port),
        "staging.test": staging(origin.format("staging.test"), port),
        "preview.test": preview(port),
        # robots.txt saved with a byte order mark (a Windows editor), its first line naming the
        # sitemap, kept where no usual location is; its rules hold too.
        "bomrobots.test": {
            "/": html(),
            "/robots.txt": Page(f"\ufeffSitemap: {origin.format('bomrobots.test')}/feeds/site-map.xml\n"
                                "User-agent: *\nDisallow: /private/\n".encode()),
            "/feeds/site-map.xml": Page(urlset(origin.format("bomrobots.test"), ["/public/a", "/public/b", *PRIVATE_PAGES])),
            **{path: html(body=f"<h1>{path}</h1>") for path in ("/public/a", "/public/b", *PRIVATE_PAGES)},
        },
        # robots.txt lets crawlers read the home page alone, its sitemap included.
        "homeonly.test": {
            "/": html(),
            "/robots.txt": Page(f"User-agent: *\nAllow: /$\nDisallow: /\nSitemap: {origin.format('homeonly.test')}/sitemap.xml\n".encode()),
            "/sitemap.xml": Page(urlset(origin.format("homeonly.test"), ["/a", "/b"])),
        },
        # robots.txt names a sitemap the site no longer has (its sitemap plugin changed); the
        # one it has is at a usual location.
        "stale.test": {
            "/": html(),
            "/robots.txt": Page(f"Sitemap: {origin.format('stale.test')}/sitemap_index.xml\n".encode()),
            "/wp-sitemap.xml": Page(urlset(origin.format("stale.test"), STALE_PAGES)),
        },
        "sitemaps.cdn.test": {"/misbuilt.xml": Page(urlset(origin.format("misbuilt.test"), ["/from-the-cdn"]))},
        "hang.test": hanging(origin.format("hang.test")),
        "silent.test": silent(),
        "relative.test": relative_locs(port),
        "bigrobots.test": huge_robots(origin.format("bigrobots.test")),
        # robots.txt never answers; the usual sitemap location does.
        "slowrobots.test": {
            "/": html(),
            "/robots.txt": Page(b"User-agent: *\nDisallow:\n", delay=HANG_SECONDS),
            "/sitemap.xml": Page(urlset(origin.format("slowrobots.test"), ["/found-anyway"])),
        },
        "manylinks.test": many_links(origin.format("manylinks.test")),
        "uneven.test": unevenly_split(origin.format("uneven.test")),
        "pace.test": paced(origin.format("pace.test")),
        "interrupted.test": interruptible(origin.format("interrupted.test")),
        # A web application firewall that blocks crawlers: every path answers its 403 page.
        "waf.test": {ANY_PATH: Page(b"<!doctype html><title>Attention Required!</title><p>Sorry, you have been blocked",
                                    status=403)},
        "ratelimit.test": rate_limited(origin.format("ratelimit.test")),
        # robots.txt fails with each of ROBOTS_FAILURES; the site's pages answer (RFC 9309).
        **{f"robots{status}.test": robots_failing(origin.format(f"robots{status}.test"), status)
           for status in ROBOTS_FAILURES},
        # bücher.test, as browsers and sitemaps spell it.
        "xn--bcher-kva.test": {
            "/": html(),
            "/robots.txt": Page(f"Sitemap: {origin.format('xn--bcher-kva.test')}/sitemap.xml\n".encode()),
            "/sitemap.xml": Page(urlset(origin.format("xn--bcher-kva.test"), ["/romane/1", "/romane/2"])),
        },
        # robots.txt is an HTML page: no rules, no sitemaps; the usual /sitemap.xml is probed.
        "htmlrobots.test": {
            "/": html(),
            "/robots.txt": html(body="<p>Disallow: /</p>"),
            "/sitemap.xml": Page(urlset(origin.format("htmlrobots.test"), ["/found-by-probing"])),
        },
        # The discovery deadline: one quick sitemap, the others answer far too late.
        "slow.test": {
            "/": html(),
            "/robots.txt": Page("".join(f"Sitemap: {origin.format('slow.test')}/{name}.xml\n"
                                        for name in ("quick", "late-1", "late-2")).encode()),
            "/quick.xml": Page(urlset(origin.format("slow.test"), ["/in-time"])),
            "/late-1.xml": Page(urlset(origin.format("slow.test"), ["/too-late-1"]), delay=6),
            "/late-2.xml": Page(urlset(origin.format("slow.test"), ["/too-late-2"]), delay=6),
        },
        # A public site (to PretendPublicResolver) whose root redirects to the cloud metadata
        # address and whose sitemap redirects to a name that resolves to it.
        "www.public.test": {
            "/": redirect("http://169.254.169.254/latest/meta-data/", 302),
            "/robots.txt": Page(f"Sitemap: {public}/sitemap.xml\nSitemap: {public}/pages.xml\n".encode()),
            "/sitemap.xml": redirect("http://metadata.test/latest/meta-data/iam/", 301),
            "/pages.xml": Page(urlset(public, ["/", "/public-page"])),
        },
        # Reached by its address, with private hosts allowed.
        "127.0.0.1": {
            "/": html(),
            "/robots.txt": Page(f"Sitemap: {origin.format('127.0.0.1')}/sitemap.xml\n".encode()),
            "/sitemap.xml": Page(urlset(origin.format("127.0.0.1"), ["/intranet-page"])),
        },
    }
