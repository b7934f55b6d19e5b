"""What the crawl reads from a fetched page is what the auditor's browser makes of it.

* The feed's ``title`` column: for each page below, what the crawl reads from Scrapy's response
  (:func:`~sitesampler.crawl.probes.page_record`) is what Chromium's ``document.title`` gives.
  The pages are set as the browser's content, so nothing is fetched.
* A meta refresh in the page's body, past the first 4,096 characters Scrapy reads for one, is
  a redirect: Chromium, served the page on 127.0.0.1, follows it, and the record names its
  target, so verification sets the page aside."""

from __future__ import annotations

import os

import pytest
from scrapy.http import HtmlResponse, Request

from sitesampler.crawl.probes import page_record
from sitesampler.testing.server import Page, serve

CHROME = "/usr/bin/chromium"

PAGES = {
    "in the head": "<html><head><title>Shoes | Shop</title></head><body><h1>Shoes</h1></body></html>",
    "whitespace": "<html><head><title>\n   Shoes \t|  Shop\n</title></head><body></body></html>",
    "no-break space kept": "<html><head><title>Shoes\u00a0| Shop</title></head><body></body></html>",
    "entities": "<html><head><title>Fish &amp; chips &lt;3</title></head><body></body></html>",
    "none, an icon's title in the header": (
        "<html><head><meta charset=utf-8></head><body><header><svg viewBox='0 0 8 8'><title>Open menu"
        "</title><path d='M0 0h8'/></svg></header><main><h1>Shoes</h1></main></body></html>"),
    "empty, an icon's title in the body": (
        "<html><head><title></title></head><body><svg><title>Search</title></svg></body></html>"),
    "a formula's title": "<html><head></head><body><math><title>x squared</title></math></body></html>",
    "a template's title": "<html><head></head><body><template><title>Later</title></template></body></html>",
    "in noscript": "<html><head><noscript><title>No scripts</title></noscript></head><body></body></html>",
    "after an icon, in the body": (
        "<html><head></head><body><svg><title>Logo</title></svg><title>Contact us</title></body></html>"),
    "the first of two": "<html><head><title>First</title><title>Second</title></head><body></body></html>",
}


def record(page: str):
    """What the crawl reads from ``page`` answering a request for it."""
    url = "http://shop.test/shoes"
    return page_record(HtmlResponse(url, body=page.encode("utf-8"), encoding="utf-8", request=Request(url)))


@pytest.fixture(scope="module")
def browser():
    if not os.access(CHROME, os.X_OK):
        pytest.skip(f"{CHROME} missing: run .ci/install-tools (apt-get install chromium)")
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROME, headless=True)
        yield chromium
        chromium.close()


@pytest.mark.parametrize("name", sorted(PAGES))
def test_the_title_is_the_browsers_document_title(browser, name):
    page = PAGES[name]
    tab = browser.new_page()
    try:
        tab.set_content(page)
        shown = tab.evaluate("document.title")
    finally:
        tab.close()
    assert record(page).title == shown


def test_a_page_without_a_title_reads_empty_whatever_its_icons_say():
    """The case the comparison is for, without a browser: an untitled page fails WCAG's "Page
    Titled", and its icon's accessible name must not hide that."""
    assert record(PAGES["none, an icon's title in the header"]).title == ""


def test_a_meta_refresh_in_the_body_is_followed_by_the_browser_and_read_as_a_redirect(browser):
    navigation = "<nav>" + "".join(f'<a href="/episodes/{n}">Episode {n}</a>' for n in range(200)) + "</nav>"
    stub = (f"<!doctype html><html><head><title>Apple Podcasts</title></head><body><header>{navigation}</header>"
            "<main><p>Opening Apple Podcasts.</p><meta http-equiv='refresh' content='0; url=/listen/'></main>"
            "</body></html>").encode()
    assert stub.index(b"http-equiv") > 4096  # beyond the window Scrapy reads a refresh in
    pages = {"/apple/": Page(stub), "/listen/": Page(b"<html><head><title>Listen</title></head><body></body></html>")}
    with serve(lambda port: {"127.0.0.1": pages}) as server:
        url = f"http://127.0.0.1:{server.port}/apple/"
        tab = browser.new_page()
        try:
            tab.goto(url)
            tab.wait_for_url("**/listen/", timeout=15000)
            landed = tab.url
        finally:
            tab.close()
        record = page_record(HtmlResponse(url, body=stub, encoding="utf-8", request=Request(url)))
    assert record.refresh == landed == f"http://127.0.0.1:{server.port}/listen/"
