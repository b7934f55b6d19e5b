"""The fake web the crawl tests run against: one loopback server, many ``*.test`` hosts.

Each host reproduces one discovery case (docs/METHOD.md, "The canonical site"); the builder takes
the server's port because sitemaps and canonicals spell absolute URLs.
"""

from __future__ import annotations

import gzip
from base64 import b64encode
from dataclasses import replace
from urllib.parse import quote

from sitesampler.testing.linked_site import linked_hosts
from sitesampler.testing.server import Hosts, Page, redirect


def urlset(origin: str, paths: list[str], namespace: bool = True) -> bytes:
    xmlns = ' xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"' if namespace else ""
    entries = "".join(f"<url><loc>{origin}{path}</loc><lastmod>2026-10-01</lastmod></url>" for path in paths)
    return f'<?xml version="1.0" encoding="UTF-8"?>\n<urlset{xmlns}>{entries}</urlset>'.encode()


def prioritised_urlset(origin: str, paths: list[str], priority: str = "0.5") -> bytes:
    """A urlset giving every entry one ``<priority>``, as a Docusaurus build does."""
    entries = "".join(f"<url><loc>{origin}{path}</loc><priority>{priority}</priority></url>" for path in paths)
    return f'<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">{entries}</urlset>'.encode()


def index(origin: str, paths: list[str]) -> bytes:
    entries = "".join(f"<sitemap><loc>{origin}{path}</loc></sitemap>" for path in paths)
    return f'<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">{entries}</sitemapindex>'.encode()


def html(head: str = "", body: str = "") -> Page:
    return Page(f"<!doctype html><html><head>{head}</head><body>{body}</body></html>".encode())


def links(*paths: str) -> str:
    return " ".join(f'<a href="{path}">{path}</a>' for path in paths)


#: The secrets of the sites behind a login: they must never appear in an output or a log line.
BASIC_USER, BASIC_PASSWORD = "auditor", "Pa55-basic-7f3e"
SESSION_COOKIE = ("staging_session", "tok-session-9c1d")


def behind_login(pages: dict[str, Page], requires: tuple[str, str]) -> dict[str, Page]:
    return {path: replace(page, requires=requires) for path, page in pages.items()}


POSTS = [f"/posts/why-{n}-things-matter" for n in ("three", "four", "five", "six")]
#: The pages of ``new-name.test``'s sitemap, where ``old-name.test`` now redirects.
RENAMED_PAGES = [*(f"/news/story-{n}" for n in range(5)), "/contact"]
#: The pages of ``global.brand.test``'s sitemap, where ``brand.test`` sends its visitors.
BRAND_PAGES = ["/en-us/", "/en-us/contact", "/de-de/", "/de-de/kontakt"]
#: The pages of ``unlisted.test``'s sitemaps, one robots.txt forbids among them.
UNLISTED_PAGES = [*(f"/guides/guide-{n}" for n in range(6)), "/contact", "/private/draft"]
NESTED_PAGES = ["/about", "/team", "/private/staff-only", "/board/view?id=7&amp;lang=en"]
ENCODED_PAGES = ["/help/faq", "/contact"]
#: A docs site whose sitemap gives every page a priority, the home page and the contact page too.
PRIORITISED_DOCS = ["/", "/contact"] + [f"/docs/guide-to-topic-{n}" for n in range(8)]
LISTED = ["/blog/", "/about", "/contact"]
EXPANDED_POSTS = ["/blog/first-post-here", "/blog/second-post-here"]


#: What a forum's home page links to: pages, and URLs that act (a CSRF token, a state change,
#: a download, a logout), which are never requested nor sampled.
FORUM_ACTING = ["/usercp2.php?action=addsubscription&tid=3&my_post_key=8bf9", "/misc.php?action=markread",
                "/attachment.php?aid=7", "/member.php?action=logout&logoutkey=8bf9", "/logout",
                "/index.php?route=account/logout", "/shop.php?action=buy_now&products_id=3",
                "/w/index.php?title=Special:UserLogout&returnto=Main_Page", "/wiki/Special:UserLogout",
                "/my-account/customer-logout/", "/index.php?option=com_users&task=user.menulogout",
                "/en/?mylogout=", "/intranet/?logintype=logout", "/en/contact-us?id_currency=2&SubmitCurrency=1",
                "/pages/removepage.action?pageId=7", "/productalert/add/stock/product_id/12/",
                "/wishlist/index/add/product/12/"]
FORUM_LINKS = ["/forums/", "/member.php?action=login", "/contact.php", *FORUM_ACTING]
FORUM_THREADS = [f"/showthread.php?tid={n}" for n in range(1, 6)]


#: A shop whose sitemap lists its products and posts but none of the listing pages its
#: navigation links to.
SHOP_LISTED = (["/", "/about"] + [f"/blog/{slug}" for slug in ("spring-sale-news", "new-shoes-arrive", "our-story-told")]
               + [f"/products/{slug}" for slug in ("red-shoe", "blue-shoe", "green-hat", "yellow-coat")])
#: Links that fill or empty a cart, a wish list or a comparison, on the platforms that spell
#: them in the path: Shopify's, a cart permalink, a custom shop's, Magento's (with its token).
CART_ACTIONS = ["/cart/add?id=7&quantity=1", "/cart/change?line=1&quantity=0", "/cart/40123:1", "/cart/add/3",
                "/checkout/cart/add/uenc/aHR0cDovL25hdnNob3A,/product/7/", "/wishlist/index/add/product/7/form_key/Xy12/",
                "/catalog/product_compare/add/product/7/"]
