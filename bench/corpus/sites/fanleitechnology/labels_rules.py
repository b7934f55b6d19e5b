#!/usr/bin/env python3
"""Ground-truth page-type labels for fanleitechnology (www.fanleitechnology.com).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path
(language prefix removed); the site root is "home". See ../../LABELING.md.

Chinese industrial-valve manufacturer (WordPress + WooCommerce, Greenshift blocks, Yoast
index -> page, post, product, product_cat sitemaps). The repository is a static export with
the HTML of every listed URL, used as evidence (body class and block composition):
* Posts are flat /<slug>/ like pages; only the child sitemap tells them apart ->
  post-sitemap.xml -> blog-post (all body class single-post single-format-standard).
* /product/<slug>/ -> product-detail (single-product); one product has a numeric slug
  (/product/54/), same template.
* /product-category/<slug>/ -> category-listing (archive tax-product_cat); the categories
  are one level deep, no nested paths.
* Pages (page-sitemap.xml) all have body class page-template-default, but six SEO landing
  pages (/industrial-valve-suppliers/, /industrial-valve-manufacturer/,
  /valve-manufacturers-in-china/, /plug-valve-manufacturer/, /ball-valve-manufacturers/,
  /butterfly-valve-manufacturers/) are one block composition (the same rows, containers,
  sliders and button boxes; the butterfly page has fewer slides) -> manufacturer-landing.
  Judgement call: they share a template in the auditor's sense although WordPress renders
  them as ordinary pages. The other pages (about, faq, contact, privacy, refund, shipping,
  thank-you, the /blog/ page, the /product-page/ product grid page) each have their own
  composition -> one-off. The three legal pages (privacy, refund_returns,
  shipping-policy) are near-identical plain text pages; following the other shops in the
  corpus they stay one-off.
* /products/ (listed in both page-sitemap.xml and product-sitemap.xml) is the WooCommerce
  shop archive (post-type-archive-product) -> one-off.
* The root -> home (its own composition).
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))
from label_lib import label_site

LANG = ()
MANUFACTURER_LANDINGS = ('industrial-valve-suppliers|industrial-valve-manufacturer|'
                         'valve-manufacturers-in-china|plug-valve-manufacturer|'
                         'ball-valve-manufacturers|butterfly-valve-manufacturers')
RULES = [
    (r'^/product/[^/]+/$', 'product-detail'),
    (r'^/product-category/[^/]+/$', 'category-listing'),
    (r'^/(?:%s)/$' % MANUFACTURER_LANDINGS, 'manufacturer-landing'),
    (r'^/[^/]+/$', 'blog-post', r'^post-sitemap\.xml$'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
