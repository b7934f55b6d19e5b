"""Sampling on several cores: URLs split by ``worker_key``, sampled apart and merged, give
exactly the sample of all of them together, whatever the split and the order."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from sitesampler.core import CLUSTERERS, SiteSampler
from sitesampler.core.hashing import keyed_hash, site_key
from sitesampler.core.learned import LearnedClusterer, Thresholds
from sitesampler.core.lanes import PlainScope
from sitesampler.core.urls import OutOfScope
from tests.core_sites import worked_example

ROOT = "https://www.shop.example/"
SPELLINGS = ("{}", "{}/", "{}#top", "{}?utm_source=x", "{};jsessionid=AB12")
PAGES = ([u.replace("https://shop.example/", ROOT) for u in worked_example()]
         + [f"{ROOT}blog/2024/{m:02d}/post-{m}" for m in range(1, 13)]
         + [f"{ROOT}tags/%ec%a0%91-{i}" for i in range(4)]
         + [f"{ROOT}bbs/board.php?bo_table=free&wr_id={i}" for i in range(1, 8)]
         + [f"{ROOT}{lang}/docs/{p}" for lang in ("en", "ko") for p in ("install", "usage")]
         + ["https://elsewhere.example/x", f"{ROOT}files/report.pdf"])
LISTINGS = st.lists(st.tuples(st.sampled_from(PAGES), st.sampled_from(SPELLINGS),
                              st.sampled_from([None, "2024-01-02", "2023-05-06T10:00:00Z"]),
                              st.sampled_from([None, "0.2", "0.9"])), min_size=1, max_size=120)


def _listing(entry) -> tuple[str, str | None, str | None]:
    page, spelling, lastmod, priority = entry
    base, query = page.partition("?")[::2]
    url = spelling.format(base.rstrip("/") or base)
    return url + ("?" + query if query and "?" not in url else ("&" + query if query else "")), lastmod, priority


def _sample(sampler: SiteSampler):
    result = sampler.sample()
    return result.picks, result.clusters, result.stats


@settings(max_examples=60, deadline=None)
@given(LISTINGS, st.integers(2, 5), st.randoms(use_true_random=False), st.sampled_from(CLUSTERERS),
       st.sampled_from([2, 5, 20]))
def test_split_sampled_and_merged_is_the_sample_of_all(entries, count, rng, clusterer, budget):
    listings = [_listing(entry) for entry in entries]
    whole = SiteSampler(ROOT, budget=budget, clusterer=clusterer)
    workers = [SiteSampler(ROOT, budget=budget, clusterer=clusterer) for _ in range(count)]
    shuffled = listings[:]
    rng.shuffle(shuffled)
    for url, lastmod, priority in listings:
        whole.add(url, lastmod, priority, "sitemap.xml")
    for url, lastmod, priority in shuffled:
        workers[whole.scope.worker_key(url) % count].add(url, lastmod, priority, "sitemap.xml")
    merged = workers[0]
    for worker in workers[1:]:
        merged.merge(worker)
    assert _sample(merged) == _sample(whole)


@settings(max_examples=40, deadline=None)
@given(LISTINGS, st.randoms(use_true_random=False))
def test_learned_tries_merge_across_overflowing_nodes(entries, rng):
    """With a cap of 2 children a node, merging must redo the bottom-k choice and the overflow."""
    scope, key = PlainScope(ROOT), site_key(ROOT)

    def learned(listings):
        clusterer, seen = LearnedClusterer(3, Thresholds(cap=2)), set()
        for url, lastmod, priority in listings:
            try:
                page = scope.normalize(url)
            except OutOfScope:
                continue
            page_hash = keyed_hash(key, page.key)
            clusterer.ingest(page, page_hash, lastmod, priority, None, page_hash not in seen)
            seen.add(page_hash)
        return clusterer

    def shape(clusterer):
        return [(cluster.template, cluster.size, cluster.repeating, cluster.explanation, tuple(cluster.candidates.candidates()))
                for cluster in clusterer.finalize()]

    listings = [_listing(entry) for entry in entries]
    rng.shuffle(listings)
    odd = learned([item for item in listings if scope.worker_key(item[0]) % 2])
    odd.merge(learned([item for item in listings if not scope.worker_key(item[0]) % 2]))
    assert shape(odd) == shape(learned(listings))


URL_PIECES = st.sampled_from(["/", "/a", "/A", "%c3%a9", "%C3%A9", ";jsessionid=1", ";x=1", "?", "?b=2", "#f",
                              "?utm_source=x", ".html", "\t", "&", "&a=1", "&A=1", "&p=3", "?p=2", "&Page=2",
                              "&UTM_%73ource=y", "=", "+", "/index.php"])


@settings(max_examples=2000, deadline=None)
@given(st.sampled_from(["https://www.shop.example", "http://shop.example", "HTTPS://Shop.Example:443"]),
       st.sampled_from(["https://shop.example", "http://WWW.shop.example"]), st.lists(URL_PIECES, max_size=6).map("".join))
def test_every_spelling_of_a_page_has_one_worker_key(origin, other_origin, rest):
    scope = PlainScope(ROOT)
    spellings = [origin + rest, other_origin + rest, origin + rest + "/", " " + origin + rest + "#x"]
    keys = {}
    for url in spellings:
        try:
            keys.setdefault(scope.normalize(url).key, set()).add(scope.worker_key(url))
        except OutOfScope:
            continue
    assert all(len(buckets) == 1 for buckets in keys.values())


def test_samplers_of_different_settings_do_not_merge():
    import pytest

    with pytest.raises(ValueError, match="same site"):
        SiteSampler(ROOT, budget=5).merge(SiteSampler(ROOT, budget=6))
