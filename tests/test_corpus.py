"""Order independence on the real labelled sitemaps of ``../shared/corpus``: every site, its
URLs in another order (as responses arrive), gives the same templates and the same sample."""

from __future__ import annotations

import importlib.util
import random
import sys
from pathlib import Path

import pytest

from sitesampler.core import CLUSTERERS, SiteSampler

REPO = Path(__file__).resolve().parents[1]
_SPEC = importlib.util.spec_from_file_location("bench_quality", REPO / "bench" / "quality.py")
quality = sys.modules["bench_quality"] = importlib.util.module_from_spec(_SPEC)  # dataclasses need it
_SPEC.loader.exec_module(quality)

CORPUS = quality.corpus_dir()
pytestmark = pytest.mark.skipif(CORPUS is None, reason="the labelled corpus (../shared/corpus) is absent")
SITES = quality.load_sites(CORPUS)[0] if CORPUS else []


def sample_in_order(site, listings, clusterer):
    sampler = SiteSampler(site.root, budget=20, random_share=0.1, clusterer=clusterer)
    for listing in listings:
        sampler.add(listing.url, listing.lastmod, listing.priority, listing.source)
    return sampler.sample()


@pytest.mark.parametrize("clusterer", CLUSTERERS)
@pytest.mark.parametrize("site", SITES, ids=lambda site: site.name)
def test_a_real_site_in_any_order_gives_the_same_sample(site, clusterer):
    in_order = sample_in_order(site, site.listings, clusterer)
    shuffled = list(site.listings)
    random.Random(site.name).shuffle(shuffled)
    assert sample_in_order(site, shuffled, clusterer) == in_order
    assert in_order.picks  # every site gives a sample
