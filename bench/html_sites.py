"""The HTML-backed corpus sites, served under their real host names on 127.0.0.1.

A corpus site whose repository held its built pages can have them collected by
``bench/corpus/collect_pages.py`` into ``pages.tar.xz`` and ``pages.json`` (labelled URL ->
member), kept in a pages folder as ``<folder>/<site>/pages.*``: by default the site's own corpus
folder, where the corpus commits them and ``bench/sync_corpus.py`` copies them when the corpus
source holds them. :func:`hosts` turns such sites into what
:class:`sitesampler.testing.server.VirtualHostServer` serves: each site's sitemaps, its
robots.txt and its pages, under its own host name; a labelled URL without a stored page
answers 404, as does anything else, with the build's own ``404.html`` when it has one at its
web root, as a static host (GitHub Pages, Netlify) answers. Every absolute address of the
site in a served body (``https://example.org/x``, ``//www.example.org/x``) is rewritten to the
served origin ``http://example.org:PORT``, so the crawl stays on the loopback server, and
:data:`CRAWL_SETTINGS` resolves the sites' names (and nothing else) to 127.0.0.1.

    with serve(lambda port: hosts(sites, port)) as server:
        crawl(served_root(site, server.port), ..., settings=crawl_settings(sites))
"""

from __future__ import annotations

import json
import re
import tarfile
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import unquote, urljoin, urlsplit

from w3lib.url import safe_url_string

from corpus_sites import CORPUS, Site, load_sites, site_folders

from sitesampler.testing.resolver import HOSTS_SETTING
from sitesampler.testing.server import ANY_PATH, Hosts, Page, redirect

#: The page a static host (GitHub Pages, GitLab Pages, Netlify, Cloudflare Pages) answers with
#: status 404 for any path it has no file for, when the build has one at its web root.
NOT_FOUND_PAGE = "404.html"
PAGES_ARCHIVE = "pages.tar.xz"
PAGES_MANIFEST = "pages.json"
#: Settings of a crawl of served corpus sites: their names resolve to 127.0.0.1, no others.
RESOLVER = "sitesampler.testing.resolver.NamedHostsResolver"


@dataclass
class HtmlSite:
    """A corpus site with its stored pages: labelled URL -> HTML."""

    site: Site
    #: The site's corpus folder (its sitemaps, robots.txt and labels).
    folder: Path
    pages: dict[str, bytes] = field(default_factory=dict)
    #: Files served as they are stored (rewritten): path below the site's root -> bytes.
    files: dict[str, bytes] = field(default_factory=dict)
    #: Labelled URL -> the page's file below the web root (``docs/x/index.html``), when known.
    members: dict[str, str] = field(default_factory=dict)
    #: Built pages no label names (listings, tag pages), when collected: file below the web
    #: root -> HTML. Served at their static spellings only, and never scored.
    unlabelled: dict[str, bytes] = field(default_factory=dict)
    #: The feeds the home page announces, when collected: URL -> the feed's bytes. Served
    #: with or without the sitemaps: a site's feeds are part of it.
    feeds: dict[str, bytes] = field(default_factory=dict)

    @property
    def name(self) -> str:
        return self.site.name

    @property
    def host(self) -> str:
        return urlsplit(self.site.root).hostname or ""


#: The share of a site's labelled URLs with a stored page below which the site is left out of
#: the default runs: its crawl would mostly meet 404s of pages its build never made.
MIN_COVERAGE = 0.5


def pages_folder(name: str, corpus: Path = CORPUS, pages: Path | None = None) -> Path:
    """Where the site's ``pages.tar.xz`` and ``pages.json`` are: ``pages/<name>`` when a pages
    folder is given, else the site's own corpus folder."""
    return (pages if pages is not None else corpus / "sites") / name


def has_pages(name: str, corpus: Path = CORPUS, pages: Path | None = None) -> bool:
    folder = pages_folder(name, corpus, pages)
    return (folder / PAGES_MANIFEST).is_file() and (folder / PAGES_ARCHIVE).is_file()


def page_coverage(name: str, corpus: Path = CORPUS, pages: Path | None = None) -> float:
    """The share of the site's labelled URLs that have a stored page."""
    manifest = json.loads((pages_folder(name, corpus, pages) / PAGES_MANIFEST).read_text())
    return manifest["stored"] / manifest["labelled"]


def html_site_names(corpus: Path = CORPUS, min_coverage: float = 0.0, pages: Path | None = None) -> list[str]:
    """The corpus sites that have pages (for at least ``min_coverage`` of their labels), by name."""
    names = sorted(folder.name for folder in site_folders(corpus) if has_pages(folder.name, corpus, pages))
    return [name for name in names if page_coverage(name, corpus, pages) >= min_coverage]


