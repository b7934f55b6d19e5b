#!/usr/bin/env python3
"""Ground-truth page-type labels for usagov-2021 (www.usa.gov, the 2021 static USA.gov / USAGov en Español).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path;
the site root is "home". See ../../LABELING.md (corpus: bench/corpus/LABELING.md).

USA.gov is the US federal government's official web portal (GSA), in English at the root and
in Spanish under /espanol/ (USAGov en Español). In 2021 it was edited in a Drupal 7 CMS and
published as static HTML (the pages still carry a comment injected "from
/var/www/html/sites/all/modules/custom/media_link_alter/media_link_alter.module", Drupal's
default robots.txt, and a GTM dataLayer naming the CMS content type of every page:
"pageType": "faq", "generic-content-page", "federal-directory-record", ...). The repository
usagov/usagov-archive-2023 holds that static site as one import commit, 961d5907 ("Updated
Repo", 2023-05-15, a GSA staff account): index.html files per page folder, the assets, the
RSS feeds, robots.txt and the two sitemaps the CMS wrote (xmlsitemap-style, one urlset each,
every <url> with lastmod 2021-08-17, changefreq daily and a priority; sitemap.xml lists the 920
English URLs, espanol/sitemap.xml the 470 Spanish ones, both without trailing slash except
/espanol/, /explore/, /espanol/explorar/ and /website-analytics/). Later commits (to 7d2007e1,
2023-06-02) rewrite links to relative ones and edit footers and "On this page" boxes of every
page for an archive copy; the saved commit is the import itself, with the pages as published.
1,300 of the 1,390 URLs have their page in the commit; 77 agency records and 13 other pages are
not in the archive (see the last judgement call).

Evidence: the dataLayer pageType of every built page, and an outline of each page's <main>
(the element tree with classes and ids, four to seven levels deep), compared across all pages
of each content type, then read page by page for the groups that did not agree; read before
any clustering. Every page shares the header (gov banner, beta banner, mega-menu, search) and
the footer; inside <main> the shells are:
* content-page (271 built, + 3 under a lower-case folder and 8 not in the archive): CMS types
  "faq" (139) and "generic-content-page" (133 less /state-social-services, see below): main >
  div.container > nav.leftnav (the section tree) + div.col-md-9.rightnav holding the h1 (in an
  article header, or h1#page-title with a beta alert), a "What's on this page" box (div.wotp)
  when the text has several parts, article(s) of prose with h2/h3 sections, accordions,
  embedded videos, then the share links (#sm-share), the "Do you have a question?" contact box
  (#cntctbx) and the page survey. The two content types differ only by the pageType string: the
  markup of <main> carries no class or id that one has and the other lacks, so they are one
  label (LABELING: same layout, same label). /business-search is such a page with a search form
  in its body.
* agency-record (581 built + 77 unbuilt): "federal-directory-record", /federal-agencies/<slug>
  and /espanol/agencias-federales/<slug>: leftnav + div.col-md-9.rightnav.clearfix > article of
  directory fields (h3.org, street address, phone, website, parent agency), share, survey.
* state-government-page (118), state-consumer-page (109), state-business-page (56): the three
  state directory content types, /state-government/<state> and /espanol/gobiernos-estatales/
  <state>, /state-consumer/<state> and /espanol/organizaciones-consumidor/<state>,
  /state-business/<state>. The same leftnav + rightnav shell, but different bodies: the
  government record is an outline of contact sections (section.otln/otlnrw with locality,
  region, postal code, tel, "state agencies" and "state government" h2), the consumer record
  a list of consumer-protection offices under section.otlnhdr headings, the business record
  fixed h2 sections opening / financing / state opportunities with link lists. Three content
  types with three bodies: three labels.
* navigation-page (41): "generic-navigation-page" pages inside a section: leftnav + article
  with h1 and section.infobytpc > ul.dwnlvl, the list of child pages with their teasers.
* topic-hub (31, + 1 under a lower-case folder): "generic-navigation-page" pages at the top of
  the topic tree (/health, /housing, /espanol/salud ...): no leftnav; full-width article with
  the h1, the topic-nav strip (topic photo, tagline, "How do I..." box), the infobytpc child
  list and the "explore topics" block. Same content type as navigation-page, another layout:
  two labels.
* about-navigation (2): /about and /espanol/acerca-de-usagov-en-espanol, "generic-navigation-
  page" rendered full width without the topic-nav strip and without the explore block: the
  infobytpc list alone in a container. Neither shell above; the two are one page in two
  languages.
* state-list (16): "50-state-page" (/state-governor, /states-and-territories,
  /local-governments ... 15): leftnav + header (h1, intro) + ul#statelist.one_column_bullet of
  50+ state links. /state-social-services is a "generic-content-page" whose article holds
  exactly that composition (h1, one-paragraph intro, ul#statelist): labelled state-list with
  them.
* a-z-index (3): "a-z-page": /forms, /federal-agencies, /espanol/agencias-federales: letter
  bar (div.az-box), the letter's list (ul.az-list), previous/next letter links, and on the two
  agency indexes a directory search form.
* feature-article (63 built + 1 unbuilt): "feature", /features/<slug> and /espanol/novedades/
  <slug>: the blog posts ("features") of USAGov: leftnav + article + div#featurelist (more
  features) + share, survey.
* features-index (2): "features", /features and /espanol/novedades: ul#features-landing of
  feature teasers + item list.
* home: / and /espanol/ (pageType "home": how-do-i bar, hero, all-topics list).
* explore-app (2): /explore/ and /espanol/explorar/: "Explore USAGov", a separate single-page
  promotion (its own minified markup, hero video, no CMS header/footer), one page in two
  languages.
* /website-analytics/: the analytics.usa.gov-style dashboard page, its own app: one-off.
* redirect-stub (2): /federal-agencies/office-of-economic-adjustment and /espanol/agencias-
  federales/division-de-salario-y-hora are 750-byte pages with a meta refresh and a
  window.location.replace to the agency's new record.
Judgement calls:
* faq and generic-content-page merged (above). The "What's on this page" box, accordions,
  videos and tooltips come and go with the text of a page of either type: not a layout.
* /state-social-services labelled state-list by its composition, against its content type.
* The Spanish tree is a translation of the English one, page by page, with the same shells:
  the same labels (LABELING rule 3); one-off labels drop the /espanol prefix.
* Not in the archive under the listed path: 77 agency records (65 /federal-agencies/, 12
  /espanol/agencias-federales/), one /espanol/novedades/ feature and 12 flat pages. Four of
  the 12 are in the commit under a lower-case folder (the sitemap spells them /study-in-US,
  /espanol/resolver-disputas-IRS, /espanol/estafas-impuestos-IRS,
  /espanol/negocios-y-organizaciones-ONG; the files are study-in-us/ ... -ong/): their pages
  are read as the evidence (generic-content-page, generic-content-page and faq ->
  content-page; the last a generic-navigation-page on the topic-hub shell -> topic-hub); a
  case-sensitive lookup (collect_pages) does not find them. No commit holds the others. The
  agency records and the feature are labelled by their URL pattern, whose every built page has
  that label (but the two redirect stubs). The remaining 8 flat pages (/earth-and-environment,
  /disaster-help-workers-businesses, /disaster-help-food-housing-bills,
  /disaster-financial-help, /espanol/personas-con-discapacidades,
  /espanol/ayuda-financiera-desastres-trabajadores-negocios,
  /espanol/asistencia-financiera-desastres, /espanol/ayuda-financiera-desastres) are labelled
  content-page: flat slugs are content pages for 264 of the 358 built flat pages, they are not
  topic hubs (all 32 hubs are linked from the two home pages, these 8 from no built page), and
  their slugs read like FAQ answers; some may have been navigation pages.
* Built but not listed (collect_pages --unlabelled stores them): the A-Z letter pages
  (/forms/b ... , /federal-agencies/b ..., /espanol/agencias-federales/b ...), /site-index,
  features pagination, older agency records, redirect stubs and the CMS's .shtml leftovers.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))  # corpus layout: sites/<name>/ -> bench/corpus/label_lib.py
from label_lib import label_site

LANG = ('espanol',)

TOPIC_HUBS = [
    'about-the-us', 'benefits-grants-loans', 'business', 'consumer', 'coronavirus',
    'disability-services', 'disasters-and-emergencies', 'education', 'health', 'housing',
    'jobs-and-unemployment', 'laws', 'military-and-veterans', 'money', 'travel-and-immigration',
    'voting',
    'espanol/acerca-de-estados-unidos', 'espanol/ayuda-financiera-becas-beneficios',
    'espanol/ciudadania-inmigracion-viajes', 'espanol/coronavirus',
    'espanol/desastres-y-emergencias', 'espanol/dinero', 'espanol/directorios',
    'espanol/educacion', 'espanol/elecciones', 'espanol/leyes-y-asuntos-legales',
    'espanol/militares-y-veteranos', 'espanol/negocios-y-organizaciones-ONG',
    'espanol/proteccion-consumidor', 'espanol/salud',
    'espanol/trabajo-y-desempleo', 'espanol/vivienda',
]
NAVIGATION_PAGES = [
    'avisos-y-politicas-de-este-sitio', 'buy-from-government', 'cars', 'complaints',
    'complaints-by-product', 'credit-and-debt', 'crime-prison', 'family', 'federal-employees',
    'filing-taxes-topics', 'government-contracting-for-beginners', 'government-website-data',
    'health-insurance', 'how-to-vote', 'immigration-and-citizenship', 'job-search',
    'laws-and-regs', 'media', 'recreation-and-travel', 'scams-and-frauds', 'spend-save-invest',
    'state-tribal-governments', 'style-guide/table-of-contents', 'taxes', 'travel-abroad',
    'visas-and-visitors', 'voter-registration', 'voting-laws-history',
    'website-policies-and-notices',
    'espanol/agencias-gobierno', 'espanol/consulados-embajadas', 'espanol/estafas-fraudes',
    'espanol/gasto-ahorro-inversion', 'espanol/impuestos', 'espanol/informacion-declarar-impuestos',
    'espanol/inscripcion-para-votar', 'espanol/leyes-regulaciones-federales',
    'espanol/leyes-votaciones-elecciones', 'espanol/medios', 'espanol/presentar-queja',
    'espanol/votaciones',
]
STATE_LISTS = [
    'corrections', 'election-office', 'local-governments', 'motor-vehicle-services',
    'state-attorney-general', 'state-business', 'state-consumer', 'state-emergency-management',
    'state-governor', 'state-health', 'state-social-services', 'state-surplus-sales',
    'state-travel-and-tourism', 'states-and-territories',
    'espanol/agencias-estatales', 'espanol/estados-consumidor',
]

def exact(paths):
    return r'^/(?:%s)$' % '|'.join(p.replace('.', r'\.') for p in paths)

RULES = [
    (r'^/$', 'home'),
    (r'^/espanol/$', 'home'),
    (r'^/(?:federal-agencies/office-of-economic-adjustment|espanol/agencias-federales/division-de-salario-y-hora)$', 'redirect-stub'),
    (r'^/(?:forms|federal-agencies|espanol/agencias-federales)$', 'a-z-index'),
    (r'^/(?:federal-agencies|espanol/agencias-federales)/[^/]+$', 'agency-record'),
    (r'^/(?:state-government|espanol/gobiernos-estatales)/[^/]+$', 'state-government-page'),
    (r'^/(?:state-consumer|espanol/organizaciones-consumidor)/[^/]+$', 'state-consumer-page'),
    (r'^/state-business/[^/]+$', 'state-business-page'),
    (r'^/(?:features|espanol/novedades)$', 'features-index'),
    (r'^/(?:features|espanol/novedades)/[^/]+$', 'feature-article'),
    (r'^/(?:explore|espanol/explorar)/$', 'explore-app'),
    (r'^/(?:about|espanol/acerca-de-usagov-en-espanol)$', 'about-navigation'),
    (exact(TOPIC_HUBS), 'topic-hub'),
    (exact(NAVIGATION_PAGES), 'navigation-page'),
    (exact(STATE_LISTS), 'state-list'),
    (r'^/website-analytics/$', '__ONE_OFF__'),
    (r'^/(?:espanol/)?[^/]+$', 'content-page'),
    (r'^/style-guide/[^/]+$', 'content-page'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
