"""Which links discovery follows or samples (sitesampler/core/links.py)."""

from __future__ import annotations

import doctest
import random
from urllib.parse import urlsplit

import pytest

from sitesampler.core import links
from sitesampler.core.links import (CrawlLimits, LinkCrawl, changes_state, crawl_order, is_print_program, is_thin,
                                    link_key, spellings)


def test_the_modules_examples_hold():
    assert doctest.testmod(links).failed == 0


@pytest.mark.parametrize("url", [
    "https://s.example/user/logout", "https://s.example/Sign_Out", "https://s.example/items/7/delete",
    "https://s.example/newsletter/unsubscribe?list=3", "https://s.example/?add-to-cart=12",
    "https://s.example/wp-login.php?action=logout", "https://s.example/basket?_wpnonce=1a2b",
    "https://s.example/page?csrf_token=x", "https://s.example/list?PHPSESSID=abc",
    "https://s.example/shop;jsessionid=0F1E/list", "https://s.example/a?sid=9",
    "https://s.example/reset?token=abc", "https://s.example/log%2Dout",
    "https://s.example/cart/add?id=7&quantity=1", "https://s.example/cart/change?line=1&quantity=0",
    "https://s.example/cart/40123:1,40124:2", "https://s.example/shopping-cart/remove/3",
    "https://s.example/catalog/product_compare/add/product/7/", "https://s.example/cart/clear.php",
    "https://s.example/addproducttocart/catalog/4/1/1", "https://s.example/removeproductfromcomparelist/4",
    "https://s.example/clearcomparelist", "https://s.example/compareproducts/add/4",
    "https://s.example/wishlist/add-after-login/3f2a9c", "https://s.example/checkout/line-item/add",
    "https://s.example/follow/acme-studio",
    "https://s.example/wishlist/index/add/product/7/form_key/Xy12/", "https://s.example/p/7/form_key/Xy12/",
    # a preference of the session set by a path, a removal from a mailing list, a cache purge
    "https://s.example/index.php/j/user/setLocale/fr_CA?source=%2Findex.php%2Fj",
    "https://s.example/hc/change_language/de?return_to=%2Fhc", "https://s.example/changecurrency/12",
    "https://s.example/civicrm/mailing/optout?reset=1&jid=1&qid=2&h=ab", "https://s.example/study/_recache",
    # an action on an item its number names, a change to a list written as one controller's name
    "https://s.example/hc/en-us/articles/360012-setup/vote/up", "https://s.example/solutions/articles/40001/thumbs_up",
    "https://s.example/post/12/like", "https://s.example/s/Sites-X-Site/en_US/Wishlist-AddProduct",
    "https://s.example/c/portal/update_language?p_l_id=20&languageId=es_ES",
    # a portlet's action with its token, and by its namespaced command
    "https://s.example/web/guest/blog?p_p_id=BlogsPortlet&p_p_lifecycle=1&_BlogsPortlet_cmd=subscribe&p_auth=Kq8s",
    "https://s.example/web/guest/blog?p_p_id=BlogsPortlet&_BlogsPortlet_cmd=unsubscribe",
    # an editor opened on an item, by its number or by the query
    "https://s.example/posts/12/edit", "https://s.example/admin/page/edit/?id=1032",
    # a language chosen by a folder's address
    "https://s.example/update_lang/?language=fr&next=%2Fcourses",
    # the action, then the item: a follow, a like, a reblog; a language and the page to go back to
    "https://s.example/dataset/follow/9b1c3e2a-77d0-4f3b", "https://s.example/like/k3yAbc9?id=7321",
    "https://s.example/reblog/7321/k3yAbc9", "https://s.example/website/lang/fr_FR?r=/about",
    "https://s.example/shop/change_pricelist/3",
    # another list a visitor keeps: an archive's clipboard, a help centre's subscriptions
    "https://s.example/index.php/clipboard/add?slug=letters-1901", "https://s.example/clipboard/load",
    "https://s.example/hc/en-us/articles/360012/subscription/new",
    # a follow with its value and the session's key after the item
    "https://s.example/category/follow/12/1/aB3xQ9kLm2",
    "https://s.example/discussion/flag/comment/12",  # a report's form, flagging the comment
    # a calendar's file by its leaf, written as code
    "https://s.example/events/harvest-fair/ics_view", "https://s.example/events/harvest-fair/vcs_view",
    "https://s.example/events/garden-show/ExportIcs",
    # a slug led by an action's verb, then what it acts on (Askbot's)
    "https://s.example/follow-user/3", "https://s.example/subscribe-for-tags/?tags=python",
    "https://s.example/subscriptions/mute/PHID-TASK-3f2a9c/",  # a task muted for the visitor
    # a booking cancelled by its key, a group joined, an invitation accepted
    "https://s.example/index.php/appointments/cancel/9f8e7d6c5b4a", "https://s.example/groups/12/join",
    "https://s.example/invitations/accept/3f9a2c1b7d",
    # a follow of what the query names, a switch to the mobile site, a language chosen by its code
    "https://s.example/follow?url=https%3A%2F%2Fs.example%2Fprofile%2Fmike&auto=1", "https://s.example/mobile-version",
    "https://s.example/core/language/?l=es",
    "https://s.example/index.php/shop/product/updatecart/add-1/cid-52",  # a cart changed, written as one word
    # a library's list and holds, a component's event, an editor by a flag, a booking cancelled by the query
    "https://s.example/eg/opac/mylist/add?record=110", "https://s.example/eg/opac/mylist/clear",
    "https://s.example/eg/opac/place_hold?hold_target=12&hold_type=T",
    "https://s.example/client/en_US/default/search/detailnonmodal.detailactions:saverecord/ent:1/one",
    "https://s.example/spell:sleep/edit/true", "https://s.example/spaces/cancel?id=cs_Ab3dEf9H",
    "https://s.example/course?id_session=9f2c4e1ab37d5e6f70a1b2c3",  # a session's id by its value
    "https://s.example/t5/forums/v5/forumtopicpage.addthreaduseremailsubscription:addthreaduseremailsubscription",
])
def test_actions_tokens_and_sessions_change_state(url):
    assert changes_state(url)


