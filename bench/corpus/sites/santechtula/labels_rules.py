#!/usr/bin/env python3
"""Ground-truth page-type labels for santechtula (santechtula.ru).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path
(language prefix removed); the site root is "home". See ../../LABELING.md.

1C-Bitrix plumbing shop in Tula (Russian). The repository is the web root (urlrewrite.php,
.htaccess, the catalog/news/sale/company folders, component templates under local/ and
bitrix/templates/.default), which was the evidence. Bitrix writes one child sitemap per
information block: iblock 1 news, 4 vacancies, 5 sale offers, 7 the product catalogue.
* The catalogue (/catalog/index.php: bitrix:catalog, template catalog1, SEF_FOLDER /catalog/)
  has "sections" "" -> /catalog/ (sections.php) one-off; "section" #SECTION_CODE_PATH#/ and
  "element" #SECTION_CODE_PATH#/#ELEMENT_CODE#/. Sections and products therefore share one
  URL shape (/catalog/<section>/.../<code>/, nested 1 to 5 levels) and neither depth nor
  the child sitemap tells them apart. The tree does: Bitrix lists a section and then what
  it holds, so a catalogue URL that other listed URLs extend is a section ->
  section-listing; a URL nothing extends is a product -> product-detail.
  section.php renders every section alike (subsection list, price sort links, product
  list; one block, the smart filter, only under /catalog/smesiteli/), so sections of every
  depth share section-listing.
* Judgement: /catalog/metalloplastikovye-truby-i-fitingi/truby-metalloplastikovye/ is
  extended by nothing, yet it is the only leaf among sections (its sibling
  fitingi-metalloplast/ is a section) and its code names a product group (metal-plastic
  pipes), not an article: an empty section -> section-listing.
* Judgement: /catalog/raznoe/rasshiritelnyy_bak_wrv_50l_5bar_smen_membr/ sits under a
  section the sitemap does not list (inactive); its code is an article (expansion tank,
  50 l) -> product-detail.
* /news/ (news.list) one-off, listed in two files; /news/<id>/ -> news-article.
* /company/vacancies.php and its three #<id> anchors are one page (fragments are not sent
  to the server): all labelled /company/vacancies.php.
* /sale/ renders bitrix:catalog.top (sale products) -> one-off. /sale/<code>/ has no
  folder and no urlrewrite rule, so .htaccess hands it to urlrewrite.php which finds no
  rule and answers with 404.php -> not-found.
* /about/, /contact/, /delivery/, /reviews/ one-offs; / home.
"""
import os, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))
from label_lib import label_site, locs, key_of

LANG = ()
EMPTY_SECTIONS = ('/catalog/metalloplastikovye-truby-i-fitingi/truby-metalloplastikovye/',)


def catalogue_sections(site_dir):
    """Catalogue URLs below /catalog/ that another listed URL extends, plus the empty ones."""
    paths = [key_of(u) for u in locs(site_dir) if key_of(u).startswith('/catalog/')]
    inner = {p for p in paths if p != '/catalog/' and any(q != p and q.startswith(p) for q in paths)}
    return sorted(inner | set(EMPTY_SECTIONS))


RULES = [
    ('^(?:%s)$' % '|'.join(re.escape(p) for p in catalogue_sections(HERE)), 'section-listing'),
    ('^/catalog/.+/$', 'product-detail'),
    ('^/news/\\d+/$', 'news-article'),
    ('^/company/vacancies\\.php$', '/company/vacancies.php'),
    ('^/sale/[^/]+/$', 'not-found'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
