"""The HTML-backed corpus harness, run on a labelled site this test generates: a blog with
posts, tag pages, author pages and a few one-off pages, each type with a layout of its own,
written as a corpus site (``labels.json``, ``SOURCE.json``, a sitemap) with its pages in a
separate pages folder (``pages.tar.xz``, ``pages.json``), as ``bench/corpus/collect_pages.py``
writes them. The real crawl of ``bench/html_quality.py`` is scored against its labels."""

from __future__ import annotations

import argparse
import hashlib
import http.client
import json
import re
from dataclasses import replace
import shutil
import sys
import tarfile
from pathlib import Path
from urllib.parse import urlsplit

import pytest

BENCH = Path(__file__).resolve().parents[1] / "bench"
sys.path.insert(0, str(BENCH))
sys.path.insert(0, str(BENCH / "corpus"))
from collect_pages import archive  # noqa: E402
from dead_rows import dead_rows, row_kind  # noqa: E402
from sitesampler.core.urls import SiteScope  # noqa: E402
from sitesampler.crawl.arguments import default_verify  # noqa: E402
from html_quality import (START, Options, main, read_arrival, record_arrival, run_crawl, section,  # noqa: E402
                          verify_option)
import layout_stability  # noqa: E402
from html_sites import (MIN_COVERAGE, PAGES_ARCHIVE, PAGES_MANIFEST, crawl_settings, hosts,  # noqa: E402
                        html_site_names, load_html_sites, served_root)
from corpus_sites import CORPUS  # noqa: E402
from sync_corpus import sync  # noqa: E402

from sitesampler.testing.server import Page, redirect, serve  # noqa: E402

NAME, HOST = "inkwell", "inkwell.test"
#: A corpus site with labels and a sitemap but no pages anywhere.
BARE = "bare"
ROOT = f"https://{HOST}/"
WORDS = ("amber", "basalt", "cedar", "delta", "ember", "fjord", "garnet", "harbor", "indigo", "juniper",
         "kestrel", "lumen", "marrow", "nectar", "onyx", "pewter", "quartz", "russet")
TAGS = ("python", "scraping", "accessibility", "testing", "design")
AUTHORS = ("ada", "grace", "linus")
ONE_OFFS = ("about", "contact", "archive")
PAGE_FILES = (PAGES_ARCHIVE, PAGES_MANIFEST)


def _path(url: str) -> str:
    return urlsplit(url).path


def _page(title: str, body: str, *, nav: bool = True, aside: str = "", footer: str = "") -> str:
    menu = "".join(f'<li><a href="{ROOT}{page}/">{page.title()}</a></li>' for page in ONE_OFFS)
    header = f'<header class="masthead"><a href="{ROOT}">Inkwell</a>' + (f"<nav><ul>{menu}</ul></nav>" if nav else "")
    return (f"<!doctype html><html lang=en><head><meta charset=utf-8><title>{title}</title></head><body>"
            f"{header}</header>{body}{aside}<footer>{footer or '&copy; Inkwell'}</footer></body></html>")


def _links(urls: list[str]) -> str:
    return "<ul>" + "".join(f'<li><a href="{url}">{url.rstrip("/").rsplit("/", 1)[-1]}</a></li>' for url in urls) + "</ul>"


