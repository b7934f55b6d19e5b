"""Trees of pages (sitesampler/core/learned/pagetree.py): a section whose pages nest in pages
level after level is one template of its nodes and one of its leaves, however deep."""

from __future__ import annotations

from sitesampler.core.allocator import family_key
from sitesampler.core.learned import LearnedClusterer, Thresholds
from sitesampler.core.learned.pagetree import is_page_tree, nesting
from tests.test_core_learned import ROOT, learn, records, shapes_in_shuffled_orders, sizes

REGIONS = {"north": ["alder", "birch", "cedar"], "south": ["dune", "elm", "fern", "gorse"],
           "west": ["heath", "iris"]}


def catalogue() -> list[str]:
    """A shop's stores by region and town: every region and town is a page, stores are leaves."""
    urls = [ROOT + "stores"]
    for region, towns in REGIONS.items():
        urls.append(f"{ROOT}stores/{region}")
        for town in towns:
            urls.append(f"{ROOT}stores/{region}/{town}")
            urls += [f"{ROOT}stores/{region}/{town}/{town}-{shop}-pharmacy" for shop in ("main", "market", "station")]
    return urls


def ingested(urls: list[str]):
    """The ingested trie's root, before any decision."""
    clusterer = LearnedClusterer(None)
    for record in records(zip(urls, [None] * len(urls))):
        clusterer.ingest(*record)
    return clusterer._root


def test_a_tree_of_pages_is_one_template_of_nodes_and_one_of_leaves():
    found = sizes(learn(catalogue() + [ROOT + "about", ROOT + "contact"]))
    assert found == {"/stores/{path}": 12, "/stores/{path}/{slug}": 27, "/stores": 1, "/about": 1, "/contact": 1}


def test_the_tree_template_says_why():
    clusters = {cluster.template: cluster for cluster in learn(catalogue())}
    why = " ".join(clusters["/stores/{path}"].explanation)
    assert "tree of pages" in why and "27 pages nested three deep" in why and "36/36 deep pages in a page" in why


def test_a_listing_and_its_items_nest_once_and_stay_two_templates():
    # /blogs/news is a page and the folder of its posts: a listing, not a tree.
    urls = [f"{ROOT}blogs/{blog}" for blog in ("news", "recipes", "events")]
    urls += [f"{ROOT}blogs/{blog}/{blog}-post-{i}" for blog in ("news", "recipes", "events") for i in range(6)]
    found = sizes(learn(urls))
    assert "{path}" not in " ".join(found) and found["/blogs/{slug}/{slug}"] == 18


def test_a_docs_tree_whose_folders_are_not_pages_is_not_a_tree():
    urls = [f"{ROOT}docs/{a}/{b}/{c}.html" for a in ("admin", "user") for b in ("setup", "tuning", "backup")
            for c in ("intro", "steps", "limits")]
    found = nesting(ingested(urls).children["docs"])
    assert found.chains == 0 and not is_page_tree(found, Thresholds())
    assert "{path}" not in " ".join(sizes(learn(urls)))


def test_too_few_chains_are_no_tree():
    # Two pages three deep in pages are a coincidence, as two named siblings are no slot.
    urls = [ROOT + "shop", ROOT + "shop/men", ROOT + "shop/women", ROOT + "shop/men/shoes",
            ROOT + "shop/men/shoes/trail", ROOT + "shop/men/shoes/road"]
    found = nesting(ingested(urls).children["shop"])
    assert found.chains == 2 and not is_page_tree(found, Thresholds())


def test_sections_at_the_root_that_share_no_names_are_no_tree():
    # Sections at the first segment nest in pages too (/north, /north/alder, ...), but sections
    # whose pages name different things are a site's sections, not one type.
    found = sizes(learn([u.replace("stores/", "") for u in catalogue() if u != ROOT + "stores"]))
    assert not any(template.startswith("/{path}") for template in found)


def test_sections_at_the_root_sharing_a_page_name_or_two_are_no_tree():
    # An institution's sections each file collections of their own (/visit-us/exhibitions/<x>,
    # /research/staff/<name>); a contact page under two of them is a shared name, not the
    # branches of one tree naming the same things.
    sections = {"visit-us": ("exhibitions", "galleries"), "research": ("staff", "projects"),
                "learning": ("activities", "sessions")}
    urls = []
    for section, collections in sections.items():
        urls += [f"{ROOT}{section}", f"{ROOT}{section}/contact-us"]
        for collection in collections:
            urls.append(f"{ROOT}{section}/{collection}")
            urls += [f"{ROOT}{section}/{collection}/{collection}-item-{i}" for i in range(2 + len(collection) % 3, 12)]
    urls += [f"{ROOT}visit-us/exhibitions/archive", f"{ROOT}visit-us/exhibitions/archive/past-shows"]
    found = sizes(learn(urls))
    assert not any(template.startswith("/{path}") for template in found)
    assert found["/research/{slug}/{slug}"] == 16 and found["/visit-us/galleries/{slug}"] == 10


