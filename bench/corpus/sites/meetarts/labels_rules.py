#!/usr/bin/env python3
"""Ground-truth page-type labels for meetarts (www.meetarts.org).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path
(language prefix removed); the site root is "home". See ../../LABELING.md.

Magento 2 art marketplace (Singapore). The repository holds the whole store: the Verz theme
(app/design/frontend/Verz/default), Webkul Marketplace + MarketplaceEventManager and Magefan
Blog; their layout files were the evidence. Two sitemaps: Magento's pub/sitemap.xml (one
urlset, type after type) and Magefan's pub/blog_sitemap.xml.
* Magento writes categories, CMS pages and products with their configured priorities
  (category 0.5, CMS page 0.2, product 1.0; the blocks are contiguous), and categories and
  products are both flat /<key>.html, so, as for kintec, the priority read from sitemap.xml
  is the evidence: 0.5 -> category-listing (flat and nested /<parent>/<child>.html),
  1.0 -> product-detail (343 artworks, tote bags, event tickets; one catalog_product_view
  template; the theme's product/view templates branch on content, not on the URL).
  /catalog/product/view/id/3464 is a product listed by its unrewritten URL -> product-detail.
* The root "/" carries priority 1.0 in the product block's place but is the CMS home
  (cms_index_index) -> home.
* Priority 0.2 CMS pages (terms, privacy, FAQ for buyers / sellers, thank-you, ...) are
  one-off, as on the other corpus sites.
* Judgement: categories whose names are content pages - /about-us.html, /why-us.html,
  /why-us/for-buyers.html, /why-us/for-sellers.html, /contact-us.html, /reset-password.html,
  /virtual-gallery.html - are menu entries built as Magento categories that show a static
  block rather than a product grid (their names cannot be product groupings); nothing but
  the database tells their display mode, so they are one-off. The product-grouping
  categories (affordable-artworks and its 20 subject/medium/price children, featured-artworks,
  featured-collections, featured-collection-2, art-in-action and its yearly children,
  events-exhibitions/age-group) stay category-listing.
* /events-exhibitions.html is one-off: the theme gives one category (catalog_category_view_id_6.xml)
  its own layout - no layered navigation, product/event_list.phtml - and the theme's product
  list links "Browse More" events to /events-exhibitions.html, so that is the events category.
* /marketplace/seller/profile/shop/<seller> -> seller-profile and
  /marketplace/seller/collection/shop/<seller> -> seller-collection (Webkul's two layouts
  marketplace_seller_profile / marketplace_seller_collection; 148 sellers each, one of them
  with a whole https:// URL saved as the shop name, giving '//' in both its paths).
* Blog: /blog (index) one-off; /blog/category/<slug> -> blog-category-listing (9);
  /blog/post/<slug> -> blog-post (85; blog_post_view layout).
"""
import os, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))
from label_lib import label_site, rules_from_priority

LANG = ()
TYPE_OF_PRIORITY = {'0.5': 'category-listing', '1.0': 'product-detail'}
CONTENT_CATEGORIES = ('about-us', 'why-us', 'why-us/for-buyers', 'why-us/for-sellers',
                      'contact-us', 'reset-password', 'virtual-gallery', 'events-exhibitions')


RULES = [
    ('^/$', '__ONE_OFF__'),
    ('^/(?:%s)\\.html$' % '|'.join(re.escape(c) for c in CONTENT_CATEGORIES), '__ONE_OFF__'),
    ('^/marketplace/seller/profile/shop/', 'seller-profile'),
    ('^/marketplace/seller/collection/shop/', 'seller-collection'),
    ('^/blog/category/[^/]+$', 'blog-category-listing'),
    ('^/blog/post/[^/]+$', 'blog-post'),
    ('^/catalog/product/view/id/\\d+$', 'product-detail'),
] + rules_from_priority(os.path.join(HERE, 'sitemap.xml'), TYPE_OF_PRIORITY)

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
