#!/usr/bin/env python3
"""Ground-truth page-type labels for evocation-itn (evocation.eu, the EVOCATION Marie Curie training network).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path;
the site root is "home". See ../../LABELING.md (corpus: bench/corpus/LABELING.md).

evocation.eu is the website of EVOCATION ("Advanced Visual and Geometric Computing for 3D
Capture, Display, and Fabrication"), a Horizon 2020 Marie Sklodowska-Curie Innovative
Training Network (MSCA-ITN) coordinated by the University of Rostock with CNR-ISTI, CRS4,
TU Wien, the University of Zurich, Fraunhofer IGD, Gexcel and Holografika: a splash home
page, the project description, 14 early-stage-researcher (ESR) PhD positions with one
publication list each, the consortium partners, team, events, news, videos and the
network's publication list. It is built with Jekyll and the Minimal Mistakes remote theme
(_config.yml: remote_theme mmistakes/minimal-mistakes, url https://evocation.eu, plugins
jekyll-sitemap, jekyll-feed, jekyll-paginate, jekyll-scholar ...; collection `news` with
permalink /:collection/:path/; defaults layout single for pages and news) with a few
overrides (_layouts/bibliography.html, the jekyll-scholar entry template; _includes/
masthead, sidebar, footer, head/custom). Branch `source` holds the sources and the build in
_site/; its Rakefile's `deploy` task rebuilds branch master from _site/ with
`git filter-branch --subdirectory-filter _site/` and force-pushes it (CNAME evocation.eu),
so every master commit is "Build site at <time>". Saved commit ac0c9681 (master, "Build
site at 2023-06-06 12:00:02 UTC", the build of source fd038be3) is the newest master build
made for production: the four later ones (2023-08-10 and 2023-08-24, head 03102c01) were
built by the development server (`jekyll serve` sets site.url to http://localhost:4000) and
list localhost URLs. sitemap.xml is
jekyll-sitemap's (lastmod on the news documents and static files): one urlset, 67 URLs, all
https://evocation.eu; robots.txt names it. 61 listed URLs have a built <path>/index.html;
the other six are static files (five PDFs under /assets/documents/ and Google's
verification token).

Evidence: _config.yml, the front matter of every _pages/*.md and _news/*.md file at source
fd038be3, the jekyll-scholar bibliography template, and the built HTML of every listed URL
at the commit (body class layout--<name>, then the children of div#main: the optional
author sidebar, article.page > header, section.page__content, footer.page__meta and the
pagination nav), read before any clustering.
* /news/<date>-<slug>/ (13) -> news-article: the documents of the news collection on the
  single layout (body.layout--single): title, content (text, some with figures),
  footer.page__meta with p.page__date "Updated:", and the collection's previous/next
  nav.pagination (disabled at either end).
* /recruitment/esrNN/ (14) -> esr-position: the 14 PhD position pages (_pages/esr/esrNN.md,
  layout single from the defaults): h2 "ESRNN", then h3 sections Objectives / Expected
  Results / Specific Requirements or Required Skills / Host Institution / PhD-Granting
  Institution (which of them varies by position) and an "Apply Here" button; no date, no
  pagination.
* /recruitment/esrNN_publications/ (14) and /publications/ -> publication-list: single
  layout with `classes: wide` (body.layout--single.wide, no sidebar), title and a
  jekyll-scholar `{% bibliography %}` list (ol.bibliography of acm-siggraph references with
  DOI/URL pills from _layouts/bibliography.html); the ESR pages cite one .bib file each,
  /publications/ cites them all.
* /consortium/<partner>/ (8: cnr, crs4, gex, holo, igd, tuwien, uniro, uzh) ->
  consortium-partner: single layout, one composition: lab and city line, "Website:" link,
  "Scientist in Charge:", description paragraphs.
* One-offs by path: the root (splash layout: overlay header image with an About button,
  partner logo rows) -> home; /recruitment/ (splash layout: feature rows of the 14
  positions, benefits, eligibility, employment details); /news/ (collection layout: archive
  list of the news plus a Twitter-timeline sidebar); /videos/ (collection layout naming a "Videos"
  collection that _config.yml does not define, so only its page body shows: 16 embedded
  videos in tables, same sidebar);
  /about/, /events/ and /team/ (single layout with the author-profile sidebar: project
  text; upcoming and past events with tables and iframes; member tables); /consortium/
  (lists of participants and partners and a map iframe); /contact/ (wide single: address
  and map); /recruitment/apply/ (application instructions) and /project/ (never filled in:
  the Minima theme's boilerplate text).
* Not pages -> non-page-asset: the five PDFs jekyll-sitemap lists as static files
  (/assets/documents/*.pdf: workshop and summer-school schedules, the MSCA-ITN guide, the
  application form) and /googleef2d85bd8bacdb0b.html, Google's one-line site-verification
  token (no HTML), as smt-pod and airesnuevosnqn label them.
Judgement calls:
* Most pages share the theme's single layout; the ESR position pages and the consortium
  partner pages get labels of their own because each group repeats one Markdown
  composition (the corpus keeps a site's generic pages one-off unless they repeat one
  composition), while /about/, /project/, /recruitment/apply/ and the other single pages
  with their own content stay one-offs.
* /publications/ joins the 14 ESR publication lists rather than being a one-off: the same
  wide single layout and the same jekyll-scholar list, only longer (all .bib files).
* The news articles and the ESR positions are both single-layout pages but are kept apart:
  the news are collection documents with a date line and previous/next navigation, the
  positions are pages with a fixed section outline and an apply button.
* Built but not listed: nothing else (the feed /feed.xml is not listed).
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))  # corpus layout: sites/<name>/ -> bench/corpus/label_lib.py
from label_lib import label_site

LANG = ()
RULES = [
    (r'^/$', 'home'),
    (r'\.pdf$', 'non-page-asset'),
    (r'^/google[0-9a-f]+\.html$', 'non-page-asset'),
    (r'^/news/\d{4}-\d{2}-\d{2}-[^/]+/$', 'news-article'),
    (r'^/recruitment/esr\d{2}/$', 'esr-position'),
    (r'^/recruitment/esr\d{2}_publications/$', 'publication-list'),
    (r'^/publications/$', 'publication-list'),
    (r'^/consortium/[^/]+/$', 'consortium-partner'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
