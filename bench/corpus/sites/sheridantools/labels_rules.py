#!/usr/bin/env python3
"""Ground-truth page-type labels for sheridantools (sheridantools.com).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path
(plus its query, which is the page's identity here); the site root is "home".
See ../../LABELING.md.

PrestaShop 1.7/8 store of WUKO sheet-metal hand tools. The repository holds the whole shop
(classes, controllers, theme "autostore", modules), so the evidence is PrestaShop's default
friendly-URL routes (product "{category:/}{id}-{rewrite}.html", category "{id}-{rewrite}",
CMS "content/{id}-{rewrite}") and the theme's one template per controller
(catalog/product.tpl, catalog/listing/category.tpl, cms/page.tpl, one .tpl per account,
checkout and list page). Labelled from the URLs, the gsitemap output and the theme only.
* /<default-category>/<id>-<slug>.html -> product-detail (product.tpl), whatever the
  category folder (bending-sets, riveting-tools, home ...).
* /<id>-<slug> (16 categories) -> category-listing (category.tpl).
* /content/<id>-<slug> (two CMS pages: training, order help): following the other corpus
  sites, CMS pages stay one-off.
* Meta pages (best-sales, new-products, prices-drop, brands, supplier, stores, sitemap,
  contact-us, login, cart, order, my-account and the account sub-pages, search,
  page-not-found ...) each have a template of their own in the theme -> one-off.
* gsitemap also listed module front controllers by their unrewritten URL
  /index.php?controller=module-<module>-<controller>. Each is its own page or endpoint
  (xipblog archive = blog list, xipblog single = blog post view with no post id, email
  alerts account page, newsletter subscription/verification, and AJAX / payment-validation
  / back-office endpoints that render no page of their own) -> one-off each, labelled by
  path?query. They are not merged: no two share a controller.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))
from label_lib import label_site

LANG = ()
RULES = [
    (r'^/[^/]+/\d+-[^/]*\.html$', 'product-detail'),
    (r'^/\d+-[^/]+$', 'category-listing'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
