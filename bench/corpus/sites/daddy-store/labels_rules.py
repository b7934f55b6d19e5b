#!/usr/bin/env python3
"""Ground-truth page-type labels for daddy-store (www.daddy-store.com).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path
(language prefix removed); the site root is "home". See ../../LABELING.md.

Zen Cart general-goods export shop (clothing, jewellery, car electronics, phones); the whole
web root is in the repo: template 'blackcool' (includes/templates/blackcool/), the Simple SEO
URL module (includes/classes/ssu/: products '<name>-p-<id>', categories '<name>-c-<cPath>',
EZ-pages '<name>-page-<id>'; an unresolved name stays as its placeholder) and the
'Zen-Cart SitemapXML' 2.1.0 module that wrote the three files (products, categories, EZ-pages).
* /products_id/<N> (2254, sitemapproducts.xml) -> product-detail. The module asks for
  zen_href_link(<info page>, 'products_id=N') and the SEO-URL module left the key/value pair
  unrenamed, so no product name shows; the file says they are products and the product info
  page (tpl_product_info_display.php) is their template. Every product is assumed to be of
  the default product type (the URL cannot show another info page, and the sitemap module
  writes each product's own info page, which here came out identical for all).
* /<name>-c-<cPath> (143 in sitemapcategories.xml, two more in sitemapezpages.xml) ->
  category-listing. Stock Zen Cart renders a category that holds only subcategories with
  tpl_index_categories.php and one that holds products with tpl_index_product_list.php; this
  site's includes/modules/pages/index/main_template_vars.php replaces the former with the
  latter, so every category page, top level (c-1148) or nested up to four levels
  (c-139_402_403), uses the product-list layout: one label. Eight category URLs (two of them the EZ-page links) have no name in
  the sitemap language and keep the placeholder 'categories_name-c-<cPath>'; same template.
* /pages-title-page-<N> and /pages-title-page-<N>/chapter/<C> (sitemapezpages.xml) ->
  ez-page: EZ-pages (main_page=page) rendered by tpl_page_default.php; the chapter parameter
  only adds the chapter's previous/next navigation to the same layout. Their titles are
  unresolved placeholders as well.
* EZ-page entries that link to shop pages (/account, /privacy, /site_map) are one-off pages
  of their own templates (account -> login form when signed out, privacy text, site map).
* The root is not listed. sitemapreviews.xml is empty in the repo and not saved.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))
from label_lib import label_site

LANG = ()
RULES = [
    (r'^/products_id/\d+$', 'product-detail', r'^sitemapproducts\.xml$'),
    (r'^/[^/]+-c-\d+(?:_\d+)*$', 'category-listing'),
    (r'^/[^/]+-page-\d+(?:/chapter/\d+)?$', 'ez-page'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
