"""Template refinement from the layouts of fetched pages (:mod:`sitesampler.core.refine`),
alone and through ``SiteSampler`` with ``Evidence(refine=True)``."""

from __future__ import annotations

import random
import re
from dataclasses import replace

from sitesampler.core import Evidence, PageRecord, SiteSampler
from sitesampler.core.allocator import allocate, family_key
from sitesampler.core.candidates import CandidateSet, Keep
from sitesampler.core.clustering import Cluster
from sitesampler.core.layout import layout_id
from sitesampler.core.refine import refine, section_key, taxonomy

from .core_sites import BARE, CHROME, FRAME, FRAME_WITH_CONTENTS, LEGACY, probe_rounds, record

ROOT = "https://blog.example/"


def cluster(template: str, pages: list[str], page_type: str = "content", repeating: bool = True) -> Cluster:
    candidates = CandidateSet(None)
    for n, key in enumerate(pages):
        candidates.offer_listing(key, ROOT.rstrip("/") + key, 1000 + n, f"2024-01-{n % 28 + 1:02d}", None)
    return Cluster(template, len(pages), repeating, page_type, candidates)


def templates_of(clusters: list[Cluster]) -> dict[str, str]:
    return {candidate.key: cluster.template for cluster in clusters for candidate in cluster.candidates.candidates()}


def shuffled(signatures: dict[str, frozenset[str]], seed: int) -> dict[str, frozenset[str]]:
    items = list(signatures.items())
    random.Random(seed).shuffle(items)
    return dict(items)


def test_a_template_showing_two_layouts_on_two_pages_each_is_split():
    posts = cluster("/posts/{slug}", [f"/posts/p{n}" for n in range(12)])
    signatures = {"/posts/p0": FRAME, "/posts/p1": FRAME, "/posts/p2": FRAME, "/posts/p3": LEGACY,
                  "/posts/p4": LEGACY}
    refined = refine([posts], signatures)
    legacy = f"/posts/{{slug}}#layout-{layout_id(LEGACY)}"
    assert [cluster.template for cluster in refined.clusters] == ["/posts/{slug}", legacy]
    assert [cluster.size for cluster in refined.clusters] == [10, 2]
    pages = templates_of(refined.clusters)
    assert pages["/posts/p3"] == pages["/posts/p4"] == legacy
    assert pages["/posts/p9"] == "/posts/{slug}"  # not fetched: stays with the main layout
    [decision] = refined.decisions
    assert decision.action == "split"
    assert decision.layouts == ((layout_id(FRAME), 3), (layout_id(LEGACY), 2))
    assert decision.describe() in refined.clusters[1].explanation


def test_a_split_layout_gets_its_representative_after_every_family_has_one():
    """Two URL families say two page types more surely than two layouts of one template: at a
    budget that has room for one representative per family, a family of two pages gets its
    slot before the split's second layout; with room to spare, the layout gets one too."""
    posts = cluster("/posts/{slug}", [f"/posts/p{n}" for n in range(12)])
    festivals = cluster("/festivals/{slug}.html", ["/festivals/a.html", "/festivals/b.html"])
    news = cluster("/news/{slug}", [f"/news/n{n}" for n in range(6)])
    signatures = {"/posts/p0": FRAME, "/posts/p1": FRAME, "/posts/p5": FRAME, "/posts/p6": FRAME,
                  "/posts/p2": LEGACY, "/posts/p3": LEGACY, "/posts/p4": LEGACY}  # three: more than the festivals
    refined = refine([posts, festivals, news], signatures)
    main, legacy = refined.clusters[0], refined.clusters[1]
    assert legacy.template == f"/posts/{{slug}}#layout-{layout_id(LEGACY)}"
    assert legacy.family == (main.family or family_key(main.template))
    for budget, expected in ((3, {"/posts/{slug}", "/news/{slug}", "/festivals/{slug}.html"}),
                             (4, {"/posts/{slug}", "/news/{slug}", "/festivals/{slug}.html", legacy.template})):
        picked = {allocation.cluster.template for allocation in allocate(refined.clusters, budget, random_share=0)
                  if allocation.reason == "representative"}
        assert picked == expected, budget


def test_one_page_of_another_layout_a_variant_of_the_frame_or_a_bare_page_splits_nothing():
    posts = cluster("/posts/{slug}", [f"/posts/p{n}" for n in range(12)])
    once = {"/posts/p0": FRAME, "/posts/p1": FRAME, "/posts/p2": LEGACY}
    variants = {"/posts/p0": FRAME, "/posts/p1": FRAME, "/posts/p2": FRAME_WITH_CONTENTS,
                "/posts/p3": FRAME_WITH_CONTENTS}
    # A bare signature (the body holds the text itself) says nothing of the page's frame.
    bare = {"/posts/p0": BARE, "/posts/p1": BARE, "/posts/p2": BARE, "/posts/p3": LEGACY, "/posts/p4": LEGACY}
    for signatures in (once, variants, bare):
        refined = refine([posts], signatures)
        assert [cluster.template for cluster in refined.clusters] == ["/posts/{slug}"] and refined.decisions == []


def test_sibling_sections_and_tree_depths_sharing_one_layout_merge():
    news = cluster("/blog/news/{slug}", [f"/blog/news/n{n}" for n in range(6)])
    recipes = cluster("/blog/recipes/{slug}", [f"/blog/recipes/r{n}" for n in range(4)])
    docs = cluster("/docs/{slug}", [f"/docs/d{n}" for n in range(5)])
    deeper = cluster("/docs/{slug}/{slug}", [f"/docs/d0/e{n}" for n in range(3)])
    signatures = {"/blog/news/n0": FRAME, "/blog/news/n1": FRAME, "/blog/recipes/r0": FRAME,
                  "/blog/recipes/r1": FRAME, "/docs/d0": LEGACY, "/docs/d1": LEGACY,
                  "/docs/d0/e0": LEGACY, "/docs/d0/e1": LEGACY}
    refined = refine([news, recipes, docs, deeper], signatures)
    assert [(cluster.template, cluster.size) for cluster in refined.clusters] == [("/blog/{slug}/{slug}", 10), ("/docs/{slug}", 8)]
    assert [d.action for d in refined.decisions] == ["merge", "merge"]
    assert refined.decisions[0].sources == ("/blog/news/{slug}", "/blog/recipes/{slug}")
    assert refined.decisions[0].describe() in refined.clusters[0].explanation
    assert templates_of(refined.clusters)["/blog/recipes/r3"] == "/blog/{slug}/{slug}"


