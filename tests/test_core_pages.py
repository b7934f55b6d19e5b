"""Verification in the core: which probed pages are set aside (:mod:`sitesampler.core.pages`),
how a dead pick is replaced by the next page of its template, and which pages the crawl
fetches next (``SiteSampler.probe_plan``)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from sitesampler.crawl.arguments import default_verify, parse_arguments
from sitesampler.core import Evidence, PageRecord, SiteSampler
from sitesampler.core.pages import nonexistent_url, set_aside_reason
from sitesampler.core.sampler import moved_within, shown_layouts

from .core_sites import probe_rounds

ROOT = "https://blog.example/"
HTML = "text/html"


def page(url: str, status: int = 200, **fields) -> PageRecord:
    return PageRecord(url, status, **{"content_type": HTML, "title": "A post", "layout": "chrome", **fields})


def sampler(budget: int = 6) -> SiteSampler:
    site = SiteSampler(ROOT, budget=budget, random_share=0.1)
    site.add(ROOT)
    for n in range(40):
        site.add(f"{ROOT}posts/story-number-{n}")
    for n in range(12):
        site.add(f"{ROOT}products/{n}")
    for name in ("about", "contact", "login", "team", "profile"):
        site.add(f"{ROOT}{name}")
    return site


NOT_FOUND = page(nonexistent_url(ROOT), 404, title="Page not found – Blog", layout="error")


@pytest.mark.parametrize("record, expected", [
    (page(f"{ROOT}posts/a", 404), "not_found"),
    (page(f"{ROOT}posts/a", 410), "not_found"),
    (page(f"{ROOT}posts/a", 503), "http_error"),
    (page(f"{ROOT}posts/a", 429), ""),  # slow down: says nothing about the page
    (page(f"{ROOT}posts/a", 0), "unreachable"),
    (page(f"{ROOT}posts/a", 401), "login_wall"),
    (page(f"{ROOT}posts/a", final_url=f"{ROOT}posts/b"), "redirect"),
    (page(f"{ROOT}posts/a", final_url="https://elsewhere.example/a"), "redirect"),
    (page(f"{ROOT}posts/a", refresh=f"{ROOT}"), "redirect"),
    (page(f"{ROOT}posts/a", script_redirect=True), "redirect"),
    (page(f"{ROOT}posts/a", 404, script_redirect=True), "not_found"),
    (page(f"{ROOT}posts/a", final_url=f"{ROOT}login"), "login_wall"),
    (page(f"{ROOT}posts/a", final_url=f"{ROOT}sso", login_form=True), "login_wall"),
    (page(f"{ROOT}posts/a", login_form=True), "login_wall"),
    (page(f"{ROOT}posts/a", content_type="application/pdf"), "not_html"),
    (page(f"{ROOT}posts/a", title="Page not found – Blog", layout="error"), "soft_404"),
    (page(f"{ROOT}posts/a", title="Oops, nothing found", layout="error"), "soft_404"),
    # One signal is not enough: a post about 404 pages in the usual layout, a page sharing the
    # error page's generic layout under its own title.
    (page(f"{ROOT}posts/a", title="Why your 404 page matters"), ""),
    (page(f"{ROOT}posts/a", title="About us", layout="error"), ""),
    # The login page is a page to sample, and so are the pages whose own form asks for a
    # password (creating an account, managing it, checking out); a redirect to the same page is
    # no stub.
    (page(f"{ROOT}login", login_form=True), ""),
    (page(f"{ROOT}register", login_form=True), ""),
    (page(f"{ROOT}my-account", login_form=True), ""),
    (page(f"{ROOT}checkout", login_form=True), ""),
    (page(f"{ROOT}members/lounge", login_form=True), "login_wall"),
    # ... as is a board's login page, named by its query; and a redirect there is a wall.
    (page(f"{ROOT}ucp.php?mode=login", login_form=True), ""),
    (page(f"{ROOT}posts/a", final_url=f"{ROOT}ucp.php?mode=login"), "login_wall"),
    (page(f"{ROOT}posts/a", final_url=f"{ROOT}posts/a/"), ""),
    (page(f"{ROOT}posts/a", final_url="http://blog.example/posts/a"), ""),
])
def test_what_is_set_aside_and_why(record, expected):
    records, set_aside = sampler().verdicts(Evidence({record.url: record}, NOT_FOUND))
    assert set_aside == ({next(iter(records)): expected} if expected else {})


@pytest.mark.parametrize("title, expected", [
    ("Page not found – Blog", "soft_404"),  # says nothing else: whatever the site answers a missing address with
    ("Seite nicht gefunden | Blog", "soft_404"),
    ("Blog » Error 404", "soft_404"),
    ("Oops! That page can’t be found – Blog", "soft_404"),  # the heading a starter theme gave many themes
    ("Страница не найдена – Блог", "soft_404"),
    ("404 errors explained – Blog", ""),  # a page about the phrase
    ("Event not found – Blog", "soft_404"),  # a record the application no longer has, in its own frame
    ("Product not found! | Shop", "soft_404"),
    ("Why pages are not found by search engines – Blog", ""),
    ("Finding your way – Blog", ""),
])
def test_without_the_sites_not_found_answer_only_a_title_that_says_nothing_else_is_a_soft_404(title, expected):
    """A site that redirects a missing address home gives no "not found" answer to compare a
    page's layout with; a page whose title only says it was not found is one still."""
    record = page(f"{ROOT}posts/a", title=title, layout="error")
    assert set_aside_reason(record, moved=False, password_page=False, moved_to_login=False, not_found=None) == expected


@pytest.mark.parametrize("seed", range(3))
def test_the_login_page_shown_in_the_frame_of_the_page_it_names_is_no_copy(seed):
    """A portal shows its sign-in as the page it names as canonical (the home page's or a
    section's), in that page's title and frame: by its address and its form, the login page
    is a row of its own; a page of that frame without a form is a copy still."""
    site = sampler()
    site.add(f"{ROOT}web/guest/home")
    site.add(f"{ROOT}web/guest/home?p_p_id=news")
    for target in (ROOT, f"{ROOT}web/guest/home"):
        records = [page(ROOT, title="Home – Portal"), page(f"{ROOT}web/guest/home", title="Home – Portal"),
                   page(f"{ROOT}login", title="Home – Portal", canonical=target, login_form=True),
                   page(f"{ROOT}web/guest/home?p_p_id=news", title="Home – Portal", canonical=target)]
        random.Random(seed).shuffle(records)
        _, set_aside = site.verdicts(Evidence({r.url: r for r in records}, NOT_FOUND))
        assert site.scope.normalize(f"{ROOT}login").key not in set_aside
        assert set_aside.get(site.scope.normalize(f"{ROOT}web/guest/home?p_p_id=news").key) == "duplicate"