#: Links that act on other platforms: follow, like and reblog an item named after the action
#: (CKAN, Tumblr), set the session's language by its path and the page to return to (Odoo), or
#: its price list, run an action by its number (ExpressionEngine), put an amount in a cart
#: (Shopware, Solidus), and send a record's file or an event's calendar file (DSpace, The
#: Events Calendar).
PLATFORM_ACTIONS = ["/dataset/follow/9b1c3e2a-77d0-4f3b", "/like/k3yAbc9?id=7321", "/reblog/7321/k3yAbc9",
                    "/website/lang/fr_FR?r=/about", "/shop/change_pricelist/3", "/index.php?ACT=12",
                    "/checkout/line-item/add?lineItems%5B7%5D%5Bquantity%5D=1", "/orders/populate?variant_id=3&quantity=1",
                    "/bitstreams/9b1c3e2a-77d0-4f3b-9e1a-2b6f0c8d4e51/download", "/?post_type=tribe_events&ical=1"]
#: A hosted builder's collection list, whose later pages are numbered under the list's own id
#: (Webflow's ``?<id>_page=2``), and its view as lines; the posts of each page.
COLLECTION_NEXT = "/blog?3f2a9c1e_page=2"
COLLECTION_VIEW = "/blog?viewmode=list"
COLLECTION_POSTS = {page: [f"/post/{name}-{page}" for name in ("spring", "summer", "autumn")] for page in (1, 2)}
#: A school's link that redirects to a publisher, one to its single sign-on on another
#: domain, and its news.
OFF_SITE_LINK = "/mod/url/view.php?id=400"
SSO_LINK = "/members/"
LEAVING_NEWS = [f"/news/story-{n}" for n in range(1, 5)]
#: Magento's sign-in link, which names the page to return to in its path: the login page.
SIGN_IN = "/customer/account/login/"
SIGN_IN_LINK = SIGN_IN + "referer/aHR0cDovL25hdnNob3AudGVzdC8,/"
SHOP_NAVIGATION = ["/blog/", "/blog/page/2", "/products/", "/about", "/private/drafts", "/account/logout",
                   "/newsletter?action=subscribe", "/cart?add-to-cart=7", "/basket?_wpnonce=9f8e7d", *CART_ACTIONS,
                   *PLATFORM_ACTIONS, SIGN_IN_LINK]


#: The session id phpBB writes into every link for a visitor without a cookie, and its topics
#: by forum.
#: The articles of a wiki whose pages link each other's tools (``wikitools.test``).
WIKI_TITLES = [f"Article_{n}" for n in range(6)]
WIKI_FEED_TITLES = [f"Changed_{n}" for n in range(3)]
#: The events of a site whose calendar links its earlier pages with ``rel="nofollow"``
#: (``calendar.test``), and those pages, each linking the one before it, which go on for ever
#: on a real calendar.
CALENDAR_EVENTS = [f"/events/{slug}.html" for slug in ("open-day", "concert", "lecture")]
CALENDAR_EARLIER = [f"/events/earlier-{step}.html" for step in range(1, 10)]
#: The pages of a forum whose sign-in and sign-up links name the page they are on
#: (``returning.test``: ``/login?to=tags`` on ``/tags``).
RETURNING_PAGES = ["/tags", "/questions", "/10/how-to-install", "/11/how-to-upgrade", "/users"]
#: An events site without a sitemap: the home page links three events and two events' manager
#: pages; each event links the next three and its own manager page, which sends every visitor
#: to sign in (``/login?next=...``).
MANAGED_EVENTS = [f"/event/{number}/" for number in range(1, 8)]
MANAGED_LEVEL_ONE = ["/event/1/manage/", "/event/2/manage/"]
#: The pages of a help desk whose language links are each page's address, "?" and the
#: language (``echoing.test``: ``/faq.php?id=1?lang=fr``, the query written again).
ECHOING_PAGES = ["/faq.php?id=1", "/faq.php?id=2", "/faq.php?id=3", "/?lang=fr", "/?lang=de"]
#: The sections of a site whose language links set a cookie (``polyglot.test``).
POLYGLOT_PAGES = ["/about", "/services", "/contact"]
#: The pages of a wiki of books (``bookwiki.test``).
BOOK_PAGES = [f"/books/guide/page/{name}" for name in ("setup", "usage", "faq", "upgrade")]
BOARD_SID = "9f2c4e1ab37d"
BOARD_TOPICS = {1: range(1, 7), 2: range(7, 13)}
NEWS_STORIES = [f"/{section}/2024/03/0{day}/story-{day}-{section}/" for section in ("sports", "politics", "local")
                for day in range(1, 6)]
COLLECTION_PAGES = ["/about.html", "/browse.html", "/subjects.html", "/map.html",
                    *(f"/items/item_{n}.html" for n in range(1, 9))]
COLLECTION_DATA = [f"/assets/data/{name}" for name in ("metadata.csv", "metadata.json", "subjects.csv", "subjects.json",
                                                        "facets.json", "timeline.json", "records.xml", "README.txt",
                                                        "places.geojson", "places.kml")]
WIKI_PAGES = ["start", *(f"manual:chapter{n}" for n in range(1, 12))]
WIKI_TOOLS = ("revisions", "backlink", "recent", "index", "media&ns=", "register", "export_pdf")


#: Cloudflare's page that stands for an e-mail address it hides from scrapers.
CDN_PAGE = "/cdn-cgi/l/email-protection"

SPA_PAGES = ["/app/orders", "/app/settings", "/app/reports"]
SPA_ORDERS = [f"/app/orders/{number}" for number in (1001, 1002, 1003)]


def script_links(paths: list[str]) -> bytes:
    """A script that writes links to ``paths`` into the page's ``#app`` once it runs."""
    anchors = "".join(f'<a href="{path}">{path}</a>' for path in paths)
    return f"document.getElementById('app').innerHTML = '<nav>{anchors}</nav>';".encode()


