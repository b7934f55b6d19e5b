#!/usr/bin/env python3
"""Ground-truth page-type labels for getlektor (www.getlektor.com, the Lektor project's website).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path;
the site root is "home". See ../../LABELING.md (corpus: bench/corpus/LABELING.md).

www.getlektor.com is the website of Lektor, the Python static content management system
(repository lektor/lektor-website): a landing page, the full documentation (guides, CLI and
API reference), the project blog "The Transcript", a plugin directory whose pages are filled
from PyPI metadata at build time, a showcase of sites built with Lektor, and download,
community, contact and license pages. The site is built with Lektor itself: branch master
holds the project (Website.lektorproject, models/*.ini, templates/*.html, content/**/
contents.lr, packages/, configs/); the GitHub Actions workflow .github/workflows/deploy.yml
builds it on every push and daily (cron 02:23 UTC) with `lektor build -f webpack` and deploys
the output with `lektor deploy ghpages-https` to branch gh-pages ("Synchronized build"
commits, CNAME www.getlektor.com). Saved commit 01d7ba15 is the gh-pages head (2026-07-02
03:39 UTC, the scheduled build of master f46b43ae, 2026-06-28). sitemap.xml is rendered from
content/sitemap.xml with templates/sitemap.xml: a recursive walk over site.root and every
record's children (no attachments, no virtual pages such as tag pages or pagination), with
<loc> only; 421 <url> for 369 distinct URLs (the 52 plugin pages are listed twice, once under
/plugins and once under their category, whose children are replaced by a query over
/plugins). No robots.txt in the web root.

Evidence: the models (models/*.ini: page, poster, doc-page, blog, blog-post, plugins, plugin,
plugin-categories, plugin-category, showcase, showcase-site, redirect), the templates they
select (templates/<model>.html unless a record sets `_template`), the `_model`/`_template`/
`_slug` fields of content/**/contents.lr on master, and the built HTML of every listed URL at
the commit (body class and the main column's classes), read before any clustering. Every page
extends templates/layout.html (navbar, body-wrapper, footer); <body> carries class "default"
everywhere except the home page ("poster").
* /docs/ and everything below it (the section index pages, the guides and the 198 /docs/api/
  reference pages: 270 URLs) -> doc-page: content/docs has _model doc-page and the model's
  children are doc-page again; doc-page.html: left tree navigation ul.tree-nav + "This Page"
  toc, div.col-sm-9.doc-styling with the header, page-meta list (method/property of ...,
  template variable, version added: content-dependent), body, child-page grid on pages with
  children, Disqus comment box. Section index pages and leaves share the layout (LABELING
  rule 6), and so does /docs/search/ (a doc-page record whose body is a Google search form).
* /blog/<year>/<month>/<slug>/ (8) -> blog-post: blog-post.html (full-width flow blocks, meta
  bar with title, author and date, previous/next links). The blog index /blog/ (blog.html on
  blog-layout.html: snippets + sidebar "About This Blog"; 8 posts fit on its one page of 10)
  is a one-off.
* /plugins/<name>/ (52) -> plugin: plugin.html on plugins.html (page banner, "Plugin – name
  version" heading, project-links/GitHub/meta/tags margin column, PyPI long description in
  div.col-sm-9.doc-styling, comments).
* /plugins/categories/<category>/ (4: build, content, deploy, templates) -> plugin-category:
  plugin-category.html (banner, title, text block, plugin list of the category).
* /showcase/<site>/ (24) -> showcase-site: showcase-site.html (div.showcase-site with back
  link, name, site link, description, image carousel).
* One-offs by path: the root (poster model: body.poster, full-width flow blocks with the
  slideshow) -> home; /plugins/ (plugins.html: categories with their plugin lists);
  /plugins/categories/ (plugin-categories.html: list of categories); /plugins/tags/ (a page
  record with `_template: plugin-tags.html`: three columns of tag links); /showcase/
  (showcase.html: grid of project cards); /blog/; /license/, /downloads/, /community/ and
  /contact/ (records of the generic page model, page.html: h1 and the record's own flow
  blocks).
* /404.html -> not-found: content/404.html ("Page Not Found", page model), the file GitHub
  Pages serves for unknown paths.
Judgement calls:
* The four page-model records share page.html, which is only an h1 over the record's own flow
  blocks (text blocks, banners); each has a different composition (license text, download
  instructions, community links, contact details), so they are one-offs, as the corpus keeps
  a site's generic "page" records (about/contact/legal pages) unless they repeat one
  composition.
* The plugin pages and the plugin-category pages both extend plugins.html, but plugin.html
  replaces the whole body (margin column + description) while plugin-category.html renders a
  plugin list: two labels.
* The docs reference pages of different kinds (class, method, property, filter, CLI command
  ...) differ only in the page-meta list and body: one doc-page label.
* Built but not listed (collect_pages --unlabelled stores them): the tag pages
  /plugins/tag/<tag>/ (plugin-tag.html, virtual pages of lektor-tags), the blog archives
  (lektor-atom/blog-archive virtual pages), and /_404.html/.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))  # corpus layout: sites/<name>/ -> bench/corpus/label_lib.py
from label_lib import label_site

LANG = ()
RULES = [
    (r'^/$', 'home'),
    (r'^/404\.html$', 'not-found'),
    (r'^/docs/', 'doc-page'),
    (r'^/blog/\d{4}/\d{1,2}/[^/]+/$', 'blog-post'),
    (r'^/showcase/[^/]+/$', 'showcase-site'),
    (r'^/plugins/categories/[^/]+/$', 'plugin-category'),
    (r'^/plugins/(?!tags/$|categories/$)[^/]+/$', 'plugin'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
