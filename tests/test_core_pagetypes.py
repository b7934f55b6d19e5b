"""Page types match whole words of short segments: ``/author`` is not a login page, ``/로그인`` is."""

from __future__ import annotations

import doctest
import random

import pytest

from sitesampler.core import SiteSampler, pagetypes
from sitesampler.core.clustering import template_page_type
from sitesampler.core.exploration import is_common_url, path_page_type
from sitesampler.core.pagetypes import page_type


@pytest.mark.parametrize(("path", "expected"), [
    ("author", "content"),
    ("research", "content"),
    ("border-collie", "content"),
    ("guidelines", "content"),
    ("blog/how-to-login-faster-today", "content"),
    ("로그인", "login"),
    ("member/login.php", "login"),
    ("sign-in", "login"),
    ("contact-us", "contact"),
    ("고객센터", "contact"),
    ("help/contact", "contact"),
    ("cart/checkout", "form"),
    ("회원가입", "form"),
    ("help/faq", "help"),
    ("privacy-policy", "legal"),
    ("terms-of-service", "legal"),
    ("search", "search"),
    ("검색", "search"),
    ("sitemap", "sitemap"),
    ("MyResearch/UserLogin", "login"),  # a program's camelCase name, read in the last segment
    ("wiki/Special:UserLogin", "login"),
    ("Views/ShoppingCart.aspx", "form"),
    ("docs/contributionGuide/setup", "content"),  # a folder's camelCase name is a section's
    ("Category:Privacy", "content"),
])
def test_page_types_match_whole_words_not_substrings(path, expected):
    assert page_type(tuple(path.split("/"))) == expected


@pytest.mark.parametrize(("template", "expected"), [
    ("/ucp.php?mode=register", "form"),
    ("/?route=account/login", "login"),
    ("/?route=information/contact", "contact"),
    ("/?product_id={n}&route=product/product", "content"),
    ("/bbs/board.php?bo_table={v}", "content"),
    ("/?x={v}", "content"),
    # an optional locale or edition prefix is part of the path, not the start of a query
    ("/{lang?}/contact", "contact"),
    ("/{lang?}/search?q={v}", "search"),
    ("/{edition?}/login", "login"),
    ("/{lang?}/docs/{slug}", "content"),
])
def test_literal_query_values_name_pages_after_the_path(template, expected):
    assert template_page_type(template) == expected


def test_home_is_the_bare_root():
    assert page_type(()) == "home"
    assert page_type((), has_query=True) == "content"


@pytest.mark.parametrize(("path", "expected"), [
    ("/member.php?action=login", "login"),
    ("/member.php?action=register", "form"),
    ("/ucp.php?mode=register", "form"),
    ("/index.php?do=search", "search"),
    ("/?route=account/login", "login"),
    ("/member.php?action=lostpw", "content"),
    ("/showthread.php?tid=5&mode=threaded", "content"),
    ("/item?name=login", "content"),  # a value of any other key names no page
    ("/redirect?next=/login", "content"),  # an address, not a route
    ("/?s=hoodie&post_type=product", "search"),  # WordPress's search, a shop's products only
    ("/index.php?option=com_search&searchword=joomla", "search"),
    ("/products?q=shoes", "search"),
    ("/products?sku=shoes", "content"),
    ("/@@search?SearchableText=x", "search"),  # a view of Plone, named after "@@"
    ("/w/index.php?title=Special:UserLogin&returnto=Main_Page", "login"),  # a page in a wiki's namespace
    ("/item?tag=site:login", "content"),
    ("/index.php?main_page=contact_us", "contact"),  # a program's page named by a page parameter
    ("/index.php?main_page=product_info&products_id=3", "content"),
    ("/cgi-bin/mt/mt-cp.cgi?__mode=login&blog_id=1", "login"),  # a program's underscores are no part of the name
    ("/index.php?pages/Contact", "contact"),  # the page's path written as the query
    ("/index.php?dispatch=auth.login_form", "login"),  # a controller's page by its dispatch
    ("/accounts/chocobozzz", "content"), ("/account/orders", "account"),  # a member's public page, one's own
    ("/index.php/a/?disp=search", "search"), ("/index.php?option=com_users&view=login", "login"),  # a view's name
    ("/cart.php?target=contact_us", "contact"), ("/shop?view=grid", "content"),
    ("/page/create-account", "form"), ("/create_account.php", "form"),  # a sign-up form by its two words
])
def test_a_pages_action_or_route_value_names_its_type(path, expected):
    assert path_page_type(path) == expected


def test_a_one_off_page_named_in_camel_case_has_its_common_type():
    # A wiki names its pages in camelCase (MoinMoin's /ContactInformation): its one-off
    # template folds the case, and the page's own key tells its type.
    sampler = SiteSampler("https://wiki.example/", budget=5, keep_all=True)
    names = ["ContactInformation", "ImprintAndPrivacy", "HelpContents", "FrontPage", "RecentChanges"]
    sampler.add_listings([(f"https://wiki.example/{name}", None, None) for name in names])
    kinds = {cluster.template: cluster.page_type for cluster in sampler.clusters()}
    assert kinds["/contactinformation"] == "contact" and kinds["/imprintandprivacy"] == "legal"
    assert kinds["/helpcontents"] == "help" and kinds["/frontpage"] == "content"


def test_a_query_routed_common_page_is_its_own_common_template():
    """MyBB's login, register and lost-password pages are one script told apart by ``action``:
    its static words keep their own templates, so the login page is a common page."""
    root = "https://forum.example/"
    urls = [f"{root}member.php?action={action}" for action in ("login", "register", "lostpw", "resendactivation")]
    urls += [f"{root}member.php?action=profile&uid={n}" for n in range(1, 12)]
    urls += [f"{root}showthread.php?tid={n}" for n in range(1, 40)]
    random.Random(5).shuffle(urls)
    sampler = SiteSampler(root, budget=5)
    sampler.add_listings([(url, None, None) for url in urls])
    result = sampler.sample()
    types = {cluster.template: cluster.page_type for cluster in result.clusters}
    assert types["/member.php?action=login"] == "login" and types["/member.php?action=register"] == "form"
    assert [(pick.url, pick.reason) for pick in result.picks if pick.page_type == "login"] == \
        [(f"{root}member.php?action=login", "common")]
    assert is_common_url(f"{root}member.php?action=login")  # a navigation link to it is a common page's


def test_the_examples_hold():
    assert doctest.testmod(pagetypes).failed == 0
