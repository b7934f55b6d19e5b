#!/usr/bin/env python3
"""Ground-truth page-type labels for eucowork (eucowork.ai, EU Cowork AI).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path
(language prefix removed); the site root is "home". See ../../LABELING.md.

EU Cowork AI (eucowork.ai) is the website of a small Swiss software vendor selling a
self-hostable "sovereign" AI workplace platform (LibreChat based, MCP connectors, Outlook
add-in) to European SMEs: a marketing site in five languages (German at the root, /en, /fr,
/it, /es) plus an Astro Starlight documentation under /docs in the same five languages.
Repository Herr-Informatik-org/eu-cowork-homepage, branch main, commit c4fcccf (2026-08-19,
tip of main); the repository is the deployed web root (Vercel static upload, vercel.json with
"trailingSlash": false and rewrites):
* Marketing pages come from two sources, both post-processed by scripts/build-i18n.mjs (which
  also writes sitemap.xml: 131 <url>, all with lastmod, changefreq, priority and hreflang
  xhtml:link alternates):
  - eight "dc" pages (Landing, Preise, Waitlist, Impressum, Datenschutz, AGB, AVV,
    Subprozessoren .dc.html): each a hand-made page whose body is an <x-dc> client-side
    template rendered by support.js (the generated "dc-runtime", React based), with {{ t.* }}
    placeholders filled from per-language texts, plus a prerendered <noscript> copy. German
    is served from the *.dc.html file itself through vercel.json rewrites (/ ->
    Landing.dc.html, /preise -> Preise.dc.html, /warteliste -> Waitlist.dc.html, /impressum,
    /datenschutz, /agb, /avv, /subprozessoren); the translations are written to
    <lang>/<page>/index.html.
  - static pages (faq, vergleich, governance, integrationen, vision, sicherheit, self-hosting,
    blog and ten blog articles): plain HTML in <page>/index.html with [data-i18n] markup,
    translated into <lang>/<page>/index.html by the same script.
* /docs is built by Astro Starlight from docs-src/ (astro.config.mjs: base /docs, outDir
  ../docs, trailingSlash never, build.format directory, @astrojs/sitemap with i18n): docs/
  holds docs/sitemap-index.xml -> docs/sitemap-0.xml (170 <url>, hreflang alternates, no
  lastmod, no priority). German docs are the root locale (/docs/...), the others /docs/en/...
robots.txt names both sitemaps. 301 <url> entries, 300 distinct URLs (https://eucowork.ai/docs
is in both files). Every <loc> has no trailing slash.

Evidence: the built HTML of every listed URL at the commit (for the eight German dc URLs the
*.dc.html file the rewrite serves), outlined as <main> class/style and its children; the
Starlight templates (data-has-sidebar / data-has-hero on <html>, template: splash in the
front matter of docs-src/src/content/docs/[<lang>/]index.mdx); scripts/build-i18n.mjs's PAGES
table (kind dc/static). Every page of a multi-page label has the same outline:
* doc-page (165 = 33 pages x 5 languages): Starlight doc layout (data-has-sidebar,
  data-has-toc; main > div.content-panel x2: title, markdown body, pagination):
  /docs/<section>/<page> and /docs/<lang>/<section>/<page> in administration, betrieb,
  erste-schritte, funktionen, konnektoren, referenz.
* blog-post (50 = 10 x 5): main.euc-main.blog-article (div.blog-hero, nav.blog-rail,
  div.euc-wrap with kurz-gesagt summary, toc, sections, cta-box, "weiter" links, geprueft
  date): /[<lang>/]blog/<slug>.
* info-page (35 = 7 x 5): /faq, /vergleich, /governance, /integrationen, /vision,
  /sicherheit, /self-hosting and their translations. main.euc-main > div.euc-wrap with
  nav.euc-breadcrumb, section.euc-wrap.euc-hero (eyebrow, h1, lead), div.euc-wrap with
  div.kurz-gesagt, nav.toc, section.euc-section*, section.cta-box, nav.euc-weiter,
  p.geprueft; vergleich adds a div.euc-wrap-wide for its comparison tables.
* legal-document (15 = 3 x 5): /agb, /avv, /datenschutz and translations: dc pages whose
  <main> (inline max-width 780/820px column) is h1, intro, a status/badge line, one
  <sc-for> over numbered sections (span number + h2 + p) and a disclaimer; AGB and AVV are
  character for character the same markup (their own comment says so), Datenschutz differs
  only in a check-mark badge instead of the status dot and no back link.
* home: / and /en, /fr, /it, /es (Landing.dc.html: hero with globe, eight sections).
* One-offs (each in five languages, language prefix dropped): /preise (main.euc-main.pr-main:
  pricing hero, currency switch, plan frame, FAQ), /warteliste (main.wl-main: waitlist form
  tile), /impressum (dc, label/value blocks), /subprozessoren (dc, four-column table of
  sub-processors), /blog (main.euc-main.blog-index: hero and cards per industry), /docs
  (Starlight splash template: data-has-hero, no sidebar; /docs, /docs/en, /docs/fr, /docs/it,
  /docs/es).
Judgement calls:
* info-page: the seven pages are written by hand, not from one layout file, but they are the
  same fixed composition (breadcrumb, hero, "kurz gesagt", toc, sections, FAQ block, CTA box,
  "weiter", review date) with different prose, tables and chips inside the sections -> one
  label, not seven one-offs (the corpus groups pages that repeat one composition, as in
  airesnuevosnqn's section fronts and fanleitechnology's landing pages). The blog articles
  use most of the same parts but under blog-hero + blog-rail in main.blog-article -> their own
  label.
* legal-document: AGB, AVV and Datenschutz repeat one dc composition -> one label.
  Impressum (label/value list) and Subprozessoren (table) have bodies of their own -> one-offs.
* The eight German dc URLs have no <page>/index.html: Vercel rewrites them to the *.dc.html
  files, which are the built pages (the same markup as the translated copies). They are
  labelled like their translations; collect_pages.py, which looks for <path>/index.html, does
  not store them.
* /docs (splash) and the root / are different sites' front pages: home is the marketing
  landing only; /docs in any language is the one-off /docs.
* Not listed and not labelled: 404.html, docs/404.html, the SiteHeader/SiteFooter .dc.html
  fragments, the legacy Security.dc.html and SelfHost.dc.html (redirected in vercel.json).
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))  # corpus layout: sites/<name>/ -> bench/corpus/label_lib.py
from label_lib import label_site

LANG = ('en', 'fr', 'it', 'es')
L = r'(?:/(?:en|fr|it|es))?'
RULES = [
    (r'^/docs' + L + r'$', '/docs'),
    (r'^/docs' + L + r'/(?:administration|betrieb|erste-schritte|funktionen|konnektoren|referenz)/[^/]+$',
     'doc-page'),
    (r'^' + L + r'/blog/[^/]+$', 'blog-post'),
    (r'^' + L + r'/(?:faq|vergleich|governance|integrationen|vision|sicherheit|self-hosting)$', 'info-page'),
    (r'^' + L + r'/(?:agb|avv|datenschutz)$', 'legal-document'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
