#!/usr/bin/env python3
"""Ground-truth page-type labels for redhatgov-workshops (redhatgov.io).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path
(language prefix removed); the site root is "home". See ../../LABELING.md.

Red Hat's public-sector workshop site, built with Hugo (baseURL "/", so every <loc> is a
root-relative path such as /events/) and published from the master branch of the
repository; the Hugo sources (config.toml, layouts/, theme redhatgov, content/ in AsciiDoc
and Markdown) are on its docs branch. Evidence: the layout files and the built HTML on master.
* /workshops/<workshop>/ (26) and the nested /workshops/alpha/<workshop>/ are workshop
  overview pages: the _index of each workshop section, rendered by
  layouts/taxonomy/workshop.html (jumbotron, then the AsciiDoc overview inside a row)
  -> workshop-landing.
* /workshops/<workshop>/<exercise>/ and /workshops/alpha/<workshop>/<exercise>/ pages with
  front matter `layout: lab` render layouts/_default/lab.html ("Return to Workshop" link
  and previous/next pager above and below the content) -> lab-page. The exercise names
  vary per workshop (exercise1.0, lab01, lab3-s2i, setup, wrapup, fin, login_tour_wetty,
  openshift, ...); all of them that have HTML carry the lab layout.
* The pki_workshop has no lab pages: its /workshops/pki_workshop/unit_lessons/unit_<N>/
  (12) and the two /workshops/<workshop>/readme/ pages (README.md files without front
  matter) render the theme's _default/single.html (jumbotron, plain container, no pager, no
  return link) -> plain-page. Judgement call: /about/ and /contact/ use that single
  template too but stay one-off (site pages, as in the rest of the corpus); the unit
  lessons and readmes are a multi-page set inside the workshop tree.
* Four /workshops/openshift_service_mesh/lab1.2_installing_*_303242/ URLs (merge backups
  of lab files) are in the sitemap but have no HTML in the published tree, so the site
  answers with its 404 page -> not-found.
* /workshops/ (list template), /events/ (section/events.html), /jr-sa/ (raw HTML page),
  /about/, /contact/ -> one-off each; / renders layouts/index.html (workshop cards) -> home.
* /workshops/ is listed twice (the workshops section and the workshops taxonomy index share
  the URL): one label. No lastmod or priority; no robots.txt in the published tree.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))
from label_lib import label_site

LANG = ()
RULES = [
    (r'^/workshops/[^/]+/[^/]+_303242/$', 'not-found'),
    (r'^/workshops/pki_workshop/unit_lessons/[^/]+/$', 'plain-page'),
    (r'^/workshops/[^/]+/readme/$', 'plain-page'),
    (r'^/workshops/alpha/[^/]+/$', 'workshop-landing'),
    (r'^/workshops/alpha/[^/]+/[^/]+/$', 'lab-page'),
    (r'^/workshops/[^/]+/$', 'workshop-landing'),
    (r'^/workshops/[^/]+/[^/]+/$', 'lab-page'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
