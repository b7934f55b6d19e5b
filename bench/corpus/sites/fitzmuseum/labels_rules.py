#!/usr/bin/env python3
"""Ground-truth page-type labels for fitzmuseum (fitzmuseum.cam.ac.uk).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path
(language prefix removed); the site root is "home". See ../../LABELING.md.

The Fitzwilliam Museum (University of Cambridge) main website: a Laravel application whose
content comes from a headless CMS. The sitemap is not written from the database: the
repository's `sitemap:generate` command runs spatie/laravel-sitemap's crawler over the live
site, so it lists whatever links the crawler met (http and https roots, the root without a
slash, trailing-slash twins, ?page=N list pages, the Atom feed, a news slug with an encoded
newline). Evidence, all at the sitemap's commit: routes/web.php (the route table; Laravel
takes the first matching route), the controllers (which Blade view each route renders) and
resources/views/ (the views). One label per rendering view:
* /{section}/{slug} that no earlier route claims falls to the catch-all route, which renders
  pages.index for every section: /about-us/contact-us, /visit-us/photography-policy,
  /support-us/legacies, /commercial-services/gallery-hire, /research/facilities,
  /objects-and-artworks/immunity-from-seizure, the many /learning/<how-to-...> activity
  pages, and the bare /learning/school-sessions, /learning/young-people,
  /learning/adult-programming (those routes only exist with a slug) -> content-page.
* /{section} falls to pages.landing for /about-us, /learning, /support-us and
  /commercial-services -> section-landing; /research, /visit-us, /news, /events,
  /conversations and /objects-and-artworks have routes and views of their own -> one-offs.
* Listing pages with their own view are one-offs (/visit-us/galleries, /research/projects,
  /learning/look-think-do, /conversations/podcasts, ...); their ?page=N pages take their
  label (/news, /about-us/press-room, /objects-and-artworks/highlights).
* /about-us/directors and /about-us/our-directors are two routes to one controller action
  (the same page) -> both '/about-us/our-directors'.
* Highlights: /highlights/<accession number or id>/ -> highlight-object (highlights.details);
  period and theme pages render highlights.byperiod and highlights.bytheme, whose markup is
  the same (intro box + card grid of objects) -> highlight-group-listing, the trailing-slash
  twins included (rule 7); the context section pages render highlights.sections (a card grid
  of context stories, no intro box, a fixed hero) -> context-section-listing, a separate
  label because it is a separate view with a different header; context stories
  /highlights/context/<section>/<slug> -> context-story (highlights.associate). The three
  index pages (periods, themes, context) are one-offs.
* The learning sub-sections each have their own controller action and view: look-think-do
  activities, learning resources, school sessions, young-people pages and adult sessions get
  five labels, although the adult-programming and school-sessions slugs coincide (the same
  four session names appear under both); the views differ (learning.adult vs
  learning.session), so the labels do too.
* About-us: directors (aboutus.director), vacancies (aboutus.vacancy), collection areas
  (collections.details), departments (departments.details; the conservation department
  included) and its conservation areas (departments.areas) -> five labels.
* Research: projects, staff profiles, online resources, the one opportunity -> four labels.
* Visit: galleries (galleries.gallery) and exhibitions (exhibitions.details, on a layout of
  its own) -> two labels; /visit-us/exhibitions/archive has its own route and view -> one-off.
* Conversations: Instagram stories, podcast series (/podcasts/<slug>), podcast episodes
  (/podcasts/episode/<slug>) and the "In my mind's eye" stories -> four labels; the
  "In my mind's eye" list is listed with and without a trailing slash (one one-off).
* /events/<facility> -> event-type-listing (tessitura.type); /news/<slug> -> news-article.
  /news/%0Aeastern-exchanges-... (a link with a newline in it) is shaped as an article and is
  labelled so; the news Atom feed /news/feed is listed as a <loc> and kept as a one-off.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))
from label_lib import label_site

LANG = ()
HL = r'^/objects-and-artworks/highlights'
RULES = [
    (r'^/news\?page=\d+$', '/news'),
    (r'^/about-us/press-room\?page=\d+$', '/about-us/press-room'),
    (HL + r'\?page=\d+$', '/objects-and-artworks/highlights'),
    (r'^/about-us/(?:our-)?directors$', '/about-us/our-directors'),
    (r'^/conversations/podcasts/in-my-minds-eye/?$', '/conversations/podcasts/in-my-minds-eye'),
    # listing pages with views of their own
    (r'^/(?:about-us/(?:press-room|governance-policies-and-reports|work-for-us|collections|departments)'
     r'|research/(?:projects|staff-profiles|online-resources|opportunities)'
     r'|visit-us/(?:galleries|exhibitions|exhibitions/archive)'
     r'|learning/(?:look-think-do|resources|contact-us)'
     r'|conversations/(?:instagram|podcasts|twitter)'
     r'|objects-and-artworks/highlights(?:/periods|/themes|/context)?'
     r'|news/feed)/?$', '__ONE_OFF__'),
    (HL + r'/(?:periods|themes)/[^/]+/?$', 'highlight-group-listing'),
    (HL + r'/context/[^/]+/[^/]+/?$', 'context-story'),
    (HL + r'/context/[^/]+/?$', 'context-section-listing'),
    (HL + r'/[^/]+/?$', 'highlight-object'),
    (r'^/about-us/directors/[^/]+$', 'director-profile'),
    (r'^/about-us/work-for-us/details/[^/]+$', 'vacancy'),
    (r'^/about-us/collections/[^/]+/?$', 'collection-area'),
    (r'^/about-us/departments/conservation-and-collections-care/[^/]+$', 'conservation-area'),
    (r'^/about-us/departments/[^/]+$', 'department'),
    (r'^/research/projects/[^/]+/?$', 'research-project'),
    (r'^/research/staff-profiles/[^/]+$', 'staff-profile'),
    (r'^/research/online-resources/[^/]+$', 'online-resource'),
    (r'^/research/opportunities/[^/]+$', 'research-opportunity'),
    (r'^/visit-us/galleries/[^/]+$', 'gallery'),
    (r'^/visit-us/exhibitions/[^/]+$', 'exhibition'),
    (r'^/learning/look-think-do/[^/]+$', 'look-think-do-activity'),
    (r'^/learning/resources/[^/]+$', 'learning-resource'),
    (r'^/learning/school-sessions/[^/]+$', 'school-session'),
    (r'^/learning/young-people/[^/]+$', 'young-people-page'),
    (r'^/learning/adult-programming/[^/]+$', 'adult-session'),
    (r'^/conversations/instagram/[^/]+/?$', 'instagram-story'),
    (r'^/conversations/podcasts/episode/[^/]+$', 'podcast-episode'),
    (r'^/conversations/podcasts/in-my-minds-eye/[^/]+/?$', 'minds-eye-story'),
    (r'^/conversations/podcasts/[^/]+$', 'podcast-series'),
    (r'^/events/[^/]+$', 'event-type-listing'),
    (r'^/news/[^/]+/?$', 'news-article'),
    (r'^/(?:about-us|learning|support-us|commercial-services)$', 'section-landing'),
    (r'^/[^/]+/[^/]+/?$', 'content-page'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
