#!/usr/bin/env python3
"""Ground-truth page-type labels for blosc-blog (blosc.org, the Blosc project's Nikola blog).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path
(language prefix removed); the site root is "home". See ../../LABELING.md.

The Blosc compressor project's blog and home site (blosc.org), built with Nikola (the pages
say <meta name="generator" content="Nikola (getnikola.com)">) and pushed by `nikola
github_deploy` to the gh-pages branch of Blosc/blogsite ("Nikola auto commit.", last build
2022-06-08; the newest gh-pages commit only changes CNAME). Sources on master at the build
(fe251fd0, 2022-06-08): conf.py (SITE_URL http://blosc.org/, THEME "bootstrap3" - a copy of
Nikola's bootstrap3 theme in themes/, Mako, parent "base"; POSTS -> posts/ with post.tmpl,
PAGES -> pages/ with page.tmpl; PRETTY_URLS, INDEX_PATH ""), 26 posts/*.rst and 12 pages/*.
Nikola writes one sitemap.xml (99 URLs, every one built) and a sitemapindex.xml naming it and
the RSS feeds; robots.txt points at the index. Post URLs are /posts/<slug>/ (not dated).

Evidence: the built HTML of every listed URL at the gh-pages commit. Nikola's templates put a
class on the element that wraps the page content inside div.body-content > div.row, and a
script read all 99 pages and grouped them by the element skeleton (tags and classes, 3 levels)
under div.body-content; each label below is one such group:
* article.postpage (post.tmpl: byline, dateline, comments link, body, tag list + prev/next
  pager, Disqus block) -> blog-post: the 26 /posts/<slug>/ (one slug ends in ".rst/").
* article.tagpage (base theme's tag.tmpl: "Posts about X", RSS feed link, dated post list)
  -> category-listing: the 39 /categories/<c>/ (Nikola's category taxonomy; the site uses
  no tags).
* article.authorpage (author.tmpl: "Posts by X", RSS feed link, dated post list) ->
  author-listing: the 7 /authors/<a>/ (two of them joint bylines such as
  oscar-guinon-francesc-alted, rendered the same way).
* article.listpage with dated items (list_post.tmpl: "Posts for year N", no feed link) ->
  year-archive: the 9 /YYYY/ pages (2014-2022).
* article.storypage (page.tmpl: title only, no byline, no comments, no pager) -> page: the
  12 /pages/... URLs, /pages/ (pages/index.rst) included.
* div.postindex + nav.postindexpager (index.tmpl: full posts with pager) -> the blog index:
  / and its further pages /index-1.html and /index-2.html.
* One-offs: /archive.html (archive index: article.listpage, but list.tmpl's plain year links
  with counts, no dates), /categories/ (the theme's tags.tmpl: badge list of categories),
  /authors/ (the theme's authors.tmpl: badge list of authors).
Judgement calls:
* The root is the first page of the blog index (INDEX_PATH ""), so /index-1.html and
  /index-2.html, the pages it paginates to, take its label "home" (LABELING rules 2 and 5).
* category-listing, author-listing and year-archive look alike (h1 + dated post list) but are
  three Nikola templates (tag.tmpl, author.tmpl, list_post.tmpl) with their own article class,
  and categories/authors are different taxonomies (rule 5) -> three labels.
* /archive.html shares the listpage class with the year pages but is the taxonomy index of
  the year archives (rule 5) with its own template (list.tmpl) -> one-off.
* /pages/ is pages/index.rst, a plain page whose reST body holds a jumbotron and two columns;
  the template (storypage) is the one every other page uses -> page, not a one-off.
* /pages/benchmarks-*/ are long image galleries and /pages/donate/ embeds a script, but all
  are page.tmpl -> page.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))
from label_lib import label_site

LANG = ()
RULES = [
    (r'^/(?:index-\d+\.html)?$', 'home'),
    (r'^/posts/[^/]+/$', 'blog-post'),
    (r'^/categories/[^/]+/$', 'category-listing'),
    (r'^/authors/[^/]+/$', 'author-listing'),
    (r'^/\d{4}/$', 'year-archive'),
    (r'^/pages/(?:[^/]+/)?$', 'page'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