def blog() -> dict[str, tuple[str, str]]:
    """URL -> (label, HTML) of the generated blog: 18 posts (each by one author, with two
    tags), 5 tag pages, 3 author pages, the home page and 3 one-off pages."""
    posts = {f"{ROOT}posts/{word}-notes/": (AUTHORS[i % 3], TAGS[i % 5], TAGS[(i + 2) % 5])
             for i, word in enumerate(WORDS)}
    site = {}
    for url, (author, *tags) in posts.items():
        aside = "<aside class=tags>" + _links([f"{ROOT}tags/{tag}/" for tag in tags]) + "</aside>"
        body = (f"<main><article><h1>{url}</h1><p class=byline>by <a href='{ROOT}authors/{author}/'>{author}</a></p>"
                + "<p>Paragraph of the post.</p>" * 4 + "</article></main>")
        site[url] = ("blog-post", _page(url, body, aside=aside, footer="Comments are closed."))
    for tag in TAGS:
        tagged = [url for url, (_, *tags) in posts.items() if tag in tags]
        body = f"<main class=listing><h1>Tagged {tag}</h1>{_links(tagged)}</main>"
        others = "<aside class=cloud>" + _links([f"{ROOT}tags/{other}/" for other in TAGS if other != tag]) + "</aside>"
        site[f"{ROOT}tags/{tag}/"] = ("tag-listing", _page(tag, body, aside=others))
    for author in AUTHORS:
        written = [url for url, (by, *_) in posts.items() if by == author]
        body = f"<main class=profile><img alt='{author}' src='/{author}.png'><h1>{author}</h1>{_links(written)}</main>"
        site[f"{ROOT}authors/{author}/"] = ("author", _page(author, body, nav=False))
    latest = _links(sorted(posts)[:8]) + _links([f"{ROOT}tags/{tag}/" for tag in TAGS])
    site[ROOT] = ("home", _page("Inkwell", f"<section class=hero><h1>Inkwell</h1></section><main>{latest}</main>"))
    # Zola writes its own addresses' slashes as character references in attributes
    written = ROOT.replace("//", "&#x2F;&#x2F;")
    about = f"<main><h1>About</h1><p>Who we are: <a href='{written}contact/'>write to us</a>.</p></main>"
    site[f"{ROOT}about/"] = ("/about/", _page("About", about))
    site[f"{ROOT}contact/"] = ("/contact/", _page("Contact", "<main><form method=post><input name=m></form></main>",
                                                  footer="Write to us"))
    site[f"{ROOT}archive/"] = ("/archive/", _page("Archive", f"<main><h1>Archive</h1>{_links(sorted(posts))}</main>",
                                                  nav=False))
    return site


def sitemap(urls: list[str]) -> str:
    entries = "".join(f"<url><loc>{url}</loc></url>" for url in sorted(urls))
    return f'<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">{entries}</urlset>'


def write_site(corpus: Path, name: str, host: str, labels: dict[str, str]) -> None:
    """A corpus site folder as ``bench/corpus/sites/<name>/`` holds one."""
    folder = corpus / "sites" / name
    folder.mkdir(parents=True)
    (folder / "labels.json").write_text(json.dumps(labels, indent=1, sort_keys=True))
    (folder / "sitemap.xml").write_text(sitemap(list(labels)))
    (folder / "SOURCE.json").write_text(json.dumps({"host": host, "files": [
        {"repo_path": "public/sitemap.xml", "saved_as": "sitemap.xml"}]}))


def write_pages(pages: Path, name: str, site: dict[str, tuple[str, str]]) -> None:
    """``pages.tar.xz`` and ``pages.json`` as ``collect_pages.py`` writes them."""
    members = {url: _path(url).lstrip("/") + "index.html" for url in site}
    folder = pages / name
    folder.mkdir(parents=True)
    (folder / PAGES_ARCHIVE).write_bytes(archive({members[url]: html.encode() for url, (_, html) in site.items()}))
    (folder / PAGES_MANIFEST).write_text(json.dumps({
        "labelled": len(site), "stored": len(site), "with_page": len(site), "root": ROOT,
        "pages": {url: {"member": member} for url, member in members.items()}}))


@pytest.fixture(scope="module")
def generated(tmp_path_factory):
    """(corpus folder, pages folder, the blog): the blog with its pages apart, and a bare site."""
    base = tmp_path_factory.mktemp("html-corpus")
    corpus, pages, site = base / "corpus", base / "pages", blog()
    write_site(corpus, NAME, HOST, {url: label for url, (label, _) in site.items()})
    write_site(corpus, BARE, "bare.test", {"https://bare.test/": "home", "https://bare.test/a/": "/a/"})
    (corpus / "CONTENT_ONLY.json").write_text("{}")
    write_pages(pages, NAME, site)
    return corpus, pages, site