def test_a_copy_whose_canonical_names_another_page_found_is_set_aside():
    """A page that names another page found as its canonical is that page's copy; a canonical
    naming a page never found, the page itself, the home page or one page several fetched
    pages name (a misconfigured plugin) is no evidence, and nor is one naming a dead page."""
    site = sampler()
    for n in range(8):
        site.add(f"{ROOT}speakers/story-number-{n}")
    records = [page(f"{ROOT}speakers/story-number-{n}", canonical=f"{ROOT}posts/story-number-{n}") for n in range(4)]
    records += [
        page(f"{ROOT}speakers/story-number-4", canonical=f"{ROOT}posts/never-listed"),
        page(f"{ROOT}speakers/story-number-5", canonical=f"{ROOT}speakers/story-number-5"),
        page(f"{ROOT}speakers/story-number-6", canonical=ROOT),
        page(f"{ROOT}products/1", canonical=f"{ROOT}products/0"), page(f"{ROOT}products/2", canonical=f"{ROOT}products/0"),
        page(f"{ROOT}speakers/story-number-7", canonical=f"{ROOT}posts/story-number-9"),
        page(f"{ROOT}posts/story-number-9", 404),
    ]
    copies = {f"{ROOT}speakers/story-number-{n}" for n in range(4)}
    for seed in range(3):
        random.Random(seed).shuffle(records)
        _, set_aside = site.verdicts(Evidence({r.url: r for r in records}, NOT_FOUND))
        assert {key for key, reason in set_aside.items() if reason == "duplicate"} == \
            {site.scope.normalize(url).key for url in copies}
        result = site.sample(evidence=Evidence({r.url: r for r in records}, NOT_FOUND))
        assert not {pick.url for pick in result.picks} & copies
        assert result.stats["set_aside_duplicate"] == 4


def test_a_403_in_the_sites_own_frame_is_the_site_refusing_the_page_not_the_crawler():
    """Drupal answers /node/add with 403 "Access denied" in its theme, to a visitor not signed
    in: the page needs access, as does a 403 asking for a password in any frame. A 403 in a
    frame of its own without one (a firewall's challenge, a server's default page) says
    nothing of the page, which stays a row, not verified."""
    site = sampler()
    frame = frozenset(("body.site", "body.site>header.masthead", "body.site>main#content", "body.site>footer"))
    other = frozenset(("body", "body>center"))
    records = {ROOT: page(ROOT, signature=frame), f"{ROOT}about": page(f"{ROOT}about", signature=frame),
               f"{ROOT}team": page(f"{ROOT}team", 403, signature=frame),
               # the frame, its body naming the page's own path (Drupal's /user/1: path-user)
               f"{ROOT}user/1": page(f"{ROOT}user/1", 403, signature=frozenset(
                   path.replace("body.site", "body.path-user.site", 1) for path in frame)),
               f"{ROOT}login": page(f"{ROOT}login", 403, signature=other),
               # a 403 asking for a password, in a slim frame of its own (SMF's error page)
               f"{ROOT}profile": page(f"{ROOT}profile", 403, signature=other, login_form=True)}
    kept, set_aside = site.verdicts(Evidence(records, NOT_FOUND))
    assert set_aside == {"/team": "login_wall", "/user/1": "login_wall", "/profile": "login_wall"}
    assert kept["/login"].refused and not kept["/team"].refused


def test_views_of_a_page_and_the_home_page_at_a_gone_address_are_copies():
    """A forum topic's posts (``/t/<slug>/<id>/<n>``) all name the topic as their canonical:
    several pages naming one, but each a view of it by its address (or a docs page's older
    version, or a page showing the target's own layout). A page naming the home page
    is a copy only when it is the home page, its title and layout: a site answering a gone
    address with its home page; a page of its own naming the home page is no evidence."""
    site = sampler()
    topic = f"{ROOT}t/welcome/110"
    views = [f"{topic}/{n}" for n in (2, 3)]
    for url in [topic, *views, *(f"{ROOT}t/other-topic/{n}" for n in range(111, 115))]:
        site.add(url)
    home = page(ROOT, title="Café – Home", layout="home")
    records = [home, page(topic), *(page(url, canonical=topic) for url in views),
               page(f"{ROOT}products/3", title="Café – Home", layout="home", canonical=ROOT),
               page(f"{ROOT}products/4", title="Product 4 – Café", canonical=ROOT),
               page(f"{ROOT}products/5", title="Café – Home", layout="home")]
    # A docs page's two older versions name the current one's; a forum's comment links show
    # the article they belong to, its layout, and name it.
    current, older = f"{ROOT}docs/7.2/join.html", [f"{ROOT}docs/7.0/join.html", f"{ROOT}docs/7.1/join.html"]
    article, comments = f"{ROOT}posts/story-number-3", [f"{ROOT}comment/{n}" for n in (5, 6)]
    for url in [current, *older, *comments, *(f"{ROOT}comment/{n}" for n in range(7, 12))]:
        site.add(url)
    records += [*(page(url, canonical=current) for url in older),
                page(article, layout="article"), *(page(url, layout="article", canonical=article) for url in comments),
                # a theme naming the section's page from every post: pages of their own titles
                page(f"{ROOT}posts/story-number-20", title="Blog", layout="blog"),
                *(page(f"{ROOT}posts/story-number-{n}", title=f"Post {n}", layout="blog",
                       canonical=f"{ROOT}posts/story-number-20") for n in (21, 22))]
    for seed in range(3):
        random.Random(seed).shuffle(records)
        _, set_aside = site.verdicts(Evidence({r.url: r for r in records}, NOT_FOUND))
        assert {key for key, reason in set_aside.items() if reason == "duplicate"} == \
            {site.scope.normalize(url).key for url in [*views, f"{ROOT}products/3", *older, *comments]}


def test_dead_picks_are_replaced_by_the_next_pages_of_their_templates():
    site = sampler()
    before = site.sample()
    repeating = {cluster.template for cluster in before.clusters if cluster.repeating}
    first = {}
    for pick in before.picks:
        if pick.template in repeating:
            first.setdefault(pick.template, pick.url)
    dead = set(first.values())  # one pick a template: two dead pages and none live presume it dead
    evidence = Evidence({url: page(url, 404) for url in dead}, NOT_FOUND)
    after = site.sample(evidence=evidence)
    assert not {pick.url for pick in after.picks} & dead
    templates = lambda result, kind: sorted(pick.template for pick in result.picks if pick.sample == kind)  # noqa: E731
    assert [template for template in templates(after, "structured") if template in repeating] == \
        [template for template in templates(before, "structured") if template in repeating]
    assert sorted(url for _, url in after.set_aside) == sorted(dead)
    assert after.stats["set_aside_not_found"] == len(dead)


def test_probed_rows_carry_what_the_probe_saw_and_others_stay_empty():
    site = sampler()
    first, second = site.sample().picks[:2]
    evidence = Evidence({first.url: page(first.url, title="Welcome", lang="en", layout="home")})
    picks = site.sample(evidence=evidence).picks
    assert (picks[0].status, picks[0].title, picks[0].lang, picks[0].layout, picks[0].final_url) == \
        (200, "Welcome", "en", "home", "")
    assert (picks[1].url, picks[1].status, picks[1].title, picks[1].layout) == (second.url, None, "", "")


