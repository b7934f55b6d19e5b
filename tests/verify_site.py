"""The verification test site: a blog whose sitemap lists pages that are no pages.

Among its posts (one template, ``/posts/{slug}``) are dead pages (404, 410, 500), redirect
stubs (an HTTP redirect, a meta refresh, one to an address that never answers, a script on a
page that shows nothing; but a post whose meta refresh comes after a quarter of an hour is
live), a soft 404
(the site's "not found" page served with 200), a login wall (a post whose content is a
password form), a JSON document without an extension, and among its one-off pages a
members' area that redirects to the login page. The
login page itself is a page to sample, and so is the sign-up page, whose form asks for a
password too. Every other path gets the site's "not found" page, with
404, in the site's layout. All live pages share one chrome (header, navigation, sidebar,
footer); their articles differ in length. A second blog (``UNBUILT_HOST``) lists a tag
template none of whose pages was ever built. A third (``WALLED_HOST``) stands behind a bot
wall: robots.txt and the sitemap answer, every page, the home page too, is a 403 challenge.
A fourth (``SIGNIN_HOST``) is all behind a sign-in: every page but the login page redirects to
it (its twin ``BUSY_SIGNIN_HOST``'s login page answers 503, and ``RETURN_SIGNIN_HOST``
sends each page to it with the page's own address to come back to, ``/login?next=...``). A fifth (``SHELL_HOST``) is an application that answers every address with its one HTML
shell. A sixth (``CONSENT_HOST``) sends every address to its consent page. A seventh
(``MOVED_HOST``) moved every page under ``/en/`` and its sitemap still lists the old addresses,
which redirect there. An eighth (``DOCS_HOST``) is a docs site that moved most of its guides
away and left a redirect stub at each old address, at URLs shaped like its guides and still in
its sitemap: every guide's navigation links every live guide, and nothing links the stubs. A
ninth (``FRONTS_HOST``) is a static bilingual site whose address only refreshes to its Italian
front page, as an old address of it and the address with a query do; its sitemap lists them
all, the front pages in both languages and its talks. A tenth (``WIKI_HOST``) is a wiki whose
address redirects to its main page, one of its hundreds of articles at ``/wiki/<title>``.
Then a club whose sign-up form and members' profiles anyone opens (``MEMBERS_HOST``), a help
centre whose sign-in link redirects to its sign-in form (``HELPDESK_HOST``), a docs
site whose host answers some guides under two spellings and whose home page has a mobile view
(``SPELLINGS_HOST``), two sites that say they are unavailable, in maintenance (503) and
limiting the crawler's rate (429), after robots.txt answered (``MAINTENANCE_HOST``,
``RATE_LIMITED_HOST``), and a blog whose home page alone answers 503 (``HOME_DOWN_HOST``).
Last, a wiki without a sitemap that sends every page it lacks to its editor
(``EDITOR_WIKI_HOST``): its pages link pages nobody wrote yet, as wikis do.
"""

from __future__ import annotations

from sitesampler.testing.server import ANY_PATH, ASKED_PATH, MISSING_NAME, Hosts, Page, redirect
from tests.crawl_sites import urlset

HOST = "verify.test"
LIVE_POSTS = [f"/posts/{name}-story" for name in
              ("alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliet")]
#: path -> why it must be set aside
DEAD = {
    "/posts/gone-missing": "not_found",
    "/posts/taken-down": "not_found",
    "/posts/server-broken": "http_error",
    "/posts/old-address": "redirect",
    "/posts/refreshing-away": "redirect",
    "/posts/listen-elsewhere": "redirect",
    "/posts/scripted-away": "redirect",
    "/posts/scripted-from-head": "redirect",
    "/posts/redirecting-everyone": "redirect",
    "/posts/sent-nowhere": "redirect",
    "/posts/vanished-quietly": "soft_404",
    "/posts/said-not-found": "soft_404",
    "/posts/home-again": "duplicate",
    "/posts/members-only-story": "login_wall",
    "/posts/data-export": "not_html",
    "/posts/shipping-modal": "not_html",  # a fragment a script puts into a modal, served as HTML
    "/posts/saved-as-file": "not_html",  # a post exported as an HTML file to save
    "/members/lounge": "login_wall",
    "/members/staff-only": "login_wall",
}
ONE_OFF = ["/about", "/contact", "/login", "/register", "/suscripcion"]
#: A page that sends the browsers running no script to a page saying it needs them: a page.
NEEDS_SCRIPTS = "/tools/planner"
LISTED = ["/", *ONE_OFF, NEEDS_SCRIPTS, *LIVE_POSTS, *DEAD]

