"""The published allocation, exactly, and its known weaknesses in allocation fixed (docs/METHOD.md)."""

from __future__ import annotations

import random
import re
from collections import Counter

import pytest

from sitesampler.core import CLUSTERERS, SiteSampler
from sitesampler.core.allocator import allocate, cap_for, family_key, hamilton, head_room, random_size, static_bound
from sitesampler.core.candidates import Candidate, CandidateSet
from sitesampler.core.clustering import Cluster

from .core_sites import ROOT, worked_example


def run(urls, budget, clusterer="rules", random_share=0.1, root=ROOT):
    sampler = SiteSampler(root, budget=budget, random_share=random_share, clusterer=clusterer)
    for url in urls:
        sampler.add(url)
    return sampler.sample()


def structured_per_template(result):
    return Counter(pick.template for pick in result.picks if pick.sample == "structured")


@pytest.mark.parametrize("clusterer", CLUSTERERS)
def test_worked_example_budget_20_gives_products_8_blog_3_notice_1(clusterer):
    result = run(worked_example(), 20, clusterer)
    counts = structured_per_template(result)
    assert (counts["/products/{n}"], counts["/blog/{slug}"], counts["/notice/{n}"]) == (8, 3, 1)
    round_one = [pick.url.removeprefix(ROOT) for pick in result.picks[:11]]
    assert round_one[:3] == ["", "login", "contact"]
    assert {pick.template for pick in result.picks[3:6]} == {"/products/{n}", "/blog/{slug}", "/notice/{n}"}
    assert round_one[6:] == ["cart/checkout", "help/faq", "privacy", "about", "brand"]
    assert [pick.reason for pick in result.picks[:11]] == (
        ["home", "common", "common"] + ["representative"] * 3 + ["common"] * 3 + ["static"] * 2)
    assert sum(1 for pick in result.picks if pick.sample == "structured") == 20


@pytest.mark.parametrize("clusterer", CLUSTERERS)
def test_worked_example_budget_5_gives_home_login_contact_one_product_one_blog_page(clusterer):
    result = run(worked_example(), 5, clusterer)
    structured = [pick for pick in result.picks if pick.sample == "structured"]
    assert [p.url.removeprefix(ROOT) for p in structured[:3]] == ["", "login", "contact"]
    assert [p.template for p in structured[3:]] == ["/products/{n}", "/blog/{slug}"]


def test_random_sample_is_ceil_ten_percent_on_top_of_the_budget_and_records_the_seed():
    result = run(worked_example(), 20)
    randoms = [pick for pick in result.picks if pick.sample == "random"]
    assert len(randoms) == 2 and len(result.picks) == 22
    assert {pick.seed for pick in result.picks} == {ROOT}
    assert not {p.url for p in randoms} & {pick.url for pick in result.picks if pick.sample == "structured"}
    assert random_size(4, 0.1, 100) == 1  # WCAG-EM's 10%, at least one (the Report Tool rounds 4 to 0)
    assert random_size(80, 0.1, 100) == 8
    assert random_size(20, 0.1, 0) == 0
    assert random_size(20, 0.0, 100) == 0


def test_hamilton_is_exact_with_ties_to_the_larger_weight():
    assert hamilton(9, [120, 30, 12]) == [7, 2, 0]
    assert hamilton(10, [1, 1, 1]) == [4, 3, 3]
    assert hamilton(0, [5, 5]) == [0, 0]
    assert sum(hamilton(17, [7, 11, 13, 2])) == 17


def test_one_off_pages_do_not_starve_the_clusters():
    urls = worked_example() + [f"{ROOT}page-{word}" for word in
                               ("about-us team history careers press news events partners investors "
                                "mission values story awards jobs culture offices leadership board "
                                "sustainability diversity ethics quality safety media kit brand "
                                "guidelines logos photos videos podcasts webinars newsletter blogroll "
                                "links resources downloads tools apps").split()]
    result = run(urls, 40)
    counts = structured_per_template(result)
    statics = [pick for pick in result.picks if pick.reason == "static"]
    # checkout, faq and privacy are the other common pages: 30 - 3 slots are left for one-offs
    assert len(statics) == static_bound(40, 3) == 27
    assert counts["/products/{n}"] >= 3 and counts["/blog/{slug}"] >= 2  # published: 1 and 1


