"""Small synthetic sites for the core's tests: the published worked example and friends."""

from __future__ import annotations

import random
from collections.abc import Callable

from sitesampler.core import Evidence, PageRecord, SiteSampler
from sitesampler.core.layout import layout_id

ROOT = "https://shop.example/"

#: The chrome of a site's frame: the paths of a layout signature.
CHROME = ("body", "body>header.site", "body>nav.menu", "body>footer.site")
#: Two frames of the same site: a post and the legacy layout of older posts.
FRAME = frozenset((*CHROME, "body>main.post", "body>main.post>article"))
LEGACY = frozenset(("body", "body>div.wrapper", "body>div.wrapper>div.left", "body>div.wrapper>table.grid"))
#: A variant of FRAME: one more box beside the article (a table of contents).
FRAME_WITH_CONTENTS = FRAME | {"body>main.post>aside.toc"}
#: A page whose body holds its text: no frame to read (too few paths to be evidence).
BARE = frozenset(("body",))


def record(url: str, signature: frozenset[str], status: int = 200) -> PageRecord:
    """What a probe of ``url`` saw: a page of the layout ``signature``."""
    return PageRecord(url, status, content_type="text/html", title="A page", layout=layout_id(signature),
                      signature=signature)

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
