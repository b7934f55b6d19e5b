"""A fingerprint of every sample the core draws on the labelled corpus, to show that a change
which should not alter behaviour did not.

    python bench/sample_digest.py            # one line per site and clusterer, then the total

Steps: read every corpus site's sitemap files with the crawl's own parser (each file one
source, relative locs resolved as if the file sat at the root of the host ``SOURCE.json``
names) and every synthetic set's URLs; take the root ``sitesampler plan`` would infer; for each
clusterer and each budget of ``BUDGETS``, sample with the default random share; hash every pick
(all ``SamplePick`` fields, in rank order) and every template (template, size, picked). Run it
before and after a refactoring: equal totals mean equal samples everywhere. Labels play no
part, so it runs on a corpus whose labels are being revised.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from dataclasses import astuple
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from sitesampler.core import CLUSTERERS, SiteSampler  # noqa: E402
from sitesampler.core.siteroot import infer_root  # noqa: E402
from sitesampler.discovery.sitemaps import parse_sitemap  # noqa: E402

CORPUS = REPO / "bench" / "corpus"
BUDGETS = (10, 20, 50)

Sources = list[tuple[str, list[tuple[str, "str | None", "str | None"]]]]


def corpus_sites() -> dict[str, Sources]:
    """Site name -> its sources (file name, entries), real sites first, then synthetic sets."""
    sites = {}
    for folder in sorted(path for path in (CORPUS / "sites").iterdir() if path.is_dir()):
        host = json.loads((folder / "SOURCE.json").read_text()).get("host")
        sources = []
        for path in sorted(folder.rglob("*.xml")):
            name = path.relative_to(folder).as_posix()
            base = f"https://{host}/{name}" if host else None  # where the file sits on the site
            sources.append((name, parse_sitemap(path.read_bytes(), base_url=base).pages))
        sites[folder.name] = sources
    for path in sorted((CORPUS / "synthetic").glob("*.labels.json")):
        urls = sorted(json.loads(path.read_text()))
        sites[path.name.removesuffix(".labels.json")] = [(path.name, [(url, None, None) for url in urls])]
    return sites


def site_digest(sources: Sources, clusterer: str) -> str:
    """The hash of the site's samples at every budget, and of its templates."""
    root = infer_root(url for _, entries in sources for url, _, _ in entries).url
    digest = hashlib.sha256()
    for budget in BUDGETS:
        sampler = SiteSampler(root, budget=budget, random_share=0.1, clusterer=clusterer)
        for source, entries in sources:
            for url, lastmod, priority in entries:
                sampler.add(url, lastmod, priority, source)
        result = sampler.sample()
        for pick in result.picks:
            digest.update(repr(astuple(pick)).encode())
        for cluster in result.clusters:
            digest.update(repr((cluster.template, cluster.size, cluster.picked)).encode())
    return digest.hexdigest()[:16]


def main(argv: list[str]) -> None:
    argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter).parse_args(argv)
    total = hashlib.sha256()
    for name, sources in corpus_sites().items():
        if not any(entries for _, entries in sources):  # relative locs only: no page the crawl takes
            print(f"{name}\tskipped: no absolute URL")
            continue
        for clusterer in CLUSTERERS:
            line = f"{name}\t{clusterer}\t{site_digest(sources, clusterer)}"
            total.update(line.encode())
            print(line)
    print(f"total\t{total.hexdigest()[:16]}")


if __name__ == "__main__":
    main(sys.argv[1:])
