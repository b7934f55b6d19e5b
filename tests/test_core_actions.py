"""URLs that act (a CSRF token, a state change, a download) are never sampled: the rules of
``core/actions.py``, the sampler's refusals on every ingest path, and a real forum's sitemap."""

from __future__ import annotations

import doctest
import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from sitesampler.core import SiteSampler, actions
from sitesampler.core.actions import DOWNLOAD, STATE_CHANGE, TOKEN, action_reason, phrases
from sitesampler.core.exploration import Exploration

REPO = Path(__file__).resolve().parents[1]
FORUM = REPO / "bench" / "corpus" / "sites" / "rafflesmash-forum" / "sitemap.xml"
ROOT = "https://forum.example/"


def test_the_rules_examples_hold():
    assert doctest.testmod(actions).failed == 0


@pytest.mark.parametrize(("path", "reason"), [
    # CSRF tokens and nonces, by the words of the parameter's name
    ("/usercp2.php?action=addsubscription&tid=98&my_post_key=8bf9", TOKEN),
    ("/wp-admin/post.php?post=5&_wpnonce=ab12", TOKEN),
    ("/cart?csrf_token=x&id=3", TOKEN),
    ("/items/4?authenticity_token=x", TOKEN),
    ("/comment?X-CSRF-Token=x", TOKEN),
    ("/form?csrfmiddlewaretoken=x", TOKEN),
    ("/checkout/cart/add?product=5&form_key=x", TOKEN),
    ("/course/view.php?id=4&sesskey=x", TOKEN),
    ("/reset?token=abc", TOKEN),
    ("/cs/c/?cta_guid=3f2a&signature=AAH58kH&click=7b2c", TOKEN),  # a signed link: a click counted for one visitor
    # a program's name by any of its words, after its own prefix (MantisBT's, Tiki's)
    ("/set_project.php?project_id=3", STATE_CHANGE), ("/view_all_set.php?type=1&temporary=y", STATE_CHANGE),
    ("/logout_page.php", STATE_CHANGE), ("/tiki-removepage.php?page=Intro", STATE_CHANGE),
    ("/csv_export.php", DOWNLOAD), ("/tiki-download_file.php?fileId=1", DOWNLOAD),
    ("/kontakt/?cur=1", STATE_CHANGE), ("/index.php?curr=EUR", STATE_CHANGE),  # a currency by its short name
    # actions named by an action-like key's value, a parameter's name or a logout leaf
    ("/misc.php?action=markread&fid=34", STATE_CHANGE),
    ("/index.php?do=logout", STATE_CHANGE),
    ("/ucp.php?mode=logout", STATE_CHANGE),
    ("/node/3?op=delete", STATE_CHANGE),
    ("/index.php?task=remove&id=3", STATE_CHANGE),
    ("/poll.php?act=vote&id=2", STATE_CHANGE),
    ("/shop?action=add-to-cart&id=3", STATE_CHANGE),
    ("/shop?cmd=addToCart&id=3", STATE_CHANGE),
    ("/list?action=unsubscribe&list=2", STATE_CHANGE),
    ("/forum?action=mark_all_read", STATE_CHANGE),
    ("/product/shirt?add-to-cart=42", STATE_CHANGE),
    ("/?logout=1", STATE_CHANGE),
    ("/user/logout", STATE_CHANGE),
    ("/accounts/log-out/", STATE_CHANGE),
    ("/Sign-Out.aspx", STATE_CHANGE),
    ("/logout.php?next=/", STATE_CHANGE),
    # a wiki's logout, a special page, by its path or by its title
    ("/wiki/Special:UserLogout", STATE_CHANGE),
    ("/index.php/Special:UserLogout", STATE_CHANGE),
    ("/w/index.php?title=Special:UserLogout&returnto=Main_Page", STATE_CHANGE),
    ("/w/index.php?title=Special%3AUserLogout", STATE_CHANGE),
    # a logout written together with whose session it ends, or where the link sits
    ("/my-account/customer-logout/", STATE_CHANGE),
    ("/index.php?option=com_users&view=login&layout=logout&task=user.menulogout", STATE_CHANGE),
    ("/component/users/?task=user.menulogout", STATE_CHANGE),
    # a CMS's workflow, by an action named so, with its token; Sling's logout servlet
    ("/news/content_status_modify?workflow_action=retract", STATE_CHANGE),
    ("/news/content_status_modify?workflow_action=publish&_authenticator=4f2a", TOKEN),
    ("/system/sling/logout.html?resource=/content/site/en.html", STATE_CHANGE),
    ("/index.php?option=com_users&task=user.logout", STATE_CHANGE),
    # adding, buying and notifying by a link: shops' cart, comparison and "notify me" actions
    ("/index.php?action=buy_now&products_id=3", STATE_CHANGE),
    ("/product_info.php?products_id=3&action=add_product", STATE_CHANGE),
    ("/Views/CompareMaterials.aspx?Action=Add&MaterialID=10&Type=5", STATE_CHANGE),
    ("/?action=yith-woocompare-add-product&id=4", STATE_CHANGE),
    ("/chair-p-8.html?action=notify", STATE_CHANGE),
    # a route's last part, as an action's value
    ("/index.php?route=account/logout", STATE_CHANGE),
    ("/index.php?route=account%2Flogout", STATE_CHANGE),
    ("/index.php?route=checkout/cart/add&product_id=3", STATE_CHANGE),
    # files sent by a script
    ("/attachment.php?aid=7", DOWNLOAD),
    ("/download.php?id=3", DOWNLOAD),
    ("/dl.php?file=a", DOWNLOAD),
    ("/index.php?action=dlattach;topic=1;attach=5", DOWNLOAD),
    ("/files?do=download&id=9", DOWNLOAD),
    ("/_/downloads/en/latest/pdf/", DOWNLOAD),  # a docs build's file, asked for by its format
    ("/downloads/manual/epub", DOWNLOAD),
    ("/index.php/journal/article/download/12/34", DOWNLOAD),  # a galley's file, by its numbers
    ("/download_file/12/171", DOWNLOAD),
    ("/~gitbook/pdf?page=3f2a&only=yes", DOWNLOAD),  # an export, asked for by its format
    ("/register?course_id=x&enrollment_action=enroll", STATE_CHANGE),
    ("/getmedia/3f2a-77b1/annual-report.pdf.aspx", DOWNLOAD),  # a CMS's file, by its id and name
    ("/GetAttachment/3f2a-77b1/Datasheet.aspx", DOWNLOAD),
    # a preference of the session, set by a parameter's name; a page opened to edit it (a wiki
    # locks it); a removal from a mailing list, in a route or by an action
    ("/?setCurrencyId=2", STATE_CHANGE),
    ("/forum/?switchStyle=3", STATE_CHANGE),
    ("/task:login.logout/logout-nonce:9f8e7d", TOKEN),  # a token as a segment's name:value
    ("/login/do_logout/1701870000:8f0e", STATE_CHANGE),  # a logout with more after it
    ("/account/logout/confirm", STATE_CHANGE),
    ("/en/about/?edit", STATE_CHANGE),  # a page opened in the CMS's editor
    ("/feedback?page=guides/auth&vote=up", STATE_CHANGE),  # a vote by a parameter's name
    ("/locale?set=de&return_to=%2F", STATE_CHANGE),  # a preference the path names, set by a verb
    ("/viewtopic.php?f=2&t=10&watch=topic&hash=3f2a", STATE_CHANGE),  # a board's links, by name
    ("/viewtopic.php?bookmark=1&f=5&t=25&hash=3f2a", STATE_CHANGE),
    ("/index.php?hash=3f2a&mark=forums&mark_time=1701870000", STATE_CHANGE),
    ("/misc/language?language_id=2&_xfRedirect=%2Fthreads%2F&t=1701,ab12", STATE_CHANGE),  # chosen, then back
    ("/alice/site/action/star", STATE_CHANGE),  # an action key as a segment
    ("/alice/site/action/unwatch", STATE_CHANGE),
    ("/forum/?styleid=3", STATE_CHANGE),  # a style or currency by its name alone: the session's
    ("/misc/style?style_id=2", STATE_CHANGE),
    ("/products/shoe?currency=EUR", STATE_CHANGE),
    ("/?wmc-currency=EUR", STATE_CHANGE),  # a plugin's prefix before it
    ("/?aelia_cs_currency=GBP", STATE_CHANGE),
    ("/wiki/Main_Page?themeId=dark", STATE_CHANGE),
    ("/doku.php?id=start&do=edit", STATE_CHANGE),
    ("/?page=CiviCRM&q=civicrm/mailing/optout&reset=1&jid=4", STATE_CHANGE),
    ("/list.php?action=opt-out&id=3", STATE_CHANGE),
    ("/index.php?ACT=12", STATE_CHANGE),  # an action by its number
    ("/index.php?ACT=18&entry_id=4&type=subscribe&ret=%2Fblog", STATE_CHANGE),
    ("/orders/populate?variant_id=3&quantity=1", STATE_CHANGE),  # an amount put in a cart
    ("/checkout/line-item/add?lineItems%5B7%5D%5Bquantity%5D=1&redirectTo=frontend.cart.offcanvas", STATE_CHANGE),
    ("/pricelist?set=2", STATE_CHANGE),  # a price list the path names, set by a verb
    ("/bitstreams/9b1c3e2a-77d0-4f3b-9e1a-2b6f0c8d4e51/download", DOWNLOAD),  # a record's file
    ("/?post_type=tribe_events&eventDisplay=reflector&ical=1", DOWNLOAD),  # a calendar file
    ("/events/list/?outlook-ical=1", DOWNLOAD),
    ("/index.php?action=likes;ltype=msg;sa=like;like=5;b2e8a1f0=3f2a9c1e3f2a9c1e3f2a9c1e3f2a9c1e", TOKEN),  # a random name's
    ("/index.php?action=notifytopic;topic=4.0;sa=on;b2e8a1f0=3f2a9c1e3f2a9c1e3f2a9c1e3f2a9c1e", TOKEN),
    ("/books/handbook/page/intro/export/plaintext", DOWNLOAD),  # a page exported as a file
    ("/books/handbook/export/html", DOWNLOAD),
    ("/members/api/member/newsletters?uuid=5c7f2e4a-9b1d&key=" + "a3f9" * 16, TOKEN),  # a member's own key
    ("/Default.aspx?tabid=21&ctl=Edit&mid=421&ItemID=7", STATE_CHANGE),  # the control an ASP.NET CMS loads
    ("/News/ArtMID/457/ArticleID/100/annual-meeting?ctl=Edit&mid=457", STATE_CHANGE),
    ("/LinkClick.aspx?link=57&tabid=21&portalid=0&mid=421", STATE_CHANGE),  # a click counted, then a redirect
    ("/w/news?p_p_id=com_liferay_ratings_web_portlet_RatingsPortlet&p_p_lifecycle=1&_com_liferay_ratings_web_portlet_"
     "RatingsPortlet_javax.portlet.action=%2Fratings%2Frate&score=1", STATE_CHANGE),  # a portlet's action: a rating
    ("/web/guest/home?p_p_id=feeds&p_p_lifecycle=2&p_p_resource_id=getRSS", DOWNLOAD),  # a resource it serves
    ("/kontakt/?tx_powermail_pi1%5Baction%5D=optinConfirm&tx_powermail_pi1%5Bmail%5D=42&cHash=3f2a", STATE_CHANGE),
    ("/?sc_mode=preview", STATE_CHANGE),  # an editor's mode
    ("/article/setup?action=like&id=4", STATE_CHANGE),
    ("/Directory.aspx?EID=1&vCard=1", DOWNLOAD),  # a contact card
    ("/documents/20121/0/report.pdf/3f2a9c1e?t=1700000000&download=true", DOWNLOAD),  # the file itself
    ("/common/modules/iCalendar/iCalendar.aspx?feed=calendar&eventID=3400", DOWNLOAD),
    ("/DesktopModules/Events/EventVCal.aspx?ItemID=300&Mid=462", DOWNLOAD),
    ("/api/cms/Events/DownloadIcs?id=30A5E", DOWNLOAD),
    ("/AgendaCenter/ViewFile/Agenda/_11032026-789", DOWNLOAD),  # a file a script sends by its id
    ("/users/addpagenotification.action?pageId=12", STATE_CHANGE),  # a program named for what it does
    ("/pages/editpage.action?pageId=12", STATE_CHANGE),
    ("/MyResearch/SaveSearch?save=123", STATE_CHANGE),
    ("/doku.php?id=start&do=revert&rev=1701870000&sectok=9f2c4e1a", TOKEN),  # a wiki's token
    ("/showthread.php?p=5&securitytoken=1701870000-3f2a9c1e", TOKEN),  # a token's name written as one word
    ("/w/index.php?title=Main_Page&mobileaction=toggle_view_mobile", STATE_CHANGE),  # a setting flipped
    ("/article/12-setup/feedback?helpful=yes", STATE_CHANGE),  # a "was this helpful" vote
    ("/index.php?route=common/currency.save&code=EUR", STATE_CHANGE),  # a preference by its route
    ("/index.php?route=common/language.save&code=de-de&redirect=%2F", STATE_CHANGE),
    ("/wiki/Roadmap?format=csv", DOWNLOAD), ("/buglist.cgi?bug_status=NEW&ctype=atom", DOWNLOAD),  # a file of the page
    ("/RedirectToLocalizedContent?contentItemUrl=%2Fblog&targetculture=fr", STATE_CHANGE),  # chosen, then back
    ("/switch?newlang=de&url=https%3A%2F%2Fsite.example%2Fdocs", STATE_CHANGE),
    ("/?am=1&addcompare=1&fnc=tocomparelist&aid=3&anid=4", STATE_CHANGE),  # a kept list changed, in one word
    ("/index.php?dispatch=product_features.add_product&product_id=5", STATE_CHANGE),  # a controller's action
    ("/cgi-bin/mt/mt-cp.cgi?__mode=logout&blog_id=1", STATE_CHANGE),  # an action key after a program's underscores
    ("/index.php?/logout/", STATE_CHANGE), ("/index.php?user/logout&r=1", STATE_CHANGE),  # a path as the query
    ("/NoAuth/Logout.html", STATE_CHANGE),  # a logout's one word, written as a static page by its program
    ("/index.php/j/citationstylelanguage/download/ris?submissionId=19&publicationId=119", DOWNLOAD),  # a citation
    ("/records/12/export/bibtex", DOWNLOAD),
    ("/index.php?/archives/6-Live.html&serendipity[karmaId]=6&serendipity[karmaVote]=2", STATE_CHANGE),  # a vote
    ("/rate.php?news^12^5", STATE_CHANGE), ("/like.php?id=3", STATE_CHANGE),  # a program named by a rating
    ("/index.php?rt=checkout/cart&product_id=40", STATE_CHANGE),  # a cart's page given an item to take
    ("/index.php?_a=basket&remove-item=9c1e4d", STATE_CHANGE),  # ... or one to let go
    ("/ilias.php?baseClass=ilRepositoryGUI&ref_id=101&cmd=join", STATE_CHANGE),  # a course joined
    ("/t5/community/page.logoutpage?dest_url=x", STATE_CHANGE), ("/t5/community/page.logoutpage", STATE_CHANGE),
    ("/sys_attachment.do?sys_id=9f2c", DOWNLOAD), ("/DownloadDocumentFile.ashx?id=3", DOWNLOAD),  # files
    ("/forum/user?task=karmaup&userid=65&3f2a9c1b7d4e5f60718293a4b5c6d7e8=1", TOKEN),  # a token as a name
    ("/forum/topic?id=3&3f2a9c1b7d4e5f60718293a4b5c6d7e8=1", TOKEN),  # ... with no other hint of it
    ("/home.php?mod=spacecp&ac=favorite&type=thread&id=3&formhash=1a2b3c4d", TOKEN),
    ("/htsrv/action.php?mname=collections&action=isubs_update&crumb_collections_isubs_update=Zx8", TOKEN),
    ("/forum/view.php?t=3&formhash=1a2b3c4d", TOKEN),  # with no other hint of it
    ("/c/portal/rating?className=BlogsEntry&classPK=3101&p_auth=Xk3Lm9Qa&score=1", TOKEN),  # a portal's token
    # a program named by the answer to an e-mail it gives, given whose
    ("/CMSModules/Newsletters/CMSPages/Unsubscribe.aspx?subscriptionguid=3f2a&newsletterguid=77", STATE_CHANGE),
    ("/newsletter/confirm.php?hash=9f2c", STATE_CHANGE),
    ("/catalog/?clear_cache=Y", STATE_CHANGE),  # a cache emptied
    ("/portal/site/research/tool/cal?panel=Main&sakai_action=doNext_month", STATE_CHANGE),  # a handler run
    ("/study/course-compare/?addCourse=282", STATE_CHANGE), ("/study/course-compare/?removeCourse=282", STATE_CHANGE),
    ("/api/feedback/0002a1b2-0002?isLiked=true", STATE_CHANGE),  # a rating given by its value
    ("/jsmith/publications/export/bibtex/200", DOWNLOAD),  # a record sent as a file by its format
])
def test_a_url_that_acts_is_refused_for_its_reason(path, reason):
    assert action_reason("https://site.example" + path) == reason
    assert action_reason(path) == reason  # a path alone reads the same