#: A second blog whose sitemap lists a tag page for each tag, none of them ever built: every
#: one answers the site's "not found" page with 404.
UNBUILT_HOST = "unbuilt.test"
UNBUILT_TAGS = [f"/tags/{name}" for name in ("accessibility", "audits", "colour", "contrast", "forms", "headings",
                                             "images", "keyboard", "language", "links", "motion", "tables")]
UNBUILT_LISTED = ["/", "/about", *LIVE_POSTS, *UNBUILT_TAGS]

#: A blog behind a bot wall: every page answers a 403 challenge, whatever it is; and one
#: behind a sign-in: every page but the login page redirects to the login page.
WALLED_HOST = "walled.test"
SIGNIN_HOST = "signin.test"
BUSY_SIGNIN_HOST = "busysignin.test"
RETURN_SIGNIN_HOST = "returnsignin.test"
WALLED_LISTED = ["/", *ONE_OFF, *LIVE_POSTS]
CONSENT_HOST = "consent.test"
MOVED_HOST = "moved.test"
#: A docs site whose sitemap lists its live guides and the stubs of the guides it moved.
DOCS_HOST = "moveddocs.test"
GUIDE_NAMES = ("alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliet", "kilo",
               "lima", "mike", "november", "oscar", "papa", "quebec", "romeo", "sierra", "tango", "uniform",
               "victor", "whiskey", "xray", "yankee", "zulu")
LIVE_GUIDES = [f"/guide/{name}-setup.html" for name in GUIDE_NAMES[::3]]
MOVED_GUIDES = [f"/guide/{name}-setup.html" for name in GUIDE_NAMES if f"/guide/{name}-setup.html" not in LIVE_GUIDES]
#: A static bilingual site whose address refreshes to its Italian front page.
FRONTS_HOST = "fronts.test"
FRONT = "/it/front/"
#: Copies of the talks under a second folder, each naming its talk as its canonical page.
COPIES = [f"/speakers/talk-{n}/" for n in range(4)]
FRONTS_LISTED = ["/", "/?attachment_id=7", FRONT, "/en/front/", "/events/front/",
                 *(f"/it/talks/talk-{n}/" for n in range(8)), *COPIES]
#: A wiki whose address redirects to its main page, listed among its articles.
WIKI_HOST = "wiki.test"
MAIN_PAGE = "/wiki/Main_Page"
WIKI_ARTICLES = [f"/wiki/Article_{n}" for n in range(300)]
#: An application answering every address with its shell, whose script draws the page.
SHELL_HOST = "shell.test"
#: A static site whose files were uploaded without their type: every page, the home page too,
#: answers ``text/plain`` (a browser shows its HTML as text).
TEXT_HOST = "text.test"
#: A site whose page titles a spreadsheet would read as formulas: path -> title.
TITLES_HOST = "titles.test"
FORMULA_TITLES = {"/deals": "-20% on every shoe", "/studio": "@home: our studio",
                  "/formula": '=HYPERLINK("http://evil.test/","Sign in")', "/plain": "Plain = simple"}
SHELL = (b'<!doctype html><html lang="en"><head><title>Verify app</title></head><body><div id="root"></div>'
         b'<noscript>This app needs JavaScript.</noscript><script src="/app.js"></script></body></html>')
CHALLENGE = (b'<!doctype html><html><head><title>Just a moment...</title></head><body class="challenge">'
             b'<div id="challenge"><p>Checking your browser before accessing the site.</p></div></body></html>')


def layout(title: str, content: str, head: str = "") -> bytes:
    """A page of the site: the same chrome around ``content``."""
    return f"""<!doctype html><html lang="en"><head><title>{title}</title>{head}</head>
<body class="site"><header class="masthead"><a class="brand" href="/">Verify</a>
<nav class="menu"><ul><li><a href="/">Home</a></li><li><a href="/about">About</a></li>
<li><a href="/contact">Contact</a></li></ul></nav></header>
<div class="wrap"><main id="content">{content}</main>
<aside class="sidebar"><h2>Recent</h2><ul><li><a href="/posts/alpha-story">Alpha</a></li></ul></aside></div>
<footer class="colophon"><p>Verify blog</p></footer></body></html>""".encode()


