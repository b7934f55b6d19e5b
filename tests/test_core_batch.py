"""The batch-first ingest is a shortcut, never a second opinion: placing a folder's leaves as one
batch (``SiteSampler.add_listings``) must leave exactly the state the per-URL path leaves, URL by
URL in any order: the same trie (counts, children, the overflow's bottom-k, buckets) or groups,
the same candidate lists, the same de-duplication, and so the same sample, on generated sites,
on every corpus site and on the benchmark's site."""

from __future__ import annotations

import random
import sys
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sitesampler.core import CLUSTERERS, SiteSampler
from sitesampler.core.batch import group_by_folder
from sitesampler.core.candidates import CandidateSet, listing_order
from sitesampler.core.learned import LearnedClusterer, Thresholds
from sitesampler.core.learned.tokens import (is_literal, segment_token, segment_tokens, value_token,
                                               value_tokens)
from sitesampler.core.learned.bucket import Bucket

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))
from perf_site import page_path  # noqa: E402
from tests.corpus import SITE_NAMES, real_sites

ROOT = "https://www.shop.example/"
# Folders whose leaves are typed (dates, a month after a year), paginated, or one level deep.
FOLDERS = ["", "products/", "blog/2024/05/", "news/page/", "docs/", "shop/"]
# Mostly plain leaves, so batches form; a few that send their folder one by one (a feed, a
# document, an escape, a query of each shape, a trailing slash) or aside (a directory stem).
PLAIN_LEAVES = ["blue-steel-1", "red-tall-3", "x", "42", "7", "2024-05-01", "a1b2c3d4e5f6a7b8", "item.html",
                "index.html", "story.php", "GetItem", "DP0000000000112"]
ODD_LEAVES = ["feed", "rss.aspx", "report.pdf", "%ec%a0%91-1", "item?id=4&color=sand", "item?color=navy&id=5",
              "index.php?p=12", "item?ca_id=", "a+b", ""]
LASTMODS = [None, "2024-01-02", "2023-05-06T10:00:00Z", "2024-01-02"]
PRIORITIES = [None, "0.2", "0.9", "x"]


@st.composite
def sitemaps(draw) -> list[tuple[str | None, list[tuple[str, str | None, str | None]]]]:
    """Sitemaps of one site: numbered leaves (enough to overflow a small cap), named and odd
    leaves, pages listed twice (in one sitemap and across sitemaps) with other lastmods."""
    count = draw(st.integers(1, 4))
    found = []
    for index in range(count):
        entries = []
        for _ in range(draw(st.integers(1, 60))):
            folder = draw(st.sampled_from(FOLDERS))
            kind = draw(st.integers(0, 9))
            if kind < 3:  # one template, in every clusterer: candidate lists that overflow
                leaf = str(draw(st.integers(10, 300)))
            elif kind < 6:  # literals: a trie that overflows its cap
                leaf = f"p-{draw(st.integers(0, 300))}"
            elif kind < 9:
                leaf = draw(st.sampled_from(PLAIN_LEAVES))
            else:
                leaf = draw(st.sampled_from(ODD_LEAVES))
            entries.append((ROOT + folder + leaf, draw(st.sampled_from(LASTMODS)), draw(st.sampled_from(PRIORITIES))))
        found.append((draw(st.sampled_from([None, f"sitemap-{index}.xml", "sitemap-products.xml"])), entries))
    return found


class PerUrlSampler(SiteSampler):
    """A sampler that never forms a batch: every folder's URLs go one by one."""

    def leaf_batch(self, folder, entries) -> None:
        return None


def _clusterer(name: str, cap: int | None):
    return name if cap is None else (lambda keep: LearnedClusterer(keep, Thresholds(cap=cap)))


def candidate_state(candidates: CandidateSet):
    return candidates.best(), candidates.by_random()


