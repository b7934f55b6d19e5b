#!/usr/bin/env python3
"""Ground-truth page-type labels for hugegraph (hugegraph.apache.org, the Apache HugeGraph website).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path;
the site root is "home". See ../../LABELING.md (corpus: bench/corpus/LABELING.md).

hugegraph.apache.org is the website of Apache HugeGraph, a graph database (server, loader /
hubble / tools toolchain, Computer and Vermeer OLAP engines, HugeGraph-AI), in English (root)
and Chinese (/cn/): documentation (quick starts, configuration, REST API reference, guides,
query languages, performance reports, change logs, contribution guidelines, download page),
a small blog with section pages, a community page and a maturity assessment. It is a Hugo
site on the Docsy theme (vendored in themes/docsy on master; the site itself overrides only
layouts/404.html). Repository apache/incubator-hugegraph-doc: branch master holds config.toml,
content/en and content/cn, themes/docsy; .github/workflows/hugo.yml builds it on every push
(Hugo 0.102.3 extended, `hugo --minify`) and peaceiris/actions-gh-pages publishes ./public to
branch asf-site with keep_files: true (so files of earlier builds stay), which .asf.yaml
(`publish: whoami: asf-site`) serves at hugegraph.apache.org. Saved commit 587422a0 is the
asf-site head (2026-02-03 09:35 UTC), the build of master 0d3b632c. baseURL is "/", so Hugo
wrote root-relative <loc>s: sitemap.xml is an index of /cn/sitemap.xml and /en/sitemap.xml
(102 <url> each, with xhtml:link hreflang alternates and git lastmod); 204 distinct URLs.
robots.txt is Hugo's default ("User-agent: *").

Evidence: the Docsy layouts on master (docs/baseof, docs/list, _default/content,
blog/baseof, blog/list, blog/single, community/list, _default/terms, _default/search,
home.html), the content front matter, and the built HTML of every listed URL at the commit
(body class, the main column's outline), read before any clustering.
* /docs/ and everything below it (88 English + 87 Chinese pages) -> doc-page: the docs
  layout (docs/baseof.html: left section-tree sidebar td-sidebar, breadcrumbs, right-hand
  td-toc with page-meta edit/issue links, div.td-content with h1, lead, article-meta header,
  content, "Page last updated" line). Section index pages (body.td-section, docs/list.html:
  the same td-content plus a div.section-index list of child entries) and leaves
  (body.td-page, _default/content.html) share that shell (LABELING rule 6), and so do
  /docs/summary/, /docs/cla/, /docs/download/download/ and the change logs.
* /blog/YYYY/MM/DD/<slug>/ (3 posts in each language) -> blog-post: blog/single.html on
  blog/baseof.html (blog sidebar of sections, RSS button, td-content with h1, td-byline date,
  article-meta, body).
* /blog/ and the blog sections /blog/hugegraph/, /blog/hugegraph/toplingdb/,
  /blog/hugegraph-ai/, /blog/computing/, /blog/toolchain/ (6 per language) -> blog-listing:
  blog/list.html (RSS button, posts grouped by year "Posts in YYYY" as media list items,
  pagination row); the front lists every blog post, each section its own (the computing and
  toolchain sections are empty, the toplingdb section's posts sit under "Posts in 0001").
* /tags/ and /categories/ (both languages) -> taxonomy-terms: _default/terms.html, a
  taxonomy-terms-page with an h1 and no terms (no page sets tags or categories).
* One-offs by path: the root (home.html with Docsy cover/lead/feature blocks, body.td-home)
  -> home; /community/ (community/list.html: gradient banner, community_links boxes,
  content); /community/maturity/ (English only: sidebar + toc shell with a plain page
  header and the assessment tables); /search/ (_default/search.html results page).
Language: /cn/ pages take the label of their English original (LANG = cn).
Judgement calls:
* Docs section pages and leaves are one label though they come from two template files: the
  shell, sidebar, breadcrumbs and td-content are the same and the section pages only append
  a child-entry list; /docs/ itself is a section page with a long hand-written body.
* The blog front /blog/ is not a one-off: it is the same blog/list.html as the section pages
  (only the set of posts differs), so it shares blog-listing.
* /tags/ and /categories/ are rendered by one template into identical empty pages; they share
  a label rather than being two one-offs.
* Built but not listed, and not stored in pages.tar.xz (collected without --unlabelled: with
  them the archive is 526 KB, over the corpus's 500 KB cap, and --limit cannot shrink it
  because limited-out labelled pages come back as unlabelled ones): _print views of every
  section, /about/, pagination stubs /blog/.../page/1/ (meta refresh), the 404 page, a
  /client-go/ redirect, and stale files kept by keep_files from earlier builds (the Docsy
  example blog posts of 2018, /blog/news/, /blog/releases/).
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))  # corpus layout: sites/<name>/ -> bench/corpus/label_lib.py
from label_lib import label_site

LANG = ('cn',)
RULES = [
    (r'^/(?:cn/)?$', 'home'),
    (r'^/(?:cn/)?docs/', 'doc-page'),
    (r'^/(?:cn/)?blog/\d{4}/\d{2}/\d{2}/[^/]+/$', 'blog-post'),
    (r'^/(?:cn/)?blog/(?:[^/]+/)*$', 'blog-listing'),
    (r'^/(?:cn/)?(?:tags|categories)/$', 'taxonomy-terms'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