def test_a_row_names_the_spelling_of_its_page_that_was_fetched():
    """A sitemap lists a thread at ``/t/1//`` (a static host answers it with 404); the link
    crawl fetched it at ``/t/1/``, one page key: the row names the address verified, and a page
    whose fetch redirected names where it ended, with no ``final_url`` left to say."""
    site = SiteSampler(ROOT, budget=3, random_share=0)
    site.add(ROOT)
    site.add(f"{ROOT}t/1//")
    site.add(f"{ROOT}guide")
    evidence = Evidence({f"{ROOT}t/1/": page(f"{ROOT}t/1/", title="A thread"),
                         f"{ROOT}guide/": page(f"{ROOT}guide/", final_url=f"{ROOT}guide")})
    rows = {pick.url: pick for pick in site.sample(evidence=evidence).picks}
    assert set(rows) == {ROOT, f"{ROOT}t/1/", f"{ROOT}guide"}
    assert (rows[f"{ROOT}t/1/"].status, rows[f"{ROOT}t/1/"].title) == (200, "A thread")
    assert rows[f"{ROOT}guide"].final_url == ""
    unfetched = {pick.url for pick in site.sample(evidence=Evidence()).picks}
    assert unfetched == {ROOT, f"{ROOT}t/1//", f"{ROOT}guide"}


def test_the_sample_does_not_depend_on_the_order_evidence_arrived_in():
    site = sampler()
    urls = sorted({pick.url for pick in site.sample().picks} | {f"{ROOT}posts/story-number-{n}" for n in range(10)})
    records = [page(url, 404 if n % 3 == 0 else 200) for n, url in enumerate(urls)]
    results = set()
    for seed in range(5):
        random.Random(seed).shuffle(records)
        result = sampler().sample(evidence=Evidence({r.url: r for r in records}))
        results.add((tuple(result.picks), tuple(result.set_aside)))
    assert len(results) == 1


def test_no_evidence_is_the_url_only_sample():
    assert sampler().sample(evidence=Evidence()) == sampler().sample()


def test_the_probe_plan_is_the_sample_then_evidence_keeping_a_sample_back():
    site = sampler()
    picks = [pick.url for pick in site.sample().picks]
    plan = site.probe_plan(None, Evidence(), 100)
    assert plan[: len(picks)] == picks
    assert len(plan) > len(picks) and len(set(plan)) == len(plan)
    evidence_pages = plan[len(picks):]
    # Each template's layout, then the alternates: a template with spare pages shows its own next pages.
    assert any("/posts/" in url for url in evidence_pages) and any("/products/" in url for url in evidence_pages)
    for limit in (0, 1, 3, len(picks)):
        assert site.probe_plan(None, Evidence(), limit) == picks[:limit]
    # As many pages as the sample has rows are kept back for the rows the answers bring.
    assert site.probe_plan(None, Evidence(), 2 * len(picks)) == picks
    assert site.probe_plan(None, Evidence(), 2 * len(picks) + 2) == plan[: len(picks) + 2]
    # Once probed (or tried), a page is not planned again; a dead pick's stand-in is.
    evidence = Evidence({url: page(url, 404 if n == 1 else 200) for n, url in enumerate(plan)})
    again = site.probe_plan(None, evidence, 100, frozenset(plan))
    assert again and not set(again) & set(plan)
    assert site.probe_plan(None, Evidence(), 100, frozenset(plan)) == []


SECTIONS = ["archive", "legacy", "old", "news", "events", "recipes", "stories", "guides", "people", "places", "reviews"]
DEAD_SECTIONS = {"archive", "legacy", "old"}


@pytest.mark.parametrize("seed", range(3))
def test_every_row_of_the_final_sample_was_fetched(seed):
    """Rounds of probes as the crawl runs them, ``verify`` three times the budget, on a site
    of many sections: the three largest are dead (an old tree the sitemap still lists), so
    once two fetched pages of each say so they are presumed dead, never planned again, and
    their slots go to sections no row and no alternate was in. The pages kept back fetch
    those rows: no row of the final sample is unverified, whatever order the answers came in."""
    site = SiteSampler(ROOT, budget=6, random_share=0.1)
    site.add(ROOT)
    for name in SECTIONS:
        for n in range(9 if name in DEAD_SECTIONS else 4):
            site.add(f"{ROOT}{name}/{name}-entry-{n}", source=f"{ROOT}sitemap-{name}.xml")
    records = probe_rounds(site, lambda url: page(url, 404 if url[len(ROOT):].split("/")[0] in DEAD_SECTIONS else 200),
                           18, seed, NOT_FOUND)
    result = site.sample(evidence=Evidence(records, NOT_FOUND))
    assert result.presumed_dead
    assert all(pick.url in records and pick.status == 200 for pick in result.picks), \
        [pick.url for pick in result.picks if pick.url not in records]


def test_documents_are_never_probed():
    site = sampler()
    site.add(f"{ROOT}files/report.pdf")
    assert any(pick.reason == "document" for pick in site.sample().picks)
    assert not any(url.endswith(".pdf") for url in site.probe_plan(None, Evidence(), 100))


@pytest.mark.parametrize("value", ["-1", "many", "1.5", "10001"])
def test_a_bad_verify_is_one_line(value):
    with pytest.raises(ValueError, match="^verify must be a whole number of pages from 0 to 10000"):
        parse_arguments("https://e.example/", verify=value)


def test_verify_defaults_to_a_share_of_the_budget():
    assert parse_arguments("https://e.example/", budget="20").verify == default_verify(20) == 60
    assert parse_arguments("https://e.example/", budget="4").verify == 12
    assert parse_arguments("https://e.example/", verify="0").verify == 0


def test_each_template_says_which_layouts_its_fetched_pages_showed():
    site = sampler()
    posts = [url for url in site.probe_plan(None, Evidence(), 100) if "/posts/" in url][:5]
    layouts = ["frame", "frame", "legacy", "legacy", "frame"]
    records = {url: page(url, layout=layout) for url, layout in zip(posts, layouts)}
    records[posts[4]] = page(posts[4], 404, layout="frame")  # set aside: no evidence of a layout
    clusters = {cluster.template: cluster for cluster in site.sample(evidence=Evidence(records)).clusters}
    assert clusters["/posts/{slug}"].layouts == (("frame", 2), ("legacy", 2))
    assert clusters["/products/{n}"].layouts == ()


def test_variants_of_one_frame_show_as_one_layout_in_the_summary_and_the_feed():
    """A page showing a banner the others do not is a variant of their frame: within its
    template the outputs name its layout by the most common id, as splits read it."""
    from sitesampler.core.layout import layout_id

    frame = frozenset(f"body>div.part-{n}" for n in "abcdefghij") | {"body"}
    banner = frame | {"body>div.banner"}
    legacy = frozenset(f"body>table.old-{n}" for n in "abcdefghij") | {"body"}
    site = sampler()
    posts = [url for url in site.probe_plan(None, Evidence(), 100) if "/posts/" in url][:5]
    signatures = [frame, frame, banner, legacy, legacy]
    records = {url: page(url, layout=layout_id(signature), signature=signature)
               for url, signature in zip(posts, signatures)}
    result = site.sample(evidence=Evidence(records))
    posts_template = next(cluster for cluster in result.clusters if cluster.template == "/posts/{slug}")
    assert posts_template.layouts == ((layout_id(frame), 3), (layout_id(legacy), 2))
    shown = {pick.url: pick.layout for pick in result.picks if pick.url in records}
    assert shown and all(layout in (layout_id(frame), layout_id(legacy)) for layout in shown.values())
    # The banner page's own row would say the frame's id too.
    keys = {site.scope.normalize(url).key: url for url in posts}
    by_url = {keys[key]: layout for key, layout in shown_layouts(site.clusters(), {
        site.scope.normalize(url).key: record for url, record in records.items()}, {}).items() if key in keys}
    assert by_url[posts[2]] == layout_id(frame) != layout_id(banner)


