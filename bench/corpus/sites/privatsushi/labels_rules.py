#!/usr/bin/env python3
"""Ground-truth page-type labels for privatsushi (PrivatSushi, a Lviv sushi delivery restaurant).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path
(language prefix removed); the site root is "home". See ../../LABELING.md.

PrivatSushi ("Доставка суші у Львові", JSON-LD @type Restaurant) sells its menu online: rolls by
kind (Philadelphia, California, maki, baked, signature, premium), sets, sauces and drinks, with
delivery in Lviv. WordPress 6.2.2 + WooCommerce, the custom theme "monosushi" (a rebranded copy of
the Monosushi chain's theme: the theme path, the slug /action/den-narodzhennya-z-monosushi/ and the
product "Допоможи ЗСУ разом з Моносушиком" keep the old name), qTranslate-XT (Ukrainian only in the
sitemaps), Rank Math SEO, Contact Form 7, HTML rewritten by mod_pagespeed. Promotions are a custom
post type "action" (/action/<slug>/, archive /action/). The repository Sashahjggggv/privatsushi.shop
is a crawl mirror of the rendered site (one index.html per URL, paginated listings, no PHP sources)
with the Rank Math sitemaps and robots.txt at its root; commit e2c0270 (2023-10-06) is the tip of
main (the sitemaps were committed on 2023-10-05). sitemap_index.xml -> post, page, product, action,
category and product_cat sitemaps; 82 <url> entries, 81 distinct URLs (/news/ is in page- and
post-sitemap). The same uploader mirrored virtual-cube (already in the corpus), a different shop on
a different theme.

Evidence: the committed HTML of every listed URL at that commit, read before any clustering:
(a) the <body> class (WordPress template hierarchy), (b) a compact outline (up to six levels,
digits dropped, repeats collapsed) of div#content-block between div.margin-header and the footer.
Every page shares the theme's header, mobile menu, footer, bottom menu, cart drawer and popup;
the part in between is the template:
* product-sitemap: /product/<slug>/ (body single-product; main > section with breadcrumbs and
  the product row, then one or two product carousels div.swiper-entry.products_swiper) ->
  product-detail, 47 URLs. The five condiment products (sauces, wasabi, ginger) show one
  carousel instead of two and no spacer before it: optional part, same template.
* product_cat-sitemap: /product-category/<term>/ and /product-category/roli/<term>/ (body
  archive tax-product_cat; div.center-info heading, section > div.row.product-row grid,
  optional div.seo-block text) -> product-category-listing, 11 URLs. Judgement call: the parent
  term /product-category/roli/ adds the sub-category tab menu (div.categories-menu) above the
  same grid; kept in the label (the archive template with an optional part, as atsurgical's
  nested product categories).
* post-sitemap (/onovlene-menyu/, /onovlene-menyu-1/ ... -6/, flat /<slug>/, body single-post)
  and action-sitemap (/action/<slug>/, body single-action) render one layout: main > breadcrumbs,
  div.mini-banner with the title (posts add their excerpt under it), div.simple-page with the
  content. -> article, 13 URLs. Judgement call: two post types, one single template (the
  outlines are identical but for the optional excerpt line), so one label, as moca2016's
  custom post types on one single template. Posts are flat like pages: the file regex keeps
  the rule to post-sitemap.
* Listings in one layout: the posts page /news/ (body blog), the action archive /action/ (body
  post-type-archive-action) and the only category archive /category/без-категорії/ (body
  archive category) are the same div.section: centred h2 title, a row of div.block-info cards,
  pagination (their /page/2/ pages are in the mirror, not in the sitemaps) -> post-listing,
  3 URLs. Judgement call: three archive kinds of one template (LABELING rule 5: several lists
  with one layout share a label); none of them has a second URL of its own kind.
* One-offs (page-sitemap): the root (front page: banner slider, category tabs and the full
  product grid, SEO text) -> home; /actions/ (page template actions.php: h1 and a grid of
  promotion cards with images and buttons, unlike the /action/ archive) ; /faq/ (faq.php
  accordion); /about-us/ (flexible.php blocks with images); /dostavka-ta-oplata/ (delivery.php);
  /refund_returns/ (WooCommerce's sample refund policy) and /product-category-dodatku/ (an
  empty page titled "Додатки" whose slug only looks like a category) in page-template-default.
  Judgement call: the two default-template pages stay one-off, as pages are in the other
  WordPress sites of the corpus.
* Not built: /product/feliks-z-lososem-50/, /product/filadelfiya-grin-z-krevetkoyu/,
  /product/zapecheni-mono-maki-z-lososem/ and /product-category/zakuski/ have no file in any
  commit. The repository is a crawl of the live site, not the site's host (no Pages
  configuration), and two of the products are linked from the mirrored category pages, so the
  gaps are the crawl's: labelled by their child sitemap (product-detail,
  product-category-listing), not not-found (unlike atsurgical, whose export was the served
  site).
* Not saved: main-sitemap.xsl (Rank Math stylesheet).
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))  # corpus layout: sites/<name>/ -> bench/corpus/label_lib.py
from label_lib import label_site

LANG = ()
RULES = [
    (r'^/$', 'home'),
    (r'^/product/[^/]+/$', 'product-detail', r'^product-sitemap\.xml$'),
    (r'^/product-category/(?:[^/]+/)+$', 'product-category-listing', r'^product_cat-sitemap\.xml$'),
    (r'^/action/[^/]+/$', 'article', r'^action-sitemap\.xml$'),
    (r'^/[^/]+/$', 'article', r'^post-sitemap\.xml$'),
    (r'^/(?:news|action)/$', 'post-listing'),
    (r'^/category/[^/]+/$', 'post-listing', r'^category-sitemap\.xml$'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
