#!/usr/bin/env python3
"""Ground-truth page-type labels for kintec (shop.kintec.net).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path
(language prefix removed); the site root is "home". See ../../LABELING.md.

Magento 2 store (footwear, insoles, bracing, accessories; Canada). Magento's sitemap
generator writes one urlset, type after type - categories, then products, then CMS pages -
and gives each type its configured priority (module-sitemap/etc/config.xml in the
repository: category 0.5, product 1, CMS page 0.25; this store uses 0.2 for CMS pages).
Categories, most products and the CMS pages are all /<url-key> at the first level, so the
URL alone cannot tell them apart; the evidence is the priority the generator wrote, which
this script reads from sitemap.xml (the three blocks are contiguous, confirming it):
* priority 0.5 -> category-listing (196: /mens, /sale, /shop-by-brand/<brand>,
  /sports-med/bracing/foot ..., nested up to three levels; catalog_category_view). Some
  categories (/foot-health-centre/<condition>) may be shown as static-block pages
  rather than product grids; nothing in the sitemap or repository tells, so they stay
  category-listing.
* priority 1.0 -> product-detail (781; 708 /<key>.html and 73 /<key> whose URL key was
  saved without the .html suffix; one catalog_product_view template).
* priority 0.2 -> CMS pages (about-us, shipping, privacy-policy, demo1, success ...):
  one-off, as CMS pages are on the other corpus sites; the CMS home page "/" -> home.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))
from label_lib import label_site, rules_from_priority

LANG = ()
TYPE_OF_PRIORITY = {'0.5': 'category-listing', '1.0': 'product-detail'}


RULES = rules_from_priority(os.path.join(HERE, 'sitemap.xml'), TYPE_OF_PRIORITY)

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