def load_html_sites(names: Iterable[str] = (), corpus: Path = CORPUS, pages: Path | None = None) -> list[HtmlSite]:
    """The HTML-backed sites (only ``names`` when given, else those of :data:`MIN_COVERAGE`),
    their labels joined as :func:`corpus_sites.load_sites` joins them and their pages read
    from ``pages`` (see :func:`pages_folder`)."""
    wanted = list(names) or html_site_names(corpus, MIN_COVERAGE, pages)
    loaded = []
    if not wanted:  # load_sites reads every site when given no names
        return loaded
    for site in load_sites(corpus, wanted)[0]:
        folder = corpus / "sites" / site.name
        stored = pages_folder(site.name, corpus, pages)
        manifest = json.loads((stored / PAGES_MANIFEST).read_text())
        with tarfile.open(stored / PAGES_ARCHIVE) as archive:
            members = {info.name: archive.extractfile(info).read() for info in archive if info.isfile()}
        bodies = {url: members[entry["member"]] for url, entry in manifest["pages"].items()}
        paths = {url: entry["member"] for url, entry in manifest["pages"].items()}
        unlabelled = {member: members[member] for member in manifest.get("unlabelled", [])}
        feeds = {url: members[member] for url, member in manifest.get("feeds", {}).items()}
        files = {str(path.relative_to(folder)): path.read_bytes() for path in sorted(folder.rglob("*"))
                 if path.is_file() and (path.suffix in (".xml", ".gz") or path.name == "robots.txt")}
        loaded.append(HtmlSite(site, folder, bodies, files, paths, unlabelled, feeds))
    return loaded


def served_root(site: HtmlSite, port: int) -> str:
    """The site's root as served: ``http://<host>:<port>/<root path>``."""
    return f"http://{site.host}:{port}{urlsplit(site.site.root).path or '/'}"


#: The two slashes of an address, as written or as character references (Zola writes
#: ``https:&#x2F;&#x2F;example.org/`` in attributes; a browser reads it as ``https://``).
_SLASHES = rb"(?://|&#x0*2f;&#x0*2f;|&#0*47;&#0*47;)"


def _origin_pattern(host: str) -> re.Pattern[bytes]:
    """Absolute and scheme-relative addresses of ``host`` and its www/apex twin, any port."""
    bare = re.escape(host.removeprefix("www.").encode())
    return re.compile(rb"(?:https?:)?" + _SLASHES + rb"(?:www\.)?" + bare + rb"(?::\d+)?(?![\w.-])", re.I)


def rewrite(body: bytes, host: str, port: int) -> bytes:
    """``body`` with the site's absolute addresses moved to the served origin, however its
    slashes are written.

    >>> rewrite(b'<a href="https://www.example.org/a">', "example.org", 8080)
    b'<a href="http://example.org:8080/a">'
    >>> rewrite(b'//example.org.evil/ http://localhost:1313/x', "localhost", 9)
    b'//example.org.evil/ http://localhost:9/x'
    >>> rewrite(b'<a href="https:&#x2F;&#x2F;www.example.org/a">', "example.org", 8080)
    b'<a href="http://example.org:8080/a">'
    """
    return _origin_pattern(host).sub(f"http://{host}:{port}".encode(), body)


def _path_key(path: str) -> str:
    """How a request path is looked up: escapes decoded, so ``/a%20b`` and ``/a b`` meet."""
    return unquote(path)


class _Paths(dict):
    """A host's pages by path, found whatever the escaping of the request (Scrapy escapes
    what a sitemap may have listed raw)."""

    def get(self, path, default=None):  # type: ignore[override]
        return super().get(_path_key(path), default)


def robots_txt(site: HtmlSite, port: int, sitemaps: bool) -> bytes:
    """The site's own robots.txt rules, its ``Sitemap:`` lines replaced by one for every
    urlset file the corpus scores (so the crawl reads the URLs ``bench/quality.py`` reads), or
    by none when the site is served without sitemaps."""
    own = site.files.get("robots.txt", b"")
    rules = [line for line in own.splitlines() if not line.lower().startswith(b"sitemap:")]
    lines = list(rules)
    if sitemaps:
        for path in site.site.files:
            relative = str(Path(path).relative_to(site.folder))
            lines.append(b"Sitemap: " + urljoin(served_root(site, port), relative).encode())
    return rewrite(b"\n".join(lines) + b"\n", site.host, port)


