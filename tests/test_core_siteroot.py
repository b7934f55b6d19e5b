"""The root ``sitesampler plan`` takes when no ``--root`` is given (sitesampler/core/siteroot.py):
the host's root page when listed, else the one shallowest index page, whatever the order."""

from __future__ import annotations

import random

import pytest

from sitesampler.core.siteroot import infer_root


def shuffled(urls: list[str], seed: int) -> list[str]:
    urls = list(urls)
    random.Random(seed).shuffle(urls)
    return urls


@pytest.mark.parametrize(("urls", "root", "reason"), [
    # the root page listed, under any spelling of the host's root
    (["https://e.org/a", "https://www.e.org/", "https://e.org/b/index.html"], "https://e.org/", "listed"),
    (["http://e.org/a", "http://e.org/index.php", "http://e.org/b/"], "http://e.org/index.php", "listed"),
    # a static site's home in a folder; deeper index pages and bare folders do not compete
    (["https://e.org/_/index.html", "https://e.org/_/blog.html", "https://e.org/doc/latest/",
      "https://e.org/doc/3.11/index.html", "https://e.org/_/docdev/index.html"], "https://e.org/_/index.html", "index"),
    (["https://e.org/en/default.aspx", "https://e.org/en/about.aspx"], "https://e.org/en/default.aspx", "index"),
    # two at the same depth: no home page can be told
    (["https://e.org/blog/index.html", "https://e.org/shop/index.html"], "https://e.org/", "unlisted"),
    # bare folders are listings, a query is no home page, other hosts do not count
    (["https://e.org/blog/", "https://e.org/index.html?lang=de", "https://e.org/x", "https://o.org/"],
     "https://e.org/", "unlisted"),
])
def test_the_root_is_the_listed_root_page_else_the_one_shallowest_index_page(urls, root, reason):
    for seed in range(5):
        inferred = infer_root(shuffled(urls, seed))
        assert (inferred.url, inferred.reason) == (root, reason)
        assert inferred.certain == (reason == "listed")


def test_the_site_is_the_most_common_host_on_https_when_any_url_of_it_is():
    urls = ["http://e.org/a", "https://www.e.org/b", "http://o.org/", "http://o.org/c", "http://e.org/d"]
    assert infer_root(urls).url == "https://e.org/"
    assert infer_root(["http://b.org/", "http://a.org/"]).url == "http://a.org/"  # a tie: by name