@pytest.mark.parametrize("path", [
    "/member.php?action=login",
    "/member.php?action=register",
    "/member.php?action=profile&uid=5",
    "/showthread.php?mode=threaded&tid=3",
    "/index.php?action=address",  # "add" inside a word is no verb
    "/index.php?route=account/login",  # a route to a page
    "/index.php?route=account/download",  # the account's downloads page, by its route
    "/account?action=notifications",  # the notifications page, not "notify"
    "/login?next=/cart/add",  # where to come back to is an address, no route
    "/add-ons/?mode=buy",  # "buy" alone is a listing's filter (for sale, not to rent)
    "/search?tokenizer=whitespace",  # "token" inside a word is no token
    "/blocks?block=3",  # a block, not blocking
    "/corporate.php?id=3", "/votes.php?poll=3", "/poll.php?votes=12",  # a rating's word inside or beside a name
    "/index.php?rt=product/product&product_id=40", "/index.php?rt=checkout/cart",  # an item's page, the cart's
    "/attachments.php?id=3", "/AttachmentsOverview.aspx", "/page.logbookpage",
    "/blog/how-to-log-out-safely",  # a title, not the logout
    "/logout-policy",
    "/collaborate/log-out.html",  # a static help page about logging out
    "/download.html?lang=en",
    "/downloads?page=2",  # the downloads page, a listing
    "/download",  # a download page, with no file asked for
    "/?attachment_id=5",  # WordPress's attachment page
    "/showthread.php?tid=81&sid=9f2c",  # a session id is dropped from the key, see urls.py
    "/products/42",
    "/wiki/Special:UserLogin",  # the wiki's login page
    "/wiki/Help:Logging_out",  # a help page about logging out
    "/w/index.php?title=Logout",  # an article titled so
    "/w/index.php?title=Main_Page&returnto=Special:UserLogin",
    "/tag/designoff/",  # a design-off, though it ends with "signoff"
    "/stats?actions_count=3",  # "action" is not its last word
    "/download/windows",  # a downloads page, by its platform
    "/products/pdf",  # a format's page, not below downloads
    "/downloads/2024",  # a year's downloads, a list
    "/download/windows/12",  # a platform's download page
    "/?lang=fr",  # a language's page sets nothing
    "/shop?country=fr&region_reset=1",  # no verb of setting before the preference
    "/gallery?stylesheet=print&styles=3",  # a style's name is the whole parameter's
    "/currencies?page=2",  # the currencies page, a listing
    "/wiki/Help:Tokens",  # a page in a namespace, no token's value
    "/docs/logout-flow/overview",  # about logging out: no logout's name
    "/about/?editor=vim",  # a parameter whose name holds "edit"
    "/language?page=2",  # a list of languages
    "/language?next=%2Fdocs%2F",  # the languages page, given where to go back
    "/docs/action/overview",  # a page about actions
    "/videos/watch?v=12",
    "/tx?hash=0x3f2a",  # a hash alone names a record
    "/elections/results?voter=12",
    "/docs/editing-guide?section=edit",  # "edit" under no action-like key
    "/docs/logout-troubleshooting",  # about logging out: its last word is no logout
    "/index.php?option=com_users&view=login",  # Joomla's login form
    "/index.php?id=12", "/topics/physics?mode=2",  # a number under no action's key, or a display mode
    "/apps/v2/download", "/software/download",  # a download page
    "/pricelist", "/services/price-list?page=2",  # the price list's page
    "/index.php?topic=12.0;wap2", "/index.php?board=1.0;sort=views",  # a board's ";" parameters
    "/item?id=5f4dcc3b5aa765d61d8327deb882cf99",  # a record's hash under a word
    "/docs/export", "/docs/export/overview", "/guides/html",  # pages about exports
    "/search?key=shoes", "/map?key=AIzaSyD-9tSrke72PouQMnMX-a7eZSW0jkFMBWY",  # a search's key, an API's
    "/Default.aspx?tabid=21&ctl=Login", "/w/news?p_p_id=journal&p_p_lifecycle=0&p_p_state=maximized",  # pages
    "/conferences/ics-2024-conference", "/topics/physics", "/calendar/ics", "/events/calendar-view",  # slugs, words
    "/insurance?action=rates", "/blog/confirmation-bias", "/clicks-and-mortar",
    "/address.php?id=3", "/copyright.php?year=2024", "/docs/edit-page?lang=en", "/editorial.php?issue=4",
    "/wiki/Roadmap?format=html", "/report?format=print", "/faq?topic=toggles", "/search?q=toggle_switch",
    "/index.php?route=information/language", "/tokenizer?text=a", "/doku.php?id=start&do=revisions",
    "/index.php?post/2026/10/16/A-new-theme", "/index.php?pages/Contact",  # a path as the query, no names
    "/index.php?dispatch=products.view&product_id=5", "/compare?page=2", "/tools/cart-abandonment",
    "/docs/email-signatures", "/help/signature-pad?page=2",
    "/Views/SetDetails.aspx?SetID=1", "/view_all_bug_page.php?page_number=2", "/asset_view.php?id=3",  # a set's page
    "/reset_password.php", "/downloads.php?cat=2", "/changelog_page.php",
    "/list?cursor=3", "/docs/curriculum?id=2", "/?current=1",
    "/DownloadCenter.aspx?cat=3", "/download_page.php", "/export_guide.php",  # pages offering downloads
    "/docs?lang=fr&page=2", "/en/culture/theatre?next=%2Fen%2F", "/glossary?term=slang&from=%2Fdocs",  # no choice
    "/web/guest/blog?_com_BlogsPortlet_cur=2&_com_BlogsPortlet_delta=4",  # a list's cursor, no currency
    "/portal/tool/res?sakai_action=doShowmetadata", "/unsubscribe.php", "/confirmation.php?order=3",  # pages
    "/search?added_since=2024-01-01", "/account/addresses?address_id=3", "/posts?likes=10",  # no verb first
    "/docs/export/html/overview",  # a page about exports, no record's id
])
def test_a_page_is_not_refused(path):
    assert action_reason("https://site.example" + path) is None


