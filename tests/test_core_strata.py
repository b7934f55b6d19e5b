"""WCAG-EM 2.0's strata around the template allocation: documents, complete processes, the
user's extra pages, pages needing access, technologies, and the Step 4.3 flag."""

from __future__ import annotations

import random

import pytest

from sitesampler.core import CLUSTERERS, Evidence, PageRecord, SiteSampler
from sitesampler.core.exploration import BEHIND_LOGIN, ROBOTS_DISALLOWED, Exploration, UrlFilter
from sitesampler.core.pages import nonexistent_url
from sitesampler.core.pagetypes import page_type
from sitesampler.core.processes import PURCHASE, SIGN_UP, process_step
from sitesampler.core.strata import STEP_4_3, process_bound
from sitesampler.core.technologies import detect, relied_upon

from .core_sites import ROOT, worked_example

CHECKOUT = ["cart", "checkout", "checkout/shipping", "checkout/payment", "checkout/confirm"]
DOCUMENTS = ["docs/annual-report.pdf", "docs/plan.pdf", "docs/form.docx", "forms/budget.xlsx"]


def sample(urls, budget=20, exploration=None, clusterer="learned", seed=0, **settings):
    """The sample of ``urls`` given in a shuffled order (results must not depend on it)."""
    urls = list(urls)
    random.Random(seed).shuffle(urls)
    sampler = SiteSampler(ROOT, budget=budget, clusterer=clusterer, **settings)
    for url in urls:
        sampler.add(url)
    return sampler.sample(exploration)


def shop(*extra_paths):
    return worked_example() + [ROOT + path for path in (*CHECKOUT, *DOCUMENTS, *extra_paths)]


@pytest.mark.parametrize(("path", "expected"), [
    ("accessibility", "accessibility-statement"),
    ("accessibility-statement", "accessibility-statement"),
    ("toegankelijkheid", "accessibility-statement"),
    ("erklaerung-zur-barrierefreiheit", "accessibility-statement"),
    ("웹접근성", "accessibility-statement"),
    ("アクセシビリティ方針", "accessibility-statement"),
    ("accessibility-policy", "accessibility-statement"),
    ("accessibility-testing-tools", "content"),
    ("accessibility-info", "accessibility-statement"),
    ("web-accessibility", "accessibility-statement"),
    ("payment-gateway", "content"),
    ("my-account", "account"),
    ("account", "account"),
    ("account/login", "login"),
    ("konto", "account"),
    ("마이페이지", "account"),
    ("checkout/payment", "payment"),
    ("결제", "payment"),
    ("blog/how-we-pay-our-suppliers-fairly", "content"),
])
def test_accessibility_statement_and_high_risk_page_types(path, expected):
    assert page_type(tuple(path.split("/"))) == expected


@pytest.mark.parametrize(("key", "expected"), [
    ("/cart", (PURCHASE, 1)),
    ("/checkout", (PURCHASE, 2)),
    ("/checkout/payment", (PURCHASE, 4)),
    ("/checkout/thank-you", (PURCHASE, 6)),
    ("/join/step-3", (SIGN_UP, 3)),
    ("/signup", (SIGN_UP, 1)),
    ("/register?step=2", (SIGN_UP, 2)),
    ("/apply?step=2", ("steps of /apply", 2)),
    ("/products/shopping-cart-trolley-red-large", None),
    ("/payment-terms", None),
])
def test_process_steps_are_named_by_url_vocabulary(key, expected):
    assert process_step(key) == expected


@pytest.mark.parametrize("clusterer", CLUSTERERS)
@pytest.mark.parametrize("seed", range(3))
def test_a_checkout_is_sampled_whole_in_step_order(clusterer, seed):
    result = sample(shop(), exploration=None, clusterer=clusterer, seed=seed)
    process = [pick for pick in result.picks if pick.reason == "process"]
    assert [p.url.removeprefix(ROOT) for p in process] == CHECKOUT
    assert all("record the actions" in p.note for p in process)
    assert result.processes == [{"name": PURCHASE, "steps": [ROOT + path for path in CHECKOUT], "sampled": True}]


def test_a_step_that_redirects_alone_stays_in_its_process_and_says_so():
    """A shop's checkout sends an empty cart back to the cart: fetched alone, the step is a
    redirect. The process is still sampled whole, the row says what its fetch showed, and the
    step is not listed among the pages set aside, nor counted there."""
    urls = shop()
    random.Random(3).shuffle(urls)
    sampler = SiteSampler(ROOT, budget=20)
    for url in urls:
        sampler.add(url)
    frame = {"content_type": "text/html", "layout": "shop"}
    records = {ROOT + path: PageRecord(ROOT + path, 200, title=path, **frame) for path in CHECKOUT}
    records[ROOT + "checkout"] = PageRecord(ROOT + "checkout", 200, final_url=ROOT + "cart", title="cart", **frame)
    result = sampler.sample(evidence=Evidence(records, PageRecord(nonexistent_url(ROOT), 404, **frame)))
    steps = {pick.url.removeprefix(ROOT): pick for pick in result.picks if pick.reason == "process"}
    assert list(steps) == CHECKOUT
    assert steps["checkout"].note.endswith("fetched alone, it was a redirect")
    assert steps["checkout"].final_url == ROOT + "cart"
    assert not [url for _, url in result.set_aside if url in records] and "set_aside_redirect" not in result.stats