def test_one_off_pages_come_before_a_templates_second_page():
    urls = worked_example() + [f"{ROOT}page-{word}" for word in "team history careers press".split()]
    result = run(urls, 20, random_share=0)
    reasons = [pick.reason for pick in result.picks]
    assert reasons.index("proportional") > max(i for i, r in enumerate(reasons) if r == "static")
    assert sum(1 for r in reasons if r == "static") == 2 + 4  # about and brand, then the four


def test_the_cap_holds_even_when_slots_are_back_filled():
    urls = [ROOT] + [f"{ROOT}products/{i}" for i in range(1, 121)]
    result = run(urls, 20)
    assert structured_per_template(result)["/products/{n}"] == cap_for(20) == 10
    assert sum(1 for pick in result.picks if pick.sample == "structured") == 11  # the rest stays empty


def test_picks_within_a_cluster_spread_out():
    urls = [ROOT] + [f"{ROOT}products/{i}" for i in range(1, 121)]
    result = run(urls, 17)
    ids = sorted(int(re.search(r"(\d+)$", pick.url).group(1)) for pick in result.picks
                 if pick.template == "/products/{n}" and pick.sample == "structured")
    assert len(ids) == 9
    neighbours = sum(1 for a, b in zip(ids, ids[1:]) if b - a == 1)
    assert neighbours <= 1, ids
    assert ids[-1] - ids[0] > 60, ids  # spread over the cluster, not one corner of it


def test_newer_period_then_priority_wins_within_a_cluster():
    sampler = SiteSampler(ROOT, budget=2, random_share=0, clusterer="rules")
    sampler.add(ROOT)
    for i in range(1, 30):
        sampler.add(f"{ROOT}products/{i}", lastmod="2022-01-01", priority="0.5")
    sampler.add(f"{ROOT}products/77", lastmod="2022-01-01", priority="0.9")
    sampler.add(f"{ROOT}products/78", lastmod="2025-06-01T10:00:00+09:00", priority="0.1")
    assert [pick.url for pick in sampler.sample().picks] == [ROOT, f"{ROOT}products/78"]
    sampler.add(f"{ROOT}products/78", lastmod="2020-01-01")  # an older listing of the same page
    assert sampler.sample().picks[1].url == f"{ROOT}products/78"


def test_a_lastmod_of_a_year_or_a_month_dates_the_page():
    """W3C Datetime's short forms (``2025``, ``2025-06``) are dates: the page ranks by them, as
    one dated ``2025-06-01`` would, not after every dated page."""
    for short in ("2025-06", "2025"):
        sampler = SiteSampler(ROOT, budget=2, random_share=0, clusterer="rules")
        sampler.add(ROOT)
        for i in range(1, 30):
            sampler.add(f"{ROOT}products/{i}", lastmod="2022-01-01")
        sampler.add(f"{ROOT}products/78", lastmod=short)
        assert [pick.url for pick in sampler.sample().picks] == [ROOT, f"{ROOT}products/78"], short


def test_within_a_recency_period_the_exact_lastmod_does_not_move_a_page():
    """A page whose lastmod moves on inside its period does not displace the template's picks,
    and a newer page of the same period only gets in when the seeded hash lets it (the exact
    lastmod order let every new page in)."""
    def picks(bumped: str | None, new_page: str | None) -> list[str]:
        sampler = SiteSampler(ROOT, budget=8, random_share=0, clusterer="rules")
        sampler.add(ROOT)
        for i in range(1, 40):
            sampler.add(f"{ROOT}products/{i}", lastmod=bumped if bumped and i % 5 == 0 else "2024-03-01")
        if new_page:
            sampler.add(f"{ROOT}products/{new_page}", lastmod="2025-12-30")
        return [pick.url for pick in sampler.sample().picks]

    baseline = picks(None, None)
    assert picks("2025-11-01", None) == baseline
    taken = [f"{ROOT}products/{n}" in picks(None, str(n)) for n in range(100, 140)]
    assert 0 < sum(taken) <= 16, taken  # 7 of 40 products are picked: about 7 of 40 new pages