def test_a_docs_builds_downloads_are_never_candidates():
    """Read the Docs links each version's PDF, EPUB and zipped HTML: /_/downloads/<lang>/<version>/pdf/."""
    from sitesampler.core import SiteSampler
    site = SiteSampler("https://docs.example/", random_share=0, keep_all=True)
    files = [f"https://docs.example/_/downloads/en/{version}/{kind}/" for version in ("latest", "stable")
             for kind in ("pdf", "epub", "htmlzip")]
    site.add_listings([(url, None, None) for url in ["https://docs.example/", *files, "https://docs.example/downloads/"]])
    assert [url for url, _ in site.page_templates()] == ["https://docs.example/", "https://docs.example/downloads/"]
    assert site.rejected["download"] == len(files)


def test_words_are_whole_and_compounds_are_read_together():
    assert {"post", "key", "postkey"} <= phrases("my_post_key")
    assert "markread" in phrases("markRead") and "markread" in phrases("mark-read")
    assert "add" not in phrases("address")


FORUM_URLS = [
    ROOT, f"{ROOT}member.php?action=login", f"{ROOT}member.php?action=register",
    *(f"{ROOT}showthread.php?tid={n}" for n in range(1, 30)),
    *(f"{ROOT}misc.php?action=markread&fid={n}" for n in range(1, 6)),
    *(f"{ROOT}usercp2.php?action=addsubscription&tid={n}&my_post_key=8bf9" for n in range(1, 6)),
    *(f"{ROOT}attachment.php?aid={n}" for n in range(1, 6)),
    f"{ROOT}member.php?action=logout&logoutkey=8bf9", f"{ROOT}user/logout", f"{ROOT}Log-Out",
]
ACTING = {url for url in FORUM_URLS if action_reason(url)}