def test_what_never_merges():
    news = cluster("/blog/news/{slug}", [f"/blog/news/n{n}" for n in range(6)])
    signatures = {"/blog/news/n0": FRAME, "/blog/news/n1": FRAME}
    cases = {
        # one page of the layout in the other template
        "one page": ([news, cluster("/blog/recipes/{slug}", ["/blog/recipes/r0", "/blog/recipes/r1"])],
                     {"/blog/recipes/r0": FRAME}),
        # another page type
        "login": ([news, cluster("/blog/account/{slug}", ["/blog/account/a0", "/blog/account/a1"], "login")],
                  {"/blog/account/a0": FRAME, "/blog/account/a1": FRAME}),
        # one-off pages of a generic frame
        "one-offs": ([news, cluster("/blog/about", ["/blog/about"], repeating=False),
                      cluster("/blog/contact", ["/blog/contact"], repeating=False)],
                     {"/blog/about": FRAME, "/blog/contact": FRAME}),
        # the site's top sections are no siblings
        "top sections": ([cluster("/news/{slug}", ["/news/a", "/news/b"]),
                          cluster("/events/{slug}", ["/events/a", "/events/b"])],
                         {"/news/a": FRAME, "/news/b": FRAME, "/events/a": FRAME, "/events/b": FRAME}),
        # a bare page (no frame at all) is no shared layout
        "bare": ([cluster("/blog/news/{slug}", ["/blog/news/a", "/blog/news/b"]),
                  cluster("/blog/recipes/{slug}", ["/blog/recipes/a", "/blog/recipes/b"])],
                 {"/blog/news/a": BARE, "/blog/news/b": BARE, "/blog/recipes/a": BARE, "/blog/recipes/b": BARE}),
        # alike is not enough: two page types of one theme share most of its frame
        "alike": ([cluster("/blog/news/{slug}", ["/blog/news/a", "/blog/news/b"]),
                   cluster("/blog/recipes/{slug}", ["/blog/recipes/a", "/blog/recipes/b"])],
                  {"/blog/news/a": FRAME, "/blog/news/b": FRAME, "/blog/recipes/a": FRAME_WITH_CONTENTS,
                   "/blog/recipes/b": FRAME_WITH_CONTENTS}),
        # two layouts in one of them
        "mixed": ([cluster("/blog/news/{slug}", ["/blog/news/a", "/blog/news/b", "/blog/news/c"]),
                   cluster("/blog/recipes/{slug}", ["/blog/recipes/a", "/blog/recipes/b"])],
                  {"/blog/news/a": FRAME, "/blog/news/b": FRAME, "/blog/news/c": LEGACY,
                   "/blog/recipes/a": FRAME, "/blog/recipes/b": FRAME}),
    }
    for name, (clusters, more) in cases.items():
        refined = refine(clusters, {**signatures, **more} if name in ("one page", "login", "one-offs") else more)
        assert [cluster.template for cluster in refined.clusters] == [cluster.template for cluster in clusters], name
        assert refined.decisions == [], name


def test_the_term_pages_of_two_taxonomies_never_merge():
    """A blog engine lists every taxonomy's terms in one template: tags, categories, authors
    and years are still the lists a visitor meets by different routes, one page type each. A
    taxonomy's depths (a category's children) are one."""
    templates = {"/blog/tag/{slug}.html": "/blog/tag/t", "/blog/category/{slug}.html": "/blog/category/c",
                 "/blog/category/{slug}/{slug}.html": "/blog/category/c/d", "/blog/{year}.html": "/blog/20",
                 "/blog/authors/{slug}.html": "/blog/authors/a"}
    clusters = [cluster(template, [f"{prefix}{n}.html" for n in range(3)]) for template, prefix in templates.items()]
    signatures = {f"{prefix}{n}.html": FRAME for prefix in templates.values() for n in range(2)}
    refined = refine(clusters, signatures)
    assert [decision.sources for decision in refined.decisions] == [
        ("/blog/category/{slug}.html", "/blog/category/{slug}/{slug}.html")]
    assert sorted(cluster.template for cluster in refined.clusters) == [
        "/blog/authors/{slug}.html", "/blog/category/{slug}.html", "/blog/tag/{slug}.html", "/blog/{year}.html"]
    assert [taxonomy(template) for template in templates] == ["tag", "category", "category", "date", "author"]


def test_a_templates_row_is_a_page_of_its_main_layout():
    """A blog's archive page in its posts' template, seen once beside posts seen three times, is
    too rare a layout to split the template, and it was the best-ranked page: the row is the
    best-ranked post. A previous sample's page keeps its place, and a re-run leads as the run
    before did."""
    pages = [f"/blog/p{n}" for n in range(8)]
    posts = cluster("/blog/{slug}", pages)
    archive = posts.candidates.best()[0].key
    others = [key for key in pages if key != archive]
    signatures = {archive: LEGACY, **dict.fromkeys(others[:3], FRAME)}
    refined = refine([posts], shuffled(signatures, 3))
    [led] = refined.clusters
    assert led.template == "/blog/{slug}" and led.size == 8
    [decision] = refined.decisions
    first = [key for key in (c.key for c in posts.candidates.best()) if key in others[:3]][0]
    assert decision.action == "lead" and decision.made == (first,)
    assert decision.layouts == ((layout_id(FRAME), 3), (layout_id(LEGACY), 1))
    assert decision.describe() in led.explanation
    assert led.candidates.best()[0].key == first
    [allocation] = allocate(refined.clusters, 1, random_share=0)
    assert allocation.candidate.key == first
    # Not when the row already shows the main layout, or when no layout is seen twice.
    for case in ({**signatures, archive: FRAME}, {archive: LEGACY, others[0]: FRAME}):
        assert refine([posts], case).decisions == []
    # A re-run leads as the run before did; a previous sample's page keeps its place: the
    # archive page when it was kept, the page led when it was (before the other kept pages).
    for previous in ({archive}, {archive, first}):
        kept = CandidateSet(Keep(50, frozenset(1000 + pages.index(key) for key in previous)))
        for candidate in posts.candidates.candidates():
            kept.offer(candidate)
        again = refine([replace(posts, candidates=kept)], signatures)
        assert again.decisions == refined.decisions
        assert again.clusters[0].candidates.best()[0].key == (first if first in previous else archive)


