#!/usr/bin/env python3
"""Ground-truth page-type labels for utilityswitchboard (Utility Switchboard, a UK utility-switching guide site).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path
(language prefix removed); the site root is "home". See ../../LABELING.md.

Utility Switchboard (utilityswitchboard.com) is a UK consumer site that helps households deal with
their gas & electricity supplier (and, announced, TV & broadband): an A-Z of energy suppliers, a
hub page per supplier, per-supplier help pages (contact numbers, Warm Home Discount, reviews, smart
meters, top-up, login ...), energy guides in seven categories, and pages on the six electricity
distribution network operators (DNOs). It is a Gatsby 5 site whose content comes from Contentful
(gatsby-source-contentful); gatsby-plugin-sitemap writes public/sitemap-index.xml (one child) and
public/sitemap-0.xml (137 URLs, <changefreq>daily</changefreq><priority>0.7</priority> on every
entry, no lastmod). The repository Utility-Switchboard/utilityswitchboard-website holds the
Gatsby sources (gatsby-node.js, src/pages/, src/templates/) together with the committed build in
public/. Commit 7daaee6f (2023-01-04, "Public unhide") is the commit that added public/; its
sources are the ones the build came from. Later commits (to e24cf4f, 2023-01-12) only add icons,
page-data.json files of TV & broadband pages that were never built, and new templates; the
sitemap and every built HTML file are byte-identical at HEAD. All 137 <loc> have a built page
public/<path>/index.html.

Evidence, per URL, three ways that agree:
(1) gatsby-node.js creates one page per Contentful entry with the template
    src/templates/<ContentType>-template.tsx for four content types; every other page is a file
    of src/pages/;
(2) public/page-data/<path>/page-data.json of every listed URL names the component that rendered
    it (componentChunkName), e.g. component---src-templates-gas-electricity-provider-main-page-
    template-tsx; this gave 52 / 37 / 29 / 6 template pages and 13 src/pages pages;
(3) the built HTML (class names of the body markup, inline <style> removed) - every page has the
    same navigation and footer; the part between them differs as below.

Labels:
* provider-hub (29): GasElectricityProviderMainPage - /gas-electricity/providers/<supplier>/.
  content-hero with the supplier logo (content-hero-provider-logo-container), "Get help by
  category" tabbed grid (provider-navigation-grid-container / provider-navigation-category-options,
  plus an accordion version for small screens) listing the supplier's help pages, sidebar CTA.
* provider-article (52): GasElectricityProviderStandardPage - /gas-electricity/providers/<supplier>/
  <topic>/ (contact 29, warm-home-discount 12, review 4, smart-meter 2, business, login, moving-home,
  top-up, smart-tariffs). Hero with logo, "More from <supplier>" bar
  (content-provider-navigation-bar), dated disclaimer, Contentful rich-text body with inserted
  CTA boxes (standard-cta-*), two disclaimers, sidebar with CTA and a "Skip to content" select
  (navigation-widget-container).
* guide-article (37): GasElectricityGuideStandardPage - /gas-electricity/guides/<category>/<slug>/
  and deeper (/environment/renewable-energy/<slug>/, /environment/electric-vehicles/charging/).
  Plain content hero (no logo), breadcrumbs, rich-text body with CTAs, disclaimers, sidebar with
  CTA, "Skip to content" select and "Related guides" of the category (related-pages-list).
* dno-company (6): GasElectricityGuideCompanyPage - /gas-electricity/guides/distribution/companies/
  <dno>/. Hero with a two-part title split at ":" and the DNO logo, an "at a glance" box
  (at-a-glance-container), rich-text body, "Skip to content" select, no related-guides list.
* guide-category (7): src/pages/gas-electricity/guides/{business,distribution/index,environment,
  meters,schemes,switching,tariffs}.tsx - seven copies of one 176-line page that differ only in
  heading, intro text, breadcrumb and the category filter of the query: hero, "Select a guide",
  guide-results-container of guide cards with a "Load more guides" button.
* az-directory (2): src/pages/gas-electricity/providers.tsx (/gas-electricity/providers/) and
  src/pages/gas-electricity/guides/distribution/companies.tsx (/gas-electricity/guides/
  distribution/companies/) - the same page body (A-Z list of logos, az-provider-option, grouped by
  first letter, providers-index.scss) over two content types.
* product-landing (2): src/pages/gas-electricity/index.tsx (/gas-electricity/) and
  src/pages/tv-broadband/index.tsx (/tv-broadband/) - one body (product-landing-hero, Suppliers /
  Guides choice cards, grid of guide-category links) for the two product lines.
* One-offs: the root (src/pages/index.tsx: hero with the switching form, savings section,
  "Common queries" app, "Our process" table) -> home; /gas-electricity/guides/ (guides/index.tsx).

Judgement calls:
* /gas-electricity/guides/ is the guide-category page body plus a category <select> filter over
  all guides (its own 216-line file, category-filter state) and is the index of the guide
  taxonomy -> one-off by its path, not guide-category (LABELING rule 5: the taxonomy index is a
  one-off).
* Guide cards are filled by a React effect, so in the built HTML the guide-results-container of
  the seven guide-category pages (and of the guides index) is empty; the pages are still one
  template (the sources are copies), so they share a label.
* dno-company vs guide-article: same content-page frame, but a separate Contentful type and
  template with a logo hero, at-a-glance box and no related-guides sidebar -> own label
  (LABELING rule 4: different content types get different labels).
* provider-hub vs provider-article: the hub has no rich-text body, only the category grid -> two
  labels, although both carry the supplier logo hero.
* Guide pages that act as sub-hubs (/environment/renewable-energy/, /environment/electric-vehicles/)
  are GuideStandardPage entries rendered by the guide template -> guide-article, whatever their depth.
* /tv-broadband/ announces guides and providers that the build does not contain; its page is
  built and listed -> product-landing like /gas-electricity/.
* 404 pages (public/404.html, public/404/index.html) are not listed in the sitemap.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))  # corpus layout: sites/<name>/ -> bench/corpus/label_lib.py
from label_lib import label_site

LANG = ()
RULES = [
    (r'^/$', 'home'),
    (r'^/(?:gas-electricity|tv-broadband)/$', 'product-landing'),
    (r'^/gas-electricity/providers/$', 'az-directory'),
    (r'^/gas-electricity/guides/distribution/companies/$', 'az-directory'),
    (r'^/gas-electricity/providers/[^/]+/$', 'provider-hub'),
    (r'^/gas-electricity/providers/[^/]+/[^/]+/$', 'provider-article'),
    (r'^/gas-electricity/guides/distribution/companies/[^/]+/$', 'dno-company'),
    (r'^/gas-electricity/guides/(?:business|distribution|environment|meters|schemes|switching|tariffs)/$',
     'guide-category'),
    (r'^/gas-electricity/guides/[^/]+/.+/$', 'guide-article'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
