#!/usr/bin/env python3
"""Ground-truth page-type labels for world-travel (world-travel.uz).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path
(language prefix removed); the site root is "home". See ../../LABELING.md.

Uzbek travel portal on Yii 1 (Russian). The sitemap is a crawl of the live site, so it holds
every sort order and page of every listing it could reach, and almost no detail pages:
of 4220 URLs, about 4100 are listing pages. Evidence: the repo's URL rules
(protected/config/main.php), the controllers and the views.
* A catalogue section (/tours, /touristInfo, /travelAgency, /resorts, /news, /sales) has one
  listing view (views/<section>/index.php: breadcrumb + pageWidget with the section's item
  template). InfoController sends /<section>/category/<slug>[.html] and
  /<section>/country/<slug>.html to the same index action with a filter, and
  Controller::run sends an unknown action such as /<section>/sort/<field>/by/<asc|desc> to
  the index action with the path pairs as parameters; ?p=N pages it, /index and
  ?params=empty are the same action. So every URL of a section is that section's listing:
  news-listing, tour-listing, tourist-info-listing, travel-agency-listing, resort-listing,
  sales-listing. The sections keep separate labels because their item templates differ
  (catalog_content, catalog_tours, catalog_info, catalog_firms, catalog_resorts,
  catalog_sales: different content types).
* /<country>_country.html[?p=N] -> country-page (CountryPageController, its own view: the
  country and its tours, paged). /Country[?p=N] -> country-listing (CountryController index).
  These rules are in the repo's HEAD config (the sitemap predates them in the history but
  the live site already served them).
* /work and /work/<category>.html -> job-listing (WorkController index, filtered);
  /adsUsers and /adsUsers/<category>.html -> classified-ads-listing (AdsUsersController index).
* map-<slug>.html -> map-page (uzbekistanMaps/description); weather-<city>.html ->
  weather-page (weatherUzbekistan/description); their indexes /uzbekistanMaps and
  /weatherUzbekistan are one-off.
* Everything else is one-off: /monuments, /site/page/<x> (static pages), /user...,
  /add... (forms), /registration.html, /lost.html.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))
from label_lib import label_site

LANG = ()
SECTIONS = [('news', 'news-listing'), ('tours', 'tour-listing'), ('touristInfo', 'tourist-info-listing'),
            ('travelAgency', 'travel-agency-listing'), ('resorts', 'resort-listing'), ('sales', 'sales-listing')]
RULES = [(r'^/%s(?:[/?]|$)' % section, label) for section, label in SECTIONS] + [
    (r'^/[^/]+_country\.html(?:\?p=\d+)?$', 'country-page'),
    (r'^/Country(?:\?p=\d+)?$', 'country-listing'),
    (r'^/work(?:/[^/]+\.html)?$', 'job-listing'),
    (r'^/adsUsers(?:/[^/]+\.html)?$', 'classified-ads-listing'),
    (r'^/map-[^/]+\.html$', 'map-page'),
    (r'^/weather-[^/]+\.html$', 'weather-page'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