def verified(site: SiteSampler, answer, left: int, seed: int) -> dict[str, PageRecord]:
    """The records of the rounds of probes the crawl runs when refining (:func:`probe_rounds`)."""
    return probe_rounds(site, answer, left, seed, refine=True)


def test_a_new_layout_gets_its_representative_before_more_sections_of_one_frame():
    """A docs site's sections are the site's top sections, never merged, and their pages show
    one frame; its component pages show another. A budget too small for every section gives
    the components their page before a third section of the frame: the templates carry the
    layout their fetched pages show, and the allocator reads it."""
    sections = {"guide": 8, "howto": 7, "faq": 6, "tutorial": 5}
    clusters = [cluster(f"/{name}/{{slug}}", [f"/{name}/p{n}" for n in range(size)]) for name, size in sections.items()]
    clusters.append(cluster("/components/{slug}", [f"/components/c{n}" for n in range(3)]))
    signatures = {f"/{name}/p{n}": FRAME for name in sections for n in range(2)}
    signatures |= {"/components/c0": LEGACY, "/components/c1": LEGACY}
    refined = refine(clusters, shuffled(signatures, 5))
    assert [c.layout for c in refined.clusters] == [layout_id(FRAME)] * 4 + [layout_id(LEGACY)]
    assert refined.decisions == []  # top sections: no merge
    picked = [a.cluster.template for a in allocate(refined.clusters, 3, random_share=0)]
    assert picked == ["/guide/{slug}", "/components/{slug}", "/howto/{slug}"]
    # Without fetched pages, the largest families first, as the URLs alone rank them.
    unknown = [a.cluster.template for a in allocate(clusters, 3, random_share=0)]
    assert unknown == ["/guide/{slug}", "/howto/{slug}", "/faq/{slug}"]


def test_a_template_whose_one_fetched_page_shows_a_shown_frame_is_no_new_layout():
    """A docs site in one frame: its two largest sections were fetched twice, the small ones
    once (a bounded ``verify`` spreads its probes over forty templates). One page is enough to
    order by: the small sections in the frame come after the larger guide, as sizes rank them,
    where as templates of an unknown layout they came before it; the API pages, in a frame of
    their own, still come first. Two fetched pages of two layouts say nothing."""
    sizes = {"software": 60, "guide": 30, "api": 12, "faq": 3, "talks": 2}
    clusters = [cluster(f"/{name}/{{slug}}", [f"/{name}/p{n}" for n in range(size)]) for name, size in sizes.items()]
    signatures = {"/software/p0": FRAME, "/software/p1": FRAME, "/guide/p0": FRAME, "/guide/p1": FRAME,
                  "/api/p0": LEGACY, "/faq/p0": FRAME, "/talks/p0": FRAME}
    refined = refine(clusters, shuffled(signatures, 2))
    assert refined.decisions == []  # top sections: no merge
    assert [c.layout for c in refined.clusters] == [layout_id(FRAME)] * 2 + [layout_id(LEGACY)] + [layout_id(FRAME)] * 2
    picked = [a.cluster.template for a in allocate(refined.clusters, 4, random_share=0)]
    assert picked == ["/software/{slug}", "/api/{slug}", "/guide/{slug}", "/faq/{slug}"]
    two = refine(clusters, signatures | {"/faq/p1": LEGACY}).clusters
    assert two[3].template == "/faq/{slug}" and two[3].layout == ""


def test_a_one_off_page_in_a_frame_the_sample_shows_comes_after_the_others():
    """A docs site's best-ranked one-off pages are docs pages in its guide's frame, fetched as
    the sample's rows; its theme's archive pages rank lower. Each one-off page is a page type of
    its own, and one in a frame a template already shows is likely a page of that template's
    type: the one-off slots go first to pages of a frame not shown yet (the first archive page
    in its frame) or not known (a page not fetched yet), then to the docs pages, each part in
    rank order; a second archive page in the archives' frame waits with the docs pages. While
    verification explores, a page not fetched yet comes with the new frames (fetching it
    tells); in the final sample, after the pages fetched."""
    guide = cluster("/guide/{slug}", [f"/guide/p{n}" for n in range(4)])
    one_offs = []
    for rank, key in enumerate(("/deployment", "/keycloak", "/tags", "/archive", "/year-archive")):
        page = CandidateSet(None)
        page.offer_listing(key, ROOT.rstrip("/") + key, 2000 + rank, None, None)
        one_offs.append(Cluster(key, 1, False, "content", page))
    signatures = {"/guide/p0": FRAME, "/guide/p1": FRAME, "/deployment": FRAME, "/keycloak": FRAME,
                  "/archive": LEGACY, "/year-archive": LEGACY}
    refined = refine([guide, *one_offs], shuffled(signatures, 3))
    assert {c.template: c.layout for c in refined.clusters}["/tags"] == ""
    picked = [a.candidate.key for a in allocate(refined.clusters, 6, random_share=0, exploring=True)
              if a.reason == "static"]
    assert picked == ["/tags", "/archive", "/deployment", "/keycloak"]
    # Once verification is over, a page never fetched comes after those fetched: a row verified.
    final = [a.candidate.key for a in allocate(refined.clusters, 6, random_share=0) if a.reason == "static"]
    assert final == ["/archive", "/deployment", "/keycloak", "/year-archive"]
    # Without fetched pages, the best-ranked one-off pages first, as their URLs alone rank them.
    unknown = [a.candidate.key for a in allocate([guide, *one_offs], 6, random_share=0) if a.reason == "static"]
    assert unknown == ["/deployment", "/keycloak", "/tags", "/archive"]


#: The one-off pages of :func:`one_frame_site`.
ONE_OFF_NAMES = ("about", "team", "history", "press", "jobs", "partners", "pricing", "faq-old", "roadmap",
                 "story", "values", "awards", "mission", "clients", "careers", "events", "media", "brand",
                 "investors", "impact", "culture", "offices", "legacy", "founders")


def one_frame_site(previous: list[dict] | None = None) -> SiteSampler:
    """A site in one frame at budget 8: its home page, twenty posts, two dozen one-off pages
    and a contact page; ``previous``: the sample it continues."""
    site = SiteSampler(ROOT, budget=8, random_share=0, previous=previous)
    site.add(ROOT)
    for n in range(20):
        site.add(f"{ROOT}posts/story-number-{n}")
    for name in (*ONE_OFF_NAMES, "contact"):
        site.add(f"{ROOT}{name}")
    return site