def collected_in_place(corpus: Path, pages: Path, copy: Path) -> Path:
    """A copy of the corpus with the pages collected into the site folders."""
    shutil.copytree(corpus, copy)
    for member in PAGE_FILES:
        shutil.copy(pages / NAME / member, copy / "sites" / NAME / member)
    return copy


def test_pages_are_read_from_the_pages_folder_else_from_the_site_folder(generated, tmp_path):
    corpus, pages, site = generated
    assert html_site_names(corpus) == []  # nothing collected into the site folders
    assert html_site_names(corpus, pages=pages) == [NAME]
    copy = collected_in_place(corpus, pages, tmp_path / "corpus")
    assert html_site_names(copy) == [NAME]
    [loaded] = load_html_sites([], copy)
    assert {url: body.decode() for url, body in loaded.pages.items()} == {url: html for url, (_, html) in site.items()}


def test_the_corpus_stores_the_pages_of_its_html_backed_sites_with_their_provenance():
    """The harness runs from a clone: the HTML-backed sites' pages are in the corpus, each
    labelled page byte for byte the blob its repository holds at the commit SOURCE.json names."""
    names = html_site_names(CORPUS, MIN_COVERAGE)
    assert len(names) >= 31
    for name in names:
        folder = CORPUS / "sites" / name
        manifest = json.loads((folder / PAGES_MANIFEST).read_text(encoding="utf-8"))
        source = json.loads((folder / "SOURCE.json").read_text(encoding="utf-8"))
        assert (manifest["repo"], manifest["commit"]) == (source["repo"], source["commit"]), name
        blobs = {entry["member"]: entry["git_blob"] for entry in manifest["pages"].values()}
        found = {}
        with tarfile.open(folder / PAGES_ARCHIVE) as stored:
            for member in stored:
                if member.name in blobs:
                    body = stored.extractfile(member).read()  # type: ignore[union-attr]
                    found[member.name] = hashlib.sha1(b"blob %d\0" % len(body) + body).hexdigest()
        assert found == blobs, name


def test_a_sync_copies_the_pages_a_corpus_source_holds(generated, tmp_path):
    corpus, pages, _ = generated
    source = collected_in_place(corpus, pages, tmp_path / "source")
    assert sync(source, tmp_path / "target") == [BARE, NAME]
    for member in PAGE_FILES:
        assert (tmp_path / "target" / "sites" / NAME / member).read_bytes() == (pages / NAME / member).read_bytes()
    assert html_site_names(tmp_path / "target") == [NAME]


def test_a_site_is_served_under_its_own_name_with_its_addresses_moved_to_the_port(generated):
    corpus, pages, site = generated
    [loaded] = load_html_sites([NAME], corpus, pages)
    served = hosts([loaded], 4321)[HOST]
    assert served.get("/robots.txt").body == f"Sitemap: http://{HOST}:4321/sitemap.xml\n".encode()
    assert served.get("/sitemap.xml").body.count(f"<loc>http://{HOST}:4321/".encode()) == len(site)
    page = served.get("/tags/python/")
    assert page.status == 200 and b'href="http://inkwell.test:4321/posts/' in page.body and ROOT.encode() not in page.body
    assert f"href='http://{HOST}:4321/contact/'".encode() in served.get("/about/").body
    assert served.get("/no-such-page/") is None  # the server's 404
    bare = hosts([loaded], 4321, sitemaps=False)[HOST]
    assert "Sitemap:" not in bare.get("/robots.txt").body.decode() and bare.get("/sitemap.xml") is None
    assert bare.get(_path(served_root(loaded, 4321))) is not None  # the home page