def trie_state(node):
    """A trie node as comparable values: its counts, its bucket, and its children by token (a
    dict: the order tokens arrived in is not state). The heap of kept literals is built lazily,
    the first time a literal arrives past the cap, so the per-URL path itself has it in one
    order and not in another; where it exists it must hold exactly the literal children."""
    if node.kept is not None:
        assert sorted(token for _, token in node.kept) == sorted(
            token for token in node.children if is_literal(token))
    assert type(node.count) is int and (node.bucket is None or type(node.bucket.size) is int)  # a bool is == 1
    bucket = node.bucket and (node.bucket.size, node.bucket.sources, candidate_state(node.bucket.candidates))
    return (node.count, node.literals, node.retired, bucket,
            {token: trie_state(child) for token, child in node.children.items()})


def sampler_state(sampler: SiteSampler):
    clusterer = sampler._clusterer
    if isinstance(clusterer, LearnedClusterer):
        structure = trie_state(clusterer.trie())
    else:
        structure = {template: (group.size, group.sources, candidate_state(group.candidates))
                     for template, group in clusterer._groups.items()}
    return structure, len(sampler._seen), sampler.listings, sampler.rejected


def batch_and_per_url(found, clusterer, budget: int, order: random.Random):
    """(the sampler fed sitemap by sitemap, batches allowed; the per-URL one fed URL by URL in
    a shuffled order)."""
    batched = SiteSampler(ROOT, budget=budget, clusterer=clusterer)
    for source, entries in found:
        batched.add_listings(entries, source)
    one_by_one = PerUrlSampler(ROOT, budget=budget, clusterer=clusterer)
    listings = [(entry, source) for source, entries in found for entry in entries]
    order.shuffle(listings)
    for (url, lastmod, priority), source in listings:
        one_by_one.add(url, lastmod, priority, source)
    return batched, one_by_one


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(found=sitemaps(), name=st.sampled_from(CLUSTERERS), cap=st.sampled_from([None, 1, 2, 3]),
       budget=st.integers(1, 4), seed=st.integers(0, 2 ** 16))
def test_a_batch_leaves_the_state_of_the_per_url_path(found, name, cap, budget, seed) -> None:
    clusterer = _clusterer(name, cap if name == "learned" else None)
    batched, one_by_one = batch_and_per_url(found, clusterer, budget, random.Random(seed))
    assert sampler_state(batched) == sampler_state(one_by_one)
    assert repr(batched.sample()) == repr(one_by_one.sample())  # byte for byte: True == 1, not its spelling


