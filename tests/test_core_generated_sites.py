"""Generated sites through the whole core: whatever a site's shape, the options, the pages
fetched and the order their answers came in, sampling never raises, never picks a page its
fetch set aside, keeps to its budget, and gives the same sample for the same answers.

Each seed draws a site (sections of dated pages in many URL shapes: queries, dates, deep
paths, encoded and accented names, action and cart URLs; one-off pages, some with queries),
the layouts its pages show, which of them are dead, the sampler's options (budget, random
share, clusterer) and ``verify``; it is sampled, then re-run with that sample as ``previous``
on the same site and a week later, with pages gone and new ones, rotating or not."""

from __future__ import annotations

import math
import random
import zlib
from dataclasses import asdict

import pytest

from sitesampler.core import Evidence, SiteSampler

from .core_sites import BARE, FRAME, FRAME_WITH_CONTENTS, LEGACY, probe_rounds, record

FRAMES = (FRAME, LEGACY, FRAME_WITH_CONTENTS,
          frozenset(("body", "body>div.shell", "body>div.shell>section.grid", "body>div.shell>footer")))
SECTION_NAMES = ["posts", "news", "guides", "docs", "events", "people", "tags", "notes", "jobs", "2024", "p", "category"]
SHAPES = ["item-{n}", "{n}", "page/{n}", "{n}/comments", "x{n}.html", "a/b/{n}", "?id={n}", "index.php?page={n}&lang=en",
          "2024/0{n}/post-{n}/", "%C3%A9t%C3%A9-{n}", "ÉTÉ-{n}/", "{n}/{n}/{n}/{n}/{n}/{n}", "tag/{n}?sort=asc",
          "{n};jsessionid=1", "page/{n}/", "feed/{n}.xml", "doc-{n}.pdf", "v{n}/guide", "-{n}-", "{n}#top", "a%2Fb-{n}",
          "logout?n={n}", "cart/add/{n}"]
ONE_OFF_NAMES = ["page", "about", "contact", "tags", "search", "login", "cart", "privacy", "p", "?p=", "index.php?id=",
                 "x.pdf?", "feed", "sitemap.xml?"]
#: Seeds per test block; the blocks run in parallel.
SEEDS = 40


def generated_site(seed: int):
    """The sampler builder (given a previous sample and the week), the answer of each page,
    ``verify`` and the sampler's options of the site ``seed`` draws."""
    draw = random.Random(seed)
    sections = {}
    for n in range(draw.randint(1, 7)):
        name = draw.choice(SECTION_NAMES) + (str(n) if draw.random() < 0.8 else "")
        sections[name] = (draw.choice([1, 2, 3, 5, 8, 20, 40, 120]), draw.randrange(len(FRAMES)), draw.random() < 0.4,
                          draw.randrange(len(FRAMES)), draw.choice(SHAPES))
    one_offs = {f"{draw.choice(ONE_OFF_NAMES)}{n}": draw.choice([0, 0, 1, 3, None]) for n in range(draw.randint(0, 20))}
    dead = draw.random() < 0.4
    root = "https://generated.example/" + ("lab/" if draw.random() < 0.1 else "")
    options = {"budget": draw.choice([1, 2, 3, 6, 8, 10, 12, 20, 50]), "random_share": draw.choice([0, 0, 0.1, 0.5]),
               "clusterer": draw.choice(["learned", "rules"])}
    rotate, round_number, gone_every = draw.choice([0, 0, 0.5, 1.0]), draw.randrange(1, 3), draw.choice([10, 3, 2])
    verify = draw.choice([0, 1, 5, 20, 60, 200])

    def built(previous=None, week: int = 0) -> SiteSampler:
        continuing = {"previous": previous, "rotate": rotate if week else 0, "round": round_number if week else 0}
        site = SiteSampler(root, **options, **(continuing if previous is not None else {}))
        for url, lastmod in pages(week):
            site.add(url, lastmod=lastmod)
        return site

    def pages(week: int) -> list[tuple[str, str | None]]:
        listed = [(root, None), *((root + name, None) for name in one_offs)]
        for name, (size, _, _, _, shape) in sections.items():
            listed += [(f"{root}{name}/" + shape.format(n=n), f"20{10 + n % 12}-01-01" if n % 5 else None)
                       for n in range(size)]
            listed += [(f"{root}{name}/" + shape.format(n=f"new-{n}"), "2024-06-01") for n in range(3 if week else 0)]
        return [(url, lastmod) for url, lastmod in listed
                if not (week and url != root and zlib.crc32(f"{url} gone".encode()) % gone_every == 0)]

    def answer(url: str):
        path, spread = url[len(root):], zlib.crc32(url.encode())
        section = sections.get(path.split("/")[0]) if "/" in path else None
        if section is not None:
            _, frame, mixed, other, _ = section
            return record(url, FRAMES[other if mixed and spread % 3 == 0 else frame],
                          404 if dead and spread % 7 == 0 else 200)
        frame = one_offs.get(path, 0)
        return record(url, BARE if frame is None else FRAMES[frame], 410 if dead and spread % 11 == 0 else 200)

    return built, answer, verify, options


def checked_sample(site: SiteSampler, answer, verify: int, options: dict, seed: int):
    """The site's verified sample, checked against the rules every sample keeps."""
    records = probe_rounds(site, answer, verify, seed=seed, refine=True)
    evidence = Evidence(records, refine=True)
    picks = site.sample(evidence=evidence).picks
    urls = [pick.url for pick in picks]
    assert len(urls) == len(set(urls))
    structured = [pick for pick in picks if pick.sample == "structured"]
    assert len(structured) <= options["budget"]
    share = options["random_share"]
    assert len(picks) - len(structured) <= (max(1, math.ceil(share * len(structured))) if share else 0)
    assert not [pick.url for pick in picks if pick.url in records and records[pick.url].status != 200]
    assert {pick.url for pick in picks if pick.reason != "document"} <= set(dict(site.page_templates(evidence)))
    return picks, records


@pytest.mark.parametrize("block", range(5))
def test_generated_sites_are_sampled_within_the_rules_whatever_the_answers_order(block):
    for seed in range(block * SEEDS, (block + 1) * SEEDS):
        built, answer, verify, options = generated_site(seed)
        picks, records = checked_sample(built(), answer, verify, options, seed)
        # The same answers, recorded in the reverse order: the same sample.
        again = built()
        probe_rounds(again, answer, verify, seed=seed + 1, refine=True)
        reordered = Evidence(dict(reversed(list(records.items()))), refine=True)
        assert [asdict(pick) for pick in again.sample(evidence=reordered).picks] == [asdict(pick) for pick in picks], seed
        previous = [{key: "" if value is None else value for key, value in asdict(pick).items()} for pick in picks]
        for week in (0, 1):
            checked_sample(built(previous, week), answer, verify, options, seed + 2 + week)
