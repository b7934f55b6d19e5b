"""Small synthetic sites for the core's tests: the published worked example and friends."""

from __future__ import annotations

import random
from collections.abc import Callable

from sitesampler.core import Evidence, PageRecord, SiteSampler

ROOT = "https://shop.example/"

WORKED_EXAMPLE_ONE_OFFS = ("", "login", "contact", "cart/checkout", "help/faq", "privacy", "about", "brand")


def worked_example(root: str = ROOT) -> list[str]:
    """The published worked example (docs/METHOD.md): eight one-off pages plus products x120,
    blog x30, notice x12."""
    urls = [root + path for path in WORKED_EXAMPLE_ONE_OFFS]
    urls += [f"{root}products/{i}" for i in range(1, 121)]
    urls += [f"{root}blog/how-we-test-release-{i}-for-accessibility" for i in range(1, 31)]
    urls += [f"{root}notice/{i}" for i in range(1, 13)]
    return urls


def probe_rounds(site: SiteSampler, answer: Callable[[str], PageRecord], left: int, seed: int,
                 not_found: PageRecord | None = None, refine: bool = False) -> dict[str, PageRecord]:
    """The records of the rounds of probes the crawl runs, ``left`` pages at most (``verify``),
    each page answered by ``answer(url)``, the answers of a round in a shuffled order (``seed``);
    ``not_found`` and ``refine`` as the crawl's :class:`Evidence` carries them."""
    records: dict[str, PageRecord] = {}
    tried: set[str] = set()
    while left > 0:
        plan = site.probe_plan(None, Evidence(dict(records), not_found, refine=refine), left, frozenset(tried))
        if not plan:
            break
        random.Random(seed).shuffle(plan)  # answers in any order
        records.update((url, answer(url)) for url in plan)
        tried.update(plan)
        left -= len(plan)
    return records