def test_a_one_off_page_fetched_beyond_the_rows_in_a_new_frame_takes_a_one_off_place():
    """A site in one frame, its posts and two dozen one-off pages. Verification fetches the
    rows, then, within ``verify``, the next one-off pages that could take a one-off place from
    a page of the frame the sample shows. When one of those answers in a frame of its own, it
    takes a one-off place in the final sample; every row of the sample was fetched, whatever
    order the answers came in."""
    def crawled(seed: int, other_frame: str = "") -> tuple[list[str], list[str]]:
        site = one_frame_site()
        records = verified(site, lambda url: record(url, LEGACY if url == other_frame else FRAME),
                           24, seed)  # verify's default, three times the budget
        result = site.sample(evidence=Evidence(records, refine=True))
        assert [pick.url for pick in result.picks if pick.url not in records] == []
        return [pick.url for pick in result.picks], [url for url in records if url[len(ROOT):] in ONE_OFF_NAMES]

    rows, fetched = crawled(0)
    beyond = [url for url in fetched if url not in rows]
    assert beyond  # one-off pages fetched that the sample does not hold
    for seed in range(3):
        found, _ = crawled(seed, other_frame=beyond[-1])
        assert beyond[-1] in found and len(found) == len(rows)


def test_templates_none_of_whose_pages_was_fetched_do_not_take_a_verified_rows_place():
    """A docs site of sixteen sections in one frame, ten of them moved away (every page a dead
    address the sitemap still lists). Each round of probes finds the rows of sections not
    fetched yet dead; a section none of whose pages was fetched comes after those that were,
    so when ``verify`` runs out the final sample holds only pages fetched and live, whatever
    order the answers came in; verification still fetched sections beyond the rows."""
    live = ["guides", "howto", "reference", "tutorials", "concepts", "faq"]
    moved = ["admin", "boards", "channels", "cloud", "install", "mobile", "onboard", "overview", "playbooks", "setup"]

    def crawled(seed: int) -> tuple[list[str], int]:
        site = SiteSampler(ROOT, budget=6, random_share=0)
        site.add(ROOT)
        for name in live + moved:
            for n in range(5):
                site.add(f"{ROOT}{name}/{name}-topic-{n}.html")
        records = verified(site, lambda url: record(url, FRAME, 404 if url[len(ROOT):].split("/")[0] in moved else 200),
                           18, seed)  # verify's default, three times the budget
        result = site.sample(evidence=Evidence(records, refine=True))
        assert [pick.url for pick in result.picks if pick.url not in records or pick.status != 200] == []
        return [pick.url for pick in result.picks], len({url[len(ROOT):].split("/")[0] for url in records})

    outcomes = [crawled(seed) for seed in range(3)]
    assert all(outcome == outcomes[0] for outcome in outcomes)
    assert outcomes[0][1] > len(outcomes[0][0])  # more sections tried than the sample holds


def test_a_rerun_fetches_the_pages_it_keeps_so_a_one_off_page_chosen_by_its_frame_stays():
    """A site in one frame, its posts and two dozen one-off pages, one of which shows a frame
    of its own. The previous sample holds that page: verification had fetched it and given it
    a one-off place before a page of the shown frame. In the re-run a page the run before
    fetched stands with the pages fetched, so once the first rows are fetched it is a row, is
    fetched, shows its frame again and keeps its place: every row is kept, whatever order the
    answers came in. As a page none fetched, it came after the one-off pages verification
    fetched, was never a row, and lost its place on a site that had not changed."""
    rows = one_frame_site().sample().picks
    other = next(f"{ROOT}{name}" for name in reversed(ONE_OFF_NAMES) if f"{ROOT}{name}" not in {row.url for row in rows})
    last_one_off = max(at for at, row in enumerate(rows) if row.reason == "static")
    previous = [{"url": other if at == last_one_off else row.url, "seed": row.seed} for at, row in enumerate(rows)]
    for seed in range(3):
        site = one_frame_site(previous)
        records = verified(site, lambda url: record(url, LEGACY if url == other else FRAME), 2 * len(rows), seed)
        result = site.sample(evidence=Evidence(records, refine=True))
        assert [pick.continuity for pick in result.picks] == ["kept"] * len(previous)
        assert {pick.url for pick in result.picks} == {row["url"] for row in previous}


def test_a_rerun_places_one_off_pages_fetched_in_no_frame_as_the_run_before_did():
    """A site in one frame whose one-off pages are, a third of them, a body holding its text:
    fetched, such a page shows no frame (no evidence), so its place is that of a page none
    fetched, after the one-off pages of the frame. Re-run with that sample as ``previous``,
    a previous page stands with the pages fetched only until this run fetches it: here it did,
    and the one-off pages keep the run before's order, whatever order the answers came in
    (counted as fetched by the run before, they had come first)."""
    bare = set(ONE_OFF_NAMES[1::3])

    def answer(url: str) -> PageRecord:
        return record(url, BARE if url[len(ROOT):] in bare else FRAME)

    first = one_frame_site()
    rows = first.sample(evidence=Evidence(verified(first, answer, 24, 0), refine=True)).picks
    static = [row.url[len(ROOT):] for row in rows if row.reason == "static"]
    assert static[-1] in bare and static[0] not in bare  # the frame's pages first
    previous = [{"url": row.url, "seed": row.seed} for row in rows]
    for seed in range(3):
        site = one_frame_site(previous)
        again = site.sample(evidence=Evidence(verified(site, answer, 24, seed), refine=True)).picks
        assert [(row.url, row.reason, row.continuity) for row in again] == \
            [(row.url, row.reason, "kept") for row in rows]


def test_the_refinement_does_not_depend_on_the_order_of_the_evidence():
    def clusters() -> list[Cluster]:
        return [cluster("/posts/{slug}", [f"/posts/p{n}" for n in range(9)]),
                cluster("/blog/news/{slug}", [f"/blog/news/n{n}" for n in range(6)]),
                cluster("/blog/recipes/{slug}", [f"/blog/recipes/r{n}" for n in range(4)])]
    signatures = {"/posts/p0": FRAME, "/posts/p1": LEGACY, "/posts/p2": FRAME, "/posts/p3": LEGACY,
                  "/blog/news/n0": FRAME, "/blog/news/n1": FRAME, "/blog/recipes/r0": FRAME,
                  "/blog/recipes/r1": FRAME}
    outcomes = set()
    for seed in range(6):
        ordered = clusters()
        refined = refine(ordered, shuffled(signatures, seed))
        outcomes.add((tuple(sorted(templates_of(refined.clusters).items())), tuple(refined.decisions)))
    assert len(outcomes) == 1
    [(pages, decisions)] = outcomes
    assert [d.action for d in decisions] == ["split", "merge"]  # a tie: the better-ranked page's layout stays


