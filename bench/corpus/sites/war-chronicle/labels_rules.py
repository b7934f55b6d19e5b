#!/usr/bin/env python3
"""Ground-truth page-type labels for war-chronicle (war.vasudev.xyz).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path
(language prefix removed); the site root is "home". See ../../LABELING.md.

Hugo multilingual blog (daily war log, 2026): English at the root, German /de/, Spanish /es/,
Russian /ru/, one child sitemap per language behind a sitemap index (the index also names fa
and ar sitemaps that the repo does not hold). Evidence: hugo.toml (theme terminal, taxonomies
tags and categories, contentTypeName posts), content/<lang>/ front matter.
* /posts/<slug>/ -> blog-post: the daily entries (day-NN-YYYY-MM-DD or day-NN-<topic>) and the
  undated "war-log-updated" chronicle are all plain posts of the posts section (one single
  template); the date inside some slugs is only part of the slug.
* /tags/<term>/ -> tag-listing (one term template in every language; most German, Spanish and
  Russian terms are translated slugs, e.g. /de/tags/krieg/).
* One-offs: home (root and /de/ /es/ /ru/ roots), /posts/ (section list), /tags/ and
  /categories/ (taxonomy indexes; categories is empty but listed), /search/ (layout "search"
  in front matter).
* Judgement call: /prophecy/ is a page bundle of its own section (content/<lang>/prophecy/
  index.md, toc: true, a long analysis essay, not a post); it is kept a one-off although the
  theme may render it with the same single template as posts - the repo holds no theme files
  (submodule) and its committed HTML is a stale build that predates the page.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))
from label_lib import label_site

LANG = ('de', 'es', 'ru')
RULES = [
    (r'^(?:/(?:de|es|ru))?/posts/[^/]+/$', 'blog-post'),
    (r'^(?:/(?:de|es|ru))?/tags/[^/]+/$', 'tag-listing'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