def test_a_password_form_on_every_page_is_chrome_not_a_login_wall():
    """A shop's sign-in drawer puts a password form outside the header on every page, the home
    page included: no page is a login wall for it. Without it on the home page, a page whose
    content asks for a password still is one."""
    site = sampler()
    urls = [pick.url for pick in site.sample().picks]
    posts = [url for url in urls if "/posts/" in url]
    everywhere = Evidence({url: page(url, login_form=True) for url in urls}, NOT_FOUND)
    assert site.sample(evidence=everywhere).set_aside == []
    one_wall = Evidence({**{url: page(url) for url in urls}, posts[0]: page(posts[0], login_form=True)}, NOT_FOUND)
    assert site.sample(evidence=one_wall).set_aside == [("login_wall", posts[0])]


@pytest.mark.parametrize("answer", [{"status": 401}, {"status": 503},
                                    {"final_url": f"{ROOT}login"}, {"final_url": f"{ROOT}consent"}],
                         ids=["401", "503", "to-login", "to-consent"])
def test_what_the_home_page_gets_too_is_the_sites_answer_to_the_crawler(answer):
    """A sign-in over the whole site (401, or every page sent to the login page), a consent
    wall every page is sent to, a server that is down: the home page answers as every page does, so no page is set aside for
    it; the sample stays the URL-only sample, its rows not verified (their status and final URL
    shown, nothing of the challenge or login page), the login page itself a page. With the home
    page answering, the same answer on a page sets that page aside."""
    site = sampler(budget=10)
    urls = [pick.url for pick in site.sample().picks]
    login = f"{ROOT}login"
    assert login in urls, "the test site must sample its login page"
    walled = site.sample(evidence=Evidence({url: page(url, login_form=True) if url == login else
                                            page(url, title="Just a moment...", layout="wall", **answer)
                                            for url in urls}, NOT_FOUND))
    assert walled.set_aside == [] and [pick.url for pick in walled.picks] == urls
    assert [url for url, _, _ in walled.refused] == [url for url in urls if url != login]
    assert {(pick.status, pick.final_url, pick.title, pick.layout) for pick in walled.picks if pick.url != login} \
        == {(answer.get("status", 200), answer.get("final_url", ""), "", "")}
    assert walled.stats["pages_refused"] == len(urls) - 1
    post = next(url for url in urls if "/posts/" in url)
    one = site.sample(evidence=Evidence({**{url: page(url) for url in urls}, post: page(post, **answer)}, NOT_FOUND))
    assert [url for _, url in one.set_aside] == [post] and one.refused == []


def test_what_the_home_page_alone_gets_is_its_own_verdict():
    """A home page that alone redirects to a page found in its own right is judged as any
    page: the site's answer to the crawler is one the home page shares with other pages. One
    that alone errs (a 503 of its cache in trouble) stays the home page's row, not verified:
    WCAG-EM always samples the home page, and a week later it answers again."""
    site = sampler()
    urls = [pick.url for pick in site.sample().picks]
    moved = site.sample(evidence=Evidence({**{url: page(url) for url in urls},
                                           ROOT: page(ROOT, final_url=f"{ROOT}about")}, NOT_FOUND))
    assert [url for _, url in moved.set_aside] == [ROOT] and moved.refused == []
    failing = site.sample(evidence=Evidence({**{url: page(url) for url in urls}, ROOT: page(ROOT, 503)}, NOT_FOUND))
    assert failing.set_aside == [] and failing.picks[0].url == ROOT and failing.picks[0].status == 503


def fronts() -> SiteSampler:
    """A bilingual site whose address only refreshes to its Italian front page; its front pages
    in both languages, listed, share one template."""
    site = SiteSampler(ROOT, budget=6, random_share=0)
    for url in (ROOT, f"{ROOT}it/front/", f"{ROOT}en/front/", f"{ROOT}events/front/", f"{ROOT}?attachment_id=7",
                *(f"{ROOT}it/talks/talk-{n}/" for n in range(12))):
        site.add(url)
    return site


def test_the_page_the_home_page_sends_visitors_to_is_the_home_page():
    """``/`` refreshes to ``/it/front/``, and so do an old address and the home page's own
    path with a query (a static host serves it the same file): two pages sharing the home
    page's answer, but neither is another page answering as every page does, so the site is
    not walled. The home page is set aside, and the Italian front page stands for it: the
    home page's row, taken out of its template, with what its probe saw."""
    site = fronts()
    front = f"{ROOT}it/front/"
    records = {url: page(url) for url in (front, f"{ROOT}en/front/", *(f"{ROOT}it/talks/talk-{n}/" for n in range(4)))}
    records.update({url: page(url, title="", layout="stub", refresh=front)
                    for url in (ROOT, f"{ROOT}events/front/", f"{ROOT}?attachment_id=7")})
    shuffled = list(records.items())
    random.Random(3).shuffle(shuffled)
    for evidence in (Evidence(records, NOT_FOUND), Evidence(dict(shuffled), NOT_FOUND)):
        result = site.sample(evidence=evidence)
        assert result.refused == []
        assert {url for _, url in result.set_aside} >= {ROOT, f"{ROOT}events/front/"}
        [home] = [pick for pick in result.picks if pick.reason == "home"]
        assert (home.url, home.page_type, home.status, home.final_url, home.title) == (front, "home", 200, "", "A post")
        assert home.note == f"the site's address {ROOT} sends visitors here"
        assert [pick.url for pick in result.picks].count(front) == 1
        assert ROOT not in {pick.url for pick in result.picks}
    # Before it is fetched, the address is the home page's row, as in URL-only mode.
    assert fronts().sample().picks[0].url == ROOT


def test_a_page_showing_its_canonical_pages_bytes_is_a_copy_whatever_else_names_it():
    """Plone answers ``/<page>/view`` with the page's very bytes and names the page as its
    canonical; the page's ``sendto_form`` names it too, a form of its own title. Two pages
    naming one are no copies by that alone, but the one showing the page itself is. Its
    layout's id differs from the page's, as a layout leaves out the name the address gives."""
    site = sampler()
    post = f"{ROOT}posts/story-number-3"
    view, form = f"{post}/view", f"{post}/sendto_form"
    for url in (view, form):
        site.add(url)
    records = [page(post, digest="b0d1", layout="post-a", canonical=post),
               page(view, digest="b0d1", layout="post-b", canonical=post),
               page(form, title="Send this page", layout="form", digest="f0e1", canonical=post)]
    for seed in range(3):
        random.Random(seed).shuffle(records)
        _, set_aside = site.verdicts(Evidence({r.url: r for r in records}, NOT_FOUND))
        assert set_aside == {"/posts/story-number-3/view": "duplicate"}


def test_a_view_of_a_page_by_its_address_is_a_copy_whatever_else_names_the_page():
    """TYPO3 answers ``/about/?type=98`` with the page's print view, naming the page as its
    canonical; the page's English translation names it too. Two pages naming one are no
    copies by that alone, but the page's own address with a query is a view of it."""
    site = sampler()
    about, print_view, english = f"{ROOT}about", f"{ROOT}about?type=98", f"{ROOT}en/about"
    for url in (print_view, english):
        site.add(url)
    records = [page(about, canonical=about), page(print_view, layout="print", canonical=about),
               page(english, title="About us", lang="en", canonical=about)]
    for seed in range(3):
        random.Random(seed).shuffle(records)
        _, set_aside = site.verdicts(Evidence({r.url: r for r in records}, NOT_FOUND))
        assert set_aside == {"/about?type=98": "duplicate"}


