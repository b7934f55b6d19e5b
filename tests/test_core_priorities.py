"""Sitemap priorities as evidence (sitesampler/core/learned/groups.py, ``by_priority``): a
generator that gives each page type a priority of its own tells look-alike types apart by it;
priorities computed page by page, or given to a collection's instances, are a scale."""

from __future__ import annotations

import random

from sitesampler.core import SiteSampler
from tests.test_core_learned import ROOT


def sampled_templates(listings) -> dict[str, int]:
    """Templates and sizes of ``(url, priority)`` listings, fed as ``sitesampler plan`` feeds them."""
    sampler = SiteSampler(ROOT, budget=10, random_share=0, keep_all=True)
    sampler.add_listings([(url, None, priority) for url, priority in listings], "sitemap.xml")
    return {cluster.template: cluster.size for cluster in sampler.clusters()}


def test_a_priority_per_page_type_keeps_look_alike_types_apart():
    shop = ROOT + "shop/"
    listings = [(f"{shop}{name}-product-{i}.html", "1.0") for i, name in enumerate(["blue", "red", "green"] * 6)]
    listings += [(f"{shop}{name}-category.html", "0.5") for name in ("shirts", "hats", "shoes", "bags")]
    listings += [(f"{shop}{name}.html", "0.2") for name in ("about-us", "shipping")]
    found = sampled_templates(listings)
    assert found["/shop/{slug:@p1}.html"] == 18 and found["/shop/{slug:@p0.5}.html"] == 4
    assert found["/shop/about-us.html"] == 1


def test_priorities_that_vary_page_by_page_do_not_split_a_type():
    rng = random.Random(7)
    listings = [(f"{ROOT}posts/post-number-{i}", f"{rng.choice((0.3, 0.5, 0.64, 0.8)):.2f}") for i in range(40)]
    assert sampled_templates(listings) == {"/posts/{slug}": 40}


def test_a_collections_instances_are_one_type_whatever_their_priorities():
    # A forum's sitemap gives its topics 0.5, 0.6 or 0.7 by their activity: three values, each
    # on many topics, but ``/topic/`` says what they are.
    rng = random.Random(3)
    listings = [(f"{ROOT}forums/topic/{i}-thread-title-{i}/", rng.choice(("0.5", "0.6", "0.7"))) for i in range(60)]
    listings += [(f"{ROOT}forums/forum/{i}-board-{i}/", "0.6") for i in range(5)]
    found = sampled_templates(listings)
    assert found["/forums/topic/{slug}"] == 60
    # The same priorities on the same names at the top of a shop's catalogue still split.
    shop = [(url.replace("forums/topic/", "shop/"), priority) for url, priority in listings[:60]]
    assert len([template for template in sampled_templates(shop) if template.startswith("/shop/")]) == 3
