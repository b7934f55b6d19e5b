#!/usr/bin/env python3
"""Ground-truth page-type labels for tidymodels-org (www.tidymodels.org, the website of the
tidymodels collection of R packages for modelling and machine learning).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path;
the site root is "home". See ../../LABELING.md (corpus: bench/corpus/LABELING.md).

www.tidymodels.org is the website of tidymodels (Posit's framework of R packages for modelling:
parsnip, recipes, rsample, tune, yardstick, ...; repository tidymodels/tidymodels.org): a
front page, a five-part "Get Started" tutorial series, about forty "Learn" articles in four
sections (statistical analyses, robust models, developing custom modelling tools, tuning and
working with models), searchable tables of models, engines, recipe steps and broom tidiers
("Find"), pages for five books, the packages overview, cheatsheets, help, contribute and about
(team, community surveys). It is a Quarto website (_quarto.yml: project type website, output
_site, navbar, the sidebars "get-started" and "learn", theme cosmo + styles.scss, format html
with toc and include-after-body; R code frozen with freeze: auto). The workflow
.github/workflows/publish.yml renders it on pushes to main and publishes it with
quarto-dev/quarto-actions/publish (target gh-pages: "Built site for gh-pages" commits, CNAME
www.tidymodels.org). Saved commit caa0d7d2 is the gh-pages head (2026-08-19 15:13 UTC), the
build of main 486a3317 (2026-08-19, "Re-render ..."). sitemap.xml is Quarto's own (every
rendered page, <loc> with the full .../index.html file name, <lastmod> render time, no
priority): one <urlset>, 63 <url>, 63 distinct URLs, every one with its built file on
gh-pages. robots.txt only names the sitemap.

Evidence: _quarto.yml, the front matter of the .qmd sources on main (listing templates and
contents, toc settings, include-after-body ../../html/resources.html on the Find, help,
contribute, about and packages pages) and the built HTML of every listed URL at the commit
(body classes, the Quarto grid #quarto-content, left sidebar, TOC placement, title block
(breadcrumbs, categories, description, author metadata), an outline of <main> and the
"Resources" box after it), read before any clustering. Every page has the same pinned navbar
and the Posit footer.
* /learn/<section>/<article>/index.html (35) -> learn-article: body "nav-sidebar floating
  nav-fixed", the "learn" sidebar with its four collapsible sections, title block with
  breadcrumbs, category chips and description, TOC in the right margin, R code cells and
  output, session-info section at the end.
* /start/<step>/index.html (5: models, recipes, resampling, tuning, case-study) ->
  start-tutorial: the flat "get-started" sidebar (six links, no sections), title block with
  category chips and description but no breadcrumbs, an empty margin column and the TOC
  rendered at the top of the body (nav#TOC inside <main>), then the tutorial with code cells
  and session info. Same components as a learn article but a different arrangement (TOC in
  the body, different sidebar, no breadcrumbs): its own label.
* /find/{all,broom,parsnip,recipes,tidyclust}/index.html (5) -> find-listing: Quarto custom
  listings (card.ejs.md template, items.yml contents) with a filter bar, sort and filter
  inputs and div.parsnip-cards of model / engine / step / tidier cards, page size 25 (pagination
  controls where a table has more items), then the Resources box.
* /books/<book>/index.html (5: fes, moderndive, smltar, tidytext, tmwr) -> book-page: title
  block with description and Authors metadata, cover image and a few paragraphs with the
  HTML / print links.
* One-offs by path: /index.html, the root (body without title block, page-layout-custom,
  div#FrontPage with three "bands" of hex badges and blurbs) -> home; /learn/index.html
  (grid listing of the articles, learn sidebar); /start/index.html (get-started sidebar,
  full-width prose intro); /books/index.html (default listing with cover thumbnails);
  /cheatsheets/index.html (default listing of cheatsheets); /about/index.html (custom team
  listing from about/template.ejs plus the surveys section); /about/surveys/index.html,
  /help/index.html, /contribute/index.html and /find/index.html (prose pages with the
  Resources box); /find/sparse/index.html (generated nested lists of sparse-capable models and
  steps); /find/parsnip_pred_types/index.html (a DT datatables widget); /packages/index.html
  (installation notes and the grid of package hex cards).
Judgement calls:
* /help/, /contribute/, /about/surveys/ and /find/ share the generic article shell (title
  block, margin TOC, Markdown body, Resources box) and each is a hand-written page with a
  composition of its own (help channels, contribution guide, survey reports by year, index of
  the Find tables): one-offs, as the corpus keeps a site's generic pages unless they repeat
  one composition (getlektor).
* /find/sparse/ and /find/parsnip_pred_types/ sit beside the five find listings but are not
  listings (generated lists, a datatables widget): one-offs, not find-listing.
* The start tutorials and the learn articles are both long code articles with category chips;
  they are kept apart because the tutorial pages move the TOC into the body and use a
  different sidebar and title block (see above). Merging them into one "article" label
  would be the other reading.
* Built but not listed (collect_pages --unlabelled stores what the snapshot has): 404.html and
  the three survey reports about/surveys/priorities-{2020,2022,2024}/index.html (copied as
  resources, not rendered pages; their blobs are absent from the stored snapshot).
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))  # corpus layout: sites/<name>/ -> bench/corpus/label_lib.py
from label_lib import label_site

LANG = ()
RULES = [
    (r'^/(?:index\.html)?$', 'home'),
    (r'^/learn/[^/]+/[^/]+/index\.html$', 'learn-article'),
    (r'^/start/(?!index\.html$)[^/]+/index\.html$', 'start-tutorial'),
    (r'^/find/(?:all|broom|parsnip|recipes|tidyclust)/index\.html$', 'find-listing'),
    (r'^/books/(?!index\.html$)[^/]+/index\.html$', 'book-page'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
