#!/usr/bin/env python3
"""Ground-truth page-type labels for tacktackroom (tacktackroom.com).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path
(language prefix removed); the site root is "home". See ../../LABELING.md.

PrestaShop 1.6 store for used and new equestrian tack. The repository holds the whole shop
(classes, controllers, theme "ayon"), so the evidence is PrestaShop's default friendly-URL
routes (Dispatcher: product "{category:/}{id}-{rewrite}.html", category "{id}-{rewrite}",
manufacturer "{id}_{rewrite}", supplier "{id}__{rewrite}", CMS "content/{id}-{rewrite}") and
the theme's one template per controller (product.tpl, category.tpl, manufacturer.tpl,
supplier.tpl, cms.tpl, plus one .tpl per account/checkout/list page).
* /<default-category>/<id>-<slug>.html -> product-detail (product.tpl), whatever the
  category folder (saddle, expert-picks, ambassadors ...).
* /<id>-<slug> -> category-listing (category.tpl); /2-home is the catalogue's root category
  and renders with category.tpl too.
* /<id>_<slug> -> brand-listing (manufacturer.tpl: one brand's products);
  /<id>__<slug> -> supplier-listing (supplier.tpl, only two suppliers listed). Separate
  templates and separate content types, so separate labels although both list products.
* /content/<id>-<slug> (two CMS pages: terms, privacy): following the other corpus sites,
  CMS pages stay one-off.
* The module's "meta" pages (best-sales, new-products, prices-drop, contact-us, stores,
  sitemap, login, cart, order, my-account pages ...) each have a template of their own in the
  theme -> one-off. /tackroom-brand (manufacturer-list.tpl under a renamed meta URL) and
  /supplier (supplier-list.tpl) are the two index pages of the brand and supplier
  taxonomies -> one-off.
* The root is listed twice by the module (priority 1.0 and 0.1); one URL, label home.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))
from label_lib import label_site

LANG = ()
RULES = [
    (r'^/[^/]+/\d+-[^/]*\.html$', 'product-detail'),
    (r'^/\d+__[^/]+$', 'supplier-listing'),
    (r'^/\d+_[^/]+$', 'brand-listing'),
    (r'^/\d+-[^/]+$', 'category-listing'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