class OneByOne(SiteSampler):
    """No folder batches: every URL through the per-URL paths (the lanes and the general one)."""

    def leaf_batch(self, folder, entries):
        return None


class General(OneByOne):
    """No folder lanes either: every URL through the general path."""

    def new_folder(self, head):
        return None


@pytest.mark.parametrize("sampler_class", [SiteSampler, OneByOne, General])
def test_the_sampler_refuses_urls_that_act_in_any_order_on_every_path(sampler_class):
    samples = []
    for seed in range(3):
        shuffled = FORUM_URLS * 2  # a URL listed twice is refused once
        random.Random(seed).shuffle(shuffled)
        sampler = sampler_class(ROOT, budget=40)
        sampler.add_listings([(url, None, None) for url in shuffled], "sitemap.xml")
        samples.append(sampler.sample())
    result = samples[0]
    assert all(sample == result for sample in samples)
    assert not {pick.url for pick in result.picks} & ACTING
    assert {template.template for template in result.clusters} >= {"/member.php?action=login"}
    assert (result.stats["rejected_token"], result.stats["rejected_state_change"], result.stats["rejected_download"]) \
        == (6, 7, 5)
    assert result.excluded[DOWNLOAD] == [f"{ROOT}attachment.php?aid={n}" for n in (1, 2, 3)]  # the first by URL
    assert result.excluded[STATE_CHANGE] == [f"{ROOT}Log-Out", f"{ROOT}misc.php?action=markread&fid=1",
                                             f"{ROOT}misc.php?action=markread&fid=2"]


