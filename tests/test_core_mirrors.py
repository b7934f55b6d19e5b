"""Sibling folders that mirror each other's pages (sitesampler/core/learned/mirrors.py): the
versions of one docs tree are one slot, though each version adds or folds a section."""

from __future__ import annotations

from sitesampler.core.learned import LearnedClusterer, Thresholds
from sitesampler.core.learned.mirrors import mirror_groups, version_folders
from tests.test_core_learned import ROOT, learn, records, shapes_in_shuffled_orders, sizes
from tests.test_core_pagetree import ingested, two_venues

GUIDE = ["install", "configure", "backup", "restore", "upgrade", "tuning"]


def versioned_docs() -> list[str]:
    """Two versions of a docs tree: the newer one gained a reference section and lost a page
    of the guide, the older one has a FAQ page."""
    urls = [ROOT + "doc/3.11/index.html", ROOT + "doc/latest/index.html", ROOT + "doc/3.11/faq.html"]
    urls += [f"{ROOT}doc/3.11/guide/{page}.html" for page in GUIDE[:-1]]
    urls += [f"{ROOT}doc/latest/guide/{page}.html" for page in GUIDE[1:]]
    urls += [f"{ROOT}doc/latest/reference/{name}.html" for name in ("cql", "types", "functions", "indexes")]
    return urls + [ROOT + "about", ROOT + "blog", ROOT + "download"]


def template_of(clusters, url: str) -> str:
    return next(cluster.template for cluster in clusters if any(p.url == url for p in cluster.candidates.candidates()))


def test_versions_of_a_docs_tree_are_one_slot():
    clusters = learn(versioned_docs())
    assert not any("3.11" in cluster.template or "latest" in cluster.template for cluster in clusters)
    old, new = template_of(clusters, ROOT + "doc/3.11/guide/install.html"), template_of(clusters, ROOT + "doc/latest/guide/tuning.html")
    assert old == new and sizes(clusters)[old] >= 10


def test_the_mirror_slot_says_why():
    clusters = learn(versioned_docs())
    template = template_of(clusters, ROOT + "doc/3.11/index.html")
    why = " ".join(next(cluster for cluster in clusters if cluster.template == template).explanation)
    assert "2 sibling folders whose page names recur in each other >= shape_share=0.5" in why


def test_folders_naming_different_pages_are_not_mirrors():
    urls = [f"{ROOT}docs/admin/{page}.html" for page in ("users", "roles", "audit", "quotas")]
    urls += [f"{ROOT}docs/user/{page}.html" for page in ("login", "profile", "search", "export")]
    trie = ingested(urls).children["docs"]
    assert mirror_groups(dict(trie.children), Thresholds()) == []
    assert "/docs/admin/{slug}.html" in sizes(learn(urls + [f"{ROOT}docs/user/settings/{p}" for p in ("a", "b")]))


def test_taxonomy_folders_sharing_terms_stay_apart():
    # A blog's categories and tags name the same topics; they are two listings, not one.
    topics = ["python", "rust", "golang", "testing"]
    urls = [f"{ROOT}blog/category/{t}/page/{n}" for t in topics for n in (1, 2)]
    urls += [f"{ROOT}blog/tag/{t}" for t in topics] + [f"{ROOT}blog/tag/{t}/page/2" for t in topics[:2]]
    templates = sizes(learn(urls))
    assert any(template.startswith("/blog/category/") for template in templates) and any(template.startswith("/blog/tag/") for template in templates)


def test_two_pages_in_common_are_too_few():
    names = dict(ingested([f"{ROOT}x/{a}/{p}" for a in ("one", "two") for p in ("faq", "terms")]).children["x"].children)
    assert mirror_groups(names, Thresholds()) == []


def test_mirror_groups_do_not_depend_on_arrival_order():
    first, *others = shapes_in_shuffled_orders(versioned_docs())
    assert all(other == first for other in others)


