#!/usr/bin/env python3
"""Ground-truth page-type labels for universe-oa (openastronomy.org/Universe_OA/, the OpenAstronomy blog aggregator).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path
(language prefix removed); the site root is "home". See ../../LABELING.md.

Universe OpenAstronomy is the community blog aggregator of OpenAstronomy: the progress posts
that Google Summer of Code / SoCiS students of the member projects (SunPy, Astropy, PlasmaPy,
Stingray, RADIS, EinsteinPy, Gnuastro, JuliaAstro, poliastro, ...) write on their own blogs,
pulled in by grab.py from the feeds listed in gsoc.yml and rebuilt daily by a GitHub Action.
It is built with Nikola (<meta name="generator" content="Nikola (getnikola.com)">) and served
from the gh-pages branch under the sub-path /Universe_OA/. Sources on main: conf.py (SITE_URL
http://openastronomy.org/Universe_OA/, THEME "bootstrap4" = Nikola's built-in theme, no copy in
the repository; POSTS -> posts/ with post.tmpl; PRETTY_URLS; INDEX_PATH ""; author pages on;
categories = the GSoC organisation/project and the cat_gsocYYYY season categories), and the
local plugin plugins/sidebar, which puts the table of contributors (project logo, name linked
to the student's blog, one check mark per fortnight of the season) on top of every page.
Snapshot: the fork Deus1704/Universe_OA (upstream OpenAstronomy/Universe_OA was over the fetch
size limit), gh-pages tip 243a1c0d ("Nikola auto commit.", 2024-07-02). Nikola writes one
sitemap.xml (687 URLs, all with <lastmod>) and sitemapindex.xml (naming sitemap.xml and the
RSS feeds); robots.txt names the index. All 687 URLs have a built page at that commit.

Evidence: the built HTML of every listed URL. Each page is base.tmpl's div.body-content with
the sidebar table first; a script read all 687 pages and took the first element after the
sidebar (the element Nikola's page template opens) and whether the page has dated list items
or the index pager; each label below is one such group:
* article.postpage (post.tmpl: h1 title, byline linked to the author page, dateline, link to
  the original post, body, category list, prev/next pager) -> blog-post: the 522
  /Universe_OA/posts/YYYY/MM/YYYYMMDD_HHMM_<handle>/ (2016-2024).
* div.postindex + nav.postindexpager (index.tmpl: teasers of 10 posts with byline and date,
  pager) -> the blog index: the root and its further pages /Universe_OA/index-1.html ...
  /Universe_OA/index-52.html.
* article.authorpage (author.tmpl: "Posts by X", RSS feed link, dated post list) ->
  author-listing: the 76 /Universe_OA/authors/<slug>/.
* article.tagpage (tag.tmpl: "Posts about X", RSS feed link, dated post list) ->
  category-listing: the 24 /Universe_OA/categories/<slug>/ (15 projects or organisations such
  as sunpy, stingray, irsa-fornax, and the nine season categories cat_gsoc2016 ... 2024).
* article.listpage with dated items (list_post.tmpl: "Posts for year N", no feed link) ->
  year-archive: the 9 /Universe_OA/YYYY/ (2016-2024).
* One-offs: /Universe_OA/archive.html (archive index: article.listpage, but list.tmpl's plain
  year links with post counts, no dates), /Universe_OA/categories/ (tags.tmpl: h1 "Tags and
  Categories", badge list of categories), /Universe_OA/authors/ (authors.tmpl: h2 "Authors",
  badge list of authors).
Judgement calls:
* The root is the first page of the blog index (INDEX_PATH ""), so /index-1.html ...
  /index-52.html, the pages it paginates to, take its label "home" (LABELING rules 2 and 5);
  the sub-path root /Universe_OA/ is the site root, hence an explicit rule for "home".
* category-listing, author-listing and year-archive look alike (h1 + dated post list) but are
  three Nikola templates (tag.tmpl, author.tmpl, list_post.tmpl) with their own article class,
  and categories, authors and years are different taxonomies (rule 5) -> three labels. The
  season categories (cat_gsoc2016 ...) and the project categories are one Nikola taxonomy
  rendered by one template -> one label.
* /archive.html shares the listpage class with the year pages but is the index of the year
  archives (rule 5) with its own template (list.tmpl) -> one-off.
* Posts come from many external blogs (Medium, dev.to, GitHub Pages, WordPress feeds) and
  their bodies differ wildly (images, code, embeds, teaser-only), but all render through
  post.tmpl -> one blog-post label.
* The sidebar contributor table is the same plugin output on every page (it lists the current
  season's students), so it does not tell page types apart.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))
from label_lib import label_site

LANG = ()
RULES = [
    (r'^/Universe_OA/(?:index-\d+\.html)?$', 'home'),
    (r'^/Universe_OA/posts/\d{4}/\d{2}/\d{8}_\d{4}_[^/]+/$', 'blog-post'),
    (r'^/Universe_OA/authors/[^/]+/$', 'author-listing'),
    (r'^/Universe_OA/categories/[^/]+/$', 'category-listing'),
    (r'^/Universe_OA/\d{4}/$', 'year-archive'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
