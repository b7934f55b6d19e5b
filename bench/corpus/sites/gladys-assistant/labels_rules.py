#!/usr/bin/env python3
"""Ground-truth page-type labels for gladys-assistant (gladysassistant.com, the Gladys Assistant website).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path;
the site root is "home". See ../../LABELING.md (corpus: bench/corpus/LABELING.md).

gladysassistant.com is the website of Gladys Assistant, a French privacy-first open-source
home-automation system, and of its paid companion service Gladys Plus (Gladys Assistant SAS):
a product landing page, the documentation (installation, dashboard widgets, scenes, about 40
integrations, API, developer guides), a release/news blog, a product page for Gladys Plus
with pricing, an official starter-kit sales page, an integrations catalogue, live open
metrics, a contact form and the Plus legal pages. It is a Docusaurus 3.9 site (classic
preset: docs, blog, pages, Algolia search; hand-written React pages in src/pages/) in two
locales: English at the root and French under /fr/ (i18n.locales ["en", "fr"], the French
docs and blog in i18n/fr/docusaurus-plugin-content-{docs,blog}/, the site's own translations).
The source repository is GladysAssistant/v4-website (branch master, deployed by its build.sh
to Cloudflare Pages). The saved repository, transaurus/staging-GladysAssistant-v4-website, is
a third party's staging mirror: its "Stage 1" GitHub Actions workflow cloned upstream master
af8120c0, ran the site's own `docusaurus write-translations --locale fr` and `yarn build`, and
committed the sources beside the complete build/ folder in commit ab9f413f (2026-03-25). That
commit, before the mirror's own machine-translated zh-Hans locale was added (later commit
dec2de5), is the saved one; build/ is the web root. The Docusaurus sitemap plugin wrote one
<urlset> per locale (build/sitemap.xml, build/fr/sitemap.xml; changefreq weekly, priority
0.5, no lastmod, trailing slashes): 142 URLs each, 284 in all, every one with a built
<path>/index.html. robots.txt (source root, copied into the build by build.sh on the real
deploy, not by the mirror's build) names both sitemaps.

Evidence, read before any clustering: docusaurus.config.js (locales, trailingSlash, navbar),
src/pages/*.js, the blog and docs sources, and the built HTML of every listed URL at the
commit: the Docusaurus wrapper class on <html> (docs-wrapper/docs-doc-page, blog-post-page,
blog-list-page, blog-authors-list-page, plain plugin-blog for the archive, plugin-pages,
search-page-wrapper) and an outline of <main>.
* /docs/... and /fr/docs/... (91 per locale, 182) -> doc-page: docs-doc-page, the docs shell
  (sidebar, breadcrumbs, article.theme-doc-markdown, edit/footer, prev/next pagination, TOC
  column). /docs/ and /docs/integrations/ are ordinary docs (index.md files, not generated
  index pages) and share it. 15 short docs without h2 headings have no TOC column: content,
  same template.
* /blog/<slug>/ (35 per locale, 70) -> blog-post: blog-post-page, article with title, date,
  reading time, author avatar, markdown body, blog sidebar, TOC, post pagination.
* /blog/ and /blog/page/2/../4/ (per locale, 8) -> blog-listing: blog-list-page (post previews
  with "Read more", paginator); the first page and its pagination share the label.
* /plus/privacy/ and /plus/terms/ (x2 locales) -> legal-page: two page files
  (src/pages/plus/privacy.js, terms.js) with the same Layout > main > container > row >
  col--12 composition of h1 / h2 / p / ul legal text (French text in both locales: the
  page files hold no translations).
* One-offs by path (each in both locales): the root (src/pages/index.js: hero, feature rows,
  compatibility strip, feature grid, testimonials, FAQ, newsletter) -> home; /plus/ (product
  page with feature rows, pricing table, FAQ); /starter-kit/ (sales page of the hardware kit:
  rows of product blocks); /integrations/ (catalogue: filter sidebar + card grid built from
  integrations/*.json); /open/ (open metrics: Chart.js charts fed at run time);
  /contact/ (form); /payment_success/ (thank-you prose); /search/ (Algolia search page);
  /blog/archive/ (hero + year columns of post titles); /blog/authors/ (authors list, one
  author).
Judgement calls:
* The French tree is the same site in another locale (same templates, translated strings and
  content); its pages take the English labels (LABELING rule 3). A few English blog slugs are
  French words (bilan-2020-gladys-assistant, lancement-formation): they are English posts.
* The two legal pages are grouped (one composition of prose); /payment_success/ is kept a
  one-off although it is also short prose: it uses a different wrapper (bare container, no
  row/column) and its own content kind (confirmation message).
* /plus/ and /starter-kit/ share the margin-top--xl container with rows of feature blocks
  but are different page files with different row components (pricing table and FAQ vs
  product kit blocks and order button): two one-offs.
* Built but not listed (collect_pages --unlabelled stores them): /404.html and /fr/404.html.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))  # corpus layout: sites/<name>/ -> bench/corpus/label_lib.py
from label_lib import label_site

LANG = ('fr',)
RULES = [
    (r'^(?:/fr)?/$', 'home'),
    (r'^(?:/fr)?/docs/', 'doc-page'),
    (r'^(?:/fr)?/blog/(?:page/\d+/)?$', 'blog-listing'),
    (r'^(?:/fr)?/blog/(?:archive|authors)/$', '__ONE_OFF__'),
    (r'^(?:/fr)?/blog/[^/]+/$', 'blog-post'),
    (r'^(?:/fr)?/plus/(?:privacy|terms)/$', 'legal-page'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