def article(title: str, paragraphs: int) -> bytes:
    text = "".join(f"<p>Paragraph {n} of {title}, which says something.</p>" for n in range(paragraphs))
    return layout(f"{title} – Verify", f"<article class=\"post\"><h1>{title}</h1>{text}</article>")


NOT_FOUND_TITLE = "Page not found – Verify"
NOT_FOUND = layout(NOT_FOUND_TITLE, '<section class="error-404"><h1>Oops</h1><p>Try the search.</p></section>')
LOGIN_FORM = ('<form method="post" action="/login"><label>User <input name="user"></label>'
              '<label>Password <input type="password" name="password"></label><button>Sign in</button></form>')
SIGNUP_FORM = ('<form method="post" action="/register"><label>Email <input name="email"></label>'
               '<label>Password <input type="password" name="password"></label>'
               '<label>Again <input type="password" name="again"></label><button>Create</button></form>')
#: A subscription form in Spanish, at an address naming no sign-up word the page types know: it
#: asks for a name, an address and a new password, so it creates an account; no login wall.
SUBSCRIPTION_FORM = ('<form method="post" action="/suscripcion"><label>Nombre <input name="name"></label>'
                     '<label>Correo <input type="email" name="email"></label>'
                     '<label>Crear contraseña <input type="password" name="password"></label>'
                     '<button>Suscribirme</button></form>')


def blog(origin: str, name: str, listed: list[str]) -> dict:
    """What both blogs serve: the home page, robots.txt, a sitemap of ``listed``, the about
    page, the live posts, and the site's "not found" page for any other path."""
    return {
        "/": Page(layout(name, "<h1>Welcome</h1>")),
        "/robots.txt": Page(b"User-agent: *\nSitemap: /sitemap.xml\n"),
        "/sitemap.xml": Page(urlset(origin, listed)),
        "/about": Page(layout(f"About – {name}", "<h1>About</h1><p>Who we are.</p>")),
        **{path: Page(article(path.rsplit("/", 1)[1], 2 + 3 * n)) for n, path in enumerate(LIVE_POSTS)},
        ANY_PATH: Page(NOT_FOUND, status=404),
    }


def moved(origin: str) -> dict:
    """A blog that moved every page under ``/en/``: the old addresses its sitemap lists redirect
    there (``/`` to ``/en/``, ``/about`` to ``/en/about``)."""
    pages = {"/robots.txt": Page(b"User-agent: *\nSitemap: /sitemap.xml\n"),
             "/sitemap.xml": Page(urlset(origin, WALLED_LISTED)), ANY_PATH: Page(NOT_FOUND, status=404)}
    for path in WALLED_LISTED:
        pages[path] = redirect(f"{origin}/en{path}")
        pages["/en" + path] = Page(article(f"{path.strip('/') or 'home'} moved", 3))
    return pages


def moved_docs(origin: str) -> dict:
    """The docs site: each live guide's navigation lists every live guide; each moved guide's
    old address is a stub whose meta refresh sends the reader to the first guide."""
    menu = "".join(f'<li><a href="{path}">{path.split("/")[-1]}</a></li>' for path in LIVE_GUIDES)
    stub = (b'<!doctype html><html lang="en"><head><title>Redirect</title><meta http-equiv="refresh" '
            b'content="0; url=' + LIVE_GUIDES[0].encode() + b'"></head></html>')
    return {"/robots.txt": Page(b"User-agent: *\nSitemap: /sitemap.xml\n"),
            "/sitemap.xml": Page(urlset(origin, ["/", *LIVE_GUIDES, *MOVED_GUIDES])),
            "/": Page(layout("Docs", '<h1>Docs</h1><p><a href="' + LIVE_GUIDES[0] + '">Start here</a></p>')),
            **{path: Page(layout(f"{path} – Docs", f'<nav class="toc"><ul>{menu}</ul></nav>'
                                 f'<article class="doc"><h1>{path}</h1><p>How to set it up.</p></article>'))
               for path in LIVE_GUIDES},
            **{path: Page(stub) for path in MOVED_GUIDES},
            ANY_PATH: Page(NOT_FOUND, status=404)}


