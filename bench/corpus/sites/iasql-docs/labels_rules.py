#!/usr/bin/env python3
"""Ground-truth page-type labels for iasql-docs (iasql.com).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path
(language prefix removed); the site root is "home". See ../../LABELING.md.

Docusaurus 2 site of the IaSQL project, built onto the gh-pages branch; the built HTML is
the evidence (the <html> element's class names the page component). Judgement calls:
* Versioned docs: /docs/... is version 0.1.9, /docs/next/... the current version; every
  docs URL of both versions, guides and the ~800 module reference pages generated from the
  code (/docs[/next]/modules/<aws|builtin|ssh>/<module>[_entity_..|_rpcs_..]/) alike,
  renders class "docs-doc-page" with the same sidebar -> doc-page (LABELING rule 6). Some
  guides show a right-hand table of contents and module pages do not; that follows from
  the page's headings, not from another layout, so it is not a label of its own.
* /blog/<slug>/ (blog-post-page) -> blog-post; /blog/ and /blog/page/2/ (blog-list-page)
  -> blog-listing; /blog/tags/<tag>/ (blog-tags-post-list-page) -> tag-listing; the tag
  index /blog/tags/ (blog-tags-list-page) and /blog/archive/ are one-off.
* /privacy/ and /terms/ are both plain mdx pages; like legal pages elsewhere in the
  corpus they stay one-off. /updates/ (a custom React page), /search/ (Algolia search page)
  are one-off.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))
from label_lib import label_site

LANG = ()
RULES = [
    (r'^/docs/', 'doc-page'),
    (r'^/blog/page/\d+/$', 'blog-listing'),
    (r'^/blog/$', 'blog-listing'),
    (r'^/blog/tags/[^/]+/$', 'tag-listing'),
    (r'^/blog/(tags|archive)/$', '__ONE_OFF__'),
    (r'^/blog/[^/]+/$', 'blog-post'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