@pytest.mark.parametrize("budget", [1, 3, 7, 20, 50])
def test_any_input_order_gives_a_byte_identical_sample(budget):
    urls = worked_example() + [ROOT + "products/5/", "http://www.shop.example/blog", ROOT + "about#team"]
    baseline = run(urls, budget)
    rng = random.Random(budget)
    for _ in range(5):
        rng.shuffle(urls)
        assert run(urls, budget) == baseline


def test_sibling_sections_of_one_shape_give_way_to_other_families_first():
    """``/docs/<section>/{slug}`` templates are one family: at a budget below the number of
    templates, every family gets a representative before a family gets its second."""
    urls = [ROOT]
    for section in ("install", "configure", "deploy", "upgrade", "operate"):
        urls += [f"{ROOT}docs/{section}/{section}-topic-{i}" for i in range(8 + len(section))]
    urls += [f"{ROOT}blog/post-{i}-title" for i in range(5)] + [f"{ROOT}shop/item-{i}-name" for i in range(5)]
    result = run(urls, 4, "learned", random_share=0)
    assert {pick.template.split("/")[1] for pick in result.picks if pick.reason == "representative"} == {"docs", "blog", "shop"}


def test_a_folded_prefix_is_no_family_of_its_own():
    """``/{lang}/docs/...`` and ``/docs/...`` are one family, the optional prefix too: its
    ``?`` is no query."""
    assert family_key("/{lang?}/docs/{slug}") == family_key("/{lang}/docs/{slug}") == family_key("/docs/{slug}")
    assert family_key("/{lang?}/docs/{slug}") != family_key("/{lang?}/blog/{slug}")
    assert family_key("/{lang?}/search?q={v}") == family_key("/search?q={v}")


def test_file_pages_of_a_section_are_one_family_at_any_depth():
    """A site written as files (``.html``) puts pages of one layout at whatever depth their
    topic lies; pages named as folders at another depth are often another kind (a listing)."""
    assert family_key("/reports/{slug}/{slug}.html") == family_key("/reports/{slug}/{slug}/{slug}/{slug}.html")
    assert family_key("/reports/{slug}/{slug}.html") != family_key("/reports/{slug}.html")
    assert family_key("/reports/{slug}/{slug}") != family_key("/reports/{slug}/{slug}/{slug}")
    assert family_key("/docs/{slug}/{slug}/entity.audittype") == family_key("/docs/{slug}/{slug}/{slug}")
    urls = [ROOT] + [f"{ROOT}reports/{y}/report-{i}.html" for y in ("north", "south", "east") for i in range(9)]
    urls += [f"{ROOT}reports/archive/{y}/{m}/report-{i}.html" for y in ("old", "older") for m in ("jan", "feb", "mar")
             for i in range(3)]
    urls += [f"{ROOT}blog/post-{i}-title" for i in range(5)] + [f"{ROOT}shop/item-{i}-name" for i in range(5)]
    reps = [pick.template for pick in run(urls, 4, "learned", random_share=0).picks if pick.reason == "representative"]
    assert reps == ["/reports/{slug}/{slug}.html", "/blog/{slug}", "/shop/{slug}"]


def test_a_familys_second_template_comes_after_every_familys_first():
    urls = [ROOT] + [f"{ROOT}docs/install/install-topic-{i}" for i in range(12)]
    urls += [f"{ROOT}docs/releases/{i}" for i in range(8)] + [f"{ROOT}blog/post-{i}-title" for i in range(3)]
    reps = [pick.template for pick in run(urls, 10, "learned", random_share=0).picks if pick.reason == "representative"]
    assert reps == ["/docs/install/{slug}", "/blog/{slug}", "/docs/releases/{n}"]


def test_common_pages_keep_a_place_when_families_outnumber_the_budget():
    """Forty doc sections at a budget of 10: some section goes without a representative
    whatever the order, so search and help keep their places; with fewer families than the
    budget, every family's representative still comes first (the worked example at 5)."""
    sections = [f"section{chr(97 + i // 26)}{chr(97 + i % 26)}" for i in range(40)]
    urls = [ROOT, ROOT + "search", ROOT + "help"]
    urls += [f"{ROOT}{s}/{s}-topic-{i}.html" for s in sections for i in range(6)]
    reasons = Counter(pick.reason for pick in run(urls, 10, "learned", random_share=0).picks)
    assert reasons == {"home": 1, "common": 2, "representative": 7}
    assert head_room(10, 1, 40, 2) == 7 and head_room(10, 1, 9, 2) == 9 and head_room(10, 1, 40, 5) == 6


