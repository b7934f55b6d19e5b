#!/usr/bin/env python3
"""Ground-truth page-type labels for bravey-blog (bravey.github.io, BraveY's Hexo blog).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path;
the site root is "home". See ../../LABELING.md (corpus: bench/corpus/LABELING.md).

bravey.github.io is the personal technical blog (Chinese, 2018-2026) of BraveY: study notes
on Redis internals, Linux, C/C++, Docker, gdb/gcc/make, machine-learning and deep-learning
paper notes, data mining, NSQ, interview notes and a 2026 deployment guide, with tags,
categories and archives. It is a Hexo 5.3 blog on the Butterfly theme. Repository
BraveY/BraveY.github.io: branch hexo holds the source (_config.yml: url
https://bravey.github.io/, permalink ":title.html", tag_dir tags, category_dir categories,
per_page 10, theme butterfly; _config.butterfly.yml; source/_posts; package.json with
hexo-generator-sitemap ^2.1 and hexo-generator-baidu-sitemap); the theme itself is a
submodule that .github/workflows/deploy.yml replaces by a clone of Butterfly 3.5.1 before
`hexo clean && hexo g` and the hexo-deployer-git push to branch master. Saved commit
b43a3ab1 is master's only commit ("Site updated: 2026-03-08 19:42:23", the deployer's
force-push), built from hexo 4ebf07d1 (2026-03-07). sitemap.xml (hexo-generator-sitemap):
183 <url>, all with <lastmod>, the 115 home/tag/category entries with changefreq and
priority: 65 posts, 2 pages, the google verification page, home, 95 tag pages + /tags/, 19
category pages + /categories/. baidusitemap.xml lists the 65 posts again (no new URL).
robots.txt announces both.

Evidence: the Hexo configuration and sources on branch hexo, and the built HTML of every
listed URL at the commit (#body-wrap class "post" or "page", the page-header class and the
children of main#content-inner), read before any clustering. Every page has the Butterfly
shell: nav header, main.layout#content-inner with the right aside (author card,
announcement, recent posts, categories, tags, archives, site info widgets), footer.
* The 65 post URLs (/<title>.html, mostly dated "YYYY-MM-DD-<title>.html", some undated
  older ones such as /ping%20问题.html, one nested /Redis源码阅读——SDS/2019-03-22-....html
  because its title holds a slash, and /nanobot-fnnas-deployment-guide.html) -> blog-post:
  body-wrap.post, header.post-bg with #post-info (title, post meta), div#post with
  article#article-container.post-content, post-copyright, tag_share, prev/next pagination,
  optional related-posts block (41 of 65), comments.
* /tags/<tag>/ (95) -> tag-listing: Butterfly tag.pug, div#tag with "标签 - <tag>" title and
  the article-sort timeline (year rows + post items).
* /categories/<category>/ (19; /categories/Linux/ has a second page, built but not listed)
  -> category-listing: category.pug, div#category with "分类 - <category>" and the same
  article-sort timeline plus pagination when needed.
* One-offs by path: the root (index.pug: full-page header, div#recent-posts cards) -> home;
  /tags/index.html (page type tags: tag cloud) and /categories/index.html (page type
  categories: category list), the two taxonomy indexes; /google33ea6e69d32e20f7.html, a
  Google Search Console verification file kept in source/ and rendered by Hexo through the
  page layout (div#page, article-container holding the verification line).
Judgement calls:
* Tag and category term pages copy one article-sort composition from two template files
  (tag.pug, category.pug); they are split by role, as the corpus keeps term pages of
  different taxonomies apart (pynsk, dipy-org).
* The undated and nested post URLs are posts (post layout, post meta, copyright block), not
  pages: one blog-post label whatever the file name.
* The verification file is a one-off page rather than a non-page asset: its built file is a
  full HTML page of the site with the page layout.
* Built but not listed (collect_pages --unlabelled stores them): the home pagination
  /page/2/ ... /page/7/, 40 archive pages /archives/YYYY[/MM]/, /categories/Linux/page/2/.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))  # corpus layout: sites/<name>/ -> bench/corpus/label_lib.py
from label_lib import label_site

LANG = ()
RULES = [
    (r'^/$', 'home'),
    (r'^/tags/[^/]+/$', 'tag-listing'),
    (r'^/categories/[^/]+/$', 'category-listing'),
    (r'^/(?:tags|categories)/index\.html$', '__ONE_OFF__'),
    (r'^/google[0-9a-f]+\.html$', '__ONE_OFF__'),
    (r'^/(?:[^/]+/)?[^/]+\.html$', 'blog-post'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
