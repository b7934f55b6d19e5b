#!/usr/bin/env python3
"""Ground-truth page-type labels for stefanscherer (stefanscherer.github.io, sitemaps on localhost:2368).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path
(language prefix removed); the site root is "home". See ../../LABELING.md.

Ghost 1.x (Casper) tech blog exported to static HTML with buster; Ghost's own sitemap index ->
pages, posts, authors, tags, all with host localhost:2368 (the export server). Evidence: the body
class of the committed HTML at each URL (checked for every post and tag URL).
* Posts are flat /<slug>/ (44, all body "post-template"); the only page besides the root is
  /talks/ ("page-template page-talks"), also flat, so the child sitemap decides:
  sitemap-posts.xml -> blog-post; /talks/ stays a one-off, / is home ("home-template").
* /tag/<slug>/ -> tag-listing (51, "tag-template").
* /author/<slug>/ -> author-listing ("author-template", a profile header above the post list).
  Judgement call: /author/ghost/ (Ghost's default user, no posts) has no HTML in the export; it
  is labelled author-listing by its URL and child sitemap, as Ghost serves author archives
  with one template.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))
from label_lib import label_site

LANG = ()
RULES = [
    (r'^/[^/]+/$', 'blog-post', r'^sitemap-posts\.xml$'),
    (r'^/tag/[^/]+/$', 'tag-listing', r'^sitemap-tags\.xml$'),
    (r'^/author/[^/]+/$', 'author-listing', r'^sitemap-authors\.xml$'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
