#!/usr/bin/env python3
"""Ground-truth page-type labels for apache-answer (answer.apache.org).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path
(language prefix removed); the site root is "home". See ../../LABELING.md.

Apache Answer's website (Q&A platform software): Docusaurus 3.1 with two locales (English
at the root, Chinese under /zh-CN/, one sitemap each, no index, no robots.txt), built onto
the dist-pages branch of apache/incubator-answer-website (sources on main, deploy commit
names 2380386c). The sources show the layouts: the stock blog plugin is wrapped by
plugins/blog-plugin.js, which adds its own routes: posts -> src/components/blog/
BlogDetailPage, /blog and /blog/page/N -> BlogHome, /blog/category/<c>[/page/N] ->
BlogCategoryPostsPage, /blog/tags/<t> -> BlogTagsPostsPage; the second docs instance
"community" (/community/...) and the default docs (/docs/...) use the one swizzled
DocPage; src/pages has index, download and plugins. Each sitemap lists most blog URLs
twice (the wrapped plugin's routes and the stock ones); they are one URL each here.

Evidence: the built HTML of every URL, read from the dist-pages commit: the <html> class
(Docusaurus's page kind: docs-doc-page, blog-post-page, blog-list-page,
blog-tags-post-list-page, blog-tags-list-page, plugin-pages, search-page-wrapper) plus a
skeleton of the element tree under .main-wrapper (tags and classes, 3 levels deep); URLs
were grouped by (html class, skeleton) and every label below is one group or the union of
groups named here, and no (html class, skeleton) group is split between two labels
(check script in NOTES.md; every one of the 206 URLs has its built page). Judgement calls:
* Docs: /docs/... (default instance) and /community/... (the "community" instance with its
  own sidebar) render the same DocPage layout (docs-doc-page; aside sidebar + main) ->
  doc-page (LABELING rules 4 and 6). /docs/moderation (and its zh-CN twin) is a doc that
  no sidebar lists, so it renders without the sidebar column; same component, the sidebar
  is left out by the sidebar config -> doc-page, like the TOC difference elsewhere.
  /zh-CN/docs/contributing/notice is the Chinese build of the doc /docs/notice (same doc
  id "notice") -> doc-page as well.
* Blog posts /blog/<slug> (all 50 per locale: BlogDetailPage, one skeleton) -> blog-post.
* /blog, /blog/page/2, /blog/page/3 (BlogHome: header, category nav pills, card grid,
  pagination; page 1 adds a featured-posts block above the nav) -> blog-listing (rule 5,
  paginated pages take their list's label).
* /blog/page/4 is not a BlogHome page: it is left over from the stock blog plugin's own
  pagination (stock BlogListPage: full post bodies in a col--9 column, no header band, no
  category nav), a layout no other listed URL has -> one-off (its path).
* /blog/category/<c> and /blog/category/community/page/2 (BlogCategoryPostsPage: category
  nav pills + h2 + card grid; the community category, the only one with two pages, adds
  the pagination bar below the grid) -> category-listing. /blog/tags/tutorials (BlogTagsPostsPage:
  h2 + card grid, no nav) shares the html class blog-tags-post-list-page with them but is
  another component of another taxonomy -> tag-listing (a label of two URLs, English and
  Chinese). The tag index /blog/tags (stock BlogTagsListPage) and /blog/archive (stock
  archive page) -> one-off.
* Home (/ and /zh-CN/, React page with hero and slider), /download (release table page),
  /plugins (plugin card page) are three different src/pages components -> one-off each;
  /search (Algolia search page) -> one-off.
* Chinese pages take the label of their English twin (LANG strips /zh-CN).
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))
from label_lib import label_site

LANG = ('zh-CN',)
Z = r'^(?:/zh-CN)?'  # rules see the path with its language prefix
RULES = [
    (Z + r'/(?:docs|community)(?:/|$)', 'doc-page'),
    (Z + r'/blog/page/4$', '__ONE_OFF__'),
    (Z + r'/blog(?:/page/\d+)?$', 'blog-listing'),
    (Z + r'/blog/category/[^/]+(?:/page/\d+)?$', 'category-listing'),
    (Z + r'/blog/tags/[^/]+(?:/page/\d+)?$', 'tag-listing'),
    (Z + r'/blog/(?:tags|archive)$', '__ONE_OFF__'),
    (Z + r'/blog/[^/]+$', 'blog-post'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