#: URLs that act by their path beyond their last segment's name, and pages beside them.
PATH_ACTING = [f"{ROOT}task:login.logout/logout-nonce:9f8e7d", f"{ROOT}login/do_logout/1701870000:8f0e",
               f"{ROOT}account/logout/confirm", f"{ROOT}alice/site/action/star", f"{ROOT}alice/site/action/unwatch",
               *(f"{ROOT}books/guide/page/intro/export/{file}" for file in ("html", "pdf", "markdown")),
               f"{ROOT}books/guide/export/plaintext", f"{ROOT}bitstreams/9b1c3e2a-77d0-4f3b-9e1a-2b6f0c8d4e51/download",
               f"{ROOT}bitstreams/7f3e2a1b-0c9d-4e8f-a1b2-c3d4e5f6a7b8/download",
               f"{ROOT}Home/ctl/Edit/mid/421"]
PATH_PAGES = [f"{ROOT}blog/post-{n}" for n in range(1, 4)] + [f"{ROOT}wiki/Help:Tokens", f"{ROOT}alice/site/issues",
                                                              f"{ROOT}login/", f"{ROOT}books/guide/page/intro",
                                                              f"{ROOT}apps/v2/download"]


@pytest.mark.parametrize("sampler_class", [SiteSampler, OneByOne, General])
def test_the_sampler_refuses_urls_that_act_by_their_path_on_every_path(sampler_class):
    """A logout with more after it, a token written as a segment's name:value, an action key
    written as a segment, a page's export, a record's file: never a candidate, so never a row
    nor a page verification fetches."""
    for seed in range(3):
        urls = PATH_ACTING + PATH_PAGES
        random.Random(seed).shuffle(urls)
        sampler = sampler_class(ROOT, budget=40, random_share=0)
        sampler.add_listings([(url, None, None) for url in urls], "links")
        picked = {pick.url for pick in sampler.sample().picks}
        assert not picked & set(PATH_ACTING)
        assert set(PATH_PAGES) - {f"{ROOT}login/"} <= picked