def test_a_site_in_a_folder_has_its_sections_below_that_folder():
    """A site deployed at ``/docs/`` (a project's pages on a shared host): every template
    begins with ``docs``, and its sections are the folders below. Its generated software
    pages and its API pages share the theme's frame with its guides, but they are the site's
    top sections, which never merge; the depths of one section still do."""
    home = cluster("/docs", ["/docs"], "home", repeating=False)
    software = cluster("/docs/software/detail/{slug}", [f"/docs/software/detail/s{n}" for n in range(9)])
    api = cluster("/docs/api/{slug}/{slug}", [f"/docs/api/m{n}/f{n}" for n in range(5)])
    guide = cluster("/docs/guide/{slug}", [f"/docs/guide/g{n}" for n in range(4)])
    deeper = cluster("/docs/guide/{slug}/{slug}", [f"/docs/guide/g0/h{n}" for n in range(3)])
    signatures = {page.key: FRAME for part in (software, api, guide, deeper) for page in part.candidates.candidates()[:2]}
    for seed in range(3):
        refined = refine([home, software, api, guide, deeper], shuffled(signatures, seed))
        assert [(cluster.template, cluster.size) for cluster in refined.clusters] == [
            ("/docs", 1), ("/docs/software/detail/{slug}", 9), ("/docs/api/{slug}/{slug}", 5),
            ("/docs/guide/{slug}", 7)]
        [decision] = refined.decisions
        assert decision.sources == ("/docs/guide/{slug}", "/docs/guide/{slug}/{slug}")
    # Without the home page's folder, all four were one section and merged into one template.
    assert len(refine([software, api, guide, deeper], signatures).clusters) == 1


def test_section_key():
    assert section_key("/blog/news/{slug}") == section_key("/blog/recipes/{slug}") == "blog"
    assert section_key("/docs/{slug}") == section_key("/docs/modules/{slug}/{slug}/{slug}") == "docs"
    assert section_key("/news/{slug}") != section_key("/events/{slug}")
    assert section_key("/{lang}/{slug}") is section_key("/find?q={v}") is section_key("/about") is None
    # a folded locale prefix is no section; dated posts are one, at any depth below the date
    assert section_key("/{lang?}/docs/{slug}") == section_key("/{lang}/docs/{slug}/{slug}") == "docs"
    assert section_key("/{year}/{mm}/{slug}") == section_key("/{year}/{mm}/{dd}/{slug}/{slug}")
    assert section_key("/{year}/{mm}/{slug}") != section_key("/{slug}/{slug}") is None
    # below category folders that are slots, too; a year alone files reports, not posts
    assert section_key("/{slug}/{slug}/{year}/{mm}/{slug}") == section_key("/{year}/{mm}/{slug}")
    assert section_key("/{slug}/{year}/{slug}") is section_key("/{slug}/news/{year}/{mm}/{slug}") is None


def test_dated_posts_at_two_depths_and_a_localized_docs_tree_merge():
    shallow = cluster("/{year}/{mm}/{dd}/{slug}", [f"/2020/01/0{n}/p{n}" for n in range(1, 6)])
    filed = cluster("/{year}/{mm}/{dd}/{slug}/{slug}", [f"/2021/02/0{n}/java/q{n}" for n in range(1, 5)])
    docs = cluster("/{lang?}/docs/{slug}", [f"/docs/d{n}" for n in range(5)])
    deeper = cluster("/{lang?}/docs/{slug}/{slug}", [f"/de/docs/d0/e{n}" for n in range(3)])
    signatures = {"/2020/01/01/p1": FRAME, "/2020/01/02/p2": FRAME, "/2021/02/01/java/q1": FRAME,
                  "/2021/02/02/java/q2": FRAME, "/docs/d0": LEGACY, "/docs/d1": LEGACY,
                  "/de/docs/d0/e0": LEGACY, "/de/docs/d0/e1": LEGACY}
    for seed in range(3):
        refined = refine([shallow, filed, docs, deeper], shuffled(signatures, seed))
        assert [(cluster.template, cluster.size) for cluster in refined.clusters] == [("/{year}/{mm}/{dd}/{slug}", 9),
                                                                    ("/{lang?}/docs/{slug}", 8)]


def test_posts_filed_by_date_below_their_categories_merge():
    """A newspaper files its articles under their sections, then their date
    (``/politica/2025/07/04/<slug>.html``). The sections are a slot, and so is a section the
    URLs read as an edition (``/portada/``); a category one level deeper makes a third
    template. All three show one frame: one page type. A literal section filing its own pages
    by date stays a section of its own."""
    by_section = cluster("/{slug}/{year}/{mm}/{dd}/{slug}.html",
                         [f"/{section}/2025/07/0{n}/a{n}.html" for n in range(1, 6)
                          for section in ("politica", "cultura", "deportes")])
    front_page = cluster("/{edition}/{year}/{mm}/{dd}/{slug}.html",
                         [f"/portada/2025/06/0{n}/b{n}.html" for n in range(1, 5)])
    deeper = cluster("/{slug}/{slug}/{year}/{mm}/{dd}/{slug}.html",
                     [f"/deportes/futbol/2025/06/1{n}/c{n}.html" for n in range(3)])
    events = cluster("/agenda/{year}/{mm}/{slug}", [f"/agenda/2025/0{n}/e{n}" for n in range(1, 5)])
    signatures = {"/politica/2025/07/01/a1.html": FRAME, "/cultura/2025/07/02/a2.html": FRAME,
                  "/portada/2025/06/01/b1.html": FRAME, "/portada/2025/06/02/b2.html": FRAME,
                  "/deportes/futbol/2025/06/10/c0.html": FRAME, "/deportes/futbol/2025/06/11/c1.html": FRAME,
                  "/agenda/2025/01/e1": FRAME, "/agenda/2025/02/e2": FRAME}
    for seed in range(3):
        refined = refine([by_section, front_page, deeper, events], shuffled(signatures, seed))
        assert [(cluster.template, cluster.size) for cluster in refined.clusters] == [("/{slug}/{year}/{mm}/{dd}/{slug}.html", 22),
                                                                    ("/agenda/{year}/{mm}/{slug}", 4)]


