"""Child-sitemap names as evidence of page types (sitesampler/core/learned/sources.py): by
contrast only, numbered files as pagination or as types, and typed folders at the first
segment weighed by the templates below them."""

from __future__ import annotations

import random

from sitesampler.core.learned import source_type
from sitesampler.core.learned.sources import numbered_types
from tests.test_core_learned import ROOT, learn, sizes


def test_the_child_sitemap_keeps_look_alike_types_apart():
    products = [f"{ROOT}{name}-napkin-ring/" for name in ("gold", "silver", "red", "blue")]
    categories = [f"{ROOT}{name}-placemats/" for name in ("hand-painted", "linen", "cotton")]
    sources = ["sitemap_products_1.xml"] * 4 + ["sitemap_categories.xml"] * 3
    assert sizes(learn(products + categories, sources)) == {"/{slug:products}": 4, "/{slug:categories}": 3}


def test_a_page_listed_by_two_sitemaps_counts_once_and_follows_the_most_listing_type():
    urls = [f"{ROOT}posts/p{i}" for i in range(5)]
    clusters = learn(urls + urls[:2], ["post-sitemap.xml"] * 5 + ["sitemap.xml"] * 2)
    assert sizes(clusters) == {"/posts/{slug}": 5}  # one type here: no need to name it
    assert clusters[0].sources == ("post-sitemap.xml", "sitemap.xml")


def test_source_types_come_from_child_sitemap_names():
    assert source_type("https://e.com/sitemap_products_1.xml") == "products"
    assert source_type("et_sitemap_collections_1.xml") == "collections"
    assert source_type("post-sitemap.xml") == "post"
    assert source_type("sitemap-posts.xml") == "posts"
    assert source_type("bn/sitemap.xml") == ""
    assert source_type("news-sitemap.xml") == ""
    assert source_type("baidusitemap.xml") == ""
    assert source_type(None) == ""


def test_the_site_root_names_no_type():
    """Links, navigation and feeds list their pages under the site's root: its host is no
    file name (``forum.s2.example`` read as a type once split a forum's threads in two)."""
    assert source_type("https://forum.s2.example/") == ""
    assert source_type("http://forum.s2.example:8080") == ""
    assert source_type("https://forum.s2.example/?lang=en") == ""
    assert source_type("https://forum.s2.example/thread-sitemap.xml") == "thread"
    threads = [f"{ROOT}{forum}/{thread}/topic-{thread}/" for forum in (4, 5, 10) for thread in range(forum * 100, forum * 100 + 6)]
    linked = threads[::2]  # found by the link crawl as well as in the sitemap
    split_by = sizes(learn(threads + linked, ["sitemap.xml"] * len(threads) + [ROOT] * len(linked)))
    assert split_by == sizes(learn(threads)) and len(split_by) == 1


def test_pages_only_the_links_found_are_weighed_with_their_siblings_type():
    """A blog's post sitemap lists its older posts; the link crawl finds the newer ones too.
    Found only by links, a page has no type of its own: it joins the type most of its siblings
    are of, not a contrast group of one-off pages at the first segment (root_k)."""
    older = [f"{ROOT}older-post-number-{n}/" for n in range(40)]
    newer = [f"{ROOT}newer-post-number-{n}/" for n in range(12)]
    tags = [f"{ROOT}tag/t{n}/" for n in range(6)]
    urls = older + older + newer + tags + [f"{ROOT}talks/"]
    sources = (["sitemap-posts.xml"] * 40 + [ROOT] * 40 + [ROOT] * 12 + ["sitemap-tags.xml"] * 6
               + ["sitemap-pages.xml"])
    orders = set()
    for seed in range(4):
        pairs = list(zip(urls, sources))
        random.Random(seed).shuffle(pairs)
        clusters = learn([u for u, _ in pairs], [s for _, s in pairs])
        orders.add(tuple(sorted(sizes(clusters).items())))
    [found] = orders
    assert dict(found) == {"/{slug}": 52, "/tag/{slug}": 6, "/talks": 1}
    # Beside no typed sitemap, the links' pages are weighed as before: a site with one plain
    # sitemap is not typed, and its root pages need root_k siblings.
    plain = sizes(learn(older + newer, ["sitemap.xml"] * 40 + [ROOT] * 12))
    assert plain == {"/{slug}": 52}
    few = sizes(learn(older[:20] + newer, ["sitemap.xml"] * 20 + [ROOT] * 12))
    assert "/{slug}" not in few and len(few) == 32


def test_wordpress_core_sitemaps_name_the_post_type_or_taxonomy():
    assert source_type("wp-sitemap-posts-post-1.xml") == "post"
    assert source_type("https://e.com/wp-sitemap-posts-page-1.xml") == "page"
    assert source_type("wp-sitemap-posts-tata-bahasa-arab-2.xml") == "tata-bahasa-arab"
    assert source_type("wp-sitemap-taxonomies-post_tag-1.xml") == "post-tag"
    assert source_type("wp-sitemap-users-1.xml") == "users"