def test_a_second_one_off_of_a_common_type_comes_after_one_offs_of_other_kinds():
    """Five guides (help pages) and four other one-off pages: the first guide shows the help
    type, and the four other kinds come before a second guide."""
    urls = [ROOT] + [f"{ROOT}products/item-{i}-name" for i in range(12)]
    urls += [f"{ROOT}guide-{word}" for word in ("baking", "keto", "gifts", "travel", "summer")]
    urls += [f"{ROOT}{word}" for word in ("story", "mission", "stores", "press")]
    picks = run(urls, 8, "learned", random_share=0).picks
    one_offs = [pick.url.removeprefix(ROOT) for pick in picks if pick.reason in ("static", "common")]
    guides = [i for i, u in enumerate(one_offs) if u.startswith("guide-")]
    others = [i for i, u in enumerate(one_offs) if u in ("story", "mission", "stores", "press")]
    assert len(others) == 4 and len(guides) >= 2 and guides[0] < others[0] and guides[1] > max(others)


def test_a_route_is_a_path_within_its_program_for_families():
    """``/?qa=user/{slug}`` and ``/?qa=tag/{slug}`` are two sections of one program, as
    ``/user/{slug}`` and ``/tag/{slug}`` are of a site; the program's other keys are kept."""
    assert family_key("/?qa=user/{slug}") == family_key("/?qa=user/{n}") != family_key("/?qa=tag/{slug}")
    assert family_key("/?qa={n}/{slug}&show={n}") == "?qa={n}/*&show"
    assert family_key("/index.php?product_id={n}&route=product/product") == "index.php?route=product/*&product_id"
    assert family_key("/?qa=login&to={v}") == "?qa&to"


def test_slots_of_different_sitemap_types_are_different_families():
    """``{slug:author}`` and ``{slug:collection}`` are told apart by the child sitemaps that list
    them: two types by the site's own word, not one layout a literal name apart."""
    assert family_key("/{slug:post}/{slug:author}") != family_key("/{slug:post}/{slug:collection}")
    assert family_key("/blog/{slug:post}") == family_key("/blog/{slug:post}") != family_key("/blog/{slug:page}")
    assert family_key("/docs/{slug}/install") == family_key("/docs/{slug}/{slug}")


def board_site() -> list[str]:
    """One board script: a big board and two smaller ones, each post at ``bo_table=<b>&wr_id=<n>``."""
    boards = {"free": 20, "notice": 8, "event": 8}
    return [f"{ROOT}bbs/board.php?bo_table={b}&wr_id={i}" for b, n in boards.items() for i in range(1, n + 1)]


@pytest.mark.parametrize("seed", range(3))
def test_later_pages_of_a_template_spread_over_the_values_it_groups_by(seed):
    urls = board_site()
    random.Random(seed).shuffle(urls)
    picks = [pick for pick in run(urls, 6, "learned", random_share=0).picks if "wr_id" in pick.url]
    assert len(picks) == 3 and picks[0].reason == "representative"
    boards = [re.search(r"bo_table=(\w+)", pick.url).group(1) for pick in picks]
    assert sorted(boards) == ["event", "free", "notice"]  # by rank alone, two of them are free's
    first = run(board_site(), 1, "learned", random_share=0).picks[0]
    assert picks[0].url == first.url  # the representative is the best-ranked page, as before


@pytest.mark.parametrize("clusterer", sorted(CLUSTERERS))
def test_common_pages_come_from_the_home_pages_language_folder(clusterer):
    """A site whose home page is ``/en/`` lists its contact and privacy pages in three
    languages: the common rows are the English ones, whether they are one-off pages (German
    came first by name) or a template of the three (the best-ranked came first), in any order."""
    root = "https://multi.example/en/"
    urls = [root] + [f"https://multi.example/{language}/{page}/" for language in ("de", "en", "fr")
                     for page in ("contact", "privacy")]
    random.Random(clusterer).shuffle(urls)
    result = run(urls, 3, clusterer, random_share=0, root=root)
    first = {}
    for pick in result.picks:
        first.setdefault(pick.page_type, pick.url)
    assert first == {"home": root, "contact": "https://multi.example/en/contact/",
                     "legal": "https://multi.example/en/privacy/"}


