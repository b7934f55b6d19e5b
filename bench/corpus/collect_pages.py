"""Store the built pages of a corpus site's labelled URLs, from the site's own repository.

    python bench/corpus/collect_pages.py GITDIR NAME [--limit N]   # writes sites/NAME/pages.*
    python bench/corpus/collect_pages.py GITDIR NAME --pages DIR   # writes DIR/NAME/pages.*
    python bench/corpus/collect_pages.py GITDIR NAME --dry-run     # only says what it would store
    python bench/corpus/collect_pages.py GITDIR NAME --unlabelled  # every other built page too

GITDIR is a bare clone (or snapshot) of the repository ``sites/NAME/SOURCE.json`` names, which
must hold the commit recorded there. Many sites of the corpus come from repositories that also
hold the site's built pages (a static-site build, an export, a mirror); the sitemaps were saved
from the same tree. Each labelled URL is looked up in that tree, below the folder the sitemaps
came from (its web root): ``/docs/x/`` is ``<web root>/docs/x/index.html``, ``/a.html`` is
``<web root>/a.html`` (:func:`candidates`). Only HTML is stored: ``pages.tar.xz`` (members
named by their path below the web root, in a reproducible archive) and ``pages.json`` (URL ->
member, with the repository, commit, path and git blob hash of each file: its provenance).
The corpus keeps them in each site's folder, beside its labels, for ``bench/html_quality.py``;
``--pages DIR`` collects into DIR instead (``bench/html_quality.py --pages DIR`` reads them
there).

A site whose host serves some URLs from other files says so in the host's configuration at
the web root, which is read as the host reads it: Vercel's ``vercel.json`` ``rewrites`` with
an exact source (``{"source": "/preise", "destination": "/Preise.dc.html"}``) make that file
the page of that URL (:func:`host_rewrites`), tried before the usual spellings.

``--limit N`` keeps a site's growth bounded: at most N pages, chosen without looking at any
page: the first URL (in URL order) of every label, then the rest by a seeded hash of the URL.
"""

from __future__ import annotations

import argparse
import hashlib
import io
import json
import subprocess
import sys
import tarfile
from pathlib import Path
from urllib.parse import unquote, urljoin, urlsplit

SITES = Path(__file__).resolve().parent / "sites"
sys.path.insert(0, str(SITES.parent.parent))
from corpus_sites import _root  # noqa: E402

from scrapy.http import HtmlResponse  # noqa: E402

from sitesampler.discovery.feeds import announced_feeds  # noqa: E402

#: What a built page is: a file with one of these endings (or one a folder URL maps to).
HTML_ENDINGS = (".html", ".htm", ".xhtml")


def candidates(url: str, root: str) -> list[str]:
    """Paths below the web root that may hold the built page of ``url`` (a site at ``root``),
    most likely first. Percent escapes are decoded, as the build wrote file names.

    >>> candidates("https://example.org/docs/x/", "https://example.org/")
    ['docs/x/index.html']
    >>> candidates("https://example.org/a.html", "https://example.org/")
    ['a.html']
    >>> candidates("https://example.org/blog/post", "https://example.org/")
    ['blog/post', 'blog/post.html', 'blog/post/index.html']
    >>> candidates("https://example.org/lab/a%20b/", "https://example.org/lab/")
    ['a b/index.html']
    """
    parts = urlsplit(url)
    base = urlsplit(root).path
    path = unquote(parts.path)
    if path.startswith(base):
        path = path[len(base):]
    elif path + "/" == base:
        path = ""
    path = path.lstrip("/")
    if parts.query:
        return [f"{path}?{unquote(parts.query)}"]  # a mirror's file name for a query URL
    if path == "" or path.endswith("/"):
        return [path + "index.html"]
    if path.lower().endswith(HTML_ENDINGS):
        return [path]
    return [path, path + ".html", path + "/index.html"]


def web_root(source: dict) -> str:
    """The folder the sitemaps were saved from: a file's repository path less its saved name."""
    for entry in source["files"]:
        repo_path, saved = entry["repo_path"], entry["saved_as"]
        if repo_path.endswith(saved):
            return repo_path[: len(repo_path) - len(saved)]
    return ""


