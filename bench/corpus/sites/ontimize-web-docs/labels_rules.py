#!/usr/bin/env python3
"""Ground-truth page-type labels for ontimize-web-docs (ontimizeweb.github.io/docs/v8/, Ontimize Web 8 documentation).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path;
the site root is "home". See ../../LABELING.md (corpus: bench/corpus/LABELING.md).

Ontimize Web is Imatia Innovation's Angular framework for business applications; repository
OntimizeWeb/docs holds its documentation, one source branch per major version (3.x.x, 4.x.x,
8.x.x, 15.x.x) and branch gh-pages with one built folder per version (v3/ v4/ v8/ v15/),
served at https://ontimizeweb.github.io/docs/vN/. The docs are a Jekyll site on a vendored
copy of the Minimal Mistakes theme (package.json "minimal-mistakes" 3.4.8: _layouts/default,
single, splash, archive, archive-taxonomy, compress in the repository, plus a project layout
o-component.html), plugins jekyll-paginate, jekyll-sitemap, jekyll-gist, jekyll-feed, jemoji,
and many collections (_config.yml: docs, componentTypes, o_components, o_service_components,
o_validation_components, o_table_components, o_list_picker_components, o_faq_posts, o_services,
and one per add-on: ontimize_web_ngx_charts, _map, _tree, _filemanager, _gallery, _keycloak,
_report ...), each with front-matter defaults that choose the layout and the sidebar nav.
The workflow .github/workflows/docs-release.yml on 8.x.x builds the branch with
helaili/jekyll-action (JEKYLL_ENV deploy, --baseurl /docs/v8) into gh-pages:v8/. Saved
commit a3b4b574 ("jekyll build from Action 66b25d39", 2024-06-27 11:38 UTC) is the last
gh-pages commit that wrote v8/, the build of 8.x.x head 66b25d39 (the later gh-pages commits
only rebuild v15/; v8/sitemap.xml has the same blob at the gh-pages head 6737c59f). This
site is the v8 tree alone: v8/sitemap.xml (jekyll-sitemap: 243 <url>, 243 distinct URLs,
lastmod on 216, no priority) and v8/robots.txt (one Sitemap line; it sits in the v8 folder,
not at the host's /robots.txt). Every listed URL has a built file under v8/ (folder URLs
as index.html, the collection pages with extension-less URLs such as
/docs/v8/components/input/checkbox/api as api.html).

Evidence: _config.yml and the front matter of the sources on 8.x.x (66b25d39), the layouts
and includes, and the built HTML of every listed URL at the commit (body class
layout--<name>, whether the sidebar holds the nav__list docs navigation or the author
profile, the article's class and the main column's blocks), read before any clustering.
* Component reference pages (129) -> component-reference: layout o-component.html (body
  layout--o-component; single.html shell with the nav sidebar, article ... div.o-component-
  container filled by o-component-single/-table/-combo/-listpicker includes from _data: the
  div.o-tab Overview/API tab links, a toc, attribute lists ul.attributes-list, inputs/outputs
  tables, prev/next pagination). They are the o_components, o_service_components, o_services
  and o_list_picker_components collections and the add-ons' component pages (charts
  configuration, map layers, tree and gallery components, the list-picker dialog); each
  component has an .../overview and an .../api page (extension-less URLs). The add-on pages
  lack the `layoutClass: o-component` default, so their article has no o-component class:
  same layout file, same label.
* Documentation pages (94) -> doc-page: single.html with the docs nav sidebar (body
  layout--single, div.sidebar with nav.nav__list): guides, getting-started steps, customize/
  theming pages, the add-on overview/installation pages, the 12 FAQ entries /o_faq_posts/NN/
  and the /faq/ index (accordion of the FAQ posts), section fronts such as /components/ and
  /charts/, and a few hand-written single pages under component or add-on paths
  (/components/menu/api and /overview are empty stubs, /components/table/export,
  /charts/chart_on_demand/overview, three map layer overviews, two report overviews).
  Section index pages and leaves share the layout (LABELING rule 6).
* Pages on single.html with the theme's author-profile sidebar instead of the docs nav
  (body layout--single, div.sidebar with author__avatar/author__content; 6) ->
  author-sidebar-page: /quick-start-guide/ (Minimal Mistakes' own guide), /lorem-ipsum/,
  /page-a/, /page-b/, /sample-page/ (theme demo pages left in _pages/) and
  /deployment/cordova-requirements/ (a real doc page whose source gets no nav sidebar).
* /components/01-input.components/ and /components/02-data.components/ (componentTypes
  collection: single.html without any sidebar, h1 + pagination only) -> component-type-page.
* The root /docs/v8/ (_pages/home.md, splash layout with the overlay hero and feature rows)
  -> home.
* One-offs by path, each its own page file: the Minimal Mistakes demo pages /splash-page/
  (splash layout without the overlay hero, teaser feature rows), /categories/, /tags/ and
  /year-archive/ (archive layout with the author sidebar: "Posts by Category/Tag/Year"
  headings over empty lists, the site has no posts), /archive-layout-with-content/,
  /collection-archive/, /components-archive/, /page-archive/, /sitemap/ (the theme's HTML
  sitemap page), /portfolio/ and /recipes/ (archive layout, each its own listing).
Judgement calls:
* The component pages and the doc pages both extend single.html and share the shell
  (masthead, nav sidebar, article, footer); the o-component layout replaces the whole
  article body with generated tabbed reference blocks, so they are two labels.
* FAQ entries are doc-page: the same single layout and nav sidebar as the guides; they
  are a collection of their own but not a layout of their own (LABELING rule 4).
* The six author-sidebar pages are grouped although four are theme leftovers: the layout
  and sidebar an auditor would see are the same on all six.
* The archive-layout one-offs share archive.html but each page file renders a different
  listing (taxonomy headings, page lists, collection lists, grids): kept one-offs, as the
  corpus keeps generic page records that do not repeat one composition.
* Built but not listed (collect_pages --unlabelled stores them): /docs/v8/404.html.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))  # corpus layout: sites/<name>/ -> bench/corpus/label_lib.py
from label_lib import label_site

LANG = ()
P = r'^/docs/v8'
RULES = [
    (P + r'/?$', 'home'),
    # hand-written single-layout pages at component-like URLs
    (P + r'/(?:charts/chart_on_demand/overview|components/menu/(?:api|overview)'
         r'|map/configuration/o-(?:geojson-layer|marker|wms-layer)/overview'
         r'|report/components/report-(?:on-demand|store)/overview)$', 'doc-page'),
    (P + r'/listpicker/listpickerdialog/$', 'component-reference'),
    (P + r'/.+/(?:api|overview)$', 'component-reference'),
    (P + r'/components/0\d-[a-z]+\.components/$', 'component-type-page'),
    (P + r'/(?:deployment/cordova-requirements|lorem-ipsum|page-a|page-b|quick-start-guide|sample-page)/$',
     'author-sidebar-page'),
    (P + r'/(?:splash-page|categories|tags|year-archive|archive-layout-with-content|collection-archive'
         r'|components-archive|page-archive|sitemap|portfolio|recipes)/$', '__ONE_OFF__'),
    (P + r'/.', 'doc-page'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