@pytest.mark.parametrize("seed", [1, 2])
def test_a_templates_later_picks_are_other_pages_before_translations_of_its_picks(seed):
    """A blog whose posts are written in three languages (``/blog/x``, ``/de/blog/x``,
    ``/fr/blog/x``) is one template; its picks spread over the languages, but the same post
    in another language comes only when every post was picked: it shows the layout again."""
    urls = [ROOT] + [f"{ROOT}{language}blog/post-{n}" for language in ("", "de/", "fr/") for n in range(4)]
    random.Random(seed).shuffle(urls)
    picks = [pick for pick in run(urls, 10, "learned", random_share=0).picks if "/blog/" in pick.url]
    posts = [pick.url.rpartition("/")[2] for pick in picks]
    assert len(picks) >= 5 and len(set(posts[:4])) == 4, [pick.url for pick in picks]
    assert {pick.url.removeprefix(ROOT.rstrip("/")).split("/")[1] for pick in picks} >= {"de", "fr"}


@pytest.mark.parametrize("clusterer", CLUSTERERS)
def test_a_common_page_is_its_address_without_a_query_when_its_template_has_one(clusterer):
    """A forum's sign-in program also resets passwords (``/login.php?action=forget``), one
    template: the login row is ``/login.php`` itself, whichever page ranks first (the reset
    page is the newer one here) and in whatever order the pages come."""
    pages = [(f"{ROOT}login.php", "2024-01-01"), (f"{ROOT}login.php?action=forget", "2026-11-30"),
             *((f"{ROOT}topic/{n}", "2025-06-01") for n in range(1, 9))]
    for seed in range(3):
        random.Random(seed).shuffle(pages)
        sampler = SiteSampler(ROOT, budget=6, random_share=0, clusterer=clusterer)
        for url, lastmod in pages:
            sampler.add(url, lastmod)
        logins = [pick for pick in sampler.sample().picks if pick.page_type == "login"]
        assert (logins[0].url, logins[0].reason) == (f"{ROOT}login.php", "common")


def test_a_page_is_its_address_in_the_home_pages_language_before_its_translation_by_query():
    """A site names its pages' other languages by a parameter (``/events?sc_lang=fr-FR``), and
    its translations are newer: the learned clusterer reads each page and its translation as
    one template, whose row is the page in the home page's language, in whatever order the
    pages come."""
    clusterer = "learned"
    pages = [(f"{ROOT}{page}", "2024-01-01") for page in ("events", "about-us", "careers")]
    pages += [(f"{ROOT}{page}?sc_lang=fr-FR", "2026-11-30") for page in ("events", "about-us", "careers")]
    pages += [(f"{ROOT}news/story-{n}", "2025-06-01") for n in range(1, 9)]
    for seed in range(3):
        random.Random(seed).shuffle(pages)
        sampler = SiteSampler(ROOT, budget=6, random_share=0, clusterer=clusterer)
        sampler.add(ROOT)
        for url, lastmod in pages:
            sampler.add(url, lastmod=lastmod)
        rows = [pick.url for pick in sampler.sample().picks]
        assert not [url for url in rows if "sc_lang" in url], rows
        assert {f"{ROOT}events", f"{ROOT}about-us", f"{ROOT}careers"} <= set(rows), rows


def test_a_page_two_templates_offer_is_drawn_once_into_the_random_sample():
    """Two templates that both hold the same pages (the same listings): the random sample draws
    each page once, in the random order, and ordering the draw never compares the templates."""
    def template(name: str) -> Cluster:
        pages = CandidateSet(None)
        for n in range(8):
            pages.offer(Candidate((0.0, -0.5, 100 + n), f"/p{n}", f"https://a.example/p{n}", None, 0.5))
        return Cluster(name, 8, True, "content", pages)

    allocations = allocate([template("/a/{n}"), template("/b/{n}")], 2, random_share=0.5)
    keys = [allocation.candidate.key for allocation in allocations]
    assert len(keys) == len(set(keys)) and [a.sample for a in allocations].count("random") >= 1