def host_rewrites(config: bytes) -> dict[str, str]:
    """URL path -> file below the web root, from a ``vercel.json``'s ``rewrites`` whose source
    is one exact path (no parameters, no patterns) and whose destination is a file of the site.

    >>> host_rewrites(b'{"rewrites": [{"source": "/", "destination": "/Landing.dc.html"},'
    ...               b' {"source": "/blog/:slug", "destination": "/blog/[slug].html"},'
    ...               b' {"source": "/api", "destination": "https://api.example/"}]}')
    {'/': 'Landing.dc.html'}
    """
    try:
        rules = json.loads(config).get("rewrites") or []
    except (ValueError, AttributeError):
        return {}
    found = {}
    for rule in rules:
        source, destination = str(rule.get("source", "")), str(rule.get("destination", ""))
        if source.startswith("/") and destination.startswith("/") and not any(c in source for c in ":()*[?"):
            found.setdefault(source, destination.lstrip("/"))
    return found


def tree(git_dir: str, commit: str) -> dict[str, tuple[str, int]]:
    """Every blob of the commit: path -> (blob hash, size)."""
    listing = subprocess.run(["git", "--git-dir", git_dir, "ls-tree", "-r", "-l", "-z", commit],
                             capture_output=True, check=True).stdout.decode("utf-8", "surrogateescape")
    blobs = {}
    for line in filter(None, listing.split("\0")):
        meta, path = line.split("\t", 1)
        _mode, kind, blob, size = meta.split()
        if kind == "blob":
            blobs[path] = (blob, int(size) if size.isdigit() else 0)
    return blobs


def read_blobs(git_dir: str, hashes: list[str]) -> list[bytes]:
    """The contents of the blobs ``hashes``, in order, from one ``git cat-file --batch``; empty
    for a blob the repository lacks (a snapshot may leave out its largest files, which are
    documents and media, never a built page)."""
    request = "".join(f"{blob}\n" for blob in hashes).encode()
    output = subprocess.run(["git", "--git-dir", git_dir, "cat-file", "--batch"], input=request,
                            capture_output=True, check=True).stdout
    bodies, position = [], 0
    for _ in hashes:
        end = output.index(b"\n", position)
        header = output[position:end].split()
        if header[-1:] == [b"missing"]:  # a snapshot that leaves out its largest files: no page
            bodies.append(b"")
            position = end + 1
            continue
        size = int(header[2])
        bodies.append(output[end + 1:end + 1 + size])
        position = end + 1 + size + 1
    return bodies


def is_html(body: bytes) -> bool:
    """Whether a file's start looks like HTML (a built page saved without an ending, or not)."""
    head = body[:2048].lstrip(b"\xef\xbb\xbf \t\r\n").lower()
    return head.startswith((b"<!doctype html", b"<html", b"<!--", b"<head", b"<meta")) or b"<html" in head


def subset(urls: list[str], labels: dict[str, str], limit: int, seed: str) -> list[str]:
    """At most ``limit`` of ``urls``: the first URL of every label, then by a seeded hash.

    >>> subset(["/a1", "/a2", "/b1", "/b2"], {"/a1": "a", "/a2": "a", "/b1": "b", "/b2": "b"}, 2, "s")
    ['/a1', '/b1']
    """
    urls = sorted(urls)
    first = {}
    for url in urls:
        first.setdefault(labels[url], url)
    chosen = sorted(first.values())[:limit]
    rest = sorted((u for u in urls if u not in set(chosen)),
                  key=lambda u: (hashlib.blake2b(f"{seed}/{u}".encode(), digest_size=8).digest(), u))
    return sorted(chosen + rest[: max(0, limit - len(chosen))])


