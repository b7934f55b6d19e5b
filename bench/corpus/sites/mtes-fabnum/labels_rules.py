#!/usr/bin/env python3
"""Ground-truth page-type labels for mtes-fabnum (mtes-mct.github.io/portail/, the "Fabrique
numérique" of the French ministries for the ecological transition and territorial cohesion).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path;
the site root is "home". See ../../LABELING.md (corpus: bench/corpus/LABELING.md).

The site is the portal of the digital incubator ("fabrique numérique") of the French
Ministère de la Transition écologique and Ministère de la Cohésion des territoires (MTES-MCT),
a member of the beta.gouv.fr network: the state start-ups it incubates ("Réalisations"), the
people who work on them ("Communauté"), the beta.gouv.fr phases a product goes through, and a
page of resources. It is built with Hugo (0.96.0, generator meta) from src/ (config.toml with
baseURL https://mtes-mct.github.io/portail/, theme "fabnum", publishDir docs) and published by
GitHub Pages from the docs/ folder of branch master, so the site lives under the sub-path
/portail/ of the organisation's github.io host. The CircleCI workflow (.circleci/config.yml)
runs weekly: an "import" job copies the MTES start-ups, their authors and the phases from the
beta.gouv.fr repository into src/content/{startup,people,phases}, a "build" job runs
`hugo -s src/`, checks the output with htmlproofer and commits it to docs/ with
deploy_to_repo.sh ("Update site from circleci" commits). Saved commit a1b1d1f0 is the master
head (2022-07-03); docs/ last changed at b73988b7 (2022-06-12) and docs/sitemap.xml at
166e1744 (2022-05-29), so the saved sitemap and the built pages are one build. docs/sitemap.xml
is Hugo's built-in sitemap template: one <urlset>, 327 <url>, 327 distinct
https://mtes-mct.github.io/portail/... URLs (three section pages with a <lastmod>), every one of
them built as docs/<path>/index.html; no other page is built (docs/ holds exactly 327 HTML
files). No robots.txt.

Evidence: the Hugo layouts in src/layouts/ (index.html, _default/single.html,
_default/list.html, people/list.html, startup/list.html, startup/single.html, partials
hero-page, startup/*, people/*) and the theme's baseof.html (header navbar, div#content,
footer, plain <body> on every page), the content front matter, and the built HTML of every
listed URL (an outline of div#content: each element's tag and class, the Markdown body left
out), read before any clustering. The outline sorts the 327 pages into exactly the groups
below.
* /people/<first.last>/ (272) and /phases/<phase>/ (6) -> single-page: there is no
  people/single.html nor phases/single.html, so both content types render
  layouts/_default/single.html: main > div.hero (the site's one banner image, an
  h1.article__title) + section.section > div.container > div.richtext with the Markdown body.
  The imported people and phases front matter has no `title` (people carry `fullname`,
  phases `label`), so the h1 is empty on all 278 pages; the body is a person's short bio
  (or nothing) and, for the phases, nothing. The 278 built pages have the identical outline
  (LABELING rule 1: one layout, one label).
* /startup/<id>/ (42) -> startup-page: layouts/startup/single.html: div.page.article with
  the startup hero (h1 name, h2 pitch), screenshot section, phase notification bar, the
  "text-quote" list (usage statistics, source code, owner, incubator, contact link), the
  Markdown description and the team grid (L'équipe, avatars of the start-up's people).
* /phases/, /ressources/, /tags/, /categories/ -> list-page: layouts/_default/list.html
  (div.page.article with the hero-page partial: banner + h1 from .Params.title, then
  section > div.container > div.richtext with .Content). /ressources/ has a title and a long
  Markdown list of links; /phases/ (the section list of the phases; its list template does
  not range over the pages) and the taxonomy indexes /tags/ and /categories/ (Hugo's default
  taxonomies, no content uses them) render the same markup with an empty h1 and an empty
  richtext.
* One-offs by path: the root (layouts/index.html: hero, presentation column, a grey
  "Statistiques" tile grid counting active/past start-ups and current/former people) ->
  home; /people/ (people/list.html: "Communauté" hero, intro, two card grids of current and
  former people from the partial people/card-community) and /startup/ (startup/list.html:
  "Réalisations" hero, intro, one block per phase with its title, description and a grid of
  startup cards).
Judgement calls:
* People pages and phase pages are two content types (a person imported from
  beta.gouv.fr's _authors, a phase from its _phases) but Hugo renders both through the same
  _default/single.html and the built markup is identical down to the empty h1; they share
  one label (LABELING rule 1, "same layout -> same label whatever the URL"). Splitting them
  into person-page (272) and phase-page (6) would be the other reading; an auditor sampling
  one of the 278 sees every element the other 277 have.
* The four _default/list.html pages share list-page although two of them are taxonomy
  indexes, which LABELING rule 5 usually makes one-offs (and sandiego-opendata kept its
  empty taxonomy indexes one-off, each naming a different taxonomy): here the indexes are
  not rendered by a taxonomy template at all but by the same section-list layout as
  /ressources/ and /phases/, with the same hero + richtext markup, so rule 1 wins. The one
  difference an auditor would notice is content (the /ressources/ link list vs. an empty
  body, and an empty h1 on three of the four).
* /people/ and /startup/ are one-offs although both open with the same hero-page partial:
  their bodies are two different card grids from two different list templates.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))  # corpus layout: sites/<name>/ -> bench/corpus/label_lib.py
from label_lib import label_site

LANG = ()
RULES = [
    (r'^/portail/$', 'home'),
    (r'^/portail/(?:people|phases)/[^/]+/$', 'single-page'),
    (r'^/portail/startup/[^/]+/$', 'startup-page'),
    (r'^/portail/(?:phases|ressources|tags|categories)/$', 'list-page'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
