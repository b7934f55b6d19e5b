#!/usr/bin/env python3
"""Ground-truth page-type labels for escuchajapones (www.escuchajapones.com, a Japanese podcast).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins; a rule with a third
element also needs the basename of the sitemap file that lists the URL to match it.
A URL that matches no rule is a one-off page and is labelled by its own path;
the site root is "home". See ../../LABELING.md (corpus: bench/corpus/LABELING.md).

Escucha japonés (2008-2010) was a Spanish-language podcast of short Japanese conversations by
Ale (Alejandro Cremades) and Ai: each episode post carries the episode (a YouTube embed, or a
download link under an unrendered [audio:] shortcode), the Japanese transcript with kana
readings, romaji and a Spanish translation, and the listeners' comments. The site ran on
WordPress (the pages say WordPress 5.8.2 in their generator meta) with its own theme
"escuchajapones" (adapted from The Hourglass), a child of the classic Sandbox theme (body and
post classes such as "wordpress single s-category-comida", div#wrapper.hfeed, #container >
#content, two sidebars #primary/#secondary). In December 2021 the WordPress install was turned
into a static copy committed to kwempty/escuchajapones.com ("First commit", 2021-12-22: every
page crawled to <path>/index.html, with wp-content/ and wp-includes/ assets; the exporting tool
is not named in the repository) and served by GitHub Pages (CNAME www.escuchajapones.com).
Later commits removed AdSense/Analytics, duplicated a page and "Made all links relative to /"
(1dd5408), which also rewrote every sitemap <loc> to a root-relative path. Saved commit
c3c94912 (2022-01-01, branch main) is the head. The sitemaps are WordPress core's
(wp-sitemaps): sitemap.xml is the <sitemapindex> (apparently the core /wp-sitemap.xml saved
under another name: robots.txt still names /wp-sitemap.xml, which the export lacks) over
wp-sitemap-posts-post-1 (90 episode posts), -posts-page-1 (root + 4 pages),
-taxonomies-category-1 (22 categories /cat/<term>/), -taxonomies-post_tag-1 (243 tags
/tag/<term>/) and -users-1 (/author/ale/): 361 distinct root-relative URLs, every one built.

Evidence: the built HTML of every listed URL at the commit (the Sandbox body classes, which
name the WordPress template: home blog / single / page / archive category / archive tag /
archive author; and an outline of #content), read before any clustering. The theme's PHP
templates are not in the export (only its CSS, images and scripts).
* wp-sitemap-posts-post-1 (90, flat /<slug>/) -> episode-post: body "single"; #content holds
  #nav-above, one div.hentry.post (h2.entry-title, entry-content: a YouTube iframe in 62 of
  them, the raw "[audio:...]" shortcode and a download link in the other 28, transcript,
  translation, notes; entry-meta), #nav-below and the #comments list (every post has
  comments). Posts and pages are both flat /<slug>/, so the child sitemap decides.
* wp-sitemap-posts-page-1 /about/, /ayuda/, /estudiar/, /contacto/ -> page: body "page";
  #content holds one div.hentry.page (h2.entry-title + entry-content prose; headings and lists
  on /about/ and /ayuda/), no navigation, no entry meta, no comments. These four are the whole
  top menu (Sobre este sitio, Suscribirse y descargar, Estudiar japonés, Contacto).
* /cat/<term>/ (22) -> category-listing and /tag/<term>/ (243) -> tag-listing: the Sandbox
  archive template (h2.page-title "Archivo por categrorías" (sic) or "Archivo por etiquetas:
  <term>", nav-above, div.hentry.post excerpts with h3.entry-title, entry-date,
  entry-content, entry-meta, nav-below). One layout, two taxonomies: kept apart as the
  corpus does for WordPress term archives (LABELING rule 5; insideview, roundhousekick).
* /author/ale/ (the only user) -> one-off by path: the same archive template with
  h2.page-title.author "Archivo por autores".
* / -> home: body "home blog", the blog index with the latest posts in full (h2 titles,
  YouTube embeds) between the two navigation blocks.
Judgement calls:
* The four pages differ only in their prose (the about and help pages add h3 sections and
  lists, the contact page hides an e-mail address with a span); they share one page layout,
  so one multi-page label.
* Tag and category archives render one template; they get separate labels because they are
  different taxonomies; the single author archive stays a one-off.
* Built but not listed (collect_pages --unlabelled stores them): /author/admin/ and /author/ai/
  archives, author and term pagination, /page/N/ blog pagination, year, month and day archives
  /2008/... /2010/..., /1/ (episode 9 "En la recepción del hotel", post 19 with the slug 1, not
  in the core sitemap), /episodios/ and /ep/episodios.html (an episode index copied to two
  URLs).
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))  # corpus layout: sites/<name>/ -> bench/corpus/label_lib.py
from label_lib import label_site

LANG = ()
RULES = [
    (r'^/$', 'home'),
    (r'^/[^/]+/$', 'episode-post', r'^wp-sitemap-posts-post-\d+\.xml$'),
    (r'^/(?:about|ayuda|estudiar|contacto)/$', 'page', r'^wp-sitemap-posts-page-\d+\.xml$'),
    (r'^/cat/[^/]+/$', 'category-listing', r'^wp-sitemap-taxonomies-category-\d+\.xml$'),
    (r'^/tag/[^/]+/$', 'tag-listing', r'^wp-sitemap-taxonomies-post_tag-\d+\.xml$'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