def test_a_path_with_no_file_is_answered_404_with_the_builds_own_404_page(generated):
    """As a static host (GitHub Pages, Netlify) answers it: status 404, the body the build's
    ``404.html`` at its web root, its addresses moved to the port, so that verification can
    compare a page built as the "not found" page with the site's answer to a missing one."""
    corpus, pages, site = generated
    [loaded] = load_html_sites([NAME], corpus, pages)
    own = f'<html><head><title>Page not found</title></head><body><a href="{ROOT}">Home</a></body></html>'.encode()
    with serve(lambda port: hosts([loaded], port)) as plain, \
            serve(lambda port: hosts([replace(loaded, unlabelled={"404.html": own})], port)) as static:
        for server, status, body in ((plain, 404, b"not found"), (static, 404, f'href="http://{HOST}:'.encode())):
            connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=10)
            connection.request("GET", "/no-such-page/", headers={"Host": HOST})
            answer = connection.getresponse()
            assert (answer.status, body in answer.read()) == (status, True)
            connection.close()
        connection = http.client.HTTPConnection("127.0.0.1", static.port, timeout=10)
        connection.request("GET", "/tags/python/", headers={"Host": HOST})
        assert connection.getresponse().status == 200  # a stored page is still itself
        connection.close()


def test_a_folder_named_outside_ascii_redirects_to_its_slash_with_an_escaped_location(generated):
    """A built folder whose name holds a dash outside ASCII (``1926–2011``), asked without
    its slash: a static host answers 301 with the ``Location`` escaped. The server used to
    close the connection instead (a header holds ASCII), so a link crawl gave up on the page."""
    corpus, pages, site = generated
    [loaded] = load_html_sites([NAME], corpus, pages)
    body = b"<html><head><title>1926-2011</title></head><body><p>A life.</p></body></html>"
    with serve(lambda port: hosts([replace(loaded, unlabelled={"1926–2011/index.html": body})], port)) as server:
        connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=10)
        connection.request("GET", "/1926%E2%80%932011", headers={"Host": HOST})
        answer = connection.getresponse()
        answer.read()
        assert (answer.status, answer.getheader("Location")) == (301, "/1926%E2%80%932011/")
        connection.request("GET", answer.getheader("Location"), headers={"Host": HOST})
        answer = connection.getresponse()
        assert (answer.status, answer.read()) == (200, body)
        connection.close()


def test_the_feeds_the_home_page_announces_are_served_with_or_without_sitemaps(generated):
    corpus, pages, site = generated
    [loaded] = load_html_sites([NAME], corpus, pages)
    feed = f'<rss version="2.0"><channel><item><link>{ROOT}posts/first/</link></item></channel></rss>'.encode()
    with_feed = replace(loaded, feeds={f"{ROOT}feed/": feed})
    for sitemaps in (True, False):
        served = hosts([with_feed], 4321, sitemaps=sitemaps)[HOST].get("/feed/")
        assert served.content_type == "application/xml"
        assert f"<link>http://{HOST}:4321/posts/first/</link>".encode() in served.body
    assert hosts([with_feed], 4321, feeds=False)[HOST].get("/feed/") is None  # --no-feeds


