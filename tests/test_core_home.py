"""The home page's folder is the site's root: its children are the first segment, with the
first segment's protections (sitesampler/core/learned/tokens.py home_folder)."""

from __future__ import annotations

import random

import pytest

from sitesampler.core import SiteSampler
from sitesampler.core.learned import LearnedClusterer, Thresholds, home_folder

ORIGIN = "https://docs.example.org"
PAGES = ["about", "download", "community", "ecosystem", "glossary", "resources", "bugs", "contact"]


def site() -> list[str]:
    """A project site living in ``/_/``: one-off pages, a blog and contributor guides."""
    urls = [f"{ORIGIN}/_/index.html"] + [f"{ORIGIN}/_/{page}.html" for page in PAGES]
    urls += [f"{ORIGIN}/_/blog/release-notes-{i}-of-the-year.html" for i in range(8)]
    urls += [f"{ORIGIN}/_/development/how-to-{topic}.html" for topic in ("build", "test", "review", "release", "document", "triage")]
    urls += [f"{ORIGIN}/doc/manual/{topic}.html" for topic in ("install", "configure", "operate", "upgrade")]
    return urls


def templates(root: str, clusterer="learned") -> dict[str, int]:
    sampler = SiteSampler(root, budget=10, clusterer=clusterer)
    for url in site():
        sampler.add(url)
    return {cluster.template: cluster.size for cluster in sampler.clusters()}


def test_the_home_folder_is_read_from_the_root_url():
    assert home_folder(ORIGIN + "/_/index.html") == ("_",)
    assert home_folder(ORIGIN + "/_/") == ("_",)
    assert home_folder(ORIGIN + "/portal/main.do") == ("portal",)
    assert home_folder(ORIGIN + "/") == home_folder(ORIGIN) == home_folder(ORIGIN + "/en") == ()


def test_sections_and_one_off_pages_in_the_home_folder_are_protected_as_the_first_segment():
    found = templates(ORIGIN + "/_/index.html")
    assert all(found[f"/_/{page}.html"] == 1 for page in PAGES)  # one-off pages, as at a site's root
    assert found["/_/blog/{slug}.html"] == 8 and found["/_/development/{slug}.html"] == 6  # two sections
    assert found["/doc/manual/{slug}.html"] == 4


def test_without_the_home_folder_the_same_urls_are_read_as_a_section():
    found = templates(ORIGIN + "/")
    assert found["/_/{slug}.html"] == len(PAGES)  # the one-off pages are read as a slot
    # ``blog`` names its kind (a collection word), so the two sections do not twin
    assert found["/_/blog/{slug}.html"] == 8 and found["/_/development/{slug}.html"] == 6


def test_a_clusterer_given_as_a_callable_is_told_the_home_folder_too():
    built = templates(ORIGIN + "/_/index.html", lambda keep: LearnedClusterer(keep, Thresholds()))
    assert built == templates(ORIGIN + "/_/index.html")


def test_the_root_page_in_a_folder_is_the_home_page_of_the_sample():
    sampler = SiteSampler(ORIGIN + "/_/index.html", budget=5, clusterer="learned", random_share=0)
    for url in site():
        sampler.add(url)
    first = sampler.sample().picks[0]
    assert (first.reason, first.url, first.page_type) == ("home", ORIGIN + "/_/index.html", "home")


@pytest.mark.parametrize("home", ["/_/index.html", "/_/"])
def test_sections_below_the_home_folder_are_families_of_their_own(home):
    """The blog and the guides are two sections of the site, so each gets a representative
    before the docs get theirs: the family's first segment is the one below ``/_/``."""
    sampler = SiteSampler(ORIGIN + home, budget=4, clusterer="learned", random_share=0)
    for url in site():
        sampler.add(url)
    picks = sampler.sample().picks
    assert [pick.template for pick in picks if pick.reason == "representative"][:2] == [
        "/_/blog/{slug}.html", "/_/development/{slug}.html"]


@pytest.mark.parametrize("seed", range(4))
def test_the_home_row_is_the_home_page_not_a_variant_that_ranks_better(seed):
    # ``/?lang=fr`` and ``/?ref=newsletter`` are listed newer and with a higher priority than
    # ``/``: by rank either would be the home template's row, yet the auditor gave ``/``.
    listings = [(f"{ORIGIN}/", "2019-01-01", "0.1"), (f"{ORIGIN}/?lang=fr", "2026-05-01", "1.0"),
                (f"{ORIGIN}/?ref=newsletter", "2026-06-01", "1.0")]
    listings += [(f"{ORIGIN}/{page}", None, None) for page in PAGES]
    random.Random(seed).shuffle(listings)
    sampler = SiteSampler(ORIGIN + "/", budget=5, clusterer="learned", random_share=0)
    for url, lastmod, priority in listings:
        sampler.add(url, lastmod=lastmod, priority=priority)
    home = next(cluster for cluster in sampler.clusters() if cluster.page_type == "home")
    assert home.size == 3 and home.candidates.best()[0].rank < min(candidate.rank for candidate in home.candidates.best()[1:])
    first = sampler.sample().picks[0]
    assert (first.reason, first.url) == ("home", ORIGIN + "/")


@pytest.mark.parametrize("seed", range(3))
def test_the_address_given_is_the_home_page_though_a_template_of_other_pages_holds_it(seed):
    """The address given is a page of a content tree (``/content/<site>/us/en.html``) whose
    other countries' fronts and section pages share its template (``/content/{path}``): it is
    the home row still, and its template keeps its other pages."""
    tree = f"{ORIGIN}/content/retail"
    base = f"{tree}/us/en"
    fronts = [f"{tree}/{front}.html" for front in ("us/en", "ca/en", "ca/fr", "ch/it", "de/de")]
    sections = [f"{base}/products/{section}.html" for section in (
        "equipment/hiking", "equipment/running", "equipment/surfing", "men/coats", "men/pants", "men/shirts",
        "women/dresses", "women/shirts")]
    products = [section.removesuffix(".html") + f"/{name}-{number}.html" for number, section in enumerate(sections)
                for name in ("flannel", "jacket")]
    pages = [f"{base}/{page}.html" for page in ("about-us", "careers", "contact-us", "faq", "men", "women")]
    urls = [*fronts, *sections, *products, *pages]
    random.Random(seed).shuffle(urls)
    sampler = SiteSampler(f"{base}.html", budget=5, clusterer="learned", random_share=0)
    for url in urls:
        sampler.add(url)
    first = sampler.sample().picks[0]
    assert (first.reason, first.url, first.page_type) == ("home", f"{base}.html", "home")
    holding = [cluster for cluster in sampler.clusters()
               if any(candidate.url == f"{base}.html" for candidate in cluster.candidates.candidates())]
    assert [(cluster.size, cluster.page_type) for cluster in holding] == [(1, "home")]
