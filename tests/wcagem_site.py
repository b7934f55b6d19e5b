"""The WCAG-EM 2.0 test site: what a real shop's sitemap leaves out, its home page holds.

Its sitemap omits login, search, cart and the accessibility statement; the home page's header,
navigation and footer link them (search as a form), a PDF sits in the main content, the page is
made with a generator that says so, and robots.txt keeps crawlers from the cart and checkout.
"""

from __future__ import annotations

from sitesampler.testing.server import Hosts, Page
from tests.crawl_sites import urlset

HOST = "wcagem.test"
PRODUCTS = [f"/products/{n}" for n in range(1, 13)]
#: Raw UTF-8 and punctuation the WCAG-EM Report Tool's URL rule stops at.
AWKWARD = ["/blog/글-하나", "/blog/글-둘", "/blog/글-셋", "/products/t-shirt-(red)", "/products/t-shirt-(blue)"]
LISTED = ["/", "/about", *PRODUCTS, *AWKWARD, "/checkout", "/files/price-list.xlsx"]
HOME = """<!doctype html><html lang="en"><head><meta name="generator" content="WordPress 6.5.2">
<link rel="stylesheet" href="/wp-content/themes/shop/style.css"><script src="/wp-includes/js/shop.js"></script>
<title>Shop</title></head><body>
<header><nav aria-label="Account"><a href="/account/login">Log in</a> <a href="/cart">Cart</a></nav>
<form role="search" action="/search"><label>Search <input name="q"></label></form></header>
<main><h1>Shop</h1><a href="/products/1">A product</a> <a href="/files/annual-report-2026.pdf">Annual report</a></main>
<footer><a href="/accessibility-statement">Accessibility</a> <a href="/checkout">Checkout</a>
<a href="/about">About us</a></footer></body></html>"""


def hosts(port: int) -> Hosts:
    origin = f"http://{HOST}:{port}"
    return {HOST: {
        "/": Page(HOME.encode()),
        "/robots.txt": Page(b"User-agent: *\nDisallow: /cart\nDisallow: /checkout\nSitemap: /sitemap.xml\n"),
        "/sitemap.xml": Page(urlset(origin, LISTED)),
    }}