def test_the_page_the_home_page_names_as_its_canonical_is_the_home_page():
    """Liferay answers ``/`` with the home page and names ``/web/guest/home`` as its canonical,
    where it answers the same page in a slightly other frame: on the site's own word, with the
    home page's title, it is the home page, no row of its own."""
    site = sampler()
    named = f"{ROOT}web/guest/home"
    site.add(named)
    records = [page(ROOT, title="Home – Blog", layout="home", canonical=named),
               page(named, title="Home – Blog", layout="home-b", canonical=named),
               page(f"{ROOT}about", title="About – Blog", canonical=f"{ROOT}about")]
    for seed in range(3):
        random.Random(seed).shuffle(records)
        _, set_aside = site.verdicts(Evidence({r.url: r for r in records}, NOT_FOUND))
        assert set_aside == {"/web/guest/home": "duplicate"}


def test_the_templates_file_names_the_pages_the_sample_set_aside():
    """The templates file is written by a sampler given only the fetched pages the crawl's
    sampler keeps, while the sample judged every page it fetched: the pages it names as set
    aside are the sample's."""
    site = sampler()
    post = f"{ROOT}posts/story-number-3"
    records = {post: page(post)}
    judged = [("duplicate", post)]
    assert dict(site.page_templates(Evidence(records, NOT_FOUND)))[post] != "(set aside: duplicate)"
    assert dict(site.page_templates(Evidence(records, NOT_FOUND), judged=judged))[post] == "(set aside: duplicate)"


def test_a_landing_page_naming_its_canonical_sends_the_home_pages_row_there():
    """DokuWiki's ``/`` redirects to ``/doku.php``, which names ``/doku.php?id=start`` as its
    canonical and answers its bytes. ``/doku.php`` is the copy; ``/doku.php?id=start`` is no
    copy of it by its bytes (each had made the other a copy, and the sample had no home page),
    and it is the home page's row."""
    site = SiteSampler(ROOT, budget=6, random_share=0)
    start = f"{ROOT}doku.php?id=start"
    for url in (ROOT, f"{ROOT}doku.php", start, *(f"{ROOT}doku.php?id=page-{n}" for n in range(20))):
        site.add(url)
    home_answer = {"title": "start [Wiki]", "layout": "wiki", "digest": "d0c5", "canonical": start}
    records = {ROOT: page(ROOT, final_url=f"{ROOT}doku.php", **home_answer),
               f"{ROOT}doku.php": page(f"{ROOT}doku.php", **home_answer), start: page(start, **home_answer),
               **{url: page(url, layout="wiki", digest=f"d{n}") for n in range(4)
                  for url in [f"{ROOT}doku.php?id=page-{n}"]}}
    shuffled = list(records.items())
    random.Random(5).shuffle(shuffled)
    for evidence in (Evidence(records, NOT_FOUND), Evidence(dict(shuffled), NOT_FOUND)):
        result = site.sample(evidence=evidence)
        assert sorted(result.set_aside) == [("duplicate", f"{ROOT}doku.php"), ("redirect", ROOT)]
        [home] = [pick for pick in result.picks if pick.reason == "home"]
        assert home.url == start and home.page_type == "home"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_front_page_the_address_sends_visitors_to_leads_the_home_pages_own_template(lang):
    """``/`` sends visitors to its front page in one language (a multilingual static site's root
    refresh), and ``/``, ``/en/`` and ``/fr/`` are one template, the home page's: that front page
    is the home page, where the next page of the template stood for it, whichever it was."""
    site = SiteSampler(ROOT, budget=6, random_share=0)
    fronts = [f"{ROOT}{each}/" for each in ("en", "fr")]
    posts = [f"{ROOT}{each}/posts/p{n}/" for each in ("en", "fr") for n in range(8)]
    for url in (ROOT, *fronts, *posts):
        site.add(url)
    [home_template] = [cluster for cluster in site.clusters() if cluster.page_type == "home"]
    assert {candidate.url for candidate in home_template.candidates.candidates()} == {ROOT, *fronts}
    front = f"{ROOT}{lang}/"
    records = {url: page(url) for url in (*fronts, *posts[:3], *posts[8:11])}
    records[ROOT] = page(ROOT, title="", layout="stub", refresh=front)
    shuffled = list(records.items())
    random.Random(5).shuffle(shuffled)
    for evidence in (Evidence(records, NOT_FOUND), Evidence(dict(shuffled), NOT_FOUND)):
        result = site.sample(evidence=evidence)
        [home] = [pick for pick in result.picks if pick.reason == "home"]
        assert (home.url, home.page_type) == (front, "home")
        assert home.note == f"the site's address {ROOT} sends visitors here"
        assert ROOT in {url for _, url in result.set_aside}


def test_pages_the_site_moved_under_a_folder_live_at_their_new_address():
    """The site moved every page under a locale folder, its home page too (``/`` to ``/en/``),
    and its sitemap still lists the old addresses: a page sent to its own path under that
    folder, an address discovery never found, is that page, kept with its final URL and what
    it showed. A page sent elsewhere, or to a page found in its own right, is a redirect."""
    site = sampler(budget=10)
    urls = [pick.url for pick in site.sample().picks]
    moved = lambda url: url.replace(ROOT, f"{ROOT}en/")  # noqa: E731
    posts = [url for url in urls if "/posts/" in url]
    evidence = {url: page(url, final_url=moved(url), title="Moved in") for url in urls}
    evidence[posts[0]] = page(posts[0], final_url=f"{ROOT}en/posts/somewhere-else")
    evidence[posts[1]] = page(posts[1], final_url=f"{ROOT}posts/story-number-39")  # found: listed itself
    result = site.sample(evidence=Evidence(evidence, NOT_FOUND))
    assert sorted(url for _, url in result.set_aside) == sorted(posts[:2])
    kept = [pick for pick in result.picks if pick.url in urls and pick.url not in posts[:2]]
    assert kept and all((pick.status, pick.final_url, pick.title) == (200, moved(pick.url), "Moved in") for pick in kept)
    assert result.refused == []


@pytest.mark.parametrize("status", [403, 429])
def test_a_page_forbidden_to_the_crawler_or_slowed_down_stays_unverified(status):
    """403 is what a bot wall or a firewall answers a crawler, whatever a browser gets; 429
    asks it to slow down. Neither says anything of the page: it stays in the sample with its
    status alone, listed as refused, whether or not the home page answered."""
    site = sampler()
    urls = [pick.url for pick in site.sample().picks]
    post = next(url for url in urls if "/posts/" in url)
    result = site.sample(evidence=Evidence({**{url: page(url) for url in urls},
                                            post: page(post, status, title="Just a moment...")}, NOT_FOUND))
    assert result.set_aside == [] and [pick.url for pick in result.picks] == urls
    assert result.refused == [(post, status, "")]
    assert next((pick.status, pick.title) for pick in result.picks if pick.url == post) == (status, "")


