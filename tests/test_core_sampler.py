"""Property tests over generated sites: the sample's invariants hold for any site and order."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import pytest

from sitesampler.core import CLUSTERERS, SiteSampler
from sitesampler.core.urls import SiteScope
from sitesampler.core.allocator import cap_for

ROOT = "https://site.example/"
ONE_OFFS = ["login", "contact", "about", "privacy", "help/faq", "search", "cart/checkout", "team", "press"]
SECTIONS = ["products", "blog", "notice", "events", "docs", "news"]


@st.composite
def sites(draw):
    """A root, some one-off pages and a few sections with numeric or slug pages."""
    urls = [ROOT] + [ROOT + row for row in draw(st.lists(st.sampled_from(ONE_OFFS), unique=True))]
    for section in draw(st.lists(st.sampled_from(SECTIONS), unique=True, max_size=4)):
        size = draw(st.integers(min_value=2, max_value=60))
        slugs = draw(st.booleans())
        urls += [f"{ROOT}{section}/{'entry-number-%d-of-the-%s' % (i, section) if slugs else i}"
                 for i in range(1, size + 1)]
    lastmods = draw(st.lists(st.sampled_from([None, "2024-01-01", "2025-03-04T10:00:00Z", "garbage"]),
                             min_size=len(urls), max_size=len(urls)))
    return list(zip(urls, lastmods))


def sample(entries, budget, clusterer, share=0.1):
    sampler = SiteSampler(ROOT, budget=budget, random_share=share, clusterer=clusterer)
    for url, lastmod in entries:
        sampler.add(url, lastmod=lastmod)
    return sampler.sample()


PROPERTY = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@pytest.mark.parametrize("clusterer", CLUSTERERS)
@PROPERTY
@given(sites(), st.integers(min_value=1, max_value=40), st.randoms(use_true_random=False))
def test_shuffled_input_gives_an_identical_sample(clusterer, entries, budget, rng):
    shuffled = list(entries)
    rng.shuffle(shuffled)
    assert sample(shuffled, budget, clusterer) == sample(entries, budget, clusterer)


@pytest.mark.parametrize("clusterer", CLUSTERERS)
@PROPERTY
@given(sites(), st.integers(min_value=1, max_value=40))
def test_size_uniqueness_and_cap(clusterer, entries, budget):
    result = sample(entries, budget, clusterer)
    structured = [pick for pick in result.picks if pick.sample == "structured"]
    randoms = [pick for pick in result.picks if pick.sample == "random"]
    assert len(structured) <= budget
    assert len(randoms) <= max(1, -(-len(structured) // 10))
    assert len({pick.url for pick in result.picks}) == len(result.picks)
    assert [pick.rank for pick in result.picks] == list(range(1, len(result.picks) + 1))
    per_template = Counter(p.template for p in structured)
    repeating = {cluster.template for cluster in result.clusters if cluster.repeating}
    assert all(per_template[t] <= cap_for(budget) for t in repeating)


@pytest.mark.parametrize("clusterer", CLUSTERERS)
@PROPERTY
@given(sites(), st.integers(min_value=0, max_value=10))
def test_every_cluster_gets_a_representative_when_the_budget_allows(clusterer, entries, spare):
    probe = sample(entries, 1, clusterer)
    clusters = [cluster for cluster in probe.clusters if cluster.repeating]
    common = sum(1 for cluster in probe.clusters if not cluster.repeating and cluster.page_type in ("home", "login", "contact"))
    result = sample(entries, common + len(clusters) + spare, clusterer)
    picked = {pick.template for pick in result.picks if pick.sample == "structured"}
    assert {cluster.template for cluster in clusters} <= picked


@pytest.mark.parametrize("clusterer", CLUSTERERS)
@PROPERTY
@given(sites(), st.integers(min_value=1, max_value=30), st.data())
def test_adding_a_variant_of_a_page_already_present_changes_nothing(clusterer, entries, budget, data):
    url, lastmod = data.draw(st.sampled_from(entries))
    variant = data.draw(st.sampled_from([
        url + ("?page=3" if "?" not in url else "&page=3"),
        url.rstrip("/") + "/" if not url.endswith("/") else url.rstrip("/") or url,
        url + "#frag",
        url.replace("https://", "http://"),
        url.replace("https://", "https://www."),
        url + "?utm_source=newsletter",
    ]))
    with_variant = sample(entries + [(variant, lastmod)], budget, clusterer)
    without = sample(entries, budget, clusterer)
    assert chosen_pages(with_variant) == chosen_pages(without)
    assert with_variant.clusters == without.clusters


def chosen_pages(result):
    """The pages chosen and why; the spelling reported may be the variant's (``/a`` vs ``/a/``)."""
    scope = SiteScope(ROOT)
    return [(pick.rank, scope.normalize(pick.url).key, pick.sample, pick.reason, pick.template, pick.cluster_size)
            for pick in result.picks]