def test_a_sub_sites_sections_are_the_folders_below_it():
    """Two venues on one host, each a sub-site (the clusterer says which folder): a venue's
    exhibitions and artists are two of its sections, as ``/exhibitions/`` and ``/artists/``
    are a site's, and stay apart although their pages show one frame. Without the sub-site,
    both are the one section ``/bk/`` and merge."""
    def venue_clusters(sub_site: str) -> list[Cluster]:
        made = [cluster("/bk/exhibitions/{slug}", [f"/bk/exhibitions/e{n}" for n in range(6)]),
                cluster("/bk/artists/{slug}", [f"/bk/artists/a{n}" for n in range(5)])]
        return [replace(made_one, sub_site=sub_site) for made_one in made]

    signatures = {"/bk/exhibitions/e0": FRAME, "/bk/exhibitions/e1": FRAME, "/bk/artists/a0": FRAME,
                  "/bk/artists/a1": FRAME}
    for seed in range(3):
        refined = refine(venue_clusters("/bk/"), shuffled(signatures, seed))
        assert [(cluster.template, cluster.size) for cluster in refined.clusters] == [("/bk/exhibitions/{slug}", 6),
                                                                    ("/bk/artists/{slug}", 5)]
    assert [cluster.size for cluster in refine(venue_clusters(""), signatures).clusters] == [11]


def test_the_depths_of_a_section_of_one_layout_merge():
    # A docs tree: its pages at every depth show one frame; the templates the URLs gave merge.
    shallow = cluster("/docs/{slug}", [f"/docs/d{n}" for n in range(5)])
    deep = cluster("/docs/modules/{slug}/{slug}", [f"/docs/modules/m/p{n}" for n in range(9)])
    other = cluster("/news/{slug}", [f"/news/n{n}" for n in range(4)])
    signatures = {"/docs/d0": FRAME, "/docs/d1": FRAME, "/docs/modules/m/p0": FRAME, "/docs/modules/m/p1": FRAME,
                  "/news/n0": FRAME, "/news/n1": FRAME}
    refined = refine([shallow, deep, other], signatures)
    assert [d.sources for d in refined.decisions] == [("/docs/modules/{slug}/{slug}", "/docs/{slug}")]
    assert templates_of(refined.clusters)["/docs/d3"] == templates_of(refined.clusters)["/docs/modules/m/p8"]
    assert templates_of(refined.clusters)["/news/n2"] == "/news/{slug}"


#: The site's generic page frame, which its common pages (contact) and other one-off pages share.
PAGE = frozenset((*CHROME, "body>main.page", "body>main.page>div.entry"))
POSTS_AT_ROOT = [f"/why-{n}-valves-fail" for n in ("ball", "gate", "globe", "check", "plug", "needle")]


def first_level(posts: list[str], pages: tuple[str, ...] = ("/about", "/team"), home: str = "") -> list[Cluster]:
    """A flat blog's posts, each a one-off page, beside its one-off pages, its contact page and
    its home page (in the folder ``home``)."""
    made = [cluster(home or "/", [home or "/"], "home", repeating=False),
            cluster(f"{home}/contact", [f"{home}/contact"], "contact", repeating=False)]
    made += [cluster(f"{home}{path}", [f"{home}{path}"], repeating=False) for path in (*pages, *posts)]
    return made


def test_one_off_pages_of_the_first_level_sharing_a_layout_gather():
    """Six posts at the site's first level, each a one-off page for the URLs (too few for a
    slot there), show one layout no common page shows: one template. The pages of the site's
    generic frame, the contact page's, stay apart."""
    signatures = {path: FRAME for path in POSTS_AT_ROOT} | {"/about": PAGE, "/team": PAGE, "/contact": PAGE}
    for seed in range(4):
        refined = refine(first_level(POSTS_AT_ROOT), shuffled(signatures, seed))
        templates = templates_of(refined.clusters)
        assert {templates[path] for path in POSTS_AT_ROOT} == {"/{slug}"}
        assert (templates["/about"], templates["/team"], templates["/contact"]) == ("/about", "/team", "/contact")
        [gathered] = [cluster for cluster in refined.clusters if cluster.template == "/{slug}"]
        assert gathered.repeating and gathered.size == 6 and gathered.page_type == "content"
        [decision] = refined.decisions
        assert decision.describe() == f"gather 6 of 8 one-off pages at the first level: layout {layout_id(FRAME)} -> /{{slug}}"
        assert gathered.explanation == (decision.describe(),)
    # Below a home page in a folder, a language prefix kept, and a taken name marked.
    folder = first_level(POSTS_AT_ROOT, home="/lab")
    signatures = {f"/lab{path}": FRAME for path in POSTS_AT_ROOT}
    assert {templates_of(refine(folder, signatures).clusters)[f"/lab{path}"] for path in POSTS_AT_ROOT} == {"/lab/{slug}"}
    localized = first_level([f"/{{lang?}}{path}" for path in POSTS_AT_ROOT]) + [cluster("/{slug}", ["/a", "/b"])]
    signatures = {f"/{{lang?}}{path}": FRAME for path in POSTS_AT_ROOT}
    assert {cluster.template for cluster in refine(localized, signatures).clusters} >= {"/{lang?}/{slug}", "/{slug}"}


def test_a_one_off_template_whose_pages_show_two_layouts_joins_one_gather():
    """Six posts at the first level, each a one-off template holding the post and its copy in
    the next edition (``/{edition?}/why-ball-valves-fail``), the current ones in one layout and
    the next edition's in another: both layouts reach the bars, but a template joins one
    gather only. In two, each post was a page of two templates, and drawing the random sample
    among them compared the templates themselves and failed."""
    posts = [f"/{{edition?}}{path}" for path in POSTS_AT_ROOT]
    made = first_level([])
    made += [cluster(template, [template.replace("/{edition?}", ""), template.replace("{edition?}", "next")],
                     repeating=False) for template in posts]
    signatures = {path: FRAME for path in POSTS_AT_ROOT} | {f"/next{path}": LEGACY for path in POSTS_AT_ROOT}
    for seed in range(3):
        refined = refine(made, shuffled(signatures, seed))
        held = [candidate.key for each in refined.clusters for candidate in each.candidates.candidates()]
        assert sorted(held) == sorted(set(held))  # each page in one template
        [decision] = refined.decisions
        assert decision.action == "gather" and decision.made == ("/{edition?}/{slug}",)
        assert allocate(refined.clusters, 6, random_share=0.5)  # the random sample is drawn