def test_a_site_that_answers_unknown_addresses_with_a_page_has_no_not_found_page_to_match():
    """Unknown addresses redirected to the home page show the home page; an application's
    shell answers every address with the same page. Neither is a "not found" page: no page
    is a soft 404 for looking like it, the home page least of all. A "not found" page of its
    own served there still tells a soft 404."""
    site = sampler()
    urls = [pick.url for pick in site.sample().picks]
    home = page(ROOT, title="Blog – Home", layout="home")
    unknown = PageRecord(nonexistent_url(ROOT), 200, content_type=HTML, title=home.title, layout=home.layout)
    for answer in (replace(unknown, final_url=ROOT), unknown):
        result = site.sample(evidence=Evidence({url: replace(home, url=url) for url in urls}, answer))
        assert result.set_aside == [] and [(pick.url, pick.status) for pick in result.picks] == \
            [(url, 200) for url in urls]
    post = next(url for url in urls if "/posts/" in url)
    own = replace(unknown, title="Nothing here – Blog", layout="error")
    assert site.sample(evidence=Evidence({ROOT: home, post: replace(own, url=post)}, own)).set_aside == \
        [("soft_404", post)]


def test_a_site_in_a_folder_whose_not_found_page_looks_like_its_home_page_keeps_its_home_page():
    """A documentation theme gives every page one frame and titles both its home page and its
    "not found" page with the site's name alone. For a site whose address is a folder
    (``/docs/``), that home page is the one compared with the "not found" answer, as the home
    page at the root is: the answer tells no missing page from a page, and the home page is
    never set aside as a soft 404. Without a home page like it, the same answer still tells a
    page built as the "not found" page."""
    root = "https://org.example/docs/"
    pages = [f"{root}guide/step-{n}/" for n in range(12)] + [f"{root}{name}/" for name in ("about", "faq")]
    for order in range(3):
        site = SiteSampler(root, budget=6, random_share=0)
        shuffled = [root, *pages]
        random.Random(order).shuffle(shuffled)
        for url in shuffled:
            site.add(url)
        urls = [pick.url for pick in site.sample().picks]
        assert root in urls
        frame, name = "theme", "Org Docs"
        answer = PageRecord(nonexistent_url(root), 404, content_type=HTML, title=name, layout=frame)
        fetched = {url: page(url, title=name if url == root else f"{url} - {name}", layout=frame) for url in urls}
        result = site.sample(evidence=Evidence(fetched, answer))
        assert result.set_aside == [] and [pick.url for pick in result.picks] == urls
        built_as_not_found = next(url for url in urls if url != root)
        fetched[built_as_not_found] = page(built_as_not_found, title=name, layout=frame)
        fetched[root] = page(root, title="Org Docs – Home", layout="home")
        assert site.sample(evidence=Evidence(fetched, answer)).set_aside == [("soft_404", built_as_not_found)]


def test_a_template_whose_fetched_pages_were_all_dead_is_presumed_dead():
    site = sampler()
    rows = [pick.url for pick in site.sample().picks if "/products/" in pick.url]
    assert len(rows) == 2
    # Verification fetched the first two pages it plans for the products, their two rows, and
    # both were dead.
    products = [url for url in site.probe_plan(None, Evidence(), 100) if "/products/" in url]
    assert products[:2] == rows
    dead = {url: page(url, 404) for url in products[:2]}
    result = site.sample(evidence=Evidence(dead, NOT_FOUND))
    # Once verify is spent, the pages nobody fetched are not sampled either, and the summary
    # says why.
    assert not any("/products/" in pick.url for pick in result.picks)
    kept, size = next((len(cluster.candidates.candidates()), cluster.size) for cluster in site.clusters() if "products" in cluster.template)
    template = next(cluster.template for cluster in result.clusters if "products" in cluster.template)
    assert result.presumed_dead == [(template, 2, kept - 2, kept, size)]
    assert (result.stats["presumed_dead_templates"], result.stats["presumed_dead_pages"]) == (1, kept - 2)
    # The budget goes to the other templates.
    assert len(result.picks) == len(site.sample().picks)


def test_the_home_page_at_an_address_naming_it_is_a_copy_of_the_home_page():
    """An older CMS answers ``/Home.aspx`` and ``/en`` with the home page, no canonical link
    saying so: one title, one layout, one language. Both are copies, never rows; the home page
    in Japanese at ``/ja`` and an about page with the home page's layout and its own title stay
    pages."""
    site = SiteSampler(ROOT, budget=10, random_share=0)
    for path in ("", "Home.aspx", "en", "ja", "about"):
        site.add(ROOT + path)
    home = {url: page(url, title="Welcome – Blog", lang="en") for url in (ROOT, ROOT + "Home.aspx", ROOT + "en")}
    translated = page(ROOT + "ja", title="Welcome – Blog", lang="ja")  # the home page in Japanese: a page
    result = site.sample(evidence=Evidence({**home, ROOT + "ja": translated,
                                            ROOT + "about": page(ROOT + "about", title="About – Blog", lang="en")},
                                           NOT_FOUND))
    assert sorted(result.set_aside) == [("duplicate", ROOT + "Home.aspx"), ("duplicate", ROOT + "en")]
    assert sorted(pick.url for pick in result.picks) == [ROOT, ROOT + "about", ROOT + "ja"]


def test_stubs_redirecting_within_their_own_path_never_make_their_template_presumed_dead():
    """A forum's ``showthread.php?tid=N&action=lastpost`` links redirect to the thread's last
    post, ``showthread.php?tid=N&pid=M``: set aside as stubs, but evidence that the program's
    pages live. Redirecting elsewhere (a product gone to its category), the same fetches
    presume the template dead."""
    site = sampler()
    products = [url for url in site.probe_plan(None, Evidence(), 100) if "/products/" in url]
    within = {url: PageRecord(url, 200, final_url=url + "?variant=1", content_type="text/html", title="Product")
              for url in products[:2]}
    away = {url: PageRecord(url, 200, final_url=ROOT + "categories/shoes", content_type="text/html", title="Shoes")
            for url in products[:2]}
    for records, dead in ((within, False), (away, True)):
        result = site.sample(evidence=Evidence(records, NOT_FOUND))
        assert {(reason, url) for reason, url in result.set_aside if url in products[:2]} == \
            {("redirect", url) for url in products[:2]}
        assert bool(result.presumed_dead) is dead


def test_a_front_controllers_stubs_sending_to_another_item_presume_their_template_dead():
    """A forum answers every page at ``index.php``: its ``index.php?msg=N`` stubs send to the
    topic holding the post, ``index.php?topic=T.msgN``. The same path, but another template's
    page: the stubs' template is presumed dead. A stub keeping its own item's parameter (the
    ``index.php?topic=3.0&action=last`` to ``index.php?topic=3.0&start=15``) is not."""
    site = SiteSampler(ROOT, budget=6, random_share=0)
    site.add(ROOT)
    for n in range(30):
        site.add(f"{ROOT}index.php?topic={n}.0")
        site.add(f"{ROOT}index.php?msg={700 + n}")
    stubs = [url for url in site.probe_plan(None, Evidence(), 100) if "msg=" in url][:2]
    assert len(stubs) == 2
    records = {url: PageRecord(url, 200, final_url=f"{ROOT}index.php?topic=4.{url.rpartition('=')[2]}",
                               content_type=HTML, title="Topic") for url in stubs}
    result = site.sample(evidence=Evidence(records, NOT_FOUND))
    assert {(reason, url) for reason, url in result.set_aside} == {("redirect", url) for url in stubs}
    assert [entry[1] for entry in result.presumed_dead] == [2]
    assert not any("msg=" in pick.url for pick in result.picks)
    assert moved_within(PageRecord(f"{ROOT}index.php?topic=3.0&action=last", 200, final_url=f"{ROOT}index.php?topic=3.0&start=15"),
                        "/index.php?action=last&topic=3.0")


