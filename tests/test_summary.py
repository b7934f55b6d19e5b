"""The sample's summary, the end of a crawl's log and of ``sitesampler plan``'s standard error."""

from __future__ import annotations

import doctest
import random

from sitesampler.output import findings as findings_module
from sitesampler.output import summary as summary_module
from sitesampler.core import SiteSampler
from sitesampler.output.summary import SUMMARY_TEMPLATES, summary_lines

ROOT = "https://shop.example/"


SECTIONS = ("alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike november "
            "oscar papa quebec romeo sierra tango uniform victor whiskey xray yankee zulu").split()


def big_site_result():
    """A site of 26 sections of 5 to 30 pages each, and a home page, in shuffled order."""
    urls = [ROOT] + [f"{ROOT}{section}/{n}" for number, section in enumerate(SECTIONS) for n in range(5 + number)]
    random.Random(7).shuffle(urls)
    sampler = SiteSampler(ROOT, budget=20, random_share=0)
    for url in urls:
        sampler.add(url, source="sitemap")
    return sampler.sample()


def test_a_big_site_lists_its_largest_templates_and_sums_up_the_rest_in_one_line():
    result = big_site_result()
    assert len(result.clusters) > SUMMARY_TEMPLATES
    lines = summary_lines(result, {"sitemap": result.stats["urls_distinct"]})
    templates = lines[1:1 + SUMMARY_TEMPLATES]
    sizes = [int(line.split()[1].replace(",", "")) for line in templates]
    assert sizes == sorted(sizes, reverse=True) and sizes[0] == max(cluster.size for cluster in result.clusters)
    rest = sorted(result.clusters, key=lambda cluster: (-cluster.size, cluster.template))[SUMMARY_TEMPLATES:]
    assert lines[1 + SUMMARY_TEMPLATES] == (f"  and {len(rest)} more templates: {sum(c.size for c in rest)} pages, "
                                            f"{sum(c.picked for c in rest)} picked")
    assert len(lines) < 30


def test_the_headline_counts_in_words():
    result = big_site_result()
    headline = summary_lines(result, {"sitemap": 100, "navigation": 3, "root": 1, "a.xml": 2, "b.xml": 1})[0]
    assert headline.startswith(f"Sample of {ROOT}: 20 pages (20 structured, 0 random) from ")
    assert headline.endswith("(sitemap 100, navigation 3, a.xml 2, b.xml 1, 1 more source)")


def test_the_rules_in_the_docstrings_hold():
    assert doctest.testmod(summary_module).failed == 0
    assert doctest.testmod(findings_module).failed == 0


def small_site(budget, seed):
    """A home page, an about page and twelve products, in shuffled order."""
    urls = [ROOT, ROOT + "about"] + [f"{ROOT}products/{n}" for n in range(12)]
    random.Random(seed).shuffle(urls)
    sampler = SiteSampler(ROOT, budget=budget, random_share=0)
    for url in urls:
        sampler.add(url, source="sitemap")
    return sampler.sample()


def test_a_sample_below_its_budget_says_which_template_the_cap_held_back():
    """Budget 10 on three templates: the products give their cap, 5, and the home and about
    pages one each, so 3 places stay empty, and the summary says why, in any input order."""
    for seed in range(3):
        result = small_site(10, seed)
        assert result.stats["sample_structured"] == 7 and result.stats["budget_unfilled"] == 3
        assert result.capped == [("/products/{n}", 5, 12)]
        lines = summary_lines(result, {"sitemap": 14})
        assert ("Below the budget (7 structured pages of 10): a template gives at most half (rounded up) of the "
                "budget the templates share, and /products/{n} gave 5 of its 12 pages; every other template gave "
                "each page it could") in lines


def test_a_sample_that_fills_its_budget_or_holds_every_page_says_nothing_of_it():
    full = small_site(4, 0)  # cap 2: home, about, two products
    assert full.stats["sample_structured"] == 4 and "budget_unfilled" not in full.stats and full.capped == []
    whole = small_site(40, 0)  # cap 20: every page is in the sample, none held back
    assert whole.stats["budget_unfilled"] == 26 and whole.capped == []
    assert not any(line.startswith("Below the budget") for line in summary_lines(full, {"sitemap": 14}))
    assert any(line.startswith("Below the budget (14 structured pages of 40): every template gave each page")
               for line in summary_lines(whole, {"sitemap": 14}))