def docs_with_next_version() -> list[str]:
    """A docs section whose next version lives inside it: ``/docs/<page>`` and ``/docs/next/<page>``."""
    pages = {"guides": ["install", "deploy", "upgrade"], "modules": ["storage", "network", "compute", "queue"]}
    urls = [ROOT + "docs", ROOT + "docs/next", ROOT + "docs/faq", ROOT + "docs/next/faq"]
    for version in ("", "next/"):
        urls += [f"{ROOT}docs/{version}{section}/{page}" for section, names in pages.items() for page in names]
    return urls + [ROOT + "about", ROOT + "blog/first-post", ROOT + "blog/second-post"]


def test_a_version_inside_the_tree_it_mirrors_is_folded_into_it():
    clusters = learn(docs_with_next_version())
    assert not any("next" in cluster.template for cluster in clusters)
    assert template_of(clusters, ROOT + "docs/next/modules/queue") == template_of(clusters, ROOT + "docs/modules/storage")
    assert template_of(clusters, ROOT + "docs/next") == template_of(clusters, ROOT + "docs")
    why = " ".join(next(cluster for cluster in clusters if cluster.template == template_of(clusters, ROOT + "docs/next/faq")).explanation)
    assert "folded next" in why


def test_a_folder_naming_other_pages_than_its_siblings_is_not_a_version():
    urls = [f"{ROOT}docs/{page}" for page in ("install", "deploy", "upgrade")]
    urls += [f"{ROOT}docs/api/{name}" for name in ("users", "orders", "invoices", "refunds")]
    docs = ingested(urls).children["docs"]
    assert version_folders(docs, ["api"], Thresholds()) == []
    assert any("/docs/api/" in cluster.template for cluster in learn(urls))


NEWS_SECTIONS = ["economy", "markets", "sports", "world", "tech"]


def news_portal(sections: list[str] = NEWS_SECTIONS) -> list[str]:
    """A portal filing every section's articles the same way: ``/<section>/news/<id>``, with
    each section's front page and a few one-off pages at the first segment."""
    urls = [ROOT + "about", ROOT + "contact", ROOT + "privacy"]
    for i, section in enumerate(sections):
        urls.append(ROOT + section)
        urls += [f"{ROOT}{section}/news/{100 * i + n}" for n in range(1, 4 + i)]
    return urls


def test_first_segment_sections_filing_pages_alike_are_one_slot():
    clusters = learn(news_portal())
    assert sizes(clusters) == {"/{slug}/news/{n}": 25, "/{slug}": 5, "/about": 1, "/contact": 1, "/privacy": 1}
    why = " ".join(next(cluster for cluster in clusters if cluster.template == "/{slug}/news/{n}").explanation)
    assert "5 first-segment sections whose next names recur in each other >= k_min=3" in why


def test_two_sections_alike_are_too_few_at_the_first_segment():
    templates = sizes(learn(news_portal(NEWS_SECTIONS[:2])))
    assert "/economy/news/{n}" in templates and "/markets/news/{n}" in templates


def test_sections_keeping_their_pages_beside_shared_sub_folders_stay_apart():
    # Reviews, stories and recipes each have a yearly archive, but each files its own pages in
    # itself: three kinds of page that share an archive scheme, not one section repeated.
    urls = []
    for section in ("reviews", "stories", "recipes"):
        urls += [f"{ROOT}{section}/{section}-item-{n}" for n in range(8)]
        urls += [f"{ROOT}{section}/archive/{year}" for year in (2021, 2022, 2023)]
    templates = sizes(learn(urls))
    assert not any(template.startswith("/{slug}") for template in templates)
    assert {"/reviews/{slug}", "/recipes/{slug}", "/stories/{slug}"} <= set(templates)


def test_members_given_the_same_pages_at_the_first_segment_are_one_slot():
    # A directory of marketers, each with a profile page: no slot below, the names repeat.
    members = ["kim-jiwoo", "lee-minho", "park-soyeon", "choi-yuna"]
    urls = [f"{ROOT}{member}/profile" for member in members] + [ROOT + "about", ROOT + "contact"]
    assert sizes(learn(urls)) == {"/{slug}/profile": 4, "/about": 1, "/contact": 1}


