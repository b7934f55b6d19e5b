#!/usr/bin/env python3
"""Ground-truth page-type labels for greekdirectory (thegreekdirectory.org).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path
(language prefix removed); the site root is "home". See ../../LABELING.md.

The Greek Directory: a directory of Greek-American businesses, churches and community
organisations (mostly Chicagoland), a static site on Cloudflare Pages whose repository holds
the web root. One sitemap, sitemap.xml (172 URLs), written by the admin tool's generator
(js/admin.js: home, /places/usa/<state>, /places/usa/<state>/<city>, /category/<slug>,
/listing/<city-state>/<slug>); robots.txt names no sitemap. Evidence, read before any
clustering: the files of the web root at the same commit, _redirects and functions/.
* /listing/<city-state>/<slug> -> listing-detail: each is a generated file
  listing/<city-state>/<slug>.html (all 150 exist; _redirects strips .html with a 301, so
  the extensionless URL serves it), every one built from listing-template.html (same body,
  partials-loader.js + listing-page.js; 87 of them add listing-hours.js for an opening-hours
  block inside the same layout). /listing/national/<slug> (nation-wide organisations) is the
  same template.
* /places/usa/<state> and /places/usa/<state>/<city> (11) -> places-coming-soon: _redirects
  sends "/places/*" with a 307 to /reserved?n=pl2, the "Coming Soon!" page (reserved.html).
  Judgement call: the state and city URLs show one and the same page, so one label, not a
  state/city split (LABELING.md rule 7: equivalent URLs take the label of the page they show).
* /category/<slug> (10) -> not-found: no file, no function and no redirect serves
  /category/...; Cloudflare Pages answers with 404.html. The generator lists them anyway
  (its older copy in generate-sitemap.js wrote /listings/<slug> instead).
* The root -> home (index.html). functions/_middleware.js is commented out, so it changes
  nothing.
* Left out: sitemap_index.xml and its children (sitemap-general, -listings, -categories,
  -places, -news, -events, -kml.xml), last changed months before sitemap.xml, not named in
  robots.txt, with an older URL scheme (/place/<metro>, /listings, /about) and a listings
  file whose every <loc> is malformed; they are a stale generation, not what the site lists.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))
from label_lib import label_site

LANG = ()
RULES = [
    (r'^/listing/[^/]+/[^/]+$', 'listing-detail'),
    (r'^/places/usa/[a-z]{2}(?:/[^/]+)?$', 'places-coming-soon'),
    (r'^/category/[^/]+$', 'not-found'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
