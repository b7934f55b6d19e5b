#!/usr/bin/env python3
"""Ground-truth page-type labels for turbocosta (turbocosta.co, a Colombian diesel-injection parts shop).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path;
the site root is "home". See ../../LABELING.md (corpus: bench/corpus/LABELING.md).

TURBOCOSTA SAS (Barranquilla, Colombia; Spanish) sells, rebuilds and distributes diesel
injection parts: turbochargers, injectors and injection pumps (new and remanufactured), and
repairs MTU engines. The shop is WordPress 6.8 + WooCommerce 9.9 on the Hello Elementor theme
with Elementor Pro theme-builder templates (header 15041, footer 15056, popup 15195, single
product 9296, product archive 15100) and Yoast SEO 25.4. Its demo content came from an
Elementor template kit of a fashion shop ("Cerato": the privacy page still names
http://localhost/wp/cerato, /contact/ gives a Hanoi address, /contact-2/ a Washington one,
/delivery-return/ and /size-guide/ are clothing-shop texts); those kit pages are still
published and listed next to the shop's own Spanish pages. The rendered site is exported to
static files by the "Fast and Static" service, which pushes every export to
fastandstatic/turbocosta-static ("Fast and Static update" commits since 2023-11, CNAME
turbocosta.co, thousands of empty timestamp files .17xxxxxxxx at the root); the export writes
Simply-Static-style meta-refresh files ("Redirigiendo...") for redirects. Saved commit 65494f87
(2025-11-02) is the tip of master; the Yoast sitemaps in it were last rewritten in a31d2e5
(2025-07-01). Yoast writes root-relative <loc>s (/shop/...), so the host is taken from CNAME.

Sitemaps: sitemap_index.xml (sitemap.xml is the same blob) -> page (30), product (42: the shop
archive /shop/ and 41 products, 69 image:image entries in all), product_cat (3), product_tag
(2); 77 <url> entries, 76 distinct URLs (/shop/ is in page- and product-sitemap), every one
with lastmod, no priority. Every listed URL has a built index.html at its own path.

Evidence: the built HTML of every listed URL at the commit, read before any clustering: the
body classes (WordPress template, post type, Elementor document ids), the Elementor documents
each page renders (data-elementor-type / data-elementor-id) and the widget sequence of the
main document (data-widget_type), and for pages on the theme's default page template the
<main id="content"> markup (div.page-header h1.entry-title + div.page-content). Header, footer
and popup are the same on every page, so they decide nothing.
* /shop/<category>/<slug>/ (41) -> product-detail: body single-product, Elementor Pro single
  product template 9296 on every one (warranty banner, breadcrumb, gallery, title, short
  description, price, SKU/meta, additional information, add-to-cart, delivery box, sticky
  buy block, five image-box reasons, related products). The permalink base carries the
  product's category; /shop/ itself is not a product.
* /shop/ (the WooCommerce shop page, post-type archive), /product-category/<term>/ (3:
  bombas-inyeccion, inyectores, turbos) and /product-tag/<term>/ (2: remanufacturado,
  remanufacturados) -> product-listing: all six render the one Elementor Pro product-archive
  template 15100 (body elementor-page-15100; the same widget sequence: a woocommerce-products
  grid with pagination between header and footer). One layout, one label (LABELING rules 4
  and 5); splitting categories from tags would separate identical markup.
* /privacy-policy/, /terms-conditions/, /delivery-return/, /blog/, /shop-2/, /wishlist/ ->
  text-page: Hello Elementor's default page.php with WordPress block/classic content:
  main#content > div.page-header > h1.entry-title, div.page-content with headings, lists and
  paragraphs (/blog/ holds the theme-unit placeholder text, /shop-2/ one line, /wishlist/ an
  empty page-content: the wishlist plugin is gone but its page stays).
* /my-account/ and /my-account-2/ -> account-page: the same default page shell holding the
  WooCommerce [my_account] login/register form (body woocommerce-account); two pages, one
  markup (the second came with the kit).
* /nuevo/ and /editorial/ -> heading-stub-page: Elementor "full width" pages (body
  page-template-elementor_header_footer, no page header) whose Elementor document is one
  section with one heading widget ("Nuevo", "Editorial"): identical markup apart from the
  word.
* /checkout/ -> redirect-stub: the export's meta-refresh + script file sending to /cart/ (the
  live checkout redirects an empty cart).
* One-offs by path: the root (Elementor page 3613: hero, brand and category image rows, two
  media carousels) -> home; the shop's own Elementor full-width pages /conocenos/ (about),
  /servicios/, /repuestos-motores-mtu/, /contacto/ (Elementor Pro form), /ofertas/ (heading +
  products widget of the items on sale), /preguntas-frecuentes/ (accordion),
  /terminos-de-uso/, /quiero-vender/, /autenticidad-curation/ (tabs + image boxes + two saved
  sections); the kit pages on the default page shell with an Elementor body: /contact/ (map,
  address and the shortcode [contact-form-7 ...] printed as text: the plugin is gone),
  /contact-2/ (ten headings, the same dead shortcode, map), /faqs/ (three accordions),
  /size-guide/ (one image), /blog-grid/ (page header + one heading), /check-widget/ (page
  header + an empty section); /cart/ (WooCommerce cart in an Elementor page: the empty-cart
  notice); /nuevos-productos-proximamente/ (default template with the title hidden and a
  full-bleed image).
Judgement calls:
* Pages on the default page.php are split by what page-content holds: block/classic content
  (text-page), the WooCommerce account form (account-page), or an Elementor document (each its
  own composition, one-offs). /blog-grid/ and /check-widget/ stay one-offs although they are
  nearly empty: their Elementor sections sit under a page header, unlike the two heading
  stubs, and they do not repeat each other.
* /ofertas/ lists products like the archives but is an Elementor page with its own heading and
  products widget, not template 15100: a one-off.
* /shop/ is labelled product-listing like the term archives (same template 15100), not as a
  one-off section front.
* Built but not listed (collect_pages --unlabelled stores them): old product permalinks
  /product/<slug>/ and /shop/<slug>/ from earlier exports, blog category and author archives,
  paginated archives, comment-feed folders, wp-json index files saved as HTML, two Google
  verification files.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))  # corpus layout: sites/<name>/ -> bench/corpus/label_lib.py
from label_lib import label_site

LANG = ()
RULES = [
    (r'^/?$', 'home'),
    (r'^/checkout/$', 'redirect-stub'),
    (r'^/shop/[^/]+/[^/]+/$', 'product-detail'),
    (r'^/(?:shop|product-category/[^/]+|product-tag/[^/]+)/$', 'product-listing'),
    (r'^/(?:privacy-policy|terms-conditions|delivery-return|blog|shop-2|wishlist)/$', 'text-page'),
    (r'^/my-account(?:-2)?/$', 'account-page'),
    (r'^/(?:nuevo|editorial)/$', 'heading-stub-page'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