class SometimesBatchingSampler(SiteSampler):
    """A sampler that sends some folders' URLs one by one, the others as batches (a seeded
    choice per call): per-URL placements then meet the pending leaves batches leave."""

    def __init__(self, *args, seed: int, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.choice = random.Random(seed)

    def leaf_batch(self, folder, entries):
        return super().leaf_batch(folder, entries) if self.choice.random() < 0.6 else None


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(found=sitemaps(), cap=st.sampled_from([None, 1, 2, 3]), budget=st.integers(1, 4), seed=st.integers(0, 2 ** 16))
def test_batches_and_single_urls_in_one_folder_leave_the_per_url_state(found, cap, budget, seed) -> None:
    """A folder placed as a batch in one sitemap and URL by URL in another (the pending leaves
    of the batch are built when a single URL reaches them, or evicted by the cap first) leaves
    the state of the per-URL path."""
    clusterer = _clusterer("learned", cap)
    mixed = SometimesBatchingSampler(ROOT, budget=budget, clusterer=clusterer, seed=seed)
    for source, entries in found:
        mixed.add_listings(entries, source)
    one_by_one = batch_and_per_url(found, clusterer, budget, random.Random(seed))[1]
    assert sampler_state(mixed) == sampler_state(one_by_one)
    assert repr(mixed.sample()) == repr(one_by_one.sample())


def test_the_generated_sites_do_form_batches() -> None:
    """The property above compares batches, not two per-URL runs: a folder of plain distinct
    leaves is one batch, one with a query, an escape, a feed or a leaf twice is not."""
    sampler = SiteSampler(ROOT)
    folder = sampler.new_folder(ROOT + "products")
    entries = group_by_folder([(ROOT + f"products/p-{i}", None, None) for i in range(5)])[ROOT + "products"]
    assert sampler.leaf_batch(folder, entries) is not None
    for odd in ("item?id=4", "%41", "feed", "rss.aspx", "p-1", "report.pdf", ""):
        assert sampler.leaf_batch(folder, entries + [(ROOT + "products/" + odd, None, None)]) is None, odd


class CountingSampler(SiteSampler):
    """Counts the batches it forms."""

    batches = 0

    def leaf_batch(self, folder, entries):
        pages = super().leaf_batch(folder, entries)
        self.batches += pages is not None
        return pages


@pytest.mark.parametrize("cap", [1, 2, 3, None])
@pytest.mark.parametrize("name", CLUSTERERS)
def test_batches_that_overflow_the_trie_and_repeat_pages_leave_the_per_url_state(name, cap) -> None:
    """Three sitemaps of one site, with pages in two of them (other lastmods) and a trie cap
    of 1-3 children: the batches evict inside themselves and meet pages seen before."""
    pick = random.Random(cap or 0)
    found = [(f"sitemap-{n}.xml", [(ROOT + pick.choice(FOLDERS) + (f"p-{i}" if i % 4 == 1 else str(i) if i % 4 else pick.choice(PLAIN_LEAVES)),
                                   pick.choice(LASTMODS), pick.choice(PRIORITIES)) for i in range(n * 50, n * 50 + 120)])
             for n in range(3)]
    for _, entries in found:  # a page once per sitemap: the folders batch
        entries[:] = list({url: (url, lastmod, priority) for url, lastmod, priority in entries}.values())
    clusterer = _clusterer(name, cap if name == "learned" else None)
    batched = CountingSampler(ROOT, budget=2, clusterer=clusterer)
    for source, entries in found:
        batched.add_listings(entries, source)
    one_by_one = batch_and_per_url(found, clusterer, 2, random.Random(3))[1]
    assert batched.batches >= 10
    assert sampler_state(batched) == sampler_state(one_by_one)
    assert repr(batched.sample()) == repr(one_by_one.sample())  # byte for byte: True == 1, not its spelling


@pytest.mark.parametrize("name", CLUSTERERS)
def test_a_folder_of_pending_leaves_batched_again_keeps_them(name) -> None:
    """A folder whose only children are the pending leaves of one batch (it shares the empty
    children of a leaf) gets the same leaves again with more below one of them: the links of a
    page read twice, as a page and as the browser rendered it. Building the pending leaves
    gives the folder children of its own; the second batch must see those, not the shared
    empty ones, or it builds its leaves again over the first and the site's pages are lost."""
    first = [(ROOT + "app/" + leaf, None, None) for leaf in ("orders", "settings", "reports")]
    second = first + [(ROOT + "app/orders/" + str(number), None, None) for number in (1001, 1002, 1003)]
    batched, one_by_one = batch_and_per_url([("links", first), ("links", second)], _clusterer(name, None), 30,
                                            random.Random(1))
    assert sampler_state(batched) == sampler_state(one_by_one)
    assert repr(batched.sample()) == repr(one_by_one.sample())
    assert {pick.url for pick in batched.sample().picks} == {url for url, _, _ in second}  # budget for all


def test_a_batch_offers_only_what_a_full_offer_keeps_when_it_evicts_inside_the_batch() -> None:
    """Thousands of pages into one template of two kept pages: the pre-selection must keep the
    same two lists as offering every page, here with lastmods that make later pages better."""
    listings = [(ROOT + f"products/{i}", f"{2000 + i // 100}-01-{1 + i % 28:02d}", str((i % 10) / 10))
                for i in range(3000)]
    batched, one_by_one = batch_and_per_url([("s.xml", listings)], "rules", 1, random.Random(7))
    assert sampler_state(batched) == sampler_state(one_by_one)


@pytest.mark.parametrize("name", SITE_NAMES)
def test_a_corpus_site_gives_the_same_sample_batched_and_per_url_in_any_order(name) -> None:
    """Every real site of ``bench/corpus``, read as ``sitesampler plan`` reads it: sitemap by
    sitemap as the crawl feeds it (batches), and URL by URL in another order (as responses
    arrive), it gives the same templates and the same sample, and more than its home page."""
    site = real_sites()[name]
    listings = [(entry, source or None) for source, entries in site.sources for entry in entries]
    random.Random(site.name).shuffle(listings)
    for clusterer in CLUSTERERS:
        batched = SiteSampler(site.root, budget=20, clusterer=clusterer)
        for source, entries in site.sources:
            batched.add_listings(entries, source or None)
        one_by_one = PerUrlSampler(site.root, budget=20, clusterer=clusterer)
        for (url, lastmod, priority), source in listings:
            one_by_one.add(url, lastmod, priority, source)
        sample = batched.sample()
        assert repr(sample) == repr(one_by_one.sample()), clusterer
        assert len(sample.picks) > 1


def test_the_benchmark_site_gives_the_same_sample_batched_and_per_url() -> None:
    """The benchmark's URL shapes (bench/performance.py), in sitemaps of 20,000 URLs."""
    root = "http://127.0.0.1:8000"
    urls = [(root + page_path(i).replace("&amp;", "&"), None if i % 10 == 7 else f"2021-0{1 + i % 9}-01", "0.5")
            for i in range(60_000)]
    for clusterer in CLUSTERERS:
        samples = []
        for sampler_class in (SiteSampler, PerUrlSampler):
            sampler = sampler_class(root + "/", budget=20, clusterer=clusterer)
            for start in range(0, len(urls), 20_000):
                sampler.add_listings(urls[start:start + 20_000], f"sitemap-{start}.xml")
            samples.append(sampler.sample())
        assert repr(samples[0]) == repr(samples[1]), clusterer
        assert len(samples[0].picks) >= 20


@pytest.mark.parametrize("clusterer", CLUSTERERS)
def test_a_big_folder_keeps_every_previous_page_batched_as_one_by_one(clusterer) -> None:
    """Pages of the previous sample are kept whatever their rank: a batch far larger than the
    lists must still offer them, or the next audit loses its continuity."""
    listings = [(ROOT + f"products/item-{i}", f"2024-0{1 + i % 9}-01", None) for i in range(400)]
    previous = [{"url": url, "seed": ROOT} for url, _, _ in listings[::7]]
    samples = []
    for sampler_class in (SiteSampler, PerUrlSampler):
        sampler = sampler_class(ROOT, budget=20, clusterer=clusterer, previous=previous, random_share=0)
        sampler.add_listings(listings, "s.xml")
        samples.append(sampler.sample())
    assert repr(samples[0]) == repr(samples[1])
    kept = [pick for pick in samples[0].picks if pick.continuity == "kept"]
    assert len(kept) >= 9  # the template's slots go to previous pages first


# Query leaves: names typed or aside (a directory stem, a page number under page/), parameters
# kept, dropped (noise, pagination), upper-cased, without "=", empty, or kept twice.
QUERY_NAMES = ["item", "item.php", "index.php", "42", "Item", "view"]
ODD_QUERY_NAMES = ["report.pdf", "feed"]  # not pages: their folder goes one by one
QUERY_KEYS = ["id", "color", "ID", "p", "utm_source", "page", "q", "", "c?d"]
QUERY_VALUES = ["", "4", "77", "2024", "20240101", "sand", "Navy", "a1b2c3d4e5f6a7b8", "x=y", "a/b", "٣",
                "user/Kim/wall", "7/", "/bbs/x.php", "?qa=7"]  # routes (read as paths) and addresses


@st.composite
def query_sitemaps(draw) -> list[tuple[str | None, list[tuple[str, str | None, str | None]]]]:
    """Sitemaps whose folders hold query leaves only (a few shapes each, values drawn from the
    kinds above), with pages listed twice, in one sitemap or across sitemaps."""
    shapes = draw(st.lists(st.lists(st.sampled_from(QUERY_KEYS), min_size=1, max_size=3), min_size=1, max_size=3))
    found = []
    for index in range(draw(st.integers(1, 3))):
        entries = []
        for _ in range(draw(st.integers(1, 50))):
            folder = draw(st.sampled_from(["shop/", "news/page/", ""]))
            names = ODD_QUERY_NAMES if draw(st.integers(0, 29)) == 0 else QUERY_NAMES
            name, keys = draw(st.sampled_from(names)), draw(st.sampled_from(shapes))
            pairs = [key if draw(st.integers(0, 9)) == 0 else f"{key}={draw(st.sampled_from(QUERY_VALUES))}"
                     if draw(st.booleans()) else f"{key}={draw(st.integers(0, 300))}" for key in keys]
            entries.append((ROOT + folder + name + "?" + "&".join(pairs), draw(st.sampled_from(LASTMODS)),
                            draw(st.sampled_from(PRIORITIES))))
        found.append((draw(st.sampled_from([None, f"sitemap-{index}.xml"])), entries))
    return found


@pytest.mark.parametrize("name", CLUSTERERS)
def test_a_parameter_kept_by_its_value_leaves_the_batch_the_state_of_the_per_url_path(name) -> None:
    # ``page`` names a page when its value is a word (``?page=sand``) and a list's number
    # otherwise: a batch deciding by names alone kept what the per-URL path dropped.
    urls = [f"https://www.shop.example/news/page/item?page{value}&id={n}" for n, value in enumerate(("=sand", "", "=2"))]
    urls += [f"https://www.shop.example/login?to={value}" for value in ("%2Fnews", "2025", "%3Fqa%3D3")]
    found = [(None, [(url, None, None) for url in urls])]
    batched, one_by_one = batch_and_per_url(found, _clusterer(name, None), 2, random.Random(0))
    assert sampler_state(batched) == sampler_state(one_by_one)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(found=query_sitemaps(), name=st.sampled_from(CLUSTERERS), cap=st.sampled_from([None, 1, 2, 3]),
       budget=st.integers(1, 4), seed=st.integers(0, 2 ** 16))
def test_a_batch_of_query_leaves_leaves_the_state_of_the_per_url_path(found, name, cap, budget, seed) -> None:
    """Query leaves are batched by shape: the kept parameters, their order and their values'
    tokens decided per shape must give the trie or groups, lists and sample of one by one."""
    clusterer = _clusterer(name, cap if name == "learned" else None)
    batched, one_by_one = batch_and_per_url(found, clusterer, budget, random.Random(seed))
    assert sampler_state(batched) == sampler_state(one_by_one)
    assert repr(batched.sample()) == repr(one_by_one.sample())  # byte for byte: True == 1, not its spelling


def test_query_folders_do_form_batches() -> None:
    """The property above compares batches: a folder of distinct query leaves of a few shapes
    is one batch (in the shapes' kept order, ``?color=..&id=..``); a page twice, a shape that
    keeps a name twice, an empty query or a non-page leaf sends it one by one."""
    sampler = SiteSampler(ROOT)
    folder = sampler.new_folder(ROOT + "shop")
    leaves = [f"item?id={i}&color=sand&utm_source=x" for i in range(5)] + ["view?q=Navy", "item?ID=9"]
    entries = group_by_folder([(ROOT + "shop/" + leaf, None, None) for leaf in leaves])[ROOT + "shop"]
    pages = sampler.leaf_batch(folder, entries)
    assert pages is not None and pages.leaves[0] == "item?color=sand&id=0" and pages.leaves[-1] == "item?ID=9"
    assert sorted((shape.leaf, shape.keys, shape.members) for shape in pages.queries) == [
        ("item", ("color", "id"), [0, 1, 2, 3, 4]), ("item", ("id",), [6]), ("view", ("q",), [5])]
    assert pages.queries[0].values == [("sand",) * 5, tuple("01234")]
    for odd in ("item?id=0&color=sand", "item?id=1&ID=2", "item?", "report.pdf?id=1", "item?id=%41"):
        assert sampler.leaf_batch(folder, entries + [(ROOT + "shop/" + odd, None, None)]) is None, odd


SEGMENT_CHARS = st.sampled_from(list("0123456789abcdefghxyzABCDEFXYZ-_.~") + ["é", "ß", "١"])
SEGMENTS = st.one_of(st.text(SEGMENT_CHARS, min_size=1, max_size=40),
                     st.text(st.sampled_from(list("0123456789-_.")), min_size=1, max_size=12),
                     st.text(st.sampled_from(list("0123456789abcdef-")), min_size=8, max_size=40),
                     st.sampled_from(["20200101", "2020-01-05", "123e4567-e89b-12d3-a456-426614174000", "12", "1999",
                                      "abcdefab-abcd-abcd-abcd-abcdefabcdef", "DP0000000000112", "orderList", "iNDEX"]))


@settings(max_examples=1500, deadline=None)
@given(segments=st.lists(SEGMENTS, min_size=1, max_size=20), after=st.sampled_from(["", "{year}", "{mm}"]))
def test_a_column_of_leaves_is_typed_as_each_leaf_alone(segments, after) -> None:
    """Typing by shape, once per distinct shape, gives every leaf the token it has alone: kinds
    that depend on the digits (numbers, dates) included, and any case or script."""
    assert segment_tokens(segments, after) == [segment_token(segment, after) for segment in segments]


@settings(max_examples=1000, deadline=None)
@given(values=st.lists(st.one_of(SEGMENTS, st.just(""), st.sampled_from(["2024", "05", "{year}", "GetItem"])),
                       min_size=1, max_size=20))
def test_a_column_of_query_values_is_typed_as_each_value_alone(values) -> None:
    """The same for query values, which type a year, month or day as a number, never keep a
    camelCase spelling, and make an empty value the optional slot."""
    assert value_tokens(tuple(values)) == [value_token(value) for value in values]


@settings(max_examples=300, deadline=None)
@given(pages=st.lists(st.tuples(st.integers(0, 40), st.sampled_from(LASTMODS), st.sampled_from(PRIORITIES),
                                st.sampled_from(["a.xml", "b.xml"])), min_size=1, max_size=30),
       splits=st.lists(st.integers(0, 3), min_size=30, max_size=30), limit=st.integers(1, 3))
def test_a_bucket_that_holds_one_listing_is_the_candidate_set_of_its_pages(pages, splits, limit) -> None:
    """A bucket keeps its first page as a listing and builds its candidate set later: offered
    to in parts and absorbed into one, it must hold what one set offered every page holds."""
    parts = [Bucket(limit) for _ in range(4)]
    whole = CandidateSet(limit)
    for (n, lastmod, priority, source), part in zip(pages, splits):
        key = f"/p/{n}"
        parts[part].offer(key, ROOT + key, n * 7919, listing_order(lastmod, priority))
        parts[part].count_source(source, 1)
        whole.offer_listing(key, ROOT + key, n * 7919, lastmod, priority)
    merged = Bucket(limit)
    for part in parts:
        merged.absorb(part)
    assert candidate_state(merged.candidates) == candidate_state(whole)
    assert merged.sources == Counter(source for _, _, _, source in pages)
    for bucket in (*parts, merged):  # what finalize reads of a bucket of one page, without a set
        assert bucket.priorities() == {candidate.priority for candidate in bucket.candidates.candidates()}


@settings(max_examples=300, deadline=None)
@given(pages=st.lists(st.tuples(st.integers(0, 60), st.sampled_from(LASTMODS), st.sampled_from(PRIORITIES),
                                st.sampled_from([None, "a.xml", "b.xml"])), min_size=1, max_size=40),
       first=st.integers(0, 40), limit=st.integers(1, 3))
def test_evicted_leaves_absorbed_at_once_are_their_pages_offered_one_by_one(pages, first, limit) -> None:
    """The pages of evicted leaves, absorbed together (the leaves' buckets, or the rows of
    pending leaves never built), into a bucket whose lists are full or not: the state of
    offering each page alone, and of absorbing each leaf's bucket."""
    def leaf(n, lastmod, priority, source):
        return (limit, True, f"{ROOT}p/{n}", len(ROOT) - 1, n * 7919, listing_order(lastmod, priority), source)

    rows = [leaf(*page) for page in pages]
    by_rows, by_buckets, one_by_one = Bucket(limit), Bucket(limit), Bucket(limit)
    for bucket in (by_rows, by_buckets, one_by_one):  # the first pages fill the lists
        for row in rows[:first]:
            bucket.absorb(Bucket.of_page(*row))
    by_rows.absorb_rows(rows[first:])
    by_buckets.absorb_all([Bucket.of_page(*row) for row in rows[first:]])
    for row in rows[first:]:
        one_by_one.absorb(Bucket.of_page(*row))
    states = [(b.size, b.sources, candidate_state(b.candidates)) for b in (by_rows, by_buckets, one_by_one)]
    assert states[0] == states[1] == states[2]