@pytest.mark.parametrize("budget", [2, 5, 8, 9, 10, 11, 20, 40])
def test_a_checkout_is_sampled_whole_or_not_at_all(budget):
    result = sample(shop(), budget=budget)
    steps = {pick.url.removeprefix(ROOT) for pick in result.picks} & set(CHECKOUT)
    assert steps in (set(), set(CHECKOUT))  # random picks included: never a step alone
    assert (steps == set(CHECKOUT)) == (len(CHECKOUT) <= min(budget - 1, process_bound(budget)))
    assert result.processes[0]["sampled"] == bool(steps)


def test_one_document_of_each_type_and_the_technologies_name_them():
    result = sample(shop())
    documents = [pick for pick in result.picks if pick.reason == "document"]
    assert sorted(p.template for p in documents) == ["{document}.doc", "{document}.pdf", "{document}.xls"]
    assert result.stats["documents"] == 4 and result.stats["documents_pdf"] == 2
    assert "PDF" in result.technologies and "Excel workbooks (XLS/XLSX)" in result.technologies
    assert all(pick.technologies == "; ".join(result.technologies) for pick in result.picks)
    assert "rejected_not_html" not in result.stats  # a document is no refused page


def test_documents_stay_within_a_quarter_of_the_budget():
    result = sample(shop(), budget=8)
    assert sum(1 for pick in result.picks if pick.reason == "document") == 2
    assert result.picks[0].reason == "home"


def test_extra_pages_go_first_and_count_against_the_budget():
    extra = (ROOT + "products/77", ROOT + "not-listed-anywhere")
    result = sample(shop(), budget=10, exploration=Exploration(extra=extra))
    assert [pick.url for pick in result.picks[:2]] == list(extra)
    assert [pick.source for pick in result.picks[:2]] == ["extra", "extra"]
    assert [pick.template for pick in result.picks[:2]] == ["/products/{n}", "/not-listed-anywhere"]
    assert sum(1 for pick in result.picks if pick.sample == "structured") == 10


@pytest.mark.parametrize("seed", range(3))
def test_an_extra_document_is_sampled_for_its_type(seed):
    """The user names a listed PDF and an unlisted Word file as essential: both are rows of
    their own, each standing for its type, so the documents stratum adds no second PDF or Word
    file, only the types they leave (a workbook)."""
    extra = (ROOT + "docs/plan.pdf", ROOT + "files/policy.docx")
    result = sample(shop(), budget=20, exploration=Exploration(extra=extra), seed=seed)
    assert [(pick.url, pick.reason, pick.page_type, pick.template) for pick in result.picks[:2]] == [
        (ROOT + "docs/plan.pdf", "extra", "document", "{document}.pdf"),
        (ROOT + "files/policy.docx", "extra", "document", "{document}.doc")]
    documents = [pick for pick in result.picks if pick.page_type == "document"]
    assert sorted(p.template for p in documents) == ["{document}.doc", "{document}.pdf", "{document}.xls"]
    assert [p.reason for p in documents] == ["extra", "extra", "document"]
    # An image is no document: still left out, as any URL that is no page of the site.
    assert ROOT + "img/logo.png" not in {pick.url for pick in sample(shop(), exploration=Exploration(
        extra=(ROOT + "img/logo.png",))).picks}


def test_navigation_pages_say_so_and_disallowed_common_pages_need_access():
    found = Exploration(navigation={ROOT + "login", ROOT + "contact"},
                        disallowed={ROOT + "search", ROOT + "private/annual-review", ROOT + "account"})
    result = sample(shop("account/orders", "account/addresses"), exploration=found)
    sources = {pick.url.removeprefix(ROOT): pick.source for pick in result.picks}
    assert sources["login"] == sources["contact"] == "navigation" and sources[""] == ""
    needs = {n.url.removeprefix(ROOT): n.why for n in result.needs_access}
    assert needs == {"search": ROBOTS_DISALLOWED, "account": ROBOTS_DISALLOWED,
                     "account/orders": BEHIND_LOGIN, "account/addresses": BEHIND_LOGIN}


