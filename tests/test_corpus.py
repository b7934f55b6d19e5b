"""Order independence on the real labelled sitemaps of ``bench/corpus``: every site, its URLs
in another order (as responses arrive), gives the same templates and the same sample; and the
corpus is read as ``sitesampler plan`` reads it, so every site gives a sample."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

from sitesampler.core import CLUSTERERS, SiteSampler
from tests.corpus import SITE_NAMES, real_sites

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))
from corpus_sites import half_of  # noqa: E402


def sample_in_order(site, listings, clusterer):
    sampler = SiteSampler(site.root, budget=20, random_share=0.1, clusterer=clusterer)
    for url, lastmod, priority, source in listings:
        sampler.add(url, lastmod, priority, source)
    return sampler.sample()


@pytest.mark.parametrize("clusterer", CLUSTERERS)
@pytest.mark.parametrize("name", SITE_NAMES)
def test_a_real_site_in_any_order_gives_the_same_sample(name, clusterer):
    site = real_sites()[name]
    listings = [(url, lastmod, priority, source) for source, entries in site.sources
                for url, lastmod, priority in entries]
    in_order = sample_in_order(site, listings, clusterer)
    shuffled = list(listings)
    random.Random(site.name).shuffle(shuffled)
    assert sample_in_order(site, shuffled, clusterer) == in_order
    assert len(in_order.picks) > 1  # every site gives more than its home page


def test_the_halves_are_fixed_and_both_hold_real_sites():
    halves = {name: site.half for name, site in real_sites().items()}
    assert set(halves.values()) == {"design", "check"}
    assert all(half_of(name) == half for name, half in halves.items())
    assert abs(sum(h == "design" for h in halves.values()) * 2 - len(halves)) <= len(halves) // 3