def test_sections_of_different_kinds_sharing_some_topics_stay_apart():
    """A records catalogue names a request, the dataset it freed and its documents after one
    topic: half the datasets' names and most documents' names recur among the requests, but
    datasets and documents share none. Three sections, three templates."""
    topics = [f"{agency}-{subject}" for agency in ("epa", "dol", "fema") for subject in ("spills", "deaths", "grants", "audits", "claims")]
    urls = [ROOT + "about", ROOT + "contact"] + [f"{ROOT}requests/{topic}/" for topic in topics]
    urls += [f"{ROOT}datasets/{topic}/" for topic in topics[:4] + ["irs-exempt", "osha-logs", "nrc-events", "faa-strikes"]]
    urls += [f"{ROOT}documents/{topic}/" for topic in topics[-3:] + ["usda-purchases"]]
    assert sizes(learn(urls)) == {"/requests/{slug}": 15, "/datasets/{slug}": 8, "/documents/{slug}": 4,
                                  "/about": 1, "/contact": 1}


def test_repeating_sections_do_not_depend_on_arrival_order():
    first, *others = shapes_in_shuffled_orders(news_portal())
    assert all(other == first for other in others)


def dated_news(sections: tuple[str, ...], months: bool = True) -> list[str]:
    """A newspaper that files each section's articles under their date
    (``/politics/2025/07/04/<slug>.html``), with each section's front page and one-off pages;
    without ``months``, sections filing yearly reports (``/tracking/2025/<name>.html``)."""
    urls = [ROOT + "about", ROOT + "contact"]
    for i, section in enumerate(sections):
        urls.append(ROOT + section)
        for n in range(3 + i):
            date = f"{2024 + n % 2}/{1 + (n * 5 + i) % 12:02d}/{1 + (n * 7 + i) % 28:02d}" if months else str(2024 + n % 2)
            urls.append(f"{ROOT}{section}/{date}/{section}-story-number-{n}.html")
    return urls


def test_sections_filing_their_articles_under_the_date_are_one_slot():
    # The date below each section names the same thing in every section: the publication
    # date, where articles are filed; the sections' own pages are their fronts.
    sections = ("politics", "sports", "culture", "society")
    shapes = shapes_in_shuffled_orders(dated_news(sections))
    assert all(shape == shapes[0] for shape in shapes)
    found = sizes(learn(dated_news(sections)))
    assert found["/{slug}/{year}/{mm}/{dd}/{slug}.html"] == 18 and found["/{slug}"] == 4
    assert not any(template.startswith("/politics/") for template in found)


def test_sections_filing_reports_under_a_year_alone_stay_apart():
    # A year alone files a year's reports or editions: sections of different kinds share it.
    found = sizes(learn(dated_news(("tracking", "sales", "openings"), months=False)))
    assert not any(template.startswith("/{slug}/") for template in found), found
    assert any(template.startswith("/tracking/") for template in found)


def test_two_sections_filing_by_date_are_too_few_at_the_first_segment():
    found = sizes(learn(dated_news(("blog", "events"))))
    assert any(template.startswith("/blog/") for template in found) and any(template.startswith("/events/") for template in found)


def numbered_archives(years: range) -> list[str]:
    """A blog whose monthly archives sit in one first-segment folder per year
    (``/facts-2009/06/``), beside its flat posts, a tag folder and one-off pages."""
    urls = [f"{ROOT}facts-{year}/{month:02d}/" for year in years for month in (1, 4, 7, 10)]
    urls += [f"{ROOT}post-{n}-title-words/" for n in range(60)]
    urls += [ROOT + "impressum/", ROOT + "facts-tag/a/", ROOT + "facts-tag/b/", ROOT + "facts-tag/c/"]
    return urls


