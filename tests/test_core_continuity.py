"""Continuity: a previous sample's pages keep their slots, rotation follows WCAG-EM's re-run."""

from __future__ import annotations

import pickle
import random
import zlib
from collections import Counter
from collections.abc import Callable
from dataclasses import asdict

import pytest

from sitesampler.core import Evidence, PageRecord, SiteSampler
from sitesampler.core.candidates import CandidateSet, Keep
from sitesampler.core.continuity import PreviousSampleError
from sitesampler.output.summary import summary_lines

from .core_sites import BARE, FRAME, FRAME_WITH_CONTENTS, LEGACY, ROOT, probe_rounds, record, worked_example


def site_week(week: int) -> list[tuple[str, str]]:
    """The worked example with dated pages; each week removes a few products and adds newer
    ones with the newest lastmod."""
    urls = [(url, "2024-02-01") for url in worked_example()]
    gone = {f"{ROOT}products/{i}" for i in range(1, 121) if week and i % 9 == week % 9}
    urls = [(url, lastmod) for url, lastmod in urls if url not in gone]
    urls += [(f"{ROOT}products/{1000 * week + i}", f"2024-0{2 + week}-01") for i in range(12 * week)]
    return urls


def sample(urls, previous=None, shuffle: int | None = None, budget: int = 20, clusterer: str = "rules", **options):
    sampler = SiteSampler(ROOT, budget=budget, clusterer=clusterer, previous=previous, **options)
    urls = list(urls)
    if shuffle is not None:
        random.Random(shuffle).shuffle(urls)
    for url, lastmod in urls:
        sampler.add(url, lastmod)
    return sampler.sample()


def rows(result):
    return [asdict(pick) for pick in result.picks]


def structured_counts(result) -> Counter:
    return Counter(pick.template for pick in result.picks if pick.sample == "structured")


def test_still_listed_previous_pages_keep_their_slots_and_the_counts_do_not_change():
    first = sample(site_week(0), random_share=0)
    week = site_week(1)
    listed = {url for url, _ in week}
    without = sample(week, random_share=0)
    result = sample(week, previous=rows(first), random_share=0)
    still_listed = {pick.url for pick in first.picks} & listed
    templates = {pick.template for pick in result.picks}
    for template in templates:  # as many previous pages as the template still gets pages
        previous_here = {url for url in still_listed if url.startswith(ROOT + template.split("{")[0].strip("/"))}
        here = [pick for pick in result.picks if pick.template == template]
        assert sum(p.url in previous_here for p in here) == min(len(previous_here), len(here)), template
    assert len(still_listed - {pick.url for pick in result.picks}) == 1  # the products lost a slot to the notices
    assert without.picks != result.picks
    assert structured_counts(result) == structured_counts(without)
    assert {pick.url for pick in result.picks if pick.continuity == "kept"} == still_listed & {pick.url for pick in result.picks}
    for shuffle in range(3):
        assert sample(week, previous=rows(first), shuffle=shuffle, random_share=0).picks == result.picks


def test_a_vanished_page_is_replaced_by_its_templates_next_candidate():
    first = sample(site_week(0), random_share=0)
    gone = next(pick for pick in first.picks if pick.template == "/products/{n}" and pick.reason == "proportional")
    week = [(url, lastmod) for url, lastmod in site_week(0) if url != gone.url] + [(f"{ROOT}products/500", None)]
    result = sample(week, previous=rows(first), random_share=0)  # the same sizes: the same slots
    replacing = [pick for pick in result.picks if pick.continuity == "replaced"]
    assert [(p.template, p.replaces) for p in replacing] == [("/products/{n}", gone.url)]
    assert Counter(pick.continuity for pick in result.picks) == {"kept": len(first.picks) - 1, "replaced": 1}
    assert all(pick.round == 1 for pick in result.picks)  # the previous round (0) plus one


def test_a_template_that_gets_fewer_slots_keeps_as_many_previous_pages_as_it_can():
    first = sample(site_week(0))
    # The blog shrinks to two posts: it gets fewer slots, every one a previous page while any is left.
    week = [(url, lastmod) for url, lastmod in site_week(0)
            if "/blog/" not in url or url in {pick.url for pick in first.picks}]
    result = sample(week, previous=rows(first))
    blog = [pick for pick in result.picks if pick.template.startswith("/blog/")]
    assert blog and all(p.continuity == "kept" for p in blog)
    assert structured_counts(result) == structured_counts(sample(week))