def test_one_file_name_says_nothing_about_types():
    """A URL list passed as one file (``site-urls.txt``) must not read "site" as a page type
    and lift the first-segment protection: five sections stay apart as with no source at all."""
    urls = [f"{ROOT}{section}/{section}-topic-{i}" for section in ("shop", "help", "news", "docs", "team") for i in range(4)]
    alone = sizes(learn(urls, ["site-urls.txt"] * len(urls)))
    assert alone == sizes(learn(urls)) and "/{slug}/{slug}" not in alone
    assert len(alone) == 5


def test_a_generic_file_beside_a_named_one_is_a_contrast():
    products = [f"{ROOT}{name}-napkin-ring/" for name in ("gold", "silver", "red", "blue")]
    others = [f"{ROOT}{name}-placemats/" for name in ("hand-painted", "linen", "cotton")]
    contrasted = sizes(learn(products + others, ["sitemap_products_1.xml"] * 4 + ["sitemap.xml"] * 3))
    assert contrasted["/{slug}"] == 4 and contrasted["/linen-placemats"] == 1  # products: a type
    alone = sizes(learn(products + others, ["sitemap_products_1.xml"] * 7))
    assert "/{slug}" not in alone  # one file name: root pages need the first segment's evidence


def test_numbered_sitemaps_listing_different_sections_are_different_types():
    urls, sources = [], []
    for number, section in ((4, "catalog"), (7, "news"), (9, "services"), (12, "vacancies")):
        urls += [f"{ROOT}{section}/{section}-entry-{i}" for i in range(6)]
        sources += [f"sitemap_iblock_{number}.xml"] * 6
    for page in ("about", "contacts", "delivery", "payment", "history", "team", "partners", "press", "faq", "legal"):
        urls += [f"{ROOT}{page}/part-{i}" for i in range(5)]
        sources += ["sitemap_files.xml"] * 5
    found = sizes(learn(urls, sources))
    assert {found[f"/{section}/{{slug}}"] for section in ("catalog", "services", "vacancies")} == {6}


def test_numbered_sitemaps_paginating_one_list_stay_one_type():
    urls = [f"{ROOT}products/item-{i}" for i in range(30)] + [f"{ROOT}{p}" for p in ("about", "faq", "jobs")]
    sources = [f"sitemap_products_{1 + i // 10}.xml" for i in range(30)] + ["sitemap_pages_1.xml"] * 3
    assert source_type("sitemap_products_2.xml") == "products"
    assert numbered_types({"sitemap_products_1.xml": {"products"}, "sitemap_products_2.xml": {"products"},
                           "sitemap_iblock_4.xml": {"catalog"}, "sitemap_iblock_7.xml": {"news"}}) == {
        "sitemap_products_1.xml": "products", "sitemap_products_2.xml": "products",
        "sitemap_iblock_4.xml": "iblock-4", "sitemap_iblock_7.xml": "iblock-7"}
    assert sizes(learn(urls, sources))["/products/{slug}"] == 30


def test_two_pages_of_their_own_child_sitemap_are_a_type():
    urls = [f"{ROOT}team/{name}" for name in ("alice", "bob")] + [f"{ROOT}{page}" for page in ("about", "jobs")]
    sources = ["sitemap-people.xml"] * 2 + ["sitemap-pages.xml"] * 2
    found = sizes(learn(urls, sources))
    assert found["/team/{slug}"] == 2 and found["/about"] == 1


def test_a_typed_sitemaps_first_level_folders_are_one_slot_only_over_the_same_templates():
    """A product sitemap listing ``/store/<cat>/<slug>/`` and ticketed ``/class/<slug>/<date>/``
    names two sections; posts filed under category folders are one slot."""
    pages = [ROOT + "about/", ROOT + "contact/"]
    urls = [f"{ROOT}store/{cat}/{cat}-item-{i}/" for cat in ("books", "audio", "kits") for i in range(4)]
    urls += [f"{ROOT}class/{name}-series-{i}/2019-0{i}-12/" for name in ("birth", "doula") for i in range(1, 7)]
    found = sizes(learn(urls + pages, ["product-sitemap.xml"] * len(urls) + ["page-sitemap.xml"] * 2))
    assert found["/store/{slug}/{slug}"] == 12 and found["/class/{slug}/{date}"] == 12
    categories = ("travel", "food", "music", "garden", "books", "films", "sport", "tech", "health", "kids")
    posts = [f"{ROOT}{cat}/{cat}-post-{i}/" for cat in categories for i in range(4)]
    filed = sizes(learn(posts + pages, ["post-sitemap.xml"] * len(posts) + ["page-sitemap.xml"] * 2))
    assert filed["/{slug}/{slug}"] == 40
