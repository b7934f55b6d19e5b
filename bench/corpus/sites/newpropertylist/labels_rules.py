#!/usr/bin/env python3
"""Ground-truth page-type labels for newpropertylist (newpropertylist.my).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path
(language prefix removed); the site root is "home". See ../../LABELING.md.

Malaysian portal for newly launched property projects (plain PHP, 2015-2018). Evidence: the web
root httpdocs/ in the repo. Every state folder (/johor/, /selangor/, ... and /all-state/) is
the same script (the state entries are links to all-state/), and all-state/index.php reads
"/<state>/<str>" as follows: an empty <str> or a <str> made of "_"-joined search conditions
(in-<location>, an area group code, new-<type>-for-sale, under-/over-rm<N>k, <N>sqft, <N>bed,
studio, complete-<year>, freehold/leasehold) is a search-results page (mode "index", view
property/index.php); a <str> containing "-in-" is "<listing code>-in-<location>", a project
page (mode "detail", view property/detail.php). The sitemap comes from cron/sitemap.php, which
dumps the site's urls table.
* /<state>/<code>-in-<location> -> project-detail (154 URLs). The test is the "-in-" substring,
  as in the script: /selangor/laman___bayu-in-bandar-bukit-puchong is a project too.
* /<state>/<conditions> -> search-results (15306 faceted combinations); the state pages
  /<state>/ and /all-state/ are the same view without conditions -> search-results too.
* One-off: home, /archive/ (view archive/index.php: past projects), /features/,
  /real-estate-developers/ (developer index, own view), /sitemap/ (HTML sitemap), /signin/,
  /recent_searches/, /terms/, /privacy/, /disclaimers/, /contact/, /about/.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))
from label_lib import label_site

LANG = ()
STATES = ('all-state|johor|kedah|kelantan|kuala-lumpur|labuan|melaka|negeri-sembilan|pahang|'
          'penang|perak|perlis|putrajaya|sabah|sarawak|selangor|terengganu')
RULES = [
    (r'^/(?:%s)/[^/]*-in-[^/]+$' % STATES, 'project-detail'),
    (r'^/(?:%s)/[^/]*$' % STATES, 'search-results'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
