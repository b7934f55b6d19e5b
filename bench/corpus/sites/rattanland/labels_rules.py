#!/usr/bin/env python3
"""Ground-truth page-type labels for rattanland (rattanland.pl).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path
(language prefix removed); the site root is "home". See ../../LABELING.md.

Polish garden-furniture shop on eSklep-Os, an osCommerce 2.2 fork: one PHP script per page
kind, each rendering its content template through BTS (templates/grafika_07/content/
<script>.tpl.php, the template the configuration names), .htaccess turning
<name>-p-<id>.html into product_info.php, <name>-c-<cPath>.html into index.php?cPath=,
<name>-m-<id>.html into index.php?manufacturers_id= and <name>-pm-<id>.html into
info_pages.php. Four languages (pl default, en, de, ru) chosen by ?language=xx on any URL:
a translation gets the label of its page (also for one-offs: '/shipping.php?language=ru'
is '/shipping.php'). sitemap1.xml is a crawl of the live shop; the other files are the
osCommerce sitemap contribution's product and category lists.
* /<name>-p-<id>.html[?language=xx] -> product-detail (product_info.tpl.php).
* ?action=notify on any page (product pages, ask_a_question.php) -> notify-action: the
  'notify me' action of application_top.php, which adds a product notification and
  redirects (to the login form when signed out); a state-changing URL, not a page.
* /ask_a_question.php?products_id=N[&language=xx] -> product-question-form
  (ask_a_question.tpl.php; guests may use it, ALLOW_GUEST_TO_TELL_A_FRIEND is 'true').
* /product_reviews_write.php?products_id=N -> review-write-form (product_reviews_write
  .tpl.php). Judgement call: signed-out visitors are redirected to the login form; the
  label still names the script's own template, as '/account.php' and the other
  sign-in-only one-offs keep their own path labels.
* /pdf_datasheet.php?products_id=N -> product-datasheet-pdf: the script writes a PDF
  data sheet per product (pdf/pdf_datasheet_functions.php), no HTML layout; one label.
* Categories: index.php picks index_nested.tpl.php for a category with subcategories and
  no products of its own, index_both for one with both, index_products otherwise. The tree
  is in the URL (cPath 1_10 is a child of 1), the products per category are not: the
  database dump committed with the site (categories and products_to_categories tables,
  read for this and nothing else) shows that categories 1 and 2 hold no products and have
  subcategories -> subcategory-listing (nested); every other listed category holds
  products and no subcategories -> product-listing. No category uses index_both.
  Category 34 (podstawowa) is in the June sitemaps but no longer in the July dump; it is
  a leaf and labelled product-listing like the other leaves. Sort (?sort=2a), page and
  language variants, and URLs with an empty name (-c-<cPath>.html, a language without a
  category name) take the label of their category.
* /vietnam-m-1.html[?page/sort/language] (the one manufacturer) -> product-listing: index.php
  sets category_depth 'products' for manufacturers_id and renders the same
  index_products.tpl.php as a leaf category.
* /<name>-pm-<id>.html and /info_pages.php?pages_id=N -> info-page (info_pages.tpl.php,
  one layout for every page of the page manager; an empty name gives '/-pm-N.html').
* /allprods.php[?fl=<letter>][&page=N][&language=xx] -> all-products-listing: the A-Z
  product index, one template whatever the letter or page.
* Paginated one-off lists keep one label: /products_new.php?page=N -> '/products_new.php',
  /specials.php?page=N -> '/specials.php'.
* /, /index.php, /index.php?language=xx -> home.
* One crawled URL is the Russian name of info page 3 garbled twice over: HTML entities
  (&Atilde;&deg;&Acirc;...) mixed with raw bytes that are not UTF-8 (0x9f, 0x80), ending in
  '-pm-3.html'. The rewrite rule only reads the '-pm-<id>.html' tail, so it is the info
  page (info-page). Those raw bytes make sitemap1.xml invalid UTF-8 as a whole: a strict
  XML parser rejects the file, a recovering one reads it. label_lib decodes them as
  U+FFFD, so this one key may not match what another reader yields.
* Sign-in-only scripts (account*.php, address_book.php, checkout_*.php) are one-offs by
  their path: each answers with a redirect to the login form when signed out.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))
from label_lib import label_site

LANG = ()
VARIANT = r'(?:language=[a-z]{2}|page=\d+|sort=\d+[ad]|fl=[A-Z])'
VARIANTS = r'(?:\?%s(?:&%s)*)?$' % (VARIANT, VARIANT)
RULES = [
    (r'[?&]action=notify(?:&|$)', 'notify-action'),
    (r'^/pdf_datasheet\.php\?products_id=\d+' + VARIANTS, 'product-datasheet-pdf'),
    (r'^/product_reviews_write\.php\?products_id=\d+' + VARIANTS, 'review-write-form'),
    (r'^/ask_a_question\.php\?products_id=\d+(?:&%s)*$' % VARIANT, 'product-question-form'),
    (r'^/[^/]*-p-\d+\.html' + VARIANTS, 'product-detail'),
    (r'^/[^/]*-c-(?:1|2)\.html' + VARIANTS, 'subcategory-listing'),
    (r'^/[^/]*-c-\d+(?:_\d+)*\.html' + VARIANTS, 'product-listing'),
    (r'^/[^/]*-m-\d+\.html' + VARIANTS, 'product-listing'),
    (r'^/[^/]*-pm-\d+\.html' + VARIANTS, 'info-page'),
    (r'^/info_pages\.php\?pages_id=\d+' + VARIANTS, 'info-page'),
    (r'^/allprods\.php' + VARIANTS, 'all-products-listing'),
    (r'^/(?:index\.php)?' + VARIANTS, 'home'),
    (r'^/([a-z_]+\.php)' + VARIANTS, '/{0}'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
