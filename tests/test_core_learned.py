"""The learned clusterer: each rule of docs/TEMPLATES.md, order independence, bounded memory."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from sitesampler.core import SiteSampler
from sitesampler.core.hashing import keyed_hash, site_key
from sitesampler.core.learned import LearnedClusterer, Thresholds, strong_kind
from sitesampler.core.urls import SiteScope
from tests.core_sites import worked_example

ROOT = "https://blog.example.kr/"


def records(urls_and_sources, root: str = ROOT) -> list[tuple]:
    """The arguments of ``ingest`` as SiteSampler passes them: a page listed again is not new."""
    scope, key, seen, out = SiteScope(root), site_key(root), set(), []
    for url, source in urls_and_sources:
        page = scope.normalize(url)
        page_hash = keyed_hash(key, page.key)
        out.append((page, page_hash, None, None, source, page_hash not in seen))
        seen.add(page_hash)
    return out


def learn(urls, sources=None, thresholds: Thresholds | None = None, keep: int | None = None):
    clusterer = LearnedClusterer(keep, thresholds)
    for record in records(zip(urls, sources or [None] * len(urls))):
        clusterer.ingest(*record)
    return clusterer.finalize()


def shape(clusters) -> list[tuple[str, int, bool, tuple[str, ...]]]:
    """What must not change: templates, sizes, kinds and which pages each holds."""
    return [(cluster.template, cluster.size, cluster.repeating, tuple(x.key for x in cluster.candidates.candidates())) for cluster in clusters]


def shapes_in_shuffled_orders(urls: list[str], seeds: int = 5) -> list:
    """The learned shape of ``urls`` as given and in ``seeds`` shuffled orders: one value when
    templates do not depend on arrival order."""
    orders = [urls] + [random.Random(seed).sample(urls, len(urls)) for seed in range(seeds)]
    return [shape(learn(order)) for order in orders]


def sizes(clusters) -> dict[str, int]:
    return {cluster.template: cluster.size for cluster in clusters}


def test_static_sibling_of_a_numeric_slot_stays_its_own_page():
    found = sizes(learn([f"{ROOT}user/{i}" for i in range(1, 51)] + [ROOT + "user/settings"]))
    assert found == {"/user/{n}": 50, "/user/settings": 1}


def test_docs_sections_of_one_shape_are_one_template_and_one_off_pages_stay_apart():
    urls = [f"{ROOT}docs/api-reference/{w}" for w in "auth users teams billing events hooks limits".split()]
    urls += [f"{ROOT}docs/guides/{w}" for w in "start deploy scale secure monitor migrate".split()]
    urls.append(ROOT + "docs/getting-started")
    assert sizes(learn(urls)) == {"/docs/{slug}/{slug}": 13, "/docs/getting-started": 1}


def test_ascii_dotted_and_korean_tags_in_utf8_and_euc_kr_are_one_template():
    tags = ["a11y", "wcag-2.2", "aria", "%EC%A0%91%EA%B7%BC%EC%84%B1",  # 접근성, UTF-8
            "%C0%A5%C7%A5%C1%D8"]  # 웹표준, EUC-KR
    clusters = learn([ROOT + "tags/" + tag for tag in tags])
    assert sizes(clusters) == {"/tags/{slug}": 5}
    assert clusters[0].repeating


def test_branches_repeating_literal_sub_structure_become_one_slot():
    urls = [f"{ROOT}c/{who}/{what}/" for who in ("men", "women", "kids") for what in ("hats", "shoes", "bags")]
    assert sizes(learn(urls)) == {"/c/{slug}/{slug}": 9}


def test_folders_of_one_shape_are_one_slot_whatever_their_size():
    files = {"jawan": 8, "tjmm": 5, "fukrey": 1, "siren": 1, "others": 1}
    urls = [f"{ROOT}reports/{movie}/{movie}-day{d}-adv.html" for movie, n in files.items() for d in range(1, n + 1)]
    clusters = learn(urls)
    assert sizes(clusters) == {"/reports/{slug}/{slug}.html": 16}
    assert "3/5 light siblings + 2 heavier of the same shape" in clusters[0].explanation[0]


def test_folders_shaped_like_a_sibling_slot_join_it_though_too_few_for_their_own():
    # hindi, telugu and kollywood each hold enough movie folders for a slot; tamil and kannada
    # hold too few, but their folders have the shape those slots proved variable.
    movies = {"hindi": {"jawan": 3, "fukrey": 1, "raniganj": 1, "dunki": 1},
              "telugu": {"baby": 1, "agent": 1, "hanuman": 1, "rrr": 1},
              "kollywood": {"siren": 1, "amaran": 1, "leo": 1},
              "tamil": {"leo": 1, "vaathi": 6, "others": 3}, "kannada": {"kabzaa": 1, "sapta": 1}}
    urls = [f"{ROOT}adv/2023/{lang}/{m}/{m}-day{d}-adv.html"
            for lang, films in movies.items() for m, n in films.items() for d in range(1, n + 1)]
    clusters = learn(urls)
    assert sizes(clusters) == {"/adv/{year}/{slug}/{slug}/{slug}.html": 25}
    assert "light siblings + 1 with folders of a shape a sibling's slot made variable" in clusters[0].explanation[0]


def test_sections_holding_one_template_merge_below_the_first_segment_only():
    sections = {"api": ("client", "server", "cli", "sdk"), "guides": ("basics", "advanced"), "howto": ("deploy", "scale")}
    urls = [f"{ROOT}docs/{s}/{sub}/{p}" for s, subs in sections.items() for sub in subs for p in ("one", "two", "three")]
    assert sizes(learn(urls)) == {"/docs/{slug}/{slug}/{slug}": 24}
    top = [f"{ROOT}{s}/{p}-item" for s in ("products", "collections") for p in ("one", "two", "three", "four")]
    assert sizes(learn(top)) == {"/products/{slug}": 4, "/collections/{slug}": 4}


def test_strong_slots_explain_themselves():
    clusters = learn([f"{ROOT}news/{year}" for year in (2023, 2024)])
    assert clusters[0].explanation == ("lexical slots {year}: strong types are variable by themselves",)


def test_root_p_is_a_post_id_unless_the_evidence_says_page_number():
    posts = learn([ROOT] + [f"{ROOT}?p={i}" for i in (12, 57, 301, 944, 1200)])
    assert sizes(posts) == {"/?p={n}": 5, "/": 1}
    first_page = learn([ROOT, ROOT + "?p=1"])
    assert sizes(first_page) == {"/": 2}


def test_page_numbers_in_one_segment_take_the_template_of_the_page_they_paginate():
    # Forum engines write a topic's later pages as ``/topic/<id>-<slug>/page-<n>``, as a blog
    # writes ``/page/<n>``: they are the topic, not a slot below it nor pages of their own.
    topics = [f"{ROOT}forums/topic/{i}-thread-{w}/" for i, w in enumerate("abcdefgh", 40)]
    later = [f"{ROOT}forums/topic/{40 + i}-thread-{w}/page-{n}" for i, w in enumerate("abc") for n in range(2, 2 + i + 1)]
    later += [f"{ROOT}forums/topic/47-thread-h/page2"]
    clusters = learn(topics + later)
    assert sizes(clusters) == {"/forums/topic/{slug}": 15}
    assert len(set(map(str, shapes_in_shuffled_orders(topics + later)))) == 1
    # A name that only starts with the word is a page of its own.
    assert "/forums/topic/41-thread-b/page-two" in sizes(learn(topics + [f"{ROOT}forums/topic/41-thread-b/page-two"]))
    # Pages named by number under a folder that is no page are not later pages of anything.
    named = [f"{ROOT}healthy/page-{n}" for n in range(5)]
    assert sizes(learn(named)) == {"/healthy/{slug}": 5}


def test_page_numbers_written_as_files_take_the_template_of_the_page_they_paginate():
    # A static archive writes a topic's and a list's later pages as files, ``page-2.html``:
    # the extension changes nothing, they are the topic and the list.
    topics = [f"{ROOT}t/thread-{w}/{i}" for i, w in enumerate("abcdefgh", 40)]
    later = [f"{ROOT}t/thread-{w}/{40 + i}/page-{n}.html" for i, w in enumerate("abc") for n in range(2, 3 + i)]
    lists = [f"{ROOT}latest/index.html", f"{ROOT}latest/page-2.html", f"{ROOT}top/views/", f"{ROOT}top/views/page-2.htm"]
    clusters = learn(topics + later + lists)
    assert sizes(clusters) == {"/t/{slug}/{n}": 14, "/latest": 2, "/top/views": 2}
    assert len(set(map(str, shapes_in_shuffled_orders(topics + later + lists)))) == 1
    # They are the template's pages, ranked after its first pages: a row is a topic's start.
    ranked = {cluster.template: [p.url for p in cluster.candidates.candidates()] for cluster in clusters}
    assert sorted(ranked["/t/{slug}/{n}"][:len(topics)]) == sorted(topics)
    assert ranked["/latest"] == [f"{ROOT}latest/index.html", f"{ROOT}latest/page-2.html"]
    # Files named by number in a folder that is no page are still pages of their own, and a
    # numbered folder holding pages is no later page.
    named = [f"{ROOT}healthy/page-{n}.html" for n in range(5)]
    assert sizes(learn(named)) == {"/healthy/{slug}.html": 5}
    assert "/latest/page-2/notes.html" in sizes(learn([f"{ROOT}latest/", f"{ROOT}latest/page-2/notes.html"]))


def test_numbered_index_files_are_later_pages_of_their_folders_list():
    # Pelican writes a list's later pages as its index file numbered: /index2.html is the home
    # page's second page, /blog/index3.html the blog's third. They rank after the list itself.
    posts = [f"{ROOT}posts/{w}.html" for w in ("alpha", "bravo", "charlie", "delta", "echo", "foxtrot")]
    later = [f"{ROOT}index{n}.html" for n in range(2, 9)] + [f"{ROOT}blog/", f"{ROOT}blog/index2.html",
                                                             f"{ROOT}blog/index3.html"]
    clusters = learn([ROOT] + posts + later)
    assert sizes(clusters) == {"/": 8, "/posts/{slug}.html": 6, "/blog": 3}
    assert len(set(map(str, shapes_in_shuffled_orders([ROOT] + posts + later)))) == 1
    ranked = {cluster.template: [p.url for p in cluster.candidates.candidates()] for cluster in clusters}
    assert ranked["/"][0] == ROOT and ranked["/blog"][0] == f"{ROOT}blog/"
    # An index file numbered in a folder that is no page is a page of its own.
    assert "/docs/index2.html" in sizes(learn([f"{ROOT}docs/index2.html", f"{ROOT}about"]))


def test_bare_numbers_counting_up_beside_named_posts_are_later_pages_of_their_folders_list():
    # Jigsaw writes the blog list's later pages as /blog/2 ... beside the posts /blog/<slug>.
    posts = [f"{ROOT}blog/{w}" for w in ("alpha", "bravo", "charlie", "delta", "echo", "foxtrot")]
    later = [f"{ROOT}blog/{n}" for n in range(2, 6)]
    urls = [ROOT, f"{ROOT}blog"] + posts + later
    clusters = learn(urls)
    assert sizes(clusters) == {"/": 1, "/blog": 5, "/blog/{slug}": 6}
    assert len(set(map(str, shapes_in_shuffled_orders(urls)))) == 1
    ranked = {cluster.template: [p.url for p in cluster.candidates.candidates()] for cluster in clusters}
    assert ranked["/blog"][0] == f"{ROOT}blog"
    # Records named by number: numbers alone, numbers written with a leading zero beside a
    # folder's few named pages, ids that do not count up from the start, or too few to be a run.
    assert "/products/{n}" in sizes(learn([f"{ROOT}products"] + [f"{ROOT}products/{n}" for n in range(1, 30)]))
    news = [f"{ROOT}news", f"{ROOT}news/archive"] + [f"{ROOT}news/{n:02d}" for n in range(1, 19)]
    assert sizes(learn(news))["/news/{n}"] == 18
    assert sizes(learn([f"{ROOT}blog"] + posts + [f"{ROOT}blog/{n}" for n in (2, 3, 48213)]))["/blog/{slug}"] == 9
    assert sizes(learn([f"{ROOT}blog"] + posts + later[:2]))["/blog/{slug}"] == 8


def test_later_pages_a_static_build_wrote_as_index_files_take_the_listings_template():
    # A static build writes /tag/<slug>/page/2/ as /tag/<slug>/page/2/index.html: still the tag page.
    tags = [f"{ROOT}tag/{w}/index.html" for w in ("docker", "packer", "windows", "linux")]
    later = [f"{ROOT}tag/{w}/page/{n}/index.html" for w in ("docker", "packer") for n in (2, 3)]
    home_pages = [f"{ROOT}page/{n}/index.html" for n in (2, 3, 4)]
    clusters = learn(tags + later + home_pages)
    assert sizes(clusters)["/tag/{slug}"] == 8
    assert not any("page" in template for template in sizes(clusters))
    assert len(set(map(str, shapes_in_shuffled_orders(tags + later + home_pages)))) == 1


def test_news_spellings_fold_into_one_template():
    urls = [ROOT + "News/", ROOT + "news", ROOT + "news/index.html", ROOT + "news;jsessionid=AB12"]
    assert sizes(learn(urls)) == {"/news": 2}  # /News, and /news in three spellings


def test_locale_prefixes_are_one_lang_slot():
    urls = [f"{ROOT}{lang}/docs/{page}" for lang in ("en", "ko", "ja") for page in ("install", "usage", "faq")]
    clusters = learn(urls + [ROOT + "about"])
    assert sizes(clusters) == {"/{lang}/docs/{slug}": 9, "/about": 1}
    assert any("{lang}" in line for line in clusters[0].explanation)


def test_a_site_written_below_its_program_has_its_root_there():
    """Joomla without URL rewriting writes every page after ``/index.php/``: its languages fold
    there as at the root, and its one-off pages stay apart as the root's do (they were one
    ``/index.php/{slug}`` template, the sections one ``/index.php/{path}/{slug}``)."""
    paths = [f"index.php/{language}/" for language in ("en", "de")]
    for language in ("en", "de"):
        paths += [f"index.php/{language}/{page}" for page in ("contact", "login", "about-us", "guides", "news")]
        paths += [f"index.php/{language}/guides/{guide}" for guide in ("backup", "seo", "upgrade", "install")]
        paths += [f"index.php/{language}/news/{item}" for item in ("spring-release", "summer-meetup", "autumn-sprint")]
    for seed in range(3):
        random.Random(seed).shuffle(paths)
        assert sizes(learn([ROOT + path for path in paths])) == {
            "/index.php/{lang}": 2, "/index.php/{lang}/contact": 2, "/index.php/{lang}/login": 2,
            "/index.php/{lang}/about-us": 2, "/index.php/{lang}/guides": 2, "/index.php/{lang}/news": 2,
            "/index.php/{lang}/guides/{slug}": 8, "/index.php/{lang}/news/{slug}": 6}
    one_offs = [ROOT + f"index.php/{page}" for page in ("contact", "login", "about-us")]
    guides = [ROOT + f"index.php/guides/{guide}" for guide in ("backup", "seo", "upgrade", "install")]
    assert sizes(learn(one_offs + guides)) == {"/index.php/contact": 1, "/index.php/login": 1,
                                              "/index.php/about-us": 1, "/index.php/guides/{slug}": 4}


def test_translations_of_one_page_stay_a_one_off_page():
    urls = [ROOT + "pages/about", ROOT + "et/pages/about", ROOT + "pl/pages/about", ROOT + "et/pages/faq",
            ROOT + "pages/faq"]
    clusters = {cluster.template: cluster for cluster in learn(urls)}
    assert not clusters["/{lang?}/pages/about"].repeating
    assert clusters["/{lang?}/pages/about"].size == 3


def test_handles_at_the_root_are_one_template():
    urls = [f"{ROOT}@{name}" for name in ("alice", "bob", "carol", "dave")] + [ROOT + "about", ROOT + "contact"]
    assert sizes(learn(urls)) == {"/{handle}": 4, "/about": 1, "/contact": 1}


def test_dated_posts_get_year_and_month_slots():
    urls = [f"{ROOT}2023/{m:02d}/post-{m}" for m in range(1, 13)]
    assert sizes(learn(urls)) == {"/{year}/{mm}/{slug}": 12}


def test_root_level_one_off_pages_do_not_become_a_slot():
    urls = [ROOT + p for p in ("about", "pricing", "team", "jobs", "press")]
    assert all(not c.repeating for c in learn(urls))


def test_explanations_give_the_rule_and_the_counts():
    clusters = learn([f"{ROOT}docs/{w}" for w in "alpha beta gamma delta".split()])
    assert clusters[0].explanation == ("open_slots: slot 2 {slug}: 4/4 light siblings >= k=3 (siblings), share 1.00 >= 0.6",)


def test_the_published_worked_example():
    for budget, expected in ((20, {"/products/{n}": 8, "/blog/{slug}": 3, "/notice/{n}": 1}),
                             (5, {"/products/{n}": 1, "/blog/{slug}": 1})):
        sampler = SiteSampler("https://shop.example/", budget=budget, random_share=0, clusterer="learned")
        for url in worked_example():
            sampler.add(url)
        result = sampler.sample()
        picked = Counter(pick.template for pick in result.picks)
        assert {template: n for template, n in picked.items() if "{" in template} == expected
        one_offs = [cluster for cluster in result.clusters if not cluster.repeating]
        assert len(one_offs) == 8 and all(cluster.size == 1 for cluster in one_offs)


SITE = ([f"{ROOT}blog/{w}-{i}" for i in range(12) for w in ("post",)]
        + [f"{ROOT}tags/{t}" for t in ("a11y", "aria", "wcag-2.2", "%EC%A0%91%EA%B7%BC%EC%84%B1")]
        + [f"{ROOT}bbs/board.php?bo_table={b}&wr_id={i}" for b in ("free", "qa") for i in range(1, 8)]
        + [f"{ROOT}bbs/board.php?bo_table={b}" for b in ("free", "qa", "notice")]
        + [f"{ROOT}{lang}/docs/{p}" for lang in ("en", "ko") for p in ("install", "usage", "api")]
        + [ROOT + p for p in ("", "about", "contact", "privacy")])
SOURCES = ["post-sitemap.xml" if "/blog/" in u else "page-sitemap.xml" for u in SITE]


@settings(max_examples=25, deadline=None)
@given(st.randoms(use_true_random=False), st.lists(st.integers(0, len(SITE) - 1), max_size=10))
def test_any_order_and_any_repeats_give_identical_clusters(rng, repeats):
    listings = list(zip(SITE, SOURCES)) + [(SITE[i], SOURCES[i]) for i in repeats]
    shuffled = listings[:]
    rng.shuffle(shuffled)

    def run(items, cap=1000):
        clusterer = LearnedClusterer(5, Thresholds(cap=cap))
        for record in records(items):
            clusterer.ingest(*record)
        return [(cluster.template, cluster.size, cluster.repeating, cluster.sources, cluster.explanation,
                 tuple(x.key for x in cluster.candidates.best()), tuple(x.key for x in cluster.candidates.by_random()))
                for cluster in clusterer.finalize()]

    assert run(shuffled) == run(listings)
    assert run(shuffled, cap=3) == run(listings, cap=3)  # evictions to the overflow, too


def test_finalize_is_repeatable_and_ingest_may_continue_after_it():
    clusterer = LearnedClusterer(None)
    half = len(SITE) // 2
    for record in records(zip(SITE[:half], SOURCES[:half])):
        clusterer.ingest(*record)
    first = shape(clusterer.finalize())
    assert shape(clusterer.finalize()) == first
    for record in records(zip(SITE[half:], SOURCES[half:])):
        clusterer.ingest(*record)
    assert shape(clusterer.finalize()) == shape(learn(SITE, SOURCES))


def test_clustering_the_pages_of_one_cluster_gives_that_cluster():
    repeating = [cluster for cluster in learn(SITE, SOURCES) if cluster.repeating]
    assert repeating  # without one, the loop below would check nothing
    for cluster in repeating:
        urls = [candidate.url for candidate in cluster.candidates.candidates()]
        again = learn(urls, [cluster.sources[0]] * len(urls))
        assert len(again) == 1 and again[0].size == cluster.size


def test_the_overflow_cap_gives_the_same_clusters_as_an_unbounded_trie():
    urls = [f"{ROOT}products/item-{i}" for i in range(40)] + [f"{ROOT}products/{i}/reviews" for i in range(3)]
    urls += [ROOT + p for p in ("", "about", "contact")] + [f"{ROOT}tags/t{i}" for i in range(30)]
    rng = random.Random(7)
    rng.shuffle(urls)
    bounded = learn(urls, thresholds=Thresholds(cap=4))
    assert shape(bounded) == shape(learn(urls))
    assert sizes(bounded)["/products/{slug}"] == 40


def test_strong_kinds_are_ascii_only():
    assert strong_kind("2024") == "{year}"
    assert strong_kind("05", "{year}") == "{mm}"
    assert strong_kind("20210620") == "{date}"
    assert strong_kind("123e4567e89b12d3a456426614174000") == "{uuid}"
    assert strong_kind("deadbeef0123") == "{hash}"
    assert strong_kind("접근성접근성접근성접근성접근성접근성") is None
    assert strong_kind("hello-world") is None


def test_a_site_that_lives_under_one_locale_prefix_has_its_home_there():
    """``/en/...`` only: the locale is the site's root, so its first folders are protected
    sections and ``/en`` is the home page."""
    urls = [ROOT + "en"] + [f"{ROOT}en/{page}" for page in ("about", "contact-us", "privacy", "campaigns")]
    urls += [f"{ROOT}en/publications/report-{i}-on-safety" for i in range(6)]
    found = sizes(learn(urls))
    assert found["/{lang}"] == 1 and found["/{lang}/publications/{slug}"] == 6
    assert "/{lang}/{slug}" not in found and found["/{lang}/about"] == 1


def test_a_bilingual_site_with_translated_names_folds_its_prefixes():
    """Two locale prefixes whose pages have translated names share only their section
    folders, too little to mirror each other; with almost all of the site under them (a venue
    page or two at the root), they are still the site's root, and a section's posts in both
    languages are one template."""
    sections = {"it": ("progetti", "relatori"), "en": ("projects", "speakers")}
    urls = []
    for lang, (projects, speakers) in sections.items():
        urls += [f"{ROOT}{lang}/{projects}/{lang}-project-{i}" for i in range(12)]
        urls += [f"{ROOT}{lang}/clients/{lang}-sponsor-{i}" for i in range(12)]
        urls += [f"{ROOT}{lang}/{speakers}", f"{ROOT}{lang}/{lang}-about-us", f"{ROOT}{lang}/{lang}-call"]
    urls += [ROOT + "venues/park", ROOT + "venues/hall"]
    found = sizes(learn(urls))
    assert found["/{lang}/clients/{slug}"] == 24
    assert not any(template.startswith(("/it/", "/en/")) for template in found)
    random.Random(3).shuffle(urls)
    assert sizes(learn(urls)) == found


def test_a_site_with_its_own_language_unprefixed_keeps_a_translation_that_mirrors_nothing():
    """The same prefixes beside a site whose unprefixed pages are a section's worth: the site
    has a language of its own at the root, and a prefix folds only where it mirrors."""
    urls = [f"{ROOT}it/progetti/it-project-{i}" for i in range(12)]
    urls += [f"{ROOT}news/story-{i}" for i in range(12)] + [ROOT + "about", ROOT + "contact"]
    found = sizes(learn(urls))
    assert found["/it/progetti/{slug}"] == 12 and found["/news/{slug}"] == 12


def test_a_post_with_attachment_pages_below_it_stays_a_post():
    """WordPress files a post's attachment pages below it, in a sitemap of their own. A post
    is of the type of the sitemap listing it, whatever lies below it: the posts with images
    and those without are one template, their images another; a section is still typed by
    what it holds."""
    urls, sources = [], []
    for i in range(30):
        urls.append(f"{ROOT}projects/clipping-{i}-story")
        sources.append("projects-sitemap.xml")
        for image in range(2 if i % 2 else 0):
            urls.append(f"{ROOT}projects/clipping-{i}-story/scan-{i}-{image}")
            sources.append("attachment-sitemap.xml")
    urls += [ROOT + "about", ROOT + "contact", ROOT + "projects"]
    sources += ["page-sitemap.xml"] * 3
    found = sizes(learn(urls, sources))
    posts = {template: size for template, size in found.items() if template.count("/") == 2}
    images = {template: size for template, size in found.items() if template.count("/") == 3}
    assert list(posts.values()) == [30] and list(images.values()) == [30]
    order = list(range(len(urls)))
    random.Random(5).shuffle(order)
    assert sizes(learn([urls[at] for at in order], [sources[at] for at in order])) == found


def test_thousands_of_flat_posts_do_not_pull_the_sections_into_their_slot():
    """A blog with more flat posts than a node keeps literal children must still keep its
    sections apart: the overflow merges what the cap cuts, so the cap must sit above the
    flat post counts real sites have."""
    urls = [f"{ROOT}post-number-{i}-title" for i in range(3000)]
    urls += [f"{ROOT}{section}/{section}-entry-{i}" for section in ("hadith", "quran", "grammar") for i in range(600)]
    found = sizes(learn(urls))
    assert found["/{slug}"] == 3000
    assert all(found[f"/{section}/{{slug}}"] == 600 for section in ("hadith", "quran", "grammar"))


def test_types_told_apart_by_the_separator_after_an_id_stay_apart():
    articles = [f"{ROOT}{i}-article-title-{i}" for i in range(100, 160)]
    products = [f"{ROOT}{i}_product_name_{i}" for i in range(500, 560)]
    found = sizes(learn(articles + products))
    assert found == {"/{n}-{slug}": 60, "/{n}_{slug}": 60}


def test_one_separator_spelling_is_no_type_of_its_own():
    posts = [f"{ROOT}blog/{i}-best-tips" for i in range(1, 6)] + [f"{ROOT}blog/how-to-{w}" for w in "cook bake fry".split()]
    assert sizes(learn(posts)) == {"/blog/{slug}": 8}


def test_first_segment_pages_named_by_a_record_id_are_records():
    # A shop's category pages at the first segment (``/<id>-<name>``): too few for the first
    # segment's count, but the id before the name says each is a record of one table.
    categories = [f"{ROOT}{i}-{name}" for i, name in enumerate(("hand-tools", "pliers", "snips", "hammers"), 10)]
    found = sizes(learn(categories + [ROOT + "about", ROOT + "contact", ROOT + "2-column-layout-guide"]))
    assert found == {"/{n}-{slug}": 5, "/about": 1, "/contact": 1}  # a page named by a number joins: the price
    # A flat blog's posts whose titles start with a number stay with the other posts.
    posts = [f"{ROOT}post-about-{w}-{i}" for w in ("cats", "dogs") for i in range(40)] + [f"{ROOT}{i}-tips-for-{i}" for i in range(3, 9)]
    assert sizes(learn(posts))["/{slug}"] == 86


def test_a_sections_archive_is_a_page_of_its_own_beside_its_posts():
    # Docusaurus lists its blog's archive beside the posts (``/blog/archive``): a page the
    # engine names, as a taxonomy folder is, wherever it sits; not one more post.
    posts = [f"{ROOT}blog/{title}" for title in ("agent-development", "spring-ai", "release-notes-1-2",
                                                  "team-structure", "roadmap-2025", "hello-world")]
    found = sizes(learn(posts + [ROOT + "blog/archive", ROOT + "blog", ROOT + "docs/install", ROOT + "docs/usage"]))
    assert found["/blog/{slug}"] == 6 and found["/blog/archive"] == 1


def test_first_segment_pages_named_by_their_date_are_dated_posts():
    # A blog at the site's root names its posts by their date (``/2023-08-22-<title>/``): too
    # few for the first segment's count, but the date says each is a post, as a date folder does.
    titles = ("git-workshop", "model-data-course", "user-meeting", "hackathon-report")
    posts = [f"{ROOT}2023-{month:02d}-1{month}-{title}/" for month, title in enumerate(titles, 3)]
    found = sizes(learn(posts + [ROOT + "about/", ROOT + "contact/", ROOT + "2023/"]))
    assert found == {"/{date}-{slug}": 4, "/about": 1, "/contact": 1, "/{year}": 1}


def test_camel_case_action_names_and_scripts_are_one_off_pages():
    urls = [f"{ROOT}member/{name}" for name in ("orderList", "memberJoin", "memberLogin", "cartView")]
    urls += [f"{ROOT}bbs/{name}.php" for name in ("login", "write", "board", "search", "member", "list",
                                                  "view", "delete", "update", "password", "formmail", "qalist")]
    found = learn(urls)
    assert all(not c.repeating for c in found) and len(found) == 16
    # A folder in code style holding a slot of pages is a section, and twins as any other does.
    docs = [f"{ROOT}docs/{section}/{section.lower()}-{i}" for section in ("bestPractice", "featureBehavior")
            for i in range(6)] + [f"{ROOT}docs/guides/guide-{i}" for i in range(6)]
    assert sizes(learn(docs)) == {"/docs/{slug}/{slug}": 18}


def test_a_taxonomy_folder_is_not_one_more_docs_section():
    urls = [f"{ROOT}docs/{section}/{section}-page-{i}" for section in ("install", "deploy", "tune") for i in range(5)]
    urls += [f"{ROOT}docs/category/topic-{i}" for i in range(5)]
    found = sizes(learn(urls))
    assert found["/docs/category/{slug}"] == 5


def test_sibling_folders_holding_the_same_template_are_one_slot():
    urls = [f"{ROOT}blogs/{blog}/{blog}-story-{i}" for blog in ("news", "recipes") for i in range(6)]
    urls += [f"{ROOT}blogs/news", f"{ROOT}blogs/recipes"]
    found = sizes(learn(urls))
    assert found == {"/blogs/{slug}/{slug}": 12, "/blogs/{slug}": 2}
    # Folders named by a collection word name their kind: a help centre's articles and its
    # sections hold the same shape of page name and are two page types.
    urls = [f"{ROOT}hc/en-us/articles/{3600 + i}-how-to-{i}" for i in range(12)]
    urls += [f"{ROOT}hc/en-us/sections/{200 + i}-topic-{i}" for i in range(5)]
    assert sizes(learn(urls)) == {"/hc/en-us/articles/{slug}": 12, "/hc/en-us/sections/{slug}": 5}


def test_a_page_filed_under_a_date_is_an_instance_however_few():
    urls = [f"{ROOT}2019/05/my-first-post/", f"{ROOT}2020/11/another-thing/", f"{ROOT}about/"]
    urls.append(f"{ROOT}journal/2021/03/12/a-dated-story")
    clusters = {cluster.template: cluster for cluster in learn(urls)}
    assert {template: cluster.size for template, cluster in clusters.items()} == {
        "/{year}/{mm}/{slug}": 2, "/journal/{year}/{mm}/{dd}/{slug}": 1, "/about": 1}
    assert clusters["/{year}/{mm}/{slug}"].repeating


def test_a_section_named_by_a_static_word_joins_its_siblings_when_it_holds_their_dated_template():
    sizes_of = {"news": 30, "weather": 12, "sports": 4, "traffic": 3}
    articles = [f"{ROOT}{section}/2026/07/{1 + i % 28:02d}/{section}-story-{i}"
                for section, n in sizes_of.items() for i in range(n)]
    fronts = [f"{ROOT}{section}/" for section in sizes_of]
    found = sizes(learn(articles + fronts, ["article-sitemap.xml"] * len(articles) + ["sitemap.xml"] * len(fronts)))
    assert found["/{slug}/{year}/{mm}/{dd}/{slug}"] == 49


def test_first_level_folders_do_not_carry_the_pages_beside_them_into_a_slot():
    """Seventy category folders of products are a slot; the shop's own pages beside them at
    the first segment (``/best-sales``, ``/cart``) stay one-off pages."""
    words = ["saddle", "bridle", "girth", "halter", "rope", "brush", "boot", "rug", "pad", "rein"]
    folders = [f"{a}-{b}" for a in words for b in words if a != b][:70]
    urls = [f"{ROOT}{folder}/{i}-{folder}-item.html" for i, folder in enumerate(folders * 3)]
    store = ["best-sales", "new-products", "prices-drop", "stores", "manufacturers", "order-history",
             "addresses", "identity", "guest-tracking", "discount"]
    urls += [ROOT + page for page in store]
    found = sizes(learn(urls))
    assert found["/{slug}/{slug}.html"] == 210
    assert all(found[f"/{page}"] == 1 for page in store)


def test_a_slot_decided_inside_merged_members_still_says_why():
    # Each member's tabs are a slot before the members merge: the merged template explains both.
    users = ["kim", "lee", "park", "choi"]
    urls = [f"{ROOT}member/{u}/{tab}" for u in users for tab in ("wall", "questions", "answers", "activity")]
    (cluster,) = learn(urls)
    assert cluster.template == "/member/{slug}/{slug}"
    assert [line.split(": ")[:2] for line in cluster.explanation] == [["open_slots", "slot 2 {slug}"],
                                                                       ["open_slots", "slot 3 {slug}"]]


def test_every_evidence_line_names_the_pass_that_wrote_it():
    from sitesampler.core.learned.decider import PASS_NAMES
    from tests.test_core_mirrors import docs_with_next_version, news_portal, versioned_docs
    from tests.test_core_pagetree import catalogue, fashion_shop
    from tests.test_core_records import shop

    queries = [f"{ROOT}search?q={word}{ref}" for word in ("red", "blue", "green", "grey") for ref in ("", "&ref=home")]
    locales = [f"{ROOT}{lang}/docs/{page}" for lang in ("en", "de", "fr") for page in ("intro", "setup", "faq", "usage")]
    numbered = [f"{ROOT}healthy", f"{ROOT}healthy/page-2", f"{ROOT}healthy/page-3"]
    lines = [line for urls in (catalogue(), fashion_shop(), versioned_docs(), docs_with_next_version(), news_portal(),
                               shop(), queries, locales, numbered)
             for cluster in learn(urls) for line in cluster.explanation]
    named = {line.partition(": ")[0] for line in lines}
    assert named <= PASS_NAMES | {"literal path"} | {n for n in named if n.startswith("lexical slots")}
    # The site's rules at work: trees, mirrors, versions, records, query keys, locales, page numbers.
    assert {"collapse_trees", "merge_mirrors", "fold_versions", "merge_first_segment_values", "open_slots",
            "prune_neutral_keys", "fold_locales", "fold_page_numbers"} <= named


def test_a_one_page_bucket_gives_back_the_key_it_was_offered() -> None:
    """A leaf's one page keeps its key as an offset into its URL, trailing slashes cut too;
    any other spelling keeps the key itself."""
    from sitesampler.core.candidates import listing_order
    from sitesampler.core.learned.bucket import Bucket

    for url, key in (("http://a.test/docs/b-1/", "/docs/b-1"), ("http://a.test/docs/b-1", "/docs/b-1"),
                     ("http://a.test/docs/b-1//", "/docs/b-1"), ("http://a.test/B", "/b"), ("http://a.test/", "/")):
        bucket = Bucket(3)
        bucket.offer(key, url, 7, listing_order("2024-01-01", "0.0"))
        assert bucket.listing()[:2] == (key, url)
        assert not isinstance(bucket._key, str) or key == "/b"


def test_listing_orders_share_their_floats_and_keep_the_sign_of_zero() -> None:
    from sitesampler.core.candidates import listing_order

    assert listing_order("2024-01-01", "0.3")[0] is listing_order("2024-02-01", "0.4")[0]
    assert str(listing_order(None, "0.0")[1]) == "-0.0" and str(listing_order(None, "-0.0")[1]) == "0.0"


def test_a_language_parameter_on_every_link_leaves_the_templates_as_without_it() -> None:
    """Salesforce Commerce writes ``?lang=en_US`` on every link, HubSpot ``?hsLang=en``: read
    with it, each product was a template of its own. The page in a language is the page; a
    filter by a programming language is no language."""
    products = [f"{ROOT}s/store/{name}/{7100 + at}M.html" for at, name in
                enumerate("suit shirt tie blazer trousers blouse dress skirt coat jacket tee shorts".split())]
    pages = [f"{ROOT}s/store/{name}.html" for name in ("about-us", "terms", "privacy-policy", "returns", "help")]
    plain = shape(learn(products + pages))
    for parameter in ("lang=en_US", "hsLang=en", "sc_lang=de-DE", "id_lang=2"):  # a shop numbers its languages
        spelled = [f"{url}?{parameter}" for url in products + pages]
        random.Random(parameter).shuffle(spelled)
        assert [(template, size, repeating) for template, size, repeating, _ in shape(learn(spelled))] == \
            [(template, size, repeating) for template, size, repeating, _ in plain]
    assert Counter(template for template, *_ in plain)["/s/store/{slug}/{slug}.html"] == 1
    by_language = shape(learn([f"{ROOT}docs/search?language={name}" for name in
                               "python java rust swift kotlin scala".split()]))
    assert [template for template, *_ in by_language] == ["/docs/search?language={v}"]


def test_pages_titled_as_slugs_are_a_template_whatever_their_extension() -> None:
    """A .NET CMS writes friendly addresses with ``.aspx`` (Kentico's ``/News/2024/<title>.aspx``):
    titles, grouped as ``.html`` pages are. Programs named as code stay apart, in any order."""
    titles = ["quarterly-results-announced", "new-plant-opens", "ceo-interview-published", "award-for-safety",
              "summer-hours-change", "partnership-with-utility"]
    for extension in ("html", "aspx", "php"):
        urls = [f"{ROOT}news/2024/{title}.{extension}" for title in titles]
        urls += [f"{ROOT}{program}.{extension}" for program in ("login", "search", "register")]
        random.Random(extension).shuffle(urls)
        templates = Counter(cluster.template for cluster in learn(urls) for _ in cluster.candidates.candidates())
        assert templates[f"/news/{{year}}/{{slug}}.{extension}"] == len(titles), (extension, templates)
        assert all(templates[f"/{program}.{extension}"] == 1 for program in ("login", "search", "register"))