def test_a_page_of_the_previous_sample_is_kept_by_a_full_candidate_set_whatever_its_rank():
    keep = Keep(2, frozenset({99}))
    candidates = CandidateSet(keep)
    for page_hash in range(100, 0, -1):
        candidates.offer_listing(f"/p/{page_hash}", f"{ROOT}p/{page_hash}", page_hash, "2001-01-01", None)
    assert [candidate.rank[2] for candidate in candidates.best()] == [99, 1, 2]
    assert pickle.loads(pickle.dumps(keep)).previous == keep.previous  # shards pickle samplers


def test_rotation_replaces_about_half_of_the_replaceable_pages_and_the_round_decides_which():
    first = sample(site_week(0), budget=40)
    week = site_week(1)
    kept = sample(week, previous=rows(first), budget=40)
    stays = {pick.url for pick in kept.picks if pick.continuity == "kept" and pick.reason not in ("proportional", "random")}
    replaceable = {pick.url for pick in kept.picks if pick.continuity == "kept" and pick.reason in ("proportional", "random")}
    assert len(replaceable) >= 10
    chosen = {}
    for round_number in (1, 2):
        result = sample(week, previous=rows(first), budget=40, rotate=0.5, round=round_number)
        picked = {pick.url for pick in result.picks}
        assert stays <= picked  # home, common pages, one-off pages and first representatives stay
        chosen[round_number] = replaceable - picked
        assert abs(len(chosen[round_number]) - len(replaceable) / 2) <= 0.5
        assert structured_counts(result) == structured_counts(kept)
        gone = {pick.replaces for pick in kept.picks if pick.continuity == "replaced"}  # replaced without rotation
        assert {pick.replaces for pick in result.picks if pick.continuity == "replaced"} == chosen[round_number] | gone
        assert sample(week, previous=rows(first), budget=40, rotate=0.5, round=round_number, shuffle=7).picks \
            == result.picks
        assert {pick.round for pick in result.picks} == {round_number}
    assert chosen[1] != chosen[2]


def dated_shop(posts: int = 2000, products: int = 300) -> list[tuple[str, str | None]]:
    """A shop's sitemaps: dated blog posts over eight years (their months and titles vary, which
    the variety rule reads) and undated products."""
    rng = random.Random(11)
    words = ["caption", "focus", "form", "menu", "contrast", "label", "table", "image", "video", "link"]
    blog = []
    for n in range(posts):
        year, month = 2019 + n * 8 // posts, 1 + n * 7 % 12
        blog.append((f"{ROOT}blog/{year}/{month:02d}/{'-'.join(rng.sample(words, 3))}-{n}/", f"{year}-{month:02d}-15"))
    return blog + [(f"{ROOT}products/{rng.choice(words)}-item-{n}/", None) for n in range(products)]


def test_a_still_listed_page_keeps_its_slot_before_a_page_the_variety_rule_prefers():
    shop = dated_shop()
    first = sample(shop, clusterer="learned")
    posts = [pick.url for pick in first.picks if pick.sample == "structured" and "/blog/" in pick.url]
    assert len(posts) >= 6
    deleted = {posts[1], posts[4]}
    newer = [(f"{ROOT}blog/2026/11/new-post-{n}/", "2026-11-20") for n in range(50)]
    result = sample([page for page in shop if page[0] not in deleted] + newer, previous=rows(first),
                    shuffle=3, clusterer="learned")
    picked = {pick.url: pick for pick in result.picks}
    assert [url for url in posts if url not in deleted and url not in picked] == []
    assert {pick.replaces for pick in result.picks if pick.continuity == "replaced"} <= deleted
    assert structured_counts(result) == structured_counts(first)


def small_templates_site(events: int) -> list[tuple[str, str]]:
    """A site whose events are sampled whole and products up to the cap: a rotated event has
    no new page to stand in, and its slot cannot go to the products."""
    pages = [ROOT, f"{ROOT}contact", f"{ROOT}about"] + [f"{ROOT}products/{n}" for n in range(1, 41)]
    pages += [f"{ROOT}events/{n}" for n in range(1, events + 1)]
    return [(url, "2024-02-01") for url in pages]


@pytest.mark.parametrize("clusterer", ["rules", "learned"])
def test_rotation_replaces_only_pages_something_can_stand_in_for(clusterer):
    first = sample(small_templates_site(6), budget=20, clusterer=clusterer)
    week = small_templates_site(5)  # an event is over
    unrotated = sample(week, budget=20, clusterer=clusterer)
    rotated = sample(week, previous=rows(first), budget=20, rotate=0.5, clusterer=clusterer)
    assert structured_counts(rotated) == structured_counts(unrotated)
    assert Counter(pick.sample for pick in rotated.picks) == Counter(pick.sample for pick in unrotated.picks)
    assert any(pick.continuity == "replaced" for pick in rotated.picks)  # the products still rotate


