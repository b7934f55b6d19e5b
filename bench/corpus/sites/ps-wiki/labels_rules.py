#!/usr/bin/env python3
"""Ground-truth page-type labels for ps-wiki (ps-wiki.github.io).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path
(language prefix removed); the site root is "home". See ../../LABELING.md.

"Power Systems Wiki": a terminology wiki (one page per term: definition quotes with
footnoted sources, tags) built with MkDocs Material from a JSON term database. Evidence,
read before any clustering: mkdocs.yml and docs/ on branch main (nav: About index.md,
Wiki -> All Terms wiki/index.md and By Tags tags.md, REST API, MCP Server, Development,
Changelog; hand-authored pages live in docs/, terms are generated from _wiki/<id>.md at
deploy time), the README (term pages show last-update date, tags, related terms,
previous/next links, an edit link and comments), and the built HTML on branch gh-pages.
* /wiki/<term-id>/ (181 URLs, one depth, flat) -> wiki-term: the generated term page; its
  HTML carries the tag chips (md-tags) and footnote references none of the other pages
  have.
* /changelog/, /development/, /mcp/, /rest-api/ -> doc-page. Judgement call: these are
  hand-authored Markdown pages rendered by the same MkDocs Material page layout with a
  table of contents and nothing else (LABELING.md rule 6: plain MkDocs pages share one
  label), so they form one template although each is a different section of the nav.
* /wiki/ (the generated "All Terms" table, no table of contents) and /tags/ (the tags
  plugin's index of every tag with its terms) are listing pages of their own -> one-offs
  by path. The root (About page with call-to-action buttons) -> home.
* The sitemap has <lastmod> on every entry and no <priority>; nothing is listed twice.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))
from label_lib import label_site

LANG = ()
RULES = [
    (r'^/wiki/[^/]+/$', 'wiki-term'),
    (r'^/(?:changelog|development|mcp|rest-api)/$', 'doc-page'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
