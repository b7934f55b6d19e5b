"""Folder lanes are a shortcut, never a second opinion: ``SiteSampler.add_listings`` places a
plain leaf of a known folder from the folder's cached lane, and that must give exactly what the
general path (normalise, hash, tokenise, walk from the root) gives for every URL, in any order,
with every spelling, through the learned trie's overflow and evictions."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sitesampler.core import CLUSTERERS, SiteSampler
from sitesampler.core.learned import LearnedClusterer, Thresholds

ROOT = "https://www.shop.example/"
# Leaves and folders that take every branch: plain, typed (numbers, dates, hashes), extensions
# (page and non-page), directory stems, feeds, pagination, queries (kept, dropped, ``?p=`` on the
# WordPress paths), and characters that leave the lane (escapes, ``+``, ``;``).
FOLDERS = ["", "products/", "blog/2024/05/", "category/green/", "category/red/", "news/", "shop/", "news/page/",
           "en/docs/", "tags/"]
LEAVES = ["blue-steel-1", "blue-steel-2", "red-tall-3", "x", "42", "7", "2024-05-01", "a1b2c3d4e5f6a7b8",
          "item.html", "index.html", "default.aspx", "report.pdf", "feed", "RSS", "story.php", "Café",
          "%ec%a0%91-1", "a+b", "a;jsessionid=1", "item?id=4&color=sand", "item?color=navy&id=5",
          "item?id=4&utm_source=x", "index.php?p=12", "?p=3", "item?id=%41", "item?q=a+b", "item?page=2"]
SPELLINGS = ["{}", "{}/", "{}#top", "{}?utm_source=x", "{}&utm_medium=y"]
ORIGINS = [ROOT, "https://shop.example/", "http://www.shop.example/", "HTTPS://WWW.SHOP.EXAMPLE/",
           "https://elsewhere.example/"]


@st.composite
def listings(draw) -> list[tuple[str, str | None, str | None]]:
    urls = []
    for _ in range(draw(st.integers(1, 80))):
        url = draw(st.sampled_from(ORIGINS)) + draw(st.sampled_from(FOLDERS)) + draw(st.sampled_from(LEAVES))
        spelling = draw(st.sampled_from(SPELLINGS))
        if spelling.startswith("{}&") and "?" not in url:
            spelling = "{}?" + spelling[3:]
        urls.append((spelling.format(url), draw(st.sampled_from([None, "2024-01-02", "2023-05-06T10:00:00Z"])),
                     draw(st.sampled_from([None, "0.2", "0.9", "x"]))))
    return urls


def _state(sampler: SiteSampler):
    result = sampler.sample()
    return result.picks, result.clusters, result.stats


class GeneralPathSampler(SiteSampler):
    """A sampler that never knows a folder, so every URL takes the general path."""

    def new_folder(self, head: str) -> None:
        return None


def _samplers(clusterer: str, cap: int | None) -> tuple[SiteSampler, SiteSampler]:
    """(with lanes, without), with the learned clusterer's trie capped at ``cap`` children."""
    choice = clusterer if cap is None else (lambda keep: LearnedClusterer(keep, Thresholds(cap=cap)))
    return SiteSampler(ROOT, budget=5, clusterer=choice), GeneralPathSampler(ROOT, budget=5, clusterer=choice)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(listings(), st.sampled_from(CLUSTERERS), st.randoms(use_true_random=False), st.integers(1, 4))
def test_lanes_give_the_general_path_result(entries, clusterer, rng, batches):
    lanes, general = _samplers(clusterer, None)
    shuffled = entries[:]
    rng.shuffle(shuffled)
    cut = len(shuffled) // batches or 1
    accepted = sum(lanes.add_listings(shuffled[i:i + cut], "s.xml") for i in range(0, len(shuffled), cut))
    assert accepted == sum(general.add(url, lastmod, priority, "s.xml") for url, lastmod, priority in entries)
    assert _state(lanes) == _state(general)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(listings(), st.randoms(use_true_random=False), st.integers(1, 3))
def test_lanes_follow_evictions_in_a_capped_trie(entries, rng, cap):
    """A cap of 1-3 children a node evicts folders the lanes hold: they must walk again."""
    lanes, general = _samplers("learned", cap)
    rng.shuffle(entries)
    lanes.add_listings(entries, "s.xml")
    for url, lastmod, priority in entries:
        general.add(url, lastmod, priority, "s.xml")
    assert _state(lanes) == _state(general)
    assert _templates(lanes) == _templates(general)


def _templates(sampler: SiteSampler):
    return [(cluster.template, cluster.size, tuple(cluster.candidates.candidates())) for cluster in sampler.clusters()]
