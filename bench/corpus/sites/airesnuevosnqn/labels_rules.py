#!/usr/bin/env python3
"""Ground-truth page-type labels for airesnuevosnqn (AIRESNUEVOSNQN, a Neuquén local online newspaper).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path
(language prefix removed); the site root is "home". See ../../LABELING.md.

AIRESNUEVOSNQN ("La nueva voz de la noticia") is a Spanish-language local news site of Neuquén
province, Argentina (provincial, regional, national and international politics, society,
culture, sport; Cutral Co, Zapala, the Alto Neuquén). It is a Jekyll site whose articles are
written through Decap CMS (admin/config.yml: one "posts" collection, every entry `layout: post`,
fields antetítulo, título, autor, fecha, categorías, tags, imagen, copete ...). The repository
Yamiljara/airesnuevosneuquen holds the sources (_config.yml with url https://airesnuevosnqn.com,
theme jekyll-theme-minimal overridden by the site's own _layouts/default.html and post.html,
plugins jekyll-feed, jekyll-paginate-v2, jekyll-sitemap; _includes/; 233 _posts/*.md; the eight
section pages Cultura.html ... Sociedad.html; index.html, search.html, suscripcion.html,
google28270b7187ca512d.html, admin/) together with a local build in _site/ made by `jekyll
serve`, hence every <loc> is http://localhost:4000/... . Commit abf42443 (2025-08-10) is the
newest commit whose _site/ holds the sitemap and the pages (_site/ was removed on 2025-08-12).
_site/sitemap.xml is jekyll-sitemap's: the posts, then the pages, then static *.html files;
_site/robots.txt only names it. 255 distinct URLs, every one with a built file in _site/.

Evidence: the layouts and front matter, and the built HTML of every listed URL. Every rendered page
goes through _layouts/default.html (same site header, nav of the eight sections, footer, pop-up
ad, <main class="site-content">); the page type shows in the first container inside main:
* _layouts/post.html -> div.container.main-content-wrapper.single-post-page >
  article.post-article-wrapper (antetítulo, h1, post-author/post-date, featured image with
  caption, copete, post-body, three in-article ad slots, related news of the first category)
  -> article: the 233 dated URLs /<categories>/YYYY/MM/DD/<title>.html. The permalink is
  Jekyll's default `date` style, so the path starts with every category of the post, lower-cased
  and joined by "/": /portada/... (102, the posts flagged for the front page), /pol%C3%ADtica/
  (26), /nacionales/ (22), /provinciales/ (21), /sociedad/ (21), /regionales/ (12), /cultura/
  (11), /internacionales/ (9), /deportes/ (7), /ciencia/ (1), /politica/ (1, the unaccented
  category), eight with several categories (/portada/turismo/neuqu%C3%A9n/invierno/copahue/
  caviahue/2025/07/07/..., /nacionales/econom%C3%ADa/pol%C3%ADtica/agro/2025/07/26/...). Titles are
  kept as written from late July on (capitals, accents, commas, "$", "(2)"), and 18 posts whose
  title ends in a full stop were built as <title>/html.html, so their URL ends in "/html" with no
  extension. All 233 built pages carry the single-post-page wrapper (checked one by one).
* The eight section pages Cultura.html, Deportes.html, Internacionales.html, Nacionales.html,
  Politica.html, Provinciales.html, Regionales.html, Sociedad.html (layout default, permalink
  /<section>/, category_filter) are one Liquid body copied eight times: h2.section-title and a
  news-and-ads-grid of the section's posts (Portada posts left out) with advertising blocks; only
  the ad slots differ (Internacionales and Politica pick ads per grid position) -> section-front:
  /cultura/, /deportes/, /internacionales/, /nacionales/, /politica/, /provinciales/,
  /regionales/, /sociedad/ (built as div.container.main-content-wrapper.category-page).
  jekyll-paginate-v2 built no /page/N/ pages, and there is no front for Ciencia or Portada.
* One-offs: the root (index.html: dated edition banner, featured and secondary front-page
  stories, grids per section with ad slots) -> home; /search/ (search.html: a lunr.js search
  form and result list in the default layout) ; /suscripcion.html (a stand-alone HTML document
  outside the layouts, body.subscription-page, its own header with "[Nombre de tu Diario]"
  placeholders and a subscription offer); /admin/ (admin/index.html: the Decap CMS single-page
  app shell, a bare <body> that only loads the CMS and Netlify Identity scripts).
Judgement calls:
* /_includes/*.html (9 URLs: ad_banner_large/medium/small, footer, header, pagination,
  popup_ad, schema_org, script_header): the build copied the _includes/ folder into _site/ as
  static files (each blob identical to its source), so jekyll-sitemap lists them. They are the
  raw template partials - no <html>/<head>/<body>, unrendered Liquid ({% comment %}, {% if %},
  {{ ... }}) in five of them - not pages of the site -> non-page-asset (like a stylesheet listed
  in a sitemap), not 9 one-offs and not a fragment "template".
* /google28270b7187ca512d.html: Google's site-verification token, a 53-byte text line with no
  markup -> non-page-asset.
* /admin/ is the CMS login shell rather than a reader-facing page, but it is a real HTML page a
  visitor reaches -> kept as a one-off by its path.
* Posts in several categories, front-page (/portada/) posts and section posts, posts with or
  without image caption, antetítulo or copete, and the "/html" and "(2)" oddities all render
  through post.html -> one article label, whatever the first path segment.
* The eight section fronts differ only in which advertisement fills which grid slot -> one
  section-front label, not eight one-offs.
* /search/ and the root share the default layout and nothing else of their body -> both one-offs.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))
from label_lib import label_site

LANG = ()
RULES = [
    (r'^/$', 'home'),
    (r'^/.+/\d{4}/\d{2}/\d{2}/[^/]+(?:/html)?$', 'article'),
    (r'^/(?:cultura|deportes|internacionales|nacionales|politica|provinciales|regionales|sociedad)/$',
     'section-front'),
    (r'^/_includes/[^/]+\.html$', 'non-page-asset'),
    (r'^/google[0-9a-f]+\.html$', 'non-page-asset'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