def test_previous_random_picks_stay_in_the_random_sample():
    first = sample(site_week(0))
    result = sample(site_week(0), previous=rows(first))
    assert [pick.url for pick in result.picks if pick.sample == "random"] == [pick.url for pick in first.picks if pick.sample == "random"]


def test_a_plain_url_list_works_as_previous_and_without_it_every_page_is_new():
    first = sample(site_week(0))
    result = sample(site_week(0), previous=[{"url": pick.url} for pick in first.picks])
    assert {pick.continuity for pick in result.picks} == {"kept"}
    assert {pick.continuity for pick in first.picks} == {"new"} and {pick.round for pick in first.picks} == {0}


def test_split_samplers_with_a_previous_sample_merge_into_the_sample_of_all():
    previous = rows(sample(site_week(0)))
    week = site_week(1)
    parts = [SiteSampler(ROOT, budget=20, clusterer="rules", previous=previous) for _ in range(3)]
    for url, lastmod in week:
        parts[parts[0].scope.worker_key(url) % 3].add(url, lastmod)
    parts[0].merge(parts[1])
    parts[0].merge(parts[2])
    assert parts[0].sample().picks == sample(week, previous=previous).picks
    with pytest.raises(ValueError, match="same site and settings"):
        parts[0].merge(SiteSampler(ROOT, budget=20, clusterer="rules"))


@pytest.mark.parametrize("previous, message", [
    ([{"url": "https://other.example/a", "seed": "https://other.example/"}],
     "another site: its seed is https://other.example/, this site's is https://shop.example/"),
    ([{"url": "https://other.example/a"}], "lists https://other.example/a, which is not a page of"),
    ([{"url": ""}], "row 1 has no url"),
    ([], "has no pages"),
    ([{"url": ROOT, "round": "x"}], "round must be a whole number"),
])
def test_a_previous_sample_that_cannot_be_this_sites_is_refused_in_one_line(previous, message):
    with pytest.raises(PreviousSampleError, match=message.replace("?", r"\?")) as refusal:
        SiteSampler(ROOT, previous=previous)
    assert "\n" not in str(refusal.value)


@pytest.mark.parametrize("options, message", [
    ({"rotate": "1.5"}, "rotate must be a share from 0 to 1"),
    ({"rotate": "nan"}, "rotate must be a share from 0 to 1"),
    ({"round": "-1"}, "round must be a whole number from 0"),
])
def test_bad_rotate_and_round_are_one_line(options, message):
    with pytest.raises(ValueError, match=message):
        SiteSampler(ROOT, **options)


def test_a_previous_sample_of_the_same_site_on_another_scheme_or_www_is_this_sites():
    previous = [{"url": "http://www.shop.example/login", "seed": "http://www.shop.example/"}]
    sampler = SiteSampler(ROOT, previous=previous, clusterer="rules")
    for url in worked_example():
        sampler.add(url)
    assert [pick.continuity for pick in sampler.sample().picks if pick.url == ROOT + "login"] == ["kept"]


def test_a_set_trimmed_of_pages_other_strata_took_still_ranks_the_previous_pages_first():
    candidates = CandidateSet(Keep(2, frozenset({99, 98})))
    for page_hash in range(100, 0, -1):
        candidates.offer_listing(f"/p/{page_hash}", f"{ROOT}p/{page_hash}", page_hash, None, None)
    trimmed = [candidate.rank[2] for candidate in candidates.without({"/p/98", "/p/1"}).best()]
    assert trimmed[:2] == [99, 2] and not {98, 1} & set(trimmed)


def test_a_previous_sample_holding_a_document_keeps_it():
    """WCAG-EM's document row (a PDF) is no page, but it is a row of the sample: a re-run reads
    it as the site's document, keeps it while it is listed, and refuses only what is neither."""
    pdfs = [(f"{ROOT}files/report-{n}.pdf", "2024-02-01") for n in range(6)]
    week = [(url, "2024-02-01") for url in worked_example()] + pdfs
    first = sample(week, random_share=0)
    [document] = [pick for pick in first.picks if pick.page_type == "document"]
    later = week + [(f"{ROOT}files/newsletter-{n}.pdf", "2024-06-01") for n in range(30)]  # one ranks first
    [fresh] = [pick for pick in sample(later, random_share=0).picks if pick.page_type == "document"]
    assert fresh.url != document.url
    for shuffle in range(3):
        again = sample(later, previous=rows(first), shuffle=shuffle, random_share=0)
        assert again.picks == sample(later, previous=rows(first), random_share=0).picks
        [kept] = [pick for pick in again.picks if pick.page_type == "document"]
        assert (kept.url, kept.continuity) == (document.url, "kept")
    with pytest.raises(PreviousSampleError, match="which is not a page of"):
        sample(week, previous=[{"url": f"{ROOT}files/logo.png"}])