def collect(git_dir: str, name: str, limit: int | None = None,
            unlabelled: bool = False) -> tuple[dict, dict[str, bytes]]:
    """(pages.json's content, member -> bytes) for the site ``name``; with ``unlabelled``,
    every other built HTML page below the web root too (listed under ``unlabelled``): the
    listings, tag pages and archives a sitemap leaves out, which a crawl that follows links
    walks through."""
    folder = SITES / name
    source = json.loads((folder / "SOURCE.json").read_text())
    labels = json.loads((folder / "labels.json").read_text())
    root = _root(labels, source.get("host"))
    commit = source["commit"]
    prefix = web_root(source)
    blobs = tree(git_dir, commit)
    rewrites: dict[str, str] = {}
    if prefix + "vercel.json" in blobs:
        rewrites = host_rewrites(read_blobs(git_dir, [blobs[prefix + "vercel.json"][0]])[0])
    found: dict[str, str] = {}  # labelled URL -> path below the web root
    for url in sorted(labels):
        absolute = urljoin(root, url)
        served = rewrites.get(urlsplit(absolute).path)
        for path in ([served] if served else []) + candidates(absolute, root):
            if prefix + path in blobs:
                found[url] = path
                break
    paths = sorted(set(found.values()))
    bodies = dict(zip(paths, read_blobs(git_dir, [blobs[prefix + path][0] for path in paths])))
    found = {url: path for url, path in found.items() if is_html(bodies[path])}
    kept = subset(list(found), labels, limit, name) if limit else sorted(found)
    members = {found[url]: bodies[found[url]] for url in kept}
    others: list[str] = []
    feeds: dict[str, str] = {}
    if unlabelled:
        feeds = home_feeds(root, labels, found, members, blobs, git_dir, prefix)
        # A labelled page ``--limit`` left out stays out: it is no unlabelled page.
        labelled = set(found.values())
        rest = sorted(path[len(prefix):] for path in blobs if path.startswith(prefix)
                      and path.lower().endswith(HTML_ENDINGS) and path[len(prefix):] not in labelled)
        for path, body in zip(rest, read_blobs(git_dir, [blobs[prefix + path][0] for path in rest])):
            if is_html(body):
                members[path] = body
                others.append(path)
    manifest = {
        "repo": source["repo"], "commit": commit, "web_root": prefix, "root": root,
        "labelled": len(labels), "with_page": len(found), "stored": len(kept),
        "subset": (f"at most {limit} pages: the first URL of every label, then by a seeded hash of the URL"
                   if limit and len(kept) < len(found) else None),
        "pages": {url: {"member": found[url], "path": prefix + found[url], "git_blob": blobs[prefix + found[url]][0]}
                  for url in kept},
        "unlabelled": others,
        "feeds": feeds,
    }
    return manifest, members


def is_feed(body: bytes) -> bool:
    """Whether a file's start looks like an RSS or Atom feed."""
    head = body[:1024].lower()
    return b"<rss" in head or b"<feed" in head or b"<rdf:rdf" in head


def home_feeds(root: str, labels: dict[str, str], found: dict[str, str], members: dict[str, bytes],
               blobs: dict[str, tuple[str, int]], git_dir: str, prefix: str) -> dict[str, str]:
    """The feeds the home page announces (read as the crawl reads them) that the build holds:
    feed URL -> its file below the web root, whose bytes join ``members``. A feed at a folder's
    URL (``/feed/``, ``/rss/``) is that folder's ``index.xml`` or ``index.html``."""
    home = next((url for url in sorted(labels) if urljoin(root, url) == root and url in found), None)
    if home is None or found[home] not in members:
        return {}
    page = HtmlResponse(root, body=members[found[home]], encoding="utf-8")
    feeds: dict[str, str] = {}
    for url in announced_feeds(page):
        if urlsplit(url).hostname != urlsplit(root).hostname:
            continue
        path = candidates(url, root)[0].removesuffix("index.html")
        for option in (path, path + "index.xml", path + "index.html", path + "/index.xml"):
            if option and prefix + option in blobs:
                body = read_blobs(git_dir, [blobs[prefix + option][0]])[0]
                if is_feed(body):
                    members[option] = body
                    feeds[url] = option
                break
    return feeds


def archive(members: dict[str, bytes]) -> bytes:
    """A reproducible ``.tar.xz``: members in name order, no times, owners or modes of ours."""
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w:xz", preset=9, format=tarfile.PAX_FORMAT) as tar:
        for member, body in sorted(members.items()):
            info = tarfile.TarInfo(member)
            info.size, info.mtime, info.mode = len(body), 0, 0o644
            tar.addfile(info, io.BytesIO(body))
    return buffer.getvalue()


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description="Store the built pages of a corpus site's labelled URLs.")
    parser.add_argument("git_dir")
    parser.add_argument("name")
    parser.add_argument("--limit", type=int, default=None, help="store at most this many pages (a fixed subset)")
    parser.add_argument("--pages", type=Path, default=SITES,
                        help="write DIR/NAME/pages.tar.xz and pages.json (default: the site's corpus folder)")
    parser.add_argument("--unlabelled", action="store_true",
                        help="also store every other built HTML page below the web root (for link crawls)")
    parser.add_argument("--dry-run", action="store_true", help="say what would be stored, write nothing")
    args = parser.parse_args(argv)
    manifest, members = collect(args.git_dir, args.name, args.limit, args.unlabelled)
    packed = archive(members)
    print(f"{args.name}: {manifest['with_page']}/{manifest['labelled']} labelled URLs have a page; "
          f"storing {manifest['stored']} ({len(members)} files, {sum(map(len, members.values()))} bytes, "
          f"{len(packed)} bytes as xz)")
    if not args.dry_run and members:
        folder = args.pages / args.name
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "pages.tar.xz").write_bytes(packed)
        (folder / "pages.json").write_text(json.dumps(manifest, indent=1, ensure_ascii=False, sort_keys=True) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
