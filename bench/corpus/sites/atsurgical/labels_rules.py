#!/usr/bin/env python3
"""Ground-truth page-type labels for atsurgical (atsmanufacturing.github.io/oldat/).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path
(here the site's sub-path /oldat/ removed, see below); the site root is "home".
See ../../LABELING.md.

AT Surgical (atsurgical.com, "Medical Supply Store | Free Shipping in the USA"): a US shop
for braces, supports, compression garments, hernia trusses and belts. WordPress 6.1.1 with
WooCommerce 7.4.1, the Sober theme (WPBakery, Slider Revolution, YITH wishlist), Yoast SEO
7.9, exported to static HTML (one index.html per page, every feed as feed/index.xml) and
served by GitHub Pages under the sub-path /oldat/ (repository atsmanufacturing/oldat; the
export, first committed in d8cab7b, deleted and committed again in f7a8abf 2023-04-27; the
saved commit 40cb401 2023-07-10 only edits analytics tags in index.html). Yoast sitemap index (sitemap_index.xml, and sitemap.xml as the same blob) with
10 children: post, page, attachment, product, category, post_tag, product_cat, product_tag,
product_shipping_class, author. 1824 <url> entries, 1822 distinct URLs (/oldat/articles/ is
in page- and post-sitemap, /oldat/shop/ in page- and product-sitemap). The site was hacked
at some point: spam posts (essay-writing services, "fixedfloat-exchange-X-to-Y" crypto
pages) and spam pages (online casinos) sit among the health articles; they are still the
site's own posts and pages and are labelled like the others.

Evidence: the committed HTML of every listed URL at the commit in SOURCE.json, read from the
git snapshot before any clustering: (a) the <body> class (WordPress template hierarchy:
single-product, single-post, attachment, archive tax-product_cat / tax-product_tag /
category / tag / author, post-type-archive-product, blog, home, page-template-*), (b) an
outline of div#primary.content-area (three levels, numbers dropped), grouped per child
sitemap, (c) the meta-refresh "Redirecting..." files of the export. Every multi-page
label's pages agree on (a) and on (b) up to optional parts (related products/posts,
comment form, post navigation):
* product-sitemap: 608 /product/<slug>/, 607 of them built (body single-product;
  woocommerce-notices-wrapper + div.product > product-toolbar, product-summary,
  wc-tabs-wrapper, optional related section; simple, variable and one virtual test product)
  -> product-detail (the unbuilt one is not-found, below). One slug holds a U+2011
  non-breaking hyphen (percent-encoded in the <loc>; the export wrote the folder in UTF-8).
* product_cat-sitemap: 56 /product-category/<term>/ nested one or two levels (top terms
  ailment, anatomy, function, product-type, best_sellers, on-sale, uncategorized; body
  archive tax-product_cat; products header, shop toolbar, ul.products grid) ->
  product-category-listing. product_tag-sitemap: 22 /product-tag/<term>/ (tax-product_tag,
  same archive-product layout, one of them with the no-products notice) ->
  product-tag-listing: a different taxonomy, so a different label (LABELING rule 5).
* /shop/ is the product post-type archive (post-type-archive-product, the same
  archive-product layout) -> one-off /shop/, as the shop archive is in the other WooCommerce
  sites of the corpus (curtismethod, fanleitechnology).
* post-sitemap: 232 flat /<slug>/ posts (single-post, single-format-standard; article,
  author box, post navigation, related posts, optional comments) -> blog-post. Posts and
  pages are both flat /<slug>/: the child sitemap decides (file regex).
* Blog archives, all in the theme's post grid (article.grid-post + ajax navigation):
  category-sitemap 17 /category/<term>/ -> category-listing; post_tag-sitemap 9
  /tag/<term>/ -> tag-listing; author-sitemap 6 /author/<name>/ -> author-listing (one,
  /author/william/, renders the empty-archive block section.no-results: still the author
  archive). The posts page /articles/ (body "blog", same grid) -> one-off /articles/.
* attachment-sitemap: 110 attachment pages /<parent path>/<file slug>/ (body attachment,
  article.attachment) -> attachment-page. Judgement call: 87 carry "single
  single-attachment" and 23 (attachments of pages) do not, and the part after the article
  differs (div.row vs comment form); same attachment template, one label (as in moca2016).
* Query URLs. attachment-sitemap lists 717 /?attachment_id=N (media without a parent, whose
  permalink is the query form) and product_shipping_class-sitemap 7
  /?taxonomy=product_shipping_class&term=<code> (b1, e1-e6). The export has no file for
  them; GitHub Pages ignores the query string and answers /oldat/?... with /oldat/index.html,
  which is the full home page (not a redirect) -> home (LABELING rule 7, equivalent URLs take
  the label of the page they show). Judgement call: the build is the evidence, as in
  moca2016 (there the root was a meta refresh, so redirect-stub); WordPress itself would have
  shown an attachment page / a shipping-class archive. This makes "home" a 725-URL label.
* /checkout/ is an export "Redirecting..." file (meta refresh + script to /cart/: the empty
  cart's checkout redirect) -> redirect-stub. No other listed URL is a redirect (the export's
  other 24 redirect files, some product pages among them, are not listed).
* Seven listed URLs have no file in the export: the product
  /product/at-surgical-lumbo-sacro-lso-x-cross-back-brace-for-thoracic-lumbar-sacral-orthosis-3/
  and the product categories /product-category/ailment/{plantar-fasciitis, posture,
  pre-post-surgical, preventative, runners-knee, soreness}/. The build has no 404.html;
  GitHub Pages answers its own 404 -> not-found (judgement call, as redhatgov-workshops'
  unbuilt labs: the published tree is the site).
* page-sitemap (38): the root /oldat/ (front-page template templates/homepage.php) -> home.
  The four children of /faq/ (/faq/shipping/, /faq/returns/, /faq/payment/, /faq/privacy/,
  page-template-default + page-child, the last also privacy-policy) -> faq-child-page
  (judgement call, as curtismethod's child pages; /faq/ itself, the parent, stays one-off).
  /my-account-2/ is a duplicate of /my-account/ (both page-template-default
  woocommerce-account, the same login/register forms) -> labelled /my-account/ (judgement
  call, rule 7). Every other page is a one-off by its path, as pages are in the other
  WordPress sites of the corpus: /cart/ (default template) and /cart-2/, /checkout-2/
  (full-width template) stay apart; /shop-2/ (an empty default page, not the archive),
  /wishlist/ (an unrendered YITH shortcode), /search/, /publish/, /thanks/, /about/,
  /contact/, /faq/, /sample-page/, /https-atsurgical-com/, /green-initiatives/,
  /shop-by-category/, /wholesale-durable-medical-equipment/,
  /types-of-hernias-and-hernia-treatment/, /benefits-of-athletic-compression/ and ten spam
  pages (/8730-2/, /8846-2/, casino and essay pages) share page-template-default but stay
  one-off.
* Sub-path: every URL is below https://atsmanufacturing.github.io/oldat/. The helper's
  prefix stripping (LANG below, meant for language prefixes) removes /oldat/ from one-off
  labels, so /oldat/about/ is labelled /about/ and the root /oldat/ is home; nothing else
  uses it (no language trees).
* Not saved: main-sitemap.xsl (Yoast stylesheet). No robots.txt in the build.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))
from label_lib import label_site

LANG = ('oldat',)  # the GitHub Pages sub-path, stripped from one-off labels
R = r'^/oldat'
RULES = [
    (R + r'/\?attachment_id=\d+$', 'home', r'^attachment-sitemap\.xml$'),
    (R + r'/\?taxonomy=product_shipping_class&term=[^&/]+$', 'home'),
    (R + r'/checkout/$', 'redirect-stub'),
    (R + r'/(?:product/at-surgical-lumbo-sacro-lso-x-cross-back-brace-for-thoracic-lumbar-sacral-orthosis-3'
         r'|product-category/ailment/(?:plantar-fasciitis|posture|pre-post-surgical|preventative'
         r'|runners-knee|soreness))/$', 'not-found'),
    (R + r'/product/[^/]+/$', 'product-detail', r'^product-sitemap\.xml$'),
    (R + r'/product-category/(?:[^/]+/)+$', 'product-category-listing', r'^product_cat-sitemap\.xml$'),
    (R + r'/product-tag/[^/]+/$', 'product-tag-listing', r'^product_tag-sitemap\.xml$'),
    (R + r'/category/[^/]+/$', 'category-listing', r'^category-sitemap\.xml$'),
    (R + r'/tag/[^/]+/$', 'tag-listing', r'^post_tag-sitemap\.xml$'),
    (R + r'/author/[^/]+/$', 'author-listing', r'^author-sitemap\.xml$'),
    (R + r'/.+/[^/]+/$', 'attachment-page', r'^attachment-sitemap\.xml$'),
    (R + r'/[^/]+/$', 'blog-post', r'^post-sitemap\.xml$'),
    (R + r'/faq/[^/]+/$', 'faq-child-page', r'^page-sitemap\.xml$'),
    (R + r'/my-account-2/$', '/my-account/'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