@pytest.mark.parametrize("sampler_class", [SiteSampler, OneByOne, General])
def test_every_url_that_acts_is_refused_by_the_sampler_on_every_path(sampler_class):
    """Every example of a URL that acts, each in a folder of pages (so the folder's fast paths
    decide it): no candidate, whichever path the sampler reads it by. A link is dropped where
    it is read only when the sampler would not refuse it (``links.refused_here``), so a rule of
    ``action_reason`` the sampler's fast path missed sent DNN's ``/Home/ctl/Edit/mid/421`` to
    verification."""
    acting = [ROOT.rstrip("/") + path for path, _ in test_a_url_that_acts_is_refused_for_its_reason.pytestmark[0].args[1]]
    for seed in range(2):
        urls = [*acting, *(f"{url.partition('?')[0].rpartition('/')[0]}/page-{n}" for url in acting for n in (1, 2))]
        random.Random(seed).shuffle(urls)
        sampler = sampler_class(ROOT, budget=40, random_share=0, keep_all=True)
        sampler.add_listings([(url, None, None) for url in urls], "links")
        kept = {url for url, _ in sampler.page_templates()}
        assert not kept & set(acting), sorted(kept & set(acting))
    # Each alone among plain pages too: another example in its folder may turn on a fast path
    # that its own URL does not (MantisBT's csv_export.php was kept beside pages alone).
    missed = []
    for url in acting:
        folder = url.partition("?")[0].rpartition("/")[0]
        sampler = sampler_class(ROOT, budget=40, random_share=0, keep_all=True)
        sampler.add_listings([(url, None, None), *((f"{folder}/page-{n}", None, None) for n in (1, 2))], "links")
        if url in {kept_url for kept_url, _ in sampler.page_templates()}:
            missed.append(url)
    assert missed == []