def test_a_rerun_keeps_each_kept_page_in_its_place_and_for_its_reason():
    """A template of a page in six languages, its Dutch pages the newest: the first sample's
    representative is the page in the home page's language, the Dutch one a proportional
    page. Re-run with that sample as ``previous``, the template's kept pages are chosen among
    themselves as they were among all: the same rows in the same order for the same reasons
    (the best-ranked kept page, the Dutch one, had become the representative)."""
    root = "https://covenant.example/"

    def built(previous: list[dict] | None = None) -> SiteSampler:
        site = SiteSampler(root, budget=8, random_share=0, previous=previous)
        site.add(root)
        for language in ("", "de/", "nl/", "fr/", "hu/", "mk/"):
            for version in ("1/0", "1/1", "1/2", "1/3", "1/4", "2/0", "2/1"):
                site.add(f"{root}{language}version/{version}/code-of-conduct/",
                         lastmod="2025-01-01" if language == "nl/" else "2020-01-01")
        for name in ("translations", "adopters", "faq"):
            site.add(f"{root}{name}/")
        return site

    first = built().sample().picks
    assert [pick.reason for pick in first if "/nl/" in pick.url] == ["proportional"]
    previous = [{"url": pick.url, "template": pick.template, "seed": pick.seed} for pick in first]
    again = built(previous).sample().picks
    assert [(pick.url, pick.reason) for pick in again] == [(pick.url, pick.reason) for pick in first]
    assert {pick.continuity for pick in again} == {"kept"}


#: The frames the pages of :func:`generated_site` show (the chrome paths of a layout signature).
FRAMES = (FRAME, LEGACY, FRAME_WITH_CONTENTS,
          frozenset(("body", "body>div.shell", "body>div.shell>section.grid", "body>div.shell>footer")))


def generated_site(seed: int) -> tuple[Callable[..., SiteSampler], Callable[[str], PageRecord], int]:
    """A small site drawn from ``seed``: two to six sections of 3 to 40 dated pages, each in
    one of :data:`FRAMES` (in some a third of the pages in another), up to fifteen one-off
    pages (some in no frame), and on some sites a page in seven of the sections dead. Returns
    its sampler given a previous sample and the week (a week later, a tenth of its pages are
    gone and each section has three newer pages), how each page answers, and the budget."""
    draw = random.Random(seed)
    sections = {}
    for n in range(draw.randint(2, 6)):
        name = draw.choice(["posts", "news", "guides", "docs", "events", "people", "tags", "notes", "jobs"]) + str(n)
        sections[name] = (draw.choice([3, 5, 8, 20, 40]), draw.randrange(4), draw.random() < 0.4, draw.randrange(4))
    one_offs = {f"page{n}": draw.choice([0, 0, 1, 3, None]) for n in range(draw.randint(2, 15))}
    dead = draw.random() < 0.3
    root = "https://generated.example/"

    def gone(url: str) -> bool:  # a week later
        return zlib.crc32(f"{url} gone".encode()) % 10 == 0

    def built(previous: list[dict] | None, week: int = 0) -> SiteSampler:
        pages = [(root, None), *((root + name, None) for name in one_offs)]
        for name, (size, *_) in sections.items():
            pages += [(f"{root}{name}/item-{n}", f"20{10 + n % 12}-01-01") for n in range(size)]
            pages += [(f"{root}{name}/item-new-{n}", "2024-06-01") for n in range(3 if week else 0)]
        site = SiteSampler(root, budget=budget, random_share=0, previous=previous)
        for url, lastmod in pages:
            if not (week and url != root and gone(url)):
                site.add(url, lastmod=lastmod)
        return site

    def answer(url: str) -> PageRecord:
        path, spread = url[len(root):], zlib.crc32(url.encode())
        if "/" in path:
            _, frame, mixed, other = sections[path.split("/")[0]]
            signature, status = FRAMES[other if mixed and spread % 3 == 0 else frame], \
                404 if dead and spread % 7 == 0 else 200
        else:
            frame = one_offs.get(path, 0)
            signature, status = BARE if frame is None else FRAMES[frame], 200
        return record(url, signature, status)

    budget = draw.choice([6, 8, 10, 12, 20])
    return built, answer, budget


