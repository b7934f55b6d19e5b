#!/usr/bin/env python3
"""Ground-truth page-type labels for curtismethod (curtismethod.com).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path
(language prefix removed); the site root is "home". See ../../LABELING.md.

Childbirth-education site (WordPress, Jumpstart theme, WooCommerce store, The Events Calendar
for classes, custom post types), exported with Simply Static: relative <loc> paths, one
index.html per page in the repo. Evidence: the body class of each committed index.html
(single-<type>, archive tax-<taxonomy>, post-type-archive-<type>, page-template-*).
* /store/<category>/<slug>/ -> product-detail (single-product); /store/ is the shop
  archive (post-type-archive-product) -> one-off.
* /products/<term>/ -> product-category-listing (tax-product_cat).
* /class/<slug>/<YYYY-MM-DD>/ -> class-event (single-tribe_events). These URLs are listed in
  both product-sitemap.xml and tribe_events-sitemap.xml; the path decides. One event in
  product-sitemap.xml is listed by its unpublished-permalink form
  /?post_type=tribe_events&p=1580 (same post type) -> class-event too.
* /classes/ and /classes/category/<term>/ render the same events list view (both body
  class post-type-archive-tribe_events), so all five are event-listing (the archive and its
  filtered category views are one layout, as the blog index and tag pages of lagom).
* /venue/<slug>/ -> venue-detail (single-tribe_venue); the one organizer page
  /instructor/lauralyn-curtis/ is a one-off.
* Custom post types, each its own single template: /quotes/<id>/ -> quote (numeric ids),
  /testimonials/<slug>/ -> testimonial, /stories/<slug>/ -> birth-story,
  /professionals/<slug>/ -> professional-profile, /articles/<slug>/ -> article. Their
  indexes (/quotes/, /professionals/, /articles/ are post-type archives; /testimonials/ and
  /birth-stories/ are pages with list/showcase templates) are one-off.
* Taxonomies: /services/<term>/ -> service-listing (tax-services), /authors/<term>/ ->
  author-listing (tax-authors), /tag/<term>/ -> tag-listing. /category/uncategorized/ is the
  only category page -> one-off; /blog/ and the single post /hello-world/ -> one-off.
* Pages (page-sitemap.xml): the 11 child pages under /affirmations/,
  /frequently-asked-questions/ and /what-is-the-curtis-method/ all use page-template-default
  with breadcrumbs (page-child) -> child-page (some have a large featured-image header,
  has-epic-thumb: a variant of the same layout, not a separate label). Top-level pages
  (builder, list, showcase and default templates, cart, checkout) stay one-off, as pages do
  in the other sites of the corpus, although five of them also use page-template-default.
* product-sitemap.xml holds 15 empty <loc></loc> entries (products whose permalink the
  export did not resolve). The helper reads an empty loc as the URL "", which resolves to the
  site root; it gets the root's label, home.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))
from label_lib import label_site

LANG = ()
RULES = [
    (r'^/store/[^/]+/[^/]+/$', 'product-detail'),
    (r'^/products/[^/]+/$', 'product-category-listing'),
    (r'^/class/[^/]+/\d{4}-\d{2}-\d{2}/$', 'class-event'),
    (r'^/\?post_type=tribe_events&p=\d+$', 'class-event'),
    (r'^/classes/(?:category/[^/]+/)?$', 'event-listing'),
    (r'^/venue/[^/]+/$', 'venue-detail'),
    (r'^/quotes/\d+/$', 'quote'),
    (r'^/testimonials/[^/]+/$', 'testimonial'),
    (r'^/stories/[^/]+/$', 'birth-story'),
    (r'^/professionals/[^/]+/$', 'professional-profile'),
    (r'^/articles/[^/]+/$', 'article'),
    (r'^/services/[^/]+/$', 'service-listing'),
    (r'^/authors/[^/]+/$', 'author-listing'),
    (r'^/tag/[^/]+/$', 'tag-listing'),
    (r'^/(?:affirmations|frequently-asked-questions|what-is-the-curtis-method)/[^/]+/$', 'child-page'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
