#!/usr/bin/env python3
"""Ground-truth page-type labels for khaoyaiart (khaoyaiart.org: Bangkok Kunsthalle / Khao Yai Art Forest).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path; the site root
is "home". See ../../LABELING.md.

The site: khaoyaiart.org is the shared website of two sister contemporary-art institutions in
Thailand, Bangkok Kunsthalle (sub-site /bk/, code name "bkkk") and Khao Yai Art Forest
(sub-site /kyaf/), behind a landing page at the root that lets the visitor enter either one.
Exhibitions, public activities, a moving-image programme (Bangkok only), artist residencies,
artist pages, a blog, press, shop, support, visit and contact pages. Content is edited in a
headless WordPress (content.khaoyaiart.org; custom post types exhibitions, activities,
moving-images, residency-artists, posts; wp-plugin/ holds the site's deploy-trigger and menu
plugins) and the front end is a Next.js 16 App Router project exported statically
(next.config.ts: output "export", trailingSlash true). A GitHub Actions workflow
(.github/workflows/deploy.yml) rebuilds on every push or WordPress update and commits the
export to out/ on master ("SSG rebuild ..." commits by github-actions[bot]); Hostinger serves
out/. Repository HeartBrains/khaoyaiart-next, commit f72a9b38d9 (2026-04-02, master HEAD of the
snapshot, "SSG rebuild 2026-04-02T08:28:02Z").

Sitemaps (all saved from out/, the web root):
* sitemap.xml: next-sitemap's index (postbuild "next-sitemap"), naming sitemap-0.xml.
* sitemap-0.xml: next-sitemap's urlset, 92 URLs, every one written "Https://khaoyaiart.org/..."
  (capital H: the SITE_URL build secret; next-sitemap.config.js falls back to
  https://khaoyaiart.org) with trailing slashes (trailingSlash: true). It lists every exported
  route, including the three App Router sitemap routes as if pages (/sitemap.xml/,
  /bk/sitemap.xml/, /kyaf/sitemap.xml/).
* bk/sitemap.xml and kyaf/sitemap.xml: the App Router sitemaps app/bk/sitemap.ts and
  app/kyaf/sitemap.ts (17 and 16 URLs): each sub-site's static routes written
  "https://khaoyaiart.org/bk/exhibitions" without a trailing slash (their WordPress detail
  loops added nothing in this build). Every one is a twin of a slashed URL of sitemap-0.xml.
* robots.txt: Allow all; its Sitemap lines name the deployment hosts khaoyai.bkkkapp.com and
  bkkk.bkkkapp.com, not khaoyaiart.org.
125 distinct URLs (92 + 17 + 16: the "Https" and slashless spellings are distinct keys).

Evidence: the App Router tree (app/**/page.tsx, app/bk/layout.tsx, app/kyaf/layout.tsx), the
page components they render (components/bkkk/..., components/kyaf/..., components/landing/...),
and the built HTML of every listed URL in out/ at the commit (outline of <main> and of the
header/footer, read before any clustering). Findings:
* Two shells. app/bk/layout.tsx wraps every /bk/ page in BkkkShell (components/bkkk: Bangkok
  Kunsthalle header and logo, menu overlay, footer), app/kyaf/layout.tsx every /kyaf/ page in
  KyafShell (components/kyaf: its own header with a gradient bar and logo box, menu overlay and
  a larger footer); the built header and footer markup differ between the two. Each sub-site
  also has its own copy of every page component (components/bkkk/components/pages/*.tsx vs
  components/kyaf/components/pages/*.tsx), some nearly identical, some rewritten
  (ExhibitionDetailPage 138 vs 228 lines, ExhibitionsPage 266 vs 153, BlogDetailPage,
  ArchivesPage). Judgement call: the two sub-sites are two sites of two institutions under one
  host, each with its own chrome and component set, so every template is labelled per sub-site
  (bk-... / kyaf-...) and every one-off keeps its /bk/ or /kyaf/ prefix; they are not treated as
  language trees (both are English with a client-side Thai toggle, no language prefix).
* Detail pages. app/{bk,kyaf}/<type>/[slug]/page.tsx (generateStaticParams from the WordPress
  custom post type, fallback slug lists in the source) render <Type>DetailClientPage ->
  <Type>DetailPage, which fetches the record from WordPress in the browser (useWPData hooks)
  and shows "Loading..." until then, or "<Type> not found." on failure. So every exported
  detail page is the same thin shell (<main> holds div "min-h-screen flex items-center
  justify-center" with "Loading...") inside its sub-site chrome; the template is the
  component, named by the route folder. Labels:
  - /bk/exhibitions/<slug>/ (17) -> bk-exhibition-detail; /kyaf/exhibitions/<slug>/ (8) ->
    kyaf-exhibition-detail.
  - /bk/activities/<slug>/ (5, one WordPress slug is the number 387) -> bk-activity-detail;
    /kyaf/activities/<slug>/ (4) -> kyaf-activity-detail.
  - /bk/artists/<slug>/ (12 residency artists) -> bk-artist-detail; /kyaf/artists/placeholder/
    -> kyaf-artist-detail. Judgement call: "placeholder" is the fallback slug
    generateStaticParams returns when WordPress has no Khao Yai residency artists; the page
    is the kyaf artist template (it would show its "Artist not found." state), built as an
    ordinary detail page, not as the 404 page, so it keeps the template label.
  - /bk/moving-image/<slug>/ (7) -> bk-moving-image-detail (Bangkok only).
  - /bk/blog/hello-world/ and /kyaf/blog/hello-world/ (WordPress's default first post) ->
    bk-blog-post and kyaf-blog-post (the blog-detail templates, one listed post each).
* Status listings. ExhibitionsPage, ActivitiesPage and ResidencyPage of Bangkok are one
  copied layout: ParallaxHero (h-[80vh]), a sticky aside nav of Upcoming / Current / Past
  buttons and three sections of cards (only the card component differs; the cards load
  client-side, so the export shows the empty-state lines); their built <main> outlines are
  identical -> bk-status-listing for /bk/exhibitions/, /bk/activities/, /bk/residency/ (and the
  slashless twins). The same layout in Khao Yai: /kyaf/activities/ and /kyaf/residency/
  (residency has a fourth section) and /kyaf/exhibitions/ (a rewritten copy with the same
  element tree, 6vw padding and no right alignment: judgement call, same layout) ->
  kyaf-status-listing. /bk/moving-image/ (MovingImagePage: its own hero with a dark overlay
  and a different nav block) stays a one-off.
* Empty pages. app/{bk,kyaf}/about/history, about/vision and news render
  <ClientPage component="HistoryPage" | "VisionPage" | "NewsPage">, but neither pages index
  exports those components, so ClientPage returns null and the built page is the sub-site
  chrome around an empty <main> (checked in all six). Judgement call: the six render one and
  the same thing per shell -> bk-empty-page (/bk/about/history/, /bk/about/vision/,
  /bk/news/) and kyaf-empty-page (the /kyaf/ three), with their slashless twins; not
  not-found (they are built pages answered with 200, chrome included) and not one-offs by
  path (nothing distinguishes them).
* One-offs, each its own page component: the root (app/page.tsx -> LandingPage of
  components/landing, the split entry to both institutions, no <main>) -> home; /bk/ and
  /kyaf/ (each sub-site's HomePage, different components) keep their paths; /bk/ and /kyaf/
  about, team, visit, contact, press, blog (the blog list), archives, support, shop; and
  /bk/moving-image/. The bk and kyaf pages of one name are different components in different
  chrome, so they stay two one-offs.
* Equivalent URLs: the slashless URLs of bk/sitemap.xml and kyaf/sitemap.xml
  (https://khaoyaiart.org/bk/team) are served by the same exported file as the slashed
  sitemap-0.xml URL (Https://khaoyaiart.org/bk/team/), so they take its label (LABELING rule
  7). The last rule gives any unmatched /bk or /kyaf path its slashed form as one-off label.
* Not pages: /sitemap.xml/, /bk/sitemap.xml/, /kyaf/sitemap.xml/ in sitemap-0.xml are the
  App Router sitemap routes (metadata routes that emit XML: the index and the two sub-site
  urlsets) that next-sitemap listed among the pages, slashed by trailingSlash; no HTML page
  is behind them (the export has no sitemap.xml/index.html; the host would answer the slashed
  form with its 404 page) -> non-page-asset (judgement call: they name sitemap files, like an
  image file listed as <loc>).
* Not listed: /404/, /_not-found/ and 404.html (app/not-found.tsx, a client "smart 404" that
  renders a detail shell for unknown /<site>/<type>/<slug> URLs) are excluded by
  next-sitemap.config.js and not labelled.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))  # corpus layout (sites/<name>/ -> corpus/label_lib.py)
from label_lib import label_site

LANG = ()
RULES = [
    (r'^/(?:bk/|kyaf/)?sitemap\.xml/$', 'non-page-asset'),
    (r'^/bk/exhibitions/[^/]+/$', 'bk-exhibition-detail'),
    (r'^/kyaf/exhibitions/[^/]+/$', 'kyaf-exhibition-detail'),
    (r'^/bk/activities/[^/]+/$', 'bk-activity-detail'),
    (r'^/kyaf/activities/[^/]+/$', 'kyaf-activity-detail'),
    (r'^/bk/artists/[^/]+/$', 'bk-artist-detail'),
    (r'^/kyaf/artists/[^/]+/$', 'kyaf-artist-detail'),
    (r'^/bk/moving-image/[^/]+/$', 'bk-moving-image-detail'),
    (r'^/bk/blog/[^/]+/$', 'bk-blog-post'),
    (r'^/kyaf/blog/[^/]+/$', 'kyaf-blog-post'),
    (r'^/bk/(?:exhibitions|activities|residency)/?$', 'bk-status-listing'),
    (r'^/kyaf/(?:exhibitions|activities|residency)/?$', 'kyaf-status-listing'),
    (r'^/bk/(?:about/history|about/vision|news)/?$', 'bk-empty-page'),
    (r'^/kyaf/(?:about/history|about/vision|news)/?$', 'kyaf-empty-page'),
    (r'^(/(?:bk|kyaf)(?:/[^/]+)*?)/?$', '{0}/'),  # one-offs, slashless twins under the slashed path
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
