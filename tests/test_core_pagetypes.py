"""Page types match whole words of short segments: ``/author`` is not a login page, ``/로그인`` is."""

from __future__ import annotations

import pytest

from sitesampler.core.clusterer import template_page_type
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
])
def test_literal_query_values_name_pages_after_the_path(template, expected):
    assert template_page_type(template) == expected


def test_home_is_the_bare_root():
    assert page_type(()) == "home"
    assert page_type((), has_query=True) == "content"