@pytest.mark.parametrize("url", [
    "https://s.example/", "https://s.example/blog/?page=3", "https://s.example/products/remove-stains-fast",
    "https://s.example/search?q=delete", "https://s.example/docs/tokens", "https://s.example/login",
    "https://s.example/cart", "https://s.example/cart/", "https://s.example/bag/620-equipe-bag.html",
    "https://s.example/compare/add-ons", "https://s.example/token/0x4b2c", "https://s.example/docs/csrf-token/",
    "https://s.example/blog/add", "https://s.example/docs/form_key",
    "https://s.example/select-language", "https://s.example/language/fr", "https://s.example/?lang=fr",
    "https://s.example/elections/how-to-vote", "https://s.example/elections/vote", "https://s.example/compare-add-ons/",
    "https://s.example/cancellation-policy/", "https://s.example/join-us", "https://s.example/events/cancel",
    "https://s.example/2024/04/join-the-club", "https://s.example/follow", "https://s.example/mobile-apps",
    "https://s.example/language?page=2", "https://s.example/courses/ABC/index.php?id_session=0",
    "https://s.example/program?session=12", "https://s.example/wiki/Help:Contents", "https://s.example/docs/edit/true-story",
    "https://s.example/Cart-Show", "https://s.example/optout-explained.html", "https://s.example/docs/caching",
    "https://s.example/tag/opt-out/", "https://s.example/docs/cli/plugins/flush-cache/",
    "https://s.example/docs/edit", "https://s.example/guides/how-to-edit",
    "https://s.example/elections/vote/2024", "https://s.example/blog/follow/our-news", "https://s.example/pricelist/",
    "https://s.example/docs/lang/python", "https://s.example/website/lang/fr_FR",
    "https://s.example/clipboard", "https://s.example/account/subscriptions", "https://s.example/subscriptions/new-releases",
    "https://s.example/category/follow-us/12/1/2", "https://s.example/shop/flag-poles/12", "https://s.example/flags/us",
    "https://s.example/subscribe-for-updates/", "https://s.example/blog/follow-up/12", "https://s.example/vote-guide/2024",
    "https://s.example/compare-add-ons", "https://s.example/comparison/new-cars", "https://s.example/invoices/line-items",
    "https://s.example/guides/add-to-cart-guide", "https://s.example/follow/us/on/social",
])
def test_pages_and_listings_do_not(url):
    assert not changes_state(url)


@pytest.mark.parametrize(("url", "printing"), [
    ("https://t.example/print_bug_page.php?bug_id=7", True), ("https://t.example/print_all_bug_page.php", True),
    ("https://f.example/printthread.php?tid=3", True), ("https://s.example/printer_friendly.php?id=4", True),
    ("https://s.example/printers.php", False), ("https://s.example/print-shop/", False),
    ("https://s.example/print.php", False), ("https://s.example/blog/print_design.html", False),
    ("https://c.example/print.php?news.14", True), ("https://s.example/printer.php?id=3", False),
    ("https://l.example/eg/opac/record/print_preview/101", True), ("https://s.example/print/poster-design", False),
])
def test_a_print_views_program_is_no_page_of_its_own(url, printing):
    assert is_print_program(url) is printing