#: A site without a sitemap whose Japanese section and monthly archives no anchor links: the
#: home page names its Japanese version as an hreflang alternate and in a language select, and
#: its archives in a jump menu. A select that filters (its change sets no location) names no page,
#: nor does an option whose value is no address.
LANGUAGE_HOME = "/ja/"
JAPANESE_DIARIES = ["/ja/diaries/first-steps/", "/ja/diaries/network-notes/", "/ja/diaries/lint-rules/"]
ARCHIVES = ["/2024/05/", "/2024/04/"]
ARCHIVED_POSTS = ["/posts/spring-notes/", "/posts/april-notes/"]
FILTERED = "/posts/?sort=oldest"
#: A jump menu's option that is no address: a script builds one from it.
TAG_VALUE = "tea"
#: A later page of a list that is gone: followed for its links, it is no candidate, so its
#: answer sets nothing aside.
DEAD_LATER_PAGE = "/posts/page/9/"


def jump_menus() -> str:
    options = "".join(f'<option value="{path}">{path}</option>' for path in ARCHIVES)
    return ('<select onchange="location = this.value;"><option value="/" selected>English</option>'
            f'<option value="{LANGUAGE_HOME}">Japanese</option></select>'
            '<select name="archive-dropdown" onchange="document.location.href=this.options[this.selectedIndex].value;">'
            f'<option value="">Select Month</option>{options}</select>'
            f'<select onchange="applyFilters()"><option value="{FILTERED}">Oldest first</option></select>'
            f'<select onchange="location.href = \'/posts/?tag=\' + this.value"><option value="{TAG_VALUE}">Tea</option></select>')


#: A flat blog in a folder (``/journal/``) without a sitemap: its posts sit beside its pages
#: at its first level, too few to be a slot by their URLs alone, in a frame of their own; its
#: pages, the contact page among them, share the site's generic frame. The menu links about
#: and contact, the home page and its second page the posts.
JOURNAL = "/journal/"
JOURNAL_POSTS = [f"/journal/{name}/" for name in (
    "why-ball-valves-leak", "choosing-a-gate-valve", "a-guide-to-check-valves", "when-to-replace-seals",
    "the-history-of-the-faucet", "how-pumps-fail-in-winter", "cleaning-strainers-right", "notes-on-pipe-threads")]
JOURNAL_PAGES = [f"/journal/{name}/" for name in ("about", "contact", "privacy-policy", "services", "careers")]


def journal_page(kind: str, title: str, body: str) -> Page:
    """A page of the flat blog: ``post`` (an article in the posts' frame) or ``page``."""
    menu = f'<header class="site-header"><nav class="menu">{links("/journal/", "/journal/about/", "/journal/contact/")}</nav></header>'
    if kind == "post":
        main = (f'<div class="site-content"><main class="content"><article class="post"><h1>{title}</h1>{body}</article>'
                '</main><aside class="widgets"><h2>Recent</h2></aside></div>')
    else:
        main = f'<div class="site-content"><main class="content"><div class="entry"><h1>{title}</h1>{body}</div></main></div>'
    footer = f'<footer class="site-footer">{links("/journal/privacy-policy/", "/journal/services/", "/journal/careers/")}</footer>'
    return Page(f'<!doctype html><html><head><title>{title}</title></head><body class="{kind}-view">{menu}{main}{footer}'
                '</body></html>'.encode())


#: The same blog with thirty posts: a link crawl capped at a few pages fetches few of them.
LONG_JOURNAL_POSTS = JOURNAL_POSTS + [f"/journal/{first}-{second}/" for first in (
    "fixing", "sizing", "testing", "storing", "fitting", "ordering", "painting", "mounting", "draining", "heating",
    "sealing") for second in ("valves", "pipes")]


#: A post the long journal's second page still links, removed since (404).
REMOVED_POST = "/journal/a-post-since-removed/"


def journal(posts: list[str] = JOURNAL_POSTS, removed: tuple[str, ...] = ()) -> dict[str, Page]:
    def listing(posts: list[str], more: str) -> Page:
        cards = "".join(f'<div class="card">{links(post)}</div>' for post in posts)
        return Page(f'<!doctype html><html><head><title>Journal</title></head><body class="list-view">'
                    f'<header class="site-header"><nav class="menu">{links("/journal/about/", "/journal/contact/")}</nav></header>'
                    f'<main class="cards">{cards}{links(more)}</main></body></html>'.encode())
    return {
        "/robots.txt": Page(b"User-agent: *\nDisallow:\n"),
        JOURNAL: listing(posts[:4], "/journal/page/2/"),
        "/journal/page/2/": listing([*posts[4:], *removed], JOURNAL),
        **{path: journal_page("post", path, "<p>Text.</p>" * (2 + n % 9)) for n, path in enumerate(posts)},
        **{path: journal_page("page", path, "<p>About us.</p>" * (1 + n)) for n, path in enumerate(JOURNAL_PAGES)},
    }


FOLDER_SITE = (["/_/index.html"] + [f"/_/{page}.html" for page in ("about", "download", "community", "glossary")]
               + [f"/_/blog/release-notes-{i}.html" for i in range(6)]
               + [f"/_/development/how-to-{topic}.html" for topic in ("build", "test", "review", "release")])


#: A shop without a sitemap whose standalone pages share one folder: its footer links two of
#: them that are common pages (contact, legal) and one that is not; the rest are linked from it.
STORE_COMMON = {"/pages/contact": "contact", "/pages/privacy-policy": "legal"}
STORE_PAGES = ["/pages/our-story", "/pages/team", "/pages/history", "/pages/press", "/pages/careers",
               "/pages/stores"]
STORE_PRODUCTS = [f"/products/{name}" for name in ("red-mug", "blue-mug", "tea-pot", "oak-tray", "linen-cloth")]


def store() -> dict[str, Page]:
    footer = f"<footer>{links(*STORE_COMMON, STORE_PAGES[0])}</footer>"
    return {
        "/": html(body=f"<nav>{links('/products/')}</nav>{footer}"),
        "/robots.txt": Page(b"User-agent: *\nDisallow:\n"),
        "/products/": html(body=links(*STORE_PRODUCTS) + footer),
        STORE_PAGES[0]: html(body=links(*STORE_PAGES[1:]) + footer),
        **{path: html(body=footer) for path in [*STORE_COMMON, *STORE_PAGES[1:], *STORE_PRODUCTS]},
    }