def test_what_never_gathers():
    posts = {path: FRAME for path in POSTS_AT_ROOT}
    cases = {
        # the layout of the site's common pages: distinct one-off pages of its generic frame
        "generic": (first_level(POSTS_AT_ROOT), posts | {"/contact": FRAME}),
        # alike the common pages' is the same frame
        "alike": (first_level(POSTS_AT_ROOT), posts | {"/contact": FRAME_WITH_CONTENTS}),
        # fewer than three pages
        "two": (first_level(POSTS_AT_ROOT[:2], pages=()), {path: FRAME for path in POSTS_AT_ROOT[:2]}),
        # less than 0.6 of the first level's one-off pages, counting those not fetched
        "minority": (first_level(POSTS_AT_ROOT, pages=tuple(f"/page-{n}" for n in range(5))),
                     {path: FRAME for path in POSTS_AT_ROOT[:5]}),
        # one-off pages below a folder: the URLs decide there
        "deeper": (first_level([f"/blog{path}" for path in POSTS_AT_ROOT]), {f"/blog{path}": FRAME for path in POSTS_AT_ROOT}),
        # a bare page is no layout
        "bare": (first_level(POSTS_AT_ROOT), {path: BARE for path in POSTS_AT_ROOT}),
        # the indexes of the site's sections: their lists share one frame
        "sections": (first_level(["/news", "/events", "/tags.html"], pages=())
                     + [cluster(f"{section}/{{slug}}", [f"{section}/a", f"{section}/b"]) for section in ("/news", "/events", "/tags")],
                     {"/news": FRAME, "/events": FRAME, "/tags.html": FRAME}),
    }
    for name, (clusters, signatures) in cases.items():
        refined = refine(clusters, signatures)
        assert [cluster.template for cluster in refined.clusters] == [cluster.template for cluster in clusters], name
        assert refined.decisions == [], name
    # Pages the home page's navigation links are the site's own sections and one-off pages.
    menu = first_level(POSTS_AT_ROOT[:4])
    signatures = {path: FRAME for path in POSTS_AT_ROOT[:4]}
    assert refine(menu, signatures, navigation=set(POSTS_AT_ROOT[:2])).decisions == []  # 2 left of 6
    [decision] = refine(menu, signatures, navigation={"/about", "/team"}).decisions
    assert decision.layouts == ((layout_id(FRAME), 4),)


def test_the_pages_that_could_still_decide_a_gather_are_named():
    """A link crawl fetched two of a flat blog's six posts beside two pages of the generic
    frame: the four posts not fetched could make the posts' layout most of the first level, so
    they are the pages to fetch; once fetched they gather, and nothing is left undecided."""
    clusters = first_level(POSTS_AT_ROOT)
    seen = {"/contact": PAGE, "/about": PAGE, "/team": PAGE}
    for seed in range(4):
        refined = refine(clusters, shuffled(seen | {path: FRAME for path in POSTS_AT_ROOT[:2]}, seed))
        assert refined.decisions == []
        assert refined.undecided == sorted((path, ROOT.rstrip("/") + path) for path in POSTS_AT_ROOT[2:])
    done = refine(clusters, seen | {path: FRAME for path in POSTS_AT_ROOT})
    assert [d.action for d in done.decisions] == ["gather"] and done.undecided == []
    # Decided against: with the pages not fetched, no layout could reach 0.6 of the level.
    many = first_level(POSTS_AT_ROOT, pages=tuple(f"/page-{n}" for n in range(6)))
    apart = seen | {f"/page-{n}": frozenset((*CHROME, f"body>main.page-{n}")) for n in range(6)}
    assert refine(many, apart | {path: FRAME for path in POSTS_AT_ROOT[:2]}).undecided == []
    # The generic frame never gathers, so its pages decide nothing; nor do menu pages.
    generic = {path: PAGE for path in POSTS_AT_ROOT[:3]} | {"/contact": PAGE}
    assert refine(first_level(POSTS_AT_ROOT, pages=()), generic).undecided == []
    linked = refine(clusters, seen | {POSTS_AT_ROOT[0]: FRAME}, navigation=set(POSTS_AT_ROOT[1:]))
    assert linked.undecided == []


def forum(*one_offs: str) -> list[Cluster]:
    """A board script's threads, ``/<board>/<thread>/<slug>``, beside its contact page, its
    home page and one-off pages."""
    threads = [f"/{board}/{thread}/topic-{thread}" for board in (4, 10) for thread in range(100 * board, 100 * board + 6)]
    return ([cluster("/", ["/"], "home", repeating=False), cluster("/contact", ["/contact"], "contact", repeating=False),
             cluster("/{n}/{n}/{slug}", threads)]
            + [cluster(re.sub(r"/[0-9]+(?=/)", "/{n}", path), [path], repeating=False) for path in one_offs])


#: Four threads' pages, one of them with a box more (an attachment): variants of one frame.
THREADS = {f"/{board}/{thread}/topic-{thread}": FRAME for board in (4, 10) for thread in (100 * board, 100 * board + 1)}
THREADS["/10/1001/topic-1001"] = FRAME_WITH_CONTENTS


def test_a_one_off_page_filling_a_templates_slot_with_its_layout_is_attached():
    """A thread whose title made a word the URL rules keep literal (``/10/1840/tags``) is a
    one-off page for the URLs; fetched, it shows the threads' one layout: it joins them."""
    for seed in range(4):
        refined = refine(forum("/10/1840/tags", "/about"), shuffled(THREADS | {"/10/1840/tags": FRAME, "/about": FRAME}, seed))
        templates = templates_of(refined.clusters)
        assert templates["/10/1840/tags"] == "/{n}/{n}/{slug}"
        assert templates["/about"] == "/about"  # at the first level: gather decides there
        [threads] = [cluster for cluster in refined.clusters if cluster.template == "/{n}/{n}/{slug}"]
        assert threads.size == 13
        [decision] = refined.decisions
        assert decision.describe() == f"attach /{{n}}/{{n}}/tags: fills a slot, layout {layout_id(FRAME)} x4 -> /{{n}}/{{n}}/{{slug}}"
        assert decision.describe() in threads.explanation