def test_while_verify_lasts_a_dead_rows_stand_in_is_tried_before_its_template_is_presumed_dead():
    """A template given two rows whose two picks were both dead has had no stand-in tried: a
    shop's two best-ranked products gone from its catalogue say little of the rest. The next
    pages verification plans are their stand-ins; if they are pages, they are the rows."""
    site = sampler()
    products = [url for url in site.probe_plan(None, Evidence(), 100) if "/products/" in url]
    dead = {url: page(url, 404) for url in products[:2]}
    planned = [url for url in site.probe_plan(None, Evidence(dead, NOT_FOUND), 100) if "/products/" in url]
    stand_ins = planned[:2]
    assert len(stand_ins) == 2 and not set(stand_ins) & set(dead)
    live = site.sample(evidence=Evidence({**dead, **{url: page(url) for url in stand_ins}}, NOT_FOUND))
    assert live.presumed_dead == [] and sorted(pick.url for pick in live.picks if "/products/" in pick.url) == sorted(stand_ins)
    # The stand-ins dead too: no product is planned any more, and none is sampled.
    dead.update({url: page(url, 404) for url in stand_ins})
    assert not [url for url in site.probe_plan(None, Evidence(dead, NOT_FOUND), 100) if "/products/" in url]
    gone = site.sample(evidence=Evidence(dead, NOT_FOUND))
    assert [entry[:2] for entry in gone.presumed_dead] == [(next(c.template for c in gone.clusters if "products" in c.template), 4)]
    assert not any("/products/" in pick.url for pick in gone.picks)


def test_one_live_page_one_dead_page_or_errors_presume_nothing():
    site = sampler()
    products = [url for url in site.probe_plan(None, Evidence(), 100) if "/products/" in url]
    records = {url: page(url, 404) for url in products[:3]}
    records[products[3]] = page(products[3])
    refused = {url: page(url, status) for url, status in zip(products, (403, 503, 0))}  # says nothing of the rest
    for evidence in (Evidence(records, NOT_FOUND), Evidence({products[0]: page(products[0], 404)}, NOT_FOUND),
                     Evidence({}, NOT_FOUND), Evidence(refused, NOT_FOUND)):
        result = site.sample(evidence=evidence)
        assert result.presumed_dead == [] and "presumed_dead_pages" not in result.stats
        assert any("/products/" in pick.url and pick.status in (None, 200) for pick in result.picks)


DOCS = "https://docs.example/"
NAMES = ("alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliet", "kilo",
         "lima", "mike", "november", "oscar", "papa", "quebec", "romeo", "sierra", "tango", "uniform", "victor",
         "whiskey", "xray", "yankee", "zulu")
LIVE_DOCS = [f"{DOCS}guide/{name}-setup.html" for name in NAMES[:14]]
MOVED_DOCS = [f"{DOCS}guide/{name}-setup.html" for name in NAMES[14:]]


def docs(keep_all: bool = False) -> SiteSampler:
    """A docs site that moved twelve of its guide pages and left redirect stubs at their old
    addresses, still in its sitemap; its pages' navigation links every live guide."""
    site = SiteSampler(DOCS, budget=6, random_share=0, keep_all=keep_all)
    for url in [DOCS, *LIVE_DOCS, *MOVED_DOCS]:
        site.add(url)
    return site


def docs_evidence(live: list[str], moved: list[str], links: list[str] = LIVE_DOCS) -> Evidence:
    records = {url: page(url, links=(DOCS, *links)) for url in live}
    records.update({url: page(url, final_url=LIVE_DOCS[0]) for url in moved})
    return Evidence(records, NOT_FOUND)


def test_pages_nothing_links_to_are_presumed_let_go_where_the_fetched_pages_split_so():
    """Two fetched guides were redirect stubs and nothing links to them; three were pages and
    each is linked by another. The guides nobody fetched that nothing links to are presumed
    stubs too: never sampled, named so in the templates file, and said in the summary."""
    kept = [candidate.url for cluster in docs().clusters() if cluster.repeating for candidate in cluster.candidates.candidates()]
    live, moved = [url for url in kept if url in LIVE_DOCS], [url for url in kept if url in MOVED_DOCS]
    evidence = docs_evidence(live[:3], moved[:2])
    result = docs().sample(evidence=evidence)
    template = next(cluster.template for cluster in result.clusters if cluster.repeating)
    presumed = moved[2:]
    assert presumed and result.presumed_unlinked == [(template, "redirect", 2, 3, len(presumed), len(kept),
                                                      len(LIVE_DOCS + MOVED_DOCS))]
    assert result.stats["presumed_unlinked_pages"] == len(presumed)
    evidence_counts = [result.stats[f"links_{name}"] for name in ("let_go", "let_go_unlinked", "pages", "pages_linked")]
    assert evidence_counts == [2, 2, 3, 3]
    assert not {pick.url for pick in result.picks} & set(MOVED_DOCS)
    listed = dict(docs(keep_all=True).page_templates(evidence))
    assert {url: listed[url] for url in MOVED_DOCS} == {
        **dict.fromkeys(MOVED_DOCS, "(presumed: redirect)"), **dict.fromkeys(moved[:2], "(set aside: redirect)")}
    assert {listed[url] for url in LIVE_DOCS} == {template}  # linked: pages, fetched or not
    # Whatever order the pages were fetched in.
    shuffled = list(evidence.records.items())
    random.Random(7).shuffle(shuffled)
    assert docs().sample(evidence=Evidence(dict(shuffled), NOT_FOUND)).presumed_unlinked == result.presumed_unlinked


@pytest.mark.parametrize("evidence", [
    docs_evidence(LIVE_DOCS[:3], MOVED_DOCS[:1]),  # one stub: no pattern
    docs_evidence(LIVE_DOCS[:1], MOVED_DOCS[:2]),  # one page: no pattern
    docs_evidence(LIVE_DOCS[:3], MOVED_DOCS[:2], links=LIVE_DOCS[:2]),  # a fetched page nothing links to
    docs_evidence(LIVE_DOCS[:3], MOVED_DOCS[:2], links=[*LIVE_DOCS, MOVED_DOCS[0]]),  # a stub still linked
    docs_evidence(LIVE_DOCS[:6], MOVED_DOCS[:6], links=[*LIVE_DOCS[:4], *MOVED_DOCS[:3]]),  # links split at random
    docs_evidence(LIVE_DOCS[:3], [], links=LIVE_DOCS[:6]),  # no stub fetched
], ids=["one-stub", "one-page", "page-unlinked", "stub-linked", "random", "no-stub"])
def test_links_presume_nothing_where_the_fetched_pages_do_not_split_by_them(evidence):
    """Each case differs from the control (three guides and two stubs fetched, every guide
    linked, no stub), which presumes the stubs nobody fetched, in what its comment names."""
    assert docs(keep_all=True).sample(evidence=docs_evidence(LIVE_DOCS[:3], MOVED_DOCS[:2])).presumed_unlinked
    result = docs(keep_all=True).sample(evidence=evidence)
    assert result.presumed_unlinked == [] and "presumed_unlinked_pages" not in result.stats
    assert not any(name.startswith("links_") for name in result.stats)
    listed = dict(docs(keep_all=True).page_templates(evidence))
    assert not any(template.startswith("(presumed") for template in listed.values())