DOCS_SITE = [ROOT, ROOT + "contact", ROOT + "faq"] + [f"{ROOT}docs/guide-to-topic-{i}" for i in range(30)]


@pytest.mark.parametrize("clusterer", CLUSTERERS)
@pytest.mark.parametrize("navigation_first", [True, False])
def test_a_page_both_linked_and_listed_with_a_priority_keeps_the_sitemap(clusterer, navigation_first):
    # A docs generator writes <priority>0.5</priority> on every entry; the home page's navigation
    # links the contact and FAQ pages without one, and the crawl offers the root without one.
    sitemap = [(url, None, "0.5") for url in random.Random(5).sample(DOCS_SITE, len(DOCS_SITE))]
    linked = [(ROOT, None, None), (ROOT + "contact", None, None), (ROOT + "faq", None, None)]
    sampler = SiteSampler(ROOT, budget=20, random_share=0, clusterer=clusterer)
    for listings, source in ([(linked, "navigation"), (sitemap, "sitemap.xml")] if navigation_first
                             else [(sitemap, "sitemap.xml"), (linked, "navigation")]):
        sampler.add_listings(listings, source)
    result = sampler.sample()
    only_sitemap = SiteSampler(ROOT, budget=20, random_share=0, clusterer=clusterer)
    only_sitemap.add_listings(sitemap, "sitemap.xml")
    assert sum(cluster.size for cluster in result.clusters) == len(DOCS_SITE)
    assert len(result.picks) == len(only_sitemap.sample().picks) >= 12
    # The listing that carries a priority is the one reported, whichever came first.
    assert {pick.url: pick.priority for pick in result.picks}[ROOT + "contact"] == 0.5


@pytest.mark.parametrize("seed", range(3))
def test_a_page_the_navigation_names_by_its_links_text_is_its_common_page(seed):
    """A shop's pages all live at ``/navigation/<uuid>``: its categories, and its contact and
    legal pages, which its footer links as "Contact" and "Imprint". Those are the sample's
    contact and legal rows, whatever order the pages come in; its categories stay one template."""
    from sitesampler.core.exploration import Exploration
    root = "https://shop.example/"
    pages = [f"{root}navigation/{n:032x}" for n in range(1, 21)]
    random.Random(seed).shuffle(pages)
    sampler = SiteSampler(root, budget=6, random_share=0)
    sampler.add(root)
    for url in pages:
        sampler.add(url)
    contact, imprint, category = f"{root}navigation/{1:032x}", f"{root}navigation/{2:032x}", f"{root}navigation/{3:032x}"
    exploration = Exploration(navigation={contact, imprint, category}, named={contact: "contact", imprint: "legal"})
    rows = {pick.url: pick for pick in sampler.sample(exploration).picks}
    assert (rows[contact].page_type, rows[contact].reason) == ("contact", "common")
    assert (rows[imprint].page_type, rows[imprint].reason) == ("legal", "common")
    assert {pick.page_type for pick in rows.values() if pick.template == "/navigation/{slug}"} == {"content"}