def test_the_harness_crawls_a_served_site_and_scores_it(generated, tmp_path, capsys):
    """One real crawl at budget 10 through the command: a named site without pages skipped with
    one line, the scores computed from the feed and the templates, every sample row a stored
    page, the section written between its markers."""
    corpus, pages, site = generated
    out, rows = tmp_path / "QUALITY.md", tmp_path / "rows.json"
    out.write_text("# Quality\n\nprose kept\n")
    assert main(["--corpus", str(corpus), "--pages", str(pages), "--sites", f"{BARE},{NAME}", "--budgets", "10",
                 "--verify", "5", "--json", str(rows), "--keep", str(tmp_path / "kept"), "--write",
                 "--out", str(out)]) == 0
    skipped = [line for line in capsys.readouterr().err.splitlines() if "skipped" in line]
    assert skipped == [f"html_quality: skipped {BARE}: no pages.tar.xz and pages.json in {pages}/<site>"]
    run = json.loads(rows.read_text())
    # No folder named, the kept feeds' neither.
    assert run["command"] == f"python bench/html_quality.py --sites {BARE},{NAME} --budgets 10 --verify 5"
    assert (tmp_path / "kept" / f"{NAME}-10.json").exists()
    total, not_live = dead_rows(tmp_path / "kept", corpus, pages)  # every kept row is a page the site serves
    assert total == len(json.loads((tmp_path / "kept" / f"{NAME}-10.json").read_text())) > 0 and not_live == []
    [row] = run["rows"]
    assert row["site"] == NAME and row["labelled"] == row["with page"] == len(site) == 30
    for metric in ("h", "v", "multi@10", "all@10"):
        assert 0 <= row[metric] <= 1, metric
    # Labels as templates cover the 3 multi-page types and all 7 types in 10 pages: a scoring
    # that lost the join of labels and pages would find none.
    assert row["perfect multi@10"] == 1.0 and row["perfect all@10"] == 1.0
    assert 0 < row["multi@10"] <= row["perfect multi@10"]
    assert row["h"] > 0.9  # posts, tags and authors sit in folders of their own
    assert 5 <= row["rows@10"] <= 10 and row["rows without page@10"] == 0
    assert row["fetched@10"] >= 1 and row["seconds@10"] > 0
    report = out.read_text()
    assert report.startswith("# Quality\n\nprose kept\n") and report.count(START) == 1
    assert f"| {NAME} | {row['half']} | 30 | 30 |" in report and str(pages) not in report
    assert "(verify 5; sitemaps served;" in report
    # Rendered again from its rows alone, the run is described as its command made it.
    out.write_text("# Quality\n")
    assert main(["--rows", str(rows), "--corpus", str(corpus), "--pages", str(pages), "--write", "--out", str(out)]) == 0
    assert "(verify 5; sitemaps served;" in out.read_text()


def test_truth_pages_scores_without_the_pages_whose_label_names_no_page(generated, tmp_path):
    """The archive page relabelled as a redirect stub: ``--truth pages`` leaves it out of the
    scoring and of the ceiling (a row on it is a row without page), and says so."""
    corpus, pages, _ = generated
    relabelled = tmp_path / "corpus"
    shutil.copytree(corpus, relabelled)
    labels_file = relabelled / "sites" / NAME / "labels.json"
    labels = json.loads(labels_file.read_text())
    labels[f"{ROOT}archive/"] = "redirect-stub"
    labels_file.write_text(json.dumps(labels))
    out, rows = tmp_path / "QUALITY.md", tmp_path / "rows.json"
    out.write_text("# Quality\n")
    assert main(["--corpus", str(relabelled), "--pages", str(pages), "--sites", NAME, "--budgets", "10",
                 "--verify", "5", "--truth", "pages", "--json", str(rows), "--keep", str(tmp_path / "kept"),
                 "--write", "--out", str(out)]) == 0
    [row] = json.loads(rows.read_text())["rows"]
    feed = json.loads((tmp_path / "kept" / f"{NAME}-10.json").read_text())
    on_stub = sum(1 for sampled in feed if _path(sampled["url"]) == "/archive/")
    assert on_stub == 1 and row["rows without page@10"] == 1  # budget 10 takes every one-off page
    assert row["perfect multi@10"] == row["perfect all@10"] == 1.0 and row["labelled"] == 30
    assert "the labels as written, without the pages whose label names no page" in out.read_text()


