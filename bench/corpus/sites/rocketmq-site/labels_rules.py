#!/usr/bin/env python3
"""Ground-truth page-type labels for rocketmq-site (rocketmq.apache.org).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path
(language prefix removed); the site root is "home". See ../../LABELING.md.

Apache RocketMQ's website: Docusaurus 2.4 with two locales (English at the root, Chinese
under /zh/, one sitemap each and no index), versioned docs and four blog instances. The
asf-site branch holds both the sources (docusaurus.config.js, src/pages/, the blog folders)
and the build in content/, whose <html> class names each page's component; that class is
the evidence. Every <loc> is on the placeholder host your-docusaurus-test-site.com (the
config's url was never set). Judgement calls:
* Docs: /docs/... is version 5.0 (lastVersion), /docs/4.x/... the "current" folder
  labelled 4.x; every docs URL, the version roots /docs/ and /docs/4.x/ included (both are
  the "why choose" doc), renders docs-doc-page -> doc-page.
* Four blog instances (default at /blog, and news, events, release-notes) use the stock
  theme components, none swizzled (src/theme holds only a card component), so pages of one
  component share a label across instances (LABELING rules 4 and 5): posts
  (blog-post-page: /blog/mse, /news/<NN>, /events/<name>, /release-notes/YYYY/MM/DD/<slug>,
  one of them with an unpadded month /2020/2/14/) -> blog-post; list pages and their
  /page/N (blog-list-page) -> blog-listing; the four /archive pages (the archive component)
  -> blog-archive; release-notes tag pages and their /page/N (blog-tags-post-list-page)
  -> tag-listing; the tag index /release-notes/tags -> one-off.
* Markdown pages from src/pages (/contact, /download, /enterprise, /origin, /team,
  /version) render the one mdx-page layout -> markdown-page. Judgement call: the corpus's
  other Docusaurus site kept its two legal mdx pages one-off; here six pages share the
  layout, so they are one template, as plain MkDocs pages are elsewhere.
* src/pages/version 2.md is listed as /version%202; the build rendered it as the site's
  "Page Not Found" page (the route with a space never matched), so the URL shows the 404
  template -> not-found. Only the built HTML shows it (see CONTENT_ONLY.json).
* src/pages/components/*.js are React modules that Docusaurus also built as pages: six
  /components/<Name> URLs rendering one bare component each, without the site layout
  (no navbar or footer); each is different -> one-off each.
* Home (/ and /zh/), /versions (a React page), /search (the Algolia search page) -> one-off.
* Chinese pages take the label of their English twin (LANG strips /zh).
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))
from label_lib import label_site

LANG = ('zh',)
Z = r'^(?:/zh)?'  # rules see the path with its language prefix
BLOGS = r'(?:blog|news|events|release-notes)'
RULES = [
    (Z + r'/docs/', 'doc-page'),
    (Z + r'/' + BLOGS + r'/archive$', 'blog-archive'),
    (Z + r'/release-notes/tags$', '__ONE_OFF__'),
    (Z + r'/release-notes/tags/[^/]+(?:/page/\d+)?$', 'tag-listing'),
    (Z + r'/' + BLOGS + r'(?:/page/\d+)?$', 'blog-listing'),
    (Z + r'/release-notes/\d{4}/\d{1,2}/\d{1,2}/[^/]+$', 'blog-post'),
    (Z + r'/(?:blog|news|events)/[^/]+$', 'blog-post'),
    (Z + r'/(?:contact|download|enterprise|origin|team|version)$', 'markdown-page'),
    (Z + r'/version%202$', 'not-found'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
