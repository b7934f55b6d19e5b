"""Names whose spelling says what they are (sitesampler/core/learned/groups.py): pages and
folders a shop names after the rows of its tables (``/<id>-<name>`` category pages at the first
segment, the products filed under each category's name, ``/<name>/<id>-<product>.html``), ids
after a letter code, a wiki's namespaces, a list's sort directions."""

from __future__ import annotations

from tests.test_core_learned import ROOT, learn, shapes_in_shuffled_orders, sizes

CATEGORIES = ("mida", "dar", "hammam", "kharja", "birou")
ONE_OFFS = ("brands", "contact-us", "best-sales", "login", "cart", "sitemap")


def shop(categories: tuple[str, ...] = CATEGORIES) -> list[str]:
    """A shop whose category pages are ``/<id>-<name>`` and whose products sit in a folder
    named after their category, beside its one-off pages and a CMS folder."""
    urls = [f"{ROOT}{i}-{name}" for i, name in enumerate(categories, 16)]
    urls += [f"{ROOT}{name}/{100 + 7 * i + j}-{name}-item-{j}.html" for i, name in enumerate(categories) for j in range(4)]
    urls += [ROOT + page for page in ONE_OFFS]
    return urls + [f"{ROOT}content/{i}-{page}" for i, page in enumerate(("terms", "privacy", "delivery"), 1)]


def test_folders_named_after_record_pages_are_one_slot():
    found = sizes(learn(shop()))
    assert found["/{slug}/{slug}.html"] == 20  # not five sections of four products each
    assert found["/{n}-{slug}"] == 5
    assert all(found[f"/{page}"] == 1 for page in ONE_OFFS)
    assert found["/content/{slug}"] == 3  # a folder no record page names stays a section
    assert len(set(map(str, shapes_in_shuffled_orders(shop())))) == 1


def test_two_folders_named_after_records_stay_apart():
    # Two are a pair of sections as far as the count goes: k_min folders make the slot.
    found = sizes(learn(shop(CATEGORIES[:2])))
    assert "/{slug}/{slug}.html" not in found and found["/mida/{slug}.html"] == 4


def test_the_record_folder_slot_says_why():
    slot = next(cluster for cluster in learn(shop()) if cluster.template == "/{slug}/{slug}.html")
    assert "5 first-segment folders of a record (named after a record page beside them" in " ".join(slot.explanation)


def test_plain_names_beside_a_majority_of_records_are_not_records():
    # Sixty category pages reach the first segment's count on their own: the plain names
    # beside them (a shop's one-off pages) are not more of them.
    categories = [f"{ROOT}{i}-shelf-{i % 7}-{w}" for i, w in enumerate(("oak", "pine", "ash", "elm") * 15, 3)]
    found = sizes(learn(categories + [ROOT + page for page in ONE_OFFS]))
    assert found["/{n}-{slug}"] == 60 and all(found[f"/{page}"] == 1 for page in ONE_OFFS)
    # A blog's posts with a few numbered titles stay one slot: the ids are the minority.
    posts = [f"{ROOT}post-about-{w}-{i}" for w in ("cats", "dogs") for i in range(40)]
    posts += [f"{ROOT}{i}-tips-for-{i}" for i in range(3, 9)]
    assert sizes(learn(posts))["/{slug}"] == 86
    # Below the first segment a folder's records may drop the id: they stay one slot.
    products = [f"{ROOT}shop/{i}-chair-{i}.html" for i in range(10)] + [f"{ROOT}shop/stool-{w}.html" for w in "abc"]
    assert sizes(learn(products)) == {"/shop/{slug}.html": 13}


def test_folders_named_by_a_record_id_are_one_slot():
    # A CMS files each article under its category's id and alias (``/12-news/34-a-story``),
    # and lists the category page at the folder itself.
    categories = ("news", "events", "guides", "reviews")
    urls = [f"{ROOT}{10 + c}-{name}/{100 + 9 * c + i}-story-{i}" for c, name in enumerate(categories) for i in range(6)]
    urls += [f"{ROOT}{10 + c}-{name}" for c, name in enumerate(categories)] + [ROOT + page for page in ONE_OFFS]
    found = sizes(learn(urls))
    assert found["/{slug}/{slug}"] == 24 and found["/{slug}"] == 4
    assert all(found[f"/{page}"] == 1 for page in ONE_OFFS)
    assert len(set(map(str, shapes_in_shuffled_orders(urls)))) == 1


def test_ids_after_a_letter_code_are_told_apart_by_the_code_where_codes_are_most_names():
    # A classifieds board names its tables by a letter before the id: ads /c<category>-<ad>.html
    # beside category lists /c<category>.html and news /n<id>-<title>.html.
    ads = [f"{ROOT}c{c}-{a}.html" for c in (100, 102, 105) for a in range(2000 + c, 2040 + c)]
    lists = [f"{ROOT}c{c}.html" for c in range(100, 160)]
    news = [f"{ROOT}n{i}-headline-number-{i}.html" for i in range(10, 70)]
    urls = ads + lists + news + [ROOT + "contacts.html"]
    found = sizes(learn(urls))
    assert found == {"/c{n}-{n}.html": 120, "/c{n}.html": 60, "/n{n}-{slug}.html": 60, "/contacts.html": 1}
    assert all(cluster.repeating for cluster in learn(urls) if "{" in cluster.template)
    assert len(set(map(str, shapes_in_shuffled_orders(urls)))) == 1
    # Among a shop's product names, a few part numbers (gn7-126-279) are product names too.
    products = [f"{ROOT}products/{w}-lift-part-{i}" for w in ("boom", "scissor") for i in range(40)]
    parts = [f"{ROOT}products/{p}{i}-126-{i}" for p in ("gn", "sj") for i in range(1, 6)]
    assert sizes(learn(products + parts)) == {"/products/{slug}": 90}


def test_a_wikis_namespaces_are_kinds_of_page():
    # MediaWiki names its kinds of page by a namespace before a colon, under one folder.
    words = "alpha beta gamma delta epsilon zeta eta theta iota kappa".split()
    articles = [f"{ROOT}wiki/{a.title()}_{b}" for a in words for b in words[:4]]
    categories = [f"{ROOT}wiki/Category:{a.title()}_{b}" for a in words[:6] for b in words[:2]]
    users = [f"{ROOT}wiki/User:{a.title()}" for a in words[:5]]
    urls = articles + categories + users
    assert sizes(learn(urls)) == {"/wiki/{slug}": 40, "/wiki/category:{slug}": 12, "/wiki/user:{slug}": 5}
    assert len(set(map(str, shapes_in_shuffled_orders(urls)))) == 1
    # One spelling among plain names is not told apart, as for ids: a title may hold a colon.
    titled = articles + [f"{ROOT}wiki/Dune:{w}" for w in ("messiah", "children", "emperor")]
    assert sizes(learn(titled)) == {"/wiki/{slug}": 43}


def test_the_two_sort_directions_of_a_list_are_one_slot():
    # A list sorted by a column, written as path segments: ``asc`` and ``desc`` are one page in
    # two orders, though two pages are fewer than a slot needs.
    urls = [f"{ROOT}news/sort/{column}/by/{order}" for column in ("date", "title", "views") for order in ("asc", "desc")]
    assert sizes(learn(urls + [f"{ROOT}news"])) == {"/news/sort/{slug}/by/{slug}": 6, "/news": 1}
    # Either one alone is a page name like any other.
    assert sizes(learn([f"{ROOT}list/asc", f"{ROOT}list/about"])) == {"/list/asc": 1, "/list/about": 1}
