#!/usr/bin/env python3
"""Ground-truth page-type labels for cuhistory-grads (cuhistory.github.io/grads/, Carleton
University History Department's Graduate Research Showcase).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path;
the site root is "home". See ../../LABELING.md (corpus: bench/corpus/LABELING.md).

The Graduate Research Showcase of the Department of History, Carleton University (Ottawa) is a
digital collection of its graduate students' degree work (MA theses, major research essays,
PhD dissertations and other projects), each record pointing at the PDF in Carleton's
institutional repository CURVE. It is built with CollectionBuilder-CSV (University of Idaho
Library's Jekyll template for metadata-driven digital collections): repository
cuhistory/grads (later renamed cuhistory/grads-old; its main branch now sets baseurl
/grads-old), _config.yml (url https://cuhistory.github.io, baseurl /grads, metadata:
hist-metadata), _data/hist-metadata.csv (340 rows: objectid hist_N, title, creator, date,
degree, thesis_url, subject, location, object_location, display_template ...), _layouts/,
_includes/, pages/*.md. The workflow .github/workflows/jekyll.yml builds every push to main
with limjh16/jekyll-action-ts (JEKYLL_ENV production) and publishes _site with
peaceiris/actions-gh-pages to branch gh-pages ("deploy: <sha>" commits). Saved commit 7d10c4d
is the gh-pages head (2022-04-25 16:07 UTC), the deploy of main 6c49d72 ("Update
_config.yml", 2022-04-25). sitemap.xml comes from CollectionBuilder's utilities/sitemap.xml
(written only in production builds): one <url> per entry of site.html_pages, each with the
build time as <lastmod> and <changefreq>monthly; 351 URLs, all under /grads/: 340 item pages
/items/hist_N.html (the CollectionBuilder page generator's pages, one per metadata row) and 11
pages from pages/*.md. No robots.txt in the web root (gh-pages root). Every listed URL has its
built file at the commit.

Evidence: the layouts of the source commit 6c49d72 (_layouts/item/pdf.html and
_layouts/item/record.html, the two display templates the metadata uses: 314 rows `pdf`, 26
`record`; cloud.html, about.html, browse.html, data.html, map.html, timeline.html, search.html,
page.html, home-infographic.html on default.html), the front matter of pages/*.md, and the
built HTML of every listed URL at the commit (an outline of <main id="maincontent">), read
before any clustering. Every page is default.html: Bootstrap navbar, main#maincontent, footer.
* /items/hist_N.html (340) -> item-page: main > div.container.py-3 with the breadcrumb, a
  left card (thumbnail linked to the PDF, a button row, "View on Timeline"), the right
  #item-metadata definition list, the citation and rights cards, previous/next browse buttons.
  All 340 have the same outline.
* /subjects.html and /locations.html -> term-cloud: both are cloud.html (h2, a
  div#cloud-div-subject / #cloud-div-location term cloud filled by a script over the
  metadata's subject or location field, each term linking to browse.html#term).
* /404.html -> not-found: pages/404.md ("Information Not Found", on the about layout), the file
  GitHub Pages serves for unknown paths; listed because it is an html page.
* One-offs by path: the root (home-infographic.html: featured image, description, collection
  counts and mini cloud/timeline/map cards) -> home; /about.html (about.html: prose rows and
  the "technical" credits band); /browse.html (browse.html: filter box and the card grid of
  all items filled by script); /data.html (data.html: metadata table and download modal);
  /map.html (map.html: full-width Leaflet div#map); /timeline.html (timeline.html: year menu
  and the items table by year); /search/ (search.html: Lunr form and results table);
  /search/google.html (page.html: heading, alert and a Google CSE element).
Judgement calls:
* The pdf and record display templates are two layout files, but the built pages are
  identical in markup: pdf.html's download include writes a "Download PDF" button and
  record.html writes an "Object Link" button in the same place (both point at the item's
  object_location, and both add "View on Timeline"). An auditor sees one
  item page, so all 340 items are one item-page label (the 26 record items: hist_60 and
  hist_317 ... hist_341, 25 of them linking to a file outside CURVE, 4 to an image).
* /404.html uses the about layout but is the site's 404 page: not-found, as the corpus labels
  listed 404 pages.
* The site has only two multi-page templates (item-page and the two-page term-cloud) beside
  one-offs: CollectionBuilder sites render every record through the display template, and
  this collection is all PDF-type records.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))  # corpus layout: sites/<name>/ -> bench/corpus/label_lib.py
from label_lib import label_site

LANG = ()
RULES = [
    (r'^/grads/$', 'home'),
    (r'^/grads/404\.html$', 'not-found'),
    (r'^/grads/items/[^/]+\.html$', 'item-page'),
    (r'^/grads/(?:subjects|locations)\.html$', 'term-cloud'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
