#!/usr/bin/env python3
"""Ground-truth page-type labels for chihacknight (Chi Hack Night, Chicago's weekly civic-tech event).

Run `python3 labels_rules.py` to (re)write labels.json next to this file.
Rules are tried in order against "path?query"; the first match wins.
A URL that matches no rule is a one-off page and is labelled by its own path;
the site root is "home". See ../../LABELING.md.

Chi Hack Night (chihacknight.org) is a free weekly civic-tech meetup in Chicago run by an
organising team and an open Leadership Council: a talk every Tuesday, breakout groups, a
communal blog, satellite hack nights elsewhere in the city and a showcase of projects born there.
Its site is Jekyll (kramdown, jekyll-redirect-from). The repository adunkman/codefordc-website
(a copy of Code for DC's new-website repository) holds, at commit 548757cc (2018-06-18, "Add
ChiHackNight files", branch greg-edits), the whole chihacknight.org Jekyll project - README "Chi
Hack Night", _config.yml url https://chihacknight.org, _layouts/, _posts/, the root pages - with
a local build in _site/ (site.time 2018-06-18T16:36:34-05:00). The following commits start turning
it into Code for DC's site and then untrack _site/, so 548757cc is the unaltered build.
_site/sitemap.xml comes from the site's own Liquid template (sitemap.xml: the root, then every
post of site.posts, then every page of site.pages, which includes the redirect pages that
jekyll-redirect-from adds and the two feed templates); _site/robots.txt names it. 408 <loc>,
406 distinct URLs, every one with its built file in _site/.

Evidence: the six layouts (_layouts/default.html wraps the others), the front matter of every
post and page, and the built HTML of every listed URL.
* _layouts/event.html (schema.org/Event block, breadcrumb "Events > date", h1 with
  <small>#event_id</small>, video or image, description, sponsor, Links list, for a future date
  an RSVP button and a venue sidebar, then the Flickr slideshow section for the event number)
  -> event: the 306 posts of _posts/events with `layout: event`, category events, at
  /events/YYYY/MM/DD/<slug>.html (2012-03-22 ... 2018-06-19, event numbers 1 ... 306). All 306
  built pages carry "<small>#"; only the 2018-06-19 talk was still in the future at build time
  (RSVP button, venue well in a col-sm-5) - same layout, same label.
* _layouts/satellite_event.html -> satellite-event: the nine posts with `layout:
  satellite_event`, category satellite, at /satellite/YYYY/MM/DD/<slug>.html (Logan Hack Night
  1-5, CoderDojo, two 2017 panels, two 2018 talks). The layout is a trimmed copy of event.html:
  no event number, an RSVP link of its own, the venue from front matter, no Links list and no
  Flickr slideshow section.
* _layouts/blog.html (div.post: h2 title, "Published on <date> by <author>", body, "About the
  author" with headshot and bio) -> blog-post: the 58 posts of _posts/blog at
  /blog/YYYY/MM/DD/<slug>.html (2014-11-24 ... 2018-05-18).
* _layouts/project.html (project image, "back to Projects & successes" link, h2, description,
  body beside a well with website/team/repository table) -> project: the seven published posts
  of _posts/projects at /projects/YYYY/MM/DD/<slug>.html (School Cuts and Chi Safe Path are
  `published: false`, so neither built nor listed).
* One-offs (pages of site.pages, `layout: default` with a body of their own unless noted): the
  root (index.html: tagline, event and blog panels, welcome and community sections, sponsor
  tiers) -> home;
  /events/ (events/index.html: the table of every event with schema.org/Event rows);
  /blog/ (blog/index.html: the list of every blog post with author and excerpt); /donate/
  (donate/index.html: video and donation tiers); /about.html (sections menu beside long text);
  /breakouts.html (collapsible list of breakout groups); /community.html (well boxes of ways to
  take part); /data-resources.html (table of data portals and tools); /faq.html;
  /leadership-council.html (table of meeting notes); /open-source-people.html and
  /open-source-projects.html (tables filled by scripts from the civic-json API);
  /photos.html (Flickr slideshow of all photos); /projects.html (the project showcase list);
  /speaker-submissions.html; /team.html (organiser headshot grid); /code-of-conduct.html
  (code-of-conduct.md in _layouts/narrow.html, a centred text column - the only narrow page).
Judgement calls:
* event vs satellite-event: two layout files. They share the breadcrumb, title and
  description block, but the satellite layout drops the event number, the Links list and the
  script-driven Flickr slideshow section that closes every event page -> two labels, as the
  generator has two templates; the satellite-event label rests on the layout, not on /satellite/
  (two /satellite/ URLs are redirects, below).
* Redirect stubs (6): jekyll-redirect-from turns each redirect_from into a page of its own,
  and the sitemap template lists site.pages, so the old URLs are <loc>s. Each built file is the
  plugin's "Redirecting..." document (meta refresh, canonical link, location script):
  /contact.html -> /team.html, /people.html -> /open-source-people.html, /projects/index.html ->
  /projects.html, /resources.html -> /data-resources.html, and two old satellite URLs
  (/satellite/2018/02/28/colony-5.html, /satellite/2018/03/22/gentrification-and-displacement-
  in-chicago.html) -> their satellite posts -> redirect-stub. (events.html at the root is a
  hand-written meta refresh without front matter, a static file, so it is not listed.)
* /events/2016/12/06/computer-science-for-all.html names its own URL in redirect_from; the
  post overwrote the redirect page in _site/ (the built file is the event page) and the URL is
  listed twice -> event, once.
* Not pages: /blog_feed.xml and /event_feed.xml (the RSS 2.0 feeds of the blog and of the
  events, built from Liquid templates in site.pages) and /sitemap.xml itself are listed as
  <loc>s -> non-page-asset, as the corpus labels listed sitemap routes (khaoyaiart) and raw
  non-HTML files (airesnuevosnqn). (fitzmuseum kept its /news/feed a one-off; here the feeds
  are plain RSS files with no HTML rendering at all.)
* The default-layout pages have hand-written bodies that share nothing but the site chrome
  (navbar, footer), so each is a one-off, /events/ and /blog/ included (two different list
  pages, neither paginated); /projects.html lists the project posts but is its own page.
* The root is listed twice (the template's explicit root entry and index.html) -> home, once.
"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..'))  # corpus layout: sites/<name>/ -> bench/corpus/label_lib.py
from label_lib import label_site

LANG = ()
RULES = [
    (r'^/$', 'home'),
    # jekyll-redirect-from pages (meta refresh + location script), listed through site.pages
    (r'^/(?:contact|people|resources)\.html$', 'redirect-stub'),
    (r'^/projects/index\.html$', 'redirect-stub'),
    (r'^/satellite/2018/02/28/colony-5\.html$', 'redirect-stub'),
    (r'^/satellite/2018/03/22/gentrification-and-displacement-in-chicago\.html$', 'redirect-stub'),
    # RSS feeds and the sitemap itself
    (r'^/(?:blog_feed|event_feed|sitemap)\.xml$', 'non-page-asset'),
    # posts: category permalinks /<category>/YYYY/MM/DD/<slug>.html
    (r'^/events/\d{4}/\d{2}/\d{2}/[^/]+\.html$', 'event'),
    (r'^/satellite/\d{4}/\d{2}/\d{2}/[^/]+\.html$', 'satellite-event'),
    (r'^/blog/\d{4}/\d{2}/\d{2}/[^/]+\.html$', 'blog-post'),
    (r'^/projects/\d{4}/\d{2}/\d{2}/[^/]+\.html$', 'project'),
]

if __name__ == '__main__':
    label_site(HERE, RULES, LANG)