def test_a_sites_crawl_delay_is_its_live_servers_and_the_served_copy_ignores_it(generated, tmp_path):
    """The blog's robots.txt asking for five seconds between requests: the harness serves its
    own copy, so five pages verified do not take half a minute, and the log says no wait."""
    corpus, pages, _ = generated
    paced = tmp_path / "corpus"
    shutil.copytree(corpus, paced)
    (paced / "sites" / NAME / "robots.txt").write_text("User-agent: *\nCrawl-delay: 5\n")
    rows, kept = tmp_path / "rows.json", tmp_path / "kept"
    assert main(["--corpus", str(paced), "--pages", str(pages), "--sites", NAME, "--budgets", "5",
                 "--verify", "5", "--json", str(rows), "--keep", str(kept)]) == 0
    [row] = json.loads(rows.read_text())["rows"]
    assert row["fetched@5"] >= 5 and row["seconds@5"] < 5 * 5
    assert "between requests" not in (kept / f"{NAME}-5.log").read_text()


def test_truth_crawlable_scores_without_the_pages_robots_txt_disallows(generated, tmp_path):
    """The blog's robots.txt disallowing its author pages: the crawl never samples them (they
    need access), and ``--truth crawlable`` leaves them out of the scoring and of the ceiling,
    where the labels as written count their type as one the sample misses."""
    corpus, pages, _ = generated
    guarded = tmp_path / "corpus"
    shutil.copytree(corpus, guarded)
    (guarded / "sites" / NAME / "robots.txt").write_text("User-agent: *\nDisallow: /authors/\n")
    found = {}
    for truth in ("written", "crawlable"):
        rows, kept = tmp_path / f"{truth}.json", tmp_path / f"kept-{truth}"
        assert main(["--corpus", str(guarded), "--pages", str(pages), "--sites", NAME, "--budgets", "20",
                     "--verify", "5", "--truth", truth, "--json", str(rows), "--keep", str(kept)]) == 0
        [found[truth]] = json.loads(rows.read_text())["rows"]
        feed = json.loads((kept / f"{NAME}-20.json").read_text())
        assert not any(_path(row["url"]).startswith("/authors/") for row in feed)
    written, crawlable = found["written"], found["crawlable"]
    assert written["all@20"] < written["perfect all@20"] == 1.0
    assert crawlable["all@20"] == crawlable["perfect all@20"] == 1.0


def test_without_sitemaps_the_crawl_starts_at_the_home_page_and_samples_stored_pages(generated, tmp_path):
    corpus, pages, site = generated
    [loaded] = load_html_sites([NAME], corpus, pages)
    options = Options(budgets=(10,), sitemaps=False)
    with serve(lambda port: hosts([loaded], port, sitemaps=False)) as server:
        run = run_crawl(server, loaded, 10, options, tmp_path, crawl_settings([loaded]))
        requested = [path for host, path in server.requests if host == HOST]
    assert "/" in requested
    home = site[ROOT][1]
    linked = {_path(url) for url in site if url == ROOT or f'href="{url}"' in home}
    sampled = [_path(row["url"]) for row in run.rows]
    # Without a sitemap the crawl follows the links from the home page: it samples stored
    # pages only, some of them beyond the home page's own links.
    assert 5 <= len(sampled) <= 10 and "/" in sampled and set(sampled) <= set(map(_path, site))
    assert linked < set(map(_path, site)) and set(sampled) - linked
    assert run.fetched > 1


def test_verify_default_leaves_the_crawl_its_own_default_and_not_passed_is_url_only(generated, tmp_path):
    """``--verify default`` measures what a user who gives no ``verify`` gets (3 x budget, at
    most 60); without ``--verify`` the harness stays URL-only, as the test helpers are."""
    corpus, pages, _ = generated
    [loaded] = load_html_sites([NAME], corpus, pages)
    fetched = {}
    for verify in (None, "default"):
        with serve(lambda port: hosts([loaded], port)) as server:
            run = run_crawl(server, loaded, 5, Options(budgets=(5,), verify=verify), tmp_path,
                            crawl_settings([loaded]))
        fetched[verify] = run.fetched
    assert fetched[None] == 1  # the home page alone
    assert 1 < fetched["default"] <= 1 + default_verify(5)
    assert verify_option("default") == "default" and verify_option("7") == 7
    with pytest.raises(argparse.ArgumentTypeError, match="a whole number of pages or 'default', not 'all'"):
        verify_option("all")