def fronts(origin: str) -> dict:
    """The static bilingual site: ``/`` and an old address are a meta refresh to the Italian
    front page (a static host answers ``/?attachment_id=7`` with the file of ``/``)."""
    refresh = (b'<!doctype html><html><head><meta http-equiv="refresh" content="0; url=\'' + origin.encode()
               + FRONT.encode() + b'\'" /></head><body></body></html>')
    return {"/robots.txt": Page(b"User-agent: *\nSitemap: /sitemap.xml\n"),
            "/sitemap.xml": Page(urlset(origin, FRONTS_LISTED)),
            "/": Page(refresh), "/events/front/": Page(refresh),
            FRONT: Page(layout("Il campo – Fronts", "<h1>Il campo</h1><p>Benvenuti.</p>")),
            "/en/front/": Page(layout("The camp – Fronts", "<h1>The camp</h1><p>Welcome.</p>")),
            **{path: Page(article(path.strip("/").rsplit("/", 1)[1], 2 + n))
               for n, path in enumerate(FRONTS_LISTED) if path.startswith("/it/talks/")},
            **{path: Page(layout(f"{path} – Verify", "<article class=\"post\"><h1>A talk</h1><p>Again.</p></article>",
                                 f'<link rel="canonical" href="{origin}/it/talks/{path.strip("/").rsplit("/", 1)[1]}/">'))
               for path in COPIES},
            ANY_PATH: Page(NOT_FOUND, status=404)}


#: A shop whose five newest products, its sitemap's first, were taken down; its other 25 are
#: pages.
STALE_HOST = "stale.test"
STALE_PRODUCTS = [f"/products/item-{n}" for n in range(30)]
STALE_GONE = STALE_PRODUCTS[:5]


def stale_shop(origin: str) -> dict:
    dated = [(path, "2026-11-30" if path in STALE_GONE else "2020-01-01") for path in STALE_PRODUCTS]
    dated += [(path, "2020-01-01") for path in ["/", "/about", "/contact", *LIVE_POSTS]]
    entries = "".join(f"<url><loc>{origin}{path}</loc><lastmod>{lastmod}</lastmod></url>" for path, lastmod in dated)
    return {"/robots.txt": Page(b"User-agent: *\nSitemap: /sitemap.xml\n"),
            "/sitemap.xml": Page(f'<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">{entries}</urlset>'.encode()),
            "/": Page(layout("Stale shop", "<h1>Welcome</h1>")),
            "/about": Page(layout("About – Stale shop", "<h1>About</h1>")),
            "/contact": Page(layout("Contact – Stale shop", "<h1>Contact</h1>")),
            **{path: Page(article(path.rsplit("/", 1)[1], 2 + n)) for n, path in enumerate(LIVE_POSTS)},
            **{path: Page(layout(f"Item {n} – Stale shop", f"<h1>Item {n}</h1><p>In stock.</p>"))
               for n, path in enumerate(STALE_PRODUCTS) if path not in STALE_GONE},
            ANY_PATH: Page(NOT_FOUND, status=404)}


MEMBERS_HOST = "members.test"
#: A club's site: anyone may open its sign-up form and a member's profile (pages of account
#: types), while a member's orders send a visitor to the login page.
PUBLIC_ACCOUNT_PAGES = ["/account/create", "/profile/anna"]
MEMBERS_LISTED = ["/", "/about", "/contact", *PUBLIC_ACCOUNT_PAGES, "/account/orders", "/account/login"]


def members(origin: str) -> dict:
    return {"/robots.txt": Page(b"User-agent: *\nSitemap: /sitemap.xml\n"),
            "/sitemap.xml": Page(urlset(origin, MEMBERS_LISTED)),
            "/": Page(layout("Club", "<h1>Welcome</h1>")),
            "/about": Page(layout("About – Club", "<h1>About</h1>")),
            "/contact": Page(layout("Contact – Club", "<h1>Contact</h1>")),
            "/account/create": Page(layout("Join – Club", f"<h1>Join the club</h1>{SIGNUP_FORM}")),
            "/profile/anna": Page(layout("Anna – Club", "<h1>Anna</h1><p>Member since 2019.</p>")),
            "/account/login": Page(layout("Sign in – Club", f"<h1>Sign in</h1>{LOGIN_FORM}")),
            "/account/orders": redirect(f"{origin}/account/login", status=302),
            ANY_PATH: Page(NOT_FOUND, status=404)}


HELPDESK_HOST = "helpdesk.test"
HELPDESK_LISTED = ["/", "/about", "/contact", "/hc/signin", "/hc/requests"]
SIGN_IN_FORM = "/access/unauthenticated"


