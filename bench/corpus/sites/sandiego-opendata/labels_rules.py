#!/usr/bin/env python3
"""Ground-truth page-type labels for sandiego-opendata (City of San Diego Open Data Portal, Hugo build).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path;
the site root is "home". See ../../LABELING.md.

Seaboard is the front end of the City of San Diego's open data portal (data.sandiego.gov), kept
by the City's Performance & Analytics Department (PANDA) in COSD-PANDA/seaboard. In December
2020 it was being ported to Hugo and deployed on Netlify as https://dataportal.netlify.app
(config.toml baseURL, relativeURLs = true). Commit f75d2362 (2020-12-17, branches hugo-jasmine2
and hugo-jpw) is the newest commit holding the build in public/ (rebuilt in that commit by Hugo
0.69.2, the version netlify.toml pins; the next commit drops public/ via .gitignore). The same
commit holds the sources: config.toml, layouts/, content/ and data/. public/sitemap.xml is
Hugo's own sitemap (no lastmod/priority): 140 distinct URLs, all with a built index.html.

Evidence: the layouts and front matter at the commit, and the built HTML of every listed URL
(read from the git snapshot before anything else was run on the site). Every page goes
through layouts/_default/baseof.html (no body class; the header partial's navbar, then the
page's block, then the footer partial); the type shows in the block:
* layouts/datasets/single.html -> dataset-detail: the 98 /datasets/<slug>/ pages
  (content/datasets/<slug>.md, front matter title, departments, categories, resources[],
  license, date_issued, date_modified, maintainer). Built as div.container.default-page-container
  > breadcrumbs, h1.default-page-display-header, description, "Downloads" table (one row per
  resource with Download and Show preview buttons), "Preview: ..." block, "Additional Info"
  table. All 98 built pages carry the Downloads and Additional Info tables (checked one by one).
  Slugs are flat and mostly kebab-case (one with an underscore, /datasets/streetlight_inventory/).
* layouts/_default/list.html (breadcrumbs, .Content, then the bare titles of .Pages separated by
  <br>) renders every taxonomy page - Hugo 0.69 looks up <taxonomy>/terms.html,
  _default/terms.html, ... and falls back to _default/list.html, and the repository has none of
  the specific templates:
  - term pages of the departments taxonomy, /departments/<term>/ (22: city-clerk, police,
    sangis, ...; six have a content/departments/<term>/_index.md that only sets the title) and
    of the categories taxonomy, /categories/<term>/ (8: city-infrastructure, gis, public-safety,
    ...; seven with a title-only _index.md) -> term-listing, one label for both taxonomies:
    the same template and the same built structure (breadcrumb Home > Datasets > Departments |
    Categories > term, an empty content row, a row of dataset titles), as cambridge-mlg and
    indymedia-pt label the term pages of several Hugo taxonomies rendered by one list template
    (LABELING rule 5; judgement call - atsurgical keeps WooCommerce's product categories and
    product tags apart, but there the themes differ in content blocks, here nothing but the
    breadcrumb's taxonomy name does). /departments/it/ and /departments/information-technology/
    are two terms of the same department spelled two ways in the front matter; both are
    term pages.
  - taxonomy indexes /categories/ and /departments/ (the list of terms, same template) and the
    empty indexes of the taxonomies no dataset uses, /tags/, /type/, /level/, /topic/ and
    /true/ -> one-off each (LABELING rule 5: the taxonomy index is a one-off). /true/ is an
    accident of config.toml: `preserveTaxonomyNames = true` sits inside the [taxonomies] table,
    so Hugo made a taxonomy named "true"; its page is built and listed like the others.
    Judgement call: the five empty indexes render the same near-empty page (breadcrumb, no
    rows) but each names a different taxonomy, so they stay one-offs rather than forming an
    "empty listing" template.
* layouts/datasets/list.html -> /datasets/ (the catalogue: h1 "Open Data Catalog", search box,
  collapsible category and department filters, a result list filled by JavaScript from
  /datasets/index.json) -> one-off.
* layouts/index.html -> home (/): the jumbotron with the front-page search and topic links.
* layouts/_default/single.html (breadcrumbs, h1, .Content) -> /get-started/ ("About"),
  /resources/, /terms-use/: three hand-written pages in the plain page layout -> one-off each,
  as pages are labelled in the other sites of the corpus (LABELING rule 2).
Not pages: public/ also holds about 500 HTML files under /assets/bower_components/ (Polymer
component demos and tests, which baseof.html imports with <link rel="import">); none is listed
in the sitemap, so none is labelled. The JSON outputs (/index.json, /datasets/index.json) and
the taxonomy RSS files (index.xml) are not listed either. No robots.txt in the build.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))  # corpus layout: sites/<name>/ -> bench/corpus/label_lib.py
from label_lib import label_site

LANG = ()
RULES = [
    (r'^/$', 'home'),
    (r'^/datasets/[^/]+/$', 'dataset-detail'),
    (r'^/(?:departments|categories)/[^/]+/$', 'term-listing'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