def test_render_crawls_the_served_site_with_its_pages_rendered_in_chromium(generated, tmp_path):
    """``--render CHROMIUM``: the link crawl's pages are rendered in that browser, and every host
    it looks up is 127.0.0.1 (the served names, the fonts and scripts of other hosts alike)."""
    corpus, pages, site = generated
    [loaded] = load_html_sites([NAME], corpus, pages)
    options = Options(budgets=(5,), sitemaps=False, render="/usr/bin/chromium")
    with serve(lambda port: hosts([loaded], port, sitemaps=False)) as server:
        run = run_crawl(server, loaded, 5, options, tmp_path, crawl_settings([loaded]))
    log = (tmp_path / f"{NAME}-5.log").read_text()
    rendered = re.search(r"'playwright/page_count': (\d+)", log)
    assert rendered and int(rendered.group(1)) >= 1, log[-2000:]
    assert run.rows and {_path(row["url"]) for row in run.rows} <= set(map(_path, site))


def test_the_fingerprint_reads_one_type_as_one_layout_and_tells_types_apart(generated, capsys):
    corpus, pages, _ = generated
    assert layout_stability.main(["--pages", str(pages), "--corpus", str(corpus)]) == 0
    out = capsys.readouterr().out
    # The blog's posts, tag pages and authors each share a frame; the author pages have no
    # navigation, so they are told apart from the posts and tag pages.
    found = re.search(rf"^{NAME}: noise (\d+)/(\d+), confusion (\d+)/(\d+)$", out, re.MULTILINE)
    assert found, out
    noise, pairs, confused, across = map(int, found.groups())
    assert noise == 0 and pairs == 9 and across == 27 and confused < across
    assert out.rstrip().splitlines()[-1].startswith("all: noise 0.000 (0/9)")


def test_the_resolver_answers_the_served_names_and_no_others():
    """A served site's page may link anywhere: only the site's own names reach 127.0.0.1, and
    any other name stays unresolved, so a crawl never leaves the machine."""
    from twisted.internet.error import DNSLookupError
    from twisted.internet.testing import MemoryReactorClock

    from sitesampler.testing.resolver import NamedHostsResolver

    resolver = NamedHostsResolver(MemoryReactorClock(), 100, 1.0)
    resolver.hosts = frozenset({"pwning.tech", "www.pwning.tech"})
    answers, failures = [], []
    for name in ("pwning.tech", "WWW.pwning.tech", "demo.test"):
        resolver.lookup(name).addCallback(answers.append)
    for name in ("example.com", "pwning.tech.example.com"):
        resolver.lookup(name).addErrback(failures.append)
    assert answers == ["127.0.0.1"] * 3
    assert [failure.check(DNSLookupError) for failure in failures] == [DNSLookupError] * 2


def test_a_setting_without_a_value_is_one_line(generated, capsys):
    corpus, pages, _ = generated
    assert main(["--corpus", str(corpus), "--pages", str(pages), "--setting", "SITESAMPLER_REFINE"]) == 2
    assert capsys.readouterr().err.strip().splitlines() == [
        "html_quality: --setting takes NAME=VALUE, not ['SITESAMPLER_REFINE']"]


def test_a_run_that_cannot_be_read_is_one_line(tmp_path, capsys):
    damaged = tmp_path / "run.json"
    damaged.write_text("{damaged")
    for path, why in ((tmp_path / "missing.json", "No such file or directory"), (damaged, "Expecting property name")):
        assert main(["--rows", str(path)]) == 2
        [line] = capsys.readouterr().err.strip().splitlines()
        assert line.startswith(f"html_quality: cannot read the run {path}: {why}")