def hosts(sites: Iterable[HtmlSite], port: int, sitemaps: bool = True, feeds: bool = True) -> Hosts:
    """What the loopback server answers for ``sites``: per host, robots.txt, the sitemap
    files (unless ``sitemaps`` is false), the feeds the home page announces (unless ``feeds``
    is false) and every stored page, rewritten to the port; any other path is answered, as a
    static host answers it, with status 404 and the build's own ``404.html`` when it has one
    at its web root (:func:`not_found_body`)."""
    served: Hosts = {}
    for site in sites:
        paths = served.setdefault(site.host, _Paths())
        root_path = urlsplit(site.site.root).path or "/"
        if sitemaps:
            for relative, body in site.files.items():
                if relative != "robots.txt":
                    paths[_path_key(urljoin(root_path, relative))] = Page(rewrite(body, site.host, port))
        paths["/robots.txt"] = Page(robots_txt(site, port, sitemaps))
        aliases: dict[str, Page] = {}
        for url, body in site.pages.items():
            parts = urlsplit(urljoin(site.site.root, url))
            path = parts.path + (f"?{parts.query}" if parts.query else "")
            page = Page(rewrite(body, site.host, port))
            paths[_path_key(path)] = page
            if url in site.members and not parts.query:
                aliases.update(static_spellings(urljoin(root_path, site.members[url]), page))
        for member, body in sorted(site.unlabelled.items()):
            for path, page in static_spellings(urljoin(root_path, member), Page(rewrite(body, site.host, port))).items():
                aliases.setdefault(path, page)
        for url, body in sorted(site.feeds.items()) if feeds else ():
            parts = urlsplit(url)
            paths[_path_key(parts.path + (f"?{parts.query}" if parts.query else ""))] = \
                Page(rewrite(body, site.host, port), content_type="application/xml")
        for path, page in aliases.items():  # a page stored under its own URL wins
            paths.setdefault(_path_key(path), page)
        not_found = not_found_body(site)
        if not_found is not None:
            paths[ANY_PATH] = Page(rewrite(not_found, site.host, port), status=404)
    return served


def not_found_body(site: HtmlSite) -> bytes | None:
    """The site's own "not found" page: the ``404.html`` its build holds at its web root,
    labelled or not; None when it has none (the server's plain 404 answers then)."""
    for url, member in sorted(site.members.items()):
        if member == NOT_FOUND_PAGE and site.pages.get(url):
            return site.pages[url]
    return site.unlabelled.get(NOT_FOUND_PAGE) or None


def static_spellings(file_path: str, page: Page) -> dict[str, Page]:
    """What a static web server (GitHub Pages, Netlify, a plain web server) answers for the
    page built at ``file_path`` besides its own URL: the file itself, a folder's ``index.html``
    at the folder's URL, the folder's URL without its slash redirected to the one with it,
    and an ``.html`` file without its extension. Links on the pages use these spellings, so a
    crawl that follows links finds the pages a real server would give it.

    >>> sorted(static_spellings("/docs/x/index.html", Page(b"x")))
    ['/docs/x', '/docs/x/', '/docs/x/index.html']
    >>> static_spellings("/docs/x/index.html", Page(b"x"))["/docs/x"].status
    301
    >>> sorted(static_spellings("/a/b.html", Page(b"b")))
    ['/a/b', '/a/b.html']

    The redirect's ``Location`` is escaped as a server sends it (a header holds ASCII):

    >>> static_spellings("/1926\u20132011/index.html", Page(b"x"))["/1926\u20132011"].headers
    (('Location', '/1926%E2%80%932011/'),)
    """
    spellings = {file_path: page}
    if file_path.endswith("/index.html"):
        folder = file_path[: -len("index.html")]
        spellings[folder] = page
        if folder != "/":
            spellings[folder.rstrip("/")] = redirect(safe_url_string(folder))
    elif file_path.endswith((".html", ".htm")):
        spellings[file_path.rsplit(".", 1)[0]] = page
    return spellings


def read_templates(path: Path) -> dict[str, str]:
    """A crawl's ``templates=`` file: URL -> template (comment lines aside)."""
    return dict(line.split("\t", 1) for line in path.read_text(encoding="utf-8").splitlines()
                if "\t" in line and not line.startswith("#"))


def crawl_settings(sites: Iterable[HtmlSite]) -> dict[str, str]:
    """Scrapy settings that resolve the sites' host names (and their www/apex twins) to
    127.0.0.1 and every other name to nothing."""
    names = set()
    for site in sites:
        bare = site.host.removeprefix("www.")
        names |= {bare, f"www.{bare}"}
    return {"TWISTED_DNS_RESOLVER": RESOLVER, HOSTS_SETTING: ",".join(sorted(names))}
