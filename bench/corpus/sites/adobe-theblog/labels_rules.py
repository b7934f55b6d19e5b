#!/usr/bin/env python3
"""Ground-truth page-type labels for adobe-theblog (theblog.adobe.com).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path
(language prefix removed); the site root is "home". See ../../LABELING.md.

Adobe's former corporate blog (WordPress with Yoast SEO): the Yoast child sitemaps were kept in
the repository of the successor site. No HTML of the old site survives there, so the evidence is
the URL and the Yoast child sitemap that lists it (one file per post type or taxonomy; the file
regexes below say which).
* Posts are flat /<slug>/ like pages: post-sitemapN.xml -> blog-post; page-sitemap.xml (root,
  /topics-teams/, /settings/, /register/, /latest/, /popular/, /curated/, /my-feed/, two sample
  pages, /think-tank-events/) -> one-off. /latest/, /popular/ and /curated/ may well be one
  feed template, but nothing in the data shows it, so they stay one-off.
* Categories drop the category base and nest one level: /<parent>/ and /<parent>/<child>/ ->
  category-listing (category-sitemap.xml). The custom taxonomy product_team has the same shape
  (/creative-cloud/, /creative-cloud/photoshop/) -> product-team-listing
  (product_team-sitemap.xml): a different taxonomy, so a different label (LABELING rule 4),
  told apart only by the child sitemap.
* /news/ is listed both as a category and as a page. One URL shows one page; it is labelled
  category-listing, the first file that lists it (the label_lib rule), since nothing tells
  which one WordPress served.
* /author/<slug>/ -> author-listing (two author sitemaps, one author listed in both);
  /tag/<slug>/ -> tag-listing.
* Custom post type "collection": /collections/<slug>/ -> collection-page; its archive
  /collections/ -> one-off. Custom post type "homepage": /homepages/ and /homepages/homepage-1/
  -> one-off each.
* The taxonomy "profession" has one term, listed as /?profession=educator (the query is the
  page's identity) -> one-off.
* The root is listed first in post-sitemap1.xml and in page-sitemap.xml -> home.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))
from label_lib import label_site

LANG = ()
RULES = [
    (r'^/$', '__ONE_OFF__'),
    (r'^/[^/]+/(?:[^/]+/)?$', 'category-listing', r'^category-sitemap\.xml$'),
    (r'^/[^/]+/(?:[^/]+/)?$', 'product-team-listing', r'^product_team-sitemap\.xml$'),
    (r'^/author/[^/]+/$', 'author-listing', r'^author-sitemap\d+\.xml$'),
    (r'^/tag/[^/]+/$', 'tag-listing', r'^post_tag-sitemap\d+\.xml$'),
    (r'^/collections/[^/]+/$', 'collection-page', r'^collection-sitemap\.xml$'),
    (r'^/[^/]+/$', 'blog-post', r'^post-sitemap\d+\.xml$'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
