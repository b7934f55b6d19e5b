#!/usr/bin/env python3
"""Ground-truth page-type labels for moca2016 (moca2016.olografix.org).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path
(language prefix removed); the site root is "home". See ../../LABELING.md.

MOCA 2016 (Metro Olografix CAmp, a three-day hacker camp in Pescara, 19-21 August 2016,
organised by the association Metro Olografix): a WordPress 6.4.2 site (Sydney theme with its
custom post types employees / clients / projects / services, SiteOrigin page builder, Events
Manager, MailPoet, a Polylang-style language switcher) in Italian (/it/) and English (/en/),
exported to static HTML with the "Export WP Page to Static HTML" plugin and served by GitHub
Pages. Yoast SEO 21.8 sitemap index (sitemap_index.xml) with 10 children: page, attachment,
services, employees, clients, projects, location, event, wysijap (MailPoet) and category;
369 <loc> entries, 367 distinct URLs (/it/eventi/luoghi/ is in both location- and
page-sitemap), <loc>s mix http:// and https:// on the one host.

Evidence: the committed HTML of EVERY listed URL at the commit in SOURCE.json (365 of the 367
have a built index.html, one of them empty; the two query URLs have none), read from the git
snapshot: (a) the <body> class (WordPress template hierarchy: single-<post type>, attachment, archive
post-type-archive-<type>, archive category, page-template-*), (b) an outline of
div#primary > main#main (tag + structural classes, three levels, ids and numbers dropped),
grouped per child sitemap, and (c) the Polylang language switcher in the main menu
(li.lang-item-it / li.lang-item-en, "no-translation" when a page has no twin), which names
each page's translation. Every multi-page label's pages agree on (a) and on (b) up to optional
parts (post navigation, comment form, a term class on the article).
* Theme custom post types, all rendered by the theme's single template (article >
  div.content-inner, post navigation) but different content types, so different labels
  (LABELING rule 4): employees-sitemap /it/employees/<slug>/ -> speaker-talk (44, talks,
  workshops and live sets: speaker photo plus TITLE / LANGUAGE / LEVEL / PLACE / SCHEDULE /
  ABSTRACT; Italian only); clients-sitemap /{it,en}/clients/<slug>/ -> sponsor-partner (48,
  sponsor and partner logos, numeric slugs /it/clients/284/ and /816/ among them);
  projects-sitemap /{it,en}/projects/<slug>/ -> press-clipping (55, press cuttings of past
  camps: one image, numeric slug /en/projects/688/); services-sitemap /{it,en}/services/<slug>/
  -> logistics-item (24, travel, lodging and "X are welcome" notes).
* attachment-sitemap: 130 WordPress attachment pages /<lang>/<parent path>/<file slug>/ (an
  image with its title, some with a comment form) -> attachment-page. Judgement call: the 28
  attachments whose parent is a page (/it/my-front-page/..., /it/logo-contest/...) lack the body classes
  "single single-attachment" and the post navigation that the 102 attachments of custom posts
  have; same attachment template, one label.
* category-sitemap: 26 category archives /{it,en}/category/.../ (body "archive category",
  nested up to three levels) -> category-listing. All of them render the theme's empty-archive
  block (section.no-results: the categories only hold custom posts, which the archive does not
  query); still the category archive template.
* Post-type archives: /{it,en}/clients/ and /{it,en}/projects/ render the theme's generic
  archive (h1.archive-title, div.posts-layout grid, pagination) -> section-listing (4; two
  section fronts with one layout, LABELING rule 5). /{it,en}/services/ (service icon boxes) and
  /{it,en}/employees/ (team grid div.roll-team) have archive layouts of their own -> one-offs
  /services/ and /employees/.
* Events Manager: /locations/<slug>/ (no language prefix, "single-location": map, address,
  upcoming events) -> event-location (2). The one event /it/events/moca/ and its English
  twin /en/events/moca-en/ (registration page, "single-event") -> one-off /events/moca/.
* /it/eventi/ is built as the site's 404 page (title "Pagina non trovata", section.error-404)
  -> not-found. Judgement call: its English twin /en/eventi/ is an empty (0-byte) file in the
  export, a page with nothing to audit, so it is not-found too.
* /?attachment_id=781 (attachment-sitemap) and /?wysijap=subscriptions (MailPoet's
  subscription page) have no file of their own; a static host answers them with the root
  /index.html, which is only a meta refresh to /it/moca/ -> redirect-stub (judgement call:
  the build is the evidence; WordPress itself redirected ?attachment_id= to the attachment's
  permalink).
* Pages (page-sitemap, plus /it/eventi/luoghi/) stay one-off, as pages do in the other
  WordPress sites of the corpus; a translation pair named by the language switcher shares the
  Italian page's label (LABELING rule 3): /it/moca/ + /en/moca-en/ (the front page, body "home",
  front-page template with a SiteOrigin panel layout) -> /moca/; /it/logistica/ +
  /en/logistics/, /it/speaker/ + /en/speaker-2/, /it/sponsor/ + /en/sponsors/,
  /it/calendario-moca-2016/ + /en/schedule-moca-2016/, /it/rassegna-stampa-moca/ +
  /en/press-review-moca/ (full-width template). Judgement calls: the front page is not
  labelled "home" because it is not the site root (the root / is unlisted and only
  meta-refreshes to /it/moca/); /it/call-for-paper/ and /en/call-for-papers/ carry the same
  ASCII-art call for papers in the front-page template without a switcher link: one label
  /call-for-paper/; /en/resources/ has no switcher link but repeats exactly the three items
  of /it/risorse-2/ (an older copy of /it/risorse/, which adds an open call), so it takes
  /risorse-2/. Other one-offs: /it/logo-contest/, the theme demo pages /it/my-front-page/ and
  /it/my-blog-page/, the Events Manager pages /it/eventi/luoghi/, /it/eventi/categorie/,
  /it/eventi/etichetta/, /it/eventi/le-mie-prenotazioni/ (default page template).
* The empty wp-sitemap.xml (0 bytes; WordPress core's sitemap, which Yoast switches off) and
  main-sitemap.xsl were not saved. robots.txt is saved as committed.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))
from label_lib import label_site

LANG = ('it', 'en')
RULES = [
    (r'^/\?(?:attachment_id=\d+|wysijap=subscriptions)$', 'redirect-stub'),
    (r'^/(?:it|en)/eventi/$', 'not-found'),
    (r'^/(?:it|en)/(?:clients|projects)/$', 'section-listing'),
    (r'^/(?:it|en)/(?:services|employees)/$', '__ONE_OFF__'),
    (r'^/(?:it|en)/category/(?:[^/]+/)+$', 'category-listing', r'^category-sitemap\.xml$'),
    (r'^/(?:it|en)/.+/[^/]+/$', 'attachment-page', r'^attachment-sitemap\.xml$'),
    (r'^/it/employees/[^/]+/$', 'speaker-talk', r'^employees-sitemap\.xml$'),
    (r'^/(?:it|en)/clients/[^/]+/$', 'sponsor-partner', r'^clients-sitemap\.xml$'),
    (r'^/(?:it|en)/projects/[^/]+/$', 'press-clipping', r'^projects-sitemap\.xml$'),
    (r'^/(?:it|en)/services/[^/]+/$', 'logistics-item', r'^services-sitemap\.xml$'),
    (r'^/locations/[^/]+/$', 'event-location', r'^location-sitemap\.xml$'),
    # translation pairs named by the language switcher (or by identical content): the
    # English page takes the Italian page's one-off label
    (r'^/(?:it/moca|en/moca-en)/$', '/moca/'),
    (r'^/(?:it/events/moca|en/events/moca-en)/$', '/events/moca/'),
    (r'^/en/logistics/$', '/logistica/'),
    (r'^/en/speaker-2/$', '/speaker/'),
    (r'^/en/sponsors/$', '/sponsor/'),
    (r'^/en/schedule-moca-2016/$', '/calendario-moca-2016/'),
    (r'^/en/press-review-moca/$', '/rassegna-stampa-moca/'),
    (r'^/en/call-for-papers/$', '/call-for-paper/'),
    (r'^/en/resources/$', '/risorse-2/'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