def test_what_is_never_attached():
    cases = {
        # another layout: a page of its own at a thread's place
        "layout": (forum("/10/1840/tags"), THREADS | {"/10/1840/tags": LEGACY}),
        # not fetched: the URL alone keeps it apart
        "unseen": (forum("/10/1840/tags"), THREADS),
        # the site's generic frame, which a common page shows
        "generic": (forum("/10/1840/tags"), THREADS | {"/10/1840/tags": FRAME, "/contact": FRAME}),
        # a literal where the template has a literal
        "literal": (forum("/10/tags/about"), THREADS | {"/10/tags/about": FRAME}),
        # one segment more
        "deeper": (forum("/10/1840/tags/all"), THREADS | {"/10/1840/tags/all": FRAME}),
        # the template's pages show two layouts: no one layout to join
        "mixed": (forum("/10/1840/tags"), THREADS | {"/4/400/topic-400": LEGACY, "/10/1840/tags": FRAME}),
    }
    for name, (clusters, signatures) in cases.items():
        refined = refine(clusters, signatures)
        assert templates_of(refined.clusters)[clusters[-1].candidates.candidates()[0].key] == clusters[-1].template, name
        assert [d.action for d in refined.decisions if d.action == "attach"] == [], name
    # A page the home page's navigation links is a page of its own by the site's word.
    linked = refine(forum("/10/1840/tags"), THREADS | {"/10/1840/tags": FRAME}, navigation={"/10/1840/tags"})
    assert linked.decisions == []


def test_a_one_off_page_that_could_fill_a_slot_is_named_until_fetched():
    tags = ("/10/1840/tags", ROOT.rstrip("/") + "/10/1840/tags")
    assert refine(forum("/10/1840/tags", "/10/tags/about"), THREADS).undecided == [tags]
    assert refine(forum("/10/1840/tags"), THREADS | {"/10/1840/tags": LEGACY}).undecided == []  # decided: apart
    # Nothing to decide: no one layout in the template, the generic frame, a menu page.
    mixed = THREADS | {"/4/400/topic-400": LEGACY}
    assert refine(forum("/10/1840/tags"), mixed).undecided == []
    assert refine(forum("/10/1840/tags"), THREADS | {"/contact": FRAME}).undecided == []
    assert refine(forum("/10/1840/tags"), THREADS, navigation={"/10/1840/tags"}).undecided == []


# Through the sampler: the sample and the templates listing use the refined templates.

def site(keep_all: bool = False, previous: list[dict] | None = None) -> SiteSampler:
    sampler = SiteSampler(ROOT, budget=8, random_share=0, keep_all=keep_all, previous=previous)
    sampler.add(ROOT)
    for n in range(30):
        sampler.add(f"{ROOT}posts/story-number-{n}")
    for name in ("about", "contact"):
        sampler.add(f"{ROOT}{name}")
    return sampler


def legacy_evidence(refine: bool) -> Evidence:
    """Six posts the crawl would fetch (the probe plan's), every other one of the legacy layout."""
    posts = [url for url in site().probe_plan(None, Evidence(refine=True), 100) if "/posts/" in url][:6]
    records = [record(url, LEGACY if n % 2 else FRAME) for n, url in enumerate(posts)]
    records += [record(f"{ROOT}about", FRAME), record(f"{ROOT}contact", FRAME)]
    return Evidence({r.url: r for r in records}, refine=refine)


def test_the_sampler_samples_the_split_layout_and_lists_the_refined_templates():
    legacy = f"/posts/{{slug}}#layout-{layout_id(LEGACY)}"
    result = site().sample(evidence=legacy_evidence(True))
    assert legacy in {pick.template for pick in result.picks}
    assert result.refinements == [f"split /posts/{{slug}}: layouts {layout_id(FRAME)} x3, {layout_id(LEGACY)} x3 "
                                  f"-> {legacy}"]
    assert result.stats["templates_split"] == 1
    listed = dict(site(keep_all=True).page_templates(legacy_evidence(True)))
    fetched = sorted(legacy_evidence(True).records)
    assert sum(listed[url] == legacy for url in listed) == 3
    assert all(listed[url] == "/posts/{slug}" for url in listed if "/posts/" in url and url not in fetched)
    assert listed[f"{ROOT}about"] != listed[f"{ROOT}contact"]  # one-off pages stay apart


def test_an_error_answer_shows_the_servers_page_not_the_templates_layout():
    """Posts answered "too many requests" (429, kept unverified) show the server's error page:
    three of them beside three posts of the frame split nothing, and their title and layout
    are not the row's."""
    evidence = legacy_evidence(True)
    slowed = Evidence({url: record(url, LEGACY, 429) if r.signature == LEGACY else r
                       for url, r in evidence.records.items()}, refine=True)
    result = site().sample(evidence=slowed)
    assert result.refinements == [] and result.set_aside == []
    rows = [pick for pick in result.picks if pick.status == 429]
    assert rows and all((pick.title, pick.layout) == ("", "") for pick in rows)


def test_without_refine_the_evidence_changes_no_template():
    plain = site().sample()
    checked = site().sample(evidence=legacy_evidence(False))
    assert [(pick.url, pick.template) for pick in checked.picks] == [(pick.url, pick.template) for pick in plain.picks]
    assert checked.refinements == [] and "templates_split" not in checked.stats
    assert site(keep_all=True).page_templates(legacy_evidence(False)) == site(keep_all=True).page_templates()


def test_the_probe_plan_spreads_over_each_template_when_refining():
    plain = site().probe_plan(None, Evidence(), 100)
    refining = site().probe_plan(None, Evidence(refine=True), 100)
    rows = len(site().sample().picks)
    assert refining[:rows] == plain[:rows]  # the sample's rows first, then each template's layout
    posts = [url for url in refining if "/posts/" in url]
    assert len(posts) >= 4 and len(posts) > len([url for url in plain if "/posts/" in url])
    assert site().probe_plan(None, Evidence(refine=True), 3) == refining[:3]


def test_the_refined_sample_does_not_depend_on_the_order_pages_arrived_in():
    evidence = legacy_evidence(True)
    records = list(evidence.records.values())
    outcomes = set()
    for seed in range(5):
        random.Random(seed).shuffle(records)
        result = site().sample(evidence=Evidence({r.url: r for r in records}, refine=True))
        outcomes.add((tuple(result.picks), tuple(result.refinements)))
        previous = [{"url": pick.url, "template": pick.template, "seed": pick.seed} for pick in result.picks]
        rerun = site(previous=previous).sample(evidence=Evidence({r.url: r for r in records}, refine=True))
        assert {pick.url for pick in rerun.picks} == {pick.url for pick in result.picks}  # previous= keeps them
    assert len(outcomes) == 1
