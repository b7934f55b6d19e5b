"""Editions of a site under a first-segment folder that is no locale code
(sitesampler/core/learned/folds.py, ``editions``): a translation under ``/bangla/``, an older
copy of the docs under ``/help/``. They repeat the site's own first segment and fold into it, as
locale prefixes do."""

from __future__ import annotations

from tests.test_core_learned import ROOT, learn, shapes_in_shuffled_orders, sizes

SECTIONS = ("national", "sports", "business", "world")


def news_site(edition: str) -> list[str]:
    """Articles ``/<section>/news/<id>`` in English and again under ``/<edition>/``, with the
    section fronts and each edition's home page, beside a video section of its own."""
    urls = [ROOT, f"{ROOT}{edition}"]
    for prefix in ("", f"{edition}/"):
        urls += [f"{ROOT}{prefix}{section}" for section in SECTIONS]
        urls += [f"{ROOT}{prefix}{section}/news/{100 * i + n}" for i, section in enumerate(SECTIONS, 1) for n in range(6)]
    return urls + [f"{ROOT}videos/clip-{w}" for w in ("one", "two", "three", "four")]


def test_a_folder_repeating_the_first_segment_is_an_edition_of_the_site():
    urls = news_site("bangla")
    found = sizes(learn(urls))
    assert found["/{slug}/news/{n}"] == 48
    assert found["/{edition?}"] == 2
    assert "/videos/{slug}" in found
    assert not any(template.startswith("/bangla") for template in found)
    assert len(set(map(str, shapes_in_shuffled_orders(urls)))) == 1


def test_a_folder_of_fewer_than_k_min_names_is_a_section():
    # ``/archive/`` holds two names, both the root's: too few to say the folder repeats the site.
    urls = news_site("bangla") + [f"{ROOT}archive/{name}" for name in ("national", "sports")]
    found = sizes(learn(urls))
    assert any(template.startswith("/archive/") for template in found)
    assert found["/{slug}/news/{n}"] == 48


def test_a_country_code_beside_a_language_code_is_one_more_language():
    # A site that lives under /en/ and /cn/ (a country code, no ISO 639 language): one root,
    # shown as an edition since not every prefix is a language code.
    pages = ("about", "contact", "news", "products")
    urls = [f"{ROOT}{prefix}/{page}" for prefix in ("en", "cn") for page in pages]
    urls += [f"{ROOT}{prefix}/products/item-{w}" for prefix in ("en", "cn") for w in ("one", "two", "three")]
    found = sizes(learn(urls))
    assert found["/{edition}/products/{slug}"] == 6
    assert all(found[f"/{{edition}}/{page}"] == 2 for page in pages)


def test_a_category_base_naming_the_posts_folders_is_no_edition():
    """WordPress with ``/%category%/%postname%/`` permalinks: posts ``/<category>/<post>/`` and
    the category archives ``/category/<category>/``. The archives' names are the posts'
    folders, but each is a list page where the root's is a folder of posts: the category base
    is a section of its own (the four archives one template), not an edition of the site."""
    categories = ("news", "general", "tips", "interview")
    urls = [ROOT, f"{ROOT}about/", f"{ROOT}contact/"]
    urls += [f"{ROOT}category/{category}/" for category in categories]
    urls += [f"{ROOT}{category}/post-{word}/" for category in categories[:3]
             for word in ("one", "two", "three", "four", "five")]
    found = sizes(learn(urls))
    assert found["/category/{slug}"] == 4
    assert not any("{edition" in template for template in found)
    assert len(set(map(str, shapes_in_shuffled_orders(urls)))) == 1