def test_one_orphan_page_and_one_stub_still_linked_do_not_undo_the_evidence_of_many():
    """Twelve fetched guides, eleven linked and one an orphan; eleven stubs, ten unlinked and
    one (a changelog) still linked: the links agree with the verdicts nine times in ten. The
    stub nobody fetched is presumed one; the guides nobody fetched are linked, and stay."""
    links = [*LIVE_DOCS[1:], MOVED_DOCS[0]]
    evidence = docs_evidence(LIVE_DOCS[:12], MOVED_DOCS[:11], links=links)
    listed = dict(docs(keep_all=True).page_templates(evidence))
    assert listed[MOVED_DOCS[11]] == "(presumed: redirect)"
    assert {listed[url] for url in LIVE_DOCS} == {"/guide/{slug}.html"}
    # One more stub still linked, and the links no longer say enough.
    evidence = docs_evidence(LIVE_DOCS[:12], MOVED_DOCS[:11], links=[*links, MOVED_DOCS[1]])
    assert dict(docs(keep_all=True).page_templates(evidence))[MOVED_DOCS[11]] == "/guide/{slug}.html"


def test_where_the_links_decide_a_template_presumed_dead_leaves_its_pages_to_them():
    """Both fetched pages of the legacy folder were stubs, so the folder is presumed dead; but
    the links decide its pages nobody fetched: the one a guide links to stays a page to sample,
    the others are presumed stubs for nothing linking to them, and the summary lists them once."""
    legacy = [f"{DOCS}legacy/{name}-notes.html" for name in NAMES[:6]]
    site = docs()
    for url in legacy:
        site.add(url)
    kept = [candidate.url for cluster in site.clusters() if cluster.repeating for candidate in cluster.candidates.candidates()]
    live, moved = [url for url in kept if url in LIVE_DOCS], [url for url in kept if url in MOVED_DOCS]
    evidence = docs_evidence(live[:3], [*moved[:2], *legacy[:2]], links=[*LIVE_DOCS, legacy[2]])
    result = site.sample(evidence=evidence)
    assert result.presumed_dead == []
    by_template = {template: left_out for template, _, _, _, left_out, _, _ in result.presumed_unlinked}
    legacy_template = next(cluster.template for cluster in result.clusters if "legacy" in cluster.template)
    assert by_template[legacy_template] == 3  # legacy[3:]; legacy[2] is linked
    assert not {pick.url for pick in result.picks} & {*legacy[:2], *legacy[3:]}
    assert legacy[2] in site.probe_plan(None, evidence, 10)  # the legacy folder's next row, to verify


def test_the_page_the_address_sends_visitors_to_is_the_home_page_though_no_template_holds_it():
    """``/`` redirects to ``/wiki/Main_Page``, which no template of the pages found holds (a
    link crawl met the wiki's tools and talk pages, the main page only as the address's
    target): the sample still has a home page, that page, not no home page at all."""
    site = SiteSampler(ROOT, budget=6, random_share=0)
    main = f"{ROOT}wiki/Main_Page"
    for url in (ROOT, *(f"{ROOT}talk/topic-{n}" for n in range(12))):
        site.add(url)
    records = {ROOT: page(ROOT, final_url=main, title="Main Page - Wiki"),
               **{url: page(url) for url in (f"{ROOT}talk/topic-{n}" for n in range(3))}}
    result = site.sample(evidence=Evidence(records, NOT_FOUND))
    [home] = [pick for pick in result.picks if pick.reason == "home"]
    assert (home.url, home.page_type) == (main, "home")
    assert home.note == f"the site's address {ROOT} sends visitors here"


def test_the_home_page_a_large_template_holds_is_the_home_page_though_its_template_kept_others():
    """``/`` redirects to ``/wiki/Main_Page``, a page among a wiki's hundreds of articles at
    ``/wiki/<title>``: their template keeps only the pages a sample may need, which need not
    be that one. The page the address sends visitors to is still the home page's row."""
    site = SiteSampler(ROOT, budget=6, random_share=0)
    main = f"{ROOT}wiki/Main_Page"
    articles = [f"{ROOT}wiki/Article_{n}" for n in range(3000)]
    for url in (ROOT, *articles, main):
        site.add(url)
    [wiki] = [cluster for cluster in site.clusters() if cluster.template != "/"]
    assert main not in {candidate.url for candidate in wiki.candidates.candidates()}  # what this test is about
    records = {url: page(url) for url in (main, *articles[:8])}
    records[ROOT] = page(ROOT, final_url=main)
    shuffled = list(records.items())
    random.Random(7).shuffle(shuffled)
    for evidence in (Evidence(records, NOT_FOUND), Evidence(dict(shuffled), NOT_FOUND)):
        result = site.sample(evidence=evidence)
        [home] = [pick for pick in result.picks if pick.reason == "home"]
        assert (home.url, home.page_type, home.template) == (main, "home", "/wiki/Main_Page")
        assert home.note == f"the site's address {ROOT} sends visitors here"
        assert [pick.url for pick in result.picks].count(main) == 1
        [articles_template] = [summary for summary in result.clusters if summary.template == "/wiki/{slug}"]
        assert articles_template.size == 3000


def test_a_topic_asked_for_by_a_posts_permalink_is_a_copy_of_the_topic():
    """A forum answers a post's permalink (``viewtopic.php?pid=510``) with its topic's page,
    byte for byte (``viewtopic.php?id=5``): the permalinks were a template of their own and
    took three rows. The same bytes at the same parameter names (two empty forums) stay pages."""
    site = SiteSampler(ROOT, budget=10, random_share=0)
    topics = [f"{ROOT}viewtopic.php?id={n}" for n in range(5, 15)]
    permalinks = [f"{ROOT}viewtopic.php?pid={n}0" for n in range(5, 15)]
    forums = [f"{ROOT}viewforum.php?id={n}" for n in (1, 2)]
    for url in (ROOT, *topics, *permalinks, *forums):
        site.add(url)
    records = {ROOT: page(ROOT, layout="home", digest="h0"),
               **{url: page(url, layout="topic", digest=f"t{n}") for n, url in enumerate(topics[:3])},
               **{url: page(url, layout="topic", digest=f"t{n}") for n, url in enumerate(permalinks[:3])},
               **{url: page(url, layout="forum", digest="empty") for url in forums}}
    shuffled = list(records.items())
    random.Random(3).shuffle(shuffled)
    for evidence in (Evidence(records, NOT_FOUND), Evidence(dict(shuffled), NOT_FOUND)):
        _, set_aside = site.verdicts(evidence)
        assert sorted(set_aside.items()) == sorted((site.scope.normalize(url).key, "duplicate")
                                                   for url in permalinks[:3])
