"""How well the layout fingerprint tells page types apart on the HTML-backed corpus.

    python bench/layout_stability.py

For each site, up to :data:`TYPES` of its labelled types with three stored pages or more (the
largest first), and three pages of each spread over the type (every third page in URL order):

* **noise**: the share of pairs of pages of one type whose signatures are less than
  ``SAME_LAYOUT`` alike, which refinement would read as two layouts of one template;
* **confusion**: the share of pairs of pages of two types of the site at least that alike,
  which it would read as one layout.

Both are printed per site, then pooled over every pair of every site. A fingerprint that
reads content (a post's tags, a product's name) has noise; one that reads too little of the
frame has confusion. The signature is the crawl's (:func:`~sitesampler.core.layout.layout_signature`
with the page's URL), computed from the stored pages; ``--rev REV`` takes
``sitesampler/core/layout.py`` (the signature and its comparison) as it was at another commit
instead, for a before and after on the same pairs.
"""

from __future__ import annotations

import argparse
import importlib.util
import itertools
import json
import subprocess
import sys
import tempfile
from pathlib import Path
from urllib.parse import urljoin

from lxml import html

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from corpus_sites import CORPUS  # noqa: E402
from html_sites import load_html_sites  # noqa: E402

from sitesampler.core import layout as this_layout  # noqa: E402
from sitesampler.core.layout import similarity  # noqa: E402
from sitesampler.core.refine import SAME_LAYOUT  # noqa: E402

#: Types read per site, and pages per type.
TYPES = 10
PAGES = 3


def pairs(signatures: dict[str, list[frozenset[str]]], similarity=similarity) -> tuple[list[bool], list[bool]]:
    """(noise, confusion) flags, one per pair: within a type, whether it is less than
    ``SAME_LAYOUT`` alike (by ``similarity``: the fingerprint's own comparison); across two
    types, whether it is at least that alike."""
    noise = [similarity(a, b) < SAME_LAYOUT for found in signatures.values()
             for a, b in itertools.combinations(found, 2)]
    confusion = [similarity(a, b) >= SAME_LAYOUT for first, second in itertools.combinations(sorted(signatures), 2)
                 for a in signatures[first] for b in signatures[second]]
    return noise, confusion


def layout_at(rev: str):
    """``sitesampler/core/layout.py`` as it was at commit ``rev``, as a module."""
    shown = subprocess.run(["git", "show", f"{rev}:sitesampler/core/layout.py"], cwd=Path(__file__).resolve().parents[1],
                           capture_output=True, text=True)
    if shown.returncode != 0:
        raise SystemExit(f"layout_stability: no sitesampler/core/layout.py at {rev!r}: "
                         f"{shown.stderr.strip().splitlines()[-1] if shown.stderr.strip() else 'git show failed'}")
    source = shown.stdout
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as file:
        file.write(source)
    spec = importlib.util.spec_from_file_location("layout_at_rev", file.name)
    module = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    return module


def signature_of(layout, root, url: str) -> frozenset[str]:
    """The page's signature by ``layout`` (a module), with its URL where that takes one."""
    if "url" in layout.layout_signature.__code__.co_varnames:
        return layout.layout_signature(root, url)
    return layout.layout_signature(root)


def site_signatures(site, layout=this_layout) -> dict[str, list[frozenset[str]]]:
    """Label -> the signatures of up to :data:`PAGES` of its stored pages."""
    labels = json.loads((site.folder / "labels.json").read_text(encoding="utf-8"))
    by_label: dict[str, list[str]] = {}
    for url in sorted(labels):
        if url in site.pages:
            by_label.setdefault(labels[url], []).append(url)
    chosen = sorted((label for label, urls in by_label.items() if len(urls) >= PAGES),
                    key=lambda label: (-len(by_label[label]), label))[:TYPES]
    found = {}
    for label in chosen:
        urls = by_label[label][:: max(1, len(by_label[label]) // PAGES)][:PAGES]
        found[label] = [signature_of(layout, html.document_fromstring(site.pages[url]), urljoin(site.site.root, url))
                        for url in urls]
    return found


def share(flags: list[bool]) -> str:
    return f"{sum(flags)}/{len(flags)}"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pages", type=Path, default=None, help="another collection of the pages (as html_quality's)")
    parser.add_argument("--corpus", type=Path, default=CORPUS)
    parser.add_argument("--rev", default=None, help="read the fingerprint of this commit instead of this checkout's")
    args = parser.parse_args(argv)
    layout = layout_at(args.rev) if args.rev else this_layout
    all_noise: list[bool] = []
    all_confusion: list[bool] = []
    for site in load_html_sites([], args.corpus, args.pages):
        noise, confusion = pairs(site_signatures(site, layout), layout.similarity)
        all_noise += noise
        all_confusion += confusion
        print(f"{site.name}: noise {share(noise)}, confusion {share(confusion)}")
    if not all_noise:
        print("no HTML-backed site with a type of three stored pages", file=sys.stderr)
        return 1
    print(f"all: noise {sum(all_noise) / len(all_noise):.3f} ({share(all_noise)}), "
          f"confusion {sum(all_confusion) / max(1, len(all_confusion)):.3f} ({share(all_confusion)})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
