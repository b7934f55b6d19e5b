#!/usr/bin/env python3
"""Ground-truth page-type labels for kargo24 (kargo24.su).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path
(language prefix removed); the site root is "home". See ../../LABELING.md.

1C-Bitrix classified-ads portal (Russian) for freight transport, machinery rental and sale,
building equipment, materials, passenger transport, services, spare parts. The repository is
the web root (urlrewrite.php, the kargo24 site template and its component templates), which
was the evidence. Bitrix writes one child sitemap per information block.
* Eight ad catalogues (/arenda-spetstekhniki/, /gruzovye-perevozki/, /materials/, ...) are
  each a bitrix:catalog component with the one ".catalog" template and the same SEF
  templates: "sections" "" -> /<catalogue>/ (sections.php) -> catalogue-root (8, shared
  by the eight catalogues); "section" #SECTION_CODE_PATH#/ -> the region /<cat>/<region>/
  and the city /<cat>/<region>/<city>/ pages; "element" #SECTION_CODE_PATH#/#ELEMENT_CODE#/
  -> /<cat>/<region>/<city>/<number>/ -> ad-detail (element.php).
* Judgement: section.php renders a depth-1 section (region) with two extra blocks of its
  own (include/flights.php and the include/calculation.php calculator form) that a city
  (depth 2) lacks, so regions are region-listing and cities city-listing; the depth is
  the URL's (83 regions and 730 cities in every catalogue).
* /news/ (news.php) one-off; /news/<slug>/ -> news-article (detail.php).
* /about/ one-off; / home.
* Judgement: iblock 5 (/advantage/ and /advantage/<slug>/) is only shown as a list on the
  home page (news.list "advantage.list.home"), iblocks 11-18 are data blocks listed with
  Bitrix's default URLs /data/list.php?SECTION_ID=<n>, iblock 19 holds payments
  (/data/detail.php?ID=<n>, shown only in the personal account) and /data/index.php?ID=19
  is its list URL. The web root has no /advantage/ or /data/ folder and urlrewrite.php no
  rule for them, so every one of these 947 URLs renders the site's 404.php: one label,
  not-found, however different their URLs look (the sitemap generator was left set to
  list blocks that have no pages).
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))
from label_lib import label_site

LANG = ()
CATALOGUES = ('arenda-spetstekhniki|arenda-stroitelnogo-oborudovaniya|gruzovye-perevozki|'
              'materials|passenger|prodazha-spetstekhniki|services|zapchasti-i-remont')
RULES = [
    ('^/(?:%s)/$' % CATALOGUES, 'catalogue-root'),
    ('^/(?:%s)/[^/]+/$' % CATALOGUES, 'region-listing'),
    ('^/(?:%s)/[^/]+/[^/]+/$' % CATALOGUES, 'city-listing'),
    ('^/(?:%s)/[^/]+/[^/]+/\\d+/$' % CATALOGUES, 'ad-detail'),
    ('^/news/[^/]+/$', 'news-article'),
    ('^/(?:data|advantage)/', 'not-found'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