def test_first_segment_folders_named_alike_but_for_a_number_are_one_slot():
    clusters = learn(numbered_archives(range(2005, 2016)))
    found = sizes(clusters)
    assert found["/{slug}/{n}"] == 44 and not any(template.startswith("/facts-20") for template in found)
    why = " ".join(next(cluster for cluster in clusters if cluster.template == "/{slug}/{n}").explanation)
    assert "11 first-segment folders named alike but for their numbers >= k_min=3" in why
    orders = shapes_in_shuffled_orders(numbered_archives(range(2005, 2016)))
    assert all(shape == orders[0] for shape in orders)
    # Two are too few; names with no letter are the kinds of slot's (a year folder is {year}).
    assert "/facts-2005/{n}" in sizes(learn(numbered_archives(range(2005, 2007))))
    years = [f"{ROOT}{year}/{month:02d}/" for year in range(2005, 2016) for month in (1, 4)]
    assert "/{year}/{mm}" in sizes(learn(years))


def test_two_sub_sites_of_one_host_are_each_read_as_a_site():
    """Two first-level sections whose next pages are the same sections (two venues' about,
    visit, exhibitions...) are sub-sites: their next names are a site's first segment, one-off
    pages and sections, and each venue's items are a template of their own. Without the rule
    the venues' one-off pages and listings were one slot, and every venue's items another."""
    shapes = shapes_in_shuffled_orders(two_venues())
    assert all(shape == shapes[0] for shape in shapes)
    found = {template: size for template, size, *_ in shapes[0]}
    assert found["/bk/exhibitions/{slug}"] == 16 and found["/kyaf/exhibitions/{slug}"] == 8
    assert found["/bk/artists/{slug}"] == 12 and found["/bk/activities/{slug}"] == 5
    assert found["/bk/about"] == found["/kyaf/visit"] == found["/bk/exhibitions"] == 1
    assert not any(template.startswith(("/bk/{slug}", "/{slug}")) for template in found)
    # each template says which sub-site it lies in, for the layouts' merges to read
    sub_sites = {cluster.template: cluster.sub_site for cluster in learn(two_venues())}
    assert sub_sites["/bk/exhibitions/{slug}"] == sub_sites["/bk/about"] == "/bk/"
    assert sub_sites["/kyaf/activities/{slug}"] == "/kyaf/" and sub_sites["/"] == ""


def test_reading_sub_sites_leaves_the_ingested_pages_as_they_were():
    """The sub-sites' evidence is written on the decided templates, never on the ingested
    trie: deciding twice (the sample, then ``templates=FILE``) gives the same templates, with
    the same evidence, once."""
    clusterer = LearnedClusterer(None)
    for record in records(zip(two_venues(), [None] * len(two_venues()))):
        clusterer.ingest(*record)
    first = [(cluster.template, cluster.explanation, cluster.sub_site) for cluster in clusterer.finalize()]
    assert first == [(cluster.template, cluster.explanation, cluster.sub_site) for cluster in clusterer.finalize()]
    about = next(explanation for template, explanation, _ in first if template == "/bk/about")
    assert len(about) == 1 and about[0].startswith("sub_sites: bk, kyaf")


def test_sections_sharing_folders_of_values_are_no_sub_sites():
    """Two sections filing a film's reports under the film's name (``/sales/<film>/<report>``,
    ``/collections/<film>/<report>``) share folders that are no pages: they stay sections,
    and each one's films are a slot."""
    films = ("pathaan", "varisu", "thunivu", "waltair", "leo")
    urls = [ROOT, ROOT + "sales", ROOT + "collections"]
    urls += [f"{ROOT}{section}/{film}/{film}-day-{n}.html" for section in ("sales", "collections") for film in films
             for n in range(3)]
    found = sizes(learn(urls))
    assert found["/sales/{slug}/{slug}.html"] == found["/collections/{slug}/{slug}.html"] == 15
