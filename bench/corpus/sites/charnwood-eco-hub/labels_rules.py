#!/usr/bin/env python3
"""Ground-truth page-type labels for charnwood-eco-hub (charnwoodecohub.org, Charnwood Eco Hub CIC).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path;
the site root is "home". See ../../LABELING.md (corpus: bench/corpus/LABELING.md).

Charnwood Eco Hub CIC is a community interest company in Loughborough (Leicestershire, UK)
that runs a scrapstore, a Library of Things, a refill station and shop, a makerspace, craft
and repair workshops, a Christmas eco market and the yearly Charnwood Sustainability Fair.
Its website is a Jekyll site on the Minimal Mistakes theme (remote_theme
mmistakes/minimal-mistakes@4.24.0, plugins jekyll-sitemap, jekyll-redirect-from,
jekyll-archives, jekyll-paginate, jekyll-feed ...) in repository
Charnwood-Eco-Hub/charnwood-eco-hub.github.io (branch main, CNAME charnwoodecohub.org).
The sources sit at the repository root (_config.yaml, four output collections _news,
_updates, _workshops-and-events, _projects with permalink /:collection/:title/, page files
*.md, the site's own _layouts/eco-home.html, projects.html and workshops-and-events.html and
a few _includes); the maintainer (Martin Hamilton) also builds locally and commits the
output folder _site/ with every change. Saved commit ef8f2440 ("update", 2026-08-04, the
branch head) holds _site/ built from the sources at that commit. _site/sitemap.xml is
jekyll-sitemap's output of that local build with no `url` set, so every <loc> is
root-relative ("/news/april-2024/"); the host is the repository's CNAME. One urlset, 123
<url>, 123 distinct URLs, <lastmod> on the dated documents. _site/robots.txt (jekyll-sitemap:
"Sitemap: /sitemap.xml") is saved too. Every listed HTML URL has a built
_site/<path>/index.html; the nine listed PDFs are built static files.

Evidence: _config.yaml (collections and their defaults: all four collections `layout:
single`, show_date true for news, updates and workshops-and-events, false for projects),
the front matter of every source file (every _news, _updates, _workshops-and-events and
_projects document and about/access/contact/donate/volunteer.md: `layout: single`; news.md
and updates.md `layout: collection`, projects.md `layout: projects`,
workshops-and-events.md `layout: workshops-and-events`, index.html `layout: eco-home`), the
site's own layouts (projects.html and workshops-and-events.html extend the theme's archive
layout with tagged grids; eco-home.html is the home composition), and the built HTML of
every listed URL at the commit (the body class, the hero, and an outline of div#main: the
page__content headings, tables and buttons and the page__meta footer), read before any
clustering. Every page has the masthead, a page__hero--overlay banner with the h1 title,
the lunr search overlay and the same footer.
* /news/<issue>/ (21 monthly newsletters, April 2024 - Summer 2026) -> newsletter-issue:
  body.layout--single; a long digest of 5-12 h1 sections (markdown headings with anchors:
  "Coming up", "Volunteer of the month", "Volunteer with us" ...), many images, a
  "Coming up" event table in the May 2024 - March 2025 issues, a "Donate" button
  (a.btn--success) and a footer.page__meta with the date only.
* /updates/<slug>/ (18) -> update-post: body.layout--single; short announcements (a
  paragraph or two and one image, no headings in most), footer.page__meta with the date
  only.
* /workshops-and-events/<slug>/ (57 workshops, swaps, fairs and markets, 2025-2026) ->
  event: body.layout--single; one h1 with the event name, the event poster, the
  date/time/price/booking paragraphs, and a footer.page__meta with the tag line
  ("upcoming" / "archive", which decides the section of the events page) and the date.
* /projects/<slug>/ (8: scrapstore, library of things and its party kit, makerspace, shop
  and its refill station, sustainability fair, Christmas eco market) -> project:
  body.layout--single; h1, photo, description, optional call-to-action buttons, and a
  footer.page__meta with the tag line but no date (the Christmas eco market document is in
  the projects-other collection without tags, so its footer is empty: same layout).
* /news/ and /updates/ -> collection-listing: news.md and updates.md on the theme's
  collection layout (body.layout--collection: div.archive, intro paragraph with a
  subscribe link, one entries-grid of teaser cards sorted by date).
* One-offs by path: the root (eco-home.html: body.layout--eco-home, welcome text, opening
  times, upcoming events, latest news and updates grids, sponsor gallery) -> home;
  /workshops-and-events/ (layout workshops-and-events: "Upcoming events" and "Previous
  events" grids by tag) and /projects/ (layout projects: "Our Main Projects" and
  "Featured Eco Hub Initiatives" grids by tag), two layout files of their own;
  /about/, /access/, /contact/, /donate/ and /volunteer/ (page files on the single layout,
  each with its own composition: the directors' photo and story; access notes, opening
  hours and address; the newsletter signup include and contact details; a one-line appeal
  over a PayPal donate form; volunteer roles and the volunteer form link).
* The nine listed PDFs (/policies/Charnwood Eco Hub ... Policy.pdf, terms and conditions,
  three workshop posters under /assets/img/) -> non-page-asset: Jekyll lists static files
  in the sitemap; they are not pages.
Judgement calls:
* Every collection document and every page file renders through the one theme layout
  single.html. The four collections are still four labels, because they are four content
  types (LABELING rule 4) whose built pages differ in what an auditor checks: the
  newsletter issue is a long multi-section digest with tables and a signup button, the
  update a short dated post, the event page the date/time/price/booking text and poster
  with the tag line and the date, the
  project page a service page with the tag line and no date. The other reading would be
  one "single" label for 109 pages.
* Newsletter issues and updates are both dated news; they are kept apart because the two
  collections have different compositions (multi-section digest with tables vs a short
  post); merging them into one news label would be the other reading.
* The five page files on the single layout are one-offs (as the corpus keeps a site's
  generic about/contact pages unless they repeat one composition): each has its own
  content and only the empty page__meta footer in common.
* /projects/ and /workshops-and-events/ are both archive-based grids split by tag, but from
  two different layout files with different sections: one-offs, not a label with the two
  collection fronts.
* Built but not listed (collect_pages --unlabelled stores them): 12 jekyll-redirect-from
  stubs /news/<slug>/ that send old update URLs to /updates/<slug>/, /404/ (the theme's
  not-found page), /policies/ (sitemap: false) and the form pages /signup/, /makersignup/,
  /makernext/ and /next-steps/.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))  # corpus layout: sites/<name>/ -> bench/corpus/label_lib.py
from label_lib import label_site

LANG = ()
RULES = [
    (r'^/$', 'home'),
    (r'\.pdf$', 'non-page-asset'),
    (r'^/(?:news|updates)/$', 'collection-listing'),
    (r'^/news/[^/]+/$', 'newsletter-issue'),
    (r'^/updates/[^/]+/$', 'update-post'),
    (r'^/workshops-and-events/[^/]+/$', 'event'),
    (r'^/projects/[^/]+/$', 'project'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
