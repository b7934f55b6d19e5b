#!/usr/bin/env python3
"""Ground-truth page-type labels for foildata (project7iii.com/foildata/, a foiling-gear and spot directory).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path
(here the site's sub-path /foildata/ removed, see below); the site root is "home".
See ../../LABELING.md.

foildata ("7III foildata", by project7III / Simon Lang) is an English community directory for
hydrofoil sports: a parawing catalogue by brand (brand profiles, each brand's parawing list,
one product page per parawing with size/spec table, star reviews, videos and an edit form) and
a "foiling map of the world" whose entries each get a page (downwind runs, wing/parawing spots,
wave spots, pump-foil docks, wake-thief spots, schools, shops, a rental station), plus a few
tools (conditions, forecasts and webcams of Lac de Neuchâtel). The repository
nilsmango/foildata holds the data (data/brands.json: 10 brands, data/parawings.json: 6
parawings, data/map/spots.json: 146 spots, infos/votes JSON), the hand-written page bodies
(static/forms/*.html: card fragments without header/footer for home, about, contact, privacy,
safety, conditions, the two Lac de Neuchâtel pages, parawings, brand_form, parawing_form,
edit_parawing), the map app (static/map/files/index.html, map.js, icons/index.html, PHP
endpoints) and the generated site in public/, committed by an external builder ("Page build
<timestamp>" commits; the generator script itself is not in the repository). public/ is served
under https://project7iii.com/foildata/ with extension-less URLs (/foildata/about ->
public/about.html; folders are listed as .../index). The saved commit b13dad24 (2026-05-28,
"Page build 2026-05-28T12:43:01Z", tip of main) holds public/sitemap.xml (one urlset written
by the builder, 184 URLs, all lastmod 2026-05-28, no priority, no index, no robots.txt) and a
built file for every listed URL.

Evidence: the built HTML of every listed URL at that commit, the static/forms fragments and the
data files, read before any clustering. Every generated page has the same shell (header with
the 7III foildata logo and nav about/parawings/spots/map/conditions/safety, div.container >
div.card > div.card-header + div.card-content, footer, maintenance banner, no body class); the
page type shows in the card's content:
* /foildata/map/<slug> (146 = every entry of data/map/spots.json): h1 "<name> <kind>" in
  div.product-header, div#spot-map (Leaflet + Turf), "Information" paragraph, tag badges,
  info-container of community notes with vote buttons, add-info form, videos block and
  add-video form -> spot-detail. All 146 pages have this skeleton; the 35 downwind runs only
  add distance, start/end coordinates and a GPX download link inside the Information paragraph
  (judgement call: one spot page template with a conditional paragraph, not two labels; the
  kind - run, wing spot, wave spot, pump dock, wake-thief spot, school, shop, rental station -
  is data). Two pairs are near-duplicate entries of the data (foilclub-zuerichsee and
  foilclub-zuerichsee-91db6b, new-providence and new-providence-2): still pages of the template.
* /foildata/brands/<brand>/index (10, one per data/brands.json entry): h1 brand name,
  img.profile-logo, website link(s), "Products" h2 with div.brands-list > ul of links to the
  brand's parawing list, or the item "No products yet" for the 4 brands without parawings
  (code-foils, gong, indiana, naish) -> brand-profile.
* /foildata/brands/<brand>/parawings/index (6, brands with parawings): h1 "<brand> Parawings"
  and a grid of a > div.brand cards (image + name) -> brand-parawing-listing.
* /foildata/brands/<brand>/parawings/<name> (6, one per data/parawings.json entry):
  div.product-header with rating link and Edit button, img.product-image, spec table
  (table-container), reviews, videos, review form -> parawing-detail.
* One-offs (each its own static/forms body or its own document): the root (home.html: story,
  project updates, vote section) -> home; /brands/index (the brand directory: div.brands-list of
  all 10 brand cards and an add-brand button; a different card list from the per-brand parawing
  lists, so not brand-parawing-listing); /parawings (the parawing comparison table with search,
  column toggles and filters); /map/index (the full-screen map application: no site header,
  map-controls, filters, add-spot flow); /map/spots (the generated spot index: counts per kind,
  h2 per kind, h3/h4 per country/state, link lists); /map/icons/index (a bare document without
  the site shell: h1 and an icon-grid legend of the map markers, copied from
  static/map/files/icons/index.html); /add-brand, /add-parawing, /edit-parawing (three different
  forms); /about, /contact, /privacy, /safety, /conditions (text cards) and
  /lac-de-neuchatel-forecasts (embedded forecast widgets), /lac-de-neuchatel-webcams (webcam
  images and an iframe).
Judgement calls:
* The five text pages (about, contact, privacy, safety, conditions) share the bare card of the
  shell and nothing else: one-offs, as hand-written pages are in the other sites of the corpus.
* /edit-parawing is linked from each parawing page with ?brand=&parawing= (the form loads the
  parawing by script); the sitemap lists it bare -> one-off by its path.
* /map/icons/index is a developer-style legend page outside the site shell, but a real HTML
  page a visitor can reach -> one-off, not non-page-asset.
* Folder pages are listed as .../index (no trailing slash, no .html); they are the pages
  public/<folder>/index.html, labelled as listed (no equivalent-URL twins are in the sitemap).
* Sub-path: every URL is below https://project7iii.com/foildata/. The helper's prefix stripping
  (LANG below, meant for language prefixes) removes /foildata/ from one-off labels, so
  /foildata/about is labelled /about and the root /foildata/ is home; no language trees.
* Not saved: nothing else - the build has no robots.txt and no other sitemap file.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))  # corpus layout: sites/<name>/ -> bench/corpus/label_lib.py
from label_lib import label_site

LANG = ('foildata',)  # the deployment sub-path, stripped from one-off labels
R = r'^/foildata'
RULES = [
    (R + r'/map/(?:index|spots|icons/index)$', '__ONE_OFF__'),
    (R + r'/map/[^/]+$', 'spot-detail'),
    (R + r'/brands/[^/]+/parawings/index$', 'brand-parawing-listing'),
    (R + r'/brands/[^/]+/parawings/[^/]+$', 'parawing-detail'),
    (R + r'/brands/(?!index$)[^/]+/index$', 'brand-profile'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
