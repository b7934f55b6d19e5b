"""Template refinement in a real crawl (``-s SITESAMPLER_REFINE=1``): a blog whose posts, one
URL template, come in two layouts (the current frame and a legacy one) gets a representative of
each, and ``templates=FILE`` lists the refined templates; without the setting, nothing changes."""

from __future__ import annotations

import json
import re

import pytest

from sitesampler.testing.crawling import crawl
from sitesampler.testing.server import ANY_PATH, Hosts, Page, serve
from tests.conftest import REPO
from tests.crawl_sites import urlset

HOST = "legacy-layout.test"
CURRENT = [f"/posts/{name}-story" for name in ("alpha", "bravo", "charlie", "delta")]
LEGACY = [f"/posts/{name}-story" for name in ("echo", "foxtrot", "golf")]  # fewer: the layout split off
LISTED = ["/", "/about", *CURRENT, *LEGACY]


def current(title: str, paragraphs: int) -> bytes:
    text = "".join(f"<p>Paragraph {n} of {title}.</p>" for n in range(paragraphs))
    return f"""<!doctype html><html lang="en"><head><title>{title}</title></head><body class="site">
<header class="masthead"><nav class="menu"><a href="/">Home</a> <a href="/about">About</a></nav></header>
<div class="wrap"><main id="content"><article class="post"><h1>{title}</h1>{text}</article></main>
<aside class="sidebar"><h2>Recent</h2></aside></div><footer class="colophon"><p>Blog</p></footer>
</body></html>""".encode()


def legacy(title: str, paragraphs: int) -> bytes:
    text = "".join(f"<p>Paragraph {n} of {title}.</p>" for n in range(paragraphs))
    return f"""<!doctype html><html lang="en"><head><title>{title}</title></head><body>
<div id="container"><div class="top-banner"><div class="logo">Blog</div></div>
<div class="columns"><div class="left-column"><div class="links"><a href="/">Home</a></div></div>
<div class="right-column"><div class="entry"><h1>{title}</h1>{text}</div></div></div>
<div class="bottom">Old blog</div></div></body></html>""".encode()


#: The same blog without a sitemap: the link crawl fetches every post, more than a small
#: budget's sampler keeps of the template.
LINKED_HOST = "legacy-links.test"


def hosts(port: int) -> Hosts:
    origin = f"http://{HOST}:{port}"
    posts = {**{path: Page(current(path, 2 + 3 * n)) for n, path in enumerate(CURRENT)},
             **{path: Page(legacy(path, 1 + 4 * n)) for n, path in enumerate(LEGACY)}}
    listing = "".join(f'<div class="card"><a href="{path}">{path}</a></div>' for path in CURRENT + LEGACY)
    return {HOST: {
        "/": Page(current("Home", 1)),
        "/about": Page(current("About", 2)),
        "/robots.txt": Page(b"User-agent: *\nSitemap: /sitemap.xml\n"),
        "/sitemap.xml": Page(urlset(origin, LISTED)),
        **posts,
        ANY_PATH: Page(b"<h1>Not found</h1>", status=404),
    }, LINKED_HOST: {
        "/": Page(current("Home", 1).replace(b"<h1>Home</h1>", listing.encode())),
        "/about": Page(current("About", 2)),
        "/robots.txt": Page(b"User-agent: *\nDisallow:\n"),
        **posts,
        ANY_PATH: Page(b"<h1>Not found</h1>", status=404),
    }}


@pytest.fixture(scope="module")
def crawls(tmp_path_factory) -> dict[str, tuple[list[dict], dict[str, str], str]]:
    folder = tmp_path_factory.mktemp("refine")
    runs = {}
    with serve(hosts) as server:
        for name, settings in (("plain", {"SITESAMPLER_REFINE": "0"}), ("serial", {"SITESAMPLER_REFINE": "1", "CONCURRENT_REQUESTS": "1"}),
                               ("parallel", {"SITESAMPLER_REFINE": "1", "CONCURRENT_REQUESTS": "16"})):
            feed, listing = folder / f"{name}.json", folder / f"{name}.tsv"
            done = crawl(f"http://{HOST}:{server.port}/", [str(feed)],
                         arguments={"budget": "6", "verify": "30", "templates": str(listing)},
                         settings=settings, cwd=REPO)
            assert done.returncode == 0, done.stderr[-3000:]
            templates = dict(line.split("\t") for line in listing.read_text(encoding="utf-8").splitlines())
            origin = f"http://{HOST}:{server.port}"
            runs[name] = ([{**row, "url": row["url"].removeprefix(origin)}
                           for row in json.loads(feed.read_text(encoding="utf-8"))],
                          {url.removeprefix(origin): template for url, template in templates.items()}, done.stderr)
    return runs


def test_each_layout_of_a_template_gets_a_representative(crawls):
    rows, templates, log = crawls["serial"]
    split = {templates[post] for post in LEGACY}
    assert len(split) == 1 and split.pop().startswith("/posts/{slug}#layout-")
    assert {templates[post] for post in CURRENT} == {"/posts/{slug}"}
    sampled = {row["url"] for row in rows}
    assert sampled & set(LEGACY) and sampled & set(CURRENT)
    assert "Refined by layout: split /posts/{slug}: layouts " in log


