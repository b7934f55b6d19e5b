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
