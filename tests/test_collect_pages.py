"""``bench/corpus/collect_pages.py`` on a real git repository this test builds: a static site
whose host (Vercel) serves some URLs from other files, as its ``vercel.json`` says."""

from __future__ import annotations

import doctest
import json
import subprocess
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[1] / "bench"
sys.path.insert(0, str(BENCH))
sys.path.insert(0, str(BENCH / "corpus"))
import collect_pages  # noqa: E402

PAGE = "<!doctype html><html><head><title>{}</title></head><body><main>{}</main></body></html>"
#: The web root's files: two pages the host rewrites to, a folder's page, the host's config.
FILES = {
    "site/Landing.dc.html": PAGE.format("Home", "landing"),
    "site/Preise.dc.html": PAGE.format("Preise", "prices"),
    "site/faq/index.html": PAGE.format("FAQ", "questions"),
    "site/sitemap.xml": "<urlset xmlns='http://www.sitemaps.org/schemas/sitemap/0.9'></urlset>",
    "site/vercel.json": json.dumps({"rewrites": [
        {"source": "/", "destination": "/Landing.dc.html"},
        {"source": "/preise", "destination": "/Preise.dc.html"},
        {"source": "/blog/:slug", "destination": "/blog/[slug].html"},  # a pattern: not read
    ]}),
}


def git(repo: Path, *arguments: str) -> str:
    return subprocess.run(["git", "-C", str(repo), *arguments], capture_output=True, text=True, check=True).stdout


def committed(repo: Path, files: dict[str, str]) -> str:
    """A repository at ``repo`` whose one commit holds ``files`` (path -> text); its hash."""
    for path, text in files.items():
        (repo / path).parent.mkdir(parents=True, exist_ok=True)
        (repo / path).write_text(text, encoding="utf-8")
    git(repo, "init", "-q")
    git(repo, "add", "-A")
    git(repo, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", "site")
    return git(repo, "rev-parse", "HEAD").strip()


def labelled_site(tmp_path: Path, name: str, commit: str, labels: dict[str, str]) -> Path:
    """A corpus folder of one site, ``name`` (its host ``<name>.example``), whose sitemap was
    saved from ``site/`` at ``commit`` and labelled ``labels``; the corpus's sites folder."""
    sites = tmp_path / "sites"
    (sites / name).mkdir(parents=True)
    (sites / name / "SOURCE.json").write_text(json.dumps({
        "repo": f"example/{name}", "commit": commit, "host": f"{name}.example",
        "files": [{"repo_path": "site/sitemap.xml", "saved_as": "sitemap.xml"}]}))
    (sites / name / "labels.json").write_text(json.dumps(labels))
    return sites


def test_pages_the_host_serves_from_other_files_are_collected_from_them(tmp_path, monkeypatch):
    repo = tmp_path / "repo"
    commit = committed(repo, FILES)
    labels = {"https://shop.example/": "home", "https://shop.example/preise": "/preise",
              "https://shop.example/faq": "/faq", "https://shop.example/blog/a": "post"}
    monkeypatch.setattr(collect_pages, "SITES", labelled_site(tmp_path, "shop", commit, labels))

    manifest, members = collect_pages.collect(str(repo / ".git"), "shop")

    pages = {url: entry["member"] for url, entry in manifest["pages"].items()}
    assert pages == {"https://shop.example/": "Landing.dc.html", "https://shop.example/preise": "Preise.dc.html",
                     "https://shop.example/faq": "faq/index.html"}
    assert members["Landing.dc.html"].decode().count("landing") == 1
    assert manifest["with_page"] == 3 and manifest["labelled"] == 4


def test_a_limit_keeps_the_labelled_pages_it_leaves_out_out_of_the_unlabelled_ones(tmp_path, monkeypatch):
    """``--limit`` with ``--unlabelled``: the pages of the labelled URLs the limit leaves out
    are not stored after all as unlabelled pages; a built page nobody labelled is."""
    repo = tmp_path / "repo"
    files = {f"site/posts/p{n}.html": PAGE.format(f"Post {n}", "post") for n in range(6)}
    files |= {"site/index.html": PAGE.format("Home", "home"), "site/drafts.html": PAGE.format("Drafts", "drafts")}
    commit = committed(repo, files)
    labels = {"https://blog.example/": "home", **{f"https://blog.example/posts/p{n}.html": "post" for n in range(6)}}
    monkeypatch.setattr(collect_pages, "SITES", labelled_site(tmp_path, "blog", commit, labels))

    manifest, members = collect_pages.collect(str(repo / ".git"), "blog", limit=3, unlabelled=True)

    assert len(manifest["pages"]) == 3 and manifest["with_page"] == 7
    assert manifest["unlabelled"] == ["drafts.html"]
    assert sorted(members) == sorted(["drafts.html", *(entry["member"] for entry in manifest["pages"].values())])


def test_the_examples_of_collect_pages_hold():
    assert doctest.testmod(collect_pages).failed == 0


def test_a_blob_the_snapshot_lacks_reads_as_no_page(tmp_path):
    """A repository snapshot may leave out its largest files (documents, media): their blobs
    read as empty, so they are no page, and the blobs after them still read."""
    repo = tmp_path / "repo"
    repo.mkdir()
    (repo / "index.html").write_text(PAGE.format("Home", "home"), encoding="utf-8")
    git(repo, "init", "-q")
    git(repo, "add", "-A")
    git(repo, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", "site")
    page = git(repo, "rev-parse", "HEAD:index.html").strip()
    absent = "0123456789abcdef0123456789abcdef01234567"
    bodies = collect_pages.read_blobs(str(repo / ".git"), [absent, page, absent])
    assert bodies[0] == bodies[2] == b"" and collect_pages.is_html(bodies[1])