def fashion_shop() -> list[str]:
    """Category trees from the first segment, whose branches name the same categories and end
    at uneven depths, beside a blog (a listing and its posts) and one-off pages."""
    urls = [ROOT + "about", ROOT + "shipping", ROOT + "blog"]
    urls += [f"{ROOT}blog/post-{i}" for i in range(8)]
    for section in ("mens", "womens", "kids"):
        urls += [f"{ROOT}{section}", f"{ROOT}{section}/sale"]
        for category, kinds in (("shoes", ("running", "trail", "court")), ("clothing", ("jackets", "socks"))):
            urls.append(f"{ROOT}{section}/{category}")
            urls += [f"{ROOT}{section}/{category}/{kind}" for kind in kinds]
    return urls


def test_branches_of_one_tree_at_the_root_are_one_tree():
    found = sizes(learn(fashion_shop()))
    assert found["/{path}"] == 9 and found["/{path}/{slug}"] == 18
    assert found["/blog/{slug}"] == 8 and found["/about"] == 1 and found["/blog"] == 1


def test_a_hierarchy_whose_leaves_lie_at_one_depth_is_no_tree():
    # A portal's catalogues each list regions, then towns: every branch ends at the same level,
    # and each level is a kind of page of its own (a region's listing, a town's). The
    # catalogues file their pages alike, so they are one slot (one catalogue component).
    towns = {"north": ["alder", "birch", "cedar"], "south": ["dune", "elm", "fern"], "west": ["heath", "iris", "juniper"]}
    urls = [ROOT + "about"]
    for catalogue in ("trucks", "rentals", "parts"):
        urls.append(f"{ROOT}{catalogue}")
        for region, names in towns.items():
            urls.append(f"{ROOT}{catalogue}/{region}")
            urls += [f"{ROOT}{catalogue}/{region}/{town}" for town in names]
    found = sizes(learn(urls))
    assert not any("{path}" in template for template in found)
    assert found == {"/{slug}": 3, "/{slug}/{slug}": 9, "/{slug}/{slug}/{slug}": 27, "/about": 1}


def test_below_a_home_folder_its_children_are_the_branches():
    # A site whose home page is /shop/: its sections are /shop/mens, /shop/womens, ...; the
    # home folder itself is never a branch of a tree.
    shop = [u.replace(ROOT, ROOT + "shop/", 1) for u in fashion_shop()] + [ROOT + "shop", ROOT + "legal"]
    clusterer = LearnedClusterer(None)
    clusterer.home = ("shop",)
    for record in records(zip(shop, [None] * len(shop))):
        clusterer.ingest(*record)
    found = {cluster.template: cluster.size for cluster in clusterer.finalize()}
    assert found["/shop/{path}"] == 9 and found["/shop/{path}/{slug}"] == 18 and found["/shop"] == 1
    assert not any(template.startswith("/{path}") for template in found)


def test_tree_templates_do_not_depend_on_arrival_order():
    first, *others = shapes_in_shuffled_orders(catalogue())
    assert all(other == first for other in others)


def test_a_trees_nodes_and_leaves_are_one_family():
    assert family_key("/stores/{path}") == family_key("/stores/{path}/{slug}")
    assert family_key("/stores/{slug}") != family_key("/stores/{slug}/{slug}")


def two_venues() -> list[str]:
    """One host, two venues of a museum, each a sub-site with the same sections: one-off pages,
    listings and their own items, which nest in the venue's page twice (``/bk/exhibitions/<x>``),
    at uneven depths (``/bk/visit``)."""
    urls = [ROOT]
    items = {"bk": {"exhibitions": 16, "artists": 12, "activities": 5}, "kyaf": {"exhibitions": 8, "activities": 4}}
    for venue, listings in items.items():
        urls += [f"{ROOT}{venue}"] + [f"{ROOT}{venue}/{page}" for page in ("about", "visit", "shop", "press", "team")]
        for listing, count in listings.items():
            urls.append(f"{ROOT}{venue}/{listing}")
            urls += [f"{ROOT}{venue}/{listing}/{venue}-{listing}-{n}" for n in range(count)]
    return urls


def test_two_sub_sites_with_the_same_sections_are_no_tree():
    # The venues share their sections' names, one level below them; their items are their own.
    # A shop's branches name the same categories at every level (fashion_shop): one tree.
    for shape in shapes_in_shuffled_orders(two_venues()):
        assert not any("{path}" in template for template, *_ in shape)
