"""The feeds test site: no sitemap, and posts that only its feeds list.

``feeds.test`` announces three feeds in its home page's head: an RSS feed of its posts (one of
them on another site, one in a folder robots.txt disallows), an Atom feed of its news (entries
carrying an ``edit`` link beside their page), and a comments feed that answers 404. No page
links a post or a news item: only the feeds find them.

``feedmap.test`` names its two feeds as sitemaps in robots.txt, as the sitemaps protocol allows,
and announces only the RSS one in its home page's head.
"""

from __future__ import annotations

from sitesampler.testing.server import ANY_PATH, Hosts, Page

HOST = "feeds.test"
FEED_MAP_HOST = "feedmap.test"
POSTS = [f"/2024/05/{slug}/" for slug in ("spring-sale", "new-shoes", "our-story", "winter-coats", "hats-for-all",
                                          "rain-boots", "summer-dresses", "wool-socks")]
NEWS = [f"/news/{slug}" for slug in ("store-opens", "new-hours", "holiday-closing", "award-won")]
HIDDEN = "/private/draft-post/"
FEEDS = ["/feed/", "/news/atom.xml", "/comments/feed/"]


def page(title: str, body: str = "", head: str = "") -> Page:
    return Page(f"<!doctype html><html lang='en'><head><title>{title}</title>{head}</head><body><header><nav>"
                f"<a href='/'>Home</a> <a href='/about'>About</a> <a href='/blog/'>Blog</a></nav></header>"
                f"<main>{body}</main></body></html>".encode())


def rss(origin: str, port: int) -> bytes:
    items = "".join(f"<item><title>{path}</title><link>{origin}{path}</link></item>" for path in POSTS)
    items += f"<item><title>Elsewhere</title><link>http://elsewhere.test:{port}/post</link></item>"
    items += f"<item><title>Draft</title><link>{origin}{HIDDEN}</link></item>"
    return (f'<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Feeds</title>'
            f"<link>{origin}/</link>{items}</channel></rss>").encode()


def atom() -> bytes:
    entries = "".join(f'<entry><title>{path}</title><link rel="edit" href="/api{path}"/>'
                      f'<link rel="alternate" type="text/html" href="{path}"/></entry>' for path in NEWS)
    return f'<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>News</title>{entries}</feed>'.encode()


def hosts(port: int) -> Hosts:
    origin = f"http://{HOST}:{port}"
    head = "".join(f'<link rel="alternate" type="application/{kind}+xml" href="{path}">'
                   for kind, path in zip(("rss", "atom", "rss"), FEEDS))
    pages = {
        "/": page("Feeds", "<h1>Welcome</h1>", head),
        "/robots.txt": Page(b"User-agent: *\nDisallow: /private/\n"),
        "/about": page("About"),
        "/blog/": page("Blog", "<p>Our posts are in the feed.</p>"),
        "/feed/": Page(rss(origin, port), content_type="application/rss+xml"),
        "/news/atom.xml": Page(atom(), content_type="application/atom+xml"),
        **{path: page(path, f"<article><h1>{path}</h1><p>Text.</p></article>") for path in POSTS + NEWS + [HIDDEN]},
        ANY_PATH: Page(b"<h1>Not found</h1>", status=404),
    }
    mapped = f"http://{FEED_MAP_HOST}:{port}"
    feed_map = {
        **pages,
        "/": page("Feeds", "<h1>Welcome</h1>", f'<link rel="alternate" type="application/rss+xml" href="{FEEDS[0]}">'),
        "/robots.txt": Page(f"User-agent: *\nSitemap: {mapped}{FEEDS[0]}\nSitemap: {mapped}{FEEDS[1]}\n".encode()),
        FEEDS[0]: Page(rss(mapped, port), content_type="application/rss+xml"),
    }
    return {HOST: pages, FEED_MAP_HOST: feed_map}
