#!/usr/bin/env python3
"""Ground-truth page-type labels for reklamno-studio (reklamno-studio.com, root-relative <loc>s).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path; the site root
is "home". See ../../LABELING.md.

Reklamno-studio.com ("Магазин - Reklamno-studio.com"): a small Bulgarian online shop of
perfumes, eaux de toilette, aftershaves and refillable atomisers, on WordPress + WooCommerce
with the Flatsome theme (child theme flatsome-child) and Rank Math SEO, exported to static
HTML (one index.html per URL, meta-refresh "Redirecting..." files for redirects; the shape of
Simply Static's output) and committed to Vicove74/my-static-gift-site in one upload on
2025-07-04 (9524d1f; the later commits up to the saved tip 58f33bd only add .gitignore and a
railway.toml that serves the folder with `python3 -m http.server`, and untrack uploads). Rank
Math writes root-relative <loc>s ("/produkt/<slug>/"), so the host is taken from robots.txt
(Sitemap: https://reklamno-studio.com/sitemap_index.xml). Rank Math index sitemap_index.xml
(sitemap.xml is the same blob) with six children: post, page, blocks (Flatsome UX blocks),
product, featured_item (Flatsome portfolio) and local (Rank Math Local SEO, which lists only
/locations.kml). 84 <url> entries, 82 distinct URLs: /porachka/ (the shop) is in page- and
product-sitemap, the account page /моят-акаунт/ is listed twice in page-sitemap. No
product_cat sitemap, although the export has the category archives.

Evidence: the committed HTML of every listed URL at the commit in SOURCE.json, read from the
git snapshot before any clustering: (a) the <body> class (WordPress template hierarchy:
single-product, single-featured_item, single-post, post-type-archive-product /
-featured_item, page-template-*, woocommerce-account / -cart), (b) an outline of the
content below div#main (three levels, classes with digits dropped), (c) the visible text of
the content area where two pages share a template. Every multi-page label's pages agree on (a)
and (b):
* product-sitemap: 55 /produkt/<slug>/ (body single-product; div.shop-container >
  div.product > div.product-container, the Flatsome product page with gallery, summary, tabs
  and related products) -> product-detail. Slugs are flat, Latin transliterations; the
  sitemap's <image:image> entries (201) are not pages.
* featured_item-sitemap: 8 /featured_item/<slug>/ (body single-featured_item, the
  theme's demo portfolio entries: div.portfolio-page-wrapper > portfolio-top,
  portfolio-bottom with related items) -> portfolio-item. The archive /featured_item/ (body
  post-type-archive-featured_item, a portfolio grid) -> one-off /featured_item/.
* blocks-sitemap: 8 /blocks/<slug>/ (Flatsome UX blocks: footer, header and slider pieces
  the theme includes in other pages). Each built index.html is a single space (1 byte): the
  block post type renders nothing on its own for a visitor, so the export stored an empty
  response -> not-found. Judgement call, as moca2016's 0-byte /en/eventi/: a URL with nothing
  to audit.
  (collect_pages does not store them: a single space is not HTML.)
* /porachka-2/ (page-sitemap) is an export "Redirecting..." file (meta refresh + script to
  /kolichka/, the cart) -> redirect-stub.
* /locations.kml (local-sitemap) is Rank Math's KML placemark file, not an HTML page ->
  non-page-asset.
* Two listed URLs have Cyrillic slugs, /онлайн-търговия/ (post-sitemap, percent-encoded in
  the <loc>) and /моят-акаунт/ (page-sitemap, twice). The export holds their pages, but under
  mis-encoded folder names ("-+-+-+-¦-¦-+--é-è-Ç-¦-+-¦-+-Å/index.html" and
  "-+-+-Å-é--¦-¦-¦-â-+-é/index.html": the UTF-8 names passed through a DOS code page, two
  characters per Cyrillic letter; the same happened to one product and two unlisted category
  folders), identified by their <title> and <link rel=canonical>. Judgement call: labelled by
  the page the export made for them (the sitemap's host is the WordPress site, where they
  were real pages), not not-found; no built file sits at their own path, so pages.json
  stores no page for them.
  - /онлайн-търговия/ is the site's only post (body single-post single-format-standard) ->
    blog-post (one URL; the post template is a layout of its own, named like the posts of
    the other WordPress sites of the corpus).
  - /моят-акаунт/ (page-id 78) and /moyat-profil/ (page-id 45) are both default pages holding
    the WooCommerce account shortcode, and render the same login form (identical text and
    form classes) -> /моят-акаунт/ takes the label /moyat-profil/ (judgement call, as
    atsurgical's /my-account-2/ -> /my-account/).
* /mbd/ and /zizito/ (default page template) render one and the same "Тест геотаргетинг"
  geolocation-test shortcode output (identical text, 733-byte content area) ->
  geo-test-page (judgement call: two pages showing the same thing are sampled once; other
  default pages stay one-off).
* One-offs: / (front page, page-blank template with the theme's shop sections) -> home;
  /porachka/ (post-type-archive-product, the shop with 5 paginated pages in the export,
  unlisted) -> /porachka/; /kolichka/ (cart, empty-cart notice); /moyat-profil/ (account).
* Not saved: main-sitemap.xsl (Rank Math stylesheet) and locations.kml (not a sitemap).
  robots.txt is saved as committed.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))  # corpus layout: sites/<name>/ -> bench/corpus/label_lib.py
from label_lib import label_site

ONLAIN_TARGOVIA = '/%d0%be%d0%bd%d0%bb%d0%b0%d0%b9%d0%bd-%d1%82%d1%8a%d1%80%d0%b3%d0%be%d0%b2%d0%b8%d1%8f/'
MOYAT_AKAUNT = '/%d0%bc%d0%be%d1%8f%d1%82-%d0%b0%d0%ba%d0%b0%d1%83%d0%bd%d1%82/'

RULES = [
    (r'^/blocks/[^/]+/$', 'not-found', r'^blocks-sitemap\.xml$'),
    (r'^/porachka-2/$', 'redirect-stub'),
    (r'^/locations\.kml$', 'non-page-asset'),
    (r'^/produkt/[^/]+/$', 'product-detail', r'^product-sitemap\.xml$'),
    (r'^/featured_item/[^/]+/$', 'portfolio-item', r'^featured_item-sitemap\.xml$'),
    (r'^' + ONLAIN_TARGOVIA + r'$', 'blog-post', r'^post-sitemap\.xml$'),
    (r'^' + MOYAT_AKAUNT + r'$', '/moyat-profil/'),
    (r'^/(?:mbd|zizito)/$', 'geo-test-page'),
]

if __name__ == '__main__':
    label_site(HERE, RULES)