def test_a_row_is_dead_a_redirect_a_document_or_a_live_page_as_the_harness_answers():
    served = {"/live": Page(b"<html></html>"), "/moved": redirect("/live/"),
              "/stub": Page(b'<html><head><meta http-equiv="refresh" content="0; url=/live"></head></html>'),
              "/self": Page(f'<html><head><meta http-equiv="refresh" content="30; url=http://{HOST}:80/self">'
                            '</head></html>'.encode()),
              "/later": Page(b'<html><head><meta http-equiv="refresh" content="900; url=/"></head></html>')}
    kinds = [row_kind({"url": f"http://{HOST}:80{path}", "reason": reason}, served, label)
             for path, reason, label in [("/live", "representative", "blog-post"), ("/moved", "static", None),
                                         ("/gone", "representative", None), ("/file.pdf", "document", None),
                                         ("/stub", "representative", None), ("/self", "static", None),
                                         ("/later", "static", None), ("/live", "representative", "redirect-stub")]]
    # A refresh to the page itself is a page that reloads, and so is one later than Scrapy
    # follows; a label naming no page is counted whatever the server answers.
    assert kinds == [None, "redirect", "dead", "document", "refresh", None, None, "labelled"]
    # A page naming another page served as its canonical is a copy of it; one naming itself in
    # another spelling, or an address the site does not serve (an image file), is none.
    scope = SiteScope(f"http://{HOST}:80/")
    canonical = '<html><head><link rel="Canonical" href="{}"></head></html>'.format
    served.update({"/copy": Page(canonical("/live").encode()), "/spelled": Page(canonical("/spelled/").encode()),
                   "/picture": Page(canonical("/uploads/picture.jpg").encode())})
    assert [row_kind({"url": f"http://{HOST}:80{path}", "reason": "representative"}, served, None, scope)
            for path in ("/copy", "/spelled", "/picture", "/live")] == ["copy", None, None, None]


def test_a_sites_on_arrival_figures_are_recorded_once_and_shown_beside_the_later_runs(tmp_path):
    """The first arrival's file (one run) is read as a list of runs; a later arrival adds its
    new sites' rows as a run of its own, and never replaces a site recorded before."""
    def row(name, h):
        return {"site": name, "half": "design", "labelled": 1, "with page": 1, "templates from": "crawl",
                **{column: 1.0 for column in ("v", "multi@10", "all@10", "perfect multi@10", "perfect all@10",
                                              "fetched@10", "seconds@10", "rows without page@10")}, "h": h}

    path = tmp_path / "arrival.json"
    first = {"command": "python bench/html_quality.py", "commit": "aaa", "rows": [row("old", 0.5)]}
    path.write_text(json.dumps(first))
    assert read_arrival(path) == {"runs": [first]}
    later = {"command": "python bench/html_quality.py --verify 0", "commit": "bbb",
             "rows": [row("old", 0.9), row("new", 0.7)]}
    assert record_arrival(later, path) == ["new"]
    assert record_arrival(later, path) == []
    runs = read_arrival(path)["runs"]
    assert [(run["commit"], [r["site"] for r in run["rows"]]) for run in runs] == [("aaa", ["old"]), ("bbb", ["new"])]
    assert runs[0]["rows"][0]["h"] == 0.5
    lines = section([row("old", 1.0), row("new", 1.0)], Options((10,), 60), "python bench/html_quality.py --verify 60",
                    read_arrival(path))
    about = next(line for line in lines if line.startswith("Beside each half"))
    assert "`python bench/html_quality.py` at aaa for old; `python bench/html_quality.py --verify 0` at bbb for new" in about
    # The on-arrival macro row is the recorded h of each site (0.5 and 0.7), not today's.
    assert any(line.startswith("| design, URL-only on arrival | 2 | 0.600 |") for line in lines), lines
