#!/usr/bin/env python3
"""Ground-truth page-type labels for pro-expert (test.pro-expert.shop).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path
(language prefix removed); the site root is "home". See ../../LABELING.md.

1C-Bitrix office and contract furniture shop (Russian) on its staging host. The repository
is the web root (.htaccess, urlrewrite.php, catalog/index.php, the theexpert site template
with its component templates); the labels follow what that code renders for each URL, read
at the commit that added the sitemaps. Bitrix writes one child sitemap per information
block (iblock), and several blocks list URLs the site does not serve.
* The catalogue (/catalog/index.php: bitrix:catalog on iblock 1, template "catalog", SEF
  "sections" "", "section" #SECTION_CODE_PATH#/, "element"
  #SECTION_CODE#/product-#ELEMENT_CODE#/). /catalog/ (sections.php) one-off; listed by
  three child sitemaps as their block's list page.
* /catalog/<section code>/product-<code>/ (sitemap_iblock_1.xml) -> product-detail
  (element.php). Judgement, from the code: seven products have no code and are listed as
  /catalog/<section>/product-/; the element template needs a non-empty code, so the URL is
  taken for a section path that does not exist and shows the 404 page -> not-found.
* /catalog/index.php?ID=3 (iblock 3's list page) is the catalogue folder's index.php, which
  the component treats as its root -> /catalog/ (an equivalent URL).
* The other iblock 1 URLs, /catalog/<path>/ nested 1 to 4 levels -> section-listing: the
  component resolves the path as a section and section_vertical.php (the filter is on and
  vertical, so section.php always includes it) renders the section with its smart filter
  (a section flagged as a collection drops the filter; same layout otherwise).
* section_vertical.php reads "place-" and "brand-" in the section path and then shows an
  element of iblock 2 (places) or iblock 11 (brands) through one news.detail template,
  catalog_brand_place: /catalog/place-<code>/ and /catalog/brand-<code>/ ->
  brand-or-place-page (one template, so one label).
* Judgement, from the code: iblock 2 also lists its sections as /catalog/<path>/
  (/catalog/office/ofisnaya-mebel/..., /catalog/banks/; 147 URLs in
  sitemap_iblock_2.xml). No such path or code is an iblock 1 section (none of them is in
  sitemap_iblock_1.xml), so the component's section lookup fails and section_vertical.php
  calls process404 with the 404 page shown -> not-found. The child sitemap decides, as the
  URLs look like iblock 1 sections.
* Judgement, from the code: /catalog/list.php?SECTION_ID=N (iblock 3, 210 URLs) and
  /content/detail.php?ID=N, /content/index.php?ID=N (iblocks 8, 12, 13, 14) name files
  that do not exist. .htaccess first redirects a non-file URL without a trailing slash to
  the same URL with one (query kept); /catalog/list.php/ then reaches the catalogue as a
  section "list.php" that does not exist (404 page, as above), /content/... has no
  urlrewrite rule and no folder (404.php) -> not-found. /akcii/ (iblock 5; the offers
  folder is /aktsii/) and /404.php itself also show the 404 page -> not-found.
* /dizaynery/ (news list) one-off; /dizaynery/<code>/ -> designer-detail.
* /informatsionnyy-razdel/ and its section /informatsionnyy-razdel/stati/ one-offs;
  /informatsionnyy-razdel/stati/<code>/ -> article.
* /en/ is the English home page (en/index.php: the same components as index.php) -> home.
* /site_gl/ and /site_te/ run the same Bitrix install wizard script for two site ids ->
  install-wizard.
* One-offs: /about/, /about/index_inc.php (an include fragment requested directly),
  /aktsii/, /aktsii/search/, /dim/, /dostavka-i-oplata/, /garantiya/, /kontakty/,
  /kontakty2/, /kontakty2/novaya-stranitsa.php, /partneram/, /personal/ and its basket,
  order, request pages and request/ajax.php, /search/, /servis/, /lang/en/ and /lang/ru/
  (folders holding only a language file: blank pages, kept apart by path).
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))
from label_lib import label_site

LANG = ()
RULES = [
    ('^/en/$', 'home'),
    ('^/catalog/$', '/catalog/'),
    ('^/catalog/(?:place|brand)-[^/]+/$', 'brand-or-place-page'),
    ('^/catalog/[^/]+/product-/$', 'not-found'),
    ('^/catalog/[^/]+/product-[^/]+/$', 'product-detail'),
    ('^/catalog/.+/$', 'not-found', r'^sitemap_iblock_2\.xml$'),
    ('^/catalog/.+/$', 'section-listing', r'^sitemap_iblock_1\.xml$'),
    ('^/catalog/index\\.php\\?', '/catalog/'),
    ('^/catalog/list\\.php\\?', 'not-found'),
    ('^/content/(?:detail|index)\\.php\\?', 'not-found'),
    ('^/(?:akcii/|404\\.php)$', 'not-found'),
    ('^/dizaynery/[^/]+/$', 'designer-detail'),
    ('^/informatsionnyy-razdel/stati/[^/]+/$', 'article'),
    ('^/site_(?:gl|te)/$', 'install-wizard'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
