"""The labelled corpus of ``bench/corpus`` as the tests use it: the site names when the tests are
collected (a folder listing), the sites themselves read once per test process, when a test
first needs them. Reading them takes seconds, which two modules at import time each paid."""

from __future__ import annotations

import functools
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))
from corpus_sites import Site, load_sites, site_folders  # noqa: E402

SITE_NAMES = [folder.name for folder in site_folders()]


@functools.cache
def real_sites() -> dict[str, Site]:
    """Every real site of the corpus by name, with its sources read and its labels joined."""
    return {site.name: site for site in load_sites()[0]}
