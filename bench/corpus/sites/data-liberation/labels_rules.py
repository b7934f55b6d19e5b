#!/usr/bin/env python3
"""Ground-truth page-type labels for data-liberation (www.data-liberation-project.org, a catalogue of liberated government data).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path;
the site root is "home". See ../../LABELING.md (corpus: bench/corpus/LABELING.md).

The Data Liberation Project (Jeremy Singer-Vine's newsroom-style initiative, now hosted with
MuckRock) files FOIA requests for US federal data and publishes what it obtains. Its website
is a catalogue of three kinds of record: the records requests it has filed (agency, request
ID, status such as Submitted / Acknowledged / Liberated / Appeal Denied, dated updates), the
datasets it has released and the non-data document sets it has released, each listed on a
section front, plus a home page and a few "singleton" pages (about, contact, get involved,
newsletter). The repository data-liberation-project/www (branch main) holds the Hugo project
(config.toml with baseURL https://www.data-liberation-project.org/ and disableKinds taxonomy/
term, content/{requests,datasets,documents,singleton}/, layouts/, assets/) and a local Hugo
0.128 build committed in public/; the GitHub Actions workflow deploy-to-Pages builds the same
sources again. Saved commit 2fb0a3d9 (2026-02-24, tip of main, "Update links to switch
Jeremy's Drive links to MuckRock server...") rebuilt public/ with the content change, so its
public/sitemap.xml and pages match the sources of the same commit. public/sitemap.xml is
written by the site's own layouts/sitemap.xml (every page without `noindex`, <loc> + <lastmod>,
no priority): one urlset, 80 <url>, 80 distinct URLs, 75 with lastmod. No robots.txt.

Evidence: the layouts (layouts/_default/baseof.html, section.html; index.html; requests/,
datasets/, documents/ each with list.html, li.html, single.html; singleton/single.html;
partials page-header, chip, request-update), the front matter of content/, and the built HTML
of every listed URL at the commit (an outline of <body> to six levels, grouped before
labelling), read before any clustering. Every page is baseof.html: header, a
section.page-header "chip" (site title, optional category, page title, summary), the main
block, footer; <body> has class "home" on the root only.
* /requests/<slug>/ (45) -> request: requests/single.html: page-header chip with the category
  "Records Request", div.metadata with five items (Submitted, Agency, Request ID, Status, Last
  updated), article > div.post (the request text), a full-width "Click here to receive updates
  about this request" button, newsletter callout, and div.updates (dated update list) when the
  request has updates (most do; a few have none).
* /datasets/<slug>/ (18) -> dataset: datasets/single.html: chip without category, div.metadata
  (First published, optional Last updated, Data through, Update frequency, Entry point link),
  article > div.post, optional updates list, then the "register your interest" callout.
* /documents/<slug>/ (8) -> document-set: documents/single.html, a copy of the dataset layout
  with "Records through" and no "Entry point" item, its own wording in the callout.
* /datasets/, /documents/, /requests/ (3) -> section-listing: the three list.html files are
  identical except the wrapper class (div.datasets / div.documents / div.requests): the page
  chip, then one chip card per item (li.html: date "January 2006" + title; the same li.html
  markup in the three sections), no pagination (LABELING rule 5: section fronts sharing one
  layout share a label).
* One-offs by path: the root (layouts/index.html: body.home, a grid of six chip cards linking
  the sections and singleton pages) -> home; /about/, /contact/, /get-involved/, /newsletter/
  (singleton/single.html: page-header chip with the page summary and a section > article of
  the page's own Markdown: the about page's What/Why/How/... headings and staff lists, a short
  contact paragraph, the volunteering guide, the newsletter sign-up embed).
* /singleton/ -> not-found: the sitemap lists the singleton section itself (content/singleton
  has no _index.md and the section renders no HTML: public/singleton/ holds only rss.xml), so
  the URL has no page at the commit and the host answers with its not-found response, as the
  corpus labels a listed URL without an exported page (nwea).
Judgement calls:
* dataset and document-set are two labels although their layouts differ by one metadata row
  and a few words: they are two content types with two layout files (LABELING rule 4); an
  auditor who samples by markup alone could merge them into one "release" template. request
  is clearly apart (different metadata set, the update-subscription button before the
  callout, the updates list after it).
* Request pages with and without an updates list, and dataset pages with and without "Last
  updated", are one template each (optional blocks of the same layout).
* The four singleton pages share singleton/single.html, which is only the page chip over the
  page's own Markdown; each has its own composition (long about text with staff lists, a
  two-line contact page, a contribution guide, a newsletter form), so they are one-offs, as
  the corpus keeps a site's hand-written pages (getlektor, foildata).
* Built but not listed (collect_pages --unlabelled stores them): /404/ (content/singleton/
  404.md, noindex: true, so left out of the sitemap by the site's own template) and
  /datasets/epa-risk-managment-program-database/ (a Hugo alias of the misspelt old slug: a
  meta-refresh redirect to /datasets/epa-risk-management-program-database/, which is listed).
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))  # corpus layout: sites/<name>/ -> bench/corpus/label_lib.py
from label_lib import label_site

LANG = ()
RULES = [
    (r'^/$', 'home'),
    (r'^/singleton/$', 'not-found'),
    (r'^/(?:datasets|documents|requests)/$', 'section-listing'),
    (r'^/requests/[^/]+/$', 'request'),
    (r'^/datasets/[^/]+/$', 'dataset'),
    (r'^/documents/[^/]+/$', 'document-set'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
