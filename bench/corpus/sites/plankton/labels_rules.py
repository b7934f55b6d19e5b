#!/usr/bin/env python3
"""Ground-truth page-type labels for plankton (plankton.bg, built on a LAN dev server).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path; the site root
is "home". See ../../LABELING.md (corpus: bench/corpus/LABELING.md).

Планктон / Plankton (plankton.bg), a Bulgarian online screening room of Burgas Film Fest:
one short or medium-length film a week, free to watch (Cloudflare Stream embeds), with film
posters, critical texts, curated programmes and a few live events. Hugo 0.128.2 (meta
generator; netlify.toml pins the same version) with the site's own theme themes/Burgas and
Decap CMS (public/admin/). Repository xenotation/burgasfilmfest: Hugo sources (content/,
themes/Burgas/layouts, hugo.toml with baseURL https://plankton.bg/) and a committed public/
built by `hugo server` on a LAN address, so every <loc> is http://192.168.1.7:1313/...
(Netlify rebuilds from source; the committed public/ is the local build). Saved commit
be1b961 (2026-06-20) is the last one that touched public/; the newest main (8c3c7e1,
2026-08-22, token refreshes only) has the same public/ and themes/ trees. public/sitemap.xml
is Hugo's built-in sitemap: one <urlset>, 87 <url>, 87 distinct URLs, every one with a built
index.html (19 paths are Cyrillic, percent-encoded in the <loc>, UTF-8 folder names in git).
No robots.txt in public/. Hugo leaves taxonomy kinds without pages here: only the
film_categories taxonomy is declared (hugo.toml [taxonomies]), so there is no /tags/ or
/categories/ in the build.

Evidence: the layouts of themes/Burgas at the commit and the committed HTML of every listed
URL, read before any clustering. The <body> has no class anywhere (baseof.html), so the
grouping rests on the Hugo template lookup (section layouts) checked against an outline of
<main> (four levels, repeated siblings folded) of each built page:
* /films/<slug>/ (34; content/films) -> film-detail: films/single.html, article.film-single >
  div.film-inner > div.film-top (film-poster + film-meta-single with credits grid and the
  "гледай" watch button) and an optional div.film-body with the Markdown text. The outlines
  differ only in which headings/blockquotes/footnotes the body has, or no body at all (seven
  films). Judgement call: the two "Почивка" (break) entries (/films/2026-pochivka/,
  /films/pochivka-2/) are placeholder films ("- · - · - мин.", a note that the next film comes
  after a pause) in the same section and layout -> film-detail too.
* /events/<slug>/ (2; content/events) -> event-detail: events/single.html. Judgement call: it
  reuses the film page's skeleton and CSS (article.film-single, film-top, film-poster,
  film-meta-single, film-body) but is its own layout file with event fields (date/time/
  location line, venue, address, participants, entry, an external button instead of the
  stream player): a different content type and template, so its own label, not film-detail.
* /blog/<slug>/ (11; content/blog) -> blog-post: blog/single.html, article.film-single >
  div.film-inner > div.film-body only (h1.film-title-single, author/category/date line,
  the essay; footnotes in some).
* /posters/<slug>/ (29; content/posters) -> poster-page: no posters/single.html exists, so
  Hugo falls back to _default/single.html: a bare h1 + <time> and nothing else (the poster
  image is only a front-matter thumbnail; the /posters/ grid links to the image files, and no
  built page links to these pages). Thin orphans, but built and listed pages of one layout ->
  one label.
* /film_categories/<term>/ (4) -> film-category-listing: taxonomy/film_category.html (term
  pages of the one taxonomy; section.film-archive > article.film-entry with film-image, one
  or two films each).
* One-offs by path: home (index.html landing: full-screen hero with the current film's
  Cloudflare Stream loop), /films/ (films/list.html, all 34 films), /events/ (events/list.html),
  /blog/ (blog/list.html, text-only entries with a mobile style block), /posters/
  (posters/list.html, poster grid with a lightbox), /film_categories/ (the taxonomy index,
  _default/taxonomy.html: text-only term entries with a date label), /about/
  (about/single.html, article.about-wrapper).
  Judgement call: /films/ and /events/ share the archive markup of the term pages
  (section.film-archive > article.film-entry > film-image + film-text; taxonomy/
  film_category.html is a copy of films/list.html), but they are section lists with layouts
  of their own, labelled one-off as other corpus sites label a post-type archive beside its
  taxonomy terms (LABELING rule 5).
* Not listed but built (collect_pages --unlabelled stores them): public/admin/index.html (the
  Decap CMS shell).
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))  # corpus layout: sites/<name>/ -> bench/corpus/label_lib.py
from label_lib import label_site

LANG = ()
RULES = [
    (r'^/films/[^/]+/$', 'film-detail'),
    (r'^/events/[^/]+/$', 'event-detail'),
    (r'^/blog/[^/]+/$', 'blog-post'),
    (r'^/posters/[^/]+/$', 'poster-page'),
    (r'^/film_categories/[^/]+/$', 'film-category-listing'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
