#!/usr/bin/env python3
"""Ground-truth page-type labels for acmconsulting (www.acmconsulting.eu, Alex McFadyen's blog).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path;
the site root is "home". See ../../LABELING.md (corpus: bench/corpus/LABELING.md).

acmConsulting ("A personal blog in a suit. Engineering leadership, AI, and assorted tangents")
is the personal blog and consulting page of Alex McFadyen (GitHub a-c-m), a CTO / engineering
leader: essays on engineering management, developer tooling and AI (2021-2026) under /post/,
112 short link-and-comment posts (2013-2016) imported from his Tumblr under /tumblr/, tags,
a technology-consulting offer, privacy and contact pages. It runs on Ghost (generator meta
"Ghost 4.47") with a theme whose markup is that of Ghost's Dawn theme (cover, featured-feed,
feed-calendar, single-footer, related-feed, PhotoSwipe) plus a custom "consulting-cta" section,
on a local Ghost (localhost:2368). The repository a-c-m/acmconsulting-static holds the static
export: go.sh runs the author's fork of ghost-static-site-generator (`gssg --domain
http://localhost:2368 --url https://www.acmconsulting.eu --dest .`) and commits and pushes the
result (GitHub Pages, CNAME www.acmconsulting.eu; first export 2021-04-06). Saved commit
ab39f26a (2026-07-20, branch master, the head: "Focus on concert hall, instead of the podium")
is one such export. The sitemaps are Ghost's own, fetched by gssg with the pages:
sitemap.xml (<sitemapindex>) over sitemap-pages (6), sitemap-posts (163, with image:image
entries), sitemap-tags (41) and sitemap-authors (1): 211 distinct https://www.acmconsulting.eu
URLs, all with <lastmod>, every one built as <path>/index.html. (static/ holds a stale May 2021
copy of some files, sitemaps included, not the web root's maps; not saved.)

Evidence: the built HTML of every listed URL at the commit (Ghost's body classes, which name
the template: home-template, post-template, page-template, tag-template, author-template; and
an outline of main.site-main), read before any clustering. The Ghost theme's .hbs files and
routes.yaml are not in the repository (only the built CSS/JS under assets/).
* sitemap-posts: /post/<slug>/ (51) and /tumblr/<slug>/ (112) -> blog-post. Both collections
  render one post template (body post-template): article.single.post with header.single-header
  (single-meta, h1.single-title, optional single-excerpt, optional single-media), div.single-
  content, footer.single-footer (previous/next navigation, author box, share), then the
  consulting-cta section (absent on one recipe post) and the related-posts feed (absent on
  six). The Tumblr imports are shorter and mostly without feature image, but the layout is
  the same (LABELING rule 4: one layout, one label whatever the section).
* sitemap-tags: /tag/<slug>/ (41) -> tag-listing: tag-template, section.taxonomy (h1 title),
  div.post-feed of feed cards, pagination.
* /technology-consulting/, /privacy/, /contact/ -> page: page-template, article.single.post.page
  (h1, single-excerpt, optional full-width image, single-content), no post footer, CTA or
  related feed.
* One-offs by path: the root (home-template: cover with the site description, "Featured
  articles" strip, "Latest" feed with pagination) -> home; /tumblr/ (the Tumblr collection's
  index: the "Latest" feed header and post-feed without the cover and featured strip);
  /post/ (the essays collection's index as exported: main holds only the consulting-cta
  section, no feed at all, on page 1 and on its paginated pages alike); /author/a_c_m/
  (author-template: section.taxonomy with avatar, bio and social links, then the feed).
Judgement calls:
* /post/ and /tumblr/ are listed in sitemap-pages (presumably Ghost pages whose slugs the
  collections declared in routes.yaml take over) but render as collection indexes; they are
  labelled by what they show. They do not share a label: /tumblr/ shows the feed layout of
  the home page minus its cover, /post/ shows an empty main with just the call to action
  (apparently a theme or export fault, kept as built).
* /tumblr/ is kept a one-off rather than joined with the root: the home adds the cover and
  the featured strip, the part an auditor would check first.
* The three pages differ in content only (technology-consulting has no feature image and
  carries tags); one page label.
* Built but not listed (collect_pages --unlabelled stores them): /page/N/, /post/page/N/,
  /tumblr/page/N/, author and tag pagination, /404/ and /404.html, Ghost 404 pages that gssg
  saved for missing asset URLs (assets/built/casper.js/, public/404-ghost.png/ ...) and a stale
  static/tumblr/ copy (/rss/index.html is the RSS feed, not a page).
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))  # corpus layout: sites/<name>/ -> bench/corpus/label_lib.py
from label_lib import label_site

LANG = ()
RULES = [
    (r'^/$', 'home'),
    (r'^/(?:post|tumblr)/[^/]+/$', 'blog-post'),
    (r'^/tag/[^/]+/$', 'tag-listing'),
    (r'^/(?:technology-consulting|privacy|contact)/$', 'page'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
