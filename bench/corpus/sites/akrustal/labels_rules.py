#!/usr/bin/env python3
"""Ground-truth page-type labels for akrustal (akrustal.ru).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path
(language prefix removed); the site root is "home". See ../../LABELING.md.

1C-Bitrix site of a maker of psoriasis creams and herbal soaps (Russian), built on a
Redsign corporate template (part of its demo content - services, projects, partners, demo
news - is still listed). The Bitrix sitemap module writes sitemap_files.xml (the static
.php pages) and one sitemap_iblock_<N>.xml per information block; an information block is
shown by a bitrix:news / bitrix:catalog component whose templates give three page kinds:
the component's index page, a section page (one template at every depth) and an element
(detail) page. Evidence: the file that lists a URL, the nesting of the URLs, and the
repository's urlrewrite.php and section index.php files (they show one component template
per section: "news", "partners_2", "master", "blog", "flat", and "redsign:forms popup" for
every form). The repository (first commit 2020) lacks several 2017 sections' folders, so
for those the file and the URL nesting are the only evidence.
* Component index pages (/catalog/, /services/, /projects/, /company/partners/,
  /sale-promotions/, /features/, /docs/articles/, /news/ ...) -> one-off.
* Information blocks whose elements have no detail page list the same index URL once per
  element (awards, history, license, reviews, vacancies, faq, documentation, help, docs,
  glossary): one page each -> one-off.
* sitemap_iblock_38 (where to buy): /sales-geography/<country>/<region>/<city>/<chain>/ are
  sections of one information block at four depths -> geography-section (one section
  template; four chains with no store listed are sections too); the fifth level
  /<chain>/<store>/ are the pharmacies -> pharmacy-detail.
* Catalogue (iblock 6): sections (/catalog/krem/, /catalog/soap/body/ ...; the URLs that
  other catalogue URLs nest under) -> catalog-section; leaves -> product-detail.
* Services (iblock 7, bitrix:catalog): /services/<section>/ -> service-section,
  /services/<section>/<service>/ -> service-detail. Projects (iblock 12):
  /projects/<section>/ -> project-section, deeper -> project-detail. Production (iblock 42,
  template "master"): /company/production/<section>/ -> production-section, deeper ->
  production-detail. These are different components/templates, so no label is shared across
  them.
* Articles (iblock 28): the module writes section URLs without a trailing slash
  (/docs/articles/o_psoriaze) and element URLs with one (/docs/articles/psoriaz/); the ten
  slash-less ones are topic titles ("about psoriasis", "lifestyle" ...) -> article-section;
  the rest -> article. Video (iblock 39) follows the same scheme: /docs/video/otzyvy ->
  video-section, /docs/video/otzyvy/<slug>/ -> video-detail.
* Research reports (iblock 40, template "flat") -> research-detail; partners (iblock 11,
  "partners_2") -> partner-detail; staff departments (iblock 14, template "blog", elements
  listed on their department page) -> staff-department; promotions (iblock 29) ->
  promotion-detail; features (iblock 32) -> feature-detail.
* News: /docs/news/<slug>/ (iblock 30, shown with the "news" template) and the demo news
  /news/<slug>/ (iblock 1) are both bitrix:news detail pages of news blocks; no evidence of
  different layouts, so both are news-detail (a judgement call: iblock 1's template is not
  in the repository).
* Forms: /include/forms/<form>/ and /forms/product_ask/ (one information block per form)
  are all redsign:forms "popup" pages -> form-page.
* sitemap_files.xml pages (/, /company/, /contacts/, /404.php, /help/faq/ ...) -> one-off.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))
from label_lib import label_site

LANG = ()
CATALOG_SECTIONS = ('krem', 'soap', 'soap/body', 'soap/head', 'sbory_i_napitki',
                    'sbory_i_napitki/chaynye_napitki', 'sbory_i_napitki/naruzhnye_sbory')
RULES = [
    (r'^/sales-geography/(?:[^/]+/){5}$', 'pharmacy-detail'),
    (r'^/sales-geography/(?:[^/]+/){1,4}$', 'geography-section'),
    (r'^/catalog/(?:%s)/$' % '|'.join(CATALOG_SECTIONS), 'catalog-section'),
    (r'^/catalog/.+/$', 'product-detail', r'^sitemap_iblock_6\.xml$'),
    (r'^/services/[^/]+/$', 'service-section', r'^sitemap_iblock_7\.xml$'),
    (r'^/services/[^/]+/[^/]+/$', 'service-detail'),
    (r'^/projects/[^/]+/$', 'project-section', r'^sitemap_iblock_12\.xml$'),
    (r'^/projects/[^/]+/[^/]+/$', 'project-detail'),
    (r'^/company/production/[^/]+/$', 'production-section', r'^sitemap_iblock_42\.xml$'),
    (r'^/company/production/[^/]+/[^/]+/$', 'production-detail'),
    (r'^/docs/articles/[^/]+$', 'article-section'),
    (r'^/docs/articles/[^/]+/$', 'article'),
    (r'^/docs/video/[^/]+$', 'video-section'),
    (r'^/docs/video/[^/]+/[^/]+/$', 'video-detail'),
    (r'^/docs/research/[^/]+/$', 'research-detail'),
    (r'^/company/partners/[^/]+/$', 'partner-detail'),
    (r'^/company/staff/[^/]+/$', 'staff-department'),
    (r'^/sale-promotions/[^/]+/$', 'promotion-detail'),
    (r'^/features/[^/]+/$', 'feature-detail'),
    (r'^/(?:docs/)?news/[^/]+/$', 'news-detail'),
    (r'^/(?:include/)?forms/[^/]+/$', 'form-page'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