def helpdesk(origin: str) -> dict:
    """A help centre whose sign-in link sends its visitors to the sign-in form elsewhere on
    the site, as its requests page does: the first is the login page, the second a wall."""
    return {"/robots.txt": Page(b"User-agent: *\nSitemap: /sitemap.xml\n"),
            "/sitemap.xml": Page(urlset(origin, HELPDESK_LISTED)),
            "/": Page(layout("Help", "<h1>How can we help?</h1>")),
            "/about": Page(layout("About – Help", "<h1>About</h1>")),
            "/contact": Page(layout("Contact – Help", "<h1>Contact</h1>")),
            "/hc/signin": redirect(f"{origin}{SIGN_IN_FORM}?return_to=%2Fhc", status=302),
            "/hc/requests": redirect(f"{origin}{SIGN_IN_FORM}?return_to=%2Fhc%2Frequests", status=302),
            f"{SIGN_IN_FORM}?return_to=%2Fhc": Page(layout("Sign in – Help", f"<h1>Sign in</h1>{LOGIN_FORM}")),
            f"{SIGN_IN_FORM}?return_to=%2Fhc%2Frequests": Page(layout("Sign in – Help", f"<h1>Sign in</h1>{LOGIN_FORM}")),
            ANY_PATH: Page(NOT_FOUND, status=404)}


SPELLINGS_HOST = "spellings.test"
GUIDES = [f"/guide/{name}/" for name in ("install", "configure", "deploy", "upgrade", "plugins", "themes")]
#: The same guides as the host also serves them, the files an older build wrote: no canonical
#: link tells either spelling from the other (an MkDocs site built without ``site_url``).
GUIDE_FILES = [f"{path.rstrip('/')}.html" for path in GUIDES[:3]]
MOBILE_HOME = "/?m=1"
#: The home page's bytes again at an address of their own (mdBook writes its first chapter as
#: both ``introduction.html`` and ``index.html``), no canonical link.
HOME_AGAIN = "/introduction.html"
#: The about page's bytes at the program's address that names it by its id (MODX's
#: ``/index.php?id=3`` beside its friendly address).
ABOUT_BY_ID = "/index.php?id=7"
#: A guide through the front controller a PHP application answers every path with (AtoM's
#: ``/index.php/<slug>`` beside ``/<slug>``).
GUIDE_BY_CONTROLLER = "/index.php" + GUIDES[3].rstrip("/")
#: A guide as a CMS also answers its folder's page, as a file named by the folder again
#: (Contensis's ``/Housing/Housing.aspx`` beside ``/Housing/``).
GUIDE_AS_FOLDER_FILE = GUIDES[4] + "Plugins.aspx"


def spellings(origin: str) -> dict:
    """A docs site whose sitemap lists some guides under both spellings, and whose home page's
    mobile view (another layout, the home page's title) names the home page as canonical. Its
    first chapter is the home page's file again, and its about page answers at its id too."""
    guides = {path: Page(layout(f"{path.strip('/').rsplit('/', 1)[1].title()} – Docs", f"<h1>{path}</h1>"))
              for path in GUIDES}
    return {"/robots.txt": Page(b"User-agent: *\nSitemap: /sitemap.xml\n"),
            "/sitemap.xml": Page(urlset(origin, ["/", "/about", *GUIDES, *GUIDE_FILES, MOBILE_HOME, HOME_AGAIN,
                                                 ABOUT_BY_ID, GUIDE_BY_CONTROLLER, GUIDE_AS_FOLDER_FILE])),
            "/": Page(layout("Docs", "<h1>Welcome</h1>")),
            HOME_AGAIN: Page(layout("Docs", "<h1>Welcome</h1>")),
            MOBILE_HOME: Page(b'<!doctype html><html><head><title>Docs</title><link rel="canonical" href="'
                              + f"{origin}/".encode() + b'"></head><body class="mobile"><div class="m-top">'
                              b'<a href="/">Docs</a></div><div class="m-body"><h1>Welcome</h1></div></body></html>'),
            "/about": Page(layout("About – Docs", "<h1>About</h1>")),
            ABOUT_BY_ID: Page(layout("About – Docs", "<h1>About</h1>")),
            **guides, **{file: guides[file.removesuffix(".html") + "/"] for file in GUIDE_FILES},
            GUIDE_BY_CONTROLLER: guides[GUIDES[3]], GUIDE_AS_FOLDER_FILE: guides[GUIDES[4]],
            ANY_PATH: Page(NOT_FOUND, status=404)}


MAINTENANCE_HOST = "maintenance.test"
RATE_LIMITED_HOST = "ratelimited.test"


