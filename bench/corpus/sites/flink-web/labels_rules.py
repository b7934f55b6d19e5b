#!/usr/bin/env python3
"""Ground-truth page-type labels for flink-web (flink.apache.org).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path
(language prefix removed); the site root is "home". See ../../LABELING.md.

Apache Flink's project website: Hugo with the "book" theme, English at the root and
Chinese under /zh/. The asf-site branch holds the Hugo sources (docs/config.toml,
docs/layouts/, docs/content/ and docs/content.zh/) and the build (content/), which was
the evidence: the class set of each built page's elements. The sitemap index names
/en/sitemap.xml and /zh/sitemap.xml; English pages are at the root all the same.
* Blog posts: permalink /:year/:month/:day/:title/ (docs/config.toml), layout
  posts/single.html, English only (237 posts, 2014-2024) -> blog-post. Their aliases (old
  /news/... URLs, redirect stubs) are not listed.
* Every other content page renders the book theme's docs layout (menu tree, article,
  table of contents): the about, getting-started, how-to-contribute and documentation
  sections, their section index pages (empty articles, same layout; LABELING rule 6),
  /downloads/, /material/, /flink-packages/ and the top-level "what is ..." pages ->
  doc-page. Judgement call: /documentation/<project>-<stable|master>/, /flink-packages/
  and the /what-is-<project>/ pages carry a bookHref (the menu links to an external site)
  and their own page holds a single link out; they render the same docs layout, so they
  stay doc-page rather than a label of their own.
* One-offs: home (the book home-page partial; / and /zh/), /posts/ (posts/list.html),
  /tags/ and /categories/ (empty taxonomy indexes in one layout, kept one-off as taxonomy
  indexes are elsewhere in the corpus). Chinese pages take the label of their English twin.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))
from label_lib import label_site

LANG = ('zh',)
Z = r'^(?:/zh)?'  # rules see the path with its language prefix
RULES = [
    (Z + r'/$', 'home'),  # else /zh/ would look like a one-level doc page
    (Z + r'/\d{4}/\d{2}/\d{2}/[^/]+/$', 'blog-post'),
    (Z + r'/(?:posts|tags|categories)/$', '__ONE_OFF__'),
    (Z + r'/[^/]+/(?:[^/]+/)?$', 'doc-page'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
