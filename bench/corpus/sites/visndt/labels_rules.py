#!/usr/bin/env python3
"""Ground-truth page-type labels for visndt (visndt.com, 维森·视觉检测仪器 / VisNDT).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path;
the site root is "home". See ../../LABELING.md (corpus: bench/corpus/LABELING.md).

visndt.com is the Chinese-language product catalogue and information site of 维森·视觉检测仪器
(VisNDT, Tianjin): industrial video endoscopes, fibre and optical borescopes and pipe-crawler
robots sold through named suppliers (product pages with specifications, gallery, downloads and
a supplier contact pop-up), industry application areas, customer case studies, a news centre
(exhibitions, industry news, technical articles), a custom-requirement form and a business
services page. It is built with Hugo (generator meta "Hugo 0.147.9"; netlify.toml: `hugo
--minify`, publish "public", HUGO_VERSION 0.147.1) on the Ananke theme (git submodule
themes/ananke, not in the snapshot) with the site's own Bootstrap layouts in layouts/
(index, products/, news/, cases/, applications/, customs/, search/, suppliers/single,
_default/baseof and success) and a Decap/Netlify CMS admin. The author committed the local
build in public/ beside the sources; saved commit 14e35a6f (branch main, 2025-07-02 20:59
+0800, "docs: 添加推送状态报告") is the last commit whose public/sitemap.xml carries the real
host with the full 168-URL build (later builds shrink to 145 URLs on 2025-07-10 and then to a
broken one-URL map; some intermediate builds were made with baseURL localhost:1313).
public/sitemap.xml is rendered by the site's own layouts/sitemap.xml (one <urlset> over
.Data.Pages, no private pages, lastmod on 142 of 168 <url>, image:image entries for product
galleries); Hugo escaped the template's XML declaration, so the file starts with
"&lt;?xml" - it is saved byte for byte as stored. public/robots.txt (Hugo enableRobotsTXT)
is saved too.

Evidence: hugo.toml (taxonomies categories + tags, paginate 12, theme ananke), the layouts
in layouts/ (which section has its own list/single template), content/ (which URLs are
content files and which are taxonomy terms: content/categories/{company-news,exhibition-news,
industry-news,tech-news}.md are ordinary pages of a section that shares its path with the
`categories` taxonomy; content/product_categories, product_types, suppliers,
new-products hold pages no own layout renders), and the built HTML of every listed URL
(outline of <main>: Bootstrap containers of the site layouts vs Ananke's Tachyons classes
article.flex-l / article.cf / div.mw8 / section.flex-ns), read before any clustering. Every
page goes through layouts/_default/baseof.html (top bar, Bootstrap navbar, footer, search
modal); <body> has no class.
* /products/<slug>/ (28, including two test products the author left in) -> product-detail:
  layouts/products/single.html (breadcrumb, image gallery card + specification cards in two
  columns, description/parameters tab card, downloads card, supplier and phone-contact
  modals).
* /news/<slug>/ (26: exhibition news, industry news, technical articles) -> news-article:
  layouts/news/single.html (breadcrumb, article.card with meta line and body, sidebar cards).
* /cases/<slug>/ (8) -> case-study: layouts/cases/single.html (article.case-detail: centred
  display heading, meta, challenge/solution/result rows).
* /applications/<slug>/ (6) -> application-area: layouts/applications/single.html
  (div.application-detail: page header band, industry description, recommended products).
* /news/ and /cases/ -> filter-card-listing: layouts/news/list.html and layouts/cases/list.html
  are copies of one composition (left filter card with category/tag buttons and a "clear
  filters" button, count line + sort select, card grid, "no results" block, JS pagination);
  they differ only in the filter groups and ids.
* Ananke's _default/single.html (article.flex-l: header with h1.f1.athelas, aside, nested copy,
  related list) renders every content page of a section without a layout of its own: the four
  news-category description pages /categories/{company-news,exhibition-news,industry-news,
  tech-news}/, the ten product-category pages /product_categories/<cat>/[<sub>/], the three
  /product_types/<type>/ pages, /new-products/ultrasonic-ndt-2024/ and the two supplier pages
  /suppliers/vis/ and /suppliers/vsndt-supplier/ (their front matter sets `type: 贸易商` /
  `type: 制造商`, which makes Hugo look for layouts of that type and fall back to
  _default/single.html) -> content-page (20).
* Ananke's _default/list.html (article.pa3 with the section text, then section.flex-ns of
  summary cards) renders the section fronts /new-products/, /product_categories/,
  /product_types/, /suppliers/ and /cooperation/ (content/cooperation/_index.md: the business
  services text; its layouts/cooperation/single.html is for single pages, so the section page
  falls back to the theme list) -> section-front (5).
* Taxonomy terms: /categories/<term>/ whose term is one of the Chinese category names (10) ->
  category-listing, /tags/<term>/ (53) -> tag-listing: Ananke's _default/taxonomy.html
  (article.cf header, div.mw8 > section.flex-ns of summaries). Kept apart by taxonomy, as the
  corpus does (chuan-peng-lab, escuchajapones). The path /categories/<x>/ alone does not tell
  a term page from a news-category content page: the four English slugs are content files.
* Taxonomy indexes on Ananke's _default/terms.html (article.cf, div.mw8 > section.ph4 with
  h2.f1 groups): /categories/, /tags/ and /12/ (a stray terms page the build left in the map,
  same shell with no entries) -> taxonomy-index (3).
* One-offs by path: the root (layouts/index.html: category menu + carousel, new products,
  application areas, cases, partners, news) -> home; /products/ (products/list.html: top filter
  card with primary/secondary category buttons, product grid, pagination); /applications/
  (applications/list.html: page header, application cards, technology band); /customs/
  (customs/list.html: the custom-requirement form); /customs/success/ (the success layout:
  check icon, alert, next-step card); /search/ (search/list.html: search form and result
  list); /suppliers/hs-supplier/ (the only page rendered by layouts/suppliers/single.html:
  supplier card with definition lists and gallery; its built page has an empty title).
Judgement calls:
* content-page groups pages of different content kinds (news-category blurbs, product
  categories, product types, two suppliers, one product announcement) because one theme
  template renders them all and the markup differs only in the Markdown body; splitting them
  by section would follow the URL, not the layout.
* /suppliers/hs-supplier/ is kept apart from the two other suppliers: the built pages really
  use different templates (site supplier layout vs theme single).
* /cooperation/ joins the section fronts although it lists no children: it is the theme's
  list shell around the section text.
* /news/ and /cases/ share a label although they are two layout files (copied composition,
  as chasingcode's about tabs); /products/ has a different composition (filters above the
  grid, no sidebar) and stays a one-off.
* Built but not listed (59 files; collect_pages was run without --unlabelled, they would add
  about 154 KB of xz): /404.html, the /admin/ CMS shell and 38 admin tool/test pages,
  Hugo's /<section>/page/1/ aliases of the five theme-list section fronts, and 14 root-level
  test/demo pages (*-test.html, search-fix-*.html, logo-showcase.html, identity-callback.html).
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))  # corpus layout: sites/<name>/ -> bench/corpus/label_lib.py
from label_lib import label_site

LANG = ()
RULES = [
    (r'^/$', 'home'),
    (r'^/(?:categories|tags|12)/$', 'taxonomy-index'),
    (r'^/categories/(?:company-news|exhibition-news|industry-news|tech-news)/$', 'content-page'),
    (r'^/categories/[^/]+/$', 'category-listing'),
    (r'^/tags/[^/]+/$', 'tag-listing'),
    (r'^/product_categories/[^/]+/(?:[^/]+/)?$', 'content-page'),
    (r'^/product_types/[^/]+/$', 'content-page'),
    (r'^/suppliers/(?:vis|vsndt-supplier)/$', 'content-page'),
    (r'^/new-products/[^/]+/$', 'content-page'),
    (r'^/(?:new-products|product_categories|product_types|suppliers|cooperation)/$', 'section-front'),
    (r'^/(?:news|cases)/$', 'filter-card-listing'),
    (r'^/news/[^/]+/$', 'news-article'),
    (r'^/cases/[^/]+/$', 'case-study'),
    (r'^/products/[^/]+/$', 'product-detail'),
    (r'^/applications/[^/]+/$', 'application-area'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