def test_refinement_does_not_depend_on_concurrency(crawls):
    assert crawls["serial"][:2] == crawls["parallel"][:2]


def test_without_the_setting_the_templates_are_the_urls(crawls):
    rows, templates, log = crawls["plain"]
    assert set(templates.values()) == {"/", "/about", "/posts/{slug}"}
    assert all("#layout-" not in row["template"] for row in rows)
    assert "Refined by layout" not in log


def test_the_templates_file_is_refined_as_the_sample_was(tmp_path):
    """A link crawl fetches all seven posts, but a budget-1 sampler keeps five of them: the
    templates file, which keeps every page, is refined by the fetched pages the sample's
    sampler kept, so it holds the split the log reports, page for page, and each sampled page
    has the template its row names."""
    feed, listing = tmp_path / "rows.json", tmp_path / "templates.tsv"
    with serve(hosts) as server:
        origin = f"http://{LINKED_HOST}:{server.port}"
        done = crawl(f"{origin}/", [str(feed)], arguments={"budget": "1", "verify": "30", "templates": str(listing)},
                     cwd=REPO)
    assert done.returncode == 0, done.stderr[-3000:]
    assert "Link crawl: 8 pages fetched" in done.stderr
    templates = dict(line.removeprefix(origin).split("\t") for line in listing.read_text(encoding="utf-8").splitlines())
    rows = json.loads(feed.read_text(encoding="utf-8"))
    assert set(CURRENT + LEGACY) <= set(templates)
    assert rows and all(templates[row["url"].removeprefix(origin)] == row["template"] for row in rows)
    [split] = re.findall(r"Refined by layout: split /posts/\{slug\}: layouts (\w+) x(\d+), (\w+) x(\d+)", done.stderr)
    moved = [path for path, template in templates.items() if template == f"/posts/{{slug}}#layout-{split[2]}"]
    assert len(moved) == int(split[3]) < len(LEGACY)  # the sampler kept two of the three


#: A board script's threads, ``/<board>/<thread>/<slug>/``, one of them titled "Tags" (a word
#: the URL rules keep literal), and the view of another thread's author in a layout of its own.
FORUM_HOST = "threads.test"
THREADS = [f"/{board}/{thread}/thread-number-{thread}/" for board in (4, 10) for thread in range(100 * board, 100 * board + 6)]
TAGS_THREAD, AUTHOR_VIEW = "/10/1840/tags/", "/10/1841/author/"
#: Boards and members: more templates, whose stand-ins come before one-off pages.
BOARDS = [f"/boards/{board}/" for board in range(1, 7)] + [f"/members/member-{name}/" for name in "abcdef"]


def forum_hosts(port: int) -> Hosts:
    origin = f"http://{FORUM_HOST}:{port}"
    pages = {path: Page(current(path, 1 + n % 4)) for n, path in enumerate([*THREADS, TAGS_THREAD])}
    pages |= {path: Page(legacy(path, 1 + n % 3)) for n, path in enumerate(BOARDS)}
    return {FORUM_HOST: {
        "/": Page(legacy("Boards", 1)),
        "/robots.txt": Page(b"User-agent: *\nSitemap: /sitemap.xml\n"),
        "/sitemap.xml": Page(urlset(origin, ["/", *THREADS, *BOARDS, TAGS_THREAD, AUTHOR_VIEW])),
        **pages,
        AUTHOR_VIEW: Page(legacy("The thread starter", 2)),
        ANY_PATH: Page(b"<h1>Not found</h1>", status=404),
    }}


def test_a_one_off_page_in_a_templates_slot_with_its_layout_joins_it(tmp_path):
    """The thread titled "Tags" is a one-off page for the URLs; a budget of two picks no
    one-off page, but verification fetches it, as it could fill the threads' slot: it shows
    their layout and joins them. The author view, of another layout, stays a page of its own."""
    feed, listing = tmp_path / "rows.json", tmp_path / "templates.tsv"
    with serve(forum_hosts) as server:
        origin = f"http://{FORUM_HOST}:{server.port}"
        done = crawl(f"{origin}/", [str(feed)], arguments={"budget": "2", "verify": "20", "templates": str(listing)},
                     cwd=REPO)
        requested = {path for host, path in server.requests if host == FORUM_HOST}
    assert done.returncode == 0, done.stderr[-3000:]
    templates = dict(line.removeprefix(origin).split("\t") for line in listing.read_text(encoding="utf-8").splitlines())
    rows = json.loads(feed.read_text(encoding="utf-8"))
    assert TAGS_THREAD not in {row["url"].removeprefix(origin) for row in rows} and TAGS_THREAD in requested
    assert templates[TAGS_THREAD] == templates[THREADS[0]] == "/{n}/{n}/{slug}"
    assert templates[AUTHOR_VIEW] == "/{n}/{n}/author"
    assert "Refined by layout: attach /{n}/{n}/tags: fills a slot, layout " in done.stderr