#: A blog without a sitemap whose pages carry share buttons (links that send the browser to
#: another site), comment reply links, a login link that returns to the page, and its list's
#: later page and its sorted, filtered and print views.
SHARED_POSTS = [f"/2024/05/post-{n}/" for n in range(12)]
SHARE_LINKS = ["?share=facebook&nb=1", "?share=x&nb=1", "?replytocom=7", "?utm_source=feed"]
LIST_VIEWS = ["/blog/?page=2"]
SORTED_VIEWS = ["/blog/?orderby=title", "/blog/?filter_tag=news", "/blog/?print=1", "/blog/?page=2&orderby=title"]
LOGIN = "/wp-login.php"
#: A page's links to itself shown another way, beside the root's: a comment's permalink
#: (Blogger's), a print view (Umbraco's), its calendar file (an events plugin's).
SELF_VIEWS = ["?showComment=1709300000000", "?altTemplate=Print", "?ical=1"]
#: A feed linked with its format named and no extension (Blogger's).
TYPED_FEED = "/feeds/posts/default"
#: Files a page links that are no pages: a Sphinx page's source, a notebook, feeds (at a file's
#: address and at a folder's).
FILES_LINKED = ["/_sources/about.rst.txt", "/notebooks/intro.ipynb", "/feed.xml", "/rss/", "/blog/feed/"]


def shared_blog() -> dict[str, Page]:
    def page(title: str, path: str, *listed: str) -> Page:
        shares = links(*(path + share for share in SHARE_LINKS), LOGIN + "?redirect_to=" + path.replace("/", "%2F"))
        if path != "/":
            shares += links(*(path + view for view in SELF_VIEWS))
        shares += f'<a type="application/atom+xml" href="{TYPED_FEED}">Posts (Atom)</a>' + links(*FILES_LINKED)
        return html(f"<title>{title}</title>", f"<nav>{links('/', '/about/', '/blog/')}</nav>{links(*listed)}{shares}")

    away = redirect("https://www.facebook.example/sharer.php?u=x", 302)
    return {
        "/robots.txt": Page(b"User-agent: *\nDisallow:\n"),
        "/": page("Home", "/"), "/about/": page("About", "/about/"), LOGIN: html("<title>Log In</title>"),
        "/blog/": page("Blog", "/blog/", *SHARED_POSTS[:6], *LIST_VIEWS, *SORTED_VIEWS),
        LIST_VIEWS[0]: page("Blog, page 2", "/blog/", *SHARED_POSTS[6:]),
        **{view: page("Blog, another view", "/blog/", *SHARED_POSTS) for view in SORTED_VIEWS},
        **{path: page(f"Post {n}", path) for n, path in enumerate(SHARED_POSTS)},
        **{path + share: away for path in ["/", "/about/", "/blog/", *SHARED_POSTS] for share in SHARE_LINKS[:2]},
        TYPED_FEED: Page(b'<feed xmlns="http://www.w3.org/2005/Atom"></feed>', content_type="application/atom+xml"),
    }


#: The university's pages its sitemap lists (the library's guides only its guides page links).
UNIVERSITY_PAGES = ["/", "/about", "/admissions/", *[f"/admissions/step-{n}" for n in range(1, 13)],
                    "/library/", *[f"/library/books/{n}" for n in range(1, 31)], "/library/contact"]
LIBRARY_GUIDES = [f"/library/guides/guide-{n}" for n in range(1, 4)]