def test_merged_workers_keep_the_counts_and_the_first_examples():
    whole = SiteSampler(ROOT, budget=20)
    whole.add_listings([(url, None, None) for url in FORUM_URLS])
    parts = [SiteSampler(ROOT, budget=20) for _ in range(3)]
    for url in FORUM_URLS:
        parts[parts[0].scope.worker_key(url) % 3].add(url)
    for part in parts[1:]:
        parts[0].merge(part)
    assert parts[0].sample() == whole.sample()


def test_the_users_extra_page_that_acts_is_not_sampled_either():
    sampler = SiteSampler(ROOT, budget=10)
    sampler.add_listings([(url, None, None) for url in FORUM_URLS])
    extra = f"{ROOT}misc.php?action=markread&fid=9"
    result = sampler.sample(Exploration(extra=(extra, f"{ROOT}member.php?action=login")))
    assert extra not in {pick.url for pick in result.picks}
    assert result.picks[0].url == f"{ROOT}member.php?action=login" and result.picks[0].reason == "extra"


@pytest.mark.parametrize("budget", ["10", "20"])
def test_the_forum_sample_holds_the_login_page_and_no_url_that_acts(budget):
    """The MyBB forum of the corpus lists mark-read, subscribe (with its CSRF token) and
    attachment links beside its login page, which a query names (``member.php?action=login``)."""
    done = subprocess.run([sys.executable, "-m", "sitesampler.cli", "plan", str(FORUM), "--budget", budget],
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    rows = [json.loads(line) for line in done.stdout.splitlines()]
    assert [row["url"] for row in rows if action_reason(row["url"])] == []
    assert not any("my_post_key" in row["url"] or "markread" in row["url"] or "attachment.php" in row["url"]
                   for row in rows)
    login = [row for row in rows if row["page_type"] == "login"]
    assert [row["url"] for row in login] == ["http://forums.rafflesmash.com/member.php?action=login"]
    assert login[0]["sample"] == "structured" and login[0]["reason"] == "common"


def test_every_url_that_acts_holds_a_hint_and_plain_queries_hold_none():
    """The sampler reads a folder's URLs one by one only when their text holds a hint
    (``may_act``): every URL that acts must hold one."""
    acting = [f"https://site.example{path}" for path, _ in
              test_a_url_that_acts_is_refused_for_its_reason.pytestmark[0].args[1]] + sorted(ACTING)
    spelled = [url.replace("action", "Action").replace("token", "Token") for url in acting]
    assert all(actions.may_act(url.lower()) for url in acting + spelled)
    assert not actions.may_act("https://shop.example/item?id=3&color=red\nhttps://shop.example/board?wr_id=9")