def test_crawl_order_takes_each_folder_in_turn_whatever_the_input_order():
    urls = [f"https://s.example/{folder}/{n}" for folder in ("a", "b", "c") for n in range(3)] + ["https://s.example/x"]
    expected = crawl_order(urls)
    for seed in range(5):
        shuffled = urls[:]
        random.Random(seed).shuffle(shuffled)
        assert crawl_order(shuffled + shuffled[:2]) == expected
    assert [url.rsplit("/", 2)[1] for url in expected[:4]] == ["s.example", "a", "b", "c"]


def test_thin_needs_enough_links_and_a_large_enough_unlisted_share():
    assert not is_thin(links.THIN_MIN_LINKS - 1, links.THIN_MIN_LINKS - 1)
    assert is_thin(links.THIN_MIN_LINKS, links.THIN_MIN_LINKS)
    assert is_thin(100, 50) and not is_thin(100, 49)


def test_link_keys_ignore_host_variant_case_trailing_slash_and_fragment():
    assert link_key("https://www.s.example/News/#top") == link_key("https://s.example/news") == "/news"
    assert link_key("https://s.example") == ""
    assert link_key("https://s.example/a?b=1") != link_key("https://s.example/a")


def test_spellings_cover_scheme_host_variant_and_trailing_slash():
    forms = spellings("https://www.s.example/blog/?page=2")
    assert {"http://s.example/blog?page=2", "https://www.s.example/blog/?page=2"} <= forms
    assert spellings("https://s.example/") >= {"http://www.s.example/", "https://s.example/"}


def test_the_crawl_fetches_each_page_once_level_by_level_within_its_caps():
    crawl = LinkCrawl(CrawlLimits(depth=2, pages=100, seconds=0))
    crawl.visit("https://s.example/")
    level = crawl.next_level(["https://s.example/a/", "https://www.s.example/A", "https://s.example/"], now=0)
    assert level == ["https://s.example/a/"] and crawl.depth == 1
    assert crawl.next_level(["https://s.example/a", "https://s.example/b"], now=1) == ["https://s.example/b"]
    assert crawl.next_level(["https://s.example/c"], now=2) == [] and crawl.stopped == "depth"
    assert crawl.next_level(["https://s.example/d"], now=3) == []  # stopped for good


def test_the_crawl_stops_when_nothing_is_new_or_its_time_is_up():
    crawl = LinkCrawl(CrawlLimits(depth=5, pages=100, seconds=10))
    assert crawl.next_level(["https://s.example/a"], now=100) == ["https://s.example/a"]
    assert crawl.deadline == 110
    assert crawl.next_level(["https://s.example/b"], now=110) == [] and crawl.stopped == "time"
    idle = LinkCrawl(CrawlLimits(depth=5, pages=100, seconds=0))
    assert idle.next_level([], now=0) == [] and idle.stopped == "done"
    assert LinkCrawl(None).next_level(["https://s.example/a"], now=0) == []


def test_a_level_is_the_same_whatever_order_its_links_were_found_in():
    links = [f"https://s.example/{folder}/{n}" for folder in "abcdef" for n in range(5)]
    levels = set()
    for seed in range(5):
        shuffled = links[:]
        random.Random(seed).shuffle(shuffled)
        levels.add(tuple(LinkCrawl(CrawlLimits(depth=1, pages=7, seconds=0)).next_level(shuffled, now=0)))
    [level] = levels
    assert len(level) == 7 and {url.split("/")[3] for url in level} == set("abcdef")


@pytest.mark.parametrize("url", [
    "https://s.example/blog/page/2/", "https://s.example/blog/page/11", "https://s.example/page/3/",
    "https://s.example/news/page/4/index.html", "https://s.example/Blog/Page/5/",
    "https://s.example/docs/page/intro/", "https://s.example/page-2/", "https://s.example/blog/?page=2",
])
def test_a_later_page_and_its_first_page_are_one_page_of_the_clusterer(url):
    """``first_page`` does by hand what the learned clusterer does to a URL (``page_tokens``):
    a later page of a list takes its list's place in the trie. The two must agree, or the link
    crawl would offer a first page the clusterer files elsewhere, or miss one it folds."""
    from sitesampler.core.learned.tokens import page_tokens
    from sitesampler.core.links import first_page
    from sitesampler.core.urls import SiteScope

    scope = SiteScope("https://s.example/")
    tokens = lambda address: page_tokens(scope.normalize(address))  # noqa: E731
    first = first_page(url)
    assert tokens(first) == tokens(url)
    # The clusterer folds the URL into the folder two segments up: the list a later page belongs to.
    segments = urlsplit(url).path.removesuffix("index.html").strip("/").split("/")
    folded = len(segments) >= 2 and tokens("https://s.example/" + "/".join(segments[:-2])) == tokens(url)
    assert (first != url) == (folded and "?" not in url)