def unavailable(origin: str, status: int) -> dict:
    """A site in maintenance (503) or limiting the crawler's rate (429): robots.txt answers and
    names the sitemap, every other address answers ``status`` with a Retry-After."""
    answer = Page(b"<!doctype html><html><head><title>Maintenance</title></head><body><h1>Briefly unavailable for "
                  b"scheduled maintenance.</h1></body></html>", status=status, headers=(("Retry-After", "1"),))
    return {"/robots.txt": Page(f"User-agent: *\nSitemap: {origin}/sitemap.xml\n".encode()), ANY_PATH: answer}


HOME_DOWN_HOST = "homedown.test"


def home_down(origin: str) -> dict:
    """A blog whose home page alone answers 503 every time (its cache in trouble)."""
    pages = blog(origin, "Home down", ["/", "/about", *LIVE_POSTS])
    pages["/"] = Page(b"<h1>Service Unavailable</h1>", status=503, headers=(("Retry-After", "1"),))
    return pages


EDITOR_WIKI_HOST = "editorwiki.test"
WIKI_PAGES = ["/Configuration", "/Architecture", "/Glossary", "/Installation", "/Usage", "/Troubleshooting"]
#: Pages the wiki's pages link that nobody wrote: each redirects to the editor, as any address does.
UNWRITTEN = ["/Plugins", "/Old-Setup", "/Mirror-Sites"]


def editor_wiki(origin: str) -> dict:
    """A wiki answering a page it lacks by a redirect to its editor for that page's name
    (``/create/<name>``, a form to write it): what Gollum does while editing is allowed."""
    def wiki_page(title: str, content: str) -> bytes:
        return f"""<!doctype html><html lang="en"><head><title>{title}</title></head>
<body><div id="wiki-wrapper"><div id="head"><nav class="actions"><a href="/">Home</a>
<a href="/latest_changes">Latest changes</a></nav></div>
<div id="wiki-content"><h1>{title}</h1>{content}</div><div id="footer">Wiki</div></div></body></html>""".encode()

    def written(n: int, path: str) -> Page:
        others = "".join(f'<a class="internal present" href="{other}">{other[1:]}</a> ' for other in WIKI_PAGES
                         if other != path)
        text = "".join(f"<p>Line {line} of {path[1:]}.</p>" for line in range(2 + n))
        return Page(wiki_page(path[1:], f'{text}<p>See {others} and <a class="internal absent" '
                                        f'href="{UNWRITTEN[n % 3]}">{UNWRITTEN[n % 3][1:]}</a>.</p>'))

    editor = wiki_page("Create New Page", '<form method="post" action="/create"><input name="page">'
                                          '<textarea name="content"></textarea><button>Save</button></form>')
    home = "".join(f'<li><a href="{path}">{path[1:]}</a></li>' for path in WIKI_PAGES)
    return {"/": Page(wiki_page("Home", f"<ul>{home}</ul>")),
            "/latest_changes": Page(wiki_page("Latest changes", f'<table><tr><td>Usage</td></tr></table>'
                                                                f'<p><a href="/create{UNWRITTEN[0]}">Write '
                                                                f'{UNWRITTEN[0][1:]}</a></p>')),
            **{path: written(n, path) for n, path in enumerate(WIKI_PAGES)},
            "/create/*": Page(editor),
            ANY_PATH: redirect(f"{origin}/create/{MISSING_NAME}", status=302)}