def test_a_verified_rerun_of_an_unchanged_site_fetches_what_the_run_before_did_and_keeps_its_sample():
    """Forty generated sites, each sampled with verification (``verify`` three times the
    budget), then re-run with that sample as ``previous``, the answers in another order. The
    re-run plans its probes as a run without the previous sample would, so it fetches the
    pages the run before fetched, refines as it did, and keeps every page in its place for its
    reason. Planned by its kept pages, the re-run fetched other pages on 23 of the 40 sites and
    dropped a page the site still had on 10."""
    for seed in range(40):
        built, answer, budget = generated_site(seed)
        first = built(None)
        fetched = probe_rounds(first, answer, 3 * budget, seed=0, refine=True)
        picks = first.sample(evidence=Evidence(fetched, refine=True)).picks
        again = built([{"url": pick.url, "seed": pick.seed} for pick in picks])
        refetched = probe_rounds(again, answer, 3 * budget, seed=1, refine=True)
        kept = again.sample(evidence=Evidence(refetched, refine=True)).picks
        assert sorted(refetched) == sorted(fetched), seed
        assert [(pick.url, pick.reason) for pick in kept] == [(pick.url, pick.reason) for pick in picks], seed
        assert {pick.continuity for pick in kept} == {"kept"}, seed


def test_a_verified_rerun_of_a_changed_site_keeps_the_previous_pages_its_templates_have_room_for():
    """The forty generated sites re-run a week later (a tenth of the pages gone, three newer
    pages in each section), verification on. Each template of the re-run keeps as many of the
    previous pages it still holds as it has rows: a template a layout split off, or one
    templates joined into, keeps the previous sample's pages first as its template did. They
    had ranked among the others, and the newer pages took their places: 27 templates on 22 of
    the sites lost one or more of 45 pages the site still had."""
    for seed in range(40):
        built, answer, budget = generated_site(seed)
        first = built(None)
        picks = first.sample(evidence=Evidence(probe_rounds(first, answer, 3 * budget, seed=0, refine=True),
                                               refine=True)).picks
        again = built([{"url": pick.url, "seed": pick.seed} for pick in picks], week=1)
        evidence = Evidence(probe_rounds(again, answer, 3 * budget, seed=1, refine=True), refine=True)
        rows = again.sample(evidence=evidence).picks
        templates = dict(again.page_templates(evidence))
        still = {pick.url for pick in picks if pick.url in templates}  # still listed
        held = Counter(templates[url] for url in still)
        slots = Counter(row.template for row in rows)
        kept = Counter(templates[row.url] for row in rows if row.url in still)
        assert {template: kept[template] for template in held} == \
            {template: min(count, slots[template]) for template, count in held.items()}, seed


def test_a_previous_page_no_row_holds_or_replaces_is_named_with_why():
    """The worked example re-run once a sampled product and the one-off page /brand are gone:
    the product's place goes to the next product, which replaces it, and the previous random
    picks stay in the random sample; /brand's place goes to a page of another kind, new, so
    no row replaces /brand and the summary names it (the re-run said only "1 new", and the
    page left the sample silently). A page the re-run fetched and set aside is named with why;
    an unchanged site names none."""
    urls = [(url, None) for url in worked_example()]
    previous = rows(sample(urls))
    gone = [f"{ROOT}products/29", f"{ROOT}brand"]
    again = sample([(url, lastmod) for url, lastmod in urls if url not in gone], previous=previous)
    assert [pick.replaces for pick in again.picks if pick.continuity == "replaced"] == [f"{ROOT}products/29"]
    assert [pick.continuity for pick in again.picks].count("new") == 1
    assert [pick.continuity for pick in again.picks if pick.sample == "random"] == ["kept", "kept"]
    assert again.previous_left == [(f"{ROOT}brand", "no longer found")] and again.stats["continuity_left"] == 1
    assert f"Previous page not in this sample: {ROOT}brand (no longer found)" in summary_lines(again, {})
    unchanged = sample(urls, previous=previous)
    assert unchanged.previous_left == [] and unchanged.stats["continuity_left"] == 0
    site = SiteSampler(ROOT, budget=20, clusterer="rules", previous=previous)
    for url, _ in urls:
        site.add(url)
    dead = PageRecord(f"{ROOT}about", 404, content_type="text/html", title="Not found")
    assert site.sample(evidence=Evidence({dead.url: dead})).previous_left == [(dead.url, "fetched: not found")]