def test_common_pages_the_navigation_links_are_drawn_out_of_a_folder_of_pages():
    # A shop found by links: its pages share one folder, so they are one /pages/{slug} template.
    pages = [f"pages/{name}" for name in ("contact", "legal", "faqs", "our-story", "team", "history", "press")]
    found = Exploration(navigation={ROOT + "pages/contact", ROOT + "pages/legal", ROOT + "pages/our-story"})
    site = [ROOT, *(f"{ROOT}products/{n}" for n in range(1, 31)), *(ROOT + path for path in pages)]
    samples = [sample(site, budget=10, exploration=found, seed=s) for s in range(4)]
    assert len({tuple(result.picks) for result in samples}) == 1
    rows = {pick.url.removeprefix(ROOT): pick for pick in samples[0].picks}
    assert (rows["pages/contact"].reason, rows["pages/contact"].page_type) == ("common", "contact")
    assert (rows["pages/legal"].reason, rows["pages/legal"].page_type) == ("common", "legal")
    assert rows["pages/contact"].template == "/pages/contact"
    # Not linked from the navigation (faqs), or no common type (our-story): left in the template.
    templates = {summary.template: summary.size for summary in samples[0].clusters}
    assert templates["/pages/{slug}"] == 5
    assert "/pages/faqs" not in templates and "/pages/our-story" not in templates
    explained = next(s for s in samples[0].clusters if s.template == "/pages/contact").explanation
    assert "drawn out of /pages/{slug}" in explained[-1]
    # Without the navigation, the contact page stays a page of the template.
    alone = sample(site, budget=10)
    assert {s.template: s.size for s in alone.clusters}["/pages/{slug}"] == 7


def test_common_pages_the_navigation_links_are_drawn_out_of_a_template_too_big_to_keep_them():
    """A CMS keeps every page at ``/content/<site>/<language>/<folders>/<page>.html``: its
    contact, sign-in and legal pages are a few among hundreds of one template, which keeps
    only the pages a sample of 10 may need. The navigation links them: they are common pages
    at budget 10 as at 20, whichever pages the template kept."""
    names = ("contact-us", "sign-in", "privacy-policy")
    pages = [f"content/site/us/en/{name}.html" for name in names]
    found = Exploration(navigation={ROOT + path for path in pages})
    markets = (("us", "en"), ("de", "de"), ("ca", "fr"))
    site = [ROOT, *(f"{ROOT}content/site/{market}/{lang}{page}.html" for market, lang in markets
                    for page in ("", "/about-us", "/faqs", "/adventures", "/magazine")),
            *(f"{ROOT}content/site/{market}/{lang}/{section}/story-{n}.html"
              for market, lang in markets for section in ("adventures", "magazine") for n in range(40)),
            *(ROOT + path for path in pages)]
    for budget in (10, 20):
        rows = {pick.url.removeprefix(ROOT): pick for pick in sample(site, budget=budget, exploration=found).picks}
        assert {rows[path].page_type for path in pages if path in rows} == {"contact", "login", "legal"}, sorted(rows)


def test_a_random_page_of_a_template_without_a_structured_page_is_flagged():
    urls = [ROOT] + [f"{ROOT}{section}/{n}" for section in ("news", "events", "jobs", "shops", "people", "places") for n in range(1, 6)]
    result = sample(urls, budget=3, clusterer="rules")
    random_rows = [pick for pick in result.picks if pick.sample == "random"]
    structured = {pick.template for pick in result.picks if pick.sample == "structured"}
    assert random_rows
    assert all(row.template.endswith("/{n}") for row in random_rows)
    for row in random_rows:
        assert (STEP_4_3 in row.note) == (row.template not in structured)
    assert result.stats["random_unrepresented"] == sum(STEP_4_3 in row.note for row in random_rows) >= 1


def test_the_sample_does_not_depend_on_arrival_order():
    found = Exploration(navigation={ROOT + "login"}, extra=(ROOT + "blog/how-we-test-release-3-for-accessibility",))
    assert len({tuple(sample(shop("signup", "signup/step-2"), exploration=found, seed=s).picks)
                for s in range(4)}) == 1


def test_technologies_from_the_home_page_in_wcag_em_order():
    found = detect(generator="WordPress  6.5.2", scripts=["/wp-includes/js/jquery.js", "/_next/static/a.js"],
                   styles=["/wp-content/themes/x/style.css"], powered_by=["PHP/8.2"], has_aria=True)
    assert found == ["HTML", "CSS", "JavaScript", "WAI-ARIA", "Next.js", "PHP/8.2 (X-Powered-By)",
                     "WordPress", "WordPress 6.5.2 (meta generator)"]
    assert relied_upon(["EPUB", "HTML"], ["PDF", "HTML"]) == ["HTML", "PDF", "EPUB"]
    assert detect() == ["HTML"]


def test_url_filters_include_then_exclude():
    rule = UrlFilter(include=(r"/products/",), exclude=(r"/products/9",))
    assert [rule.allows(ROOT + p) for p in ("products/1", "products/90", "blog/x")] == [True, False, False]
    with pytest.raises(ValueError, match="^exclude must be regular expressions"):
        UrlFilter(exclude=("(",))