def hosts(port: int) -> Hosts:
    origin = f"http://{HOST}:{port}"
    pages = {
        **blog(origin, "Verify", LISTED),
        "/contact": Page(layout("Contact – Verify", "<h1>Contact</h1><p>Write to us.</p>")),
        "/login": Page(layout("Sign in – Verify", f"<h1>Sign in</h1>{LOGIN_FORM}")),
        "/register": Page(layout("Create an account – Verify", f"<h1>Create an account</h1>{SIGNUP_FORM}")),
        "/suscripcion": Page(layout("Suscripción – Verify", f"<h1>Suscripción</h1>{SUBSCRIPTION_FORM}")),
        "/posts/gone-missing": Page(NOT_FOUND, status=404),
        # The site refusing a page to a visitor who has not signed in, in its own frame.
        "/members/staff-only": Page(layout("Access denied – Verify", "<h1>Access denied</h1>"), status=403),
        # A post gone, in the post's own frame, whose title says only that it was not found.
        "/posts/said-not-found": Page(layout("Page not found – Verify", '<article class="post"><h1>Gone</h1>'
                                             "<p>This post was taken down.</p></article>")),
        # A gone post answered with the home page itself (its canonical names the home page).
        "/posts/home-again": Page(layout("Verify", "<h1>Welcome</h1>", f'<link rel="canonical" href="{origin}/">')),
        "/posts/taken-down": Page(NOT_FOUND, status=410),
        "/posts/server-broken": Page(b"<h1>Internal error</h1>", status=500),
        "/posts/old-address": redirect(f"{origin}/posts/alpha-story"),
        "/posts/refreshing-away": Page(layout("Moved", "<p>Moved.</p>",
                                              '<meta http-equiv="refresh" content="0; url=/posts/bravo-story">')),
        # A redirect page in the site's frame whose refresh sits in its body, past Scrapy's first
        # 4,096 characters (a podcast's /apple/ sending listeners on): browsers follow it.
        "/posts/listen-elsewhere": Page(layout("Listen", "<p>" + "Opening the player. " * 250 + "</p>"
                                               '<meta http-equiv="refresh" content="0; url=/posts/charlie-story">')),
        # A stub whose refresh sends the reader to an address that never answers (a port
        # nothing listens on): the page is a redirect whatever its target does.
        "/posts/sent-nowhere": Page(layout("Moved", "<p>Moved.</p>",
                                           '<meta http-equiv="refresh" content="0; url=http://127.0.0.1:9/gone">')),
        "/posts/scripted-away": Page(b'<!doctype html><html><head><title>Redirect</title></head><body><script>'
                                     b'window.location = "/posts/charlie-story";</script></body></html>'),
        # mike's stub at a versioned docs site's root: a script and, for browsers without one,
        # a refresh in <noscript>, both to one page, and a line of text while it waits.
        "/posts/redirecting-everyone": Page(b'<!doctype html><html><head><title>Redirecting</title><noscript>'
                                            b'<meta http-equiv="refresh" content="1; url=/posts/echo-story"></noscript>'
                                            b'<script>window.location.replace("/posts/echo-story");</script></head>'
                                            b'<body>Redirecting to <a href="/posts/echo-story">echo</a>...</body></html>'),
        NEEDS_SCRIPTS: Page(layout("Planner – Verify", '<h1>Planner</h1><p>Plan your visit.</p>',
                                   '<noscript><meta http-equiv="refresh" content="0; url=/no-scripts"></noscript>'
                                   '<script>if (!window.fetch) { location.href = "/old-browser"; }</script>')),
        "/posts/scripted-from-head": Page(b'<!doctype html><html><head><title>Moved</title><script>window.location'
                                          b'.replace("/posts/delta-story");</script></head><body></body></html>'),
        "/posts/vanished-quietly": Page(NOT_FOUND),
        # A live post that goes back to the home page after a quarter of an hour (a session
        # timing out): later than Scrapy follows a meta refresh, so no redirect.
        LIVE_POSTS[-1]: Page(layout("juliet-story – Verify", '<article class="post"><h1>juliet-story</h1>'
                                    '<p>A post that reloads the home page after a while.</p></article>',
                                    '<meta http-equiv="refresh" content="900; url=/">')),
        "/posts/members-only-story": Page(layout("Members only – Verify", f"<h1>Members only</h1>{LOGIN_FORM}")),
        "/posts/data-export": Page(b'{"posts": []}', content_type="application/json"),
        "/posts/shipping-modal": Page(b'<div class="cms-page"><h2>Shipping</h2><p>Free over 50 EUR.</p></div>'),
        "/posts/saved-as-file": Page(article("Saved", 3),
                                     headers=(("Content-Disposition", 'attachment; filename="saved.html"'),)),
        "/members/lounge": redirect(f"{origin}/login", status=302),
    }
    walled = {"/robots.txt": Page(b"User-agent: *\nSitemap: /sitemap.xml\n"),
              "/sitemap.xml": Page(urlset(f"http://{WALLED_HOST}:{port}", WALLED_LISTED)),
              ANY_PATH: Page(CHALLENGE, status=403)}
    signin = {"/robots.txt": walled["/robots.txt"],
              "/sitemap.xml": Page(urlset(f"http://{SIGNIN_HOST}:{port}", WALLED_LISTED)),
              "/login": Page(layout("Sign in – Staff", f"<h1>Sign in</h1>{LOGIN_FORM}")),
              ANY_PATH: redirect(f"http://{SIGNIN_HOST}:{port}/login", status=302)}
    busy_signin = {**signin, "/sitemap.xml": Page(urlset(f"http://{BUSY_SIGNIN_HOST}:{port}", WALLED_LISTED)),
                   "/login": Page(layout("Busy – Staff", "<h1>Try again later</h1>"), status=503),
                   ANY_PATH: redirect(f"http://{BUSY_SIGNIN_HOST}:{port}/login", status=302)}
    return_signin = {**signin, "/sitemap.xml": Page(urlset(f"http://{RETURN_SIGNIN_HOST}:{port}", WALLED_LISTED)),
                     "/login?*": signin["/login"],
                     ANY_PATH: redirect(f"http://{RETURN_SIGNIN_HOST}:{port}/login?next={ASKED_PATH}", status=302)}
    return {HOST: pages, UNBUILT_HOST: blog(f"http://{UNBUILT_HOST}:{port}", "Unbuilt", UNBUILT_LISTED),
            WALLED_HOST: walled, SIGNIN_HOST: signin, BUSY_SIGNIN_HOST: busy_signin, RETURN_SIGNIN_HOST: return_signin,
            CONSENT_HOST: {"/robots.txt": walled["/robots.txt"],
                           "/sitemap.xml": Page(urlset(f"http://{CONSENT_HOST}:{port}", WALLED_LISTED)),
                           "/consent": Page(layout("Your privacy – Verify", '<form method="post" action="/consent">'
                                                   '<button>Accept</button></form>')),
                           ANY_PATH: redirect(f"http://{CONSENT_HOST}:{port}/consent", status=302)},
            MOVED_HOST: moved(f"http://{MOVED_HOST}:{port}"),
            STALE_HOST: stale_shop(f"http://{STALE_HOST}:{port}"),
            MEMBERS_HOST: members(f"http://{MEMBERS_HOST}:{port}"),
            HELPDESK_HOST: helpdesk(f"http://{HELPDESK_HOST}:{port}"),
            HOME_DOWN_HOST: home_down(f"http://{HOME_DOWN_HOST}:{port}"),
            MAINTENANCE_HOST: unavailable(f"http://{MAINTENANCE_HOST}:{port}", 503),
            RATE_LIMITED_HOST: unavailable(f"http://{RATE_LIMITED_HOST}:{port}", 429),
            SPELLINGS_HOST: spellings(f"http://{SPELLINGS_HOST}:{port}"),
            DOCS_HOST: moved_docs(f"http://{DOCS_HOST}:{port}"),
            FRONTS_HOST: fronts(f"http://{FRONTS_HOST}:{port}"),
            EDITOR_WIKI_HOST: editor_wiki(f"http://{EDITOR_WIKI_HOST}:{port}"),
            WIKI_HOST: {"/robots.txt": Page(b"User-agent: *\nSitemap: /sitemap.xml\n"),
                        "/sitemap.xml": Page(urlset(f"http://{WIKI_HOST}:{port}", [*WIKI_ARTICLES, MAIN_PAGE])),
                        "/": redirect(f"http://{WIKI_HOST}:{port}{MAIN_PAGE}", status=301),
                        MAIN_PAGE: Page(layout("Main Page – Wiki", "<h1>Welcome to the wiki</h1>")),
                        **{path: Page(article(path.rsplit("_", 1)[1], 2 + int(path.rsplit("_", 1)[1]) % 5))
                           for path in WIKI_ARTICLES},
                        ANY_PATH: Page(NOT_FOUND, status=404)},
            TITLES_HOST: {"/": Page(layout("Titles", "<h1>Welcome</h1>")),
                          "/robots.txt": Page(b"User-agent: *\nSitemap: /sitemap.xml\n"),
                          "/sitemap.xml": Page(urlset(f"http://{TITLES_HOST}:{port}", ["/", *FORMULA_TITLES])),
                          **{path: Page(layout(title, f"<h1>{path}</h1>")) for path, title in FORMULA_TITLES.items()}},
            TEXT_HOST: {"/robots.txt": walled["/robots.txt"],
                        "/sitemap.xml": Page(urlset(f"http://{TEXT_HOST}:{port}", WALLED_LISTED)),
                        ANY_PATH: Page(layout("Verify", "<h1>A page</h1>"), content_type="text/plain")},
            SHELL_HOST: {"/robots.txt": walled["/robots.txt"],
                         "/sitemap.xml": Page(urlset(f"http://{SHELL_HOST}:{port}", WALLED_LISTED)),
                         ANY_PATH: Page(SHELL)}}