def build(port: int) -> Hosts:
    """All hosts of the test web, for a server on ``port``."""
    www = f"http://www.acme.test:{port}"
    acme = {
        # The codeslog case: the apex answers 200, og:url and every sitemap URL are on www.
        "/": html(f'<meta property="og:url" content="{www}/">'),
        "/robots.txt": Page(b"User-agent: *\nDisallow: /private/\nSitemap: /sitemaps/index.xml\n"),
        "/sitemaps/index.xml": Page(index(www, ["/sitemaps/nested.xml", "/sitemaps/posts.xml.gz",
                                                "/sitemaps/encoded.xml"])),
        "/sitemaps/nested.xml": Page(index(www, ["/sitemaps/pages.xml"])),
        "/sitemaps/pages.xml": Page(urlset(www, NESTED_PAGES + ["/"], namespace=False)
                                    .replace(b"</urlset>", b"<url><loc>http://evil.test/stolen</loc></url></urlset>")),
        "/sitemaps/posts.xml.gz": Page(gzip.compress(urlset(www, POSTS), mtime=0)),
        # Gzip as Content-Encoding (HttpCompressionMiddleware), not as a .gz file.
        "/sitemaps/encoded.xml": Page(gzip.compress(urlset(www, ENCODED_PAGES), mtime=0),
                                      headers=(("Content-Encoding", "gzip"),)),
    }
    solo = f"http://solo.test:{port}"
    unlisted = f"http://unlisted.test:{port}"
    renamed = f"http://new-name.test:{port}"
    global_brand = f"http://global.brand.test:{port}"
    slow = f"http://slowpoke.test:{port}"
    apex = f"http://redir.test:{port}"
    big = f"http://big.test:{port}"
    basic = f"http://basic.test:{port}"
    session = f"http://session.test:{port}"
    token = b64encode(f"{BASIC_USER}:{BASIC_PASSWORD}".encode()).decode()
    from tests import feeds_site, verify_site, wcagem_site  # here, not on top: they build on this module's urlset

    return {
        **wcagem_site.hosts(port),
        **linked_hosts(port),
        **verify_site.hosts(port),
        **feeds_site.hosts(port),
        "acme.test": acme,
        "www.acme.test": acme,
        # A page naming a foreign canonical must not move the crawl.
        "solo.test": {
            "/": html(f'<meta property="og:url" content="http://evil.test:{port}/">'),
            "/robots.txt": Page(f"Sitemap: {solo}/site-map.xml\n".encode()),
            "/site-map.xml": Page(urlset(solo, ["/", "/solo-page"])),
        },
        # Its sitemaps are where neither robots.txt nor the usual locations say: an auditor gives
        # one as the site's address. Its home page links only to a page they do not list.
        "unlisted.test": {
            "/": html(body=links("/about")),
            "/robots.txt": Page(b"User-agent: *\nDisallow: /private/\n"),
            "/feeds/site-map.xml": Page(urlset(unlisted, UNLISTED_PAGES)),
            "/feeds/site-map.xml.gz": Page(gzip.compress(urlset(unlisted, UNLISTED_PAGES), mtime=0)),
            "/feeds/pages.txt": Page("".join(f"{unlisted}{path}\n" for path in UNLISTED_PAGES).encode()),
            "/sitemap/": Page(urlset(unlisted, UNLISTED_PAGES), content_type="application/xml"),
        },
        # A renamed site: the old name redirects to the new one's root, its library folder to a
        # host of its own; the intranet's home page sends visitors to a sign-in on another host.
        "old-name.test": {"/": redirect(f"{renamed}/"), "/library/": redirect(f"http://library.new-name.test:{port}/")},
        "new-name.test": {
            "/": html(body=links("/contact")),
            "/robots.txt": Page(f"Sitemap: {renamed}/sitemap.xml\n".encode()),
            "/sitemap.xml": Page(urlset(renamed, RENAMED_PAGES)),
        },
        "library.new-name.test": {"/": html(body=links("/books/1", "/books/2"))},
        # A brand whose old name sends visitors to the new host's home in their language.
        "brand.test": {"/": redirect(f"{global_brand}/en-us/", 302)},
        "global.brand.test": {
            "/": redirect("/en-us/", 302),
            "/en-us/": html(body=links("/en-us/contact")),
            "/robots.txt": Page(f"Sitemap: {global_brand}/sitemap.xml\n".encode()),
            "/sitemap.xml": Page(urlset(global_brand, BRAND_PAGES)),
        },
        "intranet.test": {"/": redirect(f"http://sso.test:{port}/login?service=http%3A%2F%2Fintranet.test%2F", 302),
                          "/robots.txt": Page(b"User-agent: *\nDisallow:\n")},
        "sso.test": {"/login": html(body="<form method='post'><input type='password' name='p'></form>")},
        # A long discovery: the second sitemap takes a while, so progress is logged meanwhile.
        "slowpoke.test": {
            "/": html(),
            "/robots.txt": Page(b"Sitemap: /index.xml\n"),
            "/index.xml": Page(index(slow, ["/fast.xml", "/slow.xml"])),
            "/fast.xml": Page(urlset(slow, [f"/fast/{n}" for n in range(1, 41)])),
            "/slow.xml": Page(urlset(slow, ["/slow/1", "/slow/2"]), delay=1.5),
        },
        "evil.test": {"/": html(), "/robots.txt": Page(b"Sitemap: /sitemap.xml\n"),
                      "/sitemap.xml": Page(urlset(f"http://evil.test:{port}", ["/evil-page"]))},
        # www redirects to the apex; robots names no sitemap, so the usual locations are probed.
        "www.redir.test": {"/": redirect(f"{apex}/")},
        "redir.test": {"/": html(), "/robots.txt": Page(b"User-agent: *\nDisallow:\n"),
                       "/sitemap.txt": Page(f"{apex}/\n{apex}/from-text-sitemap\n".encode())},
        # No robots.txt; the home page announces its sitemap in its head (Astro Starlight's
        # <link rel="sitemap">), at a path no usual location names. Astro's own index is at
        # /sitemap-index.xml, a usual location.
        "announced.test": {
            "/": html('<link rel="sitemap" href="/maps/all-pages.xml">'),
            "/maps/all-pages.xml": Page(urlset(f"http://announced.test:{port}", ["/", "/from-announced-sitemap"])),
        },
        "astro.test": {
            "/": html(),
            "/sitemap-index.xml": Page(index(f"http://astro.test:{port}", ["/sitemap-0.xml"])),
            "/sitemap-0.xml": Page(urlset(f"http://astro.test:{port}", ["/", "/from-astro-sitemap"])),
        },
        # No sitemap at all: the root's links, and with the link crawl the links of its pages.
        "links.test": {
            "/": html(body=links(*LISTED, "http://evil.test/elsewhere")),
            "/blog/": html(body=links(*EXPANDED_POSTS)),
        },
        # A forum without sitemap whose home page links to URLs that act: expand=1 must not open them.
        "forum.test": {
            "/": html(body="<nav>" + links(*FORUM_LINKS) + "</nav>"),
            "/forums/": html(body=links(*FORUM_THREADS)),
        },
        # Robots.txt closes the whole site to us: nothing may be sampled, not even the root.
        "closed.test": {
            "/": html(),
            "/robots.txt": Page(b"User-agent: *\nDisallow: /\nSitemap: /sitemap.xml\n"),
            "/sitemap.xml": Page(urlset(f"http://closed.test:{port}", ["/", "/page"])),
        },
        # Staging sites: every answer needs HTTP basic auth, or the session cookie.
        "basic.test": behind_login({
            "/": html(), "/robots.txt": Page(b"Sitemap: /sitemap.xml\n"),
            "/sitemap.xml": Page(urlset(basic, ["/", "/contact"] + [f"/rooms/{n}" for n in range(1, 9)])),
        }, ("Authorization", f"Basic {token}")),
        "session.test": behind_login({
            "/": html(), "/robots.txt": Page(b"Sitemap: /sitemap.xml\n"),
            "/sitemap.xml": Page(urlset(session, ["/", "/login"] + [f"/cases/{n}" for n in range(1, 9)])),
        }, ("Cookie", "=".join(SESSION_COOKIE))),
        # Navigation links to listing pages the sitemap leaves out, and to actions never sampled;
        # the footer's e-mail address behind a CDN's protection page, which is no page of the site.
        "navshop.test": {
            "/": html(body=f"<header><nav>{links(*SHOP_NAVIGATION)}</nav></header>"
                           f"<footer>{links(f'http://evil.test:{port}/elsewhere', CDN_PAGE + '#5e3b')}</footer>"),
            CDN_PAGE: html(head="<title>Email Protection</title>"),
            "/robots.txt": Page(b"User-agent: *\nDisallow: /private/\nSitemap: /sitemap.xml\n"),
            "/sitemap.xml": Page(urlset(f"http://navshop.test:{port}", list(SHOP_LISTED))),
        },
        # The same shop on an older theme: no header, nav or footer element, no landmark, only
        # regions named by their ids and classes (and a card's menu of links inside an article).
        "divshop.test": {
            "/": html(body=f'<div id="Header"><div class="main_menu">{links("/blog/", "/products/", "/about")}</div></div>'
                           f'<div class="content"><p>{links("/blog/spring-sale-news")}</p></div>'
                           f'<div class="site-footer">{links("/contact")}</div>'),
            "/robots.txt": Page(b"User-agent: *\nSitemap: /sitemap.xml\n"),
            "/sitemap.xml": Page(urlset(f"http://divshop.test:{port}", list(SHOP_LISTED))),
        },
        # A single-page app: its links exist only once its scripts ran (render=1). The home page
        # also asks for another host's beacon and image, which the browser must never send.
        "spa.test": {
            "/": html(body='<div id="app"></div><script src="/app.js"></script>'
                           f'<img src="http://evil.test:{port}/pixel.png">'
                           f'<script>fetch("http://evil.test:{port}/beacon")</script>'),
            "/app.js": Page(script_links(SPA_PAGES), content_type="text/javascript"),
            "/robots.txt": Page(b"User-agent: *\nDisallow:\n"),
            **{path: html(body='<div id="app"></div><script src="/orders.js"></script>') for path in SPA_PAGES},
            "/orders.js": Page(script_links(SPA_ORDERS), content_type="text/javascript"),
        },
        "languages.test": {
            "/": html(f'<link rel="alternate" hreflang="ja" href="{LANGUAGE_HOME}">', links("/about/") + jump_menus()),
            "/robots.txt": Page(b"User-agent: *\nDisallow:\n"),
            "/about/": html(body=links("/", DEAD_LATER_PAGE)),
            LANGUAGE_HOME: html(body=links("/ja/diaries/")),
            "/ja/diaries/": html(body=links(*JAPANESE_DIARIES)),
            **{path: html(body=links("/ja/diaries/")) for path in JAPANESE_DIARIES},
            **{path: html(body=links(post)) for path, post in zip(ARCHIVES, ARCHIVED_POSTS)},
            **{path: html(body=links("/")) for path in ARCHIVED_POSTS},
            "/posts/": html(body=links(*ARCHIVED_POSTS)),
            FILTERED: html(),
        },
        "journal.test": journal(),
        "longjournal.test": journal(LONG_JOURNAL_POSTS, removed=(REMOVED_POST,)),
        "store.test": store(),
        "shares.test": shared_blog(),
        # A phpBB board, which writes a crawler's session id into every link: the board answers
        # each page without it too. Each topic links its print view and its language menu, and
        # each forum its topics' print views at an address of their own (``/topic/<t>/print``).
        "board.test": {
            "/": html(body=links(*(f"/viewforum.php?f={n}&sid={BOARD_SID}" for n in (1, 2)),
                                 f"/ucp.php?mode=logout&sid={BOARD_SID}")),
            **{f"/viewforum.php?f={n}": html(body=links(*(f"/viewtopic.php?t={t}&sid={BOARD_SID}" for t in BOARD_TOPICS[n]),
                                                        *(f"/topic/{t}/print" for t in BOARD_TOPICS[n])))
               for n in (1, 2)},
            **{f"/viewtopic.php?t={t}": html(body=links(f"/viewforum.php?f=1&sid={BOARD_SID}",
                                                        f"/viewtopic.php?t={t}&view=print&sid={BOARD_SID}",
                                                        f"/viewtopic.php?t={t}&lang=de"))
               for topics in BOARD_TOPICS.values() for t in topics},
        },
        # A newsroom whose home page puts its tracking parameter on each story link, and a wiki
        # whose pages link their tools (revisions, backlinks...): both sitemaps are full.
        "newsroom.test": {
            "/robots.txt": Page(b"User-agent: *\nSitemap: /sitemap.xml\n"),
            "/sitemap.xml": Page(urlset(f"http://newsroom.test:{port}", ["/", *NEWS_STORIES])),
            "/": html(body=links(*(f"{story}?itid=hp-top_p{at:03}" for at, story in enumerate(NEWS_STORIES)))),
            **{story: html(body=links("/")) for story in NEWS_STORIES},
        },
        # A digital collection whose home page links its listed pages and the data behind
        # them (CSV, JSON, XML and text downloads, which no sitemap lists): its sitemap is full.
        "datalinks.test": {
            "/robots.txt": Page(b"User-agent: *\nSitemap: /sitemap.xml\n"),
            "/sitemap.xml": Page(urlset(f"http://datalinks.test:{port}", ["/", *COLLECTION_PAGES])),
            "/": html(body=links(*COLLECTION_PAGES[:4], *COLLECTION_DATA)),
            **{path: html(body=links("/")) for path in COLLECTION_PAGES},
        },
        "tools.test": {
            "/robots.txt": Page(b"User-agent: *\nSitemap: /sitemap.xml\n"),
            "/sitemap.xml": Page(urlset(f"http://tools.test:{port}", ["/", *(f"/doku.php?id={name}" for name in WIKI_PAGES)])),
            "/": html(body=links(*(f"/doku.php?id=start&do={tool}" for tool in WIKI_TOOLS),
                                 *(f"/doku.php?id={name}" for name in WIKI_PAGES[:3]))),
            **{f"/doku.php?id={name}": html(body=links(*(f"/doku.php?id={name}&do={tool}" for tool in WIKI_TOOLS)))
               for name in WIKI_PAGES},
        },
        # A site without a sitemap whose pages each link a language switch that sets a cookie
        # and returns to the page (Orchard Core's culture picker), a language selector given
        # the page's translation and a language (Plone's), and a form mailing the page.
        "switching.test": {
            "/": html(body=links("/about", "/team", "/RedirectToLocalizedContent?contentItemUrl=%2F&targetculture=fr",
                                 "/@@multilingual-selector/0a1b2c/de")),
            **{path: html(body=links("/", f"/RedirectToLocalizedContent?contentItemUrl={quote(path, safe='')}&targetculture=fr",
                                     f"/@@multilingual-selector/{len(path):06x}/de", f"{path}/sendto_form"))
               for path in ("/about", "/team")},
        },
        # A help desk without a sitemap whose language links write the page's query again
        # (osTicket's flags: the page's address, "?", the language); its program answers them
        # as the page before the second "?".
        "echoing.test": {
            "/": html(body=links(*ECHOING_PAGES)),
            **{f"{path}*": html(body=links("/", *(f"{path}?lang={language}" for language in ("fr", "de"))))
               for path in ECHOING_PAGES},
        },
        # A forum without a sitemap whose sign-in and sign-up links name the page they are on.
        "managed.test": {
            "/": html(body=links(*MANAGED_EVENTS[:3], *MANAGED_LEVEL_ONE, "/login")),
            **{path: html(body=links("/", *MANAGED_EVENTS[number:number + 3], f"{path}manage/"))
               for number, path in enumerate(MANAGED_EVENTS, start=1)},
            **{f"{path}manage/": redirect(f"/login?next={quote(path + 'manage/', safe='')}", status=302)
               for path in MANAGED_EVENTS},
            "/login": html(body='<form method="post"><input name="user"><input type="password" name="pass"></form>'),
            "/login?*": html(body='<form method="post"><input name="user"><input type="password" name="pass"></form>'),
        },
        "returning.test": {
            "/": html(body=links(*RETURNING_PAGES, "/login?to=", "/register?to=")),
            **{path: html(body=links("/", f"/login?to={quote(path.lstrip('/'), safe='')}",
                                     f"/register?to={quote(path.lstrip('/'), safe='')}")) for path in RETURNING_PAGES},
            "/login": html(body='<form method="post"><input name="user"><input type="password" name="pass"></form>'),
            "/register": html(body='<form method="post"><input name="user"><input name="email"></form>'),
        },
        # A site without a sitemap whose calendar links its earlier page with rel="nofollow"
        # (each links the one before it), and its events plainly.
        "calendar.test": {
            "/": html(body=links("/events.html", "/about.html")),
            "/about.html": html(body=links("/")),
            "/events.html": html(body=links(*CALENDAR_EVENTS) + f'<a rel="nofollow prev" href="{CALENDAR_EARLIER[0]}">Prev</a>'),
            **{earlier: html(body=f'<a rel="NoFollow" href="{before}">Prev</a>')
               for earlier, before in zip(CALENDAR_EARLIER, CALENDAR_EARLIER[1:] + ["/events/earlier-10.html"])},
            **{event: html(body=links("/events.html")) for event in CALENDAR_EVENTS},
        },
        # A site without a sitemap whose language links keep the language in a cookie, as
        # many programs do; its home page starts a session with a cookie of its own.
        "polyglot.test": {
            "/": Page(html(body=links("/?lang=de", "/?lang=fr", *POLYGLOT_PAGES)).body,
                      headers=(("Set-Cookie", "visit=1; Path=/"),)),
            **{f"/?lang={language}": Page(html(body=links(*(f"{path}?lang={language}" for path in POLYGLOT_PAGES))).body,
                                          headers=(("Set-Cookie", f"lang={language}; Path=/"),))
               for language in ("de", "fr")},
            **{path: html(body=links(f"{path}?lang=de", f"{path}?lang=fr", f"{path}/team")) for path in POLYGLOT_PAGES},
            **{f"{path}?lang={language}": Page(html(body=links(f"{path}/team?lang={language}")).body,
                                               headers=(("Set-Cookie", f"lang={language}; Path=/"),))
               for path in POLYGLOT_PAGES for language in ("de", "fr")},
            **{f"{path}/team": html(body=links("/")) for path in POLYGLOT_PAGES},
        },
        # A site whose Spanish pages live under /es/ and set the session's language: the
        # program reads its language from the path, then from the cookie (Alaveteli).
        "foldered.test": {
            "/": Page(html(body=links("/es/", *POLYGLOT_PAGES)).body, headers=(("Set-Cookie", "visit=1; Path=/"),)),
            "/es/": Page(html(body=links(*(f"/es{path}" for path in POLYGLOT_PAGES))).body,
                         headers=(("Set-Cookie", "locale=es; Path=/"),)),
            **{path: html(body=links(f"/es{path}", f"{path}/team")) for path in POLYGLOT_PAGES},
            **{f"/es{path}": html(body=links(f"/es{path}/team")) for path in POLYGLOT_PAGES},
            **{f"{language}{path}/team": html(body=links("/")) for path in POLYGLOT_PAGES for language in ("", "/es")},
        },
        # A wiki without a sitemap whose pages link the other pages' histories, diffs and old
        # revisions (its recent changes, its "what links here").
        "wikitools.test": {
            "/": html('<link rel="alternate" type="application/rss+xml" href="/w/index.php?title=Special:RecentChanges&feed=rss">',
                      links(*(f"/w/index.php?title={name}" for name in WIKI_TITLES[:2]))),
            # Its feed of recent changes lists each change as a diff, of pages no page links.
            "/w/index.php?title=Special:RecentChanges&feed=rss": Page(
                ('<?xml version="1.0"?><rss version="2.0"><channel><title>Changes</title>' + "".join(
                    f"<item><link>http://wikitools.test:{port}/w/index.php?title={name}&amp;diff=5{at}&amp;oldid=4{at}</link></item>"
                    for at, name in enumerate(WIKI_FEED_TITLES)) + "</channel></rss>").encode(),
                content_type="application/rss+xml"),
            **{f"/w/index.php?title={name}": html(body=links(
                *(f"/w/index.php?title={other}&action=history" for other in WIKI_TITLES),
                *(f"/w/index.php?title={other}&oldid={4000 + at}" for at, other in enumerate(WIKI_TITLES)),
                *(f"/w/index.php?title={other}&diff={4001 + at}&oldid={4000 + at}" for at, other in enumerate(WIKI_TITLES))))
               for name in WIKI_TITLES},
        },
        # A wiki of books without a sitemap: each page links its revisions, a revision's changes
        # and its AMP view; its "about" page links the project's history, a page of its own.
        "bookwiki.test": {
            "/": html(body=links(*BOOK_PAGES, "/about")),
            "/about": html(body=links("/about/history")),
            "/about/history": html(body=links("/")),
            **{path: html(body=links(f"{path}/revisions", f"{path}/revisions/3/changes", f"{path}/amp/", "/"))
               for path in BOOK_PAGES},
        },
        # The same board on a Java server, which writes the session id into each link's path.
        "javaboard.test": {
            "/": html(body=links(*(f"/forum;jsessionid={BOARD_SID}?f={n}" for n in (1, 2)),
                                 f"/logout;jsessionid={BOARD_SID}")),
            **{f"/forum?f={n}": html(body=links(*(f"/topic;jsessionid={BOARD_SID}?t={t}" for t in BOARD_TOPICS[n])))
               for n in (1, 2)},
            **{f"/topic?t={t}": html(body=links(f"/forum;jsessionid={BOARD_SID}?f=1"))
               for topics in BOARD_TOPICS.values() for t in topics},
        },
        # A school whose link resource sends readers to a publisher, and whose members' area
        # sends them to the single sign-on of another domain: neither is followed off the site.
        "leaving.test": {
            "/": html(body=links("/about", "/contact", OFF_SITE_LINK, SSO_LINK, *LEAVING_NEWS)),
            **{path: html(head=f"<title>{path}</title>", body=links("/")) for path in ("/about", "/contact", *LEAVING_NEWS)},
            OFF_SITE_LINK: redirect(f"http://elsewhere.test:{port}/book", status=302),
            SSO_LINK: redirect(f"http://sso.test:{port}/cas/login?service=http%3A%2F%2Fleaving.test%2Fmembers%2F", status=302),
        },
        "elsewhere.test": {"/book": html(body="<h1>A book</h1>")},
        "collections.test": {
            "/": html(body=links("/blog", "/about")),
            "/about": html(body=links("/")),
            "/blog": html(body=links(*COLLECTION_POSTS[1], COLLECTION_NEXT, COLLECTION_VIEW)),
            COLLECTION_NEXT: html(body=links(*COLLECTION_POSTS[2], "/blog")),
            COLLECTION_VIEW: html(body=links(*COLLECTION_POSTS[1])),
            **{post: html(head=f"<title>{post}</title>", body=links("/blog")) for posts in COLLECTION_POSTS.values()
               for post in posts},
        },
        "sso.test": {"/cas/login": html(body='<form method="post"><input type="password" name="password"></form>')},
        # An AEM-built site whose pages link their JSON model beside them.
        "models.test": {
            "/": html(body=links("/en/products.html", "/en/products.model.json", "/api/products")),
            "/en/products.html": html(body=links("/", "/en/products.model.json")),
            "/en/products.model.json": Page(b'{":type": "page", "title": "Products"}', content_type="application/json"),
            "/api/products": Page(b'{"products": [{"href": "/en/products.html"}]}', content_type="application/json"),
        },
        # A university whose library is a sub-site: one sitemap for the whole host, and the
        # library's home page links the university's pages and its own sections.
        "uni.test": {
            "/": html(body=links("/admissions/", "/library/")),
            "/library/": html(body=f"<nav>{links('/', '/admissions/', '/library/contact', '/library/guides/')}</nav>"),
            "/library": redirect("/library/"),  # a folder asked without its slash, as web servers answer
            "/library/guides/": html(body=links(*LIBRARY_GUIDES)),
            "/robots.txt": Page(b"Sitemap: /sitemap.xml\n"),
            "/sitemap.xml": Page(urlset(f"http://uni.test:{port}", UNIVERSITY_PAGES)),
        },
        # The same university's www twin sends every address to the apex first.
        "www.uni.test": {"/library": redirect(f"http://uni.test:{port}/library")},
        # A site whose home page lives in a folder: its one-off pages and sections are in /_/.
        "folder.test": {
            "/_/index.html": html(), "/robots.txt": Page(b"Sitemap: /sitemap.xml\n"),
            "/sitemap.xml": Page(urlset(f"http://folder.test:{port}", FOLDER_SITE)),
        },
        # The navigation links /contact, which the sitemap also lists with a priority.
        "prioritised.test": {
            "/": html(body=f"<nav>{links('/contact')}</nav>"), "/robots.txt": Page(b"Sitemap: /sitemap.xml\n"),
            "/sitemap.xml": Page(prioritised_urlset(f"http://prioritised.test:{port}", PRIORITISED_DOCS)),
        },
        # An index too large for max_urls: every child gets its share, in document order.
        "big.test": {
            "/": html(),
            "/robots.txt": Page(f"Sitemap: {big}/index.xml\n".encode()),
            "/index.xml": Page(index(big, ["/a.xml", "/b.xml"])),
            "/a.xml": Page(urlset(big, [f"/alpha/item-{n}" for n in range(10)])),
            "/b.xml": Page(urlset(big, [f"/beta/item-{n}" for n in range(10)])),
        },
    }
