#!/usr/bin/env python3
"""Ground-truth page-type labels for chuan-peng-lab (chuan-peng-lab.netlify.app, Hu Chuan-Peng's research lab).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path;
the site root is "home". See ../../LABELING.md (corpus: bench/corpus/LABELING.md).

chuan-peng-lab.netlify.app is the website of the Chuan-Peng Lab (Hu Chuan-Peng's psychology /
cognitive-modelling research group, Nanjing Normal University): lab members, publications,
a few posts (HDDM/Docker tutorials, a recruiting call), tags and categories, in English at the
root and Chinese under /zh/. It is a Hugo 0.102 site on Wowchemy 5.7.0 ("starter-hugo-academic";
the repository is an R blogdown project: config/_default/, content/en and content/zh, one
local shortcode, no layout overrides). Netlify builds it itself (netlify.toml: `hugo`, publish
public); the authors also committed their local build in public/ until 2026-02-26. Saved
commit 68592d6e ("2.26", 2026-02-26, branch main) is the last commit holding public/ (the
next one, ceef8f7f, ignores it and bc6be5ad untracks it); public/ is the web root. Hugo's
multilingual sitemap: public/sitemap.xml is a <sitemapindex> of public/en/sitemap.xml (127
URLs) and public/zh/sitemap.xml (132), with xhtml:link hreflang alternates, lastmod and
changefreq weekly: 259 distinct URLs, each with a built <path>/index.html. public/robots.txt
allows all and names the index.

Evidence, read before any clustering: config/_default/*.yaml, content/ front matter, and the
built HTML of every listed URL at the commit (generator "Wowchemy 5.7.0 for Hugo"; the
children of div.page-body: div.pub, article.article(-project), div.universal-wrapper list
shells with their item view, the home page's widget sections).
* /publication/<slug>/ (126, both languages) -> publication: Wowchemy's publication single
  (div.pub: title, authors/date metadata, Cite/DOI/PDF buttons, featured image, abstract,
  publication-type and venue rows, body, share box).
* /project/<slug>/ (68) -> member-profile: the lab uses Wowchemy's project section for its
  people (one page per member: name as title, portrait featured image, role tags such as
  postgraduate / alumni / principal-investigator, author card, related pages); rendered by
  the project single (article.article-project: btn-links, featured-image-wrapper, article
  body, tags, share box, author card, project-related-pages).
* /post/<slug>/ (9) -> blog-post: the post single (article.article without the project
  class: date, reading time, categories, body, share box, author card; tags when set).
* /tag/<term>/ (32) -> tag-listing, /category/<term>/ (4) -> category-listing,
  /publication-type/<n>/ (4) -> publication-type-listing: Wowchemy taxonomy term pages on the
  list shell (universal-wrapper with h1, then compact stream items), kept apart by taxonomy
  as the corpus does for taxonomies sharing one list template (bravey-blog, escuchajapones).
* /project/ and /post/ (section fronts, x2 languages) -> section-listing: the same list shell
  listing a section's pages as compact stream items.
* One-offs by path: the root (widget page: blank/about/featurette/portfolio/featured/
  accomplishments/pages/contact sections) -> home; /publication/ (the publication section
  front: the list shell with its items in citation view, a different item view from the
  other lists); the taxonomy indexes /tags/, /categories/ and /publication_types/; /admin/
  (Wowchemy's Netlify CMS admin page: a bare noindex shell loading the CMS script, no site
  layout, listed because Hugo publishes it as a page).
Judgement calls:
* Member pages and posts are both Wowchemy "article" singles but different templates (project
  single with featured image, link buttons and related pages vs post single): two labels.
* Tag, category and publication-type term pages share one list template; they are split by
  taxonomy (LABELING rule 5); the section fronts /project/ and /post/ on the same shell form
  a fourth list label. /publication/ is kept a one-off: its items use the citation view, not
  the compact view of every other list.
* The Chinese tree is the same site in another language (same templates); its pages take the
  English labels. zh has a few pages without an English translation (e.g. /zh/post/datapipe/)
  and some slugs differ (/post/join_us/ vs /zh/post/join-us/): same labels by layout.
* Built but not listed (collect_pages --unlabelled stores them): list pagination (/page/N/ of
  tags, sections and taxonomy indexes), /en/ (Hugo's meta-refresh alias of the default
  language's root) and /404.html.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))  # corpus layout: sites/<name>/ -> bench/corpus/label_lib.py
from label_lib import label_site

LANG = ('zh',)
RULES = [
    (r'^(?:/zh)?/$', 'home'),
    (r'^(?:/zh)?/publication/[^/]+/$', 'publication'),
    (r'^(?:/zh)?/project/[^/]+/$', 'member-profile'),
    (r'^(?:/zh)?/post/[^/]+/$', 'blog-post'),
    (r'^(?:/zh)?/tag/[^/]+/$', 'tag-listing'),
    (r'^(?:/zh)?/category/[^/]+/$', 'category-listing'),
    (r'^(?:/zh)?/publication-type/[^/]+/$', 'publication-type-listing'),
    (r'^(?:/zh)?/(?:project|post)/$', 'section-listing'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
